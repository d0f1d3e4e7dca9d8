/* The vector dialect's core: broadcast, splat, extract, insert,
 * extractelement, insertelement, shuffle, interleave, fma, reduction, bitcast,
 * shape_cast and print, the memory ops load, store, maskedload,
 * maskedstore and type_cast, the transfers transfer_read and
 * transfer_write, and the masks constant_mask and create_mask,
 * with MLIR 19's syntax (declarative formats, a hook
 * for shuffle, whose result type is inferred from its mask) and verifier
 * wording. Values are vectors of any rank; the combining kinds of
 * reductions and the punctuation of vector.print are enums of the dialect
 * (#vector.kind<add>, #vector.punctuation<comma>). */
#include "dialect/dialects.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char *const kind_names[] = {"add",   "mul",      "minui",   "minsi", "minnumf",
                                         "maxui", "maxsi",    "maxnumf", "and",   "or",
                                         "xor",   "maximumf", "minimumf"};
const CmirEnumDef cmir_vector_kind = {"vector",
                                      "kind",
                                      false,
                                      13,
                                      kind_names,
                                      NULL,
                                      NULL,
                                      false,
                                      NULL,
                                      "::mlir::vector::CombiningKind",
                                      "Vector_CombiningKindAttr", NULL, NULL};
static const char *const punct_names[] = {"no_punctuation", "newline", "comma", "open", "close"};
const CmirEnumDef cmir_vector_punctuation = {"vector",
                                             "punctuation",
                                             false,
                                             5,
                                             punct_names,
                                             NULL,
                                             NULL,
                                             false,
                                             NULL,
                                             "::mlir::vector::PrintPunctuation",
                                             "Vector_PrintPunctuationAttr", NULL, NULL};

/* ---- helpers ---- */

static const CmirType *elem_of(const CmirType *t) {
  return t->kind == CMIR_TYPE_VECTOR ? t->shaped.elem : t;
}

static bool is_vector(const CmirType *t) { return t->kind == CMIR_TYPE_VECTOR; }

static CmirStatus type_error(CmirOp *op, const char *fmt, const CmirType *t) {
  char *ts = cmir_type_str(t);
  cmir_verify_error(op, fmt, ts);
  free(ts);
  return CMIR_FAIL;
}

/* MLIR's InferTypeOpInterface check: the spelled result type against the
 * inferred one (two errors, as MLIR emits them). */
static CmirStatus check_inferred(CmirOp *op, const CmirType *inferred) {
  if (op->results[0].type == inferred)
    return CMIR_OK;
  char *a = cmir_type_str(inferred), *b = cmir_type_str(op->results[0].type);
  cmir_verify_error(op,
                    "inferred type(s) '%s' are incompatible with return type(s) of operation "
                    "'%s'",
                    a, b);
  free(a);
  free(b);
  return cmir_verify_error(op, "failed to infer returned types");
}

/* The vector type of t's trailing dimensions after dropping `drop` leading
 * ones; the element type when none remain. */
static const CmirType *trailing(CmirContext *ctx, const CmirType *t, uint32_t drop) {
  if (drop >= t->shaped.rank)
    return t->shaped.elem;
  return cmir_type_vector(ctx, t->shaped.rank - drop, t->shaped.shape + drop,
                          t->shaped.scalable ? t->shaped.scalable + drop : NULL, t->shaped.elem);
}

/* The static_position property: its entries, and whether the dynamic
 * operands match its dynamic entries. */
static CmirStatus positions(CmirOp *op, uint32_t first_dyn, const int64_t **pos, uint32_t *n) {
  const CmirAttr *a = cmir_op_get_prop(op, "static_position");
  if (!a || a->kind != CMIR_ATTR_DENSE_ARRAY || cmir_type_bitwidth(a->darr.elem) != 64)
    return cmir_verify_error(op, "attribute 'static_position' failed to satisfy constraint: i64 "
                                 "dense array attribute");
  *pos = a->darr.data;
  *n = a->darr.n;
  uint32_t ndyn = 0;
  for (uint32_t i = 0; i < *n; i++)
    ndyn += (*pos)[i] == CMIR_DYNAMIC;
  if (ndyn != op->nopnds - first_dyn)
    return cmir_verify_error(op, "expected %u dynamic position operands, got %u", ndyn,
                             op->nopnds - first_dyn);
  return CMIR_OK;
}

/* ---- verifiers ---- */

static CmirStatus verify_broadcast(CmirOp *op) {
  const CmirType *s = op->opnds[0].value->type, *d = op->results[0].type;
  if (elem_of(s) != d->shaped.elem)
    return cmir_verify_error(op, "failed to verify that source operand and result have same "
                                 "element type");
  if (!is_vector(s))
    return CMIR_OK;
  if (s->shaped.rank > d->shaped.rank)
    return cmir_verify_error(op, "source rank higher than destination rank");
  uint32_t lead = d->shaped.rank - s->shaped.rank;
  for (uint32_t i = 0; i < s->shaped.rank; i++) {
    int64_t a = s->shaped.shape[i], b = d->shaped.shape[lead + i];
    if (a != 1 && a != b)
      return cmir_verify_error(op, "dimension mismatch (%lld vs. %lld)", (long long)a,
                               (long long)b);
  }
  return CMIR_OK;
}

static CmirStatus verify_splat(CmirOp *op) {
  const CmirType *e = op->opnds[0].value->type;
  if (!cmir_type_is_int_or_index(e) && e->kind != CMIR_TYPE_FLOAT)
    return type_error(op, "operand #0 must be integer/index/float type, but got '%s'", e);
  if (e != op->results[0].type->shaped.elem)
    return cmir_verify_error(op, "failed to verify that operand type matches element type of "
                                 "result");
  return CMIR_OK;
}

/* The static positions of extract/insert (what) against the dimensions of
 * vector type t. */
static CmirStatus check_positions(CmirOp *op, const CmirType *t, const int64_t *pos, uint32_t n,
                                  const char *what) {
  if (n > t->shaped.rank)
    return cmir_verify_error(op,
                             "expected position attribute of rank no greater than %svector "
                             "rank",
                             what);
  for (uint32_t i = 0; i < n; i++)
    if (pos[i] != CMIR_DYNAMIC && (pos[i] < 0 || pos[i] >= t->shaped.shape[i]))
      return cmir_verify_error(op,
                               "expected position attribute #%u to be a non-negative integer "
                               "smaller than the corresponding %svector dimension",
                               i + 1, what);
  return CMIR_OK;
}

static CmirStatus verify_extract(CmirOp *op) {
  const CmirType *t = op->opnds[0].value->type;
  const int64_t *pos;
  uint32_t n;
  if (positions(op, 1, &pos, &n) || check_positions(op, t, pos, n, ""))
    return CMIR_FAIL;
  return check_inferred(op, trailing(cmir_op_context(op), t, n));
}

static CmirStatus verify_insert(CmirOp *op) {
  const CmirType *s = op->opnds[0].value->type, *d = op->opnds[1].value->type;
  if (elem_of(s) != d->shaped.elem)
    return cmir_verify_error(op, "failed to verify that source operand and result have same "
                                 "element type");
  const int64_t *pos;
  uint32_t n;
  if (positions(op, 2, &pos, &n) || check_positions(op, d, pos, n, "dest "))
    return CMIR_FAIL;
  if (!is_vector(s) && n != d->shaped.rank)
    return cmir_verify_error(op, "expected position attribute rank to match the dest vector "
                                 "rank");
  if (is_vector(s) && n + s->shaped.rank != d->shaped.rank)
    return cmir_verify_error(op, "expected position attribute rank + source rank to match dest "
                                 "vector rank");
  return CMIR_OK;
}

/* extractelement/insertelement: a 0-D vector takes no position, a 1-D one
 * takes one (signless integer or index). */
static CmirStatus check_element_position(CmirOp *op, const CmirType *t, uint32_t ipos) {
  if (t->shaped.rank > 1)
    return type_error(op,
                      "operand #0 must be vector of any type values of ranks 0/1, but got "
                      "'%s'",
                      t);
  bool has = op->nopnds > ipos;
  if (has && !cmir_type_is_signless_int(op->opnds[ipos].value->type, 0) &&
      op->opnds[ipos].value->type->kind != CMIR_TYPE_INDEX)
    return type_error(op, "operand #1 must be signless integer or index, but got '%s'",
                      op->opnds[ipos].value->type);
  if (t->shaped.rank == 0 && has)
    return cmir_verify_error(op, "expected position to be empty with 0-D vector");
  if (t->shaped.rank == 1 && !has)
    return cmir_verify_error(op, "expected position for 1-D vector");
  return CMIR_OK;
}

