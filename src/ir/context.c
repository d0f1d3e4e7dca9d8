/* The context: interned identifiers, the op/dialect registry (compiling each
 * CmirOpDef into a CmirOpInfo), source buffers and diagnostics. */
#include "ir/ir_internal.h"

#include <stdio.h>
#include <stdlib.h>

/* ---- identifiers ---- */

typedef struct IdentKey {
  const char *s;
  size_t n;
} IdentKey;

static bool ident_eq(const void *item, const void *key) {
  const CmirIdent *id = item;
  const IdentKey *k = key;
  return id->len == k->n && memcmp(id->str, k->s, k->n) == 0;
}

const CmirIdent *cmir_ident_get(CmirContext *ctx, const char *s, size_t len) {
  uint64_t h = cmir_hash_bytes(s, len, 0x1d);
  IdentKey k = {s, len};
  cmir_ctx_lock(ctx);
  CmirIdent *id = cmir_htab_find(&ctx->idents, h, ident_eq, &k);
  if (!id) {
    id = cmir_arena_alloc(&ctx->arena, sizeof *id + len + 1);
    id->hash = h;
    id->len = (uint32_t)len;
    memcpy(id->str, s, len);
    id->str[len] = 0;
    cmir_htab_insert(&ctx->idents, h, id);
  }
  cmir_ctx_unlock(ctx);
  return id;
}

const CmirIdent *cmir_ident(CmirContext *ctx, const char *cstr) {
  return cmir_ident_get(ctx, cstr, strlen(cstr));
}

/* ---- context ---- */

static void source_free_lines(CmirSource *s) {
  if (s->lines) {
    cmir_lines_free(s->lines);
    free(s->lines);
    s->lines = NULL;
  }
}

static void default_diag_handler(const CmirDiagnostic *d, void *user) {
  cmir_diag_print(user, d, stderr);
}

CmirContext *cmir_context_create(void) {
  CmirContext *ctx = cmir_xcalloc(1, sizeof *ctx);
  cmir_arena_init(&ctx->arena);
  cmir_arena_init(&ctx->ir_arena);
  cmir_htab_init(&ctx->idents, 1024);
  cmir_htab_init(&ctx->types, 256);
  cmir_htab_init(&ctx->attrs, 1024);
  cmir_htab_init(&ctx->affine, 64);
  cmir_strmap_init(&ctx->ops);
  cmir_strmap_init(&ctx->dialects);
  cmir_strmap_init(&ctx->structs);
  cmir_strmap_init(&ctx->resources);
  cmir_strmap_init(&ctx->enums);
  ctx->diag_fn = default_diag_handler;
  ctx->diag_user = ctx;
  ctx->i1 = cmir_type_int(ctx, 1, CMIR_SIGNLESS);
  ctx->i8 = cmir_type_int(ctx, 8, CMIR_SIGNLESS);
  ctx->i32 = cmir_type_int(ctx, 32, CMIR_SIGNLESS);
  ctx->i64 = cmir_type_int(ctx, 64, CMIR_SIGNLESS);
  ctx->index = cmir_type_index(ctx);
  ctx->f32 = cmir_type_float(ctx, CMIR_F_F32);
  ctx->f64 = cmir_type_float(ctx, CMIR_F_F64);
  ctx->none = cmir_type_none(ctx);
  ctx->unit = cmir_attr_unit(ctx);
  ctx->true_attr = cmir_attr_int(ctx, ctx->i1, 1);
  ctx->false_attr = cmir_attr_int(ctx, ctx->i1, 0);
  ctx->empty_dict = cmir_attr_dict(ctx, 0, NULL);
  ctx->unknown_loc = cmir_loc_unknown(ctx);
  return ctx;
}

