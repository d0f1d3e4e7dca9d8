/* The scf dialect: structured control flow. scf.for, scf.if, scf.while,
 * scf.execute_region, scf.index_switch, scf.parallel and scf.forall have
 * custom syntax; scf.yield and scf.condition use the declarative format.
 *
 * Custom forms elide operand-less scf.yield terminators where MLIR does (the
 * bodies of scf.for without iter_args, of scf.if without results, and the
 * default region of scf.index_switch), and parsing puts one back
 * (ensureTerminator) in every region that MLIR marks
 * SingleBlockImplicitTerminator.
 *
 * Verification follows MLIR's order: structural traits and ODS constraints,
 * the op's verify(), then the region checks (implicit terminator kind,
 * LoopLikeOpInterface, RegionBranchOpInterface type flow along edges, and
 * the op's verifyRegions()). */
#include "dialect/dialects.h"

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>

/* ---- small helpers ---- */

static CmirBlock *entry_block(CmirOp *op, uint32_t i) {
  return i < op->nregions ? cmir_op_regions(op)[i].first : NULL;
}

/* Last op of a region's first block, or NULL. */
static CmirOp *region_terminator(CmirOp *op, uint32_t i) {
  CmirBlock *b = entry_block(op, i);
  return b ? b->last : NULL;
}

static CmirStatus check_operand_kind(CmirOp *op, uint32_t i, bool ok, const char *what) {
  if (ok)
    return CMIR_OK;
  char *s = cmir_type_str(op->opnds[i].value->type);
  cmir_verify_error(op, "operand #%u must be %s, but got '%s'", i, what, s);
  free(s);
  return CMIR_FAIL;
}

/* SizedRegion<1>: "region #i ('name') failed to verify constraint". */
static CmirStatus check_sized_region(CmirOp *op, uint32_t i) {
  CmirRegion *r = &cmir_op_regions(op)[i];
  if (r->first && r->first == r->last)
    return CMIR_OK;
  const CmirOpInfo *info = op->info;
  uint32_t g = i < info->nregion_groups ? i : (uint32_t)info->nregion_groups - 1;
  return cmir_verify_error(op,
                           "region #%u ('%s') failed to verify constraint: region with 1 "
                           "blocks",
                           i, info->regions[g].name->str);
}

/* SingleBlockImplicitTerminator<"scf.yield">: non-empty regions end with one. */
static CmirStatus check_implicit_terminators(CmirOp *op) {
  for (uint32_t i = 0; i < op->nregions; i++) {
    CmirOp *t = region_terminator(op, i);
    if (!entry_block(op, i) || (t && cmir_op_isa(t, CMIR_OP_SCF_YIELD)))
      continue;
    cmir_verify_error(op, "expects regions to end with 'scf.yield', found '%s'",
                      t ? cmir_op_name(t) : "");
    cmir_op_note(op, "in custom textual format, the absence of terminator implies 'scf.yield'");
    return CMIR_FAIL;
  }
  return CMIR_OK;
}

/* Appends an operand-less scf.yield to the last block of r unless it ends
 * with a terminator (creating the block if r is empty), as MLIR's
 * ensureTerminator does after parsing a custom form. */
static void ensure_yield(CmirOpState *st, CmirRegion *r) {
  cmir_ensure_terminator(st, r, CMIR_OP_SCF_YIELD);
}

/* `(%a = %x, %b = %y)` or `()`: region argument names and the operands
 * they take. */
static CmirStatus parse_assignment_list(CmirParser *p, CmirRegionArgVec *args,
                                        CmirUnresolvedVec *opnds) {
  if (!cmir_parser_consume_if(p, TOK_LPAREN))
    return cmir_parser_error(p, "expected '('");
  if (cmir_parser_consume_if(p, TOK_RPAREN))
    return CMIR_OK;
  do {
    CmirRegionArg a;
    memset(&a, 0, sizeof a);
    CmirUnresolved u;
    if (cmir_parser_operand(p, &a.name) || cmir_parser_expect(p, TOK_EQUAL, "'='") ||
        cmir_parser_operand(p, &u))
      return CMIR_FAIL;
    cmir_vec_push(args, a);
    cmir_vec_push(opnds, u);
  } while (cmir_parser_consume_if(p, TOK_COMMA));
  return cmir_parser_expect(p, TOK_RPAREN, "')'");
}

/* ` iter_args(%a = %x, ...)`-style list; nothing if there are no values. */
static void print_init_list(CmirPrinter *pr, CmirBlock *b, uint32_t first_arg, const CmirUse *inits,
                            uint32_t n, const char *prefix) {
  if (!n || !b)
    return;
  cmir_printer_puts(pr, prefix);
  cmir_printer_putc(pr, '(');
  for (uint32_t i = 0; i < n; i++) {
    if (i)
      cmir_printer_puts(pr, ", ");
    if (first_arg + i < b->nargs)
      cmir_printer_value(pr, b->args[first_arg + i]);
    cmir_printer_puts(pr, " = ");
    cmir_printer_value(pr, inits[i].value);
  }
  cmir_printer_putc(pr, ')');
}

/* ` -> t` or ` -> (t1, t2)` (printOptionalArrowTypeList). */
static void print_arrow_types(CmirPrinter *pr, CmirOp *op) {
  if (!op->nresults)
    return;
  cmir_printer_puts(pr, " -> ");
  bool wrap = op->nresults != 1 || op->results[0].type->kind == CMIR_TYPE_FUNCTION;
  if (wrap)
    cmir_printer_putc(pr, '(');
  cmir_printer_types(pr, op->results, op->nresults);
  if (wrap)
    cmir_printer_putc(pr, ')');
}

/* ---- RegionBranchOpInterface: types along control-flow edges ---- */

/* A successor of a branch point: a region with its inputs (entry block
 * arguments, possibly none), or the parent op with its results. */
typedef struct Succ {
  int region;             /* -1: the parent op */
  CmirValue *const *args; /* region inputs */
  const CmirValue *results;
  uint32_t n;
} Succ;

static const CmirType *succ_type(const Succ *s, uint32_t i) {
  return s->args ? s->args[i]->type : s->results[i].type;
}

static Succ to_region(CmirOp *op, uint32_t r, uint32_t skip_args, bool with_args) {
  Succ s = {(int)r, NULL, NULL, 0};
  CmirBlock *b = entry_block(op, r);
  if (with_args && b && b->nargs >= skip_args) {
    s.args = b->args + skip_args;
    s.n = b->nargs - skip_args;
  }
  return s;
}

static Succ to_parent(CmirOp *op, bool with_results) {
  Succ s = {-1, NULL, op->results, with_results ? op->nresults : 0};
  return s;
}

/* Successors of the parent op (from = -1) or of region `from`. */
static uint32_t successors(CmirOp *op, int from, Succ *out) {
  unsigned id = cmir_op_id(op);
  uint32_t k = 0;
  if (id == CMIR_OP_SCF_FOR) {
    out[k++] = to_region(op, 0, 1, true);
    out[k++] = to_parent(op, true);
  } else if (id == CMIR_OP_SCF_IF) {
    if (from >= 0) {
      out[k++] = to_parent(op, true);
    } else {
      out[k++] = to_region(op, 0, 0, false);
      out[k++] = cmir_op_regions(op)[1].first ? to_region(op, 1, 0, false) : to_parent(op, false);
    }
  } else if (id == CMIR_OP_SCF_WHILE) {
    if (from == 0) {
      out[k++] = to_parent(op, true);
      out[k++] = to_region(op, 1, 0, true);
    } else {
      out[k++] = to_region(op, 0, 0, true);
    }
  } else if (from >= 0) { /* execute_region, index_switch */
    out[k++] = to_parent(op, true);
  } else {
    for (uint32_t r = 0; r < op->nregions && k < 64; r++)
      out[k++] = to_region(op, r, 0, false);
  }
  return k;
}

