/* The op ids' names, from the dialects' op lists. */
#include "dialect/ops.h"

static const char *const op_names[CMIR_OP_COUNT] = {
    [CMIR_OP_UNREGISTERED] = "",
#define OP(x, nm, ...) [CMIR_OP_##x] = nm,
#include "dialect/oplists.h"
#undef OP
};

const char *cmir_op_id_name(unsigned id) { return id < CMIR_OP_COUNT ? op_names[id] : ""; }
