/* Region simplification as MLIR's greedy rewrite driver runs it after each
 * sweep (simplifyRegions): unreachable blocks are erased, then a liveness
 * analysis erases dead ops and dead block arguments (with the branch
 * operands that feed them), then blocks with the same successors and the
 * same ops (operands defined outside them may differ and become new block
 * arguments) are merged into the first, and block arguments that receive
 * the same value from every predecessor are replaced by that value.
 * Branches are cf.br, cf.cond_br and cf.switch; other terminators keep
 * their successors' arguments alive and their blocks' arguments as they
 * are. */
#include "transforms/transforms.h"

#include <assert.h>
#include <stdlib.h>
#include <string.h>

typedef CMIR_VEC(CmirBlock *) BlockVec;
typedef CMIR_VEC(CmirOp *) OpVec;

static bool is_branch(const CmirOp *op) {
  return cmir_op_isa(op, CMIR_OP_CF_BR) || cmir_op_isa(op, CMIR_OP_CF_COND_BR) || cmir_op_isa(op, CMIR_OP_CF_SWITCH);
}

static uint32_t succ_index(const CmirBlockUse *u) { return (uint32_t)(u - cmir_op_succs(u->owner)); }

/* Blocks of r reachable from its entry, in post-order (successors in
 * order, a block after all the blocks it reaches first). Marks the blocks
 * in their scratch field: with keep_marks, on return a block's aux is 1 if
 * it was reached, else 0 (the caller clears them: the printer expects
 * them clear); without, every aux is 0 again. */
static void post_order(CmirRegion *r, BlockVec *out, bool keep_marks) {
  if (!r->first)
    return;
  for (CmirBlock *b = r->first; b; b = b->next)
    b->aux = 0;
  typedef struct Frame {
    CmirBlock *b;
    uint32_t next;
  } Frame;
  CMIR_VEC(Frame) stack = {0};
  r->first->aux = 1;
  Frame f0 = {r->first, 0};
  cmir_vec_push(&stack, f0);
  while (stack.len) {
    Frame *f = &stack.data[stack.len - 1];
    CmirOp *t = f->b->last;
    if (t && f->next < t->nsuccs) {
      CmirBlock *s = cmir_op_succs(t)[f->next++].block;
      if (!s->aux) {
        s->aux = 1;
        Frame nf = {s, 0};
        cmir_vec_push(&stack, nf);
      }
      continue;
    }
    cmir_vec_push(out, f->b);
    stack.len--;
  }
  cmir_vec_free(&stack);
  if (!keep_marks)
    for (CmirBlock *b = r->first; b; b = b->next)
      b->aux = 0;
}

/* ---- unreachable blocks ---- */

static bool erase_unreachable(CmirRegion *r) {
  bool changed = false;
  if (!r->first)
    return false;
  BlockVec reach = {0};
  post_order(r, &reach, true); /* aux: 1 if reached */
  BlockVec dead = {0};
  for (CmirBlock *b = r->first; b; b = b->next) {
    if (!b->aux)
      cmir_vec_push(&dead, b);
    b->aux = 0;
  }
  for (uint32_t i = 0; i < dead.len; i++)
    for (CmirOp *o = dead.data[i]->first; o; o = o->next)
      cmir_op_drop_references(o);
  for (uint32_t i = 0; i < dead.len; i++) {
    CmirBlock *b = dead.data[i];
    for (uint32_t a = 0; a < b->nargs; a++)
      while (b->args[a]->uses)
        cmir_op_drop_references(b->args[a]->uses->owner);
    for (CmirOp *o = b->first; o; o = o->next)
      for (uint32_t k = 0; k < o->nresults; k++)
        while (o->results[k].uses)
          cmir_op_drop_references(o->results[k].uses->owner);
    cmir_region_remove(r, b);
    cmir_block_destroy(b);
    changed = true;
  }
  for (CmirBlock *b = r->first; b; b = b->next)
    for (CmirOp *o = b->first; o; o = o->next)
      for (uint32_t k = 0; k < o->nregions; k++)
        changed |= erase_unreachable(&cmir_op_regions(o)[k]);
  cmir_vec_free(&dead);
  cmir_vec_free(&reach);
  return changed;
}

/* ---- liveness (MLIR's runRegionDCE) ---- */

/* Ops and block arguments proven live carry this mark in their scratch
 * field (op->aux, CmirBlockArg.aux), cleared at the end. */
static char live_mark;

typedef CMIR_VEC(CmirValue *) ValueVec;

typedef struct Live {
  OpVec ops;     /* marked ops */
  ValueVec args; /* marked block arguments */
  bool changed;
} Live;

static uintptr_t *arg_mark(CmirValue *v) { return &((CmirBlockArg *)v)->aux; }

static bool op_live(Live *l, const CmirOp *op) {
  (void)l;
  return op->aux == &live_mark;
}

static bool value_live(Live *l, CmirValue *v) {
  CmirOp *d = cmir_value_def(v);
  (void)l;
  return d ? op_live(l, d) : *arg_mark(v) == (uintptr_t)&live_mark;
}

static void set_live_op(Live *l, CmirOp *op) {
  if (op->aux == &live_mark)
    return;
  op->aux = &live_mark;
  cmir_vec_push(&l->ops, op);
  l->changed = true;
}

