/* The memref dialect's folds and canonicalization patterns (MLIR's
 * MemRefOps.cpp folders and getCanonicalizationPatterns): casts folded into
 * their users, subviews with constant operands made static, trivial views
 * and reshapes removed, reshapes of reshapes composed, allocs with constant
 * sizes made static, dead allocs and empty or self copies erased,
 * reinterpret_cast of extract_strided_metadata undone, dim of reshape read
 * from the shape operand. The greedy driver (src/transforms/canonicalize.c)
 * calls cmir_memref_fold first, then cmir_memref_canon. */
#include "dialect/dialects.h"

#include <stdlib.h>
#include <string.h>

#define MAXR 16 /* ranks above this are left alone */

static const CmirType *otype(const CmirOp *op, uint32_t i) { return op->opnds[i].value->type; }
static const CmirType *rtype(const CmirOp *op) { return op->results[0].type; }
static bool ranked(const CmirType *t) { return t->kind == CMIR_TYPE_MEMREF; }

static CmirOp *def_of(CmirValue *v, unsigned id) {
  CmirOp *d = v ? cmir_value_def(v) : NULL;
  return d && cmir_op_isa(d, id) ? d : NULL;
}

/* The constant integer v holds (arith.constant, index.constant). */
static bool const_int(CmirValue *v, int64_t *out) {
  const CmirAttr *a = cmir_constant_value(v);
  if (!a || a->kind != CMIR_ATTR_INTEGER)
    return false;
  *out = cmir_attr_int_value(a);
  return *out != CMIR_DYNAMIC;
}

static const int64_t *i64s(const CmirOp *op, const char *name, uint32_t n) {
  const CmirAttr *a = cmir_op_get_prop(op, name);
  if (!a || a->kind != CMIR_ATTR_DENSE_ARRAY || a->darr.n != n)
    return NULL;
  return a->darr.data;
}

/* CastOp::canFoldIntoConsumerOp: the source is at least as static (sizes,
 * strides, offset) as the result. */
bool cmir_memref_cast_foldable(const CmirOp *cast) {
  const CmirType *a = otype(cast, 0), *b = rtype(cast);
  if (!ranked(a) || !ranked(b) || a->shaped.rank > MAXR || a->shaped.elem != b->shaped.elem ||
      a->shaped.rank != b->shaped.rank)
    return false;
  int64_t sa[MAXR + 1], sb[MAXR + 1], oa, ob;
  if (!cmir_memref_strides(a, sa, &oa) || !cmir_memref_strides(b, sb, &ob))
    return false;
  for (uint32_t i = 0; i < a->shaped.rank; i++)
    if ((a->shaped.shape[i] == CMIR_DYNAMIC && b->shaped.shape[i] != CMIR_DYNAMIC) ||
        (sa[i] == CMIR_DYNAMIC && sb[i] != CMIR_DYNAMIC))
      return false;
  return !(oa == CMIR_DYNAMIC && ob != CMIR_DYNAMIC);
}

/* foldMemRefCast: every operand but `skip` defined by a cast from a ranked
 * memref takes the cast's source. */
static bool fold_cast_operands(CmirOp *op, int skip) {
  bool any = false;
  for (uint32_t i = 0; i < op->nopnds; i++) {
    CmirOp *c = def_of(op->opnds[i].value, CMIR_OP_MEMREF_CAST);
    if (!c || (int)i == skip || !ranked(otype(c, 0)))
      continue;
    if (skip >= 0 && op->opnds[i].value == op->opnds[skip].value)
      continue;
    cmir_op_set_operand(op, i, c->opnds[0].value);
    any = true;
  }
  return any;
}

static CmirOp *put(CmirPatRewriter *rw, CmirOp *at, CmirOp *o) {
  rw->insert(rw, at, o);
  return o;
}

static CmirValue *make_cast(CmirPatRewriter *rw, CmirOp *at, CmirValue *src, const CmirType *t) {
  CmirOp *c =
      cmir_op_create_simple(cmir_op_context(at), CMIR_OP_MEMREF_CAST, at->loc, 1, &src, t, NULL);
  return &put(rw, at, c)->results[0];
}

/* op's result becomes v, through a cast when the types differ. */
static void replace_cast(CmirPatRewriter *rw, CmirOp *op, CmirValue *v) {
  if (v->type != rtype(op))
    v = make_cast(rw, op, v, rtype(op));
  rw->replace(rw, op, &v);
}

/* ---- views ---- */

/* MLIR's saturated arithmetic: dynamic absorbs all but a product with a
 * static zero. */
static int64_t smul(int64_t a, int64_t b) {
  if (a == 0 || b == 0)
    return 0;
  if (a == CMIR_DYNAMIC || b == CMIR_DYNAMIC)
    return CMIR_DYNAMIC;
  return a * b;
}
static int64_t sadd(int64_t a, int64_t b) {
  return a == CMIR_DYNAMIC || b == CMIR_DYNAMIC ? CMIR_DYNAMIC : a + b;
}

