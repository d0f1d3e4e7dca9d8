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

static CmirOp *module_of(CmirOp *op) {
  while (op && !cmir_op_isa(op, CMIR_OP_BUILTIN_MODULE))
    op = cmir_op_parent(op);
  return op;
}

/* A new op at the start of the module body (MLIR inserts its globals and
 * declarations there, each before the previous one). */
static CmirOp *at_module_start(CmirOp *module, CmirOpState *st) {
  CmirOp *op = cmir_op_create(st);
  cmir_opstate_free(st);
  CmirBlock *b = cmir_op_regions(module)[0].first;
  if (b->first)
    cmir_block_insert_before(b->first, op);
  else
    cmir_block_append(b, op);
  return op;
}

/* `llvm.func @name(args) -> void` declared at the start of the module, unless it exists. */
static void declare(CmirContext *ctx, CmirOp *module, const char *name, uint32_t nargs,
                    const CmirType *const *args) {
  if (cmir_symbol_table_lookup(module, cmir_ident(ctx, name)))
    return;
  CmirLoc unknown = {cmir_loc_unknown(ctx), NULL, 0, 0};
  CmirOpState st;
  cmir_opstate_init(&st, ctx, cmir_op_info_by_id(ctx, CMIR_OP_LLVM_FUNC), unknown);
  cmir_opstate_set_prop(&st, "sym_name", cmir_attr_string(ctx, name, strlen(name)));
  const CmirType *fn =
      cmir_type_llvm_func(ctx, cmir_type_llvm_simple(ctx, CMIR_TYPE_LLVM_VOID), nargs, args, false);
  cmir_opstate_set_prop(&st, "function_type", cmir_attr_type(ctx, fn));
  cmir_opstate_add_region(&st);
  cmir_opstate_finalize_props(&st, NULL, 0);
  at_module_start(module, &st);
}

static CmirOp *call(CmirRewriter *rw, CmirLoc loc, const char *callee, uint32_t n,
                    CmirValue *const *args) {
  CmirContext *ctx = cmir_rw_context(rw);
  const CmirIdent *id = cmir_ident(ctx, callee);
  CmirNamedAttr p = {cmir_ident(ctx, "callee"), cmir_attr_symref(ctx, 1, &id)};
  CmirOpState st;
  cmir_opstate_init(&st, ctx, cmir_op_info_by_id(ctx, CMIR_OP_LLVM_CALL), loc);
  for (uint32_t i = 0; i < n; i++)
    cmir_opstate_add_operand(&st, args[i]);
  st.props = cmir_attr_dict(ctx, 1, &p);
  cmir_opstate_finalize_props(&st, NULL, 0);
  return cmir_rw_insert(rw, &st);
}

/* MLIR's ensureSymbolNameIsUnique: name, else name_N with a counter that
 * runs through the whole pass. */
static const CmirIdent *unique_name(CmirContext *ctx, CmirOp *module, const char *base,
                                    unsigned *counter) {
  const CmirIdent *id = cmir_ident(ctx, base);
  char buf[128];
  while (cmir_symbol_table_lookup(module, id)) {
    snprintf(buf, sizeof buf, "%s_%u", base, (*counter)++);
    id = cmir_ident(ctx, buf);
  }
  return id;
}

static unsigned assert_counter;

static CmirStatus assert_op(CmirRewriter *rw, CmirOp *op, CmirValue *const *opnds, void *user) {
  (void)user;
  CmirContext *ctx = cmir_rw_context(rw);
  CmirOp *module = module_of(op);
  if (!module || opnds[0]->type != ctx->i1)
    return CMIR_FAIL;
  CmirLoc loc = op->loc;
  CmirBlock *block = op->block;
  CmirBlock *cont = cmir_rw_split_block(rw, block, op);
  CmirBlock *fail = cmir_rw_create_block(rw, block->parent, NULL, 0, NULL, loc);

  /* The message: a private constant global with a NUL-terminated copy. */
  const CmirAttr *msg = cmir_op_get_prop(op, "msg");
  uint32_t len = msg->str.len + 1;
  int64_t shape = len;
  const CmirType *i8 = cmir_type_int(ctx, 8, CMIR_SIGNLESS);
  const CmirType *tt = cmir_type_tensor(ctx, 1, &shape, i8, NULL);
  char *bytes = cmir_xcalloc(len, 1);
  memcpy(bytes, msg->str.s, msg->str.len);
  bool splat = true;
  for (uint32_t i = 1; i < len; i++)
    splat = splat && bytes[i] == bytes[0];
  const CmirAttr *data = cmir_attr_dense(ctx, tt, bytes, splat ? 1 : len, splat);
  free(bytes);
  const CmirType *arr = cmir_type_llvm_array(ctx, len, i8);
  const CmirIdent *name = unique_name(ctx, module, "assert_msg", &assert_counter);
  CmirOpState st;
  cmir_opstate_init(&st, ctx, cmir_op_info_by_id(ctx, CMIR_OP_LLVM_MLIR_GLOBAL), loc);
  cmir_opstate_set_prop(&st, "global_type", cmir_attr_type(ctx, arr));
  cmir_opstate_set_prop(&st, "constant", ctx->unit);
  cmir_opstate_set_prop(&st, "sym_name", cmir_attr_string(ctx, name->str, name->len));
  cmir_opstate_set_prop(&st, "linkage", cmir_parse_attr_str(ctx, "#llvm.linkage<private>"));
  cmir_opstate_set_prop(&st, "value", data);
  cmir_opstate_add_region(&st);
  cmir_opstate_finalize_props(&st, NULL, 0);
  at_module_start(module, &st);

  cmir_rw_set_end(rw, fail);
  const CmirType *ptr = cmir_type_llvm_ptr(ctx, 0);
  const CmirAttr *sym = cmir_attr_symref(ctx, 1, &name);
  CmirNamedAttr ap = {cmir_ident(ctx, "global_name"), sym};
  CmirValue *addr =
      &cmir_rw_create(rw, CMIR_OP_LLVM_MLIR_ADDRESSOF, loc, 0, NULL, 1, &ptr, 1, &ap)->results[0];
  int32_t zero = 0;
  CmirNamedAttr gp[2] = {
      {cmir_ident(ctx, "elem_type"), cmir_attr_type(ctx, arr)},
      {cmir_ident(ctx, "rawConstantIndices"), cmir_attr_dense_i32_array(ctx, 1, &zero)}};
  CmirValue *gep =
      &cmir_rw_create(rw, CMIR_OP_LLVM_GETELEMENTPTR, loc, 1, &addr, 1, &ptr, 2, gp)->results[0];
  declare(ctx, module, "puts", 1, &ptr);
  call(rw, loc, "puts", 1, &gep);
  declare(ctx, module, "abort", 0, NULL);
  call(rw, loc, "abort", 0, NULL);
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
