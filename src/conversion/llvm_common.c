/* The LLVM type converter (seed 001, "Type Conversion"), the LLVM
 * conversion target, option parsing and LLVM op builders shared by the
 * conversions to the LLVM dialect. */
#include "conversion/llvm_common.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>

/* ---- types ---- */

const CmirType *cmir_llvm_tc_index(const CmirLlvmTypeConverter *ltc) {
  return cmir_type_int(ltc->ctx, ltc->opts.index_bits, CMIR_SIGNLESS);
}

static uint32_t memspace_of(const CmirType *t, bool *ok) {
  const CmirAttr *ms = t->shaped.extra;
  *ok = true;
  if (!ms)
    return 0;
  if (ms->kind == CMIR_ATTR_INTEGER)
    return (uint32_t)cmir_attr_int_value(ms);
  *ok = false;
  return 0;
}

const CmirType *cmir_llvm_tc_memref_desc(const CmirLlvmTypeConverter *ltc, const CmirType *t) {
  CmirContext *ctx = ltc->ctx;
  int64_t strides[64], offset;
  if (t->shaped.rank > 64 || !cmir_memref_strides(t, strides, &offset))
    return NULL;
  const CmirType *elem = cmir_tc_convert(&ltc->tc, t->shaped.elem);
  bool ok;
  uint32_t as = memspace_of(t, &ok);
  if (!elem || !ok)
    return NULL;
  const CmirType *ptr = cmir_type_llvm_ptr(ctx, as);
  const CmirType *idx = cmir_llvm_tc_index(ltc);
  const CmirType *fields[5] = {ptr, ptr, idx, NULL, NULL};
  if (!t->shaped.rank)
    return cmir_type_llvm_struct_literal(ctx, 3, fields, false);
  fields[3] = fields[4] = cmir_type_llvm_array(ctx, t->shaped.rank, idx);
  return cmir_type_llvm_struct_literal(ctx, 5, fields, false);
}

static const CmirType *convert_vector(const CmirLlvmTypeConverter *ltc, const CmirType *t) {
  const CmirType *elem = cmir_tc_convert(&ltc->tc, t->shaped.elem);
  if (!elem || !cmir_llvm_is_compatible_type(elem))
    return NULL;
  uint32_t r = t->shaped.rank;
  if (!r) {
    /* a 0-D vector is a vector of one lane */
    int64_t one = 1;
    return cmir_type_vector(ltc->ctx, 1, &one, NULL, elem);
  }
  bool inner_scalable = t->shaped.scalable && t->shaped.scalable[r - 1];
  for (uint32_t i = 0; t->shaped.scalable && i + 1 < r; i++)
    if (t->shaped.scalable[i])
      return NULL; /* only the trailing dimension may be scalable */
  int64_t n = t->shaped.shape[r - 1];
  bool sc = inner_scalable;
  const CmirType *v = cmir_type_vector(ltc->ctx, 1, &n, sc ? &sc : NULL, elem);
  for (uint32_t i = r - 1; i-- > 0;)
    v = cmir_type_llvm_array(ltc->ctx, (uint64_t)t->shaped.shape[i], v);
  return v;
}

static const CmirType *convert(const CmirType *t, void *user) {
  const CmirLlvmTypeConverter *ltc = user;
  CmirContext *ctx = ltc->ctx;
  switch (t->kind) {
  case CMIR_TYPE_INTEGER:
    return cmir_type_int(ctx, t->integer.width, CMIR_SIGNLESS);
  case CMIR_TYPE_INDEX:
    return cmir_llvm_tc_index(ltc);
  case CMIR_TYPE_FLOAT:
    return t->flt.fk == CMIR_F_TF32 ? NULL : t;
  case CMIR_TYPE_VECTOR:
    return convert_vector(ltc, t);
  case CMIR_TYPE_COMPLEX: {
    const CmirType *e = cmir_tc_convert(&ltc->tc, t->complex.elem);
    if (!e)
      return NULL;
    const CmirType *f[2] = {e, e};
    return cmir_type_llvm_struct_literal(ctx, 2, f, false);
  }
  case CMIR_TYPE_FUNCTION:
    return cmir_type_llvm_ptr(ctx, 0); /* function-typed values are pointers */
  case CMIR_TYPE_MEMREF:
    return cmir_llvm_tc_memref_desc(ltc, t);
  case CMIR_TYPE_UNRANKED_MEMREF: {
    bool ok;
    uint32_t as = memspace_of(t, &ok);
    if (!ok || !cmir_tc_convert(&ltc->tc, t->shaped.elem))
      return NULL;
    const CmirType *f[2] = {cmir_llvm_tc_index(ltc), cmir_type_llvm_ptr(ctx, as)};
    return cmir_type_llvm_struct_literal(ctx, 2, f, false);
  }
  default:
    if (t->kind >= CMIR_TYPE_LLVM_PTR && cmir_llvm_is_compatible_type(t))
      return t;
    return NULL;
  }
}