static void set_live_value(Live *l, CmirValue *v) {
  CmirOp *d = cmir_value_def(v);
  if (d) {
    set_live_op(l, d);
  } else if (*arg_mark(v) != (uintptr_t)&live_mark) {
    *arg_mark(v) = (uintptr_t)&live_mark;
    cmir_vec_push(&l->args, v);
    l->changed = true;
  }
}

static CmirValue *succ_arg(CmirOp *op, uint32_t s, uint32_t pos) {
  CmirBlock *b = cmir_op_succs(op)[s].block;
  return pos < b->nargs ? b->args[pos] : NULL;
}

/* The block argument a branch operand is forwarded to, or NULL. A
 * cf.switch's case operands are found in one walk over its
 * case_operand_segments, not a look-up per case (each of which sums the
 * segments before it: a switch of 1000 cases took 1.6 G instructions). */
static CmirValue *forwarded_arg(const CmirUse *use) {
  CmirOp *op = use->owner;
  if (!is_branch(op))
    return NULL;
  uint32_t idx = (uint32_t)(use - op->opnds), start, n;
  const CmirAttr *cs = op->nsuccs > 1 ? cmir_op_get_prop(op, "case_operand_segments") : NULL;
  for (uint32_t s = 0; s < op->nsuccs; s++) {
    cmir_op_successor_operands(op, s, &start, &n);
    if (idx >= start && idx < start + n)
      return succ_arg(op, s, idx - start);
    if (s == 1 && cs && cs->kind == CMIR_ATTR_DENSE_ARRAY && cs->darr.n &&
        cs->darr.elem->kind == CMIR_TYPE_INTEGER && cs->darr.elem->integer.width == 32) {
      /* case k + 1's operands follow case k's */
      const int32_t *seg = cs->darr.data;
      for (uint32_t k = 1; k < cs->darr.n && k + 1 < op->nsuccs && seg[k - 1] >= 0; k++) {
        start += (uint32_t)seg[k - 1];
        if (seg[k] < 0 || start + (uint32_t)seg[k] > op->nopnds)
          break;
        if (idx >= start && idx < start + (uint32_t)seg[k])
          return succ_arg(op, k + 1, idx - start);
      }
      return NULL;
    }
  }
  return NULL;
}

static void process_value(Live *l, CmirValue *v) {
  if (value_live(l, v))
    return;
  for (CmirUse *u = v->uses; u; u = u->next) {
    CmirValue *arg = forwarded_arg(u);
    if (arg && !value_live(l, arg))
      continue; /* feeds a dead block argument */
    if (op_live(l, u->owner)) {
      set_live_value(l, v);
      return;
    }
  }
}

static bool would_be_dead(const CmirOp *op) {
  if (!op->info->def || (op->info->traits & CMIR_TRAIT_TERMINATOR) || op->nregions)
    return false;
  return (op->info->traits & (CMIR_TRAIT_PURE | CMIR_TRAIT_ALLOC)) != 0;
}

/* The regions under root with their reachable blocks in post-order,
 * computed once for the liveness fixpoint. */
typedef struct RegionOrder {
  CmirRegion *r;
  BlockVec blocks;
} RegionOrder;
typedef CMIR_VEC(RegionOrder) RegionOrders;

static void collect_orders(CmirRegion *r, RegionOrders *out) {
  RegionOrder ro = {r, {0}};
  post_order(r, &ro.blocks, false);
  for (uint32_t i = 0; i < ro.blocks.len; i++)
    for (CmirOp *o = ro.blocks.data[i]->first; o; o = o->next)
      for (uint32_t k = 0; k < o->nregions; k++)
        if (cmir_op_regions(o)[k].first)
          collect_orders(&cmir_op_regions(o)[k], out);
  cmir_vec_push(out, ro);
}

static void propagate_op(Live *l, CmirOp *op) {
  if (op->info->traits & CMIR_TRAIT_TERMINATOR || (op->nsuccs && !op->info->def)) {
    set_live_op(l, op);
    if (!is_branch(op))
      for (uint32_t s = 0; s < op->nsuccs; s++) {
        CmirBlock *b = cmir_op_succs(op)[s].block;
        for (uint32_t a = 0; a < b->nargs; a++)
          set_live_value(l, b->args[a]);
      }
    return;
  }
  if (op_live(l, op))
    return;
  if (!would_be_dead(op)) {
    set_live_op(l, op);
    return;
  }
  for (uint32_t i = 0; i < op->nresults; i++)
    process_value(l, &op->results[i]);
}

/* One sweep over every region, inner regions first. */
static void propagate_all(Live *l, RegionOrders *orders) {
  for (uint32_t k = 0; k < orders->len; k++) {
    RegionOrder *ro = &orders->data[k];
    for (uint32_t i = 0; i < ro->blocks.len; i++) {
      CmirBlock *b = ro->blocks.data[i];
      for (CmirOp *o = b->last; o; o = o->prev)
        propagate_op(l, o);
      if (b == ro->r->first)
        continue;
      for (uint32_t a = 0; a < b->nargs; a++)
        if (!value_live(l, b->args[a]))
          process_value(l, b->args[a]);
    }
  }
}

