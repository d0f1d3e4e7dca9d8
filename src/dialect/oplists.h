/* Every dialect's op list, once: the includer defines OP(id, name, ...)
 * and includes this file (no include guard, on purpose). The op ids
 * (dialect/ops.h), their names (dialect/ops.c) and the id test
 * (tests/unit/test_ir.c) come from it, so a new dialect's list is added
 * here and nowhere else. */
#include "dialect/builtin/ops.h"
#include "dialect/func/ops.h"
#include "dialect/arith/ops.h"
#include "dialect/cf/ops.h"
#include "dialect/scf/ops.h"
#include "dialect/memref/ops.h"
#include "dialect/llvm/ops.h"
#include "dialect/affine/ops.h"
#include "dialect/toy/ops.h"
#include "dialect/vector/ops.h"
