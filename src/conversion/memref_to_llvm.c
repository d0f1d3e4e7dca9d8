/* finalize-memref-to-llvm: memref ops become LLVM dialect ops on memref
 * descriptors (seed 001, "Memref Types"; seed 000, "Index Linearization").
 * Allocations build a descriptor from the allocated and aligned pointers,
 * a zero offset and the sizes and row-major strides of the type; accesses
 * compute the element address from the aligned pointer, the offset and the
 * strides; views rebuild descriptors. Like MLIR 19, subview, expand_shape and
 * collapse_shape have no pattern here: expand-strided-metadata rewrites them
 * first. docs/lowering.md lists the rules and the differences. */
#include "conversion/llvm_common.h"

#include <stdlib.h>

/* ---- options ---- */

typedef struct MemrefLowering {
  bool aligned_alloc; /* use-aligned-alloc */
  bool generic;       /* use-generic-functions */
  /* finalize-memref-to-llvm converts memref alone: the body of a
   * generic_atomic_rmw is moved as it is, so it must already be LLVM (as in
   * MLIR 19, where other ops there make the pattern fail) */
  bool body_llvm_only;
  /* The loop blocks of a generic_atomic_rmw land in the region of the op
   * around it, which MLIR 19 then legalizes: the pattern fails unless that
   * op is an LLVM op or, where the conversion keeps or converts func.func,
   * a func.func (not an scf.for, nor a func.func that convert-to-llvm's
   * dialect filter leaves alone). */
  bool func_parent_ok;
} MemrefLowering;

static const MemrefLowering default_lowering = {false, false, false, true};
/* By whether arith, then func, are converted too (convert-to-llvm). */
static const MemrefLowering filtered_lowering[2][2] = {
    {{false, false, true, false}, {false, false, true, true}},
    {{false, false, false, false}, {false, false, false, true}},
};

void *cmir_memref_to_llvm_user(bool arith_converted, bool func_converted) {
  return (void *)&filtered_lowering[arith_converted][func_converted];
}

static const MemrefLowering *lowering(void *user) {
  return user ? (const MemrefLowering *)user : &default_lowering;
}

/* ---- small builders ---- */

static const CmirType *idx_type(CmirRewriter *rw) {
  return cmir_llvm_tc_index(cmir_llvm_converter(rw));
}

static const CmirType *ptr_type(CmirRewriter *rw, uint32_t as) {
  return cmir_type_llvm_ptr(cmir_rw_context(rw), as);
}

/* createIndexAttrConstant: `llvm.mlir.constant(v : index) : t`. */
static CmirValue *iconst(CmirRewriter *rw, CmirLoc loc, const CmirType *t, int64_t v) {
  CmirContext *ctx = cmir_rw_context(rw);
  return cmir_llvm_build_constant(rw, loc, t, cmir_attr_int(ctx, cmir_type_index(ctx), v));
}

static CmirValue *idxc(CmirRewriter *rw, CmirLoc loc, int64_t v) {
  return iconst(rw, loc, idx_type(rw), v);
}

static CmirValue *op1(CmirRewriter *rw, CmirLoc loc, unsigned name, CmirValue *a,
                      const CmirType *rt) {
  return &cmir_rw_create(rw, name, loc, 1, &a, 1, &rt, 0, NULL)->results[0];
}

static CmirValue *op2(CmirRewriter *rw, CmirLoc loc, unsigned name, CmirValue *a, CmirValue *b) {
  CmirValue *ops[2] = {a, b};
  return &cmir_rw_create(rw, name, loc, 2, ops, 1, &a->type, 0, NULL)->results[0];
}

static CmirValue *zero_ptr(CmirRewriter *rw, CmirLoc loc) {
  const CmirType *p = ptr_type(rw, 0);
  return &cmir_rw_create(rw, CMIR_OP_LLVM_MLIR_ZERO, loc, 0, NULL, 1, &p, 0, NULL)->results[0];
}

#define GEP_DYN INT32_MIN

/* llvm.getelementptr base[idx...] over elem: raw[i] is a constant index or
 * GEP_DYN, taking the next of dyn. */
static CmirValue *gep(CmirRewriter *rw, CmirLoc loc, CmirValue *base, const CmirType *elem,
                      uint32_t n, const int32_t *raw, CmirValue *const *dyn) {
  CmirContext *ctx = cmir_rw_context(rw);
  CmirValue *ops[16];
  uint32_t k = 0;
  ops[k++] = base;
  for (uint32_t i = 0; i < n && k < 16; i++)
    if (raw[i] == GEP_DYN)
      ops[k] = dyn[k - 1], k++;
  CmirNamedAttr p[2] = {
      {cmir_ident(ctx, "rawConstantIndices"), cmir_attr_dense_i32_array(ctx, n, raw)},
      {cmir_ident(ctx, "elem_type"), cmir_attr_type(ctx, elem)}};
  return &cmir_rw_create(rw, CMIR_OP_LLVM_GETELEMENTPTR, loc, k, ops, 1, &base->type, 2, p)->results[0];
}

/* base[v] */
static CmirValue *gep1(CmirRewriter *rw, CmirLoc loc, CmirValue *base, const CmirType *elem,
                       CmirValue *v) {
  int32_t raw = GEP_DYN;
  return gep(rw, loc, base, elem, 1, &raw, &v);
}

static CmirValue *load(CmirRewriter *rw, CmirLoc loc, CmirValue *addr, const CmirType *t) {
  return &cmir_rw_create(rw, CMIR_OP_LLVM_LOAD, loc, 1, &addr, 1, &t, 0, NULL)->results[0];
}

static void store(CmirRewriter *rw, CmirLoc loc, CmirValue *v, CmirValue *addr) {
  CmirValue *ops[2] = {v, addr};
  cmir_rw_create(rw, CMIR_OP_LLVM_STORE, loc, 2, ops, 0, NULL, 0, NULL);
}

static CmirValue *alloca_of(CmirRewriter *rw, CmirLoc loc, CmirValue *n, const CmirType *elem,
                            uint32_t as, int64_t align) {
  CmirContext *ctx = cmir_rw_context(rw);
  const CmirType *p = ptr_type(rw, as);
  CmirNamedAttr props[2] = {{cmir_ident(ctx, "elem_type"), cmir_attr_type(ctx, elem)},
                            {cmir_ident(ctx, "alignment"), cmir_attr_int(ctx, ctx->i64, align)}};
  return &cmir_rw_create(rw, CMIR_OP_LLVM_ALLOCA, loc, 1, &n, 1, &p, align ? 2 : 1, props)->results[0];
}

/* ---- descriptors (MemRefDescriptor / UnrankedMemRefDescriptor) ---- */

enum { F_ALLOC = 0, F_ALIGNED = 1, F_OFFSET = 2, F_SIZES = 3, F_STRIDES = 4 };

static CmirValue *ev(CmirRewriter *rw, CmirLoc loc, CmirValue *d, int64_t f) {
  return cmir_llvm_build_extractvalue(rw, loc, d, 1, &f);
}

static CmirValue *ev2(CmirRewriter *rw, CmirLoc loc, CmirValue *d, int64_t f, int64_t i) {
  int64_t pos[2] = {f, i};
  return cmir_llvm_build_extractvalue(rw, loc, d, 2, pos);
}

static CmirValue *iv(CmirRewriter *rw, CmirLoc loc, CmirValue *d, CmirValue *v, int64_t f) {
  return cmir_llvm_build_insertvalue(rw, loc, d, v, 1, &f);
}

static CmirValue *iv2(CmirRewriter *rw, CmirLoc loc, CmirValue *d, CmirValue *v, int64_t f,
                      int64_t i) {
  int64_t pos[2] = {f, i};
  return cmir_llvm_build_insertvalue(rw, loc, d, v, 2, pos);
}

static uint32_t memspace(const CmirType *t) {
  const CmirAttr *ms = t->shaped.extra;
  return ms && ms->kind == CMIR_ATTR_INTEGER ? (uint32_t)cmir_attr_int_value(ms) : 0;
}

static bool memspace_ok(const CmirType *t) {
  const CmirAttr *ms = t->shaped.extra;
  return !ms || ms->kind == CMIR_ATTR_INTEGER;
}

static const CmirType *conv(CmirRewriter *rw, const CmirType *t) {
  return cmir_tc_convert(cmir_rw_type_converter(rw), t);
}

/* MemRefDescriptor::bufferPtr: the aligned pointer moved by the offset
 * (unless the type says it is zero). */
static CmirValue *buffer_ptr(CmirRewriter *rw, CmirLoc loc, const CmirType *t, CmirValue *desc) {
  int64_t strides[64], offset;
  cmir_memref_strides(t, strides, &offset);
  CmirValue *p = ev(rw, loc, desc, F_ALIGNED);
  if (offset == 0)
    return p;
  CmirValue *off = offset == CMIR_DYNAMIC ? ev(rw, loc, desc, F_OFFSET) : idxc(rw, loc, offset);
  return gep1(rw, loc, p, conv(rw, t->shaped.elem), off);
}

/* getStridedElementPtr: the address of desc[indices]. */
static CmirValue *element_ptr(CmirRewriter *rw, CmirLoc loc, const CmirType *t, CmirValue *desc,
                              uint32_t n, CmirValue *const *indices) {
  int64_t strides[64], offset;
  cmir_memref_strides(t, strides, &offset);
  CmirValue *base = buffer_ptr(rw, loc, t, desc);
  CmirValue *index = NULL;
  for (uint32_t i = 0; i < n; i++) {
    CmirValue *inc = indices[i];
    if (strides[i] != 1) {
      CmirValue *s =
          strides[i] == CMIR_DYNAMIC ? ev2(rw, loc, desc, F_STRIDES, i) : idxc(rw, loc, strides[i]);
      inc = op2(rw, loc, CMIR_OP_LLVM_MUL, inc, s);
    }
    index = index ? op2(rw, loc, CMIR_OP_LLVM_ADD, index, inc) : inc;
  }
  return index ? gep1(rw, loc, base, conv(rw, t->shaped.elem), index) : base;
}

CmirValue *cmir_llvm_memref_element_ptr(CmirRewriter *rw, CmirLoc loc, const CmirType *t,
                                        CmirValue *desc, uint32_t n, CmirValue *const *indices) {
  return element_ptr(rw, loc, t, desc, n, indices);
}

