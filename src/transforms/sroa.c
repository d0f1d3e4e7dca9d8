/* sroa: MLIR's scalar replacement of aggregates (its SROA pass) on
 * llvm.alloca.
 *
 * An llvm.alloca of one struct, or of one array of at most 16 elements, is
 * split into one alloca per field that is accessed, when every use of its
 * pointer is an access MLIR can rewire: a GEP of constant, non-negative
 * indices landing inside a field (rewired to a byte GEP of the field's
 * alloca, folded away at offset 0), a load or store of the slot itself no
 * wider than its first field, and what they lead to stays inside the field
 * (loads, stores, GEPs within bounds); other uses must be promotable ops
 * (lifetime markers, casts) that go away. Field allocas come right after the
 * split one, in the order their first access was found walking the pointer's
 * use list; they are split again in further rounds, as MLIR's
 * tryToDestructureMemorySlots does. */
#include "transforms/memslot.h"
#include "transforms/transforms.h"

#include <stdlib.h>
#include <string.h>

#define GEP_DYNAMIC INT32_MIN /* rawConstantIndices' marker of a dynamic index */
#define MAX_ARRAY   16        /* MLIR's largest destructurable array */

typedef struct DSlot {
  CmirOp *alloc;
  CmirValue *ptr;
  const CmirType *elem; /* the aggregate; for memref, the memref type */
  bool memref;
} DSlot;

/* A memory region that must only be accessed within its bounds. */
typedef struct Safe {
  CmirValue *ptr;
  uint64_t size;
} Safe;

typedef struct Entry {
  CmirOp *op;
  CmirUseVec uses;
} Entry;

typedef CMIR_VEC(Entry) EntryVec;
typedef CMIR_VEC(uint32_t) U32Vec;
typedef CMIR_VEC(Safe) SafeVec;

static uint32_t nsub(const CmirType *t) {
  if (t->kind == CMIR_TYPE_MEMREF)
    return (uint32_t)cmir_type_num_elements(t);
  return t->kind == CMIR_TYPE_LLVM_STRUCT ? t->st.n : (uint32_t)t->arr.n;
}

static const CmirType *sub_type(const CmirType *t, uint32_t i) {
  if (t->kind == CMIR_TYPE_MEMREF)
    return t->shaped.elem;
  return t->kind == CMIR_TYPE_LLVM_STRUCT ? t->st.types[i] : t->arr.elem;
}

/* The element a memref.load/store with constant in-bounds indices reaches,
 * as a row-major position; false otherwise. */
static bool memref_index(CmirOp *op, const DSlot *s, uint32_t *out) {
  uint32_t first = cmir_op_isa(op, CMIR_OP_MEMREF_LOAD) ? 1 : 2;
  const CmirType *t = s->elem;
  if (op->nopnds - first != t->shaped.rank)
    return false;
  uint64_t pos = 0;
  for (uint32_t d = 0; d < t->shaped.rank; d++) {
    const CmirAttr *c = cmir_constant_value(cmir_op_operand(op, first + d));
    if (!c || c->kind != CMIR_ATTR_INTEGER || c->i.type->kind != CMIR_TYPE_INDEX)
      return false;
    int64_t v = cmir_attr_int_value(c);
    if (v < 0 || v >= t->shaped.shape[d])
      return false;
    pos = pos * (uint64_t)t->shaped.shape[d] + (uint64_t)v;
  }
  *out = (uint32_t)pos;
  return true;
}

static uint64_t align_to(uint64_t v, uint64_t a) { return a ? (v + a - 1) / a * a : v; }

static bool is_one(CmirValue *v) {
  const CmirAttr *c = cmir_constant_value(v);
  return c && c->kind == CMIR_ATTR_INTEGER && c->i.type->kind == CMIR_TYPE_INTEGER &&
         c->i.type->integer.width > 1 && cmir_attr_int_value(c) == 1;
}

