/* convert-arith-to-llvm: arith ops on scalars and 1-D vectors become their
 * LLVM dialect counterparts one to one (MLIR's ArithToLLVM); fastmath and
 * overflow flags carry over. Ops on n-D vectors (arrays of 1-D vectors once
 * converted) are unrolled into one LLVM op per 1-D vector. The extended ops
 * on n-D vectors, ops without an LLVM counterpart (ceildivsi, floordivsi,
 * ...) and ops whose types do not convert are left alone. */
#include "conversion/llvm_common.h"

#include <stdlib.h>

/* arith.fastmath bits (reassoc, nnan, ninf, nsz, arcp, contract, afn) to
 * llvm.fastmath bits (nnan, ninf, nsz, arcp, contract, afn, reassoc). */
static uint64_t fastmath_bits(uint64_t a) {
  uint64_t r = (a >> 1) & 0x3f;
  if (a & 1)
    r |= 1u << 6;
  return r;
}

/* Properties of the LLVM op from the arith op's flags. */
static uint32_t convert_flags(CmirContext *ctx, CmirOp *op, const CmirOpInfo *to,
                              CmirNamedAttr *props) {
  uint32_t n = 0;
  const CmirAttr *fm = cmir_op_get_prop(op, "fastmath");
  if (fm && fm->kind == CMIR_ATTR_ENUM && cmir_info_prop(to, cmir_ident(ctx, "fastmathFlags")) >= 0)
    props[n++] = (CmirNamedAttr){cmir_ident(ctx, "fastmathFlags"),
                                 cmir_attr_enum(ctx, cmir_lookup_enum(ctx, "llvm.fastmath", 13),
                                                fastmath_bits(fm->en.value))};
  /* An LLVM op with fastmath flags gets them even from an arith op without
   * (select): MLIR's generic form shows the default. */
  if (!fm && cmir_info_prop(to, cmir_ident(ctx, "fastmathFlags")) >= 0)
    props[n++] =
        (CmirNamedAttr){cmir_ident(ctx, "fastmathFlags"),
                        cmir_attr_enum(ctx, cmir_lookup_enum(ctx, "llvm.fastmath", 13), 0)};
  /* Without a fastmathFlags property, a non-default arith.fastmath stays a
   * discardable attribute (MLIR's AttrConvertPassThrough). */
  if (fm && fm->kind == CMIR_ATTR_ENUM && fm->en.value &&
      cmir_info_prop(to, cmir_ident(ctx, "fastmathFlags")) < 0)
    props[n++] = (CmirNamedAttr){cmir_ident(ctx, "fastmath"), fm};
  const CmirAttr *of = cmir_op_get_prop(op, "overflowFlags");
  if (of && of->kind == CMIR_ATTR_ENUM && cmir_info_prop(to, cmir_ident(ctx, "overflowFlags")) >= 0)
    props[n++] = (CmirNamedAttr){
        cmir_ident(ctx, "overflowFlags"),
        cmir_attr_enum(ctx, cmir_lookup_enum(ctx, "llvm.overflow", 13), of->en.value)};
  return n;
}

/* The converted result type, if it is a scalar or a 1-D vector. */
static const CmirType *result_type(CmirRewriter *rw, CmirOp *op) {
  const CmirType *t = cmir_tc_convert(cmir_rw_type_converter(rw), op->results[0].type);
  if (!t || t->kind == CMIR_TYPE_LLVM_ARRAY)
    return NULL;
  return t;
}

static bool operands_ok(CmirOp *op, CmirValue *const *opnds) {
  for (uint32_t i = 0; i < op->nopnds; i++)
    if (opnds[i]->type->kind == CMIR_TYPE_LLVM_ARRAY)
      return false;
  return true;
}

/* The LLVM op (user: its id) of an arith op with operands opnds and result
 * type t, the arith op's flags and attributes carried over. */
static CmirValue *build_one(CmirRewriter *rw, CmirOp *op, const CmirType *t,
                            CmirValue *const *opnds, void *user) {
  CmirContext *ctx = cmir_rw_context(rw);
  unsigned to = (unsigned)(uintptr_t)user;
  const CmirOpInfo *info = cmir_op_info_by_id(ctx, to);
  CmirNamedAttr props[4];
  uint32_t np = convert_flags(ctx, op, info, props);
  const CmirAttr *extra = NULL;
  if (np && !strcmp(props[np - 1].name->str, "fastmath"))
    extra = props[--np].value;
  CmirOp *n = cmir_rw_create(rw, to, op->loc, op->nopnds, opnds, 1, &t, np, props);
  n->attrs = op->attrs;
  if (extra)
    n->attrs = cmir_dict_set(ctx, n->attrs, cmir_ident(ctx, "fastmath"), extra);
  return &n->results[0];
}

