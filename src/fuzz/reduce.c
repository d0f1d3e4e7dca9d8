/* cmir-reduce's library (reduce.h): the reductions, the search that applies
 * them, parallel candidate testing in forked children, and the built-in
 * legs test. */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE /* memmem */
#endif
#include "fuzz/reduce.h"
#include "support/support.h"
#include "transforms/transforms.h"

#include <errno.h>
#include <fcntl.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>
#include <xxhash.h>

const char cmir_reduce_lowering_pipeline[] =
    "lower-affine,convert-vector-to-scf,convert-scf-to-cf,expand-strided-metadata,lower-affine,"
    "arith-expand,finalize-memref-to-llvm,convert-to-llvm,convert-vector-to-llvm,"
    "convert-to-llvm,reconcile-unrealized-casts";

/* ------------------------------------------------------------------------ */
/* Helpers on the IR                                                         */

typedef struct OpVec {
  CmirOp **v;
  size_t n, cap;
} OpVec;

static void opvec_push(OpVec *ov, CmirOp *op) {
  if (ov->n == ov->cap) {
    ov->cap = ov->cap ? 2 * ov->cap : 64;
    ov->v = cmir_xrealloc(ov->v, ov->cap * sizeof *ov->v);
  }
  ov->v[ov->n++] = op;
}

static bool collect(CmirOp *op, void *user) {
  if (op->block) /* not the module */
    opvec_push(user, op);
  return true;
}

static bool in_llvm_func(CmirOp *op) {
  for (CmirOp *p = cmir_op_parent(op); p; p = cmir_op_parent(p))
    if (cmir_op_isa(p, CMIR_OP_LLVM_FUNC))
      return true;
  return false;
}

/* The entry block of the function (isolated op) around op, or NULL. */
static CmirBlock *func_entry(CmirOp *op) {
  for (CmirOp *p = cmir_op_parent(op); p; p = cmir_op_parent(p))
    if (cmir_op_traits(p) & CMIR_TRAIT_ISOLATED)
      return p->nregions ? cmir_op_regions(p)[0].first : NULL;
  return NULL;
}

static char *xstrdup(const char *z) {
  size_t n = strlen(z) + 1;
  return memcpy(cmir_xmalloc(n), z, n);
}

static CmirOp *create_op(CmirContext *ctx, unsigned name, CmirLoc loc, uint32_t nopnds,
                         CmirValue *const *opnds, const CmirType *rtype) {
  const CmirOpInfo *info = cmir_op_info_by_id(ctx, name);
  if (!info)
    return NULL;
  CmirOpState st;
  cmir_opstate_init(&st, ctx, info, loc);
  for (uint32_t i = 0; i < nopnds; i++)
    cmir_opstate_add_operand(&st, opnds[i]);
  if (rtype)
    cmir_opstate_add_result(&st, rtype);
  CmirOp *op = cmir_op_create(&st);
  cmir_opstate_free(&st);
  return op;
}

/* A constant v of type t at the start of the entry block of the function
 * around `near`, or NULL if t has no constants. */
static CmirValue *make_const(CmirOp *near, const CmirType *t, int64_t v) {
  CmirContext *ctx = cmir_op_context(near);
  CmirBlock *entry = func_entry(near);
  if (!entry)
    return NULL;
  const CmirAttr *a = NULL;
  if (t->kind == CMIR_TYPE_INTEGER && t->integer.width <= 64)
    a = t->integer.width == 1 ? cmir_attr_bool(ctx, v != 0) : cmir_attr_int(ctx, t, v);
  else if (t->kind == CMIR_TYPE_INDEX)
    a = cmir_attr_int(ctx, t, v);
  else if (t->kind == CMIR_TYPE_FLOAT)
    a = cmir_attr_float_double(ctx, t, (double)v);
  if (!a)
    return NULL;
  bool llvm = in_llvm_func(near);
  if (llvm && t->kind == CMIR_TYPE_INTEGER && t->integer.width == 1)
    a = cmir_attr_int(ctx, t, v != 0); /* llvm.mlir.constant(true) prints the same */
  CmirOp *c = create_op(ctx, llvm ? CMIR_OP_LLVM_MLIR_CONSTANT : CMIR_OP_ARITH_CONSTANT, near->loc, 0, NULL, t);
  if (!c)
    return NULL;
  cmir_op_set_prop(c, "value", a);
  if (entry->first)
    cmir_block_insert_before(entry->first, c);
  else
    cmir_block_append(entry, c);
  return &c->results[0];
}

/* The nearest value of type t that dominates op (earlier in its block or in
 * an enclosing block, up to the function), other than op's results. */
static CmirValue *dominating_value(CmirOp *op, const CmirType *t) {
  for (CmirOp *at = op; at && at->block; at = cmir_op_parent(at)) {
    for (CmirOp *p = at->prev; p; p = p->prev)
      for (uint32_t i = p->nresults; i-- > 0;)
        if (p->results[i].type == t)
          return &p->results[i];
    CmirBlock *b = at->block;
    for (uint32_t i = b->nargs; i-- > 0;)
      if (b->args[i]->type == t)
        return b->args[i];
    if (cmir_op_traits(at) & CMIR_TRAIT_ISOLATED)
      break;
    CmirOp *parent = cmir_op_parent(at);
    if (!parent || (cmir_op_traits(parent) & CMIR_TRAIT_ISOLATED))
      break;
  }
  return NULL;
}

static void erase_op(CmirOp *op) {
  cmir_op_drop_references(op);
  cmir_op_erase(op);
}

static bool results_unused(CmirOp *op) {
  for (uint32_t i = 0; i < op->nresults; i++)
    if (cmir_value_has_uses(&op->results[i]))
      return false;
  return true;
}

/* Moves the ops of block b, but its terminator, before `at`, with b's
 * arguments replaced by args; returns the terminator (left in b). */
static CmirOp *inline_block(CmirBlock *b, CmirOp *at, CmirValue *const *args) {
  for (uint32_t i = 0; i < b->nargs; i++)
    cmir_value_replace_all_uses(b->args[i], args[i]);
  CmirOp *o = b->first;
  while (o && o != b->last) {
    CmirOp *next = o->next;
    cmir_op_remove(o);
    cmir_block_insert_before(at, o);
    o = next;
  }
  return b->last;
}

/* Replaces op's results by the terminator's operands from `first` on and
 * erases op. */
static bool replace_by_terminator(CmirOp *op, CmirOp *term, uint32_t first) {
  if (!term || term->nopnds - first != op->nresults)
    return false;
  for (uint32_t i = 0; i < op->nresults; i++) {
    if (term->opnds[first + i].value->type != op->results[i].type)
      return false;
    cmir_value_replace_all_uses(&op->results[i], term->opnds[first + i].value);
  }
  erase_op(op);
  return true;
}

static const char *sym_name(CmirOp *op) {
  const CmirAttr *a = cmir_op_get_prop(op, "sym_name");
  return a && a->kind == CMIR_ATTR_STRING ? a->str.s : NULL;
}

