/* Translation of the LLVM dialect into LLVM IR through LLVM 19's C API
 * (docs/translation.md). One pass over the module: types are translated on
 * demand (identified structs are named before their bodies, so recursive
 * structs work), then every global and function is declared, global
 * initializers are computed, and function bodies are filled. Block
 * arguments become PHI nodes: each block gets its PHIs when it is created,
 * ops are translated in reverse post-order (definitions before uses), and
 * the incoming values are added once every block is done. */
#include "target/llvm/translate.h"

#include "dialect/llvm/llvm.h"
#include "support/support.h"
#include "transforms/transforms.h"

#include <llvm-c/Analysis.h>
#include <llvm-c/IRReader.h>
#include <llvm-c/Target.h>
#include <llvm-c/TargetMachine.h>

#include <inttypes.h>
#include <stdlib.h>
#include <string.h>
#ifdef CMIR_PLANTED_BUGS
#include "fuzz/planted.h"
#endif

/* ------------------------------------------------------------------------ */
/* Pointer maps (cmir type/value/block to LLVM object)                       */

typedef struct PtrMap {
  const void **keys;
  void **vals;
  uint32_t cap, n; /* cap a power of two, or 0 */
} PtrMap;

static uint32_t ptr_hash(const void *p) {
  uint64_t x = (uint64_t)(uintptr_t)p;
  x ^= x >> 33;
  x *= 0xff51afd7ed558ccdULL;
  x ^= x >> 29;
  return (uint32_t)x;
}

static void *pm_get(const PtrMap *m, const void *k) {
  if (!m->cap)
    return NULL;
  for (uint32_t i = ptr_hash(k) & (m->cap - 1);; i = (i + 1) & (m->cap - 1)) {
    if (m->keys[i] == k)
      return m->vals[i];
    if (!m->keys[i])
      return NULL;
  }
}

static void pm_put(PtrMap *m, const void *k, void *v) {
  if (2 * (m->n + 1) > m->cap) {
    PtrMap g = {cmir_xcalloc(m->cap ? 2 * m->cap : 64, sizeof(void *)), NULL,
                m->cap ? 2 * m->cap : 64, 0};
    g.vals = cmir_xcalloc(g.cap, sizeof(void *));
    for (uint32_t i = 0; i < m->cap; i++)
      if (m->keys[i])
        pm_put(&g, m->keys[i], m->vals[i]);
    free(m->keys);
    free(m->vals);
    *m = g;
  }
  uint32_t i = ptr_hash(k) & (m->cap - 1);
  while (m->keys[i] && m->keys[i] != k)
    i = (i + 1) & (m->cap - 1);
  if (!m->keys[i])
    m->n++;
  m->keys[i] = k;
  m->vals[i] = v;
}

static void pm_free(PtrMap *m) {
  free(m->keys);
  free(m->vals);
  memset(m, 0, sizeof *m);
}

/* ------------------------------------------------------------------------ */
/* Translation state                                                         */

typedef struct Tr {
  LLVMContextRef ctx; /* the caller's LLVM context */
  LLVMModuleRef mod;  /* the module being built */
  LLVMBuilderRef b;   /* positioned in the block being filled */
  PtrMap types;       /* const CmirType* -> LLVMTypeRef */
  PtrMap values;      /* CmirValue* -> LLVMValueRef */
  PtrMap blocks;      /* CmirBlock* -> LLVMBasicBlockRef */
  CmirStrMap syms;    /* symbol name -> LLVMValueRef (globals and functions) */
  PtrMap funcs;       /* LLVMValueRef of a function -> its llvm.func op */
  bool host_target;   /* host triple and layout where the module sets none */
} Tr;

static const CmirAttr *prop(const CmirOp *op, const char *name) {
  return cmir_op_get_prop(op, name);
}

/* Integer or enum property, dflt if absent. */
static uint64_t prop_uint(const CmirOp *op, const char *name, uint64_t dflt) {
  const CmirAttr *a = prop(op, name);
  if (!a)
    return dflt;
  if (a->kind == CMIR_ATTR_ENUM)
    return a->en.value;
  if (a->kind == CMIR_ATTR_INTEGER)
    return cmir_attr_uint_value(a);
  return dflt;
}

/* A unit property (or a true bool) is set. */
static bool prop_flag(const CmirOp *op, const char *name) {
  const CmirAttr *a = prop(op, name);
  if (!a)
    return false;
  if (a->kind == CMIR_ATTR_INTEGER)
    return cmir_attr_uint_value(a) != 0;
  return a->kind == CMIR_ATTR_UNIT;
}

/* NUL-terminated heap copy of a string attribute. */
static char *str_dup(const CmirAttr *a) {
  char *s = cmir_xmalloc(a->str.len + 1);
  memcpy(s, a->str.s, a->str.len);
  s[a->str.len] = 0;
  return s;
}

/* Calls set(v, the string) when op has the string property name. */
static void set_str_prop(const CmirOp *op, const char *name, LLVMValueRef v,
                         void (*set)(LLVMValueRef, const char *)) {
  const CmirAttr *a = prop(op, name);
  if (a && a->kind == CMIR_ATTR_STRING) {
    char *z = str_dup(a);
    set(v, z);
    free(z);
  }
}

/* An alignment LLVM accepts (a power of two, at most 2^32), or 0. */
static unsigned align_of(const CmirOp *op) {
  const CmirAttr *a = cmir_op_get_prop(op, "alignment");
  uint64_t v = a && a->kind == CMIR_ATTR_INTEGER ? cmir_attr_uint_value(a) : 0;
  return v && !(v & (v - 1)) && v <= (UINT64_C(1) << 32) ? (unsigned)v : 0;
}

static CmirStatus type_error(CmirOp *op, const CmirType *ty) {
  char *s = cmir_type_str(ty);
  cmir_op_error(op, "cannot translate type '%s' to LLVM IR", s);
  free(s);
  return CMIR_FAIL;
}

/* ------------------------------------------------------------------------ */
/* Types                                                                     */

static LLVMTypeRef tr_type_raw(Tr *t, const CmirType *ty);

static LLVMTypeRef tr_types(Tr *t, uint32_t n, const CmirType *const *tys, LLVMTypeRef *out) {
  for (uint32_t i = 0; i < n; i++)
    if (!(out[i] = tr_type_raw(t, tys[i])))
      return NULL;
  return (LLVMTypeRef)1; /* any non-NULL value */
}

/* The LLVM type of each float kind (tf32 has none). */
static LLVMTypeRef (*const float_types[])(LLVMContextRef) = {
    [CMIR_F_BF16] = LLVMBFloatTypeInContext, [CMIR_F_F16] = LLVMHalfTypeInContext,
    [CMIR_F_F32] = LLVMFloatTypeInContext,   [CMIR_F_F64] = LLVMDoubleTypeInContext,
    [CMIR_F_F80] = LLVMX86FP80TypeInContext, [CMIR_F_F128] = LLVMFP128TypeInContext};

/* The LLVM type of each type kind that has no parameters. */
static LLVMTypeRef (*const plain_types[CMIR_TYPE_KIND_COUNT])(LLVMContextRef) = {
    [CMIR_TYPE_LLVM_VOID] = LLVMVoidTypeInContext,
    [CMIR_TYPE_LLVM_TOKEN] = LLVMTokenTypeInContext,
    [CMIR_TYPE_LLVM_METADATA] = LLVMMetadataTypeInContext,
    [CMIR_TYPE_LLVM_LABEL] = LLVMLabelTypeInContext,
    [CMIR_TYPE_LLVM_X86MMX] = LLVMX86MMXTypeInContext,
    [CMIR_TYPE_LLVM_PPCFP128] = LLVMPPCFP128TypeInContext};

static LLVMTypeRef tr_type_raw(Tr *t, const CmirType *ty) {
  LLVMTypeRef r = pm_get(&t->types, ty);
  if (r)
    return r;
  switch (ty->kind) {
  case CMIR_TYPE_INTEGER:
    if (ty->integer.sign != CMIR_SIGNLESS || !ty->integer.width)
      return NULL;
    r = LLVMIntTypeInContext(t->ctx, ty->integer.width);
    break;
  case CMIR_TYPE_FLOAT:
    if (ty->flt.fk >= sizeof float_types / sizeof float_types[0] || !float_types[ty->flt.fk])
      return NULL;
    r = float_types[ty->flt.fk](t->ctx);
    break;
  case CMIR_TYPE_VECTOR: {
    if (ty->shaped.rank != 1 || ty->shaped.shape[0] <= 0 || ty->shaped.shape[0] > UINT32_MAX)
      return NULL;
    LLVMTypeRef e = tr_type_raw(t, ty->shaped.elem);
    if (!e)
      return NULL;
    unsigned n = (unsigned)ty->shaped.shape[0];
    r = ty->shaped.scalable && ty->shaped.scalable[0] ? LLVMScalableVectorType(e, n)
                                                      : LLVMVectorType(e, n);
    break;
  }
  case CMIR_TYPE_LLVM_VEC: {
    LLVMTypeRef e = tr_type_raw(t, ty->lvec.elem);
    if (!e || !ty->lvec.n)
      return NULL;
    r = ty->flags & 1 ? LLVMScalableVectorType(e, ty->lvec.n) : LLVMVectorType(e, ty->lvec.n);
    break;
  }
  case CMIR_TYPE_LLVM_PTR:
    if (ty->ptr.addrspace >= (1u << 24)) /* LLVM's limit */
      return NULL;
    r = LLVMPointerTypeInContext(t->ctx, ty->ptr.addrspace);
    break;
  case CMIR_TYPE_LLVM_ARRAY: {
    LLVMTypeRef e = tr_type_raw(t, ty->arr.elem);
    if (!e)
      return NULL;
    r = LLVMArrayType2(e, ty->arr.n);
    break;
  }
  case CMIR_TYPE_LLVM_TARGET: {
    LLVMTypeRef *tps = cmir_xcalloc(ty->tgt.ntypes + 1, sizeof *tps);
    if (!tr_types(t, ty->tgt.ntypes, ty->tgt.types, tps)) {
      free(tps);
      return NULL;
    }
    r = LLVMTargetExtTypeInContext(t->ctx, ty->tgt.name->str, tps, ty->tgt.ntypes,
                                   (unsigned *)ty->tgt.ints, ty->tgt.nints);
    free(tps);
    break;
  }
  case CMIR_TYPE_LLVM_STRUCT: {
    bool packed = ty->flags & CMIR_LLVM_STRUCT_PACKED;
    LLVMTypeRef *elts = cmir_xcalloc(ty->st.n + 1, sizeof *elts);
    if (ty->flags & CMIR_LLVM_STRUCT_IDENTIFIED) {
      /* Named first, so that a body referring to the struct finds it. */
      r = LLVMStructCreateNamed(t->ctx, ty->st.name->str);
      pm_put(&t->types, ty, r);
      bool has_body =
          (ty->flags & CMIR_LLVM_STRUCT_INITIALIZED) && !(ty->flags & CMIR_LLVM_STRUCT_OPAQUE);
      if (has_body) {
        if (!tr_types(t, ty->st.n, ty->st.types, elts)) {
          free(elts);
          return NULL;
        }
        LLVMStructSetBody(r, elts, ty->st.n, packed);
      }
    } else {
      if (tr_types(t, ty->st.n, ty->st.types, elts))
        r = LLVMStructTypeInContext(t->ctx, elts, ty->st.n, packed);
    }
    free(elts);
    if (!r)
      return NULL;
    break;
  }
  case CMIR_TYPE_LLVM_FUNC: {
    LLVMTypeRef ret = tr_type_raw(t, ty->lfn.ret);
    if (!ret)
      return NULL;
    LLVMTypeRef *args = cmir_xcalloc(ty->lfn.n + 1, sizeof *args);
    if (tr_types(t, ty->lfn.n, ty->lfn.args, args))
      r = LLVMFunctionType(ret, args, ty->lfn.n, ty->flags & 1);
    free(args);
    if (!r)
      return NULL;
    break;
  }
  default:
    if (ty->kind >= sizeof plain_types / sizeof plain_types[0] || !plain_types[ty->kind])
      return NULL;
    r = plain_types[ty->kind](t->ctx);
    break;
  }
  pm_put(&t->types, ty, r);
  return r;
}

/* The type, or NULL after an error located at op. */
static LLVMTypeRef tr_type(Tr *t, const CmirType *ty, CmirOp *op) {
  LLVMTypeRef r = tr_type_raw(t, ty);
  if (!r)
    type_error(op, ty);
  return r;
}

/* ------------------------------------------------------------------------ */
/* Constants from attributes                                                 */

static unsigned float_bits(LLVMTypeRef ft) {
  switch (LLVMGetTypeKind(ft)) {
  case LLVMHalfTypeKind:
  case LLVMBFloatTypeKind:
    return 16;
  case LLVMFloatTypeKind:
    return 32;
  case LLVMDoubleTypeKind:
    return 64;
  case LLVMX86_FP80TypeKind:
    return 80;
  case LLVMFP128TypeKind:
  case LLVMPPC_FP128TypeKind:
    return 128;
  default:
    return 0;
  }
}

/* An integer constant of type it from little-endian 64-bit words. */
static LLVMValueRef const_int_words(LLVMTypeRef it, const uint64_t *w, uint32_t nw) {
  unsigned width = LLVMGetIntTypeWidth(it);
  if (width <= 64) {
    uint64_t v = nw ? w[0] : 0;
    if (width < 64)
      v &= (UINT64_C(1) << width) - 1;
    return LLVMConstInt(it, v, 0);
  }
  unsigned need = (width + 63) / 64;
  uint64_t *buf = cmir_xcalloc(need, sizeof *buf);
  memcpy(buf, w, (nw < need ? nw : need) * sizeof *buf);
  LLVMValueRef r = LLVMConstIntOfArbitraryPrecision(it, need, buf);
  free(buf);
  return r;
}

/* A scalar (integer, float or pointer) constant of type lt from raw bits. */
static LLVMValueRef const_scalar_bits(Tr *t, LLVMTypeRef lt, const uint64_t *w, uint32_t nw) {
  LLVMTypeKind k = LLVMGetTypeKind(lt);
  if (k == LLVMIntegerTypeKind)
    return const_int_words(lt, w, nw);
  unsigned fb = float_bits(lt);
  if (fb) {
    LLVMValueRef i = const_int_words(LLVMIntTypeInContext(t->ctx, fb), w, nw);
    return LLVMConstBitCast(i, lt);
  }
  return NULL;
}

/* Words of integer or float attribute a. */
static uint32_t attr_words(const CmirAttr *a, uint64_t tmp[2], const uint64_t **w) {
  if (a->kind == CMIR_ATTR_FLOAT) {
    tmp[0] = a->f.lo;
    tmp[1] = a->f.hi;
    *w = tmp;
    return 2;
  }
  if (a->i.words) {
    *w = a->i.words;
    return (cmir_type_bitwidth(a->i.type) + 63) / 64;
  }
  tmp[0] = a->i.v;
  *w = tmp;
  return 1;
}

