/* The arith dialect: every op's definition (traits, operands, properties,
 * declarative syntax, type constraints) in one table, plus the custom
 * syntax of constant/select/cmp, constant result names and verifiers. */
#include "dialect/dialects.h"
#include "support/float.h"
#include "support/intops.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#ifdef CMIR_PLANTED_BUGS
#include "fuzz/planted.h"
#endif

static const char *const cmpi_names[] = {"eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule",
                                         "ugt", "uge"};
static const char *const cmpf_names[] = {"false", "oeq", "ogt", "oge", "olt", "ole",
                                         "one",   "ord", "ueq", "ugt", "uge", "ult",
                                         "ule",   "une", "uno", "true"};
static const char *const fm_names[] = {"reassoc", "nnan", "ninf", "nsz", "arcp", "contract", "afn"};
static const char *const of_names[] = {"nsw", "nuw"};
static const char *const rm_names[] = {"to_nearest_even", "downward", "upward", "toward_zero",
                                       "to_nearest_away"};

const CmirEnumDef cmir_arith_cmpi_pred = {
    "arith", "cmpi_predicate", false, 10, cmpi_names, NULL, NULL, true, NULL,
    "::mlir::arith::CmpIPredicate", "Arith_CmpIPredicateAttr", NULL, NULL};
const CmirEnumDef cmir_arith_cmpf_pred = {
    "arith", "cmpf_predicate", false, 16, cmpf_names, NULL, NULL, true, NULL,
    "::mlir::arith::CmpFPredicate", "Arith_CmpFPredicateAttr", NULL, NULL};
const CmirEnumDef cmir_arith_fastmath = {
    "arith", "fastmath", true, 7, fm_names, "none", "fast", false, ",",
    "::mlir::arith::FastMathFlags", "Arith_FastMathAttr", NULL, NULL};
const CmirEnumDef cmir_arith_overflow = {
    "arith", "overflow", true, 2, of_names, "none", NULL, false, ", ",
    "::mlir::arith::IntegerOverflowFlags", "Arith_IntegerOverflowAttr", NULL, NULL};
/* AtomicRMWKind, in MLIR's order (the i64 stored is the index). */
static const char *const rmw_names[] = {"addf",  "addi",    "assign", "maximumf", "maxs",
                                        "maxu",  "minimumf", "mins",  "minu",     "mulf",
                                        "muli",  "ori",     "andi",   "maxnumf",  "minnumf"};
const CmirEnumDef cmir_arith_atomic_rmw_kind = {
    "arith", "atomic_rmw_kind", false, 15, rmw_names, NULL, NULL, true, NULL,
    "::mlir::arith::AtomicRMWKind", "AtomicRMWKindAttr", NULL, NULL};
static const CmirEnumDef arith_rounding = {
    "arith", "roundingmode", false, 5, rm_names, NULL, NULL, true, NULL,
    "::mlir::arith::RoundingMode", "Arith_RoundingModeAttr", NULL, NULL};

/* ---- type predicates with MLIR's constraint names ---- */

static bool is_signless_int_like(const CmirType *t) {
  if (t->kind == CMIR_TYPE_VECTOR || t->kind == CMIR_TYPE_TENSOR ||
      t->kind == CMIR_TYPE_UNRANKED_TENSOR)
    t = t->shaped.elem;
  return cmir_type_is_int_or_index(t);
}

static bool is_fixed_int_like(const CmirType *t) {
  if (t->kind == CMIR_TYPE_VECTOR || t->kind == CMIR_TYPE_TENSOR ||
      t->kind == CMIR_TYPE_UNRANKED_TENSOR)
    t = t->shaped.elem;
  return cmir_type_is_signless_int(t, 0);
}

static bool is_float_like(const CmirType *t) {
  if (t->kind == CMIR_TYPE_VECTOR || t->kind == CMIR_TYPE_TENSOR ||
      t->kind == CMIR_TYPE_UNRANKED_TENSOR)
    t = t->shaped.elem;
  return t->kind == CMIR_TYPE_FLOAT;
}

static bool is_bool_like(const CmirType *t) {
  if (t->kind == CMIR_TYPE_VECTOR || t->kind == CMIR_TYPE_TENSOR ||
      t->kind == CMIR_TYPE_UNRANKED_TENSOR)
    t = t->shaped.elem;
  return cmir_type_is_signless_int(t, 1);
}

static bool is_vector_or_tensor(const CmirType *t) {
  return t->kind == CMIR_TYPE_VECTOR || t->kind == CMIR_TYPE_TENSOR ||
         t->kind == CMIR_TYPE_UNRANKED_TENSOR;
}

/* MLIR's verifyCompatibleShape: ranks agree (unranked agrees with any),
 * dimensions agree where both are static. */
static bool compatible_shapes(const CmirType *a, const CmirType *b) {
  bool sa = cmir_type_is_shaped(a), sb = cmir_type_is_shaped(b);
  if (!sa || !sb)
    return sa == sb;
  if (a->kind == CMIR_TYPE_UNRANKED_TENSOR || a->kind == CMIR_TYPE_UNRANKED_MEMREF ||
      b->kind == CMIR_TYPE_UNRANKED_TENSOR || b->kind == CMIR_TYPE_UNRANKED_MEMREF)
    return true;
  if (a->shaped.rank != b->shaped.rank)
    return false;
  for (uint32_t i = 0; i < a->shaped.rank; i++)
    if (a->shaped.shape[i] != CMIR_DYNAMIC && b->shaped.shape[i] != CMIR_DYNAMIC &&
        a->shaped.shape[i] != b->shaped.shape[i])
      return false;
  /* vectors: a scalable dim matches only a scalable dim */
  if (a->kind == CMIR_TYPE_VECTOR && b->kind == CMIR_TYPE_VECTOR)
    for (uint32_t i = 0; i < a->shaped.rank; i++)
      if ((a->shaped.scalable && a->shaped.scalable[i]) !=
          (b->shaped.scalable && b->shaped.scalable[i]))
        return false;
  return true;
}

/* A tensor's encoding (NULL for other types and for none). */
static const CmirAttr *encoding(const CmirType *t) {
  return t->kind == CMIR_TYPE_TENSOR ? t->shaped.extra : NULL;
}

/* The ElementwiseMappable trait: vector/tensor operands and results are all
 * of one kind with compatible shapes; scalars mix only as MLIR allows. */
static CmirStatus verify_elementwise(CmirOp *op) {
  const CmirType *first = NULL;
  uint32_t nopnd = 0, nres = 0;
  bool ok = true;
  for (uint32_t i = 0; i < op->nopnds + op->nresults; i++) {
    const CmirType *t =
        i < op->nopnds ? op->opnds[i].value->type : op->results[i - op->nopnds].type;
    if (!is_vector_or_tensor(t))
      continue;
    if (i < op->nopnds)
      nopnd++;
    else
      nres++;
    bool vec = t->kind == CMIR_TYPE_VECTOR;
    if (!first)
      first = t;
    else if (vec != (first->kind == CMIR_TYPE_VECTOR) || !compatible_shapes(first, t))
      ok = false;
  }
  if (!nopnd && !nres)
    return CMIR_OK;
  if (!nopnd)
    return cmir_verify_error(op, "if a result is non-scalar, then at least one operand must be "
                                 "non-scalar");
  if (!nres)
    return cmir_verify_error(op, "if an operand is non-scalar, then there must be at least one "
                                 "non-scalar result");
  if (nres != op->nresults)
    return cmir_verify_error(op, "if an operand is non-scalar, then all results must be "
                                 "non-scalar");
  if (!ok)
    return cmir_verify_error(op, "all non-scalar operands/results must have the same shape and "
                                 "base type");
  return CMIR_OK;
}

static CmirStatus operand_must(CmirOp *op, uint32_t i, bool ok, const char *what) {
  if (ok)
    return CMIR_OK;
  char *ts = cmir_type_str(op->opnds[i].value->type);
  cmir_verify_error(op, "operand #%u must be %s, but got '%s'", i, what, ts);
  free(ts);
  return CMIR_FAIL;
}

static CmirStatus result_must(CmirOp *op, uint32_t i, bool ok, const char *what) {
  if (ok)
    return CMIR_OK;
  char *ts = cmir_type_str(op->results[i].type);
  cmir_verify_error(op, "result #%u must be %s, but got '%s'", i, what, ts);
  free(ts);
  return CMIR_FAIL;
}


#define INT_LIKE "signless-integer-like"
#define FLOAT_LIKE "floating-point-like"

/* True if every operand and the one result of op have type t: then each
 * constraint on them holds for all or fails first on operand 0. */
static bool all_of_type(const CmirOp *op, const CmirType *t) {
  if (op->nresults != 1 || op->results[0].type != t)
    return false;
  for (uint32_t i = 0; i < op->nopnds; i++)
    if (op->opnds[i].value->type != t)
      return false;
  return true;
}

static CmirStatus verify_int_binop(CmirOp *op) {
  if (all_of_type(op, op->results[0].type) && is_signless_int_like(op->results[0].type))
    return CMIR_OK;
  for (uint32_t i = 0; i < op->nopnds; i++)
    if (operand_must(op, i, is_signless_int_like(op->opnds[i].value->type), INT_LIKE))
      return CMIR_FAIL;
  if (result_must(op, 0, is_signless_int_like(op->results[0].type), INT_LIKE))
    return CMIR_FAIL;
  return cmir_verify_same_types(op);
}

static CmirStatus verify_float_op(CmirOp *op) {
  if (all_of_type(op, op->results[0].type) && is_float_like(op->results[0].type))
    return CMIR_OK;
  for (uint32_t i = 0; i < op->nopnds; i++)
    if (operand_must(op, i, is_float_like(op->opnds[i].value->type), FLOAT_LIKE))
      return CMIR_FAIL;
  if (result_must(op, 0, is_float_like(op->results[0].type), FLOAT_LIKE))
    return CMIR_FAIL;
  return cmir_verify_same_types(op);
}

