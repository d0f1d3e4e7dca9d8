/* affine-loop-unroll: affine.for loops unrolled by a factor, up to a
 * factor, or fully, as MLIR 19's pass and its loopUnrollByFactor,
 * loopUnrollFull, loopUnrollUpToFactor and promoteIfSingleIteration
 * write them.
 *
 * The innermost loops (no affine.for inside) are unrolled in post-order,
 * unroll-num-reps times; with unroll-full and unroll-full-threshold, every
 * loop of at most that many iterations is unrolled fully instead. A loop
 * unrolled by f gets its step times f and f - 1 copies of its body before
 * its yield, each copy i using `affine.apply (d0) -> (d0 + i * step)` of
 * the induction variable (when it is used) and the values the previous
 * copy yields for the iteration arguments. A loop of one iteration is
 * replaced by its body: the induction variable by the lower bound (a
 * constant at the top of the function for a constant bound, the operand
 * for `(d0) -> (d0)`, an affine.apply of the bound otherwise).
 *
 * Trip counts are known where both bounds evaluate to constants (maps of
 * constant operands); a lower bound of several results has none. Where
 * the trip count is no multiple of the factor, a cleanup loop (a copy
 * after the loop, from the first iteration the unrolled loop does not
 * run) is made for loops whose bounds are constant maps without operands;
 * other such loops stay as they are (MLIR 19 also builds a cleanup loop
 * from a symbolic trip count). */
#include "dialect/dialects.h"
#include "transforms/transforms.h"

#include <stdlib.h>

typedef CMIR_VEC(CmirOp *) OpVec;

typedef struct Opts {
  uint64_t factor, reps, threshold;
  bool up_to, full, cleanup, has_threshold;
} Opts;

static const CmirAffineMap *bound_map(CmirOp *f, int which) {
  const CmirAttr *a = cmir_op_get_prop(f, which ? "upperBoundMap" : "lowerBoundMap");
  return a && a->kind == CMIR_ATTR_AFFINE_MAP ? a->map.map : NULL;
}

static int64_t step_of(CmirOp *f) {
  const CmirAttr *a = cmir_op_get_prop(f, "step");
  return a && a->kind == CMIR_ATTR_INTEGER ? cmir_attr_int_value(a) : 1;
}

static bool const_value(CmirValue *v, int64_t *out) {
  const CmirAttr *a = cmir_constant_value(v);
  if (!a || a->kind != CMIR_ATTR_INTEGER)
    return false;
  *out = cmir_attr_int_value(a);
  return true;
}

/* Result r of the lower (0) or upper (1) bound map on constant operands. */
static bool eval_bound(CmirOp *f, int which, uint32_t r, int64_t *out) {
  const CmirAffineMap *m = bound_map(f, which);
  uint32_t s, n;
  cmir_op_operand_group(f, (uint32_t)which, &s, &n);
  if (!m || r >= m->nres || n != m->ndims + m->nsyms)
    return false;
  int64_t *vals = cmir_xcalloc(n + 1, sizeof *vals);
  bool ok = true;
  for (uint32_t i = 0; i < n && ok; i++)
    ok = const_value(f->opnds[s + i].value, &vals[i]);
  ok = ok && cmir_affine_eval(m->exprs[r], m->ndims, vals, out);
  free(vals);
  return ok;
}

/* getConstantTripCount. */
static bool trip_count(CmirOp *f, uint64_t *tc) {
  const CmirAffineMap *lm = bound_map(f, 0), *um = bound_map(f, 1);
  int64_t step = step_of(f), lb;
  if (!lm || !um || lm->nres != 1 || step <= 0 || !eval_bound(f, 0, 0, &lb))
    return false;
  bool any = false;
  uint64_t best = 0;
  for (uint32_t r = 0; r < um->nres; r++) {
    int64_t ub;
    if (!eval_bound(f, 1, r, &ub))
      return false;
    int64_t d = ub - lb;
    uint64_t t = d <= 0 ? 0 : (uint64_t)((d + step - 1) / step);
    if (!any || t < best)
      best = t;
    any = true;
  }
  *tc = best;
  return any;
}

