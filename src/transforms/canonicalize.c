/* Canonicalization: MLIR's greedy pattern driver (folds, dialect patterns,
 * dead-op erasure, constant uniquing and hoisting, region simplification),
 * below; and the simpler fold-and-erase sweep the toy passes and
 * expand-strided-metadata use between their own rewrites. */
#include "transforms/transforms.h"

#include <stdlib.h>
#include <string.h>

/* MLIR's wouldOpBeTriviallyDead: an op without effects, or one whose
 * effects are those of its body (RecursiveMemoryEffects) when no nested op
 * has any. */
static bool effect_free(CmirOp *op) {
  if (!op->info->def)
    return false;
  uint32_t t = op->info->traits;
  if (t & CMIR_TRAIT_RECURSIVE_EFFECTS) {
    for (uint32_t i = 0; i < op->nregions; i++)
      for (CmirBlock *b = cmir_op_regions(op)[i].first; b; b = b->next)
        for (CmirOp *o = b->first; o; o = o->next)
          if (!effect_free(o))
            return false;
    return true;
  }
  if (!(t & (CMIR_TRAIT_PURE | CMIR_TRAIT_ALLOC)))
    return false;
  for (uint32_t i = 0; i < op->nregions; i++)
    if (cmir_op_regions(op)[i].first)
      return false;
  return true;
}

bool cmir_op_is_trivially_dead(CmirOp *op) {
  if (!op->info->def || (op->info->traits & CMIR_TRAIT_TERMINATOR))
    return false;
  for (uint32_t i = 0; i < op->nresults; i++)
    if (op->results[i].uses)
      return false;
  return effect_free(op);
}

bool cmir_fold_commutative(CmirOp *op, const CmirAttr **cst) {
  if (!(op->info->traits & CMIR_TRAIT_COMMUTATIVE) || op->nopnds < 2 || op->nopnds > 8)
    return false;
  uint32_t first = 0;
  while (first < op->nopnds && !cst[first])
    first++;
  bool moves = false;
  for (uint32_t i = first; i < op->nopnds; i++)
    if (!cst[i])
      moves = true;
  if (!moves)
    return false;
  CmirValue *vals[8];
  const CmirAttr *nc[8];
  uint32_t n = 0;
  for (uint32_t i = 0; i < op->nopnds; i++)
    if (!cst[i]) {
      nc[n] = NULL;
      vals[n++] = op->opnds[i].value;
    }
  for (uint32_t i = 0; i < op->nopnds; i++)
    if (cst[i]) {
      nc[n] = cst[i];
      vals[n++] = op->opnds[i].value;
    }
  for (uint32_t i = 0; i < n; i++) {
    if (op->opnds[i].value != vals[i])
      cmir_op_set_operand(op, i, vals[i]);
    cst[i] = nc[i];
  }
  return true;
}

/* A constant op for attr before `before`, made by the dialect of the op
 * that folded (arith's constant when that dialect has no materializer);
 * NULL if the dialect cannot hold it. */
static CmirValue *materialize(CmirOp *before, const CmirAttr *attr, const CmirType *type) {
  const CmirDialect *dialect = before->info->dialect;
  if (dialect && dialect->materialize)
    return dialect->materialize(before, attr, type);
  CmirContext *ctx = cmir_op_context(before);
  bool ok = (attr->kind == CMIR_ATTR_INTEGER && attr->i.type == type) ||
            (attr->kind == CMIR_ATTR_FLOAT && attr->f.type == type) ||
            (attr->kind == CMIR_ATTR_DENSE && attr->dense.type == type);
  if (!ok)
    return NULL;
  CmirOp *c = cmir_op_create_prop(ctx, CMIR_OP_ARITH_CONSTANT, before->loc, 0, NULL, type, "value",
                                  attr);
  cmir_block_insert_before(before, c);
  return &c->results[0];
}

typedef CMIR_VEC(CmirOp *) OpVec;

