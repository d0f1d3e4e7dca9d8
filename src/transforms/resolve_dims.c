/* resolve-ranked-shaped-type-result-dims: a memref.dim with a constant
 * index of a result whose op can state its result shape (of the memref ops
 * MLIR 19 has, memref.expand_shape, through its output_shape) becomes that
 * size: the output_shape operand, or a constant for a static size. An index
 * out of bounds is left alone. The rewrite runs under the greedy driver,
 * which also folds (memref.dim of static sizes) and erases dead ops. */
#include "transforms/transforms.h"

static bool dim_of_expand(CmirPatRewriter *rw, CmirOp *dim) {
  CmirOp *e = cmir_value_def(dim->opnds[0].value);
  const CmirAttr *ia = cmir_constant_value(dim->opnds[1].value);
  if (!e || !cmir_op_isa(e, CMIR_OP_MEMREF_EXPAND_SHAPE) || !ia || ia->kind != CMIR_ATTR_INTEGER)
    return false;
  const CmirType *rt = e->results[0].type;
  const CmirAttr *so = cmir_op_get_prop(e, "static_output_shape");
  int64_t i = cmir_attr_int_value(ia);
  if (!so || so->kind != CMIR_ATTR_DENSE_ARRAY || so->darr.n != rt->shaped.rank || i < 0 ||
      i >= (int64_t)so->darr.n)
    return false;
  const int64_t *sd = so->darr.data;
  CmirValue *v;
  if (sd[i] != CMIR_DYNAMIC) {
    CmirContext *ctx = cmir_op_context(dim);
    CmirOp *c = cmir_op_create_prop(ctx, CMIR_OP_ARITH_CONSTANT, dim->loc, 0, NULL, ctx->index,
                                    "value", cmir_attr_int(ctx, ctx->index, sd[i]));
    rw->insert(rw, dim, c);
    v = &c->results[0];
  } else {
    uint32_t s, n, k = 0;
    cmir_op_operand_group(e, 1, &s, &n);
    for (int64_t j = 0; j < i; j++)
      if (sd[j] == CMIR_DYNAMIC)
        k++;
    if (k >= n)
      return false;
    v = e->opnds[s + k].value;
  }
  rw->replace(rw, dim, &v);
  return true;
}

static bool patterns(CmirPatRewriter *rw, CmirOp *op) {
  return cmir_op_isa(op, CMIR_OP_MEMREF_DIM) && dim_of_expand(rw, op);
}

CmirStatus cmir_pass_resolve_ranked_shaped_type_result_dims(CmirOp *op, const char *options) {
  if (options && *options) {
    CmirLoc none = {0};
    return cmir_error(cmir_op_context(op), none, "<Pass-Options-Parser>: no such option %s",
                      options);
  }
  cmir_apply_patterns_greedy(op, patterns, NULL);
  return CMIR_OK;
}
