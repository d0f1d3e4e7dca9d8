/* lower-affine: each affine expression is expanded into arith ops on index
 * values, in the order MLIR's expander emits them (operands first, left to
 * right). Modulo, floordiv and ceildiv get the sign corrections of MLIR's
 * lowering: `a mod b` is remsi plus b when negative; floordiv divides
 * -1 - a for negative a and corrects the quotient; ceildiv divides -a or
 * a - 1 depending on a <= 0. affine.min and max (and the bounds of
 * affine.for) reduce the expanded results with minsi and maxsi; affine.for
 * becomes scf.for on those bounds and a constant step, affine.if scf.if on
 * the conjunction (arith.andi, no short circuit) of `e == 0` and `e >= 0`
 * comparisons with one zero constant, affine.load and store memref.load
 * and store on the expanded subscripts, affine.yield scf.yield, the regions
 * moved as they are, as MLIR 19's patterns do. */
#include "dialect/dialects.h"
#include "transforms/conversion.h"

#include <stdlib.h>
#include <string.h>
#ifdef CMIR_PLANTED_BUGS
#include "fuzz/planted.h"
#endif

typedef struct Expander {
  CmirRewriter *rw;
  CmirLoc loc;
  uint32_t ndims;
  CmirValue *const *operands;
  bool failed;
} Expander;

static CmirValue *cst(Expander *x, int64_t v) {
  CmirContext *ctx = cmir_rw_context(x->rw);
  const CmirType *index = cmir_type_index(ctx);
  CmirNamedAttr p = {cmir_ident(ctx, "value"), cmir_attr_int(ctx, index, v)};
  return &cmir_rw_create(x->rw, CMIR_OP_ARITH_CONSTANT, x->loc, 0, NULL, 1, &index, 1, &p)
              ->results[0];
}

static CmirValue *bin(Expander *x, unsigned name, CmirValue *a, CmirValue *b) {
  CmirValue *ops[2] = {a, b};
  return &cmir_rw_create(x->rw, name, x->loc, 2, ops, 1, &a->type, 0, NULL)->results[0];
}

/* arith.cmpi: slt is 2, sle 3. */
static CmirValue *cmp(Expander *x, int64_t pred, CmirValue *a, CmirValue *b) {
  CmirContext *ctx = cmir_rw_context(x->rw);
  CmirValue *ops[2] = {a, b};
  const CmirType *i1 = cmir_type_int(ctx, 1, CMIR_SIGNLESS);
  CmirNamedAttr p = {cmir_ident(ctx, "predicate"), cmir_attr_int(ctx, ctx->i64, pred)};
  return &cmir_rw_create(x->rw, CMIR_OP_ARITH_CMPI, x->loc, 2, ops, 1, &i1, 1, &p)->results[0];
}

static CmirValue *sel(Expander *x, CmirValue *c, CmirValue *a, CmirValue *b) {
  CmirValue *ops[3] = {c, a, b};
  return &cmir_rw_create(x->rw, CMIR_OP_ARITH_SELECT, x->loc, 3, ops, 1, &a->type, 0, NULL)
              ->results[0];
}

