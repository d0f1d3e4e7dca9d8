/* MLIR's simplifyAffineExpr for sums of products (the strided layouts of
 * memref views are made of them): an affine expression flattened into
 * coefficients, then rebuilt in MLIR's order, semi-affine terms (products of
 * two non-constant terms) placed as MLIR's getSemiAffineExprFromFlatForm
 * places them. A mod or division leaves the expression as it is. */
#include "ir/ir_internal.h"

#include <stdlib.h>
#include <string.h>

/* The expression flattened into coefficients of the dims, the symbols, the
 * products of two non-constant terms (local terms) and the constant; a mod
 * or division, or more local terms than FLAT_LOCALS, is not flattened. */
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
    return false;
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
    /* A product of two non-constant terms is a local term of its own. */
    const CmirAffineExpr *t =
        cmir_affine_bin(f->ctx, CMIR_AFFINE_MUL, from_flat(f, out), from_flat(f, r));
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
    if (!coef || !lid ||
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
