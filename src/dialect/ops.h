/* One integer id per registered op, from the dialects' op lists
 * (src/dialect/<dialect>/ops.h, a row per op). An op's id is in its info:
 * dispatch on `cmir_op_id(op)` with a switch, compare ids as integers, and
 * create ops by id (`cmir_op_info_by_id`). Id 0 is an unregistered op. */
#ifndef CMIR_DIALECT_OPS_H
#define CMIR_DIALECT_OPS_H

typedef enum CmirOpId {
  CMIR_OP_UNREGISTERED = 0,
#define OP(id, ...) CMIR_OP_##id,
#include "dialect/builtin/ops.h"
#include "dialect/func/ops.h"
#include "dialect/arith/ops.h"
#include "dialect/cf/ops.h"
#include "dialect/scf/ops.h"
#include "dialect/memref/ops.h"
#include "dialect/llvm/ops.h"
#include "dialect/affine/ops.h"
#undef OP
  CMIR_OP_COUNT
} CmirOpId;

#endif
