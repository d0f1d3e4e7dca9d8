/* Bytecode writer (format: docs/bytecode.md).
 *
 * Three steps. Pass 1 walks the IR unit by unit (the root op, then each
 * isolated op's regions, breadth first): it numbers values, picks each op's
 * result-type rule, and interns every string, type, attribute and op shape
 * it will reference, counting references. Then each table is sorted by
 * reference count (ties: first use), so the most used entries get one-byte
 * indices. Pass 2 walks again in the same order and emits the units; the
 * tables and the framed file come last. Nothing depends on addresses, so the
 * same IR gives the same bytes. */
#include "bytecode.h"

#include <stdio.h>
#include <stdlib.h>
#include <xxhash.h>

/* An (op properties) pair becomes an opcode with fixed properties when it is
 * used at least this often; rarer properties are referenced per op. */
enum { FIXED_PROPS_MIN = 4 };

/* A table entry: a string, type, attribute or op name. */
typedef struct Ent {
  const void *key; /* CmirType*, CmirAttr*, CmirOpInfo*, or the string bytes */
  uint32_t len;    /* strings: byte length */
  uint32_t count;  /* references */
  uint32_t first;  /* order of first use */
  uint32_t index;  /* position after sorting */
  uint32_t blob;   /* dense attributes: blob index */
  uint32_t depth;  /* types and attributes: entries in the longest chain of
                      references from this one, itself included */
} Ent;

typedef struct Table {
  CmirHtab map;
  CMIR_VEC(Ent *) ents;
} Table;

/* An op shape: name, counts, flags and (for opcodes) fixed properties. */
typedef struct OpKey {
  const CmirOpInfo *info;
  uint32_t nopnds, nresults, nsuccs, nregions;
  uint32_t flags;        /* BcRule | BC_OP_HAS_ATTRS | BC_OP_ISOLATED | props mode */
  const CmirAttr *props; /* pairs: the op's properties; opcodes: the fixed ones */
} OpKey;

typedef struct OpEnt {
  OpKey k;
  uint32_t count, first, index;
  struct OpEnt *opcode; /* pairs: the opcode they were given */
  Ent *name;            /* opcodes: op name entry */
} OpEnt;

typedef struct OpRec {
  CmirOp *op;
  uint32_t unit;     /* unit the op is in */
  uint32_t first_id; /* number of its first result */
  uint32_t body;     /* isolated ops: the unit holding their regions */
  OpEnt *pair;
} OpRec;

typedef struct BlockRec {
  CmirBlock *b;
  uint32_t unit, index, first_arg;
  uint32_t nops; /* counted by pass 1, so pass 2 walks the ops once */
  bool numbered;
} BlockRec;

typedef struct LocState {
  const CmirIdent *file; /* NULL: no file location yet */
  uint32_t line, col;
} LocState;

typedef struct Unit {
  CmirOp *owner; /* root op (unit 0) or the isolated op whose regions it holds */
  uint32_t nvalues;
  LocState start; /* location state at the start of the unit */
  uint32_t depth; /* region level of the owner's regions (limits.h) */
} Unit;

typedef struct Writer {
  CmirContext *ctx;
  CmirOp *root;
  bool strip;
  bool failed;
  CmirArena arena;
  Table strings, types, attrs, names;
  CmirHtab pairs_map, opcodes_map;
  CMIR_VEC(OpEnt *) pairs;
  CMIR_VEC(OpEnt *) opcodes;
  CMIR_VEC(Ent *) blobs; /* dense attributes in blob order */
  CMIR_VEC(OpRec) recs;
  CmirHtab blocks; /* CmirBlock* -> BlockRec* */
  CMIR_VEC(Unit) units;
  CMIR_VEC(const CmirType *) tmp_types;
  uint32_t next;        /* values numbered so far in the current unit */
  uint32_t order;       /* first-use counter */
  LocState loc;         /* running location state */
  uint32_t nest;        /* entries being interned, one inside the other */
  const char *too_deep; /* what nests beyond limits.h, or NULL */
} Writer;

/* ---- tables ---- */

static uint64_t ptr_hash(const void *p) { return cmir_hash_mix(0xbc, (uint64_t)(uintptr_t)p); }
static bool ent_ptr_eq(const void *item, const void *key) {
  return ((const Ent *)item)->key == key;
}

typedef struct StrKey {
  const char *s;
  uint32_t len;
} StrKey;
static bool ent_str_eq(const void *item, const void *key) {
  const Ent *e = item;
  const StrKey *k = key;
  return e->len == k->len && !memcmp(e->key, k->s, k->len);
}

static void table_init(Table *t) {
  cmir_htab_init(&t->map, 64);
  t->ents.data = NULL;
  t->ents.len = t->ents.cap = 0;
}
static void table_free(Table *t) {
  cmir_htab_free(&t->map);
  cmir_vec_free(&t->ents);
}

static Ent *new_ent(Writer *w, Table *t, const void *key, uint64_t h) {
  Ent *e = cmir_arena_zalloc(&w->arena, sizeof *e);
  e->key = key;
  e->first = w->order++;
  cmir_htab_insert(&t->map, h, e);
  cmir_vec_push(&t->ents, e);
  return e;
}

static Ent *find_ptr(const Table *t, const void *key) {
  return cmir_htab_find(&t->map, ptr_hash(key), ent_ptr_eq, key);
}

static Ent *intern_str(Writer *w, const char *s, uint32_t len) {
  uint64_t h = XXH3_64bits(s, len);
  StrKey k = {s, len};
  Ent *e = cmir_htab_find(&w->strings.map, h, ent_str_eq, &k);
  if (!e) {
    e = new_ent(w, &w->strings, cmir_arena_memdup(&w->arena, s, len ? len : 1), h);
    e->len = len;
  }
  e->count++;
  return e;
}
static Ent *intern_ident(Writer *w, const CmirIdent *id) { return intern_str(w, id->str, id->len); }

static uint32_t str_index(Writer *w, const char *s, uint32_t len) {
  StrKey k = {s, len};
  Ent *e = cmir_htab_find(&w->strings.map, XXH3_64bits(s, len), ent_str_eq, &k);
  return e->index;
}
static uint32_t ident_index(Writer *w, const CmirIdent *id) {
  return str_index(w, id->str, id->len);
}

/* An opaque type's or attribute's data as the file keeps it: the text
 * after the dialect name, `name<...>` or `<data>` (docs/bytecode.md). */
static StrKey opaque_text(Writer *w, const char *data, uint32_t len) {
  if (cmir_dialect_data_is_pretty(data, len))
    return (StrKey){data, len};
  char *t = cmir_arena_alloc(&w->arena, (size_t)len + 2);
  t[0] = '<';
  if (len)
    memcpy(t + 1, data, len);
  t[len + 1] = '>';
  return (StrKey){t, len + 2};
}

static Ent *intern_type(Writer *w, const CmirType *t);
static Ent *intern_attr(Writer *w, const CmirAttr *a);

/* "dialect.mnemonic" of an enum attribute, in the writer's arena. */
static const char *enum_name(Writer *w, const CmirEnumDef *d, uint32_t *len) {
  size_t n = strlen(d->dialect) + 1 + strlen(d->mnemonic);
  char *s = cmir_arena_alloc(&w->arena, n + 1);
  snprintf(s, n + 1, "%s.%s", d->dialect, d->mnemonic);
  *len = (uint32_t)n;
  return s;
}