/* ---- the greedy driver ----
 * MLIR's applyPatternsAndFoldGreedily, in the order MLIR 19 visits ops, so
 * that the output is the same op for op: each iteration walks the scope
 * (pre-order when top-down, else post-order) handing constants to the
 * folder (below) and every other op to a LIFO worklist with set semantics;
 * processing an op erases it if trivially dead, else folds it (an attribute
 * becomes a constant right before it), else tries the op's patterns. Every
 * change goes through the driver, which re-queues what it may unlock: users
 * of replaced values, defining ops of operands that lost a use, new ops,
 * ops modified in place. Region simplification follows; iterations repeat
 * while anything changed, up to max-iterations.
 *
 * The folder (MLIR's OperationFolder, rebuilt each iteration) uniques the
 * constants of an insertion region (the nearest region of an isolated op)
 * by op, value and type, and keeps them at the front of the region's entry
 * block: a constant found behind a non-constant moves to the very front.
 *
 * op->aux holds 1 + the op's worklist position (low 32 bits) and whether
 * the folder owns it (OWNED). */

#define POS_MASK 0xffffffffu
#define OWNED ((uintptr_t)1 << 32)

typedef struct FoldKey {
  CmirRegion *region;
  const void *owner; /* the constant's dialect, or its op info (see key_of) */
  const CmirAttr *value;
  const CmirType *type;
  CmirOp *op; /* NULL: empty slot; TOMB: removed */
} FoldKey;

typedef struct Driver {
  CmirPatRewriter rw; /* first: patterns see the driver as its rewriter */
  OpVec list;
  CmirRegion *scope;
  FoldKey *tab;
  uint32_t cap, used;
  bool top_down;
  CmirCanonFn patterns; /* NULL: each op's canonicalization patterns */
  void *user;           /* for patterns */
} Driver;

static CmirOp tomb_;
#define TOMB (&tomb_)

static uintptr_t aux(const CmirOp *op) { return (uintptr_t)op->aux; }
static void set_aux(CmirOp *op, uintptr_t v) { op->aux = (void *)v; }
static bool owned(const CmirOp *op) { return op && (aux(op) & OWNED); }

/* -- worklist -- */

static void push_one(Driver *d, CmirOp *op) {
  if (aux(op) & POS_MASK)
    return;
  cmir_vec_push(&d->list, op);
  set_aux(op, (aux(op) & ~(uintptr_t)POS_MASK) | d->list.len);
}

static CmirOp *pop(Driver *d) {
  while (d->list.len) {
    CmirOp *op = d->list.data[--d->list.len];
    if (op) {
      set_aux(op, aux(op) & ~(uintptr_t)POS_MASK);
      return op;
    }
  }
  return NULL;
}

static void unqueue(Driver *d, CmirOp *op) {
  uintptr_t pos = aux(op) & POS_MASK;
  if (pos) {
    d->list.data[pos - 1] = NULL;
    set_aux(op, aux(op) & ~(uintptr_t)POS_MASK);
  }
}

/* The op and its ancestors up to the scope, as MLIR's addToWorklist. */
static void push(Driver *d, CmirOp *op) {
  CmirOp *chain[64];
  uint32_t n = 0;
  for (CmirOp *o = op; o && n < 64;) {
    chain[n++] = o;
    CmirRegion *r = o->block ? o->block->parent : NULL;
    if (r == d->scope) {
      for (uint32_t i = 0; i < n; i++)
        push_one(d, chain[i]);
      return;
    }
    if (!r)
      return;
    o = r->parent;
  }
}

/* -- folder -- */

static CmirRegion *insertion_region(CmirBlock *b) {
  for (;;) {
    CmirRegion *r = b->parent;
    CmirOp *p = r ? r->parent : NULL;
    if (!p || !p->block || !p->info->def || (p->info->traits & CMIR_TRAIT_ISOLATED))
      return r;
    b = p->block;
  }
}

/* MLIR keys a constant by its dialect, value and type: llvm.mlir.zero : i32
 * and llvm.mlir.constant(0 : i32) are one constant. An op with no value
 * attribute is keyed by itself and its properties. */
static FoldKey key_of(CmirOp *op) {
  const CmirAttr *v = cmir_constant_value(&op->results[0]);
  const void *owner = op->info->dialect;
  if (!v || !owner) {
    v = op->props;
    owner = op->info;
  }
  return (FoldKey){insertion_region(op->block), owner, v, op->results[0].type, op};
}

