/* Canonicalization patterns of the scf dialect (MLIR's SCF.cpp
 * getCanonicalizationPatterns), run by canonicalize's greedy driver through
 * the ops' canon hook.
 *
 * scf.if: the fold that swaps the regions of `if (xori c, true)`,
 * ConditionPropagation, ConvertTrivialIfToSelect, RemoveEmptyElseBranch,
 * RemoveStaticCondition, RemoveUnusedResults,
 * ReplaceIfYieldWithConditionOrValue, in MLIR's order.
 * scf.for: ForOpIterArgsFolder, SimplifyTrivialLoops.
 * scf.parallel: ParallelOpSingleOrZeroIterationDimsFolder,
 * MergeNestedParallelLoops.
 * scf.index_switch: FoldConstantCase.
 *
 * Bodies move rather than being cloned where MLIR clones and then erases
 * the original; every moved op is reported to the driver as inserted. */
#include "dialect/dialects.h"

#include <stdlib.h>

typedef CMIR_VEC(CmirValue *) ValVec;
typedef CMIR_VEC(const CmirType *) TypeVec;

/* ---- helpers ---- */

static bool const_int(CmirValue *v, int64_t *out) {
  const CmirAttr *a = cmir_constant_value(v);
  if (!a || a->kind != CMIR_ATTR_INTEGER || a->i.words)
    return false;
  const CmirType *t = a->i.type;
  uint32_t w = t->kind == CMIR_TYPE_INTEGER ? t->integer.width : 64;
  uint64_t u = a->i.v;
  if (w < 64 && w > 0 && (u >> (w - 1)) & 1)
    u |= ~(uint64_t)0 << w;
  *out = (int64_t)u;
  return true;
}

static CmirBlock *body(CmirOp *op, uint32_t r) {
  return r < op->nregions ? cmir_op_regions(op)[r].first : NULL;
}

/* True if op lies (at any depth) inside region r. */
static bool in_region(CmirRegion *r, CmirOp *op) {
  while (op && op->block) {
    if (op->block->parent == r)
      return true;
    op = op->block->parent ? op->block->parent->parent : NULL;
  }
  return false;
}

static bool defined_in(CmirRegion *r, CmirValue *v) {
  if (v->is_arg) {
    CmirBlock *b = cmir_value_block(v);
    return b &&
           (b->parent == r || (b->parent && b->parent->parent && in_region(r, b->parent->parent)));
  }
  CmirOp *d = cmir_value_def(v);
  return d && in_region(r, d);
}

/* Every use of from goes to to; the users are reported modified. */
static void replace_uses(CmirPatRewriter *rw, CmirValue *from, CmirValue *to) {
  while (from->uses) {
    CmirUse *u = from->uses;
    CmirOp *user = u->owner;
    cmir_op_set_operand(user, (uint32_t)(u - user->opnds), to);
    rw->modified(rw, user);
  }
}

/* Moves the ops of b but its terminator before `before`, its arguments
 * replaced by args (MLIR's inlineBlockBefore); returns the terminator. */
static CmirOp *inline_before(CmirPatRewriter *rw, CmirBlock *b, CmirOp *before,
                             CmirValue *const *args) {
  for (uint32_t i = 0; i < b->nargs; i++)
    replace_uses(rw, b->args[i], args[i]);
  CmirOp *term = b->last;
  for (CmirOp *o = b->first; o && o != term;) {
    CmirOp *next = o->next;
    cmir_op_remove(o);
    rw->insert(rw, before, o);
    o = next;
  }
  return term;
}

/* replaceOpWithRegion: the single block of region r inlined before op,
 * op's results replaced by its terminator's operands. */
static void replace_with_region(CmirPatRewriter *rw, CmirOp *op, uint32_t r,
                                CmirValue *const *args) {
  CmirOp *term = inline_before(rw, body(op, r), op, args);
  ValVec vals = {0};
  for (uint32_t i = 0; i < term->nopnds; i++)
    cmir_vec_push(&vals, term->opnds[i].value);
  rw->replace(rw, op, vals.data);
  cmir_vec_free(&vals);
}

