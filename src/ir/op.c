/* Mutable IR: creating, linking and destroying operations, blocks and
 * regions; use-def chains; operand groups; attribute access; walks.
 * An op is one allocation: header, results, operands, successors, regions. */
#include "ir/ir_internal.h"

#include <stddef.h>
#include <stdlib.h>

/* ---- op state ---- */

/* Operands and result types start in the state's inline arrays: measured on
 * a 10k-op module, their mallocs were ~10% of parsing. */
void cmir_opstate_init(CmirOpState *st, CmirContext *ctx, const CmirOpInfo *info, CmirLoc loc) {
  memset(st, 0, offsetof(CmirOpState, opnds_inl));
  st->ctx = ctx;
  st->info = info;
  st->loc = loc;
  st->opnds = st->opnds_inl;
  st->opnd_cap = sizeof st->opnds_inl / sizeof st->opnds_inl[0];
  st->rtypes = st->rtypes_inl;
  st->rtype_cap = sizeof st->rtypes_inl / sizeof st->rtypes_inl[0];
}

void cmir_opstate_free(CmirOpState *st) {
  for (uint32_t i = 0; i < st->nregions; i++)
    if (st->regions[i])
      cmir_region_destroy(st->regions[i]);
  if (st->opnds != st->opnds_inl)
    free(st->opnds);
  if (st->rtypes != st->rtypes_inl)
    free(st->rtypes);
  free(st->succs);
  free(st->regions);
  st->opnds = st->opnds_inl;
  st->rtypes = st->rtypes_inl;
  st->succs = NULL;
  st->regions = NULL;
  st->nopnds = st->nresults = st->nsuccs = st->nregions = 0;
  st->opnd_cap = sizeof st->opnds_inl / sizeof st->opnds_inl[0];
  st->rtype_cap = sizeof st->rtypes_inl / sizeof st->rtypes_inl[0];
  st->succ_cap = st->region_cap = 0;
}

/* Grows an array that may still be in inline storage. */
#define GROW_INL(arr, inl, n, cap)                                                                 \
  do {                                                                                             \
    if ((n) == (cap)) {                                                                            \
      (cap) *= 2;                                                                                  \
      if ((arr) == (inl)) {                                                                        \
        void *fresh = cmir_xmalloc(sizeof(*(arr)) * (cap));                                        \
        memcpy(fresh, (arr), sizeof(*(arr)) * (n));                                                \
        (arr) = fresh;                                                                             \
      } else {                                                                                     \
        (arr) = cmir_xrealloc((void *)(arr), sizeof(*(arr)) * (cap));                              \
      }                                                                                            \
    }                                                                                              \
  } while (0)

#define GROW(arr, n, cap)                                                                          \
  do {                                                                                             \
    if ((n) == (cap)) {                                                                            \
      (cap) = (cap) ? (cap) * 2 : 4;                                                               \
      (arr) = cmir_xrealloc((void *)(arr), sizeof(*(arr)) * (cap));                                \
    }                                                                                              \
  } while (0)

void cmir_opstate_add_operand(CmirOpState *st, CmirValue *v) {
  GROW_INL(st->opnds, st->opnds_inl, st->nopnds, st->opnd_cap);
  st->opnds[st->nopnds++] = v;
}

void cmir_opstate_add_result(CmirOpState *st, const CmirType *t) {
  GROW_INL(st->rtypes, st->rtypes_inl, st->nresults, st->rtype_cap);
  st->rtypes[st->nresults++] = t;
}

void cmir_opstate_add_successor(CmirOpState *st, CmirBlock *b) {
  GROW(st->succs, st->nsuccs, st->succ_cap);
  st->succs[st->nsuccs++] = b;
}

CmirRegion *cmir_opstate_add_region(CmirOpState *st) {
  GROW(st->regions, st->nregions, st->region_cap);
  CmirRegion *r = cmir_region_create();
  st->regions[st->nregions++] = r;
  return r;
}

void cmir_opstate_set_prop(CmirOpState *st, const char *name, const CmirAttr *value) {
  st->props = cmir_dict_set(st->ctx, st->props, cmir_ident(st->ctx, name), value);
}

void cmir_opstate_set_attr(CmirOpState *st, const char *name, const CmirAttr *value) {
  st->attrs = cmir_dict_set(st->ctx, st->attrs, cmir_ident(st->ctx, name), value);
}

/* ---- use lists ---- */