static CmirValue *expand(Expander *x, const CmirAffineExpr *e) {
  switch (e->kind) {
  case CMIR_AFFINE_CONST:
    return cst(x, e->value);
  case CMIR_AFFINE_DIM:
    return x->operands[e->position];
  case CMIR_AFFINE_SYM:
    return x->operands[x->ndims + e->position];
  default:
    break;
  }
  if (e->kind != CMIR_AFFINE_ADD && e->kind != CMIR_AFFINE_MUL &&
      e->bin.rhs->kind == CMIR_AFFINE_CONST && e->bin.rhs->value <= 0) {
    x->failed = true; /* MLIR: "modulo/division by non-positive value is not supported" */
    return NULL;
  }
  CmirValue *l = expand(x, e->bin.lhs);
  CmirValue *r = l ? expand(x, e->bin.rhs) : NULL;
  if (!l || !r)
    return NULL;
  switch (e->kind) {
  case CMIR_AFFINE_ADD:
    return bin(x, CMIR_OP_ARITH_ADDI, l, r);
  case CMIR_AFFINE_MUL:
    return bin(x, CMIR_OP_ARITH_MULI, l, r);
  case CMIR_AFFINE_MOD: {
    CmirValue *rem = bin(x, CMIR_OP_ARITH_REMSI, l, r);
#ifdef CMIR_PLANTED_BUGS
    if (cmir_planted("affine-mod-sign"))
      return rem;
#endif
    CmirValue *zero = cst(x, 0);
    CmirValue *neg = cmp(x, 2, rem, zero);
    CmirValue *corrected = bin(x, CMIR_OP_ARITH_ADDI, rem, r);
    return sel(x, neg, corrected, rem);
  }
  case CMIR_AFFINE_FLOORDIV: {
    CmirValue *zero = cst(x, 0), *minus1 = cst(x, -1);
    CmirValue *neg = cmp(x, 2, l, zero);
    CmirValue *nd = bin(x, CMIR_OP_ARITH_SUBI, minus1, l);
    CmirValue *dividend = sel(x, neg, nd, l);
    CmirValue *q = bin(x, CMIR_OP_ARITH_DIVSI, dividend, r);
    CmirValue *cq = bin(x, CMIR_OP_ARITH_SUBI, minus1, q);
    return sel(x, neg, cq, q);
  }
  default: { /* ceildiv */
    CmirValue *zero = cst(x, 0), *one = cst(x, 1);
    CmirValue *nonpos = cmp(x, 3, l, zero);
    CmirValue *negated = bin(x, CMIR_OP_ARITH_SUBI, zero, l);
    CmirValue *dec = bin(x, CMIR_OP_ARITH_SUBI, l, one);
    CmirValue *dividend = sel(x, nonpos, negated, dec);
    CmirValue *q = bin(x, CMIR_OP_ARITH_DIVSI, dividend, r);
    CmirValue *nq = bin(x, CMIR_OP_ARITH_SUBI, zero, q);
    CmirValue *iq = bin(x, CMIR_OP_ARITH_ADDI, q, one);
    return sel(x, nonpos, nq, iq);
  }
  }
}

static const CmirAffineExpr *subst(CmirContext *ctx, const CmirAffineExpr *e,
                                   const CmirAffineExpr *const *dims,
                                   const CmirAffineExpr *const *syms);
static bool const_operand(const CmirValue *v, int64_t *out);
static bool leaves_const(const CmirAffineExpr *e, const CmirAffineExpr *const *r, uint32_t nd);

/* Division and modulo by a non-positive constant are not lowered (MLIR:
 * "modulo/division by non-positive value is not supported"). */
static bool map_lowers(const CmirAffineMap *map) {
  for (uint32_t i = 0; i < map->nres; i++) {
    const CmirAffineExpr *stack[256];
    uint32_t n = 0;
    stack[n++] = map->exprs[i];
    while (n) {
      const CmirAffineExpr *e = stack[--n];
      if (e->kind >= CMIR_AFFINE_CONST)
        continue;
      if (e->kind != CMIR_AFFINE_ADD && e->kind != CMIR_AFFINE_MUL &&
          e->bin.rhs->kind == CMIR_AFFINE_CONST && e->bin.rhs->value <= 0)
        return false;
      if (n + 2 > 256)
        return false;
      stack[n++] = e->bin.lhs;
      stack[n++] = e->bin.rhs;
    }
  }
  return true;
}

/* The map property `name` of op, if it is a map over n index operands
 * that lowers. */
static const CmirAffineMap *lowerable_map(CmirOp *op, const char *name, CmirValue *const *opnds,
                                          uint32_t n) {
  const CmirAttr *m = cmir_op_get_prop(op, name);
  if (!m || m->kind != CMIR_ATTR_AFFINE_MAP)
    return NULL;
  const CmirAffineMap *map = m->map.map;
  if (n != map->ndims + map->nsyms || !map_lowers(map))
    return NULL;
  for (uint32_t i = 0; i < n; i++)
    if (opnds[i]->type->kind != CMIR_TYPE_INDEX)
      return NULL;
  return map;
}

/* expandAffineMap, then buildMinMaxReductionSeq with `reduce` (0: the
 * results are kept in out[], map->nres of them). */
static CmirValue *expand_map(CmirRewriter *rw, CmirLoc loc, const CmirAffineMap *map,
                             CmirValue *const *opnds, unsigned reduce, CmirValue **out) {
  Expander x = {rw, loc, map->ndims, opnds, false};
  for (uint32_t i = 0; i < map->nres; i++)
    out[i] = expand(&x, map->exprs[i]);
  CmirValue *r = out[0];
  for (uint32_t i = 1; reduce && i < map->nres; i++)
    r = bin(&x, reduce, r, out[i]);
  return r;
}