/* One arith op to one LLVM op (user: the LLVM op's id); on n-D vectors
 * (the first operand an array), one per 1-D vector (vectorOneToOneRewrite). */
static CmirStatus one_to_one(CmirRewriter *rw, CmirOp *op, CmirValue *const *opnds, void *user) {
  if (cmir_op_get_prop(op, "roundingmode"))
    return CMIR_FAIL;
  if (opnds[0]->type->kind == CMIR_TYPE_LLVM_ARRAY)
    return cmir_llvm_unroll_nd(rw, op, opnds, build_one, user);
  const CmirType *rt = cmir_tc_convert(cmir_rw_type_converter(rw), op->results[0].type);
  if (!rt)
    return CMIR_FAIL;
  CmirValue *r = build_one(rw, op, rt, opnds, user);
  cmir_rw_replace_op(rw, op, &r);
  return CMIR_OK;
}

static CmirStatus constant(CmirRewriter *rw, CmirOp *op, CmirValue *const *opnds, void *user) {
  (void)opnds, (void)user;
  /* n-D vector constants become arrays of 1-D vectors, with the same attribute. */
  const CmirType *rt = cmir_tc_convert(cmir_rw_type_converter(rw), op->results[0].type);
  if (!rt)
    return CMIR_FAIL;
  CmirValue *v = cmir_llvm_build_constant(rw, op->loc, rt, cmir_op_get_prop(op, "value"));
  cmir_value_def(v)->attrs = op->attrs;
  cmir_rw_replace_op(rw, op, &v);
  return CMIR_OK;
}

static uint32_t scalar_bits(const CmirType *t) {
  if (t->kind == CMIR_TYPE_VECTOR)
    t = t->shaped.elem;
  return t->kind == CMIR_TYPE_INTEGER ? t->integer.width : 0;
}

static uint32_t elem_bits(const CmirType *t) {
  while (t->kind == CMIR_TYPE_LLVM_ARRAY)
    t = t->arr.elem;
  return scalar_bits(t);
}

/* The extension (user) or truncation of an index cast, to t. */
static CmirValue *build_ext_or_trunc(CmirRewriter *rw, CmirOp *op, const CmirType *t,
                                     CmirValue *const *opnds, void *user) {
  unsigned id =
      scalar_bits(t) < scalar_bits(opnds[0]->type) ? CMIR_OP_LLVM_TRUNC : (unsigned)(uintptr_t)user;
  CmirOp *n = cmir_rw_create(rw, id, op->loc, 1, opnds, 1, &t, 0, NULL);
  n->attrs = op->attrs;
  return &n->results[0];
}

/* index_cast (sign-extends) and index_castui (zero-extends): an extension,
 * a truncation, or nothing when the widths agree; per 1-D vector on n-D
 * vectors. */
static CmirStatus index_cast(CmirRewriter *rw, CmirOp *op, CmirValue *const *opnds, void *user) {
  const CmirType *rt = cmir_tc_convert(cmir_rw_type_converter(rw), op->results[0].type);
  if (!rt)
    return CMIR_FAIL;
  uint32_t from = elem_bits(opnds[0]->type), to = elem_bits(rt);
  if (!from || !to)
    return CMIR_FAIL;
  CmirValue *v = opnds[0];
  if (from != to) {
    if (v->type->kind == CMIR_TYPE_LLVM_ARRAY)
      return cmir_llvm_unroll_nd(rw, op, opnds, build_ext_or_trunc, user);
    v = build_ext_or_trunc(rw, op, rt, opnds, user);
  }
  cmir_rw_replace_op(rw, op, &v);
  return CMIR_OK;
}

/* An icmp or fcmp (user) of opnds with op's predicate and flags. */
static CmirValue *build_compare(CmirRewriter *rw, CmirOp *op, const CmirType *t,
                                CmirValue *const *opnds, void *user) {
  CmirContext *ctx = cmir_rw_context(rw);
  unsigned to = (unsigned)(uintptr_t)user;
  const CmirOpInfo *info = cmir_op_info_by_id(ctx, to);
  CmirNamedAttr props[4];
  uint32_t np = convert_flags(ctx, op, info, props);
  const CmirAttr *pred = cmir_op_get_prop(op, "predicate");
  props[np++] = (CmirNamedAttr){cmir_ident(ctx, "predicate"),
                                cmir_attr_int(ctx, ctx->i64, cmir_attr_int_value(pred))};
  CmirOp *n = cmir_rw_create(rw, to, op->loc, 2, opnds, 1, &t, np, props);
  n->attrs = op->attrs;
  return &n->results[0];
}

