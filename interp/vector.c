/* The vector dialect in the interpreter: each op becomes slot moves, the
 * lane ops and reductions the LLVM dialect's vectors use (LL_LANES,
 * LL_REDUCE, LL_EXTRACTELEM/LL_INSERTELEM for dynamic positions), or
 * LL_VPRINT for vector.print. An n-D vector's lanes sit in consecutive
 * slots in row-major order, as the array of 1-D vectors it lowers to. The
 * results are those of MLIR 19's lowering (convert-vector-to-scf, then
 * convert-vector-to-llvm): float reductions fold the lanes in order from the
 * accumulator (or 0.0 / 1.0), min/max reductions combine the lanes first,
 * then the accumulator. */
#include "interp.h"

#include "dialect/dialects.h"
#include "dialect/llvm/llvm.h"
#include "runtime/format.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Lanes of a builtin vector type (1 for a scalar) and its element type. */
static uint32_t lanes_of(const CmirType *t, const CmirType **elem) {
  if (t->kind != CMIR_TYPE_VECTOR) {
    *elem = t;
    return 1;
  }
  *elem = t->shaped.elem;
  return (uint32_t)cmir_type_num_elements(t);
}

/* Slots of the trailing dimensions from dim d on (one lane each). */
static uint32_t stride_of(const CmirType *t, uint32_t d) {
  uint32_t s = cmir_icomp_slots(t->shaped.elem);
  for (uint32_t i = d; i < t->shaped.rank; i++)
    s *= (uint32_t)t->shaped.shape[i];
  return s;
}

static uint32_t int_bits(const CmirType *t) {
  return t->kind == CMIR_TYPE_INDEX ? 64 : t->kind == CMIR_TYPE_INTEGER ? t->integer.width : 0;
}

/* A dynamic position index: its slot and width. */
static const CmirValue *dyn_pos(CmirOp *op, uint32_t first, uint32_t *k) {
  return op->opnds[first + (*k)++].value;
}

/* LL_EXTRACTELEM of the `lanes` blocks of n slots at base: block idx into dst. */
static void extract_block(Comp *c, CmirOp *op, uint32_t base, uint32_t lanes, uint32_t n,
                          const CmirValue *idx, uint32_t dst) {
  uint32_t oi = cmir_icomp_op_index(c, op);
  IOpData *d = cmir_icomp_opdata(c, oi);
  d->lanes = lanes;
  d->lslots = n;
  d->w_in = int_bits(idx->type);
  uint32_t ops[2] = {base, cmir_icomp_slot(c, idx)};
  cmir_icomp_lop(c, LL_EXTRACTELEM, oi, ops, 2, &dst, 1);
}

/* LL_INSERTELEM in place: block idx of base := src. */
static void insert_block(Comp *c, CmirOp *op, uint32_t base, uint32_t lanes, uint32_t n,
                         const CmirValue *idx, uint32_t src) {
  uint32_t oi = cmir_icomp_op_index(c, op);
  IOpData *d = cmir_icomp_opdata(c, oi);
  d->lanes = lanes;
  d->lslots = n;
  d->w_in = int_bits(idx->type);
  uint32_t ops[3] = {base, src, cmir_icomp_slot(c, idx)};
  cmir_icomp_lop(c, LL_INSERTELEM, oi, ops, 3, &base, 1);
}

/* vector.extract: static positions are offsets; each dynamic one copies
 * the block it selects into a scratch value. */
static CmirInterpStatus compile_extract(Comp *c, CmirOp *op) {
  const CmirType *t = op->opnds[0].value->type;
  const CmirAttr *pa = cmir_op_get_prop(op, "static_position");
  const int64_t *pos = pa->darr.data;
  uint32_t base = cmir_icomp_slot(c, op->opnds[0].value), off = 0, k = 0;
  for (uint32_t i = 0; i < pa->darr.n; i++) {
    uint32_t st = stride_of(t, i + 1);
    if (pos[i] != CMIR_DYNAMIC) {
      off += (uint32_t)pos[i] * st;
      continue;
    }
    uint32_t tmp = cmir_icomp_temp(c, st);
    extract_block(c, op, base + off, (uint32_t)t->shaped.shape[i], st, dyn_pos(op, 1, &k), tmp);
    base = tmp;
    off = 0;
  }
  cmir_icomp_moves(c, cmir_icomp_slot(c, &op->results[0]), base + off,
                   cmir_icomp_slots(op->results[0].type));
  return CMIR_INTERP_OK;
}

/* Writes the source into the block at base of dimension level i on. */
static void insert_at(Comp *c, CmirOp *op, const CmirType *t, const int64_t *pos, uint32_t n,
                      uint32_t i, uint32_t base, uint32_t *k) {
  uint32_t src = cmir_icomp_slot(c, op->opnds[0].value);
  for (; i < n && pos[i] != CMIR_DYNAMIC; i++)
    base += (uint32_t)pos[i] * stride_of(t, i + 1);
  if (i == n) {
    cmir_icomp_moves(c, base, src, cmir_icomp_slots(op->opnds[0].value->type));
    return;
  }
  uint32_t st = stride_of(t, i + 1), lanes = (uint32_t)t->shaped.shape[i];
  const CmirValue *idx = dyn_pos(op, 2, k);
  uint32_t tmp = cmir_icomp_temp(c, st);
  extract_block(c, op, base, lanes, st, idx, tmp);
  insert_at(c, op, t, pos, n, i + 1, tmp, k);
  insert_block(c, op, base, lanes, st, idx, tmp);
}

