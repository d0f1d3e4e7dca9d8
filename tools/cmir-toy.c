/* cmir-toy: the compiler of MLIR's Toy tutorial (toyc). Reads Toy source
 * (or toy-dialect MLIR, told by a .mlir name or -x mlir) and prints the AST
 * or the IR of the stage -emit names, or runs the program (-emit=jit
 * natively, -emit=interp on the reference interpreter); -opt runs the
 * tutorial's optimizations. The language and the dialect live in
 * src/dialect/toy/; the passes are registered like every other, and the
 * pipeline of each stage is in stage_pipeline below. */
#include "cmir/cmir.h"
#include "dialect/ops.h"
#include "dialect/toy/ast.h"
#include "support/support.h"

#ifdef CMIR_HAVE_LLVM
#include "target/llvm/jit.h"
#include "target/llvm/object.h"
#include "target/llvm/translate.h"
#endif

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
    "  -emit=mlir-affine      print it lowered to affine, arith, func and memref\n"
    "                         (toy.print stays, on a memref)\n"
    "  -emit=mlir-llvm        print it lowered to the LLVM dialect\n"
    "  -emit=llvm             print the LLVM IR\n"
    "  -emit=jit              run main natively (LLVM's JIT, as cmir-run)\n"
    "  -emit=interp           run main on the reference interpreter\n"
    "  -opt                   inline every function into main, infer shapes and\n"
    "                         simplify; with affine, fuse loops and forward stores\n"
    "                         (affine-loop-fusion, affine-scalrep); LLVM IR at -O3\n"
    "  -x toy|mlir            the input's language (default: mlir for a name\n"
    "                         ending in .mlir, toy otherwise)\n"
    "  --mlir-print-debuginfo print locations\n"
    "  --mlir-print-op-generic print every op in generic form\n"
    "  -o FILE                write output to FILE (atomically; '-' is stdout)\n"
    "  --help, --version\n"
    "\n"
    "Exit status: 0 on success, 1 on bad input or usage errors.\n";

typedef enum {
  EMIT_AST,
  EMIT_MLIR,
  EMIT_MLIR_AFFINE,
  EMIT_MLIR_LLVM,
  EMIT_LLVM,
  EMIT_JIT,
  EMIT_INTERP
} Emit;

static const char *const emit_names[] = {"ast",  "mlir", "mlir-affine", "mlir-llvm",
                                         "llvm", "jit",  "interp"};

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
      size_t k = 0, n = sizeof emit_names / sizeof emit_names[0];
      while (k < n && strcmp(v, emit_names[k]))
        k++;
      if (k == n) {
        fprintf(stderr,
                "cmir-toy: unknown -emit kind '%s' (ast, mlir, mlir-affine, mlir-llvm, llvm, "
                "jit or interp)\n",
                v);
        return 1;
      }
      o->emit = (Emit)k;
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

/* The passes from the toy dialect to the stage -emit asks for, as toyc
 * runs them: inlining and the toy optimizations before any lowering (or
 * with -opt), the partial lowering to affine and its clean-up, then
 * toy.print's lowering and cmir's usual way to the LLVM dialect (the
 * interpreter takes the program right after toy.print's lowering). */
static void stage_pipeline(const Options *o, CmirStrBuf *p) {
  cmir_sb_puts(p, "builtin.module(");
  if (o->opt || o->emit >= EMIT_MLIR_AFFINE)
    cmir_sb_puts(p, "toy-inline,toy-optimize");
  if (o->emit >= EMIT_MLIR_AFFINE) {
    cmir_sb_puts(p, ",toy-to-affine,canonicalize,cse");
    if (o->opt)
      cmir_sb_puts(p, ",func.func(affine-loop-fusion,affine-scalrep)");
  }
  /* The interpreter runs affine, scf, memref and printf calls as they are. */
  if (o->emit == EMIT_INTERP)
    cmir_sb_puts(p, ",toy-print-to-llvm");
  else if (o->emit >= EMIT_MLIR_LLVM)
    cmir_sb_puts(p, ",toy-print-to-llvm,lower-affine,convert-scf-to-cf,expand-strided-metadata,"
                    "finalize-memref-to-llvm,convert-to-llvm,reconcile-unrealized-casts");
  cmir_sb_putc(p, ')');
}

/* The first op outside the LLVM dialect (the module aside) that is not a
 * cast the lowering left (left[0]), else the first such cast (left[1]). */
static bool not_llvm(CmirOp *op, void *user) {
  CmirOp **left = user;
  if (!strncmp(cmir_op_name(op), "llvm.", 5) || cmir_op_isa(op, CMIR_OP_BUILTIN_MODULE))
    return true;
  if (!cmir_op_isa(op, CMIR_OP_BUILTIN_UNREALIZED_CONVERSION_CAST)) {
    left[0] = op;
    return false;
  }
  if (!left[1])
    left[1] = op;
  return true;
}

