/* Library-wide support: arenas, growable buffers, vectors, hashing and
 * the open-addressing table every uniquer and symbol map is built on.
 * Nothing here knows about IR. */
#ifndef CMIR_SUPPORT_H
#define CMIR_SUPPORT_H

#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

/* ---- arena.c: bump allocation, freed all at once ---- */

typedef struct CmirArenaChunk CmirArenaChunk;
typedef struct CmirArena {
  CmirArenaChunk *chunk; /* current chunk; older chunks chained behind it */
  char *cur, *end;       /* free space in the current chunk */
  size_t total;          /* bytes obtained from malloc, for statistics */
} CmirArena;

void cmir_arena_init(CmirArena *a);
void cmir_arena_release(CmirArena *a);
/* Moves every chunk of from into into (from is left empty). */
void cmir_arena_adopt(CmirArena *into, CmirArena *from);
void *cmir_arena_alloc(CmirArena *a, size_t n); /* 16-byte aligned, never NULL */
void *cmir_arena_alloc8(CmirArena *a, size_t n); /* 8-byte aligned */
void *cmir_arena_zalloc(CmirArena *a, size_t n);
char *cmir_arena_strndup(CmirArena *a, const char *s, size_t n);
void *cmir_arena_memdup(CmirArena *a, const void *p, size_t n);

/* Allocation that cannot fail: aborts with a message on exhaustion, which is
 * a broken environment, not bad input. */
void *cmir_xmalloc(size_t n);
void *cmir_xcalloc(size_t n, size_t m);
void *cmir_xrealloc(void *p, size_t n);

/* ---- strbuf.c: growable byte buffer used by printers ---- */

typedef struct CmirStrBuf {
  char *data;
  size_t len, cap;
  FILE *sink;      /* if set, full buffers are written here instead of growing */
  bool sink_error; /* a write to sink failed */
} CmirStrBuf;

void cmir_sb_init(CmirStrBuf *sb);
void cmir_sb_free(CmirStrBuf *sb);
void cmir_sb_grow(CmirStrBuf *sb, size_t extra);
void cmir_sb_printf(CmirStrBuf *sb, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));
void cmir_sb_vprintf(CmirStrBuf *sb, const char *fmt, va_list ap);
void cmir_sb_puti64(CmirStrBuf *sb, int64_t v);
void cmir_sb_putu64(CmirStrBuf *sb, uint64_t v);
void cmir_sb_indent(CmirStrBuf *sb, unsigned n);
const char *cmir_sb_cstr(CmirStrBuf *sb); /* NUL-terminates, returns data */
/* Streams to f: contents so far and everything after are written there in
 * 64 KiB pieces. cmir_sb_flush writes what is left. */
void cmir_sb_set_sink(CmirStrBuf *sb, FILE *f);
bool cmir_sb_flush(CmirStrBuf *sb); /* false if any write failed */

static inline void cmir_sb_putn(CmirStrBuf *sb, const char *s, size_t n) {
  if (n == 0)
    return;
  if (sb->len + n > sb->cap)
    cmir_sb_grow(sb, n);
  memcpy(sb->data + sb->len, s, n);
  sb->len += n;
}
static inline void cmir_sb_puts(CmirStrBuf *sb, const char *s) {
  cmir_sb_putn(sb, s, strlen(s));
}
static inline void cmir_sb_putc(CmirStrBuf *sb, char c) {
  if (sb->len + 1 > sb->cap)
    cmir_sb_grow(sb, 1);
  sb->data[sb->len++] = c;
}

/* ---- typed growable vectors (header-only) ----
 * CMIR_VEC(T) declares an anonymous {T *data; uint32_t len, cap;}. */
#define CMIR_VEC(T)                                                                                \
  struct {                                                                                         \
    T *data;                                                                                       \
    uint32_t len, cap;                                                                             \
  }
#define cmir_vec_push(v, x)                                                                        \
  do {                                                                                             \
    if ((v)->len == (v)->cap) {                                                                    \
      (v)->cap = (v)->cap ? (v)->cap * 2 : 8;                                                      \
      (v)->data = cmir_xrealloc((v)->data, sizeof(*(v)->data) * (v)->cap);                         \
    }                                                                                              \
    (v)->data[(v)->len++] = (x);                                                                   \
  } while (0)
#define cmir_vec_free(v)                                                                           \
  do {                                                                                             \
    free((v)->data);                                                                               \
    (v)->data = NULL;                                                                              \
    (v)->len = (v)->cap = 0;                                                                       \
  } while (0)
#define cmir_vec_last(v) ((v)->data[(v)->len - 1])
typedef CMIR_VEC(int64_t) CmirI64Vec;
typedef CMIR_VEC(bool) CmirBoolVec;

/* ---- checked arithmetic ---- */

