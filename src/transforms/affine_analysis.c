/* Affine access analysis for affine-scalrep and affine-loop-fusion
 * (affine_analysis.h): subscripts and loop bounds as linear forms over
 * values, and a dependence test that projects the dependence system's
 * variables out one by one (Fourier-Motzkin, with the constant of each
 * constraint tightened to integers) to see whether it is empty.
 *
 * The forms: an index that is a constant is its value, one produced by
 * affine.apply is its map's expression substituted (a few levels deep), and
 * any other value is a variable. In a dependence system an induction
 * variable of an affine.for has two variables, one for each access (the
 * side), every other value one. Anything not linear (mod, divisions,
 * products of two values) is left out of the system: fewer constraints can
 * only make a dependence more likely. */
#include "transforms/affine_analysis.h"
#include "transforms/constraints.h"

#include <stdlib.h>
#include <string.h>

#define MAXV        32         /* variables in one system */
#define W           (MAXV + 1) /* coefficients then the constant */
#define MAXROWS     512        /* constraints during the projection */
#define APPLY_DEPTH 8          /* affine.apply producers substituted into an index */

/* ---- accesses ---- */

bool cmir_aff_is_access(const CmirOp *op) {
  return cmir_op_isa(op, CMIR_OP_AFFINE_LOAD) || cmir_op_isa(op, CMIR_OP_AFFINE_STORE);
}

bool cmir_aff_is_write(const CmirOp *op) { return cmir_op_isa(op, CMIR_OP_AFFINE_STORE); }

CmirValue *cmir_aff_memref(const CmirOp *op) {
  return op->opnds[cmir_aff_is_write(op) ? 1 : 0].value;
}

/* The access's map and its operands; NULL if malformed. */
static const CmirAffineMap *access_map(CmirOp *op, uint32_t *first) {
  uint32_t f = cmir_aff_is_write(op) ? 2 : 1;
  const CmirAttr *a = cmir_op_get_prop(op, "map");
  if (!a || a->kind != CMIR_ATTR_AFFINE_MAP || op->nopnds < f)
    return NULL;
  const CmirAffineMap *m = a->map.map;
  if (m->ndims + m->nsyms != op->nopnds - f)
    return NULL;
  *first = f;
  return m;
}

/* ---- linear forms ---- */

/* A variable: a value, and for an induction variable the side it belongs
 * to (0 or 1; other values have side 2); or (v NULL) the local variable
 * floordiv(expr, div) of a linear form (its W coefficients). */
typedef struct Var {
  CmirValue *v;
  int side;
  int64_t div;
  int64_t *expr;
} Var;

typedef struct Lin {
  int64_t c[W]; /* coefficient per variable, the constant at MAXV */
} Lin;

typedef struct Sys {
  Var vars[MAXV];
  int nv;
  bool fail; /* too many variables or an overflow: the answer is unknown */
  int64_t *rows;
  bool *eq;
  int nr, cap;
  int iv_side; /* the side the induction variables being read belong to */
} Sys;

static bool is_iv(const CmirValue *v) {
  if (!v->is_arg || v->is_arg != 1)
    return false;
  CmirBlock *b = ((const CmirBlockArg *)v)->block;
  CmirOp *p = b && b->parent ? b->parent->parent : NULL;
  return p && cmir_op_isa(p, CMIR_OP_AFFINE_FOR) && v->index == 0;
}

static int var_of(Sys *s, CmirValue *v) {
  int side = is_iv(v) ? s->iv_side : 2;
  for (int i = 0; i < s->nv; i++)
    if (s->vars[i].v == v && s->vars[i].side == side)
      return i;
  if (s->nv == MAXV) {
    s->fail = true;
    return -1;
  }
  s->vars[s->nv].v = v;
  s->vars[s->nv].side = side;
  return s->nv++;
}

static bool lin_value(Sys *s, CmirValue *v, Lin *out, int depth);
static int64_t *row_add(Sys *s, bool eq);
static void sys_free(Sys *s);

/* out = floordiv(e, c) for c > 0: the multiples of c in e come out as
 * linear terms, what is left is a local variable (one per distinct
 * remainder form), with c * q <= rest <= c * q + c - 1 added to s. */
