/* convert-func-to-llvm: func.func, func.return, func.call and func.constant
 * become llvm.func, llvm.return, llvm.call and llvm.mlir.addressof with the
 * calling convention of seed 001 ("Function Types", "Calling Convention"):
 * several results are packed into a literal struct by the callee and
 * extracted at the call site. Like MLIR 19's pass it also applies the arith
 * and cf patterns. Functions with memref arguments or results are not
 * converted yet (docs/lowering.md). */
#include "conversion/llvm_common.h"

#include <stdlib.h>

static bool has_memref(const CmirType *fn) {
  for (uint32_t i = 0; i < fn->fn.nin + fn->fn.nres; i++) {
    uint32_t k = fn->fn.types[i]->kind;
    if (k == CMIR_TYPE_MEMREF || k == CMIR_TYPE_UNRANKED_MEMREF)
      return true;
  }
  return false;
}

/* Attributes of func.func that llvm.func does not take over as they are. */
static bool filtered(const CmirIdent *n) {
  static const char *const names[] = {"sym_name", "function_type", "arg_attrs", "res_attrs",
                                      "func.varargs", "llvm.linkage"};
  for (size_t i = 0; i < sizeof names / sizeof names[0]; i++)
    if (!strcmp(n->str, names[i]))
      return true;
  return false;
}

static void copy_attr(CmirOpState *st, const CmirNamedAttr *e) {
  if (cmir_info_prop(st->info, e->name) >= 0)
    st->props = cmir_dict_set(st->ctx, st->props, e->name, e->value);
  else
    st->attrs = cmir_dict_set(st->ctx, st->attrs, e->name, e->value);
}

static CmirStatus func_op(CmirRewriter *rw, CmirOp *op, CmirValue *const *opnds, void *user) {
  (void)opnds, (void)user;
  CmirContext *ctx = cmir_rw_context(rw);
  const CmirLlvmTypeConverter *ltc = cmir_llvm_converter(rw);
  const CmirAttr *ft = cmir_op_get_prop(op, "function_type");
  if (!ft || ft->kind != CMIR_ATTR_TYPE || has_memref(ft->type.type))
    return CMIR_FAIL;
  CmirSignatureConversion sc;
  const CmirType *lft;
  if (!cmir_llvm_tc_signature(ltc, ft->type.type, &sc, &lft)) {
    cmir_sigconv_free(&sc);
    return CMIR_FAIL;
  }
  CmirOpState st;
  cmir_opstate_init(&st, ctx, cmir_op_info(ctx, "llvm.func", 9), op->loc);
  cmir_opstate_set_prop(&st, "sym_name", cmir_op_get_prop(op, "sym_name"));
  cmir_opstate_set_prop(&st, "function_type", cmir_attr_type(ctx, lft));
  const CmirAttr *lk = cmir_op_get_attr(op, "llvm.linkage");
  if (lk)
    cmir_opstate_set_prop(&st, "linkage", lk);
  for (int pass = 0; pass < 2; pass++) {
    const CmirAttr *d = pass ? op->attrs : op->props;
    for (uint32_t i = 0; d && i < d->dict.n; i++)
      if (!filtered(d->dict.entries[i].name))
        copy_attr(&st, &d->dict.entries[i]);
  }
  /* Argument attributes follow their (one-to-one) arguments; result
   * attributes survive only for a single result. */
  const CmirAttr *aa = cmir_op_get_prop(op, "arg_attrs");
  if (aa && sc.nnew == sc.nold)
    cmir_opstate_set_prop(&st, "arg_attrs", aa);
  const CmirAttr *ra = cmir_op_get_prop(op, "res_attrs");
  if (ra && ft->type.type->fn.nres == 1)
    cmir_opstate_set_prop(&st, "res_attrs", ra);
  cmir_opstate_add_region(&st);
  cmir_opstate_finalize_props(&st, NULL, 0);
  CmirOp *nf = cmir_rw_insert(rw, &st);
  cmir_rw_inline_region_before(rw, &op->regions[0], &nf->regions[0], NULL);
  CmirStatus rc = CMIR_OK;
  if (nf->regions[0].first)
    rc = cmir_rw_convert_region_types(rw, &nf->regions[0], &ltc->tc, &sc);
  cmir_sigconv_free(&sc);
  if (rc) {
    /* A block type did not convert: put the body back. */
    cmir_rw_inline_region_before(rw, &nf->regions[0], &op->regions[0], NULL);
    cmir_rw_erase_op(rw, nf);
    return CMIR_FAIL;
  }
  cmir_rw_erase_op(rw, op);
  return CMIR_OK;
}

static bool any_memref(CmirOp *op) {
  for (uint32_t i = 0; i < op->nopnds; i++) {
    uint32_t k = op->opnds[i].value->type->kind;
    if (k == CMIR_TYPE_MEMREF || k == CMIR_TYPE_UNRANKED_MEMREF)
      return true;
  }
  for (uint32_t i = 0; i < op->nresults; i++) {
    uint32_t k = op->results[i].type->kind;
    if (k == CMIR_TYPE_MEMREF || k == CMIR_TYPE_UNRANKED_MEMREF)
      return true;
  }
  return false;
}