/* Changes the operands op forwards to successor s: removes the one at idx
 * (n_add == 0) or appends add[0..n_add). Segment properties follow. */
static void edit_succ_operands(CmirOp *op, uint32_t s, uint32_t idx, uint32_t n_add,
                               CmirValue *const *add) {
  CmirContext *ctx = cmir_op_context(op);
  uint32_t start, n;
  cmir_op_successor_operands(op, s, &start, &n);
  uint32_t pos = n_add ? start + n : start + idx; /* first changed position */
  CmirValue **vals = cmir_xmalloc(sizeof *vals * (op->nopnds + n_add + 1));
  uint32_t k = 0;
  for (uint32_t i = 0; i < op->nopnds; i++) {
    if (n_add && i == pos)
      for (uint32_t j = 0; j < n_add; j++)
        vals[k++] = add[j];
    if (!n_add && i == pos)
      continue;
    vals[k++] = op->opnds[i].value;
  }
  if (n_add && pos == op->nopnds)
    for (uint32_t j = 0; j < n_add; j++)
      vals[k++] = add[j];
  int32_t delta = n_add ? (int32_t)n_add : -1;
  const CmirAttr *seg = cmir_op_get_prop(op, "operandSegmentSizes");
  if (seg && seg->kind == CMIR_ATTR_DENSE_ARRAY && seg->darr.n <= 8) {
    int32_t v[8];
    memcpy(v, seg->darr.data, sizeof(int32_t) * seg->darr.n);
    /* cf.cond_br: (condition, true operands, false operands); cf.switch:
     * (flag, default operands, case operands). */
    uint32_t g = cmir_op_isa(op, CMIR_OP_CF_COND_BR) ? 1 + s : (s == 0 ? 1 : 2);
    if (g < seg->darr.n)
      v[g] += delta;
    cmir_op_set_prop(op, "operandSegmentSizes", cmir_attr_dense_i32_array(ctx, seg->darr.n, v));
  }
  const CmirAttr *cs = s ? cmir_op_get_prop(op, "case_operand_segments") : NULL;
  if (cs && cs->kind == CMIR_ATTR_DENSE_ARRAY && s - 1 < cs->darr.n) {
    int32_t *v = cmir_xmalloc(sizeof(int32_t) * cs->darr.n);
    memcpy(v, cs->darr.data, sizeof(int32_t) * cs->darr.n);
    v[s - 1] += delta;
    cmir_op_set_prop(op, "case_operand_segments", cmir_attr_dense_i32_array(ctx, cs->darr.n, v));
    free(v);
  }
  cmir_op_set_operands(op, k, vals);
  free(vals);
}

static void erase_succ_operand(CmirOp *op, uint32_t s, uint32_t idx) {
  edit_succ_operands(op, s, idx, 0, NULL);
}

/* One edit of successor operands: append add[0..n) to those op forwards
 * to successor s. */
typedef struct SuccAppend {
  CmirOp *op;
  uint32_t s;
  CmirValue *const *add;
} SuccAppend;

static int cmp_append(const void *a, const void *b) {
  const SuccAppend *x = a, *y = b;
  if (x->op != y->op)
    return (uintptr_t)x->op < (uintptr_t)y->op ? -1 : 1;
  return (x->s > y->s) - (x->s < y->s);
}

/* Applies the edits e[0..ne), all of one op and distinct successors, sorted
 * by successor, each appending n values: the operand list and segment
 * properties are rebuilt once, not once per successor (a cf.switch whose
 * cases all gain an argument). */
static void append_succ_operands(SuccAppend *e, uint32_t ne, uint32_t n) {
  CmirOp *op = e[0].op;
  CmirContext *ctx = cmir_op_context(op);
  uint32_t ns = op->nsuccs;
  uint32_t *start = cmir_xmalloc(sizeof(uint32_t) * 2 * (ns ? ns : 1)), *cnt = start + ns;
  cmir_op_successor_ranges(op, start, cnt);
  CmirValue **vals = cmir_xmalloc(sizeof *vals * (op->nopnds + (size_t)ne * n + 1));
  uint32_t k = 0, next = 0;
  for (uint32_t i = 0; i <= op->nopnds; i++) {
    /* successor ranges are in successor order: insert where each ends */
    while (next < ne && start[e[next].s] + cnt[e[next].s] == i) {
      for (uint32_t j = 0; j < n; j++)
        vals[k++] = e[next].add[j];
      next++;
    }
    if (i < op->nopnds)
      vals[k++] = op->opnds[i].value;
  }
  assert(next == ne);
  const CmirAttr *seg = cmir_op_get_prop(op, "operandSegmentSizes");
  if (seg && seg->kind == CMIR_ATTR_DENSE_ARRAY && seg->darr.n <= 8) {
    int32_t v[8];
    memcpy(v, seg->darr.data, sizeof(int32_t) * seg->darr.n);
    bool cond = cmir_op_isa(op, CMIR_OP_CF_COND_BR);
    for (uint32_t i = 0; i < ne; i++) {
      uint32_t g = cond ? 1 + e[i].s : (e[i].s == 0 ? 1 : 2);
      if (g < seg->darr.n)
        v[g] += (int32_t)n;
    }
    cmir_op_set_prop(op, "operandSegmentSizes", cmir_attr_dense_i32_array(ctx, seg->darr.n, v));
  }
  const CmirAttr *cs = ns > 1 ? cmir_op_get_prop(op, "case_operand_segments") : NULL;
  if (cs && cs->kind == CMIR_ATTR_DENSE_ARRAY) {
    int32_t *v = cmir_xmalloc(sizeof(int32_t) * (cs->darr.n + 1));
    memcpy(v, cs->darr.data, sizeof(int32_t) * cs->darr.n);
    for (uint32_t i = 0; i < ne; i++)
      if (e[i].s && e[i].s - 1 < cs->darr.n)
        v[e[i].s - 1] += (int32_t)n;
    cmir_op_set_prop(op, "case_operand_segments", cmir_attr_dense_i32_array(ctx, cs->darr.n, v));
    free(v);
  }
  cmir_op_set_operands(op, k, vals);
  free(vals);
  free(start);
}

