/* The verifier's two walks must agree. cmir_verify decides with a one-pass
 * walk and runs the ordered walk (MLIR's order of checks, which names the
 * first error) only when that pass fails; the bytecode reader uses the
 * one-pass walk alone. So every split-input chunk of the lit corpus goes
 * through both, and then through mutations that break it in ways text
 * cannot always spell: an operand replaced by another value of its type
 * from anywhere in the module (dominance, isolation), an op moved before
 * another op anywhere (order, terminators, regions), a successor replaced
 * by another block (regions, block arguments). Each case must get the same
 * answer from both walks. TEST_VERIFY_SEED=N mutates with another seed;
 * TEST_VERIFY_DUMP=1 prints the first case the walks disagree on. */
#include "ir/ir_internal.h"
#include "tap.h"

#include <dirent.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

/* Counts errors; the context's handler in every test here. */
static int errors;
static void drop(const CmirDiagnostic *d, void *user) {
  (void)user;
  errors += d->severity == CMIR_ERROR;
}

typedef struct Pool {
  CMIR_VEC(CmirOp *) ops;
  CMIR_VEC(CmirValue *) values;
  CMIR_VEC(CmirBlock *) blocks;
} Pool;

static bool collect(CmirOp *op, void *user) {
  Pool *p = user;
  cmir_vec_push(&p->ops, op);
  for (uint32_t i = 0; i < op->nresults; i++)
    cmir_vec_push(&p->values, cmir_op_result(op, i));
  for (uint32_t r = 0; r < op->nregions; r++)
    for (CmirBlock *b = cmir_op_regions(op)[r].first; b; b = b->next) {
      cmir_vec_push(&p->blocks, b);
      for (uint32_t i = 0; i < b->nargs; i++)
        cmir_vec_push(&p->values, b->args[i]);
    }
  return true;
}

static uint64_t rng = 0x9e3779b97f4a7c15u;
static uint32_t pick(uint32_t n) {
  rng = rng * 6364136223846793005u + 1442695040888963407u;
  return (uint32_t)((rng >> 33) % n);
}

typedef struct Tally {
  int cases, valid, invalid, differ, silent;
  char first[512], first_silent[512];
} Tally;

/* Both walks on m, each judged as its callers judge it: the one-pass walk
 * fails if it returns failure or says anything while muted, the ordered
 * walk if it returns failure. A disagreement is recorded with what was
 * done, and so is an ordered walk whose answer and errors disagree (a
 * failure without an error, or an error with success). */
static void compare(Tally *t, CmirOp *m, const char *where, const char *what) {
  cmir_diag_mute(true);
  bool quick = cmir_verify_quiet(m, NULL, NULL, NULL) == CMIR_OK && !cmir_diag_muted_count();
  cmir_diag_mute(false);
  int before = errors;
  bool ordered = cmir_verify_ordered(m, false) == CMIR_OK;
  bool said = errors > before;
  bool public = cmir_verify(m) == CMIR_OK;
  t->cases++;
  t->valid += ordered;
  t->invalid += !ordered;
  if (ordered == said && !t->silent++)
    snprintf(t->first_silent, sizeof t->first_silent, "%s, %s: ordered walk %s with%s an error",
             where, what, ordered ? "passes" : "fails", said ? "" : "out");
  if (quick != ordered || public != ordered) {
    if (!t->differ && getenv("TEST_VERIFY_DUMP")) {
      CmirStrBuf sb;
      cmir_sb_init(&sb);
      CmirPrintOptions po = {.generic = true};
      cmir_print_op(&sb, m, &po);
      cmir_sb_cstr(&sb);
      fprintf(stderr, "%s\n", sb.data);
      cmir_sb_free(&sb);
    }
    if (!t->differ++)
      snprintf(t->first, sizeof t->first, "%s, %s: one-pass %s, ordered %s, cmir_verify %s",
               where, what, quick ? "valid" : "invalid", ordered ? "valid" : "invalid",
               public ? "valid" : "invalid");
  }
}

