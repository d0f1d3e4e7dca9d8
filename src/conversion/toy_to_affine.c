/* toy-to-affine: the partial lowering of the Toy tutorial's chapter 5, on
 * the dialect-conversion framework. affine, arith, func and memref are
 * legal, toy illegal but toy.print, legal once its operand is a memref.
 * Each tensor value becomes a memref.alloc at the start of the function
 * (after its constants) with its memref.dealloc before the terminator;
 * toy.constant stores its elements one by one, add, mul, transpose and
 * reshape (which the tutorial leaves to canonicalization; here a copy
 * through the delinearized position) become affine.for nests of
 * affine.load, arith and affine.store, toy.func
 * @main a func.func, toy.return a func.return. Element constants are
 * arith.constant ops at the start of the function, one per value, in the
 * order of first use (what canonicalize makes of MLIR's lowering), and
 * constant indices are the store's map results (`%m[0, 1]`). */
#include "transforms/conversion.h"

#include <stdlib.h>

/* Where the function's constants end: allocations go right after them,
 * each new one before the ones already made. */
typedef struct Lowering {
  CmirBlock *block; /* the function body being lowered */
  CmirOp *last_cst; /* the last constant at its start, or NULL */
  CmirStrMap csts;  /* the constants made, for reuse: value attribute -> op */
} Lowering;

static Lowering *state_for(Lowering *lw, CmirBlock *b) {
  if (lw->block != b) {
    lw->block = b;
    lw->last_cst = NULL;
    cmir_strmap_clear(&lw->csts);
  }
  return lw;
}

/* An op of a state filled here, with its properties' defaults and
 * nseg operand segment sizes seg (a single group when nseg is 0), at the
 * rewriter's insertion point. */
static CmirOp *make_seg(CmirRewriter *rw, unsigned id, CmirLoc loc, uint32_t n,
                        CmirValue *const *opnds, const CmirType *rt, uint32_t nprops,
                        const CmirNamedAttr *props, const uint32_t *seg, uint32_t nseg) {
  return cmir_rw_create_seg(rw, id, loc, n, opnds, rt != NULL, &rt, nprops, props, seg, nseg);
}

static CmirOp *make(CmirRewriter *rw, unsigned id, CmirLoc loc, uint32_t n, CmirValue *const *opnds,
                    const CmirType *rt, uint32_t nprops, const CmirNamedAttr *props) {
  return make_seg(rw, id, loc, n, opnds, rt, nprops, props, NULL, 0);
}

static void insert_at_start(CmirRewriter *rw, Lowering *lw) {
  if (lw->last_cst && lw->last_cst->next)
    cmir_rw_set_before(rw, lw->last_cst->next);
  else if (lw->last_cst)
    cmir_rw_set_end(rw, lw->block);
  else
    cmir_rw_set_start(rw, lw->block);
}

/* The f64 constant v of the function, made at its start the first time. */
static CmirValue *f64_constant(CmirRewriter *rw, Lowering *lw, CmirLoc loc, const CmirAttr *v) {
  CmirOp *known = cmir_strmap_get(&lw->csts, (const char *)&v, sizeof v);
  if (known)
    return &known->results[0];
  insert_at_start(rw, lw);
  CmirNamedAttr p = {cmir_ident(cmir_rw_context(rw), "value"), v};
  CmirOp *c = make(rw, CMIR_OP_ARITH_CONSTANT, loc, 0, NULL, v->f.type, 1, &p);
  lw->last_cst = c;
  cmir_strmap_put(&lw->csts, (const char *)&v, sizeof v, c);
  return &c->results[0];
}

/* The buffer of a tensor result: allocated at the start of the function
 * (after its constants), freed before its terminator. */
static CmirValue *alloc_buffer(CmirRewriter *rw, Lowering *lw, CmirOp *op) {
  const CmirType *t = op->results[0].type;
  CmirContext *ctx = cmir_rw_context(rw);
  const CmirType *mt =
      cmir_type_memref(ctx, t->shaped.rank, t->shaped.shape, t->shaped.elem, NULL, NULL);
  state_for(lw, op->block);
  insert_at_start(rw, lw);
  static const uint32_t no_sizes[2] = {0, 0}; /* dynamicSizes, symbolOperands */
  CmirOp *a = make_seg(rw, CMIR_OP_MEMREF_ALLOC, op->loc, 0, NULL, mt, 0, NULL, no_sizes, 2);
  CmirValue *buf = &a->results[0];
  cmir_rw_set_before(rw, op->block->last);
  make(rw, CMIR_OP_MEMREF_DEALLOC, op->loc, 1, &buf, NULL, 0, NULL);
  cmir_rw_set_before(rw, op);
  return buf;
}