static uint64_t key_hash(const FoldKey *k) {
  uint64_t h = cmir_hash_mix(0, (uintptr_t)k->region);
  h = cmir_hash_mix(h, (uintptr_t)k->owner);
  h = cmir_hash_mix(h, (uintptr_t)k->value);
  return cmir_hash_mix(h, (uintptr_t)k->type);
}

static bool key_eq(const FoldKey *a, const FoldKey *b) {
  return a->region == b->region && a->owner == b->owner && a->value == b->value &&
         a->type == b->type;
}

/* The slot of k: its entry, or the empty slot where it would go. */
static FoldKey *slot(Driver *d, const FoldKey *k) {
  if (d->used * 2 + 2 > d->cap) {
    FoldKey *old = d->tab;
    uint32_t oc = d->cap;
    d->cap = d->cap ? d->cap * 2 : 64;
    d->tab = calloc(d->cap, sizeof *d->tab);
    if (!d->tab)
      abort();
    d->used = 0;
    for (uint32_t i = 0; i < oc; i++)
      if (old[i].op && old[i].op != TOMB) {
        *slot(d, &old[i]) = old[i];
        d->used++;
      }
    free(old);
  }
  uint32_t m = d->cap - 1, i = (uint32_t)key_hash(k) & m;
  FoldKey *grave = NULL;
  for (;; i = (i + 1) & m) {
    FoldKey *e = &d->tab[i];
    if (!e->op)
      return grave ? grave : e;
    if (e->op == TOMB) {
      if (!grave)
        grave = e;
    } else if (key_eq(e, k)) {
      return e;
    }
  }
}

static void folder_forget(Driver *d, CmirOp *op) {
  if (!owned(op))
    return;
  FoldKey k = key_of(op);
  FoldKey *e = slot(d, &k);
  if (e->op == op)
    e->op = TOMB;
  set_aux(op, aux(op) & ~OWNED);
}

static void move_to_front(CmirOp *op, CmirBlock *b) {
  if (b->first == op)
    return;
  cmir_op_remove(op);
  if (b->first)
    cmir_block_insert_before(b->first, op);
  else
    cmir_block_append(b, op);
}

static void erase(Driver *d, CmirOp *op);

/* MLIR's insertKnownConstant; false if op was a duplicate and is gone. */
static bool known_constant(Driver *d, CmirOp *op) {
  /* MLIR's folder forgets where a constant it moves or merges came from */
  CmirLoc unknown = {cmir_loc_unknown(cmir_op_context(op)), NULL, 0, 0};
  if (owned(op)) {
    if (op->block->first != op && !owned(op->prev)) {
      move_to_front(op, op->block);
      op->loc = unknown;
    }
    return true;
  }
  FoldKey k = key_of(op);
  FoldKey *e = slot(d, &k);
  if (e->op && e->op != TOMB) {
    cmir_value_replace_all_uses(&op->results[0], &e->op->results[0]);
    erase(d, op);
    e->op->loc = unknown;
    return false;
  }
  if (!e->op)
    d->used++;
  *e = k;
  CmirBlock *entry = k.region->first;
  if (op->block != entry || (entry->first != op && !owned(op->prev))) {
    move_to_front(op, entry);
    op->loc = unknown;
  }
  set_aux(op, aux(op) | OWNED);
  return true;
}

/* -- changes -- */

/* Defining ops of op's operands left with at most one other user. */
static void push_operands(Driver *d, CmirOp *op) {
  for (uint32_t i = 0; i < op->nopnds; i++) {
    CmirValue *v = op->opnds[i].value;
    CmirOp *def = v ? cmir_value_def(v) : NULL;
    if (!def)
      continue;
    CmirOp *other = NULL;
    bool many = false;
    for (CmirUse *u = v->uses; u && !many; u = u->next) {
      if (u->owner == op || u->owner == other)
        continue;
      if (other)
        many = true;
      other = u->owner;
    }
    if (!many)
      push(d, def);
  }
}

static void notify_erased(Driver *d, CmirOp *op) {
  push_operands(d, op);
  unqueue(d, op);
  folder_forget(d, op);
}

