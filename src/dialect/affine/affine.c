/* The affine dialect: affine.apply, affine.min and affine.max (an affine map
 * applied to index operands, dimensions in parentheses, symbols in brackets:
 * `affine.apply #map(%d)[%s]`; apply folds when every operand is a
 * constant), affine.for (map bounds, `max`/`min` bounds of several results,
 * step, iter_args), affine.if (an integer set `condition`, then and else
 * regions), affine.load and affine.store (`%A[%i + 1, symbol(%n)]`) and
 * affine.yield, with MLIR 19's syntax, printed form and verifier wording,
 * including its rules for which values are valid dimensions and symbols
 * (affine scopes: the regions of func.func and builtin.module). */
#include "dialect/dialects.h"

#include <stdlib.h>
#include <string.h>

/* ---- evaluation ---- */

static int64_t floordiv(int64_t a, int64_t b) {
  int64_t q = a / b;
  return (a % b != 0 && ((a < 0) != (b < 0))) ? q - 1 : q;
}

static int64_t ceildiv(int64_t a, int64_t b) {
  int64_t q = a / b;
  return (a % b != 0 && ((a < 0) == (b < 0))) ? q + 1 : q;
}

static int64_t mod(int64_t a, int64_t b) {
  int64_t r = a % b;
  return r < 0 ? r + (b < 0 ? -b : b) : r;
}

bool cmir_affine_eval(const CmirAffineExpr *e, uint32_t ndims, const int64_t *vals, int64_t *out) {
  int64_t l, r;
  switch (e->kind) {
  case CMIR_AFFINE_CONST:
    *out = e->value;
    return true;
  case CMIR_AFFINE_DIM:
    *out = vals[e->position];
    return true;
  case CMIR_AFFINE_SYM:
    *out = vals[ndims + e->position];
    return true;
  default:
    break;
  }
  if (!cmir_affine_eval(e->bin.lhs, ndims, vals, &l) ||
      !cmir_affine_eval(e->bin.rhs, ndims, vals, &r))
    return false;
  switch (e->kind) {
  case CMIR_AFFINE_ADD:
    *out = (int64_t)((uint64_t)l + (uint64_t)r);
    return true;
  case CMIR_AFFINE_MUL:
    *out = (int64_t)((uint64_t)l * (uint64_t)r);
    return true;
  default:
    if (r <= 0 || (l == INT64_MIN && r == -1))
      return false; /* MLIR does not fold these either */
    *out = e->kind == CMIR_AFFINE_MOD        ? mod(l, r)
           : e->kind == CMIR_AFFINE_FLOORDIV ? floordiv(l, r)
                                             : ceildiv(l, r);
    return true;
  }
}

/* ---- syntax ---- */

/* `#map(%dims)[%syms] attr-dict`: one index result for apply; min and max
 * have one too. */
static CmirStatus map_op_parse(CmirParser *p, CmirOpState *st) {
  CmirContext *ctx = p->ctx;
  const char *npos = cmir_parser_op_name_pos(p);
  const char *mpos = p->tok.s;
  const CmirAttr *m = cmir_parser_attr(p, NULL);
  if (!m)
    return CMIR_FAIL;
  if (m->kind != CMIR_ATTR_AFFINE_MAP)
    return cmir_parser_error_at(p, mpos, "invalid kind of attribute specified");
  CmirUnresolvedVec dims = {0}, syms = {0};
  CmirStatus rc = CMIR_FAIL;
  if (cmir_parser_operand_list(p, &dims, true))
    goto done;
  if (cmir_parser_consume_if(p, TOK_LSQUARE) &&
      (cmir_parser_operand_list(p, &syms, false) || cmir_parser_expect(p, TOK_RSQUARE, "']'")))
    goto done;
  if (cmir_parser_opt_attr_dict(p, st))
    goto done;
  const CmirAffineMap *map = m->map.map;
  bool apply = st->info && st->info->id == CMIR_OP_AFFINE_APPLY;
  if (apply && (map->ndims != dims.len || map->ndims + map->nsyms != dims.len + syms.len)) {
    cmir_parser_error_at(p, npos, "dimension or symbol index mismatch");
    goto done;
  }
  if (cmir_parser_resolve_into(p, st, &dims, &ctx->index, 1) ||
      cmir_parser_resolve_into(p, st, &syms, &ctx->index, 1))
    goto done;
  cmir_opstate_set_prop(st, "map", m);
  uint32_t nres = apply ? map->nres : 1;
  for (uint32_t i = 0; i < nres; i++)
    cmir_opstate_add_result(st, ctx->index);
  rc = CMIR_OK;
done:
  cmir_vec_free(&dims);
  cmir_vec_free(&syms);
  return rc;
}

static void map_op_print(CmirPrinter *pr, CmirOp *op) {
  const CmirAttr *m = cmir_op_get_prop(op, "map");
  uint32_t nd = m && m->kind == CMIR_ATTR_AFFINE_MAP ? m->map.map->ndims : 0;
  if (nd > op->nopnds)
    nd = op->nopnds;
  cmir_printer_putc(pr, ' ');
  cmir_printer_attr(pr, m);
  cmir_printer_putc(pr, '(');
  cmir_printer_values(pr, op->opnds, nd);
  cmir_printer_putc(pr, ')');
  if (op->nopnds > nd) {
    cmir_printer_putc(pr, '[');
    cmir_printer_values(pr, op->opnds + nd, op->nopnds - nd);
    cmir_printer_putc(pr, ']');
  }
  static const char *const elide[] = {"map", NULL};
  cmir_printer_attr_dict(pr, op, elide, false);
}

/* ---- verifiers ---- */

static CmirStatus verify_operands(CmirOp *op, const CmirAffineMap **map) {
  const CmirAttr *m = cmir_op_get_prop(op, "map");
  if (!m || m->kind != CMIR_ATTR_AFFINE_MAP)
    return cmir_verify_error(op,
                             "attribute 'map' failed to satisfy constraint: AffineMap attribute");
  for (uint32_t i = 0; i < op->nopnds; i++)
    if (op->opnds[i].value->type->kind != CMIR_TYPE_INDEX) {
      char *ts = cmir_type_str(op->opnds[i].value->type);
      cmir_verify_error(op, "operand #%u must be variadic of index, but got '%s'", i, ts);
      free(ts);
      return CMIR_FAIL;
    }
  for (uint32_t i = 0; i < op->nresults; i++)
    if (op->results[i].type->kind != CMIR_TYPE_INDEX) {
      char *ts = cmir_type_str(op->results[i].type);
      cmir_verify_error(op, "result #%u must be index, but got '%s'", i, ts);
      free(ts);
      return CMIR_FAIL;
    }
  *map = m->map.map;
  if (op->nopnds != (*map)->ndims + (*map)->nsyms)
    return cmir_verify_error(op,
                             "operand count and affine map dimension and symbol count must match");
  return CMIR_OK;
}

static CmirStatus verify_apply(CmirOp *op) {
  const CmirAffineMap *map;
  if (verify_operands(op, &map))
    return CMIR_FAIL;
  if (map->nres != 1)
    return cmir_verify_error(op, "mapping must produce one value");
  return CMIR_OK;
}

static CmirStatus verify_min_max(CmirOp *op) {
  const CmirAffineMap *map;
  return verify_operands(op, &map);
}

/* ---- affine scopes, dimensions and symbols ---- */

/* Deeper chains of affine.apply than this are not valid dims or symbols
 * (MLIR recurses without a bound; this keeps the stack bounded). */
enum { VALID_DEPTH = 256 };

static bool is_scope(const CmirOp *op) {
  return op && op->info && (op->info->traits & CMIR_TRAIT_AFFINE_SCOPE);
}

/* getAffineScope: the region of the closest ancestor with the AffineScope
 * trait that contains op. */
static CmirRegion *affine_scope(CmirOp *op) {
  for (CmirOp *cur = op, *parent; (parent = cmir_op_parent(cur)); cur = parent)
    if (is_scope(parent))
      return cur->block->parent;
  return NULL;
}

static CmirRegion *value_region(const CmirValue *v) {
  CmirBlock *b = cmir_value_block(v);
  return b ? b->parent : NULL;
}

/* isTopLevelValue(v): defined in a region of an AffineScope op. */
static bool top_level(const CmirValue *v) {
  CmirRegion *r = value_region(v);
  return r && is_scope(r->parent);
}

static bool valid_symbol_in(const CmirValue *v, CmirRegion *r, int depth);

/* A value defined above r's parent op (not isolated) may be a symbol there. */
static bool symbol_above(const CmirValue *v, CmirRegion *r, int depth) {
  CmirOp *rop = r ? r->parent : NULL;
  if (rop && !(rop->info->traits & CMIR_TRAIT_ISOLATED) && rop->block && rop->block->parent)
    return valid_symbol_in(v, rop->block->parent, depth + 1);
  return false;
}

/* The constant an index operand has, if an arith.constant defines it. */
static bool constant_index(const CmirValue *v, int64_t *out) {
  CmirOp *d = cmir_value_def(v);
  if (!d || !cmir_op_isa(d, CMIR_OP_ARITH_CONSTANT))
    return false;
  const CmirAttr *a = cmir_op_get_prop(d, "value");
  if (!a || a->kind != CMIR_ATTR_INTEGER)
    return false;
  *out = cmir_attr_int_value(a);
  return true;
}

/* isDimOpValidSymbol: the dim of a top-level memref, or of a memref.alloc
 * (through memref.cast) whose size is static or a valid symbol. */
