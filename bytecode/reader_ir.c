/* Bytecode reader: the ir section and the bodies (docs/bytecode.md): ops
 * created from the opcode table, values (placeholders for forward
 * references), locations, regions. */
#include "reader.h"

#include <stdlib.h>
#include <string.h>

bool cmir_bcr_unit_init(CmirBcReader *r, Unit *u, BcCursor *c, LocState loc) {
  (void)r;
  memset(u, 0, sizeof *u);
  u->loc = loc;
  uint64_t n = bc_rvarint(c);
  if (bc_failed(c))
    return false;
  /* A unit defines at most 256 values per byte (writers check this). */
  uint64_t size = (uint64_t)(c->end - c->p) + 16;
  if (n > 256 * size)
    return bc_fail(c, "unit declares %llu values, more than its %llu bytes can define",
                   (unsigned long long)n, (unsigned long long)size);
  u->nvalues = (uint32_t)n;
  u->vals = cmir_xcalloc(n ? n : 1, sizeof(CmirValue *));
  u->is_ph = cmir_xcalloc(n ? n : 1, 1);
  return true;
}

void cmir_bcr_unit_free(Unit *u) {
  free(u->vals);
  free(u->is_ph);
}

/* Value reference (docs/bytecode.md): even 2k is the k-th value back from
 * u->next, odd 2n + 1 is value n (possibly not defined yet). */
/* A value used before its definition; pos is its place in r->placeholders. */
typedef struct Placeholder {
  CmirValue value;
  size_t pos;
} Placeholder;

static CmirValue *rd_value(CmirBcReader *r, Unit *u, BcCursor *c) {
  uint64_t ref = bc_rvarint(c);
  if (bc_failed(c))
    return NULL;
  if (!(ref & 1) && (ref >> 1) >= u->next)
    return bc_fail(c, "relative value reference %llu before the first value",
                   (unsigned long long)(ref >> 1)),
           NULL;
  uint64_t id = ref & 1 ? ref >> 1 : u->next - 1 - (ref >> 1);
  if (id >= u->nvalues)
    return bc_fail(c, "value reference %llu out of range (%u values)", (unsigned long long)id,
                   u->nvalues),
           NULL;
  CmirValue *v = u->vals[id];
  if (!v) {
    Placeholder *ph = cmir_xcalloc(1, sizeof *ph);
    v = &ph->value;
    v->index = (uint32_t)id;
    u->vals[id] = v;
    u->is_ph[id] = 1;
    ph->pos = r->placeholders.len;
    cmir_vec_push(&r->placeholders, v);
  }
  return v;
}

static bool define_value(CmirBcReader *r, Unit *u, BcCursor *c, CmirValue *v) {
  if (u->next >= u->nvalues)
    return bc_fail(c, "unit defines more values than its header declares (%u)", u->nvalues);
  uint32_t id = u->next++;
  CmirValue *ph = u->vals[id];
  u->vals[id] = v;
  if (ph) {
    cmir_value_replace_all_uses(ph, v);
    u->is_ph[id] = 0;
    size_t pos = ((Placeholder *)ph)->pos;
    CmirValue *last = cmir_vec_last(&r->placeholders);
    r->placeholders.data[pos] = last;
    ((Placeholder *)last)->pos = pos;
    r->placeholders.len--;
    free(ph);
  }
  return true;
}

static bool rd_loc(CmirBcReader *r, Unit *u, BcCursor *c, const CmirAttr **attr,
                   const CmirIdent **file, uint32_t *line, uint32_t *col) {
  uint64_t w = bc_rvarint(c);
  if (bc_failed(c))
    return false;
  uint64_t d = w >> 2;
  *attr = NULL;
  *file = NULL;
  *line = *col = 0;
  switch (w & 3) {
  case BC_LOC_SAME_COL:
  case BC_LOC_NEW_COL: {
    if (!u->loc.file)
      return bc_fail(c, "relative location without a previous file location");
    int64_t l = (int64_t)u->loc.line + bc_unzigzag(d);
    uint64_t cl = (w & 3) == BC_LOC_NEW_COL ? bc_rvarint(c) : u->loc.col;
    if (bc_failed(c))
      return false;
    if (l < 0 || l > UINT32_MAX || cl > UINT32_MAX)
      return bc_fail(c, "location out of range");
    u->loc.line = (uint32_t)l;
    u->loc.col = (uint32_t)cl;
    break;
  }
  case BC_LOC_ATTR: {
    const CmirAttr *a = cmir_bcr_entry_at(r, c, d, false);
    if (!a)
      return false;
    if (!cmir_attr_is_location(a))
      return bc_fail(c, "location attribute is not a location");
    *attr = a;
    return true;
  }
  default:
    if (d == 0)
      return true; /* unknown */
    if (d - 1 >= r->nstrings)
      return bc_fail(c, "string index out of range");
    uint64_t line2 = bc_rvarint(c), col2 = bc_rvarint(c);
    if (bc_failed(c))
      return false;
    if (line2 > UINT32_MAX || col2 > UINT32_MAX)
      return bc_fail(c, "location out of range");
    uint32_t si = (uint32_t)(d - 1);
    u->loc.file = cmir_bcr_ident_at(r, si);
    u->loc.line = (uint32_t)line2;
    u->loc.col = (uint32_t)col2;
    break;
  }
  *file = u->loc.file;
  *line = u->loc.line;
  *col = u->loc.col;
  return true;
}

