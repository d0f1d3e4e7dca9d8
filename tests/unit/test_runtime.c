/* libcmir_runtime: what each exported function prints is compared byte for
 * byte with the same function of MLIR 19's runner libraries, loaded with
 * dlopen when they are installed; memrefCopy and the allocators are checked
 * by their effect. */
#include "runtime/cmir_runtime.h"

#include <dlfcn.h>
#include <math.h>
#include <stdint.h>
#include <stdlib.h>
#include <unistd.h>

#include "tap.h"

#define MLIR_LIBDIR "/usr/lib/llvm-19/lib/"

typedef struct Unranked {
  int64_t rank;
  void *descriptor;
} Unranked;

/* Ranked descriptors of rank 0 to 2. */
typedef struct Desc0 {
  void *allocated, *aligned;
  int64_t offset;
} Desc0;
typedef struct Desc1 {
  void *allocated, *aligned;
  int64_t offset, sizes[1], strides[1];
} Desc1;
typedef struct Desc2 {
  void *allocated, *aligned;
  int64_t offset, sizes[2], strides[2];
} Desc2;

static void *mlir_c, *mlir_r; /* the MLIR libraries, or NULL */

static void (*ours(const char *name))(void) {
  for (const CmirRuntimeSymbol *s = cmir_runtime_symbols; s->name; s++)
    if (!strcmp(s->name, name))
      return s->address;
  return NULL;
}

static void (*theirs(const char *name))(void) {
  void *p = mlir_r ? dlsym(mlir_r, name) : NULL;
  if (!p && mlir_c)
    p = dlsym(mlir_c, name);
  void (*fn)(void);
  memcpy(&fn, &p, sizeof fn);
  return fn;
}

/* What `call(fn, arg)` writes to stdout. The result is malloc'd. */
typedef void (*Caller)(void (*fn)(void), void *arg);

static char *capture(Caller call, void (*fn)(void), void *arg) {
  char path[] = "/tmp/cmir-runtime-XXXXXX";
  int fd = mkstemp(path);
  if (fd < 0)
    return NULL;
  unlink(path);
  fflush(stdout);
  int saved = dup(1);
  dup2(fd, 1);
  call(fn, arg);
  fflush(stdout);
  dup2(saved, 1);
  close(saved);
  off_t n = lseek(fd, 0, SEEK_END);
  char *buf = calloc(1, (size_t)n + 1);
  if (pread(fd, buf, (size_t)n, 0) != n)
    buf[0] = '\0';
  close(fd);
  return buf;
}

/* Compares the output of our `name` and MLIR's for one argument. */
static void same(const char *name, Caller call, void *arg, const char *what) {
  void (*a)(void) = ours(name);
  if (!ok(a != NULL, "%s is exported", name))
    return;
  void (*b)(void) = theirs(name);
  if (!b) {
    skip(1, "%s (%s): MLIR's runner libraries are not installed", name, what);
    return;
  }
  char *x = capture(call, a, arg), *y = capture(call, b, arg);
  if (!is_str(x, y, "%s (%s) prints what MLIR's does", name, what))
    diag("ours:   %s\ntheirs: %s", x, y);
  free(x);
  free(y);
}

static void call_i64(void (*fn)(void), void *arg) { ((void (*)(int64_t))fn)(*(int64_t *)arg); }
static void call_u64(void (*fn)(void), void *arg) { ((void (*)(uint64_t))fn)(*(uint64_t *)arg); }
static void call_f32(void (*fn)(void), void *arg) { ((void (*)(float))fn)(*(float *)arg); }
static void call_f64(void (*fn)(void), void *arg) { ((void (*)(double))fn)(*(double *)arg); }
static void call_str(void (*fn)(void), void *arg) { ((void (*)(const char *))fn)(arg); }
static void call_void(void (*fn)(void), void *arg) {
  (void)arg;
  fn();
}
static void call_ptr(void (*fn)(void), void *arg) { ((void (*)(void *))fn)(arg); }
static void call_byval(void (*fn)(void), void *arg) { ((void (*)(Unranked))fn)(*(Unranked *)arg); }

