/* The arith dialect in the interpreter: integer and float ops by table
 * (the tables cover the LLVM dialect's counterparts too), comparisons,
 * casts and selects; arith ops on vectors go lane by lane as their LLVM
 * counterparts. */
#include "compile.h"

#include "dialect/dialects.h"
#include "dialect/llvm/llvm.h"

#include <assert.h>
#include <string.h>

/* ---- arith ---- */

/* The integer ops by op id: arith's and the LLVM dialect's alike. */
#define INT_OP(id, k, fast) [CMIR_OP_##id] = {true, k, fast}
const IntOp cmir_icomp_int_ops[CMIR_OP_COUNT] = {
    INT_OP(ARITH_ADDI, II_ADD, IOP_ADD64),
    INT_OP(LLVM_ADD, II_ADD, IOP_ADD64),
    INT_OP(ARITH_SUBI, II_SUB, IOP_SUB64),
    INT_OP(LLVM_SUB, II_SUB, IOP_SUB64),
    INT_OP(ARITH_MULI, II_MUL, IOP_MUL64),
    INT_OP(LLVM_MUL, II_MUL, IOP_MUL64),
    INT_OP(ARITH_DIVUI, II_DIVU, IOP_DIVU64),
    INT_OP(LLVM_UDIV, II_DIVU, IOP_DIVU64),
    INT_OP(ARITH_DIVSI, II_DIVS, IOP_DIVS64),
    INT_OP(LLVM_SDIV, II_DIVS, IOP_DIVS64),
    INT_OP(ARITH_REMUI, II_REMU, IOP_REMU64),
    INT_OP(LLVM_UREM, II_REMU, IOP_REMU64),
    INT_OP(ARITH_REMSI, II_REMS, IOP_REMS64),
    INT_OP(LLVM_SREM, II_REMS, IOP_REMS64),
    INT_OP(ARITH_CEILDIVUI, II_CEILDIVU, 0),
    INT_OP(ARITH_CEILDIVSI, II_CEILDIVS, 0),
    INT_OP(ARITH_FLOORDIVSI, II_FLOORDIVS, 0),
    INT_OP(LLVM_AND, II_AND, IOP_AND64),
    INT_OP(ARITH_ANDI, II_AND, IOP_AND64),
    INT_OP(LLVM_OR, II_OR, IOP_OR64),
    INT_OP(ARITH_ORI, II_OR, IOP_OR64),
    INT_OP(LLVM_XOR, II_XOR, IOP_XOR64),
    INT_OP(ARITH_XORI, II_XOR, IOP_XOR64),
    INT_OP(LLVM_SHL, II_SHL, IOP_SHL64),
    INT_OP(ARITH_SHLI, II_SHL, IOP_SHL64),
    INT_OP(LLVM_LSHR, II_SHRU, IOP_SHRU64),
    INT_OP(ARITH_SHRUI, II_SHRU, IOP_SHRU64),
    INT_OP(LLVM_ASHR, II_SHRS, IOP_SHRS64),
    INT_OP(ARITH_SHRSI, II_SHRS, IOP_SHRS64),
    INT_OP(LLVM_INTR_SMAX, II_MAXS, IOP_MAXS64),
    INT_OP(ARITH_MAXSI, II_MAXS, IOP_MAXS64),
    INT_OP(LLVM_INTR_UMAX, II_MAXU, IOP_MAXU64),
    INT_OP(ARITH_MAXUI, II_MAXU, IOP_MAXU64),
    INT_OP(LLVM_INTR_SMIN, II_MINS, IOP_MINS64),
    INT_OP(ARITH_MINSI, II_MINS, IOP_MINS64),
    INT_OP(LLVM_INTR_UMIN, II_MINU, IOP_MINU64),
    INT_OP(ARITH_MINUI, II_MINU, IOP_MINU64),
    INT_OP(ARITH_ADDUI_EXTENDED, II_ADDUI_EXT, 0),
    INT_OP(ARITH_MULUI_EXTENDED, II_MULUI_EXT, 0),
    INT_OP(ARITH_MULSI_EXTENDED, II_MULSI_EXT, 0),
};
#undef INT_OP

uint32_t cmir_icomp_overflow_flags(CmirOp *op) {
  const CmirAttr *a = cmir_op_get_prop(op, "overflowFlags");
  if (!a)
    return 0;
  if (a->kind == CMIR_ATTR_ENUM)
    return (uint32_t)a->en.value;
  if (a->kind == CMIR_ATTR_INTEGER)
    return (uint32_t)a->i.v;
  return 0;
}