static CmirStatus verify_extractelement(CmirOp *op) {
  const CmirType *t = op->opnds[0].value->type;
  if (op->results[0].type != t->shaped.elem)
    return cmir_verify_error(op, "failed to verify that result type matches element type of "
                                 "vector operand");
  return check_element_position(op, t, 1);
}

static CmirStatus verify_insertelement(CmirOp *op) {
  const CmirType *t = op->results[0].type;
  if (op->opnds[0].value->type != t->shaped.elem)
    return cmir_verify_error(op, "failed to verify that source operand type matches element type "
                                 "of result");
  if (op->opnds[1].value->type != t)
    return cmir_verify_error(op, "failed to verify that all of {dest, result} have same type");
  return check_element_position(op, t, 2);
}

/* The shuffle mask's entries (an array of i64), or false. */
static bool mask_of(CmirOp *op, const CmirAttr *const **m, uint32_t *n) {
  const CmirAttr *a = cmir_op_get_prop(op, "mask");
  if (!a || a->kind != CMIR_ATTR_ARRAY)
    return false;
  for (uint32_t i = 0; i < a->arr.n; i++)
    if (a->arr.elems[i]->kind != CMIR_ATTR_INTEGER ||
        a->arr.elems[i]->i.type->kind != CMIR_TYPE_INTEGER ||
        a->arr.elems[i]->i.type->integer.width != 64)
      return false;
  *m = a->arr.elems;
  *n = a->arr.n;
  return true;
}

/* vector<mask length x trailing dimensions of v1>. */
static const CmirType *shuffle_type(CmirContext *ctx, const CmirType *v1, uint32_t n) {
  int64_t shape[64];
  uint32_t r = v1->shaped.rank ? v1->shaped.rank : 1;
  if (r > 64)
    return NULL;
  shape[0] = n;
  for (uint32_t i = 1; i < r; i++)
    shape[i] = v1->shaped.shape[i];
  return cmir_type_vector(ctx, r, shape, NULL, v1->shaped.elem);
}

static CmirStatus verify_shuffle(CmirOp *op) {
  const CmirType *v1 = op->opnds[0].value->type, *v2 = op->opnds[1].value->type;
  const CmirType *rt = op->results[0].type;
  for (uint32_t i = 0; i < 2; i++)
    if (!is_vector(op->opnds[i].value->type))
      return type_error(op,
                        i ? "operand #1 must be vector of any type values, but got '%s'"
                          : "operand #0 must be vector of any type values, but got '%s'",
                        op->opnds[i].value->type);
  if (!is_vector(rt))
    return type_error(op, "result #0 must be vector of any type values, but got '%s'", rt);
  const CmirAttr *const *m;
  uint32_t n;
  if (!mask_of(op, &m, &n))
    return cmir_verify_error(op, "attribute 'mask' failed to satisfy constraint: 64-bit integer "
                                 "array attribute");
  if (v1->shaped.elem != rt->shaped.elem)
    return cmir_verify_error(op, "failed to verify that first operand v1 and result have same "
                                 "element type");
  if (v2->shaped.elem != rt->shaped.elem)
    return cmir_verify_error(op, "failed to verify that second operand v2 and result have same "
                                 "element type");
  uint32_t r1 = v1->shaped.rank, r2 = v2->shaped.rank, rr = rt->shaped.rank;
  if (!(r1 == 0 && r2 == 0 && rr == 1) && !(r1 == rr && r2 == rr))
    return cmir_verify_error(op, "rank mismatch");
  for (uint32_t i = 1; i < r1; i++)
    if (rt->shaped.shape[i] != v1->shaped.shape[i] || v1->shaped.shape[i] != v2->shaped.shape[i])
      return cmir_verify_error(op, "dimension mismatch");
  if (!n)
    return cmir_verify_error(op, "invalid mask length");
  if ((int64_t)n != rt->shaped.shape[0])
    return cmir_verify_error(op, "mask length mismatch");
  int64_t size = (r1 ? v1->shaped.shape[0] : 1) + (r2 ? v2->shaped.shape[0] : 1);
  for (uint32_t i = 0; i < n; i++) {
    int64_t k = cmir_attr_int_value(m[i]);
    if (k < 0 || k >= size)
      return cmir_verify_error(op, "mask index #%u out of range", i + 1);
  }
  return check_inferred(op, shuffle_type(cmir_op_context(op), v1, n));
}

/* interleave: lhs and rhs of one type (any rank), the result that type with
 * the trailing dimension doubled (a 0-D input gives vector<2x...>). */
static CmirStatus verify_interleave(CmirOp *op) {
  static const char *const must[] = {"operand #0 must be vector of any type values, but got '%s'",
                                     "operand #1 must be vector of any type values, but got '%s'"};
  const CmirType *t = op->opnds[0].value->type, *rt = op->results[0].type;
  for (uint32_t i = 0; i < 2; i++)
    if (!is_vector(op->opnds[i].value->type))
      return type_error(op, must[i], op->opnds[i].value->type);
  if (!is_vector(rt) || !rt->shaped.rank)
    return type_error(op, "result #0 must be vector of any type values, but got '%s'", rt);
  if (op->opnds[1].value->type != t)
    return cmir_verify_error(op, "failed to verify that all of {lhs, rhs} have same type");
  uint32_t r = t->shaped.rank ? t->shaped.rank : 1;
  bool same = rt->shaped.rank == r && rt->shaped.elem == t->shaped.elem;
  for (uint32_t i = 0; same && i < r; i++) {
    int64_t want = !t->shaped.rank ? 2 : i + 1 == r ? 2 * t->shaped.shape[i] : t->shaped.shape[i];
    bool sc = t->shaped.rank && t->shaped.scalable && t->shaped.scalable[i];
    bool rsc = rt->shaped.scalable && rt->shaped.scalable[i];
    same = rt->shaped.shape[i] == want && sc == rsc;
  }
  if (!same)
    return cmir_verify_error(op, "failed to verify that type of 'result' is double the width of "
                                 "the inputs");
  return CMIR_OK;
}

static CmirStatus verify_fma(CmirOp *op) {
  const CmirType *t = op->opnds[0].value->type;
  if (!is_vector(t) || t->shaped.elem->kind != CMIR_TYPE_FLOAT)
    return type_error(op, "operand #0 must be vector of floating-point values, but got '%s'", t);
  for (uint32_t i = 1; i < 3; i++)
    if (op->opnds[i].value->type != t)
      return cmir_verify_error(op, "failed to verify that all of {lhs, rhs, acc, result} have "
                                   "same type");
  if (op->results[0].type != t)
    return cmir_verify_error(op, "failed to verify that all of {lhs, rhs, acc, result} have same "
                                 "type");
  return CMIR_OK;
}

/* isSupportedCombiningKind: the integer kinds on integers and index, the
 * float kinds on floats, add and mul on both. */
bool cmir_vector_kind_supports(uint64_t kind, const CmirType *e) {
  bool is_int = cmir_type_is_int_or_index(e), is_float = e->kind == CMIR_TYPE_FLOAT;
  switch (kind) {
  case 0:
  case 1:
    return is_int || is_float;
  case 4:
  case 7:
  case 11:
  case 12:
    return is_float;
  default:
    return is_int;
  }
}

static CmirStatus verify_reduction(CmirOp *op) {
  const CmirType *t = op->opnds[0].value->type, *d = op->results[0].type;
  if (t->shaped.elem != d)
    return cmir_verify_error(op, "failed to verify that source operand and result have same "
                                 "element type");
  if (op->nopnds > 1 && op->opnds[1].value->type != d)
    return cmir_verify_error(op, "failed to verify that all of {acc, dest} have same type");
  const CmirAttr *k = cmir_op_get_prop(op, "kind");
  if (!k || k->kind != CMIR_ATTR_ENUM || k->en.def != &cmir_vector_kind)
    return cmir_verify_error(op, "attribute 'kind' failed to satisfy constraint: Kind of "
                                 "combining function for contractions and reductions");
  if (t->shaped.rank > 1)
    return cmir_verify_error(op, "unsupported reduction rank: %u", t->shaped.rank);
  if (!cmir_vector_kind_supports(k->en.value, d)) {
    char *ts = cmir_type_str(d);
    cmir_verify_error(op, "unsupported reduction type ''%s'' for kind '%s'", ts,
                      kind_names[k->en.value < 13 ? k->en.value : 0]);
    free(ts);
    return CMIR_FAIL;
  }
  return CMIR_OK;
}

