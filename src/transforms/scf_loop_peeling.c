/* scf-for-loop-peeling: MLIR 19's ForLoopPeelingPattern applied by the
 * greedy rewrite driver.
 *
 * At the back (the default), a loop whose step may not divide its range
 * runs to the split bound ub - (ub - lb) mod step, and a copy of it (the
 * partial iteration) runs from there to ub, carrying the first loop's
 * results. affine.min and affine.max in the main loop are simplified
 * knowing ub - iv >= step, in the copy knowing ub - iv < step
 * (loop_bounds.c). With skip-partial (default true), loops inside a partial
 * iteration are not peeled.
 *
 * With peel-front, a loop of more than one iteration has its first one
 * peeled: a copy running from lb to lb + step, where that bound replaces
 * every use of ub, goes first; the loop starts at lb + step from the copy's
 * results. As in MLIR, a loop with bounds that are not constants is assumed
 * to run at least once: an empty one gains an iteration.
 *
 * Peeled loops carry marker attributes while the driver runs, so no loop is
 * peeled twice; the markers are dropped at the end. */
#include "dialect/dialects.h"
#include "transforms/loop_bounds.h"
#include "transforms/transforms.h"

#include <stdlib.h>

#define PEELED  "__peeled_loop__"
#define PARTIAL "__partial_iteration__"

typedef struct Options {
  bool front, skip_partial;
} Options;

static bool const_of(CmirValue *v, int64_t *out) {
  const CmirAttr *a = cmir_constant_value(v);
  if (!a || a->kind != CMIR_ATTR_INTEGER)
    return false;
  *out = cmir_attr_int_value(a);
  return true;
}

/* createOrFold of affine.apply e (over symbols only) of ops[0..n), before
 * `before`: a constant when the operands are, else the apply. */
static CmirValue *apply(CmirPatRewriter *rw, CmirOp *before, const CmirAffineExpr *e, uint32_t n,
                        CmirValue **ops) {
  CmirContext *ctx = cmir_op_context(before);
  const CmirType *idx = cmir_type_index(ctx);
  int64_t vals[4];
  bool all = n <= 4;
  for (uint32_t i = 0; i < n && all; i++)
    all = const_of(ops[i], &vals[i]);
  int64_t r;
  CmirOp *op;
  if (all && cmir_affine_eval(e, 0, vals, &r)) {
    op = cmir_op_create_prop(ctx, CMIR_OP_ARITH_CONSTANT, before->loc, 0, NULL, idx, "value",
                             cmir_attr_int(ctx, idx, r));
  } else {
    const CmirAffineMap *m = cmir_affine_map(ctx, 0, n, 1, &e);
    op = cmir_op_create_prop(ctx, CMIR_OP_AFFINE_APPLY, before->loc, n, ops, idx, "map",
                             cmir_attr_affine_map(ctx, m));
  }
  rw->insert(rw, before, op);
  return &op->results[0];
}

typedef struct MinMaxes {
  CmirOp **ops;
  uint32_t n, cap;
} MinMaxes;

static bool collect(CmirOp *op, void *user) {
  MinMaxes *mm = user;
  if (cmir_op_isa(op, CMIR_OP_AFFINE_MIN) || cmir_op_isa(op, CMIR_OP_AFFINE_MAX)) {
    if (mm->n == mm->cap) {
      mm->cap = mm->cap ? 2 * mm->cap : 8;
      mm->ops = realloc(mm->ops, mm->cap * sizeof *mm->ops);
      if (!mm->ops)
        abort();
    }
    mm->ops[mm->n++] = op;
  }
  return true;
}

