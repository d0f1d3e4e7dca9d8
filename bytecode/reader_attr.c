/* Bytecode reader: types and attributes (docs/bytecode.md), each decoded
 * when first referenced and memoized in its table. */
#include "reader.h"
#include "text/text.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* An opaque type's or attribute's stored text (`name<...>` or `<data>`)
 * to its data: the brackets of the second form go. */
static void opaque_data(const uint8_t **s, uint32_t *n) {
  if (*n >= 2 && (*s)[0] == '<' && (*s)[*n - 1] == '>') {
    (*s)++;
    *n -= 2;
  }
}

const CmirType *cmir_bcr_type(CmirBcReader *r, BcCursor *from) {
  uint64_t i = bc_rvarint(from);
  return bc_failed(from) ? NULL : cmir_bcr_entry_at(r, from, i, true);
}
const CmirAttr *cmir_bcr_attr(CmirBcReader *r, BcCursor *from) {
  uint64_t i = bc_rvarint(from);
  return bc_failed(from) ? NULL : cmir_bcr_entry_at(r, from, i, false);
}
/* optref: 0 for none, else index + 1. *ok is false on failure. */
static const void *rd_opt_entry(CmirBcReader *r, BcCursor *c, bool *ok, bool is_type) {
  uint64_t v = bc_rvarint(c);
  *ok = !bc_failed(c);
  if (!*ok || v == 0)
    return NULL;
  const void *e = cmir_bcr_entry_at(r, c, v - 1, is_type);
  *ok = e != NULL;
  return e;
}
static const CmirAttr *rd_opt_attr(CmirBcReader *r, BcCursor *c, bool *ok) {
  return rd_opt_entry(r, c, ok, false);
}
static const CmirType *rd_opt_type(CmirBcReader *r, BcCursor *c, bool *ok) {
  return rd_opt_entry(r, c, ok, true);
}
static const CmirAttr *decode_attr(CmirBcReader *r, BcCursor *c);
static bool reparses(CmirContext *ctx, const CmirAttr *a, const CmirType *t);


/* Shape of a tensor or memref: 0 = dynamic, else dim + 1. */
static int64_t *rd_shape(CmirBcReader *r, BcCursor *c, uint32_t *rank) {
  (void)r;
  *rank = bc_rcount(c, 1, 1u << 20);
  int64_t *dims = cmir_xmalloc(sizeof(int64_t) * (*rank ? *rank : 1));
  for (uint32_t i = 0; i < *rank; i++) {
    uint64_t v = bc_rvarint(c);
    if (v > (uint64_t)INT64_MAX + 1) {
      bc_fail(c, "dimension out of range");
      break;
    }
    dims[i] = v == 0 ? CMIR_DYNAMIC : (int64_t)(v - 1);
  }
  return dims;
}

static const CmirType **rd_type_list(CmirBcReader *r, BcCursor *c, uint32_t n) {
  const CmirType **ts = cmir_xmalloc(sizeof(*ts) * (n ? n : 1));
  for (uint32_t i = 0; i < n; i++)
    if (!(ts[i] = cmir_bcr_type(r, c))) {
      free(ts);
      return NULL;
    }
  return ts;
}

static bool check_layout(BcCursor *c, const CmirAttr *layout, uint32_t rank) {
  if (!layout)
    return true;
  if (layout->kind == CMIR_ATTR_AFFINE_MAP && layout->map.map->ndims == rank)
    return true;
  if (layout->kind == CMIR_ATTR_STRIDED && layout->strided.rank == rank)
    return true;
  return bc_fail(c, "memref layout is not an affine map or strided layout of its rank");
}

