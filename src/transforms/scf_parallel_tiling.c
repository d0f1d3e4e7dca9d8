/* scf-parallel-loop-tiling: MLIR 19's tiling of the innermost scf.parallel
 * loops (those without reductions) by constant tile sizes.
 *
 * A loop (lb) to (ub) step (s) becomes an outer loop over the same bounds
 * with steps s * tile, around an inner loop from 0 to the tile's extent
 * with the original steps, whose body is the original body with each
 * induction variable replaced by inner + outer. The extent of a dimension
 * is s * tile when the bounds and step are constants and the trip count
 * is a multiple of the tile size, else min(s * tile, ub - outer iv) (an
 * affine.min); with no-min-max-bounds it is always s * tile and the body
 * runs under an scf.if checking that inner * inner step + outer iv < ub
 * (unsigned) in every tiled dimension, as MLIR computes it. Missing tile
 * sizes are 1, extra ones are ignored; constants are created per loop. */
#include "dialect/dialects.h"
#include "transforms/transforms.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

typedef CMIR_VEC(CmirOp *) OpVec;
typedef CMIR_VEC(int64_t) I64Vec;

typedef struct Tiling {
  I64Vec sizes;
  bool no_min_max;
} Tiling;

static CmirValue *index_const(CmirOp *before, int64_t v) {
  CmirContext *ctx = cmir_op_context(before);
  const CmirType *idx = cmir_type_index(ctx);
  CmirOp *c = cmir_op_create_prop(ctx, CMIR_OP_ARITH_CONSTANT, before->loc, 0, NULL, idx, "value",
                                  cmir_attr_int(ctx, idx, v));
  cmir_block_insert_before(before, c);
  return &c->results[0];
}

static CmirValue *binop(CmirOp *before, CmirLoc loc, unsigned id, CmirValue *a, CmirValue *b,
                        const CmirType *t) {
  CmirValue *ops[2] = {a, b};
  CmirOp *o = cmir_op_create_simple(cmir_op_context(before), id, loc, 2, ops, t, NULL);
  cmir_block_insert_before(before, o);
  return &o->results[0];
}

static bool const_index(CmirValue *v, int64_t *out) {
  CmirOp *d = cmir_value_def(v);
  if (!d || !cmir_op_isa(d, CMIR_OP_ARITH_CONSTANT) || !cmir_type_is_index(v->type))
    return false;
  const CmirAttr *a = cmir_op_get_prop(d, "value");
  if (!a || a->kind != CMIR_ATTR_INTEGER)
    return false;
  *out = cmir_attr_int_value(a);
  return true;
}

/* A detached scf.parallel (no init values) over lbs, ubs, steps; with a
 * new body (index arguments at loc, an empty scf.reduce) unless body is
 * given, which is then moved in. */
static CmirOp *new_parallel(CmirContext *ctx, CmirLoc loc, uint32_t n, CmirValue *const *lbs,
                            CmirValue *const *ubs, CmirValue *const *steps, CmirRegion *body) {
  CmirOpState st;
  cmir_opstate_init(&st, ctx, cmir_op_info_by_id(ctx, CMIR_OP_SCF_PARALLEL), loc);
  for (uint32_t i = 0; i < n; i++)
    cmir_opstate_add_operand(&st, lbs[i]);
  for (uint32_t i = 0; i < n; i++)
    cmir_opstate_add_operand(&st, ubs[i]);
  for (uint32_t i = 0; i < n; i++)
    cmir_opstate_add_operand(&st, steps[i]);
  CmirRegion *r = cmir_opstate_add_region(&st);
  if (body) {
    cmir_region_take(r, body);
  } else {
    CmirBlock *b = cmir_block_create();
    const CmirType *idx = cmir_type_index(ctx);
    for (uint32_t i = 0; i < n; i++) {
      cmir_block_add_arg(b, idx);
      cmir_block_set_arg_loc(b, i, loc);
    }
    cmir_region_append(r, b);
    cmir_block_append(b, cmir_op_create_simple(ctx, CMIR_OP_SCF_REDUCE, loc, 0, NULL, NULL, NULL));
  }
  uint32_t seg[4] = {n, n, n, 0};
  cmir_opstate_finalize_props(&st, seg, 4);
  CmirOp *p = cmir_op_create(&st);
  cmir_opstate_free(&st);
  return p;
}

/* Replaces every use of from but in `except` by to. */
static void replace_except(CmirValue *from, CmirValue *to, CmirOp *except) {
  for (CmirUse *u = from->uses, *next; u; u = next) {
    next = u->next;
    if (u->owner != except)
      cmir_op_set_operand(u->owner, (uint32_t)(u - u->owner->opnds), to);
  }
}