/* The bytes a GEP of constant indices moves its base by (gepToByteOffset). */
static bool gep_offset(const CmirOp *gep, uint64_t *out) {
  const CmirAttr *raw = cmir_op_get_prop(gep, "rawConstantIndices");
  const CmirAttr *et = cmir_op_get_prop(gep, "elem_type");
  if (!raw || raw->kind != CMIR_ATTR_DENSE_ARRAY || !raw->darr.n || !et ||
      et->kind != CMIR_ATTR_TYPE)
    return false;
  const int32_t *idx = raw->darr.data;
  for (uint32_t i = 0; i < raw->darr.n; i++)
    if (idx[i] == GEP_DYNAMIC || idx[i] < 0)
      return false;
  const CmirType *cur = et->type.type;
  uint64_t off = (uint64_t)idx[0] * cmir_slot_type_size(cur);
  for (uint32_t k = 1; k < raw->darr.n; k++) {
    uint64_t i = (uint64_t)idx[k];
    if (cur->kind == CMIR_TYPE_LLVM_ARRAY) {
      off += i * cmir_slot_type_size(cur->arr.elem);
      cur = cur->arr.elem;
    } else if (cur->kind == CMIR_TYPE_LLVM_STRUCT && i < cur->st.n) {
      bool packed = cur->flags & CMIR_LLVM_STRUCT_PACKED;
      for (uint64_t f = 0; f < i; f++) {
        if (!packed)
          off = align_to(off, cmir_slot_type_align(cur->st.types[f]));
        off += cmir_slot_type_size(cur->st.types[f]);
      }
      if (!packed)
        off = align_to(off, cmir_slot_type_align(cur->st.types[i]));
      cur = cur->st.types[i];
    } else {
      return false;
    }
  }
  *out = off;
  return true;
}

/* Which field of t the byte offset falls in, and where in it
 * (getSubslotAccessInfo); false out of bounds or in padding. */
static bool subslot_at(const CmirType *t, uint64_t off, uint32_t *index, uint64_t *suboff) {
  if (off >= cmir_slot_type_size(t))
    return false;
  if (t->kind == CMIR_TYPE_LLVM_ARRAY) {
    uint64_t es = cmir_slot_type_size(t->arr.elem);
    if (!es)
      return false;
    uint64_t i = off / es;
    if (i >= (UINT64_C(1) << 29))
      return false;
    *index = (uint32_t)i;
    *suboff = off - i * es;
    return true;
  }
  bool packed = t->flags & CMIR_LLVM_STRUCT_PACKED;
  uint64_t start = 0;
  for (uint32_t i = 0; i < t->st.n; i++) {
    uint64_t es = cmir_slot_type_size(t->st.types[i]);
    if (!packed) {
      start = align_to(start, cmir_slot_type_align(t->st.types[i]));
      if (off < start)
        return false;
    }
    if (off < start + es) {
      *index = i;
      *suboff = off - start;
      return true;
    }
    start += es;
  }
  return false;
}

static void use_index(U32Vec *used, uint32_t i) {
  for (uint32_t k = 0; k < used->len; k++)
    if (used->data[k] == i)
      return;
  cmir_vec_push(used, i);
}