static void mutate_operands(Tally *t, Pool *p, CmirOp *m, const char *where) {
  for (int n = 0; n < 150 && p->values.len; n++) {
    CmirOp *o = p->ops.data[pick(p->ops.len)];
    if (!o->nopnds)
      continue;
    uint32_t k = pick(o->nopnds);
    CmirValue *old = cmir_op_operand(o, k);
    CmirValue *v = p->values.data[pick(p->values.len)];
    if (!old || v == old || v->type != old->type)
      continue;
    cmir_op_set_operand(o, k, v);
    compare(t, m, where, "operand replaced");
    cmir_op_set_operand(o, k, old);
  }
}

static void mutate_order(Tally *t, Pool *p, CmirOp *m, const char *where) {
  for (int n = 0; n < 150 && p->ops.len > 2; n++) {
    CmirOp *x = p->ops.data[pick(p->ops.len)], *y = p->ops.data[pick(p->ops.len)];
    if (x == m || y == m || x == y || !x->block || cmir_op_is_ancestor(x, y))
      continue;
    CmirBlock *home = x->block;
    CmirOp *next = x->next;
    if (next == y)
      continue;
    cmir_op_remove(x);
    cmir_block_insert_before(y, x);
    compare(t, m, where, "op moved");
    cmir_op_remove(x);
    if (next)
      cmir_block_insert_before(next, x);
    else
      cmir_block_append(home, x);
  }
}

static void mutate_successors(Tally *t, Pool *p, CmirOp *m, const char *where) {
  for (int n = 0; n < 60 && p->blocks.len; n++) {
    CmirOp *o = p->ops.data[pick(p->ops.len)];
    if (!o->nsuccs)
      continue;
    uint32_t k = pick(o->nsuccs);
    CmirBlock *old = cmir_op_succs(o)[k].block;
    cmir_op_set_successor(o, k, p->blocks.data[pick(p->blocks.len)]);
    compare(t, m, where, "successor replaced");
    cmir_op_set_successor(o, k, old);
  }
}

static void check_chunk(Tally *t, const char *where, const char *text, size_t len,
                        bool unregistered) {
  CmirContext *ctx = cmir_context_create();
  cmir_dialects_register_all(ctx);
  cmir_passes_register_all(ctx);
  cmir_context_set_diag_handler(ctx, drop, NULL);
  cmir_context_allow_unregistered(ctx, unregistered);
  CmirParseOptions po = {.filename = where};
  CmirOp *m = cmir_parse_source(ctx, text, len, &po);
  if (m) {
    compare(t, m, where, "as written");
    Pool p = {0};
    cmir_op_walk(m, collect, &p);
    mutate_operands(t, &p, m, where);
    mutate_order(t, &p, m, where);
    mutate_successors(t, &p, m, where);
    cmir_vec_free(&p.ops);
    cmir_vec_free(&p.values);
    cmir_vec_free(&p.blocks);
    cmir_op_destroy(m);
  }
  cmir_context_destroy(ctx);
}

static void check_file(Tally *t, const char *path) {
  size_t n;
  char *buf = cmir_tool_read_input("test_verify", path, &n);
  if (!buf)
    return;
  bool unregistered = strstr(buf, "allow-unregistered-dialect") != NULL;
  const char *start = buf, *end = buf + n;
  while (start < end) {
    const char *sep = strstr(start, "// -----");
    const char *stop = sep ? sep : end;
    check_chunk(t, path, start, (size_t)(stop - start), unregistered);
    if (!sep)
      break;
    start = sep + 8;
  }
  free(buf);
}

static void walk_dir(Tally *t, const char *dir, int *files) {
  DIR *d = opendir(dir);
  if (!d)
    return;
  struct dirent *e;
  while ((e = readdir(d))) {
    if (e->d_name[0] == '.')
      continue;
    char path[4096];
    snprintf(path, sizeof path, "%s/%s", dir, e->d_name);
    struct stat st;
    if (stat(path, &st) != 0)
      continue;
    size_t l = strlen(e->d_name);
    if (S_ISDIR(st.st_mode))
      walk_dir(t, path, files);
    else if (l > 5 && !strcmp(e->d_name + l - 5, ".mlir")) {
      check_file(t, path);
      ++*files;
    }
  }
  closedir(d);
}