/* A new op like op (same kind, location, properties, attributes) with the
 * given operands and result types, taking op's regions; placed before op. */
static CmirOp *rebuild(CmirPatRewriter *rw, CmirOp *op, CmirValue *const *opnds, uint32_t n,
                       const CmirType *const *rt, uint32_t nr, const uint32_t *seg, uint32_t nseg) {
  CmirOpState st;
  cmir_opstate_init(&st, op->info->ctx, op->info, op->loc);
  for (uint32_t i = 0; i < n; i++)
    cmir_opstate_add_operand(&st, opnds[i]);
  for (uint32_t i = 0; i < nr; i++)
    cmir_opstate_add_result(&st, rt[i]);
  for (uint32_t i = 0; i < op->nregions; i++)
    cmir_region_take(cmir_opstate_add_region(&st), &cmir_op_regions(op)[i]);
  st.props = op->props;
  st.attrs = op->attrs;
  if (seg)
    cmir_opstate_finalize_props(&st, seg, nseg);
  CmirOp *n2 = cmir_op_create(&st);
  cmir_opstate_free(&st);
  rw->insert(rw, op, n2);
  return n2;
}

static CmirValue *make_const(CmirPatRewriter *rw, CmirOp *at, const CmirAttr *v,
                             const CmirType *t) {
  CmirOp *o = cmir_op_create_prop(at->info->ctx, CMIR_OP_ARITH_CONSTANT, at->loc, 0, NULL, t,
                                  "value", v);
  rw->insert(rw, at, o);
  return &o->results[0];
}

static CmirValue *bool_const(CmirPatRewriter *rw, CmirOp *at, bool v) {
  CmirContext *ctx = at->info->ctx;
  return make_const(rw, at, cmir_attr_bool(ctx, v), cmir_type_int(ctx, 1, CMIR_SIGNLESS));
}

static CmirValue *build1(CmirPatRewriter *rw, CmirOp *at, unsigned id, uint32_t n,
                         CmirValue *const *v, const CmirType *rt) {
  CmirOp *o = cmir_op_create_simple(at->info->ctx, id, at->loc, n, v, rt, NULL);
  rw->insert(rw, at, o);
  return &o->results[0];
}

/* The yield's operands become vals[0..n) (a new terminator in MLIR). */
static void set_yield(CmirPatRewriter *rw, CmirOp *y, CmirValue *const *vals, uint32_t n) {
  cmir_op_set_operands(y, n, vals);
  rw->modified(rw, y);
}

/* ---- scf.if ---- */

static bool if_swap_fold(CmirPatRewriter *rw, CmirOp *op) {
  if (!body(op, 1))
    return false;
  CmirOp *x = cmir_value_def(op->opnds[0].value);
  int64_t one;
  if (!x || !cmir_op_isa(x, CMIR_OP_ARITH_XORI) || !const_int(x->opnds[1].value, &one) ||
      !(one & 1))
    return false;
  cmir_op_set_operand(op, 0, x->opnds[0].value);
  CmirRegion tmp = {0};
  CmirRegion *th = &cmir_op_regions(op)[0], *el = &cmir_op_regions(op)[1];
  cmir_region_take(&tmp, th);
  cmir_region_take(th, el);
  cmir_region_take(el, &tmp);
  rw->modified(rw, op);
  return true;
}

static bool if_condition_propagation(CmirPatRewriter *rw, CmirOp *op) {
  CmirValue *c = op->opnds[0].value;
  if (cmir_constant_value(c))
    return false;
  CmirValue *t = NULL, *f = NULL;
  bool changed = false;
  CmirRegion *th = &cmir_op_regions(op)[0], *el = &cmir_op_regions(op)[1];
  for (CmirUse *u = c->uses, *next; u; u = next) {
    next = u->next;
    CmirOp *user = u->owner;
    CmirValue *nv = NULL;
    if (in_region(th, user))
      nv = t ? t : (t = bool_const(rw, op, true));
    else if (in_region(el, user))
      nv = f ? f : (f = bool_const(rw, op, false));
    if (!nv)
      continue;
    /* the new constant's use list changes, not c's: next stays valid */
    cmir_op_set_operand(user, (uint32_t)(u - user->opnds), nv);
    rw->modified(rw, user);
    changed = true;
  }
  return changed;
}

