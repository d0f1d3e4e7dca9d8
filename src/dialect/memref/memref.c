/* The memref dialect: allocation (alloc, alloca, dealloc, realloc), access
 * (load, store), views (cast, subview, reinterpret_cast, transpose, expand_shape,
 * collapse_shape, memory_space_cast), globals and metadata queries. The op
 * table at the bottom is each op's single definition; above it sit the
 * strided-layout arithmetic the verifiers share (MLIR's getStridesAndOffset
 * and friends), the custom<DynamicIndexList> directive and the
 * memref.global syntax. Verifiers check in MLIR's order: attribute, operand
 * and result constraints, then traits in declaration order, then the op's
 * own rules, with mlir-opt-19's wording. */
#include "dialect/dialects.h"

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- type predicates and constraint messages ---- */

#define D_MEMREF         "memref of any type values"
#define D_ANY_MEMREF     "ranked or unranked memref of any type values"
#define D_NON0_MEMREF    "unranked.memref of any type values or non-0-ranked.memref of any type values"
#define D_STATIC_MEMREF  "statically shaped memref of any type values"
#define D_STRIDED_MEMREF "strided memref of any type values"
#define D_1D_MEMREF      "1D memref of any type values"
#define D_INDEX          "index"
#define D_VAR_INDEX      "variadic of index"

static bool is_memref(const CmirType *t) { return t->kind == CMIR_TYPE_MEMREF; }
static bool is_any_memref(const CmirType *t) {
  return t->kind == CMIR_TYPE_MEMREF || t->kind == CMIR_TYPE_UNRANKED_MEMREF;
}
static bool is_index(const CmirType *t) { return t->kind == CMIR_TYPE_INDEX; }

static bool static_shape(const CmirType *t) {
  for (uint32_t i = 0; i < t->shaped.rank; i++)
    if (t->shaped.shape[i] < 0)
      return false;
  return true;
}

static const CmirType *opnd_type(const CmirOp *op, uint32_t i) { return op->opnds[i].value->type; }
static const CmirType *res_type(const CmirOp *op, uint32_t i) { return op->results[i].type; }

/* "operand #i must be <what>, but got '<type>'" */
static CmirStatus operand_must(CmirOp *op, uint32_t i, bool ok, const char *what) {
  if (ok)
    return CMIR_OK;
  char *ts = cmir_type_str(opnd_type(op, i));
  cmir_verify_error(op, "operand #%u must be %s, but got '%s'", i, what, ts);
  free(ts);
  return CMIR_FAIL;
}

static CmirStatus result_must(CmirOp *op, uint32_t i, bool ok, const char *what) {
  if (ok)
    return CMIR_OK;
  char *ts = cmir_type_str(res_type(op, i));
  cmir_verify_error(op, "result #%u must be %s, but got '%s'", i, what, ts);
  free(ts);
  return CMIR_FAIL;
}

/* indices_must for ops whose index operands are the trailing ones, from
 * first on (load and store: the groups before are single operands). */
static CmirStatus trailing_indices_must(CmirOp *op, uint32_t first) {
  for (uint32_t i = first; i < op->nopnds; i++)
    if (operand_must(op, i, is_index(opnd_type(op, i)), D_VAR_INDEX))
      return CMIR_FAIL;
  return CMIR_OK;
}

/* Every operand of group g is an index (Variadic<Index>). */
static CmirStatus indices_must(CmirOp *op, uint32_t g) {
  uint32_t s, n;
  cmir_op_operand_group(op, g, &s, &n);
  for (uint32_t i = s; i < s + n; i++)
    if (operand_must(op, i, is_index(opnd_type(op, i)), D_VAR_INDEX))
      return CMIR_FAIL;
  return CMIR_OK;
}

static CmirStatus attr_must(CmirOp *op, const char *name, bool ok, const char *what) {
  if (ok)
    return CMIR_OK;
  return cmir_verify_error(op, "attribute '%s' failed to satisfy constraint: %s", name, what);
}

static bool is_i64_attr(const CmirAttr *a) {
  return a->kind == CMIR_ATTR_INTEGER && cmir_type_is_signless_int(a->i.type, 64);
}

/* A DenseI64ArrayAttr property; false if absent or of another kind. */
static bool i64_array(const CmirOp *op, const char *name, uint32_t *n, const int64_t **v) {
  const CmirAttr *a = cmir_op_get_prop(op, name);
  if (!a || a->kind != CMIR_ATTR_DENSE_ARRAY || !cmir_type_is_signless_int(a->darr.elem, 64))
    return false;
  *n = a->darr.n;
  *v = a->darr.data;
  return true;
}

static CmirStatus i64_array_must(CmirOp *op, const char *name) {
  const CmirAttr *a = cmir_op_get_prop(op, name);
  uint32_t n;
  const int64_t *v;
  return attr_must(op, name, !a || i64_array(op, name, &n, &v), "i64 dense array attribute");
}

/* ---- strided layouts ---- */

/* A saturated integer: MLIR's SaturatedInteger, where dynamic absorbs
 * everything except multiplication by a static zero. */
typedef struct SatInt {
  bool dyn;
  int64_t v;
} SatInt;

static SatInt sat(int64_t v) { return v == CMIR_DYNAMIC ? (SatInt){true, 0} : (SatInt){false, v}; }
static int64_t unsat(SatInt s) { return s.dyn ? CMIR_DYNAMIC : s.v; }
/* A product or sum that does not fit in 64 bits is as unknown as a
 * dynamic one. */
static SatInt sat_mul(SatInt a, SatInt b) {
  if ((!a.dyn && a.v == 0) || (!b.dyn && b.v == 0))
    return (SatInt){false, 0};
  int64_t r;
  if (a.dyn || b.dyn || cmir_ckd_mul(&r, a.v, b.v))
    return (SatInt){true, 0};
  return sat(r);
}
static SatInt sat_add(SatInt a, SatInt b) {
  int64_t r;
  if (a.dyn || b.dyn || cmir_ckd_add(&r, a.v, b.v))
    return (SatInt){true, 0};
  return sat(r);
}

static bool expr_has_dims(const CmirAffineExpr *e) {
  switch (e->kind) {
  case CMIR_AFFINE_DIM:
    return true;
  case CMIR_AFFINE_CONST:
  case CMIR_AFFINE_SYM:
    return false;
  default:
    return expr_has_dims(e->bin.lhs) || expr_has_dims(e->bin.rhs);
  }
}

/* Value of a symbolic-or-constant expression: static only if constant. */
static SatInt expr_value(const CmirAffineExpr *e) {
  return e->kind == CMIR_AFFINE_CONST ? (SatInt){false, e->value} : (SatInt){true, 0};
}

/* MLIR's extractStrides: accumulates `factor * e` into strides and offset. */
static bool extract_strides(const CmirAffineExpr *e, SatInt factor, SatInt *strides,
                            SatInt *offset) {
  switch (e->kind) {
  case CMIR_AFFINE_DIM:
    strides[e->position] = sat_add(strides[e->position], factor);
    return true;
  case CMIR_AFFINE_CONST:
  case CMIR_AFFINE_SYM:
    *offset = sat_add(*offset, sat_mul(expr_value(e), factor));
    return true;
  case CMIR_AFFINE_MUL:
    if (e->bin.lhs->kind == CMIR_AFFINE_DIM) {
      uint32_t d = e->bin.lhs->position;
      strides[d] = sat_add(strides[d], sat_mul(expr_value(e->bin.rhs), factor));
      return true;
    }
    if (!expr_has_dims(e->bin.lhs))
      return extract_strides(e->bin.rhs, sat_mul(factor, expr_value(e->bin.lhs)), strides, offset);
    return extract_strides(e->bin.lhs, sat_mul(factor, expr_value(e->bin.rhs)), strides, offset);
  case CMIR_AFFINE_ADD: {
    bool a = extract_strides(e->bin.lhs, factor, strides, offset);
    bool b = extract_strides(e->bin.rhs, factor, strides, offset);
    return a && b;
  }
  default:
    return false;
  }
}

static bool map_is_identity(const CmirAffineMap *m) {
  if (m->nsyms || m->nres != m->ndims)
    return false;
  for (uint32_t i = 0; i < m->nres; i++)
    if (m->exprs[i]->kind != CMIR_AFFINE_DIM || m->exprs[i]->position != i)
      return false;
  return true;
}

bool cmir_memref_layout_is_identity(const CmirType *t) {
  const CmirAttr *l = t->shaped.layout;
  if (!l)
    return true;
  if (l->kind == CMIR_ATTR_AFFINE_MAP)
    return map_is_identity(l->map.map);
  if (l->kind == CMIR_ATTR_STRIDED)
    return l->strided.rank == 1 && l->strided.offset == 0 && l->strided.strides[0] == 1;
  return false;
}

/* Symbols of the layout map, bound by alloc's `[...]` operands. */
static uint32_t layout_symbols(const CmirType *t) {
  const CmirAttr *l = t->shaped.layout;
  if (!l || cmir_memref_layout_is_identity(t))
    return 0;
  if (l->kind == CMIR_ATTR_AFFINE_MAP)
    return l->map.map->nsyms;
  if (l->kind == CMIR_ATTR_STRIDED) {
    uint32_t n = l->strided.offset == CMIR_DYNAMIC;
    for (uint32_t i = 0; i < l->strided.rank; i++)
      n += l->strided.strides[i] == CMIR_DYNAMIC;
    return n;
  }
  return 0;
}

/* MLIR's getStridesAndOffset for a ranked memref: strides has room for the
 * rank. False if the layout is not strided. */
static bool get_strides(const CmirType *t, int64_t *strides, int64_t *offset) {
  uint32_t rank = t->shaped.rank;
  const CmirAttr *l = t->shaped.layout;
  if (l && l->kind == CMIR_ATTR_STRIDED) {
    for (uint32_t i = 0; i < rank && i < l->strided.rank; i++)
      strides[i] = l->strided.strides[i];
    *offset = l->strided.offset;
    return true;
  }
  if (!l || (l->kind == CMIR_ATTR_AFFINE_MAP && map_is_identity(l->map.map))) {
    /* Canonical row-major strides; a dynamic or zero size, or a product
     * of sizes that does not fit in 64 bits, makes every stride to its
     * left dynamic. */
    int64_t running = 1;
    bool poisoned = false;
    for (uint32_t i = rank; i-- > 0;) {
      strides[i] = poisoned ? CMIR_DYNAMIC : running;
      if (i && (t->shaped.shape[i] <= 0 || cmir_ckd_mul(&running, running, t->shaped.shape[i])))
        poisoned = true;
    }
    *offset = 0;
    return true;
  }
  if (l->kind != CMIR_ATTR_AFFINE_MAP || l->map.map->nres != 1)
    return false;
  const CmirAffineMap *m = l->map.map;
  SatInt off = {false, 0};
  SatInt *acc = cmir_xcalloc(rank ? rank : 1, sizeof *acc);
  bool ok = m->ndims == rank && extract_strides(m->exprs[0], (SatInt){false, 1}, acc, &off);
  for (uint32_t i = 0; ok && i < rank; i++)
    strides[i] = unsat(acc[i]);
  free(acc);
  *offset = unsat(off);
  return ok;
}

static bool is_strided(const CmirType *t) {
  if (!is_memref(t))
    return false;
  int64_t *s = cmir_xmalloc(sizeof(int64_t) * (t->shaped.rank + 1)), off;
  bool ok = get_strides(t, s, &off);
  free(s);
  return ok;
}

static const CmirType *memref_like(CmirContext *ctx, const CmirType *t, uint32_t rank,
                                   const int64_t *shape, const CmirAttr *layout) {
  return cmir_type_memref(ctx, rank, shape, t->shaped.elem, layout, t->shaped.extra);
}

/* MLIR's computeRankReductionMask over shapes (no dynamic matching): marks
 * dropped dims in `unused`; false if reduced is not original minus 1s. */
static bool rank_reduction_mask(const int64_t *orig, uint32_t on, const int64_t *red, uint32_t rn,
                                bool *unused) {
  uint32_t ri = 0;
  for (uint32_t oi = 0; oi < on; oi++) {
    unused[oi] = false;
    if (ri < rn && orig[oi] == red[ri]) {
      ri++;
      continue;
    }
    unused[oi] = true;
    if (orig[oi] != 1)
      return false;
  }
  return ri == rn;
}

static uint32_t count_of(const int64_t *v, uint32_t n, int64_t x) {
  uint32_t c = 0;
  for (uint32_t i = 0; i < n; i++)
    c += v[i] == x;
  return c;
}

/* MLIR's computeMemRefRankReductionMask: which dims of orig a rank-reducing
 * view drops, told apart by their strides when several sizes are 1. With
 * vstrides (a subview's static strides, CMIR_DYNAMIC for operands), orig is
 * the subview's source and the strides compared are the view's before rank
 * reduction (source stride times view stride), as the verifier compares
 * them: MLIR 19's SubViewOp::getDroppedDims compares the source's own
 * strides instead and fails when a dropped unit dim has a view stride
 * (docs/mlir19-findings.md). */