/* rd_loc's common cases without a call: a location one line word (and one
 * column byte) away from the previous one. Consumes nothing when it
 * declines, and leaves every other case, errors included, to rd_loc. */
static inline bool rd_loc_near(Unit *u, BcCursor *c, CmirLoc *loc) {
  if (c->end - c->p < 2 || !u->loc.file || c->p[0] >= 0x80)
    return false;
  uint8_t w = c->p[0];
  if ((w & 3) != BC_LOC_SAME_COL && ((w & 3) != BC_LOC_NEW_COL || c->p[1] >= 0x80))
    return false;
  int64_t l = (int64_t)u->loc.line + bc_unzigzag(w >> 2);
  if (l < 0 || l > UINT32_MAX)
    return false;
  c->p++;
  uint32_t col = (w & 3) == BC_LOC_NEW_COL ? *c->p++ : u->loc.col;
  u->loc.line = (uint32_t)l;
  u->loc.col = col;
  *loc = (CmirLoc){NULL, u->loc.file, (uint32_t)l, col};
  return true;
}

/* The properties of a registered op as the text parser would store them
 * (src/text/parser.c, parse_generic_op), or NULL after a failure: names the
 * op defines (a name it does not define cannot come from a writer: the
 * parser drops such names), values its property storage takes, the operand
 * segment sizes as an i32 array of one entry per operand group, no empty
 * dictionary, and the default of every non-optional property that has one.
 * *pprops is replaced by that; false after a failure. */
static bool check_props(CmirBcReader *r, BcCursor *c, const CmirOpInfo *info,
                        const CmirAttr **pprops) {
  CmirContext *ctx = r->ctx;
  const CmirAttr *props = *pprops;
  if (props->kind != CMIR_ATTR_DICT)
    return bc_fail(c, "properties of a registered op must be a dictionary");
  if (props->dict.n && !info->nprops)
    return bc_fail(c, "op '%s' has no properties", info->name->str);
  for (uint32_t i = 0; i < props->dict.n; i++) {
    const CmirNamedAttr *e = &props->dict.entries[i];
    if (e->name == info->opnd_seg_name) {
      const CmirAttr *v = e->value;
      if (v->kind != CMIR_ATTR_DENSE_ARRAY || v->darr.elem != ctx->i32 ||
          v->darr.n != info->nopnd_groups)
        return bc_fail(c, "invalid operand segment sizes of op '%s'", info->name->str);
      continue;
    }
    int k = cmir_info_prop(info, e->name);
    if (k < 0)
      return bc_fail(c, "op '%s' has no property '%.*s'", info->name->str,
                     (int)(e->name->len > 64 ? 64 : e->name->len), e->name->str);
    if (!cmir_prop_storable(&info->props[k], e->value))
      return bc_fail(c, "invalid value of property '%s' of op '%s'", e->name->str, info->name->str);
  }
  if (!props->dict.n) {
    *pprops = info->default_props;
    return true;
  }
  for (uint32_t i = 0; i < info->nprops; i++) {
    const CmirPropDef *pd = &info->props[i];
    if (pd->dflt && !pd->optional && !cmir_dict_get(props, pd->name))
      props = cmir_dict_set(ctx, props, pd->name, pd->dflt);
  }
  *pprops = props;
  return true;
}

static bool rd_region(CmirBcReader *r, Unit *u, BcCursor *c, CmirRegion *region, uint32_t depth);

/* Decodes one op into an op created empty up front (its slot counts come
 * with its opcode), so operands and successors are linked where they are
 * read; appends it to into (if any) and returns it, or NULL if it failed
 * before its regions (destroyed then). blocks are the blocks of the region
 * the op will be in (for successors). */