static bool if_to_select(CmirPatRewriter *rw, CmirOp *op) {
  if (!op->nresults || !body(op, 1))
    return false;
  CmirRegion *th = &cmir_op_regions(op)[0], *el = &cmir_op_regions(op)[1];
  CmirOp *ty = th->first->last, *ey = el->first->last;
  uint32_t n = op->nresults;
  TypeVec keep = {0};
  for (uint32_t i = 0; i < n; i++)
    if (defined_in(th, ty->opnds[i].value) || defined_in(el, ey->opnds[i].value))
      cmir_vec_push(&keep, op->results[i].type);
  if (keep.len == n) {
    cmir_vec_free(&keep);
    return false;
  }
  CmirValue *cond = op->opnds[0].value;
  CmirOp *rep = rebuild(rw, op, &cond, 1, keep.data, keep.len, NULL, 0);
  cmir_vec_free(&keep);
  th = &cmir_op_regions(rep)[0];
  el = &cmir_op_regions(rep)[1];
  ValVec res = {0}, tv = {0}, fv = {0};
  for (uint32_t i = 0; i < n; i++) {
    CmirValue *a = ty->opnds[i].value, *b = ey->opnds[i].value;
    if (defined_in(th, a) || defined_in(el, b)) {
      cmir_vec_push(&res, &rep->results[tv.len]);
      cmir_vec_push(&tv, a);
      cmir_vec_push(&fv, b);
    } else if (a == b) {
      cmir_vec_push(&res, a);
    } else {
      CmirValue *abc[3] = {cond, a, b};
      cmir_vec_push(&res, build1(rw, rep, CMIR_OP_ARITH_SELECT, 3, abc, a->type));
    }
  }
  set_yield(rw, ty, tv.data, tv.len);
  set_yield(rw, ey, fv.data, fv.len);
  rw->replace(rw, op, res.data);
  cmir_vec_free(&res);
  cmir_vec_free(&tv);
  cmir_vec_free(&fv);
  return true;
}

static bool if_remove_empty_else(CmirPatRewriter *rw, CmirOp *op) {
  CmirBlock *eb = body(op, 1);
  if (op->nresults || !eb || eb->first != eb->last)
    return false;
  CmirRegion *el = &cmir_op_regions(op)[1];
  rw->erase(rw, eb->first);
  cmir_region_remove(el, eb);
  cmir_block_destroy(eb);
  rw->modified(rw, op);
  return true;
}

static bool if_static_condition(CmirPatRewriter *rw, CmirOp *op) {
  int64_t c;
  if (!const_int(op->opnds[0].value, &c))
    return false;
  if (c & 1)
    replace_with_region(rw, op, 0, NULL);
  else if (body(op, 1))
    replace_with_region(rw, op, 1, NULL);
  else
    rw->erase(rw, op);
  return true;
}

