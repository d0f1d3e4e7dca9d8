/* convert-vector-to-scf: vector.print of a vector becomes loops that print
 * its lanes one by one between the runtime's punctuation, as MLIR 19's
 * PrintOpLowering does after its folds: a vector of rank other than 1 is
 * flattened with vector.shape_cast, integers narrower than 8 bits or of an
 * odd width are extended (i1 zero-extended), then per dimension
 * `vector.print punctuation <open>`, an scf.for over the dimension whose
 * body prints a comma after every lane but the last (arith.cmpi ult and
 * scf.if), `vector.print punctuation <close>`; the innermost body extracts
 * the lane at the flattened index and prints it without punctuation. The
 * index constants go to the start of the function's entry block, each made
 * once, in the order they are first needed (MLIR's folder, which hoists
 * them, visits them newest first and puts each at the start of the block;
 * its order differs when the function already has constants of its own).
 * Transfers are not lowered yet. */
#include "conversion/llvm_common.h"
#include "dialect/dialects.h"

#include <stdlib.h>

/* The index constants made in one function's entry block. */
typedef struct Consts {
  CmirBlock *entry;
  uint32_t n, cap;
  int64_t *val;
  CmirValue **v;
} Consts;

/* Where new ops go: before `before`, or at the end of `blk`. */
typedef struct Where {
  CmirBlock *blk;
  CmirOp *before;
} Where;

static void go(CmirRewriter *rw, const Where *w) {
  if (w->before)
    cmir_rw_set_before(rw, w->before);
  else
    cmir_rw_set_end(rw, w->blk);
}

static CmirValue *index_const(CmirRewriter *rw, Consts *cs, const Where *w, CmirLoc loc,
                              int64_t k) {
  for (uint32_t i = 0; i < cs->n; i++)
    if (cs->val[i] == k)
      return cs->v[i];
  CmirContext *ctx = cmir_rw_context(rw);
  const CmirType *idx = cmir_type_index(ctx);
  CmirNamedAttr p = {cmir_ident(ctx, "value"), cmir_attr_int(ctx, idx, k)};
  if (cs->n)
    cmir_rw_set_after(rw, cmir_value_def(cs->v[cs->n - 1]));
  else
    cmir_rw_set_start(rw, cs->entry);
  CmirValue *v =
      &cmir_rw_create(rw, CMIR_OP_ARITH_CONSTANT, loc, 0, NULL, 1, &idx, 1, &p)->results[0];
  go(rw, w);
  if (cs->n == cs->cap) {
    cs->cap = cs->cap ? 2 * cs->cap : 8;
    cs->val = cmir_xrealloc(cs->val, cs->cap * sizeof *cs->val);
    cs->v = cmir_xrealloc(cs->v, cs->cap * sizeof *cs->v);
  }
  cs->val[cs->n] = k;
  cs->v[cs->n++] = v;
  return v;
}

static CmirOp *print_punct(CmirRewriter *rw, CmirLoc loc, uint64_t p, CmirValue *v) {
  CmirContext *ctx = cmir_rw_context(rw);
  CmirNamedAttr a = {cmir_ident(ctx, "punctuation"),
                     cmir_attr_enum(ctx, &cmir_vector_punctuation, p)};
  return cmir_rw_create(rw, CMIR_OP_VECTOR_PRINT, loc, v ? 1 : 0, v ? &v : NULL, 0, NULL, 1, &a);
}

static CmirOp *yield(CmirRewriter *rw, CmirLoc loc) {
  return cmir_rw_create(rw, CMIR_OP_SCF_YIELD, loc, 0, NULL, 0, NULL, 0, NULL);
}

/* scf.for lb to ub step s with an empty body (just its yield). */
static CmirOp *for_op(CmirRewriter *rw, CmirLoc loc, CmirValue *lb, CmirValue *ub, CmirValue *s,
                      CmirBlock **body) {
  CmirContext *ctx = cmir_rw_context(rw);
  CmirOpState st;
  cmir_opstate_init(&st, ctx, cmir_op_info_by_id(ctx, CMIR_OP_SCF_FOR), loc);
  cmir_opstate_add_operand(&st, lb);
  cmir_opstate_add_operand(&st, ub);
  cmir_opstate_add_operand(&st, s);
  cmir_opstate_add_region(&st);
  CmirOp *f = cmir_rw_insert(rw, &st);
  const CmirType *idx = cmir_type_index(ctx);
  *body = cmir_rw_create_block(rw, &cmir_op_regions(f)[0], NULL, 1, &idx, loc);
  cmir_rw_set_end(rw, *body);
  yield(rw, loc);
  return f;
}