bool cmir_llvm_bare_ptr_ok(const CmirType *t) {
  if (t->kind != CMIR_TYPE_MEMREF || !cmir_type_has_static_shape(t) || t->shaped.rank > 64)
    return false;
  int64_t strides[64], offset;
  if (!cmir_memref_strides(t, strides, &offset) || offset == CMIR_DYNAMIC)
    return false;
  for (uint32_t i = 0; i < t->shaped.rank; i++)
    if (strides[i] == CMIR_DYNAMIC)
      return false;
  bool ok;
  memspace_of(t, &ok);
  return ok;
}

const CmirType *cmir_llvm_tc_bare_ptr(const CmirLlvmTypeConverter *ltc, const CmirType *t) {
  bool ok;
  return cmir_llvm_bare_ptr_ok(t) ? cmir_type_llvm_ptr(ltc->ctx, memspace_of(t, &ok)) : NULL;
}

CmirValue *cmir_llvm_build_static_desc(CmirRewriter *rw, CmirLoc loc, const CmirType *t,
                                       CmirValue *ptr) {
  const CmirLlvmTypeConverter *ltc = cmir_llvm_converter(rw);
  CmirContext *ctx = ltc->ctx;
  const CmirType *idx = cmir_llvm_tc_index(ltc), *index = cmir_type_index(ctx);
  int64_t strides[64], offset;
  cmir_memref_strides(t, strides, &offset);
  CmirValue *v = cmir_llvm_build_undef(rw, loc, cmir_tc_convert(&ltc->tc, t));
  int64_t p0 = 0, p1 = 1, p2 = 2;
  v = cmir_llvm_build_insertvalue(rw, loc, v, ptr, 1, &p0);
  v = cmir_llvm_build_insertvalue(rw, loc, v, ptr, 1, &p1);
  CmirValue *off = cmir_llvm_build_constant(rw, loc, idx, cmir_attr_int(ctx, index, offset));
  v = cmir_llvm_build_insertvalue(rw, loc, v, off, 1, &p2);
  for (uint32_t d = 0; d < t->shaped.rank; d++) {
    int64_t size_pos[2] = {3, d}, stride_pos[2] = {4, d};
    CmirValue *sz =
        cmir_llvm_build_constant(rw, loc, idx, cmir_attr_int(ctx, index, t->shaped.shape[d]));
    v = cmir_llvm_build_insertvalue(rw, loc, v, sz, 2, size_pos);
    CmirValue *st = cmir_llvm_build_constant(rw, loc, idx, cmir_attr_int(ctx, index, strides[d]));
    v = cmir_llvm_build_insertvalue(rw, loc, v, st, 2, stride_pos);
  }
  return v;
}

/* A memref argument from its scalar components (MemRefDescriptor::pack:
 * pointers, offset, then size and stride of each dimension in turn), cast
 * back to the memref type. */
static CmirValue *materialize_arg(CmirRewriter *rw, CmirLoc loc, const CmirType *t, uint32_t n,
                                  CmirValue *const *in, void *user) {
  const CmirLlvmTypeConverter *ltc = user;
  if (t->kind != CMIR_TYPE_MEMREF && t->kind != CMIR_TYPE_UNRANKED_MEMREF)
    return NULL;
  const CmirType *desc = cmir_tc_convert(&ltc->tc, t);
  if (!desc)
    return NULL;
  if (n == 1 && in[0]->type->kind == CMIR_TYPE_LLVM_PTR && t->kind == CMIR_TYPE_MEMREF) {
    /* Bare pointer: a descriptor of the static shape (fromStaticShape). */
    if (!cmir_llvm_bare_ptr_ok(t))
      return NULL;
    CmirValue *d = cmir_llvm_build_static_desc(rw, loc, t, in[0]);
    return cmir_rw_cast(rw, loc, 1, &d, t);
  }
  CmirValue *v = cmir_llvm_build_undef(rw, loc, desc);
  if (t->kind == CMIR_TYPE_UNRANKED_MEMREF) {
    if (n != 2)
      return NULL;
    for (int64_t i = 0; i < 2; i++)
      v = cmir_llvm_build_insertvalue(rw, loc, v, in[i], 1, &i);
  } else {
    uint32_t r = t->shaped.rank;
    if (n != 3 + 2 * r)
      return NULL;
    for (int64_t i = 0; i < 3; i++)
      v = cmir_llvm_build_insertvalue(rw, loc, v, in[i], 1, &i);
    for (uint32_t d = 0; d < r; d++) {
      int64_t size_pos[2] = {3, d}, stride_pos[2] = {4, d};
      v = cmir_llvm_build_insertvalue(rw, loc, v, in[3 + d], 2, size_pos);
      v = cmir_llvm_build_insertvalue(rw, loc, v, in[3 + r + d], 2, stride_pos);
    }
  }
  return cmir_rw_cast(rw, loc, 1, &v, t);
}

