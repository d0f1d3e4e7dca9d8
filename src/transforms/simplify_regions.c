/* Region simplification as MLIR's greedy rewrite driver runs it after each
 * sweep (simplifyRegions): unreachable blocks are erased, then a liveness
 * analysis erases dead ops and dead block arguments (with the branch
 * operands that feed them), then block arguments that receive the same value
 * from every predecessor are replaced by that value. Identical blocks are
 * not merged. Branches are cf.br, cf.cond_br and cf.switch; other
 * terminators keep their successors' arguments alive. */
#include "transforms/transforms.h"

#include <stdlib.h>

typedef CMIR_VEC(CmirBlock *) BlockVec;
typedef CMIR_VEC(CmirOp *) OpVec;

static uint64_t ptr_hash(const void *p) { return cmir_hash_mix(0x51e7, (uint64_t)(uintptr_t)p); }
static bool ptr_eq(const void *item, const void *key) { return item == key; }

static bool set_has(const CmirHtab *s, const void *p) {
  return cmir_htab_find(s, ptr_hash(p), ptr_eq, p) != NULL;
}

/* Inserts p; true if it was not there. */
static bool set_add(CmirHtab *s, void *p) {
  uint64_t h = ptr_hash(p);
  if (cmir_htab_find(s, h, ptr_eq, p))
    return false;
  cmir_htab_insert(s, h, p);
  return true;
}

static bool is_branch(const CmirOp *op) {
  return cmir_op_is(op, "cf.br") || cmir_op_is(op, "cf.cond_br") || cmir_op_is(op, "cf.switch");
}

static uint32_t succ_index(const CmirBlockUse *u) { return (uint32_t)(u - u->owner->succs); }

/* Blocks of r reachable from its entry, in post-order (successors in
 * order, a block after all the blocks it reaches first). */
static void post_order(CmirRegion *r, BlockVec *out) {
  if (!r->first)
    return;
  CmirHtab seen;
  cmir_htab_init(&seen, 16);
  typedef struct Frame {
    CmirBlock *b;
    uint32_t next;
  } Frame;
  CMIR_VEC(Frame) stack = {0};
  set_add(&seen, r->first);
  Frame f0 = {r->first, 0};
  cmir_vec_push(&stack, f0);
  while (stack.len) {
    Frame *f = &stack.data[stack.len - 1];
    CmirOp *t = f->b->last;
    if (t && f->next < t->nsuccs) {
      CmirBlock *s = t->succs[f->next++].block;
      if (set_add(&seen, s)) {
        Frame nf = {s, 0};
        cmir_vec_push(&stack, nf);
      }
      continue;
    }
    cmir_vec_push(out, f->b);
    stack.len--;
  }
  cmir_vec_free(&stack);
  cmir_htab_free(&seen);
}

/* ---- unreachable blocks ---- */

static bool erase_unreachable(CmirRegion *r) {
  bool changed = false;
  if (!r->first)
    return false;
  BlockVec reach = {0};
  post_order(r, &reach);
  CmirHtab live;
  cmir_htab_init(&live, 16);
  for (uint32_t i = 0; i < reach.len; i++)
    set_add(&live, reach.data[i]);
  BlockVec dead = {0};
  for (CmirBlock *b = r->first; b; b = b->next)
    if (!set_has(&live, b))
      cmir_vec_push(&dead, b);
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
        changed |= erase_unreachable(&o->regions[k]);
  cmir_vec_free(&dead);
  cmir_vec_free(&reach);
  cmir_htab_free(&live);
  return changed;
}

/* ---- liveness (MLIR's runRegionDCE) ---- */

typedef struct Live {
  CmirHtab ops, args; /* proven live */
  bool changed;
} Live;

static bool op_live(Live *l, const CmirOp *op) { return set_has(&l->ops, op); }

static bool value_live(Live *l, CmirValue *v) {
  CmirOp *d = cmir_value_def(v);
  return d ? op_live(l, d) : set_has(&l->args, v);
}

static void set_live_op(Live *l, CmirOp *op) { l->changed |= set_add(&l->ops, op); }

static void set_live_value(Live *l, CmirValue *v) {
  CmirOp *d = cmir_value_def(v);
  if (d)
    set_live_op(l, d);
  else
    l->changed |= set_add(&l->args, v);
}

