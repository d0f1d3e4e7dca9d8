/* Cost that grows with the input, not faster: the work counters of
 * support.h (CmirSteps) on inputs of size n and 4n. Dominance (building
 * dominator trees and answering queries in the verifier) must take about 4x
 * the steps, not 16x: a chain of n blocks has a dominator tree n deep, and
 * a query that walks it would cost O(n). Finding the line of each of n
 * diagnostics must take one scan of the buffer plus O(log n) per look-up,
 * not a rescan each. Region simplification must find the blocks to merge
 * through a table, not by comparing every pair of blocks, both when no block
 * merges (the chain) and when every other block does (a chain of diamonds
 * whose two arms are the same but for a value defined above them). Steps
 * are counted, not timed, so the test does not
 * depend on the machine's load. */
#include "ir/ir_internal.h"
#include "support/support.h"
#include "tap.h"
#include "transforms/transforms.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static CmirStrBuf text;

/* A function of n blocks in a chain, each using the entry block's argument
 * and branching to the next block and back to the previous one. */
static void chain(uint32_t n) {
  text.len = 0;
  cmir_sb_puts(&text, "func.func @f(%a: i64) -> i64 {\n  cf.br ^b1(%a : i64)\n");
  for (uint32_t k = 1; k <= n; k++) {
    cmir_sb_printf(&text, "^b%u(%%x%u: i64):\n", k, k);
    if (k == n) {
      cmir_sb_printf(&text, "  return %%x%u : i64\n}\n", k);
      break;
    }
    cmir_sb_printf(&text, "  %%y%u = arith.addi %%x%u, %%a : i64\n", k, k);
    cmir_sb_printf(&text, "  %%c%u = arith.cmpi slt, %%y%u, %%a : i64\n", k, k);
    cmir_sb_printf(&text, "  cf.cond_br %%c%u, ^b%u(%%y%u : i64), ^b%u(%%y%u : i64)\n", k, k + 1, k,
                   k > 1 ? k - 1 : k, k);
  }
}

/* A chain of n diamonds: ^dK branches on %c to ^lK or ^rK, which add a
 * different value of the entry block to %xK and both go to ^dK+1. */
static void diamonds(uint32_t n) {
  text.len = 0;
  cmir_sb_puts(&text, "func.func @f(%a: i64, %b: i64, %c: i1) -> i64 {\n  cf.br ^d0(%a : i64)\n");
  for (uint32_t k = 0; k < n; k++) {
    cmir_sb_printf(&text, "^d%u(%%x%u: i64):\n  cf.cond_br %%c, ^l%u, ^r%u\n", k, k, k, k);
    cmir_sb_printf(&text,
                   "^l%u:\n  %%p%u = arith.addi %%x%u, %%a : i64\n  cf.br ^d%u(%%p%u : i64)\n", k,
                   k, k, k + 1, k);
    cmir_sb_printf(&text,
                   "^r%u:\n  %%q%u = arith.addi %%x%u, %%b : i64\n  cf.br ^d%u(%%q%u : i64)\n", k,
                   k, k, k + 1, k);
  }
  cmir_sb_printf(&text, "^d%u(%%x%u: i64):\n  return %%x%u : i64\n}\n", n, n, n);
}

/* n uses of undefined values, each reported with its line. */
static void undefined(uint32_t n) {
  text.len = 0;
  cmir_sb_puts(&text, "func.func @f(%a: i64) -> i64 {\n");
  for (uint32_t k = 0; k < n; k++)
    cmir_sb_printf(&text, "  %%y%u = arith.addi %%u%u, %%a : i64\n", k, k);
  cmir_sb_puts(&text, "  return %a : i64\n}\n");
}

static FILE *sink;
static uint32_t nerrors, last_line, last_col;
static void print_diag(const CmirDiagnostic *d, void *user) {
  if (d->severity == CMIR_ERROR) {
    nerrors++;
    last_line = d->loc.line;
    last_col = d->loc.col;
  }
  cmir_diag_print(user, d, sink); /* shows the source line: the context's index */
}

/* Dominance steps of parsing and verifying the chain of n blocks. */
static uint64_t dom_steps(uint32_t n, bool *valid) {
  chain(n);
  CmirContext *ctx = cmir_context_create();
  cmir_dialects_register_all(ctx);
  cmir_passes_register_all(ctx);
  cmir_context_set_diag_handler(ctx, print_diag, ctx);
  cmir_steps = (CmirSteps){0};
  CmirParseOptions po = {.filename = "chain.mlir"};
  CmirOp *m = cmir_parse_source(ctx, text.data, text.len, &po);
  *valid = m && !cmir_verify(m);
  uint64_t steps = cmir_steps.dom_build + cmir_steps.dom_query;
  if (m)
    cmir_op_destroy(m);
  cmir_context_destroy(ctx);
  return steps;
}