static CmirInterpStatus compile_insert(Comp *c, CmirOp *op) {
  const CmirType *t = op->results[0].type;
  const CmirAttr *pa = cmir_op_get_prop(op, "static_position");
  uint32_t res = cmir_icomp_slot(c, &op->results[0]), k = 0;
  cmir_icomp_moves(c, res, cmir_icomp_slot(c, op->opnds[1].value), cmir_icomp_slots(t));
  insert_at(c, op, t, pa->darr.data, pa->darr.n, 0, res, &k);
  return CMIR_INTERP_OK;
}

/* broadcast and splat: each result lane from the source lane its index
 * maps to (leading dimensions dropped, unit dimensions stretched). */
static CmirInterpStatus compile_broadcast(Comp *c, CmirOp *op) {
  const CmirType *s = op->opnds[0].value->type, *r = op->results[0].type, *e;
  uint32_t n = lanes_of(r, &e), ls = cmir_icomp_slots(e);
  uint32_t src = cmir_icomp_slot(c, op->opnds[0].value), res = cmir_icomp_slot(c, &op->results[0]);
  uint32_t rr = r->shaped.rank, sr = s->kind == CMIR_TYPE_VECTOR ? s->shaped.rank : 0;
  for (uint32_t lane = 0; lane < n; lane++) {
    uint32_t rem = lane, from = 0, mul = 1;
    for (uint32_t d = rr; d-- > 0;) {
      uint32_t dim = (uint32_t)r->shaped.shape[d], x = rem % dim;
      rem /= dim;
      if (d >= rr - sr) {
        uint32_t sd = (uint32_t)s->shaped.shape[d - (rr - sr)];
        from += (sd == 1 ? 0 : x) * mul;
        mul *= sd;
      }
    }
    cmir_icomp_moves(c, res + lane * ls, src + from * ls, ls);
  }
  return CMIR_INTERP_OK;
}

/* shuffle: blocks of the trailing dimensions from v1 then v2. */
static CmirInterpStatus compile_shuffle(Comp *c, CmirOp *op) {
  const CmirType *v1 = op->opnds[0].value->type, *v2 = op->opnds[1].value->type;
  const CmirAttr *m = cmir_op_get_prop(op, "mask");
  uint32_t st = v1->shaped.rank ? stride_of(v1, 1) : cmir_icomp_slots(v1->shaped.elem);
  uint32_t n1 = v1->shaped.rank ? (uint32_t)v1->shaped.shape[0] : 1;
  (void)v2;
  uint32_t a = cmir_icomp_slot(c, op->opnds[0].value), b = cmir_icomp_slot(c, op->opnds[1].value);
  uint32_t res = cmir_icomp_slot(c, &op->results[0]);
  for (uint32_t i = 0; i < m->arr.n; i++) {
    uint32_t k = (uint32_t)cmir_attr_int_value(m->arr.elems[i]);
    cmir_icomp_moves(c, res + i * st, k < n1 ? a + k * st : b + (k - n1) * st, st);
  }
  return CMIR_INTERP_OK;
}

/* interleave: in each row of the trailing dimension, lane j of lhs then
 * lane j of rhs (a 0-D operand is one lane). */
static CmirInterpStatus compile_interleave(Comp *c, CmirOp *op) {
  const CmirType *t = op->opnds[0].value->type;
  uint32_t ls = cmir_icomp_slots(t->shaped.elem);
  uint32_t n = t->shaped.rank ? (uint32_t)t->shaped.shape[t->shaped.rank - 1] : 1;
  uint32_t rows = n && ls ? cmir_icomp_slots(t) / (ls * n) : 0;
  uint32_t a = cmir_icomp_slot(c, op->opnds[0].value), b = cmir_icomp_slot(c, op->opnds[1].value);
  uint32_t res = cmir_icomp_slot(c, &op->results[0]);
  for (uint32_t r = 0; r < rows; r++)
    for (uint32_t j = 0; j < n; j++) {
      uint32_t from = (r * n + j) * ls, to = (r * 2 * n + 2 * j) * ls;
      cmir_icomp_moves(c, res + to, a + from, ls);
      cmir_icomp_moves(c, res + to + ls, b + from, ls);
    }
  return CMIR_INTERP_OK;
}

