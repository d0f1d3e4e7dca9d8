/* llvm-add-comdats: every linkonce and linkonce_odr llvm.func directly in
 * the module gets a comdat of its own name, an `any` selector in the
 * module's `llvm.comdat @__llvm_comdat` (made at the module's start when
 * there is none). As MLIR 19's pass, each new selector goes first in the
 * comdat, so they read in the reverse order of the functions. */
#include "transforms/transforms.h"

#include <string.h>

static bool is_linkonce(const CmirOp *f) {
  const CmirAttr *l = cmir_op_get_prop(f, "linkage");
  if (!l || l->kind != CMIR_ATTR_ENUM)
    return false;
  const char *s = l->en.def->cases[l->en.value];
  return !strcmp(s, "linkonce") || !strcmp(s, "linkonce_odr");
}

/* The module's llvm.comdat @__llvm_comdat, made first in its body if absent. */
static CmirOp *module_comdat(CmirContext *ctx, CmirOp *module, const CmirAttr *name) {
  CmirBlock *body = cmir_op_regions(module)[0].first;
  for (CmirOp *o = body->first; o; o = o->next)
    if (cmir_op_isa(o, CMIR_OP_LLVM_COMDAT) && cmir_op_get_prop(o, "sym_name") == name)
      return o;
  CmirOpState st;
  cmir_opstate_init(&st, ctx, cmir_op_info_by_id(ctx, CMIR_OP_LLVM_COMDAT), module->loc);
  cmir_opstate_set_prop(&st, "sym_name", name);
  CmirRegion *r = cmir_opstate_add_region(&st);
  cmir_region_append(r, cmir_block_create());
  cmir_opstate_finalize_props(&st, NULL, 0);
  CmirOp *c = cmir_op_create(&st);
  cmir_opstate_free(&st);
  if (body->first)
    cmir_block_insert_before(body->first, c);
  else
    cmir_block_append(body, c);
  return c;
}

CmirStatus cmir_pass_llvm_add_comdats(CmirOp *module, const char *options) {
  CmirContext *ctx = cmir_op_context(module);
  if (options && *options) {
    CmirLoc none = {0};
    return cmir_error(ctx, none, "<Pass-Options-Parser>: no such option %s", options);
  }
  static const char comdat_name[] = "__llvm_comdat";
  const CmirAttr *name = cmir_attr_string(ctx, comdat_name, sizeof comdat_name - 1);
  CmirBlock *body = cmir_op_regions(module)[0].first;
  CmirOp *comdat = NULL;
  for (CmirOp *f = body ? body->first : NULL; f; f = f->next) {
    if (!cmir_op_isa(f, CMIR_OP_LLVM_FUNC) || !is_linkonce(f))
      continue;
    if (!comdat)
      comdat = module_comdat(ctx, module, name);
    const CmirAttr *fname = cmir_op_get_prop(f, "sym_name");
    CmirOpState st;
    cmir_opstate_init(&st, ctx, cmir_op_info_by_id(ctx, CMIR_OP_LLVM_COMDAT_SELECTOR),
                      comdat->loc);
    cmir_opstate_set_prop(&st, "sym_name", fname);
    cmir_opstate_set_prop(&st, "comdat", cmir_attr_int(ctx, ctx->i64, 0));
    cmir_opstate_finalize_props(&st, NULL, 0);
    CmirOp *sel = cmir_op_create(&st);
    cmir_opstate_free(&st);
    CmirBlock *cb = cmir_op_regions(comdat)[0].first;
    if (cb->first)
      cmir_block_insert_before(cb->first, sel);
    else
      cmir_block_append(cb, sel);
    const CmirIdent *path[2] = {cmir_ident(ctx, comdat_name),
                                cmir_ident_get(ctx, fname->str.s, fname->str.len)};
    cmir_op_set_prop(f, "comdat", cmir_attr_symref(ctx, 2, path));
  }
  return CMIR_OK;
}
