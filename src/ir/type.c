/* Uniqued types: each distinct type exists once per context, so equality is
 * pointer equality. A lookup builds a key on the stack, hashes it, and only
 * copies it into the arena when it is new. */
#include "ir/ir_internal.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

static uint64_t hash_types(uint64_t h, const CmirType *const *t, uint32_t n) {
  for (uint32_t i = 0; i < n; i++)
    h = cmir_hash_mix(h, t[i]->hash);
  return h;
}

static uint64_t type_hash(const CmirType *k) {
  uint64_t h = cmir_hash_mix(0x7e57, k->kind);
  h = cmir_hash_mix(h, k->flags);
  switch (k->kind) {
  case CMIR_TYPE_INTEGER:
    h = cmir_hash_mix(h, k->integer.width * 4u + k->integer.sign);
    break;
  case CMIR_TYPE_FLOAT:
    h = cmir_hash_mix(h, k->flt.fk);
    break;
  case CMIR_TYPE_COMPLEX:
    h = cmir_hash_mix(h, k->complex.elem->hash);
    break;
  case CMIR_TYPE_VECTOR:
  case CMIR_TYPE_TENSOR:
  case CMIR_TYPE_UNRANKED_TENSOR:
  case CMIR_TYPE_MEMREF:
  case CMIR_TYPE_UNRANKED_MEMREF:
    h = cmir_hash_mix(h, k->shaped.elem->hash);
    h = cmir_hash_mix(h, k->shaped.rank);
    if (k->shaped.rank)
      h = cmir_hash_mix(h, cmir_hash_bytes(k->shaped.shape, k->shaped.rank * 8, 0));
    if (k->shaped.scalable)
      h = cmir_hash_mix(h, cmir_hash_bytes(k->shaped.scalable, k->shaped.rank, 1));
    h = cmir_hash_mix(h, k->shaped.layout ? k->shaped.layout->hash : 0);
    h = cmir_hash_mix(h, k->shaped.extra ? k->shaped.extra->hash : 0);
    break;
  case CMIR_TYPE_FUNCTION:
    h = cmir_hash_mix(h, k->fn.nin);
    h = hash_types(h, k->fn.types, k->fn.nin + k->fn.nres);
    break;
  case CMIR_TYPE_TUPLE:
    h = hash_types(h, k->tuple.types, k->tuple.n);
    break;
  case CMIR_TYPE_OPAQUE:
    h = cmir_hash_mix(h, k->opaque.dialect->hash);
    h = cmir_hash_mix(h, cmir_hash_bytes(k->opaque.body, k->opaque.len, 0));
    break;
  case CMIR_TYPE_LLVM_PTR:
    h = cmir_hash_mix(h, k->ptr.addrspace);
    break;
  case CMIR_TYPE_LLVM_STRUCT:
    if (k->flags & CMIR_LLVM_STRUCT_IDENTIFIED)
      h = cmir_hash_mix(h, k->st.name->hash);
    else
      h = hash_types(h, k->st.types, k->st.n);
    break;
  case CMIR_TYPE_LLVM_ARRAY:
    h = cmir_hash_mix(h, k->arr.n);
    h = cmir_hash_mix(h, k->arr.elem->hash);
    break;
  case CMIR_TYPE_LLVM_FUNC:
    h = cmir_hash_mix(h, k->lfn.ret->hash);
    h = hash_types(h, k->lfn.args, k->lfn.n);
    break;
  case CMIR_TYPE_LLVM_VEC:
    h = cmir_hash_mix(h, k->lvec.n);
    h = cmir_hash_mix(h, k->lvec.elem->hash);
    break;
  case CMIR_TYPE_LLVM_TARGET:
    h = cmir_hash_mix(h, k->tgt.name->hash);
    h = hash_types(h, k->tgt.types, k->tgt.ntypes);
    h = cmir_hash_mix(h, k->tgt.nints);
    if (k->tgt.nints)
      h = cmir_hash_mix(h, cmir_hash_bytes(k->tgt.ints, k->tgt.nints * 4, 2));
    break;
  default:
    break;
  }
  return h;
}

static bool types_eq(const CmirType *const *a, const CmirType *const *b, uint32_t n) {
  for (uint32_t i = 0; i < n; i++)
    if (a[i] != b[i])
      return false;
  return true;
}

