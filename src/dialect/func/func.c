/* The func dialect: func.func (with the function-like signature syntax that
 * llvm.func shares), func.return, func.call, func.call_indirect,
 * func.constant. */
#include "dialect/dialects.h"

#include <stdio.h>
#include <stdlib.h>

/* ---- function signature syntax ---- */

static bool dict_empty(const CmirAttr *d) { return !d || d->dict.n == 0; }

static const CmirAttr *attr_array_or_null(CmirContext *ctx, CmirAttrVec *v) {
  bool any = false;
  for (uint32_t i = 0; i < v->len; i++)
    if (!dict_empty(v->data[i]))
      any = true;
  if (!any)
    return NULL;
  return cmir_attr_array(ctx, v->len, v->data);
}

CmirStatus cmir_parse_function_op(CmirParser *p, CmirOpState *st, bool allow_variadic,
                                  bool *variadic) {
  return cmir_parse_function_op_with(p, st, allow_variadic, variadic, NULL);
}

CmirStatus cmir_parse_function_op_with(CmirParser *p, CmirOpState *st, bool allow_variadic,
                                       bool *variadic, CmirCustomParseFn after_signature) {
  CmirContext *ctx = p->ctx;
  if (variadic)
    *variadic = false;
  /* Visibility. */
  if (p->tok.kind == TOK_BARE) {
    if (cmir_parser_is_keyword(p, "private") || cmir_parser_is_keyword(p, "public") ||
        cmir_parser_is_keyword(p, "nested")) {
      cmir_opstate_set_prop(st, "sym_visibility",
                            cmir_attr_string(ctx, p->tok.s, p->tok.len));
      cmir_parser_advance(p);
    }
  }
  const CmirIdent *name = cmir_parser_symbol_name(p);
  if (!name)
    return cmir_parser_error(p, "expected valid '@'-identifier for symbol name");
  cmir_opstate_set_prop(st, "sym_name", cmir_attr_string(ctx, name->str, name->len));
  CmirRegionArgVec args = {0};
  CmirTypeVec in = {0}, res = {0};
  CmirAttrVec argattrs = {0}, resattrs = {0};
  CmirStatus rc = CMIR_FAIL;
  bool named = false;
  if (cmir_parser_expect(p, TOK_LPAREN, "'('"))
    goto done;
  if (p->tok.kind != TOK_RPAREN) {
    named = p->tok.kind == TOK_PERCENT;
    do {
      if (p->tok.kind == TOK_ELLIPSIS && allow_variadic) {
        cmir_parser_advance(p);
        *variadic = true;
        if (cmir_parser_consume_if(p, TOK_COMMA)) {
          cmir_parser_error(p, "variadic arguments must be in the end of the argument list");
          goto done;
        }
        break;
      }
      CmirRegionArg a;
      memset(&a, 0, sizeof a);
      if (named) {
        if (p->tok.kind != TOK_PERCENT) {
          cmir_parser_error(p, "expected SSA identifier");
          goto done;
        }
        if (cmir_parser_operand(p, &a.name))
          goto done;
        if (cmir_parser_expect(p, TOK_COLON, "':'"))
          goto done;
      } else if (p->tok.kind == TOK_PERCENT) {
        cmir_parser_error(p, "expected type instead of SSA identifier");
        goto done;
      }
      a.type = cmir_parser_type(p);
      if (!a.type)
        goto done;
      const CmirAttr *d = cmir_parser_attr_dict(p);
      if (!d)
        goto done;
      if (cmir_parser_opt_loc(p, &a.loc))
        goto done;
      cmir_vec_push(&args, a);
      cmir_vec_push(&in, a.type);
      cmir_vec_push(&argattrs, d);
    } while (cmir_parser_consume_if(p, TOK_COMMA));
  }
  if (cmir_parser_expect(p, TOK_RPAREN, "')'"))
    goto done;
  if (cmir_parser_consume_if(p, TOK_ARROW)) {
    if (p->tok.kind == TOK_LPAREN) {
      cmir_parser_advance(p);
      if (p->tok.kind != TOK_RPAREN) {
        do {
          const CmirType *t = cmir_parser_type(p);
          if (!t)
            goto done;
          const CmirAttr *d = cmir_parser_attr_dict(p);
          if (!d)
            goto done;
          cmir_vec_push(&res, t);
          cmir_vec_push(&resattrs, d);
        } while (cmir_parser_consume_if(p, TOK_COMMA));
      }
      if (cmir_parser_expect(p, TOK_RPAREN, "')'"))
        goto done;
    } else {
      const CmirType *t = cmir_parser_type(p);
      if (!t)
        goto done;
      cmir_vec_push(&res, t);
      cmir_vec_push(&resattrs, ctx->empty_dict);
    }
  }
  if (after_signature && after_signature(p, st))
    goto done;
  const char *attrs_pos = p->tok.s;
  const CmirAttr *props0 = st->props, *attrs0 = st->attrs;
  if (cmir_parser_opt_attr_dict_with_keyword(p, st))
    goto done;
  /* What the syntax spells elsewhere may not be repeated in the dictionary
   * (MLIR's parseFunctionOp; llvm.func parses its dictionary freely). */
  static const char *const inferred[] = {"sym_visibility", "sym_name", "function_type"};
  for (int i = 0; i < 3 && st->info->id == CMIR_OP_FUNC_FUNC; i++) {
    const CmirIdent *n = cmir_ident(ctx, inferred[i]);
    if (cmir_dict_get(st->props, n) != cmir_dict_get(props0, n) ||
        cmir_dict_get(st->attrs, n) != cmir_dict_get(attrs0, n)) {
      cmir_parser_error_at(p, attrs_pos, "'%s' is an inferred attribute and should not be "
                                         "specified in the explicit attribute dictionary",
                           inferred[i]);
      goto done;
    }
  }
  /* Signature properties; llvm.func stores its own function type. */
  if (st->info->id == CMIR_OP_FUNC_FUNC)
    cmir_opstate_set_prop(st, "function_type",
                          cmir_attr_type(ctx, cmir_type_function(ctx, in.len, in.data, res.len,
                                                                 res.data)));
  else
    cmir_opstate_set_prop(st, "__signature",
                          cmir_attr_type(ctx, cmir_type_function(ctx, in.len, in.data, res.len,
                                                                 res.data)));
  const CmirAttr *aa = attr_array_or_null(ctx, &argattrs);
  if (aa)
    cmir_opstate_set_prop(st, "arg_attrs", aa);
  const CmirAttr *ra = attr_array_or_null(ctx, &resattrs);
  if (ra)
    cmir_opstate_set_prop(st, "res_attrs", ra);
  CmirRegion *r = cmir_opstate_add_region(st);
  if (cmir_parser_at_region(p)) {
    const char *body_pos = p->tok.s;
    /* With types only, the body names its entry block's arguments itself
     * (`^bb0(%a: f32):`), as MLIR's parseFunctionOp allows. */
    if (cmir_parser_op_region(p, st, r, named ? args.data : NULL, named ? args.len : 0, true))
      goto done;
    if (!r->first) {
      const char *op = p->custom_op; /* MLIR reports this one without the op's name */
      p->custom_op = NULL;
      cmir_parser_error_at(p, body_pos, "expected non-empty function body");
      p->custom_op = op;
      goto done;
    }
  }
  cmir_opstate_finalize_props(st, NULL, 0);
  rc = CMIR_OK;
done:
  cmir_vec_free(&args);
  cmir_vec_free(&in);
  cmir_vec_free(&res);
  cmir_vec_free(&argattrs);
  cmir_vec_free(&resattrs);
  return rc;
}