static bool refers_to(CmirOp *op, const char *name) {
  const CmirAttr *a = cmir_op_get_prop(op, "callee");
  if (!a)
    a = cmir_op_get_prop(op, "value");
  if (!a)
    a = cmir_op_get_prop(op, "global_name");
  return a && a->kind == CMIR_ATTR_SYMREF && a->sym.n == 1 && !strcmp(a->sym.names[0]->str, name);
}

/* ------------------------------------------------------------------------ */
/* The reductions: one row each, applied to the op of a given pre-order
 * index with a variant number. Each returns APPLIED, SKIP (nothing to do
 * for this op and variant) or FAILED (the module is left broken: the
 * candidate is dropped). */

enum { SKIP = 0, APPLIED = 1, BROKEN = 2 };

typedef struct Red Red;

/* Functions other than the entry, with every call replaced by constants. */
static int r_remove_func(Red *r, CmirOp *module, CmirOp *op, unsigned variant);
/* An op erased, its results replaced by constants (variant 0) or by the
 * nearest dominating values of the same type (variant 1). */
static int r_erase(Red *r, CmirOp *module, CmirOp *op, unsigned variant);
/* A region inlined: scf.if's or affine.if's then (0) or else (1) region;
 * scf.for with zero (0) or one (1) trip; affine.for with zero trips (0) or
 * one (1, when its lower bound is a constant); scf.while's first condition
 * false (0); a call of a function with one block and one call site inlined
 * (0). */
static int r_inline(Red *r, CmirOp *module, CmirOp *op, unsigned variant);
/* A conditional branch or switch made an unconditional branch to its
 * successor number `variant`. */
static int r_branch(Red *r, CmirOp *module, CmirOp *op, unsigned variant);
/* An unconditional branch to a block H threaded through H's terminator:
 * it branches to that terminator's successor number `variant` directly,
 * with that successor's operands (H's block arguments among them replaced
 * by the branch's operands). Takes the back edge out of a loop that runs
 * once, which the other reductions cannot. */
static int r_thread(Red *r, CmirOp *module, CmirOp *op, unsigned variant);
/* An unconditional branch to a block with no other predecessor replaced by
 * that block's ops (the two blocks merged). */
static int r_merge(Red *r, CmirOp *module, CmirOp *op, unsigned variant);
/* A block argument (number `variant` of the block op starts) replaced by a
 * constant; simplify-regions then drops it. */
static int r_block_arg(Red *r, CmirOp *module, CmirOp *op, unsigned variant);
/* A constant made 0 (variant 0), 1 or -1. */
static int r_constant(Red *r, CmirOp *module, CmirOp *op, unsigned variant);
/* A static dimension of an alloc/alloca made 1 (variant 2k) or halved (2k+1). */
static int r_memref_shape(Red *r, CmirOp *module, CmirOp *op, unsigned variant);
/* A static subview with zero offsets (0), unit strides (1), unit sizes (2). */
static int r_subview(Red *r, CmirOp *module, CmirOp *op, unsigned variant);
/* A memref operand (number variant / 4) replaced by another view: the
 * (variant % 4)-th nearest dominating memref value with the same element
 * type and memory space, ranked or not (the verifier then decides). A pure
 * op whose uses all follow it in its block moves to just before its first
 * use first, so that views made after it are candidates too. */
static int r_operand(Red *r, CmirOp *module, CmirOp *op, unsigned variant);
/* Discardable attributes dropped (0); overflow, exactness and fast-math
 * flags dropped (1). */
static int r_attrs(Red *r, CmirOp *module, CmirOp *op, unsigned variant);

static const struct {
  const char *name;
  unsigned nvariants;
  int (*apply)(Red *r, CmirOp *module, CmirOp *op, unsigned variant);
} reductions[] = {
    {"remove-func", 1, r_remove_func},
    {"erase-op", 2, r_erase},
    {"inline", 2, r_inline},
    {"branch", 4, r_branch},
    {"thread", 4, r_thread},
    {"merge-block", 1, r_merge},
    {"block-arg", 8, r_block_arg},
    {"constant", 3, r_constant},
    {"memref-shape", 8, r_memref_shape},
    {"subview", 3, r_subview},
    {"operand", 12, r_operand},
    {"attributes", 2, r_attrs},
};
#define NREDUCTIONS (sizeof reductions / sizeof reductions[0])
/* Then two whole-module ones: canonicalize + cse, and pass-list reduction. */
enum { K_CANONICALIZE = NREDUCTIONS, K_PASSES, K_COUNT };

static const char *kind_name(unsigned k) {
  return k < NREDUCTIONS ? reductions[k].name : k == K_CANONICALIZE ? "canonicalize" : "passes";
}

struct Red {
  CmirContext *ctx;
  const CmirReduceOptions *o;
  const char *entry;
};

static bool is_entry(Red *r, CmirOp *f) {
  const char *n = sym_name(f);
  return n && !strcmp(n, r->entry);
}

static bool replace_results_const(CmirOp *op) {
  for (uint32_t i = 0; i < op->nresults; i++) {
    if (!cmir_value_has_uses(&op->results[i]))
      continue;
    CmirValue *c = make_const(op, op->results[i].type, 0);
    if (!c)
      return false;
    cmir_value_replace_all_uses(&op->results[i], c);
  }
  return true;
}

typedef struct RefScan {
  const char *name;
  OpVec refs;
} RefScan;

static bool scan_refs(CmirOp *op, void *user) {
  RefScan *s = user;
  if (!(cmir_op_traits(op) & CMIR_TRAIT_SYMBOL) && refers_to(op, s->name))
    opvec_push(&s->refs, op);
  return true;
}

static int r_remove_func(Red *r, CmirOp *module, CmirOp *op, unsigned variant) {
  (void)variant;
  if (!(cmir_op_traits(op) & CMIR_TRAIT_SYMBOL) || cmir_op_parent(op) != module || is_entry(r, op))
    return SKIP;
  const char *name = sym_name(op);
  if (!name)
    return SKIP;
  RefScan s = {name, {0}};
  cmir_op_walk(module, scan_refs, &s);
  bool ok = true;
  for (size_t i = 0; i < s.refs.n && ok; i++) {
    CmirOp *ref = s.refs.v[i];
    if (cmir_op_is_ancestor(op, ref))
      continue; /* recursion: goes with the function */
    ok = replace_results_const(ref);
    if (ok)
      erase_op(ref);
  }
  free(s.refs.v);
  if (!ok)
    return BROKEN;
  erase_op(op);
  return APPLIED;
}

static bool erasable(CmirOp *op) {
  uint32_t tr = cmir_op_traits(op);
  if (tr & (CMIR_TRAIT_TERMINATOR | CMIR_TRAIT_RETURN_LIKE | CMIR_TRAIT_SYMBOL))
    return false;
  return func_entry(op) != NULL;
}

