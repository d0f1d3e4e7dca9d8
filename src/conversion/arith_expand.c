/* arith-expand: the arith ops that have no LLVM counterpart become
 * sequences of simpler arith ops, as MLIR 19's ArithExpandOps writes them:
 *   ceildivsi a, b = q = a / b; (a != q * b && (a < 0) == (b < 0)) ? q + 1 : q
 *     (not MLIR 19's `(a > 0 && b > 0) || (a < 0 && b < 0)
 *     ? 1 + (a + (b > 0 ? -1 : 1)) / b : -(-a / b)`, which negates INT_MIN
 *     and divides INT_MIN by -1 in the branch it does not select:
 *     docs/mlir19-findings.md);
 *   ceildivui a, b = a == 0 ? 0 : (a - 1) / b + 1
 *   floordivsi a, b = q = a / b; (a != q * b && (a < 0) != (b < 0)) ? q - 1 : q
 *   maxsi, maxui, minsi, minui: cmpi sgt / ugt / slt / ult and select;
 *   maximumf / minimumf: cmpf ugt / ult and select; for equal operands the
 *     bits of both and-ed (max) or or-ed (min), so that max(-0, +0) = +0
 *     and min(-0, +0) = -0; then rhs if rhs is NaN;
 *   maxnumf / minnumf: the same, then rhs if lhs is NaN.
 * MLIR 19 leaves out the equal-operand step and so returns rhs for
 * minimumf(-0.0, +0.0) (docs/mlir19-findings.md).
 * With include-bf16=true, also (as MLIR 19) on integer bits:
 *   extf bf16 -> f32: bitcast to i16, extui to i32, shli 16, bitcast to f32;
 *   truncf f32 -> bf16 (no rounding mode given): round to nearest even by
 *     adding 0x7fff plus bit 16 and shifting right by 16; NaN becomes the
 *     quiet NaN 0x7fc0.
 * cmir_arith_expand_divisions expands only the three divisions: what
 * convert-arith-to-llvm cannot lower. */
#include "transforms/conversion.h"

#include <stdlib.h>
#include <string.h>

typedef struct Ex {
  CmirRewriter *rw;
  CmirLoc loc;
  const CmirType *t; /* operand type */
} Ex;

/* A constant of the operand type (a splat for vectors). */
static CmirValue *cst(Ex *x, int64_t v) {
  CmirContext *ctx = cmir_rw_context(x->rw);
  const CmirAttr *a;
  if (x->t->kind == CMIR_TYPE_VECTOR) {
    const CmirType *e = x->t->shaped.elem;
    uint32_t eb = cmir_dense_elem_bytes(e);
    unsigned char buf[16] = {0};
    memcpy(buf, &v, eb < 8 ? eb : 8);
    a = cmir_attr_dense(ctx, x->t, buf, eb, true);
  } else {
    a = cmir_attr_int(ctx, x->t, v);
  }
  CmirNamedAttr p = {cmir_ident(ctx, "value"), a};
  return &cmir_rw_create(x->rw, CMIR_OP_ARITH_CONSTANT, x->loc, 0, NULL, 1, &x->t, 1, &p)
              ->results[0];
}

static CmirValue *bin(Ex *x, unsigned name, CmirValue *a, CmirValue *b) {
  CmirValue *ops[2] = {a, b};
  return &cmir_rw_create(x->rw, name, x->loc, 2, ops, 1, &a->type, 0, NULL)->results[0];
}

static const CmirType *i1_like(Ex *x, const CmirType *t) {
  CmirContext *ctx = cmir_rw_context(x->rw);
  const CmirType *i1 = cmir_type_int(ctx, 1, CMIR_SIGNLESS);
  if (t->kind != CMIR_TYPE_VECTOR)
    return i1;
  return cmir_type_vector(ctx, t->shaped.rank, t->shaped.shape, t->shaped.scalable, i1);
}