static CmirStatus return_op(CmirRewriter *rw, CmirOp *op, CmirValue *const *opnds, void *user) {
  (void)user;
  const CmirLlvmTypeConverter *ltc = cmir_llvm_converter(rw);
  if (any_memref(op))
    return CMIR_FAIL;
  CmirValue *v = NULL;
  if (op->nopnds == 1) {
    v = opnds[0];
  } else if (op->nopnds > 1) {
    const CmirType *inl[8];
    const CmirType **types = op->nopnds <= 8 ? inl : cmir_xmalloc(sizeof *types * op->nopnds);
    for (uint32_t i = 0; i < op->nopnds; i++)
      types[i] = op->opnds[i].value->type;
    const CmirType *st = cmir_llvm_tc_pack_results(ltc, op->nopnds, types);
    if (types != inl)
      free(types);
    if (!st)
      return CMIR_FAIL;
    v = cmir_llvm_build_undef(rw, op->loc, st);
    for (uint32_t i = 0; i < op->nopnds; i++) {
      int64_t pos = i;
      v = cmir_llvm_build_insertvalue(rw, op->loc, v, opnds[i], 1, &pos);
    }
  }
  cmir_rw_create(rw, "llvm.return", op->loc, v ? 1 : 0, &v, 0, NULL, 0, NULL);
  cmir_rw_replace_op(rw, op, NULL);
  return CMIR_OK;
}

static CmirStatus call_op(CmirRewriter *rw, CmirOp *op, CmirValue *const *opnds, void *user) {
  (void)user;
  CmirContext *ctx = cmir_rw_context(rw);
  const CmirLlvmTypeConverter *ltc = cmir_llvm_converter(rw);
  if (any_memref(op))
    return CMIR_FAIL;
  const CmirType *inl[8];
  const CmirType **types = op->nresults <= 8 ? inl : cmir_xmalloc(sizeof *types * op->nresults);
  for (uint32_t i = 0; i < op->nresults; i++)
    types[i] = op->results[i].type;
  const CmirType *packed = cmir_llvm_tc_pack_results(ltc, op->nresults, types);
  if (types != inl)
    free(types);
  if (!packed)
    return CMIR_FAIL;
  CmirOpState st;
  cmir_opstate_init(&st, ctx, cmir_op_info(ctx, "llvm.call", 9), op->loc);
  for (uint32_t i = 0; i < op->nopnds; i++)
    cmir_opstate_add_operand(&st, opnds[i]);
  if (op->nresults)
    cmir_opstate_add_result(&st, packed);
  if (opnds && op->nopnds && cmir_op_is(op, "func.call_indirect") &&
      opnds[0]->type->kind != CMIR_TYPE_LLVM_PTR) {
    cmir_opstate_free(&st);
    return CMIR_FAIL;
  }
  for (int pass = 0; pass < 2; pass++) {
    const CmirAttr *d = pass ? op->attrs : op->props;
    for (uint32_t i = 0; d && i < d->dict.n; i++)
      copy_attr(&st, &d->dict.entries[i]);
  }
  cmir_opstate_finalize_props(&st, NULL, 0);
  CmirOp *call = cmir_rw_insert(rw, &st);
  if (op->nresults <= 1) {
    CmirValue *r = op->nresults ? &call->results[0] : NULL;
    cmir_rw_replace_op(rw, op, &r);
    return CMIR_OK;
  }
  CmirValue **vals = cmir_xmalloc(sizeof *vals * op->nresults);
  for (uint32_t i = 0; i < op->nresults; i++) {
    int64_t pos = i;
    vals[i] = cmir_llvm_build_extractvalue(rw, op->loc, &call->results[0], 1, &pos);
  }
  cmir_rw_replace_op(rw, op, vals);
  free(vals);
  return CMIR_OK;
}

/* func.constant @f: the function's address. */
static CmirStatus constant_op(CmirRewriter *rw, CmirOp *op, CmirValue *const *opnds, void *user) {
  (void)opnds, (void)user;
  CmirContext *ctx = cmir_rw_context(rw);
  const CmirType *ptr = cmir_type_llvm_ptr(ctx, 0);
  CmirNamedAttr p = {cmir_ident(ctx, "global_name"), cmir_op_get_prop(op, "value")};
  CmirOp *a = cmir_rw_create(rw, "llvm.mlir.addressof", op->loc, 0, NULL, 1, &ptr, 1, &p);
  CmirValue *r = &a->results[0];
  cmir_rw_replace_op(rw, op, &r);
  return CMIR_OK;
}

static const CmirPattern func_patterns[] = {
    {"func.func", func_op, NULL, NULL},
    {"func.return", return_op, NULL, NULL},
    {"func.call", call_op, NULL, NULL},
    {"func.call_indirect", call_op, NULL, NULL},
    {"func.constant", constant_op, NULL, NULL},
};
enum { NFUNC = sizeof func_patterns / sizeof func_patterns[0] };

CmirStatus cmir_pass_convert_func_to_llvm(CmirOp *module, const char *options) {
  CmirContext *ctx = cmir_op_context(module);
  CmirLlvmOptions opts;
  if (cmir_llvm_parse_options(ctx, options, true, &opts))
    return CMIR_FAIL;
  CmirLlvmTypeConverter ltc;
  cmir_llvm_tc_init(&ltc, ctx, &opts);
  size_t n = NFUNC + cmir_arith_to_llvm_npatterns + cmir_cf_to_llvm_npatterns;
  CmirPattern *pats = cmir_xmalloc(sizeof *pats * n);
  cmir_patterns_bind(pats, func_patterns, NFUNC, &ltc.tc);
  cmir_patterns_bind(pats + NFUNC, cmir_arith_to_llvm_patterns, cmir_arith_to_llvm_npatterns,
                     &ltc.tc);
  cmir_patterns_bind(pats + NFUNC + cmir_arith_to_llvm_npatterns, cmir_cf_to_llvm_patterns,
                     cmir_cf_to_llvm_npatterns, &ltc.tc);
  CmirConvTarget *t = cmir_llvm_target_create(ctx);
  CmirStatus rc = cmir_cv_apply(module, t, pats, n, CMIR_CONVERSION_PARTIAL);
  cmir_cv_target_destroy(t);
  free(pats);
  return rc;
}