/* Operands the op passes to its regions on entry. */
static void entry_operands(CmirOp *op, uint32_t *start, uint32_t *n) {
  *start = 0;
  *n = 0;
  if (cmir_op_isa(op, CMIR_OP_SCF_FOR)) {
    *start = 3;
    *n = op->nopnds > 3 ? op->nopnds - 3 : 0;
  } else if (cmir_op_isa(op, CMIR_OP_SCF_WHILE)) {
    *n = op->nopnds;
  }
}

/* A terminator implementing RegionBranchTerminatorOpInterface: its
 * forwarded operands. */
static bool branch_terminator(CmirOp *t, uint32_t *start, uint32_t *n) {
  if (!t || !t->info->def)
    return false;
  if (cmir_op_isa(t, CMIR_OP_SCF_CONDITION)) {
    *start = 1;
    *n = t->nopnds ? t->nopnds - 1 : 0;
    return true;
  }
  if (!(t->info->traits & CMIR_TRAIT_RETURN_LIKE))
    return false;
  *start = 0;
  *n = t->nopnds;
  return true;
}

static void edge_name(char *buf, size_t cap, int from, int to) {
  char a[32], b[32];
  if (from >= 0)
    snprintf(a, sizeof a, "Region #%d", from);
  else
    snprintf(a, sizeof a, "parent operands");
  if (to >= 0)
    snprintf(b, sizeof b, "Region #%d", to);
  else
    snprintf(b, sizeof b, "parent results");
  snprintf(buf, cap, "from %s to %s", a, b);
}

/* Checks the values `src` (n of them) flowing along every edge out of `from`. */
static CmirStatus check_edges(CmirOp *op, int from, const CmirUse *src, uint32_t n) {
  Succ succ[66];
  uint32_t ns = successors(op, from, succ);
  char edge[80];
  for (uint32_t s = 0; s < ns; s++) {
    bool bad = n != succ[s].n;
    for (uint32_t i = 0; i < n && !bad; i++)
      bad = src[i].value->type != succ_type(&succ[s], i);
    if (!bad)
      continue; /* names are formatted only for a report */
    edge_name(edge, sizeof edge, from, succ[s].region);
    if (n != succ[s].n)
      return cmir_verify_error(op,
                               " region control flow edge %s: source has %u operands, but "
                               "target successor needs %u",
                               edge, n, succ[s].n);
    for (uint32_t i = 0; i < n; i++) {
      const CmirType *a = src[i].value->type, *b = succ_type(&succ[s], i);
      if (a == b)
        continue;
      char *sa = cmir_type_str(a), *sb = cmir_type_str(b);
      cmir_verify_error(op,
                        " along control flow edge %s: source type #%u '%s' should match input "
                        "type #%u '%s'",
                        edge, i, sa, i, sb);
      free(sa);
      free(sb);
      return CMIR_FAIL;
    }
  }
  return CMIR_OK;
}

static CmirStatus verify_region_branches(CmirOp *op) {
  uint32_t st, n;
  entry_operands(op, &st, &n);
  if (check_edges(op, -1, op->opnds + st, n))
    return CMIR_FAIL;
  for (uint32_t r = 0; r < op->nregions; r++) {
    CmirOp *first = NULL;
    uint32_t fst = 0, fn = 0;
    for (CmirBlock *b = cmir_op_regions(op)[r].first; b; b = b->next) {
      uint32_t ts, tn;
      if (!branch_terminator(b->last, &ts, &tn))
        continue;
      if (!first) {
        first = b->last;
        fst = ts;
        fn = tn;
        continue;
      }
      bool same = tn == fn;
      for (uint32_t i = 0; same && i < tn; i++)
        same = b->last->opnds[ts + i].value->type == first->opnds[fst + i].value->type;
      if (!same) {
        /* Checked per successor; the first one reports (and MLIR glues
         * "edge" and "from" together here). */
        Succ succ[66];
        successors(op, (int)r, succ);
        char edge[80];
        edge_name(edge, sizeof edge, (int)r, succ[0].region);
        return cmir_verify_error(op,
                                 " along control flow edge%s operands mismatch between "
                                 "return-like terminators",
                                 edge);
      }
    }
    if (first && check_edges(op, (int)r, first->opnds + fst, fn))
      return CMIR_FAIL;
  }
  return CMIR_OK;
}

/* ---- LoopLikeOpInterface ---- */

/* ---- scf.for ---- */

static CmirStatus for_parse(CmirParser *p, CmirOpState *st) {
  CmirContext *ctx = p->ctx;
  CmirRegionArgVec args = {0};
  CmirUnresolvedVec inits = {0};
  CmirTypeVec rtypes = {0};
  CmirUnresolved lb, ub, step;
  CmirStatus rc = CMIR_FAIL;
  CmirRegionArg iv;
  memset(&iv, 0, sizeof iv);
  if (cmir_parser_operand(p, &iv.name) || cmir_parser_expect(p, TOK_EQUAL, "'='") ||
      cmir_parser_operand(p, &lb) || cmir_parser_expect_keyword(p, "to") ||
      cmir_parser_operand(p, &ub) || cmir_parser_expect_keyword(p, "step") ||
      cmir_parser_operand(p, &step))
    goto done;
  cmir_vec_push(&args, iv);
  if (cmir_parser_consume_keyword(p, "iter_args")) {
    if (parse_assignment_list(p, &args, &inits) || cmir_parser_expect(p, TOK_ARROW, "'->'") ||
        cmir_parser_result_types(p, &rtypes))
      goto done;
  }
  if (args.len != rtypes.len + 1) {
    cmir_parser_error_loc(p, st->loc,
                          "mismatch in number of loop-carried values and defined "
                          "values");
    goto done;
  }
  const CmirType *t = ctx->index;
  if (cmir_parser_consume_if(p, TOK_COLON) && !(t = cmir_parser_type(p)))
    goto done;
  args.data[0].type = t;
  const CmirUnresolved *bounds[3] = {&lb, &ub, &step};
  for (int i = 0; i < 3; i++) {
    CmirValue *v = cmir_parser_resolve(p, bounds[i], t);
    if (!v)
      goto done;
    cmir_opstate_add_operand(st, v);
  }
  for (uint32_t i = 0; i < inits.len; i++) {
    args.data[i + 1].type = rtypes.data[i];
    CmirValue *v = cmir_parser_resolve(p, &inits.data[i], rtypes.data[i]);
    if (!v)
      goto done;
    cmir_opstate_add_operand(st, v);
  }
  for (uint32_t i = 0; i < rtypes.len; i++)
    cmir_opstate_add_result(st, rtypes.data[i]);
  CmirRegion *body = cmir_opstate_add_region(st);
  if (cmir_parser_op_region(p, st, body, args.data, args.len, true))
    goto done;
  ensure_yield(st, body);
  if (cmir_parser_opt_attr_dict(p, st))
    goto done;
  rc = CMIR_OK;
done:
  cmir_vec_free(&args);
  cmir_vec_free(&inits);
  cmir_vec_free(&rtypes);
  return rc;
}

