/* cmir-bc: converts between MLIR text and cmir bytecode, inspects bytecode.
 * The input kind comes from the magic bytes, never from the file name. */
#include "cmir/cmir.h"
#include "support/support.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char usage[] =
    "usage: cmir-bc [options] [input-file|-]\n"
    "\n"
    "Text input becomes bytecode, bytecode input becomes text (the kind of the\n"
    "input is told by its first bytes).\n"
    "\n"
    "options:\n"
    "  -o FILE                       write output to FILE (atomically; '-' is stdout)\n"
    "  --emit-bytecode               write bytecode whatever the input\n"
    "  --emit-text                   write text whatever the input\n"
    "  --strip-locations             leave locations out of the bytecode\n"
    "  --stats                       print bytes per section and table sizes\n"
    "  --verify                      check the header and checksums only\n"
    "  --only-symbol=NAME            decode, verify and print only the top-level op NAME\n"
    "  --no-verify                   do not run the IR verifier\n"
    "  --no-checksums                do not check checksums (decoder testing)\n"
    "  --mlir-disable-threading      read bytecode on one thread\n"
    "  --threads=N                   read bytecode with N threads (default: one per\n"
    "                                CPU for large files)\n"
    "  --mlir-print-op-generic       print every op in generic form\n"
    "  --mlir-print-debuginfo        print locations\n"
    "  --allow-unregistered-dialect  accept ops of dialects cmir does not know\n"
    "  --help                        print this help\n"
    "  --version                     print the version\n";

typedef struct Options {
  const char *input, *output, *only_symbol;
  bool emit_bc, emit_text, strip, stats, verify_only, no_verify, no_checksums;
  unsigned threads; /* bytecode reading: 0 automatic */
  bool generic, debug_info, allow_unreg;
} Options;

static int parse_args(int argc, char **argv, Options *o) {
  memset(o, 0, sizeof *o);
  for (int i = 1; i < argc; i++) {
    const char *a = argv[i], *v;
    if (a[0] == '-' && a[1] == '-')
      a++;
    if (!strcmp(a, "-help") || !strcmp(a, "-h")) {
      fputs(usage, stdout);
      exit(0);
    } else if (!strcmp(a, "-version")) {
      printf("cmir-bc %s (bytecode version %d)\n", CMIR_VERSION_STRING, CMIR_BC_VERSION);
      exit(0);
    } else if (!strcmp(a, "-o") || !strncmp(a, "-o=", 3)) {
      if (!(v = cmir_tool_flag_value(a, "-o", &i, argc, argv)))
        return cmir_tool_fail("cmir-bc", "missing argument to -o");
      o->output = v;
    } else if (!strcmp(a, "-emit-bytecode")) {
      o->emit_bc = true;
    } else if (!strcmp(a, "-emit-text")) {
      o->emit_text = true;
    } else if (!strcmp(a, "-strip-locations")) {
      o->strip = true;
    } else if (!strcmp(a, "-stats")) {
      o->stats = true;
    } else if (!strcmp(a, "-verify")) {
      o->verify_only = true;
    } else if (!strncmp(a, "-only-symbol=", 13)) {
      o->only_symbol = a + 13;
    } else if (!strcmp(a, "-no-verify")) {
      o->no_verify = true;
    } else if (!strcmp(a, "-no-checksums")) {
      o->no_checksums = true;
    } else if (!strcmp(a, "-mlir-disable-threading")) {
      o->threads = 1;
    } else if ((v = cmir_tool_flag_value(a, "-threads", &i, argc, argv))) {
      if (cmir_tool_parse_threads("cmir-bc", v, &o->threads))
        return 1;
    } else if (!strcmp(a, "-mlir-print-op-generic")) {
      o->generic = true;
    } else if (!strcmp(a, "-mlir-print-debuginfo")) {
      o->debug_info = true;
    } else if (!strcmp(a, "-allow-unregistered-dialect")) {
      o->allow_unreg = true;
    } else if (a[0] == '-' && a[1]) {
      fprintf(stderr, "cmir-bc: unknown option '%s' (see --help)\n", argv[i]);
      return 1;
    } else {
      if (o->input)
        return cmir_tool_fail("cmir-bc", "more than one input file given");
      o->input = argv[i];
    }
  }
  if (o->emit_bc && o->emit_text)
    return cmir_tool_fail("cmir-bc", "--emit-bytecode and --emit-text exclude each other");
  if (!o->input)
    o->input = "-";
  return 0;
}

/* Writes op as text or bytecode to the output. */
static int emit(CmirOp *op, const Options *o, bool as_bc) {
  int rc;
  if (as_bc) {
    CmirBcWriteOptions wo = {.strip_locations = o->strip};
    void *data;
    size_t len;
    if (cmir_bc_write(op, &wo, &data, &len))
      return 1;
    rc = cmir_tool_write_output("cmir-bc", o->output, data, len);
    free(data);
  } else {
    CmirStrBuf out;
    cmir_sb_init(&out);
    CmirPrintOptions po = {.generic = o->generic, .debug_info = o->debug_info};
    cmir_print_op(&out, op, &po);
    cmir_sb_putc(&out, '\n');
    rc = cmir_tool_write_output("cmir-bc", o->output, out.data, out.len);
    cmir_sb_free(&out);
  }
  return rc;
}

