/* mem2reg: MLIR's promotion of memory slots to SSA values (its Mem2Reg pass).
 *
 * A slot is an llvm.alloca in the entry block of its region or a
 * single-element memref.alloca of a scalar. It is promoted when every use of
 * its pointer can go: loads and stores of the slot itself (llvm.load and
 * llvm.store of a type the slot's value converts to and from, not volatile;
 * memref.load and memref.store of the element type) and ops that only
 * forward the pointer or mark it (casts, a GEP of zeros, lifetime markers).
 * Block arguments are added where definitions meet: the iterated dominance
 * frontier of the blocks that store, pruned to the blocks where the value is
 * live on entry, computed as LLVM's IDFCalculator does. The reaching
 * definition walks the dominator tree; a load nothing reaches sees the
 * default value (llvm.mlir.undef, or a zero constant for memref), created at
 * the start of the alloca's block and erased if unused. Slots are promoted in
 * rounds until none changes, as MLIR's tryToPromoteMemorySlots does. */
#include "transforms/memslot.h"
#include "transforms/transforms.h"

#include <assert.h>
#include <stdlib.h>
#include <string.h>

typedef struct Slot {
  CmirOp *alloc;
  CmirValue *ptr;
  const CmirType *elem;
  bool memref;
} Slot;

/* An op that must stop using the slot: the uses, and for a memory op the
 * definition that reaches it. */
typedef struct Entry {
  CmirOp *op;
  CmirUseVec uses;
  CmirValue *reach;
} Entry;

typedef CMIR_VEC(Entry) EntryVec;
typedef CMIR_VEC(CmirBlock *) BlockVec;

/* The dominator tree of a region, blocks numbered in reverse post-order;
 * unreachable blocks have no number. */
typedef struct DomTree {
  BlockVec rpo;     /* reachable blocks in reverse post-order */
  int32_t *idom;    /* by rpo index */
  uint32_t *level;  /* depth in the tree */
  uint32_t *kstart; /* children of i: kids[kstart[i] .. kstart[i + 1]) */
  uint32_t *kids;
} DomTree;

/* ---- memory ops ---- */

static bool is_load(const CmirOp *op) {
  return cmir_op_isa(op, CMIR_OP_LLVM_LOAD) || cmir_op_isa(op, CMIR_OP_MEMREF_LOAD);
}

static bool is_store(const CmirOp *op) {
  return cmir_op_isa(op, CMIR_OP_LLVM_STORE) || cmir_op_isa(op, CMIR_OP_MEMREF_STORE);
}

static bool is_mem_intr(const CmirOp *op) {
  return cmir_op_isa(op, CMIR_OP_LLVM_INTR_MEMSET) || cmir_op_isa(op, CMIR_OP_LLVM_INTR_MEMCPY) ||
         cmir_op_isa(op, CMIR_OP_LLVM_INTR_MEMMOVE) ||
         cmir_op_isa(op, CMIR_OP_LLVM_INTR_MEMCPY_INLINE);
}

static bool is_mem_op(const CmirOp *op) { return is_load(op) || is_store(op) || is_mem_intr(op); }

static CmirValue *mem_addr(const CmirOp *op) {
  return is_load(op) ? cmir_op_operand(op, 0) : cmir_op_operand(op, 1);
}

/* memcpy and memmove read their source; they and memset write their
 * destination */
static bool loads_from(const CmirOp *op, const Slot *s) {
  if (is_mem_intr(op))
    return !cmir_op_isa(op, CMIR_OP_LLVM_INTR_MEMSET) && cmir_op_operand(op, 1) == s->ptr;
  return is_load(op) && mem_addr(op) == s->ptr;
}
static bool stores_to(const CmirOp *op, const Slot *s) {
  if (is_mem_intr(op))
    return cmir_op_operand(op, 0) == s->ptr;
  return is_store(op) && mem_addr(op) == s->ptr;
}

/* Types whose values convert through integers (MLIR's
 * isSupportedTypeForConversion). */
static bool convertible(const CmirType *t) {
  switch (t->kind) {
  case CMIR_TYPE_LLVM_STRUCT:
  case CMIR_TYPE_LLVM_ARRAY:
  case CMIR_TYPE_LLVM_VEC:
    return false;
  case CMIR_TYPE_VECTOR:
    return !t->shaped.scalable;
  default:
    return true;
  }
}