/* getSizeInBytes: ptrtoint(gep null[1]) over the converted type. */
static CmirValue *size_in_bytes(CmirRewriter *rw, CmirLoc loc, const CmirType *t) {
  CmirValue *z = zero_ptr(rw, loc);
  int32_t one = 1;
  CmirValue *g = gep(rw, loc, z, conv(rw, t), 1, &one, NULL);
  return op1(rw, loc, CMIR_OP_LLVM_PTRTOINT, g, idx_type(rw));
}

/* UnrankedMemRefDescriptor::allocatedPtr / alignedPtr / offset through the
 * pointer to the ranked descriptor. */
static CmirValue *unranked_field(CmirRewriter *rw, CmirLoc loc, CmirValue *desc_ptr, uint32_t as,
                                 int f) {
  const CmirType *p = ptr_type(rw, as);
  if (f == F_ALLOC)
    return load(rw, loc, desc_ptr, p);
  int32_t raw = f;
  CmirValue *g = gep(rw, loc, desc_ptr, p, 1, &raw, NULL);
  return load(rw, loc, g, f == F_ALIGNED ? p : idx_type(rw));
}

/* A ranked memref type whose descriptor converts (strided, integer memory
 * space, convertible element type), of rank at most 64. */
static bool ranked_ok(CmirRewriter *rw, const CmirType *t) {
  return t->kind == CMIR_TYPE_MEMREF && t->shaped.rank <= 64 && conv(rw, t) != NULL;
}

/* ---- allocation ---- */

static CmirValue *create_aligned(CmirRewriter *rw, CmirLoc loc, CmirValue *input,
                                 CmirValue *alignment) {
  CmirValue *one = iconst(rw, loc, alignment->type, 1);
  CmirValue *bump = op2(rw, loc, CMIR_OP_LLVM_SUB, alignment, one);
  CmirValue *bumped = op2(rw, loc, CMIR_OP_LLVM_ADD, input, bump);
  CmirValue *mod = op2(rw, loc, CMIR_OP_LLVM_UREM, bumped, alignment);
  return op2(rw, loc, CMIR_OP_LLVM_SUB, bumped, mod);
}

static uint64_t pow2_ceil(uint64_t v) {
  uint64_t p = 1;
  while (p < v)
    p <<= 1;
  return p;
}

static bool signless_int_index_or_float(const CmirType *t) {
  return (t->kind == CMIR_TYPE_INTEGER && t->integer.sign == CMIR_SIGNLESS) ||
         t->kind == CMIR_TYPE_INDEX || t->kind == CMIR_TYPE_FLOAT;
}

/* Size in bytes of one element for aligned_alloc (the data layout's). */
static uint64_t elem_bytes(CmirRewriter *rw, CmirOp *op, const CmirType *elem) {
  CmirDataLayout dl;
  cmir_llvm_dl_of(op, &dl);
  const CmirType *c = conv(rw, elem);
  return c ? cmir_llvm_dl_alloc_size(&dl, c) : 1;
}

static void finish_desc(CmirRewriter *rw, CmirOp *op, const CmirType *t, CmirValue *allocated,
                        CmirValue *aligned, CmirValue **sizes, CmirValue **strides) {
  CmirLoc loc = op->loc;
  CmirValue *d = cmir_llvm_build_undef(rw, loc, conv(rw, t));
  d = iv(rw, loc, d, allocated, F_ALLOC);
  d = iv(rw, loc, d, aligned, F_ALIGNED);
  d = iv(rw, loc, d, idxc(rw, loc, 0), F_OFFSET);
  for (uint32_t i = 0; i < t->shaped.rank; i++)
    d = iv2(rw, loc, d, sizes[i], F_SIZES, i);
  for (uint32_t i = 0; i < t->shaped.rank; i++)
    d = iv2(rw, loc, d, strides[i], F_STRIDES, i);
  cmir_rw_replace_op(rw, op, &d);
}

/* alloc, alloca and get_global (AllocLikeOpLLVMLowering). */
static CmirStatus alloc_like(CmirRewriter *rw, CmirOp *op, CmirValue *const *opnds, void *user) {
  CmirContext *ctx = cmir_rw_context(rw);
  const MemrefLowering *ml = lowering(user);
  const CmirType *t = op->results[0].type;
  if (!ranked_ok(rw, t) || !cmir_memref_layout_is_identity(t) || !memspace_ok(t))
    return CMIR_FAIL;
  bool is_alloca = cmir_op_isa(op, CMIR_OP_MEMREF_ALLOCA);
  bool is_global = cmir_op_isa(op, CMIR_OP_MEMREF_GET_GLOBAL);
  CmirLoc loc = op->loc;
  uint32_t r = t->shaped.rank, as = memspace(t);
  const CmirType *elem = conv(rw, t->shaped.elem);
  uint32_t dstart = 0, ndyn = 0;
  if (!is_global)
    cmir_op_operand_group(op, 0, &dstart, &ndyn);
  CmirValue *sizes[64], *strides[64];
  uint32_t k = 0;
  for (uint32_t i = 0; i < r; i++)
    sizes[i] = t->shaped.shape[i] == CMIR_DYNAMIC ? opnds[dstart + k++]
                                                  : idxc(rw, loc, t->shaped.shape[i]);
  int64_t stride = 1;
  CmirValue *running = idxc(rw, loc, 1);
  for (uint32_t i = r; i-- > 0;) {
    strides[i] = running;
    int64_t sz = t->shaped.shape[i];
    bool use_size = stride == 1;
    if (sz == CMIR_DYNAMIC)
      stride = CMIR_DYNAMIC;
    if (stride != CMIR_DYNAMIC && cmir_ckd_mul(&stride, stride, sz))
      return CMIR_FAIL; /* check_sizes reported it */
    if (use_size)
      running = sizes[i];
    else if (stride == CMIR_DYNAMIC)
      running = op2(rw, loc, CMIR_OP_LLVM_MUL, running, sizes[i]);
    else
      running = idxc(rw, loc, stride);
  }
  CmirValue *size = running;
  if (!is_alloca)
    size = op1(rw, loc, CMIR_OP_LLVM_PTRTOINT, gep1(rw, loc, zero_ptr(rw, loc), elem, running),
               idx_type(rw));
  const CmirType *idx = idx_type(rw), *p0 = ptr_type(rw, 0), *ep = ptr_type(rw, as);
  CmirValue *allocated, *aligned;
  const CmirAttr *align_attr = cmir_op_get_prop(op, "alignment");
  if (is_alloca) {
    allocated = aligned =
        alloca_of(rw, loc, size, elem, as, align_attr ? cmir_attr_int_value(align_attr) : 0);
  } else if (is_global) {
    const CmirType *arr = elem;
    for (uint32_t i = r; i-- > 0;)
      arr = cmir_type_llvm_array(ctx, (uint64_t)t->shaped.shape[i], arr);
    CmirNamedAttr p = {cmir_ident(ctx, "global_name"), cmir_op_get_prop(op, "name")};
    CmirValue *addr =
        &cmir_rw_create(rw, CMIR_OP_LLVM_MLIR_ADDRESSOF, loc, 0, NULL, 1, &ep, 1, &p)->results[0];
    int32_t zeros[65] = {0};
    aligned = gep(rw, loc, addr, arr, r + 1, zeros, NULL);
    CmirDataLayout dl;
    cmir_llvm_dl_of(op, &dl);
    const CmirType *intptr = cmir_type_int(ctx, cmir_llvm_dl_pointer_bits(&dl, as), CMIR_SIGNLESS);
    allocated = op1(rw, loc, CMIR_OP_LLVM_INTTOPTR, iconst(rw, loc, intptr, 0xdeadbeef), ep);
  } else if (!ml->aligned_alloc) {
    CmirValue *alignment = NULL;
    if (align_attr)
      alignment = idxc(rw, loc, cmir_attr_int_value(align_attr));
    else if (!signless_int_index_or_float(t->shaped.elem))
      alignment = size_in_bytes(rw, loc, t->shaped.elem);
    if (alignment)
      size = op2(rw, loc, CMIR_OP_LLVM_ADD, size, alignment);
    const char *fn = ml->generic ? "_mlir_memref_to_llvm_alloc" : "malloc";
    cmir_llvm_declare_fn(ctx, cmir_llvm_module_of(op), fn, p0, 1, &idx);
    allocated = cmir_llvm_build_call(rw, loc, fn, p0, 1, &size);
    if (as)
      allocated = op1(rw, loc, CMIR_OP_LLVM_ADDRSPACECAST, allocated, ep);
    aligned = allocated;
    if (alignment) {
      CmirValue *ai = op1(rw, loc, CMIR_OP_LLVM_PTRTOINT, allocated, idx);
      aligned = op1(rw, loc, CMIR_OP_LLVM_INTTOPTR, create_aligned(rw, loc, ai, alignment), ep);
    }
  } else {
    uint64_t eb = elem_bytes(rw, op, t->shaped.elem);
    uint64_t a = align_attr ? (uint64_t)cmir_attr_int_value(align_attr) : pow2_ceil(eb);
    if (!align_attr && a < 16)
      a = 16;
    /* (wraps, as MLIR's: only its remainder modulo a power of two is
     * used) */
    uint64_t divisor = eb;
    for (uint32_t i = 0; i < r; i++)
      if (t->shaped.shape[i] != CMIR_DYNAMIC)
        divisor *= (uint64_t)t->shaped.shape[i];
    CmirValue *av = idxc(rw, loc, (int64_t)a);
    if (!a || divisor % a)
      size = create_aligned(rw, loc, size, av);
    const char *fn = ml->generic ? "_mlir_memref_to_llvm_aligned_alloc" : "aligned_alloc";
    const CmirType *args[2] = {idx, idx};
    cmir_llvm_declare_fn(ctx, cmir_llvm_module_of(op), fn, p0, 2, args);
    CmirValue *cargs[2] = {av, size};
    allocated = cmir_llvm_build_call(rw, loc, fn, p0, 2, cargs);
    if (as)
      allocated = op1(rw, loc, CMIR_OP_LLVM_ADDRSPACECAST, allocated, ep);
    aligned = allocated;
  }
  finish_desc(rw, op, t, allocated, aligned, sizes, strides);
  return CMIR_OK;
}

