/* scf-parallel-loop-fusion: MLIR 19's naive fusion of adjacent scf.parallel
 * loops.
 *
 * In every block, scf.parallel loops form chains separated only by ops
 * without memory effects and without regions. Each loop of a chain is fused
 * into the next when neither holds a nested scf.parallel, both have the same
 * bounds and steps (the same values), no result of the first is used before
 * the second, and the memory accesses allow it both ways: every memref.load
 * of one loop from a memref the other stores to uses the indices of the
 * stores (all stores of the buffer at the same indices; an index may also be
 * an equal effect-free op of equal operands), the loaded memref is not
 * defined next to the load, and no other stored memref may alias it. The
 * fused loop stands where the second was: the first body, then the second,
 * the reductions of both (the first's first).
 *
 * Aliasing follows MLIR's LocalAliasAnalysis in part: values are traced
 * through view-like memref ops; two allocations never alias, an allocation
 * and an argument of its function (or a value from above its scope) do not
 * either; anything else may. */
#include "dialect/dialects.h"
#include "transforms/transforms.h"

#include <stdlib.h>

typedef CMIR_VEC(CmirOp *) OpVec;
typedef CMIR_VEC(CmirValue *) ValVec;

/* ---- aliasing ---- */

static CmirValue *underlying(CmirValue *v) {
  for (;;) {
    CmirOp *d = cmir_value_def(v);
    if (!d || !d->nopnds)
      return v;
    switch (cmir_op_id(d)) {
    case CMIR_OP_MEMREF_SUBVIEW:
    case CMIR_OP_MEMREF_CAST:
    case CMIR_OP_MEMREF_REINTERPRET_CAST:
    case CMIR_OP_MEMREF_VIEW:
    case CMIR_OP_MEMREF_EXPAND_SHAPE:
    case CMIR_OP_MEMREF_COLLAPSE_SHAPE:
    case CMIR_OP_MEMREF_TRANSPOSE:
      v = d->opnds[0].value;
      continue;
    default:
      return v;
    }
  }
}

static CmirOp *parent_op(CmirValue *v) {
  if (v->is_arg) {
    CmirBlock *b = cmir_value_block(v);
    return b && b->parent ? b->parent->parent : NULL;
  }
  return cmir_op_parent(cmir_value_def(v));
}

/* The scope of an allocation (its function, for an alloca the nearest
 * automatic allocation scope), or NULL if v is not one. */
static CmirOp *alloc_scope(CmirValue *v) {
  CmirOp *d = cmir_value_def(v);
  if (!d)
    return NULL;
  bool stack = cmir_op_isa(d, CMIR_OP_MEMREF_ALLOCA);
  if (!stack && !cmir_op_isa(d, CMIR_OP_MEMREF_ALLOC))
    return NULL;
  for (CmirOp *p = cmir_op_parent(d); p; p = cmir_op_parent(p)) {
    if (cmir_op_traits(p) & CMIR_TRAIT_FUNCTION_LIKE)
      return p;
    if (stack && (cmir_op_isa(p, CMIR_OP_SCF_FOR) || cmir_op_isa(p, CMIR_OP_SCF_PARALLEL) ||
                  cmir_op_isa(p, CMIR_OP_MEMREF_ALLOCA_SCOPE)))
      return p;
  }
  return d; /* not in a function: a scope of its own, nothing known */
}

static bool may_alias(CmirValue *a, CmirValue *b) {
  a = underlying(a);
  b = underlying(b);
  if (a == b)
    return true;
  CmirOp *sa = alloc_scope(a), *sb = alloc_scope(b);
  if (sa && sb)
    return false;
  if (!sa && !sb)
    return true;
  if (sb) {
    CmirValue *t = a;
    a = b;
    b = t;
    sa = sb;
  }
  CmirOp *bp = parent_op(b);
  if (!bp)
    return true;
  if (bp != sa && cmir_op_is_ancestor(bp, sa))
    return false;
  if (bp == sa && b->is_arg && cmir_value_block(b) == cmir_op_regions(sa)[0].first)
    return false;
  return true;
}