static const CmirType *decode_type(CmirBcReader *r, BcCursor *c, uint32_t idx) {
  CmirContext *ctx = r->ctx;
  uint8_t kind = bc_rbyte(c);
  if (bc_failed(c))
    return NULL;
  const CmirType *t = NULL, *elem;
  bool ok = true;
  switch (kind) {
  case BC_T_INTEGER: {
    uint64_t v = bc_rvarint(c);
    if ((v & 3) > 2 || (v >> 2) > 16777215)
      return bc_fail(c, "invalid integer type"), NULL;
    return bc_failed(c) ? NULL : cmir_type_int(ctx, (uint32_t)(v >> 2), (CmirSignedness)(v & 3));
  }
  case BC_T_INDEX:
    return cmir_type_index(ctx);
  case BC_T_FLOAT: {
    uint8_t fk = bc_rbyte(c);
    if (fk > CMIR_F_F128)
      return bc_fail(c, "invalid float type"), NULL;
    return bc_failed(c) ? NULL : cmir_type_float(ctx, (CmirFloatType)fk);
  }
  case BC_T_NONE:
    return cmir_type_none(ctx);
  case BC_T_COMPLEX:
    if (!(elem = cmir_bcr_type(r, c)))
      return NULL;
    if (elem->kind != CMIR_TYPE_INTEGER && elem->kind != CMIR_TYPE_FLOAT)
      return bc_fail(c, "invalid complex element type"), NULL;
    return cmir_type_complex(ctx, elem);
  case BC_T_VECTOR: {
    uint32_t rank = bc_rcount(c, 1, 1u << 20);
    int64_t *dims = cmir_xmalloc(sizeof(int64_t) * (rank ? rank : 1));
    for (uint32_t i = 0; i < rank && !bc_failed(c); i++) {
      uint64_t v = bc_rvarint(c);
      if (v == 0 || v > INT64_MAX)
        bc_fail(c, "vector dimensions must be positive");
      dims[i] = (int64_t)v;
    }
    uint64_t mask = bc_rvarint(c);
    bool *scal = NULL;
    if (mask && (rank > 64 || (rank < 64 && (mask >> rank))))
      bc_fail(c, "invalid scalable dimension mask");
    if (!bc_failed(c) && mask) {
      scal = cmir_xmalloc(rank);
      for (uint32_t i = 0; i < rank; i++)
        scal[i] = (mask >> i) & 1;
    }
    elem = bc_failed(c) ? NULL : cmir_bcr_type(r, c);
    if (elem && !cmir_type_valid_elem(elem, CMIR_TYPE_VECTOR))
      bc_fail(c, "invalid vector element type");
    if (!bc_failed(c))
      t = cmir_type_vector(ctx, rank, dims, scal, elem);
    free(dims);
    free(scal);
    return t;
  }
  case BC_T_TENSOR:
  case BC_T_MEMREF: {
    uint32_t rank;
    int64_t *dims = rd_shape(r, c, &rank);
    CmirTypeKind tk = kind == BC_T_TENSOR ? CMIR_TYPE_TENSOR : CMIR_TYPE_MEMREF;
    elem = bc_failed(c) ? NULL : cmir_bcr_type(r, c);
    if (elem && !cmir_type_valid_elem(elem, tk))
      bc_fail(c, "invalid %s element type", kind == BC_T_TENSOR ? "tensor" : "memref");
    const CmirAttr *a1 = NULL, *a2 = NULL;
    if (!bc_failed(c))
      a1 = rd_opt_attr(r, c, &ok);
    if (ok && !bc_failed(c) && kind == BC_T_MEMREF) {
      a2 = rd_opt_attr(r, c, &ok);
      if (ok)
        ok = check_layout(c, a1, rank);
      if (ok && a2 && !cmir_memory_space_supported(ctx, a2))
        ok = bc_fail(c, "unsupported memory space attribute");
    }
    if (ok && !bc_failed(c))
      t = kind == BC_T_TENSOR ? cmir_type_tensor(ctx, rank, dims, elem, a1)
                              : cmir_type_memref(ctx, rank, dims, elem, a1, a2);
    free(dims);
    return t;
  }
  case BC_T_UNRANKED_TENSOR:
    if (!(elem = cmir_bcr_type(r, c)))
      return NULL;
    if (!cmir_type_valid_elem(elem, CMIR_TYPE_TENSOR))
      return bc_fail(c, "invalid tensor element type"), NULL;
    return cmir_type_unranked_tensor(ctx, elem);
  case BC_T_UNRANKED_MEMREF: {
    if (!(elem = cmir_bcr_type(r, c)))
      return NULL;
    if (!cmir_type_valid_elem(elem, CMIR_TYPE_UNRANKED_MEMREF))
      return bc_fail(c, "invalid memref element type"), NULL;
    const CmirAttr *space = rd_opt_attr(r, c, &ok);
    if (ok && space && !cmir_memory_space_supported(ctx, space))
      return bc_fail(c, "unsupported memory space attribute"), NULL;
    return ok ? cmir_type_unranked_memref(ctx, elem, space) : NULL;
  }
  case BC_T_FUNCTION: {
    uint32_t nin = bc_rcount(c, 1, UINT32_MAX / 2);
    uint32_t nres = bc_rcount(c, 1, UINT32_MAX / 2);
    if (bc_failed(c) || nin + nres > bc_left(c))
      return bc_fail(c, "function type arity larger than its entry"), NULL;
    const CmirType **ts = rd_type_list(r, c, nin + nres);
    if (!ts)
      return NULL;
    t = cmir_type_function(ctx, nin, ts, nres, ts + nin);
    free(ts);
    return t;
  }
  case BC_T_TUPLE: {
    uint32_t n = bc_rcount(c, 1, UINT32_MAX);
    const CmirType **ts = bc_failed(c) ? NULL : rd_type_list(r, c, n);
    if (!ts)
      return NULL;
    t = cmir_type_tuple(ctx, n, ts);
    free(ts);
    return t;
  }
  case BC_T_OPAQUE: {
    const CmirIdent *d = cmir_bcr_ident(r, c);
    const uint8_t *s;
    uint32_t n;
    if (!d || !cmir_bcr_string(r, c, &s, &n))
      return NULL;
    opaque_data(&s, &n);
    const CmirType *t = cmir_type_opaque(ctx, d, (const char *)s, n);
    if (!reparses(ctx, NULL, t))
      return bc_fail(c, "opaque type that its text does not read back as"), NULL;
    return t;
  }
  case BC_T_LLVM_PTR: {
    uint64_t as = bc_rvarint(c);
    if (as > UINT32_MAX)
      return bc_fail(c, "invalid address space"), NULL;
    return bc_failed(c) ? NULL : cmir_type_llvm_ptr(ctx, (uint32_t)as);
  }
  case BC_T_LLVM_STRUCT: {
    uint64_t flags = bc_rvarint(c);
    uint64_t name = bc_rvarint(c);
    if (bc_failed(c))
      return NULL;
    if (flags > 15)
      return bc_fail(c, "invalid struct flags"), NULL;
    bool named = flags & CMIR_LLVM_STRUCT_IDENTIFIED;
    if (named != (name != 0) || (!named && (flags & ~(uint64_t)CMIR_LLVM_STRUCT_PACKED)))
      return bc_fail(c, "invalid struct flags"), NULL;
    if (!named) {
      uint32_t n = bc_rcount(c, 1, UINT32_MAX);
      const CmirType **ts = bc_failed(c) ? NULL : rd_type_list(r, c, n);
      if (!ts)
        return NULL;
      t = cmir_type_llvm_struct_literal(ctx, n, ts, flags & CMIR_LLVM_STRUCT_PACKED);
      free(ts);
      return t;
    }
    if (name - 1 >= r->nstrings)
      return bc_fail(c, "string index out of range"), NULL;
    uint32_t si = (uint32_t)(name - 1);
    t = cmir_type_llvm_struct_identified(ctx, cmir_bcr_ident_at(r, si));
    /* Visible before its body is read, so the body may refer to it. */
    r->types.obj[idx] = t;
    set_state(&r->types, idx, ENT_OPEN);
    uint32_t n = bc_rcount(c, 1, UINT32_MAX);
    if (bc_failed(c))
      return NULL;
    if (!(flags & CMIR_LLVM_STRUCT_INITIALIZED)) {
      if (n || (flags & ~(uint64_t)CMIR_LLVM_STRUCT_IDENTIFIED))
        return bc_fail(c, "uninitialized struct with a body"), NULL;
      return t;
    }
    const CmirType **ts = rd_type_list(r, c, n);
    if (!ts)
      return NULL;
    ok = cmir_type_llvm_struct_set_body(ctx, t, n, ts, flags & CMIR_LLVM_STRUCT_PACKED,
                                        flags & CMIR_LLVM_STRUCT_OPAQUE);
    free(ts);
    if (!ok)
      return bc_fail(c, "identified struct '%s' already has another body", r->idents[si]->str),
             NULL;
    return t;
  }
  case BC_T_LLVM_ARRAY: {
    uint64_t n = bc_rvarint(c);
    if (bc_failed(c) || !(elem = cmir_bcr_type(r, c)))
      return NULL;
    return cmir_type_llvm_array(ctx, n, elem);
  }
  case BC_T_LLVM_FUNC: {
    const CmirType *ret = cmir_bcr_type(r, c);
    uint32_t n = ret ? bc_rcount(c, 1, UINT32_MAX) : 0;
    const CmirType **ts = bc_failed(c) ? NULL : rd_type_list(r, c, n);
    if (!ts)
      return NULL;
    uint8_t var = bc_rbyte(c);
    if (var > 1)
      bc_fail(c, "invalid variadic flag");
    if (!bc_failed(c))
      t = cmir_type_llvm_func(ctx, ret, n, ts, var);
    free(ts);
    return t;
  }
  case BC_T_LLVM_VEC: {
    uint64_t n = bc_rvarint(c);
    elem = bc_failed(c) ? NULL : cmir_bcr_type(r, c);
    uint8_t sc = elem ? bc_rbyte(c) : 0;
    if (n > UINT32_MAX || sc > 1)
      bc_fail(c, "invalid LLVM vector type");
    return bc_failed(c) ? NULL : cmir_type_llvm_vec(ctx, (uint32_t)n, elem, sc);
  }
  case BC_T_LLVM_TARGET: {
    uint64_t name = bc_rvarint(c);
    if (bc_failed(c))
      return NULL;
    if (name >= r->nstrings)
      return bc_fail(c, "string index out of range"), NULL;
    uint32_t nt = bc_rcount(c, 1, UINT32_MAX);
    const CmirType **ts = bc_failed(c) ? NULL : rd_type_list(r, c, nt);
    if (!ts)
      return NULL;
    uint32_t ni = bc_rcount(c, 1, UINT32_MAX);
    uint32_t *ints = bc_failed(c) ? NULL : cmir_xmalloc(sizeof(*ints) * (ni ? ni : 1));
    for (uint32_t i = 0; ints && i < ni && !bc_failed(c); i++) {
      uint64_t v = bc_rvarint(c);
      if (v > UINT32_MAX)
        bc_fail(c, "invalid target extension type parameter");
      ints[i] = (uint32_t)v;
    }
    if (!bc_failed(c))
      t = cmir_type_llvm_target(ctx, cmir_bcr_ident_at(r, (uint32_t)name), nt, ts, ni, ints);
    free(ts);
    free(ints);
    return t;
  }
  default:
    if (kind >= BC_T_LLVM_VOID && kind <= BC_T_LLVM_PPCFP128)
      return cmir_type_llvm_simple(ctx,
                                   (CmirTypeKind)(CMIR_TYPE_LLVM_VOID + (kind - BC_T_LLVM_VOID)));
    return bc_fail(c, "unknown type kind %u", kind), NULL;
  }
}

