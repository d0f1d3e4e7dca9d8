/* The LLVM dialect in the interpreter: pointers into the checked memory
 * model (a pointer is its allocation's handle and a host address, so every
 * access is checked as a memref access is), loads and stores of any LLVM
 * value laid out by the module's data layout, pointer provenance kept
 * through memory and through ptrtoint/inttoptr, llvm.mlir.global memory,
 * the runtime functions lowered programs call with descriptors in memory,
 * and the ops compiled to LOP (interp.h). */
#include "interp.h"

#include "dialect/llvm/llvm.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

static inline uint32_t hidx(uint64_t h) { return (uint32_t)h; }
static inline uint32_t hgen(uint64_t h) { return (uint32_t)(h >> 32); }
static inline uint64_t wmask(unsigned w) { return w >= 64 ? ~0ull : (1ull << w) - 1; }
static inline int64_t sextw(uint64_t v, unsigned w) {
  return w >= 64 ? (int64_t)v : (int64_t)(v << (64 - w)) >> (64 - w);
}

/* ---- leaves: the scalars of a value in memory ---- */

static bool push_leaf(ILeaf **out, uint32_t *n, uint32_t *cap, ILeaf l) {
  if (*n >= (1u << 24))
    return false;
  if (*n == *cap) {
    *cap = *cap ? *cap * 2 : 8;
    *out = cmir_xrealloc(*out, *cap * sizeof(ILeaf));
  }
  (*out)[(*n)++] = l;
  return true;
}

bool cmir_illvm_leaves(const CmirDataLayout *dl, const CmirType *t, uint64_t off, uint32_t slot,
                       ILeaf **out, uint32_t *n, uint32_t *cap) {
  ILeaf l = {off, slot, LK_INT, 0, 0};
  switch (t->kind) {
  case CMIR_TYPE_INTEGER:
    if (t->integer.width > 128)
      return false;
    l.bytes = (uint8_t)((t->integer.width + 7) / 8);
    l.width = (uint16_t)t->integer.width;
    return push_leaf(out, n, cap, l);
  case CMIR_TYPE_INDEX:
    l.bytes = 8;
    l.width = 64;
    return push_leaf(out, n, cap, l);
  case CMIR_TYPE_FLOAT:
    if (t->flt.fk != CMIR_F_F16 && t->flt.fk != CMIR_F_BF16 && t->flt.fk != CMIR_F_F32 &&
        t->flt.fk != CMIR_F_F64)
      return false;
    l.kind = LK_FLOAT;
    l.bytes = (uint8_t)(cmir_type_bitwidth(t) / 8);
    l.width = t->flt.fk;
    return push_leaf(out, n, cap, l);
  case CMIR_TYPE_LLVM_PTR:
    l.kind = LK_PTR;
    l.bytes = 8;
    l.width = 64;
    return cmir_llvm_dl_pointer_bits(dl, t->ptr.addrspace) == 64 && push_leaf(out, n, cap, l);
  case CMIR_TYPE_LLVM_STRUCT: {
    if (t->flags & CMIR_LLVM_STRUCT_OPAQUE)
      return false;
    bool packed = t->flags & CMIR_LLVM_STRUCT_PACKED;
    uint64_t o = 0;
    for (uint32_t i = 0; i < t->st.n; i++) {
      const CmirType *e = t->st.types[i];
      uint64_t a = packed ? 1 : cmir_llvm_dl_abi_align(dl, e);
      o = a ? (o + a - 1) / a * a : o;
      if (!cmir_illvm_leaves(dl, e, off + o, slot, out, n, cap))
        return false;
      slot += cmir_icomp_slots(e);
      o += cmir_llvm_dl_alloc_size(dl, e);
    }
    return true;
  }
  case CMIR_TYPE_LLVM_ARRAY: {
    uint64_t es = cmir_llvm_dl_alloc_size(dl, t->arr.elem);
    uint32_t k = cmir_icomp_slots(t->arr.elem);
    for (uint64_t i = 0; i < t->arr.n; i++)
      if (!cmir_illvm_leaves(dl, t->arr.elem, off + i * es, slot + (uint32_t)i * k, out, n, cap))
        return false;
    return true;
  }
  case CMIR_TYPE_VECTOR:
  case CMIR_TYPE_LLVM_VEC: {
    const CmirType *e = cmir_llvm_vector_elem(t);
    uint64_t cnt = t->kind == CMIR_TYPE_LLVM_VEC ? t->lvec.n : (uint64_t)t->shaped.shape[0];
    uint64_t bits = e ? cmir_llvm_dl_type_bits(dl, e) : 0;
    if (e && bits == 1 && e->kind == CMIR_TYPE_INTEGER) {
      for (uint64_t i = 0; i < cnt; i++) {
        ILeaf b = {off + i / 8, slot + (uint32_t)i, LK_BIT, 1, (uint16_t)(i % 8)};
        if (!push_leaf(out, n, cap, b))
          return false;
      }
      return true;
    }
    if (!e || !bits || bits % 8)
      return false;
    uint32_t k = cmir_icomp_slots(e);
    for (uint64_t i = 0; i < cnt; i++)
      if (!cmir_illvm_leaves(dl, e, off + i * (bits / 8), slot + (uint32_t)i * k, out, n, cap))
        return false;
    return true;
  }
  default:
    return false;
  }
}

/* ---- provenance of pointers stored in memory ---- */

/* Open addressing, offset + 1 as the key (0: empty). An entry also holds
 * the address stored, so bytes overwritten by other data are noticed. */
typedef struct IProv {
  uint64_t *key, *h, *addr;
  uint32_t mask, n;
} IProv;

static uint32_t prov_hash(uint64_t k) { return (uint32_t)((k * 0x9E3779B97F4A7C15ull) >> 32); }

static void prov_put(IAlloc *a, uint64_t off, uint64_t h, uint64_t addr);

static void prov_grow(IAlloc *a) {
  IProv *p = a->prov;
  IProv old = *p;
  uint32_t cap = old.key ? (old.mask + 1) * 2 : 16;
  p->key = cmir_xcalloc(cap, sizeof(uint64_t));
  p->h = cmir_xcalloc(cap, sizeof(uint64_t));
  p->addr = cmir_xcalloc(cap, sizeof(uint64_t));
  p->mask = cap - 1;
  p->n = 0;
  for (uint32_t i = 0; old.key && i <= old.mask; i++)
    if (old.key[i])
      prov_put(a, old.key[i] - 1, old.h[i], old.addr[i]);
  free(old.key);
  free(old.h);
  free(old.addr);
}

static void prov_put(IAlloc *a, uint64_t off, uint64_t h, uint64_t addr) {
  if (!a->prov) {
    if (!h)
      return;
    a->prov = cmir_xcalloc(1, sizeof(IProv));
  }
  IProv *p = a->prov;
  if (!p->key || (p->n + 1) * 2 > p->mask + 1)
    prov_grow(a);
  uint32_t i = prov_hash(off + 1) & p->mask;
  while (p->key[i] && p->key[i] != off + 1)
    i = (i + 1) & p->mask;
  if (!p->key[i])
    p->n++;
  p->key[i] = off + 1;
  p->h[i] = h;
  p->addr[i] = addr;
}

static bool prov_get(const IAlloc *a, uint64_t off, uint64_t *h, uint64_t *addr) {
  const IProv *p = a->prov;
  if (!p || !p->key)
    return false;
  uint32_t i = prov_hash(off + 1) & p->mask;
  while (p->key[i]) {
    if (p->key[i] == off + 1) {
      *h = p->h[i];
      *addr = p->addr[i];
      return true;
    }
    i = (i + 1) & p->mask;
  }
  return false;
}

