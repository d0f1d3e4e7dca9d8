/* cmir-toy: the compiler of MLIR's Toy tutorial (toyc). Reads Toy source
 * (or toy-dialect MLIR, told by a .mlir name or -x mlir) and prints the AST
 * or the IR of the stage -emit names; -opt runs the tutorial's
 * optimizations first. The language and the dialect live in
 * src/dialect/toy/; the passes are registered like every other. */
#include "cmir/cmir.h"
#include "dialect/toy/ast.h"
#include "support/support.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char usage[] =
    "usage: cmir-toy [options] [input-file|-]\n"
    "\n"
    "Compiles a Toy program (MLIR's Toy tutorial language) or toy-dialect MLIR.\n"
    "\n"
    "options:\n"
    "  -emit=ast              dump the AST (Toy input only)\n"
    "  -emit=mlir             print the toy dialect IR (the default)\n"
    "  -opt                   inline every function into main, canonicalize and\n"
    "                         infer shapes before printing\n"
    "  -x toy|mlir            the input's language (default: mlir for a name\n"
    "                         ending in .mlir, toy otherwise)\n"
    "  --mlir-print-debuginfo print locations\n"
    "  --mlir-print-op-generic print every op in generic form\n"
    "  -o FILE                write output to FILE (atomically; '-' is stdout)\n"
    "  --help, --version\n"
    "\n"
    "Exit status: 0 on success, 1 on bad input or usage errors.\n";

typedef enum { EMIT_AST, EMIT_MLIR } Emit;

typedef struct Options {
  const char *input, *output;
  Emit emit;
  bool opt, mlir_input, lang_given, debug_info, generic;
} Options;

static int parse_args(int argc, char **argv, Options *o) {
  memset(o, 0, sizeof *o);
  o->emit = EMIT_MLIR;
  for (int i = 1; i < argc; i++) {
    const char *a = argv[i], *v;
    if (a[0] == '-' && a[1] == '-')
      a++; /* -flag and --flag alike, as LLVM tools accept */
    if (!strcmp(a, "-help") || !strcmp(a, "-h")) {
      fputs(usage, stdout);
      exit(0);
    } else if (!strcmp(a, "-version")) {
      printf("cmir-toy %s\n", CMIR_VERSION_STRING);
      exit(0);
    } else if ((v = cmir_tool_flag_value(a, "-emit", &i, argc, argv))) {
      if (!strcmp(v, "ast"))
        o->emit = EMIT_AST;
      else if (!strcmp(v, "mlir"))
        o->emit = EMIT_MLIR;
      else {
        fprintf(stderr, "cmir-toy: unknown -emit kind '%s' (ast or mlir)\n", v);
        return 1;
      }
    } else if ((v = cmir_tool_flag_value(a, "-x", &i, argc, argv))) {
      if (strcmp(v, "toy") && strcmp(v, "mlir")) {
        fprintf(stderr, "cmir-toy: unknown input language '%s' (toy or mlir)\n", v);
        return 1;
      }
      o->mlir_input = !strcmp(v, "mlir");
      o->lang_given = true;
    } else if (!strcmp(a, "-opt")) {
      o->opt = true;
    } else if (!strcmp(a, "-mlir-print-debuginfo")) {
      o->debug_info = true;
    } else if (!strcmp(a, "-mlir-print-op-generic")) {
      o->generic = true;
    } else if (!strcmp(a, "-o") || !strncmp(a, "-o=", 3)) {
      if (!(v = cmir_tool_flag_value(a, "-o", &i, argc, argv))) {
        fprintf(stderr, "cmir-toy: missing argument to -o\n");
        return 1;
      }
      o->output = v;
    } else if (a[0] == '-' && a[1]) {
      fprintf(stderr, "cmir-toy: unknown option '%s' (see --help)\n", argv[i]);
      return 1;
    } else {
      if (o->input) {
        fprintf(stderr, "cmir-toy: more than one input file given\n");
        return 1;
      }
      o->input = argv[i];
    }
  }
  if (!o->input)
    o->input = "-";
  size_t n = strlen(o->input);
  if (!o->lang_given)
    o->mlir_input = n >= 5 && !strcmp(o->input + n - 5, ".mlir");
  if (o->emit == EMIT_AST && o->mlir_input) {
    fprintf(stderr, "cmir-toy: -emit=ast needs Toy source, not MLIR\n");
    return 1;
  }
  return 0;
}

/* The tutorial's optimizations on a verified toy module. */
static CmirStatus optimize(CmirContext *ctx, CmirOp *module) {
  CmirPassManager *pm = cmir_pm_create(ctx);
  CmirStatus rc = cmir_pm_parse_pipeline(pm, "builtin.module(toy-inline,toy-optimize)");
  if (!rc)
    rc = cmir_pm_run(pm, module);
  cmir_pm_destroy(pm);
  return rc;
}

/* The module of the input, verified; NULL after the diagnostics. */
static CmirOp *load(CmirContext *ctx, const Options *o, const CmirIdent *file, const char *buf,
                    size_t len, CmirStrBuf *out) {
  if (o->mlir_input)
    return cmir_tool_load(ctx, file->str, buf, len, 0);
  CmirToyModule *m = cmir_toy_parse(ctx, file, buf, len);
  if (!m)
    return NULL;
  if (o->emit == EMIT_AST) {
    cmir_toy_dump(m, file->str, out);
    cmir_toy_module_free(m);
    return NULL;
  }
  CmirOp *module = cmir_toy_mlirgen(ctx, m, file);
  cmir_toy_module_free(m);
  if (module && cmir_verify(module)) {
    cmir_op_destroy(module);
    module = NULL;
  }
  return module;
}

int main(int argc, char **argv) {
  cmir_tool_tune_heap();
  Options o;
  if (parse_args(argc, argv, &o))
    return 1;
  size_t len;
  char *buf = cmir_tool_read_input("cmir-toy", o.input, &len);
  if (!buf)
    return 1;
  CmirContext *ctx = cmir_context_create();
  cmir_dialects_register_all(ctx);
  cmir_passes_register_all(ctx);
  const CmirIdent *file = cmir_ident(ctx, strcmp(o.input, "-") ? o.input : "<stdin>");
  cmir_context_add_source(ctx, file, buf, len);
  CmirStrBuf out;
  cmir_sb_init(&out);
  int rc = 1;
  CmirOp *module = load(ctx, &o, file, buf, len, &out);
  if (o.emit == EMIT_AST) {
    rc = out.len ? 0 : 1;
  } else if (module && (!o.opt || !optimize(ctx, module))) {
    CmirPrintOptions popts = {o.generic, o.debug_info};
    cmir_print_op(&out, module, &popts);
    cmir_sb_putc(&out, '\n');
    rc = 0;
  }
  if (module)
    cmir_op_destroy(module);
  if (!rc)
    rc = cmir_tool_write_output("cmir-toy", o.output, out.data, out.len);
  cmir_sb_free(&out);
  cmir_context_destroy(ctx);
  free(buf);
  return rc;
}