/* affine.min and max fold first (foldMinMaxOp): results that the constant
 * operands make constant become constants (all of them: the op is their
 * min or max), and a map `()[s0] -> (s0)` is its operand. */
static const CmirAffineMap *fold_min_max(CmirRewriter *rw, CmirOp *op, const CmirAffineMap *map,
                                         CmirValue *const *opnds, CmirValue **folded) {
  CmirContext *ctx = cmir_rw_context(rw);
  uint32_t n = map->ndims + map->nsyms;
  const CmirAffineExpr **r = cmir_xmalloc(sizeof *r * (n + 1));
  const CmirAffineExpr **ex = cmir_xmalloc(sizeof *ex * (map->nres + 1));
  for (uint32_t i = 0; i < n; i++) {
    int64_t v;
    r[i] = const_operand(op->opnds[i].value, &v) ? cmir_affine_const(ctx, v)
           : i < map->ndims                      ? cmir_affine_dim(ctx, i)
                                                 : cmir_affine_sym(ctx, i - map->ndims);
  }
  bool all = true;
  int64_t best = 0;
  bool is_max = cmir_op_isa(op, CMIR_OP_AFFINE_MAX);
  for (uint32_t i = 0; i < map->nres; i++) {
    const CmirAffineExpr *e = map->exprs[i];
    if (leaves_const(e, r, map->ndims))
      e = subst(ctx, e, r, r + map->ndims);
    ex[i] = e->kind == CMIR_AFFINE_CONST ? e : map->exprs[i];
    if (e->kind != CMIR_AFFINE_CONST)
      all = false;
    else if (!i || (is_max ? e->value > best : e->value < best))
      best = e->value;
  }
  const CmirAffineMap *m = cmir_affine_map(ctx, map->ndims, map->nsyms, map->nres, ex);
  free(r);
  free(ex);
  *folded = NULL;
  if (!m->ndims && m->nsyms == 1 && m->nres == 1 && m->exprs[0]->kind == CMIR_AFFINE_SYM) {
    *folded = opnds[0];
  } else if (all && map->nres) {
    Expander x = {rw, op->loc, 0, NULL, false};
    *folded = cst(&x, best);
  }
  return m;
}

static CmirStatus lower_map_op(CmirRewriter *rw, CmirOp *op, CmirValue *const *opnds, void *user) {
  unsigned reduce = (unsigned)(uintptr_t)user; /* 0 for apply */
  const CmirAffineMap *map = lowerable_map(op, "map", opnds, op->nopnds);
  if (!map || !map->nres || (!reduce && map->nres != 1))
    return CMIR_FAIL;
  if (reduce) {
    CmirValue *folded;
    map = fold_min_max(rw, op, map, opnds, &folded);
    if (folded) {
      cmir_rw_replace_op(rw, op, &folded);
      return CMIR_OK;
    }
  }
  CmirValue **vals = cmir_xmalloc(sizeof *vals * map->nres);
  CmirValue *r = expand_map(rw, op->loc, map, opnds, reduce, vals);
  free(vals);
  cmir_rw_replace_op(rw, op, &r);
  return CMIR_OK;
}

/* ---- the folds of affine.for and affine.if ----
 *
 * MLIR's conversion driver folds an op before it tries the patterns, and
 * affine.for and affine.if fold in place: the loop bounds that are constant
 * after their constant operands are folded in become constant maps
 * (foldLoopBounds), then bound maps and sets are canonicalized with their
 * operands (canonicalizeMapOrSetAndOperands: dims that are valid symbols
 * become symbols, symbols that are only valid dims become dims, constant
 * symbols are folded in, repeated and unused operands dropped; repeated
 * results stay). The patterns below expand the folded forms.
 * A bound map is simplified first (cmir_affine_expr_simplify: sums of
 * products flattened, as the simplifyAffineMap that ends MLIR's
 * composeAffineMapAndOperands; MLIR also flattens mod and divisions, cmir
 * leaves them). Not done (docs/affine.md): composing affine.apply
 * producers into the maps, and simplifyMinOrMaxExprWithOperands. */

/* A map or set being canonicalized: its results and, for each dim and
 * symbol, the position of its operand in the op. */
typedef struct Canon {
  uint32_t ndims, nsyms, nres;
  const CmirAffineExpr **ex;
  uint32_t *pos;
} Canon;