static CmirStatus dealloc_op(CmirRewriter *rw, CmirOp *op, CmirValue *const *opnds, void *user) {
  CmirContext *ctx = cmir_rw_context(rw);
  const CmirType *t = op->opnds[0].value->type;
  if (!conv(rw, t) || opnds[0]->type->kind != CMIR_TYPE_LLVM_STRUCT)
    return CMIR_FAIL;
  const char *fn = lowering(user)->generic ? "_mlir_memref_to_llvm_free" : "free";
  const CmirType *p0 = ptr_type(rw, 0);
  cmir_llvm_declare_fn(ctx, cmir_llvm_module_of(op), fn,
                       cmir_type_llvm_simple(ctx, CMIR_TYPE_LLVM_VOID), 1, &p0);
  CmirValue *p;
  if (t->kind == CMIR_TYPE_UNRANKED_MEMREF)
    p = unranked_field(rw, op->loc, ev(rw, op->loc, opnds[0], 1), memspace(t), F_ALLOC);
  else
    p = ev(rw, op->loc, opnds[0], F_ALLOC);
  cmir_llvm_build_call(rw, op->loc, fn, NULL, 1, &p);
  cmir_rw_erase_op(rw, op);
  return CMIR_OK;
}

/* ---- access ---- */

static bool indices_ok(CmirValue *const *opnds, uint32_t from, uint32_t n) {
  for (uint32_t i = from; i < from + n; i++)
    if (opnds[i]->type->kind != CMIR_TYPE_INTEGER)
      return false;
  return true;
}

static CmirStatus load_op(CmirRewriter *rw, CmirOp *op, CmirValue *const *opnds, void *user) {
  (void)user;
  CmirContext *ctx = cmir_rw_context(rw);
  const CmirType *t = op->opnds[0].value->type;
  if (!ranked_ok(rw, t) || !indices_ok(opnds, 1, op->nopnds - 1))
    return CMIR_FAIL;
  CmirValue *p = element_ptr(rw, op->loc, t, opnds[0], op->nopnds - 1, opnds + 1);
  const CmirType *et = conv(rw, t->shaped.elem);
  const CmirAttr *nt = cmir_op_get_prop(op, "nontemporal");
  CmirNamedAttr prop = {cmir_ident(ctx, "nontemporal"), ctx->unit};
  bool has_nt = nt && cmir_attr_is_bool(nt) && cmir_attr_int_value(nt);
  CmirValue *v =
      &cmir_rw_create(rw, CMIR_OP_LLVM_LOAD, op->loc, 1, &p, 1, &et, has_nt, &prop)->results[0];
  cmir_rw_replace_op(rw, op, &v);
  return CMIR_OK;
}

static CmirStatus store_op(CmirRewriter *rw, CmirOp *op, CmirValue *const *opnds, void *user) {
  (void)user;
  CmirContext *ctx = cmir_rw_context(rw);
  const CmirType *t = op->opnds[1].value->type;
  if (!ranked_ok(rw, t) || !indices_ok(opnds, 2, op->nopnds - 2))
    return CMIR_FAIL;
  CmirValue *p = element_ptr(rw, op->loc, t, opnds[1], op->nopnds - 2, opnds + 2);
  const CmirAttr *nt = cmir_op_get_prop(op, "nontemporal");
  CmirNamedAttr prop = {cmir_ident(ctx, "nontemporal"), ctx->unit};
  bool has_nt = nt && cmir_attr_is_bool(nt) && cmir_attr_int_value(nt);
  CmirValue *ops[2] = {opnds[0], p};
  cmir_rw_create(rw, CMIR_OP_LLVM_STORE, op->loc, 2, ops, 0, NULL, has_nt, &prop);
  cmir_rw_erase_op(rw, op);
  return CMIR_OK;
}

/* ---- metadata ---- */

/* The constant a dim index is (arith.constant or llvm.mlir.constant). */
static bool const_index(CmirValue *orig, CmirValue *conv_v, int64_t *out) {
  CmirValue *vs[2] = {orig, conv_v};
  for (int i = 0; i < 2; i++) {
    CmirOp *d = cmir_value_def(vs[i]);
    if (!d || !(cmir_op_isa(d, CMIR_OP_ARITH_CONSTANT) || cmir_op_isa(d, CMIR_OP_LLVM_MLIR_CONSTANT)))
      continue;
    const CmirAttr *a = cmir_op_get_prop(d, "value");
    if (a && a->kind == CMIR_ATTR_INTEGER) {
      *out = cmir_attr_int_value(a);
      return true;
    }
  }
  return false;
}

static CmirStatus dim_op(CmirRewriter *rw, CmirOp *op, CmirValue *const *opnds, void *user) {
  (void)user;
  CmirContext *ctx = cmir_rw_context(rw);
  const CmirType *t = op->opnds[0].value->type;
  CmirLoc loc = op->loc;
  const CmirType *idx = idx_type(rw);
  if (!conv(rw, t) || opnds[1]->type != idx)
    return CMIR_FAIL;
  CmirValue *r;
  if (t->kind == CMIR_TYPE_UNRANKED_MEMREF) {
    const CmirType *scalar = cmir_type_memref(ctx, 0, NULL, t->shaped.elem, NULL, NULL);
    const CmirType *sdesc = conv(rw, scalar);
    if (!sdesc || !memspace_ok(t))
      return CMIR_FAIL;
    CmirValue *dp = ev(rw, loc, opnds[0], 1);
    int32_t raw[2] = {0, 2};
    CmirValue *offp = gep(rw, loc, dp, sdesc, 2, raw, NULL);
    CmirValue *plus = op2(rw, loc, CMIR_OP_LLVM_ADD, idxc(rw, loc, 1), opnds[1]);
    r = load(rw, loc, gep1(rw, loc, offp, idx, plus), idx);
  } else {
    int64_t i;
    uint32_t rank = t->shaped.rank;
    if (const_index(op->opnds[1].value, opnds[1], &i) && i >= 0 && i < (int64_t)rank) {
      r = t->shaped.shape[i] == CMIR_DYNAMIC ? ev2(rw, loc, opnds[0], F_SIZES, i)
                                             : idxc(rw, loc, t->shaped.shape[i]);
    } else {
      const CmirType *arr = cmir_type_llvm_array(ctx, rank, idx);
      CmirValue *one = idxc(rw, loc, 1);
      CmirValue *sizes = ev(rw, loc, opnds[0], F_SIZES);
      CmirValue *slot = alloca_of(rw, loc, one, arr, 0, 0);
      store(rw, loc, sizes, slot);
      int32_t raw[2] = {0, GEP_DYN};
      CmirValue *dyn = opnds[1];
      r = load(rw, loc, gep(rw, loc, slot, arr, 2, raw, &dyn), idx);
    }
  }
  cmir_rw_replace_op(rw, op, &r);
  return CMIR_OK;
}

static CmirStatus rank_op(CmirRewriter *rw, CmirOp *op, CmirValue *const *opnds, void *user) {
  (void)user;
  const CmirType *t = op->opnds[0].value->type;
  CmirValue *r;
  if (t->kind == CMIR_TYPE_UNRANKED_MEMREF) {
    if (opnds[0]->type->kind != CMIR_TYPE_LLVM_STRUCT)
      return CMIR_FAIL;
    r = ev(rw, op->loc, opnds[0], 0);
  } else {
    r = idxc(rw, op->loc, t->shaped.rank);
  }
  cmir_rw_replace_op(rw, op, &r);
  return CMIR_OK;
}

/* promoteOneMemRefDescriptor: the descriptor stored in a stack slot. */
static CmirValue *promote(CmirRewriter *rw, CmirLoc loc, CmirValue *desc) {
  CmirContext *ctx = cmir_rw_context(rw);
  CmirValue *one = iconst(rw, loc, ctx->i64, 1);
  CmirValue *slot = alloca_of(rw, loc, one, desc->type, 0, 0);
  store(rw, loc, desc, slot);
  return slot;
}

/* An unranked descriptor {rank, ptr}. */
static CmirValue *unranked_desc(CmirRewriter *rw, CmirLoc loc, const CmirType *ut, CmirValue *rank,
                                CmirValue *ptr) {
  CmirValue *d = cmir_llvm_build_undef(rw, loc, ut);
  d = iv(rw, loc, d, rank, 0);
  return iv(rw, loc, d, ptr, 1);
}

static CmirStatus cast_op(CmirRewriter *rw, CmirOp *op, CmirValue *const *opnds, void *user) {
  (void)user;
  CmirContext *ctx = cmir_rw_context(rw);
  const CmirType *st = op->opnds[0].value->type, *dt = op->results[0].type;
  const CmirType *sc = conv(rw, st), *dc = conv(rw, dt);
  if (!sc || !dc || opnds[0]->type != sc)
    return CMIR_FAIL;
  CmirLoc loc = op->loc;
  CmirValue *r;
  if (st->kind == CMIR_TYPE_MEMREF && dt->kind == CMIR_TYPE_MEMREF) {
    if (sc != dc)
      return CMIR_FAIL;
    r = opnds[0];
  } else if (st->kind == CMIR_TYPE_MEMREF) {
    CmirValue *p = promote(rw, loc, opnds[0]);
    CmirValue *rank = cmir_llvm_build_constant(
        rw, loc, idx_type(rw), cmir_attr_int(ctx, cmir_type_index(ctx), st->shaped.rank));
    r = unranked_desc(rw, loc, dc, rank, p);
  } else if (dt->kind == CMIR_TYPE_MEMREF) {
    r = load(rw, loc, ev(rw, loc, opnds[0], 1), dc);
  } else {
    return CMIR_FAIL;
  }
  cmir_rw_replace_op(rw, op, &r);
  return CMIR_OK;
}

/* memref::isStaticShapeAndContiguousRowMajor */
static bool contiguous_row_major(const CmirType *t) {
  if (!cmir_type_has_static_shape(t))
    return false;
  int64_t strides[64], offset;
  if (!cmir_memref_strides(t, strides, &offset))
    return false;
  int64_t running = 1;
  int64_t d = (int64_t)t->shaped.rank - 1;
  while (d >= 0 && strides[d] == running) {
    if (cmir_ckd_mul(&running, running, t->shaped.shape[d]))
      running = CMIR_DYNAMIC; /* no stride equals it */
    d--;
  }
  while (d >= 0 && t->shaped.shape[d] == 1)
    d--;
  return d < 0;
}

static bool copy_contiguous(const CmirType *t) {
  if (t->kind != CMIR_TYPE_MEMREF)
    return false;
  return cmir_memref_layout_is_identity(t) || (cmir_type_has_static_shape(t) && cmir_type_num_elements(t) > 0 &&
                                   contiguous_row_major(t));
}