static bool conversion_ok(const CmirType *target, const CmirType *src, bool narrowing) {
  if (target == src)
    return true;
  if (!convertible(target) || !convertible(src))
    return false;
  uint64_t ts = cmir_slot_type_size(target), ss = cmir_slot_type_size(src);
  if (target->kind == CMIR_TYPE_LLVM_PTR && src->kind == CMIR_TYPE_LLVM_PTR)
    return ts == ss;
  return narrowing ? ts <= ss : ts >= ss;
}

static bool is_volatile(const CmirOp *op) { return cmir_op_get_prop(op, "volatile_") != NULL; }

/* A memset of a whole integer slot of whole bytes, or a whole copy into or
 * out of the slot from another pointer, not volatile. */
static bool mem_intr_can_remove(CmirOp *op, const Slot *s, const CmirUseVec *uses) {
  CmirSlotMemIntr mi;
  if (s->memref || !cmir_slot_mem_intr(op, &mi) || mi.vol || !mi.len_known)
    return false;
  for (uint32_t i = 0; i < uses->len; i++)
    if (uses->data[i]->value != s->ptr)
      return false;
  if (mi.copy) {
    if (mi.dst == mi.src)
      return false;
  } else if (s->elem->kind != CMIR_TYPE_INTEGER || s->elem->integer.width % 8 ||
             !s->elem->integer.width) {
    return false;
  }
  return mi.len == cmir_slot_type_size(s->elem);
}

static bool mem_can_remove(CmirOp *op, const Slot *s, const CmirUseVec *uses) {
  if (is_mem_intr(op))
    return mem_intr_can_remove(op, s, uses);
  if (uses->len != 1 || uses->data[0]->value != s->ptr || mem_addr(op) != s->ptr)
    return false;
  switch (cmir_op_id(op)) {
  case CMIR_OP_LLVM_LOAD:
    return conversion_ok(op->results[0].type, s->elem, true) && !is_volatile(op);
  case CMIR_OP_LLVM_STORE:
    return cmir_op_operand(op, 0) != s->ptr &&
           conversion_ok(s->elem, cmir_op_operand(op, 0)->type, false) && !is_volatile(op);
  case CMIR_OP_MEMREF_LOAD:
    return op->results[0].type == s->elem;
  case CMIR_OP_MEMREF_STORE:
    return cmir_op_operand(op, 0) != s->ptr && cmir_op_operand(op, 0)->type == s->elem;
  default:
    return false;
  }
}

/* ---- conversions between the slot's type and the accessed type ---- */

static CmirValue *cast(CmirSlotBuilder *b, CmirOpId id, CmirLoc loc, CmirValue *v,
                       const CmirType *t) {
  return &cmir_slot_create(b, id, loc, 1, &v, t, NULL)->results[0];
}

/* createOrFold of llvm.bitcast and llvm.addrspacecast: chains fold. */
static CmirValue *cast_fold(CmirSlotBuilder *b, CmirOpId id, CmirLoc loc, CmirValue *v,
                            const CmirType *t) {
  if (v->type == t)
    return v;
  CmirOp *d = cmir_value_def(v);
  if (d && cmir_op_isa(d, id)) {
    CmirValue *src = cmir_op_operand(d, 0);
    if (src->type == t)
      return src;
    v = src;
  }
  return cast(b, id, loc, v, t);
}

static const CmirType *int_type(CmirContext *ctx, uint64_t bits) {
  return cmir_type_int(ctx, (uint32_t)bits, CMIR_SIGNLESS);
}

/* An llvm.mlir.constant of integer type t from little-endian words. */
static CmirValue *int_constant(CmirSlotBuilder *b, CmirLoc loc, const CmirType *t,
                               const uint64_t *w) {
  uint32_t bits = t->integer.width;
  const CmirAttr *a;
  if (bits <= 64) {
    uint64_t v = w[0];
    if (bits < 64) {
      v &= (UINT64_C(1) << bits) - 1;
      if (v >> (bits - 1) & 1)
        v |= ~UINT64_C(0) << bits;
    }
    a = cmir_attr_int(b->ctx, t, (int64_t)v);
  } else {
    a = cmir_attr_int_words(b->ctx, t, w);
  }
  CmirNamedAttr na = {cmir_ident(b->ctx, "value"), a};
  return &cmir_slot_create(b, CMIR_OP_LLVM_MLIR_CONSTANT, loc, 0, NULL, t,
                           cmir_attr_dict(b->ctx, 1, &na))
              ->results[0];
}

static CmirValue *to_same_sized_int(CmirSlotBuilder *b, CmirLoc loc, CmirValue *v) {
  if (v->type->kind == CMIR_TYPE_INTEGER)
    return v;
  const CmirType *it = int_type(b->ctx, cmir_slot_type_bits(v->type));
  if (v->type->kind == CMIR_TYPE_LLVM_PTR)
    return cast(b, CMIR_OP_LLVM_PTRTOINT, loc, v, it);
  return cast_fold(b, CMIR_OP_LLVM_BITCAST, loc, v, it);
}

