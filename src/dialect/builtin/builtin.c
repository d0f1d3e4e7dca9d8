/* The builtin dialect: builtin.module and builtin.unrealized_conversion_cast,
 * plus registration of every dialect cmir knows. */
#include "dialect/dialects.h"
#include "dialect/llvm/llvm.h"

#include <stdlib.h>

/* module @name attributes {...} { ... } */
static CmirStatus module_parse(CmirParser *p, CmirOpState *st) {
  const CmirIdent *name = cmir_parser_symbol_name(p);
  if (name)
    cmir_opstate_set_prop(st, "sym_name", cmir_attr_string(p->ctx, name->str, name->len));
  if (cmir_parser_opt_attr_dict_with_keyword(p, st))
    return CMIR_FAIL;
  CmirRegion *r = cmir_opstate_add_region(st);
  if (cmir_parser_op_region(p, st, r, NULL, 0, false))
    return CMIR_FAIL;
  if (!r->first)
    cmir_region_append(r, cmir_block_create());
  return CMIR_OK;
}

static void module_print(CmirPrinter *pr, CmirOp *op) {
  const CmirAttr *name = cmir_op_get_prop(op, "sym_name");
  if (name && name->kind == CMIR_ATTR_STRING) {
    cmir_printer_putc(pr, ' ');
    cmir_printer_symbol_name(pr, cmir_ident_get(pr->ctx, name->str.s, name->str.len));
  }
  static const char *const elide[] = {"sym_name", NULL};
  cmir_printer_attr_dict(pr, op, elide, true);
  cmir_printer_putc(pr, ' ');
  cmir_printer_region(pr, &cmir_op_regions(op)[0], false, true);
}

static CmirStatus module_verify(CmirOp *op) {
  CmirRegion *r = &cmir_op_regions(op)[0];
  if (!r->first)
    return cmir_verify_error(op, "expects a non-empty region");
  if (r->first != r->last)
    return cmir_verify_error(op, "expects region #0 to have 0 or 1 blocks");
  if (r->first->nargs)
    return cmir_verify_error(op, "region should have no arguments");
  if (cmir_op_get_prop(op, "sym_name") && cmir_verify_symbol(op, false))
    return CMIR_FAIL;
  /* Other attributes must belong to a dialect. */
  for (uint32_t i = 0; op->attrs && i < op->attrs->dict.n; i++) {
    const CmirIdent *n = op->attrs->dict.entries[i].name;
    if (!memchr(n->str, '.', n->len))
      return cmir_verify_error(op, "can only contain attributes with dialect-prefixed names, "
                                   "found: '%s'",
                               n->str);
  }
  return CMIR_OK;
}

static const CmirOpDef builtin_ops[] = {
#define OP(x, nm, ...) {.id = CMIR_OP_##x, .name = nm, __VA_ARGS__},
#include "dialect/builtin/ops.h"
#undef OP

};

/* custom<...> directives used by declarative formats, by name. */
CmirStatus cmir_parse_cmp_predicate(CmirParser *p, CmirFmtParseState *fs, const CmirFmtArg *a,
                                    uint32_t n);
void cmir_print_cmp_predicate(CmirPrinter *pr, CmirOp *op, const CmirFmtArg *a, uint32_t n);
CmirStatus cmir_parse_rounding(CmirParser *p, CmirFmtParseState *fs, const CmirFmtArg *a,
                               uint32_t n);
void cmir_print_rounding(CmirPrinter *pr, CmirOp *op, const CmirFmtArg *a, uint32_t n);
CmirStatus cmir_memref_parse_index_list(CmirParser *p, CmirFmtParseState *fs,
                                        const CmirFmtArg *a, uint32_t n);
void cmir_memref_print_index_list(CmirPrinter *pr, CmirOp *op, const CmirFmtArg *a, uint32_t n);

const CmirCustomDirective cmir_custom_directives[] = {
    {"CmpPredicate", cmir_parse_cmp_predicate, cmir_print_cmp_predicate},
    {"RoundingMode", cmir_parse_rounding, cmir_print_rounding},
    {"DynamicIndexList", cmir_memref_parse_index_list, cmir_memref_print_index_list},
    {"LLVMOpAttrs", cmir_llvm_parse_op_attrs, cmir_llvm_print_op_attrs},
    {"OverflowFlags", cmir_llvm_parse_overflow, cmir_llvm_print_overflow},
    {"GEPIndices", cmir_llvm_parse_gep_indices, cmir_llvm_print_gep_indices},
    {NULL, NULL, NULL},
};

void cmir_builtin_register(CmirContext *ctx) {
  cmir_register_dialect(ctx, "builtin", builtin_ops, sizeof builtin_ops / sizeof builtin_ops[0]);
}

void cmir_dialects_register_all(CmirContext *ctx) {
  cmir_text_install(ctx);
  ctx->directives = cmir_custom_directives;
  cmir_builtin_register(ctx);
  cmir_func_register(ctx);
  cmir_arith_register(ctx);
  cmir_cf_register(ctx);
  cmir_scf_register(ctx);
  cmir_memref_register(ctx);
  cmir_affine_register(ctx);
  cmir_toy_register(ctx);
  cmir_vector_register(ctx);
  cmir_llvm_register(ctx);
}