/* addui_extended (sum, overflow) and mul[su]i_extended (low, high). */
static CmirStatus verify_extended(CmirOp *op) {
  bool add = cmir_op_isa(op, CMIR_OP_ARITH_ADDUI_EXTENDED);
  for (uint32_t i = 0; i < 2; i++)
    if (operand_must(op, i, is_signless_int_like(op->opnds[i].value->type), INT_LIKE))
      return CMIR_FAIL;
  if (result_must(op, 0, is_signless_int_like(op->results[0].type), INT_LIKE) ||
      (add ? result_must(op, 1, is_bool_like(op->results[1].type), "bool-like")
           : result_must(op, 1, is_signless_int_like(op->results[1].type), INT_LIKE)))
    return CMIR_FAIL;
  const CmirType *t = op->opnds[0].value->type;
  if (op->opnds[1].value->type != t || op->results[0].type != t ||
      (!add && op->results[1].type != t))
    return cmir_verify_error(op, "failed to verify that all of {lhs, rhs, %s} have same type",
                             add ? "sum" : "low, high");
  return verify_elementwise(op);
}

typedef enum CastKind { C_EXT_INT, C_TRUNC_INT, C_EXT_F, C_TRUNC_F, C_I2F, C_F2I, C_INDEX, C_BITCAST } CastKind;


/* Tensor dimensions as the SameInputOutputTensorDims predicate sees them:
 * none for other types; an unranked tensor matches nothing. */
static bool same_tensor_dims(const CmirType *a, const CmirType *b) {
  bool ta = a->kind == CMIR_TYPE_TENSOR || a->kind == CMIR_TYPE_UNRANKED_TENSOR;
  bool tb = b->kind == CMIR_TYPE_TENSOR || b->kind == CMIR_TYPE_UNRANKED_TENSOR;
  if (!ta && !tb)
    return true;
  if (a->kind == CMIR_TYPE_UNRANKED_TENSOR || b->kind == CMIR_TYPE_UNRANKED_TENSOR)
    return false;
  uint32_t ra = ta ? a->shaped.rank : 0, rb = tb ? b->shaped.rank : 0;
  if (ra != rb)
    return false;
  for (uint32_t i = 0; i < ra; i++)
    if (a->shaped.shape[i] != b->shaped.shape[i])
      return false;
  return true;
}

/* Casts: SameInputOutputTensorDims, then SameOperandsAndResultShape. */
static CmirStatus same_shape(CmirOp *op, const CmirType *in, const CmirType *out) {
  if (!same_tensor_dims(in, out))
    return cmir_verify_error(op, "failed to verify that input and output have the same tensor "
                                 "dimensions");
  if (!compatible_shapes(in, out))
    return cmir_verify_error(op, "requires the same shape for all operands and results");
  return CMIR_OK;
}

static CmirStatus verify_cast_kind(CmirOp *op, CastKind k, const CmirType *in,
                                   const CmirType *out, const CmirType *ie, const CmirType *oe);

/* CastOpInterface's verdict. */
static CmirStatus incompatible(CmirOp *op, const CmirType *in, const CmirType *out) {
  char *is = cmir_type_str(in), *os = cmir_type_str(out);
  cmir_verify_error(op, "operand type '%s' and result type '%s' are cast incompatible", is, os);
  free(is);
  free(os);
  return CMIR_FAIL;
}

static CmirStatus verify_cast(CmirOp *op, CastKind k) {
  const CmirType *in = op->opnds[0].value->type, *out = op->results[0].type;
  const CmirType *ie = cmir_type_elem(in), *oe = cmir_type_elem(out);
  CmirStatus rc = verify_cast_kind(op, k, in, out, ie, oe);
  /* CastOpInterface: the tensor encodings are the same */
  if (!rc && encoding(in) != encoding(out))
    rc = incompatible(op, in, out);
  return rc;
}

static CmirStatus verify_cast_kind(CmirOp *op, CastKind k, const CmirType *in,
                                   const CmirType *out, const CmirType *ie, const CmirType *oe) {
  CmirStatus rc = CMIR_OK;
  switch (k) {
  case C_EXT_INT:
  case C_TRUNC_INT:
    if ((rc = operand_must(op, 0, is_fixed_int_like(in), "signless-fixed-width-integer-like")))
      break;
    if ((rc = result_must(op, 0, is_fixed_int_like(out), "signless-fixed-width-integer-like")))
      break;
    if ((rc = same_shape(op, in, out)))
      break;
    if ((k == C_EXT_INT && oe->integer.width <= ie->integer.width) ||
        (k == C_TRUNC_INT && oe->integer.width >= ie->integer.width))
      rc = incompatible(op, in, out);
    break;
  case C_EXT_F:
  case C_TRUNC_F:
    if ((rc = operand_must(op, 0, is_float_like(in), FLOAT_LIKE)))
      break;
    if ((rc = result_must(op, 0, is_float_like(out), FLOAT_LIKE)))
      break;
    if ((rc = same_shape(op, in, out)))
      break;
    if ((k == C_EXT_F && cmir_type_bitwidth(oe) <= cmir_type_bitwidth(ie)) ||
        (k == C_TRUNC_F && cmir_type_bitwidth(oe) >= cmir_type_bitwidth(ie)))
      rc = incompatible(op, in, out);
    break;
  case C_I2F:
    if ((rc = operand_must(op, 0, is_fixed_int_like(in), "signless-fixed-width-integer-like")))
      break;
    if ((rc = result_must(op, 0, is_float_like(out), FLOAT_LIKE)))
      break;
    rc = same_shape(op, in, out);
    break;
  case C_F2I:
    if ((rc = operand_must(op, 0, is_float_like(in), FLOAT_LIKE)))
      break;
    if ((rc = result_must(op, 0, is_fixed_int_like(out), "signless-fixed-width-integer-like")))
      break;
    rc = same_shape(op, in, out);
    break;
  case C_INDEX:
    if ((rc = operand_must(op, 0, is_signless_int_like(in), "signless-integer-like or memref of "
                                                            "signless-integer")))
      break;
    if ((rc = result_must(op, 0, is_signless_int_like(out), "signless-integer-like or memref of "
                                                            "signless-integer")))
      break;
    if ((rc = same_shape(op, in, out)))
      break;
    if (!((ie->kind == CMIR_TYPE_INDEX) ^ (oe->kind == CMIR_TYPE_INDEX)))
      rc = incompatible(op, in, out);
    break;
  case C_BITCAST:
    if ((rc = same_shape(op, in, out)))
      break;
    if (cmir_type_bitwidth(ie) != cmir_type_bitwidth(oe) || !cmir_type_bitwidth(ie) ||
        ie->kind == CMIR_TYPE_INDEX || oe->kind == CMIR_TYPE_INDEX)
      rc = incompatible(op, in, out);
    break;
  }
  return rc;
}

/* One verifier per kind of cast, named in the op table. */
#define CAST_VERIFIER(fn, kind) \
  static CmirStatus fn(CmirOp *op) { return verify_cast(op, kind); }
CAST_VERIFIER(verify_ext_int, C_EXT_INT)
CAST_VERIFIER(verify_trunc_int, C_TRUNC_INT)
CAST_VERIFIER(verify_ext_f, C_EXT_F)
CAST_VERIFIER(verify_trunc_f, C_TRUNC_F)
CAST_VERIFIER(verify_i2f, C_I2F)
CAST_VERIFIER(verify_f2i, C_F2I)
CAST_VERIFIER(verify_index_cast, C_INDEX)
CAST_VERIFIER(verify_bitcast, C_BITCAST)
#undef CAST_VERIFIER

static CmirStatus verify_cmp(CmirOp *op, bool isf) {
  for (uint32_t i = 0; i < 2; i++) {
    const CmirType *t = op->opnds[i].value->type;
    if (operand_must(op, i, isf ? is_float_like(t) : is_signless_int_like(t),
                     isf ? FLOAT_LIKE : INT_LIKE))
      return CMIR_FAIL;
  }
  if (result_must(op, 0, is_bool_like(op->results[0].type), "bool-like"))
    return CMIR_FAIL;
  const CmirType *lhs = op->opnds[0].value->type, *res = op->results[0].type;
  bool i1_same_shape = is_vector_or_tensor(lhs)
                           ? res->kind == lhs->kind && cmir_type_elem(res) == op->info->ctx->i1 &&
                                 compatible_shapes(lhs, res) && same_tensor_dims(lhs, res) &&
                                 encoding(lhs) == encoding(res)
                           : res == op->info->ctx->i1;
  if (!i1_same_shape)
    return cmir_verify_error(op, "failed to verify that result type has i1 element type and same "
                                 "shape as operands");
  if (op->opnds[0].value->type != op->opnds[1].value->type)
    return cmir_verify_error(op, "requires all operands to have the same type");
  return verify_elementwise(op);
}

static CmirStatus verify_cmpi(CmirOp *op) { return verify_cmp(op, false); }
static CmirStatus verify_cmpf(CmirOp *op) { return verify_cmp(op, true); }

