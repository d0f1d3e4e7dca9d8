/* The dialect-conversion framework: conversion targets, type converters,
 * the rewriter patterns work through, and the driver (see conversion.h for
 * the model). Erased ops and blocks stay allocated until the conversion
 * ends, so the worklist's pointers stay valid and unique. */
#include "transforms/conversion.h"

#include <assert.h>
#include <stdlib.h>

/* ---- conversion target ---- */

typedef struct Rule {
  CmirLegality legality;
  CmirLegalFn fn;
  void *user;
} Rule;

struct CmirConvTarget {
  CmirContext *ctx;
  Rule *ops[CMIR_OP_COUNT];   /* op id -> Rule*, or NULL */
  CmirStrMap named, dialects; /* name -> Rule* (named: unregistered ops) */
  CMIR_VEC(Rule *) rules;   /* owned */
  CmirLegalFn unknown_fn;
  void *unknown_user;
};

CmirConvTarget *cmir_cv_target_create(CmirContext *ctx) {
  CmirConvTarget *t = cmir_xcalloc(1, sizeof *t);
  t->ctx = ctx;
  cmir_strmap_init(&t->named);
  cmir_strmap_init(&t->dialects);
  return t;
}

void cmir_cv_target_destroy(CmirConvTarget *t) {
  if (!t)
    return;
  for (uint32_t i = 0; i < t->rules.len; i++)
    free(t->rules.data[i]);
  cmir_vec_free(&t->rules);
  cmir_strmap_free(&t->named);
  cmir_strmap_free(&t->dialects);
  free(t);
}

static Rule *new_rule(CmirConvTarget *t) {
  Rule *r = cmir_xcalloc(1, sizeof *r);
  cmir_vec_push(&t->rules, r);
  return r;
}

static void set_rule(Rule *r, CmirLegality l, CmirLegalFn fn, void *user) {
  r->legality = l;
  r->fn = fn;
  r->user = user;
}

void cmir_cv_target_set_op(CmirConvTarget *t, unsigned op, CmirLegality l, CmirLegalFn fn,
                           void *user) {
  assert(op > 0 && op < CMIR_OP_COUNT);
  if (!t->ops[op])
    t->ops[op] = new_rule(t);
  set_rule(t->ops[op], l, fn, user);
}

static void set_named(CmirConvTarget *t, CmirStrMap *m, const char *name, CmirLegality l,
                      CmirLegalFn fn, void *user) {
  Rule *r = cmir_strmap_get(m, name, strlen(name));
  if (!r) {
    r = new_rule(t);
    cmir_strmap_put(m, name, strlen(name), r);
  }
  set_rule(r, l, fn, user);
}

void cmir_cv_target_set_op_name(CmirConvTarget *t, const char *op_name, CmirLegality l,
                                CmirLegalFn fn, void *user) {
  set_named(t, &t->named, op_name, l, fn, user);
}

void cmir_cv_target_set_dialect(CmirConvTarget *t, const char *dialect, CmirLegality l,
                                CmirLegalFn fn, void *user) {
  set_named(t, &t->dialects, dialect, l, fn, user);
}

void cmir_cv_target_set_unknown(CmirConvTarget *t, CmirLegalFn fn, void *user) {
  t->unknown_fn = fn;
  t->unknown_user = user;
}

static CmirLegality eval(const Rule *r, CmirOp *op) {
  if (r->legality != CMIR_LEGALITY_DYNAMIC)
    return r->legality;
  return r->fn(op, r->user) ? CMIR_LEGALITY_LEGAL : CMIR_LEGALITY_ILLEGAL;
}

CmirLegality cmir_cv_target_legality(const CmirConvTarget *t, CmirOp *op) {
  const CmirIdent *name = op->info->name;
  const Rule *r =
      op->info->id ? t->ops[op->info->id] : cmir_strmap_get(&t->named, name->str, name->len);
  if (r)
    return eval(r, op);
  const char *dot = memchr(name->str, '.', name->len);
  if (dot) {
    r = cmir_strmap_get(&t->dialects, name->str, (size_t)(dot - name->str));
    if (r)
      return eval(r, op);
  }
  if (t->unknown_fn)
    return t->unknown_fn(op, t->unknown_user) ? CMIR_LEGALITY_LEGAL : CMIR_LEGALITY_ILLEGAL;
  return CMIR_LEGALITY_UNKNOWN;
}

/* Whether some op can be illegal under t (a partial conversion then checks
 * every op at the end). */
static bool may_be_illegal(const CmirConvTarget *t) {
  if (t->unknown_fn)
    return true;
  for (uint32_t i = 0; i < t->rules.len; i++)
    if (t->rules.data[i]->legality != CMIR_LEGALITY_LEGAL)
      return true;
  return false;
}

/* ---- type converter ---- */

const CmirType *cmir_tc_convert(const CmirTypeConverter *tc, const CmirType *t) {
  return tc->convert(t, tc->user);
}

bool cmir_tc_is_legal(const CmirTypeConverter *tc, const CmirType *t) {
  return cmir_tc_convert(tc, t) == t;
}

