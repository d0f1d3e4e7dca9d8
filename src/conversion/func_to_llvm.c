/* convert-func-to-llvm: func.func, func.return, func.call and func.constant
 * become llvm.func, llvm.return, llvm.call and llvm.mlir.addressof with the
 * calling convention of seed 001 ("Function Types", "Calling Convention"):
 * several results are packed into a literal struct by the callee and
 * extracted at the call site, memref arguments are expanded into their
 * descriptor's components. Like MLIR 19's pass it also applies the arith
 * and cf patterns. Unranked memref results are copied to the heap by the
 * callee and back to the stack by the caller (seed 003). */
#include "conversion/llvm_common.h"

#include <stdlib.h>

static bool is_memref(const CmirType *t) {
  return t->kind == CMIR_TYPE_MEMREF || t->kind == CMIR_TYPE_UNRANKED_MEMREF;
}

/* What the conversion does not handle: memrefs that cannot be bare pointers
 * under that convention, and unranked memref results (they need the heap
 * copy of seed 003). */
static bool unsupported_memref(const CmirLlvmTypeConverter *ltc, uint32_t nin,
                               const CmirType *const *in, uint32_t nres,
                               const CmirType *const *res) {
  for (uint32_t i = 0; i < nin; i++)
    if (is_memref(in[i]) && ltc->opts.bare_ptr && !cmir_llvm_bare_ptr_ok(in[i]))
      return true;
  for (uint32_t i = 0; i < nres; i++)
    if (is_memref(res[i]) && ltc->opts.bare_ptr && !cmir_llvm_bare_ptr_ok(res[i]))
      return true;
  return false;
}

/* Attributes of func.func that llvm.func does not take over as they are. */
static bool filtered(const CmirIdent *n) {
  static const char *const names[] = {"sym_name",  "function_type", "arg_attrs",
                                      "res_attrs", "func.varargs",  "llvm.linkage"};
  for (size_t i = 0; i < sizeof names / sizeof names[0]; i++)
    if (!strcmp(n->str, names[i]))
      return true;
  return false;
}

static void copy_attr(CmirOpState *st, const CmirNamedAttr *e) {
  if (cmir_info_prop(st->info, e->name) >= 0)
    st->props = cmir_dict_set(st->ctx, st->props, e->name, e->value);
  else
    st->attrs = cmir_dict_set(st->ctx, st->attrs, e->name, e->value);
}

/* ---- C wrappers (seed 003, "C-compatible wrapper emission") ---- */

/* convertFunctionTypeCWrapper: memref arguments become pointers to their
 * descriptors; a struct result is returned through a pointer passed first. */
static const CmirType *cwrapper_type(const CmirLlvmTypeConverter *ltc, const CmirType *fn,
                                     const CmirType **result_struct) {
  CmirContext *ctx = ltc->ctx;
  uint32_t nin = fn->fn.nin;
  const CmirType **in = cmir_xmalloc(sizeof *in * (nin + 1));
  uint32_t n = 0;
  const CmirType *ret = cmir_llvm_tc_pack_results(ltc, fn->fn.nres, fn->fn.types + nin);
  *result_struct = NULL;
  if (ret && ret->kind == CMIR_TYPE_LLVM_STRUCT) {
    *result_struct = ret;
    in[n++] = cmir_type_llvm_ptr(ctx, 0);
    ret = cmir_type_llvm_simple(ctx, CMIR_TYPE_LLVM_VOID);
  }
  for (uint32_t i = 0; i < nin && ret; i++) {
    const CmirType *t = fn->fn.types[i];
    const CmirType *c = cmir_tc_convert(&ltc->tc, t);
    if (!c)
      ret = NULL;
    in[n++] = is_memref(t) ? cmir_type_llvm_ptr(ctx, 0) : c;
  }
  const CmirType *r = ret ? cmir_type_llvm_func(ctx, ret, n, in, false) : NULL;
  free(in);
  return r;
}