/* extractelement/insertelement: 0-D vectors by moves, 1-D ones by lane. */
static CmirInterpStatus compile_element(Comp *c, CmirOp *op, bool ins) {
  const CmirType *t = op->opnds[ins ? 1 : 0].value->type, *e;
  uint32_t n = lanes_of(t, &e), ls = cmir_icomp_slots(e);
  uint32_t vec = cmir_icomp_slot(c, op->opnds[ins ? 1 : 0].value);
  uint32_t res = cmir_icomp_slot(c, &op->results[0]);
  if (!ins && op->nopnds == 1) {
    cmir_icomp_moves(c, res, vec, ls);
    return CMIR_INTERP_OK;
  }
  if (ins && op->nopnds == 2) {
    cmir_icomp_moves(c, res, cmir_icomp_slot(c, op->opnds[0].value), ls);
    return CMIR_INTERP_OK;
  }
  if (!ins) {
    extract_block(c, op, vec, n, ls, op->opnds[1].value, res);
    return CMIR_INTERP_OK;
  }
  cmir_icomp_moves(c, res, vec, n * ls);
  insert_block(c, op, res, n, ls, op->opnds[2].value, cmir_icomp_slot(c, op->opnds[0].value));
  return CMIR_INTERP_OK;
}

/* One LL_LANES instruction on explicit slots: n lanes of kind sub/k. */
static void lanes_op(Comp *c, CmirOp *op, uint32_t sub, uint32_t k, uint32_t wi, uint32_t n,
                     const uint32_t *ops, uint32_t nops, uint32_t res) {
  uint32_t oi = cmir_icomp_op_index(c, op);
  IOpData *d = cmir_icomp_opdata(c, oi);
  d->sub = sub;
  d->lsize = k;
  d->w_in = wi;
  d->w_out = 0;
  d->lanes = n;
  cmir_icomp_lop(c, LL_LANES, oi, ops, nops, &res, 1);
}

/* The vector.kind cases (#vector.kind order) as II / IF kinds. */
static const uint8_t kind_int[13] = {II_ADD, II_MUL, II_MINU, II_MINS, 0, II_MAXU, II_MAXS,
                                     0,      II_AND, II_OR,   II_XOR,  0, 0};
static const uint8_t kind_flt[13] = {IF_ADD,    IF_MUL, 0, 0, IF_MINNUM,  0,         0,
                                     IF_MAXNUM, 0,      0, 0, IF_MAXIMUM, IF_MINIMUM};

static CmirInterpStatus compile_reduction(Comp *c, CmirOp *op) {
  const CmirType *e;
  uint32_t n = lanes_of(op->opnds[0].value->type, &e);
  uint32_t kind = (uint32_t)cmir_op_get_prop(op, "kind")->en.value;
  int ft = e->kind == CMIR_TYPE_FLOAT ? cmir_icomp_float_kind(e) : -1;
  uint32_t w = int_bits(e);
  if ((ft < 0 && (!w || w > 64)) || (e->kind == CMIR_TYPE_FLOAT && ft < 0) || kind >= 13)
    return cmir_icomp_unsupported(c, op, "unsupported vector.reduction element type");
  uint32_t v = cmir_icomp_slot(c, op->opnds[0].value), res = cmir_icomp_slot(c, &op->results[0]);
  bool acc = op->nopnds > 1;
  uint32_t a = acc ? cmir_icomp_slot(c, op->opnds[1].value) : 0;
  uint32_t oi = cmir_icomp_op_index(c, op);
  IOpData *d = cmir_icomp_opdata(c, oi);
  d->lanes = n;
  if (ft >= 0 && (kind == 0 || kind == 1)) {
    /* ordered, from the accumulator or the neutral 0.0 / 1.0 */
    if (!acc) {
      a = cmir_icomp_temp(c, 1);
      IVal z = {0};
      double one = 1.0;
      if (kind == 1) {
        if (ft == CMIR_F_F32) {
          float f = 1.0f;
          memcpy(&z.u, &f, 4);
        } else if (ft == CMIR_F_F64) {
          memcpy(&z.u, &one, 8);
        } else {
          z.u = ft == CMIR_F_F16 ? 0x3c00 : 0x3f80;
        }
      }
      cmir_icomp_const(c, a, z);
    }
    d->sub = 2;
    d->lsize = kind_flt[kind];
    d->w_in = (uint32_t)ft;
    uint32_t ops[2] = {v, a};
    cmir_icomp_lop(c, LL_REDUCE, oi, ops, 2, &res, 1);
    return CMIR_INTERP_OK;
  }
  d->sub = ft >= 0;
  d->lsize = ft >= 0 ? kind_flt[kind] : kind_int[kind];
  d->w_in = ft >= 0 ? (uint32_t)ft : w;
  uint32_t r = acc ? cmir_icomp_temp(c, 1) : res;
  cmir_icomp_lop(c, LL_REDUCE, oi, &v, 1, &r, 1);
  if (acc) {
    uint32_t ops[2] = {r, a};
    lanes_op(c, op, ft >= 0 ? LN_FBIN : LN_IBIN, d->lsize, d->w_in, 1, ops, 2, res);
  }
  return CMIR_INTERP_OK;
}

