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
 * affine.min) whose map has one symbol per distinct value. */
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

typedef struct Builder {
  CmirContext *ctx;
  CmirOp *before;
  CmirLoc loc;
} Builder;

static CmirOp *insert(Builder *b, CmirOpState *st) {
  cmir_opstate_finalize_props(st, NULL, 0);
  CmirOp *op = cmir_op_create(st);
  cmir_opstate_free(st);
  cmir_block_insert_before(b->before, op);
  return op;
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
  if (nres == 1)
    return (Ofr){ops[0], 0};
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

static void replace(CmirOp *op, CmirOp *with) {
  cmir_value_replace_all_uses(&op->results[0], &with->results[0]);
  cmir_op_erase(op);
}

static bool subview(CmirOp *op) {
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
  Builder b = {ctx, op, op->loc};
  CmirOp *md = metadata(&b, src);
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
    strides[i] = apply(&b, prod, 2, pair);
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
  Ofr offset = apply(&b, expr, 1 + 2 * r, vals);
  uint32_t k = 0;
  for (uint32_t i = 0; i < r; i++) {
    if (dropped[i])
      continue;
    fsizes[k] = sizes[i];
    fstrides[k++] = strides[i];
  }
  if (k != rt->shaped.rank)
    return false;
  replace(op, reinterpret(&b, &md->results[0], rt, offset, fsizes, fstrides));
  return true;
}

static bool reshape(CmirOp *op, bool expand) {
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
  Builder b = {ctx, op, op->loc};
  CmirOp *md = metadata(&b, src);
  Ofr offset = ofr_static_or(soff, &md->results[1]);
  Ofr fsizes[MAXV], fstrides[MAXV];
  if (!r) {
    for (uint32_t i = 0; i < rr; i++)
      fsizes[i] = fstrides[i] = ofr_const(1);
    replace(op, reinterpret(&b, &md->results[0], rt, offset, fsizes, fstrides));
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
          strd[i] = apply(&b, e, nv, v);
        }
        for (uint32_t i = 0; i < n && k < MAXV; i++) {
          fsizes[k] = sz[i];
          fstrides[k++] = strd[i];
        }
        continue;
      }
      if (dyn >= 0)
        sz[dyn] = apply(&b, cmir_affine_bin(ctx, CMIR_AFFINE_FLOORDIV, s0, cmir_affine_const(ctx, prod)),
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
          strd[done] = apply(&b, e, 2, pair);
        }
      }
      for (; done < n; done++)
        strd[done] = apply(&b, cmir_affine_bin(ctx, CMIR_AFFINE_MUL, s0,
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
        fsizes[k] = apply(&b, e, n, v);
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
        fstrides[k] = min_of(&b, ngs, gs);
      }
      k++;
    }
  }
  (void)s1;
  if (k != rr)
    return false;
  replace(op, reinterpret(&b, &md->results[0], rt, offset, fsizes, fstrides));
  return true;
}

typedef CMIR_VEC(CmirOp *) OpVec;

/* ---- the greedy driver's clean-up ----
 *
 * MLIR applies these rewrites with its greedy driver, which also folds the
 * ops it visits, erases dead ones and keeps one copy of each constant at
 * the start of each function's entry block. The same clean-up follows the
 * rewrites here: constants are uniqued and hoisted the way MLIR's
 * OperationFolder does (a constant moves to the front of the entry block
 * unless it already follows one it placed there, so first appearances end
 * up in reverse order), then canonicalize folds and erases dead ops, and
 * the constants it creates are uniqued and hoisted in turn. */

typedef struct ConstKey {
  const CmirAttr *value;
  const CmirType *type;
  const CmirOpInfo *info;
} ConstKey;

static bool const_eq(const void *item, const void *key) {
  const CmirOp *op = item;
  const ConstKey *k = key;
  const char *name = cmir_op_isa(op, CMIR_OP_LLVM_MLIR_ADDRESSOF) ? "global_name" : "value";
  return op->info == k->info && op->results[0].type == k->type &&
         cmir_op_get_prop(op, name) == k->value;
}