static bool delete_dead(Live *l, CmirRegion *r) {
  bool changed = false;
  if (!r->first)
    return false;
  bool single = r->first == r->last;
  BlockVec order = {0};
  post_order(r, &order, false);
  OpVec dead = {0};
  for (uint32_t i = 0; i < order.len; i++) {
    CmirBlock *b = order.data[i];
    CmirOp *t = b->last;
    if (!single && t && is_branch(t)) {
      /* erasing from the last successor on leaves the earlier ranges */
      uint32_t *start = cmir_xmalloc(sizeof(uint32_t) * 2 * t->nsuccs), *cnt = start + t->nsuccs;
      cmir_op_successor_ranges(t, start, cnt);
      for (uint32_t s = t->nsuccs; s-- > 0;) {
        CmirBlock *succ = cmir_op_succs(t)[s].block;
        for (uint32_t a = cnt[s]; a-- > 0;)
          if (a < succ->nargs && !value_live(l, succ->args[a])) {
            erase_succ_operand(t, s, a);
            changed = true;
          }
      }
      free(start);
    }
    for (CmirOp *o = b->last; o; o = o->prev) {
      if (!op_live(l, o))
        cmir_vec_push(&dead, o);
      else
        for (uint32_t k = 0; k < o->nregions; k++)
          changed |= delete_dead(l, &cmir_op_regions(o)[k]);
    }
  }
  for (uint32_t i = 0; i < dead.len; i++)
    cmir_op_drop_references(dead.data[i]);
  for (uint32_t i = 0; i < dead.len; i++) {
    CmirOp *o = dead.data[i];
    for (uint32_t k = 0; k < o->nresults; k++)
      while (o->results[k].uses)
        cmir_op_drop_references(o->results[k].uses->owner);
    cmir_op_erase(o);
    changed = true;
  }
  for (CmirBlock *b = r->first ? r->first->next : NULL; b; b = b->next)
    for (uint32_t a = b->nargs; a-- > 0;)
      if (!value_live(l, b->args[a]) && !b->args[a]->uses) {
        cmir_block_erase_arg(b, a);
        changed = true;
      }
  cmir_vec_free(&dead);
  cmir_vec_free(&order);
  return changed;
}

static bool region_dce(CmirRegion *r) {
  Live l = {{0}, {0}, false};
  RegionOrders orders = {0};
  if (r->first)
    collect_orders(r, &orders);
  do {
    l.changed = false;
    propagate_all(&l, &orders);
  } while (l.changed);
  for (uint32_t i = 0; i < orders.len; i++)
    cmir_vec_free(&orders.data[i].blocks);
  cmir_vec_free(&orders);
  bool changed = delete_dead(&l, r);
  for (uint32_t i = 0; i < l.ops.len; i++)
    l.ops.data[i]->aux = NULL; /* live ops and arguments are never erased */
  for (uint32_t i = 0; i < l.args.len; i++)
    *arg_mark(l.args.data[i]) = 0;
  cmir_vec_free(&l.ops);
  cmir_vec_free(&l.args);
  return changed;
}

/* ---- redundant block arguments (MLIR 19's dropRedundantArguments) ---- */

static bool drop_redundant_args(CmirBlock *b) {
  bool changed = false;
  for (uint32_t a = b->nargs; a-- > 0;) {
    CmirValue *common = NULL;
    bool same = true;
    for (CmirBlockUse *p = b->preds; p && same; p = p->next) {
      if (!is_branch(p->owner)) {
        same = false;
        break;
      }
      uint32_t start, n;
      cmir_op_successor_operands(p->owner, succ_index(p), &start, &n);
      if (a >= n) {
        same = false;
        break;
      }
      CmirValue *v = p->owner->opnds[start + a].value;
      if (!common)
        common = v;
      else if (v != common)
        same = false;
    }
    if (!common || !same || common == b->args[a])
      continue;
    cmir_value_replace_all_uses(b->args[a], common);
    for (CmirBlockUse *p = b->preds; p; p = p->next)
      erase_succ_operand(p->owner, succ_index(p), a);
    cmir_block_erase_arg(b, a);
    changed = true;
  }
  return changed;
}

