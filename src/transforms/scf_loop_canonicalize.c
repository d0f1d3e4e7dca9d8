/* scf-for-loop-canonicalization: MLIR 19's patterns of the pass applied by
 * the greedy rewrite driver.
 *
 * - affine.min and affine.max whose operands include induction variables of
 *   scf.for or scf.parallel loops with constant steps: replaced by an
 *   affine.apply of the one result that the loop bounds prove smallest
 *   (largest), src/transforms/loop_bounds.c.
 * - memref.dim of an scf.for iteration argument whose yielded value is the
 *   argument again (through nested scf.for loops that keep it): the dim of
 *   the loop's initial value; memref.dim of such a loop result likewise. */
#include "dialect/dialects.h"
#include "transforms/loop_bounds.h"
#include "transforms/transforms.h"

#include <stdlib.h>

/* The loop whose induction variable v is (its lb, ub, step), if any. */
static bool loop_of_iv(CmirValue *v, CmirValue **lb, CmirValue **ub, CmirValue **step) {
  if (!v->is_arg)
    return false;
  CmirBlock *b = cmir_value_block(v);
  CmirOp *p = b && b->parent ? b->parent->parent : NULL;
  if (!p || b != b->parent->first)
    return false;
  if (cmir_op_isa(p, CMIR_OP_SCF_FOR)) {
    if (v->index != 0)
      return false;
    *lb = p->opnds[0].value;
    *ub = p->opnds[1].value;
    *step = p->opnds[2].value;
    return true;
  }
  if (cmir_op_isa(p, CMIR_OP_SCF_PARALLEL)) {
    uint32_t s0, n0, s1, n1, s2, n2;
    cmir_op_operand_group(p, 0, &s0, &n0);
    cmir_op_operand_group(p, 1, &s1, &n1);
    cmir_op_operand_group(p, 2, &s2, &n2);
    if (v->index >= n0 || n0 != n1 || n0 != n2)
      return false;
    *lb = p->opnds[s0 + v->index].value;
    *ub = p->opnds[s1 + v->index].value;
    *step = p->opnds[s2 + v->index].value;
    return true;
  }
  return false;
}

static bool minmax_in_loop(CmirPatRewriter *rw, CmirOp *op) {
  CmirBoundSys *s = cmir_bsys_create();
  bool ok = true;
  for (uint32_t i = 0; i < op->nopnds && ok; i++) {
    CmirValue *v = op->opnds[i].value, *lb, *ub, *step;
    bool seen = false;
    for (uint32_t j = 0; j < i; j++)
      seen |= op->opnds[j].value == v;
    if (!seen && loop_of_iv(v, &lb, &ub, &step))
      ok = cmir_bsys_add_loop(s, v, lb, ub, step);
  }
  CmirOp *a = ok ? cmir_bsys_minmax_apply(s, op) : NULL;
  cmir_bsys_free(s);
  if (!a)
    return false;
  rw->insert(rw, op, a);
  CmirValue *r = &a->results[0];
  rw->replace(rw, op, &r);
  return true;
}

/* The yielded value of iteration argument arg of loop is the argument
 * itself, possibly through nested loops doing the same (isShapePreserving). */
static bool keeps_shape(CmirOp *loop, uint32_t arg) {
  CmirBlock *body = cmir_op_regions(loop)[0].first;
  CmirOp *y = body ? body->last : NULL;
  if (!y || !cmir_op_isa(y, CMIR_OP_SCF_YIELD) || arg >= y->nopnds || arg + 1 >= body->nargs)
    return false;
  CmirValue *v = y->opnds[arg].value;
  for (int guard = 0; v && guard < 1000; guard++) {
    if (v == body->args[arg + 1])
      return true;
    if (v->is_arg)
      return false;
    CmirOp *d = cmir_value_def(v);
    if (!cmir_op_isa(d, CMIR_OP_SCF_FOR) || !keeps_shape(d, v->index))
      return false;
    v = d->opnds[3 + v->index].value;
  }
  return false;
}

static bool dim_fold(CmirPatRewriter *rw, CmirOp *op) {
  CmirValue *src = op->opnds[0].value;
  CmirValue *init = NULL;
  if (src->is_arg) {
    CmirBlock *b = cmir_value_block(src);
    CmirOp *p = b && b->parent ? b->parent->parent : NULL;
    if (p && cmir_op_isa(p, CMIR_OP_SCF_FOR) && src->index > 0 &&
        keeps_shape(p, src->index - 1))
      init = p->opnds[3 + src->index - 1].value;
  } else {
    CmirOp *d = cmir_value_def(src);
    if (cmir_op_isa(d, CMIR_OP_SCF_FOR) && keeps_shape(d, src->index))
      init = d->opnds[3 + src->index].value;
  }
  if (!init)
    return false;
  cmir_op_set_operand(op, 0, init);
  rw->modified(rw, op);
  return true;
}

static bool patterns(CmirPatRewriter *rw, CmirOp *op) {
  if (cmir_op_isa(op, CMIR_OP_AFFINE_MIN) || cmir_op_isa(op, CMIR_OP_AFFINE_MAX))
    return minmax_in_loop(rw, op);
  if (cmir_op_isa(op, CMIR_OP_MEMREF_DIM))
    return dim_fold(rw, op);
  return false;
}

CmirStatus cmir_pass_scf_for_loop_canonicalization(CmirOp *op, const char *options) {
  CmirPassOption o;
  if (options && cmir_pass_option_next(&options, &o))
    return cmir_pass_option_unknown(cmir_op_context(op), &o);
  cmir_apply_patterns_greedy(op, patterns, NULL);
  return CMIR_OK;
}
