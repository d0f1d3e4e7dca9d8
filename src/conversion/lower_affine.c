/* lower-affine, for affine.apply, affine.min and affine.max: each affine
 * expression is expanded into arith ops on index values, in the order MLIR's
 * expander emits them (operands first, left to right). Modulo, floordiv and
 * ceildiv get the sign corrections of MLIR's lowering: `a mod b` is
 * remsi plus b when negative; floordiv divides -1 - a for negative a and
 * corrects the quotient; ceildiv divides -a or a - 1 depending on a <= 0.
 * min and max reduce the expanded results with minsi and maxsi. */
#include "transforms/conversion.h"

#include <stdlib.h>

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
  return &cmir_rw_create(x->rw, CMIR_OP_ARITH_CONSTANT, x->loc, 0, NULL, 1, &index, 1, &p)->results[0];
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
  return &cmir_rw_create(x->rw, CMIR_OP_ARITH_SELECT, x->loc, 3, ops, 1, &a->type, 0, NULL)->results[0];
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

static CmirStatus lower_map_op(CmirRewriter *rw, CmirOp *op, CmirValue *const *opnds, void *user) {
  unsigned reduce = (unsigned)(uintptr_t)user; /* 0 for apply */
  const CmirAttr *m = cmir_op_get_prop(op, "map");
  if (!m || m->kind != CMIR_ATTR_AFFINE_MAP)
    return CMIR_FAIL;
  const CmirAffineMap *map = m->map.map;
  if (op->nopnds != map->ndims + map->nsyms || !map->nres || (!reduce && map->nres != 1))
    return CMIR_FAIL;
  for (uint32_t i = 0; i < op->nopnds; i++)
    if (opnds[i]->type->kind != CMIR_TYPE_INDEX)
      return CMIR_FAIL;
  /* Division and modulo by a non-positive constant are not lowered. */
  Expander probe = {rw, op->loc, map->ndims, opnds, false};
  for (uint32_t i = 0; i < map->nres; i++) {
    const CmirAffineExpr *stack[256];
    uint32_t n = 0;
    stack[n++] = map->exprs[i];
    while (n && !probe.failed) {
      const CmirAffineExpr *e = stack[--n];
      if (e->kind >= CMIR_AFFINE_CONST)
        continue;
      if (e->kind != CMIR_AFFINE_ADD && e->kind != CMIR_AFFINE_MUL &&
          e->bin.rhs->kind == CMIR_AFFINE_CONST && e->bin.rhs->value <= 0)
        probe.failed = true;
      if (n + 2 > 256)
        return CMIR_FAIL;
      stack[n++] = e->bin.lhs;
      stack[n++] = e->bin.rhs;
    }
  }
  if (probe.failed)
    return CMIR_FAIL;
  Expander x = {rw, op->loc, map->ndims, opnds, false};
  CmirValue *vals[64];
  uint32_t nv = map->nres < 64 ? map->nres : 64;
  for (uint32_t i = 0; i < nv; i++)
    vals[i] = expand(&x, map->exprs[i]);
  CmirValue *r = vals[0];
  for (uint32_t i = 1; i < nv; i++)
    r = bin(&x, reduce, r, vals[i]);
  cmir_rw_replace_op(rw, op, &r);
  return CMIR_OK;
}

static const CmirPattern affine_patterns[] = {
    {CMIR_OP_AFFINE_APPLY, lower_map_op, NULL, NULL, NULL},
    {CMIR_OP_AFFINE_MIN, lower_map_op, (void *)(uintptr_t)CMIR_OP_ARITH_MINSI, NULL, NULL},
    {CMIR_OP_AFFINE_MAX, lower_map_op, (void *)(uintptr_t)CMIR_OP_ARITH_MAXSI, NULL, NULL},
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
  CmirStatus rc = cmir_cv_apply(module, t, affine_patterns,
                                sizeof affine_patterns / sizeof affine_patterns[0],
                                CMIR_CONVERSION_PARTIAL);
  cmir_cv_target_destroy(t);
  return rc;
}