/* e refers to sub: e's chain is at least one longer than sub's. */
static void refers(Writer *w, Ent *e, const Ent *sub) {
  if (sub && sub->depth + 1 > e->depth) {
    e->depth = sub->depth + 1;
    if (e->depth > BC_MAX_ENTRY_DEPTH && !w->too_deep)
      w->too_deep = "types and attributes nested";
  }
}
#define SUB_TYPE(t) refers(w, e, intern_type(w, (t)))
#define SUB_ATTR(a) refers(w, e, intern_attr(w, (a)))

/* Whether e has a binary operation more than `left` levels below it. The
 * recursion stops at the limit, so it is bounded whatever e's depth. */
static bool affine_too_deep(const CmirAffineExpr *e, uint32_t left) {
  if (e->kind == CMIR_AFFINE_CONST || e->kind == CMIR_AFFINE_DIM || e->kind == CMIR_AFFINE_SYM)
    return false;
  if (!left)
    return true;
  return affine_too_deep(e->bin.lhs, left - 1) || affine_too_deep(e->bin.rhs, left - 1);
}

static void check_affine(Writer *w, uint32_t n, const CmirAffineExpr *const *exprs) {
  for (uint32_t i = 0; i < n && !w->too_deep; i++)
    if (affine_too_deep(exprs[i], BC_MAX_AFFINE_DEPTH))
      w->too_deep = "an affine expression nested";
}

static Ent *intern_type(Writer *w, const CmirType *t) {
  Ent *e = find_ptr(&w->types, t);
  if (e) {
    e->count++;
    return e;
  }
  /* Insert first: an identified struct may refer to itself. */
  e = new_ent(w, &w->types, t, ptr_hash(t));
  e->count = 1;
  e->depth = 1;
  if (w->nest >= BC_MAX_ENTRY_DEPTH) { /* the write fails: no need to go on */
    e->depth = BC_MAX_ENTRY_DEPTH + 1;
    w->too_deep = "types and attributes nested";
    return e;
  }
  w->nest++;
  switch ((CmirTypeKind)t->kind) {
  case CMIR_TYPE_COMPLEX:
    SUB_TYPE(t->complex.elem);
    break;
  case CMIR_TYPE_VECTOR:
  case CMIR_TYPE_TENSOR:
  case CMIR_TYPE_UNRANKED_TENSOR:
  case CMIR_TYPE_MEMREF:
  case CMIR_TYPE_UNRANKED_MEMREF:
    SUB_TYPE(t->shaped.elem);
    if (t->shaped.layout)
      SUB_ATTR(t->shaped.layout);
    if (t->shaped.extra)
      SUB_ATTR(t->shaped.extra);
    break;
  case CMIR_TYPE_FUNCTION:
    for (uint32_t i = 0; i < t->fn.nin + t->fn.nres; i++)
      SUB_TYPE(t->fn.types[i]);
    break;
  case CMIR_TYPE_TUPLE:
    for (uint32_t i = 0; i < t->tuple.n; i++)
      SUB_TYPE(t->tuple.types[i]);
    break;
  case CMIR_TYPE_OPAQUE: {
    intern_ident(w, t->opaque.dialect);
    StrKey k = opaque_text(w, t->opaque.body, t->opaque.len);
    intern_str(w, k.s, k.len);
    break;
  }
  case CMIR_TYPE_LLVM_STRUCT:
    if (t->flags & CMIR_LLVM_STRUCT_IDENTIFIED)
      intern_ident(w, t->st.name);
    for (uint32_t i = 0; i < t->st.n; i++)
      SUB_TYPE(t->st.types[i]);
    break;
  case CMIR_TYPE_LLVM_ARRAY:
    SUB_TYPE(t->arr.elem);
    break;
  case CMIR_TYPE_LLVM_FUNC:
    SUB_TYPE(t->lfn.ret);
    for (uint32_t i = 0; i < t->lfn.n; i++)
      SUB_TYPE(t->lfn.args[i]);
    break;
  case CMIR_TYPE_LLVM_VEC:
    SUB_TYPE(t->lvec.elem);
    break;
  case CMIR_TYPE_LLVM_TARGET:
    intern_ident(w, t->tgt.name);
    for (uint32_t i = 0; i < t->tgt.ntypes; i++)
      SUB_TYPE(t->tgt.types[i]);
    break;
  default:
    break;
  }
  w->nest--;
  return e;
}

static Ent *intern_attr(Writer *w, const CmirAttr *a) {
  Ent *e = find_ptr(&w->attrs, a);
  if (e) {
    e->count++;
    return e;
  }
  e = new_ent(w, &w->attrs, a, ptr_hash(a));
  e->count = 1;
  e->depth = 1;
  if (w->nest >= BC_MAX_ENTRY_DEPTH) { /* the write fails: no need to go on */
    e->depth = BC_MAX_ENTRY_DEPTH + 1;
    w->too_deep = "types and attributes nested";
    return e;
  }
  w->nest++;
  switch ((CmirAttrKind)a->kind) {
  case CMIR_ATTR_INTEGER:
    SUB_TYPE(a->i.type);
    break;
  case CMIR_ATTR_FLOAT:
    SUB_TYPE(a->f.type);
    break;
  case CMIR_ATTR_STRING:
    intern_str(w, a->str.s, a->str.len);
    if (a->str.type)
      SUB_TYPE(a->str.type);
    break;
  case CMIR_ATTR_ARRAY:
    for (uint32_t i = 0; i < a->arr.n; i++)
      SUB_ATTR(a->arr.elems[i]);
    break;
  case CMIR_ATTR_DICT:
    for (uint32_t i = 0; i < a->dict.n; i++) {
      intern_ident(w, a->dict.entries[i].name);
      SUB_ATTR(a->dict.entries[i].value);
    }
    break;
  case CMIR_ATTR_TYPE:
    SUB_TYPE(a->type.type);
    break;
  case CMIR_ATTR_SYMREF:
    for (uint32_t i = 0; i < a->sym.n; i++)
      intern_ident(w, a->sym.names[i]);
    break;
  case CMIR_ATTR_DENSE:
    SUB_TYPE(a->dense.type);
    e->blob = w->blobs.len;
    cmir_vec_push(&w->blobs, e);
    break;
  case CMIR_ATTR_DENSE_STRING:
    SUB_TYPE(a->dstr.type);
    for (uint32_t i = 0; i < a->dstr.n; i++)
      SUB_ATTR(a->dstr.strs[i]);
    break;
  case CMIR_ATTR_DENSE_ARRAY:
    SUB_TYPE(a->darr.elem);
    break;
  case CMIR_ATTR_DISTINCT:
    SUB_ATTR(a->distinct.ref);
    break;
  case CMIR_ATTR_SPARSE:
    SUB_TYPE(a->sparse.type);
    SUB_ATTR(a->sparse.indices);
    SUB_ATTR(a->sparse.values);
    break;
  case CMIR_ATTR_DENSE_RESOURCE:
    SUB_TYPE(a->resource.type);
    intern_ident(w, a->resource.handle);
    if (cmir_resource_get(w->ctx, a->resource.handle)) {
      e->blob = w->blobs.len;
      cmir_vec_push(&w->blobs, e);
    }
    break;
  case CMIR_ATTR_OPAQUE: {
    intern_ident(w, a->opaque.dialect);
    StrKey k = opaque_text(w, a->opaque.body, a->opaque.len);
    intern_str(w, k.s, k.len);
    if (a->opaque.type)
      SUB_TYPE(a->opaque.type);
    break;
  }
  case CMIR_ATTR_AFFINE_MAP:
  case CMIR_ATTR_INTEGER_SET:
    check_affine(w, a->map.map->nres, a->map.map->exprs);
    break;
  case CMIR_ATTR_ENUM: {
    uint32_t n;
    const char *s = enum_name(w, a->en.def, &n);
    intern_str(w, s, n);
    break;
  }
  case CMIR_ATTR_LOC_FILE:
    intern_ident(w, a->loc.file);
    break;
  case CMIR_ATTR_LOC_NAME:
    intern_ident(w, a->locname.name);
    if (a->locname.child)
      SUB_ATTR(a->locname.child);
    break;
  case CMIR_ATTR_LOC_FUSED:
    for (uint32_t i = 0; i < a->fused.n; i++)
      SUB_ATTR(a->fused.locs[i]);
    if (a->fused.meta)
      SUB_ATTR(a->fused.meta);
    break;
  case CMIR_ATTR_LOC_CALLSITE:
    SUB_ATTR(a->callsite.callee);
    SUB_ATTR(a->callsite.caller);
    break;
  default:
    break;
  }
  w->nest--;
  return e;
}