static bool memref_reduction_mask(const CmirType *orig, const CmirType *red, const int64_t *sizes,
                                  uint32_t nsizes, const int64_t *vstrides, bool *unused) {
  uint32_t on = orig->shaped.rank, rn = red->shaped.rank;
  for (uint32_t i = 0; i < on; i++)
    unused[i] = false;
  if (on == rn)
    return true;
  uint32_t nunused = 0;
  for (uint32_t i = 0; i < nsizes && i < on; i++)
    if (sizes[i] == 1) {
      unused[i] = true;
      nunused++;
    }
  if (nunused + rn == on)
    return true;
  int64_t *os = cmir_xmalloc(sizeof(int64_t) * (on + 1)),
          *cs = cmir_xmalloc(sizeof(int64_t) * (rn + 1));
  int64_t oo, co;
  bool ok = get_strides(orig, os, &oo) && get_strides(red, cs, &co);
  for (uint32_t i = 0; ok && vstrides && i < on; i++)
    os[i] = unsat(sat_mul(sat(os[i]), sat(vstrides[i])));
  /* unaccounted[i]: occurrences of os[i] not yet matched or dropped. */
  uint32_t *unacc = cmir_xcalloc(on + 1, sizeof *unacc);
  for (uint32_t i = 0; ok && i < on; i++)
    unacc[i] = count_of(os, on, os[i]);
  for (uint32_t d = 0; ok && d < on; d++) {
    if (!unused[d])
      continue;
    int64_t st = os[d];
    uint32_t have = 0, want = count_of(cs, rn, st);
    for (uint32_t i = 0; i < on; i++)
      if (os[i] == st) {
        have = unacc[i];
        break;
      }
    if (have > want) {
      for (uint32_t i = 0; i < on; i++)
        if (os[i] == st)
          unacc[i]--;
    } else if (have == want) {
      unused[d] = false;
      nunused--;
    } else {
      ok = false;
    }
  }
  free(unacc);
  free(os);
  free(cs);
  return ok && nunused + rn == on;
}

/* ---- custom<DynamicIndexList>($values, $static_values) ---- */

/* `[` (ssa-value | integer) (`,` ...)* `]`; SSA values are stored as
 * CMIR_DYNAMIC in the static array. */
CmirStatus cmir_memref_parse_index_list(CmirParser *p, CmirFmtParseState *fs,
                                        const CmirFmtArg *args, uint32_t n) {
  (void)n;
  CMIR_VEC(int64_t) ints = {0};
  CmirStatus rc = CMIR_FAIL;
  if (cmir_parser_expect(p, TOK_LSQUARE, "'[' in dynamic index list"))
    goto done;
  if (!cmir_parser_consume_if(p, TOK_RSQUARE)) {
    do {
      if (cmir_parser_at_operand(p)) {
        CmirUnresolved u;
        if (cmir_parser_operand(p, &u))
          goto done;
        cmir_fmt_add_operand(fs, args[0].idx, &u);
        cmir_vec_push(&ints, CMIR_DYNAMIC);
        continue;
      }
      int64_t v;
      if (!cmir_parser_integer(p, &v)) {
        cmir_parser_error(p, "expected integer value");
        goto done;
      }
      cmir_vec_push(&ints, v);
    } while (cmir_parser_consume_if(p, TOK_COMMA));
    if (cmir_parser_expect(p, TOK_RSQUARE, "']' in dynamic index list"))
      goto done;
  }
  cmir_fmt_set_prop(fs, args[1].idx, cmir_attr_dense_i64_array(p->ctx, ints.len, ints.data));
  rc = CMIR_OK;
done:
  cmir_vec_free(&ints);
  if (rc) {
    /* MLIR follows the list's own error with a second one at the op name;
     * the parser reports only its first error, so emit it directly. */
    const CmirOpState *st = cmir_fmt_state(fs);
    cmir_error(p->ctx, st->loc, "custom op '%s' expected SSA value or integer",
               st->info->name->str);
  }
  return rc;
}

void cmir_memref_print_index_list(CmirPrinter *pr, CmirOp *op, const CmirFmtArg *args, uint32_t n) {
  (void)n;
  uint32_t s, cnt;
  cmir_fmt_group(op, args[0].idx, &s, &cnt);
  const CmirAttr *a = cmir_dict_get(op->props, op->info->props[args[1].idx].name);
  cmir_printer_putc(pr, '[');
  if (a && a->kind == CMIR_ATTR_DENSE_ARRAY && cmir_type_is_signless_int(a->darr.elem, 64)) {
    const int64_t *v = a->darr.data;
    uint32_t dyn = 0;
    for (uint32_t i = 0; i < a->darr.n; i++) {
      if (i)
        cmir_printer_puts(pr, ", ");
      if (v[i] == CMIR_DYNAMIC && dyn < cnt) {
        cmir_printer_value(pr, op->opnds[s + dyn++].value);
      } else {
        char buf[24];
        snprintf(buf, sizeof buf, "%" PRId64, v[i]);
        cmir_printer_puts(pr, buf);
      }
    }
  }
  cmir_printer_putc(pr, ']');
}

/* ---- alloc, alloca, realloc, dealloc ---- */

/* Ops that carry MLIR's AutomaticAllocationScope trait. */
static bool is_allocation_scope(const CmirOp *op) {
  if (op->info->traits & CMIR_TRAIT_FUNCTION_LIKE)
    return true;
  switch (cmir_op_id(op)) {
  case CMIR_OP_SCF_FOR:
  case CMIR_OP_SCF_PARALLEL:
  case CMIR_OP_SCF_FORALL:
  case CMIR_OP_AFFINE_FOR:
  case CMIR_OP_MEMREF_ALLOCA_SCOPE:
  case CMIR_OP_LLVM_FUNC:
  case CMIR_OP_FUNC_FUNC:
    return true;
  case CMIR_OP_UNREGISTERED:
    break;
  default:
    return false;
  }
  /* Ops cmir does not register: by name. */
  static const char *const names[] = {
      "affine.parallel", "gpu.launch", "gpu.func",
      "async.execute", NULL};
  for (const char *const *n = names; *n; n++)
    if (cmir_op_is(op, *n))
      return true;
  return false;
}

static CmirStatus alignment_must(CmirOp *op, const char *what) {
  const CmirAttr *a = cmir_op_get_prop(op, "alignment");
  return attr_must(op, "alignment", !a || (is_i64_attr(a) && (int64_t)a->i.v >= 0), what);
}

static CmirStatus verify_alloc_like(CmirOp *op) {
  if (alignment_must(op, "64-bit signless integer attribute whose minimum value is 0") ||
      indices_must(op, 0) || indices_must(op, 1) ||
      result_must(op, 0, is_memref(res_type(op, 0)), D_MEMREF))
    return CMIR_FAIL;
  if (cmir_op_isa(op, CMIR_OP_MEMREF_ALLOCA)) {
    CmirOp *p = cmir_op_parent(op);
    while (p && !is_allocation_scope(p))
      p = cmir_op_parent(p);
    if (!p)
      return cmir_verify_error(op, "requires an ancestor op with AutomaticAllocationScope trait");
  }
  const CmirType *t = res_type(op, 0);
  uint32_t s, nsizes, nsyms;
  cmir_op_operand_group(op, 0, &s, &nsizes);
  cmir_op_operand_group(op, 1, &s, &nsyms);
  uint32_t ndyn = 0;
  for (uint32_t i = 0; i < t->shaped.rank; i++)
    ndyn += t->shaped.shape[i] == CMIR_DYNAMIC;
  if (nsizes != ndyn)
    return cmir_verify_error(op, "dimension operand count does not equal memref dynamic "
                                 "dimension count");
  uint32_t want = layout_symbols(t);
  if (nsyms != want)
    return cmir_verify_error(op,
                             "symbol operand count does not equal memref symbol count: "
                             "expected %u, got %u",
                             want, nsyms);
  return CMIR_OK;
}

static CmirStatus verify_realloc(CmirOp *op) {
  const CmirType *src = opnd_type(op, 0), *res = res_type(op, 0);
  if (alignment_must(op, "64-bit signless integer attribute whose minimum value is 0") ||
      operand_must(op, 0, is_memref(src) && src->shaped.rank == 1, D_1D_MEMREF))
    return CMIR_FAIL;
  if (op->nopnds > 1 && operand_must(op, 1, is_index(opnd_type(op, 1)), D_INDEX))
    return CMIR_FAIL;
  if (result_must(op, 0, is_memref(res) && res->shaped.rank == 1, D_1D_MEMREF))
    return CMIR_FAIL;
  char *ss = cmir_type_str(src), *rs = cmir_type_str(res);
  CmirStatus rc = CMIR_OK;
  if (!cmir_memref_layout_is_identity(src))
    rc = cmir_op_error(op, "unsupported layout for source memref type '%s'", ss);
  else if (!cmir_memref_layout_is_identity(res))
    rc = cmir_op_error(op, "unsupported layout for result memref type '%s'", rs);
  else if (src->shaped.extra != res->shaped.extra)
    rc = cmir_op_error(op,
                       "different memory spaces specified for source memref type '%s' and "
                       "result memref type '%s'",
                       ss, rs);
  else if (src->shaped.elem != res->shaped.elem)
    rc = cmir_op_error(op,
                       "different element types specified for source memref type '%s' and "
                       "result memref type '%s'",
                       ss, rs);
  else if (res->shaped.shape[0] == CMIR_DYNAMIC && op->nopnds < 2)
    rc = cmir_op_error(op, "missing dimension operand for result type '%s'", rs);
  else if (res->shaped.shape[0] != CMIR_DYNAMIC && op->nopnds > 1)
    rc = cmir_op_error(op, "unnecessary dimension operand for result type '%s'", rs);
  free(ss);
  free(rs);
  return rc;
}

static CmirStatus verify_dealloc(CmirOp *op) {
  return operand_must(op, 0, is_any_memref(opnd_type(op, 0)), D_ANY_MEMREF);
}

/* ---- load, store ---- */

static CmirStatus nontemporal_must(CmirOp *op) {
  const CmirAttr *a = cmir_op_get_prop(op, "nontemporal");
  return attr_must(op, "nontemporal", !a || cmir_attr_is_bool(a), "bool attribute");
}

static CmirStatus verify_load(CmirOp *op) {
  const CmirType *m = opnd_type(op, 0);
  if (nontemporal_must(op) || operand_must(op, 0, is_memref(m), D_MEMREF) ||
      trailing_indices_must(op, 1))
    return CMIR_FAIL;
  if (res_type(op, 0) != m->shaped.elem)
    return cmir_verify_error(op, "failed to verify that result type matches element type of "
                                 "'memref'");
  if (op->nopnds - 1 != m->shaped.rank)
    return cmir_verify_error(op, "incorrect number of indices for load, expected %u but got %u",
                             m->shaped.rank, op->nopnds - 1);
  return CMIR_OK;
}

static CmirStatus verify_store(CmirOp *op) {
  const CmirType *m = opnd_type(op, 1);
  if (nontemporal_must(op) || operand_must(op, 1, is_memref(m), D_MEMREF) ||
      trailing_indices_must(op, 2))
    return CMIR_FAIL;
  if (opnd_type(op, 0) != m->shaped.elem)
    return cmir_verify_error(op, "failed to verify that type of 'value' matches element type of "
                                 "'memref'");
  if (op->nopnds != 2 + m->shaped.rank)
    return cmir_verify_error(op, "store index operand count not equal to memref rank");
  return CMIR_OK;
}

/* ---- cast, memory_space_cast, copy, dim, rank ---- */

static bool cast_compatible(const CmirType *a, const CmirType *b) {
  if (is_memref(a) && is_memref(b)) {
    if (a->shaped.elem != b->shaped.elem)
      return false;
    if (a->shaped.layout != b->shaped.layout) {
      uint32_t ra = a->shaped.rank, rb = b->shaped.rank;
      int64_t *sa = cmir_xmalloc(sizeof(int64_t) * (ra + 1));
      int64_t *sb = cmir_xmalloc(sizeof(int64_t) * (rb + 1));
      int64_t oa, ob;
      bool ok = get_strides(a, sa, &oa) && get_strides(b, sb, &ob) && ra == rb;
#define COMPAT(x, y) ((x) == CMIR_DYNAMIC || (y) == CMIR_DYNAMIC || (x) == (y))
      ok = ok && COMPAT(oa, ob);
      for (uint32_t i = 0; ok && i < ra; i++)
        ok = COMPAT(sa[i], sb[i]);
#undef COMPAT
      free(sa);
      free(sb);
      if (!ok)
        return false;
    }
    if (a->shaped.extra != b->shaped.extra || a->shaped.rank != b->shaped.rank)
      return false;
    for (uint32_t i = 0; i < a->shaped.rank; i++) {
      int64_t x = a->shaped.shape[i], y = b->shaped.shape[i];
      if (x != CMIR_DYNAMIC && y != CMIR_DYNAMIC && x != y)
        return false;
    }
    return true;
  }
  if (!is_any_memref(a) || !is_any_memref(b))
    return false;
  if (a->kind == CMIR_TYPE_UNRANKED_MEMREF && b->kind == CMIR_TYPE_UNRANKED_MEMREF)
    return false;
  return a->shaped.elem == b->shaped.elem && a->shaped.extra == b->shaped.extra;
}