static void for_print(CmirPrinter *pr, CmirOp *op) {
  CmirBlock *body = entry_block(op, 0);
  cmir_printer_putc(pr, ' ');
  if (body && body->nargs)
    cmir_printer_value(pr, body->args[0]);
  cmir_printer_puts(pr, " = ");
  cmir_printer_value(pr, op->opnds[0].value);
  cmir_printer_puts(pr, " to ");
  cmir_printer_value(pr, op->opnds[1].value);
  cmir_printer_puts(pr, " step ");
  cmir_printer_value(pr, op->opnds[2].value);
  uint32_t ninit = op->nopnds - 3;
  print_init_list(pr, body, 1, op->opnds + 3, ninit, " iter_args");
  if (ninit) {
    cmir_printer_puts(pr, " -> (");
    cmir_printer_operand_types(pr, op->opnds + 3, ninit);
    cmir_printer_putc(pr, ')');
  }
  cmir_printer_putc(pr, ' ');
  if (body && body->nargs && body->args[0]->type->kind != CMIR_TYPE_INDEX) {
    cmir_printer_puts(pr, " : ");
    cmir_printer_type(pr, body->args[0]->type);
    cmir_printer_putc(pr, ' ');
  }
  cmir_printer_region(pr, &cmir_op_regions(op)[0], false, ninit != 0);
  cmir_printer_attr_dict(pr, op, NULL, false);
}

static CmirStatus for_verify(CmirOp *op) {
  for (uint32_t i = 0; i < 3; i++)
    if (check_operand_kind(op, i, cmir_type_is_int_or_index(op->opnds[i].value->type),
                           "signless integer or index"))
      return CMIR_FAIL;
  /* ODS checks the AllTypesMatch trait before the region constraints. */
  const CmirType *bt = op->opnds[0].value->type;
  if (op->opnds[1].value->type != bt || op->opnds[2].value->type != bt)
    return cmir_verify_error(op, "failed to verify that all of {lowerBound, upperBound, step} "
                                 "have same type");
  if (check_sized_region(op, 0))
    return CMIR_FAIL;
  if (op->nopnds - 3 != op->nresults)
    return cmir_verify_error(op, "mismatch in number of loop-carried values and defined values");
  return CMIR_OK;
}

static CmirStatus for_verify_regions(CmirOp *op) {
  if (check_implicit_terminators(op))
    return CMIR_FAIL;
  const CmirType *bt = op->opnds[0].value->type;
  uint32_t ninit = op->nopnds - 3;
  CmirBlock *body = entry_block(op, 0);
  CmirOp *yield = body->last;
  CmirLoopParts l = {op->opnds + 3,
                 ninit,
                 body->args + (body->nargs ? 1 : 0),
                 (uint64_t)body->nargs - 1,
                 yield->opnds,
                 yield->nopnds,
                 true};
  if (cmir_verify_loop_like(op, &l) || verify_region_branches(op))
    return CMIR_FAIL;
  if (body->args[0]->type != bt)
    return cmir_verify_error(op, "expected induction variable to be same type as bounds and "
                                 "step");
  if (body->nargs - 1 != op->nresults)
    return cmir_verify_error(op, "mismatch in number of basic block args and defined values");
  for (uint32_t i = 0; i < op->nresults; i++) {
    if (op->opnds[3 + i].value->type != op->results[i].type)
      return cmir_verify_error(op, "types mismatch between %uth iter operand and defined value", i);
    if (body->args[1 + i]->type != op->results[i].type)
      return cmir_verify_error(op,
                               "types mismatch between %uth iter region arg and defined "
                               "value",
                               i);
  }
  return CMIR_OK;
}

/* ---- scf.if ---- */

static CmirStatus if_parse(CmirParser *p, CmirOpState *st) {
  CmirUnresolved c;
  CmirStatus rc = CMIR_FAIL;
  if (cmir_parser_operand(p, &c))
    goto done;
  CmirValue *cv = cmir_parser_resolve(p, &c, p->ctx->i1);
  if (!cv)
    goto done;
  cmir_opstate_add_operand(st, cv);
  rc = cmir_parse_if_rest(p, st, CMIR_OP_SCF_YIELD);
done:
  return rc;
}

static void if_print(CmirPrinter *pr, CmirOp *op) {
  bool terms = op->nresults != 0;
  cmir_printer_putc(pr, ' ');
  cmir_printer_value(pr, op->opnds[0].value);
  if (op->nresults) {
    cmir_printer_puts(pr, " -> (");
    cmir_printer_types(pr, op->results, op->nresults);
    cmir_printer_putc(pr, ')');
  }
  cmir_printer_putc(pr, ' ');
  cmir_printer_region(pr, &cmir_op_regions(op)[0], false, terms);
  if (cmir_op_regions(op)[1].first) {
    cmir_printer_puts(pr, " else ");
    cmir_printer_region(pr, &cmir_op_regions(op)[1], false, terms);
  }
  cmir_printer_attr_dict(pr, op, NULL, false);
}

static CmirStatus if_verify(CmirOp *op) {
  for (uint32_t i = 0; i < 2; i++) {
    CmirBlock *b = entry_block(op, i);
    if (b && b->nargs)
      return cmir_verify_error(op, "region #%u should have no arguments", i);
  }
  if (check_operand_kind(op, 0, op->opnds[0].value->type == op->info->ctx->i1,
                         "1-bit signless integer") ||
      check_sized_region(op, 0))
    return CMIR_FAIL;
  if (op->nresults && !cmir_op_regions(op)[1].first)
    return cmir_verify_error(op, "must have an else block if defining values");
  return CMIR_OK;
}

static CmirStatus verify_terminators_and_branches(CmirOp *op) {
  if (check_implicit_terminators(op) || verify_region_branches(op))
    return CMIR_FAIL;
  return CMIR_OK;
}

/* ---- scf.while ---- */

static CmirStatus while_parse(CmirParser *p, CmirOpState *st) {
  CmirRegionArgVec args = {0};
  CmirUnresolvedVec inits = {0};
  CmirStatus rc = CMIR_FAIL;
  if (p->tok.kind == TOK_LPAREN && parse_assignment_list(p, &args, &inits))
    goto done;
  if (cmir_parser_expect(p, TOK_COLON, "':'"))
    goto done;
  const char *tpos = p->tok.s;
  const CmirType *ft = cmir_parser_type(p);
  if (!ft)
    goto done;
  if (ft->kind != CMIR_TYPE_FUNCTION) {
    cmir_parser_error_at(p, tpos, "invalid kind of type specified");
    goto done;
  }
  for (uint32_t i = 0; i < ft->fn.nres; i++)
    cmir_opstate_add_result(st, ft->fn.types[ft->fn.nin + i]);
  if (ft->fn.nin != inits.len) {
    cmir_parser_error_at(p, tpos, "expected as many input types as operands (expected %u got %u)",
                         inits.len, ft->fn.nin);
    goto done;
  }
  for (uint32_t i = 0; i < inits.len; i++) {
    CmirValue *v = cmir_parser_resolve(p, &inits.data[i], ft->fn.types[i]);
    if (!v)
      goto done;
    cmir_opstate_add_operand(st, v);
    args.data[i].type = ft->fn.types[i];
  }
  CmirRegion *before = cmir_opstate_add_region(st);
  CmirRegion *after = cmir_opstate_add_region(st);
  if (cmir_parser_op_region(p, st, before, args.data, args.len, args.len != 0) ||
      cmir_parser_expect_keyword(p, "do") || cmir_parser_op_region(p, st, after, NULL, 0, false) ||
      cmir_parser_opt_attr_dict_with_keyword(p, st))
    goto done;
  rc = CMIR_OK;
done:
  cmir_vec_free(&args);
  cmir_vec_free(&inits);
  return rc;
}

