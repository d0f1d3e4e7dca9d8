/* What ops of several dialects share: the verifiers of MLIR's
 * LoopLikeOpInterface (scf.for, affine.for) and of FunctionOpInterface's
 * argument and result attributes (func.func, llvm.func), with MLIR 19's
 * wording and order, and the syntax of if-like ops (scf.if, affine.if) with an implicit
 * terminator. */
#include "dialect/dialects.h"

#include <stdlib.h>
#include <string.h>

/* Error with two types, each quoted as MLIR's diagnostics do. */
static CmirStatus loop_type_error(CmirOp *op, const char *fmt, const CmirType *a,
                                  const CmirType *b) {
  char *sa = cmir_type_str(a), *sb = cmir_type_str(b);
  cmir_verify_error(op, fmt, sa, sb);
  free(sa);
  free(sb);
  return CMIR_FAIL;
}

CmirStatus cmir_verify_loop_like(CmirOp *op, const CmirLoopParts *l) {
  if (l->ninits != l->niter)
    return cmir_verify_error(op, "different number of inits and region iter_args: %u != %llu",
                             l->ninits, (unsigned long long)l->niter);
  if (l->nyielded && l->niter != l->nyielded)
    return cmir_verify_error(op,
                             "different number of region iter_args and yielded values: "
                             "%llu != %u",
                             (unsigned long long)l->niter, l->nyielded);
  if (l->has_results && op->nresults != l->niter)
    return cmir_verify_error(op,
                             "different number of loop results and region iter_args: %u != "
                             "%llu",
                             op->nresults, (unsigned long long)l->niter);
  char fmt[128];
  for (uint32_t i = 0; i < l->ninits; i++) {
    const CmirType *it = l->iter_args[i]->type;
    if (l->inits[i].value->type != it) {
      snprintf(fmt, sizeof fmt,
               "%u-th init and %u-th region iter_arg have different type: '%%s' "
               "!= '%%s'",
               i, i);
      return loop_type_error(op, fmt, l->inits[i].value->type, it);
    }
    if (l->nyielded && it != l->yielded[i].value->type) {
      snprintf(fmt, sizeof fmt,
               "%u-th region iter_arg and %u-th yielded value have different "
               "type: '%%s' != '%%s'",
               i, i);
      return loop_type_error(op, fmt, it, l->yielded[i].value->type);
    }
  }
  /* MLIR reports every result mismatch as the 0-th (its counter is bumped
   * after the loop). */
  for (uint32_t i = 0; l->has_results && i < op->nresults; i++)
    if (l->iter_args[i]->type != op->results[i].type)
      return loop_type_error(op,
                             "0-th region iter_arg and 0-th loop result have different type: '%s' "
                             "!= '%s'",
                             l->iter_args[i]->type, op->results[i].type);
  return CMIR_OK;
}

void cmir_ensure_terminator(CmirOpState *st, CmirRegion *r, CmirOpId term) {
  if (!r->first)
    cmir_region_append(r, cmir_block_create());
  CmirBlock *b = r->last;
  if (b->last && b->last->info->def && (b->last->info->traits & CMIR_TRAIT_TERMINATOR))
    return;
  CmirOpState ys;
  cmir_opstate_init(&ys, st->ctx, cmir_op_info_by_id(st->ctx, term), st->loc);
  cmir_block_append(b, cmir_op_create(&ys));
  cmir_opstate_free(&ys);
}

CmirStatus cmir_parse_if_rest(CmirParser *p, CmirOpState *st, CmirOpId yield) {
  CmirTypeVec rtypes = {0};
  CmirStatus rc = CMIR_FAIL;
  if (cmir_parser_consume_if(p, TOK_ARROW) && cmir_parser_result_types(p, &rtypes))
    goto done;
  for (uint32_t i = 0; i < rtypes.len; i++)
    cmir_opstate_add_result(st, rtypes.data[i]);
  CmirRegion *then_r = cmir_opstate_add_region(st);
  CmirRegion *else_r = cmir_opstate_add_region(st);
  if (cmir_parser_op_region(p, st, then_r, NULL, 0, false))
    goto done;
  cmir_ensure_terminator(st, then_r, yield);
  if (cmir_parser_consume_keyword(p, "else")) {
    if (cmir_parser_op_region(p, st, else_r, NULL, 0, false))
      goto done;
    cmir_ensure_terminator(st, else_r, yield);
  }
  if (cmir_parser_opt_attr_dict(p, st))
    goto done;
  rc = CMIR_OK;
done:
  cmir_vec_free(&rtypes);
  return rc;
}

/* One of arg_attrs/res_attrs: an array with a dictionary per argument
 * (result) whose entries are all dialect attributes, each checked by its
 * dialect's hook. what: "argument" or "result". */
static CmirStatus verify_attr_array(CmirOp *op, const char *prop, const CmirType *const *types,
                                    uint32_t n, const char *what) {
  const CmirAttr *aa = cmir_op_get_prop(op, prop);
  if (!aa || aa->kind != CMIR_ATTR_ARRAY)
    return CMIR_OK;
  if (aa->arr.n != n)
    return cmir_verify_error(op, "expects %s attribute array to have the same number of elements "
                                 "as the number of function %ss, got %u, but expected %u",
                             what, what, aa->arr.n, n);
  bool is_result = what[0] == 'r';
  for (uint32_t i = 0; i < n; i++) {
    const CmirAttr *d = aa->arr.elems[i];
    if (d->kind != CMIR_ATTR_DICT) {
      char *s = cmir_attr_str(d);
      cmir_verify_error(op, "expects %s attribute dictionary to be a DictionaryAttr, but got `%s`",
                        what, s);
      free(s);
      return CMIR_FAIL;
    }
    for (uint32_t k = 0; k < d->dict.n; k++) {
      const CmirNamedAttr *a = &d->dict.entries[k];
      const char *dot = memchr(a->name->str, '.', a->name->len);
      if (!dot)
        return cmir_verify_error(op, "%ss may only have dialect attributes",
                                 is_result ? "result" : "argument");
      const CmirDialect *dl =
          cmir_strmap_get(&op->info->ctx->dialects, a->name->str, (size_t)(dot - a->name->str));
      CmirDialectParamAttrVerifyFn fn =
          !dl ? NULL : is_result ? dl->verify_result_attr : dl->verify_arg_attr;
      if (fn && fn(op, types[i], a))
        return CMIR_FAIL;
    }
  }
  return CMIR_OK;
}

CmirStatus cmir_verify_function_attrs(CmirOp *op, const CmirType *const *args, uint32_t nargs,
                                      const CmirType *const *results, uint32_t nresults) {
  if (verify_attr_array(op, "arg_attrs", args, nargs, "argument"))
    return CMIR_FAIL;
  return verify_attr_array(op, "res_attrs", results, nresults, "result");
}