void cmir_illvm_free_prov(IAlloc *a) {
  if (!a->prov)
    return;
  free(a->prov->key);
  free(a->prov->h);
  free(a->prov->addr);
  free(a->prov);
  a->prov = NULL;
}

uint64_t cmir_illvm_find(CmirInterp *I, uint64_t addr) {
  if (!addr)
    return 0;
  uint32_t hint = I->find_hint;
  if (hint && hint < I->nallocs) {
    IAlloc *a = &I->allocs[hint];
    if (a->data && addr - (uint64_t)(uintptr_t)a->data < a->size)
      return hint | (uint64_t)a->gen << 32;
  }
  uint64_t edge = 0;
  for (uint32_t i = I->nallocs; i-- > 1;) {
    IAlloc *a = &I->allocs[i];
    if (!a->data)
      continue;
    uint64_t d = addr - (uint64_t)(uintptr_t)a->data;
    if (d < a->size || (d == 0 && a->kind == AK_FUNC)) {
      I->find_hint = i;
      return i | (uint64_t)a->gen << 32;
    }
    if (d == a->size && !edge)
      edge = i | (uint64_t)a->gen << 32;
  }
  return edge;
}

/* The pointer stored at p (inside allocation a): its address, and the
 * handle stored with it if the bytes are still that pointer's, else the
 * allocation the address lies in. */
static void load_ptr(CmirInterp *I, IAlloc *a, const char *p, IVal *out) {
  uint64_t addr, h, sa;
  memcpy(&addr, p, 8);
  if (a->prov && prov_get(a, (uint64_t)(p - a->data), &h, &sa) && sa == addr)
    out[0].u = h;
  else
    out[0].u = cmir_illvm_find(I, addr);
  out[1].u = addr;
}

/* ---- checked access through a pointer ---- */

static const char *func_name(CmirInterp *I, const IAlloc *a) {
  return a->frame < I->nfuncs ? I->funcs[a->frame]->name->str : "?";
}

/* The bytes of an access of n bytes at pointer p, or NULL after a report. */
static char *ptr_access(CmirInterp *I, CmirOp *op, const IVal *p, uint64_t n, uint32_t align,
                        bool write, const char *what) {
  uint64_t h = p[0].u, addr = p[1].u;
  if (!hidx(h)) {
    if (!addr)
      cmir_iexec_ub(I, op, "%s through a null pointer", what);
    else
      cmir_iexec_ub(I, op, "%s through pointer 0x%llx, which points to no allocation", what,
                    (unsigned long long)addr);
    return NULL;
  }
  IAlloc *a = &I->allocs[hidx(h)];
  if (hgen(h) == a->gen && a->kind == AK_FUNC) {
    cmir_iexec_ub(I, op, "%s through a pointer to function @%s", what, func_name(I, a));
    return NULL;
  }
  char *q = cmir_imem_check(I, h, (const char *)(uintptr_t)addr, n, write, op, what);
  if (!q)
    return NULL;
  if (align > 1 && addr % align) {
    cmir_iexec_ub(I, op, "misaligned %s: address 0x%llx is not a multiple of %u", what,
                  (unsigned long long)addr, align);
    cmir_imem_note_sites(I, a, false);
    return NULL;
  }
  return q;
}

static bool uninit(CmirInterp *I, CmirOp *op, IAlloc *a, const char *p, uint64_t n,
                   const char *what) {
  if (!a->init || !n || !memchr(a->init + (p - a->data), 0, n))
    return false;
  cmir_iexec_ub(I, op, "%s of uninitialized memory", what);
  cmir_imem_note_sites(I, a, false);
  return true;
}

static CmirInterpStatus load_value(CmirInterp *I, CmirOp *op, IAlloc *a, const char *q,
                                   const ILeaf *lv, uint32_t n, IVal *dst) {
  for (uint32_t i = 0; i < n; i++) {
    const ILeaf *l = &lv[i];
    const char *p = q + l->off;
    if (uninit(I, op, a, p, l->bytes, "load"))
      return CMIR_INTERP_UB;
    IVal *d = &dst[l->slot];
    switch (l->kind) {
    case LK_INT:
      if (l->width > 64) {
        uint64_t w[2] = {0, 0};
        memcpy(w, p, l->bytes);
        d[0].u = w[0];
        d[1].u = w[1] & wmask(l->width - 64u);
      } else {
        uint64_t v = 0;
        memcpy(&v, p, l->bytes);
        d->u = v & wmask(l->width);
      }
      break;
    case LK_FLOAT: {
      uint64_t v = 0;
      memcpy(&v, p, l->bytes);
      d->u = v;
      break;
    }
    case LK_BIT:
      d->u = ((unsigned char)*p >> l->width) & 1;
      break;
    default:
      load_ptr(I, a, p, d);
      break;
    }
  }
  return CMIR_INTERP_OK;
}

static void store_value(IAlloc *a, char *q, const ILeaf *lv, uint32_t n, const IVal *src) {
  for (uint32_t i = 0; i < n; i++) {
    const ILeaf *l = &lv[i];
    char *p = q + l->off;
    const IVal *s = &src[l->slot];
    if (l->kind == LK_PTR) {
      memcpy(p, &s[1].u, 8);
      prov_put(a, (uint64_t)(p - a->data), s[0].u, s[1].u);
    } else if (l->kind == LK_BIT) {
      unsigned char bit = (unsigned char)(1u << l->width);
      *p = (char)((s->u & 1) ? (*p | bit) : (*p & ~bit));
    } else if (l->kind == LK_INT && l->width > 64) {
      uint64_t w[2] = {s[0].u, s[1].u};
      memcpy(p, w, l->bytes);
    } else {
      memcpy(p, &s->u, l->bytes);
    }
    if (a->init)
      memset(a->init + (p - a->data), 1, l->bytes);
  }
}

CmirInterpStatus cmir_illvm_load_leaves(CmirInterp *I, CmirOp *op, IAlloc *a, const char *q,
                                        const ILeaf *lv, uint32_t n, IVal *dst) {
  return load_value(I, op, a, q, lv, n, dst);
}

void cmir_illvm_store_leaves(IAlloc *a, char *q, const ILeaf *lv, uint32_t n, const IVal *src) {
  store_value(a, q, lv, n, src);
}

CmirInterpStatus cmir_illvm_masked(CmirInterp *I, const IOpData *d, IVal *R, const uint32_t *ops,
                                   const uint32_t *res, bool store) {
  /* load: ptr, mask, [pass_thru] -> res; store: value, ptr, mask */
  const IVal *ptr = &R[ops[store ? 1 : 0]], *mask = &R[ops[store ? 2 : 1]];
  const char *what = store ? "store" : "load";
  bool any = false;
  for (uint32_t i = 0; i < d->lanes; i++)
    any |= mask[i].u & 1;
  if (!any) {
    if (!store)
      for (uint32_t i = 0; i < d->lanes * d->lslots; i++)
        R[res[0] + i] = d->w_in ? R[ops[2] + i] : (IVal){0};
    return CMIR_INTERP_OK;
  }
  /* the alignment is the vector's: checked on its first address */
  if (d->lalign > 1 && ptr[1].u % d->lalign) {
    cmir_iexec_ub(I, d->op, "misaligned %s: address 0x%llx is not a multiple of %u", what,
                  (unsigned long long)ptr[1].u, d->lalign);
    return CMIR_INTERP_UB;
  }
  for (uint32_t i = 0; i < d->lanes; i++) {
    IVal *lane = store ? NULL : &R[res[0] + i * d->lslots];
    if (!(mask[i].u & 1)) {
      if (!store)
        for (uint32_t k = 0; k < d->lslots; k++)
          lane[k] = d->w_in ? R[ops[2] + i * d->lslots + k] : (IVal){0};
      continue;
    }
    IVal p[2] = {ptr[0], {.u = ptr[1].u + i * d->lsize}};
    char *q = ptr_access(I, d->op, p, d->lsize, 1, store, what);
    if (!q)
      return I->status;
    IAlloc *a = &I->allocs[hidx(p[0].u)];
    if (store)
      store_value(a, q, d->leaves, d->nleaves, &R[ops[0] + i * d->lslots]);
    else if (load_value(I, d->op, a, q, d->leaves, d->nleaves, lane))
      return I->status;
  }
  return CMIR_INTERP_OK;
}

