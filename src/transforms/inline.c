/* The inliner (MLIR's -inline): replaces calls of visible functions by
 * their bodies, bottom-up over the call graph.
 *
 * The call graph has a node per func.func and llvm.func with a body, an
 * edge per direct call (func.call, llvm.call with a callee) to such a
 * function, and an external node with an edge to every function. Its
 * strongly connected components are visited in post-order (Tarjan, from
 * the external node, edges in the order the calls appear), so a callee is
 * done before its callers. For each component, up to max-iterations times:
 * the simplification pipeline (default `canonicalize`, see
 * cmir_canonicalize_greedy) runs on each of its functions, then every call
 * in them is inlined where MLIR's rules allow it, and calls that come from
 * inlined bodies are tried in turn (not through a callee already inlined on
 * that path); a round that inlines nothing ends the loop.
 *
 * A call is not inlined when the callee calls itself (as the pass began),
 * when the call is inside the callee, when a callee of several blocks would land
 * in a single-block region of another kind of op, or when the dialects say
 * no: every op of the callee must belong to a dialect that allows inlining
 * (builtin and unregistered ops do not), and an llvm.call's callee must not
 * be no_inline, variadic, have a personality, an inalloca argument or one
 * of the passthrough attributes noduplicate, presplitcoroutine,
 * returns_twice or strictfp. A single-block body replaces the call's
 * results with its return's operands; a body of several blocks splits the
 * caller's block after the call, the tail getting the results as block
 * arguments and each return becoming a branch to it (cf.br for func.return,
 * llvm.br for llvm.return).
 *
 * Private func.func functions (llvm.func never) that nothing references
 * are erased when their component is visited, and so is a private callee
 * once its only call is inlined. */
#include "transforms/transforms.h"

#include "dialect/llvm/llvm.h"

#include <stdlib.h>
#include <string.h>

typedef CMIR_VEC(CmirOp *) OpVec;
typedef CMIR_VEC(uint32_t) U32Vec;
typedef CMIR_VEC(CmirBlock *) BlockVec;

#define NONE UINT32_MAX

typedef struct Node {
  CmirOp *fn;
  U32Vec edges; /* callees when the pass started, each once, in call order */
  uint32_t num, low;
  bool on_stack, gone;
} Node;

typedef struct Call {
  CmirOp *op;
  uint32_t src, dst; /* nodes */
  uint32_t hist;     /* inline history entry it came from, or NONE */
} Call;

typedef struct Hist {
  uint32_t node, parent;
} Hist;

typedef struct Inliner {
  CmirOp *module;
  CMIR_VEC(Node) nodes;
  CMIR_VEC(U32Vec) sccs;
  U32Vec stack;
  uint32_t counter;
  CMIR_VEC(Call) calls;
  CMIR_VEC(Hist) hist;
  OpVec dead; /* functions found dead, erased at the end */
  /* options */
  const char *pipeline; /* default pipeline, "" for none */
  size_t pipeline_len;
  const char *op_pipelines; /* `name(passes),...` or NULL */
  size_t op_pipelines_len;
  int64_t max_iterations;
  int64_t threshold; /* -1: no limit */
} Inliner;

static bool is_callable(const CmirOp *op) {
  return (cmir_op_isa(op, CMIR_OP_FUNC_FUNC) || cmir_op_isa(op, CMIR_OP_LLVM_FUNC)) &&
         cmir_op_regions(op)[0].first;
}

static bool is_call(const CmirOp *op) {
  return cmir_op_isa(op, CMIR_OP_FUNC_CALL) || cmir_op_isa(op, CMIR_OP_LLVM_CALL);
}

static uint32_t node_of(Inliner *in, const CmirOp *fn) {
  for (uint32_t i = 0; i < in->nodes.len; i++)
    if (in->nodes.data[i].fn == fn && !in->nodes.data[i].gone)
      return i;
  return NONE;
}

/* The node a direct call resolves to, NONE for a declaration, an indirect
 * call or an unknown symbol. */
static uint32_t resolve(Inliner *in, CmirOp *call) {
  const CmirAttr *c = cmir_op_get_prop(call, "callee");
  if (!c || c->kind != CMIR_ATTR_SYMREF || c->sym.n != 1)
    return NONE;
  CmirOp *f = cmir_symbol_lookup(call, c);
  return f && is_callable(f) ? node_of(in, f) : NONE;
}

/* ---- the call graph ---- */

static bool add_node(CmirOp *op, void *user) {
  Inliner *in = user;
  if (is_callable(op)) {
    Node n = {0};
    n.fn = op;
    n.num = NONE;
    cmir_vec_push(&in->nodes, n);
  }
  return true;
}

typedef struct EdgeWalk {
  Inliner *in;
  uint32_t node;
} EdgeWalk;

static bool add_edges(CmirOp *op, void *user) {
  EdgeWalk *w = user;
  if (!is_call(op))
    return true;
  uint32_t t = resolve(w->in, op);
  if (t == NONE)
    return true;
  U32Vec *e = &w->in->nodes.data[w->node].edges;
  for (uint32_t i = 0; i < e->len; i++)
    if (e->data[i] == t)
      return true;
  cmir_vec_push(e, t);
  return true;
}

static void tarjan(Inliner *in, uint32_t v) {
  Node *n = &in->nodes.data[v];
  n->num = n->low = in->counter++;
  n->on_stack = true;
  cmir_vec_push(&in->stack, v);
  for (uint32_t i = 0; i < in->nodes.data[v].edges.len; i++) {
    uint32_t w = in->nodes.data[v].edges.data[i];
    Node *m = &in->nodes.data[w];
    if (m->num == NONE) {
      tarjan(in, w);
      if (in->nodes.data[w].low < in->nodes.data[v].low)
        in->nodes.data[v].low = in->nodes.data[w].low;
    } else if (m->on_stack && m->num < in->nodes.data[v].low)
      in->nodes.data[v].low = m->num;
  }
  n = &in->nodes.data[v];
  if (n->low != n->num)
    return;
  U32Vec scc = {0};
  uint32_t w;
  do {
    w = cmir_vec_last(&in->stack);
    in->stack.len--;
    in->nodes.data[w].on_stack = false;
    cmir_vec_push(&scc, w);
  } while (w != v);
  cmir_vec_push(&in->sccs, scc);
}

