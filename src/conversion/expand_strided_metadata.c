/* expand-strided-metadata: memref.subview, memref.expand_shape and
 * memref.collapse_shape become a memref.extract_strided_metadata of their
 * source, affine.apply / affine.min computations of the new offset, sizes
 * and strides, and a memref.reinterpret_cast of the base buffer, as MLIR 19
 * rewrites them:
 *   subview:  stride'_i = subStride_i * stride_i,
 *             offset'   = offset + sum_i(subOffset_i * stride_i),
 *             sizes are the subview's, dropped dimensions removed;
 *   expand:   inside a group, strides are the products of the inner sizes
 *             times the source stride, one dynamic size is the source size
 *             divided by the static ones;
 *   collapse: a group's size is the product of its sizes, its stride the
 *             minimum of its strides (dimensions of size 1 skipped).
 * Static values of the source type are used as constants and computations
 * on constants are folded; what stays dynamic becomes an affine.apply (or
 * affine.min) whose map has one symbol per distinct value.
 *
 * With them, as MLIR 19's populateExpandStridedMetadataPatterns, patterns on
 * memref.extract_strided_metadata of alloc, alloca, get_global,
 * reinterpret_cast, cast, subview, collapse_shape and of another's base
 * buffer, and extract_aligned_pointer_as_index of a view reading the view's
 * source; all run under the greedy driver (cmir_apply_patterns_greedy),
 * which folds, erases dead ops and uniques and hoists constants as MLIR's
 * does, so that the output is MLIR's op for op. */
#include "transforms/transforms.h"

#include <stdlib.h>
#ifdef CMIR_PLANTED_BUGS
#include "fuzz/planted.h"
#endif

/* A value or a constant (MLIR's OpFoldResult). */
typedef struct Ofr {
  CmirValue *v; /* NULL: constant c */
  int64_t c;
} Ofr;

static Ofr ofr_const(int64_t c) { return (Ofr){NULL, c}; }

/* A constant-defined value counts as its constant. */
static Ofr ofr_value(CmirValue *v) {
  const CmirAttr *a = cmir_constant_value(v);
  if (a && a->kind == CMIR_ATTR_INTEGER && v->type->kind == CMIR_TYPE_INDEX)
    return ofr_const(cmir_attr_int_value(a));
  return (Ofr){v, 0};
}

static Ofr ofr_static_or(int64_t s, CmirValue *v) {
  return s == CMIR_DYNAMIC ? ofr_value(v) : ofr_const(s);
}

/* Where new ops go: before `before`, through the driver's rewriter (which
 * queues them), or silently when rw is NULL (as a fold builds its ops). */
typedef struct Builder {
  CmirContext *ctx;
  CmirOp *before;
  CmirLoc loc;
  CmirPatRewriter *rw;
  CMIR_VEC(CmirOp *) made; /* what a rewrite built, to undo if it fails */
} Builder;

static CmirOp *insert(Builder *b, CmirOpState *st) {
  cmir_opstate_finalize_props(st, NULL, 0);
  CmirOp *op = cmir_op_create(st);
  cmir_opstate_free(st);
  if (b->rw) {
    b->rw->insert(b->rw, b->before, op);
    cmir_vec_push(&b->made, op);
  } else {
    cmir_block_insert_before(b->before, op);
  }
  return op;
}

/* The end of a rewrite: on failure, what it built goes again. */
static bool finish(Builder *b, bool ok) {
  if (!ok)
    for (uint32_t i = b->made.len; i-- > 0;)
      b->rw->erase(b->rw, b->made.data[i]);
  cmir_vec_free(&b->made);
  return ok;
}

static const CmirAffineExpr *subst(CmirContext *ctx, const CmirAffineExpr *e,
                                   const CmirAffineExpr *const *syms) {
  switch (e->kind) {
  case CMIR_AFFINE_CONST:
  case CMIR_AFFINE_DIM:
    return e;
  case CMIR_AFFINE_SYM:
    return syms[e->position];
  default:
    return cmir_affine_bin(ctx, (CmirAffineKind)e->kind, subst(ctx, e->bin.lhs, syms),
                           subst(ctx, e->bin.rhs, syms));
  }
}

static void mark_syms(const CmirAffineExpr *e, bool *used) {
  if (e->kind == CMIR_AFFINE_SYM)
    used[e->position] = true;
  else if (e->kind < CMIR_AFFINE_CONST) {
    mark_syms(e->bin.lhs, used);
    mark_syms(e->bin.rhs, used);
  }
}

#define MAXV 64

/* makeComposedFoldedAffineApply for a map of n symbols: constants are
 * folded in, equal values share a symbol, unused ones are dropped. */
