/* memref-expand: two memref ops become others, as MLIR 19's pass writes
 * them:
 * - memref.atomic_rmw of kind maximumf, minimumf, maxnumf or minnumf (which
 *   LLVM's atomicrmw lacks) becomes a memref.generic_atomic_rmw whose body
 *   is the arith op of that name on the current value and the operand;
 * - memref.reshape to a ranked result (the shape operand of static size)
 *   becomes a memref.reinterpret_cast at offset 0 with the identity
 *   strides, built from the innermost dimension out:
 *     %stride = 1
 *     for each dim i from the last: size i = its static size as a constant,
 *     or the shape's element i (memref.load at constant i, arith.index_cast
 *     to index unless it is one); stride i = %stride; then (i > 0)
 *     %stride = arith.muli %stride, size i.
 *   Static sizes go into the cast as static sizes (their constants stay,
 *   unused where the last dimension is static). Nothing is folded. */
#include "transforms/transforms.h"

#include <stdlib.h>

static CmirOp *put(CmirOp *before, CmirOp *op) {
  cmir_block_insert_before(before, op);
  return op;
}

static CmirValue *index_const(CmirOp *at, int64_t v) {
  CmirContext *ctx = cmir_op_context(at);
  const CmirType *idx = cmir_type_index(ctx);
  CmirOp *c = cmir_op_create_prop(ctx, CMIR_OP_ARITH_CONSTANT, at->loc, 0, NULL, idx, "value",
                                  cmir_attr_int(ctx, idx, v));
  return &put(at, c)->results[0];
}

/* AtomicRMWKind indices of maximumf, minimumf, maxnumf, minnumf and the
 * arith op each becomes. */
static unsigned float_minmax_op(int64_t kind) {
  switch (kind) {
  case 3:
    return CMIR_OP_ARITH_MAXIMUMF;
  case 6:
    return CMIR_OP_ARITH_MINIMUMF;
  case 13:
    return CMIR_OP_ARITH_MAXNUMF;
  case 14:
    return CMIR_OP_ARITH_MINNUMF;
  default:
    return 0;
  }
}

static void expand_atomic_rmw(CmirOp *op, unsigned arith_id) {
  CmirContext *ctx = cmir_op_context(op);
  CmirValue *val = op->opnds[0].value;
  const CmirType *et = op->results[0].type;
  CmirOpState st;
  cmir_opstate_init(&st, ctx, cmir_op_info_by_id(ctx, CMIR_OP_MEMREF_GENERIC_ATOMIC_RMW), op->loc);
  for (uint32_t i = 1; i < op->nopnds; i++)
    cmir_opstate_add_operand(&st, op->opnds[i].value);
  CmirRegion *r = cmir_opstate_add_region(&st);
  CmirBlock *b = cmir_block_create();
  cmir_region_append(r, b);
  CmirValue *cur = cmir_block_add_arg(b, et);
  cmir_opstate_add_result(&st, et);
  CmirOp *g = put(op, cmir_op_create(&st));
  cmir_opstate_free(&st);
  CmirBlock *body = cmir_op_regions(g)[0].first;
  CmirValue *ab[2] = {cur, val};
  CmirOp *m = cmir_op_create_prop(ctx, arith_id, op->loc, 2, ab, et, NULL, NULL);
  cmir_block_append(body, m);
  CmirValue *mv = &m->results[0];
  cmir_block_append(
      body, cmir_op_create_simple(ctx, CMIR_OP_MEMREF_ATOMIC_YIELD, op->loc, 1, &mv, NULL, NULL));
  cmir_value_replace_all_uses(&op->results[0], &g->results[0]);
  cmir_op_erase(op);
}

static bool reshape_expandable(CmirOp *op) {
  const CmirType *rt = op->results[0].type, *sh = op->opnds[1].value->type;
  return rt->kind == CMIR_TYPE_MEMREF && sh->kind == CMIR_TYPE_MEMREF && sh->shaped.rank == 1 &&
         sh->shaped.shape[0] != CMIR_DYNAMIC;
}

