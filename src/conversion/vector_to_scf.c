/* convert-vector-to-scf: vector.print of a vector becomes loops that print
 * its lanes one by one between the runtime's punctuation, as MLIR 19's
 * PrintOpLowering does after its folds: a vector of rank other than 1 is
 * flattened with vector.shape_cast, integers narrower than 8 bits or of an
 * odd width are extended (i1 zero-extended), then per dimension
 * `vector.print punctuation <open>`, an scf.for over the dimension whose
 * body prints a comma after every lane but the last (arith.cmpi ult and
 * scf.if), `vector.print punctuation <close>`; the innermost body extracts
 * the lane at the flattened index and prints it without punctuation. The
 * index constants go to the start of the function's entry block, each made
 * once, in the order they are first needed (MLIR's folder, which hoists
 * them, visits them newest first and puts each at the start of the block;
 * its order differs when the function already has constants of its own).
 * Transfers of n-D vectors become loops over transfers of one rank less
 * through a buffer, 1-D transfers along another dim than the innermost
 * loops over the lanes (see transfer_nd and transfer_1d). */
#include "conversion/llvm_common.h"
#include "dialect/dialects.h"

#include <stdlib.h>
#include <string.h>

/* The index constants made in one function's entry block. */
typedef struct Consts {
  CmirBlock *entry;
  uint32_t n, cap;
  int64_t *val;
  CmirValue **v;
} Consts;

/* Where new ops go: before `before`, or at the end of `blk`. */
typedef struct Where {
  CmirBlock *blk;
  CmirOp *before;
} Where;

static void go(CmirRewriter *rw, const Where *w) {
  if (w->before)
    cmir_rw_set_before(rw, w->before);
  else
    cmir_rw_set_end(rw, w->blk);
}

static CmirValue *index_const(CmirRewriter *rw, Consts *cs, const Where *w, CmirLoc loc,
                              int64_t k) {
  for (uint32_t i = 0; i < cs->n; i++)
    if (cs->val[i] == k)
      return cs->v[i];
  CmirContext *ctx = cmir_rw_context(rw);
  const CmirType *idx = cmir_type_index(ctx);
  CmirNamedAttr p = {cmir_ident(ctx, "value"), cmir_attr_int(ctx, idx, k)};
  if (cs->n)
    cmir_rw_set_after(rw, cmir_value_def(cs->v[cs->n - 1]));
  else
    cmir_rw_set_start(rw, cs->entry);
  CmirValue *v =
      &cmir_rw_create(rw, CMIR_OP_ARITH_CONSTANT, loc, 0, NULL, 1, &idx, 1, &p)->results[0];
  go(rw, w);
  if (cs->n == cs->cap) {
    cs->cap = cs->cap ? 2 * cs->cap : 8;
    cs->val = cmir_xrealloc(cs->val, cs->cap * sizeof *cs->val);
    cs->v = cmir_xrealloc(cs->v, cs->cap * sizeof *cs->v);
  }
  cs->val[cs->n] = k;
  cs->v[cs->n++] = v;
  return v;
}

static CmirOp *print_punct(CmirRewriter *rw, CmirLoc loc, uint64_t p, CmirValue *v) {
  CmirContext *ctx = cmir_rw_context(rw);
  CmirNamedAttr a = {cmir_ident(ctx, "punctuation"),
                     cmir_attr_enum(ctx, &cmir_vector_punctuation, p)};
  return cmir_rw_create(rw, CMIR_OP_VECTOR_PRINT, loc, v ? 1 : 0, v ? &v : NULL, 0, NULL, 1, &a);
}

static CmirOp *yield(CmirRewriter *rw, CmirLoc loc) {
  return cmir_rw_create(rw, CMIR_OP_SCF_YIELD, loc, 0, NULL, 0, NULL, 0, NULL);
}

/* scf.for lb to ub step s with an empty body (just its yield). */
static CmirOp *for_op(CmirRewriter *rw, CmirLoc loc, CmirValue *lb, CmirValue *ub, CmirValue *s,
                      CmirBlock **body) {
  CmirContext *ctx = cmir_rw_context(rw);
  CmirOpState st;
  cmir_opstate_init(&st, ctx, cmir_op_info_by_id(ctx, CMIR_OP_SCF_FOR), loc);
  cmir_opstate_add_operand(&st, lb);
  cmir_opstate_add_operand(&st, ub);
  cmir_opstate_add_operand(&st, s);
  cmir_opstate_add_region(&st);
  CmirOp *f = cmir_rw_insert(rw, &st);
  const CmirType *idx = cmir_type_index(ctx);
  *body = cmir_rw_create_block(rw, &cmir_op_regions(f)[0], NULL, 1, &idx, loc);
  cmir_rw_set_end(rw, *body);
  yield(rw, loc);
  return f;
}