static CmirStatus verify_bitcast(CmirOp *op) {
  const CmirType *s = op->opnds[0].value->type, *r = op->results[0].type;
  if (s->shaped.rank != r->shaped.rank)
    return cmir_verify_error(op, "failed to verify that all of {source, result} have same rank");
  uint32_t n = s->shaped.rank;
  for (uint32_t i = 0; i + 1 < n; i++)
    if (s->shaped.shape[i] != r->shaped.shape[i])
      return cmir_verify_error(op, "dimension size mismatch at: %u", i);
  uint64_t a =
      (uint64_t)cmir_type_bitwidth(s->shaped.elem) * (uint64_t)(n ? s->shaped.shape[n - 1] : 1);
  uint64_t b =
      (uint64_t)cmir_type_bitwidth(r->shaped.elem) * (uint64_t)(n ? r->shaped.shape[n - 1] : 1);
  if (a != b)
    return cmir_verify_error(op, "source/result bitwidth of the minor 1-D vectors must be equal");
  return CMIR_OK;
}

/* isValidShapeCast: each dimension of the lower-rank shape b is the product
 * of consecutive dimensions of a. */
static bool valid_shape_cast(const CmirType *a, const CmirType *b) {
  uint32_t i = 0, na = a->shaped.rank, nb = b->shaped.rank;
  for (uint32_t j = 0; j < nb; j++) {
    int64_t p = 1, want = b->shaped.shape[j];
    while (i < na && p < want)
      p *= a->shaped.shape[i++];
    if (p != want)
      return false;
  }
  while (i < na && a->shaped.shape[i] == 1)
    i++;
  return i == na;
}

static CmirStatus verify_shape_cast(CmirOp *op) {
  const CmirType *s = op->opnds[0].value->type, *r = op->results[0].type;
  if (s->shaped.elem != r->shaped.elem)
    return cmir_verify_error(op, "source/result vectors must have same element type");
  if (cmir_type_num_elements(s) != cmir_type_num_elements(r))
    return cmir_verify_error(op, "source/result number of elements must match");
  if (s->shaped.rank != r->shaped.rank &&
      !(s->shaped.rank > r->shaped.rank ? valid_shape_cast(s, r) : valid_shape_cast(r, s)))
    return cmir_verify_error(op, "invalid shape cast");
  return CMIR_OK;
}

static CmirStatus verify_print(CmirOp *op) {
  const CmirAttr *p = cmir_op_get_prop(op, "punctuation");
  if (!p || p->kind != CMIR_ATTR_ENUM || p->en.def != &cmir_vector_punctuation)
    return cmir_verify_error(op,
                             "attribute 'punctuation' failed to satisfy constraint: Punctuation "
                             "for separating vectors or vector elements");
  if (op->nopnds) {
    const CmirType *t = op->opnds[0].value->type;
    const CmirType *e = elem_of(t);
    if (e->kind != CMIR_TYPE_INTEGER && e->kind != CMIR_TYPE_INDEX && e->kind != CMIR_TYPE_FLOAT)
      return type_error(op, "operand #0 must be , but got '%s'", t);
  }
  return CMIR_OK;
}

/* ---- memory ops and masks ---- */

/* The ODS type constraints of the memory ops, in operand order: the memref
 * operand mi, index operands [i0, i1), vectors (the value operand vi, or
 * the result when vi < 0). */
static CmirStatus check_operands(CmirOp *op, uint32_t mi, uint32_t i0, uint32_t i1, int vi) {
  for (uint32_t i = 0; i < op->nopnds; i++) {
    const CmirType *t = op->opnds[i].value->type;
    const char *want = NULL;
    if (i == mi && t->kind != CMIR_TYPE_MEMREF)
      want = "memref of any type values";
    else if (i >= i0 && i < i1 && t->kind != CMIR_TYPE_INDEX)
      want = "variadic of index";
    else if ((int)i == vi && t->kind != CMIR_TYPE_VECTOR)
      want = "vector of any type values";
    if (want) {
      char *ts = cmir_type_str(t);
      cmir_verify_error(op, "operand #%u must be %s, but got '%s'", i, want, ts);
      free(ts);
      return CMIR_FAIL;
    }
  }
  if (vi < 0 && op->nresults && op->results[0].type->kind != CMIR_TYPE_VECTOR)
    return type_error(op, "result #0 must be vector of any type values, but got '%s'",
                      op->results[0].type);
  return CMIR_OK;
}

/* verifyLoadStoreMemRefLayout: a strided layout whose minor stride is 1. */
static CmirStatus check_unit_stride(CmirOp *op, const CmirType *m) {
  int64_t st[64], off;
  if (m->shaped.rank > 64 || !cmir_memref_strides(m, st, &off) ||
      (m->shaped.rank && st[m->shaped.rank - 1] != 1))
    return cmir_verify_error(op, "most minor memref dim must have unit stride");
  return CMIR_OK;
}

static CmirStatus check_indices(CmirOp *op, const CmirType *m, uint32_t nidx) {
  if (nidx != m->shaped.rank)
    return cmir_verify_error(op, "requires %u indices", m->shaped.rank);
  return CMIR_OK;
}

/* The ODS constraint of a 1-D vector operand (what: its summary). */
static CmirStatus check_rank1(CmirOp *op, uint32_t i, const char *what, bool i1) {
  const CmirType *t = op->opnds[i].value->type;
  if (t->kind == CMIR_TYPE_VECTOR && t->shaped.rank == 1 &&
      (!i1 || cmir_type_is_signless_int(t->shaped.elem, 1)))
    return CMIR_OK;
  char *ts = cmir_type_str(t);
  cmir_verify_error(op, "operand #%u must be %s of ranks 1, but got '%s'", i, what, ts);
  free(ts);
  return CMIR_FAIL;
}

/* vector.load and vector.store: value v against memref m. */
static CmirStatus check_load_store(CmirOp *op, const CmirType *m, const CmirType *v, uint32_t nidx,
                                   const char *what) {
  if (check_unit_stride(op, m))
    return CMIR_FAIL;
  const CmirType *e = m->shaped.elem;
  if (e->kind == CMIR_TYPE_VECTOR) {
    if (e != v)
      return cmir_verify_error(op, "base memref and %s vector types should match", what);
    e = e->shaped.elem;
  }
  if (v->shaped.elem != e)
    return cmir_verify_error(op, "base and %s element type%s should match", what,
                             op->nresults ? "s" : "");
  return check_indices(op, m, nidx);
}

static CmirStatus verify_load(CmirOp *op) {
  if (check_operands(op, 0, 1, op->nopnds, -1))
    return CMIR_FAIL;
  return check_load_store(op, op->opnds[0].value->type, op->results[0].type, op->nopnds - 1,
                          "result");
}

static CmirStatus verify_store(CmirOp *op) {
  if (check_operands(op, 1, 2, op->nopnds, 0))
    return CMIR_FAIL;
  return check_load_store(op, op->opnds[1].value->type, op->opnds[0].value->type, op->nopnds - 2,
                          "valueToStore");
}

static CmirStatus verify_maskedload(CmirOp *op) {
  uint32_t n = op->nopnds;
  if (check_operands(op, 0, 1, n - 2, INT32_MAX) ||
      check_rank1(op, n - 2, "vector of 1-bit signless integer values", true) ||
      check_rank1(op, n - 1, "", false))
    return CMIR_FAIL;
  const CmirType *m = op->opnds[0].value->type, *r = op->results[0].type;
  if (r->kind != CMIR_TYPE_VECTOR || r->shaped.rank != 1)
    return type_error(op, "result #0 must be  of ranks 1, but got '%s'", r);
  if (check_unit_stride(op, m))
    return CMIR_FAIL;
  if (r->shaped.elem != m->shaped.elem)
    return cmir_verify_error(op, "base and result element type should match");
  if (check_indices(op, m, n - 3))
    return CMIR_FAIL;
  if (r->shaped.shape[0] != op->opnds[n - 2].value->type->shaped.shape[0])
    return cmir_verify_error(op, "expected result dim to match mask dim");
  if (r != op->opnds[n - 1].value->type)
    return cmir_verify_error(op, "expected pass_thru of same type as result type");
  return CMIR_OK;
}

