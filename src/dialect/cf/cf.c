/* The cf dialect: unstructured control flow. cf.br and cf.cond_br use the
 * declarative format; cf.switch (a default destination plus case values,
 * each case with its own operand segment) and cf.assert (a string message
 * parsed the way MLIR parses a StrAttr) have custom syntax. Successor operands
 * follow cmir_op_successor_operands: cf.switch's case operands are split by
 * its `case_operand_segments` property. */
#include "dialect/dialects.h"

#include <stdlib.h>

static CmirStatus verify_i1_operand(CmirOp *op, uint32_t i) {
  const CmirType *t = op->opnds[i].value->type;
  if (t == op->info->ctx->i1)
    return CMIR_OK;
  char *s = cmir_type_str(t);
  cmir_verify_error(op, "operand #%u must be 1-bit signless integer, but got '%s'", i, s);
  free(s);
  return CMIR_FAIL;
}

/* cf.cond_br and cf.assert: operand #0 is I1. */
static CmirStatus cond_br_verify(CmirOp *op) { return verify_i1_operand(op, 0); }

/* ---- cf.assert %arg, "msg" ---- */

static CmirStatus assert_parse(CmirParser *p, CmirOpState *st) {
  CmirUnresolved u;
  if (cmir_parser_operand(p, &u) || cmir_parser_expect(p, TOK_COMMA, "','"))
    return CMIR_FAIL;
  const char *pos = p->tok.s;
  /* A StrAttr is parsed with type `none`: a string takes no `: type` suffix
   * and `42` is rejected, as MLIR does. */
  const CmirAttr *msg;
  if (p->tok.kind == TOK_STRING) {
    char *s;
    size_t n;
    if (cmir_parser_string(p, &s, &n))
      return CMIR_FAIL;
    msg = cmir_attr_string(p->ctx, s, n);
    free(s);
  } else {
    msg = cmir_parser_attr(p, p->ctx->none);
    if (!msg)
      return CMIR_FAIL;
    return cmir_parser_error_at(p, pos, "invalid kind of attribute specified");
  }
  cmir_opstate_set_prop(st, "msg", msg);
  if (cmir_parser_opt_attr_dict(p, st))
    return CMIR_FAIL;
  CmirValue *v = cmir_parser_resolve(p, &u, p->ctx->i1);
  if (!v)
    return CMIR_FAIL;
  cmir_opstate_add_operand(st, v);
  return CMIR_OK;
}

static void assert_print(CmirPrinter *pr, CmirOp *op) {
  cmir_printer_putc(pr, ' ');
  cmir_printer_value(pr, op->opnds[0].value);
  cmir_printer_puts(pr, ", ");
  const CmirAttr *msg = cmir_op_get_prop(op, "msg");
  if (msg)
    cmir_printer_attr_no_type(pr, msg); /* StrAttr: without its type */
  static const char *const elide[] = {"msg", NULL};
  cmir_printer_attr_dict(pr, op, elide, false);
}

/* ---- cf.switch %flag : type, [ default: ^bb(...), 42: ^bb(...) ] ---- */

/* `^bb` or `^bb(%a, %b : t1, t2)`: appends the unresolved operands and their
 * types; returns how many operands there were in *n. Counts are matched
 * when resolving, as the generated parser does. The default destination's
 * operands may not name a result number (`%x#1`), as in MLIR 19. */
static CmirStatus parse_dest(CmirParser *p, CmirBlock **b, CmirUnresolvedVec *ops,
                             CmirTypeVec *types, uint32_t *n, bool allow_result_number) {
  *n = 0;
  if (cmir_parser_successor(p, b))
    return CMIR_FAIL;
  if (!cmir_parser_consume_if(p, TOK_LPAREN))
    return CMIR_OK;
  uint32_t before = ops->len;
  if (cmir_parser_operand_list(p, ops, false))
    return CMIR_FAIL;
  for (uint32_t i = before; !allow_result_number && i < ops->len; i++) {
    const CmirUnresolved *u = &ops->data[i];
    if (u->name[u->len] != '#')
      continue;
    /* A plain parser error in MLIR: no "custom op" prefix. */
    const char *op_name = p->custom_op;
    p->custom_op = NULL;
    cmir_parser_error_at(p, u->name + u->len, "result number not allowed in argument list");
    p->custom_op = op_name;
    return CMIR_FAIL;
  }
  if (cmir_parser_expect(p, TOK_COLON, "':'"))
    return CMIR_FAIL;
  do {
    const CmirType *t = cmir_parser_type(p);
    if (!t)
      return CMIR_FAIL;
    cmir_vec_push(types, t);
  } while (cmir_parser_consume_if(p, TOK_COMMA));
  if (cmir_parser_expect(p, TOK_RPAREN, "')'"))
    return CMIR_FAIL;
  *n = ops->len - before;
  return CMIR_OK;
}

