/* The interpreter's memory model: allocations (heap, stack, globals) with
 * generation-checked handles, the checks behind every access (liveness,
 * the memref's own sizes, the allocation's bounds, --check-uninit), the
 * memref descriptor ops (alloc, subview, casts, reshapes, copy, ...) and the
 * reports that name the op, where the memory was allocated and freed.
 *
 * A ranked memref value is its descriptor in 3 + 2r slots: handle, aligned
 * pointer (a host address), offset, sizes, strides. An unranked one is
 * (rank, index of a descriptor in I->descs), the descriptor living until
 * the frame that made it returns, as the seeds' stack-allocated one does. */
#include "interp.h"

#include "dialect/dialects.h"

#include <stdlib.h>
#include <string.h>

enum { REUSE_AFTER = 1024 }; /* freed records kept (for reports) before reuse */

static inline uint32_t hidx(uint64_t h) { return (uint32_t)h; }
static inline uint32_t hgen(uint64_t h) { return (uint32_t)(h >> 32); }

void cmir_imem_init(CmirInterp *I) {
  I->allocs_cap = 64;
  I->allocs = cmir_xcalloc(I->allocs_cap, sizeof(IAlloc));
  I->nallocs = 1; /* record 0: the null handle, never live */
  I->allocs[0].gen = 1;
  I->allocs[0].wgen = 1;
}

void cmir_imem_free_all(CmirInterp *I) {
  for (uint32_t i = 1; i < I->nallocs; i++) {
    free(I->allocs[i].data);
    free(I->allocs[i].init);
    cmir_illvm_free_prov(&I->allocs[i]);
  }
  free(I->allocs);
  free(I->stack_allocs);
  free(I->descs);
  free(I->globals);
  I->allocs = NULL;
}

uint64_t cmir_imem_alloc(CmirInterp *I, uint64_t n, uint64_t align, IAllocKind kind, CmirOp *op) {
  if (n > (1ull << 40))
    return 0;
  if (align < 16)
    align = 16;
  void *data = NULL;
  if (align == 16) {
    data = calloc(1, n ? n : 1);
  } else if (!posix_memalign(&data, align, n ? n : 1)) {
    memset(data, 0, n ? n : 1);
  }
  if (!data)
    return 0;
  uint32_t idx;
  if (I->nfree > REUSE_AFTER) {
    idx = I->free_head;
    I->free_head = I->allocs[idx].next_free;
    if (!I->free_head)
      I->free_tail = 0;
    I->nfree--;
    I->allocs[idx].gen++; /* handles from the previous life never match */
  } else {
    if (I->nallocs == I->allocs_cap) {
      I->allocs_cap *= 2;
      I->allocs = cmir_xrealloc(I->allocs, I->allocs_cap * sizeof(IAlloc));
    }
    idx = I->nallocs++;
    memset(&I->allocs[idx], 0, sizeof(IAlloc));
    I->allocs[idx].gen = 1;
  }
  IAlloc *a = &I->allocs[idx];
  a->data = data;
  a->size = n;
  a->init = I->opts.check_uninit ? cmir_xcalloc(1, n ? n : 1) : NULL;
  a->wgen = a->gen;
  a->kind = (uint8_t)kind;
  a->alloc_op = op;
  a->free_op = NULL;
  a->next_free = 0;
  a->frame = I->nframes;
  return idx | (uint64_t)a->gen << 32;
}

static void rec_free(CmirInterp *I, uint32_t idx, CmirOp *op) {
  IAlloc *a = &I->allocs[idx];
  free(a->data);
  free(a->init);
  cmir_illvm_free_prov(a);
  a->data = NULL;
  a->init = NULL;
  a->gen++;
  a->wgen = a->gen;
  a->free_op = op;
  a->next_free = 0;
  if (I->free_tail)
    I->allocs[I->free_tail].next_free = idx;
  else
    I->free_head = idx;
  I->free_tail = idx;
  I->nfree++;
}

void cmir_imem_pop_frame(CmirInterp *I, uint32_t alloca_mark, uint32_t desc_mark) {
  while (I->nstack_allocs > alloca_mark)
    rec_free(I, I->stack_allocs[--I->nstack_allocs], NULL);
  I->ndescs = desc_mark;
}

void cmir_imem_pop_allocas(CmirInterp *I, uint32_t alloca_mark, CmirOp *op) {
  while (I->nstack_allocs > alloca_mark)
    rec_free(I, I->stack_allocs[--I->nstack_allocs], op);
}

static uint64_t push_desc(CmirInterp *I, const int64_t *d, uint32_t n) {
  if (I->ndescs + n > I->descs_cap) {
    while (I->ndescs + n > I->descs_cap)
      I->descs_cap = I->descs_cap ? I->descs_cap * 2 : 256;
    I->descs = cmir_xrealloc(I->descs, I->descs_cap * sizeof(int64_t));
  }
  memcpy(I->descs + I->ndescs, d, n * sizeof(int64_t));
  uint64_t at = I->ndescs;
  I->ndescs += n;
  return at;
}

uint64_t cmir_imem_push_desc(CmirInterp *I, const int64_t *d, uint32_t n) {
  return push_desc(I, d, n);
}

/* ---- reports ---- */

static void note_sites(CmirInterp *I, const IAlloc *a, bool freed) {
  if (a->alloc_op)
    cmir_note(I->ctx, a->alloc_op->loc, "memory allocated here");
  if (freed && a->free_op)
    cmir_note(I->ctx, a->free_op->loc, "memory deallocated here");
}

void cmir_imem_note_sites(CmirInterp *I, const IAlloc *a, bool freed) { note_sites(I, a, freed); }

/* Why handle h cannot be used (it does not match its record). */
static CmirInterpStatus dead_report(CmirInterp *I, CmirOp *op, uint64_t h, const char *what) {
  IAlloc *a = &I->allocs[hidx(h)];
  bool known = hidx(h) && hgen(h) + 1 == a->gen;
  if (known && a->kind == AK_STACK && a->free_op) {
    cmir_iexec_ub(I, op, "%s of a stack allocation released by '%s'", what,
                  cmir_op_name(a->free_op));
    note_sites(I, a, true);
  } else if (known && a->kind == AK_STACK) {
    cmir_iexec_ub(I, op, "%s of a stack allocation whose function has returned", what);
    note_sites(I, a, false);
  } else if (known) {
    cmir_iexec_ub(I, op, "%s of deallocated memory", what);
    note_sites(I, a, true);
  } else {
    cmir_iexec_ub(I, op, "%s of deallocated memory", what);
  }
  return CMIR_INTERP_UB;
}

static const char *kind_name(uint8_t k) {
  return k == AK_STACK    ? "a stack allocation (memref.alloca)"
         : k == AK_GLOBAL ? "a global (memref.global)"
                          : "memory";
}

/* Checks an access of n bytes at p through handle h; the bytes or NULL
 * after a report. */
char *cmir_imem_check(CmirInterp *I, uint64_t h, const char *p, uint64_t n, bool write, CmirOp *op,
                      const char *what) {
  IAlloc *a = &I->allocs[hidx(h)];
  if (hgen(h) != a->gen) {
    dead_report(I, op, h, what);
    return NULL;
  }
  uint64_t off = (uint64_t)((uintptr_t)p - (uintptr_t)a->data);
  if (off > a->size || off + n > a->size) {
    int64_t soff = (int64_t)off;
    cmir_iexec_ub(I, op,
                  "%s of %llu bytes at byte offset %lld is outside its allocation of %llu bytes",
                  what, (unsigned long long)n, (long long)soff, (unsigned long long)a->size);
    note_sites(I, a, false);
    return NULL;
  }
  if (write && hgen(h) != a->wgen) {
    const CmirAttr *name = a->alloc_op ? cmir_op_get_prop(a->alloc_op, "sym_name") : NULL;
    cmir_iexec_ub(I, op, "%s to constant global @%.*s", what,
                  name && name->kind == CMIR_ATTR_STRING ? (int)name->str.len : 0,
                  name && name->kind == CMIR_ATTR_STRING ? name->str.s : "");
    return NULL;
  }
  return (char *)p;
}

/* Checks indices against the memref's sizes and the allocation; returns
 * the element's address or NULL after a report. */
