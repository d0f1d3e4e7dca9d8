/* The LLVM dialect in the interpreter: the ops on scalars, aggregates and
 * vectors, memory through pointers, calls and intrinsics; most become
 * IOP_LOP instructions (interp/llvm.c runs them). Also
 * builtin.unrealized_conversion_cast, which the lowerings to LLVM leave. */
#include "compile.h"

#include "dialect/dialects.h"
#include "dialect/llvm/llvm.h"

#include <stdlib.h>
#include <string.h>

/* ---- LLVM dialect ---- */

/* In tracking mode, LLVM ops other than the arith-like ones make clean
 * results (memory never holds poison). */
static void pclear(Comp *c, const CmirValue *v) {
  if (!c->I->track_poison)
    return;
  uint32_t s = slot_of(c, v), n = cmir_icomp_slots(v->type);
  for (uint32_t i = 0; i < n; i++) {
    emit(c, IOP_PPROP);
    emit(c, s + i);
    emit(c, 0);
  }
}

/* Slot moves dst[i] := src[i], i < n, in order (MOVES also moves poison). */
void cmir_icomp_moves(Comp *c, uint32_t dst, uint32_t src, uint32_t n) {
  if (!n || dst == src)
    return;
  if (n == 1 && !c->I->track_poison) {
    emit(c, IOP_MOV);
    emit(c, dst);
    emit(c, src);
    return;
  }
  emit(c, IOP_MOVES);
  emit(c, n);
  for (uint32_t i = 0; i < n; i++) {
    emit(c, dst + i);
    emit(c, src + i);
  }
}

void cmir_icomp_lop(Comp *c, uint32_t k, uint32_t oi, const uint32_t *ops, uint32_t nops,
                    const uint32_t *res, uint32_t nres) {
  emit(c, IOP_LOP);
  emit(c, k);
  emit(c, oi);
  emit(c, nops);
  for (uint32_t i = 0; i < nops; i++)
    emit(c, ops[i]);
  emit(c, nres);
  for (uint32_t i = 0; i < nres; i++)
    emit(c, res[i]);
}

static CmirInterpStatus unsupported_type(Comp *c, CmirOp *op, const char *what,
                                         const CmirType *t) {
  char *ts = cmir_type_str(t);
  char msg[256];
  snprintf(msg, sizeof msg, "%s of type '%s' are not supported", what, ts);
  free(ts);
  return unsupported(c, op, msg);
}

/* Lanes of a vector type (1 for a scalar; all of an n-D vector's, in
 * row-major order) and its element type. */
static uint32_t vec_lanes(const CmirType *t, const CmirType **elem) {
  if (t->kind == CMIR_TYPE_VECTOR) {
    *elem = t->shaped.elem;
    return (uint32_t)cmir_type_num_elements(t);
  }
  if (t->kind == CMIR_TYPE_LLVM_VEC) {
    *elem = t->lvec.elem;
    return t->lvec.n;
  }
  *elem = t;
  return 1;
}

/* Byte offset of member k of a struct. */
static uint64_t member_offset(const CmirDataLayout *dl, const CmirType *st, uint32_t k) {
  bool packed = st->flags & CMIR_LLVM_STRUCT_PACKED;
  uint64_t o = 0;
  for (uint32_t i = 0; i <= k && i < st->st.n; i++) {
    const CmirType *e = st->st.types[i];
    uint64_t a = packed ? 1 : cmir_llvm_dl_abi_align(dl, e);
    o = a ? (o + a - 1) / a * a : o;
    if (i < k)
      o += cmir_llvm_dl_alloc_size(dl, e);
  }
  return o;
}

/* Slot offset and type of an aggregate position (extractvalue's). */
bool cmir_icomp_agg_position(const CmirType *t, const int64_t *pos, uint32_t n, uint32_t *off,
                             const CmirType **out) {
  *off = 0;
  for (uint32_t i = 0; i < n; i++) {
    if (t->kind == CMIR_TYPE_LLVM_STRUCT) {
      if (pos[i] < 0 || (uint64_t)pos[i] >= t->st.n)
        return false;
      for (int64_t k = 0; k < pos[i]; k++)
        *off += cmir_icomp_slots(t->st.types[k]);
      t = t->st.types[pos[i]];
    } else if (t->kind == CMIR_TYPE_LLVM_ARRAY) {
      if (pos[i] < 0 || (uint64_t)pos[i] >= t->arr.n)
        return false;
      *off += (uint32_t)pos[i] * cmir_icomp_slots(t->arr.elem);
      t = t->arr.elem;
    } else {
      return false;
    }
  }
  *out = t;
  return true;
}

/* Constant integer value of v (llvm.mlir.constant or arith.constant). */
static bool llvm_const_int(const CmirValue *v, uint64_t *out) {
  if (!cmir_icomp_const_int(v, out))
    return false;
  *out = cmir_zext(*out, int_width(v->type) ? int_width(v->type) : 64);
  return true;
}

static CmirInterpStatus compile_llvm_constant(Comp *c, CmirOp *op) {
  const CmirType *t = op->results[0].type;
  const CmirAttr *a = cmir_op_get_prop(op, "value");
  if (a && a->kind == CMIR_ATTR_DENSE_RESOURCE &&
      !(a = cmir_attr_resource_dense(cmir_op_context(op), a)))
    return unsupported(c, op, "dense_resource without a blob of its type's size");
  uint32_t s = slot_of(c, &op->results[0]);
  /* an array of 1-D vectors (a lowered n-D vector): its lanes in order */
  const CmirType *arr = t;
  while (arr->kind == CMIR_TYPE_LLVM_ARRAY)
    arr = arr->arr.elem;
  if (!is_vec(arr))
    return cmir_icomp_constant(c, op);
  const CmirType *e;
  vec_lanes(arr, &e);
  uint32_t n = cmir_icomp_slots(e) ? cmir_icomp_slots(t) / cmir_icomp_slots(e) : 0;
  if (!a || a->kind != CMIR_ATTR_DENSE || cmir_icomp_slots(e) != 1 ||
      (!(a->flags & 1) && (int64_t)n != cmir_type_num_elements(a->dense.type)))
    return unsupported(c, op, "only scalar and dense vector constants are supported");
  uint32_t eb = cmir_dense_elem_bytes(a->dense.type->shaped.elem);
  for (uint32_t i = 0; i < n; i++) {
    IVal v = {0};
    const char *p = (const char *)a->dense.data + ((a->flags & 1) ? 0 : (size_t)i * eb);
    memcpy(&v.u, p, eb < 8 ? eb : 8);
    if (int_width(e))
      v.u = cmir_zext(v.u, int_width(e));
    add_const(c, s + i, v);
  }
  return CMIR_INTERP_OK;
}

/* A getelementptr whose only use is the address of the load or store right
 * after it, with one dynamic index: that access computes the address
 * itself (PLD/PST with S != 0). Fills base, index, scale and constant. */
static bool gep_parts(Comp *c, CmirOp *op, uint32_t *idx, uint32_t *w, uint64_t *scale,
                      uint64_t *cst);

