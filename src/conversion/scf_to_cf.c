/* convert-scf-to-cf: structured control flow to a CFG of cf branches
 * (MLIR's SCFToControlFlow). scf.for, scf.if, scf.while (with the
 * do-while shortcut), scf.execute_region and scf.index_switch are
 * lowered with the same block order and op order as MLIR 19, so the
 * output numbers values and blocks alike. One difference: scf.index_switch
 * switches on the index cast to i64, not to i32 as MLIR 19 does, which
 * matches the wrong case for an index beyond 32 bits
 * (docs/mlir19-findings.md). scf.parallel becomes a nest of scf.for
 * first, as in MLIR. scf.forall is not lowered (MLIR 19 makes it an
 * scf.parallel first; here it stays illegal and the conversion fails). */
#include "transforms/conversion.h"

#include <stdlib.h>
#ifdef CMIR_PLANTED_BUGS
#include "fuzz/planted.h"
#endif

static CmirOp *create(CmirRewriter *rw, unsigned name, CmirLoc loc, uint32_t n,
                      CmirValue *const *opnds, uint32_t nres, const CmirType *const *rtypes) {
  return cmir_rw_create(rw, name, loc, n, opnds, nres, rtypes, 0, NULL);
}

static CmirOp *br(CmirRewriter *rw, CmirLoc loc, CmirBlock *dest, uint32_t n,
                  CmirValue *const *args) {
  CmirContext *ctx = cmir_rw_context(rw);
  CmirOpState st;
  cmir_opstate_init(&st, ctx, cmir_op_info_by_id(ctx, CMIR_OP_CF_BR), loc);
  for (uint32_t i = 0; i < n; i++)
    cmir_opstate_add_operand(&st, args[i]);
  cmir_opstate_add_successor(&st, dest);
  return cmir_rw_insert(rw, &st);
}

static CmirOp *cond_br(CmirRewriter *rw, CmirLoc loc, CmirValue *cond, CmirBlock *t, uint32_t nt,
                       CmirValue *const *targs, CmirBlock *f) {
  CmirContext *ctx = cmir_rw_context(rw);
  CmirOpState st;
  cmir_opstate_init(&st, ctx, cmir_op_info_by_id(ctx, CMIR_OP_CF_COND_BR), loc);
  cmir_opstate_add_operand(&st, cond);
  for (uint32_t i = 0; i < nt; i++)
    cmir_opstate_add_operand(&st, targs[i]);
  cmir_opstate_add_successor(&st, t);
  cmir_opstate_add_successor(&st, f);
  uint32_t seg[3] = {1, nt, 0};
  cmir_opstate_finalize_props(&st, seg, 3);
  return cmir_rw_insert(rw, &st);
}

static CmirOp *terminator(CmirBlock *b) { return b->last; }

/* Discardable attributes of the llvm dialect (llvm.loop_annotation...). */
static const CmirAttr *llvm_attrs(CmirContext *ctx, CmirOp *op) {
  const CmirAttr *d = NULL;
  for (uint32_t i = 0; op->attrs && i < op->attrs->dict.n; i++) {
    const CmirNamedAttr *e = &op->attrs->dict.entries[i];
    if (!strncmp(e->name->str, "llvm.", 5))
      d = cmir_dict_set(ctx, d, e->name, e->value);
  }
  return d;
}