static CmirValue *cmp(Ex *x, unsigned name, int64_t pred, CmirValue *a, CmirValue *b) {
  CmirContext *ctx = cmir_rw_context(x->rw);
  CmirValue *ops[2] = {a, b};
  const CmirType *rt = i1_like(x, a->type);
  CmirNamedAttr p = {cmir_ident(ctx, "predicate"), cmir_attr_int(ctx, ctx->i64, pred)};
  return &cmir_rw_create(x->rw, name, x->loc, 2, ops, 1, &rt, 1, &p)->results[0];
}

static CmirValue *sel(Ex *x, CmirValue *c, CmirValue *a, CmirValue *b) {
  CmirValue *ops[3] = {c, a, b};
  return &cmir_rw_create(x->rw, CMIR_OP_ARITH_SELECT, x->loc, 3, ops, 1, &a->type, 0, NULL)
              ->results[0];
}

enum { EQ = 0, NE = 1, SLT = 2, SGT = 4, F_OEQ = 1, F_UGT = 9, F_ULT = 11, F_UNO = 14 };

/* The integer type (or vector of it) as wide as the float type t. */
static const CmirType *int_like(Ex *x, const CmirType *t) {
  CmirContext *ctx = cmir_rw_context(x->rw);
  const CmirType *e = t->kind == CMIR_TYPE_VECTOR ? t->shaped.elem : t;
  static const uint32_t width[] = {
      [CMIR_F_BF16] = 16, [CMIR_F_F16] = 16, [CMIR_F_TF32] = 32, [CMIR_F_F32] = 32,
      [CMIR_F_F64] = 64,  [CMIR_F_F80] = 80, [CMIR_F_F128] = 128};
  const CmirType *i = cmir_type_int(ctx, width[e->flt.fk], CMIR_SIGNLESS);
  if (t->kind != CMIR_TYPE_VECTOR)
    return i;
  return cmir_type_vector(ctx, t->shaped.rank, t->shaped.shape, t->shaped.scalable, i);
}

static CmirValue *bitcast(Ex *x, CmirValue *v, const CmirType *to) {
  return &cmir_rw_create(x->rw, CMIR_OP_ARITH_BITCAST, x->loc, 1, &v, 1, &to, 0, NULL)->results[0];
}

static CmirValue *cast1(Ex *x, unsigned id, CmirValue *v, const CmirType *to) {
  return &cmir_rw_create(x->rw, id, x->loc, 1, &v, 1, &to, 0, NULL)->results[0];
}

/* A constant of type t (scalar or vector of integers). */
static CmirValue *cst_of(Ex *x, const CmirType *t, int64_t v) {
  const CmirType *save = x->t;
  x->t = t;
  CmirValue *r = cst(x, v);
  x->t = save;
  return r;
}

/* t with its element type replaced by e (a vector stays a vector). */
static const CmirType *with_elem(Ex *x, const CmirType *t, const CmirType *e) {
  if (t->kind != CMIR_TYPE_VECTOR)
    return e;
  return cmir_type_vector(cmir_rw_context(x->rw), t->shaped.rank, t->shaped.shape,
                          t->shaped.scalable, e);
}

static bool is_float_kind(const CmirType *t, int fk) {
  const CmirType *e = t->kind == CMIR_TYPE_VECTOR ? t->shaped.elem : t;
  return e->kind == CMIR_TYPE_FLOAT && e->flt.fk == fk;
}

static bool int_operands(CmirOp *op, CmirValue *const *opnds) {
  const CmirType *t = opnds[0]->type;
  const CmirType *e = t->kind == CMIR_TYPE_VECTOR ? t->shaped.elem : t;
  return op->nopnds == 2 && opnds[1]->type == t &&
         (e->kind == CMIR_TYPE_INTEGER || e->kind == CMIR_TYPE_INDEX) &&
         (e->kind == CMIR_TYPE_INDEX || e->integer.width <= 64);
}

/* ceildivsi (user NULL) and floordivsi (user non-NULL): q = a / b, moved one
 * toward +inf when inexact with the signs the same, toward -inf when they
 * differ. */