/* DestructurableAccessorOpInterface::canRewire. */
static bool can_rewire(CmirOp *op, const DSlot *s, U32Vec *used, SafeVec *safe) {
  if (s->memref) {
    uint32_t idx;
    if (cmir_op_isa(op, CMIR_OP_MEMREF_LOAD)) {
      if (cmir_op_operand(op, 0) != s->ptr || !memref_index(op, s, &idx))
        return false;
    } else if (cmir_op_isa(op, CMIR_OP_MEMREF_STORE)) {
      if (cmir_op_operand(op, 1) != s->ptr || cmir_op_operand(op, 0) == s->ptr ||
          !memref_index(op, s, &idx))
        return false;
    } else {
      return false;
    }
    use_index(used, idx);
    return true;
  }
  switch (cmir_op_id(op)) {
  case CMIR_OP_LLVM_GETELEMENTPTR: {
    if (cmir_op_operand(op, 0) != s->ptr)
      return false;
    uint64_t off, suboff;
    uint32_t index;
    if (!gep_offset(op, &off) || !subslot_at(s->elem, off, &index, &suboff))
      return false;
    use_index(used, index);
    cmir_vec_push(
        safe, ((Safe){&op->results[0], cmir_slot_type_size(sub_type(s->elem, index)) - suboff}));
    return true;
  }
  case CMIR_OP_LLVM_INTR_MEMSET:
  case CMIR_OP_LLVM_INTR_MEMCPY:
  case CMIR_OP_LLVM_INTR_MEMMOVE:
  case CMIR_OP_LLVM_INTR_MEMCPY_INLINE: {
    CmirSlotMemIntr mi;
    if (!cmir_slot_mem_intr(op, &mi) || mi.vol || !mi.len_known)
      return false;
    uint64_t size = cmir_slot_type_size(s->elem);
    if (!mi.copy)
      return mi.dst == s->ptr && mi.len <= size;
    /* only whole copies, of the slot into or out of another pointer */
    if (mi.len != size || (mi.dst == s->ptr) == (mi.src == s->ptr))
      return false;
    if (mi.src == s->ptr)
      for (uint32_t i = 0; i < nsub(s->elem); i++)
        use_index(used, i);
    return true;
  }
  case CMIR_OP_LLVM_LOAD:
    if (cmir_op_get_prop(op, "volatile_") || !nsub(s->elem) ||
        cmir_slot_type_size(op->results[0].type) > cmir_slot_type_size(sub_type(s->elem, 0)))
      return false;
    use_index(used, 0);
    return true;
  case CMIR_OP_LLVM_STORE:
    if (cmir_op_get_prop(op, "volatile_") || cmir_op_operand(op, 0) == s->ptr || !nsub(s->elem) ||
        cmir_slot_type_size(cmir_op_operand(op, 0)->type) >
            cmir_slot_type_size(sub_type(s->elem, 0)))
      return false;
    use_index(used, 0);
    return true;
  default:
    return false;
  }
}

/* SafeMemorySlotAccessOpInterface::ensureOnlySafeAccesses. */
static bool safe_access(CmirOp *op, const Safe *m, SafeVec *safe) {
  switch (cmir_op_id(op)) {
  case CMIR_OP_LLVM_GETELEMENTPTR: {
    if (cmir_op_operand(op, 0) != m->ptr)
      return true;
    uint64_t off;
    if (!gep_offset(op, &off) || off >= m->size)
      return false;
    cmir_vec_push(safe, ((Safe){&op->results[0], m->size - off}));
    return true;
  }
  case CMIR_OP_LLVM_LOAD:
    return cmir_op_operand(op, 0) != m->ptr || cmir_slot_type_size(op->results[0].type) <= m->size;
  case CMIR_OP_LLVM_STORE:
    return cmir_op_operand(op, 1) != m->ptr ||
           cmir_slot_type_size(cmir_op_operand(op, 0)->type) <= m->size;
  case CMIR_OP_LLVM_INTR_MEMSET:
  case CMIR_OP_LLVM_INTR_MEMCPY:
  case CMIR_OP_LLVM_INTR_MEMMOVE:
  case CMIR_OP_LLVM_INTR_MEMCPY_INLINE: {
    /* writes within the region; reading it out is not shown safe */
    CmirSlotMemIntr mi;
    return cmir_slot_mem_intr(op, &mi) && mi.dst == m->ptr && mi.len_known && mi.len <= m->size;
  }
  default:
    return false;
  }
}

static Entry *entry_of(EntryVec *ev, CmirOp *op) {
  for (uint32_t i = 0; i < ev->len; i++)
    if (ev->data[i].op == op)
      return &ev->data[i];
  return NULL;
}

static void add_blocking(EntryVec *ev, CmirUse *u) {
  Entry *e = entry_of(ev, u->owner);
  if (!e) {
    cmir_vec_push(ev, ((Entry){u->owner, {0}}));
    e = &ev->data[ev->len - 1];
  }
  for (uint32_t i = 0; i < e->uses.len; i++)
    if (e->uses.data[i] == u)
      return;
  cmir_vec_push(&e->uses, u);
}