static CmirStatus verify_maskedstore(CmirOp *op) {
  uint32_t n = op->nopnds;
  if (check_operands(op, 0, 1, n - 2, INT32_MAX) ||
      check_rank1(op, n - 2, "vector of 1-bit signless integer values", true) ||
      check_rank1(op, n - 1, "", false))
    return CMIR_FAIL;
  const CmirType *m = op->opnds[0].value->type, *v = op->opnds[n - 1].value->type;
  if (check_unit_stride(op, m))
    return CMIR_FAIL;
  if (v->shaped.elem != m->shaped.elem)
    return cmir_verify_error(op, "base and valueToStore element type should match");
  if (check_indices(op, m, n - 3))
    return CMIR_FAIL;
  if (v->shaped.shape[0] != op->opnds[n - 2].value->type->shaped.shape[0])
    return cmir_verify_error(op, "expected valueToStore dim to match mask dim");
  return CMIR_OK;
}

/* The result of constant_mask and create_mask: a vector of i1. */
static CmirStatus check_mask_result(CmirOp *op) {
  const CmirType *t = op->results[0].type;
  if (t->kind != CMIR_TYPE_VECTOR || !cmir_type_is_signless_int(t->shaped.elem, 1))
    return type_error(op, "result #0 must be vector of 1-bit signless integer values, but got '%s'",
                      t);
  return CMIR_OK;
}

static CmirStatus verify_constant_mask(CmirOp *op) {
  const CmirAttr *a = cmir_op_get_prop(op, "mask_dim_sizes");
  bool ok = a && a->kind == CMIR_ATTR_ARRAY;
  for (uint32_t i = 0; ok && i < a->arr.n; i++)
    ok = a->arr.elems[i]->kind == CMIR_ATTR_INTEGER &&
         cmir_type_is_signless_int(a->arr.elems[i]->i.type, 64);
  if (!ok)
    return cmir_verify_error(op, "attribute 'mask_dim_sizes' failed to satisfy constraint: "
                                 "64-bit integer array attribute");
  if (check_mask_result(op))
    return CMIR_FAIL;
  const CmirType *t = op->results[0].type;
  uint32_t n = a->arr.n;
  if (t->shaped.rank == 0) {
    if (n != 1)
      return cmir_op_error(op, "array attr must have length 1 for 0-D vectors");
    int64_t d = cmir_attr_int_value(a->arr.elems[0]);
    if (d != 0 && d != 1)
      return cmir_op_error(op, "mask dim size must be either 0 or 1 for 0-D vectors");
    return CMIR_OK;
  }
  if (n != t->shaped.rank)
    return cmir_verify_error(op, "must specify array attr of size equal vector result rank");
  bool any0 = false, all0 = true;
  for (uint32_t i = 0; i < n; i++) {
    int64_t d = cmir_attr_int_value(a->arr.elems[i]);
    if (d < 0 || d > t->shaped.shape[i])
      return cmir_verify_error(op, "array attr of size out of bounds of vector result dimension "
                                   "size");
    if (t->shaped.scalable && t->shaped.scalable[i] && d != 0 && d != t->shaped.shape[i])
      return cmir_verify_error(op, "only supports 'none set' or 'all set' scalable dimensions");
    any0 |= d == 0;
    all0 &= d == 0;
  }
  if (any0 && !all0)
    return cmir_verify_error(op, "expected all mask dim sizes to be zeros, as a result of "
                                 "conjunction with zero mask dim");
  return CMIR_OK;
}

static CmirStatus verify_create_mask(CmirOp *op) {
  if (check_operands(op, UINT32_MAX, 0, op->nopnds, INT32_MAX) || check_mask_result(op))
    return CMIR_FAIL;
  uint32_t r = op->results[0].type->shaped.rank;
  if (r == 0 && op->nopnds != 1)
    return cmir_verify_error(op, "must specify exactly one operand for 0-D create_mask");
  if (r && op->nopnds != r)
    return cmir_verify_error(op, "must specify an operand for each result vector dimension");
  return CMIR_OK;
}

/* A memref type's shape followed by its vector element's. */
static uint32_t full_shape(const CmirType *m, int64_t *out) {
  uint32_t n = 0;
  for (uint32_t i = 0; i < m->shaped.rank && n < 128; i++)
    out[n++] = m->shaped.shape[i];
  const CmirType *e = m->shaped.elem;
  if (e->kind == CMIR_TYPE_VECTOR)
    for (uint32_t i = 0; i < e->shaped.rank && n < 128; i++)
      out[n++] = e->shaped.shape[i];
  return n;
}

static CmirStatus verify_type_cast(CmirOp *op) {
  const CmirType *s = op->opnds[0].value->type, *r = op->results[0].type;
  if (s->kind != CMIR_TYPE_MEMREF || !cmir_type_has_static_shape(s))
    return type_error(op,
                      "operand #0 must be statically shaped memref of any type values, but got "
                      "'%s'",
                      s);
  if (r->kind != CMIR_TYPE_MEMREF)
    return type_error(op, "result #0 must be memref of any type values, but got '%s'", r);
  /* canonicalizeStridedLayout: contiguous row-major strides are the identity */
  int64_t st[64], off, want = 1;
  bool contiguous = s->shaped.rank <= 64 && cmir_memref_strides(s, st, &off) && off == 0;
  for (uint32_t i = s->shaped.rank; contiguous && i-- > 0;) {
    contiguous = st[i] == want || s->shaped.shape[i] == 1;
    want *= s->shaped.shape[i];
  }
  if (!contiguous)
    return cmir_verify_error(op, "expects operand to be a memref with identity layout");
  if (!cmir_memref_layout_is_identity(r))
    return cmir_verify_error(op, "expects result to be a memref with identity layout");
  if (s->shaped.extra != r->shaped.extra)
    return cmir_verify_error(op, "expects result in same memory space");
  int64_t a[128], b[128];
  uint32_t na = full_shape(s, a), nb = full_shape(r, b);
  if (elem_of(s->shaped.elem) != elem_of(r->shaped.elem))
    return type_error(op, "expects result and operand with same underlying scalar type: '%s'", r);
  if (na != nb || memcmp(a, b, na * sizeof *a))
    return type_error(op, "expects concatenated result and operand shapes to be equal: '%s'", r);
  return CMIR_OK;
}

/* ---- folding ---- */

/* extract and insert at no position: the whole source. */
static bool fold_no_position(CmirOp *op, const CmirAttr *const *c, CmirFoldResult *out) {
  (void)c;
  const CmirAttr *a = cmir_op_get_prop(op, "static_position");
  if (!a || a->kind != CMIR_ATTR_DENSE_ARRAY || a->darr.n ||
      op->opnds[0].value->type != op->results[0].type)
    return false;
  out->value = op->opnds[0].value;
  return true;
}

static bool has_scalable(const CmirType *t) { return t->shaped.scalable != NULL; }

/* The mask is begin, begin + 1, ... and has width entries. */
static bool step_mask(const CmirAttr *m, int64_t begin, int64_t width) {
  if ((int64_t)m->arr.n != width)
    return false;
  for (uint32_t i = 0; i < m->arr.n; i++)
    if (cmir_attr_int_value(m->arr.elems[i]) != begin + (int64_t)i)
      return false;
  return true;
}

/* shuffle: a mask that takes v1 (or v2) whole and in order is that operand;
 * two 1-D constant operands give the constant of the picked lanes. */