CmirInterpStatus cmir_illvm_access_fail(CmirInterp *I, IFunc *fn, IVal *R, const uint32_t *pc,
                                        const IVal *ptr, bool store) {
  /* PLD A P N Al O / PST V P N Al O (and the G forms: the pointer ptr) */
  const IOpData *d = &fn->ops[pc[5]];
  uint32_t n = pc[3] ? pc[3] : 1;
  char *q = ptr_access(I, d->op, ptr, n, pc[4], store, store ? "store" : "load");
  if (!q)
    return I->status;
  IAlloc *a = &I->allocs[hidx(ptr[0].u)];
  if (store) {
    store_value(a, q, d->leaves, d->nleaves, &R[pc[1]]);
    return CMIR_INTERP_OK;
  }
  return load_value(I, d->op, a, q, d->leaves, d->nleaves, &R[pc[1]]);
}

/* ---- memcpy, memmove, memset ---- */

static CmirInterpStatus mem_transfer(CmirInterp *I, CmirOp *op, const IVal *dst, const IVal *src,
                                     uint64_t len, bool overlap_ok) {
  if (!len)
    return CMIR_INTERP_OK;
  const char *name = overlap_ok ? "memmove" : "memcpy";
  char what[32];
  snprintf(what, sizeof what, "%s read", name);
  char *s = ptr_access(I, op, src, len, 1, false, what);
  if (!s)
    return I->status;
  snprintf(what, sizeof what, "%s write", name);
  char *d = ptr_access(I, op, dst, len, 1, true, what);
  if (!d)
    return I->status;
  IAlloc *sa = &I->allocs[hidx(src[0].u)], *da = &I->allocs[hidx(dst[0].u)];
  /* memcpy's ranges must be disjoint or equal (LLVM's LangRef). */
  if (!overlap_ok && sa == da && s != d && s < d + len && d < s + len)
    return cmir_iexec_ub(I, op, "memcpy of overlapping ranges (%llu bytes, %lld apart)",
                         (unsigned long long)len, (long long)(d - s));
  memmove(d, s, len);
  uint64_t so = (uint64_t)(s - sa->data), dof = (uint64_t)(d - da->data);
  if (da->init) {
    if (sa->init)
      memmove(da->init + dof, sa->init + so, len);
    else
      memset(da->init + dof, 1, len);
  }
  if (sa->prov || da->prov) {
    /* Pointers move with their bytes; collect first (source and target may
     * be the same table). */
    CMIR_VEC(uint64_t) moved = {0};
    IProv *p = sa->prov;
    for (uint32_t i = 0; p && p->key && i <= p->mask; i++)
      if (p->key[i] && p->key[i] - 1 >= so && p->key[i] - 1 < so + len) {
        cmir_vec_push(&moved, p->key[i] - 1 - so);
        cmir_vec_push(&moved, p->h[i]);
        cmir_vec_push(&moved, p->addr[i]);
      }
    for (uint32_t i = 0; i < moved.len; i += 3)
      prov_put(da, dof + moved.data[i], moved.data[i + 1], moved.data[i + 2]);
    cmir_vec_free(&moved);
  }
  return CMIR_INTERP_OK;
}

/* ---- lanes: elementwise ops on vectors, intrinsics ---- */

static inline uint64_t fbits(unsigned ft, const IVal *v) {
  return ft == CMIR_F_F32 ? (uint32_t)v->u : ft == CMIR_F_F64 ? v->u : (uint16_t)v->u;
}

static uint64_t sign_bit(unsigned ft) {
  return ft == CMIR_F_F64 ? 1ull << 63 : ft == CMIR_F_F32 ? 1ull << 31 : 1ull << 15;
}

/* powi (x to an int32 power, by squaring) in type T; powi_f and powi_d. */
#define DEFINE_POWI(name, T)                                                                       \
  static T name(T a, int32_t n) {                                                                  \
    bool recip = n < 0;                                                                            \
    T r = 1;                                                                                       \
    for (;;) {                                                                                     \
      if (n & 1)                                                                                   \
        r *= a;                                                                                    \
      n /= 2;                                                                                      \
      if (!n)                                                                                      \
        break;                                                                                     \
      a *= a;                                                                                      \
    }                                                                                              \
    return recip ? 1 / r : r;                                                                      \
  }
DEFINE_POWI(powi_f, float)
DEFINE_POWI(powi_d, double)
#undef DEFINE_POWI

/* The IFMath functions computed by a C function: X(kind, the double
 * function, the float function, its arguments among f, g, h and b). */
#define FM_LIBM(X)                                                                                 \
  X(FM_SQRT, sqrt, sqrtf, (f))                                                                     \
  X(FM_EXP, exp, expf, (f))                                                                        \
  X(FM_EXP2, exp2, exp2f, (f))                                                                     \
  X(FM_LOG, log, logf, (f))                                                                        \
  X(FM_LOG2, log2, log2f, (f))                                                                     \
  X(FM_LOG10, log10, log10f, (f))                                                                  \
  X(FM_SIN, sin, sinf, (f))                                                                        \
  X(FM_COS, cos, cosf, (f))                                                                        \
  X(FM_CEIL, ceil, ceilf, (f))                                                                     \
  X(FM_FLOOR, floor, floorf, (f))                                                                  \
  X(FM_TRUNC, trunc, truncf, (f))                                                                  \
  X(FM_ROUND, round, roundf, (f))                                                                  \
  X(FM_ROUNDEVEN, nearbyint, nearbyintf, (f))                                                      \
  X(FM_RINT, nearbyint, nearbyintf, (f))                                                           \
  X(FM_NEARBYINT, nearbyint, nearbyintf, (f))                                                      \
  X(FM_POW, pow, powf, (f, g))                                                                     \
  X(FM_FMA, fma, fmaf, (f, g, h))                                                                  \
  X(FM_POWI, powi_d, powi_f, (f, (int32_t)b->u))

/* r := function k of f (g, h, b) in f's type; FN picks the double or the
 * float column of FM_LIBM. */
#define FM_SWITCH(FN)                                                                              \
  switch ((IFMath)k) {                                                                             \
    FM_LIBM(FN)                                                                                    \
  case FM_FMULADD:                                                                                 \
    r = f * g + h;                                                                                 \
    break;                                                                                         \
  default:                                                                                         \
    r = f;                                                                                         \
    break;                                                                                         \
  }
#define FM_CASE_D(kind, fd, ff, args)                                                              \
  case kind:                                                                                       \
    r = fd args;                                                                                   \
    break;
#define FM_CASE_F(kind, fd, ff, args)                                                              \
  case kind:                                                                                       \
    r = ff args;                                                                                   \
    break;

