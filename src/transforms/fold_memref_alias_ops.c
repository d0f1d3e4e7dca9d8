/* fold-memref-alias-ops: a load or store through a memref.subview,
 * memref.expand_shape or memref.collapse_shape reads or writes the view's
 * source instead, its indices rewritten, and a subview of a unit-stride
 * subview becomes one subview of the inner source, as MLIR 19's patterns
 * do under the greedy driver:
 *   subview:  index'_d = offset_d + index_d * stride_d (a dropped dim
 *             reads at its offset);
 *   expand:   a group's indices are linearized with the suffix products
 *             of the group's result sizes;
 *   collapse: an index is delinearized over the group's source sizes.
 * affine.load and affine.store first have each result of their map
 * expanded into its own index. The index arithmetic is built as MLIR's
 * makeComposedFoldedAffineApply builds it: constants folded into the map,
 * operands made by affine.apply composed in, the map canonicalized (valid
 * symbols promoted, duplicates merged, unused operands dropped) and
 * simplified, and an affine.apply created only when the result is neither
 * a constant nor one of the operands. The vector, gpu and nvgpu ops MLIR
 * also folds are not handled. */
#include "transforms/transforms.h"

#include <string.h>

enum { MAXO = 64 };

/* A value or a constant (MLIR's OpFoldResult). */
typedef struct Ofr {
  CmirValue *v; /* NULL: constant c */
  int64_t c;
} Ofr;

static Ofr ofr_c(int64_t c) { return (Ofr){NULL, c}; }
static Ofr ofr_v(CmirValue *v) { return (Ofr){v, 0}; }

static bool const_index(const CmirValue *v, int64_t *out) {
  const CmirAttr *a = cmir_constant_value(v);
  if (!a || a->kind != CMIR_ATTR_INTEGER)
    return false;
  *out = cmir_attr_int_value(a);
  return true;
}

/* ---- makeComposedFoldedAffineApply ---- */

/* One result expression over dims and symbols, with their operands (at
 * most MAXO operands in all). */
typedef struct Map {
  const CmirAffineExpr *e;
  uint32_t nd, ns;
  CmirValue *dims[MAXO], *syms[MAXO];
} Map;

static const CmirAffineExpr *subst(CmirContext *ctx, const CmirAffineExpr *e,
                                   const CmirAffineExpr *const *dr,
                                   const CmirAffineExpr *const *sr) {
  switch (e->kind) {
  case CMIR_AFFINE_CONST:
    return e;
  case CMIR_AFFINE_DIM:
    return dr[e->position];
  case CMIR_AFFINE_SYM:
    return sr[e->position];
  default:
    return cmir_affine_bin(ctx, (CmirAffineKind)e->kind, subst(ctx, e->bin.lhs, dr, sr),
                           subst(ctx, e->bin.rhs, dr, sr));
  }
}

static void mark(const CmirAffineExpr *e, bool *ud, bool *us) {
  if (e->kind == CMIR_AFFINE_DIM)
    ud[e->position] = true;
  else if (e->kind == CMIR_AFFINE_SYM)
    us[e->position] = true;
  else if (e->kind < CMIR_AFFINE_CONST) {
    mark(e->bin.lhs, ud, us);
    mark(e->bin.rhs, ud, us);
  }
}

/* canonicalizeMapAndOperands: dims that are valid symbols become symbols
 * (after the others), then used dims and symbols are kept once each,
 * constant symbols folded in. */