/* Element idx of a dense attribute, as words. */
static uint32_t dense_words(const CmirAttr *a, uint64_t idx, uint64_t *buf, uint32_t cap) {
  const CmirType *elem = cmir_type_elem(a->dense.type);
  uint32_t eb = cmir_dense_elem_bytes(elem);
  const uint8_t *p = (const uint8_t *)a->dense.data + idx * eb;
  memset(buf, 0, cap * sizeof *buf);
  uint32_t nb = eb < cap * 8 ? eb : cap * 8;
  for (uint32_t i = 0; i < nb; i++)
    buf[i / 8] |= (uint64_t)p[i] << (8 * (i % 8));
  return (nb + 7) / 8;
}

typedef struct DenseCursor {
  const CmirAttr *a;
  uint64_t next, count; /* next element to read, elements held */
  uint64_t built;       /* aggregate elements built so far */
  bool splat;
} DenseCursor;

/* The most aggregate elements one dense constant may expand to: each takes
 * a pointer while its aggregate is built, so a splat over 400 GB would
 * exhaust memory instead of failing. 2^27 (a 1 GiB pointer array) is far
 * above any program's constants. */
#define DENSE_BUILD_MAX ((uint64_t)1 << 27)

static LLVMValueRef const_dense(Tr *t, DenseCursor *c, LLVMTypeRef lt, CmirOp *op);
static LLVMValueRef const_attr(Tr *t, const CmirAttr *a, LLVMTypeRef lt, CmirOp *op);

/* The number of elements of an array, vector or struct type; UINT64_MAX for
 * any other type. */
static uint64_t aggregate_len(LLVMTypeRef lt) {
  switch (LLVMGetTypeKind(lt)) {
  case LLVMArrayTypeKind:
    return LLVMGetArrayLength2(lt);
  case LLVMVectorTypeKind:
    return LLVMGetVectorSize(lt);
  case LLVMStructTypeKind:
    return LLVMCountStructElementTypes(lt);
  default:
    return UINT64_MAX;
  }
}

/* The constant of array, vector or struct type lt with n elements: the
 * attributes elems when given, else the dense elements at cursor c. */
static LLVMValueRef const_aggregate(Tr *t, LLVMTypeRef lt, uint64_t n, const CmirAttr *const *elems,
                                    DenseCursor *c, CmirOp *op) {
  LLVMTypeKind k = LLVMGetTypeKind(lt);
  LLVMValueRef *v = cmir_xcalloc(n + 1, sizeof *v);
  for (uint64_t i = 0; i < n; i++) {
    LLVMTypeRef et = k == LLVMStructTypeKind ? LLVMStructGetTypeAtIndex(lt, (unsigned)i)
                                             : LLVMGetElementType(lt);
    v[i] = elems ? const_attr(t, elems[i], et, op) : const_dense(t, c, et, op);
    if (!v[i]) {
      free(v);
      return NULL;
    }
  }
  LLVMValueRef r;
  if (k == LLVMArrayTypeKind)
    r = LLVMConstArray2(LLVMGetElementType(lt), v, n);
  else if (k == LLVMVectorTypeKind)
    r = LLVMConstVector(v, (unsigned)n);
  else if (LLVMGetStructName(lt))
    r = LLVMConstNamedStruct(lt, v, (unsigned)n);
  else
    r = LLVMConstStructInContext(t->ctx, v, (unsigned)n, LLVMIsPackedStruct(lt));
  free(v);
  return r;
}

/* A constant of type lt from the dense elements at the cursor, in row-major
 * order through arrays, vectors and structs. */
static LLVMValueRef const_dense(Tr *t, DenseCursor *c, LLVMTypeRef lt, CmirOp *op) {
  LLVMTypeKind k = LLVMGetTypeKind(lt);
  if (k == LLVMArrayTypeKind || k == LLVMVectorTypeKind || k == LLVMStructTypeKind) {
    uint64_t n = aggregate_len(lt);
    if (n > c->count * 64 + 1024 && !c->splat) {
      cmir_op_error(op, "dense attribute has too few elements for the LLVM type");
      return NULL;
    }
    if (n > DENSE_BUILD_MAX - c->built) {
      cmir_op_error(op, "dense constant too large to translate (more than %" PRIu64 " elements)",
                    DENSE_BUILD_MAX);
      return NULL;
    }
    c->built += n;
    return const_aggregate(t, lt, n, NULL, c, op);
  }
  if (k == LLVMScalableVectorTypeKind) {
    cmir_op_error(op, "dense constants of scalable vector type cannot be translated");
    return NULL;
  }
  uint64_t idx = c->splat ? 0 : c->next++;
  if (idx >= c->count) {
    cmir_op_error(op, "dense attribute has too few elements for the LLVM type");
    return NULL;
  }
  uint64_t w[16];
  uint32_t nw = dense_words(c->a, idx, w, 16);
  const CmirType *elem = cmir_type_elem(c->a->dense.type);
  if (elem->kind == CMIR_TYPE_INTEGER && elem->integer.width == 1)
    w[0] &= 1;
  /* Elements must have the leaf type exactly (an index is an i64). */
  bool match = LLVMGetTypeKind(lt) == LLVMIntegerTypeKind
                   ? (elem->kind == CMIR_TYPE_INDEX     ? 64
                      : elem->kind == CMIR_TYPE_INTEGER ? elem->integer.width
                                                        : 0) == LLVMGetIntTypeWidth(lt)
                   : elem->kind == CMIR_TYPE_FLOAT && tr_type_raw(t, elem) == lt;
  if (!match) {
    char *s = cmir_type_str(elem);
    char *l = LLVMPrintTypeToString(lt);
    cmir_op_error(op, "dense elements of type '%s' cannot initialize '%s'", s, l);
    free(s);
    LLVMDisposeMessage(l);
    return NULL;
  }
  LLVMValueRef r = const_scalar_bits(t, lt, w, nw);
  if (!r)
    cmir_op_error(op, "cannot translate a dense element to an LLVM constant of this type");
  return r;
}

/* A splat of scalar attribute a over vector type lt. */
static LLVMValueRef const_splat(Tr *t, const CmirAttr *a, LLVMTypeRef lt, CmirOp *op) {
  if (LLVMGetTypeKind(lt) != LLVMVectorTypeKind) {
    cmir_op_error(op, "cannot translate a scalar attribute to a constant of this type");
    return NULL;
  }
  unsigned n = LLVMGetVectorSize(lt);
  LLVMValueRef e = const_attr(t, a, LLVMGetElementType(lt), op);
  if (!e)
    return NULL;
  LLVMValueRef *v = cmir_xcalloc(n + 1, sizeof *v);
  for (unsigned i = 0; i < n; i++)
    v[i] = e;
  LLVMValueRef r = LLVMConstVector(v, n);
  free(v);
  return r;
}

/* The LLVM constant of type lt that attribute a denotes, or NULL after an
 * error located at op. */
static LLVMValueRef const_attr(Tr *t, const CmirAttr *a, LLVMTypeRef lt, CmirOp *op) {
  LLVMTypeKind k = LLVMGetTypeKind(lt);
  if (a->kind == CMIR_ATTR_DENSE_RESOURCE &&
      !(a = cmir_attr_resource_dense(cmir_op_context(op), a))) {
    cmir_op_error(op, "dense_resource without a blob of its type's size");
    return NULL;
  }
  switch (a->kind) {
  case CMIR_ATTR_INTEGER:
  case CMIR_ATTR_FLOAT: {
    if (k == LLVMVectorTypeKind)
      return const_splat(t, a, lt, op);
    bool want_float = float_bits(lt) != 0;
    if ((k != LLVMIntegerTypeKind && !want_float) || want_float != (a->kind == CMIR_ATTR_FLOAT)) {
      cmir_op_error(op, "cannot translate %s attribute to a constant of this type",
                    a->kind == CMIR_ATTR_FLOAT ? "a float" : "an integer");
      return NULL;
    }
    if (want_float && tr_type_raw(t, a->f.type) != lt) {
      cmir_op_error(op, "the float attribute does not have the constant's type");
      return NULL;
    }
    if (!want_float && !a->i.words && LLVMGetIntTypeWidth(lt) > 64)
      return LLVMConstInt(lt, (uint64_t)cmir_attr_int_value(a), 1); /* sign-extended */
    uint64_t tmp[2];
    const uint64_t *w;
    uint32_t nw = attr_words(a, tmp, &w);
    return const_scalar_bits(t, lt, w, nw);
  }
  case CMIR_ATTR_DENSE: {
    DenseCursor c = {a, 0, 0, 0, a->flags & 1};
    uint32_t eb = cmir_dense_elem_bytes(cmir_type_elem(a->dense.type));
    c.count = eb ? a->dense.nbytes / eb : 0;
    const CmirType *elem = cmir_type_elem(a->dense.type);
    if (elem->kind != CMIR_TYPE_INTEGER && elem->kind != CMIR_TYPE_FLOAT &&
        elem->kind != CMIR_TYPE_INDEX) {
      cmir_op_error(op, "cannot translate dense elements of this element type");
      return NULL;
    }
    if (c.splat && c.count) {
      /* A zero splat of any shape is the null constant (cheap for huge arrays). */
      const uint8_t *p = a->dense.data;
      bool zero = true;
      for (uint32_t i = 0; i < eb && zero; i++)
        zero = p[i] == 0;
      LLVMTypeKind lk = LLVMGetTypeKind(lt);
      if (zero && (lk == LLVMArrayTypeKind || lk == LLVMVectorTypeKind ||
                   lk == LLVMStructTypeKind || lk == LLVMScalableVectorTypeKind))
        return LLVMConstNull(lt);
    }
    LLVMValueRef r = const_dense(t, &c, lt, op);
    if (r && !c.splat && c.next != c.count) {
      cmir_op_error(op, "dense attribute has %" PRIu64 " elements but the LLVM type holds %" PRIu64,
                    c.count, c.next);
      return NULL;
    }
    return r;
  }
  case CMIR_ATTR_STRING:
    if (k != LLVMArrayTypeKind || LLVMGetTypeKind(LLVMGetElementType(lt)) != LLVMIntegerTypeKind ||
        LLVMGetIntTypeWidth(LLVMGetElementType(lt)) != 8 || LLVMGetArrayLength2(lt) != a->str.len) {
      cmir_op_error(op, "a string attribute needs an array type of i8 of its length");
      return NULL;
    }
    return LLVMConstStringInContext2(t->ctx, a->str.s, a->str.len, 1);
  case CMIR_ATTR_ARRAY: {
    uint64_t n = aggregate_len(lt);
    if (n != a->arr.n) {
      cmir_op_error(op, "array attribute does not match the aggregate type it initializes");
      return NULL;
    }
    return const_aggregate(t, lt, n, a->arr.elems, NULL, op);
  }
  default:
    cmir_op_error(op, "cannot translate this attribute to an LLVM constant");
    return NULL;
  }
}

/* ------------------------------------------------------------------------ */
/* Enums: cmir (MLIR) numbering to LLVM-C                                    */

static const LLVMLinkage linkage_map[] = {
    LLVMPrivateLinkage,     LLVMInternalLinkage,     LLVMAvailableExternallyLinkage,
    LLVMLinkOnceAnyLinkage, LLVMWeakAnyLinkage,      LLVMCommonLinkage,
    LLVMAppendingLinkage,   LLVMExternalWeakLinkage, LLVMLinkOnceODRLinkage,
    LLVMWeakODRLinkage,     LLVMExternalLinkage};

/* MLIR's ICmpPredicate order: eq ne slt sle sgt sge ult ule ugt uge. */
static const LLVMIntPredicate icmp_map[] = {LLVMIntEQ,  LLVMIntNE,  LLVMIntSLT, LLVMIntSLE,
                                            LLVMIntSGT, LLVMIntSGE, LLVMIntULT, LLVMIntULE,
                                            LLVMIntUGT, LLVMIntUGE};

/* MLIR's FCmpPredicate order: false oeq ogt oge olt ole one ord ueq ugt uge
 * ult ule une uno true (uno sits after une, unlike LLVM). */
static const LLVMRealPredicate fcmp_map[] = {LLVMRealPredicateFalse,
                                             LLVMRealOEQ,
                                             LLVMRealOGT,
                                             LLVMRealOGE,
                                             LLVMRealOLT,
                                             LLVMRealOLE,
                                             LLVMRealONE,
                                             LLVMRealORD,
                                             LLVMRealUEQ,
                                             LLVMRealUGT,
                                             LLVMRealUGE,
                                             LLVMRealULT,
                                             LLVMRealULE,
                                             LLVMRealUNE,
                                             LLVMRealUNO,
                                             LLVMRealPredicateTrue};

/* MLIR's fastmath bits: nnan ninf nsz arcp contract afn reassoc. */
static LLVMFastMathFlags fmf_map(uint64_t v) {
  static const LLVMFastMathFlags bits[] = {LLVMFastMathNoNaNs,        LLVMFastMathNoInfs,
                                           LLVMFastMathNoSignedZeros, LLVMFastMathAllowReciprocal,
                                           LLVMFastMathAllowContract, LLVMFastMathApproxFunc,
                                           LLVMFastMathAllowReassoc};
  LLVMFastMathFlags r = 0;
  for (unsigned i = 0; i < 7; i++)
    if (v & (1u << i))
      r |= bits[i];
  return r;
}

static void set_fmf(const CmirOp *op, LLVMValueRef v) {
  uint64_t f = prop_uint(op, "fastmathFlags", 0);
  if (f && LLVMIsAInstruction(v) && LLVMCanValueUseFastMathFlags(v))
    LLVMSetFastMathFlags(v, fmf_map(f));
}

/* ------------------------------------------------------------------------ */
/* Attributes of functions, arguments and results                            */

/* An LLVM attribute named name (LLVM's spelling) with value val (unit,
 * integer, string or type); NULL after an error. */
static LLVMAttributeRef make_attr(Tr *t, const char *name, size_t len, const CmirAttr *val,
                                  CmirOp *op) {
  unsigned kind = LLVMGetEnumAttributeKindForName(name, len);
  if (!kind) {
    if (val && val->kind == CMIR_ATTR_STRING)
      return LLVMCreateStringAttribute(t->ctx, name, (unsigned)len, val->str.s, val->str.len);
    if (val && val->kind == CMIR_ATTR_INTEGER) {
      char buf[32];
      int n = snprintf(buf, sizeof buf, "%" PRId64, cmir_attr_int_value(val));
      return LLVMCreateStringAttribute(t->ctx, name, (unsigned)len, buf, (unsigned)n);
    }
    return LLVMCreateStringAttribute(t->ctx, name, (unsigned)len, "", 0);
  }
  if (val && val->kind == CMIR_ATTR_TYPE) {
    LLVMTypeRef ty = tr_type(t, val->type.type, op);
    return ty ? LLVMCreateTypeAttribute(t->ctx, kind, ty) : NULL;
  }
  uint64_t v = 0;
  if (val && val->kind == CMIR_ATTR_INTEGER && !cmir_attr_is_bool(val))
    v = cmir_attr_uint_value(val);
  else if (val && val->kind == CMIR_ATTR_STRING) {
    char *s = str_dup(val);
    v = strtoull(s, NULL, 10);
    free(s);
  }
  bool is_align =
      (len == 5 && !memcmp(name, "align", 5)) || (len == 10 && !memcmp(name, "alignstack", 10));
  if (is_align && (!v || (v & (v - 1)) || v > (UINT64_C(1) << 32))) {
    cmir_op_error(op, "'%.*s' must be a power of two, not %" PRIu64, (int)len, name, v);
    return NULL;
  }
  return LLVMCreateEnumAttribute(t->ctx, kind, v);
}