/* MLIR's verifyCompatibleShapes over the given types. */
static bool shapes_compatible(const CmirType *const *t, uint32_t n) {
  const CmirType *first = NULL;
  for (uint32_t i = 0; i < n; i++) {
    if (!cmir_type_is_shaped(t[i]))
      return false;
    if (t[i]->kind == CMIR_TYPE_UNRANKED_MEMREF || t[i]->kind == CMIR_TYPE_UNRANKED_TENSOR)
      continue;
    if (!first) {
      first = t[i];
      continue;
    }
    if (t[i]->shaped.rank != first->shaped.rank)
      return false;
    for (uint32_t d = 0; d < first->shaped.rank; d++) {
      int64_t x = first->shaped.shape[d], y = t[i]->shaped.shape[d];
      if (x != CMIR_DYNAMIC && y != CMIR_DYNAMIC && x != y)
        return false;
    }
  }
  return true;
}

static CmirStatus cast_error(CmirOp *op) {
  char *a = cmir_type_str(opnd_type(op, 0)), *b = cmir_type_str(res_type(op, 0));
  cmir_verify_error(op, "operand type '%s' and result type '%s' are cast incompatible", a, b);
  free(a);
  free(b);
  return CMIR_FAIL;
}

static CmirStatus verify_cast(CmirOp *op) {
  const CmirType *a = opnd_type(op, 0), *b = res_type(op, 0);
  if (operand_must(op, 0, is_any_memref(a), D_ANY_MEMREF) ||
      result_must(op, 0, is_any_memref(b), D_ANY_MEMREF))
    return CMIR_FAIL;
  if (!cast_compatible(a, b))
    return cast_error(op);
  const CmirType *both[2] = {a, b};
  if (!shapes_compatible(both, 2))
    return cmir_verify_error(op, "requires the same shape for all operands and results");
  return CMIR_OK;
}

/* A cast to its own type is its operand (CastOpInterface's fold). */
static bool fold_identity_cast(CmirOp *op, const CmirAttr *const *cst, CmirFoldResult *out) {
  (void)cst;
  if (opnd_type(op, 0) != res_type(op, 0))
    return false;
  out->value = op->opnds[0].value;
  return true;
}

/* memref.cast: an identity cast folds (CastOpInterface); a cast of a cast
 * from a ranked memref takes that cast's source in place (foldMemRefCast). */
static bool fold_cast(CmirOp *op, const CmirAttr *const *cst, CmirFoldResult *out) {
  if (fold_identity_cast(op, cst, out))
    return true;
  CmirOp *def = cmir_value_def(op->opnds[0].value);
  if (!def || def->info != op->info || !is_memref(opnd_type(def, 0)))
    return false;
  cmir_op_set_operand(op, 0, def->opnds[0].value);
  out->value = &op->results[0];
  return true;
}

static CmirStatus verify_memory_space_cast(CmirOp *op) {
  const CmirType *a = opnd_type(op, 0), *b = res_type(op, 0);
  if (operand_must(op, 0, is_any_memref(a), D_ANY_MEMREF) ||
      result_must(op, 0, is_any_memref(b), D_ANY_MEMREF))
    return CMIR_FAIL;
  bool ok = false;
  if (is_memref(a) && is_memref(b))
    ok = a->shaped.elem == b->shaped.elem && a->shaped.layout == b->shaped.layout &&
         a->shaped.rank == b->shaped.rank &&
         !memcmp(a->shaped.shape, b->shaped.shape, sizeof(int64_t) * a->shaped.rank);
  else if (a->kind == CMIR_TYPE_UNRANKED_MEMREF && b->kind == CMIR_TYPE_UNRANKED_MEMREF)
    ok = a->shaped.elem == b->shaped.elem;
  if (!ok)
    return cast_error(op);
  const CmirType *both[2] = {a, b};
  if (!shapes_compatible(both, 2))
    return cmir_verify_error(op, "requires the same shape for all operands and results");
  return CMIR_OK;
}

static CmirStatus verify_copy(CmirOp *op) {
  const CmirType *a = opnd_type(op, 0), *b = opnd_type(op, 1);
  if (operand_must(op, 0, is_any_memref(a), D_ANY_MEMREF) ||
      operand_must(op, 1, is_any_memref(b), D_ANY_MEMREF))
    return CMIR_FAIL;
  if (a->shaped.elem != b->shaped.elem)
    return cmir_verify_error(op, "requires the same element type for all operands");
  const CmirType *both[2] = {a, b};
  if (!shapes_compatible(both, 2))
    return cmir_verify_error(op, "requires the same shape for all operands");
  return CMIR_OK;
}

static CmirStatus verify_dim(CmirOp *op) {
  const CmirType *t = opnd_type(op, 0);
  bool ok = t->kind == CMIR_TYPE_UNRANKED_MEMREF || (is_memref(t) && t->shaped.rank > 0);
  if (operand_must(op, 0, ok, D_NON0_MEMREF) ||
      operand_must(op, 1, is_index(opnd_type(op, 1)), D_INDEX))
    return CMIR_FAIL;
  return result_must(op, 0, is_index(res_type(op, 0)), D_INDEX);
}

static CmirStatus verify_rank(CmirOp *op) {
  if (operand_must(op, 0, is_any_memref(opnd_type(op, 0)), D_ANY_MEMREF))
    return CMIR_FAIL;
  return result_must(op, 0, is_index(res_type(op, 0)), D_INDEX);
}

/* dim of a static size is that size; of an alloc, alloca or subview's
 * dynamic size, the operand that gave it (MLIR's DimOp::fold). */
static bool fold_dim(CmirOp *op, const CmirAttr *const *cst, CmirFoldResult *out) {
  const CmirType *t = opnd_type(op, 0);
  if (!cst[1] || cst[1]->kind != CMIR_ATTR_INTEGER || !is_memref(t))
    return false;
  int64_t i = cmir_attr_int_value(cst[1]);
  if (i < 0 || i >= (int64_t)t->shaped.rank)
    return false;
  if (t->shaped.shape[i] != CMIR_DYNAMIC) {
    CmirContext *ctx = op->info->ctx;
    out->attr = cmir_attr_int(ctx, ctx->index, t->shaped.shape[i]);
    return true;
  }
  CmirOp *def = cmir_value_def(op->opnds[0].value);
  if (!def)
    return false;
  uint32_t s, n, k = 0;
  if (cmir_op_isa(def, CMIR_OP_MEMREF_ALLOC) || cmir_op_isa(def, CMIR_OP_MEMREF_ALLOCA)) {
    for (int64_t d = 0; d < i; d++)
      k += t->shaped.shape[d] == CMIR_DYNAMIC;
    cmir_op_operand_group(def, 0, &s, &n);
    if (k >= n)
      return false;
    out->value = def->opnds[s + k].value;
    return true;
  }
  if (cmir_op_isa(def, CMIR_OP_MEMREF_REINTERPRET_CAST)) {
    uint32_t nsz;
    const int64_t *sizes;
    if (!i64_array(def, "static_sizes", &nsz, &sizes) || (uint64_t)i >= nsz ||
        sizes[i] != CMIR_DYNAMIC)
      return false;
    k = count_of(sizes, (uint32_t)i, CMIR_DYNAMIC);
    cmir_op_operand_group(def, 2, &s, &n);
    if (k >= n)
      return false;
    out->value = def->opnds[s + k].value;
    return true;
  }
  if (!cmir_op_isa(def, CMIR_OP_MEMREF_SUBVIEW))
    return false;
  /* The source dim behind result dim i, skipping dims the view dropped. */
  const CmirType *src = opnd_type(def, 0);
  uint32_t nsz;
  uint32_t nst;
  const int64_t *sizes, *vstrides;
  if (!i64_array(def, "static_sizes", &nsz, &sizes) || nsz != src->shaped.rank ||
      !i64_array(def, "static_strides", &nst, &vstrides) || nst != nsz)
    return false;
  bool *unused = cmir_xmalloc(nsz + 1);
  bool ok = memref_reduction_mask(src, t, sizes, nsz, vstrides, unused);
  int64_t at = -1;
  for (uint32_t d = 0, r = 0; ok && d < nsz; d++) {
    if (unused[d])
      continue;
    if (r++ == (uint64_t)i) {
      at = d;
      break;
    }
  }
  free(unused);
  if (at < 0 || sizes[at] != CMIR_DYNAMIC)
    return false;
  k = count_of(sizes, (uint32_t)at, CMIR_DYNAMIC);
  cmir_op_operand_group(def, 2, &s, &n);
  if (k >= n)
    return false;
  out->value = def->opnds[s + k].value;
  return true;
}

static bool fold_rank(CmirOp *op, const CmirAttr *const *cst, CmirFoldResult *out) {
  (void)cst;
  const CmirType *t = opnd_type(op, 0);
  if (!is_memref(t))
    return false;
  CmirContext *ctx = op->info->ctx;
  out->attr = cmir_attr_int(ctx, ctx->index, t->shaped.rank);
  return true;
}

/* ---- globals ---- */

static const CmirType *global_type(const CmirOp *op) {
  const CmirAttr *a = cmir_op_get_prop(op, "type");
  return a && a->kind == CMIR_ATTR_TYPE ? a->type.type : NULL;
}

static bool is_elements_attr(const CmirAttr *a) {
  return a->kind == CMIR_ATTR_DENSE || a->kind == CMIR_ATTR_DENSE_STRING;
}

static const CmirType *elements_type(const CmirAttr *a) {
  return a->kind == CMIR_ATTR_DENSE ? a->dense.type : a->dstr.type;
}

/* The tensor type an initial value of a memref global has. */
static const CmirType *tensor_of(CmirContext *ctx, const CmirType *memref) {
  return cmir_type_tensor(ctx, memref->shaped.rank, memref->shaped.shape, memref->shaped.elem,
                          NULL);
}

/* ($sym_visibility^)? (`constant` $constant^)? $sym_name `:`
 * custom<GlobalMemrefOpTypeAndInitialValue>($type, $initial_value) attr-dict */
static CmirStatus global_parse(CmirParser *p, CmirOpState *st) {
  CmirContext *ctx = p->ctx;
  const char *npos = cmir_parser_op_name_pos(p);
  if (p->tok.kind == TOK_STRING) {
    char *s;
    size_t n;
    if (cmir_parser_string(p, &s, &n))
      return CMIR_FAIL;
    cmir_opstate_set_prop(st, "sym_visibility", cmir_attr_string(ctx, s, n));
    free(s);
  }
  if (cmir_parser_consume_keyword(p, "constant"))
    cmir_opstate_set_prop(st, "constant", ctx->unit);
  const CmirIdent *name = cmir_parser_symbol_name(p);
  if (!name)
    return cmir_parser_error(p, "expected valid '@'-identifier for symbol name");
  cmir_opstate_set_prop(st, "sym_name", cmir_attr_string(ctx, name->str, name->len));
  if (cmir_parser_expect(p, TOK_COLON, "':'"))
    return CMIR_FAIL;
  const CmirType *t = cmir_parser_type(p);
  if (!t)
    return CMIR_FAIL;
  if (!is_memref(t) || !static_shape(t)) {
    char *ts = cmir_type_str(t);
    cmir_parser_error_at(p, npos, "type should be static shaped memref, but got '%s'", ts);
    free(ts);
    return CMIR_FAIL;
  }
  cmir_opstate_set_prop(st, "type", cmir_attr_type(ctx, t));
  if (cmir_parser_consume_if(p, TOK_EQUAL)) {
    if (cmir_parser_consume_keyword(p, "uninitialized")) {
      cmir_opstate_set_prop(st, "initial_value", ctx->unit);
    } else {
      const CmirAttr *v = cmir_parser_attr(p, tensor_of(ctx, t));
      if (!v)
        return CMIR_FAIL;
      if (!is_elements_attr(v))
        return cmir_parser_error_at(p, npos,
                                    "initial value should be a unit or elements "
                                    "attribute");
      cmir_opstate_set_prop(st, "initial_value", v);
    }
  }
  if (cmir_parser_opt_attr_dict(p, st))
    return CMIR_FAIL;
  cmir_opstate_finalize_props(st, NULL, 0);
  return CMIR_OK;
}

static void global_print(CmirPrinter *pr, CmirOp *op) {
  const CmirAttr *vis = cmir_op_get_prop(op, "sym_visibility");
  const CmirAttr *init = cmir_op_get_prop(op, "initial_value");
  const CmirAttr *cst = cmir_op_get_prop(op, "constant");
  if (vis) {
    cmir_printer_putc(pr, ' ');
    cmir_printer_attr_no_type(pr, vis); /* StrAttr: without its type */
  }
  if (cst && cst->kind == CMIR_ATTR_UNIT)
    cmir_printer_puts(pr, " constant");
  cmir_printer_putc(pr, ' ');
  cmir_printer_symbol_name(pr, cmir_op_sym_name(op));
  cmir_printer_puts(pr, " : ");
  const CmirAttr *t = cmir_op_get_prop(op, "type");
  if (t && t->kind == CMIR_ATTR_TYPE)
    cmir_printer_type(pr, t->type.type);
  else if (t)
    cmir_printer_attr(pr, t);
  if (init) {
    cmir_printer_puts(pr, " = ");
    if (init->kind == CMIR_ATTR_UNIT)
      cmir_printer_puts(pr, "uninitialized");
    else
      cmir_printer_attr_no_type(pr, init);
  }
  static const char *const elide[] = {"sym_visibility", "constant",      "sym_name",
                                      "type",           "initial_value", NULL};
  cmir_printer_attr_dict(pr, op, elide, false);
}