static CmirStatus copy_op(CmirRewriter *rw, CmirOp *op, CmirValue *const *opnds, void *user) {
  (void)user;
  CmirContext *ctx = cmir_rw_context(rw);
  const CmirType *st = op->opnds[0].value->type, *tt = op->opnds[1].value->type;
  if (!conv(rw, st) || !conv(rw, tt) || opnds[0]->type != conv(rw, st) ||
      opnds[1]->type != conv(rw, tt) || (st->kind == CMIR_TYPE_MEMREF && st->shaped.rank > 64))
    return CMIR_FAIL;
  CmirLoc loc = op->loc;
  const CmirType *idx = idx_type(rw);
  if (copy_contiguous(st) && copy_contiguous(tt)) {
    CmirValue *n = idxc(rw, loc, 1);
    for (uint32_t i = 0; i < st->shaped.rank; i++)
      n = op2(rw, loc, CMIR_OP_LLVM_MUL, n, ev2(rw, loc, opnds[0], F_SIZES, i));
    CmirValue *total = op2(rw, loc, CMIR_OP_LLVM_MUL, n, size_in_bytes(rw, loc, st->shaped.elem));
    const CmirType *et = conv(rw, st->shaped.elem);
    CmirValue *sb = ev(rw, loc, opnds[0], F_ALIGNED);
    CmirValue *sp = gep1(rw, loc, sb, et, ev(rw, loc, opnds[0], F_OFFSET));
    CmirValue *tb = ev(rw, loc, opnds[1], F_ALIGNED);
    CmirValue *tp = gep1(rw, loc, tb, et, ev(rw, loc, opnds[1], F_OFFSET));
    CmirValue *mc[3] = {tp, sp, total};
    CmirNamedAttr vol = {cmir_ident(ctx, "isVolatile"), ctx->false_attr};
    cmir_rw_create(rw, CMIR_OP_LLVM_INTR_MEMCPY, loc, 3, mc, 0, NULL, 1, &vol);
    cmir_rw_erase_op(rw, op);
    return CMIR_OK;
  }
  const CmirType *p0 = ptr_type(rw, 0);
  CmirValue *save =
      &cmir_rw_create(rw, CMIR_OP_LLVM_INTR_STACKSAVE, loc, 0, NULL, 1, &p0, 0, NULL)->results[0];
  CmirValue *un[2];
  const CmirType *types[2] = {st, tt};
  for (int i = 0; i < 2; i++) {
    if (types[i]->kind != CMIR_TYPE_MEMREF) {
      un[i] = opnds[i];
      continue;
    }
    CmirValue *rank =
        cmir_llvm_build_constant(rw, loc, idx, cmir_attr_int(ctx, idx, types[i]->shaped.rank));
    CmirValue *p = promote(rw, loc, opnds[i]);
    const CmirType *ut =
        cmir_type_unranked_memref(ctx, types[i]->shaped.elem, types[i]->shaped.extra);
    un[i] = unranked_desc(rw, loc, conv(rw, ut), rank, p);
  }
  CmirValue *one = idxc(rw, loc, 1);
  CmirValue *sp = alloca_of(rw, loc, one, un[0]->type, 0, 0);
  store(rw, loc, un[0], sp);
  CmirValue *tp = alloca_of(rw, loc, one, un[1]->type, 0, 0);
  store(rw, loc, un[1], tp);
  CmirValue *es = size_in_bytes(rw, loc, st->shaped.elem);
  const CmirType *args[3] = {idx, p0, p0};
  cmir_llvm_declare_fn(ctx, cmir_llvm_module_of(op), "memrefCopy",
                       cmir_type_llvm_simple(ctx, CMIR_TYPE_LLVM_VOID), 3, args);
  CmirValue *cargs[3] = {es, sp, tp};
  cmir_llvm_build_call(rw, loc, "memrefCopy", NULL, 3, cargs);
  cmir_rw_create(rw, CMIR_OP_LLVM_INTR_STACKRESTORE, loc, 1, &save, 0, NULL, 0, NULL);
  cmir_rw_erase_op(rw, op);
  return CMIR_OK;
}

/* extractPointersAndOffset: the two pointers of a ranked or unranked source. */
static void source_ptrs(CmirRewriter *rw, CmirLoc loc, const CmirType *t, CmirValue *d,
                        CmirValue **allocated, CmirValue **aligned) {
  if (t->kind == CMIR_TYPE_MEMREF) {
    *allocated = ev(rw, loc, d, F_ALLOC);
    *aligned = ev(rw, loc, d, F_ALIGNED);
    return;
  }
  CmirValue *dp = ev(rw, loc, d, 1);
  *allocated = unranked_field(rw, loc, dp, memspace(t), F_ALLOC);
  *aligned = unranked_field(rw, loc, dp, memspace(t), F_ALIGNED);
}

static bool i64_array_prop(CmirOp *op, const char *name, uint32_t *n, const int64_t **v) {
  const CmirAttr *a = cmir_op_get_prop(op, name);
  if (!a || a->kind != CMIR_ATTR_DENSE_ARRAY)
    return false;
  *n = a->darr.n;
  *v = a->darr.data;
  return true;
}

static CmirStatus reinterpret_cast_op(CmirRewriter *rw, CmirOp *op, CmirValue *const *opnds,
                                      void *user) {
  (void)user;
  const CmirType *st = op->opnds[0].value->type, *t = op->results[0].type;
  const CmirType *dc = conv(rw, t);
  uint32_t no, ns, nst;
  const int64_t *so, *ss, *sst;
  if (!dc || !ranked_ok(rw, t) || !conv(rw, st) || opnds[0]->type != conv(rw, st) ||
      !i64_array_prop(op, "static_offsets", &no, &so) ||
      !i64_array_prop(op, "static_sizes", &ns, &ss) ||
      !i64_array_prop(op, "static_strides", &nst, &sst) || no != 1 || ns != t->shaped.rank ||
      nst != t->shaped.rank)
    return CMIR_FAIL;
  CmirLoc loc = op->loc;
  uint32_t os, on, zs, zn, ts, tn;
  cmir_op_operand_group(op, 1, &os, &on);
  cmir_op_operand_group(op, 2, &zs, &zn);
  cmir_op_operand_group(op, 3, &ts, &tn);
  CmirValue *d = cmir_llvm_build_undef(rw, loc, dc);
  CmirValue *a, *b;
  source_ptrs(rw, loc, st, opnds[0], &a, &b);
  d = iv(rw, loc, d, a, F_ALLOC);
  d = iv(rw, loc, d, b, F_ALIGNED);
  d = iv(rw, loc, d, so[0] == CMIR_DYNAMIC ? opnds[os] : idxc(rw, loc, so[0]), F_OFFSET);
  uint32_t kz = 0, kt = 0;
  for (uint32_t i = 0; i < t->shaped.rank; i++) {
    d = iv2(rw, loc, d, ss[i] == CMIR_DYNAMIC ? opnds[zs + kz++] : idxc(rw, loc, ss[i]), F_SIZES,
            i);
    d = iv2(rw, loc, d, sst[i] == CMIR_DYNAMIC ? opnds[ts + kt++] : idxc(rw, loc, sst[i]),
            F_STRIDES, i);
  }
  cmir_rw_replace_op(rw, op, &d);
  return CMIR_OK;
}

/* memref.transpose: the identity permutation is the source descriptor
 * itself; otherwise a new descriptor with the pointers and the offset of
 * the source and result dim i taking size and stride of source dim
 * permutation[i]. */
static CmirStatus transpose_op(CmirRewriter *rw, CmirOp *op, CmirValue *const *opnds, void *user) {
  (void)user;
  const CmirType *st = op->opnds[0].value->type;
  const CmirAttr *pa = cmir_op_get_prop(op, "permutation");
  const CmirType *dc = conv(rw, st);
  if (!pa || pa->kind != CMIR_ATTR_AFFINE_MAP || !dc || opnds[0]->type != dc)
    return CMIR_FAIL;
  const CmirAffineMap *m = pa->map.map;
  if (m->nres != st->shaped.rank)
    return CMIR_FAIL;
  bool identity = true;
  for (uint32_t i = 0; i < m->nres; i++) {
    if (m->exprs[i]->kind != CMIR_AFFINE_DIM || m->exprs[i]->position >= st->shaped.rank)
      return CMIR_FAIL;
    identity = identity && m->exprs[i]->position == i;
  }
  if (identity) {
    cmir_rw_replace_op(rw, op, &opnds[0]);
    return CMIR_OK;
  }
  CmirLoc loc = op->loc;
  CmirValue *src = opnds[0];
  CmirValue *d = cmir_llvm_build_undef(rw, loc, dc);
  d = iv(rw, loc, d, ev(rw, loc, src, F_ALLOC), F_ALLOC);
  d = iv(rw, loc, d, ev(rw, loc, src, F_ALIGNED), F_ALIGNED);
  d = iv(rw, loc, d, ev(rw, loc, src, F_OFFSET), F_OFFSET);
  for (uint32_t i = 0; i < m->nres; i++) {
    int64_t from = m->exprs[i]->position;
    d = iv2(rw, loc, d, ev2(rw, loc, src, F_SIZES, from), F_SIZES, i);
    d = iv2(rw, loc, d, ev2(rw, loc, src, F_STRIDES, from), F_STRIDES, i);
  }
  cmir_rw_replace_op(rw, op, &d);
  return CMIR_OK;
}

static CmirOp *branch(CmirRewriter *rw, CmirLoc loc, uint32_t n, CmirValue *const *args,
                      CmirBlock *dest);

/* reshape to an unranked memref: the ranked descriptor is built on the
 * stack (2 pointers, offset, rank sizes and rank strides), its sizes copied
 * from the shape and its strides computed by a loop from the innermost
 * dimension. */
