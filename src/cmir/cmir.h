/* cmir public API: the context, uniqued types and attributes, the mutable IR
 * (operations, blocks, regions, values), text parsing and printing,
 * verification and passes. Everything an embedding program may use.
 *
 * Ownership: the context owns every type, attribute and identifier (never
 * freed one by one, compared by pointer). An operation owns its regions, a
 * region its blocks, a block its operations. cmir_op_destroy frees a detached
 * operation and everything nested in it. */
#ifndef CMIR_CMIR_H
#define CMIR_CMIR_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#ifdef __cplusplus
extern "C" {
#endif

typedef struct CmirContext CmirContext;
typedef struct CmirIdent CmirIdent;
typedef struct CmirType CmirType;
typedef struct CmirAttr CmirAttr;
typedef struct CmirNamedAttr CmirNamedAttr;
typedef struct CmirAffineExpr CmirAffineExpr;
typedef struct CmirOp CmirOp;
typedef struct CmirBlock CmirBlock;
typedef struct CmirRegion CmirRegion;
typedef struct CmirValue CmirValue;
typedef struct CmirUse CmirUse;
typedef struct CmirBlockUse CmirBlockUse;
typedef struct CmirOpDef CmirOpDef;
typedef struct CmirOpInfo CmirOpInfo;
typedef struct CmirDialect CmirDialect;
typedef struct CmirEnumDef CmirEnumDef;

/* Result of anything that can fail on bad input. Failure always comes with a
 * diagnostic already emitted. */
typedef enum CmirStatus { CMIR_OK = 0, CMIR_FAIL = 1 } CmirStatus;

/* Marker for a dynamic dimension, size, stride or offset (MLIR's kDynamic). */
#define CMIR_DYNAMIC INT64_MIN

/* ------------------------------------------------------------------------ */
/* Identifiers: interned strings, compared by pointer.                       */

struct CmirIdent {
  uint64_t hash;
  uint32_t len;
  char str[]; /* NUL-terminated */
};

const CmirIdent *cmir_ident_get(CmirContext *ctx, const char *s, size_t len);
const CmirIdent *cmir_ident(CmirContext *ctx, const char *cstr);

/* ------------------------------------------------------------------------ */
/* Types                                                                     */

typedef enum CmirTypeKind {
  CMIR_TYPE_INTEGER,
  CMIR_TYPE_INDEX,
  CMIR_TYPE_FLOAT,
  CMIR_TYPE_NONE,
  CMIR_TYPE_COMPLEX,
  CMIR_TYPE_VECTOR,
  CMIR_TYPE_TENSOR,
  CMIR_TYPE_UNRANKED_TENSOR,
  CMIR_TYPE_MEMREF,
  CMIR_TYPE_UNRANKED_MEMREF,
  CMIR_TYPE_FUNCTION,
  CMIR_TYPE_TUPLE,
  CMIR_TYPE_OPAQUE, /* a type of an unregistered dialect, kept as text */
  /* LLVM dialect */
  CMIR_TYPE_LLVM_PTR,
  CMIR_TYPE_LLVM_STRUCT,
  CMIR_TYPE_LLVM_ARRAY,
  CMIR_TYPE_LLVM_FUNC,
  CMIR_TYPE_LLVM_VEC,
  CMIR_TYPE_LLVM_VOID,
  CMIR_TYPE_LLVM_TOKEN,
  CMIR_TYPE_LLVM_METADATA,
  CMIR_TYPE_LLVM_LABEL,
  CMIR_TYPE_LLVM_X86MMX,
  CMIR_TYPE_LLVM_PPCFP128,
  CMIR_TYPE_LLVM_TARGET, /* !llvm.target<"name", types..., ints...> */
  CMIR_TYPE_KIND_COUNT
} CmirTypeKind;

typedef enum CmirSignedness { CMIR_SIGNLESS, CMIR_SIGNED, CMIR_UNSIGNED } CmirSignedness;

typedef enum CmirFloatType {
  CMIR_F_BF16,
  CMIR_F_F16,
  CMIR_F_TF32,
  CMIR_F_F32,
  CMIR_F_F64,
  CMIR_F_F80,
  CMIR_F_F128
} CmirFloatType;

struct CmirType {
  uint16_t kind;  /* CmirTypeKind */
  uint16_t flags; /* kind-specific bits */
  uint32_t id;    /* creation order, for deterministic sorting */
  uint64_t hash;
  union {
    struct {
      uint32_t width;
      uint8_t sign; /* CmirSignedness */
    } integer;
    struct {
      uint8_t fk; /* CmirFloatType */
    } flt;
    struct {
      const CmirType *elem;
    } complex;
    /* vector, tensor, unranked tensor, memref, unranked memref */
    struct {
      const CmirType *elem;
      uint32_t rank;
      const int64_t *shape;    /* rank entries, CMIR_DYNAMIC for ? */
      const bool *scalable;    /* vector only; NULL if no scalable dim */
      const CmirAttr *layout;  /* memref: NULL = identity */
      const CmirAttr *extra;   /* memref memory space / tensor encoding, or NULL */
    } shaped;
    struct {
      uint32_t nin, nres;
      const CmirType *const *types; /* inputs then results */
    } fn;
    struct {
      uint32_t n;
      const CmirType *const *types;
    } tuple;
    struct {
      const CmirIdent *dialect;
      const char *body; /* text after "!dialect." */
      uint32_t len;
    } opaque;
    struct {
      uint32_t addrspace;
    } ptr;
    struct {
      const CmirIdent *name; /* identified structs only */
      uint32_t n;
      const CmirType *const *types;
    } st; /* flags: CMIR_LLVM_STRUCT_* */
    struct {
      uint64_t n;
      const CmirType *elem;
    } arr;
    struct {
      const CmirType *ret;
      uint32_t n;
      const CmirType *const *args;
    } lfn; /* flags & 1: variadic */
    struct {
      uint32_t n;
      const CmirType *elem;
    } lvec; /* flags & 1: scalable */
    struct {
      const CmirIdent *name; /* the target extension type's name */
      uint32_t ntypes, nints;
      const CmirType *const *types;
      const uint32_t *ints; /* nints entries (never NULL) */
    } tgt;
  };
};

enum {
  CMIR_LLVM_STRUCT_PACKED = 1,
  CMIR_LLVM_STRUCT_IDENTIFIED = 2,
  CMIR_LLVM_STRUCT_OPAQUE = 4,
  CMIR_LLVM_STRUCT_INITIALIZED = 8,
};

const CmirType *cmir_type_int(CmirContext *ctx, uint32_t width, CmirSignedness s);
const CmirType *cmir_type_index(CmirContext *ctx);
const CmirType *cmir_type_float(CmirContext *ctx, CmirFloatType fk);
const CmirType *cmir_type_none(CmirContext *ctx);
const CmirType *cmir_type_complex(CmirContext *ctx, const CmirType *elem);
const CmirType *cmir_type_vector(CmirContext *ctx, uint32_t rank, const int64_t *shape,
                                 const bool *scalable, const CmirType *elem);
const CmirType *cmir_type_tensor(CmirContext *ctx, uint32_t rank, const int64_t *shape,
                                 const CmirType *elem, const CmirAttr *encoding);
const CmirType *cmir_type_unranked_tensor(CmirContext *ctx, const CmirType *elem);
const CmirType *cmir_type_memref(CmirContext *ctx, uint32_t rank, const int64_t *shape,
                                 const CmirType *elem, const CmirAttr *layout,
                                 const CmirAttr *memspace);
const CmirType *cmir_type_unranked_memref(CmirContext *ctx, const CmirType *elem,
                                          const CmirAttr *memspace);
const CmirType *cmir_type_function(CmirContext *ctx, uint32_t nin, const CmirType *const *in,
                                   uint32_t nres, const CmirType *const *res);
const CmirType *cmir_type_tuple(CmirContext *ctx, uint32_t n, const CmirType *const *types);
const CmirType *cmir_type_opaque(CmirContext *ctx, const CmirIdent *dialect, const char *body,
                                 size_t len);
const CmirType *cmir_type_llvm_ptr(CmirContext *ctx, uint32_t addrspace);
const CmirType *cmir_type_llvm_simple(CmirContext *ctx, CmirTypeKind kind);
const CmirType *cmir_type_llvm_array(CmirContext *ctx, uint64_t n, const CmirType *elem);
const CmirType *cmir_type_llvm_func(CmirContext *ctx, const CmirType *ret, uint32_t n,
                                    const CmirType *const *args, bool variadic);
const CmirType *cmir_type_llvm_vec(CmirContext *ctx, uint32_t n, const CmirType *elem,
                                   bool scalable);
/* !llvm.target<"name", types..., ints...>: a target extension type. */
const CmirType *cmir_type_llvm_target(CmirContext *ctx, const CmirIdent *name, uint32_t ntypes,
                                      const CmirType *const *types, uint32_t nints,
                                      const uint32_t *ints);
const CmirType *cmir_type_llvm_struct_literal(CmirContext *ctx, uint32_t n,
                                              const CmirType *const *types, bool packed);
/* Identified struct: returns the existing one of that name, or a new
 * uninitialized one. cmir_type_llvm_struct_set_body fails if a different body
 * was already set. */
const CmirType *cmir_type_llvm_struct_identified(CmirContext *ctx, const CmirIdent *name);
bool cmir_type_llvm_struct_set_body(CmirContext *ctx, const CmirType *st, uint32_t n,
                                    const CmirType *const *types, bool packed, bool opaque);

static inline bool cmir_type_is_int(const CmirType *t) { return t->kind == CMIR_TYPE_INTEGER; }
static inline bool cmir_type_is_float(const CmirType *t) { return t->kind == CMIR_TYPE_FLOAT; }
static inline bool cmir_type_is_index(const CmirType *t) { return t->kind == CMIR_TYPE_INDEX; }
bool cmir_type_is_signless_int(const CmirType *t, uint32_t width); /* width 0: any */
bool cmir_type_is_int_or_index(const CmirType *t);                 /* signless */
bool cmir_type_is_shaped(const CmirType *t);
/* Whether e may be the element type of a vector, memref or tensor (kind). */
bool cmir_type_valid_elem(const CmirType *e, CmirTypeKind container);
bool cmir_type_has_static_shape(const CmirType *t);
/* Element type of a shaped type, or the type itself. */
const CmirType *cmir_type_elem(const CmirType *t);
/* Bit width of an integer or float type; index gives 64. */
uint32_t cmir_type_bitwidth(const CmirType *t);
/* Static shapes whose count fits int64; -1 otherwise. */
int64_t cmir_type_num_elements(const CmirType *t);

/* ------------------------------------------------------------------------ */
/* Attributes                                                                */

typedef enum CmirAttrKind {
  CMIR_ATTR_INTEGER, /* also BoolAttr when the type is i1 */
  CMIR_ATTR_FLOAT,
  CMIR_ATTR_STRING,
  CMIR_ATTR_ARRAY,
  CMIR_ATTR_DICT,
  CMIR_ATTR_UNIT,
  CMIR_ATTR_TYPE,
  CMIR_ATTR_SYMREF,
  CMIR_ATTR_AFFINE_MAP,
  CMIR_ATTR_INTEGER_SET,
  CMIR_ATTR_DENSE,          /* dense int/float elements */
  CMIR_ATTR_DENSE_STRING,   /* dense string elements */
  CMIR_ATTR_DENSE_ARRAY,    /* array<i64: 1, 2> */
  CMIR_ATTR_SPARSE,         /* sparse<indices, values> : type */
  CMIR_ATTR_DENSE_RESOURCE, /* dense_resource<name> : type (a blob of the context) */
  CMIR_ATTR_DISTINCT,       /* distinct[id]<attr>: equal to itself only */
  CMIR_ATTR_STRIDED,        /* strided<[...], offset: ...> */
  CMIR_ATTR_OPAQUE,         /* an attribute of an unregistered dialect, as text */
  CMIR_ATTR_ENUM,           /* a registered dialect's enum/bit-flag attribute */
  CMIR_ATTR_LOC_UNKNOWN,
  CMIR_ATTR_LOC_FILE,
  CMIR_ATTR_LOC_NAME,
  CMIR_ATTR_LOC_FUSED,
  CMIR_ATTR_LOC_CALLSITE,
  CMIR_ATTR_KIND_COUNT
} CmirAttrKind;

struct CmirNamedAttr {
  const CmirIdent *name;
  const CmirAttr *value;
};

/* An affine map or integer set: dims, symbols, result expressions.
 * For sets, eq[i] tells whether constraint i is `== 0` (else `>= 0`). */
typedef struct CmirAffineMap {
  uint32_t ndims, nsyms, nres;
  const CmirAffineExpr *const *exprs;
  const bool *eq; /* integer sets only */
} CmirAffineMap;

typedef enum CmirAffineKind {
  CMIR_AFFINE_ADD,
  CMIR_AFFINE_MUL,
  CMIR_AFFINE_MOD,
  CMIR_AFFINE_FLOORDIV,
  CMIR_AFFINE_CEILDIV,
  CMIR_AFFINE_CONST,
  CMIR_AFFINE_DIM,
  CMIR_AFFINE_SYM
} CmirAffineKind;

struct CmirAffineExpr {
  uint32_t kind;     /* CmirAffineKind */
  uint16_t symbolic; /* no dimension in it (MLIR's isSymbolicOrConstant) */
  uint16_t depth;    /* binary operations from here to the deepest leaf (leaves 0), at most
                        UINT16_MAX: the text parser and the bytecode reader limit it */
  uint64_t hash;
  union {
    struct {
      const CmirAffineExpr *lhs, *rhs;
    } bin;
    int64_t value;     /* CONST */
    uint32_t position; /* DIM, SYM */
  };
};

struct CmirAttr {
  uint16_t kind; /* CmirAttrKind */
  uint16_t flags;
  uint32_t id;
  uint64_t hash;
  union {
    struct {
      const CmirType *type;
      uint64_t v;            /* low 64 bits; higher bits (width > 64) in words */
      const uint64_t *words; /* NULL for width <= 64, else ceil(width/64) words */
    } i;
    struct {
      const CmirType *type;
      uint64_t lo, hi; /* IEEE bits */
    } f;
    struct {
      const char *s;
      uint32_t len;
      const CmirType *type; /* NULL unless typed `"..." : type` */
    } str;
    struct {
      uint32_t n;
      const CmirAttr *const *elems;
    } arr;
    struct {
      uint32_t n;
      const CmirNamedAttr *entries; /* sorted by name */
    } dict;
    struct {
      const CmirType *type;
    } type;
    struct {
      uint32_t n; /* root then nested references */
      const CmirIdent *const *names;
    } sym;
    struct {
      const CmirAffineMap *map;
    } map;
    struct {
      const CmirType *type; /* shaped type */
      const void *data;     /* elements, each cmir_dense_elem_bytes(elem) wide */
      uint64_t nbytes;
      /* flags & 1: splat (data holds one element) */
    } dense;
    struct {
      const CmirType *type;
      uint32_t n;
      const CmirAttr *const *strs; /* string attrs; one if splat */
    } dstr;
    struct {
      const CmirType *elem; /* i1..i64, f32, f64 */
      uint32_t n;
      const void *data; /* n elements of natural width (i1 as bytes) */
    } darr;
    struct {
      const CmirType *type;    /* shaped type of the whole value */
      const CmirAttr *indices; /* dense i64, tensor<N x rank> (or <N> for rank 1) */
      const CmirAttr *values;  /* dense, tensor<N x elem> */
    } sparse;
    struct {
      const CmirType *type;    /* shaped type of the whole value */
      const CmirIdent *handle; /* the blob's name: cmir_resource_get */
    } resource;
    struct {
      const CmirAttr *ref; /* the referenced attribute; unit for `<>` */
      uint64_t serial;     /* the context's count of distinct attributes */
    } distinct;
    struct {
      int64_t offset;
      uint32_t rank;
      const int64_t *strides;
    } strided;
    struct {
      const CmirIdent *dialect;
      const char *body; /* text after "#dialect." */
      uint32_t len;
      const CmirType *type; /* trailing `: type` or NULL */
    } opaque;
    struct {
      const CmirEnumDef *def;
      uint64_t value;
    } en;
    struct {
      const CmirIdent *file;
      uint32_t line, col;
    } loc;
    struct {
      const CmirIdent *name;
      const CmirAttr *child; /* NULL if none */
    } locname;
    struct {
      uint32_t n;
      const CmirAttr *const *locs;
      const CmirAttr *meta; /* NULL if none */
    } fused;
    struct {
      const CmirAttr *callee, *caller;
    } callsite;
  };
};

/* A registered dialect enum or bit-flag attribute, e.g. #arith.fastmath<...>.
 * Case names are indexed by value for enums, by bit for flag sets. */
struct CmirEnumDef {
  const char *dialect;  /* "arith" */
  const char *mnemonic; /* "fastmath" */
  bool bitflags;
  uint32_t ncases;
  const char *const *cases;
  const char *none_name; /* bit sets: name of the empty set ("none"), else NULL */
  const char *all_name;  /* bit sets: name of all bits ("fast"), or NULL */
  bool print_as_int;     /* enum kept as an integer attribute (arith.cmpi predicate) */
  const char *separator; /* bit sets: between flag names, "," or ", " */
  const char *cpp_name;  /* C++ enum, for diagnostics: "::mlir::arith::FastMathFlags" */
  const char *attr_def;  /* ODS attribute def, for diagnostics: "Arith_FastMathAttr" */
  /* An attribute with a hand-written parser (LLVM's CConvAttr): its
   * parameter's name ("CallingConv"; NULL: "value") and what an unknown
   * case is invalid as ("Calling Conventions"; NULL: the case list). */
  const char *param;
  const char *invalid_what;
};

const CmirAttr *cmir_attr_int(CmirContext *ctx, const CmirType *type, int64_t v);
const CmirAttr *cmir_attr_int_words(CmirContext *ctx, const CmirType *type, const uint64_t *w);
const CmirAttr *cmir_attr_bool(CmirContext *ctx, bool v);
const CmirAttr *cmir_attr_float(CmirContext *ctx, const CmirType *type, uint64_t lo, uint64_t hi);
const CmirAttr *cmir_attr_float_double(CmirContext *ctx, const CmirType *type, double d);
const CmirAttr *cmir_attr_string(CmirContext *ctx, const char *s, size_t len);
const CmirAttr *cmir_attr_string_typed(CmirContext *ctx, const char *s, size_t len,
                                       const CmirType *type);
const CmirAttr *cmir_attr_array(CmirContext *ctx, uint32_t n, const CmirAttr *const *elems);
/* Sorts a copy of entries by name; duplicates must have been rejected. */
const CmirAttr *cmir_attr_dict(CmirContext *ctx, uint32_t n, const CmirNamedAttr *entries);
const CmirAttr *cmir_attr_unit(CmirContext *ctx);
const CmirAttr *cmir_attr_type(CmirContext *ctx, const CmirType *type);
const CmirAttr *cmir_attr_symref(CmirContext *ctx, uint32_t n, const CmirIdent *const *names);
const CmirAttr *cmir_attr_affine_map(CmirContext *ctx, const CmirAffineMap *map);
const CmirAttr *cmir_attr_integer_set(CmirContext *ctx, const CmirAffineMap *set);
const CmirAttr *cmir_attr_dense(CmirContext *ctx, const CmirType *type, const void *data,
                                uint64_t nbytes, bool splat);
/* sparse<indices, values> : type. cmir_sparse_check says whether the parts
 * make one, as MLIR's SparseElementsAttr::verify: values 1-D, indices
 * N x rank (or N for rank 1) with N values, each index inside the shape.
 * On CMIR_SPARSE_BAD_INDEX, *which is the number of the index outside. */
typedef enum CmirSparseFault {
  CMIR_SPARSE_OK,
  CMIR_SPARSE_NOT_PARTS,   /* type not static-shaped, or parts not dense i64/elements */
  CMIR_SPARSE_VALUES_RANK, /* values not 1-D */
  CMIR_SPARSE_SHAPE,       /* shapes of indices and values do not fit the type */
  CMIR_SPARSE_BAD_INDEX
} CmirSparseFault;
CmirSparseFault cmir_sparse_check(const CmirType *type, const CmirAttr *indices,
                                  const CmirAttr *values, uint64_t *which);
/* Index `which` of a sparse attribute's indices (rank values) into out. */
void cmir_sparse_index(const CmirAttr *indices, uint32_t rank, uint64_t which, uint64_t *out);
const CmirAttr *cmir_attr_sparse(CmirContext *ctx, const CmirType *type, const CmirAttr *indices,
                                 const CmirAttr *values);
/* dense_resource<handle> : type. The data is the builtin dialect's resource
 * blob of that name in the context (file metadata `{-# dialect_resources:
 * { builtin: { handle: "0x..." } } #-}`), which may be missing. */
const CmirAttr *cmir_attr_dense_resource(CmirContext *ctx, const CmirType *type,
                                         const CmirIdent *handle);
/* A resource blob: its alignment (a power of two, or 0 when it has no
 * bytes) and its bytes. */
typedef struct CmirBlob {
  uint32_t align;
  uint64_t len;
  const uint8_t *data;
} CmirBlob;
/* The dense elements attribute a dense_resource denotes: its blob read as
 * the elements of its type (integers, index and floats; i1 one byte
 * each), or NULL if the blob is missing or not that size. */
const CmirAttr *cmir_attr_resource_dense(CmirContext *ctx, const CmirAttr *a);
/* Sets the blob of that name (replacing one there), copying data. */
void cmir_resource_set(CmirContext *ctx, const CmirIdent *handle, uint32_t align, const void *data,
                       uint64_t len);
/* The blob of that name, or NULL if none was given. */
const CmirBlob *cmir_resource_get(CmirContext *ctx, const CmirIdent *handle);
/* A new distinct attribute referring to ref, unequal to every other. */
const CmirAttr *cmir_attr_distinct(CmirContext *ctx, const CmirAttr *ref);
/* As cmir_attr_dense, but a new attribute points at data instead of a copy:
 * data must stay alive and unchanged as long as the context (bytecode read
 * in place from a mapped file). */
const CmirAttr *cmir_attr_dense_borrowed(CmirContext *ctx, const CmirType *type,
                                         const void *data, uint64_t nbytes, bool splat);
const CmirAttr *cmir_attr_dense_string(CmirContext *ctx, const CmirType *type, uint32_t n,
                                       const CmirAttr *const *strs);
const CmirAttr *cmir_attr_dense_array(CmirContext *ctx, const CmirType *elem, uint32_t n,
                                      const void *data);
const CmirAttr *cmir_attr_dense_i32_array(CmirContext *ctx, uint32_t n, const int32_t *v);
const CmirAttr *cmir_attr_dense_i64_array(CmirContext *ctx, uint32_t n, const int64_t *v);
const CmirAttr *cmir_attr_strided(CmirContext *ctx, int64_t offset, uint32_t rank,
                                  const int64_t *strides);
const CmirAttr *cmir_attr_opaque(CmirContext *ctx, const CmirIdent *dialect, const char *body,
                                 size_t len, const CmirType *type);
const CmirAttr *cmir_attr_enum(CmirContext *ctx, const CmirEnumDef *def, uint64_t value);
const CmirAttr *cmir_loc_unknown(CmirContext *ctx);
const CmirAttr *cmir_loc_file(CmirContext *ctx, const CmirIdent *file, uint32_t line,
                              uint32_t col);
const CmirAttr *cmir_loc_name(CmirContext *ctx, const CmirIdent *name, const CmirAttr *child);
const CmirAttr *cmir_loc_fused(CmirContext *ctx, uint32_t n, const CmirAttr *const *locs,
                               const CmirAttr *meta);
const CmirAttr *cmir_loc_callsite(CmirContext *ctx, const CmirAttr *callee,
                                  const CmirAttr *caller);

/* Dictionary lookup; NULL if absent. */
const CmirAttr *cmir_dict_get(const CmirAttr *dict, const CmirIdent *name);
const CmirAttr *cmir_dict_gets(const CmirAttr *dict, const char *name);
/* Copy of dict with name set to value (value NULL removes it). dict may be NULL. */
const CmirAttr *cmir_dict_set(CmirContext *ctx, const CmirAttr *dict, const CmirIdent *name,
                              const CmirAttr *value);

/* Integer attribute value, sign- or zero-extended from the type's width. */
int64_t cmir_attr_int_value(const CmirAttr *a);
uint64_t cmir_attr_uint_value(const CmirAttr *a);
bool cmir_attr_is_bool(const CmirAttr *a);
/* Float attribute as double (exact for f64 and narrower). */
double cmir_attr_float_value(const CmirAttr *a);
/* Bytes one dense element of this element type occupies in CMIR_ATTR_DENSE. */
uint32_t cmir_dense_elem_bytes(const CmirType *elem);
bool cmir_attr_is_location(const CmirAttr *a);

/* Affine expressions, simplified on construction as MLIR does. */
const CmirAffineExpr *cmir_affine_dim(CmirContext *ctx, uint32_t pos);
const CmirAffineExpr *cmir_affine_sym(CmirContext *ctx, uint32_t pos);
const CmirAffineExpr *cmir_affine_const(CmirContext *ctx, int64_t v);
const CmirAffineExpr *cmir_affine_bin(CmirContext *ctx, CmirAffineKind k,
                                      const CmirAffineExpr *lhs, const CmirAffineExpr *rhs);
const CmirAffineMap *cmir_affine_map(CmirContext *ctx, uint32_t ndims, uint32_t nsyms,
                                     uint32_t nres, const CmirAffineExpr *const *exprs);
const CmirAffineMap *cmir_integer_set(CmirContext *ctx, uint32_t ndims, uint32_t nsyms,
                                      uint32_t n, const CmirAffineExpr *const *exprs,
                                      const bool *eq);
/* MLIR's simplifyAffineExpr for an expression over nd dims and ns symbols:
 * sums of products flattened and rebuilt in MLIR's order (semi-affine
 * products, mods and divisions included: a term of their own over the
 * simplified operands). */
const CmirAffineExpr *cmir_affine_expr_simplify(CmirContext *ctx, const CmirAffineExpr *e,
                                               uint32_t nd, uint32_t ns);
/* MLIR's getLargestKnownDivisor: a constant known to divide e (0 for the
 * constant 0). */
int64_t cmir_affine_known_divisor(const CmirAffineExpr *e);
/* The coefficients of a pure affine expression without local terms (no
 * mod or division left once common factors cancel): out[0..nd + ns) for
 * the dims and symbols, out[nd + ns] the constant; false for any other. */
bool cmir_affine_expr_flatten(CmirContext *ctx, const CmirAffineExpr *e, uint32_t nd, uint32_t ns,
                              int64_t *out);

/* ------------------------------------------------------------------------ */
/* Mutable IR                                                                */

/* A source location carried by every operation: the explicit location
 * attribute if the input gave one, else file:line:col of the op's text. */
typedef struct CmirLoc {
  const CmirAttr *attr; /* a CMIR_ATTR_LOC_* attribute, or NULL */
  const CmirIdent *file;
  uint32_t line, col;
} CmirLoc;

struct CmirValue {
  const CmirType *type;
  CmirUse *uses; /* head of the use list */
  uint32_t index; /* result number, or argument number in the block */
  uint8_t is_arg;
  uint8_t in_arena; /* a block argument allocated in an IR arena: not freed alone */
  uint8_t pad_[2];
};

/* A block argument: the value and its block. A result's op is found from the
 * result's address (results are the op's trailing array). */
typedef struct CmirBlockArg {
  CmirValue value;
  CmirBlock *block;
  uintptr_t aux; /* the printer's scratch (its name); not preserved */
} CmirBlockArg;

/* One operand slot of an operation: a node in its value's use list. */
struct CmirUse {
  CmirValue *value;
  CmirUse *next;
  CmirUse **prev; /* address of the pointer that points here */
  CmirOp *owner;
};

/* One successor slot of a terminator: a node in the block's predecessor list. */
struct CmirBlockUse {
  CmirBlock *block;
  CmirBlockUse *next;
  CmirBlockUse **prev;
  CmirOp *owner;
};

struct CmirOp {
  const CmirOpInfo *info;
  CmirOp *prev, *next;
  CmirBlock *block;
  CmirLoc loc;
  uint32_t nopnds, nresults, nsuccs, nregions;
  uint32_t opnd_cap; /* capacity of opnds */
  uint32_t order;    /* position in the block, valid while block->order_valid */
  CmirUse *opnds;    /* the inline slots, or a separate array once grown */
  const CmirAttr *props; /* inherent attributes (MLIR properties), DICT or NULL */
  const CmirAttr *attrs; /* discardable attributes, DICT or NULL */
  void *aux;             /* scratch for the printer and passes; not preserved */
  /* The same allocation continues with the regions, the successors and the
   * inline operand slots: see cmir_op_regions and cmir_op_succs. */
  CmirValue results[];
};

struct CmirBlock {
  CmirRegion *parent;
  CmirBlock *prev, *next;
  CmirOp *first, *last;
  CmirValue **args;
  CmirLoc *arg_locs; /* location per argument, or NULL if none were set */
  uint32_t nargs, args_cap;
  CmirBlockUse *preds; /* successor slots that point here */
  bool order_valid;
  bool in_arena; /* allocated in an IR arena: not freed alone */
  uint32_t aux; /* the printer's scratch (1 + block number); not preserved */
  uint32_t rpo; /* the verifier's scratch (1 + reverse post-order index, 0 if
                   unreachable), valid for the region being verified */
};

struct CmirRegion {
  CmirOp *parent;
  CmirBlock *first, *last;
};

/* ---- operation definitions (one table entry per registered op) ---- */

enum {
  CMIR_TRAIT_TERMINATOR = 1u << 0,
  CMIR_TRAIT_ISOLATED = 1u << 1,   /* IsolatedFromAbove */
  CMIR_TRAIT_PURE = 1u << 2,       /* no side effects: removable if unused */
  CMIR_TRAIT_COMMUTATIVE = 1u << 3,
  CMIR_TRAIT_SYMBOL = 1u << 4,       /* defines sym_name */
  CMIR_TRAIT_SYMBOL_TABLE = 1u << 5, /* its region is a symbol table */
  CMIR_TRAIT_NO_TERMINATOR = 1u << 6,
  CMIR_TRAIT_SINGLE_BLOCK = 1u << 7,
  CMIR_TRAIT_CONSTANT_LIKE = 1u << 8,
  CMIR_TRAIT_ATTR_SIZED_OPERANDS = 1u << 9, /* operandSegmentSizes */
  CMIR_TRAIT_ATTR_SIZED_RESULTS = 1u << 10, /* resultSegmentSizes */
  CMIR_TRAIT_RETURN_LIKE = 1u << 11,
  CMIR_TRAIT_SAME_TYPE = 1u << 12, /* SameOperandsAndResultType */
  CMIR_TRAIT_FUNCTION_LIKE = 1u << 13,
  CMIR_TRAIT_AFFINE_SCOPE = 1u << 14,
  CMIR_TRAIT_RECURSIVE_EFFECTS = 1u << 15, /* pure iff its body is */
  CMIR_TRAIT_ALLOC = 1u << 16,             /* only allocates: removable if unused */
  CMIR_TRAIT_RESULT_NAMES = 1u << 17,      /* custom form names results after their groups */
};

typedef struct CmirParser CmirParser;
typedef struct CmirPrinter CmirPrinter;
typedef struct CmirOpState CmirOpState;

typedef CmirStatus (*CmirVerifyFn)(CmirOp *op);
typedef CmirStatus (*CmirCustomParseFn)(CmirParser *p, CmirOpState *st);
typedef void (*CmirCustomPrintFn)(CmirPrinter *pr, CmirOp *op);
/* Folds op given constant operand attributes (NULL = not constant). Writes one
 * attribute or value per result; returns false if it did not fold. */
typedef struct CmirFoldResult {
  const CmirAttr *attr; /* constant result, or */
  CmirValue *value;     /* an existing value */
} CmirFoldResult;
typedef bool (*CmirFoldFn)(CmirOp *op, const CmirAttr *const *cst, CmirFoldResult *out);
/* Canonicalization patterns (MLIR's getCanonicalizationPatterns), run by
 * canonicalize's greedy driver after the fold hook fails. The hook makes
 * every change through the rewriter, so the driver re-queues what changed:
 * insert places a new op before another, replace moves the uses of op's
 * results to vals and erases op, modified reports an op changed in place,
 * erase erases an unused op. True if the hook changed anything. */
typedef struct CmirPatRewriter CmirPatRewriter;
struct CmirPatRewriter {
  void (*insert)(CmirPatRewriter *rw, CmirOp *before, CmirOp *op);
  void (*replace)(CmirPatRewriter *rw, CmirOp *op, CmirValue *const *vals);
  void (*modified)(CmirPatRewriter *rw, CmirOp *op);
  void (*erase)(CmirPatRewriter *rw, CmirOp *op);
};
typedef bool (*CmirCanonFn)(CmirPatRewriter *rw, CmirOp *op);
/* Result types from operand types and properties, for formats that do not
 * spell the result types. */
typedef CmirStatus (*CmirInferFn)(CmirOpState *st);

/* Static description of a registered op; the dialect files hold tables of
 * these. Operand, result, region and successor lists are comma-separated
 * names; a trailing `*` marks a variadic group, `?` an optional one. `props`
 * lists inherent attributes as `name` or `name=default-text`, a trailing `?`
 * marks an optional one, `:kind` the attribute class it is stored as (`str`,
 * `fntype`, `flatsym`, `i64enum` with `#enum`, `typed`, `i32arr`, `i64arr`,
 * `ielems`), checked as MLIR's generated
 * code does when building properties and verifying. `format` is an MLIR declarative assembly format;
 * parse/print hooks replace it where the syntax is not declarative. */
struct CmirOpDef {
  unsigned id; /* the op's integer identity (src/dialect/ops.h), or 0 */
  const char *name;
  uint32_t traits;
  const char *operands;
  const char *results;
  const char *props;
  const char *regions;
  const char *successors;
  const char *format;
  CmirCustomParseFn parse;
  CmirCustomPrintFn print;
  CmirVerifyFn verify;
  CmirFoldFn fold;
  CmirInferFn infer;
  const char *asm_name; /* default result name in custom form, e.g. "alloc" */
  /* Type rules for the declarative format, `target=rule` separated by ';':
   * rule is a type (`index`), a group name (same types), `elem(g)`,
   * `i1like(g)`, `inputs(g)` or `results(g)` of a function type. */
  const char *types;
  const char *default_dialect; /* dialect whose prefix its regions may omit */
  /* Checks run once the nested ops are verified (MLIR's region traits,
   * verifyWithRegions interfaces and verifyRegions); `verify` runs before. */
  CmirVerifyFn verify_regions;
  /* HasParent<...>: the name of the op the op must be directly nested in,
   * checked before the Terminator trait, as MLIR's trait order does. */
  const char *parent;
  CmirCanonFn canon; /* canonicalization patterns, after fold */
};

void cmir_register_dialect(CmirContext *ctx, const char *name, const CmirOpDef *defs, size_t n);
const CmirOpInfo *cmir_op_info(CmirContext *ctx, const char *name, size_t len);
bool cmir_dialect_is_registered(CmirContext *ctx, const char *name, size_t len);
const char *cmir_op_name(const CmirOp *op);
bool cmir_op_is(const CmirOp *op, const char *name);
/* The op's integer identity (its CmirOpDef's id; 0 when unregistered). */
unsigned cmir_op_id(const CmirOp *op);
/* The registered op with that identity, or NULL. */
const CmirOpInfo *cmir_op_info_by_id(CmirContext *ctx, unsigned id);
bool cmir_op_is_registered(const CmirOp *op);
uint32_t cmir_op_traits(const CmirOp *op);

/* ---- creating and editing IR ---- */

/* Everything needed to create an op; parsers and builders fill one in. */
struct CmirOpState {
  CmirContext *ctx;
  const CmirOpInfo *info;
  CmirLoc loc;
  CmirValue **opnds;
  uint32_t nopnds, opnd_cap;
  const CmirType **rtypes;
  uint32_t nresults, rtype_cap;
  CmirBlock **succs;
  uint32_t nsuccs, succ_cap;
  CmirRegion **regions; /* detached regions, moved into the op */
  uint32_t nregions, region_cap;
  const CmirAttr *props; /* DICT or NULL */
  const CmirAttr *attrs; /* DICT or NULL */
  /* Inline storage for the common case; a state must not be copied by value. */
  CmirValue *opnds_inl[6];
  const CmirType *rtypes_inl[4];
};

void cmir_opstate_init(CmirOpState *st, CmirContext *ctx, const CmirOpInfo *info, CmirLoc loc);
void cmir_opstate_free(CmirOpState *st); /* also destroys regions not moved into an op */
void cmir_opstate_add_operand(CmirOpState *st, CmirValue *v);
void cmir_opstate_add_result(CmirOpState *st, const CmirType *t);
void cmir_opstate_add_successor(CmirOpState *st, CmirBlock *b);
CmirRegion *cmir_opstate_add_region(CmirOpState *st);
void cmir_opstate_set_prop(CmirOpState *st, const char *name, const CmirAttr *value);
void cmir_opstate_set_attr(CmirOpState *st, const char *name, const CmirAttr *value);
/* Creates a detached op; consumes the state's regions (state stays valid for free). */
CmirOp *cmir_op_create(CmirOpState *st);
/* A detached op of id with n operands, one result of type rt (none if rt is
 * NULL) and the properties props (a DICT, or NULL): the common short case. */
CmirOp *cmir_op_create_simple(CmirContext *ctx, unsigned id, CmirLoc loc, uint32_t n,
                              CmirValue *const *opnds, const CmirType *rt, const CmirAttr *props);
/* The same with one property, name = value (none if name is NULL), the
 * op's other properties at their defaults. */
CmirOp *cmir_op_create_prop(CmirContext *ctx, unsigned id, CmirLoc loc, uint32_t n,
                            CmirValue *const *opnds, const CmirType *rt, const char *name,
                            const CmirAttr *value);
/* Erases: unlinks from its block, drops operand uses, frees it. Results must be unused. */
void cmir_op_erase(CmirOp *op);
void cmir_op_destroy(CmirOp *op); /* a detached op */
void cmir_op_remove(CmirOp *op);  /* unlink from its block, keep alive */
/* Unlinks the operands and successors of op and of every op nested in it
 * (MLIR's dropAllReferences); the op can then be destroyed at any time. */
void cmir_op_drop_references(CmirOp *op);

void cmir_block_append(CmirBlock *b, CmirOp *op);
void cmir_block_insert_before(CmirOp *before, CmirOp *op);
void cmir_block_insert_after(CmirOp *after, CmirOp *op);

CmirBlock *cmir_block_create(void);
void cmir_block_destroy(CmirBlock *b); /* detached block and its ops */
CmirValue *cmir_block_add_arg(CmirBlock *b, const CmirType *type);
void cmir_block_erase_arg(CmirBlock *b, uint32_t i); /* must be unused */
/* Argument locations are kept as CmirLoc, like an op's: a file location
 * need not be uniqued until it is printed. Unknown: attr and file NULL. */
void cmir_block_set_arg_loc(CmirBlock *b, uint32_t i, CmirLoc loc);
CmirLoc cmir_block_arg_loc(const CmirBlock *b, uint32_t i);
static inline bool cmir_loc_known(CmirLoc l) { return l.attr || l.file; }
void cmir_region_append(CmirRegion *r, CmirBlock *b);
void cmir_region_remove(CmirRegion *r, CmirBlock *b);
void cmir_region_insert_after(CmirRegion *r, CmirBlock *after, CmirBlock *b);
CmirRegion *cmir_region_create(void);
void cmir_region_destroy(CmirRegion *r); /* detached region and its blocks */
/* Moves all blocks of src to the end of dst. */
void cmir_region_take(CmirRegion *dst, CmirRegion *src);

void cmir_op_set_operand(CmirOp *op, uint32_t i, CmirValue *v);
void cmir_op_set_operands(CmirOp *op, uint32_t n, CmirValue *const *v);
void cmir_op_set_successor(CmirOp *op, uint32_t i, CmirBlock *b);
void cmir_value_replace_all_uses(CmirValue *from, CmirValue *to);
static inline bool cmir_value_has_uses(const CmirValue *v) { return v->uses != NULL; }
static inline CmirValue *cmir_op_operand(const CmirOp *op, uint32_t i) {
  return op->opnds[i].value;
}
static inline CmirValue *cmir_op_result(CmirOp *op, uint32_t i) { return &op->results[i]; }
static inline CmirRegion *cmir_op_regions(const CmirOp *op) {
  return (CmirRegion *)(op->results + op->nresults);
}
static inline CmirBlockUse *cmir_op_succs(const CmirOp *op) {
  return (CmirBlockUse *)(cmir_op_regions(op) + op->nregions);
}
/* Defining op, NULL for block args. */
static inline CmirOp *cmir_value_def(const CmirValue *v) {
  if (v->is_arg)
    return NULL;
  return (CmirOp *)((char *)(v - v->index) - offsetof(CmirOp, results));
}
static inline CmirBlock *cmir_value_block(const CmirValue *v) {
  if (v->is_arg)
    return v->is_arg == 1 ? ((const CmirBlockArg *)v)->block : NULL;
  return cmir_value_def(v)->block;
}
/* The value attribute of the constant-like op defining v (its `value`
 * property, or what its fold hook gives), else NULL. */
const CmirAttr *cmir_constant_value(const CmirValue *v);
CmirOp *cmir_op_parent(const CmirOp *op); /* enclosing op, NULL at top */
bool cmir_op_is_ancestor(const CmirOp *anc, const CmirOp *op);
bool cmir_op_before_in_block(CmirOp *a, CmirOp *b);
/* Operands forwarded to successor i (from the op definition), as a range. */
void cmir_op_successor_operands(const CmirOp *op, uint32_t i, uint32_t *start, uint32_t *n);
/* The same for every successor at once (start[i], n[i]; nsuccs entries),
 * in time linear in the successors (cf.switch's case ranges each sum the
 * segments before them when looked up one by one). */
void cmir_op_successor_ranges(const CmirOp *op, uint32_t *start, uint32_t *n);
/* Operands of the named group of a registered op. */
void cmir_op_operand_group(const CmirOp *op, uint32_t group, uint32_t *start, uint32_t *n);

const CmirAttr *cmir_op_get_prop(const CmirOp *op, const char *name);
const CmirAttr *cmir_op_get_attr(const CmirOp *op, const char *name);
/* Inherent attribute if the op has one of that name, else discardable. */
const CmirAttr *cmir_op_get(const CmirOp *op, const char *name);
void cmir_op_set_prop(CmirOp *op, const char *name, const CmirAttr *value);
void cmir_op_set_attr(CmirOp *op, const char *name, const CmirAttr *value);

/* Walks op and everything nested in pre-order; stop by returning false. */
typedef bool (*CmirWalkFn)(CmirOp *op, void *user);
bool cmir_op_walk(CmirOp *op, CmirWalkFn fn, void *user);
uint64_t cmir_op_count(CmirOp *op); /* op and all nested ops */

/* ------------------------------------------------------------------------ */
/* Context, diagnostics                                                      */

typedef enum CmirSeverity { CMIR_NOTE, CMIR_WARNING, CMIR_ERROR, CMIR_REMARK } CmirSeverity;

typedef struct CmirDiagnostic {
  CmirSeverity severity;
  CmirLoc loc;
  const char *msg;
  struct CmirDiagnostic *notes; /* attached notes */
  uint32_t nnotes;
} CmirDiagnostic;

/* A handler returns true if it consumed the diagnostic. Default: print to
 * stderr in MLIR's format with the source line and a caret. */
typedef void (*CmirDiagHandler)(const CmirDiagnostic *d, void *user);

/* A context knows no dialect and no syntax until they are registered:
 * cmir_dialects_register_all registers every dialect of cmir, and the text
 * syntax they need (as MLIR's registerAllDialects), right after creation. */
CmirContext *cmir_context_create(void);
void cmir_dialects_register_all(CmirContext *ctx);
void cmir_context_destroy(CmirContext *ctx);
void cmir_context_set_diag_handler(CmirContext *ctx, CmirDiagHandler fn, void *user);
void cmir_context_allow_unregistered(CmirContext *ctx, bool allow);
bool cmir_context_allows_unregistered(CmirContext *ctx);
/* Registers a source buffer so diagnostics can show the line; the context
 * keeps only the pointer, the caller keeps the buffer alive. */
void cmir_context_add_source(CmirContext *ctx, const CmirIdent *file, const char *buf,
                             size_t len);
void cmir_context_remove_source(CmirContext *ctx, const CmirIdent *file);
uint64_t cmir_context_error_count(CmirContext *ctx);

/* Emit a diagnostic. Notes emitted with cmir_note right after an error are
 * attached to it. */
CmirStatus cmir_error(CmirContext *ctx, CmirLoc loc, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
void cmir_warning(CmirContext *ctx, CmirLoc loc, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
void cmir_note(CmirContext *ctx, CmirLoc loc, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
CmirStatus cmir_op_error(CmirOp *op, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
void cmir_op_note(CmirOp *op, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
/* Prints a diagnostic the default way into f. */
void cmir_diag_print(CmirContext *ctx, const CmirDiagnostic *d, FILE *f);
CmirContext *cmir_op_context(const CmirOp *op);

/* ------------------------------------------------------------------------ */
/* Text                                                                      */

typedef struct CmirParseOptions {
  const char *filename;   /* for locations and diagnostics */
  uint32_t line_offset;   /* added to line numbers (split-input-file chunks) */
  /* The buffer is a read-only private file mapping (cmir_tool_map_input):
   * the parser drops pages it has read from memory; they are re-read from
   * the file if a diagnostic needs them. */
  bool discard_consumed;
  /* --no-implicit-module: the source must hold exactly one top-level op,
   * which is returned as it is (not wrapped in a module). */
  bool no_implicit_module;
} CmirParseOptions;

/* Parses a whole buffer into a module. Top-level ops that are not a single
 * builtin.module get wrapped in one (as mlir-opt does), unless
 * no_implicit_module. NULL on failure. */
CmirOp *cmir_parse_source(CmirContext *ctx, const char *buf, size_t len,
                          const CmirParseOptions *opts);
/* Parses a type or attribute from text. NULL on failure. */
const CmirType *cmir_parse_type_str(CmirContext *ctx, const char *s);
const CmirAttr *cmir_parse_attr_str(CmirContext *ctx, const char *s);

typedef struct CmirPrintOptions {
  bool generic;    /* --mlir-print-op-generic */
  bool debug_info; /* --mlir-print-debuginfo */
  bool local_scope; /* --mlir-print-local-scope: no aliases (#map, #set, #loc) */
  bool skip_regions; /* --mlir-print-skip-regions: every region printed as {...} */
  /* --mlir-print-elementsattrs-with-hex-if-larger=N: dense elements with
   * more than N elements print as hex (-1 never); when not given, 100. */
  bool hex_limit_given;
  int64_t hex_limit;
  /* --mlir-print-unique-ssa-ids: value numbers and names are never reused
   * in sibling regions (as the generic form numbers them) */
  bool unique_ids;
  /* --mlir-pretty-debuginfo: locations in MLIR's pretty form, inline */
  bool pretty_debuginfo;
} CmirPrintOptions;

struct CmirStrBuf;
void cmir_print_op(struct CmirStrBuf *out, CmirOp *op, const CmirPrintOptions *opts);
void cmir_print_type(struct CmirStrBuf *out, const CmirType *t);
void cmir_print_attr(struct CmirStrBuf *out, const CmirAttr *a);
/* Convenience: prints into a malloc'd string the caller frees. */
char *cmir_type_str(const CmirType *t);
char *cmir_attr_str(const CmirAttr *a);

/* ------------------------------------------------------------------------ */
/* Bytecode (bytecode/; the format is docs/bytecode.md)                      */

#define CMIR_BC_VERSION 1 /* the version written, and the newest one read */

typedef struct CmirBcWriteOptions {
  bool strip_locations; /* leave out op and block-argument locations */
  const char *producer; /* header producer string; NULL: "cmir <version>" */
} CmirBcWriteOptions;

/* Writes op (usually a builtin.module) and everything in it into a malloc'd
 * buffer the caller frees. Fails (with a diagnostic) on IR the format cannot
 * hold, such as a value used across an isolated region's boundary. */
CmirStatus cmir_bc_write(CmirOp *op, const CmirBcWriteOptions *opts, void **data, size_t *len);
CmirStatus cmir_bc_write_file(CmirOp *op, const CmirBcWriteOptions *opts, FILE *f);

/* True if buf starts with the bytecode magic (how tools tell bytecode from text). */
bool cmir_bc_is_bytecode(const void *buf, size_t len);

typedef struct CmirBcReadOptions {
  const char *filename; /* for diagnostics; NULL: "<bytecode>" */
  bool lazy;            /* readers only: leave isolated bodies until materialized */
  bool no_checksums;    /* skip checksum verification (for tests of the decoder) */
  bool borrow_blobs;    /* dense payloads stay in buf, which must then outlive ctx */
  bool verify;          /* cmir_bc_read*: run the verifier too (as cmir_verify);
                           lazy readers: verify each op materialized or looked up */
  unsigned threads;     /* cmir_bc_read*: 0 one per CPU (at most 8) for large files,
                           1 none, N > 1 that many whenever there are 2 bodies */
} CmirBcReadOptions;

/* Reads a whole file from a buffer (which may be mmap'd; it is not kept) or
 * a path (mmap'd while reading). NULL, with a diagnostic naming the section
 * and file offset, on bad input (or, with opts->verify, the verifier's
 * diagnostics on invalid IR). Dialects of unregistered ops must be
 * registered unless the context allows unregistered dialects. The bodies of
 * functions are decoded (and verified) by several threads when
 * opts->threads allows; the result and the diagnostics are the same. */
CmirOp *cmir_bc_read(CmirContext *ctx, const void *buf, size_t len, const CmirBcReadOptions *opts);
CmirOp *cmir_bc_read_path(CmirContext *ctx, const char *path, const CmirBcReadOptions *opts);

/* Lazy loading. A reader keeps buf (the caller keeps it alive until
 * cmir_bc_reader_close). cmir_bc_reader_root decodes the root op and its own
 * body; with opts->lazy, the bodies of isolated ops inside it (functions)
 * stay empty until cmir_bc_materialize decodes them, each on its own: a body
 * is loaded on its first use through the reader. The IR returned belongs to
 * the caller; materialize only ops that are still alive. */
typedef struct CmirBcReader CmirBcReader;
CmirBcReader *cmir_bc_reader_open(CmirContext *ctx, const void *buf, size_t len,
                                  const CmirBcReadOptions *opts);
CmirOp *cmir_bc_reader_root(CmirBcReader *r);
CmirStatus cmir_bc_materialize(CmirBcReader *r, CmirOp *op); /* no-op if loaded */
CmirStatus cmir_bc_materialize_all(CmirBcReader *r, CmirOp *root);
bool cmir_bc_is_materialized(CmirBcReader *r, const CmirOp *op);
/* The op directly in root's regions whose sym_name is name, materialized;
 * NULL if there is none (or it fails to load, or with opts->verify to
 * verify). */
CmirOp *cmir_bc_lookup_symbol(CmirBcReader *r, CmirOp *root, const char *name);
uint64_t cmir_bc_reader_op_count(const CmirBcReader *r); /* ops decoded so far */
void cmir_bc_reader_close(CmirBcReader *r);

/* Checks the header and every checksum, decoding nothing (fast). */
CmirStatus cmir_bc_verify(CmirContext *ctx, const void *buf, size_t len, const char *filename);
/* Reads the file and prints bytes per section and table sizes to out. */
CmirStatus cmir_bc_print_stats(CmirContext *ctx, const void *buf, size_t len,
                               const char *filename, FILE *out);

/* ------------------------------------------------------------------------ */
/* Verification and passes                                                   */

CmirStatus cmir_verify(CmirOp *op);
/* As cmir_verify; print_op_note adds MLIR's "see current operation" note. */
CmirStatus cmir_verify_ex(CmirOp *op, bool print_op_note);

/* Registers every pass of cmir in ctx (as MLIR's registerAllPasses): a
 * pipeline names only registered passes. */
void cmir_passes_register_all(CmirContext *ctx);
typedef struct CmirPassManager CmirPassManager;
CmirPassManager *cmir_pm_create(CmirContext *ctx);
void cmir_pm_destroy(CmirPassManager *pm);
/* Adds passes from a textual pipeline: `builtin.module(canonicalize,cse)`,
 * with nested pipelines for the ops directly inside (`func.func(cse)`), or a
 * bare comma list `canonicalize,cse`. */
CmirStatus cmir_pm_parse_pipeline(CmirPassManager *pm, const char *pipeline);
CmirStatus cmir_pm_add(CmirPassManager *pm, const char *pass_name, const char *options);
CmirStatus cmir_pm_run(CmirPassManager *pm, CmirOp *module);
void cmir_pm_set_verify_each(CmirPassManager *pm, bool on);
/* Lists the registered passes (name, summary) for --help. */
typedef struct CmirPassInfo {
  const char *name;
  const char *summary;
} CmirPassInfo;
const CmirPassInfo *cmir_passes(size_t *n);

/* ------------------------------------------------------------------------ */
/* Reference interpreter (interp/): runs func, arith, cf, scf and memref     */
/* programs with MLIR's semantics and reports undefined behaviour.           */

typedef struct CmirInterp CmirInterp;

typedef enum CmirInterpStatus {
  CMIR_INTERP_OK = 0,        /* ran to completion */
  CMIR_INTERP_BAD_INPUT = 1, /* cannot run the module (diagnostic emitted) */
  CMIR_INTERP_UB = 2,        /* undefined behaviour detected (diagnostic emitted) */
  CMIR_INTERP_LIMIT = 3      /* step or call depth limit reached (diagnostic emitted) */
} CmirInterpStatus;

/* What the entry function returns (mlir-cpu-runner's -entry-point-result). */
typedef enum CmirInterpResult {
  CMIR_INTERP_VOID,
  CMIR_INTERP_I32,
  CMIR_INTERP_I64,
  CMIR_INTERP_F32,
  CMIR_INTERP_F64
} CmirInterpResult;

typedef struct CmirInterpOptions {
  bool check_uninit;  /* reading memory never written is undefined behaviour */
  bool check_leaks;   /* heap allocations alive at exit are reported (status UB) */
  bool trace;         /* one line per executed op on trace_out */
  bool dump_code;     /* print the internal code of every function on trace_out */
  uint64_t max_steps; /* executed ops before CMIR_INTERP_LIMIT; 0 = no limit */
  uint32_t max_depth; /* call depth limit; 0 = 100000 */
  FILE *out;          /* program output; NULL = stdout */
  FILE *trace_out;    /* NULL = stderr */
} CmirInterpOptions;

typedef union CmirInterpValue {
  int64_t i; /* i32 (sign-extended) and i64 results */
  float f;
  double d;
} CmirInterpValue;

/* Translates every function of a verified module into internal code. Fails
 * with CMIR_INTERP_BAD_INPUT (and a diagnostic) on ops, types or external
 * functions it cannot run. The module must outlive the interpreter. */
CmirInterpStatus cmir_interp_create(CmirOp *module, const CmirInterpOptions *opts,
                                    CmirInterp **out);
void cmir_interp_destroy(CmirInterp *interp);
/* Runs the argument-less function `entry` returning `kind`. */
CmirInterpStatus cmir_interp_run(CmirInterp *interp, const char *entry, CmirInterpResult kind,
                                 CmirInterpValue *result);
/* Ops executed so far (each op of each entered block, terminators included). */
uint64_t cmir_interp_steps(const CmirInterp *interp);

/* ------------------------------------------------------------------------ */
/* Tool support: what every cmir program shares                              */

#define CMIR_VERSION_STRING "0.1.0"

#include "io.h"

/* -entry-point-result's value (void, i32, i64, f32, f64) into *out; on
 * anything else prints "tool: bad -entry-point-result ..." and returns 1. */
int cmir_tool_parse_entry_result(const char *tool, const char *v, CmirInterpResult *out);
const char *cmir_tool_entry_result_name(CmirInterpResult kind); /* "void", "i32", ... */
/* The module in buf, text or cmir bytecode (told by its magic), verified;
 * bytecode is verified as it is read, its function bodies on one thread per
 * CPU. NULL once the diagnostics are out. fname names the input in them. */
CmirOp *cmir_tool_load(CmirContext *ctx, const char *fname, const char *buf, size_t len,
                       uint32_t line_offset);
/* Makes a verified module runnable by the interpreter: nothing to do, as
 * the interpreter runs the affine ops directly; the tools call it before
 * interpreting. */
CmirStatus cmir_tool_prepare_for_interp(CmirContext *ctx, CmirOp *module);
/* Prints an entry function's result as mlir-cpu-runner-19 does
 * (llvm::raw_ostream): integers in decimal, floats as "%e", nan, INF, -INF;
 * nothing for void. */
void cmir_tool_print_entry_result(FILE *f, CmirInterpResult kind, CmirInterpValue v);

/* --verify-diagnostics: collects diagnostics, then checks them against the
 * `// expected-error@+1 {{...}}` annotations of the source. */
typedef struct CmirDiagCollector {
  struct CmirCollected *items;
  uint32_t n, cap;
} CmirDiagCollector;
void cmir_diag_collector_install(CmirDiagCollector *dc, CmirContext *ctx);
/* Returns the number of mismatches, each reported as an error on stderr. */
int cmir_diag_collector_check(CmirDiagCollector *dc, CmirContext *ctx, const CmirIdent *file,
                              const char *buf, size_t len);
void cmir_diag_collector_free(CmirDiagCollector *dc);

#ifdef __cplusplus
}
#endif
#endif