void cmir_context_destroy(CmirContext *ctx) {
  if (!ctx)
    return;
  /* Compiled formats live in malloc'd memory owned by their op info. */
  for (uint32_t i = 0; i <= ctx->ops.tab.mask && ctx->ops.tab.slots; i++) {
    CmirStrMapEntry *e = ctx->ops.tab.slots[i].item;
    if (e && e->value) {
      CmirOpInfo *info = e->value;
      if (info->fmt)
        ctx->syntax->free_format(info->fmt);
    }
  }
  cmir_htab_free(&ctx->idents);
  cmir_htab_free(&ctx->types);
  cmir_htab_free(&ctx->attrs);
  cmir_htab_free(&ctx->affine);
  cmir_strmap_free(&ctx->ops);
  free(ctx->ops_by_id);
  cmir_strmap_free(&ctx->dialects);
  cmir_strmap_free(&ctx->structs);
  for (uint32_t i = 0; ctx->resources.tab.slots && i <= ctx->resources.tab.mask; i++) {
    CmirStrMapEntry *e = ctx->resources.tab.slots[i].item;
    if (e)
      free(e->value);
  }
  cmir_strmap_free(&ctx->resources);
  cmir_strmap_free(&ctx->enums);
  for (uint32_t i = 0; i < ctx->sources.len; i++)
    source_free_lines(&ctx->sources.data[i]);
  cmir_vec_free(&ctx->sources);
  cmir_arena_release(&ctx->ir_arena);
  cmir_arena_release(&ctx->arena);
  free(ctx);
}

void cmir_context_set_diag_handler(CmirContext *ctx, CmirDiagHandler fn, void *user) {
  ctx->diag_fn = fn ? fn : default_diag_handler;
  ctx->diag_user = fn ? user : ctx;
}

void cmir_context_allow_unregistered(CmirContext *ctx, bool allow) {
  ctx->allow_unregistered = allow;
}
bool cmir_context_allows_unregistered(CmirContext *ctx) { return ctx->allow_unregistered; }
uint64_t cmir_context_error_count(CmirContext *ctx) { return ctx->nerrors; }

void cmir_context_add_source(CmirContext *ctx, const CmirIdent *file, const char *buf,
                             size_t len) {
  CmirSource s = {file, buf, len, NULL};
  cmir_vec_push(&ctx->sources, s);
}

void cmir_context_remove_source(CmirContext *ctx, const CmirIdent *file) {
  for (uint32_t i = ctx->sources.len; i-- > 0;) {
    if (ctx->sources.data[i].file == file) {
      source_free_lines(&ctx->sources.data[i]);
      ctx->sources.data[i] = ctx->sources.data[--ctx->sources.len];
      return;
    }
  }
}

/* ---- registry ---- */

static void parse_groups(CmirContext *ctx, const char *spec, CmirGroup *out, uint8_t *n,
                         const char *opname) {
  *n = 0;
  if (!spec)
    return;
  const char *p = spec;
  while (*p) {
    while (*p == ' ' || *p == ',')
      p++;
    if (!*p)
      break;
    const char *s = p;
    while (*p && *p != ',' && *p != '*' && *p != '?' && *p != ' ')
      p++;
    if (*n >= CMIR_MAX_GROUPS) {
      fprintf(stderr, "cmir: too many groups in op definition %s\n", opname);
      abort();
    }
    CmirGroup *g = &out[(*n)++];
    g->name = cmir_ident_get(ctx, s, (size_t)(p - s));
    g->kind = CMIR_GROUP_SINGLE;
    if (*p == '*')
      g->kind = CMIR_GROUP_VARIADIC, p++;
    else if (*p == '?')
      g->kind = CMIR_GROUP_OPTIONAL, p++;
  }
}

/* props: "name", "name?", "name=default" separated by ';' (defaults may
 * contain commas). */
