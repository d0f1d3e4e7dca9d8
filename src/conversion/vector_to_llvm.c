/* convert-vector-to-llvm: the vector dialect's ops on 1-D vectors (and
 * n-D ones where they only select or fill whole 1-D vectors) become LLVM
 * dialect ops, as MLIR 19's VectorToLLVM does: splats and scalar broadcasts
 * an insertelement and a zero-mask shufflevector (n-D: one per row),
 * static positions llvm.extractvalue/insertvalue into the array of 1-D
 * vectors and a constant i64 lane for extractelement/insertelement, fma
 * llvm.intr.fmuladd, reductions llvm.intr.vector.reduce.* (float add and
 * mul ordered from the accumulator or 0.0 / 1.0, the others combined with
 * the accumulator after), vector.print of a scalar a call of the runtime's
 * printF32/printF64/printI64/printU64 and of its punctuation. What MLIR
 * lowers through vector-to-vector rewrites first (shape_cast, broadcasts of
 * vectors, n-D fma, dynamic n-D positions, vector.print of a vector) is left
 * alone; a pipeline that must reach the LLVM dialect then reports it. */
#include "conversion/llvm_common.h"
#include "dialect/dialects.h"

#include <stdlib.h>
#include <string.h>

typedef struct VecOptions {
  CmirLlvmOptions llvm;
  bool reassoc;      /* reassociate-fp-reductions */
  bool force32;      /* force-32bit-vector-indices: create_mask's step vector in i32 */
  unsigned nstrings; /* suffix of the next vector_print_str_N global */
} VecOptions;

static const CmirType *idx_type(CmirRewriter *rw) {
  return cmir_llvm_tc_index(cmir_llvm_converter(rw));
}

/* llvm.mlir.constant(k : iN) with iN the converted index type. */
static CmirValue *lane_const(CmirRewriter *rw, CmirLoc loc, int64_t k) {
  const CmirType *t = idx_type(rw);
  return cmir_llvm_build_constant(rw, loc, t, cmir_attr_int(cmir_rw_context(rw), t, k));
}

static CmirValue *extract_elem(CmirRewriter *rw, CmirLoc loc, CmirValue *v, CmirValue *k) {
  CmirValue *ops[2] = {v, k};
  const CmirType *e = v->type->shaped.elem;
  return &cmir_rw_create(rw, CMIR_OP_LLVM_EXTRACTELEMENT, loc, 2, ops, 1, &e, 0, NULL)->results[0];
}

static CmirValue *insert_elem(CmirRewriter *rw, CmirLoc loc, CmirValue *v, CmirValue *x,
                              CmirValue *k) {
  CmirValue *ops[3] = {v, x, k};
  return &cmir_rw_create(rw, CMIR_OP_LLVM_INSERTELEMENT, loc, 3, ops, 1, &v->type, 0, NULL)
              ->results[0];
}

static CmirValue *shuffle(CmirRewriter *rw, CmirLoc loc, CmirValue *a, CmirValue *b,
                          const int32_t *mask, uint32_t n) {
  CmirContext *ctx = cmir_rw_context(rw);
  int64_t len = n;
  const CmirType *t = cmir_type_vector(ctx, 1, &len, NULL, a->type->shaped.elem);
  CmirValue *ops[2] = {a, b};
  CmirNamedAttr p = {cmir_ident(ctx, "mask"), cmir_attr_dense_i32_array(ctx, n, mask)};
  return &cmir_rw_create(rw, CMIR_OP_LLVM_SHUFFLEVECTOR, loc, 2, ops, 1, &t, 1, &p)->results[0];
}

/* The 1-D splat of x into vector type t: undef, insertelement at lane 0 (an
 * i32 constant), shufflevector with a zero mask and the undef (same2: the
 * inserted vector) as second operand. */
static CmirValue *splat_1d(CmirRewriter *rw, CmirLoc loc, const CmirType *t, CmirValue *x,
                           bool same2) {
  CmirContext *ctx = cmir_rw_context(rw);
  CmirValue *u = cmir_llvm_build_undef(rw, loc, t);
  const CmirType *i32 = cmir_type_int(ctx, 32, CMIR_SIGNLESS);
  CmirValue *z = cmir_llvm_build_constant(rw, loc, i32, cmir_attr_int(ctx, i32, 0));
  CmirValue *ins = insert_elem(rw, loc, u, x, z);
  uint32_t n = (uint32_t)t->shaped.shape[0];
  int32_t *mask = cmir_xcalloc(n ? n : 1, sizeof *mask);
  CmirValue *r = shuffle(rw, loc, ins, same2 ? ins : u, mask, n);
  free(mask);
  return r;
}

/* vector.splat, and vector.broadcast of a scalar. */
static CmirStatus splat(CmirRewriter *rw, CmirOp *op, CmirValue *const *opnds, void *user) {
  (void)user;
  const CmirType *vt = op->results[0].type;
  if (vt->kind != CMIR_TYPE_VECTOR || op->opnds[0].value->type->kind == CMIR_TYPE_VECTOR ||
      vt->shaped.scalable)
    return CMIR_FAIL;
  const CmirType *rt = cmir_tc_convert(cmir_rw_type_converter(rw), vt);
  if (!rt)
    return CMIR_FAIL;
  CmirLoc loc = op->loc;
  if (vt->shaped.rank <= 1) {
    CmirValue *r = splat_1d(rw, loc, rt, opnds[0], false);
    cmir_rw_replace_op(rw, op, &r);
    return CMIR_OK;
  }
  /* n-D: one 1-D splat inserted at every position of the array */
  uint32_t depth = vt->shaped.rank - 1;
  const CmirType *t1 = rt;
  for (uint32_t d = 0; d < depth; d++)
    t1 = t1->arr.elem;
  CmirValue *acc = cmir_llvm_build_undef(rw, loc, rt);
  CmirValue *row = splat_1d(rw, loc, t1, opnds[0], true);
  int64_t *pos = cmir_xcalloc(depth, sizeof *pos);
  for (;;) {
    acc = cmir_llvm_build_insertvalue(rw, loc, acc, row, depth, pos);
    uint32_t d = depth;
    while (d > 0 && ++pos[d - 1] == vt->shaped.shape[d - 1])
      pos[--d] = 0;
    if (!d)
      break;
  }
  free(pos);
  cmir_rw_replace_op(rw, op, &acc);
  return CMIR_OK;
}

/* vector.broadcast of a vector to an n-D vector: each 1-D row of the
 * result is the source row its position maps to (leading dimensions
 * dropped, unit dimensions stretched), or the splat of the lane of a unit
 * innermost dimension. Semantically MLIR's lowering; its text differs
 * (MLIR goes through vector.extract/vector.insert/vector.splat first). */
