/* What the cmir programs share above the files (src/support/input.c,
 * output.c): loading a module from text or bytecode, the interpreter's entry
 * results, and the --verify-diagnostics checker. Its layer is above every
 * library layer it loads and runs through (tests/layers/check.py). */
#define _GNU_SOURCE
#include "ir/ir_internal.h"
#include "transforms/transforms.h"

#include <math.h>
#include <regex.h>
#include <stdio.h>
#include <stdlib.h>

static const char *const result_kinds[] = {"void", "i32", "i64", "f32", "f64"};

int cmir_tool_parse_entry_result(const char *tool, const char *v, CmirInterpResult *out) {
  for (int k = 0; k < 5; k++)
    if (!strcmp(v, result_kinds[k])) {
      *out = (CmirInterpResult)k;
      return 0;
    }
  fprintf(stderr, "%s: bad -entry-point-result '%s' (void, i32, i64, f32, f64)\n", tool, v);
  return 1;
}

const char *cmir_tool_entry_result_name(CmirInterpResult kind) { return result_kinds[kind]; }

CmirOp *cmir_tool_load(CmirContext *ctx, const char *fname, const char *buf, size_t len,
                       uint32_t line_offset) {
  if (cmir_bc_is_bytecode(buf, len)) {
    CmirBcReadOptions bo = {.filename = fname, .verify = true};
    return cmir_bc_read(ctx, buf, len, &bo);
  }
  CmirParseOptions po = {.filename = fname, .line_offset = line_offset};
  CmirOp *module = cmir_parse_source(ctx, buf, len, &po);
  if (module && cmir_verify(module)) {
    cmir_op_destroy(module);
    module = NULL;
  }
  return module;
}

/* The interpreter runs scf.parallel as the nest of scf.for that
 * convert-scf-to-cf makes of it (iterations in order). */
CmirStatus cmir_tool_prepare_for_interp(CmirContext *ctx, CmirOp *module) {
  (void)ctx;
  return cmir_scf_parallel_to_for(module);
}

void cmir_tool_print_entry_result(FILE *f, CmirInterpResult kind, CmirInterpValue v) {
  double d = kind == CMIR_INTERP_F32 ? (double)v.f : v.d;
  switch (kind) {
  case CMIR_INTERP_I32:
  case CMIR_INTERP_I64:
    fprintf(f, "%lld\n", (long long)v.i);
    break;
  case CMIR_INTERP_F32:
  case CMIR_INTERP_F64:
    if (isnan(d))
      fputs("nan\n", f);
    else if (isinf(d))
      fputs(d < 0 ? "-INF\n" : "INF\n", f);
    else
      fprintf(f, "%e\n", d);
    break;
  default:
    break;
  }
}

/* ---- --verify-diagnostics ---- */

typedef struct CmirCollected {
  CmirSeverity sev;
  const CmirIdent *file;
  uint32_t line, col;
  char *msg;
} CmirCollected;

static void collect(const CmirDiagnostic *d, void *user) {
  CmirDiagCollector *dc = user;
  if (dc->n == dc->cap) {
    dc->cap = dc->cap ? dc->cap * 2 : 16;
    dc->items = cmir_xrealloc(dc->items, sizeof(CmirCollected) * dc->cap);
  }
  CmirCollected *c = &dc->items[dc->n++];
  c->sev = d->severity;
  c->file = d->loc.file;
  c->line = d->loc.line;
  c->col = d->loc.col;
  c->msg = strdup(d->msg);
}

void cmir_diag_collector_install(CmirDiagCollector *dc, CmirContext *ctx) {
  memset(dc, 0, sizeof *dc);
  cmir_context_set_diag_handler(ctx, collect, dc);
}

void cmir_diag_collector_free(CmirDiagCollector *dc) {
  for (uint32_t i = 0; i < dc->n; i++)
    free(dc->items[i].msg);
  free(dc->items);
  memset(dc, 0, sizeof *dc);
}

typedef struct Expect {
  CmirSeverity sev;
  uint32_t line;         /* line the diagnostic must be on */
  uint32_t at_line, col; /* where the annotation is */
  const char *text;
  size_t len;
  bool is_regex;  /* expected-*-re: text is literal with {{regex}} parts */
  regex_t re;     /* compiled when is_regex */
  bool matched;
} Expect;

static const char *const sev_names[] = {"note", "warning", "error", "remark"};