/* ---- legality ---- */

static bool is_parallel(CmirOp *op, void *user) {
  (void)user;
  return !cmir_op_isa(op, CMIR_OP_SCF_PARALLEL);
}

/* A nested scf.parallel anywhere in the body. */
static bool has_nested(CmirOp *loop) {
  for (CmirOp *o = cmir_op_regions(loop)[0].first->first; o; o = o->next)
    if (!cmir_op_walk(o, is_parallel, NULL))
      return true;
  return false;
}

static bool effect_free(CmirOp *op) {
  if (!op->info->def || !(op->info->traits & CMIR_TRAIT_PURE))
    return false;
  for (uint32_t i = 0; i < op->nregions; i++)
    if (cmir_op_regions(op)[i].first)
      return false;
  return true;
}

static bool same_space(CmirOp *a, CmirOp *b) {
  uint32_t sa, na, sb, nb;
  for (uint32_t g = 0; g < 3; g++) {
    cmir_op_operand_group(a, g, &sa, &na);
    cmir_op_operand_group(b, g, &sb, &nb);
    if (na != nb)
      return false;
    for (uint32_t i = 0; i < na; i++)
      if (a->opnds[sa + i].value != b->opnds[sb + i].value)
        return false;
  }
  return true;
}

typedef struct Map {
  CmirBlock *from, *to; /* the first loop's block args map to the second's */
} Map;

static CmirValue *lookup(const Map *m, CmirValue *v) {
  if (v->is_arg && cmir_value_block(v) == m->from)
    return m->to->args[v->index];
  return v;
}

static bool collect_stores(CmirOp *op, void *user) {
  if (cmir_op_isa(op, CMIR_OP_MEMREF_STORE))
    cmir_vec_push((OpVec *)user, op);
  return true;
}

static bool collect_loads(CmirOp *op, void *user) {
  if (cmir_op_isa(op, CMIR_OP_MEMREF_LOAD))
    cmir_vec_push((OpVec *)user, op);
  return true;
}

static void walk_body(CmirOp *loop, CmirWalkFn fn, OpVec *out) {
  for (CmirOp *o = cmir_op_regions(loop)[0].first->first; o; o = o->next)
    cmir_op_walk(o, fn, out);
}

/* OperationEquivalence::isEquivalentTo without regions, operands compared
 * through the map. */
static bool equivalent(const Map *m, CmirOp *a, CmirOp *b) {
  if (a->info != b->info || a->props != b->props || a->attrs != b->attrs ||
      a->nopnds != b->nopnds || a->nresults != b->nresults || a->nregions || b->nregions ||
      a->nsuccs || b->nsuccs)
    return false;
  for (uint32_t i = 0; i < a->nresults; i++)
    if (a->results[i].type != b->results[i].type)
      return false;
  for (uint32_t i = 0; i < a->nopnds; i++)
    if (lookup(m, a->opnds[i].value) != lookup(m, b->opnds[i].value))
      return false;
  return true;
}

/* haveNoReadsAfterWriteExceptSameIndex(first, second). Store operands:
 * value, memref, indices; load operands: memref, indices. */