static CmirStatus verify_global(CmirOp *op) {
  const CmirAttr *a = cmir_op_get_prop(op, "alignment");
  const CmirAttr *t = cmir_op_get_prop(op, "type");
  const CmirAttr *vis = cmir_op_get_prop(op, "sym_visibility");
  const CmirAttr *cst = cmir_op_get_prop(op, "constant");
  const CmirAttr *name = cmir_op_get_prop(op, "sym_name");
  if (attr_must(op, "sym_name", name->kind == CMIR_ATTR_STRING, "string attribute") ||
      attr_must(op, "sym_visibility", !vis || vis->kind == CMIR_ATTR_STRING, "string attribute") ||
      attr_must(op, "type", t->kind == CMIR_ATTR_TYPE && is_memref(t->type.type),
                "memref type attribute") ||
      attr_must(op, "constant", !cst || cst->kind == CMIR_ATTR_UNIT, "unit attribute") ||
      attr_must(op, "alignment", !a || is_i64_attr(a), "64-bit signless integer attribute"))
    return CMIR_FAIL;
  if (cmir_verify_symbol(op, false))
    return CMIR_FAIL;
  const CmirType *mt = t->type.type;
  if (!static_shape(mt)) {
    char *ts = cmir_type_str(mt);
    cmir_verify_error(op, "type should be static shaped memref, but got '%s'", ts);
    free(ts);
    return CMIR_FAIL;
  }
  const CmirAttr *init = cmir_op_get_prop(op, "initial_value");
  if (init && init->kind != CMIR_ATTR_UNIT) {
    if (!is_elements_attr(init)) {
      char *as = cmir_attr_str(init);
      cmir_verify_error(op, "initial value should be a unit or elements attribute, but got %s", as);
      free(as);
      return CMIR_FAIL;
    }
    const CmirType *want = tensor_of(op->info->ctx, mt), *got = elements_type(init);
    if (want != got) {
      char *ws = cmir_type_str(want), *gs = cmir_type_str(got);
      cmir_verify_error(op, "initial value expected to be of type '%s', but was of type '%s'", ws,
                        gs);
      free(ws);
      free(gs);
      return CMIR_FAIL;
    }
  }
  if (a) {
    uint64_t v = a->i.v;
    if (!v || (v & (v - 1)))
      return cmir_op_error(op, "alignment attribute value %" PRIu64 " is not a power of 2", v);
  }
  return CMIR_OK;
}

static CmirStatus verify_get_global(CmirOp *op) {
  const CmirAttr *name = cmir_op_get_prop(op, "name");
  const CmirType *rt = res_type(op, 0);
  if (attr_must(op, "name", name->kind == CMIR_ATTR_SYMREF && name->sym.n == 1,
                "flat symbol reference attribute") ||
      result_must(op, 0, is_memref(rt) && static_shape(rt), D_STATIC_MEMREF))
    return CMIR_FAIL;
  CmirOp *g = cmir_symbol_lookup(op, name);
  const char *gname = name->sym.names[0]->str;
  if (!g || !cmir_op_isa(g, CMIR_OP_MEMREF_GLOBAL))
    return cmir_verify_error(op, "'%s' does not reference a valid global memref", gname);
  const CmirType *gt = global_type(g);
  if (gt && gt != rt) {
    char *rs = cmir_type_str(rt), *gs = cmir_type_str(gt);
    cmir_verify_error(op, "result type '%s' does not match type '%s' of the global memref @%s", rs,
                      gs, gname);
    free(rs);
    free(gs);
    return CMIR_FAIL;
  }
  return CMIR_OK;
}

/* ---- views: subview, reinterpret_cast ---- */

/* Operand groups and static arrays of an OffsetSizeAndStrideOpInterface op:
 * groups 1..3 hold the dynamic offsets, sizes and strides. */
typedef struct ViewParts {
  uint32_t n[3];
  const int64_t *v[3];
} ViewParts;

static const char *const view_props[3] = {"static_offsets", "static_sizes", "static_strides"};

static CmirStatus view_parts(CmirOp *op, ViewParts *vp) {
  for (int i = 0; i < 3; i++)
    if (i64_array_must(op, view_props[i]))
      return CMIR_FAIL;
  for (int i = 0; i < 3; i++)
    if (!i64_array(op, view_props[i], &vp->n[i], &vp->v[i]))
      return CMIR_FAIL;
  return CMIR_OK;
}

/* MLIR's verifyOffsetSizeAndStrideOp with the op's maximum ranks. */
static CmirStatus verify_offset_size_stride(CmirOp *op, const ViewParts *vp,
                                            const uint32_t max[3]) {
  static const char *const what[3] = {"offset", "size", "stride"};
  if (!(vp->n[0] == 1 && max[0] == 1) && vp->n[0] != vp->n[1])
    return cmir_op_error(op,
                         "expected mixed offsets rank to match mixed sizes rank (%u vs %u) "
                         "so the rank of the result type is well-formed.",
                         vp->n[0], vp->n[1]);
  if (vp->n[1] != vp->n[2])
    return cmir_op_error(op,
                         "expected mixed sizes rank to match mixed strides rank (%u vs %u) "
                         "so the rank of the result type is well-formed.",
                         vp->n[1], vp->n[2]);
  for (int i = 0; i < 3; i++) {
    if (vp->n[i] != max[i])
      return cmir_op_error(op, "expected %u %s values, got %u", max[i], what[i], vp->n[i]);
    uint32_t s, cnt;
    cmir_op_operand_group(op, (uint32_t)i + 1, &s, &cnt);
    uint32_t ndyn = count_of(vp->v[i], vp->n[i], CMIR_DYNAMIC);
    if (cnt != ndyn)
      return cmir_op_error(op, "expected %u dynamic %s values", ndyn, what[i]);
  }
  for (int i = 0; i < 2; i++)
    for (uint32_t k = 0; k < vp->n[i]; k++)
      if (vp->v[i][k] < 0 && vp->v[i][k] != CMIR_DYNAMIC)
        return cmir_op_error(op, "expected %s to be non-negative, but got %" PRId64,
                             i ? "sizes" : "offsets", vp->v[i][k]);
  return CMIR_OK;
}

static CmirStatus view_operands_must(CmirOp *op, bool src_ranked) {
  const CmirType *src = opnd_type(op, 0);
  if (operand_must(op, 0, src_ranked ? is_memref(src) : is_any_memref(src),
                   src_ranked ? D_MEMREF : D_ANY_MEMREF))
    return CMIR_FAIL;
  for (uint32_t g = 1; g <= 3; g++)
    if (indices_must(op, g))
      return CMIR_FAIL;
  return result_must(op, 0, is_memref(res_type(op, 0)), D_MEMREF);
}

typedef enum SliceResult {
  SLICE_OK,
  SLICE_RANK_TOO_LARGE,
  SLICE_SIZE_MISMATCH,
  SLICE_ELEM_MISMATCH,
  SLICE_MEMSPACE_MISMATCH,
  SLICE_LAYOUT_MISMATCH
} SliceResult;

static CmirStatus subview_error(CmirOp *op, SliceResult r, const CmirType *expected) {
  char *es = cmir_type_str(expected);
  char *el = cmir_type_str(expected->shaped.elem);
  switch (r) {
  case SLICE_RANK_TOO_LARGE:
    cmir_op_error(op, "expected result rank to be smaller or equal to the source rank. ");
    break;
  case SLICE_SIZE_MISMATCH:
    cmir_op_error(op,
                  "expected result type to be '%s' or a rank-reduced version. (mismatch of "
                  "result sizes) ",
                  es);
    break;
  case SLICE_ELEM_MISMATCH:
    cmir_op_error(op, "expected result element type to be '%s'", el);
    break;
  case SLICE_MEMSPACE_MISMATCH:
    cmir_op_error(op, "expected result and source memory spaces to match.");
    break;
  default:
    cmir_op_error(op,
                  "expected result type to be '%s' or a rank-reduced version. (mismatch of "
                  "result layout) ",
                  es);
    break;
  }
  free(es);
  free(el);
  return CMIR_FAIL;
}

static CmirStatus verify_subview(CmirOp *op) {
  ViewParts vp;
  if (view_parts(op, &vp) || view_operands_must(op, true))
    return CMIR_FAIL;
  CmirContext *ctx = op->info->ctx;
  const CmirType *base = opnd_type(op, 0), *sv = res_type(op, 0);
  uint32_t rank = base->shaped.rank;
  uint32_t max[3] = {rank, rank, rank};
  if (verify_offset_size_stride(op, &vp, max))
    return CMIR_FAIL;
  if (base->shaped.extra != sv->shaped.extra) {
    char *bs = cmir_type_str(base), *ss = cmir_type_str(sv);
    cmir_op_error(op,
                  "different memory spaces specified for base memref type '%s' and subview "
                  "memref type '%s'",
                  bs, ss);
    free(bs);
    free(ss);
    return CMIR_FAIL;
  }
  int64_t *bstr = cmir_xmalloc(sizeof(int64_t) * (rank + 1)), boff;
  if (!get_strides(base, bstr, &boff)) {
    free(bstr);
    char *bs = cmir_type_str(base);
    cmir_op_error(op, "base type '%s' is not strided", bs);
    free(bs);
    return CMIR_FAIL;
  }
  /* Expected type without rank reduction: MLIR's SubViewOp::inferResultType. */
  SatInt off = sat(boff);
  int64_t *tstr = cmir_xmalloc(sizeof(int64_t) * (rank + 1));
  for (uint32_t i = 0; i < rank; i++) {
    off = sat_add(off, sat_mul(sat(vp.v[0][i]), sat(bstr[i])));
    tstr[i] = unsat(sat_mul(sat(bstr[i]), sat(vp.v[2][i])));
  }
  const CmirAttr *layout = cmir_attr_strided(ctx, unsat(off), rank, tstr);
  const CmirType *expected = memref_like(ctx, base, rank, vp.v[1], layout);
  free(bstr);
  free(tstr);
  if (expected == sv)
    return CMIR_OK;
  uint32_t rr = sv->shaped.rank;
  bool *unused = cmir_xmalloc(rank + 1);
  SliceResult r = SLICE_OK;
  if (rr > rank)
    r = SLICE_RANK_TOO_LARGE;
  else if (!rank_reduction_mask(expected->shaped.shape, rank, sv->shaped.shape, rr, unused))
    r = SLICE_SIZE_MISMATCH;
  else if (expected->shaped.elem != sv->shaped.elem)
    r = SLICE_ELEM_MISMATCH;
  else if (expected->shaped.extra != sv->shaped.extra)
    r = SLICE_MEMSPACE_MISMATCH;
  if (r == SLICE_OK) {
    int64_t *es = cmir_xmalloc(sizeof(int64_t) * (rank + 1));
    int64_t *ss = cmir_xmalloc(sizeof(int64_t) * (rr + 1));
    int64_t eo, so;
    if (!get_strides(expected, es, &eo) || !get_strides(sv, ss, &so) || eo != so ||
        !memref_reduction_mask(expected, sv, vp.v[1], vp.n[1], NULL, unused)) {
      r = SLICE_LAYOUT_MISMATCH;
    } else {
      for (uint32_t i = 0, j = 0; i < rank && r == SLICE_OK; i++) {
        if (unused[i])
          continue;
        if (j >= rr || es[i] != ss[j])
          r = SLICE_LAYOUT_MISMATCH;
        j++;
      }
    }
    free(es);
    free(ss);
  }
  free(unused);
  return r == SLICE_OK ? CMIR_OK : subview_error(op, r, expected);
}

static CmirStatus verify_reinterpret_cast(CmirOp *op) {
  ViewParts vp;
  if (view_parts(op, &vp) || view_operands_must(op, false))
    return CMIR_FAIL;
  const CmirType *src = opnd_type(op, 0), *res = res_type(op, 0);
  uint32_t rank = res->shaped.rank;
  uint32_t max[3] = {1, rank, rank};
  if (verify_offset_size_stride(op, &vp, max))
    return CMIR_FAIL;
  char *ss = cmir_type_str(src), *rs = cmir_type_str(res);
  CmirStatus rc = CMIR_FAIL;
  if (src->shaped.extra != res->shaped.extra) {
    cmir_op_error(op,
                  "different memory spaces specified for source type '%s' and result memref "
                  "type '%s'",
                  ss, rs);
    goto done;
  }
  if (src->shaped.elem != res->shaped.elem) {
    cmir_op_error(op,
                  "different element types specified for source type '%s' and result memref "
                  "type '%s'",
                  ss, rs);
    goto done;
  }
  for (uint32_t i = 0; i < rank && i < vp.n[1]; i++) {
    int64_t have = res->shaped.shape[i], want = vp.v[1][i];
    if (have != CMIR_DYNAMIC && want != CMIR_DYNAMIC && have != want) {
      cmir_op_error(
          op, "expected result type with size = %" PRId64 " instead of %" PRId64 " in dim = %u",
          want, have, i);
      goto done;
    }
  }
  int64_t *str = cmir_xmalloc(sizeof(int64_t) * (rank + 1)), off;
  if (!get_strides(res, str, &off)) {
    free(str);
    cmir_op_error(op, "expected result type to have strided layout but found '%s'", rs);
    goto done;
  }
  int64_t want_off = vp.v[0][0];
  if (off != CMIR_DYNAMIC && want_off != CMIR_DYNAMIC && off != want_off) {
    free(str);
    cmir_op_error(op, "expected result type with offset = %" PRId64 " instead of %" PRId64,
                  want_off, off);
    goto done;
  }
  for (uint32_t i = 0; i < rank && i < vp.n[2]; i++) {
    int64_t have = str[i], want = vp.v[2][i];
    if (have != CMIR_DYNAMIC && want != CMIR_DYNAMIC && have != want) {
      free(str);
      cmir_op_error(
          op, "expected result type with stride = %" PRId64 " instead of %" PRId64 " in dim = %u",
          want, have, i);
      goto done;
    }
  }
  free(str);
  rc = CMIR_OK;
done:
  free(ss);
  free(rs);
  return rc;
}

