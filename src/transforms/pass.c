/* The pass manager: the registry of passes, textual pipelines
 * (`builtin.module(canonicalize,cse)`), and running them in order with
 * verification after each. */
#include "transforms/transforms.h"

#include <errno.h>
#include <stdlib.h>

static const CmirPassDef passes[] = {
    {"canonicalize", "Fold constants and remove dead operations", cmir_pass_canonicalize},
    {"cse", "Eliminate common sub-expressions", cmir_pass_cse},
    {"convert-scf-to-cf",
     "Convert SCF dialect to ControlFlow dialect, replacing structured "
     "control flow with a CFG",
     cmir_pass_convert_scf_to_cf},
    {"convert-arith-to-llvm", "Convert Arith dialect to LLVM dialect",
     cmir_pass_convert_arith_to_llvm},
    {"convert-func-to-llvm", "Convert from the Func dialect to the LLVM dialect",
     cmir_pass_convert_func_to_llvm},
    {"convert-cf-to-llvm", "Convert ControlFlow operations to the LLVM dialect",
     cmir_pass_convert_cf_to_llvm},
    {"reconcile-unrealized-casts", "Simplify and eliminate unrealized conversion casts",
     cmir_pass_reconcile_unrealized_casts},
    {"llvm-legalize-for-export", "Legalize LLVM dialect to be convertible to LLVM IR",
     cmir_pass_llvm_legalize_for_export},
    {"llvm-request-c-wrappers", "Request C wrapper emission for all functions",
     cmir_pass_llvm_request_c_wrappers},
    {"finalize-memref-to-llvm", "Finalize MemRef dialect to LLVM dialect conversion",
     cmir_pass_finalize_memref_to_llvm},
    {"arith-expand", "Legalize Arith ops to be convertible to LLVM.", cmir_pass_arith_expand},
    {"lower-affine", "Lower Affine operations to a combination of Standard and SCF operations",
     cmir_pass_lower_affine},
    {"expand-strided-metadata", "Expand memref operations into easier to analyze constructs",
     cmir_pass_expand_strided_metadata},
    {"convert-to-llvm", "Convert to LLVM via dialect interfaces found in the input IR",
     cmir_pass_convert_to_llvm},
};

const CmirPassInfo *cmir_passes(size_t *n) {
  static CmirPassInfo infos[sizeof passes / sizeof passes[0]];
  for (size_t i = 0; i < sizeof passes / sizeof passes[0]; i++) {
    infos[i].name = passes[i].name;
    infos[i].summary = passes[i].summary;
  }
  *n = sizeof passes / sizeof passes[0];
  return infos;
}

typedef struct PmEntry {
  const CmirPassDef *def;
  char *options;
} PmEntry;

struct CmirPassManager {
  CmirContext *ctx;
  CMIR_VEC(PmEntry) passes;
  bool verify_each;
};

CmirPassManager *cmir_pm_create(CmirContext *ctx) {
  CmirPassManager *pm = cmir_xcalloc(1, sizeof *pm);
  pm->ctx = ctx;
  pm->verify_each = true;
  return pm;
}

void cmir_pm_destroy(CmirPassManager *pm) {
  if (!pm)
    return;
  for (uint32_t i = 0; i < pm->passes.len; i++)
    free(pm->passes.data[i].options);
  cmir_vec_free(&pm->passes);
  free(pm);
}

void cmir_pm_set_verify_each(CmirPassManager *pm, bool on) { pm->verify_each = on; }

CmirStatus cmir_pm_add(CmirPassManager *pm, const char *name, const char *options) {
  for (size_t i = 0; i < sizeof passes / sizeof passes[0]; i++)
    if (!strcmp(passes[i].name, name)) {
      PmEntry e = {&passes[i], options ? strdup(options) : NULL};
      cmir_vec_push(&pm->passes, e);
      return CMIR_OK;
    }
  CmirLoc none = {0};
  return cmir_error(pm->ctx, none, "'%s' does not refer to a registered pass or pass pipeline",
                    name);
}

/* pipeline := [anchor '('] item (',' item)* [')']; item := name ['{' opts '}'] */
CmirStatus cmir_pm_parse_pipeline(CmirPassManager *pm, const char *text) {
  CmirLoc none = {0};
  const char *p = text;
  while (*p == ' ')
    p++;
  size_t len = strlen(p);
  char *buf = strndup(p, len);
  char *body = buf;
  /* Strip an anchor like builtin.module( ... ) or func.func( ... ). */
  char *paren = strchr(body, '(');
  char *brace = strchr(body, '{');
  if (paren && (!brace || paren < brace)) {
    size_t alen = (size_t)(paren - body);
    if (!(alen == 14 && !strncmp(body, "builtin.module", 14))) {
      cmir_error(pm->ctx, none, "only builtin.module(...) pipelines are supported, got '%.*s'",
                 (int)alen, body);
      free(buf);
      return CMIR_FAIL;
    }
    char *end = body + strlen(body);
    while (end > paren && (end[-1] == ' ' || end[-1] == '\n'))
      end--;
    if (end[-1] != ')') {
      free(buf);
      return cmir_error(pm->ctx, none, "encountered unbalanced parentheses while parsing pipeline");
    }
    end[-1] = 0;
    body = paren + 1;
  }
  CmirStatus rc = CMIR_OK;
  char *s = body;
  while (*s && !rc) {
    while (*s == ' ' || *s == ',')
      s++;
    if (!*s)
      break;
    char *name = s;
    while (*s && *s != ',' && *s != '{' && *s != ' ')
      s++;
    char *opts = NULL;
    char save = *s;
    *s = 0;
    char namebuf[128];
    snprintf(namebuf, sizeof namebuf, "%s", name);
    *s = save;
    while (*s == ' ')
      s++;
    if (*s == '{') {
      char *o = ++s;
      while (*s && *s != '}')
        s++;
      if (*s != '}') {
        rc = cmir_error(pm->ctx, none, "missing closing '}' while processing pass options");
        break;
      }
      *s++ = 0;
      opts = o;
    }
    rc = cmir_pm_add(pm, namebuf, opts);
  }
  free(buf);
  return rc;
}

CmirStatus cmir_pm_run(CmirPassManager *pm, CmirOp *module) {
  for (uint32_t i = 0; i < pm->passes.len; i++) {
    PmEntry *e = &pm->passes.data[i];
    if (e->def->run(module, e->options))
      return CMIR_FAIL;
    if (pm->verify_each && cmir_verify(module))
      return CMIR_FAIL;
  }
  return CMIR_OK;
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