/* `llvm.func @_mlir_ciface_NAME` with the attributes of f, at the insertion point. */
static CmirOp *create_wrapper(CmirRewriter *rw, CmirOp *f, const CmirType *type, bool body) {
  CmirContext *ctx = cmir_rw_context(rw);
  const CmirAttr *name = cmir_op_get_prop(f, "sym_name");
  CmirStrBuf sb;
  cmir_sb_init(&sb);
  cmir_sb_printf(&sb, "_mlir_ciface_%.*s", (int)name->str.len, name->str.s);
  CmirOpState st;
  cmir_opstate_init(&st, ctx, cmir_op_info_by_id(ctx, CMIR_OP_LLVM_FUNC), f->loc);
  for (int pass = 0; pass < 2; pass++) {
    const CmirAttr *d = pass ? f->attrs : f->props;
    for (uint32_t i = 0; d && i < d->dict.n; i++) {
      const char *k = d->dict.entries[i].name->str;
      if (!pass && strcmp(k, "sym_visibility"))
        continue; /* inherent: only the visibility is taken over */
      copy_attr(&st, &d->dict.entries[i]);
    }
  }
  cmir_opstate_set_prop(&st, "sym_name", cmir_attr_string(ctx, cmir_sb_cstr(&sb), sb.len));
  cmir_opstate_set_prop(&st, "function_type", cmir_attr_type(ctx, type));
  cmir_sb_free(&sb);
  CmirRegion *r = cmir_opstate_add_region(&st);
  if (body) {
    CmirBlock *b = cmir_block_create();
    for (uint32_t i = 0; i < type->lfn.n; i++) {
      cmir_block_add_arg(b, type->lfn.args[i]);
      if (cmir_loc_known(f->loc))
        cmir_block_set_arg_loc(b, i, f->loc);
    }
    cmir_region_append(r, b);
  }
  cmir_opstate_finalize_props(&st, NULL, 0);
  return cmir_rw_insert(rw, &st);
}

static CmirValue *load(CmirRewriter *rw, CmirLoc loc, CmirValue *addr, const CmirType *t) {
  return &cmir_rw_create(rw, CMIR_OP_LLVM_LOAD, loc, 1, &addr, 1, &t, 0, NULL)->results[0];
}

static void store(CmirRewriter *rw, CmirLoc loc, CmirValue *v, CmirValue *addr) {
  CmirValue *ops[2] = {v, addr};
  cmir_rw_create(rw, CMIR_OP_LLVM_STORE, loc, 2, ops, 0, NULL, 0, NULL);
}

static CmirValue *alloca_one(CmirRewriter *rw, CmirLoc loc, const CmirType *elem) {
  CmirContext *ctx = cmir_rw_context(rw);
  const CmirLlvmTypeConverter *ltc = cmir_llvm_converter(rw);
  CmirValue *one = cmir_llvm_build_constant(rw, loc, cmir_llvm_tc_index(ltc),
                                            cmir_attr_int(ctx, cmir_type_index(ctx), 1));
  const CmirType *ptr = cmir_type_llvm_ptr(ctx, 0);
  CmirNamedAttr p = {cmir_ident(ctx, "elem_type"), cmir_attr_type(ctx, elem)};
  return &cmir_rw_create(rw, CMIR_OP_LLVM_ALLOCA, loc, 1, &one, 1, &ptr, 1, &p)->results[0];
}

static CmirOp *call_named(CmirRewriter *rw, CmirLoc loc, CmirOp *callee, uint32_t n,
                          CmirValue *const *args) {
  CmirContext *ctx = cmir_rw_context(rw);
  const CmirAttr *name = cmir_op_get_prop(callee, "sym_name");
  const CmirIdent *id = cmir_ident_get(ctx, name->str.s, name->str.len);
  const CmirType *ft = cmir_op_get_prop(callee, "function_type")->type.type;
  CmirOpState st;
  cmir_opstate_init(&st, ctx, cmir_op_info_by_id(ctx, CMIR_OP_LLVM_CALL), loc);
  for (uint32_t i = 0; i < n; i++)
    cmir_opstate_add_operand(&st, args[i]);
  if (ft->lfn.ret->kind != CMIR_TYPE_LLVM_VOID)
    cmir_opstate_add_result(&st, ft->lfn.ret);
  cmir_opstate_set_prop(&st, "callee", cmir_attr_symref(ctx, 1, &id));
  cmir_opstate_finalize_props(&st, NULL, 0);
  return cmir_rw_insert(rw, &st);
}

static void ret(CmirRewriter *rw, CmirLoc loc, CmirOp *call) {
  CmirValue *v = call && call->nresults ? &call->results[0] : NULL;
  cmir_rw_create(rw, CMIR_OP_LLVM_RETURN, loc, v ? 1 : 0, &v, 0, NULL, 0, NULL);
}