static bool type_eq(const void *item, const void *key) {
  const CmirType *a = item, *k = key;
  if (a->kind != k->kind || a->flags != k->flags)
    return false;
  switch (k->kind) {
  case CMIR_TYPE_INTEGER:
    return a->integer.width == k->integer.width && a->integer.sign == k->integer.sign;
  case CMIR_TYPE_FLOAT:
    return a->flt.fk == k->flt.fk;
  case CMIR_TYPE_COMPLEX:
    return a->complex.elem == k->complex.elem;
  case CMIR_TYPE_VECTOR:
  case CMIR_TYPE_TENSOR:
  case CMIR_TYPE_UNRANKED_TENSOR:
  case CMIR_TYPE_MEMREF:
  case CMIR_TYPE_UNRANKED_MEMREF:
    if (a->shaped.elem != k->shaped.elem || a->shaped.rank != k->shaped.rank ||
        a->shaped.layout != k->shaped.layout || a->shaped.extra != k->shaped.extra)
      return false;
    if (k->shaped.rank && memcmp(a->shaped.shape, k->shaped.shape, k->shaped.rank * 8))
      return false;
    if (!a->shaped.scalable != !k->shaped.scalable)
      return false;
    return !k->shaped.scalable || !memcmp(a->shaped.scalable, k->shaped.scalable, k->shaped.rank);
  case CMIR_TYPE_FUNCTION:
    return a->fn.nin == k->fn.nin && a->fn.nres == k->fn.nres &&
           types_eq(a->fn.types, k->fn.types, k->fn.nin + k->fn.nres);
  case CMIR_TYPE_TUPLE:
    return a->tuple.n == k->tuple.n && types_eq(a->tuple.types, k->tuple.types, k->tuple.n);
  case CMIR_TYPE_OPAQUE:
    return a->opaque.dialect == k->opaque.dialect && a->opaque.len == k->opaque.len &&
           (!k->opaque.len || !memcmp(a->opaque.body, k->opaque.body, k->opaque.len));
  case CMIR_TYPE_LLVM_PTR:
    return a->ptr.addrspace == k->ptr.addrspace;
  case CMIR_TYPE_LLVM_STRUCT:
    if (k->flags & CMIR_LLVM_STRUCT_IDENTIFIED)
      return a->st.name == k->st.name;
    return a->st.n == k->st.n && types_eq(a->st.types, k->st.types, k->st.n);
  case CMIR_TYPE_LLVM_ARRAY:
    return a->arr.n == k->arr.n && a->arr.elem == k->arr.elem;
  case CMIR_TYPE_LLVM_FUNC:
    return a->lfn.ret == k->lfn.ret && a->lfn.n == k->lfn.n &&
           types_eq(a->lfn.args, k->lfn.args, k->lfn.n);
  case CMIR_TYPE_LLVM_VEC:
    return a->lvec.n == k->lvec.n && a->lvec.elem == k->lvec.elem;
  case CMIR_TYPE_LLVM_TARGET:
    return a->tgt.name == k->tgt.name && a->tgt.ntypes == k->tgt.ntypes &&
           a->tgt.nints == k->tgt.nints && types_eq(a->tgt.types, k->tgt.types, k->tgt.ntypes) &&
           (!k->tgt.nints || !memcmp(a->tgt.ints, k->tgt.ints, k->tgt.nints * 4));
  default:
    return true;
  }
}

static const CmirType *const *copy_types(CmirContext *ctx, const CmirType *const *t, uint32_t n) {
  /* Never NULL, so `types + n` is valid pointer arithmetic for empty lists. */
  static const CmirType *const empty[1] = {NULL};
  return n ? cmir_arena_memdup(&ctx->arena, t, sizeof(*t) * n) : empty;
}

static const CmirType *unique_locked(CmirContext *ctx, CmirType *k);

static const CmirType *unique(CmirContext *ctx, CmirType *k) {
  k->hash = type_hash(k);
  cmir_ctx_lock(ctx);
  const CmirType *t = unique_locked(ctx, k);
  cmir_ctx_unlock(ctx);
  return t;
}