static CmirOp *enclosing_func(CmirOp *op) {
  for (CmirOp *p = cmir_op_parent(op); p; p = cmir_op_parent(p))
    if (cmir_op_isa(p, CMIR_OP_FUNC_FUNC))
      return p;
  return NULL;
}

/* promoteIfSingleIteration. */
static bool promote(CmirOp *f) {
  uint64_t tc;
  const CmirAffineMap *lm = bound_map(f, 0);
  if (!trip_count(f, &tc) || tc != 1 || lm->nres != 1)
    return false;
  CmirContext *ctx = cmir_op_context(f);
  const CmirType *idx = cmir_type_index(ctx);
  CmirBlock *body = cmir_op_regions(f)[0].first;
  CmirValue *iv = body->args[0];
  uint32_t s, n;
  cmir_op_operand_group(f, 0, &s, &n);
  if (cmir_value_has_uses(iv)) {
    CmirValue *with;
    if (lm->exprs[0]->kind == CMIR_AFFINE_CONST) {
      CmirOp *c = cmir_op_create_prop(ctx, CMIR_OP_ARITH_CONSTANT, f->loc, 0, NULL, idx, "value",
                                      cmir_attr_int(ctx, idx, lm->exprs[0]->value));
      CmirOp *fn = enclosing_func(f);
      CmirBlock *entry = fn ? cmir_op_regions(fn)[0].first : NULL;
      if (entry && entry->first)
        cmir_block_insert_before(entry->first, c);
      else
        cmir_block_insert_before(f, c);
      with = &c->results[0];
    } else if (lm->ndims == 1 && lm->nsyms == 0 && lm->exprs[0]->kind == CMIR_AFFINE_DIM &&
               lm->exprs[0]->position == 0) {
      with = f->opnds[s].value;
    } else {
      CmirValue **ops = cmir_xcalloc(n + 1, sizeof *ops);
      for (uint32_t i = 0; i < n; i++)
        ops[i] = f->opnds[s + i].value;
      CmirOp *a = cmir_op_create_prop(ctx, CMIR_OP_AFFINE_APPLY, f->loc, n, ops, idx, "map",
                                      cmir_attr_affine_map(ctx, lm));
      free(ops);
      cmir_block_insert_before(f, a);
      with = &a->results[0];
    }
    cmir_value_replace_all_uses(iv, with);
  }
  uint32_t is, ni;
  cmir_op_operand_group(f, 2, &is, &ni);
  for (uint32_t i = 0; i < ni && i + 1 < body->nargs; i++)
    cmir_value_replace_all_uses(body->args[i + 1], f->opnds[is + i].value);
  CmirOp *term = body->last;
  for (uint32_t i = 0; i < f->nresults && i < term->nopnds; i++)
    cmir_value_replace_all_uses(&f->results[i], term->opnds[i].value);
  cmir_op_erase(term);
  for (CmirOp *o = body->first, *next; o; o = next) {
    next = o->next;
    cmir_op_remove(o);
    cmir_block_insert_before(f, o);
  }
  cmir_op_erase(f);
  return true;
}

static bool unroll_by(CmirOp *f, uint64_t factor, bool cleanup);

/* loopUnrollFull. */
static bool unroll_full(CmirOp *f) {
  uint64_t tc;
  if (!trip_count(f, &tc))
    return false;
  if (tc == 0)
    return true;
  if (tc == 1)
    return promote(f);
  return unroll_by(f, tc, false);
}

/* The cleanup loop of generateCleanupLoopForUnroll, for bounds that are
 * constant maps without operands: false (nothing changed) otherwise. */
