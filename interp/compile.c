/* Translation of func.func bodies into the interpreter's internal code
 * (interp.h): every value gets register slots once, constants become a
 * template copied into the frame at entry, scf regions are laid out inline
 * as blocks, branches carry their block-argument moves already
 * sequentialised, and each op becomes a per-type opcode. Nothing here runs
 * at execution time. */
#include "interp.h"

#include "dialect/dialects.h"
#include "dialect/llvm/llvm.h"

#include <assert.h>
#include <stdlib.h>
#include <string.h>

const char *const cmir_iop_names[IOP_COUNT] = {
#define X(name, doc) #name,
    CMIR_IOPS(X)
#undef X
};

/* ---- a pointer -> u32 map (values to slots, blocks to labels) ---- */

typedef struct PMap {
  const void **keys;
  uint32_t *vals;
  uint32_t mask, n;
} PMap;

static uint32_t pmap_hash(const void *p) {
  uint64_t x = (uint64_t)(uintptr_t)p;
  x ^= x >> 33;
  x *= 0xff51afd7ed558ccdull;
  x ^= x >> 29;
  return (uint32_t)x;
}

static void pmap_put(PMap *m, const void *k, uint32_t v);

static void pmap_grow(PMap *m) {
  PMap o = *m;
  uint32_t cap = o.keys ? (o.mask + 1) * 2 : 64;
  m->keys = cmir_xcalloc(cap, sizeof *m->keys);
  m->vals = cmir_xcalloc(cap, sizeof *m->vals);
  m->mask = cap - 1;
  m->n = 0;
  for (uint32_t i = 0; o.keys && i <= o.mask; i++)
    if (o.keys[i])
      pmap_put(m, o.keys[i], o.vals[i]);
  free(o.keys);
  free(o.vals);
}

static void pmap_put(PMap *m, const void *k, uint32_t v) {
  if (!m->keys || (m->n + 1) * 2 > m->mask + 1)
    pmap_grow(m);
  uint32_t i = pmap_hash(k) & m->mask;
  while (m->keys[i] && m->keys[i] != k)
    i = (i + 1) & m->mask;
  if (!m->keys[i])
    m->n++;
  m->keys[i] = k;
  m->vals[i] = v;
}

static bool pmap_get(const PMap *m, const void *k, uint32_t *v) {
  if (!m->keys)
    return false;
  uint32_t i = pmap_hash(k) & m->mask;
  while (m->keys[i]) {
    if (m->keys[i] == k) {
      *v = m->vals[i];
      return true;
    }
    i = (i + 1) & m->mask;
  }
  return false;
}

static void pmap_free(PMap *m) {
  free(m->keys);
  free(m->vals);
  memset(m, 0, sizeof *m);
}

/* ---- types ---- */

uint32_t cmir_icomp_slots(const CmirType *t) {
  switch (t->kind) {
  case CMIR_TYPE_INTEGER:
    return t->integer.width <= 64 ? 1 : t->integer.width <= 128 ? 2 : 0;
  case CMIR_TYPE_INDEX:
  case CMIR_TYPE_FUNCTION:
    return 1;
  case CMIR_TYPE_FLOAT:
    return t->flt.fk == CMIR_F_F16 || t->flt.fk == CMIR_F_BF16 || t->flt.fk == CMIR_F_F32 ||
                   t->flt.fk == CMIR_F_F64
               ? 1
               : 0;
  case CMIR_TYPE_MEMREF:
    return cmir_icomp_elem_kind(t->shaped.elem) == EK_OTHER ? 0 : 3 + 2 * t->shaped.rank;
  case CMIR_TYPE_UNRANKED_MEMREF:
    return cmir_icomp_elem_kind(t->shaped.elem) == EK_OTHER ? 0 : 2;
  case CMIR_TYPE_LLVM_PTR:
    return 2; /* handle, address */
  case CMIR_TYPE_LLVM_STRUCT: {
    /* aggregates and vectors: their scalars' slots, in order */
    if (t->flags & CMIR_LLVM_STRUCT_OPAQUE)
      return 0;
    uint64_t n = 0;
    for (uint32_t i = 0; i < t->st.n; i++) {
      uint32_t k = cmir_icomp_slots(t->st.types[i]);
      if (!k)
        return 0;
      n += k;
    }
    return n && n <= (1u << 16) ? (uint32_t)n : 0;
  }
  case CMIR_TYPE_LLVM_ARRAY: {
    uint64_t n = t->arr.n * cmir_icomp_slots(t->arr.elem);
    return n && n <= (1u << 16) ? (uint32_t)n : 0;
  }
  case CMIR_TYPE_VECTOR:
  case CMIR_TYPE_LLVM_VEC: {
    /* an n-D vector: its lanes in row-major order, as the array of 1-D
     * vectors it lowers to (a 0-D vector: one lane) */
    uint64_t n = 1;
    if (t->kind == CMIR_TYPE_VECTOR) {
      for (uint32_t i = 0; i < t->shaped.rank; i++) {
        if ((t->shaped.scalable && t->shaped.scalable[i]) || t->shaped.shape[i] <= 0 ||
            t->shaped.shape[i] > (1 << 16))
          return 0;
        n *= (uint64_t)t->shaped.shape[i];
        if (n > (1u << 16))
          return 0;
      }
    } else {
      if (t->flags & 1)
        return 0;
      n = t->lvec.n;
    }
    n *= cmir_icomp_slots(t->kind == CMIR_TYPE_VECTOR ? t->shaped.elem : t->lvec.elem);
    return n && n <= (1u << 16) ? (uint32_t)n : 0;
  }
  default:
    return 0;
  }
}

IElemKind cmir_icomp_elem_kind(const CmirType *t) {
  switch (t->kind) {
  case CMIR_TYPE_INDEX:
    return EK_INDEX;
  case CMIR_TYPE_INTEGER: {
    uint32_t w = t->integer.width;
    return w == 1     ? EK_I1
           : w == 8   ? EK_I8
           : w == 16  ? EK_I16
           : w == 32  ? EK_I32
           : w == 64  ? EK_I64
           : w <= 128 ? EK_IWIDE
                      : EK_OTHER;
  }
  case CMIR_TYPE_FLOAT:
    switch (t->flt.fk) {
    case CMIR_F_F16:
      return EK_F16;
    case CMIR_F_BF16:
      return EK_BF16;
    case CMIR_F_F32:
      return EK_F32;
    case CMIR_F_F64:
      return EK_F64;
    default:
      return EK_OTHER;
    }
  case CMIR_TYPE_VECTOR: {
    /* lanes of whole bytes the interpreter holds (not i1, not scalable) */
    IElemKind ek = cmir_icomp_elem_kind(t->shaped.elem);
    return t->shaped.rank && ek != EK_I1 && ek != EK_IWIDE && ek != EK_OTHER &&
                   cmir_icomp_slots(t)
               ? EK_VECTOR
               : EK_OTHER;
  }
  default:
    return EK_OTHER;
  }
}

/* Allocation size of builtin vector t: an n-D vector is the array of its
 * 1-D minor vectors. */
static uint64_t vector_alloc_size(CmirInterp *I, const CmirType *t) {
  uint32_t r = t->shaped.rank;
  uint64_t n = 1;
  for (uint32_t i = 0; i + 1 < r; i++)
    n *= (uint64_t)t->shaped.shape[i];
  const CmirType *e = t->shaped.elem;
  if (e->kind == CMIR_TYPE_INDEX)
    e = cmir_type_int(I->ctx, cmir_llvm_dl_index_bits(I->dl, 0), CMIR_SIGNLESS);
  const CmirType *minor = cmir_type_vector(I->ctx, 1, t->shaped.shape + r - 1, NULL, e);
  return n * cmir_llvm_dl_alloc_size(I->dl, minor);
}

bool cmir_icomp_vector_leaves(CmirInterp *I, const CmirType *t, ILeaf **out, uint32_t *n) {
  const CmirDataLayout *dl = I->dl;
  uint32_t r = t->shaped.rank, cap = 0;
  *out = NULL;
  *n = 0;
  if (r == 0 || cmir_icomp_slots(t) == 0)
    return false;
  const CmirType *e = t->shaped.elem; /* index lanes are the layout's i64 */
  if (e->kind == CMIR_TYPE_INDEX)
    e = cmir_type_int(I->ctx, cmir_llvm_dl_index_bits(dl, 0), CMIR_SIGNLESS);
  const CmirType *minor = cmir_type_vector(I->ctx, 1, t->shaped.shape + r - 1, NULL, e);
  uint64_t rows = 1, msz = cmir_llvm_dl_alloc_size(dl, minor);
  uint32_t mslots = cmir_icomp_slots(minor);
  for (uint32_t i = 0; i + 1 < r; i++)
    rows *= (uint64_t)t->shaped.shape[i];
  for (uint64_t i = 0; i < rows; i++)
    if (!cmir_illvm_leaves(dl, minor, i * msz, (uint32_t)i * mslots, out, n, &cap)) {
      free(*out);
      *out = NULL;
      return false;
    }
  return true;
}

uint32_t cmir_icomp_elem_size(CmirInterp *I, const CmirType *t) {
  if (t->kind == CMIR_TYPE_VECTOR)
    return (uint32_t)vector_alloc_size(I, t);
  if (t->kind == CMIR_TYPE_INDEX)
    return 8;
  if (t->kind == CMIR_TYPE_FLOAT)
    return cmir_type_bitwidth(t) / 8;
  uint32_t w = t->integer.width;
  return w <= 8 ? 1 : w <= 16 ? 2 : w <= 32 ? 4 : w <= 64 ? 8 : 16;
}

/* Integer width of an int or index type (index is 64 bits). */
static uint32_t int_width(const CmirType *t) {
  return t->kind == CMIR_TYPE_INDEX ? 64 : t->kind == CMIR_TYPE_INTEGER ? t->integer.width : 0;
}

/* ---- the compiler state ---- */

typedef struct Fixup {
  uint32_t at;    /* code word to patch */
  uint32_t label; /* label id */
} Fixup;

/* Where the yields of a region op go. */
typedef struct RegionCtx {
  CmirOp *owner;
  uint32_t join;     /* label after the op */
  uint32_t ub, step; /* affine.for: the slots of its upper bound and step */
} RegionCtx;

typedef struct Comp {
  CmirInterp *I;
  IFunc *fn;
  CMIR_VEC(uint32_t) code;
  CMIR_VEC(uint32_t) labels; /* label id -> code offset (UINT32_MAX = not placed) */
  CMIR_VEC(Fixup) fixups;
  CMIR_VEC(IOpData) ops;
  CMIR_VEC(uint32_t) const_slot;
  CMIR_VEC(IVal) const_val;
  CMIR_VEC(RegionCtx) regions;
  PMap slots;  /* CmirValue* -> first slot */
  PMap blocks; /* CmirBlock* -> label id */
  uint32_t nslots;
  uint32_t tmp;      /* scratch slot for cyclic moves */
  CmirOp *fused_cmp; /* cmpi folded into the next branch */
  bool failed;
} Comp;

static CmirInterpStatus unsupported(Comp *c, CmirOp *op, const char *what) {
  if (!c->failed)
    cmir_op_error(op, "cmir-interp: %s", what);
  c->failed = true;
  return CMIR_INTERP_BAD_INPUT;
}

static void emit(Comp *c, uint32_t w) { cmir_vec_push(&c->code, w); }
static void emit64(Comp *c, uint64_t v) {
  emit(c, (uint32_t)v);
  emit(c, (uint32_t)(v >> 32));
}

static uint32_t new_label(Comp *c) {
  cmir_vec_push(&c->labels, UINT32_MAX);
  return c->labels.len - 1;
}
static void place_label(Comp *c, uint32_t l) { c->labels.data[l] = c->code.len; }
static void emit_label_ref(Comp *c, uint32_t l) {
  Fixup f = {c->code.len, l};
  cmir_vec_push(&c->fixups, f);
  emit(c, 0);
}
static uint32_t block_label(Comp *c, CmirBlock *b) {
  uint32_t l;
  if (!pmap_get(&c->blocks, b, &l)) {
    l = new_label(c);
    pmap_put(&c->blocks, b, l);
  }
  return l;
}

static uint32_t op_index(Comp *c, CmirOp *op) {
  IOpData d;
  memset(&d, 0, sizeof d);
  d.op = op;
  cmir_vec_push(&c->ops, d);
  return c->ops.len - 1;
}

/* op_index for an op whose instruction may make poison: registers it as a
 * poison origin, so reports can say where the poison came from. */
static uint32_t origin_index(Comp *c, CmirOp *op) {
  uint32_t oi = op_index(c, op);
  CmirInterp *I = c->I;
  if (I->track_poison) {
    if (I->npoison_ops == I->poison_ops_cap) {
      I->poison_ops_cap = I->poison_ops_cap ? 2 * I->poison_ops_cap : 64;
      I->poison_ops = cmir_xrealloc(I->poison_ops, I->poison_ops_cap * sizeof(CmirOp *));
    }
    I->poison_ops[I->npoison_ops++] = op;
    c->ops.data[oi].pid = I->npoison_ops;
  }
  return oi;
}

static uint32_t slot_of(Comp *c, const CmirValue *v) {
  uint32_t s = 0;
  if (!pmap_get(&c->slots, v, &s))
    c->failed = true; /* a value from outside the function: verified IR has none */
  return s;
}

static uint32_t block_steps(const CmirBlock *b) {
  uint32_t n = 0;
  for (const CmirOp *o = b->first; o; o = o->next)
    n++;
  return n;
}

/* ---- slot assignment ---- */

static bool assign_value(Comp *c, CmirValue *v, CmirOp *where) {
  uint32_t n = cmir_icomp_slots(v->type);
  if (!n) {
    char *ts = cmir_type_str(v->type);
    char msg[256];
    snprintf(msg, sizeof msg, "values of type '%s' are not supported", ts);
    free(ts);
    unsupported(c, where, msg);
    return false;
  }
  pmap_put(&c->slots, v, c->nslots);
  c->nslots += n;
  return true;
}

static bool assign_region(Comp *c, CmirRegion *r, CmirOp *owner);