static void canon_map(CmirContext *ctx, Map *m) {
  const CmirAffineExpr *dr[MAXO] = {0}, *sr[MAXO] = {0};
  CmirValue *nd[MAXO];
  uint32_t k = 0, ns = m->ns;
  for (uint32_t i = 0; i < m->nd; i++) {
    if (cmir_affine_is_valid_symbol(m->dims[i])) {
      dr[i] = cmir_affine_sym(ctx, ns);
      m->syms[ns++] = m->dims[i];
    } else {
      dr[i] = cmir_affine_dim(ctx, k);
      nd[k++] = m->dims[i];
    }
  }
  for (uint32_t i = 0; i < ns; i++)
    sr[i] = cmir_affine_sym(ctx, i);
  m->e = subst(ctx, m->e, dr, sr);
  m->nd = k;
  m->ns = ns;
  memcpy(m->dims, nd, k * sizeof *nd);

  bool ud[MAXO] = {false}, us[MAXO] = {false};
  mark(m->e, ud, us);
  k = 0;
  for (uint32_t i = 0; i < m->nd; i++) {
    dr[i] = cmir_affine_const(ctx, 0);
    if (!ud[i])
      continue;
    uint32_t j = 0;
    while (j < k && nd[j] != m->dims[i])
      j++;
    if (j == k)
      nd[k++] = m->dims[i];
    dr[i] = cmir_affine_dim(ctx, j);
  }
  CmirValue *nsv[MAXO];
  uint32_t q = 0;
  for (uint32_t i = 0; i < m->ns; i++) {
    int64_t c;
    sr[i] = cmir_affine_const(ctx, 0);
    if (!us[i])
      continue;
    if (const_index(m->syms[i], &c)) {
      sr[i] = cmir_affine_const(ctx, c);
      continue;
    }
    uint32_t j = 0;
    while (j < q && nsv[j] != m->syms[i])
      j++;
    if (j == q)
      nsv[q++] = m->syms[i];
    sr[i] = cmir_affine_sym(ctx, j);
  }
  m->e = subst(ctx, m->e, dr, sr);
  m->nd = k;
  m->ns = q;
  memcpy(m->dims, nd, k * sizeof *nd);
  memcpy(m->syms, nsv, q * sizeof *nsv);
}

static CmirOp *apply_of(CmirValue *v) {
  CmirOp *d = v ? cmir_value_def(v) : NULL;
  return d && cmir_op_isa(d, CMIR_OP_AFFINE_APPLY) ? d : NULL;
}

/* replaceDimOrSym: the operand at pos, made by an affine.apply, replaced by
 * that apply's (canonicalized) expression; false if it is not. */
static bool compose_one(CmirContext *ctx, Map *m, uint32_t pos) {
  bool isdim = pos < m->nd;
  CmirValue **slot = isdim ? &m->dims[pos] : &m->syms[pos - m->nd];
  CmirOp *ap = apply_of(*slot);
  if (!ap)
    return false;
  const CmirAttr *ma = cmir_op_get_prop(ap, "map");
  if (!ma || ma->kind != CMIR_ATTR_AFFINE_MAP || ma->map.map->nres != 1 ||
      ap->nopnds != ma->map.map->ndims + ma->map.map->nsyms)
    return false;
  const CmirAffineMap *am = ma->map.map;
  Map in = {.e = am->exprs[0], .nd = am->ndims, .ns = am->nsyms};
  if (m->nd + m->ns + in.nd + in.ns > MAXO)
    return false;
  for (uint32_t i = 0; i < in.nd; i++)
    in.dims[i] = ap->opnds[i].value;
  for (uint32_t i = 0; i < in.ns; i++)
    in.syms[i] = ap->opnds[in.nd + i].value;
  canon_map(ctx, &in);
  *slot = NULL;
  const CmirAffineExpr *dr[MAXO], *sr[MAXO];
  for (uint32_t i = 0; i < in.nd; i++)
    dr[i] = cmir_affine_dim(ctx, m->nd + i);
  for (uint32_t i = 0; i < in.ns; i++)
    sr[i] = cmir_affine_sym(ctx, m->ns + i);
  const CmirAffineExpr *repl = subst(ctx, in.e, dr, sr);
  /* Replace the dim or symbol by the shifted expression, appending the
   * apply's operands; the positions of m stay put. */
  const CmirAffineExpr *odr[MAXO], *osr[MAXO];
  for (uint32_t i = 0; i < m->nd; i++)
    odr[i] = cmir_affine_dim(ctx, i);
  for (uint32_t i = 0; i < m->ns; i++)
    osr[i] = cmir_affine_sym(ctx, i);
  if (isdim)
    odr[pos] = repl;
  else
    osr[pos - m->nd] = repl;
  m->e = subst(ctx, m->e, odr, osr);
  memcpy(m->dims + m->nd, in.dims, in.nd * sizeof *in.dims);
  memcpy(m->syms + m->ns, in.syms, in.ns * sizeof *in.syms);
  m->nd += in.nd;
  m->ns += in.ns;
  return true;
}

