/* Uniqued attributes and affine expressions/maps. Like types, each distinct
 * value exists once per context; affine expressions are simplified on
 * construction the way MLIR simplifies them, so equal maps are one pointer. */
#include "ir/ir_internal.h"

#include <stdlib.h>

/* ---- attributes ---- */

static uint64_t attr_hash(const CmirAttr *k) {
  uint64_t h = cmir_hash_mix(0xa77, k->kind);
  h = cmir_hash_mix(h, k->flags);
  switch (k->kind) {
  case CMIR_ATTR_INTEGER:
    h = cmir_hash_mix(h, k->i.type->hash);
    h = cmir_hash_mix(h, k->i.v);
    if (k->i.words)
      h = cmir_hash_mix(h, cmir_hash_bytes(k->i.words,
                                           8 * ((k->i.type->integer.width + 63) / 64), 0));
    break;
  case CMIR_ATTR_FLOAT:
    h = cmir_hash_mix(h, k->f.type->hash);
    h = cmir_hash_mix(h, k->f.lo);
    h = cmir_hash_mix(h, k->f.hi);
    break;
  case CMIR_ATTR_STRING:
    h = cmir_hash_mix(h, cmir_hash_bytes(k->str.s, k->str.len, 0));
    h = cmir_hash_mix(h, k->str.type ? k->str.type->hash : 0);
    break;
  case CMIR_ATTR_ARRAY:
    for (uint32_t i = 0; i < k->arr.n; i++)
      h = cmir_hash_mix(h, k->arr.elems[i]->hash);
    break;
  case CMIR_ATTR_DICT:
    for (uint32_t i = 0; i < k->dict.n; i++) {
      h = cmir_hash_mix(h, k->dict.entries[i].name->hash);
      h = cmir_hash_mix(h, k->dict.entries[i].value->hash);
    }
    break;
  case CMIR_ATTR_TYPE:
    h = cmir_hash_mix(h, k->type.type->hash);
    break;
  case CMIR_ATTR_SYMREF:
    for (uint32_t i = 0; i < k->sym.n; i++)
      h = cmir_hash_mix(h, k->sym.names[i]->hash);
    break;
  case CMIR_ATTR_AFFINE_MAP:
  case CMIR_ATTR_INTEGER_SET:
    h = cmir_hash_mix(h, (uint64_t)(uintptr_t)k->map.map);
    break;
  case CMIR_ATTR_DENSE:
    h = cmir_hash_mix(h, k->dense.type->hash);
    h = cmir_hash_mix(h, cmir_hash_bytes(k->dense.data, k->dense.nbytes, 0));
    break;
  case CMIR_ATTR_DENSE_STRING:
    h = cmir_hash_mix(h, k->dstr.type->hash);
    for (uint32_t i = 0; i < k->dstr.n; i++)
      h = cmir_hash_mix(h, k->dstr.strs[i]->hash);
    break;
  case CMIR_ATTR_DENSE_ARRAY:
    h = cmir_hash_mix(h, k->darr.elem->hash);
    h = cmir_hash_mix(h, k->darr.n);
    h = cmir_hash_mix(h, cmir_hash_bytes(k->darr.data,
                                         (size_t)k->darr.n * cmir_dense_elem_bytes(k->darr.elem),
                                         0));
    break;
  case CMIR_ATTR_DISTINCT:
    h = cmir_hash_mix(h, k->distinct.serial);
    break;
  case CMIR_ATTR_DENSE_RESOURCE:
    h = cmir_hash_mix(h, k->resource.type->hash);
    h = cmir_hash_mix(h, (uint64_t)(uintptr_t)k->resource.handle);
    break;
  case CMIR_ATTR_SPARSE:
    h = cmir_hash_mix(h, k->sparse.type->hash);
    h = cmir_hash_mix(h, k->sparse.indices->hash);
    h = cmir_hash_mix(h, k->sparse.values->hash);
    break;
  case CMIR_ATTR_STRIDED:
    h = cmir_hash_mix(h, (uint64_t)k->strided.offset);
    h = cmir_hash_mix(h, cmir_hash_bytes(k->strided.strides, k->strided.rank * 8, k->strided.rank));
    break;
  case CMIR_ATTR_OPAQUE:
    h = cmir_hash_mix(h, k->opaque.dialect->hash);
    h = cmir_hash_mix(h, cmir_hash_bytes(k->opaque.body, k->opaque.len, 0));
    h = cmir_hash_mix(h, k->opaque.type ? k->opaque.type->hash : 0);
    break;
  case CMIR_ATTR_ENUM:
    h = cmir_hash_mix(h, (uint64_t)(uintptr_t)k->en.def);
    h = cmir_hash_mix(h, k->en.value);
    break;
  case CMIR_ATTR_LOC_FILE:
    h = cmir_hash_mix(h, k->loc.file->hash);
    h = cmir_hash_mix(h, ((uint64_t)k->loc.line << 32) | k->loc.col);
    break;
  case CMIR_ATTR_LOC_NAME:
    h = cmir_hash_mix(h, k->locname.name->hash);
    h = cmir_hash_mix(h, k->locname.child ? k->locname.child->hash : 0);
    break;
  case CMIR_ATTR_LOC_FUSED:
    for (uint32_t i = 0; i < k->fused.n; i++)
      h = cmir_hash_mix(h, k->fused.locs[i]->hash);
    h = cmir_hash_mix(h, k->fused.meta ? k->fused.meta->hash : 0);
    break;
  case CMIR_ATTR_LOC_CALLSITE:
    h = cmir_hash_mix(h, k->callsite.callee->hash);
    h = cmir_hash_mix(h, k->callsite.caller->hash);
    break;
  default:
    break;
  }
  return h;
}

static bool ptrs_eq(const void *const *a, const void *const *b, uint32_t n) {
  return n == 0 || memcmp(a, b, sizeof(void *) * n) == 0;
}