static const CmirAffineExpr *subst(CmirContext *ctx, const CmirAffineExpr *e,
                                   const CmirAffineExpr *const *dims,
                                   const CmirAffineExpr *const *syms) {
  switch (e->kind) {
  case CMIR_AFFINE_CONST:
    return e;
  case CMIR_AFFINE_DIM:
    return dims ? dims[e->position] : e;
  case CMIR_AFFINE_SYM:
    return syms ? syms[e->position] : e;
  default: {
    /* as AffineExpr::replaceDimsAndSymbols: rebuilt (and simplified) only
     * where something was replaced */
    const CmirAffineExpr *l = subst(ctx, e->bin.lhs, dims, syms);
    const CmirAffineExpr *r = subst(ctx, e->bin.rhs, dims, syms);
    return l == e->bin.lhs && r == e->bin.rhs ? e : cmir_affine_bin(ctx, e->kind, l, r);
  }
  }
}

/* Whether every dim and symbol of e has a constant in r (dims, then
 * symbols): AffineExprConstantFolder evaluates only such expressions. */
static bool leaves_const(const CmirAffineExpr *e, const CmirAffineExpr *const *r, uint32_t nd) {
  switch (e->kind) {
  case CMIR_AFFINE_CONST:
    return true;
  case CMIR_AFFINE_DIM:
    return r[e->position]->kind == CMIR_AFFINE_CONST;
  case CMIR_AFFINE_SYM:
    return r[nd + e->position]->kind == CMIR_AFFINE_CONST;
  default:
    return leaves_const(e->bin.lhs, r, nd) && leaves_const(e->bin.rhs, r, nd);
  }
}

static void canon_subst(CmirContext *ctx, Canon *c, const CmirAffineExpr *const *dims,
                        const CmirAffineExpr *const *syms) {
  for (uint32_t i = 0; i < c->nres; i++)
    c->ex[i] = subst(ctx, c->ex[i], dims, syms);
}

/* m_Constant: an integer constant op. */
static bool const_operand(const CmirValue *v, int64_t *out) {
  CmirOp *d = cmir_value_def(v);
  if (!d || !(cmir_op_traits(d) & CMIR_TRAIT_CONSTANT_LIKE))
    return false;
  const CmirAttr *a = cmir_op_get_prop(d, "value");
  if (!a || a->kind != CMIR_ATTR_INTEGER)
    return false;
  *out = cmir_attr_int_value(a);
  return true;
}

static void mark_used(const CmirAffineExpr *e, bool *dims, bool *syms) {
  if (e->kind == CMIR_AFFINE_DIM)
    dims[e->position] = true;
  else if (e->kind == CMIR_AFFINE_SYM)
    syms[e->position] = true;
  else if (e->kind < CMIR_AFFINE_CONST) {
    mark_used(e->bin.lhs, dims, syms);
    mark_used(e->bin.rhs, dims, syms);
  }
}