/* An affine.load or affine.store of m at these index values (an identity
 * map), or at constant indices when ivs is NULL (cst, rank entries), or
 * with map (of rank dimensions) applied to ivs. */
static CmirValue *access_map(CmirRewriter *rw, CmirLoc loc, CmirValue *stored, CmirValue *m,
                             uint32_t rank, CmirValue *const *ivs, const int64_t *cst,
                             const CmirAffineMap *map) {
  CmirContext *ctx = cmir_rw_context(rw);
  if (!map) {
    const CmirAffineExpr *small[8];
    const CmirAffineExpr **e = rank <= 8 ? small : cmir_xmalloc(sizeof *e * (rank ? rank : 1));
    for (uint32_t i = 0; i < rank; i++)
      e[i] = ivs ? cmir_affine_dim(ctx, i) : cmir_affine_const(ctx, cst[i]);
    map = cmir_affine_map(ctx, ivs ? rank : 0, 0, rank, e);
    if (e != small)
      free(e);
  }
  CmirValue *small_ops[10];
  uint32_t n = 0, nidx = ivs ? rank : 0;
  CmirValue **ops = nidx + 2 <= 10 ? small_ops : cmir_xmalloc(sizeof *ops * (nidx + 2));
  if (stored)
    ops[n++] = stored;
  ops[n++] = m;
  for (uint32_t i = 0; i < nidx; i++)
    ops[n++] = ivs[i];
  CmirNamedAttr p = {cmir_ident(ctx, "map"), cmir_attr_affine_map(ctx, map)};
  CmirOp *op = make(rw, stored ? CMIR_OP_AFFINE_STORE : CMIR_OP_AFFINE_LOAD, loc, n, ops,
                    stored ? NULL : m->type->shaped.elem, 1, &p);
  if (ops != small_ops)
    free(ops);
  return stored ? NULL : &op->results[0];
}

static CmirValue *access(CmirRewriter *rw, CmirLoc loc, CmirValue *stored, CmirValue *m,
                         uint32_t rank, CmirValue *const *ivs, const int64_t *cst) {
  return access_map(rw, loc, stored, m, rank, ivs, cst, NULL);
}

/* The map from the indices of a row-major shape `out` to those of the same
 * element in shape `in`: the linear position, delinearized. */
static const CmirAffineMap *reshape_map(CmirContext *ctx, const CmirType *out, const CmirType *in) {
  const CmirAffineExpr *lin = cmir_affine_const(ctx, 0);
  int64_t stride = 1;
  for (uint32_t i = out->shaped.rank; i-- > 0;) {
    const CmirAffineExpr *term = cmir_affine_bin(ctx, CMIR_AFFINE_MUL, cmir_affine_dim(ctx, i),
                                                 cmir_affine_const(ctx, stride));
    lin = cmir_affine_bin(ctx, CMIR_AFFINE_ADD, lin, term);
    stride *= out->shaped.shape[i];
  }
  uint32_t r = in->shaped.rank;
  const CmirAffineExpr *small[8], **e = r <= 8 ? small : cmir_xmalloc(sizeof *e * r);
  stride = 1;
  for (uint32_t j = r; j-- > 0;) {
    const CmirAffineExpr *q =
        cmir_affine_bin(ctx, CMIR_AFFINE_FLOORDIV, lin, cmir_affine_const(ctx, stride));
    e[j] = j ? cmir_affine_bin(ctx, CMIR_AFFINE_MOD, q, cmir_affine_const(ctx, in->shaped.shape[j]))
             : q;
    stride *= in->shaped.shape[j];
  }
  const CmirAffineMap *map = cmir_affine_map(ctx, out->shaped.rank, 0, r, e);
  if (e != small)
    free(e);
  return map;
}

/* An affine.for from 0 to ub; the rewriter then inserts into its body
 * (before its affine.yield). Returns the induction variable. */
static CmirValue *loop(CmirRewriter *rw, CmirLoc loc, int64_t ub) {
  CmirContext *ctx = cmir_rw_context(rw);
  CmirOpState st;
  cmir_opstate_init(&st, ctx, cmir_op_info_by_id(ctx, CMIR_OP_AFFINE_FOR), loc);
  const CmirAffineExpr *lo = cmir_affine_const(ctx, 0), *hi = cmir_affine_const(ctx, ub);
  cmir_opstate_set_prop(&st, "lowerBoundMap",
                        cmir_attr_affine_map(ctx, cmir_affine_map(ctx, 0, 0, 1, &lo)));
  cmir_opstate_set_prop(&st, "upperBoundMap",
                        cmir_attr_affine_map(ctx, cmir_affine_map(ctx, 0, 0, 1, &hi)));
  cmir_opstate_set_prop(&st, "step", cmir_attr_int(ctx, cmir_type_index(ctx), 1));
  CmirBlock *body = cmir_block_create();
  CmirValue *iv = cmir_block_add_arg(body, cmir_type_index(ctx));
  cmir_block_set_arg_loc(body, 0, loc);
  cmir_region_append(cmir_opstate_add_region(&st), body);
  uint32_t seg[3] = {0, 0, 0};
  cmir_opstate_finalize_props(&st, seg, 3);
  cmir_rw_insert(rw, &st);
  cmir_rw_set_end(rw, body);
  make(rw, CMIR_OP_AFFINE_YIELD, loc, 0, NULL, NULL, 0, NULL);
  cmir_rw_set_before(rw, body->last);
  return iv;
}