bool cmir_tc_op_is_legal(const CmirTypeConverter *tc, CmirOp *op) {
  for (uint32_t i = 0; i < op->nopnds; i++)
    if (!cmir_tc_is_legal(tc, op->opnds[i].value->type))
      return false;
  for (uint32_t i = 0; i < op->nresults; i++)
    if (!cmir_tc_is_legal(tc, op->results[i].type))
      return false;
  for (uint32_t i = 0; i < op->nregions; i++)
    for (CmirBlock *b = cmir_op_regions(op)[i].first; b; b = b->next)
      for (uint32_t k = 0; k < b->nargs; k++)
        if (!cmir_tc_is_legal(tc, b->args[k]->type))
          return false;
  return true;
}

/* ---- rewriter state ---- */

typedef struct Mapping {
  CmirValue *from, *to;
  CmirValue *src; /* replaced: source materialization made at the op, or NULL */
} Mapping;

struct CmirRewriter {
  CmirContext *ctx;
  CmirOp *root;
  const CmirTypeConverter *tc; /* of the running pattern */
  /* insertion point: before `before`, or at the end of `block` if NULL */
  CmirBlock *block;
  CmirOp *before;
  CmirHtab map;                 /* Mapping*, by from */
  CMIR_VEC(Mapping *) mappings; /* owned */
  CMIR_VEC(Mapping) replaced;   /* deferred replacements (types differ) */
  CMIR_VEC(CmirOp *) erased;    /* detached, destroyed at the end */
  CMIR_VEC(CmirBlock *) dead_blocks;
  CMIR_VEC(CmirOp *) casts; /* materializations, erased at the end if unused */
  bool tracking;            /* ops created now are materializations too */
  /* Target casts made right after an argument materialization of several
   * values (MLIR 19 keeps them while the materialization is used). */
  CMIR_VEC(CmirOp *) arg_targets;
  CMIR_VEC(CmirOp *) created; /* ops created during the current sweep */
  bool progress;
};

static uint64_t ptr_hash(const void *p) { return cmir_hash_mix(0x5eed, (uint64_t)(uintptr_t)p); }

static bool map_eq(const void *item, const void *key) {
  return ((const Mapping *)item)->from == key;
}

CmirContext *cmir_rw_context(CmirRewriter *rw) { return rw->ctx; }
const CmirTypeConverter *cmir_rw_type_converter(CmirRewriter *rw) { return rw->tc; }

void cmir_rw_set_before(CmirRewriter *rw, CmirOp *op) {
  rw->block = op->block;
  rw->before = op;
}

void cmir_rw_set_after(CmirRewriter *rw, CmirOp *op) {
  rw->block = op->block;
  rw->before = op->next;
}

void cmir_rw_set_start(CmirRewriter *rw, CmirBlock *b) {
  rw->block = b;
  rw->before = b->first;
}

void cmir_rw_set_end(CmirRewriter *rw, CmirBlock *b) {
  rw->block = b;
  rw->before = NULL;
}

CmirBlock *cmir_rw_block(CmirRewriter *rw) { return rw->block; }

CmirOp *cmir_rw_insert(CmirRewriter *rw, CmirOpState *st) {
  CmirOp *op = cmir_op_create(st);
  cmir_opstate_free(st);
  if (rw->before)
    cmir_block_insert_before(rw->before, op);
  else
    cmir_block_append(rw->block, op);
  if (rw->tracking)
    cmir_vec_push(&rw->casts, op);
  cmir_vec_push(&rw->created, op);
  return op;
}

static CmirOp *create(CmirRewriter *rw, const CmirOpInfo *info, CmirLoc loc, uint32_t nopnds,
                      CmirValue *const *opnds, uint32_t nres, const CmirType *const *rtypes,
                      uint32_t nprops, const CmirNamedAttr *props);

CmirOp *cmir_rw_create(CmirRewriter *rw, unsigned op, CmirLoc loc, uint32_t nopnds,
                       CmirValue *const *opnds, uint32_t nres, const CmirType *const *rtypes,
                       uint32_t nprops, const CmirNamedAttr *props) {
  return create(rw, cmir_op_info_by_id(rw->ctx, op), loc, nopnds, opnds, nres, rtypes, nprops,
                props);
}

CmirOp *cmir_rw_create_seg(CmirRewriter *rw, unsigned op, CmirLoc loc, uint32_t nopnds,
                           CmirValue *const *opnds, uint32_t nres, const CmirType *const *rtypes,
                           uint32_t nprops, const CmirNamedAttr *props, const uint32_t *seg,
                           uint32_t nseg) {
  CmirOpState st;
  cmir_opstate_init(&st, rw->ctx, cmir_op_info_by_id(rw->ctx, op), loc);
  for (uint32_t i = 0; i < nopnds; i++)
    cmir_opstate_add_operand(&st, opnds[i]);
  for (uint32_t i = 0; i < nres; i++)
    cmir_opstate_add_result(&st, rtypes[i]);
  if (nprops)
    st.props = cmir_attr_dict(rw->ctx, nprops, props);
  cmir_opstate_finalize_props(&st, seg, nseg);
  return cmir_rw_insert(rw, &st);
}

