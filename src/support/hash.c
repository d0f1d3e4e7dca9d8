/* Hashing (XXH3) and the open-addressing table under every uniquer, symbol
 * map and name scope. Linear probing; deletion by backward shift so lookups
 * never see tombstones. */
#include "support/support.h"

#include <stdlib.h>
#include <xxhash.h>

uint64_t cmir_hash_bytes(const void *p, size_t n, uint64_t seed) {
  return XXH3_64bits_withSeed(p, n, seed);
}

void cmir_htab_init(CmirHtab *t, uint32_t cap_hint) {
  uint32_t cap = 16;
  while (cap < cap_hint * 2)
    cap *= 2;
  t->slots = cmir_xcalloc(cap, sizeof(CmirHtabEntry));
  t->mask = cap - 1;
  t->count = 0;
}

void cmir_htab_free(CmirHtab *t) {
  free(t->slots);
  memset(t, 0, sizeof *t);
}

void cmir_htab_clear(CmirHtab *t) {
  if (t->slots)
    memset(t->slots, 0, sizeof(CmirHtabEntry) * ((size_t)t->mask + 1));
  t->count = 0;
}

void *cmir_htab_find(const CmirHtab *t, uint64_t hash, CmirHtabEq eq, const void *key) {
  if (!t->slots)
    return NULL;
  for (uint32_t i = (uint32_t)hash & t->mask;; i = (i + 1) & t->mask) {
    CmirHtabEntry *e = &t->slots[i];
    if (!e->item)
      return NULL;
    if (e->hash == hash && eq(e->item, key))
      return e->item;
  }
}

static void htab_grow(CmirHtab *t) {
  CmirHtab old = *t;
  uint32_t cap = (old.mask + 1) * 2;
  t->slots = cmir_xcalloc(cap, sizeof(CmirHtabEntry));
  t->mask = cap - 1;
  for (uint32_t i = 0; i <= old.mask; i++) {
    CmirHtabEntry *e = &old.slots[i];
    if (!e->item)
      continue;
    uint32_t j = (uint32_t)e->hash & t->mask;
    while (t->slots[j].item)
      j = (j + 1) & t->mask;
    t->slots[j] = *e;
  }
  free(old.slots);
}

void cmir_htab_insert(CmirHtab *t, uint64_t hash, void *item) {
  if (!t->slots)
    cmir_htab_init(t, 8);
  if ((t->count + 1) * 4 > (t->mask + 1) * 3)
    htab_grow(t);
  uint32_t i = (uint32_t)hash & t->mask;
  while (t->slots[i].item)
    i = (i + 1) & t->mask;
  t->slots[i].hash = hash;
  t->slots[i].item = item;
  t->count++;
}

bool cmir_htab_remove(CmirHtab *t, uint64_t hash, void *item) {
  if (!t->slots)
    return false;
  uint32_t i = (uint32_t)hash & t->mask;
  for (;; i = (i + 1) & t->mask) {
    if (!t->slots[i].item)
      return false;
    if (t->slots[i].item == item)
      break;
  }
  /* Backward-shift deletion. */
  uint32_t j = i;
  for (;;) {
    t->slots[i].item = NULL;
    for (;;) {
      j = (j + 1) & t->mask;
      if (!t->slots[j].item) {
        t->count--;
        return true;
      }
      uint32_t k = (uint32_t)t->slots[j].hash & t->mask;
      /* Move j back to i unless its home k lies cyclically in (i, j]. */
      if (i <= j ? (i < k && k <= j) : (i < k || k <= j))
        continue;
      break;
    }
    t->slots[i] = t->slots[j];
    i = j;
  }
}

/* ---- string map ---- */

typedef struct StrKey {
  const char *s;
  size_t n;
} StrKey;

static bool strmap_eq(const void *item, const void *key) {
  const CmirStrMapEntry *e = item;
  const StrKey *k = key;
  return e->len == k->n && memcmp(e->key, k->s, k->n) == 0;
}

void cmir_strmap_init(CmirStrMap *m) {
  memset(m, 0, sizeof *m);
  cmir_arena_init(&m->keys);
}

void cmir_strmap_free(CmirStrMap *m) {
  cmir_htab_free(&m->tab);
  cmir_arena_release(&m->keys);
}

void cmir_strmap_clear(CmirStrMap *m) {
  cmir_htab_free(&m->tab);
  cmir_arena_release(&m->keys);
}

CmirStrMapEntry *cmir_strmap_entry(const CmirStrMap *m, const char *key, size_t len) {
  StrKey k = {key, len};
  return cmir_htab_find(&m->tab, cmir_hash_bytes(key, len, 0), strmap_eq, &k);
}

void *cmir_strmap_get(const CmirStrMap *m, const char *key, size_t len) {
  CmirStrMapEntry *e = cmir_strmap_entry(m, key, len);
  return e ? e->value : NULL;
}

void *cmir_strmap_put(CmirStrMap *m, const char *key, size_t len, void *value) {
  uint64_t h = cmir_hash_bytes(key, len, 0);
  StrKey k = {key, len};
  CmirStrMapEntry *e = cmir_htab_find(&m->tab, h, strmap_eq, &k);
  if (e) {
    void *old = e->value;
    e->value = value;
    return old;
  }
  e = cmir_arena_alloc(&m->keys, sizeof *e);
  e->key = cmir_arena_strndup(&m->keys, key, len);
  e->len = (uint32_t)len;
  e->value = value;
  cmir_htab_insert(&m->tab, h, e);
  return NULL;
}