static bool reads_ok(CmirOp *first, CmirOp *second, const Map *m) {
  OpVec stores = {0}, loads = {0};
  walk_body(first, collect_stores, &stores);
  walk_body(second, collect_loads, &loads);
  bool ok = true;
  for (uint32_t l = 0; l < loads.len && ok; l++) {
    CmirOp *ld = loads.data[l];
    CmirValue *mem = ld->opnds[0].value;
    CmirOp *md = cmir_value_def(mem);
    if (md && md->block == ld->block) {
      ok = false;
      break;
    }
    CmirOp *first_store = NULL;
    for (uint32_t s = 0; s < stores.len && ok; s++) {
      CmirValue *sm = stores.data[s]->opnds[1].value;
      if (sm != mem && may_alias(sm, mem))
        ok = false;
      else if (sm == mem && !first_store)
        first_store = stores.data[s];
    }
    if (!ok || !first_store)
      continue;
    uint32_t nidx = first_store->nopnds - 2;
    for (uint32_t s = 0; s < stores.len && ok; s++) {
      CmirOp *st = stores.data[s];
      if (st->opnds[1].value != mem)
        continue;
      if (st->nopnds != first_store->nopnds)
        ok = false;
      for (uint32_t i = 0; ok && i < nidx; i++)
        ok = st->opnds[2 + i].value == first_store->opnds[2 + i].value;
    }
    if (!ok || ld->nopnds - 1 != nidx) {
      ok = false;
      break;
    }
    for (uint32_t i = 0; i < nidx && ok; i++) {
      CmirValue *si = first_store->opnds[2 + i].value, *li = ld->opnds[1 + i].value;
      if (lookup(m, si) == li)
        continue;
      CmirOp *sd = cmir_value_def(si), *lo = cmir_value_def(li);
      ok = sd && lo && effect_free(sd) && effect_free(lo) && equivalent(m, sd, lo);
    }
  }
  cmir_vec_free(&stores);
  cmir_vec_free(&loads);
  return ok;
}

/* A use of first's results not after second (in second's block). */
static bool results_used_before(CmirOp *first, CmirOp *second) {
  for (uint32_t i = 0; i < first->nresults; i++)
    for (CmirUse *u = first->results[i].uses; u; u = u->next) {
      CmirOp *user = u->owner;
      while (user && user->block != second->block)
        user = cmir_op_parent(user);
      if (!user || user == second || !cmir_op_before_in_block(second, user))
        return true;
    }
  return false;
}

static bool legal(CmirOp *a, CmirOp *b) {
  if (has_nested(a) || has_nested(b) || !same_space(a, b))
    return false;
  CmirBlock *ba = cmir_op_regions(a)[0].first, *bb = cmir_op_regions(b)[0].first;
  if (ba->nargs != bb->nargs)
    return false;
  Map ab = {ba, bb}, back = {bb, ba};
  return reads_ok(a, b, &ab) && reads_ok(b, a, &back) && !results_used_before(a, b);
}

/* ---- fusion ---- */

/* Moves the ops of `from` to the start of `to`, its arguments replaced by
 * to's. */
static void prepend(CmirBlock *from, CmirBlock *to) {
  for (uint32_t i = 0; i < from->nargs; i++)
    cmir_value_replace_all_uses(from->args[i], to->args[i]);
  CmirOp *at = to->first;
  while (from->last) {
    CmirOp *o = from->last;
    cmir_op_remove(o);
    if (at)
      cmir_block_insert_before(at, o);
    else
      cmir_block_append(to, o);
    at = o;
  }
}