static bool assign_op(Comp *c, CmirOp *op) {
  for (uint32_t i = 0; i < op->nregions; i++)
    if (!assign_region(c, &cmir_op_regions(op)[i], op))
      return false;
  if ((cmir_op_isa(op, CMIR_OP_SCF_FOR) || cmir_op_isa(op, CMIR_OP_AFFINE_FOR)) &&
      cmir_op_regions(op)[0].first) {
    /* Results share the slots of the iteration arguments. */
    CmirBlock *body = cmir_op_regions(op)[0].first;
    for (uint32_t i = 0; i < op->nresults && i + 1 < body->nargs; i++)
      pmap_put(&c->slots, &op->results[i], slot_of(c, body->args[i + 1]));
    return true;
  }
  for (uint32_t i = 0; i < op->nresults; i++)
    if (!assign_value(c, &op->results[i], op))
      return false;
  return true;
}

static bool assign_region(Comp *c, CmirRegion *r, CmirOp *owner) {
  for (CmirBlock *b = r->first; b; b = b->next) {
    for (uint32_t i = 0; i < b->nargs; i++)
      if (!assign_value(c, b->args[i], owner))
        return false;
    for (CmirOp *o = b->first; o; o = o->next)
      if (!assign_op(c, o))
        return false;
  }
  return true;
}

/* The block arguments of a block whose only predecessor is one edge of a
 * cf branch take the slots of the values that edge passes: the edge needs no
 * moves. Sound in SSA: the source's slot is rewritten only when control
 * passes its definition again, and no use of the argument can follow that
 * without passing the argument's block (which the definition dominates). */
static bool single_pred_sources(CmirBlock *b, const CmirUse **src, uint32_t *n) {
  CmirBlockUse *u = b->preds;
  if (!u || u->next || b == b->parent->first)
    return false;
  CmirOp *br = u->owner;
  if (!cmir_op_isa(br, CMIR_OP_CF_BR) && !cmir_op_isa(br, CMIR_OP_CF_COND_BR) && !cmir_op_isa(br, CMIR_OP_CF_SWITCH) &&
      !cmir_op_isa(br, CMIR_OP_LLVM_BR) && !cmir_op_isa(br, CMIR_OP_LLVM_COND_BR) &&
      !cmir_op_isa(br, CMIR_OP_LLVM_SWITCH))
    return false;
  uint32_t start, cnt;
  cmir_op_successor_operands(br, (uint32_t)(u - cmir_op_succs(br)), &start, &cnt);
  if (cnt != b->nargs)
    return false;
  *src = br->opnds + start;
  *n = cnt;
  return true;
}

static bool alias_region(Comp *c, CmirRegion *r) {
  bool changed = false;
  for (CmirBlock *b = r->first; b; b = b->next) {
    const CmirUse *src;
    uint32_t n;
    if (b->nargs && single_pred_sources(b, &src, &n))
      for (uint32_t i = 0; i < n; i++) {
        uint32_t from = slot_of(c, src[i].value), to = slot_of(c, b->args[i]);
        if (from != to && src[i].value->type == b->args[i]->type) {
          pmap_put(&c->slots, b->args[i], from);
          changed = true;
        }
      }
    for (CmirOp *o = b->first; o; o = o->next)
      for (uint32_t k = 0; k < o->nregions; k++)
        changed |= alias_region(c, &cmir_op_regions(o)[k]);
  }
  return changed;
}

static bool agg_position(const CmirType *t, const int64_t *pos, uint32_t n, uint32_t *off,
                         const CmirType **out);

/* llvm.extractvalue results take the slots of the part of the aggregate
 * they name: no moves (sound for the reason block arguments are: the
 * aggregate's slots are rewritten only when its definition runs again). */
static bool alias_extracts(Comp *c, CmirRegion *r) {
  bool changed = false;
  for (CmirBlock *b = r->first; b; b = b->next)
    for (CmirOp *o = b->first; o; o = o->next) {
      for (uint32_t k = 0; k < o->nregions; k++)
        changed |= alias_extracts(c, &cmir_op_regions(o)[k]);
      if (!cmir_op_isa(o, CMIR_OP_LLVM_EXTRACTVALUE) || o->nopnds != 1 || o->nresults != 1)
        continue;
      const CmirAttr *pa = cmir_op_get_prop(o, "position");
      const CmirType *part;
      uint32_t off;
      if (!pa || pa->kind != CMIR_ATTR_DENSE_ARRAY ||
          !agg_position(o->opnds[0].value->type, pa->darr.data, pa->darr.n, &off, &part))
        continue;
      uint32_t to = slot_of(c, o->opnds[0].value) + off;
      if (slot_of(c, &o->results[0]) != to) {
        pmap_put(&c->slots, &o->results[0], to);
        changed = true;
      }
    }
  return changed;
}

static void alias_block_args(Comp *c, CmirRegion *body) {
  /* Chains (an argument passed on to another single-predecessor block)
   * settle in a few passes; the bound only guards against odd CFGs. */
  for (int pass = 0; pass < 8; pass++) {
    bool changed = alias_extracts(c, body);
    changed |= alias_region(c, body);
    if (!changed)
      break;
  }
}

/* Does op o, or anything nested in it, read slot `slot` through an operand
 * other than `except`? */
static bool reads_slot(Comp *c, CmirOp *o, uint32_t slot, const CmirValue *except) {
  for (uint32_t i = 0; i < o->nopnds; i++) {
    const CmirValue *u = o->opnds[i].value;
    uint32_t s = slot_of(c, u), n = cmir_icomp_slots(u->type);
    if (u != except && slot >= s && slot < s + n)
      return true;
  }
  for (uint32_t r = 0; r < o->nregions; r++)
    for (CmirBlock *b = cmir_op_regions(o)[r].first; b; b = b->next)
      for (CmirOp *x = b->first; x; x = x->next)
        if (reads_slot(c, x, slot, except))
          return true;
  return false;
}

/* Phi coalescing, the simple safe case: a scalar that is defined in a block
 * ending with `cf.br ^B(...)`, used only by that branch, is computed straight
 * into the slot of B's argument when nothing after its definition reads that
 * slot. The branch then moves nothing for it (collatz's back edges: 3 moves
 * fewer per step, -8% instructions). Only single-result ops without
 * regions: an instruction with several results (IBIN's *_extended kinds)
 * writes them to consecutive slots, and an scf.for's result is its
 * iteration argument's slot (assign_op); moving the result would break
 * either. */
static void coalesce_region(Comp *c, CmirRegion *r) {
  for (CmirBlock *p = r->first; p; p = p->next) {
    for (CmirOp *o = p->first; o; o = o->next)
      for (uint32_t k = 0; k < o->nregions; k++)
        coalesce_region(c, &cmir_op_regions(o)[k]);
    CmirOp *br = p->last;
    if (!br || (!cmir_op_isa(br, CMIR_OP_CF_BR) && !cmir_op_isa(br, CMIR_OP_LLVM_BR)))
      continue;
    CmirBlock *b = cmir_op_succs(br)[0].block;
    if (!b->preds->next) /* single predecessor: already aliased */
      continue;
    for (uint32_t i = 0; i < br->nopnds && i < b->nargs; i++) {
      CmirValue *v = br->opnds[i].value, *a = b->args[i];
      CmirOp *d = cmir_value_def(v);
      if (!d || d->nresults != 1 || d->nregions || d->block != p || !v->uses || v->uses->next ||
          v->type != a->type || cmir_icomp_slots(v->type) != 1 ||
          (d->info->traits & CMIR_TRAIT_CONSTANT_LIKE) || d == c->fused_cmp ||
          cmir_op_isa(d, CMIR_OP_LLVM_EXTRACTVALUE))
        continue;
      uint32_t sa = slot_of(c, a);
      bool ok = true;
      for (CmirOp *x = d->next; x && ok; x = x->next)
        ok = !reads_slot(c, x, sa, v);
      if (ok)
        pmap_put(&c->slots, v, sa);
    }
  }
}

/* ---- poison: which values may carry it (only in tracking mode) ---- */

static bool is_scalar(const CmirType *t) {
  return t->kind == CMIR_TYPE_INTEGER || t->kind == CMIR_TYPE_INDEX || t->kind == CMIR_TYPE_FLOAT;
}

/* Conservative: any scalar not made by an op that never returns poison. */
static bool maybe_poison(Comp *c, const CmirValue *v) {
  if (!c->I->track_poison || !is_scalar(v->type))
    return false;
  CmirOp *d = cmir_value_def(v);
  if (!d)
    return true;
  switch (cmir_op_id(d)) {
  case CMIR_OP_ARITH_CONSTANT:
  case CMIR_OP_LLVM_MLIR_CONSTANT:
  case CMIR_OP_LLVM_LOAD:
    return false;
  case CMIR_OP_MEMREF_ALLOCA_SCOPE:
    return true;
  default:
    return strncmp(cmir_op_name(d), "memref.", 7) != 0; /* memref ops, unregistered ones too */
  }
}

static void emit_pcheck(Comp *c, CmirOp *op, const CmirValue *v, IPoisonUse use) {
  if (!maybe_poison(c, v))
    return;
  emit(c, IOP_PCHECK);
  emit(c, slot_of(c, v));
  emit(c, op_index(c, op));
  emit(c, use);
}

/* P[result] := OR of the operands' poison, after an op that cannot make
 * poison itself. */
static void emit_pprop(Comp *c, CmirOp *op) {
  if (!c->I->track_poison || !op->nresults || !is_scalar(op->results[0].type))
    return;
  uint32_t n = 0;
  for (uint32_t i = 0; i < op->nopnds; i++)
    n += maybe_poison(c, op->opnds[i].value);
  if (!n)
    return;
  for (uint32_t r = 0; r < op->nresults; r++) {
    emit(c, IOP_PPROP);
    emit(c, slot_of(c, &op->results[r]));
    emit(c, n);
    for (uint32_t i = 0; i < op->nopnds; i++)
      if (maybe_poison(c, op->opnds[i].value))
        emit(c, slot_of(c, op->opnds[i].value));
  }
}

/* ---- moves ---- */

typedef struct Move {
  uint32_t dst, src;
} Move;
typedef CMIR_VEC(Move) MoveVec;

/* Appends the slot moves that copy values src[i] into dst[i]. */
static void add_moves(Comp *c, MoveVec *mv, CmirValue *const *dst, uint32_t ndst,
                      const CmirUse *src, uint32_t nsrc) {
  for (uint32_t i = 0; i < ndst && i < nsrc; i++) {
    uint32_t d = slot_of(c, dst[i]), s = slot_of(c, src[i].value);
    uint32_t n = cmir_icomp_slots(dst[i]->type);
    for (uint32_t k = 0; k < n; k++)
      if (d + k != s + k) {
        Move m = {d + k, s + k};
        cmir_vec_push(mv, m);
      }
  }
}

/* Sequentialises parallel moves (distinct destinations) into mv_out, using
 * the scratch slot to break cycles. */
static void sequentialise(Comp *c, MoveVec *mv, MoveVec *out) {
  while (mv->len) {
    bool progress = false;
    for (uint32_t i = 0; i < mv->len; i++) {
      bool read = false;
      for (uint32_t j = 0; j < mv->len && !read; j++)
        read = j != i && mv->data[j].src == mv->data[i].dst;
      if (!read) {
        cmir_vec_push(out, mv->data[i]);
        mv->data[i] = mv->data[--mv->len];
        progress = true;
        break;
      }
    }
    if (progress)
      continue;
    /* Every destination is read by another move: a cycle. Save one
     * destination in the scratch slot and read it from there. */
    uint32_t d = mv->data[0].dst;
    Move save = {c->tmp, d};
    cmir_vec_push(out, save);
    for (uint32_t j = 0; j < mv->len; j++)
      if (mv->data[j].src == d)
        mv->data[j].src = c->tmp;
  }
}

/* Emits `T S N (dst src)*N`: an edge to label `target`. */
static void emit_edge(Comp *c, uint32_t target, uint32_t steps, MoveVec *mv) {
  MoveVec seq = {0};
  sequentialise(c, mv, &seq);
  emit_label_ref(c, target);
  emit(c, steps);
  emit(c, seq.len);
  for (uint32_t i = 0; i < seq.len; i++) {
    emit(c, seq.data[i].dst);
    emit(c, seq.data[i].src);
  }
  cmir_vec_free(&seq);
}

/* Edge to block b with arguments src. */
static void emit_block_edge(Comp *c, CmirBlock *b, const CmirUse *src, uint32_t nsrc) {
  MoveVec mv = {0};
  add_moves(c, &mv, b->args, b->nargs, src, nsrc);
  emit_edge(c, block_label(c, b), block_steps(b), &mv);
  cmir_vec_free(&mv);
}

/* Moves as a MOVES instruction (nothing if there are none). */
static void emit_moves(Comp *c, MoveVec *mv) {
  MoveVec seq = {0};
  sequentialise(c, mv, &seq);
  if (seq.len == 1 && !c->I->track_poison) {
    emit(c, IOP_MOV);
    emit(c, seq.data[0].dst);
    emit(c, seq.data[0].src);
  } else if (seq.len) {
    emit(c, IOP_MOVES);
    emit(c, seq.len);
    for (uint32_t i = 0; i < seq.len; i++) {
      emit(c, seq.data[i].dst);
      emit(c, seq.data[i].src);
    }
  }
  cmir_vec_free(&seq);
}

/* Moves of values into the slots of result values. */
static void emit_value_moves(Comp *c, CmirValue *const *dst, uint32_t ndst, const CmirUse *src,
                             uint32_t nsrc) {
  MoveVec mv = {0};
  add_moves(c, &mv, dst, ndst, src, nsrc);
  emit_moves(c, &mv);
  cmir_vec_free(&mv);
}

/* ---- conditional branches ---- */

/* The i64/index cmpi that defines cond, when it was folded into the branch. */
static int fused_pred(Comp *c, const CmirValue *cond) {
  CmirOp *d = cmir_value_def(cond);
  if (!d || d != c->fused_cmp)
    return -1;
  c->fused_cmp = NULL;
  return (int)cmir_op_get_prop(d, "predicate")->i.v;
}

/* An edge of a conditional branch or switch: target label, steps of the
 * target block and the moves. In the instruction it is `T S`; an edge with
 * moves points (S = 0) to a BR stub emitted after the instruction, so the
 * branch itself never moves values. */
