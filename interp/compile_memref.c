/* The memref dialect in the interpreter: loads and stores with their bounds,
 * liveness and initialization checks, the other memref ops, the atomics and
 * memref.alloca_scope. */
#include "compile.h"

#include "dialect/dialects.h"

#include <stdlib.h>

/* ---- memref ---- */

/* A load or store of the element at the indices in slots idx[0..nidx):
 * memref.load/store and affine.load/store. */
CmirInterpStatus cmir_icomp_access_at(Comp *c, CmirOp *op, bool store, const uint32_t *idx,
                                      uint32_t nidx) {
  /* load: memref, ...; store: value, memref, ... */
  uint32_t m = store ? 1 : 0;
  const CmirType *mt = op->opnds[m].value->type;
  if (mt->kind != CMIR_TYPE_MEMREF)
    return unsupported(c, op, "load/store of an unranked memref");
  uint32_t rank = mt->shaped.rank;
  if (nidx != rank)
    return unsupported(c, op, "index count does not match the rank");
  const CmirType *et = mt->shaped.elem;
  uint32_t esz = cmir_icomp_elem_size(c->I, et);
  if (store)
    cmir_icomp_emit_pcheck(c, op, op->opnds[0].value, PU_STORE);
  uint32_t oi = op_index(c, op);
  c->ops.data[oi].esize = esz;
  c->ops.data[oi].ekind = (uint8_t)cmir_icomp_elem_kind(et);
  c->ops.data[oi].rank = rank;
  uint32_t v = store ? slot_of(c, op->opnds[0].value) : slot_of(c, &op->results[0]);
  uint32_t ms = slot_of(c, op->opnds[m].value);
  /* a vector element: its lanes' leaves, as the lowering lays them out */
  if (et->kind == CMIR_TYPE_VECTOR &&
      !cmir_icomp_vector_leaves(c->I, et, &c->ops.data[oi].leaves, &c->ops.data[oi].nleaves))
    return unsupported(c, op, "load/store of this vector element type");
  bool generic = esz > 8 || c->I->opts.check_uninit || et->kind == CMIR_TYPE_VECTOR;
  if (generic) {
    emit(c, store ? IOP_STX : IOP_LDX);
    emit(c, v);
    emit(c, ms);
    emit(c, oi);
    emit(c, nidx);
    for (uint32_t i = 0; i < nidx; i++)
      emit(c, idx[i]);
    return CMIR_INTERP_OK;
  }
  uint32_t cls = esz == 1 ? 0 : esz == 2 ? 1 : esz == 4 ? 2 : 3;
  uint32_t form = rank <= 2 ? rank : 3;
  emit(c, (store ? IOP_ST1_0 : IOP_LD1_0) + cls * 4 + form);
  emit(c, v);
  emit(c, ms);
  if (form == 3) {
    emit(c, oi);
    emit(c, nidx);
    for (uint32_t i = 0; i < nidx; i++)
      emit(c, idx[i]);
  } else {
    for (uint32_t i = 0; i < nidx; i++)
      emit(c, idx[i]);
    emit(c, oi);
  }
  return CMIR_INTERP_OK;
}

static CmirInterpStatus compile_access(Comp *c, CmirOp *op, bool store) {
  uint32_t m = store ? 1 : 0, nidx = op->nopnds - m - 1;
  uint32_t *idx = cmir_xmalloc(sizeof *idx * (nidx + 1));
  for (uint32_t i = 0; i < nidx; i++) {
    cmir_icomp_emit_pcheck(c, op, op->opnds[m + 1 + i].value, PU_INDEX);
    idx[i] = slot_of(c, op->opnds[m + 1 + i].value);
  }
  CmirInterpStatus st = cmir_icomp_access_at(c, op, store, idx, nidx);
  free(idx);
  return st;
}