CmirOp *cmir_rw_create_named(CmirRewriter *rw, const char *name, CmirLoc loc, uint32_t nopnds,
                             CmirValue *const *opnds, uint32_t nres, const CmirType *const *rtypes,
                             uint32_t nprops, const CmirNamedAttr *props) {
  return create(rw, cmir_op_info(rw->ctx, name, strlen(name)), loc, nopnds, opnds, nres, rtypes,
                nprops, props);
}

static CmirOp *create(CmirRewriter *rw, const CmirOpInfo *info, CmirLoc loc, uint32_t nopnds,
                      CmirValue *const *opnds, uint32_t nres, const CmirType *const *rtypes,
                      uint32_t nprops, const CmirNamedAttr *props) {
  CmirOpState st;
  cmir_opstate_init(&st, rw->ctx, info, loc);
  for (uint32_t i = 0; i < nopnds; i++)
    cmir_opstate_add_operand(&st, opnds[i]);
  for (uint32_t i = 0; i < nres; i++)
    cmir_opstate_add_result(&st, rtypes[i]);
  if (nprops)
    st.props = cmir_attr_dict(rw->ctx, nprops, props);
  return cmir_rw_insert(rw, &st);
}

void cmir_rw_map(CmirRewriter *rw, CmirValue *from, CmirValue *to) {
  uint64_t h = ptr_hash(from);
  Mapping *m = cmir_htab_find(&rw->map, h, map_eq, from);
  if (m) {
    m->to = to;
    return;
  }
  m = cmir_xmalloc(sizeof *m);
  m->from = from;
  m->to = to;
  cmir_htab_insert(&rw->map, h, m);
  cmir_vec_push(&rw->mappings, m);
}

static CmirValue *map_next(CmirRewriter *rw, CmirValue *v) {
  Mapping *m = cmir_htab_find(&rw->map, ptr_hash(v), map_eq, v);
  return m ? m->to : NULL;
}

CmirValue *cmir_rw_lookup(CmirRewriter *rw, CmirValue *v) {
  for (CmirValue *n; (n = map_next(rw, v));)
    v = n;
  return v;
}

/* The last value along v's mapping chain of type t, or the chain's end
 * (MLIR's lookupOrDefault with a desired type). */
static CmirValue *lookup_typed(CmirRewriter *rw, CmirValue *v, const CmirType *t) {
  CmirValue *found = NULL;
  for (;;) {
    if (v->type == t)
      found = v;
    CmirValue *n = map_next(rw, v);
    if (!n)
      return found ? found : v;
    v = n;
  }
}

/* Where a materialization of v goes: after its definition, or at the start
 * of its block for an argument (MLIR's computeInsertPoint). */
static void set_after_def(CmirRewriter *rw, CmirValue *v) {
  CmirOp *d = cmir_value_def(v);
  if (d)
    cmir_rw_set_after(rw, d);
  else
    cmir_rw_set_start(rw, cmir_value_block(v));
}

CmirValue *cmir_rw_cast(CmirRewriter *rw, CmirLoc loc, uint32_t n, CmirValue *const *inputs,
                        const CmirType *t) {
  bool was = rw->tracking;
  rw->tracking = true;
  CmirOp *c =
      cmir_rw_create(rw, CMIR_OP_BUILTIN_UNREALIZED_CONVERSION_CAST, loc, n, inputs, 1, &t, 0, NULL);
  rw->tracking = was;
  return &c->results[0];
}

static CmirLoc value_loc(CmirValue *v) {
  CmirOp *d = cmir_value_def(v);
  if (d)
    return d->loc;
  CmirBlock *b = cmir_value_block(v);
  CmirLoc loc = cmir_block_arg_loc(b, v->index);
  if (!cmir_loc_known(loc) && b->parent && b->parent->parent)
    loc = b->parent->parent->loc;
  return loc;
}

/* Replacements are recorded, not applied: until the conversion ends, ops
 * (and fold hooks) still see the original values, as in MLIR. */
static void replace_value(CmirRewriter *rw, CmirValue *from, CmirValue *to) {
  if (from == to)
    return;
  cmir_rw_map(rw, from, to);
  Mapping m = {from, to, NULL};
  cmir_vec_push(&rw->replaced, m);
}

/* The op keeps its operands until the conversion ends (fold hooks look
 * through erased definitions, as MLIR's do). */
void cmir_rw_erase_op(CmirRewriter *rw, CmirOp *op) {
  cmir_op_remove(op);
  cmir_vec_push(&rw->erased, op);
}

/* A result replaced by a value of another type gets its source
 * materialization now, where the op is (after what the pattern inserted),
 * as MLIR 19 places it; it is erased at the end if no use survives. */
void cmir_rw_replace_op(CmirRewriter *rw, CmirOp *op, CmirValue *const *vals) {
  CmirBlock *block = rw->block;
  CmirOp *before = rw->before;
  for (uint32_t i = 0; i < op->nresults; i++) {
    if (!vals || !vals[i])
      continue;
    replace_value(rw, &op->results[i], vals[i]);
    if (vals[i]->type != op->results[i].type && op->block) {
      cmir_rw_set_before(rw, op);
      rw->replaced.data[rw->replaced.len - 1].src =
          cmir_rw_cast(rw, op->loc, 1, &vals[i], op->results[i].type);
    }
  }
  rw->block = block;
  rw->before = before == op ? op->next : before;
  cmir_rw_erase_op(rw, op);
}