typedef struct Edge {
  uint32_t label, steps;
  MoveVec mv;
  uint32_t at; /* position of the T S fields */
} Edge;

static Edge block_edge(Comp *c, CmirBlock *b, const CmirUse *src, uint32_t nsrc) {
  Edge e = {block_label(c, b), block_steps(b), {0}, 0};
  add_moves(c, &e.mv, b->args, b->nargs, src, nsrc);
  return e;
}

static Edge label_edge(uint32_t label, uint32_t steps) {
  Edge e = {label, steps, {0}, 0};
  return e;
}

static void emit_edge_field(Comp *c, Edge *e) {
  e->at = c->code.len;
  if (e->mv.len) {
    emit(c, 0);
    emit(c, 0);
  } else {
    emit_label_ref(c, e->label);
    emit(c, e->steps);
  }
}

/* After a branch: the BR stubs of its edges with moves. */
static void emit_stubs(Comp *c, Edge *edges, uint32_t n) {
  for (uint32_t i = 0; i < n; i++) {
    Edge *e = &edges[i];
    if (e->mv.len) {
      c->code.data[e->at] = c->code.len;
      c->code.data[e->at + 1] = 0;
      emit(c, IOP_BR);
      emit_edge(c, e->label, e->steps, &e->mv);
    }
    cmir_vec_free(&e->mv);
  }
}

/* A two-way branch on cond, fused with the cmpi that defines it when the
 * compiler folded that into the branch. */
static void emit_cbr(Comp *c, CmirOp *op, const CmirValue *cond, Edge *t, Edge *f) {
  int pred = fused_pred(c, cond);
  if (pred >= 0) {
    CmirOp *cmp = cmir_value_def(cond);
    emit(c, IOP_CBR_EQ + (uint32_t)pred);
    emit(c, slot_of(c, cmp->opnds[0].value));
    emit(c, slot_of(c, cmp->opnds[1].value));
  } else {
    emit_pcheck(c, op, cond, PU_BRANCH);
    emit(c, IOP_CBR);
    emit(c, slot_of(c, cond));
  }
  emit_edge_field(c, t);
  emit_edge_field(c, f);
  Edge both[2] = {*t, *f};
  emit_stubs(c, both, 2);
}

/* SWITCH A N T0 S0 (v64 T S)*N: edges[0] is the default. */
static void emit_switch(Comp *c, CmirOp *op, const CmirValue *flag, uint32_t n,
                        const uint64_t *vals, Edge *edges) {
  emit_pcheck(c, op, flag, PU_BRANCH);
  emit(c, IOP_SWITCH);
  emit(c, slot_of(c, flag));
  emit(c, n);
  emit_edge_field(c, &edges[0]);
  for (uint32_t i = 0; i < n; i++) {
    emit64(c, vals[i]);
    emit_edge_field(c, &edges[i + 1]);
  }
  emit_stubs(c, edges, n + 1);
}

/* ---- constants ---- */

static void add_const(Comp *c, uint32_t slot, IVal v) {
  cmir_vec_push(&c->const_slot, slot);
  cmir_vec_push(&c->const_val, v);
}

static CmirInterpStatus compile_constant(Comp *c, CmirOp *op) {
  const CmirAttr *a = cmir_op_get_prop(op, "value");
  const CmirType *t = op->results[0].type;
  uint32_t s = slot_of(c, &op->results[0]);
  IVal v = {0};
  if (a && a->kind == CMIR_ATTR_INTEGER &&
      (t->kind == CMIR_TYPE_INTEGER || t->kind == CMIR_TYPE_INDEX)) {
    uint32_t w = int_width(t);
    if (w <= 64) {
      v.u = cmir_zext(a->i.v, w);
      add_const(c, s, v);
    } else {
      v.u = a->i.words ? a->i.words[0] : a->i.v;
      add_const(c, s, v);
      v.u = a->i.words ? a->i.words[1] : 0;
      if (w < 128)
        v.u = cmir_zext(v.u, w - 64);
      add_const(c, s + 1, v);
    }
    return CMIR_INTERP_OK;
  }
  if (a && a->kind == CMIR_ATTR_FLOAT && t->kind == CMIR_TYPE_FLOAT) {
    v.u = a->f.lo;
    if (t->flt.fk == CMIR_F_F32) {
      uint32_t bits = (uint32_t)a->f.lo;
      v.u = 0;
      memcpy(&v.f, &bits, 4);
    }
    add_const(c, s, v);
    return CMIR_INTERP_OK;
  }
  return unsupported(c, op, "only scalar integer and float constants are supported");
}

/* ---- arith ---- */

typedef struct IntOp {
  bool is;      /* the op is one of these */
  uint8_t kind; /* IIntOp */
  uint8_t op64; /* fast 64-bit opcode, or 0 */
} IntOp;