/* `scf.if %c { vector.print punctuation <comma> }` at the current point. */
static void comma_if(CmirRewriter *rw, CmirLoc loc, CmirValue *c) {
  CmirContext *ctx = cmir_rw_context(rw);
  CmirOpState st;
  cmir_opstate_init(&st, ctx, cmir_op_info_by_id(ctx, CMIR_OP_SCF_IF), loc);
  cmir_opstate_add_operand(&st, c);
  cmir_opstate_add_region(&st);
  cmir_opstate_add_region(&st);
  CmirOp *f = cmir_rw_insert(rw, &st);
  CmirBlock *b = cmir_rw_create_block(rw, &cmir_op_regions(f)[0], NULL, 0, NULL, loc);
  cmir_rw_set_end(rw, b);
  print_punct(rw, loc, 2, NULL);
  yield(rw, loc);
}

static CmirBlock *entry_of(CmirOp *op) {
  CmirOp *f = op;
  while (f && !(cmir_op_traits(f) & CMIR_TRAIT_ISOLATED))
    f = cmir_op_parent(f);
  return f && f->nregions ? cmir_op_regions(f)[0].first : NULL;
}

static CmirStatus print(CmirRewriter *rw, CmirOp *op, CmirValue *const *opnds, void *user) {
  Consts *cs = user;
  CmirContext *ctx = cmir_rw_context(rw);
  if (!op->nopnds || op->opnds[0].value->type->kind != CMIR_TYPE_VECTOR)
    return CMIR_FAIL;
  const CmirType *t = op->opnds[0].value->type, *e = t->shaped.elem;
  CmirBlock *entry = entry_of(op);
  if (!entry || t->shaped.scalable ||
      (e->kind == CMIR_TYPE_INTEGER && e->integer.sign != CMIR_SIGNLESS))
    return CMIR_FAIL;
  if (cs->entry != entry) {
    cs->entry = entry;
    cs->n = 0;
  }
  CmirLoc loc = op->loc;
  Where top = {op->block, op};
  go(rw, &top);
  CmirValue *v = opnds[0];
  if (e->kind == CMIR_TYPE_INTEGER) {
    uint32_t w = e->integer.width, legal = 8;
    while (legal < w)
      legal *= 2;
    if (legal != w) {
      const CmirType *le = cmir_type_int(ctx, legal, CMIR_SIGNLESS);
      const CmirType *lt = cmir_type_vector(ctx, t->shaped.rank, t->shaped.shape, NULL, le);
      unsigned ext = w == 1 ? CMIR_OP_ARITH_EXTUI : CMIR_OP_ARITH_EXTSI;
      v = &cmir_rw_create(rw, ext, loc, 1, &v, 1, &lt, 0, NULL)->results[0];
      t = lt;
      e = le;
    }
  }
  uint32_t rank = t->shaped.rank ? t->shaped.rank : 1;
  int64_t one = 1;
  const int64_t *shape = t->shaped.rank ? t->shaped.shape : &one;
  if (t->shaped.rank != 1) {
    int64_t flat = cmir_type_num_elements(t);
    const CmirType *ft = cmir_type_vector(ctx, 1, &flat, NULL, e);
    v = &cmir_rw_create(rw, CMIR_OP_VECTOR_SHAPE_CAST, loc, 1, &v, 1, &ft, 0, NULL)->results[0];
  }
  if (rank > 64)
    return CMIR_FAIL;
  CmirValue *ivs[64];
  CmirOp *first_close = NULL;
  Where w = top;
  for (uint32_t d = 0; d < rank; d++) {
    CmirValue *lb = index_const(rw, cs, &w, loc, 0);
    CmirValue *ub = index_const(rw, cs, &w, loc, shape[d]);
    CmirValue *st = index_const(rw, cs, &w, loc, 1);
    CmirValue *last = index_const(rw, cs, &w, loc, shape[d] - 1);
    print_punct(rw, loc, 3, NULL);
    CmirBlock *body;
    CmirOp *loop = for_op(rw, loc, lb, ub, st, &body);
    w.blk = loop->block;
    w.before = loop->next;
    go(rw, &w);
    CmirOp *close = print_punct(rw, loc, 4, NULL);
    if (!first_close)
      first_close = close;
    ivs[d] = body->args[0];
    /* the comma test at the start of the body */
    w.blk = body;
    w.before = body->first;
    go(rw, &w);
    const CmirType *i1 = cmir_type_int(ctx, 1, CMIR_SIGNLESS);
    CmirValue *ops[2] = {ivs[d], last};
    CmirNamedAttr pp = {cmir_ident(ctx, "predicate"), cmir_attr_int(ctx, ctx->i64, 6 /* ult */)};
    CmirOp *cmp = cmir_rw_create(rw, CMIR_OP_ARITH_CMPI, loc, 2, ops, 1, &i1, 1, &pp);
    comma_if(rw, loc, &cmp->results[0]);
    /* what comes next goes before the comparison */
    w.blk = body;
    w.before = cmp;
    go(rw, &w);
  }
  /* the flattened index: inner index + outer * stride, constants folded */
  CmirValue *flat = NULL;
  int64_t stride = 1;
  const CmirType *idx = cmir_type_index(ctx);
  CmirNamedAttr of = {cmir_ident(ctx, "overflowFlags"),
                      cmir_attr_enum(ctx, &cmir_arith_overflow, 0)};
  for (uint32_t d = rank; d-- > 0;) {
    CmirValue *ix = ivs[d];
    if (stride != 1) {
      CmirValue *sc = index_const(rw, cs, &w, loc, stride);
      CmirValue *ops[2] = {ivs[d], sc};
      ix = &cmir_rw_create(rw, CMIR_OP_ARITH_MULI, loc, 2, ops, 1, &idx, 1, &of)->results[0];
    }
    if (flat) {
      CmirValue *ops[2] = {flat, ix};
      flat = &cmir_rw_create(rw, CMIR_OP_ARITH_ADDI, loc, 2, ops, 1, &idx, 1, &of)->results[0];
    } else {
      flat = ix;
    }
    stride *= shape[d];
  }
  CmirValue *eops[2] = {v, flat};
  CmirValue *lane =
      &cmir_rw_create(rw, CMIR_OP_VECTOR_EXTRACTELEMENT, loc, 2, eops, 1, &e, 0, NULL)->results[0];
  print_punct(rw, loc, 0, lane);
  cmir_rw_set_after(rw, first_close);
  const CmirAttr *pa = cmir_op_get_prop(op, "punctuation");
  print_punct(rw, loc, pa ? pa->en.value : 1, NULL);
  cmir_rw_erase_op(rw, op);
  return CMIR_OK;
}

