/* The LLVM dialect's folders (MLIR 19's LLVM op fold methods) and its
 * constant materializer: what --canonicalize and every other folding client
 * see through the op table's fold hook and the dialect's materialize hook.
 *
 * Folded here: icmp eq/ne of a value with itself and of an alloca with
 * null; chains of bitcasts and of addrspacecasts; getelementptr of a single
 * zero index, and constant dynamic indices made static; extractvalue
 * through insertvalue; zext, shl and or of integer constants;
 * llvm.mlir.zero of an integer, float or vector type as the zero of that
 * type (so it unifies with an equal llvm.mlir.constant). */
#include "dialect/llvm/llvm.h"

#include <string.h>

/* An i64enum property (kept as an integer) or an enum attribute's value. */
static int64_t enum_prop(const CmirOp *op, const char *name, int64_t dflt) {
  const CmirAttr *a = cmir_op_get_prop(op, name);
  if (!a)
    return dflt;
  if (a->kind == CMIR_ATTR_ENUM)
    return (int64_t)a->en.value;
  if (a->kind == CMIR_ATTR_INTEGER)
    return (int64_t)a->i.v;
  return dflt;
}

static bool defined_by(const CmirValue *v, CmirOpId id) {
  CmirOp *d = cmir_value_def(v);
  return d && cmir_op_isa(d, id);
}

/* An integer scalar constant of at most 64 bits. */
static bool int_const(const CmirAttr *a, uint64_t *v, uint32_t *w) {
  if (!a || a->kind != CMIR_ATTR_INTEGER || a->i.type->kind != CMIR_TYPE_INTEGER ||
      a->i.type->integer.width > 64)
    return false;
  *w = a->i.type->integer.width;
  *v = cmir_zext(a->i.v, *w);
  return true;
}

/* A bool of t's shape: i1, or a splat of a builtin vector of i1. */
static const CmirAttr *bool_of(CmirContext *ctx, const CmirType *t, bool b) {
  if (t->kind == CMIR_TYPE_INTEGER)
    return cmir_attr_bool(ctx, b);
  if (t->kind != CMIR_TYPE_VECTOR)
    return NULL;
  uint8_t v = b;
  return cmir_attr_dense(ctx, t, &v, cmir_dense_elem_bytes(t->shaped.elem), true);
}

/* icmp eq/ne: x == x; an alloca is never null; null goes to the right. */
static bool fold_icmp(CmirOp *op, CmirFoldResult *out) {
  int64_t pred = enum_prop(op, "predicate", -1);
  if (pred != 0 && pred != 1)
    return false;
  CmirContext *ctx = op->info->ctx;
  CmirValue *l = op->opnds[0].value, *r = op->opnds[1].value;
  if (l == r)
    return (out->attr = bool_of(ctx, op->results[0].type, pred == 0)) != NULL;
  if (defined_by(l, CMIR_OP_LLVM_ALLOCA) && defined_by(r, CMIR_OP_LLVM_MLIR_ZERO))
    return (out->attr = bool_of(ctx, op->results[0].type, pred == 1)) != NULL;
  if (defined_by(l, CMIR_OP_LLVM_MLIR_ZERO) && defined_by(r, CMIR_OP_LLVM_ALLOCA)) {
    cmir_op_set_operand(op, 0, r);
    cmir_op_set_operand(op, 1, l);
    out->value = &op->results[0];
    return true;
  }
  return false;
}

/* cast(x : T) to T -> x; cast(cast(x : T0)) to T0 -> x; a chain of two
 * casts of the same kind becomes one. */
static bool fold_cast_chain(CmirOp *op, CmirFoldResult *out) {
  CmirValue *arg = op->opnds[0].value;
  const CmirType *t = op->results[0].type;
  if (arg->type == t) {
    out->value = arg;
    return true;
  }
  CmirOp *prev = cmir_value_def(arg);
  if (!prev || prev->info != op->info)
    return false;
  if (prev->opnds[0].value->type == t) {
    out->value = prev->opnds[0].value;
    return true;
  }
  cmir_op_set_operand(op, 0, prev->opnds[0].value);
  out->value = &op->results[0];
  return true;
}

#define GEP_DYNAMIC     INT32_MIN
#define GEP_CONST_WIDTH 29 /* bits a static index may take (MLIR's kGEPConstantBitWidth) */

/* gep %x[0] : T -> %x when the result type is %x's; dynamic indices of
 * constant value that fit become static. */