/* ---- symbol uses ---- */

static uint32_t attr_refs(const CmirAttr *a, const CmirIdent *name) {
  if (!a)
    return 0;
  switch (a->kind) {
  case CMIR_ATTR_SYMREF:
    return a->sym.n >= 1 && a->sym.names[0] == name;
  case CMIR_ATTR_ARRAY: {
    uint32_t n = 0;
    for (uint32_t i = 0; i < a->arr.n; i++)
      n += attr_refs(a->arr.elems[i], name);
    return n;
  }
  case CMIR_ATTR_DICT: {
    uint32_t n = 0;
    for (uint32_t i = 0; i < a->dict.n; i++)
      n += attr_refs(a->dict.entries[i].value, name);
    return n;
  }
  default:
    return 0;
  }
}

typedef struct RefCount {
  CmirOp *fn;
  const CmirIdent *name;
  uint32_t n;
} RefCount;

static bool count_ref(CmirOp *op, void *user) {
  RefCount *r = user;
  if (op == r->fn)
    return true; /* its own sym_name is no use */
  uint32_t k = attr_refs(op->props, r->name) + attr_refs(op->attrs, r->name);
  if (k && cmir_op_parent(op)) {
    /* Only references that resolve to this function count. */
    CmirContext *ctx = cmir_op_context(op);
    const CmirAttr *ref = cmir_attr_symref(ctx, 1, &r->name);
    if (cmir_symbol_lookup(op, ref) != r->fn)
      k = 0;
  }
  r->n += k;
  return true;
}

static uint32_t uses(Inliner *in, CmirOp *fn) {
  RefCount r = {fn, cmir_op_sym_name(fn), 0};
  if (r.name)
    cmir_op_walk(in->module, count_ref, &r);
  return r.n;
}

/* MLIR's discardable callables: private func.func symbols directly in a
 * symbol table (llvm.func keeps its own linkage and is never dropped). */
static bool discardable(CmirOp *fn) {
  if (!cmir_op_isa(fn, CMIR_OP_FUNC_FUNC))
    return false;
  const CmirAttr *v = cmir_op_get_prop(fn, "sym_visibility");
  CmirOp *p = cmir_op_parent(fn);
  return v && v->kind == CMIR_ATTR_STRING && v->str.len == 7 && !memcmp(v->str.s, "private", 7) &&
         p && (p->info->traits & CMIR_TRAIT_SYMBOL_TABLE);
}

/* ---- collecting calls ---- */

/* MLIR's collectCallOps: blocks from a stack, so the last block first. */
static void collect_calls(Inliner *in, CmirBlock *first, CmirBlock *stop, uint32_t src,
                          uint32_t hist) {
  BlockVec work = {0};
  for (CmirBlock *b = first; b != stop; b = b->next)
    cmir_vec_push(&work, b);
  while (work.len) {
    CmirBlock *b = cmir_vec_last(&work);
    work.len--;
    for (CmirOp *op = b->first; op; op = op->next) {
      if (is_call(op)) {
        uint32_t t = resolve(in, op);
        if (t != NONE) {
          Call c = {op, src, t, hist};
          cmir_vec_push(&in->calls, c);
        }
        continue;
      }
      for (uint32_t r = 0; r < op->nregions; r++)
        for (CmirBlock *nb = cmir_op_regions(op)[r].first; nb; nb = nb->next)
          cmir_vec_push(&work, nb);
    }
  }
  cmir_vec_free(&work);
}

/* ---- legality ---- */

static bool name_is(const CmirAttr *a, const char *s) {
  return a && a->kind == CMIR_ATTR_STRING && a->str.len == strlen(s) && !memcmp(a->str.s, s, a->str.len);
}

/* LLVM's rules for inlining an llvm.func at an llvm.call. */
static bool llvm_callee_ok(CmirOp *fn) {
  if (!cmir_op_isa(fn, CMIR_OP_LLVM_FUNC))
    return false;
  if (cmir_op_get_prop(fn, "no_inline") || cmir_op_get_prop(fn, "personality"))
    return false;
  const CmirAttr *ft = cmir_op_get_prop(fn, "function_type");
  if (ft && ft->kind == CMIR_ATTR_TYPE && ft->type.type->kind == CMIR_TYPE_LLVM_FUNC &&
      (ft->type.type->flags & 1))
    return false;
  const CmirAttr *aa = cmir_op_get_prop(fn, "arg_attrs");
  if (aa && aa->kind == CMIR_ATTR_ARRAY)
    for (uint32_t i = 0; i < aa->arr.n; i++) {
      const CmirAttr *d = aa->arr.elems[i];
      if (d->kind != CMIR_ATTR_DICT)
        continue;
      for (uint32_t k = 0; k < d->dict.n; k++)
        if (!strcmp(d->dict.entries[k].name->str, "llvm.inalloca"))
          return false;
    }
  const CmirAttr *pt = cmir_op_get_prop(fn, "passthrough");
  if (pt && pt->kind == CMIR_ATTR_ARRAY)
    for (uint32_t i = 0; i < pt->arr.n; i++) {
      const CmirAttr *s = pt->arr.elems[i];
      if (name_is(s, "noduplicate") || name_is(s, "presplitcoroutine") ||
          name_is(s, "returns_twice") || name_is(s, "strictfp"))
        return false;
    }
  return true;
}

/* Dialects whose ops MLIR 19 lets the inliner move (those with an inliner
 * interface). */
static bool dialect_inlinable(const CmirOp *op) {
  if (!cmir_op_is_registered(op))
    return false;
  const char *n = cmir_op_name(op);
  static const char *const ok[] = {"func.", "llvm.", "arith.", "cf.", "scf.", "memref.",
                                   "vector.", "math.", "index.", "affine."};
  for (size_t i = 0; i < sizeof ok / sizeof ok[0]; i++)
    if (!strncmp(n, ok[i], strlen(ok[i])))
      return true;
  return false;
}

static bool is_affine_construct(const CmirOp *op) {
  return cmir_op_isa(op, CMIR_OP_AFFINE_FOR) || cmir_op_isa(op, CMIR_OP_AFFINE_IF) ||
         cmir_op_is(op, "affine.parallel");
}