static bool if_unused_results(CmirPatRewriter *rw, CmirOp *op) {
  uint32_t n = op->nresults, used = 0;
  for (uint32_t i = 0; i < n; i++)
    used += op->results[i].uses != NULL;
  if (used == n)
    return false;
  TypeVec types = {0};
  for (uint32_t i = 0; i < n; i++)
    if (op->results[i].uses)
      cmir_vec_push(&types, op->results[i].type);
  CmirValue *cond = op->opnds[0].value;
  CmirOp *rep = rebuild(rw, op, &cond, 1, types.data, types.len, NULL, 0);
  cmir_vec_free(&types);
  for (uint32_t r = 0; r < 2; r++) {
    CmirBlock *b = body(rep, r);
    if (!b)
      continue;
    CmirOp *y = b->last;
    ValVec keep = {0};
    for (uint32_t i = 0; i < n; i++)
      if (op->results[i].uses)
        cmir_vec_push(&keep, y->opnds[i].value);
    set_yield(rw, y, keep.data, keep.len);
    cmir_vec_free(&keep);
  }
  CmirValue **res = calloc(n ? n : 1, sizeof *res);
  for (uint32_t i = 0, k = 0; i < n; i++)
    res[i] = op->results[i].uses ? &rep->results[k++] : NULL;
  /* unused results: replace only moves uses, of which they have none */
  for (uint32_t i = 0; i < n; i++)
    if (!res[i])
      res[i] = &op->results[i];
  rw->replace(rw, op, res);
  free(res);
  return true;
}

static bool if_yield_cond_or_value(CmirPatRewriter *rw, CmirOp *op) {
  if (!op->nresults || !body(op, 1))
    return false;
  CmirOp *ty = body(op, 0)->last, *ey = body(op, 1)->last;
  bool changed = false;
  for (uint32_t i = 0; i < op->nresults; i++) {
    CmirValue *a = ty->opnds[i].value, *b = ey->opnds[i].value, *r = &op->results[i];
    if (a == b) {
      if (r->uses) {
        cmir_value_replace_all_uses(r, a);
        changed = true;
      }
      continue;
    }
    int64_t tv, fv;
    const CmirType *t = r->type;
    if (t->kind != CMIR_TYPE_INTEGER || t->integer.width != 1 || !const_int(a, &tv) ||
        !const_int(b, &fv))
      continue;
    if (!(tv & 1) && (fv & 1) && r->uses) {
      CmirValue *xv[2] = {op->opnds[0].value, bool_const(rw, op, true)};
      cmir_value_replace_all_uses(r, build1(rw, op, CMIR_OP_ARITH_XORI, 2, xv, t));
      changed = true;
    }
    if ((tv & 1) && !(fv & 1) && r->uses) {
      cmir_value_replace_all_uses(r, op->opnds[0].value);
      changed = true;
    }
  }
  return changed;
}

static bool if_canon(CmirPatRewriter *rw, CmirOp *op) {
  return if_swap_fold(rw, op) || if_condition_propagation(rw, op) || if_to_select(rw, op) ||
         if_remove_empty_else(rw, op) || if_static_condition(rw, op) || if_unused_results(rw, op) ||
         if_yield_cond_or_value(rw, op);
}

/* ---- scf.for ---- */

static bool for_iter_args(CmirPatRewriter *rw, CmirOp *op) {
  CmirBlock *b = body(op, 0);
  uint32_t n = op->nresults;
  if (!b || !n || b->nargs != n + 1)
    return false;
  CmirOp *y = b->last;
  bool *drop = calloc(n, sizeof *drop);
  bool any = false;
  for (uint32_t i = 0; i < n; i++) {
    CmirValue *init = op->opnds[3 + i].value, *arg = b->args[1 + i], *yv = y->opnds[i].value;
    CmirValue *res = &op->results[i];
    drop[i] = arg == yv || init == yv || (!arg->uses && !res->uses);
    any |= drop[i];
  }
  if (!any) {
    free(drop);
    return false;
  }
  ValVec opnds = {0}, yields = {0};
  TypeVec types = {0};
  for (uint32_t i = 0; i < 3; i++)
    cmir_vec_push(&opnds, op->opnds[i].value);
  for (uint32_t i = 0; i < n; i++)
    if (!drop[i]) {
      cmir_vec_push(&opnds, op->opnds[3 + i].value);
      cmir_vec_push(&types, op->results[i].type);
    }
  CmirOp *nf = rebuild(rw, op, opnds.data, opnds.len, types.data, types.len, NULL, 0);
  b = body(nf, 0);
  for (uint32_t i = n; i-- > 0;)
    if (drop[i]) {
      replace_uses(rw, b->args[1 + i], op->opnds[3 + i].value);
      cmir_block_erase_arg(b, 1 + i);
    }
  /* read after the replacements: a kept value may yield a dropped argument */
  for (uint32_t i = 0; i < n; i++)
    if (!drop[i])
      cmir_vec_push(&yields, y->opnds[i].value);
  set_yield(rw, y, yields.data, yields.len);
  for (CmirOp *o = b->first; o; o = o->next)
    rw->modified(rw, o);
  CmirValue **res = calloc(n, sizeof *res);
  for (uint32_t i = 0, k = 0; i < n; i++)
    res[i] = drop[i] ? op->opnds[3 + i].value : &nf->results[k++];
  rw->replace(rw, op, res);
  free(res);
  free(drop);
  cmir_vec_free(&opnds);
  cmir_vec_free(&yields);
  cmir_vec_free(&types);
  return true;
}

