/* Symbol tables: ops with a sym_name inside a symbol-table op (module), and
 * resolution of @a::@b references from the nearest enclosing table. */
#include "dialect/dialects.h"

CmirOp *cmir_symbol_table_lookup(CmirOp *table, const CmirIdent *name) {
  if (!table->nregions || !table->regions[0].first)
    return NULL;
  for (CmirOp *o = table->regions[0].first->first; o; o = o->next) {
    const CmirAttr *a = cmir_dict_gets(o->props, "sym_name");
    if (!a)
      a = cmir_dict_gets(o->attrs, "sym_name");
    if (a && a->kind == CMIR_ATTR_STRING && a->str.len == name->len &&
        !memcmp(a->str.s, name->str, name->len))
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