typedef struct OpCheck {
  CmirOp *dest_parent; /* the op whose region the body lands in */
  bool ok;
} OpCheck;

static bool check_op(CmirOp *op, void *user) {
  OpCheck *c = user;
  if (!dialect_inlinable(op) || cmir_op_is(op, "llvm.intr.vastart")) {
    c->ok = false;
    return false;
  }
  if (!strncmp(cmir_op_name(op), "affine.", 7)) {
    CmirOp *p = c->dest_parent;
    if (!(p->info->traits & CMIR_TRAIT_AFFINE_SCOPE) && !is_affine_construct(p)) {
      c->ok = false;
      return false;
    }
  }
  return true;
}

/* MLIR's isLegalToInline for the region that receives the body, then for
 * each op of the body. */
static bool legal(CmirOp *call, CmirOp *callee) {
  if (cmir_op_isa(call, CMIR_OP_LLVM_CALL) && !llvm_callee_ok(callee))
    return false;
  if (cmir_op_isa(call, CMIR_OP_FUNC_CALL) && !cmir_op_isa(callee, CMIR_OP_FUNC_FUNC))
    return false;
  CmirOp *dest = cmir_op_parent(call);
  if (!dest || !dialect_inlinable(dest))
    return false;
  CmirRegion *body = &cmir_op_regions(callee)[0];
  if (is_affine_construct(dest)) {
    if (body->first != body->last)
      return false;
    for (CmirOp *op = body->first->first; op; op = op->next)
      if (!(op->info->traits & CMIR_TRAIT_PURE) && !(op->info->traits & CMIR_TRAIT_TERMINATOR))
        return false;
  }
  OpCheck c = {dest, true};
  for (CmirBlock *b = body->first; b && c.ok; b = b->next)
    for (CmirOp *op = b->first; op && c.ok; op = op->next)
      cmir_op_walk(op, check_op, &c);
  return c.ok;
}

static uint64_t region_ops(CmirOp *fn) {
  uint64_t n = 0;
  for (CmirBlock *b = cmir_op_regions(fn)[0].first; b; b = b->next)
    for (CmirOp *op = b->first; op; op = op->next)
      n += cmir_op_count(op);
  return n;
}

/* MLIR's shouldInline (the call graph's rules and the cost threshold). */
static bool should_inline(Inliner *in, const Call *c) {
  Node *t = &in->nodes.data[c->dst];
  for (uint32_t i = 0; i < t->edges.len; i++)
    if (t->edges.data[i] == c->dst)
      return false;
  if (cmir_op_is_ancestor(t->fn, c->op))
    return false;
  CmirRegion *body = &cmir_op_regions(t->fn)[0];
  CmirOp *parent = cmir_op_parent(c->op);
  if (body->first != body->last && parent->info != t->fn->info &&
      (!cmir_op_is_registered(parent) || (parent->info->traits & CMIR_TRAIT_SINGLE_BLOCK)))
    return false;
  if (in->threshold >= 0) {
    uint64_t caller = region_ops(in->nodes.data[c->src].fn);
    if (caller && region_ops(t->fn) * 100 / caller > (uint64_t)in->threshold)
      return false;
  }
  return true;
}

/* ---- cloning ---- */

typedef struct Cloner {
  CmirOp *callee;
  CmirValue *const *entry_args; /* what the body's entry arguments become */
  BlockVec from, to; /* block map: a source block's aux is its index + 1 */
} Cloner;

/* While a body is cloned, each of its ops' aux points to the copy and each
 * of its block arguments' aux to the copy's value; values from elsewhere
 * (whose aux belongs to someone else) map to themselves. */
static CmirValue *mapped(CmirOp *cloning, CmirValue *v) {
  if (v->is_arg) {
    CmirBlockArg *a = (CmirBlockArg *)v;
    CmirOp *owner = a->block && a->block->parent ? a->block->parent->parent : NULL;
    return a->aux && cmir_op_is_ancestor(cloning, owner) ? (CmirValue *)a->aux : v;
  }
  CmirOp *d = cmir_value_def(v);
  return d && d->aux && cmir_op_is_ancestor(cloning, d) ? &((CmirOp *)d->aux)->results[v->index]
                                                         : v;
}

static bool clear_aux(CmirOp *op, void *user) {
  (void)user;
  op->aux = NULL;
  for (uint32_t r = 0; r < op->nregions; r++)
    for (CmirBlock *b = cmir_op_regions(op)[r].first; b; b = b->next)
      for (uint32_t i = 0; i < b->nargs; i++)
        ((CmirBlockArg *)b->args[i])->aux = 0;
  return true;
}


static void clone_region(Cloner *cl, CmirRegion *src, CmirRegion *dst);

static CmirOp *clone_op(Cloner *cl, CmirOp *op) {
  CmirContext *ctx = cmir_op_context(op);
  CmirOpState st;
  cmir_opstate_init(&st, ctx, op->info, op->loc);
  for (uint32_t i = 0; i < op->nopnds; i++)
    cmir_opstate_add_operand(&st, mapped(cl->callee, op->opnds[i].value));
  for (uint32_t i = 0; i < op->nresults; i++)
    cmir_opstate_add_result(&st, op->results[i].type);
  for (uint32_t i = 0; i < op->nsuccs; i++) {
    CmirBlock *b = cmir_op_succs(op)[i].block;
    cmir_opstate_add_successor(&st, b->aux ? cl->to.data[b->aux - 1] : b);
  }
  CmirRegion **regs = op->nregions ? cmir_xmalloc(sizeof *regs * op->nregions) : NULL;
  for (uint32_t i = 0; i < op->nregions; i++)
    regs[i] = cmir_opstate_add_region(&st);
  st.props = op->props;
  st.attrs = op->attrs;
  for (uint32_t i = 0; i < op->nregions; i++)
    clone_region(cl, &cmir_op_regions(op)[i], regs[i]);
  CmirOp *copy = cmir_op_create(&st);
  cmir_opstate_free(&st);
  free(regs);
  op->aux = copy;
  return copy;
}

