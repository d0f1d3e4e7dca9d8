/* Inputs of the cmir programs (cmir/io.h; outputs are in output.c): reading
 * and mapping files, command-line values, --split-input-file chunking. */
#define _GNU_SOURCE
#include "cmir/io.h"
#include "support/support.h"

#include <errno.h>
#include <fcntl.h>
#include <malloc.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
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

const char *cmir_tool_flag_value(const char *a, const char *name, int *i, int argc, char **argv) {
  size_t n = strlen(name);
  if (strncmp(a, name, n))
    return NULL;
  if (a[n] == '=')
    return a + n + 1;
  if (a[n] == 0 && *i + 1 < argc)
    return argv[++*i];
  return NULL;
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