static CmirStatus reshape_unranked(CmirRewriter *rw, CmirOp *op, CmirValue *const *opnds) {
  CmirContext *ctx = cmir_rw_context(rw);
  const CmirType *st = op->opnds[0].value->type, *sh = op->opnds[1].value->type;
  const CmirType *t = op->results[0].type;
  CmirLoc loc = op->loc;
  const CmirType *idx = idx_type(rw), *ut = conv(rw, t);
  uint32_t as = memspace(t);
  const CmirType *ep = ptr_type(rw, as), *p0 = ptr_type(rw, 0);
  CmirValue *rank = ev2(rw, loc, opnds[1], F_SIZES, 0);
  CmirValue *d = iv(rw, loc, cmir_llvm_build_undef(rw, loc, ut), rank, 0);
  /* UnrankedMemRefDescriptor::computeSizes */
  CmirDataLayout dl;
  cmir_llvm_dl_of(op, &dl);
  CmirValue *one = idxc(rw, loc, 1), *two = idxc(rw, loc, 2);
  CmirValue *isz =
      idxc(rw, loc, (cmir_llvm_tc_index(cmir_llvm_converter(rw))->integer.width + 7) / 8);
  CmirValue *psz = idxc(rw, loc, (cmir_llvm_dl_pointer_bits(&dl, as) + 7) / 8);
  CmirValue *dps = op2(rw, loc, CMIR_OP_LLVM_MUL, two, psz);
  CmirValue *r2 = op2(rw, loc, CMIR_OP_LLVM_MUL, two, ev(rw, loc, d, 0));
  CmirValue *r2i = op2(rw, loc, CMIR_OP_LLVM_ADD, r2, one);
  CmirValue *ris = op2(rw, loc, CMIR_OP_LLVM_MUL, r2i, isz);
  CmirValue *size = op2(rw, loc, CMIR_OP_LLVM_ADD, dps, ris);
  CmirValue *mem = alloca_of(rw, loc, size, cmir_type_int(ctx, 8, CMIR_SIGNLESS), 0, 0);
  d = iv(rw, loc, d, mem, 1);
  CmirValue *a, *b, *off;
  if (st->kind == CMIR_TYPE_MEMREF) {
    a = ev(rw, loc, opnds[0], F_ALLOC);
    b = ev(rw, loc, opnds[0], F_ALIGNED);
    off = ev(rw, loc, opnds[0], F_OFFSET);
  } else {
    CmirValue *dp = ev(rw, loc, opnds[0], 1);
    a = unranked_field(rw, loc, dp, memspace(st), F_ALLOC);
    b = unranked_field(rw, loc, dp, memspace(st), F_ALIGNED);
    off = unranked_field(rw, loc, dp, memspace(st), F_OFFSET);
  }
  store(rw, loc, a, mem);
  int32_t r1 = 1, r2c = 2, r03[2] = {0, 3};
  store(rw, loc, b, gep(rw, loc, mem, ep, 1, &r1, NULL));
  store(rw, loc, off, gep(rw, loc, mem, ep, 1, &r2c, NULL));
  const CmirType *fields[4] = {ep, ep, idx, idx};
  const CmirType *hdr = cmir_type_llvm_struct_literal(ctx, 4, fields, false);
  CmirValue *sizes = gep(rw, loc, mem, hdr, 2, r03, NULL);
  CmirValue *strides = gep1(rw, loc, sizes, idx, rank);
  CmirValue *shape = ev(rw, loc, opnds[1], F_ALIGNED);
  CmirValue *one2 = idxc(rw, loc, 1);
  CmirValue *last = op2(rw, loc, CMIR_OP_LLVM_SUB, rank, one2);
  /* init -> cond(i, stride) -> body -> cond, cond -> rest */
  CmirBlock *init = op->block;
  const CmirType *two_idx[2] = {idx, idx};
  CmirBlock *cond = cmir_rw_create_block(rw, init->parent, NULL, 2, two_idx, loc);
  CmirBlock *rest = cmir_rw_split_block(rw, init, op->next);
  cmir_rw_merge_blocks(rw, rest, cond, NULL);
  cmir_rw_set_end(rw, init);
  CmirValue *start[2] = {last, one2};
  branch(rw, loc, 2, start, cond);
  cmir_rw_set_start(rw, cond);
  CmirValue *i = cond->args[0], *stride = cond->args[1];
  CmirValue *cmp_ops[2] = {i, idxc(rw, loc, 0)};
  const CmirType *i1 = cmir_type_int(ctx, 1, CMIR_SIGNLESS);
  CmirNamedAttr pred = {cmir_ident(ctx, "predicate"), cmir_attr_int(ctx, ctx->i64, 5)};
  CmirOp *cmp = cmir_rw_create(rw, CMIR_OP_LLVM_ICMP, loc, 2, cmp_ops, 1, &i1, 1, &pred);
  CmirBlock *body = cmir_rw_split_block(rw, cond, cmp->next);
  cmir_rw_set_start(rw, body);
  CmirValue *sz = load(rw, loc, gep1(rw, loc, shape, conv(rw, sh->shaped.elem), i), idx);
  store(rw, loc, sz, gep1(rw, loc, sizes, idx, i));
  store(rw, loc, stride, gep1(rw, loc, strides, idx, i));
  CmirValue *next[2];
  next[1] = op2(rw, loc, CMIR_OP_LLVM_MUL, stride, sz);
  next[0] = op2(rw, loc, CMIR_OP_LLVM_SUB, i, one2);
  CmirValue *loop_args[2] = {next[0], next[1]};
  CmirOp *br = branch(rw, loc, 2, loop_args, cond);
  CmirBlock *remainder = br->next ? cmir_rw_split_block(rw, body, br->next) : NULL;
  if (!remainder)
    remainder = cmir_rw_create_block(rw, body->parent, body->next, 0, NULL, loc);
  cmir_rw_set_end(rw, cond);
  CmirOpState cb;
  cmir_opstate_init(&cb, ctx, cmir_op_info_by_id(ctx, CMIR_OP_LLVM_COND_BR), loc);
  cmir_opstate_add_operand(&cb, &cmp->results[0]);
  cmir_opstate_add_successor(&cb, body);
  cmir_opstate_add_successor(&cb, remainder);
  uint32_t seg[3] = {1, 0, 0};
  cmir_opstate_finalize_props(&cb, seg, 3);
  cmir_rw_insert(rw, &cb);
  (void)p0;
  cmir_rw_replace_op(rw, op, &d);
  return CMIR_OK;
}

/* reshape with a shape operand of static length: sizes are constants or
 * loaded from the shape, strides the products of the inner sizes. */
static CmirStatus reshape_op(CmirRewriter *rw, CmirOp *op, CmirValue *const *opnds, void *user) {
  (void)user;
  CmirContext *ctx = cmir_rw_context(rw);
  const CmirType *st = op->opnds[0].value->type, *sh = op->opnds[1].value->type;
  const CmirType *t = op->results[0].type;
  if (t->kind == CMIR_TYPE_UNRANKED_MEMREF && sh->kind == CMIR_TYPE_MEMREF &&
      sh->shaped.rank == 1 && !cmir_type_has_static_shape(sh) && conv(rw, t) && conv(rw, st) &&
      conv(rw, sh) && opnds[0]->type == conv(rw, st) && opnds[1]->type == conv(rw, sh) &&
      op->next && memspace_ok(t))
    return reshape_unranked(rw, op, opnds);
  if (sh->kind != CMIR_TYPE_MEMREF || !cmir_type_has_static_shape(sh) || !ranked_ok(rw, t) ||
      !ranked_ok(rw, sh) || !conv(rw, st) || opnds[0]->type != conv(rw, st) ||
      opnds[1]->type != conv(rw, sh))
    return CMIR_FAIL;
  int64_t strides[64], offset;
  if (!cmir_memref_strides(t, strides, &offset) || offset == CMIR_DYNAMIC)
    return CMIR_FAIL;
  CmirLoc loc = op->loc;
  const CmirType *idx = idx_type(rw);
  CmirValue *d = cmir_llvm_build_undef(rw, loc, conv(rw, t));
  CmirValue *a, *b;
  source_ptrs(rw, loc, st, opnds[0], &a, &b);
  d = iv(rw, loc, d, a, F_ALLOC);
  d = iv(rw, loc, d, b, F_ALIGNED);
  d = iv(rw, loc, d, idxc(rw, loc, offset), F_OFFSET);
  CmirValue *stride = NULL;
  for (uint32_t i = t->shaped.rank; i-- > 0;) {
    if (strides[i] != CMIR_DYNAMIC)
      stride = idxc(rw, loc, strides[i]);
    else if (!stride)
      stride = idxc(rw, loc, 1);
    CmirValue *size;
    if (t->shaped.shape[i] != CMIR_DYNAMIC) {
      size = idxc(rw, loc, t->shaped.shape[i]);
    } else {
      /* MLIR creates a memref.load of the shape here and lowers it in turn. */
      CmirValue *i_v = idxc(rw, loc, i);
      CmirValue *p = element_ptr(rw, loc, sh, opnds[1], 1, &i_v);
      size = load(rw, loc, p, conv(rw, sh->shaped.elem));
      if (sh->shaped.elem->kind == CMIR_TYPE_INDEX)
        size = cmir_rw_cast(rw, loc, 1, &size, cmir_type_index(ctx));
      if (size->type != idx)
        size = cmir_rw_cast(rw, loc, 1, &size, idx);
    }
    d = iv2(rw, loc, d, size, F_SIZES, i);
    d = iv2(rw, loc, d, stride, F_STRIDES, i);
    stride = op2(rw, loc, CMIR_OP_LLVM_MUL, stride, size);
  }
  cmir_rw_replace_op(rw, op, &d);
  return CMIR_OK;
}

static CmirStatus view_op(CmirRewriter *rw, CmirOp *op, CmirValue *const *opnds, void *user) {
  (void)user;
  const CmirType *st = op->opnds[0].value->type, *t = op->results[0].type;
  int64_t strides[64], offset;
  if (!ranked_ok(rw, t) || !ranked_ok(rw, st) || opnds[0]->type != conv(rw, st) ||
      !cmir_memref_strides(t, strides, &offset))
    return CMIR_FAIL;
  uint32_t r = t->shaped.rank;
  if (r && strides[r - 1] != 1 && strides[r - 1] != 0)
    return CMIR_FAIL;
  CmirLoc loc = op->loc;
  CmirValue *d = cmir_llvm_build_undef(rw, loc, conv(rw, t));
  d = iv(rw, loc, d, ev(rw, loc, opnds[0], F_ALLOC), F_ALLOC);
  CmirValue *al = ev(rw, loc, opnds[0], F_ALIGNED);
  al = gep1(rw, loc, al, conv(rw, st->shaped.elem), opnds[1]);
  d = iv(rw, loc, d, al, F_ALIGNED);
  d = iv(rw, loc, d, idxc(rw, loc, offset), F_OFFSET);
  CmirValue *stride = NULL, *next = NULL;
  for (uint32_t i = r; i-- > 0;) {
    CmirValue *size;
    if (t->shaped.shape[i] != CMIR_DYNAMIC) {
      size = idxc(rw, loc, t->shaped.shape[i]);
    } else {
      uint32_t ndyn = 0;
      for (uint32_t j = 0; j < i; j++)
        ndyn += t->shaped.shape[j] == CMIR_DYNAMIC;
      size = opnds[2 + ndyn];
    }
    d = iv2(rw, loc, d, size, F_SIZES, i);
    if (strides[i] != CMIR_DYNAMIC)
      stride = idxc(rw, loc, strides[i]);
    else if (next)
      stride = stride ? op2(rw, loc, CMIR_OP_LLVM_MUL, stride, next) : next;
    else
      stride = idxc(rw, loc, 1);
    d = iv2(rw, loc, d, stride, F_STRIDES, i);
    next = size;
  }
  cmir_rw_replace_op(rw, op, &d);
  return CMIR_OK;
}