static CmirValue *int_to_same_sized(CmirSlotBuilder *b, CmirLoc loc, CmirValue *v,
                                    const CmirType *t) {
  if (v->type == t)
    return v;
  if (t->kind == CMIR_TYPE_LLVM_PTR)
    return cast(b, CMIR_OP_LLVM_INTTOPTR, loc, v, t);
  return cast_fold(b, CMIR_OP_LLVM_BITCAST, loc, v, t);
}

static CmirValue *same_sized(CmirSlotBuilder *b, CmirLoc loc, CmirValue *v, const CmirType *t) {
  if (v->type == t)
    return v;
  if (v->type->kind == CMIR_TYPE_LLVM_PTR && t->kind == CMIR_TYPE_LLVM_PTR)
    return cast_fold(b, CMIR_OP_LLVM_ADDRSPACECAST, loc, v, t);
  return int_to_same_sized(b, loc, to_same_sized_int(b, loc, v), t);
}

/* What a load of type t reads from a slot holding v (little endian). */
static CmirValue *extract_and_cast(CmirSlotBuilder *b, CmirLoc loc, CmirValue *v,
                                   const CmirType *t) {
  uint64_t sbits = cmir_slot_type_bits(v->type), tbits = cmir_slot_type_bits(t);
  if (sbits == tbits)
    return same_sized(b, loc, v, t);
  CmirValue *r = to_same_sized_int(b, loc, v);
  r = cast(b, CMIR_OP_LLVM_TRUNC, loc, r, int_type(b->ctx, tbits));
  return int_to_same_sized(b, loc, r, t);
}

/* What the slot holds once v is stored over def (little endian). */
static CmirValue *insert_and_cast(CmirSlotBuilder *b, CmirLoc loc, CmirValue *v, CmirValue *def) {
  uint64_t vbits = cmir_slot_type_bits(v->type), sbits = cmir_slot_type_bits(def->type);
  if (vbits == sbits)
    return same_sized(b, loc, v, def->type);
  CmirValue *di = to_same_sized_int(b, loc, def);
  CmirValue *vi = to_same_sized_int(b, loc, v);
  /* createOrFold of the zext: a constant folds into a wider one */
  CmirOp *vd = cmir_value_def(vi);
  const CmirAttr *c =
      vd && cmir_op_isa(vd, CMIR_OP_LLVM_MLIR_CONSTANT) ? cmir_op_get_prop(vd, "value") : NULL;
  uint32_t nw = (uint32_t)((sbits + 63) / 64);
  uint64_t *w = cmir_xcalloc(nw, sizeof *w);
  if (c && c->kind == CMIR_ATTR_INTEGER && vbits <= 64) {
    w[0] = (uint64_t)c->i.v;
    if (vbits < 64)
      w[0] &= (UINT64_C(1) << vbits) - 1;
    vi = int_constant(b, loc, di->type, w);
  } else {
    vi = cast(b, CMIR_OP_LLVM_ZEXT, loc, vi, di->type);
  }
  /* the mask keeps the bits above the stored value */
  for (uint32_t i = 0; i < nw; i++) {
    uint64_t lo = (uint64_t)i * 64;
    uint64_t m = ~UINT64_C(0);
    if (vbits >= lo + 64)
      m = 0;
    else if (vbits > lo)
      m = ~UINT64_C(0) << (vbits - lo);
    w[i] = m;
  }
  CmirValue *mask = int_constant(b, loc, di->type, w);
  free(w);
  CmirValue *ops[2] = {di, mask};
  CmirValue *masked =
      &cmir_slot_create(b, CMIR_OP_LLVM_AND, loc, 2, ops, di->type, NULL)->results[0];
  ops[0] = masked;
  ops[1] = vi;
  CmirValue *comb = &cmir_slot_create(b, CMIR_OP_LLVM_OR, loc, 2, ops, di->type, NULL)->results[0];
  return int_to_same_sized(b, loc, comb, def->type);
}

/* ---- the analysis ---- */

static Entry *entry_of(EntryVec *ev, CmirOp *op) {
  uintptr_t i = (uintptr_t)op->aux;
  if (i && i <= ev->len && ev->data[i - 1].op == op)
    return &ev->data[i - 1];
  return NULL;
}