/* SubViewOp::inferResultType of src with these static (or CMIR_DYNAMIC)
 * offsets, sizes and strides, less the dims marked in dropped. */
static const CmirType *subview_type(CmirContext *ctx, const CmirType *src, const int64_t *offs,
                                    const int64_t *sizes, const int64_t *strides,
                                    const bool *dropped) {
  uint32_t r = src->shaped.rank, k = 0;
  int64_t ss[MAXR + 1], so, shape[MAXR + 1], st[MAXR + 1];
  if (!cmir_memref_strides(src, ss, &so))
    return NULL;
  int64_t off = so;
  for (uint32_t i = 0; i < r; i++) {
    off = sadd(off, smul(offs[i], ss[i]));
    if (dropped && dropped[i])
      continue;
    shape[k] = sizes[i];
    st[k++] = smul(ss[i], strides[i]);
  }
  return cmir_type_memref(ctx, k, shape, src->shaped.elem, cmir_attr_strided(ctx, off, k, st),
                          src->shaped.extra);
}

typedef struct View {
  uint32_t n;       /* entries per list */
  int64_t v[3][MAXR + 1]; /* offsets, sizes, strides: static or CMIR_DYNAMIC */
  CmirValue *d[3][MAXR + 1]; /* the operand of each dynamic entry */
} View;

static const char *const view_props[3] = {"static_offsets", "static_sizes", "static_strides"};

static bool view_of(CmirOp *op, View *vw) {
  if (!ranked(otype(op, 0)))
    return false;
  uint32_t r = otype(op, 0)->shaped.rank;
  if (r > MAXR)
    return false;
  vw->n = r;
  for (uint32_t g = 0; g < 3; g++) {
    const int64_t *a = i64s(op, view_props[g], r);
    if (!a)
      return false;
    uint32_t s, cnt, k = 0;
    cmir_op_operand_group(op, g + 1, &s, &cnt);
    for (uint32_t i = 0; i < r; i++) {
      vw->v[g][i] = a[i];
      vw->d[g][i] = NULL;
      if (a[i] == CMIR_DYNAMIC) {
        if (k >= cnt)
          return false;
        vw->d[g][i] = op->opnds[s + k++].value;
      }
    }
  }
  return true;
}

/* A subview of src with the view's lists and result type t. */
static CmirOp *new_subview(CmirOp *at, CmirValue *src, const View *vw, const CmirType *t) {
  CmirContext *ctx = cmir_op_context(at);
  CmirOpState st;
  cmir_opstate_init(&st, ctx, cmir_op_info_by_id(ctx, CMIR_OP_MEMREF_SUBVIEW), at->loc);
  cmir_opstate_add_operand(&st, src);
  int32_t seg[4] = {1, 0, 0, 0};
  for (uint32_t g = 0; g < 3; g++) {
    for (uint32_t i = 0; i < vw->n; i++)
      if (vw->v[g][i] == CMIR_DYNAMIC) {
        cmir_opstate_add_operand(&st, vw->d[g][i]);
        seg[g + 1]++;
      }
    cmir_opstate_set_prop(&st, view_props[g], cmir_attr_dense_i64_array(ctx, vw->n, vw->v[g]));
  }
  cmir_opstate_set_prop(&st, "operandSegmentSizes", cmir_attr_dense_i32_array(ctx, 4, seg));
  cmir_opstate_add_result(&st, t);
  CmirOp *o = cmir_op_create(&st);
  cmir_opstate_free(&st);
  return o;
}

/* computeMemRefRankReductionMask(src, res, sizes) with constant operands
 * seen as their values, as SubViewOp::getDroppedDims, the strides told
 * apart as the verifier tells them (the view's, not the source's: see
 * memref_reduction_mask), so the new view keeps the dims the old one kept. */
static bool dropped_dims(const CmirType *src, const CmirType *res, const View *vw, bool *dropped) {
  int64_t sizes[MAXR + 1], strides[MAXR + 1];
  for (uint32_t i = 0; i < vw->n; i++) {
    int64_t c;
    sizes[i] = vw->v[1][i];
    if (sizes[i] == CMIR_DYNAMIC && const_int(vw->d[1][i], &c))
      sizes[i] = c;
    strides[i] = vw->v[2][i];
    if (strides[i] == CMIR_DYNAMIC && const_int(vw->d[2][i], &c))
      strides[i] = c;
  }
  return cmir_memref_dropped_dims(src, res, sizes, vw->n, strides, dropped);
}

static bool is_const_list(const View *vw, int g, int64_t want) {
  for (uint32_t i = 0; i < vw->n; i++) {
    int64_t c = vw->v[g][i];
    if (c == CMIR_DYNAMIC && !const_int(vw->d[g][i], &c))
      return false;
    if (c != want)
      return false;
  }
  return true;
}