static void parse_props(CmirContext *ctx, CmirOpInfo *info, const char *spec) {
  info->nprops = 0;
  if (!spec)
    return;
  const char *p = spec;
  while (*p) {
    while (*p == ' ' || *p == ';')
      p++;
    if (!*p)
      break;
    const char *s = p;
    while (*p && *p != ';' && *p != '=' && *p != '?' && *p != '#' && *p != '!' && *p != ':')
      p++;
    if (info->nprops >= CMIR_MAX_PROPS) {
      fprintf(stderr, "cmir: too many properties in op definition %s\n", info->name->str);
      abort();
    }
    CmirPropDef *pd = &info->props[info->nprops++];
    pd->name = cmir_ident_get(ctx, s, (size_t)(p - s));
    pd->optional = false;
    pd->dflt = NULL;
    pd->en = NULL;
    pd->unit = false;
    pd->kind = CMIR_PROP_ANY;
    if (*p == '!') {
      pd->unit = pd->optional = true;
      p++;
    }
    if (*p == '?') {
      pd->optional = true;
      p++;
    }
    if (*p == '#') {
      const char *e = ++p;
      while (*p && *p != ';' && *p != '=' && *p != ':')
        p++;
      pd->en = cmir_lookup_enum(ctx, e, (size_t)(p - e));
      if (!pd->en) {
        fprintf(stderr, "cmir: unknown enum in op definition %s\n", info->name->str);
        abort();
      }
    }
    if (*p == ':') {
      static const struct {
        const char *name;
        CmirPropKind kind;
      } kinds[] = {{"str", CMIR_PROP_STRING},
                   {"fntype", CMIR_PROP_FN_TYPE},
                   {"flatsym", CMIR_PROP_FLAT_SYMREF},
                   {"i64enum", CMIR_PROP_I64_ENUM},
                   {"i32enum", CMIR_PROP_I32_ENUM},
                   {"typed", CMIR_PROP_TYPED},
                   {"i32arr", CMIR_PROP_I32_ARRAY},
                   {"i64arr", CMIR_PROP_I64_ARRAY},
                   {"ielems", CMIR_PROP_INT_ELEMS},
                   {"i64", CMIR_PROP_I64},
                   {"i32", CMIR_PROP_I32},
                   {"i1", CMIR_PROP_I1}};
      const char *k = ++p;
      while (*p && *p != ';' && *p != '=')
        p++;
      size_t kn = (size_t)(p - k), i;
      for (i = 0; i < sizeof kinds / sizeof kinds[0]; i++)
        if (strlen(kinds[i].name) == kn && !memcmp(kinds[i].name, k, kn))
          break;
      if (i == sizeof kinds / sizeof kinds[0] || ((kinds[i].kind == CMIR_PROP_I64_ENUM || kinds[i].kind == CMIR_PROP_I32_ENUM) && !pd->en)) {
        fprintf(stderr, "cmir: bad property kind in op definition %s\n", info->name->str);
        abort();
      }
      pd->kind = (uint8_t)kinds[i].kind;
    }
    if (*p == '=') {
      const char *d = ++p;
      while (*p && *p != ';')
        p++;
      char *text = cmir_arena_strndup(&ctx->arena, d, (size_t)(p - d));
      pd->dflt = ctx->syntax ? ctx->syntax->parse_attr(ctx, text) : NULL;
      if (!pd->dflt) {
        fprintf(stderr, "cmir: bad default '%s' in op definition %s\n", text, info->name->str);
        abort();
      }
      if (pd->dflt->kind == CMIR_ATTR_ENUM)
        pd->en = pd->dflt->en.def;
    }
  }
}

CmirDialect *cmir_dialect_get(CmirContext *ctx, const char *name) {
  CmirDialect *d = cmir_strmap_get(&ctx->dialects, name, strlen(name));
  if (!d) {
    d = cmir_arena_zalloc(&ctx->arena, sizeof *d);
    d->name = cmir_ident(ctx, name);
    cmir_strmap_put(&ctx->dialects, name, strlen(name), d);
  }
  return d;
}

/* Upper bound of the entries of a props spec, plus one for operandSegmentSizes. */
static size_t props_cap(const char *spec) {
  size_t n = 2;
  for (const char *p = spec; p && *p; p++)
    n += *p == ';';
  return n;
}

static void set_quoted_name(CmirContext *ctx, CmirOpInfo *info);

static void set_info_by_id(CmirContext *ctx, const CmirOpInfo *info) {
  if (info->id >= ctx->nops_by_id) {
    unsigned n = ctx->nops_by_id ? ctx->nops_by_id : 64;
    while (n <= info->id)
      n *= 2;
    ctx->ops_by_id = cmir_xrealloc(ctx->ops_by_id, n * sizeof *ctx->ops_by_id);
    memset(ctx->ops_by_id + ctx->nops_by_id, 0, (n - ctx->nops_by_id) * sizeof *ctx->ops_by_id);
    ctx->nops_by_id = n;
  }
  ctx->ops_by_id[info->id] = info;
}

const CmirOpInfo *cmir_op_info_by_id(CmirContext *ctx, unsigned id) {
  return id < ctx->nops_by_id ? ctx->ops_by_id[id] : NULL;
}

