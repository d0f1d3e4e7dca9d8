/* The scf dialect. */
#include "dialect/dialects.h"

void cmir_scf_register(CmirContext *ctx) { (void)ctx; }