static bool attr_eq(const void *item, const void *key) {
  const CmirAttr *a = item, *k = key;
  if (a->kind != k->kind || a->flags != k->flags)
    return false;
  switch (k->kind) {
  case CMIR_ATTR_INTEGER:
    if (a->i.type != k->i.type || a->i.v != k->i.v || !a->i.words != !k->i.words)
      return false;
    return !k->i.words ||
           !memcmp(a->i.words, k->i.words, 8 * ((k->i.type->integer.width + 63) / 64));
  case CMIR_ATTR_FLOAT:
    return a->f.type == k->f.type && a->f.lo == k->f.lo && a->f.hi == k->f.hi;
  case CMIR_ATTR_STRING:
    return a->str.len == k->str.len && a->str.type == k->str.type &&
           (!k->str.len || !memcmp(a->str.s, k->str.s, k->str.len));
  case CMIR_ATTR_ARRAY:
    return a->arr.n == k->arr.n &&
           ptrs_eq((const void *const *)a->arr.elems, (const void *const *)k->arr.elems, k->arr.n);
  case CMIR_ATTR_DICT:
    if (a->dict.n != k->dict.n)
      return false;
    for (uint32_t i = 0; i < k->dict.n; i++)
      if (a->dict.entries[i].name != k->dict.entries[i].name ||
          a->dict.entries[i].value != k->dict.entries[i].value)
        return false;
    return true;
  case CMIR_ATTR_TYPE:
    return a->type.type == k->type.type;
  case CMIR_ATTR_SYMREF:
    return a->sym.n == k->sym.n &&
           ptrs_eq((const void *const *)a->sym.names, (const void *const *)k->sym.names, k->sym.n);
  case CMIR_ATTR_AFFINE_MAP:
  case CMIR_ATTR_INTEGER_SET:
    return a->map.map == k->map.map;
  case CMIR_ATTR_DENSE:
    return a->dense.type == k->dense.type && a->dense.nbytes == k->dense.nbytes &&
           (!k->dense.nbytes || !memcmp(a->dense.data, k->dense.data, k->dense.nbytes));
  case CMIR_ATTR_DENSE_STRING:
    return a->dstr.type == k->dstr.type && a->dstr.n == k->dstr.n &&
           ptrs_eq((const void *const *)a->dstr.strs, (const void *const *)k->dstr.strs,
                   k->dstr.n);
  case CMIR_ATTR_DENSE_ARRAY:
    return a->darr.elem == k->darr.elem && a->darr.n == k->darr.n &&
           (!k->darr.n || !memcmp(a->darr.data, k->darr.data,
                                  (size_t)k->darr.n * cmir_dense_elem_bytes(k->darr.elem)));
  case CMIR_ATTR_DISTINCT:
    return a->distinct.serial == k->distinct.serial;
  case CMIR_ATTR_DENSE_RESOURCE:
    return a->resource.type == k->resource.type && a->resource.handle == k->resource.handle;
  case CMIR_ATTR_SPARSE:
    return a->sparse.type == k->sparse.type && a->sparse.indices == k->sparse.indices &&
           a->sparse.values == k->sparse.values;
  case CMIR_ATTR_STRIDED:
    return a->strided.offset == k->strided.offset && a->strided.rank == k->strided.rank &&
           (!k->strided.rank || !memcmp(a->strided.strides, k->strided.strides, k->strided.rank * 8));
  case CMIR_ATTR_OPAQUE:
    return a->opaque.dialect == k->opaque.dialect && a->opaque.len == k->opaque.len &&
           a->opaque.type == k->opaque.type &&
           (!k->opaque.len || !memcmp(a->opaque.body, k->opaque.body, k->opaque.len));
  case CMIR_ATTR_ENUM:
    return a->en.def == k->en.def && a->en.value == k->en.value;
  case CMIR_ATTR_LOC_FILE:
    return a->loc.file == k->loc.file && a->loc.line == k->loc.line && a->loc.col == k->loc.col;
  case CMIR_ATTR_LOC_NAME:
    return a->locname.name == k->locname.name && a->locname.child == k->locname.child;
  case CMIR_ATTR_LOC_FUSED:
    return a->fused.n == k->fused.n && a->fused.meta == k->fused.meta &&
           ptrs_eq((const void *const *)a->fused.locs, (const void *const *)k->fused.locs,
                   k->fused.n);
  case CMIR_ATTR_LOC_CALLSITE:
    return a->callsite.callee == k->callsite.callee && a->callsite.caller == k->callsite.caller;
  default:
    return true;
  }
}

/* borrow: a new dense attribute keeps the caller's data instead of a copy. */
static const CmirAttr *unique_locked(CmirContext *ctx, CmirAttr *k, bool borrow);

static const CmirAttr *unique_ex(CmirContext *ctx, CmirAttr *k, bool borrow) {
  k->hash = attr_hash(k);
  cmir_ctx_lock(ctx);
  const CmirAttr *a = unique_locked(ctx, k, borrow);
  cmir_ctx_unlock(ctx);
  return a;
}

static const CmirAttr *unique_locked(CmirContext *ctx, CmirAttr *k, bool borrow) {
  const CmirAttr *found = cmir_htab_find(&ctx->attrs, k->hash, attr_eq, k);
  if (found)
    return found;
  CmirAttr *a = cmir_arena_alloc(&ctx->arena, sizeof *a);
  *a = *k;
  a->id = ctx->next_id++;
  CmirArena *ar = &ctx->arena;
  switch (k->kind) {
  case CMIR_ATTR_INTEGER:
    if (k->i.words)
      a->i.words = cmir_arena_memdup(ar, k->i.words, 8 * ((k->i.type->integer.width + 63) / 64));
    break;
  case CMIR_ATTR_STRING:
    a->str.s = cmir_arena_strndup(ar, k->str.s, k->str.len);
    break;
  case CMIR_ATTR_ARRAY:
    a->arr.elems = cmir_arena_memdup(ar, k->arr.elems, sizeof(void *) * k->arr.n);
    break;
  case CMIR_ATTR_DICT:
    a->dict.entries = cmir_arena_memdup(ar, k->dict.entries, sizeof(CmirNamedAttr) * k->dict.n);
    break;
  case CMIR_ATTR_SYMREF:
    a->sym.names = cmir_arena_memdup(ar, k->sym.names, sizeof(void *) * k->sym.n);
    break;
  case CMIR_ATTR_DENSE:
    if (!borrow)
      a->dense.data = cmir_arena_memdup(ar, k->dense.data, k->dense.nbytes);
    break;
  case CMIR_ATTR_DENSE_STRING:
    a->dstr.strs = cmir_arena_memdup(ar, k->dstr.strs, sizeof(void *) * k->dstr.n);
    break;
  case CMIR_ATTR_DENSE_ARRAY:
    a->darr.data =
        cmir_arena_memdup(ar, k->darr.data, (size_t)k->darr.n * cmir_dense_elem_bytes(k->darr.elem));
    break;
  case CMIR_ATTR_STRIDED:
    a->strided.strides = cmir_arena_memdup(ar, k->strided.strides, k->strided.rank * 8);
    break;
  case CMIR_ATTR_OPAQUE:
    a->opaque.body = cmir_arena_strndup(ar, k->opaque.body, k->opaque.len);
    break;
  case CMIR_ATTR_LOC_FUSED:
    a->fused.locs = cmir_arena_memdup(ar, k->fused.locs, sizeof(void *) * k->fused.n);
    break;
  default:
    break;
  }
  cmir_htab_insert(&ctx->attrs, a->hash, a);
  return a;
}

static const CmirAttr *unique(CmirContext *ctx, CmirAttr *k) { return unique_ex(ctx, k, false); }

static CmirAttr key_of(CmirAttrKind kind) {
  CmirAttr k;
  memset(&k, 0, sizeof k);
  k.kind = (uint16_t)kind;
  return k;
}