static bool drop_redundant(CmirRegion *r) {
  bool changed = false;
  for (CmirBlock *b = r->first; b; b = b->next) {
    changed |= drop_redundant_args(b);
    for (CmirOp *o = b->first; o; o = o->next)
      for (uint32_t k = 0; k < o->nregions; k++)
        changed |= drop_redundant(&cmir_op_regions(o)[k]);
  }
  return changed;
}

/* ---- identical blocks (MLIR's mergeIdenticalBlocks) ---- */

/* Position of v among the values block b defines (arguments first, then
 * results in order). */
static uint32_t order_of(CmirBlock *b, CmirValue *v) {
  CmirOp *d = cmir_value_def(v);
  if (!d) {
    for (uint32_t a = 0; a < b->nargs; a++)
      if (b->args[a] == v)
        return a;
    return UINT32_MAX;
  }
  uint32_t n = b->nargs;
  for (CmirOp *o = b->first; o; o = o->next) {
    if (o == d)
      return n + (uint32_t)(v - o->results);
    n += o->nresults;
  }
  return UINT32_MAX;
}

static bool used_outside(CmirValue *v, CmirBlock *b) {
  for (CmirUse *u = v->uses; u; u = u->next)
    if (u->owner->block != b)
      return true;
  return false;
}

static bool op_used_outside(CmirOp *op, CmirBlock *b) {
  for (uint32_t i = 0; i < op->nresults; i++)
    if (used_outside(&op->results[i], b))
      return true;
  return false;
}

static bool same_op_shape(const CmirOp *a, const CmirOp *b) {
  if (a->info != b->info || a->props != b->props || a->attrs != b->attrs ||
      a->nresults != b->nresults || a->nopnds != b->nopnds || a->nsuccs != b->nsuccs ||
      a->nregions != b->nregions)
    return false;
  for (uint32_t i = 0; i < a->nresults; i++)
    if (a->results[i].type != b->results[i].type)
      return false;
  for (uint32_t i = 0; i < a->nopnds; i++)
    if (a->opnds[i].value->type != b->opnds[i].value->type)
      return false;
  return true;
}

static bool is_pred(CmirBlock *b, CmirBlock *p) {
  for (CmirBlockUse *u = b->preds; u; u = u->next)
    if (u->owner->block == p)
      return true;
  return false;
}

/* An external operand defined by the terminator of a predecessor of b
 * cannot become a successor operand. */
static bool valid_successor_arg(CmirBlock *b, CmirValue *v) {
  CmirOp *d = cmir_value_def(v);
  CmirBlock *vb = cmir_value_block(v);
  if (!d || !vb || d != vb->last)
    return true;
  return !is_pred(b, vb);
}

typedef struct Mismatch {
  uint32_t op, operand;
} Mismatch;

typedef struct Cluster {
  CmirBlock *leader;
  BlockVec blocks;
  CMIR_VEC(Mismatch) operands; /* sorted, unique */
} Cluster;

static void add_mismatch(Cluster *c, Mismatch m) {
  uint32_t i = 0;
  while (i < c->operands.len && (c->operands.data[i].op < m.op ||
                                 (c->operands.data[i].op == m.op &&
                                  c->operands.data[i].operand < m.operand)))
    i++;
  if (i < c->operands.len && c->operands.data[i].op == m.op &&
      c->operands.data[i].operand == m.operand)
    return;
  cmir_vec_push(&c->operands, m);
  memmove(&c->operands.data[i + 1], &c->operands.data[i],
          sizeof(Mismatch) * (c->operands.len - 1 - i));
  c->operands.data[i] = m;
}

static bool add_to_cluster(Cluster *c, CmirBlock *b) {
  CmirBlock *l = c->leader;
  if (l->nargs != b->nargs)
    return false;
  for (uint32_t a = 0; a < l->nargs; a++)
    if (l->args[a]->type != b->args[a]->type)
      return false;
  CMIR_VEC(Mismatch) mis = {0};
  CmirOp *x = l->first, *y = b->first;
  uint32_t opi = 0;
  bool ok = true;
  for (; ok && x && y; x = x->next, y = y->next, opi++) {
    if (!same_op_shape(x, y)) {
      ok = false;
      break;
    }
    for (uint32_t k = 0; k < x->nopnds && ok; k++) {
      CmirValue *lv = x->opnds[k].value, *rv = y->opnds[k].value;
      if (lv == rv)
        continue;
      bool lin = cmir_value_block(lv) == l, rin = cmir_value_block(rv) == b;
      if (lin != rin) {
        ok = false;
      } else if (!lin) {
        if (!valid_successor_arg(l, lv) || !valid_successor_arg(b, rv))
          ok = false;
        else {
          Mismatch m = {opi, k};
          cmir_vec_push(&mis, m);
        }
      } else if (order_of(l, lv) != order_of(b, rv)) {
        ok = false;
      }
    }
    if (ok && (op_used_outside(y, b) || op_used_outside(x, l)))
      ok = false;
  }
  if (x || y)
    ok = false;
  if (ok) {
    for (uint32_t i = 0; i < mis.len; i++)
      add_mismatch(c, mis.data[i]);
    cmir_vec_push(&c->blocks, b);
  }
  cmir_vec_free(&mis);
  return ok;
}