static bool const_key(CmirOp *op, ConstKey *k, uint64_t *h) {
  if (!(op->info->traits & CMIR_TRAIT_CONSTANT_LIKE) || op->nresults != 1 || op->nregions)
    return false;
  k->value = cmir_op_get_prop(op, cmir_op_isa(op, CMIR_OP_LLVM_MLIR_ADDRESSOF) ? "global_name" : "value");
  k->type = op->results[0].type;
  k->info = op->info;
  if (!k->value)
    return false;
  *h = cmir_hash_mix(cmir_hash_mix((uint64_t)(uintptr_t)k->value, (uint64_t)(uintptr_t)k->type),
                     (uint64_t)(uintptr_t)k->info);
  return true;
}

/* The constant-like ops under op (op included), in post-order. */
static void post_order_constants(CmirOp *op, OpVec *out) {
  for (uint32_t i = 0; i < op->nregions; i++)
    for (CmirBlock *b = cmir_op_regions(op)[i].first; b; b = b->next)
      for (CmirOp *o = b->first; o; o = o->next)
        if (o->nregions || (o->info->traits & CMIR_TRAIT_CONSTANT_LIKE))
          post_order_constants(o, out);
  if (op->info->traits & CMIR_TRAIT_CONSTANT_LIKE)
    cmir_vec_push(out, op);
}

/* Uniques and hoists the constants of one function; true if it changed
 * anything. */
static bool hoist_constants(CmirOp *fn) {
  CmirBlock *entry = cmir_op_regions(fn)[0].first;
  if (!entry)
    return false;
  OpVec ops = {0};
  for (CmirBlock *b = entry; b; b = b->next)
    for (CmirOp *o = b->first; o; o = o->next)
      if (o->nregions || (o->info->traits & CMIR_TRAIT_CONSTANT_LIKE))
        post_order_constants(o, &ops);
  CmirHtab placed; /* constants kept, by value */
  cmir_htab_init(&placed, 64);
  bool changed = false;
  for (uint32_t i = 0; i < ops.len; i++) {
    CmirOp *op = ops.data[i];
    ConstKey k;
    uint64_t h;
    if (!const_key(op, &k, &h))
      continue;
    CmirOp *kept = cmir_htab_find(&placed, h, const_eq, &k);
    if (kept) {
      cmir_value_replace_all_uses(&op->results[0], &kept->results[0]);
      cmir_op_erase(op);
      changed = true;
      continue;
    }
    bool after_placed = false;
    ConstKey pk;
    uint64_t ph;
    if (op->prev && const_key(op->prev, &pk, &ph))
      after_placed = cmir_htab_find(&placed, ph, const_eq, &pk) == op->prev;
    if (op->block != entry || (entry->first != op && !after_placed)) {
      cmir_op_remove(op);
      cmir_block_insert_before(entry->first, op);
      changed = true;
    }
    cmir_htab_insert(&placed, h, op);
  }
  cmir_htab_free(&placed);
  cmir_vec_free(&ops);
  return changed;
}

/* ---- the patterns MLIR adds for extract_strided_metadata ---- */

static CmirValue *index_const(Builder *b, int64_t v) {
  CmirContext *ctx = b->ctx;
  CmirOpState st;
  cmir_opstate_init(&st, ctx, cmir_op_info_by_id(ctx, CMIR_OP_ARITH_CONSTANT), b->loc);
  cmir_opstate_set_prop(&st, "value", cmir_attr_int(ctx, ctx->index, v));
  cmir_opstate_add_result(&st, ctx->index);
  return &insert(b, &st)->results[0];
}

static CmirValue *ofr_materialize(Builder *b, Ofr o) { return o.v ? o.v : index_const(b, o.c); }

static void replace_results(CmirOp *op, CmirValue *const *vals) {
  for (uint32_t i = 0; i < op->nresults; i++)
    cmir_value_replace_all_uses(&op->results[i], vals[i]);
  cmir_op_erase(op);
}

/* extract_strided_metadata of alloc, alloca or get_global: the base is the
 * allocation reinterpreted as rank 0, offset 0 (or the global's), sizes
 * from the type or the dynamic operands, strides their products. */