static bool make_cleanup(CmirOp *f, uint64_t factor, uint64_t tc) {
  const CmirAffineMap *lm = bound_map(f, 0), *um = bound_map(f, 1);
  uint32_t s0, n0, s1, n1;
  cmir_op_operand_group(f, 0, &s0, &n0);
  cmir_op_operand_group(f, 1, &s1, &n1);
  if (n0 || n1 || lm->exprs[0]->kind != CMIR_AFFINE_CONST || um->nres != 1)
    return false;
  CmirContext *ctx = cmir_op_context(f);
  int64_t lb = lm->exprs[0]->value + (int64_t)(tc - tc % factor) * step_of(f);
  const CmirAffineExpr *e = cmir_affine_const(ctx, lb);
  const CmirAttr *map = cmir_attr_affine_map(ctx, cmir_affine_map(ctx, 0, 0, 1, &e));
  CmirOp *c = cmir_clone_mapped(f, 0, NULL, NULL);
  cmir_block_insert_after(f, c);
  uint32_t is, ni;
  cmir_op_operand_group(c, 2, &is, &ni);
  for (uint32_t i = 0; i < f->nresults && i < ni; i++) {
    CmirValue *init = c->opnds[is + i].value;
    cmir_value_replace_all_uses(&f->results[i], &c->results[i]);
    for (uint32_t k = 0; k < c->nopnds; k++)
      if (c->opnds[k].value == init)
        cmir_op_set_operand(c, k, &f->results[i]);
  }
  cmir_op_set_prop(c, "lowerBoundMap", map);
  promote(c);
  cmir_op_set_prop(f, "upperBoundMap", map);
  return true;
}

/* loopUnrollByFactor. */
static bool unroll_by(CmirOp *f, uint64_t factor, bool cleanup) {
  if (!factor)
    return true;
  uint64_t tc;
  bool known = trip_count(f, &tc);
  if (factor == 1) {
    if (known && tc == 1)
      return promote(f);
    return true;
  }
  CmirBlock *body = cmir_op_regions(f)[0].first;
  if (body->first == body->last)
    return true;
  if (known && tc < factor)
    return cleanup ? unroll_full(f) : false;
  uint64_t divisor = known ? (tc ? tc : UINT64_MAX) : 1;
  if (divisor % factor) {
    if (bound_map(f, 0)->nres != 1 || bound_map(f, 1)->nres != 1)
      return false;
    if (cleanup)
      return unroll_full(f);
    if (!known || !make_cleanup(f, factor, tc))
      return false;
  }
  CmirContext *ctx = cmir_op_context(f);
  const CmirType *idx = cmir_type_index(ctx);
  int64_t step = step_of(f);
  cmir_op_set_prop(f, "step", cmir_attr_int(ctx, idx, step * (int64_t)factor));
  CmirOp *term = body->last, *last = term->prev;
  CmirValue *iv = body->args[0];
  uint32_t ny = term->nopnds, niter = body->nargs - 1;
  CmirValue **yielded = cmir_xcalloc(ny + 1, sizeof *yielded);
  CmirValue **lasty = cmir_xcalloc(ny + 1, sizeof *lasty);
  for (uint32_t k = 0; k < ny; k++)
    yielded[k] = lasty[k] = term->opnds[k].value;
  CMIR_VEC(CmirValue *) from = {0}, to = {0};
  for (uint64_t i = 1; i < factor; i++) {
    from.len = to.len = 0;
    for (uint32_t k = 0; k < niter && k < ny; k++) {
      cmir_vec_push(&from, body->args[k + 1]);
      cmir_vec_push(&to, lasty[k]);
    }
    if (cmir_value_has_uses(iv)) {
      const CmirAffineExpr *e = cmir_affine_bin(ctx, CMIR_AFFINE_ADD, cmir_affine_dim(ctx, 0),
                                                cmir_affine_const(ctx, (int64_t)i * step));
      CmirOp *a = cmir_op_create_prop(ctx, CMIR_OP_AFFINE_APPLY, f->loc, 1, &iv, idx, "map",
                                      cmir_attr_affine_map(ctx, cmir_affine_map(ctx, 1, 0, 1, &e)));
      cmir_block_insert_before(term, a);
      cmir_vec_push(&from, iv);
      cmir_vec_push(&to, &a->results[0]);
    }
    for (CmirOp *o = body->first;; o = o->next) {
      CmirOp *c = cmir_clone_mapped(o, from.len, from.data, to.data);
      cmir_block_insert_before(term, c);
      for (uint32_t r = 0; r < o->nresults; r++) {
        cmir_vec_push(&from, &o->results[r]);
        cmir_vec_push(&to, &c->results[r]);
      }
      if (o == last)
        break;
    }
    for (uint32_t k = 0; k < ny; k++) {
      CmirOp *d = cmir_value_def(yielded[k]);
      if (!d || d->block != body)
        continue;
      for (uint32_t m = 0; m < from.len; m++)
        if (from.data[m] == yielded[k])
          lasty[k] = to.data[m];
    }
  }
  cmir_op_set_operands(term, ny, lasty);
  cmir_vec_free(&from);
  cmir_vec_free(&to);
  free(yielded);
  free(lasty);
  promote(f);
  return true;
}

