/* The verifier: structural rules every op obeys (operand, result, region and
 * successor counts from its definition, terminators, block arguments of
 * successors), SSA dominance including across regions, isolation from
 * above, symbol uniqueness, and each op's own verifier. Errors are reported
 * with MLIR's wording; the first failing op stops verification. */
#include "ir/ir_internal.h"

#include <stdio.h>
#include <stdlib.h>

/* Dominator tree of one multi-block region, computed on demand. A block's
 * index in the reverse post-order is kept in the block (b->rpo). The tree
 * is numbered by a depth-first walk: a dominates b iff b's pre-order number
 * lies in a's subtree interval [pre[a], last[a]], so a query costs O(1)
 * however deep the tree (a chain of 200k blocks is 200k deep). */
typedef struct DomInfo {
  const CmirRegion *r;
  CmirBlock **order; /* reverse post-order */
  uint32_t n;
  int32_t *idom; /* by rpo index; -1 unreachable */
  uint32_t *pre; /* by rpo index: pre-order number in the dominator tree */
  uint32_t *last; /* by rpo index: the largest pre-order number in its subtree */
} DomInfo;

/* An op shape that passed verify_structure's counts and property checks:
 * they depend on nothing else, and most ops of a module share a few shapes. */
typedef struct Shape {
  const CmirOpInfo *info;
  const CmirAttr *props;
  uint32_t nopnds, nresults, nsuccs, nregions;
} Shape;
enum { SHAPES = 1024 };

struct CmirVerifyShapes {
  Shape slot[SHAPES]; /* direct-mapped by shape_slot */
};

typedef struct Verifier {
  CmirContext *ctx;
  Shape *shapes; /* the run's own, or a caller's that outlives runs */
  CmirHtab doms; /* region -> DomInfo */
  const CmirRegion *last_r; /* the region of the last dom_info lookup */
  DomInfo *last_d;
  /* quick_operand's last value from another block: for a use in use_block
   * of a value of def_block, the op in def_block's region that holds the
   * use (NULL if it is the using op itself, or outer if there is none
   * inside the limit), and, once computed, whether def_block dominates
   * that op's block (dom: -1 not yet). Consecutive operands mostly repeat
   * the pair (constants of a function's entry block used in its loops). */
  struct {
    const CmirBlock *use_block, *def_block;
    CmirOp *holder;
    bool outer;
    int8_t dom;
  } far;
  bool print_op_note;
  bool quiet;            /* a muted run: no op text for notes or messages */
  CmirVerifySkipFn skip; /* isolated ops verified already, or NULL */
  void *skip_user;
} Verifier;

/* Table items whose first field is the key (DomInfo). */
static bool ptr_eq(const void *item, const void *key) { return *(const void *const *)item == key; }
static uint64_t ph(const void *p) { return cmir_hash_mix(0xd0, (uint64_t)(uintptr_t)p); }

/* Numbers the dominator tree of d depth-first (d->pre, d->last), from the
 * idom links: children lists in one array (counting sort by parent), then an
 * iterative walk. */
static void dom_number(DomInfo *d) {
  uint32_t n = d->n;
  uint32_t *start = cmir_xcalloc(n + 1, sizeof(uint32_t));
  uint32_t *kids = cmir_xmalloc(sizeof(uint32_t) * (n ? n : 1));
  for (uint32_t i = 1; i < n; i++)
    if (d->idom[i] >= 0)
      start[d->idom[i] + 1]++;
  for (uint32_t i = 0; i < n; i++)
    start[i + 1] += start[i];
  uint32_t *fill = cmir_xmalloc(sizeof(uint32_t) * (n ? n : 1));
  memcpy(fill, start, sizeof(uint32_t) * (n ? n : 1));
  for (uint32_t i = 1; i < n; i++)
    if (d->idom[i] >= 0)
      kids[fill[d->idom[i]]++] = i;
  d->pre = cmir_xmalloc(sizeof(uint32_t) * (n ? n : 1));
  d->last = cmir_xmalloc(sizeof(uint32_t) * (n ? n : 1));
  /* fill[x] becomes the next child of x to visit */
  memcpy(fill, start, sizeof(uint32_t) * (n ? n : 1));
  uint32_t *stack = cmir_xmalloc(sizeof(uint32_t) * (n ? n : 1));
  uint32_t sp = 0, next = 0;
  if (n) {
    stack[sp++] = 0;
    d->pre[0] = next++;
  }
  while (sp) {
    uint32_t x = stack[sp - 1];
    cmir_steps.dom_build++;
    if (fill[x] < start[x + 1]) {
      uint32_t c = kids[fill[x]++];
      d->pre[c] = next++;
      stack[sp++] = c;
    } else {
      d->last[x] = next - 1;
      sp--;
    }
  }
  free(stack);
  free(fill);
  free(kids);
  free(start);
}

