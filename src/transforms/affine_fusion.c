/* affine-loop-fusion: the producer-consumer fusion of MLIR 19's default
 * mode, for the loop nests it fuses whole (docs/affine.md):
 *
 * In a block of a function's body, a nest S (the producer) that stores to a
 * memref a later nest D (the consumer) loads is fused into D when both are
 * perfect nests of the same depth with constant bounds, whose innermost
 * bodies hold only affine.load, affine.store and ops without effects; when
 * every element D's iteration i loads from what S stores is stored by S's
 * iteration i' with i'[k] = i[perm[k]] for a permutation perm (the slice of
 * S that D needs is one iteration: the identity, or a transposition), S's
 * loop k running over the values of D's loop perm[k] (S's whole nest is
 * computed, and S can go); when no access of S at an iteration fused later
 * depends on an access of D at an earlier one (the fused order keeps every
 * dependence); and when the ops between S and D do not touch what S does.
 * S's body then moves to the start of D's innermost body.
 *
 * A memref S stores and D loads that nothing else uses (allocated in the
 * function, accessed only by S and D, always at the same subscripts of the
 * loops' induction variables) becomes a private buffer of one element per
 * dimension, allocated at the start of the function's body, as MLIR's
 * createPrivateMemRef does; the original allocation goes once unused.
 *
 * As MLIR's greedy driver, a first round fuses only producers whose output
 * no other later op uses, a second any; in each, consumers are visited from
 * the last nest to the first, each one's producers from the nearest to the
 * farthest, in sweeps repeated while one fuses. Everything else (sibling fusion, slices of partial
 * loops, fusion at an outer depth, nests in loop bodies) is left as it is. */
#include "transforms/affine_analysis.h"

#include <stdlib.h>
#include <string.h>

#define MAXD 8 /* nest depth handled */

typedef CMIR_VEC(CmirOp *) OpVec;

typedef struct Nest {
  CmirOp *loops[MAXD];
  uint32_t n;
  CmirBlock *body; /* the innermost loop's */
  OpVec acc;       /* its affine.load and affine.store ops */
} Nest;

static bool const_bound(CmirOp *loop, const char *name, int64_t *v) {
  const CmirAttr *a = cmir_op_get_prop(loop, name);
  if (!a || a->kind != CMIR_ATTR_AFFINE_MAP)
    return false;
  const CmirAffineMap *m = a->map.map;
  if (m->nres != 1 || m->exprs[0]->kind != CMIR_AFFINE_CONST)
    return false;
  *v = m->exprs[0]->value;
  return true;
}

/* An op that neither reads nor writes memory (nor holds regions). */
static bool effect_free(const CmirOp *op) {
  if (op->nregions)
    return false;
  if (cmir_op_isa(op, CMIR_OP_MEMREF_ALLOC) || cmir_op_isa(op, CMIR_OP_MEMREF_ALLOCA))
    return true;
  if (cmir_op_isa(op, CMIR_OP_MEMREF_LOAD))
    return false;
  return (cmir_op_traits(op) & CMIR_TRAIT_PURE) != 0;
}

/* root as a perfect nest of constant-bound loops; false if it is not one
 * fusion handles. */
static bool nest_of(CmirOp *root, Nest *nest) {
  nest->n = 0;
  nest->acc.len = 0;
  CmirOp *l = root;
  for (;;) {
    if (!cmir_op_isa(l, CMIR_OP_AFFINE_FOR) || l->nresults || nest->n == MAXD)
      return false;
    int64_t lb, ub;
    CmirBlock *b = cmir_op_regions(l)[0].first;
    if (!b || b->next || !b->nargs || !const_bound(l, "lowerBoundMap", &lb) ||
        !const_bound(l, "upperBoundMap", &ub) || !cmir_op_get_prop(l, "step"))
      return false;
    nest->loops[nest->n++] = l;
    /* One inner loop and the terminator: go on. */
    if (b->first && cmir_op_isa(b->first, CMIR_OP_AFFINE_FOR) && b->first->next == b->last &&
        b->last != b->first) {
      l = b->first;
      continue;
    }
    nest->body = b;
    for (CmirOp *op = b->first; op; op = op->next) {
      if (cmir_aff_is_access(op))
        cmir_vec_push(&nest->acc, op);
      else if (!effect_free(op))
        return false;
    }
    return true;
  }
}