static bool fused_gep(Comp *c, CmirOp *gep, CmirOp *access) {
  if (c->I->opts.trace || !gep || !cmir_op_isa(gep, CMIR_OP_LLVM_GETELEMENTPTR) ||
      gep->next != access ||
      (!cmir_op_isa(access, CMIR_OP_LLVM_LOAD) && !cmir_op_isa(access, CMIR_OP_LLVM_STORE)))
    return false;
  CmirValue *r = &gep->results[0];
  uint32_t addr = cmir_op_isa(access, CMIR_OP_LLVM_STORE) ? 1 : 0;
  if (!r->uses || r->uses->next || r->uses->owner != access ||
      r->uses != &access->opnds[addr] || access->nopnds <= addr)
    return false;
  const CmirType *vt = addr ? access->opnds[0].value->type : access->results[0].type;
  uint32_t vw = vt->kind == CMIR_TYPE_INTEGER ? vt->integer.width : 0;
  if (!(cmir_icomp_float_kind(vt) >= 0 || vw == 1 || vw == 8 || vw == 16 || vw == 32 || vw == 64))
    return false;
  uint32_t i, w;
  uint64_t s, k;
  return gep_parts(c, gep, &i, &w, &s, &k);
}

static CmirInterpStatus compile_gep(Comp *c, CmirOp *op) {
  if (op->results[0].uses && fused_gep(c, op, op->results[0].uses->owner))
    return CMIR_INTERP_OK;
  const CmirAttr *et = cmir_op_get_prop(op, "elem_type");
  const CmirAttr *ra = cmir_op_get_prop(op, "rawConstantIndices");
  const CmirValue *base = op->opnds[0].value;
  if (!et || et->kind != CMIR_ATTR_TYPE || !ra || ra->kind != CMIR_ATTR_DENSE_ARRAY ||
      base->type->kind != CMIR_TYPE_LLVM_PTR)
    return unsupported(c, op, "only scalar-pointer getelementptr is supported");
  const CmirDataLayout *dl = c->I->dl;
  const int32_t *raw = ra->darr.data;
  const CmirType *t = et->type.type;
  uint64_t cst = 0;
  uint32_t di = 1;
  CMIR_VEC(uint32_t) dyn = {0};
  for (uint32_t i = 0; i < ra->darr.n; i++) {
    bool isdyn = raw[i] == INT32_MIN;
    const CmirValue *dv = isdyn && di < op->nopnds ? op->opnds[di++].value : NULL;
    uint64_t scale;
    if (isdyn && !dv)
      goto bad;
    if (i == 0) {
      scale = cmir_llvm_dl_alloc_size(dl, t);
    } else if (t->kind == CMIR_TYPE_LLVM_STRUCT) {
      uint64_t k = (uint64_t)(int64_t)raw[i];
      if (isdyn && !llvm_const_int(dv, &k))
        goto bad;
      if (k >= t->st.n)
        goto bad;
      cst += member_offset(dl, t, (uint32_t)k);
      t = t->st.types[k];
      continue;
    } else if (t->kind == CMIR_TYPE_LLVM_ARRAY) {
      t = t->arr.elem;
      scale = cmir_llvm_dl_alloc_size(dl, t);
    } else if (is_vec(t)) {
      const CmirType *e;
      vec_lanes(t, &e);
      t = e;
      scale = cmir_llvm_dl_type_bits(dl, t) / 8;
    } else {
      goto bad;
    }
    if (isdyn) {
      uint32_t w = int_width(dv->type);
      if (!w || w > 64)
        goto bad;
      cmir_vec_push(&dyn, slot_of(c, dv));
      cmir_vec_push(&dyn, w);
      cmir_vec_push(&dyn, (uint32_t)scale);
      cmir_vec_push(&dyn, (uint32_t)(scale >> 32));
    } else {
      cst += (uint64_t)(int64_t)raw[i] * scale;
    }
  }
  emit(c, IOP_GEP);
  emit(c, slot_of(c, &op->results[0]));
  emit(c, slot_of(c, base));
  emit64(c, cst);
  emit(c, dyn.len / 4);
  for (uint32_t i = 0; i < dyn.len; i++)
    emit(c, dyn.data[i]);
  cmir_vec_free(&dyn);
  return CMIR_INTERP_OK;
bad:
  cmir_vec_free(&dyn);
  return unsupported(c, op, "unsupported getelementptr indices");
}

static bool gep_parts(Comp *c, CmirOp *op, uint32_t *idx, uint32_t *w, uint64_t *scale,
                      uint64_t *cst) {
  /* as compile_gep, for exactly one dynamic index */
  const CmirAttr *et = cmir_op_get_prop(op, "elem_type");
  const CmirAttr *ra = cmir_op_get_prop(op, "rawConstantIndices");
  if (!et || et->kind != CMIR_ATTR_TYPE || !ra || ra->kind != CMIR_ATTR_DENSE_ARRAY ||
      op->opnds[0].value->type->kind != CMIR_TYPE_LLVM_PTR || op->nopnds != 2)
    return false;
  const CmirDataLayout *dl = c->I->dl;
  const int32_t *raw = ra->darr.data;
  const CmirType *t = et->type.type;
  uint64_t k = 0;
  bool seen = false;
  for (uint32_t i = 0; i < ra->darr.n; i++) {
    bool isdyn = raw[i] == INT32_MIN;
    uint64_t s;
    if (i == 0) {
      s = cmir_llvm_dl_alloc_size(dl, t);
    } else if (t->kind == CMIR_TYPE_LLVM_STRUCT) {
      if (isdyn || (uint32_t)raw[i] >= t->st.n)
        return false;
      k += member_offset(dl, t, (uint32_t)raw[i]);
      t = t->st.types[raw[i]];
      continue;
    } else if (t->kind == CMIR_TYPE_LLVM_ARRAY) {
      t = t->arr.elem;
      s = cmir_llvm_dl_alloc_size(dl, t);
    } else {
      return false;
    }
    if (isdyn) {
      if (seen)
        return false;
      seen = true;
      *idx = slot_of(c, op->opnds[1].value);
      *w = int_width(op->opnds[1].value->type);
      *scale = s;
      if (!*w || *w > 64)
        return false;
    } else {
      k += (uint64_t)(int64_t)raw[i] * s;
    }
  }
  *cst = k;
  return seen;
}

static uint32_t access_align(Comp *c, CmirOp *op, const CmirType *t) {
  const CmirAttr *al = cmir_op_get_prop(op, "alignment");
  if (al && al->kind == CMIR_ATTR_INTEGER && al->i.v && !(al->i.v & (al->i.v - 1)))
    return (uint32_t)al->i.v;
  return cmir_llvm_dl_abi_align(c->I->dl, t);
}