/* ---- transpose ---- */

/* makeStridedLinearLayoutMap: offset + sum of d_i * stride_i, a symbol for
 * each dynamic value in order. */
static const CmirAffineMap *strided_map(CmirContext *c, uint32_t rank, const int64_t *strides,
                                        int64_t offset) {
  uint32_t ns = 0;
  const CmirAffineExpr *e =
      offset == CMIR_DYNAMIC ? cmir_affine_sym(c, ns++) : cmir_affine_const(c, offset);
  for (uint32_t i = 0; i < rank; i++) {
    const CmirAffineExpr *m =
        strides[i] == CMIR_DYNAMIC ? cmir_affine_sym(c, ns++) : cmir_affine_const(c, strides[i]);
    e = cmir_affine_bin(c, CMIR_AFFINE_ADD, e,
                        cmir_affine_bin(c, CMIR_AFFINE_MUL, cmir_affine_dim(c, i), m));
  }
  return cmir_affine_map(c, rank, ns, 1, &e);
}

/* makeCanonicalStridedLayoutExpr: the row-major layout of shape, a symbol
 * for each stride left of a dynamic or zero size, simplified. */
static const CmirAffineExpr *row_major_expr(CmirContext *c, uint32_t rank, const int64_t *shape) {
  const CmirAffineExpr *e = NULL;
  uint32_t ns = 0;
  bool poisoned = false;
  int64_t running = 1;
  for (uint32_t i = rank; i-- > 0;) {
    const CmirAffineExpr *s = poisoned ? cmir_affine_sym(c, ns++) : cmir_affine_const(c, running);
    const CmirAffineExpr *t = cmir_affine_bin(c, CMIR_AFFINE_MUL, cmir_affine_dim(c, i), s);
    e = e ? cmir_affine_bin(c, CMIR_AFFINE_ADD, e, t) : t;
    if (shape[i] > 0 && !cmir_ckd_mul(&running, running, shape[i]))
      continue;
    poisoned = true;
  }
  return cmir_affine_expr_simplify(c, e, rank, ns);
}

/* canonicalizeStridedLayout for a memref like t of the given shape and
 * layout, whose affine map is m: the layout as it is if m is the identity
 * (a 1-D strided<[1]> stays), none if m is the row-major layout of the
 * shape, else m simplified. */
static const CmirType *canonical_strided(CmirContext *c, const CmirType *t, uint32_t rank,
                                         const int64_t *shape, const CmirAttr *layout,
                                         const CmirAffineMap *m) {
  if (m && !map_is_identity(m) && m->nres == 1) {
    const CmirAffineExpr *e = m->exprs[0];
    if (m->ndims == 0 && m->nsyms == 0) {
      if (e->kind == CMIR_AFFINE_CONST && e->value == 0)
        layout = NULL;
    } else if (rank) {
      const CmirAffineExpr *s = cmir_affine_expr_simplify(c, e, m->ndims, m->nsyms);
      layout = s == row_major_expr(c, rank, shape)
                   ? NULL
                   : cmir_attr_affine_map(c, cmir_affine_map(c, m->ndims, m->nsyms, 1, &s));
    }
  }
  return memref_like(c, t, rank, shape, layout);
}

/* The layout of t as an affine map; NULL for the default layout. */
static const CmirAffineMap *layout_map(CmirContext *c, const CmirType *t) {
  const CmirAttr *l = t->shaped.layout;
  if (!l)
    return NULL;
  if (l->kind == CMIR_ATTR_AFFINE_MAP)
    return l->map.map;
  if (l->kind == CMIR_ATTR_STRIDED)
    return strided_map(c, l->strided.rank, l->strided.strides, l->strided.offset);
  return NULL;
}

static bool is_permutation(const CmirAffineMap *m) {
  if (m->nsyms || m->ndims != m->nres)
    return false;
  bool seen[64] = {0};
  for (uint32_t i = 0; i < m->nres; i++) {
    const CmirAffineExpr *e = m->exprs[i];
    if (e->kind != CMIR_AFFINE_DIM || e->position >= 64 || seen[e->position])
      return false;
    seen[e->position] = true;
  }
  return true;
}

static CmirStatus verify_transpose(CmirOp *op) {
  const CmirAttr *pa = cmir_op_get_prop(op, "permutation");
  if (attr_must(op, "permutation", pa->kind == CMIR_ATTR_AFFINE_MAP, "AffineMap attribute") ||
      operand_must(op, 0, is_strided(opnd_type(op, 0)), D_STRIDED_MEMREF) ||
      result_must(op, 0, is_strided(res_type(op, 0)), D_STRIDED_MEMREF))
    return CMIR_FAIL;
  const CmirAffineMap *perm = pa->map.map;
  const CmirType *src = opnd_type(op, 0), *res = res_type(op, 0);
  uint32_t rank = src->shaped.rank;
  if (!is_permutation(perm))
    return cmir_verify_error(op, "expected a permutation map");
  if (perm->ndims != rank)
    return cmir_verify_error(op, "expected a permutation map of same rank as the input");
  CmirContext *c = cmir_op_context(op);
  int64_t *buf = cmir_xmalloc(sizeof *buf * (3 * rank + 1)), offset;
  int64_t *strides = buf, *pstrides = buf + rank, *pshape = buf + 2 * rank;
  get_strides(src, strides, &offset);
  for (uint32_t i = 0; i < rank; i++) {
    pshape[i] = src->shaped.shape[perm->exprs[i]->position];
    pstrides[i] = strides[perm->exprs[i]->position];
  }
  const CmirType *want = canonical_strided(c, src, rank, pshape,
                                           cmir_attr_strided(c, offset, rank, pstrides),
                                           strided_map(c, rank, pstrides, offset));
  const CmirType *have = canonical_strided(c, res, res->shaped.rank, res->shaped.shape,
                                           res->shaped.layout, layout_map(c, res));
  free(buf);
  if (want == have)
    return CMIR_OK;
  char *hs = cmir_type_str(res), *ws = cmir_type_str(want);
  cmir_verify_error(
      op, "result type '%s' is not equivalent to the canonical transposed input type '%s'", hs, ws);
  free(hs);
  free(ws);
  return CMIR_FAIL;
}

/* The identity permutation between equal types is the source; a
 * transpose of a transpose takes the inner one's source and the composed
 * permutation (in place, as MLIR's fold). */
static bool fold_transpose(CmirOp *op, const CmirAttr *const *cst, CmirFoldResult *out) {
  (void)cst;
  const CmirAttr *pa = cmir_op_get_prop(op, "permutation");
  if (!pa || pa->kind != CMIR_ATTR_AFFINE_MAP)
    return false;
  if (map_is_identity(pa->map.map) && opnd_type(op, 0) == res_type(op, 0)) {
    out->value = op->opnds[0].value;
    return true;
  }
  CmirOp *def = cmir_value_def(op->opnds[0].value);
  if (!def || def->info != op->info)
    return false;
  const CmirAttr *qa = cmir_op_get_prop(def, "permutation");
  if (!qa || qa->kind != CMIR_ATTR_AFFINE_MAP)
    return false;
  const CmirAffineMap *p = pa->map.map, *q = qa->map.map;
  if (p->ndims != q->nres || !is_permutation(p) || !is_permutation(q))
    return false;
  const CmirAffineExpr **e = cmir_xmalloc(sizeof *e * (p->nres + 1));
  for (uint32_t i = 0; i < p->nres; i++)
    e[i] = q->exprs[p->exprs[i]->position];
  CmirContext *c = cmir_op_context(op);
  const CmirAttr *composed = cmir_attr_affine_map(c, cmir_affine_map(c, q->ndims, 0, p->nres, e));
  free(e);
  cmir_op_set_operand(op, 0, def->opnds[0].value);
  cmir_op_set_prop(op, "permutation", composed);
  out->value = &op->results[0];
  return true;
}

/* $in <affine map> attr-dict `:` type($in) `to` type($result), the source
 * a ranked memref. */
static const CmirType *parse_memref_type(CmirParser *p) {
  const char *pos = p->tok.s;
  const CmirType *t = cmir_parser_type(p);
  if (t && !is_memref(t)) {
    cmir_parser_error_at(p, pos, "invalid kind of type specified");
    return NULL;
  }
  return t;
}

static CmirStatus transpose_parse(CmirParser *p, CmirOpState *st) {
  CmirUnresolved u;
  if (cmir_parser_operand(p, &u))
    return CMIR_FAIL;
  const CmirAttr *perm = cmir_parser_affine_map_body(p, false);
  if (!perm)
    return CMIR_FAIL;
  cmir_opstate_set_prop(st, "permutation", perm);
  if (cmir_parser_opt_attr_dict(p, st) || cmir_parser_expect(p, TOK_COLON, "':'"))
    return CMIR_FAIL;
  const CmirType *t = parse_memref_type(p);
  if (!t)
    return CMIR_FAIL;
  CmirUnresolvedVec v = {0};
  cmir_vec_push(&v, u);
  CmirStatus rc = cmir_parser_resolve_into(p, st, &v, &t, 1);
  cmir_vec_free(&v);
  if (rc || cmir_parser_expect_keyword(p, "to"))
    return CMIR_FAIL;
  /* Any result type parses; the verifier wants a strided memref. */
  const CmirType *rt = cmir_parser_type(p);
  if (!rt)
    return CMIR_FAIL;
  cmir_opstate_add_result(st, rt);
  cmir_opstate_finalize_props(st, NULL, 0);
  return CMIR_OK;
}

static void transpose_print(CmirPrinter *pr, CmirOp *op) {
  cmir_printer_putc(pr, ' ');
  cmir_printer_value(pr, op->opnds[0].value);
  cmir_printer_putc(pr, ' ');
  /* The map without its affine_map<...> wrapper, never as an alias. */
  char *s = cmir_attr_str(cmir_op_get_prop(op, "permutation"));
  size_t n = strlen(s);
  const char *body = strncmp(s, "affine_map<", 11) == 0 && n > 12 ? s + 11 : s;
  cmir_sb_putn(pr->out, body, body == s ? n : n - 12);
  free(s);
  static const char *const elide[] = {"permutation", NULL};
  cmir_printer_attr_dict(pr, op, elide, false);
  cmir_printer_puts(pr, " : ");
  cmir_printer_type(pr, opnd_type(op, 0));
  cmir_printer_puts(pr, " to ");
  cmir_printer_type(pr, res_type(op, 0));
}

/* ---- reshapes: expand_shape, collapse_shape ---- */

/* The reassociation property as groups of dims; NULL if it is not an array
 * of i64 arrays. */
static bool reassociation_ok(const CmirAttr *a) {
  if (!a || a->kind != CMIR_ATTR_ARRAY)
    return false;
  for (uint32_t i = 0; i < a->arr.n; i++) {
    const CmirAttr *g = a->arr.elems[i];
    if (g->kind != CMIR_ATTR_ARRAY)
      return false;
    for (uint32_t k = 0; k < g->arr.n; k++)
      if (!is_i64_attr(g->arr.elems[k]))
        return false;
  }
  return true;
}

static int64_t reassoc_at(const CmirAttr *r, uint32_t g, uint32_t k) {
  return (int64_t)r->arr.elems[g]->arr.elems[k]->i.v;
}

/* MLIR's verifyCollapsedShape (multiple dynamic dims per group allowed). */
static CmirStatus verify_collapsed_shape(CmirOp *op, const CmirType *collapsed,
                                         const CmirType *expanded, const CmirAttr *r) {
  uint32_t cr = collapsed->shaped.rank, er = expanded->shaped.rank;
  const int64_t *cs = collapsed->shaped.shape, *es = expanded->shaped.shape;
  if (cr != r->arr.n)
    return cmir_verify_error(op, "invalid number of reassociation groups: found %u, expected %u",
                             r->arr.n, cr);
  int64_t next = 0;
  for (uint32_t g = 0; g < r->arr.n; g++) {
    bool dyn = false;
    for (uint32_t k = 0; k < r->arr.elems[g]->arr.n; k++) {
      int64_t d = reassoc_at(r, g, k);
      if (d != next++)
        return cmir_verify_error(op, "reassociation indices must be contiguous");
      if (d >= (int64_t)er)
        return cmir_verify_error(op, "reassociation index %" PRId64 " is out of bounds", d);
      if (es[d] == CMIR_DYNAMIC)
        dyn = true;
    }
    if ((cs[g] == CMIR_DYNAMIC) != dyn)
      return cmir_verify_error(op,
                               "collapsed dim (%u) must be dynamic if and only if "
                               "reassociation group is dynamic",
                               g);
    if (!dyn) {
      int64_t size = 1;
      bool overflow = false;
      for (uint32_t k = 0; k < r->arr.elems[g]->arr.n; k++)
        overflow |= cmir_ckd_mul(&size, size, es[reassoc_at(r, g, k)]);
      if (overflow) /* MLIR's product wraps */
        return cmir_verify_error(op, "size of reassociation group %u does not fit in 64 bits", g);
      if (size != cs[g])
        return cmir_verify_error(op,
                                 "collapsed dim size (%" PRId64 ") must equal reassociation "
                                 "group size (%" PRId64 ")",
                                 cs[g], size);
    }
  }
  if (cr == 0) {
    for (uint32_t i = 0; i < er; i++)
      if (es[i] != 1)
        return cmir_verify_error(op, "rank 0 memrefs can only be extended/collapsed with/from "
                                     "ones");
  } else if (next != (int64_t)er) {
    return cmir_verify_error(op,
                             "expanded rank (%u) inconsistent with number of reassociation "
                             "indices (%" PRId64 ")",
                             er, next);
  }
  return CMIR_OK;
}