/* Nested ops first, last to first, then op (MLIR's eraseOp). */
static void notify_tree(Driver *d, CmirOp *op) {
  for (uint32_t r = op->nregions; r-- > 0;)
    for (CmirBlock *b = cmir_op_regions(op)[r].last; b; b = b->prev)
      for (CmirOp *o = b->last; o; o = o->prev)
        notify_tree(d, o);
  notify_erased(d, op);
}

static void erase(Driver *d, CmirOp *op) {
  notify_tree(d, op);
  cmir_op_erase(op);
}

static void rw_insert(CmirPatRewriter *rw, CmirOp *before, CmirOp *op) {
  cmir_block_insert_before(before, op);
  push((Driver *)rw, op);
}

static void rw_modified(CmirPatRewriter *rw, CmirOp *op) { push((Driver *)rw, op); }

static void rw_erase(CmirPatRewriter *rw, CmirOp *op) { erase((Driver *)rw, op); }

/* Every use of op's results moves to vals (users re-queued), op goes. */
static void rw_replace(CmirPatRewriter *rw, CmirOp *op, CmirValue *const *vals) {
  Driver *d = (Driver *)rw;
  for (uint32_t i = 0; i < op->nresults; i++)
    while (op->results[i].uses) {
      CmirUse *u = op->results[i].uses;
      CmirOp *user = u->owner;
      cmir_op_set_operand(user, (uint32_t)(u - user->opnds), vals[i]);
      push(d, user);
    }
  erase(d, op);
}

/* -- processing -- */

/* op's fold hook, with the commutative trait's fold after it as MLIR's
 * fold hooks do: true if folded; *inplace when op changed in place. */
static bool fold(CmirOp *op, CmirFoldResult *r, bool *inplace) {
  const CmirOpDef *def = op->info->def;
  *inplace = false;
  if (!def || op->nopnds > 8 || op->nresults > 1)
    return false;
  const CmirAttr *cst[8] = {0};
  for (uint32_t k = 0; k < op->nopnds; k++)
    cst[k] = cmir_constant_value(op->opnds[k].value);
  *r = (CmirFoldResult){NULL, NULL};
  bool ok = def->fold && def->fold(op, cst, r);
  if (ok && op->nresults && r->value == &op->results[0])
    ok = false, *inplace = true;
  if (ok && !op->nresults)
    ok = false, *inplace = true;
  if (!ok && cmir_fold_commutative(op, cst))
    *inplace = true;
  return ok || *inplace;
}

/* MLIR also erases an unused op whose only effect is a read: here a plain
 * llvm.load (memref.load counts as allocation-only for the same reason). */
static bool dead_read(CmirOp *op) {
  if (!cmir_op_isa(op, CMIR_OP_LLVM_LOAD) || op->results[0].uses ||
      cmir_op_get_prop(op, "volatile_"))
    return false;
  /* Monotonic and stronger orderings order other accesses: not dead. */
  const CmirAttr *ord = cmir_op_get_prop(op, "ordering");
  uint64_t o = !ord ? 0 : ord->kind == CMIR_ATTR_ENUM ? ord->en.value
               : ord->kind == CMIR_ATTR_INTEGER      ? ord->i.v
                                                     : 0;
  return o <= 1;
}

static bool process(Driver *d) {
  bool changed = false;
  CmirOp *op;
  while ((op = pop(d))) {
    if (cmir_op_is_trivially_dead(op) || dead_read(op)) {
      erase(d, op);
      changed = true;
      continue;
    }
    if (!(op->info->traits & CMIR_TRAIT_CONSTANT_LIKE)) {
      CmirFoldResult r;
      bool inplace;
      if (fold(op, &r, &inplace)) {
        if (inplace) {
          push(d, op);
          changed = true;
          continue;
        }
        CmirValue *nv = r.value;
        if (!nv && r.attr) {
          nv = materialize(op, r.attr, op->results[0].type);
          if (nv)
            push(d, cmir_value_def(nv));
        }
        if (nv) {
          rw_replace(&d->rw, op, &nv);
          changed = true;
          continue;
        }
      }
    }
    const CmirOpDef *def = op->info->def;
    CmirCanonFn canon = d->patterns ? d->patterns : def ? def->canon : NULL;
    if (canon && canon(&d->rw, op))
      changed = true;
  }
  return changed;
}

