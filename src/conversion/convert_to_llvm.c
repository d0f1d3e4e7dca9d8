/* convert-to-llvm: the patterns towards the LLVM dialect of every dialect
 * cmir lowers (arith, cf, func, memref), applied in one partial conversion
 * with the default options, as MLIR 19's pass does with the dialects that
 * implement its ConvertToLLVMPatternInterface. `filter-dialects` restricts
 * the patterns to the listed dialects. */
#include "conversion/llvm_common.h"

#include <stdlib.h>

typedef struct Source {
  const char *dialect;
  const CmirPattern *table;
  size_t n;
} Source;

static bool listed(const char *list, const char *name) {
  size_t n = strlen(name);
  for (const char *p = list; *p;) {
    const char *e = strchr(p, ',');
    size_t len = e ? (size_t)(e - p) : strlen(p);
    if (len == n && !strncmp(p, name, n))
      return true;
    if (!e)
      break;
    p = e + 1;
  }
  return false;
}

CmirStatus cmir_pass_convert_to_llvm(CmirOp *module, const char *options) {
  CmirContext *ctx = cmir_op_context(module);
  CmirLoc none = {0};
  const char *filter = NULL;
  char *buf = NULL;
  const char *p = options ? options : "";
  while (*p == ' ')
    p++;
  if (*p) {
    if (strncmp(p, "filter-dialects=", 16))
      return cmir_error(ctx, none, "<Pass-Options-Parser>: no such option %.*s",
                        (int)strcspn(p, "= "), p);
    buf = strdup(p + 16);
    buf[strcspn(buf, " ")] = 0;
    /* `{a,b}` lists may be braced */
    filter = buf;
    if (*filter == '{') {
      filter++;
      char *close = strchr(buf, '}');
      if (close)
        *close = 0;
    }
  }
  size_t nfunc;
  const CmirPattern *func = cmir_func_to_llvm_table(&nfunc);
  const Source sources[] = {
      {"arith", cmir_arith_to_llvm_patterns, cmir_arith_to_llvm_npatterns},
      {"cf", cmir_cf_to_llvm_patterns, cmir_cf_to_llvm_npatterns},
      {"func", func, nfunc},
      {"memref", cmir_memref_to_llvm_patterns, cmir_memref_to_llvm_npatterns},
  };
  CmirLlvmOptions opts = {64, false};
  CmirLlvmTypeConverter ltc;
  cmir_llvm_tc_init(&ltc, ctx, &opts);
  size_t total = 0;
  for (size_t i = 0; i < sizeof sources / sizeof sources[0]; i++)
    total += sources[i].n;
  CmirPattern *pats = cmir_xmalloc(sizeof *pats * total);
  size_t n = 0;
  for (size_t i = 0; i < sizeof sources / sizeof sources[0]; i++) {
    if (filter && !listed(filter, sources[i].dialect))
      continue;
    cmir_patterns_bind(pats + n, sources[i].table, sources[i].n, &ltc.tc);
    if (!strcmp(sources[i].dialect, "memref"))
      for (size_t k = 0; k < sources[i].n; k++)
        pats[n + k].user = cmir_memref_to_llvm_user(!filter || listed(filter, "arith"),
                                                    !filter || listed(filter, "func"));
    n += sources[i].n;
  }
  CmirConvTarget *t = cmir_llvm_target_create(ctx);
  CmirStatus rc = cmir_cv_apply(module, t, pats, n, CMIR_CONVERSION_PARTIAL);
  cmir_cv_target_destroy(t);
  free(pats);
  free(buf);
  return rc;
}