static void expand_reshape(CmirOp *op) {
  CmirContext *ctx = cmir_op_context(op);
  const CmirType *rt = op->results[0].type, *idx = cmir_type_index(ctx);
  CmirValue *shape = op->opnds[1].value;
  uint32_t rank = rt->shaped.rank;
  CmirValue **sizes = cmir_xcalloc(rank ? rank : 1, sizeof *sizes);
  CmirValue **strides = cmir_xcalloc(rank ? rank : 1, sizeof *strides);
  CmirValue *stride = index_const(op, 1);
  for (uint32_t k = rank; k-- > 0;) {
    int64_t d = rt->shaped.shape[k];
    CmirValue *size;
    if (d != CMIR_DYNAMIC) {
      size = index_const(op, d);
    } else {
      CmirValue *lops[2] = {shape, index_const(op, k)};
      const CmirType *et = shape->type->shaped.elem;
      size = &put(op, cmir_op_create_prop(ctx, CMIR_OP_MEMREF_LOAD, op->loc, 2, lops, et,
                                          "nontemporal", cmir_attr_bool(ctx, false)))
                  ->results[0];
      if (et != idx)
        size = &put(op, cmir_op_create_simple(ctx, CMIR_OP_ARITH_INDEX_CAST, op->loc, 1, &size, idx,
                                              NULL))
                    ->results[0];
      sizes[k] = size;
    }
    strides[k] = stride;
    if (k > 0) {
      CmirValue *mops[2] = {stride, size};
      stride =
          &put(op, cmir_op_create_prop(ctx, CMIR_OP_ARITH_MULI, op->loc, 2, mops, idx, NULL, NULL))
               ->results[0];
    }
  }
  CmirOpState st;
  cmir_opstate_init(&st, ctx, cmir_op_info_by_id(ctx, CMIR_OP_MEMREF_REINTERPRET_CAST), op->loc);
  cmir_opstate_add_operand(&st, op->opnds[0].value);
  int32_t ndyn = 0;
  for (uint32_t k = 0; k < rank; k++)
    if (sizes[k]) {
      cmir_opstate_add_operand(&st, sizes[k]);
      ndyn++;
    }
  for (uint32_t k = 0; k < rank; k++)
    cmir_opstate_add_operand(&st, strides[k]);
  int64_t zero = 0;
  int64_t *dyn_strides = cmir_xcalloc(rank ? rank : 1, sizeof *dyn_strides);
  for (uint32_t k = 0; k < rank; k++)
    dyn_strides[k] = CMIR_DYNAMIC;
  int32_t seg[4] = {1, 0, ndyn, (int32_t)rank};
  cmir_opstate_set_prop(&st, "static_offsets", cmir_attr_dense_i64_array(ctx, 1, &zero));
  cmir_opstate_set_prop(&st, "static_sizes",
                        cmir_attr_dense_i64_array(ctx, rank, rt->shaped.shape));
  cmir_opstate_set_prop(&st, "static_strides", cmir_attr_dense_i64_array(ctx, rank, dyn_strides));
  cmir_opstate_set_prop(&st, "operandSegmentSizes", cmir_attr_dense_i32_array(ctx, 4, seg));
  cmir_opstate_add_result(&st, rt);
  cmir_opstate_finalize_props(&st, NULL, 0);
  CmirOp *rc = put(op, cmir_op_create(&st));
  cmir_opstate_free(&st);
  cmir_value_replace_all_uses(&op->results[0], &rc->results[0]);
  cmir_op_erase(op);
  free(sizes);
  free(strides);
  free(dyn_strides);
}

typedef CMIR_VEC(CmirOp *) OpVec;

static bool collect(CmirOp *op, void *user) {
  if (cmir_op_isa(op, CMIR_OP_MEMREF_ATOMIC_RMW) || cmir_op_isa(op, CMIR_OP_MEMREF_RESHAPE))
    cmir_vec_push((OpVec *)user, op);
  return true;
}

CmirStatus cmir_pass_memref_expand(CmirOp *op, const char *options) {
  CmirContext *ctx = cmir_op_context(op);
  const char *p = options ? options : "";
  CmirPassOption o;
  if (cmir_pass_option_next(&p, &o))
    return cmir_pass_option_unknown(ctx, &o);
  OpVec list = {0};
  cmir_op_walk(op, collect, &list);
  for (uint32_t i = 0; i < list.len; i++) {
    CmirOp *x = list.data[i];
    if (cmir_op_isa(x, CMIR_OP_MEMREF_RESHAPE)) {
      if (reshape_expandable(x))
        expand_reshape(x);
      continue;
    }
    const CmirAttr *k = cmir_op_get_prop(x, "kind");
    unsigned id = k && k->kind == CMIR_ATTR_INTEGER ? float_minmax_op(k->i.v) : 0;
    if (id)
      expand_atomic_rmw(x, id);
  }
  cmir_vec_free(&list);
  return CMIR_OK;
}