static CmirInterpStatus compile_fma(Comp *c, CmirOp *op) {
  const CmirType *e;
  uint32_t n = lanes_of(op->results[0].type, &e);
  int ft = cmir_icomp_float_kind(e);
  if (ft < 0)
    return cmir_icomp_unsupported(c, op, "unsupported vector.fma element type");
  uint32_t ops[3];
  for (uint32_t i = 0; i < 3; i++)
    ops[i] = cmir_icomp_slot(c, op->opnds[i].value);
  lanes_op(c, op, LN_FMATH, FM_FMA, (uint32_t)ft, n, ops, 3, cmir_icomp_slot(c, &op->results[0]));
  return CMIR_INTERP_OK;
}

/* vector.bitcast: each minor 1-D vector through the memory layout. */
static CmirInterpStatus compile_bitcast(Comp *c, CmirOp *op) {
  const CmirType *s = op->opnds[0].value->type, *r = op->results[0].type;
  uint32_t rank = s->shaped.rank;
  if (!cmir_type_num_elements(s))
    return CMIR_INTERP_OK;
  int64_t ns = rank ? s->shaped.shape[rank - 1] : 1, nr = rank ? r->shaped.shape[rank - 1] : 1;
  CmirContext *ctx = cmir_op_context(op);
  const CmirType *s1 = cmir_type_vector(ctx, 1, &ns, NULL, s->shaped.elem);
  const CmirType *r1 = cmir_type_vector(ctx, 1, &nr, NULL, r->shaped.elem);
  uint32_t rows = rank ? (uint32_t)(cmir_type_num_elements(s) / ns) : 1;
  uint32_t ss = cmir_icomp_slots(s1), rs = cmir_icomp_slots(r1);
  uint32_t src = cmir_icomp_slot(c, op->opnds[0].value), res = cmir_icomp_slot(c, &op->results[0]);
  for (uint32_t i = 0; i < rows; i++) {
    uint32_t oi = cmir_icomp_op_index(c, op), cap = 0;
    IOpData *d = cmir_icomp_opdata(c, oi);
    if (!cmir_illvm_leaves(cmir_icomp_layout(c), s1, 0, 0, &d->leaves, &d->nleaves, &cap))
      return cmir_icomp_unsupported(c, op, "unsupported vector.bitcast");
    d->w_in = d->nleaves;
    if (!cmir_illvm_leaves(cmir_icomp_layout(c), r1, 0, 0, &d->leaves, &d->nleaves, &cap))
      return cmir_icomp_unsupported(c, op, "unsupported vector.bitcast");
    d->w_out = d->nleaves - d->w_in;
    d->lsize = cmir_llvm_dl_alloc_size(cmir_icomp_layout(c), r1);
    if (cmir_llvm_dl_alloc_size(cmir_icomp_layout(c), s1) > d->lsize)
      d->lsize = cmir_llvm_dl_alloc_size(cmir_icomp_layout(c), s1);
    uint32_t a = src + i * ss, b = res + i * rs;
    cmir_icomp_lop(c, LL_BITCAST, oi, &a, 1, &b, 1);
  }
  return CMIR_INTERP_OK;
}

static CmirInterpStatus compile_print(Comp *c, CmirOp *op) {
  uint32_t oi = cmir_icomp_op_index(c, op);
  IOpData *d = cmir_icomp_opdata(c, oi);
  d->sub = (uint32_t)cmir_op_get_prop(op, "punctuation")->en.value;
  uint32_t a = 0, n = 0;
  if (op->nopnds) {
    const CmirType *t = op->opnds[0].value->type, *e;
    lanes_of(t, &e);
    d->lanes = t->kind == CMIR_TYPE_VECTOR && !t->shaped.rank ? 2 : 1;
    d->rank = t->kind == CMIR_TYPE_VECTOR ? t->shaped.rank : 0;
    d->tshape = t->kind == CMIR_TYPE_VECTOR ? t->shaped.shape : NULL;
    d->w_in = int_bits(e);
    d->w_out = e->kind == CMIR_TYPE_INTEGER && e->integer.sign == CMIR_UNSIGNED;
    d->ekind = (uint8_t)cmir_icomp_elem_kind(e);
    if ((d->ekind != EK_F32 && d->ekind != EK_F64 && (!d->w_in || d->w_in > 64)) ||
        d->ekind == EK_OTHER)
      return cmir_icomp_unsupported(c, op, "vector.print of this element type is not supported");
    a = cmir_icomp_slot(c, op->opnds[0].value);
    n = 1;
  }
  cmir_icomp_lop(c, LL_VPRINT, oi, &a, n, NULL, 0);
  return CMIR_INTERP_OK;
}

/* ---- memory ops and masks ---- */

/* vector.load/store/maskedload/maskedstore: LL_VMEM. A vector of the
 * memref's element type covers its trailing dimensions (one lane per
 * element); a vector that is the element type is one element. */
