/* The vector dialect's core: broadcast, splat, extract, insert,
 * extractelement, insertelement, shuffle, fma, reduction, bitcast,
 * shape_cast and print, the memory ops load, store, maskedload,
 * maskedstore and type_cast, and the masks constant_mask and create_mask,
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