static CmirInterpStatus compile_load_store(Comp *c, CmirOp *op, bool store) {
  const CmirValue *pv = op->opnds[store ? 1 : 0].value;
  const CmirValue *val = store ? op->opnds[0].value : &op->results[0];
  const CmirType *t = val->type;
  if (pv->type->kind != CMIR_TYPE_LLVM_PTR)
    return unsupported(c, op, "only loads and stores through !llvm.ptr are supported");
  uint32_t oi = op_index(c, op), cap = 0;
  IOpData *d = opd(c, oi);
  if (!cmir_illvm_leaves(c->I->dl, t, 0, 0, &d->leaves, &d->nleaves, &cap) || !d->nleaves)
    return unsupported_type(c, op, store ? "stores" : "loads", t);
  d->lsize = (cmir_llvm_dl_type_bits(c->I->dl, t) + 7) / 8;
  d->lalign = access_align(c, op, t);
  const ILeaf *l = &d->leaves[0];
  bool fast = d->nleaves == 1 && l->kind != LK_PTR && l->kind != LK_BIT &&
              (l->kind == LK_FLOAT || l->width == 1 || l->width == 8 || l->width == 16 ||
               l->width == 32 || l->width == 64);
  if (store) {
    /* cmir_icomp_emit_pcheck may grow c->ops: d and l point into it. */
    cmir_icomp_emit_pcheck(c, op, val, PU_STORE);
    d = opd(c, oi);
    l = &d->leaves[0];
  }
  CmirOp *gep = cmir_value_def(pv);
  uint32_t gi = 0, gw = 0;
  uint64_t gs = 0, gk = 0;
  bool fuse = fused_gep(c, gep, op) && gep_parts(c, gep, &gi, &gw, &gs, &gk);
  if (fast) {
    emit(c, store ? IOP_PST : IOP_PLD);
    emit(c, slot_of(c, val));
    emit(c, slot_of(c, fuse ? gep->opnds[0].value : pv));
    emit(c, l->width == 1 && l->kind == LK_INT ? 0 : l->bytes);
    emit(c, d->lalign);
    emit(c, oi);
    emit(c, fuse ? gi : slot_of(c, pv)); /* unfused: scale 0 */
    emit(c, fuse ? gw : 64);
    emit64(c, fuse ? gs : 0);
    emit64(c, fuse ? gk : 0);
  } else if (fuse) {
    return unsupported(c, op, "internal error: fused getelementptr on the slow path");
  } else {
    uint32_t ops[2] = {store ? slot_of(c, val) : slot_of(c, pv), slot_of(c, pv)};
    uint32_t res = slot_of(c, val);
    cmir_icomp_lop(c, store ? LL_STORE : LL_LOAD, oi, ops, store ? 2 : 1, &res, store ? 0 : 1);
  }
  if (!store)
    pclear(c, val);
  return CMIR_INTERP_OK;
}

/* llvm.intr.masked.load / masked.store: LL_MLOAD / LL_MSTORE over the lanes
 * of a 1-D vector of whole-byte elements. */
static CmirInterpStatus compile_masked(Comp *c, CmirOp *op, bool store) {
  const CmirType *vt = store ? op->opnds[0].value->type : op->results[0].type;
  const CmirValue *pv = op->opnds[store ? 1 : 0].value;
  const CmirType *e = vt->kind == CMIR_TYPE_VECTOR || vt->kind == CMIR_TYPE_LLVM_VEC
                          ? cmir_llvm_vector_elem(vt)
                          : NULL;
  uint32_t oi = op_index(c, op), cap = 0;
  IOpData *d = opd(c, oi);
  uint64_t bits = e ? cmir_llvm_dl_type_bits(c->I->dl, e) : 0;
  if (pv->type->kind != CMIR_TYPE_LLVM_PTR || !e || !bits || bits % 8 ||
      (vt->kind == CMIR_TYPE_VECTOR && (vt->shaped.rank != 1 || vt->shaped.scalable)) ||
      !cmir_illvm_leaves(c->I->dl, e, 0, 0, &d->leaves, &d->nleaves, &cap))
    return unsupported_type(c, op, "masked loads and stores", vt);
  d->lanes = cmir_icomp_slots(vt) / cmir_icomp_slots(e);
  d->lslots = cmir_icomp_slots(e);
  d->lsize = bits / 8;
  d->lalign = access_align(c, op, vt);
  d->w_in = !store && op->nopnds > 2; /* a pass_thru */
  uint32_t ops[3], n = op->nopnds, res = store ? 0 : slot_of(c, &op->results[0]);
  for (uint32_t i = 0; i < n && i < 3; i++)
    ops[i] = slot_of(c, op->opnds[i].value);
  cmir_icomp_lop(c, store ? LL_MSTORE : LL_MLOAD, oi, ops, n, &res, store ? 0 : 1);
  return CMIR_INTERP_OK;
}

/* Address of an llvm.func or func.func: its AK_FUNC record, made once. */
static bool func_address(Comp *c, IFunc *f, IVal *h, IVal *p) {
  CmirInterp *I = c->I;
  if (!f->fnptr) {
    f->fnptr = cmir_imem_alloc(I, 0, 16, AK_FUNC, f->op);
    if (!f->fnptr)
      return false;
    cmir_imem_rec(I, f->fnptr)->frame = f->index;
  }
  h->u = f->fnptr;
  p->p = cmir_imem_rec(I, f->fnptr)->data;
  return true;
}

static CmirInterpStatus compile_addressof(Comp *c, CmirOp *op) {
  const CmirAttr *ref = cmir_op_get_prop(op, "global_name");
  uint32_t s = slot_of(c, &op->results[0]);
  IVal h = {0}, p = {0};
  IFunc *f = cmir_icomp_lookup_func(c->I, ref);
  if (f) {
    if (!func_address(c, f, &h, &p))
      return unsupported(c, op, "cannot allocate a function address");
  } else {
    int64_t g = cmir_imem_find_global(c->I, ref, false);
    if (g < 0)
      return unsupported(c, op, "llvm.mlir.addressof of an unknown symbol");
    if (!c->I->globals[g].handle) {
      if (!c->failed)
        cmir_op_error(op, "no definition for external global @%s",
                      cmir_op_sym_name(c->I->globals[g].op)->str);
      c->failed = true;
      return CMIR_INTERP_BAD_INPUT;
    }
    h.u = c->I->globals[g].handle;
    p.p = c->I->globals[g].data;
  }
  add_const(c, s, h);
  add_const(c, s + 1, p);
  return CMIR_INTERP_OK;
}

/* An elementwise op on vectors: LOP LANES. */
static CmirInterpStatus emit_lanes(Comp *c, CmirOp *op, uint32_t sub, uint32_t kind, uint32_t wi,
                                   uint32_t wo) {
  const CmirType *e;
  uint32_t n = vec_lanes(op->results[0].type, &e);
  uint32_t oi = op_index(c, op);
  IOpData *d = opd(c, oi);
  d->sub = sub;
  d->lsize = kind;
  d->w_in = wi;
  d->w_out = wo;
  d->lanes = n;
  uint32_t ops[3];
  for (uint32_t i = 0; i < op->nopnds && i < 3; i++)
    ops[i] = slot_of(c, op->opnds[i].value);
  uint32_t res = slot_of(c, &op->results[0]);
  cmir_icomp_lop(c, LL_LANES, oi, ops, op->nopnds < 3 ? op->nopnds : 3, &res, 1);
  pclear(c, &op->results[0]);
  return CMIR_INTERP_OK;
}

/* Every lane of the op's operands and result: ints up to 64 bits or
 * supported floats, one slot each. */
static bool lanes_ok(CmirOp *op) {
  for (uint32_t i = 0; i < op->nopnds + op->nresults; i++) {
    const CmirType *t = i < op->nopnds ? op->opnds[i].value->type : op->results[i - op->nopnds].type;
    const CmirType *e;
    vec_lanes(t, &e);
    if (!((int_width(e) && int_width(e) <= 64) || cmir_icomp_float_kind(e) >= 0))
      return false;
  }
  return true;
}

/* Integer op e (with overflow flags oflags), or float op fk (IFltOp) when e
 * is NULL, on scalars or lane by lane on vectors; what names an unsupported
 * vector. */