static Ofr apply(Builder *b, const CmirAffineExpr *e, uint32_t n, const Ofr *vals) {
  CmirContext *ctx = b->ctx;
  const CmirAffineExpr *repl[2 * MAXV + 1];
  CmirValue *ops[2 * MAXV + 1];
  uint32_t nops = 0;
  for (uint32_t i = 0; i < n; i++) {
    if (!vals[i].v) {
      repl[i] = cmir_affine_const(ctx, vals[i].c);
      continue;
    }
    uint32_t j = 0;
    while (j < nops && ops[j] != vals[i].v)
      j++;
    if (j == nops)
      ops[nops++] = vals[i].v;
    repl[i] = cmir_affine_sym(ctx, j);
  }
  e = subst(ctx, e, repl);
  if (e->kind == CMIR_AFFINE_CONST)
    return ofr_const(e->value);
  bool used[2 * MAXV + 1] = {false};
  mark_syms(e, used);
  const CmirAffineExpr *renum[2 * MAXV + 1];
  CmirValue *kept[2 * MAXV + 1];
  uint32_t nk = 0;
  for (uint32_t j = 0; j < nops; j++) {
    renum[j] = used[j] ? cmir_affine_sym(ctx, nk) : cmir_affine_const(ctx, 0);
    if (used[j])
      kept[nk++] = ops[j];
  }
  e = subst(ctx, e, renum);
  /* simplifyAffineMap, as the composed map is simplified */
  e = cmir_affine_expr_simplify(ctx, e, 0, nk);
  if (e->kind == CMIR_AFFINE_CONST)
    return ofr_const(e->value);
  if (e->kind == CMIR_AFFINE_SYM)
    return (Ofr){kept[e->position], 0};
  const CmirAffineMap *map = cmir_affine_map(ctx, 0, nk, 1, &e);
  CmirOpState st;
  cmir_opstate_init(&st, ctx, cmir_op_info_by_id(ctx, CMIR_OP_AFFINE_APPLY), b->loc);
  for (uint32_t i = 0; i < nk; i++)
    cmir_opstate_add_operand(&st, kept[i]);
  cmir_opstate_add_result(&st, ctx->index);
  cmir_opstate_set_prop(&st, "map", cmir_attr_affine_map(ctx, map));
  return (Ofr){&insert(b, &st)->results[0], 0};
}

/* The minimum of vals (makeComposedFoldedAffineMin over an identity map),
 * constants folded into one. */
static Ofr min_of(Builder *b, uint32_t n, const Ofr *vals) {
  CmirContext *ctx = b->ctx;
  bool all_const = true;
  int64_t m = INT64_MAX;
  for (uint32_t i = 0; i < n; i++) {
    if (vals[i].v)
      all_const = false;
    else if (vals[i].c < m)
      m = vals[i].c;
  }
  if (all_const)
    return ofr_const(m);
  const CmirAffineExpr *res[MAXV + 1];
  CmirValue *ops[MAXV];
  uint32_t nops = 0, nres = 0;
  bool have_const = false;
  for (uint32_t i = 0; i < n; i++) {
    if (!vals[i].v) {
      have_const = true;
      continue;
    }
    uint32_t j = 0;
    while (j < nops && ops[j] != vals[i].v)
      j++;
    if (j == nops) {
      ops[nops++] = vals[i].v;
      res[nres++] = cmir_affine_sym(ctx, j);
    }
  }
  if (have_const)
    res[nres++] = cmir_affine_const(ctx, m);
  /* A min of one value stays: MLIR 19's fold of affine.min does not turn
   * ()[s0] -> (s0) into its operand. */
  /* Operands that are valid affine symbols (values of the function's top
   * level, as here) become symbols, as MLIR's map canonicalization does. */
  const CmirAffineMap *map = cmir_affine_map(ctx, 0, nops, nres, res);
  CmirOpState st;
  cmir_opstate_init(&st, ctx, cmir_op_info_by_id(ctx, CMIR_OP_AFFINE_MIN), b->loc);
  for (uint32_t i = 0; i < nops; i++)
    cmir_opstate_add_operand(&st, ops[i]);
  cmir_opstate_add_result(&st, ctx->index);
  cmir_opstate_set_prop(&st, "map", cmir_attr_affine_map(ctx, map));
  return (Ofr){&insert(b, &st)->results[0], 0};
}

/* memref.extract_strided_metadata of src. */
static CmirOp *metadata(Builder *b, CmirValue *src) {
  CmirContext *ctx = b->ctx;
  const CmirType *t = src->type;
  CmirOpState st;
  cmir_opstate_init(&st, ctx, cmir_op_info_by_id(ctx, CMIR_OP_MEMREF_EXTRACT_STRIDED_METADATA), b->loc);
  cmir_opstate_add_operand(&st, src);
  cmir_opstate_add_result(&st,
                          cmir_type_memref(ctx, 0, NULL, t->shaped.elem, NULL, t->shaped.extra));
  for (uint32_t i = 0; i < 1 + 2 * t->shaped.rank; i++)
    cmir_opstate_add_result(&st, ctx->index);
  return insert(b, &st);
}