static void entries_free(EntryVec *ev) {
  for (uint32_t i = 0; i < ev->len; i++)
    cmir_vec_free(&ev->data[i].uses);
  cmir_vec_free(ev);
}

/* computeDestructuringInfo: the fields used, the accessors and the ops that
 * must drop their uses. */
static bool analyze(const DSlot *s, U32Vec *used, CmirOpVec *acc, EntryVec *ev) {
  if (!cmir_value_has_uses(s->ptr))
    return false;
  SafeVec safe = {0};
  for (CmirUse *u = s->ptr->uses; u; u = u->next) {
    if (can_rewire(u->owner, s, used, &safe)) {
      cmir_vec_push(acc, u->owner);
      continue;
    }
    add_blocking(ev, u);
  }
  CMIR_VEC(CmirUse *) visited = {0};
  while (safe.len) {
    Safe m = safe.data[--safe.len];
    for (CmirUse *u = m.ptr->uses; u; u = u->next) {
      bool seen = false;
      for (uint32_t k = 0; k < visited.len && !seen; k++)
        seen = visited.data[k] == u;
      if (seen)
        continue;
      cmir_vec_push(&visited, u);
      if (!safe_access(u->owner, &m, &safe))
        add_blocking(ev, u);
    }
  }
  cmir_vec_free(&visited);
  cmir_vec_free(&safe);
  CmirOpVec slice = {0};
  cmir_slot_forward_slice(s->ptr, &slice);
  bool ok = true;
  for (uint32_t i = 0; ok && i < slice.len; i++) {
    Entry *e = entry_of(ev, slice.data[i]);
    if (!e)
      continue;
    CmirUseVec fwd = {0};
    ok = cmir_slot_op_is_promotable(e->op) && cmir_slot_can_uses_be_removed(e->op, &e->uses, &fwd);
    for (uint32_t k = 0; ok && k < fwd.len; k++)
      add_blocking(ev, fwd.data[k]);
    cmir_vec_free(&fwd);
  }
  /* a blocking op the slice does not hold (a use in another region's op
   * that is not reached) still has to be promotable */
  for (uint32_t i = 0; ok && i < ev->len; i++)
    ok = cmir_slot_op_is_promotable(ev->data[i].op);
  cmir_vec_free(&slice);
  return ok;
}

/* Program order of ops: pre-order position under root. */
typedef struct Order {
  CmirOp **ops;
  uint64_t *pos;
  uint32_t n;
} Order;

static bool walk_number(CmirOp *op, void *user) {
  uint64_t *counter = user;
  op->aux = (void *)(uintptr_t)++ * counter;
  return true;
}

static int cmp_pos(const void *a, const void *b) {
  const CmirOp *x = *(CmirOp *const *)a, *y = *(CmirOp *const *)b;
  uintptr_t px = (uintptr_t)x->aux, py = (uintptr_t)y->aux;
  return (px > py) - (px < py);
}

static bool clear_aux(CmirOp *op, void *user) {
  (void)user;
  op->aux = NULL;
  return true;
}

static CmirLoc value_loc(CmirValue *v, CmirLoc dflt) {
  CmirOp *d = cmir_value_def(v);
  return d ? d->loc : dflt;
}

/* Rewires a memset or a whole copy of slot s to the fields that have an
 * alloca (subptr): a memset per field it reaches, shortened to what it
 * covers of the field; a copy per field, to or from the same field of the
 * other pointer. */
