/* Bytecode reader (format: docs/bytecode.md).
 *
 * Opening a file checks the header and every checksum, then indexes the
 * tables without decoding them: types and attributes are decoded when first
 * referenced (and memoized), op names are resolved to CmirOpInfo once.
 * Decoding a unit (the ir section or one body) creates ops directly from the
 * opcode table; forward references get placeholder values that are replaced
 * when their definition is read. In lazy mode an isolated op's body is only
 * decoded when the caller materializes it.
 *
 * Bad input never crashes: every read is bounds-checked, every count is
 * checked against the bytes that follow, every index against its table, and
 * nesting is limited. The first problem becomes one diagnostic naming the
 * section and the file offset. */
#define _GNU_SOURCE /* CPU affinity of the reading threads */
#include "bytecode.h"
#include "text/text.h"

#include <fcntl.h>
#include <pthread.h>
#include <sched.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>
#include <xxhash.h>

typedef struct Opcode {
  const CmirOpInfo *info;
  uint32_t nopnds, nresults, nsuccs, nregions;
  uint32_t flags;
  uint32_t props_idx;    /* fixed properties: their attribute's index */
  const CmirAttr *props; /* those properties once decoded (atomic), or NULL */
} Opcode;

/* A table of size-prefixed entries decoded on first use. */
typedef struct EntTable {
  uint32_t n;
  const uint8_t **p; /* start of each entry */
  uint32_t *len;     /* byte size of each entry */
  const void **obj;  /* decoded type or attribute */
  uint8_t *state;    /* ENT_*: written under the context's lock, atomically */
} EntTable;
/* ENT_OPEN: an identified struct type whose body is being decoded; it is
 * its own entry for the decoding thread only (the others wait on the lock). */
enum { ENT_NEW, ENT_BUSY, ENT_OPEN, ENT_DONE };

static void set_state(EntTable *t, uint64_t idx, uint8_t s) {
  __atomic_store_n(&t->state[idx], s, s == ENT_DONE ? __ATOMIC_RELEASE : __ATOMIC_RELAXED);
}

typedef struct LocState {
  const CmirIdent *file;
  uint32_t line, col;
} LocState;

/* A body not decoded yet (lazy mode). */
typedef struct Pending {
  CmirOp *op;
  uint32_t body;
  uint32_t depth;
  LocState loc; /* location state after the owner's location */
} Pending;

struct CmirBcReader {
  CmirContext *ctx;
  const uint8_t *buf;
  size_t len;
  char *fname;
  bool lazy, no_checksums, no_locs, borrow;
  bool verify; /* lazy: verify each op whose body is materialized */
  uint64_t version;
  char producer[BC_MAX_PRODUCER + 1];
  BcError err;
  bool reported;
  struct {
    const uint8_t *p; /* payload */
    size_t len;
    size_t frame; /* bytes including the frame */
  } sec[BC_SEC_COUNT];
  /* strings */
  uint32_t nstrings;
  const uint8_t **str_p;
  uint32_t *str_len;
  const CmirIdent **idents;
  /* ops */
  uint32_t nnames;
  const CmirOpInfo **names;
  uint32_t nopcodes;
  Opcode *opcodes;
  /* types and attributes */
  EntTable types, attrs;
  uint32_t depth;
  /* blobs */
  uint32_t nblobs;
  const uint8_t **blob_p;
  uint64_t *blob_len;
  /* bodies */
  uint32_t nbodies;
  const uint8_t **body_p;
  size_t *body_len;
  uint8_t *body_claimed;
  CmirHtab pending; /* CmirOp* -> Pending* */
  CmirArena arena;
  CMIR_VEC(CmirValue *) placeholders; /* all live placeholders (values used before defined) */
  uint64_t nops;                      /* ops decoded */
};

/* The values of the unit being decoded. */
typedef struct Unit {
  CmirValue **vals;
  uint8_t *is_ph; /* vals[i] is a placeholder */
  uint32_t nvalues, next;
  LocState loc;
} Unit;

static uint64_t ptr_hash(const void *p) { return cmir_hash_mix(0xbd, (uint64_t)(uintptr_t)p); }
static bool pending_eq(const void *item, const void *key) {
  return ((const Pending *)item)->op == key;
}
static bool same_op(const void *item, const void *key) { return item == key; }

static BcCursor cursor(CmirBcReader *r, unsigned sec, const uint8_t *p, size_t n) {
  BcCursor c = {p, p + n, r->buf, sec, &r->err};
  return c;
}

static void report(CmirBcReader *r) {
  if (!r->err.failed || r->reported)
    return;
  r->reported = true;
  const CmirAttr *nl = cmir_loc_name(r->ctx, cmir_ident(r->ctx, r->fname), NULL);
  CmirLoc loc = {nl, NULL, 0, 0};
  cmir_error(r->ctx, loc, "in bytecode section '%s' at offset %zu: %s",
             cmir_bc_section_name(r->err.section), r->err.off, r->err.msg);
}

/* ---- strings ---- */

static bool rd_string(CmirBcReader *r, BcCursor *c, const uint8_t **s, uint32_t *n) {
  uint64_t i = bc_rvarint(c);
  if (bc_failed(c))
    return false;
  if (i >= r->nstrings)
    return bc_fail(c, "string index %llu out of range (%u strings)", (unsigned long long)i,
                   r->nstrings);
  *s = r->str_p[i];
  *n = r->str_len[i];
  return true;
}

/* String i as an identifier, interned on first use (by any thread). */
static const CmirIdent *ident_at(CmirBcReader *r, uint32_t i) {
  const CmirIdent *id = __atomic_load_n(&r->idents[i], __ATOMIC_ACQUIRE);
  if (!id) {
    id = cmir_ident_get(r->ctx, (const char *)r->str_p[i], r->str_len[i]);
    __atomic_store_n(&r->idents[i], id, __ATOMIC_RELEASE);
  }
  return id;
}

static const CmirIdent *rd_ident(CmirBcReader *r, BcCursor *c) {
  uint64_t i = bc_rvarint(c);
  if (bc_failed(c))
    return NULL;
  if (i >= r->nstrings)
    return bc_fail(c, "string index %llu out of range (%u strings)", (unsigned long long)i,
                   r->nstrings),
           NULL;
  return ident_at(r, (uint32_t)i);
}

/* ---- types and attributes ---- */

/* An opaque type's or attribute's stored text (`name<...>` or `<data>`)
 * to its data: the brackets of the second form go. */
static void opaque_data(const uint8_t **s, uint32_t *n) {
  if (*n >= 2 && (*s)[0] == '<' && (*s)[*n - 1] == '>') {
    (*s)++;
    *n -= 2;
  }
}