static DomInfo *dom_info(Verifier *v, const CmirRegion *r) {
  if (v->last_r == r)
    return v->last_d;
  DomInfo *d = cmir_htab_find(&v->doms, ph(r), ptr_eq, r);
  if (d) {
    v->last_r = r;
    v->last_d = d;
    return d;
  }
  d = cmir_xcalloc(1, sizeof *d);
  d->r = r;
  uint32_t nb = 0;
  for (CmirBlock *b = r->first; b; b = b->next) {
    b->rpo = 0;
    nb++;
  }
  cmir_steps.dom_build += nb;
  d->order = cmir_xmalloc(sizeof(CmirBlock *) * (nb ? nb : 1));
  /* Iterative DFS for post-order; a block is marked seen by b->rpo = 1
   * until the reverse post-order numbers replace the marks. */
  typedef struct Frame {
    CmirBlock *b;
    uint32_t next;
  } Frame;
  Frame *stack = cmir_xmalloc(sizeof(Frame) * (nb + 1));
  CmirBlock **post = cmir_xmalloc(sizeof(CmirBlock *) * (nb ? nb : 1));
  uint32_t npost = 0, sp = 0;
  if (r->first) {
    stack[sp++] = (Frame){r->first, 0};
    r->first->rpo = 1;
  }
  while (sp) {
    Frame *f = &stack[sp - 1];
    CmirOp *t = f->b->last;
    cmir_steps.dom_build++;
    if (t && f->next < t->nsuccs) {
      CmirBlock *s = cmir_op_succs(t)[f->next++].block;
      if (s && s->parent == r && !s->rpo) {
        s->rpo = 1;
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
  for (uint32_t i = 0; i < npost; i++)
    d->order[i]->rpo = i + 1;
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
        const CmirBlock *pb = u->owner->block;
        cmir_steps.dom_build++;
        if (!pb || pb->parent != r || !pb->rpo || d->idom[pb->rpo - 1] < 0)
          continue;
        int32_t p = (int32_t)pb->rpo - 1;
        if (nid < 0) {
          nid = p;
          continue;
        }
        int32_t a = p, b = nid;
        while (a != b) {
          while (a > b) {
            a = d->idom[a];
            cmir_steps.dom_build++;
          }
          while (b > a) {
            b = d->idom[b];
            cmir_steps.dom_build++;
          }
        }
        nid = a;
      }
      if (nid != d->idom[i]) {
        d->idom[i] = nid;
        changed = true;
      }
    }
  }
  dom_number(d);
  cmir_htab_insert(&v->doms, ph(r), d);
  v->last_r = r;
  v->last_d = d;
  return d;
}

static void dom_free(DomInfo *d) {
  free(d->order);
  free(d->idom);
  free(d->pre);
  free(d->last);
  free(d);
}

/* -1 if unreachable; b is in d's region. */
static int32_t rpo_index(DomInfo *d, const CmirBlock *b) {
  (void)d; /* computed with d, kept in b */
  return (int32_t)b->rpo - 1;
}

static bool block_dominates(Verifier *v, const CmirBlock *a, const CmirBlock *b) {
  if (a == b)
    return true;
  DomInfo *d = dom_info(v, a->parent);
  int32_t ia = rpo_index(d, a), ib = rpo_index(d, b);
  cmir_steps.dom_query++;
  if (ib < 0)
    return true; /* unreachable uses are not checked */
  if (ia < 0)
    return false;
  return d->pre[ia] <= d->pre[ib] && d->pre[ib] <= d->last[ia];
}

/* Regions whose ops need not dominate each other (module bodies). */
static bool is_graph_region(const CmirRegion *r) {
  return r->parent && (r->parent->info->traits & CMIR_TRAIT_SYMBOL_TABLE) &&
         (r->parent->info->traits & CMIR_TRAIT_NO_TERMINATOR);
}

static CmirStatus note_current_op(Verifier *v, CmirOp *op) {
  if (v->print_op_note) {
    char *s = cmir_op_diag_str(op);
    /* A multi-line op starts on its own line, as MLIR's Diagnostic::appendOp. */
    cmir_op_note(op, "see current operation: %s%s", strchr(s, '\n') ? "\n" : "", s);
    free(s);
  }
  return CMIR_FAIL;
}

/* Is region a a proper ancestor of region b? */
static bool region_encloses(const CmirRegion *a, const CmirRegion *b) {
  while (b && b->parent && b->parent->block) {
    b = b->parent->block->parent;
    if (b == a)
      return true;
  }
  return false;
}

/* Where a definition's region lies from a use's, as dominance notes say
 * it: "the same region", "a parent region", "a child region", or NULL. */
static const char *relation(const CmirRegion *use, const CmirRegion *def) {
  if (use == def)
    return "the same region";
  if (region_encloses(def, use))
    return "a parent region";
  if (region_encloses(use, def))
    return "a child region";
  return NULL;
}