/* The memref ops that are one IMemOp, by op id: 1 + IMemOp. */
static const uint8_t mem_ops[CMIR_OP_COUNT] = {
    [CMIR_OP_MEMREF_ALLOC] = 1 + IM_ALLOC,
    [CMIR_OP_MEMREF_ALLOCA] = 1 + IM_ALLOCA,
    [CMIR_OP_MEMREF_REALLOC] = 1 + IM_REALLOC,
    [CMIR_OP_MEMREF_DEALLOC] = 1 + IM_DEALLOC,
    [CMIR_OP_MEMREF_GET_GLOBAL] = 1 + IM_GET_GLOBAL,
    [CMIR_OP_MEMREF_CAST] = 1 + IM_CAST,
    [CMIR_OP_MEMREF_COPY] = 1 + IM_COPY,
    [CMIR_OP_MEMREF_DIM] = 1 + IM_DIM,
    [CMIR_OP_MEMREF_RANK] = 1 + IM_RANK,
    [CMIR_OP_MEMREF_SUBVIEW] = 1 + IM_SUBVIEW,
    [CMIR_OP_MEMREF_REINTERPRET_CAST] = 1 + IM_REINTERPRET,
    [CMIR_OP_MEMREF_EXPAND_SHAPE] = 1 + IM_EXPAND,
    [CMIR_OP_MEMREF_COLLAPSE_SHAPE] = 1 + IM_COLLAPSE,
    [CMIR_OP_MEMREF_EXTRACT_STRIDED_METADATA] = 1 + IM_EXTRACT_META,
    [CMIR_OP_MEMREF_EXTRACT_ALIGNED_POINTER_AS_INDEX] = 1 + IM_EXTRACT_PTR,
    [CMIR_OP_MEMREF_ASSUME_ALIGNMENT] = 1 + IM_ASSUME_ALIGN,
    [CMIR_OP_MEMREF_MEMORY_SPACE_CAST] = 1 + IM_MEMSPACE_CAST,
    [CMIR_OP_MEMREF_VIEW] = 1 + IM_VIEW,
    [CMIR_OP_MEMREF_RESHAPE] = 1 + IM_RESHAPE,
    [CMIR_OP_MEMREF_TRANSPOSE] = 1 + IM_TRANSPOSE,
};

static CmirInterpStatus compile_mop(Comp *c, CmirOp *op, IMemOp k) {
  for (uint32_t i = 0; i < op->nopnds; i++)
    cmir_icomp_emit_pcheck(c, op, op->opnds[i].value, PU_MEMREF);
  uint32_t oi = op_index(c, op);
  c->ops.data[oi].mop = (uint8_t)k;
  char err[256] = "";
  if (cmir_imem_prepare(c->I, &c->ops.data[oi], err, sizeof err))
    return unsupported(c, op, err);
  emit(c, IOP_MOP);
  emit(c, oi);
  emit(c, op->nopnds);
  for (uint32_t i = 0; i < op->nopnds; i++)
    emit(c, slot_of(c, op->opnds[i].value));
  emit(c, op->nresults);
  for (uint32_t i = 0; i < op->nresults; i++)
    emit(c, slot_of(c, &op->results[i]));
  return CMIR_INTERP_OK;
}

/* The single region of op, run once in place: a branch into its entry
 * block, its blocks, and a join label after it that its terminator (a
 * yield to the op's results) branches to. */
CmirInterpStatus cmir_icomp_inline_region(Comp *c, CmirOp *op) {
  CmirBlock *entry = cmir_op_regions(op)[0].first;
  uint32_t join = new_label(c);
  MoveVec none = {0};
  emit(c, IOP_BR);
  cmir_icomp_emit_edge(c, cmir_icomp_block_label(c, entry), block_steps(entry), &none);
  push_region(c, op, join);
  CmirInterpStatus st = cmir_icomp_region_blocks(c, &cmir_op_regions(op)[0]);
  c->regions.len--;
  place_label(c, join);
  return st;
}

/* memref.alloca_scope: its body runs like scf.execute_region, between a
 * stack save and a restore that frees the allocas made inside it (the
 * region's own, and those of ops nested in it) once the results are out. */
