/* Canonicalization: folds ops through their fold hooks (constant operands
 * become arith.constant results, identities forward an operand) and erases
 * dead ops (pure or allocation-only, results unused), to a fixed point.
 * Folded constants are placed right before the op they replace; cse then
 * merges duplicates. */
#include "transforms/transforms.h"

#include <stdlib.h>
#include <string.h>

bool cmir_op_is_trivially_dead(CmirOp *op) {
  if (!op->info->def || (op->info->traits & CMIR_TRAIT_TERMINATOR))
    return false;
  if (!(op->info->traits & (CMIR_TRAIT_PURE | CMIR_TRAIT_ALLOC)))
    return false;
  for (uint32_t i = 0; i < op->nresults; i++)
    if (op->results[i].uses)
      return false;
  for (uint32_t i = 0; i < op->nregions; i++)
    if (cmir_op_regions(op)[i].first)
      return false;
  return true;
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

const CmirAttr *cmir_constant_value(CmirValue *v) {
  CmirOp *d = cmir_value_def(v);
  if (!d || !(d->info->traits & CMIR_TRAIT_CONSTANT_LIKE))
    return NULL;
  return cmir_op_get_prop(d, "value");
}

/* A constant op for attr before `before`; NULL if arith cannot hold it. */
static CmirValue *materialize(CmirOp *before, const CmirAttr *attr, const CmirType *type) {
  CmirContext *ctx = cmir_op_context(before);
  bool ok = (attr->kind == CMIR_ATTR_INTEGER && attr->i.type == type) ||
            (attr->kind == CMIR_ATTR_FLOAT && attr->f.type == type) ||
            (attr->kind == CMIR_ATTR_DENSE && attr->dense.type == type);
  if (!ok)
    return NULL;
  CmirOpState st;
  cmir_opstate_init(&st, ctx, cmir_op_info_by_id(ctx, CMIR_OP_ARITH_CONSTANT), before->loc);
  cmir_opstate_set_prop(&st, "value", attr);
  cmir_opstate_add_result(&st, type);
  CmirOp *c = cmir_op_create(&st);
  cmir_opstate_free(&st);
  cmir_block_insert_before(before, c);
  return &c->results[0];
}

typedef CMIR_VEC(CmirOp *) OpVec;

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

bool cmir_canonicalize_ops(CmirOp *module) {
  bool any = false;
  for (int round = 0; round < 16 && sweep(module); round++)
    any = true;
  return any;
}

/* MLIR's canonicalize options are checked as mlir-opt-19 checks them; cmir
 * folds to a fixed point whatever they say. */
static CmirStatus check_options(CmirContext *ctx, const char *options) {
  const char *p = options;
  CmirPassOption o;
  CmirStatus rc = CMIR_OK;
  while (!rc && cmir_pass_option_next(&p, &o)) {
    bool b;
    int64_t n;
    if (cmir_pass_option_is(&o, "top-down") || cmir_pass_option_is(&o, "test-convergence"))
      rc = cmir_pass_option_bool(ctx, &o, &b);
    else if (cmir_pass_option_is(&o, "max-iterations") ||
             cmir_pass_option_is(&o, "max-num-rewrites"))
      rc = cmir_pass_option_long(ctx, &o, &n);
    else if (cmir_pass_option_is(&o, "region-simplify")) {
      static const char *const levels[] = {"disabled", "normal", "aggressive"};
      bool known = false;
      for (size_t i = 0; i < 3; i++)
        known |= o.val && o.vlen == strlen(levels[i]) && !strncmp(o.val, levels[i], o.vlen);
      if (!known) {
        CmirLoc none = {0};
        rc = cmir_error(ctx, none,
                        "for the --region-simplify option: Cannot find option named "
                        "'%.*s'!",
                        (int)o.vlen, o.val ? o.val : "");
      }
    } else if (!cmir_pass_option_is(&o, "disable-patterns") &&
               !cmir_pass_option_is(&o, "enable-patterns"))
      rc = cmir_pass_option_unknown(ctx, &o);
  }
  return rc;
}

CmirStatus cmir_pass_canonicalize(CmirOp *module, const char *options) {
  if (options && check_options(cmir_op_context(module), options))
    return CMIR_FAIL;
  cmir_canonicalize_ops(module);
  return CMIR_OK;
}

/* ---- MLIR's greedy driver, as the inliner runs it ---- */

/* The region constants found in `block` are uniqued in and hoisted to:
 * the nearest one whose op is isolated from above, unregistered or at the
 * top (MLIR's OperationFolder::getInsertionRegion). */
static CmirRegion *constant_region(CmirBlock *b) {
  for (;;) {
    CmirRegion *r = b->parent;
    CmirOp *p = r->parent;
    if ((p->info->traits & CMIR_TRAIT_ISOLATED) || !cmir_op_is_registered(p) || !p->block)
      return r;
    b = p->block;
  }
}

typedef struct KnownConst {
  CmirRegion *region;
  CmirOp *op;
} KnownConst;

typedef struct Hoist {
  CMIR_VEC(KnownConst) known;
  OpVec owned;
  bool changed;
} Hoist;

static bool owned(Hoist *h, CmirOp *op) {
  for (uint32_t i = 0; i < h->owned.len; i++)
    if (h->owned.data[i] == op)
      return true;
  return false;
}

static void move_to_front(CmirBlock *b, CmirOp *op) {
  cmir_op_remove(op);
  if (b->first)
    cmir_block_insert_before(b->first, op);
  else
    cmir_block_append(b, op);
}

/* OperationFolder::insertKnownConstant: a duplicate of a constant already
 * seen in the same region is replaced by it; a new one moves to the front
 * of its region's entry block, unless it already sits in the run of
 * constants there. */
static const CmirAttr *folded_value(const CmirOp *op) {
  const CmirAttr *v = cmir_op_get_prop(op, "value");
  return v ? v : cmir_op_get_prop(op, "global_name"); /* llvm.mlir.addressof */
}

static void known_constant(Hoist *h, CmirOp *op) {
  const CmirAttr *v = folded_value(op);
  if (!v || op->nresults != 1)
    return;
  CmirRegion *r = constant_region(op->block);
  for (uint32_t i = 0; i < h->known.len; i++) {
    CmirOp *k = h->known.data[i].op;
    if (h->known.data[i].region == r && k->info == op->info &&
        folded_value(k) == v && k->results[0].type == op->results[0].type) {
      cmir_value_replace_all_uses(&op->results[0], &k->results[0]);
      cmir_op_erase(op);
      h->changed = true;
      return;
    }
  }
  CmirBlock *entry = r->first;
  if (op->block != entry || (entry->first != op && !owned(h, op->prev))) {
    move_to_front(entry, op);
    h->changed = true;
  }
  KnownConst k = {r, op};
  cmir_vec_push(&h->known, k);
  cmir_vec_push(&h->owned, op);
}

static void hoist_region(Hoist *h, CmirRegion *r) {
  for (CmirBlock *b = r->first; b; b = b->next)
    for (CmirOp *op = b->first, *next; op; op = next) {
      next = op->next;
      if (op->info->traits & CMIR_TRAIT_CONSTANT_LIKE) {
        known_constant(h, op);
        continue;
      }
      for (uint32_t i = 0; i < op->nregions; i++)
        hoist_region(h, &cmir_op_regions(op)[i]);
    }
}

/* MLIR also erases an unused op whose only effect is a read: here a plain
 * llvm.load (memref.load counts as allocation-only for the same reason). */
static bool dead_read(CmirOp *op, void *user) {
  bool *changed = user;
  for (uint32_t r = 0; r < op->nregions; r++)
    for (CmirBlock *b = cmir_op_regions(op)[r].first; b; b = b->next)
      for (CmirOp *o = b->last, *prev; o; o = prev) {
        prev = o->prev;
        if (!cmir_op_isa(o, CMIR_OP_LLVM_LOAD) || o->results[0].uses ||
            cmir_op_get_prop(o, "volatile_"))
          continue;
        const CmirAttr *ord = cmir_op_get_prop(o, "ordering");
        if (ord && ord->kind == CMIR_ATTR_ENUM && ord->en.value != 0)
          continue;
        cmir_op_erase(o);
        *changed = true;
      }
  return true;
}

bool cmir_canonicalize_greedy(CmirOp *root) {
  bool any = false;
  for (int iter = 0; iter < 10; iter++) {
    Hoist h = {{0}, {0}, false};
    for (uint32_t i = 0; i < root->nregions; i++)
      hoist_region(&h, &cmir_op_regions(root)[i]);
    cmir_vec_free(&h.known);
    cmir_vec_free(&h.owned);
    bool changed = false;
    cmir_op_walk(root, dead_read, &changed);
    changed |= cmir_canonicalize_ops(root);
    changed |= cmir_simplify_regions_normal(root);
    any |= changed || h.changed;
    if (!changed)
      break;
  }
  return any;
}