static CmirStatus switch_parse(CmirParser *p, CmirOpState *st) {
  CmirContext *ctx = p->ctx;
  CmirUnresolved flag;
  CmirUnresolvedVec def_ops = {0}, case_ops = {0};
  CmirTypeVec def_types = {0}, case_types = {0};
  CMIR_VEC(CmirBlock *) dests = {0};
  CMIR_VEC(int32_t) segs = {0};
  CMIR_VEC(uint64_t) values = {0};
  CmirStatus rc = CMIR_FAIL;
  if (cmir_parser_operand(p, &flag) || cmir_parser_expect(p, TOK_COLON, "':'"))
    goto done;
  const char *tpos = p->tok.s;
  const CmirType *ft = cmir_parser_type(p);
  if (!ft)
    goto done;
  if (ft->kind != CMIR_TYPE_INTEGER) {
    cmir_parser_error_at(p, tpos, "invalid kind of type specified");
    goto done;
  }
  if (cmir_parser_expect(p, TOK_COMMA, "','") || cmir_parser_expect(p, TOK_LSQUARE, "'['"))
    goto done;
  const char *cases_pos = p->tok.s; /* operand count errors point here */
  if (cmir_parser_expect_keyword(p, "default") || cmir_parser_expect(p, TOK_COLON, "':'"))
    goto done;
  CmirBlock *b;
  uint32_t n;
  if (parse_dest(p, &b, &def_ops, &def_types, &n, false))
    goto done;
  cmir_vec_push(&dests, b);
  while (cmir_parser_consume_if(p, TOK_COMMA)) {
    int64_t v;
    if (cmir_parser_expect_integer(p, &v, "integer value") ||
        cmir_parser_expect(p, TOK_COLON, "':'") ||
        parse_dest(p, &b, &case_ops, &case_types, &n, true))
      goto done;
    cmir_vec_push(&values, (uint64_t)v);
    cmir_vec_push(&dests, b);
    cmir_vec_push(&segs, (int32_t)n);
  }
  if (cmir_parser_expect(p, TOK_RSQUARE, "']'") || cmir_parser_opt_attr_dict(p, st))
    goto done;
  CmirValue *fv = cmir_parser_resolve(p, &flag, ft);
  if (!fv)
    goto done;
  cmir_opstate_add_operand(st, fv);
  CmirUnresolvedVec *uv[2] = {&def_ops, &case_ops};
  CmirTypeVec *tv[2] = {&def_types, &case_types};
  for (int k = 0; k < 2; k++) {
    if (uv[k]->len != tv[k]->len) {
      cmir_parser_error_at(p, cases_pos, "%u operands present, but expected %u", uv[k]->len,
                           tv[k]->len);
      goto done;
    }
    if (uv[k]->len && cmir_parser_resolve_into(p, st, uv[k], tv[k]->data, tv[k]->len))
      goto done;
  }
  for (uint32_t i = 0; i < dests.len; i++)
    cmir_opstate_add_successor(st, dests.data[i]);
  if (values.len) {
    /* vector<N x flag-type>, values truncated to the flag width (and
     * zero-extended past 64 bits: MLIR 19 builds APInt(width, value)); a
     * splat when all are equal, as DenseElementsAttr::get does. */
    uint32_t w = ft->integer.width, nb = cmir_dense_elem_bytes(ft);
    bool splat = true;
    for (uint32_t i = 0; i < values.len; i++) {
      values.data[i] = w == 1 ? values.data[i] & 1 : cmir_zext(values.data[i], w);
      splat = splat && values.data[i] == values.data[0];
    }
    uint32_t cnt = splat ? 1 : values.len;
    uint8_t *data = cmir_xcalloc(cnt, nb);
    for (uint32_t i = 0; i < cnt; i++) {
      uint64_t v = values.data[i];
      memcpy(data + (size_t)i * nb, &v, nb < 8 ? nb : 8);
    }
    int64_t shape = values.len;
    const CmirType *vt = cmir_type_vector(ctx, 1, &shape, NULL, ft);
    cmir_opstate_set_prop(st, "case_values",
                          cmir_attr_dense(ctx, vt, data, (uint64_t)cnt * nb, splat));
    free(data);
  }
  cmir_opstate_set_prop(st, "case_operand_segments",
                        cmir_attr_dense_i32_array(ctx, segs.len, segs.data));
  uint32_t seg[3] = {1, def_ops.len, case_ops.len};
  cmir_opstate_finalize_props(st, seg, 3);
  rc = CMIR_OK;
done:
  cmir_vec_free(&def_ops);
  cmir_vec_free(&case_ops);
  cmir_vec_free(&def_types);
  cmir_vec_free(&case_types);
  cmir_vec_free(&dests);
  cmir_vec_free(&segs);
  cmir_vec_free(&values);
  return rc;
}

