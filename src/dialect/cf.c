/* The cf dialect. */
#include "dialect/dialects.h"

void cmir_cf_register(CmirContext *ctx) { (void)ctx; }
