/* The pass manager: textual pipelines
 * (`builtin.module(canonicalize,func.func(cse))`), and running them in order
 * on the ops they are anchored on, with verification after each. The
 * passes it knows are those registered in the context (the registry is
 * src/conversion/passes.c, above every pass). */
#include "transforms/transforms.h"

#include <errno.h>
#include <stdlib.h>

/* A pipeline is a list of entries; an entry is a pass with its options, or
 * a nested pipeline that runs on each op named `anchor` ("any": every op)
 * directly inside the op the enclosing list runs on. */
typedef struct PmList PmList;
typedef struct PmEntry {
  const CmirPassDef *def; /* the pass, or NULL for a nested pipeline */
  char *options;          /* the pass's options, or NULL */
  char *anchor;           /* nested pipeline: the op name it runs on */
  PmList *inner;          /* nested pipeline: its entries */
} PmEntry;
struct PmList {
  PmEntry *data;
  uint32_t len, cap;
};

struct CmirPassManager {
  CmirContext *ctx;
  PmList top; /* runs on the module */
  bool verify_each;
};

static void list_free(PmList *l) {
  for (uint32_t i = 0; i < l->len; i++) {
    free(l->data[i].options);
    free(l->data[i].anchor);
    if (l->data[i].inner) {
      list_free(l->data[i].inner);
      free(l->data[i].inner);
    }
  }
  cmir_vec_free(l);
}

CmirPassManager *cmir_pm_create(CmirContext *ctx) {
  CmirPassManager *pm = cmir_xcalloc(1, sizeof *pm);
  pm->ctx = ctx;
  pm->verify_each = true;
  return pm;
}

void cmir_pm_destroy(CmirPassManager *pm) {
  if (!pm)
    return;
  list_free(&pm->top);
  free(pm);
}

void cmir_pm_set_verify_each(CmirPassManager *pm, bool on) { pm->verify_each = on; }

/* The registered pass of that name (cmir_passes_register_all), or NULL. */
static const CmirPassDef *find_pass(CmirContext *ctx, const char *name, size_t len) {
  for (size_t i = 0; i < ctx->npasses; i++)
    if (strlen(ctx->passes[i].name) == len && !strncmp(ctx->passes[i].name, name, len))
      return &ctx->passes[i];
  return NULL;
}

/* The list nested in l for anchor: its last entry when that is one, else a
 * new one. */
static PmList *nest(PmList *l, const char *anchor, size_t len) {
  if (l->len) {
    PmEntry *e = &cmir_vec_last(l);
    if (!e->def && strlen(e->anchor) == len && !strncmp(e->anchor, anchor, len))
      return e->inner;
  }
  PmEntry e = {NULL, NULL, strndup(anchor, len), cmir_xcalloc(1, sizeof(PmList))};
  cmir_vec_push(l, e);
  return e.inner;
}

/* Adds a pass to l, which runs on ops named on ("any" for every op, NULL for
 * the implicit top level, where a pass restricted to another op is nested
 * for it as mlir-opt's command line does). */
static CmirStatus add_pass(CmirPassManager *pm, PmList *l, const char *on, const char *name,
                           size_t len, const char *options, size_t olen) {
  CmirLoc none = {0};
  const CmirPassDef *def = find_pass(pm->ctx, name, len);
  if (!def)
    return cmir_error(pm->ctx, none, "'%.*s' does not refer to a registered pass or pass pipeline",
                      (int)len, name);
  if (def->anchor && !on && strcmp(def->anchor, "builtin.module"))
    l = nest(l, def->anchor, strlen(def->anchor));
  else if (def->anchor && on && strcmp(def->anchor, on))
    return cmir_error(pm->ctx, none,
                      "Can't add pass '%s' restricted to '%s' on a PassManager intended to run "
                      "on '%s', did you intend to nest?",
                      def->name, def->anchor, on);
  PmEntry e = {def, options ? strndup(options, olen) : NULL, NULL, NULL};
  cmir_vec_push(l, e);
  return CMIR_OK;
}