static bool run_on(CmirOp *f, const Opts *o) {
  if (o->full)
    return unroll_full(f);
  if (o->up_to) {
    uint64_t tc;
    if (trip_count(f, &tc) && tc < o->factor)
      return unroll_by(f, tc, false);
    return unroll_by(f, o->factor, false);
  }
  return unroll_by(f, o->factor, o->cleanup);
}

/* The affine.for ops under op in post-order; innermost: only those with
 * no affine.for inside. Returns whether op's subtree has an affine.for. */
static bool post_order(CmirOp *op, OpVec *out, bool innermost) {
  bool any = false;
  for (uint32_t r = 0; r < op->nregions; r++)
    for (CmirBlock *b = cmir_op_regions(op)[r].first; b; b = b->next)
      for (CmirOp *o = b->first; o; o = o->next)
        any |= post_order(o, out, innermost);
  if (cmir_op_isa(op, CMIR_OP_AFFINE_FOR)) {
    if (!innermost || !any)
      cmir_vec_push(out, op);
    return true;
  }
  return any;
}

static CmirStatus parse_opts(CmirContext *ctx, const char *options, Opts *o) {
  const char *p = options ? options : "";
  CmirPassOption opt;
  while (cmir_pass_option_next(&p, &opt)) {
    int64_t v;
    CmirStatus rc;
    if (cmir_pass_option_is(&opt, "unroll-factor")) {
      if ((rc = cmir_pass_option_long(ctx, &opt, &v)))
        return rc;
      o->factor = (uint64_t)v;
    } else if (cmir_pass_option_is(&opt, "unroll-num-reps")) {
      if ((rc = cmir_pass_option_long(ctx, &opt, &v)))
        return rc;
      o->reps = (uint64_t)v;
    } else if (cmir_pass_option_is(&opt, "unroll-full-threshold")) {
      if ((rc = cmir_pass_option_long(ctx, &opt, &v)))
        return rc;
      o->threshold = (uint64_t)v;
      o->has_threshold = true;
    } else if (cmir_pass_option_is(&opt, "unroll-up-to-factor")) {
      if ((rc = cmir_pass_option_bool(ctx, &opt, &o->up_to)))
        return rc;
    } else if (cmir_pass_option_is(&opt, "unroll-full")) {
      if ((rc = cmir_pass_option_bool(ctx, &opt, &o->full)))
        return rc;
    } else if (cmir_pass_option_is(&opt, "cleanup-unroll")) {
      if ((rc = cmir_pass_option_bool(ctx, &opt, &o->cleanup)))
        return rc;
    } else {
      return cmir_pass_option_unknown(ctx, &opt);
    }
  }
  return CMIR_OK;
}

CmirStatus cmir_pass_affine_loop_unroll(CmirOp *fn, const char *options) {
  Opts o = {.factor = 4, .reps = 1};
  CmirStatus rc = parse_opts(cmir_op_context(fn), options, &o);
  if (rc)
    return rc;
  if (!fn->nregions || !cmir_op_regions(fn)[0].first)
    return CMIR_OK;
  OpVec loops = {0};
  if (o.full && o.has_threshold) {
    post_order(fn, &loops, false);
    for (uint32_t i = 0; i < loops.len; i++) {
      uint64_t tc;
      if (trip_count(loops.data[i], &tc) && tc <= o.threshold)
        unroll_full(loops.data[i]);
    }
  } else {
    for (uint64_t r = 0; r < o.reps; r++) {
      loops.len = 0;
      post_order(fn, &loops, true);
      if (!loops.len)
        break;
      bool unrolled = false;
      for (uint32_t i = 0; i < loops.len; i++)
        unrolled |= run_on(loops.data[i], &o);
      if (!unrolled)
        break;
    }
  }
  cmir_vec_free(&loops);
  return CMIR_OK;
}