/* Decodes (or returns the memoized) entry idx of a table, referenced from
 * the cursor `from` (which takes the blame for a bad index). */
static const void *decode_entry(CmirBcReader *r, BcCursor *from, EntTable *tab, uint64_t idx,
                                bool is_type);

const void *cmir_bcr_entry_at(CmirBcReader *r, BcCursor *from, uint64_t idx, bool is_type) {
  EntTable *tab = is_type ? &r->types : &r->attrs;
  if (idx >= tab->n)
    return bc_fail(from, "%s index %llu out of range (%u entries)", is_type ? "type" : "attribute",
                   (unsigned long long)idx, tab->n),
           NULL;
  if (__atomic_load_n(&tab->state[idx], __ATOMIC_ACQUIRE) == ENT_DONE)
    return tab->obj[idx];
  /* Entries are decoded under the context's lock when bodies are read in
   * parallel: another thread may be decoding this one (recursion is this
   * thread's own). */
  cmir_ctx_lock(r->ctx);
  const void *obj = decode_entry(r, from, tab, idx, is_type);
  cmir_ctx_unlock(r->ctx);
  return obj;
}

static const void *decode_entry(CmirBcReader *r, BcCursor *from, EntTable *tab, uint64_t idx,
                                bool is_type) {
  uint8_t state = __atomic_load_n(&tab->state[idx], __ATOMIC_RELAXED);
  if (state == ENT_DONE || state == ENT_OPEN)
    return tab->obj[idx];
  if (state == ENT_BUSY)
    return bc_fail(from, "%s %llu refers to itself", is_type ? "type" : "attribute",
                   (unsigned long long)idx),
           NULL;
  if (r->depth >= BC_MAX_ENTRY_DEPTH)
    return bc_fail(from, "types and attributes nested too deeply"), NULL;
  r->depth++;
  set_state(tab, idx, ENT_BUSY);
  BcCursor c = cursor(r, is_type ? BC_SEC_TYPES : BC_SEC_ATTRS, tab->p[idx], tab->len[idx]);
  const void *obj =
      is_type ? (const void *)decode_type(r, &c, (uint32_t)idx) : (const void *)decode_attr(r, &c);
  r->depth--;
  if (obj && c.p != c.end)
    obj = (bc_fail(&c, "%zu unused bytes at the end of the entry", bc_left(&c)), NULL);
  if (!obj) {
    if (!bc_failed(&c))
      bc_fail(&c, "invalid entry");
    set_state(tab, idx, ENT_NEW);
    bc_fail(from, "invalid %s reference", is_type ? "type" : "attribute");
    return NULL;
  }
  tab->obj[idx] = obj;
  set_state(tab, idx, ENT_DONE);
  return obj;
}

