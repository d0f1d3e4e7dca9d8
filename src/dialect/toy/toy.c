/* The toy dialect of MLIR's Toy tutorial: custom syntax (toy.func,
 * toy.constant, the binary ops' `%a, %b : type` form) and the verifiers.
 * Values are f64 tensors; toy.print also accepts an f64 memref (the partial
 * lowering to affine leaves it on one). */
#include "dialect/dialects.h"

#include <stdlib.h>

/* ---- type constraints ---- */

static bool is_f64(const CmirType *t) {
  return t->kind == CMIR_TYPE_FLOAT && t->flt.fk == CMIR_F_F64;
}

bool cmir_toy_is_f64_tensor(const CmirType *t) {
  return (t->kind == CMIR_TYPE_TENSOR || t->kind == CMIR_TYPE_UNRANKED_TENSOR) &&
         is_f64(t->shaped.elem);
}

static CmirStatus type_error(CmirOp *op, const char *what, uint32_t i, const char *want,
                             const CmirType *t) {
  char *s = cmir_type_str(t);
  cmir_verify_error(op, "%s #%u must be %s, but got '%s'", what, i, want, s);
  free(s);
  return CMIR_FAIL;
}

/* Every operand and result an f64 tensor (ODS's F64Tensor). */
static CmirStatus verify_tensors(CmirOp *op) {
  for (uint32_t i = 0; i < op->nopnds; i++)
    if (!cmir_toy_is_f64_tensor(op->opnds[i].value->type))
      return type_error(op, "operand", i, "tensor of 64-bit float values",
                        op->opnds[i].value->type);
  for (uint32_t i = 0; i < op->nresults; i++)
    if (!cmir_toy_is_f64_tensor(op->results[i].type))
      return type_error(op, "result", i, "tensor of 64-bit float values", op->results[i].type);
  return CMIR_OK;
}

/* ---- toy.func ---- */

static CmirStatus toy_func_parse(CmirParser *p, CmirOpState *st) {
  if (cmir_parse_function_op(p, st, false, NULL))
    return CMIR_FAIL;
  /* The shared signature parser leaves the type under its own name. */
  const CmirIdent *sig = cmir_ident(p->ctx, "__signature");
  const CmirAttr *t = cmir_dict_get(st->props, sig);
  st->props = cmir_dict_set(p->ctx, st->props, sig, NULL);
  if (t)
    cmir_opstate_set_prop(st, "function_type", t);
  return CMIR_OK;
}

static void toy_func_print(CmirPrinter *pr, CmirOp *op) { cmir_print_function_op(pr, op); }

static const CmirType *toy_func_type(const CmirOp *f) {
  const CmirAttr *a = cmir_op_get_prop(f, "function_type");
  if (!a || a->kind != CMIR_ATTR_TYPE || a->type.type->kind != CMIR_TYPE_FUNCTION)
    return NULL;
  return a->type.type;
}

static CmirStatus toy_func_verify(CmirOp *op) {
  const CmirType *t = toy_func_type(op);
  if (!t)
    return cmir_verify_error(op, "requires a function type");
  CmirBlock *entry = cmir_op_regions(op)[0].first;
  if (cmir_verify_symbol(op, !entry))
    return CMIR_FAIL;
  if (!entry)
    return CMIR_OK;
  if (entry->nargs != t->fn.nin)
    return cmir_verify_error(op, "entry block must have %u arguments to match function signature",
                             t->fn.nin);
  for (uint32_t i = 0; i < t->fn.nin; i++)
    if (entry->args[i]->type != t->fn.types[i])
      return cmir_verify_error(op, "type of entry block argument #%u must match the signature", i);
  return CMIR_OK;
}

/* ---- toy.constant ---- */

static CmirStatus toy_constant_parse(CmirParser *p, CmirOpState *st) {
  if (cmir_parser_opt_attr_dict(p, st))
    return CMIR_FAIL;
  const char *pos = p->tok.s;
  const CmirAttr *v = cmir_parser_attr(p, NULL);
  if (!v)
    return CMIR_FAIL;
  if (v->kind != CMIR_ATTR_DENSE || v->dense.type->kind != CMIR_TYPE_TENSOR)
    return cmir_parser_error_at(p, pos, "expected a dense elements attribute of tensor type");
  cmir_opstate_set_prop(st, "value", v);
  cmir_opstate_add_result(st, v->dense.type);
  return CMIR_OK;
}

static void toy_constant_print(CmirPrinter *pr, CmirOp *op) {
  static const char *const elide[] = {"value", NULL};
  cmir_printer_attr_dict(pr, op, elide, false);
  cmir_printer_putc(pr, ' ');
  cmir_printer_attr(pr, cmir_op_get_prop(op, "value"));
}

