/* What every cmir program shares: reading inputs (output files are in
 * output.c), --split-input-file chunking and the --verify-diagnostics checker. */
#define _GNU_SOURCE
#include "ir/ir_internal.h"

#include <errno.h>
#include <malloc.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <fcntl.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

void cmir_tool_tune_heap(void) {
#ifdef __GLIBC__
  mallopt(M_TOP_PAD, 64 << 20);
#endif
}

int cmir_tool_fail(const char *tool, const char *msg) {
  fprintf(stderr, "%s: %s\n", tool, msg);
  return 1;
}

const char *cmir_tool_flag_value(const char *a, const char *name, int *i, int argc,
                                 char **argv) {
  size_t n = strlen(name);
  if (strncmp(a, name, n))
    return NULL;
  if (a[n] == '=')
    return a + n + 1;
  if (a[n] == 0 && *i + 1 < argc)
    return argv[++*i];
  return NULL;
}

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

int cmir_tool_parse_threads(const char *tool, const char *v, unsigned *out) {
  char *end;
  long n = strtol(v, &end, 10);
  if (!*v || *end || n < 1 || n > 64) {
    fprintf(stderr, "%s: bad --threads value '%s' (a number from 1 to 64)\n", tool, v);
    return 1;
  }
  *out = (unsigned)n;
  return 0;
}

static bool is_affine(CmirOp *op, void *user) {
  bool *found = user;
  if (!strncmp(cmir_op_name(op), "affine.", 7))
    *found = true;
  return !*found;
}