static void report(CmirContext *ctx, const CmirIdent *file, uint32_t line, uint32_t col,
                   const char *msg) {
  /* Printed through the default handler (source line and caret). */
  CmirDiagHandler saved_fn = ctx->diag_fn;
  void *saved_user = ctx->diag_user;
  cmir_context_set_diag_handler(ctx, NULL, NULL);
  CmirLoc l = {NULL, file, line, col};
  cmir_error(ctx, l, "%s", msg);
  ctx->diag_fn = saved_fn;
  ctx->diag_user = saved_user;
}

/* Matches one annotation at m (which points at "expected-") on a line that
 * ends at le (trailing white space dropped), as MLIR's pattern
 * `expected-(error|note|remark|warning)(-re)? *(@([+-][0-9]+|above|below))?
 * *{{(.*)}}$` does: the text runs to the last "}}", which must end the line.
 * On success fills e (sev, is_regex, text, len) and *where (0 here, '+' with
 * *off, 'a' above, 'b' below). */
static bool match_annotation(const char *m, const char *le, Expect *e, int *where,
                             int64_t *off) {
  const char *k = m + 9;
  static const struct {
    const char *word;
    CmirSeverity sev;
  } kinds[] = {{"error", CMIR_ERROR},
               {"note", CMIR_NOTE},
               {"remark", CMIR_REMARK},
               {"warning", CMIR_WARNING}};
  size_t i;
  for (i = 0; i < sizeof kinds / sizeof kinds[0]; i++) {
    size_t n = strlen(kinds[i].word);
    if ((size_t)(le - k) >= n && !memcmp(k, kinds[i].word, n)) {
      e->sev = kinds[i].sev;
      k += n;
      break;
    }
  }
  if (i == sizeof kinds / sizeof kinds[0])
    return false;
  e->is_regex = le - k >= 3 && !memcmp(k, "-re", 3);
  if (e->is_regex)
    k += 3;
  while (k < le && *k == ' ')
    k++;
  *where = 0;
  *off = 0;
  if (k < le && *k == '@') {
    k++;
    if (le - k >= 5 && !memcmp(k, "above", 5)) {
      *where = 'a';
      k += 5;
    } else if (le - k >= 5 && !memcmp(k, "below", 5)) {
      *where = 'b';
      k += 5;
    } else if (k < le && (*k == '+' || *k == '-')) {
      bool neg = *k++ == '-';
      const char *digits = k;
      while (k < le && *k >= '0' && *k <= '9')
        k++;
      /* Read as a C literal (a leading 0 means octal, as MLIR's reading
       * with radix 0 does); saturates instead of overflowing. */
      int base = 10;
      if (*digits == '0') {
        base = 8;
        for (const char *d = digits; d < k; d++)
          base = *d > '7' ? 10 : base;
      }
      int64_t n = 0;
      for (const char *d = digits; d < k; d++)
        n = n > (INT64_MAX - 9) / 10 ? INT64_MAX : n * base + (*d - '0');
      if (k == digits)
        return false;
      *where = '+';
      *off = neg ? -n : n;
    } else
      return false;
  }
  while (k < le && *k == ' ')
    k++;
  if (le - k < 4 || k[0] != '{' || k[1] != '{' || le[-1] != '}' || le[-2] != '}')
    return false;
  e->text = k + 2;
  e->len = (size_t)(le - 2 - (k + 2));
  return true;
}

/* Compiles an expected-*-re text: literal parts escaped, {{...}} parts as
 * POSIX extended regular expressions. Returns false on a bad pattern. */
static bool compile_expect_regex(Expect *e) {
  CMIR_VEC(char) pat = {0};
  const char *t = e->text, *te = e->text + e->len;
  bool ok = true;
  while (t < te) {
    const char *open = memmem(t, (size_t)(te - t), "{{", 2);
    const char *lit_end = open ? open : te;
    for (; t < lit_end; t++) {
      if (strchr("()^$|*+?.[]\\{}", *t))
        cmir_vec_push(&pat, '\\');
      cmir_vec_push(&pat, *t);
    }
    if (!open)
      break;
    const char *close = memmem(open + 2, (size_t)(te - open - 2), "}}", 2);
    if (!close) {
      ok = false;
      break;
    }
    cmir_vec_push(&pat, '(');
    for (t = open + 2; t < close; t++)
      cmir_vec_push(&pat, *t);
    cmir_vec_push(&pat, ')');
    t = close + 2;
  }
  cmir_vec_push(&pat, 0);
  if (ok && regcomp(&e->re, pat.data, REG_EXTENDED | REG_NOSUB) != 0)
    ok = false;
  cmir_vec_free(&pat);
  return ok;
}

