/* The interpreter's compiler, inside: the state the per-dialect parts
 * (compile_<dialect>.c) share with the driver (compile.c), the small
 * emitters they all use, and what each file offers the others. interp.h is
 * the interpreter's map; this header is for interp/compile*.c only.
 *
 *   compile.c         the driver: types, slots, poison tracking, moves,
 *                     branches, constants, regions, the op dispatch, the
 *                     functions, runtime functions, the code listing
 *   compile_arith.c   arith (and the integer/float op tables LLVM shares)
 *   compile_memref.c  memref, its atomics and alloca scopes
 *   compile_func.c    func: calls, returns, function constants
 *   compile_scf.c     scf: for, if, while, execute_region, index_switch
 *   compile_cf.c      cf branches (and llvm.br / cond_br / switch)
 *   compile_llvm.c    the LLVM dialect, builtin.unrealized_conversion_cast
 *   compile_affine.c  affine: apply, min, max, for, if, load, store
 *   vector.c          vector (through the cmir_icomp_* calls of interp.h) */
#ifndef CMIR_INTERP_COMPILE_H
#define CMIR_INTERP_COMPILE_H

#include "interp.h"

/* ---- a pointer -> u32 map (values to slots, blocks to labels) ---- */

typedef struct PMap {
  const void **keys;
  uint32_t *vals;
  uint32_t mask, n;
} PMap;

static inline uint32_t pmap_hash(const void *p) {
  uint64_t x = (uint64_t)(uintptr_t)p;
  x ^= x >> 33;
  x *= 0xff51afd7ed558ccdull;
  x ^= x >> 29;
  return (uint32_t)x;
}

static inline bool pmap_get(const PMap *m, const void *k, uint32_t *v) {
  if (!m->keys)
    return false;
  uint32_t i = pmap_hash(k) & m->mask;
  while (m->keys[i]) {
    if (m->keys[i] == k) {
      *v = m->vals[i];
      return true;
    }
    i = (i + 1) & m->mask;
  }
  return false;
}

/* ---- types ---- */

/* Integer width of an int or index type (index is 64 bits). */
static inline uint32_t int_width(const CmirType *t) {
  return t->kind == CMIR_TYPE_INDEX ? 64 : t->kind == CMIR_TYPE_INTEGER ? t->integer.width : 0;
}

/* ---- the compiler state ---- */

typedef struct Fixup {
  uint32_t at;    /* code word to patch */
  uint32_t label; /* label id */
} Fixup;

/* Where the yields of a region op go. */
typedef struct RegionCtx {
  CmirOp *owner;
  uint32_t join;     /* label after the op */
  uint32_t ub, step; /* affine.for: the slots of its upper bound and step */
} RegionCtx;

typedef struct Comp {
  CmirInterp *I;
  IFunc *fn;
  CMIR_VEC(uint32_t) code;
  CMIR_VEC(uint32_t) labels; /* label id -> code offset (UINT32_MAX = not placed) */
  CMIR_VEC(Fixup) fixups;
  CMIR_VEC(IOpData) ops;
  CMIR_VEC(uint32_t) const_slot;
  CMIR_VEC(IVal) const_val;
  CMIR_VEC(RegionCtx) regions;
  PMap slots;  /* CmirValue* -> first slot */
  PMap blocks; /* CmirBlock* -> label id */
  uint32_t nslots;
  uint32_t tmp;      /* scratch slot for cyclic moves */
  CmirOp *fused_cmp; /* cmpi folded into the next branch */
  bool failed;
} Comp;

static inline CmirInterpStatus unsupported(Comp *c, CmirOp *op, const char *what) {
  if (!c->failed)
    cmir_op_error(op, "cmir-interp: %s", what);
  c->failed = true;
  return CMIR_INTERP_BAD_INPUT;
}

static inline void emit(Comp *c, uint32_t w) { cmir_vec_push(&c->code, w); }
static inline void emit64(Comp *c, uint64_t v) {
  emit(c, (uint32_t)v);
  emit(c, (uint32_t)(v >> 32));
}

static inline uint32_t new_label(Comp *c) {
  cmir_vec_push(&c->labels, UINT32_MAX);
  return c->labels.len - 1;
}
static inline void place_label(Comp *c, uint32_t l) { c->labels.data[l] = c->code.len; }
static inline void emit_label_ref(Comp *c, uint32_t l) {
  Fixup f = {c->code.len, l};
  cmir_vec_push(&c->fixups, f);
  emit(c, 0);
}