/* A layout with no dynamic stride or offset. */
static bool static_layout(const CmirType *t) {
  int64_t st[MAXR + 1], off;
  if (!ranked(t) || t->shaped.rank > MAXR || !cmir_memref_strides(t, st, &off) ||
      off == CMIR_DYNAMIC)
    return false;
  for (uint32_t i = 0; i < t->shaped.rank; i++)
    if (st[i] == CMIR_DYNAMIC)
      return false;
  return true;
}

/* SubViewOp::fold: a view whose type is its source's, static in shape and
 * layout (MLIR 19 also folds with a dynamic layout, where the view's
 * strides may differ from the source's: docs/mlir19-findings.md), or a
 * zero-offset, unit-stride view of a subview with the same sizes. */
static bool fold_subview(CmirOp *op, CmirFoldResult *out) {
  const CmirType *rt = rtype(op), *st = otype(op, 0);
  if (cmir_type_has_static_shape(rt) && rt == st && static_layout(rt)) {
    out->value = op->opnds[0].value;
    return true;
  }
  CmirOp *in = def_of(op->opnds[0].value, CMIR_OP_MEMREF_SUBVIEW);
  View a, b;
  if (!in || rt != st || !view_of(op, &a) || !view_of(in, &b) || a.n != b.n)
    return false;
  if (!is_const_list(&a, 0, 0) || !is_const_list(&a, 2, 1))
    return false;
  for (uint32_t i = 0; i < a.n; i++)
    if (a.v[1][i] != b.v[1][i] || a.d[1][i] != b.d[1][i])
      return false;
  out->value = op->opnds[0].value;
  return true;
}

/* OpWithOffsetSizesAndStridesConstantArgumentFolder for subview: constant
 * operands become static entries (offsets and sizes only when not negative,
 * strides only when not zero); the new view is cast to the old type. */
static bool subview_constants(CmirPatRewriter *rw, CmirOp *op) {
  View vw;
  const CmirType *src = otype(op, 0);
  if (!view_of(op, &vw))
    return false;
  bool dropped[MAXR + 1];
  View nv = vw;
  bool any = false;
  for (int g = 0; g < 3; g++)
    for (uint32_t i = 0; i < vw.n; i++) {
      int64_t c;
      if (vw.v[g][i] != CMIR_DYNAMIC || !const_int(vw.d[g][i], &c))
        continue;
      if (g < 2 && c < 0)
        continue;
      if (g == 2 && c == 0)
        continue;
      nv.v[g][i] = c;
      nv.d[g][i] = NULL;
      any = true;
    }
  if (!any || !dropped_dims(src, rtype(op), &vw, dropped))
    return false;
  const CmirType *t = subview_type(cmir_op_context(op), src, nv.v[0], nv.v[1], nv.v[2], dropped);
  if (!t)
    return false;
  CmirOp *n = put(rw, op, new_subview(op, op->opnds[0].value, &nv, t));
  CmirValue *v = make_cast(rw, op, &n->results[0], rtype(op));
  rw->replace(rw, op, &v);
  return true;
}

/* SubViewOpMemRefCastFolder: a view of a foldable cast views its source. */
static bool subview_of_cast(CmirPatRewriter *rw, CmirOp *op) {
  for (uint32_t i = 1; i < op->nopnds; i++) {
    int64_t c;
    if (const_int(op->opnds[i].value, &c))
      return false;
  }
  CmirOp *cast = def_of(op->opnds[0].value, CMIR_OP_MEMREF_CAST);
  View vw;
  bool dropped[MAXR + 1];
  if (!cast || !cmir_memref_cast_foldable(cast) || !view_of(op, &vw) ||
      !dropped_dims(otype(op, 0), rtype(op), &vw, dropped))
    return false;
  const CmirType *t =
      subview_type(cmir_op_context(op), otype(cast, 0), vw.v[0], vw.v[1], vw.v[2], dropped);
  if (!t)
    return false;
  CmirOp *n = put(rw, op, new_subview(op, cast->opnds[0].value, &vw, t));
  CmirValue *v = make_cast(rw, op, &n->results[0], rtype(op));
  rw->replace(rw, op, &v);
  return true;
}

/* TrivialSubViewOpFolder: zero offsets, unit strides and the source's
 * static sizes: the source, cast to the result type. */
static bool trivial_subview(CmirPatRewriter *rw, CmirOp *op) {
  View vw;
  const CmirType *src = otype(op, 0);
  if (!view_of(op, &vw) || src->shaped.rank != rtype(op)->shaped.rank ||
      !is_const_list(&vw, 0, 0) || !is_const_list(&vw, 2, 1))
    return false;
  for (uint32_t i = 0; i < vw.n; i++) {
    int64_t c = vw.v[1][i];
    if (c == CMIR_DYNAMIC && !const_int(vw.d[1][i], &c))
      return false;
    if (c != src->shaped.shape[i])
      return false;
  }
  replace_cast(rw, op, op->opnds[0].value);
  return true;
}