static uint32_t type_index(Writer *w, const CmirType *t) { return find_ptr(&w->types, t)->index; }
static uint32_t attr_index(Writer *w, const CmirAttr *a) { return find_ptr(&w->attrs, a)->index; }

static int ent_cmp(const void *x, const void *y) {
  const Ent *a = *(const Ent *const *)x, *b = *(const Ent *const *)y;
  if (a->count != b->count)
    return a->count > b->count ? -1 : 1;
  return (a->first > b->first) - (a->first < b->first);
}

static void table_sort(Table *t) {
  if (t->ents.len)
    qsort(t->ents.data, t->ents.len, sizeof(Ent *), ent_cmp);
  for (uint32_t i = 0; i < t->ents.len; i++)
    t->ents.data[i]->index = i;
}

/* ---- op shapes ---- */

static uint64_t opkey_hash(const OpKey *k) {
  uint64_t h = ptr_hash(k->info);
  h = cmir_hash_mix(h, ((uint64_t)k->nopnds << 32) | k->nresults);
  h = cmir_hash_mix(h, ((uint64_t)k->nsuccs << 32) | k->nregions);
  h = cmir_hash_mix(h, k->flags);
  return cmir_hash_mix(h, (uint64_t)(uintptr_t)k->props);
}
static bool opent_eq(const void *item, const void *key) {
  const OpKey *a = &((const OpEnt *)item)->k, *b = key;
  return a->info == b->info && a->nopnds == b->nopnds && a->nresults == b->nresults &&
         a->nsuccs == b->nsuccs && a->nregions == b->nregions && a->flags == b->flags &&
         a->props == b->props;
}

static OpEnt *intern_opkey(Writer *w, CmirHtab *map, void *vec, const OpKey *k) {
  uint64_t h = opkey_hash(k);
  OpEnt *e = cmir_htab_find(map, h, opent_eq, k);
  if (!e) {
    e = cmir_arena_zalloc(&w->arena, sizeof *e);
    e->k = *k;
    e->first = w->order++;
    cmir_htab_insert(map, h, e);
    CMIR_VEC(OpEnt *) *v = vec;
    cmir_vec_push(v, e);
  }
  return e;
}

static int opent_cmp(const void *x, const void *y) {
  const OpEnt *a = *(const OpEnt *const *)x, *b = *(const OpEnt *const *)y;
  if (a->count != b->count)
    return a->count > b->count ? -1 : 1;
  return (a->first > b->first) - (a->first < b->first);
}

/* Turns (op, properties) pairs into opcodes: frequent properties become part
 * of the opcode, the others are referenced per op. */
static void make_opcodes(Writer *w) {
  for (uint32_t i = 0; i < w->pairs.len; i++) {
    OpEnt *p = w->pairs.data[i];
    OpKey k = p->k;
    BcPropsMode mode = !k.props                      ? BC_PROPS_NONE
                       : p->count >= FIXED_PROPS_MIN ? BC_PROPS_FIXED
                                                     : BC_PROPS_PER_OP;
    k.flags |= (uint32_t)mode << BC_OP_PROPS_SHIFT;
    if (mode != BC_PROPS_FIXED)
      k.props = NULL;
    OpEnt *oc = intern_opkey(w, &w->opcodes_map, &w->opcodes, &k);
    if (!oc->count)
      oc->first = p->first;
    oc->count += p->count;
    p->opcode = oc;
    if (mode != BC_PROPS_NONE)
      find_ptr(&w->attrs, p->k.props)->count += mode == BC_PROPS_FIXED ? 1 : p->count;
  }
  if (w->opcodes.len)
    qsort(w->opcodes.data, w->opcodes.len, sizeof(OpEnt *), opent_cmp);
  for (uint32_t i = 0; i < w->opcodes.len; i++) {
    OpEnt *oc = w->opcodes.data[i];
    oc->index = i;
    const CmirOpInfo *info = oc->k.info;
    Ent *e = find_ptr(&w->names, info);
    if (!e) {
      e = new_ent(w, &w->names, info, ptr_hash(info));
      const char *s = info->name->str, *dot = memchr(s, '.', info->name->len);
      if (dot) {
        intern_str(w, s, (uint32_t)(dot - s));
        intern_str(w, dot + 1, (uint32_t)(info->name->len - (dot + 1 - s)));
      } else {
        intern_str(w, s, info->name->len);
      }
    }
    e->count += oc->count;
    oc->name = e;
  }
}

/* ---- value numbering ---- */

static OpRec *op_rec(Writer *w, const CmirOp *op) {
  uintptr_t k = (uintptr_t)op->aux - 1;
  return k < w->recs.len && w->recs.data[k].op == op ? &w->recs.data[k] : NULL;
}

static BlockRec *block_rec(Writer *w, const CmirBlock *b) {
  return cmir_htab_find(&w->blocks, ptr_hash(b), ent_ptr_eq, b);
}

/* Number of v in unit u, if v was numbered there (so far). */
static bool value_id(Writer *w, uint32_t u, const CmirValue *v, uint32_t *id) {
  if (v->is_arg) {
    BlockRec *br = block_rec(w, cmir_value_block(v));
    if (!br || br->unit != u || !br->numbered)
      return false;
    *id = br->first_arg + v->index;
  } else {
    OpRec *r = op_rec(w, cmir_value_def(v));
    if (!r || r->unit != u)
      return false;
    *id = r->first_id + v->index;
  }
  return true;
}

/* ---- locations ---- */

/* A location as the format sees it: an attribute, a file position, or
 * unknown (neither). */
typedef struct Loc {
  const CmirAttr *attr;
  const CmirIdent *file;
  uint32_t line, col;
} Loc;

static Loc loc_of_attr(const CmirAttr *a) {
  Loc l = {NULL, NULL, 0, 0};
  if (!a || a->kind == CMIR_ATTR_LOC_UNKNOWN)
    return l;
  if (a->kind == CMIR_ATTR_LOC_FILE) {
    l.file = a->loc.file;
    l.line = a->loc.line;
    l.col = a->loc.col;
  } else {
    l.attr = a;
  }
  return l;
}