/* Loop k of a and loop m of b run over the same values. */
static bool same_range(CmirOp *a, CmirOp *b) {
  int64_t x, y;
  return const_bound(a, "lowerBoundMap", &x) && const_bound(b, "lowerBoundMap", &y) && x == y &&
         const_bound(a, "upperBoundMap", &x) && const_bound(b, "upperBoundMap", &y) && x == y &&
         cmir_op_get_prop(a, "step") == cmir_op_get_prop(b, "step");
}

static bool conflict(CmirOp *a, CmirOp *b) {
  return (cmir_aff_is_write(a) || cmir_aff_is_write(b)) &&
         cmir_aff_may_alias(cmir_aff_memref(a), cmir_aff_memref(b));
}

static bool collect_all(CmirOp *op, void *user) {
  OpVec *v = user;
  cmir_vec_push(v, op);
  return true;
}

/* The ops strictly between S and D leave S's memory alone, so S's
 * computation may move down to D. */
static bool movable_past(const Nest *s, CmirOp *d) {
  OpVec all = {0};
  bool ok = true;
  for (CmirOp *x = s->loops[0]->next; x && x != d && ok; x = x->next) {
    if (effect_free(x))
      continue;
    if (!cmir_op_isa(x, CMIR_OP_AFFINE_FOR)) {
      ok = false;
      break;
    }
    all.len = 0;
    cmir_op_walk(x, collect_all, &all);
    for (uint32_t i = 0; i < all.len && ok; i++) {
      CmirOp *o = all.data[i];
      if (cmir_op_isa(o, CMIR_OP_AFFINE_FOR) || cmir_op_isa(o, CMIR_OP_AFFINE_YIELD))
        continue;
      if (!cmir_aff_is_access(o)) {
        ok = effect_free(o) || cmir_op_isa(o, CMIR_OP_AFFINE_IF);
        continue;
      }
      for (uint32_t j = 0; j < s->acc.len && ok; j++)
        ok = !conflict(o, s->acc.data[j]);
    }
  }
  cmir_vec_free(&all);
  return ok;
}

/* Loop k of S and loop m of D have equal induction variables whenever the
 * store st of S and the load ld of D touch the same element. */
static bool forced_equal(CmirOp *st, CmirOp *ld, CmirOp *sl, CmirOp *dl) {
  for (int dir = 0; dir < 2; dir++) {
    CmirAffRel rel = dir ? CMIR_AFF_LT : CMIR_AFF_GT;
    if (cmir_aff_paired_dependence(st, ld, &sl, &dl, &rel, 1) != CMIR_AFF_DEP_NONE)
      return false;
  }
  return true;
}

/* The slice of S that D's iteration i needs is one iteration of S, i'
 * with i'[k] = i[perm[k]] (the identity, or the transposition of a toy
 * transpose), and S's loop k runs over D's loop perm[k]'s values: S's whole
 * nest is computed by the fused one. perm comes from the first pair, the
 * other pairs must agree. */
static bool permuted_slice(const Nest *s, const Nest *d, CmirOp *st, CmirOp *ld, uint32_t *perm,
                           bool *have) {
  if (*have) {
    for (uint32_t k = 0; k < s->n; k++)
      if (!forced_equal(st, ld, s->loops[k], d->loops[perm[k]]))
        return false;
    return true;
  }
  bool used[MAXD] = {false};
  for (uint32_t k = 0; k < s->n; k++) {
    uint32_t m = 0;
    while (m < d->n && (used[m] || !same_range(s->loops[k], d->loops[m]) ||
                        !forced_equal(st, ld, s->loops[k], d->loops[m])))
      m++;
    if (m == d->n)
      return false;
    used[m] = true;
    perm[k] = m;
  }
  *have = true;
  return true;
}