/* memref.reinterpret_cast base to type with offset, sizes, strides. */
static CmirOp *reinterpret(Builder *b, CmirValue *base, const CmirType *type, Ofr offset,
                           const Ofr *sizes, const Ofr *strides) {
  CmirContext *ctx = b->ctx;
  uint32_t r = type->shaped.rank;
  CmirOpState st;
  cmir_opstate_init(&st, ctx, cmir_op_info_by_id(ctx, CMIR_OP_MEMREF_REINTERPRET_CAST), b->loc);
  cmir_opstate_add_operand(&st, base);
  int64_t so = offset.v ? CMIR_DYNAMIC : offset.c;
  int64_t ss[MAXV], sst[MAXV];
  int32_t seg[4] = {1, 0, 0, 0};
  if (offset.v) {
    cmir_opstate_add_operand(&st, offset.v);
    seg[1] = 1;
  }
  for (uint32_t i = 0; i < r; i++) {
    ss[i] = sizes[i].v ? CMIR_DYNAMIC : sizes[i].c;
    if (sizes[i].v) {
      cmir_opstate_add_operand(&st, sizes[i].v);
      seg[2]++;
    }
  }
  for (uint32_t i = 0; i < r; i++) {
    sst[i] = strides[i].v ? CMIR_DYNAMIC : strides[i].c;
    if (strides[i].v) {
      cmir_opstate_add_operand(&st, strides[i].v);
      seg[3]++;
    }
  }
  cmir_opstate_add_result(&st, type);
  cmir_opstate_set_prop(&st, "static_offsets", cmir_attr_dense_i64_array(ctx, 1, &so));
  cmir_opstate_set_prop(&st, "static_sizes", cmir_attr_dense_i64_array(ctx, r, ss));
  cmir_opstate_set_prop(&st, "static_strides", cmir_attr_dense_i64_array(ctx, r, sst));
  cmir_opstate_set_prop(&st, "operandSegmentSizes", cmir_attr_dense_i32_array(ctx, 4, seg));
  return insert(b, &st);
}

static bool i64s(CmirOp *op, const char *name, uint32_t n, const int64_t **out) {
  const CmirAttr *a = cmir_op_get_prop(op, name);
  if (!a || a->kind != CMIR_ATTR_DENSE_ARRAY || a->darr.n != n)
    return false;
  *out = a->darr.data;
  return true;
}

/* The mixed values of a static/dynamic list (operand group g); constant
 * operands count as constants if fold. */
static void mixed(CmirOp *op, uint32_t g, uint32_t n, const int64_t *st, Ofr *out, bool fold) {
  uint32_t s, cnt, k = 0;
  cmir_op_operand_group(op, g, &s, &cnt);
  for (uint32_t i = 0; i < n; i++) {
    if (st[i] != CMIR_DYNAMIC || k >= cnt) {
      out[i] = ofr_const(st[i]);
      continue;
    }
    CmirValue *v = op->opnds[s + k++].value;
    out[i] = fold ? ofr_value(v) : (Ofr){v, 0};
  }
}

static void replace(CmirPatRewriter *rw, CmirOp *op, CmirOp *with) {
  CmirValue *v = &with->results[0];
  rw->replace(rw, op, &v);
}

/* A view's metadata in terms of its source's: the base buffer, offset,
 * sizes and strides (MLIR's StridedMetadata). */
typedef struct Meta {
  CmirValue *base;
  Ofr offset, sizes[MAXV], strides[MAXV];
} Meta;