static CmirStatus toy_constant_verify(CmirOp *op) {
  const CmirAttr *v = cmir_op_get_prop(op, "value");
  if (!v || v->kind != CMIR_ATTR_DENSE || v->dense.type->kind != CMIR_TYPE_TENSOR ||
      !is_f64(v->dense.type->shaped.elem))
    return cmir_verify_error(op, "attribute 'value' failed to satisfy constraint: 64-bit float "
                                 "elements attribute");
  if (verify_tensors(op))
    return CMIR_FAIL;
  const CmirType *rt = op->results[0].type, *at = v->dense.type;
  if (rt->kind != CMIR_TYPE_TENSOR)
    return CMIR_OK;
  if (rt->shaped.rank != at->shaped.rank)
    return cmir_verify_error(op, "result rank %u differs from the value's rank %u", rt->shaped.rank,
                             at->shaped.rank);
  for (uint32_t d = 0; d < rt->shaped.rank; d++)
    if (rt->shaped.shape[d] != at->shaped.shape[d])
      return cmir_verify_error(op,
                               "result shape differs from the value's at dimension %u: "
                               "%lld != %lld",
                               d, (long long)rt->shaped.shape[d], (long long)at->shaped.shape[d]);
  return CMIR_OK;
}

/* ---- toy.add, toy.mul: `%a, %b : type` or `: (t1, t2) -> t3` ---- */

static CmirStatus toy_binary_parse(CmirParser *p, CmirOpState *st) {
  CmirUnresolvedVec u = {0};
  CmirStatus rc = CMIR_FAIL;
  if (cmir_parser_operand_list(p, &u, false))
    goto done;
  if (u.len != 2) {
    cmir_parser_error(p, "expected 2 operands");
    goto done;
  }
  if (cmir_parser_opt_attr_dict(p, st) || cmir_parser_expect(p, TOK_COLON, "':'"))
    goto done;
  const char *tpos = p->tok.s;
  const CmirType *t = cmir_parser_type(p);
  if (!t)
    goto done;
  if (t->kind == CMIR_TYPE_FUNCTION) {
    if (t->fn.nin != 2 || t->fn.nres != 1) {
      cmir_parser_error_at(p, tpos, "expected a function type of 2 inputs and 1 result");
      goto done;
    }
    if (cmir_parser_resolve_into(p, st, &u, t->fn.types, 2))
      goto done;
    cmir_opstate_add_result(st, t->fn.types[2]);
  } else {
    if (cmir_parser_resolve_into(p, st, &u, &t, 1))
      goto done;
    cmir_opstate_add_result(st, t);
  }
  rc = CMIR_OK;
done:
  cmir_vec_free(&u);
  return rc;
}

static void toy_binary_print(CmirPrinter *pr, CmirOp *op) {
  cmir_printer_putc(pr, ' ');
  cmir_printer_values(pr, op->opnds, op->nopnds);
  cmir_printer_attr_dict(pr, op, NULL, false);
  cmir_printer_puts(pr, " : ");
  const CmirType *rt = op->results[0].type;
  bool same = true;
  for (uint32_t i = 0; i < op->nopnds; i++)
    same = same && op->opnds[i].value->type == rt;
  if (same) {
    cmir_printer_type(pr, rt);
    return;
  }
  cmir_printer_putc(pr, '(');
  cmir_printer_operand_types(pr, op->opnds, op->nopnds);
  cmir_printer_puts(pr, ") -> ");
  cmir_printer_type(pr, rt);
}

/* Two ranked shapes that differ in a static dimension. */
static bool shapes_conflict(const CmirType *a, const CmirType *b) {
  if (a->kind != CMIR_TYPE_TENSOR || b->kind != CMIR_TYPE_TENSOR)
    return false;
  if (a->shaped.rank != b->shaped.rank)
    return true;
  for (uint32_t i = 0; i < a->shaped.rank; i++)
    if (a->shaped.shape[i] != b->shaped.shape[i] && a->shaped.shape[i] != CMIR_DYNAMIC &&
        b->shaped.shape[i] != CMIR_DYNAMIC)
      return true;
  return false;
}

static CmirStatus toy_binary_verify(CmirOp *op) {
  if (verify_tensors(op))
    return CMIR_FAIL;
  const CmirType *a = op->opnds[0].value->type, *b = op->opnds[1].value->type;
  if (shapes_conflict(a, b) || shapes_conflict(a, op->results[0].type) ||
      shapes_conflict(b, op->results[0].type)) {
    char *sa = cmir_type_str(a), *sb = cmir_type_str(b);
    cmir_verify_error(op, "operand shapes differ: '%s' and '%s'", sa, sb);
    free(sa);
    free(sb);
    return CMIR_FAIL;
  }
  return CMIR_OK;
}

/* ---- toy.transpose, toy.reshape, toy.cast ---- */

static CmirStatus toy_transpose_verify(CmirOp *op) {
  if (verify_tensors(op))
    return CMIR_FAIL;
  const CmirType *in = op->opnds[0].value->type, *out = op->results[0].type;
  if (in->kind != CMIR_TYPE_TENSOR || out->kind != CMIR_TYPE_TENSOR)
    return CMIR_OK;
  bool ok = in->shaped.rank == out->shaped.rank;
  for (uint32_t i = 0; ok && i < in->shaped.rank; i++)
    ok = in->shaped.shape[i] == out->shaped.shape[in->shaped.rank - 1 - i];
  if (!ok)
    return cmir_verify_error(op, "expected result shape to be a transpose of the input");
  return CMIR_OK;
}