static CmirStatus broadcast_vec(CmirRewriter *rw, CmirOp *op, CmirValue *const *opnds, void *user) {
  (void)user;
  const CmirType *s = op->opnds[0].value->type, *r = op->results[0].type;
  if (s->kind != CMIR_TYPE_VECTOR)
    return splat(rw, op, opnds, user);
  const CmirType *rt = cmir_tc_convert(cmir_rw_type_converter(rw), r);
  if (!rt || s->shaped.scalable || r->shaped.scalable || !s->shaped.rank || r->shaped.rank > 64)
    return CMIR_FAIL;
  CmirLoc loc = op->loc;
  uint32_t rr = r->shaped.rank, sr = s->shaped.rank, lead = rr - sr;
  if (rr == 1) {
    /* vector<1xT> or vector<NxT> to vector<NxT> */
    CmirValue *v = opnds[0];
    if (s->shaped.shape[0] != r->shaped.shape[0])
      v = splat_1d(rw, loc, rt, extract_elem(rw, loc, v, lane_const(rw, loc, 0)), false);
    cmir_rw_replace_op(rw, op, &v);
    return CMIR_OK;
  }
  uint32_t depth = rr - 1;
  const CmirType *t1 = rt;
  for (uint32_t d = 0; d < depth; d++)
    t1 = t1->arr.elem;
  bool stretch = s->shaped.shape[sr - 1] != r->shaped.shape[rr - 1];
  CmirValue *acc = cmir_llvm_build_undef(rw, loc, rt);
  int64_t pos[64] = {0}, spos[64];
  for (;;) {
    uint32_t ns = 0;
    for (uint32_t d = lead; d < depth; d++)
      spos[ns++] = s->shaped.shape[d - lead] == 1 ? 0 : pos[d];
    CmirValue *row = ns ? cmir_llvm_build_extractvalue(rw, loc, opnds[0], ns, spos) : opnds[0];
    if (stretch)
      row = splat_1d(rw, loc, t1, extract_elem(rw, loc, row, lane_const(rw, loc, 0)), false);
    acc = cmir_llvm_build_insertvalue(rw, loc, acc, row, depth, pos);
    uint32_t d = depth;
    while (d > 0 && ++pos[d - 1] == r->shaped.shape[d - 1])
      pos[--d] = 0;
    if (!d)
      break;
  }
  cmir_rw_replace_op(rw, op, &acc);
  return CMIR_OK;
}

/* The static positions of extract/insert; false if one is dynamic. */
static bool static_positions(CmirOp *op, const int64_t **pos, uint32_t *n) {
  const CmirAttr *a = cmir_op_get_prop(op, "static_position");
  *pos = a->darr.data;
  *n = a->darr.n;
  for (uint32_t i = 0; i < *n; i++)
    if ((*pos)[i] == CMIR_DYNAMIC)
      return false;
  return true;
}

static CmirStatus extract(CmirRewriter *rw, CmirOp *op, CmirValue *const *opnds, void *user) {
  (void)user;
  const CmirType *vt = op->opnds[0].value->type;
  const int64_t *pos;
  uint32_t n, r = vt->shaped.rank;
  CmirLoc loc = op->loc;
  if (!r || vt->shaped.scalable)
    return CMIR_FAIL;
  if (!static_positions(op, &pos, &n)) {
    /* a dynamic lane of a 1-D vector */
    if (r != 1 || n != 1)
      return CMIR_FAIL;
    CmirValue *v = extract_elem(rw, loc, opnds[0], opnds[1]);
    cmir_rw_replace_op(rw, op, &v);
    return CMIR_OK;
  }
  if (!n) {
    CmirValue *v = opnds[0];
    cmir_rw_replace_op(rw, op, &v);
    return CMIR_OK;
  }
  CmirValue *v = opnds[0];
  uint32_t nagg = n == r ? n - 1 : n;
  if (nagg)
    v = cmir_llvm_build_extractvalue(rw, loc, v, nagg, pos);
  if (n == r)
    v = extract_elem(rw, loc, v, lane_const(rw, loc, pos[n - 1]));
  cmir_rw_replace_op(rw, op, &v);
  return CMIR_OK;
}

static CmirStatus insert(CmirRewriter *rw, CmirOp *op, CmirValue *const *opnds, void *user) {
  (void)user;
  const CmirType *vt = op->results[0].type;
  const int64_t *pos;
  uint32_t n, r = vt->shaped.rank;
  CmirLoc loc = op->loc;
  if (!r || vt->shaped.scalable)
    return CMIR_FAIL;
  if (!static_positions(op, &pos, &n)) {
    if (r != 1 || n != 1)
      return CMIR_FAIL;
    CmirValue *v = insert_elem(rw, loc, opnds[1], opnds[0], opnds[2]);
    cmir_rw_replace_op(rw, op, &v);
    return CMIR_OK;
  }
  if (!n) {
    CmirValue *v = opnds[0];
    cmir_rw_replace_op(rw, op, &v);
    return CMIR_OK;
  }
  CmirValue *v;
  if (n < r) {
    v = cmir_llvm_build_insertvalue(rw, loc, opnds[1], opnds[0], n, pos);
  } else if (r == 1) {
    v = insert_elem(rw, loc, opnds[1], opnds[0], lane_const(rw, loc, pos[0]));
  } else {
    CmirValue *row = cmir_llvm_build_extractvalue(rw, loc, opnds[1], n - 1, pos);
    row = insert_elem(rw, loc, row, opnds[0], lane_const(rw, loc, pos[n - 1]));
    v = cmir_llvm_build_insertvalue(rw, loc, opnds[1], row, n - 1, pos);
  }
  cmir_rw_replace_op(rw, op, &v);
  return CMIR_OK;
}

/* extractelement/insertelement on 1-D vectors (user: 1 for insert). */
static CmirStatus element(CmirRewriter *rw, CmirOp *op, CmirValue *const *opnds, void *user) {
  bool ins = user != NULL;
  const CmirType *vt = op->opnds[ins ? 1 : 0].value->type;
  if (vt->shaped.rank > 1 || opnds[ins ? 1 : 0]->type->kind != CMIR_TYPE_VECTOR)
    return CMIR_FAIL;
  /* a 0-D vector (one lane once converted): lane 0 */
  CmirValue *k = op->nopnds == (ins ? 3u : 2u) ? opnds[ins ? 2 : 1] : lane_const(rw, op->loc, 0);
  CmirValue *v = ins ? insert_elem(rw, op->loc, opnds[1], opnds[0], k)
                     : extract_elem(rw, op->loc, opnds[0], k);
  cmir_rw_replace_op(rw, op, &v);
  return CMIR_OK;
}

/* shuffle of two 1-D vectors of one type: llvm.shufflevector; of two
 * lengths, lane by lane; of n-D vectors, row by row. */
static CmirStatus shuffle_op(CmirRewriter *rw, CmirOp *op, CmirValue *const *opnds, void *user) {
  (void)user;
  const CmirType *a = op->opnds[0].value->type, *b = op->opnds[1].value->type;
  const CmirAttr *m = cmir_op_get_prop(op, "mask");
  if (a->shaped.rank >= 2 && a->shaped.rank <= 64 && !a->shaped.scalable && !b->shaped.scalable) {
    /* n-D: whole rows of v1 then v2 into an undef array */
    const CmirType *rt = cmir_tc_convert(cmir_rw_type_converter(rw), op->results[0].type);
    if (!rt)
      return CMIR_FAIL;
    int64_t n1 = a->shaped.shape[0];
    CmirValue *acc = cmir_llvm_build_undef(rw, op->loc, rt);
    for (uint32_t i = 0; i < m->arr.n; i++) {
      int64_t k = cmir_attr_int_value(m->arr.elems[i]), kk = k < n1 ? k : k - n1, ii = i;
      CmirValue *row =
          cmir_llvm_build_extractvalue(rw, op->loc, k < n1 ? opnds[0] : opnds[1], 1, &kk);
      acc = cmir_llvm_build_insertvalue(rw, op->loc, acc, row, 1, &ii);
    }
    cmir_rw_replace_op(rw, op, &acc);
    return CMIR_OK;
  }
  if (a->shaped.rank != 1 || b->shaped.rank != 1 || a->shaped.scalable || b->shaped.scalable ||
      m->arr.n > (1u << 20))
    return CMIR_FAIL;
  if (a != b) {
    /* 1-D of two lengths: each lane extracted and inserted, at constants
     * of type index (MLIR 19's form) */
    CmirContext *ctx = cmir_rw_context(rw);
    const CmirType *it = idx_type(rw);
    int64_t n1 = a->shaped.shape[0];
    CmirValue *acc = cmir_llvm_build_undef(rw, op->loc, op->results[0].type);
    for (uint32_t i = 0; i < m->arr.n; i++) {
      int64_t k = cmir_attr_int_value(m->arr.elems[i]);
      CmirValue *src = k < n1 ? opnds[0] : opnds[1];
      CmirValue *ke = cmir_llvm_build_constant(rw, op->loc, it,
                                               cmir_attr_int(ctx, ctx->index, k < n1 ? k : k - n1));
      CmirValue *x = extract_elem(rw, op->loc, src, ke);
      CmirValue *ki = cmir_llvm_build_constant(rw, op->loc, it, cmir_attr_int(ctx, ctx->index, i));
      acc = insert_elem(rw, op->loc, acc, x, ki);
    }
    cmir_rw_replace_op(rw, op, &acc);
    return CMIR_OK;
  }
  int32_t *mask = cmir_xmalloc(sizeof *mask * (m->arr.n ? m->arr.n : 1));
  for (uint32_t i = 0; i < m->arr.n; i++)
    mask[i] = (int32_t)cmir_attr_int_value(m->arr.elems[i]);
  CmirValue *v = shuffle(rw, op->loc, opnds[0], opnds[1], mask, m->arr.n);
  free(mask);
  cmir_rw_replace_op(rw, op, &v);
  return CMIR_OK;
}

