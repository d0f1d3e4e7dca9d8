/* Line starts of a source buffer, indexed on the first look-up: after one
 * scan, finding the line and column of an offset is a binary search, so a
 * file with many diagnostics is not rescanned for each. */
#include "support/support.h"

#include <stdlib.h>

void cmir_lines_init(CmirLineIndex *ix, const char *buf, size_t len) {
  ix->buf = buf;
  ix->len = len;
  ix->starts = NULL;
  ix->n = 0;
}

void cmir_lines_free(CmirLineIndex *ix) {
  free(ix->starts);
  ix->starts = NULL;
  ix->n = 0;
}

static void index_lines(CmirLineIndex *ix) {
  size_t cap = 1024;
  ix->starts = cmir_xmalloc(sizeof(size_t) * cap);
  ix->starts[0] = 0;
  ix->n = 1;
  const char *p = ix->buf, *end = ix->buf + ix->len;
  while (p < end) {
    const char *nl = memchr(p, '\n', (size_t)(end - p));
    if (!nl)
      break;
    if (ix->n == cap) {
      cap *= 2;
      ix->starts = cmir_xrealloc(ix->starts, sizeof(size_t) * cap);
    }
    ix->starts[ix->n++] = (size_t)(nl + 1 - ix->buf);
    p = nl + 1;
  }
  cmir_steps.line_index += ix->len;
}

void cmir_lines_find(CmirLineIndex *ix, size_t off, uint32_t *line, uint32_t *col) {
  if (!ix->starts)
    index_lines(ix);
  size_t at = off < ix->len ? off : ix->len;
  /* the number of line starts at or before at */
  uint32_t lo = 1, hi = ix->n;
  while (lo < hi) {
    uint32_t mid = lo + (hi - lo) / 2;
    cmir_steps.line_find++;
    if (ix->starts[mid] <= at)
      lo = mid + 1;
    else
      hi = mid;
  }
  cmir_steps.line_find++;
  *line = lo;
  *col = (uint32_t)(off - ix->starts[lo - 1]) + 1;
}

bool cmir_lines_get(CmirLineIndex *ix, uint32_t line, const char **start, const char **end) {
  if (!ix->starts)
    index_lines(ix);
  cmir_steps.line_find++;
  if (line == 0 || line > ix->n)
    return false;
  const char *s = ix->buf + ix->starts[line - 1], *e = ix->buf + ix->len;
  if (line < ix->n)
    e = ix->buf + ix->starts[line] - 1;
  *start = s;
  *end = e;
  return true;
}