/* Reads an affine expression that the text parser would accept: a product
 * has a factor without dims, a division or modulo a divisor without dims.
 * *symbolic says whether the expression has no dims. */
static const CmirAffineExpr *rd_affine(CmirBcReader *r, BcCursor *c, uint32_t ndims, uint32_t nsyms,
                                       uint32_t depth, bool *symbolic) {
  *symbolic = true;
  if (depth > BC_MAX_AFFINE_DEPTH)
    return bc_fail(c, "affine expression nested too deeply"), NULL;
  uint8_t k = bc_rbyte(c);
  if (bc_failed(c))
    return NULL;
  switch (k) {
  case BC_AFF_CONST: {
    int64_t v = bc_rsvarint(c);
    return bc_failed(c) ? NULL : cmir_affine_const(r->ctx, v);
  }
  case BC_AFF_DIM:
  case BC_AFF_SYM: {
    uint64_t pos = bc_rvarint(c);
    if (bc_failed(c))
      return NULL;
    if (pos >= (k == BC_AFF_DIM ? ndims : nsyms))
      return bc_fail(c, "affine %s position out of range", k == BC_AFF_DIM ? "dim" : "symbol"),
             NULL;
    *symbolic = k == BC_AFF_SYM;
    return k == BC_AFF_DIM ? cmir_affine_dim(r->ctx, (uint32_t)pos)
                           : cmir_affine_sym(r->ctx, (uint32_t)pos);
  }
  case BC_AFF_ADD:
  case BC_AFF_MUL:
  case BC_AFF_MOD:
  case BC_AFF_FLOORDIV:
  case BC_AFF_CEILDIV: {
    static const CmirAffineKind kinds[] = {CMIR_AFFINE_ADD, CMIR_AFFINE_MUL, CMIR_AFFINE_MOD,
                                           CMIR_AFFINE_FLOORDIV, CMIR_AFFINE_CEILDIV};
    bool lsym, rsym;
    const CmirAffineExpr *l = rd_affine(r, c, ndims, nsyms, depth + 1, &lsym);
    const CmirAffineExpr *rr = l ? rd_affine(r, c, ndims, nsyms, depth + 1, &rsym) : NULL;
    if (!rr)
      return NULL;
    if (k == BC_AFF_MUL ? !lsym && !rsym : k != BC_AFF_ADD && !rsym)
      return bc_fail(c, "non-affine expression: %s",
                     k == BC_AFF_MUL ? "a product of dims" : "a division by dims"),
             NULL;
    const CmirAffineExpr *e = cmir_affine_bin(r->ctx, kinds[k], l, rr);
    *symbolic = lsym && rsym;
    return e;
  }
  default:
    return bc_fail(c, "unknown affine expression kind %u", k), NULL;
  }
}

/* Whether the attribute a (or, if a is NULL, the type t) is what the text
 * parser builds from its text. For the entries whose validity only the
 * parser knows. Affine maps are simplified as they are built, and the result
 * depends on the order of construction: a tree the parser would never build
 * (a flipped byte, `d0 * 2 + s0 + 4 - s0 * 4` read back as
 * `... - s0 * 4 + 4`) prints text that reads back as another map. Opaque
 * attributes and types (`#llvm.memory_effects<...>` kept as text) must
 * hold text their dialect's syntax takes. Entries are decoded once, so this
 * costs one print and one parse per such entry in the file. */