/* The 1-D interleave of a and b (n lanes each) into t: a shufflevector of
 * mask 0, n, 1, n + 1, ... */
static CmirValue *interleave_1d(CmirRewriter *rw, CmirOp *op, const CmirType *t,
                                CmirValue *const *opnds, void *user) {
  (void)user;
  uint32_t n = (uint32_t)opnds[0]->type->shaped.shape[0];
  int32_t *mask = cmir_xmalloc(sizeof *mask * 2 * (n ? n : 1));
  for (uint32_t i = 0; i < n; i++) {
    mask[2 * i] = (int32_t)i;
    mask[2 * i + 1] = (int32_t)(n + i);
  }
  CmirValue *v = shuffle(rw, op->loc, opnds[0], opnds[1], mask, 2 * n);
  (void)t;
  free(mask);
  return v;
}

/* interleave of fixed-size vectors: on 1-D (and 0-D, one lane) operands a
 * shufflevector; n-D ones per 1-D row, as MLIR's unrolling ends up. */
static CmirStatus interleave(CmirRewriter *rw, CmirOp *op, CmirValue *const *opnds, void *user) {
  const CmirType *t = op->results[0].type;
  if (t->shaped.scalable || op->opnds[0].value->type->shaped.scalable ||
      t->shaped.shape[t->shaped.rank - 1] > (1 << 20))
    return CMIR_FAIL;
  if (t->shaped.rank > 1)
    return cmir_llvm_unroll_nd(rw, op, opnds, interleave_1d, user);
  if (opnds[0]->type->kind != CMIR_TYPE_VECTOR || opnds[0]->type->shaped.rank != 1)
    return CMIR_FAIL;
  CmirValue *v = interleave_1d(rw, op, t, opnds, user);
  cmir_rw_replace_op(rw, op, &v);
  return CMIR_OK;
}

/* The llvm.fastmath flags of the op's arith fastmath (and reassoc when the
 * pass reassociates float reductions); none without an op. */
static const CmirAttr *fastmath(CmirContext *ctx, CmirOp *op, bool reassoc) {
  const CmirAttr *fm = op ? cmir_op_get_prop(op, "fastmath") : NULL;
  uint64_t a = fm && fm->kind == CMIR_ATTR_ENUM ? fm->en.value : 0;
  uint64_t r = (a >> 1) & 0x3f;
  if ((a & 1) || reassoc)
    r |= 1u << 6;
  return cmir_attr_enum(ctx, cmir_lookup_enum(ctx, "llvm.fastmath", 13), r);
}

static CmirValue *fmuladd(CmirRewriter *rw, CmirOp *op, const CmirType *t, CmirValue *const *opnds,
                          void *user) {
  (void)user;
  CmirContext *ctx = cmir_rw_context(rw);
  CmirNamedAttr none = {cmir_ident(ctx, "fastmathFlags"), fastmath(ctx, NULL, false)};
  return &cmir_rw_create(rw, CMIR_OP_LLVM_INTR_FMULADD, op->loc, 3, opnds, 1, &t, 1, &none)
              ->results[0];
}

/* fma: llvm.intr.fmuladd, per 1-D vector on n-D ones (MLIR unrolls them
 * through vector.extract/vector.fma/vector.insert first, so the text of the
 * n-D case differs). */
static CmirStatus fma_op(CmirRewriter *rw, CmirOp *op, CmirValue *const *opnds, void *user) {
  const CmirType *t = op->results[0].type;
  if (t->shaped.scalable || !t->shaped.rank)
    return CMIR_FAIL;
  if (t->shaped.rank > 1)
    return cmir_llvm_unroll_nd(rw, op, opnds, fmuladd, user);
  CmirValue *v = fmuladd(rw, op, t, opnds, user);
  cmir_rw_replace_op(rw, op, &v);
  return CMIR_OK;
}

static CmirStatus bitcast(CmirRewriter *rw, CmirOp *op, CmirValue *const *opnds, void *user) {
  (void)user;
  const CmirType *t = op->results[0].type;
  if (t->shaped.rank != 1)
    return CMIR_FAIL;
  CmirValue *v =
      &cmir_rw_create(rw, CMIR_OP_LLVM_BITCAST, op->loc, 1, opnds, 1, &t, 0, NULL)->results[0];
  cmir_rw_replace_op(rw, op, &v);
  return CMIR_OK;
}

/* shape_cast of an n-D vector to a 1-D one, as MLIR's strided-slice
 * lowering does it: from a zero vector, each 1-D row (row-major) widened by
 * a shufflevector with itself, then shuffled into its place. 1-D to 1-D
 * casts fold away; other shapes stay. */