static inline void use_link(CmirUse *u, CmirValue *v) {
  u->value = v;
  u->next = v->uses;
  u->prev = &v->uses;
  if (v->uses)
    v->uses->prev = &u->next;
  v->uses = u;
}

static inline void use_unlink(CmirUse *u) {
  if (!u->value)
    return;
  *u->prev = u->next;
  if (u->next)
    u->next->prev = u->prev;
  u->value = NULL;
}

static inline void buse_link(CmirBlockUse *u, CmirBlock *b) {
  u->block = b;
  u->next = b->preds;
  u->prev = &b->preds;
  if (b->preds)
    b->preds->prev = &u->next;
  b->preds = u;
}

static inline void buse_unlink(CmirBlockUse *u) {
  if (!u->block)
    return;
  *u->prev = u->next;
  if (u->next)
    u->next->prev = u->prev;
  u->block = NULL;
}

/* ---- op memory ----
 * Ops come from the context's IR arena; an erased op goes to a free list of
 * its size class for reuse. Large ops (over 1 KiB) use malloc. Measured on a
 * 100k-op module: malloc/free were ~9% of parse+verify+print. */

static size_t op_size(uint32_t nres, uint32_t nopnds, uint32_t nsuccs, uint32_t nregions) {
  return sizeof(CmirOp) + nres * sizeof(CmirValue) + nopnds * sizeof(CmirUse) +
         nsuccs * sizeof(CmirBlockUse) + nregions * sizeof(CmirRegion);
}

/* Set while a thread builds IR next to others (cmir_ir_arena_redirect):
 * its ops come from its own arena and the context's free lists are left
 * alone. */
static _Thread_local CmirArena *thread_arena;

void cmir_ir_arena_redirect(CmirArena *arena) { thread_arena = arena; }

static void *op_alloc(CmirContext *ctx, size_t sz) {
  size_t c = (sz + 7) / 8;
  if (c >= CMIR_POOL_CLASSES)
    return cmir_xmalloc(sz);
  if (thread_arena)
    return cmir_arena_alloc8(thread_arena, c * 8);
  void *p = ctx->ir_free[c];
  if (p) {
    ctx->ir_free[c] = *(void **)p;
    return p;
  }
  return cmir_arena_alloc8(&ctx->ir_arena, c * 8);
}

static void op_free(CmirContext *ctx, void *p, size_t sz) {
  size_t c = (sz + 7) / 8;
  if (c >= CMIR_POOL_CLASSES) {
    free(p);
    return;
  }
  if (thread_arena)
    return; /* freed with the arena */
  *(void **)p = ctx->ir_free[c];
  ctx->ir_free[c] = p;
}

/* ---- ops ----
 * Layout of an op's allocation: the header, results, regions, successors,
 * then the operand slots it was created with. Operands that outgrow those
 * slots move to a separate array whose first element is a header keeping the
 * number of inline slots (needed to free the op). */

static CmirUse *inline_opnds(const CmirOp *op) {
  return (CmirUse *)(cmir_op_succs(op) + op->nsuccs);
}

static bool opnds_inline(const CmirOp *op) { return op->opnds == inline_opnds(op); }

static uint32_t n_inline_opnds(const CmirOp *op) {
  return opnds_inline(op) ? op->opnd_cap : *(const uint32_t *)(op->opnds - 1);
}

CmirOp *cmir_op_create(CmirOpState *st) {
  size_t sz = op_size(st->nresults, st->nopnds, st->nsuccs, st->nregions);
  char *mem = op_alloc(st->ctx, sz);
  CmirOp *op = (CmirOp *)mem;
  /* Every header field is set here (a memset of the header first showed in
   * profiles of the bytecode reader). */
  op->info = st->info;
  op->prev = op->next = NULL;
  op->block = NULL;
  op->order = 0;
  op->loc = st->loc;
  op->nresults = st->nresults;
  op->nopnds = st->nopnds;
  op->opnd_cap = st->nopnds;
  op->nsuccs = st->nsuccs;
  op->nregions = st->nregions;
  for (uint32_t i = 0; i < st->nresults; i++) {
    CmirValue *v = &op->results[i];
    v->type = st->rtypes[i];
    v->uses = NULL;
    v->index = i;
    v->is_arg = 0;
    v->in_arena = 0;
  }
  op->opnds = inline_opnds(op);
  for (uint32_t i = 0; i < st->nopnds; i++) {
    op->opnds[i].owner = op;
    use_link(&op->opnds[i], st->opnds[i]);
  }
  CmirBlockUse *succs = cmir_op_succs(op);
  for (uint32_t i = 0; i < st->nsuccs; i++) {
    succs[i].owner = op;
    buse_link(&succs[i], st->succs[i]);
  }
  CmirRegion *regions = cmir_op_regions(op);
  for (uint32_t i = 0; i < st->nregions; i++) {
    CmirRegion *r = &regions[i];
    r->parent = op;
    r->first = r->last = NULL;
    if (st->regions[i]) {
      cmir_region_take(r, st->regions[i]);
      cmir_region_destroy(st->regions[i]);
      st->regions[i] = NULL;
    }
  }
  op->props = st->props;
  op->attrs = st->attrs;
  op->aux = NULL;
  return op;
}