/* Case value i, unsigned as APInt::getLimitedValue prints it. */
static uint64_t case_value(const CmirAttr *cv, uint32_t i) {
  const CmirType *et = cv->dense.type->shaped.elem;
  uint32_t nb = cmir_dense_elem_bytes(et);
  const uint8_t *d = (const uint8_t *)cv->dense.data + ((cv->flags & 1) ? 0 : (size_t)i * nb);
  uint64_t v = 0;
  memcpy(&v, d, nb < 8 ? nb : 8);
  uint32_t w = et->kind == CMIR_TYPE_INTEGER ? et->integer.width : 64;
  if (w > 64) {
    for (uint32_t k = 8; k < nb; k++)
      if (d[k])
        return UINT64_MAX;
    return v;
  }
  return cmir_zext(v, w);
}

static void switch_print(CmirPrinter *pr, CmirOp *op) {
  cmir_printer_putc(pr, ' ');
  cmir_printer_value(pr, op->opnds[0].value);
  cmir_printer_puts(pr, " : ");
  cmir_printer_type(pr, op->opnds[0].value->type);
  cmir_printer_puts(pr, ", [");
  cmir_printer_newline(pr);
  cmir_printer_puts(pr, "  default: ");
  cmir_printer_successor(pr, op, 0);
  const CmirAttr *cv = cmir_op_get_prop(op, "case_values");
  if (cv && cv->kind == CMIR_ATTR_DENSE && cmir_type_is_shaped(cv->dense.type)) {
    int64_t n = cmir_type_num_elements(cv->dense.type);
    for (int64_t i = 0; i < n && (uint32_t)i + 1 < op->nsuccs; i++) {
      cmir_printer_putc(pr, ',');
      cmir_printer_newline(pr);
      cmir_printer_puts(pr, "  ");
      cmir_sb_putu64(pr->out, case_value(cv, (uint32_t)i));
      cmir_printer_puts(pr, ": ");
      cmir_printer_successor(pr, op, (uint32_t)i + 1);
    }
    cmir_printer_newline(pr);
  }
  cmir_printer_putc(pr, ']');
  static const char *const elide[] = {"case_values", "case_operand_segments", "operandSegmentSizes",
                                      NULL};
  cmir_printer_attr_dict(pr, op, elide, false);
}

