/* The func dialect in the interpreter: calls (to compiled functions, to
 * runtime functions, indirect), returns and function constants. */
#include "compile.h"

#include "dialect/dialects.h"

/* ---- calls ---- */

IFunc *cmir_icomp_lookup_func(CmirInterp *I, const CmirAttr *ref) {
  if (!ref || ref->kind != CMIR_ATTR_SYMREF || ref->sym.n != 1)
    return NULL;
  const CmirIdent *n = ref->sym.names[0];
  return cmir_strmap_get(&I->fn_by_name, n->str, n->len);
}

void cmir_icomp_emit_slot_list(Comp *c, const CmirUse *u, uint32_t n) {
  uint32_t total = 0;
  for (uint32_t i = 0; i < n; i++)
    total += cmir_icomp_slots(u[i].value->type);
  emit(c, total);
  for (uint32_t i = 0; i < n; i++) {
    uint32_t s = slot_of(c, u[i].value), k = cmir_icomp_slots(u[i].value->type);
    for (uint32_t j = 0; j < k; j++)
      emit(c, s + j);
  }
}

void cmir_icomp_emit_result_list(Comp *c, CmirOp *op) {
  uint32_t total = 0;
  for (uint32_t i = 0; i < op->nresults; i++)
    total += cmir_icomp_slots(op->results[i].type);
  emit(c, total);
  for (uint32_t i = 0; i < op->nresults; i++) {
    uint32_t s = slot_of(c, &op->results[i]), k = cmir_icomp_slots(op->results[i].type);
    for (uint32_t j = 0; j < k; j++)
      emit(c, s + j);
  }
}

CmirInterpStatus cmir_icomp_call(Comp *c, CmirOp *op) {
  bool indirect = cmir_op_isa(op, CMIR_OP_FUNC_CALL_INDIRECT);
  uint32_t first = indirect ? 1 : 0;
  uint32_t oi = op_index(c, op);
  if (indirect) {
    emit(c, IOP_CALLI);
    emit(c, slot_of(c, op->opnds[0].value));
  } else {
    IFunc *f = cmir_icomp_lookup_func(c->I, cmir_op_get_prop(op, "callee"));
    if (!f)
      return unsupported(c, op, "call to an unknown function");
    if (f->rt < 0 && !cmir_op_regions(f->op)[0].first) {
      if (!c->failed)
        cmir_op_error(op, "no definition for external function @%s", f->name->str);
      c->failed = true;
      return CMIR_INTERP_BAD_INPUT;
    }
    if (f->rt >= 0) {
      for (uint32_t i = 0; i < op->nopnds; i++)
        cmir_icomp_emit_pcheck(c, op, op->opnds[i].value, PU_RUNTIME);
      emit(c, IOP_CALLRT);
    } else {
      emit(c, IOP_CALL);
    }
    emit(c, f->index);
  }
  emit(c, oi);
  cmir_icomp_emit_slot_list(c, op->opnds + first, op->nopnds - first);
  cmir_icomp_emit_result_list(c, op);
  return CMIR_INTERP_OK;
}

CmirInterpStatus cmir_icomp_func(Comp *c, CmirOp *op) {
  switch (cmir_op_id(op)) {
  case CMIR_OP_FUNC_RETURN:
    emit(c, IOP_RET);
    cmir_icomp_emit_slot_list(c, op->opnds, op->nopnds);
    return CMIR_INTERP_OK;
  case CMIR_OP_FUNC_CALL:
  case CMIR_OP_FUNC_CALL_INDIRECT:
    return cmir_icomp_call(c, op);
  case CMIR_OP_FUNC_CONSTANT: {
    IFunc *f = cmir_icomp_lookup_func(c->I, cmir_op_get_prop(op, "value"));
    if (!f)
      return unsupported(c, op, "reference to an unknown function");
    IVal v = {.p = f};
    add_const(c, slot_of(c, &op->results[0]), v);
    return CMIR_INTERP_OK;
  }
  default:
    return cmir_icomp_unknown_op(c, op);
  }
}