static CmirStatus extract_metadata_op(CmirRewriter *rw, CmirOp *op, CmirValue *const *opnds,
                                      void *user) {
  (void)user;
  const CmirType *t = op->opnds[0].value->type;
  if (!ranked_ok(rw, t) || opnds[0]->type != conv(rw, t) || !conv(rw, op->results[0].type))
    return CMIR_FAIL;
  CmirLoc loc = op->loc;
  uint32_t r = t->shaped.rank;
  CmirValue **res = cmir_xmalloc(sizeof *res * (2 + 2 * r));
  CmirValue *a = ev(rw, loc, opnds[0], F_ALLOC), *b = ev(rw, loc, opnds[0], F_ALIGNED);
  CmirValue *base = cmir_llvm_build_undef(rw, loc, conv(rw, op->results[0].type));
  base = iv(rw, loc, base, a, F_ALLOC);
  base = iv(rw, loc, base, b, F_ALIGNED);
  res[0] = iv(rw, loc, base, idxc(rw, loc, 0), F_OFFSET);
  res[1] = ev(rw, loc, opnds[0], F_OFFSET);
  for (uint32_t i = 0; i < r; i++)
    res[2 + i] = ev2(rw, loc, opnds[0], F_SIZES, i);
  for (uint32_t i = 0; i < r; i++)
    res[2 + r + i] = ev2(rw, loc, opnds[0], F_STRIDES, i);
  cmir_rw_replace_op(rw, op, res);
  free(res);
  return CMIR_OK;
}

static CmirStatus aligned_ptr_op(CmirRewriter *rw, CmirOp *op, CmirValue *const *opnds,
                                 void *user) {
  (void)user;
  const CmirType *t = op->opnds[0].value->type;
  if (!conv(rw, t) || opnds[0]->type != conv(rw, t))
    return CMIR_FAIL;
  CmirLoc loc = op->loc;
  CmirValue *p;
  if (t->kind == CMIR_TYPE_MEMREF)
    p = ev(rw, loc, opnds[0], F_ALIGNED);
  else
    p = unranked_field(rw, loc, ev(rw, loc, opnds[0], 1), memspace(t), F_ALIGNED);
  CmirValue *r = op1(rw, loc, CMIR_OP_LLVM_PTRTOINT, p, idx_type(rw));
  cmir_rw_replace_op(rw, op, &r);
  return CMIR_OK;
}

static CmirStatus assume_alignment_op(CmirRewriter *rw, CmirOp *op, CmirValue *const *opnds,
                                      void *user) {
  (void)user;
  CmirContext *ctx = cmir_rw_context(rw);
  const CmirType *t = op->opnds[0].value->type;
  if (!ranked_ok(rw, t) || opnds[0]->type != conv(rw, t))
    return CMIR_FAIL;
  CmirLoc loc = op->loc;
  int64_t align = cmir_attr_int_value(cmir_op_get_prop(op, "alignment"));
  CmirValue *p = element_ptr(rw, loc, t, opnds[0], 0, NULL);
  CmirDataLayout dl;
  cmir_llvm_dl_of(op, &dl);
  const CmirType *ip =
      cmir_type_int(ctx, cmir_llvm_dl_pointer_bits(&dl, memspace(t)), CMIR_SIGNLESS);
  CmirValue *zero = iconst(rw, loc, ip, 0);
  CmirValue *mask = iconst(rw, loc, ip, align - 1);
  CmirValue *pi = op1(rw, loc, CMIR_OP_LLVM_PTRTOINT, p, ip);
  CmirValue *andv = op2(rw, loc, CMIR_OP_LLVM_AND, pi, mask);
  CmirValue *ops[2] = {andv, zero};
  const CmirType *i1 = cmir_type_int(ctx, 1, CMIR_SIGNLESS);
  CmirNamedAttr pred = {cmir_ident(ctx, "predicate"), cmir_attr_int(ctx, ctx->i64, 0)};
  CmirValue *c = &cmir_rw_create(rw, CMIR_OP_LLVM_ICMP, loc, 2, ops, 1, &i1, 1, &pred)->results[0];
  cmir_rw_create(rw, CMIR_OP_LLVM_INTR_ASSUME, loc, 1, &c, 0, NULL, 0, NULL);
  cmir_rw_erase_op(rw, op);
  return CMIR_OK;
}

static CmirStatus prefetch_op(CmirRewriter *rw, CmirOp *op, CmirValue *const *opnds, void *user) {
  (void)user;
  CmirContext *ctx = cmir_rw_context(rw);
  const CmirType *t = op->opnds[0].value->type;
  if (!ranked_ok(rw, t) || opnds[0]->type != conv(rw, t) || !indices_ok(opnds, 1, op->nopnds - 1))
    return CMIR_FAIL;
  CmirValue *p = element_ptr(rw, op->loc, t, opnds[0], op->nopnds - 1, opnds + 1);
  const CmirType *i32 = cmir_type_int(ctx, 32, CMIR_SIGNLESS);
  const CmirAttr *w = cmir_op_get_prop(op, "isWrite"), *h = cmir_op_get_prop(op, "localityHint"),
                 *dc = cmir_op_get_prop(op, "isDataCache");
  CmirNamedAttr props[3] = {
      {cmir_ident(ctx, "cache"), cmir_attr_int(ctx, i32, dc ? cmir_attr_int_value(dc) != 0 : 0)},
      {cmir_ident(ctx, "hint"), cmir_attr_int(ctx, i32, h ? cmir_attr_int_value(h) : 0)},
      {cmir_ident(ctx, "rw"), cmir_attr_int(ctx, i32, w ? cmir_attr_int_value(w) != 0 : 0)}};
  cmir_rw_create(rw, CMIR_OP_LLVM_INTR_PREFETCH, op->loc, 1, &p, 0, NULL, 3, props);
  cmir_rw_erase_op(rw, op);
  return CMIR_OK;
}

static CmirStatus memory_space_cast_op(CmirRewriter *rw, CmirOp *op, CmirValue *const *opnds,
                                       void *user) {
  (void)user;
  const CmirType *st = op->opnds[0].value->type, *t = op->results[0].type;
  if (t->kind != CMIR_TYPE_MEMREF || !ranked_ok(rw, t) || !conv(rw, st) ||
      opnds[0]->type != conv(rw, st))
    return CMIR_FAIL;
  CmirLoc loc = op->loc;
  const CmirType *dc = conv(rw, t);
  const CmirType *np = dc->st.types[0];
  uint32_t r = t->shaped.rank;
  /* MemRefDescriptor::unpack, then pack with the pointers cast. */
  CmirValue *vals[3 + 2 * 64];
  uint32_t n = 0;
  for (int64_t f = 0; f < 3; f++)
    vals[n++] = ev(rw, loc, opnds[0], f);
  for (uint32_t i = 0; i < r; i++)
    vals[n++] = ev2(rw, loc, opnds[0], F_SIZES, i);
  for (uint32_t i = 0; i < r; i++)
    vals[n++] = ev2(rw, loc, opnds[0], F_STRIDES, i);
  vals[0] = op1(rw, loc, CMIR_OP_LLVM_ADDRSPACECAST, vals[0], np);
  vals[1] = op1(rw, loc, CMIR_OP_LLVM_ADDRSPACECAST, vals[1], np);
  CmirValue *d = cmir_llvm_build_undef(rw, loc, dc);
  for (int64_t f = 0; f < 3; f++)
    d = iv(rw, loc, d, vals[f], f);
  for (uint32_t i = 0; i < r; i++) {
    d = iv2(rw, loc, d, vals[3 + i], F_SIZES, i);
    d = iv2(rw, loc, d, vals[3 + r + i], F_STRIDES, i);
  }
  cmir_rw_replace_op(rw, op, &d);
  return CMIR_OK;
}

/* ---- alloca_scope ---- */

static CmirOp *branch(CmirRewriter *rw, CmirLoc loc, uint32_t n, CmirValue *const *args,
                      CmirBlock *dest) {
  CmirContext *ctx = cmir_rw_context(rw);
  CmirOpState st;
  cmir_opstate_init(&st, ctx, cmir_op_info_by_id(ctx, CMIR_OP_LLVM_BR), loc);
  for (uint32_t i = 0; i < n; i++)
    cmir_opstate_add_operand(&st, args[i]);
  cmir_opstate_add_successor(&st, dest);
  cmir_opstate_finalize_props(&st, NULL, 0);
  return cmir_rw_insert(rw, &st);
}

static CmirStatus alloca_scope_op(CmirRewriter *rw, CmirOp *op, CmirValue *const *opnds,
                                  void *user) {
  (void)opnds, (void)user;
  CmirRegion *body = &cmir_op_regions(op)[0];
  if (!body->first || !body->last || !body->last->last ||
      !cmir_op_isa(body->last->last, CMIR_OP_MEMREF_ALLOCA_SCOPE_RETURN))
    return CMIR_FAIL;
  if (op->nresults > 64 || body->last->last->nopnds > 64)
    return CMIR_FAIL;
  for (uint32_t i = 0; i < op->nresults; i++)
    if (!conv(rw, op->results[i].type))
      return CMIR_FAIL;
  CmirLoc loc = op->loc;
  CmirBlock *cur = op->block;
  CmirBlock *rest = cmir_rw_split_block(rw, cur, op->next);
  CmirBlock *cont = rest;
  if (op->nresults) {
    const CmirType *types[64];
    uint32_t n = op->nresults < 64 ? op->nresults : 64;
    for (uint32_t i = 0; i < n; i++)
      types[i] = op->results[i].type;
    cont = cmir_rw_create_block(rw, cur->parent, rest, n, types, loc);
    cmir_rw_set_end(rw, cont);
    branch(rw, loc, 0, NULL, rest);
  }
  CmirBlock *first = body->first, *last = body->last;
  cmir_rw_inline_region_before(rw, body, cur->parent, cont);
  const CmirType *p0 = ptr_type(rw, 0);
  cmir_rw_set_end(rw, cur);
  CmirValue *save =
      &cmir_rw_create(rw, CMIR_OP_LLVM_INTR_STACKSAVE, loc, 0, NULL, 1, &p0, 0, NULL)->results[0];
  branch(rw, loc, 0, NULL, first);
  CmirOp *ret = last->last;
  cmir_rw_set_before(rw, ret);
  cmir_rw_create(rw, CMIR_OP_LLVM_INTR_STACKRESTORE, loc, 1, &save, 0, NULL, 0, NULL);
  CmirValue *rv[64];
  uint32_t nr = ret->nopnds < 64 ? ret->nopnds : 64;
  for (uint32_t i = 0; i < nr; i++)
    rv[i] = cmir_rw_lookup(rw, ret->opnds[i].value);
  branch(rw, ret->loc, nr, rv, cont);
  cmir_rw_erase_op(rw, ret);
  CmirValue *res[64];
  for (uint32_t i = 0; i < op->nresults && i < 64; i++)
    res[i] = cont->args[i];
  cmir_rw_replace_op(rw, op, op->nresults ? res : NULL);
  return CMIR_OK;
}