/* *r = a * b and *r = a + b for shapes, strides, offsets and element
 * counts (C23's ckd_mul / ckd_add): true if the result does not fit, then
 * *r is the wrapped value. Every such product or sum goes through these. */
static inline bool cmir_ckd_mul(int64_t *r, int64_t a, int64_t b) {
  return __builtin_mul_overflow(a, b, r);
}
static inline bool cmir_ckd_add(int64_t *r, int64_t a, int64_t b) {
  return __builtin_add_overflow(a, b, r);
}

/* ---- hash.c: hashing and an open-addressing pointer table ---- */

uint64_t cmir_hash_bytes(const void *p, size_t n, uint64_t seed);
/* Combines v into h. The final shift folds the product's high bits down:
 * tables index with the low bits, and without it keys that differ only in
 * high bits (pointers, large integers) collided (measured: 366 instructions
 * per attribute lookup on a 10k-op module, 60 with the shift). */
static inline uint64_t cmir_hash_mix(uint64_t h, uint64_t v) {
  h ^= v + 0x9e3779b97f4a7c15ull + (h << 6) + (h >> 2);
  h *= 0xff51afd7ed558ccdull;
  return h ^ (h >> 32);
}

/* A set of (hash, pointer) entries. Equality is decided by the caller:
 * cmir_htab_find walks the probe sequence of `hash` and asks `eq`. */
typedef struct CmirHtabEntry {
  uint64_t hash;
  void *item; /* NULL = empty slot */
} CmirHtabEntry;
typedef struct CmirHtab {
  CmirHtabEntry *slots;
  uint32_t mask; /* capacity - 1, capacity a power of two */
  uint32_t count;
} CmirHtab;
typedef bool (*CmirHtabEq)(const void *item, const void *key);

void cmir_htab_init(CmirHtab *t, uint32_t cap_hint);
void cmir_htab_free(CmirHtab *t);
void *cmir_htab_find(const CmirHtab *t, uint64_t hash, CmirHtabEq eq, const void *key);
void cmir_htab_insert(CmirHtab *t, uint64_t hash, void *item); /* item must not be present */
bool cmir_htab_remove(CmirHtab *t, uint64_t hash, void *item); /* by identity */
void cmir_htab_clear(CmirHtab *t);

/* String-keyed map to a pointer, keys copied into its own storage. */
typedef struct CmirStrMapEntry {
  const char *key;
  uint32_t len;
  void *value;
} CmirStrMapEntry;
typedef struct CmirStrMap {
  CmirHtab tab;
  CmirArena keys;
} CmirStrMap;
void cmir_strmap_init(CmirStrMap *m);
void cmir_strmap_free(CmirStrMap *m);
void *cmir_strmap_get(const CmirStrMap *m, const char *key, size_t len);
CmirStrMapEntry *cmir_strmap_entry(const CmirStrMap *m, const char *key, size_t len);
/* Sets key to value; returns the previous value or NULL. */
void *cmir_strmap_put(CmirStrMap *m, const char *key, size_t len, void *value);
void cmir_strmap_clear(CmirStrMap *m);

/* ---- lines.c: line starts of a buffer, indexed on the first look-up ---- */
typedef struct CmirLineIndex {
  const char *buf;
  size_t len;
  size_t *starts; /* offset of each line's first byte; NULL until indexed */
  uint32_t n;     /* lines (a final line without '\n' included) */
} CmirLineIndex;
void cmir_lines_init(CmirLineIndex *ix, const char *buf, size_t len);
void cmir_lines_free(CmirLineIndex *ix);
/* 1-based line and column of byte offset off: one scan of the buffer on
 * the first call, then a binary search. Offsets past the end count from
 * the last line. */
void cmir_lines_find(CmirLineIndex *ix, size_t off, uint32_t *line, uint32_t *col);
/* The text of 1-based line (without its '\n'); false if there is none. */
bool cmir_lines_get(CmirLineIndex *ix, uint32_t line, const char **start, const char **end);

/* ---- steps.c: work counters ----
 * Steps of the algorithms whose cost must stay near-linear in the input:
 * dominator-tree construction and queries, finding the line of a buffer
 * offset, grouping blocks for region simplification's merging. Counted per
 * thread (the bytecode reader verifies on several); tests/unit/test_scale.c
 * checks that they grow linearly with the input. */
typedef struct CmirSteps {
  uint64_t dom_build;   /* blocks visited and idom links followed building trees */
  uint64_t dom_query;   /* dominance queries between blocks and steps in them */
  uint64_t line_find;   /* steps of line look-ups (binary search probes) */
  uint64_t line_index;  /* bytes scanned while indexing line starts */
  uint64_t block_merge; /* blocks filed and compared looking for blocks to merge */
} CmirSteps;
extern _Thread_local CmirSteps cmir_steps;

#endif