void cmir_print_function_signature(CmirPrinter *pr, CmirOp *op, const CmirType *const *in,
                                   uint32_t nin, const CmirType *const *res, uint32_t nres,
                                   bool variadic) {
  const CmirAttr *aa = cmir_op_get_prop(op, "arg_attrs");
  const CmirAttr *ra = cmir_op_get_prop(op, "res_attrs");
  CmirBlock *entry = op->nregions ? cmir_op_regions(op)[0].first : NULL;
  cmir_printer_putc(pr, '(');
  for (uint32_t i = 0; i < nin; i++) {
    if (i)
      cmir_printer_puts(pr, ", ");
    if (entry && i < entry->nargs) {
      cmir_printer_value(pr, entry->args[i]);
      cmir_printer_puts(pr, ": ");
    }
    cmir_printer_type(pr, in[i]);
    if (aa && aa->kind == CMIR_ATTR_ARRAY && i < aa->arr.n && !dict_empty(aa->arr.elems[i])) {
      cmir_printer_putc(pr, ' ');
      cmir_printer_attr(pr, aa->arr.elems[i]);
    }
    if (entry && i < entry->nargs && pr->opts && pr->opts->debug_info)
      cmir_printer_arg_loc(pr, entry, i);
  }
  if (variadic)
    cmir_printer_puts(pr, nin ? ", ..." : "...");
  cmir_printer_putc(pr, ')');
  if (!nres)
    return;
  cmir_printer_puts(pr, " -> ");
  bool any_attr = false;
  for (uint32_t i = 0; ra && ra->kind == CMIR_ATTR_ARRAY && i < ra->arr.n; i++)
    if (!dict_empty(ra->arr.elems[i]))
      any_attr = true;
  bool parens = nres > 1 || any_attr || res[0]->kind == CMIR_TYPE_FUNCTION;
  if (parens)
    cmir_printer_putc(pr, '(');
  for (uint32_t i = 0; i < nres; i++) {
    if (i)
      cmir_printer_puts(pr, ", ");
    cmir_printer_type(pr, res[i]);
    if (any_attr && i < ra->arr.n && !dict_empty(ra->arr.elems[i])) {
      cmir_printer_putc(pr, ' ');
      cmir_printer_attr(pr, ra->arr.elems[i]);
    }
  }
  if (parens)
    cmir_printer_putc(pr, ')');
}

