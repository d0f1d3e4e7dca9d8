/* control-flow-sink: MLIR 19's sinking of side-effect-free ops into the
 * regions of region-branch ops that run at most once (scf.if and
 * scf.index_switch, the ops cmir has that bound their regions so).
 *
 * Ops are visited post-order; for each such region, every op directly in
 * it looks at the defining ops of its operands (uses in nested regions do
 * not pull ops in): one defined outside the region, without memory effects,
 * whose users are all inside the region (nested or not) moves to the front
 * of the region's entry block, and its own operands are looked at in turn
 * (depth-first, as MLIR's Sinker). */
#include "dialect/dialects.h"
#include "transforms/transforms.h"

#include <stdlib.h>

typedef CMIR_VEC(CmirOp *) OpVec;

/* MLIR's isMemoryEffectFree. */
static bool effect_free(CmirOp *op) {
  if (!op->info->def)
    return false;
  uint32_t t = op->info->traits;
  if (t & CMIR_TRAIT_RECURSIVE_EFFECTS) {
    for (uint32_t i = 0; i < op->nregions; i++)
      for (CmirBlock *b = cmir_op_regions(op)[i].first; b; b = b->next)
        for (CmirOp *o = b->first; o; o = o->next)
          if (!effect_free(o))
            return false;
    return true;
  }
  return t & CMIR_TRAIT_PURE;
}

static bool region_contains(CmirRegion *r, CmirBlock *b) {
  while (b) {
    if (b->parent == r)
      return true;
    CmirOp *p = b->parent ? b->parent->parent : NULL;
    b = p ? p->block : NULL;
  }
  return false;
}

static bool users_inside(CmirOp *op, CmirRegion *r) {
  for (uint32_t i = 0; i < op->nresults; i++)
    for (CmirUse *u = op->results[i].uses; u; u = u->next)
      if (!region_contains(r, u->owner->block))
        return false;
  return true;
}

static void try_sink_operands(CmirOp *user, CmirRegion *r, OpVec *stack) {
  for (uint32_t i = 0; i < user->nopnds; i++) {
    CmirOp *d = cmir_value_def(user->opnds[i].value);
    if (!d || region_contains(r, d->block))
      continue;
    if (users_inside(d, r) && effect_free(d)) {
      CmirBlock *entry = r->first;
      cmir_op_remove(d);
      if (entry->first)
        cmir_block_insert_before(entry->first, d);
      else
        cmir_block_append(entry, d);
      cmir_vec_push(stack, d);
    }
  }
}

static void sink_region(CmirRegion *r) {
  if (!r->first)
    return;
  OpVec stack = {0};
  for (CmirBlock *b = r->first; b; b = b->next)
    for (CmirOp *o = b->first; o; o = o->next)
      cmir_vec_push(&stack, o);
  while (stack.len)
    try_sink_operands(stack.data[--stack.len], r, &stack);
  cmir_vec_free(&stack);
}

static void visit(CmirOp *op) {
  for (uint32_t i = 0; i < op->nregions; i++)
    for (CmirBlock *b = cmir_op_regions(op)[i].first; b; b = b->next)
      for (CmirOp *o = b->first, *next; o; o = next) {
        next = o->next;
        visit(o);
      }
  if (cmir_op_isa(op, CMIR_OP_SCF_IF) || cmir_op_isa(op, CMIR_OP_SCF_INDEX_SWITCH))
    for (uint32_t i = 0; i < op->nregions; i++)
      sink_region(&cmir_op_regions(op)[i]);
}

CmirStatus cmir_pass_control_flow_sink(CmirOp *op, const char *options) {
  CmirPassOption o;
  if (options && cmir_pass_option_next(&options, &o))
    return cmir_pass_option_unknown(cmir_op_context(op), &o);
  visit(op);
  return CMIR_OK;
}