static CmirStatus verify_select(CmirOp *op) {
  const CmirType *c = op->opnds[0].value->type;
  const CmirType *t = op->results[0].type;
  if (operand_must(op, 0, is_bool_like(c), "bool-like"))
    return CMIR_FAIL;
  if (op->opnds[1].value->type != t || op->opnds[2].value->type != t)
    return cmir_verify_error(op, "failed to verify that all of {true_value, false_value, result} "
                                 "have same type");
  /* BooleanConditionOrMatchingShape: i1, or the result's exact shape. */
  bool same = is_vector_or_tensor(c) && is_vector_or_tensor(t) &&
              c->shaped.rank == t->shaped.rank &&
              !memcmp(c->shaped.shape, t->shaped.shape, sizeof(int64_t) * c->shaped.rank);
  if (c != op->info->ctx->i1 && !same)
    return cmir_verify_error(op, "failed to verify that condition is signless i1 or has matching "
                                 "shape");
  if (verify_elementwise(op))
    return CMIR_FAIL;
  /* the op's own verifier: a shaped condition is the result's shape of i1
   * exactly (scalable dims and encoding included) */
  if (c == op->info->ctx->i1)
    return CMIR_OK;
  CmirContext *ctx = op->info->ctx;
  const CmirType *want =
      t->kind == CMIR_TYPE_VECTOR
          ? cmir_type_vector(ctx, t->shaped.rank, t->shaped.shape, t->shaped.scalable, ctx->i1)
          : cmir_type_tensor(ctx, t->shaped.rank, t->shaped.shape, ctx->i1, encoding(t));
  if (c == want)
    return CMIR_OK;
  char *ws = cmir_type_str(want), *cs = cmir_type_str(c);
  cmir_verify_error(op,
                    "expected condition type to have the same shape as the result type, "
                    "expected '%s', but got '%s'",
                    ws, cs);
  free(ws);
  free(cs);
  return CMIR_FAIL;
}

static CmirStatus verify_constant(CmirOp *op) {
  const CmirAttr *v = cmir_op_get_prop(op, "value");
  const CmirType *t = op->results[0].type;
  if (cmir_attr_typed_type(op->info->ctx, v) != t)
    return cmir_verify_error(op, "failed to verify that all of {value, result} have same type");
  if (cmir_type_is_int(t) && t->integer.sign != CMIR_SIGNLESS)
    return cmir_verify_error(op, "integer return type must be signless");
  if (v->kind != CMIR_ATTR_INTEGER && v->kind != CMIR_ATTR_FLOAT && v->kind != CMIR_ATTR_DENSE &&
      v->kind != CMIR_ATTR_DENSE_STRING && v->kind != CMIR_ATTR_SPARSE &&
      v->kind != CMIR_ATTR_DENSE_RESOURCE)
    return cmir_verify_error(op, "value must be an integer, float, or elements attribute");
  if (t->kind == CMIR_TYPE_VECTOR && t->shaped.scalable) {
    bool splat = v->kind == CMIR_ATTR_DENSE          ? (v->flags & 1)
                 : v->kind == CMIR_ATTR_DENSE_STRING ? v->dstr.n == 1
                                                     : false;
    if (!splat)
      return cmir_verify_error(op, "intializing scalable vectors with elements attribute is not "
                                   "supported unless it's a vector splat");
  }
  return CMIR_OK;
}

/* ---- custom syntax ---- */

/* arith.constant attr-dict $value: any typed attribute, whose type is the
 * result type (the verifier judges the kind). */
static CmirStatus constant_parse(CmirParser *p, CmirOpState *st) {
  if (cmir_parser_opt_attr_dict(p, st))
    return CMIR_FAIL;
  const char *pos = p->tok.s;
  const CmirAttr *v = cmir_parser_attr(p, NULL);
  if (!v)
    return CMIR_FAIL;
  const CmirType *t = cmir_attr_typed_type(p->ctx, v);
  if (!t)
    return cmir_parser_error_at(p, pos, "invalid kind of attribute specified");
  cmir_opstate_set_prop(st, "value", v);
  cmir_opstate_add_result(st, t);
  return CMIR_OK;
}

static void constant_print(CmirPrinter *pr, CmirOp *op) {
  static const char *const elide[] = {"value", NULL};
  cmir_printer_attr_dict(pr, op, elide, false);
  cmir_printer_putc(pr, ' ');
  cmir_printer_attr(pr, cmir_op_get_prop(op, "value"));
}

/* arith.select %c, %a, %b : [cond-type,] type */
static CmirStatus select_parse(CmirParser *p, CmirOpState *st) {
  CmirUnresolvedVec u = {0};
  CmirStatus rc = CMIR_FAIL;
  if (cmir_parser_operand_list(p, &u, false))
    goto done;
  if (u.len != 3) {
    cmir_parser_error(p, "expected 3 operands");
    goto done;
  }
  if (cmir_parser_opt_attr_dict(p, st) || cmir_parser_expect(p, TOK_COLON, "':'"))
    goto done;
  const CmirType *ct = st->ctx->i1;
  const CmirType *t = cmir_parser_type(p);
  if (!t)
    goto done;
  if (cmir_parser_consume_if(p, TOK_COMMA)) {
    ct = t;
    t = cmir_parser_type(p);
    if (!t)
      goto done;
  }
  const CmirType *types[3] = {ct, t, t};
  if (cmir_parser_resolve_into(p, st, &u, types, 3))
    goto done;
  cmir_opstate_add_result(st, t);
  rc = CMIR_OK;
done:
  cmir_vec_free(&u);
  return rc;
}

static void select_print(CmirPrinter *pr, CmirOp *op) {
  cmir_printer_putc(pr, ' ');
  cmir_printer_values(pr, op->opnds, 3);
  cmir_printer_attr_dict(pr, op, NULL, false);
  cmir_printer_puts(pr, " : ");
  if (cmir_type_is_shaped(op->opnds[0].value->type)) {
    cmir_printer_type(pr, op->opnds[0].value->type);
    cmir_printer_puts(pr, ", ");
  }
  cmir_printer_type(pr, op->results[0].type);
}

/* custom<CmpPredicate>($predicate): a keyword stored as an i64 case of the
 * property's enum (cmpi's and cmpf's predicates, memref.atomic_rmw's kind). */
static const CmirEnumDef *cmp_enum(const CmirOpInfo *info, int idx) {
  if (info->props[idx].en)
    return info->props[idx].en;
  if (info->id == CMIR_OP_ARITH_CMPF)
    return &cmir_arith_cmpf_pred;
  return &cmir_arith_cmpi_pred;
}

/* As MLIR's generated parser for an enum attribute: a keyword among the
 * cases, or a string naming one. */
CmirStatus cmir_parse_cmp_predicate(CmirParser *p, CmirFmtParseState *fs, const CmirFmtArg *args,
                                    uint32_t n) {
  (void)n;
  CmirOpState *st = cmir_fmt_state(fs);
  const CmirEnumDef *d = cmp_enum(st->info, args[0].idx);
  const char *name = st->info->props[args[0].idx].name->str;
  const char *pos = p->tok.s;
  const char *s = p->tok.s;
  size_t len = p->tok.len;
  char *str = NULL;
  if (p->tok.kind == TOK_STRING) {
    if (cmir_parser_string(p, &str, &len))
      return CMIR_FAIL;
    s = str;
  }
  for (uint32_t i = 0; i < d->ncases && (str || p->tok.kind == TOK_BARE); i++)
    if (strlen(d->cases[i]) == len && !memcmp(d->cases[i], s, len)) {
      if (!str)
        cmir_parser_advance(p);
      free(str);
      cmir_fmt_set_prop(fs, args[0].idx, cmir_attr_int(p->ctx, p->ctx->i64, i));
      return CMIR_OK;
    }
  if (str) {
    cmir_parser_error_at(p, pos, "invalid %s attribute specification: \"%.*s\"", name, (int)len,
                         str);
    free(str);
    return CMIR_FAIL;
  }
  CmirStrBuf sb;
  cmir_sb_init(&sb);
  for (uint32_t i = 0; i < d->ncases; i++) {
    cmir_sb_puts(&sb, i ? ", " : "");
    cmir_sb_puts(&sb, d->cases[i]);
  }
  cmir_parser_error_at(p, pos, "expected string or keyword containing one of the following enum "
                               "values for attribute '%s' [%s]",
                       name, cmir_sb_cstr(&sb));
  cmir_sb_free(&sb);
  return CMIR_FAIL;
}

void cmir_print_cmp_predicate(CmirPrinter *pr, CmirOp *op, const CmirFmtArg *args, uint32_t n) {
  (void)n;
  const CmirAttr *a = cmir_dict_get(op->props, op->info->props[args[0].idx].name);
  const CmirEnumDef *d = cmp_enum(op->info, args[0].idx);
  if (a && a->kind == CMIR_ATTR_INTEGER && a->i.v < d->ncases)
    cmir_printer_puts(pr, d->cases[a->i.v]);
  else if (a)
    cmir_printer_attr(pr, a);
}

/* custom<RoundingMode>($roundingmode): optional keyword stored as i32. */
CmirStatus cmir_parse_rounding(CmirParser *p, CmirFmtParseState *fs, const CmirFmtArg *args,
                               uint32_t n) {
  (void)n;
  if (p->tok.kind != TOK_BARE)
    return CMIR_OK;
  for (uint32_t i = 0; i < arith_rounding.ncases; i++)
    if (cmir_parser_consume_keyword(p, arith_rounding.cases[i])) {
      cmir_fmt_set_prop(fs, args[0].idx, cmir_attr_int(p->ctx, p->ctx->i32, i));
      return CMIR_OK;
    }
  return CMIR_OK;
}

void cmir_print_rounding(CmirPrinter *pr, CmirOp *op, const CmirFmtArg *args, uint32_t n) {
  (void)n;
  const CmirAttr *a = cmir_dict_get(op->props, op->info->props[args[0].idx].name);
  if (a && a->kind == CMIR_ATTR_INTEGER && a->i.v < arith_rounding.ncases)
    cmir_printer_puts(pr, arith_rounding.cases[a->i.v]);
}

/* ---- op table ---- */

bool cmir_arith_fold(CmirOp *op, const CmirAttr *const *c, CmirFoldResult *out);
bool cmir_arith_canon(CmirPatRewriter *rw, CmirOp *op);

#define BIN_INT_OF(tr)                                                                             \
  .traits = CMIR_TRAIT_PURE | CMIR_TRAIT_SAME_TYPE | (tr), .operands = "lhs,rhs",                  \
  .results = "result", .props = "overflowFlags=#arith.overflow<none>",                             \
  .format = "$lhs `,` $rhs (`overflow` `` $overflowFlags^)? attr-dict `:` type($result)",          \
  .verify = verify_int_binop, .fold = cmir_arith_fold