CmirOp *cmir_bcr_op(CmirBcReader *r, Unit *u, BcCursor *c, CmirBlock *const *blocks,
                    uint32_t nblocks, CmirBlock *into, uint32_t depth) {
  CmirContext *ctx = r->ctx;
  uint64_t code = bc_rvarint(c);
  if (bc_failed(c))
    return NULL;
  if (code >= r->nopcodes)
    return bc_fail(c, "opcode %llu out of range (%u opcodes)", (unsigned long long)code,
                   r->nopcodes),
           NULL;
  Opcode *oc = &r->opcodes[code];
  if (oc->nopnds > bc_left(c) || oc->nsuccs > bc_left(c))
    return bc_fail(c, "op needs more operands than the unit holds"), NULL;
  if (oc->nresults > u->nvalues - u->next)
    return bc_fail(c, "op defines more values than the unit declares"), NULL;
  if (!(oc->flags & BC_OP_ISOLATED) && oc->nregions > bc_left(c))
    return bc_fail(c, "op has more regions than the unit holds"), NULL;
  CmirOp *op =
      cmir_op_create_empty(ctx, oc->info, oc->nopnds, oc->nresults, oc->nsuccs, oc->nregions);
  for (uint32_t i = 0; i < oc->nopnds; i++) {
    CmirValue *v = rd_value(r, u, c);
    if (!v)
      goto fail;
    cmir_op_set_operand(op, i, v);
  }
  BcRule rule = (BcRule)(oc->flags & BC_OP_RULE_MASK);
  BcPropsMode pm = (BcPropsMode)((oc->flags >> BC_OP_PROPS_SHIFT) & 3);
  /* Types come before properties in the file, but rule 6 needs the
   * properties: read the explicit types first, the rest after. */
  if (rule == BC_RULE_EXPLICIT)
    for (uint32_t i = 0; i < oc->nresults; i++)
      if (!(op->results[i].type = cmir_bcr_type(r, c)))
        goto fail;
  const CmirAttr *props = NULL, *attrs = NULL;
  bool new_props = false; /* not checked yet */
  if (pm == BC_PROPS_PER_OP) {
    if (!(props = cmir_bcr_attr(r, c)))
      goto fail;
    new_props = true;
  } else if (pm == BC_PROPS_FIXED && !(props = __atomic_load_n(&oc->props, __ATOMIC_ACQUIRE))) {
    if (!(props = cmir_bcr_entry_at(r, c, oc->props_idx, false)))
      goto fail;
    new_props = true;
  }
  if ((oc->flags & BC_OP_HAS_ATTRS) && !(attrs = cmir_bcr_attr(r, c)))
    goto fail;
  if (pm == BC_PROPS_NONE && oc->info->def)
    props = oc->info->default_props;
  else if (new_props && oc->info->def && !check_props(r, c, oc->info, &props))
    goto fail;
  if (new_props && pm == BC_PROPS_FIXED)
    __atomic_store_n(&oc->props, props, __ATOMIC_RELEASE); /* checked: no need again */
  if (attrs && attrs->kind != CMIR_ATTR_DICT) {
    bc_fail(c, "discardable attributes must be a dictionary");
    goto fail;
  }
  op->props = props;
  op->attrs = attrs;
  if (rule != BC_RULE_EXPLICIT) {
    const CmirType *small[8], **types = small;
    if (oc->nopnds > 8)
      types = cmir_xmalloc(sizeof *types * oc->nopnds);
    for (uint32_t i = 0; i < oc->nopnds; i++)
      types[i] = op->opnds[i].value->type;
    for (uint32_t i = 0; i < oc->nresults; i++)
      if (!(op->results[i].type =
                cmir_bc_rule_type(ctx, rule, types, oc->nopnds, oc->nresults, i, props))) {
        bc_fail(c, "result type rule %d does not apply to this op", rule);
        break;
      }
    if (types != small)
      free(types);
    if (bc_failed(c))
      goto fail;
  }
  for (uint32_t i = 0; i < oc->nsuccs; i++) {
    uint64_t b = bc_rvarint(c);
    if (!bc_failed(c) && b >= nblocks)
      bc_fail(c, "successor %llu out of range (%u blocks)", (unsigned long long)b, nblocks);
    if (bc_failed(c))
      goto fail;
    cmir_op_set_successor(op, i, blocks[b]);
  }
  /* From here u->loc is the location state after this op's (the one its
   * body starts from). It is not copied: reading it whole right after
   * rd_loc_near stored its line stalled on store-to-load forwarding. */
  if (!r->no_locs && !rd_loc_near(u, c, &op->loc)) {
    const CmirAttr *la;
    CmirLoc loc = {NULL, NULL, 0, 0};
    if (!rd_loc(r, u, c, &la, &loc.file, &loc.line, &loc.col))
      goto fail;
    if (la)
      loc = cmir_loc_of_attr(la);
    else if (!loc.file)
      loc.attr = ctx->unknown_loc;
    op->loc = loc;
  }
  uint64_t body = 0;
  if (oc->flags & BC_OP_ISOLATED) {
    body = bc_rvarint(c);
    if (!bc_failed(c) && body >= r->nbodies)
      bc_fail(c, "body %llu out of range (%u bodies)", (unsigned long long)body, r->nbodies);
    else if (!bc_failed(c) && __atomic_exchange_n(&r->body_claimed[body], 1, __ATOMIC_RELAXED))
      bc_fail(c, "body %llu is claimed by two ops", (unsigned long long)body);
    if (bc_failed(c))
      goto fail;
  }
  r->nops++;
  if (into)
    cmir_block_append(into, op);
  for (uint32_t i = 0; i < op->nresults; i++)
    define_value(r, u, c, &op->results[i]);
  if (oc->flags & BC_OP_ISOLATED) {
    if (r->lazy) {
      Pending *pd = cmir_arena_alloc(&r->arena, sizeof *pd);
      pd->op = op;
      pd->body = (uint32_t)body;
      pd->depth = depth + 1;
      pd->loc = u->loc;
      cmir_htab_insert(&r->pending, ptr_hash(op), pd);
    } else {
      cmir_bcr_body(r, op, (uint32_t)body, u->loc, depth + 1);
    }
  } else {
    for (uint32_t i = 0; i < op->nregions && !bc_failed(c); i++)
      rd_region(r, u, c, &cmir_op_regions(op)[i], depth + 1);
  }
  return op; /* the caller checks for failure: the op is linked either way */
fail:
  cmir_op_destroy(op);
  return NULL;
}