/* The element-wise ops: a loop nest over the result's shape storing
 * lhs[ivs] op rhs[ivs] (add, mul), input[reversed ivs] (transpose) or the
 * input element at the same row-major position (reshape). */
static CmirStatus lower_elementwise(CmirRewriter *rw, CmirOp *op, CmirValue *const *operands,
                                    void *user) {
  const CmirType *t = op->results[0].type;
  if (t->kind != CMIR_TYPE_TENSOR || !cmir_type_has_static_shape(t))
    return CMIR_FAIL;
  for (uint32_t i = 0; i < op->nopnds; i++)
    if (operands[i]->type->kind != CMIR_TYPE_MEMREF)
      return CMIR_FAIL;
  CmirValue *buf = alloc_buffer(rw, user, op);
  uint32_t rank = t->shaped.rank;
  CmirValue *small[16], **ivs = rank <= 8 ? small : cmir_xmalloc(sizeof *ivs * rank * 2);
  CmirValue **rev = ivs + rank;
  for (uint32_t i = 0; i < rank; i++)
    ivs[i] = loop(rw, op->loc, t->shaped.shape[i]);
  CmirValue *v;
  if (cmir_op_isa(op, CMIR_OP_TOY_RESHAPE)) {
    const CmirAffineMap *map = reshape_map(cmir_rw_context(rw), t, operands[0]->type);
    v = access_map(rw, op->loc, NULL, operands[0], rank, ivs, NULL, map);
  } else if (cmir_op_isa(op, CMIR_OP_TOY_TRANSPOSE)) {
    for (uint32_t i = 0; i < rank; i++)
      rev[i] = ivs[rank - 1 - i];
    v = access(rw, op->loc, NULL, operands[0], rank, rev, NULL);
  } else {
    CmirValue *ab[2] = {access(rw, op->loc, NULL, operands[0], rank, ivs, NULL),
                        access(rw, op->loc, NULL, operands[1], rank, ivs, NULL)};
    unsigned id = cmir_op_isa(op, CMIR_OP_TOY_ADD) ? CMIR_OP_ARITH_ADDF : CMIR_OP_ARITH_MULF;
    v = &make(rw, id, op->loc, 2, ab, ab[0]->type, 0, NULL)->results[0];
  }
  access(rw, op->loc, v, buf, rank, ivs, NULL);
  if (ivs != small)
    free(ivs);
  cmir_rw_replace_op(rw, op, &buf);
  return CMIR_OK;
}

static CmirStatus lower_constant(CmirRewriter *rw, CmirOp *op, CmirValue *const *operands,
                                 void *user) {
  (void)operands;
  Lowering *lw = user;
  const CmirAttr *v = cmir_op_get_prop(op, "value");
  const CmirType *t = op->results[0].type;
  if (!v || v->kind != CMIR_ATTR_DENSE || t->kind != CMIR_TYPE_TENSOR ||
      !cmir_type_has_static_shape(t))
    return CMIR_FAIL;
  CmirContext *ctx = cmir_rw_context(rw);
  CmirValue *buf = alloc_buffer(rw, lw, op);
  uint32_t rank = t->shaped.rank;
  int64_t n = cmir_type_num_elements(t);
  int64_t small[8], *idx = rank <= 8 ? small : cmir_xmalloc(sizeof *idx * rank);
  memset(idx, 0, sizeof *idx * rank);
  const double *data = v->dense.data;
  bool splat = (v->flags & 1) != 0;
  for (int64_t k = 0; k < n; k++) {
    const CmirAttr *e = cmir_attr_float_double(ctx, t->shaped.elem, data[splat ? 0 : k]);
    CmirValue *c = f64_constant(rw, lw, op->loc, e);
    cmir_rw_set_before(rw, op);
    access(rw, op->loc, c, buf, rank, NULL, idx);
    for (uint32_t d = rank; d-- > 0;) /* row-major successor of idx */
      if (++idx[d] < t->shaped.shape[d])
        break;
      else
        idx[d] = 0;
  }
  if (idx != small)
    free(idx);
  cmir_rw_replace_op(rw, op, &buf);
  return CMIR_OK;
}

