/* convert-cf-to-llvm: cf.br, cf.cond_br and cf.switch become llvm.br,
 * llvm.cond_br and llvm.switch (MLIR's ControlFlowToLLVM). A branch is
 * converted only once its successors' argument types are the converted
 * types of the operands it passes (the block signatures are converted with
 * the enclosing function). Repeated successors are kept: the
 * llvm-legalize-for-export pass splits them. cf.assert branches to a block
 * that prints its message with puts and calls abort. */
#include "conversion/llvm_common.h"

#include <stdio.h>
#include <stdlib.h>

/* The operands passed to successor i match its argument types. */
static bool args_match(CmirOp *op, uint32_t succ, CmirValue *const *opnds) {
  uint32_t start, n;
  cmir_op_successor_operands(op, succ, &start, &n);
  CmirBlock *b = cmir_op_succs(op)[succ].block;
  if (b->nargs != n)
    return false;
  for (uint32_t i = 0; i < n; i++)
    if (opnds[start + i]->type != b->args[i]->type)
      return false;
  return true;
}

/* Copies op's properties (but the segment sizes) onto the new op state. */
static void copy_props(CmirOpState *st, CmirOp *op) {
  for (uint32_t i = 0; op->props && i < op->props->dict.n; i++) {
    const CmirNamedAttr *e = &op->props->dict.entries[i];
    if (strcmp(e->name->str, "operandSegmentSizes"))
      st->props = cmir_dict_set(st->ctx, st->props, e->name, e->value);
  }
}

static CmirStatus branch(CmirRewriter *rw, CmirOp *op, CmirValue *const *opnds, void *user) {
  CmirContext *ctx = cmir_rw_context(rw);
  unsigned to = (unsigned)(uintptr_t)user;
  for (uint32_t i = 0; i < op->nsuccs; i++)
    if (!args_match(op, i, opnds))
      return CMIR_FAIL;
  if (to == CMIR_OP_LLVM_COND_BR || to == CMIR_OP_LLVM_SWITCH)
    if (opnds[0]->type->kind != CMIR_TYPE_INTEGER)
      return CMIR_FAIL;
  CmirOpState st;
  cmir_opstate_init(&st, ctx, cmir_op_info_by_id(ctx, to), op->loc);
  for (uint32_t i = 0; i < op->nopnds; i++)
    cmir_opstate_add_operand(&st, opnds[i]);
  for (uint32_t i = 0; i < op->nsuccs; i++)
    cmir_opstate_add_successor(&st, cmir_op_succs(op)[i].block);
  copy_props(&st, op);
  if (op->info->opnd_seg_name) {
    uint32_t seg[CMIR_MAX_GROUPS], start[CMIR_MAX_GROUPS];
    cmir_op_group_layout(op->info, op->nopnds, op->props, start, seg);
    cmir_opstate_finalize_props(&st, seg, op->info->nopnd_groups);
  }
  CmirOp *n = cmir_rw_insert(rw, &st);
  n->attrs = op->attrs;
  cmir_rw_replace_op(rw, op, NULL);
  return CMIR_OK;
}

static unsigned assert_counter;

static CmirStatus assert_op(CmirRewriter *rw, CmirOp *op, CmirValue *const *opnds, void *user) {
  (void)user;
  CmirContext *ctx = cmir_rw_context(rw);
  CmirOp *module = cmir_llvm_module_of(op);
  if (!module || opnds[0]->type != ctx->i1)
    return CMIR_FAIL;
  CmirLoc loc = op->loc;
  CmirBlock *block = op->block;
  CmirBlock *cont = cmir_rw_split_block(rw, block, op);
  CmirBlock *fail = cmir_rw_create_block(rw, block->parent, NULL, 0, NULL, loc);

  /* The message: a private constant global with a NUL-terminated copy. */
  const CmirAttr *msg = cmir_op_get_prop(op, "msg");
  const CmirIdent *name = cmir_llvm_unique_symbol(module, "assert_msg", &assert_counter);
  cmir_rw_set_end(rw, fail);
  CmirValue *gep = cmir_llvm_global_string(rw, loc, module, name, msg->str.s, msg->str.len);
  const CmirType *ptr = cmir_type_llvm_ptr(ctx, 0);
  const CmirType *vd = cmir_type_llvm_simple(ctx, CMIR_TYPE_LLVM_VOID);
  cmir_llvm_declare_fn(ctx, module, "puts", vd, 1, &ptr);
  cmir_llvm_build_call(rw, loc, "puts", NULL, 1, &gep);
  cmir_llvm_declare_fn(ctx, module, "abort", vd, 0, NULL);
  cmir_llvm_build_call(rw, loc, "abort", NULL, 0, NULL);
  cmir_rw_create(rw, CMIR_OP_LLVM_UNREACHABLE, loc, 0, NULL, 0, NULL, 0, NULL);

  cmir_rw_set_end(rw, block);
  CmirOpState cb;
  cmir_opstate_init(&cb, ctx, cmir_op_info_by_id(ctx, CMIR_OP_LLVM_COND_BR), loc);
  cmir_opstate_add_operand(&cb, opnds[0]);
  cmir_opstate_add_successor(&cb, cont);
  cmir_opstate_add_successor(&cb, fail);
  uint32_t seg[3] = {1, 0, 0};
  cmir_opstate_finalize_props(&cb, seg, 3);
  cmir_rw_insert(rw, &cb);
  cmir_rw_replace_op(rw, op, NULL);
  return CMIR_OK;
}

const CmirPattern cmir_cf_to_llvm_patterns[] = {
    {CMIR_OP_CF_ASSERT, assert_op, NULL, NULL, NULL},
    {CMIR_OP_CF_BR, branch, (void *)(uintptr_t)CMIR_OP_LLVM_BR, NULL, NULL},
    {CMIR_OP_CF_COND_BR, branch, (void *)(uintptr_t)CMIR_OP_LLVM_COND_BR, NULL, NULL},
    {CMIR_OP_CF_SWITCH, branch, (void *)(uintptr_t)CMIR_OP_LLVM_SWITCH, NULL, NULL},
};
const size_t cmir_cf_to_llvm_npatterns =
    sizeof cmir_cf_to_llvm_patterns / sizeof cmir_cf_to_llvm_patterns[0];

CmirStatus cmir_pass_convert_cf_to_llvm(CmirOp *module, const char *options) {
  return cmir_llvm_run_patterns(module, options, cmir_cf_to_llvm_patterns,
                                cmir_cf_to_llvm_npatterns);
}