/* Constant value of v if it is an arith.constant integer. */
bool cmir_icomp_const_int(const CmirValue *v, uint64_t *out) {
  CmirOp *d = cmir_value_def(v);
  if (!d || (!cmir_op_isa(d, CMIR_OP_ARITH_CONSTANT) && !cmir_op_isa(d, CMIR_OP_LLVM_MLIR_CONSTANT)))
    return false;
  const CmirAttr *a = cmir_op_get_prop(d, "value");
  if (!a || a->kind != CMIR_ATTR_INTEGER || (a->i.words && a->i.words[1]))
    return false;
  *out = a->i.v;
  return true;
}

/* Can this op make poison (decides whether a module needs tracking)? */
bool cmir_icomp_makes_poison(CmirOp *op) {
  unsigned id = cmir_op_id(op);
  /* the arith-like LLVM ops, as their arith counterparts, on scalars */
  static const uint16_t as_arith[CMIR_OP_COUNT] = {
      [CMIR_OP_LLVM_ADD] = CMIR_OP_ARITH_ADDI,      [CMIR_OP_LLVM_SUB] = CMIR_OP_ARITH_SUBI,
      [CMIR_OP_LLVM_MUL] = CMIR_OP_ARITH_MULI,      [CMIR_OP_LLVM_SHL] = CMIR_OP_ARITH_SHLI,
      [CMIR_OP_LLVM_LSHR] = CMIR_OP_ARITH_SHRUI,    [CMIR_OP_LLVM_ASHR] = CMIR_OP_ARITH_SHRSI,
      [CMIR_OP_LLVM_FPTOSI] = CMIR_OP_ARITH_FPTOSI, [CMIR_OP_LLVM_FPTOUI] = CMIR_OP_ARITH_FPTOUI};
  if (as_arith[id]) {
    if (!op->nresults || op->results[0].type->kind == CMIR_TYPE_VECTOR ||
        op->results[0].type->kind == CMIR_TYPE_LLVM_VEC)
      return false;
    id = as_arith[id];
  }
  switch (id) {
  case CMIR_OP_ARITH_FPTOSI:
  case CMIR_OP_ARITH_FPTOUI:
    return true;
  case CMIR_OP_ARITH_ADDI:
  case CMIR_OP_ARITH_SUBI:
  case CMIR_OP_ARITH_MULI:
  case CMIR_OP_ARITH_TRUNCI:
    return cmir_icomp_overflow_flags(op) != 0;
  case CMIR_OP_ARITH_SHLI:
    if (cmir_icomp_overflow_flags(op))
      return true;
    /* fall through */
  case CMIR_OP_ARITH_SHRUI:
  case CMIR_OP_ARITH_SHRSI: {
    uint64_t amt;
    uint32_t w = int_width(op->results[0].type);
    return !cmir_icomp_const_int(op->opnds[1].value, &amt) || amt >= w;
  }
  default:
    return false;
  }
}

void cmir_icomp_emit3(Comp *c, uint32_t opc, CmirOp *op) {
  emit(c, opc);
  emit(c, slot_of(c, &op->results[0]));
  emit(c, slot_of(c, op->opnds[0].value));
  emit(c, slot_of(c, op->opnds[1].value));
}

