/* The verifier: structural rules every op obeys (operand, result, region and
 * successor counts from its definition, terminators, block arguments of
 * successors), SSA dominance including across regions, isolation from
 * above, symbol uniqueness, and each op's own verifier. Errors are reported
 * with MLIR's wording; the first failing op stops verification. */
#include "dialect/dialects.h"

#include <stdio.h>
#include <stdlib.h>

/* Dominator tree of one multi-block region, computed on demand. */
typedef struct DomInfo {
  const CmirRegion *r;
  CmirBlock **order; /* reverse post-order */
  uint32_t n;
  int32_t *idom; /* by rpo index; -1 unreachable */
  CmirHtab index; /* block -> rpo index + 1 */
} DomInfo;

typedef struct Verifier {
  CmirContext *ctx;
  CmirHtab doms; /* region -> DomInfo */
  bool print_op_note;
} Verifier;

/* Table items whose first field is the key (DomInfo, BIdx). */
static bool ptr_eq(const void *item, const void *key) { return *(const void *const *)item == key; }
/* Table items that are the key themselves (the DFS visited set). */
static bool same_ptr(const void *item, const void *key) { return item == key; }
static uint64_t ph(const void *p) { return cmir_hash_mix(0xd0, (uint64_t)(uintptr_t)p); }

typedef struct BIdx {
  const CmirBlock *b;
  uint32_t i;
} BIdx;

static DomInfo *dom_info(Verifier *v, const CmirRegion *r) {
  DomInfo *d = cmir_htab_find(&v->doms, ph(r), ptr_eq, r);
  if (d)
    return d;
  d = cmir_xcalloc(1, sizeof *d);
  d->r = r;
  uint32_t nb = 0;
  for (CmirBlock *b = r->first; b; b = b->next)
    nb++;
  d->order = cmir_xmalloc(sizeof(CmirBlock *) * (nb ? nb : 1));
  /* Iterative DFS for post-order. */
  CmirHtab seen;
  cmir_htab_init(&seen, nb);
  typedef struct Frame {
    CmirBlock *b;
    uint32_t next;
  } Frame;
  Frame *stack = cmir_xmalloc(sizeof(Frame) * (nb + 1));
  CmirBlock **post = cmir_xmalloc(sizeof(CmirBlock *) * (nb ? nb : 1));
  uint32_t npost = 0, sp = 0;
  if (r->first) {
    stack[sp++] = (Frame){r->first, 0};
    cmir_htab_insert(&seen, ph(r->first), r->first);
  }
  while (sp) {
    Frame *f = &stack[sp - 1];
    CmirOp *t = f->b->last;
    if (t && f->next < t->nsuccs) {
      CmirBlock *s = t->succs[f->next++].block;
      if (s && s->parent == r && !cmir_htab_find(&seen, ph(s), same_ptr, s)) {
        cmir_htab_insert(&seen, ph(s), s);
        stack[sp++] = (Frame){s, 0};
      }
    } else {
      post[npost++] = f->b;
      sp--;
    }
  }
  for (uint32_t i = 0; i < npost; i++)
    d->order[i] = post[npost - 1 - i];
  d->n = npost;
  free(post);
  free(stack);
  cmir_htab_free(&seen);
  cmir_htab_init(&d->index, npost);
  BIdx *idx = cmir_xmalloc(sizeof(BIdx) * (npost ? npost : 1));
  for (uint32_t i = 0; i < npost; i++) {
    idx[i].b = d->order[i];
    idx[i].i = i;
    cmir_htab_insert(&d->index, ph(d->order[i]), &idx[i]);
  }
  d->idom = cmir_xmalloc(sizeof(int32_t) * (npost ? npost : 1));
  for (uint32_t i = 0; i < npost; i++)
    d->idom[i] = -1;
  if (npost)
    d->idom[0] = 0;
  /* Cooper-Harvey-Kennedy. */
  bool changed = true;
  while (changed) {
    changed = false;
    for (uint32_t i = 1; i < npost; i++) {
      int32_t nid = -1;
      for (CmirBlockUse *u = d->order[i]->preds; u; u = u->next) {
        BIdx *pi = cmir_htab_find(&d->index, ph(u->owner->block), ptr_eq, u->owner->block);
        if (!pi || d->idom[pi->i] < 0)
          continue;
        int32_t p = (int32_t)pi->i;
        if (nid < 0) {
          nid = p;
          continue;
        }
        int32_t a = p, b = nid;
        while (a != b) {
          while (a > b)
            a = d->idom[a];
          while (b > a)
            b = d->idom[b];
        }
        nid = a;
      }
      if (nid != d->idom[i]) {
        d->idom[i] = nid;
        changed = true;
      }
    }
  }
  /* idx array ownership: kept alive via the table entries; freed with d. */
  cmir_htab_insert(&v->doms, ph(r), d);
  return d;
}