static CmirStatus signed_div_round(CmirRewriter *rw, CmirOp *op, CmirValue *const *o, void *user) {
  if (!int_operands(op, o))
    return CMIR_FAIL;
  bool floor = user != NULL;
  Ex x = {rw, op->loc, o[0]->type};
  CmirValue *a = o[0], *b = o[1];
  CmirValue *q = bin(&x, CMIR_OP_ARITH_DIVSI, a, b);
  CmirValue *ne = cmp(&x, CMIR_OP_ARITH_CMPI, NE, a, bin(&x, CMIR_OP_ARITH_MULI, q, b));
  CmirValue *zero = cst(&x, 0);
  CmirValue *an = cmp(&x, CMIR_OP_ARITH_CMPI, SLT, a, zero);
  CmirValue *bn = cmp(&x, CMIR_OP_ARITH_CMPI, SLT, b, zero);
  CmirValue *signs = cmp(&x, CMIR_OP_ARITH_CMPI, floor ? NE : EQ, an, bn);
  CmirValue *c = bin(&x, CMIR_OP_ARITH_ANDI, ne, signs);
  CmirValue *step = cst(&x, floor ? -1 : 1);
  CmirValue *r = sel(&x, c, bin(&x, CMIR_OP_ARITH_ADDI, q, step), q);
  cmir_rw_replace_op(rw, op, &r);
  return CMIR_OK;
}

static CmirStatus ceildivui(CmirRewriter *rw, CmirOp *op, CmirValue *const *o, void *user) {
  (void)user;
  if (!int_operands(op, o))
    return CMIR_FAIL;
  Ex x = {rw, op->loc, o[0]->type};
  CmirValue *zero = cst(&x, 0);
  CmirValue *is0 = cmp(&x, CMIR_OP_ARITH_CMPI, EQ, o[0], zero);
  CmirValue *one = cst(&x, 1);
  CmirValue *q = bin(&x, CMIR_OP_ARITH_DIVUI, bin(&x, CMIR_OP_ARITH_SUBI, o[0], one), o[1]);
  CmirValue *r = sel(&x, is0, zero, bin(&x, CMIR_OP_ARITH_ADDI, q, one));
  cmir_rw_replace_op(rw, op, &r);
  return CMIR_OK;
}

/* user: the cmpi predicate. */
static CmirStatus int_minmax(CmirRewriter *rw, CmirOp *op, CmirValue *const *o, void *user) {
  if (!int_operands(op, o))
    return CMIR_FAIL;
  Ex x = {rw, op->loc, o[0]->type};
  CmirValue *c = cmp(&x, CMIR_OP_ARITH_CMPI, (int64_t)(intptr_t)user, o[0], o[1]);
  CmirValue *r = sel(&x, c, o[0], o[1]);
  cmir_rw_replace_op(rw, op, &r);
  return CMIR_OK;
}

/* user: "gt" or "lt", and whether NaN is tested on the lhs (maxnumf). */
static CmirStatus float_minmax(CmirRewriter *rw, CmirOp *op, CmirValue *const *o, void *user) {
  const char *kind = user;
  if (op->nopnds != 2)
    return CMIR_FAIL;
  const CmirType *t = o[0]->type;
  const CmirType *e = t->kind == CMIR_TYPE_VECTOR ? t->shaped.elem : t;
  if (e->kind != CMIR_TYPE_FLOAT || e->flt.fk == CMIR_F_TF32 || e->flt.fk == CMIR_F_F80)
    return CMIR_FAIL;
  Ex x = {rw, op->loc, t};
  CmirValue *a = o[0], *b = o[1];
  CmirValue *c = cmp(&x, CMIR_OP_ARITH_CMPF, kind[0] == 'g' ? F_UGT : F_ULT, a, b);
  CmirValue *s = sel(&x, c, a, b);
  /* Equal operands differ only in the sign of zero: -0 has the sign bit. */
  CmirValue *eq = cmp(&x, CMIR_OP_ARITH_CMPF, F_OEQ, a, b);
  const CmirType *it = int_like(&x, t);
  CmirValue *ai = bitcast(&x, a, it);
  CmirValue *bi = bitcast(&x, b, it);
  CmirValue *bits = bin(&x, kind[0] == 'g' ? CMIR_OP_ARITH_ANDI : CMIR_OP_ARITH_ORI, ai, bi);
  s = sel(&x, eq, bitcast(&x, bits, t), s);
  CmirValue *n = kind[1] == 'l' ? a : b;
  CmirValue *nan = cmp(&x, CMIR_OP_ARITH_CMPF, F_UNO, n, n);
  CmirValue *r = sel(&x, nan, b, s);
  cmir_rw_replace_op(rw, op, &r);
  return CMIR_OK;
}