static bool lin_floordiv(Sys *s, const Lin *e, int64_t c, Lin *out) {
  Lin rest;
  memset(out, 0, sizeof *out);
  bool any = false;
  for (int i = 0; i < W; i++) {
    int64_t q = cmir_cs_floordiv(e->c[i], c);
    out->c[i] = q;
    rest.c[i] = e->c[i] - q * c;
    any |= i < MAXV && rest.c[i];
  }
  if (!any) {
    out->c[MAXV] = e->c[MAXV] >= 0 ? e->c[MAXV] / c : cmir_cs_floordiv(e->c[MAXV], c);
    return true;
  }
  int k = -1;
  for (int i = 0; i < s->nv && k < 0; i++)
    if (!s->vars[i].v && s->vars[i].div == c && !memcmp(s->vars[i].expr, rest.c, sizeof rest.c))
      k = i;
  if (k < 0) {
    if (s->nv == MAXV) {
      s->fail = true;
      return false;
    }
    k = s->nv++;
    s->vars[k].v = NULL;
    s->vars[k].side = 3;
    s->vars[k].div = c;
    s->vars[k].expr = cmir_xmalloc(sizeof rest.c);
    memcpy(s->vars[k].expr, rest.c, sizeof rest.c);
    int64_t *lo = row_add(s, false);
    memcpy(lo, rest.c, sizeof rest.c);
    lo[k] -= c;
    int64_t *hi = row_add(s, false);
    for (int i = 0; i < W; i++)
      hi[i] = -rest.c[i];
    hi[k] += c;
    hi[MAXV] += c - 1;
  }
  out->c[k] += 1;
  return true;
}

static bool lin_expr(Sys *s, const CmirAffineExpr *e, const CmirAffineMap *m, CmirUse *opnds,
                     Lin *out, int depth) {
  memset(out, 0, sizeof *out);
  switch (e->kind) {
  case CMIR_AFFINE_CONST:
    out->c[MAXV] = e->value;
    return true;
  case CMIR_AFFINE_DIM:
    return e->position < m->ndims && lin_value(s, opnds[e->position].value, out, depth);
  case CMIR_AFFINE_SYM:
    return e->position < m->nsyms && lin_value(s, opnds[m->ndims + e->position].value, out, depth);
  default:
    break;
  }
  Lin l, r;
  if (!lin_expr(s, e->bin.lhs, m, opnds, &l, depth) ||
      !lin_expr(s, e->bin.rhs, m, opnds, &r, depth))
    return false;
  bool lconst = true, rconst = true;
  for (int i = 0; i < MAXV; i++) {
    lconst &= !l.c[i];
    rconst &= !r.c[i];
  }
  if (e->kind == CMIR_AFFINE_ADD) {
    for (int i = 0; i < W; i++)
      if (__builtin_add_overflow(l.c[i], r.c[i], &out->c[i]))
        return false;
    return true;
  }
  if (e->kind == CMIR_AFFINE_MUL) {
    if (!lconst && !rconst)
      return false;
    const Lin *x = lconst ? &r : &l;
    int64_t k = lconst ? l.c[MAXV] : r.c[MAXV];
    for (int i = 0; i < W; i++)
      if (__builtin_mul_overflow(x->c[i], k, &out->c[i]))
        return false;
    return true;
  }
  /* mod, floordiv, ceildiv by a positive constant. */
  int64_t b = r.c[MAXV];
  if (!rconst || b <= 0 || b > (INT64_C(1) << 31))
    return false;
  for (int i = 0; i < W; i++)
    if (l.c[i] > (INT64_C(1) << 40) || l.c[i] < -(INT64_C(1) << 40))
      return false;
  if (e->kind == CMIR_AFFINE_CEILDIV) /* ceildiv(x, b) = -floordiv(-x, b) */
    for (int i = 0; i < W; i++)
      l.c[i] = -l.c[i];
  Lin q;
  if (!lin_floordiv(s, &l, b, &q))
    return false;
  for (int i = 0; i < W; i++)
    if (e->kind == CMIR_AFFINE_FLOORDIV)
      out->c[i] = q.c[i];
    else if (e->kind == CMIR_AFFINE_CEILDIV)
      out->c[i] = -q.c[i];
    else /* x mod b = x - b * floordiv(x, b) */
      out->c[i] = l.c[i] - b * q.c[i];
  return true;
}