void cmir_llvm_tc_init(CmirLlvmTypeConverter *ltc, CmirContext *ctx, const CmirLlvmOptions *opts) {
  memset(ltc, 0, sizeof *ltc);
  ltc->ctx = ctx;
  ltc->opts = *opts;
  ltc->tc.ctx = ctx;
  ltc->tc.convert = convert;
  ltc->tc.user = ltc;
  ltc->tc.materialize_arg = materialize_arg;
}

const CmirType *cmir_llvm_tc_pack_results(const CmirLlvmTypeConverter *ltc, uint32_t n,
                                          const CmirType *const *types) {
  if (!n)
    return cmir_type_llvm_simple(ltc->ctx, CMIR_TYPE_LLVM_VOID);
  const CmirType *inl[8];
  const CmirType **f = n <= 8 ? inl : cmir_xmalloc(sizeof *f * n);
  const CmirType *r = NULL;
  bool ok = true;
  for (uint32_t i = 0; i < n && ok; i++) {
    if (ltc->opts.bare_ptr && types[i]->kind == CMIR_TYPE_MEMREF)
      f[i] = cmir_llvm_tc_bare_ptr(ltc, types[i]);
    else
      f[i] = cmir_tc_convert(&ltc->tc, types[i]);
    ok = f[i] != NULL;
  }
  if (ok)
    r = n == 1 ? f[0] : cmir_type_llvm_struct_literal(ltc->ctx, n, f, false);
  if (f != inl)
    free(f);
  return r;
}

/* Memref argument of the default convention: the descriptor's scalar
 * components (seed 001, "Memrefs as Function Arguments"). */
static uint32_t memref_components(const CmirLlvmTypeConverter *ltc, const CmirType *t,
                                  const CmirType **out) {
  const CmirType *desc = cmir_tc_convert(&ltc->tc, t);
  if (!desc)
    return 0;
  if (t->kind == CMIR_TYPE_UNRANKED_MEMREF) {
    out[0] = desc->st.types[0];
    out[1] = desc->st.types[1];
    return 2;
  }
  uint32_t n = 0, r = t->shaped.rank;
  out[n++] = desc->st.types[0];
  out[n++] = desc->st.types[1];
  for (uint32_t i = 0; i < 1 + 2 * r; i++)
    out[n++] = cmir_llvm_tc_index(ltc);
  return n;
}

bool cmir_llvm_tc_signature(const CmirLlvmTypeConverter *ltc, const CmirType *fn_type,
                            CmirSignatureConversion *sc, const CmirType **llvm_fn) {
  uint32_t nin = fn_type->fn.nin;
  cmir_sigconv_init(sc, nin);
  for (uint32_t i = 0; i < nin; i++) {
    const CmirType *t = fn_type->fn.types[i];
    if (ltc->opts.bare_ptr &&
        (t->kind == CMIR_TYPE_MEMREF || t->kind == CMIR_TYPE_UNRANKED_MEMREF)) {
      const CmirType *p = cmir_llvm_tc_bare_ptr(ltc, t);
      if (!p)
        return false;
      cmir_sigconv_add_inputs(sc, i, 1, &p);
      continue;
    }
    if (t->kind == CMIR_TYPE_MEMREF || t->kind == CMIR_TYPE_UNRANKED_MEMREF) {
      if (t->shaped.rank > 60)
        return false;
      const CmirType *parts[130];
      uint32_t n = memref_components(ltc, t, parts);
      if (!n)
        return false;
      cmir_sigconv_add_inputs(sc, i, n, parts);
      continue;
    }
    const CmirType *c = cmir_tc_convert(&ltc->tc, t);
    if (!c)
      return false;
    cmir_sigconv_add_inputs(sc, i, 1, &c);
  }
  const CmirType *ret = cmir_llvm_tc_pack_results(ltc, fn_type->fn.nres, fn_type->fn.types + nin);
  if (!ret)
    return false;
  *llvm_fn = cmir_type_llvm_func(ltc->ctx, ret, sc->nnew, sc->new_types, false);
  return true;
}