const CmirAttr *cmir_attr_int(CmirContext *ctx, const CmirType *type, int64_t v) {
  CmirAttr k = key_of(CMIR_ATTR_INTEGER);
  k.i.type = type;
  uint32_t w = cmir_type_bitwidth(type);
  if (type->kind == CMIR_TYPE_INTEGER && w > 64) {
    uint32_t nw = (w + 63) / 64;
    uint64_t words[nw];
    for (uint32_t i = 0; i < nw; i++)
      words[i] = v < 0 ? ~0ull : 0;
    words[0] = (uint64_t)v;
    if (w % 64)
      words[nw - 1] &= (1ull << (w % 64)) - 1;
    return cmir_attr_int_words(ctx, type, words);
  }
  k.i.v = cmir_zext((uint64_t)v, w ? w : 64);
  return unique(ctx, &k);
}

const CmirAttr *cmir_attr_int_words(CmirContext *ctx, const CmirType *type, const uint64_t *w) {
  CmirAttr k = key_of(CMIR_ATTR_INTEGER);
  k.i.type = type;
  k.i.v = w[0];
  if (cmir_type_bitwidth(type) > 64)
    k.i.words = w;
  else
    k.i.v = cmir_zext(w[0], cmir_type_bitwidth(type));
  return unique(ctx, &k);
}

const CmirAttr *cmir_attr_bool(CmirContext *ctx, bool v) {
  return v ? ctx->true_attr : ctx->false_attr;
}

const CmirAttr *cmir_attr_float(CmirContext *ctx, const CmirType *type, uint64_t lo,
                                uint64_t hi) {
  CmirAttr k = key_of(CMIR_ATTR_FLOAT);
  k.f.type = type;
  k.f.lo = lo;
  k.f.hi = hi;
  return unique(ctx, &k);
}

const CmirAttr *cmir_attr_string(CmirContext *ctx, const char *s, size_t len) {
  return cmir_attr_string_typed(ctx, s, len, NULL);
}

const CmirAttr *cmir_attr_string_typed(CmirContext *ctx, const char *s, size_t len,
                                       const CmirType *type) {
  CmirAttr k = key_of(CMIR_ATTR_STRING);
  k.str.s = s;
  k.str.len = (uint32_t)len;
  k.str.type = type;
  return unique(ctx, &k);
}

const CmirAttr *cmir_attr_array(CmirContext *ctx, uint32_t n, const CmirAttr *const *elems) {
  CmirAttr k = key_of(CMIR_ATTR_ARRAY);
  k.arr.n = n;
  k.arr.elems = elems;
  return unique(ctx, &k);
}

static int named_cmp(const void *a, const void *b) {
  const CmirNamedAttr *x = a, *y = b;
  uint32_t n = x->name->len < y->name->len ? x->name->len : y->name->len;
  int c = memcmp(x->name->str, y->name->str, n);
  if (c)
    return c;
  return (x->name->len > y->name->len) - (x->name->len < y->name->len);
}

const CmirAttr *cmir_attr_dict(CmirContext *ctx, uint32_t n, const CmirNamedAttr *entries) {
  CmirNamedAttr small[16];
  CmirNamedAttr *sorted = n <= 16 ? small : cmir_xmalloc(sizeof *sorted * n);
  if (n)
    memcpy(sorted, entries, sizeof *sorted * n);
  bool is_sorted = true;
  for (uint32_t i = 1; i < n && is_sorted; i++)
    if (named_cmp(&sorted[i - 1], &sorted[i]) > 0)
      is_sorted = false;
  if (!is_sorted)
    qsort(sorted, n, sizeof *sorted, named_cmp);
  CmirAttr k = key_of(CMIR_ATTR_DICT);
  k.dict.n = n;
  k.dict.entries = sorted;
  const CmirAttr *a = unique(ctx, &k);
  if (sorted != small)
    free(sorted);
  return a;
}

const CmirAttr *cmir_attr_unit(CmirContext *ctx) {
  CmirAttr k = key_of(CMIR_ATTR_UNIT);
  return unique(ctx, &k);
}

const CmirAttr *cmir_attr_type(CmirContext *ctx, const CmirType *type) {
  CmirAttr k = key_of(CMIR_ATTR_TYPE);
  k.type.type = type;
  return unique(ctx, &k);
}

const CmirAttr *cmir_attr_symref(CmirContext *ctx, uint32_t n, const CmirIdent *const *names) {
  CmirAttr k = key_of(CMIR_ATTR_SYMREF);
  k.sym.n = n;
  k.sym.names = names;
  return unique(ctx, &k);
}

const CmirAttr *cmir_attr_affine_map(CmirContext *ctx, const CmirAffineMap *map) {
  cmir_ctx_lock(ctx);
  ctx->nmaps++;
  cmir_ctx_unlock(ctx);
  CmirAttr k = key_of(CMIR_ATTR_AFFINE_MAP);
  k.map.map = map;
  return unique(ctx, &k);
}

const CmirAttr *cmir_attr_integer_set(CmirContext *ctx, const CmirAffineMap *set) {
  cmir_ctx_lock(ctx);
  ctx->nmaps++;
  cmir_ctx_unlock(ctx);
  CmirAttr k = key_of(CMIR_ATTR_INTEGER_SET);
  k.map.map = set;
  return unique(ctx, &k);
}

static const CmirAttr *dense(CmirContext *ctx, const CmirType *type, const void *data,
                             uint64_t nbytes, bool splat, bool borrow) {
  CmirAttr k = key_of(CMIR_ATTR_DENSE);
  /* One element is a splat, as in MLIR: dense<[0]> and dense<0> are equal. */
  int64_t n = cmir_type_num_elements(type);
  if (!splat && n == 1)
    splat = true;
  /* Equal elements are a splat too, as MLIR finds when it builds the
   * attribute from raw data. */
  uint32_t w = cmir_dense_elem_bytes(cmir_type_elem(type));
  if (!splat && n > 1 && w && nbytes == (uint64_t)n * w) {
    const char *d = data;
    uint64_t i = w;
    while (i < nbytes && !memcmp(d, d + i, w))
      i += w;
    if (i == nbytes) {
      splat = true;
      nbytes = w;
    }
  }
  k.flags = splat ? 1 : 0;
  k.dense.type = type;
  k.dense.data = data;
  k.dense.nbytes = nbytes;
  return unique_ex(ctx, &k, borrow);
}

const CmirAttr *cmir_attr_dense(CmirContext *ctx, const CmirType *type, const void *data,
                                uint64_t nbytes, bool splat) {
  return dense(ctx, type, data, nbytes, splat, false);
}

const CmirAttr *cmir_attr_dense_borrowed(CmirContext *ctx, const CmirType *type,
                                         const void *data, uint64_t nbytes, bool splat) {
  return dense(ctx, type, data, nbytes, splat, true);
}