/* composeAffineMapAndOperands, then the map canonicalized and simplified. */
static void compose(CmirContext *ctx, Map *m) {
  for (bool changed = true; changed;) {
    changed = false;
    for (uint32_t pos = 0; pos < m->nd + m->ns && !changed; pos++)
      changed = compose_one(ctx, m, pos);
  }
  /* Drop the operands composed away. */
  const CmirAffineExpr *dr[MAXO], *sr[MAXO];
  uint32_t k = 0, q = 0;
  for (uint32_t i = 0; i < m->nd; i++) {
    dr[i] = m->dims[i] ? cmir_affine_dim(ctx, k) : cmir_affine_const(ctx, 0);
    if (m->dims[i])
      m->dims[k++] = m->dims[i];
  }
  for (uint32_t i = 0; i < m->ns; i++) {
    sr[i] = m->syms[i] ? cmir_affine_sym(ctx, q) : cmir_affine_const(ctx, 0);
    if (m->syms[i])
      m->syms[q++] = m->syms[i];
  }
  m->e = subst(ctx, m->e, dr, sr);
  m->nd = k;
  m->ns = q;
  canon_map(ctx, m);
  m->e = cmir_affine_expr_simplify(ctx, m->e, m->nd, m->ns);
}

/* The value of an Ofr, an arith.constant made for a constant
 * (getValueOrCreateConstantIndexOp). */
static CmirValue *materialize(CmirPatRewriter *rw, CmirOp *before, Ofr o) {
  if (o.v)
    return o.v;
  CmirContext *ctx = cmir_op_context(before);
  CmirOp *c = cmir_op_create_prop(ctx, CMIR_OP_ARITH_CONSTANT, before->loc, 0, NULL,
                                  cmir_type_index(ctx), "value",
                                  cmir_attr_int(ctx, cmir_type_index(ctx), o.c));
  rw->insert(rw, before, c);
  return &c->results[0];
}

/* makeComposedFoldedAffineApply of e (over nd dims and ns symbols, the
 * operands vals: dims first) before op, as a value. */
static CmirValue *apply(CmirPatRewriter *rw, CmirOp *before, const CmirAffineExpr *e,
                        uint32_t nd, uint32_t ns, const Ofr *vals) {
  CmirContext *ctx = cmir_op_context(before);
  Map m = {.e = e};
  const CmirAffineExpr *dr[MAXO], *sr[MAXO];
  for (uint32_t i = 0; i < nd; i++) {
    dr[i] = vals[i].v ? cmir_affine_dim(ctx, m.nd) : cmir_affine_const(ctx, vals[i].c);
    if (vals[i].v)
      m.dims[m.nd++] = vals[i].v;
  }
  for (uint32_t i = 0; i < ns; i++) {
    const Ofr *o = &vals[nd + i];
    sr[i] = o->v ? cmir_affine_sym(ctx, m.ns) : cmir_affine_const(ctx, o->c);
    if (o->v)
      m.syms[m.ns++] = o->v;
  }
  m.e = subst(ctx, e, dr, sr);
  compose(ctx, &m);
  /* AffineApplyOp::fold. */
  if (m.e->kind == CMIR_AFFINE_DIM)
    return m.dims[m.e->position];
  if (m.e->kind == CMIR_AFFINE_SYM)
    return m.syms[m.e->position];
  if (m.e->kind == CMIR_AFFINE_CONST)
    return materialize(rw, before, ofr_c(m.e->value));
  CmirValue *ops[2 * MAXO];
  memcpy(ops, m.dims, m.nd * sizeof *ops);
  memcpy(ops + m.nd, m.syms, m.ns * sizeof *ops);
  const CmirAffineMap *map = cmir_affine_map(ctx, m.nd, m.ns, 1, &m.e);
  CmirOp *a = cmir_op_create_prop(ctx, CMIR_OP_AFFINE_APPLY, before->loc, m.nd + m.ns, ops,
                                  cmir_type_index(ctx), "map", cmir_attr_affine_map(ctx, map));
  rw->insert(rw, before, a);
  return &a->results[0];
}