static bool lin_value(Sys *s, CmirValue *v, Lin *out, int depth) {
  memset(out, 0, sizeof *out);
  const CmirAttr *c = cmir_constant_value(v);
  if (c && c->kind == CMIR_ATTR_INTEGER && cmir_type_is_index(v->type)) {
    out->c[MAXV] = cmir_attr_int_value(c);
    return true;
  }
  CmirOp *d = cmir_value_def(v);
  if (d && cmir_op_isa(d, CMIR_OP_AFFINE_APPLY) && depth < APPLY_DEPTH) {
    const CmirAttr *a = cmir_op_get_prop(d, "map");
    if (a && a->kind == CMIR_ATTR_AFFINE_MAP && a->map.map->nres == 1 &&
        a->map.map->ndims + a->map.map->nsyms == d->nopnds)
      return lin_expr(s, a->map.map->exprs[0], a->map.map, d->opnds, out, depth + 1);
    return false;
  }
  int i = var_of(s, v);
  if (i < 0)
    return false;
  out->c[i] = 1;
  return true;
}

/* Subscript k of access op as a linear form, IVs on side. */
static bool lin_subscript(Sys *s, CmirOp *op, uint32_t k, int side, Lin *out) {
  uint32_t f;
  const CmirAffineMap *m = access_map(op, &f);
  if (!m || k >= m->nres)
    return false;
  s->iv_side = side;
  return lin_expr(s, m->exprs[k], m, op->opnds + f, out, 0);
}

bool cmir_aff_access_equal(CmirOp *a, CmirOp *b) {
  if (cmir_aff_memref(a) != cmir_aff_memref(b))
    return false;
  uint32_t fa, fb;
  const CmirAffineMap *ma = access_map(a, &fa), *mb = access_map(b, &fb);
  if (!ma || !mb || ma->nres != mb->nres)
    return false;
  Sys s;
  memset(&s, 0, sizeof s);
  for (uint32_t k = 0; k < ma->nres; k++) {
    Lin la, lb;
    if (lin_subscript(&s, a, k, 0, &la) && lin_subscript(&s, b, k, 0, &lb)) {
      if (memcmp(&la, &lb, sizeof la))
        goto differ;
      continue;
    }
    /* Not linear: the same expression of the same values. */
    if (ma->exprs[k] != mb->exprs[k] || ma->ndims != mb->ndims || ma->nsyms != mb->nsyms)
      goto differ;
    for (uint32_t i = 0; i < ma->ndims + ma->nsyms; i++)
      if (a->opnds[fa + i].value != b->opnds[fb + i].value)
        goto differ;
  }
  sys_free(&s);
  return true;
differ:
  sys_free(&s);
  return false;
}

bool cmir_aff_same_subscripts(CmirOp *a, CmirOp *const *la, CmirOp *b, CmirOp *const *lb,
                              uint32_t n, bool ivs_only) {
  uint32_t fa, fb;
  const CmirAffineMap *ma = access_map(a, &fa), *mb = access_map(b, &fb);
  if (!ma || !mb || ma->nres != mb->nres || n > MAXV / 2)
    return false;
  Sys s;
  memset(&s, 0, sizeof s);
  bool same = true;
  for (uint32_t k = 0; k < n; k++) {
    CmirBlock *body = cmir_op_regions(la[k])[0].first;
    s.vars[k].v = body && body->nargs ? body->args[0] : NULL;
    s.vars[k].side = 0;
  }
  s.nv = (int)n;
  Lin *sa = cmir_xmalloc(sizeof(Lin) * (ma->nres + 1));
  for (uint32_t k = 0; k < ma->nres && same; k++)
    same = lin_subscript(&s, a, k, 0, &sa[k]);
  for (uint32_t k = 0; k < n; k++) {
    CmirBlock *body = cmir_op_regions(lb[k])[0].first;
    s.vars[k].v = body && body->nargs ? body->args[0] : NULL;
  }
  for (uint32_t k = 0; k < ma->nres && same; k++) {
    Lin x;
    same = lin_subscript(&s, b, k, 0, &x) && !memcmp(&x, &sa[k], sizeof x);
    for (int i = (int)n; i < MAXV && same && ivs_only; i++)
      same = !x.c[i];
  }
  free(sa);
  sys_free(&s);
  return same;
}

/* ---- loops and blocks ---- */

CmirRegion *cmir_aff_scope(CmirOp *op) {
  for (CmirOp *p = cmir_op_parent(op); p; op = p, p = cmir_op_parent(p))
    if (cmir_op_traits(p) & CMIR_TRAIT_AFFINE_SCOPE)
      return op->block ? op->block->parent : NULL;
  return NULL;
}