CmirOp *cmir_op_create_simple(CmirContext *ctx, unsigned id, CmirLoc loc, uint32_t n,
                              CmirValue *const *opnds, const CmirType *rt, const CmirAttr *props) {
  CmirOpState st;
  cmir_opstate_init(&st, ctx, cmir_op_info_by_id(ctx, id), loc);
  for (uint32_t i = 0; i < n; i++)
    cmir_opstate_add_operand(&st, opnds[i]);
  if (rt)
    cmir_opstate_add_result(&st, rt);
  st.props = props;
  CmirOp *op = cmir_op_create(&st);
  cmir_opstate_free(&st);
  return op;
}

CmirOp *cmir_op_create_prop(CmirContext *ctx, unsigned id, CmirLoc loc, uint32_t n,
                            CmirValue *const *opnds, const CmirType *rt, const char *name,
                            const CmirAttr *value) {
  CmirOpState st;
  cmir_opstate_init(&st, ctx, cmir_op_info_by_id(ctx, id), loc);
  for (uint32_t i = 0; i < n; i++)
    cmir_opstate_add_operand(&st, opnds[i]);
  if (rt)
    cmir_opstate_add_result(&st, rt);
  if (name)
    cmir_opstate_set_prop(&st, name, value);
  cmir_opstate_finalize_props(&st, NULL, 0);
  CmirOp *op = cmir_op_create(&st);
  cmir_opstate_free(&st);
  return op;
}

const CmirAttr *cmir_constant_value(const CmirValue *v) {
  CmirOp *d = cmir_value_def(v);
  if (!d || !(d->info->traits & CMIR_TRAIT_CONSTANT_LIKE))
    return NULL;
  const CmirAttr *a = cmir_op_get_prop(d, "value");
  if (a || d->nopnds || !d->info->def || !d->info->def->fold)
    return a;
  /* A constant op without a value property (llvm.mlir.zero) may still
   * fold to an attribute, as MLIR's m_Constant asks it to. */
  CmirFoldResult r = {NULL, NULL};
  return d->info->def->fold(d, NULL, &r) ? r.attr : NULL;
}

CmirOp *cmir_op_create_empty(CmirContext *ctx, const CmirOpInfo *info, uint32_t nopnds,
                             uint32_t nresults, uint32_t nsuccs, uint32_t nregions) {
  CmirOp *op = op_alloc(ctx, op_size(nresults, nopnds, nsuccs, nregions));
  op->info = info;
  op->prev = op->next = NULL;
  op->block = NULL;
  op->loc = (CmirLoc){0};
  op->nopnds = op->opnd_cap = nopnds;
  op->nresults = nresults;
  op->nsuccs = nsuccs;
  op->nregions = nregions;
  op->order = 0;
  op->props = op->attrs = NULL;
  op->aux = NULL;
  for (uint32_t i = 0; i < nresults; i++)
    op->results[i] = (CmirValue){.index = i};
  CmirRegion *regions = cmir_op_regions(op);
  for (uint32_t i = 0; i < nregions; i++)
    regions[i] = (CmirRegion){.parent = op};
  CmirBlockUse *succs = cmir_op_succs(op);
  for (uint32_t i = 0; i < nsuccs; i++)
    succs[i] = (CmirBlockUse){.owner = op};
  op->opnds = inline_opnds(op);
  for (uint32_t i = 0; i < nopnds; i++)
    op->opnds[i] = (CmirUse){.owner = op};
  return op;
}

/* Unlinks the operands and successors of every op in the blocks from b on
 * (only b if !rest), at every depth. Destruction does this once, up front:
 * then values and blocks can be freed in any order, even when a nested op
 * uses an argument of an earlier block (found by the bytecode fuzzer: the
 * per-level unlinking freed such an argument before its use). */