/* ---- the accesses ---- */

/* A load or store: where its memref and indices are. */
typedef struct Access {
  CmirOp *op;
  uint32_t mem;    /* operand index of the memref */
  bool affine;     /* affine.load / affine.store: indices through its map */
  uint32_t nidx;   /* the indices (after the map, for affine ops) */
  CmirValue *idx[MAXO];
} Access;

static bool access_of(CmirPatRewriter *rw, CmirOp *op, Access *a) {
  a->op = op;
  switch (cmir_op_id(op)) {
  case CMIR_OP_MEMREF_LOAD:
  case CMIR_OP_AFFINE_LOAD:
    a->mem = 0;
    break;
  case CMIR_OP_MEMREF_STORE:
  case CMIR_OP_AFFINE_STORE:
    a->mem = 1;
    break;
  default:
    return false;
  }
  a->affine = cmir_op_isa(op, CMIR_OP_AFFINE_LOAD) || cmir_op_isa(op, CMIR_OP_AFFINE_STORE);
  uint32_t n = op->nopnds - a->mem - 1;
  if (n > MAXO)
    return false;
  CmirValue **in = a->idx;
  for (uint32_t i = 0; i < n; i++)
    in[i] = op->opnds[a->mem + 1 + i].value;
  a->nidx = n;
  if (!a->affine)
    return true;
  const CmirAttr *ma = cmir_op_get_prop(op, "map");
  if (!ma || ma->kind != CMIR_ATTR_AFFINE_MAP)
    return false;
  const CmirAffineMap *map = ma->map.map;
  if (map->ndims + map->nsyms != n || map->nres > MAXO)
    return false;
  /* calculateExpandedAccessIndices: each result of the map on its own. */
  Ofr vals[MAXO];
  for (uint32_t i = 0; i < n; i++)
    vals[i] = ofr_v(in[i]);
  CmirValue *out[MAXO];
  for (uint32_t r = 0; r < map->nres; r++)
    out[r] = apply(rw, op, map->exprs[r], map->ndims, map->nsyms, vals);
  memcpy(a->idx, out, map->nres * sizeof *out);
  a->nidx = map->nres;
  return true;
}

/* The access again on src at the indices idx, replacing the old one. */
static void rebuild(CmirPatRewriter *rw, Access *a, CmirValue *src, uint32_t n,
                    CmirValue *const *idx) {
  CmirOp *op = a->op;
  CmirContext *ctx = cmir_op_context(op);
  CmirValue *ops[MAXO + 2];
  uint32_t k = 0;
  if (a->mem)
    ops[k++] = op->opnds[0].value;
  ops[k++] = src;
  memcpy(ops + k, idx, n * sizeof *idx);
  k += n;
  const CmirType *rt = op->nresults ? op->results[0].type : NULL;
  CmirOp *nop;
  if (a->affine) {
    const CmirAffineExpr *ex[MAXO];
    for (uint32_t i = 0; i < n; i++)
      ex[i] = cmir_affine_dim(ctx, i);
    const CmirAffineMap *map = cmir_affine_map(ctx, n, 0, n, ex);
    nop = cmir_op_create_prop(ctx, cmir_op_id(op), op->loc, k, ops, rt, "map",
                              cmir_attr_affine_map(ctx, map));
  } else {
    const CmirAttr *nt = cmir_op_get_prop(op, "nontemporal");
    nop = cmir_op_create_prop(ctx, cmir_op_id(op), op->loc, k, ops, rt, nt ? "nontemporal" : NULL,
                              nt);
  }
  rw->insert(rw, op, nop);
  CmirValue *res = nop->nresults ? &nop->results[0] : NULL;
  rw->replace(rw, op, &res);
}