static Loc loc_of(CmirLoc loc) {
  if (loc.attr)
    return loc_of_attr(loc.attr);
  Loc l = {NULL, loc.file, loc.line, loc.col};
  return l;
}

/* Pass 1 (out == NULL) interns what the location refers to; pass 2 writes it. */
static void put_loc(Writer *w, Loc l, BcBuf *out) {
  LocState *s = &w->loc;
  if (l.attr) {
    if (out)
      bc_varint(out, ((uint64_t)attr_index(w, l.attr) << 2) | BC_LOC_ATTR);
    else
      intern_attr(w, l.attr);
    return;
  }
  if (!l.file) {
    if (out)
      bc_varint(out, BC_LOC_OTHER);
    return;
  }
  if (s->file == l.file) {
    uint64_t d = bc_zigzag((int64_t)l.line - (int64_t)s->line);
    if (out) {
      bc_varint(out, (d << 2) | (l.col == s->col ? BC_LOC_SAME_COL : BC_LOC_NEW_COL));
      if (l.col != s->col)
        bc_varint(out, l.col);
    }
  } else if (out) {
    bc_varint(out, ((uint64_t)(ident_index(w, l.file) + 1) << 2) | BC_LOC_OTHER);
    bc_varint(out, l.line);
    bc_varint(out, l.col);
  } else {
    intern_ident(w, l.file);
  }
  s->file = l.file;
  s->line = l.line;
  s->col = l.col;
}

/* ---- pass 1: numbering and interning ---- */

static bool is_isolated(const CmirOp *op) {
  return op->nregions && op->info->def && (op->info->traits & CMIR_TRAIT_ISOLATED);
}

static BcRule choose_rule(Writer *w, CmirOp *op, const CmirType *const *types) {
  for (int r = BC_RULE_EXPLICIT + 1; op->nresults && r < BC_RULE_COUNT; r++) {
    uint32_t i = 0;
    while (i < op->nresults && cmir_bc_rule_type(w->ctx, (BcRule)r, types, op->nopnds, op->nresults,
                                                 i, op->props) == op->results[i].type)
      i++;
    if (i == op->nresults)
      return (BcRule)r;
  }
  return BC_RULE_EXPLICIT;
}

static void p1_region(Writer *w, uint32_t u, CmirRegion *r, uint32_t depth);

/* Fails the write at op if something interned since the last check nests
 * beyond what the reader accepts (limits.h). */
static void check_limits(Writer *w, CmirOp *op) {
  if (w->too_deep && !w->failed) {
    cmir_op_error(op, "cannot write bytecode: %s deeper than the format allows (%d levels)",
                  w->too_deep,
                  strstr(w->too_deep, "affine")    ? BC_MAX_AFFINE_DEPTH
                  : strstr(w->too_deep, "regions") ? BC_MAX_REGION_DEPTH
                                                   : BC_MAX_ENTRY_DEPTH);
    w->failed = true;
  }
}

/* depth: the level of the region op is in (0 for the root op). */
static void p1_op(Writer *w, uint32_t u, CmirOp *op, uint32_t depth) {
  OpRec rec = {op, u, 0, 0, NULL};
  cmir_vec_push(&w->recs, rec);
  op->aux = (void *)(uintptr_t)w->recs.len;
  /* Operand types the rules may use: only values defined before the op. */
  w->tmp_types.len = 0;
  for (uint32_t i = 0; i < op->nopnds; i++) {
    uint32_t id;
    const CmirValue *v = op->opnds[i].value;
    cmir_vec_push(&w->tmp_types, value_id(w, u, v, &id) ? v->type : NULL);
  }
  uint32_t first_id = w->next;
  w->next += op->nresults;
  BcRule rule = choose_rule(w, op, w->tmp_types.data);
  if (rule == BC_RULE_EXPLICIT)
    for (uint32_t i = 0; i < op->nresults; i++)
      intern_type(w, op->results[i].type);
  if (op->props && !find_ptr(&w->attrs, op->props))
    intern_attr(w, op->props)->count--; /* counted once the opcodes are known */
  if (op->attrs)
    intern_attr(w, op->attrs);
  if (!w->strip)
    put_loc(w, loc_of(op->loc), NULL);
  if (op->nregions && depth + 1 > BC_MAX_REGION_DEPTH && !w->too_deep)
    w->too_deep = "regions nested";
  check_limits(w, op);
  bool iso = is_isolated(op);
  OpKey k = {op->info,     op->nopnds,
             op->nresults, op->nsuccs,
             op->nregions, rule | (op->attrs ? BC_OP_HAS_ATTRS : 0) | (iso ? BC_OP_ISOLATED : 0),
             op->props};
  OpEnt *pair = intern_opkey(w, &w->pairs_map, &w->pairs, &k);
  pair->count++;
  OpRec *r = &w->recs.data[w->recs.len - 1];
  r->first_id = first_id;
  r->pair = pair;
  if (iso) {
    r->body = w->units.len;
    Unit un = {op, 0, w->loc, depth + 1};
    cmir_vec_push(&w->units, un);
  } else {
    for (uint32_t i = 0; i < op->nregions && !w->failed; i++)
      p1_region(w, u, &cmir_op_regions(op)[i], depth + 1);
  }
}

static void p1_region(Writer *w, uint32_t u, CmirRegion *r, uint32_t depth) {
  uint32_t index = 0;
  for (CmirBlock *b = r->first; b; b = b->next) {
    BlockRec *br = cmir_arena_zalloc(&w->arena, sizeof *br);
    br->b = b;
    br->unit = u;
    br->index = index++;
    cmir_htab_insert(&w->blocks, ptr_hash(b), br);
  }
  for (CmirBlock *b = r->first; b; b = b->next) {
    BlockRec *br = block_rec(w, b);
    br->first_arg = w->next;
    br->numbered = true;
    w->next += b->nargs;
    for (uint32_t i = 0; i < b->nargs; i++) {
      intern_type(w, b->args[i]->type);
      if (!w->strip)
        put_loc(w, loc_of(cmir_block_arg_loc(b, i)), NULL);
    }
    check_limits(w, r->parent);
    for (CmirOp *op = b->first; op && !w->failed; op = op->next, br->nops++)
      p1_op(w, u, op, depth);
  }
}

static void p1_unit(Writer *w, uint32_t u) {
  Unit *un = &w->units.data[u];
  CmirOp *owner = un->owner;
  uint32_t depth = un->depth; /* un moves when p1_op adds units */
  w->next = 0;
  w->loc = un->start;
  if (u == 0) {
    p1_op(w, 0, owner, 0);
  } else {
    for (uint32_t i = 0; i < owner->nregions && !w->failed; i++)
      p1_region(w, u, &cmir_op_regions(owner)[i], depth);
  }
  w->units.data[u].nvalues = w->next;
}

/* ---- pass 2: emitting units ---- */

static void p2_region(Writer *w, uint32_t u, CmirRegion *r, BcBuf *out);