/* Hand-made cases the corpus lacks: a use in an unreachable block of a value
 * from a sibling region (isolation holds, dominance is not checked there),
 * and the same use in a reachable block. */
static void test_sibling_region_use(void) {
  static const char *const src =
      "func.func @f(%n: index) {\n"
      "  %c0 = arith.constant 0 : index\n"
      "  %c1 = arith.constant 1 : index\n"
      "  scf.for %i = %c0 to %n step %c1 {\n"
      "    %x = arith.addi %i, %i : index\n"
      "  }\n"
      "  return\n"
      "^dead:\n"
      "  %y = arith.addi %c0, %c0 : index\n"
      "  return\n"
      "}\n";
  CmirContext *ctx = cmir_context_create();
  cmir_dialects_register_all(ctx);
  cmir_passes_register_all(ctx);
  cmir_context_set_diag_handler(ctx, drop, NULL);
  CmirParseOptions po = {.filename = "sibling.mlir"};
  CmirOp *m = cmir_parse_source(ctx, src, strlen(src), &po);
  if (!ok(m != NULL, "sibling-region source parses")) {
    cmir_context_destroy(ctx);
    return;
  }
  Pool p = {0};
  cmir_op_walk(m, collect, &p);
  CmirValue *x = NULL;
  CmirOp *y = NULL;
  for (size_t i = 0; i < p.ops.len; i++) {
    CmirOp *o = p.ops.data[i];
    if (cmir_op_is(o, "arith.addi") && o->nresults && cmir_op_parent(o) &&
        cmir_op_is(cmir_op_parent(o), "scf.for"))
      x = cmir_op_result(o, 0);
    else if (cmir_op_is(o, "arith.addi"))
      y = o;
  }
  cmir_op_set_operand(y, 0, x);
  Tally t = {0};
  compare(&t, m, "sibling.mlir", "unreachable use of a sibling region's value");
  ok(t.valid == 1 && !t.differ, "a use of a sibling region's value in an unreachable block is "
                                "valid for both walks");
  /* Now make ^dead reachable: the same use breaks dominance. */
  CmirOp *first_ret = NULL;
  for (size_t i = 0; i < p.ops.len && !first_ret; i++)
    if (cmir_op_is(p.ops.data[i], "func.return"))
      first_ret = p.ops.data[i];
  CmirOpState st;
  cmir_opstate_init(&st, ctx, cmir_op_info(ctx, "cf.br", 5), first_ret->loc);
  cmir_opstate_add_successor(&st, y->block);
  CmirOp *br = cmir_op_create(&st);
  cmir_opstate_free(&st);
  cmir_block_insert_before(first_ret, br);
  cmir_op_erase(first_ret);
  Tally u = {0};
  compare(&u, m, "sibling.mlir", "reachable use of a sibling region's value");
  ok(u.invalid == 1 && !u.differ, "the same use in a reachable block is invalid for both walks");
  cmir_vec_free(&p.ops);
  cmir_vec_free(&p.values);
  cmir_vec_free(&p.blocks);
  cmir_op_destroy(m);
  cmir_context_destroy(ctx);
}

int main(void) {
  const char *src = getenv("CMIR_SRC_DIR");
  char dir[4096];
  snprintf(dir, sizeof dir, "%s/tests/lit", src ? src : ".");
  const char *seed = getenv("TEST_VERIFY_SEED"); /* to explore beyond the fixed cases */
  if (seed)
    rng = strtoull(seed, NULL, 0);
  Tally t = {0};
  int files = 0;
  walk_dir(&t, dir, &files);
  ok(files > 50, "read the lit corpus (%d files in %s)", files, dir);
  ok(t.valid > 1000 && t.invalid > 1000, "cases of both kinds: %d valid, %d invalid", t.valid,
     t.invalid);
  ok(!t.differ, "one-pass and ordered walks agree on all %d cases%s%s", t.cases,
     t.differ ? "; first difference: " : "", t.differ ? t.first : "");
  ok(!t.silent, "the ordered walk fails exactly when it reports an error (%d cases)%s%s",
     t.cases, t.silent ? "; first exception: " : "", t.silent ? t.first_silent : "");
  test_sibling_region_use();
  return done_testing();
}