/* ReinterpretCastOp::fold. */
static bool fold_reinterpret(CmirOp *op, CmirFoldResult *out) {
  CmirValue *src = op->opnds[0].value;
  CmirOp *d = cmir_value_def(src);
  if (d && (cmir_op_isa(d, CMIR_OP_MEMREF_REINTERPRET_CAST) || cmir_op_isa(d, CMIR_OP_MEMREF_CAST))) {
    cmir_op_set_operand(op, 0, d->opnds[0].value);
    out->value = &op->results[0];
    return true;
  }
  View vw;
  if (d && cmir_op_isa(d, CMIR_OP_MEMREF_SUBVIEW) && view_of(d, &vw) && is_const_list(&vw, 0, 0)) {
    cmir_op_set_operand(op, 0, d->opnds[0].value);
    out->value = &op->results[0];
    return true;
  }
  const int64_t *so = i64s(op, "static_offsets", 1);
  if (cmir_type_has_static_shape(rtype(op)) && src->type == rtype(op) && so && so[0] == 0) {
    out->value = src;
    return true;
  }
  return false;
}

/* An OpFoldResult: a value, or a constant when value is NULL. */
typedef struct Ofr {
  CmirValue *v;
  int64_t c;
} Ofr;

/* constifyIndexValues: static entries of `known`, then constant values. */
static Ofr constify(CmirValue *v, int64_t stat, int64_t known) {
  Ofr r = {NULL, known};
  if (known != CMIR_DYNAMIC)
    return r;
  if (stat != CMIR_DYNAMIC) {
    r.c = stat;
    return r;
  }
  if (const_int(v, &r.c))
    return r;
  r.v = v;
  return r;
}

static bool ofr_eq(Ofr a, Ofr b) { return a.v == b.v && (a.v || a.c == b.c); }

/* ReinterpretCastOpExtractStridedMetadataFolder: a reinterpret_cast that
 * rebuilds exactly what extract_strided_metadata took apart is its source. */
static bool reinterpret_of_metadata(CmirPatRewriter *rw, CmirOp *op) {
  CmirOp *m = def_of(op->opnds[0].value, CMIR_OP_MEMREF_EXTRACT_STRIDED_METADATA);
  const CmirType *rt = rtype(op);
  if (!m || !ranked(rt) || rt->shaped.rank > MAXR)
    return false;
  const CmirType *mt = otype(m, 0);
  uint32_t r = mt->shaped.rank;
  if (r != rt->shaped.rank || m->nresults != 2 + 2 * r)
    return false;
  int64_t ms[MAXR + 1], mo, rs[MAXR + 1], ro;
  if (!cmir_memref_strides(mt, ms, &mo) || !cmir_memref_strides(rt, rs, &ro))
    return false;
  const int64_t *so = i64s(op, "static_offsets", 1), *ss = i64s(op, "static_sizes", r),
                *st = i64s(op, "static_strides", r);
  if (!so || !ss || !st)
    return false;
  uint32_t s, n;
  CmirValue *dyn[3][MAXR + 1];
  const int64_t *stat[3] = {so, ss, st};
  uint32_t cnt[3] = {1, r, r};
  for (uint32_t g = 0; g < 3; g++) {
    cmir_op_operand_group(op, g + 1, &s, &n);
    uint32_t k = 0;
    for (uint32_t i = 0; i < cnt[g]; i++) {
      dyn[g][i] = NULL;
      if (stat[g][i] == CMIR_DYNAMIC) {
        if (k >= n)
          return false;
        dyn[g][i] = op->opnds[s + k++].value;
      }
    }
  }
  for (uint32_t i = 0; i < r; i++) {
    if (!ofr_eq(constify(&m->results[2 + r + i], CMIR_DYNAMIC, ms[i]),
                constify(dyn[2][i], st[i], rs[i])))
      return false;
  }
  for (uint32_t i = 0; i < r; i++)
    if (!ofr_eq(constify(&m->results[2 + i], CMIR_DYNAMIC, mt->shaped.shape[i]),
                constify(dyn[1][i], ss[i], rt->shaped.shape[i])))
      return false;
  if (!ofr_eq(constify(&m->results[1], CMIR_DYNAMIC, mo), constify(dyn[0][0], so[0], ro)))
    return false;
  replace_cast(rw, op, m->opnds[0].value);
  return true;
}

/* ExtractStridedMetadataOp::fold: uses of results the source type knows
 * statically take constants. */