/* After fusion, S's iteration i' runs in D's iteration j with
 * j[perm[k]] = i'[k], after D's iteration i when j comes later; no access
 * pair may depend on each other that way. */
static bool fused_order_legal(const Nest *s, const Nest *d, const uint32_t *perm) {
  CmirAffRel rel[MAXD];
  CmirOp *sl[MAXD];
  for (uint32_t k = 0; k < s->n; k++)
    sl[perm[k]] = s->loops[k]; /* S's loop in D's loop m's place */
  for (uint32_t i = 0; i < s->acc.len; i++)
    for (uint32_t j = 0; j < d->acc.len; j++) {
      CmirOp *a = s->acc.data[i], *b = d->acc.data[j];
      if (!conflict(a, b))
        continue;
      if (cmir_aff_memref(a) != cmir_aff_memref(b))
        return false;
      for (uint32_t depth = 1; depth <= s->n; depth++) {
        for (uint32_t k = 0; k < depth; k++)
          rel[k] = k + 1 == depth ? CMIR_AFF_GT : CMIR_AFF_EQ;
        if (cmir_aff_paired_dependence(b, a, d->loops, sl, rel, depth) != CMIR_AFF_DEP_NONE)
          return false;
      }
    }
  return true;
}

static bool in_nest(const Nest *n, CmirOp *op) { return cmir_op_is_ancestor(n->loops[0], op); }

/* m can become a private one-element buffer of the fused nest. */
static bool privatizable(CmirValue *m, const Nest *s, const Nest *d, CmirOp *st) {
  CmirOp *def = cmir_value_def(m);
  if (!def || !cmir_op_isa(def, CMIR_OP_MEMREF_ALLOC) || !cmir_type_has_static_shape(m->type) ||
      m->type->kind != CMIR_TYPE_MEMREF || !m->type->shaped.rank)
    return false;
  for (CmirUse *u = m->uses; u; u = u->next) {
    CmirOp *o = u->owner;
    if (!cmir_aff_is_access(o) || cmir_aff_memref(o) != m ||
        (cmir_aff_is_write(o) && o->opnds[0].value == m))
      return false;
    const Nest *in = in_nest(s, o) ? s : in_nest(d, o) ? d : NULL;
    if (!in || !cmir_aff_same_subscripts(st, s->loops, o, in->loops, s->n, true))
      return false;
  }
  return true;
}

/* Gives m's accesses (all in the fused nest) a new memref<1x..x1>
 * allocated at the start of the function's body. */
static void privatize(CmirValue *m, CmirBlock *entry) {
  CmirContext *ctx = cmir_op_context(cmir_value_def(m));
  const CmirType *t = m->type;
  uint32_t rank = t->shaped.rank;
  int64_t *ones = cmir_xmalloc(sizeof(int64_t) * rank);
  const CmirAffineExpr **zeros = cmir_xmalloc(sizeof *zeros * rank);
  for (uint32_t i = 0; i < rank; i++) {
    ones[i] = 1;
    zeros[i] = cmir_affine_const(ctx, 0);
  }
  const CmirType *pt = cmir_type_memref(ctx, rank, ones, t->shaped.elem, NULL, t->shaped.extra);
  const CmirAttr *map = cmir_attr_affine_map(ctx, cmir_affine_map(ctx, 0, 0, rank, zeros));
  free(ones);
  free(zeros);
  CmirOp *def = cmir_value_def(m);
  CmirOpState st;
  cmir_opstate_init(&st, ctx, def->info, def->loc);
  cmir_opstate_add_result(&st, pt);
  static const uint32_t no_sizes[2] = {0, 0}; /* dynamicSizes, symbolOperands */
  cmir_opstate_finalize_props(&st, no_sizes, 2);
  CmirOp *alloc = cmir_op_create(&st);
  cmir_opstate_free(&st);
  if (entry->first)
    cmir_block_insert_before(entry->first, alloc);
  else
    cmir_block_append(entry, alloc);
  CmirValue *pm = &alloc->results[0];
  while (m->uses) {
    CmirOp *o = m->uses->owner;
    if (cmir_aff_is_write(o)) {
      CmirValue *v[2] = {o->opnds[0].value, pm};
      cmir_op_set_operands(o, 2, v);
    } else {
      cmir_op_set_operands(o, 1, &pm);
    }
    cmir_op_set_prop(o, "map", map);
  }
  cmir_op_erase(def);
}