/* The affine.for ops around op inside its affine scope, outermost first,
 * into loops (at most MAXV); the affine.if ops whose then-region holds op
 * into ifs when not NULL (at most MAXV). False if an op that may run its
 * region several times (other than affine.for) encloses op there: the
 * system would not describe its iterations. scf.if and an affine.if's else
 * region run at most once and add nothing. */
static bool enclosing_ops(CmirOp *op, CmirOp **loops, uint32_t *n, CmirOp **ifs, uint32_t *nifs) {
  uint32_t k = 0, ki = 0;
  CmirOp *rev[MAXV];
  for (CmirOp *x = op, *p = cmir_op_parent(op); p && !(cmir_op_traits(p) & CMIR_TRAIT_AFFINE_SCOPE);
       x = p, p = cmir_op_parent(p)) {
    if (cmir_op_isa(p, CMIR_OP_AFFINE_IF)) {
      if (ifs && x->block && x->block->parent == &cmir_op_regions(p)[0]) {
        if (ki == MAXV)
          return false;
        ifs[ki++] = p;
      }
      continue;
    }
    if (cmir_op_isa(p, CMIR_OP_SCF_IF))
      continue;
    if (!cmir_op_isa(p, CMIR_OP_AFFINE_FOR) || k == MAXV)
      return false;
    rev[k++] = p;
  }
  for (uint32_t i = 0; i < k; i++)
    loops[i] = rev[k - 1 - i];
  *n = k;
  if (nifs)
    *nifs = ki;
  return true;
}

static bool enclosing_loops(CmirOp *op, CmirOp **loops, uint32_t *n) {
  return enclosing_ops(op, loops, n, NULL, NULL);
}

uint32_t cmir_aff_common_loops(CmirOp *a, CmirOp *b) {
  CmirOp *la[MAXV], *lb[MAXV];
  uint32_t na = 0, nb = 0, n = 0;
  /* Loops beyond what enclosing_loops accepts: count the affine.for ops
   * outward from the innermost common ancestor. */
  if (!enclosing_loops(a, la, &na) || !enclosing_loops(b, lb, &nb)) {
    for (CmirOp *p = cmir_op_parent(a); p; p = cmir_op_parent(p))
      if (cmir_op_isa(p, CMIR_OP_AFFINE_FOR) && cmir_op_is_ancestor(p, b))
        n++;
    return n;
  }
  while (n < na && n < nb && la[n] == lb[n])
    n++;
  return n;
}

/* a's and b's ancestors in their innermost common block; false if their
 * innermost common region has several blocks and they are in different
 * ones, or they have none. */
static bool common_block_ancestors(CmirOp *a, CmirOp *b, CmirOp **pa, CmirOp **pb) {
  for (CmirOp *y = b; y; y = cmir_op_parent(y))
    for (CmirOp *x = a; x; x = cmir_op_parent(x)) {
      if (x->block && x->block == y->block) {
        *pa = x;
        *pb = y;
        return true;
      }
      if (x->block && y->block && x->block->parent == y->block->parent)
        return false;
    }
  return false;
}

/* srcAppearsBeforeDstInAncestralBlock; true when unsure. */
static bool before_in_common_block(CmirOp *src, CmirOp *dst) {
  CmirOp *x, *y;
  if (!common_block_ancestors(src, dst, &x, &y))
    return true;
  return x != y && cmir_op_before_in_block(x, y);
}

bool cmir_aff_dominates(CmirOp *a, CmirOp *b) {
  if (!a->block)
    return false;
  for (CmirOp *y = b; y; y = cmir_op_parent(y))
    if (y->block == a->block)
      return y != a && cmir_op_before_in_block(a, y);
  return false;
}

/* ---- constraint systems ---- */

static int64_t *row_add(Sys *s, bool eq) {
  if (s->nr == s->cap) {
    s->cap = s->cap ? s->cap * 2 : 32;
    s->rows = cmir_xrealloc(s->rows, sizeof(int64_t) * W * (size_t)s->cap);
    s->eq = cmir_xrealloc(s->eq, sizeof(bool) * (size_t)s->cap);
  }
  int64_t *r = s->rows + (size_t)s->nr * W;
  memset(r, 0, sizeof(int64_t) * W);
  s->eq[s->nr++] = eq;
  return r;
}

