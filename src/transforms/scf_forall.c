/* scf-forall-to-for and scf-forall-to-parallel: every scf.forall without
 * shared outputs becomes a nest of scf.for loops (outermost first) or one
 * scf.parallel, as MLIR 19's forallToForLoop and forallToParallelLoop
 * write them.
 *
 * Bounds and steps that are static become arith.constant ops in front of
 * the loop, lower bounds first, then upper bounds, then steps, one op per
 * element and none shared. The forall's body moves into the innermost
 * scf.for (its induction variables replacing the forall's) or becomes the
 * scf.parallel's body, whose in_parallel terminator becomes scf.reduce.
 * The parallel loop keeps the forall's mapping attribute, nothing else;
 * the for loops keep none. Foralls are rewritten innermost first. */
#include "dialect/dialects.h"
#include "transforms/transforms.h"

#include <stdlib.h>

typedef CMIR_VEC(CmirOp *) OpVec;

static bool collect(CmirOp *op, void *user) {
  if (cmir_op_isa(op, CMIR_OP_SCF_FORALL))
    cmir_vec_push((OpVec *)user, op);
  return true;
}

/* The bounds and steps as values: out[0..n) the lower bounds, then the
 * upper bounds, then the steps (getValueOrCreateConstantIndexOp). */
static void mixed_values(CmirOp *op, uint32_t n, CmirValue **out) {
  CmirContext *ctx = cmir_op_context(op);
  const CmirType *idx = cmir_type_index(ctx);
  for (int w = 0; w < 3; w++)
    for (uint32_t i = 0; i < n; i++) {
      int64_t c = 0;
      CmirValue *v = NULL;
      cmir_scf_forall_bound(op, w, i, &c, &v);
      if (!v) {
        CmirOp *k = cmir_op_create_prop(ctx, CMIR_OP_ARITH_CONSTANT, op->loc, 0, NULL, idx, "value",
                                        cmir_attr_int(ctx, idx, c));
        cmir_block_insert_before(op, k);
        v = &k->results[0];
      }
      out[(uint32_t)w * n + i] = v;
    }
}

/* Moves the ops of the forall's body but its terminator in front of
 * before (at the end of block dst if before is NULL). */
static void move_body(CmirBlock *body, CmirBlock *dst, CmirOp *before) {
  CmirOp *term = body->last;
  for (CmirOp *o = body->first, *next; o && o != term; o = next) {
    next = o->next;
    cmir_op_remove(o);
    if (before)
      cmir_block_insert_before(before, o);
    else
      cmir_block_append(dst, o);
  }
}

static CmirStatus check(CmirOp *op, const char *what) {
  if (op->nresults)
    return cmir_op_error(op, "only fully bufferized scf.forall ops can be lowered to %s", what);
  return CMIR_OK;
}

static uint32_t rank(CmirOp *op) {
  const CmirAttr *a = cmir_op_get_prop(op, "staticLowerBound");
  return a && a->kind == CMIR_ATTR_DENSE_ARRAY ? a->darr.n : 0;
}

static void to_for(CmirOp *op) {
  CmirContext *ctx = cmir_op_context(op);
  const CmirType *idx = cmir_type_index(ctx);
  uint32_t n = rank(op);
  CmirValue **vals = cmir_xcalloc(3 * n + 1, sizeof *vals);
  mixed_values(op, n, vals);
  CmirBlock *body = cmir_op_regions(op)[0].first;
  CmirOp *at = op;         /* where the next loop goes */
  CmirBlock *inner = NULL; /* the innermost loop's body */
  for (uint32_t i = 0; i < n; i++) {
    CmirOpState st;
    cmir_opstate_init(&st, ctx, cmir_op_info_by_id(ctx, CMIR_OP_SCF_FOR), op->loc);
    cmir_opstate_add_operand(&st, vals[i]);
    cmir_opstate_add_operand(&st, vals[n + i]);
    cmir_opstate_add_operand(&st, vals[2 * n + i]);
    CmirBlock *b = cmir_block_create();
    cmir_block_add_arg(b, idx);
    cmir_block_set_arg_loc(b, 0, op->loc);
    cmir_region_append(cmir_opstate_add_region(&st), b);
    cmir_block_append(b,
                      cmir_op_create_simple(ctx, CMIR_OP_SCF_YIELD, op->loc, 0, NULL, NULL, NULL));
    CmirOp *loop = cmir_op_create(&st);
    cmir_opstate_free(&st);
    cmir_block_insert_before(at, loop);
    cmir_value_replace_all_uses(body->args[i], b->args[0]);
    at = b->last;
    inner = b;
  }
  if (inner)
    move_body(body, inner, inner->last);
  else
    move_body(body, NULL, op);
  cmir_op_erase(op);
  free(vals);
}

static void to_parallel(CmirOp *op) {
  CmirContext *ctx = cmir_op_context(op);
  uint32_t n = rank(op);
  CmirValue **vals = cmir_xcalloc(3 * n + 1, sizeof *vals);
  mixed_values(op, n, vals);
  CmirOpState st;
  cmir_opstate_init(&st, ctx, cmir_op_info_by_id(ctx, CMIR_OP_SCF_PARALLEL), op->loc);
  for (uint32_t i = 0; i < 3 * n; i++)
    cmir_opstate_add_operand(&st, vals[i]);
  CmirRegion *r = cmir_opstate_add_region(&st);
  cmir_region_take(r, &cmir_op_regions(op)[0]);
  const CmirAttr *mapping = cmir_op_get_prop(op, "mapping");
  if (mapping)
    cmir_opstate_set_attr(&st, "mapping", mapping);
  uint32_t seg[4] = {n, n, n, 0};
  cmir_opstate_finalize_props(&st, seg, 4);
  CmirOp *par = cmir_op_create(&st);
  cmir_opstate_free(&st);
  cmir_block_insert_before(op, par);
  CmirBlock *b = cmir_op_regions(par)[0].first;
  if (b->last)
    cmir_op_erase(b->last);
  cmir_block_append(b,
                    cmir_op_create_simple(ctx, CMIR_OP_SCF_REDUCE, op->loc, 0, NULL, NULL, NULL));
  cmir_op_erase(op);
  free(vals);
}

static CmirStatus run(CmirOp *root, const char *options, bool parallel) {
  CmirContext *ctx = cmir_op_context(root);
  const char *p = options ? options : "";
  CmirPassOption o;
  if (cmir_pass_option_next(&p, &o))
    return cmir_pass_option_unknown(ctx, &o);
  OpVec list = {0};
  cmir_op_walk(root, collect, &list);
  CmirStatus rc = CMIR_OK;
  /* The walk is in pre-order; rewrite the innermost foralls first. */
  for (uint32_t i = list.len; i-- > 0 && !rc;) {
    CmirOp *op = list.data[i];
    rc = check(op, parallel ? "scf.parallel" : "scf.for");
    if (!rc) {
      if (parallel)
        to_parallel(op);
      else
        to_for(op);
    }
  }
  cmir_vec_free(&list);
  return rc;
}

CmirStatus cmir_pass_scf_forall_to_for(CmirOp *op, const char *options) {
  return run(op, options, false);
}

CmirStatus cmir_pass_scf_forall_to_parallel(CmirOp *op, const char *options) {
  return run(op, options, true);
}
