/* scf-for-loop-specialization and scf-parallel-loop-specialization: MLIR
 * 19's versioning of loops whose upper bounds are affine.min ops with a
 * constant among their results, for unrolling.
 *
 * Each such loop (post-order; an scf.parallel only when every upper bound
 * qualifies) is replaced by scf.if (ub == c for every bound, the smallest
 * constant c of its affine.min, and-ed in order) whose then branch is a copy
 * of the loop with each such bound replaced by c everywhere in the copy, and
 * whose else branch is the loop unchanged. Loops with results are left
 * alone (MLIR would erase a loop whose results are still used). */
#include "dialect/dialects.h"
#include "transforms/transforms.h"

#include <stdint.h>
#include <stdlib.h>

typedef CMIR_VEC(CmirOp *) OpVec;

/* ---- copying an op with its regions ---- */

static bool clear_aux(CmirOp *op, void *user) {
  (void)user;
  op->aux = NULL;
  for (uint32_t r = 0; r < op->nregions; r++)
    for (CmirBlock *b = cmir_op_regions(op)[r].first; b; b = b->next) {
      b->aux = 0;
      for (uint32_t i = 0; i < b->nargs; i++)
        ((CmirBlockArg *)b->args[i])->aux = 0;
    }
  return true;
}

typedef struct Copier {
  CmirOp *root;    /* the op copied */
  CmirValue **from, **to;
  uint32_t nmap;   /* values replaced in the copy (outside root) */
  CmirBlock **blocks; /* new blocks, by old block's aux - 1 */
  uint32_t nblocks, cap;
} Copier;

static CmirValue *lookup(Copier *c, CmirValue *v) {
  for (uint32_t i = 0; i < c->nmap; i++)
    if (c->from[i] == v)
      return c->to[i];
  if (v->is_arg) {
    CmirBlockArg *a = (CmirBlockArg *)v;
    CmirOp *owner = a->block && a->block->parent ? a->block->parent->parent : NULL;
    return a->aux && owner && cmir_op_is_ancestor(c->root, owner) ? (CmirValue *)a->aux : v;
  }
  CmirOp *d = cmir_value_def(v);
  return d->aux && cmir_op_is_ancestor(c->root, d) ? &((CmirOp *)d->aux)->results[v->index] : v;
}

static CmirOp *copy_op(Copier *c, CmirOp *op);

static void copy_region(Copier *c, CmirRegion *src, CmirRegion *dst) {
  for (CmirBlock *b = src->first; b; b = b->next) {
    CmirBlock *nb = cmir_block_create();
    for (uint32_t i = 0; i < b->nargs; i++) {
      CmirValue *a = cmir_block_add_arg(nb, b->args[i]->type);
      if (b->arg_locs)
        cmir_block_set_arg_loc(nb, i, cmir_block_arg_loc(b, i));
      ((CmirBlockArg *)b->args[i])->aux = (uintptr_t)a;
    }
    if (c->nblocks == c->cap) {
      c->cap = c->cap ? 2 * c->cap : 8;
      c->blocks = realloc(c->blocks, c->cap * sizeof *c->blocks);
      if (!c->blocks)
        abort();
    }
    c->blocks[c->nblocks++] = nb;
    b->aux = c->nblocks;
    cmir_region_append(dst, nb);
  }
  for (CmirBlock *b = src->first; b; b = b->next)
    for (CmirOp *op = b->first; op; op = op->next)
      cmir_block_append(c->blocks[b->aux - 1], copy_op(c, op));
}

/* Operands are the originals until fix_operands maps them. */
static CmirOp *copy_op(Copier *c, CmirOp *op) {
  CmirOpState st;
  cmir_opstate_init(&st, cmir_op_context(op), op->info, op->loc);
  for (uint32_t i = 0; i < op->nopnds; i++)
    cmir_opstate_add_operand(&st, op->opnds[i].value);
  for (uint32_t i = 0; i < op->nresults; i++)
    cmir_opstate_add_result(&st, op->results[i].type);
  for (uint32_t i = 0; i < op->nsuccs; i++) {
    CmirBlock *b = cmir_op_succs(op)[i].block;
    cmir_opstate_add_successor(&st, b->aux ? c->blocks[b->aux - 1] : b);
  }
  st.props = op->props;
  st.attrs = op->attrs;
  CmirRegion *regs[8];
  CmirRegion **r = op->nregions <= 8 ? regs : malloc(op->nregions * sizeof *r);
  if (!r)
    abort();
  for (uint32_t i = 0; i < op->nregions; i++)
    r[i] = cmir_opstate_add_region(&st);
  for (uint32_t i = 0; i < op->nregions; i++)
    copy_region(c, &cmir_op_regions(op)[i], r[i]);
  if (r != regs)
    free(r);
  CmirOp *copy = cmir_op_create(&st);
  cmir_opstate_free(&st);
  op->aux = copy;
  return copy;
}

static bool fix_operands(CmirOp *op, void *user) {
  Copier *c = user;
  for (uint32_t i = 0; i < op->nopnds; i++) {
    CmirValue *v = op->opnds[i].value, *nv = lookup(c, v);
    if (nv != v)
      cmir_op_set_operand(op, i, nv);
  }
  return true;
}

/* A detached copy of op with from[i] replaced by to[i] (transforms.h). */
CmirOp *cmir_clone_mapped(CmirOp *op, uint32_t n, CmirValue **from, CmirValue **to) {
  cmir_op_walk(op, clear_aux, NULL);
  Copier c = {op, from, to, n, NULL, 0, 0};
  CmirOp *res = copy_op(&c, op);
  cmir_op_walk(res, fix_operands, &c);
  free(c.blocks);
  return res;
}