static bool dim_valid_symbol(CmirOp *dim, CmirRegion *r, int depth) {
  const CmirValue *src = dim->opnds[0].value;
  if (top_level(src))
    return true;
  int64_t i;
  if (src->is_arg || dim->nopnds < 2 || !constant_index(dim->opnds[1].value, &i))
    return false;
  CmirOp *op = cmir_value_def(src);
  while (op && cmir_op_isa(op, CMIR_OP_MEMREF_CAST)) {
    if (op->opnds[0].value->type->kind != CMIR_TYPE_MEMREF)
      return false;
    op = cmir_value_def(op->opnds[0].value);
  }
  if (!op || !cmir_op_isa(op, CMIR_OP_MEMREF_ALLOC))
    return false;
  const CmirType *t = op->results[0].type;
  if (i < 0 || (uint64_t)i >= t->shaped.rank)
    return false;
  if (t->shaped.shape[i] != CMIR_DYNAMIC)
    return true;
  uint32_t pos = 0;
  for (int64_t k = 0; k < i; k++)
    pos += t->shaped.shape[k] == CMIR_DYNAMIC;
  return pos < op->nopnds && valid_symbol_in(op->opnds[pos].value, r, depth + 1);
}

/* isValidSymbol(v, region). */
static bool valid_symbol_in(const CmirValue *v, CmirRegion *r, int depth) {
  if (v->type->kind != CMIR_TYPE_INDEX || depth > VALID_DEPTH)
    return false;
  if (r && value_region(v) == r)
    return true;
  CmirOp *def = cmir_value_def(v);
  if (!def)
    return symbol_above(v, r, depth);
  if (def->info->traits & CMIR_TRAIT_CONSTANT_LIKE)
    return true;
  if (cmir_op_isa(def, CMIR_OP_AFFINE_APPLY)) {
    for (uint32_t i = 0; i < def->nopnds; i++)
      if (!valid_symbol_in(def->opnds[i].value, r, depth + 1))
        return false;
    return true;
  }
  if (cmir_op_isa(def, CMIR_OP_MEMREF_DIM))
    return dim_valid_symbol(def, r, depth);
  return symbol_above(v, r, depth);
}

/* isValidDim(v, region): a valid symbol, an induction variable of
 * affine.for, an affine.apply of valid dims, or the dim of a top-level
 * memref. */
static bool valid_dim_in(const CmirValue *v, CmirRegion *r, int depth) {
  if (v->type->kind != CMIR_TYPE_INDEX || depth > VALID_DEPTH)
    return false;
  if (valid_symbol_in(v, r, depth))
    return true;
  CmirOp *def = cmir_value_def(v);
  if (!def) {
    CmirRegion *vr = value_region(v);
    return vr && vr->parent && cmir_op_isa(vr->parent, CMIR_OP_AFFINE_FOR);
  }
  if (cmir_op_isa(def, CMIR_OP_AFFINE_APPLY)) {
    for (uint32_t i = 0; i < def->nopnds; i++)
      if (!valid_dim_in(def->opnds[i].value, r, depth + 1))
        return false;
    return true;
  }
  if (cmir_op_isa(def, CMIR_OP_MEMREF_DIM))
    return top_level(def->opnds[0].value);
  return false;
}

bool cmir_affine_is_valid_symbol(const CmirValue *v) {
  if (v->type->kind != CMIR_TYPE_INDEX)
    return false;
  if (top_level(v))
    return true;
  CmirOp *def = cmir_value_def(v);
  return def && valid_symbol_in(v, affine_scope(def), 0);
}

bool cmir_affine_is_valid_dim(const CmirValue *v) {
  if (v->type->kind != CMIR_TYPE_INDEX)
    return false;
  CmirOp *def = cmir_value_def(v);
  if (def)
    return valid_dim_in(v, affine_scope(def), 0);
  CmirRegion *r = value_region(v);
  return r && r->parent && (is_scope(r->parent) || cmir_op_isa(r->parent, CMIR_OP_AFFINE_FOR));
}

/* verifyDimAndSymbolIdentifiers: the first ndims operands valid dims in
 * op's affine scope, the others valid symbols. */
static CmirStatus verify_dims_syms(CmirOp *op, const CmirUse *opnds, uint32_t n, uint32_t ndims) {
  CmirRegion *scope = affine_scope(op);
  for (uint32_t i = 0; i < n; i++) {
    if (i < ndims) {
      if (!valid_dim_in(opnds[i].value, scope, 0))
        return cmir_verify_error(op, "operand cannot be used as a dimension id");
    } else if (!valid_symbol_in(opnds[i].value, scope, 0)) {
      return cmir_verify_error(op, "operand cannot be used as a symbol");
    }
  }
  return CMIR_OK;
}

/* ---- shared pieces of syntax and verification ---- */

/* `(%d0, %d1)[%s0]`: dims in parentheses, symbols in optional brackets
 * (parseDimAndSymbolList); *ndims is the count in parentheses. */
static CmirStatus parse_dims_syms(CmirParser *p, CmirUnresolvedVec *u, uint32_t *ndims) {
  if (cmir_parser_operand_list(p, u, true))
    return CMIR_FAIL;
  *ndims = u->len;
  if (cmir_parser_consume_if(p, TOK_LSQUARE) &&
      (cmir_parser_operand_list(p, u, false) || cmir_parser_expect(p, TOK_RSQUARE, "']'")))
    return CMIR_FAIL;
  return CMIR_OK;
}

static void print_dims_syms(CmirPrinter *pr, const CmirUse *opnds, uint32_t n, uint32_t ndims) {
  if (ndims > n)
    ndims = n;
  cmir_printer_putc(pr, '(');
  cmir_printer_values(pr, opnds, ndims);
  cmir_printer_putc(pr, ')');
  if (n > ndims) {
    cmir_printer_putc(pr, '[');
    cmir_printer_values(pr, opnds + ndims, n - ndims);
    cmir_printer_putc(pr, ']');
  }
}

static CmirBlock *entry_block(CmirOp *op, uint32_t i) {
  return i < op->nregions ? cmir_op_regions(op)[i].first : NULL;
}

/* Appends an operand-less affine.yield to r's last block unless it ends
 * with a terminator (creating the block if r is empty): ensureTerminator. */
static void ensure_yield(CmirOpState *st, CmirRegion *r) {
  cmir_ensure_terminator(st, r, CMIR_OP_AFFINE_YIELD);
}

/* SingleBlockImplicitTerminator<"AffineYieldOp">. */
static CmirStatus check_implicit_terminators(CmirOp *op) {
  for (uint32_t i = 0; i < op->nregions; i++) {
    CmirBlock *b = entry_block(op, i);
    if (!b)
      continue;
    if (b->next)
      return cmir_verify_error(op, "expects region #%u to have 0 or 1 blocks", i);
    CmirOp *t = b->last;
    if (t && cmir_op_isa(t, CMIR_OP_AFFINE_YIELD))
      continue;
    cmir_verify_error(op, "expects regions to end with 'affine.yield', found '%s'",
                      t ? cmir_op_name(t) : "");
    cmir_op_note(op, "in custom textual format, the absence of terminator implies 'affine.yield'");
    return CMIR_FAIL;
  }
  return CMIR_OK;
}

/* SizedRegion<1>. */
static CmirStatus check_sized_region(CmirOp *op, uint32_t i, const char *name) {
  CmirRegion *r = &cmir_op_regions(op)[i];
  if (r->first && r->first == r->last)
    return CMIR_OK;
  return cmir_verify_error(
      op, "region #%u ('%s') failed to verify constraint: region with 1 blocks", i, name);
}

static CmirStatus index_operands_must(CmirOp *op, uint32_t first, uint32_t n) {
  for (uint32_t i = first; i < first + n; i++)
    if (op->opnds[i].value->type->kind != CMIR_TYPE_INDEX) {
      char *ts = cmir_type_str(op->opnds[i].value->type);
      cmir_verify_error(op, "operand #%u must be variadic of index, but got '%s'", i, ts);
      free(ts);
      return CMIR_FAIL;
    }
  return CMIR_OK;
}