void cmir_register_dialect(CmirContext *ctx, const char *name, const CmirOpDef *defs, size_t n) {
  CmirDialect *d = cmir_dialect_get(ctx, name);
  for (size_t i = 0; i < n; i++) {
    const CmirOpDef *def = &defs[i];
    CmirOpInfo *info = cmir_arena_zalloc(&ctx->arena, sizeof *info);
    info->ctx = ctx;
    info->id = def->id;
    info->name = cmir_ident(ctx, def->name);
    set_quoted_name(ctx, info);
    info->dialect = d;
    info->def = def;
    info->traits = def->traits;
    info->short_name = info->name->str + d->name->len + 1;
    parse_groups(ctx, def->operands, info->opnds, &info->nopnd_groups, def->name);
    parse_groups(ctx, def->results, info->results, &info->nres_groups, def->name);
    parse_groups(ctx, def->regions, info->regions, &info->nregion_groups, def->name);
    parse_groups(ctx, def->successors, info->succs, &info->nsucc_groups, def->name);
    info->props = cmir_arena_zalloc(&ctx->arena, sizeof(CmirPropDef) * props_cap(def->props));
    parse_props(ctx, info, def->props);
    if (def->traits & CMIR_TRAIT_ATTR_SIZED_OPERANDS) {
      info->opnd_seg_name = cmir_ident(ctx, "operandSegmentSizes");
      if (info->nprops >= CMIR_MAX_PROPS)
        abort();
      CmirPropDef *pd = &info->props[info->nprops++];
      pd->name = info->opnd_seg_name;
      pd->dflt = NULL;
      pd->optional = false;
    }
    info->fixed_operands = !info->opnd_seg_name;
    for (int k = 0; k < info->nopnd_groups; k++)
      if (info->opnds[k].kind != CMIR_GROUP_SINGLE)
        info->fixed_operands = false;
    for (int k = 0; k < info->nprops; k++)
      if (info->props[k].dflt && !info->props[k].optional)
        info->default_props = cmir_dict_set(ctx, info->default_props, info->props[k].name,
                                            info->props[k].dflt);
    cmir_strmap_put(&ctx->ops, def->name, strlen(def->name), info);
    if (def->id)
      set_info_by_id(ctx, info);
    if (def->format && !def->parse) {
      info->fmt = ctx->syntax ? ctx->syntax->compile_format(ctx, info, def->format) : NULL;
      if (!info->fmt) {
        fprintf(stderr, "cmir: bad assembly format for %s\n", def->name);
        abort();
      }
    }
  }
}

/* The generic form's "name", precomputed when the name needs no escapes
 * (measured: quoting op names was 2% of printing in generic form). */
static void set_quoted_name(CmirContext *ctx, CmirOpInfo *info) {
  const CmirIdent *n = info->name;
  for (uint32_t i = 0; i < n->len; i++) {
    unsigned char c = (unsigned char)n->str[i];
    if (c < 0x20 || c >= 0x7f || c == '"' || c == '\\')
      return;
  }
  char *q = cmir_arena_alloc(&ctx->arena, n->len + 3);
  q[0] = '"';
  memcpy(q + 1, n->str, n->len);
  q[n->len + 1] = '"';
  q[n->len + 2] = 0;
  info->quoted_name = q;
}

const CmirOpInfo *cmir_op_info(CmirContext *ctx, const char *name, size_t len) {
  cmir_ctx_lock(ctx);
  CmirOpInfo *info = cmir_strmap_get(&ctx->ops, name, len);
  if (info) {
    cmir_ctx_unlock(ctx);
    return info;
  }
  /* Unregistered op: one shared descriptor per name. */
  info = cmir_arena_zalloc(&ctx->arena, sizeof *info);
  info->ctx = ctx;
  info->name = cmir_ident_get(ctx, name, len);
  set_quoted_name(ctx, info);
  const char *dot = memchr(name, '.', len);
  info->short_name = dot ? info->name->str + (dot - name) + 1 : info->name->str;
  if (dot)
    info->dialect = cmir_strmap_get(&ctx->dialects, name, (size_t)(dot - name));
  cmir_strmap_put(&ctx->ops, name, len, info);
  cmir_ctx_unlock(ctx);
  return info;
}