static CmirStatus func_parse(CmirParser *p, CmirOpState *st) {
  return cmir_parse_function_op(p, st, false, NULL);
}

static void func_print(CmirPrinter *pr, CmirOp *op) { cmir_print_function_op(pr, op); }

void cmir_print_function_op(CmirPrinter *pr, CmirOp *op) {
  const CmirAttr *vis = cmir_op_get_prop(op, "sym_visibility");
  cmir_printer_putc(pr, ' ');
  if (vis && vis->kind == CMIR_ATTR_STRING) {
    cmir_sb_putn(pr->out, vis->str.s, vis->str.len);
    cmir_printer_putc(pr, ' ');
  }
  cmir_printer_symbol_name(pr, cmir_op_sym_name(op));
  const CmirAttr *ft = cmir_op_get_prop(op, "function_type");
  const CmirType *t = ft->type.type;
  cmir_print_function_signature(pr, op, t->fn.types, t->fn.nin, t->fn.types + t->fn.nin,
                                t->fn.nres, false);
  static const char *const elide[] = {"function_type", "sym_name", "sym_visibility",
                                      "arg_attrs", "res_attrs", NULL};
  cmir_printer_attr_dict(pr, op, elide, true);
  if (cmir_op_regions(op)[0].first) {
    cmir_printer_putc(pr, ' ');
    cmir_printer_region(pr, &cmir_op_regions(op)[0], false, true);
  }
}

static const CmirType *func_type(const CmirOp *f) {
  const CmirAttr *a = cmir_op_get_prop(f, "function_type");
  if (!a || a->kind != CMIR_ATTR_TYPE || a->type.type->kind != CMIR_TYPE_FUNCTION)
    return NULL;
  return a->type.type;
}

static bool str_is(const CmirAttr *a, const char *s) {
  return a && a->kind == CMIR_ATTR_STRING && a->str.len == strlen(s) &&
         !memcmp(a->str.s, s, a->str.len);
}

/* SymbolOpInterface's verifier (MLIR's detail::verifySymbol and the
 * public-declaration rule). */