static CmirInterpStatus compile_elementwise(Comp *c, CmirOp *op, const IntOp *e, uint32_t fk,
                                            uint32_t oflags, const char *what) {
  const CmirType *rt = op->nresults ? op->results[0].type : NULL;
  if (!is_vec(rt))
    return e ? cmir_icomp_int_binop(c, op, e) : cmir_icomp_float_binop(c, op, fk);
  const CmirType *el;
  vec_lanes(rt, &el);
  if (!lanes_ok(op))
    return unsupported(c, op, what);
  if (e)
    return emit_lanes(c, op, LN_IBIN, e->kind, int_width(el), oflags);
  return emit_lanes(c, op, LN_FBIN, fk, (uint32_t)cmir_icomp_float_kind(el), 0);
}

/* The math intrinsics by op id: 1 + IFMath, 1 + IIMath. */
#define FM(x, k) [CMIR_OP_LLVM_INTR_##x] = 1 + FM_##k
static const uint8_t fmath_ops[CMIR_OP_COUNT] = {FM(FABS, FABS),         FM(SQRT, SQRT),
                                                 FM(EXP, EXP),           FM(EXP2, EXP2),
                                                 FM(LOG, LOG),           FM(LOG2, LOG2),
                                                 FM(LOG10, LOG10),       FM(SIN, SIN),
                                                 FM(COS, COS),           FM(CEIL, CEIL),
                                                 FM(FLOOR, FLOOR),       FM(TRUNC, TRUNC),
                                                 FM(ROUND, ROUND),       FM(ROUNDEVEN, ROUNDEVEN),
                                                 FM(RINT, RINT),         FM(NEARBYINT, NEARBYINT),
                                                 FM(COPYSIGN, COPYSIGN), FM(POW, POW),
                                                 FM(FMA, FMA),           FM(FMULADD, FMULADD),
                                                 FM(POWI, POWI)};
#undef FM
#define IM(x, k) [CMIR_OP_LLVM_INTR_##x] = 1 + IM2_##k
static const uint8_t imath_ops[CMIR_OP_COUNT] = {IM(CTLZ, CTLZ),
                                                 IM(CTTZ, CTTZ),
                                                 IM(CTPOP, CTPOP),
                                                 IM(ABS, ABS),
                                                 IM(BITREVERSE, BITREVERSE),
                                                 IM(BSWAP, BSWAP),
                                                 IM(SADD_SAT, SADD_SAT),
                                                 IM(UADD_SAT, UADD_SAT),
                                                 IM(SSUB_SAT, SSUB_SAT),
                                                 IM(USUB_SAT, USUB_SAT),
                                                 IM(FSHL, FSHL),
                                                 IM(FSHR, FSHR),
                                                 IM(SADD_WITH_OVERFLOW, SADD_OV),
                                                 IM(UADD_WITH_OVERFLOW, UADD_OV),
                                                 IM(SSUB_WITH_OVERFLOW, SSUB_OV),
                                                 IM(USUB_WITH_OVERFLOW, USUB_OV),
                                                 IM(SMUL_WITH_OVERFLOW, SMUL_OV),
                                                 IM(UMUL_WITH_OVERFLOW, UMUL_OV)};
#undef IM

static CmirInterpStatus compile_llvm_cast(Comp *c, CmirOp *op) {
  const CmirType *ti = op->opnds[0].value->type, *to = op->results[0].type;
  uint32_t si = slot_of(c, op->opnds[0].value), so = slot_of(c, &op->results[0]);
  unsigned id = cmir_op_id(op);
  if (id == CMIR_OP_LLVM_PTRTOINT) {
    uint32_t w = int_width(to);
    if (ti->kind != CMIR_TYPE_LLVM_PTR || !w || w > 64)
      return unsupported(c, op, "only scalar ptrtoint is supported");
    if (w == 64) {
      emit(c, IOP_MOV);
      emit(c, so);
      emit(c, si + 1);
    } else {
      emit(c, IOP_ICAST);
      emit(c, IC_TRUNC);
      emit(c, so);
      emit(c, si + 1);
      emit(c, 64);
      emit(c, w);
      emit(c, op_index(c, op));
      emit(c, 0);
    }
    pclear(c, &op->results[0]);
    return CMIR_INTERP_OK;
  }
  if (id == CMIR_OP_LLVM_INTTOPTR) {
    uint32_t w = int_width(ti);
    if (to->kind != CMIR_TYPE_LLVM_PTR || !w || w > 64)
      return unsupported(c, op, "only scalar inttoptr is supported");
    uint32_t oi = op_index(c, op);
    opd(c, oi)->w_in = w;
    cmir_icomp_emit_pcheck(c, op, op->opnds[0].value, PU_RUNTIME);
    cmir_icomp_lop(c, LL_INTTOPTR, oi, &si, 1, &so, 1);
    return CMIR_INTERP_OK;
  }
  if (id == CMIR_OP_LLVM_ADDRSPACECAST) {
    cmir_icomp_moves(c, so, si, cmir_icomp_slots(to));
    return CMIR_INTERP_OK;
  }
  if (id == CMIR_OP_LLVM_BITCAST) {
    if (ti == to || (ti->kind == CMIR_TYPE_LLVM_PTR && to->kind == CMIR_TYPE_LLVM_PTR)) {
      cmir_icomp_moves(c, so, si, cmir_icomp_slots(to));
      return CMIR_INTERP_OK;
    }
    if (!is_vec(ti) && !is_vec(to) && (int_width(ti) || cmir_icomp_float_kind(ti) >= 0) &&
        (int_width(to) || cmir_icomp_float_kind(to) >= 0) && cmir_type_bitwidth(ti) <= 64)
      return cmir_icomp_cast(c, op);
    uint32_t oi = op_index(c, op), cap = 0;
    IOpData *d = opd(c, oi);
    if (!cmir_illvm_leaves(c->I->dl, ti, 0, 0, &d->leaves, &d->nleaves, &cap))
      return unsupported_type(c, op, "bitcasts", ti);
    d->w_in = d->nleaves;
    if (!cmir_illvm_leaves(c->I->dl, to, 0, 0, &d->leaves, &d->nleaves, &cap))
      return unsupported_type(c, op, "bitcasts", to);
    d->w_out = d->nleaves - d->w_in;
    d->lsize = cmir_llvm_dl_alloc_size(c->I->dl, to);
    if (cmir_llvm_dl_alloc_size(c->I->dl, ti) > d->lsize)
      d->lsize = cmir_llvm_dl_alloc_size(c->I->dl, ti);
    cmir_icomp_lop(c, LL_BITCAST, oi, &si, 1, &so, 1);
    pclear(c, &op->results[0]);
    return CMIR_INTERP_OK;
  }
  if (cmir_icomp_icasts[id] || cmir_icomp_fcasts[id]) {
    if (!is_vec(to))
      return cmir_icomp_cast(c, op);
    if (!lanes_ok(op))
      return unsupported(c, op, "unsupported vector cast");
    const CmirType *ei, *eo;
    vec_lanes(ti, &ei);
    vec_lanes(to, &eo);
    if (cmir_icomp_icasts[id])
      return emit_lanes(c, op, LN_ICAST, cmir_icomp_icasts[id] - 1u, int_width(ei), int_width(eo));
    uint32_t k = cmir_icomp_fcasts[id] - 1u;
    uint32_t a =
        k == FC_SITOFP || k == FC_UITOFP ? int_width(ei) : (uint32_t)cmir_icomp_float_kind(ei);
    uint32_t b =
        k == FC_FPTOSI || k == FC_FPTOUI ? int_width(eo) : (uint32_t)cmir_icomp_float_kind(eo);
    if (k == FC_BITCAST) { /* as cmir_icomp_cast: integer widths, floats as 100 + kind */
      a = int_width(ei) ? int_width(ei) : 100 + (uint32_t)cmir_icomp_float_kind(ei);
      b = int_width(eo) ? int_width(eo) : 100 + (uint32_t)cmir_icomp_float_kind(eo);
    }
    return emit_lanes(c, op, LN_FCAST, k, a, b);
  }
  return unsupported(c, op, "unsupported cast");
}