static inline uint32_t op_index(Comp *c, CmirOp *op) {
  IOpData d;
  memset(&d, 0, sizeof d);
  d.op = op;
  cmir_vec_push(&c->ops, d);
  return c->ops.len - 1;
}

static inline uint32_t slot_of(Comp *c, const CmirValue *v) {
  uint32_t s = 0;
  if (!pmap_get(&c->slots, v, &s))
    c->failed = true; /* a value from outside the function: verified IR has none */
  return s;
}

static inline uint32_t block_steps(const CmirBlock *b) {
  uint32_t n = 0;
  for (const CmirOp *o = b->first; o; o = o->next)
    n++;
  return n;
}

/* ---- poison ---- */

static inline bool is_scalar(const CmirType *t) {
  return t->kind == CMIR_TYPE_INTEGER || t->kind == CMIR_TYPE_INDEX || t->kind == CMIR_TYPE_FLOAT;
}

/* ---- moves and branches ---- */

typedef struct Move {
  uint32_t dst, src;
} Move;
typedef CMIR_VEC(Move) MoveVec;

/* An edge of a conditional branch or switch: target label, steps of the
 * target block and the moves. In the instruction it is `T S`; an edge with
 * moves points (S = 0) to a BR stub emitted after the instruction, so the
 * branch itself never moves values. */
typedef struct Edge {
  uint32_t label, steps;
  MoveVec mv;
  uint32_t at; /* position of the T S fields */
} Edge;

static inline Edge label_edge(uint32_t label, uint32_t steps) {
  Edge e = {label, steps, {0}, 0};
  return e;
}

/* ---- constants ---- */

static inline void add_const(Comp *c, uint32_t slot, IVal v) {
  cmir_vec_push(&c->const_slot, slot);
  cmir_vec_push(&c->const_val, v);
}

/* ---- op tables (compile_arith.c) ---- */

typedef struct IntOp {
  bool is;      /* the op is one of these */
  uint8_t kind; /* IIntOp */
  uint8_t op64; /* fast 64-bit opcode, or 0 */
} IntOp;

/* ---- regions ---- */

static inline RegionCtx *region_of(Comp *c, CmirOp *owner) {
  for (uint32_t i = c->regions.len; i-- > 0;)
    if (c->regions.data[i].owner == owner)
      return &c->regions.data[i];
  return NULL;
}

static inline void push_region(Comp *c, CmirOp *owner, uint32_t join) {
  RegionCtx rc = {owner, join, 0, 0};
  cmir_vec_push(&c->regions, rc);
}

/* ---- LLVM dialect ---- */

static inline IOpData *opd(Comp *c, uint32_t oi) { return &c->ops.data[oi]; }

static inline bool is_vec(const CmirType *t) {
  return t->kind == CMIR_TYPE_VECTOR || t->kind == CMIR_TYPE_LLVM_VEC;
}

/* ---- compile.c ---- */

uint32_t cmir_icomp_block_label(Comp *c, CmirBlock *b);
uint32_t cmir_icomp_origin_index(Comp *c, CmirOp *op);
void cmir_icomp_coalesce_region(Comp *c, CmirRegion *r);
bool cmir_icomp_maybe_poison(Comp *c, const CmirValue *v);
void cmir_icomp_emit_pcheck(Comp *c, CmirOp *op, const CmirValue *v, IPoisonUse use);
void cmir_icomp_emit_pprop(Comp *c, CmirOp *op);
void cmir_icomp_add_moves(Comp *c, MoveVec *mv, CmirValue *const *dst, uint32_t ndst,
                          const CmirUse *src, uint32_t nsrc);
void cmir_icomp_emit_edge(Comp *c, uint32_t target, uint32_t steps, MoveVec *mv);
void cmir_icomp_emit_block_edge(Comp *c, CmirBlock *b, const CmirUse *src, uint32_t nsrc);
void cmir_icomp_emit_moves(Comp *c, MoveVec *mv);
void cmir_icomp_emit_value_moves(Comp *c, CmirValue *const *dst, uint32_t ndst, const CmirUse *src,
                                 uint32_t nsrc);