/* Memref fields in MemRefDescriptor::unpack order. */
static uint32_t unpack(CmirRewriter *rw, CmirLoc loc, CmirValue *desc, const CmirType *t,
                       CmirValue **out) {
  uint32_t n = 0, r = t->kind == CMIR_TYPE_MEMREF ? t->shaped.rank : 0;
  int64_t nf = t->kind == CMIR_TYPE_MEMREF ? (r ? 5 : 3) : 2;
  for (int64_t f = 0; f < nf; f++) {
    if (f < 3) {
      out[n++] = cmir_llvm_build_extractvalue(rw, loc, desc, 1, &f);
      continue;
    }
    for (uint32_t d = 0; d < r; d++) {
      int64_t pos[2] = {f, d};
      out[n++] = cmir_llvm_build_extractvalue(rw, loc, desc, 2, pos);
    }
  }
  return n;
}

/* wrapForExternalCallers: a defined function gets `_mlir_ciface_NAME` that
 * loads descriptors through pointers and calls it with their components. */
static void wrap_defined(CmirRewriter *rw, CmirOp *f, CmirOp *nf, const CmirType *fn) {
  const CmirLlvmTypeConverter *ltc = cmir_llvm_converter(rw);
  const CmirType *rs;
  const CmirType *wt = cwrapper_type(ltc, fn, &rs);
  if (!wt)
    return;
  CmirOp *w = create_wrapper(rw, f, wt, true);
  CmirBlock *b = cmir_op_regions(w)[0].first;
  cmir_rw_set_start(rw, b);
  CmirLoc loc = f->loc;
  uint32_t off = rs ? 1 : 0;
  CmirValue **args =
      cmir_xmalloc(sizeof *args *
                   (cmir_op_regions(nf)[0].first ? cmir_op_regions(nf)[0].first->nargs + 1 : 1 + 130 * fn->fn.nin));
  uint32_t n = 0;
  for (uint32_t i = 0; i < fn->fn.nin; i++) {
    const CmirType *t = fn->fn.types[i];
    CmirValue *a = b->args[i + off];
    if (is_memref(t))
      n += unpack(rw, loc, load(rw, loc, a, cmir_tc_convert(&ltc->tc, t)), t, args + n);
    else
      args[n++] = a;
  }
  CmirOp *call = call_named(rw, loc, nf, n, args);
  free(args);
  if (rs) {
    store(rw, loc, &call->results[0], b->args[0]);
    ret(rw, loc, NULL);
  } else {
    ret(rw, loc, call);
  }
}

/* wrapExternalFunction: an external function gets a private body that
 * packs descriptors, stores them on the stack and calls the declared
 * `_mlir_ciface_NAME`. */
static void wrap_external(CmirRewriter *rw, CmirOp *f, CmirOp *nf, const CmirType *fn) {
  CmirContext *ctx = cmir_rw_context(rw);
  const CmirLlvmTypeConverter *ltc = cmir_llvm_converter(rw);
  const CmirType *rs;
  const CmirType *wt = cwrapper_type(ltc, fn, &rs);
  if (!wt)
    return;
  CmirOp *w = create_wrapper(rw, f, wt, false);
  cmir_op_set_prop(nf, "linkage", cmir_parse_attr_str(ctx, "#llvm.linkage<private>"));
  const CmirType *nft = cmir_op_get_prop(nf, "function_type")->type.type;
  CmirBlock *b = cmir_block_create();
  for (uint32_t i = 0; i < nft->lfn.n; i++) {
    cmir_block_add_arg(b, nft->lfn.args[i]);
    if (cmir_loc_known(f->loc))
      cmir_block_set_arg_loc(b, i, f->loc);
  }
  cmir_region_append(&cmir_op_regions(nf)[0], b);
  cmir_rw_set_start(rw, b);
  CmirLoc loc = f->loc;
  CmirValue **args = cmir_xcalloc(fn->fn.nin + 1, sizeof *args);
  uint32_t n = 0, k = 0;
  if (rs)
    args[n++] = alloca_one(rw, loc, rs);
  for (uint32_t i = 0; i < fn->fn.nin; i++) {
    const CmirType *t = fn->fn.types[i];
    if (!is_memref(t)) {
      args[n++] = b->args[k++];
      continue;
    }
    uint32_t cnt = t->kind == CMIR_TYPE_MEMREF ? 3 + 2 * t->shaped.rank : 2;
    CmirValue *cast = ltc->tc.materialize_arg(rw, loc, t, cnt, b->args + k, (void *)ltc);
    CmirValue *packed = cmir_value_def(cast)->opnds[0].value;
    cmir_rw_erase_op(rw, cmir_value_def(cast)); /* only the struct is wanted */
    k += cnt;
    CmirValue *slot = alloca_one(rw, loc, packed->type);
    store(rw, loc, packed, slot);
    args[n++] = slot;
  }
  CmirOp *call = call_named(rw, loc, w, n, args);
  if (rs)
    cmir_rw_create(rw, CMIR_OP_LLVM_RETURN, loc, 1, (CmirValue *[]){load(rw, loc, args[0], rs)}, 0, NULL,
                   0, NULL);
  else
    ret(rw, loc, call);
  free(args);
}