/* cmpi/cmpf: the predicates are numbered alike in both dialects. */
static CmirStatus compare(CmirRewriter *rw, CmirOp *op, CmirValue *const *opnds, void *user) {
  if (opnds[0]->type->kind == CMIR_TYPE_LLVM_ARRAY)
    return cmir_llvm_unroll_nd(rw, op, opnds, build_compare, user);
  const CmirType *rt = result_type(rw, op);
  if (!rt || !operands_ok(op, opnds))
    return CMIR_FAIL;
  CmirValue *r = build_compare(rw, op, rt, opnds, user);
  cmir_rw_replace_op(rw, op, &r);
  return CMIR_OK;
}

/* addui_extended: llvm.intr.uadd.with.overflow and its two fields. */
static CmirStatus add_extended(CmirRewriter *rw, CmirOp *op, CmirValue *const *opnds, void *user) {
  (void)user;
  CmirContext *ctx = cmir_rw_context(rw);
  const CmirTypeConverter *tc = cmir_rw_type_converter(rw);
  const CmirType *f[2] = {cmir_tc_convert(tc, op->results[0].type),
                          cmir_tc_convert(tc, op->results[1].type)};
  if (!f[0] || !f[1] || f[0]->kind == CMIR_TYPE_LLVM_ARRAY || !operands_ok(op, opnds))
    return CMIR_FAIL;
  const CmirType *st = cmir_type_llvm_struct_literal(ctx, 2, f, false);
  CmirOp *n =
      cmir_rw_create(rw, CMIR_OP_LLVM_INTR_UADD_WITH_OVERFLOW, op->loc, 2, opnds, 1, &st, 0, NULL);
  int64_t p0 = 0, p1 = 1;
  CmirValue *r[2] = {cmir_llvm_build_extractvalue(rw, op->loc, &n->results[0], 1, &p0),
                     cmir_llvm_build_extractvalue(rw, op->loc, &n->results[0], 1, &p1)};
  cmir_rw_replace_op(rw, op, r);
  return CMIR_OK;
}

/* Same shape as t with integer elements of width w. */
static const CmirType *with_width(CmirContext *ctx, const CmirType *t, uint32_t w) {
  const CmirType *e = cmir_type_int(ctx, w, CMIR_SIGNLESS);
  if (t->kind == CMIR_TYPE_VECTOR)
    return cmir_type_vector(ctx, t->shaped.rank, t->shaped.shape, t->shaped.scalable, e);
  return e;
}

/* mului_extended / mulsi_extended (user: the extension): multiply in twice
 * the width, then the low half and the high half. */
static CmirStatus mul_extended(CmirRewriter *rw, CmirOp *op, CmirValue *const *opnds, void *user) {
  CmirContext *ctx = cmir_rw_context(rw);
  const CmirType *t = result_type(rw, op);
  if (!t || !operands_ok(op, opnds))
    return CMIR_FAIL;
  uint32_t w = scalar_bits(t);
  if (!w)
    return CMIR_FAIL;
  const CmirType *wide = with_width(ctx, t, 2 * w);
  CmirLoc loc = op->loc;
  CmirValue *a =
      &cmir_rw_create(rw, (unsigned)(uintptr_t)user, loc, 1, &opnds[0], 1, &wide, 0, NULL)
           ->results[0];
  CmirValue *b =
      &cmir_rw_create(rw, (unsigned)(uintptr_t)user, loc, 1, &opnds[1], 1, &wide, 0, NULL)
           ->results[0];
  CmirValue *ab[2] = {a, b};
  CmirValue *m = &cmir_rw_create(rw, CMIR_OP_LLVM_MUL, loc, 2, ab, 1, &wide, 0, NULL)->results[0];
  CmirValue *lo = &cmir_rw_create(rw, CMIR_OP_LLVM_TRUNC, loc, 1, &m, 1, &t, 0, NULL)->results[0];
  const CmirType *ws = cmir_type_elem(wide);
  const CmirAttr *sh = cmir_attr_int(ctx, ws, w);
  if (wide->kind == CMIR_TYPE_VECTOR) {
    /* the splat element is 2w bits wide: w itself, zero-extended */
    uint64_t v[8] = {w};
    if (cmir_dense_elem_bytes(ws) > sizeof v)
      return CMIR_FAIL;
    sh = cmir_attr_dense(ctx, wide, v, cmir_dense_elem_bytes(ws), true);
  }
  CmirValue *c = cmir_llvm_build_constant(rw, loc, wide, sh);
  CmirValue *mc[2] = {m, c};
  CmirValue *hi = &cmir_rw_create(rw, CMIR_OP_LLVM_LSHR, loc, 2, mc, 1, &wide, 0, NULL)->results[0];
  CmirValue *r[2] = {
      lo, &cmir_rw_create(rw, CMIR_OP_LLVM_TRUNC, loc, 1, &hi, 1, &t, 0, NULL)->results[0]};
  cmir_rw_replace_op(rw, op, r);
  return CMIR_OK;
}