static bool try_fuse(CmirOp *sop, CmirOp *dop, Nest *s, Nest *d) {
  if (!nest_of(sop, s) || !nest_of(dop, d) || s->n != d->n)
    return false;
  uint32_t perm[MAXD];
  bool have = false;
  /* The memrefs S stores and D loads, with the first such store. */
  bool any = false;
  for (uint32_t i = 0; i < s->acc.len; i++) {
    CmirOp *st = s->acc.data[i];
    if (!cmir_aff_is_write(st))
      continue;
    for (uint32_t j = 0; j < d->acc.len; j++) {
      CmirOp *ld = d->acc.data[j];
      if (cmir_aff_is_write(ld) || cmir_aff_memref(ld) != cmir_aff_memref(st))
        continue;
      any = true;
      if (!permuted_slice(s, d, st, ld, perm, &have))
        return false;
    }
  }
  if (!any || !movable_past(s, dop) || !fused_order_legal(s, d, perm))
    return false;
  /* Fuse: S's body at the start of D's. */
  for (uint32_t k = 0; k < s->n; k++)
    cmir_value_replace_all_uses(cmir_op_regions(s->loops[k])[0].first->args[0],
                                cmir_op_regions(d->loops[perm[k]])[0].first->args[0]);
  CmirOp *at = d->body->first;
  for (CmirOp *op = s->body->first; op && !(cmir_op_traits(op) & CMIR_TRAIT_TERMINATOR);) {
    CmirOp *next = op->next;
    cmir_op_remove(op);
    cmir_block_insert_before(at, op);
    op = next;
  }
  /* The producer-consumer memrefs that can be private, in S's order. */
  OpVec done = {0};
  for (uint32_t i = 0; i < s->acc.len; i++) {
    CmirOp *st = s->acc.data[i];
    CmirValue *m = cmir_aff_memref(st);
    bool seen = !cmir_aff_is_write(st);
    for (uint32_t j = 0; j < done.len && !seen; j++)
      seen = cmir_aff_memref(done.data[j]) == m;
    if (seen)
      continue;
    cmir_vec_push(&done, st);
    bool loaded = false;
    for (uint32_t j = 0; j < d->acc.len; j++)
      loaded |= !cmir_aff_is_write(d->acc.data[j]) && cmir_aff_memref(d->acc.data[j]) == m;
    /* S's ops now sit in D: the subscripts compare over D's loops. */
    if (loaded && privatizable(m, d, d, st))
      privatize(m, sop->block->parent->first);
  }
  cmir_vec_free(&done);
  cmir_op_erase(sop);
  return true;
}

/* Some affine.store in sop (at any depth) writes a memref a load of d
 * reads. */
static bool produces_for(CmirOp *sop, const Nest *d) {
  OpVec all = {0};
  cmir_op_walk(sop, collect_all, &all);
  bool yes = false;
  for (uint32_t i = 0; i < all.len && !yes; i++)
    if (cmir_aff_is_write(all.data[i]))
      for (uint32_t j = 0; j < d->acc.len && !yes; j++)
        yes = !cmir_aff_is_write(d->acc.data[j]) &&
              cmir_aff_memref(d->acc.data[j]) == cmir_aff_memref(all.data[i]);
  cmir_vec_free(&all);
  return yes;
}