static bool fold_gep(CmirOp *op, const CmirAttr *const *c, CmirFoldResult *out) {
  const CmirAttr *ra = cmir_op_get_prop(op, "rawConstantIndices");
  if (!ra || ra->kind != CMIR_ATTR_DENSE_ARRAY || op->nopnds > 8)
    return false;
  uint32_t n = ra->darr.n;
  const int32_t *raw = ra->darr.data;
  /* The constant of each index, dynamic or static. */
  uint32_t k = 1;
  bool zero = false;
  if (n == 1) {
    if (raw[0] != GEP_DYNAMIC) {
      zero = raw[0] == 0;
    } else if (op->nopnds == 2 && c[1] && c[1]->kind == CMIR_ATTR_INTEGER) {
      uint64_t v;
      uint32_t w;
      zero = int_const(c[1], &v, &w) && v == 0;
    }
  }
  if (zero && op->opnds[0].value->type == op->results[0].type) {
    out->value = op->opnds[0].value;
    return true;
  }
  int32_t nraw[64];
  CmirValue *dyn[8];
  uint32_t ndyn = 0;
  bool changed = false;
  if (n > 64)
    return false;
  for (uint32_t i = 0; i < n; i++) {
    nraw[i] = raw[i];
    if (raw[i] != GEP_DYNAMIC)
      continue;
    if (k >= op->nopnds)
      return false;
    uint64_t v;
    uint32_t w;
    const CmirAttr *a = c[k];
    CmirValue *val = op->opnds[k++].value;
    if (int_const(a, &v, &w)) {
      int64_t s = w == 64 ? (int64_t)v : (int64_t)(v << (64 - w)) >> (64 - w);
      if (s >= -((int64_t)1 << (GEP_CONST_WIDTH - 1)) &&
          s < ((int64_t)1 << (GEP_CONST_WIDTH - 1))) {
        nraw[i] = (int32_t)s;
        changed = true;
        continue;
      }
    }
    dyn[ndyn++] = val;
  }
  if (!changed)
    return false;
  CmirValue *opnds[9];
  opnds[0] = op->opnds[0].value;
  memcpy(opnds + 1, dyn, ndyn * sizeof *dyn);
  cmir_op_set_operands(op, ndyn + 1, opnds);
  cmir_op_set_prop(op, "rawConstantIndices",
                   cmir_attr_dense_i32_array(op->info->ctx, n, nraw));
  out->value = &op->results[0];
  return true;
}

static const int64_t *i64_array(const CmirAttr *a, uint32_t *n) {
  if (!a || a->kind != CMIR_ATTR_DENSE_ARRAY || a->darr.elem->kind != CMIR_TYPE_INTEGER ||
      a->darr.elem->integer.width != 64) {
    *n = 0;
    return NULL;
  }
  *n = a->darr.n;
  return a->darr.data;
}

/* extractvalue of a chain of insertvalues: the inserted value at the same
 * position, else the container of inserts at disjoint positions (it stops
 * at an insert whose position is a prefix of its own or the reverse). MLIR
 * 19 does not fold extractvalue of extractvalue nor of dense constants. */
static bool fold_extractvalue(CmirOp *op, CmirFoldResult *out) {
  uint32_t np;
  const int64_t *pos = i64_array(cmir_op_get_prop(op, "position"), &np);
  if (!pos)
    return false;
  CmirOp *def = cmir_value_def(op->opnds[0].value);
  bool moved = false;
  while (def && cmir_op_isa(def, CMIR_OP_LLVM_INSERTVALUE)) {
    uint32_t nq;
    const int64_t *q = i64_array(cmir_op_get_prop(def, "position"), &nq);
    if (!q)
      break;
    if (nq == np && !memcmp(q, pos, np * sizeof *pos)) {
      out->value = def->opnds[1].value;
      return true;
    }
    uint32_t m = nq < np ? nq : np;
    if (!memcmp(q, pos, m * sizeof *pos))
      break;
    cmir_op_set_operand(op, 0, def->opnds[0].value);
    moved = true;
    def = cmir_value_def(def->opnds[0].value);
  }
  if (moved)
    out->value = &op->results[0];
  return moved;
}