CmirStatus cmir_pm_add(CmirPassManager *pm, const char *name, const char *options) {
  return add_pass(pm, &pm->top, NULL, name, strlen(name), options,
                  options ? strlen(options) : 0);
}

static bool is_space(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; }

/* Parses MLIR's textual pipeline grammar, as MLIR's parser reads it:
 *   list := element (',' element)*
 *   element := name ['{' options '}'] | name '(' list ')'
 * into l, which runs on ops named on. Returns the position after the list
 * (at a ')' or the end) or NULL after an error. */
static const char *parse_list(CmirPassManager *pm, PmList *l, const char *on, const char *p,
                              int depth) {
  CmirLoc none = {0};
  for (;;) {
    const char *q = p + strcspn(p, ",(){");
    const char *n = p, *ne = q;
    while (n < ne && is_space(*n))
      n++;
    while (ne > n && is_space(ne[-1]))
      ne--;
    if (*q == '(') {
      if (depth >= 64) {
        cmir_error(pm->ctx, none, "pass pipeline nested too deeply");
        return NULL;
      }
      /* Adjacent pipelines on the same op are one, as MLIR merges them. */
      PmList *inner = nest(l, n, (size_t)(ne - n));
      p = parse_list(pm, inner, cmir_vec_last(l).anchor, q + 1, depth + 1);
      if (!p)
        return NULL;
      if (*p != ')') {
        cmir_error(pm->ctx, none, "encountered unbalanced parentheses while parsing pipeline");
        return NULL;
      }
      p++;
    } else {
      const char *opts = NULL;
      size_t olen = 0;
      p = q;
      if (*p == '{') {
        int braces = 1;
        opts = ++p;
        while (*p && (*p != '}' || --braces)) {
          braces += *p == '{';
          p++;
        }
        if (!*p) {
          cmir_error(pm->ctx, none, "missing closing '}' while processing pass options");
          return NULL;
        }
        olen = (size_t)(p - opts);
        p++;
      }
      if (add_pass(pm, l, on, n, (size_t)(ne - n), opts, olen))
        return NULL;
    }
    while (is_space(*p))
      p++;
    if (!*p || *p == ')')
      return p;
    if (*p != ',') {
      cmir_error(pm->ctx, none, "expected ',' after parsing pipeline");
      return NULL;
    }
    p++;
  }
}

/* A pipeline `anchor(list)` runs on the module when anchor is
 * builtin.module or any; a bare list (as the tools build from pass flags)
 * does too, each pass restricted to another op nested for it. */
CmirStatus cmir_pm_parse_pipeline(CmirPassManager *pm, const char *text) {
  CmirLoc none = {0};
  const char *p = text;
  while (is_space(*p))
    p++;
  const char *q = p + strcspn(p, ",(){");
  const char *on = NULL;
  char *anchor = NULL;
  if (*q == '(') {
    const char *ae = q;
    while (ae > p && is_space(ae[-1]))
      ae--;
    anchor = strndup(p, (size_t)(ae - p));
    if (strcmp(anchor, "builtin.module") && strcmp(anchor, "any")) {
      cmir_error(pm->ctx, none, "can't run '%s' pass manager on 'builtin.module' op", anchor);
      free(anchor);
      return CMIR_FAIL;
    }
    on = anchor;
    p = q + 1;
  }
  PmList l = {0};
  const char *end = parse_list(pm, &l, on, p, 0);
  CmirStatus rc = end ? CMIR_OK : CMIR_FAIL;
  if (end && anchor) {
    if (*end != ')')
      rc = cmir_error(pm->ctx, none, "encountered unbalanced parentheses while parsing pipeline");
    else {
      end++;
      while (is_space(*end))
        end++;
    }
  }
  if (!rc && *end)
    rc = cmir_error(pm->ctx, none,
                    "encountered extra closing ')' creating unbalanced parentheses while "
                    "parsing pipeline");
  free(anchor);
  if (rc) {
    list_free(&l);
    return rc;
  }
  for (uint32_t i = 0; i < l.len; i++) {
    PmEntry *e = &l.data[i];
    if (!e->def && pm->top.len) {
      /* Merge with the last nested list for the same anchor. */
      PmList *into = nest(&pm->top, e->anchor, strlen(e->anchor));
      for (uint32_t k = 0; k < e->inner->len; k++)
        cmir_vec_push(into, e->inner->data[k]);
      cmir_vec_free(e->inner);
      free(e->inner);
      free(e->anchor);
      continue;
    }
    cmir_vec_push(&pm->top, *e);
  }
  cmir_vec_free(&l);
  return CMIR_OK;
}