static void rewire_mem_intr(CmirSlotBuilder *b, CmirOp *op, const DSlot *s, CmirValue **subptr) {
  CmirSlotMemIntr mi;
  if (!cmir_slot_mem_intr(op, &mi))
    return;
  CmirContext *ctx = b->ctx;
  cmir_slot_builder_after(b, op);
  CmirNamedAttr vol = {cmir_ident(ctx, "isVolatile"),
                       cmir_attr_int(ctx, cmir_type_int(ctx, 1, CMIR_SIGNLESS), 0)};
  const CmirAttr *props = cmir_attr_dict(ctx, 1, &vol);
  uint32_t n = nsub(s->elem);
  if (!mi.copy) {
    bool packed =
        s->elem->kind == CMIR_TYPE_LLVM_STRUCT && (s->elem->flags & CMIR_LLVM_STRUCT_PACKED);
    CmirLoc lenloc = value_loc(cmir_op_operand(op, 2), op->loc);
    uint64_t covered = 0;
    for (uint32_t i = 0; i < n; i++) {
      const CmirType *t = sub_type(s->elem, i);
      uint64_t size = cmir_slot_type_size(t);
      if (!packed)
        covered = align_to(covered, cmir_slot_type_align(t));
      if (covered >= mi.len)
        break;
      if (subptr[i]) {
        uint64_t nl = mi.len - covered < size ? mi.len - covered : size;
        CmirValue *ops[3] = {subptr[i], cmir_op_operand(op, 1),
                             cmir_slot_int_constant(b, lenloc, mi.len_type, nl)};
        cmir_slot_create(b, CMIR_OP_LLVM_INTR_MEMSET, op->loc, 3, ops, NULL, props);
      }
      covered += size;
    }
    return;
  }
  bool into = mi.dst == s->ptr;
  CmirValue *other = into ? mi.src : mi.dst;
  for (uint32_t i = 0; i < n; i++) {
    if (!subptr[i])
      continue;
    int32_t raw[2] = {0, (int32_t)i};
    CmirNamedAttr na[2] = {
        {cmir_ident(ctx, "elem_type"), cmir_attr_type(ctx, s->elem)},
        {cmir_ident(ctx, "rawConstantIndices"), cmir_attr_dense_i32_array(ctx, 2, raw)}};
    CmirValue *gep = &cmir_slot_create(b, CMIR_OP_LLVM_GETELEMENTPTR, op->loc, 1, &other,
                                       cmir_type_llvm_ptr(ctx, 0), cmir_attr_dict(ctx, 2, na))
                          ->results[0];
    uint64_t size = cmir_slot_type_size(sub_type(s->elem, i));
    CmirValue *ops[3] = {into ? subptr[i] : gep, into ? gep : subptr[i], NULL};
    if (mi.len_attr) {
      CmirNamedAttr pa[2] = {vol, {cmir_ident(ctx, "len"),
                                   cmir_attr_int(ctx, mi.len_type, (int64_t)size)}};
      cmir_slot_create(b, cmir_op_id(op), op->loc, 2, ops, NULL, cmir_attr_dict(ctx, 2, pa));
      continue;
    }
    ops[2] = cmir_slot_int_constant(b, op->loc, mi.len_type, size);
    cmir_slot_create(b, cmir_op_id(op), op->loc, 3, ops, NULL, props);
  }
}

/* MLIR's replaceAllUsesWith: uses move one at a time, each to the front. */
static void replace_uses(CmirValue *from, CmirValue *to) { cmir_value_replace_all_uses(from, to); }