static void clone_region(Cloner *cl, CmirRegion *src, CmirRegion *dst) {
  for (CmirBlock *b = src->first; b; b = b->next) {
    CmirBlock *nb = cmir_block_create();
    for (uint32_t i = 0; i < b->nargs && b == cmir_op_regions(cl->callee)[0].first; i++)
      ((CmirBlockArg *)b->args[i])->aux = (uintptr_t)cl->entry_args[i];
    for (uint32_t i = 0; i < b->nargs && b != cmir_op_regions(cl->callee)[0].first; i++) {
      CmirValue *a = cmir_block_add_arg(nb, b->args[i]->type);
      if (b->arg_locs)
        cmir_block_set_arg_loc(nb, i, cmir_block_arg_loc(b, i));
      ((CmirBlockArg *)b->args[i])->aux = (uintptr_t)a;
    }
    cmir_vec_push(&cl->from, b);
    cmir_vec_push(&cl->to, nb);
    b->aux = cl->from.len;
    cmir_region_append(dst, nb);
  }
  for (CmirBlock *b = src->first; b; b = b->next) {
    CmirBlock *to = cl->to.data[b->aux - 1];
    for (CmirOp *op = b->first; op; op = op->next)
      cmir_block_append(to, clone_op(cl, op));
  }
}

/* Operands that referred to values defined later in the body (a block
 * dominating an earlier one) are mapped once everything is cloned. */
static bool remap(CmirOp *op, void *user) {
  Cloner *cl = user;
  for (uint32_t i = 0; i < op->nopnds; i++) {
    CmirValue *v = op->opnds[i].value;
    CmirValue *m = mapped(cl->callee, v);
    if (m != v)
      cmir_op_set_operand(op, i, m);
  }
  return true;
}

/* ---- what LLVM's inliner adds around an inlined llvm.func body ---- */

/* The integer a constant op defines for v, NULL if none. */
static const CmirAttr *int_constant(CmirValue *v) {
  const CmirAttr *a = cmir_constant_value(v);
  return a && a->kind == CMIR_ATTR_INTEGER ? a : NULL;
}

static bool has_lifetime_markers(CmirValue *v) {
  for (CmirUse *u = v->uses; u; u = u->next) {
    CmirOp *o = u->owner;
    if (cmir_op_isa(o, CMIR_OP_LLVM_INTR_LIFETIME_START) ||
        cmir_op_isa(o, CMIR_OP_LLVM_INTR_LIFETIME_END))
      return true;
    if (cmir_op_isa(o, CMIR_OP_LLVM_BITCAST) && has_lifetime_markers(&o->results[0]))
      return true;
  }
  return false;
}

static bool alloca_scope(const CmirOp *op) {
  return !cmir_op_is_registered(op) || (op->info->traits & CMIR_TRAIT_ISOLATED) ||
         cmir_op_isa(op, CMIR_OP_FUNC_FUNC) || cmir_op_isa(op, CMIR_OP_LLVM_FUNC) ||
         cmir_op_is(op, "memref.alloca_scope");
}

/* MLIR's handleInlinedAllocas: allocas of constant size in the inlined
 * entry block move to the entry block of the caller's allocation scope
 * (each after a copy of its size), with lifetime markers around the
 * inlined body unless the body has its own; dynamic allocas get a
 * stacksave before the body and a stackrestore at each return. */
static void llvm_allocas(CmirOp *call, CmirBlock *first, CmirBlock *stop) {
  CmirContext *ctx = cmir_op_context(call);
  CmirBlock *centry = NULL;
  for (CmirOp *cur = call, *p; (p = cmir_op_parent(cur)); cur = p)
    if (alloca_scope(p)) {
      centry = cur->block->parent->first;
      break;
    }
  if (!centry || centry == first)
    return;
  OpVec moves = {0};
  CMIR_VEC(bool) marks = {0};
  bool any_marks = false, dynamic = false;
  for (CmirOp *op = first->first; op; op = op->next) {
    if (!cmir_op_isa(op, CMIR_OP_LLVM_ALLOCA))
      continue;
    const CmirAttr *n = int_constant(op->opnds[0].value);
    if (!n) {
      dynamic = true;
      continue;
    }
    bool mark = cmir_attr_int_value(n) != 0 && !has_lifetime_markers(&op->results[0]);
    any_marks |= mark;
    cmir_vec_push(&moves, op);
    cmir_vec_push(&marks, mark);
  }
  for (CmirBlock *b = first->next; b != stop && !dynamic; b = b->next)
    for (CmirOp *op = b->first; op && !dynamic; op = op->next)
      dynamic = cmir_op_isa(op, CMIR_OP_LLVM_ALLOCA) && !int_constant(op->opnds[0].value);
  CmirValue *saved = NULL;
  if (dynamic) {
    CmirOp *ss = cmir_op_create_prop(ctx, CMIR_OP_LLVM_INTR_STACKSAVE, call->loc, 0, NULL,
                        cmir_type_llvm_ptr(ctx, 0), NULL, NULL);
    if (first->first)
      cmir_block_insert_before(first->first, ss);
    else
      cmir_block_append(first, ss);
    saved = &ss->results[0];
  }
  CmirOp *anchor = centry->first; /* the moved ops go before it, in order */
  for (uint32_t i = 0; i < moves.len; i++) {
    CmirOp *a = moves.data[i];
    const CmirAttr *n = int_constant(a->opnds[0].value);
    const CmirAttr *sz = cmir_attr_int(ctx, a->opnds[0].value->type, cmir_attr_int_value(n));
    CmirOp *c = cmir_op_create_prop(ctx, CMIR_OP_LLVM_MLIR_CONSTANT, a->loc, 0, NULL, a->opnds[0].value->type,
                       "value", sz);
    if (marks.data[i]) {
      CmirValue *p = &a->results[0];
      const CmirAttr *size = cmir_attr_int(ctx, cmir_type_int(ctx, 64, CMIR_SIGNLESS),
                                           cmir_attr_int_value(n));
      cmir_block_insert_before(
          a, cmir_op_create_prop(ctx, CMIR_OP_LLVM_INTR_LIFETIME_START, a->loc, 1, &p, NULL, "size", size));
    }
    cmir_op_remove(a);
    if (anchor) {
      cmir_block_insert_before(anchor, c);
      cmir_block_insert_before(anchor, a);
    } else {
      cmir_block_append(centry, c);
      cmir_block_append(centry, a);
    }
    cmir_op_set_operand(a, 0, &c->results[0]);
  }
  if (any_marks || dynamic)
    for (CmirBlock *b = first; b != stop; b = b->next) {
      CmirOp *t = b->last;
      if (!t || !(t->info->traits & CMIR_TRAIT_RETURN_LIKE))
        continue;
      if (dynamic)
        cmir_block_insert_before(t, cmir_op_create_prop(ctx, CMIR_OP_LLVM_INTR_STACKRESTORE, call->loc, 1,
                                           &saved, NULL, NULL, NULL));
      for (uint32_t i = 0; i < moves.len; i++) {
        if (!marks.data[i])
          continue;
        CmirOp *a = moves.data[i];
        CmirValue *p = &a->results[0];
        const CmirAttr *size = cmir_attr_int(ctx, cmir_type_int(ctx, 64, CMIR_SIGNLESS),
                                             cmir_attr_int_value(int_constant(a->opnds[0].value)));
        cmir_block_insert_before(
            t, cmir_op_create_prop(ctx, CMIR_OP_LLVM_INTR_LIFETIME_END, a->loc, 1, &p, NULL, "size", size));
      }
    }
  cmir_vec_free(&moves);
  cmir_vec_free(&marks);
}