static void drop_uses(CmirBlock *b, bool rest) {
  for (; b; b = rest ? b->next : NULL)
    for (CmirOp *o = b->first; o; o = o->next) {
      for (uint32_t k = 0; k < o->nopnds; k++)
        use_unlink(&o->opnds[k]);
      for (uint32_t k = 0; k < o->nsuccs; k++)
        buse_unlink(&cmir_op_succs(o)[k]);
      for (uint32_t i = 0; i < o->nregions; i++)
        drop_uses(cmir_op_regions(o)[i].first, true);
    }
}

static void free_block(CmirBlock *b);

/* Frees op and everything nested; all uses inside were dropped. */
static void free_op(CmirOp *op) {
  for (uint32_t i = 0; i < op->nregions; i++) {
    CmirRegion *r = &cmir_op_regions(op)[i];
    CmirBlock *b = r->first;
    while (b) {
      CmirBlock *next = b->next;
      free_block(b);
      b = next;
    }
    r->first = r->last = NULL;
  }
  uint32_t n_inline = n_inline_opnds(op);
  if (!opnds_inline(op))
    free(op->opnds - 1);
  op_free(op->info->ctx, op, op_size(op->nresults, n_inline, op->nsuccs, op->nregions));
}

void cmir_op_destroy(CmirOp *op) {
  for (uint32_t i = 0; i < op->nregions; i++)
    drop_uses(cmir_op_regions(op)[i].first, true);
  for (uint32_t k = 0; k < op->nopnds; k++)
    use_unlink(&op->opnds[k]);
  for (uint32_t k = 0; k < op->nsuccs; k++)
    buse_unlink(&cmir_op_succs(op)[k]);
  free_op(op);
}

void cmir_op_drop_references(CmirOp *op) {
  for (uint32_t i = 0; i < op->nregions; i++)
    drop_uses(cmir_op_regions(op)[i].first, true);
  for (uint32_t k = 0; k < op->nopnds; k++)
    use_unlink(&op->opnds[k]);
  for (uint32_t k = 0; k < op->nsuccs; k++)
    buse_unlink(&cmir_op_succs(op)[k]);
}

void cmir_op_remove(CmirOp *op) {
  CmirBlock *b = op->block;
  if (!b)
    return;
  if (op->prev)
    op->prev->next = op->next;
  else
    b->first = op->next;
  if (op->next)
    op->next->prev = op->prev;
  else
    b->last = op->prev;
  op->prev = op->next = NULL;
  op->block = NULL;
}

void cmir_op_erase(CmirOp *op) {
  cmir_op_remove(op);
  cmir_op_destroy(op);
}

void cmir_block_append(CmirBlock *b, CmirOp *op) {
  op->block = b;
  op->prev = b->last;
  op->next = NULL;
  if (b->last)
    b->last->next = op;
  else
    b->first = op;
  b->last = op;
  if (b->order_valid)
    op->order = op->prev ? op->prev->order + 1 : 0;
}

void cmir_block_insert_before(CmirOp *before, CmirOp *op) {
  CmirBlock *b = before->block;
  op->block = b;
  op->next = before;
  op->prev = before->prev;
  if (before->prev)
    before->prev->next = op;
  else
    b->first = op;
  before->prev = op;
  b->order_valid = false;
}

void cmir_block_insert_after(CmirOp *after, CmirOp *op) {
  if (after->next) {
    cmir_block_insert_before(after->next, op);
  } else {
    cmir_block_append(after->block, op);
  }
}

/* ---- blocks and regions ---- */

/* Blocks and arguments a thread creates while it redirects op allocation
 * (cmir_ir_arena_redirect) come from that arena too; they are freed with it. */
static void *zalloc_ir(size_t n, bool *in_arena) {
  *in_arena = thread_arena != NULL;
  return thread_arena ? cmir_arena_zalloc(thread_arena, n) : cmir_xcalloc(1, n);
}

CmirBlock *cmir_block_create(void) {
  bool in_arena;
  CmirBlock *b = zalloc_ir(sizeof *b, &in_arena);
  b->in_arena = in_arena;
  b->order_valid = true; /* kept by appends: a block built in order stays numbered */
  return b;
}