/* The integer ops by op id: arith's and the LLVM dialect's alike. */
#define INT_OP(id, k, fast) [CMIR_OP_##id] = {true, k, fast}
static const IntOp int_ops[CMIR_OP_COUNT] = {
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

static uint32_t overflow_flags(CmirOp *op) {
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
static bool const_int(const CmirValue *v, uint64_t *out) {
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
static bool makes_poison(CmirOp *op) {
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
    return overflow_flags(op) != 0;
  case CMIR_OP_ARITH_SHLI:
    if (overflow_flags(op))
      return true;
    /* fall through */
  case CMIR_OP_ARITH_SHRUI:
  case CMIR_OP_ARITH_SHRSI: {
    uint64_t amt;
    uint32_t w = int_width(op->results[0].type);
    return !const_int(op->opnds[1].value, &amt) || amt >= w;
  }
  default:
    return false;
  }
}

static void emit3(Comp *c, uint32_t opc, CmirOp *op) {
  emit(c, opc);
  emit(c, slot_of(c, &op->results[0]));
  emit(c, slot_of(c, op->opnds[0].value));
  emit(c, slot_of(c, op->opnds[1].value));
}

static CmirInterpStatus compile_int_binop(Comp *c, CmirOp *op, const IntOp *e) {
  const CmirType *t = op->opnds[0].value->type;
  uint32_t w = int_width(t);
  if (!w || t->kind == CMIR_TYPE_VECTOR)
    return unsupported(c, op, "only scalar integer operands are supported");
  uint32_t flags = overflow_flags(op);
  bool poisoned_in = maybe_poison(c, op->opnds[0].value) || maybe_poison(c, op->opnds[1].value);
  uint64_t amt = 0;
  bool const_amt = const_int(op->opnds[1].value, &amt) && amt < w;
  bool is_div = e->kind >= II_DIVU && e->kind <= II_FLOORDIVS;
  if ((e->kind == II_MULUI_EXT || e->kind == II_MULSI_EXT) && w > 64)
    return unsupported(c, op, "mului_extended/mulsi_extended wider than 64 bits");
  if (is_div)
    emit_pcheck(c, op, op->opnds[1].value, PU_DIVISOR);
  bool shift = e->kind == II_SHL || e->kind == II_SHRU || e->kind == II_SHRS;
  bool generic = flags || w > 64 || (shift && !const_amt) || e->kind >= II_ADDUI_EXT ||
                 (poisoned_in && !is_div);
  if (!generic && w == 64 && e->op64) {
    emit3(c, e->op64, op);
    if (is_div)
      emit(c, op_index(c, op));
    emit_pprop(c, op);
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
      emit3(c, opc, op);
      if (opc == IOP_DIVU64 || opc == IOP_REMU64)
        emit(c, op_index(c, op));
      else if (opc == IOP_ADDN || opc == IOP_SUBN || opc == IOP_MULN)
        emit(c, w);
      emit_pprop(c, op);
      return CMIR_INTERP_OK;
    }
  }
  /* The second result of the *_extended kinds goes to the slots right
   * after the first (coalesce_region leaves multi-result ops alone). */
  assert(e->kind < II_ADDUI_EXT ||
         slot_of(c, &op->results[1]) == slot_of(c, &op->results[0]) + (w > 64 ? 2 : 1));
  emit(c, IOP_IBIN);
  emit(c, e->kind);
  emit(c, w);
  emit(c, slot_of(c, &op->results[0]));
  emit(c, slot_of(c, op->opnds[0].value));
  emit(c, slot_of(c, op->opnds[1].value));
  emit(c, origin_index(c, op));
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
  if (maybe_poison(c, op->opnds[0].value) || maybe_poison(c, op->opnds[1].value))
    return false;
  CmirUse *u = r->uses;
  CmirOp *user = u->owner;
  if (user != op->next || &user->opnds[0] != u)
    return false;
  return cmir_op_isa(user, CMIR_OP_CF_COND_BR) || cmir_op_isa(user, CMIR_OP_SCF_IF) ||
         cmir_op_isa(user, CMIR_OP_SCF_CONDITION) || cmir_op_isa(user, CMIR_OP_LLVM_COND_BR);
}

static CmirInterpStatus compile_cmpi(Comp *c, CmirOp *op) {
  const CmirType *t = op->opnds[0].value->type;
  uint32_t w = int_width(t);
  if (!w)
    return unsupported(c, op, "only scalar integer operands are supported");
  uint32_t pred = (uint32_t)cmir_op_get_prop(op, "predicate")->i.v;
  if (fusable_cmp(c, op)) {
    c->fused_cmp = op;
    return CMIR_INTERP_OK;
  }
  bool poisoned = maybe_poison(c, op->opnds[0].value) || maybe_poison(c, op->opnds[1].value);
  if (w == 64 && !poisoned) {
    emit3(c, IOP_CMP64, op);
    emit(c, pred);
  } else if (w < 64 && !poisoned) {
    emit3(c, IOP_CMPN, op);
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

static int float_kind(const CmirType *t) {
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

static CmirInterpStatus compile_float_binop(Comp *c, CmirOp *op, uint32_t k) {
  int ft = float_kind(op->results[0].type);
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
    emit3(c, (ft == CMIR_F_F32 ? IOP_ADDF32 : IOP_ADDF64) + k, op);
  } else {
    emit(c, IOP_FBIN);
    emit(c, k);
    emit(c, (uint32_t)ft);
    emit(c, slot_of(c, &op->results[0]));
    emit(c, slot_of(c, op->opnds[0].value));
    emit(c, slot_of(c, op->opnds[1].value));
  }
  emit_pprop(c, op);
  return CMIR_INTERP_OK;
}

/* The casts by op id: 1 + IC kind (integer casts) or 1 + FC kind (the others). */
static const uint8_t icasts[CMIR_OP_COUNT] = {[CMIR_OP_ARITH_EXTSI] = 1 + IC_EXTS,
                                              [CMIR_OP_LLVM_SEXT] = 1 + IC_EXTS,
                                              [CMIR_OP_ARITH_EXTUI] = 1 + IC_EXTU,
                                              [CMIR_OP_LLVM_ZEXT] = 1 + IC_EXTU,
                                              [CMIR_OP_ARITH_TRUNCI] = 1 + IC_TRUNC,
                                              [CMIR_OP_LLVM_TRUNC] = 1 + IC_TRUNC,
                                              [CMIR_OP_ARITH_INDEX_CAST] = 1 + IC_INDEX_CAST,
                                              [CMIR_OP_ARITH_INDEX_CASTUI] = 1 + IC_INDEX_CASTUI};
static const uint8_t fcasts[CMIR_OP_COUNT] = {
    [CMIR_OP_ARITH_SITOFP] = 1 + FC_SITOFP,   [CMIR_OP_LLVM_SITOFP] = 1 + FC_SITOFP,
    [CMIR_OP_ARITH_UITOFP] = 1 + FC_UITOFP,   [CMIR_OP_LLVM_UITOFP] = 1 + FC_UITOFP,
    [CMIR_OP_ARITH_FPTOSI] = 1 + FC_FPTOSI,   [CMIR_OP_LLVM_FPTOSI] = 1 + FC_FPTOSI,
    [CMIR_OP_ARITH_FPTOUI] = 1 + FC_FPTOUI,   [CMIR_OP_LLVM_FPTOUI] = 1 + FC_FPTOUI,
    [CMIR_OP_ARITH_EXTF] = 1 + FC_EXTF,       [CMIR_OP_LLVM_FPEXT] = 1 + FC_EXTF,
    [CMIR_OP_ARITH_TRUNCF] = 1 + FC_TRUNCF,   [CMIR_OP_LLVM_FPTRUNC] = 1 + FC_TRUNCF,
    [CMIR_OP_ARITH_BITCAST] = 1 + FC_BITCAST, [CMIR_OP_LLVM_BITCAST] = 1 + FC_BITCAST};

/* A scalar cast (arith's, or the LLVM dialect's on scalars). */
static CmirInterpStatus compile_cast(Comp *c, CmirOp *op) {
  const CmirType *ti = op->opnds[0].value->type, *to = op->results[0].type;
  unsigned id = cmir_op_id(op);
  if (icasts[id]) {
    uint32_t ik = icasts[id] - 1u;
    uint32_t wi = int_width(ti), wo = int_width(to);
    if (!wi || !wo)
      return unsupported(c, op, "only scalar integer casts are supported");
    if (wi == wo && !overflow_flags(op)) {
      emit(c, IOP_MOV);
      emit(c, slot_of(c, &op->results[0]));
      emit(c, slot_of(c, op->opnds[0].value));
      if (wi > 64) {
        emit(c, IOP_MOV);
        emit(c, slot_of(c, &op->results[0]) + 1);
        emit(c, slot_of(c, op->opnds[0].value) + 1);
      }
      emit_pprop(c, op);
      return CMIR_INTERP_OK;
    }
    emit(c, IOP_ICAST);
    emit(c, ik);
    emit(c, slot_of(c, &op->results[0]));
    emit(c, slot_of(c, op->opnds[0].value));
    emit(c, wi);
    emit(c, wo);
    emit(c, origin_index(c, op));
    emit(c, overflow_flags(op));
    return CMIR_INTERP_OK;
  }
  if (fcasts[id]) {
    uint32_t k = fcasts[id] - 1u;
    int fi = float_kind(ti), fo = float_kind(to);
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
    emit(c, origin_index(c, op));
    emit(c, rm && rm->kind == CMIR_ATTR_INTEGER ? (uint32_t)rm->i.v : 0);
    return CMIR_INTERP_OK;
  }
  return unsupported(c, op, "unsupported arith op");
}

/* A select with a scalar condition (arith.select or llvm.select). */
static CmirInterpStatus compile_select(Comp *c, CmirOp *op) {
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
static const uint8_t float_ops[CMIR_OP_COUNT] = {
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

static CmirInterpStatus compile_llvm(Comp *c, CmirOp *op);
static bool is_vec(const CmirType *t);

static CmirInterpStatus compile_arith(Comp *c, CmirOp *op) {
  unsigned id = cmir_op_id(op);
  for (uint32_t i = 0; i < op->nresults; i++)
    if (op->results[i].type->kind == CMIR_TYPE_TENSOR)
      return unsupported(c, op, "tensor values are not supported");
  /* on vectors, lane by lane as their LLVM counterparts (same predicates) */
  if (op->nresults && is_vec(op->results[0].type) && id != CMIR_OP_ARITH_SELECT)
    return compile_llvm(c, op);
  if (id == CMIR_OP_ARITH_SELECT && is_vec(op->opnds[0].value->type))
    return compile_llvm(c, op);
  if (int_ops[id].is)
    return compile_int_binop(c, op, &int_ops[id]);
  if (float_ops[id])
    return compile_float_binop(c, op, float_ops[id] - 1u);
  switch (id) {
  case CMIR_OP_ARITH_CONSTANT:
    return compile_constant(c, op);
  case CMIR_OP_ARITH_CMPI:
    return compile_cmpi(c, op);
  case CMIR_OP_ARITH_CMPF: {
    int ft = float_kind(op->opnds[0].value->type);
    if (ft < 0)
      return unsupported(c, op, "only f16, bf16, f32 and f64 scalars are supported");
    emit3(c, IOP_FCMP, op);
    emit(c, (uint32_t)cmir_op_get_prop(op, "predicate")->i.v);
    emit(c, (uint32_t)ft);
    emit_pprop(c, op);
    return CMIR_INTERP_OK;
  }
  case CMIR_OP_ARITH_SELECT:
    if (op->opnds[0].value->type->kind != CMIR_TYPE_INTEGER)
      return unsupported(c, op, "only scalar conditions are supported");
    return compile_select(c, op);
  default:
    return compile_cast(c, op); /* ICAST/FCAST set poison themselves */
  }
}

/* ---- memref ---- */

static CmirInterpStatus compile_mop(Comp *c, CmirOp *op, IMemOp k);

/* A load or store of the element at the indices in slots idx[0..nidx):
 * memref.load/store and affine.load/store. */
static CmirInterpStatus compile_access_at(Comp *c, CmirOp *op, bool store, const uint32_t *idx,
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
    emit_pcheck(c, op, op->opnds[0].value, PU_STORE);
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
    emit_pcheck(c, op, op->opnds[m + 1 + i].value, PU_INDEX);
    idx[i] = slot_of(c, op->opnds[m + 1 + i].value);
  }
  CmirInterpStatus st = compile_access_at(c, op, store, idx, nidx);
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
    emit_pcheck(c, op, op->opnds[i].value, PU_MEMREF);
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

static CmirInterpStatus compile_region_blocks(Comp *c, CmirRegion *r);
static void push_region(Comp *c, CmirOp *owner, uint32_t join);
static CmirInterpStatus compile_yield(Comp *c, CmirOp *op);
static void emit_lop(Comp *c, uint32_t k, uint32_t oi, const uint32_t *ops, uint32_t nops,
                     const uint32_t *res, uint32_t nres);

/* The single region of op, run once in place: a branch into its entry
 * block, its blocks, and a join label after it that its terminator (a
 * yield to the op's results) branches to. */
static CmirInterpStatus compile_inline_region(Comp *c, CmirOp *op) {
  CmirBlock *entry = cmir_op_regions(op)[0].first;
  uint32_t join = new_label(c);
  MoveVec none = {0};
  emit(c, IOP_BR);
  emit_edge(c, block_label(c, entry), block_steps(entry), &none);
  push_region(c, op, join);
  CmirInterpStatus st = compile_region_blocks(c, &cmir_op_regions(op)[0]);
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
  emit_lop(c, LL_STACKSAVE, op_index(c, op), NULL, 0, &mark, 1);
  CmirInterpStatus st = compile_inline_region(c, op);
  emit_lop(c, LL_STACKRESTORE, op_index(c, op), &mark, 1, NULL, 0);
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
    emit_pcheck(c, op, op->opnds[i].value, PU_INDEX);
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
  int ft = float_kind(et);
  uint32_t w = int_width(et);
  if ((kind >= 100 && ft < 0) || (kind >= 0 && kind < 100 && !w))
    return unsupported(c, op, "memref.atomic_rmw of this element type");
  emit_pcheck(c, op, op->opnds[0].value, PU_STORE);
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
      emit(c, origin_index(c, op));
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
  return compile_inline_region(c, op);
}

static RegionCtx *region_of(Comp *c, CmirOp *owner);

static CmirInterpStatus compile_atomic_yield(Comp *c, CmirOp *op) {
  CmirOp *owner = cmir_op_parent(op);
  RegionCtx *rc = owner ? region_of(c, owner) : NULL;
  if (!rc || !cmir_op_isa(owner, CMIR_OP_MEMREF_GENERIC_ATOMIC_RMW))
    return unsupported(c, op, "memref.atomic_yield outside memref.generic_atomic_rmw");
  emit_pcheck(c, op, op->opnds[0].value, PU_STORE);
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
  emit_edge(c, rc->join, 0, &mv);
  cmir_vec_free(&mv);
  return CMIR_INTERP_OK;
}

static CmirInterpStatus compile_memref(Comp *c, CmirOp *op) {
  unsigned id = cmir_op_id(op);
  if (mem_ops[id])
    return compile_mop(c, op, mem_ops[id] - 1u);
  switch (id) {
  case CMIR_OP_MEMREF_ALLOCA_SCOPE:
    return compile_alloca_scope(c, op);
  case CMIR_OP_MEMREF_ALLOCA_SCOPE_RETURN:
    return compile_yield(c, op);
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

/* ---- calls ---- */

static IFunc *lookup_func(CmirInterp *I, const CmirAttr *ref) {
  if (!ref || ref->kind != CMIR_ATTR_SYMREF || ref->sym.n != 1)
    return NULL;
  const CmirIdent *n = ref->sym.names[0];
  return cmir_strmap_get(&I->fn_by_name, n->str, n->len);
}

static void emit_slot_list(Comp *c, const CmirUse *u, uint32_t n) {
  uint32_t total = 0;
  for (uint32_t i = 0; i < n; i++)
    total += cmir_icomp_slots(u[i].value->type);
  emit(c, total);
  for (uint32_t i = 0; i < n; i++) {
    uint32_t s = slot_of(c, u[i].value), k = cmir_icomp_slots(u[i].value->type);
    for (uint32_t j = 0; j < k; j++)
      emit(c, s + j);
  }
}

static void emit_result_list(Comp *c, CmirOp *op) {
  uint32_t total = 0;
  for (uint32_t i = 0; i < op->nresults; i++)
    total += cmir_icomp_slots(op->results[i].type);
  emit(c, total);
  for (uint32_t i = 0; i < op->nresults; i++) {
    uint32_t s = slot_of(c, &op->results[i]), k = cmir_icomp_slots(op->results[i].type);
    for (uint32_t j = 0; j < k; j++)
      emit(c, s + j);
  }
}

static CmirInterpStatus compile_call(Comp *c, CmirOp *op) {
  bool indirect = cmir_op_isa(op, CMIR_OP_FUNC_CALL_INDIRECT);
  uint32_t first = indirect ? 1 : 0;
  uint32_t oi = op_index(c, op);
  if (indirect) {
    emit(c, IOP_CALLI);
    emit(c, slot_of(c, op->opnds[0].value));
  } else {
    IFunc *f = lookup_func(c->I, cmir_op_get_prop(op, "callee"));
    if (!f)
      return unsupported(c, op, "call to an unknown function");
    if (f->rt < 0 && !cmir_op_regions(f->op)[0].first) {
      if (!c->failed)
        cmir_op_error(op, "no definition for external function @%s", f->name->str);
      c->failed = true;
      return CMIR_INTERP_BAD_INPUT;
    }
    if (f->rt >= 0) {
      for (uint32_t i = 0; i < op->nopnds; i++)
        emit_pcheck(c, op, op->opnds[i].value, PU_RUNTIME);
      emit(c, IOP_CALLRT);
    } else {
      emit(c, IOP_CALL);
    }
    emit(c, f->index);
  }
  emit(c, oi);
  emit_slot_list(c, op->opnds + first, op->nopnds - first);
  emit_result_list(c, op);
  return CMIR_INTERP_OK;
}

/* ---- regions and control flow ---- */

static CmirInterpStatus compile_block(Comp *c, CmirBlock *b);

static RegionCtx *region_of(Comp *c, CmirOp *owner) {
  for (uint32_t i = c->regions.len; i-- > 0;)
    if (c->regions.data[i].owner == owner)
      return &c->regions.data[i];
  return NULL;
}

static CmirInterpStatus compile_region_blocks(Comp *c, CmirRegion *r) {
  for (CmirBlock *b = r->first; b; b = b->next)
    if (compile_block(c, b))
      return CMIR_INTERP_BAD_INPUT;
  return CMIR_INTERP_OK;
}

static void push_region(Comp *c, CmirOp *owner, uint32_t join) {
  RegionCtx rc = {owner, join, 0, 0};
  cmir_vec_push(&c->regions, rc);
}

static CmirInterpStatus compile_scf_for(Comp *c, CmirOp *op) {
  CmirBlock *body = cmir_op_regions(op)[0].first;
  if (!body || op->nopnds < 3 || body->nargs != op->nopnds - 2)
    return unsupported(c, op, "malformed scf.for");
  uint32_t w = int_width(op->opnds[0].value->type);
  if (!w || w > 64)
    return unsupported(c, op, "scf.for induction variables wider than 64 bits");
  for (uint32_t i = 0; i < 3; i++)
    emit_pcheck(c, op, op->opnds[i].value, PU_BRANCH);
  /* iv := lb, iter_i := init_i */
  MoveVec mv = {0};
  add_moves(c, &mv, &body->args[0], 1, &op->opnds[0], 1);
  add_moves(c, &mv, &body->args[1], body->nargs - 1, &op->opnds[3], op->nopnds - 3);
  emit_moves(c, &mv);
  cmir_vec_free(&mv);
  uint32_t exit = new_label(c);
  emit(c, IOP_FOR_ENTER);
  emit(c, slot_of(c, body->args[0]));
  emit(c, slot_of(c, op->opnds[1].value));
  emit(c, slot_of(c, op->opnds[2].value));
  emit(c, w);
  emit(c, op_index(c, op));
  emit_label_ref(c, exit);
  emit(c, block_steps(body));
  push_region(c, op, exit);
  CmirInterpStatus st = compile_region_blocks(c, &cmir_op_regions(op)[0]);
  c->regions.len--;
  place_label(c, exit);
  return st;
}

static CmirInterpStatus compile_scf_if(Comp *c, CmirOp *op) {
  CmirBlock *tb = cmir_op_regions(op)[0].first, *eb = op->nregions > 1 ? cmir_op_regions(op)[1].first : NULL;
  uint32_t join = new_label(c);
  Edge t = label_edge(block_label(c, tb), block_steps(tb));
  Edge f = eb ? label_edge(block_label(c, eb), block_steps(eb)) : label_edge(join, 0);
  emit_cbr(c, op, op->opnds[0].value, &t, &f);
  push_region(c, op, join);
  CmirInterpStatus st = compile_region_blocks(c, &cmir_op_regions(op)[0]);
  if (!st && eb)
    st = compile_region_blocks(c, &cmir_op_regions(op)[1]);
  c->regions.len--;
  place_label(c, join);
  return st;
}

static CmirInterpStatus compile_scf_while(Comp *c, CmirOp *op) {
  CmirBlock *before = cmir_op_regions(op)[0].first, *after = cmir_op_regions(op)[1].first;
  if (!before || !after)
    return unsupported(c, op, "malformed scf.while");
  uint32_t join = new_label(c);
  emit(c, IOP_BR);
  emit_block_edge(c, before, op->opnds, op->nopnds);
  push_region(c, op, join);
  CmirInterpStatus st = compile_region_blocks(c, &cmir_op_regions(op)[0]);
  if (!st)
    st = compile_region_blocks(c, &cmir_op_regions(op)[1]);
  c->regions.len--;
  place_label(c, join);
  return st;
}

static CmirInterpStatus compile_scf_execute_region(Comp *c, CmirOp *op) {
  return compile_inline_region(c, op);
}

static CmirInterpStatus compile_scf_index_switch(Comp *c, CmirOp *op) {
  const CmirAttr *cases = cmir_op_get_prop(op, "cases");
  if (!cases || cases->kind != CMIR_ATTR_DENSE_ARRAY || cases->darr.n + 1 != op->nregions)
    return unsupported(c, op, "malformed scf.index_switch");
  uint32_t n = cases->darr.n;
  uint64_t *vals = cmir_xmalloc(sizeof(uint64_t) * (n + 1));
  for (uint32_t i = 0; i < n; i++)
    vals[i] = (uint64_t)((const int64_t *)cases->darr.data)[i];
  uint32_t join = new_label(c);
  Edge *edges = cmir_xcalloc(n + 1, sizeof(Edge));
  for (uint32_t i = 0; i <= n; i++) {
    CmirBlock *b = cmir_op_regions(op)[i].first;
    edges[i] = label_edge(block_label(c, b), block_steps(b));
  }
  emit_switch(c, op, op->opnds[0].value, n, vals, edges);
  free(vals);
  free(edges);
  push_region(c, op, join);
  CmirInterpStatus st = CMIR_INTERP_OK;
  for (uint32_t i = 0; i < op->nregions && !st; i++)
    st = compile_region_blocks(c, &cmir_op_regions(op)[i]);
  c->regions.len--;
  place_label(c, join);
  return st;
}

static CmirInterpStatus compile_yield(Comp *c, CmirOp *op) {
  CmirOp *owner = cmir_op_parent(op);
  RegionCtx *rc = owner ? region_of(c, owner) : NULL;
  if (!rc)
    return unsupported(c, op, "scf.yield outside a supported scf op");
  bool affine_for = cmir_op_isa(owner, CMIR_OP_AFFINE_FOR);
  if (cmir_op_isa(owner, CMIR_OP_SCF_FOR) || affine_for) {
    CmirBlock *body = cmir_op_regions(owner)[0].first;
    emit_value_moves(c, &body->args[1], body->nargs - 1, op->opnds, op->nopnds);
    emit(c, IOP_FOR_NEXT);
    emit(c, slot_of(c, body->args[0]));
    emit(c, affine_for ? rc->ub : slot_of(c, owner->opnds[1].value));
    emit(c, affine_for ? rc->step : slot_of(c, owner->opnds[2].value));
    emit(c, affine_for ? 64 : int_width(owner->opnds[0].value->type));
    emit_label_ref(c, block_label(c, body));
    emit(c, block_steps(body));
    return CMIR_INTERP_OK;
  }
  if (cmir_op_isa(owner, CMIR_OP_SCF_WHILE)) {
    /* after region: back to the before region with the yielded values */
    emit(c, IOP_BR);
    emit_block_edge(c, cmir_op_regions(owner)[0].first, op->opnds, op->nopnds);
    return CMIR_INTERP_OK;
  }
  /* if, execute_region, index_switch: to the results, then after the op */
  CmirValue **res = cmir_xmalloc(sizeof(CmirValue *) * (owner->nresults + 1));
  for (uint32_t i = 0; i < owner->nresults; i++)
    res[i] = &owner->results[i];
  MoveVec mv = {0};
  add_moves(c, &mv, res, owner->nresults, op->opnds, op->nopnds);
  free(res);
  emit(c, IOP_BR);
  emit_edge(c, rc->join, 0, &mv);
  cmir_vec_free(&mv);
  return CMIR_INTERP_OK;
}

static CmirInterpStatus compile_condition(Comp *c, CmirOp *op) {
  CmirOp *owner = cmir_op_parent(op);
  RegionCtx *rc = owner ? region_of(c, owner) : NULL;
  if (!rc || !cmir_op_isa(owner, CMIR_OP_SCF_WHILE))
    return unsupported(c, op, "scf.condition outside scf.while");
  CmirBlock *after = cmir_op_regions(owner)[1].first;
  Edge t = block_edge(c, after, op->opnds + 1, op->nopnds - 1);
  CmirValue **res = cmir_xmalloc(sizeof(CmirValue *) * (owner->nresults + 1));
  for (uint32_t i = 0; i < owner->nresults; i++)
    res[i] = &owner->results[i];
  Edge f = label_edge(rc->join, 0);
  add_moves(c, &f.mv, res, owner->nresults, op->opnds + 1, op->nopnds - 1);
  free(res);
  emit_cbr(c, op, op->opnds[0].value, &t, &f);
  return CMIR_INTERP_OK;
}

/* cf's ops, and llvm.br / cond_br / switch. */
static CmirInterpStatus compile_cf(Comp *c, CmirOp *op) {
  switch (cmir_op_id(op)) {
  case CMIR_OP_CF_BR:
  case CMIR_OP_LLVM_BR:
    emit(c, IOP_BR);
    emit_block_edge(c, cmir_op_succs(op)[0].block, op->opnds, op->nopnds);
    return CMIR_INTERP_OK;
  case CMIR_OP_CF_COND_BR:
  case CMIR_OP_LLVM_COND_BR: {
    uint32_t s0, n0, s1, n1;
    cmir_op_successor_operands(op, 0, &s0, &n0);
    cmir_op_successor_operands(op, 1, &s1, &n1);
    Edge t = block_edge(c, cmir_op_succs(op)[0].block, op->opnds + s0, n0);
    Edge f = block_edge(c, cmir_op_succs(op)[1].block, op->opnds + s1, n1);
    emit_cbr(c, op, op->opnds[0].value, &t, &f);
    return CMIR_INTERP_OK;
  }
  case CMIR_OP_CF_SWITCH:
  case CMIR_OP_LLVM_SWITCH: {
    const CmirType *ft = op->opnds[0].value->type;
    uint32_t w = int_width(ft);
    if (!w || w > 64)
      return unsupported(c, op, "cf.switch flags wider than 64 bits");
    const CmirAttr *cv = cmir_op_get_prop(op, "case_values");
    uint32_t ncases = op->nsuccs - 1;
    uint64_t *vals = cmir_xcalloc(ncases + 1, sizeof(uint64_t));
    if (ncases) {
      if (!cv || cv->kind != CMIR_ATTR_DENSE) {
        free(vals);
        return unsupported(c, op, "malformed cf.switch");
      }
      uint32_t eb = cmir_dense_elem_bytes(cv->dense.type->shaped.elem);
      for (uint32_t i = 0; i < ncases; i++) {
        uint64_t v = 0;
        const char *p = (const char *)cv->dense.data + ((cv->flags & 1) ? 0 : (size_t)i * eb);
        memcpy(&v, p, eb < 8 ? eb : 8);
        vals[i] = cmir_zext(v, w);
      }
    }
    Edge *edges = cmir_xcalloc(ncases + 1, sizeof(Edge));
    for (uint32_t i = 0; i <= ncases; i++) {
      uint32_t s, k;
      cmir_op_successor_operands(op, i, &s, &k);
      edges[i] = block_edge(c, cmir_op_succs(op)[i].block, op->opnds + s, k);
    }
    emit_switch(c, op, op->opnds[0].value, ncases, vals, edges);
    free(vals);
    free(edges);
    return CMIR_INTERP_OK;
  }
  case CMIR_OP_CF_ASSERT:
    emit_pcheck(c, op, op->opnds[0].value, PU_ASSERT);
    emit(c, IOP_ASSERT);
    emit(c, slot_of(c, op->opnds[0].value));
    emit(c, op_index(c, op));
    return CMIR_INTERP_OK;
  default:
    return unsupported(c, op, "unsupported cf op");
  }
}

/* ---- LLVM dialect ---- */

static IOpData *opd(Comp *c, uint32_t oi) { return &c->ops.data[oi]; }

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
static void emit_slot_moves(Comp *c, uint32_t dst, uint32_t src, uint32_t n) {
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

static void emit_lop(Comp *c, uint32_t k, uint32_t oi, const uint32_t *ops, uint32_t nops,
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

static bool is_vec(const CmirType *t) {
  return t->kind == CMIR_TYPE_VECTOR || t->kind == CMIR_TYPE_LLVM_VEC;
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
static bool agg_position(const CmirType *t, const int64_t *pos, uint32_t n, uint32_t *off,
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
  if (!const_int(v, out))
    return false;
  *out = cmir_zext(*out, int_width(v->type) ? int_width(v->type) : 64);
  return true;
}

static CmirInterpStatus compile_llvm_constant(Comp *c, CmirOp *op) {
  const CmirType *t = op->results[0].type;
  const CmirAttr *a = cmir_op_get_prop(op, "value");
  uint32_t s = slot_of(c, &op->results[0]);
  /* an array of 1-D vectors (a lowered n-D vector): its lanes in order */
  const CmirType *arr = t;
  while (arr->kind == CMIR_TYPE_LLVM_ARRAY)
    arr = arr->arr.elem;
  if (!is_vec(arr))
    return compile_constant(c, op);
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
  if (!(float_kind(vt) >= 0 || vw == 1 || vw == 8 || vw == 16 || vw == 32 || vw == 64))
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
    /* emit_pcheck may grow c->ops: d and l point into it. */
    emit_pcheck(c, op, val, PU_STORE);
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
    emit_lop(c, store ? LL_STORE : LL_LOAD, oi, ops, store ? 2 : 1, &res, store ? 0 : 1);
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
  emit_lop(c, store ? LL_MSTORE : LL_MLOAD, oi, ops, n, &res, store ? 0 : 1);
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
  IFunc *f = lookup_func(c->I, ref);
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
  emit_lop(c, LL_LANES, oi, ops, op->nopnds < 3 ? op->nopnds : 3, &res, 1);
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
    if (!((int_width(e) && int_width(e) <= 64) || float_kind(e) >= 0))
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
    return e ? compile_int_binop(c, op, e) : compile_float_binop(c, op, fk);
  const CmirType *el;
  vec_lanes(rt, &el);
  if (!lanes_ok(op))
    return unsupported(c, op, what);
  if (e)
    return emit_lanes(c, op, LN_IBIN, e->kind, int_width(el), oflags);
  return emit_lanes(c, op, LN_FBIN, fk, (uint32_t)float_kind(el), 0);
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
    emit_pcheck(c, op, op->opnds[0].value, PU_RUNTIME);
    emit_lop(c, LL_INTTOPTR, oi, &si, 1, &so, 1);
    return CMIR_INTERP_OK;
  }
  if (id == CMIR_OP_LLVM_ADDRSPACECAST) {
    emit_slot_moves(c, so, si, cmir_icomp_slots(to));
    return CMIR_INTERP_OK;
  }
  if (id == CMIR_OP_LLVM_BITCAST) {
    if (ti == to || (ti->kind == CMIR_TYPE_LLVM_PTR && to->kind == CMIR_TYPE_LLVM_PTR)) {
      emit_slot_moves(c, so, si, cmir_icomp_slots(to));
      return CMIR_INTERP_OK;
    }
    if (!is_vec(ti) && !is_vec(to) && (int_width(ti) || float_kind(ti) >= 0) &&
        (int_width(to) || float_kind(to) >= 0) && cmir_type_bitwidth(ti) <= 64)
      return compile_cast(c, op);
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
    emit_lop(c, LL_BITCAST, oi, &si, 1, &so, 1);
    pclear(c, &op->results[0]);
    return CMIR_INTERP_OK;
  }
  if (icasts[id] || fcasts[id]) {
    if (!is_vec(to))
      return compile_cast(c, op);
    if (!lanes_ok(op))
      return unsupported(c, op, "unsupported vector cast");
    const CmirType *ei, *eo;
    vec_lanes(ti, &ei);
    vec_lanes(to, &eo);
    if (icasts[id])
      return emit_lanes(c, op, LN_ICAST, icasts[id] - 1u, int_width(ei), int_width(eo));
    uint32_t k = fcasts[id] - 1u;
    uint32_t a = k == FC_SITOFP || k == FC_UITOFP ? int_width(ei) : (uint32_t)float_kind(ei);
    uint32_t b = k == FC_FPTOSI || k == FC_FPTOUI ? int_width(eo) : (uint32_t)float_kind(eo);
    if (k == FC_BITCAST) { /* as compile_cast: integer widths, floats as 100 + kind */
      a = int_width(ei) ? int_width(ei) : 100 + (uint32_t)float_kind(ei);
      b = int_width(eo) ? int_width(eo) : 100 + (uint32_t)float_kind(eo);
    }
    return emit_lanes(c, op, LN_FCAST, k, a, b);
  }
  return unsupported(c, op, "unsupported cast");
}

static CmirInterpStatus compile_llvm_call(Comp *c, CmirOp *op) {
  if (cmir_op_get_prop(op, "var_callee_type")) {
    /* printf's varargs are the call's operands, read by their types */
    IFunc *f = lookup_func(c->I, cmir_op_get_prop(op, "callee"));
    if (!f || f->rt != RT_PRINTF)
      return unsupported(c, op, "variadic calls are not supported");
    return compile_call(c, op);
  }
  if (op->nresults > 1)
    return unsupported(c, op, "calls with more than one result are not supported");
  const CmirAttr *callee = cmir_op_get_prop(op, "callee");
  if (callee)
    return compile_call(c, op);
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
  emit_lop(c, LL_FNPTR, oi, &fp, 1, &c->tmp, 1);
  emit(c, IOP_CALLI);
  emit(c, c->tmp);
  emit(c, oi);
  emit_slot_list(c, op->opnds + 1, op->nopnds - 1);
  emit_result_list(c, op);
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
    emit_pcheck(c, op, op->opnds[2].value, PU_RUNTIME);
    emit_lop(c,
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
    emit_lop(c, LL_STACKSAVE, op_index(c, op), NULL, 0, &res, 1);
    return CMIR_INTERP_OK;
  }
  case CMIR_OP_LLVM_INTR_STACKRESTORE:
  case CMIR_OP_LLVM_INTR_ASSUME: {
    uint32_t a = slot_of(c, op->opnds[0].value);
    emit_lop(c, id == CMIR_OP_LLVM_INTR_ASSUME ? LL_ASSUME : LL_STACKRESTORE, op_index(c, op), &a,
             1, NULL, 0);
    return CMIR_INTERP_OK;
  }
  case CMIR_OP_LLVM_INTR_TRAP:
  case CMIR_OP_LLVM_INTR_DEBUGTRAP:
    emit_lop(c, LL_TRAP, op_index(c, op), NULL, 0, NULL, 0);
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
      d->w_in = (uint32_t)float_kind(e);
      d->lanes = vec_lanes(op->opnds[1].value->type, &e);
      uint32_t ops[2] = {slot_of(c, op->opnds[1].value), slot_of(c, op->opnds[0].value)};
      uint32_t r = slot_of(c, &op->results[0]);
      emit_lop(c, LL_REDUCE, oi, ops, 2, &r, 1);
      pclear(c, &op->results[0]);
      return CMIR_INTERP_OK;
    }
    if (red[id].kind && is_vec(op->opnds[0].value->type) && lanes_ok(op) &&
        (red[id].flt ? float_kind(e) >= 0 : int_width(e) > 0)) {
      uint32_t oi = op_index(c, op);
      IOpData *d = opd(c, oi);
      d->sub = red[id].flt;
      d->lsize = red[id].kind - 1u;
      d->w_in = red[id].flt ? (uint32_t)float_kind(e) : int_width(e);
      d->lanes = lanes;
      uint32_t a = slot_of(c, op->opnds[0].value), r = slot_of(c, &op->results[0]);
      emit_lop(c, LL_REDUCE, oi, &a, 1, &r, 1);
      pclear(c, &op->results[0]);
      return CMIR_INTERP_OK;
    }
  }
  if (fmath_ops[id]) {
    uint32_t i = fmath_ops[id] - 1u;
    const CmirType *e;
    vec_lanes(rt, &e);
    if (float_kind(e) < 0 || !lanes_ok(op))
      return unsupported(c, op, "unsupported float intrinsic operand type");
    return emit_lanes(c, op, LN_FMATH, i, (uint32_t)float_kind(e), 0);
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
      emit_lop(c, LL_LANES, oi, ops, 2, &res, 1);
      pclear(c, &op->results[0]);
      return CMIR_INTERP_OK;
    }
    return emit_lanes(c, op, LN_IMATH, i, w, 0);
  }
  char msg[160];
  snprintf(msg, sizeof msg, "intrinsic 'llvm.intr.%s' is not supported", n);
  return unsupported(c, op, msg);
}

static CmirInterpStatus compile_unrealized_cast(Comp *c, CmirOp *op) {
  if (op->nopnds != 1 || op->nresults != 1)
    return unsupported(c, op, "only 1:1 builtin.unrealized_conversion_cast is supported");
  const CmirType *from = op->opnds[0].value->type, *to = op->results[0].type;
  uint32_t sf = cmir_icomp_slots(from), st = cmir_icomp_slots(to);
  uint32_t si = slot_of(c, op->opnds[0].value), so = slot_of(c, &op->results[0]);
  if (from->kind == CMIR_TYPE_MEMREF && to->kind == CMIR_TYPE_LLVM_STRUCT && st == sf + 2) {
    uint32_t oi = op_index(c, op);
    opd(c, oi)->lanes = from->shaped.rank;
    emit_lop(c, LL_MEMREF_TO_DESC, oi, &si, 1, &so, 1);
    return CMIR_INTERP_OK;
  }
  if (from->kind == CMIR_TYPE_LLVM_STRUCT && to->kind == CMIR_TYPE_MEMREF && sf == st + 2) {
    emit_slot_moves(c, so, si + 2, st);
    return CMIR_INTERP_OK;
  }
  if (from->kind == CMIR_TYPE_LLVM_STRUCT && to->kind == CMIR_TYPE_UNRANKED_MEMREF && sf == 3)
    return CMIR_INTERP_OK; /* read at each use: see lazy_casts */
  if (from->kind == CMIR_TYPE_UNRANKED_MEMREF && to->kind == CMIR_TYPE_LLVM_STRUCT && st == 3) {
    emit_lop(c, LL_UNRANKED_TO_STRUCT, op_index(c, op), &si, 1, &so, 1);
    return CMIR_INTERP_OK;
  }
  if (from->kind == CMIR_TYPE_LLVM_PTR && to->kind == CMIR_TYPE_FUNCTION) {
    uint32_t oi = op_index(c, op);
    opd(c, oi)->ftype = to;
    emit_lop(c, LL_FNPTR, oi, &si, 1, &so, 1);
    return CMIR_INTERP_OK;
  }
  if (from->kind == CMIR_TYPE_FUNCTION && to->kind == CMIR_TYPE_LLVM_PTR) {
    emit_lop(c, LL_FUNC_TO_PTR, op_index(c, op), &si, 1, &so, 1);
    return CMIR_INTERP_OK;
  }
  bool plain_from = from->kind != CMIR_TYPE_MEMREF && from->kind != CMIR_TYPE_UNRANKED_MEMREF;
  bool plain_to = to->kind != CMIR_TYPE_MEMREF && to->kind != CMIR_TYPE_UNRANKED_MEMREF;
  if (sf == st && (from == to || (plain_from && plain_to))) {
    emit_slot_moves(c, so, si, st);
    return CMIR_INTERP_OK;
  }
  char *a = cmir_type_str(from), *b = cmir_type_str(to);
  char msg[320];
  snprintf(msg, sizeof msg, "unrealized_conversion_cast from '%s' to '%s' is not supported", a, b);
  free(a);
  free(b);
  return unsupported(c, op, msg);
}

static CmirInterpStatus compile_cf(Comp *c, CmirOp *op);

static CmirInterpStatus compile_llvm(Comp *c, CmirOp *op) {
  const CmirType *rt = op->nresults ? op->results[0].type : NULL;
  unsigned id = cmir_op_id(op);
  if (int_ops[id].is)
    return compile_elementwise(c, op, &int_ops[id], 0, overflow_flags(op),
                               "unsupported vector operand type");
  if (float_ops[id]) /* the float ops and the min/max intrinsics */
    return compile_elementwise(c, op, NULL, float_ops[id] - 1u, 0,
                               "unsupported vector operand type");
  if ((icasts[id] || fcasts[id]) && id != CMIR_OP_LLVM_BITCAST && id != CMIR_OP_ARITH_BITCAST)
    return compile_llvm_cast(c, op);
  switch (id) {
  case CMIR_OP_LLVM_BR:
  case CMIR_OP_LLVM_COND_BR:
  case CMIR_OP_LLVM_SWITCH:
    return compile_cf(c, op);
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
      emit_lop(c, LL_GLOBAL_INIT, oi, &v, 1, NULL, 0);
      emit(c, IOP_RET);
      emit(c, 0);
      return CMIR_INTERP_OK;
    }
    emit(c, IOP_RET);
    emit_slot_list(c, op->opnds, op->nopnds);
    return CMIR_INTERP_OK;
  }
  case CMIR_OP_LLVM_CALL:
    return compile_llvm_call(c, op);
  case CMIR_OP_LLVM_UNREACHABLE:
    emit_lop(c, LL_UNREACHABLE, op_index(c, op), NULL, 0, NULL, 0);
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
      emit_pcheck(c, op, op->opnds[i].value, PU_STORE);
    uint32_t ops[3] = {slot_of(c, pv), slot_of(c, op->opnds[1].value),
                       rmw ? 0 : slot_of(c, op->opnds[2].value)};
    uint32_t r = slot_of(c, &op->results[0]);
    emit_lop(c, rmw ? LL_ATOMICRMW : LL_CMPXCHG, oi, ops, rmw ? 2 : 3, &r, 1);
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
    emit_pcheck(c, op, op->opnds[0].value, PU_RUNTIME);
    emit_lop(c, LL_ALLOCA, oi, &a, 1, &r, 1);
    return CMIR_INTERP_OK;
  }
  case CMIR_OP_LLVM_EXTRACTVALUE:
  case CMIR_OP_LLVM_INSERTVALUE: {
    const CmirAttr *pa = cmir_op_get_prop(op, "position");
    const CmirType *part;
    uint32_t off;
    if (!pa || pa->kind != CMIR_ATTR_DENSE_ARRAY ||
        !agg_position(op->opnds[0].value->type, pa->darr.data, pa->darr.n, &off, &part))
      return unsupported(c, op, "malformed aggregate position");
    uint32_t agg = slot_of(c, op->opnds[0].value), res = slot_of(c, &op->results[0]);
    if (id == CMIR_OP_LLVM_EXTRACTVALUE) {
      emit_slot_moves(c, res, agg + off, cmir_icomp_slots(part));
    } else {
      emit_slot_moves(c, res, agg, cmir_icomp_slots(rt));
      emit_slot_moves(c, res + off, slot_of(c, op->opnds[1].value), cmir_icomp_slots(part));
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
        emit_slot_moves(c, res, vec, lanes * ls);
        emit_slot_moves(c, res + (uint32_t)k * ls, slot_of(c, op->opnds[1].value), ls);
      } else {
        emit_slot_moves(c, res, vec + (uint32_t)k * ls, ls);
      }
      return CMIR_INTERP_OK;
    }
    uint32_t oi = op_index(c, op);
    IOpData *d = opd(c, oi);
    d->lanes = lanes;
    d->lslots = ls;
    d->w_in = w;
    uint32_t ops[3] = {vec, slot_of(c, op->opnds[1].value), ins ? slot_of(c, iv) : 0};
    emit_pcheck(c, op, iv, PU_INDEX);
    emit_lop(c, ins ? LL_INSERTELEM : LL_EXTRACTELEM, oi, ops, ins ? 3 : 2, &res, 1);
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
      emit_slot_moves(c, res + i * ls, src, ls);
    }
    return CMIR_INTERP_OK;
  }
  case CMIR_OP_LLVM_FREEZE:
    emit_slot_moves(c, slot_of(c, &op->results[0]), slot_of(c, op->opnds[0].value),
                    cmir_icomp_slots(rt));
    pclear(c, &op->results[0]);
    return CMIR_INTERP_OK;
  case CMIR_OP_ARITH_CONSTANT:
    return compile_llvm_constant(c, op);
  case CMIR_OP_ARITH_SELECT:
  case CMIR_OP_LLVM_SELECT: {
    const CmirType *ct = op->opnds[0].value->type;
    if (!is_vec(ct))
      return compile_select(c, op);
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
      return compile_cmpi(c, op);
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
    int ft = float_kind(e);
    if (ft < 0 || !lanes_ok(op))
      return unsupported(c, op, "unsupported fcmp operand type");
    if (is_vec(t))
      return emit_lanes(c, op, LN_FCMP, pred, (uint32_t)ft, 0);
    emit3(c, IOP_FCMP, op);
    emit(c, pred);
    emit(c, (uint32_t)ft);
    emit_pprop(c, op);
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
static void lazy_casts(Comp *c, CmirOp *op) {
  for (uint32_t i = 0; i < op->nopnds; i++) {
    CmirOp *d = cmir_value_def(op->opnds[i].value);
    if (!d || !cmir_op_isa(d, CMIR_OP_BUILTIN_UNREALIZED_CONVERSION_CAST) || d->nopnds != 1 ||
        d->nresults != 1 || d->results[0].type->kind != CMIR_TYPE_UNRANKED_MEMREF ||
        d->opnds[0].value->type->kind != CMIR_TYPE_LLVM_STRUCT ||
        cmir_icomp_slots(d->opnds[0].value->type) != 3)
      continue;
    uint32_t si = slot_of(c, d->opnds[0].value), so = slot_of(c, &d->results[0]);
    emit_lop(c, LL_STRUCT_TO_UNRANKED, op_index(c, d), &si, 1, &so, 1);
  }
}

/* ---- affine ---- */

/* The affine ops run directly: each map result becomes 64-bit integer code
 * on fresh slots (constants are loaded at frame entry), then affine.for is
 * FOR_ENTER/FOR_NEXT on its max-of-lower and min-of-upper bounds,
 * affine.if a CBR on the conjunction of its constraints, and
 * affine.load/store memref.load/store's access on the subscripts: the same
 * bounds, liveness and initialization checks. */

static uint32_t affine_const(Comp *c, int64_t v) {
  uint32_t s = c->nslots++;
  IVal iv = {.i = v};
  add_const(c, s, iv);
  return s;
}

static void emit_abc(Comp *c, uint32_t opc, uint32_t a, uint32_t b, uint32_t d) {
  emit(c, opc);
  emit(c, a);
  emit(c, b);
  emit(c, d);
}

static void emit_ibin64(Comp *c, CmirOp *op, uint32_t kind, uint32_t a, uint32_t b, uint32_t d) {
  emit(c, IOP_IBIN);
  emit(c, kind);
  emit(c, 64);
  emit(c, a);
  emit(c, b);
  emit(c, d);
  emit(c, origin_index(c, op));
  emit(c, 0);
}

/* e over the map operands in[] (dims, then symbols), into a new slot (or
 * an operand's own slot); the arithmetic wraps, as lower-affine's arith
 * ops do; `a mod b` is a - floordiv(a, b) * b. */
static uint32_t affine_expr(Comp *c, CmirOp *op, const CmirAffineExpr *e, const uint32_t *in,
                            uint32_t ndims) {
  switch (e->kind) {
  case CMIR_AFFINE_CONST:
    return affine_const(c, e->value);
  case CMIR_AFFINE_DIM:
    return in[e->position];
  case CMIR_AFFINE_SYM:
    return in[ndims + e->position];
  default:
    break;
  }
  uint32_t l = affine_expr(c, op, e->bin.lhs, in, ndims);
  uint32_t r = affine_expr(c, op, e->bin.rhs, in, ndims);
  uint32_t d = c->nslots++;
  switch (e->kind) {
  case CMIR_AFFINE_ADD:
    emit_abc(c, IOP_ADD64, d, l, r);
    break;
  case CMIR_AFFINE_MUL:
    emit_abc(c, IOP_MUL64, d, l, r);
    break;
  case CMIR_AFFINE_FLOORDIV:
    emit_ibin64(c, op, II_FLOORDIVS, d, l, r);
    break;
  case CMIR_AFFINE_CEILDIV:
    emit_ibin64(c, op, II_CEILDIVS, d, l, r);
    break;
  default: { /* mod */
    uint32_t q = c->nslots++, m = c->nslots++;
    emit_ibin64(c, op, II_FLOORDIVS, q, l, r);
    emit_abc(c, IOP_MUL64, m, q, r);
    emit_abc(c, IOP_SUB64, d, l, m);
    break;
  }
  }
  return d;
}

/* The slots of the operands first..first+n of op. */
static uint32_t *affine_operands(Comp *c, CmirOp *op, uint32_t first, uint32_t n) {
  uint32_t *in = cmir_xmalloc(sizeof *in * (n + 1));
  for (uint32_t i = 0; i < n; i++)
    in[i] = slot_of(c, op->opnds[first + i].value);
  return in;
}

/* The map in property `name` of op on operands first..first+n: the slot of
 * each result (out[], map->nres of them); NULL map if absent. */
static const CmirAffineMap *affine_results(Comp *c, CmirOp *op, const char *name, uint32_t first,
                                           uint32_t n, uint32_t **out) {
  const CmirAttr *a = cmir_op_get_prop(op, name);
  if (!a || a->kind != CMIR_ATTR_AFFINE_MAP || a->map.map->ndims + a->map.map->nsyms != n)
    return NULL;
  const CmirAffineMap *map = a->map.map;
  uint32_t *in = affine_operands(c, op, first, n);
  *out = cmir_xmalloc(sizeof **out * (map->nres + 1));
  for (uint32_t i = 0; i < map->nres; i++)
    (*out)[i] = affine_expr(c, op, map->exprs[i], in, map->ndims);
  free(in);
  return map;
}

/* The results of a map reduced with opc (MINS64, MAXS64) into a new slot. */
static uint32_t affine_reduce(Comp *c, uint32_t opc, const uint32_t *v, uint32_t n) {
  uint32_t acc = v[0];
  for (uint32_t i = 1; i < n; i++) {
    uint32_t d = c->nslots++;
    emit_abc(c, opc, d, acc, v[i]);
    acc = d;
  }
  return acc;
}

static CmirInterpStatus compile_affine_for(Comp *c, CmirOp *op) {
  CmirBlock *body = cmir_op_regions(op)[0].first;
  uint32_t gs[3], gn[3];
  for (uint32_t g = 0; g < 3; g++)
    cmir_op_operand_group(op, g, &gs[g], &gn[g]);
  const CmirAttr *step = cmir_op_get_prop(op, "step");
  uint32_t *lbv = NULL, *ubv = NULL;
  const CmirAffineMap *lb = affine_results(c, op, "lowerBoundMap", gs[0], gn[0], &lbv);
  const CmirAffineMap *ub = affine_results(c, op, "upperBoundMap", gs[1], gn[1], &ubv);
  if (!body || !lb || !ub || !lb->nres || !ub->nres || !step || step->kind != CMIR_ATTR_INTEGER ||
      body->nargs != gn[2] + 1) {
    free(lbv);
    free(ubv);
    return unsupported(c, op, "malformed affine.for");
  }
  uint32_t lo = affine_reduce(c, IOP_MAXS64, lbv, lb->nres);
  uint32_t hi = affine_reduce(c, IOP_MINS64, ubv, ub->nres);
  free(lbv);
  free(ubv);
  uint32_t st = affine_const(c, cmir_attr_int_value(step));
  /* iv := lb, iter_i := init_i */
  MoveVec mv = {0};
  add_moves(c, &mv, &body->args[1], body->nargs - 1, &op->opnds[gs[2]], gn[2]);
  emit_moves(c, &mv);
  cmir_vec_free(&mv);
  emit(c, IOP_MOV);
  emit(c, slot_of(c, body->args[0]));
  emit(c, lo);
  uint32_t exit = new_label(c);
  emit(c, IOP_FOR_ENTER);
  emit(c, slot_of(c, body->args[0]));
  emit(c, hi);
  emit(c, st);
  emit(c, 64);
  emit(c, op_index(c, op));
  emit_label_ref(c, exit);
  emit(c, block_steps(body));
  push_region(c, op, exit);
  c->regions.data[c->regions.len - 1].ub = hi;
  c->regions.data[c->regions.len - 1].step = st;
  CmirInterpStatus s = compile_region_blocks(c, &cmir_op_regions(op)[0]);
  c->regions.len--;
  place_label(c, exit);
  return s;
}

static CmirInterpStatus compile_affine_if(Comp *c, CmirOp *op) {
  const CmirAttr *a = cmir_op_get_attr(op, "condition");
  CmirBlock *tb = cmir_op_regions(op)[0].first, *eb = cmir_op_regions(op)[1].first;
  if (!a || a->kind != CMIR_ATTR_INTEGER_SET || !tb ||
      a->map.map->ndims + a->map.map->nsyms != op->nopnds)
    return unsupported(c, op, "malformed affine.if");
  const CmirAffineMap *set = a->map.map;
  uint32_t *in = affine_operands(c, op, 0, op->nopnds);
  uint32_t cond = affine_const(c, 1), zero = affine_const(c, 0);
  for (uint32_t i = 0; i < set->nres; i++) {
    uint32_t v = affine_expr(c, op, set->exprs[i], in, set->ndims);
    uint32_t t = c->nslots++, d = c->nslots++;
    emit_abc(c, IOP_CMP64, t, v, zero);
    emit(c, set->eq[i] ? 0 : 5); /* eq, sge */
    emit_abc(c, IOP_AND64, d, cond, t);
    cond = d;
  }
  free(in);
  uint32_t join = new_label(c);
  Edge t = label_edge(block_label(c, tb), block_steps(tb));
  Edge f = eb ? label_edge(block_label(c, eb), block_steps(eb)) : label_edge(join, 0);
  emit(c, IOP_CBR);
  emit(c, cond);
  emit_edge_field(c, &t);
  emit_edge_field(c, &f);
  Edge both[2] = {t, f};
  emit_stubs(c, both, 2);
  push_region(c, op, join);
  CmirInterpStatus st = compile_region_blocks(c, &cmir_op_regions(op)[0]);
  if (!st && eb)
    st = compile_region_blocks(c, &cmir_op_regions(op)[1]);
  c->regions.len--;
  place_label(c, join);
  return st;
}

static CmirInterpStatus compile_affine(Comp *c, CmirOp *op) {
  unsigned id = cmir_op_id(op);
  if (id == CMIR_OP_AFFINE_FOR)
    return compile_affine_for(c, op);
  if (id == CMIR_OP_AFFINE_IF)
    return compile_affine_if(c, op);
  bool store = id == CMIR_OP_AFFINE_STORE;
  uint32_t first = id == CMIR_OP_AFFINE_LOAD ? 1 : store ? 2 : 0;
  uint32_t *v = NULL;
  const CmirAffineMap *map = affine_results(c, op, "map", first, op->nopnds - first, &v);
  if (!map || (id == CMIR_OP_AFFINE_APPLY && map->nres != 1) || (!first && !map->nres)) {
    free(v);
    return unsupported(c, op, "malformed affine map operands");
  }
  CmirInterpStatus st = CMIR_INTERP_OK;
  if (first) {
    st = compile_access_at(c, op, store, v, map->nres);
  } else {
    uint32_t r = affine_reduce(c, id == CMIR_OP_AFFINE_MAX ? IOP_MAXS64 : IOP_MINS64, v, map->nres);
    emit(c, IOP_MOV);
    emit(c, slot_of(c, &op->results[0]));
    emit(c, r);
  }
  free(v);
  return st;
}

static CmirInterpStatus compile_op(Comp *c, CmirOp *op) {
  if (c->I->opts.trace) {
    emit(c, IOP_TRACE);
    emit(c, op_index(c, op));
  }
  lazy_casts(c, op);
  switch (cmir_op_id(op)) {
  case CMIR_OP_BUILTIN_UNREALIZED_CONVERSION_CAST:
    return compile_unrealized_cast(c, op);
  case CMIR_OP_FUNC_RETURN:
    emit(c, IOP_RET);
    emit_slot_list(c, op->opnds, op->nopnds);
    return CMIR_INTERP_OK;
  case CMIR_OP_FUNC_CALL:
  case CMIR_OP_FUNC_CALL_INDIRECT:
    return compile_call(c, op);
  case CMIR_OP_FUNC_CONSTANT: {
    IFunc *f = lookup_func(c->I, cmir_op_get_prop(op, "value"));
    if (!f)
      return unsupported(c, op, "reference to an unknown function");
    IVal v = {.p = f};
    add_const(c, slot_of(c, &op->results[0]), v);
    return CMIR_INTERP_OK;
  }
  case CMIR_OP_SCF_FOR:
    return compile_scf_for(c, op);
  case CMIR_OP_SCF_IF:
    return compile_scf_if(c, op);
  case CMIR_OP_SCF_WHILE:
    return compile_scf_while(c, op);
  case CMIR_OP_SCF_EXECUTE_REGION:
    return compile_scf_execute_region(c, op);
  case CMIR_OP_SCF_INDEX_SWITCH:
    return compile_scf_index_switch(c, op);
  case CMIR_OP_SCF_YIELD:
    return compile_yield(c, op);
  case CMIR_OP_SCF_CONDITION:
    return compile_condition(c, op);
  case CMIR_OP_AFFINE_APPLY:
  case CMIR_OP_AFFINE_MIN:
  case CMIR_OP_AFFINE_MAX:
  case CMIR_OP_AFFINE_FOR:
  case CMIR_OP_AFFINE_IF:
  case CMIR_OP_AFFINE_LOAD:
  case CMIR_OP_AFFINE_STORE:
    return compile_affine(c, op);
  case CMIR_OP_AFFINE_YIELD:
    return compile_yield(c, op);
  default:
    break;
  }
  /* the rest by dialect (unregistered ops of these dialects included) */
  const char *n = cmir_op_name(op);
  if (!strncmp(n, "arith.", 6))
    return compile_arith(c, op);
  if (!strncmp(n, "memref.", 7))
    return compile_memref(c, op);
  if (!strncmp(n, "cf.", 3))
    return compile_cf(c, op);
  if (!strncmp(n, "llvm.", 5))
    return compile_llvm(c, op);
  if (!strncmp(n, "vector.", 7))
    return cmir_ivec_compile(c, op);
  char msg[256];
  snprintf(msg, sizeof msg, "op '%s' is not supported", n);
  return unsupported(c, op, msg);
}

/* ---- for vector.c ---- */

uint32_t cmir_icomp_slot(Comp *c, const CmirValue *v) { return slot_of(c, v); }
uint32_t cmir_icomp_temp(Comp *c, uint32_t n) {
  c->nslots += n;
  return c->nslots - n;
}
uint32_t cmir_icomp_op_index(Comp *c, CmirOp *op) { return op_index(c, op); }
IOpData *cmir_icomp_opdata(Comp *c, uint32_t oi) { return opd(c, oi); }
void cmir_icomp_moves(Comp *c, uint32_t dst, uint32_t src, uint32_t n) {
  emit_slot_moves(c, dst, src, n);
}
void cmir_icomp_const(Comp *c, uint32_t slot, IVal v) { add_const(c, slot, v); }
void cmir_icomp_lop(Comp *c, uint32_t k, uint32_t oi, const uint32_t *ops, uint32_t nops,
                    const uint32_t *res, uint32_t nres) {
  emit_lop(c, k, oi, ops, nops, res, nres);
}
CmirInterpStatus cmir_icomp_unsupported(Comp *c, CmirOp *op, const char *what) {
  return unsupported(c, op, what);
}
int cmir_icomp_float_kind(const CmirType *t) { return float_kind(t); }
const struct CmirDataLayout *cmir_icomp_layout(Comp *c) { return c->I->dl; }
CmirInterp *cmir_icomp_interp(Comp *c) { return c->I; }

static CmirInterpStatus compile_block(Comp *c, CmirBlock *b) {
  place_label(c, block_label(c, b));
  for (CmirOp *o = b->first; o; o = o->next)
    if (compile_op(c, o) || c->failed)
      return CMIR_INTERP_BAD_INPUT;
  return CMIR_INTERP_OK;
}

/* The builtin function type of a func.func or llvm.func (NULL for a
 * variadic llvm.func). */
static const CmirType *func_type(CmirOp *f) {
  const CmirAttr *a = cmir_op_get_prop(f, "function_type");
  if (!a || a->kind != CMIR_ATTR_TYPE)
    return NULL;
  const CmirType *t = a->type.type;
  if (t->kind != CMIR_TYPE_LLVM_FUNC)
    return t->kind == CMIR_TYPE_FUNCTION ? t : NULL;
  /* A variadic function is known by its fixed part, but only declared
   * (printf): the interpreter runs no variadic body. */
  if ((t->flags & 1) && cmir_op_regions(f)[0].first)
    return NULL;
  bool isvoid = t->lfn.ret->kind == CMIR_TYPE_LLVM_VOID;
  return cmir_type_function(cmir_op_context(f), t->lfn.n, t->lfn.args, isvoid ? 0 : 1,
                            isvoid ? NULL : &t->lfn.ret);
}

static CmirInterpStatus compile_func(CmirInterp *I, IFunc *fn) {
  Comp c;
  memset(&c, 0, sizeof c);
  c.I = I;
  c.fn = fn;
  CmirRegion *body = &cmir_op_regions(fn->op)[0];
  CmirBlock *entry = body->first;
  /* Entry arguments first: they are where the caller puts the arguments. */
  bool ok = true;
  for (uint32_t i = 0; ok && i < entry->nargs; i++)
    ok = assign_value(&c, entry->args[i], fn->op);
  fn->nargslots = c.nslots;
  for (CmirBlock *b = body->first; ok && b; b = b->next) {
    if (b != entry)
      for (uint32_t i = 0; ok && i < b->nargs; i++)
        ok = assign_value(&c, b->args[i], fn->op);
    for (CmirOp *o = b->first; ok && o; o = o->next)
      ok = assign_op(&c, o);
  }
  c.tmp = c.nslots++;
  if (ok && !I->opts.trace) {
    alias_block_args(&c, body);
    coalesce_region(&c, body);
  }
  const CmirType *ft = fn->type;
  for (uint32_t i = 0; ok && i < ft->fn.nres; i++) {
    uint32_t n = cmir_icomp_slots(ft->fn.types[ft->fn.nin + i]);
    if (!n)
      ok = unsupported(&c, fn->op, "unsupported function result type") == CMIR_INTERP_OK;
    fn->nresslots += n;
  }
  CmirInterpStatus st = ok ? CMIR_INTERP_OK : CMIR_INTERP_BAD_INPUT;
  if (!st)
    st = compile_region_blocks(&c, body);
  if (!st && c.failed)
    st = CMIR_INTERP_BAD_INPUT;
  emit(&c, IOP_HALT);
  for (uint32_t i = 0; !st && i < c.fixups.len; i++) {
    uint32_t off = c.labels.data[c.fixups.data[i].label];
    if (off == UINT32_MAX)
      st = unsupported(&c, fn->op, "internal error: unplaced label");
    c.code.data[c.fixups.data[i].at] = off;
  }
  fn->code = c.code.data;
  fn->ncode = c.code.len;
  fn->nslots = c.nslots;
  fn->entry_steps = block_steps(entry);
  fn->nconsts = c.const_slot.len;
  fn->const_slot = c.const_slot.data;
  fn->const_val = c.const_val.data;
  fn->ops = c.ops.data;
  fn->nops = c.ops.len;
  fn->compiled = true;
  cmir_vec_free(&c.labels);
  cmir_vec_free(&c.fixups);
  cmir_vec_free(&c.regions);
  pmap_free(&c.slots);
  pmap_free(&c.blocks);
  return st;
}

/* ---- runtime functions ---- */

static const struct {
  const char *name;
  IRuntimeFn rt;
  const char *sig; /* argument kinds: I=i64 F=f32 D=f64 P=!llvm.ptr, '>' then the result */
} rt_fns[] = {
    {"printI64", RT_PRINT_I64, "I"},
    {"printU64", RT_PRINT_U64, "I"},
    {"printF32", RT_PRINT_F32, "F"},
    {"printF64", RT_PRINT_F64, "D"},
    {"printOpen", RT_PRINT_OPEN, ""},
    {"printClose", RT_PRINT_CLOSE, ""},
    {"printComma", RT_PRINT_COMMA, ""},
    {"printNewline", RT_PRINT_NEWLINE, ""},
    {"printFlops", RT_PRINT_FLOPS, "D"},
    {"rtclock", RT_RTCLOCK, ">D"},
    {"printString", RT_PRINT_STRING, "P"},
    {"malloc", RT_MALLOC, "I>P"},
    {"aligned_alloc", RT_ALIGNED_ALLOC, "II>P"},
    {"free", RT_FREE, "P"},
    {"memrefCopy", RT_MEMREF_COPY, "IPP"},
    {"puts", RT_PUTS, "P"},
    {"puts", RT_PUTS, "P>i"},
    {"abort", RT_ABORT, ""},
    {"calloc", RT_CALLOC, "II>P"},
    {"printf", RT_PRINTF, "P>i"},
    {"_mlir_memref_to_llvm_alloc", RT_MALLOC, "I>P"},
    {"_mlir_memref_to_llvm_aligned_alloc", RT_ALIGNED_ALLOC, "II>P"},
    {"_mlir_memref_to_llvm_free", RT_FREE, "P"},
};

static const struct {
  const char *suffix;
  IElemKind ek;
} rt_elems[] = {{"I8", EK_I8},     {"I16", EK_I16},   {"I32", EK_I32},
                {"I64", EK_I64},   {"Ind", EK_INDEX}, {"F16", EK_F16},
                {"BF16", EK_BF16}, {"F32", EK_F32},   {"F64", EK_F64}};

static bool sig_matches(const CmirType *ft, const char *sig) {
  uint32_t nin = 0, nres = 0;
  const CmirType *const *t = ft->fn.types;
  bool res = false;
  for (const char *p = sig; *p; p++) {
    if (*p == '>') {
      res = true;
      continue;
    }
    uint32_t i = res ? ft->fn.nin + nres++ : nin++;
    if (i >= ft->fn.nin + ft->fn.nres)
      return false;
    const CmirType *want = t[i];
    bool ok = *p == 'I'   ? want->kind == CMIR_TYPE_INTEGER && want->integer.width == 64
              : *p == 'i' ? want->kind == CMIR_TYPE_INTEGER && want->integer.width == 32
              : *p == 'P' ? want->kind == CMIR_TYPE_LLVM_PTR
              : *p == 'F' ? float_kind(want) == CMIR_F_F32
                          : float_kind(want) == CMIR_F_F64;
    if (!ok)
      return false;
  }
  return nin == ft->fn.nin && nres == ft->fn.nres;
}

/* Runtime function for an external declaration; -1 if unknown, -2 if known
 * but declared with the wrong type. */
static int runtime_of(const char *name, const CmirType *ft, IElemKind *ek, uint32_t *rank) {
  bool ciface = !strncmp(name, "_mlir_ciface_", 13);
  if (ciface)
    name += 13;
  int known = -1;
  for (size_t i = 0; i < sizeof rt_fns / sizeof rt_fns[0]; i++)
    if (!strcmp(name, rt_fns[i].name)) {
      if (sig_matches(ft, rt_fns[i].sig))
        return (int)rt_fns[i].rt;
      known = -2;
    }
  if (known == -2)
    return -2;
  /* lowered printMemref*: descriptors in memory */
  if (!strncmp(name, "printMemref", 11) && (sig_matches(ft, "P") || sig_matches(ft, "IP"))) {
    const char *s = name + 11;
    int kind = ft->fn.nin == 2 ? RT_PRINT_MEMREF_RP : RT_PRINT_MEMREF_PTR;
    if (!strncmp(s, "Shape", 5)) {
      kind = RT_PRINT_SHAPE_PTR;
      s += 5;
    } else if (s[0] >= '0' && s[0] <= '9' && s[1] == 'd') {
      kind = RT_PRINT_RANKED_PTR;
      *rank = (uint32_t)(s[0] - '0');
      s += 2;
    }
    if ((kind == RT_PRINT_MEMREF_RP) == ciface || (kind != RT_PRINT_MEMREF_RP && !ciface))
      return -2;
    for (size_t i = 0; i < sizeof rt_elems / sizeof rt_elems[0]; i++)
      if (!strcmp(s, rt_elems[i].suffix)) {
        *ek = rt_elems[i].ek;
        return kind;
      }
    return -1;
  }
  if (strncmp(name, "printMemref", 11))
    return -1;
  const char *s = name + 11;
  int kind = RT_PRINT_MEMREF;
  if (!strncmp(s, "Shape", 5)) {
    kind = RT_PRINT_MEMREF_SHAPE;
    s += 5;
  } else if (s[0] >= '0' && s[0] <= '9' && s[1] == 'd') {
    kind = RT_PRINT_MEMREF_RANKED;
    s += 2;
  }
  for (size_t i = 0; i < sizeof rt_elems / sizeof rt_elems[0]; i++)
    if (!strcmp(s, rt_elems[i].suffix)) {
      *ek = rt_elems[i].ek;
      if (ft->fn.nin != 1 || ft->fn.nres != 0)
        return -2;
      const CmirType *a = ft->fn.types[0];
      bool want_unranked = kind != RT_PRINT_MEMREF_RANKED;
      if (a->kind != (want_unranked ? CMIR_TYPE_UNRANKED_MEMREF : CMIR_TYPE_MEMREF) ||
          cmir_icomp_elem_kind(a->shaped.elem) != rt_elems[i].ek)
        return -2;
      if (!want_unranked && (uint32_t)(name[11] - '0') != a->shaped.rank)
        return -2;
      return kind;
    }
  return -1;
}

/* Does the module need poison tracking? */
static bool any_poison(CmirOp *op, void *user) {
  bool *found = user;
  if (makes_poison(op))
    *found = true;
  return !*found;
}

CmirInterpStatus cmir_icomp_module(CmirInterp *I) {
  CmirOp *m = I->module;
  if (!m->nregions || !cmir_op_regions(m)[0].first)
    return CMIR_INTERP_OK;
  bool poison = false;
  cmir_op_walk(m, any_poison, &poison);
  I->track_poison = poison;
  /* Function table first, so calls can refer to any function. */
  CMIR_VEC(IFunc *) fns = {0};
  for (CmirOp *o = cmir_op_regions(m)[0].first->first; o; o = o->next) {
    if (!cmir_op_isa(o, CMIR_OP_FUNC_FUNC) && !cmir_op_isa(o, CMIR_OP_LLVM_FUNC))
      continue;
    const CmirIdent *name = cmir_op_sym_name(o);
    const CmirType *ft = func_type(o);
    if (!name || !ft)
      continue;
    IFunc *f = cmir_xcalloc(1, sizeof *f);
    f->name = name;
    f->op = o;
    f->type = ft;
    f->rt = -1;
    f->index = fns.len;
    if (!cmir_op_regions(o)[0].first) {
      IElemKind ek = EK_OTHER;
      uint32_t rank = 0;
      int rt = runtime_of(name->str, ft, &ek, &rank);
      if (rt == -2) {
        char *ts = cmir_type_str(ft);
        cmir_op_error(o, "cmir-interp: runtime function @%s declared with unexpected type '%s'",
                      name->str, ts);
        free(ts);
        free(f);
        /* The functions so far are the interpreter's: destroy frees them. */
        I->funcs = fns.data;
        I->nfuncs = fns.len;
        return CMIR_INTERP_BAD_INPUT;
      }
      f->rt = rt;
      if (rt >= 0) {
        f->ops = cmir_xcalloc(1, sizeof(IOpData));
        f->ops[0].ekind = (uint8_t)ek;
        f->ops[0].rank = rank;
        f->nops = 1;
      }
    }
    cmir_vec_push(&fns, f);
    cmir_strmap_put(&I->fn_by_name, name->str, name->len, f);
  }
  I->funcs = fns.data;
  I->nfuncs = fns.len;
  for (uint32_t i = 0; i < I->nfuncs; i++) {
    IFunc *f = I->funcs[i];
    if (cmir_op_regions(f->op)[0].first && compile_func(I, f))
      return CMIR_INTERP_BAD_INPUT;
  }
  /* llvm.mlir.global initializer regions: functions storing their value */
  for (uint32_t i = 0; i < I->nglobals; i++) {
    CmirOp *o = I->globals[i].op;
    if (!cmir_op_isa(o, CMIR_OP_LLVM_MLIR_GLOBAL) || !o->nregions || !cmir_op_regions(o)[0].first ||
        !cmir_op_regions(o)[0].first->first || !I->globals[i].handle)
      continue;
    /* `undef`/`poison`/`zero` returned as is (uninitialized memref.globals):
     * the memory is already zero, and the value may be too big for slots */
    CmirOp *v = cmir_op_regions(o)[0].first->first;
    if ((cmir_op_isa(v, CMIR_OP_LLVM_MLIR_UNDEF) || cmir_op_isa(v, CMIR_OP_LLVM_MLIR_POISON) ||
         cmir_op_isa(v, CMIR_OP_LLVM_MLIR_ZERO)) &&
        v->next && cmir_op_isa(v->next, CMIR_OP_LLVM_RETURN) && v->next->nopnds == 1 &&
        v->next->opnds[0].value == &v->results[0]) {
      IAlloc *a = cmir_imem_rec(I, I->globals[i].handle);
      if (a->init && !cmir_op_isa(v, CMIR_OP_LLVM_MLIR_ZERO))
        memset(a->init, 0, a->size ? a->size : 1);
      if (cmir_op_get_prop(o, "constant"))
        a->wgen = a->gen ^ 1;
      continue;
    }
    IFunc *f = cmir_xcalloc(1, sizeof *f);
    f->name = cmir_op_sym_name(o);
    f->op = o;
    f->rt = -1;
    f->index = UINT32_MAX;
    f->type = cmir_type_function(I->ctx, 0, NULL, 0, NULL);
    f->ginit = i + 1;
    I->ginits = cmir_xrealloc(I->ginits, (I->nginits + 1) * sizeof(IFunc *));
    I->ginits[I->nginits++] = f;
    if (compile_func(I, f))
      return CMIR_INTERP_BAD_INPUT;
  }
  return CMIR_INTERP_OK;
}

/* ---- listing (cmir-interp --dump-code) ---- */

/* Words of the instruction at pc. */
uint32_t cmir_icomp_insn_len(const uint32_t *pc) {
  switch ((IOpcode)pc[0]) {
  case IOP_HALT:
    return 1;
  case IOP_TRACE:
    return 2;
  case IOP_JMP:
  case IOP_MOV:
  case IOP_ASSERT:
    return 3;
  case IOP_BR:
    return 4 + 2 * pc[3];
  case IOP_CBR:
    return 6;
  case IOP_SWITCH:
    return 5 + 4 * pc[2];
  case IOP_FOR_ENTER:
    return 8;
  case IOP_FOR_NEXT:
    return 7;
  case IOP_CALL:
  case IOP_CALLI:
  case IOP_CALLRT:
    return 5 + pc[3] + pc[4 + pc[3]];
  case IOP_MOP:
    return 4 + pc[2] + pc[3 + pc[2]];
  case IOP_LOP:
    return 5 + pc[3] + pc[4 + pc[3]];
  case IOP_GEP:
    return 6 + 4 * pc[5];
  case IOP_PLD:
  case IOP_PST:
    return 12;
  case IOP_RET:
    return 2 + pc[1];
  case IOP_MOVES:
    return 2 + 2 * pc[1];
  case IOP_PPROP:
    return 3 + pc[2];
  case IOP_PSEL:
  case IOP_SELECT:
    return 5;
  case IOP_PCHECK:
    return 4;
  case IOP_DIVS64:
  case IOP_DIVU64:
  case IOP_REMS64:
  case IOP_REMU64:
  case IOP_CMP64:
  case IOP_ADDN:
  case IOP_SUBN:
  case IOP_MULN:
    return 5;
  case IOP_CMPN:
  case IOP_SELECTN:
  case IOP_FBIN:
  case IOP_FCMP:
    return 6;
  case IOP_IBIN:
  case IOP_ICAST:
  case IOP_FCAST:
    return 8;
  case IOP_LDX:
  case IOP_STX:
    return 5 + pc[4];
  default:
    if (pc[0] >= IOP_CBR_EQ && pc[0] <= IOP_CBR_UGE)
      return 7;
    if (pc[0] >= IOP_LD1_0 && pc[0] <= IOP_ST8_N) {
      uint32_t form = (pc[0] - IOP_LD1_0) % 4;
      return form == 3 ? 5 + pc[4] : 4 + form;
    }
    return 4; /* three-register ops */
  }
}

void cmir_icomp_dump(CmirInterp *I, FILE *f) {
  for (uint32_t i = 0; i < I->nfuncs; i++) {
    IFunc *fn = I->funcs[i];
    if (!fn->compiled)
      continue;
    fprintf(f, "@%s: %u slots (%u arguments), %u constants, entry block %u ops\n", fn->name->str,
            fn->nslots, fn->nargslots, fn->nconsts, fn->entry_steps);
    for (uint32_t k = 0; k < fn->nconsts; k++)
      fprintf(f, "  const R[%u] = 0x%llx\n", fn->const_slot[k],
              (unsigned long long)fn->const_val[k].u);
    for (uint32_t at = 0; at < fn->ncode;) {
      const uint32_t *pc = fn->code + at;
      uint32_t n = cmir_icomp_insn_len(pc);
      fprintf(f, "  %5u  %-10s", at, pc[0] < IOP_COUNT ? cmir_iop_names[pc[0]] : "?");
      for (uint32_t k = 1; k < n; k++)
        fprintf(f, " %u", pc[k]);
      fputc('\n', f);
      at += n;
    }
  }
}
