/* The cf dialect in the interpreter (and the LLVM dialect's branches):
 * branches carry their block-argument moves, sequentialised. */
#include "compile.h"

#include "dialect/dialects.h"

#include <stdlib.h>

/* cf's ops, and llvm.br / cond_br / switch. */
CmirInterpStatus cmir_icomp_cf(Comp *c, CmirOp *op) {
  switch (cmir_op_id(op)) {
  case CMIR_OP_CF_BR:
  case CMIR_OP_LLVM_BR:
    emit(c, IOP_BR);
    cmir_icomp_emit_block_edge(c, cmir_op_succs(op)[0].block, op->opnds, op->nopnds);
    return CMIR_INTERP_OK;
  case CMIR_OP_CF_COND_BR:
  case CMIR_OP_LLVM_COND_BR: {
    uint32_t s0, n0, s1, n1;
    cmir_op_successor_operands(op, 0, &s0, &n0);
    cmir_op_successor_operands(op, 1, &s1, &n1);
    Edge t = cmir_icomp_block_edge(c, cmir_op_succs(op)[0].block, op->opnds + s0, n0);
    Edge f = cmir_icomp_block_edge(c, cmir_op_succs(op)[1].block, op->opnds + s1, n1);
    cmir_icomp_emit_cbr(c, op, op->opnds[0].value, &t, &f);
    return CMIR_INTERP_OK;
  }
  case CMIR_OP_CF_SWITCH:
  case CMIR_OP_LLVM_SWITCH: {
    const CmirType *ft = op->opnds[0].value->type;
    uint32_t w = int_width(ft);
    if (!w || w > 64)
      return unsupported(c, op, "cf.switch flags wider than 64 bits");
    const CmirAttr *cv = cmir_op_get_prop(op, "case_values");
    uint32_t ncases = op->nsuccs - 1;
    uint64_t *vals = cmir_xcalloc(ncases + 1, sizeof(uint64_t));
    if (ncases) {
      if (!cv || cv->kind != CMIR_ATTR_DENSE) {
        free(vals);
        return unsupported(c, op, "malformed cf.switch");
      }
      uint32_t eb = cmir_dense_elem_bytes(cv->dense.type->shaped.elem);
      for (uint32_t i = 0; i < ncases; i++) {
        uint64_t v = 0;
        const char *p = (const char *)cv->dense.data + ((cv->flags & 1) ? 0 : (size_t)i * eb);
        memcpy(&v, p, eb < 8 ? eb : 8);
        vals[i] = cmir_zext(v, w);
      }
    }
    Edge *edges = cmir_xcalloc(ncases + 1, sizeof(Edge));
    for (uint32_t i = 0; i <= ncases; i++) {
      uint32_t s, k;
      cmir_op_successor_operands(op, i, &s, &k);
      edges[i] = cmir_icomp_block_edge(c, cmir_op_succs(op)[i].block, op->opnds + s, k);
    }
    cmir_icomp_emit_switch(c, op, op->opnds[0].value, ncases, vals, edges);
    free(vals);
    free(edges);
    return CMIR_INTERP_OK;
  }
  case CMIR_OP_CF_ASSERT:
    cmir_icomp_emit_pcheck(c, op, op->opnds[0].value, PU_ASSERT);
    emit(c, IOP_ASSERT);
    emit(c, slot_of(c, op->opnds[0].value));
    emit(c, op_index(c, op));
    return CMIR_INTERP_OK;
  default:
    return unsupported(c, op, "unsupported cf op");
  }
}
