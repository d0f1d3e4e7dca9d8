/* toy-print-to-llvm: the Toy tutorial's chapter 6 step for the one toy op
 * the lowering to affine leaves: `toy.print %m : memref<...xf64>` becomes
 * a nest of scf.for loops over the memref's shape, a memref.load and a
 * variadic `llvm.call @printf` of "%f " per element, and of "\n" after each
 * row of every dimension but the last. The format strings are the
 * module's internal constant globals @frmt_spec and @nl, printf its
 * declaration `llvm.func @printf(!llvm.ptr, ...) -> i32`, each added once.
 * The rest of the way to the LLVM dialect is cmir's usual lowering
 * (lower-affine, convert-scf-to-cf, ..., convert-to-llvm). */
#include "transforms/conversion.h"

#include <stdlib.h>

/* The module-level declarations, as text (the parser builds them). */
static const char decls[] =
    "llvm.mlir.global internal constant @nl(\"\\0A\\00\") {addr_space = 0 : i32}\n"
    "llvm.mlir.global internal constant @frmt_spec(\"%f \\00\") {addr_space = 0 : i32}\n"
    "llvm.func @printf(!llvm.ptr, ...) -> i32\n";

static const char *const decl_names[] = {"nl", "frmt_spec", "printf"};

/* Adds what the module lacks of @nl, @frmt_spec and @printf at its start. */
static CmirStatus add_decls(CmirOp *module) {
  CmirContext *ctx = cmir_op_context(module);
  CmirBlock *body = cmir_op_regions(module)[0].first;
  bool have[3] = {false, false, false};
  for (CmirOp *op = body->first; op; op = op->next) {
    const CmirIdent *n = cmir_op_sym_name(op);
    for (int i = 0; n && i < 3; i++)
      if (!strcmp(n->str, decl_names[i])) {
        bool ok =
            i == 2 ? cmir_op_isa(op, CMIR_OP_LLVM_FUNC) : cmir_op_isa(op, CMIR_OP_LLVM_MLIR_GLOBAL);
        if (!ok)
          return cmir_op_error(op, "'%s' is needed by toy.print's lowering", n->str);
        have[i] = true;
      }
  }
  CmirParseOptions po = {.filename = "<toy.print lowering>"};
  CmirOp *m = cmir_parse_source(ctx, decls, sizeof decls - 1, &po);
  if (!m)
    return CMIR_FAIL;
  CmirBlock *src = cmir_op_regions(m)[0].first;
  CmirOp *first = body->first;
  int i = 0;
  for (CmirOp *op = src->first, *next; op; op = next, i++) {
    next = op->next;
    if (have[i])
      continue;
    cmir_op_remove(op);
    if (first)
      cmir_block_insert_before(first, op);
    else
      cmir_block_append(body, op);
  }
  cmir_op_destroy(m);
  return CMIR_OK;
}

static CmirOp *make(CmirRewriter *rw, unsigned id, CmirLoc loc, uint32_t n, CmirValue *const *opnds,
                    const CmirType *rt, uint32_t nprops, const CmirNamedAttr *props) {
  return cmir_rw_create_seg(rw, id, loc, n, opnds, rt != NULL, &rt, nprops, props, NULL, 0);
}

static CmirValue *index_constant(CmirRewriter *rw, CmirLoc loc, int64_t v) {
  CmirContext *ctx = cmir_rw_context(rw);
  CmirNamedAttr p = {cmir_ident(ctx, "value"), cmir_attr_int(ctx, cmir_type_index(ctx), v)};
  return &make(rw, CMIR_OP_ARITH_CONSTANT, loc, 0, NULL, cmir_type_index(ctx), 1, &p)->results[0];
}