#define ONE(a, l)                                                                                  \
  { CMIR_OP_ARITH_##a, one_to_one, (void *)(uintptr_t)CMIR_OP_LLVM_##l, NULL, NULL }

const CmirPattern cmir_arith_to_llvm_patterns[] = {
    {CMIR_OP_ARITH_CONSTANT, constant, NULL, NULL, NULL},
    ONE(ADDI, ADD),
    ONE(SUBI, SUB),
    ONE(MULI, MUL),
    ONE(DIVSI, SDIV),
    ONE(DIVUI, UDIV),
    ONE(REMSI, SREM),
    ONE(REMUI, UREM),
    ONE(ANDI, AND),
    ONE(ORI, OR),
    ONE(XORI, XOR),
    ONE(SHLI, SHL),
    ONE(SHRSI, ASHR),
    ONE(SHRUI, LSHR),
    ONE(ADDF, FADD),
    ONE(SUBF, FSUB),
    ONE(MULF, FMUL),
    ONE(DIVF, FDIV),
    ONE(REMF, FREM),
    ONE(NEGF, FNEG),
    ONE(MAXSI, INTR_SMAX),
    ONE(MINSI, INTR_SMIN),
    ONE(MAXUI, INTR_UMAX),
    ONE(MINUI, INTR_UMIN),
    ONE(MAXNUMF, INTR_MAXNUM),
    ONE(MINNUMF, INTR_MINNUM),
    ONE(MAXIMUMF, INTR_MAXIMUM),
    ONE(MINIMUMF, INTR_MINIMUM),
    ONE(EXTSI, SEXT),
    ONE(EXTUI, ZEXT),
    ONE(TRUNCI, TRUNC),
    ONE(EXTF, FPEXT),
    ONE(TRUNCF, FPTRUNC),
    ONE(SITOFP, SITOFP),
    ONE(UITOFP, UITOFP),
    ONE(FPTOSI, FPTOSI),
    ONE(FPTOUI, FPTOUI),
    ONE(BITCAST, BITCAST),
    ONE(SELECT, SELECT),
    {CMIR_OP_ARITH_INDEX_CAST, index_cast, (void *)(uintptr_t)CMIR_OP_LLVM_SEXT, NULL, NULL},
    {CMIR_OP_ARITH_INDEX_CASTUI, index_cast, (void *)(uintptr_t)CMIR_OP_LLVM_ZEXT, NULL, NULL},
    {CMIR_OP_ARITH_CMPI, compare, (void *)(uintptr_t)CMIR_OP_LLVM_ICMP, NULL, NULL},
    {CMIR_OP_ARITH_CMPF, compare, (void *)(uintptr_t)CMIR_OP_LLVM_FCMP, NULL, NULL},
    {CMIR_OP_ARITH_ADDUI_EXTENDED, add_extended, NULL, NULL, NULL},
    {CMIR_OP_ARITH_MULUI_EXTENDED, mul_extended, (void *)(uintptr_t)CMIR_OP_LLVM_ZEXT, NULL, NULL},
    {CMIR_OP_ARITH_MULSI_EXTENDED, mul_extended, (void *)(uintptr_t)CMIR_OP_LLVM_SEXT, NULL, NULL},
};
const size_t cmir_arith_to_llvm_npatterns =
    sizeof cmir_arith_to_llvm_patterns / sizeof cmir_arith_to_llvm_patterns[0];

CmirStatus cmir_pass_convert_arith_to_llvm(CmirOp *module, const char *options) {
  return cmir_llvm_run_patterns(module, options, cmir_arith_to_llvm_patterns,
                                cmir_arith_to_llvm_npatterns);
}