CmirBlock *cmir_rw_split_block(CmirRewriter *rw, CmirBlock *b, CmirOp *before) {
  (void)rw;
  CmirBlock *nb = cmir_block_create();
  CmirRegion *r = b->parent;
  /* Insert nb after b. */
  nb->parent = r;
  nb->prev = b;
  nb->next = b->next;
  if (b->next)
    b->next->prev = nb;
  else
    r->last = nb;
  b->next = nb;
  while (before) {
    CmirOp *next = before->next;
    cmir_op_remove(before);
    cmir_block_append(nb, before);
    before = next;
  }
  b->order_valid = false;
  return nb;
}

static void insert_block_before(CmirRegion *r, CmirBlock *before, CmirBlock *b) {
  if (!before) {
    cmir_region_append(r, b);
    return;
  }
  b->parent = r;
  b->next = before;
  b->prev = before->prev;
  if (before->prev)
    before->prev->next = b;
  else
    r->first = b;
  before->prev = b;
}

void cmir_rw_inline_region_before(CmirRewriter *rw, CmirRegion *src, CmirRegion *dst,
                                  CmirBlock *before) {
  (void)rw;
  while (src->first) {
    CmirBlock *b = src->first;
    cmir_region_remove(src, b);
    insert_block_before(dst, before, b);
  }
}

CmirBlock *cmir_rw_create_block(CmirRewriter *rw, CmirRegion *r, CmirBlock *before, uint32_t nargs,
                                const CmirType *const *types, CmirLoc loc) {
  (void)rw; /* creating a block records nothing */
  CmirBlock *b = cmir_block_create();
  for (uint32_t i = 0; i < nargs; i++) {
    cmir_block_add_arg(b, types[i]);
    if (cmir_loc_known(loc))
      cmir_block_set_arg_loc(b, i, loc);
  }
  insert_block_before(r, before, b);
  return b;
}

static void kill_block(CmirRewriter *rw, CmirBlock *b) {
  if (b->parent)
    cmir_region_remove(b->parent, b);
  cmir_vec_push(&rw->dead_blocks, b);
}

void cmir_rw_merge_blocks(CmirRewriter *rw, CmirBlock *src, CmirBlock *dst,
                          CmirValue *const *args) {
  for (uint32_t i = 0; i < src->nargs; i++)
    replace_value(rw, src->args[i], args[i]);
  while (src->first) {
    CmirOp *o = src->first;
    cmir_op_remove(o);
    cmir_block_append(dst, o);
  }
  dst->order_valid = false;
  kill_block(rw, src);
}

static void replace_block_uses(CmirBlock *from, CmirBlock *to) {
  while (from->preds) {
    CmirBlockUse *u = from->preds;
    cmir_op_set_successor(u->owner, (uint32_t)(u - cmir_op_succs(u->owner)), to);
  }
}

/* ---- signature conversion ---- */

void cmir_sigconv_init(CmirSignatureConversion *sc, uint32_t nold) {
  memset(sc, 0, sizeof *sc);
  sc->nold = nold;
  sc->start = cmir_xcalloc(nold ? nold : 1, sizeof *sc->start);
  sc->count = cmir_xcalloc(nold ? nold : 1, sizeof *sc->count);
}

void cmir_sigconv_add_inputs(CmirSignatureConversion *sc, uint32_t old_index, uint32_t n,
                             const CmirType *const *types) {
  sc->start[old_index] = sc->nnew;
  sc->count[old_index] = n;
  sc->new_types = cmir_xrealloc(sc->new_types, sizeof *sc->new_types * (sc->nnew + n + 1));
  for (uint32_t i = 0; i < n; i++)
    sc->new_types[sc->nnew++] = types[i];
}

void cmir_sigconv_free(CmirSignatureConversion *sc) {
  free(sc->start);
  free(sc->count);
  free(sc->new_types);
}