static bool i64s(CmirOp *op, const char *name, uint32_t n, const int64_t **out) {
  const CmirAttr *a = cmir_op_get_prop(op, name);
  if (!a || a->kind != CMIR_ATTR_DENSE_ARRAY || a->darr.n != n)
    return false;
  *out = a->darr.data;
  return true;
}

/* A subview's offsets, sizes and strides (groups 1..3) as Ofrs. */
typedef struct View {
  uint32_t n;
  Ofr l[3][MAXO];
} View;

static const char *const view_props[3] = {"static_offsets", "static_sizes", "static_strides"};

static bool view_of(CmirOp *sv, View *vw) {
  const CmirType *st = sv->opnds[0].value->type;
  if (st->kind != CMIR_TYPE_MEMREF || st->shaped.rank > MAXO)
    return false;
  vw->n = st->shaped.rank;
  for (uint32_t g = 0; g < 3; g++) {
    const int64_t *a;
    if (!i64s(sv, view_props[g], vw->n, &a))
      return false;
    uint32_t s, cnt, k = 0;
    cmir_op_operand_group(sv, g + 1, &s, &cnt);
    for (uint32_t i = 0; i < vw->n; i++) {
      if (a[i] != CMIR_DYNAMIC) {
        vw->l[g][i] = ofr_c(a[i]);
        continue;
      }
      if (k >= cnt)
        return false;
      vw->l[g][i] = ofr_v(sv->opnds[s + k++].value);
    }
  }
  return true;
}

/* SubViewOp::getDroppedDims as MLIR 19 computes it: unit dims told apart
 * by the source's own strides (docs/mlir19-findings.md). */
static bool view_dropped(CmirOp *sv, const View *vw, bool *dropped) {
  int64_t sizes[MAXO];
  for (uint32_t i = 0; i < vw->n; i++) {
    const Ofr *sz = &vw->l[1][i];
    sizes[i] = sz->v ? (const_index(sz->v, &sizes[i]) ? sizes[i] : CMIR_DYNAMIC) : sz->c;
  }
  return cmir_memref_dropped_dims(sv->opnds[0].value->type, sv->results[0].type, sizes, vw->n,
                                  NULL, dropped);
}

/* resolveIndicesIntoOpWithOffsetsAndStrides: idx (one per kept dim) as
 * indices of the view's source, offset + index * stride each. */
static bool resolve_subview(CmirPatRewriter *rw, CmirOp *before, CmirOp *sv, const View *vw,
                            const Ofr *idx, uint32_t nidx, CmirValue **out) {
  CmirContext *ctx = cmir_op_context(sv);
  bool dropped[MAXO];
  if (!view_dropped(sv, vw, dropped))
    return false;
  uint32_t k = 0;
  for (uint32_t d = 0; d < vw->n; d++)
    k += !dropped[d];
  if (k != nidx)
    return false;
  const CmirAffineExpr *e = cmir_affine_bin(
      ctx, CMIR_AFFINE_ADD, cmir_affine_sym(ctx, 0),
      cmir_affine_bin(ctx, CMIR_AFFINE_MUL, cmir_affine_sym(ctx, 1), cmir_affine_sym(ctx, 2)));
  k = 0;
  for (uint32_t d = 0; d < vw->n; d++) {
    Ofr vals[3] = {vw->l[0][d], dropped[d] ? ofr_c(0) : idx[k++], vw->l[2][d]};
    out[d] = apply(rw, before, e, 0, 3, vals);
  }
  return true;
}

/* resolveSourceIndicesExpandShape: each group's indices linearized with
 * the suffix products of its result sizes (those must be static but the
 * outermost). */