static void dom_free(DomInfo *d) {
  /* The BIdx array is the first inserted entry's base. */
  BIdx *base = NULL;
  for (uint32_t i = 0; i <= d->index.mask && d->index.slots; i++) {
    BIdx *e = d->index.slots[i].item;
    if (e && e->i == 0)
      base = e;
  }
  free(base);
  cmir_htab_free(&d->index);
  free(d->order);
  free(d->idom);
  free(d);
}

/* -1 if unreachable. */
static int32_t rpo_index(DomInfo *d, const CmirBlock *b) {
  BIdx *e = cmir_htab_find(&d->index, ph(b), ptr_eq, b);
  return e ? (int32_t)e->i : -1;
}

static bool block_dominates(Verifier *v, const CmirBlock *a, const CmirBlock *b) {
  if (a == b)
    return true;
  DomInfo *d = dom_info(v, a->parent);
  int32_t ia = rpo_index(d, a), ib = rpo_index(d, b);
  if (ib < 0)
    return true; /* unreachable uses are not checked */
  if (ia < 0)
    return false;
  while (ib != ia && ib != 0)
    ib = d->idom[ib];
  return ib == ia;
}

/* Regions whose ops need not dominate each other (module bodies). */
static bool is_graph_region(const CmirRegion *r) {
  return r->parent && (r->parent->info->traits & CMIR_TRAIT_SYMBOL_TABLE) &&
         (r->parent->info->traits & CMIR_TRAIT_NO_TERMINATOR);
}

static CmirStatus note_current_op(Verifier *v, CmirOp *op) {
  if (v->print_op_note) {
    char *s = cmir_op_generic_str(op);
    cmir_op_note(op, "see current operation: %s", s);
    free(s);
  }
  return CMIR_FAIL;
}

static CmirStatus check_operand(Verifier *v, CmirOp *use, uint32_t i) {
  CmirValue *val = use->opnds[i].value;
  if (!val)
    return CMIR_OK;
  CmirBlock *db = cmir_value_block(val);
  CmirOp *def = cmir_value_def(val);
  if (!db || !db->parent)
    return CMIR_OK;
  CmirRegion *dr = db->parent;
  /* Walk up from the use to the region of the definition. */
  CmirOp *a = use;
  bool crossed_isolated = false;
  while (a && a->block && a->block->parent != dr) {
    CmirOp *p = cmir_op_parent(a);
    if (p && (p->info->traits & CMIR_TRAIT_ISOLATED) && p != use)
      crossed_isolated = true;
    a = p;
  }
  if (!a || !a->block) {
    cmir_op_error(use, "operand #%u does not dominate this use", i);
    note_current_op(v, use);
    if (def)
      cmir_op_note(def, "operand defined here (op in a %s)", "child region");
    return CMIR_FAIL;
  }
  if (crossed_isolated) {
    cmir_verify_error(use, "using value defined outside the region");
    note_current_op(v, use);
    CmirOp *iso = cmir_op_parent(use);
    while (iso && !(iso->info->traits & CMIR_TRAIT_ISOLATED))
      iso = cmir_op_parent(iso);
    if (iso)
      cmir_op_note(iso, "required by region isolation constraints");
    return CMIR_FAIL;
  }
  if (is_graph_region(dr))
    return CMIR_OK;
  bool ok;
  if (a->block == db) {
    ok = !def || (def != a && cmir_op_before_in_block(def, a));
  } else {
    ok = block_dominates(v, db, a->block);
  }
  if (ok)
    return CMIR_OK;
  cmir_op_error(use, "operand #%u does not dominate this use", i);
  note_current_op(v, use);
  if (def) {
    const char *where = a->block == db && a == use ? "op in the same block"
                        : a == use                 ? "op in the same region"
                                                   : "op in a parent region";
    cmir_op_note(def, "operand defined here (%s)", where);
  } else {
    uint32_t bi = 0;
    for (CmirBlock *b = dr->first; b && b != db; b = b->next)
      bi++;
    CmirOp *owner = dr->parent;
    CmirLoc l = owner ? owner->loc : use->loc;
    cmir_note(v->ctx, l, "operand defined as a block argument (block #%u in the same region)", bi);
  }
  return CMIR_FAIL;
}