/* line + off, or UINT32_MAX (a line no file reaches, so never matched)
 * when that leads before line 0 (where diagnostics about the whole source
 * are, as in MLIR) or past any line. */
static uint32_t clamp_line(uint32_t line, int64_t off) {
  if (off > (int64_t)UINT32_MAX || off < -(int64_t)UINT32_MAX)
    return UINT32_MAX;
  int64_t l = (int64_t)line + off;
  return l < 0 || l > UINT32_MAX ? UINT32_MAX : (uint32_t)l;
}

int cmir_diag_collector_check(CmirDiagCollector *dc, CmirContext *ctx, const CmirIdent *file,
                              const char *buf, size_t len) {
  CMIR_VEC(Expect) ex = {0};
  CMIR_VEC(uint32_t) below = {0}; /* annotations waiting for the next line */
  const char *p = buf, *end = buf + len;
  uint32_t line = 1, last_plain = 0, nlines = 1;
  int bad = 0;
  for (const char *q = buf; q < end; q++)
    nlines += *q == '\n';
  /* As MLIR: a line holds at most one annotation (the first that matches);
   * @above is the last line without an annotation, @below the next one. */
  while (p < end) {
    const char *eol = memchr(p, '\n', (size_t)(end - p));
    const char *le = eol ? eol : end;
    while (le > p && strchr(" \t\r\v\f", le[-1]))
      le--;
    Expect e = {0};
    int where = 0;
    int64_t off = 0;
    bool found = false;
    for (const char *s = p; s < le && !found;) {
      const char *m = memmem(s, (size_t)(le - s), "expected-", 9);
      if (!m)
        break;
      found = match_annotation(m, le, &e, &where, &off);
      if (found)
        e.col = (uint32_t)(m - p) + 1;
      s = m + 1;
    }
    if (!found) {
      for (uint32_t i = 0; i < below.len; i++)
        ex.data[below.data[i]].line = line;
      below.len = 0;
      last_plain = line;
    } else {
      e.at_line = line;
      e.line = where == 'a'   ? (last_plain ? last_plain : 1)
               : where == 'b' ? nlines
                              : clamp_line(line, off);
      if (e.is_regex && !compile_expect_regex(&e)) {
        e.is_regex = false;
        bad++;
        report(ctx, file, line, e.col, "invalid regex in expected-*-re annotation");
        e.matched = true;
      }
      if (where == 'b')
        cmir_vec_push(&below, ex.len);
      cmir_vec_push(&ex, e);
    }
    line++;
    p = eol ? eol + 1 : end;
  }
  cmir_vec_free(&below);
  for (uint32_t i = 0; i < dc->n; i++) {
    CmirCollected *c = &dc->items[i];
    bool ok = false;
    /* One annotation may match several diagnostics, as in MLIR. */
    for (uint32_t k = 0; k < ex.len && !ok; k++) {
      Expect *e = &ex.data[k];
      if (e->sev != c->sev || e->line != c->line || c->file != file)
        continue;
      bool hit = e->is_regex ? regexec(&e->re, c->msg, 0, NULL, 0) == 0
                             : e->len == 0 || memmem(c->msg, strlen(c->msg), e->text, e->len);
      if (hit) {
        e->matched = true;
        ok = true;
      }
    }
    if (!ok) {
      bad++;
      char *m = cmir_xmalloc(strlen(c->msg) + 32);
      sprintf(m, "unexpected %s: %s", sev_names[c->sev], c->msg);
      report(ctx, c->file ? c->file : file, c->line, c->col, m);
      free(m);
    }
  }
  for (uint32_t k = 0; k < ex.len; k++) {
    Expect *e = &ex.data[k];
    if (e->matched)
      continue;
    bad++;
    char *m = cmir_xmalloc(e->len + 64);
    sprintf(m, "expected %s \"%.*s\" was not produced", sev_names[e->sev], (int)e->len, e->text);
    report(ctx, file, e->at_line, e->col, m);
    free(m);
  }
  for (uint32_t k = 0; k < ex.len; k++)
    if (ex.data[k].is_regex)
      regfree(&ex.data[k].re);
  cmir_vec_free(&ex);
  return bad;
}