static bool subview_meta(Builder *bp, CmirOp *op, Meta *m) {
  CmirContext *ctx = cmir_op_context(op);
  CmirValue *src = op->opnds[0].value;
  const CmirType *st = src->type, *rt = op->results[0].type;
  uint32_t r = st->shaped.rank;
  int64_t sstr[MAXV], soff;
  const int64_t *so, *ss, *sst;
  if (r > MAXV || !cmir_memref_strides(st, sstr, &soff) || !i64s(op, "static_offsets", r, &so) ||
      !i64s(op, "static_sizes", r, &ss) || !i64s(op, "static_strides", r, &sst))
    return false;
  bool dropped[MAXV] = {false};
  if (!cmir_memref_dropped_dims(st, rt, ss, r, sst, dropped))
    return false;
  CmirOp *md = metadata(bp, src);
  Ofr offs[MAXV], sizes[MAXV], strides[MAXV], fsizes[MAXV], fstrides[MAXV];
  /* Offsets and strides go through folded affine maps; the sizes are the
   * subview's own operands. */
  mixed(op, 1, r, so, offs, true);
  mixed(op, 2, r, ss, sizes, false);
  mixed(op, 3, r, sst, strides, true);
  Ofr vals[2 * MAXV + 1];
  vals[0] = ofr_static_or(soff, &md->results[1]);
  const CmirAffineExpr *s0 = cmir_affine_sym(ctx, 0), *s1 = cmir_affine_sym(ctx, 1);
  const CmirAffineExpr *expr = s0;
  const CmirAffineExpr *prod = cmir_affine_bin(ctx, CMIR_AFFINE_MUL, s0, s1);
  for (uint32_t i = 0; i < r; i++) {
    Ofr orig = ofr_static_or(sstr[i], &md->results[2 + r + i]);
    Ofr pair[2] = {strides[i], orig};
    strides[i] = apply(bp, prod, 2, pair);
    expr = cmir_affine_bin(ctx, CMIR_AFFINE_ADD, expr,
                           cmir_affine_bin(ctx, CMIR_AFFINE_MUL, cmir_affine_sym(ctx, 1 + 2 * i),
                                           cmir_affine_sym(ctx, 2 + 2 * i)));
    vals[1 + 2 * i] = offs[i];
    vals[2 + 2 * i] = orig;
#ifdef CMIR_PLANTED_BUGS
    if (cmir_planted("subview-stride") && i == 0 && r >= 2)
      vals[2] = ofr_const(1);
#endif
  }
  Ofr offset = apply(bp, expr, 1 + 2 * r, vals);
  uint32_t k = 0;
  for (uint32_t i = 0; i < r; i++) {
    if (dropped[i])
      continue;
    fsizes[k] = sizes[i];
    fstrides[k++] = strides[i];
  }
  if (k != rt->shaped.rank)
    return false;
  m->base = &md->results[0];
  m->offset = offset;
  for (uint32_t i = 0; i < k; i++) {
    m->sizes[i] = fsizes[i];
    m->strides[i] = fstrides[i];
  }
  return true;
}

static void set_meta(Meta *m, CmirValue *base, Ofr offset, uint32_t n, const Ofr *sizes,
                     const Ofr *strides) {
  m->base = base;
  m->offset = offset;
  for (uint32_t i = 0; i < n; i++) {
    m->sizes[i] = sizes[i];
    m->strides[i] = strides[i];
  }
}

