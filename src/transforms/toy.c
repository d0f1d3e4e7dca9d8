/* The Toy tutorial's optimizations on the toy dialect (its chapters 3 and
 * 4), one entry point each:
 *   toy-inline           every toy.generic_call replaced by the callee's
 *                        body (a toy.cast where an argument's type differs
 *                        from the parameter's), then the private functions
 *                        nothing calls erased;
 *   toy-shape-inference  unranked results get shapes from their operands
 *                        (add, mul, cast: the operand's; transpose: the
 *                        reversed one), in dependency order;
 *   toy-canonicalize     transpose(transpose(x)) -> x, reshape(reshape(x))
 *                        -> reshape(x), reshape of a constant -> constant,
 *                        reshape or cast to the same type -> its operand,
 *                        then canonicalize's dead-op erasure;
 *   toy-optimize         toyc's -opt pipeline after inlining: shape
 *                        inference, toy-canonicalize, cse. */
#include "transforms/transforms.h"

#include <stdlib.h>

typedef CMIR_VEC(CmirOp *) OpVec;

static bool collect(CmirOp *op, void *user) {
  cmir_vec_push((OpVec *)user, op);
  return true;
}

static CmirOp *create(CmirContext *ctx, CmirOpId id, CmirLoc loc, CmirValue *const *opnds,
                      uint32_t n, const CmirType *rt, const CmirAttr *props) {
  return cmir_op_create_simple(ctx, id, loc, n, opnds, rt, props);
}

static const CmirType *func_type(const CmirOp *f) {
  const CmirAttr *a = cmir_op_get_prop(f, "function_type");
  return a && a->kind == CMIR_ATTR_TYPE && a->type.type->kind == CMIR_TYPE_FUNCTION ? a->type.type
                                                                                    : NULL;
}

/* ---- toy-inline ---- */

typedef struct Inliner {
  CmirOp *module;
  uint32_t nfuncs;
  CmirOp **funcs; /* the module's toy.funcs */
  uint8_t *state; /* per function: 0 not visited, 1 in progress, 2 done */
} Inliner;

/* f's index in funcs, kept in its aux while the pass runs. */
static int func_index(Inliner *in, CmirOp *f) {
  uintptr_t i = (uintptr_t)f->aux;
  return i >= 1 && i <= in->nfuncs && in->funcs[i - 1] == f ? (int)(i - 1) : -1;
}

static CmirOp *callee_of(CmirOp *call) {
  const CmirAttr *c = cmir_op_get_prop(call, "callee");
  CmirOp *f = c && c->kind == CMIR_ATTR_SYMREF ? cmir_symbol_lookup(call, c) : NULL;
  return f && cmir_op_isa(f, CMIR_OP_TOY_FUNC) ? f : NULL;
}

/* The value v of the callee maps to in the copy: an argument to the call's
 * (cast) operand, a result to the copy of its op (kept in the op's aux). */
static CmirValue *mapped(CmirValue *v, CmirValue **args) {
  if (v->is_arg)
    return args[v->index];
  CmirOp *d = cmir_value_def(v);
  return &((CmirOp *)d->aux)->results[v->index];
}

/* Replaces call by a copy of callee's body (already free of calls). */
static CmirStatus inline_call(CmirOp *call, CmirOp *callee) {
  CmirContext *ctx = cmir_op_context(call);
  CmirBlock *body = cmir_op_regions(callee)[0].first;
  const CmirType *ft = func_type(callee);
  if (!body || !ft || ft->fn.nin != call->nopnds || body != cmir_op_regions(callee)[0].last)
    return cmir_op_error(call, "cannot inline a call of this function");
  CmirValue *small[8],
      **args = call->nopnds <= 8 ? small : cmir_xmalloc(sizeof *args * call->nopnds);
  for (uint32_t i = 0; i < call->nopnds; i++) {
    CmirValue *a = call->opnds[i].value;
    if (a->type != ft->fn.types[i]) {
      CmirOp *c = create(ctx, CMIR_OP_TOY_CAST, call->loc, &a, 1, ft->fn.types[i], NULL);
      cmir_block_insert_before(call, c);
      a = &c->results[0];
    }
    args[i] = a;
  }
  CmirStatus rc = CMIR_OK;
  for (CmirOp *op = body->first; op; op = op->next) {
    if (cmir_op_isa(op, CMIR_OP_TOY_RETURN)) {
      if (op->nopnds == 1 && call->nresults == 1)
        cmir_value_replace_all_uses(&call->results[0], mapped(op->opnds[0].value, args));
      break;
    }
    if (op->nregions || op->nsuccs) {
      rc = cmir_op_error(call, "cannot inline a call of this function");
      break;
    }
    CmirOpState st;
    cmir_opstate_init(&st, ctx, op->info, op->loc);
    for (uint32_t i = 0; i < op->nopnds; i++)
      cmir_opstate_add_operand(&st, mapped(op->opnds[i].value, args));
    for (uint32_t i = 0; i < op->nresults; i++)
      cmir_opstate_add_result(&st, op->results[i].type);
    st.props = op->props;
    st.attrs = op->attrs;
    CmirOp *copy = cmir_op_create(&st);
    cmir_opstate_free(&st);
    cmir_block_insert_before(call, copy);
    op->aux = copy;
  }
  if (args != small)
    free(args);
  if (!rc && call->nresults && call->results[0].uses)
    rc = cmir_op_error(call, "cannot inline a call of a function that returns no value");
  if (!rc)
    cmir_op_erase(call);
  return rc;
}