static bool fold_shuffle(CmirOp *op, const CmirAttr *const *c, CmirFoldResult *out) {
  const CmirType *v1 = op->opnds[0].value->type, *v2 = op->opnds[1].value->type;
  const CmirAttr *m = cmir_op_get_prop(op, "mask");
  if (!v1->shaped.rank || !m || m->kind != CMIR_ATTR_ARRAY)
    return false;
  int64_t n1 = v1->shaped.shape[0];
  if (!has_scalable(v1) && step_mask(m, 0, n1)) {
    out->value = op->opnds[0].value;
    return true;
  }
  if (!has_scalable(v1) && !has_scalable(v2) && v2->shaped.rank &&
      step_mask(m, n1, v2->shaped.shape[0])) {
    out->value = op->opnds[1].value;
    return true;
  }
  if (!c[0] || !c[1] || c[0]->kind != CMIR_ATTR_DENSE || c[1]->kind != CMIR_ATTR_DENSE ||
      v1->shaped.rank != 1)
    return false;
  uint32_t eb = cmir_dense_elem_bytes(v1->shaped.elem);
  const CmirType *rt = op->results[0].type;
  char *data = cmir_xmalloc((size_t)eb * (m->arr.n ? m->arr.n : 1));
  for (uint32_t i = 0; i < m->arr.n; i++) {
    int64_t k = cmir_attr_int_value(m->arr.elems[i]);
    const CmirAttr *src = k < n1 ? c[0] : c[1];
    int64_t at = src->flags & 1 ? 0 : k < n1 ? k : k - n1;
    memcpy(data + (size_t)i * eb, (const char *)src->dense.data + (size_t)at * eb, eb);
  }
  out->attr = cmir_attr_dense(cmir_op_context(op), rt, data, (uint64_t)eb * m->arr.n, false);
  free(data);
  return true;
}

/* A vector.splat's scalar, or NULL. */
static CmirValue *splat_source(CmirValue *v) {
  CmirOp *d = cmir_value_def(v);
  return d && cmir_op_isa(d, CMIR_OP_VECTOR_SPLAT) ? d->opnds[0].value : NULL;
}

/* shuffle's patterns (MLIR 19): of two splats of one scalar, a splat of the
 * result type; of 0-D operands with a one-lane mask, a broadcast of the
 * chosen one; [0, n, 1, n + 1, ...] of two 1-D (or 0-D) operands of n lanes, an
 * interleave. */
static bool canon_shuffle(CmirPatRewriter *rw, CmirOp *op) {
  CmirContext *ctx = cmir_op_context(op);
  const CmirType *v1 = op->opnds[0].value->type, *rt = op->results[0].type;
  const CmirAttr *m = cmir_op_get_prop(op, "mask");
  if (!m || m->kind != CMIR_ATTR_ARRAY)
    return false;
  CmirValue *s = splat_source(op->opnds[0].value), *v = NULL;
  unsigned id = 0;
  if (s && splat_source(op->opnds[1].value) == s) {
    id = CMIR_OP_VECTOR_SPLAT;
    v = s;
  } else if (!v1->shaped.rank && m->arr.n == 1) {
    id = CMIR_OP_VECTOR_BROADCAST;
    v = op->opnds[cmir_attr_int_value(m->arr.elems[0]) == 0 ? 0 : 1].value;
  } else if (rt->shaped.rank == 1 && !has_scalable(rt) && rt->shaped.shape[0] % 2 == 0 &&
             (v1->shaped.rank ? v1->shaped.shape[0] : 1) * 2 == rt->shaped.shape[0]) {
    int64_t h = rt->shaped.shape[0] / 2;
    for (int64_t i = 0; i < h; i++)
      if (cmir_attr_int_value(m->arr.elems[2 * i]) != i ||
          cmir_attr_int_value(m->arr.elems[2 * i + 1]) != i + h)
        return false;
    CmirValue *ab[2] = {op->opnds[0].value, op->opnds[1].value};
    CmirOp *o = cmir_op_create_simple(ctx, CMIR_OP_VECTOR_INTERLEAVE, op->loc, 2, ab, rt, NULL);
    rw->insert(rw, op, o);
    CmirValue *r = &o->results[0];
    rw->replace(rw, op, &r);
    return true;
  }
  if (!id)
    return false;
  CmirOp *o = cmir_op_create_simple(ctx, id, op->loc, 1, &v, rt, NULL);
  rw->insert(rw, op, o);
  CmirValue *r = &o->results[0];
  rw->replace(rw, op, &r);
  return true;
}

/* ---- shuffle's syntax ---- */

/* `%a, %b [0, 5] attr-dict : T1, T2`; the result type from the mask. */
static CmirStatus shuffle_parse(CmirParser *p, CmirOpState *st) {
  CmirContext *ctx = p->ctx;
  CmirUnresolved a, b;
  if (cmir_parser_operand(p, &a) || cmir_parser_expect(p, TOK_COMMA, "','") ||
      cmir_parser_operand(p, &b))
    return CMIR_FAIL;
  CMIR_VEC(const CmirAttr *) elems = {0};
  CmirStatus rc = CMIR_FAIL;
  const CmirType *i64 = cmir_type_int(ctx, 64, CMIR_SIGNLESS);
  if (cmir_parser_expect(p, TOK_LSQUARE, "'['"))
    goto done;
  if (!cmir_parser_consume_if(p, TOK_RSQUARE)) {
    do {
      int64_t v;
      if (cmir_parser_expect_integer(p, &v, "integer"))
        goto done;
      const CmirAttr *e = cmir_attr_int(ctx, i64, v);
      cmir_vec_push(&elems, e);
    } while (cmir_parser_consume_if(p, TOK_COMMA));
    if (cmir_parser_expect(p, TOK_RSQUARE, "']'"))
      goto done;
  }
  cmir_opstate_set_prop(st, "mask", cmir_attr_array(ctx, elems.len, elems.data));
  if (cmir_parser_opt_attr_dict(p, st) || cmir_parser_expect(p, TOK_COLON, "':'"))
    goto done;
  const char *tpos = p->tok.s;
  const CmirType *t1 = cmir_parser_type(p);
  if (!t1 || cmir_parser_expect(p, TOK_COMMA, "','"))
    goto done;
  const CmirType *t2 = cmir_parser_type(p);
  if (!t2)
    goto done;
  if (!is_vector(t1) || !is_vector(t2)) {
    cmir_parser_error_at(p, tpos, "expected vector types");
    goto done;
  }
  CmirValue *v;
  if (!(v = cmir_parser_resolve(p, &a, t1)))
    goto done;
  cmir_opstate_add_operand(st, v);
  if (!(v = cmir_parser_resolve(p, &b, t2)))
    goto done;
  cmir_opstate_add_operand(st, v);
  const CmirType *rt = shuffle_type(ctx, t1, elems.len);
  if (!rt) {
    cmir_parser_error_at(p, tpos, "vector rank too large");
    goto done;
  }
  cmir_opstate_add_result(st, rt);
  rc = CMIR_OK;
done:
  cmir_vec_free(&elems);
  return rc;
}

static void shuffle_print(CmirPrinter *pr, CmirOp *op) {
  cmir_printer_putc(pr, ' ');
  cmir_printer_values(pr, op->opnds, 2);
  cmir_printer_puts(pr, " [");
  const CmirAttr *m = cmir_op_get_prop(op, "mask");
  for (uint32_t i = 0; m && m->kind == CMIR_ATTR_ARRAY && i < m->arr.n; i++) {
    if (i)
      cmir_printer_puts(pr, ", ");
    cmir_printer_attr_no_type(pr, m->arr.elems[i]);
  }
  cmir_printer_putc(pr, ']');
  static const char *const elide[] = {"mask", NULL};
  cmir_printer_attr_dict(pr, op, elide, false);
  cmir_printer_puts(pr, " : ");
  cmir_printer_operand_types(pr, op->opnds, 2);
}

/* ---- transfers ---- */

static bool is_transfer_read(const CmirOp *op) {
  return cmir_op_id(op) == CMIR_OP_VECTOR_TRANSFER_READ;
}

uint32_t cmir_vector_transfer_source(CmirOp *op) { return is_transfer_read(op) ? 0 : 1; }

const CmirAffineMap *cmir_vector_transfer_map(CmirOp *op) {
  const CmirAttr *a = cmir_op_get_prop(op, "permutation_map");
  return a && a->kind == CMIR_ATTR_AFFINE_MAP ? a->map.map : NULL;
}

