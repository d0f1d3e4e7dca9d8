/* Unit tests of the support containers: arena, string buffer, vectors, the
 * open-addressing table (including backward-shift deletion) and string map. */
#include "support/support.h"
#include "tap.h"

#include <stdlib.h>

static bool int_eq(const void *item, const void *key) { return *(const int *)item == *(const int *)key; }

static void test_arena(void) {
  CmirArena a;
  cmir_arena_init(&a);
  char *p = cmir_arena_alloc(&a, 3);
  char *q = cmir_arena_alloc(&a, 5);
  ok(((uintptr_t)p & 15) == 0 && ((uintptr_t)q & 15) == 0, "arena allocations are 16-byte aligned");
  ok(q >= p + 16 || q + 16 <= p, "arena allocations do not overlap");
  char *big = cmir_arena_alloc(&a, 1 << 20);
  memset(big, 1, 1 << 20);
  char *after = cmir_arena_alloc(&a, 8);
  ok(after != NULL, "a large allocation keeps the current chunk usable");
  is_str(cmir_arena_strndup(&a, "hello world", 5), "hello", "strndup copies n bytes and terminates");
  int *z = cmir_arena_zalloc(&a, 64 * sizeof(int));
  int sum = 0;
  for (int i = 0; i < 64; i++)
    sum += z[i];
  is_int(sum, 0, "zalloc returns zeroed memory");
  cmir_arena_release(&a);
  ok(a.chunk == NULL && a.total == 0, "release frees every chunk");
}

static void test_strbuf(void) {
  CmirStrBuf sb;
  cmir_sb_init(&sb);
  cmir_sb_puts(&sb, "a");
  cmir_sb_puti64(&sb, INT64_MIN);
  cmir_sb_putc(&sb, ' ');
  cmir_sb_putu64(&sb, UINT64_MAX);
  cmir_sb_printf(&sb, " %s=%d", "x", 42);
  is_str(cmir_sb_cstr(&sb), "a-9223372036854775808 18446744073709551615 x=42",
         "integers print exactly at their limits");
  for (int i = 0; i < 10000; i++)
    cmir_sb_putc(&sb, 'z');
  is_int((long long)sb.len, 47 + 10000, "buffer grows past its first capacity");
  cmir_sb_free(&sb);
}

static void test_vec(void) {
  CMIR_VEC(int) v = {0};
  for (int i = 0; i < 1000; i++)
    cmir_vec_push(&v, i * 2);
  is_int(v.len, 1000, "vector holds every pushed element");
  is_int(cmir_vec_last(&v), 1998, "last element is the last pushed");
  cmir_vec_free(&v);
  ok(v.data == NULL && v.len == 0, "free resets the vector");
}

static void test_htab(void) {
  CmirHtab t;
  cmir_htab_init(&t, 4);
  enum { N = 5000 };
  int *keys = malloc(sizeof(int) * N);
  for (int i = 0; i < N; i++) {
    keys[i] = i;
    /* Deliberately bad hash: many collisions exercise probing. */
    cmir_htab_insert(&t, (uint64_t)(i % 97), &keys[i]);
  }
  int found = 0;
  for (int i = 0; i < N; i++)
    found += cmir_htab_find(&t, (uint64_t)(i % 97), int_eq, &keys[i]) == &keys[i];
  is_int(found, N, "every inserted item is found under collisions");
  /* Remove every third item; the rest must stay reachable. */
  int removed = 0;
  for (int i = 0; i < N; i += 3)
    removed += cmir_htab_remove(&t, (uint64_t)(i % 97), &keys[i]);
  is_int(removed, (N + 2) / 3, "removal reports each removed item");
  int still = 0, gone = 0;
  for (int i = 0; i < N; i++) {
    void *f = cmir_htab_find(&t, (uint64_t)(i % 97), int_eq, &keys[i]);
    if (i % 3 == 0)
      gone += f == NULL;
    else
      still += f == &keys[i];
  }
  is_int(gone, (N + 2) / 3, "removed items are gone");
  is_int(still, N - (N + 2) / 3, "backward-shift deletion keeps the others reachable");
  is_int(t.count, N - (N + 2) / 3, "count tracks inserts and removals");
  ok(!cmir_htab_remove(&t, 0, &keys[0]), "removing an absent item fails");
  cmir_htab_free(&t);
  free(keys);
}

static void test_strmap(void) {
  CmirStrMap m;
  cmir_strmap_init(&m);
  ok(cmir_strmap_put(&m, "alpha", 5, (void *)1) == NULL, "first put returns no previous value");
  ok(cmir_strmap_put(&m, "alpha", 5, (void *)2) == (void *)1, "second put returns the old value");
  ok(cmir_strmap_get(&m, "alpha", 5) == (void *)2, "get returns the latest value");
  ok(cmir_strmap_get(&m, "alph", 4) == NULL, "a prefix is a different key");
  char key[] = "beta";
  cmir_strmap_put(&m, key, 4, (void *)3);
  key[0] = 'X';
  ok(cmir_strmap_get(&m, "beta", 4) == (void *)3, "keys are copied, not borrowed");
  cmir_strmap_free(&m);
}

static void test_hash(void) {
  ok(cmir_hash_bytes("abc", 3, 0) == cmir_hash_bytes("abc", 3, 0), "hashing is deterministic");
  ok(cmir_hash_bytes("abc", 3, 0) != cmir_hash_bytes("abd", 3, 0), "different bytes hash apart");
  ok(cmir_hash_bytes("abc", 3, 0) != cmir_hash_bytes("abc", 3, 1), "the seed changes the hash");
}

int main(void) {
  test_arena();
  test_strbuf();
  test_vec();
  test_htab();
  test_strmap();
  test_hash();
  return done_testing();
}