static bool reparses(CmirContext *ctx, const CmirAttr *a, const CmirType *t) {
  char *s = a ? cmir_attr_str(a) : cmir_type_str(t);
  bool was = cmir_diag_muted();
  uint64_t count = cmir_diag_muted_count();
  cmir_diag_mute(true);
  const void *b =
      a ? (const void *)cmir_parse_attr_str(ctx, s) : (const void *)cmir_parse_type_str(ctx, s);
  cmir_diag_mute_restore(was, count);
  free(s);
  return a ? b == a : b == t;
}

/* An affine map or set whose expressions are not in the form its text
 * parses to (the writer keeps a map as it was built: `s0 - 1 - d0` is
 * stored as written and prints as `-d0 + s0 - 1`): the map its text parses
 * to, if that one prints the same text (the two are the same map written
 * two ways); else NULL. */
static const CmirAttr *affine_by_text(CmirContext *ctx, const CmirAttr *a) {
  char *s = cmir_attr_str(a);
  bool was = cmir_diag_muted();
  uint64_t count = cmir_diag_muted_count();
  cmir_diag_mute(true);
  const CmirAttr *b = cmir_parse_attr_str(ctx, s);
  cmir_diag_mute_restore(was, count);
  char *t = b ? cmir_attr_str(b) : NULL;
  bool same = t && !strcmp(s, t);
  free(s);
  free(t);
  return same ? b : NULL;
}

static int name_cmp(const CmirIdent *x, const CmirIdent *y) {
  uint32_t n = x->len < y->len ? x->len : y->len;
  int c = memcmp(x->str, y->str, n);
  return c ? c : (x->len > y->len) - (x->len < y->len);
}

/* Number of elements of a static shape; -1 for a shape that is not static,
 * NUMEL_HUGE for one whose count does not fit (only a splat can hold it:
 * tensor<4294967296x4294967296xi8>). */
enum { NUMEL_HUGE = -2 };
static int64_t static_numel(const CmirType *t) {
  if (t->kind != CMIR_TYPE_VECTOR && t->kind != CMIR_TYPE_TENSOR)
    return -1;
  int64_t n = 1;
  bool huge = false;
  for (uint32_t i = 0; i < t->shaped.rank; i++) {
    int64_t d = t->shaped.shape[i];
    if (d < 0)
      return -1;
    if (d && n > INT64_MAX / d)
      huge = true;
    else
      n *= d;
  }
  return huge && n ? NUMEL_HUGE : n;
}

static bool dense_elem_ok(const CmirType *e) {
  return e->kind == CMIR_TYPE_INTEGER || e->kind == CMIR_TYPE_INDEX || e->kind == CMIR_TYPE_FLOAT ||
         (e->kind == CMIR_TYPE_COMPLEX &&
          (e->complex.elem->kind == CMIR_TYPE_INTEGER || e->complex.elem->kind == CMIR_TYPE_FLOAT));
}

/* Whether every element of a dense payload keeps the bits above its type's
 * width zero, as the text parser stores them (i3 -1 is 0x07, a tf32 has 19
 * bits in 4 bytes). */
static bool dense_bits_ok(const CmirType *elem, const uint8_t *p, uint64_t len) {
  const CmirType *scalar = elem->kind == CMIR_TYPE_COMPLEX ? elem->complex.elem : elem;
  uint32_t w = scalar->kind == CMIR_TYPE_INDEX ? 64 : cmir_type_bitwidth(scalar);
  uint32_t eb = cmir_dense_elem_bytes(scalar);
  if (!eb || w >= 8 * eb)
    return true;
  for (uint64_t at = 0; at + eb <= len; at += eb) {
    if (w % 8 && (p[at + w / 8] >> (w % 8)))
      return false;
    for (uint32_t k = (w + 7) / 8; k < eb; k++)
      if (p[at + k])
        return false;
  }
  return true;
}

static uint64_t rd_le(BcCursor *c, uint32_t n) {
  if (bc_left(c) < n)
    return bc_fail(c, "unexpected end of entry"), 0;
  uint64_t v = 0;
  for (uint32_t i = 0; i < n && i < 8; i++)
    v |= (uint64_t)c->p[i] << (8 * i);
  c->p += n;
  return v;
}

static bool is_loc(const CmirAttr *a) { return a && cmir_attr_is_location(a); }