/* ---- atomics ---- */

/* The cmpxchg loop around the op: ends the op's block with a load of *p and
 * a branch to a new loop block whose argument is the current value (of type
 * et) and returns that block, the op's continuation in *end. */
static CmirBlock *cas_loop_begin(CmirRewriter *rw, CmirOp *op, CmirValue *p, const CmirType *et,
                                 CmirBlock **end) {
  CmirBlock *cur = op->block;
  *end = cmir_rw_split_block(rw, cur, op->next);
  CmirBlock *loop = cmir_rw_create_block(rw, cur->parent, *end, 1, &et, op->loc);
  cmir_rw_set_end(rw, cur);
  CmirValue *init = load(rw, op->loc, p, et);
  branch(rw, op->loc, 1, &init, loop);
  return loop;
}

/* At the rewriter's insertion point in the loop block: cmpxchg *p from the
 * current value to next (both of the integer type it), then to end if it
 * succeeded, else around again with what memory held; returns that value. */
static CmirValue *cas_loop_end(CmirRewriter *rw, CmirLoc loc, CmirValue *p, CmirValue *cur,
                               CmirValue *next, CmirBlock *loop, CmirBlock *end,
                               const CmirType *it) {
  CmirContext *ctx = cmir_rw_context(rw);
  const CmirType *f[2] = {it, ctx->i1};
  const CmirType *pair_t = cmir_type_llvm_struct_literal(ctx, 2, f, false);
  CmirValue *x[3] = {p, cur, next};
  CmirNamedAttr props[2] = {{cmir_ident(ctx, "failure_ordering"), cmir_attr_int(ctx, ctx->i64, 2)},
                            {cmir_ident(ctx, "success_ordering"), cmir_attr_int(ctx, ctx->i64, 6)}};
  CmirValue *pair =
      &cmir_rw_create(rw, CMIR_OP_LLVM_CMPXCHG, loc, 3, x, 1, &pair_t, 2, props)->results[0];
  int64_t i0 = 0, i1 = 1;
  CmirValue *found = cmir_llvm_build_extractvalue(rw, loc, pair, 1, &i0);
  CmirValue *ok = cmir_llvm_build_extractvalue(rw, loc, pair, 1, &i1);
  CmirValue *back = found;
  if (loop->args[0]->type != it)
    back = op1(rw, loc, CMIR_OP_LLVM_BITCAST, found, loop->args[0]->type);
  CmirOpState cb;
  cmir_opstate_init(&cb, ctx, cmir_op_info_by_id(ctx, CMIR_OP_LLVM_COND_BR), loc);
  cmir_opstate_add_operand(&cb, ok);
  cmir_opstate_add_operand(&cb, back);
  cmir_opstate_add_successor(&cb, end);
  cmir_opstate_add_successor(&cb, loop);
  uint32_t seg[3] = {1, 0, 1};
  cmir_opstate_finalize_props(&cb, seg, 3);
  cmir_rw_insert(rw, &cb);
  cmir_opstate_free(&cb);
  return back;
}

/* LLVM's AtomicBinOp (its index: xchg 0, add 1, _and 3, _or 5, max 7, min 8,
 * umax 9, umin 10, fadd 11) by index of AtomicRMWKind; -1 where LLVM 19 has
 * no operation of the same meaning: maximumf and minimumf (MLIR 19 uses fmax
 * and fmin, which are maxnum and minnum: docs/mlir19-findings.md) become a
 * cmpxchg loop around llvm.intr.maximum / minimum; muli, mulf, maxnumf and
 * minnumf stay (MLIR's memref expand-ops makes them generic_atomic_rmw). */
static const int8_t rmw_to_llvm[] = {11, 1, 0, -1, 7, 9, -1, 8, 10, -1, -1, 5, 3, -1, -1};

static CmirStatus atomic_rmw_op(CmirRewriter *rw, CmirOp *op, CmirValue *const *opnds, void *user) {
  (void)user;
  CmirContext *ctx = cmir_rw_context(rw);
  const CmirType *t = op->opnds[1].value->type;
  const CmirAttr *k = cmir_op_get_prop(op, "kind");
  if (!k || k->kind != CMIR_ATTR_INTEGER || k->i.v >= sizeof rmw_to_llvm || !ranked_ok(rw, t) ||
      !indices_ok(opnds, 2, op->nopnds - 2))
    return CMIR_FAIL;
  const CmirType *et = opnds[0]->type;
  bool ieee = k->i.v == 3 || k->i.v == 6; /* maximumf, minimumf */
  uint32_t bits = cmir_type_bitwidth(et);
  if ((rmw_to_llvm[k->i.v] < 0 && !ieee) || (ieee && (et->kind != CMIR_TYPE_FLOAT || !bits)))
    return CMIR_FAIL;
  CmirLoc loc = op->loc;
  CmirValue *p = element_ptr(rw, loc, t, opnds[1], op->nopnds - 2, opnds + 2);
  if (ieee) {
    CmirBlock *end;
    CmirBlock *loop = cas_loop_begin(rw, op, p, et, &end);
    cmir_rw_set_end(rw, loop);
    CmirValue *cur = loop->args[0];
    CmirValue *next =
        op2(rw, loc, k->i.v == 3 ? CMIR_OP_LLVM_INTR_MAXIMUM : CMIR_OP_LLVM_INTR_MINIMUM, cur, opnds[0]);
    const CmirType *it = cmir_type_int(ctx, bits, CMIR_SIGNLESS);
    CmirValue *ci = op1(rw, loc, CMIR_OP_LLVM_BITCAST, cur, it);
    CmirValue *ni = op1(rw, loc, CMIR_OP_LLVM_BITCAST, next, it);
    CmirValue *old = cas_loop_end(rw, loc, p, ci, ni, loop, end, it);
    cmir_rw_replace_op(rw, op, &old);
    return CMIR_OK;
  }
  CmirValue *ops[2] = {p, opnds[0]};
  CmirNamedAttr props[2] = {
      {cmir_ident(ctx, "bin_op"), cmir_attr_int(ctx, ctx->i64, rmw_to_llvm[k->i.v])},
      {cmir_ident(ctx, "ordering"), cmir_attr_int(ctx, ctx->i64, 6)}};
  CmirValue *v = &cmir_rw_create(rw, CMIR_OP_LLVM_ATOMICRMW, loc, 2, ops, 1, &et, 2, props)->results[0];
  cmir_rw_replace_op(rw, op, &v);
  return CMIR_OK;
}

/* generic_atomic_rmw: the body moves into the cmpxchg loop, its block
 * argument becoming the current value. */
static CmirStatus generic_atomic_rmw_op(CmirRewriter *rw, CmirOp *op, CmirValue *const *opnds,
                                        void *user) {
  const CmirType *t = op->opnds[0].value->type;
  CmirRegion *body = &cmir_op_regions(op)[0];
  CmirBlock *entry = body->first;
  if (!ranked_ok(rw, t) || !indices_ok(opnds, 1, op->nopnds - 1) || !entry || entry != body->last ||
      entry->nargs != 1 || !entry->last || !cmir_op_isa(entry->last, CMIR_OP_MEMREF_ATOMIC_YIELD))
    return CMIR_FAIL;
  const CmirType *et = conv(rw, t->shaped.elem);
  if (!et)
    return CMIR_FAIL;
  for (CmirOp *o = entry->first; o != entry->last; o = o->next) {
    const char *n = cmir_op_name(o);
    bool llvm = !strncmp(n, "llvm.", 5);
    if (!llvm && (lowering(user)->body_llvm_only || strncmp(n, "arith.", 6)))
      return CMIR_FAIL;
  }
  CmirOp *parent = op->block && op->block->parent ? op->block->parent->parent : NULL;
  if (parent && strncmp(cmir_op_name(parent), "llvm.", 5) &&
      !(lowering(user)->func_parent_ok && cmir_op_isa(parent, CMIR_OP_FUNC_FUNC)))
    return CMIR_FAIL;
  CmirLoc loc = op->loc;
  cmir_rw_set_before(rw, op);
  CmirValue *p = element_ptr(rw, loc, t, opnds[0], op->nopnds - 1, opnds + 1);
  CmirBlock *end;
  CmirBlock *loop = cas_loop_begin(rw, op, p, et, &end);
  CmirValue *cur = loop->args[0];
  cmir_rw_merge_blocks(rw, entry, loop, &cur);
  CmirOp *yield = loop->last;
  CmirValue *next = cmir_rw_lookup(rw, yield->opnds[0].value);
  cmir_rw_set_before(rw, yield);
  CmirValue *old = cas_loop_end(rw, loc, p, cur, next, loop, end, et);
  cmir_rw_erase_op(rw, yield);
  cmir_rw_replace_op(rw, op, &old);
  return CMIR_OK;
}

/* ---- globals ---- */