static CmirStatus for_op(CmirRewriter *rw, CmirOp *op, CmirValue *const *opnds, void *user) {
  (void)user;
  CmirContext *ctx = cmir_rw_context(rw);
  CmirLoc loc = op->loc;
  CmirBlock *init = op->block;
  CmirBlock *end = cmir_rw_split_block(rw, init, op);
  CmirRegion *body = &cmir_op_regions(op)[0];
  CmirBlock *cond = body->first;
  CmirBlock *first_body = cmir_rw_split_block(rw, cond, cond->first);
  CmirBlock *last_body = body->last;
  cmir_rw_inline_region_before(rw, body, init->parent, end);
  CmirValue *iv = cond->args[0];

  CmirOp *term = terminator(last_body);
  cmir_rw_set_end(rw, last_body);
  CmirValue *step_ops[2] = {iv, opnds[2]};
  CmirValue *stepped = &create(rw, CMIR_OP_ARITH_ADDI, loc, 2, step_ops, 1, &iv->type)->results[0];
  uint32_t n = 1 + term->nopnds;
  CmirValue **carried = cmir_xmalloc(sizeof *carried * (n + op->nopnds));
  carried[0] = stepped;
  for (uint32_t i = 0; i < term->nopnds; i++)
    carried[1 + i] = term->opnds[i].value;
  br(rw, loc, cond, n, carried);
  cmir_rw_erase_op(rw, term);

  cmir_rw_set_end(rw, init);
  carried[0] = opnds[0];
  for (uint32_t i = 3; i < op->nopnds; i++)
    carried[i - 2] = opnds[i];
  br(rw, loc, cond, op->nopnds - 2, carried);

  cmir_rw_set_end(rw, cond);
  CmirValue *cmp_ops[2] = {iv, opnds[1]};
  int64_t slt = 2;
#ifdef CMIR_PLANTED_BUGS
  if (cmir_planted("scf-for-bound"))
    slt = 3; /* sle */
#endif
  CmirNamedAttr pred = {cmir_ident(ctx, "predicate"), cmir_attr_int(ctx, ctx->i64, slt)};
  CmirOp *cmp = cmir_rw_create(rw, CMIR_OP_ARITH_CMPI, loc, 2, cmp_ops, 1, &ctx->i1, 1, &pred);
  CmirOp *cb = cond_br(rw, loc, &cmp->results[0], first_body, 0, NULL, end);
  const CmirAttr *la = llvm_attrs(ctx, op);
  if (la)
    cb->attrs = la;
  for (uint32_t i = 0; i < op->nresults; i++)
    carried[i] = cond->args[1 + i];
  cmir_rw_replace_op(rw, op, carried);
  free(carried);
  return CMIR_OK;
}

/* Moves a region before dest after turning its yield into a branch there. */
static CmirBlock *inline_yielding(CmirRewriter *rw, CmirRegion *r, CmirBlock *dest, CmirLoc loc) {
  CmirBlock *first = r->first;
  CmirOp *y = terminator(r->last);
  cmir_rw_set_end(rw, r->last);
  CmirValue **args = cmir_xmalloc(sizeof *args * (y->nopnds + 1));
  for (uint32_t i = 0; i < y->nopnds; i++)
    args[i] = y->opnds[i].value;
  br(rw, loc, dest, y->nopnds, args);
  free(args);
  cmir_rw_erase_op(rw, y);
  cmir_rw_inline_region_before(rw, r, dest->parent, dest);
  return first;
}

static CmirStatus if_op(CmirRewriter *rw, CmirOp *op, CmirValue *const *opnds, void *user) {
  (void)user;
  CmirLoc loc = op->loc;
  CmirBlock *cond = op->block;
  CmirBlock *rest = cmir_rw_split_block(rw, cond, op);
  CmirBlock *cont = rest;
  if (op->nresults) {
    const CmirType **types = cmir_xmalloc(sizeof *types * op->nresults);
    for (uint32_t i = 0; i < op->nresults; i++)
      types[i] = op->results[i].type;
    cont = cmir_rw_create_block(rw, rest->parent, rest, op->nresults, types, loc);
    free(types);
    cmir_rw_set_end(rw, cont);
    br(rw, loc, rest, 0, NULL);
  }
  CmirBlock *then_b = inline_yielding(rw, &cmir_op_regions(op)[0], cont, loc);
  CmirBlock *else_b = cont;
  if (cmir_op_regions(op)[1].first)
    else_b = inline_yielding(rw, &cmir_op_regions(op)[1], cont, loc);
  cmir_rw_set_end(rw, cond);
  cond_br(rw, loc, opnds[0], then_b, 0, NULL, else_b);
  cmir_rw_replace_op(rw, op, cont->args);
  return CMIR_OK;
}