static CmirInterpStatus compile_vmem(Comp *c, CmirOp *op, IVecMem k) {
  uint32_t n = op->nopnds, mi = k == VM_STORE ? 1 : 0;
  const CmirType *m = op->opnds[mi].value->type;
  const CmirType *vt = k == VM_STORE    ? op->opnds[0].value->type
                       : k == VM_MSTORE ? op->opnds[n - 1].value->type
                                        : op->results[0].type;
  const CmirType *e = m->shaped.elem;
  uint32_t oi = cmir_icomp_op_index(c, op), cap = 0;
  IOpData *d = cmir_icomp_opdata(c, oi);
  d->rank = m->shaped.rank;
  d->sub = k;
  bool ok = m->kind == CMIR_TYPE_MEMREF && cmir_icomp_slots(m) && cmir_icomp_slots(vt) &&
            cmir_icomp_elem_kind(e) != EK_I1 && cmir_icomp_elem_kind(e) != EK_IWIDE;
  if (ok && e->kind == CMIR_TYPE_VECTOR) {
    ok = cmir_icomp_vector_leaves(cmir_icomp_interp(c), e, &d->leaves, &d->nleaves);
    d->srank = 0;
    d->lanes = 1;
  } else if (ok) {
    ok = vt->shaped.rank <= d->rank &&
         cmir_illvm_leaves(cmir_icomp_layout(c), e, 0, 0, &d->leaves, &d->nleaves, &cap);
    d->srank = vt->shaped.rank;
    d->tshape = vt->shaped.shape;
    d->lanes = (uint32_t)cmir_type_num_elements(vt);
  }
  if (!ok) {
    char *ts = cmir_type_str(m), msg[256];
    snprintf(msg, sizeof msg, "%s of '%s' is not supported", cmir_op_name(op), ts);
    free(ts);
    return cmir_icomp_unsupported(c, op, msg);
  }
  d->esize = cmir_icomp_elem_size(cmir_icomp_interp(c), e);
  d->lslots = cmir_icomp_slots(e);
  uint32_t ops[70], nops = 0, res = 0;
  if (d->rank > 64)
    return cmir_icomp_unsupported(c, op, "memref rank too large");
  ops[nops++] = cmir_icomp_slot(c, op->opnds[mi].value);
  for (uint32_t i = 0; i < d->rank; i++)
    ops[nops++] = cmir_icomp_slot(c, op->opnds[mi + 1 + i].value);
  if (k == VM_STORE)
    ops[nops++] = cmir_icomp_slot(c, op->opnds[0].value);
  else if (k != VM_LOAD)
    ops[nops++] = cmir_icomp_slot(c, op->opnds[n - 1].value); /* pass_thru or value */
  if (k == VM_MLOAD || k == VM_MSTORE)
    ops[nops++] = cmir_icomp_slot(c, op->opnds[n - 2].value);
  if (op->nresults)
    res = cmir_icomp_slot(c, &op->results[0]);
  cmir_icomp_lop(c, LL_VMEM, oi, ops, nops, &res, op->nresults);
  return CMIR_INTERP_OK;
}

static CmirInterpStatus transfer_exec(CmirInterp *I, const IOpData *d, IVal *R,
                                      const uint32_t *ops, const uint32_t *res);

CmirInterpStatus cmir_ivec_mem(CmirInterp *I, const IOpData *d, IVal *R, const uint32_t *ops,
                               const uint32_t *res) {
  IVecMem k = (IVecMem)d->sub;
  if (k == VM_TREAD || k == VM_TWRITE)
    return transfer_exec(I, d, R, ops, res);
  bool store = k == VM_STORE || k == VM_MSTORE, masked = k == VM_MLOAD || k == VM_MSTORE;
  uint32_t rank = d->rank, vr = d->srank, lead = rank - vr;
  const IVal *m = &R[ops[0]];
  uint32_t val = k != VM_LOAD ? ops[1 + rank] : 0, mask = masked ? ops[2 + rank] : 0;
  uint64_t idx[64], at[64];
  for (uint32_t i = 0; i < rank; i++)
    idx[i] = R[ops[1 + i]].u;
  for (uint32_t l = 0; l < d->lanes; l++) {
    IVal *dst = store ? NULL : &R[res[0] + l * d->lslots];
    if (masked && !(R[mask + l].u & 1)) {
      if (!store)
        memcpy(dst, &R[val + l * d->lslots], d->lslots * sizeof(IVal));
      continue;
    }
    uint32_t rem = l;
    memcpy(at, idx, rank * sizeof *at);
    for (uint32_t j = vr; j-- > 0;) {
      uint32_t dim = (uint32_t)d->tshape[j];
      at[lead + j] += rem % dim;
      rem /= dim;
    }
    char *p = cmir_imem_element(I, d->op, m, rank, at, d->esize, store, store ? "store" : "load");
    if (!p)
      return I->status;
    IAlloc *a = cmir_imem_rec(I, m[0].u);
    if (store)
      cmir_illvm_store_leaves(a, p, d->leaves, d->nleaves, &R[val + l * d->lslots]);
    else if (cmir_illvm_load_leaves(I, d->op, a, p, d->leaves, d->nleaves, dst))
      return I->status;
  }
  return CMIR_INTERP_OK;
}