/* Adds a - b (+ k) == 0 or >= 0; false on overflow. */
static bool add_diff(Sys *s, const Lin *a, const Lin *b, int64_t k, bool eq) {
  int64_t *r = row_add(s, eq);
  for (int i = 0; i < W; i++)
    if (__builtin_sub_overflow(a->c[i], b ? b->c[i] : 0, &r[i]))
      return false;
  return !__builtin_add_overflow(r[MAXV], k, &r[MAXV]);
}

static void row_remove(Sys *s, int i) {
  s->nr--;
  if (i != s->nr) {
    memcpy(s->rows + (size_t)i * W, s->rows + (size_t)s->nr * W, sizeof(int64_t) * W);
    s->eq[i] = s->eq[s->nr];
  }
}

/* True if the system has no rational (and then no integer) solution; false
 * if it has one or the projection gave up. Consumes the rows. */
static bool sys_empty(Sys *s) {
  int64_t tmp[W];
  for (;;) {
    for (int i = 0; i < s->nr;) {
      CmirCsRow k = cmir_cs_normalize(s->rows + (size_t)i * W, MAXV, s->eq[i]);
      if (k == CMIR_CS_ROW_FALSE)
        return true;
      if (k == CMIR_CS_ROW_TRIVIAL)
        row_remove(s, i);
      else
        i++;
    }
    if (!s->nr)
      return false;
    /* An equality: substitute one of its variables away. */
    int er = -1, ev = -1;
    for (int i = 0; i < s->nr && ev < 0; i++)
      if (s->eq[i]) {
        int64_t *r = s->rows + (size_t)i * W;
        for (int v = 0; v < MAXV; v++)
          if (r[v] == 1 || r[v] == -1) {
            er = i, ev = v;
            break;
          }
        if (ev < 0)
          for (int v = 0; v < MAXV; v++)
            if (r[v]) {
              er = i, ev = v;
              break;
            }
      }
    if (er >= 0) {
      int64_t *e = s->rows + (size_t)er * W;
      int64_t a = e[ev];
      for (int i = 0; i < s->nr; i++) {
        int64_t *r = s->rows + (size_t)i * W;
        if (i == er || !r[ev])
          continue;
        /* |a| * r - sign(a) * r[ev] * e: a positive factor keeps >=. */
        int64_t m = a < 0 ? -a : a, q = a < 0 ? r[ev] : -r[ev];
        if (!cmir_cs_combine(tmp, m, r, q, e, MAXV))
          return false;
        memcpy(r, tmp, sizeof tmp);
      }
      row_remove(s, er);
      continue;
    }
    /* Only inequalities: eliminate the variable with the fewest pairs. */
    int best = -1;
    long bestcost = 0;
    for (int v = 0; v < MAXV; v++) {
      long pos = 0, neg = 0;
      for (int i = 0; i < s->nr; i++) {
        int64_t c = s->rows[(size_t)i * W + v];
        pos += c > 0;
        neg += c < 0;
      }
      if (!pos && !neg)
        continue;
      long cost = pos * neg - pos - neg;
      if (best < 0 || cost < bestcost)
        best = v, bestcost = cost;
    }
    if (best < 0)
      return false;
    int n0 = s->nr;
    for (int i = 0; i < n0; i++) {
      int64_t pi = s->rows[(size_t)i * W + best];
      if (pi <= 0)
        continue;
      for (int j = 0; j < n0; j++) {
        int64_t nj = s->rows[(size_t)j * W + best];
        if (nj >= 0)
          continue;
        if (s->nr >= MAXROWS)
          return false;
        int64_t *r = row_add(s, false);
        if (!cmir_cs_combine(r, -nj, s->rows + (size_t)i * W, pi, s->rows + (size_t)j * W,
                             MAXV))
          return false;
      }
    }
    /* Drop the rows that had the variable (the first n0 ones). */
    int w = 0;
    for (int i = 0; i < s->nr; i++) {
      if (i < n0 && s->rows[(size_t)i * W + best])
        continue;
      if (w != i) {
        memcpy(s->rows + (size_t)w * W, s->rows + (size_t)i * W, sizeof(int64_t) * W);
        s->eq[w] = s->eq[i];
      }
      w++;
    }
    s->nr = w;
  }
}

/* The bounds of loop (its IV on side) into s; results that are not
 * linear are left out. */