bool cmir_dialect_is_registered(CmirContext *ctx, const char *name, size_t len) {
  return cmir_strmap_get(&ctx->dialects, name, len) != NULL;
}

void cmir_register_enum(CmirContext *ctx, const CmirEnumDef *def) {
  char key[128];
  int n = snprintf(key, sizeof key, "%s.%s", def->dialect, def->mnemonic);
  cmir_strmap_put(&ctx->enums, key, (size_t)n, (void *)def);
}

const CmirEnumDef *cmir_lookup_enum(CmirContext *ctx, const char *s, size_t len) {
  return cmir_strmap_get(&ctx->enums, s, len);
}

const char *cmir_op_default_dialect(const CmirOpInfo *info) {
  return info->def ? info->def->default_dialect : NULL;
}

int cmir_info_opnd_group(const CmirOpInfo *info, const char *name) {
  for (int i = 0; i < info->nopnd_groups; i++)
    if (strcmp(info->opnds[i].name->str, name) == 0)
      return i;
  return -1;
}

int cmir_info_prop(const CmirOpInfo *info, const CmirIdent *name) {
  for (int i = 0; i < info->nprops; i++)
    if (info->props[i].name == name)
      return i;
  return -1;
}

bool cmir_info_is_inherent(const CmirOpInfo *info, const CmirIdent *name) {
  return info->def && cmir_info_prop(info, name) >= 0;
}

const CmirType *cmir_attr_typed_type(CmirContext *ctx, const CmirAttr *a) {
  switch (a ? a->kind : CMIR_ATTR_UNIT) {
  case CMIR_ATTR_INTEGER:
    return a->i.type;
  case CMIR_ATTR_FLOAT:
    return a->f.type;
  case CMIR_ATTR_STRING:
    return a->str.type ? a->str.type : ctx->none;
  case CMIR_ATTR_DENSE:
    return a->dense.type;
  case CMIR_ATTR_DENSE_STRING:
    return a->dstr.type;
  case CMIR_ATTR_SPARSE:
    return a->sparse.type;
  case CMIR_ATTR_DENSE_RESOURCE:
    return a->resource.type;
  case CMIR_ATTR_OPAQUE:
    return a->opaque.type ? a->opaque.type : ctx->none;
  default:
    return NULL;
  }
}

bool cmir_prop_storable(const CmirPropDef *pd, const CmirAttr *a) {
  switch ((CmirPropKind)pd->kind) {
  case CMIR_PROP_TYPED:
    return a->kind == CMIR_ATTR_INTEGER || a->kind == CMIR_ATTR_FLOAT ||
           a->kind == CMIR_ATTR_STRING || a->kind == CMIR_ATTR_DENSE ||
           a->kind == CMIR_ATTR_DENSE_STRING || a->kind == CMIR_ATTR_SPARSE ||
           a->kind == CMIR_ATTR_DENSE_RESOURCE || a->kind == CMIR_ATTR_OPAQUE;
  case CMIR_PROP_STRING:
    return a->kind == CMIR_ATTR_STRING;
  case CMIR_PROP_I32_ARRAY:
  case CMIR_PROP_I64_ARRAY:
    return a->kind == CMIR_ATTR_DENSE_ARRAY && a->darr.elem->kind == CMIR_TYPE_INTEGER &&
           a->darr.elem->integer.width == (pd->kind == CMIR_PROP_I32_ARRAY ? 32u : 64u);
  case CMIR_PROP_INT_ELEMS:
    return a->kind == CMIR_ATTR_DENSE && (cmir_type_is_int(cmir_type_elem(a->dense.type)) ||
                                          cmir_type_is_index(cmir_type_elem(a->dense.type)));
  case CMIR_PROP_FN_TYPE:
    return a->kind == CMIR_ATTR_TYPE;
  case CMIR_PROP_I64:
    return a->kind == CMIR_ATTR_INTEGER && cmir_type_is_signless_int(a->i.type, 64);
  case CMIR_PROP_I32:
    return a->kind == CMIR_ATTR_INTEGER && cmir_type_is_signless_int(a->i.type, 32);
  case CMIR_PROP_I1:
    return a->kind == CMIR_ATTR_INTEGER && cmir_type_is_signless_int(a->i.type, 1);
  case CMIR_PROP_FLAT_SYMREF:
    return a->kind == CMIR_ATTR_SYMREF && a->sym.n == 1;
  case CMIR_PROP_I64_ENUM:
  case CMIR_PROP_I32_ENUM:
    return a->kind == CMIR_ATTR_INTEGER &&
           cmir_type_is_signless_int(a->i.type, pd->kind == CMIR_PROP_I64_ENUM ? 64 : 32) &&
           (uint64_t)a->i.v < pd->en->ncases;
  case CMIR_PROP_ANY:
    /* A property whose default is an enum attribute holds that enum. */
    return !pd->en || (a->kind == CMIR_ATTR_ENUM && a->en.def == pd->en);
  }
  return true;
}