static CmirStatus func_op(CmirRewriter *rw, CmirOp *op, CmirValue *const *opnds, void *user) {
  (void)opnds, (void)user;
  CmirContext *ctx = cmir_rw_context(rw);
  const CmirLlvmTypeConverter *ltc = cmir_llvm_converter(rw);
  const CmirAttr *ft = cmir_op_get_prop(op, "function_type");
  if (!ft || ft->kind != CMIR_ATTR_TYPE)
    return CMIR_FAIL;
  const CmirType *fty = ft->type.type;
  if (unsupported_memref(ltc, fty->fn.nin, fty->fn.types, fty->fn.nres,
                         fty->fn.types + fty->fn.nin))
    return CMIR_FAIL;
  CmirSignatureConversion sc;
  const CmirType *lft;
  if (!cmir_llvm_tc_signature(ltc, ft->type.type, &sc, &lft)) {
    cmir_sigconv_free(&sc);
    return CMIR_FAIL;
  }
  CmirOpState st;
  cmir_opstate_init(&st, ctx, cmir_op_info_by_id(ctx, CMIR_OP_LLVM_FUNC), op->loc);
  cmir_opstate_set_prop(&st, "sym_name", cmir_op_get_prop(op, "sym_name"));
  cmir_opstate_set_prop(&st, "function_type", cmir_attr_type(ctx, lft));
  const CmirAttr *lk = cmir_op_get_attr(op, "llvm.linkage");
  if (lk)
    cmir_opstate_set_prop(&st, "linkage", lk);
  for (int pass = 0; pass < 2; pass++) {
    const CmirAttr *d = pass ? op->attrs : op->props;
    for (uint32_t i = 0; d && i < d->dict.n; i++)
      if (!filtered(d->dict.entries[i].name))
        copy_attr(&st, &d->dict.entries[i]);
  }
  /* Argument attributes follow their (one-to-one) arguments; result
   * attributes survive only for a single result. */
  const CmirAttr *aa = cmir_op_get_prop(op, "arg_attrs");
  if (aa && sc.nnew == sc.nold)
    cmir_opstate_set_prop(&st, "arg_attrs", aa);
  const CmirAttr *ra = cmir_op_get_prop(op, "res_attrs");
  if (ra && ft->type.type->fn.nres == 1)
    cmir_opstate_set_prop(&st, "res_attrs", ra);
  cmir_opstate_add_region(&st);
  cmir_opstate_finalize_props(&st, NULL, 0);
  CmirOp *nf = cmir_rw_insert(rw, &st);
  cmir_rw_inline_region_before(rw, &cmir_op_regions(op)[0], &cmir_op_regions(nf)[0], NULL);
  CmirStatus rc = CMIR_OK;
  if (cmir_op_regions(nf)[0].first)
    rc = cmir_rw_convert_region_types(rw, &cmir_op_regions(nf)[0], &ltc->tc, &sc);
  cmir_sigconv_free(&sc);
  if (rc) {
    /* A block type did not convert: put the body back. */
    cmir_rw_inline_region_before(rw, &cmir_op_regions(nf)[0], &cmir_op_regions(op)[0], NULL);
    cmir_rw_erase_op(rw, nf);
    return CMIR_FAIL;
  }
  if (cmir_op_get_attr(op, "llvm.emit_c_interface") && !ltc->opts.bare_ptr) {
    cmir_rw_set_after(rw, nf);
    if (cmir_op_regions(nf)[0].first)
      wrap_defined(rw, op, nf, fty);
    else
      wrap_external(rw, op, nf, fty);
  }
  cmir_rw_erase_op(rw, op);
  return CMIR_OK;
}

/* ---- unranked memref results (seed 003, "Lifetime") ---- */

