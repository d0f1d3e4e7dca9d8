/* Bound-based simplification of affine.min and affine.max
 * (loop_bounds.h). Values are variables of the system in the order they
 * were first met, each a dimension or a symbol as MLIR's constraint system
 * would hold it; divisions by constants add local variables with their two
 * defining inequalities. */
#include "transforms/loop_bounds.h"
#include "transforms/constraints.h"

#include <stdlib.h>
#include <string.h>

#define MAXV     24         /* variables in one system */
#define W        (MAXV + 1) /* coefficients then the constant */
#define MAXROWS  2048       /* constraints during the elimination */

typedef struct Var {
  CmirValue *v; /* NULL: a local variable */
  bool dim;
  bool known; /* equal to the constant cval */
  int64_t cval;
} Var;

typedef struct Row {
  int64_t c[W];
  bool eq; /* == 0, else >= 0 */
} Row;

struct CmirBoundSys {
  Var vars[MAXV];
  int nv;
  Row *rows;
  int nr, cap;
  bool fail; /* too many variables or an overflow */
};

CmirBoundSys *cmir_bsys_create(void) {
  CmirBoundSys *s = cmir_xmalloc(sizeof *s);
  memset(s, 0, sizeof *s);
  return s;
}

void cmir_bsys_free(CmirBoundSys *s) {
  if (!s)
    return;
  free(s->rows);
  free(s);
}

static Row *row_add(CmirBoundSys *s, bool eq) {
  if (s->nr == s->cap) {
    s->cap = s->cap ? 2 * s->cap : 16;
    s->rows = realloc(s->rows, (size_t)s->cap * sizeof *s->rows);
    if (!s->rows)
      abort();
  }
  Row *r = &s->rows[s->nr++];
  memset(r, 0, sizeof *r);
  r->eq = eq;
  return r;
}

static bool const_of(CmirValue *v, int64_t *out) {
  const CmirAttr *a = v ? cmir_constant_value(v) : NULL;
  if (!a || a->kind != CMIR_ATTR_INTEGER || !cmir_type_is_index(v->type))
    return false;
  *out = cmir_attr_int_value(a);
  return true;
}

static int var_find(CmirBoundSys *s, CmirValue *v) {
  for (int i = 0; i < s->nv; i++)
    if (s->vars[i].v == v)
      return i;
  return -1;
}

static int var_new(CmirBoundSys *s, CmirValue *v, bool dim) {
  if (s->nv == MAXV) {
    s->fail = true;
    return -1;
  }
  Var *x = &s->vars[s->nv];
  memset(x, 0, sizeof *x);
  x->v = v;
  x->dim = dim;
  return s->nv++;
}

static int var_of(CmirBoundSys *s, CmirValue *v, bool dim) {
  int k = var_find(s, v);
  return k >= 0 ? k : var_new(s, v, dim);
}

static void set_const(CmirBoundSys *s, int k, int64_t c) {
  if (k < 0 || s->vars[k].known)
    return;
  s->vars[k].known = true;
  s->vars[k].cval = c;
  Row *r = row_add(s, true);
  r->c[k] = 1;
  r->c[MAXV] = -c;
}