static void while_print(CmirPrinter *pr, CmirOp *op) {
  CmirContext *ctx = pr->ctx ? pr->ctx : op->info->ctx;
  print_init_list(pr, entry_block(op, 0), 0, op->opnds, op->nopnds, " ");
  cmir_printer_puts(pr, " : ");
  const CmirType *small[16];
  uint32_t n = op->nopnds + op->nresults;
  const CmirType **types = n <= 16 ? small : cmir_xmalloc(sizeof *types * n);
  for (uint32_t i = 0; i < op->nopnds; i++)
    types[i] = op->opnds[i].value->type;
  for (uint32_t i = 0; i < op->nresults; i++)
    types[op->nopnds + i] = op->results[i].type;
  cmir_printer_function_type(
      pr, cmir_type_function(ctx, op->nopnds, types, op->nresults, types + op->nopnds));
  if (types != small)
    free(types);
  cmir_printer_putc(pr, ' ');
  cmir_printer_region(pr, &cmir_op_regions(op)[0], false, true);
  cmir_printer_puts(pr, " do ");
  cmir_printer_region(pr, &cmir_op_regions(op)[1], true, true);
  cmir_printer_attr_dict(pr, op, NULL, true);
}

static CmirStatus while_verify(CmirOp *op) {
  if (check_sized_region(op, 0) || check_sized_region(op, 1))
    return CMIR_FAIL;
  static const CmirOpId want[2] = {CMIR_OP_SCF_CONDITION, CMIR_OP_SCF_YIELD};
  static const char *const rname[2] = {"before", "after"};
  for (uint32_t i = 0; i < 2; i++) {
    CmirOp *t = region_terminator(op, i);
    if (t && cmir_op_isa(t, want[i]))
      continue;
    cmir_verify_error(op, "expects the '%s' region to terminate with '%s'", rname[i],
                      cmir_op_id_name(want[i]));
    if (t)
      cmir_op_note(t, "terminator here");
    return CMIR_FAIL;
  }
  return CMIR_OK;
}

static CmirStatus while_verify_regions(CmirOp *op) {
  if (verify_region_branches(op))
    return CMIR_FAIL;
  CmirBlock *before = entry_block(op, 0);
  CmirOp *yield = region_terminator(op, 1);
  CmirLoopParts l = {op->opnds,    op->nopnds,    before->args, before->nargs,
                 yield->opnds, yield->nopnds, false};
  return cmir_verify_loop_like(op, &l);
}

/* ---- scf.execute_region ---- */

static CmirStatus execute_region_parse(CmirParser *p, CmirOpState *st) {
  CmirTypeVec rtypes = {0};
  CmirStatus rc = CMIR_FAIL;
  if (cmir_parser_consume_if(p, TOK_ARROW) && cmir_parser_result_types(p, &rtypes))
    goto done;
  for (uint32_t i = 0; i < rtypes.len; i++)
    cmir_opstate_add_result(st, rtypes.data[i]);
  CmirRegion *r = cmir_opstate_add_region(st);
  if (cmir_parser_op_region(p, st, r, NULL, 0, false) || cmir_parser_opt_attr_dict(p, st))
    goto done;
  rc = CMIR_OK;
done:
  cmir_vec_free(&rtypes);
  return rc;
}

static void execute_region_print(CmirPrinter *pr, CmirOp *op) {
  print_arrow_types(pr, op);
  cmir_printer_putc(pr, ' ');
  cmir_printer_region(pr, &cmir_op_regions(op)[0], false, true);
  cmir_printer_attr_dict(pr, op, NULL, false);
}

static CmirStatus execute_region_verify(CmirOp *op) {
  CmirBlock *b = entry_block(op, 0);
  if (!b)
    return cmir_verify_error(op, "region needs to have at least one block");
  if (b->nargs)
    return cmir_verify_error(op, "region cannot have any arguments");
  return CMIR_OK;
}

/* ---- scf.index_switch ---- */

static CmirStatus index_switch_parse(CmirParser *p, CmirOpState *st) {
  CmirContext *ctx = p->ctx;
  CmirUnresolved arg;
  CmirTypeVec rtypes = {0};
  CMIR_VEC(int64_t) cases = {0};
  CmirStatus rc = CMIR_FAIL;
  if (cmir_parser_operand(p, &arg) || cmir_parser_opt_attr_dict(p, st))
    goto done;
  if (cmir_parser_consume_if(p, TOK_ARROW)) {
    do {
      const CmirType *t = cmir_parser_type(p);
      if (!t)
        goto done;
      cmir_vec_push(&rtypes, t);
    } while (cmir_parser_consume_if(p, TOK_COMMA));
  }
  /* The default region comes first among the op's regions. */
  CmirRegion *dflt = cmir_opstate_add_region(st);
  while (cmir_parser_consume_keyword(p, "case")) {
    int64_t v;
    if (cmir_parser_expect_integer(p, &v, "integer value"))
      goto done;
    CmirRegion *r = cmir_opstate_add_region(st);
    if (cmir_parser_op_region(p, st, r, NULL, 0, false))
      goto done;
    cmir_vec_push(&cases, v);
  }
  if (cmir_parser_expect_keyword(p, "default") ||
      cmir_parser_op_region(p, st, dflt, NULL, 0, false))
    goto done;
  ensure_yield(st, dflt);
  CmirValue *v = cmir_parser_resolve(p, &arg, ctx->index);
  if (!v)
    goto done;
  cmir_opstate_add_operand(st, v);
  for (uint32_t i = 0; i < rtypes.len; i++)
    cmir_opstate_add_result(st, rtypes.data[i]);
  cmir_opstate_set_prop(st, "cases", cmir_attr_dense_i64_array(ctx, cases.len, cases.data));
  rc = CMIR_OK;
done:
  cmir_vec_free(&rtypes);
  cmir_vec_free(&cases);
  return rc;
}

static void index_switch_print(CmirPrinter *pr, CmirOp *op) {
  cmir_printer_putc(pr, ' ');
  cmir_printer_value(pr, op->opnds[0].value);
  static const char *const elide[] = {"cases", NULL};
  cmir_printer_attr_dict(pr, op, elide, false);
  if (op->nresults) {
    cmir_printer_puts(pr, " -> ");
    cmir_printer_types(pr, op->results, op->nresults);
  }
  cmir_printer_putc(pr, ' ');
  const CmirAttr *cases = cmir_op_get_prop(op, "cases");
  if (cases && cases->kind == CMIR_ATTR_DENSE_ARRAY && cases->darr.elem == op->info->ctx->i64) {
    const int64_t *cv = cases->darr.data;
    for (uint32_t i = 0; i < cases->darr.n && i + 1 < op->nregions; i++) {
      cmir_printer_newline(pr);
      cmir_printer_puts(pr, "case ");
      cmir_sb_puti64(pr->out, cv[i]);
      cmir_printer_putc(pr, ' ');
      cmir_printer_region(pr, &cmir_op_regions(op)[i + 1], false, true);
    }
  }
  cmir_printer_newline(pr);
  cmir_printer_puts(pr, "default ");
  /* The generated printer shows the implicit terminator only if it carries
   * something. */
  CmirOp *t = region_terminator(op, 0);
  bool terms = !t || t->nopnds || t->nresults || (t->attrs && t->attrs->dict.n);
  cmir_printer_region(pr, &cmir_op_regions(op)[0], true, terms);
}