/* ub - lb when both are constants or ub is `arith.addi lb, cst`. */
static bool const_diff(CmirValue *lb, CmirValue *ub, int64_t *diff) {
  int64_t l, u;
  if (const_int(lb, &l) && const_int(ub, &u)) {
    *diff = u - l;
    return true;
  }
  CmirOp *add = cmir_value_def(ub);
  if (add && cmir_op_isa(add, CMIR_OP_ARITH_ADDI) && add->opnds[0].value == lb &&
      const_int(add->opnds[1].value, diff))
    return true;
  return false;
}

static bool for_trivial(CmirPatRewriter *rw, CmirOp *op) {
  CmirValue *lb = op->opnds[0].value, *ub = op->opnds[1].value;
  uint32_t n = op->nresults;
  CmirValue **inits = calloc(n + 1, sizeof *inits);
  for (uint32_t i = 0; i < n; i++)
    inits[i] = op->opnds[3 + i].value;
  int64_t diff, step;
  bool done = false;
  if (lb == ub || (const_diff(lb, ub, &diff) && diff <= 0)) {
    rw->replace(rw, op, inits);
    done = true;
  } else if (lb != ub && const_diff(lb, ub, &diff) && const_int(op->opnds[2].value, &step)) {
    CmirBlock *b = body(op, 0);
    if (step >= diff) {
      CmirValue **args = calloc(n + 1, sizeof *args);
      args[0] = lb;
      for (uint32_t i = 0; i < n; i++)
        args[1 + i] = inits[i];
      replace_with_region(rw, op, 0, args);
      free(args);
      done = true;
    } else if (b->first == b->last) {
      CmirRegion *r = &cmir_op_regions(op)[0];
      CmirOp *y = b->last;
      bool outside = true;
      for (uint32_t i = 0; i < y->nopnds; i++)
        outside &= !defined_in(r, y->opnds[i].value);
      if (outside) {
        ValVec v = {0};
        for (uint32_t i = 0; i < y->nopnds; i++)
          cmir_vec_push(&v, y->opnds[i].value);
        rw->replace(rw, op, v.data);
        cmir_vec_free(&v);
        done = true;
      }
    }
  }
  free(inits);
  return done;
}

/* ---- scf.parallel ---- */

static void par_groups(CmirOp *op, uint32_t *s, uint32_t *c) {
  for (uint32_t g = 0; g < 4; g++)
    cmir_op_operand_group(op, g, &s[g], &c[g]);
}