static bool preds_are_branches(CmirBlock *b) {
  for (CmirBlockUse *u = b->preds; u; u = u->next)
    if (!is_branch(u->owner))
      return false;
  return true;
}

static CmirOp *nth_op(CmirBlock *b, uint32_t n) {
  CmirOp *o = b->first;
  while (o && n--)
    o = o->next;
  return o;
}

static bool merge_cluster(Cluster *c) {
  if (!c->blocks.len)
    return false;
  CmirBlock *l = c->leader;
  uint32_t nb = c->blocks.len + 1, nm = c->operands.len;
  if (nm) {
    if (!preds_are_branches(l))
      return false;
    for (uint32_t i = 0; i < c->blocks.len; i++)
      if (!preds_are_branches(c->blocks.data[i]))
        return false;
    /* new[i][k]: the value block i passes for mismatched operand k */
    CmirValue **nv = cmir_xmalloc(sizeof *nv * nb * nm);
    uint32_t nold = l->nargs;
    for (uint32_t k = 0; k < nm; k++) {
      Mismatch m = c->operands.data[k];
      for (uint32_t i = 0; i < nb; i++) {
        CmirBlock *b = i ? c->blocks.data[i - 1] : l;
        CmirOp *o = nth_op(b, m.op);
        CmirValue *v = o->opnds[m.operand].value;
        nv[i * nm + k] = v;
        if (!i) {
          CmirValue *arg = cmir_block_add_arg(l, v->type);
          CmirOp *d = cmir_value_def(v);
          CmirLoc loc = d ? d->loc : (CmirLoc){0};
          if (!d) {
            CmirBlock *vb = cmir_value_block(v);
            for (uint32_t a = 0; vb && a < vb->nargs; a++)
              if (vb->args[a] == v)
                loc = cmir_block_arg_loc(vb, a);
          }
          if (cmir_loc_known(loc))
            cmir_block_set_arg_loc(l, l->nargs - 1, loc);
          cmir_op_set_operand(o, m.operand, arg);
        }
      }
    }
    /* pruneRedundantArguments: a column repeating an earlier one in every
     * block's list is dropped (compared with the first occurrence in list 0). */
    bool *drop = cmir_xcalloc(nm ? nm : 1, sizeof *drop);
    uint32_t *repl = cmir_xcalloc(nm ? nm : 1, sizeof *repl);
    for (uint32_t j = 0; j < nm; j++) {
      uint32_t k = 0;
      while (nv[k] != nv[j])
        k++;
      if (k == j)
        continue;
      bool same = true;
      for (uint32_t i = 1; i < nb && same; i++)
        same = nv[i * nm + k] == nv[i * nm + j];
      if (same) {
        drop[j] = true;
        repl[j] = k;
      }
    }
    for (uint32_t j = 0; j < nm; j++)
      if (drop[j])
        cmir_value_replace_all_uses(l->args[nold + j], l->args[nold + repl[j]]);
    for (uint32_t j = nm; j-- > 0;)
      if (drop[j])
        cmir_block_erase_arg(l, nold + j);
    /* lists[i]: the values block i's predecessors now pass */
    CmirValue **lists = cmir_xmalloc(sizeof *lists * nb * nm);
    uint32_t n = 0;
    CMIR_VEC(SuccAppend) edits = {0};
    for (uint32_t i = 0; i < nb; i++) {
      CmirBlock *b = i ? c->blocks.data[i - 1] : l;
      n = 0;
      for (uint32_t j = 0; j < nm; j++)
        if (!drop[j])
          lists[i * nm + n++] = nv[i * nm + j];
      for (CmirBlockUse *u = b->preds; u; u = u->next) {
        SuccAppend e = {u->owner, succ_index(u), &lists[i * nm]};
        cmir_vec_push(&edits, e);
      }
    }
    /* each predecessor op is rebuilt once, with all its successors' edits */
    if (edits.len)
      qsort(edits.data, edits.len, sizeof *edits.data, cmp_append);
    for (uint32_t a = 0, z; a < edits.len; a = z) {
      for (z = a + 1; z < edits.len && edits.data[z].op == edits.data[a].op;)
        z++;
      append_succ_operands(&edits.data[a], z - a, n);
    }
    cmir_vec_free(&edits);
    free(lists);
    free(drop);
    free(repl);
    free(nv);
  }
  for (uint32_t i = 0; i < c->blocks.len; i++) {
    CmirBlock *b = c->blocks.data[i];
    while (b->preds) {
      CmirBlockUse *u = b->preds;
      cmir_op_set_successor(u->owner, succ_index(u), l);
    }
    for (CmirOp *o = b->first; o; o = o->next)
      cmir_op_drop_references(o);
    cmir_region_remove(b->parent, b);
    cmir_block_destroy(b);
  }
  return true;
}

static bool same_succs(const CmirBlock *a, const CmirBlock *b) {
  const CmirOp *x = a->last, *y = b->last;
  uint32_t nx = x ? x->nsuccs : 0, ny = y ? y->nsuccs : 0;
  if (nx != ny)
    return false;
  for (uint32_t i = 0; i < nx; i++)
    if (cmir_op_succs(x)[i].block != cmir_op_succs(y)[i].block)
      return false;
  return true;
}