static void destructure(const DSlot *s, U32Vec *used, CmirOpVec *acc, EntryVec *ev,
                        CmirOpVec *newallocs, CmirOp *scope) {
  CmirContext *ctx = cmir_op_context(s->alloc);
  CmirSlotBuilder b = {ctx, NULL, NULL};
  cmir_slot_builder_after(&b, s->alloc);
  uint32_t n = nsub(s->elem);
  CmirValue **subptr = cmir_xcalloc(n ? n : 1, sizeof *subptr);
  CmirValue *size = s->memref ? NULL : cmir_op_operand(s->alloc, 0);
  for (uint32_t i = 0; i < used->len; i++) {
    uint32_t idx = used->data[i];
    CmirOp *a;
    if (s->memref) {
      const CmirType *mt = cmir_type_memref(ctx, 0, NULL, sub_type(s->elem, idx), NULL, NULL);
      CmirNamedAttr na = {cmir_ident(ctx, "operandSegmentSizes"),
                          cmir_attr_dense_i32_array(ctx, 2, (int32_t[]){0, 0})};
      a = cmir_slot_create(&b, CMIR_OP_MEMREF_ALLOCA, s->alloc->loc, 0, NULL, mt,
                           cmir_attr_dict(ctx, 1, &na));
    } else {
      CmirNamedAttr na = {cmir_ident(ctx, "elem_type"),
                          cmir_attr_type(ctx, sub_type(s->elem, idx))};
      a = cmir_slot_create(&b, CMIR_OP_LLVM_ALLOCA, s->alloc->loc, 1, &size,
                           cmir_type_llvm_ptr(ctx, 0), cmir_attr_dict(ctx, 1, &na));
    }
    subptr[idx] = &a->results[0];
    cmir_vec_push(newallocs, a);
  }
  /* users in program order, rewired last first */
  CmirOpVec users = {0};
  for (uint32_t i = 0; i < ev->len; i++)
    cmir_vec_push(&users, ev->data[i].op);
  for (uint32_t i = 0; i < acc->len; i++) {
    bool dup = false;
    for (uint32_t k = 0; k < users.len && !dup; k++)
      dup = users.data[k] == acc->data[i];
    if (!dup)
      cmir_vec_push(&users, acc->data[i]);
  }
  uint64_t counter = 0;
  cmir_op_walk(scope, walk_number, &counter);
  qsort(users.data, users.len, sizeof *users.data, cmp_pos);
  cmir_op_walk(scope, clear_aux, NULL);
  CmirOpVec dead = {0};
  for (uint32_t i = users.len; i-- > 0;) {
    CmirOp *op = users.data[i];
    bool is_acc = false;
    for (uint32_t k = 0; k < acc->len && !is_acc; k++)
      is_acc = acc->data[k] == op;
    if (!is_acc) {
      if (cmir_slot_remove_blocking_uses(op))
        cmir_vec_push(&dead, op);
      continue;
    }
    if (s->memref) {
      uint32_t idx = 0;
      memref_index(op, s, &idx);
      bool load = cmir_op_isa(op, CMIR_OP_MEMREF_LOAD);
      CmirValue *vals[2];
      uint32_t nv = 0;
      if (!load)
        vals[nv++] = cmir_op_operand(op, 0);
      vals[nv++] = subptr[idx];
      /* the memref operand is set first, then the indices go */
      cmir_op_set_operand(op, load ? 0 : 1, subptr[idx]);
      cmir_op_set_operands(op, nv, vals);
      continue;
    }
    switch (cmir_op_id(op)) {
    case CMIR_OP_LLVM_GETELEMENTPTR: {
      uint64_t off = 0, suboff = 0;
      uint32_t idx = 0;
      gep_offset(op, &off);
      subslot_at(s->elem, off, &idx, &suboff);
      CmirValue *np = subptr[idx];
      const CmirType *rt = op->results[0].type;
      if (suboff || np->type != rt) {
        cmir_slot_builder_after(&b, op);
        int32_t raw = (int32_t)suboff;
        CmirNamedAttr na[3];
        uint32_t nn = 0;
        na[nn++] = (CmirNamedAttr){cmir_ident(ctx, "elem_type"),
                                   cmir_attr_type(ctx, cmir_type_int(ctx, 8, CMIR_SIGNLESS))};
        if (cmir_op_get_prop(op, "inbounds"))
          na[nn++] = (CmirNamedAttr){cmir_ident(ctx, "inbounds"), cmir_attr_unit(ctx)};
        na[nn++] = (CmirNamedAttr){cmir_ident(ctx, "rawConstantIndices"),
                                   cmir_attr_dense_i32_array(ctx, 1, &raw)};
        np = &cmir_slot_create(&b, CMIR_OP_LLVM_GETELEMENTPTR, op->loc, 1, &np, rt,
                               cmir_attr_dict(ctx, nn, na))
                  ->results[0];
      }
      replace_uses(&op->results[0], np);
      cmir_vec_push(&dead, op);
      break;
    }
    case CMIR_OP_LLVM_INTR_MEMSET:
    case CMIR_OP_LLVM_INTR_MEMCPY:
    case CMIR_OP_LLVM_INTR_MEMMOVE:
    case CMIR_OP_LLVM_INTR_MEMCPY_INLINE:
      rewire_mem_intr(&b, op, s, subptr);
      cmir_vec_push(&dead, op);
      break;
    case CMIR_OP_LLVM_LOAD:
      cmir_op_set_operand(op, 0, subptr[0]);
      break;
    case CMIR_OP_LLVM_STORE:
      cmir_op_set_operand(op, 1, subptr[0]);
      break;
    default:
      break;
    }
  }
  for (uint32_t i = 0; i < dead.len; i++)
    cmir_op_erase(dead.data[i]);
  cmir_op_erase(s->alloc);
  cmir_vec_free(&dead);
  cmir_vec_free(&users);
  free(subptr);
}