static CmirStatus execute_region(CmirRewriter *rw, CmirOp *op, CmirValue *const *opnds,
                                 void *user) {
  (void)opnds, (void)user;
  CmirLoc loc = op->loc;
  CmirBlock *cond = op->block;
  CmirBlock *rest = cmir_rw_split_block(rw, cond, op);
  CmirRegion *r = &cmir_op_regions(op)[0];
  cmir_rw_set_end(rw, cond);
  br(rw, loc, r->first, 0, NULL);
  for (CmirBlock *b = r->first; b; b = b->next) {
    CmirOp *t = terminator(b);
    if (!t || !cmir_op_isa(t, CMIR_OP_SCF_YIELD))
      continue;
    cmir_rw_set_end(rw, b);
    CmirValue **args = cmir_xmalloc(sizeof *args * (t->nopnds + 1));
    for (uint32_t i = 0; i < t->nopnds; i++)
      args[i] = t->opnds[i].value;
    br(rw, loc, rest, t->nopnds, args);
    free(args);
    cmir_rw_erase_op(rw, t);
  }
  cmir_rw_inline_region_before(rw, r, rest->parent, rest);
  for (uint32_t i = 0; i < op->nresults; i++) {
    cmir_block_add_arg(rest, op->results[i].type);
    if (cmir_loc_known(op->loc))
      cmir_block_set_arg_loc(rest, i, op->loc);
  }
  cmir_rw_replace_op(rw, op, rest->args);
  return CMIR_OK;
}

/* The after region only forwards its arguments: loop on the before region. */
static CmirStatus do_while(CmirRewriter *rw, CmirOp *op, CmirValue *const *opnds, void *user) {
  (void)user;
  CmirBlock *after = cmir_op_regions(op)[1].first;
  CmirOp *y = after ? after->first : NULL;
  if (!y || y != after->last || !cmir_op_isa(y, CMIR_OP_SCF_YIELD) || y->nopnds != after->nargs)
    return CMIR_FAIL;
  for (uint32_t i = 0; i < y->nopnds; i++)
    if (y->opnds[i].value != after->args[i])
      return CMIR_FAIL;
  CmirLoc loc = op->loc;
  CmirBlock *cur = op->block;
  CmirBlock *cont = cmir_rw_split_block(rw, cur, op);
  CmirBlock *before = cmir_op_regions(op)[0].first;
  cmir_rw_inline_region_before(rw, &cmir_op_regions(op)[0], cur->parent, cont);
  cmir_rw_set_end(rw, cur);
  br(rw, loc, before, op->nopnds, opnds);
  CmirOp *c = terminator(before);
  uint32_t nargs = c->nopnds - 1;
  CmirValue **args = cmir_xmalloc(sizeof *args * (nargs + 1));
  for (uint32_t i = 0; i < nargs; i++)
    args[i] = c->opnds[1 + i].value;
  cmir_rw_set_end(rw, before);
  cond_br(rw, c->loc, c->opnds[0].value, before, nargs, args, cont);
  cmir_rw_erase_op(rw, c);
  cmir_rw_replace_op(rw, op, args);
  free(args);
  return CMIR_OK;
}

