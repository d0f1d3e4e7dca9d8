/* duplicate-function-elimination: MLIR 19's pass of that name.
 *
 * Two func.func ops are duplicates when everything but their names is
 * equal: properties (type, visibility, argument and result attributes),
 * discardable attributes and bodies, locations aside. The first of a kind,
 * in the module's walk order, stays; func.call ops of the others call it
 * instead, and the others are erased. As in MLIR, only func.call is
 * redirected, and declarations of the same type are duplicates too.
 *
 * func.func is isolated from above, so its generic text with the name left
 * out (and no locations) is equal exactly when the ops are equivalent; that
 * text is the key. */
#include "dialect/dialects.h"
#include "transforms/transforms.h"

#include <stdlib.h>

typedef CMIR_VEC(CmirOp *) OpVec;

static bool collect(CmirOp *op, void *user) {
  OpVec *v = user;
  if (cmir_op_id(op) == CMIR_OP_FUNC_FUNC)
    cmir_vec_push(v, op);
  else if (cmir_op_id(op) == CMIR_OP_FUNC_CALL)
    cmir_vec_push(v, op);
  return true;
}

/* The op's generic text without its sym_name, in sb. */
static void nameless_text(CmirStrBuf *sb, CmirOp *f) {
  CmirContext *ctx = cmir_op_context(f);
  const CmirAttr *props = f->props;
  f->props = cmir_dict_set(ctx, props, cmir_ident_get(ctx, "sym_name", 8), NULL);
  sb->len = 0;
  cmir_print_op(sb, f, &(CmirPrintOptions){.generic = true, .local_scope = true});
  f->props = props;
}

CmirStatus cmir_pass_duplicate_function_elimination(CmirOp *module, const char *options) {
  CmirContext *ctx = cmir_op_context(module);
  CmirPassOption o;
  if (options && cmir_pass_option_next(&options, &o))
    return cmir_pass_option_unknown(ctx, &o);
  OpVec ops = {0}, dups = {0};
  cmir_op_walk(module, collect, &ops);
  CmirStrMap by_text, by_name; /* text -> first func; name -> its representative */
  cmir_strmap_init(&by_text);
  cmir_strmap_init(&by_name);
  CmirStrBuf sb;
  cmir_sb_init(&sb);
  for (size_t i = 0; i < ops.len; i++) {
    CmirOp *f = ops.data[i];
    if (cmir_op_id(f) != CMIR_OP_FUNC_FUNC)
      continue;
    nameless_text(&sb, f);
    CmirOp *first = cmir_strmap_get(&by_text, sb.data, sb.len);
    if (!first)
      cmir_strmap_put(&by_text, sb.data, sb.len, first = f);
    else
      cmir_vec_push(&dups, f);
    const CmirAttr *name = cmir_op_get_prop(f, "sym_name");
    cmir_strmap_put(&by_name, name->str.s, name->str.len, first);
  }
  for (size_t i = 0; dups.len && i < ops.len; i++) {
    CmirOp *c = ops.data[i];
    if (cmir_op_id(c) != CMIR_OP_FUNC_CALL)
      continue;
    const CmirAttr *callee = cmir_op_get_prop(c, "callee");
    const CmirIdent *last = callee->sym.names[0];
    CmirOp *repr = cmir_strmap_get(&by_name, last->str, last->len);
    if (!repr)
      continue;
    const CmirAttr *rname = cmir_op_get_prop(repr, "sym_name");
    const CmirIdent *id = cmir_ident_get(ctx, rname->str.s, rname->str.len);
    if (id != last)
      cmir_op_set_prop(c, "callee", cmir_attr_symref(ctx, 1, &id));
  }
  for (size_t i = 0; i < dups.len; i++)
    cmir_op_erase(dups.data[i]);
  cmir_sb_free(&sb);
  cmir_strmap_free(&by_text);
  cmir_strmap_free(&by_name);
  cmir_vec_free(&ops);
  cmir_vec_free(&dups);
  return CMIR_OK;
}