static CmirStatus reshape_prelude(CmirOp *op, const CmirAttr **r) {
  *r = cmir_op_get_prop(op, "reassociation");
  if (attr_must(op, "reassociation", reassociation_ok(*r),
                "Array of 64-bit integer array attributes"))
    return CMIR_FAIL;
  if (cmir_op_get_prop(op, "static_output_shape") && i64_array_must(op, "static_output_shape"))
    return CMIR_FAIL;
  if (operand_must(op, 0, is_strided(opnd_type(op, 0)), D_STRIDED_MEMREF))
    return CMIR_FAIL;
  if (op->info->nopnd_groups > 1 && indices_must(op, 1))
    return CMIR_FAIL;
  return result_must(op, 0, is_strided(res_type(op, 0)), D_STRIDED_MEMREF);
}

static CmirStatus type_mismatch(CmirOp *op, const char *what, const CmirType *want,
                                const CmirType *got) {
  char *ws = cmir_type_str(want), *gs = cmir_type_str(got);
  cmir_verify_error(op, "expected %s type to be '%s' but found '%s'", what, ws, gs);
  free(ws);
  free(gs);
  return CMIR_FAIL;
}

static CmirStatus verify_expand_shape(CmirOp *op) {
  const CmirAttr *r;
  if (reshape_prelude(op, &r))
    return CMIR_FAIL;
  CmirContext *ctx = op->info->ctx;
  const CmirType *src = opnd_type(op, 0), *res = res_type(op, 0);
  uint32_t r0 = src->shaped.rank, r1 = res->shaped.rank;
  if (r0 > r1)
    return cmir_verify_error(op,
                             "has source rank %u and result rank %u. This is not an "
                             "expansion (%u > %u).",
                             r0, r1, r0, r1);
  if (verify_collapsed_shape(op, src, res, r))
    return CMIR_FAIL;
  /* Expected result type: MLIR's computeExpandedType. */
  const CmirAttr *layout = NULL;
  if (!cmir_memref_layout_is_identity(src)) {
    int64_t *ss = cmir_xmalloc(sizeof(int64_t) * (r0 + 1)), off;
    if (!get_strides(src, ss, &off)) {
      free(ss);
      return cmir_verify_error(op, "invalid source layout map");
    }
    int64_t *rs = cmir_xmalloc(sizeof(int64_t) * (r1 + 1));
    for (uint32_t i = 0; i < r1; i++)
      rs[i] = 1;
    int64_t at = (int64_t)r1 - 1;
    for (uint32_t g = r->arr.n; g-- > 0;) {
      SatInt cur = sat(ss[g]);
      for (uint32_t k = 0; k < r->arr.elems[g]->arr.n && at >= 0; k++, at--) {
        rs[at] = unsat(cur);
        cur = sat_mul(cur, sat(res->shaped.shape[at]));
      }
    }
    layout = cmir_attr_strided(ctx, off, r1, rs);
    free(ss);
    free(rs);
  }
  const CmirType *expected = memref_like(ctx, src, r1, res->shaped.shape, layout);
  if (expected != res)
    return type_mismatch(op, "expanded", expected, res);
  uint32_t n;
  const int64_t *shape;
  if (!i64_array(op, "static_output_shape", &n, &shape))
    return cmir_verify_error(op, "requires attribute 'static_output_shape'");
  if (n != r1)
    return cmir_verify_error(op,
                             "expected number of static shape bounds to be equal to the "
                             "output rank (%u) but found %u inputs instead",
                             r1, n);
  uint32_t ndyn = count_of(shape, n, CMIR_DYNAMIC);
  if (op->nopnds - 1 != ndyn)
    return cmir_verify_error(op,
                             "mismatch in dynamic dims in output_shape and "
                             "static_output_shape: static_output_shape has %u dynamic dims "
                             "while output_shape has %u values",
                             ndyn, op->nopnds - 1);
  for (uint32_t i = 0; i < r1; i++)
    if (res->shaped.shape[i] != CMIR_DYNAMIC && res->shaped.shape[i] != shape[i])
      return cmir_verify_error(op, "invalid output shape provided at pos %u", i);
  return CMIR_OK;
}

static CmirStatus verify_collapse_shape(CmirOp *op) {
  const CmirAttr *r;
  if (reshape_prelude(op, &r))
    return CMIR_FAIL;
  CmirContext *ctx = op->info->ctx;
  const CmirType *src = opnd_type(op, 0), *res = res_type(op, 0);
  uint32_t r0 = src->shaped.rank, r1 = res->shaped.rank;
  if (r0 < r1)
    return cmir_verify_error(op,
                             "has source rank %u and result rank %u. This is not a collapse "
                             "(%u < %u).",
                             r0, r1, r0, r1);
  if (verify_collapsed_shape(op, res, src, r))
    return CMIR_FAIL;
  const CmirAttr *layout = NULL;
  if (!cmir_memref_layout_is_identity(src)) {
    /* MLIR's computeCollapsedLayoutMap (non-strict). */
    const int64_t *shape = src->shaped.shape;
    int64_t *ss = cmir_xmalloc(sizeof(int64_t) * (r0 + 1)), off;
    int64_t *rs = cmir_xmalloc(sizeof(int64_t) * (r->arr.n + 1));
    bool ok = get_strides(src, ss, &off);
    for (uint32_t g = 0; ok && g < r->arr.n; g++) {
      uint32_t len = r->arr.elems[g]->arr.n;
      if (!len) {
        ok = false;
        break;
      }
      while (len > 1 && shape[reassoc_at(r, g, len - 1)] == 1)
        len--;
      int64_t last = reassoc_at(r, g, len - 1);
      rs[g] = shape[last] != CMIR_DYNAMIC || len == 1 ? ss[last] : CMIR_DYNAMIC;
    }
    for (uint32_t g = r->arr.n; ok && g-- > 0;) {
      SatInt stride = sat(rs[g]);
      for (uint32_t k = r->arr.elems[g]->arr.n; ok && k-- > 1;) {
        int64_t idx = reassoc_at(r, g, k);
        stride = sat_mul(stride, sat(shape[idx]));
        if (shape[idx - 1] == 1)
          continue;
        SatInt src_stride = sat(ss[idx - 1]);
        if (!stride.dyn && !src_stride.dyn && stride.v != src_stride.v)
          ok = false;
      }
    }
    if (ok)
      layout = cmir_attr_strided(ctx, off, r->arr.n, rs);
    free(ss);
    free(rs);
    if (!ok)
      return cmir_verify_error(op, "invalid source layout map or collapsing non-contiguous dims");
  }
  const CmirType *expected = memref_like(ctx, src, r1, res->shaped.shape, layout);
  if (expected != res)
    return type_mismatch(op, "collapsed", expected, res);
  return CMIR_OK;
}

/* ---- metadata ---- */

static CmirStatus verify_extract_strided_metadata(CmirOp *op) {
  const CmirType *src = opnd_type(op, 0);
  if (operand_must(op, 0, is_strided(src), D_STRIDED_MEMREF))
    return CMIR_FAIL;
  CmirContext *ctx = op->info->ctx;
  uint32_t rank = src->shaped.rank, n = 2 + 2 * rank;
  const CmirType *base = cmir_type_memref(ctx, 0, NULL, src->shaped.elem, NULL, src->shaped.extra);
  bool same = op->nresults == n;
  for (uint32_t i = 0; same && i < n; i++)
    same = res_type(op, i) == (i ? ctx->index : base);
  if (same)
    return CMIR_OK;
  CmirStrBuf sb;
  cmir_sb_init(&sb);
  for (uint32_t i = 0; i < n; i++) {
    char *ts = cmir_type_str(i ? ctx->index : base);
    cmir_sb_puts(&sb, i ? ", '" : "'");
    cmir_sb_puts(&sb, ts);
    cmir_sb_putc(&sb, '\'');
    free(ts);
  }
  cmir_sb_puts(&sb, " are incompatible with return type(s) of operation ");
  for (uint32_t i = 0; i < op->nresults; i++) {
    char *ts = cmir_type_str(res_type(op, i));
    cmir_sb_puts(&sb, i ? ", '" : "'");
    cmir_sb_puts(&sb, ts);
    cmir_sb_putc(&sb, '\'');
    free(ts);
  }
  cmir_verify_error(op, "inferred type(s) %s", cmir_sb_cstr(&sb));
  cmir_sb_free(&sb);
  return cmir_verify_error(op, "failed to infer returned types");
}

static CmirStatus verify_extract_aligned_pointer(CmirOp *op) {
  if (operand_must(op, 0, is_any_memref(opnd_type(op, 0)), D_ANY_MEMREF))
    return CMIR_FAIL;
  return result_must(op, 0, is_index(res_type(op, 0)), D_INDEX);
}

static CmirStatus verify_assume_alignment(CmirOp *op) {
  const CmirAttr *a = cmir_op_get_prop(op, "alignment");
  bool ok = a->kind == CMIR_ATTR_INTEGER && cmir_type_is_signless_int(a->i.type, 32) &&
            (int32_t)a->i.v > 0;
  if (attr_must(op, "alignment", ok, "32-bit signless integer attribute whose value is positive") ||
      operand_must(op, 0, is_memref(opnd_type(op, 0)), D_MEMREF))
    return CMIR_FAIL;
  uint32_t v = (uint32_t)a->i.v;
  if (v & (v - 1))
    return cmir_verify_error(op, "alignment must be power of 2");
  return CMIR_OK;
}

/* $memref `,` $alignment attr-dict `:` type($memref), the alignment an
 * untyped i32. */
static CmirStatus assume_alignment_parse(CmirParser *p, CmirOpState *st) {
  CmirUnresolved u;
  if (cmir_parser_operand(p, &u) || cmir_parser_expect(p, TOK_COMMA, "','"))
    return CMIR_FAIL;
  const CmirAttr *a = cmir_parser_attr(p, p->ctx->i32);
  if (!a)
    return CMIR_FAIL;
  cmir_opstate_set_prop(st, "alignment", a);
  if (cmir_parser_opt_attr_dict(p, st) || cmir_parser_expect(p, TOK_COLON, "':'"))
    return CMIR_FAIL;
  const char *pos = p->tok.s;
  const CmirType *t = cmir_parser_type(p);
  if (!t)
    return CMIR_FAIL;
  if (!is_memref(t))
    return cmir_parser_error_at(p, pos, "invalid kind of type specified");
  CmirUnresolvedVec v = {0};
  cmir_vec_push(&v, u);
  CmirStatus rc = cmir_parser_resolve_into(p, st, &v, &t, 1);
  cmir_vec_free(&v);
  cmir_opstate_finalize_props(st, NULL, 0);
  return rc;
}

static void assume_alignment_print(CmirPrinter *pr, CmirOp *op) {
  cmir_printer_putc(pr, ' ');
  cmir_printer_value(pr, op->opnds[0].value);
  cmir_printer_puts(pr, ", ");
  cmir_printer_attr_no_type(pr, cmir_op_get_prop(op, "alignment"));
  static const char *const elide[] = {"alignment", NULL};
  cmir_printer_attr_dict(pr, op, elide, false);
  cmir_printer_puts(pr, " : ");
  cmir_printer_type(pr, opnd_type(op, 0));
}

/* ---- view, reshape ---- */

static CmirStatus verify_view(CmirOp *op) {
  const CmirType *base = opnd_type(op, 0), *view = res_type(op, 0);
  bool ok =
      is_memref(base) && base->shaped.rank == 1 && cmir_type_is_signless_int(base->shaped.elem, 8);
  if (operand_must(op, 0, ok, "1D memref of 8-bit signless integer values") ||
      operand_must(op, 1, is_index(opnd_type(op, 1)), D_INDEX) || indices_must(op, 2) ||
      result_must(op, 0, is_memref(view), D_MEMREF))
    return CMIR_FAIL;
  char *bs = cmir_type_str(base), *vs = cmir_type_str(view);
  CmirStatus rc = CMIR_OK;
  uint32_t ndyn = 0;
  for (uint32_t i = 0; i < view->shaped.rank; i++)
    ndyn += view->shaped.shape[i] == CMIR_DYNAMIC;
  if (!cmir_memref_layout_is_identity(base))
    rc = cmir_op_error(op, "unsupported map for base memref type '%s'", bs);
  else if (!cmir_memref_layout_is_identity(view))
    rc = cmir_op_error(op, "unsupported map for result memref type '%s'", vs);
  else if (base->shaped.extra != view->shaped.extra)
    rc = cmir_op_error(op,
                       "different memory spaces specified for base memref type '%s' and view "
                       "memref type '%s'",
                       bs, vs);
  else if (op->nopnds - 2 != ndyn)
    rc = cmir_op_error(op, "incorrect number of size operands for type '%s'", vs);
  free(bs);
  free(vs);
  return rc;
}