/* `llvm.NAME` entries of an argument or result attribute dictionary. */
static CmirStatus add_dict_attrs(Tr *t, LLVMValueRef fn, LLVMAttributeIndex idx,
                                 const CmirAttr *dict, CmirOp *op) {
  if (!dict || dict->kind != CMIR_ATTR_DICT)
    return CMIR_OK;
  for (uint32_t i = 0; i < dict->dict.n; i++) {
    const CmirNamedAttr *e = &dict->dict.entries[i];
    if (strncmp(e->name->str, "llvm.", 5))
      continue; /* attributes of other dialects have no LLVM meaning */
    const char *name = e->name->str + 5;
    if (!LLVMGetEnumAttributeKindForName(name, strlen(name)))
      return cmir_op_error(op, "unknown LLVM argument or result attribute '%s'", e->name->str);
    if (e->value->kind == CMIR_ATTR_INTEGER && cmir_attr_is_bool(e->value) &&
        !cmir_attr_uint_value(e->value))
      continue; /* `llvm.noalias = false` */
    LLVMAttributeRef a = make_attr(t, name, strlen(name), e->value, op);
    if (!a)
      return CMIR_FAIL;
    LLVMAddAttributeAtIndex(fn, idx, a);
  }
  return CMIR_OK;
}

static void add_fn_attr(Tr *t, LLVMValueRef fn, const char *name, const char *value) {
  LLVMAttributeRef a;
  unsigned kind = value ? 0 : LLVMGetEnumAttributeKindForName(name, strlen(name));
  if (kind)
    a = LLVMCreateEnumAttribute(t->ctx, kind, 0);
  else
    a = LLVMCreateStringAttribute(t->ctx, name, (unsigned)strlen(name), value ? value : "",
                                  value ? (unsigned)strlen(value) : 0);
  LLVMAddAttributeAtIndex(fn, LLVMAttributeFunctionIndex, a);
}

/* `#llvm.memory_effects<other = X, argMem = X, inaccessibleMem = X>`, as
 * the parser keeps it (each location once, in this order), as the value
 * of LLVM's `memory` attribute (two bits per location: argument memory,
 * inaccessible memory, other; ref = 1, mod = 2). False for anything
 * else. */
static bool memory_effects(const CmirAttr *a, uint64_t *out) {
  if (a->kind != CMIR_ATTR_OPAQUE)
    return false;
  static const char *const parts[] = {
      "memory_effects<other = ", ", argMem = ", ", inaccessibleMem = "};
  static const unsigned shift[] = {4, 0, 2}; /* other, argMem, inaccessibleMem */
  static const char *const modes[] = {"readwrite", "none", "read", "write"};
  static const unsigned mode_bits[] = {3, 0, 1, 2};
  const char *p = a->opaque.body, *end = p + a->opaque.len;
  uint64_t v = 0;
  for (int i = 0; i < 3; i++) {
    size_t n = strlen(parts[i]);
    if ((size_t)(end - p) < n || memcmp(p, parts[i], n))
      return false;
    p += n;
    int m = 0;
    while (m < 4 && ((size_t)(end - p) < strlen(modes[m]) || memcmp(p, modes[m], strlen(modes[m]))))
      m++;
    if (m == 4)
      return false;
    p += strlen(modes[m]);
    v |= (uint64_t)mode_bits[m] << shift[i];
  }
  if (end - p != 1 || *p != '>')
    return false;
  *out = v;
  return true;
}

/* NUL-terminated copy of an opaque `#llvm.MNEMONIC<...>` attribute's text
 * between the angle brackets, or NULL if a is not one. */
static char *opaque_params(const CmirAttr *a, const char *mnemonic) {
  size_t m = strlen(mnemonic);
  if (!a || a->kind != CMIR_ATTR_OPAQUE || a->opaque.len < m + 2 ||
      memcmp(a->opaque.body, mnemonic, m) || a->opaque.body[m] != '<' ||
      a->opaque.body[a->opaque.len - 1] != '>')
    return NULL;
  size_t n = a->opaque.len - m - 2;
  char *s = cmir_xmalloc(n + 1);
  memcpy(s, a->opaque.body + m + 1, n);
  s[n] = 0;
  return s;
}

/* `#llvm.target_features<["+a", "-b"]>` as LLVM's "+a,-b". */
static char *target_features(const CmirAttr *a) {
  char *s = opaque_params(a, "target_features");
  if (!s)
    return NULL;
  size_t k = 0;
  bool in = false, first = true;
  for (size_t i = 0; s[i]; i++) {
    if (s[i] == '"') {
      if (!in && !first)
        s[k++] = ',';
      in = !in;
      first = false;
    } else if (in) {
      s[k++] = s[i];
    }
  }
  s[k] = 0;
  return s;
}

/* `#llvm.vscale_range<minRange = 1 : i32, maxRange = 16 : i32>` as the
 * value of LLVM's vscale_range attribute (min << 32 | max). */
static bool vscale_range(const CmirAttr *a, uint64_t *out) {
  char *s = opaque_params(a, "vscale_range");
  if (!s)
    return false;
  char *lo = strstr(s, "minRange"), *hi = strstr(s, "maxRange");
  bool ok = lo && hi;
  if (ok) {
    lo = strchr(lo, '=');
    hi = strchr(hi, '=');
    ok = lo && hi;
  }
  if (ok)
    *out = (strtoull(lo + 1, NULL, 10) << 32) | (strtoull(hi + 1, NULL, 10) & 0xffffffffu);
  free(s);
  return ok;
}

static CmirStatus func_attrs(Tr *t, CmirOp *op, LLVMValueRef fn) {
  const CmirAttr *a;
  if ((a = prop(op, "passthrough")) && a->kind == CMIR_ATTR_ARRAY) {
    for (uint32_t i = 0; i < a->arr.n; i++) {
      const CmirAttr *e = a->arr.elems[i], *val = NULL, *key = e;
      if (e->kind == CMIR_ATTR_ARRAY && e->arr.n == 2) {
        key = e->arr.elems[0];
        val = e->arr.elems[1];
      }
      if (key->kind != CMIR_ATTR_STRING || (val && val->kind != CMIR_ATTR_STRING))
        return cmir_op_error(op, "expected 'passthrough' to hold strings or [key, value] "
                                 "string pairs");
      LLVMAttributeRef at = make_attr(t, key->str.s, key->str.len, val, op);
      if (!at)
        return CMIR_FAIL;
      LLVMAddAttributeAtIndex(fn, LLVMAttributeFunctionIndex, at);
    }
  }
  static const char *const flags[][2] = {
      {"no_inline", "noinline"},
      {"always_inline", "alwaysinline"},
      {"no_unwind", "nounwind"},
      {"will_return", "willreturn"},
      {"optimize_none", "optnone"},
      {"convergent", "convergent"},
      {"arm_streaming", "aarch64_pstate_sm_enabled"},
      {"arm_locally_streaming", "aarch64_pstate_sm_body"},
      {"arm_streaming_compatible", "aarch64_pstate_sm_compatible"},
      {"arm_new_za", "aarch64_new_za"},
      {"arm_in_za", "aarch64_in_za"},
      {"arm_out_za", "aarch64_out_za"},
      {"arm_inout_za", "aarch64_inout_za"},
      {"arm_preserves_za", "aarch64_preserves_za"}};
  for (size_t i = 0; i < sizeof flags / sizeof flags[0]; i++)
    if (prop_flag(op, flags[i][0]))
      add_fn_attr(t, fn, flags[i][1], NULL);
  static const char *const strs[][2] = {{"target_cpu", "target-cpu"},
                                        {"tune_cpu", "tune-cpu"},
                                        {"denormal_fp_math", "denormal-fp-math"},
                                        {"denormal_fp_math_f32", "denormal-fp-math-f32"},
                                        {"fp_contract", "fp-contract"}};
  for (size_t i = 0; i < sizeof strs / sizeof strs[0]; i++)
    if ((a = prop(op, strs[i][0])) && a->kind == CMIR_ATTR_STRING) {
      char *s = str_dup(a);
      add_fn_attr(t, fn, strs[i][1], s);
      free(s);
    }
  static const char *const bools[][2] = {{"unsafe_fp_math", "unsafe-fp-math"},
                                         {"no_infs_fp_math", "no-infs-fp-math"},
                                         {"no_nans_fp_math", "no-nans-fp-math"},
                                         {"approx_func_fp_math", "approx-func-fp-math"},
                                         {"no_signed_zeros_fp_math", "no-signed-zeros-fp-math"}};
  for (size_t i = 0; i < sizeof bools / sizeof bools[0]; i++)
    if ((a = prop(op, bools[i][0])) && a->kind == CMIR_ATTR_INTEGER)
      add_fn_attr(t, fn, bools[i][1], cmir_attr_uint_value(a) ? "true" : "false");
  if ((a = prop(op, "frame_pointer")) && a->kind == CMIR_ATTR_ENUM &&
      a->en.value < a->en.def->ncases)
    add_fn_attr(t, fn, "frame-pointer", a->en.def->cases[a->en.value]);
  char *feat = target_features(prop(op, "target_features"));
  if (feat) {
    add_fn_attr(t, fn, "target-features", feat);
    free(feat);
  }
  uint64_t vr;
  if (vscale_range(prop(op, "vscale_range"), &vr)) {
    unsigned kind = LLVMGetEnumAttributeKindForName("vscale_range", 12);
    LLVMAddAttributeAtIndex(fn, LLVMAttributeFunctionIndex,
                            LLVMCreateEnumAttribute(t->ctx, kind, vr));
  }
  if ((a = prop(op, "function_entry_count")) && a->kind == CMIR_ATTR_INTEGER) {
    LLVMMetadataRef md[2] = {LLVMMDStringInContext2(t->ctx, "function_entry_count", 20),
                             LLVMValueAsMetadata(LLVMConstInt(LLVMInt64TypeInContext(t->ctx),
                                                              cmir_attr_uint_value(a), 0))};
    LLVMGlobalSetMetadata(fn, LLVMGetMDKindIDInContext(t->ctx, "prof", 4),
                          LLVMMDNodeInContext2(t->ctx, md, 2));
  }
  uint64_t mem;
  if ((a = prop(op, "memory"))) {
    if (!memory_effects(a, &mem)) {
      char *as = cmir_attr_str(a);
      cmir_op_error(op, "cannot translate 'memory' = %s: not an #llvm.memory_effects<...>", as);
      free(as);
      return CMIR_FAIL;
    }
    unsigned kind = LLVMGetEnumAttributeKindForName("memory", 6);
    LLVMAddAttributeAtIndex(fn, LLVMAttributeFunctionIndex,
                            LLVMCreateEnumAttribute(t->ctx, kind, mem));
  }
  if ((a = prop(op, "arg_attrs")) && a->kind == CMIR_ATTR_ARRAY)
    for (uint32_t i = 0; i < a->arr.n; i++)
      if (add_dict_attrs(t, fn, i + 1, a->arr.elems[i], op))
        return CMIR_FAIL;
  if ((a = prop(op, "res_attrs")) && a->kind == CMIR_ATTR_ARRAY && a->arr.n == 1)
    if (add_dict_attrs(t, fn, LLVMAttributeReturnIndex, a->arr.elems[0], op))
      return CMIR_FAIL;
  return CMIR_OK;
}

/* Linkage, visibility, unnamed_addr, section and alignment of a global
 * value. */
static void global_common(const CmirOp *op, LLVMValueRef g, uint64_t dflt_linkage) {
  uint64_t l = prop_uint(op, "linkage", dflt_linkage);
  if (l < sizeof linkage_map / sizeof linkage_map[0])
    LLVMSetLinkage(g, linkage_map[l]);
  uint64_t vis = prop_uint(op, "visibility_", 0);
  if (vis <= 2)
    LLVMSetVisibility(g, (LLVMVisibility)vis);
  uint64_t ua = prop_uint(op, "unnamed_addr", 0);
  if (ua <= 2)
    LLVMSetUnnamedAddress(g, (LLVMUnnamedAddr)ua);
  set_str_prop(op, "section", g, LLVMSetSection);
  unsigned al = align_of(op);
  if (al)
    LLVMSetAlignment(g, al);
}

/* ------------------------------------------------------------------------ */
/* Operations                                                                */

static LLVMValueRef sym_value(Tr *t, const CmirAttr *ref, CmirOp *op) {
  if (!ref || ref->kind != CMIR_ATTR_SYMREF || ref->sym.n != 1) {
    cmir_op_error(op, "expected a flat symbol reference");
    return NULL;
  }
  const CmirIdent *name = ref->sym.names[0];
  LLVMValueRef v = cmir_strmap_get(&t->syms, name->str, name->len);
  if (!v)
    cmir_op_error(op, "'%s' does not reference a global or function of the module", name->str);
  return v;
}

static LLVMBasicBlockRef block_of(Tr *t, CmirBlock *b) { return pm_get(&t->blocks, b); }

/* Metadata node of constants (i32 values) after an optional string. */
static LLVMValueRef md_node(Tr *t, const char *str, const int64_t *vals, unsigned n) {
  LLVMMetadataRef *md = cmir_xcalloc(n + 1, sizeof *md);
  unsigned k = 0;
  if (str)
    md[k++] = LLVMMDStringInContext2(t->ctx, str, strlen(str));
  for (unsigned i = 0; i < n; i++)
    md[k++] =
        LLVMValueAsMetadata(LLVMConstInt(LLVMInt32TypeInContext(t->ctx), (uint64_t)vals[i], 1));
  LLVMValueRef r = LLVMMetadataAsValue(t->ctx, LLVMMDNodeInContext2(t->ctx, md, k));
  free(md);
  return r;
}

static void set_md(Tr *t, LLVMValueRef inst, const char *kind, LLVMValueRef md) {
  LLVMSetMetadata(inst, LLVMGetMDKindIDInContext(t->ctx, kind, (unsigned)strlen(kind)), md);
}

/* `branch_weights` (an i32 array) as !prof metadata. */
static void branch_weights(Tr *t, const CmirOp *op, LLVMValueRef inst) {
  const CmirAttr *w = prop(op, "branch_weights");
  if (!w || w->kind != CMIR_ATTR_DENSE_ARRAY || !w->darr.n)
    return;
  int64_t *v = cmir_xcalloc(w->darr.n, sizeof *v);
  for (uint32_t i = 0; i < w->darr.n; i++)
    v[i] = ((const int32_t *)w->darr.data)[i];
  set_md(t, inst, "prof", md_node(t, "branch_weights", v, w->darr.n));
  free(v);
}

/* Load/store/atomic flags shared by the memory ops. */
static void memory_flags(Tr *t, const CmirOp *op, LLVMValueRef inst) {
  unsigned al = align_of(op);
  if (al)
    LLVMSetAlignment(inst, al);
  if (prop_flag(op, "volatile_"))
    LLVMSetVolatile(inst, 1);
  const CmirAttr *ss = prop(op, "syncscope");
  if (ss && ss->kind == CMIR_ATTR_STRING && ss->str.len == 12 &&
      !memcmp(ss->str.s, "singlethread", 12))
    LLVMSetAtomicSingleThread(inst, 1);
  if (prop_flag(op, "nontemporal")) {
    int64_t one = 1;
    set_md(t, inst, "nontemporal", md_node(t, NULL, &one, 1));
  }
  if (prop_flag(op, "invariant"))
    set_md(t, inst, "invariant.load", md_node(t, NULL, NULL, 0));
}