CmirStatus cmir_verify_symbol(CmirOp *op, bool is_declaration) {
  const CmirAttr *vis = cmir_op_get_prop(op, "sym_visibility");
  if (vis && !str_is(vis, "public") && !str_is(vis, "private") && !str_is(vis, "nested")) {
    char *s = cmir_attr_str(vis);
    cmir_verify_error(op, "visibility expected to be one of [\"public\", \"private\", \"nested\"], "
                          "but got %s",
                      s);
    free(s);
    return CMIR_FAIL;
  }
  if (is_declaration && (!vis || str_is(vis, "public")))
    return cmir_verify_error(op, "symbol declaration cannot have public visibility");
  CmirOp *parent = cmir_op_parent(op);
  if (parent && cmir_op_is_registered(parent) &&
      !(cmir_op_traits(parent) & CMIR_TRAIT_SYMBOL_TABLE))
    return cmir_verify_error(op, "symbol's parent must have the SymbolTable trait");
  return CMIR_OK;
}

static CmirStatus func_verify(CmirOp *op) {
  const CmirType *t = func_type(op);
  CmirBlock *entry = cmir_op_regions(op)[0].first;
  if (cmir_verify_symbol(op, !entry))
    return CMIR_FAIL;
  if (cmir_verify_function_attrs(op, t->fn.types, t->fn.nin, t->fn.types + t->fn.nin,
                                 t->fn.nres))
    return CMIR_FAIL;
  if (!entry)
    return CMIR_OK;
  if (entry->nargs != t->fn.nin)
    return cmir_verify_error(op, "entry block must have %u arguments to match function signature",
                             t->fn.nin);
  for (uint32_t i = 0; i < t->fn.nin; i++) {
    if (entry->args[i]->type != t->fn.types[i]) {
      char *a = cmir_type_str(t->fn.types[i]), *b = cmir_type_str(entry->args[i]->type);
      cmir_verify_error(op, "type of entry block argument #%u('%s') must match the type of the "
                            "corresponding argument in function signature('%s')",
                        i, b, a);
      free(a);
      free(b);
      return CMIR_FAIL;
    }
  }
  return CMIR_OK;
}

static CmirStatus return_verify(CmirOp *op) {
  CmirOp *f = cmir_op_parent(op);
  if (!f || !cmir_op_isa(f, CMIR_OP_FUNC_FUNC))
    return cmir_verify_error(op, "expects parent op 'func.func'");
  const CmirType *t = func_type(f);
  if (!t)
    return CMIR_OK;
  const CmirIdent *name = NULL; /* interned only for a diagnostic */
  if (op->nopnds != t->fn.nres) {
    name = cmir_op_sym_name(f);
    return cmir_verify_error(op, "has %u operands, but enclosing function (@%s) returns %u",
                             op->nopnds, name ? name->str : "", t->fn.nres);
  }
  for (uint32_t i = 0; i < op->nopnds; i++) {
    const CmirType *want = t->fn.types[t->fn.nin + i];
    if (op->opnds[i].value->type != want) {
      name = cmir_op_sym_name(f);
      char *a = cmir_type_str(op->opnds[i].value->type), *b = cmir_type_str(want);
      cmir_op_error(op, "type of return operand %u ('%s') doesn't match function result type "
                        "('%s') in function @%s",
                    i, a, b, name ? name->str : "");
      free(a);
      free(b);
      return CMIR_FAIL;
    }
  }
  return CMIR_OK;
}

/* A type list as a diagnostic streams a TypeRange: 'i32', 'f32'. */
static void quoted_type(CmirStrBuf *sb, uint32_t i, const CmirType *t) {
  char *s = cmir_type_str(t);
  cmir_sb_puts(sb, i ? ", '" : "'");
  cmir_sb_puts(sb, s);
  cmir_sb_putc(sb, '\'');
  free(s);
}