static bool rd_region(CmirBcReader *r, Unit *u, BcCursor *c, CmirRegion *region, uint32_t depth) {
  if (depth > BC_MAX_REGION_DEPTH)
    return bc_fail(c, "regions nested too deeply");
  uint32_t nblocks = bc_rcount(c, 2, UINT32_MAX);
  if (bc_failed(c))
    return false;
  CmirBlock **blocks = cmir_xmalloc(sizeof(CmirBlock *) * (nblocks ? nblocks : 1));
  for (uint32_t i = 0; i < nblocks; i++) {
    blocks[i] = cmir_block_create();
    cmir_region_append(region, blocks[i]);
  }
  for (uint32_t bi = 0; bi < nblocks && !bc_failed(c); bi++) {
    CmirBlock *b = blocks[bi];
    uint32_t nargs = bc_rcount(c, 1, UINT32_MAX);
    if (!bc_failed(c) && nargs > u->nvalues - u->next)
      bc_fail(c, "block defines more values than the unit declares");
    for (uint32_t i = 0; i < nargs && !bc_failed(c); i++) {
      const CmirType *t = cmir_bcr_type(r, c);
      if (!t)
        break;
      CmirValue *v = cmir_block_add_arg(b, t);
      if (!r->no_locs) {
        const CmirAttr *la;
        const CmirIdent *f;
        uint32_t line, col;
        if (!rd_loc(r, u, c, &la, &f, &line, &col))
          break;
        if (la && la->kind != CMIR_ATTR_LOC_UNKNOWN)
          cmir_block_set_arg_loc(b, i, cmir_loc_of_attr(la));
        else if (!la && f)
          cmir_block_set_arg_loc(b, i, (CmirLoc){NULL, f, line, col});
      }
      define_value(r, u, c, v);
    }
    uint32_t nops = bc_rcount(c, 1, UINT32_MAX);
    for (uint32_t i = 0; i < nops && !bc_failed(c); i++)
      cmir_bcr_op(r, u, c, blocks, nblocks, b, depth);
  }
  free(blocks);
  return !bc_failed(c);
}

/* Decodes body `body` into the (empty) regions of op. */
bool cmir_bcr_body(CmirBcReader *r, CmirOp *op, uint32_t body, LocState loc, uint32_t depth) {
  BcCursor c = cursor(r, BC_SEC_BODIES, r->body_p[body], r->body_len[body]);
  if (depth > BC_MAX_REGION_DEPTH)
    return bc_fail(&c, "regions nested too deeply");
  Unit u;
  if (!cmir_bcr_unit_init(r, &u, &c, loc))
    return false;
  for (uint32_t i = 0; i < op->nregions && !bc_failed(&c); i++)
    rd_region(r, &u, &c, &cmir_op_regions(op)[i], depth);
  if (!bc_failed(&c) && c.p != c.end)
    bc_fail(&c, "%zu unused bytes at the end of body %u", bc_left(&c), body);
  if (!bc_failed(&c) && u.next != u.nvalues)
    bc_fail(&c, "body %u defines %u values, its header declares %u", body, u.next, u.nvalues);
  cmir_bcr_unit_free(&u);
  return !bc_failed(&c);
}