static CmirStatus extf_bf16(CmirRewriter *rw, CmirOp *op, CmirValue *const *o, void *user) {
  (void)user;
  const CmirType *t = o[0]->type, *rt = op->results[0].type;
  if (!is_float_kind(t, CMIR_F_BF16) || !is_float_kind(rt, CMIR_F_F32))
    return CMIR_FAIL;
  CmirContext *ctx = cmir_rw_context(rw);
  Ex x = {rw, op->loc, t};
  const CmirType *i16 = with_elem(&x, t, cmir_type_int(ctx, 16, CMIR_SIGNLESS));
  const CmirType *i32 = with_elem(&x, t, cmir_type_int(ctx, 32, CMIR_SIGNLESS));
  CmirValue *bits = bitcast(&x, o[0], i16);
  CmirValue *wide = cast1(&x, CMIR_OP_ARITH_EXTUI, bits, i32);
  CmirValue *c16 = cst_of(&x, i32, 16);
  CmirValue *r = bitcast(&x, bin(&x, CMIR_OP_ARITH_SHLI, wide, c16), rt);
  cmir_rw_replace_op(rw, op, &r);
  return CMIR_OK;
}

static CmirStatus truncf_bf16(CmirRewriter *rw, CmirOp *op, CmirValue *const *o, void *user) {
  (void)user;
  const CmirType *t = o[0]->type, *rt = op->results[0].type;
  if (!is_float_kind(t, CMIR_F_F32) || !is_float_kind(rt, CMIR_F_BF16) ||
      cmir_op_get_prop(op, "roundingmode"))
    return CMIR_FAIL;
  CmirContext *ctx = cmir_rw_context(rw);
  Ex x = {rw, op->loc, t};
  const CmirType *i16 = with_elem(&x, t, cmir_type_int(ctx, 16, CMIR_SIGNLESS));
  const CmirType *i32 = with_elem(&x, t, cmir_type_int(ctx, 32, CMIR_SIGNLESS));
  enum { F_UNE = 13 };
  CmirValue *nan = cmp(&x, CMIR_OP_ARITH_CMPF, F_UNE, o[0], o[0]);
  CmirValue *c7fff = cst_of(&x, i32, 0x7fff);
  CmirValue *qnan = cst_of(&x, i16, 0x7fc0);
  CmirValue *c16 = cst_of(&x, i32, 16);
  CmirValue *c1 = cst_of(&x, i32, 1);
  CmirValue *bits = bitcast(&x, o[0], i32);
  CmirValue *lsb = bin(&x, CMIR_OP_ARITH_ANDI, bin(&x, CMIR_OP_ARITH_SHRUI, bits, c16), c1);
  CmirValue *biased = bin(&x, CMIR_OP_ARITH_ADDI, bits, bin(&x, CMIR_OP_ARITH_ADDI, lsb, c7fff));
  CmirValue *high = cast1(&x, CMIR_OP_ARITH_TRUNCI, bin(&x, CMIR_OP_ARITH_SHRUI, biased, c16), i16);
  CmirValue *r = bitcast(&x, sel(&x, nan, qnan, high), rt);
  cmir_rw_replace_op(rw, op, &r);
  return CMIR_OK;
}

/* Legality with include-bf16: only extf bf16 -> f32 and truncf f32 -> bf16
 * are illegal. */