const CmirAttr *cmir_attr_dense_string(CmirContext *ctx, const CmirType *type, uint32_t n,
                                       const CmirAttr *const *strs) {
  CmirAttr k = key_of(CMIR_ATTR_DENSE_STRING);
  k.dstr.type = type;
  k.dstr.n = n;
  k.dstr.strs = strs;
  return unique(ctx, &k);
}

void cmir_sparse_index(const CmirAttr *indices, uint32_t rank, uint64_t which, uint64_t *out) {
  const int64_t *v = indices->dense.data;
  bool splat = indices->flags & 1;
  for (uint32_t d = 0; d < rank; d++) {
    int64_t x;
    memcpy(&x, splat ? v : v + which * rank + d, 8);
    out[d] = (uint64_t)x;
  }
}

CmirSparseFault cmir_sparse_check(const CmirType *type, const CmirAttr *indices,
                                  const CmirAttr *values, uint64_t *which) {
  bool shaped = type->kind == CMIR_TYPE_TENSOR || type->kind == CMIR_TYPE_VECTOR;
  if (!shaped || !cmir_type_has_static_shape(type) || indices->kind != CMIR_ATTR_DENSE ||
      values->kind != CMIR_ATTR_DENSE || indices->dense.type->kind != CMIR_TYPE_TENSOR ||
      values->dense.type->kind != CMIR_TYPE_TENSOR ||
      indices->dense.type->shaped.elem->kind != CMIR_TYPE_INTEGER ||
      indices->dense.type->shaped.elem->integer.width != 64 ||
      values->dense.type->shaped.elem != type->shaped.elem)
    return CMIR_SPARSE_NOT_PARTS;
  const CmirType *it = indices->dense.type, *vt = values->dense.type;
  if (vt->shaped.rank != 1)
    return CMIR_SPARSE_VALUES_RANK;
  uint32_t rank = type->shaped.rank;
  if (it->shaped.rank == 2 ? it->shaped.shape[1] != (int64_t)rank
                           : it->shaped.rank != 1 || rank != 1)
    return CMIR_SPARSE_SHAPE;
  int64_t n = it->shaped.shape[0];
  if (n != vt->shaped.shape[0])
    return CMIR_SPARSE_SHAPE;
  uint64_t idx[rank ? rank : 1];
  for (int64_t i = 0; i < ((indices->flags & 1) ? (n > 0) : n); i++) {
    cmir_sparse_index(indices, rank, (uint64_t)i, idx);
    for (uint32_t d = 0; d < rank; d++)
      if (idx[d] >= (uint64_t)type->shaped.shape[d]) {
        *which = (uint64_t)i;
        return CMIR_SPARSE_BAD_INDEX;
      }
  }
  return CMIR_SPARSE_OK;
}

const CmirAttr *cmir_attr_distinct(CmirContext *ctx, const CmirAttr *ref) {
  CmirAttr k = key_of(CMIR_ATTR_DISTINCT);
  k.distinct.ref = ref;
  k.hash = 0;
  cmir_ctx_lock(ctx);
  k.distinct.serial = ctx->ndistinct++;
  ctx->nmaps++;
  k.hash = attr_hash(&k);
  const CmirAttr *a = unique_locked(ctx, &k, false);
  cmir_ctx_unlock(ctx);
  return a;
}

const CmirAttr *cmir_attr_sparse(CmirContext *ctx, const CmirType *type, const CmirAttr *indices,
                                 const CmirAttr *values) {
  CmirAttr k = key_of(CMIR_ATTR_SPARSE);
  k.sparse.type = type;
  k.sparse.indices = indices;
  k.sparse.values = values;
  return unique(ctx, &k);
}

const CmirAttr *cmir_attr_dense_resource(CmirContext *ctx, const CmirType *type,
                                         const CmirIdent *handle) {
  CmirAttr k = key_of(CMIR_ATTR_DENSE_RESOURCE);
  k.resource.type = type;
  k.resource.handle = handle;
  return unique(ctx, &k);
}

const CmirAttr *cmir_attr_resource_dense(CmirContext *ctx, const CmirAttr *a) {
  const CmirType *t = a->resource.type;
  const CmirBlob *b = cmir_resource_get(ctx, a->resource.handle);
  if (!b || !cmir_type_has_static_shape(t))
    return NULL;
  const CmirType *e = t->shaped.elem;
  if (e->kind != CMIR_TYPE_INTEGER && e->kind != CMIR_TYPE_INDEX && e->kind != CMIR_TYPE_FLOAT)
    return NULL;
  uint64_t eb = cmir_dense_elem_bytes(e);
  int64_t n = cmir_type_num_elements(t);
  if (!eb || n < 0 || (uint64_t)n > UINT64_MAX / eb || b->len != (uint64_t)n * eb)
    return NULL;
  if (e->kind == CMIR_TYPE_INTEGER && e->integer.width == 1)
    for (uint64_t i = 0; i < b->len; i++)
      if (b->data[i] > 1)
        return NULL;
  return cmir_attr_dense(ctx, t, b->data, b->len, false);
}

void cmir_resource_set(CmirContext *ctx, const CmirIdent *handle, uint32_t align, const void *data,
                       uint64_t len) {
  CmirBlob *b = cmir_xmalloc(sizeof *b + (len ? len : 1));
  b->align = align;
  b->len = len;
  b->data = (const uint8_t *)(b + 1);
  if (len)
    memcpy(b + 1, data, len);
  cmir_ctx_lock(ctx);
  free(cmir_strmap_put(&ctx->resources, handle->str, handle->len, b));
  cmir_ctx_unlock(ctx);
}

const CmirBlob *cmir_resource_get(CmirContext *ctx, const CmirIdent *handle) {
  cmir_ctx_lock(ctx);
  const CmirBlob *b = cmir_strmap_get(&ctx->resources, handle->str, handle->len);
  cmir_ctx_unlock(ctx);
  return b;
}

const CmirAttr *cmir_attr_dense_array(CmirContext *ctx, const CmirType *elem, uint32_t n,
                                      const void *data) {
  CmirAttr k = key_of(CMIR_ATTR_DENSE_ARRAY);
  k.darr.elem = elem;
  k.darr.n = n;
  k.darr.data = data;
  return unique(ctx, &k);
}

const CmirAttr *cmir_attr_dense_i32_array(CmirContext *ctx, uint32_t n, const int32_t *v) {
  return cmir_attr_dense_array(ctx, ctx->i32, n, v);
}

const CmirAttr *cmir_attr_dense_i64_array(CmirContext *ctx, uint32_t n, const int64_t *v) {
  return cmir_attr_dense_array(ctx, ctx->i64, n, v);
}

const CmirAttr *cmir_attr_strided(CmirContext *ctx, int64_t offset, uint32_t rank,
                                  const int64_t *strides) {
  CmirAttr k = key_of(CMIR_ATTR_STRIDED);
  k.strided.offset = offset;
  k.strided.rank = rank;
  k.strided.strides = strides;
  return unique(ctx, &k);
}