/* MLIR's diagnoseInvalidOperandDominance. */
static CmirStatus bad_dominance(Verifier *v, CmirOp *use, uint32_t i) {
  CmirValue *val = use->opnds[i].value;
  cmir_op_error(use, "operand #%u does not dominate this use", i);
  note_current_op(v, use);
  CmirOp *def = cmir_value_def(val);
  CmirBlock *db = cmir_value_block(val);
  const char *rel = relation(use->block->parent, db->parent);
  if (def) {
    if (def->block == use->block)
      cmir_op_note(def, "operand defined here (op in the same block)");
    else if (rel)
      cmir_op_note(def, "operand defined here (op in %s)", rel);
    else
      cmir_op_note(def, "operand defined here (op is neither in a parent nor in a child region)");
    return CMIR_FAIL;
  }
  uint32_t bi = 0;
  for (CmirBlock *b = db->parent->first; b && b != db; b = b->next)
    bi++;
  CmirOp *owner = db->parent->parent;
  CmirLoc l = owner ? owner->loc : use->loc;
  if (rel)
    cmir_note(v->ctx, l, "operand defined as a block argument (block #%u in %s)", bi, rel);
  else
    cmir_note(v->ctx, l, "operand defined as a block argument (block #%u neither in a parent nor "
                         "in a child region)",
              bi);
  return CMIR_FAIL;
}

/* Does operand i of use properly dominate it (MLIR's DominanceInfo)? */
static bool operand_dominates(Verifier *v, CmirOp *use, uint32_t i) {
  CmirValue *val = use->opnds[i].value;
  if (!val)
    return true;
  CmirBlock *db = cmir_value_block(val);
  CmirOp *def = cmir_value_def(val);
  if (!db || !db->parent)
    return true;
  CmirRegion *dr = db->parent;
  /* The ancestor of the use in the definition's region. */
  CmirOp *a = use;
  while (a && a->block && a->block->parent != dr)
    a = cmir_op_parent(a);
  if (!a || !a->block)
    return false;
  if (is_graph_region(dr))
    return true;
  if (a->block == db)
    return !def || (def != a && cmir_op_before_in_block(def, a));
  return block_dominates(v, db, a->block);
}

static CmirStatus verify_successors(CmirOp *op) {
  uint32_t inl[8], *st = inl, *cnt = inl + 4;
  if (op->nsuccs > 4)
    st = cmir_xmalloc(sizeof(uint32_t) * 2 * op->nsuccs), cnt = st + op->nsuccs;
  if (op->info->def)
    cmir_op_successor_ranges(op, st, cnt);
  CmirStatus rc = CMIR_OK;
  for (uint32_t s = 0; s < op->nsuccs && !rc; s++) {
    CmirBlock *b = cmir_op_succs(op)[s].block;
    if (!op->block || b->parent != op->block->parent) {
      rc = cmir_op_error(op, "'%s' op reference to block defined in another region",
                         cmir_op_name(op));
      break;
    }
    if (!op->info->def)
      continue;
    uint32_t n = cnt[s];
    /* BranchOpInterface reports these without the "'name' op" prefix. */
    if (n != b->nargs)
      rc = cmir_op_error(op, "branch has %u operands for successor #%u, but target block has %u", n,
                         s, b->nargs);
    for (uint32_t k = 0; k < n && !rc; k++)
      if (op->opnds[st[s] + k].value->type != b->args[k]->type)
        rc = cmir_op_error(op, "type mismatch for bb argument #%u of successor #%u", k, s);
  }
  if (st != inl)
    free(st);
  return rc;
}

static Shape *shape_slot(Verifier *v, const CmirOp *op) {
  uint64_t h = cmir_hash_mix((uint64_t)(uintptr_t)op->info, (uint64_t)(uintptr_t)op->props);
  h = cmir_hash_mix(h, ((uint64_t)op->nopnds << 32) ^ ((uint64_t)op->nresults << 16) ^
                           ((uint64_t)op->nsuccs << 8) ^ op->nregions);
  return &v->shapes[h & (SHAPES - 1)];
}

static bool shape_is(const Shape *s, const CmirOp *op) {
  return s->info == op->info && s->props == op->props && s->nopnds == op->nopnds &&
         s->nresults == op->nresults && s->nsuccs == op->nsuccs && s->nregions == op->nregions;
}

static CmirStatus verify_counts_and_props(CmirOp *op);