static CmirValue *binop(CmirRewriter *rw, CmirLoc loc, unsigned name, CmirValue *a,
                        CmirValue *b) {
  CmirValue *ops[2] = {a, b};
  return &cmir_rw_create(rw, name, loc, 2, ops, 1, &a->type, 0, NULL)->results[0];
}

/* copyUnrankedDescriptors: the ranked descriptors that unranked memrefs
 * point to are copied, to the heap (malloc) before a function returns them,
 * or to the caller's stack (alloca, then free of the heap copy) after a call
 * returned them; vals[i] becomes a new unranked descriptor. */
static void copy_unranked(CmirRewriter *rw, CmirOp *at, CmirLoc loc, uint32_t n,
                          const CmirType *const *types, CmirValue **vals, bool to_heap) {
  CmirContext *ctx = cmir_rw_context(rw);
  const CmirLlvmTypeConverter *ltc = cmir_llvm_converter(rw);
  uint32_t count = 0;
  for (uint32_t i = 0; i < n; i++)
    count += types[i]->kind == CMIR_TYPE_UNRANKED_MEMREF;
  if (!count)
    return;
  CmirDataLayout dl;
  cmir_llvm_dl_of(at, &dl);
  const CmirType *idx = cmir_llvm_tc_index(ltc), *index = cmir_type_index(ctx);
  /* Sizes first: 2 * sizeof(ptr) + (1 + 2 * rank) * sizeof(index). */
  CmirValue *one = cmir_llvm_build_constant(rw, loc, idx, cmir_attr_int(ctx, index, 1));
  CmirValue *two = cmir_llvm_build_constant(rw, loc, idx, cmir_attr_int(ctx, index, 2));
  CmirValue *isz = cmir_llvm_build_constant(
      rw, loc, idx, cmir_attr_int(ctx, index, (ltc->opts.index_bits + 7) / 8));
  CmirValue **sizes = cmir_xmalloc(sizeof *sizes * n);
  int64_t p0 = 0, p1 = 1;
  for (uint32_t i = 0; i < n; i++) {
    if (types[i]->kind != CMIR_TYPE_UNRANKED_MEMREF)
      continue;
    uint32_t as = 0;
    if (types[i]->shaped.extra && types[i]->shaped.extra->kind == CMIR_ATTR_INTEGER)
      as = (uint32_t)cmir_attr_int_value(types[i]->shaped.extra);
    CmirValue *psz = cmir_llvm_build_constant(
        rw, loc, idx, cmir_attr_int(ctx, index, (cmir_llvm_dl_pointer_bits(&dl, as) + 7) / 8));
    CmirValue *dps = binop(rw, loc, CMIR_OP_LLVM_MUL, two, psz);
    CmirValue *rank = cmir_llvm_build_extractvalue(rw, loc, vals[i], 1, &p0);
    CmirValue *dr = binop(rw, loc, CMIR_OP_LLVM_MUL, two, rank);
    CmirValue *dri = binop(rw, loc, CMIR_OP_LLVM_ADD, dr, one);
    CmirValue *ris = binop(rw, loc, CMIR_OP_LLVM_MUL, dri, isz);
    sizes[i] = binop(rw, loc, CMIR_OP_LLVM_ADD, dps, ris);
  }
  CmirOp *module = cmir_llvm_module_of(at);
  const CmirType *ptr = cmir_type_llvm_ptr(ctx, 0);
  if (to_heap)
    cmir_llvm_declare_fn(ctx, module, "malloc", ptr, 1, &idx);
  else
    cmir_llvm_declare_fn(ctx, module, "free", cmir_type_llvm_simple(ctx, CMIR_TYPE_LLVM_VOID), 1,
                         &ptr);
  for (uint32_t i = 0; i < n; i++) {
    if (types[i]->kind != CMIR_TYPE_UNRANKED_MEMREF)
      continue;
    CmirValue *mem;
    if (to_heap) {
      mem = cmir_llvm_build_call(rw, loc, "malloc", ptr, 1, &sizes[i]);
    } else {
      CmirNamedAttr p = {cmir_ident(ctx, "elem_type"),
                         cmir_attr_type(ctx, cmir_type_int(ctx, 8, CMIR_SIGNLESS))};
      mem = &cmir_rw_create(rw, CMIR_OP_LLVM_ALLOCA, loc, 1, &sizes[i], 1, &ptr, 1, &p)->results[0];
    }
    CmirValue *src = cmir_llvm_build_extractvalue(rw, loc, vals[i], 1, &p1);
    CmirValue *mc[3] = {mem, src, sizes[i]};
    CmirNamedAttr vol = {cmir_ident(ctx, "isVolatile"), ctx->false_attr};
    cmir_rw_create(rw, CMIR_OP_LLVM_INTR_MEMCPY, loc, 3, mc, 0, NULL, 1, &vol);
    if (!to_heap)
      cmir_llvm_build_call(rw, loc, "free", NULL, 1, &src);
    CmirValue *d = cmir_llvm_build_undef(rw, loc, vals[i]->type);
    CmirValue *rank = cmir_llvm_build_extractvalue(rw, loc, vals[i], 1, &p0);
    d = cmir_llvm_build_insertvalue(rw, loc, d, rank, 1, &p0);
    vals[i] = cmir_llvm_build_insertvalue(rw, loc, d, mem, 1, &p1);
  }
  free(sizes);
}