/* Whether rows[0..n) have no integer solution: true only when proven. */
static bool rows_empty(const Row *in, int n) {
  int64_t(*r)[W] = malloc(MAXROWS * sizeof *r);
  int64_t(*t)[W] = malloc(MAXROWS * sizeof *t);
  if (!r || !t)
    abort();
  int nr = 0;
  bool empty = false, gave_up = false;
  /* equalities: substitute through a unit coefficient, else two rows */
  Row *eqs = malloc((n ? n : 1) * sizeof *eqs);
  if (!eqs)
    abort();
  int ne = 0;
  for (int i = 0; i < n; i++)
    if (in[i].eq)
      eqs[ne++] = in[i];
  for (int i = 0; i < n && nr < MAXROWS; i++)
    if (!in[i].eq)
      memcpy(r[nr++], in[i].c, sizeof r[0]);
  for (int e = 0; e < ne && !empty && !gave_up; e++) {
    int64_t *q = eqs[e].c;
    if (cmir_cs_normalize(q, MAXV, true) == CMIR_CS_ROW_FALSE) {
      empty = true;
      break;
    }
    int k = -1;
    for (int i = 0; i < MAXV && k < 0; i++)
      if (q[i] == 1 || q[i] == -1)
        k = i;
    bool allz = true;
    for (int i = 0; i < MAXV; i++)
      allz &= q[i] == 0;
    if (allz) {
      empty = q[MAXV] != 0;
      continue;
    }
    if (k < 0) {
      if (nr + 2 > MAXROWS) {
        gave_up = true;
        break;
      }
      memcpy(r[nr++], q, sizeof r[0]);
      for (int i = 0; i < W; i++)
        r[nr][i] = -q[i];
      nr++;
      continue;
    }
    /* x_k = -(q - q_k x_k) / q_k */
    for (int f = e + 1; f < ne && !gave_up; f++) {
      int64_t a = eqs[f].c[k];
      if (a && !cmir_cs_combine(eqs[f].c, 1, eqs[f].c, -a * q[k], q, MAXV))
        gave_up = true;
    }
    for (int j = 0; j < nr && !gave_up; j++) {
      int64_t a = r[j][k];
      if (a && !cmir_cs_combine(r[j], 1, r[j], -a * q[k], q, MAXV))
        gave_up = true;
    }
  }
  free(eqs);
  for (int v = 0; v < MAXV && !empty && !gave_up; v++) {
    int nt = 0;
    for (int j = 0; j < nr && !gave_up; j++) {
      if (r[j][v] == 0) {
        if (nt == MAXROWS)
          gave_up = true;
        else
          memcpy(t[nt++], r[j], sizeof r[0]);
        continue;
      }
      if (r[j][v] < 0)
        continue;
      for (int k = 0; k < nr && !gave_up; k++) {
        if (r[k][v] >= 0)
          continue;
        if (nt == MAXROWS) {
          gave_up = true;
          break;
        }
        if (!cmir_cs_combine(t[nt], -r[k][v], r[j], r[j][v], r[k], MAXV)) {
          gave_up = true;
          break;
        }
        nt++;
      }
    }
    /* normalize, check the constant rows, drop duplicates */
    nr = 0;
    for (int j = 0; j < nt && !gave_up; j++) {
      cmir_cs_normalize(t[j], MAXV, false);
      bool allz = true;
      for (int i = 0; i < MAXV; i++)
        allz &= t[j][i] == 0;
      if (allz) {
        if (t[j][MAXV] < 0) {
          empty = true;
          break;
        }
        continue;
      }
      bool dup = false;
      for (int k = 0; k < nr && !dup; k++)
        dup = !memcmp(r[k], t[j], sizeof r[0]);
      if (!dup)
        memcpy(r[nr++], t[j], sizeof r[0]);
    }
  }
  if (!empty && !gave_up)
    for (int j = 0; j < nr; j++)
      if (r[j][MAXV] < 0) {
        bool allz = true;
        for (int i = 0; i < MAXV; i++)
          allz &= r[j][i] == 0;
        if (allz)
          empty = true;
      }
  free(r);
  free(t);
  return empty && !gave_up;
}

static bool sys_empty(CmirBoundSys *s, const int64_t *extra) {
  if (s->fail)
    return false;
  Row *rows = malloc((size_t)(s->nr + 1) * sizeof *rows);
  if (!rows)
    abort();
  memcpy(rows, s->rows, (size_t)s->nr * sizeof *rows);
  int n = s->nr;
  if (extra) {
    memcpy(rows[n].c, extra, sizeof rows[n].c);
    rows[n++].eq = false;
  }
  bool e = rows_empty(rows, n);
  free(rows);
  return e;
}