bool cmir_vector_transfer_in_bounds(CmirOp *op, uint32_t j) {
  const CmirAttr *a = cmir_op_get_prop(op, "in_bounds");
  return a && a->kind == CMIR_ATTR_ARRAY && j < a->arr.n && cmir_attr_is_bool(a->arr.elems[j]) &&
         cmir_attr_int_value(a->arr.elems[j]) != 0;
}

/* The operand count of the transfer without its mask. */
static uint32_t unmasked_operands(CmirOp *op) {
  uint32_t s = cmir_vector_transfer_source(op);
  const CmirType *t = op->opnds[s].value->type;
  uint32_t r = t->kind == CMIR_TYPE_MEMREF || t->kind == CMIR_TYPE_TENSOR ? t->shaped.rank : 0;
  const CmirAttr *seg = cmir_op_get_prop(op, "operandSegmentSizes");
  if (seg && seg->kind == CMIR_ATTR_DENSE_ARRAY && seg->darr.n == 4) {
    const int32_t *v = seg->darr.data;
    return op->nopnds - (uint32_t)v[3];
  }
  return 2 + r;
}

CmirValue *cmir_vector_transfer_mask(CmirOp *op) {
  uint32_t n = unmasked_operands(op);
  return op->nopnds > n ? op->opnds[op->nopnds - 1].value : NULL;
}

const CmirType *cmir_vector_transfer_mask_type(CmirContext *ctx, const CmirType *vt,
                                               const CmirAffineMap *m) {
  int64_t shape[64];
  uint32_t n = 0;
  if (m->nres > 64)
    return NULL;
  for (uint32_t d = 0; d < m->ndims; d++)
    for (uint32_t j = 0; j < m->nres && j < vt->shaped.rank; j++)
      if (m->exprs[j]->kind == CMIR_AFFINE_DIM && m->exprs[j]->position == d) {
        shape[n++] = vt->shaped.shape[j];
        break;
      }
  return cmir_type_vector(ctx, n, shape, NULL, cmir_type_int(ctx, 1, CMIR_SIGNLESS));
}

/* getTransferMinorIdentityMap: the source's trailing dims, as many as the
 * vector has beyond the source element's own (a vector element) dims. */
static const CmirAffineMap *minor_identity(CmirContext *ctx, const CmirType *src,
                                           const CmirType *vt) {
  uint32_t nd = src->shaped.rank, ev = 0;
  if (src->shaped.elem->kind == CMIR_TYPE_VECTOR)
    ev = src->shaped.elem->shaped.rank;
  uint32_t nr = vt->shaped.rank > ev ? vt->shaped.rank - ev : 0;
  if (nr > nd)
    nr = nd;
  const CmirAffineExpr *e[64];
  if (nr > 64)
    return NULL;
  for (uint32_t i = 0; i < nr; i++)
    e[i] = cmir_affine_dim(ctx, nd - nr + i);
  return cmir_affine_map(ctx, nd, 0, nr, e);
}

static bool is_minor_identity(const CmirAffineMap *m) {
  if (m->nres > m->ndims)
    return false;
  for (uint32_t i = 0; i < m->nres; i++)
    if (m->exprs[i]->kind != CMIR_AFFINE_DIM || m->exprs[i]->position != m->ndims - m->nres + i)
      return false;
  return true;
}

static bool is_zero_const(const CmirAffineExpr *e) {
  return e->kind == CMIR_AFFINE_CONST && e->value == 0;
}

/* verifyTransferOp: what reads and writes share. */
static CmirStatus verify_transfer_common(CmirOp *op, const CmirType *st, const CmirType *vt,
                                         const CmirAffineMap *m) {
  if (cmir_op_get_attr(op, "masked"))
    return cmir_verify_error(op, "masked attribute has been removed. Use in_bounds instead.");
  if (st->kind != CMIR_TYPE_MEMREF && st->kind != CMIR_TYPE_TENSOR)
    return cmir_verify_error(op, "requires source to be a memref or ranked tensor type");
  const CmirType *e = st->shaped.elem;
  CmirValue *mask = cmir_vector_transfer_mask(op);
  if (e->kind == CMIR_TYPE_VECTOR) {
    uint64_t sbits = (uint64_t)cmir_type_bitwidth(e->shaped.elem) *
                     (uint64_t)(e->shaped.rank ? e->shaped.shape[e->shaped.rank - 1] : 1);
    uint64_t rbits = (uint64_t)cmir_type_bitwidth(vt->shaped.elem) *
                     (uint64_t)(vt->shaped.rank ? vt->shaped.shape[vt->shaped.rank - 1] : 1);
    if (!sbits || rbits % sbits)
      return cmir_verify_error(op, "requires the bitwidth of the minor 1-D vector to be an "
                                   "integral multiple of the bitwidth of the minor 1-D vector "
                                   "of the source");
    if (e->shaped.rank > vt->shaped.rank)
      return cmir_verify_error(op, "requires source vector element and vector result ranks to "
                                   "match.");
    if (m->nres != vt->shaped.rank - e->shaped.rank)
      return cmir_verify_error(op, "requires a permutation_map with result dims of the same rank "
                                   "as the vector type");
    if (mask)
      return cmir_verify_error(op, "does not support masks with vector element type");
  } else {
    uint64_t minor = vt->shaped.rank ? (uint64_t)vt->shaped.shape[vt->shaped.rank - 1] : 1;
    uint64_t ebits = cmir_type_bitwidth(e);
    if (!ebits || ((uint64_t)cmir_type_bitwidth(vt->shaped.elem) * minor) % ebits)
      return cmir_verify_error(op, "requires the bitwidth of the minor 1-D vector to be an "
                                   "integral multiple of the bitwidth of the source element "
                                   "type");
    if (m->nres != vt->shaped.rank)
      return cmir_verify_error(op, "requires a permutation_map with result dims of the same rank "
                                   "as the vector type");
    if (mask) {
      const CmirType *want = cmir_vector_transfer_mask_type(cmir_op_context(op), vt, m);
      if (want != mask->type) {
        char *a = cmir_type_str(want), *b = cmir_type_str(mask->type);
        cmir_verify_error(op, "inferred mask type ('%s') and mask operand type ('%s') don't match",
                          a, b);
        free(a);
        free(b);
        return CMIR_FAIL;
      }
    }
  }
  if (m->nsyms)
    return cmir_verify_error(op, "requires permutation_map without symbols");
  if (m->ndims != st->shaped.rank)
    return cmir_verify_error(op, "requires a permutation_map with input dims of the same rank as "
                                 "the source type");
  const CmirAttr *ib = cmir_op_get_prop(op, "in_bounds");
  if (ib->arr.n != m->nres) {
    char *ms = cmir_attr_str(cmir_op_get_prop(op, "permutation_map"));
    cmir_verify_error(op,
                      "expects the in_bounds attr of same rank as permutation_map results: %s vs "
                      "inBounds of size: %u",
                      ms, ib->arr.n);
    free(ms);
    return CMIR_FAIL;
  }
  for (uint32_t j = 0; j < m->nres; j++)
    if (m->exprs[j]->kind == CMIR_AFFINE_CONST && !cmir_vector_transfer_in_bounds(op, j))
      return cmir_verify_error(op, "requires broadcast dimensions to be in-bounds");
  return CMIR_OK;
}

/* verifyPermutationMap. */
static CmirStatus verify_perm(CmirOp *op, const CmirAffineMap *m) {
  bool seen[64] = {0};
  for (uint32_t j = 0; j < m->nres; j++) {
    const CmirAffineExpr *e = m->exprs[j];
    if (e->kind == CMIR_AFFINE_CONST && e->value == 0)
      continue;
    if (e->kind != CMIR_AFFINE_DIM)
      return cmir_verify_error(op, "requires a projected permutation_map (at most one dim or the "
                                   "zero constant can appear in each result)");
    if (e->position < 64 && seen[e->position])
      return cmir_verify_error(op, "requires a permutation_map that is a permutation (found one "
                                   "dim used more than once)");
    if (e->position < 64)
      seen[e->position] = true;
  }
  return CMIR_OK;
}