static CmirStatus shape_cast(CmirRewriter *rw, CmirOp *op, CmirValue *const *opnds, void *user) {
  (void)user;
  CmirContext *ctx = cmir_rw_context(rw);
  const CmirType *s = op->opnds[0].value->type, *r = op->results[0].type;
  if (s->shaped.scalable || r->shaped.scalable)
    return CMIR_FAIL;
  const CmirType *rt = cmir_tc_convert(cmir_rw_type_converter(rw), r);
  if (rt && rt == opnds[0]->type) {
    /* 0-D to 1-lane and 1-D to 1-D: the same LLVM value */
    CmirValue *v = opnds[0];
    cmir_rw_replace_op(rw, op, &v);
    return CMIR_OK;
  }
  if (rt && s->shaped.rank == 1 && r->shaped.rank >= 2 && r->shaped.rank <= 64) {
    /* 1-D to n-D: each row a shufflevector of its lanes */
    uint32_t depth = r->shaped.rank - 1, cols = (uint32_t)r->shaped.shape[depth];
    const CmirType *t1 = rt;
    for (uint32_t d = 0; d < depth; d++)
      t1 = t1->arr.elem;
    CmirValue *acc = cmir_llvm_build_undef(rw, op->loc, rt);
    int64_t pos[64] = {0};
    int32_t *mask = cmir_xcalloc(cols ? cols : 1, sizeof *mask);
    for (uint32_t off = 0;; off += cols) {
      for (uint32_t i = 0; i < cols; i++)
        mask[i] = (int32_t)(off + i);
      CmirValue *row = shuffle(rw, op->loc, opnds[0], opnds[0], mask, cols);
      acc = cmir_llvm_build_insertvalue(rw, op->loc, acc, row, depth, pos);
      uint32_t d = depth;
      while (d > 0 && ++pos[d - 1] == r->shaped.shape[d - 1])
        pos[--d] = 0;
      if (!d)
        break;
    }
    free(mask);
    (void)t1;
    cmir_rw_replace_op(rw, op, &acc);
    return CMIR_OK;
  }
  if (r->shaped.rank != 1 || s->shaped.rank < 2)
    return CMIR_FAIL;
  uint32_t depth = s->shaped.rank - 1;
  uint32_t cols = (uint32_t)s->shaped.shape[depth], n = (uint32_t)r->shaped.shape[0];
  if (!n || n > (1u << 20))
    return CMIR_FAIL;
  CmirLoc loc = op->loc;
  const CmirType *e = r->shaped.elem;
  uint64_t zero[2] = {0, 0};
  const CmirAttr *z = cmir_attr_dense(ctx, r, zero, cmir_dense_elem_bytes(e), true);
  CmirNamedAttr p = {cmir_ident(ctx, "value"), z};
  const CmirType *rc = cmir_tc_convert(cmir_rw_type_converter(rw), r);
  if (!rc)
    return CMIR_FAIL;
  CmirValue *acc =
      &cmir_rw_create(rw, CMIR_OP_ARITH_CONSTANT, loc, 0, NULL, 1, &r, 1, &p)->results[0];
  if (rc != r)
    acc = cmir_rw_cast(rw, loc, 1, &acc, rc);
  int32_t *wide = cmir_xcalloc(n, sizeof *wide), *merge = cmir_xcalloc(n, sizeof *merge);
  int64_t *pos = cmir_xcalloc(depth, sizeof *pos);
  for (uint32_t i = 0; i < cols && i < n; i++)
    wide[i] = (int32_t)i;
  for (uint32_t off = 0; off < n; off += cols) {
    CmirValue *row = cmir_llvm_build_extractvalue(rw, loc, opnds[0], depth, pos);
    CmirValue *w = shuffle(rw, loc, row, row, wide, n);
    for (uint32_t i = 0; i < n; i++)
      merge[i] = (int32_t)(i >= off && i < off + cols ? i - off : n + i);
    acc = shuffle(rw, loc, w, acc, merge, n);
    uint32_t d = depth;
    while (d > 0 && ++pos[d - 1] == s->shaped.shape[d - 1])
      pos[--d] = 0;
  }
  free(wide);
  free(merge);
  free(pos);
  cmir_rw_replace_op(rw, op, &acc);
  return CMIR_OK;
}

/* ---- reductions ---- */

/* By #vector.kind: the integer reduction intrinsic, the float one, and how
 * the accumulator joins (an LLVM binary op, or a compare predicate). */
static const struct {
  unsigned ired, fred, ibin, fbin;
  int64_t pred; /* icmp predicate for min/max with an accumulator, or -1 */
} kinds[13] = {
    {CMIR_OP_LLVM_INTR_VECTOR_REDUCE_ADD, 0, CMIR_OP_LLVM_ADD, 0, -1},
    {CMIR_OP_LLVM_INTR_VECTOR_REDUCE_MUL, 0, CMIR_OP_LLVM_MUL, 0, -1},
    {CMIR_OP_LLVM_INTR_VECTOR_REDUCE_UMIN, 0, 0, 0, 7 /* ule */},
    {CMIR_OP_LLVM_INTR_VECTOR_REDUCE_SMIN, 0, 0, 0, 3 /* sle */},
    {0, CMIR_OP_LLVM_INTR_VECTOR_REDUCE_FMIN, 0, CMIR_OP_LLVM_INTR_MINNUM, -1},
    {CMIR_OP_LLVM_INTR_VECTOR_REDUCE_UMAX, 0, 0, 0, 9 /* uge */},
    {CMIR_OP_LLVM_INTR_VECTOR_REDUCE_SMAX, 0, 0, 0, 5 /* sge */},
    {0, CMIR_OP_LLVM_INTR_VECTOR_REDUCE_FMAX, 0, CMIR_OP_LLVM_INTR_MAXNUM, -1},
    {CMIR_OP_LLVM_INTR_VECTOR_REDUCE_AND, 0, CMIR_OP_LLVM_AND, 0, -1},
    {CMIR_OP_LLVM_INTR_VECTOR_REDUCE_OR, 0, CMIR_OP_LLVM_OR, 0, -1},
    {CMIR_OP_LLVM_INTR_VECTOR_REDUCE_XOR, 0, CMIR_OP_LLVM_XOR, 0, -1},
    {0, CMIR_OP_LLVM_INTR_VECTOR_REDUCE_FMAXIMUM, 0, CMIR_OP_LLVM_INTR_MAXIMUM, -1},
    {0, CMIR_OP_LLVM_INTR_VECTOR_REDUCE_FMINIMUM, 0, CMIR_OP_LLVM_INTR_MINIMUM, -1},
};

static CmirStatus reduction(CmirRewriter *rw, CmirOp *op, CmirValue *const *opnds, void *user) {
  const VecOptions *o = user;
  CmirContext *ctx = cmir_rw_context(rw);
  const CmirType *vt = op->opnds[0].value->type,
                 *rt = cmir_tc_convert(cmir_rw_type_converter(rw), op->results[0].type);
  const CmirAttr *k = cmir_op_get_prop(op, "kind");
  if (vt->shaped.rank != 1 || vt->shaped.scalable || !rt || !k || k->en.value >= 13)
    return CMIR_FAIL;
  uint32_t kind = (uint32_t)k->en.value;
  bool is_float = rt->kind == CMIR_TYPE_FLOAT, acc = op->nopnds > 1;
  CmirLoc loc = op->loc;
  CmirValue *v;
  if (is_float && kind <= 1) {
    /* ordered from the accumulator or the neutral element */
    CmirValue *start = acc ? opnds[1]
                           : cmir_llvm_build_constant(
                                 rw, loc, rt, cmir_attr_float_double(ctx, rt, kind ? 1.0 : 0.0));
    CmirValue *ops[2] = {start, opnds[0]};
    CmirNamedAttr p = {cmir_ident(ctx, "fastmathFlags"), fastmath(ctx, op, o->reassoc)};
    v = &cmir_rw_create_named(
             rw, kind ? "llvm.intr.vector.reduce.fmul" : "llvm.intr.vector.reduce.fadd", loc, 2,
             ops, 1, &rt, 1, &p)
             ->results[0];
    cmir_rw_replace_op(rw, op, &v);
    return CMIR_OK;
  }
  unsigned red = is_float ? kinds[kind].fred : kinds[kind].ired;
  if (!red)
    return CMIR_FAIL;
  CmirNamedAttr p = {cmir_ident(ctx, "fastmathFlags"), fastmath(ctx, op, o->reassoc)};
  v = &cmir_rw_create(rw, red, loc, 1, opnds, 1, &rt, is_float ? 1 : 0, &p)->results[0];
  if (acc && is_float) {
    CmirValue *ops[2] = {v, opnds[1]};
    CmirNamedAttr none = {cmir_ident(ctx, "fastmathFlags"), fastmath(ctx, NULL, false)};
    v = &cmir_rw_create(rw, kinds[kind].fbin, loc, 2, ops, 1, &rt, 1, &none)->results[0];
  } else if (acc && kinds[kind].pred >= 0) {
    CmirValue *ops[2] = {opnds[1], v};
    const CmirType *i1 = cmir_type_int(ctx, 1, CMIR_SIGNLESS);
    CmirNamedAttr pp = {cmir_ident(ctx, "predicate"),
                        cmir_attr_int(ctx, ctx->i64, kinds[kind].pred)};
    CmirValue *c = &cmir_rw_create(rw, CMIR_OP_LLVM_ICMP, loc, 2, ops, 1, &i1, 1, &pp)->results[0];
    CmirValue *sel[3] = {c, opnds[1], v};
    CmirNamedAttr fp = {cmir_ident(ctx, "fastmathFlags"), fastmath(ctx, op, false)};
    v = &cmir_rw_create(rw, CMIR_OP_LLVM_SELECT, loc, 3, sel, 1, &rt, 1, &fp)->results[0];
  } else if (acc) {
    CmirValue *ops[2] = {opnds[1], v};
    v = &cmir_rw_create(rw, kinds[kind].ibin, loc, 2, ops, 1, &rt, 0, NULL)->results[0];
  }
  cmir_rw_replace_op(rw, op, &v);
  return CMIR_OK;
}