/* MLIR's handleAccessGroups: the call's access groups are appended to
 * those of each op of the inlined blocks (not nested ones). */
static void llvm_access_groups(CmirOp *call, CmirBlock *first, CmirBlock *stop) {
  const CmirAttr *cg = cmir_op_get_prop(call, "access_groups");
  if (!cg || cg->kind != CMIR_ATTR_ARRAY)
    return;
  CmirContext *ctx = cmir_op_context(call);
  const CmirIdent *name = cmir_ident(ctx, "access_groups");
  for (CmirBlock *b = first; b != stop; b = b->next)
    for (CmirOp *op = b->first; op; op = op->next) {
      if (!cmir_op_is_registered(op) || cmir_info_prop(op->info, name) < 0)
        continue;
      const CmirAttr *old = cmir_op_get_prop(op, "access_groups");
      if (!old || old->kind != CMIR_ATTR_ARRAY) {
        cmir_op_set_prop(op, "access_groups", cg);
        continue;
      }
      uint32_t n = old->arr.n + cg->arr.n;
      const CmirAttr **e = cmir_xmalloc(sizeof *e * n);
      memcpy(e, old->arr.elems, sizeof *e * old->arr.n);
      memcpy(e + old->arr.n, cg->arr.elems, sizeof *e * cg->arr.n);
      cmir_op_set_prop(op, "access_groups", cmir_attr_array(ctx, n, e));
      free(e);
    }
}

/* The argument attribute dictionary of fn's argument i, or NULL. */
static const CmirAttr *arg_attrs(const CmirOp *fn, uint32_t i) {
  const CmirAttr *aa = cmir_op_get_prop(fn, "arg_attrs");
  return aa && aa->kind == CMIR_ATTR_ARRAY && i < aa->arr.n && aa->arr.elems[i]->kind == CMIR_ATTR_DICT
             ? aa->arr.elems[i]
             : NULL;
}

static const CmirAttr *dict_get(const CmirAttr *d, const char *name) {
  for (uint32_t k = 0; d && k < d->dict.n; k++)
    if (!strcmp(d->dict.entries[k].name->str, name))
      return d->dict.entries[k].value;
  return NULL;
}

/* Does fn's memory attribute say it does not write argument memory? */
static bool args_read_only(const CmirOp *fn) {
  const CmirAttr *m = cmir_op_get_prop(fn, "memory");
  if (!m || m->kind != CMIR_ATTR_OPAQUE)
    return false;
  const char *b = m->opaque.body;
  size_t n = m->opaque.len;
  static const char key[] = "argMem = ";
  for (size_t i = 0; i + sizeof key - 1 < n; i++)
    if (!memcmp(b + i, key, sizeof key - 1)) {
      const char *v = b + i + sizeof key - 1;
      size_t rest = n - i - (sizeof key - 1);
      return (rest >= 4 && !memcmp(v, "none", 4)) ||
             (rest >= 5 && !memcmp(v, "read", 4) && (v[4] == ',' || v[4] == '>'));
    }
  return false;
}

/* MLIR's alignment estimate of a pointer: an llvm.align argument
 * attribute, an alloca's or a global's alignment; 1 otherwise. */
static uint64_t known_alignment(CmirValue *v) {
  if (v->is_arg) {
    CmirBlock *b = ((CmirBlockArg *)v)->block;
    CmirOp *f = b && b->parent ? b->parent->parent : NULL;
    if (f && cmir_op_isa(f, CMIR_OP_LLVM_FUNC)) {
      const CmirAttr *al = dict_get(arg_attrs(f, v->index), "llvm.align");
      if (al && al->kind == CMIR_ATTR_INTEGER)
        return (uint64_t)cmir_attr_int_value(al);
    }
    return 1;
  }
  CmirOp *d = cmir_value_def(v);
  const CmirAttr *al = NULL;
  if (cmir_op_isa(d, CMIR_OP_LLVM_ALLOCA))
    al = cmir_op_get_prop(d, "alignment");
  else if (cmir_op_isa(d, CMIR_OP_LLVM_MLIR_ADDRESSOF)) {
    CmirOp *g = cmir_symbol_lookup(d, cmir_op_get_prop(d, "global_name"));
    if (g && cmir_op_isa(g, CMIR_OP_LLVM_MLIR_GLOBAL))
      al = cmir_op_get_prop(g, "alignment");
  }
  return al && al->kind == CMIR_ATTR_INTEGER ? (uint64_t)cmir_attr_int_value(al) : 1;
}

/* MLIR's handleByValArgument for argument i of an llvm.func inlined at
 * call: the pointer itself when the callee only reads argument memory and
 * the pointer is (or, an alloca, can be made) aligned enough; else a copy
 * in a new alloca of the caller's entry block, made by a memcpy placed
 * after *at (which moves past it). NULL when the call is not in an
 * llvm.func. */
