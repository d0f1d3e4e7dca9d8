/* MLIR's simplifyAffineExpr for sums of products (the strided layouts of
 * memref views are made of them): an affine expression flattened into
 * coefficients, then rebuilt in MLIR's order, semi-affine terms (products of
 * two non-constant terms) placed as MLIR's getSemiAffineExprFromFlatForm
 * places them, mod and divisions as local terms (by a non-constant: the
 * flattened dividend and divisor under the operation). */
#include "ir/ir_internal.h"

#include <stdlib.h>
#include <string.h>

/* The expression flattened into coefficients of the dims, the symbols, the
 * local terms (products of two non-constant terms, quotients, mods and
 * quotients by non-constants) and the constant; a division by a constant
 * that is not positive, or more local terms than FLAT_LOCALS, is not
 * flattened. */
enum { FLAT_LOCALS = 16 };

typedef struct Flattener {
  CmirContext *ctx;
  uint32_t nd, ns, nloc, ncols; /* ncols = nd + ns + FLAT_LOCALS + 1 */
  const CmirAffineExpr *loc[FLAT_LOCALS];
} Flattener;

/* getAffineExprFromFlatForm: dims, symbols, local terms, constant. */
static const CmirAffineExpr *from_flat(Flattener *f, const int64_t *v) {
  CmirContext *c = f->ctx;
  const CmirAffineExpr *e = cmir_affine_const(c, 0);
  for (uint32_t j = 0; j < f->nd + f->ns; j++) {
    if (!v[j])
      continue;
    const CmirAffineExpr *id = j < f->nd ? cmir_affine_dim(c, j) : cmir_affine_sym(c, j - f->nd);
    e = cmir_affine_bin(c, CMIR_AFFINE_ADD, e,
                        cmir_affine_bin(c, CMIR_AFFINE_MUL, id, cmir_affine_const(c, v[j])));
  }
  for (uint32_t j = 0; j < f->nloc; j++)
    if (v[f->nd + f->ns + j])
      e = cmir_affine_bin(c, CMIR_AFFINE_ADD, e,
                          cmir_affine_bin(c, CMIR_AFFINE_MUL, f->loc[j],
                                          cmir_affine_const(c, v[f->nd + f->ns + j])));
  if (v[f->ncols - 1])
    e = cmir_affine_bin(c, CMIR_AFFINE_ADD, e, cmir_affine_const(c, v[f->ncols - 1]));
  return e;
}

static uint64_t gcd_u64(uint64_t a, uint64_t b) {
  while (b) {
    uint64_t t = a % b;
    a = b;
    b = t;
  }
  return a;
}

static uint64_t abs_u64(int64_t v) { return v < 0 ? (uint64_t)0 - (uint64_t)v : (uint64_t)v; }

/* The local term t (a floordiv or ceildiv), added if new: its column, or
 * -1 when there is no room. */
static int local_of(Flattener *f, const CmirAffineExpr *t) {
  uint32_t k = 0;
  while (k < f->nloc && f->loc[k] != t)
    k++;
  if (k == FLAT_LOCALS)
    return -1;
  if (k == f->nloc)
    f->loc[f->nloc++] = t;
  return (int)(f->nd + f->ns + k);
}

/* out (flattened) mod, floordiv or ceildiv c > 0, as MLIR's
 * SimpleAffineExprFlattener: the common factor of the terms and c
 * cancelled, the quotient a local term `dividend floordiv c'` (ceildiv),
 * and `a mod c` = a - c * (a floordiv c), or 0 if c divides every term. */
static bool flatten_div(Flattener *f, uint32_t kind, int64_t c, int64_t *out) {
  uint64_t g = (uint64_t)c;
  bool multiple = true;
  for (uint32_t i = 0; i < f->ncols; i++) {
    g = gcd_u64(g, abs_u64(out[i]));
    multiple = multiple && out[i] % c == 0;
  }
  if (kind == CMIR_AFFINE_MOD && multiple) {
    memset(out, 0, sizeof *out * f->ncols);
    return true;
  }
  int64_t *q = cmir_xmalloc(sizeof *q * f->ncols);
  for (uint32_t i = 0; i < f->ncols; i++)
    q[i] = out[i] / (int64_t)g;
  int64_t d = c / (int64_t)g;
  bool ok = true;
  if (kind != CMIR_AFFINE_MOD && d == 1) {
    memcpy(out, q, sizeof *q * f->ncols);
  } else {
    uint32_t k = kind == CMIR_AFFINE_CEILDIV ? CMIR_AFFINE_CEILDIV : CMIR_AFFINE_FLOORDIV;
    int col =
        local_of(f, cmir_affine_bin(f->ctx, k, from_flat(f, q), cmir_affine_const(f->ctx, d)));
    if (col < 0) {
      ok = false;
    } else if (kind == CMIR_AFFINE_MOD) {
      ok = !cmir_ckd_add(&out[col], out[col], -c);
    } else {
      memset(out, 0, sizeof *out * f->ncols);
      out[col] = 1;
    }
  }
  free(q);
  return ok;
}