/* ---- target ---- */

CmirConvTarget *cmir_llvm_target_create(CmirContext *ctx) {
  CmirConvTarget *t = cmir_cv_target_create(ctx);
  cmir_cv_target_set_dialect(t, "llvm", CMIR_LEGALITY_LEGAL, NULL, NULL);
  cmir_cv_target_set_op(t, CMIR_OP_BUILTIN_UNREALIZED_CONVERSION_CAST, CMIR_LEGALITY_LEGAL, NULL, NULL);
  return t;
}

/* ---- options ---- */

CmirStatus cmir_llvm_parse_options(CmirContext *ctx, const char *options, bool allow_bare,
                                   CmirLlvmOptions *out) {
  CmirLoc none = {0};
  out->index_bits = 64;
  out->bare_ptr = false;
  const char *p = options;
  CmirPassOption o;
  while (cmir_pass_option_next(&p, &o)) {
    if (cmir_pass_option_is(&o, "index-bitwidth")) {
      char buf[64];
      snprintf(buf, sizeof buf, "%.*s", (int)o.vlen, o.val ? o.val : "");
      char *end;
      errno = 0;
      unsigned long long v = strtoull(buf, &end, 0);
      if (!o.val || !o.vlen || *end || errno || buf[0] == '-' || v > UINT32_MAX)
        return cmir_error(ctx, none,
                          "for the --index-bitwidth option: '%s' value invalid for uint argument!",
                          buf);
      out->index_bits = v ? (uint32_t)v : 64;
    } else if (allow_bare && cmir_pass_option_is(&o, "use-bare-ptr-memref-call-conv")) {
      if (cmir_pass_option_bool(ctx, &o, &out->bare_ptr))
        return CMIR_FAIL;
    } else {
      return cmir_pass_option_unknown(ctx, &o);
    }
  }
  return CMIR_OK;
}

/* ---- builders ---- */

CmirValue *cmir_llvm_build_constant(CmirRewriter *rw, CmirLoc loc, const CmirType *t,
                                    const CmirAttr *value) {
  CmirNamedAttr p = {cmir_ident(cmir_rw_context(rw), "value"), value};
  return &cmir_rw_create(rw, CMIR_OP_LLVM_MLIR_CONSTANT, loc, 0, NULL, 1, &t, 1, &p)->results[0];
}

CmirValue *cmir_llvm_build_undef(CmirRewriter *rw, CmirLoc loc, const CmirType *t) {
  return &cmir_rw_create(rw, CMIR_OP_LLVM_MLIR_UNDEF, loc, 0, NULL, 1, &t, 0, NULL)->results[0];
}

CmirValue *cmir_llvm_build_insertvalue(CmirRewriter *rw, CmirLoc loc, CmirValue *agg, CmirValue *v,
                                       uint32_t npos, const int64_t *pos) {
  CmirContext *ctx = cmir_rw_context(rw);
  CmirNamedAttr p = {cmir_ident(ctx, "position"), cmir_attr_dense_i64_array(ctx, npos, pos)};
  CmirValue *ops[2] = {agg, v};
  return &cmir_rw_create(rw, CMIR_OP_LLVM_INSERTVALUE, loc, 2, ops, 1, &agg->type, 1, &p)->results[0];
}

static const CmirType *member_type(const CmirType *t, uint32_t npos, const int64_t *pos) {
  for (uint32_t i = 0; i < npos && t; i++) {
    if (t->kind == CMIR_TYPE_LLVM_STRUCT)
      t = t->st.types[pos[i]];
    else if (t->kind == CMIR_TYPE_LLVM_ARRAY)
      t = t->arr.elem;
    else
      t = NULL;
  }
  return t;
}

CmirValue *cmir_llvm_build_extractvalue(CmirRewriter *rw, CmirLoc loc, CmirValue *agg,
                                        uint32_t npos, const int64_t *pos) {
  CmirContext *ctx = cmir_rw_context(rw);
  CmirNamedAttr p = {cmir_ident(ctx, "position"), cmir_attr_dense_i64_array(ctx, npos, pos)};
  const CmirType *t = member_type(agg->type, npos, pos);
  return &cmir_rw_create(rw, CMIR_OP_LLVM_EXTRACTVALUE, loc, 1, &agg, 1, &t, 1, &p)->results[0];
}

