/* Symbol tables: ops with a sym_name inside a symbol-table op (module), and
 * resolution of @a::@b references from the nearest enclosing table. */
#include "ir/ir_internal.h"

#include <stdlib.h>

typedef struct CmirSymIndex {
  CmirOp *table;
  CmirStrMap map; /* name -> first op defining it */
  struct CmirSymIndex *next;
} CmirSymIndex;

static const CmirAttr *sym_name_attr(const CmirOp *o) {
  const CmirAttr *a = cmir_dict_gets(o->props, "sym_name");
  if (!a)
    a = cmir_dict_gets(o->attrs, "sym_name");
  return a && a->kind == CMIR_ATTR_STRING ? a : NULL;
}

void cmir_symbol_cache_begin(CmirContext *ctx) { ctx->symidx_active = true; }

void cmir_symbol_cache_end(CmirContext *ctx) {
  while (ctx->symidx) {
    CmirSymIndex *ix = ctx->symidx;
    ctx->symidx = ix->next;
    cmir_strmap_free(&ix->map);
    free(ix);
  }
  ctx->symidx_active = false;
}

static CmirSymIndex *find_index(CmirContext *ctx, const CmirOp *table) {
  for (CmirSymIndex *ix = __atomic_load_n(&ctx->symidx, __ATOMIC_ACQUIRE); ix; ix = ix->next)
    if (ix->table == table)
      return ix;
  return NULL;
}

/* The index of table, built on first use. Indexes are never changed once
 * published, so threads look them up without the context's lock. */
static CmirSymIndex *index_of(CmirContext *ctx, CmirOp *table) {
  CmirSymIndex *ix = find_index(ctx, table);
  if (ix)
    return ix;
  cmir_ctx_lock(ctx);
  if (!(ix = find_index(ctx, table))) {
    ix = cmir_xcalloc(1, sizeof *ix);
    ix->table = table;
    cmir_strmap_init(&ix->map);
    for (CmirOp *o = cmir_op_regions(table)[0].first->first; o; o = o->next) {
      const CmirAttr *a = sym_name_attr(o);
      if (a && !cmir_strmap_get(&ix->map, a->str.s, a->str.len))
        cmir_strmap_put(&ix->map, a->str.s, a->str.len, o);
    }
    ix->next = ctx->symidx;
    __atomic_store_n(&ctx->symidx, ix, __ATOMIC_RELEASE);
  }
  cmir_ctx_unlock(ctx);
  return ix;
}

CmirOp *cmir_symbol_table_lookup(CmirOp *table, const CmirIdent *name) {
  if (!table->nregions || !cmir_op_regions(table)[0].first)
    return NULL;
  CmirContext *ctx = table->info->ctx;
  if (ctx->symidx_active)
    return cmir_strmap_get(&index_of(ctx, table)->map, name->str, name->len);
  for (CmirOp *o = cmir_op_regions(table)[0].first->first; o; o = o->next) {
    const CmirAttr *a = sym_name_attr(o);
    if (a && a->str.len == name->len && !memcmp(a->str.s, name->str, name->len))
      return o;
  }
  return NULL;
}

CmirOp *cmir_symbol_lookup(CmirOp *from, const CmirAttr *ref) {
  if (!ref || ref->kind != CMIR_ATTR_SYMREF || ref->sym.n == 0)
    return NULL;
  CmirOp *table = cmir_op_parent(from);
  while (table && !(table->info->traits & CMIR_TRAIT_SYMBOL_TABLE))
    table = cmir_op_parent(table);
  while (table) {
    CmirOp *found = cmir_symbol_table_lookup(table, ref->sym.names[0]);
    if (found) {
      for (uint32_t i = 1; found && i < ref->sym.n; i++)
        found = (found->info->traits & CMIR_TRAIT_SYMBOL_TABLE)
                    ? cmir_symbol_table_lookup(found, ref->sym.names[i])
                    : NULL;
      return found;
    }
    /* MLIR resolves from the nearest symbol table only. */
    return NULL;
  }
  return NULL;
}

const CmirIdent *cmir_op_sym_name(const CmirOp *op) {
  const CmirAttr *a = cmir_op_get_prop(op, "sym_name");
  if (!a)
    a = cmir_op_get_attr(op, "sym_name");
  if (!a || a->kind != CMIR_ATTR_STRING)
    return NULL;
  return cmir_ident_get(op->info->ctx, a->str.s, a->str.len);
}