static CmirInterpStatus compile_alloca_scope(Comp *c, CmirOp *op) {
  CmirBlock *entry = cmir_op_regions(op)[0].first;
  if (!entry)
    return unsupported(c, op, "memref.alloca_scope without a body");
  uint32_t mark = c->nslots; /* a stacksave result takes two slots */
  c->nslots += 2;
  cmir_icomp_lop(c, LL_STACKSAVE, op_index(c, op), NULL, 0, &mark, 1);
  CmirInterpStatus st = cmir_icomp_inline_region(c, op);
  cmir_icomp_lop(c, LL_STACKRESTORE, op_index(c, op), &mark, 1, NULL, 0);
  return st;
}

/* ---- atomics (one thread: atomic by construction) ---- */

/* The element access data of op on memref type mt, for LDX/STX. */
static uint32_t access_index(Comp *c, CmirOp *op, const CmirType *mt) {
  uint32_t oi = op_index(c, op);
  c->ops.data[oi].esize = cmir_icomp_elem_size(c->I, mt->shaped.elem);
  c->ops.data[oi].ekind = (uint8_t)cmir_icomp_elem_kind(mt->shaped.elem);
  c->ops.data[oi].rank = mt->shaped.rank;
  return oi;
}

/* LDX/STX v, m[indices] with the access data oi. */
static void emit_indexed(Comp *c, uint32_t opc, uint32_t v, CmirOp *op, uint32_t m, uint32_t oi) {
  emit(c, opc);
  emit(c, v);
  emit(c, slot_of(c, op->opnds[m].value));
  emit(c, oi);
  emit(c, op->nopnds - m - 1);
  for (uint32_t i = m + 1; i < op->nopnds; i++)
    emit(c, slot_of(c, op->opnds[i].value));
}

static bool atomic_access_ok(Comp *c, CmirOp *op, uint32_t m) {
  const CmirType *mt = op->opnds[m].value->type;
  if (mt->kind != CMIR_TYPE_MEMREF || op->nopnds - m - 1 != mt->shaped.rank)
    return false;
  for (uint32_t i = m + 1; i < op->nopnds; i++)
    cmir_icomp_emit_pcheck(c, op, op->opnds[i].value, PU_INDEX);
  return true;
}

/* memref.atomic_rmw: old = m[i]; m[i] = kind(old, value); the result is old. */
static CmirInterpStatus compile_atomic_rmw(Comp *c, CmirOp *op) {
  /* AtomicRMWKind by index: an IIntOp, or IFltOp + 100, or -1 for assign */
  static const int16_t kinds[] = {
      100 + IF_ADD,   II_ADD,  -1,           100 + IF_MAXIMUM, II_MAXS, II_MAXU, 100 + IF_MINIMUM,
      II_MINS,        II_MINU, 100 + IF_MUL, II_MUL,           II_OR,   II_AND,  100 + IF_MAXNUM,
      100 + IF_MINNUM};
  const CmirAttr *k = cmir_op_get_prop(op, "kind");
  if (!k || k->kind != CMIR_ATTR_INTEGER || k->i.v >= sizeof kinds / sizeof kinds[0] ||
      !atomic_access_ok(c, op, 1))
    return unsupported(c, op, "malformed memref.atomic_rmw");
  const CmirType *et = op->opnds[0].value->type;
  int kind = kinds[k->i.v];
  int ft = cmir_icomp_float_kind(et);
  uint32_t w = int_width(et);
  if ((kind >= 100 && ft < 0) || (kind >= 0 && kind < 100 && !w))
    return unsupported(c, op, "memref.atomic_rmw of this element type");
  cmir_icomp_emit_pcheck(c, op, op->opnds[0].value, PU_STORE);
  uint32_t oi = access_index(c, op, op->opnds[1].value->type);
  uint32_t old = slot_of(c, &op->results[0]), nv = slot_of(c, op->opnds[0].value);
  emit_indexed(c, IOP_LDX, old, op, 1, oi);
  if (kind >= 0) {
    uint32_t tmp = c->nslots;
    c->nslots += cmir_icomp_slots(et);
    if (kind >= 100) {
      emit(c, IOP_FBIN);
      emit(c, (uint32_t)(kind - 100));
      emit(c, (uint32_t)ft);
      emit(c, tmp);
      emit(c, old);
      emit(c, nv);
    } else {
      emit(c, IOP_IBIN);
      emit(c, (uint32_t)kind);
      emit(c, w);
      emit(c, tmp);
      emit(c, old);
      emit(c, nv);
      emit(c, cmir_icomp_origin_index(c, op));
      emit(c, 0);
    }
    nv = tmp;
  }
  emit_indexed(c, IOP_STX, nv, op, 1, oi);
  return CMIR_INTERP_OK;
}