static bool resolve_expand(CmirPatRewriter *rw, CmirOp *before, CmirOp *ex, CmirValue *const *idx,
                           uint32_t nidx, CmirValue **out, uint32_t *nout) {
  CmirContext *ctx = cmir_op_context(ex);
  const CmirType *rt = ex->results[0].type;
  uint32_t start[MAXO], len[MAXO];
  int64_t dims[MAXO];
  uint32_t ng = cmir_memref_groups(ex, MAXO, start, len, dims, MAXO);
  if (ng == UINT32_MAX || nidx != rt->shaped.rank)
    return false;
  for (uint32_t g = 0; g < ng; g++)
    for (uint32_t i = 1; i < len[g]; i++)
      if ((uint64_t)dims[start[g] + i] >= rt->shaped.rank ||
          rt->shaped.shape[dims[start[g] + i]] == CMIR_DYNAMIC)
        return false;
  for (uint32_t g = 0; g < ng; g++) {
    uint32_t n = len[g];
    int64_t sp[MAXO];
    sp[n - 1] = 1;
    for (uint32_t i = n - 1; i > 0; i--)
      sp[i - 1] = sp[i] * rt->shaped.shape[dims[start[g] + i]];
    const CmirAffineExpr *e = cmir_affine_const(ctx, 0);
    Ofr vals[2 * MAXO];
    for (uint32_t i = 0; i < n; i++) {
      e = cmir_affine_bin(
          ctx, CMIR_AFFINE_ADD, e,
          cmir_affine_bin(ctx, CMIR_AFFINE_MUL, cmir_affine_dim(ctx, i), cmir_affine_sym(ctx, i)));
      vals[i] = ofr_c(sp[i]);
      if ((uint64_t)dims[start[g] + i] >= nidx)
        return false;
      vals[n + i] = ofr_v(idx[dims[start[g] + i]]);
    }
    out[g] = apply(rw, before, e, n, n, vals);
  }
  *nout = ng;
  return true;
}

/* resolveSourceIndicesCollapseShape: each index delinearized over its
 * group's source sizes (static but the outermost). */
static bool resolve_collapse(CmirPatRewriter *rw, CmirOp *before, CmirOp *co,
                             CmirValue *const *idx, uint32_t nidx, CmirValue **out,
                             uint32_t *nout) {
  CmirContext *ctx = cmir_op_context(co);
  const CmirType *st = co->opnds[0].value->type;
  uint32_t start[MAXO], len[MAXO];
  int64_t dims[MAXO];
  uint32_t ng = cmir_memref_groups(co, MAXO, start, len, dims, MAXO);
  if (ng == UINT32_MAX || ng != nidx || st->shaped.rank > MAXO)
    return false;
  for (uint32_t g = 0; g < ng; g++)
    for (uint32_t i = 1; i < len[g]; i++)
      if ((uint64_t)dims[start[g] + i] >= st->shaped.rank ||
          st->shaped.shape[dims[start[g] + i]] == CMIR_DYNAMIC)
        return false;
  uint32_t k = 0;
  for (uint32_t g = 0; g < ng; g++) {
    uint32_t n = len[g];
    int64_t sp[MAXO];
    sp[n - 1] = 1;
    for (uint32_t i = n - 1; i > 0; i--)
      sp[i - 1] = sp[i] * st->shaped.shape[dims[start[g] + i]];
    const CmirAffineExpr *lin = cmir_affine_dim(ctx, 0);
    Ofr v = ofr_v(idx[g]);
    for (uint32_t i = 0; i < n; i++) {
      const CmirAffineExpr *c = cmir_affine_const(ctx, sp[i]);
      const CmirAffineExpr *e = cmir_affine_bin(ctx, CMIR_AFFINE_FLOORDIV, lin, c);
      lin = cmir_affine_bin(ctx, CMIR_AFFINE_MOD, lin, c);
      out[k++] = apply(rw, before, e, 1, 0, &v);
    }
  }
  if (!ng)
    for (uint32_t i = 0; i < st->shaped.rank; i++)
      out[k++] = apply(rw, before, cmir_affine_const(ctx, 0), 0, 0, NULL);
  *nout = k;
  return true;
}

/* Whether a reshape's groups can be resolved for n indices of an access
 * (checked before any op is made, so that a failing pattern changes
 * nothing): the sizes a suffix product needs are static. */