static void scalars(void) {
  int64_t is[] = {0, -1, INT64_MIN, INT64_MAX, 42};
  for (size_t i = 0; i < sizeof is / sizeof is[0]; i++)
    same("printI64", call_i64, &is[i], "integer");
  uint64_t u = UINT64_MAX;
  same("printU64", call_u64, &u, "max");
  float fs[] = {0.0f, -0.0f, 1.5f, 1e-7f, 3.14159265f, 1e30f, INFINITY, -INFINITY, NAN, -NAN};
  for (size_t i = 0; i < sizeof fs / sizeof fs[0]; i++)
    same("printF32", call_f32, &fs[i], "float");
  double ds[] = {0.1, -2.5e-300, 123456789.0, 1e100, INFINITY, NAN, -NAN};
  for (size_t i = 0; i < sizeof ds / sizeof ds[0]; i++)
    same("printF64", call_f64, &ds[i], "double");
  same("printString", call_str, "hello, world\n", "text");
  const char *punct[] = {"printOpen", "printClose", "printComma", "printNewline"};
  for (size_t i = 0; i < 4; i++)
    same(punct[i], call_void, NULL, "punctuation");
}

static void memrefs(void) {
  float f[12];
  for (int i = 0; i < 12; i++)
    f[i] = (float)i * 0.5f - 1.0f;
  Desc2 m2 = {f, f, 0, {3, 4}, {4, 1}};
  Unranked u2 = {2, &m2};
  same("_mlir_ciface_printMemrefF32", call_ptr, &u2, "3x4");
  same("printMemrefF32", call_byval, &u2, "3x4, by value");
  same("_mlir_ciface_printMemrefShapeF32", call_ptr, &u2, "3x4");
  same("_mlir_ciface_printMemref2dF32", call_ptr, &m2, "ranked 3x4");
  /* a strided view: every other column from offset 1 */
  Desc2 v2 = {f, f, 1, {3, 2}, {4, 2}};
  Unranked uv = {2, &v2};
  same("_mlir_ciface_printMemrefF32", call_ptr, &uv, "strided view");
  Desc1 one = {f, f, 11, {1}, {1}};
  Unranked u1 = {1, &one};
  same("_mlir_ciface_printMemrefF32", call_ptr, &u1, "one element");
  Desc0 z = {f, f, 5};
  Unranked u0 = {0, &z};
  same("_mlir_ciface_printMemrefF32", call_ptr, &u0, "rank 0");
  same("_mlir_ciface_printMemref0dF32", call_ptr, &z, "ranked rank 0");

  double d[6] = {1, 2.5, -3, 1e-9, 0, 7};
  Desc1 dm = {d, d, 0, {6}, {1}};
  Unranked ud = {1, &dm};
  same("_mlir_ciface_printMemrefF64", call_ptr, &ud, "f64");
  same("printMemrefF64", call_byval, &ud, "f64, by value");
  same("_mlir_ciface_printMemref1dF64", call_ptr, &dm, "ranked f64");

  int64_t l[6] = {-1, 2, INT64_MAX, 0, 5, 6};
  Desc2 lm = {l, l, 0, {2, 3}, {3, 1}};
  Unranked ul = {2, &lm};
  same("_mlir_ciface_printMemrefI64", call_ptr, &ul, "i64");
  same("_mlir_ciface_printMemrefInd", call_ptr, &ul, "index");
  same("printMemrefInd", call_byval, &ul, "index, by value");
  same("_mlir_ciface_printMemrefShapeI64", call_ptr, &ul, "i64");
  int32_t w[4] = {-7, 8, 9, INT32_MIN};
  Desc1 wm = {w, w, 0, {4}, {1}};
  Unranked uw = {1, &wm};
  same("_mlir_ciface_printMemrefI32", call_ptr, &uw, "i32");
  same("printMemrefI32", call_byval, &uw, "i32, by value");
  int16_t h[3] = {-300, 0, 300};
  Desc1 hm = {h, h, 0, {3}, {1}};
  Unranked uh = {1, &hm};
  same("_mlir_ciface_printMemrefI16", call_ptr, &uh, "i16");
  int8_t c[3] = {'a', 'b', 'c'};
  Desc1 cm = {c, c, 0, {3}, {1}};
  Unranked uc = {1, &cm};
  same("_mlir_ciface_printMemrefI8", call_ptr, &uc, "i8");
  uint16_t half[2] = {0x3c00, 0xc000}; /* 1.0, -2.0 */
  Desc1 fm = {half, half, 0, {2}, {1}};
  Unranked uf = {1, &fm};
  same("_mlir_ciface_printMemrefF16", call_ptr, &uf, "f16");
  uint16_t bf[2] = {0x3f80, 0x4049}; /* 1.0, 3.140625 */
  Desc1 bm = {bf, bf, 0, {2}, {1}};
  Unranked ub = {1, &bm};
  same("_mlir_ciface_printMemrefBF16", call_ptr, &ub, "bf16");
  Desc2 empty = {f, f, 0, {0, 4}, {4, 1}};
  Unranked ue = {2, &empty};
  same("_mlir_ciface_printMemrefShapeF32", call_ptr, &ue, "empty");
}

