/* Common sub-expression elimination: a pure op without regions whose name,
 * operands, properties, attributes and result types equal those of a
 * dominating op is replaced by it. The scope follows dominance in the
 * region tree: a block sees what its enclosing blocks defined before it;
 * isolated-from-above regions start empty; each block of a multi-block
 * region sees only its enclosing scope (a conservative choice). Ops that are
 * trivially dead when reached are erased, as MLIR's CSE does. */
#include "transforms/transforms.h"

#include <stdlib.h>

typedef CMIR_VEC(CmirOp *) OpVec;

typedef struct Cse {
  CmirHtab table;
  CMIR_VEC(CmirOp *) undo;
  OpVec *dead; /* trivially dead ops, erased when the walk ends */
} Cse;

static uint64_t op_hash(const CmirOp *op) {
  uint64_t h = cmir_hash_mix(0xc5e, (uint64_t)(uintptr_t)op->info);
  for (uint32_t i = 0; i < op->nopnds; i++)
    h = cmir_hash_mix(h, (uint64_t)(uintptr_t)op->opnds[i].value);
  h = cmir_hash_mix(h, (uint64_t)(uintptr_t)op->props);
  h = cmir_hash_mix(h, (uint64_t)(uintptr_t)op->attrs);
  for (uint32_t i = 0; i < op->nresults; i++)
    h = cmir_hash_mix(h, (uint64_t)(uintptr_t)op->results[i].type);
  return h;
}

static bool op_eq(const void *item, const void *key) {
  const CmirOp *a = item, *b = key;
  if (a->info != b->info || a->nopnds != b->nopnds || a->nresults != b->nresults ||
      a->props != b->props || a->attrs != b->attrs)
    return false;
  for (uint32_t i = 0; i < a->nopnds; i++)
    if (a->opnds[i].value != b->opnds[i].value)
      return false;
  for (uint32_t i = 0; i < a->nresults; i++)
    if (a->results[i].type != b->results[i].type)
      return false;
  return true;
}

static bool cse_candidate(const CmirOp *op) {
  return op->info->def && (op->info->traits & CMIR_TRAIT_PURE) && !op->nregions &&
         !op->nsuccs && !(op->info->traits & CMIR_TRAIT_TERMINATOR) && op->nresults;
}

static void cse_region(Cse *c, CmirRegion *r);

static void cse_block(Cse *c, CmirBlock *b) {
  uint32_t mark = c->undo.len;
  for (CmirOp *op = b->first; op;) {
    CmirOp *next = op->next;
    /* As MLIR's CSE: an op already dead when the walk reaches it is erased
     * (at the end of the walk, so what it uses stays used until then). */
    if (!(op->info->traits & CMIR_TRAIT_TERMINATOR) && cmir_op_is_trivially_dead(op)) {
      cmir_vec_push(c->dead, op);
      op = next;
      continue;
    }
    if (cse_candidate(op)) {
      uint64_t h = op_hash(op);
      CmirOp *prev = cmir_htab_find(&c->table, h, op_eq, op);
      if (prev) {
        for (uint32_t i = 0; i < op->nresults; i++)
          cmir_value_replace_all_uses(&op->results[i], &prev->results[i]);
        cmir_op_erase(op);
        op = next;
        continue;
      }
      cmir_htab_insert(&c->table, h, op);
      cmir_vec_push(&c->undo, op);
    }
    for (uint32_t i = 0; i < op->nregions; i++) {
      if (op->info->traits & CMIR_TRAIT_ISOLATED) {
        Cse inner;
        cmir_htab_init(&inner.table, 64);
        memset(&inner.undo, 0, sizeof inner.undo);
        inner.dead = c->dead;
        cse_region(&inner, &cmir_op_regions(op)[i]);
        cmir_htab_free(&inner.table);
        cmir_vec_free(&inner.undo);
      } else {
        cse_region(c, &cmir_op_regions(op)[i]);
      }
    }
    op = next;
  }
  while (c->undo.len > mark) {
    CmirOp *op = c->undo.data[--c->undo.len];
    cmir_htab_remove(&c->table, op_hash(op), op);
  }
}

static void cse_region(Cse *c, CmirRegion *r) {
  for (CmirBlock *b = r->first; b; b = b->next)
    cse_block(c, b);
}

CmirStatus cmir_pass_cse(CmirOp *module, const char *options) {
  (void)options;
  Cse c;
  OpVec dead = {0};
  cmir_htab_init(&c.table, 256);
  memset(&c.undo, 0, sizeof c.undo);
  c.dead = &dead;
  for (uint32_t i = 0; i < module->nregions; i++)
    cse_region(&c, &cmir_op_regions(module)[i]);
  for (uint32_t i = 0; i < dead.len; i++)
    cmir_op_erase(dead.data[i]);
  cmir_vec_free(&dead);
  cmir_htab_free(&c.table);
  cmir_vec_free(&c.undo);
  return CMIR_OK;
}