static CmirStatus index_switch_verify(CmirOp *op) {
  if (check_operand_kind(op, 0, op->opnds[0].value->type->kind == CMIR_TYPE_INDEX, "index"))
    return CMIR_FAIL;
  const CmirAttr *cases = cmir_op_get_prop(op, "cases"); /* i64arr, checked with the structure */
  for (uint32_t i = 0; i < op->nregions; i++)
    if (check_sized_region(op, i))
      return CMIR_FAIL;
  const int64_t *cv = cases->darr.data;
  uint32_t ncases = op->nregions - 1;
  if (cases->darr.n != ncases)
    return cmir_verify_error(op, "has %u case regions but %u case values", ncases, cases->darr.n);
  for (uint32_t i = 0; i < ncases; i++)
    for (uint32_t j = 0; j < i; j++)
      if (cv[i] == cv[j])
        return cmir_verify_error(op, "has duplicate case value: %lld", (long long)cv[i]);
  for (uint32_t r = 0; r < op->nregions; r++) {
    char name[48];
    if (r == 0)
      snprintf(name, sizeof name, "default region");
    else
      snprintf(name, sizeof name, "case region #%u", r - 1);
    CmirOp *y = region_terminator(op, r);
    if (!y || !cmir_op_isa(y, CMIR_OP_SCF_YIELD))
      return cmir_verify_error(op, "expected region to end with scf.yield, but got %s",
                               y ? cmir_op_name(y) : "");
    if (y->nopnds != op->nresults) {
      cmir_verify_error(op, "expected each region to return %u values, but %s returns %u",
                        op->nresults, name, y->nopnds);
      cmir_op_note(y, "see yield operation here");
      return CMIR_FAIL;
    }
    for (uint32_t i = 0; i < op->nresults; i++) {
      const CmirType *a = op->results[i].type, *b = y->opnds[i].value->type;
      if (a == b)
        continue;
      char *sa = cmir_type_str(a), *sb = cmir_type_str(b);
      cmir_verify_error(op, "expected result #%u of each region to be '%s'", i, sa);
      cmir_op_note(y, "%s returns '%s' here", name, sb);
      free(sa);
      free(sb);
      return CMIR_FAIL;
    }
  }
  return CMIR_OK;
}

/* ---- scf.parallel ---- */

/* `(%a, %b)` with n operands exactly (parseOperandList with a required
 * count). */
static CmirStatus parse_n_operands(CmirParser *p, CmirUnresolvedVec *out, uint32_t n) {
  const char *pos = p->tok.s;
  if (cmir_parser_operand_list(p, out, true))
    return CMIR_FAIL;
  if (out->len != n)
    return cmir_parser_error_at(p, pos, "expected %u operands", n);
  return CMIR_OK;
}

/* `(%i, %j, ...)`: induction variables of type index (scf.parallel,
 * scf.forall). */
static CmirStatus parse_iv_list(CmirParser *p, CmirRegionArgVec *ivs) {
  if (cmir_parser_expect(p, TOK_LPAREN, "'('"))
    return CMIR_FAIL;
  if (cmir_parser_consume_if(p, TOK_RPAREN))
    return CMIR_OK;
  do {
    CmirRegionArg a;
    memset(&a, 0, sizeof a);
    if (cmir_parser_operand(p, &a.name))
      return CMIR_FAIL;
    a.type = p->ctx->index;
    cmir_vec_push(ivs, a);
  } while (cmir_parser_consume_if(p, TOK_COMMA));
  return cmir_parser_expect(p, TOK_RPAREN, "')'");
}

static CmirStatus parallel_parse(CmirParser *p, CmirOpState *st) {
  CmirContext *ctx = p->ctx;
  CmirRegionArgVec ivs = {0};
  CmirUnresolvedVec bounds[3] = {{0}, {0}, {0}}, inits = {0};
  CmirTypeVec rtypes = {0};
  CmirStatus rc = CMIR_FAIL;
  if (parse_iv_list(p, &ivs))
    goto done;
  static const char *const kw[3] = {NULL, "to", "step"};
  for (int i = 0; i < 3; i++) {
    if (i == 0 ? cmir_parser_expect(p, TOK_EQUAL, "'='") : cmir_parser_expect_keyword(p, kw[i]))
      goto done;
    if (parse_n_operands(p, &bounds[i], ivs.len))
      goto done;
    for (uint32_t k = 0; k < bounds[i].len; k++) {
      CmirValue *v = cmir_parser_resolve(p, &bounds[i].data[k], ctx->index);
      if (!v)
        goto done;
      cmir_opstate_add_operand(st, v);
    }
  }
  if (cmir_parser_consume_keyword(p, "init") && cmir_parser_operand_list(p, &inits, true))
    goto done;
  if (cmir_parser_consume_if(p, TOK_ARROW) && cmir_parser_result_types(p, &rtypes))
    goto done;
  for (uint32_t i = 0; i < rtypes.len; i++)
    cmir_opstate_add_result(st, rtypes.data[i]);
  CmirRegion *body = cmir_opstate_add_region(st);
  if (cmir_parser_op_region(p, st, body, ivs.data, ivs.len, true))
    goto done;
  uint32_t seg[4] = {ivs.len, ivs.len, ivs.len, inits.len};
  if (cmir_parser_opt_attr_dict(p, st))
    goto done;
  if (inits.len != rtypes.len) {
    cmir_parser_error_loc(p, st->loc, "%u operands present, but expected %u", inits.len,
                          rtypes.len);
    goto done;
  }
  for (uint32_t i = 0; i < inits.len; i++) {
    CmirValue *v = cmir_parser_resolve(p, &inits.data[i], rtypes.data[i]);
    if (!v)
      goto done;
    cmir_opstate_add_operand(st, v);
  }
  cmir_opstate_finalize_props(st, seg, 4);
  cmir_ensure_terminator(st, body, CMIR_OP_SCF_REDUCE);
  rc = CMIR_OK;
done:
  cmir_vec_free(&ivs);
  for (int i = 0; i < 3; i++)
    cmir_vec_free(&bounds[i]);
  cmir_vec_free(&inits);
  cmir_vec_free(&rtypes);
  return rc;
}

static void parallel_print(CmirPrinter *pr, CmirOp *op) {
  CmirBlock *body = entry_block(op, 0);
  cmir_printer_puts(pr, " (");
  for (uint32_t i = 0; body && i < body->nargs; i++) {
    if (i)
      cmir_printer_puts(pr, ", ");
    cmir_printer_value(pr, body->args[i]);
  }
  static const char *const pre[4] = {") = (", ") to (", ") step (", ")"};
  for (uint32_t g = 0; g < 3; g++) {
    uint32_t s, n;
    cmir_op_operand_group(op, g, &s, &n);
    cmir_printer_puts(pr, pre[g]);
    cmir_printer_values(pr, op->opnds + s, n);
  }
  cmir_printer_putc(pr, ')');
  uint32_t s, n;
  cmir_op_operand_group(op, 3, &s, &n);
  if (n) {
    cmir_printer_puts(pr, " init (");
    cmir_printer_values(pr, op->opnds + s, n);
    cmir_printer_putc(pr, ')');
  }
  print_arrow_types(pr, op);
  cmir_printer_putc(pr, ' ');
  cmir_printer_region(pr, &cmir_op_regions(op)[0], false, true);
  cmir_printer_attr_dict(pr, op, NULL, false);
}

/* getConstantIntValue: the integer of a constant op. */
static bool constant_int(const CmirValue *v, int64_t *out) {
  CmirOp *d = cmir_value_def(v);
  if (!d || !(d->info->traits & CMIR_TRAIT_CONSTANT_LIKE))
    return false;
  const CmirAttr *a = cmir_op_get_prop(d, "value");
  if (!a || a->kind != CMIR_ATTR_INTEGER)
    return false;
  *out = cmir_attr_int_value(a);
  return true;
}