static const CmirType *unique_locked(CmirContext *ctx, CmirType *k) {
  const CmirType *found = cmir_htab_find(&ctx->types, k->hash, type_eq, k);
  if (found)
    return found;
  CmirType *t = cmir_arena_alloc(&ctx->arena, sizeof *t);
  *t = *k;
  t->id = ctx->next_id++;
  switch (k->kind) {
  case CMIR_TYPE_VECTOR:
  case CMIR_TYPE_TENSOR:
  case CMIR_TYPE_MEMREF:
    t->shaped.shape = k->shaped.rank
                          ? cmir_arena_memdup(&ctx->arena, k->shaped.shape, k->shaped.rank * 8)
                          : NULL;
    t->shaped.scalable =
        k->shaped.scalable ? cmir_arena_memdup(&ctx->arena, k->shaped.scalable, k->shaped.rank)
                           : NULL;
    break;
  case CMIR_TYPE_FUNCTION:
    t->fn.types = copy_types(ctx, k->fn.types, k->fn.nin + k->fn.nres);
    break;
  case CMIR_TYPE_TUPLE:
    t->tuple.types = copy_types(ctx, k->tuple.types, k->tuple.n);
    break;
  case CMIR_TYPE_OPAQUE:
    t->opaque.body = cmir_arena_strndup(&ctx->arena, k->opaque.body, k->opaque.len);
    break;
  case CMIR_TYPE_LLVM_STRUCT:
    t->st.types = copy_types(ctx, k->st.types, k->st.n);
    break;
  case CMIR_TYPE_LLVM_FUNC:
    t->lfn.args = copy_types(ctx, k->lfn.args, k->lfn.n);
    break;
  case CMIR_TYPE_LLVM_TARGET: {
    static const uint32_t no_ints[1] = {0};
    t->tgt.types = copy_types(ctx, k->tgt.types, k->tgt.ntypes);
    t->tgt.ints = k->tgt.nints ? cmir_arena_memdup(&ctx->arena, k->tgt.ints, k->tgt.nints * 4)
                               : no_ints;
    break;
  }
  default:
    break;
  }
  cmir_htab_insert(&ctx->types, t->hash, t);
  return t;
}

static CmirType key_of(CmirTypeKind kind) {
  CmirType k;
  memset(&k, 0, sizeof k);
  k.kind = (uint16_t)kind;
  return k;
}

const CmirType *cmir_type_int(CmirContext *ctx, uint32_t width, CmirSignedness s) {
  CmirType k = key_of(CMIR_TYPE_INTEGER);
  k.integer.width = width;
  k.integer.sign = (uint8_t)s;
  return unique(ctx, &k);
}

const CmirType *cmir_type_index(CmirContext *ctx) {
  CmirType k = key_of(CMIR_TYPE_INDEX);
  return unique(ctx, &k);
}

const CmirType *cmir_type_float(CmirContext *ctx, CmirFloatType fk) {
  CmirType k = key_of(CMIR_TYPE_FLOAT);
  k.flt.fk = (uint8_t)fk;
  return unique(ctx, &k);
}

const CmirType *cmir_type_none(CmirContext *ctx) {
  CmirType k = key_of(CMIR_TYPE_NONE);
  return unique(ctx, &k);
}

const CmirType *cmir_type_complex(CmirContext *ctx, const CmirType *elem) {
  CmirType k = key_of(CMIR_TYPE_COMPLEX);
  k.complex.elem = elem;
  return unique(ctx, &k);
}

static const CmirType *shaped(CmirContext *ctx, CmirTypeKind kind, uint32_t rank,
                              const int64_t *shape, const bool *scalable, const CmirType *elem,
                              const CmirAttr *layout, const CmirAttr *extra) {
  CmirType k = key_of(kind);
  k.shaped.elem = elem;
  k.shaped.rank = rank;
  k.shaped.shape = shape;
  k.shaped.layout = layout;
  k.shaped.extra = extra;
  if (scalable) {
    for (uint32_t i = 0; i < rank; i++)
      if (scalable[i])
        k.shaped.scalable = scalable;
  }
  return unique(ctx, &k);
}

const CmirType *cmir_type_vector(CmirContext *ctx, uint32_t rank, const int64_t *shape,
                                 const bool *scalable, const CmirType *elem) {
  return shaped(ctx, CMIR_TYPE_VECTOR, rank, shape, scalable, elem, NULL, NULL);
}