static bool add_domain(Sys *s, CmirOp *loop, int side) {
  uint32_t gs[3], gn[3];
  for (uint32_t g = 0; g < 3; g++)
    cmir_op_operand_group(loop, g, &gs[g], &gn[g]);
  CmirBlock *body = cmir_op_regions(loop)[0].first;
  if (!body || !body->nargs)
    return false;
  s->iv_side = side;
  Lin iv;
  if (!lin_value(s, body->args[0], &iv, 0))
    return false;
  for (int u = 0; u < 2; u++) {
    const CmirAttr *a = cmir_op_get_prop(loop, u ? "upperBoundMap" : "lowerBoundMap");
    if (!a || a->kind != CMIR_ATTR_AFFINE_MAP)
      continue;
    const CmirAffineMap *m = a->map.map;
    if (m->ndims + m->nsyms != gn[u])
      continue;
    for (uint32_t k = 0; k < m->nres; k++) {
      Lin b;
      s->iv_side = side;
      if (!lin_expr(s, m->exprs[k], m, loop->opnds + gs[u], &b, 0)) {
        if (s->fail)
          return false;
        continue;
      }
      /* lb <= iv, iv <= ub - 1 */
      if (!(u ? add_diff(s, &b, &iv, -1, false) : add_diff(s, &iv, &b, 0, false)))
        return false;
    }
  }
  return !s->fail;
}

/* The constraints of affine.if op's condition (linear ones) into s. */
static bool add_if_domain(Sys *s, CmirOp *op, int side) {
  const CmirAttr *a = cmir_op_get_attr(op, "condition");
  if (!a || a->kind != CMIR_ATTR_INTEGER_SET)
    return true;
  const CmirAffineMap *set = a->map.map;
  if (set->ndims + set->nsyms != op->nopnds || !set->eq)
    return true;
  for (uint32_t k = 0; k < set->nres; k++) {
    Lin c;
    s->iv_side = side;
    if (!lin_expr(s, set->exprs[k], set, op->opnds, &c, 0)) {
      if (s->fail)
        return false;
      continue;
    }
    if (!add_diff(s, &c, NULL, 0, set->eq[k]))
      return false;
  }
  return true;
}

static void sys_free(Sys *s) {
  for (int i = 0; i < s->nv; i++)
    free(s->vars[i].expr);
  free(s->rows);
  free(s->eq);
}

/* The dependence system of src (side 0) and dst (side 1) with rel[k]
 * between the induction variables of loops ps[k] (src's side) and pd[k]
 * (dst's): empty or not. */
static CmirAffDep dep_system(CmirOp *src, CmirOp *dst, CmirOp *const *ps, CmirOp *const *pd,
                             const CmirAffRel *rel, uint32_t npairs) {
  CmirOp *ls[MAXV], *ld[MAXV], *is[MAXV], *id[MAXV];
  uint32_t ns, nd, nis, nid;
  if (!enclosing_ops(src, ls, &ns, is, &nis) || !enclosing_ops(dst, ld, &nd, id, &nid))
    return CMIR_AFF_DEP_FAIL;
  uint32_t fs, fd;
  const CmirAffineMap *ms = access_map(src, &fs), *md = access_map(dst, &fd);
  if (!ms || !md || ms->nres != md->nres)
    return CMIR_AFF_DEP_FAIL;
  Sys s;
  memset(&s, 0, sizeof s);
  CmirAffDep res = CMIR_AFF_DEP_FAIL;
  for (uint32_t i = 0; i < ns; i++)
    if (!add_domain(&s, ls[i], 0))
      goto out;
  for (uint32_t i = 0; i < nd; i++)
    if (!add_domain(&s, ld[i], 1))
      goto out;
  for (uint32_t i = 0; i < nis; i++)
    if (!add_if_domain(&s, is[i], 0))
      goto out;
  for (uint32_t i = 0; i < nid; i++)
    if (!add_if_domain(&s, id[i], 1))
      goto out;
  for (uint32_t k = 0; k < ms->nres; k++) {
    Lin a, b;
    bool la = lin_subscript(&s, src, k, 0, &a);
    if (s.fail)
      goto out;
    bool lb = lin_subscript(&s, dst, k, 1, &b);
    if (s.fail)
      goto out;
    if (la && lb && !add_diff(&s, &a, &b, 0, true))
      goto out;
  }
  for (uint32_t i = 0; i < npairs; i++) {
    if (rel[i] == CMIR_AFF_ANY)
      continue;
    CmirBlock *bs = cmir_op_regions(ps[i])[0].first, *bd = cmir_op_regions(pd[i])[0].first;
    if (!bs || !bs->nargs || !bd || !bd->nargs)
      goto out;
    Lin a, b;
    s.iv_side = 0;
    if (!lin_value(&s, bs->args[0], &a, 0))
      goto out;
    s.iv_side = 1;
    if (!lin_value(&s, bd->args[0], &b, 0))
      goto out;
    bool ok = rel[i] == CMIR_AFF_EQ   ? add_diff(&s, &b, &a, 0, true)
              : rel[i] == CMIR_AFF_GT ? add_diff(&s, &b, &a, -1, false) /* dst - src - 1 >= 0 */
                                      : add_diff(&s, &a, &b, -1, false);
    if (!ok)
      goto out;
  }
  res = sys_empty(&s) ? CMIR_AFF_DEP_NONE : CMIR_AFF_DEP_HAS;
out:
  sys_free(&s);
  return res;
}