static void free_block(CmirBlock *b) {
  CmirOp *o = b->first;
  while (o) {
    CmirOp *next = o->next;
    free_op(o);
    o = next;
  }
  for (uint32_t i = 0; i < b->nargs; i++)
    if (!b->args[i]->in_arena)
      free(b->args[i]);
  free(b->args);
  free(b->arg_locs);
  if (!b->in_arena)
    free(b);
}

void cmir_block_destroy(CmirBlock *b) {
  drop_uses(b, false);
  free_block(b);
}

CmirValue *cmir_block_add_arg(CmirBlock *b, const CmirType *type) {
  if (b->nargs == b->args_cap && b->arg_locs) {
    uint32_t cap = b->args_cap ? b->args_cap * 2 : 4;
    b->arg_locs = cmir_xrealloc(b->arg_locs, sizeof(*b->arg_locs) * cap);
    for (uint32_t i = b->nargs; i < cap; i++)
      b->arg_locs[i] = (CmirLoc){0};
  }
  GROW(b->args, b->nargs, b->args_cap);
  bool in_arena;
  CmirBlockArg *a = zalloc_ir(sizeof *a, &in_arena);
  a->block = b;
  CmirValue *v = &a->value;
  v->in_arena = in_arena;
  v->type = type;
  v->index = b->nargs;
  v->is_arg = 1;
  b->args[b->nargs++] = v;
  return v;
}

void cmir_block_erase_arg(CmirBlock *b, uint32_t i) {
  if (!b->args[i]->in_arena)
    free(b->args[i]);
  for (uint32_t k = i + 1; k < b->nargs; k++) {
    b->args[k - 1] = b->args[k];
    b->args[k - 1]->index = k - 1;
    if (b->arg_locs)
      b->arg_locs[k - 1] = b->arg_locs[k];
  }
  b->nargs--;
}

void cmir_block_set_arg_loc(CmirBlock *b, uint32_t i, CmirLoc loc) {
  if (!b->arg_locs)
    b->arg_locs = cmir_xcalloc(b->args_cap ? b->args_cap : 1, sizeof(*b->arg_locs));
  b->arg_locs[i] = loc;
}

CmirLoc cmir_block_arg_loc(const CmirBlock *b, uint32_t i) {
  return b->arg_locs ? b->arg_locs[i] : (CmirLoc){0};
}

CmirRegion *cmir_region_create(void) { return cmir_xcalloc(1, sizeof(CmirRegion)); }

static void detach_value(CmirValue *v) {
  while (v->uses)
    use_unlink(v->uses);
}

/* Unlinks the uses that ops outside the blocks from b on make of values
 * defined in them (drop_uses has unlinked the uses inside). Only a region
 * abandoned half-built has such users: the parser's, when an op fails after
 * a forward reference elsewhere resolved to one of its values. */
static void detach_values(CmirBlock *b) {
  for (; b; b = b->next) {
    for (uint32_t i = 0; i < b->nargs; i++)
      detach_value(b->args[i]);
    for (CmirOp *o = b->first; o; o = o->next) {
      for (uint32_t i = 0; i < o->nresults; i++)
        detach_value(&o->results[i]);
      for (uint32_t i = 0; i < o->nregions; i++)
        detach_values(cmir_op_regions(o)[i].first);
    }
  }
}

void cmir_region_destroy(CmirRegion *r) {
  drop_uses(r->first, true);
  detach_values(r->first);
  CmirBlock *b = r->first;
  while (b) {
    CmirBlock *next = b->next;
    free_block(b);
    b = next;
  }
  free(r);
}

void cmir_region_append(CmirRegion *r, CmirBlock *b) {
  b->parent = r;
  b->prev = r->last;
  b->next = NULL;
  if (r->last)
    r->last->next = b;
  else
    r->first = b;
  r->last = b;
}

void cmir_region_insert_after(CmirRegion *r, CmirBlock *after, CmirBlock *b) {
  b->parent = r;
  b->prev = after;
  b->next = after->next;
  if (after->next)
    after->next->prev = b;
  else
    r->last = b;
  after->next = b;
}

void cmir_region_remove(CmirRegion *r, CmirBlock *b) {
  if (b->prev)
    b->prev->next = b->next;
  else
    r->first = b->next;
  if (b->next)
    b->next->prev = b->prev;
  else
    r->last = b->prev;
  b->prev = b->next = NULL;
  b->parent = NULL;
}

void cmir_region_take(CmirRegion *dst, CmirRegion *src) {
  for (CmirBlock *b = src->first; b; b = b->next)
    b->parent = dst;
  if (!src->first)
    return;
  if (dst->last) {
    dst->last->next = src->first;
    src->first->prev = dst->last;
  } else {
    dst->first = src->first;
  }
  dst->last = src->last;
  src->first = src->last = NULL;
}