static void p2_op(Writer *w, uint32_t u, CmirOp *op, BcBuf *out) {
  OpRec *rec = op_rec(w, op);
  OpEnt *oc = rec->pair->opcode;
  uint32_t flags = oc->k.flags;
  bc_varint(out, oc->index);
  uint32_t next = rec->first_id;
  for (uint32_t i = 0; i < op->nopnds && !w->failed; i++) {
    uint32_t id;
    if (!value_id(w, u, op->opnds[i].value, &id)) {
      cmir_op_error(op, "cannot write bytecode: operand #%u is defined outside the %s", i,
                    u ? "isolated region that uses it" : "operation being written");
      w->failed = true;
      return;
    }
    /* The shorter of "k-th value back" (even) and "value number n" (odd);
     * measured on the 100k-op generator module without locations: 436 KB,
     * against 460 KB for relative and 456 KB for absolute references. */
    uint64_t abs = 2 * (uint64_t)id + 1, rel = id < next ? 2 * (uint64_t)(next - 1 - id) : abs;
    bc_varint(out, rel < abs ? rel : abs);
  }
  if ((flags & BC_OP_RULE_MASK) == BC_RULE_EXPLICIT)
    for (uint32_t i = 0; i < op->nresults; i++)
      bc_varint(out, type_index(w, op->results[i].type));
  if (((flags >> BC_OP_PROPS_SHIFT) & 3) == BC_PROPS_PER_OP)
    bc_varint(out, attr_index(w, op->props));
  if (flags & BC_OP_HAS_ATTRS)
    bc_varint(out, attr_index(w, op->attrs));
  for (uint32_t i = 0; i < op->nsuccs; i++) {
    BlockRec *br = block_rec(w, cmir_op_succs(op)[i].block);
    if (!br || !op->block || br->b->parent != op->block->parent) {
      cmir_op_error(op, "cannot write bytecode: successor #%u is not in the op's region", i);
      w->failed = true;
      return;
    }
    bc_varint(out, br->index);
  }
  if (!w->strip)
    put_loc(w, loc_of(op->loc), out);
  if (flags & BC_OP_ISOLATED) {
    bc_varint(out, rec->body - 1);
  } else {
    for (uint32_t i = 0; i < op->nregions && !w->failed; i++)
      p2_region(w, u, &cmir_op_regions(op)[i], out);
  }
}

static void p2_region(Writer *w, uint32_t u, CmirRegion *r, BcBuf *out) {
  uint32_t nblocks = 0;
  for (CmirBlock *b = r->first; b; b = b->next)
    nblocks++;
  bc_varint(out, nblocks);
  for (CmirBlock *b = r->first; b && !w->failed; b = b->next) {
    bc_varint(out, b->nargs);
    for (uint32_t i = 0; i < b->nargs; i++) {
      bc_varint(out, type_index(w, b->args[i]->type));
      if (!w->strip)
        put_loc(w, loc_of(cmir_block_arg_loc(b, i)), out);
    }
    bc_varint(out, block_rec(w, b)->nops);
    for (CmirOp *op = b->first; op && !w->failed; op = op->next)
      p2_op(w, u, op, out);
  }
}

static void p2_unit(Writer *w, uint32_t u, BcBuf *out) {
  Unit *un = &w->units.data[u];
  w->loc = un->start;
  bc_varint(out, un->nvalues);
  size_t start = out->len;
  if (u == 0) {
    p2_op(w, 0, un->owner, out);
  } else {
    for (uint32_t i = 0; i < un->owner->nregions && !w->failed; i++)
      p2_region(w, u, &cmir_op_regions(un->owner)[i], out);
  }
  /* The reader's bound on a unit's values (docs/bytecode.md). */
  if (!w->failed && un->nvalues > 256 * ((uint64_t)(out->len - start) + 16)) {
    cmir_op_error(un->owner,
                  "cannot write bytecode: %u values in %zu bytes exceed the limit of "
                  "256 values per byte",
                  un->nvalues, out->len - start);
    w->failed = true;
  }
}

/* ---- tables ---- */

static uint32_t float_bytes(const CmirType *t) {
  static const uint8_t b[] = {2, 2, 4, 4, 8, 16, 16};
  return b[t->flt.fk];
}

static void put_shape(BcBuf *b, const CmirType *t) {
  bc_varint(b, t->shaped.rank);
  for (uint32_t i = 0; i < t->shaped.rank; i++) {
    int64_t d = t->shaped.shape[i];
    bc_varint(b, d == CMIR_DYNAMIC ? 0 : (uint64_t)d + 1);
  }
}

static void put_opt_attr(Writer *w, BcBuf *b, const CmirAttr *a) {
  bc_varint(b, a ? attr_index(w, a) + 1 : 0);
}

static void emit_type(Writer *w, BcBuf *b, const CmirType *t) {
  switch ((CmirTypeKind)t->kind) {
  case CMIR_TYPE_INTEGER:
    bc_byte(b, BC_T_INTEGER);
    bc_varint(b, ((uint64_t)t->integer.width << 2) | t->integer.sign);
    break;
  case CMIR_TYPE_INDEX:
    bc_byte(b, BC_T_INDEX);
    break;
  case CMIR_TYPE_FLOAT:
    bc_byte(b, BC_T_FLOAT);
    bc_byte(b, t->flt.fk);
    break;
  case CMIR_TYPE_NONE:
    bc_byte(b, BC_T_NONE);
    break;
  case CMIR_TYPE_COMPLEX:
    bc_byte(b, BC_T_COMPLEX);
    bc_varint(b, type_index(w, t->complex.elem));
    break;
  case CMIR_TYPE_VECTOR: {
    bc_byte(b, BC_T_VECTOR);
    bc_varint(b, t->shaped.rank);
    uint64_t mask = 0;
    for (uint32_t i = 0; i < t->shaped.rank; i++) {
      bc_varint(b, (uint64_t)t->shaped.shape[i]);
      if (t->shaped.scalable && t->shaped.scalable[i])
        mask |= 1ull << i;
    }
    bc_varint(b, mask);
    bc_varint(b, type_index(w, t->shaped.elem));
    break;
  }
  case CMIR_TYPE_TENSOR:
    bc_byte(b, BC_T_TENSOR);
    put_shape(b, t);
    bc_varint(b, type_index(w, t->shaped.elem));
    put_opt_attr(w, b, t->shaped.extra);
    break;
  case CMIR_TYPE_UNRANKED_TENSOR:
    bc_byte(b, BC_T_UNRANKED_TENSOR);
    bc_varint(b, type_index(w, t->shaped.elem));
    break;
  case CMIR_TYPE_MEMREF:
    bc_byte(b, BC_T_MEMREF);
    put_shape(b, t);
    bc_varint(b, type_index(w, t->shaped.elem));
    put_opt_attr(w, b, t->shaped.layout);
    put_opt_attr(w, b, t->shaped.extra);
    break;
  case CMIR_TYPE_UNRANKED_MEMREF:
    bc_byte(b, BC_T_UNRANKED_MEMREF);
    bc_varint(b, type_index(w, t->shaped.elem));
    put_opt_attr(w, b, t->shaped.extra);
    break;
  case CMIR_TYPE_FUNCTION:
    bc_byte(b, BC_T_FUNCTION);
    bc_varint(b, t->fn.nin);
    bc_varint(b, t->fn.nres);
    for (uint32_t i = 0; i < t->fn.nin + t->fn.nres; i++)
      bc_varint(b, type_index(w, t->fn.types[i]));
    break;
  case CMIR_TYPE_TUPLE:
    bc_byte(b, BC_T_TUPLE);
    bc_varint(b, t->tuple.n);
    for (uint32_t i = 0; i < t->tuple.n; i++)
      bc_varint(b, type_index(w, t->tuple.types[i]));
    break;
  case CMIR_TYPE_OPAQUE: {
    bc_byte(b, BC_T_OPAQUE);
    bc_varint(b, ident_index(w, t->opaque.dialect));
    StrKey k = opaque_text(w, t->opaque.body, t->opaque.len);
    bc_varint(b, str_index(w, k.s, k.len));
    break;
  }
  case CMIR_TYPE_LLVM_PTR:
    bc_byte(b, BC_T_LLVM_PTR);
    bc_varint(b, t->ptr.addrspace);
    break;
  case CMIR_TYPE_LLVM_STRUCT: {
    bc_byte(b, BC_T_LLVM_STRUCT);
    bool named = t->flags & CMIR_LLVM_STRUCT_IDENTIFIED;
    bc_varint(b, t->flags & 15);
    bc_varint(b, named ? ident_index(w, t->st.name) + 1 : 0);
    bc_varint(b, t->st.n);
    for (uint32_t i = 0; i < t->st.n; i++)
      bc_varint(b, type_index(w, t->st.types[i]));
    break;
  }
  case CMIR_TYPE_LLVM_ARRAY:
    bc_byte(b, BC_T_LLVM_ARRAY);
    bc_varint(b, t->arr.n);
    bc_varint(b, type_index(w, t->arr.elem));
    break;
  case CMIR_TYPE_LLVM_FUNC:
    bc_byte(b, BC_T_LLVM_FUNC);
    bc_varint(b, type_index(w, t->lfn.ret));
    bc_varint(b, t->lfn.n);
    for (uint32_t i = 0; i < t->lfn.n; i++)
      bc_varint(b, type_index(w, t->lfn.args[i]));
    bc_byte(b, t->flags & 1);
    break;
  case CMIR_TYPE_LLVM_VEC:
    bc_byte(b, BC_T_LLVM_VEC);
    bc_varint(b, t->lvec.n);
    bc_varint(b, type_index(w, t->lvec.elem));
    bc_byte(b, t->flags & 1);
    break;
  case CMIR_TYPE_LLVM_VOID:
  case CMIR_TYPE_LLVM_TOKEN:
  case CMIR_TYPE_LLVM_METADATA:
  case CMIR_TYPE_LLVM_LABEL:
  case CMIR_TYPE_LLVM_X86MMX:
  case CMIR_TYPE_LLVM_PPCFP128:
    bc_byte(b, (uint8_t)(BC_T_LLVM_VOID + (t->kind - CMIR_TYPE_LLVM_VOID)));
    break;
  case CMIR_TYPE_LLVM_TARGET:
    bc_byte(b, BC_T_LLVM_TARGET);
    bc_varint(b, ident_index(w, t->tgt.name));
    bc_varint(b, t->tgt.ntypes);
    for (uint32_t i = 0; i < t->tgt.ntypes; i++)
      bc_varint(b, type_index(w, t->tgt.types[i]));
    bc_varint(b, t->tgt.nints);
    for (uint32_t i = 0; i < t->tgt.nints; i++)
      bc_varint(b, t->tgt.ints[i]);
    break;
  case CMIR_TYPE_KIND_COUNT:
    break;
  }
}