static CmirValue *byval_argument(CmirOp *call, CmirOp *callee, uint32_t i, CmirValue *arg,
                                 CmirOp **at) {
  const CmirAttr *d = arg_attrs(callee, i);
  const CmirAttr *bv = dict_get(d, "llvm.byval");
  if (!bv || bv->kind != CMIR_ATTR_TYPE)
    return arg;
  const CmirType *elem = bv->type.type;
  const CmirAttr *al = dict_get(d, "llvm.align");
  uint64_t want = al && al->kind == CMIR_ATTR_INTEGER ? (uint64_t)cmir_attr_int_value(al) : 1;
  if (args_read_only(callee)) {
    if (want <= 1)
      return arg;
    uint64_t have = known_alignment(arg);
    CmirOp *def = arg->is_arg ? NULL : cmir_value_def(arg);
    if (have < want && def && cmir_op_isa(def, CMIR_OP_LLVM_ALLOCA)) {
      /* No natural stack alignment is known (cmir reads no DLTI spec). */
      cmir_op_set_prop(def, "alignment",
                       cmir_attr_int(cmir_op_context(def),
                                     cmir_type_int(cmir_op_context(def), 64, CMIR_SIGNLESS),
                                     (int64_t)want));
      have = want;
    }
    if (have >= want)
      return arg;
  }
  CmirOp *fn = call;
  while (fn && !cmir_op_isa(fn, CMIR_OP_LLVM_FUNC))
    fn = cmir_op_parent(fn);
  if (!fn)
    return NULL;
  CmirContext *ctx = cmir_op_context(call);
  CmirDataLayout dl;
  cmir_llvm_dl_default(&dl);
  uint64_t align = cmir_llvm_dl_abi_align(&dl, elem);
  if (want > align)
    align = want;
  uint64_t size = (cmir_llvm_dl_type_bits(&dl, elem) + 7) / 8;
  const CmirType *i64 = cmir_type_int(ctx, 64, CMIR_SIGNLESS);
  CmirBlock *entry = cmir_op_regions(fn)[0].first;
  CmirOp *one = cmir_op_create_prop(ctx, CMIR_OP_LLVM_MLIR_CONSTANT, callee->loc, 0, NULL, i64, "value",
                       cmir_attr_int(ctx, i64, 1));
  CmirValue *n = &one->results[0];
  CmirOpState st;
  cmir_opstate_init(&st, ctx, cmir_op_info_by_id(ctx, CMIR_OP_LLVM_ALLOCA), callee->loc);
  cmir_opstate_add_operand(&st, n);
  cmir_opstate_add_result(&st, arg->type);
  cmir_opstate_set_prop(&st, "elem_type", cmir_attr_type(ctx, elem));
  cmir_opstate_set_prop(&st, "alignment", cmir_attr_int(ctx, i64, (int64_t)align));
  cmir_opstate_finalize_props(&st, NULL, 0);
  CmirOp *a = cmir_op_create(&st);
  cmir_opstate_free(&st);
  if (entry->first)
    cmir_block_insert_before(entry->first, one);
  else
    cmir_block_append(entry, one);
  cmir_block_insert_after(one, a);
  CmirOp *sz = cmir_op_create_prop(ctx, CMIR_OP_LLVM_MLIR_CONSTANT, callee->loc, 0, NULL, i64, "value",
                      cmir_attr_int(ctx, i64, (int64_t)size));
  CmirValue *ops[3] = {&a->results[0], arg, &sz->results[0]};
  CmirOp *cp = cmir_op_create_prop(ctx, CMIR_OP_LLVM_INTR_MEMCPY, callee->loc, 3, ops, NULL, "isVolatile",
                      cmir_attr_int(ctx, cmir_type_int(ctx, 1, CMIR_SIGNLESS), 0));
  cmir_block_insert_after(*at, sz);
  cmir_block_insert_after(sz, cp);
  *at = cp;
  return &a->results[0];
}

/* ---- inlining one call ---- */


static CmirOp *make_branch(CmirOp *ret, CmirBlock *dest) {
  CmirContext *ctx = cmir_op_context(ret);
  unsigned id = cmir_op_isa(ret, CMIR_OP_LLVM_RETURN) ? CMIR_OP_LLVM_BR : CMIR_OP_CF_BR;
  CmirOpState st;
  cmir_opstate_init(&st, ctx, cmir_op_info_by_id(ctx, id), ret->loc);
  for (uint32_t i = 0; i < ret->nopnds; i++)
    cmir_opstate_add_operand(&st, ret->opnds[i].value);
  cmir_opstate_add_successor(&st, dest);
  cmir_opstate_finalize_props(&st, NULL, 0);
  CmirOp *br = cmir_op_create(&st);
  cmir_opstate_free(&st);
  return br;
}

static bool is_return(const CmirOp *op) {
  return op && (cmir_op_isa(op, CMIR_OP_FUNC_RETURN) || cmir_op_isa(op, CMIR_OP_LLVM_RETURN));
}

/* Inlines c's callee at the call (which it leaves in place); false when it
 * cannot. The calls of the inlined body join in->calls. */