static char *check_access(CmirInterp *I, CmirOp *op, const IVal *m, uint32_t rank,
                          const uint64_t *idx, uint32_t esz, bool write, const char *what) {
  IAlloc *a = &I->allocs[hidx(m[0].u)];
  if (hgen(m[0].u) != a->gen) {
    dead_report(I, op, m[0].u, what);
    return NULL;
  }
  uint64_t lin = m[2].u;
  for (uint32_t k = 0; k < rank; k++) {
    if (idx[k] >= m[3 + k].u) {
      cmir_iexec_ub(I, op, "%s index %lld is out of bounds for dimension %u of size %lld", what,
                    (long long)idx[k], k, (long long)m[3 + k].i);
      return NULL;
    }
    lin += idx[k] * m[3 + rank + k].u;
  }
  return cmir_imem_check(I, m[0].u, (const char *)(uintptr_t)(m[1].u + lin * esz), esz, write, op,
                         what);
}

char *cmir_imem_element(CmirInterp *I, CmirOp *op, const IVal *m, uint32_t rank,
                        const uint64_t *idx, uint32_t esz, bool write, const char *what) {
  return check_access(I, op, m, rank, idx, esz, write, what);
}

static const uint8_t cls_bytes[4] = {1, 2, 4, 8};

CmirInterpStatus cmir_imem_ldst_fail(CmirInterp *I, IFunc *fn, IVal *R, const uint32_t *pc,
                                     bool store) {
  uint32_t code = *pc - (store ? IOP_ST1_0 : IOP_LD1_0);
  uint32_t cls = code / 4, form = code % 4, rank, oi;
  const uint32_t *ix;
  if (form == 3) {
    oi = pc[3];
    rank = pc[4];
    ix = pc + 5;
  } else {
    rank = form;
    ix = pc + 3;
    oi = pc[3 + rank];
  }
  uint64_t idx[16] = {0};
  uint64_t *big = rank > 16 ? cmir_xcalloc(rank, sizeof(uint64_t)) : idx;
  for (uint32_t k = 0; k < rank; k++)
    big[k] = R[ix[k]].u;
  char *p = check_access(I, fn->ops[oi].op, &R[pc[2]], rank, big, cls_bytes[cls], store,
                         store ? "store" : "load");
  if (big != idx)
    free(big);
  if (p)
    return cmir_iexec_report(I, CMIR_INTERP_BAD_INPUT, fn->ops[oi].op,
                             "cmir-interp: internal error: access check disagreement");
  return I->status;
}

CmirInterpStatus cmir_imem_ldx(CmirInterp *I, IFunc *fn, IVal *R, const uint32_t *pc, bool store) {
  /* A M O N I.. */
  const IOpData *d = &fn->ops[pc[3]];
  uint32_t rank = pc[4], esz = d->esize;
  uint64_t idx[16] = {0};
  uint64_t *big = rank > 16 ? cmir_xcalloc(rank, sizeof(uint64_t)) : idx;
  for (uint32_t k = 0; k < rank; k++)
    big[k] = R[pc[5 + k]].u;
  const IVal *m = &R[pc[2]];
  char *p = check_access(I, d->op, m, rank, big, esz, store, store ? "store" : "load");
  if (big != idx)
    free(big);
  if (!p)
    return I->status;
  IAlloc *a = &I->allocs[hidx(m[0].u)];
  uint64_t off = (uint64_t)(p - a->data);
  if (d->leaves) /* a vector element */
    return store ? (cmir_illvm_store_leaves(a, p, d->leaves, d->nleaves, &R[pc[1]]), CMIR_INTERP_OK)
                 : cmir_illvm_load_leaves(I, d->op, a, p, d->leaves, d->nleaves, &R[pc[1]]);
  if (store) {
    memcpy(p, &R[pc[1]], esz);
    if (a->init)
      memset(a->init + off, 1, esz);
    return CMIR_INTERP_OK;
  }
  if (a->init && memchr(a->init + off, 0, esz)) {
    cmir_iexec_ub(I, d->op, "load of uninitialized memory");
    note_sites(I, a, false);
    return CMIR_INTERP_UB;
  }
  IVal v[2] = {{0}, {0}};
  memcpy(v, p, esz);
  R[pc[1]] = v[0];
  if (esz > 8)
    R[pc[1] + 1] = v[1];
  return CMIR_INTERP_OK;
}

/* ---- views: every element readable ---- */

/* Calls fn for the linear index of every element of a view (odometer). */
static bool each_elem(uint32_t rank, const int64_t *sizes, const int64_t *strides, int64_t off,
                      bool (*fn)(void *, int64_t), void *user) {
  for (uint32_t k = 0; k < rank; k++)
    if (sizes[k] <= 0)
      return true;
  int64_t ctr[64] = {0};
  int64_t *c = rank > 64 ? cmir_xcalloc(rank, sizeof(int64_t)) : ctr;
  bool ok = true;
  for (;;) {
    uint64_t lin = (uint64_t)off; /* wrapping: descriptors from memory hold anything */
    for (uint32_t k = 0; k < rank; k++)
      lin += (uint64_t)c[k] * (uint64_t)strides[k];
    if (!fn(user, (int64_t)lin)) {
      ok = false;
      break;
    }
    uint32_t k = rank;
    while (k > 0) {
      k--;
      if (++c[k] < sizes[k])
        break;
      c[k] = 0;
      if (k == 0) {
        k = UINT32_MAX;
        break;
      }
    }
    if (k == UINT32_MAX || rank == 0)
      break;
  }
  if (c != ctr)
    free(c);
  return ok;
}

typedef struct ViewCheck {
  CmirInterp *I;
  uint64_t h;
  const char *base;
  uint32_t esz;
  CmirOp *op;
  const char *what;
} ViewCheck;

static bool view_check_one(void *u, int64_t lin) {
  ViewCheck *v = u;
  const char *p = (const char *)((uintptr_t)v->base + (uint64_t)lin * v->esz);
  if (!cmir_imem_check(v->I, v->h, p, v->esz, false, v->op, v->what))
    return false;
  IAlloc *a = &v->I->allocs[hidx(v->h)];
  if (a->init && memchr(a->init + (p - a->data), 0, v->esz)) {
    cmir_iexec_ub(v->I, v->op, "%s of uninitialized memory", v->what);
    note_sites(v->I, a, false);
    return false;
  }
  return true;
}

bool cmir_imem_check_view(CmirInterp *I, const int64_t *desc, uint32_t rank, uint32_t esize,
                          CmirOp *op, const char *what) {
  IAlloc *a = &I->allocs[hidx((uint64_t)desc[0])];
  if (hgen((uint64_t)desc[0]) != a->gen) {
    dead_report(I, op, (uint64_t)desc[0], what);
    return false;
  }
  ViewCheck v = {I, (uint64_t)desc[0], (const char *)(uintptr_t)desc[1], esize, op, what};
  return each_elem(rank, desc + 3, desc + 3 + rank, desc[2], view_check_one, &v);
}

/* ---- globals ---- */

CmirInterpStatus cmir_imem_globals(CmirInterp *I) {
  CmirOp *m = I->module;
  if (!m->nregions || !cmir_op_regions(m)[0].first)
    return CMIR_INTERP_OK;
  CMIR_VEC(IGlobal) gs = {0};
  for (CmirOp *o = cmir_op_regions(m)[0].first->first; o; o = o->next) {
    if (!cmir_op_isa(o, CMIR_OP_MEMREF_GLOBAL) && !cmir_op_isa(o, CMIR_OP_LLVM_MLIR_GLOBAL))
      continue;
    IGlobal g = {o, 0, NULL};
    cmir_vec_push(&gs, g);
  }
  I->globals = gs.data;
  I->nglobals = gs.len;
  for (uint32_t i = 0; i < I->nglobals; i++) {
    CmirOp *o = I->globals[i].op;
    if (cmir_op_isa(o, CMIR_OP_LLVM_MLIR_GLOBAL)) {
      CmirInterpStatus st = cmir_illvm_global(I, &I->globals[i]);
      if (st)
        return st;
      continue;
    }
    const CmirAttr *ta = cmir_op_get_prop(o, "type");
    const CmirAttr *init = cmir_op_get_prop(o, "initial_value");
    const CmirAttr *al = cmir_op_get_prop(o, "alignment");
    if (!ta || ta->kind != CMIR_ATTR_TYPE || ta->type.type->kind != CMIR_TYPE_MEMREF ||
        !cmir_type_has_static_shape(ta->type.type) || !cmir_icomp_slots(ta->type.type) ||
        ta->type.type->shaped.elem->kind == CMIR_TYPE_VECTOR) {
      cmir_op_error(o, "cmir-interp: unsupported global type");
      return CMIR_INTERP_BAD_INPUT;
    }
    if (!init)
      continue; /* external: an error where it is used */
    const CmirType *t = ta->type.type;
    uint32_t esz = cmir_icomp_elem_size(I, t->shaped.elem);
    int64_t n = cmir_type_num_elements(t), bytes;
    if (n < 0 || cmir_ckd_mul(&bytes, n, (int64_t)esz)) {
      cmir_op_error(o, "cmir-interp: the size of the global does not fit in 64 bits");
      return CMIR_INTERP_BAD_INPUT;
    }
    uint64_t h = cmir_imem_alloc(I, (uint64_t)bytes,
                                 al && al->kind == CMIR_ATTR_INTEGER ? al->i.v : 0, AK_GLOBAL, o);
    if (!h) {
      cmir_op_error(o, "cmir-interp: cannot allocate global");
      return CMIR_INTERP_BAD_INPUT;
    }
    IAlloc *a = &I->allocs[hidx(h)];
    if (init->kind == CMIR_ATTR_DENSE) {
      uint32_t eb = cmir_dense_elem_bytes(init->dense.type->shaped.elem);
      for (uint64_t k = 0; k < (uint64_t)n; k++) {
        const char *src = (const char *)init->dense.data + ((init->flags & 1) ? 0 : k * eb);
        memcpy(a->data + k * esz, src, eb < esz ? eb : esz);
      }
      if (a->init)
        memset(a->init, 1, (size_t)bytes);
    } else if (init->kind != CMIR_ATTR_UNIT) {
      cmir_op_error(o, "cmir-interp: unsupported global initial value");
      return CMIR_INTERP_BAD_INPUT;
    }
    if (cmir_op_get_prop(o, "constant"))
      a->wgen = a->gen ^ 1;
    I->globals[i].handle = h;
    I->globals[i].data = a->data;
  }
  return CMIR_INTERP_OK;
}