/* ---- vector.print of scalars and punctuation ---- */

static void call_void(CmirRewriter *rw, CmirOp *op, const char *fn, CmirValue *arg) {
  CmirContext *ctx = cmir_rw_context(rw);
  const CmirType *vd = cmir_type_llvm_simple(ctx, CMIR_TYPE_LLVM_VOID);
  cmir_llvm_declare_fn(ctx, cmir_llvm_module_of(op), fn, vd, arg ? 1 : 0, arg ? &arg->type : NULL);
  cmir_llvm_build_call(rw, op->loc, fn, NULL, arg ? 1 : 0, arg ? &arg : NULL);
}

/* `vector.print str "..."`: a private constant global with the string and
 * its NUL (vector_print_str, then vector_print_str_N while the name is
 * taken), printString of its address; the punctuation is not printed, as
 * in MLIR 19. */
static CmirStatus print_string(CmirRewriter *rw, CmirOp *op, const CmirAttr *str, VecOptions *o) {
  CmirOp *module = cmir_llvm_module_of(op);
  if (!module || str->kind != CMIR_ATTR_STRING)
    return CMIR_FAIL;
  const CmirIdent *name = cmir_llvm_unique_symbol(module, "vector_print_str", &o->nstrings);
  CmirValue *gep = cmir_llvm_global_string(rw, op->loc, module, name, str->str.s, str->str.len);
  call_void(rw, op, "printString", gep);
  cmir_rw_erase_op(rw, op);
  return CMIR_OK;
}

static CmirStatus print(CmirRewriter *rw, CmirOp *op, CmirValue *const *opnds, void *user) {
  CmirContext *ctx = cmir_rw_context(rw);
  const CmirAttr *str = cmir_op_get_prop(op, "stringLiteral");
  if (str)
    return print_string(rw, op, str, user);
  const CmirAttr *pa = cmir_op_get_prop(op, "punctuation");
  uint64_t punct = pa ? pa->en.value : 1;
  if (op->nopnds) {
    const CmirType *t = op->opnds[0].value->type;
    const char *fn = NULL;
    CmirValue *v = opnds[0];
    const CmirType *i64 = cmir_type_int(ctx, 64, CMIR_SIGNLESS);
    if (t->kind == CMIR_TYPE_FLOAT && t->flt.fk == CMIR_F_F32) {
      fn = "printF32";
    } else if (t->kind == CMIR_TYPE_FLOAT && t->flt.fk == CMIR_F_F64) {
      fn = "printF64";
    } else if (t->kind == CMIR_TYPE_INDEX) {
      fn = "printU64";
    } else if (t->kind == CMIR_TYPE_INTEGER && t->integer.width <= 64) {
      bool uns = t->integer.sign == CMIR_UNSIGNED;
      fn = uns ? "printU64" : "printI64";
      if (t->integer.width < 64) {
        unsigned ext = uns || t->integer.width == 1 ? CMIR_OP_ARITH_EXTUI : CMIR_OP_ARITH_EXTSI;
        v = &cmir_rw_create(rw, ext, op->loc, 1, &v, 1, &i64, 0, NULL)->results[0];
      }
    } else {
      return CMIR_FAIL; /* vectors (convert-vector-to-scf), f16, bf16, wide integers */
    }
    call_void(rw, op, fn, v);
  }
  static const char *const punct_fn[] = {NULL, "printNewline", "printComma", "printOpen",
                                         "printClose"};
  if (punct < 5 && punct_fn[punct])
    call_void(rw, op, punct_fn[punct], NULL);
  cmir_rw_erase_op(rw, op);
  return CMIR_OK;
}

/* ---- memory ops and masks ---- */

/* getMemRefAlignment: the preferred alignment of the converted element
 * type of memref type m in the module's data layout (0 if it has none). */
static uint32_t memref_align(CmirRewriter *rw, CmirOp *op, const CmirType *m) {
  const CmirType *e = cmir_tc_convert(cmir_rw_type_converter(rw), m->shaped.elem);
  if (!e)
    return 0;
  CmirDataLayout dl;
  cmir_llvm_dl_of(op, &dl);
  return cmir_llvm_dl_pref_align(&dl, e);
}

/* A memref operand the pattern can address (strided, converted) and a
 * vector of rank 0 or 1 that is not scalable. */
static bool mem_ok(CmirRewriter *rw, const CmirType *m, const CmirType *v) {
  int64_t st[64], off;
  return m->kind == CMIR_TYPE_MEMREF && m->shaped.rank <= 64 && cmir_memref_strides(m, st, &off) &&
         cmir_tc_convert(cmir_rw_type_converter(rw), m) && v->kind == CMIR_TYPE_VECTOR &&
         v->shaped.rank <= 1 && !v->shaped.scalable;
}

/* vector.load/store and maskedload/maskedstore: the element address (as
 * memref.load computes it), then llvm.load/store with the element's
 * alignment or llvm.intr.masked.load/store (user: the op's kind). */
enum { VM_LOAD, VM_STORE, VM_MLOAD, VM_MSTORE };
static CmirStatus mem_op(CmirRewriter *rw, CmirOp *op, CmirValue *const *opnds, void *user) {
  CmirContext *ctx = cmir_rw_context(rw);
  int k = (int)(intptr_t)user;
  uint32_t mi = k == VM_STORE ? 1 : 0, n = op->nopnds;
  uint32_t nidx = k == VM_LOAD ? n - 1 : k == VM_STORE ? n - 2 : n - 3;
  const CmirType *m = op->opnds[mi].value->type;
  const CmirType *vt = k == VM_STORE    ? op->opnds[0].value->type
                       : k == VM_MSTORE ? op->opnds[n - 1].value->type
                                        : op->results[0].type;
  if (!mem_ok(rw, m, vt))
    return CMIR_FAIL;
  const CmirType *cvt = cmir_tc_convert(cmir_rw_type_converter(rw), vt);
  if (!cvt)
    return CMIR_FAIL;
  uint32_t align = memref_align(rw, op, m);
  CmirValue *p = cmir_llvm_memref_element_ptr(rw, op->loc, m, opnds[mi], nidx, opnds + mi + 1);
  const CmirType *i64 = cmir_type_int(ctx, 64, CMIR_SIGNLESS);
  const CmirType *i32 = cmir_type_int(ctx, 32, CMIR_SIGNLESS);
  CmirNamedAttr props[2];
  uint32_t np = 0;
  if (k == VM_LOAD || k == VM_STORE) {
    props[np++] = (CmirNamedAttr){cmir_ident(ctx, "alignment"), cmir_attr_int(ctx, i64, align)};
    const CmirAttr *nt = cmir_op_get_prop(op, "nontemporal");
    if (nt && cmir_attr_is_bool(nt) && cmir_attr_int_value(nt))
      props[np++] = (CmirNamedAttr){cmir_ident(ctx, "nontemporal"), ctx->unit};
  } else {
    props[np++] = (CmirNamedAttr){cmir_ident(ctx, "alignment"), cmir_attr_int(ctx, i32, align)};
  }
  switch (k) {
  case VM_LOAD: {
    CmirValue *v =
        &cmir_rw_create(rw, CMIR_OP_LLVM_LOAD, op->loc, 1, &p, 1, &cvt, np, props)->results[0];
    cmir_rw_replace_op(rw, op, &v);
    return CMIR_OK;
  }
  case VM_STORE: {
    CmirValue *ops[2] = {opnds[0], p};
    cmir_rw_create(rw, CMIR_OP_LLVM_STORE, op->loc, 2, ops, 0, NULL, np, props);
    break;
  }
  case VM_MLOAD: {
    CmirValue *ops[3] = {p, opnds[n - 2], opnds[n - 1]};
    CmirValue *v =
        &cmir_rw_create(rw, CMIR_OP_LLVM_INTR_MASKED_LOAD, op->loc, 3, ops, 1, &cvt, np, props)
             ->results[0];
    cmir_rw_replace_op(rw, op, &v);
    return CMIR_OK;
  }
  default: {
    CmirValue *ops[3] = {opnds[n - 1], p, opnds[n - 2]};
    cmir_rw_create(rw, CMIR_OP_LLVM_INTR_MASKED_STORE, op->loc, 3, ops, 0, NULL, np, props);
    break;
  }
  }
  cmir_rw_erase_op(rw, op);
  return CMIR_OK;
}