static bool block_mergeable(CmirBlock *b) {
  for (CmirOp *o = b->first; o; o = o->next)
    for (uint32_t i = 0; i < o->nregions; i++)
      if (cmir_op_regions(o)[i].first)
        return false;
  for (uint32_t a = 0; a < b->nargs; a++)
    if (used_outside(b->args[a], b))
      return false;
  return true;
}

/* A hash of b's successor list: blocks with the same successors share it. */
static uint64_t succs_hash(const CmirBlock *b) {
  const CmirOp *t = b->last;
  uint32_t n = t ? t->nsuccs : 0;
  uint64_t h = cmir_hash_mix(0x5cc, n);
  for (uint32_t i = 0; i < n; i++)
    h = cmir_hash_mix(h, (uint64_t)(uintptr_t)cmir_op_succs(t)[i].block);
  return h;
}

/* A hash of what add_to_cluster requires to be equal (arguments' types, and
 * each op's name, properties, attributes, counts and types): blocks whose
 * hashes differ never join a cluster together. */
static uint64_t shape_hash(const CmirBlock *b) {
  uint64_t h = cmir_hash_mix(0x5a9e, b->nargs);
  for (uint32_t a = 0; a < b->nargs; a++)
    h = cmir_hash_mix(h, (uint64_t)(uintptr_t)b->args[a]->type);
  for (const CmirOp *o = b->first; o; o = o->next) {
    h = cmir_hash_mix(h, (uint64_t)(uintptr_t)o->info);
    h = cmir_hash_mix(h, (uint64_t)(uintptr_t)o->props);
    h = cmir_hash_mix(h, (uint64_t)(uintptr_t)o->attrs);
    h = cmir_hash_mix(h, ((uint64_t)o->nresults << 48) ^ ((uint64_t)o->nopnds << 24) ^
                             ((uint64_t)o->nsuccs << 8) ^ o->nregions);
    for (uint32_t i = 0; i < o->nresults; i++)
      h = cmir_hash_mix(h, (uint64_t)(uintptr_t)o->results[i].type);
    for (uint32_t i = 0; i < o->nopnds; i++)
      h = cmir_hash_mix(h, (uint64_t)(uintptr_t)o->opnds[i].value->type);
  }
  return h;
}

/* Indices (into merge_region's block list, or a cluster list) filed under
 * 64-bit hashes, each hash's in filing order: an open-addressing table of
 * the hashes over one array of list nodes, so filing allocates nothing per
 * hash (a chain of 200k blocks files 200k hashes of one block each). */
typedef struct HashSlot {
  uint64_t hash;
  uint32_t head, tail; /* 1 + node index; head 0: an empty slot */
} HashSlot;
typedef struct HashNode {
  uint32_t idx, next; /* next: 1 + node index, 0 at the end */
} HashNode;
typedef struct HashLists {
  HashSlot *slots;
  uint32_t mask, used;
  CMIR_VEC(HashNode) nodes;
} HashLists;

static void hl_init(HashLists *t, uint32_t n) {
  uint32_t cap = 16;
  while (cap < 2 * n)
    cap *= 2;
  t->slots = cmir_xcalloc(cap, sizeof *t->slots);
  t->mask = cap - 1;
  t->used = 0;
  memset(&t->nodes, 0, sizeof t->nodes);
}

static void hl_free(HashLists *t) {
  free(t->slots);
  cmir_vec_free(&t->nodes);
}

static HashSlot *hl_slot(const HashLists *t, uint64_t h) {
  uint32_t i = (uint32_t)(h ^ (h >> 32)) & t->mask;
  while (t->slots[i].head && t->slots[i].hash != h)
    i = (i + 1) & t->mask;
  return &t->slots[i];
}

/* 1 + the index of the first node filed under h, 0 if none. */
static uint32_t hl_first(const HashLists *t, uint64_t h) { return hl_slot(t, h)->head; }

static void hl_add(HashLists *t, uint64_t h, uint32_t idx) {
  if (2 * (t->used + 1) > t->mask + 1) {
    HashLists g = {cmir_xcalloc(2 * (size_t)(t->mask + 1), sizeof *g.slots), 2 * t->mask + 1,
                   t->used, t->nodes};
    for (uint32_t i = 0; i <= t->mask; i++)
      if (t->slots[i].head)
        *hl_slot(&g, t->slots[i].hash) = t->slots[i];
    free(t->slots);
    *t = g;
  }
  HashNode n = {idx, 0};
  cmir_vec_push(&t->nodes, n);
  uint32_t k = t->nodes.len;
  HashSlot *sl = hl_slot(t, h);
  if (!sl->head) {
    *sl = (HashSlot){h, k, k};
    t->used++;
  } else {
    t->nodes.data[sl->tail - 1].next = k;
    sl->tail = k;
  }
}

static int cmp_u32(const void *a, const void *b) {
  uint32_t x = *(const uint32_t *)a, y = *(const uint32_t *)b;
  return (x > y) - (x < y);
}

/* One round of merging: each block not yet grouped, in region order, with
 * every later one that has the same successors now. The groups are found
 * through a table by successor list, not by comparing all pairs (a chain
 * of 200k blocks has 200k groups of one); when a merge redirects a block's
 * branches, that block is filed again under its new successors. */