static int r_erase(Red *r, CmirOp *module, CmirOp *op, unsigned variant) {
  (void)r, (void)module;
  if (!erasable(op))
    return SKIP;
  if (variant == 1) {
    if (results_unused(op))
      return SKIP; /* the same as variant 0 */
    for (uint32_t i = 0; i < op->nresults; i++)
      if (cmir_value_has_uses(&op->results[i]) && !dominating_value(op, op->results[i].type))
        return SKIP; /* before any change: a skip leaves the module as it was */
    for (uint32_t i = 0; i < op->nresults; i++)
      if (cmir_value_has_uses(&op->results[i]))
        cmir_value_replace_all_uses(&op->results[i], dominating_value(op, op->results[i].type));
  } else if (!replace_results_const(op)) {
    return BROKEN;
  }
  erase_op(op);
  return APPLIED;
}

static int count_calls(CmirOp *module, const char *name) {
  RefScan s = {name, {0}};
  cmir_op_walk(module, scan_refs, &s);
  int n = (int)s.refs.n;
  free(s.refs.v);
  return n;
}

static CmirOp *lookup_func(CmirOp *module, const char *name) {
  CmirBlock *b = cmir_op_regions(module)[0].first;
  for (CmirOp *f = b ? b->first : NULL; f; f = f->next) {
    const char *n = sym_name(f);
    if (n && !strcmp(n, name))
      return f;
  }
  return NULL;
}

static int r_inline(Red *r, CmirOp *module, CmirOp *op, unsigned variant) {
  (void)r;
  if (cmir_op_isa(op, CMIR_OP_SCF_IF) || cmir_op_isa(op, CMIR_OP_AFFINE_IF)) {
    CmirRegion *rg = &cmir_op_regions(op)[variant ? 1 : 0];
    if (!rg->first) {
      if (op->nresults)
        return SKIP;
      erase_op(op);
      return APPLIED;
    }
    return replace_by_terminator(op, inline_block(rg->first, op, NULL), 0) ? APPLIED : BROKEN;
  }
  if (cmir_op_isa(op, CMIR_OP_SCF_FOR)) {
    uint32_t ninit = op->nopnds - 3;
    if (variant == 0) {
      for (uint32_t i = 0; i < op->nresults; i++)
        cmir_value_replace_all_uses(&op->results[i], op->opnds[3 + i].value);
      erase_op(op);
      return APPLIED;
    }
    CmirBlock *body = cmir_op_regions(op)[0].first;
    if (!body || body->nargs != 1 + ninit)
      return BROKEN;
    CmirValue **args = cmir_xmalloc(sizeof *args * (1 + ninit));
    for (uint32_t i = 0; i < 1 + ninit; i++)
      args[i] = op->opnds[i ? 2 + i : 0].value;
    CmirOp *term = inline_block(body, op, args);
    free(args);
    return replace_by_terminator(op, term, 0) ? APPLIED : BROKEN;
  }
  if (cmir_op_isa(op, CMIR_OP_AFFINE_FOR)) {
    uint32_t first = op->nopnds - op->nresults; /* the inits come last */
    if (variant == 0) {
      for (uint32_t i = 0; i < op->nresults; i++)
        cmir_value_replace_all_uses(&op->results[i], op->opnds[first + i].value);
      erase_op(op);
      return APPLIED;
    }
    const CmirAttr *lb = cmir_op_get_prop(op, "lowerBoundMap");
    CmirBlock *body = cmir_op_regions(op)[0].first;
    if (!lb || lb->kind != CMIR_ATTR_AFFINE_MAP || lb->map.map->nres != 1 ||
        lb->map.map->exprs[0]->kind != CMIR_AFFINE_CONST || !body || body->nargs != 1 + op->nresults)
      return SKIP;
    CmirValue *iv = make_const(op, body->args[0]->type, lb->map.map->exprs[0]->value);
    if (!iv)
      return SKIP;
    CmirValue **args = cmir_xmalloc(sizeof *args * (1 + op->nresults));
    args[0] = iv;
    for (uint32_t i = 0; i < op->nresults; i++)
      args[1 + i] = op->opnds[first + i].value;
    CmirOp *term = inline_block(body, op, args);
    free(args);
    return replace_by_terminator(op, term, 0) ? APPLIED : BROKEN;
  }
  if (cmir_op_isa(op, CMIR_OP_SCF_WHILE)) {
    if (variant)
      return SKIP;
    CmirBlock *before = cmir_op_regions(op)[0].first;
    if (!before || before->nargs != op->nopnds)
      return BROKEN;
    CmirValue **args = cmir_xmalloc(sizeof *args * (op->nopnds + 1));
    for (uint32_t i = 0; i < op->nopnds; i++)
      args[i] = op->opnds[i].value;
    CmirOp *term = inline_block(before, op, args);
    free(args);
    return replace_by_terminator(op, term, 1) ? APPLIED : BROKEN;
  }
  if (cmir_op_isa(op, CMIR_OP_FUNC_CALL) && variant == 0) {
    const CmirAttr *a = cmir_op_get_prop(op, "callee");
    if (!a || a->kind != CMIR_ATTR_SYMREF || a->sym.n != 1)
      return SKIP;
    const char *name = a->sym.names[0]->str;
    CmirOp *f = lookup_func(module, name);
    if (!f || !cmir_op_isa(f, CMIR_OP_FUNC_FUNC) || is_entry(r, f) || count_calls(module, name) != 1)
      return SKIP;
    CmirRegion *body = &cmir_op_regions(f)[0];
    if (!body->first || body->first != body->last || body->first->nargs != op->nopnds)
      return SKIP;
    CmirValue **args = cmir_xmalloc(sizeof *args * (op->nopnds + 1));
    for (uint32_t i = 0; i < op->nopnds; i++)
      args[i] = op->opnds[i].value;
    CmirOp *term = inline_block(body->first, op, args);
    free(args);
    if (!replace_by_terminator(op, term, 0))
      return BROKEN;
    erase_op(f);
    return APPLIED;
  }
  return SKIP;
}

static int r_branch(Red *r, CmirOp *module, CmirOp *op, unsigned variant) {
  (void)r, (void)module;
  CmirOpId br;
  if (cmir_op_isa(op, CMIR_OP_CF_COND_BR) || cmir_op_isa(op, CMIR_OP_CF_SWITCH))
    br = CMIR_OP_CF_BR;
  else if (cmir_op_isa(op, CMIR_OP_LLVM_COND_BR) || cmir_op_isa(op, CMIR_OP_LLVM_SWITCH))
    br = CMIR_OP_LLVM_BR;
  else
    return SKIP;
  if (variant >= op->nsuccs)
    return SKIP;
  uint32_t start, n;
  cmir_op_successor_operands(op, variant, &start, &n);
  CmirValue **args = cmir_xmalloc(sizeof *args * (n + 1));
  for (uint32_t i = 0; i < n; i++)
    args[i] = op->opnds[start + i].value;
  CmirContext *ctx = cmir_op_context(op);
  const CmirOpInfo *info = cmir_op_info_by_id(ctx, br);
  if (!info) {
    free(args);
    return SKIP;
  }
  CmirOpState st;
  cmir_opstate_init(&st, ctx, info, op->loc);
  for (uint32_t i = 0; i < n; i++)
    cmir_opstate_add_operand(&st, args[i]);
  cmir_opstate_add_successor(&st, cmir_op_succs(op)[variant].block);
  CmirOp *b = cmir_op_create(&st);
  cmir_opstate_free(&st);
  free(args);
  cmir_block_insert_before(op, b);
  CmirOp *fn = cmir_op_parent(op);
  erase_op(op);
  while (fn && !(cmir_op_traits(fn) & CMIR_TRAIT_ISOLATED))
    fn = cmir_op_parent(fn);
  if (fn)
    cmir_simplify_regions(fn); /* the blocks no longer reached go */
  return APPLIED;
}