static bool inline_call(Inliner *in, const Call *c, uint32_t hist) {
  CmirOp *call = c->op, *callee = in->nodes.data[c->dst].fn;
  CmirRegion *body = &cmir_op_regions(callee)[0];
  CmirBlock *entry = body->first;
  uint32_t nargs = entry->nargs;
  uint32_t first_arg = 0, ncall_args = call->nopnds;
  if (ncall_args != nargs)
    return false;
  for (uint32_t i = 0; i < nargs; i++)
    if (call->opnds[first_arg + i].value->type != entry->args[i]->type)
      return false;
  bool single = entry == body->last;
  if (single && !is_return(entry->last))
    return false;
  if (single && entry->last->nopnds != call->nresults)
    return false;
  if (!legal(call, callee))
    return false;
  if (cmir_op_isa(call, CMIR_OP_LLVM_CALL)) {
    bool in_llvm_func = false;
    for (CmirOp *p = cmir_op_parent(call); p && !in_llvm_func; p = cmir_op_parent(p))
      in_llvm_func = cmir_op_isa(p, CMIR_OP_LLVM_FUNC);
    for (uint32_t i = 0; i < nargs && !in_llvm_func; i++)
      if (dict_get(arg_attrs(callee, i), "llvm.byval"))
        return false; /* MLIR's copy goes to an llvm.func's entry block */
  }

  /* Clone the body into a scratch region, the entry's arguments mapped to
   * the call's operands. */
  cmir_op_walk(callee, clear_aux, NULL);
  CmirValue *small[8], **args = nargs <= 8 ? small : cmir_xmalloc(sizeof *args * nargs);
  CmirOp *split = call; /* the caller's block is split after it */
  for (uint32_t i = 0; i < nargs; i++) {
    args[i] = call->opnds[first_arg + i].value;
    if (cmir_op_isa(call, CMIR_OP_LLVM_CALL))
      args[i] = byval_argument(call, callee, i, args[i], &split);
  }
  Cloner cl = {callee, args, {0}, {0}};
  CmirRegion *tmp = cmir_region_create();
  clone_region(&cl, body, tmp);
  for (CmirBlock *b = tmp->first; b; b = b->next)
    for (CmirOp *op = b->first; op; op = op->next)
      cmir_op_walk(op, remap, &cl);
  for (uint32_t i = 0; i < cl.from.len; i++)
    cl.from.data[i]->aux = 0;
  cmir_op_walk(callee, clear_aux, NULL);
  cmir_vec_free(&cl.from);
  cmir_vec_free(&cl.to);
  if (args != small)
    free(args);

  /* Split the caller's block after the call; the copies go in between. */
  CmirBlock *cb = call->block;
  CmirRegion *r = cb->parent;
  CmirBlock *post = cmir_block_create();
  while (split->next) {
    CmirOp *op = split->next;
    cmir_op_remove(op);
    cmir_block_append(post, op);
  }
  cmir_region_insert_after(r, cb, post);
  CmirBlock *first = tmp->first, *after = cb;
  while (tmp->first) {
    CmirBlock *b = tmp->first;
    cmir_region_remove(tmp, b);
    cmir_region_insert_after(r, after, b);
    after = b;
  }
  cmir_region_destroy(tmp);

  if (cmir_op_isa(call, CMIR_OP_LLVM_CALL)) {
    llvm_allocas(call, first, post);
    llvm_access_groups(call, first, post);
  }
  collect_calls(in, first, post, c->src, hist);

  if (single) {
    CmirOp *ret = first->last;
    for (uint32_t i = 0; i < call->nresults; i++)
      cmir_value_replace_all_uses(&call->results[i], ret->opnds[i].value);
    cmir_op_erase(ret);
    while (post->first) {
      CmirOp *op = post->first;
      cmir_op_remove(op);
      cmir_block_append(first, op);
    }
    cmir_region_remove(r, post);
    cmir_block_destroy(post);
  } else {
    for (uint32_t i = 0; i < call->nresults; i++) {
      CmirValue *a = cmir_block_add_arg(post, call->results[i].type);
      cmir_block_set_arg_loc(post, i, call->loc);
      cmir_value_replace_all_uses(&call->results[i], a);
    }
    for (CmirBlock *b = first; b != post; b = b->next) {
      CmirOp *t = b->last;
      if (!is_return(t))
        continue;
      CmirOp *br = make_branch(t, post);
      cmir_block_insert_before(t, br);
      cmir_op_erase(t);
    }
  }
  /* The entry copy's ops join the caller's block. */
  while (first->first) {
    CmirOp *op = first->first;
    cmir_op_remove(op);
    cmir_block_append(cb, op);
  }
  cmir_region_remove(r, first);
  cmir_block_destroy(first);
  return true;
}

/* ---- the simplification pipeline ---- */

/* Runs the passes of pipeline text p on fn; with fn NULL only checks that
 * they parse (MLIR reports a bad pipeline before the pass runs). */
static CmirStatus run_passes(CmirContext *ctx, CmirOp *fn, const char *p, size_t n) {
  const char *end = p + n;
  while (p < end) {
    while (p < end && (*p == ' ' || *p == ','))
      p++;
    if (p >= end)
      break;
    const char *s = p;
    int depth = 0;
    while (p < end && (depth || *p != ',')) {
      if (*p == '{' || *p == '(')
        depth++;
      else if (*p == '}' || *p == ')')
        depth--;
      p++;
    }
    size_t len = (size_t)(p - s);
    while (len && s[len - 1] == ' ')
      len--;
    if (len == 12 && !strncmp(s, "canonicalize", 12)) {
      if (fn)
        cmir_canonicalize_greedy(fn);
      continue;
    }
    char *text = strndup(s, len);
    CmirPassManager *pm = cmir_pm_create(ctx);
    CmirStatus rc = cmir_pm_parse_pipeline(pm, text);
    if (!rc && fn)
      rc = cmir_pm_run(pm, fn);
    cmir_pm_destroy(pm);
    free(text);
    if (rc)
      return rc;
  }
  return CMIR_OK;
}

/* The pipeline for fn: its op's entry in op-pipelines, else the default. */
static CmirStatus simplify(Inliner *in, CmirContext *ctx, CmirOp *fn) {
  const char *name = fn ? cmir_op_name(fn) : "";
  size_t nl = strlen(name);
  if (in->op_pipelines) {
    const char *p = in->op_pipelines, *end = p + in->op_pipelines_len;
    while (p < end) {
      while (p < end && (*p == ',' || *p == ' '))
        p++;
      const char *s = p;
      while (p < end && *p != '(')
        p++;
      size_t len = (size_t)(p - s);
      if (p >= end)
        break;
      const char *b = ++p;
      int depth = 1;
      while (p < end && depth) {
        if (*p == '(')
          depth++;
        else if (*p == ')')
          depth--;
        p++;
      }
      if (!fn && run_passes(ctx, NULL, b, (size_t)(p - 1 - b)))
        return CMIR_FAIL;
      if (fn && len == nl && !strncmp(s, name, nl))
        return run_passes(ctx, fn, b, (size_t)(p - 1 - b));
    }
  }
  return run_passes(ctx, fn, in->pipeline, in->pipeline_len);
}

/* ---- the driver ---- */

static void erase_node(Inliner *in, uint32_t n) {
  in->nodes.data[n].gone = true;
  cmir_op_erase(in->nodes.data[n].fn);
}

static bool in_history(Inliner *in, uint32_t node, uint32_t h) {
  while (h != NONE) {
    if (in->hist.data[h].node == node)
      return true;
    h = in->hist.data[h].parent;
  }
  return false;
}