CmirAffDep cmir_aff_paired_dependence(CmirOp *src, CmirOp *dst, CmirOp *const *ps,
                                      CmirOp *const *pd, const CmirAffRel *rel, uint32_t n) {
  if (cmir_aff_memref(src) != cmir_aff_memref(dst))
    return CMIR_AFF_DEP_NONE;
  if (!cmir_aff_is_write(src) && !cmir_aff_is_write(dst))
    return CMIR_AFF_DEP_NONE;
  if (cmir_aff_scope(src) != cmir_aff_scope(dst) || !cmir_aff_scope(src) || n > MAXV)
    return CMIR_AFF_DEP_FAIL;
  return dep_system(src, dst, ps, pd, rel, n);
}

CmirAffDep cmir_aff_dependence(CmirOp *src, CmirOp *dst, uint32_t depth) {
  if (cmir_aff_memref(src) != cmir_aff_memref(dst))
    return CMIR_AFF_DEP_NONE;
  if (!cmir_aff_is_write(src) && !cmir_aff_is_write(dst))
    return CMIR_AFF_DEP_NONE;
  if (cmir_aff_scope(src) != cmir_aff_scope(dst) || !cmir_aff_scope(src))
    return CMIR_AFF_DEP_FAIL;
  CmirOp *ls[MAXV], *ld[MAXV];
  uint32_t ns, nd;
  if (!enclosing_loops(src, ls, &ns) || !enclosing_loops(dst, ld, &nd))
    return CMIR_AFF_DEP_FAIL;
  uint32_t nc = 0;
  while (nc < ns && nc < nd && ls[nc] == ld[nc])
    nc++;
  if (depth > nc && !before_in_common_block(src, dst))
    return CMIR_AFF_DEP_NONE;
  /* The common loops: the same iteration above depth - 1, src's earlier
   * at depth - 1. */
  CmirAffRel rel[MAXV];
  uint32_t nord = nc < depth ? nc : depth;
  for (uint32_t i = 0; i < nord; i++)
    rel[i] = i + 1 == depth ? CMIR_AFF_GT : CMIR_AFF_EQ;
  return dep_system(src, dst, ls, ls, rel, nord);
}

/* ---- aliasing and intervening effects ---- */

static bool is_alloc(CmirValue *v) {
  CmirOp *d = cmir_value_def(v);
  return d && (cmir_op_isa(d, CMIR_OP_MEMREF_ALLOC) || cmir_op_isa(d, CMIR_OP_MEMREF_ALLOCA));
}

static bool is_func_arg(CmirValue *v) {
  if (v->is_arg != 1)
    return false;
  CmirBlock *b = ((CmirBlockArg *)v)->block;
  CmirOp *p = b && b->parent ? b->parent->parent : NULL;
  return p && (cmir_op_traits(p) & CMIR_TRAIT_FUNCTION_LIKE) && b == b->parent->first;
}

bool cmir_aff_may_alias(CmirValue *a, CmirValue *b) {
  if (a == b)
    return true;
  bool aa = is_alloc(a), ba = is_alloc(b);
  if (aa && ba)
    return false;
  if ((aa && is_func_arg(b)) || (ba && is_func_arg(a)))
    return false;
  return true;
}

/* True if src may touch what dst accesses within the minloops outermost
 * loops around both (mayHaveEffect). */