static CmirStatus parallel_verify(CmirOp *op) {
  if (check_sized_region(op, 0))
    return CMIR_FAIL;
  uint32_t ss, ns, is, ni;
  cmir_op_operand_group(op, 2, &ss, &ns);
  cmir_op_operand_group(op, 3, &is, &ni);
  if (!ns)
    return cmir_verify_error(op, "needs at least one tuple element for lowerBound, upperBound "
                                 "and step");
  for (uint32_t i = 0; i < ns; i++) {
    int64_t c;
    if (constant_int(op->opnds[ss + i].value, &c) && c <= 0)
      return cmir_verify_error(op, "constant step operand must be positive");
  }
  CmirBlock *body = entry_block(op, 0);
  if (body->nargs != ns)
    return cmir_verify_error(op,
                             "expects the same number of induction variables: %u as bound and "
                             "step values: %u",
                             body->nargs, ns);
  for (uint32_t i = 0; i < body->nargs; i++)
    if (body->args[i]->type->kind != CMIR_TYPE_INDEX)
      return cmir_verify_error(op, "expects arguments for the induction variable to be of "
                                   "index type");
  CmirOp *t = body->last;
  if (!t || !cmir_op_isa(t, CMIR_OP_SCF_REDUCE)) {
    cmir_verify_error(op, "expects body to terminate with 'scf.reduce'");
    if (t)
      cmir_op_note(t, "terminator here");
    return CMIR_FAIL;
  }
  uint32_t nred = t->nregions;
  if (op->nresults != nred)
    return cmir_verify_error(op,
                             "expects number of results: %u to be the same as number of "
                             "reductions: %u",
                             op->nresults, nred);
  if (op->nresults != ni)
    return cmir_verify_error(op,
                             "expects number of results: %u to be the same as number of initial "
                             "values: %u",
                             op->nresults, ni);
  for (uint32_t i = 0; i < nred && i < t->nopnds; i++) {
    const CmirType *rt = op->results[i].type, *ot = t->opnds[i].value->type;
    if (rt == ot)
      continue;
    char *a = cmir_type_str(ot), *b = cmir_type_str(rt);
    cmir_verify_error(t,
                      "expects type of %u-th reduction operand: '%s' to be the same as the %u-th "
                      "result type: '%s'",
                      i, a, i, b);
    free(a);
    free(b);
    return CMIR_FAIL;
  }
  return CMIR_OK;
}

/* SingleBlockImplicitTerminator<"scf::ReduceOp">. */
static CmirStatus parallel_verify_regions(CmirOp *op) {
  CmirOp *t = region_terminator(op, 0);
  if (!entry_block(op, 0) || (t && cmir_op_isa(t, CMIR_OP_SCF_REDUCE)))
    return CMIR_OK;
  cmir_verify_error(op, "expects regions to end with 'scf.reduce', found '%s'",
                    t ? cmir_op_name(t) : "");
  cmir_op_note(op, "in custom textual format, the absence of terminator implies 'scf.reduce'");
  return CMIR_FAIL;
}

/* ---- scf.forall, scf.forall.in_parallel ---- */

/* `(` (ssa-value | integer) (`,` ...)* `)` (parseDynamicIndexList with
 * parentheses): the values resolved as index operands of st, the list as
 * integers with CMIR_DYNAMIC where a value stands. */
static CmirStatus parse_mixed_list_items(CmirParser *p, CmirOpState *st, CmirI64Vec *ints,
                                         uint32_t *ndyn) {
  if (cmir_parser_expect(p, TOK_LPAREN, "'(' in dynamic index list"))
    return CMIR_FAIL;
  if (cmir_parser_consume_if(p, TOK_RPAREN))
    return CMIR_OK;
  do {
    if (cmir_parser_at_operand(p)) {
      CmirUnresolved u;
      if (cmir_parser_operand(p, &u))
        return CMIR_FAIL;
      CmirValue *v = cmir_parser_resolve(p, &u, p->ctx->index);
      if (!v)
        return CMIR_FAIL;
      cmir_opstate_add_operand(st, v);
      cmir_vec_push(ints, CMIR_DYNAMIC);
      (*ndyn)++;
      continue;
    }
    int64_t v;
    if (!cmir_parser_integer(p, &v))
      return cmir_parser_error(p, "expected integer value");
    cmir_vec_push(ints, v);
  } while (cmir_parser_consume_if(p, TOK_COMMA));
  return cmir_parser_expect(p, TOK_RPAREN, "')' in dynamic index list");
}

static CmirStatus parse_mixed_list(CmirParser *p, CmirOpState *st, CmirI64Vec *ints,
                                   uint32_t *ndyn) {
  *ndyn = 0;
  if (!parse_mixed_list_items(p, st, ints, ndyn))
    return CMIR_OK;
  /* MLIR follows the list's own error with a second one at the op name;
   * the parser reports only its first error, so emit it directly. */
  cmir_error(p->ctx, st->loc, "custom op 'scf.forall' expected SSA value or integer");
  return CMIR_FAIL;
}

/* Appends `scf.forall.in_parallel {}` unless the body ends with a
 * terminator (ForallOp::ensureTerminator). */
static void ensure_in_parallel(CmirOpState *st, CmirRegion *r) {
  if (!r->first)
    cmir_region_append(r, cmir_block_create());
  CmirBlock *b = r->last;
  if (b->last && b->last->info->def && (b->last->info->traits & CMIR_TRAIT_TERMINATOR))
    return;
  CmirOpState ts;
  cmir_opstate_init(&ts, st->ctx, cmir_op_info_by_id(st->ctx, CMIR_OP_SCF_FORALL_IN_PARALLEL),
                    st->loc);
  cmir_region_append(cmir_opstate_add_region(&ts), cmir_block_create());
  cmir_block_append(b, cmir_op_create(&ts));
  cmir_opstate_free(&ts);
}

static CmirStatus forall_parse(CmirParser *p, CmirOpState *st) {
  CmirContext *ctx = p->ctx;
  CmirRegionArgVec args = {0};
  CmirUnresolvedVec outs = {0};
  CmirTypeVec rtypes = {0};
  CmirI64Vec lists[3] = {{0}, {0}, {0}};
  uint32_t seg[4] = {0, 0, 0, 0};
  CmirStatus rc = CMIR_FAIL;
  if (parse_iv_list(p, &args))
    goto done;
  uint32_t nloops = args.len;
  if (cmir_parser_consume_keyword(p, "in")) {
    if (parse_mixed_list(p, st, &lists[1], &seg[1]))
      goto done;
    for (uint32_t i = 0; i < nloops; i++) {
      cmir_vec_push(&lists[0], 0);
      cmir_vec_push(&lists[2], 1);
    }
  } else {
    if (cmir_parser_expect(p, TOK_EQUAL, "'='") || parse_mixed_list(p, st, &lists[0], &seg[0]) ||
        cmir_parser_expect_keyword(p, "to") || parse_mixed_list(p, st, &lists[1], &seg[1]) ||
        cmir_parser_expect_keyword(p, "step") || parse_mixed_list(p, st, &lists[2], &seg[2]))
      goto done;
  }
  CmirLoc outs_loc = cmir_parser_loc(p);
  if (cmir_parser_consume_keyword(p, "shared_outs")) {
    if (parse_assignment_list(p, &args, &outs))
      goto done;
    if (cmir_parser_consume_if(p, TOK_ARROW) && cmir_parser_result_types(p, &rtypes))
      goto done;
    if (outs.len != rtypes.len) {
      cmir_parser_error_loc(p, outs_loc, "%u operands present, but expected %u", outs.len,
                            rtypes.len);
      goto done;
    }
    for (uint32_t i = 0; i < outs.len; i++) {
      CmirValue *v = cmir_parser_resolve(p, &outs.data[i], rtypes.data[i]);
      if (!v)
        goto done;
      cmir_opstate_add_operand(st, v);
      cmir_opstate_add_result(st, rtypes.data[i]);
      args.data[nloops + i].type = rtypes.data[i];
    }
    seg[3] = outs.len;
  }
  CmirRegion *body = cmir_opstate_add_region(st);
  if (cmir_parser_op_region(p, st, body, args.data, args.len, true))
    goto done;
  ensure_in_parallel(st, body);
  if (cmir_parser_opt_attr_dict(p, st))
    goto done;
  static const char *const names[3] = {"staticLowerBound", "staticUpperBound", "staticStep"};
  for (int i = 0; i < 3; i++)
    cmir_opstate_set_prop(st, names[i],
                          cmir_attr_dense_i64_array(ctx, lists[i].len, lists[i].data));
  cmir_opstate_finalize_props(st, seg, 4);
  rc = CMIR_OK;
done:
  cmir_vec_free(&args);
  cmir_vec_free(&outs);
  cmir_vec_free(&rtypes);
  for (int i = 0; i < 3; i++)
    cmir_vec_free(&lists[i]);
  return rc;
}