/* `scf.if %c { vector.print punctuation <comma> }` at the current point. */
static void comma_if(CmirRewriter *rw, CmirLoc loc, CmirValue *c) {
  CmirContext *ctx = cmir_rw_context(rw);
  CmirOpState st;
  cmir_opstate_init(&st, ctx, cmir_op_info_by_id(ctx, CMIR_OP_SCF_IF), loc);
  cmir_opstate_add_operand(&st, c);
  cmir_opstate_add_region(&st);
  cmir_opstate_add_region(&st);
  CmirOp *f = cmir_rw_insert(rw, &st);
  CmirBlock *b = cmir_rw_create_block(rw, &cmir_op_regions(f)[0], NULL, 0, NULL, loc);
  cmir_rw_set_end(rw, b);
  print_punct(rw, loc, 2, NULL);
  yield(rw, loc);
}

static CmirBlock *entry_of(CmirOp *op) {
  CmirOp *f = op;
  while (f && !(cmir_op_traits(f) & CMIR_TRAIT_ISOLATED))
    f = cmir_op_parent(f);
  return f && f->nregions ? cmir_op_regions(f)[0].first : NULL;
}

static CmirStatus print(CmirRewriter *rw, CmirOp *op, CmirValue *const *opnds, void *user) {
  Consts *cs = user;
  CmirContext *ctx = cmir_rw_context(rw);
  if (!op->nopnds || op->opnds[0].value->type->kind != CMIR_TYPE_VECTOR)
    return CMIR_FAIL;
  const CmirType *t = op->opnds[0].value->type, *e = t->shaped.elem;
  CmirBlock *entry = entry_of(op);
  if (!entry || t->shaped.scalable ||
      (e->kind == CMIR_TYPE_INTEGER && e->integer.sign != CMIR_SIGNLESS))
    return CMIR_FAIL;
  if (cs->entry != entry) {
    cs->entry = entry;
    cs->n = 0;
  }
  CmirLoc loc = op->loc;
  Where top = {op->block, op};
  go(rw, &top);
  CmirValue *v = opnds[0];
  if (e->kind == CMIR_TYPE_INTEGER) {
    uint32_t w = e->integer.width, legal = 8;
    while (legal < w)
      legal *= 2;
    if (legal != w) {
      const CmirType *le = cmir_type_int(ctx, legal, CMIR_SIGNLESS);
      const CmirType *lt = cmir_type_vector(ctx, t->shaped.rank, t->shaped.shape, NULL, le);
      unsigned ext = w == 1 ? CMIR_OP_ARITH_EXTUI : CMIR_OP_ARITH_EXTSI;
      v = &cmir_rw_create(rw, ext, loc, 1, &v, 1, &lt, 0, NULL)->results[0];
      t = lt;
      e = le;
    }
  }
  uint32_t rank = t->shaped.rank ? t->shaped.rank : 1;
  int64_t one = 1;
  const int64_t *shape = t->shaped.rank ? t->shaped.shape : &one;
  if (t->shaped.rank != 1) {
    int64_t flat = cmir_type_num_elements(t);
    const CmirType *ft = cmir_type_vector(ctx, 1, &flat, NULL, e);
    v = &cmir_rw_create(rw, CMIR_OP_VECTOR_SHAPE_CAST, loc, 1, &v, 1, &ft, 0, NULL)->results[0];
  }
  if (rank > 64)
    return CMIR_FAIL;
  CmirValue *ivs[64];
  CmirOp *first_close = NULL;
  Where w = top;
  for (uint32_t d = 0; d < rank; d++) {
    CmirValue *lb = index_const(rw, cs, &w, loc, 0);
    CmirValue *ub = index_const(rw, cs, &w, loc, shape[d]);
    CmirValue *st = index_const(rw, cs, &w, loc, 1);
    CmirValue *last = index_const(rw, cs, &w, loc, shape[d] - 1);
    print_punct(rw, loc, 3, NULL);
    CmirBlock *body;
    CmirOp *loop = for_op(rw, loc, lb, ub, st, &body);
    w.blk = loop->block;
    w.before = loop->next;
    go(rw, &w);
    CmirOp *close = print_punct(rw, loc, 4, NULL);
    if (!first_close)
      first_close = close;
    ivs[d] = body->args[0];
    /* the comma test at the start of the body */
    w.blk = body;
    w.before = body->first;
    go(rw, &w);
    const CmirType *i1 = cmir_type_int(ctx, 1, CMIR_SIGNLESS);
    CmirValue *ops[2] = {ivs[d], last};
    CmirNamedAttr pp = {cmir_ident(ctx, "predicate"), cmir_attr_int(ctx, ctx->i64, 6 /* ult */)};
    CmirOp *cmp = cmir_rw_create(rw, CMIR_OP_ARITH_CMPI, loc, 2, ops, 1, &i1, 1, &pp);
    comma_if(rw, loc, &cmp->results[0]);
    /* what comes next goes before the comparison */
    w.blk = body;
    w.before = cmp;
    go(rw, &w);
  }
  /* the flattened index: inner index + outer * stride, constants folded */
  CmirValue *flat = NULL;
  int64_t stride = 1;
  const CmirType *idx = cmir_type_index(ctx);
  CmirNamedAttr of = {cmir_ident(ctx, "overflowFlags"),
                      cmir_attr_enum(ctx, &cmir_arith_overflow, 0)};
  for (uint32_t d = rank; d-- > 0;) {
    CmirValue *ix = ivs[d];
    if (stride != 1) {
      CmirValue *sc = index_const(rw, cs, &w, loc, stride);
      CmirValue *ops[2] = {ivs[d], sc};
      ix = &cmir_rw_create(rw, CMIR_OP_ARITH_MULI, loc, 2, ops, 1, &idx, 1, &of)->results[0];
    }
    if (flat) {
      CmirValue *ops[2] = {flat, ix};
      flat = &cmir_rw_create(rw, CMIR_OP_ARITH_ADDI, loc, 2, ops, 1, &idx, 1, &of)->results[0];
    } else {
      flat = ix;
    }
    stride *= shape[d];
  }
  CmirValue *eops[2] = {v, flat};
  CmirValue *lane =
      &cmir_rw_create(rw, CMIR_OP_VECTOR_EXTRACTELEMENT, loc, 2, eops, 1, &e, 0, NULL)->results[0];
  print_punct(rw, loc, 0, lane);
  cmir_rw_set_after(rw, first_close);
  const CmirAttr *pa = cmir_op_get_prop(op, "punctuation");
  print_punct(rw, loc, pa ? pa->en.value : 1, NULL);
  cmir_rw_erase_op(rw, op);
  return CMIR_OK;
}

