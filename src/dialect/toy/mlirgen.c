/* Toy AST to toy-dialect IR (MLIR's MLIRGen of the Toy tutorial): one
 * toy.func per definition, parameters and results `tensor<*xf64>`, every
 * op located at its AST node (file:line:col). A literal is a toy.constant,
 * a declared shape a toy.reshape, `transpose(x)` a toy.transpose, other
 * calls toy.generic_call. Functions other than main are private. Errors
 * (unknown variable or function, wrong arity, an initializer that does not
 * fit the declared shape, an operator Toy cannot generate) are located at
 * the node and end the generation. */
#include "dialect/dialects.h"
#include "dialect/toy/ast.h"

#include <stdlib.h>

typedef struct Gen {
  CmirContext *ctx;
  const CmirIdent *file;
  const CmirToyModule *m;
  CmirStrMap funcs; /* name -> 1 + index into m->funcs */
  bool *returns;    /* per function: returns a value */
  CmirStrMap vars;  /* the current function's variables -> CmirValue* */
  CmirBlock *block; /* where ops go */
  const CmirType *unranked;
} Gen;

static CmirLoc gloc(Gen *g, CmirToyLoc l) {
  CmirLoc c = {NULL, g->file, l.line, l.col};
  return c;
}

static void *gen_error(Gen *g, CmirToyLoc l, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
static void *gen_error(Gen *g, CmirToyLoc l, const char *fmt, ...) {
  char msg[512];
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(msg, sizeof msg, fmt, ap);
  va_end(ap);
  cmir_error(g->ctx, gloc(g, l), "%s", msg);
  return NULL;
}

/* Appends an op with these operands, at most one result type and one
 * property; returns its result (or NULL if it has none). */
static CmirValue *emit(Gen *g, CmirOpId id, CmirToyLoc l, CmirValue *const *opnds, uint32_t n,
                       const CmirType *rt, const char *prop, const CmirAttr *val) {
  CmirOp *op = cmir_op_create_prop(g->ctx, id, gloc(g, l), n, opnds, rt, prop, val);
  cmir_block_append(g->block, op);
  return rt ? &op->results[0] : NULL;
}

static const CmirType *tensor_of(Gen *g, uint32_t rank, const int64_t *shape) {
  return cmir_type_tensor(g->ctx, rank, shape, cmir_type_float(g->ctx, CMIR_F_F64), NULL);
}

/* A constant of these values; a splat when they are all the same, as
 * MLIR's DenseElementsAttr stores it. */
static CmirValue *emit_constant(Gen *g, CmirToyLoc l, const CmirType *t, const double *v,
                                uint64_t n) {
  bool splat = n > 0;
  for (uint64_t i = 1; splat && i < n; i++)
    splat = !memcmp(&v[i], &v[0], sizeof(double));
  const CmirAttr *a =
      cmir_attr_dense(g->ctx, t, v, splat ? sizeof(double) : n * sizeof(double), splat);
  return emit(g, CMIR_OP_TOY_CONSTANT, l, NULL, 0, t, "value", a);
}

typedef CMIR_VEC(double) DoubleVec;

static void flatten(const CmirToyExpr *e, DoubleVec *out) {
  if (e->kind == TOY_EXPR_NUM) {
    cmir_vec_push(out, e->num);
    return;
  }
  for (uint32_t i = 0; i < e->n; i++)
    flatten(e->elems[i], out);
}

static CmirValue *gen_expr(Gen *g, const CmirToyExpr *e);

static CmirValue *gen_call(Gen *g, const CmirToyExpr *e) {
  CmirValue *small[8], **args = e->n <= 8 ? small : cmir_xmalloc(sizeof *args * e->n);
  CmirValue *r = NULL;
  for (uint32_t i = 0; i < e->n; i++)
    if (!(args[i] = gen_expr(g, e->elems[i])))
      goto done;
  if (!strcmp(e->name, "transpose")) {
    if (e->n != 1)
      gen_error(g, e->loc, "transpose takes exactly one argument, but %u were given", e->n);
    else
      r = emit(g, CMIR_OP_TOY_TRANSPOSE, e->loc, args, 1, g->unranked, NULL, NULL);
    goto done;
  }
  uintptr_t fi = (uintptr_t)cmir_strmap_get(&g->funcs, e->name, strlen(e->name));
  if (!fi) {
    gen_error(g, e->loc, "unknown function '%s'", e->name);
    goto done;
  }
  const CmirToyFunction *f = &g->m->funcs[fi - 1];
  if (f->nparams != e->n) {
    gen_error(g, e->loc, "function '%s' takes %u argument%s, but %u were given", e->name,
              f->nparams, f->nparams == 1 ? "" : "s", e->n);
    goto done;
  }
  if (!g->returns[fi - 1]) {
    gen_error(g, e->loc, "function '%s' does not return a value", e->name);
    goto done;
  }
  const CmirIdent *callee = cmir_ident(g->ctx, e->name);
  r = emit(g, CMIR_OP_TOY_GENERIC_CALL, e->loc, args, e->n, g->unranked, "callee",
           cmir_attr_symref(g->ctx, 1, &callee));
done:
  if (args != small)
    free(args);
  return r;
}

static CmirValue *gen_expr(Gen *g, const CmirToyExpr *e) {
  switch (e->kind) {
  case TOY_EXPR_NUM:
    return emit_constant(g, e->loc, tensor_of(g, 0, NULL), &e->num, 1);
  case TOY_EXPR_LITERAL: {
    DoubleVec v = {0};
    flatten(e, &v);
    CmirValue *r = emit_constant(g, e->loc, tensor_of(g, e->rank, e->shape), v.data, v.len);
    cmir_vec_free(&v);
    return r;
  }
  case TOY_EXPR_VAR: {
    CmirValue *v = cmir_strmap_get(&g->vars, e->name, strlen(e->name));
    if (!v)
      return gen_error(g, e->loc, "unknown variable '%s'", e->name);
    return v;
  }
  case TOY_EXPR_BINOP: {
    CmirValue *ops[2];
    if (!(ops[0] = gen_expr(g, e->lhs)) || !(ops[1] = gen_expr(g, e->rhs)))
      return NULL;
    if (e->op != '+' && e->op != '*')
      return gen_error(g, e->loc, "invalid binary operator '%c'", e->op);
    return emit(g, e->op == '+' ? CMIR_OP_TOY_ADD : CMIR_OP_TOY_MUL, e->loc, ops, 2, g->unranked,
                NULL, NULL);
  }
  case TOY_EXPR_CALL:
    return gen_call(g, e);
  case TOY_EXPR_PRINT:
  case TOY_EXPR_VARDECL:
  case TOY_EXPR_RETURN:
    break;
  }
  return gen_error(g, e->loc, "expected an expression");
}

/* One statement; false after an error. */
static bool gen_statement(Gen *g, const CmirToyExpr *e) {
  switch (e->kind) {
  case TOY_EXPR_VARDECL: {
    CmirValue *v = gen_expr(g, e->lhs);
    if (!v)
      return false;
    if (e->rank) {
      const CmirType *t = tensor_of(g, e->rank, e->shape);
      if (cmir_type_has_static_shape(v->type) &&
          cmir_type_num_elements(v->type) != cmir_type_num_elements(t)) {
        gen_error(g, e->loc, "variable '%s' of %lld elements is initialized with %lld elements",
                  e->name, (long long)cmir_type_num_elements(t),
                  (long long)cmir_type_num_elements(v->type));
        return false;
      }
      v = emit(g, CMIR_OP_TOY_RESHAPE, e->loc, &v, 1, t, NULL, NULL);
    }
    if (cmir_strmap_get(&g->vars, e->name, strlen(e->name))) {
      gen_error(g, e->loc, "variable '%s' is already declared", e->name);
      return false;
    }
    cmir_strmap_put(&g->vars, e->name, strlen(e->name), v);
    return true;
  }
  case TOY_EXPR_PRINT: {
    CmirValue *v = gen_expr(g, e->lhs);
    if (!v)
      return false;
    emit(g, CMIR_OP_TOY_PRINT, e->loc, &v, 1, NULL, NULL, NULL);
    return true;
  }
  case TOY_EXPR_RETURN: {
    CmirValue *v = NULL;
    if (e->lhs && !(v = gen_expr(g, e->lhs)))
      return false;
    emit(g, CMIR_OP_TOY_RETURN, e->loc, &v, v ? 1 : 0, NULL, NULL, NULL);
    return true;
  }
  default:
    return gen_expr(g, e) != NULL;
  }
}

static CmirOp *gen_function(Gen *g, uint32_t fi) {
  const CmirToyFunction *f = &g->m->funcs[fi];
  CmirContext *ctx = g->ctx;
  CmirBlock *entry = cmir_block_create();
  cmir_strmap_clear(&g->vars);
  for (uint32_t i = 0; i < f->nparams; i++) {
    CmirValue *a = cmir_block_add_arg(entry, g->unranked);
    cmir_block_set_arg_loc(entry, i, gloc(g, f->loc));
    if (cmir_strmap_get(&g->vars, f->params[i], strlen(f->params[i]))) {
      cmir_block_destroy(entry);
      return gen_error(g, f->loc, "parameter '%s' is declared twice", f->params[i]);
    }
    cmir_strmap_put(&g->vars, f->params[i], strlen(f->params[i]), a);
  }
  g->block = entry;
  for (uint32_t i = 0; i < f->nbody; i++) {
    const CmirToyExpr *s = f->body[i];
    if (s->kind == TOY_EXPR_RETURN && i + 1 != f->nbody) {
      cmir_block_destroy(entry);
      return gen_error(g, s->loc, "'return' must be the last statement of a function");
    }
    if (!gen_statement(g, s)) {
      cmir_block_destroy(entry);
      return NULL;
    }
  }
  if (!entry->last || !cmir_op_isa(entry->last, CMIR_OP_TOY_RETURN))
    emit(g, CMIR_OP_TOY_RETURN, f->loc, NULL, 0, NULL, NULL, NULL);
  const CmirType **ins = cmir_xmalloc(sizeof *ins * (f->nparams ? f->nparams : 1));
  for (uint32_t i = 0; i < f->nparams; i++)
    ins[i] = g->unranked;
  const CmirType *fn =
      cmir_type_function(ctx, f->nparams, ins, g->returns[fi] ? 1 : 0, &g->unranked);
  free(ins);
  CmirOpState st;
  cmir_opstate_init(&st, ctx, cmir_op_info_by_id(ctx, CMIR_OP_TOY_FUNC), gloc(g, f->loc));
  cmir_opstate_set_prop(&st, "sym_name", cmir_attr_string(ctx, f->name, strlen(f->name)));
  cmir_opstate_set_prop(&st, "function_type", cmir_attr_type(ctx, fn));
  if (strcmp(f->name, "main"))
    cmir_opstate_set_prop(&st, "sym_visibility", cmir_attr_string(ctx, "private", 7));
  cmir_region_append(cmir_opstate_add_region(&st), entry);
  CmirOp *op = cmir_op_create(&st);
  cmir_opstate_free(&st);
  return op;
}

CmirOp *cmir_toy_mlirgen(CmirContext *ctx, const CmirToyModule *m, const CmirIdent *file) {
  Gen g;
  memset(&g, 0, sizeof g);
  g.ctx = ctx;
  g.file = file;
  g.m = m;
  g.unranked = cmir_type_unranked_tensor(ctx, cmir_type_float(ctx, CMIR_F_F64));
  cmir_strmap_init(&g.funcs);
  cmir_strmap_init(&g.vars);
  g.returns = cmir_xcalloc(m->nfuncs ? m->nfuncs : 1, sizeof(bool));
  CmirOp *module = NULL;
  for (uint32_t i = 0; i < m->nfuncs; i++) {
    const CmirToyFunction *f = &m->funcs[i];
    if (cmir_strmap_get(&g.funcs, f->name, strlen(f->name))) {
      gen_error(&g, f->loc, "redefinition of function '%s'", f->name);
      goto done;
    }
    if (!strcmp(f->name, "transpose") || !strcmp(f->name, "print")) {
      gen_error(&g, f->loc, "'%s' is a builtin and cannot be redefined", f->name);
      goto done;
    }
    cmir_strmap_put(&g.funcs, f->name, strlen(f->name), (void *)(uintptr_t)(i + 1));
    for (uint32_t k = 0; k < f->nbody; k++)
      if (f->body[k]->kind == TOY_EXPR_RETURN && f->body[k]->lhs)
        g.returns[i] = true;
  }
  CmirOpState ms;
  CmirLoc none = {0};
  cmir_opstate_init(&ms, ctx, cmir_op_info_by_id(ctx, CMIR_OP_BUILTIN_MODULE), none);
  CmirBlock *body = cmir_block_create();
  cmir_region_append(cmir_opstate_add_region(&ms), body);
  module = cmir_op_create(&ms);
  cmir_opstate_free(&ms);
  for (uint32_t i = 0; i < m->nfuncs; i++) {
    CmirOp *f = gen_function(&g, i);
    if (!f) {
      cmir_op_destroy(module);
      module = NULL;
      goto done;
    }
    cmir_block_append(body, f);
  }
done:
  free(g.returns);
  cmir_strmap_free(&g.funcs);
  cmir_strmap_free(&g.vars);
  return module;
}