static bool metadata_constants(CmirPatRewriter *rw, CmirOp *op) {
  const CmirType *t = otype(op, 0);
  uint32_t r = t->shaped.rank;
  if (!ranked(t) || r > MAXR || op->nresults != 2 + 2 * r)
    return false;
  int64_t st[MAXR + 1], off;
  if (!cmir_memref_strides(t, st, &off))
    return false;
  CmirContext *ctx = cmir_op_context(op);
  bool any = false;
  for (uint32_t i = 1; i < op->nresults; i++) {
    int64_t k = i == 1 ? off : i < 2 + r ? t->shaped.shape[i - 2] : st[i - 2 - r];
    CmirValue *res = &op->results[i];
    if (k == CMIR_DYNAMIC || !res->uses)
      continue;
    CmirOpState s;
    cmir_opstate_init(&s, ctx, cmir_op_info_by_id(ctx, CMIR_OP_ARITH_CONSTANT), op->loc);
    cmir_opstate_set_prop(&s, "value", cmir_attr_int(ctx, ctx->index, k));
    cmir_opstate_add_result(&s, ctx->index);
    CmirOp *c = cmir_op_create(&s);
    cmir_opstate_free(&s);
    put(rw, op, c);
    while (res->uses) {
      CmirUse *u = res->uses;
      CmirOp *user = u->owner;
      cmir_op_set_operand(user, (uint32_t)(u - user->opnds), &c->results[0]);
      rw->modified(rw, user);
    }
    any = true;
  }
  return any;
}

/* ---- reshapes ---- */

typedef struct Groups {
  uint32_t n;          /* groups */
  uint32_t start[MAXR + 2];
  int64_t dims[MAXR + 1];
} Groups;

uint32_t cmir_memref_groups(const CmirOp *op, uint32_t cap, uint32_t *start, uint32_t *len,
                            int64_t *dims, uint32_t dcap) {
  const CmirAttr *a = cmir_op_get_prop(op, "reassociation");
  if (!a || a->kind != CMIR_ATTR_ARRAY || a->arr.n > cap)
    return UINT32_MAX;
  uint32_t nd = 0;
  for (uint32_t g = 0; g < a->arr.n; g++) {
    const CmirAttr *grp = a->arr.elems[g];
    if (grp->kind != CMIR_ATTR_ARRAY)
      return UINT32_MAX;
    start[g] = nd;
    if (len)
      len[g] = grp->arr.n;
    for (uint32_t i = 0; i < grp->arr.n; i++) {
      if (nd >= dcap || grp->arr.elems[i]->kind != CMIR_ATTR_INTEGER)
        return UINT32_MAX;
      dims[nd++] = cmir_attr_int_value(grp->arr.elems[i]);
    }
  }
  return a->arr.n;
}

static bool groups_of(CmirOp *op, Groups *g) {
  uint32_t len[MAXR + 1];
  uint32_t n = cmir_memref_groups(op, MAXR, g->start, len, g->dims, MAXR);
  if (n == UINT32_MAX)
    return false;
  g->n = n;
  g->start[n] = n ? g->start[n - 1] + len[n - 1] : 0;
  return true;
}

static const CmirAttr *groups_attr(CmirContext *ctx, const Groups *g) {
  const CmirAttr *outer[MAXR + 1], *inner[MAXR + 1];
  for (uint32_t i = 0; i < g->n; i++) {
    uint32_t m = 0;
    for (uint32_t k = g->start[i]; k < g->start[i + 1]; k++)
      inner[m++] = cmir_attr_int(ctx, ctx->i64, g->dims[k]);
    outer[i] = cmir_attr_array(ctx, m, inner);
  }
  return cmir_attr_array(ctx, g->n, outer);
}

/* composeReassociationIndices: the longer list is the producer; each group
 * of the consumer becomes the union of the producer groups it names. */
static bool compose_groups(const Groups *a, const Groups *b, Groups *out) {
  if (a->n == b->n)
    return false;
  const Groups *p = a->n > b->n ? a : b, *c = a->n > b->n ? b : a;
  out->n = 0;
  out->start[0] = 0;
  if (!c->n)
    return true;
  if (c->start[c->n] != p->n)
    return false;
  uint32_t k = 0;
  for (uint32_t i = 0; i < c->n; i++) {
    out->start[i] = k;
    for (uint32_t j = c->start[i]; j < c->start[i + 1]; j++) {
      int64_t q = c->dims[j];
      if (q < 0 || (uint64_t)q >= p->n)
        return false;
      for (uint32_t x = p->start[q]; x < p->start[q + 1]; x++) {
        if (k >= MAXR)
          return false;
        out->dims[k++] = p->dims[x];
      }
    }
  }
  out->n = c->n;
  out->start[c->n] = k;
  return true;
}

static bool identity_layout(const CmirType *t) { return cmir_memref_layout_is_identity(t); }

static CmirOp *new_collapse(CmirOp *at, CmirValue *src, const Groups *g, const CmirType *t) {
  CmirContext *ctx = cmir_op_context(at);
  CmirOpState st;
  cmir_opstate_init(&st, ctx, cmir_op_info_by_id(ctx, CMIR_OP_MEMREF_COLLAPSE_SHAPE), at->loc);
  cmir_opstate_add_operand(&st, src);
  cmir_opstate_set_prop(&st, "reassociation", groups_attr(ctx, g));
  cmir_opstate_add_result(&st, t);
  CmirOp *o = cmir_op_create(&st);
  cmir_opstate_free(&st);
  return o;
}

/* foldReshapeOp: an identity reshape, or the inverse of the reshape that
 * made its source from a value of its own type. */