CmirInterpStatus cmir_icomp_int_binop(Comp *c, CmirOp *op, const IntOp *e) {
  const CmirType *t = op->opnds[0].value->type;
  uint32_t w = int_width(t);
  if (!w || t->kind == CMIR_TYPE_VECTOR)
    return unsupported(c, op, "only scalar integer operands are supported");
  uint32_t flags = cmir_icomp_overflow_flags(op);
  bool poisoned_in = cmir_icomp_maybe_poison(c, op->opnds[0].value) ||
                     cmir_icomp_maybe_poison(c, op->opnds[1].value);
  uint64_t amt = 0;
  bool const_amt = cmir_icomp_const_int(op->opnds[1].value, &amt) && amt < w;
  bool is_div = e->kind >= II_DIVU && e->kind <= II_FLOORDIVS;
  if ((e->kind == II_MULUI_EXT || e->kind == II_MULSI_EXT) && w > 64)
    return unsupported(c, op, "mului_extended/mulsi_extended wider than 64 bits");
  if (is_div)
    cmir_icomp_emit_pcheck(c, op, op->opnds[1].value, PU_DIVISOR);
  bool shift = e->kind == II_SHL || e->kind == II_SHRU || e->kind == II_SHRS;
  bool generic = flags || w > 64 || (shift && !const_amt) || e->kind >= II_ADDUI_EXT ||
                 (poisoned_in && !is_div);
  if (!generic && w == 64 && e->op64) {
    cmir_icomp_emit3(c, e->op64, op);
    if (is_div)
      emit(c, op_index(c, op));
    cmir_icomp_emit_pprop(c, op);
    return CMIR_INTERP_OK;
  }
  if (!generic && w < 64) {
    /* Canonical (zero-extended) operands keep these exact without masking. */
    static const uint8_t narrow[II_COUNT] = {
        [II_AND] = IOP_AND64,   [II_OR] = IOP_OR64,     [II_XOR] = IOP_XOR64,
        [II_SHRU] = IOP_SHRU64, [II_MAXU] = IOP_MAXU64, [II_MINU] = IOP_MINU64,
        [II_DIVU] = IOP_DIVU64, [II_REMU] = IOP_REMU64, [II_ADD] = IOP_ADDN,
        [II_SUB] = IOP_SUBN,    [II_MUL] = IOP_MULN};
    uint32_t opc = narrow[e->kind];
    if (opc) {
      cmir_icomp_emit3(c, opc, op);
      if (opc == IOP_DIVU64 || opc == IOP_REMU64)
        emit(c, op_index(c, op));
      else if (opc == IOP_ADDN || opc == IOP_SUBN || opc == IOP_MULN)
        emit(c, w);
      cmir_icomp_emit_pprop(c, op);
      return CMIR_INTERP_OK;
    }
  }
  /* The second result of the *_extended kinds goes to the slots right
   * after the first (cmir_icomp_coalesce_region leaves multi-result ops alone). */
  assert(e->kind < II_ADDUI_EXT ||
         slot_of(c, &op->results[1]) == slot_of(c, &op->results[0]) + (w > 64 ? 2 : 1));
  emit(c, IOP_IBIN);
  emit(c, e->kind);
  emit(c, w);
  emit(c, slot_of(c, &op->results[0]));
  emit(c, slot_of(c, op->opnds[0].value));
  emit(c, slot_of(c, op->opnds[1].value));
  emit(c, cmir_icomp_origin_index(c, op));
  emit(c, flags);
  return CMIR_INTERP_OK;
}

/* A cmpi whose only use is the condition of the op right after it. */
static bool fusable_cmp(Comp *c, CmirOp *op) {
  if (c->I->opts.trace)
    return false;
  CmirValue *r = &op->results[0];
  if (!r->uses || r->uses->next || int_width(op->opnds[0].value->type) != 64 ||
      op->opnds[0].value->type->kind == CMIR_TYPE_VECTOR)
    return false;
  if (cmir_icomp_maybe_poison(c, op->opnds[0].value) ||
      cmir_icomp_maybe_poison(c, op->opnds[1].value))
    return false;
  CmirUse *u = r->uses;
  CmirOp *user = u->owner;
  if (user != op->next || &user->opnds[0] != u)
    return false;
  return cmir_op_isa(user, CMIR_OP_CF_COND_BR) || cmir_op_isa(user, CMIR_OP_SCF_IF) ||
         cmir_op_isa(user, CMIR_OP_SCF_CONDITION) || cmir_op_isa(user, CMIR_OP_LLVM_COND_BR);
}

CmirInterpStatus cmir_icomp_cmpi(Comp *c, CmirOp *op) {
  const CmirType *t = op->opnds[0].value->type;
  uint32_t w = int_width(t);
  if (!w)
    return unsupported(c, op, "only scalar integer operands are supported");
  uint32_t pred = (uint32_t)cmir_op_get_prop(op, "predicate")->i.v;
  if (fusable_cmp(c, op)) {
    c->fused_cmp = op;
    return CMIR_INTERP_OK;
  }
  bool poisoned = cmir_icomp_maybe_poison(c, op->opnds[0].value) ||
                  cmir_icomp_maybe_poison(c, op->opnds[1].value);
  if (w == 64 && !poisoned) {
    cmir_icomp_emit3(c, IOP_CMP64, op);
    emit(c, pred);
  } else if (w < 64 && !poisoned) {
    cmir_icomp_emit3(c, IOP_CMPN, op);
    emit(c, pred);
    emit(c, w);
  } else {
    emit(c, IOP_IBIN);
    emit(c, II_CMP_BASE + pred);
    emit(c, w);
    emit(c, slot_of(c, &op->results[0]));
    emit(c, slot_of(c, op->opnds[0].value));
    emit(c, slot_of(c, op->opnds[1].value));
    emit(c, op_index(c, op));
    emit(c, 0);
  }
  return CMIR_INTERP_OK;
}