#define BIN_INT(tr)                                                                                \
  .traits = CMIR_TRAIT_PURE | CMIR_TRAIT_SAME_TYPE | (tr), .operands = "lhs,rhs",                  \
  .results = "result", .format = "$lhs `,` $rhs attr-dict `:` type($result)",                      \
  .verify = verify_int_binop, .fold = cmir_arith_fold
#define BIN_FLT(tr)                                                                                \
  .traits = CMIR_TRAIT_PURE | CMIR_TRAIT_SAME_TYPE | (tr), .operands = "lhs,rhs",                  \
  .results = "result", .props = "fastmath=#arith.fastmath<none>",                                  \
  .format = "$lhs `,` $rhs (`fastmath` `` $fastmath^)? attr-dict `:` type($result)",               \
  .verify = verify_float_op, .fold = cmir_arith_fold
#define CAST(verifier, extra_props, extra_fmt)                                                     \
  .traits = CMIR_TRAIT_PURE, .operands = "in", .results = "out", .props = extra_props,             \
  .format = "$in " extra_fmt "attr-dict `:` type($in) `to` type($out)", .verify = verifier,        \
  .fold = cmir_arith_fold
#define EXTENDED(res, fmt_types, rules)                                                            \
  .traits = CMIR_TRAIT_PURE | CMIR_TRAIT_COMMUTATIVE | CMIR_TRAIT_RESULT_NAMES,                    \
  .operands = "lhs,rhs", .results = res, .format = "$lhs `,` $rhs attr-dict `:` " fmt_types,       \
  .types = rules, .verify = verify_extended

static const CmirOpDef arith_ops[] = {
#define OP(x, nm, ...) {.id = CMIR_OP_##x, .name = nm, .canon = cmir_arith_canon, __VA_ARGS__},
#include "dialect/arith/ops.h"
#undef OP

};

static bool result_name(CmirOp *op, char *buf, size_t cap);

void cmir_arith_register(CmirContext *ctx) {
  cmir_register_enum(ctx, &cmir_arith_fastmath);
  cmir_register_enum(ctx, &cmir_arith_overflow);
  cmir_register_enum(ctx, &cmir_arith_cmpi_pred);
  cmir_register_enum(ctx, &cmir_arith_cmpf_pred);
  cmir_register_enum(ctx, &cmir_arith_atomic_rmw_kind);
  cmir_register_enum(ctx, &arith_rounding);
  cmir_register_dialect(ctx, "arith", arith_ops, sizeof arith_ops / sizeof arith_ops[0]);
  cmir_dialect_get(ctx, "arith")->result_name = result_name;
}

/* ---- custom-form result names ---- */

/* arith.constant: %c42_i32, %c0 (index), %true/%false, %cst (floats). */
static void constant_name(CmirOp *op, char *buf, size_t cap) {
  const CmirAttr *v = cmir_op_get_prop(op, "value");
  if (!v || v->kind != CMIR_ATTR_INTEGER) {
    snprintf(buf, cap, "cst");
    return;
  }
  const CmirType *t = op->results[0].type;
  if (cmir_attr_is_bool(v) && t->kind == CMIR_TYPE_INTEGER) {
    snprintf(buf, cap, "%s", v->i.v ? "true" : "false");
    return;
  }
  CmirStrBuf sb;
  cmir_sb_init(&sb);
  cmir_sb_putc(&sb, 'c');
  /* The value prints signed, as APInt's stream operator does. */
  CmirPrinter pr = {&sb, NULL, NULL, 0, NULL};
  const CmirAttr *plain = v;
  if (t->kind == CMIR_TYPE_INTEGER && t->integer.sign == CMIR_UNSIGNED)
    plain = cmir_attr_int(op->info->ctx, cmir_type_int(op->info->ctx, t->integer.width, CMIR_SIGNLESS),
                          (int64_t)v->i.v);
  cmir_printer_attr_no_type(&pr, plain);
  if (t->kind == CMIR_TYPE_INTEGER) {
    cmir_sb_putc(&sb, '_');
    cmir_printer_type(&pr, t);
  }
  snprintf(buf, cap, "%s", cmir_sb_cstr(&sb));
  cmir_sb_free(&sb);
}

/* CmirDialect's result_name: arith.constant's result is named by its value. */
static bool result_name(CmirOp *op, char *buf, size_t cap) {
  if (!(op->info->traits & CMIR_TRAIT_CONSTANT_LIKE) || op->info->def->asm_name ||
      !cmir_op_isa(op, CMIR_OP_ARITH_CONSTANT))
    return false;
  constant_name(op, buf, cap);
  return true;
}

/* ---- folding ---- */

static uint32_t int_width(const CmirType *t) {
  return t->kind == CMIR_TYPE_INDEX ? 64 : t->kind == CMIR_TYPE_INTEGER ? t->integer.width : 0;
}

static bool is_int_cst(const CmirAttr *a, uint64_t v) {
  return a && a->kind == CMIR_ATTR_INTEGER && !a->i.words && a->i.v == v;
}

/* The integer constant v of type t, splat for a vector; NULL if t is neither. */
static const CmirAttr *splat_int(CmirContext *ctx, const CmirType *t, uint64_t v) {
  if (t->kind == CMIR_TYPE_INTEGER || t->kind == CMIR_TYPE_INDEX)
    return cmir_attr_int(ctx, t, (int64_t)v);
  if (t->kind != CMIR_TYPE_VECTOR || int_width(t->shaped.elem) == 0 ||
      int_width(t->shaped.elem) > 64)
    return NULL;
  if (t->shaped.elem->kind == CMIR_TYPE_INTEGER && t->shaped.elem->integer.width == 1)
    v = v ? 1 : 0;
  return cmir_attr_dense(ctx, t, &v, cmir_dense_elem_bytes(t->shaped.elem), true);
}

/* Folds integer arithmetic on scalars up to 64 bits, wrapping at the width.
 * Division by zero and signed overflow of division are left alone. */
static bool fold_int_binop(CmirOp *op, const CmirAttr *const *c, CmirFoldResult *out) {
  CmirContext *ctx = op->info->ctx;
  const CmirType *t = op->results[0].type;
  uint32_t w = int_width(t);
  unsigned id = cmir_op_id(op);
  CmirValue *x = op->opnds[0].value, *y = op->opnds[1].value;
  /* Identities that need only one constant (or none). */
  if (w && w <= 64) {
    uint64_t ones = w == 64 ? ~0ull : (1ull << w) - 1;
    if ((id == CMIR_OP_ARITH_ADDI || id == CMIR_OP_ARITH_SUBI || id == CMIR_OP_ARITH_ORI ||
         id == CMIR_OP_ARITH_XORI || id == CMIR_OP_ARITH_SHLI || id == CMIR_OP_ARITH_SHRSI ||
         id == CMIR_OP_ARITH_SHRUI) &&
        is_int_cst(c[1], 0)) {
      out->value = x;
      return true;
    }
    if ((id == CMIR_OP_ARITH_MULI || id == CMIR_OP_ARITH_DIVSI || id == CMIR_OP_ARITH_DIVUI ||
         id == CMIR_OP_ARITH_FLOORDIVSI || id == CMIR_OP_ARITH_CEILDIVSI ||
         id == CMIR_OP_ARITH_CEILDIVUI) &&
        is_int_cst(c[1], 1)) {
      out->value = x;
      return true;
    }
    if ((id == CMIR_OP_ARITH_MULI || id == CMIR_OP_ARITH_ANDI) && is_int_cst(c[1], 0)) {
      out->value = op->opnds[1].value;
      return true;
    }
    if (id == CMIR_OP_ARITH_ANDI && is_int_cst(c[1], ones)) {
      out->value = x;
      return true;
    }
  }
  /* add(sub(a, b), b) -> a, add(b, sub(a, b)) -> a, sub(add(a, b), b) -> a,
   * sub(add(a, b), a) -> b, on scalars and vectors alike. */
  CmirOp *dx = cmir_value_def(x), *dy = cmir_value_def(y);
  if (id == CMIR_OP_ARITH_ADDI) {
    if (dx && cmir_op_isa(dx, CMIR_OP_ARITH_SUBI) && dx->opnds[1].value == y) {
      out->value = dx->opnds[0].value;
      return true;
    }
    if (dy && cmir_op_isa(dy, CMIR_OP_ARITH_SUBI) && dy->opnds[1].value == x) {
      out->value = dy->opnds[0].value;
      return true;
    }
  }
  if (id == CMIR_OP_ARITH_SUBI && dx && cmir_op_isa(dx, CMIR_OP_ARITH_ADDI)) {
    if (dx->opnds[1].value == y) {
      out->value = dx->opnds[0].value;
      return true;
    }
    if (dx->opnds[0].value == y) {
      out->value = dx->opnds[1].value;
      return true;
    }
  }
  /* x op x, on scalars and vectors alike. */
  if ((id == CMIR_OP_ARITH_ANDI || id == CMIR_OP_ARITH_ORI || id == CMIR_OP_ARITH_MAXSI ||
       id == CMIR_OP_ARITH_MAXUI || id == CMIR_OP_ARITH_MINSI || id == CMIR_OP_ARITH_MINUI) &&
      x == y) {
    out->value = x;
    return true;
  }
  if ((id == CMIR_OP_ARITH_SUBI || id == CMIR_OP_ARITH_XORI) && x == y) {
    out->attr = splat_int(ctx, t, 0);
    return out->attr != NULL;
  }
  if (!c[0] || !c[1] || c[0]->kind != CMIR_ATTR_INTEGER || c[1]->kind != CMIR_ATTR_INTEGER ||
      !w || w > 64)
    return false;
  /* the arith ops by their support/intops.h operation, 1 + CmirIntOp */
  static const uint8_t int_op[CMIR_OP_COUNT] = {
      [CMIR_OP_ARITH_ADDI] = 1 + CMIR_INT_ADD,
      [CMIR_OP_ARITH_SUBI] = 1 + CMIR_INT_SUB,
      [CMIR_OP_ARITH_MULI] = 1 + CMIR_INT_MUL,
      [CMIR_OP_ARITH_ANDI] = 1 + CMIR_INT_AND,
      [CMIR_OP_ARITH_ORI] = 1 + CMIR_INT_OR,
      [CMIR_OP_ARITH_XORI] = 1 + CMIR_INT_XOR,
      [CMIR_OP_ARITH_MAXSI] = 1 + CMIR_INT_MAXS,
      [CMIR_OP_ARITH_MINSI] = 1 + CMIR_INT_MINS,
      [CMIR_OP_ARITH_MAXUI] = 1 + CMIR_INT_MAXU,
      [CMIR_OP_ARITH_MINUI] = 1 + CMIR_INT_MINU,
      [CMIR_OP_ARITH_DIVUI] = 1 + CMIR_INT_DIVU,
      [CMIR_OP_ARITH_REMUI] = 1 + CMIR_INT_REMU,
      [CMIR_OP_ARITH_DIVSI] = 1 + CMIR_INT_DIVS,
      [CMIR_OP_ARITH_REMSI] = 1 + CMIR_INT_REMS,
      [CMIR_OP_ARITH_FLOORDIVSI] = 1 + CMIR_INT_FLOORDIVS,
      [CMIR_OP_ARITH_CEILDIVSI] = 1 + CMIR_INT_CEILDIVS,
      [CMIR_OP_ARITH_CEILDIVUI] = 1 + CMIR_INT_CEILDIVU,
      [CMIR_OP_ARITH_SHLI] = 1 + CMIR_INT_SHL,
      [CMIR_OP_ARITH_SHRUI] = 1 + CMIR_INT_SHRU,
      [CMIR_OP_ARITH_SHRSI] = 1 + CMIR_INT_SHRS,
  };
  unsigned k = int_op[id];
  /* no fold where the result is undefined behaviour or poison (flags are
   * not applied: MLIR's folders ignore them) */
  cmir_u128 r, hi;
  bool poison = false;
  const char *ub = NULL;
  if (!k || !cmir_int_eval((CmirIntOp)(k - 1), w, c[0]->i.v, c[1]->i.v, 0, &r, &hi, &poison, &ub) ||
      poison)
    return false;
  out->attr = cmir_attr_int(ctx, t, (int64_t)(uint64_t)r);
  return true;
}