/* The scalar of a splat dense attribute (rank-0 globals). */
static const CmirAttr *splat_value(CmirContext *ctx, const CmirAttr *a) {
  if (a->kind != CMIR_ATTR_DENSE)
    return NULL;
  const CmirType *et = a->dense.type->shaped.elem;
  uint32_t eb = cmir_dense_elem_bytes(et);
  const unsigned char *p = a->dense.data;
  if (et->kind == CMIR_TYPE_FLOAT) {
    uint64_t w[2] = {0, 0};
    memcpy(w, p, eb < 16 ? eb : 16);
    return cmir_attr_float(ctx, et, w[0], w[1]);
  }
  if (et->kind == CMIR_TYPE_INTEGER || et->kind == CMIR_TYPE_INDEX) {
    if (eb > 8)
      return cmir_attr_int_words(ctx, et, (const uint64_t *)p);
    uint64_t v = 0;
    memcpy(&v, p, eb);
    uint32_t w = et->kind == CMIR_TYPE_INDEX ? 64 : et->integer.width;
    if (w < 64 && (v >> (w - 1)) & 1)
      v |= ~0ull << w;
    return cmir_attr_int(ctx, et, (int64_t)v);
  }
  return NULL;
}

static CmirStatus global_op(CmirRewriter *rw, CmirOp *op, CmirValue *const *opnds, void *user) {
  (void)opnds, (void)user;
  CmirContext *ctx = cmir_rw_context(rw);
  const CmirAttr *ta = cmir_op_get_prop(op, "type");
  if (!ta || ta->kind != CMIR_ATTR_TYPE)
    return CMIR_FAIL;
  const CmirType *t = ta->type.type;
  if (!ranked_ok(rw, t) || !cmir_memref_layout_is_identity(t) || !memspace_ok(t))
    return CMIR_FAIL;
  const CmirType *arr = conv(rw, t->shaped.elem);
  for (uint32_t i = t->shaped.rank; i-- > 0;)
    arr = cmir_type_llvm_array(ctx, (uint64_t)t->shaped.shape[i], arr);
  const CmirAttr *vis = cmir_op_get_prop(op, "sym_visibility");
  bool pub = !vis || (vis->str.len == 6 && !memcmp(vis->str.s, "public", 6));
  const CmirAttr *init = cmir_op_get_prop(op, "initial_value");
  bool uninit = init && init->kind == CMIR_ATTR_UNIT;
  const CmirAttr *value = NULL;
  if (init && !uninit) {
    value = init;
    if (!t->shaped.rank) {
      value = splat_value(ctx, init);
      if (!value)
        return CMIR_FAIL;
    }
  }
  CmirOpState st;
  cmir_opstate_init(&st, ctx, cmir_op_info_by_id(ctx, CMIR_OP_LLVM_MLIR_GLOBAL), op->loc);
  cmir_opstate_set_prop(&st, "global_type", cmir_attr_type(ctx, arr));
  if (cmir_op_get_prop(op, "constant"))
    cmir_opstate_set_prop(&st, "constant", ctx->unit);
  cmir_opstate_set_prop(&st, "sym_name", cmir_op_get_prop(op, "sym_name"));
  cmir_opstate_set_prop(
      &st, "linkage",
      cmir_parse_attr_str(ctx, pub ? "#llvm.linkage<external>" : "#llvm.linkage<private>"));
  if (value)
    cmir_opstate_set_prop(&st, "value", value);
  const CmirAttr *al = cmir_op_get_prop(op, "alignment");
  if (al && cmir_attr_int_value(al))
    cmir_opstate_set_prop(&st, "alignment", cmir_attr_int(ctx, ctx->i64, cmir_attr_int_value(al)));
  cmir_opstate_set_prop(&st, "addr_space",
                        cmir_attr_int(ctx, cmir_type_int(ctx, 32, CMIR_SIGNLESS), memspace(t)));
  cmir_opstate_add_region(&st);
  cmir_opstate_finalize_props(&st, NULL, 0);
  CmirOp *g = cmir_rw_insert(rw, &st);
  if (uninit) {
    CmirBlock *b = cmir_rw_create_block(rw, &cmir_op_regions(g)[0], NULL, 0, NULL, op->loc);
    cmir_rw_set_end(rw, b);
    CmirValue *u = cmir_llvm_build_undef(rw, op->loc, arr);
    cmir_rw_create(rw, CMIR_OP_LLVM_RETURN, op->loc, 1, &u, 0, NULL, 0, NULL);
  }
  cmir_rw_erase_op(rw, op);
  return CMIR_OK;
}

/* ---- the pass ---- */

const CmirPattern cmir_memref_to_llvm_patterns[] = {
    {CMIR_OP_MEMREF_ALLOC, alloc_like, NULL, NULL, NULL},
    {CMIR_OP_MEMREF_ALLOCA, alloc_like, NULL, NULL, NULL},
    {CMIR_OP_MEMREF_GET_GLOBAL, alloc_like, NULL, NULL, NULL},
    {CMIR_OP_MEMREF_DEALLOC, dealloc_op, NULL, NULL, NULL},
    {CMIR_OP_MEMREF_LOAD, load_op, NULL, NULL, NULL},
    {CMIR_OP_MEMREF_STORE, store_op, NULL, NULL, NULL},
    {CMIR_OP_MEMREF_DIM, dim_op, NULL, NULL, NULL},
    {CMIR_OP_MEMREF_RANK, rank_op, NULL, NULL, NULL},
    {CMIR_OP_MEMREF_CAST, cast_op, NULL, NULL, NULL},
    {CMIR_OP_MEMREF_COPY, copy_op, NULL, NULL, NULL},
    {CMIR_OP_MEMREF_REINTERPRET_CAST, reinterpret_cast_op, NULL, NULL, NULL},
    {CMIR_OP_MEMREF_TRANSPOSE, transpose_op, NULL, NULL, NULL},
    {CMIR_OP_MEMREF_RESHAPE, reshape_op, NULL, NULL, NULL},
    {CMIR_OP_MEMREF_VIEW, view_op, NULL, NULL, NULL},
    {CMIR_OP_MEMREF_EXTRACT_STRIDED_METADATA, extract_metadata_op, NULL, NULL, NULL},
    {CMIR_OP_MEMREF_EXTRACT_ALIGNED_POINTER_AS_INDEX, aligned_ptr_op, NULL, NULL, NULL},
    {CMIR_OP_MEMREF_ASSUME_ALIGNMENT, assume_alignment_op, NULL, NULL, NULL},
    {CMIR_OP_MEMREF_PREFETCH, prefetch_op, NULL, NULL, NULL},
    {CMIR_OP_MEMREF_MEMORY_SPACE_CAST, memory_space_cast_op, NULL, NULL, NULL},
    {CMIR_OP_MEMREF_ALLOCA_SCOPE, alloca_scope_op, NULL, NULL, NULL},
    {CMIR_OP_MEMREF_GLOBAL, global_op, NULL, NULL, NULL},
    {CMIR_OP_MEMREF_ATOMIC_RMW, atomic_rmw_op, NULL, NULL, NULL},
    {CMIR_OP_MEMREF_GENERIC_ATOMIC_RMW, generic_atomic_rmw_op, NULL, NULL, NULL},
};

const size_t cmir_memref_to_llvm_npatterns =
    sizeof cmir_memref_to_llvm_patterns / sizeof cmir_memref_to_llvm_patterns[0];

/* The allocations and globals whose static element count does not fit in
 * 64 bits (their sizes and strides could not be computed): a located
 * error for the first, which stops the walk. */
static bool check_sizes(CmirOp *op, void *user) {
  CmirStatus *rc = user;
  const CmirType *t = NULL;
  if (cmir_op_isa(op, CMIR_OP_MEMREF_ALLOC) || cmir_op_isa(op, CMIR_OP_MEMREF_ALLOCA) ||
      cmir_op_isa(op, CMIR_OP_MEMREF_GET_GLOBAL)) {
    t = op->results[0].type;
  } else if (cmir_op_isa(op, CMIR_OP_MEMREF_GLOBAL)) {
    const CmirAttr *ta = cmir_op_get_prop(op, "type");
    t = ta && ta->kind == CMIR_ATTR_TYPE ? ta->type.type : NULL;
  }
  if (!t || t->kind != CMIR_TYPE_MEMREF)
    return true;
  int64_t n = 1;
  for (uint32_t i = 0; i < t->shaped.rank; i++)
    if (t->shaped.shape[i] != CMIR_DYNAMIC && cmir_ckd_mul(&n, n, t->shaped.shape[i])) {
      char *ts = cmir_type_str(t);
      *rc = cmir_op_error(op, "'%s' op the number of elements of '%s' does not fit in 64 bits",
                          op->info->name->str, ts);
      free(ts);
      return false;
    }
  return true;
}

CmirStatus cmir_pass_finalize_memref_to_llvm(CmirOp *module, const char *options) {
  CmirContext *ctx = cmir_op_context(module);
  MemrefLowering ml = default_lowering;
  ml.body_llvm_only = true;
  /* use-aligned-alloc and use-generic-functions here; the rest is common. */
  const char *p = options ? options : "";
  CmirStrBuf rest;
  cmir_sb_init(&rest);
  CmirStatus rc = CMIR_OK;
  CmirPassOption o;
  while (!rc && cmir_pass_option_next(&p, &o)) {
    if (cmir_pass_option_is(&o, "use-aligned-alloc"))
      rc = cmir_pass_option_bool(ctx, &o, &ml.aligned_alloc);
    else if (cmir_pass_option_is(&o, "use-generic-functions"))
      rc = cmir_pass_option_bool(ctx, &o, &ml.generic);
    else
      cmir_sb_printf(&rest, "%.*s ", (int)(p - o.name), o.name);
  }
  CmirLlvmOptions opts;
  if (!rc)
    rc = cmir_llvm_parse_options(ctx, rest.len ? cmir_sb_cstr(&rest) : "", false, &opts);
  cmir_sb_free(&rest);
  if (rc)
    return CMIR_FAIL;
  cmir_op_walk(module, check_sizes, &rc);
  if (rc)
    return CMIR_FAIL;
  CmirLlvmTypeConverter ltc;
  cmir_llvm_tc_init(&ltc, ctx, &opts);
  size_t n = cmir_memref_to_llvm_npatterns;
  CmirPattern *pats = cmir_xmalloc(sizeof *pats * n);
  cmir_patterns_bind(pats, cmir_memref_to_llvm_patterns, n, &ltc.tc);
  for (size_t i = 0; i < n; i++)
    pats[i].user = &ml;
  CmirConvTarget *t = cmir_llvm_target_create(ctx);
  cmir_cv_target_set_op(t, CMIR_OP_FUNC_FUNC, CMIR_LEGALITY_LEGAL, NULL, NULL);
  rc = cmir_cv_apply(module, t, pats, n, CMIR_CONVERSION_PARTIAL);
  cmir_cv_target_destroy(t);
  free(pats);
  return rc;
}