int cmir_icomp_float_kind(const CmirType *t) {
  if (t->kind != CMIR_TYPE_FLOAT)
    return -1;
  switch (t->flt.fk) {
  case CMIR_F_F16:
  case CMIR_F_BF16:
  case CMIR_F_F32:
  case CMIR_F_F64:
    return t->flt.fk;
  default:
    return -1;
  }
}

CmirInterpStatus cmir_icomp_float_binop(Comp *c, CmirOp *op, uint32_t k) {
  int ft = cmir_icomp_float_kind(op->results[0].type);
  if (ft < 0)
    return unsupported(c, op, "only f16, bf16, f32 and f64 scalars are supported");
  if (k == IF_NEG) {
    emit(c, IOP_FBIN);
    emit(c, k);
    emit(c, (uint32_t)ft);
    emit(c, slot_of(c, &op->results[0]));
    emit(c, slot_of(c, op->opnds[0].value));
    emit(c, slot_of(c, op->opnds[0].value));
  } else if (k <= IF_DIV && (ft == CMIR_F_F32 || ft == CMIR_F_F64)) {
    cmir_icomp_emit3(c, (ft == CMIR_F_F32 ? IOP_ADDF32 : IOP_ADDF64) + k, op);
  } else {
    emit(c, IOP_FBIN);
    emit(c, k);
    emit(c, (uint32_t)ft);
    emit(c, slot_of(c, &op->results[0]));
    emit(c, slot_of(c, op->opnds[0].value));
    emit(c, slot_of(c, op->opnds[1].value));
  }
  cmir_icomp_emit_pprop(c, op);
  return CMIR_INTERP_OK;
}

/* The casts by op id: 1 + IC kind (integer casts) or 1 + FC kind (the others). */
const uint8_t cmir_icomp_icasts[CMIR_OP_COUNT] = {[CMIR_OP_ARITH_EXTSI] = 1 + IC_EXTS,
                                                  [CMIR_OP_LLVM_SEXT] = 1 + IC_EXTS,
                                                  [CMIR_OP_ARITH_EXTUI] = 1 + IC_EXTU,
                                                  [CMIR_OP_LLVM_ZEXT] = 1 + IC_EXTU,
                                                  [CMIR_OP_ARITH_TRUNCI] = 1 + IC_TRUNC,
                                                  [CMIR_OP_LLVM_TRUNC] = 1 + IC_TRUNC,
                                                  [CMIR_OP_ARITH_INDEX_CAST] = 1 + IC_INDEX_CAST,
                                                  [CMIR_OP_ARITH_INDEX_CASTUI] =
                                                      1 + IC_INDEX_CASTUI};
const uint8_t cmir_icomp_fcasts[CMIR_OP_COUNT] = {
    [CMIR_OP_ARITH_SITOFP] = 1 + FC_SITOFP,   [CMIR_OP_LLVM_SITOFP] = 1 + FC_SITOFP,
    [CMIR_OP_ARITH_UITOFP] = 1 + FC_UITOFP,   [CMIR_OP_LLVM_UITOFP] = 1 + FC_UITOFP,
    [CMIR_OP_ARITH_FPTOSI] = 1 + FC_FPTOSI,   [CMIR_OP_LLVM_FPTOSI] = 1 + FC_FPTOSI,
    [CMIR_OP_ARITH_FPTOUI] = 1 + FC_FPTOUI,   [CMIR_OP_LLVM_FPTOUI] = 1 + FC_FPTOUI,
    [CMIR_OP_ARITH_EXTF] = 1 + FC_EXTF,       [CMIR_OP_LLVM_FPEXT] = 1 + FC_EXTF,
    [CMIR_OP_ARITH_TRUNCF] = 1 + FC_TRUNCF,   [CMIR_OP_LLVM_FPTRUNC] = 1 + FC_TRUNCF,
    [CMIR_OP_ARITH_BITCAST] = 1 + FC_BITCAST, [CMIR_OP_LLVM_BITCAST] = 1 + FC_BITCAST};