/* ---- editing ---- */

void cmir_op_set_operand(CmirOp *op, uint32_t i, CmirValue *v) {
  use_unlink(&op->opnds[i]);
  use_link(&op->opnds[i], v);
}

void cmir_op_set_operands(CmirOp *op, uint32_t n, CmirValue *const *v) {
  for (uint32_t i = 0; i < op->nopnds; i++)
    use_unlink(&op->opnds[i]);
  if (n > op->opnd_cap) {
    uint32_t n_inline = n_inline_opnds(op);
    if (!opnds_inline(op))
      free(op->opnds - 1);
    CmirUse *a = cmir_xmalloc(sizeof(CmirUse) * ((size_t)n + 1));
    *(uint32_t *)a = n_inline;
    op->opnds = a + 1;
    op->opnd_cap = n;
  }
  op->nopnds = n;
  for (uint32_t i = 0; i < n; i++) {
    op->opnds[i].owner = op;
    use_link(&op->opnds[i], v[i]);
  }
}

void cmir_op_set_successor(CmirOp *op, uint32_t i, CmirBlock *b) {
  buse_unlink(&cmir_op_succs(op)[i]);
  cmir_op_succs(op)[i].owner = op;
  buse_link(&cmir_op_succs(op)[i], b);
}

void cmir_value_replace_all_uses(CmirValue *from, CmirValue *to) {
  if (from == to)
    return;
  while (from->uses) {
    CmirUse *u = from->uses;
    use_unlink(u);
    use_link(u, to);
  }
}


CmirOp *cmir_op_parent(const CmirOp *op) {
  return op->block && op->block->parent ? op->block->parent->parent : NULL;
}

bool cmir_op_is_ancestor(const CmirOp *anc, const CmirOp *op) {
  for (; op; op = cmir_op_parent(op))
    if (op == anc)
      return true;
  return false;
}

void cmir_block_number_ops(CmirBlock *b) {
  uint32_t i = 0;
  for (CmirOp *o = b->first; o; o = o->next)
    o->order = i++;
  b->order_valid = true;
}

bool cmir_op_before_in_block(CmirOp *a, CmirOp *b) {
  if (!a->block->order_valid)
    cmir_block_number_ops(a->block);
  return a->order < b->order;
}

const char *cmir_op_name(const CmirOp *op) { return op->info->name->str; }

bool cmir_op_is(const CmirOp *op, const char *name) { return strcmp(op->info->name->str, name) == 0; }

unsigned cmir_op_id(const CmirOp *op) { return op->info->id; }

bool cmir_op_is_registered(const CmirOp *op) { return op->info->def != NULL; }

uint32_t cmir_op_traits(const CmirOp *op) { return op->info->traits; }

CmirContext *cmir_op_context(const CmirOp *op) { return op->info->ctx; }

void cmir_op_set_prop(CmirOp *op, const char *name, const CmirAttr *value) {
  CmirContext *ctx = op->info->ctx;
  op->props = cmir_dict_set(ctx, op->props, cmir_ident(ctx, name), value);
}

void cmir_op_set_attr(CmirOp *op, const char *name, const CmirAttr *value) {
  CmirContext *ctx = op->info->ctx;
  op->attrs = cmir_dict_set(ctx, op->attrs, cmir_ident(ctx, name), value);
}

CmirStatus cmir_op_error(CmirOp *op, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  cmir_diag_emit(op->info->ctx, CMIR_ERROR, op->loc, fmt, ap);
  va_end(ap);
  return CMIR_FAIL;
}

void cmir_op_note(CmirOp *op, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  cmir_diag_emit(op->info->ctx, CMIR_NOTE, op->loc, fmt, ap);
  va_end(ap);
}

/* ---- operand groups ---- */