static void tile(CmirOp *op, const Tiling *t) {
  CmirContext *ctx = cmir_op_context(op);
  CmirLoc loc = op->loc;
  const CmirType *idx = cmir_type_index(ctx);
  uint32_t n = op->nopnds / 3; /* no init values */
  CmirValue **buf = malloc((7 * n + 1) * sizeof *buf);
  if (!buf)
    abort();
  CmirValue **lbs = buf, **ubs = buf + n, **steps = buf + 2 * n, **tiles = buf + 3 * n,
            **nsteps = buf + 4 * n, **bounds = buf + 5 * n, **zeros = buf + 6 * n;
  for (uint32_t i = 0; i < n; i++) {
    lbs[i] = op->opnds[i].value;
    ubs[i] = op->opnds[n + i].value;
    steps[i] = op->opnds[2 * n + i].value;
  }
  CmirValue *zero = index_const(op, 0);
  for (uint32_t i = 0; i < n; i++)
    tiles[i] = index_const(op, i < t->sizes.len ? t->sizes.data[i] : 1);
  for (uint32_t i = 0; i < n; i++)
    nsteps[i] = binop(op, loc, CMIR_OP_ARITH_MULI, steps[i], tiles[i], idx);
  CmirOp *outer = new_parallel(ctx, loc, n, lbs, ubs, nsteps, NULL);
  cmir_block_insert_before(op, outer);
  CmirBlock *ob = cmir_op_regions(outer)[0].first;
  CmirOp *oterm = ob->last;

  const CmirAffineExpr *ex[2] = {
      cmir_affine_dim(ctx, 0),
      cmir_affine_bin(ctx, CMIR_AFFINE_ADD, cmir_affine_dim(ctx, 1),
                      cmir_affine_bin(ctx, CMIR_AFFINE_MUL, cmir_affine_dim(ctx, 2),
                                      cmir_affine_const(ctx, -1)))};
  const CmirAttr *min_map = cmir_attr_affine_map(ctx, cmir_affine_map(ctx, 3, 0, 2, ex));
  bool check = false;
  for (uint32_t i = 0; i < n; i++) {
    int64_t lb, ub, st;
    int64_t ts = i < t->sizes.len ? t->sizes.data[i] : 1;
    if (const_index(lbs[i], &lb) && const_index(ubs[i], &ub) && const_index(steps[i], &st) &&
        st != 0) {
      /* llvm::divideCeil and the remainder, both unsigned as in MLIR */
      uint64_t num = (uint64_t)ub - (uint64_t)lb, bias = num != 0;
      uint64_t trips = (num - bias) / (uint64_t)st + bias;
      if (trips % (uint64_t)ts == 0) {
        bounds[i] = nsteps[i];
        continue;
      }
    }
    if (t->no_min_max) {
      bounds[i] = nsteps[i];
      check = true;
      continue;
    }
    CmirValue *mops[3] = {nsteps[i], ubs[i], ob->args[i]};
    CmirOp *m =
        cmir_op_create_prop(ctx, CMIR_OP_AFFINE_MIN, loc, 3, mops, idx, "map", min_map);
    cmir_block_insert_before(oterm, m);
    bounds[i] = &m->results[0];
  }
  for (uint32_t i = 0; i < n; i++)
    zeros[i] = zero;
  CmirRegion *body = &cmir_op_regions(op)[0];
  CmirOp *inner;
  if (t->no_min_max && check) {
    inner = new_parallel(ctx, loc, n, zeros, bounds, steps, NULL);
    cmir_block_insert_before(oterm, inner);
    CmirBlock *ib = cmir_op_regions(inner)[0].first;
    CmirOp *iterm = ib->last;
    const CmirType *i1 = cmir_type_int(ctx, 1, CMIR_SIGNLESS);
    CmirOp *tr = cmir_op_create_prop(ctx, CMIR_OP_ARITH_CONSTANT, loc, 0, NULL, i1, "value",
                                     cmir_attr_int(ctx, i1, 1));
    cmir_block_insert_before(iterm, tr);
    CmirValue *inb = &tr->results[0];
    for (uint32_t i = 0; i < n; i++) {
      CmirValue *mul = binop(iterm, loc, CMIR_OP_ARITH_MULI, ib->args[i], steps[i], idx);
      CmirValue *ix = binop(iterm, loc, CMIR_OP_ARITH_ADDI, mul, ob->args[i], idx);
      CmirValue *cops[2] = {ix, ubs[i]};
      CmirOp *cmp = cmir_op_create_prop(ctx, CMIR_OP_ARITH_CMPI, loc, 2, cops, i1, "predicate",
                                        cmir_attr_int(ctx, ctx->i64, 6 /* ult */));
      cmir_block_insert_before(iterm, cmp);
      inb = binop(iterm, loc, CMIR_OP_ARITH_ANDI, inb, &cmp->results[0], i1);
    }
    CmirOpState is;
    cmir_opstate_init(&is, ctx, cmir_op_info_by_id(ctx, CMIR_OP_SCF_IF), loc);
    cmir_opstate_add_operand(&is, inb);
    cmir_region_take(cmir_opstate_add_region(&is), body);
    cmir_opstate_add_region(&is);
    cmir_opstate_finalize_props(&is, NULL, 0);
    CmirOp *sif = cmir_op_create(&is);
    cmir_opstate_free(&is);
    cmir_block_insert_before(iterm, sif);
    CmirBlock *tb = cmir_op_regions(sif)[0].first;
    CmirOp *red = tb->last;
    cmir_block_append(tb, cmir_op_create_simple(ctx, CMIR_OP_SCF_YIELD, red->loc, 0, NULL, NULL,
                                                NULL));
    cmir_op_erase(red);
    CmirOp *at = ib->first;
    for (uint32_t i = 0; i < n; i++) {
      CmirValue *ni = binop(at, loc, CMIR_OP_ARITH_ADDI, ib->args[i], ob->args[i], idx);
      replace_except(tb->args[i], ni, cmir_value_def(ni));
    }
    while (tb->nargs)
      cmir_block_erase_arg(tb, tb->nargs - 1);
  } else {
    inner = new_parallel(ctx, loc, n, zeros, bounds, steps, body);
    cmir_block_insert_before(oterm, inner);
    CmirBlock *ib = cmir_op_regions(inner)[0].first;
    CmirOp *at = ib->first;
    for (uint32_t i = 0; i < n; i++) {
      CmirValue *ni = binop(at, loc, CMIR_OP_ARITH_ADDI, ib->args[i], ob->args[i], idx);
      replace_except(ib->args[i], ni, cmir_value_def(ni));
    }
  }
  free(buf);
  cmir_op_erase(op);
}