/* A scalar cast (arith's, or the LLVM dialect's on scalars). */
CmirInterpStatus cmir_icomp_cast(Comp *c, CmirOp *op) {
  const CmirType *ti = op->opnds[0].value->type, *to = op->results[0].type;
  unsigned id = cmir_op_id(op);
  if (cmir_icomp_icasts[id]) {
    uint32_t ik = cmir_icomp_icasts[id] - 1u;
    uint32_t wi = int_width(ti), wo = int_width(to);
    if (!wi || !wo)
      return unsupported(c, op, "only scalar integer casts are supported");
    if (wi == wo && !cmir_icomp_overflow_flags(op)) {
      emit(c, IOP_MOV);
      emit(c, slot_of(c, &op->results[0]));
      emit(c, slot_of(c, op->opnds[0].value));
      if (wi > 64) {
        emit(c, IOP_MOV);
        emit(c, slot_of(c, &op->results[0]) + 1);
        emit(c, slot_of(c, op->opnds[0].value) + 1);
      }
      cmir_icomp_emit_pprop(c, op);
      return CMIR_INTERP_OK;
    }
    emit(c, IOP_ICAST);
    emit(c, ik);
    emit(c, slot_of(c, &op->results[0]));
    emit(c, slot_of(c, op->opnds[0].value));
    emit(c, wi);
    emit(c, wo);
    emit(c, cmir_icomp_origin_index(c, op));
    emit(c, cmir_icomp_overflow_flags(op));
    return CMIR_INTERP_OK;
  }
  if (cmir_icomp_fcasts[id]) {
    uint32_t k = cmir_icomp_fcasts[id] - 1u;
    int fi = cmir_icomp_float_kind(ti), fo = cmir_icomp_float_kind(to);
    uint32_t wi = int_width(ti), wo = int_width(to);
    uint32_t a, b;
    bool ok;
    switch (k) {
    case FC_SITOFP:
    case FC_UITOFP:
      ok = wi && wi <= 64 && fo >= 0;
      a = wi;
      b = (uint32_t)fo;
      break;
    case FC_FPTOSI:
    case FC_FPTOUI:
      ok = fi >= 0 && wo && wo <= 64;
      a = (uint32_t)fi;
      b = wo;
      break;
    case FC_EXTF:
    case FC_TRUNCF:
      ok = fi >= 0 && fo >= 0;
      a = (uint32_t)fi;
      b = (uint32_t)fo;
      break;
    default: /* bitcast: int <-> float or same kind; encode widths, floats as 100+kind */
      ok = (wi || fi >= 0) && (wo || fo >= 0) && cmir_type_bitwidth(ti) <= 64;
      a = wi ? wi : 100 + (uint32_t)fi;
      b = wo ? wo : 100 + (uint32_t)fo;
      break;
    }
    if (!ok)
      return unsupported(c, op, "unsupported cast operand or result type");
    const CmirAttr *rm = cmir_op_get_prop(op, "roundingmode");
    emit(c, IOP_FCAST);
    emit(c, k);
    emit(c, slot_of(c, &op->results[0]));
    emit(c, slot_of(c, op->opnds[0].value));
    emit(c, a);
    emit(c, b);
    emit(c, cmir_icomp_origin_index(c, op));
    emit(c, rm && rm->kind == CMIR_ATTR_INTEGER ? (uint32_t)rm->i.v : 0);
    return CMIR_INTERP_OK;
  }
  return unsupported(c, op, "unsupported arith op");
}

/* A select with a scalar condition (arith.select or llvm.select). */
CmirInterpStatus cmir_icomp_select(Comp *c, CmirOp *op) {
  const CmirType *t = op->results[0].type;
  uint32_t ns = cmir_icomp_slots(t);
  emit(c, ns == 1 ? IOP_SELECT : IOP_SELECTN);
  emit(c, slot_of(c, &op->results[0]));
  for (uint32_t i = 0; i < 3; i++)
    emit(c, slot_of(c, op->opnds[i].value));
  if (ns != 1)
    emit(c, ns);
  if (c->I->track_poison && is_scalar(t)) {
    emit(c, IOP_PSEL);
    emit(c, slot_of(c, &op->results[0]));
    for (uint32_t i = 0; i < 3; i++)
      emit(c, slot_of(c, op->opnds[i].value));
  }
  return CMIR_INTERP_OK;
}