static bool op_unsupported(const CmirLlvmTypeConverter *ltc, CmirOp *op) {
  const CmirType *inl[16] = {0}, *rinl[16] = {0};
  if (op->nopnds > 16 || op->nresults > 16)
    return true;
  for (uint32_t i = 0; i < op->nopnds; i++)
    inl[i] = op->opnds[i].value->type;
  for (uint32_t i = 0; i < op->nresults; i++)
    rinl[i] = op->results[i].type;
  return unsupported_memref(ltc, op->nopnds, inl, op->nresults, rinl);
}

static CmirStatus return_op(CmirRewriter *rw, CmirOp *op, CmirValue *const *opnds, void *user) {
  (void)user;
  const CmirLlvmTypeConverter *ltc = cmir_llvm_converter(rw);
  /* func.return's operands are the function's results. */
  for (uint32_t i = 0; i < op->nopnds; i++) {
    const CmirType *t = op->opnds[i].value->type;
    if (unsupported_memref(ltc, 0, NULL, 1, &t))
      return CMIR_FAIL;
  }
  CmirValue *inl_v[8];
  CmirValue **vals = op->nopnds <= 8 ? inl_v : cmir_xmalloc(sizeof *vals * op->nopnds);
  for (uint32_t i = 0; i < op->nopnds; i++) {
    vals[i] = opnds[i];
    if (ltc->opts.bare_ptr && is_memref(op->opnds[i].value->type)) {
      int64_t p0 = 0; /* the allocated pointer */
      vals[i] = cmir_llvm_build_extractvalue(rw, op->loc, opnds[i], 1, &p0);
    }
  }
  {
    const CmirType *tinl[8] = {0};
    const CmirType **types = op->nopnds <= 8 ? tinl : cmir_xmalloc(sizeof *types * op->nopnds);
    for (uint32_t i = 0; i < op->nopnds; i++)
      types[i] = op->opnds[i].value->type;
    copy_unranked(rw, op, op->loc, op->nopnds, types, vals, true);
    if (types != tinl)
      free(types);
  }
  opnds = vals;
  CmirValue *v = NULL;
  if (op->nopnds == 1) {
    v = opnds[0];
  } else if (op->nopnds > 1) {
    const CmirType *inl[8];
    const CmirType **types = op->nopnds <= 8 ? inl : cmir_xmalloc(sizeof *types * op->nopnds);
    for (uint32_t i = 0; i < op->nopnds; i++)
      types[i] = op->opnds[i].value->type;
    const CmirType *st = cmir_llvm_tc_pack_results(ltc, op->nopnds, types);
    if (types != inl)
      free(types);
    if (!st)
      return CMIR_FAIL;
    v = cmir_llvm_build_undef(rw, op->loc, st);
    for (uint32_t i = 0; i < op->nopnds; i++) {
      int64_t pos = i;
      v = cmir_llvm_build_insertvalue(rw, op->loc, v, opnds[i], 1, &pos);
    }
  }
  cmir_rw_create(rw, CMIR_OP_LLVM_RETURN, op->loc, v ? 1 : 0, &v, 0, NULL, 0, NULL);
  cmir_rw_replace_op(rw, op, NULL);
  if (vals != inl_v)
    free(vals);
  return CMIR_OK;
}