static void put_le(BcBuf *b, uint64_t v, uint32_t n) {
  for (uint32_t i = 0; i < n && i < 8; i++)
    bc_byte(b, (uint8_t)(v >> (8 * i)));
}

static void emit_affine(BcBuf *b, const CmirAffineExpr *e) {
  static const uint8_t code[] = {
      [CMIR_AFFINE_ADD] = BC_AFF_ADD,         [CMIR_AFFINE_MUL] = BC_AFF_MUL,
      [CMIR_AFFINE_MOD] = BC_AFF_MOD,         [CMIR_AFFINE_FLOORDIV] = BC_AFF_FLOORDIV,
      [CMIR_AFFINE_CEILDIV] = BC_AFF_CEILDIV, [CMIR_AFFINE_CONST] = BC_AFF_CONST,
      [CMIR_AFFINE_DIM] = BC_AFF_DIM,         [CMIR_AFFINE_SYM] = BC_AFF_SYM};
  bc_byte(b, code[e->kind]);
  switch (e->kind) {
  case CMIR_AFFINE_CONST:
    bc_svarint(b, e->value);
    break;
  case CMIR_AFFINE_DIM:
  case CMIR_AFFINE_SYM:
    bc_varint(b, e->position);
    break;
  default:
    emit_affine(b, e->bin.lhs);
    emit_affine(b, e->bin.rhs);
    break;
  }
}