int64_t cmir_imem_find_global(CmirInterp *I, const CmirAttr *ref, bool memref) {
  if (!ref || ref->kind != CMIR_ATTR_SYMREF || ref->sym.n != 1)
    return -1;
  for (uint32_t i = 0; i < I->nglobals; i++)
    if (cmir_op_sym_name(I->globals[i].op) == ref->sym.names[0] &&
        cmir_op_isa(I->globals[i].op, memref ? CMIR_OP_MEMREF_GLOBAL : CMIR_OP_LLVM_MLIR_GLOBAL))
      return i;
  return -1;
}

/* ---- malloc, free, printString (LLVM pointers: handle, address) ---- */

void cmir_imem_malloc(CmirInterp *I, uint64_t n, uint64_t align, CmirOp *op, IVal *ptr) {
  uint64_t h = cmir_imem_alloc(I, n, align, AK_HEAP, op);
  ptr[0].u = h;
  ptr[1].p = h ? I->allocs[hidx(h)].data : NULL;
  I->find_hint = hidx(h); /* the lowering's alignment code does inttoptr next */
}

CmirInterpStatus cmir_imem_free_ptr(CmirInterp *I, const IVal *ptr, CmirOp *op) {
  uint64_t h = ptr[0].u;
  if (!h && !ptr[1].p)
    return CMIR_INTERP_OK; /* free(NULL) */
  IAlloc *a = &I->allocs[hidx(h)];
  if (hgen(h) != a->gen) {
    bool known = hidx(h) && hgen(h) + 1 == a->gen;
    if (known && a->kind == AK_HEAP) {
      cmir_iexec_ub(I, op, "double free");
      note_sites(I, a, true);
      return CMIR_INTERP_UB;
    }
    return dead_report(I, op, h, "free");
  }
  if (a->kind != AK_HEAP || (a->alloc_op && !cmir_op_isa(a->alloc_op, CMIR_OP_FUNC_CALL) &&
                             !cmir_op_isa(a->alloc_op, CMIR_OP_FUNC_CALL_INDIRECT) &&
                             !cmir_op_isa(a->alloc_op, CMIR_OP_LLVM_CALL))) {
    const CmirAttr *name = a->alloc_op ? cmir_op_get_prop(a->alloc_op, "sym_name") : NULL;
    if (a->kind == AK_GLOBAL && name && name->kind == CMIR_ATTR_STRING)
      cmir_iexec_ub(I, op, "free of global @%.*s, which malloc did not allocate",
                    (int)name->str.len, name->str.s);
    else if (a->kind == AK_STACK && a->alloc_op)
      cmir_iexec_ub(I, op, "free of a stack allocation (%s), which malloc did not allocate",
                    cmir_op_name(a->alloc_op));
    else
      cmir_iexec_ub(I, op, "free of %s, which malloc did not allocate", kind_name(a->kind));
    note_sites(I, a, false);
    return CMIR_INTERP_UB;
  }
  if ((const char *)ptr[1].p != a->data) {
    cmir_iexec_ub(I, op, "free of a pointer %lld bytes into its allocation",
                  (long long)((const char *)ptr[1].p - a->data));
    note_sites(I, a, false);
    return CMIR_INTERP_UB;
  }
  rec_free(I, hidx(h), op);
  return CMIR_INTERP_OK;
}

CmirInterpStatus cmir_imem_print_string(CmirInterp *I, const IVal *ptr, CmirOp *op) {
  const char *s;
  uint64_t n;
  CmirInterpStatus st = cmir_imem_cstring(I, ptr, op, "printString", &s, &n);
  if (!st)
    fwrite(s, 1, n, I->out);
  return st;
}

CmirInterpStatus cmir_imem_cstring(CmirInterp *I, const IVal *ptr, CmirOp *op, const char *what,
                                   const char **s, uint64_t *len) {
  uint64_t h = ptr[0].u;
  char rd[64];
  snprintf(rd, sizeof rd, "%s read", what);
  if (!h)
    return cmir_iexec_ub(I, op, "%s of a null pointer", what);
  const char *p = ptr[1].p;
  if (!cmir_imem_check(I, h, p, 1, false, op, rd))
    return I->status;
  IAlloc *a = &I->allocs[hidx(h)];
  const char *end = a->data + a->size;
  const char *nul = memchr(p, 0, (size_t)(end - p));
  /* past the allocation: the check reports it */
  uint64_t n = nul ? (uint64_t)(nul - p) + 1 : (uint64_t)(end - p) + 1;
  if (!cmir_imem_check(I, h, p, n, false, op, rd))
    return I->status;
  if (a->init) {
    uint64_t off = (uint64_t)(p - a->data);
    for (uint64_t k = 0; k < n; k++)
      if (!a->init[off + k]) {
        cmir_iexec_ub(I, op, "%s read of uninitialized memory", what);
        note_sites(I, a, false);
        return CMIR_INTERP_UB;
      }
  }
  *s = p;
  *len = n - 1;
  return CMIR_INTERP_OK;
}

/* ---- compile-time preparation of memref ops ---- */

static int64_t *type_strides(const CmirType *t, int64_t *off) {
  int64_t *s = cmir_xmalloc(sizeof(int64_t) * (t->shaped.rank + 1));
  if (!cmir_memref_strides(t, s, off)) {
    free(s);
    return NULL;
  }
  return s;
}

static bool identity_layout(const CmirType *t) {
  const CmirAttr *l = t->shaped.layout;
  if (!l)
    return true;
  if (l->kind == CMIR_ATTR_AFFINE_MAP) {
    const CmirAffineMap *m = l->map.map;
    if (m->nsyms || m->nres != m->ndims)
      return false;
    for (uint32_t i = 0; i < m->nres; i++)
      if (m->exprs[i]->kind != CMIR_AFFINE_DIM || m->exprs[i]->position != i)
        return false;
    return true;
  }
  return false;
}

static const int64_t *i64_list(CmirOp *op, const char *name, uint32_t *n) {
  const CmirAttr *a = cmir_op_get_prop(op, name);
  if (!a || a->kind != CMIR_ATTR_DENSE_ARRAY || a->darr.elem->kind != CMIR_TYPE_INTEGER ||
      a->darr.elem->integer.width != 64) {
    *n = 0;
    return NULL;
  }
  *n = a->darr.n;
  return a->darr.data;
}