/* The op directly in root whose symbol is name, or NULL. */
static CmirOp *find_top(CmirOp *root, const char *name) {
  for (uint32_t i = 0; i < root->nregions; i++)
    for (CmirBlock *b = cmir_op_regions(root)[i].first; b; b = b->next)
      for (CmirOp *op = b->first; op; op = op->next) {
        const CmirAttr *s = cmir_op_get(op, "sym_name");
        if (s && s->kind == CMIR_ATTR_STRING && s->str.len == strlen(name) &&
            !memcmp(s->str.s, name, s->str.len))
          return op;
      }
  return NULL;
}

/* --only-symbol on bytecode: decode the root and that one body, and verify
 * that op (unless --no-verify) before printing it. */
static int only_symbol_bc(CmirContext *ctx, const Options *o, const char *fname, const char *buf,
                          size_t len) {
  CmirBcReadOptions ro = {
      .filename = fname, .lazy = true, .no_checksums = o->no_checksums, .verify = !o->no_verify};
  CmirBcReader *r = cmir_bc_reader_open(ctx, buf, len, &ro);
  if (!r)
    return 1;
  int rc = 1;
  CmirOp *root = cmir_bc_reader_root(r);
  if (root) {
    CmirOp *op = cmir_bc_lookup_symbol(r, root, o->only_symbol);
    if (op)
      rc = emit(op, o, o->emit_bc);
    else if (!find_top(root, o->only_symbol)) /* else decoding or verifying it failed */
      fprintf(stderr, "cmir-bc: no symbol '%s' at the top level of %s\n", o->only_symbol, fname);
    cmir_op_destroy(root);
  }
  cmir_bc_reader_close(r);
  return rc;
}

int main(int argc, char **argv) {
  cmir_tool_tune_heap();
  Options o;
  if (parse_args(argc, argv, &o))
    return 1;
  size_t len;
  char *buf = cmir_tool_read_input("cmir-bc", o.input, &len);
  if (!buf)
    return 1;
  const char *fname = strcmp(o.input, "-") ? o.input : "<stdin>";
  bool is_bc = cmir_bc_is_bytecode(buf, len);
  CmirContext *ctx = cmir_context_create();
  cmir_dialects_register_all(ctx);
  cmir_passes_register_all(ctx);
  cmir_context_allow_unregistered(ctx, o.allow_unreg);
  int rc = 0;
  if (o.verify_only) {
    if (!is_bc) {
      fprintf(stderr, "cmir-bc: %s is not cmir bytecode\n", fname);
      rc = 1;
    } else if (cmir_bc_verify(ctx, buf, len, fname)) {
      rc = 1;
    } else {
      printf("%s: checksums OK (%zu bytes)\n", fname, len);
    }
  } else if (o.only_symbol && is_bc) {
    rc = only_symbol_bc(ctx, &o, fname, buf, len);
  } else {
    CmirOp *module;
    if (is_bc) {
      CmirBcReadOptions ro = {.filename = fname,
                              .no_checksums = o.no_checksums,
                              .verify = !o.no_verify,
                              .threads = o.threads};
      module = cmir_bc_read(ctx, buf, len, &ro);
    } else {
      const CmirIdent *file = cmir_ident(ctx, fname);
      cmir_context_add_source(ctx, file, buf, len);
      CmirParseOptions po = {.filename = fname};
      module = cmir_parse_source(ctx, buf, len, &po);
    }
    if (!module) {
      rc = 1;
    } else if (!o.no_verify && !is_bc && cmir_verify(module)) {
      rc = 1;
    } else if (o.stats) {
      if (is_bc && !o.strip) {
        rc = cmir_bc_print_stats(ctx, buf, len, fname, stdout) ? 1 : 0;
      } else {
        /* Statistics of the bytecode this input would give. */
        CmirBcWriteOptions wo = {.strip_locations = o.strip};
        void *data = NULL;
        size_t n;
        rc = cmir_bc_write(module, &wo, &data, &n) ||
                     cmir_bc_print_stats(ctx, data, n, fname, stdout)
                 ? 1
                 : 0;
        free(data);
      }
    } else if (o.only_symbol) {
      CmirOp *found = find_top(module, o.only_symbol);
      if (!found) {
        fprintf(stderr, "cmir-bc: no symbol '%s' at the top level of %s\n", o.only_symbol, fname);
        rc = 1;
      } else {
        rc = emit(found, &o, o.emit_bc);
      }
    } else {
      rc = emit(module, &o, o.emit_bc || (!is_bc && !o.emit_text));
    }
    if (module)
      cmir_op_destroy(module);
  }
  cmir_context_destroy(ctx);
  free(buf);
  return rc;
}