static bool reshape_ok(CmirOp *rs, bool expand, uint32_t n) {
  const CmirType *t = expand ? rs->results[0].type : rs->opnds[0].value->type;
  const CmirType *other = expand ? rs->opnds[0].value->type : rs->results[0].type;
  uint32_t start[MAXO], len[MAXO];
  int64_t dims[MAXO];
  uint32_t ng = cmir_memref_groups(rs, MAXO, start, len, dims, MAXO);
  if (ng == UINT32_MAX || t->shaped.rank > MAXO || other->shaped.rank > MAXO)
    return false;
  if (n != (expand ? t->shaped.rank : other->shaped.rank))
    return false;
  for (uint32_t g = 0; g < ng; g++) {
    if (!len[g])
      return false;
    for (uint32_t i = 0; i < len[g]; i++) {
      int64_t d = dims[start[g] + i];
      if (d < 0 || (uint64_t)d >= t->shaped.rank || (i && t->shaped.shape[d] == CMIR_DYNAMIC))
        return false;
    }
  }
  return true;
}

/* The number of indices an access has after its map. */
static uint32_t access_rank(CmirOp *op, uint32_t mem) {
  if (cmir_op_isa(op, CMIR_OP_AFFINE_LOAD) || cmir_op_isa(op, CMIR_OP_AFFINE_STORE)) {
    const CmirAttr *ma = cmir_op_get_prop(op, "map");
    return ma && ma->kind == CMIR_ATTR_AFFINE_MAP ? ma->map.map->nres : UINT32_MAX;
  }
  return op->nopnds - mem - 1;
}

static bool fold_access(CmirPatRewriter *rw, CmirOp *op) {
  bool store = cmir_op_isa(op, CMIR_OP_MEMREF_STORE) || cmir_op_isa(op, CMIR_OP_AFFINE_STORE);
  CmirOp *view = cmir_value_def(op->opnds[store].value);
  if (!view)
    return false;
  unsigned kind = cmir_op_id(view);
  if (kind != CMIR_OP_MEMREF_SUBVIEW && kind != CMIR_OP_MEMREF_EXPAND_SHAPE &&
      kind != CMIR_OP_MEMREF_COLLAPSE_SHAPE)
    return false;
  if (view->opnds[0].value->type->kind != CMIR_TYPE_MEMREF)
    return false;
  View vw;
  uint32_t rank = access_rank(op, store);
  if (kind == CMIR_OP_MEMREF_SUBVIEW) {
    bool dropped[MAXO];
    uint32_t kept = 0;
    if (!view_of(view, &vw) || !view_dropped(view, &vw, dropped))
      return false;
    for (uint32_t d = 0; d < vw.n; d++)
      kept += !dropped[d];
    if (kept != rank)
      return false;
  } else if (!reshape_ok(view, kind == CMIR_OP_MEMREF_EXPAND_SHAPE, rank))
    return false;
  Access a;
  if (!access_of(rw, op, &a))
    return false;
  CmirValue *out[MAXO];
  uint32_t nout = 0;
  bool ok;
  if (kind == CMIR_OP_MEMREF_SUBVIEW) {
    Ofr idx[MAXO];
    for (uint32_t i = 0; i < a.nidx; i++)
      idx[i] = ofr_v(a.idx[i]);
    ok = resolve_subview(rw, op, view, &vw, idx, a.nidx, out);
    nout = vw.n;
  } else if (kind == CMIR_OP_MEMREF_EXPAND_SHAPE)
    ok = resolve_expand(rw, op, view, a.idx, a.nidx, out, &nout);
  else
    ok = resolve_collapse(rw, op, view, a.idx, a.nidx, out, &nout);
  if (!ok)
    return false; /* ops made on the way are left dead for the driver */
  rebuild(rw, &a, view->opnds[0].value, nout, out);
  return true;
}

/* SubViewOfSubViewFolder: both views unit-stride; the offsets add up
 * (through the inner view's dropped dims), sizes are the outer view's with
 * the inner's dropped ones put back. */