CmirInterpStatus cmir_imem_prepare(CmirInterp *I, IOpData *d, char *err, size_t errcap) {
  CmirOp *op = d->op;
  const CmirType *st = op->nopnds ? op->opnds[0].value->type : NULL;
  const CmirType *rt = op->nresults ? op->results[0].type : NULL;
  d->src_unranked = st && st->kind == CMIR_TYPE_UNRANKED_MEMREF;
  d->dst_unranked = rt && rt->kind == CMIR_TYPE_UNRANKED_MEMREF;
  if (st && (st->kind == CMIR_TYPE_MEMREF || d->src_unranked)) {
    d->srank = d->src_unranked ? 0 : st->shaped.rank;
    d->esize = cmir_icomp_elem_size(I, st->shaped.elem);
    d->ekind = (uint8_t)cmir_icomp_elem_kind(st->shaped.elem);
  }
  if (rt && rt->kind == CMIR_TYPE_MEMREF) {
    d->rank = rt->shaped.rank;
    d->tshape = rt->shaped.shape;
    d->esize = cmir_icomp_elem_size(I, rt->shaped.elem);
    d->tstr = type_strides(rt, &d->toff);
    if (!d->tstr) {
      snprintf(err, errcap, "memrefs with non-strided layouts are not supported");
      return CMIR_INTERP_BAD_INPUT;
    }
  }
  const CmirAttr *al = cmir_op_get_prop(op, "alignment");
  d->align = al && al->kind == CMIR_ATTR_INTEGER ? (int64_t)al->i.v : 0;
  uint32_t n;
  switch ((IMemOp)d->mop) {
  case IM_ALLOC:
  case IM_ALLOCA:
    if (!identity_layout(rt)) {
      for (uint32_t i = 0; i < d->rank; i++)
        if (d->tstr[i] == CMIR_DYNAMIC || d->tstr[i] < 0)
          goto nonstatic;
      if (d->toff == CMIR_DYNAMIC || d->toff < 0)
        goto nonstatic;
    }
    break;
  nonstatic:
    snprintf(err, errcap, "allocations with a dynamic non-identity layout are not supported");
    return CMIR_INTERP_BAD_INPUT;
  case IM_REALLOC:
    if (st->kind != CMIR_TYPE_MEMREF || st->shaped.rank != 1 || !identity_layout(st)) {
      snprintf(err, errcap, "memref.realloc needs a 1-D identity-layout source");
      return CMIR_INTERP_BAD_INPUT;
    }
    break;
  case IM_GET_GLOBAL: {
    int64_t i = cmir_imem_find_global(I, cmir_op_get_prop(op, "name"), true);
    if (i < 0) {
      snprintf(err, errcap, "unknown global");
      return CMIR_INTERP_BAD_INPUT;
    }
    if (!I->globals[i].handle) {
      snprintf(err, errcap, "no definition for external global @%s",
               cmir_op_sym_name(I->globals[i].op)->str);
      return CMIR_INTERP_BAD_INPUT;
    }
    d->global = (uint32_t)i;
    return CMIR_INTERP_OK;
  }
  case IM_SUBVIEW:
  case IM_REINTERPRET: {
    uint32_t a, b, c;
    d->soff = i64_list(op, "static_offsets", &a);
    d->ssize = i64_list(op, "static_sizes", &b);
    d->sstride = i64_list(op, "static_strides", &c);
    if (d->mop == IM_REINTERPRET)
      break;
    if (a != d->srank || b != d->srank || c != d->srank) {
      snprintf(err, errcap, "malformed subview");
      return CMIR_INTERP_BAD_INPUT;
    }
    bool *dropped = cmir_xcalloc(d->srank + 1, sizeof(bool));
    if (!cmir_memref_dropped_dims(st, rt, d->ssize, b, d->sstride, dropped)) {
      free(dropped);
      snprintf(err, errcap, "cannot tell which dimensions the subview drops");
      return CMIR_INTERP_BAD_INPUT;
    }
    d->dropped = dropped;
    break;
  }
  case IM_TRANSPOSE: {
    const CmirAttr *pa = cmir_op_get_prop(op, "permutation");
    if (!pa || pa->kind != CMIR_ATTR_AFFINE_MAP || pa->map.map->nres != d->srank) {
      snprintf(err, errcap, "malformed transpose");
      return CMIR_INTERP_BAD_INPUT;
    }
    d->sstr = cmir_xmalloc(sizeof(int64_t) * (d->srank + 1));
    for (uint32_t i = 0; i < d->srank; i++)
      d->sstr[i] = pa->map.map->exprs[i]->position;
    break;
  }
  case IM_EXPAND:
    d->ssize = i64_list(op, "static_output_shape", &n);
    d->reassoc = cmir_op_get_prop(op, "reassociation");
    break;
  case IM_COLLAPSE: {
    int64_t off;
    d->reassoc = cmir_op_get_prop(op, "reassociation");
    d->sstr = type_strides(st, &off);
    if (!d->sstr) {
      snprintf(err, errcap, "memrefs with non-strided layouts are not supported");
      return CMIR_INTERP_BAD_INPUT;
    }
    break;
  }
  default:
    break;
  }
  if ((d->mop == IM_EXPAND || d->mop == IM_COLLAPSE) &&
      (!d->reassoc || d->reassoc->kind != CMIR_ATTR_ARRAY)) {
    snprintf(err, errcap, "malformed reassociation");
    return CMIR_INTERP_BAD_INPUT;
  }
  return CMIR_INTERP_OK;
}

/* ---- the ops ---- */

/* Descriptor and rank of memref operand slot s (ranked or unranked). */
static int64_t *desc_of(CmirInterp *I, IVal *R, uint32_t s, bool unranked, uint32_t srank,
                        int64_t *rank) {
  if (unranked) {
    *rank = R[s].i;
    return I->descs + R[s + 1].u;
  }
  *rank = srank;
  return (int64_t *)&R[s];
}

static int64_t reassoc_at(const CmirAttr *r, uint32_t g, uint32_t k) {
  return cmir_attr_int_value(r->arr.elems[g]->arr.elems[k]);
}

/* Writes a ranked result descriptor, or an unranked one on the descriptor
 * stack. */
/* Row-major strides for sizes[0..rank) into strides; false if one does
 * not fit in 64 bits. */
static bool row_major(const int64_t *sizes, int64_t *strides, uint32_t rank) {
  int64_t run = 1;
  for (uint32_t i = rank; i-- > 0;) {
    strides[i] = run;
    if (i && cmir_ckd_mul(&run, run, sizes[i]))
      return false;
  }
  return true;
}

/* "2x3x?"-style text of sizes[0..rank), for reports. */
static void sizes_text(char *buf, size_t cap, const int64_t *sizes, uint32_t rank) {
  size_t o = 0;
  buf[0] = 0;
  for (uint32_t i = 0; i < rank && o < cap; i++)
    o += (size_t)snprintf(buf + o, cap - o, "%s%lld", i ? "x" : "", (long long)sizes[i]);
}

static void put_desc(CmirInterp *I, IVal *dst, const int64_t *d, uint32_t rank, bool unranked) {
  if (unranked) {
    dst[0].i = rank;
    dst[1].u = push_desc(I, d, 3 + 2 * rank);
  } else {
    memcpy(dst, d, (3 + 2 * (size_t)rank) * sizeof(int64_t));
  }
}

static CmirInterpStatus op_copy(CmirInterp *I, IOpData *d, IVal *R, const uint32_t *ops) {
  int64_t rs, rd;
  bool dst_unranked = d->op->opnds[1].value->type->kind == CMIR_TYPE_UNRANKED_MEMREF;
  uint32_t drank = dst_unranked ? 0 : d->op->opnds[1].value->type->shaped.rank;
  int64_t *s = desc_of(I, R, ops[0], d->src_unranked, d->srank, &rs);
  int64_t *t = desc_of(I, R, ops[1], dst_unranked, drank, &rd);
  return cmir_imem_copy(I, d->op, s, rs, t, rd, d->esize);
}

/* Host address of the element at index ctr of view dd (wrapping, as in
 * each_elem), and the next index in row-major order. */
static uintptr_t view_addr(const int64_t *dd, uint32_t rank, const int64_t *ctr, uint32_t esz) {
  uint64_t lin = (uint64_t)dd[2];
  for (uint32_t k = 0; k < rank; k++)
    lin += (uint64_t)ctr[k] * (uint64_t)dd[3 + rank + k];
  return (uintptr_t)dd[1] + (uintptr_t)(lin * esz);
}

static void view_next(int64_t *ctr, const int64_t *dd, uint32_t rank) {
  for (uint32_t k = rank; k-- > 0;) {
    if (++ctr[k] < dd[3 + k])
      break;
    ctr[k] = 0;
  }
}

