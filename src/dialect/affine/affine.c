/* The affine dialect, as far as the lowering of memref views needs it:
 * affine.apply, affine.min and affine.max, each an affine map applied to
 * index operands (dimensions in parentheses, symbols in brackets), with
 * MLIR 19's syntax `affine.apply #map(%d)[%s]` and verifier wording. apply
 * folds when every operand is a constant. */
#include "dialect/dialects.h"

#include <stdlib.h>

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
      (cmir_parser_operand_list(p, &syms, false) ||
       cmir_parser_expect(p, TOK_RSQUARE, "']'")))
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
    return cmir_verify_error(op, "attribute 'map' failed to satisfy constraint: AffineMap attribute");
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
    return cmir_verify_error(
        op, "operand count and affine map dimension and symbol count must match");
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

/* ---- folding ---- */

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
  int64_t vals[64];
  for (uint32_t i = 0; i < op->nopnds; i++) {
    if (!cst[i] || cst[i]->kind != CMIR_ATTR_INTEGER)
      return false;
    vals[i] = cmir_attr_int_value(cst[i]);
  }
  int64_t r;
  if (!cmir_affine_eval(e, map->ndims, vals, &r))
    return false;
  CmirContext *ctx = cmir_op_context(op);
  out->attr = cmir_attr_int(ctx, cmir_type_index(ctx), r);
  return true;
}

static const CmirOpDef affine_ops[] = {
#define OP(x, nm, ...) {.id = CMIR_OP_##x, .name = nm, __VA_ARGS__},
#include "dialect/affine/ops.h"
#undef OP

};

void cmir_affine_register(CmirContext *ctx) {
  cmir_register_dialect(ctx, "affine", affine_ops, sizeof affine_ops / sizeof affine_ops[0]);
}