static CmirInterpStatus compile_llvm_call(Comp *c, CmirOp *op) {
  if (cmir_op_get_prop(op, "var_callee_type")) {
    /* printf's varargs are the call's operands, read by their types */
    IFunc *f = cmir_icomp_lookup_func(c->I, cmir_op_get_prop(op, "callee"));
    if (!f || f->rt != RT_PRINTF)
      return unsupported(c, op, "variadic calls are not supported");
    return cmir_icomp_call(c, op);
  }
  if (op->nresults > 1)
    return unsupported(c, op, "calls with more than one result are not supported");
  const CmirAttr *callee = cmir_op_get_prop(op, "callee");
  if (callee)
    return cmir_icomp_call(c, op);
  /* indirect: the pointer's function (checked) into the scratch slot */
  if (!op->nopnds || op->opnds[0].value->type->kind != CMIR_TYPE_LLVM_PTR)
    return unsupported(c, op, "malformed indirect call");
  CMIR_VEC(const CmirType *) ts = {0};
  for (uint32_t i = 1; i < op->nopnds; i++)
    cmir_vec_push(&ts, op->opnds[i].value->type);
  for (uint32_t i = 0; i < op->nresults; i++)
    cmir_vec_push(&ts, op->results[i].type);
  const CmirType *ft =
      cmir_type_function(c->I->ctx, op->nopnds - 1, ts.data, op->nresults, ts.data + op->nopnds - 1);
  cmir_vec_free(&ts);
  uint32_t oi = op_index(c, op);
  opd(c, oi)->ftype = ft;
  uint32_t fp = slot_of(c, op->opnds[0].value);
  cmir_icomp_lop(c, LL_FNPTR, oi, &fp, 1, &c->tmp, 1);
  emit(c, IOP_CALLI);
  emit(c, c->tmp);
  emit(c, oi);
  cmir_icomp_emit_slot_list(c, op->opnds + 1, op->nopnds - 1);
  cmir_icomp_emit_result_list(c, op);
  return CMIR_INTERP_OK;
}

/* llvm.intr.*: n is the name after "llvm.intr.". */
static CmirInterpStatus compile_intrinsic(Comp *c, CmirOp *op, const char *n) {
  const CmirType *rt = op->nresults ? op->results[0].type : NULL;
  unsigned id = cmir_op_id(op);
  switch (id) {
  case CMIR_OP_LLVM_INTR_MEMCPY:
  case CMIR_OP_LLVM_INTR_MEMMOVE:
  case CMIR_OP_LLVM_INTR_MEMSET: {
    uint32_t oi = op_index(c, op);
    uint32_t w = int_width(op->opnds[2].value->type);
    if (!w || w > 64 || op->opnds[0].value->type->kind != CMIR_TYPE_LLVM_PTR)
      return unsupported(c, op, "malformed memory intrinsic");
    opd(c, oi)->w_in = w;
    uint32_t ops[3] = {slot_of(c, op->opnds[0].value), slot_of(c, op->opnds[1].value),
                       slot_of(c, op->opnds[2].value)};
    cmir_icomp_emit_pcheck(c, op, op->opnds[2].value, PU_RUNTIME);
    cmir_icomp_lop(c,
                   id == CMIR_OP_LLVM_INTR_MEMSET   ? LL_MEMSET
                   : id == CMIR_OP_LLVM_INTR_MEMCPY ? LL_MEMCPY
                                                    : LL_MEMMOVE,
                   oi, ops, 3, NULL, 0);
    return CMIR_INTERP_OK;
  }
  case CMIR_OP_LLVM_INTR_LIFETIME_START:
  case CMIR_OP_LLVM_INTR_LIFETIME_END:
    /* Markers only: the slot stays valid for the whole frame. */
    return CMIR_INTERP_OK;
  case CMIR_OP_LLVM_INTR_STACKSAVE: {
    uint32_t res = slot_of(c, &op->results[0]);
    cmir_icomp_lop(c, LL_STACKSAVE, op_index(c, op), NULL, 0, &res, 1);
    return CMIR_INTERP_OK;
  }
  case CMIR_OP_LLVM_INTR_STACKRESTORE:
  case CMIR_OP_LLVM_INTR_ASSUME: {
    uint32_t a = slot_of(c, op->opnds[0].value);
    cmir_icomp_lop(c, id == CMIR_OP_LLVM_INTR_ASSUME ? LL_ASSUME : LL_STACKRESTORE, op_index(c, op),
                   &a, 1, NULL, 0);
    return CMIR_INTERP_OK;
  }
  case CMIR_OP_LLVM_INTR_TRAP:
  case CMIR_OP_LLVM_INTR_DEBUGTRAP:
    cmir_icomp_lop(c, LL_TRAP, op_index(c, op), NULL, 0, NULL, 0);
    return CMIR_INTERP_OK;
  case CMIR_OP_LLVM_INTR_PREFETCH:
    return CMIR_INTERP_OK;
  default:
    break;
  }
  /* vector.reduce.*, by id: 1 + the II or IF kind; flt: a float reduction */
  static const struct {
    uint8_t kind, flt;
  } red[CMIR_OP_COUNT] = {[CMIR_OP_LLVM_INTR_VECTOR_REDUCE_ADD] = {1 + II_ADD, 0},
                          [CMIR_OP_LLVM_INTR_VECTOR_REDUCE_MUL] = {1 + II_MUL, 0},
                          [CMIR_OP_LLVM_INTR_VECTOR_REDUCE_AND] = {1 + II_AND, 0},
                          [CMIR_OP_LLVM_INTR_VECTOR_REDUCE_OR] = {1 + II_OR, 0},
                          [CMIR_OP_LLVM_INTR_VECTOR_REDUCE_XOR] = {1 + II_XOR, 0},
                          [CMIR_OP_LLVM_INTR_VECTOR_REDUCE_SMAX] = {1 + II_MAXS, 0},
                          [CMIR_OP_LLVM_INTR_VECTOR_REDUCE_SMIN] = {1 + II_MINS, 0},
                          [CMIR_OP_LLVM_INTR_VECTOR_REDUCE_UMAX] = {1 + II_MAXU, 0},
                          [CMIR_OP_LLVM_INTR_VECTOR_REDUCE_UMIN] = {1 + II_MINU, 0},
                          [CMIR_OP_LLVM_INTR_VECTOR_REDUCE_FMAX] = {1 + IF_MAXNUM, 1},
                          [CMIR_OP_LLVM_INTR_VECTOR_REDUCE_FMIN] = {1 + IF_MINNUM, 1},
                          [CMIR_OP_LLVM_INTR_VECTOR_REDUCE_FMAXIMUM] = {1 + IF_MAXIMUM, 1},
                          [CMIR_OP_LLVM_INTR_VECTOR_REDUCE_FMINIMUM] = {1 + IF_MINIMUM, 1}};
  bool ordered =
      id == CMIR_OP_LLVM_INTR_VECTOR_REDUCE_FADD || id == CMIR_OP_LLVM_INTR_VECTOR_REDUCE_FMUL;
  if (ordered || red[id].kind) {
    const CmirType *e;
    uint32_t lanes = vec_lanes(op->opnds[0].value->type, &e);
    if (ordered && op->nopnds == 2 && is_vec(op->opnds[1].value->type) && lanes_ok(op)) {
      /* ordered: ((start op v0) op v1) ... */
      vec_lanes(op->opnds[1].value->type, &e);
      uint32_t oi = op_index(c, op);
      IOpData *d = opd(c, oi);
      d->sub = 2;
      d->lsize = id == CMIR_OP_LLVM_INTR_VECTOR_REDUCE_FADD ? IF_ADD : IF_MUL;
      d->w_in = (uint32_t)cmir_icomp_float_kind(e);
      d->lanes = vec_lanes(op->opnds[1].value->type, &e);
      uint32_t ops[2] = {slot_of(c, op->opnds[1].value), slot_of(c, op->opnds[0].value)};
      uint32_t r = slot_of(c, &op->results[0]);
      cmir_icomp_lop(c, LL_REDUCE, oi, ops, 2, &r, 1);
      pclear(c, &op->results[0]);
      return CMIR_INTERP_OK;
    }
    if (red[id].kind && is_vec(op->opnds[0].value->type) && lanes_ok(op) &&
        (red[id].flt ? cmir_icomp_float_kind(e) >= 0 : int_width(e) > 0)) {
      uint32_t oi = op_index(c, op);
      IOpData *d = opd(c, oi);
      d->sub = red[id].flt;
      d->lsize = red[id].kind - 1u;
      d->w_in = red[id].flt ? (uint32_t)cmir_icomp_float_kind(e) : int_width(e);
      d->lanes = lanes;
      uint32_t a = slot_of(c, op->opnds[0].value), r = slot_of(c, &op->results[0]);
      cmir_icomp_lop(c, LL_REDUCE, oi, &a, 1, &r, 1);
      pclear(c, &op->results[0]);
      return CMIR_INTERP_OK;
    }
  }
  if (fmath_ops[id]) {
    uint32_t i = fmath_ops[id] - 1u;
    const CmirType *e;
    vec_lanes(rt, &e);
    if (cmir_icomp_float_kind(e) < 0 || !lanes_ok(op))
      return unsupported(c, op, "unsupported float intrinsic operand type");
    return emit_lanes(c, op, LN_FMATH, i, (uint32_t)cmir_icomp_float_kind(e), 0);
  }
  if (imath_ops[id]) {
    uint32_t i = imath_ops[id] - 1u;
    const CmirType *e;
    const CmirType *t = op->opnds[0].value->type;
    vec_lanes(t, &e);
    uint32_t w = int_width(e);
    bool ov = i >= IM2_SADD_OV;
    if (!w || w > 64 ||
        (ov && (is_vec(t) || rt->kind != CMIR_TYPE_LLVM_STRUCT || cmir_icomp_slots(rt) != 2)) ||
        (!ov && !lanes_ok(op)) || (i == IM2_BSWAP && w % 16))
      return unsupported(c, op, "unsupported integer intrinsic operand type");
    if (ov) {
      uint32_t oi = op_index(c, op);
      IOpData *d = opd(c, oi);
      d->sub = LN_IMATH;
      d->lsize = i;
      d->w_in = w;
      d->lanes = 1;
      uint32_t ops[2] = {slot_of(c, op->opnds[0].value), slot_of(c, op->opnds[1].value)};
      uint32_t res = slot_of(c, &op->results[0]);
      cmir_icomp_lop(c, LL_LANES, oi, ops, 2, &res, 1);
      pclear(c, &op->results[0]);
      return CMIR_INTERP_OK;
    }
    return emit_lanes(c, op, LN_IMATH, i, w, 0);
  }
  char msg[160];
  snprintf(msg, sizeof msg, "intrinsic 'llvm.intr.%s' is not supported", n);
  return unsupported(c, op, msg);
}