static bool fold_cmpi(CmirOp *op, const CmirAttr *const *c, CmirFoldResult *out) {
  const CmirAttr *pa = cmir_op_get_prop(op, "predicate");
  if (pa && op->opnds[0].value == op->opnds[1].value && pa->i.v <= 9) {
    /* x pred x: eq, sle, sge, ule, uge hold. */
    static const bool holds[10] = {1, 0, 0, 1, 0, 1, 0, 1, 0, 1};
    out->attr = splat_int(op->info->ctx, op->results[0].type, holds[pa->i.v]);
    return out->attr != NULL;
  }
  const CmirType *t = op->opnds[0].value->type;
  uint32_t w = int_width(t);
  if (!pa || !c[0] || !c[1] || c[0]->kind != CMIR_ATTR_INTEGER ||
      c[1]->kind != CMIR_ATTR_INTEGER || !w || w > 64)
    return false;
  if (pa->i.v > 9)
    return false;
  uint64_t a = cmir_zext(c[0]->i.v, w), b = cmir_zext(c[1]->i.v, w);
  bool r = cmir_int_cmp((unsigned)pa->i.v, a, b, cmir_sext(a, w), cmir_sext(b, w));
#ifdef CMIR_PLANTED_BUGS
  if (pa->i.v == 2 && cmir_planted("cmpi-slt-fold"))
    r = a < b;
#endif
  out->attr = cmir_attr_bool(op->info->ctx, r);
  return true;
}

static bool fold_select(CmirOp *op, const CmirAttr *const *c, CmirFoldResult *out) {
  if (op->opnds[1].value == op->opnds[2].value) {
    out->value = op->opnds[1].value;
    return true;
  }
  if (c[0] && cmir_attr_is_bool(c[0])) {
    out->value = op->opnds[c[0]->i.v ? 1 : 2].value;
    return true;
  }
  /* select %x, true, false => %x (i1) */
  const CmirType *t = op->results[0].type;
  if (t->kind == CMIR_TYPE_INTEGER && t->integer.width == 1 && c[1] && c[2] &&
      cmir_attr_is_bool(c[1]) && cmir_attr_is_bool(c[2]) && c[1]->i.v && !c[2]->i.v) {
    out->value = op->opnds[0].value;
    return true;
  }
  /* select (cmpi eq a, b), a, b => b; with ne => a */
  CmirOp *cmp = cmir_value_def(op->opnds[0].value);
  if (cmp && cmir_op_isa(cmp, CMIR_OP_ARITH_CMPI)) {
    const CmirAttr *pa = cmir_op_get_prop(cmp, "predicate");
    int64_t pred = pa ? cmir_attr_int_value(pa) : -1;
    CmirValue *l = cmp->opnds[0].value, *r = cmp->opnds[1].value;
    CmirValue *tv = op->opnds[1].value, *fv = op->opnds[2].value;
    if ((pred == 0 || pred == 1) && ((l == tv && r == fv) || (r == tv && l == fv))) {
      out->value = pred == 1 ? tv : fv;
      return true;
    }
  }
  return false;
}

static bool fold_int_cast(CmirOp *op, const CmirAttr *const *c, CmirFoldResult *out) {
  const CmirType *in = op->opnds[0].value->type, *rt = op->results[0].type;
  uint32_t wi = int_width(in), wo = int_width(rt);
  if (!c[0] || c[0]->kind != CMIR_ATTR_INTEGER || !wi || !wo || wi > 64 || wo > 64)
    return false;
  static const uint8_t cast[CMIR_OP_COUNT] = {
      [CMIR_OP_ARITH_EXTSI] = 1 + CMIR_INT_EXTS,
      [CMIR_OP_ARITH_EXTUI] = 1 + CMIR_INT_EXTU,
      [CMIR_OP_ARITH_TRUNCI] = 1 + CMIR_INT_TRUNC,
      [CMIR_OP_ARITH_INDEX_CAST] = 1 + CMIR_INT_INDEX_CAST,
      [CMIR_OP_ARITH_INDEX_CASTUI] = 1 + CMIR_INT_INDEX_CASTUI,
  };
  unsigned k = cast[cmir_op_id(op)];
  if (!k)
    return false;
  bool poison = false;
  cmir_u128 r = cmir_int_cast((CmirIntCast)(k - 1), wi, wo, c[0]->i.v, 0, &poison);
  out->attr = cmir_attr_int(op->info->ctx, rt, (int64_t)(uint64_t)r);
  return true;
}

/* Float kinds the folds compute on: those a double holds exactly (bf16, f16,
 * tf32, f32, f64). An op's double result rounds once to the kind; for +, -,
 * *, / that equals rounding the exact result, as a double has more than
 * twice the kind's precision plus two bits, and fmod is exact. */
static bool foldable_float(const CmirType *t) {
  return t->kind == CMIR_TYPE_FLOAT && t->flt.fk <= CMIR_F_F64;
}

static double as_double(const CmirType *t, uint64_t bits) {
  return cmir_float_to_double((CmirFloatKind)t->flt.fk, (CmirFloatBits){bits, 0});
}

static uint64_t double_bits(const CmirType *t, double d) {
  return cmir_float_from_double((CmirFloatKind)t->flt.fk, d).lo;
}

/* A NaN made from non-NaN operands (0/0, inf - inf) is APFloat's positive
 * quiet NaN, where the hardware's default NaN is negative. */
static double float_arith(unsigned id, double a, double b, bool *ok) {
  double r;
  *ok = true;
  switch (id) {
  case CMIR_OP_ARITH_ADDF: r = a + b; break;
  case CMIR_OP_ARITH_SUBF: r = a - b; break;
  case CMIR_OP_ARITH_MULF: r = a * b; break;
  case CMIR_OP_ARITH_DIVF: r = a / b; break;
  case CMIR_OP_ARITH_REMF: r = fmod(a, b); break;
  default: *ok = false; return 0;
  }
  if (isnan(r) && !isnan(a) && !isnan(b))
    r = fabs(r);
  return r;
}

static bool fold_float_binop(CmirOp *op, const CmirAttr *const *c, CmirFoldResult *out) {
  const CmirType *t = op->results[0].type;
  unsigned id = cmir_op_id(op);
  if ((id == CMIR_OP_ARITH_MAXNUMF || id == CMIR_OP_ARITH_MINNUMF || id == CMIR_OP_ARITH_MAXIMUMF ||
       id == CMIR_OP_ARITH_MINIMUMF) &&
      op->opnds[0].value == op->opnds[1].value) {
    out->value = op->opnds[0].value;
    return true;
  }
  if (!c[0] || !c[1] || c[0]->kind != CMIR_ATTR_FLOAT || c[1]->kind != CMIR_ATTR_FLOAT ||
      !foldable_float(t))
    return false;
  double a = as_double(t, c[0]->f.lo), b = as_double(t, c[1]->f.lo);
  bool ok;
  double r = float_arith(id, a, b, &ok);
  if (!ok)
    return false;
  uint64_t bits = double_bits(t, r);
  out->attr = cmir_attr_float(op->info->ctx, t, bits, 0);
  return true;
}

/* The single value of an integer constant or splat, zero-extended; false if
 * a is neither or wider than 64 bits. */