static void add_blocking(EntryVec *ev, CmirUse *u) {
  Entry *e = entry_of(ev, u->owner);
  if (!e) {
    cmir_vec_push(ev, ((Entry){u->owner, {0}, NULL}));
    u->owner->aux = (void *)(uintptr_t)ev->len;
    e = &ev->data[ev->len - 1];
  }
  for (uint32_t i = 0; i < e->uses.len; i++)
    if (e->uses.data[i] == u)
      return;
  cmir_vec_push(&e->uses, u);
}

static void entries_free(EntryVec *ev) {
  for (uint32_t i = 0; i < ev->len; i++) {
    if (ev->data[i].op)
      ev->data[i].op->aux = NULL;
    cmir_vec_free(&ev->data[i].uses);
  }
  cmir_vec_free(ev);
}

static bool compute_blocking(const Slot *s, EntryVec *ev) {
  for (CmirUse *u = s->ptr->uses; u; u = u->next)
    add_blocking(ev, u);
  CmirOpVec slice = {0};
  cmir_slot_forward_slice(s->ptr, &slice);
  bool ok = true;
  for (uint32_t i = 0; ok && i < slice.len; i++) {
    CmirOp *op = slice.data[i];
    Entry *e = entry_of(ev, op);
    if (!e)
      continue;
    if (is_mem_op(op)) {
      ok = mem_can_remove(op, s, &e->uses);
      continue;
    }
    CmirUseVec fwd = {0};
    ok = cmir_slot_op_is_promotable(op) && cmir_slot_can_uses_be_removed(op, &e->uses, &fwd);
    for (uint32_t k = 0; ok && k < fwd.len; k++)
      add_blocking(ev, fwd.data[k]);
    cmir_vec_free(&fwd);
  }
  cmir_vec_free(&slice);
  CmirRegion *r = s->ptr->is_arg ? NULL : cmir_value_def(s->ptr)->block->parent;
  for (uint32_t i = 0; ok && i < ev->len; i++)
    if (is_mem_op(ev->data[i].op) && ev->data[i].op->block->parent != r)
      ok = false;
  return ok;
}

/* ---- dominators and merge points ---- */

static uint32_t bnum(const CmirBlock *b) { return b->aux; } /* 1 + rpo index, 0 unreachable */

static void dom_build(DomTree *d, CmirRegion *r) {
  /* post-order by an explicit stack of (block, next successor) */
  typedef struct {
    CmirBlock *b;
    uint32_t s;
  } F;
  CMIR_VEC(F) st = {0};
  BlockVec post = {0};
  r->first->aux = UINT32_MAX; /* visited */
  cmir_vec_push(&st, ((F){r->first, 0}));
  while (st.len) {
    F *f = &st.data[st.len - 1];
    CmirOp *t = f->b->last;
    if (t && f->s < t->nsuccs) {
      CmirBlock *sb = cmir_op_succs(t)[f->s++].block;
      if (!sb->aux) {
        sb->aux = UINT32_MAX;
        cmir_vec_push(&st, ((F){sb, 0}));
      }
      continue;
    }
    cmir_vec_push(&post, f->b);
    st.len--;
  }
  cmir_vec_free(&st);
  uint32_t n = post.len;
  for (uint32_t i = 0; i < n; i++) {
    cmir_vec_push(&d->rpo, post.data[n - 1 - i]);
    d->rpo.data[i]->aux = i + 1;
  }
  cmir_vec_free(&post);
  d->idom = cmir_xmalloc(sizeof(int32_t) * n);
  for (uint32_t i = 0; i < n; i++)
    d->idom[i] = -1;
  d->idom[0] = 0;
  for (bool changed = true; changed;) {
    changed = false;
    for (uint32_t i = 1; i < n; i++) {
      int32_t nid = -1;
      for (CmirBlockUse *p = d->rpo.data[i]->preds; p; p = p->next) {
        uint32_t pn = bnum(p->owner->block);
        if (!pn || d->idom[pn - 1] < 0)
          continue;
        int32_t a = (int32_t)pn - 1;
        if (nid < 0) {
          nid = a;
          continue;
        }
        int32_t x = a, y = nid;
        while (x != y) {
          while (x > y)
            x = d->idom[x];
          while (y > x)
            y = d->idom[y];
        }
        nid = x;
      }
      if (nid != d->idom[i]) {
        d->idom[i] = nid;
        changed = true;
      }
    }
  }
  d->level = cmir_xcalloc(n, sizeof(uint32_t));
  d->kstart = cmir_xcalloc(n + 1, sizeof(uint32_t));
  d->kids = cmir_xmalloc(sizeof(uint32_t) * (n ? n : 1));
  for (uint32_t i = 1; i < n; i++) {
    d->level[i] = d->level[d->idom[i]] + 1;
    d->kstart[d->idom[i] + 1]++;
  }
  for (uint32_t i = 0; i < n; i++)
    d->kstart[i + 1] += d->kstart[i];
  uint32_t *fill = cmir_xmalloc(sizeof(uint32_t) * (n ? n : 1));
  memcpy(fill, d->kstart, sizeof(uint32_t) * n);
  for (uint32_t i = 1; i < n; i++)
    d->kids[fill[d->idom[i]]++] = i;
  free(fill);
}