static CmirStatus verify_reshape(CmirOp *op) {
  const CmirType *src = opnd_type(op, 0), *shape = opnd_type(op, 1), *res = res_type(op, 0);
  bool shape_ok =
      is_memref(shape) && shape->shaped.rank == 1 &&
      (cmir_type_is_signless_int(shape->shaped.elem, 0) || is_index(shape->shaped.elem));
  if (operand_must(op, 0, is_any_memref(src), D_ANY_MEMREF) ||
      operand_must(op, 1, shape_ok, "1D memref of signless integer or index values") ||
      result_must(op, 0, is_any_memref(res), D_ANY_MEMREF))
    return CMIR_FAIL;
  if (src->shaped.elem != res->shaped.elem)
    return cmir_verify_error(op, "element types of source and destination memref types should be "
                                 "the same");
  if (is_memref(src) && !cmir_memref_layout_is_identity(src))
    return cmir_verify_error(op, "source memref type should have identity affine map");
  if (is_memref(res)) {
    if (!cmir_memref_layout_is_identity(res))
      return cmir_verify_error(op, "result memref type should have identity affine map");
    if (shape->shaped.shape[0] == CMIR_DYNAMIC)
      return cmir_verify_error(op, "cannot use shape operand with dynamic length to reshape to "
                                   "statically-ranked memref type");
    if (shape->shaped.shape[0] != (int64_t)res->shaped.rank)
      return cmir_verify_error(op, "length of shape operand differs from the result's memref "
                                   "rank");
  }
  return CMIR_OK;
}

/* ---- alloca_scope, prefetch ---- */

/* alloca_scope (`->` `(` types `)`)? region attr-dict; a body without a
 * terminator gets memref.alloca_scope.return. */
static CmirStatus alloca_scope_parse(CmirParser *p, CmirOpState *st) {
  if (cmir_parser_consume_if(p, TOK_ARROW)) {
    CmirTypeVec tv = {0};
    CmirStatus rc = cmir_parser_result_types(p, &tv);
    for (uint32_t i = 0; !rc && i < tv.len; i++)
      cmir_opstate_add_result(st, tv.data[i]);
    cmir_vec_free(&tv);
    if (rc)
      return CMIR_FAIL;
  }
  CmirRegion *r = cmir_opstate_add_region(st);
  if (cmir_parser_op_region(p, st, r, NULL, 0, false))
    return CMIR_FAIL;
  if (!r->first)
    cmir_region_append(r, cmir_block_create());
  CmirBlock *b = r->first;
  if (!b->last || !cmir_op_isa(b->last, CMIR_OP_MEMREF_ALLOCA_SCOPE_RETURN)) {
    CmirOpState rs;
    const CmirOpInfo *ri = cmir_op_info_by_id(st->ctx, CMIR_OP_MEMREF_ALLOCA_SCOPE_RETURN);
    cmir_opstate_init(&rs, st->ctx, ri, st->loc);
    cmir_opstate_finalize_props(&rs, NULL, 0);
    cmir_block_append(b, cmir_op_create(&rs));
    cmir_opstate_free(&rs);
  }
  return cmir_parser_opt_attr_dict(p, st);
}

static void alloca_scope_print(CmirPrinter *pr, CmirOp *op) {
  cmir_printer_putc(pr, ' ');
  if (op->nresults) {
    cmir_printer_puts(pr, " -> (");
    cmir_printer_types(pr, op->results, op->nresults);
    cmir_printer_putc(pr, ')');
  }
  cmir_printer_putc(pr, ' ');
  cmir_printer_region(pr, &cmir_op_regions(op)[0], false, op->nresults > 0);
  cmir_printer_attr_dict(pr, op, NULL, false);
}

/* SizedRegion<1>; the terminator is checked with the block (MLIR checks
 * SingleBlockImplicitTerminator only after the region verified). */
static CmirStatus verify_alloca_scope(CmirOp *op) {
  CmirRegion *r = &cmir_op_regions(op)[0];
  if (!r->first || r->first != r->last)
    return cmir_verify_error(op, "region #0 ('bodyRegion') failed to verify constraint: region "
                                 "with 1 blocks");
  return CMIR_OK;
}

static CmirStatus verify_alloca_scope_return(CmirOp *op) {
  CmirOp *parent = cmir_op_parent(op);
  if (!parent || !cmir_op_isa(parent, CMIR_OP_MEMREF_ALLOCA_SCOPE))
    return cmir_verify_error(op, "expects parent op 'memref.alloca_scope'");
  return CMIR_OK;
}

/* $memref `[` $indices `]` `,` (read|write) `,` `locality` `<` hint `>`
 * `,` (data|instr) attr-dict `:` type($memref) */
/* The type after the `:` of `%m[%i, ...] ... : type`: a memref type, with
 * which %m is resolved (and the indices with index); NULL after an error. */
static const CmirType *parse_memref_access_type(CmirParser *p, CmirOpState *st,
                                                const CmirUnresolved *m,
                                                const CmirUnresolvedVec *idx) {
  const char *tpos = p->tok.s;
  const CmirType *t = cmir_parser_type(p);
  if (!t)
    return NULL;
  if (!is_memref(t)) {
    cmir_parser_error_at(p, tpos, "invalid kind of type specified");
    return NULL;
  }
  CmirUnresolvedVec one = {0};
  cmir_vec_push(&one, *m);
  bool bad = cmir_parser_resolve_into(p, st, &one, &t, 1) ||
             cmir_parser_resolve_into(p, st, idx, &p->ctx->index, 1);
  cmir_vec_free(&one);
  return bad ? NULL : t;
}

static CmirStatus prefetch_parse(CmirParser *p, CmirOpState *st) {
  CmirContext *ctx = p->ctx;
  const char *npos = cmir_parser_op_name_pos(p);
  CmirUnresolved m;
  CmirUnresolvedVec idx = {0};
  CmirStatus rc = CMIR_FAIL;
  const char *rw = NULL, *cache = NULL;
  size_t rwn = 0, cachen = 0;
  if (cmir_parser_operand(p, &m) || cmir_parser_expect(p, TOK_LSQUARE, "'['") ||
      cmir_parser_operand_list(p, &idx, false) || cmir_parser_expect(p, TOK_RSQUARE, "']'") ||
      cmir_parser_expect(p, TOK_COMMA, "','") || cmir_parser_keyword(p, &rw, &rwn, "keyword") ||
      cmir_parser_expect(p, TOK_COMMA, "','") || cmir_parser_expect_keyword(p, "locality") ||
      cmir_parser_expect(p, TOK_LESS, "'<'"))
    goto done;
  const CmirAttr *hint = cmir_parser_attr(p, ctx->i32);
  if (!hint || cmir_parser_expect(p, TOK_GREATER, "'>'") ||
      cmir_parser_expect(p, TOK_COMMA, "','") ||
      cmir_parser_keyword(p, &cache, &cachen, "keyword") || cmir_parser_opt_attr_dict(p, st) ||
      cmir_parser_expect(p, TOK_COLON, "':'"))
    goto done;
  const CmirType *t = parse_memref_access_type(p, st, &m, &idx);
  if (!t)
    goto done;
  bool write = rwn == 5 && !memcmp(rw, "write", 5);
  if (!write && !(rwn == 4 && !memcmp(rw, "read", 4))) {
    cmir_parser_error_at(p, npos, "rw specifier has to be 'read' or 'write'");
    goto done;
  }
  bool data = cachen == 4 && !memcmp(cache, "data", 4);
  if (!data && !(cachen == 5 && !memcmp(cache, "instr", 5))) {
    cmir_parser_error_at(p, npos, "cache type has to be 'data' or 'instr'");
    goto done;
  }
  cmir_opstate_set_prop(st, "localityHint", hint);
  cmir_opstate_set_prop(st, "isWrite", cmir_attr_bool(ctx, write));
  cmir_opstate_set_prop(st, "isDataCache", cmir_attr_bool(ctx, data));
  cmir_opstate_finalize_props(st, NULL, 0);
  rc = CMIR_OK;
done:
  cmir_vec_free(&idx);
  return rc;
}

static void prefetch_print(CmirPrinter *pr, CmirOp *op) {
  const CmirAttr *w = cmir_op_get_prop(op, "isWrite");
  const CmirAttr *d = cmir_op_get_prop(op, "isDataCache");
  cmir_printer_putc(pr, ' ');
  cmir_printer_value(pr, op->opnds[0].value);
  cmir_printer_putc(pr, '[');
  cmir_printer_values(pr, op->opnds + 1, op->nopnds - 1);
  cmir_printer_puts(pr, w == pr->ctx->true_attr ? "], write" : "], read");
  cmir_printer_puts(pr, ", locality<");
  cmir_printer_attr_no_type(pr, cmir_op_get_prop(op, "localityHint"));
  cmir_printer_puts(pr, d == pr->ctx->true_attr ? ">, data" : ">, instr");
  static const char *const elide[] = {"localityHint", "isWrite", "isDataCache", NULL};
  cmir_printer_attr_dict(pr, op, elide, false);
  cmir_printer_puts(pr, " : ");
  cmir_printer_type(pr, opnd_type(op, 0));
}

static CmirStatus verify_prefetch(CmirOp *op) {
  const CmirAttr *w = cmir_op_get_prop(op, "isWrite");
  const CmirAttr *h = cmir_op_get_prop(op, "localityHint");
  const CmirAttr *d = cmir_op_get_prop(op, "isDataCache");
  bool hint_ok = h->kind == CMIR_ATTR_INTEGER && cmir_type_is_signless_int(h->i.type, 32) &&
                 (int32_t)h->i.v >= 0 && (int32_t)h->i.v <= 3;
  if (attr_must(op, "isWrite", cmir_attr_is_bool(w), "bool attribute") ||
      attr_must(op, "localityHint", hint_ok,
                "32-bit signless integer attribute whose minimum value is 0 whose maximum value "
                "is 3") ||
      attr_must(op, "isDataCache", cmir_attr_is_bool(d), "bool attribute") ||
      operand_must(op, 0, is_memref(opnd_type(op, 0)), D_MEMREF) || indices_must(op, 1))
    return CMIR_FAIL;
  if (op->nopnds != 1 + opnd_type(op, 0)->shaped.rank)
    return cmir_verify_error(op, "too few indices");
  return CMIR_OK;
}

/* ---- atomic_rmw, generic_atomic_rmw, atomic_yield ---- */

static bool is_float(const CmirType *t) { return t->kind == CMIR_TYPE_FLOAT; }
static bool int_or_float(const CmirType *t) {
  return cmir_type_is_signless_int(t, 0) || is_float(t);
}

/* AtomicRMWKind cases by index: which want floats, which integers. */
static bool rmw_kind_float(int64_t k) {
  return k == 0 || k == 3 || k == 6 || k == 9 || k == 13 || k == 14;
}
static bool rmw_kind_int(int64_t k) {
  return k == 1 || (k >= 4 && k <= 5) || (k >= 7 && k <= 8) || (k >= 10 && k <= 12);
}

static CmirStatus verify_atomic_rmw(CmirOp *op) {
  const CmirType *v = opnd_type(op, 0), *m = opnd_type(op, 1);
  if (operand_must(op, 0, int_or_float(v), "signless integer or floating-point") ||
      operand_must(op, 1, is_memref(m) && int_or_float(m->shaped.elem),
                   "memref of signless integer or floating-point values") ||
      trailing_indices_must(op, 2))
    return CMIR_FAIL;
  if (v != res_type(op, 0))
    return cmir_verify_error(op, "failed to verify that all of {value, result} have same type");
  if (v != m->shaped.elem)
    return cmir_verify_error(op, "failed to verify that value type matches element type of "
                                 "memref");
  if (op->nopnds - 2 != m->shaped.rank)
    return cmir_verify_error(op, "expects the number of subscripts to be equal to memref rank");
  const CmirAttr *k = cmir_op_get_prop(op, "kind");
  int64_t kind = k && k->kind == CMIR_ATTR_INTEGER ? (int64_t)k->i.v : -1;
  const char *name = kind >= 0 && kind < (int64_t)cmir_arith_atomic_rmw_kind.ncases
                         ? cmir_arith_atomic_rmw_kind.cases[kind]
                         : "";
  if (rmw_kind_float(kind) && !is_float(v))
    return cmir_verify_error(op, "with kind '%s' expects a floating-point type", name);
  if (rmw_kind_int(kind) && !cmir_type_is_signless_int(v, 0))
    return cmir_verify_error(op, "with kind '%s' expects an integer type", name);
  return CMIR_OK;
}