static CmirStatus while_op(CmirRewriter *rw, CmirOp *op, CmirValue *const *opnds, void *user) {
  (void)user;
  CmirLoc loc = op->loc;
  CmirBlock *cur = op->block;
  CmirBlock *cont = cmir_rw_split_block(rw, cur, op);
  CmirBlock *after = cmir_op_regions(op)[1].first;
  CmirBlock *before = cmir_op_regions(op)[0].first;
  cmir_rw_inline_region_before(rw, &cmir_op_regions(op)[1], cur->parent, cont);
  cmir_rw_inline_region_before(rw, &cmir_op_regions(op)[0], cur->parent, after);
  cmir_rw_set_end(rw, cur);
  br(rw, loc, before, op->nopnds, opnds);
  CmirOp *c = terminator(before);
  uint32_t nargs = c->nopnds - 1;
  CmirValue **args = cmir_xmalloc(sizeof *args * (nargs + 1));
  for (uint32_t i = 0; i < nargs; i++)
    args[i] = c->opnds[1 + i].value;
  cmir_rw_set_end(rw, before);
  cond_br(rw, c->loc, c->opnds[0].value, after, nargs, args, cont);
  cmir_rw_erase_op(rw, c);
  CmirOp *y = terminator(after);
  cmir_rw_set_end(rw, after);
  CmirValue **yargs = cmir_xmalloc(sizeof *yargs * (y->nopnds + 1));
  for (uint32_t i = 0; i < y->nopnds; i++)
    yargs[i] = y->opnds[i].value;
  br(rw, y->loc, before, y->nopnds, yargs);
  free(yargs);
  cmir_rw_erase_op(rw, y);
  cmir_rw_replace_op(rw, op, args);
  free(args);
  return CMIR_OK;
}

static CmirStatus index_switch(CmirRewriter *rw, CmirOp *op, CmirValue *const *opnds, void *user) {
  (void)user;
  CmirContext *ctx = cmir_rw_context(rw);
  CmirLoc loc = op->loc;
  CmirBlock *cond = op->block;
  CmirBlock *cont = cmir_rw_split_block(rw, cond, op);
  for (uint32_t i = 0; i < op->nresults; i++) {
    cmir_block_add_arg(cont, op->results[i].type);
    if (cmir_loc_known(op->loc))
      cmir_block_set_arg_loc(cont, i, op->loc);
  }
  uint32_t ncases = op->nregions - 1;
  CmirBlock **succ = cmir_xmalloc(sizeof *succ * (ncases + 1));
  for (uint32_t i = 0; i < ncases; i++)
    succ[i] = inline_yielding(rw, &cmir_op_regions(op)[1 + i], cont, loc);
  CmirBlock *dflt = inline_yielding(rw, &cmir_op_regions(op)[0], cont, loc);
  cmir_rw_set_end(rw, cond);
  CmirValue *flag = &create(rw, CMIR_OP_ARITH_INDEX_CAST, loc, 1, opnds, 1, &ctx->i64)->results[0];
  CmirOpState st;
  cmir_opstate_init(&st, ctx, cmir_op_info_by_id(ctx, CMIR_OP_CF_SWITCH), loc);
  cmir_opstate_add_operand(&st, flag);
  cmir_opstate_add_successor(&st, dflt);
  for (uint32_t i = 0; i < ncases; i++)
    cmir_opstate_add_successor(&st, succ[i]);
  const CmirAttr *cases = cmir_op_get_prop(op, "cases");
  if (ncases) {
    int64_t *vals = cmir_xmalloc(sizeof *vals * ncases);
    bool splat = true;
    for (uint32_t i = 0; i < ncases; i++) {
      vals[i] = ((const int64_t *)cases->darr.data)[i];
      splat = splat && vals[i] == vals[0];
    }
    int64_t shape = ncases;
    const CmirType *vt = cmir_type_vector(ctx, 1, &shape, NULL, ctx->i64);
    cmir_opstate_set_prop(&st, "case_values",
                          cmir_attr_dense(ctx, vt, vals, (splat ? 1 : ncases) * 8, splat));
    free(vals);
  }
  int32_t *segs = cmir_xcalloc(ncases + 1, sizeof *segs);
  cmir_opstate_set_prop(&st, "case_operand_segments", cmir_attr_dense_i32_array(ctx, ncases, segs));
  free(segs);
  uint32_t seg[3] = {1, 0, 0};
  cmir_opstate_finalize_props(&st, seg, 3);
  cmir_rw_insert(rw, &st);
  free(succ);
  cmir_rw_replace_op(rw, op, cont->args);
  return CMIR_OK;
}