/* ---- transfers ---- */

/* An op with operand segments. */
static CmirOp *create_seg(CmirRewriter *rw, unsigned id, CmirLoc loc, uint32_t n,
                          CmirValue *const *opnds, const CmirType *rt, uint32_t np,
                          const CmirNamedAttr *props, const uint32_t *seg, uint32_t nseg) {
  return cmir_rw_create_seg(rw, id, loc, n, opnds, rt != NULL, &rt, np, props, seg, nseg);
}

/* affine.apply (d0)[s0] -> (d0 + s0) of iv and base. */
static CmirValue *add_index(CmirRewriter *rw, CmirLoc loc, CmirValue *iv, CmirValue *base) {
  CmirContext *ctx = cmir_rw_context(rw);
  const CmirAffineExpr *e =
      cmir_affine_bin(ctx, CMIR_AFFINE_ADD, cmir_affine_dim(ctx, 0), cmir_affine_sym(ctx, 0));
  CmirNamedAttr p = {cmir_ident(ctx, "map"),
                     cmir_attr_affine_map(ctx, cmir_affine_map(ctx, 1, 1, 1, &e))};
  CmirValue *ops[2] = {iv, base};
  const CmirType *idx = cmir_type_index(ctx);
  return &cmir_rw_create(rw, CMIR_OP_AFFINE_APPLY, loc, 2, ops, 1, &idx, 1, &p)->results[0];
}

/* `memref.dim src, d > iv + base` (arith.cmpi sgt). */
static CmirValue *in_bounds_cond(CmirRewriter *rw, Consts *cs, const Where *w, CmirLoc loc,
                                 CmirValue *src, uint32_t d, CmirValue *iv, CmirValue *base) {
  CmirContext *ctx = cmir_rw_context(rw);
  const CmirType *idx = cmir_type_index(ctx);
  CmirValue *dops[2] = {src, index_const(rw, cs, w, loc, d)};
  CmirValue *dim = &cmir_rw_create(rw, CMIR_OP_MEMREF_DIM, loc, 2, dops, 1, &idx, 0, NULL)->results[0];
  CmirValue *ops[2] = {dim, add_index(rw, loc, iv, base)};
  CmirNamedAttr p = {cmir_ident(ctx, "predicate"), cmir_attr_int(ctx, ctx->i64, 4 /* sgt */)};
  return &cmir_rw_create(rw, CMIR_OP_ARITH_CMPI, loc, 2, ops, 1, &ctx->i1, 1, &p)->results[0];
}