/* vector.transfer_read/transfer_write: LL_VMEM over the vector's lanes,
 * each at the indices plus its position along the memref dims the
 * permutation map names (none for a broadcast dim). Lanes masked off, or
 * past the end of a dim that is not in_bounds, read the padding and are not
 * written; a lane past the end of an in_bounds dim is out of bounds. */
static CmirInterpStatus compile_transfer(Comp *c, CmirOp *op, IVecMem k) {
  bool rd = k == VM_TREAD;
  uint32_t si = cmir_vector_transfer_source(op);
  const CmirType *m = op->opnds[si].value->type;
  const CmirType *vt = rd ? op->results[0].type : op->opnds[0].value->type;
  const CmirAffineMap *map = cmir_vector_transfer_map(op);
  const CmirType *e = m->shaped.elem;
  uint32_t oi = cmir_icomp_op_index(c, op), cap = 0;
  IOpData *d = cmir_icomp_opdata(c, oi);
  bool ok = m->kind == CMIR_TYPE_MEMREF && e->kind != CMIR_TYPE_VECTOR && map &&
            map->nres == vt->shaped.rank && cmir_icomp_slots(m) && cmir_icomp_slots(vt) &&
            cmir_icomp_elem_kind(e) != EK_I1 && cmir_icomp_elem_kind(e) != EK_IWIDE &&
            m->shaped.rank <= 64 && vt->shaped.rank <= 64;
  if (ok)
    ok = cmir_illvm_leaves(cmir_icomp_layout(c), e, 0, 0, &d->leaves, &d->nleaves, &cap);
  if (!ok) {
    char *ts = cmir_type_str(m), msg[256];
    snprintf(msg, sizeof msg, "%s of '%s' is not supported", cmir_op_name(op), ts);
    free(ts);
    return cmir_icomp_unsupported(c, op, msg);
  }
  uint32_t vr = vt->shaped.rank;
  d->rank = m->shaped.rank;
  d->sub = k;
  d->srank = vr;
  d->tshape = vt->shaped.shape;
  d->lanes = (uint32_t)cmir_type_num_elements(vt);
  d->esize = cmir_icomp_elem_size(cmir_icomp_interp(c), e);
  d->lslots = cmir_icomp_slots(e);
  CmirValue *mask = cmir_vector_transfer_mask(op);
  d->w_in = mask != NULL;
  d->sstr = cmir_xmalloc(sizeof(int64_t) * (vr + 1));
  d->tstr = cmir_xmalloc(sizeof(int64_t) * (vr + 1));
  bool *ib = cmir_xcalloc(vr + 1, sizeof(bool));
  for (uint32_t j = 0; j < vr; j++) {
    const CmirAffineExpr *x = map->exprs[j];
    d->sstr[j] = x->kind == CMIR_AFFINE_DIM ? (int64_t)x->position : -1;
    ib[j] = cmir_vector_transfer_in_bounds(op, j);
  }
  d->dropped = ib;
  /* The mask's dims are the used memref dims in increasing order. */
  int64_t stride = 1;
  for (uint32_t dim = m->shaped.rank; dim-- > 0;)
    for (uint32_t j = 0; j < vr; j++)
      if (d->sstr[j] == (int64_t)dim) {
        d->tstr[j] = stride;
        stride *= vt->shaped.shape[j];
      }
  for (uint32_t j = 0; j < vr; j++)
    if (d->sstr[j] < 0)
      d->tstr[j] = 0;
  uint32_t ops[70], nops = 0, res = 0;
  ops[nops++] = cmir_icomp_slot(c, op->opnds[si].value);
  for (uint32_t i = 0; i < d->rank; i++)
    ops[nops++] = cmir_icomp_slot(c, op->opnds[si + 1 + i].value);
  ops[nops++] = cmir_icomp_slot(c, op->opnds[rd ? 1 + d->rank : 0].value);
  if (mask)
    ops[nops++] = cmir_icomp_slot(c, mask);
  if (rd)
    res = cmir_icomp_slot(c, &op->results[0]);
  cmir_icomp_lop(c, LL_VMEM, oi, ops, nops, &res, rd);
  return CMIR_INTERP_OK;
}

