/* The memref dialect. */
#include "dialect/dialects.h"

void cmir_memref_register(CmirContext *ctx) { (void)ctx; }