static bool reshape_meta(Builder *bp, CmirOp *op, bool expand, Meta *m) {
  CmirContext *ctx = cmir_op_context(op);
  CmirValue *src = op->opnds[0].value;
  const CmirType *st = src->type, *rt = op->results[0].type;
  uint32_t r = st->shaped.rank, rr = rt->shaped.rank;
  int64_t sstr[MAXV], soff;
  if (r > MAXV || rr > MAXV || !cmir_memref_strides(st, sstr, &soff))
    return false;
  uint32_t gstart[MAXV], glen[MAXV];
  int64_t dims[MAXV];
  uint32_t ng = cmir_memref_groups(op, MAXV, gstart, glen, dims, MAXV);
  if (ng == UINT32_MAX)
    return false;
  CmirOp *md = metadata(bp, src);
  Ofr offset = ofr_static_or(soff, &md->results[1]);
  Ofr fsizes[MAXV], fstrides[MAXV];
  if (!r) {
    for (uint32_t i = 0; i < rr; i++)
      fsizes[i] = fstrides[i] = ofr_const(1);
    set_meta(m, &md->results[0], offset, rr, fsizes, fstrides);
    return true;
  }
  Ofr osizes[MAXV], ostrides[MAXV];
  for (uint32_t i = 0; i < r; i++) {
    osizes[i] = ofr_static_or(st->shaped.shape[i], &md->results[2 + i]);
    ostrides[i] = ofr_static_or(sstr[i], &md->results[2 + r + i]);
  }
  const CmirAffineExpr *s0 = cmir_affine_sym(ctx, 0), *s1 = cmir_affine_sym(ctx, 1);
  uint32_t k = 0;
  if (expand) {
    if (ng != r)
      return false;
    for (uint32_t g = 0; g < ng; g++) {
      const int64_t *grp = dims + gstart[g];
      uint32_t n = glen[g];
      int64_t prod = 1;
      int dyn = -1;
      Ofr sz[MAXV], strd[MAXV];
      int64_t base[MAXV];
      int64_t cur = 1;
      for (uint32_t i = n; i-- > 0;) {
        base[i] = cur;
        int64_t d = rt->shaped.shape[grp[i]];
        if (d == CMIR_DYNAMIC) {
          dyn = (int)i;
          continue;
        }
        if (cmir_ckd_mul(&cur, cur, d))
          return false; /* no such memory: the op is left as it is */
      }
      uint32_t ndyn = 0;
      for (uint32_t i = 0; i < n; i++) {
        int64_t d = rt->shaped.shape[grp[i]];
        if (d != CMIR_DYNAMIC) {
          if (cmir_ckd_mul(&prod, prod, d))
            return false;
          sz[i] = ofr_const(d);
        } else {
          ndyn++;
        }
      }
      if (ndyn > 1) {
        /* Several dynamic sizes in a group (MLIR 19 asserts there is at
         * most one): the sizes are the output_shape operands, each stride
         * the source stride times the sizes inside it. */
        const int64_t *sos;
        Ofr out[MAXV];
        if (!i64s(op, "static_output_shape", rr, &sos))
          return false;
        mixed(op, 1, rr, sos, out, false);
        for (uint32_t i = 0; i < n; i++)
          sz[i] = out[grp[i]];
        for (uint32_t i = 0; i < n; i++) {
          Ofr v[MAXV + 1];
          const CmirAffineExpr *e = s0;
          v[0] = ostrides[g];
          uint32_t nv = 1;
          for (uint32_t j = i + 1; j < n; j++) {
            e = cmir_affine_bin(ctx, CMIR_AFFINE_MUL, e, cmir_affine_sym(ctx, nv));
            v[nv++] = sz[j];
          }
          strd[i] = apply(bp, e, nv, v);
        }
        for (uint32_t i = 0; i < n && k < MAXV; i++) {
          fsizes[k] = sz[i];
          fstrides[k++] = strd[i];
        }
        continue;
      }
      if (dyn >= 0)
        sz[dyn] = apply(bp, cmir_affine_bin(ctx, CMIR_AFFINE_FLOORDIV, s0, cmir_affine_const(ctx, prod)),
                        1, &osizes[g]);
      uint32_t done = 0;
      if (dyn >= 0) {
        Ofr pair[2] = {osizes[g], ostrides[g]};
        for (; done < (uint32_t)dyn; done++) {
          const CmirAffineExpr *e = cmir_affine_bin(
              ctx, CMIR_AFFINE_MUL,
              cmir_affine_bin(ctx, CMIR_AFFINE_FLOORDIV,
                              cmir_affine_bin(ctx, CMIR_AFFINE_MUL, s0,
                                              cmir_affine_const(ctx, base[done])),
                              cmir_affine_const(ctx, cur)),
              s1);
          strd[done] = apply(bp, e, 2, pair);
        }
      }
      for (; done < n; done++)
        strd[done] = apply(bp, cmir_affine_bin(ctx, CMIR_AFFINE_MUL, s0,
                                               cmir_affine_const(ctx, base[done])),
                           1, &ostrides[g]);
      for (uint32_t i = 0; i < n && k < MAXV; i++) {
        fsizes[k] = sz[i];
        fstrides[k++] = strd[i];
      }
    }
  } else {
    if (ng != rr)
      return false;
    for (uint32_t g = 0; g < ng; g++) {
      const int64_t *grp = dims + gstart[g];
      uint32_t n = glen[g];
      int64_t d = rt->shaped.shape[g];
      if (d != CMIR_DYNAMIC) {
        fsizes[k] = ofr_const(d);
      } else {
        const CmirAffineExpr *e = NULL;
        Ofr v[MAXV];
        for (uint32_t i = 0; i < n; i++) {
          const CmirAffineExpr *si = cmir_affine_sym(ctx, i);
          e = e ? cmir_affine_bin(ctx, CMIR_AFFINE_MUL, e, si) : si;
          v[i] = osizes[grp[i]];
        }
        fsizes[k] = apply(bp, e, n, v);
      }
      Ofr gs[MAXV];
      uint32_t ngs = 0;
      for (uint32_t i = 0; i < n; i++)
        if (st->shaped.shape[grp[i]] != 1)
          gs[ngs++] = ostrides[grp[i]];
      if (!ngs) {
        int64_t cstr[MAXV], coff;
        if (!cmir_memref_strides(rt, cstr, &coff))
          return false;
        if (cstr[g] != CMIR_DYNAMIC) {
          fstrides[k] = ofr_const(cstr[g]);
        } else {
          fstrides[k] = ostrides[grp[0]];
          for (uint32_t i = 0; i < n; i++)
            if (sstr[grp[i]] == CMIR_DYNAMIC) {
              fstrides[k] = ostrides[grp[i]];
              break;
            }
        }
      } else {
        fstrides[k] = min_of(bp, ngs, gs);
      }
      k++;
    }
  }
  (void)s1;
  if (k != rr)
    return false;
  set_meta(m, &md->results[0], offset, rr, fsizes, fstrides);
  return true;
}

/* subview, expand_shape and collapse_shape: a reinterpret_cast of their
 * source's base buffer with the metadata computed from the source's. */
static bool view_meta(Builder *b, CmirOp *view, Meta *m) {
  if (cmir_op_isa(view, CMIR_OP_MEMREF_SUBVIEW))
    return subview_meta(b, view, m);
  return reshape_meta(b, view, cmir_op_isa(view, CMIR_OP_MEMREF_EXPAND_SHAPE), m);
}