static void dom_free(DomTree *d, CmirRegion *r) {
  for (CmirBlock *b = r->first; b; b = b->next)
    b->aux = 0;
  cmir_vec_free(&d->rpo);
  free(d->idom);
  free(d->level);
  free(d->kstart);
  free(d->kids);
}

/* Merge points (as flags by rpo index) of slot s: LLVM's IDFCalculator on
 * the blocks that store, restricted to the blocks where s is live-in. */
static void merge_points(const Slot *s, DomTree *d, bool *merge) {
  uint32_t n = d->rpo.len;
  bool *def = cmir_xcalloc(n, 1), *live = cmir_xcalloc(n, 1), *seen = cmir_xcalloc(n, 1);
  bool *defblk_unreach_seen = NULL;
  (void)defblk_unreach_seen;
  for (CmirUse *u = s->ptr->uses; u; u = u->next)
    if (stores_to(u->owner, s) && bnum(u->owner->block))
      def[bnum(u->owner->block) - 1] = true;
  /* live-in: blocks that load before storing, then their predecessors up
   * to the defining blocks */
  CMIR_VEC(uint32_t) work = {0};
  BlockVec visited = {0};
  for (CmirUse *u = s->ptr->uses; u; u = u->next) {
    CmirBlock *b = u->owner->block;
    bool dup = false;
    for (uint32_t i = 0; i < visited.len && !dup; i++)
      dup = visited.data[i] == b;
    if (dup)
      continue;
    cmir_vec_push(&visited, b);
    for (CmirOp *o = b->first; o; o = o->next) {
      if (loads_from(o, s)) {
        if (bnum(b))
          cmir_vec_push(&work, bnum(b) - 1);
        break;
      }
      if (stores_to(o, s))
        break;
    }
  }
  cmir_vec_free(&visited);
  while (work.len) {
    uint32_t i = work.data[--work.len];
    if (live[i])
      continue;
    live[i] = true;
    for (CmirBlockUse *p = d->rpo.data[i]->preds; p; p = p->next) {
      uint32_t pn = bnum(p->owner->block);
      if (pn && !def[pn - 1])
        cmir_vec_push(&work, pn - 1);
    }
  }
  /* the priority queue: pending roots, the deepest first */
  bool *pending = cmir_xcalloc(n, 1), *inwork = cmir_xcalloc(n, 1);
  for (uint32_t i = 0; i < n; i++)
    pending[i] = def[i];
  for (;;) {
    int32_t root = -1;
    for (uint32_t i = 0; i < n; i++)
      if (pending[i] && (root < 0 || d->level[i] > d->level[root]))
        root = (int32_t)i;
    if (root < 0)
      break;
    pending[root] = false;
    uint32_t rl = d->level[root];
    cmir_vec_push(&work, (uint32_t)root);
    inwork[root] = true;
    while (work.len) {
      uint32_t x = work.data[--work.len];
      CmirOp *t = d->rpo.data[x]->last;
      for (uint32_t k = 0; t && k < t->nsuccs; k++) {
        uint32_t sn = bnum(cmir_op_succs(t)[k].block);
        if (!sn)
          continue;
        uint32_t y = sn - 1;
        if (d->level[y] > rl || seen[y])
          continue;
        seen[y] = true;
        if (!live[y])
          continue;
        merge[y] = true;
        if (!def[y])
          pending[y] = true;
      }
      for (uint32_t k = d->kstart[x]; k < d->kstart[x + 1]; k++)
        if (!inwork[d->kids[k]]) {
          inwork[d->kids[k]] = true;
          cmir_vec_push(&work, d->kids[k]);
        }
    }
  }
  cmir_vec_free(&work);
  free(def);
  free(live);
  free(seen);
  free(pending);
  free(inwork);
}

static bool is_branch(const CmirOp *op) {
  switch (cmir_op_id(op)) {
  case CMIR_OP_LLVM_BR:
  case CMIR_OP_LLVM_COND_BR:
  case CMIR_OP_LLVM_SWITCH:
  case CMIR_OP_LLVM_INVOKE:
  case CMIR_OP_CF_BR:
  case CMIR_OP_CF_COND_BR:
  case CMIR_OP_CF_SWITCH:
    return true;
  default:
    return false;
  }
}