const CmirAttr *cmir_attr_opaque(CmirContext *ctx, const CmirIdent *dialect, const char *body,
                                 size_t len, const CmirType *type) {
  CmirAttr k = key_of(CMIR_ATTR_OPAQUE);
  k.opaque.dialect = dialect;
  k.opaque.body = body;
  k.opaque.len = (uint32_t)len;
  k.opaque.type = type;
  return unique(ctx, &k);
}

const CmirAttr *cmir_attr_enum(CmirContext *ctx, const CmirEnumDef *def, uint64_t value) {
  if (def->print_as_int)
    return cmir_attr_int(ctx, ctx->i64, (int64_t)value);
  CmirAttr k = key_of(CMIR_ATTR_ENUM);
  k.en.def = def;
  k.en.value = value;
  return unique(ctx, &k);
}

const CmirAttr *cmir_loc_unknown(CmirContext *ctx) {
  CmirAttr k = key_of(CMIR_ATTR_LOC_UNKNOWN);
  return unique(ctx, &k);
}

const CmirAttr *cmir_loc_file(CmirContext *ctx, const CmirIdent *file, uint32_t line,
                              uint32_t col) {
  CmirAttr k = key_of(CMIR_ATTR_LOC_FILE);
  k.loc.file = file;
  k.loc.line = line;
  k.loc.col = col;
  return unique(ctx, &k);
}

const CmirAttr *cmir_loc_name(CmirContext *ctx, const CmirIdent *name, const CmirAttr *child) {
  CmirAttr k = key_of(CMIR_ATTR_LOC_NAME);
  k.locname.name = name;
  k.locname.child = child;
  return unique(ctx, &k);
}

typedef struct FusedItem {
  const CmirAttr *loc;
  uint32_t at;
} FusedItem;

static int by_loc_then_at(const void *a, const void *b) {
  const FusedItem *x = a, *y = b;
  if (x->loc != y->loc)
    return (uintptr_t)x->loc < (uintptr_t)y->loc ? -1 : 1;
  return x->at < y->at ? -1 : x->at > y->at;
}

static int by_at(const void *a, const void *b) {
  const FusedItem *x = a, *y = b;
  return x->at < y->at ? -1 : x->at > y->at;
}

/* As MLIR's FusedLoc::get: fused locations with the same metadata are
 * flattened, unknown ones and repeats dropped (first one kept); no
 * location left gives unknown (or fused<meta>[unknown]), one without
 * metadata gives itself. */
const CmirAttr *cmir_loc_fused(CmirContext *ctx, uint32_t n, const CmirAttr *const *locs,
                               const CmirAttr *meta) {
  CMIR_VEC(FusedItem) v = {0};
  for (uint32_t i = 0; i < n; i++) {
    const CmirAttr *l = locs[i];
    if (l->kind == CMIR_ATTR_LOC_FUSED && l->fused.meta == meta) {
      for (uint32_t j = 0; j < l->fused.n; j++) {
        FusedItem it = {l->fused.locs[j], v.len};
        cmir_vec_push(&v, it);
      }
    } else if (l->kind != CMIR_ATTR_LOC_UNKNOWN) {
      FusedItem it = {l, v.len};
      cmir_vec_push(&v, it);
    }
  }
  /* Repeats: sorted by location, all but the first of each run dropped. */
  if (v.len > 1) {
    qsort(v.data, v.len, sizeof *v.data, by_loc_then_at);
    uint32_t kept = 1;
    for (uint32_t i = 1; i < v.len; i++)
      if (v.data[kept - 1].loc != v.data[i].loc)
        v.data[kept++] = v.data[i];
    v.len = kept;
    qsort(v.data, v.len, sizeof *v.data, by_at);
  }
  const CmirAttr *r;
  if (v.len == 0 && !meta) {
    r = cmir_loc_unknown(ctx);
  } else if (v.len == 1 && !meta) {
    r = v.data[0].loc;
  } else {
    const CmirAttr **flat = cmir_xmalloc(sizeof *flat * (v.len ? v.len : 1));
    for (uint32_t i = 0; i < v.len; i++)
      flat[i] = v.data[i].loc;
    if (!v.len)
      flat[0] = cmir_loc_unknown(ctx);
    CmirAttr k = key_of(CMIR_ATTR_LOC_FUSED);
    k.fused.n = v.len ? v.len : 1;
    k.fused.locs = flat;
    k.fused.meta = meta;
    r = unique(ctx, &k);
    free(flat);
  }
  cmir_vec_free(&v);
  return r;
}

const CmirAttr *cmir_loc_callsite(CmirContext *ctx, const CmirAttr *callee,
                                  const CmirAttr *caller) {
  CmirAttr k = key_of(CMIR_ATTR_LOC_CALLSITE);
  k.callsite.callee = callee;
  k.callsite.caller = caller;
  return unique(ctx, &k);
}

bool cmir_attr_is_location(const CmirAttr *a) {
  return a->kind >= CMIR_ATTR_LOC_UNKNOWN && a->kind <= CMIR_ATTR_LOC_CALLSITE;
}

/* ---- dictionaries ---- */

const CmirAttr *cmir_dict_get(const CmirAttr *dict, const CmirIdent *name) {
  /* Unregistered ops may hold any attribute as properties. */
  if (!dict || dict->kind != CMIR_ATTR_DICT)
    return NULL;
  for (uint32_t i = 0; i < dict->dict.n; i++)
    if (dict->dict.entries[i].name == name)
      return dict->dict.entries[i].value;
  return NULL;
}

const CmirAttr *cmir_dict_gets(const CmirAttr *dict, const char *name) {
  if (!dict || dict->kind != CMIR_ATTR_DICT)
    return NULL;
  size_t n = strlen(name);
  for (uint32_t i = 0; i < dict->dict.n; i++) {
    const CmirIdent *id = dict->dict.entries[i].name;
    if (id->len == n && memcmp(id->str, name, n) == 0)
      return dict->dict.entries[i].value;
  }
  return NULL;
}

const CmirAttr *cmir_dict_set(CmirContext *ctx, const CmirAttr *dict, const CmirIdent *name,
                              const CmirAttr *value) {
  uint32_t n = dict ? dict->dict.n : 0;
  CmirNamedAttr small[16];
  CmirNamedAttr *e = n + 1 <= 16 ? small : cmir_xmalloc(sizeof *e * (n + 1));
  uint32_t m = 0;
  bool done = false;
  for (uint32_t i = 0; i < n; i++) {
    if (dict->dict.entries[i].name == name) {
      done = true;
      if (value)
        e[m++] = (CmirNamedAttr){name, value};
    } else {
      e[m++] = dict->dict.entries[i];
    }
  }
  if (!done && value)
    e[m++] = (CmirNamedAttr){name, value};
  const CmirAttr *r = m ? cmir_attr_dict(ctx, m, e) : NULL;
  if (e != small)
    free(e);
  return r;
}

