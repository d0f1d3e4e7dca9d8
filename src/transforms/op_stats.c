/* print-op-stats: how many ops of each name the IR holds, to stderr, as
 * mlir-opt's pass prints them (a table aligned on the dialect's dot, or
 * with `json` a JSON object), names in byte order. */
#include "transforms/transforms.h"

#include <stdio.h>
#include <stdlib.h>

typedef struct OpCount {
  const char *name;
  uint64_t n;
} OpCount;

typedef struct Stats {
  CmirStrMap index; /* name -> position in counts, plus one */
  CMIR_VEC(OpCount) counts;
} Stats;

static bool count(CmirOp *op, void *user) {
  Stats *st = user;
  const char *name = cmir_op_name(op);
  size_t len = strlen(name);
  uintptr_t at = (uintptr_t)cmir_strmap_get(&st->index, name, len);
  if (at) {
    st->counts.data[at - 1].n++;
  } else {
    OpCount c = {name, 1};
    cmir_vec_push(&st->counts, c);
    cmir_strmap_put(&st->index, name, len, (void *)(uintptr_t)st->counts.len);
  }
  return true;
}

static int by_name(const void *a, const void *b) {
  return strcmp(((const OpCount *)a)->name, ((const OpCount *)b)->name);
}

/* The dialect part of an op name (before the first dot) and its length;
 * a name without a dot has an empty dialect part. */
static size_t dialect_len(const char *name) {
  const char *dot = strchr(name, '.');
  return dot ? (size_t)(dot - name) : 0;
}

static void print_table(FILE *f, const OpCount *c, size_t n) {
  size_t wd = 0, wo = 0;
  for (size_t i = 0; i < n; i++) {
    size_t d = dialect_len(c[i].name), o = strlen(c[i].name) - (d ? d + 1 : 0);
    wd = d > wd ? d : wd;
    wo = o > wo ? o : wo;
  }
  fputs("Operations encountered:\n-----------------------\n", f);
  for (size_t i = 0; i < n; i++) {
    size_t d = dialect_len(c[i].name);
    const char *op = c[i].name + (d ? d + 1 : 0);
    fprintf(f, "  %*s%.*s%c%-*s , %llu\n", (int)(wd - d), "", (int)d, c[i].name, d ? '.' : ' ',
            (int)wo, op, (unsigned long long)c[i].n);
  }
}

static void print_json(FILE *f, const OpCount *c, size_t n) {
  fputs("{\n", f);
  for (size_t i = 0; i < n; i++)
    fprintf(f, "  \"%s\" : %llu%s\n", c[i].name, (unsigned long long)c[i].n, i + 1 < n ? "," : "");
  fputs("}\n", f);
}

CmirStatus cmir_pass_print_op_stats(CmirOp *root, const char *options) {
  CmirContext *ctx = cmir_op_context(root);
  bool json = false;
  CmirPassOption o;
  while (options && cmir_pass_option_next(&options, &o)) {
    if (!cmir_pass_option_is(&o, "json"))
      return cmir_pass_option_unknown(ctx, &o);
    if (cmir_pass_option_bool(ctx, &o, &json))
      return CMIR_FAIL;
  }
  Stats st = {0};
  cmir_strmap_init(&st.index);
  cmir_op_walk(root, count, &st);
  qsort(st.counts.data, st.counts.len, sizeof *st.counts.data, by_name);
  if (json)
    print_json(stderr, st.counts.data, st.counts.len);
  else
    print_table(stderr, st.counts.data, st.counts.len);
  fflush(stderr);
  cmir_vec_free(&st.counts);
  cmir_strmap_free(&st.index);
  return CMIR_OK;
}