static bool zero_aux(CmirOp *op, void *user) {
  (void)user;
  op->aux = NULL;
  return true;
}

/* Visits the ops of a region: pre-order (top-down) or post-order. */
static void populate(Driver *d, CmirRegion *r);

static void visit(Driver *d, CmirOp *op) {
  bool cst = (op->info->traits & CMIR_TRAIT_CONSTANT_LIKE) && op->nresults == 1;
  if (d->top_down) {
    if (cst && !known_constant(d, op))
      return;
    push(d, op);
    for (uint32_t i = 0; i < op->nregions; i++)
      populate(d, &cmir_op_regions(op)[i]);
    return;
  }
  for (uint32_t i = 0; i < op->nregions; i++)
    populate(d, &cmir_op_regions(op)[i]);
  if (cst && !known_constant(d, op))
    return;
  push(d, op);
}

static void populate(Driver *d, CmirRegion *r) {
  for (CmirBlock *b = r->first; b; b = b->next)
    for (CmirOp *o = b->first; o;) {
      CmirOp *next = o->next;
      visit(d, o);
      o = next;
    }
}

static void reverse(OpVec *v) {
  for (uint32_t i = 0, j = v->len; i + 1 < j--; i++) {
    CmirOp *t = v->data[i];
    v->data[i] = v->data[j];
    v->data[j] = t;
  }
  for (uint32_t i = 0; i < v->len; i++)
    if (v->data[i])
      set_aux(v->data[i], (aux(v->data[i]) & ~(uintptr_t)POS_MASK) | (i + 1));
}

typedef struct Config {
  bool top_down;
  int region_simplify; /* 0 disabled, 1 normal, 2 aggressive */
  int64_t max_iterations;
  CmirCanonFn patterns;
  void *user;
} Config;

/* Runs the driver on op's regions; false if it did not converge. */
static bool greedy(CmirOp *root, const Config *cfg, bool *any) {
  bool again = false;
  int64_t iteration = 0;
  for (uint32_t ri = 0; ri < root->nregions; ri++) {
    Driver d = {.rw = {rw_insert, rw_replace, rw_modified, rw_erase},
                .scope = &cmir_op_regions(root)[ri],
                .top_down = cfg->top_down,
                .patterns = cfg->patterns,
                .user = cfg->user};
    iteration = 0;
    do {
      if (++iteration > cfg->max_iterations && cfg->max_iterations >= 0)
        break;
      cmir_op_walk(root, zero_aux, NULL);
      d.list.len = 0;
      if (d.tab)
        memset(d.tab, 0, d.cap * sizeof *d.tab);
      d.used = 0;
      populate(&d, d.scope);
      if (d.top_down)
        reverse(&d.list);
      again = process(&d);
      if (cfg->region_simplify == 1)
        again |= cmir_simplify_regions_normal(root);
      else if (cfg->region_simplify == 2)
        again |= cmir_simplify_regions(root);
      if (again)
        *any = true;
    } while (again);
    cmir_vec_free(&d.list);
    free(d.tab);
    if (again)
      return false;
  }
  return true;
}

static bool collect(CmirOp *op, void *user) {
  cmir_vec_push((OpVec *)user, op);
  return true;
}

/* One sweep; returns whether anything changed. */
static bool sweep(CmirOp *module) {
  OpVec ops = {0};
  cmir_op_walk(module, collect, &ops);
  bool changed = false;
  /* Reverse order erases users before their operands' definitions. */
  for (uint32_t i = ops.len; i-- > 0;) {
    CmirOp *op = ops.data[i];
    if (!op)
      continue;
    if (op != module && cmir_op_is_trivially_dead(op)) {
      cmir_op_erase(op);
      changed = true;
      continue;
    }
    const CmirOpDef *def = op->info->def;
    if (!def || !def->fold || op->nresults != 1 || (op->info->traits & CMIR_TRAIT_CONSTANT_LIKE))
      continue;
    const CmirAttr *cst[8] = {0};
    if (op->nopnds > 8)
      continue;
    for (uint32_t k = 0; k < op->nopnds; k++)
      cst[k] = cmir_constant_value(op->opnds[k].value);
    CmirFoldResult r = {NULL, NULL};
    if (!def->fold(op, cst, &r)) {
      if (!cmir_fold_commutative(op, cst))
        continue;
      changed = true;
      r = (CmirFoldResult){NULL, NULL};
      if (!def->fold(op, cst, &r))
        continue;
    }
    CmirValue *nv = r.value;
    if (!nv && r.attr)
      nv = materialize(op, r.attr, op->results[0].type);
    if (!nv || nv == &op->results[0])
      continue;
    cmir_value_replace_all_uses(&op->results[0], nv);
    cmir_op_erase(op);
    changed = true;
  }
  cmir_vec_free(&ops);
  return changed;
}