/* The ODS constraints: the attributes' kinds, then the operands'. */
static CmirStatus check_transfer_invariants(CmirOp *op, const CmirAffineMap **m) {
  const CmirAttr *ib = cmir_op_get_prop(op, "in_bounds");
  bool ok = ib && ib->kind == CMIR_ATTR_ARRAY;
  for (uint32_t i = 0; ok && i < ib->arr.n; i++)
    ok = cmir_attr_is_bool(ib->arr.elems[i]);
  if (!ok)
    return cmir_verify_error(op, "attribute 'in_bounds' failed to satisfy constraint: 1-bit "
                                 "boolean array attribute");
  if (!(*m = cmir_vector_transfer_map(op)))
    return cmir_verify_error(op, "attribute 'permutation_map' failed to satisfy constraint: "
                                 "AffineMap attribute");
  if ((*m)->nres > 64 || (*m)->ndims > 64)
    return cmir_verify_error(op, "permutation_map too large");
  bool rd = is_transfer_read(op);
  uint32_t s = cmir_vector_transfer_source(op), n = unmasked_operands(op);
  for (uint32_t i = 0; i < op->nopnds; i++) {
    const CmirType *t = op->opnds[i].value->type;
    const char *want = NULL;
    if (i == s && t->kind != CMIR_TYPE_MEMREF && t->kind != CMIR_TYPE_TENSOR &&
        t->kind != CMIR_TYPE_VECTOR && t->kind != CMIR_TYPE_UNRANKED_MEMREF &&
        t->kind != CMIR_TYPE_UNRANKED_TENSOR)
      want = "shaped of any type values";
    else if (!rd && i == 0 && t->kind != CMIR_TYPE_VECTOR)
      want = "vector of any type values";
    else if (i > s && i < (rd ? n - 1 : n) && t->kind != CMIR_TYPE_INDEX)
      want = "variadic of index";
    else if (i >= n && (t->kind != CMIR_TYPE_VECTOR || !cmir_type_is_signless_int(t->shaped.elem, 1)))
      want = "vector of 1-bit signless integer values";
    if (want) {
      char *ts = cmir_type_str(t);
      cmir_verify_error(op, "operand #%u must be %s, but got '%s'", i, want, ts);
      free(ts);
      return CMIR_FAIL;
    }
  }
  if (rd && op->results[0].type->kind != CMIR_TYPE_VECTOR)
    return type_error(op, "result #0 must be vector of any type values, but got '%s'",
                      op->results[0].type);
  if (!rd && op->nresults && op->results[0].type->kind != CMIR_TYPE_TENSOR)
    return type_error(op, "result #0 must be ranked tensor of any type values, but got '%s'",
                      op->results[0].type);
  const CmirType *st = op->opnds[s].value->type;
  if (st->kind != CMIR_TYPE_MEMREF && st->kind != CMIR_TYPE_TENSOR)
    return cmir_verify_error(op, "requires source to be a memref or ranked tensor type");
  return CMIR_OK;
}

static CmirStatus verify_transfer_read(CmirOp *op) {
  const CmirAffineMap *m;
  if (check_transfer_invariants(op, &m))
    return CMIR_FAIL;
  const CmirType *st = op->opnds[0].value->type, *vt = op->results[0].type;
  uint32_t n = unmasked_operands(op);
  if (n - 2 != st->shaped.rank)
    return cmir_verify_error(op, "requires %u indices", st->shaped.rank);
  if (verify_transfer_common(op, st, vt, m))
    return CMIR_FAIL;
  const CmirType *pad = op->opnds[n - 1].value->type, *e = st->shaped.elem;
  if (e->kind == CMIR_TYPE_VECTOR) {
    if (e != pad)
      return cmir_verify_error(op, "requires source element type and padding type to match.");
  } else {
    if (!cmir_type_is_int_or_index(pad) && pad->kind != CMIR_TYPE_FLOAT)
      return cmir_verify_error(op, "requires valid padding vector elemental type");
    if (pad != e)
      return cmir_verify_error(op, "requires formal padding and source of the same elemental "
                                   "type");
  }
  return verify_perm(op, m);
}

static CmirStatus verify_transfer_write(CmirOp *op) {
  const CmirAffineMap *m;
  if (check_transfer_invariants(op, &m))
    return CMIR_FAIL;
  const CmirType *st = op->opnds[1].value->type, *vt = op->opnds[0].value->type;
  uint32_t n = unmasked_operands(op);
  if (n - 2 != st->shaped.rank)
    return cmir_verify_error(op, "requires %u indices", st->shaped.rank);
  for (uint32_t j = 0; j < m->nres; j++)
    if (is_zero_const(m->exprs[j]))
      return cmir_verify_error(op, "should not have broadcast dimensions");
  if (verify_transfer_common(op, st, vt, m))
    return CMIR_FAIL;
  return verify_perm(op, m);
}

/* The custom syntax shared by reads and writes: `%src[%indices]`. */
static CmirStatus parse_source(CmirParser *p, CmirUnresolved *src, CmirUnresolvedVec *idx) {
  if (cmir_parser_operand(p, src) || cmir_parser_expect(p, TOK_LSQUARE, "'['"))
    return CMIR_FAIL;
  if (!cmir_parser_consume_if(p, TOK_RSQUARE)) {
    do {
      CmirUnresolved u;
      if (cmir_parser_operand(p, &u))
        return CMIR_FAIL;
      cmir_vec_push(idx, u);
    } while (cmir_parser_consume_if(p, TOK_COMMA));
    if (cmir_parser_expect(p, TOK_RSQUARE, "']'"))
      return CMIR_FAIL;
  }
  return CMIR_OK;
}

/* The attributes and the two types; the defaults of permutation_map and
 * in_bounds. rd: a read (`: source, vector`), else a write (`: vector,
 * source`). */
static CmirStatus parse_transfer_tail(CmirParser *p, CmirOpState *st, bool rd,
                                      const CmirType **src, const CmirType **vec,
                                      const CmirAffineMap **map, const char **tpos) {
  CmirContext *ctx = p->ctx;
  if (cmir_parser_opt_attr_dict(p, st))
    return CMIR_FAIL;
  *tpos = p->tok.s;
  if (cmir_parser_expect(p, TOK_COLON, "':'"))
    return CMIR_FAIL;
  const CmirType *t[2];
  uint32_t nt = 0;
  do {
    const CmirType *x = cmir_parser_type(p);
    if (!x)
      return CMIR_FAIL;
    if (nt < 2)
      t[nt] = x;
    nt++;
  } while (cmir_parser_consume_if(p, TOK_COMMA));
  if (nt != 2)
    return cmir_parser_error_at(p, *tpos, "requires two types");
  *src = t[rd ? 0 : 1];
  *vec = t[rd ? 1 : 0];
  if (rd && (*src)->kind != CMIR_TYPE_MEMREF && (*src)->kind != CMIR_TYPE_TENSOR)
    return cmir_parser_error_at(p, *tpos, "requires memref or ranked tensor type");
  if ((*vec)->kind != CMIR_TYPE_VECTOR)
    return cmir_parser_error_at(p, *tpos, "requires vector type");
  if (!rd && (*src)->kind != CMIR_TYPE_MEMREF && (*src)->kind != CMIR_TYPE_TENSOR)
    return cmir_parser_error_at(p, *tpos, "requires memref or ranked tensor type");
  /* Property conversion drops attributes of the wrong class. */
  const CmirAttr *pm = cmir_dict_gets(st->props, "permutation_map");
  if (pm && pm->kind != CMIR_ATTR_AFFINE_MAP) {
    st->props = cmir_dict_set(ctx, st->props, cmir_ident(ctx, "permutation_map"), NULL);
    *map = NULL;
  } else if (!pm) {
    if (!(*map = minor_identity(ctx, *src, *vec)))
      return cmir_parser_error_at(p, *tpos, "vector rank too large");
    cmir_opstate_set_prop(st, "permutation_map", cmir_attr_affine_map(ctx, *map));
  } else {
    *map = pm->kind == CMIR_ATTR_AFFINE_MAP ? pm->map.map : NULL;
  }
  const CmirAttr *ib = cmir_dict_gets(st->props, "in_bounds");
  if (ib && ib->kind != CMIR_ATTR_ARRAY)
    st->props = cmir_dict_set(ctx, st->props, cmir_ident(ctx, "in_bounds"), NULL);
  else if (!ib) {
    uint32_t n = *map ? (*map)->nres : 0;
    const CmirAttr *f = cmir_attr_bool(ctx, false), *elems[64];
    if (n > 64)
      return cmir_parser_error_at(p, *tpos, "vector rank too large");
    for (uint32_t i = 0; i < n; i++)
      elems[i] = f;
    cmir_opstate_set_prop(st, "in_bounds", cmir_attr_array(ctx, n, elems));
  }
  return CMIR_OK;
}

