/* scf-for-to-while: every scf.for becomes an scf.while carrying the
 * induction variable first, then the iteration arguments, as MLIR 19's
 * ForLoopLoweringPattern applied by the greedy rewrite driver.
 *
 * The "before" region compares the induction variable with the upper bound
 * (arith.cmpi slt) and forwards all carried values; the "after" region adds
 * the step to the induction variable, then runs the loop body, whose yield
 * gains the incremented induction variable in front. Uses of the loop's
 * results move to the while's results after the first. */
#include "dialect/dialects.h"
#include "transforms/transforms.h"

#include <stdlib.h>

static CmirLoc value_loc(CmirValue *v) {
  if (v->is_arg)
    return cmir_block_arg_loc(cmir_value_block(v), v->index);
  return cmir_value_def(v)->loc;
}

static CmirBlock *new_block(CmirRegion *r, CmirBlock *like, CmirOp *loop) {
  CmirBlock *b = cmir_block_create();
  for (uint32_t i = 0; i < like->nargs; i++) {
    cmir_block_add_arg(b, like->args[i]->type);
    /* the induction variable's location, then the init values' */
    CmirLoc l = i ? value_loc(loop->opnds[2 + i].value) : cmir_block_arg_loc(like, 0);
    cmir_block_set_arg_loc(b, i, l);
  }
  cmir_region_append(r, b);
  return b;
}

static bool for_to_while(CmirPatRewriter *rw, CmirOp *op) {
  if (!cmir_op_isa(op, CMIR_OP_SCF_FOR))
    return false;
  CmirContext *ctx = cmir_op_context(op);
  CmirBlock *body = cmir_op_regions(op)[0].first;
  CmirLoc loc = op->loc;

  CmirOpState st;
  cmir_opstate_init(&st, ctx, cmir_op_info_by_id(ctx, CMIR_OP_SCF_WHILE), loc);
  cmir_opstate_add_operand(&st, op->opnds[0].value);
  for (uint32_t i = 3; i < op->nopnds; i++)
    cmir_opstate_add_operand(&st, op->opnds[i].value);
  for (uint32_t i = 0; i < body->nargs; i++)
    cmir_opstate_add_result(&st, body->args[i]->type);
  st.attrs = op->attrs;
  CmirRegion *before = cmir_opstate_add_region(&st);
  CmirRegion *after = cmir_opstate_add_region(&st);
  CmirBlock *bb = new_block(before, body, op);
  CmirBlock *ab = new_block(after, body, op);
  CmirOp *w = cmir_op_create(&st);
  cmir_opstate_free(&st);
  rw->insert(rw, op, w);

  CmirValue *cmp_ops[2] = {bb->args[0], op->opnds[1].value};
  CmirOp *cmp = cmir_op_create_prop(ctx, CMIR_OP_ARITH_CMPI, loc, 2, cmp_ops, ctx->i1, "predicate",
                                    cmir_attr_int(ctx, ctx->i64, 2 /* slt */));
  cmir_block_append(bb, cmp);
  rw->modified(rw, cmp);
  CmirValue **cond = malloc((bb->nargs + 1) * sizeof *cond);
  if (!cond)
    abort();
  cond[0] = &cmp->results[0];
  for (uint32_t i = 0; i < bb->nargs; i++)
    cond[i + 1] = bb->args[i];
  CmirOp *c = cmir_op_create_simple(ctx, CMIR_OP_SCF_CONDITION, loc, bb->nargs + 1, cond, NULL, NULL);
  free(cond);
  cmir_block_append(bb, c);
  rw->modified(rw, c);

  CmirValue *inc_ops[2] = {ab->args[0], op->opnds[2].value};
  CmirOp *inc =
      cmir_op_create_simple(ctx, CMIR_OP_ARITH_ADDI, loc, 2, inc_ops, body->args[0]->type, NULL);
  cmir_block_append(ab, inc);
  rw->modified(rw, inc);

  for (uint32_t i = 0; i < body->nargs; i++)
    cmir_value_replace_all_uses(body->args[i], ab->args[i]);
  while (body->first) {
    CmirOp *o = body->first;
    cmir_op_remove(o);
    cmir_block_append(ab, o);
    rw->modified(rw, o);
  }
  CmirOp *y = ab->last;
  if (cmir_op_isa(y, CMIR_OP_SCF_YIELD)) {
    CmirValue **vals = malloc((y->nopnds + 1) * sizeof *vals);
    if (!vals)
      abort();
    vals[0] = &inc->results[0];
    for (uint32_t i = 0; i < y->nopnds; i++)
      vals[i + 1] = y->opnds[i].value;
    cmir_op_set_operands(y, y->nopnds + 1, vals);
    free(vals);
    rw->modified(rw, y);
  }
  CmirValue **res = malloc((op->nresults + 1) * sizeof *res);
  if (!res)
    abort();
  for (uint32_t i = 0; i < op->nresults; i++)
    res[i] = &w->results[i + 1];
  rw->replace(rw, op, res);
  free(res);
  return true;
}

CmirStatus cmir_pass_scf_for_to_while(CmirOp *op, const char *options) {
  CmirPassOption o;
  if (options && cmir_pass_option_next(&options, &o))
    return cmir_pass_option_unknown(cmir_op_context(op), &o);
  cmir_apply_patterns_greedy(op, for_to_while, NULL);
  return CMIR_OK;
}