/* b is NULL for a one-operand op (b may be a itself: `fma(%a, %a, %a)`). */
static uint64_t fmath(unsigned k, unsigned ft, const IVal *a, const IVal *b, const IVal *c) {
  uint64_t x = fbits(ft, a);
  if (k == FM_FABS)
    return x & ~sign_bit(ft);
  if (k == FM_COPYSIGN)
    return (x & ~sign_bit(ft)) | (fbits(ft, b) & sign_bit(ft));
  if (ft == CMIR_F_F32 || ft == CMIR_F_F16 || ft == CMIR_F_BF16) {
    float f = (float)cmir_ifp_to_double(ft, x), g = 0, h = 0, r;
    if (b && k != FM_POWI)
      g = (float)cmir_ifp_to_double(ft, fbits(ft, b));
    if (c)
      h = (float)cmir_ifp_to_double(ft, fbits(ft, c));
    FM_SWITCH(FM_CASE_F)
    if (ft == CMIR_F_F32) {
      uint32_t bits;
      memcpy(&bits, &r, 4);
      return bits;
    }
    return cmir_ifp_from_double(ft, r);
  }
  double f, g = 0, h = 0, r;
  memcpy(&f, &x, 8);
  if (b && k != FM_POWI)
    memcpy(&g, &b->u, 8);
  if (c)
    memcpy(&h, &c->u, 8);
  FM_SWITCH(FM_CASE_D)
  uint64_t out;
  memcpy(&out, &r, 8);
  return out;
}
#undef FM_CASE_F
#undef FM_CASE_D
#undef FM_SWITCH
#undef FM_LIBM

/* Integer intrinsics on widths up to 64; res[1] gets the overflow bit of
 * the *.with.overflow ones. */
static void imath(unsigned k, unsigned w, const IVal *pa, const IVal *pb, const IVal *pc,
                  IVal *res) {
  uint64_t m = wmask(w), a = pa->u & m, b = pb ? pb->u & m : 0, r = 0;
  int64_t sa = sextw(a, w), sb = sextw(b, w);
  int64_t smax = (int64_t)(m >> 1), smin = -smax - 1;
  bool ov = false;
  switch ((IIMath)k) {
  case IM2_CTLZ:
    r = a ? (uint64_t)(__builtin_clzll(a) - (64 - (int)w)) : w;
    break;
  case IM2_CTTZ:
    r = a ? (uint64_t)__builtin_ctzll(a) : w;
    break;
  case IM2_CTPOP:
    r = (uint64_t)__builtin_popcountll(a);
    break;
  case IM2_ABS:
    r = sa < 0 ? (uint64_t)0 - a : a;
    break;
  case IM2_BITREVERSE:
    for (unsigned i = 0; i < w; i++)
      if (a >> i & 1)
        r |= 1ull << (w - 1 - i);
    break;
  case IM2_BSWAP:
    for (unsigned i = 0; i < w / 8; i++)
      r |= ((a >> (8 * i)) & 0xff) << (w - 8 - 8 * i);
    break;
  case IM2_SADD_SAT: {
    __int128 s = (__int128)sa + sb;
    r = (uint64_t)(s > smax ? smax : s < smin ? smin : (int64_t)s);
    break;
  }
  case IM2_SSUB_SAT: {
    __int128 s = (__int128)sa - sb;
    r = (uint64_t)(s > smax ? smax : s < smin ? smin : (int64_t)s);
    break;
  }
  case IM2_UADD_SAT: {
    unsigned __int128 s = (unsigned __int128)a + b;
    r = s > m ? m : (uint64_t)s;
    break;
  }
  case IM2_USUB_SAT:
    r = a > b ? a - b : 0;
    break;
  case IM2_FSHL:
  case IM2_FSHR: {
    uint64_t c = (pc->u & m) % w;
    if (!c)
      r = k == IM2_FSHL ? a : b;
    else if (k == IM2_FSHL)
      r = (a << c) | (b >> (w - c));
    else
      r = (a << (w - c)) | (b >> c);
    break;
  }
  case IM2_SADD_OV: {
    __int128 s = (__int128)sa + sb;
    r = (uint64_t)s;
    ov = s > smax || s < smin;
    break;
  }
  case IM2_SSUB_OV: {
    __int128 s = (__int128)sa - sb;
    r = (uint64_t)s;
    ov = s > smax || s < smin;
    break;
  }
  case IM2_SMUL_OV: {
    __int128 s = (__int128)sa * sb;
    r = (uint64_t)s;
    ov = s > smax || s < smin;
    break;
  }
  case IM2_UADD_OV: {
    unsigned __int128 s = (unsigned __int128)a + b;
    r = (uint64_t)s;
    ov = s > m;
    break;
  }
  case IM2_USUB_OV:
    r = a - b;
    ov = b > a;
    break;
  case IM2_UMUL_OV: {
    unsigned __int128 s = (unsigned __int128)a * b;
    r = (uint64_t)s;
    ov = s > m;
    break;
  }
  }
  res[0].u = r & m;
  if (k >= IM2_SADD_OV)
    res[1].u = ov;
}

static CmirInterpStatus lanes(CmirInterp *I, const IOpData *d, IVal *R, const uint32_t *ops,
                              uint32_t nops, IVal *res) {
  uint32_t n = d->lanes;
  unsigned k = (unsigned)d->lsize, wi = d->w_in, wo = d->w_out;
  /* scalar operands (a select's condition) have stride 0 */
  uint32_t stride[3] = {1, 1, 1};
  if (d->sub == LN_SELECT && !wi)
    stride[0] = 0;
  IVal tmp[3] = {{0}, {0}, {0}};
  /* results go through a buffer: a result may share slots with an operand
   * only when they are the same value, never partly */
  IVal *out = n > 1 ? cmir_xcalloc(n * 2, sizeof(IVal)) : tmp;
  for (uint32_t i = 0; i < n; i++) {
    const IVal *a = nops > 0 ? &R[ops[0] + i * stride[0]] : NULL;
    const IVal *b = nops > 1 ? &R[ops[1] + i * stride[1]] : a;
    const IVal *c = nops > 2 ? &R[ops[2] + i * stride[2]] : NULL;
    IVal *r = n > 1 ? &out[i] : &out[0];
    bool poison = false;
    const char *ub = NULL;
    switch ((ILaneOp)d->sub) {
    case LN_IBIN:
      if (!cmir_iexec_ibin(k, wi, a, b, r, &poison, wo, &ub)) {
        if (out != tmp)
          free(out);
        return cmir_iexec_ub(I, d->op, "%s", ub);
      }
      break;
    case LN_FBIN:
      r->u = cmir_iexec_fbin(k, wi, fbits(wi, a), fbits(wi, b));
      break;
    case LN_FCMP:
      r->u = cmir_iexec_fcmp(k, wi, fbits(wi, a), fbits(wi, b));
      break;
    case LN_ICAST:
      cmir_iexec_icast(k, wi, wo, a, r, &poison, 0);
      break;
    case LN_FCAST: {
      uint64_t in = k == FC_SITOFP || k == FC_UITOFP ? a->u
                    : k == FC_BITCAST                ? (wi >= 100 ? fbits(wi - 100, a) : a->u)
                                                     : fbits(wi, a);
      r->u = cmir_iexec_fcast(k, wi, wo, in, &poison, 0);
      break;
    }
    case LN_SELECT:
      *r = a->u ? *b : *c;
      break;
    case LN_FMATH:
      r->u = fmath(k, wi, a, nops > 1 ? b : NULL, c);
      break;
    case LN_IMATH:
      imath(k, wi, a, b, c, n > 1 ? &out[i] : tmp);
      break;
    case LN_MOV:
      *r = *a;
      break;
    }
  }
  if (out == tmp) {
    res[0] = tmp[0];
    if (d->sub == LN_IMATH && k >= IM2_SADD_OV)
      res[1] = tmp[1];
  } else {
    memcpy(res, out, n * sizeof(IVal));
    free(out);
  }
  return CMIR_INTERP_OK;
}