static bool fold_reshape(CmirOp *op, unsigned inverse, CmirFoldResult *out) {
  if (otype(op, 0) == rtype(op)) {
    out->value = op->opnds[0].value;
    return true;
  }
  CmirOp *in = def_of(op->opnds[0].value, inverse);
  if (in && otype(in, 0) == rtype(op)) {
    out->value = in->opnds[0].value;
    return true;
  }
  return false;
}

/* ComposeReassociativeReshapeOps: a reshape of a reshape of the same kind. */
static bool compose_reshapes(CmirPatRewriter *rw, CmirOp *op) {
  unsigned id = cmir_op_id(op);
  CmirOp *in = def_of(op->opnds[0].value, id);
  Groups a, b, c;
  if (!in || !identity_layout(otype(in, 0)) || !identity_layout(otype(op, 0)) ||
      !identity_layout(rtype(op)) || !groups_of(in, &a) || !groups_of(op, &b) ||
      !compose_groups(&a, &b, &c))
    return false;
  CmirContext *ctx = cmir_op_context(op);
  CmirOp *n;
  if (id == CMIR_OP_MEMREF_COLLAPSE_SHAPE) {
    n = new_collapse(op, in->opnds[0].value, &c, rtype(op));
  } else {
    const CmirAttr *so = cmir_op_get_prop(op, "static_output_shape");
    if (!so)
      return false;
    CmirOpState st;
    cmir_opstate_init(&st, ctx, op->info, op->loc);
    cmir_opstate_add_operand(&st, in->opnds[0].value);
    for (uint32_t i = 1; i < op->nopnds; i++)
      cmir_opstate_add_operand(&st, op->opnds[i].value);
    cmir_opstate_set_prop(&st, "reassociation", groups_attr(ctx, &c));
    cmir_opstate_set_prop(&st, "static_output_shape", so);
    cmir_opstate_add_result(&st, rtype(op));
    n = cmir_op_create(&st);
    cmir_opstate_free(&st);
  }
  put(rw, op, n);
  CmirValue *v = &n->results[0];
  rw->replace(rw, op, &v);
  return true;
}

/* ComposeCollapseOfExpandOp, the cases that need no output shape: a
 * collapse (to a lower rank than the expand's source) or a cast (same rank). */
static bool collapse_of_expand(CmirPatRewriter *rw, CmirOp *op) {
  CmirOp *ex = def_of(op->opnds[0].value, CMIR_OP_MEMREF_EXPAND_SHAPE);
  if (!ex)
    return false;
  const CmirType *st = otype(ex, 0), *rt = rtype(op);
  if (!identity_layout(otype(op, 0)) || !identity_layout(st) || !identity_layout(rtype(ex)) ||
      st == rt)
    return false;
  Groups he, lo, out;
  uint32_t sr = st->shaped.rank, rr = rt->shaped.rank;
  if (sr < rr)
    return false;
  if (sr == rr) {
    if (memcmp(st->shaped.shape, rt->shaped.shape, sizeof(int64_t) * sr))
      return false;
    replace_cast(rw, op, ex->opnds[0].value);
    return true;
  }
  if (!groups_of(ex, &he) || !groups_of(op, &lo))
    return false;
  uint32_t h = 0, k = 0;
  out.n = lo.n;
  for (uint32_t i = 0; i < lo.n; i++) {
    out.start[i] = k;
    if (lo.start[i] == lo.start[i + 1])
      return false;
    int64_t last = lo.dims[lo.start[i + 1] - 1];
    while (h < he.n) {
      if (he.start[h] == he.start[h + 1])
        return false;
      int64_t right = he.dims[he.start[h + 1] - 1];
      if (right > last)
        return false;
      out.dims[k++] = h++;
      if (right == last)
        break;
    }
  }
  out.start[lo.n] = k;
  CmirOp *n = put(rw, op, new_collapse(op, ex->opnds[0].value, &out, rt));
  CmirValue *v = &n->results[0];
  rw->replace(rw, op, &v);
  return true;
}

/* CollapseShapeOpMemRefCastFolder, for sources of identity layout. */
static bool collapse_of_cast(CmirPatRewriter *rw, CmirOp *op) {
  CmirOp *cast = def_of(op->opnds[0].value, CMIR_OP_MEMREF_CAST);
  Groups g;
  if (!cast || !cmir_memref_cast_foldable(cast) || !groups_of(op, &g))
    return false;
  const CmirType *src = otype(cast, 0);
  if (!identity_layout(src) || !identity_layout(rtype(op)))
    return false;
  int64_t shape[MAXR + 1];
  for (uint32_t i = 0; i < g.n; i++) {
    int64_t p = 1;
    for (uint32_t k = g.start[i]; k < g.start[i + 1]; k++) {
      int64_t d = g.dims[k];
      if (d < 0 || (uint64_t)d >= src->shaped.rank)
        return false;
      int64_t s = src->shaped.shape[d];
      p = p == CMIR_DYNAMIC || s == CMIR_DYNAMIC ? CMIR_DYNAMIC : p * s;
    }
    shape[i] = p;
  }
  const CmirType *t = cmir_type_memref(cmir_op_context(op), g.n, shape, src->shaped.elem, NULL,
                                       src->shaped.extra);
  if (t == rtype(op)) {
    cmir_op_set_operand(op, 0, cast->opnds[0].value);
    rw->modified(rw, op);
    return true;
  }
  CmirOp *n = put(rw, op, new_collapse(op, cast->opnds[0].value, &g, t));
  replace_cast(rw, op, &n->results[0]);
  return true;
}