static bool fold_metadata_of_alloc(CmirOp *md, CmirOp *def) {
  CmirContext *ctx = cmir_op_context(md);
  const CmirType *t = def->results[0].type;
  uint32_t r = t->shaped.rank;
  bool global = cmir_op_isa(def, CMIR_OP_MEMREF_GET_GLOBAL);
  const CmirAttr *l = t->shaped.layout;
  if (r > MAXV || (l && !(l->kind == CMIR_ATTR_AFFINE_MAP && l->map.map->ndims == r &&
                           !l->map.map->nsyms && l->map.map->nres == r)))
    return false;
  if (l) {
    for (uint32_t i = 0; i < r; i++)
      if (l->map.map->exprs[i]->kind != CMIR_AFFINE_DIM || l->map.map->exprs[i]->position != i)
        return false;
  }
  Builder b = {ctx, md, md->loc};
  CmirValue *res[2 + 2 * MAXV];
  const CmirType *bt = md->results[0].type;
  if (t == bt) {
    res[0] = &def->results[0];
  } else {
    Ofr none[1] = {{NULL, 0}};
    res[0] = &reinterpret(&b, &def->results[0], bt, ofr_const(0), none, none)->results[0];
  }
  res[1] = index_const(&b, 0);
  Ofr sizes[MAXV], strides[MAXV];
  uint32_t ds = 0, dn = 0, k = 0;
  if (!global)
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
  for (uint32_t i = 0; i < r; i++)
    res[2 + i] = ofr_materialize(&b, sizes[i]);
  for (uint32_t i = 0; i < r; i++)
    res[2 + r + i] = ofr_materialize(&b, strides[i]);
  replace_results(md, res);
  return true;
}

/* extract_strided_metadata of reinterpret_cast: the base of its source and
 * the cast's own offset, sizes and strides. */
static bool fold_metadata_of_reinterpret(CmirOp *md, CmirOp *rc) {
  CmirContext *ctx = cmir_op_context(md);
  const CmirType *t = rc->results[0].type;
  CmirValue *src = rc->opnds[0].value;
  uint32_t r = t->shaped.rank;
  const int64_t *so, *ss, *sst;
  if (src->type->kind != CMIR_TYPE_MEMREF || r > MAXV || !i64s(rc, "static_offsets", 1, &so) ||
      !i64s(rc, "static_sizes", r, &ss) || !i64s(rc, "static_strides", r, &sst))
    return false;
  int64_t tmp[MAXV], toff;
  if (!cmir_memref_strides(src->type, tmp, &toff))
    return false;
  Builder b = {ctx, md, md->loc};
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
  replace_results(md, res);
  return true;
}

static bool zero_offsets(CmirOp *sv) {
  uint32_t r = sv->opnds[0].value->type->shaped.rank;
  const int64_t *so;
  if (!i64s(sv, "static_offsets", r, &so))
    return false;
  for (uint32_t i = 0; i < r; i++)
    if (so[i] != 0)
      return false;
  return true;
}

/* ReinterpretCastOp::fold: a cast of a reinterpret_cast, cast or
 * zero-offset subview takes that op's source; a cast that changes nothing
 * is its source. */
static bool fold_reinterpret(CmirOp *rc) {
  CmirValue *src = rc->opnds[0].value;
  CmirOp *d = cmir_value_def(src);
  if (d && (cmir_op_isa(d, CMIR_OP_MEMREF_REINTERPRET_CAST) || cmir_op_isa(d, CMIR_OP_MEMREF_CAST) ||
            (cmir_op_isa(d, CMIR_OP_MEMREF_SUBVIEW) && zero_offsets(d)))) {
    cmir_op_set_operand(rc, 0, d->opnds[0].value);
    return true;
  }
  const CmirType *t = rc->results[0].type;
  const int64_t *so;
  if (cmir_type_has_static_shape(t) && src->type == t && i64s(rc, "static_offsets", 1, &so) &&
      so[0] == 0) {
    cmir_value_replace_all_uses(&rc->results[0], src);
    cmir_op_erase(rc);
    return true;
  }
  return false;
}

/* foldMemRefCast, as load, store and dealloc fold: their memref operand
 * skips a cast from a more static type. */
static bool fold_cast_operand(CmirOp *op) {
  uint32_t i = cmir_op_isa(op, CMIR_OP_MEMREF_STORE) ? 1 : 0;
  if (i >= op->nopnds)
    return false;
  CmirOp *d = cmir_value_def(op->opnds[i].value);
  if (!d || !cmir_op_isa(d, CMIR_OP_MEMREF_CAST) || !cmir_memref_cast_foldable(d))
    return false;
  cmir_op_set_operand(op, i, d->opnds[0].value);
  return true;
}