static CmirStatus lower(CmirContext *ctx, const Options *o, CmirOp *module) {
  if (!o->opt && o->emit <= EMIT_MLIR)
    return CMIR_OK;
  CmirStrBuf p;
  cmir_sb_init(&p);
  stage_pipeline(o, &p);
  CmirPassManager *pm = cmir_pm_create(ctx);
  CmirStatus rc = cmir_pm_parse_pipeline(pm, cmir_sb_cstr(&p));
  if (!rc)
    rc = cmir_pm_run(pm, module);
  cmir_pm_destroy(pm);
  cmir_sb_free(&p);
  CmirOp *left[2] = {NULL, NULL};
  if (!rc && o->emit >= EMIT_MLIR_LLVM && o->emit != EMIT_INTERP) {
    cmir_op_walk(module, not_llvm, left);
    CmirOp *bad = left[0] ? left[0] : left[1];
    if (bad)
      rc = cmir_op_error(bad, "'%s' was not lowered to the LLVM dialect", cmir_op_name(bad));
  }
  return rc;
}

/* -emit=interp: main on the reference interpreter. */
static int interpret(CmirContext *ctx, CmirOp *module) {
  if (cmir_tool_prepare_for_interp(ctx, module))
    return 1;
  CmirInterpOptions io;
  memset(&io, 0, sizeof io);
  CmirInterp *interp = NULL;
  CmirInterpStatus st = cmir_interp_create(module, &io, &interp);
  if (st == CMIR_INTERP_OK) {
    CmirInterpValue v;
    st = cmir_interp_run(interp, "main", CMIR_INTERP_VOID, &v);
  }
  fflush(stdout);
  cmir_interp_destroy(interp);
  return st == CMIR_INTERP_OK ? 0 : 1;
}

#ifdef CMIR_HAVE_LLVM
static int llvm_fail(char *msg) {
  fprintf(stderr, "cmir-toy: error: %s\n", msg ? msg : "unknown error");
  free(msg);
  return 1;
}

/* -emit=llvm (IR text into out, at -O3 with -opt) and -emit=jit (main run
 * natively, as cmir-run runs it). */
static int native(CmirOp *module, const Options *o, CmirStrBuf *out) {
  cmir_jit_init_native();
  LLVMContextRef llctx = LLVMContextCreate();
  LLVMModuleRef mod = cmir_llvm_translate_for_host(module, llctx);
  int rc = 1;
  char *err = NULL, *text = NULL;
  if (!mod) {
    rc = 1;
  } else if (o->emit == EMIT_LLVM && !o->opt) {
    text = LLVMPrintModuleToString(mod);
    cmir_sb_puts(out, text);
    LLVMDisposeMessage(text);
    LLVMDisposeModule(mod);
    rc = 0;
  } else if (o->emit == EMIT_LLVM) {
    cmir_object_compile(mod, "native", 3, 2, CMIR_OBJECT_IR, &text, &err, NULL);
    if (text) {
      cmir_sb_puts(out, text);
      LLVMDisposeMessage(text);
      rc = 0;
    } else {
      rc = llvm_fail(err);
    }
  } else {
    LLVMMemoryBufferRef obj =
        cmir_object_compile(mod, "native", o->opt ? 3 : 0, 2, CMIR_OBJECT_FILE, &text, &err, NULL);
    CmirJit *jit = obj ? cmir_jit_create(NULL, 0, &err) : NULL;
    void *fn;
    LLVMOrcResourceTrackerRef rt;
    if (!jit) {
      if (obj)
        LLVMDisposeMemoryBuffer(obj);
      rc = llvm_fail(err);
    } else {
      if (cmir_jit_add(jit, obj, "main", &fn, &rt, &err)) {
        rc = llvm_fail(err);
      } else {
        CmirInterpValue v;
        cmir_jit_call(fn, CMIR_INTERP_VOID, &v);
        fflush(stdout);
        LLVMOrcReleaseResourceTracker(rt);
        rc = 0;
      }
      if (cmir_jit_destroy(jit, &err))
        rc = llvm_fail(err);
    }
  }
  LLVMContextDispose(llctx);
  return rc;
}
#else
static int native(CmirOp *module, const Options *o, CmirStrBuf *out) {
  (void)module;
  (void)o;
  (void)out;
  fputs("cmir-toy: error: -emit=llvm and -emit=jit need the LLVM back end, which is not built "
        "(configured --without-llvm)\n",
        stderr);
  return 1;
}
#endif

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
  } else if (module && !lower(ctx, &o, module)) {
    if (o.emit == EMIT_INTERP) {
      rc = interpret(ctx, module);
    } else if (o.emit >= EMIT_LLVM) {
      rc = native(module, &o, &out);
    } else {
      CmirPrintOptions popts = {.generic = o.generic, .debug_info = o.debug_info};
      cmir_print_op(&out, module, &popts);
      cmir_sb_putc(&out, '\n');
      rc = 0;
    }
  }
  if (module)
    cmir_op_destroy(module);
  if (!rc && o.emit != EMIT_JIT && o.emit != EMIT_INTERP)
    rc = cmir_tool_write_output("cmir-toy", o.output, out.data, out.len);
  cmir_sb_free(&out);
  cmir_context_destroy(ctx);
  free(buf);
  return rc;
}
