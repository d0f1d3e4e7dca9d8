/* reconcile-unrealized-casts: folds chains of
 * builtin.unrealized_conversion_cast that lead back to the types they
 * started from (A -> B -> A becomes the original A value), and erases casts
 * that end up unused. Casts that cannot be reconciled stay (MLIR 19's
 * reconcileUnrealizedCasts does the same). */
#include "transforms/transforms.h"

#include <stdlib.h>

typedef CMIR_VEC(CmirOp *) OpVec;

static bool collect(CmirOp *op, void *user) {
  if (cmir_op_isa(op, CMIR_OP_BUILTIN_UNREALIZED_CONVERSION_CAST))
    cmir_vec_push((OpVec *)user, op);
  return true;
}

static bool is_cast(CmirOp *op) {
  return op && cmir_op_isa(op, CMIR_OP_BUILTIN_UNREALIZED_CONVERSION_CAST);
}

/* The values a cast's results can be replaced by: the inputs of the chain
 * of casts ending in c whose types equal c's result types. */
static bool chain_source(CmirOp *c, CmirValue **out) {
  CmirOp *p = c;
  for (int depth = 0; depth < 64; depth++) {
    if (p->nopnds == c->nresults) {
      bool same = true;
      for (uint32_t i = 0; i < c->nresults && same; i++)
        same = p->opnds[i].value->type == c->results[i].type;
      if (same && (p != c || c->nresults)) {
        for (uint32_t i = 0; i < c->nresults; i++)
          out[i] = p->opnds[i].value;
        return true;
      }
    }
    /* Go up only through a cast whose results are exactly p's inputs. */
    CmirOp *d = p->nopnds ? cmir_value_def(p->opnds[0].value) : NULL;
    if (!is_cast(d) || d->nresults != p->nopnds)
      return false;
    for (uint32_t i = 0; i < p->nopnds; i++)
      if (p->opnds[i].value != &d->results[i])
        return false;
    p = d;
  }
  return false;
}

CmirStatus cmir_pass_reconcile_unrealized_casts(CmirOp *module, const char *options) {
  if (options && *options) {
    CmirLoc none = {0};
    return cmir_error(cmir_op_context(module), none, "<Pass-Options-Parser>: no such option %s",
                      options);
  }
  OpVec casts = {0};
  cmir_op_walk(module, collect, &casts);
  for (uint32_t i = 0; i < casts.len; i++) {
    CmirOp *c = casts.data[i];
    CmirValue *inl[8];
    CmirValue **src = c->nresults <= 8 ? inl : cmir_xmalloc(sizeof *src * c->nresults);
    if (chain_source(c, src))
      for (uint32_t k = 0; k < c->nresults; k++)
        cmir_value_replace_all_uses(&c->results[k], src[k]);
    if (src != inl)
      free(src);
  }
  /* Erase dead casts, users first. */
  for (bool changed = true; changed;) {
    changed = false;
    for (uint32_t i = casts.len; i-- > 0;) {
      CmirOp *c = casts.data[i];
      if (!c)
        continue;
      bool used = false;
      for (uint32_t k = 0; k < c->nresults && !used; k++)
        used = c->results[k].uses != NULL;
      if (!used) {
        cmir_op_erase(c);
        casts.data[i] = NULL;
        changed = true;
      }
    }
  }
  cmir_vec_free(&casts);
  return CMIR_OK;
}