static bool null_operand(CmirOp *op, void *user) {
  (void)user;
  for (uint32_t i = 0; i < op->nopnds; i++)
    if (!op->opnds[i].value)
      return false;
  return true;
}

/* Simplifies the regions of the isolated op (function) around op: its
 * unreached blocks go. BROKEN if that left an op without an operand (a
 * block that went defined a value that a block still reached used: the
 * reduction took away the only way through the block). */
static int simplify_func(CmirOp *op) {
  CmirOp *fn = cmir_op_parent(op);
  while (fn && !(cmir_op_traits(fn) & CMIR_TRAIT_ISOLATED))
    fn = cmir_op_parent(fn);
  if (!fn)
    return APPLIED;
  cmir_simplify_regions(fn);
  return cmir_op_walk(fn, null_operand, NULL) ? APPLIED : BROKEN;
}

static int r_thread(Red *r, CmirOp *module, CmirOp *op, unsigned variant) {
  (void)r, (void)module;
  if (!cmir_op_isa(op, CMIR_OP_CF_BR) && !cmir_op_isa(op, CMIR_OP_LLVM_BR))
    return SKIP;
  CmirBlock *h = cmir_op_succs(op)[0].block;
  CmirOp *t = h->last;
  if (!t || variant >= t->nsuccs || h == op->block || cmir_op_succs(t)[variant].block == h)
    return SKIP;
  uint32_t start, n;
  cmir_op_successor_operands(t, variant, &start, &n);
  for (uint32_t i = 0; i < n; i++) {
    CmirOp *d = cmir_value_def(t->opnds[start + i].value);
    if (d && d->block == h)
      return SKIP; /* defined in h: h may go, and the value with it */
  }
  CmirOpState st;
  cmir_opstate_init(&st, cmir_op_context(op), op->info, op->loc);
  for (uint32_t i = 0; i < n; i++) {
    CmirValue *v = t->opnds[start + i].value;
    for (uint32_t k = 0; k < h->nargs; k++)
      if (v == h->args[k])
        v = op->opnds[k].value;
    cmir_opstate_add_operand(&st, v);
  }
  cmir_opstate_add_successor(&st, cmir_op_succs(t)[variant].block);
  CmirOp *b = cmir_op_create(&st);
  cmir_opstate_free(&st);
  cmir_block_insert_before(op, b);
  erase_op(op);
  return simplify_func(b);
}

static int r_merge(Red *r, CmirOp *module, CmirOp *op, unsigned variant) {
  (void)r, (void)module, (void)variant;
  if (!cmir_op_isa(op, CMIR_OP_CF_BR) && !cmir_op_isa(op, CMIR_OP_LLVM_BR))
    return SKIP;
  CmirBlock *b = cmir_op_succs(op)[0].block;
  if (b == op->block || !b->preds || b->preds->next || !b->last)
    return SKIP;
  CmirValue **args = cmir_xmalloc(sizeof *args * (b->nargs + 1));
  for (uint32_t i = 0; i < b->nargs; i++)
    args[i] = op->opnds[i].value;
  CmirOp *term = inline_block(b, op, args);
  free(args);
  cmir_op_remove(term);
  cmir_block_insert_before(op, term);
  erase_op(op);
  cmir_region_remove(b->parent, b);
  cmir_block_destroy(b);
  return simplify_func(term);
}

static int r_block_arg(Red *r, CmirOp *module, CmirOp *op, unsigned variant) {
  (void)r, (void)module;
  CmirBlock *b = op->block;
  if (op != b->first || b == b->parent->first || variant >= b->nargs)
    return SKIP;
  CmirValue *arg = b->args[variant];
  CmirValue *c = make_const(op, arg->type, 0);
  if (!c)
    c = dominating_value(op, arg->type);
  if (!c || c == arg)
    return SKIP;
  cmir_value_replace_all_uses(arg, c);
  CmirOp *fn = cmir_op_parent(op);
  while (fn && !(cmir_op_traits(fn) & CMIR_TRAIT_ISOLATED))
    fn = cmir_op_parent(fn);
  if (fn)
    cmir_simplify_regions(fn);
  return APPLIED;
}

static int const_rank(const CmirAttr *a) {
  if (a->kind == CMIR_ATTR_FLOAT) {
    double d = cmir_attr_float_value(a);
    return d == 0 && !signbit(d) ? 0 : d == 1 ? 1 : d == -1 ? 2 : 3;
  }
  int64_t v = cmir_attr_int_value(a);
  if (a->i.type->kind == CMIR_TYPE_INTEGER && a->i.type->integer.width == 1)
    return v ? 1 : 0;
  return v == 0 ? 0 : v == 1 ? 1 : v == -1 ? 2 : 3;
}

static int r_constant(Red *r, CmirOp *module, CmirOp *op, unsigned variant) {
  (void)r, (void)module;
  if (!cmir_op_isa(op, CMIR_OP_ARITH_CONSTANT) && !cmir_op_isa(op, CMIR_OP_LLVM_MLIR_CONSTANT))
    return SKIP;
  const CmirAttr *a = cmir_op_get_prop(op, "value");
  const CmirType *t = op->results[0].type;
  static const int64_t vals[] = {0, 1, -1};
  int64_t v = vals[variant];
  CmirContext *ctx = cmir_op_context(op);
  const CmirAttr *na = NULL;
  if (!a)
    return SKIP;
  if (a->kind == CMIR_ATTR_INTEGER && a->i.type == t &&
      (t->kind == CMIR_TYPE_INDEX || (t->kind == CMIR_TYPE_INTEGER && t->integer.width <= 64))) {
    if (t->kind == CMIR_TYPE_INTEGER && t->integer.width == 1)
      na = variant == 2 ? NULL
                        : (cmir_op_isa(op, CMIR_OP_ARITH_CONSTANT) ? cmir_attr_bool(ctx, v)
                                                            : cmir_attr_int(ctx, t, v));
    else
      na = cmir_attr_int(ctx, t, v);
  } else if (a->kind == CMIR_ATTR_FLOAT && a->f.type == t) {
    na = cmir_attr_float_double(ctx, t, (double)v);
  }
  if (!na || na == a || const_rank(na) >= const_rank(a))
    return SKIP; /* only ever simpler: 0, then 1, then -1, then the rest */
  cmir_op_set_prop(op, "value", na);
  return APPLIED;
}