/* scf.if c with n results of types ts: its then and else blocks, empty. */
static CmirOp *if_op(CmirRewriter *rw, CmirLoc loc, CmirValue *c, uint32_t n,
                     const CmirType *const *ts, CmirBlock **then_b, CmirBlock **else_b) {
  CmirContext *ctx = cmir_rw_context(rw);
  CmirOpState st;
  cmir_opstate_init(&st, ctx, cmir_op_info_by_id(ctx, CMIR_OP_SCF_IF), loc);
  cmir_opstate_add_operand(&st, c);
  for (uint32_t i = 0; i < n; i++)
    cmir_opstate_add_result(&st, ts[i]);
  cmir_opstate_add_region(&st);
  cmir_opstate_add_region(&st);
  CmirOp *f = cmir_rw_insert(rw, &st);
  *then_b = cmir_rw_create_block(rw, &cmir_op_regions(f)[0], NULL, 0, NULL, loc);
  *else_b = cmir_rw_create_block(rw, &cmir_op_regions(f)[1], NULL, 0, NULL, loc);
  return f;
}

static void yield_values(CmirRewriter *rw, CmirLoc loc, uint32_t n, CmirValue *const *v) {
  cmir_rw_create(rw, CMIR_OP_SCF_YIELD, loc, n, v, 0, NULL, 0, NULL);
}

/* The splat of p as a vector of type t (a dense constant when p is one). */
static CmirValue *splat_of(CmirRewriter *rw, CmirLoc loc, const CmirType *t, CmirValue *p) {
  CmirContext *ctx = cmir_rw_context(rw);
  CmirOp *def = cmir_value_def(p);
  const CmirAttr *a =
      def && cmir_op_isa(def, CMIR_OP_ARITH_CONSTANT) ? cmir_op_get_prop(def, "value") : NULL;
  uint32_t eb = cmir_dense_elem_bytes(t->shaped.elem);
  if (a && eb && eb <= 8 && (a->kind == CMIR_ATTR_FLOAT || a->kind == CMIR_ATTR_INTEGER)) {
    uint64_t bits = a->kind == CMIR_ATTR_FLOAT ? a->f.lo : a->i.v;
    unsigned char b[8];
    memcpy(b, &bits, 8);
    CmirNamedAttr v = {cmir_ident(ctx, "value"), cmir_attr_dense(ctx, t, b, eb, true)};
    return &cmir_rw_create(rw, CMIR_OP_ARITH_CONSTANT, loc, 0, NULL, 1, &t, 1, &v)->results[0];
  }
  return &cmir_rw_create(rw, CMIR_OP_VECTOR_SPLAT, loc, 1, &p, 1, &t, 0, NULL)->results[0];
}

/* A transfer convert-vector-to-llvm takes as it is: of a 1-D vector along
 * the innermost dim (or of a 0-D vector). */
static bool transfer_legal(CmirOp *op, void *user) {
  (void)user;
  bool rd = cmir_op_isa(op, CMIR_OP_VECTOR_TRANSFER_READ);
  const CmirType *vt = rd ? op->results[0].type : op->opnds[0].value->type;
  const CmirType *m = op->opnds[cmir_vector_transfer_source(op)].value->type;
  const CmirAffineMap *map = cmir_vector_transfer_map(op);
  if (!map || m->kind != CMIR_TYPE_MEMREF || m->shaped.elem->kind == CMIR_TYPE_VECTOR ||
      vt->shaped.rank == 0)
    return true;
  return vt->shaped.rank == 1 && map->nres == 1 && map->exprs[0]->kind == CMIR_AFFINE_DIM &&
         map->exprs[0]->position + 1 == m->shaped.rank;
}

/* in_bounds without its first entry, and the map without its first result. */
static void drop_first(CmirOp *op, const CmirAffineMap *map, CmirNamedAttr *props) {
  CmirContext *ctx = cmir_op_context(op);
  const CmirAttr *ib = cmir_op_get_prop(op, "in_bounds");
  props[0] = (CmirNamedAttr){cmir_ident(ctx, "in_bounds"),
                             cmir_attr_array(ctx, ib->arr.n - 1, ib->arr.elems + 1)};
  props[1] = (CmirNamedAttr){cmir_ident(ctx, "permutation_map"),
                             cmir_attr_affine_map(ctx, cmir_affine_map(ctx, map->ndims, 0,
                                                                       map->nres - 1,
                                                                       map->exprs + 1))};
}