static void copies(void) {
  void (*copy)(int64_t, Unranked *, Unranked *) =
      (void (*)(int64_t, Unranked *, Unranked *))ours("memrefCopy");
  if (!ok(copy != NULL, "memrefCopy is exported"))
    return;
  int32_t src[12], dst[12] = {0};
  for (int i = 0; i < 12; i++)
    src[i] = i;
  /* columns 1 and 3 of a 3x4 source into a contiguous 3x2 destination */
  Desc2 s = {src, src, 1, {3, 2}, {4, 2}}, d = {dst, dst, 0, {3, 2}, {2, 1}};
  Unranked us = {2, &s}, ud = {2, &d};
  copy(4, &us, &ud);
  int32_t want[6] = {1, 3, 5, 7, 9, 11};
  ok(!memcmp(dst, want, sizeof want) && dst[6] == 0, "memrefCopy of a strided view");
  int32_t dst2[12] = {0};
  Desc2 a = {src, src, 0, {3, 4}, {4, 1}}, b = {dst2, dst2, 0, {3, 4}, {4, 1}};
  Unranked ua = {2, &a}, ub = {2, &b};
  copy(4, &ua, &ub);
  ok(!memcmp(src, dst2, sizeof src), "memrefCopy of a contiguous memref");
  int32_t x = 0;
  Desc0 s0 = {src, src, 7}, d0 = {&x, &x, 0};
  Unranked u0 = {0, &s0}, v0 = {0, &d0};
  copy(4, &u0, &v0);
  is_int(x, 7, "memrefCopy of rank 0");

  void *(*aligned)(uint64_t, uint64_t) = (void *(*)(uint64_t, uint64_t))ours("mlirAlignedAlloc");
  void (*release)(void *) = (void (*)(void *))ours("mlirAlignedFree");
  void *p = aligned(64, 100);
  ok(p && (uintptr_t)p % 64 == 0, "mlirAlignedAlloc(64, 100) is aligned");
  release(p);
}

/* The bfloat16 truncations, by their bits (the low half of the float). */
static void bf16(void) {
  float (*fd)(double) = (float (*)(double))ours("__truncdfbf2");
  float (*ff)(float) = (float (*)(float))ours("__truncsfbf2");
  if (!ok(fd && ff, "__truncdfbf2 and __truncsfbf2 are exported"))
    return;
  struct {
    double v;
    unsigned bits;
  } cases[] = {
      {1.0, 0x3f80},       {-2.0, 0xc000},         {3.140625, 0x4049},
      {1.00390625, 0x3f80}, /* halfway: to even */  {1.01171875, 0x3f82}, /* halfway: to even */
      {1.0039062500001, 0x3f81}, /* just above halfway, lost by a float rounding */
      {3.4e38, 0x7f80}, /* above the largest bfloat16: infinity */
      {1e-45, 0x0000},  {INFINITY, 0x7f80},  {-INFINITY, 0xff80},
  };
  for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
    float r = fd(cases[i].v);
    uint32_t u;
    memcpy(&u, &r, sizeof u);
    is_int(u & 0xffff, cases[i].bits, "__truncdfbf2(%.17g)", cases[i].v);
  }
  float r = fd(NAN);
  uint32_t u;
  memcpy(&u, &r, sizeof u);
  ok((u & 0x7f80) == 0x7f80 && (u & 0x7f), "__truncdfbf2(nan) is a NaN");
  r = ff(1.00390625f);
  memcpy(&u, &r, sizeof u);
  is_int(u & 0xffff, 0x3f80, "__truncsfbf2(1.00390625) rounds to even");
}

int main(void) {
  mlir_c = dlopen(MLIR_LIBDIR "libmlir_c_runner_utils.so", RTLD_NOW | RTLD_LOCAL);
  mlir_r = dlopen(MLIR_LIBDIR "libmlir_runner_utils.so", RTLD_NOW | RTLD_LOCAL);
  if (!mlir_r)
    diag("MLIR 19's runner libraries are not loaded: %s", dlerror());
  scalars();
  memrefs();
  copies();
  bf16();
  /* The MLIR libraries stay loaded: their static destructors flush
   * std::cout after main returns. */
  return done_testing();
}