/* scf.parallel: a nest of scf.for, outermost first, carrying the
 * reductions' values down as iter_args; the body and then each
 * reduction's block go into the innermost loop, which yields the
 * reductions' results (MLIR's ParallelLowering). The new loops are
 * lowered in turn. */
static CmirStatus parallel_op(CmirRewriter *rw, CmirOp *op, CmirValue *const *opnds, void *user) {
  (void)user;
  CmirContext *ctx = cmir_rw_context(rw);
  CmirLoc loc = op->loc;
  CmirBlock *pbody = cmir_op_regions(op)[0].first;
  CmirOp *red = pbody ? pbody->last : NULL;
  uint32_t gs[4], gn[4];
  for (uint32_t g = 0; g < 4; g++)
    cmir_op_operand_group(op, g, &gs[g], &gn[g]);
  uint32_t nloops = gn[2], ninit = gn[3];
  if (!red || !cmir_op_isa(red, CMIR_OP_SCF_REDUCE) || !nloops || red->nregions != ninit ||
      op->nresults != ninit || pbody->nargs != nloops)
    return CMIR_FAIL;
  CmirValue **iter = cmir_xmalloc(sizeof *iter * (ninit + 1));
  CmirValue **results = cmir_xmalloc(sizeof *results * (ninit + 1));
  CmirValue **ivs = cmir_xmalloc(sizeof *ivs * nloops);
  const CmirType **types = cmir_xmalloc(sizeof *types * (ninit + 1));
  types[0] = ctx->index;
  for (uint32_t i = 0; i < ninit; i++) {
    iter[i] = results[i] = opnds[gs[3] + i];
    types[1 + i] = op->results[i].type;
  }
  CmirBlock *prev = NULL, *inner = NULL;
  cmir_rw_set_before(rw, op);
  for (uint32_t k = 0; k < nloops; k++) {
    CmirOpState fs;
    cmir_opstate_init(&fs, ctx, cmir_op_info_by_id(ctx, CMIR_OP_SCF_FOR), loc);
    cmir_opstate_add_operand(&fs, opnds[gs[0] + k]);
    cmir_opstate_add_operand(&fs, opnds[gs[1] + k]);
    cmir_opstate_add_operand(&fs, opnds[gs[2] + k]);
    for (uint32_t i = 0; i < ninit; i++) {
      cmir_opstate_add_operand(&fs, iter[i]);
      cmir_opstate_add_result(&fs, types[1 + i]);
    }
    cmir_opstate_add_region(&fs);
    cmir_opstate_finalize_props(&fs, NULL, 0);
    CmirOp *f = cmir_rw_insert(rw, &fs);
    inner = cmir_rw_create_block(rw, &cmir_op_regions(f)[0], NULL, 1 + ninit, types, loc);
    ivs[k] = inner->args[0];
    for (uint32_t i = 0; i < ninit; i++)
      iter[i] = inner->args[1 + i];
    if (!prev) {
      for (uint32_t i = 0; i < ninit; i++)
        results[i] = &f->results[i];
    } else {
      CmirValue **fr = cmir_xmalloc(sizeof *fr * (ninit + 1));
      for (uint32_t i = 0; i < ninit; i++)
        fr[i] = &f->results[i];
      create(rw, CMIR_OP_SCF_YIELD, loc, ninit, fr, 0, NULL);
      free(fr);
    }
    prev = inner;
    cmir_rw_set_end(rw, inner);
  }
  /* The reduce's operands and the values its blocks return, before the
   * blocks move. */
  CmirValue **redv = cmir_xmalloc(sizeof *redv * (ninit + 1));
  CmirValue **yv = cmir_xmalloc(sizeof *yv * (ninit + 1));
  CmirBlock **rb = cmir_xmalloc(sizeof *rb * (ninit + 1));
  for (uint32_t i = 0; i < ninit; i++) {
    redv[i] = red->opnds[i].value;
    rb[i] = cmir_op_regions(red)[i].first;
    yv[i] = rb[i]->last->opnds[0].value;
  }
  cmir_rw_merge_blocks(rw, pbody, inner, ivs);
  for (uint32_t i = 0; i < ninit; i++) {
    CmirOp *ret = rb[i]->last;
    CmirValue *args[2] = {iter[i], redv[i]};
    cmir_rw_merge_blocks(rw, rb[i], inner, args);
    cmir_rw_erase_op(rw, ret);
  }
  cmir_rw_erase_op(rw, red);
  cmir_rw_set_end(rw, inner);
  create(rw, CMIR_OP_SCF_YIELD, loc, ninit, yv, 0, NULL);
  cmir_rw_replace_op(rw, op, results);
  free(iter);
  free(results);
  free(ivs);
  free(types);
  free(redv);
  free(yv);
  free(rb);
  return CMIR_OK;
}