/* rewritePeeledMinMaxOp on every affine.min and affine.max in loop. */
static void rewrite_min_max(CmirPatRewriter *rw, CmirOp *loop, CmirValue *ub, CmirValue *step,
                            bool inside) {
  MinMaxes mm = {0};
  cmir_op_walk(loop, collect, &mm);
  CmirValue *iv = cmir_op_regions(loop)[0].first->args[0];
  for (uint32_t i = 0; i < mm.n; i++) {
    CmirOp *op = mm.ops[i];
    CmirBoundSys *s = cmir_bsys_create();
    cmir_bsys_add_peeled(s, iv, ub, step, inside);
    CmirOp *a = cmir_bsys_minmax_apply(s, op);
    cmir_bsys_free(s);
    if (!a)
      continue;
    rw->insert(rw, op, a);
    CmirValue *r = &a->results[0];
    rw->replace(rw, op, &r);
  }
  free(mm.ops);
}

typedef struct Saved {
  CmirOp **ops;
  void **aux;
  uint32_t n, cap;
} Saved;

static bool save_aux(CmirOp *op, void *user) {
  Saved *sv = user;
  if (sv->n == sv->cap) {
    sv->cap = sv->cap ? 2 * sv->cap : 32;
    sv->ops = realloc(sv->ops, sv->cap * sizeof *sv->ops);
    sv->aux = realloc(sv->aux, sv->cap * sizeof *sv->aux);
    if (!sv->ops || !sv->aux)
      abort();
  }
  sv->ops[sv->n] = op;
  sv->aux[sv->n++] = op->aux;
  return true;
}

/* cmir_clone_mapped uses the ops' aux, which the rewrite driver keeps its
 * worklist positions in: saved and restored around it. */
static CmirOp *clone(CmirOp *loop, uint32_t n, CmirValue **from, CmirValue **to) {
  Saved sv = {0};
  cmir_op_walk(loop, save_aux, &sv);
  CmirOp *c = cmir_clone_mapped(loop, n, from, to);
  for (uint32_t i = 0; i < sv.n; i++)
    sv.ops[i]->aux = sv.aux[i];
  free(sv.ops);
  free(sv.aux);
  return c;
}

static void mark(CmirPatRewriter *rw, CmirOp *op, bool partial) {
  CmirContext *ctx = cmir_op_context(op);
  cmir_op_set_attr(op, PEELED, cmir_attr_unit(ctx));
  if (partial)
    cmir_op_set_attr(op, PARTIAL, cmir_attr_unit(ctx));
  rw->modified(rw, op);
}

static bool peel_front(CmirPatRewriter *rw, CmirOp *loop) {
  CmirContext *ctx = cmir_op_context(loop);
  CmirValue *lb = loop->opnds[0].value, *ub = loop->opnds[1].value, *step = loop->opnds[2].value;
  int64_t l, u, st;
  if (const_of(lb, &l) && const_of(ub, &u) && const_of(step, &st)) {
    if (st <= 0)
      return false;
    /* at most one iteration: ceil((u - l) / st) <= 1 */
    if (u - l <= st)
      return false;
  }
  const CmirAffineExpr *e = cmir_affine_bin(ctx, CMIR_AFFINE_ADD, cmir_affine_sym(ctx, 0),
                                            cmir_affine_sym(ctx, 1));
  CmirValue *ops[2] = {lb, step};
  CmirValue *split = apply(rw, loop, e, 2, ops);
  CmirOp *first = clone(loop, 1, &ub, &split);
  rw->insert(rw, loop, first);
  for (uint32_t i = 0; i < loop->nresults; i++)
    cmir_op_set_operand(loop, 3 + i, &first->results[i]);
  cmir_op_set_operand(loop, 0, split);
  mark(rw, first, true);
  mark(rw, loop, false);
  return true;
}

static bool in_partial(CmirOp *op) {
  for (CmirOp *p = cmir_op_parent(op); p; p = cmir_op_parent(p))
    if (cmir_op_isa(p, CMIR_OP_SCF_FOR) && cmir_op_get_attr(p, PARTIAL))
      return true;
  return false;
}

