/* MLIR's memory-slot interfaces (PromotableOpInterface and the forward
 * slice the analyses walk) for the ops cmir has, shared by mem2reg and sroa
 * (src/transforms/memslot.h). */
#include "transforms/memslot.h"

#include <assert.h>
#include <stdlib.h>
#include <string.h>

void cmir_slot_builder_after(CmirSlotBuilder *b, CmirOp *op) {
  b->block = op->block;
  b->before = op->next;
}

void cmir_slot_builder_start(CmirSlotBuilder *b, CmirBlock *block) {
  b->block = block;
  b->before = block->first;
}

CmirOp *cmir_slot_create(CmirSlotBuilder *b, CmirOpId id, CmirLoc loc, uint32_t n,
                         CmirValue *const *opnds, const CmirType *rt, const CmirAttr *props) {
  CmirOp *op = cmir_op_create_simple(b->ctx, id, loc, n, opnds, rt, props);
  if (b->before)
    cmir_block_insert_before(b->before, op);
  else
    cmir_block_append(b->block, op);
  return op;
}

bool cmir_slot_mem_intr(CmirOp *op, CmirSlotMemIntr *out) {
  switch (cmir_op_id(op)) {
  case CMIR_OP_LLVM_INTR_MEMSET:
  case CMIR_OP_LLVM_INTR_MEMCPY:
  case CMIR_OP_LLVM_INTR_MEMMOVE:
  case CMIR_OP_LLVM_INTR_MEMCPY_INLINE:
    break;
  default:
    return false;
  }
  bool inl = cmir_op_isa(op, CMIR_OP_LLVM_INTR_MEMCPY_INLINE);
  if (op->nopnds != (inl ? 2u : 3u))
    return false;
  *out = (CmirSlotMemIntr){0};
  out->copy = !cmir_op_isa(op, CMIR_OP_LLVM_INTR_MEMSET);
  out->len_attr = inl;
  out->dst = cmir_op_operand(op, 0);
  out->src = out->copy ? cmir_op_operand(op, 1) : NULL;
  const CmirAttr *v = cmir_op_get_prop(op, "isVolatile");
  out->vol = !v || v->kind != CMIR_ATTR_INTEGER || cmir_attr_int_value(v) != 0;
  const CmirAttr *c;
  if (inl) {
    c = cmir_op_get_prop(op, "len");
    if (!c || c->kind != CMIR_ATTR_INTEGER)
      return false;
    out->len_type = c->i.type;
  } else {
    CmirValue *len = cmir_op_operand(op, 2);
    out->len_type = len->type;
    c = cmir_constant_value(len);
  }
  if (c && c->kind == CMIR_ATTR_INTEGER && c->i.type->kind == CMIR_TYPE_INTEGER &&
      c->i.type->integer.width <= 64) {
    uint32_t w = c->i.type->integer.width;
    uint64_t x = (uint64_t)cmir_attr_int_value(c);
    if (w < 64)
      x &= (UINT64_C(1) << w) - 1;
    out->len = x;
    out->len_known = true;
  }
  return true;
}

CmirValue *cmir_slot_int_constant(CmirSlotBuilder *b, CmirLoc loc, const CmirType *t, uint64_t v) {
  CmirNamedAttr na = {cmir_ident(b->ctx, "value"), cmir_attr_int(b->ctx, t, (int64_t)v)};
  return &cmir_slot_create(b, CMIR_OP_LLVM_MLIR_CONSTANT, loc, 0, NULL, t,
                           cmir_attr_dict(b->ctx, 1, &na))
              ->results[0];
}

/* ---- data layout ---- */

static const CmirDataLayout *layout(void) {
  static CmirDataLayout dl;
  static bool init;
  if (!init) {
    cmir_llvm_dl_default(&dl);
    init = true;
  }
  return &dl;
}

uint64_t cmir_slot_type_bits(const CmirType *t) {
  if (t->kind == CMIR_TYPE_INDEX)
    return 64;
  return cmir_llvm_dl_type_bits(layout(), t);
}

uint64_t cmir_slot_type_size(const CmirType *t) {
  if (t->kind == CMIR_TYPE_LLVM_STRUCT || t->kind == CMIR_TYPE_LLVM_ARRAY)
    return cmir_llvm_dl_alloc_size(layout(), t);
  return (cmir_slot_type_bits(t) + 7) / 8;
}

uint64_t cmir_slot_type_align(const CmirType *t) {
  if (t->kind == CMIR_TYPE_INDEX)
    return 8;
  return cmir_llvm_dl_abi_align(layout(), t);
}

/* ---- PromotableOpInterface ---- */

static bool all_zero_indices(const CmirOp *gep) {
  if (gep->nopnds != 1)
    return false; /* dynamic indices */
  const CmirAttr *raw = cmir_op_get_prop(gep, "rawConstantIndices");
  if (!raw || raw->kind != CMIR_ATTR_DENSE_ARRAY)
    return false;
  const int32_t *v = raw->darr.data;
  for (uint32_t i = 0; i < raw->darr.n; i++)
    if (v[i] != 0)
      return false;
  return true;
}