bool cmir_op_group_layout(const CmirOpInfo *info, uint32_t nopnds, const CmirAttr *props,
                          uint32_t *start, uint32_t *count) {
  uint32_t ng = info->nopnd_groups;
  if (info->opnd_seg_name) {
    const CmirAttr *seg = cmir_dict_get(props, info->opnd_seg_name);
    if (!seg || seg->kind != CMIR_ATTR_DENSE_ARRAY || seg->darr.n != ng ||
        seg->darr.elem->kind != CMIR_TYPE_INTEGER || seg->darr.elem->integer.width != 32)
      return false;
    const int32_t *s = seg->darr.data;
    uint32_t at = 0;
    for (uint32_t g = 0; g < ng; g++) {
      if (s[g] < 0)
        return false;
      start[g] = at;
      count[g] = (uint32_t)s[g];
      at += (uint32_t)s[g];
    }
    return at == nopnds;
  }
  uint32_t nfixed = 0, nvar = 0;
  for (uint32_t g = 0; g < ng; g++) {
    if (info->opnds[g].kind == CMIR_GROUP_SINGLE)
      nfixed++;
    else
      nvar++;
  }
  if (nvar > 1 || nopnds < nfixed || (nvar == 0 && nopnds != nfixed))
    return false;
  uint32_t at = 0;
  for (uint32_t g = 0; g < ng; g++) {
    start[g] = at;
    if (info->opnds[g].kind == CMIR_GROUP_SINGLE)
      count[g] = 1;
    else
      count[g] = nopnds - nfixed;
    if (info->opnds[g].kind == CMIR_GROUP_OPTIONAL && count[g] > 1)
      return false;
    at += count[g];
  }
  return true;
}

void cmir_op_operand_group(const CmirOp *op, uint32_t group, uint32_t *start, uint32_t *n) {
  if (op->info->fixed_operands && op->nopnds == op->info->nopnd_groups &&
      group < op->nopnds) {
    *start = group; /* one operand per group: the common case */
    *n = 1;
    return;
  }
  uint32_t s[CMIR_MAX_GROUPS], c[CMIR_MAX_GROUPS];
  if (!cmir_op_group_layout(op->info, op->nopnds, op->props, s, c) ||
      group >= op->info->nopnd_groups) {
    *start = 0;
    *n = 0;
    return;
  }
  *start = s[group];
  *n = c[group];
}

void cmir_op_successor_operands(const CmirOp *op, uint32_t i, uint32_t *start, uint32_t *n) {
  *start = 0;
  *n = 0;
  const CmirOpDef *def = op->info->def;
  if (!def)
    return;
  /* Convention: successor i forwards the variadic operand group named in
   * the op's successor spec order; ops whose groups do not line up this way
   * (cf.switch) keep successors' operands in segment props handled by the
   * dialect (see cf.c). */
  /* cf.switch: successors 1.. share the second variadic group, split by the
   * `case_operand_segments` property. */
  const CmirAttr *cs = i ? cmir_op_get_prop(op, "case_operand_segments") : NULL;
  uint32_t want = cs ? 1 : i;
  /* Variadic groups before those of the successors are not forwarded
   * (llvm.invoke's callee operands come first). */
  int nvar = 0;
  for (int k = 0; k < op->info->nopnd_groups; k++)
    nvar += op->info->opnds[k].kind == CMIR_GROUP_VARIADIC;
  if (nvar > op->info->nsucc_groups)
    want += (uint32_t)(nvar - op->info->nsucc_groups);
  int g = -1, seen = 0;
  for (int k = 0; k < op->info->nopnd_groups; k++) {
    if (op->info->opnds[k].kind == CMIR_GROUP_VARIADIC) {
      if (seen == (int)want) {
        g = k;
        break;
      }
      seen++;
    }
  }
  if (g < 0)
    return;
  cmir_op_operand_group(op, (uint32_t)g, start, n);
  if (!cs)
    return;
  uint32_t at = 0, cnt = 0;
  bool ok = cs->kind == CMIR_ATTR_DENSE_ARRAY && cs->darr.elem->kind == CMIR_TYPE_INTEGER &&
            cs->darr.elem->integer.width == 32 && i <= cs->darr.n;
  for (uint32_t k = 0; ok && k < i; k++) {
    int32_t s = ((const int32_t *)cs->darr.data)[k];
    ok = s >= 0;
    if (k + 1 < i)
      at += (uint32_t)s;
    else
      cnt = (uint32_t)s;
  }
  if (!ok || at + cnt > *n) {
    *n = 0;
    return;
  }
  *start += at;
  *n = cnt;
}