Edge cmir_icomp_block_edge(Comp *c, CmirBlock *b, const CmirUse *src, uint32_t nsrc);
void cmir_icomp_emit_edge_field(Comp *c, Edge *e);
void cmir_icomp_emit_stubs(Comp *c, Edge *edges, uint32_t n);
void cmir_icomp_emit_cbr(Comp *c, CmirOp *op, const CmirValue *cond, Edge *t, Edge *f);
void cmir_icomp_emit_cbr_slot(Comp *c, uint32_t slot, Edge *t, Edge *f);
void cmir_icomp_emit_switch(Comp *c, CmirOp *op, const CmirValue *flag, uint32_t n,
                            const uint64_t *vals, Edge *edges);
CmirInterpStatus cmir_icomp_constant(Comp *c, CmirOp *op);
CmirInterpStatus cmir_icomp_region_blocks(Comp *c, CmirRegion *r);
CmirInterpStatus cmir_icomp_if(Comp *c, CmirOp *op, const CmirValue *cond, uint32_t cond_slot);
CmirInterpStatus cmir_icomp_arms(Comp *c, CmirOp *op, uint32_t join);
CmirInterpStatus cmir_icomp_unknown_op(Comp *c, CmirOp *op); /* "op '...' is not supported" */

/* ---- compile_arith.c ---- */

extern const IntOp cmir_icomp_int_ops[CMIR_OP_COUNT];     /* arith's and LLVM's integer ops */
extern const uint8_t cmir_icomp_float_ops[CMIR_OP_COUNT]; /* 1 + IFltOp, or 0 */
extern const uint8_t cmir_icomp_icasts[CMIR_OP_COUNT];    /* 1 + IC kind, or 0 */
extern const uint8_t cmir_icomp_fcasts[CMIR_OP_COUNT];    /* 1 + FC kind, or 0 */
uint32_t cmir_icomp_overflow_flags(CmirOp *op);
bool cmir_icomp_const_int(const CmirValue *v, uint64_t *out);
bool cmir_icomp_makes_poison(CmirOp *op);
void cmir_icomp_emit3(Comp *c, uint32_t opc, CmirOp *op);
CmirInterpStatus cmir_icomp_int_binop(Comp *c, CmirOp *op, const IntOp *e);
CmirInterpStatus cmir_icomp_cmpi(Comp *c, CmirOp *op);
CmirInterpStatus cmir_icomp_float_binop(Comp *c, CmirOp *op, uint32_t k);
CmirInterpStatus cmir_icomp_cast(Comp *c, CmirOp *op);
CmirInterpStatus cmir_icomp_select(Comp *c, CmirOp *op);
CmirInterpStatus cmir_icomp_arith(Comp *c, CmirOp *op);

/* ---- compile_memref.c ---- */

CmirInterpStatus cmir_icomp_access_at(Comp *c, CmirOp *op, bool store, const uint32_t *idx,
                                      uint32_t nidx);
CmirInterpStatus cmir_icomp_inline_region(Comp *c, CmirOp *op);
CmirInterpStatus cmir_icomp_memref(Comp *c, CmirOp *op);

/* ---- compile_func.c ---- */

IFunc *cmir_icomp_lookup_func(CmirInterp *I, const CmirAttr *ref);
void cmir_icomp_emit_slot_list(Comp *c, const CmirUse *u, uint32_t n);
void cmir_icomp_emit_result_list(Comp *c, CmirOp *op);
CmirInterpStatus cmir_icomp_call(Comp *c, CmirOp *op);
CmirInterpStatus cmir_icomp_func(Comp *c, CmirOp *op);

/* ---- compile_scf.c ---- */

CmirInterpStatus cmir_icomp_yield(Comp *c, CmirOp *op); /* scf.yield, affine.yield, memref's */
CmirInterpStatus cmir_icomp_scf(Comp *c, CmirOp *op);

/* ---- compile_cf.c ---- */

CmirInterpStatus cmir_icomp_cf(Comp *c, CmirOp *op);

/* ---- compile_llvm.c ---- */

bool cmir_icomp_agg_position(const CmirType *t, const int64_t *pos, uint32_t n, uint32_t *off,
                             const CmirType **out);
CmirInterpStatus cmir_icomp_unrealized_cast(Comp *c, CmirOp *op);
void cmir_icomp_lazy_casts(Comp *c, CmirOp *op);
CmirInterpStatus cmir_icomp_llvm(Comp *c, CmirOp *op);

/* ---- compile_affine.c ---- */

CmirInterpStatus cmir_icomp_affine(Comp *c, CmirOp *op);

#endif