/* canonicalizeMapOrSetAndOperands, orig[] being the op's operands. */
static void canonicalize(CmirContext *ctx, Canon *c, CmirOp *op) {
  uint32_t n = c->ndims + c->nsyms;
  if (!n)
    return;
  const CmirAffineExpr **dr = cmir_xmalloc(sizeof *dr * (n + 1) * 2), **sr = dr + n + 1;
  uint32_t *np = cmir_xmalloc(sizeof *np * (n + 1) * 2), *extra = np + n + 1;
  bool *used = cmir_xcalloc(n + 1, sizeof *used);
#define ORIG(i) (op->opnds[c->pos[i]].value)
  /* canonicalizePromotedSymbols */
  uint32_t nd = 0, ns = 0, k = 0, ne = 0;
  for (uint32_t i = 0; i < c->ndims; i++) {
    if (cmir_affine_is_valid_symbol(ORIG(i))) {
      dr[i] = cmir_affine_sym(ctx, c->nsyms + ns++);
      extra[ne++] = c->pos[i];
    } else {
      dr[i] = cmir_affine_dim(ctx, nd++);
      np[k++] = c->pos[i];
    }
  }
  for (uint32_t i = c->ndims; i < n; i++)
    np[k++] = c->pos[i];
  for (uint32_t i = 0; i < ne; i++)
    np[k++] = extra[i];
  canon_subst(ctx, c, dr, NULL);
  memcpy(c->pos, np, sizeof *np * n);
  c->nsyms += ns;
  c->ndims = nd;
  /* legalizeDemotedDims */
  nd = ns = k = ne = 0;
  uint32_t nso = 0;
  for (uint32_t i = 0; i < c->ndims; i++)
    np[k++] = c->pos[i];
  for (uint32_t i = 0; i < c->nsyms; i++) {
    CmirValue *v = ORIG(c->ndims + i);
    if (cmir_affine_is_valid_dim(v) && !cmir_affine_is_valid_symbol(v)) {
      sr[i] = cmir_affine_dim(ctx, c->ndims + nd++);
      np[k++] = c->pos[c->ndims + i];
    } else {
      sr[i] = cmir_affine_sym(ctx, ns++);
      extra[nso++] = c->pos[c->ndims + i];
    }
  }
  for (uint32_t i = 0; i < nso; i++)
    np[k++] = extra[i];
  canon_subst(ctx, c, NULL, sr);
  memcpy(c->pos, np, sizeof *np * n);
  c->ndims += nd;
  c->nsyms = ns;
  /* unused, repeated and constant operands */
  bool *usym = used + c->ndims;
  for (uint32_t i = 0; i < c->nres; i++)
    mark_used(c->ex[i], used, usym);
  k = nd = ns = 0;
  for (uint32_t i = 0; i < c->ndims; i++) {
    if (!used[i])
      continue;
    uint32_t j = 0;
    while (j < i && !(used[j] && ORIG(j) == ORIG(i)))
      j++;
    if (j < i) {
      dr[i] = dr[j];
    } else {
      dr[i] = cmir_affine_dim(ctx, nd++);
      np[k++] = c->pos[i];
    }
  }
  for (uint32_t i = 0; i < c->nsyms; i++) {
    int64_t v;
    if (!usym[i])
      continue;
    if (const_operand(ORIG(c->ndims + i), &v)) {
      sr[i] = cmir_affine_const(ctx, v);
      continue;
    }
    uint32_t j = 0;
    while (j < i &&
           !(usym[j] && sr[j]->kind == CMIR_AFFINE_SYM && ORIG(c->ndims + j) == ORIG(c->ndims + i)))
      j++;
    if (j < i) {
      sr[i] = sr[j];
    } else {
      sr[i] = cmir_affine_sym(ctx, ns++);
      np[k++] = c->pos[c->ndims + i];
    }
  }
#undef ORIG
  for (uint32_t i = 0; i < c->ndims; i++)
    if (!used[i])
      dr[i] = cmir_affine_const(ctx, 0); /* not in any result */
  for (uint32_t i = 0; i < c->nsyms; i++)
    if (!usym[i])
      sr[i] = cmir_affine_const(ctx, 0);
  canon_subst(ctx, c, dr, sr);
  memcpy(c->pos, np, sizeof *np * k);
  c->ndims = nd;
  c->nsyms = ns;
  free(dr);
  free(np);
  free(used);
}

static void canon_init(Canon *c, const CmirAffineMap *m, uint32_t first) {
  c->ndims = m->ndims;
  c->nsyms = m->nsyms;
  c->nres = m->nres;
  c->ex = cmir_xmalloc(sizeof *c->ex * (m->nres + 1));
  memcpy(c->ex, m->exprs, sizeof *c->ex * m->nres);
  c->pos = cmir_xmalloc(sizeof *c->pos * (m->ndims + m->nsyms + 1));
  for (uint32_t i = 0; i < m->ndims + m->nsyms; i++)
    c->pos[i] = first + i;
}

static void canon_free(Canon *c) {
  free(c->ex);
  free(c->pos);
}

/* foldLoopBounds for one bound: with the constant operands folded in,
 * every result constant gives a constant map of their max (lower) or min
 * (upper). */
static void fold_bound(CmirContext *ctx, Canon *c, CmirOp *op, bool lower) {
  if (c->nres == 1 && !c->ndims && !c->nsyms && c->ex[0]->kind == CMIR_AFFINE_CONST)
    return; /* hasConstantLowerBound / UpperBound */
  uint32_t n = c->ndims + c->nsyms;
  const CmirAffineExpr **r = cmir_xmalloc(sizeof *r * (n + 1));
  for (uint32_t i = 0; i < n; i++) {
    int64_t v;
    r[i] = const_operand(op->opnds[c->pos[i]].value, &v) ? cmir_affine_const(ctx, v) : NULL;
    if (!r[i])
      r[i] = i < c->ndims ? cmir_affine_dim(ctx, i) : cmir_affine_sym(ctx, i - c->ndims);
  }
  bool all = true;
  int64_t best = 0;
  for (uint32_t i = 0; i < c->nres && all; i++) {
    const CmirAffineExpr *e = c->ex[i];
    if (leaves_const(e, r, c->ndims))
      e = subst(ctx, e, r, r + c->ndims);
    all = e->kind == CMIR_AFFINE_CONST;
    if (all && (!i || (lower ? e->value > best : e->value < best)))
      best = e->value;
  }
  free(r);
  if (!all || !c->nres)
    return;
  c->ex[0] = cmir_affine_const(ctx, best);
  c->nres = 1;
  c->ndims = c->nsyms = 0;
}