/* ---- values ---- */

int64_t cmir_attr_int_value(const CmirAttr *a) {
  uint32_t w = cmir_type_bitwidth(a->i.type);
  return cmir_sext(a->i.v, w > 64 || w == 0 ? 64 : w);
}

uint64_t cmir_attr_uint_value(const CmirAttr *a) { return a->i.v; }

bool cmir_attr_is_bool(const CmirAttr *a) {
  return a->kind == CMIR_ATTR_INTEGER && a->i.type->kind == CMIR_TYPE_INTEGER &&
         a->i.type->integer.width == 1 && a->i.type->integer.sign == CMIR_SIGNLESS;
}

uint32_t cmir_dense_elem_bytes(const CmirType *elem) {
  switch (elem->kind) {
  case CMIR_TYPE_INDEX:
    return 8;
  case CMIR_TYPE_INTEGER: {
    uint32_t w = elem->integer.width;
    return w <= 8 ? 1 : w <= 16 ? 2 : w <= 32 ? 4 : w <= 64 ? 8 : 8 * ((w + 63) / 64);
  }
  case CMIR_TYPE_FLOAT: {
    static const uint8_t b[] = {2, 2, 4, 4, 8, 16, 16};
    return b[elem->flt.fk];
  }
  case CMIR_TYPE_COMPLEX:
    return 2 * cmir_dense_elem_bytes(elem->complex.elem);
  default:
    return 8;
  }
}

/* ---- affine expressions ---- */

static uint64_t affine_hash(const CmirAffineExpr *e) {
  uint64_t h = cmir_hash_mix(0xaff, e->kind);
  if (e->kind == CMIR_AFFINE_CONST)
    return cmir_hash_mix(h, (uint64_t)e->value);
  if (e->kind == CMIR_AFFINE_DIM || e->kind == CMIR_AFFINE_SYM)
    return cmir_hash_mix(h, e->position);
  h = cmir_hash_mix(h, (uint64_t)(uintptr_t)e->bin.lhs);
  return cmir_hash_mix(h, (uint64_t)(uintptr_t)e->bin.rhs);
}

static bool affine_eq(const void *item, const void *key) {
  const CmirAffineExpr *a = item, *k = key;
  if (a->kind != k->kind)
    return false;
  if (k->kind == CMIR_AFFINE_CONST)
    return a->value == k->value;
  if (k->kind == CMIR_AFFINE_DIM || k->kind == CMIR_AFFINE_SYM)
    return a->position == k->position;
  return a->bin.lhs == k->bin.lhs && a->bin.rhs == k->bin.rhs;
}

static const CmirAffineExpr *affine_unique(CmirContext *ctx, CmirAffineExpr *k) {
  k->hash = affine_hash(k);
  k->symbolic = k->kind == CMIR_AFFINE_CONST || k->kind == CMIR_AFFINE_SYM ||
                (k->kind != CMIR_AFFINE_DIM && k->bin.lhs->symbolic && k->bin.rhs->symbolic);
  k->depth = 0;
  if (k->kind != CMIR_AFFINE_CONST && k->kind != CMIR_AFFINE_DIM && k->kind != CMIR_AFFINE_SYM) {
    uint32_t d = k->bin.lhs->depth > k->bin.rhs->depth ? k->bin.lhs->depth : k->bin.rhs->depth;
    k->depth = (uint16_t)(d < UINT16_MAX ? d + 1 : UINT16_MAX);
  }
  cmir_ctx_lock(ctx);
  const CmirAffineExpr *f = cmir_htab_find(&ctx->affine, k->hash, affine_eq, k);
  if (!f) {
    CmirAffineExpr *e = cmir_arena_alloc(&ctx->arena, sizeof *e);
    *e = *k;
    cmir_htab_insert(&ctx->affine, e->hash, e);
    f = e;
  }
  cmir_ctx_unlock(ctx);
  return f;
}

const CmirAffineExpr *cmir_affine_dim(CmirContext *ctx, uint32_t pos) {
  CmirAffineExpr k = {.kind = CMIR_AFFINE_DIM};
  k.position = pos;
  return affine_unique(ctx, &k);
}

const CmirAffineExpr *cmir_affine_sym(CmirContext *ctx, uint32_t pos) {
  CmirAffineExpr k = {.kind = CMIR_AFFINE_SYM};
  k.position = pos;
  return affine_unique(ctx, &k);
}

const CmirAffineExpr *cmir_affine_const(CmirContext *ctx, int64_t v) {
  CmirAffineExpr k = {.kind = CMIR_AFFINE_CONST};
  k.value = v;
  return affine_unique(ctx, &k);
}

/* Constant folding wraps on overflow (two's complement, as MLIR's int64_t
 * arithmetic does in practice) instead of being undefined: a bytecode file
 * or affine map may hold any constants. */
static int64_t wrap_add(int64_t a, int64_t b) { return (int64_t)((uint64_t)a + (uint64_t)b); }
static int64_t wrap_mul(int64_t a, int64_t b) { return (int64_t)((uint64_t)a * (uint64_t)b); }
static int64_t wrap_neg(int64_t a) { return (int64_t)(0 - (uint64_t)a); }

static int64_t floordiv64(int64_t a, int64_t b) {
  int64_t q = a / b;
  if ((a % b != 0) && ((a < 0) != (b < 0)))
    q--;
  return q;
}
static int64_t ceildiv64(int64_t a, int64_t b) {
  int64_t q = a / b;
  if ((a % b != 0) && ((a < 0) == (b < 0)))
    q++;
  return q;
}
static int64_t mod64(int64_t a, int64_t b) {
  int64_t m = a % b;
  return m < 0 ? m + (b < 0 ? -b : b) : m;
}

static bool is_const(const CmirAffineExpr *e, int64_t v) {
  return e->kind == CMIR_AFFINE_CONST && e->value == v;
}

static bool is_bin(const CmirAffineExpr *e, CmirAffineKind k) { return e->kind == (uint32_t)k; }

/* e is `x op c` for a constant c. */
static bool const_rhs(const CmirAffineExpr *e, CmirAffineKind k) {
  return is_bin(e, k) && e->bin.rhs->kind == CMIR_AFFINE_CONST;
}

static uint64_t gcd64(uint64_t a, uint64_t b) {
  while (b) {
    uint64_t t = a % b;
    a = b;
    b = t;
  }
  return a;
}

/* MLIR's getLargestKnownDivisor: a constant that is known to divide e
 * (0 for the constant 0). Wraps as MLIR's int64_t arithmetic does. */
