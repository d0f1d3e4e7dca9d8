/* llvm-legalize-for-export: LLVM IR has no block arguments, only PHI nodes,
 * and a PHI cannot take two values from one predecessor. So a terminator
 * that names the same block (with arguments) twice gets, for every repeated occurrence after
 * the first, a new block appended to the region that takes the arguments
 * and branches on to the original successor ("Repeated Successor Removal"
 * in seeds 000 and 003, as MLIR 19's ensureDistinctSuccessors does it). */
#include "transforms/transforms.h"

#include <stdlib.h>

static void distinct_successors(CmirContext *ctx, CmirBlock *b) {
  CmirOp *t = b->last;
  if (!t || t->nsuccs < 2)
    return;
  uint32_t n = t->nsuccs;
  /* Successors in order of first occurrence, then their later positions. */
  for (uint32_t i = 0; i < n; i++) {
    CmirBlock *s = cmir_op_succs(t)[i].block;
    bool first = true;
    for (uint32_t k = 0; k < i && first; k++)
      first = cmir_op_succs(t)[k].block != s;
    if (!first || !s->nargs) /* no arguments: no PHI to disambiguate */
      continue;
    for (uint32_t pos = i + 1; pos < n; pos++) {
      if (cmir_op_succs(t)[pos].block != s)
        continue;
      CmirBlock *dummy = cmir_block_create();
      cmir_region_append(b->parent, dummy);
      cmir_op_set_successor(t, pos, dummy);
      CmirOpState st;
      cmir_opstate_init(&st, ctx, cmir_op_info_by_id(ctx, CMIR_OP_LLVM_BR), t->loc);
      for (uint32_t a = 0; a < s->nargs; a++) {
        CmirValue *v = cmir_block_add_arg(dummy, s->args[a]->type);
        CmirLoc loc = cmir_block_arg_loc(s, a);
        if (cmir_loc_known(loc))
          cmir_block_set_arg_loc(dummy, a, loc);
        cmir_opstate_add_operand(&st, v);
      }
      cmir_opstate_add_successor(&st, s);
      cmir_opstate_finalize_props(&st, NULL, 0);
      CmirOp *br = cmir_op_create(&st);
      cmir_opstate_free(&st);
      cmir_block_append(dummy, br);
    }
  }
}

static bool visit(CmirOp *op, void *user) {
  for (uint32_t i = 0; i < op->nregions; i++)
    for (CmirBlock *b = cmir_op_regions(op)[i].first; b; b = b->next)
      distinct_successors(user, b);
  return true;
}

CmirStatus cmir_pass_llvm_legalize_for_export(CmirOp *module, const char *options) {
  CmirContext *ctx = cmir_op_context(module);
  if (options && *options) {
    CmirLoc none = {0};
    return cmir_error(ctx, none, "<Pass-Options-Parser>: no such option %s", options);
  }
  cmir_op_walk(module, visit, ctx);
  return CMIR_OK;
}
