/* expand-realloc: memref.realloc becomes what it means, as MLIR 19's pass
 * expands it:
 *   %cur = <the source's size: a constant, or memref.dim %src, 0>
 *   %new = <the result's size: a constant, or the size operand>
 *   %r = scf.if (arith.cmpi ult, %cur, %new) {
 *     %a = memref.alloc(...) {alignment}       (the result type)
 *     memref.copy %src, (memref.subview %a[0] [%cur] [1])
 *     memref.dealloc %src                      (unless emit-deallocs=false)
 *     scf.yield %a
 *   } else {
 *     scf.yield (memref.reinterpret_cast %src to [0], [%new], [1])
 *   }
 * Nothing is folded: the constants stay where they are made. */
#include "transforms/transforms.h"

#include <stdlib.h>

typedef struct Builder {
  CmirContext *ctx;
  CmirBlock *block;  /* append here when before is NULL */
  CmirOp *before;
  CmirLoc loc;
} Builder;

static CmirOp *put(Builder *b, CmirOp *op) {
  if (b->before)
    cmir_block_insert_before(b->before, op);
  else
    cmir_block_append(b->block, op);
  return op;
}

static CmirValue *simple(Builder *b, unsigned id, uint32_t n, CmirValue *const *ops,
                         const CmirType *rt, const char *prop, const CmirAttr *val) {
  CmirOp *op = put(b, cmir_op_create_prop(b->ctx, id, b->loc, n, ops, rt, prop, val));
  return rt ? &op->results[0] : NULL;
}

static CmirValue *index_const(Builder *b, int64_t v) {
  const CmirType *idx = cmir_type_index(b->ctx);
  return simple(b, CMIR_OP_ARITH_CONSTANT, 0, NULL, idx, "value", cmir_attr_int(b->ctx, idx, v));
}

/* A 1-D view op (subview, reinterpret_cast) of src at offset 0, stride 1,
 * size static or the value dyn. */
static CmirValue *view(Builder *b, unsigned id, CmirValue *src, int64_t size, CmirValue *dyn,
                       const CmirType *rt) {
  CmirOpState st;
  cmir_opstate_init(&st, b->ctx, cmir_op_info_by_id(b->ctx, id), b->loc);
  cmir_opstate_add_operand(&st, src);
  int32_t seg[4] = {1, 0, size == CMIR_DYNAMIC, 0};
  if (size == CMIR_DYNAMIC)
    cmir_opstate_add_operand(&st, dyn);
  int64_t zero = 0, one = 1;
  cmir_opstate_set_prop(&st, "static_offsets", cmir_attr_dense_i64_array(b->ctx, 1, &zero));
  cmir_opstate_set_prop(&st, "static_sizes", cmir_attr_dense_i64_array(b->ctx, 1, &size));
  cmir_opstate_set_prop(&st, "static_strides", cmir_attr_dense_i64_array(b->ctx, 1, &one));
  cmir_opstate_set_prop(&st, "operandSegmentSizes", cmir_attr_dense_i32_array(b->ctx, 4, seg));
  cmir_opstate_add_result(&st, rt);
  cmir_opstate_finalize_props(&st, NULL, 0);
  CmirOp *op = put(b, cmir_op_create(&st));
  cmir_opstate_free(&st);
  return &op->results[0];
}

static void yield(Builder *b, CmirValue *v) { simple(b, CMIR_OP_SCF_YIELD, 1, &v, NULL, NULL, NULL); }