static bool expand_view(CmirPatRewriter *rw, CmirOp *op) {
  Builder b = {cmir_op_context(op), op, op->loc, rw, {0}};
  Meta m;
  if (!view_meta(&b, op, &m))
    return finish(&b, false);
  replace(rw, op,
          reinterpret(&b, m.base, op->results[0].type, m.offset, m.sizes, m.strides));
  return finish(&b, true);
}

/* ---- extract_strided_metadata ---- */

static CmirValue *index_const(Builder *b, int64_t v) {
  CmirContext *ctx = b->ctx;
  CmirOpState st;
  cmir_opstate_init(&st, ctx, cmir_op_info_by_id(ctx, CMIR_OP_ARITH_CONSTANT), b->loc);
  cmir_opstate_set_prop(&st, "value", cmir_attr_int(ctx, ctx->index, v));
  cmir_opstate_add_result(&st, ctx->index);
  return &insert(b, &st)->results[0];
}

static CmirValue *ofr_materialize(Builder *b, Ofr o) { return o.v ? o.v : index_const(b, o.c); }

/* ExtractStridedMetadataOp::fold: each used result the source type knows
 * statically takes a new constant built right before the op. The fold
 * builds without the driver, so neither the constants nor the users are
 * queued; the op is, as folded in place. */
static bool fold_metadata(CmirPatRewriter *rw, CmirOp *md) {
  const CmirType *t = md->opnds[0].value->type;
  uint32_t r = t->kind == CMIR_TYPE_MEMREF ? t->shaped.rank : 0;
  int64_t st[MAXV], off;
  if (t->kind != CMIR_TYPE_MEMREF || r > MAXV || md->nresults != 2 + 2 * r ||
      !cmir_memref_strides(t, st, &off))
    return false;
  Builder b = {cmir_op_context(md), md, md->loc, NULL, {0}};
  bool any = false;
  for (uint32_t i = 1; i < md->nresults; i++) {
    int64_t k = i == 1 ? off : i < 2 + r ? t->shaped.shape[i - 2] : st[i - 2 - r];
    CmirValue *res = &md->results[i];
    if (k == CMIR_DYNAMIC || !res->uses)
      continue;
    cmir_value_replace_all_uses(res, index_const(&b, k));
    any = true;
  }
  if (any)
    rw->modified(rw, md);
  return any;
}

/* The op's results become vals (NULL entries: unused results). */
static void replace_all(CmirPatRewriter *rw, CmirOp *op, CmirValue **vals) {
  rw->replace(rw, op, vals);
}

static bool identity_layout(const CmirType *t) {
  const CmirAttr *l = t->shaped.layout;
  if (!l)
    return true;
  if (l->kind != CMIR_ATTR_AFFINE_MAP)
    return false;
  const CmirAffineMap *m = l->map.map;
  if (m->ndims != t->shaped.rank || m->nsyms || m->nres != t->shaped.rank)
    return false;
  for (uint32_t i = 0; i < m->nres; i++)
    if (m->exprs[i]->kind != CMIR_AFFINE_DIM || m->exprs[i]->position != i)
      return false;
  return true;
}

/* The base buffer of an allocation or global: itself when already of the
 * base type, else reinterpreted as rank 0 at offset 0. */
static CmirValue *flat_base(Builder *b, CmirOp *md, CmirValue *mem) {
  const CmirType *bt = md->results[0].type;
  if (mem->type == bt)
    return mem;
  Ofr none[1] = {{NULL, 0}};
  return &reinterpret(b, mem, bt, ofr_const(0), none, none)->results[0];
}

/* extract_strided_metadata of an identity-layout alloc or alloca: offset
 * 0, the allocation's sizes, strides the products of the inner sizes. */
static bool metadata_of_alloc(CmirPatRewriter *rw, CmirOp *md, CmirOp *def) {
  CmirContext *ctx = cmir_op_context(md);
  const CmirType *t = def->results[0].type;
  uint32_t r = t->shaped.rank;
  if (r > MAXV || !identity_layout(t))
    return false;
  Builder b = {ctx, md, md->loc, rw, {0}};
  Ofr sizes[MAXV], strides[MAXV];
  uint32_t ds = 0, dn = 0, k = 0;
  cmir_op_operand_group(def, 0, &ds, &dn);
  for (uint32_t i = 0; i < r; i++)
    sizes[i] = t->shaped.shape[i] == CMIR_DYNAMIC && k < dn ? (Ofr){def->opnds[ds + k++].value, 0}
                                                             : ofr_const(t->shaped.shape[i]);
  const CmirAffineExpr *e = cmir_affine_const(ctx, 1);
  uint32_t nsym = 0;
  if (r)
    strides[r - 1] = ofr_const(1);
  for (int i = (int)r - 2; i >= 0; i--) {
    e = cmir_affine_bin(ctx, CMIR_AFFINE_MUL, e, cmir_affine_sym(ctx, nsym++));
    strides[i] = apply(&b, e, nsym, &sizes[i + 1]);
  }
  CmirValue *res[2 + 2 * MAXV];
  res[0] = md->results[0].uses ? flat_base(&b, md, &def->results[0]) : NULL;
  res[1] = index_const(&b, 0);
  for (uint32_t i = 0; i < r; i++)
    res[2 + i] = ofr_materialize(&b, sizes[i]);
  for (uint32_t i = 0; i < r; i++)
    res[2 + r + i] = ofr_materialize(&b, strides[i]);
  replace_all(rw, md, res);
  return finish(&b, true);
}

