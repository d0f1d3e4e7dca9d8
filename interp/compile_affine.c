/* The affine dialect in the interpreter. */
#include "compile.h"

#include "dialect/dialects.h"

#include <stdlib.h>

/* The affine ops run directly: each map result becomes 64-bit integer code
 * on fresh slots (constants are loaded at frame entry), then affine.for is
 * FOR_ENTER/FOR_NEXT on its max-of-lower and min-of-upper bounds,
 * affine.if a CBR on the conjunction of its constraints, and
 * affine.load/store memref.load/store's access on the subscripts: the same
 * bounds, liveness and initialization checks. */

static uint32_t affine_const(Comp *c, int64_t v) {
  uint32_t s = c->nslots++;
  IVal iv = {.i = v};
  add_const(c, s, iv);
  return s;
}

static void emit_abc(Comp *c, uint32_t opc, uint32_t a, uint32_t b, uint32_t d) {
  emit(c, opc);
  emit(c, a);
  emit(c, b);
  emit(c, d);
}

static void emit_ibin64(Comp *c, CmirOp *op, uint32_t kind, uint32_t a, uint32_t b, uint32_t d) {
  emit(c, IOP_IBIN);
  emit(c, kind);
  emit(c, 64);
  emit(c, a);
  emit(c, b);
  emit(c, d);
  emit(c, cmir_icomp_origin_index(c, op));
  emit(c, 0);
}

/* e over the map operands in[] (dims, then symbols), into a new slot (or
 * an operand's own slot); the arithmetic wraps, as lower-affine's arith
 * ops do; `a mod b` is a - floordiv(a, b) * b. */
static uint32_t affine_expr(Comp *c, CmirOp *op, const CmirAffineExpr *e, const uint32_t *in,
                            uint32_t ndims) {
  switch (e->kind) {
  case CMIR_AFFINE_CONST:
    return affine_const(c, e->value);
  case CMIR_AFFINE_DIM:
    return in[e->position];
  case CMIR_AFFINE_SYM:
    return in[ndims + e->position];
  default:
    break;
  }
  uint32_t l = affine_expr(c, op, e->bin.lhs, in, ndims);
  uint32_t r = affine_expr(c, op, e->bin.rhs, in, ndims);
  uint32_t d = c->nslots++;
  switch (e->kind) {
  case CMIR_AFFINE_ADD:
    emit_abc(c, IOP_ADD64, d, l, r);
    break;
  case CMIR_AFFINE_MUL:
    emit_abc(c, IOP_MUL64, d, l, r);
    break;
  case CMIR_AFFINE_FLOORDIV:
    emit_ibin64(c, op, II_FLOORDIVS, d, l, r);
    break;
  case CMIR_AFFINE_CEILDIV:
    emit_ibin64(c, op, II_CEILDIVS, d, l, r);
    break;
  default: { /* mod */
    uint32_t q = c->nslots++, m = c->nslots++;
    emit_ibin64(c, op, II_FLOORDIVS, q, l, r);
    emit_abc(c, IOP_MUL64, m, q, r);
    emit_abc(c, IOP_SUB64, d, l, m);
    break;
  }
  }
  return d;
}

/* The slots of the operands first..first+n of op. */
static uint32_t *affine_operands(Comp *c, CmirOp *op, uint32_t first, uint32_t n) {
  uint32_t *in = cmir_xmalloc(sizeof *in * (n + 1));
  for (uint32_t i = 0; i < n; i++)
    in[i] = slot_of(c, op->opnds[first + i].value);
  return in;
}

/* The map in property `name` of op on operands first..first+n: the slot of
 * each result (out[], map->nres of them); NULL map if absent. */
static const CmirAffineMap *affine_results(Comp *c, CmirOp *op, const char *name, uint32_t first,
                                           uint32_t n, uint32_t **out) {
  const CmirAttr *a = cmir_op_get_prop(op, name);
  if (!a || a->kind != CMIR_ATTR_AFFINE_MAP || a->map.map->ndims + a->map.map->nsyms != n)
    return NULL;
  const CmirAffineMap *map = a->map.map;
  uint32_t *in = affine_operands(c, op, first, n);
  *out = cmir_xmalloc(sizeof **out * (map->nres + 1));
  for (uint32_t i = 0; i < map->nres; i++)
    (*out)[i] = affine_expr(c, op, map->exprs[i], in, map->ndims);
  free(in);
  return map;
}

/* The results of a map reduced with opc (MINS64, MAXS64) into a new slot. */
static uint32_t affine_reduce(Comp *c, uint32_t opc, const uint32_t *v, uint32_t n) {
  uint32_t acc = v[0];
  for (uint32_t i = 1; i < n; i++) {
    uint32_t d = c->nslots++;
    emit_abc(c, opc, d, acc, v[i]);
    acc = d;
  }
  return acc;
}