/* MLIR's getInnermostParallelLoops: true if op encloses an scf.parallel. */
static bool innermost(CmirOp *root, OpVec *out) {
  bool encloses = false;
  for (uint32_t r = 0; r < root->nregions; r++)
    for (CmirBlock *b = cmir_op_regions(root)[r].first; b; b = b->next)
      for (CmirOp *o = b->first; o; o = o->next) {
        bool inner = innermost(o, out);
        encloses |= inner;
        if (cmir_op_isa(o, CMIR_OP_SCF_PARALLEL)) {
          encloses = true;
          if (!inner)
            cmir_vec_push(out, o);
        }
      }
  return encloses;
}

static CmirStatus parse_sizes(CmirContext *ctx, const CmirPassOption *o, I64Vec *out) {
  const char *s = o->val ? o->val : "", *end = s + (o->val ? o->vlen : 0);
  while (s < end) {
    const char *comma = memchr(s, ',', (size_t)(end - s));
    const char *e = comma ? comma : end;
    CmirPassOption one = *o;
    one.val = s;
    one.vlen = (size_t)(e - s);
    int64_t v;
    if (cmir_pass_option_long(ctx, &one, &v))
      return CMIR_FAIL;
    cmir_vec_push(out, v);
    s = comma ? comma + 1 : end;
  }
  return CMIR_OK;
}

CmirStatus cmir_pass_scf_parallel_loop_tiling(CmirOp *op, const char *options) {
  CmirContext *ctx = cmir_op_context(op);
  Tiling t = {{0}, false};
  CmirPassOption o;
  CmirStatus rc = CMIR_OK;
  while (!rc && options && cmir_pass_option_next(&options, &o)) {
    if (cmir_pass_option_is(&o, "parallel-loop-tile-sizes"))
      rc = parse_sizes(ctx, &o, &t.sizes);
    else if (cmir_pass_option_is(&o, "no-min-max-bounds"))
      rc = cmir_pass_option_bool(ctx, &o, &t.no_min_max);
    else
      rc = cmir_pass_option_unknown(ctx, &o);
  }
  for (uint32_t i = 0; !rc && i < t.sizes.len; i++)
    if (!t.sizes.data[i]) {
      CmirLoc none = {cmir_loc_unknown(ctx), NULL, 0, 0};
      rc = cmir_error(ctx, none, "tile size cannot be 0");
    }
  if (!rc) {
    OpVec loops = {0};
    innermost(op, &loops);
    for (uint32_t i = 0; i < loops.len; i++) {
      uint32_t s, n;
      cmir_op_operand_group(loops.data[i], 3, &s, &n);
      if (!n)
        tile(loops.data[i], &t);
    }
    cmir_vec_free(&loops);
  }
  cmir_vec_free(&t.sizes);
  return rc;
}