bool cmir_prop_satisfies(const CmirPropDef *pd, const CmirAttr *a) {
  if (!cmir_prop_storable(pd, a))
    return false;
  return pd->kind != CMIR_PROP_FN_TYPE || a->type.type->kind == CMIR_TYPE_FUNCTION;
}

const char *cmir_prop_constraint(const CmirPropDef *pd, char *buf, size_t cap) {
  switch ((CmirPropKind)pd->kind) {
  case CMIR_PROP_STRING:
    return "string attribute";
  case CMIR_PROP_FN_TYPE:
    return "type attribute of function type";
  case CMIR_PROP_FLAT_SYMREF:
    return "flat symbol reference attribute";
  case CMIR_PROP_TYPED:
    return "TypedAttr instance";
  case CMIR_PROP_I32_ARRAY:
    return "i32 dense array attribute";
  case CMIR_PROP_I64_ARRAY:
    return "i64 dense array attribute";
  case CMIR_PROP_INT_ELEMS:
    return "integer elements attribute";
  case CMIR_PROP_I64:
    return "64-bit signless integer attribute";
  case CMIR_PROP_I32:
    return "32-bit signless integer attribute";
  case CMIR_PROP_I1:
    return "1-bit signless integer attribute";
  case CMIR_PROP_I64_ENUM:
  case CMIR_PROP_I32_ENUM: {
    size_t o = (size_t)snprintf(buf, cap, "allowed %d-bit signless integer cases:",
                                pd->kind == CMIR_PROP_I64_ENUM ? 64 : 32);
    for (uint32_t i = 0; i < pd->en->ncases && o < cap; i++)
      o += (size_t)snprintf(buf + o, cap - o, "%s %u", i ? "," : "", i);
    return buf;
  }
  case CMIR_PROP_ANY:
    if (pd->en) {
      snprintf(buf, cap, "#%s.%s attribute", pd->en->dialect, pd->en->mnemonic);
      return buf;
    }
    break;
  }
  return "any attribute";
}

/* ---- diagnostics ---- */

CmirLoc cmir_loc_of_attr(const CmirAttr *loc) {
  CmirLoc l = {loc, NULL, 0, 0};
  /* Find the first file location inside for line/col display. */
  const CmirAttr *a = loc;
  while (a) {
    if (a->kind == CMIR_ATTR_LOC_FILE) {
      l.file = a->loc.file;
      l.line = a->loc.line;
      l.col = a->loc.col;
      break;
    } else if (a->kind == CMIR_ATTR_LOC_NAME) {
      a = a->locname.child;
    } else if (a->kind == CMIR_ATTR_LOC_FUSED) {
      a = a->fused.n ? a->fused.locs[0] : NULL;
    } else if (a->kind == CMIR_ATTR_LOC_CALLSITE) {
      a = a->callsite.callee;
    } else {
      break;
    }
  }
  return l;
}

static CmirSource *find_source(CmirContext *ctx, const CmirIdent *file) {
  for (uint32_t i = ctx->sources.len; i-- > 0;)
    if (ctx->sources.data[i].file == file)
      return &ctx->sources.data[i];
  return NULL;
}

/* The diagnostic is formatted into one buffer and written with one call:
 * stderr is unbuffered, and a caret under column 1,000,000 must not take a
 * million writes. The source line comes from the source's line index. */