/* ---- alloc, copy, dim ---- */

/* SimplifyAllocConst: constant, non-negative dynamic sizes become static;
 * the new alloc is cast to the old type. */
static bool alloc_constants(CmirPatRewriter *rw, CmirOp *op) {
  const CmirType *t = rtype(op);
  if (!ranked(t) || t->shaped.rank > MAXR)
    return false;
  uint32_t s, n, ss, sn;
  cmir_op_operand_group(op, 0, &s, &n);
  cmir_op_operand_group(op, 1, &ss, &sn);
  int64_t shape[MAXR + 1];
  CmirValue *keep[MAXR + 1];
  uint32_t nk = 0, k = 0;
  bool any = false;
  for (uint32_t d = 0; d < t->shaped.rank; d++) {
    shape[d] = t->shaped.shape[d];
    if (shape[d] != CMIR_DYNAMIC)
      continue;
    if (k >= n)
      return false;
    CmirValue *v = op->opnds[s + k++].value;
    int64_t c;
    if (const_int(v, &c) && c >= 0) {
      shape[d] = c;
      any = true;
    } else {
      keep[nk++] = v;
    }
  }
  if (!any)
    return false;
  CmirContext *ctx = cmir_op_context(op);
  const CmirType *nt = cmir_type_memref(ctx, t->shaped.rank, shape, t->shaped.elem,
                                        t->shaped.layout, t->shaped.extra);
  CmirOpState st;
  cmir_opstate_init(&st, ctx, op->info, op->loc);
  for (uint32_t i = 0; i < nk; i++)
    cmir_opstate_add_operand(&st, keep[i]);
  for (uint32_t i = 0; i < sn; i++)
    cmir_opstate_add_operand(&st, op->opnds[ss + i].value);
  const CmirAttr *al = cmir_op_get_prop(op, "alignment");
  if (al)
    cmir_opstate_set_prop(&st, "alignment", al);
  int32_t seg[2] = {(int32_t)nk, (int32_t)sn};
  cmir_opstate_set_prop(&st, "operandSegmentSizes", cmir_attr_dense_i32_array(ctx, 2, seg));
  cmir_opstate_add_result(&st, nt);
  CmirOp *na = cmir_op_create(&st);
  cmir_opstate_free(&st);
  put(rw, op, na);
  replace_cast(rw, op, &na->results[0]);
  return true;
}

/* SimplifyDeadAlloc: an allocation only stored into and deallocated goes,
 * with those users. */
static bool dead_alloc(CmirPatRewriter *rw, CmirOp *op) {
  CmirValue *m = &op->results[0];
  if (!m->uses)
    return false;
  for (CmirUse *u = m->uses; u; u = u->next) {
    CmirOp *user = u->owner;
    if (cmir_op_isa(user, CMIR_OP_MEMREF_STORE)) {
      if (user->opnds[0].value == m)
        return false;
    } else if (!cmir_op_isa(user, CMIR_OP_MEMREF_DEALLOC)) {
      return false;
    }
  }
  while (m->uses)
    rw->erase(rw, m->uses->owner);
  rw->erase(rw, op);
  return true;
}

static bool has_zero_dim(const CmirType *t) {
  if (!ranked(t))
    return false;
  for (uint32_t i = 0; i < t->shaped.rank; i++)
    if (t->shaped.shape[i] == 0)
      return true;
  return false;
}

/* FoldCopyOfCast, FoldEmptyCopy, FoldSelfCopy. */
static bool copy_patterns(CmirPatRewriter *rw, CmirOp *op) {
  bool changed = false;
  for (uint32_t i = 0; i < 2; i++) {
    CmirOp *c = def_of(op->opnds[i].value, CMIR_OP_MEMREF_CAST);
    if (c && ranked(otype(c, 0))) {
      cmir_op_set_operand(op, i, c->opnds[0].value);
      changed = true;
    }
  }
  if (changed) {
    rw->modified(rw, op);
    return true;
  }
  if (has_zero_dim(otype(op, 0)) || has_zero_dim(otype(op, 1)) ||
      op->opnds[0].value == op->opnds[1].value) {
    rw->erase(rw, op);
    return true;
  }
  return false;
}

/* DimOfMemRefReshape: dim of a reshape loads the shape operand right after
 * the reshape, when the index is known there. */