/* arith.constant of value a (its type). */
static CmirValue *arith_const(CmirRewriter *rw, CmirLoc loc, const CmirAttr *a, const CmirType *t) {
  CmirNamedAttr p = {cmir_ident(cmir_rw_context(rw), "value"), a};
  return &cmir_rw_create(rw, CMIR_OP_ARITH_CONSTANT, loc, 0, NULL, 1, &t, 1, &p)->results[0];
}

/* vector.constant_mask: the dense i1 constant it is (ConstantMaskOpLowering
 * and the constant folding after it). */
static CmirStatus constant_mask(CmirRewriter *rw, CmirOp *op, CmirValue *const *opnds, void *user) {
  (void)opnds, (void)user;
  const CmirType *t = op->results[0].type;
  const CmirAttr *a = cmir_op_get_prop(op, "mask_dim_sizes");
  if (t->shaped.scalable || !a || a->kind != CMIR_ATTR_ARRAY || a->arr.n > 64)
    return CMIR_FAIL;
  int64_t n = cmir_type_num_elements(t);
  if (n < 0 || n > (1 << 20))
    return CMIR_FAIL;
  unsigned char *bits = cmir_xcalloc((size_t)(n ? n : 1), 1);
  for (int64_t l = 0; l < n; l++) {
    int64_t rem = l;
    bool on = true;
    for (uint32_t d = t->shaped.rank; d-- > 0;) {
      int64_t c = rem % t->shaped.shape[d];
      rem /= t->shaped.shape[d];
      on &= c < cmir_attr_int_value(a->arr.elems[d]);
    }
    if (t->shaped.rank == 0)
      on = cmir_attr_int_value(a->arr.elems[0]) != 0;
    bits[l] = on;
  }
  bool splat = true;
  for (int64_t l = 1; l < n; l++)
    splat &= bits[l] == bits[0];
  const CmirAttr *v = cmir_attr_dense(cmir_rw_context(rw), t, bits, splat ? 1 : (uint64_t)n, splat);
  free(bits);
  CmirValue *r = arith_const(rw, op->loc, v, t);
  cmir_rw_replace_op(rw, op, &r);
  return CMIR_OK;
}

/* vector.create_mask. 0-D and 1-D (VectorCreateMaskOpRewritePattern): the
 * step vector [0, 1, ..] (i32 lanes unless force-32bit-vector-indices is
 * off: then the index type's) compared `slt` with the splat bound. n-D (CreateMaskOpLowering):
 * the mask of the trailing dimensions, inserted at each leading position
 * p where the leading bound is `sgt` p, into an all-false vector. */
static CmirStatus create_mask(CmirRewriter *rw, CmirOp *op, CmirValue *const *opnds, void *user) {
  (void)opnds;
  const VecOptions *o = user;
  CmirContext *ctx = cmir_rw_context(rw);
  const CmirType *t = op->results[0].type;
  CmirLoc loc = op->loc;
  if (t->shaped.scalable || t->shaped.rank > 64)
    return CMIR_FAIL;
  const CmirType *i1 = t->shaped.elem, *idx = cmir_type_index(ctx);
  CmirValue *r;
  if (t->shaped.rank <= 1) {
    int64_t n = t->shaped.rank ? t->shaped.shape[0] : 1;
    if (n > (1 << 20))
      return CMIR_FAIL;
    const CmirType *et = o->force32 ? cmir_type_int(ctx, 32, CMIR_SIGNLESS) : idx_type(rw);
    const CmirType *st = cmir_type_vector(ctx, t->shaped.rank, t->shaped.shape, NULL, et);
    uint32_t eb = o->force32 ? 4 : 8;
    unsigned char *steps = cmir_xcalloc((size_t)n, eb);
    for (int64_t i = 0; i < n; i++) {
      int64_t v = i;
      memcpy(steps + i * eb, &v, eb);
    }
    const CmirAttr *sa = cmir_attr_dense(ctx, st, steps, n == 1 ? eb : (uint64_t)n * eb, n == 1);
    free(steps);
    CmirValue *step = arith_const(rw, loc, sa, st);
    CmirValue *b = op->opnds[0].value;
    b = &cmir_rw_create(rw, CMIR_OP_ARITH_INDEX_CAST, loc, 1, &b, 1, &et, 0, NULL)->results[0];
    CmirValue *s =
        &cmir_rw_create(rw, CMIR_OP_VECTOR_SPLAT, loc, 1, &b, 1, &st, 0, NULL)->results[0];
    CmirValue *ops[2] = {step, s};
    CmirNamedAttr p = {cmir_ident(ctx, "predicate"), cmir_attr_int(ctx, ctx->i64, 2 /* slt */)};
    r = &cmir_rw_create(rw, CMIR_OP_ARITH_CMPI, loc, 2, ops, 1, &t, 1, &p)->results[0];
  } else {
    const CmirType *inner =
        cmir_type_vector(ctx, t->shaped.rank - 1, t->shaped.shape + 1, NULL, i1);
    CmirValue *trail[64];
    for (uint32_t i = 1; i < op->nopnds; i++)
      trail[i - 1] = op->opnds[i].value;
    CmirValue *in = &cmir_rw_create(rw, CMIR_OP_VECTOR_CREATE_MASK, loc, op->nopnds - 1, trail, 1,
                                    &inner, 0, NULL)
                         ->results[0];
    bool f = false;
    CmirValue *zero_in = arith_const(rw, loc, cmir_attr_dense(ctx, inner, &f, 1, true), inner);
    r = arith_const(rw, loc, cmir_attr_dense(ctx, t, &f, 1, true), t);
    for (int64_t d = 0; d < t->shaped.shape[0]; d++) {
      CmirValue *cd = arith_const(rw, loc, cmir_attr_int(ctx, idx, d), idx);
      CmirValue *cops[2] = {op->opnds[0].value, cd};
      CmirNamedAttr p = {cmir_ident(ctx, "predicate"), cmir_attr_int(ctx, ctx->i64, 4 /* sgt */)};
      CmirValue *c =
          &cmir_rw_create(rw, CMIR_OP_ARITH_CMPI, loc, 2, cops, 1, &i1, 1, &p)->results[0];
      CmirValue *sops[3] = {c, in, zero_in};
      CmirValue *sel =
          &cmir_rw_create(rw, CMIR_OP_ARITH_SELECT, loc, 3, sops, 1, &inner, 0, NULL)->results[0];
      CmirValue *iops[2] = {sel, r};
      CmirNamedAttr ip = {cmir_ident(ctx, "static_position"),
                          cmir_attr_dense_i64_array(ctx, 1, &d)};
      r = &cmir_rw_create(rw, CMIR_OP_VECTOR_INSERT, loc, 2, iops, 1, &t, 1, &ip)->results[0];
    }
  }
  cmir_rw_replace_op(rw, op, &r);
  return CMIR_OK;
}

