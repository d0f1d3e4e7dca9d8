/* affine-loop-fusion (stub). */
#include "transforms/affine_analysis.h"

CmirStatus cmir_pass_affine_loop_fusion(CmirOp *func, const char *options) {
  (void)func;
  (void)options;
  return CMIR_OK;
}
