/* What the bytecode writer and reader share: section names, the output
 * buffer, cursor errors, and the result-type rules (docs/bytecode.md) that
 * both must apply identically. */
#include "bytecode.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>

const char *cmir_bc_section_name(unsigned kind) {
  static const char *const names[] = {"end",   "strings", "ops", "types",
                                      "attrs", "blobs",   "ir",  "bodies"};
  return kind < BC_SEC_COUNT ? names[kind] : "header";
}

void cmir_bc_buf_grow(BcBuf *b, size_t extra) {
  size_t cap = b->cap ? b->cap : 256;
  while (cap < b->len + extra)
    cap *= 2;
  b->data = cmir_xrealloc(b->data, cap);
  b->cap = cap;
}

bool cmir_bc_fail(BcCursor *c, const char *fmt, ...) {
  BcError *e = c->e;
  if (!e->failed) {
    e->failed = true;
    e->section = c->section;
    e->off = (size_t)(c->p - c->base);
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(e->msg, sizeof e->msg, fmt, ap);
    va_end(ap);
  }
  c->p = c->end;
  return false;
}

const CmirType *cmir_bc_attr_type(const CmirAttr *a) {
  if (!a)
    return NULL;
  switch (a->kind) {
  case CMIR_ATTR_INTEGER:
    return a->i.type;
  case CMIR_ATTR_FLOAT:
    return a->f.type;
  case CMIR_ATTR_DENSE:
    return a->dense.type;
  case CMIR_ATTR_DENSE_STRING:
    return a->dstr.type;
  case CMIR_ATTR_STRING:
    return a->str.type;
  default:
    return NULL;
  }
}

/* i1 shaped like t: i1 for scalars, a vector or tensor of i1 of t's shape. */
static const CmirType *i1_like(CmirContext *ctx, const CmirType *t) {
  switch (t->kind) {
  case CMIR_TYPE_VECTOR:
    return cmir_type_vector(ctx, t->shaped.rank, t->shaped.shape, t->shaped.scalable, ctx->i1);
  case CMIR_TYPE_TENSOR:
    return cmir_type_tensor(ctx, t->shaped.rank, t->shaped.shape, ctx->i1, t->shaped.extra);
  case CMIR_TYPE_UNRANKED_TENSOR:
    return cmir_type_unranked_tensor(ctx, ctx->i1);
  case CMIR_TYPE_MEMREF:
  case CMIR_TYPE_UNRANKED_MEMREF:
    return NULL;
  default:
    return ctx->i1;
  }
}

const CmirType *cmir_bc_rule_type(CmirContext *ctx, BcRule r, const CmirType *const *opnd_types,
                                  uint32_t nopnds, uint32_t nresults, uint32_t i,
                                  const CmirAttr *props) {
  switch (r) {
  case BC_RULE_OPND0:
    return nopnds >= 1 ? opnd_types[0] : NULL;
  case BC_RULE_OPND1:
    return nopnds >= 2 ? opnd_types[1] : NULL;
  case BC_RULE_I1_LIKE0:
    return nopnds >= 1 && opnd_types[0] ? i1_like(ctx, opnd_types[0]) : NULL;
  case BC_RULE_ELEM0:
    return nopnds >= 1 && opnd_types[0] && cmir_type_is_shaped(opnd_types[0])
               ? opnd_types[0]->shaped.elem
               : NULL;
  case BC_RULE_TAIL:
    return nopnds >= nresults ? opnd_types[nopnds - nresults + i] : NULL;
  case BC_RULE_PROP_VALUE:
    return props && props->kind == CMIR_ATTR_DICT
               ? cmir_bc_attr_type(cmir_dict_gets(props, "value"))
               : NULL;
  default:
    return NULL;
  }
}