void cmir_op_successor_ranges(const CmirOp *op, uint32_t *start, uint32_t *n) {
  uint32_t ns = op->nsuccs;
  const CmirAttr *cs = ns > 2 ? cmir_op_get_prop(op, "case_operand_segments") : NULL;
  if (cs && cs->kind == CMIR_ATTR_DENSE_ARRAY && cs->darr.elem->kind == CMIR_TYPE_INTEGER &&
      cs->darr.elem->integer.width == 32 && cs->darr.n + 1 >= ns) {
    /* case i + 1's operands follow case i's; checked against the last
     * successor's own look-up, which validates all segments before it */
    const int32_t *seg = cs->darr.data;
    cmir_op_successor_operands(op, 0, &start[0], &n[0]);
    cmir_op_successor_operands(op, 1, &start[1], &n[1]);
    bool ok = true;
    for (uint32_t s = 2; s < ns && ok; s++) {
      ok = seg[s - 1] >= 0;
      start[s] = start[s - 1] + n[s - 1];
      n[s] = ok ? (uint32_t)seg[s - 1] : 0;
    }
    uint32_t ls, ln;
    cmir_op_successor_operands(op, ns - 1, &ls, &ln);
    if (ok && ls == start[ns - 1] && ln == n[ns - 1])
      return;
  }
  for (uint32_t s = 0; s < ns; s++)
    cmir_op_successor_operands(op, s, &start[s], &n[s]);
}

/* ---- attributes ---- */

const CmirAttr *cmir_op_get_prop(const CmirOp *op, const char *name) {
  return cmir_dict_gets(op->props, name);
}

const CmirAttr *cmir_op_get_attr(const CmirOp *op, const char *name) {
  return cmir_dict_gets(op->attrs, name);
}

const CmirAttr *cmir_op_get(const CmirOp *op, const char *name) {
  const CmirAttr *a = cmir_dict_gets(op->props, name);
  return a ? a : cmir_dict_gets(op->attrs, name);
}

/* ---- walks ---- */

bool cmir_op_walk(CmirOp *op, CmirWalkFn fn, void *user) {
  if (!fn(op, user))
    return false;
  for (uint32_t i = 0; i < op->nregions; i++)
    for (CmirBlock *b = cmir_op_regions(op)[i].first; b; b = b->next)
      for (CmirOp *o = b->first; o;) {
        CmirOp *next = o->next;
        if (!cmir_op_walk(o, fn, user))
          return false;
        o = next;
      }
  return true;
}

uint64_t cmir_op_count(CmirOp *op) {
  uint64_t n = 1;
  for (uint32_t i = 0; i < op->nregions; i++)
    for (CmirBlock *b = cmir_op_regions(op)[i].first; b; b = b->next)
      for (CmirOp *o = b->first; o; o = o->next)
        n += cmir_op_count(o);
  return n;
}

/* ---- op states ---- */

void cmir_opstate_finalize_props(CmirOpState *st, const uint32_t *seg, uint32_t nseg) {
  const CmirOpInfo *info = st->info;
  if (!info->def)
    return;
  if (!st->props && info->default_props && !seg) {
    st->props = info->default_props;
    return;
  }
  /* The defaults and the segment sizes join the properties in one new
   * dictionary: one per property set would leave a uniqued dictionary per
   * step (an llvm.func per function with a name of its own fills the
   * context's attribute table with them). */
  bool set_seg = seg && info->opnd_seg_name;
  uint32_t n0 = st->props ? st->props->dict.n : 0, cap = n0 + info->nprops + 1, n = 0;
  CmirNamedAttr small[32];
  CmirNamedAttr *e = cap <= 32 ? small : cmir_xmalloc(sizeof *e * cap);
  for (uint32_t i = 0; i < n0; i++)
    if (!set_seg || st->props->dict.entries[i].name != info->opnd_seg_name)
      e[n++] = st->props->dict.entries[i];
  bool added = false;
  for (uint32_t i = 0; i < info->nprops; i++) {
    const CmirPropDef *pd = &info->props[i];
    if (pd->dflt && !pd->optional && !cmir_dict_get(st->props, pd->name) &&
        !(set_seg && pd->name == info->opnd_seg_name)) {
      e[n++] = (CmirNamedAttr){pd->name, pd->dflt};
      added = true;
    }
  }
  if (set_seg) {
    int32_t v[CMIR_MAX_GROUPS];
    for (uint32_t i = 0; i < nseg; i++)
      v[i] = (int32_t)seg[i];
    e[n++] = (CmirNamedAttr){info->opnd_seg_name, cmir_attr_dense_i32_array(st->ctx, nseg, v)};
    added = true;
  }
  if (added)
    st->props = cmir_attr_dict(st->ctx, n, e);
  if (e != small)
    free(e);
}