/* "[1, 0]"-style text of the index of element e (row-major) of sizes. */
static void index_text(char *buf, size_t cap, const int64_t *sizes, uint32_t rank, int64_t e) {
  int64_t idx[8];
  uint32_t n = rank < 8 ? rank : 8;
  for (uint32_t k = rank; k-- > 0;) {
    if (k < n)
      idx[k] = e % sizes[k];
    e /= sizes[k];
  }
  size_t o = (size_t)snprintf(buf, cap, "[");
  for (uint32_t k = 0; k < n && o < cap; k++)
    o += (size_t)snprintf(buf + o, cap - o, "%s%lld", k ? ", " : "", (long long)idx[k]);
  if (o < cap)
    snprintf(buf + o, cap - o, "%s]", n < rank ? ", ..." : "");
}

/* A memref.copy's source and target must not share memory: both lowerings
 * copy with llvm.intr.memcpy or the runtime's memrefCopy, which give
 * overlapping ranges no meaning. The one exception is each element copied
 * onto itself (a memcpy of a range onto itself, which LLVM allows). Views
 * s and t (count > 0 elements of esz bytes each) are of one allocation of
 * `bytes` bytes, the source's elements checked to be inside it; the first
 * target element that shares a byte with a source element is reported.
 * Linear in count: the byte extents first, then, when they intersect, the
 * source's addresses hashed by esz-sized slot (within one view distinct
 * addresses differ by a multiple of esz, so a slot holds one address) and
 * each target address looked up in its slot and the two beside it. */
static CmirInterpStatus copy_overlap(CmirInterp *I, CmirOp *op, const int64_t *s, const int64_t *t,
                                     uint32_t rank, int64_t count, uint32_t esz, uint64_t bytes) {
  bool same = (uintptr_t)s[1] + (uintptr_t)s[2] * esz == (uintptr_t)t[1] + (uintptr_t)t[2] * esz;
  for (uint32_t k = 0; k < rank && same; k++)
    if (s[3 + k] > 1 && s[3 + rank + k] != t[3 + rank + k])
      same = false;
  if (same)
    return CMIR_INTERP_OK;
  int64_t *ctr = cmir_xcalloc(rank + 1, sizeof(int64_t));
  uintptr_t lo[2] = {UINTPTR_MAX, UINTPTR_MAX}, hi[2] = {0, 0};
  for (int v = 0; v < 2; v++) {
    const int64_t *dd = v ? t : s;
    memset(ctr, 0, (rank + 1) * sizeof(int64_t));
    for (int64_t e = 0; e < count; e++, view_next(ctr, dd, rank)) {
      uintptr_t a = view_addr(dd, rank, ctr, esz);
      lo[v] = a < lo[v] ? a : lo[v];
      hi[v] = a > hi[v] ? a : hi[v];
    }
  }
  if (hi[0] + esz <= lo[1] || hi[1] + esz <= lo[0]) {
    free(ctr);
    return CMIR_INTERP_OK;
  }
  /* The source's distinct addresses: at most count, and (each element
   * inside the allocation) at most bytes / esz; the table keeps one slot
   * empty whatever happens, so that every probe ends. */
  uint64_t distinct = bytes / esz + 1 < (uint64_t)count ? bytes / esz + 1 : (uint64_t)count;
  size_t cap = 16;
  while (cap < 2 * distinct)
    cap *= 2;
  struct slot {
    uintptr_t addr; /* 0: empty (no element lives at host address 0) */
    int64_t elem;
  } *tab = cmir_xcalloc(cap, sizeof *tab);
#define OVERLAP_HASH(k) ((size_t)(((uint64_t)(k)*UINT64_C(0x9E3779B97F4A7C15)) >> 20) & (cap - 1))
  size_t used = 0;
  memset(ctr, 0, (rank + 1) * sizeof(int64_t));
  for (int64_t e = 0; e < count && used < cap - 1; e++, view_next(ctr, s, rank)) {
    uintptr_t a = view_addr(s, rank, ctr, esz);
    size_t h = OVERLAP_HASH(a / esz);
    while (tab[h].addr && tab[h].addr != a)
      h = (h + 1) & (cap - 1);
    if (!tab[h].addr) {
      tab[h] = (struct slot){a, e};
      used++;
    }
  }
  CmirInterpStatus status = CMIR_INTERP_OK;
  memset(ctr, 0, (rank + 1) * sizeof(int64_t));
  for (int64_t e = 0; e < count && !status; e++, view_next(ctr, t, rank)) {
    uintptr_t a = view_addr(t, rank, ctr, esz), slot = a / esz;
    for (uintptr_t k = slot ? slot - 1 : 0; k <= slot + 1 && !status; k++) {
      for (size_t h = OVERLAP_HASH(k); tab[h].addr; h = (h + 1) & (cap - 1)) {
        uintptr_t b = tab[h].addr;
        if (b / esz != k || b >= a + esz || a >= b + esz)
          continue;
        char ti[96], si[96];
        index_text(ti, sizeof ti, t + 3, rank, e);
        index_text(si, sizeof si, s + 3, rank, tab[h].elem);
        status = cmir_iexec_ub(I, op,
                               "memref.copy between overlapping views: element %s of the target "
                               "%s element %s of the source",
                               ti, a == b ? "is" : "overlaps", si);
        break;
      }
    }
  }
#undef OVERLAP_HASH
  free(tab);
  free(ctr);
  return status;
}

CmirInterpStatus cmir_imem_copy(CmirInterp *I, CmirOp *op, const int64_t *s, int64_t rs,
                                const int64_t *t, int64_t rd, uint32_t esz) {
  if (rs != rd)
    return cmir_iexec_ub(I, op, "memref.copy between ranks %lld and %lld", (long long)rs,
                         (long long)rd);
  uint32_t rank = (uint32_t)rs;
  for (uint32_t k = 0; k < rank; k++)
    if (s[3 + k] != t[3 + k])
      return cmir_iexec_ub(I, op,
                           "memref.copy between different shapes: dimension %u has size %lld in "
                           "the source and %lld in the target",
                           k, (long long)s[3 + k], (long long)t[3 + k]);
  /* Liveness and bounds of every element first, then the copy through a
   * buffer (so overlapping views copy as if all reads came first). */
  IAlloc *sa = &I->allocs[hidx((uint64_t)s[0])], *ta = &I->allocs[hidx((uint64_t)t[0])];
  if (hgen((uint64_t)s[0]) != sa->gen)
    return dead_report(I, op, (uint64_t)s[0], "memref.copy read");
  if (hgen((uint64_t)t[0]) != ta->gen)
    return dead_report(I, op, (uint64_t)t[0], "memref.copy write");
  int64_t count = 1;
  for (uint32_t k = 0; k < rank; k++)
    if (s[3 + k] <= 0) {
      count = 0;
      break;
    }
  for (uint32_t k = 0; k < rank && count; k++)
    if (cmir_ckd_mul(&count, count, s[3 + k]) || count > (INT64_C(1) << 40) / esz)
      return cmir_iexec_ub(I, op, "memref.copy of more elements than memory holds");
  if (count <= 0)
    return CMIR_INTERP_OK;
  /* gather */
  char *buf = cmir_xmalloc((size_t)count * esz);
  uint8_t *ibuf = sa->init || ta->init ? cmir_xmalloc((size_t)count) : NULL;
  int64_t *ctr = cmir_xcalloc(rank + 1, sizeof(int64_t));
  CmirInterpStatus status = CMIR_INTERP_OK;
  for (int pass = 0; pass < 2 && !status; pass++) {
    if (pass == 1 && sa == ta && (status = copy_overlap(I, op, s, t, rank, count, esz, sa->size)))
      break;
    const int64_t *dd = pass ? t : s;
    IAlloc *a = pass ? ta : sa;
    memset(ctr, 0, (rank + 1) * sizeof(int64_t));
    for (int64_t e = 0; e < count; e++) {
      uint64_t lin = (uint64_t)dd[2]; /* wrapping, as in each_elem */
      for (uint32_t k = 0; k < rank; k++)
        lin += (uint64_t)ctr[k] * (uint64_t)dd[3 + rank + k];
      char *p = (char *)((uintptr_t)dd[1] + lin * esz);
      if (!cmir_imem_check(I, (uint64_t)dd[0], p, esz, pass == 1, op,
                           pass ? "memref.copy write" : "memref.copy read")) {
        status = I->status;
        break;
      }
      if (pass == 0) {
        memcpy(buf + e * esz, p, esz);
        if (ibuf)
          ibuf[e] = !a->init || !memchr(a->init + (p - a->data), 0, esz);
      } else {
        memcpy(p, buf + e * esz, esz);
        if (a->init)
          memset(a->init + (p - a->data), ibuf[e], esz);
      }
      for (uint32_t k = rank; k-- > 0;) {
        if (++ctr[k] < dd[3 + k])
          break;
        ctr[k] = 0;
      }
    }
  }
  free(ctr);
  free(buf);
  free(ibuf);
  return status;
}