/* ---- linear forms of affine expressions ---- */

typedef struct Lin {
  int64_t c[W];
} Lin;

/* out = floordiv(e, c), c > 0, through a local variable q with
 * c * q <= e <= c * q + c - 1 unless e is a constant. */
static bool lin_floordiv(CmirBoundSys *s, const Lin *e, int64_t c, Lin *out) {
  memset(out, 0, sizeof *out);
  bool any = false;
  for (int i = 0; i < MAXV; i++)
    any |= e->c[i] != 0;
  if (!any) {
    out->c[MAXV] = cmir_cs_floordiv(e->c[MAXV], c);
    return true;
  }
  int k = var_new(s, NULL, false);
  if (k < 0)
    return false;
  Row *lo = row_add(s, false); /* e - c q >= 0 */
  memcpy(lo->c, e->c, sizeof lo->c);
  lo->c[k] -= c;
  Row *hi = row_add(s, false); /* c q + c - 1 - e >= 0 */
  for (int i = 0; i < W; i++)
    hi->c[i] = -e->c[i];
  hi->c[k] += c;
  hi->c[MAXV] += c - 1;
  out->c[k] = 1;
  return true;
}

static bool lin_expr(CmirBoundSys *s, const CmirAffineExpr *e, const CmirAffineMap *m,
                     CmirValue *const *opnds, Lin *out) {
  memset(out, 0, sizeof *out);
  switch (e->kind) {
  case CMIR_AFFINE_CONST:
    out->c[MAXV] = e->value;
    return true;
  case CMIR_AFFINE_DIM:
  case CMIR_AFFINE_SYM: {
    bool dim = e->kind == CMIR_AFFINE_DIM;
    CmirValue *v = opnds[dim ? e->position : m->ndims + e->position];
    int k = var_of(s, v, dim);
    if (k < 0)
      return false;
    out->c[k] = 1;
    return true;
  }
  default:
    break;
  }
  Lin a, b;
  if (!lin_expr(s, e->bin.lhs, m, opnds, &a) || !lin_expr(s, e->bin.rhs, m, opnds, &b))
    return false;
  bool bconst = true, aconst = true;
  for (int i = 0; i < MAXV; i++) {
    bconst &= b.c[i] == 0;
    aconst &= a.c[i] == 0;
  }
  switch (e->kind) {
  case CMIR_AFFINE_ADD:
    return cmir_cs_combine(out->c, 1, a.c, 1, b.c, MAXV);
  case CMIR_AFFINE_MUL:
    if (bconst)
      return cmir_cs_combine(out->c, b.c[MAXV], a.c, 0, b.c, MAXV);
    if (aconst)
      return cmir_cs_combine(out->c, a.c[MAXV], b.c, 0, a.c, MAXV);
    return false;
  default:
    break;
  }
  if (!bconst || b.c[MAXV] <= 0)
    return false;
  int64_t c = b.c[MAXV];
  if (e->kind == CMIR_AFFINE_CEILDIV) {
    if (__builtin_add_overflow(a.c[MAXV], c - 1, &a.c[MAXV]))
      return false;
    return lin_floordiv(s, &a, c, out);
  }
  Lin q;
  if (!lin_floordiv(s, &a, c, &q))
    return false;
  if (e->kind == CMIR_AFFINE_FLOORDIV) {
    *out = q;
    return true;
  }
  return cmir_cs_combine(out->c, 1, a.c, -c, q.c, MAXV); /* mod */
}

/* ---- loops ---- */