static int64_t known_divisor(const CmirAffineExpr *e) {
  switch (e->kind) {
  case CMIR_AFFINE_CONST:
    return e->value < 0 ? wrap_neg(e->value) : e->value;
  case CMIR_AFFINE_DIM:
  case CMIR_AFFINE_SYM:
    return 1;
  case CMIR_AFFINE_MUL:
    return wrap_mul(known_divisor(e->bin.lhs), known_divisor(e->bin.rhs));
  case CMIR_AFFINE_FLOORDIV:
  case CMIR_AFFINE_CEILDIV: {
    const CmirAffineExpr *r = e->bin.rhs;
    if (r->kind != CMIR_AFFINE_CONST || r->value == 0)
      return 1;
    int64_t l = known_divisor(e->bin.lhs);
    if (r->value == -1)
      return wrap_neg(l);
    return l % r->value == 0 ? l / r->value : 1;
  }
  default: /* add, mod */
    return (int64_t)gcd64((uint64_t)known_divisor(e->bin.lhs), (uint64_t)known_divisor(e->bin.rhs));
  }
}

int64_t cmir_affine_known_divisor(const CmirAffineExpr *e) { return known_divisor(e); }

static const CmirAffineExpr *raw_bin(CmirContext *ctx, CmirAffineKind kind,
                                     const CmirAffineExpr *lhs, const CmirAffineExpr *rhs) {
  CmirAffineExpr k = {.kind = kind};
  k.bin.lhs = lhs;
  k.bin.rhs = rhs;
  return affine_unique(ctx, &k);
}

#define BIN(k, l, r) cmir_affine_bin(ctx, CMIR_AFFINE_##k, l, r)
#define CONST(v) cmir_affine_const(ctx, v)

/* The sum as MLIR's AffineExpr::operator+ builds it. */
static const CmirAffineExpr *affine_add(CmirContext *ctx, const CmirAffineExpr *lhs,
                                        const CmirAffineExpr *rhs) {
  bool lc = lhs->kind == CMIR_AFFINE_CONST, rc = rhs->kind == CMIR_AFFINE_CONST;
  if (lc && rc) {
    int64_t s;
    if (__builtin_add_overflow(lhs->value, rhs->value, &s))
      return raw_bin(ctx, CMIR_AFFINE_ADD, lhs, rhs);
    return CONST(s);
  }
  /* A constant, else the only symbolic operand, goes to the right. */
  if (lc || (lhs->symbolic && !rhs->symbolic))
    return affine_add(ctx, rhs, lhs);
  if (rc && rhs->value == 0)
    return lhs;
  /* (x + c1) + c2 -> x + (c1 + c2) */
  if (rc && const_rhs(lhs, CMIR_AFFINE_ADD))
    return BIN(ADD, lhs->bin.lhs, CONST(wrap_add(lhs->bin.rhs->value, rhs->value)));
  /* x * c1 + x * c2 -> x * (c1 + c2), where a bare x counts as x * 1 */
  const CmirAffineExpr *x = lhs, *y = rhs;
  int64_t c1 = 1, c2 = 1;
  if (const_rhs(lhs, CMIR_AFFINE_MUL))
    x = lhs->bin.lhs, c1 = lhs->bin.rhs->value;
  if (const_rhs(rhs, CMIR_AFFINE_MUL))
    y = rhs->bin.lhs, c2 = rhs->bin.rhs->value;
  if (x == y)
    return BIN(MUL, x, CONST(wrap_add(c1, c2)));
  /* (x + c) + y -> (x + y) + c */
  if (const_rhs(lhs, CMIR_AFFINE_ADD))
    return BIN(ADD, BIN(ADD, lhs->bin.lhs, rhs), lhs->bin.rhs);
  /* x - (x floordiv q) * q -> x mod q, with the product as MLIR builds it:
   * ((x floordiv q) * q) * -1 for a symbolic q, (x floordiv c) * -c for a
   * constant. */
  if (is_bin(rhs, CMIR_AFFINE_MUL)) {
    const CmirAffineExpr *p = rhs->bin.lhs, *m = rhs->bin.rhs;
    if (is_const(m, -1) && is_bin(p, CMIR_AFFINE_MUL)) {
      const CmirAffineExpr *fd = p->bin.lhs;
      if (!is_bin(fd, CMIR_AFFINE_FLOORDIV))
        return raw_bin(ctx, CMIR_AFFINE_ADD, lhs, rhs);
      if (fd->bin.rhs == p->bin.rhs && fd->bin.lhs == lhs)
        return BIN(MOD, lhs, p->bin.rhs);
    }
    if (is_bin(p, CMIR_AFFINE_FLOORDIV) && p->bin.lhs == lhs &&
        p->bin.rhs == BIN(MUL, m, CONST(-1)))
      return BIN(MOD, lhs, p->bin.rhs);
  }
  return raw_bin(ctx, CMIR_AFFINE_ADD, lhs, rhs);
}

/* The product as MLIR's AffineExpr::operator* builds it. */
static const CmirAffineExpr *affine_mul(CmirContext *ctx, const CmirAffineExpr *lhs,
                                        const CmirAffineExpr *rhs) {
  bool lc = lhs->kind == CMIR_AFFINE_CONST, rc = rhs->kind == CMIR_AFFINE_CONST;
  if (lc && rc) {
    int64_t s;
    if (__builtin_mul_overflow(lhs->value, rhs->value, &s))
      return raw_bin(ctx, CMIR_AFFINE_MUL, lhs, rhs);
    return CONST(s);
  }
  /* The constant or symbolic factor goes to the right (a product of two
   * non-symbolic factors is not affine and stays as it is). */
  if (lc || (!rhs->symbolic && lhs->symbolic))
    return affine_mul(ctx, rhs, lhs);
  if (rc && rhs->value == 1)
    return lhs;
  if (rc && rhs->value == 0)
    return rhs;
  /* (x * c1) * c2 -> x * (c1 * c2) */
  if (rc && const_rhs(lhs, CMIR_AFFINE_MUL))
    return BIN(MUL, lhs->bin.lhs, CONST(wrap_mul(lhs->bin.rhs->value, rhs->value)));
  /* (x * c) * y -> (x * y) * c */
  if (const_rhs(lhs, CMIR_AFFINE_MUL))
    return BIN(MUL, BIN(MUL, lhs->bin.lhs, rhs), lhs->bin.rhs);
  return raw_bin(ctx, CMIR_AFFINE_MUL, lhs, rhs);
}

/* floordiv, ceildiv, mod as MLIR's AffineExpr builds them: a division by
 * a nonzero constant, a mod by a positive one simplifies. */