static CmirInterpStatus transfer_exec(CmirInterp *I, const IOpData *d, IVal *R,
                                      const uint32_t *ops, const uint32_t *res) {
  bool store = d->sub == VM_TWRITE;
  uint32_t rank = d->rank, vr = d->srank;
  const IVal *m = &R[ops[0]];
  uint32_t val = ops[1 + rank], mask = d->w_in ? ops[2 + rank] : 0;
  uint64_t at[64];
  for (uint32_t l = 0; l < d->lanes; l++) {
    IVal *dst = store ? NULL : &R[res[0] + l * d->lslots];
    for (uint32_t i = 0; i < rank; i++)
      at[i] = R[ops[1 + i]].u;
    uint32_t rem = l;
    uint64_t ml = 0;
    bool on = true;
    for (uint32_t j = vr; j-- > 0;) {
      uint64_t dim = (uint64_t)d->tshape[j], v = rem % dim;
      rem /= (uint32_t)dim;
      ml += (uint64_t)d->tstr[j] * v;
      if (d->sstr[j] < 0)
        continue;
      uint32_t md = (uint32_t)d->sstr[j];
      at[md] += v;
      if (!d->dropped[j] && (int64_t)at[md] >= m[3 + md].i)
        on = false;
    }
    if (d->w_in && !(R[mask + ml].u & 1))
      on = false;
    if (!on) {
      if (!store)
        memcpy(dst, &R[val], d->lslots * sizeof(IVal));
      continue;
    }
    char *p = cmir_imem_element(I, d->op, m, rank, at, d->esize, store, store ? "store" : "load");
    if (!p)
      return I->status;
    IAlloc *a = cmir_imem_rec(I, m[0].u);
    if (store)
      cmir_illvm_store_leaves(a, p, d->leaves, d->nleaves, &R[val + l * d->lslots]);
    else if (cmir_illvm_load_leaves(I, d->op, a, p, d->leaves, d->nleaves, dst))
      return I->status;
  }
  return CMIR_INTERP_OK;
}

/* vector.constant_mask: constant lanes. */
static CmirInterpStatus compile_constant_mask(Comp *c, CmirOp *op) {
  const CmirType *t = op->results[0].type;
  const CmirAttr *a = cmir_op_get_prop(op, "mask_dim_sizes");
  uint32_t s = cmir_icomp_slot(c, &op->results[0]), n = cmir_icomp_slots(t);
  for (uint32_t l = 0; l < n; l++) {
    uint32_t rem = l;
    bool on = true;
    for (uint32_t j = t->shaped.rank; j-- > 0;) {
      uint32_t dim = (uint32_t)t->shaped.shape[j];
      on &= (int64_t)(rem % dim) < cmir_attr_int_value(a->arr.elems[j]);
      rem /= dim;
    }
    if (!t->shaped.rank)
      on = cmir_attr_int_value(a->arr.elems[0]) != 0;
    IVal v = {.u = on};
    cmir_icomp_const(c, s + l, v);
  }
  return CMIR_INTERP_OK;
}

static CmirInterpStatus compile_create_mask(Comp *c, CmirOp *op) {
  const CmirType *t = op->results[0].type;
  uint32_t oi = cmir_icomp_op_index(c, op);
  IOpData *d = cmir_icomp_opdata(c, oi);
  d->rank = t->shaped.rank;
  d->tshape = t->shaped.shape;
  d->lanes = cmir_icomp_slots(t);
  uint32_t ops[64], res = cmir_icomp_slot(c, &op->results[0]);
  if (op->nopnds > 64)
    return cmir_icomp_unsupported(c, op, "vector rank too large");
  for (uint32_t i = 0; i < op->nopnds; i++)
    ops[i] = cmir_icomp_slot(c, op->opnds[i].value);
  cmir_icomp_lop(c, LL_CMASK, oi, ops, op->nopnds, &res, 1);
  return CMIR_INTERP_OK;
}

void cmir_ivec_create_mask(const IOpData *d, IVal *R, const uint32_t *ops, const uint32_t *res) {
  for (uint32_t l = 0; l < d->lanes; l++) {
    uint32_t rem = l;
    bool on = d->rank || R[ops[0]].i > 0;
    for (uint32_t j = d->rank; j-- > 0;) {
      uint32_t dim = (uint32_t)d->tshape[j];
      on &= (int64_t)(rem % dim) < R[ops[j]].i;
      rem /= dim;
    }
    R[res[0] + l].u = on;
  }
}

/* vector.type_cast: the descriptor with offset 0 and the result's static
 * sizes and row-major strides. */
static CmirInterpStatus compile_type_cast(Comp *c, CmirOp *op) {
  const CmirType *t = op->results[0].type;
  uint32_t s = cmir_icomp_slot(c, op->opnds[0].value), r = cmir_icomp_slot(c, &op->results[0]);
  if (!cmir_icomp_slots(t))
    return cmir_icomp_unsupported(c, op, "vector.type_cast to this type is not supported");
  cmir_icomp_moves(c, r, s, 2);
  cmir_icomp_const(c, r + 2, (IVal){0});
  int64_t stride = 1;
  for (uint32_t i = t->shaped.rank; i-- > 0;) {
    cmir_icomp_const(c, r + 3 + i, (IVal){.i = t->shaped.shape[i]});
    cmir_icomp_const(c, r + 3 + t->shaped.rank + i, (IVal){.i = stride});
    stride *= t->shaped.shape[i];
  }
  return CMIR_INTERP_OK;
}