/* vector.type_cast: a descriptor of the result type with the source's
 * pointers, offset 0 and the result's static sizes and strides. */
static CmirStatus type_cast(CmirRewriter *rw, CmirOp *op, CmirValue *const *opnds, void *user) {
  (void)user;
  CmirContext *ctx = cmir_rw_context(rw);
  const CmirType *rt = op->results[0].type;
  const CmirType *dt = cmir_tc_convert(cmir_rw_type_converter(rw), rt);
  if (!dt || !cmir_tc_convert(cmir_rw_type_converter(rw), op->opnds[0].value->type) ||
      !cmir_type_has_static_shape(rt) || !cmir_memref_layout_is_identity(rt))
    return CMIR_FAIL;
  CmirLoc loc = op->loc;
  CmirValue *d = cmir_llvm_build_undef(rw, loc, dt);
  for (int64_t f = 0; f < 2; f++) {
    CmirValue *p = cmir_llvm_build_extractvalue(rw, loc, opnds[0], 1, &f);
    d = cmir_llvm_build_insertvalue(rw, loc, d, p, 1, &f);
  }
  const CmirType *it = idx_type(rw), *index = cmir_type_index(ctx);
  int64_t f = 2;
  CmirValue *zero = cmir_llvm_build_constant(rw, loc, it, cmir_attr_int(ctx, index, 0));
  d = cmir_llvm_build_insertvalue(rw, loc, d, zero, 1, &f);
  int64_t stride = 1;
  for (uint32_t i = rt->shaped.rank; i-- > 0;) {
    int64_t ps[2] = {3, i}, pt[2] = {4, i};
    CmirValue *sz =
        cmir_llvm_build_constant(rw, loc, it, cmir_attr_int(ctx, index, rt->shaped.shape[i]));
    d = cmir_llvm_build_insertvalue(rw, loc, d, sz, 2, ps);
    CmirValue *st = cmir_llvm_build_constant(rw, loc, it, cmir_attr_int(ctx, index, stride));
    d = cmir_llvm_build_insertvalue(rw, loc, d, st, 2, pt);
    stride *= rt->shaped.shape[i];
  }
  cmir_rw_replace_op(rw, op, &d);
  return CMIR_OK;
}

/* ---- transfers of 1-D vectors ---- */

/* The splat of the padding p into vector type t: a dense constant when p
 * is a constant (MLIR folds vector.splat of one), else vector.splat. */
static CmirValue *splat_padding(CmirRewriter *rw, CmirLoc loc, const CmirType *t, CmirValue *p) {
  CmirContext *ctx = cmir_rw_context(rw);
  CmirOp *def = cmir_value_def(p);
  const CmirAttr *a = def && cmir_op_isa(def, CMIR_OP_ARITH_CONSTANT) ? cmir_op_get_prop(def, "value") : NULL;
  uint32_t eb = cmir_dense_elem_bytes(t->shaped.elem);
  if (a && eb && eb <= 8 && (a->kind == CMIR_ATTR_FLOAT || a->kind == CMIR_ATTR_INTEGER)) {
    uint64_t bits = a->kind == CMIR_ATTR_FLOAT ? a->f.lo : a->i.v;
    unsigned char b[8];
    memcpy(b, &bits, 8);
    if (cmir_type_is_signless_int(t->shaped.elem, 1))
      b[0] = bits & 1;
    return arith_const(rw, loc, cmir_attr_dense(ctx, t, b, eb, true), t);
  }
  return &cmir_rw_create(rw, CMIR_OP_VECTOR_SPLAT, loc, 1, &p, 1, &t, 0, NULL)->results[0];
}

/* vector.transfer_read/transfer_write of a 1-D vector along the memref's
 * innermost dim (the minor identity map) of a memref of scalars, as MLIR
 * 19's convert-vector-to-llvm does it: MaterializeTransferMask makes a dim
 * that is not in bounds a mask, create_mask of the dim's size less the
 * index (and-ed with the op's own mask), then TransferReadToVectorLoad
 * and TransferWriteToVectorStore make it vector.load/store, or
 * vector.maskedload (the padding splat as pass-through) and
 * vector.maskedstore when there is a mask. Other transfers are
 * convert-vector-to-scf's. */
