/* The scf dialect in the interpreter: regions laid out inline as blocks
 * (the driver's region stack says where each yield goes); scf.for and
 * scf.while become loops of branches, scf.if and scf.index_switch
 * conditional branches and switches. */
#include "compile.h"

#include "dialect/dialects.h"

#include <stdlib.h>

static CmirInterpStatus compile_scf_for(Comp *c, CmirOp *op) {
  CmirBlock *body = cmir_op_regions(op)[0].first;
  if (!body || op->nopnds < 3 || body->nargs != op->nopnds - 2)
    return unsupported(c, op, "malformed scf.for");
  uint32_t w = int_width(op->opnds[0].value->type);
  if (!w || w > 64)
    return unsupported(c, op, "scf.for induction variables wider than 64 bits");
  for (uint32_t i = 0; i < 3; i++)
    cmir_icomp_emit_pcheck(c, op, op->opnds[i].value, PU_BRANCH);
  /* iv := lb, iter_i := init_i */
  MoveVec mv = {0};
  cmir_icomp_add_moves(c, &mv, &body->args[0], 1, &op->opnds[0], 1);
  cmir_icomp_add_moves(c, &mv, &body->args[1], body->nargs - 1, &op->opnds[3], op->nopnds - 3);
  cmir_icomp_emit_moves(c, &mv);
  cmir_vec_free(&mv);
  uint32_t exit = new_label(c);
  emit(c, IOP_FOR_ENTER);
  emit(c, slot_of(c, body->args[0]));
  emit(c, slot_of(c, op->opnds[1].value));
  emit(c, slot_of(c, op->opnds[2].value));
  emit(c, w);
  emit(c, op_index(c, op));
  emit_label_ref(c, exit);
  emit(c, block_steps(body));
  push_region(c, op, exit);
  CmirInterpStatus st = cmir_icomp_region_blocks(c, &cmir_op_regions(op)[0]);
  c->regions.len--;
  place_label(c, exit);
  return st;
}

/* An op's regions in order, between push and pop of its region context,
 * ending at the label JOIN. */
CmirInterpStatus cmir_icomp_arms(Comp *c, CmirOp *op, uint32_t join) {
  push_region(c, op, join);
  CmirInterpStatus st = CMIR_INTERP_OK;
  for (uint32_t i = 0; i < op->nregions && !st; i++)
    st = cmir_icomp_region_blocks(c, &cmir_op_regions(op)[i]);
  c->regions.len--;
  place_label(c, join);
  return st;
}

/* scf.if and affine.if: branch on COND (or, when it is NULL, on the slot
 * COND_SLOT) to the then block, or to the else block or the join. */
CmirInterpStatus cmir_icomp_if(Comp *c, CmirOp *op, const CmirValue *cond, uint32_t cond_slot) {
  CmirBlock *tb = cmir_op_regions(op)[0].first, *eb = op->nregions > 1 ? cmir_op_regions(op)[1].first : NULL;
  uint32_t join = new_label(c);
  Edge t = label_edge(cmir_icomp_block_label(c, tb), block_steps(tb));
  Edge f = eb ? label_edge(cmir_icomp_block_label(c, eb), block_steps(eb)) : label_edge(join, 0);
  if (cond)
    cmir_icomp_emit_cbr(c, op, cond, &t, &f);
  else
    cmir_icomp_emit_cbr_slot(c, cond_slot, &t, &f);
  return cmir_icomp_arms(c, op, join);
}

static CmirInterpStatus compile_scf_while(Comp *c, CmirOp *op) {
  CmirBlock *before = cmir_op_regions(op)[0].first, *after = cmir_op_regions(op)[1].first;
  if (!before || !after)
    return unsupported(c, op, "malformed scf.while");
  uint32_t join = new_label(c);
  emit(c, IOP_BR);
  cmir_icomp_emit_block_edge(c, before, op->opnds, op->nopnds);
  return cmir_icomp_arms(c, op, join);
}

static CmirInterpStatus compile_scf_execute_region(Comp *c, CmirOp *op) {
  return cmir_icomp_inline_region(c, op);
}

static CmirInterpStatus compile_scf_index_switch(Comp *c, CmirOp *op) {
  const CmirAttr *cases = cmir_op_get_prop(op, "cases");
  if (!cases || cases->kind != CMIR_ATTR_DENSE_ARRAY || cases->darr.n + 1 != op->nregions)
    return unsupported(c, op, "malformed scf.index_switch");
  uint32_t n = cases->darr.n;
  uint64_t *vals = cmir_xmalloc(sizeof(uint64_t) * (n + 1));
  for (uint32_t i = 0; i < n; i++)
    vals[i] = (uint64_t)((const int64_t *)cases->darr.data)[i];
  uint32_t join = new_label(c);
  Edge *edges = cmir_xcalloc(n + 1, sizeof(Edge));
  for (uint32_t i = 0; i <= n; i++) {
    CmirBlock *b = cmir_op_regions(op)[i].first;
    edges[i] = label_edge(cmir_icomp_block_label(c, b), block_steps(b));
  }
  cmir_icomp_emit_switch(c, op, op->opnds[0].value, n, vals, edges);
  free(vals);
  free(edges);
  return cmir_icomp_arms(c, op, join);
}