static void emit_attr(Writer *w, BcBuf *b, const Ent *e) {
  const CmirAttr *a = e->key;
  switch ((CmirAttrKind)a->kind) {
  case CMIR_ATTR_INTEGER: {
    bc_byte(b, BC_A_INTEGER);
    bc_varint(b, type_index(w, a->i.type));
    uint32_t width = cmir_type_bitwidth(a->i.type);
    if (width <= 64) {
      bc_svarint(b, cmir_attr_int_value(a));
    } else {
      for (uint32_t i = 0; i < (width + 63) / 64; i++)
        bc_u64(b, a->i.words ? a->i.words[i] : i ? 0 : a->i.v);
    }
    break;
  }
  case CMIR_ATTR_FLOAT: {
    bc_byte(b, BC_A_FLOAT);
    bc_varint(b, type_index(w, a->f.type));
    uint32_t n = float_bytes(a->f.type);
    put_le(b, a->f.lo, n);
    if (n > 8)
      put_le(b, a->f.hi, n - 8);
    break;
  }
  case CMIR_ATTR_STRING:
    bc_byte(b, BC_A_STRING);
    bc_varint(b, str_index(w, a->str.s, a->str.len));
    bc_varint(b, a->str.type ? type_index(w, a->str.type) + 1 : 0);
    break;
  case CMIR_ATTR_ARRAY:
    bc_byte(b, BC_A_ARRAY);
    bc_varint(b, a->arr.n);
    for (uint32_t i = 0; i < a->arr.n; i++)
      bc_varint(b, attr_index(w, a->arr.elems[i]));
    break;
  case CMIR_ATTR_DICT:
    bc_byte(b, BC_A_DICT);
    bc_varint(b, a->dict.n);
    for (uint32_t i = 0; i < a->dict.n; i++) {
      bc_varint(b, ident_index(w, a->dict.entries[i].name));
      bc_varint(b, attr_index(w, a->dict.entries[i].value));
    }
    break;
  case CMIR_ATTR_UNIT:
    bc_byte(b, BC_A_UNIT);
    break;
  case CMIR_ATTR_TYPE:
    bc_byte(b, BC_A_TYPE);
    bc_varint(b, type_index(w, a->type.type));
    break;
  case CMIR_ATTR_SYMREF:
    bc_byte(b, BC_A_SYMREF);
    bc_varint(b, a->sym.n);
    for (uint32_t i = 0; i < a->sym.n; i++)
      bc_varint(b, ident_index(w, a->sym.names[i]));
    break;
  case CMIR_ATTR_AFFINE_MAP:
  case CMIR_ATTR_INTEGER_SET: {
    bool set = a->kind == CMIR_ATTR_INTEGER_SET;
    const CmirAffineMap *m = a->map.map;
    bc_byte(b, set ? BC_A_INTEGER_SET : BC_A_AFFINE_MAP);
    bc_varint(b, m->ndims);
    bc_varint(b, m->nsyms);
    bc_varint(b, m->nres);
    for (uint32_t i = 0; i < m->nres; i++)
      emit_affine(b, m->exprs[i]);
    for (uint32_t i = 0; set && i < m->nres; i++)
      bc_byte(b, m->eq[i] ? 1 : 0);
    break;
  }
  case CMIR_ATTR_DENSE:
    bc_byte(b, BC_A_DENSE);
    bc_varint(b, type_index(w, a->dense.type));
    bc_byte(b, a->flags & 1);
    bc_varint(b, e->blob);
    break;
  case CMIR_ATTR_DENSE_STRING:
    bc_byte(b, BC_A_DENSE_STRING);
    bc_varint(b, type_index(w, a->dstr.type));
    bc_varint(b, a->dstr.n);
    for (uint32_t i = 0; i < a->dstr.n; i++)
      bc_varint(b, attr_index(w, a->dstr.strs[i]));
    break;
  case CMIR_ATTR_DENSE_ARRAY: {
    bc_byte(b, BC_A_DENSE_ARRAY);
    const CmirType *et = a->darr.elem;
    bc_varint(b, type_index(w, et));
    bc_varint(b, a->darr.n);
    uint32_t eb = cmir_dense_elem_bytes(et);
    const uint8_t *p = a->darr.data;
    for (uint32_t i = 0; i < a->darr.n; i++, p += eb) {
      uint64_t v = 0;
      memcpy(&v, p, eb < 8 ? eb : 8); /* little-endian host */
      if (et->kind == CMIR_TYPE_FLOAT)
        put_le(b, v, eb);
      else
        bc_svarint(b, cmir_sext(v, eb * 8));
    }
    break;
  }
  case CMIR_ATTR_DISTINCT:
    bc_byte(b, BC_A_DISTINCT);
    bc_varint(b, attr_index(w, a->distinct.ref));
    break;
  case CMIR_ATTR_DENSE_RESOURCE: {
    const CmirBlob *blob = cmir_resource_get(w->ctx, a->resource.handle);
    bc_byte(b, BC_A_DENSE_RESOURCE);
    bc_varint(b, type_index(w, a->resource.type));
    bc_varint(b, ident_index(w, a->resource.handle));
    bc_varint(b, blob ? blob->align + 1 : 0);
    if (blob)
      bc_varint(b, e->blob);
    break;
  }
  case CMIR_ATTR_SPARSE:
    bc_byte(b, BC_A_SPARSE);
    bc_varint(b, type_index(w, a->sparse.type));
    bc_varint(b, attr_index(w, a->sparse.indices));
    bc_varint(b, attr_index(w, a->sparse.values));
    break;
  case CMIR_ATTR_STRIDED:
    bc_byte(b, BC_A_STRIDED);
    bc_svarint(b, a->strided.offset);
    bc_varint(b, a->strided.rank);
    for (uint32_t i = 0; i < a->strided.rank; i++)
      bc_svarint(b, a->strided.strides[i]);
    break;
  case CMIR_ATTR_OPAQUE: {
    bc_byte(b, BC_A_OPAQUE);
    bc_varint(b, ident_index(w, a->opaque.dialect));
    StrKey k = opaque_text(w, a->opaque.body, a->opaque.len);
    bc_varint(b, str_index(w, k.s, k.len));
    bc_varint(b, a->opaque.type ? type_index(w, a->opaque.type) + 1 : 0);
    break;
  }
  case CMIR_ATTR_ENUM: {
    uint32_t n;
    const char *s = enum_name(w, a->en.def, &n);
    bc_byte(b, BC_A_ENUM);
    bc_varint(b, str_index(w, s, n));
    bc_varint(b, a->en.value);
    break;
  }
  case CMIR_ATTR_LOC_UNKNOWN:
    bc_byte(b, BC_A_LOC_UNKNOWN);
    break;
  case CMIR_ATTR_LOC_FILE:
    bc_byte(b, BC_A_LOC_FILE);
    bc_varint(b, ident_index(w, a->loc.file));
    bc_varint(b, a->loc.line);
    bc_varint(b, a->loc.col);
    break;
  case CMIR_ATTR_LOC_NAME:
    bc_byte(b, BC_A_LOC_NAME);
    bc_varint(b, ident_index(w, a->locname.name));
    put_opt_attr(w, b, a->locname.child);
    break;
  case CMIR_ATTR_LOC_FUSED:
    bc_byte(b, BC_A_LOC_FUSED);
    bc_varint(b, a->fused.n);
    for (uint32_t i = 0; i < a->fused.n; i++)
      bc_varint(b, attr_index(w, a->fused.locs[i]));
    put_opt_attr(w, b, a->fused.meta);
    break;
  case CMIR_ATTR_LOC_CALLSITE:
    bc_byte(b, BC_A_LOC_CALLSITE);
    bc_varint(b, attr_index(w, a->callsite.callee));
    bc_varint(b, attr_index(w, a->callsite.caller));
    break;
  case CMIR_ATTR_KIND_COUNT:
    break;
  }
}

/* Emits each entry of a table, size-prefixed. */
static void emit_entries(Writer *w, BcBuf *out, const Table *t, bool types) {
  BcBuf e = {0};
  bc_varint(out, t->ents.len);
  for (uint32_t i = 0; i < t->ents.len; i++) {
    e.len = 0;
    if (types)
      emit_type(w, &e, t->ents.data[i]->key);
    else
      emit_attr(w, &e, t->ents.data[i]);
    bc_varint(out, e.len);
    bc_put(out, e.data, e.len);
  }
  bc_free(&e);
}

static void emit_strings(Writer *w, BcBuf *out) {
  const Table *t = &w->strings;
  bc_varint(out, t->ents.len);
  for (uint32_t i = 0; i < t->ents.len; i++)
    bc_varint(out, t->ents.data[i]->len);
  for (uint32_t i = 0; i < t->ents.len; i++)
    bc_put(out, t->ents.data[i]->key, t->ents.data[i]->len);
}

static void emit_ops(Writer *w, BcBuf *out) {
  /* Dialects in order of first appearance among the sorted op names. */
  CMIR_VEC(Ent *) dialects = {0};
  CmirHtab seen;
  cmir_htab_init(&seen, 16);
  uint32_t *dialect_of = cmir_xmalloc(sizeof(uint32_t) * (w->names.ents.len + 1));
  for (uint32_t i = 0; i < w->names.ents.len; i++) {
    const CmirIdent *name = ((const CmirOpInfo *)w->names.ents.data[i]->key)->name;
    const char *dot = memchr(name->str, '.', name->len);
    dialect_of[i] = 0;
    if (!dot)
      continue;
    StrKey k = {name->str, (uint32_t)(dot - name->str)};
    Ent *se = cmir_htab_find(&w->strings.map, XXH3_64bits(k.s, k.len), ent_str_eq, &k);
    Ent *d = cmir_htab_find(&seen, ptr_hash(se), ent_ptr_eq, se);
    if (!d) {
      d = cmir_arena_zalloc(&w->arena, sizeof *d);
      d->key = se;
      d->index = dialects.len;
      cmir_htab_insert(&seen, ptr_hash(se), d);
      cmir_vec_push(&dialects, d);
    }
    dialect_of[i] = d->index + 1;
  }
  bc_varint(out, dialects.len);
  for (uint32_t i = 0; i < dialects.len; i++)
    bc_varint(out, ((const Ent *)dialects.data[i]->key)->index);
  bc_varint(out, w->names.ents.len);
  for (uint32_t i = 0; i < w->names.ents.len; i++) {
    const CmirIdent *name = ((const CmirOpInfo *)w->names.ents.data[i]->key)->name;
    const char *dot = memchr(name->str, '.', name->len);
    bc_varint(out, dialect_of[i]);
    bc_varint(out, dot ? str_index(w, dot + 1, (uint32_t)(name->len - (dot + 1 - name->str)))
                       : ident_index(w, name));
  }
  bc_varint(out, w->opcodes.len);
  for (uint32_t i = 0; i < w->opcodes.len; i++) {
    const OpEnt *oc = w->opcodes.data[i];
    bc_varint(out, oc->name->index);
    bc_varint(out, oc->k.nopnds);
    bc_varint(out, oc->k.nresults);
    bc_varint(out, oc->k.nsuccs);
    bc_varint(out, oc->k.nregions);
    bc_varint(out, oc->k.flags);
    if (((oc->k.flags >> BC_OP_PROPS_SHIFT) & 3) == BC_PROPS_FIXED)
      bc_varint(out, attr_index(w, oc->k.props));
  }
  free(dialect_of);
  cmir_htab_free(&seen);
  cmir_vec_free(&dialects);
}