static CmirInterpStatus compile_affine_for(Comp *c, CmirOp *op) {
  CmirBlock *body = cmir_op_regions(op)[0].first;
  uint32_t gs[3], gn[3];
  for (uint32_t g = 0; g < 3; g++)
    cmir_op_operand_group(op, g, &gs[g], &gn[g]);
  const CmirAttr *step = cmir_op_get_prop(op, "step");
  uint32_t *lbv = NULL, *ubv = NULL;
  const CmirAffineMap *lb = affine_results(c, op, "lowerBoundMap", gs[0], gn[0], &lbv);
  const CmirAffineMap *ub = affine_results(c, op, "upperBoundMap", gs[1], gn[1], &ubv);
  if (!body || !lb || !ub || !lb->nres || !ub->nres || !step || step->kind != CMIR_ATTR_INTEGER ||
      body->nargs != gn[2] + 1) {
    free(lbv);
    free(ubv);
    return unsupported(c, op, "malformed affine.for");
  }
  uint32_t lo = affine_reduce(c, IOP_MAXS64, lbv, lb->nres);
  uint32_t hi = affine_reduce(c, IOP_MINS64, ubv, ub->nres);
  free(lbv);
  free(ubv);
  uint32_t st = affine_const(c, cmir_attr_int_value(step));
  /* iv := lb, iter_i := init_i */
  MoveVec mv = {0};
  cmir_icomp_add_moves(c, &mv, &body->args[1], body->nargs - 1, &op->opnds[gs[2]], gn[2]);
  cmir_icomp_emit_moves(c, &mv);
  cmir_vec_free(&mv);
  emit(c, IOP_MOV);
  emit(c, slot_of(c, body->args[0]));
  emit(c, lo);
  uint32_t exit = new_label(c);
  emit(c, IOP_FOR_ENTER);
  emit(c, slot_of(c, body->args[0]));
  emit(c, hi);
  emit(c, st);
  emit(c, 64);
  emit(c, op_index(c, op));
  emit_label_ref(c, exit);
  emit(c, block_steps(body));
  push_region(c, op, exit);
  c->regions.data[c->regions.len - 1].ub = hi;
  c->regions.data[c->regions.len - 1].step = st;
  CmirInterpStatus s = cmir_icomp_region_blocks(c, &cmir_op_regions(op)[0]);
  c->regions.len--;
  place_label(c, exit);
  return s;
}

static CmirInterpStatus compile_affine_if(Comp *c, CmirOp *op) {
  const CmirAttr *a = cmir_op_get_attr(op, "condition");
  if (!a || a->kind != CMIR_ATTR_INTEGER_SET || !cmir_op_regions(op)[0].first ||
      a->map.map->ndims + a->map.map->nsyms != op->nopnds)
    return unsupported(c, op, "malformed affine.if");
  const CmirAffineMap *set = a->map.map;
  uint32_t *in = affine_operands(c, op, 0, op->nopnds);
  uint32_t cond = affine_const(c, 1), zero = affine_const(c, 0);
  for (uint32_t i = 0; i < set->nres; i++) {
    uint32_t v = affine_expr(c, op, set->exprs[i], in, set->ndims);
    uint32_t t = c->nslots++, d = c->nslots++;
    emit_abc(c, IOP_CMP64, t, v, zero);
    emit(c, set->eq[i] ? 0 : 5); /* eq, sge */
    emit_abc(c, IOP_AND64, d, cond, t);
    cond = d;
  }
  free(in);
  return cmir_icomp_if(c, op, NULL, cond);
}

static CmirInterpStatus compile_affine(Comp *c, CmirOp *op) {
  unsigned id = cmir_op_id(op);
  if (id == CMIR_OP_AFFINE_FOR)
    return compile_affine_for(c, op);
  if (id == CMIR_OP_AFFINE_IF)
    return compile_affine_if(c, op);
  bool store = id == CMIR_OP_AFFINE_STORE;
  uint32_t first = id == CMIR_OP_AFFINE_LOAD ? 1 : store ? 2 : 0;
  uint32_t *v = NULL;
  const CmirAffineMap *map = affine_results(c, op, "map", first, op->nopnds - first, &v);
  if (!map || (id == CMIR_OP_AFFINE_APPLY && map->nres != 1) || (!first && !map->nres)) {
    free(v);
    return unsupported(c, op, "malformed affine map operands");
  }
  CmirInterpStatus st = CMIR_INTERP_OK;
  if (first) {
    st = cmir_icomp_access_at(c, op, store, v, map->nres);
  } else {
    uint32_t r = affine_reduce(c, id == CMIR_OP_AFFINE_MAX ? IOP_MAXS64 : IOP_MINS64, v, map->nres);
    emit(c, IOP_MOV);
    emit(c, slot_of(c, &op->results[0]));
    emit(c, r);
  }
  free(v);
  return st;
}

CmirInterpStatus cmir_icomp_affine(Comp *c, CmirOp *op) {
  switch (cmir_op_id(op)) {
  case CMIR_OP_AFFINE_APPLY:
  case CMIR_OP_AFFINE_MIN:
  case CMIR_OP_AFFINE_MAX:
  case CMIR_OP_AFFINE_FOR:
  case CMIR_OP_AFFINE_IF:
  case CMIR_OP_AFFINE_LOAD:
  case CMIR_OP_AFFINE_STORE:
    return compile_affine(c, op);
  case CMIR_OP_AFFINE_YIELD:
    return cmir_icomp_yield(c, op);
  default:
    return cmir_icomp_unknown_op(c, op);
  }
}