/* Fuses a into b; returns the fused loop (b's place), or b if illegal. */
static CmirOp *fuse(CmirOp *a, CmirOp *b) {
  if (!legal(a, b))
    return b;
  CmirContext *ctx = cmir_op_context(b);
  uint32_t s[4], c[4], as, an;
  for (uint32_t g = 0; g < 4; g++)
    cmir_op_operand_group(b, g, &s[g], &c[g]);
  cmir_op_operand_group(a, 3, &as, &an);
  CmirOpState st;
  cmir_opstate_init(&st, ctx, b->info, b->loc);
  for (uint32_t i = 0; i < s[3]; i++)
    cmir_opstate_add_operand(&st, b->opnds[i].value);
  for (uint32_t i = 0; i < an; i++)
    cmir_opstate_add_operand(&st, a->opnds[as + i].value);
  for (uint32_t i = 0; i < c[3]; i++)
    cmir_opstate_add_operand(&st, b->opnds[s[3] + i].value);
  for (uint32_t i = 0; i < a->nresults; i++)
    cmir_opstate_add_result(&st, a->results[i].type);
  for (uint32_t i = 0; i < b->nresults; i++)
    cmir_opstate_add_result(&st, b->results[i].type);
  CmirRegion *body = cmir_opstate_add_region(&st);
  CmirBlock *nb = cmir_block_create();
  CmirBlock *ba = cmir_op_regions(a)[0].first, *bb = cmir_op_regions(b)[0].first;
  for (uint32_t i = 0; i < bb->nargs; i++) {
    cmir_block_add_arg(nb, bb->args[i]->type);
    if (bb->arg_locs)
      cmir_block_set_arg_loc(nb, i, cmir_block_arg_loc(bb, i));
  }
  cmir_region_append(body, nb);
  uint32_t seg[4] = {c[0], c[1], c[2], an + c[3]};
  cmir_opstate_finalize_props(&st, seg, 4);
  CmirOp *t1 = ba->last, *t2 = bb->last;
  cmir_op_remove(t1);
  cmir_op_remove(t2);
  prepend(bb, nb);
  prepend(ba, nb);
  /* the new terminator: a's reductions, then b's */
  CmirOpState rs;
  cmir_opstate_init(&rs, ctx, t2->info, t2->loc);
  for (uint32_t i = 0; i < t1->nopnds; i++)
    cmir_opstate_add_operand(&rs, t1->opnds[i].value);
  for (uint32_t i = 0; i < t2->nopnds; i++)
    cmir_opstate_add_operand(&rs, t2->opnds[i].value);
  for (uint32_t i = 0; i < t1->nregions; i++)
    cmir_region_take(cmir_opstate_add_region(&rs), &cmir_op_regions(t1)[i]);
  for (uint32_t i = 0; i < t2->nregions; i++)
    cmir_region_take(cmir_opstate_add_region(&rs), &cmir_op_regions(t2)[i]);
  CmirOp *red = cmir_op_create(&rs);
  cmir_opstate_free(&rs);
  cmir_block_append(nb, red);
  cmir_op_drop_references(t1);
  cmir_op_drop_references(t2);
  cmir_op_destroy(t1);
  cmir_op_destroy(t2);
  CmirOp *np = cmir_op_create(&st);
  cmir_opstate_free(&st);
  cmir_block_insert_before(b, np);
  for (uint32_t i = 0; i < a->nresults; i++)
    cmir_value_replace_all_uses(&a->results[i], &np->results[i]);
  for (uint32_t i = 0; i < b->nresults; i++)
    cmir_value_replace_all_uses(&b->results[i], &np->results[a->nresults + i]);
  cmir_op_erase(a);
  cmir_op_erase(b);
  return np;
}

static void fuse_block(CmirBlock *b) {
  OpVec chain = {0};
  for (CmirOp *o = b->first; o;) {
    CmirOp *next = o->next;
    if (cmir_op_isa(o, CMIR_OP_SCF_PARALLEL)) {
      if (chain.len)
        o = fuse(chain.data[chain.len - 1], o);
      chain.len = 0;
      cmir_vec_push(&chain, o);
    } else if (!effect_free(o)) {
      chain.len = 0;
    }
    o = next;
  }
  cmir_vec_free(&chain);
}

static bool visit(CmirOp *op, void *user) {
  (void)user;
  for (uint32_t r = 0; r < op->nregions; r++)
    for (CmirBlock *b = cmir_op_regions(op)[r].first; b; b = b->next)
      fuse_block(b);
  return true;
}

/* Post-order, as MLIR's walk: inner regions first. */
static void walk_post(CmirOp *op) {
  for (uint32_t r = 0; r < op->nregions; r++)
    for (CmirBlock *b = cmir_op_regions(op)[r].first; b; b = b->next)
      for (CmirOp *o = b->first; o;) {
        CmirOp *next = o->next;
        walk_post(o);
        o = next;
      }
  visit(op, NULL);
}

CmirStatus cmir_pass_scf_parallel_loop_fusion(CmirOp *func, const char *options) {
  CmirPassOption o;
  if (options && cmir_pass_option_next(&options, &o))
    return cmir_pass_option_unknown(cmir_op_context(func), &o);
  walk_post(func);
  return CMIR_OK;
}