/* The instruction of each binary op and each cast (0: not one). */
static const LLVMOpcode
    binops[CMIR_OP_COUNT] = {[CMIR_OP_LLVM_ADD] = LLVMAdd,   [CMIR_OP_LLVM_SUB] = LLVMSub,
                             [CMIR_OP_LLVM_MUL] = LLVMMul,   [CMIR_OP_LLVM_SHL] = LLVMShl,
                             [CMIR_OP_LLVM_UDIV] = LLVMUDiv, [CMIR_OP_LLVM_SDIV] = LLVMSDiv,
                             [CMIR_OP_LLVM_UREM] = LLVMURem, [CMIR_OP_LLVM_SREM] = LLVMSRem,
                             [CMIR_OP_LLVM_AND] = LLVMAnd,   [CMIR_OP_LLVM_OR] = LLVMOr,
                             [CMIR_OP_LLVM_XOR] = LLVMXor,   [CMIR_OP_LLVM_LSHR] = LLVMLShr,
                             [CMIR_OP_LLVM_ASHR] = LLVMAShr, [CMIR_OP_LLVM_FADD] = LLVMFAdd,
                             [CMIR_OP_LLVM_FSUB] = LLVMFSub, [CMIR_OP_LLVM_FMUL] = LLVMFMul,
                             [CMIR_OP_LLVM_FDIV] = LLVMFDiv, [CMIR_OP_LLVM_FREM] = LLVMFRem},
    casts[CMIR_OP_COUNT] = {
        [CMIR_OP_LLVM_BITCAST] = LLVMBitCast,   [CMIR_OP_LLVM_ADDRSPACECAST] = LLVMAddrSpaceCast,
        [CMIR_OP_LLVM_INTTOPTR] = LLVMIntToPtr, [CMIR_OP_LLVM_PTRTOINT] = LLVMPtrToInt,
        [CMIR_OP_LLVM_SEXT] = LLVMSExt,         [CMIR_OP_LLVM_ZEXT] = LLVMZExt,
        [CMIR_OP_LLVM_TRUNC] = LLVMTrunc,       [CMIR_OP_LLVM_SITOFP] = LLVMSIToFP,
        [CMIR_OP_LLVM_UITOFP] = LLVMUIToFP,     [CMIR_OP_LLVM_FPTOSI] = LLVMFPToSI,
        [CMIR_OP_LLVM_FPTOUI] = LLVMFPToUI,     [CMIR_OP_LLVM_FPEXT] = LLVMFPExt,
        [CMIR_OP_LLVM_FPTRUNC] = LLVMFPTrunc};

/* How an llvm.intr.* op picks the overloaded types of its intrinsic, and the
 * immediate arguments its properties become (appended after the operands). */
enum { OV_NONE, OV_RES, OV_ARG0, OV_ARG1, OV_ARGS01, OV_MEMCPY, OV_MEMSET };
static const struct {
  uint8_t ov;         /* 1 + OV_*; 0: the default for the op */
  const char *imm[3]; /* property names */
  uint8_t imm_bits;   /* width of the immediates */
  bool imm_first;     /* the immediates come before the operands */
  bool imm_second;    /* the immediates come after the first operand */
} intrinsics[CMIR_OP_COUNT] = {
    [CMIR_OP_LLVM_INTR_INVARIANT_START] = {1 + OV_ARG0, {"size"}, 64, true, false},
    [CMIR_OP_LLVM_INTR_INVARIANT_END] = {1 + OV_ARG1, {"size"}, 64, false, true},
    [CMIR_OP_LLVM_INTR_LIFETIME_START] = {1 + OV_ARG0, {"size"}, 64, true},
    [CMIR_OP_LLVM_INTR_LIFETIME_END] = {1 + OV_ARG0, {"size"}, 64, true},
    [CMIR_OP_LLVM_INTR_MEMCPY] = {1 + OV_MEMCPY, {"isVolatile"}, 1},
    [CMIR_OP_LLVM_INTR_MEMMOVE] = {1 + OV_MEMCPY, {"isVolatile"}, 1},
    [CMIR_OP_LLVM_INTR_MEMSET] = {1 + OV_MEMSET, {"isVolatile"}, 1},
    [CMIR_OP_LLVM_INTR_POWI] = {1 + OV_ARGS01, {NULL}, 0},
    [CMIR_OP_LLVM_INTR_ABS] = {1 + OV_RES, {"is_int_min_poison"}, 1},
    [CMIR_OP_LLVM_INTR_CTLZ] = {1 + OV_RES, {"is_zero_poison"}, 1},
    [CMIR_OP_LLVM_INTR_CTTZ] = {1 + OV_RES, {"is_zero_poison"}, 1},
    [CMIR_OP_LLVM_INTR_IS_FPCLASS] = {1 + OV_ARG0, {"bit"}, 32},
    [CMIR_OP_LLVM_INTR_PREFETCH] = {1 + OV_ARG0, {"rw", "hint", "cache"}, 32},
    [CMIR_OP_LLVM_INTR_STACKRESTORE] = {1 + OV_ARG0, {NULL}, 0},
    [CMIR_OP_LLVM_INTR_ASSUME] = {1 + OV_NONE, {NULL}, 0},
    [CMIR_OP_LLVM_INTR_TRAP] = {1 + OV_NONE, {NULL}, 0},
    [CMIR_OP_LLVM_INTR_DEBUGTRAP] = {1 + OV_NONE, {NULL}, 0},
    [CMIR_OP_LLVM_INTR_VECTOR_REDUCE_FMAX] = {1 + OV_ARG0, {NULL}, 0},
    [CMIR_OP_LLVM_INTR_VECTOR_REDUCE_FMIN] = {1 + OV_ARG0, {NULL}, 0},
    [CMIR_OP_LLVM_INTR_VECTOR_REDUCE_FMAXIMUM] = {1 + OV_ARG0, {NULL}, 0},
    [CMIR_OP_LLVM_INTR_VECTOR_REDUCE_FMINIMUM] = {1 + OV_ARG0, {NULL}, 0},
    [CMIR_OP_LLVM_INTR_VECTOR_REDUCE_FADD] = {1 + OV_ARG1, {NULL}, 0},
    [CMIR_OP_LLVM_INTR_VECTOR_REDUCE_FMUL] = {1 + OV_ARG1, {NULL}, 0},
    [CMIR_OP_LLVM_INTR_VECTOR_REDUCE_ADD] = {1 + OV_ARG0, {NULL}, 0},
    [CMIR_OP_LLVM_INTR_VECTOR_REDUCE_AND] = {1 + OV_ARG0, {NULL}, 0},
    [CMIR_OP_LLVM_INTR_VECTOR_REDUCE_MUL] = {1 + OV_ARG0, {NULL}, 0},
    [CMIR_OP_LLVM_INTR_VECTOR_REDUCE_OR] = {1 + OV_ARG0, {NULL}, 0},
    [CMIR_OP_LLVM_INTR_VECTOR_REDUCE_SMAX] = {1 + OV_ARG0, {NULL}, 0},
    [CMIR_OP_LLVM_INTR_VECTOR_REDUCE_SMIN] = {1 + OV_ARG0, {NULL}, 0},
    [CMIR_OP_LLVM_INTR_VECTOR_REDUCE_UMAX] = {1 + OV_ARG0, {NULL}, 0},
    [CMIR_OP_LLVM_INTR_VECTOR_REDUCE_UMIN] = {1 + OV_ARG0, {NULL}, 0},
    [CMIR_OP_LLVM_INTR_VECTOR_REDUCE_XOR] = {1 + OV_ARG0, {NULL}, 0},
    [CMIR_OP_LLVM_INTR_SADD_WITH_OVERFLOW] = {1 + OV_ARG0, {NULL}, 0},
    [CMIR_OP_LLVM_INTR_UADD_WITH_OVERFLOW] = {1 + OV_ARG0, {NULL}, 0},
    [CMIR_OP_LLVM_INTR_SSUB_WITH_OVERFLOW] = {1 + OV_ARG0, {NULL}, 0},
    [CMIR_OP_LLVM_INTR_USUB_WITH_OVERFLOW] = {1 + OV_ARG0, {NULL}, 0},
    [CMIR_OP_LLVM_INTR_SMUL_WITH_OVERFLOW] = {1 + OV_ARG0, {NULL}, 0},
    [CMIR_OP_LLVM_INTR_UMUL_WITH_OVERFLOW] = {1 + OV_ARG0, {NULL}, 0},
    [CMIR_OP_LLVM_INTR_EH_TYPEID_FOR] = {1 + OV_ARG0, {NULL}, 0},
};

typedef struct Operands {
  LLVMValueRef *v;
  uint32_t n;
} Operands;

/* Declaration of intrinsic `llvm.NAME` whose overloaded types are tys. */
static LLVMValueRef intrinsic_decl(Tr *t, const char *name, LLVMTypeRef *tys, size_t ntys,
                                   CmirOp *op) {
  unsigned id = LLVMLookupIntrinsicID(name, strlen(name));
  if (!id) {
    cmir_op_error(op, "'%s' is not an LLVM intrinsic", name);
    return NULL;
  }
  if (!LLVMIntrinsicIsOverloaded(id))
    ntys = 0;
  return LLVMGetIntrinsicDeclaration(t->mod, id, tys, ntys);
}

static LLVMValueRef build_call(Tr *t, LLVMValueRef fn, LLVMValueRef *args, unsigned n) {
  return LLVMBuildCall2(t->b, LLVMGlobalGetValueType(fn), fn, args, n, "");
}

static LLVMValueRef tr_intr(Tr *t, CmirOp *op, const char *iname, Operands *o, LLVMTypeRef rt) {
  char name[96];
  snprintf(name, sizeof name, "llvm.%s", iname);
  unsigned id = cmir_op_id(op);
  int ov = intrinsics[id].ov ? intrinsics[id].ov - 1 : rt ? OV_RES : OV_NONE;
  const char *const *imm = intrinsics[id].ov ? intrinsics[id].imm : NULL;
  unsigned imm_bits = intrinsics[id].imm_bits;
  LLVMTypeRef tys[3];
  size_t ntys = 0;
  uint32_t need = ov == OV_ARG0                        ? 1
                  : ov == OV_ARG1 || ov == OV_ARGS01   ? 2
                  : ov == OV_MEMCPY || ov == OV_MEMSET ? 3
                                                       : 0;
  if (o->n < need) {
    cmir_op_error(op, "expected at least %u operands", need);
    return NULL;
  }
  switch (ov) {
  case OV_RES:
    tys[ntys++] = rt;
    break;
  case OV_ARG0:
    tys[ntys++] = LLVMTypeOf(o->v[0]);
    break;
  case OV_ARG1:
    tys[ntys++] = LLVMTypeOf(o->v[1]);
    break;
  case OV_ARGS01:
    tys[ntys++] = LLVMTypeOf(o->v[0]);
    tys[ntys++] = LLVMTypeOf(o->v[1]);
    break;
  case OV_MEMCPY:
    for (int i = 0; i < 3; i++)
      tys[ntys++] = LLVMTypeOf(o->v[i]);
    break;
  case OV_MEMSET:
    tys[ntys++] = LLVMTypeOf(o->v[0]);
    tys[ntys++] = LLVMTypeOf(o->v[2]);
    break;
  default:
    break;
  }
  LLVMValueRef fn = intrinsic_decl(t, name, tys, ntys, op);
  if (!fn)
    return NULL;
  LLVMValueRef *args = cmir_xcalloc(o->n + 4, sizeof *args);
  unsigned n = 0;
  uint32_t before = intrinsics[id].imm_first ? 0 : intrinsics[id].imm_second ? 1 : o->n;
  memcpy(args, o->v, before * sizeof *args);
  n = before;
  for (int i = 0; imm && i < 3 && imm[i]; i++) {
    const CmirAttr *a = prop(op, imm[i]);
    uint64_t v = a && a->kind == CMIR_ATTR_INTEGER ? cmir_attr_uint_value(a) : a != NULL;
    args[n++] = LLVMConstInt(LLVMIntTypeInContext(t->ctx, imm_bits), v, 0);
  }
  memcpy(args + n, o->v + before, (o->n - before) * sizeof *args);
  n += o->n - before;
  unsigned want = LLVMCountParams(fn);
  LLVMValueRef r = NULL;
  if (want != n)
    cmir_op_error(op, "'%s' takes %u arguments, the op gives %u", name, want, n);
  else
    r = build_call(t, fn, args, n);
  free(args);
  if (r)
    set_fmf(op, r);
  return r;
}

/* llvm.intr.masked.load/store: the alignment property is the immediate
 * between the pointer and the mask; a masked load without a pass_thru
 * passes poison. Overloaded on the vector and the pointer type. */
static LLVMValueRef tr_masked(Tr *t, CmirOp *op, Operands *o, LLVMTypeRef rt, bool store) {
  const CmirAttr *a = prop(op, "alignment");
  LLVMValueRef al =
      LLVMConstInt(LLVMInt32TypeInContext(t->ctx),
                   a && a->kind == CMIR_ATTR_INTEGER ? cmir_attr_uint_value(a) : 1, 0);
  LLVMValueRef args[4];
  LLVMTypeRef tys[2];
  if (store) { /* value, ptr, mask */
    if (o->n != 3)
      return NULL;
    args[0] = o->v[0], args[1] = o->v[1], args[2] = al, args[3] = o->v[2];
    tys[0] = LLVMTypeOf(o->v[0]), tys[1] = LLVMTypeOf(o->v[1]);
  } else { /* ptr, mask, [pass_thru] */
    if (o->n < 2 || o->n > 3 || !rt)
      return NULL;
    args[0] = o->v[0], args[1] = al, args[2] = o->v[1];
    args[3] = o->n == 3 ? o->v[2] : LLVMGetPoison(rt);
    tys[0] = rt, tys[1] = LLVMTypeOf(o->v[0]);
  }
  LLVMValueRef fn = intrinsic_decl(t, store ? "llvm.masked.store" : "llvm.masked.load", tys, 2, op);
  return fn ? build_call(t, fn, args, 4) : NULL;
}

/* llvm.intr.matrix.column.major.load (ptr, stride) / store (matrix, ptr,
 * stride): the volatile flag, rows and columns are immediates after the
 * operands; the pointer is aligned as the element type (LLVM's
 * MatrixBuilder). Overloaded on the matrix and the stride type. */