/* vector.print of a scalar, or of nothing, is legal. */
static bool print_legal(CmirOp *op, void *user) {
  (void)user;
  return !op->nopnds || op->opnds[0].value->type->kind != CMIR_TYPE_VECTOR;
}

CmirStatus cmir_pass_convert_vector_to_scf(CmirOp *module, const char *options) {
  CmirContext *ctx = cmir_op_context(module);
  const char *p = options;
  CmirPassOption opt;
  while (cmir_pass_option_next(&p, &opt)) {
    bool b;
    if (cmir_pass_option_is(&opt, "full-unroll") || cmir_pass_option_is(&opt, "lower-tensors")) {
      if (cmir_pass_option_bool(ctx, &opt, &b))
        return CMIR_FAIL;
    } else if (!cmir_pass_option_is(&opt, "target-rank")) {
      return cmir_pass_option_unknown(ctx, &opt);
    }
  }
  Consts cs = {0};
  CmirPattern pat = {CMIR_OP_VECTOR_PRINT, print, &cs, NULL, NULL};
  CmirConvTarget *t = cmir_cv_target_create(ctx);
  cmir_cv_target_set_op(t, CMIR_OP_VECTOR_PRINT, CMIR_LEGALITY_DYNAMIC, print_legal, NULL);
  CmirStatus rc = cmir_cv_apply(module, t, &pat, 1, CMIR_CONVERSION_PARTIAL);
  cmir_cv_target_destroy(t);
  free(cs.val);
  free(cs.v);
  return rc;
}