static void expand(CmirOp *op, bool deallocs) {
  CmirContext *ctx = cmir_op_context(op);
  CmirValue *src = op->opnds[0].value;
  const CmirType *st = src->type, *rt = op->results[0].type, *idx = cmir_type_index(ctx);
  Builder b = {ctx, NULL, op, op->loc};
  int64_t cur = st->shaped.shape[0], next = rt->shaped.shape[0];
  CmirValue *vcur, *vnext;
  if (cur == CMIR_DYNAMIC) {
    CmirValue *dops[2] = {src, index_const(&b, 0)};
    vcur = simple(&b, CMIR_OP_MEMREF_DIM, 2, dops, idx, NULL, NULL);
  } else
    vcur = index_const(&b, cur);
  vnext = next == CMIR_DYNAMIC ? op->opnds[1].value : index_const(&b, next);
  CmirValue *cops[2] = {vcur, vnext};
  CmirValue *cond = simple(&b, CMIR_OP_ARITH_CMPI, 2, cops, ctx->i1, "predicate",
                           cmir_attr_int(ctx, ctx->i64, 6 /* ult */));

  CmirOpState is;
  cmir_opstate_init(&is, ctx, cmir_op_info_by_id(ctx, CMIR_OP_SCF_IF), op->loc);
  cmir_opstate_add_operand(&is, cond);
  cmir_opstate_add_result(&is, rt);
  CmirRegion *rthen = cmir_opstate_add_region(&is), *relse = cmir_opstate_add_region(&is);
  CmirBlock *bthen = cmir_block_create(), *belse = cmir_block_create();
  cmir_region_append(rthen, bthen);
  cmir_region_append(relse, belse);
  CmirOp *ifop = put(&b, cmir_op_create(&is));
  cmir_opstate_free(&is);

  /* then: a new buffer, the old contents copied in */
  Builder t = {ctx, cmir_op_regions(ifop)[0].first, NULL, op->loc};
  CmirOpState as;
  cmir_opstate_init(&as, ctx, cmir_op_info_by_id(ctx, CMIR_OP_MEMREF_ALLOC), op->loc);
  int32_t aseg[2] = {next == CMIR_DYNAMIC, 0};
  if (next == CMIR_DYNAMIC)
    cmir_opstate_add_operand(&as, vnext);
  cmir_opstate_set_prop(&as, "operandSegmentSizes", cmir_attr_dense_i32_array(ctx, 2, aseg));
  const CmirAttr *align = cmir_op_get_prop(op, "alignment");
  if (align)
    cmir_opstate_set_prop(&as, "alignment", align);
  cmir_opstate_add_result(&as, rt);
  cmir_opstate_finalize_props(&as, NULL, 0);
  CmirOp *alloc = put(&t, cmir_op_create(&as));
  cmir_opstate_free(&as);
  int64_t one = 1;
  const CmirType *svt = cmir_type_memref(ctx, 1, &cur, rt->shaped.elem,
                                         cmir_attr_strided(ctx, 0, 1, &one), rt->shaped.extra);
  CmirValue *sv = view(&t, CMIR_OP_MEMREF_SUBVIEW, &alloc->results[0], cur, vcur, svt);
  CmirValue *copy[2] = {src, sv};
  simple(&t, CMIR_OP_MEMREF_COPY, 2, copy, NULL, NULL, NULL);
  if (deallocs)
    simple(&t, CMIR_OP_MEMREF_DEALLOC, 1, &src, NULL, NULL, NULL);
  yield(&t, &alloc->results[0]);

  /* else: the same buffer, seen at the new size */
  Builder e = {ctx, cmir_op_regions(ifop)[1].first, NULL, op->loc};
  yield(&e, view(&e, CMIR_OP_MEMREF_REINTERPRET_CAST, src, next, vnext, rt));

  cmir_value_replace_all_uses(&op->results[0], &ifop->results[0]);
  cmir_op_erase(op);
}

typedef CMIR_VEC(CmirOp *) OpVec;

static bool collect(CmirOp *op, void *user) {
  if (cmir_op_isa(op, CMIR_OP_MEMREF_REALLOC))
    cmir_vec_push((OpVec *)user, op);
  return true;
}

CmirStatus cmir_pass_expand_realloc(CmirOp *op, const char *options) {
  CmirContext *ctx = cmir_op_context(op);
  bool deallocs = true;
  const char *p = options ? options : "";
  CmirPassOption o;
  while (cmir_pass_option_next(&p, &o)) {
    if (!cmir_pass_option_is(&o, "emit-deallocs"))
      return cmir_pass_option_unknown(ctx, &o);
    if (cmir_pass_option_bool(ctx, &o, &deallocs))
      return CMIR_FAIL;
  }
  OpVec list = {0};
  cmir_op_walk(op, collect, &list);
  for (uint32_t i = 0; i < list.len; i++)
    expand(list.data[i], deallocs);
  cmir_vec_free(&list);
  return CMIR_OK;
}
