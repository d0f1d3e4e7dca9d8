/* One integer id per registered op, from the dialects' op lists
 * (src/dialect/<dialect>/ops.h, a row per op). An op's id is in its info:
 * dispatch on `cmir_op_id(op)` with a switch, compare ids as integers, and
 * create ops by id (`cmir_op_info_by_id`). Id 0 is an unregistered op. */
#ifndef CMIR_DIALECT_OPS_H
#define CMIR_DIALECT_OPS_H

#include "ir/ir_internal.h"

typedef enum CmirOpId {
  CMIR_OP_UNREGISTERED = 0,
#define OP(id, ...) CMIR_OP_##id,
#include "dialect/oplists.h"
#undef OP
  CMIR_OP_COUNT
} CmirOpId;

/* The name of the op with that id ("arith.addi"; "" for 0 or out of range). */
const char *cmir_op_id_name(unsigned id);

/* Whether op is the registered op with that id (an integer compare). */
static inline bool cmir_op_isa(const CmirOp *op, CmirOpId id) { return op->info->id == (unsigned)id; }

#endif
