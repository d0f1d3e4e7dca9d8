/* Unit tests of the support containers: arena, string buffer, vectors, the
 * open-addressing table (including backward-shift deletion) and string map;
 * the integer semantics (intops) at their edges. */
#include "support/intops.h"
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

/* One evaluation: 'u' undefined behaviour, 'p' poison, else the result. */
static char eval(CmirIntOp k, unsigned w, cmir_u128 a, cmir_u128 b, unsigned flags,
                 cmir_u128 *r, cmir_u128 *hi) {
  bool poison = false;
  const char *ub = NULL;
  *hi = 0;
  if (!cmir_int_eval(k, w, a, b, flags, r, hi, &poison, &ub))
    return 'u';
  return poison ? 'p' : 'v';
}

static void test_intops(void) {
  cmir_u128 r, hi, m8 = 0xff, imin8 = 0x80;
  ok(eval(CMIR_INT_DIVS, 8, imin8, m8, 0, &r, &hi) == 'u', "i8 -128 / -1 is undefined");
  ok(eval(CMIR_INT_REMS, 8, imin8, m8, 0, &r, &hi) == 'u', "i8 -128 %% -1 is undefined");
  ok(eval(CMIR_INT_DIVU, 32, 7, 0, 0, &r, &hi) == 'u', "division by zero is undefined");
  ok(eval(CMIR_INT_SHL, 8, 1, 8, 0, &r, &hi) == 'p', "a shift by the width is poison");
  ok(eval(CMIR_INT_SHRS, 8, imin8, 7, 0, &r, &hi) == 'v' && r == 0xff, "i8 -128 >> 7 is -1");
  ok(eval(CMIR_INT_ADD, 8, 0x7f, 1, CMIR_INT_NSW, &r, &hi) == 'p', "i8 127 + 1 nsw is poison");
  ok(eval(CMIR_INT_ADD, 8, 0x7f, 1, 0, &r, &hi) == 'v' && r == 0x80, "and -128 without flags");
  ok(eval(CMIR_INT_SUB, 8, 0, 1, CMIR_INT_NUW, &r, &hi) == 'p', "i8 0 - 1 nuw is poison");
  ok(eval(CMIR_INT_FLOORDIVS, 32, (cmir_u128)(uint32_t)-7, 2, 0, &r, &hi) == 'v' &&
         r == (uint32_t)-4,
     "floordivsi -7, 2 is -4");
  ok(eval(CMIR_INT_CEILDIVS, 32, (cmir_u128)(uint32_t)-7, 2, 0, &r, &hi) == 'v' &&
         r == (uint32_t)-3,
     "ceildivsi -7, 2 is -3");
  ok(eval(CMIR_INT_CEILDIVU, 32, 0, 5, 0, &r, &hi) == 'v' && r == 0, "ceildivui 0, 5 is 0");
  ok(eval(CMIR_INT_MAXS, 3, 3, 4, 0, &r, &hi) == 'v' && r == 3, "i3 maxsi 3, -4 is 3");
  ok(eval(CMIR_INT_MAXU, 3, 3, 4, 0, &r, &hi) == 'v' && r == 4, "i3 maxui 3, 4 is 4");
  cmir_u128 big = ((cmir_u128)1 << 127) | 5;
  ok(eval(CMIR_INT_MUL, 128, big, 2, 0, &r, &hi) == 'v' && r == 10, "i128 products wrap");
  ok(eval(CMIR_INT_MULUI_EXT, 64, ~0ull, ~0ull, 0, &r, &hi) == 'v' && r == 1 &&
         hi == 0xfffffffffffffffeull,
     "mului_extended of 2^64-1 squared: both halves");
  ok(eval(CMIR_INT_ADDUI_EXT, 8, 0xff, 1, 0, &r, &hi) == 'v' && r == 0 && hi == 1,
     "addui_extended 255 + 1: 0 and the carry");
  ok(eval(CMIR_INT_CMP_BASE + 2, 8, imin8, 1, 0, &r, &hi) == 'v' && r == 1, "slt -128, 1");
  ok(eval(CMIR_INT_CMP_BASE + 6, 8, imin8, 1, 0, &r, &hi) == 'v' && r == 0, "ult 128, 1 is false");
  bool poison = false;
  ok(cmir_int_cast(CMIR_INT_EXTS, 4, 16, 0x8, 0, &poison) == 0xfff8, "extsi i4 -8 to i16");
  ok(cmir_int_cast(CMIR_INT_TRUNC, 16, 8, 0x1ff, CMIR_INT_NUW, &poison) == 0xff && poison,
     "trunci nuw of 511 to i8 is poison");
  poison = false;
  ok(cmir_int_cast(CMIR_INT_INDEX_CAST, 64, 32, ~0ull, 0, &poison) == 0xffffffffu && !poison,
     "index_cast -1 to i32");
}

int main(void) {
  test_arena();
  test_strbuf();
  test_vec();
  test_htab();
  test_strmap();
  test_hash();
  test_intops();
  return done_testing();
}