/* memref.generic_atomic_rmw: the entry block's argument is loaded, the body
 * runs; memref.atomic_yield stores its operand and the result is the loaded
 * value. */
static CmirInterpStatus compile_generic_atomic_rmw(Comp *c, CmirOp *op) {
  CmirBlock *entry = cmir_op_regions(op)[0].first;
  if (!entry || entry->nargs != 1 || !atomic_access_ok(c, op, 0))
    return unsupported(c, op, "malformed memref.generic_atomic_rmw");
  uint32_t oi = access_index(c, op, op->opnds[0].value->type);
  emit_indexed(c, IOP_LDX, slot_of(c, entry->args[0]), op, 0, oi);
  return cmir_icomp_inline_region(c, op);
}

static CmirInterpStatus compile_atomic_yield(Comp *c, CmirOp *op) {
  CmirOp *owner = cmir_op_parent(op);
  RegionCtx *rc = owner ? region_of(c, owner) : NULL;
  if (!rc || !cmir_op_isa(owner, CMIR_OP_MEMREF_GENERIC_ATOMIC_RMW))
    return unsupported(c, op, "memref.atomic_yield outside memref.generic_atomic_rmw");
  cmir_icomp_emit_pcheck(c, op, op->opnds[0].value, PU_STORE);
  uint32_t oi = access_index(c, owner, owner->opnds[0].value->type);
  emit_indexed(c, IOP_STX, slot_of(c, op->opnds[0].value), owner, 0, oi);
  CmirValue *old = cmir_op_regions(owner)[0].first->args[0];
  uint32_t d = slot_of(c, &owner->results[0]), s = slot_of(c, old);
  MoveVec mv = {0};
  for (uint32_t k = 0; k < cmir_icomp_slots(old->type); k++)
    if (d != s) {
      Move m = {d + k, s + k};
      cmir_vec_push(&mv, m);
    }
  emit(c, IOP_BR);
  cmir_icomp_emit_edge(c, rc->join, 0, &mv);
  cmir_vec_free(&mv);
  return CMIR_INTERP_OK;
}

CmirInterpStatus cmir_icomp_memref(Comp *c, CmirOp *op) {
  unsigned id = cmir_op_id(op);
  if (mem_ops[id])
    return compile_mop(c, op, mem_ops[id] - 1u);
  switch (id) {
  case CMIR_OP_MEMREF_ALLOCA_SCOPE:
    return compile_alloca_scope(c, op);
  case CMIR_OP_MEMREF_ALLOCA_SCOPE_RETURN:
    return cmir_icomp_yield(c, op);
  case CMIR_OP_MEMREF_ATOMIC_RMW:
    return compile_atomic_rmw(c, op);
  case CMIR_OP_MEMREF_GENERIC_ATOMIC_RMW:
    return compile_generic_atomic_rmw(c, op);
  case CMIR_OP_MEMREF_ATOMIC_YIELD:
    return compile_atomic_yield(c, op);
  case CMIR_OP_MEMREF_LOAD:
    return compile_access(c, op, false);
  case CMIR_OP_MEMREF_STORE:
    return compile_access(c, op, true);
  default:
    return unsupported(c, op, "unsupported memref op");
  }
}