static int r_memref_shape(Red *r, CmirOp *module, CmirOp *op, unsigned variant) {
  (void)r, (void)module;
  if (!cmir_op_isa(op, CMIR_OP_MEMREF_ALLOC) && !cmir_op_isa(op, CMIR_OP_MEMREF_ALLOCA))
    return SKIP;
  const CmirType *t = op->results[0].type;
  uint32_t dim = variant / 2;
  if (t->kind != CMIR_TYPE_MEMREF || t->shaped.layout || dim >= t->shaped.rank)
    return SKIP;
  int64_t d = t->shaped.shape[dim];
  if (d == CMIR_DYNAMIC || d <= 1 || (variant % 2 && d <= 3))
    return SKIP;
  int64_t shape[16];
  if (t->shaped.rank > 16)
    return SKIP;
  memcpy(shape, t->shaped.shape, sizeof *shape * t->shaped.rank);
  shape[dim] = variant % 2 ? d / 2 : 1;
  op->results[0].type = cmir_type_memref(cmir_op_context(op), t->shaped.rank, shape, t->shaped.elem,
                                         NULL, t->shaped.extra);
  return APPLIED;
}

static int r_subview(Red *r, CmirOp *module, CmirOp *op, unsigned variant) {
  (void)r, (void)module;
  if (!cmir_op_isa(op, CMIR_OP_MEMREF_SUBVIEW) || op->nopnds != 1)
    return SKIP; /* static offsets, sizes and strides only */
  const CmirType *st = op->opnds[0].value->type, *rt = op->results[0].type;
  uint32_t rank = st->shaped.rank;
  int64_t sstr[16], soff;
  const char *names[3] = {"static_offsets", "static_strides", "static_sizes"};
  const CmirAttr *p[3];
  for (int i = 0; i < 3; i++) {
    p[i] = cmir_op_get_prop(op, names[i]);
    if (!p[i] || p[i]->kind != CMIR_ATTR_DENSE_ARRAY || p[i]->darr.n != rank)
      return SKIP;
  }
  if (rank > 16 || rt->kind != CMIR_TYPE_MEMREF || rt->shaped.rank != rank ||
      !cmir_memref_strides(st, sstr, &soff) || soff == CMIR_DYNAMIC)
    return SKIP; /* not rank-reducing, static source layout */
  int64_t v[3][16];
  for (int i = 0; i < 3; i++)
    memcpy(v[i], p[i]->darr.data, sizeof(int64_t) * rank);
  bool changed = false;
  for (uint32_t d = 0; d < rank; d++) {
    int64_t want = variant == 0 ? 0 : 1;
    if (v[variant][d] != want)
      changed = true;
    v[variant][d] = want;
  }
  if (!changed)
    return SKIP;
  int64_t off = soff, strides[16];
  for (uint32_t d = 0; d < rank; d++) {
    if (sstr[d] == CMIR_DYNAMIC)
      return SKIP;
    off += v[0][d] * sstr[d];
    strides[d] = v[1][d] * sstr[d];
  }
  CmirContext *ctx = cmir_op_context(op);
  cmir_op_set_prop(op, names[variant], cmir_attr_dense_i64_array(ctx, rank, v[variant]));
  const CmirAttr *layout = cmir_attr_strided(ctx, off, rank, strides);
  op->results[0].type =
      cmir_type_memref(ctx, rank, v[2], rt->shaped.elem, layout, rt->shaped.extra);
  return APPLIED;
}

static bool is_memref(const CmirType *t) {
  return t->kind == CMIR_TYPE_MEMREF || t->kind == CMIR_TYPE_UNRANKED_MEMREF;
}

/* b can stand where a memref of type a is used, as far as the data go. */
static bool same_memref_data(const CmirType *a, const CmirType *b) {
  return is_memref(a) && is_memref(b) && a->shaped.elem == b->shaped.elem &&
         a->shaped.extra == b->shaped.extra;
}

/* The first op of op's block that uses one of op's results, or NULL if a
 * use is elsewhere (or there is none). */
static CmirOp *first_user_in_block(CmirOp *op) {
  CmirOp *first = NULL;
  for (uint32_t i = 0; i < op->nresults; i++)
    for (CmirUse *u = op->results[i].uses; u; u = u->next) {
      CmirOp *o = u->owner;
      while (o && o->block != op->block)
        o = cmir_op_parent(o);
      if (!o)
        return NULL;
      if (!first)
        first = o;
      else
        for (CmirOp *p = o->next; p; p = p->next)
          if (p == first) {
            first = o;
            break;
          }
    }
  return first;
}

static int r_operand(Red *r, CmirOp *module, CmirOp *op, unsigned variant) {
  (void)r, (void)module;
  uint32_t i = variant / 4, want = variant % 4;
  if (i >= op->nopnds || !is_memref(op->opnds[i].value->type) || !func_entry(op))
    return SKIP;
  CmirValue *cur = op->opnds[i].value;
  CmirOp *at = op, *u = NULL;
  if ((cmir_op_traits(op) & CMIR_TRAIT_PURE) && !op->nregions && op->nresults) {
    u = first_user_in_block(op);
    if (u == op->next)
      u = NULL;
    if (u)
      at = u; /* op goes there if a value is found (not before: a skip changes nothing) */
  }
  /* The dominating values, nearest first (as dominating_value walks). */
  uint32_t k = 0;
  CmirValue *found = NULL;
  for (; at && at->block && !found; at = cmir_op_parent(at)) {
    for (CmirOp *p = at->prev; p && !found; p = p->prev)
      for (uint32_t j = p->nresults; j-- > 0 && p != op;) {
        CmirValue *v = &p->results[j];
        if (v != cur && same_memref_data(cur->type, v->type) && k++ == want) {
          found = v;
          break;
        }
      }
    CmirBlock *b = at->block;
    for (uint32_t j = b->nargs; j-- > 0 && !found;) {
      CmirValue *v = b->args[j];
      if (v != cur && same_memref_data(cur->type, v->type) && k++ == want)
        found = v;
    }
    if (found) {
      if (u) {
        cmir_op_remove(op);
        cmir_block_insert_before(u, op);
      }
      cmir_op_set_operand(op, i, found);
      return APPLIED;
    }
    if (cmir_op_traits(at) & CMIR_TRAIT_ISOLATED)
      break;
    CmirOp *parent = cmir_op_parent(at);
    if (!parent || (cmir_op_traits(parent) & CMIR_TRAIT_ISOLATED))
      break;
  }
  return SKIP;
}

static int r_attrs(Red *r, CmirOp *module, CmirOp *op, unsigned variant) {
  (void)r, (void)module;
  if (cmir_op_traits(op) & CMIR_TRAIT_SYMBOL)
    return SKIP;
  if (variant == 0) {
    if (!op->attrs)
      return SKIP;
    op->attrs = NULL;
    return APPLIED;
  }
  static const char *const flags[] = {"overflowFlags", "isExact", "fastmath", "nonNeg"};
  bool any = false;
  for (size_t i = 0; i < sizeof flags / sizeof flags[0]; i++)
    if (cmir_op_get_prop(op, flags[i])) {
      op->props = cmir_dict_set(cmir_op_context(op), op->props,
                                cmir_ident(cmir_op_context(op), flags[i]), NULL);
      any = true;
    }
  return any ? APPLIED : SKIP;
}