static bool par_single_iteration(CmirPatRewriter *rw, CmirOp *op) {
  uint32_t s[4], c[4];
  par_groups(op, s, c);
  uint32_t nd = c[0];
  CmirBlock *b = body(op, 0);
  if (!b || b->nargs != nd)
    return false;
  ValVec lbs = {0}, ubs = {0}, steps = {0};
  bool *single = calloc(nd ? nd : 1, sizeof *single);
  bool zero = false;
  for (uint32_t i = 0; i < nd && !zero; i++) {
    CmirValue *lb = op->opnds[s[0] + i].value, *ub = op->opnds[s[1] + i].value,
              *st = op->opnds[s[2] + i].value;
    int64_t l, u, k;
    bool known = lb == ub;
    int64_t trips = 0;
    /* MLIR 19's constantTripCount: ceil((ub - lb) / step), which is
     * negative (so kept) for an upper bound below the lower one */
    if (!known && const_int(lb, &l) && const_int(ub, &u) && const_int(st, &k) && k != 0 &&
        k != -1 && !__builtin_sub_overflow(u, l, &trips)) {
      known = true;
      int64_t q = trips / k;
      trips = q + (trips % k != 0 && (trips > 0) == (k > 0));
    }
    if (known && trips == 0)
      zero = true;
    else if (known && trips == 1)
      single[i] = true;
    else {
      cmir_vec_push(&lbs, lb);
      cmir_vec_push(&ubs, ub);
      cmir_vec_push(&steps, st);
    }
  }
  bool done = true;
  if (zero) {
    ValVec v = {0};
    for (uint32_t i = 0; i < c[3]; i++)
      cmir_vec_push(&v, op->opnds[s[3] + i].value);
    rw->replace(rw, op, v.data);
    cmir_vec_free(&v);
  } else if (lbs.len == nd) {
    done = false;
  } else if (!lbs.len) {
    CmirValue **ivs = calloc(nd ? nd : 1, sizeof *ivs);
    for (uint32_t i = 0; i < nd; i++)
      ivs[i] = op->opnds[s[0] + i].value;
    CmirOp *red = inline_before(rw, b, op, ivs);
    free(ivs);
    ValVec res = {0};
    for (uint32_t i = 0; i < red->nregions; i++) {
      CmirBlock *rb = body(red, i);
      CmirValue *args[2] = {op->opnds[s[3] + res.len].value, red->opnds[i].value};
      CmirOp *ret = inline_before(rw, rb, op, args);
      cmir_vec_push(&res, ret->opnds[0].value);
    }
    rw->replace(rw, op, res.data);
    cmir_vec_free(&res);
  } else {
    for (uint32_t i = nd; i-- > 0;)
      if (single[i]) {
        replace_uses(rw, b->args[i], op->opnds[s[0] + i].value);
        cmir_block_erase_arg(b, i);
      }
    ValVec all = {0};
    for (uint32_t i = 0; i < lbs.len; i++)
      cmir_vec_push(&all, lbs.data[i]);
    for (uint32_t i = 0; i < lbs.len; i++)
      cmir_vec_push(&all, ubs.data[i]);
    for (uint32_t i = 0; i < lbs.len; i++)
      cmir_vec_push(&all, steps.data[i]);
    for (uint32_t i = 0; i < c[3]; i++)
      cmir_vec_push(&all, op->opnds[s[3] + i].value);
    TypeVec types = {0};
    for (uint32_t i = 0; i < op->nresults; i++)
      cmir_vec_push(&types, op->results[i].type);
    uint32_t seg[4] = {lbs.len, lbs.len, lbs.len, c[3]};
    CmirOp *np = rebuild(rw, op, all.data, all.len, types.data, types.len, seg, 4);
    for (CmirOp *o = body(np, 0)->first; o; o = o->next)
      rw->modified(rw, o);
    ValVec res = {0};
    for (uint32_t i = 0; i < np->nresults; i++)
      cmir_vec_push(&res, &np->results[i]);
    rw->replace(rw, op, res.data);
    cmir_vec_free(&res);
    cmir_vec_free(&all);
    cmir_vec_free(&types);
  }
  free(single);
  cmir_vec_free(&lbs);
  cmir_vec_free(&ubs);
  cmir_vec_free(&steps);
  return done;
}