/* The mask operand, its type inferred from the vector type and the map. */
static CmirStatus resolve_mask(CmirParser *p, CmirOpState *st, const CmirUnresolved *mask,
                               const CmirType *src, const CmirType *vec, const CmirAffineMap *map,
                               const char *tpos) {
  if (src->shaped.elem->kind == CMIR_TYPE_VECTOR)
    return cmir_parser_error_at(p, mask->pos, "does not support masks with vector element type");
  if (!map || vec->shaped.rank != map->nres)
    return cmir_parser_error_at(p, tpos, "expected the same rank for the vector and the results "
                                         "of the permutation map");
  const CmirType *mt = cmir_vector_transfer_mask_type(p->ctx, vec, map);
  CmirValue *v = mt ? cmir_parser_resolve(p, mask, mt) : NULL;
  if (!v)
    return CMIR_FAIL;
  cmir_opstate_add_operand(st, v);
  return CMIR_OK;
}

static CmirStatus resolve_indices(CmirParser *p, CmirOpState *st, const CmirUnresolvedVec *idx) {
  for (uint32_t i = 0; i < idx->len; i++) {
    CmirValue *v = cmir_parser_resolve(p, &idx->data[i], cmir_type_index(p->ctx));
    if (!v)
      return CMIR_FAIL;
    cmir_opstate_add_operand(st, v);
  }
  return CMIR_OK;
}

static void set_segments(CmirOpState *st, const int32_t *seg) {
  cmir_opstate_set_prop(st, "operandSegmentSizes", cmir_attr_dense_i32_array(st->ctx, 4, seg));
}

static CmirStatus transfer_read_parse(CmirParser *p, CmirOpState *st) {
  CmirUnresolved src, pad, mask;
  CmirUnresolvedVec idx = {0};
  CmirStatus rc = CMIR_FAIL;
  bool has_mask = false;
  const CmirType *stype, *vtype;
  const CmirAffineMap *map;
  const char *tpos;
  if (parse_source(p, &src, &idx) || cmir_parser_expect(p, TOK_COMMA, "','") ||
      cmir_parser_operand(p, &pad))
    goto done;
  if (cmir_parser_consume_if(p, TOK_COMMA)) {
    if (cmir_parser_operand(p, &mask))
      goto done;
    has_mask = true;
  }
  if (parse_transfer_tail(p, st, true, &stype, &vtype, &map, &tpos))
    goto done;
  CmirValue *v = cmir_parser_resolve(p, &src, stype);
  if (!v)
    goto done;
  cmir_opstate_add_operand(st, v);
  if (resolve_indices(p, st, &idx))
    goto done;
  if (!(v = cmir_parser_resolve(p, &pad, stype->shaped.elem)))
    goto done;
  cmir_opstate_add_operand(st, v);
  if (has_mask && resolve_mask(p, st, &mask, stype, vtype, map, tpos))
    goto done;
  set_segments(st, (const int32_t[]){1, (int32_t)idx.len, 1, has_mask});
  cmir_opstate_add_result(st, vtype);
  rc = CMIR_OK;
done:
  cmir_vec_free(&idx);
  return rc;
}

static CmirStatus transfer_write_parse(CmirParser *p, CmirOpState *st) {
  CmirUnresolved val, src, mask;
  CmirUnresolvedVec idx = {0};
  CmirStatus rc = CMIR_FAIL;
  bool has_mask = false;
  const CmirType *stype, *vtype;
  const CmirAffineMap *map;
  const char *tpos;
  if (cmir_parser_operand(p, &val) || cmir_parser_expect(p, TOK_COMMA, "','") ||
      parse_source(p, &src, &idx))
    goto done;
  if (cmir_parser_consume_if(p, TOK_COMMA)) {
    if (cmir_parser_operand(p, &mask))
      goto done;
    has_mask = true;
  }
  if (parse_transfer_tail(p, st, false, &stype, &vtype, &map, &tpos))
    goto done;
  CmirValue *v = cmir_parser_resolve(p, &val, vtype);
  if (!v)
    goto done;
  cmir_opstate_add_operand(st, v);
  if (!(v = cmir_parser_resolve(p, &src, stype)))
    goto done;
  cmir_opstate_add_operand(st, v);
  if (resolve_indices(p, st, &idx))
    goto done;
  if (has_mask && resolve_mask(p, st, &mask, stype, vtype, map, tpos))
    goto done;
  set_segments(st, (const int32_t[]){1, 1, (int32_t)idx.len, has_mask});
  if (stype->kind == CMIR_TYPE_TENSOR)
    cmir_opstate_add_result(st, stype);
  rc = CMIR_OK;
done:
  cmir_vec_free(&idx);
  return rc;
}

/* printTransferAttrs: the map when not the minor identity, in_bounds when
 * some dim is in bounds. */
static void print_transfer_attrs(CmirPrinter *pr, CmirOp *op) {
  const char *elide[4];
  uint32_t n = 0;
  elide[n++] = "operandSegmentSizes";
  const CmirAffineMap *m = cmir_vector_transfer_map(op);
  if (m && is_minor_identity(m))
    elide[n++] = "permutation_map";
  const CmirAttr *ib = cmir_op_get_prop(op, "in_bounds");
  bool any = false;
  for (uint32_t j = 0; ib && ib->kind == CMIR_ATTR_ARRAY && j < ib->arr.n; j++)
    any |= cmir_vector_transfer_in_bounds(op, j);
  if (!any)
    elide[n++] = "in_bounds";
  elide[n] = NULL;
  cmir_printer_attr_dict(pr, op, elide, false);
}

static void print_indices(CmirPrinter *pr, CmirOp *op, uint32_t first, uint32_t end) {
  cmir_printer_putc(pr, '[');
  cmir_printer_values(pr, op->opnds + first, end - first);
  cmir_printer_putc(pr, ']');
}

static void transfer_read_print(CmirPrinter *pr, CmirOp *op) {
  uint32_t n = unmasked_operands(op);
  cmir_printer_putc(pr, ' ');
  cmir_printer_value(pr, op->opnds[0].value);
  print_indices(pr, op, 1, n - 1);
  cmir_printer_puts(pr, ", ");
  cmir_printer_value(pr, op->opnds[n - 1].value);
  if (op->nopnds > n) {
    cmir_printer_puts(pr, ", ");
    cmir_printer_value(pr, op->opnds[n].value);
  }
  print_transfer_attrs(pr, op);
  cmir_printer_puts(pr, " : ");
  cmir_printer_type(pr, op->opnds[0].value->type);
  cmir_printer_puts(pr, ", ");
  cmir_printer_type(pr, op->results[0].type);
}

static void transfer_write_print(CmirPrinter *pr, CmirOp *op) {
  uint32_t n = unmasked_operands(op);
  cmir_printer_putc(pr, ' ');
  cmir_printer_value(pr, op->opnds[0].value);
  cmir_printer_puts(pr, ", ");
  cmir_printer_value(pr, op->opnds[1].value);
  print_indices(pr, op, 2, n);
  if (op->nopnds > n) {
    cmir_printer_puts(pr, ", ");
    cmir_printer_value(pr, op->opnds[n].value);
  }
  print_transfer_attrs(pr, op);
  cmir_printer_puts(pr, " : ");
  cmir_printer_type(pr, op->opnds[0].value->type);
  cmir_printer_puts(pr, ", ");
  cmir_printer_type(pr, op->opnds[1].value->type);
}

/* ---- op table ---- */

static const CmirOpDef vector_ops[] = {
#define OP(x, nm, ...) {.id = CMIR_OP_##x, .name = nm, __VA_ARGS__},
#include "dialect/vector/ops.h"
#undef OP

};

void cmir_vector_register(CmirContext *ctx) {
  cmir_register_enum(ctx, &cmir_vector_kind);
  cmir_register_enum(ctx, &cmir_vector_punctuation);
  cmir_register_dialect(ctx, "vector", vector_ops, sizeof vector_ops / sizeof vector_ops[0]);
}