/* ---- descriptors in memory (lowered memrefs) ---- */

/* The ranked descriptor {ptr, ptr, i64, [r x i64], [r x i64]} at p as the
 * interpreter's (handle, aligned pointer, offset, sizes, strides). */
static bool read_desc(CmirInterp *I, CmirOp *op, const IVal *p, int64_t rank, int64_t *out,
                      const char *what) {
  if (rank < 0 || rank > 64) {
    cmir_iexec_ub(I, op, "%s: a memref descriptor of rank %lld", what, (long long)rank);
    return false;
  }
  uint64_t n = 8 * (3 + 2 * (uint64_t)rank);
  char *q = ptr_access(I, op, p, n, 8, false, what);
  if (!q)
    return false;
  IAlloc *a = &I->allocs[hidx(p[0].u)];
  if (uninit(I, op, a, q, n, what))
    return false;
  IVal ptr[2];
  load_ptr(I, a, q + 8, ptr);
  out[0] = (int64_t)ptr[0].u;
  out[1] = (int64_t)ptr[1].u;
  memcpy(out + 2, q + 16, (1 + 2 * (size_t)rank) * 8);
  return true;
}

/* An unranked descriptor {i64 rank, ptr desc} at p, read as above. */
static bool read_unranked(CmirInterp *I, CmirOp *op, const IVal *p, int64_t *rank, int64_t *out,
                          const char *what) {
  char *q = ptr_access(I, op, p, 16, 8, false, what);
  if (!q)
    return false;
  IAlloc *a = &I->allocs[hidx(p[0].u)];
  if (uninit(I, op, a, q, 16, what))
    return false;
  memcpy(rank, q, 8);
  IVal d[2];
  load_ptr(I, a, q + 8, d);
  return read_desc(I, op, d, *rank, out, what);
}

/* printf(fmt, ...) of a call op: each conversion of C's printf takes the
 * next operand after the format, which must be of its kind (a float for
 * f/e/g/a, an integer for d/i/u/o/x/c, a pointer for s and p); integers are
 * read at their width (sign-extended for d and i). The result is the count
 * of bytes written. */
static CmirInterpStatus run_printf(CmirInterp *I, CmirOp *op, const IVal *R, const uint32_t *args,
                                   IVal *res) {
  const char *fmt;
  uint64_t n;
  CmirInterpStatus st = cmir_imem_cstring(I, &R[args[0]], op, "printf format", &fmt, &n);
  if (st)
    return st;
  uint32_t next = 1, pos = cmir_icomp_slots(op->opnds[0].value->type); /* args[pos]: next's */
  uint64_t written = 0;
  char spec[64], buf[512];
  for (uint64_t i = 0; i < n; i++) {
    if (fmt[i] != '%') {
      fputc(fmt[i], I->out);
      written++;
      continue;
    }
    if (i + 1 < n && fmt[i + 1] == '%') {
      fputc('%', I->out);
      written++;
      i++;
      continue;
    }
    /* %[flags][width][.precision][length]conversion, the length dropped */
    uint64_t k = i + 1, len = 0;
    spec[len++] = '%';
    while (k < n && strchr("-+ #0", fmt[k]) && len < 40)
      spec[len++] = fmt[k++];
    while (k < n && fmt[k] >= '0' && fmt[k] <= '9' && len < 40)
      spec[len++] = fmt[k++];
    if (k < n && fmt[k] == '.') {
      spec[len++] = fmt[k++];
      while (k < n && fmt[k] >= '0' && fmt[k] <= '9' && len < 50)
        spec[len++] = fmt[k++];
    }
    while (k < n && strchr("hlLqjzt", fmt[k]))
      k++;
    char conv = k < n ? fmt[k] : 0;
    if (!conv || !strchr("diouxXcfFeEgGaAsp", conv) || len >= 50)
      return cmir_iexec_ub(I, op, "printf: unsupported conversion in the format at byte %llu",
                           (unsigned long long)i);
    if (next >= op->nopnds)
      return cmir_iexec_ub(I, op, "printf: the format asks for more arguments than the %u given",
                           op->nopnds - 1);
    const CmirType *t = op->opnds[next].value->type;
    const IVal *v = &R[args[pos]]; /* a value's slots are consecutive */
    pos += cmir_icomp_slots(t);
    next++;
    int m;
    if (strchr("fFeEgGaA", conv)) {
      if (t->kind != CMIR_TYPE_FLOAT)
        return cmir_iexec_ub(I, op, "printf: argument %u of %%%c is not a float", next - 1, conv);
      spec[len++] = conv;
      spec[len] = 0;
      double d = t->flt.fk == CMIR_F_F32 ? (double)v->f : v->d;
      m = snprintf(buf, sizeof buf, spec, d);
    } else if (conv == 's' || conv == 'p') {
      if (t->kind != CMIR_TYPE_LLVM_PTR)
        return cmir_iexec_ub(I, op, "printf: argument %u of %%%c is not a pointer", next - 1, conv);
      if (conv == 'p') {
        spec[len++] = 'p';
        spec[len] = 0;
        m = snprintf(buf, sizeof buf, spec, v[1].p);
      } else {
        const char *s;
        uint64_t sn;
        if ((st = cmir_imem_cstring(I, v, op, "printf %s argument", &s, &sn)))
          return st;
        spec[len++] = 's';
        spec[len] = 0;
        m = snprintf(NULL, 0, spec, s);
        fprintf(I->out, spec, s);
        written += m > 0 ? (uint64_t)m : 0;
        i = k;
        continue;
      }
    } else {
      if (t->kind != CMIR_TYPE_INTEGER || t->integer.width > 64)
        return cmir_iexec_ub(I, op, "printf: argument %u of %%%c is not an integer", next - 1,
                             conv);
      uint32_t w = t->integer.width;
      uint64_t u = w == 64 ? v->u : v->u & ((1ull << w) - 1);
      int64_t sv = w == 64 ? v->i : (int64_t)(u << (64 - w)) >> (64 - w);
      bool is_signed = conv == 'd' || conv == 'i';
      if (conv == 'c') {
        spec[len++] = 'c';
        spec[len] = 0;
        m = snprintf(buf, sizeof buf, spec, (int)(unsigned char)u);
      } else {
        spec[len++] = 'l';
        spec[len++] = 'l';
        spec[len++] = conv;
        spec[len] = 0;
        m = is_signed ? snprintf(buf, sizeof buf, spec, (long long)sv)
                      : snprintf(buf, sizeof buf, spec, (unsigned long long)u);
      }
    }
    if (m < 0 || (size_t)m >= sizeof buf)
      return cmir_iexec_ub(I, op, "printf: a conversion of more than %zu bytes", sizeof buf - 1);
    fwrite(buf, 1, (size_t)m, I->out);
    written += (uint64_t)m;
    i = k;
  }
  res[0].i = (int64_t)(int32_t)written;
  return CMIR_INTERP_OK;
}