CmirStatus cmir_tool_prepare_for_interp(CmirContext *ctx, CmirOp *module) {
  bool found = false;
  cmir_op_walk(module, is_affine, &found);
  if (!found)
    return CMIR_OK;
  CmirPassManager *pm = cmir_pm_create(ctx);
  CmirStatus st = cmir_pm_add(pm, "lower-affine", NULL);
  if (!st)
    st = cmir_pm_run(pm, module);
  cmir_pm_destroy(pm);
  return st;
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

char *cmir_tool_read_input(const char *tool, const char *path, size_t *len) {
  FILE *f = strcmp(path, "-") ? fopen(path, "rb") : stdin;
  if (!f) {
    fprintf(stderr, "%s: cannot open '%s': %s\n", tool, path, strerror(errno));
    return NULL;
  }
  struct stat sb;
  if (f != stdin && fstat(fileno(f), &sb) == 0 && S_ISDIR(sb.st_mode)) {
    fprintf(stderr, "%s: cannot read '%s': is a directory\n", tool, path);
    fclose(f);
    return NULL;
  }
  /* Regular files are read into a buffer of their exact size (doubling
   * would leave up to half of it unused on large modules). */
  size_t cap = 1 << 16, n = 0;
  if (f != stdin && fstat(fileno(f), &sb) == 0 && S_ISREG(sb.st_mode) && sb.st_size > 0)
    cap = (size_t)sb.st_size;
  char *buf = cmir_xmalloc(cap + 1);
  for (;;) {
    if (n == cap) {
      int c = fgetc(f); /* only grow if there is more */
      if (c == EOF)
        break;
      cap *= 2;
      buf = cmir_xrealloc(buf, cap + 1);
      buf[n++] = (char)c;
    }
    size_t got = fread(buf + n, 1, cap - n, f);
    n += got;
    if (got == 0)
      break;
  }
  bool err = ferror(f);
  if (f != stdin)
    fclose(f);
  if (err) {
    fprintf(stderr, "%s: cannot read '%s': %s\n", tool, path, strerror(errno));
    free(buf);
    return NULL;
  }
  buf[n] = 0;
  *len = n;
  return buf;
}

char *cmir_tool_map_input(const char *tool, const char *path, size_t *len, bool *mapped) {
  *mapped = false;
  long page = sysconf(_SC_PAGESIZE);
  struct stat sb;
  if (strcmp(path, "-") != 0 && stat(path, &sb) == 0 && S_ISREG(sb.st_mode) &&
      sb.st_size >= (1 << 20) && page > 0 && sb.st_size % page != 0) {
    /* The size is not a multiple of the page size, so the mapping's last
     * page ends in zeros: the text is NUL-terminated like a read buffer. */
    int fd = open(path, O_RDONLY);
    if (fd >= 0) {
      void *m = mmap(NULL, (size_t)sb.st_size, PROT_READ, MAP_PRIVATE, fd, 0);
      close(fd);
      if (m != MAP_FAILED) {
        madvise(m, (size_t)sb.st_size, MADV_SEQUENTIAL);
        *mapped = true;
        *len = (size_t)sb.st_size;
        return m;
      }
    }
  }
  return cmir_tool_read_input(tool, path, len);
}

void cmir_tool_release_input(char *buf, size_t len, bool mapped) {
  if (mapped)
    munmap(buf, len);
  else
    free(buf);
}

/* A separator line is `// -----` (leading spaces allowed, anything after). */
static bool is_separator(const char *p, const char *end) {
  while (p < end && (*p == ' ' || *p == '\t'))
    p++;
  static const char sep[] = "// -----";
  return (size_t)(end - p) >= sizeof sep - 1 && !memcmp(p, sep, sizeof sep - 1);
}

size_t cmir_tool_split(const char *buf, size_t len, bool split, CmirChunk **out) {
  CMIR_VEC(CmirChunk) v = {0};
  const char *start = buf, *end = buf + len, *p = buf;
  uint32_t line = 0, start_line = 0;
  while (split && p < end) {
    const char *eol = memchr(p, '\n', (size_t)(end - p));
    const char *le = eol ? eol : end;
    if (is_separator(p, le)) {
      CmirChunk c = {start, (size_t)(p - start), start_line};
      cmir_vec_push(&v, c);
      start = eol ? eol + 1 : end;
      start_line = line + 1;
    }
    line++;
    p = eol ? eol + 1 : end;
  }
  CmirChunk c = {start, (size_t)(end - start), start_line};
  cmir_vec_push(&v, c);
  *out = v.data;
  return v.len;
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
  bool matched;
  bool nowhere; /* the offset leads outside any file: never matched */
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

int cmir_diag_collector_check(CmirDiagCollector *dc, CmirContext *ctx, const CmirIdent *file,
                              const char *buf, size_t len) {
  CMIR_VEC(Expect) ex = {0};
  const char *p = buf, *end = buf + len;
  uint32_t line = 1;
  /* Track the last line that is not only an annotation, for @above/@below. */
  while (p < end) {
    const char *eol = memchr(p, '\n', (size_t)(end - p));
    const char *le = eol ? eol : end;
    const char *s = p;
    while (s < le) {
      const char *m = memmem(s, (size_t)(le - s), "expected-", 9);
      if (!m)
        break;
      const char *k = m + 9;
      CmirSeverity sev;
      if ((size_t)(le - k) >= 5 && !memcmp(k, "error", 5))
        sev = CMIR_ERROR, k += 5;
      else if ((size_t)(le - k) >= 7 && !memcmp(k, "warning", 7))
        sev = CMIR_WARNING, k += 7;
      else if ((size_t)(le - k) >= 4 && !memcmp(k, "note", 4))
        sev = CMIR_NOTE, k += 4;
      else if ((size_t)(le - k) >= 6 && !memcmp(k, "remark", 6))
        sev = CMIR_REMARK, k += 6;
      else {
        s = k;
        continue;
      }
      int64_t target = line;
      if (k < le && *k == '@') {
        k++;
        if ((size_t)(le - k) >= 5 && !memcmp(k, "above", 5)) {
          target = line - 1;
          k += 5;
        } else if ((size_t)(le - k) >= 5 && !memcmp(k, "below", 5)) {
          target = line + 1;
          k += 5;
        } else if (k < le && (*k == '+' || *k == '-')) {
          bool neg = *k == '-';
          k++;
          int64_t n = 0;
          while (k < le && *k >= '0' && *k <= '9') {
            if (n <= UINT32_MAX) /* past any line: stays past it */
              n = n * 10 + (*k - '0');
            k++;
          }
          target = neg ? line - n : line + n;
          if (target < 1 || target > UINT32_MAX)
            target = -1; /* no such line: the annotation is never matched */
        }
      }
      while (k < le && *k == ' ')
        k++;
      if ((size_t)(le - k) < 2 || k[0] != '{' || k[1] != '{') {
        s = k;
        continue;
      }
      const char *t = k + 2;
      const char *te = memmem(t, (size_t)(le - t), "}}", 2);
      if (!te) {
        s = k;
        continue;
      }
      Expect e = {sev,   (uint32_t)target, line, (uint32_t)(m - p) + 1, t, (size_t)(te - t),
                  false, target < 0};
      cmir_vec_push(&ex, e);
      s = te + 2;
    }
    line++;
    p = eol ? eol + 1 : end;
  }
  int bad = 0;
  for (uint32_t i = 0; i < dc->n; i++) {
    CmirCollected *c = &dc->items[i];
    bool ok = false;
    for (uint32_t k = 0; k < ex.len && !ok; k++) {
      Expect *e = &ex.data[k];
      if (e->matched || e->nowhere || e->sev != c->sev || e->line != c->line || c->file != file)
        continue;
      if (memmem(c->msg, strlen(c->msg), e->text, e->len) || e->len == 0) {
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
  cmir_vec_free(&ex);
  return bad;
}