/* memref.generic_atomic_rmw %m[%i, ...] : type { ^bb0(%current: elem): ... } */
static CmirStatus generic_atomic_rmw_parse(CmirParser *p, CmirOpState *st) {
  CmirUnresolved m;
  CmirUnresolvedVec idx = {0};
  CmirStatus rc = CMIR_FAIL;
  if (cmir_parser_operand(p, &m) || cmir_parser_expect(p, TOK_LSQUARE, "'['") ||
      cmir_parser_operand_list(p, &idx, false) || cmir_parser_expect(p, TOK_RSQUARE, "']'") ||
      cmir_parser_expect(p, TOK_COLON, "':'"))
    goto done;
  const CmirType *t = parse_memref_access_type(p, st, &m, &idx);
  if (!t)
    goto done;
  CmirRegion *r = cmir_opstate_add_region(st);
  if (cmir_parser_op_region(p, st, r, NULL, 0, false) || cmir_parser_opt_attr_dict(p, st))
    goto done;
  cmir_opstate_add_result(st, t->shaped.elem);
  rc = CMIR_OK;
done:
  cmir_vec_free(&idx);
  return rc;
}

static void generic_atomic_rmw_print(CmirPrinter *pr, CmirOp *op) {
  cmir_printer_putc(pr, ' ');
  cmir_printer_value(pr, op->opnds[0].value);
  cmir_printer_putc(pr, '[');
  cmir_printer_values(pr, op->opnds + 1, op->nopnds - 1);
  cmir_printer_puts(pr, "] : ");
  cmir_printer_type(pr, opnd_type(op, 0));
  cmir_printer_putc(pr, ' ');
  cmir_printer_region(pr, &cmir_op_regions(op)[0], true, true);
  cmir_printer_attr_dict(pr, op, NULL, false);
}

/* An op of the body may not touch memory; ops with regions are judged by
 * what they hold (the walk reaches it). */
static bool first_effect(CmirOp *op, void *user) {
  if ((op->info->traits & CMIR_TRAIT_PURE) || op->nregions ||
      (op->info->traits & CMIR_TRAIT_TERMINATOR && !op->info->def))
    return true;
  *(CmirOp **)user = op;
  return false;
}

static CmirStatus verify_generic_atomic_rmw(CmirOp *op) {
  const CmirType *m = opnd_type(op, 0);
  if (operand_must(op, 0, is_memref(m) && int_or_float(m->shaped.elem),
                   "memref of signless integer or floating-point values") ||
      trailing_indices_must(op, 1))
    return CMIR_FAIL;
  if (res_type(op, 0) != m->shaped.elem)
    return cmir_verify_error(op, "failed to verify that result type matches element type of "
                                 "memref");
  CmirRegion *r = &cmir_op_regions(op)[0];
  if (!r->first || r->first != r->last)
    return cmir_verify_error(op, "region #0 ('atomic_body') failed to verify constraint: region "
                                 "with 1 blocks");
  CmirBlock *b = r->first;
  if (b->nargs != 1)
    return cmir_verify_error(op, "expected single number of entry block arguments");
  if (b->args[0]->type != res_type(op, 0))
    return cmir_verify_error(op, "expected block argument of the same type result type");
  for (CmirOp *o = b->first; o; o = o->next) {
    CmirOp *bad = NULL;
    cmir_op_walk(o, first_effect, &bad);
    if (bad)
      return cmir_op_error(bad, "body of 'memref.generic_atomic_rmw' should contain only "
                                "operations with no side effects");
  }
  return CMIR_OK;
}

static CmirStatus verify_atomic_yield(CmirOp *op) {
  CmirOp *parent = cmir_op_parent(op);
  if (!parent || !cmir_op_isa(parent, CMIR_OP_MEMREF_GENERIC_ATOMIC_RMW))
    return cmir_verify_error(op, "expects parent op 'memref.generic_atomic_rmw'");
  const CmirType *want = parent->results[0].type, *got = opnd_type(op, 0);
  if (want != got) {
    char *gs = cmir_type_str(got), *ws = cmir_type_str(want);
    cmir_verify_error(op, "types mismatch between yield op: '%s' and its parent: '%s'", gs, ws);
    free(gs);
    free(ws);
    return CMIR_FAIL;
  }
  return CMIR_OK;
}

/* ---- dma_start, dma_wait ---- */

/* dma_start's operands: src[srcIndices], dst[dstIndices], numElements,
 * tag[tagIndices], then optionally stride, numElementsPerStride. */
static uint32_t memref_rank_of(const CmirOp *op, uint32_t i) {
  const CmirType *t = opnd_type(op, i);
  return is_memref(t) ? t->shaped.rank : 0;
}

static bool all_index(const CmirOp *op, uint32_t from, uint32_t n) {
  for (uint32_t i = from; i < from + n; i++)
    if (opnd_type(op, i)->kind != CMIR_TYPE_INDEX)
      return false;
  return true;
}

static CmirStatus verify_dma_start(CmirOp *op) {
  uint32_t n = op->nopnds;
  if (n < 4)
    return cmir_verify_error(op, "expected at least 4 operands");
  if (!is_memref(opnd_type(op, 0)))
    return cmir_verify_error(op, "expected source to be of memref type");
  uint32_t rs = memref_rank_of(op, 0);
  if (n < rs + 4)
    return cmir_verify_error(op, "expected at least %u operands", rs + 4);
  if (!all_index(op, 1, rs))
    return cmir_verify_error(op, "expected source indices to be of index type");
  uint32_t dst = 1 + rs;
  if (!is_memref(opnd_type(op, dst)))
    return cmir_verify_error(op, "expected destination to be of memref type");
  uint32_t rd = memref_rank_of(op, dst), want = rs + rd + 4;
  if (n < want)
    return cmir_verify_error(op, "expected at least %u operands", want);
  if (!all_index(op, dst + 1, rd))
    return cmir_verify_error(op, "expected destination indices to be of index type");
  uint32_t num = dst + 1 + rd, tag = num + 1;
  if (opnd_type(op, num)->kind != CMIR_TYPE_INDEX)
    return cmir_verify_error(op, "expected num elements to be of index type");
  if (!is_memref(opnd_type(op, tag)))
    return cmir_verify_error(op, "expected tag to be of memref type");
  uint32_t rt = memref_rank_of(op, tag);
  want += rt;
  if (n < want)
    return cmir_verify_error(op, "expected at least %u operands", want);
  if (!all_index(op, tag + 1, rt))
    return cmir_verify_error(op, "expected tag indices to be of index type");
  if (n != want && n != want + 2)
    return cmir_verify_error(op, "incorrect number of operands");
  if (n == want + 2 && !all_index(op, want, 2))
    return cmir_verify_error(op, "expected stride and num elements per stride to be of type "
                                 "index");
  return CMIR_OK;
}

/* %src[...], %dst[...], %n, %tag[...] (, %stride, %per_stride)?
 * : src-type, dst-type, tag-type */
static CmirStatus dma_start_parse(CmirParser *p, CmirOpState *st) {
  CmirContext *ctx = p->ctx;
  const char *npos = cmir_parser_op_name_pos(p);
  CmirUnresolved src, dst, num, tag;
  CmirUnresolvedVec si = {0}, di = {0}, ti = {0}, strides = {0};
  CmirTypeVec types = {0};
  CmirStatus rc = CMIR_FAIL;
  if (cmir_parser_operand(p, &src) || cmir_parser_expect(p, TOK_LSQUARE, "'['") ||
      cmir_parser_operand_list(p, &si, false) || cmir_parser_expect(p, TOK_RSQUARE, "']'") ||
      cmir_parser_expect(p, TOK_COMMA, "','") || cmir_parser_operand(p, &dst) ||
      cmir_parser_expect(p, TOK_LSQUARE, "'['") || cmir_parser_operand_list(p, &di, false) ||
      cmir_parser_expect(p, TOK_RSQUARE, "']'") || cmir_parser_expect(p, TOK_COMMA, "','") ||
      cmir_parser_operand(p, &num) || cmir_parser_expect(p, TOK_COMMA, "','") ||
      cmir_parser_operand(p, &tag) || cmir_parser_expect(p, TOK_LSQUARE, "'['") ||
      cmir_parser_operand_list(p, &ti, false) || cmir_parser_expect(p, TOK_RSQUARE, "']'"))
    goto done;
  while (cmir_parser_consume_if(p, TOK_COMMA)) {
    CmirUnresolved u;
    if (cmir_parser_operand(p, &u))
      goto done;
    cmir_vec_push(&strides, u);
  }
  if (strides.len && strides.len != 2) {
    cmir_parser_error_at(p, npos, "expected two stride related operands");
    goto done;
  }
  /* MLIR 19 prints an attribute dictionary here but does not parse one */
  if (cmir_parser_expect(p, TOK_COLON, "':'"))
    goto done;
  do {
    const CmirType *t = cmir_parser_type(p);
    if (!t)
      goto done;
    cmir_vec_push(&types, t);
  } while (cmir_parser_consume_if(p, TOK_COMMA));
  if (types.len != 3) {
    cmir_parser_error_at(p, npos, "fewer/more types expected");
    goto done;
  }
  CmirUnresolvedVec one = {0};
  const CmirUnresolved *m[3] = {&src, &dst, &tag};
  const CmirUnresolvedVec *idx[3] = {&si, &di, &ti};
  bool bad = false;
  for (int i = 0; i < 3 && !bad; i++) {
    one.len = 0;
    cmir_vec_push(&one, *m[i]);
    bad = cmir_parser_resolve_into(p, st, &one, &types.data[i], 1) ||
          (i == 2 ? false : cmir_parser_resolve_into(p, st, idx[i], &ctx->index, 1));
    if (!bad && i == 1) {
      one.len = 0;
      cmir_vec_push(&one, num);
      bad = cmir_parser_resolve_into(p, st, &one, &ctx->index, 1);
    }
    if (!bad && i == 2)
      bad = cmir_parser_resolve_into(p, st, &ti, &ctx->index, 1) ||
            cmir_parser_resolve_into(p, st, &strides, &ctx->index, 1);
  }
  cmir_vec_free(&one);
  rc = bad ? CMIR_FAIL : CMIR_OK;
done:
  cmir_vec_free(&si);
  cmir_vec_free(&di);
  cmir_vec_free(&ti);
  cmir_vec_free(&strides);
  cmir_vec_free(&types);
  return rc;
}

static void dma_start_print(CmirPrinter *pr, CmirOp *op) {
  uint32_t rs = memref_rank_of(op, 0), dst = 1 + rs, rd = memref_rank_of(op, dst);
  uint32_t num = dst + 1 + rd, tag = num + 1, rt = memref_rank_of(op, tag);
  uint32_t end = tag + 1 + rt;
  const uint32_t m[3] = {0, dst, tag}, r[3] = {rs, rd, rt};
  for (int i = 0; i < 3; i++) {
    cmir_printer_puts(pr, i ? ", " : " ");
    cmir_printer_value(pr, op->opnds[m[i]].value);
    cmir_printer_putc(pr, '[');
    cmir_printer_values(pr, op->opnds + m[i] + 1, r[i]);
    cmir_printer_putc(pr, ']');
    if (i == 1) {
      cmir_printer_puts(pr, ", ");
      cmir_printer_value(pr, op->opnds[num].value);
    }
  }
  for (uint32_t i = end; i < op->nopnds; i++) {
    cmir_printer_puts(pr, ", ");
    cmir_printer_value(pr, op->opnds[i].value);
  }
  cmir_printer_attr_dict(pr, op, NULL, false);
  cmir_printer_puts(pr, " : ");
  for (int i = 0; i < 3; i++) {
    if (i)
      cmir_printer_puts(pr, ", ");
    cmir_printer_type(pr, opnd_type(op, m[i]));
  }
}

static CmirStatus verify_dma_wait(CmirOp *op) {
  uint32_t rank = memref_rank_of(op, 0), n = op->nopnds - 2;
  if (n != rank)
    return cmir_verify_error(op,
                             "expected tagIndices to have the same number of elements as the "
                             "tagMemRef rank, expected %u, but got %u",
                             rank, n);
  return CMIR_OK;
}

/* ---- op table ---- */

#define ALLOC_LIKE(n)                                                                              \
  .traits = CMIR_TRAIT_ATTR_SIZED_OPERANDS | CMIR_TRAIT_ALLOC,                                     \
  .operands = "dynamicSizes*,symbolOperands*", .results = "memref", .props = "alignment?",         \
  .format = "`(`$dynamicSizes`)` (`` `[` $symbolOperands^ `]`)? attr-dict `:` type($memref)",      \
  .types = "dynamicSizes=index;symbolOperands=index;memref=is(MemRefType)",                        \
  .verify = verify_alloc_like, .asm_name = n

#define VIEW_OPERANDS "source,offsets*,sizes*,strides*"
#define VIEW_PROPS    "static_offsets;static_sizes;static_strides"
#define VIEW_TYPES    "offsets=index;sizes=index;strides=index;result=is(MemRefType)"

static const CmirOpDef memref_ops[] = {
#define OP(x, nm, ...) {.id = CMIR_OP_##x, .name = nm, .canon = cmir_memref_canon, __VA_ARGS__},
#include "dialect/memref/ops.h"
#undef OP

};

void cmir_memref_register(CmirContext *ctx) {
  cmir_register_dialect(ctx, "memref", memref_ops, sizeof memref_ops / sizeof memref_ops[0]);
}

/* ---- layout queries other modules share (the interpreter) ---- */

bool cmir_memref_strides(const CmirType *t, int64_t *strides, int64_t *offset) {
  return get_strides(t, strides, offset);
}

bool cmir_memref_dropped_dims(const CmirType *orig, const CmirType *reduced, const int64_t *sizes,
                              uint32_t nsizes, const int64_t *vstrides, bool *dropped) {
  return memref_reduction_mask(orig, reduced, sizes, nsizes, vstrides, dropped);
}