/* ------------------------------------------------------------------------ */
/* Running a module on the interpreter                                       */

typedef struct RunResult {
  CmirInterpStatus status;
  char *out; /* the program's output (malloc'd) */
  size_t len;
} RunResult;

static void mute(const CmirDiagnostic *d, void *user) { (void)d, (void)user; }

static CmirContext *run_context(void) {
  static CmirContext *ctx;
  if (!ctx) {
    ctx = cmir_context_create();
    cmir_dialects_register_all(ctx);
    cmir_passes_register_all(ctx);
  }
  return ctx;
}

/* Runs text's module, after the passes of pipeline (comma-separated; NULL =
 * none), on the interpreter; with check_uninit, a read of memory nothing
 * wrote is undefined behaviour (printMemref's reads included). */
static RunResult run_interp(const char *text, size_t len, const char *pipeline, const char *entry,
                            uint64_t max_steps, bool check_uninit) {
  RunResult rr = {CMIR_INTERP_BAD_INPUT, NULL, 0};
  /* One context for every run of the process: a candidate's child runs up
   * to three (the check for undefined behaviour, then the two legs), and
   * a context with every dialect and pass registered costs more to make
   * than a small program costs to run. A child inherits it when the
   * parent made it first. */
  CmirContext *ctx = run_context();
  cmir_context_set_diag_handler(ctx, mute, NULL);
  CmirOp *m = cmir_parse_source(ctx, text, len, &(CmirParseOptions){.filename = "candidate"});
  FILE *f = NULL;
  if (!m || cmir_verify(m))
    goto done;
  if (pipeline && *pipeline) {
    CmirPassManager *pm = cmir_pm_create(ctx);
    CmirStrBuf sb;
    cmir_sb_init(&sb);
    cmir_sb_printf(&sb, "builtin.module(%s)", pipeline);
    CmirStatus s = cmir_pm_parse_pipeline(pm, cmir_sb_cstr(&sb));
    if (!s)
      s = cmir_pm_run(pm, m);
    cmir_sb_free(&sb);
    cmir_pm_destroy(pm);
    if (s)
      goto done;
  }
  if (cmir_tool_prepare_for_interp(ctx, m))
    goto done;
  f = open_memstream(&rr.out, &rr.len);
  if (!f)
    goto done;
  CmirInterpOptions io = {.max_steps = max_steps, .out = f, .check_uninit = check_uninit};
  CmirInterp *in = NULL;
  CmirInterpValue v;
  rr.status = cmir_interp_create(m, &io, &in);
  if (!rr.status)
    rr.status = cmir_interp_run(in, entry, CMIR_INTERP_VOID, &v);
  cmir_interp_destroy(in);
done:
  if (f)
    fclose(f);
  if (m)
    cmir_op_destroy(m);
  return rr;
}

/* printMemref's heap addresses ("base@ = 0x5581...") replaced by 0xADDR,
 * as the conformance tests' .expected files have them: a new malloc'd,
 * NUL-terminated string (s is freed), its length in *len. */
char *cmir_fuzz_mask_addresses(char *s, size_t *len) {
  static const char key[] = "base@ = 0x";
  const size_t k = sizeof key - 1;
  size_t n = *len;
  if (!memmem(s, n, key, k))
    return s;
  char *o = cmir_xmalloc(2 * n + 16); /* "0x" + 1 digit grows to "0xADDR" at most */
  size_t j = 0;
  for (size_t i = 0; i < n;) {
    if (n - i >= k && !memcmp(s + i, key, k)) {
      memcpy(o + j, "base@ = 0xADDR", 14);
      j += 14;
      i += k;
      while (i < n && ((s[i] >= '0' && s[i] <= '9') || (s[i] >= 'a' && s[i] <= 'f')))
        i++;
      continue;
    }
    o[j++] = s[i++];
  }
  o[j] = 0;
  free(s);
  *len = j;
  return o;
}

bool cmir_reduce_legs_known(const char *leg) {
  return !strcmp(leg, "interp") || !strcmp(leg, "lowered");
}

bool cmir_reduce_test_legs(const CmirReduceCandidate *c, void *user) {
  const CmirReduceLegsTest *t = user;
  RunResult rr[2];
  for (int i = 0; i < 2; i++) {
    const char *pipe = NULL;
    if (!strcmp(t->legs[i], "lowered"))
      pipe = c->pipeline ? c->pipeline : cmir_reduce_lowering_pipeline;
    rr[i] = run_interp(c->text, c->len, pipe, t->entry ? t->entry : "main",
                       t->max_steps ? t->max_steps : 10000000, false);
  }
  for (int i = 0; i < 2; i++)
    if (rr[i].out)
      rr[i].out = cmir_fuzz_mask_addresses(rr[i].out, &rr[i].len);
  bool differ = rr[0].status != CMIR_INTERP_BAD_INPUT && rr[1].status != CMIR_INTERP_BAD_INPUT &&
                (rr[0].status != rr[1].status || rr[0].len != rr[1].len ||
                 memcmp(rr[0].out, rr[1].out, rr[0].len));
  free(rr[0].out);
  free(rr[1].out);
  return differ;
}

/* ------------------------------------------------------------------------ */
/* The search                                                                */

/* Hashes of candidates found not interesting (the test is deterministic). */
typedef struct Seen {
  uint64_t *h;
  size_t n, cap; /* cap: a power of two */
} Seen;

static bool seen_has(const Seen *s, uint64_t h) {
  if (!s->cap)
    return false;
  for (size_t i = h & (s->cap - 1);; i = (i + 1) & (s->cap - 1)) {
    if (!s->h[i])
      return false;
    if (s->h[i] == h)
      return true;
  }
}

static void seen_add(Seen *s, uint64_t h) {
  h |= 1; /* 0 marks an empty slot */
  if (2 * (s->n + 1) > s->cap) {
    Seen t = {cmir_xcalloc(s->cap ? 2 * s->cap : 1024, sizeof(uint64_t)), 0,
              s->cap ? 2 * s->cap : 1024};
    for (size_t i = 0; i < s->cap; i++)
      if (s->h[i])
        seen_add(&t, s->h[i]);
    free(s->h);
    *s = t;
  }
  size_t i = h & (s->cap - 1);
  while (s->h[i] && s->h[i] != h)
    i = (i + 1) & (s->cap - 1);
  if (!s->h[i])
    s->n++;
  s->h[i] = h;
}

typedef struct Cand {
  char *text;
  size_t len;
  char *pipeline;
  uint64_t hash;
  unsigned idx; /* the index that produced it */
  uint64_t ops; /* ops in the module */
  pid_t pid;
  int verdict; /* 0 interesting, 1 not, 2 rejected by the interpreter check */
} Cand;

