/* libFuzzer target for the bytecode reader (configure CC=clang --enable-fuzzers).
 *
 *   tests/fuzz/fuzz_bytecode -max_len=65536 tests/fuzz/corpus/bytecode
 *
 * Each input is read with checksums off (so mutations reach the decoder)
 * eagerly and lazily. When it decodes and verifies, it is printed in both
 * forms and written again, and the rewritten bytes must read back and write
 * to themselves (the writer is deterministic and the reader loses nothing).
 * Each input is also read and verified body by body, by two threads and by
 * one: both must give the same IR as reading it all and then verifying it,
 * or fail with the same diagnostics. And the verifier's one-pass walk
 * must judge what decodes as its ordered walk does: bytecode says things
 * text cannot (a value used across regions, any block as a successor).
 * Any crash, leak, sanitizer report or abort here is a bug; a diagnostic is
 * not. Every find becomes a regression test (tests/lit/bytecode/Inputs).
 *
 * Contexts are reused for 1000 inputs: creating one costs 1.6 ms under
 * ASan, which held the fuzzer to about 100 inputs/s. A find reproduces with
 * fresh contexts (run the target on the one file). */
#include "ir/ir_internal.h"

#include <stdlib.h>
#include <string.h>

static void quiet(const CmirDiagnostic *d, void *user) {
  (void)d;
  (void)user;
}

static CmirContext *new_context(void) {
  CmirContext *ctx = cmir_context_create();
  cmir_dialects_register_all(ctx);
  cmir_passes_register_all(ctx);
  cmir_context_set_diag_handler(ctx, quiet, NULL);
  cmir_context_allow_unregistered(ctx, true);
  return ctx;
}

static CmirContext *ctx_main, *ctx_check;
static unsigned uses;

static void refresh_contexts(void) {
  if (ctx_main && ++uses < 1000)
    return;
  uses = 0;
  cmir_context_destroy(ctx_main);
  cmir_context_destroy(ctx_check);
  ctx_main = new_context();
  ctx_check = new_context();
}

static void roundtrip(CmirOp *m) {
  void *d1, *d2;
  size_t n1, n2;
  if (cmir_bc_write(m, NULL, &d1, &n1))
    return; /* valid IR the format refuses (none known) */
  CmirOp *m2 = cmir_bc_read(ctx_check, d1, n1, NULL);
  if (!m2)
    abort(); /* the writer produced a file its reader rejects */
  if (cmir_bc_write(m2, NULL, &d2, &n2) || n1 != n2 || memcmp(d1, d2, n1))
    abort(); /* write(read(x)) is not x */
  free(d2);
  cmir_op_destroy(m2);
  free(d1);
}

static void collect(const CmirDiagnostic *d, void *user) {
  cmir_sb_printf(user, "%s\n", d->msg);
}

/* The generic form of the input read and verified with `threads` threads,
 * or "failed" and the diagnostics; threads 0 is the reference: read it
 * all, then cmir_verify. */
static char *read_with(const uint8_t *data, size_t size, unsigned threads) {
  CmirStrBuf sb;
  cmir_sb_init(&sb);
  cmir_context_set_diag_handler(ctx_main, collect, &sb);
  CmirBcReadOptions ro = {.filename = "fuzz", .no_checksums = true, .verify = threads != 0,
                          .threads = threads ? threads : 1};
  CmirOp *m = cmir_bc_read(ctx_main, data, size, &ro);
  if (m && !threads && cmir_verify(m) != CMIR_OK) {
    cmir_op_destroy(m);
    m = NULL;
  }
  if (m) {
    CmirPrintOptions generic = {.generic = true, .debug_info = true};
    cmir_print_op(&sb, m, &generic);
    cmir_op_destroy(m);
  } else {
    cmir_sb_printf(&sb, "failed\n");
  }
  cmir_context_set_diag_handler(ctx_main, quiet, NULL);
  cmir_sb_cstr(&sb);
  return sb.data;
}

/* The ordered walk's verdict, after checking the one-pass walk's. */
static bool verifies(CmirOp *m) {
  cmir_diag_mute(true);
  bool quick = cmir_verify_quiet(m, NULL, NULL, NULL) == CMIR_OK && !cmir_diag_muted_count();
  cmir_diag_mute(false);
  bool ordered = cmir_verify_ordered(m, false) == CMIR_OK;
  if (quick != ordered)
    abort(); /* the two walks disagree */
  return ordered;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  refresh_contexts();
  CmirBcReadOptions ro = {.filename = "fuzz", .no_checksums = true};
  CmirOp *m = cmir_bc_read(ctx_main, data, size, &ro);
  if (m && verifies(m)) {
    CmirStrBuf sb;
    cmir_sb_init(&sb);
    CmirPrintOptions custom = {.debug_info = true}, generic = {.generic = true, .debug_info = true};
    cmir_print_op(&sb, m, &custom);
    sb.len = 0;
    cmir_print_op(&sb, m, &generic);
    cmir_sb_free(&sb);
    roundtrip(m);
  }
  if (m)
    cmir_op_destroy(m);

  /* Lazily: root, then every body on demand. */
  ro.lazy = true;
  CmirBcReader *r = cmir_bc_reader_open(ctx_main, data, size, &ro);
  if (r) {
    CmirOp *root = cmir_bc_reader_root(r);
    if (root) {
      cmir_bc_materialize_all(r, root);
      cmir_op_destroy(root);
    }
    cmir_bc_reader_close(r);
  }

  char *ref = read_with(data, size, 0);
  char *one = read_with(data, size, 1), *two = read_with(data, size, 2);
  if (strcmp(ref, one) || strcmp(ref, two))
    abort(); /* reading body by body changed the result */
  free(ref);
  free(one);
  free(two);
  return 0;
}