static LLVMValueRef tr_matrix(Tr *t, CmirOp *op, Operands *o, LLVMTypeRef rt) {
  bool store = !rt;
  if (o->n != (store ? 3u : 2u))
    return NULL;
  LLVMTypeRef mt = store ? LLVMTypeOf(o->v[0]) : rt;
  LLVMValueRef args[6];
  unsigned n = 0;
  for (uint32_t i = 0; i < o->n; i++)
    args[n++] = o->v[i];
  static const char *const imm[] = {"isVolatile", "rows", "columns"};
  for (int i = 0; i < 3; i++) {
    const CmirAttr *a = prop(op, imm[i]);
    uint64_t v = a && a->kind == CMIR_ATTR_INTEGER ? cmir_attr_uint_value(a) : 0;
    args[n++] = LLVMConstInt(i ? LLVMInt32TypeInContext(t->ctx) : LLVMInt1TypeInContext(t->ctx),
                             v, 0);
  }
  LLVMTypeRef tys[2] = {mt, LLVMTypeOf(o->v[store ? 2 : 1])};
  LLVMValueRef fn = intrinsic_decl(
      t, store ? "llvm.matrix.column.major.store" : "llvm.matrix.column.major.load", tys, 2, op);
  if (!fn)
    return NULL;
  LLVMValueRef c = build_call(t, fn, args, n);
  LLVMTargetDataRef td = LLVMGetModuleDataLayout(t->mod);
  unsigned align = LLVMABIAlignmentOfType(td, LLVMGetElementType(mt));
  unsigned kind = LLVMGetEnumAttributeKindForName("align", 5);
  LLVMAddCallSiteAttribute(c, store ? 2 : 1, LLVMCreateEnumAttribute(t->ctx, kind, align));
  return c;
}

/* llvm.inline_asm: a call of an inline asm value; an operand attribute
 * dictionary's `elementtype` becomes the argument's elementtype attribute.
 * The call itself, NULL on failure. */
static LLVMValueRef tr_inline_asm(Tr *t, CmirOp *op, Operands *o, LLVMTypeRef rt) {
  const CmirAttr *as = prop(op, "asm_string"), *cs = prop(op, "constraints");
  if (!as || as->kind != CMIR_ATTR_STRING || !cs || cs->kind != CMIR_ATTR_STRING) {
    cmir_op_error(op, "expected an asm string and constraints");
    return NULL;
  }
  LLVMTypeRef *at = cmir_xcalloc(o->n + 1, sizeof *at);
  for (uint32_t i = 0; i < o->n; i++)
    at[i] = LLVMTypeOf(o->v[i]);
  LLVMTypeRef fnty = LLVMFunctionType(rt ? rt : LLVMVoidTypeInContext(t->ctx), at, o->n, 0);
  free(at);
  LLVMValueRef asmv = LLVMGetInlineAsm(
      fnty, (char *)as->str.s, as->str.len, (char *)cs->str.s, cs->str.len,
      prop_flag(op, "has_side_effects"), prop_flag(op, "is_align_stack"),
      prop_uint(op, "asm_dialect", 0) == 1 ? LLVMInlineAsmDialectIntel : LLVMInlineAsmDialectATT,
      0);
  LLVMValueRef c = LLVMBuildCall2(t->b, fnty, asmv, o->v, o->n, "");
  const CmirAttr *oa = prop(op, "operand_attrs");
  if (oa && oa->kind == CMIR_ATTR_ARRAY) {
    unsigned kind = LLVMGetEnumAttributeKindForName("elementtype", 11);
    for (uint32_t i = 0; i < oa->arr.n && i < o->n; i++) {
      const CmirAttr *d = oa->arr.elems[i];
      const CmirAttr *et = d && d->kind == CMIR_ATTR_DICT ? cmir_dict_gets(d, "elementtype") : NULL;
      if (!et || et->kind != CMIR_ATTR_TYPE)
        continue;
      LLVMTypeRef ty = tr_type(t, et->type.type, op);
      if (!ty)
        return NULL;
      LLVMAddCallSiteAttribute(c, i + 1, LLVMCreateTypeAttribute(t->ctx, kind, ty));
    }
  }
  return c;
}

/* A fence in a named sync scope. LLVM's C API cannot name one, so the
 * fence is parsed in a scratch module of the same context (which registers
 * the scope) and moved to the insertion point. */
static bool fence_in_scope(Tr *t, const CmirAttr *ss, LLVMAtomicOrdering ord) {
  static const char *const ords[] = {"",        "unordered", "monotonic", "",
                                     "acquire", "release",   "acq_rel",   "seq_cst"};
  const char *os = (unsigned)ord < sizeof ords / sizeof *ords ? ords[ord] : "";
  CmirStrBuf sb = {0};
  cmir_sb_puts(&sb, "define void @f() {\n  fence syncscope(\"");
  for (uint32_t i = 0; i < ss->str.len; i++) {
    unsigned char ch = (unsigned char)ss->str.s[i];
    if (ch < 0x20 || ch >= 0x7f || ch == '"' || ch == '\\')
      cmir_sb_printf(&sb, "\\%02X", ch);
    else
      cmir_sb_putc(&sb, (char)ch);
  }
  cmir_sb_printf(&sb, "\") %s\n  ret void\n}\n", os);
  LLVMMemoryBufferRef buf =
      LLVMCreateMemoryBufferWithMemoryRangeCopy(sb.data, sb.len, "fence");
  cmir_sb_free(&sb);
  LLVMModuleRef m = NULL;
  char *msg = NULL;
  if (LLVMParseIRInContext(t->ctx, buf, &m, &msg)) {
    LLVMDisposeMessage(msg);
    return false;
  }
  LLVMValueRef fence = LLVMGetFirstInstruction(LLVMGetEntryBasicBlock(LLVMGetFirstFunction(m)));
  LLVMInstructionRemoveFromParent(fence);
  LLVMInsertIntoBuilder(t->b, fence);
  LLVMDisposeModule(m);
  return true;
}

/* llvm.intr.masked.gather (ptrs, mask, [pass_thru]) / scatter (value,
 * ptrs, mask): the alignment is the immediate before the mask; a gather
 * without pass_thru passes poison. Overloaded on the data and the pointer
 * vector. */
static LLVMValueRef tr_gather_scatter(Tr *t, CmirOp *op, Operands *o, LLVMTypeRef rt,
                                      bool scatter) {
  const CmirAttr *a = prop(op, "alignment");
  LLVMValueRef al =
      LLVMConstInt(LLVMInt32TypeInContext(t->ctx),
                   a && a->kind == CMIR_ATTR_INTEGER ? cmir_attr_uint_value(a) : 1, 0);
  LLVMValueRef args[4];
  LLVMTypeRef tys[2];
  if (scatter) {
    if (o->n != 3)
      return NULL;
    args[0] = o->v[0], args[1] = o->v[1], args[2] = al, args[3] = o->v[2];
    tys[0] = LLVMTypeOf(o->v[0]), tys[1] = LLVMTypeOf(o->v[1]);
  } else {
    if (o->n < 2 || o->n > 3 || !rt)
      return NULL;
    args[0] = o->v[0], args[1] = al, args[2] = o->v[1];
    args[3] = o->n == 3 ? o->v[2] : LLVMGetPoison(rt);
    tys[0] = rt, tys[1] = LLVMTypeOf(o->v[0]);
  }
  LLVMValueRef fn =
      intrinsic_decl(t, scatter ? "llvm.masked.scatter" : "llvm.masked.gather", tys, 2, op);
  return fn ? build_call(t, fn, args, 4) : NULL;
}

/* An LLVM type as LLVM prints it ("<4 x float>", "i8 (i8)"), malloc'd. */
static char *type_text(LLVMTypeRef ty) {
  char *m = LLVMPrintTypeToString(ty), *r = cmir_xmalloc(strlen(m) + 1);
  strcpy(r, m);
  LLVMDisposeMessage(m);
  return r;
}

/* Whether intrinsic id with these overload types is a valid declaration
 * (LLVMIntrinsicGetType does not check the overloads' kinds: `llvm.round`
 * on i8 has a type but no declaration): LLVM's verifier on a scratch module
 * that declares it, as LLVM's own signature matching would decide. */
static bool intrinsic_overload_ok(Tr *t, unsigned id, LLVMTypeRef *tys, size_t n) {
  LLVMModuleRef m = LLVMModuleCreateWithNameInContext("intrinsic-check", t->ctx);
  LLVMValueRef decl = LLVMGetIntrinsicDeclaration(m, id, tys, n);
  /* the verifier checks an intrinsic's signature where it is called */
  LLVMTypeRef ft = LLVMGlobalGetValueType(decl);
  LLVMValueRef f = LLVMAddFunction(m, "caller", ft);
  LLVMBuilderRef b = LLVMCreateBuilderInContext(t->ctx);
  LLVMPositionBuilderAtEnd(b, LLVMAppendBasicBlockInContext(t->ctx, f, ""));
  /* zero arguments: an immarg parameter wants a constant */
  unsigned np = LLVMCountParamTypes(ft);
  LLVMTypeRef *pt = cmir_xcalloc(np + 1, sizeof *pt);
  LLVMValueRef *args = cmir_xcalloc(np + 1, sizeof *args);
  LLVMGetParamTypes(ft, pt);
  bool plain = true;
  for (unsigned i = 0; i < np; i++) {
    LLVMTypeKind k = LLVMGetTypeKind(pt[i]);
    plain &= k != LLVMMetadataTypeKind && k != LLVMTokenTypeKind && k != LLVMLabelTypeKind;
    args[i] = plain ? LLVMConstNull(pt[i]) : NULL;
  }
  free(pt);
  if (!plain) { /* no constant of such a type: the call is not checked */
    free(args);
    LLVMDisposeBuilder(b);
    LLVMDisposeModule(m);
    return true;
  }
  LLVMValueRef c = LLVMBuildCall2(b, ft, decl, args, np, "");
  if (LLVMGetTypeKind(LLVMGetReturnType(ft)) == LLVMVoidTypeKind)
    LLVMBuildRetVoid(b);
  else
    LLVMBuildRet(b, c);
  free(args);
  LLVMDisposeBuilder(b);
  char *msg = NULL;
  bool bad = LLVMVerifyModule(m, LLVMReturnStatusAction, &msg);
  LLVMDisposeMessage(msg);
  LLVMDisposeModule(m);
  return !bad;
}

/* llvm.call_intrinsic, with MLIR 19's checks and messages. An overloaded
 * intrinsic's overload types are found by trying the usual choices (the
 * result, one operand, the result and one operand, all operands, the result
 * and all operands) against the call's own function type; a name that is
 * already mangled (`llvm.fabs.f32`) is declared as called. Every failure
 * ends with "LLVM Translation failed for operation", as MLIR's does. */
static LLVMValueRef tr_call_intrinsic(Tr *t, CmirOp *op, Operands *o, LLVMTypeRef rt) {
  const CmirAttr *in = prop(op, "intrin");
  if (!in || in->kind != CMIR_ATTR_STRING) {
    cmir_op_error(op, "expected an intrinsic name");
    return NULL;
  }
  char *name = str_dup(in), *a = NULL, *b = NULL;
  LLVMTypeRef *argt = cmir_xcalloc(o->n + 1, sizeof *argt);
  for (uint32_t i = 0; i < o->n; i++)
    argt[i] = LLVMTypeOf(o->v[i]);
  LLVMTypeRef ret = rt ? rt : LLVMVoidTypeInContext(t->ctx);
  LLVMTypeRef fnty = LLVMFunctionType(ret, argt, o->n, 0);
  unsigned id = LLVMLookupIntrinsicID(name, strlen(name));
  LLVMValueRef fn = NULL, r = NULL;
  bool failed = false;
  if (!id) {
    cmir_op_error(op, "could not find LLVM intrinsic: \"%s\"", name);
    failed = true;
  } else if (!LLVMIntrinsicIsOverloaded(id)) {
    fn = LLVMGetIntrinsicDeclaration(t->mod, id, NULL, 0);
  } else {
    LLVMTypeRef *cand = cmir_xcalloc(o->n + 2, sizeof *cand);
    /* c: 0 the result; 1..n operand c-1; n+1..2n the result and operand
     * c-n-1; 2n+1 all operands; 2n+2 the result and all operands */
    uint32_t n = o->n;
    for (uint32_t c = 0; c <= 2 * n + 2 && !fn; c++) {
      size_t k = 0;
      bool res = c == 0 || (c > n && c <= 2 * n) || c == 2 * n + 2;
      if (res && !rt)
        continue;
      if (res)
        cand[k++] = rt;
      if (c >= 1 && c <= n)
        cand[k++] = argt[c - 1];
      else if (c > n && c <= 2 * n)
        cand[k++] = argt[c - n - 1];
      else if (c > 2 * n)
        for (uint32_t i = 0; i < n; i++)
          cand[k++] = argt[i];
      if (LLVMIntrinsicGetType(t->ctx, id, cand, k) == fnty &&
          intrinsic_overload_ok(t, id, cand, k))
        fn = LLVMGetIntrinsicDeclaration(t->mod, id, cand, k);
    }
    free(cand);
    size_t bl;
    const char *base = LLVMIntrinsicGetName(id, &bl);
    if (!fn && strlen(name) > bl && !strncmp(name, base, bl)) {
      /* a mangled name: declare it as called */
      fn = LLVMGetNamedFunction(t->mod, name);
      if (!fn)
        fn = LLVMAddFunction(t->mod, name, fnty);
    } else if (!fn) {
      cmir_op_error(op,
                    "call intrinsic signature %s to overloaded intrinsic \"%s\" does not match "
                    "any of the overloads",
                    a = type_text(fnty), name);
      failed = true;
    }
  }
  if (fn) {
    LLVMTypeRef ft = LLVMGlobalGetValueType(fn);
    unsigned np = LLVMCountParamTypes(ft);
    bool va = LLVMIsFunctionVarArg(ft);
    LLVMTypeRef *pt = cmir_xcalloc(np + 1, sizeof *pt);
    LLVMGetParamTypes(ft, pt);
    if (LLVMGetReturnType(ft) != ret) {
      cmir_op_error(op, "intrinsic call returns %s but \"%s\" actually returns %s",
                    a = type_text(ret), name, b = type_text(LLVMGetReturnType(ft)));
      failed = true;
    } else if (!va && o->n != np) {
      cmir_op_error(op, "intrinsic call has %u operands but \"%s\" expects %u", o->n, name, np);
      failed = true;
    } else if (va && o->n < np) {
      cmir_op_error(op, "intrinsic call has %u operands but variadic \"%s\" expects at least %u",
                    o->n, name, np);
      failed = true;
    } else {
      for (unsigned i = 0; i < np && !failed; i++)
        if (argt[i] != pt[i]) {
          cmir_op_error(op, "intrinsic call operand #%u has type %s but \"%s\" expects %s", i,
                        a = type_text(argt[i]), name, b = type_text(pt[i]));
          failed = true;
        }
    }
    free(pt);
    if (!failed && (r = LLVMBuildCall2(t->b, ft, fn, o->v, o->n, "")))
      set_fmf(op, r);
  }
  if (failed)
    cmir_op_error(op, "LLVM Translation failed for operation: llvm.call_intrinsic");
  free(a);
  free(b);
  free(argt);
  free(name);
  return r;
}