static bool bf16_legal(CmirOp *op, void *user) {
  (void)user;
  const CmirType *in = op->opnds[0].value->type, *out = op->results[0].type;
  if (cmir_op_isa(op, CMIR_OP_ARITH_EXTF))
    return !(is_float_kind(in, CMIR_F_BF16) && is_float_kind(out, CMIR_F_F32));
  return !(is_float_kind(in, CMIR_F_F32) && is_float_kind(out, CMIR_F_BF16));
}

static const CmirPattern bf16_patterns[] = {
    {CMIR_OP_ARITH_EXTF, extf_bf16, NULL, NULL, NULL},
    {CMIR_OP_ARITH_TRUNCF, truncf_bf16, NULL, NULL, NULL},
};

static const CmirPattern expand_patterns[] = {
    {CMIR_OP_ARITH_CEILDIVSI, signed_div_round, NULL, NULL, NULL},
    {CMIR_OP_ARITH_CEILDIVUI, ceildivui, NULL, NULL, NULL},
    {CMIR_OP_ARITH_FLOORDIVSI, signed_div_round, (void *)1, NULL, NULL},
    {CMIR_OP_ARITH_MAXSI, int_minmax, (void *)(intptr_t)4, NULL, NULL},
    {CMIR_OP_ARITH_MAXUI, int_minmax, (void *)(intptr_t)8, NULL, NULL},
    {CMIR_OP_ARITH_MINSI, int_minmax, (void *)(intptr_t)2, NULL, NULL},
    {CMIR_OP_ARITH_MINUI, int_minmax, (void *)(intptr_t)6, NULL, NULL},
    {CMIR_OP_ARITH_MAXIMUMF, float_minmax, (void *)"gr", NULL, NULL},
    {CMIR_OP_ARITH_MINIMUMF, float_minmax, (void *)"lr", NULL, NULL},
    {CMIR_OP_ARITH_MAXNUMF, float_minmax, (void *)"gl", NULL, NULL},
    {CMIR_OP_ARITH_MINNUMF, float_minmax, (void *)"ll", NULL, NULL},
};

/* Expands the ops of patterns[0..n) in module; with bf16, also extf and
 * truncf between bf16 and f32. */
static CmirStatus expand(CmirOp *module, const CmirPattern *patterns, size_t n, bool bf16) {
  CmirContext *ctx = cmir_op_context(module);
  CmirConvTarget *t = cmir_cv_target_create(ctx);
  cmir_cv_target_set_dialect(t, "arith", CMIR_LEGALITY_LEGAL, NULL, NULL);
  CmirPattern *all = cmir_xmalloc(sizeof *all * (n + 2));
  memcpy(all, patterns, sizeof *all * n);
  for (size_t i = 0; i < n; i++)
    cmir_cv_target_set_op(t, patterns[i].op, CMIR_LEGALITY_ILLEGAL, NULL, NULL);
  if (bf16) {
    for (size_t i = 0; i < 2; i++) {
      all[n++] = bf16_patterns[i];
      cmir_cv_target_set_op(t, bf16_patterns[i].op, CMIR_LEGALITY_DYNAMIC, bf16_legal, NULL);
    }
  }
  CmirStatus rc = cmir_cv_apply(module, t, all, n, CMIR_CONVERSION_PARTIAL);
  free(all);
  cmir_cv_target_destroy(t);
  return rc;
}

CmirStatus cmir_pass_arith_expand(CmirOp *module, const char *options) {
  CmirContext *ctx = cmir_op_context(module);
  bool bf16 = false;
  const char *p = options ? options : "";
  CmirPassOption o;
  while (cmir_pass_option_next(&p, &o)) {
    if (!cmir_pass_option_is(&o, "include-bf16"))
      return cmir_pass_option_unknown(ctx, &o);
    if (cmir_pass_option_bool(ctx, &o, &bf16))
      return CMIR_FAIL;
  }
  return expand(module, expand_patterns, sizeof expand_patterns / sizeof expand_patterns[0], bf16);
}

CmirStatus cmir_arith_expand_divisions(CmirOp *module) {
  return expand(module, expand_patterns, 3, false); /* the first three rows */
}