/* Line steps of parsing n undefined uses and printing each diagnostic. */
static uint64_t line_steps(uint32_t n) {
  undefined(n);
  CmirContext *ctx = cmir_context_create();
  cmir_dialects_register_all(ctx);
  cmir_passes_register_all(ctx);
  const CmirIdent *file = cmir_ident(ctx, "undef.mlir");
  cmir_context_add_source(ctx, file, text.data, text.len);
  cmir_context_set_diag_handler(ctx, print_diag, ctx);
  cmir_steps = (CmirSteps){0};
  nerrors = 0;
  CmirParseOptions po = {.filename = "undef.mlir"};
  CmirOp *m = cmir_parse_source(ctx, text.data, text.len, &po);
  uint64_t steps = cmir_steps.line_find + cmir_steps.line_index;
  if (m)
    cmir_op_destroy(m);
  cmir_context_destroy(ctx);
  return steps;
}

static uint32_t count_blocks(CmirOp *m) {
  CmirOp *f = cmir_op_regions(m)[0].first->first;
  uint32_t nb = 0;
  for (CmirBlock *b = cmir_op_regions(f)[0].first; b; b = b->next)
    nb++;
  return nb;
}

/* Merge steps of region simplification on the text, and the blocks left. */
static uint64_t merge_steps(uint32_t *nblocks) {
  CmirContext *ctx = cmir_context_create();
  cmir_dialects_register_all(ctx);
  cmir_passes_register_all(ctx);
  cmir_context_set_diag_handler(ctx, print_diag, ctx);
  CmirParseOptions po = {.filename = "merge.mlir"};
  CmirOp *m = cmir_parse_source(ctx, text.data, text.len, &po);
  uint64_t steps = 0;
  *nblocks = 0;
  if (m && !cmir_verify(m)) {
    cmir_steps = (CmirSteps){0};
    cmir_simplify_regions(m);
    steps = cmir_steps.block_merge;
    if (!cmir_verify(m))
      *nblocks = count_blocks(m);
  }
  if (m)
    cmir_op_destroy(m);
  cmir_context_destroy(ctx);
  return steps;
}

/* A cf.switch of n cases, case k forwarding k % 3 values (%b or %c). */
static void switch_cases(uint32_t n) {
  text.len = 0;
  cmir_sb_puts(&text, "func.func @f(%a: i32, %b: i64, %c: i64) {\n  cf.switch %a : i32, [\n"
                      "    default: ^d(%b : i64)");
  for (uint32_t k = 0; k < n; k++) {
    cmir_sb_printf(&text, ",\n    %u: ^c%u", k, k % 3);
    if (k % 3)
      cmir_sb_puts(&text, k % 3 == 1 ? "(%c : i64)" : "(%b, %c : i64, i64)");
  }
  cmir_sb_puts(&text, "\n  ]\n^c0:\n  return\n^c1(%x: i64):\n  return\n"
                      "^c2(%y: i64, %z: i64):\n  return\n^d(%w: i64):\n  return\n}\n");
}

/* Whether cmir_op_successor_ranges gives each successor of the switch the
 * range cmir_op_successor_operands gives it. */
static bool ranges_agree(uint32_t n) {
  switch_cases(n);
  CmirContext *ctx = cmir_context_create();
  cmir_dialects_register_all(ctx);
  cmir_passes_register_all(ctx);
  cmir_context_set_diag_handler(ctx, print_diag, ctx);
  CmirParseOptions po = {.filename = "switch.mlir"};
  CmirOp *m = cmir_parse_source(ctx, text.data, text.len, &po);
  bool same = m && !cmir_verify(m);
  if (same) {
    CmirOp *f = cmir_op_regions(m)[0].first->first;
    CmirOp *sw = cmir_op_regions(f)[0].first->last;
    uint32_t *st = calloc(2 * (size_t)sw->nsuccs, sizeof *st), *cnt = st + sw->nsuccs;
    cmir_op_successor_ranges(sw, st, cnt);
    same = sw->nsuccs == n + 1;
    for (uint32_t s = 0; same && s < sw->nsuccs; s++) {
      uint32_t a, b;
      cmir_op_successor_operands(sw, s, &a, &b);
      same = a == st[s] && b == cnt[s] && b == (s ? (s - 1) % 3 : 1);
    }
    free(st);
  }
  if (m)
    cmir_op_destroy(m);
  cmir_context_destroy(ctx);
  return same;
}