/* Inlines every call in function i, its callees first (a recursive call
 * is an error at the call). */
static CmirStatus inline_function(Inliner *in, uint32_t i) {
  if (in->state[i] == 2)
    return CMIR_OK;
  in->state[i] = 1;
  OpVec calls = {0};
  CmirBlock *body = cmir_op_regions(in->funcs[i])[0].first;
  for (CmirOp *op = body ? body->first : NULL; op; op = op->next)
    if (cmir_op_isa(op, CMIR_OP_TOY_GENERIC_CALL))
      cmir_vec_push(&calls, op);
  CmirStatus rc = CMIR_OK;
  for (uint32_t k = 0; k < calls.len && !rc; k++) {
    CmirOp *call = calls.data[k];
    CmirOp *f = callee_of(call);
    int fi = f ? func_index(in, f) : -1;
    if (fi < 0) {
      rc = cmir_op_error(call, "call of an unknown function");
      break;
    }
    if (in->state[fi] == 1) {
      const CmirIdent *n = cmir_op_sym_name(f);
      rc = cmir_op_error(call, "recursive call of '%s' cannot be inlined", n ? n->str : "");
      break;
    }
    rc = inline_function(in, (uint32_t)fi);
    if (!rc)
      rc = inline_call(call, f);
  }
  cmir_vec_free(&calls);
  in->state[i] = 2;
  return rc;
}

static bool is_private(const CmirOp *f) {
  const CmirAttr *v = cmir_op_get_prop(f, "sym_visibility");
  return v && v->kind == CMIR_ATTR_STRING && v->str.len == 7 && !memcmp(v->str.s, "private", 7);
}

CmirStatus cmir_pass_toy_inline(CmirOp *module, const char *options) {
  (void)options;
  OpVec funcs = {0};
  for (uint32_t r = 0; r < module->nregions; r++)
    for (CmirBlock *b = cmir_op_regions(module)[r].first; b; b = b->next)
      for (CmirOp *op = b->first; op; op = op->next)
        if (cmir_op_isa(op, CMIR_OP_TOY_FUNC))
          cmir_vec_push(&funcs, op);
  Inliner in = {module, funcs.len, funcs.data, cmir_xcalloc(funcs.len + 1, 1)};
  for (uint32_t i = 0; i < funcs.len; i++)
    funcs.data[i]->aux = (void *)(uintptr_t)(i + 1);
  CmirStatus rc = CMIR_OK;
  for (uint32_t i = 0; i < funcs.len && !rc; i++)
    rc = inline_function(&in, i);
  /* Every call is gone: the private functions are dead. */
  for (uint32_t i = 0; i < funcs.len && !rc; i++)
    if (is_private(funcs.data[i])) {
      cmir_op_drop_references(funcs.data[i]);
      cmir_op_erase(funcs.data[i]);
    }
  free(in.state);
  cmir_vec_free(&funcs);
  return rc;
}

/* ---- toy-shape-inference ---- */

static bool is_unranked(const CmirType *t) { return t->kind == CMIR_TYPE_UNRANKED_TENSOR; }

/* The result type op infers, or NULL while an operand is unranked. */
static const CmirType *infer(CmirOp *op) {
  for (uint32_t i = 0; i < op->nopnds; i++)
    if (is_unranked(op->opnds[i].value->type))
      return NULL;
  const CmirType *t = op->opnds[0].value->type;
  switch (cmir_op_id(op)) {
  case CMIR_OP_TOY_ADD:
  case CMIR_OP_TOY_MUL:
  case CMIR_OP_TOY_CAST:
    return t;
  case CMIR_OP_TOY_TRANSPOSE: {
    int64_t small[8];
    uint32_t r = t->shaped.rank;
    int64_t *s = r <= 8 ? small : cmir_xmalloc(sizeof *s * r);
    for (uint32_t i = 0; i < r; i++)
      s[i] = t->shaped.shape[r - 1 - i];
    const CmirType *res = cmir_type_tensor(cmir_op_context(op), r, s, t->shaped.elem, NULL);
    if (s != small)
      free(s);
    return res;
  }
  default:
    return NULL;
  }
}

static bool infers_shape(const CmirOp *op) {
  unsigned id = cmir_op_id(op);
  return (id == CMIR_OP_TOY_ADD || id == CMIR_OP_TOY_MUL || id == CMIR_OP_TOY_CAST ||
          id == CMIR_OP_TOY_TRANSPOSE) &&
         op->nresults == 1 && is_unranked(op->results[0].type);
}