/* The simplifyAffineMap that ends composeAffineMapAndOperands (which runs
 * on a bound map even when no operand is an affine.apply to compose). */
static void simplify(CmirContext *ctx, Canon *c) {
  for (uint32_t i = 0; i < c->nres; i++)
    c->ex[i] = cmir_affine_expr_simplify(ctx, c->ex[i], c->ndims, c->nsyms);
}

static const CmirAffineMap *canon_map(CmirContext *ctx, const Canon *c) {
  return cmir_affine_map(ctx, c->ndims, c->nsyms, c->nres, c->ex);
}

/* The operands of a canonical map, remapped. */
static CmirValue **canon_operands(const Canon *c, CmirValue *const *opnds) {
  uint32_t n = c->ndims + c->nsyms;
  CmirValue **v = cmir_xmalloc(sizeof *v * (n + 1));
  for (uint32_t i = 0; i < n; i++)
    v[i] = opnds[c->pos[i]];
  return v;
}

static bool canon_lowers(const Canon *c, CmirValue *const *v, const CmirAffineMap *m) {
  for (uint32_t i = 0; i < c->ndims + c->nsyms; i++)
    if (v[i]->type->kind != CMIR_TYPE_INDEX)
      return false;
  return m->nres && map_lowers(m);
}

static CmirStatus lower_for(CmirRewriter *rw, CmirOp *op, CmirValue *const *opnds, void *user) {
  (void)user;
  CmirContext *ctx = cmir_rw_context(rw);
  uint32_t gs[3], gn[3];
  for (uint32_t g = 0; g < 3; g++)
    cmir_op_operand_group(op, g, &gs[g], &gn[g]);
  const CmirAttr *la = cmir_op_get_prop(op, "lowerBoundMap");
  const CmirAttr *ua = cmir_op_get_prop(op, "upperBoundMap");
  const CmirAttr *step = cmir_op_get_prop(op, "step");
  if (!la || la->kind != CMIR_ATTR_AFFINE_MAP || !ua || ua->kind != CMIR_ATTR_AFFINE_MAP || !step ||
      step->kind != CMIR_ATTR_INTEGER || la->map.map->ndims + la->map.map->nsyms != gn[0] ||
      ua->map.map->ndims + ua->map.map->nsyms != gn[1])
    return CMIR_FAIL;
  Canon lc, uc;
  canon_init(&lc, la->map.map, gs[0]);
  canon_init(&uc, ua->map.map, gs[1]);
  fold_bound(ctx, &lc, op, true);
  fold_bound(ctx, &uc, op, false);
  simplify(ctx, &lc);
  canonicalize(ctx, &lc, op); /* MLIR 19 keeps repeated results */
  simplify(ctx, &uc);
  canonicalize(ctx, &uc, op);
  const CmirAffineMap *lb = canon_map(ctx, &lc), *ub = canon_map(ctx, &uc);
  CmirValue **lv = canon_operands(&lc, opnds), **uv = canon_operands(&uc, opnds);
  CmirStatus rc = CMIR_FAIL;
  int64_t sv = cmir_attr_int_value(step);
  bool cl = lb->nres == 1 && !lb->ndims && !lb->nsyms && lb->exprs[0]->kind == CMIR_AFFINE_CONST;
  bool cu = ub->nres == 1 && !ub->ndims && !ub->nsyms && ub->exprs[0]->kind == CMIR_AFFINE_CONST;
  if (cl && cu && op->nresults && sv > 0 && ub->exprs[0]->value <= lb->exprs[0]->value) {
    /* a trivial zero trip count: the loop is its inits */
    cmir_rw_replace_op(rw, op, opnds + gs[2]);
    rc = CMIR_OK;
    goto done;
  }
  if (!canon_lowers(&lc, lv, lb) || !canon_lowers(&uc, uv, ub))
    goto done;
  uint32_t n = lb->nres > ub->nres ? lb->nres : ub->nres;
  CmirValue **vals = cmir_xmalloc(sizeof *vals * n);
  CmirValue *lo = expand_map(rw, op->loc, lb, lv, CMIR_OP_ARITH_MAXSI, vals);
  CmirValue *hi = expand_map(rw, op->loc, ub, uv, CMIR_OP_ARITH_MINSI, vals);
  free(vals);
  Expander x = {rw, op->loc, 0, NULL, false};
  CmirValue *st = cst(&x, sv);
  CmirOpState fs;
  cmir_opstate_init(&fs, ctx, cmir_op_info_by_id(ctx, CMIR_OP_SCF_FOR), op->loc);
  cmir_opstate_add_operand(&fs, lo);
  cmir_opstate_add_operand(&fs, hi);
  cmir_opstate_add_operand(&fs, st);
  for (uint32_t i = 0; i < gn[2]; i++)
    cmir_opstate_add_operand(&fs, opnds[gs[2] + i]);
  for (uint32_t i = 0; i < op->nresults; i++)
    cmir_opstate_add_result(&fs, op->results[i].type);
  cmir_opstate_add_region(&fs);
  cmir_opstate_finalize_props(&fs, NULL, 0);
  CmirOp *sf = cmir_rw_insert(rw, &fs);
  cmir_rw_inline_region_before(rw, &cmir_op_regions(op)[0], &cmir_op_regions(sf)[0], NULL);
  CmirValue **res = cmir_xmalloc(sizeof *res * (op->nresults + 1));
  for (uint32_t i = 0; i < op->nresults; i++)
    res[i] = &sf->results[i];
  cmir_rw_replace_op(rw, op, res);
  free(res);
  rc = CMIR_OK;
done:
  free(lv);
  free(uv);
  canon_free(&lc);
  canon_free(&uc);
  return rc;
}