/* The static array of a bound or step (0 lower, 1 upper, 2 step), or NULL. */
static const CmirAttr *forall_static(const CmirOp *op, int which) {
  static const char *const names[3] = {"staticLowerBound", "staticUpperBound", "staticStep"};
  const CmirAttr *a = cmir_op_get_prop(op, names[which]);
  return a && a->kind == CMIR_ATTR_DENSE_ARRAY && cmir_type_is_signless_int(a->darr.elem, 64)
             ? a
             : NULL;
}

/* The operand group of the bound or step (0 lower, 1 upper, 2 step). */
static const CmirUse *forall_dynamic(CmirOp *op, int which, uint32_t *n) {
  uint32_t s;
  cmir_op_operand_group(op, (uint32_t)which, &s, n);
  return op->opnds + s;
}

bool cmir_scf_forall_bound(CmirOp *op, int which, uint32_t i, int64_t *c, CmirValue **v) {
  const CmirAttr *a = forall_static(op, which);
  uint32_t n;
  const CmirUse *dyn = forall_dynamic(op, which, &n);
  if (!a || i >= a->darr.n)
    return false;
  const int64_t *vals = a->darr.data;
  *v = NULL;
  *c = vals[i];
  if (vals[i] != CMIR_DYNAMIC)
    return true;
  uint32_t k = 0;
  for (uint32_t j = 0; j < i; j++)
    k += vals[j] == CMIR_DYNAMIC;
  if (k >= n)
    return false;
  *v = dyn[k].value;
  return true;
}

/* Every element of the list is the constant want (a static value, or a
 * value defined by a constant op). */
static bool forall_all_equal(CmirOp *op, int which, int64_t want) {
  const CmirAttr *a = forall_static(op, which);
  if (!a)
    return false;
  for (uint32_t i = 0; i < a->darr.n; i++) {
    int64_t c;
    CmirValue *v;
    if (!cmir_scf_forall_bound(op, which, i, &c, &v))
      return false;
    if (v && !constant_int(v, &c))
      return false;
    if (c != want)
      return false;
  }
  return true;
}

static void print_mixed_list(CmirPrinter *pr, CmirOp *op, int which) {
  const CmirAttr *a = forall_static(op, which);
  cmir_printer_putc(pr, '(');
  for (uint32_t i = 0; a && i < a->darr.n; i++) {
    if (i)
      cmir_printer_puts(pr, ", ");
    int64_t c;
    CmirValue *v;
    if (!cmir_scf_forall_bound(op, which, i, &c, &v)) {
      cmir_printer_puts(pr, "<<invalid>>");
    } else if (v) {
      cmir_printer_value(pr, v);
    } else {
      char buf[24];
      snprintf(buf, sizeof buf, "%" PRId64, c);
      cmir_printer_puts(pr, buf);
    }
  }
  cmir_printer_putc(pr, ')');
}

static void forall_print(CmirPrinter *pr, CmirOp *op) {
  CmirBlock *body = entry_block(op, 0);
  uint32_t nouts;
  const CmirUse *outs = forall_dynamic(op, 3, &nouts);
  uint32_t nloops = body && body->nargs >= nouts ? body->nargs - nouts : 0;
  cmir_printer_puts(pr, " (");
  for (uint32_t i = 0; i < nloops; i++) {
    if (i)
      cmir_printer_puts(pr, ", ");
    cmir_printer_value(pr, body->args[i]);
  }
  if (forall_all_equal(op, 0, 0) && forall_all_equal(op, 2, 1)) {
    cmir_printer_puts(pr, ") in ");
    print_mixed_list(pr, op, 1);
  } else {
    cmir_printer_puts(pr, ") = ");
    print_mixed_list(pr, op, 0);
    cmir_printer_puts(pr, " to ");
    print_mixed_list(pr, op, 1);
    cmir_printer_puts(pr, " step ");
    print_mixed_list(pr, op, 2);
  }
  print_init_list(pr, body, nloops, outs, nouts, " shared_outs");
  cmir_printer_putc(pr, ' ');
  if (body && body->nargs > nloops) {
    cmir_printer_puts(pr, "-> (");
    cmir_printer_types(pr, op->results, op->nresults);
    cmir_printer_puts(pr, ") ");
  }
  cmir_printer_region(pr, &cmir_op_regions(op)[0], false, op->nresults > 0);
  static const char *const elide[] = {"staticLowerBound", "staticUpperBound", "staticStep", NULL};
  cmir_printer_attr_dict(pr, op, elide, false);
}

static CmirStatus forall_verify(CmirOp *op) {
  /* DeviceMappingArrayAttr: cmir knows no device mapping attribute, so
   * only an empty array satisfies it. */
  const CmirAttr *mapping = cmir_op_get_prop(op, "mapping");
  if (mapping && (mapping->kind != CMIR_ATTR_ARRAY || mapping->arr.n))
    return cmir_verify_error(op, "attribute 'mapping' failed to satisfy constraint: Device "
                                 "Mapping array attribute");
  uint32_t s, nouts;
  cmir_op_operand_group(op, 3, &s, &nouts);
  for (uint32_t i = 0; i < s; i++)
    if (check_operand_kind(op, i, op->opnds[i].value->type->kind == CMIR_TYPE_INDEX,
                           "variadic of index"))
      return CMIR_FAIL;
  for (uint32_t i = 0; i < nouts; i++) {
    const CmirType *t = op->opnds[s + i].value->type;
    if (t->kind != CMIR_TYPE_TENSOR) {
      char *ts = cmir_type_str(t);
      cmir_verify_error(op,
                        "operand #%u must be variadic of ranked tensor of any type values, "
                        "but got '%s'",
                        s + i, ts);
      free(ts);
      return CMIR_FAIL;
    }
  }
  if (check_sized_region(op, 0))
    return CMIR_FAIL;
  const CmirAttr *lb = forall_static(op, 0);
  uint32_t nloops = lb ? lb->darr.n : 0; /* getRank() */
  if (op->nresults != nouts)
    return cmir_verify_error(op, "produces %u results, but has only %u outputs", op->nresults,
                             nouts);
  CmirBlock *body = entry_block(op, 0);
  if (body->nargs != nloops + nouts)
    return cmir_verify_error(op, "region expects %u arguments", nloops);
  for (uint32_t i = 0; i < nloops; i++)
    if (body->args[i]->type->kind != CMIR_TYPE_INDEX)
      return cmir_verify_error(op, "expects %u-th block argument to be an index", i);
  for (uint32_t i = 0; i < nouts; i++)
    if (body->args[nloops + i]->type != op->opnds[s + i].value->type)
      return cmir_verify_error(op,
                               "type mismatch between %u-th output and corresponding block "
                               "argument",
                               i);
  static const char *const what[3] = {"lower bound", "upper bound", "step"};
  for (int w = 0; w < 3; w++) {
    const CmirAttr *a = forall_static(op, w);
    uint32_t n = a ? a->darr.n : 0, ndyn = 0, have;
    forall_dynamic(op, w, &have);
    if (n != nloops)
      return cmir_op_error(op, "expected %u %s values, got %u", nloops, what[w], n);
    for (uint32_t i = 0; i < n; i++)
      ndyn += ((const int64_t *)a->darr.data)[i] == CMIR_DYNAMIC;
    if (have != ndyn)
      return cmir_op_error(op, "expected %u dynamic %s values", ndyn, what[w]);
  }
  return CMIR_OK;
}