const CmirType *cmir_type_tensor(CmirContext *ctx, uint32_t rank, const int64_t *shape,
                                 const CmirType *elem, const CmirAttr *encoding) {
  return shaped(ctx, CMIR_TYPE_TENSOR, rank, shape, NULL, elem, NULL, encoding);
}

const CmirType *cmir_type_unranked_tensor(CmirContext *ctx, const CmirType *elem) {
  return shaped(ctx, CMIR_TYPE_UNRANKED_TENSOR, 0, NULL, NULL, elem, NULL, NULL);
}

/* The identity layout is canonicalised away, as MLIR does; symbols the
 * results do not use do not count (AffineMap::isIdentity). */
static bool is_identity_layout(const CmirAttr *layout, uint32_t rank) {
  if (!layout || layout->kind != CMIR_ATTR_AFFINE_MAP)
    return false;
  const CmirAffineMap *m = layout->map.map;
  if (m->ndims != rank || m->nres != rank)
    return false;
  for (uint32_t i = 0; i < rank; i++)
    if (m->exprs[i]->kind != CMIR_AFFINE_DIM || m->exprs[i]->position != i)
      return false;
  return true;
}

const CmirType *cmir_type_memref(CmirContext *ctx, uint32_t rank, const int64_t *shape,
                                 const CmirType *elem, const CmirAttr *layout,
                                 const CmirAttr *memspace) {
  if (is_identity_layout(layout, rank))
    layout = NULL;
  /* Memory space 0 : i64 is the default and dropped, as MLIR does. */
  if (memspace && memspace->kind == CMIR_ATTR_INTEGER && memspace->i.v == 0 &&
      memspace->i.type == ctx->i64)
    memspace = NULL;
  return shaped(ctx, CMIR_TYPE_MEMREF, rank, shape, NULL, elem, layout, memspace);
}

const CmirType *cmir_type_unranked_memref(CmirContext *ctx, const CmirType *elem,
                                          const CmirAttr *memspace) {
  if (memspace && memspace->kind == CMIR_ATTR_INTEGER && memspace->i.v == 0 &&
      memspace->i.type == ctx->i64)
    memspace = NULL;
  return shaped(ctx, CMIR_TYPE_UNRANKED_MEMREF, 0, NULL, NULL, elem, NULL, memspace);
}

const CmirType *cmir_type_function(CmirContext *ctx, uint32_t nin, const CmirType *const *in,
                                   uint32_t nres, const CmirType *const *res) {
  const CmirType *buf[64];
  const CmirType **all = nin + nres <= 64 ? buf : cmir_xmalloc(sizeof(*all) * (nin + nres));
  for (uint32_t i = 0; i < nin; i++)
    all[i] = in[i];
  for (uint32_t i = 0; i < nres; i++)
    all[nin + i] = res[i];
  CmirType k = key_of(CMIR_TYPE_FUNCTION);
  k.fn.nin = nin;
  k.fn.nres = nres;
  k.fn.types = all;
  const CmirType *t = unique(ctx, &k);
  if (all != buf)
    free(all);
  return t;
}

const CmirType *cmir_type_tuple(CmirContext *ctx, uint32_t n, const CmirType *const *types) {
  CmirType k = key_of(CMIR_TYPE_TUPLE);
  k.tuple.n = n;
  k.tuple.types = types;
  return unique(ctx, &k);
}

bool cmir_memory_space_supported(CmirContext *ctx, const CmirAttr *space) {
  switch (space->kind) {
  case CMIR_ATTR_INTEGER:
  case CMIR_ATTR_STRING:
  case CMIR_ATTR_DICT:
  case CMIR_ATTR_ENUM:
    return true;
  case CMIR_ATTR_OPAQUE: /* a registered dialect's kept as text (llvm's); MLIR
                            holds an unregistered one in a builtin attribute */
    return cmir_dialect_is_registered(ctx, space->opaque.dialect->str,
                                      space->opaque.dialect->len);
  default:
    return false;
  }
}

bool cmir_dialect_data_is_pretty(const char *data, size_t len) {
  if (!len || !isalpha((unsigned char)data[0]))
    return false;
  size_t i = 1;
  while (i < len && (isalnum((unsigned char)data[i]) || data[i] == '.' || data[i] == '_'))
    i++;
  if (i == len || (data[i] == '<' && data[len - 1] == '>'))
    return true;
  /* Not MLIR's rule, which prints `!x.name-` as `!x<name->`, where `->`
   * reads as an arrow (mlir-opt-19 cannot read it back either): a name
   * that ends in '-' stays pretty, as the lexer took it. */
  while (i < len && (isalnum((unsigned char)data[i]) || (data[i] && strchr("._$-", data[i]))))
    i++;
  return i == len && data[len - 1] == '-';
}