/* The float binary ops (and negation) by op id: 1 + IFltOp. */
const uint8_t cmir_icomp_float_ops[CMIR_OP_COUNT] = {
    [CMIR_OP_ARITH_ADDF] = 1 + IF_ADD,         [CMIR_OP_LLVM_FADD] = 1 + IF_ADD,
    [CMIR_OP_ARITH_SUBF] = 1 + IF_SUB,         [CMIR_OP_LLVM_FSUB] = 1 + IF_SUB,
    [CMIR_OP_ARITH_MULF] = 1 + IF_MUL,         [CMIR_OP_LLVM_FMUL] = 1 + IF_MUL,
    [CMIR_OP_ARITH_DIVF] = 1 + IF_DIV,         [CMIR_OP_LLVM_FDIV] = 1 + IF_DIV,
    [CMIR_OP_ARITH_REMF] = 1 + IF_REM,         [CMIR_OP_LLVM_FREM] = 1 + IF_REM,
    [CMIR_OP_ARITH_MAXIMUMF] = 1 + IF_MAXIMUM, [CMIR_OP_LLVM_INTR_MAXIMUM] = 1 + IF_MAXIMUM,
    [CMIR_OP_ARITH_MINIMUMF] = 1 + IF_MINIMUM, [CMIR_OP_LLVM_INTR_MINIMUM] = 1 + IF_MINIMUM,
    [CMIR_OP_ARITH_MAXNUMF] = 1 + IF_MAXNUM,   [CMIR_OP_LLVM_INTR_MAXNUM] = 1 + IF_MAXNUM,
    [CMIR_OP_ARITH_MINNUMF] = 1 + IF_MINNUM,   [CMIR_OP_LLVM_INTR_MINNUM] = 1 + IF_MINNUM,
    [CMIR_OP_ARITH_NEGF] = 1 + IF_NEG,         [CMIR_OP_LLVM_FNEG] = 1 + IF_NEG};

CmirInterpStatus cmir_icomp_arith(Comp *c, CmirOp *op) {
  unsigned id = cmir_op_id(op);
  for (uint32_t i = 0; i < op->nresults; i++)
    if (op->results[i].type->kind == CMIR_TYPE_TENSOR)
      return unsupported(c, op, "tensor values are not supported");
  /* on vectors, lane by lane as their LLVM counterparts (same predicates) */
  if (op->nresults && is_vec(op->results[0].type) && id != CMIR_OP_ARITH_SELECT)
    return cmir_icomp_llvm(c, op);
  if (id == CMIR_OP_ARITH_SELECT && is_vec(op->opnds[0].value->type))
    return cmir_icomp_llvm(c, op);
  if (cmir_icomp_int_ops[id].is)
    return cmir_icomp_int_binop(c, op, &cmir_icomp_int_ops[id]);
  if (cmir_icomp_float_ops[id])
    return cmir_icomp_float_binop(c, op, cmir_icomp_float_ops[id] - 1u);
  switch (id) {
  case CMIR_OP_ARITH_CONSTANT:
    return cmir_icomp_constant(c, op);
  case CMIR_OP_ARITH_CMPI:
    return cmir_icomp_cmpi(c, op);
  case CMIR_OP_ARITH_CMPF: {
    int ft = cmir_icomp_float_kind(op->opnds[0].value->type);
    if (ft < 0)
      return unsupported(c, op, "only f16, bf16, f32 and f64 scalars are supported");
    cmir_icomp_emit3(c, IOP_FCMP, op);
    emit(c, (uint32_t)cmir_op_get_prop(op, "predicate")->i.v);
    emit(c, (uint32_t)ft);
    cmir_icomp_emit_pprop(c, op);
    return CMIR_INTERP_OK;
  }
  case CMIR_OP_ARITH_SELECT:
    if (op->opnds[0].value->type->kind != CMIR_TYPE_INTEGER)
      return unsupported(c, op, "only scalar conditions are supported");
    return cmir_icomp_select(c, op);
  default:
    return cmir_icomp_cast(c, op); /* ICAST/FCAST set poison themselves */
  }
}