static const CmirAffineExpr *affine_div(CmirContext *ctx, CmirAffineKind kind,
                                        const CmirAffineExpr *lhs, const CmirAffineExpr *rhs) {
  bool mod = kind == CMIR_AFFINE_MOD;
  if (rhs->kind != CMIR_AFFINE_CONST || rhs->value == 0 || (mod && rhs->value < 1))
    return raw_bin(ctx, kind, lhs, rhs);
  int64_t c = rhs->value;
  if (lhs->kind == CMIR_AFFINE_CONST) {
    if (!mod && lhs->value == INT64_MIN && c == -1) /* overflows: kept */
      return raw_bin(ctx, kind, lhs, rhs);
    return CONST(mod                            ? mod64(lhs->value, c)
                 : kind == CMIR_AFFINE_FLOORDIV ? floordiv64(lhs->value, c)
                                                : ceildiv64(lhs->value, c));
  }
  if (mod) {
    /* A multiple of c is 0 mod c; so is a summand that is one. */
    if (known_divisor(lhs) % c == 0)
      return CONST(0);
    if (is_bin(lhs, CMIR_AFFINE_ADD)) {
      if (known_divisor(lhs->bin.lhs) % c == 0)
        return BIN(MOD, lhs->bin.rhs, rhs);
      if (known_divisor(lhs->bin.rhs) % c == 0)
        return BIN(MOD, lhs->bin.lhs, rhs);
    }
    /* (x mod a) mod c -> x mod c when c divides a */
    if (const_rhs(lhs, CMIR_AFFINE_MOD) && lhs->bin.rhs->value >= 1 &&
        mod64(lhs->bin.rhs->value, c) == 0)
      return BIN(MOD, lhs->bin.lhs, rhs);
    return raw_bin(ctx, kind, lhs, rhs);
  }
  if (c == 1)
    return lhs;
  /* c is nonzero; with -1, x % c == 0 and x / c == -x (wrapping) */
  /* (x * k) div c -> x * (k / c) when c divides k */
  if (const_rhs(lhs, CMIR_AFFINE_MUL) && (c == -1 || lhs->bin.rhs->value % c == 0))
    return BIN(MUL, lhs->bin.lhs,
               CONST(c == -1 ? wrap_neg(lhs->bin.rhs->value) : lhs->bin.rhs->value / c));
  /* (x + y) floordiv c -> x floordiv c + y floordiv c when c divides one */
  if (kind == CMIR_AFFINE_FLOORDIV && is_bin(lhs, CMIR_AFFINE_ADD) &&
      (c == -1 || known_divisor(lhs->bin.lhs) % c == 0 || known_divisor(lhs->bin.rhs) % c == 0))
    return BIN(ADD, BIN(FLOORDIV, lhs->bin.lhs, rhs), BIN(FLOORDIV, lhs->bin.rhs, rhs));
  return raw_bin(ctx, kind, lhs, rhs);
}

#undef BIN
#undef CONST

const CmirAffineExpr *cmir_affine_bin(CmirContext *ctx, CmirAffineKind kind,
                                      const CmirAffineExpr *lhs, const CmirAffineExpr *rhs) {
  switch (kind) {
  case CMIR_AFFINE_ADD:
    return affine_add(ctx, lhs, rhs);
  case CMIR_AFFINE_MUL:
    return affine_mul(ctx, lhs, rhs);
  case CMIR_AFFINE_MOD:
  case CMIR_AFFINE_FLOORDIV:
  case CMIR_AFFINE_CEILDIV:
    return affine_div(ctx, kind, lhs, rhs);
  default:
    return raw_bin(ctx, kind, lhs, rhs);
  }
}

/* Maps and sets are uniqued through an array attribute-like key: we keep a
 * small side table in the affine htab keyed by the expressions. */
typedef struct MapKey {
  CmirAffineMap m;
  bool is_set;
} MapKey;

typedef struct MapNode {
  CmirAffineExpr hdr; /* kind = 0xff marks map nodes in the affine table */
  CmirAffineMap m;
  bool is_set;
} MapNode;

static bool map_eq(const void *item, const void *key) {
  const MapNode *n = item;
  const MapKey *k = key;
  if (n->hdr.kind != 0xff || n->is_set != k->is_set)
    return false;
  const CmirAffineMap *a = &n->m, *b = &k->m;
  if (a->ndims != b->ndims || a->nsyms != b->nsyms || a->nres != b->nres)
    return false;
  for (uint32_t i = 0; i < a->nres; i++)
    if (a->exprs[i] != b->exprs[i] || (k->is_set && a->eq[i] != b->eq[i]))
      return false;
  return true;
}

static const CmirAffineMap *map_unique(CmirContext *ctx, MapKey *k) {
  uint64_t h = cmir_hash_mix(0x3a9, k->m.ndims * 1000003ull + k->m.nsyms * 31ull + k->is_set);
  for (uint32_t i = 0; i < k->m.nres; i++) {
    h = cmir_hash_mix(h, k->m.exprs[i]->hash);
    if (k->is_set)
      h = cmir_hash_mix(h, k->m.eq[i]);
  }
  cmir_ctx_lock(ctx);
  MapNode *n = cmir_htab_find(&ctx->affine, h, map_eq, k);
  if (n) {
    cmir_ctx_unlock(ctx);
    return &n->m;
  }
  n = cmir_arena_zalloc(&ctx->arena, sizeof *n);
  n->hdr.kind = 0xff;
  n->hdr.hash = h;
  n->m = k->m;
  n->is_set = k->is_set;
  n->m.exprs = cmir_arena_memdup(&ctx->arena, k->m.exprs, sizeof(void *) * k->m.nres);
  if (k->is_set)
    n->m.eq = cmir_arena_memdup(&ctx->arena, k->m.eq, k->m.nres);
  cmir_htab_insert(&ctx->affine, h, n);
  cmir_ctx_unlock(ctx);
  return &n->m;
}

const CmirAffineMap *cmir_affine_map(CmirContext *ctx, uint32_t ndims, uint32_t nsyms,
                                     uint32_t nres, const CmirAffineExpr *const *exprs) {
  MapKey k = {{ndims, nsyms, nres, exprs, NULL}, false};
  return map_unique(ctx, &k);
}

const CmirAffineMap *cmir_integer_set(CmirContext *ctx, uint32_t ndims, uint32_t nsyms,
                                      uint32_t n, const CmirAffineExpr *const *exprs,
                                      const bool *eq) {
  MapKey k = {{ndims, nsyms, n, exprs, eq}, true};
  return map_unique(ctx, &k);
}

/* ---- float values ---- */

#include "support/float.h"

static CmirFloatKind float_kind_of(const CmirType *t) {
  static const CmirFloatKind m[] = {CMIR_FLOAT_BF16, CMIR_FLOAT_F16, CMIR_FLOAT_TF32,
                                    CMIR_FLOAT_F32,  CMIR_FLOAT_F64, CMIR_FLOAT_F80,
                                    CMIR_FLOAT_F128};
  return m[t->flt.fk];
}

const CmirAttr *cmir_attr_float_double(CmirContext *ctx, const CmirType *type, double d) {
  CmirFloatBits b = cmir_float_from_double(float_kind_of(type), d);
  return cmir_attr_float(ctx, type, b.lo, b.hi);
}

double cmir_attr_float_value(const CmirAttr *a) {
  CmirFloatBits b = {a->f.lo, a->f.hi};
  return cmir_float_to_double(float_kind_of(a->f.type), b);
}