CmirBlock *cmir_rw_apply_signature(CmirRewriter *rw, CmirBlock *b,
                                   const CmirSignatureConversion *sc) {
  CmirBlock *nb = cmir_block_create();
  insert_block_before(b->parent, b, nb);
  for (uint32_t i = 0; i < sc->nnew; i++)
    cmir_block_add_arg(nb, sc->new_types[i]);
  /* New arguments keep the location of the argument they come from. */
  for (uint32_t i = 0; i < sc->nold; i++) {
    CmirLoc loc = cmir_block_arg_loc(b, i);
    for (uint32_t k = 0; cmir_loc_known(loc) && k < sc->count[i]; k++)
      cmir_block_set_arg_loc(nb, sc->start[i] + k, loc);
  }
  while (b->first) {
    CmirOp *o = b->first;
    cmir_op_remove(o);
    cmir_block_append(nb, o);
  }
  replace_block_uses(b, nb);
  const CmirTypeConverter *tc = rw->tc;
  for (uint32_t i = 0; i < sc->nold; i++) {
    CmirValue *old = b->args[i];
    uint32_t n = sc->count[i];
    CmirValue *const *in = nb->args + sc->start[i];
    if (n == 1 && in[0]->type == old->type) {
      replace_value(rw, old, in[0]);
    } else if (n) {
      /* MLIR's argument materialization: old -> materialized value (of the
       * old type) -> the new argument when there is one. */
      cmir_rw_set_start(rw, nb);
      bool was = rw->tracking;
      rw->tracking = true;
      CmirValue *c = NULL;
      if (tc && tc->materialize_arg)
        c = tc->materialize_arg(rw, value_loc(old), old->type, n, in, tc->user);
      if (!c)
        c = cmir_rw_cast(rw, value_loc(old), n, in, old->type);
      rw->tracking = was;
      replace_value(rw, old, c);
      const CmirType *want = tc ? cmir_tc_convert(tc, old->type) : NULL;
      if (n == 1 && (!want || want == in[0]->type)) {
        cmir_rw_map(rw, c, in[0]);
      } else if (want && want != old->type) {
        /* The legal type is not what the arguments carry (a memref from its
         * components or a bare pointer): a target cast follows. */
        set_after_def(rw, c);
        CmirOp *t = cmir_rw_create(rw, CMIR_OP_BUILTIN_UNREALIZED_CONVERSION_CAST, value_loc(old), 1, &c,
                                   1, &want, 0, NULL);
        cmir_rw_map(rw, c, &t->results[0]);
        cmir_vec_push(&rw->arg_targets, t);
      }
    }
    /* n == 0: dropped; uses must be gone by the end. */
  }
  kill_block(rw, b);
  return nb;
}

CmirStatus cmir_rw_convert_region_types(CmirRewriter *rw, CmirRegion *r,
                                        const CmirTypeConverter *tc,
                                        const CmirSignatureConversion *entry_sc) {
  /* Check first: nothing changes on failure. */
  for (CmirBlock *b = r->first; b; b = b->next) {
    if (b == r->first && entry_sc)
      continue;
    for (uint32_t i = 0; i < b->nargs; i++)
      if (!cmir_tc_convert(tc, b->args[i]->type))
        return CMIR_FAIL;
  }
  for (CmirBlock *b = r->first; b;) {
    CmirBlock *next = b->next;
    if (b == r->first && entry_sc) {
      cmir_rw_apply_signature(rw, b, entry_sc);
    } else {
      bool same = true;
      for (uint32_t i = 0; i < b->nargs && same; i++)
        same = cmir_tc_convert(tc, b->args[i]->type) == b->args[i]->type;
      if (!same) {
        CmirSignatureConversion sc;
        cmir_sigconv_init(&sc, b->nargs);
        for (uint32_t i = 0; i < b->nargs; i++) {
          const CmirType *t = cmir_tc_convert(tc, b->args[i]->type);
          cmir_sigconv_add_inputs(&sc, i, 1, &t);
        }
        cmir_rw_apply_signature(rw, b, &sc);
        cmir_sigconv_free(&sc);
      }
    }
    b = next;
  }
  return CMIR_OK;
}

/* ---- the driver ---- */

typedef CMIR_VEC(CmirOp *) OpVec;

typedef CMIR_VEC(CmirBlock *) BlockVec;

/* The ops of r in MLIR 19's computeConversionSet order: blocks depth-first
 * from the entry block through successors (a stack: the last successor
 * pushed is visited first), each op followed by its nested ops. Blocks that
 * cannot be reached from the entry are not converted. */
static uint64_t ptr_hash(const void *p);
static bool ptr_eq(const void *item, const void *key);

static void collect_region(CmirRegion *r, OpVec *out) {
  if (!r->first)
    return;
  BlockVec stack = {0};
  cmir_vec_push(&stack, r->first);
  /* Blocks seen: a hash set once the region has more than one block. */
  CmirHtab seen;
  bool multi = r->first != r->last;
  if (multi) {
    cmir_htab_init(&seen, 16);
    cmir_htab_insert(&seen, ptr_hash(r->first), r->first);
  }
  while (stack.len) {
    CmirBlock *b = stack.data[--stack.len];
    for (CmirOp *o = b->first; o; o = o->next) {
      cmir_vec_push(out, o);
      for (uint32_t i = 0; i < o->nregions; i++)
        collect_region(&cmir_op_regions(o)[i], out);
    }
    CmirOp *t = b->last;
    for (uint32_t i = 0; t && i < t->nsuccs; i++) {
      CmirBlock *s = cmir_op_succs(t)[i].block;
      if (!multi || s == r->first)
        continue; /* one block: it is the only successor there can be */
      uint64_t h = ptr_hash(s);
      if (!cmir_htab_find(&seen, h, ptr_eq, s)) {
        cmir_htab_insert(&seen, h, s);
        cmir_vec_push(&stack, s);
      }
    }
  }
  cmir_vec_free(&stack);
  if (multi)
    cmir_htab_free(&seen);
}

/* Still in the IR under root (not erased, not in an erased block). */
static bool is_alive(CmirOp *root, CmirOp *op) {
  while (op != root) {
    CmirBlock *b = op->block;
    if (!b || !b->parent || !b->parent->parent)
      return false;
    op = b->parent->parent;
  }
  return true;
}

static bool ptr_eq(const void *item, const void *key) { return item == key; }