const CmirType *cmir_type_opaque(CmirContext *ctx, const CmirIdent *dialect, const char *body,
                                 size_t len) {
  CmirType k = key_of(CMIR_TYPE_OPAQUE);
  k.opaque.dialect = dialect;
  k.opaque.body = body;
  k.opaque.len = (uint32_t)len;
  return unique(ctx, &k);
}

const CmirType *cmir_type_llvm_ptr(CmirContext *ctx, uint32_t addrspace) {
  CmirType k = key_of(CMIR_TYPE_LLVM_PTR);
  k.ptr.addrspace = addrspace;
  return unique(ctx, &k);
}

const CmirType *cmir_type_llvm_simple(CmirContext *ctx, CmirTypeKind kind) {
  CmirType k = key_of(kind);
  return unique(ctx, &k);
}

const CmirType *cmir_type_llvm_array(CmirContext *ctx, uint64_t n, const CmirType *elem) {
  CmirType k = key_of(CMIR_TYPE_LLVM_ARRAY);
  k.arr.n = n;
  k.arr.elem = elem;
  return unique(ctx, &k);
}

const CmirType *cmir_type_llvm_func(CmirContext *ctx, const CmirType *ret, uint32_t n,
                                    const CmirType *const *args, bool variadic) {
  CmirType k = key_of(CMIR_TYPE_LLVM_FUNC);
  k.flags = variadic ? 1 : 0;
  k.lfn.ret = ret;
  k.lfn.n = n;
  k.lfn.args = args;
  return unique(ctx, &k);
}

const CmirType *cmir_type_llvm_vec(CmirContext *ctx, uint32_t n, const CmirType *elem,
                                   bool scalable) {
  CmirType k = key_of(CMIR_TYPE_LLVM_VEC);
  k.flags = scalable ? 1 : 0;
  k.lvec.n = n;
  k.lvec.elem = elem;
  return unique(ctx, &k);
}

const CmirType *cmir_type_llvm_target(CmirContext *ctx, const CmirIdent *name, uint32_t ntypes,
                                      const CmirType *const *types, uint32_t nints,
                                      const uint32_t *ints) {
  CmirType k = key_of(CMIR_TYPE_LLVM_TARGET);
  k.tgt.name = name;
  k.tgt.ntypes = ntypes;
  k.tgt.types = types;
  k.tgt.nints = nints;
  k.tgt.ints = ints;
  return unique(ctx, &k);
}

const CmirType *cmir_type_llvm_struct_literal(CmirContext *ctx, uint32_t n,
                                              const CmirType *const *types, bool packed) {
  CmirType k = key_of(CMIR_TYPE_LLVM_STRUCT);
  k.flags = packed ? CMIR_LLVM_STRUCT_PACKED : 0;
  k.st.n = n;
  k.st.types = types;
  return unique(ctx, &k);
}

const CmirType *cmir_type_llvm_struct_identified(CmirContext *ctx, const CmirIdent *name) {
  cmir_ctx_lock(ctx);
  CmirType *t = cmir_strmap_get(&ctx->structs, name->str, name->len);
  if (t) {
    cmir_ctx_unlock(ctx);
    return t;
  }
  t = cmir_arena_zalloc(&ctx->arena, sizeof *t);
  t->kind = CMIR_TYPE_LLVM_STRUCT;
  t->flags = CMIR_LLVM_STRUCT_IDENTIFIED;
  t->id = ctx->next_id++;
  t->st.name = name;
  t->hash = type_hash(t);
  cmir_strmap_put(&ctx->structs, name->str, name->len, t);
  cmir_ctx_unlock(ctx);
  return t;
}