static bool flatten(Flattener *f, const CmirAffineExpr *e, int64_t *out) {
  memset(out, 0, sizeof *out * f->ncols);
  switch (e->kind) {
  case CMIR_AFFINE_DIM:
    out[e->position] = 1;
    return e->position < f->nd;
  case CMIR_AFFINE_SYM:
    out[f->nd + e->position] = 1;
    return e->position < f->ns;
  case CMIR_AFFINE_CONST:
    out[f->ncols - 1] = e->value;
    return true;
  case CMIR_AFFINE_ADD:
  case CMIR_AFFINE_MUL:
    break;
  default:
    if (e->bin.rhs->kind == CMIR_AFFINE_CONST) {
      if (e->bin.rhs->value <= 0)
        return false; /* undefined: left as it is */
      return flatten(f, e->bin.lhs, out) && flatten_div(f, e->kind, e->bin.rhs->value, out);
    }
    break;
  }
  int64_t *r = cmir_xmalloc(sizeof *r * f->ncols);
  bool ok = flatten(f, e->bin.lhs, out) && flatten(f, e->bin.rhs, r);
  if (ok && e->kind == CMIR_AFFINE_ADD) {
    for (uint32_t i = 0; ok && i < f->ncols; i++)
      ok = !cmir_ckd_add(&out[i], out[i], r[i]);
  } else if (ok && e->bin.rhs->kind == CMIR_AFFINE_CONST) {
    for (uint32_t i = 0; ok && i < f->ncols; i++)
      ok = !cmir_ckd_mul(&out[i], out[i], e->bin.rhs->value);
  } else if (ok) {
    /* A product of two non-constant terms, or a mod or division by a
     * non-constant, is a local term of its own over the flattened sides. */
    const CmirAffineExpr *t = cmir_affine_bin(f->ctx, e->kind, from_flat(f, out), from_flat(f, r));
    uint32_t k = 0;
    while (k < f->nloc && f->loc[k] != t)
      k++;
    if (k == FLAT_LOCALS) {
      ok = false;
    } else {
      if (k == f->nloc)
        f->loc[f->nloc++] = t;
      memset(out, 0, sizeof *out * f->ncols);
      out[f->nd + f->ns + k] = 1;
    }
  }
  free(r);
  return ok;
}

/* MLIR's isPureAffine: products and divisions only by constants. */
static bool pure_affine(const CmirAffineExpr *e) {
  switch (e->kind) {
  case CMIR_AFFINE_DIM:
  case CMIR_AFFINE_SYM:
  case CMIR_AFFINE_CONST:
    return true;
  case CMIR_AFFINE_ADD:
    return pure_affine(e->bin.lhs) && pure_affine(e->bin.rhs);
  case CMIR_AFFINE_MUL:
    return pure_affine(e->bin.lhs) && pure_affine(e->bin.rhs) &&
           (e->bin.lhs->kind == CMIR_AFFINE_CONST || e->bin.rhs->kind == CMIR_AFFINE_CONST);
  default:
    return pure_affine(e->bin.lhs) && e->bin.rhs->kind == CMIR_AFFINE_CONST;
  }
}

typedef struct SemiTerm {
  int64_t a, b; /* MLIR's sort key */
  int64_t coef;
  const CmirAffineExpr *e;
} SemiTerm;

static int semi_term_cmp(const void *x, const void *y) {
  const SemiTerm *p = x, *q = y;
  if (p->a != q->a)
    return p->a < q->a ? -1 : 1;
  return p->b < q->b ? -1 : p->b > q->b;
}

/* getSemiAffineExprFromFlatForm: dims, symbols and dim-or-symbol products
 * sorted by position (a dim before its products, a symbol after), then
 * the other local terms, then the constant. */