/* An n-D transfer: MLIR's TransferOpConversion. The vector goes through a
 * buffer (memref.alloca of the vector type, vector.type_cast to a memref
 * of its rows); an scf.for over the first vector dim moves one row per
 * iteration with a transfer of one rank less, guarded by `dim > index`
 * when that dim is not in bounds (a read's row is then the padding). A
 * mask goes through a buffer of its own when its first dim is the one
 * unrolled, and is passed whole when that dim is a broadcast. */
static CmirStatus transfer_nd(CmirRewriter *rw, CmirOp *op, Consts *cs) {
  CmirContext *ctx = cmir_rw_context(rw);
  bool rd = cmir_op_isa(op, CMIR_OP_VECTOR_TRANSFER_READ);
  uint32_t si = cmir_vector_transfer_source(op);
  CmirValue *src = op->opnds[si].value, *mask = cmir_vector_transfer_mask(op);
  const CmirType *m = src->type, *vt = rd ? op->results[0].type : op->opnds[0].value->type;
  const CmirAffineMap *map = cmir_vector_transfer_map(op);
  uint32_t rank = m->shaped.rank, vr = vt->shaped.rank;
  if (vr < 2 || vr > 64 || rank > 64 || vt->shaped.scalable)
    return CMIR_FAIL;
  const CmirAffineExpr *r0 = map->exprs[0];
  bool bcast = r0->kind != CMIR_AFFINE_DIM;
  uint32_t d0 = bcast ? 0 : r0->position;
  if (mask && !bcast)
    for (uint32_t j = 1; j < vr; j++)
      if (map->exprs[j]->kind == CMIR_AFFINE_DIM && map->exprs[j]->position < d0)
        return CMIR_FAIL; /* the unrolled dim is not the mask's first */
  CmirBlock *entry = entry_of(op);
  if (!entry)
    return CMIR_FAIL;
  if (cs->entry != entry) {
    cs->entry = entry;
    cs->n = 0;
  }
  CmirLoc loc = op->loc;
  const CmirType *row = cmir_type_vector(ctx, vr - 1, vt->shaped.shape + 1, NULL, vt->shaped.elem);
  const CmirType *buf_t = cmir_type_memref(ctx, 0, NULL, vt, NULL, NULL);
  const CmirType *cast_t = cmir_type_memref(ctx, 1, vt->shaped.shape, row, NULL, NULL);
  if (!buf_t || !cast_t)
    return CMIR_FAIL;
  Where top = {op->block, op};
  uint32_t seg2[2] = {0, 0};
  /* the buffers at the start of the entry block */
  cmir_rw_set_start(rw, entry);
  if (cs->n)
    cmir_rw_set_after(rw, cmir_value_def(cs->v[cs->n - 1]));
  CmirValue *buf = &create_seg(rw, CMIR_OP_MEMREF_ALLOCA, loc, 0, NULL, buf_t, 0, NULL, seg2, 2)
                        ->results[0];
  CmirValue *mbuf = NULL;
  const CmirType *mrow = NULL, *mcast_t = NULL;
  if (mask && !bcast) {
    const CmirType *mt = mask->type;
    mrow = cmir_type_vector(ctx, mt->shaped.rank - 1, mt->shaped.shape + 1, NULL, ctx->i1);
    mcast_t = cmir_type_memref(ctx, 1, mt->shaped.shape, mrow, NULL, NULL);
    mbuf = &create_seg(rw, CMIR_OP_MEMREF_ALLOCA, loc, 0, NULL,
                       cmir_type_memref(ctx, 0, NULL, mt, NULL, NULL), 0, NULL, seg2, 2)
                ->results[0];
  }
  go(rw, &top);
  if (!rd) {
    CmirValue *sops[2] = {op->opnds[0].value, buf};
    cmir_rw_create(rw, CMIR_OP_MEMREF_STORE, loc, 2, sops, 0, NULL, 0, NULL);
  }
  CmirValue *mcast = NULL;
  if (mbuf) {
    CmirValue *sops[2] = {mask, mbuf};
    cmir_rw_create(rw, CMIR_OP_MEMREF_STORE, loc, 2, sops, 0, NULL, 0, NULL);
  }
  CmirValue *cast =
      &cmir_rw_create(rw, CMIR_OP_VECTOR_TYPE_CAST, loc, 1, &buf, 1, &cast_t, 0, NULL)->results[0];
  if (mbuf)
    mcast = &cmir_rw_create(rw, CMIR_OP_VECTOR_TYPE_CAST, loc, 1, &mbuf, 1, &mcast_t, 0, NULL)
                 ->results[0];
  Where w = top;
  /* (MLIR's folder leaves them in this order) */
  CmirValue *step = index_const(rw, cs, &w, loc, 1);
  CmirValue *ub = index_const(rw, cs, &w, loc, vt->shaped.shape[0]);
  CmirValue *lb = index_const(rw, cs, &w, loc, 0);
  CmirBlock *body;
  CmirOp *loop = for_op(rw, loc, lb, ub, step, &body);
  CmirValue *iv = body->args[0];
  Where in = {body, body->last};
  go(rw, &in);
  CmirBlock *then_b = NULL, *else_b = NULL;
  if (!bcast && !cmir_vector_transfer_in_bounds(op, 0)) {
    CmirValue *c = in_bounds_cond(rw, cs, &in, loc, src, d0, iv, op->opnds[si + 1 + d0].value);
    if_op(rw, loc, c, 0, NULL, &then_b, &else_b);
    cmir_rw_set_end(rw, else_b);
    if (rd) {
      CmirValue *pad = splat_of(rw, loc, row, op->opnds[1 + rank].value);
      CmirValue *sops[3] = {pad, cast, iv};
      cmir_rw_create(rw, CMIR_OP_MEMREF_STORE, loc, 3, sops, 0, NULL, 0, NULL);
    }
    yield_values(rw, loc, 0, NULL);
    cmir_rw_set_end(rw, then_b);
    in.blk = then_b;
    in.before = NULL;
  }
  /* the row's transfer */
  CmirValue *ops[70], *ixs[64];
  uint32_t n = 0;
  for (uint32_t i = 0; i < rank; i++)
    ixs[i] = i == d0 && !bcast ? add_index(rw, loc, iv, op->opnds[si + 1 + i].value)
                               : op->opnds[si + 1 + i].value;
  if (!rd) {
    CmirValue *lops[2] = {cast, iv};
    ops[n++] = &cmir_rw_create(rw, CMIR_OP_MEMREF_LOAD, loc, 2, lops, 1, &row, 0, NULL)->results[0];
  }
  ops[n++] = src;
  for (uint32_t i = 0; i < rank; i++)
    ops[n++] = ixs[i];
  if (rd)
    ops[n++] = op->opnds[1 + rank].value;
  CmirValue *rmask = NULL;
  if (mask && bcast)
    rmask = mask;
  else if (mcast) {
    CmirValue *lops[2] = {mcast, iv};
    rmask = &cmir_rw_create(rw, CMIR_OP_MEMREF_LOAD, loc, 2, lops, 1, &mrow, 0, NULL)->results[0];
  }
  if (rmask)
    ops[n++] = rmask;
  CmirNamedAttr props[2];
  drop_first(op, map, props);
  uint32_t seg[4] = {1, rank, 1, rmask != NULL};
  if (!rd) {
    seg[1] = 1;
    seg[2] = rank;
  }
  CmirOp *x = create_seg(rw, rd ? CMIR_OP_VECTOR_TRANSFER_READ : CMIR_OP_VECTOR_TRANSFER_WRITE,
                         loc, n, ops, rd ? row : NULL, 2, props, seg, 4);
  if (rd) {
    CmirValue *sops[3] = {&x->results[0], cast, iv};
    cmir_rw_create(rw, CMIR_OP_MEMREF_STORE, loc, 3, sops, 0, NULL, 0, NULL);
  }
  if (then_b)
    yield_values(rw, loc, 0, NULL);
  if (rd) {
    cmir_rw_set_after(rw, loop);
    CmirValue *r = &cmir_rw_create(rw, CMIR_OP_MEMREF_LOAD, loc, 1, &buf, 1, &vt, 0, NULL)->results[0];
    cmir_rw_replace_op(rw, op, &r);
  } else {
    cmir_rw_erase_op(rw, op);
  }
  return CMIR_OK;
}