static bool int_splat(const CmirAttr *a, uint64_t *v) {
  if (!a)
    return false;
  if (a->kind == CMIR_ATTR_INTEGER && !a->i.words) {
    *v = a->i.v;
    return true;
  }
  if (a->kind != CMIR_ATTR_DENSE || !(a->flags & 1))
    return false;
  const CmirType *e = a->dense.type->shaped.elem;
  uint32_t w = int_width(e);
  if (!w || w > 64)
    return false;
  uint64_t x = 0;
  memcpy(&x, a->dense.data, cmir_dense_elem_bytes(e));
  *v = x;
  return true;
}

static bool is_int_splat(const CmirAttr *a, uint64_t v, uint32_t w) {
  uint64_t x;
  return w && w <= 64 && int_splat(a, &x) && cmir_zext(x, w) == cmir_zext(v, w);
}

static uint32_t elem_width(const CmirType *t) { return int_width(cmir_type_elem(t)); }

/* The bits of a scalar float constant of f32 or f64; false otherwise. */
static bool float_bits(const CmirAttr *a, const CmirType **t, uint64_t *bits) {
  if (!a || a->kind != CMIR_ATTR_FLOAT || !foldable_float(a->f.type))
    return false;
  *t = a->f.type;
  *bits = a->f.lo;
  return true;
}


/* +1 for +x, -1 for -x, as a float constant's value compares with x. */
static bool float_is(const CmirAttr *a, double x, int sign) {
  const CmirType *t;
  uint64_t bits;
  if (!float_bits(a, &t, &bits))
    return false;
  double d = as_double(t, bits);
  bool neg = (bits >> (cmir_float_width((CmirFloatKind)t->flt.fk) - 1)) & 1;
  return d == x && (sign == 0 || neg == (sign < 0));
}

static const CmirAttr *cst_of(CmirValue *v) {
  CmirOp *d = cmir_value_def(v);
  return d && (d->info->traits & CMIR_TRAIT_CONSTANT_LIKE) ? cmir_op_get_prop(d, "value") : NULL;
}

static CmirOp *def_of(CmirValue *v, unsigned id) {
  CmirOp *d = cmir_value_def(v);
  return d && cmir_op_isa(d, id) ? d : NULL;
}

/* cmpi with the constant on the left: operands swap, the predicate mirrors. */
static bool cmpi_swap(CmirOp *op, const CmirAttr *const *c) {
  static const uint8_t mirror[10] = {0, 1, 4, 5, 2, 3, 8, 9, 6, 7};
  const CmirAttr *pa = cmir_op_get_prop(op, "predicate");
  if (!pa || pa->i.v > 9 || !c[0] || c[1])
    return false;
  CmirValue *l = op->opnds[0].value, *r = op->opnds[1].value;
  cmir_op_set_prop(op, "predicate", cmir_attr_int(op->info->ctx, pa->i.type, mirror[pa->i.v]));
  cmir_op_set_operand(op, 0, r);
  cmir_op_set_operand(op, 1, l);
  return true;
}

/* MLIR's CmpFOp fold on f32/f64 constants (a NaN operand makes both NaN). */
static bool fold_cmpf(CmirOp *op, const CmirAttr *const *c, CmirFoldResult *out) {
  const CmirAttr *pa = cmir_op_get_prop(op, "predicate");
  const CmirType *ta, *tb;
  uint64_t ba, bb;
  bool ka = float_bits(c[0], &ta, &ba), kb = float_bits(c[1], &tb, &bb);
  if (!pa || op->results[0].type->kind != CMIR_TYPE_INTEGER)
    return false;
  double a = ka ? as_double(ta, ba) : 0, b = kb ? as_double(tb, bb) : 0;
  if (ka && a != a)
    b = a, kb = true;
  if (kb && b != b)
    a = b, ka = true;
  if (!ka || !kb)
    return false;
  bool uno = a != a || b != b, r;
  switch (pa->i.v) {
  case 0: r = false; break;
  case 1: r = !uno && a == b; break;
  case 2: r = !uno && a > b; break;
  case 3: r = !uno && a >= b; break;
  case 4: r = !uno && a < b; break;
  case 5: r = !uno && a <= b; break;
  case 6: r = !uno && a != b; break;
  case 7: r = !uno; break;
  case 8: r = uno || a == b; break;
  case 9: r = uno || a > b; break;
  case 10: r = uno || a >= b; break;
  case 11: r = uno || a < b; break;
  case 12: r = uno || a <= b; break;
  case 13: r = uno || a != b; break;
  case 14: r = uno; break;
  default: r = true; break;
  }
  out->attr = cmir_attr_bool(op->info->ctx, r);
  return true;
}

/* Float identities (MLIR's AddF/SubF/MulF/DivF/min/max folds) and negf. */
static bool fold_float_identity(CmirOp *op, const CmirAttr *const *c, CmirFoldResult *out) {
  unsigned id = cmir_op_id(op);
  CmirValue *x = op->opnds[0].value;
  const CmirAttr *y = op->nopnds > 1 ? c[1] : NULL;
  bool fwd = (id == CMIR_OP_ARITH_ADDF && float_is(y, 0, -1)) ||
             (id == CMIR_OP_ARITH_SUBF && float_is(y, 0, 1)) ||
             ((id == CMIR_OP_ARITH_MULF || id == CMIR_OP_ARITH_DIVF) && float_is(y, 1, 0)) ||
             ((id == CMIR_OP_ARITH_MINIMUMF || id == CMIR_OP_ARITH_MINNUMF) &&
              float_is(y, 1.0 / 0.0, 0)) ||
             ((id == CMIR_OP_ARITH_MAXIMUMF || id == CMIR_OP_ARITH_MAXNUMF) &&
              float_is(y, -1.0 / 0.0, 0));
  if (fwd) {
    out->value = x;
    return true;
  }
  return false;
}

static bool fold_negf(CmirOp *op, const CmirAttr *const *c, CmirFoldResult *out) {
  CmirOp *inner = def_of(op->opnds[0].value, CMIR_OP_ARITH_NEGF);
  if (inner) {
    out->value = inner->opnds[0].value;
    return true;
  }
  const CmirType *t;
  uint64_t bits;
  if (!float_bits(c[0], &t, &bits))
    return false;
  bits ^= 1ull << (cmir_float_width((CmirFloatKind)t->flt.fk) - 1);
  out->attr = cmir_attr_float(op->info->ctx, t, bits, 0);
  return true;
}

/* Bitcast of an int or float constant, scalar or dense, of the same width:
 * the bits stay, the type changes. */
static bool fold_bitcast(CmirOp *op, const CmirAttr *const *c, CmirFoldResult *out) {
  const CmirType *rt = op->results[0].type;
  CmirContext *ctx = op->info->ctx;
  if (!c[0])
    return false;
  if (c[0]->kind == CMIR_ATTR_DENSE) {
    const CmirType *se = cmir_type_elem(c[0]->dense.type), *re = cmir_type_elem(rt);
    bool sok = foldable_float(se) || (int_width(se) > 1 && int_width(se) <= 64);
    bool rok = foldable_float(re) || (int_width(re) > 1 && int_width(re) <= 64);
    int64_t n = cmir_type_num_elements(rt);
    uint32_t eb = cmir_dense_elem_bytes(re);
    if (!sok || !rok || eb != cmir_dense_elem_bytes(se) || n < 0)
      return false;
    bool splat = c[0]->flags & 1;
    out->attr = cmir_attr_dense(ctx, rt, c[0]->dense.data, splat ? eb : (uint64_t)n * eb, splat);
    return out->attr != NULL;
  }
  uint64_t bits;
  if (c[0]->kind == CMIR_ATTR_INTEGER && !c[0]->i.words)
    bits = c[0]->i.v;
  else if (c[0]->kind == CMIR_ATTR_FLOAT && foldable_float(c[0]->f.type))
    bits = c[0]->f.lo;
  else
    return false;
  if (foldable_float(rt)) {
    unsigned w = cmir_float_width((CmirFloatKind)rt->flt.fk);
    out->attr = cmir_attr_float(ctx, rt, w < 64 ? bits & ((1ull << w) - 1) : bits, 0);
  } else if (rt->kind == CMIR_TYPE_INTEGER && rt->integer.width <= 64)
    out->attr = cmir_attr_int(ctx, rt, (int64_t)bits);
  return out->attr != NULL;
}

/* ext(ext x) and trunci of ext/trunci, MLIR's cast folds (in place where
 * MLIR's are: the op's own result comes back). */
static bool fold_cast_chain(CmirOp *op, CmirFoldResult *out) {
  unsigned id = cmir_op_id(op);
  CmirOp *in = cmir_value_def(op->opnds[0].value);
  if (!in)
    return false;
  unsigned iid = cmir_op_id(in);
  if ((id == CMIR_OP_ARITH_EXTUI || id == CMIR_OP_ARITH_EXTSI) && iid == id) {
    cmir_op_set_operand(op, 0, in->opnds[0].value);
    out->value = &op->results[0];
    return true;
  }
  if (id != CMIR_OP_ARITH_TRUNCI)
    return false;
  if (iid == CMIR_OP_ARITH_EXTUI || iid == CMIR_OP_ARITH_EXTSI) {
    CmirValue *src = in->opnds[0].value;
    uint32_t ws = elem_width(src->type), wd = elem_width(op->results[0].type);
    if (ws > wd) {
      cmir_op_set_operand(op, 0, src);
      out->value = &op->results[0];
      return true;
    }
    if (src->type == op->results[0].type) {
      out->value = src;
      return true;
    }
    return false;
  }
  if (iid == CMIR_OP_ARITH_TRUNCI) {
    cmir_op_set_operand(op, 0, in->opnds[0].value);
    out->value = &op->results[0];
    return true;
  }
  return false;
}

/* Integer folds MLIR has beyond constant arithmetic: xor(xor(x, a), a),
 * and(x, not x), bounds of min/max. */
