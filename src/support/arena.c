/* Bump allocation for things that live as long as their owner (the context's
 * uniqued types and attributes, a pass's scratch data), and the checked
 * malloc wrappers the whole library uses. */
#include "support/support.h"

#include <stdio.h>
#include <stdlib.h>

struct CmirArenaChunk {
  CmirArenaChunk *prev;
  size_t size;
  _Alignas(16) char data[];
};

enum { ARENA_MIN_CHUNK = 64 * 1024 };

void *cmir_xmalloc(size_t n) {
  void *p = malloc(n ? n : 1);
  if (!p) {
    fprintf(stderr, "cmir: out of memory allocating %zu bytes\n", n);
    abort();
  }
  return p;
}

void *cmir_xcalloc(size_t n, size_t m) {
  void *p = calloc(n ? n : 1, m ? m : 1);
  if (!p) {
    fprintf(stderr, "cmir: out of memory allocating %zu bytes\n", n * m);
    abort();
  }
  return p;
}

void *cmir_xrealloc(void *p, size_t n) {
  void *q = realloc(p, n ? n : 1);
  if (!q) {
    fprintf(stderr, "cmir: out of memory allocating %zu bytes\n", n);
    abort();
  }
  return q;
}

void cmir_arena_init(CmirArena *a) { memset(a, 0, sizeof *a); }

void cmir_arena_release(CmirArena *a) {
  CmirArenaChunk *c = a->chunk;
  while (c) {
    CmirArenaChunk *prev = c->prev;
    free(c);
    c = prev;
  }
  memset(a, 0, sizeof *a);
}

void cmir_arena_adopt(CmirArena *into, CmirArena *from) {
  if (!from->chunk)
    return;
  if (!into->chunk) {
    *into = *from;
  } else {
    /* from's chunks go behind into's current one, which stays open */
    CmirArenaChunk *oldest = from->chunk;
    while (oldest->prev)
      oldest = oldest->prev;
    oldest->prev = into->chunk->prev;
    into->chunk->prev = from->chunk;
    into->total += from->total;
  }
  memset(from, 0, sizeof *from);
}

static void *arena_alloc(CmirArena *a, size_t n);

void *cmir_arena_alloc(CmirArena *a, size_t n) {
  /* After an 8-byte allocation cur may be off by 8; chunks end 16-aligned. */
  a->cur += (uintptr_t)a->cur & 8;
  return arena_alloc(a, (n + 15) & ~(size_t)15);
}

void *cmir_arena_alloc8(CmirArena *a, size_t n) { return arena_alloc(a, (n + 7) & ~(size_t)7); }

static void *arena_alloc(CmirArena *a, size_t n) {
  if ((size_t)(a->end - a->cur) < n) {
    size_t size = n > ARENA_MIN_CHUNK / 4 ? (n + 15) & ~(size_t)15 : ARENA_MIN_CHUNK;
    if (a->total >= 4 * ARENA_MIN_CHUNK && size < a->total / 4 && size == ARENA_MIN_CHUNK)
      size = (a->total / 4 + 15) & ~(size_t)15; /* grow geometrically */
    CmirArenaChunk *c = cmir_xmalloc(sizeof *c + size);
    c->size = size;
    a->total += size;
    if (size > n || !a->chunk) {
      c->prev = a->chunk;
      a->chunk = c;
      a->cur = c->data;
      a->end = c->data + size;
    } else {
      /* An exact-size chunk for a big request: keep the current chunk open. */
      c->prev = a->chunk->prev;
      a->chunk->prev = c;
      return c->data;
    }
  }
  void *p = a->cur;
  a->cur += n;
  return p;
}

void *cmir_arena_zalloc(CmirArena *a, size_t n) {
  void *p = cmir_arena_alloc(a, n);
  memset(p, 0, n);
  return p;
}

char *cmir_arena_strndup(CmirArena *a, const char *s, size_t n) {
  char *p = cmir_arena_alloc(a, n + 1);
  if (n)
    memcpy(p, s, n);
  p[n] = 0;
  return p;
}

void *cmir_arena_memdup(CmirArena *a, const void *src, size_t n) {
  void *p = cmir_arena_alloc(a, n);
  if (n)
    memcpy(p, src, n);
  return p;
}