typedef struct Search {
  Red red;
  const CmirReduceOptions *o;
  char *best;
  size_t best_len;
  char *pipeline; /* current pass list, or NULL */
  uint64_t best_ops;
  Seen seen;
  CmirReduceResult *res;
  unsigned round;
  bool tty;
  /* The best program parsed, and its ops in pre-order, while no reduction
   * changed it: a reduction that skips leaves the module as it was, so the
   * next (op, variant) reuses it instead of parsing the text again. */
  CmirOp *cache;
  OpVec cache_ops;
  unsigned gen, cache_gen; /* gen counts the changes of best */
} Search;

static void drop_cache(Search *s) {
  if (!s->cache)
    return;
  cmir_op_drop_references(s->cache);
  cmir_op_destroy(s->cache);
  s->cache = NULL;
  free(s->cache_ops.v);
  memset(&s->cache_ops, 0, sizeof s->cache_ops);
}

static uint64_t cand_hash(const char *text, size_t len, const char *pipeline) {
  uint64_t h = XXH3_64bits(text, len);
  if (pipeline)
    h ^= XXH3_64bits(pipeline, strlen(pipeline)) * 0x9E3779B97F4A7C15ull;
  return h | 1;
}

static char *print_module(CmirOp *m, size_t *len) {
  CmirStrBuf sb;
  cmir_sb_init(&sb);
  cmir_print_op(&sb, m, &(CmirPrintOptions){0});
  cmir_sb_putc(&sb, '\n');
  *len = sb.len;
  cmir_sb_cstr(&sb);
  return sb.data;
}

/* The pass list without its entry number i (NULL if there is none). */
static char *drop_pass(const char *pipeline, unsigned i) {
  const char *p = pipeline;
  for (unsigned k = 0; k < i; k++) {
    p = strchr(p, ',');
    if (!p)
      return NULL;
    p++;
  }
  const char *e = strchr(p, ',');
  CmirStrBuf sb;
  cmir_sb_init(&sb);
  cmir_sb_putn(&sb, pipeline, (size_t)(p - pipeline));
  if (e)
    cmir_sb_puts(&sb, e + 1);
  else if (sb.len)
    sb.len--; /* the comma before the last entry */
  cmir_sb_cstr(&sb);
  return sb.data;
}

/* Candidate (kind, idx) of the best program. Returns 1 with *c filled, 0
 * if (kind, idx) gives nothing new, -1 past the last index of kind. */
static int make_candidate(Search *s, unsigned kind, unsigned idx, Cand *c) {
  memset(c, 0, sizeof *c);
  c->idx = idx;
  if (kind == K_PASSES) {
    if (!s->pipeline)
      return -1;
    char *p = drop_pass(s->pipeline, idx);
    if (!p)
      return -1;
    if (!*p) {
      free(p);
      return 0;
    }
    c->pipeline = p;
    c->text = cmir_xmalloc(s->best_len + 1);
    memcpy(c->text, s->best, s->best_len + 1);
    c->len = s->best_len;
    c->ops = s->best_ops;
    c->hash = cand_hash(c->text, c->len, c->pipeline);
    return 1;
  }
  if (kind == K_CANONICALIZE && idx > 0)
    return -1;
  if (s->cache && s->cache_gen != s->gen)
    drop_cache(s);
  if (!s->cache) {
    s->cache = cmir_parse_source(s->red.ctx, s->best, s->best_len,
                                 &(CmirParseOptions){.filename = "best"});
    if (!s->cache)
      return -1;
    cmir_op_walk(s->cache, collect, &s->cache_ops);
    s->cache_gen = s->gen;
  }
  CmirOp *m = s->cache;
  int rc;
  if (kind == K_CANONICALIZE) {
    CmirPassManager *pm = cmir_pm_create(s->red.ctx);
    rc = cmir_pm_parse_pipeline(pm, "builtin.module(canonicalize,cse)") || cmir_pm_run(pm, m) ? 0
                                                                                              : 1;
    cmir_pm_destroy(pm);
  } else {
    unsigned nv = reductions[kind].nvariants;
    if (idx / nv >= s->cache_ops.n)
      return -1; /* the module is unchanged: the cache stays */
    rc = reductions[kind].apply(&s->red, m, s->cache_ops.v[idx / nv], idx % nv);
    if (rc == SKIP)
      return 0;
  }
  /* The module changed (or may have): it is not the cache any more. */
  s->cache = NULL;
  free(s->cache_ops.v);
  memset(&s->cache_ops, 0, sizeof s->cache_ops);
  if (rc == 1 && !cmir_verify(m)) {
    c->ops = cmir_op_count(m);
    c->text = print_module(m, &c->len);
    if (s->pipeline)
      c->pipeline = xstrdup(s->pipeline);
    c->hash = cand_hash(c->text, c->len, c->pipeline);
    /* Never larger: with the accepted programs in `seen`, the search
     * cannot cycle. */
    if ((c->len == s->best_len && !memcmp(c->text, s->best, c->len)) || c->ops > s->best_ops) {
      free(c->text);
      free(c->pipeline);
      rc = 0;
    }
  } else if (rc >= 0) {
    rc = 0; /* nothing applied, broken or not verifying */
  }
  cmir_op_drop_references(m);
  cmir_op_destroy(m);
  return rc;
}

/* The child's verdict: 0 interesting, 1 not interesting, 2 the
 * interpreter found undefined behaviour or could not finish. */
static int child_verdict(Search *s, Cand *c) {
  const CmirReduceOptions *o = s->o;
  if (!o->no_ub_check) {
    RunResult rr = run_interp(c->text, c->len, NULL, s->red.entry,
                              o->max_steps ? o->max_steps : 10000000, true);
    free(rr.out);
    if (rr.status != CMIR_INTERP_OK)
      return 2;
  }
  CmirReduceCandidate rc = {c->text, c->len, c->pipeline};
  return o->test(&rc, o->user) ? 0 : 1;
}

static void start(Search *s, Cand *c) {
  fflush(NULL);
  pid_t pid = fork();
  if (pid == 0) {
    signal(SIGINT, SIG_DFL);
    signal(SIGTERM, SIG_DFL);
    alarm(s->o->timeout ? s->o->timeout : 20);
    _exit(child_verdict(s, c));
  }
  c->pid = pid;
  if (pid < 0)
    c->verdict = 1;
}

static void finish(Search *s, Cand *c) {
  if (c->pid <= 0)
    return;
  int st;
  while (waitpid(c->pid, &st, 0) < 0) {
    if (errno != EINTR) {
      st = 1 << 8;
      break;
    }
    if (s->o->stop && *s->o->stop)
      kill(c->pid, SIGTERM); /* a test cleans up on SIGTERM, or just ends */
  }
  c->pid = 0;
  if (WIFEXITED(st))
    c->verdict = WEXITSTATUS(st) <= 2 ? WEXITSTATUS(st) : 1;
  else
    c->verdict = WTERMSIG(st) == SIGALRM ? 2 : 1;
  s->res->tested++;
  if (c->verdict == 2)
    s->res->rejected_ub++;
}