/* Appends v to the operands op forwards to successor s (segment sizes
 * follow). */
static void append_succ_operand(CmirOp *op, uint32_t s, CmirValue *v) {
  CmirContext *ctx = cmir_op_context(op);
  uint32_t start, n;
  cmir_op_successor_operands(op, s, &start, &n);
  uint32_t pos = start + n;
  CmirValue **vals = cmir_xmalloc(sizeof *vals * (op->nopnds + 1));
  uint32_t k = 0;
  for (uint32_t i = 0; i <= op->nopnds; i++) {
    if (i == pos)
      vals[k++] = v;
    if (i < op->nopnds)
      vals[k++] = op->opnds[i].value;
  }
  const CmirAttr *seg = cmir_op_get_prop(op, "operandSegmentSizes");
  if (seg && seg->kind == CMIR_ATTR_DENSE_ARRAY && seg->darr.n <= 8) {
    int32_t sz[8];
    memcpy(sz, seg->darr.data, sizeof(int32_t) * seg->darr.n);
    bool sw = cmir_op_isa(op, CMIR_OP_CF_SWITCH) || cmir_op_isa(op, CMIR_OP_LLVM_SWITCH);
    uint32_t g = sw ? (s == 0 ? 1 : 2) : 1 + s;
    if (g < seg->darr.n)
      sz[g]++;
    cmir_op_set_prop(op, "operandSegmentSizes", cmir_attr_dense_i32_array(ctx, seg->darr.n, sz));
  }
  const CmirAttr *cs = s ? cmir_op_get_prop(op, "case_operand_segments") : NULL;
  if (cs && cs->kind == CMIR_ATTR_DENSE_ARRAY && s - 1 < cs->darr.n) {
    int32_t *sz = cmir_xmalloc(sizeof(int32_t) * cs->darr.n);
    memcpy(sz, cs->darr.data, sizeof(int32_t) * cs->darr.n);
    sz[s - 1]++;
    cmir_op_set_prop(op, "case_operand_segments", cmir_attr_dense_i32_array(ctx, cs->darr.n, sz));
    free(sz);
  }
  cmir_op_set_operands(op, k, vals);
  free(vals);
}

/* ---- promotion ---- */

static CmirValue *default_value(const Slot *s, CmirContext *ctx) {
  CmirSlotBuilder b = {ctx, NULL, NULL};
  cmir_slot_builder_start(&b, s->alloc->block);
  if (!s->memref)
    return &cmir_slot_create(&b, CMIR_OP_LLVM_MLIR_UNDEF, s->alloc->loc, 0, NULL, s->elem, NULL)
                ->results[0];
  if (s->elem->kind == CMIR_TYPE_MEMREF)
    return &cmir_slot_create(&b, CMIR_OP_MEMREF_ALLOCA, s->alloc->loc, 0, NULL, s->elem,
                             cmir_attr_dict(ctx, 1,
                                            &(CmirNamedAttr){cmir_ident(ctx, "operandSegmentSizes"),
                                                             cmir_attr_dense_i32_array(
                                                                 ctx, 2, (int32_t[]){0, 0})}))
                ->results[0];
  const CmirAttr *zero = s->elem->kind == CMIR_TYPE_FLOAT
                             ? cmir_attr_float_double(ctx, s->elem, 0.0)
                             : cmir_attr_int(ctx, s->elem, 0);
  CmirNamedAttr na = {cmir_ident(ctx, "value"), zero};
  return &cmir_slot_create(&b, CMIR_OP_ARITH_CONSTANT, s->alloc->loc, 0, NULL, s->elem,
                           cmir_attr_dict(ctx, 1, &na))
              ->results[0];
}

/* The value a memset of byte v leaves in an integer slot of type t: the
 * byte, widened and repeated by doubling shifts. */
static CmirValue *memset_value(CmirSlotBuilder *b, CmirLoc loc, CmirValue *v, const CmirType *t) {
  if (t->integer.width == 8)
    return v;
  CmirValue *cur = cast(b, CMIR_OP_LLVM_ZEXT, loc, v, t);
  for (uint64_t covered = 8; covered < t->integer.width; covered *= 2) {
    CmirValue *ops[2] = {cur, cmir_slot_int_constant(b, loc, t, covered)};
    ops[1] = &cmir_slot_create(b, CMIR_OP_LLVM_SHL, loc, 2, ops, t, NULL)->results[0];
    ops[0] = cur;
    cur = &cmir_slot_create(b, CMIR_OP_LLVM_OR, loc, 2, ops, t, NULL)->results[0];
  }
  return cur;
}