/* Ops after sop in its block that access (at any depth) the memref of
 * store st: MLIR's out edges of the producer on that memref. */
static uint32_t later_users(CmirOp *sop, CmirValue *m) {
  uint32_t n = 0;
  for (CmirOp *x = sop->next; x; x = x->next) {
    bool uses = false;
    for (CmirUse *u = m->uses; u && !uses; u = u->next)
      uses = cmir_aff_is_access(u->owner) && cmir_aff_memref(u->owner) == m &&
             cmir_op_is_ancestor(x, u->owner);
    n += uses;
  }
  return n;
}

/* Every memref sop stores and d loads has at most max_users later users
 * (MLIR's maxSrcUserCount). */
static bool few_users(CmirOp *sop, const Nest *d, uint32_t max_users) {
  if (max_users == UINT32_MAX)
    return true;
  OpVec all = {0};
  cmir_op_walk(sop, collect_all, &all);
  bool ok = true;
  for (uint32_t i = 0; i < all.len && ok; i++) {
    if (!cmir_aff_is_write(all.data[i]))
      continue;
    CmirValue *m = cmir_aff_memref(all.data[i]);
    bool loaded = false;
    for (uint32_t j = 0; j < d->acc.len; j++)
      loaded |= !cmir_aff_is_write(d->acc.data[j]) && cmir_aff_memref(d->acc.data[j]) == m;
    ok = !loaded || later_users(sop, m) <= max_users;
  }
  cmir_vec_free(&all);
  return ok;
}

static void fuse_block(CmirBlock *b) {
  for (CmirOp *op = b->first; op; op = op->next)
    if (op->nregions && !cmir_op_isa(op, CMIR_OP_AFFINE_FOR))
      return;
  Nest s = {0}, d = {0};
  OpVec nests = {0};
  for (CmirOp *op = b->first; op; op = op->next)
    if (cmir_op_isa(op, CMIR_OP_AFFINE_FOR))
      cmir_vec_push(&nests, op);
  OpVec cands = {0};
  /* As MLIR's greedy mode: producers with a single user of what they
   * produce first, then any. */
  for (int phase = 0; phase < 2; phase++) {
    uint32_t max_users = phase ? UINT32_MAX : 1;
    for (uint32_t di = nests.len; di-- > 0;) {
      CmirOp *dop = nests.data[di];
      if (!dop)
        continue;
      bool fused;
      do {
        /* One sweep over the producers of D's loads as they are now, the
         * nearest first; again while a sweep fuses. */
        fused = false;
        cands.len = 0;
        if (!nest_of(dop, &d))
          break;
        for (uint32_t si = di; si-- > 0;)
          if (nests.data[si] && produces_for(nests.data[si], &d))
            cmir_vec_push(&cands, nests.data[si]);
        for (uint32_t c = 0; c < cands.len; c++) {
          if (!nest_of(dop, &d) || !few_users(cands.data[c], &d, max_users) ||
              !try_fuse(cands.data[c], dop, &s, &d))
            continue;
          for (uint32_t si = 0; si < di; si++)
            if (nests.data[si] == cands.data[c])
              nests.data[si] = NULL;
          fused = true;
        }
      } while (fused);
    }
  }
  cmir_vec_free(&cands);
  cmir_vec_free(&nests);
  cmir_vec_free(&s.acc);
  cmir_vec_free(&d.acc);
}

CmirStatus cmir_pass_affine_loop_fusion(CmirOp *func, const char *options) {
  CmirPassOption o;
  if (options && cmir_pass_option_next(&options, &o))
    return cmir_pass_option_unknown(cmir_op_context(func), &o);
  if (!(cmir_op_traits(func) & CMIR_TRAIT_AFFINE_SCOPE))
    return CMIR_OK;
  for (uint32_t r = 0; r < func->nregions; r++)
    for (CmirBlock *b = cmir_op_regions(func)[r].first; b; b = b->next)
      fuse_block(b);
  return CMIR_OK;
}