/* A call or invoke: callee, function type and arguments. */
static bool callee_of(Tr *t, CmirOp *op, Operands *o, uint32_t first, uint32_t n, LLVMTypeRef rt,
                      LLVMValueRef *fn, LLVMTypeRef *fnty, LLVMValueRef **args, unsigned *nargs) {
  const CmirAttr *callee = prop(op, "callee");
  const CmirAttr *vt = prop(op, "var_callee_type");
  if (callee) {
    if (!(*fn = sym_value(t, callee, op)))
      return false;
    *args = o->v + first;
    *nargs = n;
  } else {
    if (!n) {
      cmir_op_error(op, "an indirect call needs the callee as its first operand");
      return false;
    }
    *fn = o->v[first];
    *args = o->v + first + 1;
    *nargs = n - 1;
  }
  if (vt && vt->kind == CMIR_ATTR_TYPE) {
    if (!(*fnty = tr_type(t, vt->type.type, op)))
      return false;
  } else if (callee && LLVMIsAFunction(*fn)) {
    *fnty = LLVMGlobalGetValueType(*fn);
  } else {
    LLVMTypeRef *at = cmir_xcalloc(*nargs + 1, sizeof *at);
    for (unsigned i = 0; i < *nargs; i++)
      at[i] = LLVMTypeOf((*args)[i]);
    *fnty = LLVMFunctionType(rt ? rt : LLVMVoidTypeInContext(t->ctx), at, *nargs, 0);
    free(at);
  }
  return true;
}

static void call_flags(const CmirOp *op, LLVMValueRef call) {
  uint64_t cc = prop_uint(op, "CConv", 0);
  if (cc)
    LLVMSetInstructionCallConv(call, (unsigned)cc);
  uint64_t tk = prop_uint(op, "TailCallKind", 0);
  if (tk && tk <= 3)
    LLVMSetTailCallKind(call, (LLVMTailCallKind)tk);
  set_fmf(op, call);
}

/* Translates one op inside a function body (or a global initializer). */
static CmirStatus tr_op(Tr *t, CmirOp *op) {
  const char *name = cmir_op_name(op);
  if (strncmp(name, "llvm.", 5))
    return cmir_op_error(op,
                         "cannot translate operation '%s' to LLVM IR: it is not in the "
                         "LLVM dialect",
                         name);
  const char *n = name + 5;
  if (op->nresults > 1)
    return cmir_op_error(op, "cannot translate operation '%s' with several results", name);
  LLVMTypeRef rt = NULL;
  if (op->nresults && !(rt = tr_type(t, op->results[0].type, op)))
    return CMIR_FAIL;
  Operands o = {cmir_xcalloc(op->nopnds + 1, sizeof(LLVMValueRef)), op->nopnds};
  for (uint32_t i = 0; i < op->nopnds; i++) {
    if (!(o.v[i] = pm_get(&t->values, cmir_op_operand(op, i)))) {
      free(o.v);
      return cmir_op_error(op,
                           "operand #%u of '%s' has no LLVM value (used before it is "
                           "defined, or its definition failed)",
                           i, name);
    }
  }
  LLVMBuilderRef b = t->b;
  LLVMValueRef r = NULL;
  CmirStatus st = CMIR_OK;
#define FAIL_IF(cond, ...)                                                                         \
  do {                                                                                             \
    if (cond) {                                                                                    \
      st = cmir_op_error(op, __VA_ARGS__);                                                         \
      goto out;                                                                                    \
    }                                                                                              \
  } while (0)

  unsigned id = cmir_op_id(op);
  if (binops[id]) {
    FAIL_IF(o.n != 2, "expected two operands");
    r = LLVMBuildBinOp(b, binops[id], o.v[0], o.v[1], "");
    if (LLVMIsAInstruction(r)) {
      uint64_t of = prop_uint(op, "overflowFlags", 0);
      if (of & 1)
        LLVMSetNSW(r, 1);
      if (of & 2)
        LLVMSetNUW(r, 1);
      if (prop_flag(op, "isExact"))
        LLVMSetExact(r, 1);
      set_fmf(op, r);
    }
  } else if (casts[id]) {
    FAIL_IF(o.n != 1 || !rt, "expected one operand and a result");
    LLVMOpcode opc = casts[id];
#ifdef CMIR_PLANTED_BUGS
    if (cmir_planted("sext-narrow") && opc == LLVMSExt &&
        LLVMGetTypeKind(LLVMTypeOf(o.v[0])) == LLVMIntegerTypeKind &&
        LLVMGetIntTypeWidth(LLVMTypeOf(o.v[0])) <= 8)
      opc = LLVMZExt;
#endif
    r = LLVMBuildCast(b, opc, o.v[0], rt, "");
  } else {
    switch (id) {
    case CMIR_OP_LLVM_FNEG: {
      r = LLVMBuildFNeg(b, o.v[0], "");
      set_fmf(op, r);
      break;
    }
    case CMIR_OP_LLVM_ICMP: {
      uint64_t p = prop_uint(op, "predicate", 0);
      FAIL_IF(p >= 10, "invalid icmp predicate %" PRIu64, p);
      r = LLVMBuildICmp(b, icmp_map[p], o.v[0], o.v[1], "");
      break;
    }
    case CMIR_OP_LLVM_FCMP: {
      uint64_t p = prop_uint(op, "predicate", 0);
      FAIL_IF(p >= 16, "invalid fcmp predicate %" PRIu64, p);
      r = LLVMBuildFCmp(b, fcmp_map[p], o.v[0], o.v[1], "");
      set_fmf(op, r);
      break;
    }
    case CMIR_OP_LLVM_ALLOCA: {
      const CmirAttr *et = prop(op, "elem_type");
      FAIL_IF(!et || et->kind != CMIR_ATTR_TYPE || o.n != 1, "expected an element type and a size");
      LLVMTypeRef ty = tr_type(t, et->type.type, op);
      if (!ty) {
        st = CMIR_FAIL;
        goto out;
      }
      r = LLVMBuildArrayAlloca(b, ty, o.v[0], "");
      unsigned al = align_of(op);
      if (al)
        LLVMSetAlignment(r, al);
      break;
    }
    case CMIR_OP_LLVM_GETELEMENTPTR: {
      const CmirAttr *et = prop(op, "elem_type"), *raw = prop(op, "rawConstantIndices");
      FAIL_IF(!et || et->kind != CMIR_ATTR_TYPE || !raw || raw->kind != CMIR_ATTR_DENSE_ARRAY ||
                  !o.n,
              "expected an element type, constant indices and a base");
      LLVMTypeRef ty = tr_type(t, et->type.type, op);
      if (!ty) {
        st = CMIR_FAIL;
        goto out;
      }
      LLVMValueRef *idx = cmir_xcalloc(raw->darr.n + 1, sizeof *idx);
      uint32_t dyn = 1;
      bool bad = false;
      for (uint32_t i = 0; i < raw->darr.n; i++) {
        int32_t v = ((const int32_t *)raw->darr.data)[i];
        if (v == INT32_MIN) {
          if (dyn >= o.n)
            bad = true;
          else
            idx[i] = o.v[dyn++];
        } else {
          idx[i] = LLVMConstInt(LLVMInt32TypeInContext(t->ctx), (uint64_t)(int64_t)v, 1);
        }
      }
      if (bad || dyn != o.n) {
        free(idx);
        FAIL_IF(true, "dynamic indices do not match the constant index list");
      }
#ifdef CMIR_PLANTED_BUGS
      if (cmir_planted("gep-dyn-bytes") && raw->darr.n == 1 && o.n == 2)
        ty = LLVMInt8TypeInContext(t->ctx);
#endif
      r = prop_flag(op, "inbounds") ? LLVMBuildInBoundsGEP2(b, ty, o.v[0], idx, raw->darr.n, "")
                                    : LLVMBuildGEP2(b, ty, o.v[0], idx, raw->darr.n, "");
      free(idx);
      break;
    }
    case CMIR_OP_LLVM_LOAD: {
      r = LLVMBuildLoad2(b, rt, o.v[0], "");
      memory_flags(t, op, r);
      uint64_t ord = prop_uint(op, "ordering", 0);
      if (ord)
        LLVMSetOrdering(r, (LLVMAtomicOrdering)ord);
      break;
    }
    case CMIR_OP_LLVM_STORE: {
      LLVMValueRef s = LLVMBuildStore(b, o.v[0], o.v[1]);
      memory_flags(t, op, s);
      uint64_t ord = prop_uint(op, "ordering", 0);
      if (ord)
        LLVMSetOrdering(s, (LLVMAtomicOrdering)ord);
      break;
    }
    case CMIR_OP_LLVM_ATOMICRMW: {
      uint64_t bo = prop_uint(op, "bin_op", 0);
      FAIL_IF(bo > LLVMAtomicRMWBinOpUDecWrap, "invalid atomicrmw operation");
      const CmirAttr *ss = prop(op, "syncscope");
      bool single = ss && ss->kind == CMIR_ATTR_STRING && ss->str.len == 12 &&
                    !memcmp(ss->str.s, "singlethread", 12);
      r = LLVMBuildAtomicRMW(b, (LLVMAtomicRMWBinOp)bo, o.v[0], o.v[1],
                             (LLVMAtomicOrdering)prop_uint(op, "ordering", 7), single);
      memory_flags(t, op, r);
      break;
    }
    case CMIR_OP_LLVM_CMPXCHG: {
      const CmirAttr *ss = prop(op, "syncscope");
      bool single = ss && ss->kind == CMIR_ATTR_STRING && ss->str.len == 12 &&
                    !memcmp(ss->str.s, "singlethread", 12);
      r = LLVMBuildAtomicCmpXchg(b, o.v[0], o.v[1], o.v[2],
                                 (LLVMAtomicOrdering)prop_uint(op, "success_ordering", 7),
                                 (LLVMAtomicOrdering)prop_uint(op, "failure_ordering", 7), single);
      memory_flags(t, op, r);
      if (prop_flag(op, "weak"))
        LLVMSetWeak(r, 1);
      break;
    }
    case CMIR_OP_LLVM_FENCE: {
      const CmirAttr *ss = prop(op, "syncscope");
      bool single = ss && ss->kind == CMIR_ATTR_STRING && ss->str.len == 12 &&
                    !memcmp(ss->str.s, "singlethread", 12);
      LLVMAtomicOrdering ord = (LLVMAtomicOrdering)prop_uint(op, "ordering", 7);
      if (ss && ss->kind == CMIR_ATTR_STRING && ss->str.len && !single) {
        FAIL_IF(!fence_in_scope(t, ss, ord), "cannot translate the sync scope of '%s'", name);
        break;
      }
      LLVMBuildFence(b, ord, single, "");
      break;
    }
    case CMIR_OP_LLVM_INLINE_ASM: {
      if (!(r = tr_inline_asm(t, op, &o, rt))) {
        st = CMIR_FAIL;
        goto out;
      }
      if (!rt)
        r = NULL;
      break;
    }
    case CMIR_OP_LLVM_INTR_VASTART:
    case CMIR_OP_LLVM_INTR_VAEND:
    case CMIR_OP_LLVM_INTR_VACOPY: {
      const char *in = id == CMIR_OP_LLVM_INTR_VASTART ? "llvm.va_start"
                       : id == CMIR_OP_LLVM_INTR_VAEND ? "llvm.va_end"
                                                        : "llvm.va_copy";
      LLVMTypeRef ty = LLVMTypeOf(o.v[0]);
      LLVMValueRef fn = intrinsic_decl(t, in, &ty, 1, op);
      if (!fn) {
        st = CMIR_FAIL;
        goto out;
      }
      build_call(t, fn, o.v, o.n);
      break;
    }
    case CMIR_OP_LLVM_INTR_DBG_DECLARE:
    case CMIR_OP_LLVM_INTR_DBG_VALUE:
    case CMIR_OP_LLVM_INTR_DBG_LABEL:
      /* Debug intrinsics need a debug location, which the translation does
       * not make: MLIR drops them then too. */
      break;
    case CMIR_OP_LLVM_INTR_MATRIX_COLUMN_MAJOR_LOAD:
    case CMIR_OP_LLVM_INTR_MATRIX_COLUMN_MAJOR_STORE: {
      LLVMValueRef c = tr_matrix(t, op, &o, rt);
      if (!c) {
        st = CMIR_FAIL;
        goto out;
      }
      if (rt)
        r = c;
      break;
    }
    case CMIR_OP_LLVM_EXTRACTVALUE:
    case CMIR_OP_LLVM_INSERTVALUE: {
      const CmirAttr *pos = prop(op, "position");
      FAIL_IF(!pos || pos->kind != CMIR_ATTR_DENSE_ARRAY || !pos->darr.n, "expected a position");
      const int64_t *p = pos->darr.data;
      uint32_t np = pos->darr.n;
      if (id == CMIR_OP_LLVM_EXTRACTVALUE) {
        r = o.v[0];
        for (uint32_t i = 0; i < np; i++)
          r = LLVMBuildExtractValue(b, r, (unsigned)p[i], "");
      } else {
        /* The aggregates along the path, then insertions back up. */
        LLVMValueRef *agg = cmir_xcalloc(np, sizeof *agg);
        agg[0] = o.v[0];
        for (uint32_t i = 1; i < np; i++)
          agg[i] = LLVMBuildExtractValue(b, agg[i - 1], (unsigned)p[i - 1], "");
        r = o.v[1];
        for (uint32_t i = np; i-- > 0;)
          r = LLVMBuildInsertValue(b, agg[i], r, (unsigned)p[i], "");
        free(agg);
      }
      break;
    }
    case CMIR_OP_LLVM_EXTRACTELEMENT: {
      r = LLVMBuildExtractElement(b, o.v[0], o.v[1], "");
      break;
    }
    case CMIR_OP_LLVM_INSERTELEMENT: {
      r = LLVMBuildInsertElement(b, o.v[0], o.v[1], o.v[2], "");
      break;
    }
    case CMIR_OP_LLVM_SHUFFLEVECTOR: {
      const CmirAttr *m = prop(op, "mask");
      FAIL_IF(!m || m->kind != CMIR_ATTR_DENSE_ARRAY, "expected a mask");
      const int32_t *mv = m->darr.data;
      LLVMTypeRef i32 = LLVMInt32TypeInContext(t->ctx);
      LLVMValueRef mask;
      if (LLVMGetTypeKind(rt) == LLVMScalableVectorTypeKind) {
        for (uint32_t i = 0; i < m->darr.n; i++)
          FAIL_IF(mv[i] != 0, "a scalable shuffle mask must be all zeros");
        mask = LLVMConstNull(LLVMScalableVectorType(i32, m->darr.n));
      } else {
        LLVMValueRef *e = cmir_xcalloc(m->darr.n + 1, sizeof *e);
        for (uint32_t i = 0; i < m->darr.n; i++)
          e[i] = mv[i] < 0 ? LLVMGetPoison(i32) : LLVMConstInt(i32, (uint64_t)mv[i], 0);
        mask = LLVMConstVector(e, m->darr.n);
        free(e);
      }
      r = LLVMBuildShuffleVector(b, o.v[0], o.v[1], mask, "");
      break;
    }
    case CMIR_OP_LLVM_SELECT: {
      r = LLVMBuildSelect(b, o.v[0], o.v[1], o.v[2], "");
      set_fmf(op, r);
      break;
    }
    case CMIR_OP_LLVM_FREEZE: {
      r = LLVMBuildFreeze(b, o.v[0], "");
      break;
    }
    case CMIR_OP_LLVM_BR: {
      LLVMBuildBr(b, block_of(t, cmir_op_succs(op)[0].block));
      break;
    }
    case CMIR_OP_LLVM_COND_BR: {
      LLVMValueRef br = LLVMBuildCondBr(b, o.v[0], block_of(t, cmir_op_succs(op)[0].block),
                                        block_of(t, cmir_op_succs(op)[1].block));
      branch_weights(t, op, br);
      break;
    }
    case CMIR_OP_LLVM_SWITCH: {
      const CmirAttr *cv = prop(op, "case_values");
      uint32_t ncases = op->nsuccs - 1;
      FAIL_IF(ncases && (!cv || cv->kind != CMIR_ATTR_DENSE), "expected case values");
      LLVMValueRef sw = LLVMBuildSwitch(b, o.v[0], block_of(t, cmir_op_succs(op)[0].block), ncases);
      LLVMTypeRef ct = LLVMTypeOf(o.v[0]);
      for (uint32_t i = 0; i < ncases; i++) {
        uint64_t w[16];
        uint32_t nw = dense_words(cv, cv->flags & 1 ? 0 : i, w, 16);
        LLVMAddCase(sw, const_int_words(ct, w, nw), block_of(t, cmir_op_succs(op)[i + 1].block));
      }
      branch_weights(t, op, sw);
      break;
    }
    case CMIR_OP_LLVM_RETURN: {
      if (o.n)
        LLVMBuildRet(b, o.v[0]);
      else
        LLVMBuildRetVoid(b);
      break;
    }
    case CMIR_OP_LLVM_UNREACHABLE: {
      LLVMBuildUnreachable(b);
      break;
    }
    case CMIR_OP_LLVM_RESUME: {
      LLVMBuildResume(b, o.v[0]);
      break;
    }
    case CMIR_OP_LLVM_CALL: {
      LLVMValueRef fn, *args;
      LLVMTypeRef fnty;
      unsigned nargs;
      if (!callee_of(t, op, &o, 0, o.n, rt, &fn, &fnty, &args, &nargs)) {
        st = CMIR_FAIL;
        goto out;
      }
      FAIL_IF(LLVMGetTypeKind(fnty) != LLVMFunctionTypeKind,
              "the callee type is not a function type");
      FAIL_IF(LLVMIsFunctionVarArg(fnty) ? nargs < LLVMCountParamTypes(fnty)
                                         : nargs != LLVMCountParamTypes(fnty),
              "the call passes %u arguments, its callee type takes %u", nargs,
              LLVMCountParamTypes(fnty));
      LLVMValueRef c = LLVMBuildCall2(b, fnty, fn, args, nargs, "");
      call_flags(op, c);
      branch_weights(t, op, c);
      if (rt)
        r = c;
      break;
    }
    case CMIR_OP_LLVM_INVOKE: {
      uint32_t s, cnt;
      cmir_op_operand_group(op, 0, &s, &cnt);
      LLVMValueRef fn, *args;
      LLVMTypeRef fnty;
      unsigned nargs;
      if (!callee_of(t, op, &o, s, cnt, rt, &fn, &fnty, &args, &nargs)) {
        st = CMIR_FAIL;
        goto out;
      }
      FAIL_IF(LLVMGetTypeKind(fnty) != LLVMFunctionTypeKind,
              "the callee type is not a function type");
      LLVMValueRef c =
          LLVMBuildInvoke2(b, fnty, fn, args, nargs, block_of(t, cmir_op_succs(op)[0].block),
                           block_of(t, cmir_op_succs(op)[1].block), "");
      uint64_t cc = prop_uint(op, "CConv", 0);
      if (cc)
        LLVMSetInstructionCallConv(c, (unsigned)cc);
      branch_weights(t, op, c);
      if (rt)
        r = c;
      break;
    }
    case CMIR_OP_LLVM_LANDINGPAD: {
      r = LLVMBuildLandingPad(b, rt, NULL, o.n, "");
      if (prop_flag(op, "cleanup"))
        LLVMSetCleanup(r, 1);
      for (uint32_t i = 0; i < o.n; i++) {
        FAIL_IF(!LLVMIsAConstant(o.v[i]), "landingpad clause #%u is not a constant", i);
        LLVMAddClause(r, o.v[i]);
      }
      break;
    }
    case CMIR_OP_LLVM_MLIR_ADDRESSOF: {
      if (!(r = sym_value(t, prop(op, "global_name"), op))) {
        st = CMIR_FAIL;
        goto out;
      }
      break;
    }
    case CMIR_OP_LLVM_MLIR_CONSTANT: {
      const CmirAttr *v = prop(op, "value");
      FAIL_IF(!v, "expected a value");
      if (!(r = const_attr(t, v, rt, op))) {
        st = CMIR_FAIL;
        goto out;
      }
      break;
    }
    case CMIR_OP_LLVM_MLIR_UNDEF: {
      r = LLVMGetUndef(rt);
      break;
    }
    case CMIR_OP_LLVM_MLIR_POISON: {
      r = LLVMGetPoison(rt);
      break;
    }
    case CMIR_OP_LLVM_MLIR_ZERO:
    case CMIR_OP_LLVM_MLIR_NONE: {
      r = LLVMConstNull(rt);
      break;
    }
    case CMIR_OP_LLVM_INTR_MASKED_LOAD:
    case CMIR_OP_LLVM_INTR_MASKED_STORE: {
      LLVMValueRef c = tr_masked(t, op, &o, rt, id == CMIR_OP_LLVM_INTR_MASKED_STORE);
      FAIL_IF(!c, "cannot translate operation '%s' to LLVM IR", name);
      if (rt)
        r = c;
      break;
    }
    case CMIR_OP_LLVM_INTR_MASKED_GATHER:
    case CMIR_OP_LLVM_INTR_MASKED_SCATTER: {
      LLVMValueRef c = tr_gather_scatter(t, op, &o, rt, id == CMIR_OP_LLVM_INTR_MASKED_SCATTER);
      FAIL_IF(!c, "cannot translate operation '%s' to LLVM IR", name);
      if (rt)
        r = c;
      break;
    }
    case CMIR_OP_LLVM_INTR_VECTOR_INSERT:
    case CMIR_OP_LLVM_INTR_VECTOR_EXTRACT: {
      /* llvm.vector.insert(dst, src, pos) / llvm.vector.extract(src, pos),
       * overloaded on the result and the source vector. */
      bool ins = id == CMIR_OP_LLVM_INTR_VECTOR_INSERT;
      FAIL_IF(!rt || o.n != (ins ? 2u : 1u), "cannot translate operation '%s' to LLVM IR", name);
      const CmirAttr *pa = prop(op, "pos");
      LLVMValueRef args[3];
      unsigned na = 0;
      if (ins)
        args[na++] = o.v[1];
      args[na++] = o.v[0];
      args[na++] = LLVMConstInt(LLVMInt64TypeInContext(t->ctx),
                                pa && pa->kind == CMIR_ATTR_INTEGER ? cmir_attr_uint_value(pa) : 0,
                                0);
      LLVMTypeRef tys[2] = {rt, LLVMTypeOf(o.v[0])};
      LLVMValueRef fn =
          intrinsic_decl(t, ins ? "llvm.vector.insert" : "llvm.vector.extract", tys, 2, op);
      if (!fn) {
        st = CMIR_FAIL;
        goto out;
      }
      r = build_call(t, fn, args, na);
      break;
    }
    case CMIR_OP_LLVM_CALL_INTRINSIC: {
      LLVMValueRef c = tr_call_intrinsic(t, op, &o, rt);
      if (!c) {
        st = CMIR_FAIL;
        goto out;
      }
      if (rt)
        r = c;
      break;
    }
    default: {
      /* Every registered llvm.intr.* op; an unregistered one (no id) is not
       * translated. */
      FAIL_IF(!id || strncmp(n, "intr.", 5), "cannot translate operation '%s' to LLVM IR", name);
      LLVMValueRef c = tr_intr(t, op, n + 5, &o, rt);
      if (!c) {
        st = CMIR_FAIL;
        goto out;
      }
      if (rt)
        r = c;
      break;
    }
    }
  }
  if (op->nresults) {
    FAIL_IF(!r, "'%s' gave no value", name);
    pm_put(&t->values, &op->results[0], r);
  }
#undef FAIL_IF
out:
  free(o.v);
  return st;
}