/* Remaps the operands of op for a pattern with type converter tc (MLIR's
 * remapValues): each operand becomes its mapped value; with a converter, a
 * value of another type than the converted one gets a target
 * materialization. False if an operand type does not convert. */
static bool remap(CmirRewriter *rw, CmirOp *op, const CmirTypeConverter *tc, CmirValue **out) {
  for (uint32_t i = 0; i < op->nopnds; i++) {
    CmirValue *v = op->opnds[i].value;
    if (!tc) {
      out[i] = cmir_rw_lookup(rw, v);
      continue;
    }
    const CmirType *want = cmir_tc_convert(tc, v->type);
    if (!want)
      return false;
    CmirValue *nv = lookup_typed(rw, v, want);
    /* A cast from a value of the wanted type is looked through rather
     * than cast back (MLIR 19 folds such a materialization away). */
    CmirOp *d = nv->type != want ? cmir_value_def(nv) : NULL;
    if (d && cmir_op_isa(d, CMIR_OP_BUILTIN_UNREALIZED_CONVERSION_CAST) && d->nopnds == 1 &&
        d->nresults == 1 && d->opnds[0].value->type == want)
      nv = d->opnds[0].value;
    if (nv->type != want) {
      set_after_def(rw, nv);
      CmirValue *c = cmir_rw_cast(rw, value_loc(nv), 1, &nv, want);
      cmir_rw_map(rw, nv, c);
      nv = c;
    }
    out[i] = nv;
  }
  return true;
}

static bool try_patterns(CmirRewriter *rw, CmirOp *op, const CmirPattern *pats, size_t npats) {
  CmirValue *inl[16];
  CmirValue **opnds = op->nopnds <= 16 ? inl : cmir_xmalloc(sizeof *opnds * op->nopnds);
  bool done = false;
  for (size_t i = 0; i < npats && !done; i++) {
    const CmirPattern *p = &pats[i];
    if (p->op ? p->op != op->info->id : p->op_name && strcmp(p->op_name, op->info->name->str))
      continue;
    if (!remap(rw, op, p->tc, opnds))
      continue;
    rw->tc = p->tc;
    cmir_rw_set_before(rw, op);
    done = p->fn(rw, op, opnds, p->user) == CMIR_OK;
    rw->tc = NULL;
    const CmirCvObserver *obs = rw->ctx->cv_observer;
    if (done && obs && obs->applied)
      obs->applied(obs->user, p);
  }
  if (opnds != inl)
    free(opnds);
  return done;
}

/* Illegal ops must be converted; ops without a rule are converted if a
 * pattern applies (and must be in full conversion). */
/* A constant op for a folded attribute (arith's materializeConstant). */
static CmirOp *materialize(CmirRewriter *rw, CmirOp *before, const CmirAttr *attr,
                           const CmirType *type) {
  bool ok = (attr->kind == CMIR_ATTR_INTEGER && attr->i.type == type) ||
            (attr->kind == CMIR_ATTR_FLOAT && attr->f.type == type) ||
            (attr->kind == CMIR_ATTR_DENSE && attr->dense.type == type);
  if (!ok)
    return NULL;
  cmir_rw_set_before(rw, before);
  CmirNamedAttr p = {cmir_ident(rw->ctx, "value"), attr};
  return cmir_rw_create(rw, CMIR_OP_ARITH_CONSTANT, before->loc, 0, NULL, 1, &type, 1, &p);
}

/* Ops given to the patterns already carry this mark in their scratch
 * pointer (cleared when the sweeps end). */
static char tried_mark;

static bool is_tried(const CmirOp *op) { return op->aux == &tried_mark; }

static void mark_tried(OpVec *tried, CmirOp *op) {
  op->aux = &tried_mark;
  cmir_vec_push(tried, op);
}

/* MLIR's legalizeWithFold: an op that folds is replaced by the folded value
 * or a new constant, which is then legalized in turn. */
static bool try_fold(CmirRewriter *rw, CmirOp *op, const CmirPattern *pats, size_t npats,
                     const CmirConvTarget *target, OpVec *tried);

static bool needs_conversion(const CmirConvTarget *t, CmirOp *op) {
  return cmir_cv_target_legality(t, op) != CMIR_LEGALITY_LEGAL;
}

static bool try_fold(CmirRewriter *rw, CmirOp *op, const CmirPattern *pats, size_t npats,
                     const CmirConvTarget *target, OpVec *tried) {
  const CmirOpDef *def = op->info->def;
  if (!def || !def->fold || op->nresults != 1 || op->nopnds > 8 ||
      (op->info->traits & CMIR_TRAIT_CONSTANT_LIKE))
    return false;
  const CmirAttr *cst[8] = {0};
  for (uint32_t k = 0; k < op->nopnds; k++)
    cst[k] = cmir_constant_value(op->opnds[k].value);
  CmirFoldResult r = {NULL, NULL};
  if (!def->fold(op, cst, &r)) {
    /* The commutative trait's fold moves constants to the right, in place;
     * the op is then folded again (MLIR re-legalizes it). */
    if (!cmir_fold_commutative(op, cst))
      return false;
    r = (CmirFoldResult){NULL, NULL};
    if (!def->fold(op, cst, &r))
      return false;
  }
  CmirValue *nv = r.value;
  CmirOp *c = NULL;
  if (!nv && r.attr) {
    c = materialize(rw, op, r.attr, op->results[0].type);
    if (!c)
      return false;
    nv = &c->results[0];
  }
  if (!nv || nv == &op->results[0])
    return false;
  if (c && needs_conversion(target, c)) {
    /* The new constant must be legalized too, or the fold is undone. */
    mark_tried(tried, c);
    if (!try_patterns(rw, c, pats, npats)) {
      cmir_rw_erase_op(rw, c);
      return false;
    }
    nv = cmir_rw_lookup(rw, nv);
  }
  cmir_rw_replace_op(rw, op, &nv);
  return true;
}