/* Folding and dead-op erasure to a fixed point, sweeping the ops last to
 * first: what the toy passes and expand-strided-metadata use between their
 * own rewrites (the canonicalize pass runs the greedy driver above). */
bool cmir_canonicalize_ops(CmirOp *module) {
  bool any = false;
  for (int round = 0; round < 16 && sweep(module); round++)
    any = true;
  return any;
}

/* MLIR's canonicalize options, checked as mlir-opt-19 checks them.
 * disable-patterns / enable-patterns name MLIR's C++ patterns and are
 * accepted and ignored. */
static CmirStatus parse_options(CmirContext *ctx, const char *options, Config *cfg,
                                bool *converge) {
  const char *p = options ? options : "";
  CmirPassOption o;
  CmirStatus rc = CMIR_OK;
  while (!rc && cmir_pass_option_next(&p, &o)) {
    if (cmir_pass_option_is(&o, "top-down"))
      rc = cmir_pass_option_bool(ctx, &o, &cfg->top_down);
    else if (cmir_pass_option_is(&o, "test-convergence"))
      rc = cmir_pass_option_bool(ctx, &o, converge);
    else if (cmir_pass_option_is(&o, "max-iterations"))
      rc = cmir_pass_option_long(ctx, &o, &cfg->max_iterations);
    else if (cmir_pass_option_is(&o, "max-num-rewrites")) {
      int64_t n;
      rc = cmir_pass_option_long(ctx, &o, &n);
    } else if (cmir_pass_option_is(&o, "region-simplify")) {
      static const char *const levels[] = {"disabled", "normal", "aggressive"};
      int level = -1;
      for (int i = 0; i < 3; i++)
        if (o.val && o.vlen == strlen(levels[i]) && !strncmp(o.val, levels[i], o.vlen))
          level = i;
      if (level < 0) {
        CmirLoc none = {0};
        rc = cmir_error(ctx, none,
                        "for the --region-simplify option: Cannot find option named "
                        "'%.*s'!",
                        (int)o.vlen, o.val ? o.val : "");
      }
      cfg->region_simplify = level;
    } else if (!cmir_pass_option_is(&o, "disable-patterns") &&
               !cmir_pass_option_is(&o, "enable-patterns"))
      rc = cmir_pass_option_unknown(ctx, &o);
  }
  return rc;
}

CmirStatus cmir_pass_canonicalize(CmirOp *module, const char *options) {
  CmirContext *ctx = cmir_op_context(module);
  Config cfg = {true, 1, 10, NULL, NULL};
  bool converge = false, any = false;
  if (parse_options(ctx, options, &cfg, &converge))
    return CMIR_FAIL;
  if (!greedy(module, &cfg, &any) && converge)
    return cmir_error(ctx, module->loc, "Canonicalizer failed to converge");
  return CMIR_OK;
}

/* The greedy driver as MLIR's inliner runs it between rounds: the
 * canonicalize pass's defaults. */
bool cmir_canonicalize_greedy(CmirOp *root) {
  Config cfg = {true, 1, 10, NULL, NULL};
  bool any = false;
  greedy(root, &cfg, &any);
  return any;
}

/* applyPatternsAndFoldGreedily with MLIR's default configuration. */
bool cmir_apply_patterns_greedy(CmirOp *root, CmirCanonFn patterns, void *user) {
  Config cfg = {false, 2, 10, patterns, user};
  bool any = false;
  return greedy(root, &cfg, &any);
}

void *cmir_apply_patterns_user(CmirPatRewriter *rw) { return ((Driver *)rw)->user; }