bool cmir_type_llvm_struct_set_body(CmirContext *ctx, const CmirType *st, uint32_t n,
                                    const CmirType *const *types, bool packed, bool opaque) {
  CmirType *t = (CmirType *)st;
  uint16_t want = (uint16_t)(CMIR_LLVM_STRUCT_IDENTIFIED | CMIR_LLVM_STRUCT_INITIALIZED |
                             (packed ? CMIR_LLVM_STRUCT_PACKED : 0) |
                             (opaque ? CMIR_LLVM_STRUCT_OPAQUE : 0));
  if (t->flags & CMIR_LLVM_STRUCT_INITIALIZED)
    return t->flags == want && t->st.n == n && types_eq(t->st.types, types, n);
  t->flags = want;
  t->st.n = n;
  t->st.types = copy_types(ctx, types, n);
  return true;
}

/* ---- queries ---- */

bool cmir_type_is_signless_int(const CmirType *t, uint32_t width) {
  return t->kind == CMIR_TYPE_INTEGER && t->integer.sign == CMIR_SIGNLESS &&
         (width == 0 || t->integer.width == width);
}

bool cmir_type_is_int_or_index(const CmirType *t) {
  return t->kind == CMIR_TYPE_INDEX || cmir_type_is_signless_int(t, 0);
}

bool cmir_type_is_shaped(const CmirType *t) {
  return t->kind >= CMIR_TYPE_VECTOR && t->kind <= CMIR_TYPE_UNRANKED_MEMREF;
}

bool cmir_type_has_static_shape(const CmirType *t) {
  if (t->kind == CMIR_TYPE_UNRANKED_MEMREF || t->kind == CMIR_TYPE_UNRANKED_TENSOR)
    return false;
  for (uint32_t i = 0; i < t->shaped.rank; i++)
    if (t->shaped.shape[i] == CMIR_DYNAMIC)
      return false;
  return true;
}

const CmirType *cmir_type_elem(const CmirType *t) {
  return cmir_type_is_shaped(t) ? t->shaped.elem : t;
}

uint32_t cmir_type_bitwidth(const CmirType *t) {
  static const uint8_t fw[] = {16, 16, 19, 32, 64, 80, 128};
  switch (t->kind) {
  case CMIR_TYPE_INTEGER:
    return t->integer.width;
  case CMIR_TYPE_INDEX:
    return 64;
  case CMIR_TYPE_FLOAT:
    return fw[t->flt.fk];
  default:
    return 0;
  }
}

int64_t cmir_type_num_elements(const CmirType *t) {
  if (!cmir_type_is_shaped(t) || !cmir_type_has_static_shape(t))
    return -1;
  int64_t n = 1;
  for (uint32_t i = 0; i < t->shaped.rank; i++)
    if (cmir_ckd_mul(&n, n, t->shaped.shape[i]))
      return -1; /* tensor<4294967296x4294967296xi8> is a valid type */
  return n;
}

/* Whether e may be the element type of a container of kind container
 * (MLIR's VectorType/BaseMemRefType/TensorType::isValidElementType). */
bool cmir_type_valid_elem(const CmirType *e, CmirTypeKind container) {
  switch (container) {
  case CMIR_TYPE_VECTOR:
    return e->kind == CMIR_TYPE_INTEGER || e->kind == CMIR_TYPE_INDEX ||
           e->kind == CMIR_TYPE_FLOAT || e->kind == CMIR_TYPE_OPAQUE;
  case CMIR_TYPE_MEMREF:
  case CMIR_TYPE_UNRANKED_MEMREF:
    return e->kind == CMIR_TYPE_INTEGER || e->kind == CMIR_TYPE_INDEX ||
           e->kind == CMIR_TYPE_FLOAT || e->kind == CMIR_TYPE_COMPLEX ||
           e->kind == CMIR_TYPE_VECTOR || e->kind == CMIR_TYPE_MEMREF ||
           e->kind == CMIR_TYPE_UNRANKED_MEMREF || e->kind == CMIR_TYPE_OPAQUE ||
           e->kind >= CMIR_TYPE_LLVM_PTR;
  default: /* TensorType::isValidElementType: some builtin types, any dialect type */
    return e->kind == CMIR_TYPE_INTEGER || e->kind == CMIR_TYPE_INDEX ||
           e->kind == CMIR_TYPE_FLOAT || e->kind == CMIR_TYPE_COMPLEX ||
           e->kind == CMIR_TYPE_VECTOR || e->kind == CMIR_TYPE_OPAQUE ||
           e->kind >= CMIR_TYPE_LLVM_PTR;
  }
}