static CmirInterpStatus op_alloc(CmirInterp *I, IOpData *d, IVal *R, const uint32_t *ops,
                                 uint32_t nops, IVal *res, bool stack) {
  uint32_t rank = d->rank, k = 0;
  int64_t *desc = cmir_xmalloc(sizeof(int64_t) * (3 + 2 * rank));
  int64_t *sizes = desc + 3, *strides = desc + 3 + rank;
  for (uint32_t i = 0; i < rank; i++) {
    if (d->tshape[i] == CMIR_DYNAMIC) {
      int64_t v = k < nops ? R[ops[k++]].i : 0;
      if (v < 0) {
        free(desc);
        return cmir_iexec_ub(I, d->op, "negative size %lld for dimension %u", (long long)v, i);
      }
      sizes[i] = v;
    } else {
      sizes[i] = d->tshape[i];
    }
  }
  uint64_t elems = 1;
  bool overflow = false;
  if (identity_layout(d->op->results[0].type)) {
    int64_t run = 1;
    for (uint32_t i = rank; i-- > 0;) {
      strides[i] = run;
      overflow |= cmir_ckd_mul(&run, run, sizes[i]);
    }
    elems = (uint64_t)run;
    desc[2] = 0;
  } else {
    int64_t last = d->toff;
    bool empty = false;
    for (uint32_t i = 0; i < rank; i++) {
      strides[i] = d->tstr[i];
      empty |= sizes[i] == 0;
      int64_t t;
      overflow |= cmir_ckd_mul(&t, sizes[i] - 1, strides[i]);
      overflow |= cmir_ckd_add(&last, last, t);
    }
    elems = empty ? (uint64_t)d->toff : (uint64_t)last + 1;
    desc[2] = d->toff;
  }
  uint64_t bytes;
  overflow |= __builtin_mul_overflow(elems, (uint64_t)d->esize, &bytes);
  if (overflow) {
    char dims[256];
    sizes_text(dims, sizeof dims, sizes, rank);
    free(desc);
    return cmir_iexec_report(I, CMIR_INTERP_LIMIT, d->op,
                             "cannot allocate %s elements of %u bytes: the size does not fit in "
                             "64 bits",
                             dims, d->esize);
  }
  uint64_t h =
      cmir_imem_alloc(I, bytes, (uint64_t)d->align, stack ? AK_STACK : AK_HEAP, d->op);
  if (!h) {
    free(desc);
    return cmir_iexec_report(I, CMIR_INTERP_LIMIT, d->op,
                             "cannot allocate %llu elements of %u bytes", (unsigned long long)elems,
                             d->esize);
  }
  if (stack) {
    if (I->nstack_allocs == I->stack_allocs_cap) {
      I->stack_allocs_cap = I->stack_allocs_cap ? I->stack_allocs_cap * 2 : 64;
      I->stack_allocs = cmir_xrealloc(I->stack_allocs, I->stack_allocs_cap * sizeof(uint32_t));
    }
    I->stack_allocs[I->nstack_allocs++] = hidx(h);
  }
  desc[0] = (int64_t)h;
  desc[1] = (int64_t)(uintptr_t)I->allocs[hidx(h)].data;
  memcpy(res, desc, (3 + 2 * (size_t)rank) * sizeof(int64_t));
  free(desc);
  return CMIR_INTERP_OK;
}

static CmirInterpStatus op_dealloc(CmirInterp *I, IOpData *d, IVal *R, const uint32_t *ops) {
  int64_t rank;
  int64_t *desc = desc_of(I, R, ops[0], d->src_unranked, d->srank, &rank);
  uint64_t h = (uint64_t)desc[0];
  IAlloc *a = &I->allocs[hidx(h)];
  if (hgen(h) != a->gen) {
    bool known = hidx(h) && hgen(h) + 1 == a->gen;
    if (known && a->kind == AK_HEAP) {
      cmir_iexec_ub(I, d->op, "double deallocation");
      note_sites(I, a, true);
      return CMIR_INTERP_UB;
    }
    return dead_report(I, d->op, h, "deallocation");
  }
  if (a->kind != AK_HEAP) {
    cmir_iexec_ub(I, d->op, "deallocation of %s, which memref.alloc did not allocate",
                  kind_name(a->kind));
    note_sites(I, a, false);
    return CMIR_INTERP_UB;
  }
  rec_free(I, hidx(h), d->op);
  return CMIR_INTERP_OK;
}

static CmirInterpStatus op_cast(CmirInterp *I, IOpData *d, IVal *R, const uint32_t *ops,
                                IVal *res) {
  int64_t rank;
  int64_t *s = desc_of(I, R, ops[0], d->src_unranked, d->srank, &rank);
  if (d->dst_unranked) {
    put_desc(I, res, s, (uint32_t)rank, true);
    return CMIR_INTERP_OK;
  }
  const char *name = cmir_op_name(d->op);
  if (rank != (int64_t)d->rank)
    return cmir_iexec_ub(I, d->op, "%s of a memref of rank %lld to rank %u", name, (long long)rank,
                         d->rank);
  for (uint32_t k = 0; k < d->rank; k++) {
    if (d->tshape[k] != CMIR_DYNAMIC && s[3 + k] != d->tshape[k])
      return cmir_iexec_ub(I, d->op, "%s: dimension %u has size %lld, the result type says %lld",
                           name, k, (long long)s[3 + k], (long long)d->tshape[k]);
    /* A stride is never used in a dimension of size 1. */
    if (d->tstr[k] != CMIR_DYNAMIC && s[3 + rank + k] != d->tstr[k] && s[3 + k] > 1)
      return cmir_iexec_ub(I, d->op, "%s: dimension %u has stride %lld, the result type says %lld",
                           name, k, (long long)s[3 + rank + k], (long long)d->tstr[k]);
  }
  if (d->toff != CMIR_DYNAMIC && s[2] != d->toff)
    return cmir_iexec_ub(I, d->op, "%s: the offset is %lld, the result type says %lld", name,
                         (long long)s[2], (long long)d->toff);
  put_desc(I, res, s, d->rank, false);
  return CMIR_INTERP_OK;
}

/* Static-or-dynamic list entry: static value, or the next operand. */
static int64_t mixed(const int64_t *stat, uint32_t i, IVal *R, const uint32_t *ops, uint32_t *k) {
  return stat[i] == CMIR_DYNAMIC ? R[ops[(*k)++]].i : stat[i];
}

static CmirInterpStatus op_subview(CmirInterp *I, IOpData *d, IVal *R, const uint32_t *ops,
                                   IVal *res) {
  uint32_t sr = d->srank, k = 1;
  int64_t *s = (int64_t *)&R[ops[0]];
  int64_t *o = cmir_xmalloc(sizeof(int64_t) * (3 * sr + 3 + 2 * d->rank));
  int64_t *z = o + sr, *t = z + sr, *out = t + sr;
  for (uint32_t i = 0; i < sr; i++)
    o[i] = mixed(d->soff, i, R, ops, &k);
  for (uint32_t i = 0; i < sr; i++)
    z[i] = mixed(d->ssize, i, R, ops, &k);
  for (uint32_t i = 0; i < sr; i++)
    t[i] = mixed(d->sstride, i, R, ops, &k);
  CmirInterpStatus status = CMIR_INTERP_OK;
  int64_t off = s[2];
  for (uint32_t i = 0; i < sr && !status; i++) {
    int64_t size = s[3 + i], last;
    bool bad = o[i] < 0 || z[i] < 0 || o[i] > size;
    if (!bad && z[i] > 0)
      bad = cmir_ckd_mul(&last, z[i] - 1, t[i]) || cmir_ckd_add(&last, last, o[i]) || last < 0 ||
            last >= size;
    if (bad)
      status = cmir_iexec_ub(I, d->op,
                             "subview out of bounds in dimension %u: offset %lld, size %lld, "
                             "stride %lld of a dimension of size %lld",
                             i, (long long)o[i], (long long)z[i], (long long)t[i], (long long)size);
    int64_t step;
    if (!status && (cmir_ckd_mul(&step, o[i], s[3 + sr + i]) || cmir_ckd_add(&off, off, step)))
      status = cmir_iexec_ub(I, d->op, "subview: the offset does not fit in 64 bits");
  }
  if (!status) {
    out[0] = s[0];
    out[1] = s[1];
    out[2] = off;
    uint32_t j = 0;
    for (uint32_t i = 0; i < sr; i++) {
      if (d->dropped[i])
        continue;
      out[3 + j] = z[i];
      if (!status && cmir_ckd_mul(&out[3 + d->rank + j], s[3 + sr + i], t[i]))
        status = cmir_iexec_ub(I, d->op, "subview: stride %u does not fit in 64 bits", j);
      j++;
    }
    if (!status)
      put_desc(I, res, out, d->rank, false);
  }
  free(o);
  return status;
}

