/* Translation of func.func bodies into the interpreter's internal code
 * (interp.h): every value gets register slots once, constants become a
 * template copied into the frame at entry, scf regions are laid out inline
 * as blocks, branches carry their block-argument moves already
 * sequentialised, and each op becomes a per-type opcode. Nothing here runs
 * at execution time. */
#include "compile.h"

#include "dialect/dialects.h"
#include "dialect/llvm/llvm.h"

#include <stdlib.h>
#include <string.h>

const char *const cmir_iop_names[IOP_COUNT] = {
#define X(name, doc) #name,
    CMIR_IOPS(X)
#undef X
};

/* ---- a pointer -> u32 map (values to slots, blocks to labels) ---- */

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

/* ---- the compiler state ---- */

uint32_t cmir_icomp_block_label(Comp *c, CmirBlock *b) {
  uint32_t l;
  if (!pmap_get(&c->blocks, b, &l)) {
    l = new_label(c);
    pmap_put(&c->blocks, b, l);
  }
  return l;
}

/* op_index for an op whose instruction may make poison: registers it as a
 * poison origin, so reports can say where the poison came from. */
uint32_t cmir_icomp_origin_index(Comp *c, CmirOp *op) {
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
          !cmir_icomp_agg_position(o->opnds[0].value->type, pa->darr.data, pa->darr.n, &off, &part))
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
void cmir_icomp_coalesce_region(Comp *c, CmirRegion *r) {
  for (CmirBlock *p = r->first; p; p = p->next) {
    for (CmirOp *o = p->first; o; o = o->next)
      for (uint32_t k = 0; k < o->nregions; k++)
        cmir_icomp_coalesce_region(c, &cmir_op_regions(o)[k]);
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

/* Conservative: any scalar not made by an op that never returns poison. */
bool cmir_icomp_maybe_poison(Comp *c, const CmirValue *v) {
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

void cmir_icomp_emit_pcheck(Comp *c, CmirOp *op, const CmirValue *v, IPoisonUse use) {
  if (!cmir_icomp_maybe_poison(c, v))
    return;
  emit(c, IOP_PCHECK);
  emit(c, slot_of(c, v));
  emit(c, op_index(c, op));
  emit(c, use);
}

/* P[result] := OR of the operands' poison, after an op that cannot make
 * poison itself. */
void cmir_icomp_emit_pprop(Comp *c, CmirOp *op) {
  if (!c->I->track_poison || !op->nresults || !is_scalar(op->results[0].type))
    return;
  uint32_t n = 0;
  for (uint32_t i = 0; i < op->nopnds; i++)
    n += cmir_icomp_maybe_poison(c, op->opnds[i].value);
  if (!n)
    return;
  for (uint32_t r = 0; r < op->nresults; r++) {
    emit(c, IOP_PPROP);
    emit(c, slot_of(c, &op->results[r]));
    emit(c, n);
    for (uint32_t i = 0; i < op->nopnds; i++)
      if (cmir_icomp_maybe_poison(c, op->opnds[i].value))
        emit(c, slot_of(c, op->opnds[i].value));
  }
}

/* ---- moves ---- */

/* Appends the slot moves that copy values src[i] into dst[i]. */
void cmir_icomp_add_moves(Comp *c, MoveVec *mv, CmirValue *const *dst, uint32_t ndst,
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
void cmir_icomp_emit_edge(Comp *c, uint32_t target, uint32_t steps, MoveVec *mv) {
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
void cmir_icomp_emit_block_edge(Comp *c, CmirBlock *b, const CmirUse *src, uint32_t nsrc) {
  MoveVec mv = {0};
  cmir_icomp_add_moves(c, &mv, b->args, b->nargs, src, nsrc);
  cmir_icomp_emit_edge(c, cmir_icomp_block_label(c, b), block_steps(b), &mv);
  cmir_vec_free(&mv);
}

/* Moves as a MOVES instruction (nothing if there are none). */
void cmir_icomp_emit_moves(Comp *c, MoveVec *mv) {
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
void cmir_icomp_emit_value_moves(Comp *c, CmirValue *const *dst, uint32_t ndst, const CmirUse *src,
                                 uint32_t nsrc) {
  MoveVec mv = {0};
  cmir_icomp_add_moves(c, &mv, dst, ndst, src, nsrc);
  cmir_icomp_emit_moves(c, &mv);
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

Edge cmir_icomp_block_edge(Comp *c, CmirBlock *b, const CmirUse *src, uint32_t nsrc) {
  Edge e = {cmir_icomp_block_label(c, b), block_steps(b), {0}, 0};
  cmir_icomp_add_moves(c, &e.mv, b->args, b->nargs, src, nsrc);
  return e;
}

void cmir_icomp_emit_edge_field(Comp *c, Edge *e) {
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
void cmir_icomp_emit_stubs(Comp *c, Edge *edges, uint32_t n) {
  for (uint32_t i = 0; i < n; i++) {
    Edge *e = &edges[i];
    if (e->mv.len) {
      c->code.data[e->at] = c->code.len;
      c->code.data[e->at + 1] = 0;
      emit(c, IOP_BR);
      cmir_icomp_emit_edge(c, e->label, e->steps, &e->mv);
    }
    cmir_vec_free(&e->mv);
  }
}

/* A two-way branch on cond, fused with the cmpi that defines it when the
 * compiler folded that into the branch. */
static void emit_cbr_edges(Comp *c, Edge *t, Edge *f) {
  cmir_icomp_emit_edge_field(c, t);
  cmir_icomp_emit_edge_field(c, f);
  Edge both[2] = {*t, *f};
  cmir_icomp_emit_stubs(c, both, 2);
}

void cmir_icomp_emit_cbr(Comp *c, CmirOp *op, const CmirValue *cond, Edge *t, Edge *f) {
  int pred = fused_pred(c, cond);
  if (pred >= 0) {
    CmirOp *cmp = cmir_value_def(cond);
    emit(c, IOP_CBR_EQ + (uint32_t)pred);
    emit(c, slot_of(c, cmp->opnds[0].value));
    emit(c, slot_of(c, cmp->opnds[1].value));
  } else {
    cmir_icomp_emit_pcheck(c, op, cond, PU_BRANCH);
    emit(c, IOP_CBR);
    emit(c, slot_of(c, cond));
  }
  emit_cbr_edges(c, t, f);
}

/* CBR on a slot the compiler computed itself (affine.if's condition). */
void cmir_icomp_emit_cbr_slot(Comp *c, uint32_t slot, Edge *t, Edge *f) {
  emit(c, IOP_CBR);
  emit(c, slot);
  emit_cbr_edges(c, t, f);
}

/* SWITCH A N T0 S0 (v64 T S)*N: edges[0] is the default. */
void cmir_icomp_emit_switch(Comp *c, CmirOp *op, const CmirValue *flag, uint32_t n,
                            const uint64_t *vals, Edge *edges) {
  cmir_icomp_emit_pcheck(c, op, flag, PU_BRANCH);
  emit(c, IOP_SWITCH);
  emit(c, slot_of(c, flag));
  emit(c, n);
  cmir_icomp_emit_edge_field(c, &edges[0]);
  for (uint32_t i = 0; i < n; i++) {
    emit64(c, vals[i]);
    cmir_icomp_emit_edge_field(c, &edges[i + 1]);
  }
  cmir_icomp_emit_stubs(c, edges, n + 1);
}

/* ---- constants ---- */

CmirInterpStatus cmir_icomp_constant(Comp *c, CmirOp *op) {
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

/* ---- regions ---- */

static CmirInterpStatus compile_block(Comp *c, CmirBlock *b);

CmirInterpStatus cmir_icomp_region_blocks(Comp *c, CmirRegion *r) {
  for (CmirBlock *b = r->first; b; b = b->next)
    if (compile_block(c, b))
      return CMIR_INTERP_BAD_INPUT;
  return CMIR_INTERP_OK;
}

/* The interpreter's part of each dialect, found by the op name's prefix
 * (unregistered ops of these dialects included); each dispatches on op id. */
static const struct {
  const char *prefix;
  size_t len;
  CmirInterpStatus (*compile)(Comp *c, CmirOp *op);
} dialect_parts[] = {
    {"func.", 5, cmir_icomp_func},     {"scf.", 4, cmir_icomp_scf},
    {"affine.", 7, cmir_icomp_affine}, {"arith.", 6, cmir_icomp_arith},
    {"memref.", 7, cmir_icomp_memref}, {"cf.", 3, cmir_icomp_cf},
    {"llvm.", 5, cmir_icomp_llvm},     {"vector.", 7, cmir_ivec_compile},
};

CmirInterpStatus cmir_icomp_unknown_op(Comp *c, CmirOp *op) {
  char msg[256];
  snprintf(msg, sizeof msg, "op '%s' is not supported", cmir_op_name(op));
  return unsupported(c, op, msg);
}

static CmirInterpStatus compile_op(Comp *c, CmirOp *op) {
  if (c->I->opts.trace) {
    emit(c, IOP_TRACE);
    emit(c, op_index(c, op));
  }
  cmir_icomp_lazy_casts(c, op);
  if (cmir_op_id(op) == CMIR_OP_BUILTIN_UNREALIZED_CONVERSION_CAST)
    return cmir_icomp_unrealized_cast(c, op);
  const char *n = cmir_op_name(op);
  for (size_t i = 0; i < sizeof dialect_parts / sizeof dialect_parts[0]; i++)
    if (!strncmp(n, dialect_parts[i].prefix, dialect_parts[i].len))
      return dialect_parts[i].compile(c, op);
  return cmir_icomp_unknown_op(c, op);
}

/* ---- for vector.c ---- */

uint32_t cmir_icomp_slot(Comp *c, const CmirValue *v) { return slot_of(c, v); }
uint32_t cmir_icomp_temp(Comp *c, uint32_t n) {
  c->nslots += n;
  return c->nslots - n;
}
uint32_t cmir_icomp_op_index(Comp *c, CmirOp *op) { return op_index(c, op); }
IOpData *cmir_icomp_opdata(Comp *c, uint32_t oi) { return opd(c, oi); }
void cmir_icomp_const(Comp *c, uint32_t slot, IVal v) { add_const(c, slot, v); }
CmirInterpStatus cmir_icomp_unsupported(Comp *c, CmirOp *op, const char *what) {
  return unsupported(c, op, what);
}
const struct CmirDataLayout *cmir_icomp_layout(Comp *c) { return c->I->dl; }
CmirInterp *cmir_icomp_interp(Comp *c) { return c->I; }

static CmirInterpStatus compile_block(Comp *c, CmirBlock *b) {
  place_label(c, cmir_icomp_block_label(c, b));
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
    cmir_icomp_coalesce_region(&c, body);
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
    st = cmir_icomp_region_blocks(&c, body);
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
              : *p == 'F' ? cmir_icomp_float_kind(want) == CMIR_F_F32
                          : cmir_icomp_float_kind(want) == CMIR_F_F64;
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
  if (cmir_icomp_makes_poison(op))
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