static CmirStatus verify_successors(CmirOp *op) {
  for (uint32_t s = 0; s < op->nsuccs; s++) {
    CmirBlock *b = op->succs[s].block;
    if (!op->block || b->parent != op->block->parent)
      return cmir_op_error(op, "'%s' op reference to block defined in another region",
                           cmir_op_name(op));
    if (!op->info->def)
      continue;
    uint32_t st, n;
    cmir_op_successor_operands(op, s, &st, &n);
    if (n != b->nargs)
      return cmir_op_error(op, "'%s' op branch has %u operands for successor #%u, but target "
                               "block has %u",
                           cmir_op_name(op), n, s, b->nargs);
    for (uint32_t k = 0; k < n; k++)
      if (op->opnds[st + k].value->type != b->args[k]->type)
        return cmir_op_error(op, "'%s' op type mismatch for bb argument #%u of successor #%u",
                             cmir_op_name(op), k, s);
  }
  return CMIR_OK;
}

static CmirStatus verify_structure(CmirOp *op) {
  const CmirOpInfo *info = op->info;
  const char *name = cmir_op_name(op);
  if (!info->def) {
    if (info->dialect && !cmir_context_allows_unregistered(info->ctx))
      return cmir_op_error(op, "unregistered operation '%s' found in dialect ('%s') that does not "
                               "allow unknown operations",
                           name, info->dialect->name->str);
    return CMIR_OK;
  }
  uint32_t s[CMIR_MAX_GROUPS], c[CMIR_MAX_GROUPS];
  if (!cmir_op_group_layout(info, op->nopnds, op->props, s, c)) {
    if (info->opnd_seg_name) {
      const CmirAttr *seg = cmir_dict_get(op->props, info->opnd_seg_name);
      if (!seg)
        return cmir_op_error(op, "'%s' op operand count (%u) does not match with the total size "
                                 "(0) specified in attribute 'operandSegmentSizes'",
                             name, op->nopnds);
      return cmir_op_error(op, "'%s' op operand count (%u) does not match with the total size "
                               "specified in attribute 'operandSegmentSizes'",
                           name, op->nopnds);
    }
    uint32_t fixed = 0;
    bool var = false;
    for (int g = 0; g < info->nopnd_groups; g++) {
      if (info->opnds[g].kind == CMIR_GROUP_SINGLE)
        fixed++;
      else
        var = true;
    }
    if (var)
      return cmir_op_error(op, "'%s' op expected %u or more operands, but found %u", name, fixed,
                           op->nopnds);
    return cmir_op_error(op, "'%s' op requires %u operand%s, but found %u", name, fixed,
                         fixed == 1 ? "" : "s", op->nopnds);
  }
  uint32_t rfixed = 0;
  bool rvar = false;
  for (int g = 0; g < info->nres_groups; g++) {
    if (info->results[g].kind == CMIR_GROUP_SINGLE)
      rfixed++;
    else
      rvar = true;
  }
  if (rvar ? op->nresults < rfixed : op->nresults != rfixed) {
    if (rfixed == 0 && !rvar)
      return cmir_op_error(op, "'%s' op requires zero results", name);
    if (rvar)
      return cmir_op_error(op, "'%s' op expected %u or more results", name, rfixed);
    return cmir_op_error(op, "'%s' op requires %u result%s, but found %u", name, rfixed,
                         rfixed == 1 ? "" : "s", op->nresults);
  }
  if (op->nregions != info->nregion_groups) {
    if (info->nregion_groups == 0)
      return cmir_op_error(op, "'%s' op requires zero regions", name);
    return cmir_op_error(op, "'%s' op requires %u region%s", name, info->nregion_groups,
                         info->nregion_groups == 1 ? "" : "s");
  }
  uint32_t nsucc = info->nsucc_groups;
  bool svar = false;
  for (int g = 0; g < info->nsucc_groups; g++)
    if (info->succs[g].kind != CMIR_GROUP_SINGLE) {
      svar = true;
      nsucc--;
    }
  if (svar ? op->nsuccs < nsucc : op->nsuccs != nsucc) {
    if (nsucc == 0 && !svar)
      return cmir_op_error(op, "'%s' op requires zero successors", name);
    return cmir_op_error(op, "'%s' op requires %u successor%s but found %u", name, nsucc,
                         nsucc == 1 ? "" : "s", op->nsuccs);
  }
  for (int i = 0; i < info->nprops; i++) {
    const CmirPropDef *pd = &info->props[i];
    if (pd->optional || pd->dflt || pd->name == info->opnd_seg_name)
      continue;
    if (!cmir_dict_get(op->props, pd->name))
      return cmir_op_error(op, "'%s' op requires attribute '%s'", name, pd->name->str);
  }
  if ((info->traits & CMIR_TRAIT_SINGLE_BLOCK))
    for (uint32_t i = 0; i < op->nregions; i++)
      if (op->regions[i].first && op->regions[i].first != op->regions[i].last)
        return cmir_op_error(op, "'%s' op expects region #%u to have 0 or 1 blocks", name, i);
  return CMIR_OK;
}