/* The definition a store leaves in the slot. */
static CmirValue *stored_value(CmirOp *st, const Slot *s, CmirValue *reach, CmirContext *ctx) {
  CmirValue *v = cmir_op_operand(st, 0);
  if (s->memref)
    return v;
  CmirSlotBuilder b = {ctx, NULL, NULL};
  cmir_slot_builder_after(&b, st);
  if (cmir_op_isa(st, CMIR_OP_LLVM_INTR_MEMSET))
    return memset_value(&b, st->loc, cmir_op_operand(st, 1), s->elem);
  if (is_mem_intr(st)) {
    CmirValue *src = cmir_op_operand(st, 1);
    return &cmir_slot_create(&b, CMIR_OP_LLVM_LOAD, st->loc, 1, &src, s->elem, NULL)->results[0];
  }
  return insert_and_cast(&b, st->loc, v, reach);
}

static CmirValue *reach_in_block(CmirBlock *blk, const Slot *s, EntryVec *ev, CmirValue *reach,
                                 CmirContext *ctx) {
  for (CmirOp *o = blk->first; o; o = o->next) {
    if (!is_mem_op(o))
      continue;
    Entry *e = entry_of(ev, o);
    if (e)
      e->reach = reach;
    if (stores_to(o, s))
      reach = stored_value(o, s, reach, ctx);
  }
  return reach;
}

static void promote(const Slot *s, EntryVec *ev, DomTree *d, const bool *merge, CmirContext *ctx) {
  CmirValue *def = default_value(s, ctx);
  CmirRegion *r = s->alloc->block->parent;
  if (!d) {
    reach_in_block(r->first, s, ev, def, ctx);
  } else {
    typedef struct {
      uint32_t node;
      CmirValue *reach;
    } Job;
    CMIR_VEC(Job) stack = {0};
    cmir_vec_push(&stack, ((Job){0, def}));
    while (stack.len) {
      Job j = stack.data[--stack.len];
      CmirBlock *blk = d->rpo.data[j.node];
      if (merge[j.node]) {
        j.reach = cmir_block_add_arg(blk, s->elem);
        cmir_block_set_arg_loc(blk, blk->nargs - 1, s->alloc->loc);
      }
      j.reach = reach_in_block(blk, s, ev, j.reach, ctx);
      CmirOp *t = blk->last;
      if (t && is_branch(t))
        for (uint32_t k = 0; k < t->nsuccs; k++) {
          uint32_t sn = bnum(cmir_op_succs(t)[k].block);
          if (sn && merge[sn - 1])
            append_succ_operand(t, k, j.reach);
        }
      for (uint32_t k = d->kstart[j.node]; k < d->kstart[j.node + 1]; k++)
        cmir_vec_push(&stack, ((Job){d->kids[k], j.reach}));
    }
    cmir_vec_free(&stack);
  }
  /* remove the blocking uses */
  CmirOpVec dead = {0};
  for (uint32_t i = 0; i < ev->len; i++) {
    CmirOp *op = ev->data[i].op;
    if (is_load(op)) {
      CmirValue *reach = ev->data[i].reach ? ev->data[i].reach : def;
      CmirValue *nv = reach;
      if (!s->memref) {
        CmirSlotBuilder b = {ctx, NULL, NULL};
        cmir_slot_builder_after(&b, op);
        nv = extract_and_cast(&b, op->loc, reach, op->results[0].type);
      }
      cmir_value_replace_all_uses(&op->results[0], nv);
    } else if (is_mem_intr(op)) {
      /* a copy out of the slot stores what reaches it */
      if (loads_from(op, s)) {
        CmirValue *ops[2] = {ev->data[i].reach ? ev->data[i].reach : def, cmir_op_operand(op, 0)};
        CmirSlotBuilder b = {ctx, NULL, NULL};
        cmir_slot_builder_after(&b, op);
        cmir_slot_create(&b, CMIR_OP_LLVM_STORE, op->loc, 2, ops, NULL, NULL);
      }
    } else if (!is_store(op)) {
      cmir_slot_remove_blocking_uses(op);
    }
    cmir_vec_push(&dead, op);
  }
  /* erase users before what they use */
  for (bool progress = true; progress && dead.len;) {
    progress = false;
    for (uint32_t i = 0; i < dead.len;) {
      CmirOp *op = dead.data[i];
      bool used = false;
      for (uint32_t k = 0; k < op->nresults && !used; k++)
        used = cmir_value_has_uses(&op->results[k]);
      if (used) {
        i++;
        continue;
      }
      op->aux = NULL;
      for (uint32_t k = 0; k < ev->len; k++)
        if (ev->data[k].op == op)
          ev->data[k].op = NULL;
      cmir_op_erase(op);
      dead.data[i] = dead.data[--dead.len];
      progress = true;
    }
  }
  cmir_vec_free(&dead);
  /* branches from blocks the walk did not reach pass the default */
  if (d)
    for (uint32_t i = 0; i < d->rpo.len; i++) {
      if (!merge[i])
        continue;
      CmirBlock *blk = d->rpo.data[i];
      for (CmirBlockUse *p = blk->preds; p; p = p->next) {
        uint32_t si = (uint32_t)(p - cmir_op_succs(p->owner));
        uint32_t start, n;
        cmir_op_successor_operands(p->owner, si, &start, &n);
        if (n + 1 == blk->nargs)
          append_succ_operand(p->owner, si, def);
      }
    }
  if (!cmir_value_has_uses(def))
    cmir_op_erase(cmir_value_def(def));
  cmir_op_erase(s->alloc);
}