/* extract_strided_metadata of an identity-layout get_global: all static. */
static bool metadata_of_global(CmirPatRewriter *rw, CmirOp *md, CmirOp *def) {
  const CmirType *t = def->results[0].type;
  uint32_t r = t->shaped.rank;
  if (r > MAXV || !identity_layout(t) || !cmir_type_has_static_shape(t))
    return false;
  int64_t strides[MAXV], prod = 1;
  for (uint32_t i = r; i-- > 0;) {
    strides[i] = prod;
    if (cmir_ckd_mul(&prod, prod, t->shaped.shape[i]))
      return false;
  }
  Builder b = {cmir_op_context(md), md, md->loc, rw, {0}};
  CmirValue *res[2 + 2 * MAXV];
  res[0] = flat_base(&b, md, &def->results[0]);
  res[1] = index_const(&b, 0);
  for (uint32_t i = 0; i < r; i++)
    res[2 + i] = index_const(&b, t->shaped.shape[i]);
  for (uint32_t i = 0; i < r; i++)
    res[2 + r + i] = index_const(&b, strides[i]);
  replace_all(rw, md, res);
  return finish(&b, true);
}

/* extract_strided_metadata of reinterpret_cast: the base of its source and
 * the cast's own offset, sizes and strides. */
static bool metadata_of_reinterpret(CmirPatRewriter *rw, CmirOp *md, CmirOp *rc) {
  const CmirType *t = rc->results[0].type;
  CmirValue *src = rc->opnds[0].value;
  uint32_t r = t->shaped.rank;
  const int64_t *so, *ss, *sst;
  int64_t tmp[MAXV], toff;
  if (src->type->kind != CMIR_TYPE_MEMREF || r > MAXV || src->type->shaped.rank > MAXV ||
      !i64s(rc, "static_offsets", 1, &so) || !i64s(rc, "static_sizes", r, &ss) ||
      !i64s(rc, "static_strides", r, &sst) || !cmir_memref_strides(src->type, tmp, &toff))
    return false;
  Builder b = {cmir_op_context(md), md, md->loc, rw, {0}};
  CmirOp *nmd = metadata(&b, src);
  Ofr off, sizes[MAXV], strides[MAXV];
  mixed(rc, 1, 1, so, &off, false);
  mixed(rc, 2, r, ss, sizes, false);
  mixed(rc, 3, r, sst, strides, false);
  CmirValue *res[2 + 2 * MAXV];
  res[0] = &nmd->results[0];
  res[1] = ofr_materialize(&b, off);
  for (uint32_t i = 0; i < r; i++)
    res[2 + i] = ofr_materialize(&b, sizes[i]);
  for (uint32_t i = 0; i < r; i++)
    res[2 + r + i] = ofr_materialize(&b, strides[i]);
  replace_all(rw, md, res);
  return finish(&b, true);
}

/* extract_strided_metadata of memref.cast: the metadata of the cast's
 * source, with what the cast's type knows statically as constants. */
static bool metadata_of_cast(CmirPatRewriter *rw, CmirOp *md, CmirOp *cast) {
  CmirValue *src = cast->opnds[0].value;
  const CmirType *t = cast->results[0].type;
  uint32_t r = t->shaped.rank;
  int64_t st[MAXV], off, tmp[MAXV], toff;
  if (src->type->kind != CMIR_TYPE_MEMREF || r > MAXV || src->type->shaped.rank != r ||
      !cmir_memref_strides(t, st, &off) || !cmir_memref_strides(src->type, tmp, &toff))
    return false;
  Builder b = {cmir_op_context(md), md, md->loc, rw, {0}};
  CmirOp *nmd = metadata(&b, src);
  CmirValue *res[2 + 2 * MAXV];
  res[0] = &nmd->results[0];
  res[1] = off == CMIR_DYNAMIC ? &nmd->results[1] : index_const(&b, off);
  for (uint32_t i = 0; i < r; i++) {
    int64_t d = t->shaped.shape[i];
    res[2 + i] = d == CMIR_DYNAMIC ? &nmd->results[2 + i] : index_const(&b, d);
  }
  for (uint32_t i = 0; i < r; i++)
    res[2 + r + i] = st[i] == CMIR_DYNAMIC ? &nmd->results[2 + r + i] : index_const(&b, st[i]);
  replace_all(rw, md, res);
  return finish(&b, true);
}