/* printf(fmt[, v]) through the global named fmt. */
static void call_printf(CmirRewriter *rw, CmirLoc loc, const char *fmt, CmirValue *v) {
  CmirContext *ctx = cmir_rw_context(rw);
  const CmirType *ptr = cmir_type_llvm_ptr(ctx, 0);
  const CmirIdent *g = cmir_ident(ctx, fmt), *pf = cmir_ident(ctx, "printf");
  CmirNamedAttr ap = {cmir_ident(ctx, "global_name"), cmir_attr_symref(ctx, 1, &g)};
  CmirValue *args[2] = {
      &make(rw, CMIR_OP_LLVM_MLIR_ADDRESSOF, loc, 0, NULL, ptr, 1, &ap)->results[0], v};
  const CmirType *i32 = cmir_type_int(ctx, 32, CMIR_SIGNLESS);
  const CmirType *fty = cmir_type_llvm_func(ctx, i32, 1, &ptr, true);
  CmirNamedAttr cp[2] = {{cmir_ident(ctx, "callee"), cmir_attr_symref(ctx, 1, &pf)},
                         {cmir_ident(ctx, "var_callee_type"), cmir_attr_type(ctx, fty)}};
  make(rw, CMIR_OP_LLVM_CALL, loc, v ? 2 : 1, args, i32, 2, cp);
}

static CmirStatus lower_print(CmirRewriter *rw, CmirOp *op, CmirValue *const *operands,
                              void *user) {
  (void)user;
  CmirContext *ctx = cmir_rw_context(rw);
  const CmirType *t = operands[0]->type;
  if (t->kind != CMIR_TYPE_MEMREF || !cmir_type_has_static_shape(t) || t->shaped.rank > 8)
    return CMIR_FAIL;
  uint32_t rank = t->shaped.rank;
  CmirValue *ivs[8];
  cmir_rw_set_before(rw, op);
  for (uint32_t i = 0; i < rank; i++) {
    CmirValue *b[3] = {index_constant(rw, op->loc, 0),
                       index_constant(rw, op->loc, t->shaped.shape[i]),
                       index_constant(rw, op->loc, 1)};
    CmirOpState st;
    cmir_opstate_init(&st, ctx, cmir_op_info_by_id(ctx, CMIR_OP_SCF_FOR), op->loc);
    for (int k = 0; k < 3; k++)
      cmir_opstate_add_operand(&st, b[k]);
    CmirBlock *body = cmir_block_create();
    ivs[i] = cmir_block_add_arg(body, cmir_type_index(ctx));
    cmir_block_set_arg_loc(body, 0, op->loc);
    cmir_region_append(cmir_opstate_add_region(&st), body);
    cmir_opstate_finalize_props(&st, NULL, 0);
    cmir_rw_insert(rw, &st);
    cmir_rw_set_end(rw, body);
    if (i + 1 != rank)
      call_printf(rw, op->loc, "nl", NULL);
    make(rw, CMIR_OP_SCF_YIELD, op->loc, 0, NULL, NULL, 0, NULL);
    cmir_rw_set_start(rw, body);
  }
  CmirValue *lo[9];
  lo[0] = operands[0];
  for (uint32_t i = 0; i < rank; i++)
    lo[1 + i] = ivs[i];
  CmirValue *elem =
      &make(rw, CMIR_OP_MEMREF_LOAD, op->loc, 1 + rank, lo, t->shaped.elem, 0, NULL)->results[0];
  call_printf(rw, op->loc, "frmt_spec", elem);
  cmir_rw_erase_op(rw, op);
  return CMIR_OK;
}

static bool has_print(CmirOp *op, void *user) {
  if (cmir_op_isa(op, CMIR_OP_TOY_PRINT)) {
    *(bool *)user = true;
    return false;
  }
  return true;
}

CmirStatus cmir_pass_toy_print_to_llvm(CmirOp *module, const char *options) {
  (void)options;
  bool any = false;
  cmir_op_walk(module, has_print, &any);
  if (!any)
    return CMIR_OK;
  if (!cmir_op_isa(module, CMIR_OP_BUILTIN_MODULE))
    return cmir_op_error(module, "toy.print's lowering runs on a module");
  if (add_decls(module))
    return CMIR_FAIL;
  CmirContext *ctx = cmir_op_context(module);
  const CmirPattern pats[] = {{CMIR_OP_TOY_PRINT, lower_print, NULL, NULL, NULL}};
  CmirConvTarget *t = cmir_cv_target_create(ctx);
  cmir_cv_target_set_op(t, CMIR_OP_TOY_PRINT, CMIR_LEGALITY_ILLEGAL, NULL, NULL);
  CmirStatus rc = cmir_cv_apply(module, t, pats, 1, CMIR_CONVERSION_PARTIAL);
  cmir_cv_target_destroy(t);
  return rc;
}