/* SingleBlockImplicitTerminator<"scf::InParallelOp">. */
static CmirStatus forall_verify_regions(CmirOp *op) {
  CmirOp *t = region_terminator(op, 0);
  if (!entry_block(op, 0) || (t && cmir_op_isa(t, CMIR_OP_SCF_FORALL_IN_PARALLEL)))
    return CMIR_OK;
  cmir_verify_error(op, "expects regions to end with 'scf.forall.in_parallel', found '%s'",
                    t ? cmir_op_name(t) : "");
  cmir_op_note(op, "in custom textual format, the absence of terminator implies "
                   "'scf.forall.in_parallel'");
  return CMIR_FAIL;
}

static CmirStatus in_parallel_parse(CmirParser *p, CmirOpState *st) {
  CmirRegion *r = cmir_opstate_add_region(st);
  if (cmir_parser_op_region(p, st, r, NULL, 0, false))
    return CMIR_FAIL;
  if (!r->first)
    cmir_region_append(r, cmir_block_create());
  return cmir_parser_opt_attr_dict(p, st);
}

static void in_parallel_print(CmirPrinter *pr, CmirOp *op) {
  cmir_printer_putc(pr, ' ');
  cmir_printer_region(pr, &cmir_op_regions(op)[0], false, false);
  cmir_printer_attr_dict(pr, op, NULL, false);
}

/* Only tensor.parallel_insert_slice may combine results, and cmir has no
 * tensor dialect: the body must be empty. */
static CmirStatus in_parallel_verify(CmirOp *op) {
  if (check_sized_region(op, 0))
    return CMIR_FAIL;
  CmirBlock *b = entry_block(op, 0);
  if (b->first)
    return cmir_verify_error(op, "expected only tensor.parallel_insert_slice ops");
  return CMIR_OK;
}

/* ---- scf.reduce, scf.reduce.return ---- */

/* `(%a, %b : t1, t2)`? then the reduction regions, comma-separated. */
static CmirStatus reduce_parse(CmirParser *p, CmirOpState *st) {
  CmirUnresolvedVec opnds = {0};
  CmirTypeVec types = {0};
  CmirStatus rc = CMIR_FAIL;
  if (cmir_parser_consume_if(p, TOK_LPAREN)) {
    if (cmir_parser_operand_list(p, &opnds, false) || cmir_parser_expect(p, TOK_COLON, "':'"))
      goto done;
    do {
      const CmirType *t = cmir_parser_type(p);
      if (!t)
        goto done;
      cmir_vec_push(&types, t);
    } while (cmir_parser_consume_if(p, TOK_COMMA));
    if (cmir_parser_expect(p, TOK_RPAREN, "')'") ||
        cmir_parser_resolve_into(p, st, &opnds, types.data, types.len))
      goto done;
  }
  if (cmir_parser_at_region(p)) {
    do {
      CmirRegion *r = cmir_opstate_add_region(st);
      if (cmir_parser_op_region(p, st, r, NULL, 0, false))
        goto done;
    } while (cmir_parser_consume_if(p, TOK_COMMA));
  }
  if (cmir_parser_opt_attr_dict(p, st))
    goto done;
  rc = CMIR_OK;
done:
  cmir_vec_free(&opnds);
  cmir_vec_free(&types);
  return rc;
}

static void reduce_print(CmirPrinter *pr, CmirOp *op) {
  if (op->nopnds) {
    cmir_printer_putc(pr, '(');
    cmir_printer_values(pr, op->opnds, op->nopnds);
    cmir_printer_puts(pr, " : ");
    cmir_printer_operand_types(pr, op->opnds, op->nopnds);
    cmir_printer_putc(pr, ')');
  }
  cmir_printer_putc(pr, ' ');
  for (uint32_t i = 0; i < op->nregions; i++) {
    if (i)
      cmir_printer_puts(pr, ", ");
    cmir_printer_region(pr, &cmir_op_regions(op)[i], true, true);
  }
  cmir_printer_attr_dict(pr, op, NULL, false);
}

/* The parent (HasParent) is checked with the op's structure. */
static CmirStatus reduce_verify(CmirOp *op) {
  for (uint32_t i = 0; i < op->nregions; i++)
    if (check_sized_region(op, i))
      return CMIR_FAIL;
  return CMIR_OK;
}

static CmirStatus reduce_verify_regions(CmirOp *op) {
  for (uint32_t i = 0; i < op->nregions; i++) {
    if (i >= op->nopnds)
      return cmir_verify_error(op, "has %u reduction regions but %u operands", op->nregions,
                               op->nopnds);
    const CmirType *t = op->opnds[i].value->type;
    CmirBlock *b = entry_block(op, i);
    if (!b->first)
      return cmir_verify_error(op, "%u-th reduction has an empty body", i);
    bool ok = b->nargs == 2;
    for (uint32_t k = 0; ok && k < 2; k++)
      ok = b->args[k]->type == t;
    if (!ok) {
      char *s = cmir_type_str(t);
      cmir_verify_error(op, "expected two block arguments with type '%s' in the %u-th reduction "
                            "region",
                        s, i);
      free(s);
      return CMIR_FAIL;
    }
    if (!cmir_op_isa(b->last, CMIR_OP_SCF_REDUCE_RETURN))
      return cmir_verify_error(op, "reduction bodies must be terminated with an "
                                   "'scf.reduce.return' op");
  }
  return CMIR_OK;
}

static CmirStatus reduce_return_verify(CmirOp *op) {
  const CmirBlock *b = op->block;
  const CmirType *want = b->nargs ? b->args[0]->type : NULL;
  if (want && want != op->opnds[0].value->type) {
    char *s = cmir_type_str(want);
    cmir_verify_error(op, "must have type '%s' (the type of the reduction inputs)", s);
    free(s);
    return CMIR_FAIL;
  }
  return CMIR_OK;
}

/* ---- terminators ---- */

static CmirStatus yield_verify(CmirOp *op) {
  CmirOp *parent = cmir_op_parent(op);
  static const CmirOpId parents[] = {CMIR_OP_SCF_EXECUTE_REGION, CMIR_OP_SCF_FOR, CMIR_OP_SCF_IF,
                                     CMIR_OP_SCF_INDEX_SWITCH, CMIR_OP_SCF_WHILE};
  for (size_t i = 0; parent && i < sizeof parents / sizeof parents[0]; i++)
    if (cmir_op_isa(parent, parents[i]))
      return CMIR_OK;
  return cmir_verify_error(op, "expects parent op to be one of 'scf.execute_region, scf.for, "
                               "scf.if, scf.index_switch, scf.while'");
}

static CmirStatus condition_verify(CmirOp *op) {
  CmirOp *parent = cmir_op_parent(op);
  if (!parent || !cmir_op_isa(parent, CMIR_OP_SCF_WHILE))
    return cmir_verify_error(op, "expects parent op 'scf.while'");
  return check_operand_kind(op, 0, op->opnds[0].value->type == op->info->ctx->i1,
                            "1-bit signless integer");
}

static const CmirOpDef scf_ops[] = {
#define OP(x, nm, ...) {.id = CMIR_OP_##x, .name = nm, .canon = cmir_scf_canon, __VA_ARGS__},
#include "dialect/scf/ops.h"
#undef OP

};

void cmir_scf_register(CmirContext *ctx) {
  cmir_register_dialect(ctx, "scf", scf_ops, sizeof scf_ops / sizeof scf_ops[0]);
}