static CmirStatus transfer(CmirRewriter *rw, CmirOp *op, CmirValue *const *opnds, void *user) {
  (void)opnds;
  (void)user;
  CmirContext *ctx = cmir_rw_context(rw);
  bool rd = cmir_op_isa(op, CMIR_OP_VECTOR_TRANSFER_READ);
  uint32_t si = cmir_vector_transfer_source(op);
  const CmirType *m = op->opnds[si].value->type;
  const CmirType *vt = rd ? op->results[0].type : op->opnds[0].value->type;
  const CmirAffineMap *map = cmir_vector_transfer_map(op);
  int64_t st[64], off;
  if (m->kind != CMIR_TYPE_MEMREF || !m->shaped.rank || m->shaped.rank > 64 ||
      m->shaped.elem->kind == CMIR_TYPE_VECTOR || vt->shaped.rank != 1 || vt->shaped.scalable ||
      !map || map->nres != 1 || map->exprs[0]->kind != CMIR_AFFINE_DIM ||
      map->exprs[0]->position != m->shaped.rank - 1 || !cmir_memref_strides(m, st, &off) ||
      st[m->shaped.rank - 1] != 1 || m->shaped.elem != vt->shaped.elem)
    return CMIR_FAIL;
  CmirLoc loc = op->loc;
  const CmirType *idx = cmir_type_index(ctx);
  uint32_t rank = m->shaped.rank;
  CmirValue *src = op->opnds[si].value, *mask = cmir_vector_transfer_mask(op);
  CmirValue *const *ix = NULL;
  CmirValue *ivals[64];
  for (uint32_t i = 0; i < rank; i++)
    ivals[i] = op->opnds[si + 1 + i].value;
  ix = ivals;
  bool in_bounds = cmir_vector_transfer_in_bounds(op, 0);
  /* MLIR lowers an in-bounds transfer in its greedy rewrite, which folds
   * the padding's splat into a dense constant where the padding constant
   * was and erases the constant once it has no use left. */
  CmirValue *pad = rd ? op->opnds[1 + rank].value : NULL, *fill = NULL;
  CmirOp *pdef = pad ? cmir_value_def(pad) : NULL;
  if (rd && in_bounds && pdef && cmir_op_isa(pdef, CMIR_OP_ARITH_CONSTANT) && pad->uses &&
      !pad->uses->next) {
    if (mask) {
      cmir_rw_set_before(rw, pdef);
      fill = splat_padding(rw, loc, vt, pad);
      cmir_rw_set_before(rw, op);
    }
    cmir_rw_erase_op(rw, pdef);
  }
  if (!in_bounds) {
    CmirValue *k = arith_const(rw, loc, cmir_attr_int(ctx, idx, rank - 1), idx);
    CmirValue *dim;
    if (m->shaped.shape[rank - 1] != CMIR_DYNAMIC) {
      dim = arith_const(rw, loc, cmir_attr_int(ctx, idx, m->shaped.shape[rank - 1]), idx);
    } else {
      CmirValue *dops[2] = {src, k};
      dim = &cmir_rw_create(rw, CMIR_OP_MEMREF_DIM, loc, 2, dops, 1, &idx, 0, NULL)->results[0];
    }
    CmirValue *sops[2] = {dim, ix[rank - 1]};
    CmirValue *b =
        &cmir_rw_create(rw, CMIR_OP_ARITH_SUBI, loc, 2, sops, 1, &idx, 0, NULL)->results[0];
    const CmirType *mt = cmir_type_vector(ctx, 1, vt->shaped.shape, NULL, ctx->i1);
    CmirValue *nm =
        &cmir_rw_create(rw, CMIR_OP_VECTOR_CREATE_MASK, loc, 1, &b, 1, &mt, 0, NULL)->results[0];
    if (mask) {
      CmirValue *aops[2] = {nm, mask};
      nm = &cmir_rw_create(rw, CMIR_OP_ARITH_ANDI, loc, 2, aops, 1, &mt, 0, NULL)->results[0];
    }
    mask = nm;
  }
  CmirValue *ops[68];
  uint32_t n = 0;
  if (rd) {
    if (mask && !fill)
      fill = splat_padding(rw, loc, vt, pad);
    ops[n++] = src;
    for (uint32_t i = 0; i < rank; i++)
      ops[n++] = ix[i];
    if (mask) {
      ops[n++] = mask;
      ops[n++] = fill;
    }
    CmirValue *v = &cmir_rw_create(rw, mask ? CMIR_OP_VECTOR_MASKEDLOAD : CMIR_OP_VECTOR_LOAD,
                                   loc, n, ops, 1, &vt, 0, NULL)
                        ->results[0];
    cmir_rw_replace_op(rw, op, &v);
    return CMIR_OK;
  }
  if (!mask)
    ops[n++] = op->opnds[0].value;
  ops[n++] = src;
  for (uint32_t i = 0; i < rank; i++)
    ops[n++] = ix[i];
  if (mask) {
    ops[n++] = mask;
    ops[n++] = op->opnds[0].value;
  }
  cmir_rw_create(rw, mask ? CMIR_OP_VECTOR_MASKEDSTORE : CMIR_OP_VECTOR_STORE, loc, n, ops, 0,
                 NULL, 0, NULL);
  cmir_rw_erase_op(rw, op);
  return CMIR_OK;
}

static const CmirPattern patterns[] = {
    {CMIR_OP_VECTOR_SPLAT, splat, NULL, NULL, NULL},
    {CMIR_OP_VECTOR_BROADCAST, broadcast_vec, NULL, NULL, NULL},
    {CMIR_OP_VECTOR_EXTRACT, extract, NULL, NULL, NULL},
    {CMIR_OP_VECTOR_INSERT, insert, NULL, NULL, NULL},
    {CMIR_OP_VECTOR_EXTRACTELEMENT, element, NULL, NULL, NULL},
    {CMIR_OP_VECTOR_INSERTELEMENT, element, (void *)1, NULL, NULL},
    {CMIR_OP_VECTOR_SHUFFLE, shuffle_op, NULL, NULL, NULL},
    {CMIR_OP_VECTOR_INTERLEAVE, interleave, NULL, NULL, NULL},
    {CMIR_OP_VECTOR_FMA, fma_op, NULL, NULL, NULL},
    {CMIR_OP_VECTOR_REDUCTION, reduction, NULL, NULL, NULL},
    {CMIR_OP_VECTOR_BITCAST, bitcast, NULL, NULL, NULL},
    {CMIR_OP_VECTOR_SHAPE_CAST, shape_cast, NULL, NULL, NULL},
    {CMIR_OP_VECTOR_PRINT, print, NULL, NULL, NULL},
    {CMIR_OP_VECTOR_LOAD, mem_op, (void *)VM_LOAD, NULL, NULL},
    {CMIR_OP_VECTOR_STORE, mem_op, (void *)VM_STORE, NULL, NULL},
    {CMIR_OP_VECTOR_MASKEDLOAD, mem_op, (void *)VM_MLOAD, NULL, NULL},
    {CMIR_OP_VECTOR_MASKEDSTORE, mem_op, (void *)VM_MSTORE, NULL, NULL},
    {CMIR_OP_VECTOR_CONSTANT_MASK, constant_mask, NULL, NULL, NULL},
    {CMIR_OP_VECTOR_CREATE_MASK, create_mask, NULL, NULL, NULL},
    {CMIR_OP_VECTOR_TYPE_CAST, type_cast, NULL, NULL, NULL},
    {CMIR_OP_VECTOR_TRANSFER_READ, transfer, NULL, NULL, NULL},
    {CMIR_OP_VECTOR_TRANSFER_WRITE, transfer, NULL, NULL, NULL},
};

/* The greedy rewrite MLIR runs before the conversion erases the ops left
 * without uses (a padding constant whose in-bounds transfer became a
 * vector.load): ops of each block, last first, so that chains go too. */
static void erase_dead(CmirOp *op) {
  for (uint32_t i = 0; i < op->nregions; i++)
    for (CmirBlock *b = cmir_op_regions(op)[i].first; b; b = b->next)
      for (CmirOp *o = b->last; o;) {
        CmirOp *prev = o->prev;
        erase_dead(o);
        if (cmir_op_is_trivially_dead(o))
          cmir_op_erase(o);
        o = prev;
      }
}

CmirStatus cmir_pass_convert_vector_to_llvm(CmirOp *module, const char *options) {
  CmirContext *ctx = cmir_op_context(module);
  VecOptions o = {{64, false}, false, true, 0};
  const char *p = options;
  CmirPassOption opt;
  while (cmir_pass_option_next(&p, &opt)) {
    bool b;
    if (cmir_pass_option_is(&opt, "reassociate-fp-reductions")) {
      if (cmir_pass_option_bool(ctx, &opt, &o.reassoc))
        return CMIR_FAIL;
    } else if (cmir_pass_option_is(&opt, "force-32bit-vector-indices")) {
      if (cmir_pass_option_bool(ctx, &opt, &b))
        return CMIR_FAIL;
      o.force32 = b;
    } else {
      return cmir_pass_option_unknown(ctx, &opt);
    }
  }
  erase_dead(module);
  CmirLlvmTypeConverter ltc;
  cmir_llvm_tc_init(&ltc, ctx, &o.llvm);
  size_t n = sizeof patterns / sizeof patterns[0];
  CmirPattern pats[sizeof patterns / sizeof patterns[0]];
  cmir_patterns_bind(pats, patterns, n, &ltc.tc);
  for (size_t i = 0; i < n; i++)
    if (pats[i].fn == reduction || pats[i].fn == print || pats[i].fn == create_mask)
      pats[i].user = &o;
  CmirConvTarget *t = cmir_llvm_target_create(ctx);
  cmir_cv_target_set_dialect(t, "arith", CMIR_LEGALITY_LEGAL, NULL, NULL);
  cmir_cv_target_set_dialect(t, "memref", CMIR_LEGALITY_LEGAL, NULL, NULL);
  CmirStatus rc = cmir_cv_apply(module, t, pats, n, CMIR_CONVERSION_PARTIAL);
  cmir_cv_target_destroy(t);
  return rc;
}