static bool collect_folds(CmirOp *op, void *user) {
  if (cmir_op_isa(op, CMIR_OP_MEMREF_EXTRACT_STRIDED_METADATA) ||
      cmir_op_isa(op, CMIR_OP_MEMREF_REINTERPRET_CAST) || cmir_op_isa(op, CMIR_OP_MEMREF_LOAD) ||
      cmir_op_isa(op, CMIR_OP_MEMREF_STORE) || cmir_op_isa(op, CMIR_OP_MEMREF_DEALLOC))
    cmir_vec_push((OpVec *)user, op);
  return true;
}

/* The metadata patterns and reinterpret_cast folds, to a fixed point. */
static bool fold_views(CmirOp *module) {
  bool any = false;
  for (int round = 0; round < 8; round++) {
    OpVec ops = {0};
    cmir_op_walk(module, collect_folds, &ops);
    bool changed = false;
    for (uint32_t i = 0; i < ops.len; i++) {
      CmirOp *op = ops.data[i];
      if (cmir_op_isa(op, CMIR_OP_MEMREF_REINTERPRET_CAST)) {
        while (fold_reinterpret(op)) {
          changed = true;
          if (!op->block || op->opnds[0].value->type == op->results[0].type)
            break;
        }
        continue;
      }
      if (!cmir_op_isa(op, CMIR_OP_MEMREF_EXTRACT_STRIDED_METADATA)) {
        changed |= fold_cast_operand(op);
        continue;
      }
      CmirOp *d = cmir_value_def(op->opnds[0].value);
      if (!d)
        continue;
      if (cmir_op_isa(d, CMIR_OP_MEMREF_ALLOC) || cmir_op_isa(d, CMIR_OP_MEMREF_ALLOCA) ||
          cmir_op_isa(d, CMIR_OP_MEMREF_GET_GLOBAL))
        changed |= fold_metadata_of_alloc(op, d);
      else if (cmir_op_isa(d, CMIR_OP_MEMREF_REINTERPRET_CAST))
        changed |= fold_metadata_of_reinterpret(op, d);
    }
    cmir_vec_free(&ops);
    any |= changed;
    if (!changed)
      break;
  }
  return any;
}

/* The driver's iterations: constants, folding and dead ops, then region
 * simplification, until nothing changes (at most 10 rounds, as MLIR). All
 * of it is local to a function, so each function is taken to its fixed
 * point in turn (while it is in the cache). */
static void cleanup(CmirOp *module) {
  CmirBlock *body = cmir_op_regions(module)[0].first;
  for (CmirOp *f = body ? body->first : NULL; f; f = f->next) {
    if (!f->nregions || !(f->info->traits & CMIR_TRAIT_ISOLATED))
      continue;
    for (int round = 0; round < 10; round++) {
      bool changed = fold_views(f);
      changed |= hoist_constants(f);
      changed |= cmir_canonicalize_ops(f);
      changed |= hoist_constants(f);
      changed |= cmir_simplify_regions(f);
      if (!changed)
        break;
    }
  }
}

static bool collect(CmirOp *op, void *user) {
  if (cmir_op_isa(op, CMIR_OP_MEMREF_SUBVIEW) || cmir_op_isa(op, CMIR_OP_MEMREF_EXPAND_SHAPE) ||
      cmir_op_isa(op, CMIR_OP_MEMREF_COLLAPSE_SHAPE))
    cmir_vec_push((OpVec *)user, op);
  return true;
}

CmirStatus cmir_pass_expand_strided_metadata(CmirOp *module, const char *options) {
  CmirContext *ctx = cmir_op_context(module);
  if (options && *options) {
    CmirLoc none = {0};
    return cmir_error(ctx, none, "<Pass-Options-Parser>: no such option %s", options);
  }
  OpVec ops = {0};
  cmir_op_walk(module, collect, &ops);
  for (uint32_t i = 0; i < ops.len; i++) {
    CmirOp *op = ops.data[i];
    if (cmir_op_isa(op, CMIR_OP_MEMREF_SUBVIEW))
      subview(op);
    else
      reshape(op, cmir_op_isa(op, CMIR_OP_MEMREF_EXPAND_SHAPE));
  }
  cmir_vec_free(&ops);
  cleanup(module);
  return CMIR_OK;
}