static CmirStatus switch_verify(CmirOp *op) {
  const CmirType *ft = op->opnds[0].value->type;
  if (ft->kind != CMIR_TYPE_INTEGER) {
    char *s = cmir_type_str(ft);
    cmir_verify_error(op, "operand #0 must be integer, but got '%s'", s);
    free(s);
    return CMIR_FAIL;
  }
  /* The property kinds (ielems, i32arr) were checked with the op's structure. */
  const CmirAttr *cv = cmir_op_get_prop(op, "case_values");
  const CmirAttr *segs = cmir_op_get_prop(op, "case_operand_segments");
  uint32_t start, n;
  cmir_op_operand_group(op, 2, &start, &n);
  int64_t total = 0;
  for (uint32_t i = 0; i < segs->darr.n; i++) {
    int32_t s = ((const int32_t *)segs->darr.data)[i];
    if (s < 0)
      return cmir_verify_error(op, "'case_operand_segments' attribute cannot have negative "
                                   "elements");
    total += s;
  }
  if (total != (int64_t)n)
    return cmir_verify_error(op,
                             "caseOperands count (%u) does not match with the total size "
                             "(%lld) specified in attribute 'case_operand_segments'",
                             n, (long long)total);
  uint32_t ncases = op->nsuccs - 1;
  if (!cv && ncases == 0)
    return CMIR_OK;
  const CmirType *ct = cv ? cv->dense.type->shaped.elem : NULL;
  if (ct != ft) {
    char *a = cmir_type_str(ft), *b = ct ? cmir_type_str(ct) : NULL;
    cmir_verify_error(op, "'flag' type ('%s') should match case value type ('%s')", a,
                      b ? b : "<<NULL TYPE>>");
    free(a);
    free(b);
    return CMIR_FAIL;
  }
  int64_t nv = cmir_type_num_elements(cv->dense.type);
  if (nv != (int64_t)ncases)
    return cmir_verify_error(op,
                             "number of case values (%lld) should match number of case "
                             "destinations (%u)",
                             (long long)nv, ncases);
  return CMIR_OK;
}

/* ---- canonicalization patterns (MLIR's ControlFlowOps.cpp) ---- */

static bool is_bool_const(CmirValue *v, bool want) {
  const CmirAttr *a = cmir_constant_value(v);
  return a && a->kind == CMIR_ATTR_INTEGER && (cmir_attr_int_value(a) != 0) == want;
}

/* Block::getSinglePredecessor: exactly one successor slot points at b. */
static bool single_pred(const CmirBlock *b) { return b->preds && !b->preds->next; }

static CmirValue *bool_const(CmirPatRewriter *rw, CmirOp *at, bool v) {
  CmirContext *ctx = at->info->ctx;
  CmirOp *o = cmir_op_create_prop(ctx, CMIR_OP_ARITH_CONSTANT, at->loc, 0, NULL, ctx->i1, "value",
                                  cmir_attr_bool(ctx, v));
  rw->insert(rw, at, o);
  return &o->results[0];
}

/* CondBranchTruthPropagation: in a destination whose only predecessor is
 * the branch, the condition is known; its uses by ops of that block (not
 * nested ones) become constants. */
static bool cond_br_truth(CmirPatRewriter *rw, CmirOp *op) {
  CmirValue *c = op->opnds[0].value;
  if (cmir_constant_value(c))
    return false;
  bool changed = false;
  for (int side = 0; side < 2; side++) {
    CmirBlock *dest = cmir_op_succs(op)[side].block;
    if (!single_pred(dest))
      continue;
    CmirValue *k = NULL;
    for (CmirUse *u = c->uses, *next; u; u = next) {
      next = u->next;
      CmirOp *user = u->owner;
      if (user->block != dest)
        continue;
      if (!k)
        k = bool_const(rw, op, side == 0);
      /* the new constant's use list changes, not c's: next stays valid */
      cmir_op_set_operand(user, (uint32_t)(u - user->opnds), k);
      rw->modified(rw, user);
      changed = true;
    }
  }
  return changed;
}

static bool cf_canon(CmirPatRewriter *rw, CmirOp *op) {
  if (cmir_op_isa(op, CMIR_OP_CF_ASSERT)) { /* EraseIfTrue */
    if (!is_bool_const(op->opnds[0].value, true))
      return false;
    rw->erase(rw, op);
    return true;
  }
  if (cmir_op_isa(op, CMIR_OP_CF_COND_BR))
    return cond_br_truth(rw, op);
  return false;
}

static const CmirOpDef cf_ops[] = {
#define OP(x, nm, ...) {.id = CMIR_OP_##x, .name = nm, .canon = cf_canon, __VA_ARGS__},
#include "dialect/cf/ops.h"
#undef OP

};

void cmir_cf_register(CmirContext *ctx) {
  cmir_register_dialect(ctx, "cf", cf_ops, sizeof cf_ops / sizeof cf_ops[0]);
}