/* Uses of replaced values that survived: the mapped value if it has the
 * old type, else a source materialization (MLIR's unresolved
 * materializations, resolved when the conversion ends). */
static void finalize(CmirRewriter *rw) {
  for (uint32_t i = 0; i < rw->erased.len; i++)
    cmir_op_drop_references(rw->erased.data[i]);
  /* A value can be replaced by one that is itself replaced later in the
   * list (an op folded to a result of an op converted before it): its uses
   * then move on in a further round. */
  bool again = true;
  for (uint32_t round = 0; again && round <= rw->replaced.len; round++) {
    again = false;
    for (uint32_t i = 0; i < rw->replaced.len; i++) {
      CmirValue *from = rw->replaced.data[i].from, *to = rw->replaced.data[i].to;
      if (!from->uses)
        continue;
      CmirValue *v = lookup_typed(rw, to, from->type);
      if (v->type != from->type || v == from)
        v = rw->replaced.data[i].src;
      if (!v || v == from) {
        set_after_def(rw, to);
        v = cmir_rw_cast(rw, value_loc(to), 1, &to, from->type);
      }
      cmir_value_replace_all_uses(from, v);
      again = true;
    }
  }
  /* An unused target cast of an argument materialization goes only with
   * the materialization. */
  for (uint32_t i = 0; i < rw->arg_targets.len; i++) {
    CmirOp *t = rw->arg_targets.data[i];
    CmirValue *m = t->opnds[0].value;
    if (!t->results[0].uses && m->uses == &t->opnds[0] && !m->uses->next) {
      cmir_rw_erase_op(rw, t);
      cmir_op_drop_references(t);
    }
  }
  for (uint32_t i = rw->casts.len; i-- > 0;) {
    CmirOp *c = rw->casts.data[i];
    if (c->block && c->nresults && !c->results[0].uses) {
      cmir_rw_erase_op(rw, c);
      cmir_op_drop_references(c);
    }
  }
}

static void release(CmirRewriter *rw) {
  for (uint32_t i = 0; i < rw->erased.len; i++)
    cmir_op_destroy(rw->erased.data[i]);
  for (uint32_t i = 0; i < rw->dead_blocks.len; i++)
    cmir_block_destroy(rw->dead_blocks.data[i]);
  for (uint32_t i = 0; i < rw->mappings.len; i++)
    free(rw->mappings.data[i]);
  cmir_vec_free(&rw->erased);
  cmir_vec_free(&rw->dead_blocks);
  cmir_vec_free(&rw->mappings);
  cmir_vec_free(&rw->replaced);
  cmir_vec_free(&rw->casts);
  cmir_vec_free(&rw->created);
  cmir_vec_free(&rw->arg_targets);
  cmir_htab_free(&rw->map);
}

/* The ops to convert: all under root (tops NULL), or the top-level ops in
 * tops with everything nested in them. */
static void collect(CmirOp *root, const OpVec *tops, OpVec *ops) {
  ops->len = 0;
  if (!tops) {
    for (uint32_t i = 0; i < root->nregions; i++)
      collect_region(&cmir_op_regions(root)[i], ops);
    return;
  }
  for (uint32_t t = 0; t < tops->len; t++) {
    CmirOp *top = tops->data[t];
    if (!is_alive(root, top))
      continue;
    cmir_vec_push(ops, top);
    for (uint32_t i = 0; i < top->nregions; i++)
      collect_region(&cmir_op_regions(top)[i], ops);
  }
}

/* One conversion of the ops collect() finds, from the first sweep to the
 * freeing of the ops it erased. Ops it erases leave pending (if given): the
 * top-level ops still to convert, which may not be touched once freed. */