static const void *rd_entry_at(CmirBcReader *r, BcCursor *from, uint64_t idx, bool is_type);
static const CmirType *rd_type(CmirBcReader *r, BcCursor *from) {
  uint64_t i = bc_rvarint(from);
  return bc_failed(from) ? NULL : rd_entry_at(r, from, i, true);
}
static const CmirAttr *rd_attr(CmirBcReader *r, BcCursor *from) {
  uint64_t i = bc_rvarint(from);
  return bc_failed(from) ? NULL : rd_entry_at(r, from, i, false);
}
/* optref: 0 for none, else index + 1. *ok is false on failure. */
static const void *rd_opt_entry(CmirBcReader *r, BcCursor *c, bool *ok, bool is_type) {
  uint64_t v = bc_rvarint(c);
  *ok = !bc_failed(c);
  if (!*ok || v == 0)
    return NULL;
  const void *e = rd_entry_at(r, c, v - 1, is_type);
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

static bool valid_elem(const CmirType *e, CmirTypeKind container) {
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
  default:
    return e->kind != CMIR_TYPE_FUNCTION && e->kind != CMIR_TYPE_NONE;
  }
}

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
    if (!(ts[i] = rd_type(r, c))) {
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
    if (!(elem = rd_type(r, c)))
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
    elem = bc_failed(c) ? NULL : rd_type(r, c);
    if (elem && !valid_elem(elem, CMIR_TYPE_VECTOR))
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
    elem = bc_failed(c) ? NULL : rd_type(r, c);
    if (elem && !valid_elem(elem, tk))
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
    if (!(elem = rd_type(r, c)))
      return NULL;
    if (!valid_elem(elem, CMIR_TYPE_TENSOR))
      return bc_fail(c, "invalid tensor element type"), NULL;
    return cmir_type_unranked_tensor(ctx, elem);
  case BC_T_UNRANKED_MEMREF: {
    if (!(elem = rd_type(r, c)))
      return NULL;
    if (!valid_elem(elem, CMIR_TYPE_UNRANKED_MEMREF))
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
    const CmirIdent *d = rd_ident(r, c);
    const uint8_t *s;
    uint32_t n;
    if (!d || !rd_string(r, c, &s, &n))
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
    t = cmir_type_llvm_struct_identified(ctx, ident_at(r, si));
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
    if (bc_failed(c) || !(elem = rd_type(r, c)))
      return NULL;
    return cmir_type_llvm_array(ctx, n, elem);
  }
  case BC_T_LLVM_FUNC: {
    const CmirType *ret = rd_type(r, c);
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
    elem = bc_failed(c) ? NULL : rd_type(r, c);
    uint8_t sc = elem ? bc_rbyte(c) : 0;
    if (n > UINT32_MAX || sc > 1)
      bc_fail(c, "invalid LLVM vector type");
    return bc_failed(c) ? NULL : cmir_type_llvm_vec(ctx, (uint32_t)n, elem, sc);
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

static const void *rd_entry_at(CmirBcReader *r, BcCursor *from, uint64_t idx, bool is_type) {
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
    if (!(t = rd_type(r, c)))
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
    if (!(t = rd_type(r, c)))
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
    if (!rd_string(r, c, &s, &n))
      return NULL;
    t = rd_opt_type(r, c, &ok);
    return ok ? cmir_attr_string_typed(ctx, (const char *)s, n, t) : NULL;
  }
  case BC_A_ARRAY:
  case BC_A_DENSE_STRING:
  case BC_A_LOC_FUSED: {
    const CmirType *dt = NULL;
    if (kind == BC_A_DENSE_STRING && !(dt = rd_type(r, c)))
      return NULL;
    uint32_t n = bc_rcount(c, 1, UINT32_MAX);
    if (bc_failed(c))
      return NULL;
    const CmirAttr **v = cmir_xmalloc(sizeof(*v) * (n ? n : 1));
    for (uint32_t i = 0; i < n && ok; i++)
      ok = (v[i] = rd_attr(r, c)) != NULL;
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
      e[i].name = rd_ident(r, c);
      ok = e[i].name && (e[i].value = rd_attr(r, c)) != NULL;
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
    return (t = rd_type(r, c)) ? cmir_attr_type(ctx, t) : NULL;
  case BC_A_SYMREF: {
    uint32_t n = bc_rcount(c, 1, UINT32_MAX);
    if (bc_failed(c))
      return NULL;
    if (n == 0)
      return bc_fail(c, "empty symbol reference"), NULL;
    const CmirIdent **v = cmir_xmalloc(sizeof(*v) * n);
    for (uint32_t i = 0; i < n && ok; i++)
      ok = (v[i] = rd_ident(r, c)) != NULL;
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
    if (!(t = rd_type(r, c)))
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
    if (!(t = rd_type(r, c)))
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
    const CmirIdent *d = rd_ident(r, c);
    const uint8_t *s;
    uint32_t n;
    if (!d || !rd_string(r, c, &s, &n))
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
    if (!rd_string(r, c, &s, &n))
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
    const CmirIdent *f = rd_ident(r, c);
    uint64_t line = f ? bc_rvarint(c) : 0, col = f ? bc_rvarint(c) : 0;
    if (bc_failed(c))
      return NULL;
    if (line > UINT32_MAX || col > UINT32_MAX)
      return bc_fail(c, "location out of range"), NULL;
    return cmir_loc_file(ctx, f, (uint32_t)line, (uint32_t)col);
  }
  case BC_A_LOC_NAME: {
    const CmirIdent *nm = rd_ident(r, c);
    const CmirAttr *child = nm ? rd_opt_attr(r, c, &ok) : NULL;
    if (!nm || !ok)
      return NULL;
    if (child && !is_loc(child))
      return bc_fail(c, "name location of a non-location"), NULL;
    return cmir_loc_name(ctx, nm, child);
  }
  case BC_A_LOC_CALLSITE: {
    const CmirAttr *callee = rd_attr(r, c);
    const CmirAttr *caller = callee ? rd_attr(r, c) : NULL;
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

/* ---- sections ---- */

static bool rd_header(CmirBcReader *r, BcCursor *c) {
  if (r->len < BC_MAGIC_LEN || memcmp(r->buf, BC_MAGIC, BC_MAGIC_LEN))
    return bc_fail(c, "not a cmir bytecode file (bad magic)");
  c->p += BC_MAGIC_LEN;
  const uint8_t *vpos = c->p;
  r->version = bc_rvarint(c);
  if (bc_failed(c))
    return false;
  if (r->version > CMIR_BC_VERSION) {
    c->p = vpos;
    return bc_fail(c, "bytecode version %llu is newer than this reader (max %d)",
                   (unsigned long long)r->version, CMIR_BC_VERSION);
  }
  if (r->version == 0) {
    c->p = vpos;
    return bc_fail(c, "bytecode version 0 is not valid");
  }
  const uint8_t *fpos = c->p;
  uint64_t flags = bc_rvarint(c);
  if (!bc_failed(c) && (flags & ~(uint64_t)BC_FLAGS_KNOWN)) {
    c->p = fpos;
    return bc_fail(c, "unknown header flags 0x%llx", (unsigned long long)flags);
  }
  r->no_locs = flags & BC_FLAG_NO_LOCS;
  uint64_t plen = bc_rvarint(c);
  if (bc_failed(c))
    return false;
  if (plen > BC_MAX_PRODUCER || plen > bc_left(c))
    return bc_fail(c, "invalid producer string");
  memcpy(r->producer, c->p, plen);
  r->producer[plen] = 0;
  c->p += plen;
  return true;
}

/* Reads the section frames; with hash, checks each section's checksum as
 * well as the file's. */
static bool rd_frames(CmirBcReader *r, BcCursor *c, bool hash) {
  static const uint8_t order[] = {BC_SEC_STRINGS, BC_SEC_OPS, BC_SEC_TYPES,  BC_SEC_ATTRS,
                                  BC_SEC_BLOBS,   BC_SEC_IR,  BC_SEC_BODIES, BC_SEC_END};
  for (unsigned i = 0; i < sizeof order; i++) {
    const uint8_t *start = c->p;
    c->section = order[i];
    uint8_t kind = bc_rbyte(c);
    if (bc_failed(c))
      return false;
    if (kind != order[i]) {
      c->p = start;
      return bc_fail(c, "expected section '%s', found kind %u", cmir_bc_section_name(order[i]),
                     kind);
    }
    uint64_t len = bc_rvarint(c);
    uint64_t sum = bc_ru64(c);
    if (bc_failed(c))
      return false;
    while ((size_t)(c->p - c->base) % BC_ALIGN) {
      if (c->p >= c->end)
        return bc_fail(c, "unexpected end of file");
      if (*c->p)
        return bc_fail(c, "nonzero section padding");
      c->p++;
    }
    if (len > bc_left(c))
      return bc_fail(c, "section length %llu exceeds the file (%zu bytes left)",
                     (unsigned long long)len, bc_left(c));
    /* The file's checksum covers what comes before the end section only. */
    if ((hash || kind == BC_SEC_END) && !r->no_checksums) {
      uint64_t got = XXH3_64bits(c->p, (size_t)len);
      if (got != sum)
        return bc_fail(c, "checksum mismatch (stored %016llx, computed %016llx)",
                       (unsigned long long)sum, (unsigned long long)got);
    }
    r->sec[kind].p = c->p;
    r->sec[kind].len = (size_t)len;
    r->sec[kind].frame = (size_t)(c->p + len - start);
    if (kind == BC_SEC_END) {
      if (len != 8)
        return bc_fail(c, "end section must hold 8 bytes");
      uint64_t want = bc_ru64(c);
      if (!r->no_checksums && want != XXH3_64bits(r->buf, (size_t)(start - r->buf))) {
        c->p -= 8;
        return bc_fail(c, "file checksum mismatch");
      }
      if (c->p != c->end)
        return bc_fail(c, "%zu bytes after the end section", bc_left(c));
      return true;
    }
    c->p += len;
  }
  return true;
}

/* The file's checksum covers every section, so when the frames and it are
 * intact the sections' own checksums are not computed; they are only to
 * name the damaged section. Otherwise, or if every_checksum (cmir-bc
 * --verify), the frames are read again checking everything in file order,
 * which reports what is wrong first. */
static bool rd_sections(CmirBcReader *r, BcCursor *c, bool every_checksum) {
  BcError scratch = {0};
  BcCursor quick = *c;
  quick.e = &scratch;
  if (!every_checksum && !r->no_checksums && rd_frames(r, &quick, false)) {
    *c = quick;
    c->e = &r->err;
    return true;
  }
  return rd_frames(r, c, true);
}

static bool rd_strings(CmirBcReader *r) {
  BcCursor c = cursor(r, BC_SEC_STRINGS, r->sec[BC_SEC_STRINGS].p, r->sec[BC_SEC_STRINGS].len);
  uint32_t n = bc_rcount(&c, 1, UINT32_MAX);
  if (bc_failed(&c))
    return false;
  r->nstrings = n;
  r->str_p = cmir_xmalloc(sizeof(*r->str_p) * (n ? n : 1));
  r->str_len = cmir_xmalloc(sizeof(uint32_t) * (n ? n : 1));
  r->idents = cmir_xcalloc(n ? n : 1, sizeof(*r->idents));
  for (uint32_t i = 0; i < n; i++) {
    uint64_t l = bc_rvarint(&c);
    if (l > UINT32_MAX)
      return bc_fail(&c, "string too long");
    r->str_len[i] = (uint32_t)l;
  }
  for (uint32_t i = 0; i < n && !bc_failed(&c); i++) {
    if (r->str_len[i] > bc_left(&c))
      return bc_fail(&c, "string %u runs past the end of the section", i);
    r->str_p[i] = c.p;
    c.p += r->str_len[i];
  }
  if (!bc_failed(&c) && c.p != c.end)
    bc_fail(&c, "%zu unused bytes at the end of the section", bc_left(&c));
  return !bc_failed(&c);
}

static bool rd_entries(CmirBcReader *r, unsigned sec, EntTable *t) {
  BcCursor c = cursor(r, sec, r->sec[sec].p, r->sec[sec].len);
  uint32_t n = bc_rcount(&c, 2, UINT32_MAX);
  if (bc_failed(&c))
    return false;
  t->n = n;
  t->p = cmir_xmalloc(sizeof(*t->p) * (n ? n : 1));
  t->len = cmir_xmalloc(sizeof(uint32_t) * (n ? n : 1));
  t->obj = cmir_xcalloc(n ? n : 1, sizeof(*t->obj));
  t->state = cmir_xcalloc(n ? n : 1, 1);
  for (uint32_t i = 0; i < n && !bc_failed(&c); i++) {
    uint64_t l = bc_rvarint(&c);
    if (!bc_failed(&c) && (l == 0 || l > bc_left(&c)))
      return bc_fail(&c, "entry %u has an invalid size", i);
    t->p[i] = c.p;
    t->len[i] = (uint32_t)l;
    c.p += l;
  }
  if (!bc_failed(&c) && c.p != c.end)
    bc_fail(&c, "%zu unused bytes at the end of the section", bc_left(&c));
  return !bc_failed(&c);
}

static bool rd_blobs(CmirBcReader *r) {
  BcCursor c = cursor(r, BC_SEC_BLOBS, r->sec[BC_SEC_BLOBS].p, r->sec[BC_SEC_BLOBS].len);
  uint32_t n = bc_rcount(&c, 1, UINT32_MAX);
  if (bc_failed(&c))
    return false;
  r->nblobs = n;
  r->blob_p = cmir_xmalloc(sizeof(*r->blob_p) * (n ? n : 1));
  r->blob_len = cmir_xmalloc(sizeof(uint64_t) * (n ? n : 1));
  for (uint32_t i = 0; i < n; i++)
    r->blob_len[i] = bc_rvarint(&c);
  for (uint32_t i = 0; i < n && !bc_failed(&c); i++) {
    while ((size_t)(c.p - c.base) % BC_ALIGN) {
      if (c.p >= c.end || *c.p)
        return bc_fail(&c, "invalid blob padding");
      c.p++;
    }
    if (r->blob_len[i] > bc_left(&c))
      return bc_fail(&c, "blob %u runs past the end of the section", i);
    r->blob_p[i] = c.p;
    c.p += r->blob_len[i];
  }
  if (!bc_failed(&c) && c.p != c.end)
    bc_fail(&c, "%zu unused bytes at the end of the section", bc_left(&c));
  return !bc_failed(&c);
}

static bool rd_ops(CmirBcReader *r) {
  CmirContext *ctx = r->ctx;
  BcCursor c = cursor(r, BC_SEC_OPS, r->sec[BC_SEC_OPS].p, r->sec[BC_SEC_OPS].len);
  uint32_t nd = bc_rcount(&c, 1, UINT32_MAX);
  if (bc_failed(&c))
    return false;
  const uint8_t **dp = cmir_xmalloc(sizeof(*dp) * (nd ? nd : 1));
  uint32_t *dl = cmir_xmalloc(sizeof(uint32_t) * (nd ? nd : 1));
  for (uint32_t i = 0; i < nd && !bc_failed(&c); i++)
    rd_string(r, &c, &dp[i], &dl[i]);
  uint32_t nn = bc_rcount(&c, 2, UINT32_MAX);
  r->nnames = nn;
  r->names = cmir_xcalloc(nn ? nn : 1, sizeof(*r->names));
  char *buf = NULL;
  size_t cap = 0;
  for (uint32_t i = 0; i < nn && !bc_failed(&c); i++) {
    const uint8_t *npos = c.p;
    uint64_t d = bc_rvarint(&c);
    const uint8_t *s;
    uint32_t sl;
    if (!rd_string(r, &c, &s, &sl))
      break;
    if (d > nd) {
      bc_fail(&c, "dialect index out of range");
      break;
    }
    size_t need = (d ? dl[d - 1] + 1 : 0) + sl;
    if (need + 1 > cap) {
      cap = need + 1;
      buf = cmir_xrealloc(buf, cap);
    }
    size_t k = 0;
    if (d) {
      memcpy(buf, dp[d - 1], dl[d - 1]);
      buf[dl[d - 1]] = '.';
      k = dl[d - 1] + 1;
    }
    memcpy(buf + k, s, sl);
    buf[need] = 0;
    if (need == 0) {
      bc_fail(&c, "empty operation name");
      break;
    }
    const CmirOpInfo *info = cmir_op_info(ctx, buf, need);
    if (!info->def && !cmir_context_allows_unregistered(ctx)) {
      const char *dot = memchr(buf, '.', need);
      if (!dot || !cmir_dialect_is_registered(ctx, buf, (size_t)(dot - buf))) {
        c.p = npos;
        bc_fail(&c,
                "operation '%s' belongs to an unregistered dialect (allow unregistered "
                "dialects to read it)",
                buf);
        break;
      }
    }
    r->names[i] = info;
  }
  free(buf);
  free(dp);
  free(dl);
  /* Counts are bounded by the IR bytes: each operand, successor and inline
   * region takes at least a byte; results are bounded per unit (below). */
  uint64_t ir_bytes = r->sec[BC_SEC_IR].len + r->sec[BC_SEC_BODIES].len;
  uint32_t no = bc_rcount(&c, 6, UINT32_MAX);
  r->nopcodes = no;
  r->opcodes = cmir_xcalloc(no ? no : 1, sizeof(Opcode));
  for (uint32_t i = 0; i < no && !bc_failed(&c); i++) {
    Opcode *oc = &r->opcodes[i];
    uint64_t name = bc_rvarint(&c);
    uint64_t v[5];
    for (int k = 0; k < 5; k++)
      v[k] = bc_rvarint(&c);
    if (bc_failed(&c))
      break;
    if (name >= nn) {
      bc_fail(&c, "op name index out of range");
      break;
    }
    if (v[0] > ir_bytes || v[1] > 256 * ir_bytes + 256 || v[2] > ir_bytes || v[3] > ir_bytes) {
      bc_fail(&c,
              "opcode %u has more operands, results, successors or regions than the file "
              "can hold",
              i);
      break;
    }
    uint64_t flags = v[4];
    if ((flags & ~(uint64_t)BC_OP_FLAGS_KNOWN) || (flags & BC_OP_RULE_MASK) >= BC_RULE_COUNT ||
        ((flags >> BC_OP_PROPS_SHIFT) & 3) > BC_PROPS_FIXED) {
      bc_fail(&c, "invalid opcode flags 0x%llx", (unsigned long long)flags);
      break;
    }
    oc->info = r->names[name];
    oc->nopnds = (uint32_t)v[0];
    oc->nresults = (uint32_t)v[1];
    oc->nsuccs = (uint32_t)v[2];
    oc->nregions = (uint32_t)v[3];
    oc->flags = (uint32_t)flags;
    if ((flags & BC_OP_ISOLATED) && !oc->nregions) {
      bc_fail(&c, "isolated opcode without regions");
      break;
    }
    /* Fixed properties are decoded where an op first uses them, which in a
     * parallel read is on the threads. */
    if (((flags >> BC_OP_PROPS_SHIFT) & 3) == BC_PROPS_FIXED) {
      uint64_t a = bc_rvarint(&c);
      if (!bc_failed(&c) && a >= r->attrs.n)
        bc_fail(&c, "attribute index %llu out of range (%u entries)", (unsigned long long)a,
                r->attrs.n);
      oc->props_idx = (uint32_t)a;
    }
  }
  if (!bc_failed(&c) && c.p != c.end)
    bc_fail(&c, "%zu unused bytes at the end of the section", bc_left(&c));
  return !bc_failed(&c);
}

static bool rd_bodies_index(CmirBcReader *r) {
  BcCursor c = cursor(r, BC_SEC_BODIES, r->sec[BC_SEC_BODIES].p, r->sec[BC_SEC_BODIES].len);
  uint32_t n = bc_rcount(&c, 1, UINT32_MAX);
  if (bc_failed(&c))
    return false;
  r->nbodies = n;
  r->body_p = cmir_xmalloc(sizeof(*r->body_p) * (n ? n : 1));
  r->body_len = cmir_xmalloc(sizeof(size_t) * (n ? n : 1));
  r->body_claimed = cmir_xcalloc(n ? n : 1, 1);
  for (uint32_t i = 0; i < n && !bc_failed(&c); i++)
    r->body_len[i] = (size_t)bc_rvarint(&c);
  for (uint32_t i = 0; i < n && !bc_failed(&c); i++) {
    if (r->body_len[i] > bc_left(&c))
      return bc_fail(&c, "body %u runs past the end of the section", i);
    r->body_p[i] = c.p;
    c.p += r->body_len[i];
  }
  if (!bc_failed(&c) && c.p != c.end)
    bc_fail(&c, "%zu unused bytes at the end of the section", bc_left(&c));
  return !bc_failed(&c);
}

/* ---- IR ---- */

static bool unit_init(CmirBcReader *r, Unit *u, BcCursor *c, LocState loc) {
  (void)r;
  memset(u, 0, sizeof *u);
  u->loc = loc;
  uint64_t n = bc_rvarint(c);
  if (bc_failed(c))
    return false;
  /* A unit defines at most 256 values per byte (writers check this). */
  uint64_t size = (uint64_t)(c->end - c->p) + 16;
  if (n > 256 * size)
    return bc_fail(c, "unit declares %llu values, more than its %llu bytes can define",
                   (unsigned long long)n, (unsigned long long)size);
  u->nvalues = (uint32_t)n;
  u->vals = cmir_xcalloc(n ? n : 1, sizeof(CmirValue *));
  u->is_ph = cmir_xcalloc(n ? n : 1, 1);
  return true;
}

static void unit_free(Unit *u) {
  free(u->vals);
  free(u->is_ph);
}

/* Value reference (docs/bytecode.md): even 2k is the k-th value back from
 * u->next, odd 2n + 1 is value n (possibly not defined yet). */
/* A value used before its definition; pos is its place in r->placeholders. */
typedef struct Placeholder {
  CmirValue value;
  size_t pos;
} Placeholder;

static CmirValue *rd_value(CmirBcReader *r, Unit *u, BcCursor *c) {
  uint64_t ref = bc_rvarint(c);
  if (bc_failed(c))
    return NULL;
  if (!(ref & 1) && (ref >> 1) >= u->next)
    return bc_fail(c, "relative value reference %llu before the first value",
                   (unsigned long long)(ref >> 1)),
           NULL;
  uint64_t id = ref & 1 ? ref >> 1 : u->next - 1 - (ref >> 1);
  if (id >= u->nvalues)
    return bc_fail(c, "value reference %llu out of range (%u values)", (unsigned long long)id,
                   u->nvalues),
           NULL;
  CmirValue *v = u->vals[id];
  if (!v) {
    Placeholder *ph = cmir_xcalloc(1, sizeof *ph);
    v = &ph->value;
    v->index = (uint32_t)id;
    u->vals[id] = v;
    u->is_ph[id] = 1;
    ph->pos = r->placeholders.len;
    cmir_vec_push(&r->placeholders, v);
  }
  return v;
}

static bool define_value(CmirBcReader *r, Unit *u, BcCursor *c, CmirValue *v) {
  if (u->next >= u->nvalues)
    return bc_fail(c, "unit defines more values than its header declares (%u)", u->nvalues);
  uint32_t id = u->next++;
  CmirValue *ph = u->vals[id];
  u->vals[id] = v;
  if (ph) {
    cmir_value_replace_all_uses(ph, v);
    u->is_ph[id] = 0;
    size_t pos = ((Placeholder *)ph)->pos;
    CmirValue *last = cmir_vec_last(&r->placeholders);
    r->placeholders.data[pos] = last;
    ((Placeholder *)last)->pos = pos;
    r->placeholders.len--;
    free(ph);
  }
  return true;
}

static bool rd_loc(CmirBcReader *r, Unit *u, BcCursor *c, const CmirAttr **attr,
                   const CmirIdent **file, uint32_t *line, uint32_t *col) {
  uint64_t w = bc_rvarint(c);
  if (bc_failed(c))
    return false;
  uint64_t d = w >> 2;
  *attr = NULL;
  *file = NULL;
  *line = *col = 0;
  switch (w & 3) {
  case BC_LOC_SAME_COL:
  case BC_LOC_NEW_COL: {
    if (!u->loc.file)
      return bc_fail(c, "relative location without a previous file location");
    int64_t l = (int64_t)u->loc.line + bc_unzigzag(d);
    uint64_t cl = (w & 3) == BC_LOC_NEW_COL ? bc_rvarint(c) : u->loc.col;
    if (bc_failed(c))
      return false;
    if (l < 0 || l > UINT32_MAX || cl > UINT32_MAX)
      return bc_fail(c, "location out of range");
    u->loc.line = (uint32_t)l;
    u->loc.col = (uint32_t)cl;
    break;
  }
  case BC_LOC_ATTR: {
    const CmirAttr *a = rd_entry_at(r, c, d, false);
    if (!a)
      return false;
    if (!cmir_attr_is_location(a))
      return bc_fail(c, "location attribute is not a location");
    *attr = a;
    return true;
  }
  default:
    if (d == 0)
      return true; /* unknown */
    if (d - 1 >= r->nstrings)
      return bc_fail(c, "string index out of range");
    uint64_t line2 = bc_rvarint(c), col2 = bc_rvarint(c);
    if (bc_failed(c))
      return false;
    if (line2 > UINT32_MAX || col2 > UINT32_MAX)
      return bc_fail(c, "location out of range");
    uint32_t si = (uint32_t)(d - 1);
    u->loc.file = ident_at(r, si);
    u->loc.line = (uint32_t)line2;
    u->loc.col = (uint32_t)col2;
    break;
  }
  *file = u->loc.file;
  *line = u->loc.line;
  *col = u->loc.col;
  return true;
}

/* rd_loc's common cases without a call: a location one line word (and one
 * column byte) away from the previous one. Consumes nothing when it
 * declines, and leaves every other case, errors included, to rd_loc. */
static inline bool rd_loc_near(Unit *u, BcCursor *c, CmirLoc *loc) {
  if (c->end - c->p < 2 || !u->loc.file || c->p[0] >= 0x80)
    return false;
  uint8_t w = c->p[0];
  if ((w & 3) != BC_LOC_SAME_COL && ((w & 3) != BC_LOC_NEW_COL || c->p[1] >= 0x80))
    return false;
  int64_t l = (int64_t)u->loc.line + bc_unzigzag(w >> 2);
  if (l < 0 || l > UINT32_MAX)
    return false;
  c->p++;
  uint32_t col = (w & 3) == BC_LOC_NEW_COL ? *c->p++ : u->loc.col;
  u->loc.line = (uint32_t)l;
  u->loc.col = col;
  *loc = (CmirLoc){NULL, u->loc.file, (uint32_t)l, col};
  return true;
}

static bool rd_body(CmirBcReader *r, CmirOp *op, uint32_t body, LocState loc, uint32_t depth);

/* The properties of a registered op as the text parser would store them
 * (src/text/parser.c, parse_generic_op), or NULL after a failure: names the
 * op defines (a name it does not define cannot come from a writer: the
 * parser drops such names), values its property storage takes, the operand
 * segment sizes as an i32 array of one entry per operand group, no empty
 * dictionary, and the default of every non-optional property that has one.
 * *pprops is replaced by that; false after a failure. */
static bool check_props(CmirBcReader *r, BcCursor *c, const CmirOpInfo *info,
                        const CmirAttr **pprops) {
  CmirContext *ctx = r->ctx;
  const CmirAttr *props = *pprops;
  if (props->kind != CMIR_ATTR_DICT)
    return bc_fail(c, "properties of a registered op must be a dictionary");
  if (props->dict.n && !info->nprops)
    return bc_fail(c, "op '%s' has no properties", info->name->str);
  for (uint32_t i = 0; i < props->dict.n; i++) {
    const CmirNamedAttr *e = &props->dict.entries[i];
    if (e->name == info->opnd_seg_name) {
      const CmirAttr *v = e->value;
      if (v->kind != CMIR_ATTR_DENSE_ARRAY || v->darr.elem != ctx->i32 ||
          v->darr.n != info->nopnd_groups)
        return bc_fail(c, "invalid operand segment sizes of op '%s'", info->name->str);
      continue;
    }
    int k = cmir_info_prop(info, e->name);
    if (k < 0)
      return bc_fail(c, "op '%s' has no property '%.*s'", info->name->str,
                     (int)(e->name->len > 64 ? 64 : e->name->len), e->name->str);
    if (!cmir_prop_storable(&info->props[k], e->value))
      return bc_fail(c, "invalid value of property '%s' of op '%s'", e->name->str, info->name->str);
  }
  if (!props->dict.n) {
    *pprops = info->default_props;
    return true;
  }
  for (uint32_t i = 0; i < info->nprops; i++) {
    const CmirPropDef *pd = &info->props[i];
    if (pd->dflt && !pd->optional && !cmir_dict_get(props, pd->name))
      props = cmir_dict_set(ctx, props, pd->name, pd->dflt);
  }
  *pprops = props;
  return true;
}

static bool rd_region(CmirBcReader *r, Unit *u, BcCursor *c, CmirRegion *region, uint32_t depth);

/* Decodes one op into an op created empty up front (its slot counts come
 * with its opcode), so operands and successors are linked where they are
 * read; appends it to into (if any) and returns it, or NULL if it failed
 * before its regions (destroyed then). blocks are the blocks of the region
 * the op will be in (for successors). */
static CmirOp *rd_op(CmirBcReader *r, Unit *u, BcCursor *c, CmirBlock *const *blocks,
                     uint32_t nblocks, CmirBlock *into, uint32_t depth) {
  CmirContext *ctx = r->ctx;
  uint64_t code = bc_rvarint(c);
  if (bc_failed(c))
    return NULL;
  if (code >= r->nopcodes)
    return bc_fail(c, "opcode %llu out of range (%u opcodes)", (unsigned long long)code,
                   r->nopcodes),
           NULL;
  Opcode *oc = &r->opcodes[code];
  if (oc->nopnds > bc_left(c) || oc->nsuccs > bc_left(c))
    return bc_fail(c, "op needs more operands than the unit holds"), NULL;
  if (oc->nresults > u->nvalues - u->next)
    return bc_fail(c, "op defines more values than the unit declares"), NULL;
  if (!(oc->flags & BC_OP_ISOLATED) && oc->nregions > bc_left(c))
    return bc_fail(c, "op has more regions than the unit holds"), NULL;
  CmirOp *op =
      cmir_op_create_empty(ctx, oc->info, oc->nopnds, oc->nresults, oc->nsuccs, oc->nregions);
  for (uint32_t i = 0; i < oc->nopnds; i++) {
    CmirValue *v = rd_value(r, u, c);
    if (!v)
      goto fail;
    cmir_op_set_operand(op, i, v);
  }
  BcRule rule = (BcRule)(oc->flags & BC_OP_RULE_MASK);
  BcPropsMode pm = (BcPropsMode)((oc->flags >> BC_OP_PROPS_SHIFT) & 3);
  /* Types come before properties in the file, but rule 6 needs the
   * properties: read the explicit types first, the rest after. */
  if (rule == BC_RULE_EXPLICIT)
    for (uint32_t i = 0; i < oc->nresults; i++)
      if (!(op->results[i].type = rd_type(r, c)))
        goto fail;
  const CmirAttr *props = NULL, *attrs = NULL;
  bool new_props = false; /* not checked yet */
  if (pm == BC_PROPS_PER_OP) {
    if (!(props = rd_attr(r, c)))
      goto fail;
    new_props = true;
  } else if (pm == BC_PROPS_FIXED && !(props = __atomic_load_n(&oc->props, __ATOMIC_ACQUIRE))) {
    if (!(props = rd_entry_at(r, c, oc->props_idx, false)))
      goto fail;
    new_props = true;
  }
  if ((oc->flags & BC_OP_HAS_ATTRS) && !(attrs = rd_attr(r, c)))
    goto fail;
  if (pm == BC_PROPS_NONE && oc->info->def)
    props = oc->info->default_props;
  else if (new_props && oc->info->def && !check_props(r, c, oc->info, &props))
    goto fail;
  if (new_props && pm == BC_PROPS_FIXED)
    __atomic_store_n(&oc->props, props, __ATOMIC_RELEASE); /* checked: no need again */
  if (attrs && attrs->kind != CMIR_ATTR_DICT) {
    bc_fail(c, "discardable attributes must be a dictionary");
    goto fail;
  }
  op->props = props;
  op->attrs = attrs;
  if (rule != BC_RULE_EXPLICIT) {
    const CmirType *small[8], **types = small;
    if (oc->nopnds > 8)
      types = cmir_xmalloc(sizeof *types * oc->nopnds);
    for (uint32_t i = 0; i < oc->nopnds; i++)
      types[i] = op->opnds[i].value->type;
    for (uint32_t i = 0; i < oc->nresults; i++)
      if (!(op->results[i].type =
                cmir_bc_rule_type(ctx, rule, types, oc->nopnds, oc->nresults, i, props))) {
        bc_fail(c, "result type rule %d does not apply to this op", rule);
        break;
      }
    if (types != small)
      free(types);
    if (bc_failed(c))
      goto fail;
  }
  for (uint32_t i = 0; i < oc->nsuccs; i++) {
    uint64_t b = bc_rvarint(c);
    if (!bc_failed(c) && b >= nblocks)
      bc_fail(c, "successor %llu out of range (%u blocks)", (unsigned long long)b, nblocks);
    if (bc_failed(c))
      goto fail;
    cmir_op_set_successor(op, i, blocks[b]);
  }
  /* From here u->loc is the location state after this op's (the one its
   * body starts from). It is not copied: reading it whole right after
   * rd_loc_near stored its line stalled on store-to-load forwarding. */
  if (!r->no_locs && !rd_loc_near(u, c, &op->loc)) {
    const CmirAttr *la;
    CmirLoc loc = {NULL, NULL, 0, 0};
    if (!rd_loc(r, u, c, &la, &loc.file, &loc.line, &loc.col))
      goto fail;
    if (la)
      loc = cmir_loc_of_attr(la);
    else if (!loc.file)
      loc.attr = ctx->unknown_loc;
    op->loc = loc;
  }
  uint64_t body = 0;
  if (oc->flags & BC_OP_ISOLATED) {
    body = bc_rvarint(c);
    if (!bc_failed(c) && body >= r->nbodies)
      bc_fail(c, "body %llu out of range (%u bodies)", (unsigned long long)body, r->nbodies);
    else if (!bc_failed(c) && __atomic_exchange_n(&r->body_claimed[body], 1, __ATOMIC_RELAXED))
      bc_fail(c, "body %llu is claimed by two ops", (unsigned long long)body);
    if (bc_failed(c))
      goto fail;
  }
  r->nops++;
  if (into)
    cmir_block_append(into, op);
  for (uint32_t i = 0; i < op->nresults; i++)
    define_value(r, u, c, &op->results[i]);
  if (oc->flags & BC_OP_ISOLATED) {
    if (r->lazy) {
      Pending *pd = cmir_arena_alloc(&r->arena, sizeof *pd);
      pd->op = op;
      pd->body = (uint32_t)body;
      pd->depth = depth + 1;
      pd->loc = u->loc;
      cmir_htab_insert(&r->pending, ptr_hash(op), pd);
    } else {
      rd_body(r, op, (uint32_t)body, u->loc, depth + 1);
    }
  } else {
    for (uint32_t i = 0; i < op->nregions && !bc_failed(c); i++)
      rd_region(r, u, c, &cmir_op_regions(op)[i], depth + 1);
  }
  return op; /* the caller checks for failure: the op is linked either way */
fail:
  cmir_op_destroy(op);
  return NULL;
}

static bool rd_region(CmirBcReader *r, Unit *u, BcCursor *c, CmirRegion *region, uint32_t depth) {
  if (depth > BC_MAX_REGION_DEPTH)
    return bc_fail(c, "regions nested too deeply");
  uint32_t nblocks = bc_rcount(c, 2, UINT32_MAX);
  if (bc_failed(c))
    return false;
  CmirBlock **blocks = cmir_xmalloc(sizeof(CmirBlock *) * (nblocks ? nblocks : 1));
  for (uint32_t i = 0; i < nblocks; i++) {
    blocks[i] = cmir_block_create();
    cmir_region_append(region, blocks[i]);
  }
  for (uint32_t bi = 0; bi < nblocks && !bc_failed(c); bi++) {
    CmirBlock *b = blocks[bi];
    uint32_t nargs = bc_rcount(c, 1, UINT32_MAX);
    if (!bc_failed(c) && nargs > u->nvalues - u->next)
      bc_fail(c, "block defines more values than the unit declares");
    for (uint32_t i = 0; i < nargs && !bc_failed(c); i++) {
      const CmirType *t = rd_type(r, c);
      if (!t)
        break;
      CmirValue *v = cmir_block_add_arg(b, t);
      if (!r->no_locs) {
        const CmirAttr *la;
        const CmirIdent *f;
        uint32_t line, col;
        if (!rd_loc(r, u, c, &la, &f, &line, &col))
          break;
        if (la && la->kind != CMIR_ATTR_LOC_UNKNOWN)
          cmir_block_set_arg_loc(b, i, cmir_loc_of_attr(la));
        else if (!la && f)
          cmir_block_set_arg_loc(b, i, (CmirLoc){NULL, f, line, col});
      }
      define_value(r, u, c, v);
    }
    uint32_t nops = bc_rcount(c, 1, UINT32_MAX);
    for (uint32_t i = 0; i < nops && !bc_failed(c); i++)
      rd_op(r, u, c, blocks, nblocks, b, depth);
  }
  free(blocks);
  return !bc_failed(c);
}

/* Decodes body `body` into the (empty) regions of op. */
static bool rd_body(CmirBcReader *r, CmirOp *op, uint32_t body, LocState loc, uint32_t depth) {
  BcCursor c = cursor(r, BC_SEC_BODIES, r->body_p[body], r->body_len[body]);
  if (depth > BC_MAX_REGION_DEPTH)
    return bc_fail(&c, "regions nested too deeply");
  Unit u;
  if (!unit_init(r, &u, &c, loc))
    return false;
  for (uint32_t i = 0; i < op->nregions && !bc_failed(&c); i++)
    rd_region(r, &u, &c, &cmir_op_regions(op)[i], depth);
  if (!bc_failed(&c) && c.p != c.end)
    bc_fail(&c, "%zu unused bytes at the end of body %u", bc_left(&c), body);
  if (!bc_failed(&c) && u.next != u.nvalues)
    bc_fail(&c, "body %u defines %u values, its header declares %u", body, u.next, u.nvalues);
  unit_free(&u);
  return !bc_failed(&c);
}

/* ---- reader objects ---- */

static void free_placeholders(CmirBcReader *r) {
  for (uint32_t i = 0; i < r->placeholders.len; i++)
    free(r->placeholders.data[i]);
  r->placeholders.len = 0;
}

/* The decoding scratch of a reader (or of a thread's copy of one). */
static void free_scratch(CmirBcReader *r) {
  cmir_vec_free(&r->placeholders);
}

void cmir_bc_reader_close(CmirBcReader *r) {
  if (!r)
    return;
  free_placeholders(r);
  free(r->fname);
  free(r->str_p);
  free(r->str_len);
  free(r->idents);
  free(r->names);
  free(r->opcodes);
  EntTable *ts[] = {&r->types, &r->attrs};
  for (int i = 0; i < 2; i++) {
    free(ts[i]->p);
    free(ts[i]->len);
    free(ts[i]->obj);
    free(ts[i]->state);
  }
  free(r->blob_p);
  free(r->blob_len);
  free(r->body_p);
  free(r->body_len);
  free(r->body_claimed);
  cmir_htab_free(&r->pending);
  cmir_arena_release(&r->arena);
  free_scratch(r);
  free(r);
}

bool cmir_bc_is_bytecode(const void *buf, size_t len) {
  return len >= BC_MAGIC_LEN && !memcmp(buf, BC_MAGIC, BC_MAGIC_LEN);
}

/* Header, sections and checksums only. */
static CmirBcReader *open_frame(CmirContext *ctx, const void *buf, size_t len,
                                const CmirBcReadOptions *opts, bool every_checksum) {
  CmirBcReader *r = cmir_xcalloc(1, sizeof *r);
  r->ctx = ctx;
  r->buf = buf;
  r->len = len;
  r->fname = strdup(opts && opts->filename ? opts->filename : "<bytecode>");
  r->lazy = opts && opts->lazy;
  r->verify = opts && opts->verify;
  r->no_checksums = opts && opts->no_checksums;
  r->borrow = opts && opts->borrow_blobs;
  cmir_htab_init(&r->pending, 16);
  cmir_arena_init(&r->arena);
  BcCursor c = cursor(r, BC_SEC_COUNT, r->buf, len);
  if (!rd_header(r, &c) || !rd_sections(r, &c, every_checksum)) {
    report(r);
    cmir_bc_reader_close(r);
    return NULL;
  }
  return r;
}

CmirBcReader *cmir_bc_reader_open(CmirContext *ctx, const void *buf, size_t len,
                                  const CmirBcReadOptions *opts) {
  CmirBcReader *r = open_frame(ctx, buf, len, opts, false);
  if (!r)
    return NULL;
  if (!rd_strings(r) || !rd_entries(r, BC_SEC_TYPES, &r->types) ||
      !rd_entries(r, BC_SEC_ATTRS, &r->attrs) || !rd_blobs(r) || !rd_bodies_index(r) ||
      !rd_ops(r)) {
    report(r);
    cmir_bc_reader_close(r);
    return NULL;
  }
  return r;
}

/* Empties the regions of a partly decoded op. The regions of a body share
 * one value numbering, so an op in one region may use a value of another
 * (invalid IR, but decodable): every use in every region is dropped before
 * any region is freed (a fuzzer find). */
static void drop_uses(CmirRegion *rg) {
  for (CmirBlock *b = rg->first; b; b = b->next)
    for (CmirOp *o = b->first; o; o = o->next) {
      cmir_op_set_operands(o, 0, NULL);
      for (uint32_t k = 0; k < o->nregions; k++)
        drop_uses(&cmir_op_regions(o)[k]);
    }
}

static void clear_regions(CmirOp *op) {
  for (uint32_t i = 0; i < op->nregions; i++)
    drop_uses(&cmir_op_regions(op)[i]);
  for (uint32_t i = 0; i < op->nregions; i++) {
    CmirRegion *tmp = cmir_region_create();
    cmir_region_take(tmp, &cmir_op_regions(op)[i]);
    cmir_region_destroy(tmp);
  }
}

static CmirStatus materialize(CmirBcReader *r, CmirOp *op);

CmirOp *cmir_bc_reader_root(CmirBcReader *r) {
  BcCursor c = cursor(r, BC_SEC_IR, r->sec[BC_SEC_IR].p, r->sec[BC_SEC_IR].len);
  Unit u;
  LocState none = {NULL, 0, 0};
  CmirOp *root = NULL;
  if (unit_init(r, &u, &c, none)) {
    root = rd_op(r, &u, &c, NULL, 0, NULL, 0);
    if (!bc_failed(&c) && c.p != c.end)
      bc_fail(&c, "%zu unused bytes at the end of the section", bc_left(&c));
    if (!bc_failed(&c) && u.next != u.nvalues)
      bc_fail(&c, "the root defines %u values, the header declares %u", u.next, u.nvalues);
    unit_free(&u);
  }
  if (root && !r->err.failed && r->lazy)
    materialize(r, root);
  if (r->err.failed) {
    report(r);
    if (root) {
      clear_regions(root);
      cmir_op_destroy(root);
    }
    free_placeholders(r);
    return NULL;
  }
  return root;
}

static CmirStatus materialize(CmirBcReader *r, CmirOp *op) {
  if (r->err.failed)
    return CMIR_FAIL;
  Pending *pd = cmir_htab_find(&r->pending, ptr_hash(op), pending_eq, op);
  if (!pd)
    return CMIR_OK;
  cmir_htab_remove(&r->pending, ptr_hash(op), pd);
  if (rd_body(r, op, pd->body, pd->loc, pd->depth))
    return CMIR_OK;
  report(r);
  /* Nested bodies registered by the failed body are gone with it. */
  cmir_htab_clear(&r->pending);
  clear_regions(op);
  free_placeholders(r);
  return CMIR_FAIL;
}

static bool materialize_nested(CmirOp *op, void *user) { return materialize(user, op) == CMIR_OK; }

/* With opts->verify, the op is verified once its body (and every body
 * nested in it) is decoded; if it is invalid its regions are emptied again.
 * The root is not verified: the functions in it stay empty until loaded. */
CmirStatus cmir_bc_materialize(CmirBcReader *r, CmirOp *op) {
  if (cmir_bc_is_materialized(r, op))
    return r->err.failed ? CMIR_FAIL : CMIR_OK;
  if (materialize(r, op))
    return CMIR_FAIL;
  if (!r->verify)
    return CMIR_OK;
  if (!cmir_op_walk(op, materialize_nested, r))
    return CMIR_FAIL;
  if (cmir_verify(op) == CMIR_OK)
    return CMIR_OK;
  clear_regions(op);
  return CMIR_FAIL;
}

bool cmir_bc_is_materialized(CmirBcReader *r, const CmirOp *op) {
  return !cmir_htab_find(&r->pending, ptr_hash(op), pending_eq, op);
}

static bool materialize_walk(CmirOp *op, void *user) {
  CmirBcReader *r = user;
  return cmir_bc_materialize(r, op) == CMIR_OK;
}

CmirStatus cmir_bc_materialize_all(CmirBcReader *r, CmirOp *root) {
  /* Bodies add ops (and pending bodies) while the walk goes: the walk visits
   * an op before its regions, so a materialized body is walked next. */
  return cmir_op_walk(root, materialize_walk, r) ? CMIR_OK : CMIR_FAIL;
}

CmirOp *cmir_bc_lookup_symbol(CmirBcReader *r, CmirOp *root, const char *name) {
  size_t n = strlen(name);
  for (uint32_t i = 0; i < root->nregions; i++)
    for (CmirBlock *b = cmir_op_regions(root)[i].first; b; b = b->next)
      for (CmirOp *op = b->first; op; op = op->next) {
        const CmirAttr *s = cmir_op_get(op, "sym_name");
        if (s && s->kind == CMIR_ATTR_STRING && s->str.len == n && !memcmp(s->str.s, name, n)) {
          /* An op without a body (a declaration, a global) is verified here. */
          bool had_body = !cmir_bc_is_materialized(r, op);
          if (cmir_bc_materialize(r, op))
            return NULL;
          return r->verify && !had_body && cmir_verify(op) ? NULL : op;
        }
      }
  return NULL;
}

uint64_t cmir_bc_reader_op_count(const CmirBcReader *r) { return r->nops; }

/* ---- parallel reading ----
 * The root and the ops directly in it are decoded first, leaving the bodies
 * of the isolated ones (functions) pending. Threads then take the bodies in
 * file order; each decodes a body and, with opts->verify, verifies its op
 * while the body is still in the cache. Last the root is verified without
 * descending into those ops again. The attempt is muted: if anything fails,
 * all of it is discarded and the file is read (and verified) again by
 * read_sequential, which reports exactly what it always reports. A verified
 * read on one thread takes this path too, with no thread started: decoding
 * and verifying body by body is ~20% faster than verifying the whole module
 * after decoding it. */

enum { MAX_THREADS = 8, AUTO_MIN_BODY_BYTES = 64 * 1024 };

typedef struct Job {
  CmirOp *op;
  uint32_t body, depth;
  LocState loc;
} Job;

/* Where the threads start. Linux puts a thread that a busy thread creates
 * on its creator's CPU and moves it at the next load balancing, up to a
 * scheduler tick later: measured 0.5 to 4 ms before a worker ran, against
 * 0.07 ms when it may not use the creator's CPU. So workers start on the
 * other CPUs the process may use, then widen their mask back to all. */
typedef struct Placement {
  bool set;
#ifdef __linux__
  cpu_set_t all, others;
#endif
} Placement;

static void place_workers(Placement *pl) {
  pl->set = false;
#ifdef __linux__
  int cpu = sched_getcpu();
  if (cpu < 0 || cpu >= CPU_SETSIZE || sched_getaffinity(0, sizeof pl->all, &pl->all) != 0 ||
      !CPU_ISSET(cpu, &pl->all) || CPU_COUNT(&pl->all) < 2)
    return;
  pl->others = pl->all;
  CPU_CLR(cpu, &pl->others);
  pl->set = true;
#endif
}

static int create_worker(pthread_t *tid, const Placement *pl, void *(*fn)(void *), void *arg) {
#ifdef __linux__
  pthread_attr_t attr;
  if (pl->set && pthread_attr_init(&attr) == 0) {
    int rc = pthread_attr_setaffinity_np(&attr, sizeof pl->others, &pl->others) == 0
                 ? pthread_create(tid, &attr, fn, arg)
                 : -1;
    pthread_attr_destroy(&attr);
    if (rc == 0)
      return 0;
  }
#else
  (void)pl;
#endif
  return pthread_create(tid, NULL, fn, arg);
}

typedef struct Shared {
  Job *jobs;
  uint32_t njobs;
  bool verify;
  Placement place;
  uint32_t next; /* next job to take (atomic) */
  bool failed;   /* atomic */
} Shared;

typedef struct Worker {
  Shared *sh;
  CmirBcReader rd; /* the reader's tables, its own scratch and error */
  CmirArena arena; /* the ops it creates */
  CmirVerifyShapes *shapes; /* op shapes verified, kept from body to body */
  char pad[128];   /* no cache line shared with the next worker */
} Worker;

static void work(Worker *w) {
  Shared *sh = w->sh;
  cmir_ir_arena_redirect(&w->arena);
  if (sh->verify && !w->shapes)
    w->shapes = cmir_verify_shapes_new();
  while (!__atomic_load_n(&sh->failed, __ATOMIC_RELAXED)) {
    uint32_t i = __atomic_fetch_add(&sh->next, 1, __ATOMIC_RELAXED);
    if (i >= sh->njobs)
      break;
    Job *j = &sh->jobs[i];
    bool ok = rd_body(&w->rd, j->op, j->body, j->loc, j->depth);
    if (ok && sh->verify)
      ok = !cmir_verify_quiet(j->op, NULL, NULL, w->shapes);
    if (!ok || cmir_diag_muted_count())
      __atomic_store_n(&sh->failed, true, __ATOMIC_RELAXED);
  }
  cmir_ir_arena_redirect(NULL);
}

static void *thread_main(void *arg) {
#ifdef __linux__
  const Placement *pl = &((Worker *)arg)->sh->place;
  if (pl->set)
    pthread_setaffinity_np(pthread_self(), sizeof pl->all, &pl->all);
#endif
  cmir_diag_mute(true); /* a muted diagnostic makes work() fail the attempt */
  work(arg);
  cmir_diag_mute(false);
  return NULL;
}

static bool is_job(const CmirOp *op, void *user) {
  const CmirHtab *jobs = user;
  return cmir_htab_find(jobs, ptr_hash(op), same_op, op) != NULL;
}

/* Threads for reading r's bodies (the root's own body is not a job). */
static unsigned thread_count(const CmirBcReadOptions *o, const CmirBcReader *r) {
  uint32_t njobs = r->nbodies ? r->nbodies - 1 : 0;
  unsigned n = o->threads;
  if (n == 0) {
    size_t bytes = r->sec[BC_SEC_BODIES].len;
    long cpus = sysconf(_SC_NPROCESSORS_ONLN);
    n = bytes < AUTO_MIN_BODY_BYTES || cpus < 2 ? 1 : cpus > MAX_THREADS ? MAX_THREADS : (unsigned)cpus;
  }
  if (n > MAX_THREADS)
    n = MAX_THREADS;
  return njobs < 2 ? 1 : n > njobs ? njobs : n;
}

static int job_order(const void *a, const void *b) {
  uint32_t x = ((const Job *)a)->body, y = ((const Job *)b)->body;
  return x < y ? -1 : x > y;
}

/* Verifies root except the jobs' ops (verified by work()); true if invalid.
 * The caller mutes diagnostics. */
static bool verify_root(CmirOp *root, const Shared *sh) {
  CmirHtab jobs;
  cmir_htab_init(&jobs, sh->njobs);
  for (uint32_t i = 0; i < sh->njobs; i++)
    cmir_htab_insert(&jobs, ptr_hash(sh->jobs[i].op), sh->jobs[i].op);
  bool bad = cmir_verify_quiet(root, is_job, &jobs, NULL) || cmir_diag_muted_count();
  cmir_htab_free(&jobs);
  return bad;
}

/* Every body the root's decoding left pending, in file order: those of the
 * isolated ops in the root's body, also where they are nested in other ops. */
static Job *collect_jobs(CmirBcReader *r, uint32_t *njobs) {
  CMIR_VEC(Job) jobs = {0};
  for (uint32_t i = 0; r->pending.count && i <= r->pending.mask; i++) {
    const Pending *pd = r->pending.slots[i].item;
    if (pd)
      cmir_vec_push(&jobs, ((Job){pd->op, pd->body, pd->depth, pd->loc}));
  }
  if (jobs.len)
    qsort(jobs.data, jobs.len, sizeof *jobs.data, job_order);
  cmir_htab_clear(&r->pending);
  *njobs = (uint32_t)jobs.len;
  return jobs.data;
}

/* Reads the rest of the file opened as r (closed here) with nthreads
 * threads; NULL if anything failed (the caller mutes diagnostics). */
static CmirOp *read_parallel(CmirContext *ctx, CmirBcReader *r, const CmirBcReadOptions *opts,
                             unsigned nthreads) {
  r->lazy = true;
  CmirOp *root = cmir_bc_reader_root(r);
  if (!root) {
    cmir_bc_reader_close(r);
    return NULL;
  }
  Shared sh = {0};
  sh.verify = opts->verify;
  sh.jobs = collect_jobs(r, &sh.njobs);
  Worker *ws = cmir_xcalloc(nthreads, sizeof *ws);
  for (unsigned i = 0; i < nthreads; i++) {
    ws[i].sh = &sh;
    ws[i].rd = *r;
    CmirBcReader *w = &ws[i].rd;
    memset(&w->err, 0, sizeof w->err);
    memset(&w->placeholders, 0, sizeof w->placeholders);
    w->lazy = false;
    w->nops = 0;
    w->depth = 0;
  }
  /* The symbol index of the root is built before the threads look into it. */
  bool own_cache = !ctx->symidx_active;
  if (own_cache)
    cmir_symbol_cache_begin(ctx);
  if (opts->verify && (root->info->traits & CMIR_TRAIT_SYMBOL_TABLE))
    cmir_symbol_table_lookup(root, cmir_ident(ctx, ""));
  ctx->mt = nthreads > 1;
  pthread_t *tids = cmir_xcalloc(nthreads, sizeof *tids);
  bool *started = cmir_xcalloc(nthreads, sizeof *started);
  if (nthreads > 1)
    place_workers(&sh.place);
  for (unsigned i = 1; i < nthreads; i++)
    started[i] = create_worker(&tids[i], &sh.place, thread_main, &ws[i]) == 0;
  /* The root is verified while the other threads start on the bodies: it
   * does not descend into ops isolated from above, so not into theirs,
   * unless a file gave a body to an op that is not (then it waits). */
  bool early = opts->verify;
  for (uint32_t i = 0; early && i < sh.njobs; i++)
    early = sh.jobs[i].op->info->traits & CMIR_TRAIT_ISOLATED;
  if (early && verify_root(root, &sh))
    __atomic_store_n(&sh.failed, true, __ATOMIC_RELAXED);
  work(&ws[0]);
  for (unsigned i = 1; i < nthreads; i++)
    if (started[i])
      pthread_join(tids[i], NULL);
  ctx->mt = false;
  free(tids);
  free(started);
  bool failed = sh.failed || r->err.failed;
  for (unsigned i = 0; i < nthreads; i++) {
    cmir_arena_adopt(&ctx->ir_arena, &ws[i].arena);
    r->nops += ws[i].rd.nops;
  }
  if (!failed && opts->verify && !early)
    failed = verify_root(root, &sh);
  if (own_cache)
    cmir_symbol_cache_end(ctx);
  if (failed) {
    clear_regions(root);
    cmir_op_destroy(root);
    root = NULL;
  }
  for (unsigned i = 0; i < nthreads; i++) {
    free_placeholders(&ws[i].rd);
    free_scratch(&ws[i].rd);
    free(ws[i].shapes);
  }
  free(ws);
  free(sh.jobs);
  cmir_bc_reader_close(r);
  return root;
}

/* ---- one-shot entry points ---- */

/* Reads the rest of the file opened as r (closed here) on this thread. */
static CmirOp *read_sequential(CmirBcReader *r, const CmirBcReadOptions *opts) {
  r->lazy = false;
  CmirOp *root = cmir_bc_reader_root(r);
  cmir_bc_reader_close(r);
  if (root && opts->verify && cmir_verify(root)) {
    cmir_op_destroy(root);
    root = NULL;
  }
  return root;
}

CmirOp *cmir_bc_read(CmirContext *ctx, const void *buf, size_t len, const CmirBcReadOptions *opts) {
  CmirBcReadOptions o = opts ? *opts : (CmirBcReadOptions){0};
  o.lazy = false;
  CmirBcReader *r = cmir_bc_reader_open(ctx, buf, len, &o);
  if (!r)
    return NULL;
  unsigned nthreads = thread_count(&o, r);
  if (nthreads < 2 && !o.verify)
    return read_sequential(r, &o);
  cmir_diag_mute(true);
  CmirOp *root = read_parallel(ctx, r, &o, nthreads);
  bool said = cmir_diag_muted_count() != 0;
  cmir_diag_mute(false);
  if (root && !said)
    return root;
  if (root)
    cmir_op_destroy(root);
  /* Something is wrong: read again, as one thread reports it. */
  if (!(r = cmir_bc_reader_open(ctx, buf, len, &o)))
    return NULL;
  return read_sequential(r, &o);
}

CmirOp *cmir_bc_read_path(CmirContext *ctx, const char *path, const CmirBcReadOptions *opts) {
  CmirBcReadOptions o = opts ? *opts : (CmirBcReadOptions){0};
  o.borrow_blobs = false; /* the mapping goes away */
  if (!o.filename)
    o.filename = path;
  CmirLoc loc = {cmir_loc_name(ctx, cmir_ident(ctx, path), NULL), NULL, 0, 0};
  int fd = open(path, O_RDONLY);
  struct stat sb;
  if (fd < 0 || fstat(fd, &sb) != 0 || !S_ISREG(sb.st_mode)) {
    if (fd >= 0)
      close(fd);
    cmir_error(ctx, loc, "cannot open bytecode file");
    return NULL;
  }
  size_t len = (size_t)sb.st_size;
  void *map = len ? mmap(NULL, len, PROT_READ, MAP_PRIVATE, fd, 0) : NULL;
  close(fd);
  if (len && map == MAP_FAILED) {
    cmir_error(ctx, loc, "cannot map bytecode file");
    return NULL;
  }
  CmirOp *root = cmir_bc_read(ctx, map ? map : "", len, &o);
  if (map)
    munmap(map, len);
  return root;
}

CmirStatus cmir_bc_verify(CmirContext *ctx, const void *buf, size_t len, const char *filename) {
  CmirBcReadOptions o = {0};
  o.filename = filename;
  CmirBcReader *r = open_frame(ctx, buf, len, &o, true);
  if (!r)
    return CMIR_FAIL;
  cmir_bc_reader_close(r);
  return CMIR_OK;
}

CmirStatus cmir_bc_print_stats(CmirContext *ctx, const void *buf, size_t len, const char *filename,
                               FILE *out) {
  CmirBcReadOptions o = {0};
  o.filename = filename;
  CmirBcReader *r = cmir_bc_reader_open(ctx, buf, len, &o);
  if (!r)
    return CMIR_FAIL;
  CmirOp *root = cmir_bc_reader_root(r);
  if (!root) {
    cmir_bc_reader_close(r);
    return CMIR_FAIL;
  }
  size_t header = (size_t)(r->sec[BC_SEC_STRINGS].p - r->buf) - r->sec[BC_SEC_STRINGS].frame +
                  r->sec[BC_SEC_STRINGS].len;
  fprintf(out, "bytecode version %llu, producer \"%s\", %s\n", (unsigned long long)r->version,
          r->producer, r->no_locs ? "locations stripped" : "with locations");
  fprintf(out, "%-10s %12s %8s\n", "section", "bytes", "share");
  fprintf(out, "%-10s %12zu %7.1f%%\n", "header", header, 100.0 * header / len);
  static const unsigned order[] = {BC_SEC_STRINGS, BC_SEC_OPS, BC_SEC_TYPES,  BC_SEC_ATTRS,
                                   BC_SEC_BLOBS,   BC_SEC_IR,  BC_SEC_BODIES, BC_SEC_END};
  for (unsigned i = 0; i < sizeof order / sizeof order[0]; i++)
    fprintf(out, "%-10s %12zu %7.1f%%\n", cmir_bc_section_name(order[i]), r->sec[order[i]].frame,
            100.0 * r->sec[order[i]].frame / len);
  fprintf(out, "%-10s %12zu\n", "total", len);
  fprintf(out,
          "ops %llu, opcodes %u, op names %u, types %u, attributes %u, strings %u, "
          "blobs %u, bodies %u\n",
          (unsigned long long)r->nops, r->nopcodes, r->nnames, r->types.n, r->attrs.n, r->nstrings,
          r->nblobs, r->nbodies);
  cmir_op_destroy(root);
  cmir_bc_reader_close(r);
  return CMIR_OK;
}