bool cmir_bsys_add_loop(CmirBoundSys *s, CmirValue *iv, CmirValue *lb, CmirValue *ub,
                        CmirValue *step) {
  int64_t st, l = 0, u = 0;
  if (!const_of(step, &st))
    return false;
  int kiv = var_of(s, iv, true);
  int klb = var_of(s, lb, false);
  int kub = var_of(s, ub, false);
  if (kiv < 0 || klb < 0 || kub < 0)
    return true; /* s->fail: nothing will be proven */
  bool lc = const_of(lb, &l), uc = const_of(ub, &u);
  if (lc)
    set_const(s, klb, l);
  if (uc)
    set_const(s, kub, u);
  Row *r = row_add(s, false); /* iv - lb >= 0 */
  r->c[kiv] = 1;
  r->c[klb] = -1;
  if (st <= 0) {
    s->fail = true;
    return true;
  }
  if (lc && uc && l + st >= u) {
    r = row_add(s, false); /* lb - iv >= 0 */
    r->c[kiv] = -1;
    r->c[klb] = 1;
    set_const(s, kiv, l); /* the system fixes it: MLIR folds it in */
    return true;
  }
  /* iv <= lb + step * ((ub - lb - 1) floordiv step) */
  Lin d, q;
  memset(&d, 0, sizeof d);
  d.c[kub] += 1;
  d.c[klb] -= 1;
  d.c[MAXV] = -1;
  if (lc && uc) {
    memset(&d, 0, sizeof d);
    if (__builtin_sub_overflow(u, l, &d.c[MAXV]) || d.c[MAXV] == INT64_MIN) {
      s->fail = true;
      return true;
    }
    d.c[MAXV] -= 1;
  }
  if (!lin_floordiv(s, &d, st, &q)) {
    s->fail = true;
    return true;
  }
  r = row_add(s, false);
  if (!cmir_cs_combine(r->c, st, q.c, 0, q.c, MAXV)) {
    s->fail = true;
    return true;
  }
  r->c[kiv] -= 1;
  if (lc)
    r->c[MAXV] += l;
  else
    r->c[klb] += 1;
  return true;
}

void cmir_bsys_add_peeled(CmirBoundSys *s, CmirValue *iv, CmirValue *ub, CmirValue *step,
                          bool inside) {
  int kiv = var_of(s, iv, true);
  int kub = var_of(s, ub, false);
  int kst = var_of(s, step, false);
  if (kiv < 0 || kub < 0 || kst < 0)
    return;
  int64_t c;
  if (const_of(ub, &c))
    set_const(s, kub, c);
  if (const_of(step, &c))
    set_const(s, kst, c);
  Row *r = row_add(s, false);
  if (inside) { /* ub - iv - step >= 0 */
    r->c[kiv] = -1;
    r->c[kub] = 1;
    r->c[kst] = -1;
  } else { /* iv - ub + step - 1 >= 0 */
    r->c[kiv] = 1;
    r->c[kub] = -1;
    r->c[kst] = 1;
    r->c[MAXV] = -1;
  }
}

/* ---- affine.min / affine.max ---- */