CmirInterpStatus cmir_illvm_runtime(CmirInterp *I, IFunc *f, CmirOp *op, const IVal *R,
                                    const uint32_t *args, IVal *res) {
  int64_t desc[3 + 2 * 64 + 1], desc2[3 + 2 * 64 + 1], rank = 0, rank2 = 0;
  IElemKind ek = (IElemKind)f->ops[0].ekind;
  switch ((IRuntimeFn)f->rt) {
  case RT_PRINT_MEMREF_PTR:
  case RT_PRINT_SHAPE_PTR:
    if (!read_unranked(I, op, &R[args[0]], &rank, desc, "printMemref read"))
      return I->status;
    return cmir_iexec_print_memref(I, op, ek, f->rt == RT_PRINT_SHAPE_PTR ? 2 : 0, desc, rank);
  case RT_PRINT_MEMREF_RP:
    rank = R[args[0]].i;
    if (!read_desc(I, op, &R[args[1]], rank, desc, "printMemref read"))
      return I->status;
    return cmir_iexec_print_memref(I, op, ek, 0, desc, rank);
  case RT_PRINT_RANKED_PTR:
    rank = f->ops[0].rank;
    if (!read_desc(I, op, &R[args[0]], rank, desc, "printMemref read"))
      return I->status;
    return cmir_iexec_print_memref(I, op, ek, 1, desc, rank);
  case RT_MEMREF_COPY:
    if (!read_unranked(I, op, &R[args[1]], &rank, desc, "memrefCopy read") ||
        !read_unranked(I, op, &R[args[3]], &rank2, desc2, "memrefCopy read"))
      return I->status;
    if (R[args[0]].u == 0 || R[args[0]].u > 16)
      return cmir_iexec_ub(I, op, "memrefCopy of elements of %llu bytes",
                           (unsigned long long)R[args[0]].u);
    return cmir_imem_copy(I, op, desc, rank, desc2, rank2, (uint32_t)R[args[0]].u);
  case RT_PUTS: {
    CmirInterpStatus st = cmir_imem_print_string(I, &R[args[0]], op);
    if (st)
      return st;
    fputc('\n', I->out);
    res[0].u = 0;
    return CMIR_INTERP_OK;
  }
  case RT_ABORT:
    fflush(I->out);
    return cmir_iexec_ub(I, op, "abort() called");
  case RT_PRINTF:
    return run_printf(I, op, R, args, res);
  case RT_CALLOC: {
    uint64_t n;
    if (__builtin_mul_overflow(R[args[0]].u, R[args[1]].u, &n))
      return CMIR_INTERP_OK; /* null */
    cmir_imem_malloc(I, n, 16, op, res);
    return CMIR_INTERP_OK;
  }
  default:
    return cmir_iexec_report(I, CMIR_INTERP_BAD_INPUT, op,
                             "cmir-interp: internal error: unknown runtime function");
  }
}

/* ---- globals ---- */

CmirInterpStatus cmir_illvm_global(CmirInterp *I, IGlobal *g) {
  CmirOp *o = g->op;
  const CmirAttr *ta = cmir_op_get_prop(o, "global_type");
  const CmirAttr *v = cmir_op_get_prop(o, "value");
  const CmirAttr *lk = cmir_op_get_prop(o, "linkage");
  const CmirAttr *al = cmir_op_get_prop(o, "alignment");
  bool region = o->nregions && cmir_op_regions(o)[0].first && cmir_op_regions(o)[0].first->first;
  if (!ta || ta->kind != CMIR_ATTR_TYPE) {
    cmir_op_error(o, "cmir-interp: unsupported global type");
    return CMIR_INTERP_BAD_INPUT;
  }
  const CmirType *t = ta->type.type;
  if (!v && !region && lk && lk->kind == CMIR_ATTR_ENUM &&
      (lk->en.value == 10 || lk->en.value == 7))
    return CMIR_INTERP_OK; /* external declaration: an error where it is used */
  ILeaf *lv = NULL;
  uint32_t n = 0, cap = 0;
  /* the leaves only matter for a scalar or dense value */
  bool need = v && v->kind != CMIR_ATTR_STRING && v->kind != CMIR_ATTR_UNIT;
  if ((need && !cmir_illvm_leaves(I->dl, t, 0, 0, &lv, &n, &cap)) ||
      cmir_llvm_dl_alloc_size(I->dl, t) > (1ull << 32)) {
    free(lv);
    char *ts = cmir_type_str(t);
    cmir_op_error(o, "cmir-interp: globals of type '%s' are not supported", ts);
    free(ts);
    return CMIR_INTERP_BAD_INPUT;
  }
  uint64_t size = cmir_llvm_dl_alloc_size(I->dl, t);
  uint64_t align = al && al->kind == CMIR_ATTR_INTEGER ? al->i.v : 0;
  if (!align || align & (align - 1))
    align = cmir_llvm_dl_abi_align(I->dl, t);
  uint64_t h = cmir_imem_alloc(I, size, align, AK_GLOBAL, o);
  if (!h) {
    free(lv);
    cmir_op_error(o, "cmir-interp: cannot allocate global");
    return CMIR_INTERP_BAD_INPUT;
  }
  IAlloc *a = &I->allocs[hidx(h)];
  CmirInterpStatus st = CMIR_INTERP_OK;
  if (v && v->kind == CMIR_ATTR_STRING) {
    memcpy(a->data, v->str.s, v->str.len < size ? v->str.len : size);
  } else if (v && (v->kind == CMIR_ATTR_INTEGER || v->kind == CMIR_ATTR_FLOAT) && n == 1) {
    uint64_t w[2] = {0, 0};
    if (v->kind == CMIR_ATTR_FLOAT) {
      w[0] = v->f.lo;
    } else {
      w[0] = v->i.words ? v->i.words[0] : v->i.v;
      w[1] = v->i.words ? v->i.words[1] : 0;
    }
    memcpy(a->data + lv[0].off, w, lv[0].bytes);
  } else if (v && v->kind == CMIR_ATTR_DENSE) {
    const CmirType *et = v->dense.type->shaped.elem;
    uint32_t eb = cmir_dense_elem_bytes(et);
    bool splat = v->flags & 1;
    uint64_t cnt = (uint64_t)cmir_type_num_elements(v->dense.type);
    if ((!splat && cnt != n) || lv[0].kind == LK_PTR || eb > 16) {
      cmir_op_error(o, "cmir-interp: the initializer does not match the global's type");
      st = CMIR_INTERP_BAD_INPUT;
    } else {
      for (uint32_t i = 0; i < n; i++) {
        const char *src = (const char *)v->dense.data + (splat ? 0 : (size_t)i * eb);
        if (lv[i].kind == LK_BIT) {
          unsigned char bit = (unsigned char)(1u << lv[i].width);
          char *q = a->data + lv[i].off;
          *q = (char)((*src & 1) ? (*q | bit) : (*q & ~bit));
        } else {
          memcpy(a->data + lv[i].off, src, eb < lv[i].bytes ? eb : lv[i].bytes);
        }
      }
    }
  } else if (v && v->kind != CMIR_ATTR_UNIT) {
    cmir_op_error(o, "cmir-interp: unsupported global initial value");
    st = CMIR_INTERP_BAD_INPUT;
  }
  free(lv);
  if (a->init)
    memset(a->init, 1, size);
  if (cmir_op_get_prop(o, "constant") && !region)
    a->wgen = a->gen ^ 1;
  g->handle = h;
  g->data = a->data;
  return st;
}

/* ---- LOP ---- */