static const CmirAffineExpr *from_flat_semi(Flattener *f, const int64_t *v) {
  CmirContext *c = f->ctx;
  uint32_t nd = f->nd, ns = f->ns, top = nd > ns ? nd : ns;
  SemiTerm *t = cmir_xmalloc(sizeof *t * (nd + ns + FLAT_LOCALS + 1));
  bool *placed = cmir_xcalloc(FLAT_LOCALS, sizeof *placed);
  uint32_t n = 0;
  int64_t off_sym = 0, off_dim = -1;
  for (uint32_t j = 0; j < ns; j++)
    if (v[nd + j])
      t[n++] = (SemiTerm){j, top + off_sym++, v[nd + j], cmir_affine_sym(c, j)};
  for (uint32_t k = 0; k < f->nloc; k++) {
    const CmirAffineExpr *e = f->loc[k], *l = e->bin.lhs, *r = e->bin.rhs;
    int64_t coef = v[nd + ns + k];
    bool lid = l->kind == CMIR_AFFINE_DIM || l->kind == CMIR_AFFINE_SYM;
    if (!coef || !lid || e->kind != CMIR_AFFINE_MUL ||
        !(r->kind == CMIR_AFFINE_DIM || r->kind == CMIR_AFFINE_SYM || r->kind == CMIR_AFFINE_CONST))
      continue;
    if (r->kind == CMIR_AFFINE_CONST)
      t[n++] = l->kind == CMIR_AFFINE_DIM ? (SemiTerm){l->position, off_dim--, coef, e}
                                          : (SemiTerm){l->position, top + off_sym++, coef, e};
    else if (l->kind == CMIR_AFFINE_DIM)
      t[n++] = (SemiTerm){l->position, r->position, coef, e};
    else
      t[n++] = (SemiTerm){l->position, top + off_sym++, coef, e};
    placed[k] = true;
  }
  for (uint32_t j = 0; j < nd; j++)
    if (v[j])
      t[n++] = (SemiTerm){j, off_dim--, v[j], cmir_affine_dim(c, j)};
  qsort(t, n, sizeof *t, semi_term_cmp);
  const CmirAffineExpr *e = cmir_affine_const(c, 0);
  for (uint32_t i = 0; i < n; i++)
    e = cmir_affine_bin(
        c, CMIR_AFFINE_ADD, e,
        cmir_affine_bin(c, CMIR_AFFINE_MUL, t[i].e, cmir_affine_const(c, t[i].coef)));
  for (uint32_t k = 0; k < f->nloc; k++)
    if (v[nd + ns + k] && !placed[k])
      e = cmir_affine_bin(
          c, CMIR_AFFINE_ADD, e,
          cmir_affine_bin(c, CMIR_AFFINE_MUL, f->loc[k], cmir_affine_const(c, v[nd + ns + k])));
  if (v[f->ncols - 1])
    e = cmir_affine_bin(c, CMIR_AFFINE_ADD, e, cmir_affine_const(c, v[f->ncols - 1]));
  free(t);
  free(placed);
  return e;
}

const CmirAffineExpr *cmir_affine_expr_simplify(CmirContext *ctx, const CmirAffineExpr *e,
                                                uint32_t nd, uint32_t ns) {
  Flattener f = {ctx, nd, ns, 0, nd + ns + FLAT_LOCALS + 1, {0}};
  int64_t *v = cmir_xmalloc(sizeof *v * f.ncols);
  const CmirAffineExpr *r = e;
  bool pure = pure_affine(e);
  if (flatten(&f, e, v)) {
    const CmirAffineExpr *flat = from_flat(&f, v);
    r = pure ? flat : flat == e ? e : from_flat_semi(&f, v);
  }
  free(v);
  return r;
}

bool cmir_affine_expr_flatten(CmirContext *ctx, const CmirAffineExpr *e, uint32_t nd, uint32_t ns,
                              int64_t *out) {
  if (!pure_affine(e))
    return false;
  Flattener f = {ctx, nd, ns, 0, nd + ns + FLAT_LOCALS + 1, {0}};
  int64_t *v = cmir_xmalloc(sizeof *v * f.ncols);
  bool ok = flatten(&f, e, v) && !f.nloc;
  if (ok) {
    memcpy(out, v, sizeof *v * (nd + ns));
    out[nd + ns] = v[f.ncols - 1];
  }
  free(v);
  return ok;
}