static CmirInterpStatus op_reinterpret(CmirInterp *I, IOpData *d, IVal *R, const uint32_t *ops,
                                       IVal *res) {
  int64_t rank;
  int64_t *s = desc_of(I, R, ops[0], d->src_unranked, d->srank, &rank);
  uint32_t r = d->rank, k = 1;
  int64_t *out = cmir_xmalloc(sizeof(int64_t) * (3 + 2 * r));
  out[0] = s[0];
  out[1] = s[1];
  out[2] = mixed(d->soff, 0, R, ops, &k);
  for (uint32_t i = 0; i < r; i++)
    out[3 + i] = mixed(d->ssize, i, R, ops, &k);
  for (uint32_t i = 0; i < r; i++)
    out[3 + r + i] = mixed(d->sstride, i, R, ops, &k);
  put_desc(I, res, out, r, false);
  free(out);
  return CMIR_INTERP_OK;
}

/* memref.transpose: the source's pointers and offset, result dim i with
 * the size and stride of source dim sstr[i]. */
static CmirInterpStatus op_transpose(CmirInterp *I, IOpData *d, IVal *R, const uint32_t *ops,
                                     IVal *res) {
  const int64_t *s = (const int64_t *)&R[ops[0]];
  uint32_t r = d->srank;
  int64_t *out = cmir_xmalloc(sizeof(int64_t) * (3 + 2 * r));
  out[0] = s[0];
  out[1] = s[1];
  out[2] = s[2];
  for (uint32_t i = 0; i < r; i++) {
    out[3 + i] = s[3 + d->sstr[i]];
    out[3 + r + i] = s[3 + r + d->sstr[i]];
  }
  put_desc(I, res, out, r, false);
  free(out);
  return CMIR_INTERP_OK;
}

static CmirInterpStatus op_expand(CmirInterp *I, IOpData *d, IVal *R, const uint32_t *ops,
                                  IVal *res) {
  uint32_t sr = d->srank, r = d->rank, k = 1;
  int64_t *s = (int64_t *)&R[ops[0]];
  int64_t *out = cmir_xmalloc(sizeof(int64_t) * (3 + 2 * r));
  out[0] = s[0];
  out[1] = s[1];
  out[2] = s[2];
  for (uint32_t i = 0; i < r; i++)
    out[3 + i] = mixed(d->ssize, i, R, ops, &k);
  const CmirAttr *ra = d->reassoc;
  CmirInterpStatus status = CMIR_INTERP_OK;
  for (uint32_t g = 0; g < sr && g < ra->arr.n && !status; g++) {
    const CmirAttr *grp = ra->arr.elems[g];
    int64_t prod = 1, stride = s[3 + sr + g];
    bool overflow = false;
    for (uint32_t j = grp->arr.n; j-- > 0;) {
      int64_t dim = reassoc_at(ra, g, j);
      overflow |= cmir_ckd_mul(&out[3 + r + dim], stride, prod);
      overflow |= cmir_ckd_mul(&prod, prod, out[3 + dim]);
    }
    if (overflow)
      status = cmir_iexec_ub(I, d->op,
                             "memref.expand_shape: the sizes or strides of group %u do not fit in "
                             "64 bits",
                             g);
    else if (prod != s[3 + g])
      status = cmir_iexec_ub(I, d->op,
                             "memref.expand_shape: the output sizes of group %u multiply to %lld, "
                             "but source dimension %u has size %lld",
                             g, (long long)prod, g, (long long)s[3 + g]);
  }
  if (!status)
    put_desc(I, res, out, r, false);
  free(out);
  return status;
}

static CmirInterpStatus op_collapse(CmirInterp *I, IOpData *d, IVal *R, const uint32_t *ops,
                                    IVal *res) {
  uint32_t sr = d->srank, r = d->rank;
  int64_t *s = (int64_t *)&R[ops[0]];
  const CmirType *st = d->op->opnds[0].value->type;
  int64_t *out = cmir_xmalloc(sizeof(int64_t) * (3 + 2 * r));
  out[0] = s[0];
  out[1] = s[1];
  out[2] = s[2];
  const CmirAttr *ra = d->reassoc;
  for (uint32_t g = 0; g < r && g < ra->arr.n; g++) {
    const CmirAttr *grp = ra->arr.elems[g];
    int64_t size = 1, stride = 0;
    bool any = false;
    for (uint32_t j = 0; j < grp->arr.n; j++) {
      int64_t dim = reassoc_at(ra, g, j);
      if (cmir_ckd_mul(&size, size, s[3 + dim])) {
        free(out);
        return cmir_iexec_ub(I, d->op,
                             "memref.collapse_shape: the size of group %u does not fit in 64 bits",
                             g);
      }
      /* MLIR's getCollapsedStride: the least stride over the dimensions not
       * statically of size 1 */
      if (st->shaped.shape[dim] == 1)
        continue;
      int64_t v = s[3 + sr + dim];
      if (!any || v < stride)
        stride = v;
      any = true;
    }
    if (!any) {
      /* all statically 1: the result type's stride, else a dynamic one */
      stride = d->tstr[g];
      if (stride == CMIR_DYNAMIC)
        for (uint32_t j = 0; j < grp->arr.n; j++) {
          int64_t dim = reassoc_at(ra, g, j);
          if (d->sstr[dim] == CMIR_DYNAMIC) {
            stride = s[3 + sr + dim];
            break;
          }
        }
    }
    out[3 + g] = size;
    out[3 + r + g] = stride;
  }
  put_desc(I, res, out, r, false);
  free(out);
  return CMIR_INTERP_OK;
}

static CmirInterpStatus op_realloc(CmirInterp *I, IOpData *d, IVal *R, const uint32_t *ops,
                                   uint32_t nops, IVal *res) {
  int64_t *s = (int64_t *)&R[ops[0]];
  uint64_t h = (uint64_t)s[0];
  IAlloc *a = &I->allocs[hidx(h)];
  if (hgen(h) != a->gen)
    return dead_report(I, d->op, h, "memref.realloc");
  if (a->kind != AK_HEAP) {
    cmir_iexec_ub(I, d->op, "memref.realloc of %s, which memref.alloc did not allocate",
                  kind_name(a->kind));
    note_sites(I, a, false);
    return CMIR_INTERP_UB;
  }
  int64_t n = d->tshape[0] == CMIR_DYNAMIC ? (nops > 1 ? R[ops[1]].i : 0) : d->tshape[0];
  if (n < 0)
    return cmir_iexec_ub(I, d->op, "negative size %lld", (long long)n);
  int64_t nbytes;
  if (cmir_ckd_mul(&nbytes, n, (int64_t)d->esize))
    return cmir_iexec_report(I, CMIR_INTERP_LIMIT, d->op,
                             "cannot allocate %lld elements of %u bytes: the size does not fit in "
                             "64 bits",
                             (long long)n, d->esize);
  uint64_t nh = cmir_imem_alloc(I, (uint64_t)nbytes, (uint64_t)d->align, AK_HEAP, d->op);
  if (!nh)
    return cmir_iexec_report(I, CMIR_INTERP_LIMIT, d->op, "cannot allocate %lld elements",
                             (long long)n);
  a = &I->allocs[hidx(h)]; /* the table may have moved */
  IAlloc *na = &I->allocs[hidx(nh)];
  /* the source's elements from its aligned pointer and offset */
  char *from = (char *)(uintptr_t)s[1] + s[2] * (int64_t)d->esize;
  uint64_t old = (uint64_t)s[3] * d->esize, keep = old < na->size ? old : na->size;
  if (keep && !cmir_imem_check(I, h, from, keep, false, d->op, "memref.realloc read"))
    return I->status;
  memcpy(na->data, from, keep);
  if (na->init)
    memcpy(na->init, a->init + (from - a->data), keep);
  rec_free(I, hidx(h), d->op);
  res[0].u = nh;
  res[1].p = na->data;
  res[2].i = 0;
  res[3].i = n;
  res[4].i = 1;
  return CMIR_INTERP_OK;
}

