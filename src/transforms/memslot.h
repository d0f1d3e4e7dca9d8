/* What mem2reg and sroa share (src/transforms/memslot.c): MLIR's memory-slot
 * interfaces for the ops cmir has, answered by op id. A memory slot is a
 * pointer (an llvm.alloca or memref.alloca result) and the type it holds.
 * The data layout is MLIR's default one (no DLTI in cmir): sizes and
 * alignments as LLVM's default layout gives them. */
#ifndef CMIR_MEMSLOT_H
#define CMIR_MEMSLOT_H

#include "dialect/dialects.h"
#include "dialect/llvm/llvm.h"
#include "dialect/ops.h"
#include "support/support.h"

typedef CMIR_VEC(CmirUse *) CmirUseVec;
typedef CMIR_VEC(CmirOp *) CmirOpVec;

/* Where new ops go: before `before` in `block` (at its end if NULL). */
typedef struct CmirSlotBuilder {
  CmirContext *ctx;
  CmirBlock *block;
  CmirOp *before;
} CmirSlotBuilder;

void cmir_slot_builder_after(CmirSlotBuilder *b, CmirOp *op);
void cmir_slot_builder_start(CmirSlotBuilder *b, CmirBlock *block);
/* Creates op id with operands, one result of type rt (or none) and the
 * properties props (a dict or NULL) at the builder's point. */
CmirOp *cmir_slot_create(CmirSlotBuilder *b, CmirOpId id, CmirLoc loc, uint32_t n,
                         CmirValue *const *opnds, const CmirType *rt, const CmirAttr *props);

/* MLIR's default layout: size in bytes, size in bits, ABI alignment. */
uint64_t cmir_slot_type_size(const CmirType *t);
uint64_t cmir_slot_type_bits(const CmirType *t);
uint64_t cmir_slot_type_align(const CmirType *t);

/* PromotableOpInterface: whether op can drop the uses in blocking (forwarding
 * ops add the uses of their result to forwarded), and what removing them
 * does (true: erase op). */
bool cmir_slot_op_is_promotable(const CmirOp *op);
bool cmir_slot_can_uses_be_removed(CmirOp *op, const CmirUseVec *blocking, CmirUseVec *forwarded);
bool cmir_slot_remove_blocking_uses(CmirOp *op);

/* llvm.intr.memset, llvm.intr.memcpy, llvm.intr.memmove and
 * llvm.intr.memcpy.inline: where they write and read (src is NULL for
 * memset), whether they are volatile and their length when it is a constant
 * of at most 64 bits (len_known; len_attr: a property, not an operand). */
typedef struct CmirSlotMemIntr {
  CmirValue *dst, *src;
  bool copy, vol, len_known, len_attr;
  uint64_t len;
  const CmirType *len_type;
} CmirSlotMemIntr;

bool cmir_slot_mem_intr(CmirOp *op, CmirSlotMemIntr *out);
/* An llvm.mlir.constant of integer type t holding v. */
CmirValue *cmir_slot_int_constant(CmirSlotBuilder *b, CmirLoc loc, const CmirType *t, uint64_t v);

/* The ops of the forward slice of v (its users, their results' users, ...),
 * in topological order, as MLIR's getForwardSlice. */
void cmir_slot_forward_slice(CmirValue *v, CmirOpVec *out);
/* An op walker: pushes llvm.alloca and memref.alloca ops on the CmirOpVec
 * user points to. */
bool cmir_slot_collect_allocas(CmirOp *op, void *user);

#endif