CmirStatus cmir_llvm_unroll_nd(CmirRewriter *rw, CmirOp *op, CmirValue *const *opnds,
                               CmirLlvmBuild1D build, void *user) {
  const CmirType *vt = op->results[0].type;
  const CmirType *at = cmir_tc_convert(cmir_rw_type_converter(rw), vt);
  if (vt->kind != CMIR_TYPE_VECTOR || !at || at->kind != CMIR_TYPE_LLVM_ARRAY)
    return CMIR_FAIL;
  uint32_t depth = vt->shaped.rank - 1, n = op->nopnds;
  for (uint32_t i = 0; i < n; i++)
    if (opnds[i]->type->kind != CMIR_TYPE_LLVM_ARRAY)
      return CMIR_FAIL;
  const CmirType *t1 = at;
  for (uint32_t d = 0; d < depth; d++)
    t1 = t1->arr.elem;
  int64_t *pos = cmir_xcalloc(depth, sizeof *pos);
  CmirValue *inl[4], **ext = n <= 4 ? inl : cmir_xmalloc(sizeof *ext * n);
  CmirLoc loc = op->loc;
  CmirValue *acc = cmir_llvm_build_undef(rw, loc, at);
  for (;;) {
    for (uint32_t i = 0; i < n; i++)
      ext[i] = cmir_llvm_build_extractvalue(rw, loc, opnds[i], depth, pos);
    acc = cmir_llvm_build_insertvalue(rw, loc, acc, build(rw, op, t1, ext, user), depth, pos);
    uint32_t d = depth;
    while (d > 0 && ++pos[d - 1] == vt->shaped.shape[d - 1])
      pos[--d] = 0;
    if (!d)
      break;
  }
  if (ext != inl)
    free(ext);
  free(pos);
  cmir_rw_replace_op(rw, op, &acc);
  return CMIR_OK;
}

CmirPattern *cmir_patterns_bind(CmirPattern *dst, const CmirPattern *src, size_t n,
                                const CmirTypeConverter *tc) {
  for (size_t i = 0; i < n; i++) {
    dst[i] = src[i];
    dst[i].tc = tc;
  }
  return dst;
}

CmirStatus cmir_llvm_run_patterns(CmirOp *module, const char *options, const CmirPattern *table,
                                  size_t n) {
  CmirContext *ctx = cmir_op_context(module);
  CmirLlvmOptions opts;
  if (cmir_llvm_parse_options(ctx, options, false, &opts))
    return CMIR_FAIL;
  CmirLlvmTypeConverter ltc;
  cmir_llvm_tc_init(&ltc, ctx, &opts);
  CmirPattern *pats = cmir_xmalloc(sizeof *pats * (n ? n : 1));
  cmir_patterns_bind(pats, table, n, &ltc.tc);
  CmirConvTarget *t = cmir_llvm_target_create(ctx);
  CmirStatus rc = cmir_cv_apply(module, t, pats, n, CMIR_CONVERSION_PARTIAL);
  cmir_cv_target_destroy(t);
  free(pats);
  return rc;
}

/* A new op at the start of the module body (MLIR inserts its globals and
 * declarations there, each before the previous one). */
static void at_module_start(CmirOp *module, CmirOpState *st) {
  CmirOp *op = cmir_op_create(st);
  cmir_opstate_free(st);
  CmirBlock *b = cmir_op_regions(module)[0].first;
  if (b->first)
    cmir_block_insert_before(b->first, op);
  else
    cmir_block_append(b, op);
}

CmirOp *cmir_llvm_module_of(CmirOp *op) {
  while (op && !cmir_op_isa(op, CMIR_OP_BUILTIN_MODULE))
    op = cmir_op_parent(op);
  return op;
}

void cmir_llvm_declare_fn(CmirContext *ctx, CmirOp *module, const char *name, const CmirType *ret,
                          uint32_t nargs, const CmirType *const *args) {
  if (!module || cmir_symbol_table_lookup(module, cmir_ident(ctx, name)))
    return;
  CmirLoc unknown = {cmir_loc_unknown(ctx), NULL, 0, 0};
  CmirOpState st;
  cmir_opstate_init(&st, ctx, cmir_op_info_by_id(ctx, CMIR_OP_LLVM_FUNC), unknown);
  cmir_opstate_set_prop(&st, "sym_name", cmir_attr_string(ctx, name, strlen(name)));
  cmir_opstate_set_prop(&st, "function_type",
                        cmir_attr_type(ctx, cmir_type_llvm_func(ctx, ret, nargs, args, false)));
  cmir_opstate_add_region(&st);
  cmir_opstate_finalize_props(&st, NULL, 0);
  at_module_start(module, &st);
}