CmirInterpStatus cmir_icomp_unrealized_cast(Comp *c, CmirOp *op) {
  if (op->nopnds != 1 || op->nresults != 1)
    return unsupported(c, op, "only 1:1 builtin.unrealized_conversion_cast is supported");
  const CmirType *from = op->opnds[0].value->type, *to = op->results[0].type;
  uint32_t sf = cmir_icomp_slots(from), st = cmir_icomp_slots(to);
  uint32_t si = slot_of(c, op->opnds[0].value), so = slot_of(c, &op->results[0]);
  if (from->kind == CMIR_TYPE_MEMREF && to->kind == CMIR_TYPE_LLVM_STRUCT && st == sf + 2) {
    uint32_t oi = op_index(c, op);
    opd(c, oi)->lanes = from->shaped.rank;
    cmir_icomp_lop(c, LL_MEMREF_TO_DESC, oi, &si, 1, &so, 1);
    return CMIR_INTERP_OK;
  }
  if (from->kind == CMIR_TYPE_LLVM_STRUCT && to->kind == CMIR_TYPE_MEMREF && sf == st + 2) {
    cmir_icomp_moves(c, so, si + 2, st);
    return CMIR_INTERP_OK;
  }
  if (from->kind == CMIR_TYPE_LLVM_STRUCT && to->kind == CMIR_TYPE_UNRANKED_MEMREF && sf == 3)
    return CMIR_INTERP_OK; /* read at each use: see cmir_icomp_lazy_casts */
  if (from->kind == CMIR_TYPE_UNRANKED_MEMREF && to->kind == CMIR_TYPE_LLVM_STRUCT && st == 3) {
    cmir_icomp_lop(c, LL_UNRANKED_TO_STRUCT, op_index(c, op), &si, 1, &so, 1);
    return CMIR_INTERP_OK;
  }
  if (from->kind == CMIR_TYPE_LLVM_PTR && to->kind == CMIR_TYPE_FUNCTION) {
    uint32_t oi = op_index(c, op);
    opd(c, oi)->ftype = to;
    cmir_icomp_lop(c, LL_FNPTR, oi, &si, 1, &so, 1);
    return CMIR_INTERP_OK;
  }
  if (from->kind == CMIR_TYPE_FUNCTION && to->kind == CMIR_TYPE_LLVM_PTR) {
    cmir_icomp_lop(c, LL_FUNC_TO_PTR, op_index(c, op), &si, 1, &so, 1);
    return CMIR_INTERP_OK;
  }
  bool plain_from = from->kind != CMIR_TYPE_MEMREF && from->kind != CMIR_TYPE_UNRANKED_MEMREF;
  bool plain_to = to->kind != CMIR_TYPE_MEMREF && to->kind != CMIR_TYPE_UNRANKED_MEMREF;
  if (sf == st && (from == to || (plain_from && plain_to))) {
    cmir_icomp_moves(c, so, si, st);
    return CMIR_INTERP_OK;
  }
  char *a = cmir_type_str(from), *b = cmir_type_str(to);
  char msg[320];
  snprintf(msg, sizeof msg, "unrealized_conversion_cast from '%s' to '%s' is not supported", a, b);
  free(a);
  free(b);
  return unsupported(c, op, msg);
}