/* memref.view: a typed, row-major view at a byte shift into an i8 buffer
 * (as MLIR lowers it: the aligned pointer moves, the offset is 0). */
static CmirInterpStatus op_view(CmirInterp *I, IOpData *d, IVal *R, const uint32_t *ops,
                                uint32_t nops, IVal *res) {
  int64_t *s = (int64_t *)&R[ops[0]];
  int64_t shift = R[ops[1]].i;
  uint32_t r = d->rank, k = 2;
  int64_t *out = cmir_xmalloc(sizeof(int64_t) * (3 + 2 * r));
  out[0] = s[0];
  out[1] = s[1] + shift;
  out[2] = 0;
  for (uint32_t i = 0; i < r; i++) {
    out[3 + i] = d->tshape[i] == CMIR_DYNAMIC ? (k < nops ? R[ops[k++]].i : 0) : d->tshape[i];
    if (out[3 + i] < 0) {
      free(out);
      return cmir_iexec_ub(I, d->op, "negative size %lld for dimension %u",
                           (long long)R[ops[k - 1]].i, i);
    }
  }
  if (!row_major(out + 3, out + 3 + r, r)) {
    free(out);
    return cmir_iexec_ub(I, d->op, "memref.view: the strides of the view do not fit in 64 bits");
  }
  put_desc(I, res, out, r, false);
  free(out);
  return CMIR_INTERP_OK;
}

/* memref.reshape: sizes read from a 1-D shape memref, row-major strides;
 * the element count must not change. */
static CmirInterpStatus op_reshape(CmirInterp *I, IOpData *d, IVal *R, const uint32_t *ops,
                                   IVal *res) {
  int64_t srank;
  int64_t *s = desc_of(I, R, ops[0], d->src_unranked, d->srank, &srank);
  const CmirType *sht = d->op->opnds[1].value->type;
  int64_t *sh = (int64_t *)&R[ops[1]];
  uint32_t esz = cmir_icomp_elem_size(I, sht->shaped.elem);
  int64_t r = sh[3];
  if (!d->dst_unranked && r != (int64_t)d->rank)
    return cmir_iexec_ub(I, d->op, "memref.reshape: the shape has %lld elements for rank %u",
                         (long long)r, d->rank);
  int64_t *out = cmir_xmalloc(sizeof(int64_t) * (3 + 2 * (size_t)r));
  int64_t count = 1, have = 1;
  bool overflow = false;
  for (int64_t i = 0; i < srank; i++)
    overflow |= cmir_ckd_mul(&have, have, s[3 + i]);
  CmirInterpStatus status = CMIR_INTERP_OK;
  for (int64_t i = 0; i < r && !status; i++) {
    uint64_t idx = (uint64_t)i;
    char *p = check_access(I, d->op, (const IVal *)sh, 1, &idx, esz, false, "memref.reshape read");
    if (!p) {
      status = I->status;
      break;
    }
    int64_t v = 0;
    memcpy(&v, p, esz);
    if (esz < 8)
      v = (int64_t)((uint64_t)v << (64 - 8 * esz)) >> (64 - 8 * esz);
    if (v < 0 || (!d->dst_unranked && d->tshape[i] != CMIR_DYNAMIC && v != d->tshape[i]))
      status = cmir_iexec_ub(I, d->op, "memref.reshape: size %lld for dimension %lld", (long long)v,
                             (long long)i);
    out[3 + i] = v;
    overflow |= cmir_ckd_mul(&count, count, v);
  }
  if (!status && overflow)
    status = cmir_iexec_ub(I, d->op, "memref.reshape: an element count does not fit in 64 bits");
  if (!status && count != have)
    status = cmir_iexec_ub(I, d->op, "memref.reshape from %lld elements to %lld elements",
                           (long long)have, (long long)count);
  if (!status) {
    out[0] = s[0];
    out[1] = s[1];
    out[2] = s[2];
    row_major(out + 3, out + 3 + r, (uint32_t)r); /* the count fits: so do the strides */
    put_desc(I, res, out, (uint32_t)r, d->dst_unranked);
  }
  free(out);
  return status;
}

CmirInterpStatus cmir_imem_op(CmirInterp *I, IFunc *fn, IVal *R, const uint32_t *pc) {
  /* MOP O N ops.. M res.. */
  IOpData *d = &fn->ops[pc[1]];
  uint32_t nops = pc[2];
  const uint32_t *ops = pc + 3;
  const uint32_t *resl = ops + nops + 1;
  IVal *res = ops[nops] ? &R[resl[0]] : NULL;
  int64_t rank;
  switch ((IMemOp)d->mop) {
  case IM_ALLOC:
  case IM_ALLOCA:
    return op_alloc(I, d, R, ops, nops, res, d->mop == IM_ALLOCA);
  case IM_REALLOC:
    return op_realloc(I, d, R, ops, nops, res);
  case IM_DEALLOC:
    return op_dealloc(I, d, R, ops);
  case IM_GET_GLOBAL: {
    IGlobal *g = &I->globals[d->global];
    res[0].u = g->handle;
    res[1].p = g->data;
    res[2].i = 0;
    /* The global's size fits (it was allocated): so do its strides. */
    int64_t *desc = (int64_t *)res;
    for (uint32_t k = 0; k < d->rank; k++)
      desc[3 + k] = d->tshape[k];
    row_major(desc + 3, desc + 3 + d->rank, d->rank);
    return CMIR_INTERP_OK;
  }
  case IM_CAST:
  case IM_MEMSPACE_CAST:
    return op_cast(I, d, R, ops, res);
  case IM_COPY:
    return op_copy(I, d, R, ops);
  case IM_DIM: {
    int64_t *s = desc_of(I, R, ops[0], d->src_unranked, d->srank, &rank);
    uint64_t i = R[ops[1]].u;
    if (i >= (uint64_t)rank)
      return cmir_iexec_ub(I, d->op, "memref.dim index %lld is out of range for rank %lld",
                           (long long)i, (long long)rank);
    res->i = s[3 + i];
    return CMIR_INTERP_OK;
  }
  case IM_RANK:
    desc_of(I, R, ops[0], d->src_unranked, d->srank, &rank);
    res->i = rank;
    return CMIR_INTERP_OK;
  case IM_SUBVIEW:
    return op_subview(I, d, R, ops, res);
  case IM_REINTERPRET:
    return op_reinterpret(I, d, R, ops, res);
  case IM_EXPAND:
    return op_expand(I, d, R, ops, res);
  case IM_COLLAPSE:
    return op_collapse(I, d, R, ops, res);
  case IM_EXTRACT_META: {
    int64_t *s = (int64_t *)&R[ops[0]];
    uint32_t r = d->srank;
    IVal *base = &R[resl[0]];
    base[0].i = s[0];
    base[1].i = s[1];
    base[2].i = 0;
    R[resl[1]].i = s[2];
    for (uint32_t k = 0; k < r; k++) {
      R[resl[2 + k]].i = s[3 + k];
      R[resl[2 + r + k]].i = s[3 + r + k];
    }
    return CMIR_INTERP_OK;
  }
  case IM_EXTRACT_PTR: {
    int64_t *s = desc_of(I, R, ops[0], d->src_unranked, d->srank, &rank);
    res->i = s[1];
    return CMIR_INTERP_OK;
  }
  case IM_VIEW:
    return op_view(I, d, R, ops, nops, res);
  case IM_RESHAPE:
    return op_reshape(I, d, R, ops, res);
  case IM_TRANSPOSE:
    return op_transpose(I, d, R, ops, res);
  case IM_ASSUME_ALIGN: {
    int64_t *s = (int64_t *)&R[ops[0]];
    if (d->align > 0 && (uint64_t)s[1] % (uint64_t)d->align)
      return cmir_iexec_ub(I, d->op,
                           "memref.assume_alignment: pointer %p is not aligned to %lld bytes",
                           (void *)(uintptr_t)s[1], (long long)d->align);
    return CMIR_INTERP_OK;
  }
  }
  return CMIR_INTERP_OK;
}

uint32_t cmir_imem_report_leaks(CmirInterp *I) {
  uint32_t n = 0;
  for (uint32_t i = 1; i < I->nallocs; i++) {
    IAlloc *a = &I->allocs[i];
    if (a->kind != AK_HEAP || !a->data)
      continue;
    n++;
    if (a->alloc_op)
      cmir_error(I->ctx, a->alloc_op->loc, "leak: %llu bytes allocated here are never deallocated",
                 (unsigned long long)a->size);
  }
  return n;
}