const CmirIdent *cmir_llvm_unique_symbol(CmirOp *module, const char *base, unsigned *counter) {
  CmirContext *ctx = cmir_op_context(module);
  const CmirIdent *id = cmir_ident(ctx, base);
  char buf[128];
  while (cmir_symbol_table_lookup(module, id)) {
    snprintf(buf, sizeof buf, "%s_%u", base, (*counter)++);
    id = cmir_ident(ctx, buf);
  }
  return id;
}

CmirValue *cmir_llvm_global_string(CmirRewriter *rw, CmirLoc loc, CmirOp *module,
                                   const CmirIdent *name, const char *s, uint32_t n) {
  CmirContext *ctx = cmir_rw_context(rw);
  uint32_t len = n + 1;
  int64_t shape = len;
  const CmirType *i8 = cmir_type_int(ctx, 8, CMIR_SIGNLESS);
  const CmirType *tt = cmir_type_tensor(ctx, 1, &shape, i8, NULL);
  char *bytes = cmir_xcalloc(len, 1);
  memcpy(bytes, s, n);
  bool splat = true;
  for (uint32_t i = 1; i < len; i++)
    splat = splat && bytes[i] == bytes[0];
  const CmirAttr *data = cmir_attr_dense(ctx, tt, bytes, splat ? 1 : len, splat);
  free(bytes);
  const CmirType *arr = cmir_type_llvm_array(ctx, len, i8);
  CmirOpState st;
  cmir_opstate_init(&st, ctx, cmir_op_info_by_id(ctx, CMIR_OP_LLVM_MLIR_GLOBAL), loc);
  cmir_opstate_set_prop(&st, "global_type", cmir_attr_type(ctx, arr));
  cmir_opstate_set_prop(&st, "constant", ctx->unit);
  cmir_opstate_set_prop(&st, "sym_name", cmir_attr_string(ctx, name->str, name->len));
  cmir_opstate_set_prop(&st, "linkage", cmir_parse_attr_str(ctx, "#llvm.linkage<private>"));
  cmir_opstate_set_prop(&st, "value", data);
  cmir_opstate_add_region(&st);
  cmir_opstate_finalize_props(&st, NULL, 0);
  at_module_start(module, &st);
  const CmirType *ptr = cmir_type_llvm_ptr(ctx, 0);
  CmirNamedAttr ap = {cmir_ident(ctx, "global_name"), cmir_attr_symref(ctx, 1, &name)};
  CmirValue *addr =
      &cmir_rw_create(rw, CMIR_OP_LLVM_MLIR_ADDRESSOF, loc, 0, NULL, 1, &ptr, 1, &ap)->results[0];
  int32_t zero = 0;
  CmirNamedAttr gp[2] = {
      {cmir_ident(ctx, "elem_type"), cmir_attr_type(ctx, arr)},
      {cmir_ident(ctx, "rawConstantIndices"), cmir_attr_dense_i32_array(ctx, 1, &zero)}};
  return &cmir_rw_create(rw, CMIR_OP_LLVM_GETELEMENTPTR, loc, 1, &addr, 1, &ptr, 2, gp)->results[0];
}

CmirValue *cmir_llvm_build_call(CmirRewriter *rw, CmirLoc loc, const char *callee,
                                const CmirType *ret, uint32_t n, CmirValue *const *args) {
  CmirContext *ctx = cmir_rw_context(rw);
  const CmirIdent *id = cmir_ident(ctx, callee);
  CmirOpState st;
  cmir_opstate_init(&st, ctx, cmir_op_info_by_id(ctx, CMIR_OP_LLVM_CALL), loc);
  for (uint32_t i = 0; i < n; i++)
    cmir_opstate_add_operand(&st, args[i]);
  if (ret)
    cmir_opstate_add_result(&st, ret);
  cmir_opstate_set_prop(&st, "callee", cmir_attr_symref(ctx, 1, &id));
  cmir_opstate_finalize_props(&st, NULL, 0);
  CmirOp *c = cmir_rw_insert(rw, &st);
  return ret ? &c->results[0] : NULL;
}
