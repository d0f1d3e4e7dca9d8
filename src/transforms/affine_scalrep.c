/* affine-scalrep, as MLIR 19's affineScalarReplace on one function:
 *   1. store-to-load forwarding: an affine.load whose location an
 *      affine.store with an equal access (same memref, same subscripts)
 *      wrote before it (the store dominates the load, reaches it, and
 *      nothing in between may write there) is replaced by the stored value;
 *   2. an affine.store another one to the same location in the same region
 *      overwrites later, with nothing in between that may read it, is
 *      erased;
 *   3. an allocation a load of which was forwarded and that is now only
 *      stored to and deallocated is erased with its stores and dealloc;
 *   4. a load of a location an earlier load read, with nothing in between
 *      that may write it, is replaced by that load (the one that dominates
 *      all such).
 * The analyses are in affine_analysis.c. */
#include "transforms/affine_analysis.h"

#include <stdlib.h>

typedef CMIR_VEC(CmirOp *) OpVec;
typedef CMIR_VEC(CmirValue *) ValVec;

static bool collect(CmirOp *op, void *user) {
  OpVec *v = user;
  if (cmir_aff_is_access(op))
    cmir_vec_push(v, op);
  return true;
}

static bool contains(OpVec *v, CmirOp *op) {
  for (uint32_t i = 0; i < v->len; i++)
    if (v->data[i] == op)
      return true;
  return false;
}

/* mustReachAtInnermost: a dependence from store to load in the same
 * iteration of their common loops. */
static bool must_reach(CmirOp *store, CmirOp *load) {
  if (cmir_aff_scope(store) != cmir_aff_scope(load))
    return false;
  uint32_t n = cmir_aff_common_loops(store, load);
  return cmir_aff_dependence(store, load, n + 1) == CMIR_AFF_DEP_HAS;
}

static void forward(CmirOp *load, OpVec *dead, ValVec *memrefs) {
  CmirValue *m = cmir_aff_memref(load);
  CmirOp *from = NULL;
  for (CmirUse *u = m->uses; u && !from; u = u->next) {
    CmirOp *st = u->owner;
    if (!cmir_aff_is_write(st) || cmir_aff_memref(st) != m || !cmir_aff_access_equal(st, load) ||
        !cmir_aff_dominates(st, load) || !must_reach(st, load) ||
        !cmir_aff_no_intervening(st, load, true))
      continue;
    from = st;
  }
  if (!from || from->opnds[0].value->type != load->results[0].type)
    return;
  cmir_value_replace_all_uses(&load->results[0], from->opnds[0].value);
  cmir_vec_push(dead, load);
  for (uint32_t i = 0; i < memrefs->len; i++)
    if (memrefs->data[i] == m)
      return;
  cmir_vec_push(memrefs, m);
}

static bool postdominates(CmirOp *b, CmirOp *a) {
  return a->block == b->block && a != b && cmir_op_before_in_block(a, b);
}

static void unused_store(CmirOp *a, OpVec *dead) {
  CmirValue *m = cmir_aff_memref(a);
  for (CmirUse *u = m->uses; u; u = u->next) {
    CmirOp *b = u->owner;
    if (b == a || !cmir_aff_is_write(b) || cmir_aff_memref(b) != m ||
        b->block->parent != a->block->parent || !cmir_aff_access_equal(b, a) ||
        !postdominates(b, a) || !cmir_aff_no_intervening(a, b, false))
      continue;
    cmir_vec_push(dead, a);
    return;
  }
}

static void load_cse(CmirOp *a, OpVec *dead) {
  CmirValue *m = cmir_aff_memref(a);
  OpVec cand = {0};
  for (CmirUse *u = m->uses; u; u = u->next) {
    CmirOp *b = u->owner;
    if (b == a || !cmir_op_isa(b, CMIR_OP_AFFINE_LOAD) || cmir_aff_memref(b) != m ||
        contains(dead, b) || !cmir_aff_access_equal(b, a) || !cmir_aff_dominates(b, a) ||
        !cmir_aff_no_intervening(b, a, true) || b->results[0].type != a->results[0].type)
      continue;
    cmir_vec_push(&cand, b);
  }
  CmirOp *best = NULL;
  for (uint32_t i = 0; i < cand.len && !best; i++) {
    bool all = true;
    for (uint32_t j = 0; j < cand.len && all; j++)
      all = i == j || cmir_aff_dominates(cand.data[i], cand.data[j]);
    if (all)
      best = cand.data[i];
  }
  cmir_vec_free(&cand);
  if (!best)
    return;
  cmir_value_replace_all_uses(&a->results[0], &best->results[0]);
  cmir_vec_push(dead, a);
}

/* A memref made by memref.alloc or memref.alloca that is now only stored
 * to and deallocated: erased with those users. */
static void erase_if_write_only(CmirValue *m) {
  CmirOp *def = cmir_value_def(m);
  if (!def || !(cmir_op_isa(def, CMIR_OP_MEMREF_ALLOC) || cmir_op_isa(def, CMIR_OP_MEMREF_ALLOCA)))
    return;
  for (CmirUse *u = m->uses; u; u = u->next) {
    CmirOp *o = u->owner;
    if (!(cmir_aff_is_write(o) && o->opnds[1].value == m && o->opnds[0].value != m) &&
        !cmir_op_isa(o, CMIR_OP_MEMREF_DEALLOC))
      return;
  }
  while (m->uses)
    cmir_op_erase(m->uses->owner);
  cmir_op_erase(def);
}

static void erase_all(OpVec *v) {
  for (uint32_t i = 0; i < v->len; i++)
    cmir_op_erase(v->data[i]);
  v->len = 0;
}

CmirStatus cmir_pass_affine_scalrep(CmirOp *func, const char *options) {
  CmirPassOption o;
  if (options && cmir_pass_option_next(&options, &o))
    return cmir_pass_option_unknown(cmir_op_context(func), &o);
  OpVec acc = {0}, dead = {0};
  ValVec memrefs = {0};
  cmir_op_walk(func, collect, &acc);
  for (uint32_t i = 0; i < acc.len; i++)
    if (!cmir_aff_is_write(acc.data[i]))
      forward(acc.data[i], &dead, &memrefs);
  erase_all(&dead);
  acc.len = 0;
  cmir_op_walk(func, collect, &acc);
  for (uint32_t i = 0; i < acc.len; i++)
    if (cmir_aff_is_write(acc.data[i]))
      unused_store(acc.data[i], &dead);
  erase_all(&dead);
  for (uint32_t i = 0; i < memrefs.len; i++)
    erase_if_write_only(memrefs.data[i]);
  acc.len = 0;
  cmir_op_walk(func, collect, &acc);
  for (uint32_t i = 0; i < acc.len; i++)
    if (!cmir_aff_is_write(acc.data[i]))
      load_cse(acc.data[i], &dead);
  erase_all(&dead);
  cmir_vec_free(&acc);
  cmir_vec_free(&dead);
  cmir_vec_free(&memrefs);
  return CMIR_OK;
}