static bool stopped(Search *s) { return s->o->stop && *s->o->stop; }

static void progress(Search *s, unsigned kind) {
  if (!s->tty)
    return;
  int64_t n = cmir_reduce_count_ops(s->best, s->best_len);
  fprintf(stderr,
          "\rcmir-reduce: %llu -> %lld ops, round %u, %-12s tested %llu (ub %llu), accepted "
          "%llu   ",
          (unsigned long long)s->res->ops_before, (long long)n, s->round, kind_name(kind),
          (unsigned long long)s->res->tested, (unsigned long long)s->res->rejected_ub,
          (unsigned long long)s->res->accepted);
}

/* One pass of reduction `kind` over the best program; true if it shrank. */
static bool run_kind(Search *s, unsigned kind) {
  unsigned jobs = s->o->jobs ? s->o->jobs : 1;
  Cand *batch = cmir_xcalloc(jobs, sizeof *batch);
  bool progress_made = false;
  unsigned idx = 0;
  for (;;) {
    if (stopped(s))
      break;
    /* Up to `jobs` new candidates, in index order. */
    unsigned n = 0;
    bool end = false;
    while (n < jobs) {
      int rc = make_candidate(s, kind, idx, &batch[n]);
      if (rc < 0) {
        end = true;
        break;
      }
      idx++;
      if (rc == 0)
        continue;
      if (seen_has(&s->seen, batch[n].hash)) {
        free(batch[n].text);
        free(batch[n].pipeline);
        continue;
      }
      n++;
    }
    for (unsigned i = 0; i < n; i++)
      start(s, &batch[i]);
    for (unsigned i = 0; i < n; i++)
      finish(s, &batch[i]);
    int win = -1;
    for (unsigned i = 0; i < n && win < 0; i++)
      if (batch[i].verdict == 0 && !stopped(s))
        win = (int)i;
    for (unsigned i = 0; i < n; i++) {
      if ((int)i == win)
        continue;
      if (win < 0 || (int)i < win)
        seen_add(&s->seen, batch[i].hash);
      free(batch[i].text);
      free(batch[i].pipeline);
    }
    if (win >= 0) {
      free(s->best);
      free(s->pipeline);
      s->best = batch[win].text;
      s->gen++;
      s->best_len = batch[win].len;
      s->pipeline = batch[win].pipeline;
      s->best_ops = batch[win].ops;
      seen_add(&s->seen, batch[win].hash);
      s->res->accepted++;
      progress_made = true;
      idx = batch[win].idx; /* the same index now names the next op */
      end = false;
    }
    progress(s, kind);
    if (end && win < 0)
      break;
  }
  free(batch);
  return progress_made;
}

const char cmir_reduce_names[] = "remove-func,erase-op,inline,branch,block-arg,constant,"
                                 "memref-shape,subview,operand,attributes,canonicalize,passes";

static bool kind_enabled(const char *list, unsigned k) {
  if (!list)
    return true;
  const char *name = kind_name(k);
  size_t n = strlen(name);
  for (const char *p = list; p; p = strchr(p, ',') ? strchr(p, ',') + 1 : NULL)
    if (!strncmp(p, name, n) && (p[n] == ',' || !p[n]))
      return true;
  return false;
}

bool cmir_reduce_known_names(const char *list) {
  for (const char *p = list; p; p = strchr(p, ',') ? strchr(p, ',') + 1 : NULL) {
    size_t n = strchr(p, ',') ? (size_t)(strchr(p, ',') - p) : strlen(p);
    bool found = false;
    for (unsigned k = 0; k < K_COUNT && !found; k++)
      found = strlen(kind_name(k)) == n && !strncmp(kind_name(k), p, n);
    if (!found)
      return false;
  }
  return true;
}

int64_t cmir_reduce_count_ops(const char *text, size_t len) {
  CmirContext *ctx = cmir_context_create();
  cmir_dialects_register_all(ctx);
  cmir_passes_register_all(ctx);
  cmir_context_set_diag_handler(ctx, mute, NULL);
  CmirOp *m = cmir_parse_source(ctx, text, len, &(CmirParseOptions){.filename = "count"});
  int64_t n = m ? (int64_t)cmir_op_count(m) - 1 : -1;
  if (m)
    cmir_op_destroy(m);
  cmir_context_destroy(ctx);
  return n;
}

CmirReduceStatus cmir_reduce(const char *fname, const char *text, size_t len,
                             const CmirReduceOptions *opts, CmirReduceResult *res) {
  memset(res, 0, sizeof *res);
  Search s;
  memset(&s, 0, sizeof s);
  s.o = s.red.o = opts;
  s.red.entry = opts->entry ? opts->entry : "main";
  s.red.ctx = cmir_context_create();
  cmir_dialects_register_all(s.red.ctx);
  cmir_passes_register_all(s.red.ctx);
  s.tty = opts->progress;
  s.res = res;
  run_context(); /* made once here, inherited by every candidate's child */
  CmirOp *m = cmir_parse_source(s.red.ctx, text, len, &(CmirParseOptions){.filename = fname});
  if (!m || cmir_verify(m)) {
    if (m)
      cmir_op_destroy(m);
    cmir_context_destroy(s.red.ctx);
    return CMIR_REDUCE_BAD_INPUT;
  }
  /* The input as the reducer prints it is the first best program. */
  s.best = print_module(m, &s.best_len);
  s.best_ops = cmir_op_count(m);
  cmir_op_destroy(m);
  cmir_context_set_diag_handler(s.red.ctx, mute, NULL);
  if (opts->pipeline)
    s.pipeline = xstrdup(opts->pipeline);
  res->ops_before = (uint64_t)cmir_reduce_count_ops(s.best, s.best_len);

  Cand first = {.text = s.best, .len = s.best_len, .pipeline = s.pipeline, .verdict = 1};
  start(&s, &first);
  finish(&s, &first);
  CmirReduceStatus st = CMIR_REDUCE_OK;
  if (first.verdict != 0) {
    st = CMIR_REDUCE_NOT_INTERESTING;
  } else {
    for (bool again = true; again && !stopped(&s);) {
      s.round++;
      again = false;
      for (unsigned k = 0; k < K_COUNT && !stopped(&s); k++)
        if (kind_enabled(opts->reductions, k))
          again |= run_kind(&s, k);
    }
    if (s.tty)
      fputc('\n', stderr);
  }
  res->interrupted = stopped(&s);
  res->text = s.best;
  res->len = s.best_len;
  res->pipeline = s.pipeline;
  res->ops_after = (uint64_t)cmir_reduce_count_ops(s.best, s.best_len);
  free(s.seen.h);
  drop_cache(&s);
  cmir_context_destroy(s.red.ctx);
  if (st) {
    cmir_reduce_result_free(res);
    res->text = NULL;
  }
  return st;
}

void cmir_reduce_result_free(CmirReduceResult *res) {
  free(res->text);
  free(res->pipeline);
  res->text = res->pipeline = NULL;
}