/* The blobs section: its payload starts 16-aligned in the file, so blobs
 * aligned within it are aligned in the file. */
/* The bytes of blob i: a dense attribute's data or a resource's blob. */
static const void *blob_bytes(Writer *w, uint32_t i, uint64_t *n) {
  const CmirAttr *a = w->blobs.data[i]->key;
  if (a->kind == CMIR_ATTR_DENSE_RESOURCE) {
    const CmirBlob *blob = cmir_resource_get(w->ctx, a->resource.handle);
    *n = blob->len;
    return blob->data;
  }
  *n = a->dense.nbytes;
  return a->dense.data;
}

static void emit_blobs(Writer *w, BcBuf *out) {
  uint64_t n;
  bc_varint(out, w->blobs.len);
  for (uint32_t i = 0; i < w->blobs.len; i++) {
    blob_bytes(w, i, &n);
    bc_varint(out, n);
  }
  for (uint32_t i = 0; i < w->blobs.len; i++) {
    const void *p = blob_bytes(w, i, &n);
    while (out->len % BC_ALIGN)
      bc_byte(out, 0);
    bc_put(out, p, n);
  }
}

static void put_section(BcBuf *file, unsigned kind, const BcBuf *payload) {
  bc_byte(file, (uint8_t)kind);
  bc_varint(file, payload->len);
  bc_u64(file, XXH3_64bits(payload->data, payload->len));
  while (file->len % BC_ALIGN)
    bc_byte(file, 0);
  bc_put(file, payload->data, payload->len);
}

/* ---- entry points ---- */

static void writer_free(Writer *w) {
  for (uint32_t i = 0; i < w->recs.len; i++)
    w->recs.data[i].op->aux = NULL;
  table_free(&w->strings);
  table_free(&w->types);
  table_free(&w->attrs);
  table_free(&w->names);
  cmir_htab_free(&w->pairs_map);
  cmir_htab_free(&w->opcodes_map);
  cmir_htab_free(&w->blocks);
  cmir_vec_free(&w->pairs);
  cmir_vec_free(&w->opcodes);
  cmir_vec_free(&w->blobs);
  cmir_vec_free(&w->recs);
  cmir_vec_free(&w->units);
  cmir_vec_free(&w->tmp_types);
  cmir_arena_release(&w->arena);
}

CmirStatus cmir_bc_write(CmirOp *op, const CmirBcWriteOptions *opts, void **data, size_t *len) {
  Writer w;
  memset(&w, 0, sizeof w);
  w.ctx = op->info->ctx;
  w.root = op;
  w.strip = opts && opts->strip_locations;
  cmir_arena_init(&w.arena);
  table_init(&w.strings);
  table_init(&w.types);
  table_init(&w.attrs);
  table_init(&w.names);
  cmir_htab_init(&w.pairs_map, 256);
  cmir_htab_init(&w.opcodes_map, 256);
  cmir_htab_init(&w.blocks, 256);
  *data = NULL;
  *len = 0;

  Unit root = {op, 0, {NULL, 0, 0}, 0};
  cmir_vec_push(&w.units, root);
  for (uint32_t u = 0; u < w.units.len && !w.failed; u++)
    p1_unit(&w, u);
  if (w.failed) {
    writer_free(&w);
    return CMIR_FAIL;
  }
  make_opcodes(&w);
  table_sort(&w.strings);
  table_sort(&w.types);
  table_sort(&w.attrs);
  table_sort(&w.names);

  BcBuf ir = {0}, bodies = {0}, sizes = {0};
  p2_unit(&w, 0, &ir);
  bc_varint(&sizes, w.units.len - 1);
  for (uint32_t u = 1; u < w.units.len && !w.failed; u++) {
    size_t start = bodies.len;
    p2_unit(&w, u, &bodies);
    bc_varint(&sizes, bodies.len - start);
  }
  if (w.failed) {
    bc_free(&ir);
    bc_free(&bodies);
    bc_free(&sizes);
    writer_free(&w);
    return CMIR_FAIL;
  }

  BcBuf file = {0}, sec = {0};
  bc_put(&file, BC_MAGIC, BC_MAGIC_LEN);
  bc_varint(&file, CMIR_BC_VERSION);
  bc_varint(&file, w.strip ? BC_FLAG_NO_LOCS : 0);
  const char *producer = opts && opts->producer ? opts->producer : "cmir " CMIR_VERSION_STRING;
  size_t plen = strlen(producer);
  if (plen > BC_MAX_PRODUCER)
    plen = BC_MAX_PRODUCER;
  bc_varint(&file, plen);
  bc_put(&file, producer, plen);

  emit_strings(&w, &sec);
  put_section(&file, BC_SEC_STRINGS, &sec);
  sec.len = 0;
  emit_ops(&w, &sec);
  put_section(&file, BC_SEC_OPS, &sec);
  sec.len = 0;
  emit_entries(&w, &sec, &w.types, true);
  put_section(&file, BC_SEC_TYPES, &sec);
  sec.len = 0;
  emit_entries(&w, &sec, &w.attrs, false);
  put_section(&file, BC_SEC_ATTRS, &sec);
  sec.len = 0;
  emit_blobs(&w, &sec);
  put_section(&file, BC_SEC_BLOBS, &sec);
  put_section(&file, BC_SEC_IR, &ir);
  sec.len = 0;
  bc_put(&sec, sizes.data, sizes.len);
  bc_put(&sec, bodies.data, bodies.len);
  put_section(&file, BC_SEC_BODIES, &sec);
  sec.len = 0;
  bc_u64(&sec, XXH3_64bits(file.data, file.len));
  put_section(&file, BC_SEC_END, &sec);

  bc_free(&sec);
  bc_free(&ir);
  bc_free(&bodies);
  bc_free(&sizes);
  writer_free(&w);
  *data = file.data;
  *len = file.len;
  return CMIR_OK;
}

CmirStatus cmir_bc_write_file(CmirOp *op, const CmirBcWriteOptions *opts, FILE *f) {
  void *data;
  size_t len;
  if (cmir_bc_write(op, opts, &data, &len))
    return CMIR_FAIL;
  bool ok = fwrite(data, 1, len, f) == len;
  free(data);
  if (!ok) {
    CmirLoc loc = {NULL, NULL, 0, 0};
    return cmir_error(op->info->ctx, loc, "cannot write bytecode: write error");
  }
  return CMIR_OK;
}