static CmirStatus call_verify(CmirOp *op) {
  const CmirAttr *callee = cmir_op_get_prop(op, "callee");
  if (!callee || callee->kind != CMIR_ATTR_SYMREF)
    return cmir_verify_error(op, "requires attribute 'callee'");
  CmirOp *f = cmir_symbol_lookup(op, callee);
  const char *cname = callee->sym.names[callee->sym.n - 1]->str;
  if (!f || !cmir_op_isa(f, CMIR_OP_FUNC_FUNC))
    return cmir_verify_error(op, "'%s' does not reference a valid function", cname);
  const CmirType *t = func_type(f);
  if (!t)
    return CMIR_OK;
  if (t->fn.nin != op->nopnds)
    return cmir_verify_error(op, "incorrect number of operands for callee");
  for (uint32_t i = 0; i < op->nopnds; i++)
    if (op->opnds[i].value->type != t->fn.types[i]) {
      char *a = cmir_type_str(t->fn.types[i]), *b = cmir_type_str(op->opnds[i].value->type);
      cmir_verify_error(op, "operand type mismatch: expected operand type '%s', but provided '%s' "
                            "for operand number %u",
                        a, b, i);
      free(a);
      free(b);
      return CMIR_FAIL;
    }
  if (t->fn.nres != op->nresults)
    return cmir_verify_error(op, "incorrect number of results for callee");
  for (uint32_t i = 0; i < op->nresults; i++)
    if (op->results[i].type != t->fn.types[t->fn.nin + i]) {
      cmir_verify_error(op, "result type mismatch at index %u", i);
      CmirStrBuf a, b;
      cmir_sb_init(&a);
      cmir_sb_init(&b);
      for (uint32_t k = 0; k < op->nresults; k++)
        quoted_type(&a, k, op->results[k].type);
      for (uint32_t k = 0; k < t->fn.nres; k++)
        quoted_type(&b, k, t->fn.types[t->fn.nin + k]);
      cmir_op_note(op, "      op result types: %s", cmir_sb_cstr(&a));
      cmir_op_note(op, "function result types: %s", cmir_sb_cstr(&b));
      cmir_sb_free(&a);
      cmir_sb_free(&b);
      return CMIR_FAIL;
    }
  return CMIR_OK;
}

static CmirStatus call_indirect_verify(CmirOp *op) {
  const CmirType *t = op->opnds[0].value->type;
  if (t->kind != CMIR_TYPE_FUNCTION) {
    char *s = cmir_type_str(t);
    cmir_verify_error(op, "operand #0 must be function type, but got '%s'", s);
    free(s);
    return CMIR_FAIL;
  }
  bool ok = t->fn.nin == op->nopnds - 1;
  for (uint32_t i = 0; ok && i < t->fn.nin; i++)
    ok = t->fn.types[i] == op->opnds[1 + i].value->type;
  if (!ok)
    return cmir_verify_error(op, "failed to verify that callee input types match argument types");
  ok = t->fn.nres == op->nresults;
  for (uint32_t i = 0; ok && i < t->fn.nres; i++)
    ok = t->fn.types[t->fn.nin + i] == op->results[i].type;
  if (!ok)
    return cmir_verify_error(op, "failed to verify that callee result types match result types");
  return CMIR_OK;
}

static CmirStatus constant_verify(CmirOp *op) {
  const CmirAttr *v = cmir_op_get_prop(op, "value");
  if (!v || v->kind != CMIR_ATTR_SYMREF)
    return cmir_verify_error(op, "requires attribute 'value'");
  CmirOp *f = cmir_symbol_lookup(op, v);
  if (!f || !cmir_op_isa(f, CMIR_OP_FUNC_FUNC))
    return cmir_verify_error(op, "reference to undefined function '%s'", v->sym.names[0]->str);
  if (func_type(f) != op->results[0].type)
    return cmir_verify_error(op, "reference to function with mismatched type");
  return CMIR_OK;
}

static const CmirOpDef func_ops[] = {
#define OP(x, nm, ...) {.id = CMIR_OP_##x, .name = nm, __VA_ARGS__},
#include "dialect/func/ops.h"
#undef OP

};

void cmir_func_register(CmirContext *ctx) {
  cmir_register_dialect(ctx, "func", func_ops, sizeof func_ops / sizeof func_ops[0]);
}