CmirInterpStatus cmir_ivec_compile(Comp *c, CmirOp *op) {
  switch (cmir_op_id(op)) {
  case CMIR_OP_VECTOR_BROADCAST:
  case CMIR_OP_VECTOR_SPLAT:
    return compile_broadcast(c, op);
  case CMIR_OP_VECTOR_EXTRACT:
    return compile_extract(c, op);
  case CMIR_OP_VECTOR_INSERT:
    return compile_insert(c, op);
  case CMIR_OP_VECTOR_EXTRACTELEMENT:
    return compile_element(c, op, false);
  case CMIR_OP_VECTOR_INSERTELEMENT:
    return compile_element(c, op, true);
  case CMIR_OP_VECTOR_SHUFFLE:
    return compile_shuffle(c, op);
  case CMIR_OP_VECTOR_INTERLEAVE:
    return compile_interleave(c, op);
  case CMIR_OP_VECTOR_FMA:
    return compile_fma(c, op);
  case CMIR_OP_VECTOR_REDUCTION:
    return compile_reduction(c, op);
  case CMIR_OP_VECTOR_BITCAST:
    return compile_bitcast(c, op);
  case CMIR_OP_VECTOR_SHAPE_CAST:
    cmir_icomp_moves(c, cmir_icomp_slot(c, &op->results[0]), cmir_icomp_slot(c, op->opnds[0].value),
                     cmir_icomp_slots(op->results[0].type));
    return CMIR_INTERP_OK;
  case CMIR_OP_VECTOR_PRINT:
    return compile_print(c, op);
  case CMIR_OP_VECTOR_LOAD:
    return compile_vmem(c, op, VM_LOAD);
  case CMIR_OP_VECTOR_STORE:
    return compile_vmem(c, op, VM_STORE);
  case CMIR_OP_VECTOR_MASKEDLOAD:
    return compile_vmem(c, op, VM_MLOAD);
  case CMIR_OP_VECTOR_MASKEDSTORE:
    return compile_vmem(c, op, VM_MSTORE);
  case CMIR_OP_VECTOR_TRANSFER_READ:
    return compile_transfer(c, op, VM_TREAD);
  case CMIR_OP_VECTOR_TRANSFER_WRITE:
    return compile_transfer(c, op, VM_TWRITE);
  case CMIR_OP_VECTOR_CONSTANT_MASK:
    return compile_constant_mask(c, op);
  case CMIR_OP_VECTOR_CREATE_MASK:
    return compile_create_mask(c, op);
  case CMIR_OP_VECTOR_TYPE_CAST:
    return compile_type_cast(c, op);
  default: {
    char msg[256];
    snprintf(msg, sizeof msg, "op '%s' is not supported", cmir_op_name(op));
    return cmir_icomp_unsupported(c, op, msg);
  }
  }
}

/* ---- vector.print ---- */

static void print_lane(FILE *out, const IOpData *d, const IVal *v) {
  if (d->ekind == EK_F32)
    cmir_rt_print_f32(out, v->f);
  else if (d->ekind == EK_F64)
    cmir_rt_print_f64(out, v->d);
  else if (d->ekind == EK_INDEX || d->w_out || d->w_in == 1)
    cmir_rt_print_u64(out, d->w_in >= 64 ? v->u : v->u & ((1ull << d->w_in) - 1));
  else if (d->w_in >= 64)
    cmir_rt_print_i64(out, v->i);
  else
    cmir_rt_print_i64(out, (int64_t)(v->u << (64 - d->w_in)) >> (64 - d->w_in));
}

/* `( a, b )` per dimension, as MLIR's vector-to-scf print lowering. */
static const IVal *print_dims(FILE *out, const IOpData *d, uint32_t dim, const IVal *v) {
  if (dim == d->rank) {
    print_lane(out, d, v);
    return v + 1;
  }
  cmir_rt_print_open(out);
  for (int64_t i = 0; i < d->tshape[dim]; i++) {
    v = print_dims(out, d, dim + 1, v);
    if (i + 1 < d->tshape[dim])
      cmir_rt_print_comma(out);
  }
  cmir_rt_print_close(out);
  return v;
}

CmirInterpStatus cmir_ivec_print(CmirInterp *I, const IOpData *d, const IVal *R,
                                 const uint32_t *ops) {
  FILE *out = I->out;
  const CmirAttr *s = cmir_op_get_prop(d->op, "stringLiteral");
  if (s && s->kind == CMIR_ATTR_STRING) {
    /* a string ignores the punctuation, as MLIR 19's lowering does */
    fwrite(s->str.s, 1, s->str.len, out);
    return CMIR_INTERP_OK;
  }
  if (d->lanes == 2) {
    /* a 0-D vector prints as one of one lane */
    cmir_rt_print_open(out);
    print_lane(out, d, &R[ops[0]]);
    cmir_rt_print_close(out);
  } else if (d->lanes && d->rank) {
    print_dims(out, d, 0, &R[ops[0]]);
  } else if (d->lanes) {
    print_lane(out, d, &R[ops[0]]);
  }
  switch (d->sub) {
  case 1:
    cmir_rt_print_newline(out);
    break;
  case 2:
    cmir_rt_print_comma(out);
    break;
  case 3:
    cmir_rt_print_open(out);
    break;
  case 4:
    cmir_rt_print_close(out);
    break;
  default:
    break;
  }
  return CMIR_INTERP_OK;
}