static bool fold_int_more(CmirOp *op, const CmirAttr *const *c, CmirFoldResult *out) {
  unsigned id = cmir_op_id(op);
  CmirValue *x = op->opnds[0].value, *y = op->opnds[1].value;
  const CmirType *t = op->results[0].type;
  uint32_t w = elem_width(t);
  if (id == CMIR_OP_ARITH_XORI) {
    CmirOp *p = def_of(x, CMIR_OP_ARITH_XORI);
    if (p && (p->opnds[1].value == y || p->opnds[0].value == y)) {
      out->value = p->opnds[p->opnds[1].value == y ? 0 : 1].value;
      return true;
    }
    p = def_of(y, CMIR_OP_ARITH_XORI);
    if (p && (p->opnds[1].value == x || p->opnds[0].value == x)) {
      out->value = p->opnds[p->opnds[1].value == x ? 0 : 1].value;
      return true;
    }
  }
  if (id == CMIR_OP_ARITH_ANDI) {
    /* and(a, and(a, b)) -> and(a, b), either side, either order */
    for (int s = 0; s < 2; s++) {
      CmirValue *a = s ? y : x, *b = s ? x : y;
      CmirOp *in = def_of(b, CMIR_OP_ARITH_ANDI);
      if (in && (in->opnds[0].value == a || in->opnds[1].value == a)) {
        out->value = b;
        return true;
      }
    }
  }
  if (id == CMIR_OP_ARITH_ANDI && w && w <= 64) {
    uint64_t ones = w == 64 ? ~0ull : (1ull << w) - 1;
    for (int s = 0; s < 2; s++) {
      CmirValue *a = s ? y : x, *b = s ? x : y;
      CmirOp *n = def_of(b, CMIR_OP_ARITH_XORI);
      if (n && n->opnds[0].value == a &&
          is_int_splat(cst_of(n->opnds[1].value), ones, w)) {
        out->attr = splat_int(op->info->ctx, t, 0);
        return out->attr != NULL;
      }
    }
  }
  if ((id == CMIR_OP_ARITH_REMUI || id == CMIR_OP_ARITH_REMSI) && is_int_splat(c[1], 1, w)) {
    out->attr = splat_int(op->info->ctx, t, 0); /* rem(x, 1) */
    return out->attr != NULL;
  }
  if (!w || w > 64 || !c[1])
    return false;
  uint64_t ones = w == 64 ? ~0ull : (1ull << w) - 1, smax = ones >> 1, smin = smax + 1;
  uint64_t v;
  if (!int_splat(c[1], &v))
    return false;
  v = cmir_zext(v, w);
  /* the bound the op returns: the constant (1) or x (0) */
  int give = -1;
  if (id == CMIR_OP_ARITH_MAXSI)
    give = v == smax ? 1 : v == smin ? 0 : -1;
  else if (id == CMIR_OP_ARITH_MINSI)
    give = v == smin ? 1 : v == smax ? 0 : -1;
  else if (id == CMIR_OP_ARITH_MAXUI)
    give = v == ones ? 1 : v == 0 ? 0 : -1;
  else if (id == CMIR_OP_ARITH_MINUI)
    give = v == 0 ? 1 : v == ones ? 0 : -1;
  if (give < 0)
    return false;
  if (give)
    out->value = op->opnds[1].value;
  else
    out->value = x;
  return true;
}

/* Element i of a dense constant (a splat repeats its one element). */
static uint64_t dense_elem(const CmirAttr *a, int64_t i) {
  const CmirType *e = a->dense.type->shaped.elem;
  uint32_t eb = cmir_dense_elem_bytes(e);
  uint64_t v = 0;
  memcpy(&v, (const char *)a->dense.data + ((a->flags & 1) ? 0 : (size_t)i * eb), eb);
  return v;
}



/* Element-wise constant folding of binary ops, cmpi and select on dense
 * vectors of integers up to 64 bits, f32 or f64 (MLIR's
 * constFoldBinaryOp); the result is a splat when its elements agree. */
static bool fold_dense(CmirOp *op, const CmirAttr *const *c, CmirFoldResult *out) {
  unsigned id = cmir_op_id(op);
  bool sel = id == CMIR_OP_ARITH_SELECT;
  uint32_t k0 = sel ? 1 : 0;
  if (op->nopnds != (sel ? 3u : 2u) || op->nresults != 1)
    return false;
  for (uint32_t i = 0; i < op->nopnds; i++)
    if (!c[i] || c[i]->kind != CMIR_ATTR_DENSE)
      return false;
  const CmirType *rt = op->results[0].type, *et = cmir_type_elem(op->opnds[k0].value->type);
  const CmirType *re = cmir_type_elem(rt);
  int64_t n = cmir_type_num_elements(rt);
  if ((rt->kind != CMIR_TYPE_VECTOR && rt->kind != CMIR_TYPE_TENSOR) || n <= 0 || n > 4096)
    return false;
  bool flt = et->kind == CMIR_TYPE_FLOAT;
  if (flt && !foldable_float(et))
    return false;
  uint32_t w = int_width(et);
  if (!flt && (!w || w > 64))
    return false;
  static const uint8_t int_op[CMIR_OP_COUNT] = {
      [CMIR_OP_ARITH_ADDI] = 1 + CMIR_INT_ADD,   [CMIR_OP_ARITH_SUBI] = 1 + CMIR_INT_SUB,
      [CMIR_OP_ARITH_MULI] = 1 + CMIR_INT_MUL,   [CMIR_OP_ARITH_ANDI] = 1 + CMIR_INT_AND,
      [CMIR_OP_ARITH_ORI] = 1 + CMIR_INT_OR,     [CMIR_OP_ARITH_XORI] = 1 + CMIR_INT_XOR,
      [CMIR_OP_ARITH_MAXSI] = 1 + CMIR_INT_MAXS, [CMIR_OP_ARITH_MINSI] = 1 + CMIR_INT_MINS,
      [CMIR_OP_ARITH_MAXUI] = 1 + CMIR_INT_MAXU, [CMIR_OP_ARITH_MINUI] = 1 + CMIR_INT_MINU,
      [CMIR_OP_ARITH_DIVUI] = 1 + CMIR_INT_DIVU, [CMIR_OP_ARITH_REMUI] = 1 + CMIR_INT_REMU,
      [CMIR_OP_ARITH_DIVSI] = 1 + CMIR_INT_DIVS, [CMIR_OP_ARITH_REMSI] = 1 + CMIR_INT_REMS,
  };
  const CmirAttr *pa = id == CMIR_OP_ARITH_CMPI ? cmir_op_get_prop(op, "predicate") : NULL;
  if (!sel && !pa && (flt ? !(id == CMIR_OP_ARITH_ADDF || id == CMIR_OP_ARITH_SUBF ||
                               id == CMIR_OP_ARITH_MULF || id == CMIR_OP_ARITH_DIVF ||
                               id == CMIR_OP_ARITH_REMF)
                          : !int_op[id]))
    return false;
  if (pa && pa->i.v > 9)
    return false;
  uint32_t eb = cmir_dense_elem_bytes(re);
  char *buf = malloc((size_t)n * eb);
  if (!buf)
    return false;
  bool ok = true, same = true;
  uint64_t first = 0;
  for (int64_t i = 0; i < n && ok; i++) {
    uint64_t r;
    if (sel) {
      r = dense_elem(c[dense_elem(c[0], i) & 1 ? 1 : 2], i);
    } else if (pa) {
      uint64_t a = cmir_zext(dense_elem(c[0], i), w), b = cmir_zext(dense_elem(c[1], i), w);
      r = cmir_int_cmp((unsigned)pa->i.v, a, b, cmir_sext(a, w), cmir_sext(b, w));
    } else if (flt) {
      double a = as_double(et, dense_elem(c[0], i)), b = as_double(et, dense_elem(c[1], i));
      double d = float_arith(id, a, b, &ok);
      r = double_bits(et, d);
    } else {
      cmir_u128 x, hi;
      bool poison = false;
      const char *ub = NULL;
      ok = cmir_int_eval((CmirIntOp)(int_op[id] - 1), w, dense_elem(c[0], i), dense_elem(c[1], i),
                         0, &x, &hi, &poison, &ub) &&
           !poison;
      r = cmir_zext((uint64_t)x, w);
    }
    if (i == 0)
      first = r;
    same &= r == first;
    memcpy(buf + (size_t)i * eb, &r, eb);
  }
  if (ok)
    out->attr = cmir_attr_dense(op->info->ctx, rt, buf, same ? eb : (uint64_t)n * eb, same);
  free(buf);
  return ok && out->attr;
}

/* ---- canonicalization patterns (MLIR's ArithCanonicalization.td) ---- */

static CmirOp *build(CmirPatRewriter *rw, CmirOp *at, unsigned id, uint32_t n,
                     CmirValue *const *v, const CmirType *rt, const CmirAttr *props) {
  CmirOp *o = cmir_op_create_simple(at->info->ctx, id, at->loc, n, v, rt, props);
  rw->insert(rw, at, o);
  return o;
}

static CmirValue *bool_const(CmirPatRewriter *rw, CmirOp *at, const CmirType *t, bool v) {
  CmirContext *ctx = at->info->ctx;
  CmirOpState st;
  cmir_opstate_init(&st, ctx, cmir_op_info_by_id(ctx, CMIR_OP_ARITH_CONSTANT), at->loc);
  cmir_opstate_set_prop(&st, "value", splat_int(ctx, t, v));
  cmir_opstate_add_result(&st, t);
  CmirOp *o = cmir_op_create(&st);
  cmir_opstate_free(&st);
  rw->insert(rw, at, o);
  return &o->results[0];
}