static CmirStatus map_prop_must(CmirOp *op, const char *name, const CmirAffineMap **map) {
  const CmirAttr *m = cmir_op_get_prop(op, name);
  if (!m)
    return cmir_verify_error(op, "requires attribute '%s'", name);
  if (m->kind != CMIR_ATTR_AFFINE_MAP)
    return cmir_verify_error(op, "attribute '%s' failed to satisfy constraint: AffineMap attribute",
                             name);
  *map = m->map.map;
  return CMIR_OK;
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

/* ---- affine.for ---- */

/* One bound: `%s` (a symbol identity map), an integer (a constant map), or
 * `[max|min] #map(%dims)[%syms]`. */
static CmirStatus parse_bound(CmirParser *p, CmirOpState *st, bool lower, const char *npos,
                              uint32_t *nopnds) {
  CmirContext *ctx = p->ctx;
  const char *name = lower ? "lowerBoundMap" : "upperBoundMap";
  bool minmax = cmir_parser_consume_keyword(p, lower ? "max" : "min");
  CmirUnresolvedVec u = {0};
  CmirStatus rc = CMIR_FAIL;
  *nopnds = 0;
  if (p->tok.kind == TOK_PERCENT) {
    if (cmir_parser_operand_list(p, &u, false))
      goto done;
    if (u.len > 1) {
      cmir_parser_error_at(p, npos, "expected only one loop bound operand");
      goto done;
    }
    if (cmir_parser_resolve_into(p, st, &u, &ctx->index, 1))
      goto done;
    const CmirAffineExpr *s0 = cmir_affine_sym(ctx, 0);
    cmir_opstate_set_prop(st, name, cmir_attr_affine_map(ctx, cmir_affine_map(ctx, 0, 1, 1, &s0)));
    *nopnds = 1;
    rc = CMIR_OK;
    goto done;
  }
  const char *apos = p->tok.s;
  const CmirAttr *a = cmir_parser_attr(p, ctx->index);
  if (!a)
    goto done;
  if (a->kind == CMIR_ATTR_AFFINE_MAP) {
    const CmirAffineMap *map = a->map.map;
    uint32_t nd;
    if (parse_dims_syms(p, &u, &nd))
      goto done;
    if (map->ndims != nd) {
      cmir_parser_error_at(p, npos, "dim operand count and affine map dim count must match");
      goto done;
    }
    if (nd + map->nsyms != u.len) {
      cmir_parser_error_at(p, npos, "symbol operand count and affine map symbol count must match");
      goto done;
    }
    if (map->nres > 1 && !minmax) {
      cmir_parser_error_at(p, apos,
                           lower ? "lower loop bound affine map with multiple results requires "
                                   "'max' prefix"
                                 : "upper loop bound affine map with multiple results requires "
                                   "'min' prefix");
      goto done;
    }
    if (cmir_parser_resolve_into(p, st, &u, &ctx->index, 1))
      goto done;
    cmir_opstate_set_prop(st, name, a);
    *nopnds = u.len;
    rc = CMIR_OK;
  } else if (a->kind == CMIR_ATTR_INTEGER) {
    const CmirAffineExpr *c = cmir_affine_const(ctx, cmir_attr_int_value(a));
    cmir_opstate_set_prop(st, name, cmir_attr_affine_map(ctx, cmir_affine_map(ctx, 0, 0, 1, &c)));
    rc = CMIR_OK;
  } else {
    cmir_parser_error_at(p, npos, "expected valid affine map representation for loop bounds");
  }
done:
  cmir_vec_free(&u);
  return rc;
}

/* `(%a = %x, %b = %y)`: region argument names and the operands they take. */
static CmirStatus parse_assignment_list(CmirParser *p, CmirRegionArgVec *args,
                                        CmirUnresolvedVec *opnds) {
  if (cmir_parser_expect(p, TOK_LPAREN, "'('"))
    return CMIR_FAIL;
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

static CmirStatus for_parse(CmirParser *p, CmirOpState *st) {
  CmirContext *ctx = p->ctx;
  CmirRegionArgVec args = {0};
  CmirUnresolvedVec inits = {0};
  CmirTypeVec rtypes = {0};
  CmirStatus rc = CMIR_FAIL;
  const char *npos = cmir_parser_op_name_pos(p);
  CmirRegionArg iv;
  memset(&iv, 0, sizeof iv);
  iv.type = ctx->index;
  uint32_t seg[3] = {0, 0, 0};
  if (cmir_parser_operand(p, &iv.name) || cmir_parser_opt_loc(p, &iv.loc) ||
      cmir_parser_expect(p, TOK_EQUAL, "'='") || parse_bound(p, st, true, npos, &seg[0]) ||
      cmir_parser_expect_keyword(p, "to") || parse_bound(p, st, false, npos, &seg[1]))
    goto done;
  const CmirAttr *step = cmir_attr_int(ctx, ctx->index, 1);
  if (cmir_parser_consume_keyword(p, "step")) {
    const char *spos = p->tok.s;
    if (!(step = cmir_parser_attr(p, ctx->index)))
      goto done;
    if (step->kind != CMIR_ATTR_INTEGER) {
      cmir_parser_error_at(p, spos, "invalid kind of attribute specified");
      goto done;
    }
    if (cmir_attr_int_value(step) < 0) {
      cmir_parser_error_at(p, spos,
                           "expected step to be representable as a positive signed "
                           "integer");
      goto done;
    }
  }
  cmir_opstate_set_prop(st, "step", step);
  cmir_vec_push(&args, iv);
  if (cmir_parser_consume_keyword(p, "iter_args")) {
    if (parse_assignment_list(p, &args, &inits) || cmir_parser_expect(p, TOK_ARROW, "'->'") ||
        cmir_parser_result_types(p, &rtypes))
      goto done;
    for (uint32_t i = 0; i < inits.len && i < rtypes.len; i++) {
      args.data[i + 1].type = rtypes.data[i];
      CmirValue *v = cmir_parser_resolve(p, &inits.data[i], rtypes.data[i]);
      if (!v)
        goto done;
      cmir_opstate_add_operand(st, v);
      seg[2]++;
    }
  }
  for (uint32_t i = 0; i < rtypes.len; i++)
    cmir_opstate_add_result(st, rtypes.data[i]);
  cmir_opstate_finalize_props(st, seg, 3);
  if (args.len != rtypes.len + 1) {
    cmir_parser_error_at(p, npos, "mismatch between the number of loop-carried values and results");
    goto done;
  }
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

/* MLIR's printBound: a constant, a single symbol operand, or the map with
 * its operands (after `max`/`min` when it has several results). */
static void print_bound(CmirPrinter *pr, const CmirAttr *m, const CmirUse *opnds, uint32_t n,
                        const char *prefix) {
  if (!m || m->kind != CMIR_ATTR_AFFINE_MAP) {
    cmir_printer_attr(pr, m);
    return;
  }
  const CmirAffineMap *map = m->map.map;
  if (map->nres == 1) {
    const CmirAffineExpr *e = map->exprs[0];
    if (!map->ndims && !map->nsyms && e->kind == CMIR_AFFINE_CONST) {
      cmir_sb_puti64(pr->out, e->value);
      return;
    }
    if (!map->ndims && map->nsyms == 1 && e->kind == CMIR_AFFINE_SYM && n) {
      cmir_printer_value(pr, opnds[0].value);
      return;
    }
  } else {
    cmir_printer_puts(pr, prefix);
    cmir_printer_putc(pr, ' ');
  }
  cmir_printer_attr(pr, m);
  print_dims_syms(pr, opnds, n, map->ndims);
}

/* The operand groups of affine.for: lower bound, upper bound, inits. */
static void for_groups(const CmirOp *op, uint32_t start[3], uint32_t n[3]) {
  for (uint32_t g = 0; g < 3; g++)
    cmir_op_operand_group(op, g, &start[g], &n[g]);
}

static void for_print(CmirPrinter *pr, CmirOp *op) {
  CmirBlock *body = entry_block(op, 0);
  uint32_t st[3], n[3];
  for_groups(op, st, n);
  cmir_printer_putc(pr, ' ');
  if (body && body->nargs) {
    cmir_printer_value(pr, body->args[0]);
    if (pr->opts && pr->opts->debug_info)
      cmir_printer_arg_loc(pr, body, 0);
  }
  cmir_printer_puts(pr, " = ");
  print_bound(pr, cmir_op_get_prop(op, "lowerBoundMap"), op->opnds + st[0], n[0], "max");
  cmir_printer_puts(pr, " to ");
  print_bound(pr, cmir_op_get_prop(op, "upperBoundMap"), op->opnds + st[1], n[1], "min");
  const CmirAttr *step = cmir_op_get_prop(op, "step");
  if (step && step->kind == CMIR_ATTR_INTEGER && cmir_attr_int_value(step) != 1) {
    cmir_printer_puts(pr, " step ");
    cmir_sb_puti64(pr->out, cmir_attr_int_value(step));
  }
  if (n[2]) {
    cmir_printer_puts(pr, " iter_args(");
    for (uint32_t i = 0; i < n[2]; i++) {
      if (i)
        cmir_printer_puts(pr, ", ");
      if (body && 1 + i < body->nargs)
        cmir_printer_value(pr, body->args[1 + i]);
      cmir_printer_puts(pr, " = ");
      cmir_printer_value(pr, op->opnds[st[2] + i].value);
    }
    cmir_printer_puts(pr, ") -> (");
    cmir_printer_types(pr, op->results, op->nresults);
    cmir_printer_putc(pr, ')');
  }
  cmir_printer_putc(pr, ' ');
  cmir_printer_region(pr, &cmir_op_regions(op)[0], false, n[2] != 0);
  static const char *const elide[] = {"lowerBoundMap", "upperBoundMap", "step",
                                      "operandSegmentSizes", NULL};
  cmir_printer_attr_dict(pr, op, elide, false);
}

static CmirStatus for_verify(CmirOp *op) {
  const CmirAffineMap *lb, *ub;
  if (map_prop_must(op, "lowerBoundMap", &lb))
    return CMIR_FAIL;
  const CmirAttr *step = cmir_op_get_prop(op, "step");
  if (!step)
    return cmir_verify_error(op, "requires attribute 'step'");
  if (map_prop_must(op, "upperBoundMap", &ub))
    return CMIR_FAIL;
  if (step->kind != CMIR_ATTR_INTEGER || step->i.type->kind != CMIR_TYPE_INDEX)
    return cmir_verify_error(op, "attribute 'step' failed to satisfy constraint: index attribute");
  uint32_t st[3], n[3];
  for_groups(op, st, n);
  if (index_operands_must(op, st[0], n[0]) || index_operands_must(op, st[1], n[1]) ||
      check_sized_region(op, 0, "region"))
    return CMIR_FAIL;
  return CMIR_OK;
}

/* After the nested ops: the implicit terminator, LoopLikeOpInterface, then
 * MLIR's verifyRegions. */
static CmirStatus for_verify_regions(CmirOp *op) {
  if (check_implicit_terminators(op))
    return CMIR_FAIL;
  uint32_t st[3], n[3];
  for_groups(op, st, n);
  CmirBlock *body = entry_block(op, 0);
  if (!body)
    return CMIR_OK; /* reported by for_verify */
  CmirOp *t = body->last;
  bool yield = t && cmir_op_isa(t, CMIR_OP_AFFINE_YIELD);
  CmirLoopParts l = {op->opnds + st[2],
                     n[2],
                     body->nargs ? body->args + 1 : NULL,
                     (uint64_t)body->nargs - 1,
                     yield ? t->opnds : NULL,
                     yield ? t->nopnds : 0,
                     true};
  if (cmir_verify_loop_like(op, &l))
    return CMIR_FAIL;
  if (!body->nargs || body->args[0]->type->kind != CMIR_TYPE_INDEX)
    return cmir_verify_error(op, "expected body to have a single index argument for the "
                                 "induction variable");
  const CmirAffineMap *lb, *ub;
  if (map_prop_must(op, "lowerBoundMap", &lb) || map_prop_must(op, "upperBoundMap", &ub))
    return CMIR_FAIL;
  if (lb->ndims + lb->nsyms && verify_dims_syms(op, op->opnds + st[0], n[0], lb->ndims))
    return CMIR_FAIL;
  if (ub->ndims + ub->nsyms && verify_dims_syms(op, op->opnds + st[1], n[1], ub->ndims))
    return CMIR_FAIL;
  if (!op->nresults)
    return CMIR_OK;
  if (n[2] != op->nresults)
    return cmir_verify_error(op, "mismatch between the number of loop-carried values and results");
  if (body->nargs - 1 != op->nresults)
    return cmir_verify_error(op, "mismatch between the number of basic block args and results");
  return CMIR_OK;
}

/* ---- affine.if ---- */

static CmirStatus if_parse(CmirParser *p, CmirOpState *st) {
  CmirContext *ctx = p->ctx;
  const char *npos = cmir_parser_op_name_pos(p);
  const char *spos = p->tok.s;
  CmirUnresolvedVec u = {0};
  CmirStatus rc = CMIR_FAIL;
  const CmirAttr *set = cmir_parser_attr(p, NULL);
  if (!set)
    goto done;
  if (set->kind != CMIR_ATTR_INTEGER_SET) {
    cmir_parser_error_at(p, spos, "invalid kind of attribute specified");
    goto done;
  }
  cmir_opstate_set_attr(st, "condition", set);
  uint32_t nd;
  if (parse_dims_syms(p, &u, &nd))
    goto done;
  if (set->map.map->ndims != nd) {
    cmir_parser_error_at(p, npos, "dim operand count and integer set dim count must match");
    goto done;
  }
  if (nd + set->map.map->nsyms != u.len) {
    cmir_parser_error_at(p, npos, "symbol operand count and integer set symbol count must match");
    goto done;
  }
  if (cmir_parser_resolve_into(p, st, &u, &ctx->index, 1))
    goto done;
  rc = cmir_parse_if_rest(p, st, CMIR_OP_AFFINE_YIELD);
done:
  cmir_vec_free(&u);
  return rc;
}

static void if_print(CmirPrinter *pr, CmirOp *op) {
  const CmirAttr *set = cmir_op_get_attr(op, "condition");
  cmir_printer_putc(pr, ' ');
  cmir_printer_attr(pr, set);
  uint32_t nd = set && set->kind == CMIR_ATTR_INTEGER_SET ? set->map.map->ndims : 0;
  print_dims_syms(pr, op->opnds, op->nopnds, nd);
  print_arrow_types(pr, op);
  cmir_printer_putc(pr, ' ');
  cmir_printer_region(pr, &cmir_op_regions(op)[0], false, op->nresults != 0);
  if (cmir_op_regions(op)[1].first) {
    cmir_printer_puts(pr, " else ");
    cmir_printer_region(pr, &cmir_op_regions(op)[1], false, op->nresults != 0);
  }
  static const char *const elide[] = {"condition", NULL};
  cmir_printer_attr_dict(pr, op, elide, false);
}

static CmirStatus if_verify(CmirOp *op) {
  for (uint32_t i = 0; i < 2; i++) {
    CmirBlock *b = entry_block(op, i);
    if (b && b->nargs)
      return cmir_verify_error(op, "region #%u should have no arguments", i);
  }
  if (check_sized_region(op, 0, "thenRegion"))
    return CMIR_FAIL;
  const CmirAttr *set = cmir_op_get_attr(op, "condition");
  if (!set || set->kind != CMIR_ATTR_INTEGER_SET)
    return cmir_verify_error(op, "requires an integer set attribute named 'condition'");
  const CmirAffineMap *s = set->map.map;
  if (op->nopnds != s->ndims + s->nsyms)
    return cmir_verify_error(op, "operand count and condition integer set dimension and symbol "
                                 "count must match");
  return verify_dims_syms(op, op->opnds, op->nopnds, s->ndims);
}

static CmirStatus if_verify_regions(CmirOp *op) {
  if (check_implicit_terminators(op))
    return CMIR_FAIL;
  /* RegionBranchOpInterface: without an else region, control flows from
   * the op straight to its results, with no values. */
  if (op->nresults && !entry_block(op, 1))
    return cmir_verify_error(op,
                             " region control flow edge from parent operands to parent results: "
                             "source has 0 operands, but target successor needs %u",
                             op->nresults);
  return CMIR_OK;
}

/* ---- affine.load, affine.store ---- */

/* `%A[map of %ids]` then attr-dict and `: memref-type`; the map's operands
 * follow the memref (and the stored value, for store). */
static CmirStatus memory_op_parse(CmirParser *p, CmirOpState *st, bool store) {
  CmirContext *ctx = p->ctx;
  CmirUnresolved value, memref;
  CmirUnresolvedVec idx = {0};
  CmirStatus rc = CMIR_FAIL;
  if (store && (cmir_parser_operand(p, &value) || cmir_parser_expect(p, TOK_COMMA, "','")))
    goto done;
  if (cmir_parser_operand(p, &memref))
    goto done;
  const CmirAffineMap *map = cmir_parser_affine_map_of_ssa_ids(p, TOK_LSQUARE, TOK_RSQUARE, &idx);
  if (!map)
    goto done;
  cmir_opstate_set_prop(st, "map", cmir_attr_affine_map(ctx, map));
  if (cmir_parser_opt_attr_dict(p, st) || cmir_parser_expect(p, TOK_COLON, "':'"))
    goto done;
  const char *tpos = p->tok.s;
  const CmirType *t = cmir_parser_type(p);
  if (!t)
    goto done;
  if (t->kind != CMIR_TYPE_MEMREF) {
    cmir_parser_error_at(p, tpos, "invalid kind of type specified");
    goto done;
  }
  CmirValue *v;
  if (store) {
    if (!(v = cmir_parser_resolve(p, &value, t->shaped.elem)))
      goto done;
    cmir_opstate_add_operand(st, v);
  }
  if (!(v = cmir_parser_resolve(p, &memref, t)))
    goto done;
  cmir_opstate_add_operand(st, v);
  if (cmir_parser_resolve_into(p, st, &idx, &ctx->index, 1))
    goto done;
  if (!store)
    cmir_opstate_add_result(st, t->shaped.elem);
  rc = CMIR_OK;
done:
  cmir_vec_free(&idx);
  return rc;
}

static CmirStatus load_parse(CmirParser *p, CmirOpState *st) {
  return memory_op_parse(p, st, false);
}

static CmirStatus store_parse(CmirParser *p, CmirOpState *st) {
  return memory_op_parse(p, st, true);
}

static void memory_op_print(CmirPrinter *pr, CmirOp *op) {
  uint32_t m = cmir_op_isa(op, CMIR_OP_AFFINE_STORE) ? 1 : 0;
  cmir_printer_putc(pr, ' ');
  if (m) {
    cmir_printer_value(pr, op->opnds[0].value);
    cmir_printer_puts(pr, ", ");
  }
  cmir_printer_value(pr, op->opnds[m].value);
  cmir_printer_putc(pr, '[');
  const CmirAttr *map = cmir_op_get_prop(op, "map");
  if (map && map->kind == CMIR_ATTR_AFFINE_MAP)
    cmir_printer_affine_map_of_ssa_ids(pr, map->map.map, op->opnds + m + 1, op->nopnds - m - 1);
  cmir_printer_putc(pr, ']');
  static const char *const elide[] = {"map", NULL};
  cmir_printer_attr_dict(pr, op, elide, false);
  cmir_printer_puts(pr, " : ");
  cmir_printer_type(pr, op->opnds[m].value->type);
}

/* The ODS constraints, then verifyMemoryOpIndexing. */
static CmirStatus verify_memory_op(CmirOp *op, uint32_t m) {
  const CmirType *t = op->opnds[m].value->type;
  if (t->kind != CMIR_TYPE_MEMREF) {
    char *ts = cmir_type_str(t);
    cmir_verify_error(op, "operand #%u must be memref of any type values, but got '%s'", m, ts);
    free(ts);
    return CMIR_FAIL;
  }
  const CmirAffineMap *map;
  if (map_prop_must(op, "map", &map) || index_operands_must(op, m + 1, op->nopnds - m - 1))
    return CMIR_FAIL;
  if (m == 0 && op->results[0].type != t->shaped.elem)
    return cmir_verify_error(op, "result type must match element type of memref");
  if (m == 1 && op->opnds[0].value->type != t->shaped.elem)
    return cmir_verify_error(op, "value to store must have the same type as memref element type");
  if (map->nres != t->shaped.rank)
    return cmir_verify_error(op, "affine map num results must equal memref rank");
  uint32_t nidx = op->nopnds - m - 1;
  if (map->ndims + map->nsyms != nidx)
    return cmir_verify_error(op, "expects as many subscripts as affine map inputs");
  CmirRegion *scope = affine_scope(op);
  for (uint32_t i = m + 1; i < op->nopnds; i++)
    if (!valid_dim_in(op->opnds[i].value, scope, 0) &&
        !valid_symbol_in(op->opnds[i].value, scope, 0))
      return cmir_verify_error(op, "index must be a valid dimension or symbol identifier");
  return CMIR_OK;
}

static CmirStatus verify_load(CmirOp *op) { return verify_memory_op(op, 0); }

static CmirStatus verify_store(CmirOp *op) { return verify_memory_op(op, 1); }

/* ---- affine.yield ---- */

static CmirStatus verify_yield(CmirOp *op) {
  CmirOp *parent = cmir_op_parent(op);
  if (!parent ||
      !(cmir_op_isa(parent, CMIR_OP_AFFINE_FOR) || cmir_op_isa(parent, CMIR_OP_AFFINE_IF)))
    return cmir_verify_error(op, "only terminates affine.if/for/parallel regions");
  if (parent->nresults != op->nopnds)
    return cmir_verify_error(op, "parent of yield must have same number of results as the "
                                 "yield operands");
  for (uint32_t i = 0; i < op->nopnds; i++)
    if (parent->results[i].type != op->opnds[i].value->type)
      return cmir_verify_error(op, "types mismatch between yield op and its parent");
  return CMIR_OK;
}

/* ---- folding ---- */

/* AffineMap::constantFold of result e: the operands it uses must be
 * constants, the others need not. */
static bool fold_expr(CmirOp *op, const CmirAffineMap *map, const CmirAffineExpr *e,
                      const CmirAttr *const *cst, int64_t *res) {
  int64_t vals[64];
  bool used[64] = {0};
  const CmirAffineExpr *stack[256];
  uint32_t n = 0;
  stack[n++] = e;
  while (n) {
    const CmirAffineExpr *x = stack[--n];
    if (x->kind == CMIR_AFFINE_DIM || x->kind == CMIR_AFFINE_SYM) {
      uint32_t i = x->kind == CMIR_AFFINE_DIM ? x->position : map->ndims + x->position;
      if (i >= op->nopnds)
        return false;
      used[i] = true;
    } else if (x->kind < CMIR_AFFINE_CONST) {
      if (n + 2 > 256)
        return false;
      stack[n++] = x->bin.lhs;
      stack[n++] = x->bin.rhs;
    }
  }
  for (uint32_t i = 0; i < op->nopnds; i++) {
    vals[i] = 0;
    if (!used[i])
      continue;
    if (!cst[i] || cst[i]->kind != CMIR_ATTR_INTEGER)
      return false;
    vals[i] = cmir_attr_int_value(cst[i]);
  }
  return cmir_affine_eval(e, map->ndims, vals, res);
}

static bool fold_apply(CmirOp *op, const CmirAttr *const *cst, CmirFoldResult *out) {
  const CmirAttr *m = cmir_op_get_prop(op, "map");
  if (!m || m->kind != CMIR_ATTR_AFFINE_MAP || m->map.map->nres != 1 || op->nopnds > 64)
    return false;
  const CmirAffineMap *map = m->map.map;
  const CmirAffineExpr *e = map->exprs[0];
  /* A bare dimension or symbol is its operand. */
  if (e->kind == CMIR_AFFINE_DIM && e->position < op->nopnds) {
    out->value = op->opnds[e->position].value;
    return true;
  }
  if (e->kind == CMIR_AFFINE_SYM && map->ndims + e->position < op->nopnds) {
    out->value = op->opnds[map->ndims + e->position].value;
    return true;
  }
  int64_t r;
  if (!fold_expr(op, map, e, cst, &r))
    return false;
  CmirContext *ctx = cmir_op_context(op);
  out->attr = cmir_attr_int(ctx, cmir_type_index(ctx), r);
  return true;
}

/* foldMinMaxOp: the smallest (largest) result when every result folds to a
 * constant; else the results that fold become constants in the op's map, in
 * place. (A map of one symbol is not its operand: mlir-opt-19 keeps it.) */
static bool fold_min_max(CmirOp *op, const CmirAttr *const *cst, CmirFoldResult *out) {
  const CmirAttr *m = cmir_op_get_prop(op, "map");
  if (!m || m->kind != CMIR_ATTR_AFFINE_MAP || !m->map.map->nres || op->nopnds > 64)
    return false;
  const CmirAffineMap *map = m->map.map;
  bool is_min = cmir_op_isa(op, CMIR_OP_AFFINE_MIN), all = true, changed = false;
  CmirContext *ctx = cmir_op_context(op);
  int64_t best = 0;
  const CmirAffineExpr **ex = cmir_xmalloc(map->nres * sizeof *ex);
  for (uint32_t i = 0; i < map->nres; i++) {
    int64_t r;
    ex[i] = map->exprs[i];
    if (!fold_expr(op, map, map->exprs[i], cst, &r)) {
      all = false;
      continue;
    }
    if (map->exprs[i]->kind != CMIR_AFFINE_CONST || map->exprs[i]->value != r)
      changed = true;
    ex[i] = cmir_affine_const(ctx, r);
    if (i == 0 || (is_min ? r < best : r > best))
      best = r;
  }
  if (!all) {
    if (changed) {
      const CmirAffineMap *nm = cmir_affine_map(ctx, map->ndims, map->nsyms, map->nres, ex);
      cmir_op_set_prop(op, "map", cmir_attr_affine_map(ctx, nm));
      out->value = &op->results[0];
    }
    free(ex);
    return changed;
  }
  free(ex);
  out->attr = cmir_attr_int(ctx, cmir_type_index(ctx), best);
  return true;
}

/* ---- canonicalization: MLIR's SimplifyAffineOp ---- */

/* A map with its operands while it is rewritten: nd dims then ns symbols
 * in v (NULL: an input composed away), nres results in ex. */
typedef struct MapOps {
  CmirContext *ctx;
  uint32_t nd, ns, nres;
  const CmirAffineExpr **ex;
  CmirValue **v;
} MapOps;

enum { MAPOPS_MAX = 64 }; /* inputs a rewritten map may have */

static void mapops_free(MapOps *m) {
  free(m->ex);
  free(m->v);
}

static bool mapops_init(MapOps *m, CmirContext *ctx, const CmirAffineMap *map, CmirUse *opnds,
                        uint32_t n) {
  if (map->ndims + map->nsyms != n || n > MAPOPS_MAX)
    return false;
  m->ctx = ctx;
  m->nd = map->ndims;
  m->ns = map->nsyms;
  m->nres = map->nres;
  m->ex = cmir_xmalloc((map->nres ? map->nres : 1) * sizeof *m->ex);
  memcpy(m->ex, map->exprs, map->nres * sizeof *m->ex);
  m->v = cmir_xmalloc(MAPOPS_MAX * sizeof *m->v);
  for (uint32_t i = 0; i < n; i++)
    m->v[i] = opnds[i].value;
  return true;
}

/* AffineExpr::replaceDimsAndSymbols: an unchanged subexpression is kept
 * as it is, a changed one rebuilt through the simplifying constructors. */
static const CmirAffineExpr *subst(CmirContext *ctx, const CmirAffineExpr *e,
                                   const CmirAffineExpr *const *d, const CmirAffineExpr *const *s) {
  switch (e->kind) {
  case CMIR_AFFINE_DIM:
    return d[e->position];
  case CMIR_AFFINE_SYM:
    return s[e->position];
  case CMIR_AFFINE_CONST:
    return e;
  default:
    break;
  }
  const CmirAffineExpr *l = subst(ctx, e->bin.lhs, d, s), *r = subst(ctx, e->bin.rhs, d, s);
  if (l == e->bin.lhs && r == e->bin.rhs)
    return e;
  return cmir_affine_bin(ctx, e->kind, l, r);
}

static void mapops_subst(MapOps *m, const CmirAffineExpr *const *d, const CmirAffineExpr *const *s) {
  for (uint32_t i = 0; i < m->nres; i++)
    m->ex[i] = subst(m->ctx, m->ex[i], d, s);
}

static void expr_uses(const CmirAffineExpr *e, bool *ud, bool *us) {
  if (e->kind == CMIR_AFFINE_DIM)
    ud[e->position] = true;
  else if (e->kind == CMIR_AFFINE_SYM)
    us[e->position] = true;
  else if (e->kind < CMIR_AFFINE_CONST) {
    expr_uses(e->bin.lhs, ud, us);
    expr_uses(e->bin.rhs, ud, us);
  }
}

/* canonicalizePromotedSymbols: a dim operand that is a valid symbol
 * becomes a symbol after the existing ones. */
static void promote_symbols(MapOps *m) {
  const CmirAffineExpr *d[MAPOPS_MAX], *s[MAPOPS_MAX];
  CmirValue *dims[MAPOPS_MAX], *moved[MAPOPS_MAX];
  uint32_t nd = 0, nm = 0;
  for (uint32_t i = 0; i < m->nd; i++) {
    if (cmir_affine_is_valid_symbol(m->v[i])) {
      d[i] = cmir_affine_sym(m->ctx, m->ns + nm);
      moved[nm++] = m->v[i];
    } else {
      d[i] = cmir_affine_dim(m->ctx, nd);
      dims[nd++] = m->v[i];
    }
  }
  if (!nm)
    return;
  for (uint32_t i = 0; i < m->ns; i++)
    s[i] = cmir_affine_sym(m->ctx, i);
  mapops_subst(m, d, s);
  CmirValue *syms[MAPOPS_MAX];
  memcpy(syms, m->v + m->nd, m->ns * sizeof *syms);
  memcpy(m->v, dims, nd * sizeof *dims);
  memcpy(m->v + nd, syms, m->ns * sizeof *syms);
  memcpy(m->v + nd + m->ns, moved, nm * sizeof *moved);
  m->nd = nd;
  m->ns += nm;
}

/* canonicalizeMapAndOperands: symbols promoted, unused inputs dropped,
 * repeated operands merged, constant symbols folded into the map. */
static void canonicalize_map(MapOps *m) {
  if (!m->nd && !m->ns)
    return;
  promote_symbols(m);
  bool ud[MAPOPS_MAX] = {0}, us[MAPOPS_MAX] = {0};
  for (uint32_t i = 0; i < m->nres; i++)
    expr_uses(m->ex[i], ud, us);
  const CmirAffineExpr *d[MAPOPS_MAX], *s[MAPOPS_MAX];
  CmirValue *out[MAPOPS_MAX];
  uint32_t nd = 0, ns = 0;
  for (uint32_t i = 0; i < m->nd; i++) {
    d[i] = cmir_affine_const(m->ctx, 0);
    if (!ud[i])
      continue;
    uint32_t k = 0;
    while (k < nd && out[k] != m->v[i])
      k++;
    if (k == nd)
      out[nd++] = m->v[i];
    d[i] = cmir_affine_dim(m->ctx, k);
  }
  for (uint32_t i = 0; i < m->ns; i++) {
    s[i] = cmir_affine_const(m->ctx, 0);
    if (!us[i])
      continue;
    CmirValue *v = m->v[m->nd + i];
    const CmirAttr *c = cmir_constant_value(v);
    if (c && c->kind == CMIR_ATTR_INTEGER) {
      s[i] = cmir_affine_const(m->ctx, cmir_attr_int_value(c));
      continue;
    }
    uint32_t k = 0;
    while (k < ns && out[nd + k] != v)
      k++;
    if (k == ns)
      out[nd + ns++] = v;
    s[i] = cmir_affine_sym(m->ctx, k);
  }
  mapops_subst(m, d, s);
  memcpy(m->v, out, (nd + ns) * sizeof *out);
  m->nd = nd;
  m->ns = ns;
}

static void simplify_map(MapOps *m) {
  for (uint32_t i = 0; i < m->nres; i++)
    m->ex[i] = cmir_affine_expr_simplify(m->ctx, m->ex[i], m->nd, m->ns);
}

/* replaceDimOrSym: input pos, if an affine.apply produces it, becomes
 * that apply's (canonicalized) expression over inputs appended to the
 * dims and symbols; its own slot is cleared. False if nothing changed. */
static bool compose_input(MapOps *m, uint32_t pos, bool *fail) {
  CmirValue *v = m->v[pos];
  CmirOp *p = v ? cmir_value_def(v) : NULL;
  if (!p || !cmir_op_isa(p, CMIR_OP_AFFINE_APPLY))
    return false;
  const CmirAttr *a = cmir_op_get_prop(p, "map");
  MapOps pm;
  if (!a || a->kind != CMIR_ATTR_AFFINE_MAP || a->map.map->nres != 1 ||
      !mapops_init(&pm, m->ctx, a->map.map, p->opnds, p->nopnds)) {
    *fail = true;
    return false;
  }
  canonicalize_map(&pm);
  if (m->nd + m->ns + pm.nd + pm.ns > MAPOPS_MAX) {
    mapops_free(&pm);
    *fail = true;
    return false;
  }
  const CmirAffineExpr *d[MAPOPS_MAX], *s[MAPOPS_MAX];
  for (uint32_t i = 0; i < pm.nd; i++)
    d[i] = cmir_affine_dim(m->ctx, m->nd + i);
  for (uint32_t i = 0; i < pm.ns; i++)
    s[i] = cmir_affine_sym(m->ctx, m->ns + i);
  const CmirAffineExpr *repl = subst(m->ctx, pm.ex[0], d, s);
  /* dims: old dims, then the producer's; symbols likewise */
  CmirValue *syms[MAPOPS_MAX];
  memcpy(syms, m->v + m->nd, m->ns * sizeof *syms);
  memcpy(m->v + m->nd, pm.v, pm.nd * sizeof *pm.v);
  memcpy(m->v + m->nd + pm.nd, syms, m->ns * sizeof *syms);
  memcpy(m->v + m->nd + pm.nd + m->ns, pm.v + pm.nd, pm.ns * sizeof *pm.v);
  bool is_dim = pos < m->nd;
  uint32_t at = is_dim ? pos : pos - m->nd;
  for (uint32_t i = 0; i < m->nd; i++)
    d[i] = is_dim && i == at ? repl : cmir_affine_dim(m->ctx, i);
  for (uint32_t i = 0; i < m->ns; i++)
    s[i] = !is_dim && i == at ? repl : cmir_affine_sym(m->ctx, i);
  mapops_subst(m, d, s);
  m->v[is_dim ? at : m->nd + pm.nd + at] = NULL;
  m->nd += pm.nd;
  m->ns += pm.ns;
  mapops_free(&pm);
  return true;
}

/* composeAffineMapAndOperands: the affine.apply producers of the inputs
 * substituted until none is left, the cleared inputs dropped, then the map
 * canonicalized and simplified. False if the map grew too large. */
static bool compose_map(MapOps *m) {
  bool fail = false;
  for (bool changed = true; changed && !fail;) {
    changed = false;
    for (uint32_t pos = 0; pos < m->nd + m->ns && !changed && !fail; pos++)
      changed = compose_input(m, pos, &fail);
  }
  if (fail)
    return false;
  const CmirAffineExpr *d[MAPOPS_MAX], *s[MAPOPS_MAX];
  CmirValue *out[MAPOPS_MAX];
  uint32_t nd = 0, ns = 0;
  for (uint32_t i = 0; i < m->nd; i++)
    if (m->v[i]) {
      d[i] = cmir_affine_dim(m->ctx, nd);
      out[nd++] = m->v[i];
    } else {
      d[i] = cmir_affine_const(m->ctx, 0);
    }
  for (uint32_t i = 0; i < m->ns; i++)
    if (m->v[m->nd + i]) {
      s[i] = cmir_affine_sym(m->ctx, ns);
      out[nd + ns++] = m->v[m->nd + i];
    } else {
      s[i] = cmir_affine_const(m->ctx, 0);
    }
  mapops_subst(m, d, s);
  memcpy(m->v, out, (nd + ns) * sizeof *out);
  m->nd = nd;
  m->ns = ns;
  canonicalize_map(m);
  simplify_map(m);
  return true;
}

/* ---- simplifyMapWithOperands: bounds of affine.for induction variables ---- */

/* The affine.for whose induction variable v is, or NULL. */
static CmirOp *for_of_iv(const CmirValue *v) {
  if (!v || !v->is_arg || v->index != 0)
    return NULL;
  const CmirBlock *b = ((const CmirBlockArg *)v)->block;
  CmirOp *p = b && b->parent ? b->parent->parent : NULL;
  return p && cmir_op_isa(p, CMIR_OP_AFFINE_FOR) && b == cmir_op_regions(p)[0].first ? p : NULL;
}

/* The loop's bound map name is a single constant (hasConstantLower/UpperBound). */
static bool const_loop_bound(CmirOp *loop, const char *name, int64_t *v) {
  const CmirAttr *a = cmir_op_get_prop(loop, name);
  if (!a || a->kind != CMIR_ATTR_AFFINE_MAP || a->map.map->nres != 1 ||
      a->map.map->exprs[0]->kind != CMIR_AFFINE_CONST)
    return false;
  *v = a->map.map->exprs[0]->value;
  return true;
}

static int64_t loop_step(CmirOp *loop) {
  const CmirAttr *a = cmir_op_get_prop(loop, "step");
  return a && a->kind == CMIR_ATTR_INTEGER ? cmir_attr_int_value(a) : 1;
}

static int64_t floor_div(int64_t a, int64_t b) {
  int64_t q = a / b;
  return (a % b != 0 && (a < 0) != (b < 0)) ? q - 1 : q;
}

static int64_t ceil_div(int64_t a, int64_t b) {
  int64_t q = a / b;
  return (a % b != 0 && (a < 0) == (b < 0)) ? q + 1 : q;
}

static int64_t mod_pos(int64_t a, int64_t b) {
  int64_t r = a % b;
  return r < 0 ? r + b : r;
}

/* Constant bounds (inclusive) of each input: an induction variable's from
 * its loop's constant bounds, the upper one the last value the step
 * reaches. */
typedef struct InputBounds {
  bool has_lo[MAPOPS_MAX], has_hi[MAPOPS_MAX];
  int64_t lo[MAPOPS_MAX], hi[MAPOPS_MAX];
} InputBounds;

static void input_bounds(const MapOps *m, InputBounds *b) {
  for (uint32_t i = 0; i < m->nd + m->ns; i++) {
    CmirOp *loop = for_of_iv(m->v[i]);
    int64_t lb, ub;
    bool hl = loop && const_loop_bound(loop, "lowerBoundMap", &lb);
    bool hu = loop && const_loop_bound(loop, "upperBoundMap", &ub);
    int64_t step = loop ? loop_step(loop) : 1;
    b->has_lo[i] = hl;
    b->lo[i] = hl ? lb : 0;
    b->has_hi[i] = hu && step > 0 && ub > INT64_MIN;
    b->hi[i] = !b->has_hi[i]                        ? 0
               : hl && ub - lb - 1 >= INT64_MIN + 1 ? ub - 1 - (ub - lb - 1) % step
                                                    : ub - 1;
  }
}

/* getBoundForAffineExpr: a constant bound of e over the inputs' bounds
 * (upper if up); divisions and mods by positive constants from their
 * operand's bounds (a mod's lower bound from the operand's lower and upper
 * ones, where MLIR 19 takes two lower ones), the rest when it is linear.
 * False when there is none or it overflows. */
static bool expr_bound(const MapOps *m, const InputBounds *b, const CmirAffineExpr *e, bool up,
                       int64_t *out) {
  if (e->kind == CMIR_AFFINE_FLOORDIV || e->kind == CMIR_AFFINE_CEILDIV ||
      e->kind == CMIR_AFFINE_MOD) {
    const CmirAffineExpr *r = e->bin.rhs;
    if (r->kind != CMIR_AFFINE_CONST || r->value < 1) {
      if (e->kind != CMIR_AFFINE_MOD)
        return false;
    } else if (e->kind == CMIR_AFFINE_MOD) {
      int64_t lo, hi;
      if (expr_bound(m, b, e->bin.lhs, false, &lo) && expr_bound(m, b, e->bin.lhs, true, &hi) &&
          floor_div(lo, r->value) == floor_div(hi, r->value))
        *out = mod_pos(up ? hi : lo, r->value);
      else
        *out = up ? r->value - 1 : 0;
      return true;
    } else {
      int64_t x;
      if (!expr_bound(m, b, e->bin.lhs, up, &x))
        return false;
      *out = e->kind == CMIR_AFFINE_FLOORDIV ? floor_div(x, r->value) : ceil_div(x, r->value);
      return true;
    }
  }
  int64_t c[MAPOPS_MAX + 1];
  if (!cmir_affine_expr_flatten(m->ctx, e, m->nd, m->ns, c))
    return false;
  int64_t sum = c[m->nd + m->ns];
  for (uint32_t i = 0; i < m->nd + m->ns; i++) {
    if (!c[i])
      continue;
    bool want_hi = (c[i] > 0) == up;
    if (want_hi ? !b->has_hi[i] : !b->has_lo[i])
      return false;
    int64_t t;
    if (__builtin_mul_overflow(c[i], want_hi ? b->hi[i] : b->lo[i], &t) ||
        __builtin_add_overflow(sum, t, &sum))
      return false;
  }
  *out = sum;
  return true;
}

static bool const_or_bound(const MapOps *m, const InputBounds *b, const CmirAffineExpr *e, bool up,
                           int64_t *out) {
  if (e->kind == CMIR_AFFINE_CONST) {
    *out = e->value;
    return true;
  }
  return expr_bound(m, b, e, up, out);
}

/* getLargestKnownDivisor with the inputs: a dim that is an induction
 * variable is a multiple of its step (of the gcd of the step and its lower
 * bound's divisors); other expressions as they are. */
static int64_t divisor_with_inputs(const MapOps *m, const CmirAffineExpr *e) {
  if (e->kind != CMIR_AFFINE_DIM)
    return cmir_affine_known_divisor(e);
  CmirOp *loop = for_of_iv(m->v[e->position]);
  if (!loop)
    return 1;
  int64_t step = loop_step(loop), lb;
  if (const_loop_bound(loop, "lowerBoundMap", &lb) && lb == 0)
    return step;
  const CmirAttr *a = cmir_op_get_prop(loop, "lowerBoundMap");
  uint64_t g = 0;
  for (uint32_t i = 0; a && a->kind == CMIR_ATTR_AFFINE_MAP && i < a->map.map->nres; i++) {
    uint64_t d = (uint64_t)cmir_affine_known_divisor(a->map.map->exprs[i]);
    while (d) {
      uint64_t t = g % d;
      g = d;
      d = t;
    }
  }
  if (!g)
    g = UINT64_MAX;
  uint64_t x = (uint64_t)step;
  while (x) {
    uint64_t t = g % x;
    g = x;
    x = t;
  }
  return (int64_t)g;
}

/* isNonNegativeBoundedBy: 0 <= e < k for a constant, or a dim that is an
 * induction variable of a loop from a constant >= 0 to a constant <= k. */
static bool nonneg_below(const MapOps *m, const CmirAffineExpr *e, int64_t k) {
  if (e->kind == CMIR_AFFINE_CONST)
    return e->value >= 0 && e->value < k;
  if (e->kind != CMIR_AFFINE_DIM)
    return false;
  CmirOp *loop = for_of_iv(m->v[e->position]);
  int64_t lb, ub;
  return loop && const_loop_bound(loop, "lowerBoundMap", &lb) && lb >= 0 &&
         const_loop_bound(loop, "upperBoundMap", &ub) && ub <= k;
}

/* simplifyExprAndOperands: the operands of e first, then a floordiv,
 * ceildiv or mod by a positive constant whose left side's bounds decide it,
 * or whose left side is q + r with q a multiple of some k and 0 <= r < k. */
static const CmirAffineExpr *simplify_with_inputs(const MapOps *m, const InputBounds *b,
                                                  const CmirAffineExpr *e) {
  if (e->kind >= CMIR_AFFINE_CONST)
    return e;
  const CmirAffineExpr *l = simplify_with_inputs(m, b, e->bin.lhs);
  const CmirAffineExpr *r = simplify_with_inputs(m, b, e->bin.rhs);
  e = cmir_affine_bin(m->ctx, e->kind, l, r);
  if (e->kind != CMIR_AFFINE_FLOORDIV && e->kind != CMIR_AFFINE_CEILDIV &&
      e->kind != CMIR_AFFINE_MOD)
    return e;
  l = e->bin.lhs;
  r = e->bin.rhs;
  if (r->kind != CMIR_AFFINE_CONST || r->value <= 0)
    return e;
  int64_t c = r->value, lo, hi;
  if (const_or_bound(m, b, l, false, &lo) && const_or_bound(m, b, l, true, &hi)) {
    if (e->kind == CMIR_AFFINE_FLOORDIV && floor_div(lo, c) == floor_div(hi, c))
      return cmir_affine_const(m->ctx, floor_div(lo, c));
    if (e->kind == CMIR_AFFINE_CEILDIV && ceil_div(lo, c) == ceil_div(hi, c))
      return cmir_affine_const(m->ctx, ceil_div(lo, c));
    if (e->kind == CMIR_AFFINE_MOD && lo >= 0 && lo < c && hi < c)
      return l;
  }
  if (l->kind == CMIR_AFFINE_ADD) {
    const CmirAffineExpr *q = NULL, *rem = NULL;
    int64_t k = divisor_with_inputs(m, l->bin.lhs);
    if (nonneg_below(m, l->bin.rhs, k)) {
      q = l->bin.lhs;
      rem = l->bin.rhs;
    } else if (k = divisor_with_inputs(m, l->bin.rhs), nonneg_below(m, l->bin.lhs, k)) {
      q = l->bin.rhs;
      rem = l->bin.lhs;
    }
    if (q) {
      if (e->kind == CMIR_AFFINE_FLOORDIV && k > 0 && c % k == 0)
        return cmir_affine_bin(m->ctx, CMIR_AFFINE_FLOORDIV, q, r);
      if (e->kind == CMIR_AFFINE_MOD && k % c == 0)
        return cmir_affine_bin(m->ctx, CMIR_AFFINE_MOD, rem, r);
      return e;
    }
  }
  if ((e->kind == CMIR_AFFINE_FLOORDIV && nonneg_below(m, l, c)) ||
      (e->kind == CMIR_AFFINE_MOD && divisor_with_inputs(m, l) % c == 0))
    return cmir_affine_const(m->ctx, 0);
  return e;
}

/* simplifyMapWithOperands: each result simplified with its inputs' bounds. */
static void simplify_with_operands(MapOps *m) {
  InputBounds *b = cmir_xmalloc(sizeof *b);
  input_bounds(m, b);
  for (uint32_t i = 0; i < m->nres; i++)
    m->ex[i] = simplify_with_inputs(m, b, m->ex[i]);
  free(b);
}

/* SimplifyAffineOp<affine.apply, affine.min, affine.max, affine.load,
 * affine.store>: the op again with its map composed with its affine.apply
 * producers, canonicalized and simplified (with the bounds of its inputs),
 * when that changes the map or the operands. The map's operands follow
 * `first` others (the memref; the value and the memref). */
static bool simplify_affine_op(CmirPatRewriter *rw, CmirOp *op, uint32_t first) {
  const CmirAttr *a = cmir_op_get_prop(op, "map");
  CmirContext *ctx = cmir_op_context(op);
  MapOps m;
  if (!a || a->kind != CMIR_ATTR_AFFINE_MAP || op->nopnds < first ||
      !mapops_init(&m, ctx, a->map.map, op->opnds + first, op->nopnds - first))
    return false;
  bool ok = compose_map(&m);
  if (ok) {
    canonicalize_map(&m);
    simplify_with_operands(&m);
    const CmirAffineMap *nm = cmir_affine_map(ctx, m.nd, m.ns, m.nres, m.ex);
    bool same = nm == a->map.map && first + m.nd + m.ns == op->nopnds;
    for (uint32_t i = 0; same && i < m.nd + m.ns; i++)
      same = m.v[i] == op->opnds[first + i].value;
    ok = !same;
    if (ok) {
      CmirValue *v[MAPOPS_MAX + 2];
      for (uint32_t i = 0; i < first; i++)
        v[i] = op->opnds[i].value;
      memcpy(v + first, m.v, (m.nd + m.ns) * sizeof *v);
      CmirOp *n = cmir_op_create_prop(ctx, op->info->id, op->loc, first + m.nd + m.ns, v,
                                      op->nresults ? op->results[0].type : NULL, "map",
                                      cmir_attr_affine_map(ctx, nm));
      rw->insert(rw, op, n);
      CmirValue *r = op->nresults ? &n->results[0] : NULL;
      rw->replace(rw, op, &r);
    }
  }
  mapops_free(&m);
  return ok;
}

/* op again (kind id) with map m over op's own operands. */
static void replace_with_map(CmirPatRewriter *rw, CmirOp *op, unsigned id, const CmirAffineMap *m) {
  CmirContext *ctx = cmir_op_context(op);
  CmirValue *v[MAPOPS_MAX];
  for (uint32_t i = 0; i < op->nopnds; i++)
    v[i] = op->opnds[i].value;
  CmirOp *n = cmir_op_create_prop(ctx, id, op->loc, op->nopnds, v, op->results[0].type, "map",
                                  cmir_attr_affine_map(ctx, m));
  rw->insert(rw, op, n);
  CmirValue *r = &n->results[0];
  rw->replace(rw, op, &r);
}

typedef struct FlatResult {
  int64_t c[MAPOPS_MAX + 1];
  uint32_t index;
} FlatResult;

/* Entries past a map's inputs are zero in every FlatResult. */
static int flat_cmp(const void *x, const void *y) {
  const FlatResult *a = x, *b = y;
  for (uint32_t i = 0; i < MAPOPS_MAX + 1; i++)
    if (a->c[i] != b->c[i])
      return a->c[i] < b->c[i] ? -1 : 1;
  return a->index < b->index ? -1 : a->index > b->index;
}

/* canonicalizeMapExprAndTermOrder: results that are all linear, sorted by
 * their coefficient vectors (dims, symbols, constant) in lexicographic
 * order; NULL if they are sorted already or one is not linear. */
static const CmirAffineMap *sorted_results(CmirContext *ctx, const CmirAffineMap *m) {
  uint32_t w = m->ndims + m->nsyms + 1;
  if (w > MAPOPS_MAX + 1 || m->nres < 2)
    return NULL;
  FlatResult *fr = cmir_xcalloc(m->nres, sizeof *fr);
  const CmirAffineMap *res = NULL;
  bool ok = true, sorted = true;
  for (uint32_t i = 0; ok && i < m->nres; i++) {
    fr[i].index = i;
    ok = cmir_affine_expr_flatten(ctx, m->exprs[i], m->ndims, m->nsyms, fr[i].c);
  }
  for (uint32_t i = 1; ok && sorted && i < m->nres; i++)
    sorted = flat_cmp(&fr[i - 1], &fr[i]) <= 0 ||
             !memcmp(fr[i - 1].c, fr[i].c, w * sizeof fr[i].c[0]);
  if (ok && !sorted) {
    qsort(fr, m->nres, sizeof *fr, flat_cmp);
    const CmirAffineExpr **ex = cmir_xmalloc(m->nres * sizeof *ex);
    for (uint32_t i = 0; i < m->nres; i++)
      ex[i] = m->exprs[fr[i].index];
    res = cmir_affine_map(ctx, m->ndims, m->nsyms, m->nres, ex);
    free(ex);
  }
  free(fr);
  return res;
}

/* MergeAffineMinMaxOp: a result that is just a dim or symbol whose operand
 * an op of the same kind produces is replaced by that op's results (over
 * its operands, appended); the other operands stay for SimplifyAffineOp to
 * drop. */
static bool merge_min_max(CmirPatRewriter *rw, CmirOp *op, const CmirAffineMap *m) {
  CmirContext *ctx = cmir_op_context(op);
  CmirOp *prod[MAPOPS_MAX];
  uint32_t np = 0, nex = 0, nd = m->ndims, ns = m->nsyms;
  const CmirAffineExpr **ex = NULL;
  for (uint32_t i = 0; i < m->nres; i++) {
    const CmirAffineExpr *e = m->exprs[i];
    if (e->kind != CMIR_AFFINE_DIM && e->kind != CMIR_AFFINE_SYM)
      continue;
    CmirOp *p = cmir_value_def(
        op->opnds[e->kind == CMIR_AFFINE_DIM ? e->position : m->ndims + e->position].value);
    if (p && p->info == op->info && np < MAPOPS_MAX)
      prod[np++] = p;
  }
  if (!np)
    return false;
  uint32_t total = m->nres, nin = op->nopnds;
  for (uint32_t k = 0; k < np; k++) {
    const CmirAffineMap *pm = cmir_op_get_prop(prod[k], "map")->map.map;
    total += pm->nres;
    nin += prod[k]->nopnds;
  }
  if (nin > MAPOPS_MAX)
    return false;
  ex = cmir_xmalloc(total * sizeof *ex);
  CmirValue *dims[MAPOPS_MAX], *syms[MAPOPS_MAX];
  for (uint32_t i = 0; i < m->ndims; i++)
    dims[i] = op->opnds[i].value;
  for (uint32_t i = 0; i < m->nsyms; i++)
    syms[i] = op->opnds[m->ndims + i].value;
  uint32_t k = 0;
  for (uint32_t i = 0; i < m->nres; i++) {
    const CmirAffineExpr *e = m->exprs[i];
    if ((e->kind == CMIR_AFFINE_DIM || e->kind == CMIR_AFFINE_SYM) && k < np &&
        cmir_value_def(
            op->opnds[e->kind == CMIR_AFFINE_DIM ? e->position : m->ndims + e->position].value) ==
            prod[k]) {
      k++;
      continue;
    }
    ex[nex++] = e;
  }
  for (k = 0; k < np; k++) {
    const CmirAffineMap *pm = cmir_op_get_prop(prod[k], "map")->map.map;
    const CmirAffineExpr *d[MAPOPS_MAX], *sy[MAPOPS_MAX];
    for (uint32_t i = 0; i < pm->ndims; i++) {
      d[i] = cmir_affine_dim(ctx, nd + i);
      dims[nd + i] = prod[k]->opnds[i].value;
    }
    for (uint32_t i = 0; i < pm->nsyms; i++) {
      sy[i] = cmir_affine_sym(ctx, ns + i);
      syms[ns + i] = prod[k]->opnds[pm->ndims + i].value;
    }
    for (uint32_t i = 0; i < pm->nres; i++)
      ex[nex++] = subst(ctx, pm->exprs[i], d, sy);
    nd += pm->ndims;
    ns += pm->nsyms;
  }
  const CmirAffineMap *nm = cmir_affine_map(ctx, nd, ns, nex, ex);
  free(ex);
  CmirValue *v[MAPOPS_MAX];
  memcpy(v, dims, nd * sizeof *v);
  memcpy(v + nd, syms, ns * sizeof *v);
  CmirOp *n = cmir_op_create_prop(ctx, op->info->id, op->loc, nd + ns, v, op->results[0].type,
                                  "map", cmir_attr_affine_map(ctx, nm));
  rw->insert(rw, op, n);
  CmirValue *r = &n->results[0];
  rw->replace(rw, op, &r);
  return true;
}

/* The affine.min and affine.max patterns in MLIR's order: a single result
 * is an affine.apply, repeated results go, producers of the same kind merge
 * in, SimplifyAffineOp, then the results sorted. */
static bool min_max_canon(CmirPatRewriter *rw, CmirOp *op) {
  const CmirAttr *a = cmir_op_get_prop(op, "map");
  if (!a || a->kind != CMIR_ATTR_AFFINE_MAP || op->nopnds > MAPOPS_MAX)
    return false;
  const CmirAffineMap *m = a->map.map;
  CmirContext *ctx = cmir_op_context(op);
  if (m->nres == 1) {
    replace_with_map(rw, op, CMIR_OP_AFFINE_APPLY, m);
    return true;
  }
  const CmirAffineExpr **ex = cmir_xmalloc((m->nres ? m->nres : 1) * sizeof *ex);
  uint32_t n = 0;
  for (uint32_t i = 0; i < m->nres; i++) {
    uint32_t k = 0;
    while (k < n && ex[k] != m->exprs[i])
      k++;
    if (k == n)
      ex[n++] = m->exprs[i];
  }
  const CmirAffineMap *dedup = n < m->nres ? cmir_affine_map(ctx, m->ndims, m->nsyms, n, ex) : NULL;
  free(ex);
  if (dedup) {
    replace_with_map(rw, op, op->info->id, dedup);
    return true;
  }
  if (merge_min_max(rw, op, m) || simplify_affine_op(rw, op, 0))
    return true;
  const CmirAffineMap *sorted = sorted_results(ctx, m);
  if (!sorted)
    return false;
  replace_with_map(rw, op, op->info->id, sorted);
  return true;
}

/* getTrivialConstantTripCount: from constant bounds and a positive step. */
static bool const_trip_count(CmirOp *loop, uint64_t *n) {
  int64_t lb, ub, step = loop_step(loop);
  if (step <= 0 || !const_loop_bound(loop, "lowerBoundMap", &lb) ||
      !const_loop_bound(loop, "upperBoundMap", &ub))
    return false;
  if (ub <= lb) {
    *n = 0;
    return true;
  }
  uint64_t d = (uint64_t)ub - (uint64_t)lb;
  *n = d / (uint64_t)step + (d % (uint64_t)step != 0);
  return true;
}

/* affine.for with results: none run (a constant trip count of 0) gives
 * the inits (MLIR's fold); a body of only its yield gives what each result
 * is then (AffineForEmptyLoopFolder): a value from outside, or the init of
 * the iter_arg yielded, unless the trip count is unknown and one is from
 * outside or out of place, or it is 2 or more and one is out of place. */
static bool for_canon(CmirPatRewriter *rw, CmirOp *op) {
  CmirBlock *body = entry_block(op, 0);
  uint32_t st[3], n[3];
  for_groups(op, st, n);
  if (!op->nresults || !body || n[2] != op->nresults || body->nargs != n[2] + 1)
    return false;
  uint64_t trips = 0;
  bool known = const_trip_count(op, &trips);
  CmirValue **repl = cmir_xmalloc(op->nresults * sizeof *repl);
  bool ok = false;
  if (known && trips == 0) {
    for (uint32_t i = 0; i < op->nresults; i++)
      repl[i] = op->opnds[st[2] + i].value;
    ok = true;
  } else if (body->first == body->last && body->last &&
             cmir_op_isa(body->last, CMIR_OP_AFFINE_YIELD) && body->last->nopnds == op->nresults) {
    bool outside = false, out_of_place = false;
    for (uint32_t i = 0; i < op->nresults; i++) {
      CmirValue *v = body->last->opnds[i].value;
      uint32_t k = 1;
      while (k < body->nargs && body->args[k] != v)
        k++;
      if (v == body->args[0]) { /* the induction variable */
        free(repl);
        return false;
      }
      if (k == body->nargs) {
        outside = true;
        repl[i] = v;
      } else {
        out_of_place |= k - 1 != i;
        repl[i] = op->opnds[st[2] + k - 1].value;
      }
    }
    ok = !(!known && (outside || out_of_place)) && !(known && trips >= 2 && out_of_place);
  }
  if (ok)
    rw->replace(rw, op, repl);
  free(repl);
  return ok;
}

static bool affine_canon(CmirPatRewriter *rw, CmirOp *op) {
  if (cmir_op_isa(op, CMIR_OP_AFFINE_APPLY))
    return simplify_affine_op(rw, op, 0);
  if (cmir_op_isa(op, CMIR_OP_AFFINE_FOR))
    return for_canon(rw, op);
  if (cmir_op_isa(op, CMIR_OP_AFFINE_LOAD))
    return simplify_affine_op(rw, op, 1);
  if (cmir_op_isa(op, CMIR_OP_AFFINE_STORE))
    return simplify_affine_op(rw, op, 2);
  if (cmir_op_isa(op, CMIR_OP_AFFINE_MIN) || cmir_op_isa(op, CMIR_OP_AFFINE_MAX))
    return min_max_canon(rw, op);
  return false;
}

static const CmirOpDef affine_ops[] = {
#define OP(x, nm, ...) {.id = CMIR_OP_##x, .name = nm, .canon = affine_canon, __VA_ARGS__},
#include "dialect/affine/ops.h"
#undef OP

};

void cmir_affine_register(CmirContext *ctx) {
  cmir_register_dialect(ctx, "affine", affine_ops, sizeof affine_ops / sizeof affine_ops[0]);
}