static bool may_have_effect(CmirOp *src, CmirOp *dst, uint32_t minloops) {
  if (cmir_aff_memref(src) != cmir_aff_memref(dst) || cmir_aff_scope(src) != cmir_aff_scope(dst))
    return true;
  uint32_t ns = cmir_aff_common_loops(src, dst);
  for (uint32_t d = ns + 1; d > minloops; d--)
    if (cmir_aff_dependence(src, dst, d) != CMIR_AFF_DEP_NONE)
      return true;
  return false;
}

typedef struct Intervene {
  CmirOp *start, *mem;
  CmirValue *memref;
  bool write; /* the effect looked for: write, else read */
  bool found;
} Intervene;

static void check_op(Intervene *iv, CmirOp *op) {
  if (iv->found)
    return;
  CmirValue *target = NULL; /* memref the op reads or writes */
  bool w = false, affine = false;
  switch (cmir_op_id(op)) {
  case CMIR_OP_AFFINE_LOAD:
    target = op->opnds[0].value, affine = true;
    break;
  case CMIR_OP_AFFINE_STORE:
    target = op->opnds[1].value, w = true, affine = true;
    break;
  case CMIR_OP_MEMREF_LOAD:
    target = op->opnds[0].value;
    break;
  case CMIR_OP_MEMREF_STORE:
    target = op->opnds[1].value, w = true;
    break;
  case CMIR_OP_MEMREF_ALLOC:
  case CMIR_OP_MEMREF_ALLOCA:
  case CMIR_OP_MEMREF_DEALLOC:
    return;
  default:
    if (cmir_op_traits(op) & CMIR_TRAIT_RECURSIVE_EFFECTS) {
      for (uint32_t r = 0; r < op->nregions; r++)
        for (CmirBlock *b = cmir_op_regions(op)[r].first; b; b = b->next)
          for (CmirOp *o = b->first; o; o = o->next)
            check_op(iv, o);
      return;
    }
    if (cmir_op_traits(op) & CMIR_TRAIT_PURE)
      return;
    iv->found = true;
    return;
  }
  if (w != iv->write)
    return;
  if (target != iv->memref && !cmir_aff_may_alias(target, iv->memref))
    return;
  if (affine) {
    if (may_have_effect(op, iv->mem, cmir_aff_common_loops(iv->start, iv->mem)))
      iv->found = true;
    return;
  }
  iv->found = true;
}

/* All paths from `from` to `until` (from's region holds until's). */
static void check_paths(Intervene *iv, CmirOp *from, CmirOp *until) {
  if (!from->block || !until->block) {
    iv->found = true;
    return;
  }
  if (from->block->parent != until->block->parent) {
    CmirOp *p = cmir_op_parent(until);
    if (!p) {
      iv->found = true;
      return;
    }
    check_paths(iv, from, p);
    check_op(iv, p);
    return;
  }
  for (CmirOp *o = from->next; o && o != until; o = o->next)
    check_op(iv, o);
  if (until->block == from->block)
    return;
  /* Successor blocks, each once, up to until. */
  CMIR_VEC(CmirBlock *) todo = {0}, done = {0};
  if (from->block->last)
    for (uint32_t i = 0; i < from->block->last->nsuccs; i++)
      cmir_vec_push(&todo, cmir_op_succs(from->block->last)[i].block);
  while (todo.len && !iv->found) {
    CmirBlock *b = todo.data[--todo.len];
    bool seen = false;
    for (uint32_t i = 0; i < done.len; i++)
      seen |= done.data[i] == b;
    if (seen)
      continue;
    cmir_vec_push(&done, b);
    bool stop = false;
    for (CmirOp *o = b->first; o; o = o->next) {
      if (o == until) {
        stop = true;
        break;
      }
      check_op(iv, o);
    }
    if (!stop && b->last)
      for (uint32_t i = 0; i < b->last->nsuccs; i++)
        cmir_vec_push(&todo, cmir_op_succs(b->last)[i].block);
  }
  cmir_vec_free(&todo);
  cmir_vec_free(&done);
}

bool cmir_aff_no_intervening(CmirOp *start, CmirOp *mem, bool write) {
  Intervene iv = {start, mem, cmir_aff_memref(mem), write, false};
  /* start's region must hold mem */
  bool inside = false;
  for (CmirOp *y = mem; y && !inside; y = cmir_op_parent(y))
    inside = y->block && start->block && y->block->parent == start->block->parent;
  if (!inside)
    return false;
  check_paths(&iv, start, mem);
  return !iv.found;
}
