/* scf-for-loop-range-folding: MLIR 19's folding of index arithmetic on an
 * scf.for's induction variable into the loop's range.
 *
 * Loops are visited post-order. While the induction variable has exactly
 * one use, by an arith.addi or arith.muli whose other operands are defined
 * outside the loop, the op is copied in front of the loop once per bound it
 * changes, with the induction variable replaced by that bound: addi moves
 * the lower and upper bounds, muli the upper bound and the step (the lower
 * bound stays, as in MLIR). The op's uses then take the induction variable
 * and the op goes. */
#include "dialect/dialects.h"
#include "transforms/transforms.h"

#include <stdlib.h>

typedef CMIR_VEC(CmirOp *) OpVec;

static bool defined_outside(CmirOp *loop, CmirValue *v) {
  CmirBlock *b = v->is_arg ? cmir_value_block(v) : cmir_value_def(v)->block;
  CmirOp *p = b && b->parent ? b->parent->parent : NULL;
  return !p || !cmir_op_is_ancestor(loop, p);
}

/* user copied before loop, with iv replaced by v. */
static CmirValue *copy_with(CmirOp *loop, CmirOp *user, CmirValue *iv, CmirValue *v) {
  CmirValue *ops[2];
  for (uint32_t i = 0; i < 2; i++)
    ops[i] = user->opnds[i].value == iv ? v : user->opnds[i].value;
  CmirOp *c = cmir_op_create_simple(cmir_op_context(loop), cmir_op_id(user), user->loc, 2, ops,
                                    user->results[0].type, user->props);
  c->attrs = user->attrs;
  cmir_block_insert_before(loop, c);
  return &c->results[0];
}

static void fold_loop(CmirOp *loop) {
  CmirValue *iv = cmir_op_regions(loop)[0].first->args[0];
  while (iv->uses && !iv->uses->next) {
    CmirOp *user = iv->uses->owner;
    bool add = cmir_op_isa(user, CMIR_OP_ARITH_ADDI);
    if (!add && !cmir_op_isa(user, CMIR_OP_ARITH_MULI))
      break;
    bool ok = true;
    for (uint32_t i = 0; i < user->nopnds; i++)
      if (user->opnds[i].value != iv && !defined_outside(loop, user->opnds[i].value))
        ok = false;
    if (!ok)
      break;
    if (add) {
      CmirValue *lb = copy_with(loop, user, iv, loop->opnds[0].value);
      CmirValue *ub = copy_with(loop, user, iv, loop->opnds[1].value);
      cmir_op_set_operand(loop, 0, lb);
      cmir_op_set_operand(loop, 1, ub);
    } else {
      CmirValue *ub = copy_with(loop, user, iv, loop->opnds[1].value);
      CmirValue *st = copy_with(loop, user, iv, loop->opnds[2].value);
      cmir_op_set_operand(loop, 1, ub);
      cmir_op_set_operand(loop, 2, st);
    }
    cmir_value_replace_all_uses(&user->results[0], iv);
    cmir_op_erase(user);
  }
}

static bool collect(CmirOp *op, void *user) {
  if (cmir_op_isa(op, CMIR_OP_SCF_FOR))
    cmir_vec_push((OpVec *)user, op);
  return true;
}

/* Post-order: a loop after the loops nested in it. */
static void post_order(CmirOp *op, OpVec *out) {
  for (uint32_t r = 0; r < op->nregions; r++)
    for (CmirBlock *b = cmir_op_regions(op)[r].first; b; b = b->next)
      for (CmirOp *o = b->first; o; o = o->next)
        post_order(o, out);
  collect(op, out);
}

CmirStatus cmir_pass_scf_for_loop_range_folding(CmirOp *op, const char *options) {
  CmirPassOption o;
  if (options && cmir_pass_option_next(&options, &o))
    return cmir_pass_option_unknown(cmir_op_context(op), &o);
  OpVec loops = {0};
  post_order(op, &loops);
  for (uint32_t i = 0; i < loops.len; i++)
    fold_loop(loops.data[i]);
  cmir_vec_free(&loops);
  return CMIR_OK;
}