static CmirStatus verify_structure(Verifier *v, CmirOp *op) {
  const CmirOpInfo *info = op->info;
  if (!info->def)
    return CMIR_OK;
  Shape *shape = shape_slot(v, op);
  if (!shape_is(shape, op)) {
    if (verify_counts_and_props(op))
      return CMIR_FAIL;
    *shape = (Shape){info, op->props, op->nopnds, op->nresults, op->nsuccs, op->nregions};
  }
  if ((info->traits & CMIR_TRAIT_SINGLE_BLOCK))
    for (uint32_t i = 0; i < op->nregions; i++) {
      if (cmir_op_regions(op)[i].first && cmir_op_regions(op)[i].first != cmir_op_regions(op)[i].last)
        return cmir_op_error(op, "'%s' op expects region #%u to have 0 or 1 blocks",
                             cmir_op_name(op), i);
      if (cmir_op_regions(op)[i].first && !cmir_op_regions(op)[i].first->first &&
          !(info->traits & CMIR_TRAIT_NO_TERMINATOR))
        return cmir_op_error(op, "'%s' op expects a non-empty block", cmir_op_name(op));
    }
  return CMIR_OK;
}

/* Operand, result, region and successor counts from the op's definition,
 * and its properties' presence and constraints. */
static CmirStatus verify_counts_and_props(CmirOp *op) {
  const CmirOpInfo *info = op->info;
  const char *name = cmir_op_name(op);
  /* In the order of MLIR's ODS count traits: regions, results, successors,
   * operands. */
  uint32_t nreg = info->nregion_groups;
  bool regvar = nreg && info->regions[nreg - 1].kind == CMIR_GROUP_VARIADIC;
  if (regvar ? op->nregions < nreg - 1 : op->nregions != nreg) {
    if (regvar)
      return cmir_op_error(op, "'%s' op expected %u or more regions", name, nreg - 1);
    if (nreg == 0)
      return cmir_op_error(op, "'%s' op requires zero regions", name);
    if (nreg == 1)
      return cmir_op_error(op, "'%s' op requires one region", name);
    return cmir_op_error(op, "'%s' op expected %u regions", name, nreg);
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
    if (rfixed == 1)
      return cmir_op_error(op, "'%s' op requires one result", name);
    return cmir_op_error(op, "'%s' op expected %u results", name, rfixed);
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
  uint32_t s[CMIR_MAX_GROUPS], c[CMIR_MAX_GROUPS];
  if (!cmir_op_group_layout(info, op->nopnds, op->props, s, c)) {
    if (info->opnd_seg_name) {
      const CmirAttr *seg = cmir_dict_get(op->props, info->opnd_seg_name);
      if (!seg)
        return cmir_op_error(op, "'%s' op operand count (%u) does not match with the total size "
                                 "(0) specified in attribute 'operandSegmentSizes'",
                             name, op->nopnds);
      int64_t total = 0;
      for (uint32_t i = 0; seg->kind == CMIR_ATTR_DENSE_ARRAY && i < seg->darr.n; i++)
        total += seg->darr.elem->integer.width == 32 ? ((const int32_t *)seg->darr.data)[i] : 0;
      return cmir_op_error(op, "'%s' op operand count (%u) does not match with the total size "
                               "(%lld) specified in attribute 'operandSegmentSizes'",
                           name, op->nopnds, (long long)total);
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
    /* ZeroOperands, OneOperand, NOperands */
    if (fixed == 0)
      return cmir_op_error(op, "'%s' op requires zero operands", name);
    if (fixed == 1)
      return cmir_op_error(op, "'%s' op requires a single operand", name);
    return cmir_op_error(op, "'%s' op expected %u operands, but found %u", name, fixed,
                         op->nopnds);
  }
  /* MLIR's property storage has a place for the op's own properties only
   * (text drops other names; bytecode and the API could still set them). */
  for (uint32_t i = 0; op->props && op->props->kind == CMIR_ATTR_DICT && i < op->props->dict.n; i++)
    if (cmir_info_prop(info, op->props->dict.entries[i].name) < 0)
      return cmir_op_error(op, "'%s' op has no property '%s'", name,
                           op->props->dict.entries[i].name->str);
  for (int i = 0; i < info->nprops; i++) {
    const CmirPropDef *pd = &info->props[i];
    if (pd->optional || pd->dflt || pd->name == info->opnd_seg_name)
      continue;
    if (!cmir_dict_get(op->props, pd->name))
      return cmir_op_error(op, "'%s' op requires attribute '%s'", name, pd->name->str);
  }
  for (int i = 0; i < info->nprops; i++) {
    const CmirPropDef *pd = &info->props[i];
    const CmirAttr *a = cmir_dict_get(op->props, pd->name);
    char buf[256];
    if (a && !cmir_prop_satisfies(pd, a))
      return cmir_op_error(op, "'%s' op attribute '%s' failed to satisfy constraint: %s", name,
                           pd->name->str, cmir_prop_constraint(pd, buf, sizeof buf));
  }
  return CMIR_OK;
}

static bool may_be_terminator(const CmirOp *op) {
  return !op->info->def || (op->info->traits & CMIR_TRAIT_TERMINATOR);
}

/* MLIR's mayBeValidWithoutTerminator: blocks of single-block regions of ops
 * that (might) have NoTerminator. */
static bool may_lack_terminator(const CmirBlock *b) {
  const CmirRegion *r = b->parent;
  if (!r)
    return true;
  if (r->first != r->last)
    return false;
  const CmirOp *op = r->parent;
  return !op || !op->info->def || (op->info->traits & CMIR_TRAIT_NO_TERMINATOR);
}

/* Operands of an isolated op's regions must be defined inside them; nested
 * isolated ops check themselves. */
static CmirStatus verify_isolation(Verifier *v, CmirOp *iso) {
  for (uint32_t ri = 0; ri < iso->nregions; ri++) {
    CmirRegion *limit = &cmir_op_regions(iso)[ri];
    CMIR_VEC(CmirRegion *) pending = {0};
    cmir_vec_push(&pending, limit);
    CmirStatus rc = CMIR_OK;
    while (pending.len && !rc) {
      CmirRegion *r = pending.data[--pending.len];
      for (CmirBlock *b = r->first; b && !rc; b = b->next)
        for (CmirOp *o = b->first; o && !rc; o = o->next) {
          for (uint32_t i = 0; i < o->nopnds && !rc; i++) {
            CmirBlock *db = o->opnds[i].value ? cmir_value_block(o->opnds[i].value) : NULL;
            if (!db || !db->parent)
              continue;
            if (db->parent != limit && !region_encloses(limit, db->parent)) {
              cmir_verify_error(o, "using value defined outside the region");
              note_current_op(v, o);
              cmir_op_note(iso, "required by region isolation constraints");
              rc = CMIR_FAIL;
            }
          }
          if (o->nregions && !(o->info->traits & CMIR_TRAIT_ISOLATED))
            for (uint32_t k = 0; k < o->nregions; k++)
              cmir_vec_push(&pending, &cmir_op_regions(o)[k]);
        }
    }
    cmir_vec_free(&pending);
    if (rc)
      return rc;
  }
  return CMIR_OK;
}

static CmirStatus verify_symbol_table(Verifier *v, CmirOp *op) {
  if (!op->nregions || !cmir_op_regions(op)[0].first)
    return CMIR_OK;
  CmirStrMap seen;
  cmir_strmap_init(&seen);
  CmirStatus rc = CMIR_OK;
  for (CmirOp *o = cmir_op_regions(op)[0].first->first; o && !rc; o = o->next) {
    const CmirIdent *n = cmir_op_sym_name(o);
    if (!n)
      continue;
    CmirOp *prev = cmir_strmap_get(&seen, n->str, n->len);
    if (prev) {
      cmir_op_error(o, "redefinition of symbol named '%s'", n->str);
      note_current_op(v, o);
      cmir_op_note(prev, "see existing symbol definition here");
      rc = CMIR_FAIL;
    } else {
      cmir_strmap_put(&seen, n->str, n->len, o);
    }
  }
  cmir_strmap_free(&seen);
  return rc;
}

static CmirStatus verify_op_and_dominance(Verifier *v, CmirOp *op);

/* Checks made when the walk reaches an op: its invariants, then its
 * regions' entry blocks (MLIR's verifyOnEntrance). */
static CmirStatus op_entrance(Verifier *v, CmirOp *op) {
  /* Dialect attributes first (MLIR's verifyOperationAttribute). */
  for (uint32_t i = 0; op->attrs && i < op->attrs->dict.n; i++) {
    const CmirNamedAttr *a = &op->attrs->dict.entries[i];
    const char *dot = memchr(a->name->str, '.', a->name->len);
    const CmirDialect *d =
        dot ? cmir_strmap_get(&v->ctx->dialects, a->name->str, (size_t)(dot - a->name->str)) : NULL;
    if (d && d->verify_attr && d->verify_attr(op, a))
      return note_current_op(v, op);
  }
  if (verify_structure(v, op))
    return note_current_op(v, op);
  if (op->info->def && op->info->def->parent) {
    CmirOp *parent = cmir_op_parent(op);
    if (!parent || strcmp(cmir_op_name(parent), op->info->def->parent)) {
      cmir_op_error(op, "'%s' op expects parent op '%s'", cmir_op_name(op), op->info->def->parent);
      return note_current_op(v, op);
    }
  }
  if (op->info->def && (op->info->traits & CMIR_TRAIT_TERMINATOR) && op->block &&
      op->block->last != op) {
    cmir_op_error(op, "'%s' op must be the last operation in the parent block", cmir_op_name(op));
    return note_current_op(v, op);
  }
  /* The op's invariants (ODS constraints) come before BranchOpInterface's
   * successor-operand checks, as in MLIR's trait order. */
  if (op->info->def && op->info->def->verify && op->info->def->verify(op))
    return note_current_op(v, op);
  if (verify_successors(op))
    return note_current_op(v, op);
  for (uint32_t i = 0; i < op->nregions; i++) {
    CmirBlock *entry = cmir_op_regions(op)[i].first;
    if (entry && entry->preds)
      return cmir_op_error(op, "entry block of region may not have predecessors");
  }
  return CMIR_OK;
}

static bool is_isolated_body(const CmirOp *op) {
  return op->nregions && (op->info->traits & CMIR_TRAIT_ISOLATED);
}

static bool skipped(Verifier *v, const CmirOp *op) { return v->skip && v->skip(op, v->skip_user); }

static CmirStatus op_exit_local(Verifier *v, CmirOp *op);

/* Whether op_exit_local has anything to check on op (most ops: no). */
static bool has_exit_checks(const CmirOp *op) {
  const CmirOpInfo *info = op->info;
  return (info->traits & CMIR_TRAIT_SYMBOL_TABLE) || !info->def || info->def->verify_regions;
}

/* Checks made after an op's regions were walked: isolated children (with
 * their dominance), then region invariants (MLIR's verifyOnExit). */
static CmirStatus op_exit(Verifier *v, CmirOp *op) {
  for (uint32_t i = 0; i < op->nregions; i++)
    for (CmirBlock *b = cmir_op_regions(op)[i].first; b; b = b->next)
      for (CmirOp *o = b->first; o; o = o->next)
        if (is_isolated_body(o) && !skipped(v, o) && verify_op_and_dominance(v, o))
          return CMIR_FAIL;
  if (op->info->def && (op->info->traits & CMIR_TRAIT_ISOLATED) && verify_isolation(v, op))
    return CMIR_FAIL;
  return op_exit_local(v, op);
}

/* op_exit's checks of op itself: its symbol table, its regions' invariants,
 * and whether its dialect accepts it unregistered. */
static CmirStatus op_exit_local(Verifier *v, CmirOp *op) {
  if ((op->info->traits & CMIR_TRAIT_SYMBOL_TABLE) && verify_symbol_table(v, op))
    return CMIR_FAIL;
  if (op->info->def && op->info->def->verify_regions && op->info->def->verify_regions(op))
    return note_current_op(v, op);
  /* Even under --allow-unregistered-dialect, which is about dialects that
   * are not loaded: a loaded dialect decides about its unknown ops. */
  if (!op->info->def && op->info->dialect && !op->info->dialect->allow_unknown_ops) {
    cmir_op_error(op, "unregistered operation '%s' found in dialect ('%s') that does not "
                      "allow unknown operations",
                  cmir_op_name(op), op->info->dialect->name->str);
    return note_current_op(v, op);
  }
  return CMIR_OK;
}

static CmirStatus verify_operation(Verifier *v, CmirOp *op);

static CmirStatus verify_empty_block(Verifier *v, CmirBlock *b) {
  if (may_lack_terminator(b))
    return CMIR_OK;
  CmirOp *owner = b->parent->parent;
  return cmir_error(v->ctx, owner->loc, "empty block: expect at least a terminator");
}

static CmirStatus branch_not_last(Verifier *v, CmirOp *o) {
  cmir_op_error(o, "operation with block successors must terminate its parent block");
  return note_current_op(v, o);
}

static CmirStatus verify_terminator(Verifier *v, CmirBlock *b);

static CmirStatus verify_block(Verifier *v, CmirBlock *b) {
  if (!b->first)
    return verify_empty_block(v, b);
  for (CmirOp *o = b->first; o; o = o->next)
    if (o->nsuccs && o != b->last)
      return branch_not_last(v, o);
  for (CmirOp *o = b->first; o; o = o->next)
    if (!is_isolated_body(o) && verify_operation(v, o))
      return CMIR_FAIL;
  return verify_terminator(v, b);
}

/* A non-empty block ends in a terminator unless its region may lack one. */
static CmirStatus verify_terminator(Verifier *v, CmirBlock *b) {
  if (may_lack_terminator(b))
    return CMIR_OK;
  if (!may_be_terminator(b->last)) {
    if (v->quiet)
      return CMIR_FAIL;
    char *s = cmir_op_diag_str(b->last);
    cmir_op_error(b->last, "block with no terminator, has %s%s", strchr(s, '\n') ? "\n" : "", s);
    free(s);
    return note_current_op(v, b->last);
  }
  return CMIR_OK;
}

/* The structural walk of one op and everything nested in it, except ops
 * isolated from above, which are verified from their parent's exit. */
static CmirStatus verify_operation(Verifier *v, CmirOp *op) {
  if (op_entrance(v, op))
    return CMIR_FAIL;
  for (uint32_t i = 0; i < op->nregions; i++)
    for (CmirBlock *b = cmir_op_regions(op)[i].first; b; b = b->next)
      if (verify_block(v, b))
        return CMIR_FAIL;
  return op_exit(v, op);
}

/* Dominance inside op's regions, not descending into isolated ops. */
static CmirStatus verify_dominance(Verifier *v, CmirOp *op) {
  for (uint32_t i = 0; i < op->nregions; i++) {
    CmirRegion *r = &cmir_op_regions(op)[i];
    for (CmirBlock *b = r->first; b; b = b->next) {
      bool reachable = b == r->first || rpo_index(dom_info(v, r), b) >= 0;
      for (CmirOp *o = b->first; o; o = o->next) {
        if (reachable)
          for (uint32_t k = 0; k < o->nopnds; k++)
            if (!operand_dominates(v, o, k))
              return bad_dominance(v, o, k);
        if (o->nregions && !is_isolated_body(o) && verify_dominance(v, o))
          return CMIR_FAIL;
      }
    }
  }
  return CMIR_OK;
}

static CmirStatus verify_op_and_dominance(Verifier *v, CmirOp *op) {
  if (verify_operation(v, op))
    return CMIR_FAIL;
  return op->nregions ? verify_dominance(v, op) : CMIR_OK;
}

/* ---- the one-pass walk of a muted run ----
 * A muted run only says whether op is valid, not which error the ordered
 * walk above reports first, so it makes the same checks in one pass: each
 * op's own checks, then its operands' isolation and dominance, then its
 * regions. A body that was just decoded is then walked once instead of
 * four times (blocks, ops, isolation, dominance). */

static CmirStatus quick_op(Verifier *v, CmirOp *op);

/* Isolation and dominance of operand i of o, which lies in region limit of
 * the isolated op being verified (NULL: no isolation to check) and, if
 * graph, in a graph region. o's block is numbered. */
static bool quick_operand(Verifier *v, const CmirRegion *limit, bool graph, CmirOp *o, uint32_t i,
                          bool reachable) {
  CmirValue *val = o->opnds[i].value;
  if (!val)
    return true;
  CmirOp *def = cmir_value_def(val);
  CmirBlock *db = def ? def->block : cmir_value_block(val);
  if (db == o->block) /* the common case: a value of the same block (o's is in a region) */
    return !reachable || !def || graph || (def != o && def->order < o->order);
  if (!db || !db->parent)
    return true;
  CmirRegion *dr = db->parent;
  CmirOp *a;
  bool inside;
  if (v->far.use_block == o->block && v->far.def_block == db) {
    a = v->far.holder ? v->far.holder : o;
    inside = !v->far.outer;
  } else {
    const CmirOp *stop = limit ? limit->parent : NULL;
    a = o;
    while (a && a != stop && a->block && a->block->parent != dr)
      a = cmir_op_parent(a);
    inside = a && a != stop && a->block; /* dr holds o, inside limit */
    v->far.use_block = o->block;
    v->far.def_block = db;
    v->far.holder = a == o ? NULL : a;
    v->far.outer = !inside;
    v->far.dom = -1;
  }
  if (inside) {
    if (!reachable || is_graph_region(dr))
      return true;
    if (a->block == db)
      return !def || (def != a && cmir_op_before_in_block(def, a));
    if (v->far.dom < 0)
      v->far.dom = block_dominates(v, db, a->block);
    return v->far.dom;
  }
  /* dr does not hold o inside limit: the ordered walk's two checks. */
  if (limit && dr != limit && !region_encloses(limit, dr))
    return false;
  return !reachable || operand_dominates(v, o, i);
}

static CmirStatus quick_region(Verifier *v, const CmirRegion *limit, CmirRegion *r) {
  bool graph = is_graph_region(r);
  for (CmirBlock *b = r->first; b; b = b->next) {
    if (!b->first) {
      if (verify_empty_block(v, b))
        return CMIR_FAIL;
      continue;
    }
    bool reachable = b == r->first || rpo_index(dom_info(v, r), b) >= 0;
    if (!b->order_valid)
      cmir_block_number_ops(b);
    for (CmirOp *o = b->first; o; o = o->next) {
      if (o->nsuccs && o != b->last)
        return branch_not_last(v, o);
      bool iso = is_isolated_body(o);
      if (!iso && op_entrance(v, o))
        return CMIR_FAIL;
      for (uint32_t k = 0; k < o->nopnds; k++)
        if (!quick_operand(v, limit, graph, o, k, reachable))
          return CMIR_FAIL;
      if (iso) {
        if (!skipped(v, o) && quick_op(v, o))
          return CMIR_FAIL;
        continue;
      }
      for (uint32_t k = 0; k < o->nregions; k++)
        if (quick_region(v, limit, &cmir_op_regions(o)[k]))
          return CMIR_FAIL;
      if (has_exit_checks(o) && op_exit_local(v, o))
        return CMIR_FAIL;
    }
    if (verify_terminator(v, b))
      return CMIR_FAIL;
  }
  return CMIR_OK;
}

/* verify_op_and_dominance in one pass. */
static CmirStatus quick_op(Verifier *v, CmirOp *op) {
  if (op_entrance(v, op))
    return CMIR_FAIL;
  bool iso = op->info->def && (op->info->traits & CMIR_TRAIT_ISOLATED);
  for (uint32_t i = 0; i < op->nregions; i++) {
    CmirRegion *r = &cmir_op_regions(op)[i];
    if (quick_region(v, iso ? r : NULL, r))
      return CMIR_FAIL;
  }
  return op_exit_local(v, op);
}

/* A quick run is the one-pass walk, for a caller that mutes diagnostics;
 * otherwise the ordered walk, which reports MLIR's first error. */
static CmirStatus run(CmirOp *op, bool quick, bool print_op_note, CmirVerifySkipFn skip,
                      void *user, CmirVerifyShapes *shapes) {
  Verifier v;
  CmirVerifyShapes own;
  if (!shapes) {
    memset(&own, 0, sizeof own);
    shapes = &own;
  }
  v.shapes = shapes->slot;
  v.ctx = op->info->ctx;
  v.print_op_note = print_op_note;
  v.quiet = quick;
  v.skip = skip;
  v.skip_user = user;
  v.last_r = NULL;
  v.last_d = NULL;
  v.far.use_block = v.far.def_block = NULL;
  cmir_htab_init(&v.doms, 16);
  bool own_cache = !v.ctx->symidx_active;
  if (own_cache)
    cmir_symbol_cache_begin(v.ctx);
  CmirStatus rc = quick ? quick_op(&v, op) : verify_op_and_dominance(&v, op);
  if (own_cache)
    cmir_symbol_cache_end(v.ctx);
  for (uint32_t i = 0; i <= v.doms.mask; i++)
    if (v.doms.slots[i].item)
      dom_free(v.doms.slots[i].item);
  cmir_htab_free(&v.doms);
  return rc;
}

CmirStatus cmir_verify_ordered(CmirOp *op, bool print_op_note) {
  return run(op, false, print_op_note, NULL, NULL, NULL);
}

/* The one-pass walk decides; only invalid IR pays for the ordered walk,
 * which says what is wrong. Verifiers say nothing about valid IR, and if
 * one did, the muted count would send it to the ordered walk too. */
CmirStatus cmir_verify_ex(CmirOp *op, bool print_op_note) {
  if (cmir_diag_muted())
    return run(op, true, false, NULL, NULL, NULL);
  cmir_diag_mute(true);
  CmirStatus rc = run(op, true, false, NULL, NULL, NULL);
  bool said = cmir_diag_muted_count() != 0;
  cmir_diag_mute(false);
  return rc || said ? cmir_verify_ordered(op, print_op_note) : CMIR_OK;
}

CmirStatus cmir_verify_quiet(CmirOp *op, CmirVerifySkipFn skip, void *user,
                             CmirVerifyShapes *shapes) {
  return run(op, true, false, skip, user, shapes);
}

CmirVerifyShapes *cmir_verify_shapes_new(void) { return cmir_xcalloc(1, sizeof(CmirVerifyShapes)); }

CmirStatus cmir_verify(CmirOp *op) { return cmir_verify_ex(op, true); }

/* ---- helpers for op verifiers ---- */

/* SameOperandsAndResultType. */
CmirStatus cmir_verify_same_types(CmirOp *op) {
  const CmirType *t = op->nresults ? op->results[0].type : op->opnds[0].value->type;
  for (uint32_t i = 0; i < op->nopnds; i++)
    if (op->opnds[i].value->type != t)
      return cmir_verify_error(op, "requires the same type for all operands and results");
  for (uint32_t i = 0; i < op->nresults; i++)
    if (op->results[i].type != t)
      return cmir_verify_error(op, "requires the same type for all operands and results");
  return CMIR_OK;
}

CmirStatus cmir_verify_error(CmirOp *op, const char *fmt, ...) {
  char buf[1024];
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(buf, sizeof buf, fmt, ap);
  va_end(ap);
  return cmir_op_error(op, "'%s' op %s", cmir_op_name(op), buf);
}

char *cmir_op_diag_str(CmirOp *op) {
  CmirContext *ctx = op->info->ctx;
  if (ctx->syntax && ctx->syntax->op_generic_str)
    return ctx->syntax->op_generic_str(op);
  size_t n = op->info->name->len;
  char *s = cmir_xmalloc(n + 3);
  s[0] = '\'';
  memcpy(s + 1, op->info->name->str, n);
  s[n + 1] = '\'';
  s[n + 2] = 0;
  return s;
}