void cmir_diag_print(CmirContext *ctx, const CmirDiagnostic *d, FILE *f) {
  static const char *const names[] = {"note", "warning", "error", "remark"};
  const char *sev = names[d->severity];
  const CmirLoc *l = &d->loc;
  CmirStrBuf sb;
  cmir_sb_init(&sb);
  if (l->file) {
    cmir_sb_printf(&sb, "%s:%u:%u: %s: ", l->file->str, l->line, l->col, sev);
    cmir_sb_puts(&sb, d->msg);
    cmir_sb_putc(&sb, '\n');
    CmirSource *src = find_source(ctx, l->file);
    /* A note at the location of the diagnostic it belongs to does not
     * repeat the source line, as in MLIR. */
    bool same = d->severity == CMIR_NOTE && ctx->last_loc.file == l->file &&
                ctx->last_loc.line == l->line && ctx->last_loc.col == l->col;
    if (d->severity != CMIR_NOTE)
      ctx->last_loc = *l;
    const char *p, *e;
    if (src && l->line > 0 && !same) {
      if (!src->lines) {
        src->lines = cmir_xmalloc(sizeof *src->lines);
        cmir_lines_init(src->lines, src->buf, src->len);
      }
      if (cmir_lines_get(src->lines, l->line, &p, &e) &&
          (p < src->buf + src->len || l->line == 1)) {
        /* Show the line and a caret under the column. */
        cmir_sb_putn(&sb, p, (size_t)(e - p));
        cmir_sb_putc(&sb, '\n');
        for (uint32_t c = 1; c < l->col; c++)
          cmir_sb_putc(&sb, p + c - 1 < e && p[c - 1] == '\t' ? '\t' : ' ');
        cmir_sb_puts(&sb, "^\n");
      }
    }
  } else if (l->attr && l->attr->kind == CMIR_ATTR_LOC_NAME) {
    cmir_sb_printf(&sb, "%s: %s: ", l->attr->locname.name->str, sev);
    cmir_sb_puts(&sb, d->msg);
    cmir_sb_putc(&sb, '\n');
  } else {
    cmir_sb_printf(&sb, "loc(unknown): %s: ", sev);
    cmir_sb_puts(&sb, d->msg);
    cmir_sb_putc(&sb, '\n');
  }
  fwrite(sb.data, 1, sb.len, f);
  cmir_sb_free(&sb);
}

_Thread_local char cmir_thread_tag;

static _Thread_local bool diag_muted;
static _Thread_local uint64_t diag_muted_count;

void cmir_diag_mute(bool on) {
  diag_muted = on;
  diag_muted_count = 0;
}

bool cmir_diag_muted(void) { return diag_muted; }

void cmir_diag_mute_restore(bool on, uint64_t count) {
  diag_muted = on;
  diag_muted_count = count;
}

uint64_t cmir_diag_muted_count(void) { return diag_muted_count; }

void cmir_diag_emit(CmirContext *ctx, CmirSeverity sev, CmirLoc loc, const char *fmt,
                    va_list ap) {
  if (diag_muted) {
    diag_muted_count++;
    return;
  }
  char small[512];
  va_list ap2;
  va_copy(ap2, ap);
  int n = vsnprintf(small, sizeof small, fmt, ap);
  char *msg = small;
  if (n >= (int)sizeof small) {
    msg = cmir_xmalloc((size_t)n + 1);
    vsnprintf(msg, (size_t)n + 1, fmt, ap2);
  }
  va_end(ap2);
  if (!loc.file && loc.attr)
    loc = cmir_loc_of_attr(loc.attr);
  CmirDiagnostic d = {sev, loc, msg, NULL, 0};
  if (sev == CMIR_ERROR)
    ctx->nerrors++;
  ctx->diag_fn(&d, ctx->diag_user);
  if (msg != small)
    free(msg);
}

CmirStatus cmir_error(CmirContext *ctx, CmirLoc loc, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  cmir_diag_emit(ctx, CMIR_ERROR, loc, fmt, ap);
  va_end(ap);
  return CMIR_FAIL;
}

void cmir_warning(CmirContext *ctx, CmirLoc loc, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  cmir_diag_emit(ctx, CMIR_WARNING, loc, fmt, ap);
  va_end(ap);
}

void cmir_note(CmirContext *ctx, CmirLoc loc, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  cmir_diag_emit(ctx, CMIR_NOTE, loc, fmt, ap);
  va_end(ap);
}