static const CmirPattern patterns[] = {
    {CMIR_OP_SCF_FOR, for_op, NULL, NULL, NULL},
    {CMIR_OP_SCF_IF, if_op, NULL, NULL, NULL},
    {CMIR_OP_SCF_EXECUTE_REGION, execute_region, NULL, NULL, NULL},
    {CMIR_OP_SCF_WHILE, do_while, NULL, NULL, NULL},
    {CMIR_OP_SCF_WHILE, while_op, NULL, NULL, NULL},
    {CMIR_OP_SCF_INDEX_SWITCH, index_switch, NULL, NULL, NULL},
    {CMIR_OP_SCF_PARALLEL, parallel_op, NULL, NULL, NULL},
};

static bool always(CmirOp *op, void *user) {
  (void)op, (void)user;
  return true;
}

CmirStatus cmir_scf_parallel_to_for(CmirOp *module) {
  CmirContext *ctx = cmir_op_context(module);
  CmirConvTarget *t = cmir_cv_target_create(ctx);
  cmir_cv_target_set_op(t, CMIR_OP_SCF_PARALLEL, CMIR_LEGALITY_ILLEGAL, NULL, NULL);
  cmir_cv_target_set_unknown(t, always, NULL);
  static const CmirPattern parallel[] = {{CMIR_OP_SCF_PARALLEL, parallel_op, NULL, NULL, NULL}};
  CmirStatus rc = cmir_cv_apply(module, t, parallel, 1, CMIR_CONVERSION_PARTIAL);
  cmir_cv_target_destroy(t);
  return rc;
}

CmirStatus cmir_pass_convert_scf_to_cf(CmirOp *module, const char *options) {
  CmirContext *ctx = cmir_op_context(module);
  if (options && *options) {
    CmirLoc none = {0};
    const char *e = options;
    while (*e && *e != '=' && *e != ' ')
      e++;
    return cmir_error(ctx, none, "<Pass-Options-Parser>: no such option %.*s", (int)(e - options),
                      options);
  }
  CmirConvTarget *t = cmir_cv_target_create(ctx);
  static const CmirOpId illegal[] = {CMIR_OP_SCF_FOR, CMIR_OP_SCF_IF, CMIR_OP_SCF_INDEX_SWITCH,
                                      CMIR_OP_SCF_WHILE, CMIR_OP_SCF_EXECUTE_REGION,
                                      CMIR_OP_SCF_PARALLEL};
  for (size_t i = 0; i < sizeof illegal / sizeof illegal[0]; i++)
    cmir_cv_target_set_op(t, illegal[i], CMIR_LEGALITY_ILLEGAL, NULL, NULL);
  cmir_cv_target_set_op_name(t, "scf.forall", CMIR_LEGALITY_ILLEGAL, NULL, NULL);
  cmir_cv_target_set_unknown(t, always, NULL);
  CmirStatus rc = cmir_cv_apply(module, t, patterns, sizeof patterns / sizeof patterns[0],
                                CMIR_CONVERSION_PARTIAL);
  cmir_cv_target_destroy(t);
  return rc;
}