static const CmirAttr *decode_attr(CmirBcReader *r, BcCursor *c) {
  CmirContext *ctx = r->ctx;
  uint8_t kind = bc_rbyte(c);
  if (bc_failed(c))
    return NULL;
  const CmirAttr *a = NULL;
  const CmirType *t;
  bool ok = true;
  switch (kind) {
  case BC_A_INTEGER: {
    if (!(t = cmir_bcr_type(r, c)))
      return NULL;
    if (t->kind != CMIR_TYPE_INTEGER && t->kind != CMIR_TYPE_INDEX)
      return bc_fail(c, "integer attribute of a non-integer type"), NULL;
    uint32_t w = cmir_type_bitwidth(t);
    if (w <= 64) {
      int64_t v = bc_rsvarint(c);
      if (bc_failed(c))
        return NULL;
      if (w && w < 64 && cmir_sext((uint64_t)v, w) != v)
        return bc_fail(c, "integer value does not fit its type"), NULL;
      if (w == 0 && v)
        return bc_fail(c, "integer value does not fit its type"), NULL;
      return cmir_attr_int(ctx, t, v);
    }
    uint32_t nw = (w + 63) / 64;
    if (bc_left(c) / 8 < nw)
      return bc_fail(c, "unexpected end of entry"), NULL;
    uint64_t *words = cmir_xmalloc(8 * nw);
    for (uint32_t i = 0; i < nw; i++)
      words[i] = bc_ru64(c);
    if (w % 64 && (words[nw - 1] >> (w % 64)))
      bc_fail(c, "integer value does not fit its type");
    if (!bc_failed(c))
      a = cmir_attr_int_words(ctx, t, words);
    free(words);
    return a;
  }
  case BC_A_FLOAT: {
    if (!(t = cmir_bcr_type(r, c)))
      return NULL;
    if (t->kind != CMIR_TYPE_FLOAT)
      return bc_fail(c, "float attribute of a non-float type"), NULL;
    static const uint8_t nb[] = {2, 2, 4, 4, 8, 16, 16};
    uint32_t n = nb[t->flt.fk], bits = cmir_type_bitwidth(t);
    uint64_t lo = rd_le(c, n < 8 ? n : 8), hi = n > 8 ? rd_le(c, n - 8) : 0;
    if (bits < 64 && (lo >> bits))
      bc_fail(c, "float bits do not fit the type");
    if (bits > 64 && bits < 128 && (hi >> (bits - 64)))
      bc_fail(c, "float bits do not fit the type");
    return bc_failed(c) ? NULL : cmir_attr_float(ctx, t, lo, hi);
  }
  case BC_A_STRING: {
    const uint8_t *s;
    uint32_t n;
    if (!cmir_bcr_string(r, c, &s, &n))
      return NULL;
    t = rd_opt_type(r, c, &ok);
    return ok ? cmir_attr_string_typed(ctx, (const char *)s, n, t) : NULL;
  }
  case BC_A_ARRAY:
  case BC_A_DENSE_STRING:
  case BC_A_LOC_FUSED: {
    const CmirType *dt = NULL;
    if (kind == BC_A_DENSE_STRING && !(dt = cmir_bcr_type(r, c)))
      return NULL;
    uint32_t n = bc_rcount(c, 1, UINT32_MAX);
    if (bc_failed(c))
      return NULL;
    const CmirAttr **v = cmir_xmalloc(sizeof(*v) * (n ? n : 1));
    for (uint32_t i = 0; i < n && ok; i++)
      ok = (v[i] = cmir_bcr_attr(r, c)) != NULL;
    if (ok && kind == BC_A_DENSE_STRING) {
      int64_t numel = static_numel(dt);
      if (numel == -1 || (n != (uint64_t)numel && n != 1))
        ok = bc_fail(c, "dense string attribute does not match its type");
      for (uint32_t i = 0; i < n && ok; i++)
        if (v[i]->kind != CMIR_ATTR_STRING)
          ok = bc_fail(c, "dense string element is not a string");
      if (ok)
        a = cmir_attr_dense_string(ctx, dt, n, v);
    } else if (ok && kind == BC_A_LOC_FUSED) {
      for (uint32_t i = 0; i < n && ok; i++)
        if (!is_loc(v[i]))
          ok = bc_fail(c, "fused location of a non-location");
      const CmirAttr *meta = ok ? rd_opt_attr(r, c, &ok) : NULL;
      if (ok)
        a = cmir_loc_fused(ctx, n, v, meta);
    } else if (ok) {
      a = cmir_attr_array(ctx, n, v);
    }
    free(v);
    return a;
  }
  case BC_A_DICT: {
    uint32_t n = bc_rcount(c, 2, UINT32_MAX);
    if (bc_failed(c))
      return NULL;
    CmirNamedAttr *e = cmir_xmalloc(sizeof(*e) * (n ? n : 1));
    for (uint32_t i = 0; i < n && ok; i++) {
      e[i].name = cmir_bcr_ident(r, c);
      ok = e[i].name && (e[i].value = cmir_bcr_attr(r, c)) != NULL;
      if (ok && i && name_cmp(e[i - 1].name, e[i].name) >= 0)
        ok = bc_fail(c, "dictionary names are not sorted and unique");
    }
    if (ok)
      a = cmir_attr_dict(ctx, n, e);
    free(e);
    return a;
  }
  case BC_A_UNIT:
    return cmir_attr_unit(ctx);
  case BC_A_TYPE:
    return (t = cmir_bcr_type(r, c)) ? cmir_attr_type(ctx, t) : NULL;
  case BC_A_SYMREF: {
    uint32_t n = bc_rcount(c, 1, UINT32_MAX);
    if (bc_failed(c))
      return NULL;
    if (n == 0)
      return bc_fail(c, "empty symbol reference"), NULL;
    const CmirIdent **v = cmir_xmalloc(sizeof(*v) * n);
    for (uint32_t i = 0; i < n && ok; i++)
      ok = (v[i] = cmir_bcr_ident(r, c)) != NULL;
    if (ok)
      a = cmir_attr_symref(ctx, n, v);
    free(v);
    return a;
  }
  case BC_A_AFFINE_MAP:
  case BC_A_INTEGER_SET: {
    bool set = kind == BC_A_INTEGER_SET;
    uint64_t ndims = bc_rvarint(c), nsyms = bc_rvarint(c);
    uint32_t nres = bc_rcount(c, 1, UINT32_MAX);
    if (bc_failed(c))
      return NULL;
    if (ndims + nsyms > 64) /* as the text parser */
      return bc_fail(c, "too many affine dimensions or symbols"), NULL;
    const CmirAffineExpr **ex = cmir_xmalloc(sizeof(*ex) * (nres ? nres : 1));
    bool *eq = cmir_xmalloc(nres ? nres : 1);
    for (uint32_t i = 0; i < nres && ok; i++) {
      bool sym;
      ok = (ex[i] = rd_affine(r, c, (uint32_t)ndims, (uint32_t)nsyms, 0, &sym)) != NULL;
    }
    for (uint32_t i = 0; set && i < nres && ok; i++) {
      uint8_t b = bc_rbyte(c);
      ok = !bc_failed(c) && (b <= 1 || bc_fail(c, "invalid constraint kind"));
      eq[i] = b;
    }
    if (ok)
      a = set ? cmir_attr_integer_set(
                    ctx, cmir_integer_set(ctx, (uint32_t)ndims, (uint32_t)nsyms, nres, ex, eq))
              : cmir_attr_affine_map(
                    ctx, cmir_affine_map(ctx, (uint32_t)ndims, (uint32_t)nsyms, nres, ex));
    if (a && !reparses(ctx, a, NULL))
      a = affine_by_text(ctx, a);
    if (!a && ok)
      bc_fail(c, "affine %s is not in the form its text reads back as", set ? "set" : "map");
    free(ex);
    free(eq);
    return a;
  }
  case BC_A_DENSE: {
    if (!(t = cmir_bcr_type(r, c)))
      return NULL;
    uint8_t splat = bc_rbyte(c);
    uint64_t blob = bc_rvarint(c);
    if (bc_failed(c))
      return NULL;
    int64_t numel = static_numel(t);
    if (numel == -1 || !dense_elem_ok(t->shaped.elem))
      return bc_fail(c, "dense elements of an invalid type"), NULL;
    if (splat > 1 || blob >= r->nblobs || (numel == NUMEL_HUGE && !splat))
      return bc_fail(c, "invalid dense elements reference"), NULL;
    uint64_t eb = cmir_dense_elem_bytes(t->shaped.elem);
    uint64_t want = splat ? eb : (uint64_t)numel > UINT64_MAX / eb ? 0 : (uint64_t)numel * eb;
    if (r->blob_len[blob] != want || (!splat && numel && !want))
      return bc_fail(c, "dense elements blob has %llu bytes, the type needs %llu",
                     (unsigned long long)r->blob_len[blob], (unsigned long long)want),
             NULL;
    const uint8_t *data = r->blob_p[blob];
    if (!dense_bits_ok(t->shaped.elem, data, want))
      return bc_fail(c, "dense element bits do not fit the element type"), NULL;
    /* Elements that are all equal are a splat, as the text parser stores them. */
    if (!splat && numel) {
      uint64_t k = 1;
      while (k < (uint64_t)numel && !memcmp(data, data + k * eb, eb))
        k++;
      if (k == (uint64_t)numel) {
        splat = 1;
        want = eb;
      }
    }
    return r->borrow ? cmir_attr_dense_borrowed(ctx, t, data, want, splat)
                     : cmir_attr_dense(ctx, t, data, want, splat);
  }
  case BC_A_DENSE_ARRAY: {
    if (!(t = cmir_bcr_type(r, c)))
      return NULL;
    /* What the text parser accepts (array<T: ...>): signless integers of 1
     * bit or whole bytes up to 64 bits, f32 and f64. */
    bool int_ok = t->kind == CMIR_TYPE_INTEGER && t->integer.sign == CMIR_SIGNLESS &&
                  (t->integer.width == 1 || (t->integer.width % 8 == 0 && t->integer.width <= 64));
    bool flt_ok =
        t->kind == CMIR_TYPE_FLOAT && (t->flt.fk == CMIR_F_F32 || t->flt.fk == CMIR_F_F64);
    if (!int_ok && !flt_ok)
      return bc_fail(c, "dense array of an invalid element type"), NULL;
    uint32_t n = bc_rcount(c, 1, UINT32_MAX / 16);
    if (bc_failed(c))
      return NULL;
    uint32_t eb = cmir_dense_elem_bytes(t);
    uint8_t *data = cmir_xcalloc(n ? n : 1, eb);
    for (uint32_t i = 0; i < n && !bc_failed(c); i++) {
      uint8_t *p = data + (size_t)i * eb;
      if (t->kind == CMIR_TYPE_FLOAT) {
        if (bc_left(c) < eb) {
          bc_fail(c, "unexpected end of entry");
          break;
        }
        memcpy(p, c->p, eb);
        c->p += eb;
      } else {
        int64_t v = bc_rsvarint(c);
        uint32_t w = t->kind == CMIR_TYPE_INDEX ? 64 : t->integer.width;
        if (w == 1 ? (v != 0 && v != 1 && v != -1) : w && w < 64 && cmir_sext((uint64_t)v, w) != v)
          bc_fail(c, "dense array value does not fit its type");
        if (w == 1)
          v = v ? 1 : 0;
        memcpy(p, &v, eb); /* little-endian host */
      }
    }
    if (!bc_failed(c))
      a = cmir_attr_dense_array(ctx, t, n, data);
    free(data);
    return a;
  }
  case BC_A_STRIDED: {
    int64_t off = bc_rsvarint(c);
    uint32_t rank = bc_rcount(c, 1, UINT32_MAX / 8);
    if (bc_failed(c))
      return NULL;
    int64_t *s = cmir_xmalloc(sizeof(int64_t) * (rank ? rank : 1));
    for (uint32_t i = 0; i < rank; i++)
      s[i] = bc_rsvarint(c);
    if (!bc_failed(c))
      a = cmir_attr_strided(ctx, off, rank, s);
    free(s);
    return a;
  }
  case BC_A_OPAQUE: {
    const CmirIdent *d = cmir_bcr_ident(r, c);
    const uint8_t *s;
    uint32_t n;
    if (!d || !cmir_bcr_string(r, c, &s, &n))
      return NULL;
    t = rd_opt_type(r, c, &ok);
    opaque_data(&s, &n);
    if (!ok)
      return NULL;
    a = cmir_attr_opaque(ctx, d, (const char *)s, n, t);
    if (!reparses(ctx, a, NULL))
      return bc_fail(c, "opaque attribute that its text does not read back as"), NULL;
    return a;
  }
  case BC_A_ENUM: {
    const uint8_t *s;
    uint32_t n;
    if (!cmir_bcr_string(r, c, &s, &n))
      return NULL;
    uint64_t v = bc_rvarint(c);
    if (bc_failed(c))
      return NULL;
    const CmirEnumDef *def = cmir_lookup_enum(ctx, (const char *)s, n);
    if (!def)
      return bc_fail(c, "unknown enum attribute '%.*s'", (int)(n > 64 ? 64 : n), s), NULL;
    /* A case without a name (a gap in the numbering) has no text. */
    if (def->bitflags ? def->ncases < 64 && (v >> def->ncases) : v >= def->ncases || !def->cases[v])
      return bc_fail(c, "value %llu is not a case of enum '%.*s'", (unsigned long long)v, (int)n,
                     s),
             NULL;
    return cmir_attr_enum(ctx, def, v);
  }
  case BC_A_LOC_UNKNOWN:
    return cmir_loc_unknown(ctx);
  case BC_A_LOC_FILE: {
    const CmirIdent *f = cmir_bcr_ident(r, c);
    uint64_t line = f ? bc_rvarint(c) : 0, col = f ? bc_rvarint(c) : 0;
    if (bc_failed(c))
      return NULL;
    if (line > UINT32_MAX || col > UINT32_MAX)
      return bc_fail(c, "location out of range"), NULL;
    return cmir_loc_file(ctx, f, (uint32_t)line, (uint32_t)col);
  }
  case BC_A_LOC_NAME: {
    const CmirIdent *nm = cmir_bcr_ident(r, c);
    const CmirAttr *child = nm ? rd_opt_attr(r, c, &ok) : NULL;
    if (!nm || !ok)
      return NULL;
    if (child && !is_loc(child))
      return bc_fail(c, "name location of a non-location"), NULL;
    return cmir_loc_name(ctx, nm, child);
  }
  case BC_A_DISTINCT: {
    /* Each entry is one distinct attribute: every reference to the entry
     * reads back as that one. */
    const CmirAttr *ref = cmir_bcr_attr(r, c);
    return ref ? cmir_attr_distinct(ctx, ref) : NULL;
  }
  case BC_A_DENSE_RESOURCE: {
    if (!(t = cmir_bcr_type(r, c)))
      return NULL;
    const CmirIdent *handle = cmir_bcr_ident(r, c);
    uint64_t align1 = handle ? bc_rvarint(c) : 0; /* alignment + 1, 0: no blob */
    uint64_t blob = align1 ? bc_rvarint(c) : 0, align = align1 - 1;
    if (!handle || bc_failed(c))
      return NULL;
    if (!cmir_type_is_shaped(t))
      return bc_fail(c, "dense_resource of a type that is not shaped"), NULL;
    if (align1 && (align > UINT32_MAX || (align & (align - 1)) || blob >= r->nblobs ||
                   (!align && r->blob_len[blob])))
      return bc_fail(c, "invalid dense_resource blob"), NULL;
    if (align1)
      cmir_resource_set(ctx, handle, (uint32_t)align, r->blob_p[blob], r->blob_len[blob]);
    return cmir_attr_dense_resource(ctx, t, handle);
  }
  case BC_A_SPARSE: {
    if (!(t = cmir_bcr_type(r, c)))
      return NULL;
    const CmirAttr *indices = cmir_bcr_attr(r, c);
    const CmirAttr *values = indices ? cmir_bcr_attr(r, c) : NULL;
    if (!values)
      return NULL;
    uint64_t which;
    if (cmir_sparse_check(t, indices, values, &which) != CMIR_SPARSE_OK)
      return bc_fail(c, "sparse elements whose parts do not fit its type"), NULL;
    return cmir_attr_sparse(ctx, t, indices, values);
  }
  case BC_A_LOC_CALLSITE: {
    const CmirAttr *callee = cmir_bcr_attr(r, c);
    const CmirAttr *caller = callee ? cmir_bcr_attr(r, c) : NULL;
    if (!caller)
      return NULL;
    if (!is_loc(callee) || !is_loc(caller))
      return bc_fail(c, "call-site location of a non-location"), NULL;
    return cmir_loc_callsite(ctx, callee, caller);
  }
  default:
    return bc_fail(c, "unknown attribute kind %u", kind), NULL;
  }
}