static CmirStatus lower_if(CmirRewriter *rw, CmirOp *op, CmirValue *const *opnds, void *user) {
  (void)user;
  CmirContext *ctx = cmir_rw_context(rw);
  const CmirAttr *a = cmir_op_get_attr(op, "condition");
  if (!a || a->kind != CMIR_ATTR_INTEGER_SET || op->nopnds != a->map.map->ndims + a->map.map->nsyms)
    return CMIR_FAIL;
  Canon sc;
  canon_init(&sc, a->map.map, 0);
  canonicalize(ctx, &sc, op);
  const CmirAffineMap *set = canon_map(ctx, &sc);
  CmirValue **v = canon_operands(&sc, opnds);
  CmirStatus rc = CMIR_FAIL;
  bool ok = map_lowers(set);
  for (uint32_t i = 0; ok && i < set->ndims + set->nsyms; i++)
    ok = v[i]->type->kind == CMIR_TYPE_INDEX;
  if (!ok)
    goto done;
  Expander x = {rw, op->loc, set->ndims, v, false};
  CmirValue *zero = cst(&x, 0), *cond = NULL;
  for (uint32_t i = 0; i < set->nres; i++) {
    CmirValue *e = expand(&x, set->exprs[i]);
    CmirValue *c = cmp(&x, a->map.map->eq[i] ? 0 : 5, e, zero); /* eq, sge */
    cond = cond ? bin(&x, CMIR_OP_ARITH_ANDI, cond, c) : c;
  }
  if (!cond) {
    const CmirType *i1 = cmir_type_int(ctx, 1, CMIR_SIGNLESS);
    CmirNamedAttr p = {cmir_ident(ctx, "value"), cmir_attr_int(ctx, i1, 1)};
    cond = &cmir_rw_create(rw, CMIR_OP_ARITH_CONSTANT, op->loc, 0, NULL, 1, &i1, 1, &p)->results[0];
  }
  CmirOpState is;
  cmir_opstate_init(&is, ctx, cmir_op_info_by_id(ctx, CMIR_OP_SCF_IF), op->loc);
  cmir_opstate_add_operand(&is, cond);
  for (uint32_t i = 0; i < op->nresults; i++)
    cmir_opstate_add_result(&is, op->results[i].type);
  cmir_opstate_add_region(&is);
  cmir_opstate_add_region(&is);
  cmir_opstate_finalize_props(&is, NULL, 0);
  CmirOp *sif = cmir_rw_insert(rw, &is);
  for (uint32_t r = 0; r < 2; r++)
    if (cmir_op_regions(op)[r].first)
      cmir_rw_inline_region_before(rw, &cmir_op_regions(op)[r], &cmir_op_regions(sif)[r], NULL);
  CmirValue **res = cmir_xmalloc(sizeof *res * (op->nresults + 1));
  for (uint32_t i = 0; i < op->nresults; i++)
    res[i] = &sif->results[i];
  cmir_rw_replace_op(rw, op, res);
  free(res);
  rc = CMIR_OK;
done:
  free(v);
  canon_free(&sc);
  return rc;
}