/* ------------------------------------------------------------------------ */
/* Functions                                                                 */

/* Blocks of region r in reverse post-order from the entry, then the
 * unreachable ones in region order. */
static CmirBlock **block_order(CmirRegion *r, uint32_t *count) {
  uint32_t n = 0;
  for (CmirBlock *b = r->first; b; b = b->next)
    n++;
  *count = n;
  CmirBlock **all = cmir_xcalloc(n + 1, sizeof *all);
  CmirBlock **post = cmir_xcalloc(n + 1, sizeof *post);
  uint32_t *next = cmir_xcalloc(n + 1, sizeof *next);
  uint32_t *stack = cmir_xcalloc(n + 1, sizeof *stack);
  bool *seen = cmir_xcalloc(n + 1, sizeof *seen);
  PtrMap index = {0};
  uint32_t i = 0;
  for (CmirBlock *b = r->first; b; b = b->next, i++) {
    all[i] = b;
    pm_put(&index, b, (void *)(uintptr_t)(i + 1));
  }
  uint32_t npost = 0, sp = 0;
  if (n) {
    stack[sp++] = 0;
    seen[0] = true;
  }
  while (sp) {
    uint32_t cur = stack[sp - 1];
    CmirOp *term = all[cur]->last;
    uint32_t nsucc = term ? term->nsuccs : 0;
    if (next[cur] < nsucc) {
      CmirBlock *s = cmir_op_succs(term)[next[cur]++].block;
      uint32_t si = (uint32_t)(uintptr_t)pm_get(&index, s);
      if (si && !seen[si - 1]) {
        seen[si - 1] = true;
        stack[sp++] = si - 1;
      }
    } else {
      post[npost++] = all[cur];
      sp--;
    }
  }
  CmirBlock **order = cmir_xcalloc(n + 1, sizeof *order);
  uint32_t k = 0;
  for (uint32_t j = npost; j-- > 0;)
    order[k++] = post[j];
  for (uint32_t j = 0; j < n; j++)
    if (!seen[j])
      order[k++] = all[j];
  pm_free(&index);
  free(all);
  free(post);
  free(next);
  free(stack);
  free(seen);
  return order;
}

static CmirStatus tr_body(Tr *t, CmirOp *f, LLVMValueRef fn) {
  CmirRegion *r = &cmir_op_regions(f)[0];
  CmirStatus st = CMIR_OK;
  if (r->first->nargs != LLVMCountParams(fn))
    return cmir_op_error(f, "the entry block has %u arguments, the function type %u",
                         r->first->nargs, LLVMCountParams(fn));
  for (CmirBlock *b = r->first; b; b = b->next) {
    LLVMBasicBlockRef bb = LLVMAppendBasicBlockInContext(t->ctx, fn, "");
    pm_put(&t->blocks, b, bb);
    if (b == r->first) {
      for (uint32_t i = 0; i < b->nargs; i++)
        pm_put(&t->values, b->args[i], LLVMGetParam(fn, i));
      continue;
    }
    LLVMPositionBuilderAtEnd(t->b, bb);
    for (uint32_t i = 0; i < b->nargs; i++) {
      LLVMTypeRef ty = tr_type(t, b->args[i]->type, f);
      if (!ty)
        return CMIR_FAIL;
      pm_put(&t->values, b->args[i], LLVMBuildPhi(t->b, ty, ""));
    }
  }
  uint32_t n;
  CmirBlock **order = block_order(r, &n);
  for (uint32_t i = 0; i < n && !st; i++) {
    LLVMPositionBuilderAtEnd(t->b, block_of(t, order[i]));
    for (CmirOp *op = order[i]->first; op && !st; op = op->next)
      st = tr_op(t, op);
  }
  free(order);
  /* PHI incoming values, one per predecessor edge, in the order of the
   * block's predecessor list (as MLIR does: the order can change which of
   * two equal operands LLVM's code generator picks for minnum and friends). */
  for (CmirBlock *b = r->first; b && !st; b = b->next) {
    if (!b->nargs || b == r->first)
      continue;
    for (CmirBlockUse *u = b->preds; u && !st; u = u->next) {
      CmirOp *term = u->owner;
      uint32_t s = (uint32_t)(u - cmir_op_succs(term));
      LLVMBasicBlockRef from = block_of(t, term->block);
      uint32_t start, cnt;
      cmir_op_successor_operands(term, s, &start, &cnt);
      if (cnt != b->nargs || !from) {
        st = cmir_op_error(term, "successor #%u takes %u arguments, %u given", s, b->nargs, cnt);
        break;
      }
      for (uint32_t a = 0; a < cnt; a++) {
        LLVMValueRef phi = pm_get(&t->values, b->args[a]);
        LLVMValueRef v = pm_get(&t->values, cmir_op_operand(term, start + a));
        if (!v) {
          st = cmir_op_error(term, "successor operand has no LLVM value");
          break;
        }
        LLVMAddIncoming(phi, &v, &from, 1);
      }
    }
  }
  return st;
}

/* The LLVM type in property tprop of symbol op (*nm its name), or NULL after
 * an error (what: the kind of type the message expects). */
static LLVMTypeRef symbol_type(Tr *t, CmirOp *op, const char *tprop, const char *what,
                               const CmirAttr **nm) {
  const CmirAttr *ty = prop(op, tprop);
  *nm = prop(op, "sym_name");
  if (!*nm || (*nm)->kind != CMIR_ATTR_STRING || !ty || ty->kind != CMIR_ATTR_TYPE) {
    cmir_op_error(op, "expected a symbol name and a %s type", what);
    return NULL;
  }
  return tr_type(t, ty->type.type, op);
}

static CmirStatus declare_func(Tr *t, CmirOp *op) {
  const CmirAttr *nm;
  LLVMTypeRef fnty = symbol_type(t, op, "function_type", "function", &nm);
  if (!fnty)
    return CMIR_FAIL;
  if (LLVMGetTypeKind(fnty) != LLVMFunctionTypeKind)
    return cmir_op_error(op, "expected an LLVM function type");
  char *name = str_dup(nm);
  LLVMValueRef fn = LLVMAddFunction(t->mod, name, fnty);
  cmir_strmap_put(&t->syms, nm->str.s, nm->str.len, fn);
  pm_put(&t->funcs, fn, op);
  free(name);
  global_common(op, fn, 10);
  uint64_t cc = prop_uint(op, "CConv", 0);
  if (cc)
    LLVMSetFunctionCallConv(fn, (unsigned)cc);
  set_str_prop(op, "garbageCollector", fn, LLVMSetGC);
  return func_attrs(t, op, fn);
}

static CmirStatus declare_global(Tr *t, CmirOp *op) {
  const CmirAttr *nm;
  LLVMTypeRef ty = symbol_type(t, op, "global_type", "global", &nm);
  if (!ty)
    return CMIR_FAIL;
  uint64_t as = prop_uint(op, "addr_space", 0);
  if (as >= (1u << 24))
    return cmir_op_error(op, "address space %" PRIu64 " is out of LLVM's range", as);
  char *name = str_dup(nm);
  LLVMValueRef g = LLVMAddGlobalInAddressSpace(t->mod, ty, name, (unsigned)as);
  cmir_strmap_put(&t->syms, nm->str.s, nm->str.len, g);
  free(name);
  global_common(op, g, 10);
  if (prop_flag(op, "constant"))
    LLVMSetGlobalConstant(g, 1);
  if (prop_flag(op, "thread_local_"))
    LLVMSetThreadLocal(g, 1);
  return CMIR_OK;
}