static CmirStatus call_op(CmirRewriter *rw, CmirOp *op, CmirValue *const *opnds, void *user) {
  (void)user;
  CmirContext *ctx = cmir_rw_context(rw);
  const CmirLlvmTypeConverter *ltc = cmir_llvm_converter(rw);
  if (op_unsupported(ltc, op))
    return CMIR_FAIL;
  const CmirType *inl[8] = {0};
  const CmirType **types = op->nresults <= 8 ? inl : cmir_xmalloc(sizeof *types * op->nresults);
  for (uint32_t i = 0; i < op->nresults; i++)
    types[i] = op->results[i].type;
  const CmirType *packed = cmir_llvm_tc_pack_results(ltc, op->nresults, types);
  if (types != inl)
    free(types);
  if (!packed)
    return CMIR_FAIL;
  CmirOpState st;
  cmir_opstate_init(&st, ctx, cmir_op_info_by_id(ctx, CMIR_OP_LLVM_CALL), op->loc);
  /* Memref operands are passed as their descriptor's scalar components
   * (MemRefDescriptor::unpack: pointers, offset, sizes, strides). */
  for (uint32_t i = 0; i < op->nopnds; i++) {
    const CmirType *t = op->opnds[i].value->type;
    if (!is_memref(t)) {
      cmir_opstate_add_operand(&st, opnds[i]);
      continue;
    }
    if (ltc->opts.bare_ptr) {
      int64_t p1 = 1; /* the aligned pointer */
      cmir_opstate_add_operand(&st, cmir_llvm_build_extractvalue(rw, op->loc, opnds[i], 1, &p1));
      continue;
    }
    uint32_t r = t->kind == CMIR_TYPE_MEMREF ? t->shaped.rank : 0;
    uint32_t nf = t->kind == CMIR_TYPE_MEMREF ? (r ? 5 : 3) : 2;
    for (int64_t f = 0; f < nf; f++) {
      if (f < 3) {
        cmir_opstate_add_operand(&st, cmir_llvm_build_extractvalue(rw, op->loc, opnds[i], 1, &f));
        continue;
      }
      for (uint32_t d = 0; d < r; d++) {
        int64_t pos[2] = {f, d};
        cmir_opstate_add_operand(&st, cmir_llvm_build_extractvalue(rw, op->loc, opnds[i], 2, pos));
      }
    }
  }
  if (op->nresults)
    cmir_opstate_add_result(&st, packed);
  if (opnds && op->nopnds && cmir_op_isa(op, CMIR_OP_FUNC_CALL_INDIRECT) &&
      opnds[0]->type->kind != CMIR_TYPE_LLVM_PTR) {
    cmir_opstate_free(&st);
    return CMIR_FAIL;
  }
  for (int pass = 0; pass < 2; pass++) {
    const CmirAttr *d = pass ? op->attrs : op->props;
    for (uint32_t i = 0; d && i < d->dict.n; i++)
      copy_attr(&st, &d->dict.entries[i]);
  }
  cmir_opstate_finalize_props(&st, NULL, 0);
  CmirOp *call = cmir_rw_insert(rw, &st);
  CmirValue **vals = cmir_xmalloc(sizeof *vals * (op->nresults + 1));
  if (op->nresults == 1)
    vals[0] = &call->results[0];
  for (uint32_t i = 0; i < op->nresults && op->nresults > 1; i++) {
    int64_t pos = i;
    vals[i] = cmir_llvm_build_extractvalue(rw, op->loc, &call->results[0], 1, &pos);
  }
  {
    const CmirType **types = cmir_xmalloc(sizeof *types * (op->nresults + 1));
    for (uint32_t i = 0; i < op->nresults; i++)
      types[i] = op->results[i].type;
    copy_unranked(rw, op, op->loc, op->nresults, types, vals, false);
    free(types);
  }
  /* Bare pointers returned become descriptors again (promoteBarePtrsToDescriptors). */
  for (uint32_t i = 0; i < op->nresults && ltc->opts.bare_ptr; i++)
    if (is_memref(op->results[i].type))
      vals[i] = cmir_llvm_build_static_desc(rw, op->loc, op->results[i].type, vals[i]);
  cmir_rw_replace_op(rw, op, op->nresults ? vals : NULL);
  free(vals);
  return CMIR_OK;
}

/* func.constant @f: the function's address. */
static CmirStatus constant_op(CmirRewriter *rw, CmirOp *op, CmirValue *const *opnds, void *user) {
  (void)opnds, (void)user;
  CmirContext *ctx = cmir_rw_context(rw);
  const CmirType *ptr = cmir_type_llvm_ptr(ctx, 0);
  CmirNamedAttr p = {cmir_ident(ctx, "global_name"), cmir_op_get_prop(op, "value")};
  CmirOp *a = cmir_rw_create(rw, CMIR_OP_LLVM_MLIR_ADDRESSOF, op->loc, 0, NULL, 1, &ptr, 1, &p);
  CmirValue *r = &a->results[0];
  cmir_rw_replace_op(rw, op, &r);
  return CMIR_OK;
}