/* A 1-D transfer along another dim than the innermost, or a broadcast:
 * MLIR's TransferOp1dConversion, an scf.for over the lanes that loads or
 * stores one element each (memref.load and vector.insertelement into the
 * vector carried by the loop, vector.extractelement and memref.store),
 * guarded by `dim > index` when the dim is not in bounds and by the lane
 * of the mask. */
static CmirStatus transfer_1d(CmirRewriter *rw, CmirOp *op, Consts *cs) {
  CmirContext *ctx = cmir_rw_context(rw);
  bool rd = cmir_op_isa(op, CMIR_OP_VECTOR_TRANSFER_READ);
  uint32_t si = cmir_vector_transfer_source(op);
  CmirValue *src = op->opnds[si].value, *mask = cmir_vector_transfer_mask(op);
  const CmirType *m = src->type, *vt = rd ? op->results[0].type : op->opnds[0].value->type;
  const CmirAffineMap *map = cmir_vector_transfer_map(op);
  uint32_t rank = m->shaped.rank;
  if (vt->shaped.rank != 1 || rank > 64 || vt->shaped.scalable)
    return CMIR_FAIL;
  const CmirAffineExpr *r0 = map->exprs[0];
  bool bcast = r0->kind != CMIR_AFFINE_DIM;
  uint32_t d0 = bcast ? 0 : r0->position;
  CmirBlock *entry = entry_of(op);
  if (!entry)
    return CMIR_FAIL;
  if (cs->entry != entry) {
    cs->entry = entry;
    cs->n = 0;
  }
  CmirLoc loc = op->loc;
  const CmirType *e = vt->shaped.elem;
  Where top = {op->block, op};
  go(rw, &top);
  Where w = top;
  CmirValue *lb = index_const(rw, cs, &w, loc, 0);
  CmirValue *ub = index_const(rw, cs, &w, loc, vt->shaped.shape[0]);
  CmirValue *step = index_const(rw, cs, &w, loc, 1);
  CmirValue *init = NULL;
  if (rd) {
    /* MLIR's greedy rewrite folds the splat of a constant padding into a
     * dense constant where the padding was, and erases the padding once
     * this was its only use */
    CmirValue *pad = op->opnds[1 + rank].value;
    CmirOp *pdef = cmir_value_def(pad);
    bool moved = pdef && cmir_op_isa(pdef, CMIR_OP_ARITH_CONSTANT) && pad->uses && !pad->uses->next;
    if (moved)
      cmir_rw_set_before(rw, pdef);
    init = splat_of(rw, loc, vt, pad);
    if (moved) {
      cmir_rw_erase_op(rw, pdef);
      go(rw, &w);
    }
  }
  CmirOpState st;
  cmir_opstate_init(&st, ctx, cmir_op_info_by_id(ctx, CMIR_OP_SCF_FOR), loc);
  cmir_opstate_add_operand(&st, lb);
  cmir_opstate_add_operand(&st, ub);
  cmir_opstate_add_operand(&st, step);
  if (rd) {
    cmir_opstate_add_operand(&st, init);
    cmir_opstate_add_result(&st, vt);
  }
  cmir_opstate_add_region(&st);
  CmirOp *loop = cmir_rw_insert(rw, &st);
  const CmirType *bt[2] = {cmir_type_index(ctx), vt};
  CmirBlock *body = cmir_rw_create_block(rw, &cmir_op_regions(loop)[0], NULL, rd ? 2 : 1, bt, loc);
  cmir_rw_set_end(rw, body);
  Where in = {body, NULL};
  CmirValue *iv = body->args[0], *acc = rd ? body->args[1] : NULL;
  CmirValue *ixs[64];
  for (uint32_t i = 0; i < rank; i++)
    ixs[i] = op->opnds[si + 1 + i].value;
  CmirValue *base = ixs[d0];
  if (!bcast)
    ixs[d0] = add_index(rw, loc, iv, base);
  CmirValue *cond = NULL;
  if (!bcast && !cmir_vector_transfer_in_bounds(op, 0))
    cond = in_bounds_cond(rw, cs, &in, loc, src, d0, iv, base);
  if (mask) {
    CmirValue *eops[2] = {mask, iv};
    CmirValue *ml = &cmir_rw_create(rw, CMIR_OP_VECTOR_EXTRACTELEMENT, loc, 2, eops, 1, &ctx->i1,
                                    0, NULL)
                         ->results[0];
    if (cond) {
      CmirValue *aops[2] = {cond, ml};
      cond = &cmir_rw_create(rw, CMIR_OP_ARITH_ANDI, loc, 2, aops, 1, &ctx->i1, 0, NULL)->results[0];
    } else {
      cond = ml;
    }
  }
  CmirBlock *then_b = NULL, *else_b = NULL;
  CmirOp *guard = NULL;
  if (cond) {
    guard = if_op(rw, loc, cond, rd, &vt, &then_b, &else_b);
    cmir_rw_set_end(rw, else_b);
    yield_values(rw, loc, rd, &acc);
    cmir_rw_set_end(rw, then_b);
  }
  CmirValue *ops[66];
  CmirValue *res = NULL;
  if (rd) {
    ops[0] = src;
    for (uint32_t i = 0; i < rank; i++)
      ops[1 + i] = ixs[i];
    CmirValue *x =
        &cmir_rw_create(rw, CMIR_OP_MEMREF_LOAD, loc, 1 + rank, ops, 1, &e, 0, NULL)->results[0];
    CmirValue *iops[3] = {x, acc, iv};
    res = &cmir_rw_create(rw, CMIR_OP_VECTOR_INSERTELEMENT, loc, 3, iops, 1, &vt, 0, NULL)
               ->results[0];
  } else {
    CmirValue *eops[2] = {op->opnds[0].value, iv};
    CmirValue *x = &cmir_rw_create(rw, CMIR_OP_VECTOR_EXTRACTELEMENT, loc, 2, eops, 1, &e, 0, NULL)
                        ->results[0];
    ops[0] = x;
    ops[1] = src;
    for (uint32_t i = 0; i < rank; i++)
      ops[2 + i] = ixs[i];
    cmir_rw_create(rw, CMIR_OP_MEMREF_STORE, loc, 2 + rank, ops, 0, NULL, 0, NULL);
  }
  if (guard) {
    yield_values(rw, loc, rd, &res);
    cmir_rw_set_end(rw, body);
    if (rd)
      res = &guard->results[0];
  }
  yield_values(rw, loc, rd, &res);
  if (rd) {
    CmirValue *r = &loop->results[0];
    cmir_rw_replace_op(rw, op, &r);
  } else {
    cmir_rw_erase_op(rw, op);
  }
  return CMIR_OK;
}