static CmirStatus run_list(CmirPassManager *pm, PmList *l, CmirOp *op) {
  for (uint32_t i = 0; i < l->len; i++) {
    PmEntry *e = &l->data[i];
    if (e->def) {
      if (e->def->run(op, e->options))
        return CMIR_FAIL;
      if (pm->verify_each && cmir_verify(op))
        return CMIR_FAIL;
      continue;
    }
    bool any = !strcmp(e->anchor, "any");
    for (uint32_t r = 0; r < op->nregions; r++)
      for (CmirBlock *b = cmir_op_regions(op)[r].first; b; b = b->next)
        for (CmirOp *c = b->first, *next; c; c = next) {
          next = c->next;
          if ((any || !strcmp(cmir_op_name(c), e->anchor)) && run_list(pm, e->inner, c))
            return CMIR_FAIL;
        }
  }
  return CMIR_OK;
}

CmirStatus cmir_pm_run(CmirPassManager *pm, CmirOp *module) {
  return run_list(pm, &pm->top, module);
}

/* ---- pass options ---- */

bool cmir_pass_option_next(const char **p, CmirPassOption *o) {
  const char *s = *p ? *p : "";
  while (*s == ' ')
    s++;
  if (!*s) {
    *p = s;
    return false;
  }
  o->name = s;
  while (*s && *s != '=' && *s != ' ')
    s++;
  o->nlen = (size_t)(s - o->name);
  o->val = NULL;
  o->vlen = 0;
  if (*s == '=') {
    o->val = ++s;
    while (*s && *s != ' ')
      s++;
    o->vlen = (size_t)(s - o->val);
  }
  *p = s;
  return true;
}

bool cmir_pass_option_is(const CmirPassOption *o, const char *name) {
  return o->nlen == strlen(name) && !strncmp(o->name, name, o->nlen);
}

CmirStatus cmir_pass_option_bool(CmirContext *ctx, const CmirPassOption *o, bool *out) {
  const char *v = o->val;
  size_t n = o->vlen;
  if (!v || (n == 4 && !strncmp(v, "true", 4)) || (n == 1 && *v == '1'))
    *out = true;
  else if ((n == 5 && !strncmp(v, "false", 5)) || (n == 1 && *v == '0'))
    *out = false;
  else {
    CmirLoc none = {0};
    return cmir_error(ctx, none,
                      "for the --%.*s option: '%.*s' is invalid value for boolean argument! Try 0 "
                      "or 1",
                      (int)o->nlen, o->name, (int)n, v);
  }
  return CMIR_OK;
}

CmirStatus cmir_pass_option_long(CmirContext *ctx, const CmirPassOption *o, int64_t *out) {
  char buf[64];
  bool ok = o->val && o->vlen > 0 && o->vlen < sizeof buf;
  if (ok) {
    memcpy(buf, o->val, o->vlen);
    buf[o->vlen] = 0;
    char *end;
    errno = 0;
    long long v = strtoll(buf, &end, 0);
    /* strtoll also takes blanks and '+'; LLVM does not. */
    ok = !*end && !errno && (buf[0] == '-' || (buf[0] >= '0' && buf[0] <= '9'));
    *out = v;
  }
  if (ok)
    return CMIR_OK;
  CmirLoc none = {0};
  return cmir_error(ctx, none, "for the --%.*s option: '%.*s' value invalid for long argument!",
                    (int)o->nlen, o->name, (int)o->vlen, o->val ? o->val : "");
}

CmirStatus cmir_pass_option_unknown(CmirContext *ctx, const CmirPassOption *o) {
  CmirLoc none = {0};
  return cmir_error(ctx, none, "<Pass-Options-Parser>: no such option %.*s", (int)o->nlen, o->name);
}