/* The block argument a branch operand is forwarded to, or NULL. */
static CmirValue *forwarded_arg(const CmirUse *use) {
  CmirOp *op = use->owner;
  if (!is_branch(op))
    return NULL;
  uint32_t idx = (uint32_t)(use - op->opnds);
  for (uint32_t s = 0; s < op->nsuccs; s++) {
    uint32_t start, n;
    cmir_op_successor_operands(op, s, &start, &n);
    if (idx >= start && idx < start + n) {
      CmirBlock *b = op->succs[s].block;
      return idx - start < b->nargs ? b->args[idx - start] : NULL;
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

static void propagate_region(Live *l, CmirRegion *r);

static void propagate_op(Live *l, CmirOp *op) {
  for (uint32_t i = 0; i < op->nregions; i++)
    propagate_region(l, &op->regions[i]);
  if (op->info->traits & CMIR_TRAIT_TERMINATOR || (op->nsuccs && !op->info->def)) {
    set_live_op(l, op);
    if (!is_branch(op))
      for (uint32_t s = 0; s < op->nsuccs; s++) {
        CmirBlock *b = op->succs[s].block;
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

static void propagate_region(Live *l, CmirRegion *r) {
  BlockVec order = {0};
  post_order(r, &order);
  for (uint32_t i = 0; i < order.len; i++) {
    CmirBlock *b = order.data[i];
    for (CmirOp *o = b->last; o; o = o->prev)
      propagate_op(l, o);
    if (b == r->first)
      continue;
    for (uint32_t a = 0; a < b->nargs; a++)
      if (!value_live(l, b->args[a]))
        process_value(l, b->args[a]);
  }
  cmir_vec_free(&order);
}

/* Removes operand idx of the operands op forwards to successor s. */
static void erase_succ_operand(CmirOp *op, uint32_t s, uint32_t idx) {
  CmirContext *ctx = cmir_op_context(op);
  uint32_t start, n;
  cmir_op_successor_operands(op, s, &start, &n);
  uint32_t pos = start + idx;
  CmirValue **vals = cmir_xmalloc(sizeof *vals * (op->nopnds ? op->nopnds : 1));
  uint32_t k = 0;
  for (uint32_t i = 0; i < op->nopnds; i++)
    if (i != pos)
      vals[k++] = op->opnds[i].value;
  const CmirAttr *seg = cmir_op_get_prop(op, "operandSegmentSizes");
  if (seg && seg->kind == CMIR_ATTR_DENSE_ARRAY && seg->darr.n <= 8) {
    int32_t v[8];
    memcpy(v, seg->darr.data, sizeof(int32_t) * seg->darr.n);
    uint32_t acc = 0;
    for (uint32_t g = 0; g < seg->darr.n; g++) {
      if (pos < acc + (uint32_t)v[g]) {
        v[g]--;
        break;
      }
      acc += (uint32_t)v[g];
    }
    cmir_op_set_prop(op, "operandSegmentSizes", cmir_attr_dense_i32_array(ctx, seg->darr.n, v));
  }
  const CmirAttr *cs = s ? cmir_op_get_prop(op, "case_operand_segments") : NULL;
  if (cs && cs->kind == CMIR_ATTR_DENSE_ARRAY && s - 1 < cs->darr.n) {
    int32_t *v = cmir_xmalloc(sizeof(int32_t) * cs->darr.n);
    memcpy(v, cs->darr.data, sizeof(int32_t) * cs->darr.n);
    v[s - 1]--;
    cmir_op_set_prop(op, "case_operand_segments", cmir_attr_dense_i32_array(ctx, cs->darr.n, v));
    free(v);
  }
  cmir_op_set_operands(op, k, vals);
  free(vals);
}

static bool delete_dead(Live *l, CmirRegion *r) {
  bool changed = false;
  if (!r->first)
    return false;
  bool single = r->first == r->last;
  BlockVec order = {0};
  post_order(r, &order);
  OpVec dead = {0};
  for (uint32_t i = 0; i < order.len; i++) {
    CmirBlock *b = order.data[i];
    CmirOp *t = b->last;
    if (!single && t && is_branch(t))
      for (uint32_t s = t->nsuccs; s-- > 0;) {
        CmirBlock *succ = t->succs[s].block;
        uint32_t start, n;
        cmir_op_successor_operands(t, s, &start, &n);
        for (uint32_t a = n; a-- > 0;)
          if (a < succ->nargs && !value_live(l, succ->args[a])) {
            erase_succ_operand(t, s, a);
            changed = true;
          }
      }
    for (CmirOp *o = b->last; o; o = o->prev) {
      if (!op_live(l, o))
        cmir_vec_push(&dead, o);
      else
        for (uint32_t k = 0; k < o->nregions; k++)
          changed |= delete_dead(l, &o->regions[k]);
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
  Live l;
  cmir_htab_init(&l.ops, 256);
  cmir_htab_init(&l.args, 64);
  do {
    l.changed = false;
    propagate_region(&l, r);
  } while (l.changed);
  bool changed = delete_dead(&l, r);
  cmir_htab_free(&l.ops);
  cmir_htab_free(&l.args);
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
        changed |= drop_redundant(&o->regions[k]);
  }
  return changed;
}

bool cmir_simplify_regions(CmirOp *root) {
  bool changed = false;
  for (uint32_t i = 0; i < root->nregions; i++)
    changed |= erase_unreachable(&root->regions[i]);
  for (uint32_t i = 0; i < root->nregions; i++)
    changed |= region_dce(&root->regions[i]);
  for (uint32_t i = 0; i < root->nregions; i++)
    changed |= drop_redundant(&root->regions[i]);
  return changed;
}