/* extract_strided_metadata of another's base buffer: that base, offset 0. */
static bool metadata_of_metadata(CmirPatRewriter *rw, CmirOp *md, CmirOp *inner) {
  if (md->nresults != 2)
    return false;
  Builder b = {cmir_op_context(md), md, md->loc, rw, {0}};
  CmirValue *res[2] = {&inner->results[0], index_const(&b, 0)};
  replace_all(rw, md, res);
  return finish(&b, true);
}

/* extract_strided_metadata of subview or collapse_shape: the view's
 * metadata computed from its source's (MLIR 19 has no such pattern for
 * expand_shape, which goes through its reinterpret_cast). */
static bool metadata_of_view(CmirPatRewriter *rw, CmirOp *md, CmirOp *view) {
  Builder b = {cmir_op_context(md), md, md->loc, rw, {0}};
  Meta m;
  uint32_t r = view->results[0].type->shaped.rank;
  if (md->nresults != 2 + 2 * r || !view_meta(&b, view, &m))
    return finish(&b, false);
  CmirValue *res[2 + 2 * MAXV];
  res[0] = m.base;
  res[1] = ofr_materialize(&b, m.offset);
  for (uint32_t i = 0; i < r; i++)
    res[2 + i] = ofr_materialize(&b, m.sizes[i]);
  for (uint32_t i = 0; i < r; i++)
    res[2 + r + i] = ofr_materialize(&b, m.strides[i]);
  replace_all(rw, md, res);
  return finish(&b, true);
}

static bool metadata_patterns(CmirPatRewriter *rw, CmirOp *md) {
  if (fold_metadata(rw, md))
    return true;
  CmirOp *d = cmir_value_def(md->opnds[0].value);
  if (!d)
    return false;
  switch (cmir_op_id(d)) {
  case CMIR_OP_MEMREF_ALLOC:
  case CMIR_OP_MEMREF_ALLOCA:
    return metadata_of_alloc(rw, md, d);
  case CMIR_OP_MEMREF_GET_GLOBAL:
    return metadata_of_global(rw, md, d);
  case CMIR_OP_MEMREF_REINTERPRET_CAST:
    return metadata_of_reinterpret(rw, md, d);
  case CMIR_OP_MEMREF_CAST:
    return metadata_of_cast(rw, md, d);
  case CMIR_OP_MEMREF_SUBVIEW:
  case CMIR_OP_MEMREF_COLLAPSE_SHAPE:
    return metadata_of_view(rw, md, d);
  case CMIR_OP_MEMREF_EXTRACT_STRIDED_METADATA:
    return metadata_of_metadata(rw, md, d);
  default:
    return false;
  }
}

/* extract_aligned_pointer_as_index of a view reads the view's source. */
static bool pointer_of_view(CmirPatRewriter *rw, CmirOp *op) {
  CmirOp *d = cmir_value_def(op->opnds[0].value);
  if (!d)
    return false;
  switch (cmir_op_id(d)) {
  case CMIR_OP_MEMREF_SUBVIEW:
  case CMIR_OP_MEMREF_VIEW:
  case CMIR_OP_MEMREF_CAST:
  case CMIR_OP_MEMREF_REINTERPRET_CAST:
  case CMIR_OP_MEMREF_RESHAPE:
  case CMIR_OP_MEMREF_EXPAND_SHAPE:
  case CMIR_OP_MEMREF_COLLAPSE_SHAPE:
  case CMIR_OP_MEMREF_MEMORY_SPACE_CAST:
    cmir_op_set_operand(op, 0, d->opnds[0].value);
    rw->modified(rw, op);
    return true;
  default:
    return false;
  }
}

static bool patterns(CmirPatRewriter *rw, CmirOp *op) {
  switch (cmir_op_id(op)) {
  case CMIR_OP_MEMREF_SUBVIEW:
  case CMIR_OP_MEMREF_EXPAND_SHAPE:
  case CMIR_OP_MEMREF_COLLAPSE_SHAPE:
    return expand_view(rw, op);
  case CMIR_OP_MEMREF_EXTRACT_STRIDED_METADATA:
    return metadata_patterns(rw, op);
  case CMIR_OP_MEMREF_EXTRACT_ALIGNED_POINTER_AS_INDEX:
    return pointer_of_view(rw, op);
  default:
    return false;
  }
}

/* MLIR applies the rewrites with its greedy driver on the module's
 * regions: ops it visits are folded, dead ones erased, constants uniqued
 * and hoisted to the start of each function. */
CmirStatus cmir_pass_expand_strided_metadata(CmirOp *module, const char *options) {
  CmirContext *ctx = cmir_op_context(module);
  if (options && *options) {
    CmirLoc none = {0};
    return cmir_error(ctx, none, "<Pass-Options-Parser>: no such option %s", options);
  }
  cmir_apply_patterns_greedy(module, patterns, NULL);
  return CMIR_OK;
}