/* Tries to promote the slot of alloc; true if it did (alloc is erased). */
static bool try_promote(CmirOp *alloc, CmirContext *ctx) {
  Slot s = {alloc, &alloc->results[0], NULL, false};
  if (cmir_op_isa(alloc, CMIR_OP_LLVM_ALLOCA)) {
    if (alloc->block != alloc->block->parent->first)
      return false;
    const CmirAttr *et = cmir_op_get_prop(alloc, "elem_type");
    if (!et || et->kind != CMIR_ATTR_TYPE)
      return false;
    s.elem = et->type.type;
  } else {
    const CmirType *mt = alloc->results[0].type;
    if (mt->kind != CMIR_TYPE_MEMREF || !cmir_type_has_static_shape(mt) ||
        cmir_type_num_elements(mt) != 1)
      return false;
    const CmirType *e = mt->shaped.elem;
    if (e->kind != CMIR_TYPE_MEMREF && e->kind != CMIR_TYPE_INTEGER && e->kind != CMIR_TYPE_INDEX &&
        e->kind != CMIR_TYPE_FLOAT)
      return false;
    s.elem = e;
    s.memref = true;
  }
  if (!cmir_value_has_uses(s.ptr))
    return false;
  EntryVec ev = {0};
  bool ok = compute_blocking(&s, &ev);
  CmirRegion *r = alloc->block->parent;
  bool multi = r->first != r->last;
  DomTree d = {0};
  bool *merge = NULL;
  if (ok && multi) {
    dom_build(&d, r);
    merge = cmir_xcalloc(d.rpo.len ? d.rpo.len : 1, 1);
    merge_points(&s, &d, merge);
    for (uint32_t i = 0; ok && i < d.rpo.len; i++)
      if (merge[i])
        for (CmirBlockUse *p = d.rpo.data[i]->preds; ok && p; p = p->next)
          ok = is_branch(p->owner);
  }
  if (ok)
    promote(&s, &ev, multi ? &d : NULL, merge, ctx);
  if (multi && merge)
    dom_free(&d, r);
  free(merge);
  entries_free(&ev);
  return ok;
}

CmirStatus cmir_pass_mem2reg(CmirOp *root, const char *options) {
  CmirContext *ctx = cmir_op_context(root);
  CmirPassOption o;
  const char *p = options;
  while (p && cmir_pass_option_next(&p, &o)) {
    bool v;
    if (cmir_pass_option_is(&o, "region-simplify")) {
      if (cmir_pass_option_bool(ctx, &o, &v) != CMIR_OK)
        return CMIR_FAIL;
    } else {
      return cmir_pass_option_unknown(ctx, &o);
    }
  }
  for (uint32_t ri = 0; ri < root->nregions; ri++) {
    CmirRegion *r = &cmir_op_regions(root)[ri];
    CmirOpVec work = {0};
    for (CmirBlock *b = r->first; b; b = b->next)
      for (CmirOp *op = b->first; op; op = op->next)
        cmir_op_walk(op, cmir_slot_collect_allocas, &work);
    for (bool changed = true; changed;) {
      changed = false;
      uint32_t k = 0;
      for (uint32_t i = 0; i < work.len; i++) {
        if (try_promote(work.data[i], ctx))
          changed = true;
        else
          work.data[k++] = work.data[i];
      }
      work.len = k;
    }
    cmir_vec_free(&work);
  }
  return CMIR_OK;
}
