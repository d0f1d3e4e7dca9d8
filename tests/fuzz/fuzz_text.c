/* libFuzzer target for the text parser (configure CC=clang --enable-fuzzers).
 *
 *   tests/fuzz/text-corpus DIR        # seeds: the lit tests, split at `// -----`
 *   tests/fuzz/fuzz_text -dict=tests/fuzz/mlir.dict -max_len=4096 DIR
 *
 * Each input is parsed as MLIR text, unregistered dialects allowed. When it
 * parses and verifies, it is printed in custom and generic form, and each
 * printed form must parse, verify and print to itself again (what cmir
 * prints, it reads back); the module's bytecode must read back to the same
 * generic text. Any crash, leak, sanitizer report or abort here is a bug; a
 * diagnostic is not.
 *
 * An input that starts with `#toy` is Toy source instead (cmir-toy's
 * language): parsed, turned into the toy dialect and, when that verifies,
 * inlined, optimized and lowered to affine as `cmir-toy -emit=mlir-affine`
 * does; the result must print and read back like any module.
 *
 * Contexts are reused for 1000 inputs, as in fuzz_bytecode.c, except
 * around inputs that name LLVM structs: an identified struct's name belongs
 * to the context, and one input's "list" may differ from another's. */
#include "cmir/cmir.h"
#include "dialect/toy/ast.h"
#include "support/support.h"

#include <stdlib.h>
#include <string.h>

static void quiet(const CmirDiagnostic *d, void *user) {
  (void)d;
  (void)user;
}

static CmirContext *ctx_main, *ctx_check;
static unsigned uses;

static CmirContext *new_context(void) {
  CmirContext *ctx = cmir_context_create();
  cmir_dialects_register_all(ctx);
  cmir_passes_register_all(ctx);
  cmir_context_set_diag_handler(ctx, quiet, NULL);
  cmir_context_allow_unregistered(ctx, true);
  return ctx;
}

static void refresh_contexts(bool now) {
  if (ctx_main && ++uses < 1000 && !now)
    return;
  uses = 0;
  cmir_context_destroy(ctx_main);
  cmir_context_destroy(ctx_check);
  ctx_main = new_context();
  ctx_check = new_context();
}

/* Toy source to the affine lowering; NULL where any step fails. */
static CmirOp *load_toy(CmirContext *ctx, const char *text, size_t len) {
  CmirToyModule *ast = cmir_toy_parse(ctx, cmir_ident(ctx, "fuzz.toy"), text, len);
  if (!ast)
    return NULL;
  CmirOp *m = cmir_toy_mlirgen(ctx, ast, cmir_ident(ctx, "fuzz.toy"));
  cmir_toy_module_free(ast);
  if (m && cmir_verify(m) == CMIR_OK) {
    CmirPassManager *pm = cmir_pm_create(ctx);
    CmirStatus st = cmir_pm_parse_pipeline(
        pm, "builtin.module(toy-inline,toy-optimize,toy-to-affine,canonicalize,cse)");
    if (!st)
      st = cmir_pm_run(pm, m);
    cmir_pm_destroy(pm);
    if (!st)
      return m;
  }
  if (m)
    cmir_op_destroy(m);
  return NULL;
}

/* Parses and verifies NUL-terminated text; NULL if either fails. */
static CmirOp *load(CmirContext *ctx, const char *text, size_t len) {
  if (len >= 4 && !memcmp(text, "#toy", 4))
    return load_toy(ctx, text, len);
  CmirParseOptions po = {.filename = "fuzz"};
  CmirOp *m = cmir_parse_source(ctx, text, len, &po);
  if (m && cmir_verify(m) != CMIR_OK) {
    cmir_op_destroy(m);
    m = NULL;
  }
  return m;
}

static char *print(CmirOp *m, bool generic) {
  CmirStrBuf sb;
  cmir_sb_init(&sb);
  CmirPrintOptions po = {.generic = generic, .debug_info = true};
  cmir_print_op(&sb, m, &po);
  cmir_sb_cstr(&sb);
  return sb.data;
}

/* The printed form `text` must load and print to itself. */
static void reprint(const char *text, bool generic) {
  CmirOp *m = load(ctx_check, text, strlen(text));
  if (!m)
    abort(); /* cmir printed something it cannot read */
  char *again = print(m, generic);
  if (strcmp(text, again))
    abort(); /* print(parse(print(x))) is not print(x) */
  free(again);
  cmir_op_destroy(m);
}

static void bytecode(CmirOp *m, const char *generic) {
  void *data;
  size_t len;
  if (cmir_bc_write(m, NULL, &data, &len))
    return; /* valid IR the format refuses (with a diagnostic) */
  CmirOp *back = cmir_bc_read(ctx_check, data, len, NULL);
  if (!back)
    abort(); /* the writer produced a file its reader rejects */
  char *text = print(back, true);
  if (strcmp(text, generic))
    abort(); /* the bytecode lost or changed something */
  free(text);
  cmir_op_destroy(back);
  free(data);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  char *text = malloc(size + 1);
  memcpy(text, data, size);
  text[size] = 0;
  bool named = strstr(text, "struct<\"") != NULL;
  refresh_contexts(named);
  CmirOp *m = load(ctx_main, text, size);
  if (m) {
    char *custom = print(m, false), *generic = print(m, true);
    reprint(custom, false);
    reprint(generic, true);
    bytecode(m, generic);
    free(custom);
    free(generic);
    cmir_op_destroy(m);
  }
  if (named)
    uses = 1000; /* the next input gets fresh contexts */
  free(text);
  return 0;
}