CmirInterpStatus cmir_icomp_yield(Comp *c, CmirOp *op) {
  CmirOp *owner = cmir_op_parent(op);
  RegionCtx *rc = owner ? region_of(c, owner) : NULL;
  if (!rc)
    return unsupported(c, op, "scf.yield outside a supported scf op");
  bool affine_for = cmir_op_isa(owner, CMIR_OP_AFFINE_FOR);
  if (cmir_op_isa(owner, CMIR_OP_SCF_FOR) || affine_for) {
    CmirBlock *body = cmir_op_regions(owner)[0].first;
    cmir_icomp_emit_value_moves(c, &body->args[1], body->nargs - 1, op->opnds, op->nopnds);
    emit(c, IOP_FOR_NEXT);
    emit(c, slot_of(c, body->args[0]));
    emit(c, affine_for ? rc->ub : slot_of(c, owner->opnds[1].value));
    emit(c, affine_for ? rc->step : slot_of(c, owner->opnds[2].value));
    emit(c, affine_for ? 64 : int_width(owner->opnds[0].value->type));
    emit_label_ref(c, cmir_icomp_block_label(c, body));
    emit(c, block_steps(body));
    return CMIR_INTERP_OK;
  }
  if (cmir_op_isa(owner, CMIR_OP_SCF_WHILE)) {
    /* after region: back to the before region with the yielded values */
    emit(c, IOP_BR);
    cmir_icomp_emit_block_edge(c, cmir_op_regions(owner)[0].first, op->opnds, op->nopnds);
    return CMIR_INTERP_OK;
  }
  /* if, execute_region, index_switch: to the results, then after the op */
  CmirValue **res = cmir_xmalloc(sizeof(CmirValue *) * (owner->nresults + 1));
  for (uint32_t i = 0; i < owner->nresults; i++)
    res[i] = &owner->results[i];
  MoveVec mv = {0};
  cmir_icomp_add_moves(c, &mv, res, owner->nresults, op->opnds, op->nopnds);
  free(res);
  emit(c, IOP_BR);
  cmir_icomp_emit_edge(c, rc->join, 0, &mv);
  cmir_vec_free(&mv);
  return CMIR_INTERP_OK;
}

static CmirInterpStatus compile_condition(Comp *c, CmirOp *op) {
  CmirOp *owner = cmir_op_parent(op);
  RegionCtx *rc = owner ? region_of(c, owner) : NULL;
  if (!rc || !cmir_op_isa(owner, CMIR_OP_SCF_WHILE))
    return unsupported(c, op, "scf.condition outside scf.while");
  CmirBlock *after = cmir_op_regions(owner)[1].first;
  Edge t = cmir_icomp_block_edge(c, after, op->opnds + 1, op->nopnds - 1);
  CmirValue **res = cmir_xmalloc(sizeof(CmirValue *) * (owner->nresults + 1));
  for (uint32_t i = 0; i < owner->nresults; i++)
    res[i] = &owner->results[i];
  Edge f = label_edge(rc->join, 0);
  cmir_icomp_add_moves(c, &f.mv, res, owner->nresults, op->opnds + 1, op->nopnds - 1);
  free(res);
  cmir_icomp_emit_cbr(c, op, op->opnds[0].value, &t, &f);
  return CMIR_INTERP_OK;
}

CmirInterpStatus cmir_icomp_scf(Comp *c, CmirOp *op) {
  switch (cmir_op_id(op)) {
  case CMIR_OP_SCF_FOR:
    return compile_scf_for(c, op);
  case CMIR_OP_SCF_IF:
    return cmir_icomp_if(c, op, op->opnds[0].value, 0);
  case CMIR_OP_SCF_WHILE:
    return compile_scf_while(c, op);
  case CMIR_OP_SCF_EXECUTE_REGION:
    return compile_scf_execute_region(c, op);
  case CMIR_OP_SCF_INDEX_SWITCH:
    return compile_scf_index_switch(c, op);
  case CMIR_OP_SCF_YIELD:
    return cmir_icomp_yield(c, op);
  case CMIR_OP_SCF_CONDITION:
    return compile_condition(c, op);
  default:
    return cmir_icomp_unknown_op(c, op);
  }
}