/* The initializer of a global: its value attribute, or the value its
 * initializer region returns, which must fold to a constant. The region is
 * translated inside a temporary function that is deleted afterwards. */
static CmirStatus init_global(Tr *t, CmirOp *op) {
  const CmirAttr *nm = prop(op, "sym_name");
  LLVMValueRef g = cmir_strmap_get(&t->syms, nm->str.s, nm->str.len);
  LLVMTypeRef ty = LLVMGlobalGetValueType(g);
  const CmirAttr *v = prop(op, "value");
  LLVMValueRef init = NULL;
  CmirRegion *r = op->nregions ? &cmir_op_regions(op)[0] : NULL;
  if (v) {
    if (!(init = const_attr(t, v, ty, op)))
      return CMIR_FAIL;
  } else if (r && r->first) {
    LLVMValueRef tmp =
        LLVMAddFunction(t->mod, "", LLVMFunctionType(LLVMVoidTypeInContext(t->ctx), NULL, 0, 0));
    LLVMPositionBuilderAtEnd(t->b, LLVMAppendBasicBlockInContext(t->ctx, tmp, ""));
    CmirStatus st = CMIR_OK;
    CmirOp *ret = NULL;
    for (CmirOp *o = r->first->first; o && !st; o = o->next) {
      if (cmir_op_isa(o, CMIR_OP_LLVM_RETURN)) {
        ret = o;
        break;
      }
      st = tr_op(t, o);
    }
    if (!st && (!ret || ret->nopnds != 1))
      st = cmir_op_error(op, "expected the initializer region to return one value");
    if (!st) {
      init = pm_get(&t->values, cmir_op_operand(ret, 0));
      if (!init || !LLVMIsAConstant(init))
        st = cmir_op_error(ret, "the initializer of global '%s' is not a constant",
                           LLVMGetValueName(g));
      else if (LLVMTypeOf(init) != ty)
        st = cmir_op_error(ret, "the initializer of global '%s' does not have its type",
                           LLVMGetValueName(g));
    }
    LLVMClearInsertionPosition(t->b);
    LLVMDeleteFunction(tmp);
    if (st)
      return CMIR_FAIL;
  } else {
    LLVMLinkage l = LLVMGetLinkage(g);
    if (l == LLVMExternalLinkage || l == LLVMExternalWeakLinkage)
      return CMIR_OK;        /* a declaration */
    init = LLVMGetUndef(ty); /* LLVM wants an initializer for any other linkage */
  }
  LLVMSetInitializer(g, init);
  return CMIR_OK;
}

/* llvm.mlir.global_ctors / global_dtors: the appending @llvm.global_ctors
 * array of {priority, function, data} entries. */
static CmirStatus tr_xtors(Tr *t, CmirOp *op, bool ctors) {
  const CmirAttr *fns = prop(op, ctors ? "ctors" : "dtors"), *prio = prop(op, "priorities");
  if (!fns || fns->kind != CMIR_ATTR_ARRAY || !prio || prio->kind != CMIR_ATTR_ARRAY ||
      fns->arr.n != prio->arr.n)
    return cmir_op_error(op, "expected as many priorities as functions");
  LLVMTypeRef i32 = LLVMInt32TypeInContext(t->ctx), ptr = LLVMPointerTypeInContext(t->ctx, 0);
  LLVMTypeRef elts[3] = {i32, ptr, ptr};
  LLVMTypeRef st = LLVMStructTypeInContext(t->ctx, elts, 3, 0);
  LLVMValueRef *v = cmir_xcalloc(fns->arr.n + 1, sizeof *v);
  for (uint32_t i = 0; i < fns->arr.n; i++) {
    LLVMValueRef fn = sym_value(t, fns->arr.elems[i], op);
    if (!fn || prio->arr.elems[i]->kind != CMIR_ATTR_INTEGER) {
      free(v);
      return fn ? cmir_op_error(op, "expected integer priorities") : CMIR_FAIL;
    }
    LLVMValueRef f[3] = {LLVMConstInt(i32, cmir_attr_uint_value(prio->arr.elems[i]), 0), fn,
                         LLVMConstNull(ptr)};
    v[i] = LLVMConstStructInContext(t->ctx, f, 3, 0);
  }
  LLVMTypeRef at = LLVMArrayType2(st, fns->arr.n);
  LLVMValueRef g = LLVMAddGlobal(t->mod, at, ctors ? "llvm.global_ctors" : "llvm.global_dtors");
  LLVMSetLinkage(g, LLVMAppendingLinkage);
  LLVMSetInitializer(g, LLVMConstArray2(st, v, fns->arr.n));
  free(v);
  return CMIR_OK;
}

static CmirStatus tr_linker_options(Tr *t, CmirOp *op) {
  const CmirAttr *opts = prop(op, "options");
  if (!opts || opts->kind != CMIR_ATTR_ARRAY)
    return cmir_op_error(op, "expected an array of strings");
  LLVMMetadataRef *md = cmir_xcalloc(opts->arr.n + 1, sizeof *md);
  for (uint32_t i = 0; i < opts->arr.n; i++) {
    const CmirAttr *s = opts->arr.elems[i];
    if (s->kind != CMIR_ATTR_STRING) {
      free(md);
      return cmir_op_error(op, "expected an array of strings");
    }
    md[i] = LLVMMDStringInContext2(t->ctx, s->str.s, s->str.len);
  }
  LLVMAddNamedMetadataOperand(
      t->mod, "llvm.linker.options",
      LLVMMetadataAsValue(t->ctx, LLVMMDNodeInContext2(t->ctx, md, opts->arr.n)));
  free(md);
  return CMIR_OK;
}

/* ------------------------------------------------------------------------ */
/* Module                                                                    */

static bool first_foreign(CmirOp *op, void *user) {
  CmirOp **out = user;
  if (!strncmp(cmir_op_name(op), "llvm.", 5) || op == out[1])
    return true;
  out[0] = op;
  return false;
}

/* Triple and data layout of the new module (see translate.h): the module's,
 * else the host's when t->host_target. */
/* LLVM's Triple::isKnownWindowsMSVCEnvironment: arch-vendor-os-environment
 * with an os starting "windows" or "win32" and an environment starting
 * "msvc". */
static bool triple_is_windows_msvc(const char *s, size_t n) {
  const char *part[4] = {NULL};
  size_t len[4] = {0};
  uint32_t k = 0;
  part[0] = s;
  for (size_t i = 0; i < n && k < 4; i++) {
    if (s[i] != '-') {
      len[k]++;
      continue;
    }
    if (++k < 4)
      part[k] = s + i + 1;
  }
  if (!part[2] || !part[3])
    return false;
  bool win = (len[2] >= 7 && !memcmp(part[2], "windows", 7)) ||
             (len[2] >= 5 && !memcmp(part[2], "win32", 5));
  return win && len[3] >= 4 && !memcmp(part[3], "msvc", 4);
}

static CmirStatus set_target(Tr *t, CmirOp *module) {
  const CmirAttr *tt = cmir_op_get_attr(module, "llvm.target_triple");
  const CmirAttr *dl = cmir_op_get_attr(module, "llvm.data_layout");
  if (tt && tt->kind != CMIR_ATTR_STRING)
    return cmir_op_error(module, "expected 'llvm.target_triple' to be a string");
  if (dl && dl->kind != CMIR_ATTR_STRING)
    return cmir_op_error(module, "expected 'llvm.data_layout' to be a string");
  if (!t->host_target) {
    /* As mlir-translate: only what the module says. */
    if (tt) {
      char *z = str_dup(tt);
      LLVMSetTarget(t->mod, z);
      free(z);
    }
    if (dl) {
      char *z = str_dup(dl);
      LLVMSetDataLayout(t->mod, z);
      free(z);
    }
    return CMIR_OK;
  }
  char *triple = tt ? str_dup(tt) : NULL;
  if (!triple) {
    char *host = LLVMGetDefaultTargetTriple();
    triple = strdup(host);
    LLVMDisposeMessage(host);
  }
  LLVMSetTarget(t->mod, triple);
  if (dl) {
    char *z = str_dup(dl);
    LLVMSetDataLayout(t->mod, z);
    free(z);
  } else {
    static bool native_ready;
    if (!native_ready)
      native_ready = !LLVMInitializeNativeTarget();
    LLVMTargetRef target;
    char *err = NULL;
    if (native_ready && !LLVMGetTargetFromTriple(triple, &target, &err)) {
      LLVMTargetMachineRef tm = LLVMCreateTargetMachine(
          target, triple, "", "", LLVMCodeGenLevelDefault, LLVMRelocDefault, LLVMCodeModelDefault);
      if (tm) {
        LLVMTargetDataRef td = LLVMCreateTargetDataLayout(tm);
        char *s = LLVMCopyStringRepOfTargetData(td);
        LLVMSetDataLayout(t->mod, s);
        LLVMDisposeMessage(s);
        LLVMDisposeTargetData(td);
        LLVMDisposeTargetMachine(tm);
      }
    }
    if (err)
      LLVMDisposeMessage(err);
  }
  free(triple);
  return CMIR_OK;
}

static CmirStatus translate(Tr *t, CmirOp *module) {
  if (!cmir_op_isa(module, CMIR_OP_BUILTIN_MODULE) || module->nregions != 1)
    return cmir_op_error(module, "expected a builtin.module to translate to LLVM IR");
  CmirOp *bad[2] = {NULL, module};
  cmir_op_walk(module, first_foreign, bad);
  if (bad[0])
    return cmir_op_error(bad[0],
                         "cannot translate operation '%s' to LLVM IR: it is not in "
                         "the LLVM dialect",
                         cmir_op_name(bad[0]));
  if (set_target(t, module))
    return CMIR_FAIL;
  /* As mlir-translate: the debug info version, so that LLVM keeps any
   * debug metadata added later. */
  LLVMAddModuleFlag(t->mod, LLVMModuleFlagBehaviorWarning, "Debug Info Version", 18,
                    LLVMValueAsMetadata(LLVMConstInt(LLVMInt32TypeInContext(t->ctx), 3, 0)));
  /* and, for a Windows MSVC target, CodeView rather than DWARF. */
  const CmirAttr *tt = cmir_op_get_attr(module, "llvm.target_triple");
  if (tt && tt->kind == CMIR_ATTR_STRING && triple_is_windows_msvc(tt->str.s, tt->str.len))
    LLVMAddModuleFlag(t->mod, LLVMModuleFlagBehaviorWarning, "CodeView", 8,
                      LLVMValueAsMetadata(LLVMConstInt(LLVMInt32TypeInContext(t->ctx), 1, 0)));
  CmirBlock *body = cmir_op_regions(module)[0].first;
  /* Declarations first: bodies and initializers may refer to any symbol. */
  for (CmirOp *op = body ? body->first : NULL; op; op = op->next) {
    if (cmir_op_isa(op, CMIR_OP_LLVM_FUNC)) {
      if (declare_func(t, op))
        return CMIR_FAIL;
    } else if (cmir_op_isa(op, CMIR_OP_LLVM_MLIR_GLOBAL)) {
      if (declare_global(t, op))
        return CMIR_FAIL;
    } else if (!cmir_op_isa(op, CMIR_OP_LLVM_MLIR_GLOBAL_CTORS) &&
               !cmir_op_isa(op, CMIR_OP_LLVM_MLIR_GLOBAL_DTORS) &&
               !cmir_op_isa(op, CMIR_OP_LLVM_LINKER_OPTIONS)) {
      return cmir_op_error(op, "cannot translate operation '%s' to LLVM IR at module level",
                           cmir_op_name(op));
    }
  }
  for (CmirOp *op = body ? body->first : NULL; op; op = op->next) {
    CmirStatus st = CMIR_OK;
    if (cmir_op_isa(op, CMIR_OP_LLVM_MLIR_GLOBAL))
      st = init_global(t, op);
    else if (cmir_op_isa(op, CMIR_OP_LLVM_MLIR_GLOBAL_CTORS))
      st = tr_xtors(t, op, true);
    else if (cmir_op_isa(op, CMIR_OP_LLVM_MLIR_GLOBAL_DTORS))
      st = tr_xtors(t, op, false);
    else if (cmir_op_isa(op, CMIR_OP_LLVM_LINKER_OPTIONS))
      st = tr_linker_options(t, op);
    if (st)
      return CMIR_FAIL;
  }
  for (CmirOp *op = body ? body->first : NULL; op; op = op->next) {
    if (!cmir_op_isa(op, CMIR_OP_LLVM_FUNC))
      continue;
    const CmirAttr *nm = prop(op, "sym_name");
    LLVMValueRef fn = cmir_strmap_get(&t->syms, nm->str.s, nm->str.len);
    const CmirAttr *pers = prop(op, "personality");
    if (pers) {
      LLVMValueRef p = sym_value(t, pers, op);
      if (!p)
        return CMIR_FAIL;
      LLVMSetPersonalityFn(fn, p);
    }
    if (op->nregions && cmir_op_regions(op)[0].first && tr_body(t, op, fn))
      return CMIR_FAIL;
  }
  return CMIR_OK;
}

static LLVMModuleRef translate_module(CmirOp *module, LLVMContextRef llctx, bool host_target) {
  if (cmir_pass_llvm_legalize_for_export(module, NULL))
    return NULL;
  Tr t = {0};
  t.ctx = llctx;
  t.host_target = host_target;
  t.mod = LLVMModuleCreateWithNameInContext("LLVMDialectModule", llctx); /* as MLIR names it */
  t.b = LLVMCreateBuilderInContext(llctx);
  cmir_strmap_init(&t.syms);
  CmirStatus st = translate(&t, module);
  LLVMDisposeBuilder(t.b);
  if (!st) {
    char *msg = NULL;
    if (LLVMVerifyModule(t.mod, LLVMReturnStatusAction, &msg)) {
      size_t len = msg ? strlen(msg) : 0;
      while (len && msg[len - 1] == '\n')
        msg[--len] = 0;
      /* Located at the first function LLVM rejects, else at the module (or
       * its first op when the module was implicit). */
      CmirOp *at = module;
      for (LLVMValueRef fn = LLVMGetFirstFunction(t.mod); fn; fn = LLVMGetNextFunction(fn))
        if (LLVMVerifyFunction(fn, LLVMReturnStatusAction) && pm_get(&t.funcs, fn)) {
          at = pm_get(&t.funcs, fn);
          break;
        }
      CmirBlock *body = cmir_op_regions(module)[0].first;
      if (at == module && !module->loc.line && body && body->first)
        at = body->first;
      st = cmir_op_error(at, "the translated module is not valid LLVM IR: %s", msg ? msg : "");
    }
    if (msg)
      LLVMDisposeMessage(msg);
  }
  pm_free(&t.types);
  pm_free(&t.values);
  pm_free(&t.blocks);
  pm_free(&t.funcs);
  cmir_strmap_free(&t.syms);
  if (st) {
    LLVMDisposeModule(t.mod);
    return NULL;
  }
  return t.mod;
}

LLVMModuleRef cmir_llvm_translate(CmirOp *module, LLVMContextRef llctx) {
  return translate_module(module, llctx, false);
}

LLVMModuleRef cmir_llvm_translate_for_host(CmirOp *module, LLVMContextRef llctx) {
  return translate_module(module, llctx, true);
}