static bool merge_region(CmirRegion *r) {
  if (!r->first || r->first == r->last)
    return false;
  bool merged = false;
  BlockVec rest = {0};
  r->first->aux = 0;
  for (CmirBlock *b = r->first->next; b; b = b->next) {
    cmir_vec_push(&rest, b);
    b->aux = rest.len; /* 1 + its index in rest */
  }
  bool *done = cmir_xcalloc(rest.len + 1, sizeof *done);
  uint64_t *sh = cmir_xmalloc(sizeof *sh * (rest.len + 1)); /* successor hash of each */
  HashLists by_succs;
  hl_init(&by_succs, rest.len);
  for (uint32_t i = 0; i < rest.len; i++)
    hl_add(&by_succs, sh[i] = succs_hash(rest.data[i]), i);
  cmir_steps.block_merge += rest.len;
  CMIR_VEC(uint32_t) members = {0};
  CMIR_VEC(uint32_t) touched = {0};
  for (uint32_t i = 0; i < rest.len; i++) {
    if (done[i])
      continue;
    members.len = 0;
    for (uint32_t k = hl_first(&by_succs, sh[i]); k; k = by_succs.nodes.data[k - 1].next) {
      uint32_t j = by_succs.nodes.data[k - 1].idx;
      cmir_steps.block_merge++;
      if (j >= i && !done[j] && same_succs(rest.data[i], rest.data[j])) {
        done[j] = true;
        cmir_vec_push(&members, j);
      }
    }
    if (members.len < 2)
      continue;
    qsort(members.data, members.len, sizeof(uint32_t), cmp_u32);
    CMIR_VEC(Cluster) clusters = {0};
    HashLists by_shape; /* shape hash -> indices of clusters */
    hl_init(&by_shape, members.len);
    for (uint32_t g = 0; g < members.len; g++) {
      CmirBlock *b = rest.data[members.data[g]];
      if (!block_mergeable(b))
        continue;
      uint64_t h = shape_hash(b);
      bool added = false;
      for (uint32_t k = hl_first(&by_shape, h); k && !added; k = by_shape.nodes.data[k - 1].next) {
        cmir_steps.block_merge++;
        added = add_to_cluster(&clusters.data[by_shape.nodes.data[k - 1].idx], b);
      }
      if (!added) {
        Cluster nc = {b, {0}, {0}};
        cmir_vec_push(&clusters, nc);
        hl_add(&by_shape, h, clusters.len - 1);
      }
    }
    hl_free(&by_shape);
    for (uint32_t c = 0; c < clusters.len; c++) {
      /* the blocks whose branches a merge redirects to the leader */
      touched.len = 0;
      for (uint32_t m = 0; m < clusters.data[c].blocks.len; m++)
        for (CmirBlockUse *u = clusters.data[c].blocks.data[m]->preds; u; u = u->next)
          if (u->owner->block && u->owner->block->aux && u->owner->block->parent == r)
            cmir_vec_push(&touched, u->owner->block->aux - 1);
      if (merge_cluster(&clusters.data[c])) {
        merged = true;
        for (uint32_t t = 0; t < touched.len; t++) {
          uint32_t j = touched.data[t];
          if (!done[j])
            hl_add(&by_succs, sh[j] = succs_hash(rest.data[j]), j);
        }
      }
      cmir_vec_free(&clusters.data[c].blocks);
      cmir_vec_free(&clusters.data[c].operands);
    }
    cmir_vec_free(&clusters);
  }
  cmir_vec_free(&members);
  cmir_vec_free(&touched);
  hl_free(&by_succs);
  free(sh);
  for (CmirBlock *b = r->first; b; b = b->next)
    b->aux = 0; /* the printer expects it clear */
  free(done);
  cmir_vec_free(&rest);
  return merged;
}

static bool merge_identical(CmirRegion *r) {
  bool changed = false;
  while (merge_region(r))
    changed = true;
  for (CmirBlock *b = r->first; b; b = b->next)
    for (CmirOp *o = b->first; o; o = o->next)
      for (uint32_t k = 0; k < o->nregions; k++)
        changed |= merge_identical(&cmir_op_regions(o)[k]);
  return changed;
}

bool cmir_simplify_regions(CmirOp *root) {
  bool changed = false;
  for (uint32_t i = 0; i < root->nregions; i++)
    changed |= erase_unreachable(&cmir_op_regions(root)[i]);
  for (uint32_t i = 0; i < root->nregions; i++)
    changed |= region_dce(&cmir_op_regions(root)[i]);
  for (uint32_t i = 0; i < root->nregions; i++)
    changed |= merge_identical(&cmir_op_regions(root)[i]);
  for (uint32_t i = 0; i < root->nregions; i++)
    changed |= drop_redundant(&cmir_op_regions(root)[i]);
  return changed;
}

bool cmir_simplify_regions_normal(CmirOp *root) {
  bool changed = false;
  for (uint32_t i = 0; i < root->nregions; i++)
    changed |= erase_unreachable(&cmir_op_regions(root)[i]);
  for (uint32_t i = 0; i < root->nregions; i++)
    changed |= region_dce(&cmir_op_regions(root)[i]);
  return changed;
}