/* Ops that forward their pointer operand: their users must drop it too. */
static bool forwards(const CmirOp *op) {
  switch (cmir_op_id(op)) {
  case CMIR_OP_LLVM_BITCAST:
  case CMIR_OP_LLVM_ADDRSPACECAST:
    return true;
  case CMIR_OP_LLVM_GETELEMENTPTR:
    return all_zero_indices(op);
  default:
    return false;
  }
}

bool cmir_slot_op_is_promotable(const CmirOp *op) {
  switch (cmir_op_id(op)) {
  case CMIR_OP_LLVM_BITCAST:
  case CMIR_OP_LLVM_ADDRSPACECAST:
  case CMIR_OP_LLVM_GETELEMENTPTR:
  case CMIR_OP_LLVM_INTR_LIFETIME_START:
  case CMIR_OP_LLVM_INTR_LIFETIME_END:
  case CMIR_OP_LLVM_INTR_INVARIANT_START:
  case CMIR_OP_LLVM_INTR_INVARIANT_END:
    return true;
  default:
    return false;
  }
}

bool cmir_slot_can_uses_be_removed(CmirOp *op, const CmirUseVec *blocking, CmirUseVec *forwarded) {
  (void)blocking;
  switch (cmir_op_id(op)) {
  case CMIR_OP_LLVM_INTR_LIFETIME_START:
  case CMIR_OP_LLVM_INTR_LIFETIME_END:
  case CMIR_OP_LLVM_INTR_INVARIANT_START:
  case CMIR_OP_LLVM_INTR_INVARIANT_END:
    return true;
  default:
    break;
  }
  if (!forwards(op))
    return false;
  for (uint32_t r = 0; r < op->nresults; r++)
    for (CmirUse *u = op->results[r].uses; u; u = u->next)
      cmir_vec_push(forwarded, u);
  return true;
}

bool cmir_slot_remove_blocking_uses(CmirOp *op) {
  (void)op;
  return true; /* every promotable op cmir has is erased */
}

/* ---- forward slice ---- */

/* A set of pointers (open addressing). */
typedef struct PtrSet {
  const void **slots;
  uint32_t cap, n;
} PtrSet;

static uint32_t ptr_hash(const void *p) {
  uint64_t x = (uint64_t)(uintptr_t)p;
  x ^= x >> 33;
  x *= 0xff51afd7ed558ccdULL;
  x ^= x >> 33;
  return (uint32_t)x;
}

/* Adds p; false if it was there. */
static bool ptrset_add(PtrSet *s, const void *p) {
  if (2 * (s->n + 1) > s->cap) {
    uint32_t ncap = s->cap ? 2 * s->cap : 64;
    const void **ns = cmir_xcalloc(ncap, sizeof *ns);
    for (uint32_t i = 0; i < s->cap; i++)
      if (s->slots[i]) {
        uint32_t h = ptr_hash(s->slots[i]) & (ncap - 1);
        while (ns[h])
          h = (h + 1) & (ncap - 1);
        ns[h] = s->slots[i];
      }
    free(s->slots);
    s->slots = ns;
    s->cap = ncap;
  }
  uint32_t h = ptr_hash(p) & (s->cap - 1);
  while (s->slots[h]) {
    if (s->slots[h] == p)
      return false;
    h = (h + 1) & (s->cap - 1);
  }
  s->slots[h] = p;
  s->n++;
  return true;
}

typedef struct Frame {
  CmirOp *op;
  uint32_t res;
  CmirUse *use;
} Frame;

void cmir_slot_forward_slice(CmirValue *v, CmirOpVec *out) {
  PtrSet seen = {0};
  CMIR_VEC(Frame) stack = {0};
  CmirOpVec post = {0};
  for (CmirUse *root = v->uses; root; root = root->next) {
    if (!ptrset_add(&seen, root->owner))
      continue;
    cmir_vec_push(&stack, ((Frame){root->owner, 0,
                                   root->owner->nresults ? root->owner->results[0].uses : NULL}));
    while (stack.len) {
      Frame *f = &stack.data[stack.len - 1];
      if (f->use) {
        CmirOp *user = f->use->owner;
        f->use = f->use->next;
        if (ptrset_add(&seen, user))
          cmir_vec_push(&stack, ((Frame){user, 0, user->nresults ? user->results[0].uses : NULL}));
        continue;
      }
      if (f->res + 1 < f->op->nresults) {
        f->res++;
        f->use = f->op->results[f->res].uses;
        continue;
      }
      cmir_vec_push(&post, f->op);
      stack.len--;
    }
  }
  for (uint32_t i = post.len; i-- > 0;)
    cmir_vec_push(out, post.data[i]);
  cmir_vec_free(&post);
  cmir_vec_free(&stack);
  free(seen.slots);
}

bool cmir_slot_collect_allocas(CmirOp *op, void *user) {
  if (cmir_op_isa(op, CMIR_OP_LLVM_ALLOCA) || cmir_op_isa(op, CMIR_OP_MEMREF_ALLOCA))
    cmir_vec_push((CmirOpVec *)user, op);
  return true;
}