static bool may_be_terminator(const CmirOp *op) {
  return !op->info->def || (op->info->traits & CMIR_TRAIT_TERMINATOR);
}

static CmirStatus verify_block(Verifier *v, CmirBlock *b, bool need_term);

static CmirStatus verify_op(Verifier *v, CmirOp *op) {
  if (verify_structure(op))
    return note_current_op(v, op);
  for (uint32_t i = 0; i < op->nopnds; i++)
    if (check_operand(v, op, i))
      return CMIR_FAIL;
  if (verify_successors(op))
    return note_current_op(v, op);
  if (op->nsuccs && op->block && op->block->last != op)
    return cmir_op_error(op, "operation with block successors must terminate its parent block"),
           note_current_op(v, op);
  bool need_term = op->info->def && !(op->info->traits & CMIR_TRAIT_NO_TERMINATOR);
  for (uint32_t i = 0; i < op->nregions; i++) {
    CmirRegion *r = &op->regions[i];
    for (CmirBlock *b = r->first; b; b = b->next) {
      if (b == r->first && b->preds) {
        cmir_op_error(b->preds->owner, "entry block of region may not have predecessors");
        return CMIR_FAIL;
      }
      if (verify_block(v, b, need_term))
        return CMIR_FAIL;
    }
  }
  /* Symbol tables: names must be unique. */
  if ((op->info->traits & CMIR_TRAIT_SYMBOL_TABLE) && op->nregions && op->regions[0].first) {
    CmirStrMap seen;
    cmir_strmap_init(&seen);
    CmirStatus rc = CMIR_OK;
    for (CmirOp *o = op->regions[0].first->first; o && !rc; o = o->next) {
      const CmirIdent *n = cmir_op_sym_name(o);
      if (!n)
        continue;
      CmirOp *prev = cmir_strmap_get(&seen, n->str, n->len);
      if (prev) {
        cmir_op_error(o, "redefinition of symbol named '%s'", n->str);
        cmir_op_note(prev, "see existing symbol definition here");
        rc = CMIR_FAIL;
      } else {
        cmir_strmap_put(&seen, n->str, n->len, o);
      }
    }
    cmir_strmap_free(&seen);
    if (rc)
      return rc;
  }
  if (op->info->def && op->info->def->verify && op->info->def->verify(op))
    return note_current_op(v, op);
  return CMIR_OK;
}

static CmirStatus verify_block(Verifier *v, CmirBlock *b, bool need_term) {
  for (CmirOp *o = b->first; o; o = o->next) {
    if (o->next && o->info->def && (o->info->traits & CMIR_TRAIT_TERMINATOR)) {
      cmir_op_error(o, "'%s' op must be the last operation in the parent block", cmir_op_name(o));
      return note_current_op(v, o);
    }
    if (verify_op(v, o))
      return CMIR_FAIL;
  }
  if (need_term) {
    if (!b->last) {
      CmirOp *owner = b->parent ? b->parent->parent : NULL;
      if (owner)
        cmir_op_error(owner, "empty block: expect at least a terminator");
      return CMIR_FAIL;
    }
    if (!may_be_terminator(b->last)) {
      cmir_op_error(b->last, "block with no terminator, has %s", "");
      return CMIR_FAIL;
    }
  }
  return CMIR_OK;
}

CmirStatus cmir_verify_ex(CmirOp *op, bool print_op_note) {
  Verifier v;
  v.ctx = op->info->ctx;
  v.print_op_note = print_op_note;
  cmir_htab_init(&v.doms, 16);
  CmirStatus rc = verify_op(&v, op);
  for (uint32_t i = 0; i <= v.doms.mask; i++)
    if (v.doms.slots[i].item)
      dom_free(v.doms.slots[i].item);
  cmir_htab_free(&v.doms);
  return rc;
}

CmirStatus cmir_verify(CmirOp *op) { return cmir_verify_ex(op, true); }