CmirInterpStatus cmir_illvm_op(CmirInterp *I, IFunc *fn, IVal *R, const uint32_t *pc) {
  /* LOP K O N ops.. M res.. */
  const IOpData *d = &fn->ops[pc[2]];
  CmirOp *op = d->op;
  uint32_t nops = pc[3];
  const uint32_t *ops = pc + 4;
  const uint32_t *res = ops + nops + 1;
  switch ((ILlvmOp)pc[1]) {
  case LL_LOAD: {
    char *q = ptr_access(I, op, &R[ops[0]], d->lsize, d->lalign, false, "load");
    if (!q)
      return I->status;
    return load_value(I, op, &I->allocs[hidx(R[ops[0]].u)], q, d->leaves, d->nleaves, &R[res[0]]);
  }
  case LL_STORE: {
    char *q = ptr_access(I, op, &R[ops[1]], d->lsize, d->lalign, true, "store");
    if (!q)
      return I->status;
    store_value(&I->allocs[hidx(R[ops[1]].u)], q, d->leaves, d->nleaves, &R[ops[0]]);
    return CMIR_INTERP_OK;
  }
  case LL_ALLOCA: {
    int64_t cnt = sextw(R[ops[0]].u, d->w_in);
    uint64_t bytes;
    if (cnt < 0)
      return cmir_iexec_ub(I, op, "llvm.alloca of a negative count %lld", (long long)cnt);
    if (__builtin_mul_overflow((uint64_t)cnt, d->lsize, &bytes) || bytes > (1ull << 32))
      return cmir_iexec_report(I, CMIR_INTERP_LIMIT, op, "cannot allocate %lld elements",
                               (long long)cnt);
    uint64_t h = cmir_imem_alloc(I, bytes, d->lalign, AK_STACK, op);
    if (!h)
      return cmir_iexec_report(I, CMIR_INTERP_LIMIT, op, "cannot allocate %llu bytes",
                               (unsigned long long)bytes);
    if (I->nstack_allocs == I->stack_allocs_cap) {
      I->stack_allocs_cap = I->stack_allocs_cap ? I->stack_allocs_cap * 2 : 64;
      I->stack_allocs = cmir_xrealloc(I->stack_allocs, I->stack_allocs_cap * sizeof(uint32_t));
    }
    I->stack_allocs[I->nstack_allocs++] = hidx(h);
    R[res[0]].u = h;
    R[res[0] + 1].p = I->allocs[hidx(h)].data;
    return CMIR_INTERP_OK;
  }
  case LL_INTTOPTR: {
    uint64_t addr = R[ops[0]].u & wmask(d->w_in);
    uint64_t h = cmir_illvm_find(I, addr);
    R[res[0]].u = h;
    R[res[0] + 1].u = addr;
    return CMIR_INTERP_OK;
  }
  case LL_MEMCPY:
  case LL_MEMMOVE:
    return mem_transfer(I, op, &R[ops[0]], &R[ops[1]], R[ops[2]].u & wmask(d->w_in),
                        pc[1] == LL_MEMMOVE);
  case LL_MEMSET: {
    uint64_t len = R[ops[2]].u & wmask(d->w_in);
    if (!len)
      return CMIR_INTERP_OK;
    char *q = ptr_access(I, op, &R[ops[0]], len, 1, true, "memset write");
    if (!q)
      return I->status;
    IAlloc *a = &I->allocs[hidx(R[ops[0]].u)];
    memset(q, (int)(R[ops[1]].u & 0xff), len);
    if (a->init)
      memset(a->init + (q - a->data), 1, len);
    return CMIR_INTERP_OK;
  }
  case LL_EXTRACTELEM: {
    uint64_t i = R[ops[1]].u & wmask(d->w_in);
    /* out of range: poison, which the interpreter does not track here: 0 */
    for (uint32_t k = 0; k < d->lslots; k++)
      R[res[0] + k].u = i < d->lanes ? R[ops[0] + (uint32_t)i * d->lslots + k].u : 0;
    return CMIR_INTERP_OK;
  }
  case LL_INSERTELEM: {
    uint64_t i = R[ops[2]].u & wmask(d->w_in);
    uint32_t n = d->lanes * d->lslots;
    if (res[0] != ops[0])
      memmove(&R[res[0]], &R[ops[0]], n * sizeof(IVal));
    if (i < d->lanes)
      memmove(&R[res[0] + (uint32_t)i * d->lslots], &R[ops[1]], d->lslots * sizeof(IVal));
    else
      memset(&R[res[0]], 0, n * sizeof(IVal));
    return CMIR_INTERP_OK;
  }
  case LL_UNREACHABLE:
    return cmir_iexec_ub(I, op, "llvm.unreachable reached");
  case LL_TRAP:
    return cmir_iexec_ub(I, op, "trap");
  case LL_ASSUME:
    if (!(R[ops[0]].u & 1))
      return cmir_iexec_ub(I, op, "llvm.intr.assume of a false condition");
    return CMIR_INTERP_OK;
  case LL_FNPTR: {
    uint64_t h = R[ops[0]].u;
    IAlloc *a = &I->allocs[hidx(h)];
    if (!hidx(h) && !R[ops[0] + 1].u)
      return cmir_iexec_ub(I, op, "call through a null pointer");
    if (!hidx(h) || hgen(h) != a->gen || a->kind != AK_FUNC || R[ops[0] + 1].p != (void *)a->data)
      return cmir_iexec_ub(I, op, "call through pointer 0x%llx, which is not a function's address",
                           (unsigned long long)R[ops[0] + 1].u);
    IFunc *f = I->funcs[a->frame];
    if (f->type != d->ftype)
      return cmir_iexec_ub(I, op, "call of @%s through a pointer with a different function type",
                           f->name->str);
    R[res[0]].p = f;
    return CMIR_INTERP_OK;
  }
  case LL_STACKSAVE:
    R[res[0]].u = 0;
    R[res[0] + 1].u = I->nstack_allocs + 1;
    return CMIR_INTERP_OK;
  case LL_STACKRESTORE: {
    uint64_t mark = R[ops[0] + 1].u - 1;
    uint32_t base = I->frames[I->nframes - 1].nstack_allocs;
    if (R[ops[0]].u || mark < base || mark > I->nstack_allocs)
      return cmir_iexec_ub(I, op,
                           "llvm.intr.stackrestore of a pointer stacksave did not return "
                           "in this function");
    cmir_imem_pop_allocas(I, (uint32_t)mark, op);
    return CMIR_INTERP_OK;
  }
  case LL_LANES:
    return lanes(I, d, R, ops, nops, &R[res[0]]);
  case LL_BITCAST: {
    char buf[256];
    char *b = d->lsize <= sizeof buf ? buf : cmir_xmalloc(d->lsize);
    memset(b, 0, d->lsize);
    IAlloc fake;
    memset(&fake, 0, sizeof fake);
    fake.data = b;
    fake.size = d->lsize;
    store_value(&fake, b, d->leaves, d->w_in, &R[ops[0]]);
    load_value(I, op, &fake, b, d->leaves + d->w_in, d->w_out, &R[res[0]]);
    cmir_illvm_free_prov(&fake);
    if (b != buf)
      free(b);
    return CMIR_INTERP_OK;
  }
  case LL_MEMREF_TO_DESC: {
    const IVal *m = &R[ops[0]];
    IVal *o = &R[res[0]];
    uint32_t r = d->lanes;
    IAlloc *a = &I->allocs[hidx(m[0].u)];
    IVal h = m[0], p = m[1];
    memmove(o + 4, m + 2, (1 + 2 * (size_t)r) * sizeof(IVal));
    o[0] = h;
    o[1].p = hidx(h.u) && hgen(h.u) == a->gen ? (void *)a->data : p.p;
    o[2] = h;
    o[3] = p;
    return CMIR_INTERP_OK;
  }
  case LL_STRUCT_TO_UNRANKED: {
    int64_t desc[3 + 2 * 64 + 1];
    int64_t rank = R[ops[0]].i;
    if (!read_desc(I, op, &R[ops[0] + 1], rank, desc, "descriptor read"))
      return I->status;
    R[res[0]].i = rank;
    R[res[0] + 1].u = cmir_imem_push_desc(I, desc, 3 + 2 * (uint32_t)rank);
    return CMIR_INTERP_OK;
  }
  case LL_UNRANKED_TO_STRUCT: {
    int64_t rank = R[ops[0]].i;
    const int64_t *s = I->descs + R[ops[0] + 1].u;
    uint64_t n = 8 * (3 + 2 * (uint64_t)rank);
    uint64_t h = cmir_imem_alloc(I, n, 8, AK_STACK, op);
    if (!h)
      return cmir_iexec_report(I, CMIR_INTERP_LIMIT, op, "cannot allocate a descriptor");
    if (I->nstack_allocs == I->stack_allocs_cap) {
      I->stack_allocs_cap = I->stack_allocs_cap ? I->stack_allocs_cap * 2 : 64;
      I->stack_allocs = cmir_xrealloc(I->stack_allocs, I->stack_allocs_cap * sizeof(uint32_t));
    }
    I->stack_allocs[I->nstack_allocs++] = hidx(h);
    IAlloc *a = &I->allocs[hidx(h)];
    IAlloc *m = &I->allocs[hidx((uint64_t)s[0])];
    IVal ptrs[4];
    ptrs[0].u = (uint64_t)s[0];
    ptrs[1].p = hidx((uint64_t)s[0]) && hgen((uint64_t)s[0]) == m->gen ? (void *)m->data
                                                                       : (void *)(uintptr_t)s[1];
    ptrs[2].u = (uint64_t)s[0];
    ptrs[3].u = (uint64_t)s[1];
    ILeaf lv[2] = {{0, 0, LK_PTR, 8, 64}, {8, 2, LK_PTR, 8, 64}};
    store_value(a, a->data, lv, 2, ptrs);
    memcpy(a->data + 16, s + 2, (1 + 2 * (size_t)rank) * 8);
    if (a->init)
      memset(a->init, 1, n);
    R[res[0]].i = rank;
    R[res[0] + 1].u = h;
    R[res[0] + 2].p = a->data;
    return CMIR_INTERP_OK;
  }
  case LL_FUNC_TO_PTR: {
    IFunc *f = R[ops[0]].p;
    if (!f->fnptr) {
      f->fnptr = cmir_imem_alloc(I, 0, 16, AK_FUNC, f->op);
      if (!f->fnptr)
        return cmir_iexec_report(I, CMIR_INTERP_LIMIT, op, "cannot allocate a function address");
      I->allocs[hidx(f->fnptr)].frame = f->index;
    }
    R[res[0]].u = f->fnptr;
    R[res[0] + 1].p = I->allocs[hidx(f->fnptr)].data;
    return CMIR_INTERP_OK;
  }
  case LL_ATOMICRMW:
  case LL_CMPXCHG: {
    /* one thread: the read-modify-write is a checked load and store */
    bool rmw = pc[1] == LL_ATOMICRMW;
    const IVal *p = &R[ops[0]];
    const char *what = rmw ? "atomicrmw" : "cmpxchg";
    char *q = ptr_access(I, op, p, d->lsize, d->lalign, true, what);
    if (!q)
      return I->status;
    IAlloc *a = &I->allocs[hidx(p[0].u)];
    IVal old[2] = {{0}, {0}}, nv[2] = {{0}, {0}};
    CmirInterpStatus st = load_value(I, op, a, q, d->leaves, d->nleaves, old);
    if (st)
      return st;
    const IVal *v = &R[ops[rmw ? 1 : 2]];
    unsigned w = d->w_in;
    bool flt = d->lanes, store = true;
    nv[0] = v[0];
    nv[1] = d->leaves[0].kind == LK_PTR ? v[1] : nv[1];
    if (rmw && d->sub) {
      /* 1 + the II kind of each integer bin op */
      static const uint8_t ik[] = {[1] = 1 + II_ADD,  [2] = 1 + II_SUB,  [3] = 1 + II_AND,
                                   [5] = 1 + II_OR,   [6] = 1 + II_XOR,  [7] = 1 + II_MAXS,
                                   [8] = 1 + II_MINS, [9] = 1 + II_MAXU, [10] = 1 + II_MINU};
      static const uint8_t fk[] = {
          [11] = IF_ADD, [12] = IF_SUB, [13] = IF_MAXNUM, [14] = IF_MINNUM};
      uint64_t m = wmask(w), o = old[0].u, x = v[0].u;
      bool poison = false;
      const char *ub = NULL;
      if (flt && d->sub >= 11 && d->sub <= 14)
        nv[0].u = cmir_iexec_fbin(fk[d->sub], w, fbits(w, &old[0]), fbits(w, v));
      else if (d->sub == 4)
        nv[0].u = ~(o & x) & m;
      else if (d->sub == 15)
        nv[0].u = o >= x ? 0 : (o + 1) & m;
      else if (d->sub == 16)
        nv[0].u = o == 0 || o > x ? x : o - 1;
      else if (d->sub < sizeof ik && ik[d->sub])
        cmir_iexec_ibin(ik[d->sub] - 1u, w, &old[0], v, &nv[0], &poison, 0, &ub);
      else
        return cmir_iexec_ub(I, op, "atomicrmw operation %u on this type", d->sub);
    } else if (!rmw) {
      const IVal *cmp = &R[ops[1]];
      bool eq = d->leaves[0].kind == LK_PTR ? old[1].u == cmp[1].u : old[0].u == cmp[0].u;
      store = eq;
      uint32_t ns = d->leaves[0].kind == LK_PTR ? 2 : 1;
      memcpy(&R[res[0]], old, ns * sizeof(IVal));
      R[res[0] + ns].u = eq;
    }
    if (store)
      store_value(a, q, d->leaves, d->nleaves, nv);
    if (rmw)
      memcpy(&R[res[0]], old, (d->leaves[0].kind == LK_PTR ? 2 : 1) * sizeof(IVal));
    return CMIR_INTERP_OK;
  }
  case LL_REDUCE: {
    IVal acc = d->sub == 2 ? R[ops[1]] : R[ops[0]];
    for (uint32_t i = d->sub == 2 ? 0 : 1; i < d->lanes; i++) {
      const IVal *x = &R[ops[0] + i];
      if (d->sub) {
        acc.u =
            cmir_iexec_fbin((unsigned)d->lsize, d->w_in, fbits(d->w_in, &acc), fbits(d->w_in, x));
      } else {
        IVal r = {0};
        bool poison = false;
        const char *ub = NULL;
        cmir_iexec_ibin((unsigned)d->lsize, d->w_in, &acc, x, &r, &poison, 0, &ub);
        acc = r;
      }
    }
    R[res[0]] = acc;
    return CMIR_INTERP_OK;
  }
  case LL_VPRINT:
    return cmir_ivec_print(I, d, R, ops);
  case LL_VMEM:
    return cmir_ivec_mem(I, d, R, ops, res);
  case LL_CMASK:
    cmir_ivec_create_mask(d, R, ops, res);
    return CMIR_INTERP_OK;
  case LL_MLOAD:
  case LL_MSTORE:
    return cmir_illvm_masked(I, d, R, ops, res, pc[1] == LL_MSTORE);
  case LL_GLOBAL_INIT: {
    IGlobal *g = &I->globals[d->sub];
    IAlloc *a = &I->allocs[hidx(g->handle)];
    store_value(a, a->data, d->leaves, d->nleaves, &R[ops[0]]);
    return CMIR_INTERP_OK;
  }
  }
  return cmir_iexec_report(I, CMIR_INTERP_BAD_INPUT, op, "cmir-interp: internal error: bad LOP");
}