static CmirStatus transfer(CmirRewriter *rw, CmirOp *op, CmirValue *const *opnds, void *user) {
  (void)opnds;
  if (transfer_legal(op, NULL))
    return CMIR_FAIL;
  bool rd = cmir_op_isa(op, CMIR_OP_VECTOR_TRANSFER_READ);
  const CmirType *vt = rd ? op->results[0].type : op->opnds[0].value->type;
  return vt->shaped.rank > 1 ? transfer_nd(rw, op, user) : transfer_1d(rw, op, user);
}

/* vector.print of a scalar, or of nothing, is legal. */
static bool print_legal(CmirOp *op, void *user) {
  (void)user;
  return !op->nopnds || op->opnds[0].value->type->kind != CMIR_TYPE_VECTOR;
}

CmirStatus cmir_pass_convert_vector_to_scf(CmirOp *module, const char *options) {
  CmirContext *ctx = cmir_op_context(module);
  const char *p = options;
  CmirPassOption opt;
  /* MLIR's options; the lowering here is the default one (loops over
   * transfers of rank one), so full unrolling and another target rank are
   * refused rather than ignored. Tensors never reach it (lower-tensors). */
  CmirLoc none = {0};
  while (cmir_pass_option_next(&p, &opt)) {
    bool b;
    int64_t rank;
    if (cmir_pass_option_is(&opt, "full-unroll") || cmir_pass_option_is(&opt, "lower-tensors")) {
      if (cmir_pass_option_bool(ctx, &opt, &b))
        return CMIR_FAIL;
      if (b && cmir_pass_option_is(&opt, "full-unroll"))
        return cmir_error(ctx, none, "convert-vector-to-scf: full-unroll=true is not supported");
    } else if (cmir_pass_option_is(&opt, "target-rank")) {
      if (cmir_pass_option_long(ctx, &opt, &rank))
        return CMIR_FAIL;
      if (rank != 1)
        return cmir_error(ctx, none,
                          "convert-vector-to-scf: target-rank=%lld is not supported (only 1)",
                          (long long)rank);
    } else {
      return cmir_pass_option_unknown(ctx, &opt);
    }
  }
  Consts cs = {0};
  CmirPattern pats[3] = {{CMIR_OP_VECTOR_PRINT, print, &cs, NULL, NULL},
                         {CMIR_OP_VECTOR_TRANSFER_READ, transfer, &cs, NULL, NULL},
                         {CMIR_OP_VECTOR_TRANSFER_WRITE, transfer, &cs, NULL, NULL}};
  CmirConvTarget *t = cmir_cv_target_create(ctx);
  cmir_cv_target_set_op(t, CMIR_OP_VECTOR_PRINT, CMIR_LEGALITY_DYNAMIC, print_legal, NULL);
  cmir_cv_target_set_op(t, CMIR_OP_VECTOR_TRANSFER_READ, CMIR_LEGALITY_DYNAMIC, transfer_legal,
                        NULL);
  cmir_cv_target_set_op(t, CMIR_OP_VECTOR_TRANSFER_WRITE, CMIR_LEGALITY_DYNAMIC, transfer_legal,
                        NULL);
  CmirStatus rc = cmir_cv_apply(module, t, pats, 3, CMIR_CONVERSION_PARTIAL);
  cmir_cv_target_destroy(t);
  free(cs.val);
  free(cs.v);
  return rc;
}