static bool peel_back(CmirPatRewriter *rw, CmirOp *loop, const Options *o) {
  CmirContext *ctx = cmir_op_context(loop);
  if (o->skip_partial && in_partial(loop))
    return false;
  CmirValue *lb = loop->opnds[0].value, *ub = loop->opnds[1].value, *step = loop->opnds[2].value;
  int64_t l, u, st;
  bool sc = const_of(step, &st);
  if (sc && st <= 1)
    return false;
  if (sc && const_of(lb, &l) && const_of(ub, &u)) {
    int64_t d;
    if (__builtin_sub_overflow(u, l, &d) || d % st == 0)
      return false;
  }
  /* ub - (ub - lb) mod step */
  const CmirAffineExpr *s0 = cmir_affine_sym(ctx, 0), *s1 = cmir_affine_sym(ctx, 1),
                       *s2 = cmir_affine_sym(ctx, 2);
  const CmirAffineExpr *diff = cmir_affine_bin(
      ctx, CMIR_AFFINE_ADD, s1, cmir_affine_bin(ctx, CMIR_AFFINE_MUL, s0, cmir_affine_const(ctx, -1)));
  const CmirAffineExpr *mod = cmir_affine_bin(ctx, CMIR_AFFINE_MOD, diff, s2);
  const CmirAffineExpr *e = cmir_affine_bin(
      ctx, CMIR_AFFINE_ADD, s1, cmir_affine_bin(ctx, CMIR_AFFINE_MUL, mod, cmir_affine_const(ctx, -1)));
  CmirValue *ops[3] = {lb, ub, step};
  CmirValue *split = apply(rw, loop, e, 3, ops);
  CmirOp *rest = clone(loop, 0, NULL, NULL);
  rw->insert(rw, loop->next, rest);
  for (uint32_t i = 0; i < loop->nresults; i++)
    cmir_value_replace_all_uses(&loop->results[i], &rest->results[i]);
  for (uint32_t i = 0; i < loop->nresults; i++)
    cmir_op_set_operand(rest, 3 + i, &loop->results[i]);
  cmir_op_set_operand(rest, 0, split);
  cmir_op_set_operand(loop, 1, split);
  rewrite_min_max(rw, loop, ub, step, true);
  rewrite_min_max(rw, rest, ub, step, false);
  mark(rw, rest, true);
  mark(rw, loop, false);
  return true;
}

static bool peel(CmirPatRewriter *rw, CmirOp *op) {
  if (!cmir_op_isa(op, CMIR_OP_SCF_FOR) || cmir_op_get_attr(op, PEELED))
    return false;
  const Options *o = cmir_apply_patterns_user(rw);
  return o->front ? peel_front(rw, op) : peel_back(rw, op, o);
}

static bool drop_markers(CmirOp *op, void *user) {
  (void)user;
  if (op->attrs && (cmir_op_get_attr(op, PEELED) || cmir_op_get_attr(op, PARTIAL))) {
    cmir_op_set_attr(op, PEELED, NULL);
    cmir_op_set_attr(op, PARTIAL, NULL);
  }
  return true;
}

CmirStatus cmir_pass_scf_for_loop_peeling(CmirOp *op, const char *options) {
  CmirContext *ctx = cmir_op_context(op);
  Options o = {false, true};
  CmirPassOption opt;
  while (options && cmir_pass_option_next(&options, &opt)) {
    if (cmir_pass_option_is(&opt, "peel-front")) {
      if (cmir_pass_option_bool(ctx, &opt, &o.front))
        return CMIR_FAIL;
    } else if (cmir_pass_option_is(&opt, "skip-partial")) {
      if (cmir_pass_option_bool(ctx, &opt, &o.skip_partial))
        return CMIR_FAIL;
    } else {
      return cmir_pass_option_unknown(ctx, &opt);
    }
  }
  cmir_apply_patterns_greedy(op, peel, &o);
  cmir_op_walk(op, drop_markers, NULL);
  return CMIR_OK;
}