static CmirStatus infer_function(CmirOp *f) {
  OpVec work = {0};
  cmir_op_walk(f, collect, &work);
  uint32_t n = 0;
  for (uint32_t i = 0; i < work.len; i++)
    if (infers_shape(work.data[i]))
      work.data[n++] = work.data[i];
  work.len = n;
  /* Ops are visited in order, so an op's operands are inferred before it
   * unless they come from something that cannot be inferred. */
  CmirStatus rc = CMIR_OK;
  uint32_t left = 0;
  for (uint32_t i = 0; i < work.len; i++) {
    const CmirType *t = infer(work.data[i]);
    if (t)
      work.data[i]->results[0].type = t;
    else
      work.data[left++] = work.data[i];
  }
  if (left) {
    const CmirIdent *name = cmir_op_sym_name(f);
    rc = cmir_op_error(work.data[0],
                       "shape inference failed: %u operation%s in '%s' could not "
                       "be inferred",
                       left, left == 1 ? "" : "s", name ? name->str : "");
  }
  cmir_vec_free(&work);
  return rc;
}

CmirStatus cmir_pass_toy_shape_inference(CmirOp *module, const char *options) {
  (void)options;
  OpVec funcs = {0};
  cmir_op_walk(module, collect, &funcs);
  CmirStatus rc = CMIR_OK;
  for (uint32_t i = 0; i < funcs.len && !rc; i++)
    if (cmir_op_isa(funcs.data[i], CMIR_OP_TOY_FUNC))
      rc = infer_function(funcs.data[i]);
  cmir_vec_free(&funcs);
  return rc;
}

/* ---- toy-canonicalize ---- */

/* One rewrite of op, or false if no pattern applies. */
static bool rewrite(CmirOp *op) {
  CmirContext *ctx = cmir_op_context(op);
  unsigned id = cmir_op_id(op);
  if (id != CMIR_OP_TOY_TRANSPOSE && id != CMIR_OP_TOY_RESHAPE && id != CMIR_OP_TOY_CAST)
    return false;
  CmirValue *in = op->opnds[0].value;
  CmirOp *def = cmir_value_def(in);
  CmirValue *repl = NULL;
  if (id == CMIR_OP_TOY_TRANSPOSE) {
    /* transpose(transpose(x)) -> x */
    if (def && cmir_op_isa(def, CMIR_OP_TOY_TRANSPOSE))
      repl = def->opnds[0].value;
  } else if (in->type == op->results[0].type) {
    /* a reshape or cast to the same type */
    repl = in;
  } else if (id == CMIR_OP_TOY_RESHAPE && def && cmir_op_isa(def, CMIR_OP_TOY_RESHAPE)) {
    /* reshape(reshape(x)) -> reshape(x) */
    cmir_op_set_operand(op, 0, def->opnds[0].value);
    if (!def->results[0].uses)
      cmir_op_erase(def);
    return true;
  } else if (id == CMIR_OP_TOY_RESHAPE && def && cmir_op_isa(def, CMIR_OP_TOY_CONSTANT)) {
    /* reshape of a constant -> the constant's elements in the new shape */
    const CmirAttr *v = cmir_op_get_prop(def, "value");
    const CmirType *t = op->results[0].type;
    if (!v || v->kind != CMIR_ATTR_DENSE)
      return false;
    const CmirAttr *nv =
        cmir_attr_dense(ctx, t, v->dense.data, v->dense.nbytes, (v->flags & 1) != 0);
    CmirOp *c = create(ctx, CMIR_OP_TOY_CONSTANT, op->loc, NULL, 0, t,
                       cmir_dict_set(ctx, def->props, cmir_ident(ctx, "value"), nv));
    cmir_block_insert_before(op, c);
    repl = &c->results[0];
  }
  if (!repl)
    return false;
  cmir_value_replace_all_uses(&op->results[0], repl);
  cmir_op_erase(op);
  if (def && !def->results[0].uses && (cmir_op_traits(def) & CMIR_TRAIT_PURE))
    cmir_op_erase(def);
  return true;
}

static bool canonicalize_once(CmirOp *module) {
  OpVec ops = {0};
  cmir_op_walk(module, collect, &ops);
  bool changed = false;
  /* Users come after their operands' definitions: a rewrite only erases
   * the op itself and the definition of its operand, both already seen. */
  for (uint32_t i = 0; i < ops.len; i++) {
    CmirOp *op = ops.data[i];
    if (rewrite(op))
      changed = true;
  }
  cmir_vec_free(&ops);
  return changed;
}

CmirStatus cmir_pass_toy_canonicalize(CmirOp *module, const char *options) {
  (void)options;
  for (int round = 0; round < 16 && canonicalize_once(module); round++)
    ;
  cmir_canonicalize_ops(module);
  return CMIR_OK;
}

CmirStatus cmir_pass_toy_optimize(CmirOp *module, const char *options) {
  if (cmir_pass_toy_shape_inference(module, options))
    return CMIR_FAIL;
  cmir_pass_toy_canonicalize(module, NULL);
  return cmir_pass_cse(module, NULL);
}