/* ---- the passes ---- */

/* The smallest constant result of the affine.min defining v. */
static bool min_constant(CmirValue *v, int64_t *out) {
  CmirOp *d = cmir_value_def(v);
  if (!d || !cmir_op_isa(d, CMIR_OP_AFFINE_MIN))
    return false;
  const CmirAttr *m = cmir_op_get_prop(d, "map");
  if (!m || m->kind != CMIR_ATTR_AFFINE_MAP)
    return false;
  bool any = false;
  int64_t best = INT64_MAX;
  const CmirAffineMap *map = m->map.map;
  for (uint32_t i = 0; i < map->nres; i++)
    if (map->exprs[i]->kind == CMIR_AFFINE_CONST) {
      any = true;
      if (map->exprs[i]->value < best)
        best = map->exprs[i]->value;
    }
  *out = best;
  return any;
}

static void specialize(CmirOp *loop, uint32_t first_ub, uint32_t nub) {
  if (loop->nresults || !nub)
    return;
  CmirContext *ctx = cmir_op_context(loop);
  CmirLoc loc = loop->loc;
  const CmirType *idx = cmir_type_index(ctx);
  const CmirType *i1 = cmir_type_int(ctx, 1, CMIR_SIGNLESS);
  int64_t *cs = malloc((nub + 1) * sizeof *cs);
  CmirValue **from = malloc((nub + 1) * sizeof *from), **to = malloc((nub + 1) * sizeof *to);
  if (!cs || !from || !to)
    abort();
  bool ok = true;
  for (uint32_t i = 0; i < nub && ok; i++)
    ok = min_constant(loop->opnds[first_ub + i].value, &cs[i]);
  if (ok) {
    CmirValue *cond = NULL;
    for (uint32_t i = 0; i < nub; i++) {
      CmirOp *c = cmir_op_create_prop(ctx, CMIR_OP_ARITH_CONSTANT, loc, 0, NULL, idx, "value",
                                      cmir_attr_int(ctx, idx, cs[i]));
      cmir_block_insert_before(loop, c);
      CmirValue *ops[2] = {loop->opnds[first_ub + i].value, &c->results[0]};
      CmirOp *cmp = cmir_op_create_prop(ctx, CMIR_OP_ARITH_CMPI, loc, 2, ops, i1, "predicate",
                                        cmir_attr_int(ctx, ctx->i64, 0 /* eq */));
      cmir_block_insert_before(loop, cmp);
      if (cond) {
        CmirValue *aops[2] = {cond, &cmp->results[0]};
        CmirOp *a = cmir_op_create_simple(ctx, CMIR_OP_ARITH_ANDI, loc, 2, aops, i1, NULL);
        cmir_block_insert_before(loop, a);
        cond = &a->results[0];
      } else {
        cond = &cmp->results[0];
      }
      from[i] = ops[0];
      to[i] = &c->results[0];
    }
    CmirOp *then = cmir_clone_mapped(loop, nub, from, to);
    CmirOpState is;
    cmir_opstate_init(&is, ctx, cmir_op_info_by_id(ctx, CMIR_OP_SCF_IF), loc);
    cmir_opstate_add_operand(&is, cond);
    CmirRegion *r[2] = {cmir_opstate_add_region(&is), cmir_opstate_add_region(&is)};
    cmir_opstate_finalize_props(&is, NULL, 0);
    for (int k = 0; k < 2; k++) {
      CmirBlock *b = cmir_block_create();
      cmir_region_append(r[k], b);
      cmir_block_append(b, cmir_op_create_simple(ctx, CMIR_OP_SCF_YIELD, loc, 0, NULL, NULL, NULL));
    }
    CmirOp *sif = cmir_op_create(&is);
    cmir_opstate_free(&is);
    cmir_block_insert_before(loop, sif);
    cmir_block_insert_before(cmir_op_regions(sif)[0].first->last, then);
    cmir_op_remove(loop);
    cmir_block_insert_before(cmir_op_regions(sif)[1].first->last, loop);
  }
  free(cs);
  free(from);
  free(to);
}

static void post_order(CmirOp *op, unsigned id, OpVec *out) {
  for (uint32_t r = 0; r < op->nregions; r++)
    for (CmirBlock *b = cmir_op_regions(op)[r].first; b; b = b->next)
      for (CmirOp *o = b->first; o; o = o->next)
        post_order(o, id, out);
  if (cmir_op_isa(op, id))
    cmir_vec_push(out, op);
}

static CmirStatus run(CmirOp *op, const char *options, unsigned id) {
  CmirPassOption o;
  if (options && cmir_pass_option_next(&options, &o))
    return cmir_pass_option_unknown(cmir_op_context(op), &o);
  OpVec loops = {0};
  post_order(op, id, &loops);
  for (uint32_t i = 0; i < loops.len; i++) {
    CmirOp *l = loops.data[i];
    if (id == CMIR_OP_SCF_FOR) {
      specialize(l, 1, 1);
    } else {
      uint32_t s, n;
      cmir_op_operand_group(l, 1, &s, &n);
      specialize(l, s, n);
    }
  }
  cmir_vec_free(&loops);
  return CMIR_OK;
}

CmirStatus cmir_pass_scf_for_loop_specialization(CmirOp *op, const char *options) {
  return run(op, options, CMIR_OP_SCF_FOR);
}

CmirStatus cmir_pass_scf_parallel_loop_specialization(CmirOp *op, const char *options) {
  return run(op, options, CMIR_OP_SCF_PARALLEL);
}