CmirInterpStatus cmir_icomp_llvm(Comp *c, CmirOp *op) {
  const CmirType *rt = op->nresults ? op->results[0].type : NULL;
  unsigned id = cmir_op_id(op);
  if (cmir_icomp_int_ops[id].is)
    return compile_elementwise(c, op, &cmir_icomp_int_ops[id], 0, cmir_icomp_overflow_flags(op),
                               "unsupported vector operand type");
  if (cmir_icomp_float_ops[id]) /* the float ops and the min/max intrinsics */
    return compile_elementwise(c, op, NULL, cmir_icomp_float_ops[id] - 1u, 0,
                               "unsupported vector operand type");
  if ((cmir_icomp_icasts[id] || cmir_icomp_fcasts[id]) && id != CMIR_OP_LLVM_BITCAST &&
      id != CMIR_OP_ARITH_BITCAST)
    return compile_llvm_cast(c, op);
  switch (id) {
  case CMIR_OP_LLVM_BR:
  case CMIR_OP_LLVM_COND_BR:
  case CMIR_OP_LLVM_SWITCH:
    return cmir_icomp_cf(c, op);
  case CMIR_OP_LLVM_RETURN: {
    if (c->fn->ginit) {
      if (!op->nopnds)
        return unsupported(c, op, "global initializer without a value");
      uint32_t oi = op_index(c, op), cap = 0;
      IOpData *d = opd(c, oi);
      d->sub = c->fn->ginit - 1;
      if (!cmir_illvm_leaves(c->I->dl, op->opnds[0].value->type, 0, 0, &d->leaves, &d->nleaves,
                             &cap))
        return unsupported_type(c, op, "globals", op->opnds[0].value->type);
      uint32_t v = slot_of(c, op->opnds[0].value);
      cmir_icomp_lop(c, LL_GLOBAL_INIT, oi, &v, 1, NULL, 0);
      emit(c, IOP_RET);
      emit(c, 0);
      return CMIR_INTERP_OK;
    }
    emit(c, IOP_RET);
    cmir_icomp_emit_slot_list(c, op->opnds, op->nopnds);
    return CMIR_INTERP_OK;
  }
  case CMIR_OP_LLVM_CALL:
    return compile_llvm_call(c, op);
  case CMIR_OP_LLVM_UNREACHABLE:
    cmir_icomp_lop(c, LL_UNREACHABLE, op_index(c, op), NULL, 0, NULL, 0);
    return CMIR_INTERP_OK;
  case CMIR_OP_LLVM_MLIR_CONSTANT:
    return compile_llvm_constant(c, op);
  case CMIR_OP_LLVM_MLIR_UNDEF:
  case CMIR_OP_LLVM_MLIR_POISON:
  case CMIR_OP_LLVM_MLIR_ZERO: {
    uint32_t s = slot_of(c, &op->results[0]), k = cmir_icomp_slots(rt);
    IVal z = {0};
    for (uint32_t i = 0; i < k; i++)
      add_const(c, s + i, z);
    return CMIR_INTERP_OK;
  }
  case CMIR_OP_LLVM_MLIR_ADDRESSOF:
    return compile_addressof(c, op);
  case CMIR_OP_LLVM_GETELEMENTPTR:
    return compile_gep(c, op);
  case CMIR_OP_LLVM_LOAD:
  case CMIR_OP_LLVM_STORE:
    return compile_load_store(c, op, id == CMIR_OP_LLVM_STORE);
  case CMIR_OP_LLVM_INTR_MASKED_LOAD:
  case CMIR_OP_LLVM_INTR_MASKED_STORE:
    return compile_masked(c, op, id == CMIR_OP_LLVM_INTR_MASKED_STORE);
  case CMIR_OP_LLVM_ATOMICRMW:
  case CMIR_OP_LLVM_CMPXCHG: {
    bool rmw = id == CMIR_OP_LLVM_ATOMICRMW;
    const CmirValue *pv = op->opnds[0].value, *val = op->opnds[rmw ? 1 : 2].value;
    const CmirType *t = val->type;
    uint32_t oi = op_index(c, op), cap = 0;
    IOpData *d = opd(c, oi);
    if (pv->type->kind != CMIR_TYPE_LLVM_PTR || is_vec(t) ||
        !cmir_illvm_leaves(c->I->dl, t, 0, 0, &d->leaves, &d->nleaves, &cap) ||
        d->nleaves != 1 || (d->leaves[0].kind == LK_INT && d->leaves[0].width > 64))
      return unsupported_type(c, op, "atomics", t);
    const CmirAttr *bo = cmir_op_get_prop(op, "bin_op");
    d->sub = rmw && bo && bo->kind == CMIR_ATTR_INTEGER ? (uint32_t)bo->i.v : 0;
    d->lanes = d->leaves[0].kind == LK_FLOAT;
    d->w_in = d->leaves[0].width;
    d->lsize = d->leaves[0].bytes;
    d->lalign = access_align(c, op, t);
    if (rmw && d->sub && d->leaves[0].kind == LK_PTR)
      return unsupported(c, op, "atomicrmw on pointers other than xchg");
    for (uint32_t i = 1; i < op->nopnds; i++)
      cmir_icomp_emit_pcheck(c, op, op->opnds[i].value, PU_STORE);
    uint32_t ops[3] = {slot_of(c, pv), slot_of(c, op->opnds[1].value),
                       rmw ? 0 : slot_of(c, op->opnds[2].value)};
    uint32_t r = slot_of(c, &op->results[0]);
    cmir_icomp_lop(c, rmw ? LL_ATOMICRMW : LL_CMPXCHG, oi, ops, rmw ? 2 : 3, &r, 1);
    pclear(c, &op->results[0]);
    return CMIR_INTERP_OK;
  }
  case CMIR_OP_LLVM_FENCE:
    return CMIR_INTERP_OK;
  case CMIR_OP_LLVM_ALLOCA: {
    const CmirAttr *et = cmir_op_get_prop(op, "elem_type");
    uint32_t w = int_width(op->opnds[0].value->type);
    if (!et || et->kind != CMIR_ATTR_TYPE || !w || w > 64 ||
        !cmir_llvm_dl_alloc_size(c->I->dl, et->type.type))
      return unsupported(c, op, "unsupported llvm.alloca");
    uint32_t oi = op_index(c, op);
    IOpData *d = opd(c, oi);
    d->lsize = cmir_llvm_dl_alloc_size(c->I->dl, et->type.type);
    d->lalign = access_align(c, op, et->type.type);
    d->w_in = w;
    uint32_t a = slot_of(c, op->opnds[0].value), r = slot_of(c, &op->results[0]);
    cmir_icomp_emit_pcheck(c, op, op->opnds[0].value, PU_RUNTIME);
    cmir_icomp_lop(c, LL_ALLOCA, oi, &a, 1, &r, 1);
    return CMIR_INTERP_OK;
  }
  case CMIR_OP_LLVM_EXTRACTVALUE:
  case CMIR_OP_LLVM_INSERTVALUE: {
    const CmirAttr *pa = cmir_op_get_prop(op, "position");
    const CmirType *part;
    uint32_t off;
    if (!pa || pa->kind != CMIR_ATTR_DENSE_ARRAY ||
        !cmir_icomp_agg_position(op->opnds[0].value->type, pa->darr.data, pa->darr.n, &off, &part))
      return unsupported(c, op, "malformed aggregate position");
    uint32_t agg = slot_of(c, op->opnds[0].value), res = slot_of(c, &op->results[0]);
    if (id == CMIR_OP_LLVM_EXTRACTVALUE) {
      cmir_icomp_moves(c, res, agg + off, cmir_icomp_slots(part));
    } else {
      cmir_icomp_moves(c, res, agg, cmir_icomp_slots(rt));
      cmir_icomp_moves(c, res + off, slot_of(c, op->opnds[1].value), cmir_icomp_slots(part));
    }
    return CMIR_INTERP_OK;
  }
  case CMIR_OP_LLVM_EXTRACTELEMENT:
  case CMIR_OP_LLVM_INSERTELEMENT: {
    bool ins = id == CMIR_OP_LLVM_INSERTELEMENT;
    const CmirType *vt = op->opnds[0].value->type, *e;
    uint32_t lanes = vec_lanes(vt, &e), ls = cmir_icomp_slots(e);
    const CmirValue *iv = op->opnds[ins ? 2 : 1].value;
    uint32_t w = int_width(iv->type);
    uint32_t vec = slot_of(c, op->opnds[0].value), res = slot_of(c, &op->results[0]);
    uint64_t k;
    if (!w || w > 64)
      return unsupported(c, op, "unsupported element index type");
    if (llvm_const_int(iv, &k) && k < lanes) {
      if (ins) {
        cmir_icomp_moves(c, res, vec, lanes * ls);
        cmir_icomp_moves(c, res + (uint32_t)k * ls, slot_of(c, op->opnds[1].value), ls);
      } else {
        cmir_icomp_moves(c, res, vec + (uint32_t)k * ls, ls);
      }
      return CMIR_INTERP_OK;
    }
    uint32_t oi = op_index(c, op);
    IOpData *d = opd(c, oi);
    d->lanes = lanes;
    d->lslots = ls;
    d->w_in = w;
    uint32_t ops[3] = {vec, slot_of(c, op->opnds[1].value), ins ? slot_of(c, iv) : 0};
    cmir_icomp_emit_pcheck(c, op, iv, PU_INDEX);
    cmir_icomp_lop(c, ins ? LL_INSERTELEM : LL_EXTRACTELEM, oi, ops, ins ? 3 : 2, &res, 1);
    return CMIR_INTERP_OK;
  }
  case CMIR_OP_LLVM_SHUFFLEVECTOR: {
    const CmirAttr *ma = cmir_op_get_prop(op, "mask");
    const CmirType *e;
    uint32_t n1 = vec_lanes(op->opnds[0].value->type, &e), ls = cmir_icomp_slots(e);
    if (!ma || ma->kind != CMIR_ATTR_DENSE_ARRAY || !is_vec(op->opnds[0].value->type))
      return unsupported(c, op, "malformed shufflevector");
    const int32_t *m = ma->darr.data;
    uint32_t res = slot_of(c, &op->results[0]);
    uint32_t v1 = slot_of(c, op->opnds[0].value), v2 = slot_of(c, op->opnds[1].value);
    for (uint32_t i = 0; i < ma->darr.n; i++) {
      if (m[i] < 0 || (uint32_t)m[i] >= 2 * n1) {
        IVal z = {0};
        for (uint32_t k = 0; k < ls; k++)
          add_const(c, res + i * ls + k, z);
        continue;
      }
      uint32_t src = (uint32_t)m[i] < n1 ? v1 + (uint32_t)m[i] * ls : v2 + ((uint32_t)m[i] - n1) * ls;
      cmir_icomp_moves(c, res + i * ls, src, ls);
    }
    return CMIR_INTERP_OK;
  }
  case CMIR_OP_LLVM_FREEZE:
    cmir_icomp_moves(c, slot_of(c, &op->results[0]), slot_of(c, op->opnds[0].value),
                     cmir_icomp_slots(rt));
    pclear(c, &op->results[0]);
    return CMIR_INTERP_OK;
  case CMIR_OP_ARITH_CONSTANT:
    return compile_llvm_constant(c, op);
  case CMIR_OP_ARITH_SELECT:
  case CMIR_OP_LLVM_SELECT: {
    const CmirType *ct = op->opnds[0].value->type;
    if (!is_vec(ct))
      return cmir_icomp_select(c, op);
    if (!lanes_ok(op))
      return unsupported(c, op, "unsupported vector select");
    return emit_lanes(c, op, LN_SELECT, 0, 1, 0);
  }
  case CMIR_OP_ARITH_CMPI:
  case CMIR_OP_LLVM_ICMP: {
    const CmirType *t = op->opnds[0].value->type;
    uint32_t pred = (uint32_t)cmir_op_get_prop(op, "predicate")->i.v;
    if (t->kind == CMIR_TYPE_LLVM_PTR) {
      emit(c, IOP_CMP64);
      emit(c, slot_of(c, &op->results[0]));
      emit(c, slot_of(c, op->opnds[0].value) + 1);
      emit(c, slot_of(c, op->opnds[1].value) + 1);
      emit(c, pred);
      pclear(c, &op->results[0]);
      return CMIR_INTERP_OK;
    }
    if (!is_vec(t))
      return cmir_icomp_cmpi(c, op);
    const CmirType *e;
    vec_lanes(t, &e);
    if (!lanes_ok(op))
      return unsupported(c, op, "unsupported vector icmp");
    return emit_lanes(c, op, LN_IBIN, II_CMP_BASE + pred, int_width(e), 0);
  }
  case CMIR_OP_ARITH_CMPF:
  case CMIR_OP_LLVM_FCMP: {
    const CmirType *t = op->opnds[0].value->type, *e;
    uint32_t pred = (uint32_t)cmir_op_get_prop(op, "predicate")->i.v;
    vec_lanes(t, &e);
    int ft = cmir_icomp_float_kind(e);
    if (ft < 0 || !lanes_ok(op))
      return unsupported(c, op, "unsupported fcmp operand type");
    if (is_vec(t))
      return emit_lanes(c, op, LN_FCMP, pred, (uint32_t)ft, 0);
    cmir_icomp_emit3(c, IOP_FCMP, op);
    emit(c, pred);
    emit(c, (uint32_t)ft);
    cmir_icomp_emit_pprop(c, op);
    return CMIR_INTERP_OK;
  }
  case CMIR_OP_ARITH_BITCAST:
  case CMIR_OP_LLVM_BITCAST:
  case CMIR_OP_LLVM_PTRTOINT:
  case CMIR_OP_LLVM_INTTOPTR:
  case CMIR_OP_LLVM_ADDRSPACECAST:
    return compile_llvm_cast(c, op);
  default:
    break;
  }
  if (!strncmp(cmir_op_name(op), "llvm.intr.", 10))
    return compile_intrinsic(c, op, cmir_op_name(op) + 10);
  char msg[256];
  snprintf(msg, sizeof msg, "op '%s' is not supported", cmir_op_name(op));
  return unsupported(c, op, msg);
}

/* An unranked memref cast from {i64 rank, ptr desc} names the descriptor in
 * memory, which the lowering may fill after the cast: the descriptor is read
 * right before each op that uses the cast's result. */
void cmir_icomp_lazy_casts(Comp *c, CmirOp *op) {
  for (uint32_t i = 0; i < op->nopnds; i++) {
    CmirOp *d = cmir_value_def(op->opnds[i].value);
    if (!d || !cmir_op_isa(d, CMIR_OP_BUILTIN_UNREALIZED_CONVERSION_CAST) || d->nopnds != 1 ||
        d->nresults != 1 || d->results[0].type->kind != CMIR_TYPE_UNRANKED_MEMREF ||
        d->opnds[0].value->type->kind != CMIR_TYPE_LLVM_STRUCT ||
        cmir_icomp_slots(d->opnds[0].value->type) != 3)
      continue;
    uint32_t si = slot_of(c, d->opnds[0].value), so = slot_of(c, &d->results[0]);
    cmir_icomp_lop(c, LL_STRUCT_TO_UNRANKED, op_index(c, d), &si, 1, &so, 1);
  }
}