static CmirStatus toy_reshape_verify(CmirOp *op) {
  if (verify_tensors(op))
    return CMIR_FAIL;
  const CmirType *in = op->opnds[0].value->type, *out = op->results[0].type;
  if (!cmir_type_has_static_shape(out))
    return type_error(op, "result", 0, "statically shaped tensor of 64-bit float values", out);
  if (cmir_type_has_static_shape(in) && cmir_type_num_elements(in) != cmir_type_num_elements(out)) {
    char *si = cmir_type_str(in), *so = cmir_type_str(out);
    cmir_verify_error(op, "cannot reshape '%s' (%lld elements) into '%s' (%lld elements)", si,
                      (long long)cmir_type_num_elements(in), so,
                      (long long)cmir_type_num_elements(out));
    free(si);
    free(so);
    return CMIR_FAIL;
  }
  return CMIR_OK;
}

static CmirStatus toy_cast_verify(CmirOp *op) {
  if (verify_tensors(op))
    return CMIR_FAIL;
  if (shapes_conflict(op->opnds[0].value->type, op->results[0].type)) {
    char *a = cmir_type_str(op->opnds[0].value->type), *b = cmir_type_str(op->results[0].type);
    cmir_verify_error(op, "operand type '%s' and result type '%s' are cast incompatible", a, b);
    free(a);
    free(b);
    return CMIR_FAIL;
  }
  return CMIR_OK;
}

/* ---- toy.print, toy.generic_call, toy.return ---- */

static CmirStatus toy_print_verify(CmirOp *op) {
  const CmirType *t = op->opnds[0].value->type;
  bool memref = (t->kind == CMIR_TYPE_MEMREF || t->kind == CMIR_TYPE_UNRANKED_MEMREF) &&
                is_f64(t->shaped.elem);
  if (!cmir_toy_is_f64_tensor(t) && !memref)
    return type_error(op, "operand", 0,
                      "tensor of 64-bit float values or memref of 64-bit float values", t);
  return CMIR_OK;
}

static CmirStatus toy_generic_call_verify(CmirOp *op) {
  if (verify_tensors(op))
    return CMIR_FAIL;
  const CmirAttr *callee = cmir_op_get_prop(op, "callee");
  if (!callee || callee->kind != CMIR_ATTR_SYMREF)
    return cmir_verify_error(op, "requires attribute 'callee'");
  CmirOp *f = cmir_symbol_lookup(op, callee);
  const char *name = callee->sym.names[callee->sym.n - 1]->str;
  if (!f || !cmir_op_isa(f, CMIR_OP_TOY_FUNC))
    return cmir_verify_error(op, "'%s' does not reference a valid toy.func", name);
  const CmirType *t = toy_func_type(f);
  if (t && t->fn.nin != op->nopnds)
    return cmir_verify_error(op, "calls '%s' with %u arguments, but it takes %u", name, op->nopnds,
                             t->fn.nin);
  if (t && t->fn.nres != 1)
    return cmir_verify_error(op, "calls '%s', which returns no value", name);
  return CMIR_OK;
}

static CmirStatus toy_return_verify(CmirOp *op) {
  CmirOp *f = cmir_op_parent(op);
  if (!f || !cmir_op_isa(f, CMIR_OP_TOY_FUNC))
    return cmir_verify_error(op, "expects parent op 'toy.func'");
  if (op->nopnds > 1)
    return cmir_verify_error(op, "expects at most 1 return operand");
  if (verify_tensors(op))
    return CMIR_FAIL;
  const CmirType *t = toy_func_type(f);
  if (!t)
    return CMIR_OK;
  if (op->nopnds != t->fn.nres)
    return cmir_verify_error(op, "returns %u values, but the enclosing function returns %u",
                             op->nopnds, t->fn.nres);
  if (op->nopnds) {
    const CmirType *a = op->opnds[0].value->type, *b = t->fn.types[t->fn.nin];
    if (a != b && a->kind != CMIR_TYPE_UNRANKED_TENSOR && b->kind != CMIR_TYPE_UNRANKED_TENSOR) {
      char *sa = cmir_type_str(a), *sb = cmir_type_str(b);
      cmir_verify_error(op,
                        "type of return operand ('%s') doesn't match function result type "
                        "('%s')",
                        sa, sb);
      free(sa);
      free(sb);
      return CMIR_FAIL;
    }
  }
  return CMIR_OK;
}

static const CmirOpDef toy_ops[] = {
#define OP(x, nm, ...) {.id = CMIR_OP_##x, .name = nm, __VA_ARGS__},
#include "dialect/toy/ops.h"
#undef OP
};

void cmir_toy_register(CmirContext *ctx) {
  cmir_register_dialect(ctx, "toy", toy_ops, sizeof toy_ops / sizeof toy_ops[0]);
}