static CmirStatus lower_func(CmirRewriter *rw, CmirOp *op, CmirValue *const *operands, void *user) {
  (void)operands;
  (void)user;
  const CmirIdent *name = cmir_op_sym_name(op);
  const CmirAttr *ft = cmir_op_get_prop(op, "function_type");
  if (!name || strcmp(name->str, "main") || !ft)
    return CMIR_FAIL;
  const CmirType *t = ft->type.type;
  if (t->fn.nin || t->fn.nres) {
    cmir_op_error(op, "expected 'main' to have 0 inputs and 0 results");
    return CMIR_FAIL;
  }
  CmirContext *ctx = cmir_rw_context(rw);
  CmirOpState st;
  cmir_opstate_init(&st, ctx, cmir_op_info_by_id(ctx, CMIR_OP_FUNC_FUNC), op->loc);
  cmir_opstate_set_prop(&st, "sym_name", cmir_attr_string(ctx, name->str, name->len));
  cmir_opstate_set_prop(&st, "function_type", ft);
  cmir_opstate_add_region(&st);
  cmir_rw_set_before(rw, op);
  CmirOp *f = cmir_rw_insert(rw, &st);
  cmir_rw_inline_region_before(rw, &cmir_op_regions(op)[0], &cmir_op_regions(f)[0], NULL);
  cmir_rw_erase_op(rw, op);
  return CMIR_OK;
}

static CmirStatus lower_return(CmirRewriter *rw, CmirOp *op, CmirValue *const *operands,
                               void *user) {
  (void)operands;
  (void)user;
  if (op->nopnds)
    return CMIR_FAIL; /* every call was inlined: only main's return is left */
  cmir_rw_set_before(rw, op);
  make(rw, CMIR_OP_FUNC_RETURN, op->loc, 0, NULL, NULL, 0, NULL);
  cmir_rw_erase_op(rw, op);
  return CMIR_OK;
}

static CmirStatus lower_print(CmirRewriter *rw, CmirOp *op, CmirValue *const *operands,
                              void *user) {
  (void)user;
  if (operands[0]->type->kind != CMIR_TYPE_MEMREF)
    return CMIR_FAIL;
  cmir_rw_set_before(rw, op);
  make(rw, CMIR_OP_TOY_PRINT, op->loc, 1, operands, NULL, 0, NULL);
  cmir_rw_erase_op(rw, op);
  return CMIR_OK;
}

static bool print_legal(CmirOp *op, void *user) {
  (void)user;
  return !cmir_toy_is_f64_tensor(op->opnds[0].value->type);
}

CmirStatus cmir_pass_toy_to_affine(CmirOp *module, const char *options) {
  (void)options;
  CmirContext *ctx = cmir_op_context(module);
  Lowering lw;
  memset(&lw, 0, sizeof lw);
  cmir_strmap_init(&lw.csts);
  const CmirPattern pats[] = {
      {CMIR_OP_TOY_FUNC, lower_func, &lw, NULL, NULL},
      {CMIR_OP_TOY_CONSTANT, lower_constant, &lw, NULL, NULL},
      {CMIR_OP_TOY_ADD, lower_elementwise, &lw, NULL, NULL},
      {CMIR_OP_TOY_MUL, lower_elementwise, &lw, NULL, NULL},
      {CMIR_OP_TOY_TRANSPOSE, lower_elementwise, &lw, NULL, NULL},
      {CMIR_OP_TOY_RESHAPE, lower_elementwise, &lw, NULL, NULL},
      {CMIR_OP_TOY_PRINT, lower_print, &lw, NULL, NULL},
      {CMIR_OP_TOY_RETURN, lower_return, &lw, NULL, NULL},
  };
  CmirConvTarget *t = cmir_cv_target_create(ctx);
  static const char *const legal[] = {"affine", "arith", "func", "memref", "builtin"};
  for (size_t i = 0; i < sizeof legal / sizeof legal[0]; i++)
    cmir_cv_target_set_dialect(t, legal[i], CMIR_LEGALITY_LEGAL, NULL, NULL);
  cmir_cv_target_set_dialect(t, "toy", CMIR_LEGALITY_ILLEGAL, NULL, NULL);
  cmir_cv_target_set_op(t, CMIR_OP_TOY_PRINT, CMIR_LEGALITY_DYNAMIC, print_legal, NULL);
  CmirStatus rc =
      cmir_cv_apply(module, t, pats, sizeof pats / sizeof pats[0], CMIR_CONVERSION_PARTIAL);
  cmir_cv_target_destroy(t);
  cmir_strmap_free(&lw.csts);
  return rc;
}