/* affine.load and store (user: 1 for store): memref.load and store on the
 * expanded subscripts; the affine op's attributes are not kept. */
static CmirStatus lower_access(CmirRewriter *rw, CmirOp *op, CmirValue *const *opnds, void *user) {
  CmirContext *ctx = cmir_rw_context(rw);
  uint32_t m = user ? 1 : 0;
  const CmirAffineMap *map = lowerable_map(op, "map", opnds + m + 1, op->nopnds - m - 1);
  if (!map)
    return CMIR_FAIL;
  CmirValue **v = cmir_xmalloc(sizeof *v * (map->nres + m + 1));
  for (uint32_t i = 0; i <= m; i++)
    v[i] = opnds[i];
  if (map->nres)
    expand_map(rw, op->loc, map, opnds + m + 1, 0, v + m + 1);
  CmirNamedAttr p = {cmir_ident(ctx, "nontemporal"), cmir_attr_bool(ctx, false)};
  const CmirType *rt = m ? NULL : op->results[0].type;
  CmirOp *n = cmir_rw_create(rw, m ? CMIR_OP_MEMREF_STORE : CMIR_OP_MEMREF_LOAD, op->loc,
                             map->nres + m + 1, v, m ? 0 : 1, &rt, 1, &p);
  free(v);
  CmirValue *r = m ? NULL : &n->results[0];
  cmir_rw_replace_op(rw, op, &r);
  return CMIR_OK;
}

static CmirStatus lower_yield(CmirRewriter *rw, CmirOp *op, CmirValue *const *opnds, void *user) {
  (void)user;
  cmir_rw_create(rw, CMIR_OP_SCF_YIELD, op->loc, op->nopnds, opnds, 0, NULL, 0, NULL);
  cmir_rw_replace_op(rw, op, NULL);
  return CMIR_OK;
}

static const CmirPattern affine_patterns[] = {
    {CMIR_OP_AFFINE_APPLY, lower_map_op, NULL, NULL, NULL},
    {CMIR_OP_AFFINE_MIN, lower_map_op, (void *)(uintptr_t)CMIR_OP_ARITH_MINSI, NULL, NULL},
    {CMIR_OP_AFFINE_MAX, lower_map_op, (void *)(uintptr_t)CMIR_OP_ARITH_MAXSI, NULL, NULL},
    {CMIR_OP_AFFINE_FOR, lower_for, NULL, NULL, NULL},
    {CMIR_OP_AFFINE_IF, lower_if, NULL, NULL, NULL},
    {CMIR_OP_AFFINE_LOAD, lower_access, NULL, NULL, NULL},
    {CMIR_OP_AFFINE_STORE, lower_access, (void *)(uintptr_t)1, NULL, NULL},
    {CMIR_OP_AFFINE_YIELD, lower_yield, NULL, NULL, NULL},
};

CmirStatus cmir_pass_lower_affine(CmirOp *module, const char *options) {
  CmirContext *ctx = cmir_op_context(module);
  if (options && *options) {
    CmirLoc none = {0};
    return cmir_error(ctx, none, "<Pass-Options-Parser>: no such option %s", options);
  }
  CmirConvTarget *t = cmir_cv_target_create(ctx);
  cmir_cv_target_set_dialect(t, "arith", CMIR_LEGALITY_LEGAL, NULL, NULL);
  cmir_cv_target_set_dialect(t, "memref", CMIR_LEGALITY_LEGAL, NULL, NULL);
  cmir_cv_target_set_dialect(t, "scf", CMIR_LEGALITY_LEGAL, NULL, NULL);
  CmirStatus rc =
      cmir_cv_apply(module, t, affine_patterns, sizeof affine_patterns / sizeof affine_patterns[0],
                    CMIR_CONVERSION_PARTIAL);
  cmir_cv_target_destroy(t);
  return rc;
}