/* MLIR's inlineCallsInSCC; true if it inlined anything. */
static bool inline_scc(Inliner *in, const U32Vec *scc) {
  in->calls.len = 0;
  U32Vec dead = {0};
  for (uint32_t i = 0; i < scc->len; i++) {
    uint32_t n = scc->data[i];
    if (in->nodes.data[n].gone)
      continue;
    CmirOp *fn = in->nodes.data[n].fn;
    if (discardable(fn) && uses(in, fn) == 0)
      cmir_vec_push(&dead, n);
    else {
      CmirRegion *body = &cmir_op_regions(fn)[0];
      collect_calls(in, body->first, NULL, n, NONE);
    }
  }
  bool any = false;
  for (uint32_t i = 0; i < in->calls.len; i++) {
    Call c = in->calls.data[i];
    bool src_dead = in->nodes.data[c.src].gone;
    for (uint32_t k = 0; k < dead.len; k++)
      src_dead |= dead.data[k] == c.src;
    if (src_dead || in->nodes.data[c.dst].gone)
      continue;
    if (in_history(in, c.dst, c.hist) || !should_inline(in, &c))
      continue;
    CmirOp *callee = in->nodes.data[c.dst].fn;
    bool in_place = discardable(callee) && uses(in, callee) == 1;
    Hist h = {c.dst, c.hist};
    uint32_t hid = in->hist.len;
    if (!inline_call(in, &c, hid))
      continue;
    cmir_vec_push(&in->hist, h);
    any = true;
    cmir_op_erase(c.op);
    if (in_place)
      erase_node(in, c.dst);
  }
  /* As in MLIR, a dead function's calls still count as uses until the
   * end of the pass. */
  for (uint32_t k = 0; k < dead.len; k++)
    if (!in->nodes.data[dead.data[k]].gone) {
      in->nodes.data[dead.data[k]].gone = true;
      cmir_vec_push(&in->dead, in->nodes.data[dead.data[k]].fn);
    }
  cmir_vec_free(&dead);
  return any;
}

static CmirStatus run(Inliner *in) {
  cmir_op_walk(in->module, add_node, in);
  for (uint32_t i = 0; i < in->nodes.len; i++) {
    EdgeWalk w = {in, i};
    cmir_op_walk(in->nodes.data[i].fn, add_edges, &w);
  }
  for (uint32_t i = 0; i < in->nodes.len; i++)
    if (in->nodes.data[i].num == NONE)
      tarjan(in, i);
  CmirStatus rc = CMIR_OK;
  for (uint32_t s = 0; s < in->sccs.len && !rc; s++) {
    const U32Vec *scc = &in->sccs.data[s];
    for (int64_t iter = 0; iter < in->max_iterations; iter++) {
      for (uint32_t i = 0; i < scc->len && !rc; i++)
        if (!in->nodes.data[scc->data[i]].gone)
          rc = simplify(in, cmir_op_context(in->module), in->nodes.data[scc->data[i]].fn);
      if (rc || !inline_scc(in, scc))
        break;
    }
  }
  for (uint32_t i = 0; i < in->dead.len; i++)
    cmir_op_erase(in->dead.data[i]);
  return rc;
}

/* An option's value without the quotes MLIR's option parser strips. */
static void unquote(const char **v, size_t *n) {
  if (*n >= 2 && ((*v)[0] == '\'' || (*v)[0] == '"') && (*v)[*n - 1] == (*v)[0]) {
    (*v)++;
    *n -= 2;
  }
}

static CmirStatus parse_options(Inliner *in, CmirContext *ctx, const char *options) {
  const char *p = options;
  CmirPassOption o;
  while (cmir_pass_option_next(&p, &o)) {
    const char *v = o.val ? o.val : "";
    size_t n = o.vlen;
    unquote(&v, &n);
    if (cmir_pass_option_is(&o, "default-pipeline")) {
      in->pipeline = v;
      in->pipeline_len = n;
    } else if (cmir_pass_option_is(&o, "op-pipelines")) {
      in->op_pipelines = v;
      in->op_pipelines_len = n;
    } else if (cmir_pass_option_is(&o, "max-iterations")) {
      bool ok = o.val && o.vlen > 0 && o.vlen < 11;
      int64_t v = 0;
      for (size_t k = 0; ok && k < o.vlen; k++) {
        ok = o.val[k] >= '0' && o.val[k] <= '9';
        v = v * 10 + (o.val[k] - '0');
      }
      in->max_iterations = v;
      if (!ok || v > (int64_t)UINT32_MAX) {
        CmirLoc none = {0};
        return cmir_error(ctx, none,
                          "for the --max-iterations option: '%.*s' value invalid for uint "
                          "argument!",
                          (int)o.vlen, o.val ? o.val : "");
      }
    } else if (cmir_pass_option_is(&o, "inlining-threshold")) {
      int64_t t;
      if (cmir_pass_option_long(ctx, &o, &t))
        return CMIR_FAIL;
      in->threshold = t < 0 || t >= (int64_t)UINT32_MAX ? -1 : t;
    } else
      return cmir_pass_option_unknown(ctx, &o);
  }
  return CMIR_OK;
}

CmirStatus cmir_pass_inline(CmirOp *module, const char *options) {
  Inliner in = {0};
  in.module = module;
  in.pipeline = "canonicalize";
  in.pipeline_len = 12;
  in.max_iterations = 4;
  in.threshold = -1;
  CmirStatus rc = parse_options(&in, cmir_op_context(module), options);
  if (!rc)
    rc = simplify(&in, cmir_op_context(module), NULL);
  if (!rc) {
    rc = run(&in);
  }
  for (uint32_t i = 0; i < in.nodes.len; i++)
    cmir_vec_free(&in.nodes.data[i].edges);
  for (uint32_t i = 0; i < in.sccs.len; i++)
    cmir_vec_free(&in.sccs.data[i]);
  cmir_vec_free(&in.nodes);
  cmir_vec_free(&in.sccs);
  cmir_vec_free(&in.stack);
  cmir_vec_free(&in.calls);
  cmir_vec_free(&in.hist);
  cmir_vec_free(&in.dead);
  return rc;
}