/* zext, shl and or of integer constants (scalars only, as MLIR 19). */
static bool fold_int(CmirOp *op, const CmirAttr *const *c, CmirFoldResult *out) {
  CmirContext *ctx = op->info->ctx;
  const CmirType *t = op->results[0].type;
  if (t->kind != CMIR_TYPE_INTEGER || t->integer.width > 64)
    return false;
  uint32_t w = t->integer.width, wa, wb;
  uint64_t a, b;
  switch (cmir_op_id(op)) {
  case CMIR_OP_LLVM_ZEXT:
    if (!int_const(c[0], &a, &wa))
      return false;
    out->attr = cmir_attr_int(ctx, t, (int64_t)a);
    return true;
  case CMIR_OP_LLVM_SHL:
    if (!int_const(c[1], &b, &wb) || b >= w || !int_const(c[0], &a, &wa))
      return false;
    out->attr = cmir_attr_int(ctx, t, (int64_t)cmir_zext(a << b, w));
    return true;
  case CMIR_OP_LLVM_OR:
    if (!int_const(c[0], &a, &wa) || !int_const(c[1], &b, &wb))
      return false;
    out->attr = cmir_attr_int(ctx, t, (int64_t)(a | b));
    return true;
  default:
    return false;
  }
}

/* llvm.mlir.zero of an integer, float or builtin vector type: that type's
 * zero attribute (of any other type it has no attribute and stays). */
static bool fold_zero(CmirOp *op, CmirFoldResult *out) {
  CmirContext *ctx = op->info->ctx;
  const CmirType *t = op->results[0].type;
  if (t->kind == CMIR_TYPE_INTEGER && t->integer.width <= 64) {
    out->attr = cmir_attr_int(ctx, t, 0);
    return true;
  }
  if (t->kind == CMIR_TYPE_FLOAT && cmir_dense_elem_bytes(t) && cmir_dense_elem_bytes(t) <= 8) {
    out->attr = cmir_attr_float(ctx, t, 0, 0);
    return true;
  }
  if (t->kind == CMIR_TYPE_VECTOR && !(t->shaped.scalable && t->shaped.scalable[0])) {
    const CmirType *e = t->shaped.elem;
    uint32_t nb = cmir_dense_elem_bytes(e);
    if ((e->kind != CMIR_TYPE_INTEGER && e->kind != CMIR_TYPE_FLOAT) || !nb || nb > 8)
      return false;
    uint64_t zero = 0;
    out->attr = cmir_attr_dense(ctx, t, &zero, nb, true);
    return true;
  }
  return false;
}

bool cmir_llvm_fold(CmirOp *op, const CmirAttr *const *c, CmirFoldResult *out) {
  switch (cmir_op_id(op)) {
  case CMIR_OP_LLVM_ICMP:
    return fold_icmp(op, out);
  case CMIR_OP_LLVM_BITCAST:
  case CMIR_OP_LLVM_ADDRSPACECAST:
    return fold_cast_chain(op, out);
  case CMIR_OP_LLVM_GETELEMENTPTR:
    return fold_gep(op, c, out);
  case CMIR_OP_LLVM_EXTRACTVALUE:
    return fold_extractvalue(op, out);
  case CMIR_OP_LLVM_ZEXT:
  case CMIR_OP_LLVM_SHL:
  case CMIR_OP_LLVM_OR:
    return fold_int(op, c, out);
  case CMIR_OP_LLVM_MLIR_ZERO:
    return fold_zero(op, out);
  default:
    return false;
  }
}

/* MLIR's LLVMDialect::materializeConstant: a symbol as llvm.mlir.addressof,
 * an integer, float or dense attribute of the result type as
 * llvm.mlir.constant. */
CmirValue *cmir_llvm_materialize(CmirOp *before, const CmirAttr *attr, const CmirType *type) {
  CmirContext *ctx = cmir_op_context(before);
  CmirOp *c = NULL;
  if (attr->kind == CMIR_ATTR_SYMREF && attr->sym.n == 1 && type->kind == CMIR_TYPE_LLVM_PTR) {
    c = cmir_op_create_prop(ctx, CMIR_OP_LLVM_MLIR_ADDRESSOF, before->loc, 0, NULL, type,
                            "global_name", attr);
  } else if ((attr->kind == CMIR_ATTR_INTEGER && attr->i.type == type) ||
             (attr->kind == CMIR_ATTR_FLOAT && attr->f.type == type) ||
             (attr->kind == CMIR_ATTR_DENSE && attr->dense.type == type)) {
    c = cmir_op_create_prop(ctx, CMIR_OP_LLVM_MLIR_CONSTANT, before->loc, 0, NULL, type, "value",
                            attr);
  }
  if (!c)
    return NULL;
  cmir_block_insert_before(before, c);
  return &c->results[0];
}