static bool dim_of_reshape(CmirPatRewriter *rw, CmirOp *op) {
  CmirOp *rs = def_of(op->opnds[0].value, CMIR_OP_MEMREF_RESHAPE);
  if (!rs || !rs->next)
    return false;
  CmirValue *idx = op->opnds[1].value;
  CmirOp *d = cmir_value_def(idx);
  if (d ? d->block != rs->block || !cmir_op_before_in_block(d, rs)
        : cmir_value_block(idx) != rs->block)
    return false;
  CmirValue *shape = rs->opnds[1].value;
  if (!ranked(shape->type))
    return false;
  CmirContext *ctx = cmir_op_context(op);
  CmirValue *ops[2] = {shape, idx};
  CmirOp *ld = cmir_op_create_simple(ctx, CMIR_OP_MEMREF_LOAD, op->loc, 2, ops,
                                     shape->type->shaped.elem, NULL);
  CmirOp *at = rs->next;
  put(rw, at, ld);
  CmirValue *v = &ld->results[0];
  if (v->type != rtype(op)) {
    CmirOp *ic = cmir_op_create_simple(ctx, CMIR_OP_ARITH_INDEX_CAST, op->loc, 1, &v, rtype(op),
                                       NULL);
    put(rw, at, ic);
    v = &ic->results[0];
  }
  rw->replace(rw, op, &v);
  return true;
}

/* ---- the hooks ---- */

bool cmir_memref_fold(CmirOp *op, const CmirAttr *const *cst, CmirFoldResult *out) {
  (void)cst;
  switch (cmir_op_id(op)) {
  case CMIR_OP_MEMREF_LOAD:
    if (!fold_cast_operands(op, -1))
      return false;
    out->value = &op->results[0];
    return true;
  case CMIR_OP_MEMREF_DEALLOC:
  case CMIR_OP_MEMREF_PREFETCH:
  case CMIR_OP_MEMREF_DMA_WAIT:
  case CMIR_OP_MEMREF_DMA_START:
    return fold_cast_operands(op, -1);
  case CMIR_OP_MEMREF_STORE:
    return fold_cast_operands(op, 0);
  case CMIR_OP_MEMREF_ATOMIC_RMW:
    if (!fold_cast_operands(op, 0))
      return false;
    out->value = &op->results[0];
    return true;
  case CMIR_OP_MEMREF_COPY: {
    bool any = false;
    for (uint32_t i = 0; i < 2; i++) {
      CmirOp *c = def_of(op->opnds[i].value, CMIR_OP_MEMREF_CAST);
      if (c && cmir_memref_cast_foldable(c)) {
        cmir_op_set_operand(op, i, c->opnds[0].value);
        any = true;
      }
    }
    return any;
  }
  case CMIR_OP_MEMREF_COLLAPSE_SHAPE:
    return fold_reshape(op, CMIR_OP_MEMREF_EXPAND_SHAPE, out);
  case CMIR_OP_MEMREF_EXPAND_SHAPE:
    return fold_reshape(op, CMIR_OP_MEMREF_COLLAPSE_SHAPE, out);
  case CMIR_OP_MEMREF_SUBVIEW:
    return fold_subview(op, out);
  case CMIR_OP_MEMREF_REINTERPRET_CAST:
    return fold_reinterpret(op, out);
  case CMIR_OP_MEMREF_MEMORY_SPACE_CAST: {
    if (otype(op, 0) == rtype(op)) {
      out->value = op->opnds[0].value;
      return true;
    }
    CmirOp *in = def_of(op->opnds[0].value, CMIR_OP_MEMREF_MEMORY_SPACE_CAST);
    if (!in)
      return false;
    cmir_op_set_operand(op, 0, in->opnds[0].value);
    out->value = &op->results[0];
    return true;
  }
  default:
    return false;
  }
}

bool cmir_memref_canon(CmirPatRewriter *rw, CmirOp *op) {
  switch (cmir_op_id(op)) {
  case CMIR_OP_MEMREF_ALLOC:
  case CMIR_OP_MEMREF_ALLOCA:
    return alloc_constants(rw, op) || dead_alloc(rw, op);
  case CMIR_OP_MEMREF_REALLOC:
    return dead_alloc(rw, op);
  case CMIR_OP_MEMREF_COPY:
    return copy_patterns(rw, op);
  case CMIR_OP_MEMREF_SUBVIEW:
    return subview_constants(rw, op) || subview_of_cast(rw, op) || trivial_subview(rw, op);
  case CMIR_OP_MEMREF_COLLAPSE_SHAPE:
    return compose_reshapes(rw, op) || collapse_of_expand(rw, op) || collapse_of_cast(rw, op);
  case CMIR_OP_MEMREF_EXPAND_SHAPE:
    return compose_reshapes(rw, op);
  case CMIR_OP_MEMREF_REINTERPRET_CAST:
    return reinterpret_of_metadata(rw, op);
  case CMIR_OP_MEMREF_EXTRACT_STRIDED_METADATA:
    return metadata_constants(rw, op);
  case CMIR_OP_MEMREF_DIM:
    return dim_of_reshape(rw, op);
  default:
    return false;
  }
}