bool cmir_bsys_simplify_minmax(CmirBoundSys *s, CmirOp *op, const CmirAffineMap **map,
                               CmirValue ***opnds, uint32_t *nopnds) {
  bool is_min = cmir_op_isa(op, CMIR_OP_AFFINE_MIN);
  const CmirAttr *ma = cmir_op_get_prop(op, "map");
  if (!ma || ma->kind != CMIR_ATTR_AFFINE_MAP || s->fail)
    return false;
  const CmirAffineMap *m = ma->map.map;
  if (!m->nres || m->ndims + m->nsyms != op->nopnds || m->nres > 64)
    return false;
  CmirValue **ov = malloc((op->nopnds + 1) * sizeof *ov);
  if (!ov)
    abort();
  for (uint32_t i = 0; i < op->nopnds; i++)
    ov[i] = op->opnds[i].value;
  Lin *res = malloc(m->nres * sizeof *res);
  if (!res)
    abort();
  bool ok = true;
  for (uint32_t i = 0; i < m->nres && ok; i++)
    ok = lin_expr(s, m->exprs[i], m, ov, &res[i]);
  free(ov);
  /* MLIR finds no single bound in most systems with local variables (a
   * symbolic loop bound, a division): none is tried */
  for (int i = 0; i < s->nv; i++)
    ok &= s->vars[i].v != NULL;
  int best = -1;
  if (ok && !s->fail && !sys_empty(s, NULL)) {
    for (int k = (int)m->nres - 1; k >= 0 && best < 0; k--) {
      bool dom = true;
      for (uint32_t i = 0; i < m->nres && dom; i++) {
        if ((int)i == k)
          continue;
        int64_t x[W];
        /* min: e_i < e_k, i.e. e_k - e_i - 1 >= 0, must be impossible */
        if (!cmir_cs_combine(x, is_min ? 1 : -1, res[k].c, is_min ? -1 : 1, res[i].c, MAXV)) {
          dom = false;
          break;
        }
        x[MAXV] -= 1;
        dom = sys_empty(s, x);
      }
      if (dom)
        best = k;
    }
  }
  if (best < 0) {
    free(res);
    return false;
  }
  /* the chosen result over the system's values: known constants folded,
   * locals not expressible */
  int64_t *c = res[best].c;
  for (int i = 0; i < s->nv; i++) {
    if (!c[i])
      continue;
    int64_t k;
    bool known = s->vars[i].known ? (k = s->vars[i].cval, true) : const_of(s->vars[i].v, &k);
    if (!s->vars[i].v) {
      free(res);
      return false;
    }
    if (known) {
      int64_t p;
      if (__builtin_mul_overflow(c[i], k, &p) || __builtin_add_overflow(c[MAXV], p, &c[MAXV])) {
        free(res);
        return false;
      }
      c[i] = 0;
    }
  }
  CmirContext *ctx = cmir_op_context(op);
  int order[MAXV];
  uint32_t n = 0, nd = 0;
  for (int i = 0; i < s->nv; i++)
    if (c[i] && s->vars[i].dim && !cmir_affine_is_valid_symbol(s->vars[i].v))
      order[n++] = i;
  nd = n;
  for (int i = 0; i < s->nv; i++)
    if (c[i] && !s->vars[i].dim)
      order[n++] = i;
  for (int i = 0; i < s->nv; i++)
    if (c[i] && s->vars[i].dim && cmir_affine_is_valid_symbol(s->vars[i].v))
      order[n++] = i;
  const CmirAffineExpr *e = cmir_affine_const(ctx, 0);
  CmirValue **out = malloc((n + 1) * sizeof *out);
  if (!out)
    abort();
  for (uint32_t j = 0; j < n; j++) {
    const CmirAffineExpr *id = j < nd ? cmir_affine_dim(ctx, j) : cmir_affine_sym(ctx, j - nd);
    e = cmir_affine_bin(ctx, CMIR_AFFINE_ADD, e,
                        cmir_affine_bin(ctx, CMIR_AFFINE_MUL, id, cmir_affine_const(ctx, c[order[j]])));
    out[j] = s->vars[order[j]].v;
  }
  e = cmir_affine_bin(ctx, CMIR_AFFINE_ADD, e, cmir_affine_const(ctx, c[MAXV]));
  free(res);
  *map = cmir_affine_map(ctx, nd, n - nd, 1, &e);
  *opnds = out;
  *nopnds = n;
  return true;
}

CmirOp *cmir_bsys_minmax_apply(CmirBoundSys *s, CmirOp *op) {
  const CmirAffineMap *m;
  CmirValue **ops;
  uint32_t n;
  if (!cmir_bsys_simplify_minmax(s, op, &m, &ops, &n))
    return NULL;
  CmirContext *ctx = cmir_op_context(op);
  CmirOp *a = cmir_op_create_prop(ctx, CMIR_OP_AFFINE_APPLY, op->loc, n, ops, op->results[0].type,
                                  "map", cmir_attr_affine_map(ctx, m));
  free(ops);
  return a;
}