static bool fold_subview_of_subview(CmirPatRewriter *rw, CmirOp *op) {
  CmirOp *in = cmir_value_def(op->opnds[0].value);
  if (!in || !cmir_op_isa(in, CMIR_OP_MEMREF_SUBVIEW))
    return false;
  View outer, inner;
  if (!view_of(op, &outer) || !view_of(in, &inner))
    return false;
  for (uint32_t i = 0; i < outer.n; i++) {
    int64_t c;
    const Ofr *s = &outer.l[2][i];
    if (s->v ? !const_index(s->v, &c) || c != 1 : s->c != 1)
      return false;
  }
  for (uint32_t i = 0; i < inner.n; i++) {
    int64_t c;
    const Ofr *s = &inner.l[2][i];
    if (s->v ? !const_index(s->v, &c) || c != 1 : s->c != 1)
      return false;
  }
  bool dropped[MAXO];
  if (!view_dropped(in, &inner, dropped))
    return false;
  View nv = {.n = inner.n};
  uint32_t k = 0;
  for (uint32_t d = 0; d < inner.n; d++) {
    if (dropped[d]) {
      nv.l[1][d] = inner.l[1][d];
      continue;
    }
    if (k >= outer.n)
      return false;
    nv.l[1][d] = outer.l[1][k++];
  }
  if (k != outer.n)
    return false;
  CmirValue *offs[MAXO];
  if (!resolve_subview(rw, op, in, &inner, outer.l[0], outer.n, offs))
    return false;
  CmirContext *ctx = cmir_op_context(op);
  CmirOpState st;
  cmir_opstate_init(&st, ctx, cmir_op_info_by_id(ctx, CMIR_OP_MEMREF_SUBVIEW), op->loc);
  cmir_opstate_add_operand(&st, in->opnds[0].value);
  int32_t seg[4] = {1, 0, 0, 0};
  for (uint32_t d = 0; d < nv.n; d++) {
    int64_t c;
    /* getAsOpFoldResult: constant offsets become static. */
    nv.l[0][d] = const_index(offs[d], &c) ? ofr_c(c) : ofr_v(offs[d]);
    nv.l[2][d] = inner.l[2][d];
  }
  for (uint32_t g = 0; g < 3; g++) {
    int64_t sv[MAXO];
    for (uint32_t d = 0; d < nv.n; d++) {
      sv[d] = nv.l[g][d].v ? CMIR_DYNAMIC : nv.l[g][d].c;
      if (nv.l[g][d].v) {
        cmir_opstate_add_operand(&st, nv.l[g][d].v);
        seg[g + 1]++;
      }
    }
    cmir_opstate_set_prop(&st, view_props[g], cmir_attr_dense_i64_array(ctx, nv.n, sv));
  }
  cmir_opstate_set_prop(&st, "operandSegmentSizes", cmir_attr_dense_i32_array(ctx, 4, seg));
  cmir_opstate_add_result(&st, op->results[0].type);
  cmir_opstate_finalize_props(&st, NULL, 0);
  CmirOp *nop = cmir_op_create(&st);
  cmir_opstate_free(&st);
  rw->insert(rw, op, nop);
  CmirValue *res = &nop->results[0];
  rw->replace(rw, op, &res);
  return true;
}

static bool patterns(CmirPatRewriter *rw, CmirOp *op) {
  switch (cmir_op_id(op)) {
  case CMIR_OP_MEMREF_LOAD:
  case CMIR_OP_MEMREF_STORE:
  case CMIR_OP_AFFINE_LOAD:
  case CMIR_OP_AFFINE_STORE:
    return fold_access(rw, op);
  case CMIR_OP_MEMREF_SUBVIEW:
    return fold_subview_of_subview(rw, op);
  default:
    return false;
  }
}

CmirStatus cmir_pass_fold_memref_alias_ops(CmirOp *op, const char *options) {
  CmirPassOption o;
  const char *p = options ? options : "";
  if (cmir_pass_option_next(&p, &o))
    return cmir_pass_option_unknown(cmir_op_context(op), &o);
  cmir_apply_patterns_greedy(op, patterns, NULL);
  return CMIR_OK;
}