static bool destructurable(CmirOp *alloc, DSlot *s) {
  if (cmir_op_isa(alloc, CMIR_OP_MEMREF_ALLOCA)) {
    const CmirType *mt = alloc->results[0].type;
    if (mt->kind != CMIR_TYPE_MEMREF || !cmir_type_has_static_shape(mt) ||
        cmir_type_num_elements(mt) > MAX_ARRAY || cmir_type_num_elements(mt) == 1)
      return false;
    *s = (DSlot){alloc, &alloc->results[0], mt, true};
    return true;
  }
  if (!cmir_op_isa(alloc, CMIR_OP_LLVM_ALLOCA) || !is_one(cmir_op_operand(alloc, 0)))
    return false;
  const CmirAttr *et = cmir_op_get_prop(alloc, "elem_type");
  if (!et || et->kind != CMIR_ATTR_TYPE)
    return false;
  const CmirType *t = et->type.type;
  if (t->kind == CMIR_TYPE_LLVM_STRUCT) {
    if (t->flags & CMIR_LLVM_STRUCT_OPAQUE)
      return false;
  } else if (t->kind != CMIR_TYPE_LLVM_ARRAY || t->arr.n > MAX_ARRAY) {
    return false;
  }
  *s = (DSlot){alloc, &alloc->results[0], t, false};
  return true;
}

static bool try_destructure(CmirOp *alloc, CmirOpVec *newallocs, CmirOp *scope) {
  DSlot s;
  if (!destructurable(alloc, &s))
    return false;
  U32Vec used = {0};
  CmirOpVec acc = {0};
  EntryVec ev = {0};
  bool ok = analyze(&s, &used, &acc, &ev);
  if (ok)
    destructure(&s, &used, &acc, &ev, newallocs, scope);
  cmir_vec_free(&used);
  cmir_vec_free(&acc);
  entries_free(&ev);
  return ok;
}

CmirStatus cmir_pass_sroa(CmirOp *root, const char *options) {
  CmirContext *ctx = cmir_op_context(root);
  CmirPassOption o;
  const char *p = options;
  while (p && cmir_pass_option_next(&p, &o))
    return cmir_pass_option_unknown(ctx, &o);
  for (uint32_t ri = 0; ri < root->nregions; ri++) {
    CmirRegion *r = &cmir_op_regions(root)[ri];
    CmirOpVec work = {0};
    for (CmirBlock *b = r->first; b; b = b->next)
      for (CmirOp *op = b->first; op; op = op->next)
        cmir_op_walk(op, cmir_slot_collect_allocas, &work);
    for (bool changed = true; changed;) {
      changed = false;
      CmirOpVec next = {0};
      for (uint32_t i = 0; i < work.len; i++) {
        CmirOp *a = work.data[i];
        CmirOp *scope = a->block->parent->parent;
        if (try_destructure(a, &next, scope ? scope : root))
          changed = true;
        else
          cmir_vec_push(&next, a);
      }
      cmir_vec_free(&work);
      work = next;
    }
    cmir_vec_free(&work);
  }
  return CMIR_OK;
}