bool cmir_arith_canon(CmirPatRewriter *rw, CmirOp *op) {
  unsigned id = cmir_op_id(op);
  const CmirType *rt = op->nresults ? op->results[0].type : NULL;
  /* and/or/xor of two like extensions of one type: the op, then one ext */
  if ((id == CMIR_OP_ARITH_ANDI || id == CMIR_OP_ARITH_ORI || id == CMIR_OP_ARITH_XORI)) {
    CmirOp *a = cmir_value_def(op->opnds[0].value), *b = cmir_value_def(op->opnds[1].value);
    if (a && b && cmir_op_id(a) == cmir_op_id(b) &&
        (cmir_op_isa(a, CMIR_OP_ARITH_EXTUI) || cmir_op_isa(a, CMIR_OP_ARITH_EXTSI)) &&
        a->opnds[0].value->type == b->opnds[0].value->type) {
      CmirValue *ab[2] = {a->opnds[0].value, b->opnds[0].value};
      CmirOp *n = build(rw, op, id, 2, ab, ab[0]->type, NULL);
      CmirValue *nv = &n->results[0];
      CmirOp *e = build(rw, op, cmir_op_id(a), 1, &nv, rt, NULL);
      CmirValue *ev = &e->results[0];
      rw->replace(rw, op, &ev);
      return true;
    }
  }
  /* cmpi eq/ne of two like extensions of one type */
  if (id == CMIR_OP_ARITH_CMPI) {
    const CmirAttr *pa = cmir_op_get_prop(op, "predicate");
    CmirOp *a = cmir_value_def(op->opnds[0].value), *b = cmir_value_def(op->opnds[1].value);
    if (pa && pa->i.v <= 1 && a && b && cmir_op_id(a) == cmir_op_id(b) &&
        (cmir_op_isa(a, CMIR_OP_ARITH_EXTUI) || cmir_op_isa(a, CMIR_OP_ARITH_EXTSI)) &&
        a->opnds[0].value->type == b->opnds[0].value->type) {
      CmirValue *ab[2] = {a->opnds[0].value, b->opnds[0].value};
      CmirOp *n = build(rw, op, id, 2, ab, rt, op->props);
      CmirValue *nv = &n->results[0];
      rw->replace(rw, op, &nv);
      return true;
    }
  }
  /* mulf/divf(negf x, negf y) -> mulf/divf(x, y) */
  if (id == CMIR_OP_ARITH_MULF || id == CMIR_OP_ARITH_DIVF) {
    CmirOp *a = def_of(op->opnds[0].value, CMIR_OP_ARITH_NEGF);
    CmirOp *b = def_of(op->opnds[1].value, CMIR_OP_ARITH_NEGF);
    if (a && b) {
      CmirValue *ab[2] = {a->opnds[0].value, b->opnds[0].value};
      CmirOp *n = build(rw, op, id, 2, ab, rt, op->props);
      CmirValue *nv = &n->results[0];
      rw->replace(rw, op, &nv);
      return true;
    }
  }
  /* extsi(extui x) -> extui x */
  if (id == CMIR_OP_ARITH_EXTSI) {
    CmirOp *in = def_of(op->opnds[0].value, CMIR_OP_ARITH_EXTUI);
    if (in) {
      CmirValue *x = in->opnds[0].value;
      CmirOp *n = build(rw, op, CMIR_OP_ARITH_EXTUI, 1, &x, rt, NULL);
      CmirValue *nv = &n->results[0];
      rw->replace(rw, op, &nv);
      return true;
    }
  }
  /* bitcast(bitcast x) -> bitcast x */
  if (id == CMIR_OP_ARITH_BITCAST) {
    CmirOp *in = def_of(op->opnds[0].value, CMIR_OP_ARITH_BITCAST);
    if (in) {
      CmirValue *x = in->opnds[0].value;
      CmirOp *n = build(rw, op, CMIR_OP_ARITH_BITCAST, 1, &x, rt, NULL);
      CmirValue *nv = &n->results[0];
      rw->replace(rw, op, &nv);
      return true;
    }
  }
  if (id != CMIR_OP_ARITH_SELECT)
    return false;
  CmirValue *cond = op->opnds[0].value, *tv = op->opnds[1].value, *fv = op->opnds[2].value;
  /* select(p, select(p, a, b), c) -> select(p, a, c); the same on the false side */
  CmirOp *in = def_of(tv, CMIR_OP_ARITH_SELECT);
  if (in && in->opnds[0].value == cond) {
    cmir_op_set_operand(op, 1, in->opnds[1].value);
    rw->modified(rw, op);
    return true;
  }
  in = def_of(fv, CMIR_OP_ARITH_SELECT);
  if (in && in->opnds[0].value == cond) {
    cmir_op_set_operand(op, 2, in->opnds[2].value);
    rw->modified(rw, op);
    return true;
  }
  /* select(not c, a, b) -> select(c, b, a) */
  CmirOp *n = def_of(cond, CMIR_OP_ARITH_XORI);
  if (n && cond->type->kind == CMIR_TYPE_INTEGER && cond->type->integer.width == 1) {
    for (int s = 0; s < 2; s++) {
      if (is_int_splat(cst_of(n->opnds[1 - s].value), 1, 1)) {
        CmirValue *v[3] = {n->opnds[s].value, fv, tv};
        CmirOp *ns = build(rw, op, CMIR_OP_ARITH_SELECT, 3, v, rt, NULL);
        CmirValue *nv = &ns->results[0];
        rw->replace(rw, op, &nv);
        return true;
      }
    }
  }
  /* select(c, 1, 0) -> extui c; select(c, 0, 1) -> extui(not c); i1: not c
   * (integer results only: not index, not vectors) */
  uint32_t w = int_width(rt);
  const CmirAttr *ct = cst_of(tv), *cf = cst_of(fv);
  if (cond->type->kind == CMIR_TYPE_INTEGER && rt->kind == CMIR_TYPE_INTEGER && w && w <= 64 &&
      ct && cf) {
    bool one_zero = is_int_splat(ct, 1, w) && is_int_splat(cf, 0, w);
    bool zero_one = is_int_splat(ct, 0, w) && is_int_splat(cf, 1, w);
    if (w == 1 && zero_one) {
      CmirValue *v[2] = {cond, bool_const(rw, op, cond->type, true)};
      CmirOp *x = build(rw, op, CMIR_OP_ARITH_XORI, 2, v, rt, NULL);
      CmirValue *nv = &x->results[0];
      rw->replace(rw, op, &nv);
      return true;
    }
    if (w > 1 && (one_zero || zero_one)) {
      CmirValue *c = cond;
      if (zero_one) {
        CmirValue *v[2] = {cond, bool_const(rw, op, cond->type, true)};
        c = &build(rw, op, CMIR_OP_ARITH_XORI, 2, v, cond->type, NULL)->results[0];
      }
      CmirOp *e = build(rw, op, CMIR_OP_ARITH_EXTUI, 1, &c, rt, NULL);
      CmirValue *nv = &e->results[0];
      rw->replace(rw, op, &nv);
      return true;
    }
  }
  return false;
}

/* Fold hook shared by the arith table: dispatch on the op's shape. */
bool cmir_arith_fold(CmirOp *op, const CmirAttr *const *c, CmirFoldResult *out) {
  unsigned id = cmir_op_id(op);
  if (fold_dense(op, c, out))
    return true;
  if (id == CMIR_OP_ARITH_CMPI) {
    if (fold_cmpi(op, c, out))
      return true;
    /* ne(ext(x: i1), 0) -> x; ne(x: i1, 0) -> x; eq(x: i1, 1) -> x */
    const CmirAttr *pa = cmir_op_get_prop(op, "predicate");
    CmirValue *l = op->opnds[0].value;
    if (pa && pa->i.v == 1 && is_int_splat(c[1], 0, elem_width(l->type))) {
      CmirOp *e = cmir_value_def(l);
      if (e && (cmir_op_isa(e, CMIR_OP_ARITH_EXTSI) || cmir_op_isa(e, CMIR_OP_ARITH_EXTUI)) &&
          cmir_type_elem(e->opnds[0].value->type)->kind == CMIR_TYPE_INTEGER &&
          elem_width(e->opnds[0].value->type) == 1) {
        out->value = e->opnds[0].value;
        return true;
      }
      if (elem_width(l->type) == 1 && cmir_type_elem(l->type)->kind == CMIR_TYPE_INTEGER) {
        out->value = l;
        return true;
      }
    }
    if (pa && pa->i.v == 0 && elem_width(l->type) == 1 &&
        cmir_type_elem(l->type)->kind == CMIR_TYPE_INTEGER && is_int_splat(c[1], 1, 1)) {
      out->value = l;
      return true;
    }
    if (cmpi_swap(op, c)) {
      out->value = &op->results[0];
      return true;
    }
    return false;
  }
  if (id == CMIR_OP_ARITH_CMPF)
    return fold_cmpf(op, c, out);
  if (id == CMIR_OP_ARITH_NEGF)
    return fold_negf(op, c, out);
  if (id == CMIR_OP_ARITH_BITCAST && op->opnds[0].value->type != op->results[0].type)
    return fold_bitcast(op, c, out);
  if ((id == CMIR_OP_ARITH_EXTSI || id == CMIR_OP_ARITH_EXTUI || id == CMIR_OP_ARITH_TRUNCI) &&
      fold_cast_chain(op, out))
    return true;
  if (id == CMIR_OP_ARITH_SELECT)
    return fold_select(op, c, out);
  if (id == CMIR_OP_ARITH_BITCAST && op->opnds[0].value->type == op->results[0].type) {
    out->value = op->opnds[0].value;
    return true;
  }
  if (id == CMIR_OP_ARITH_EXTSI || id == CMIR_OP_ARITH_EXTUI || id == CMIR_OP_ARITH_TRUNCI ||
      id == CMIR_OP_ARITH_INDEX_CAST || id == CMIR_OP_ARITH_INDEX_CASTUI)
    return fold_int_cast(op, c, out);
  if (op->nopnds == 2 && op->nresults == 1 && (op->info->traits & CMIR_TRAIT_SAME_TYPE)) {
    if (cmir_type_elem(op->results[0].type)->kind == CMIR_TYPE_FLOAT)
      return fold_float_binop(op, c, out) || fold_float_identity(op, c, out);
    return fold_int_binop(op, c, out) || fold_int_more(op, c, out);
  }
  return false;
}