static const CmirPattern func_patterns[] = {
    {CMIR_OP_FUNC_FUNC, func_op, NULL, NULL, NULL},
    {CMIR_OP_FUNC_RETURN, return_op, NULL, NULL, NULL},
    {CMIR_OP_FUNC_CALL, call_op, NULL, NULL, NULL},
    {CMIR_OP_FUNC_CALL_INDIRECT, call_op, NULL, NULL, NULL},
    {CMIR_OP_FUNC_CONSTANT, constant_op, NULL, NULL, NULL},
};
enum { NFUNC = sizeof func_patterns / sizeof func_patterns[0] };

const CmirPattern *cmir_func_to_llvm_table(size_t *n) {
  *n = NFUNC;
  return func_patterns;
}

/* llvm-request-c-wrappers: every func.func asks for a C wrapper. */
static bool request_wrapper(CmirOp *op, void *user) {
  if (cmir_op_isa(op, CMIR_OP_FUNC_FUNC))
    cmir_op_set_attr(op, "llvm.emit_c_interface", ((CmirContext *)user)->unit);
  return true;
}

CmirStatus cmir_pass_llvm_request_c_wrappers(CmirOp *module, const char *options) {
  CmirContext *ctx = cmir_op_context(module);
  if (options && *options) {
    CmirLoc none = {0};
    return cmir_error(ctx, none, "<Pass-Options-Parser>: no such option %s", options);
  }
  cmir_op_walk(module, request_wrapper, ctx);
  return CMIR_OK;
}

/* set-llvm-module-datalayout: the module's llvm.data_layout becomes the
 * `data-layout` option (empty by default), which must be a valid LLVM
 * data layout string. */
CmirStatus cmir_pass_set_llvm_module_datalayout(CmirOp *module, const char *options) {
  CmirContext *ctx = cmir_op_context(module);
  const char *p = options, *dl = "";
  size_t n = 0;
  CmirPassOption o;
  while (cmir_pass_option_next(&p, &o)) {
    if (!cmir_pass_option_is(&o, "data-layout"))
      return cmir_pass_option_unknown(ctx, &o);
    dl = o.val ? o.val : "";
    n = o.val ? o.vlen : 0;
    if (n >= 2 && dl[0] == '"' && dl[n - 1] == '"') {
      dl++;
      n -= 2;
    }
  }
  CmirDataLayout layout;
  char err[160];
  if (!cmir_llvm_dl_parse(dl, n, &layout, err, sizeof err))
    return cmir_op_error(module, "invalid data layout descriptor: %s\n", err);
  cmir_op_set_attr(module, "llvm.data_layout", cmir_attr_string(ctx, dl, n));
  return CMIR_OK;
}

CmirStatus cmir_pass_convert_func_to_llvm(CmirOp *module, const char *options) {
  CmirContext *ctx = cmir_op_context(module);
  CmirLlvmOptions opts;
  if (cmir_llvm_parse_options(ctx, options, true, &opts))
    return CMIR_FAIL;
  CmirLlvmTypeConverter ltc;
  cmir_llvm_tc_init(&ltc, ctx, &opts);
  size_t n = NFUNC + cmir_arith_to_llvm_npatterns + cmir_cf_to_llvm_npatterns;
  CmirPattern *pats = cmir_xmalloc(sizeof *pats * n);
  cmir_patterns_bind(pats, func_patterns, NFUNC, &ltc.tc);
  cmir_patterns_bind(pats + NFUNC, cmir_arith_to_llvm_patterns, cmir_arith_to_llvm_npatterns,
                     &ltc.tc);
  cmir_patterns_bind(pats + NFUNC + cmir_arith_to_llvm_npatterns, cmir_cf_to_llvm_patterns,
                     cmir_cf_to_llvm_npatterns, &ltc.tc);
  CmirConvTarget *t = cmir_llvm_target_create(ctx);
  CmirStatus rc = cmir_cv_apply(module, t, pats, n, CMIR_CONVERSION_PARTIAL);
  cmir_cv_target_destroy(t);
  free(pats);
  return rc;
}