int main(void) {
  cmir_sb_init(&text);
  sink = fopen("/dev/null", "w");
  if (!ok(sink != NULL, "open /dev/null"))
    return done_testing();

  bool v1, v4;
  uint64_t d1 = dom_steps(5000, &v1), d4 = dom_steps(20000, &v4);
  ok(v1 && v4, "the chains verify");
  diag("dominance steps: %llu for 5000 blocks, %llu for 20000", (unsigned long long)d1,
       (unsigned long long)d4);
  ok(d1 >= 5000, "dominance steps are counted");
  ok(d4 <= 6 * d1, "4x the blocks take at most 6x the dominance steps (%.2fx)",
     (double)d4 / (double)d1);

  uint64_t l1 = line_steps(5000);
  is_int(nerrors, 5000, "an error per undefined use");
  is_int(last_line, 5001, "the last one on its line");
  is_int(last_col, 23, "at its column");
  uint64_t l4 = line_steps(20000);
  is_int(nerrors, 20000, "an error per undefined use, 4x");
  diag("line steps: %llu for 5000 diagnostics, %llu for 20000", (unsigned long long)l1,
       (unsigned long long)l4);
  ok(l4 <= 6 * l1, "4x the diagnostics take at most 6x the line steps (%.2fx)",
     (double)l4 / (double)l1);

  uint32_t nb1, nb4;
  chain(5000);
  uint64_t m1 = merge_steps(&nb1);
  chain(20000);
  uint64_t m4 = merge_steps(&nb4);
  is_int(nb1, 5001, "no block of the chain merges");
  is_int(nb4, 20001, "no block of the longer chain merges");
  diag("merge steps: %llu for a chain of 5000 blocks, %llu for 20000", (unsigned long long)m1,
       (unsigned long long)m4);
  ok(m1 >= 5000, "merge steps are counted");
  ok(m4 <= 6 * m1, "4x the blocks take at most 6x the merge steps (%.2fx)",
     (double)m4 / (double)m1);
  diamonds(2000);
  m1 = merge_steps(&nb1);
  diamonds(8000);
  m4 = merge_steps(&nb4);
  is_int(nb1, 2 * 2000 + 2, "each diamond's arms merge into one block");
  is_int(nb4, 2 * 8000 + 2, "each diamond's arms merge into one block, 4x");
  diag("merge steps: %llu for 2000 diamonds, %llu for 8000", (unsigned long long)m1,
       (unsigned long long)m4);
  ok(m4 <= 6 * m1, "4x the diamonds take at most 6x the merge steps (%.2fx)",
     (double)m4 / (double)m1);

  ok(ranges_agree(1), "a switch of one case: the same successor ranges both ways");
  ok(ranges_agree(1000), "a switch of 1000 cases: the same successor ranges both ways");

  /* The index itself: the line and column of offsets, and line texts. */
  CmirLineIndex ix;
  const char *buf = "ab\n\ncd\nlast";
  cmir_lines_init(&ix, buf, strlen(buf));
  uint32_t line, col;
  const char *s, *e;
  cmir_lines_find(&ix, 0, &line, &col);
  ok(line == 1 && col == 1, "offset 0: 1:1");
  cmir_lines_find(&ix, 2, &line, &col);
  ok(line == 1 && col == 3, "the newline ends line 1");
  cmir_lines_find(&ix, 3, &line, &col);
  ok(line == 2 && col == 1, "an empty line");
  cmir_lines_find(&ix, 5, &line, &col);
  ok(line == 3 && col == 2, "offset 5: 3:2");
  cmir_lines_find(&ix, 11, &line, &col);
  ok(line == 4 && col == 5, "the end of a last line without a newline");
  ok(cmir_lines_get(&ix, 3, &s, &e) && e - s == 2 && !memcmp(s, "cd", 2), "line 3 is \"cd\"");
  ok(cmir_lines_get(&ix, 4, &s, &e) && e - s == 4 && !memcmp(s, "last", 4), "line 4 is \"last\"");
  ok(!cmir_lines_get(&ix, 5, &s, &e), "no line 5");
  cmir_lines_free(&ix);

  fclose(sink);
  cmir_sb_free(&text);
  return done_testing();
}