static CmirStatus apply_scope(CmirOp *root, OpVec *tops, const CmirConvTarget *target,
                              const CmirPattern *pats, size_t npats, CmirConversionMode mode,
                              CmirHtab *pending) {
  CmirRewriter rw;
  memset(&rw, 0, sizeof rw);
  rw.ctx = cmir_op_context(root);
  rw.root = root;
  cmir_htab_init(&rw.map, 64);
  OpVec tried = {0}; /* ops given to the patterns already */
  OpVec ops = {0};
  /* The first sweep converts the input in pre-order; later sweeps the ops
   * patterns created, until nothing changes. */
  for (int sweep = 0; sweep < 8; sweep++) {
    collect(root, tops, &ops);
    rw.progress = false;
    for (uint32_t i = 0; i < ops.len; i++) {
      CmirOp *op = ops.data[i];
      if (!is_alive(root, op) || !needs_conversion(target, op))
        continue;
      if (is_tried(op))
        continue;
      mark_tried(&tried, op);
      if (try_fold(&rw, op, pats, npats, target, &tried) || try_patterns(&rw, op, pats, npats))
        rw.progress = true;
    }
    if (!rw.progress)
      break;
    /* Another sweep can only find the ops this one created (everything
     * else was tried): skip it when none of them needs converting. */
    bool pending = false;
    for (uint32_t i = 0; i < rw.created.len; i++) {
      CmirOp *op = rw.created.data[i];
      pending = pending || (is_alive(root, op) && needs_conversion(target, op) && !is_tried(op));
      /* a top-level op a pattern made (a replacement function, a
       * declaration) belongs to this scope */
      if (tops && op->block && op->block->parent && op->block->parent->parent == root)
        cmir_vec_push(tops, op);
    }
    rw.created.len = 0;
    if (!pending)
      break;
  }
  rw.created.len = 0;
  for (uint32_t i = 0; i < tried.len; i++)
    tried.data[i]->aux = NULL;
  finalize(&rw);
  CmirStatus rc = CMIR_OK;
  ops.len = 0;
  if (mode == CMIR_CONVERSION_FULL || may_be_illegal(target))
    collect(root, tops, &ops);
  for (uint32_t i = 0; i < ops.len && !rc; i++) {
    CmirOp *op = ops.data[i];
    CmirLegality l = cmir_cv_target_legality(target, op);
    if (l == CMIR_LEGALITY_ILLEGAL)
      rc = cmir_op_error(op, "failed to legalize operation '%s'%s", op->info->name->str,
                         mode == CMIR_CONVERSION_PARTIAL ? " that was explicitly marked illegal"
                                                         : "");
    else if (l == CMIR_LEGALITY_UNKNOWN && mode == CMIR_CONVERSION_FULL)
      rc = cmir_op_error(op, "failed to legalize operation '%s'", op->info->name->str);
  }
  /* Results of erased ops must be unused now. */
  for (uint32_t i = 0; i < rw.erased.len && !rc; i++) {
    CmirOp *op = rw.erased.data[i];
    for (uint32_t k = 0; k < op->nresults && !rc; k++)
      if (op->results[k].uses)
        rc = cmir_op_error(op,
                           "failed to legalize operation '%s': erased while its result #%u "
                           "is still used",
                           op->info->name->str, k);
  }
  if (rc) {
    /* Keep the IR destroyable: drop the uses of erased results. */
    for (uint32_t i = 0; i < rw.erased.len; i++) {
      CmirOp *op = rw.erased.data[i];
      for (uint32_t k = 0; k < op->nresults; k++)
        while (op->results[k].uses)
          cmir_op_drop_references(op->results[k].uses->owner);
    }
  }
  cmir_vec_free(&ops);
  cmir_vec_free(&tried);
  for (uint32_t i = 0; pending && i < rw.erased.len; i++)
    cmir_htab_remove(pending, ptr_hash(rw.erased.data[i]), rw.erased.data[i]);
  release(&rw);
  return rc;
}

/* A module is converted one top-level op (a function, say) at a time, each
 * conversion finished and its erased ops freed before the next starts: the
 * peak memory is then the module plus one function's worth of old and new
 * ops, not the old module and the new one together. Functions are isolated
 * from above, so nothing a pattern does inside one needs another's. The
 * result is what one conversion of the whole module gives. */
void cmir_cv_set_observer(CmirContext *ctx, const CmirCvObserver *obs) { ctx->cv_observer = obs; }

CmirStatus cmir_cv_apply(CmirOp *root, const CmirConvTarget *target, const CmirPattern *pats,
                         size_t npats, CmirConversionMode mode) {
  const CmirCvObserver *obs = cmir_op_context(root)->cv_observer;
  if (obs && obs->table)
    obs->table(obs->user, pats, npats);
  CmirBlock *body = root->nregions == 1 ? cmir_op_regions(root)[0].first : NULL;
  if (!body || body->next || !cmir_op_isa(root, CMIR_OP_BUILTIN_MODULE))
    return apply_scope(root, NULL, target, pats, npats, mode, NULL);
  OpVec order = {0}, tops = {0};
  CmirHtab pending; /* the ops of order not converted and not erased yet */
  cmir_htab_init(&pending, 64);
  for (CmirOp *o = body->first; o; o = o->next) {
    cmir_vec_push(&order, o);
    cmir_htab_insert(&pending, ptr_hash(o), o);
  }
  CmirStatus rc = CMIR_OK;
  for (uint32_t i = 0; i < order.len && !rc; i++) {
    CmirOp *op = order.data[i];
    /* an op erased by an earlier scope's patterns is gone (and freed) */
    if (!cmir_htab_remove(&pending, ptr_hash(op), op) || op->block != body)
      continue;
    tops.len = 0;
    cmir_vec_push(&tops, op);
    rc = apply_scope(root, &tops, target, pats, npats, mode, &pending);
  }
  cmir_htab_free(&pending);
  cmir_vec_free(&order);
  cmir_vec_free(&tops);
  return rc;
}