static bool par_merge_nested(CmirPatRewriter *rw, CmirOp *op) {
  CmirBlock *ob = body(op, 0);
  if (!ob || !ob->first || ob->first->next != ob->last ||
      !cmir_op_isa(ob->first, CMIR_OP_SCF_PARALLEL))
    return false;
  CmirOp *in = ob->first;
  uint32_t s[4], c[4], is[4], ic[4];
  par_groups(op, s, c);
  par_groups(in, is, ic);
  if (c[3] || ic[3] || in->nresults)
    return false;
  for (uint32_t i = 0; i < in->nopnds; i++)
    for (uint32_t k = 0; k < ob->nargs; k++)
      if (in->opnds[i].value == ob->args[k])
        return false;
  CmirBlock *ib = body(in, 0);
  ValVec all = {0};
  for (uint32_t g = 0; g < 3; g++) {
    for (uint32_t i = 0; i < c[g]; i++)
      cmir_vec_push(&all, op->opnds[s[g] + i].value);
    for (uint32_t i = 0; i < ic[g]; i++)
      cmir_vec_push(&all, in->opnds[is[g] + i].value);
  }
  uint32_t nd = c[0] + ic[0];
  uint32_t seg[4] = {nd, nd, nd, 0};
  /* The new loop takes the inner body; the outer ivs go in front. */
  CmirBlock *nb = cmir_block_create();
  CmirContext *ctx = op->info->ctx;
  for (uint32_t i = 0; i < nd; i++)
    cmir_block_add_arg(nb, cmir_type_index(ctx));
  for (uint32_t i = 0; i < ob->nargs; i++) {
    if (ob->arg_locs)
      cmir_block_set_arg_loc(nb, i, cmir_block_arg_loc(ob, i));
    replace_uses(rw, ob->args[i], nb->args[i]);
  }
  for (uint32_t i = 0; i < ib->nargs; i++) {
    if (ib->arg_locs)
      cmir_block_set_arg_loc(nb, ob->nargs + i, cmir_block_arg_loc(ib, i));
    replace_uses(rw, ib->args[i], nb->args[ob->nargs + i]);
  }
  while (ib->first) {
    CmirOp *o = ib->first;
    cmir_op_remove(o);
    cmir_block_append(nb, o);
  }
  CmirOpState st;
  cmir_opstate_init(&st, ctx, op->info, op->loc);
  for (uint32_t i = 0; i < all.len; i++)
    cmir_opstate_add_operand(&st, all.data[i]);
  cmir_region_append(cmir_opstate_add_region(&st), nb);
  st.attrs = NULL;
  cmir_opstate_finalize_props(&st, seg, 4);
  CmirOp *np = cmir_op_create(&st);
  cmir_opstate_free(&st);
  rw->insert(rw, op, np);
  for (CmirOp *o = nb->first; o; o = o->next)
    rw->modified(rw, o);
  cmir_vec_free(&all);
  rw->replace(rw, op, NULL);
  return true;
}

/* ---- scf.index_switch ---- */

static bool switch_constant_case(CmirPatRewriter *rw, CmirOp *op) {
  int64_t v;
  if (!const_int(op->opnds[0].value, &v))
    return false;
  const CmirAttr *cases = cmir_op_get_prop(op, "cases");
  uint32_t r = 0;
  if (cases && cases->kind == CMIR_ATTR_DENSE_ARRAY)
    for (uint32_t i = 0; i < cases->darr.n; i++)
      if (((const int64_t *)cases->darr.data)[i] == v) {
        r = 1 + i;
        break;
      }
  if (!body(op, r))
    return false;
  replace_with_region(rw, op, r, NULL);
  return true;
}

bool cmir_scf_canon(CmirPatRewriter *rw, CmirOp *op) {
  switch (cmir_op_id(op)) {
  case CMIR_OP_SCF_IF:
    return if_canon(rw, op);
  case CMIR_OP_SCF_FOR:
    return for_iter_args(rw, op) || for_trivial(rw, op);
  case CMIR_OP_SCF_PARALLEL:
    return par_single_iteration(rw, op) || par_merge_nested(rw, op);
  case CMIR_OP_SCF_INDEX_SWITCH:
    return switch_constant_case(rw, op);
  default:
    return false;
  }
}
