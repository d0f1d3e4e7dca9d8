/* cmir-fuzz's program generator: program `seed` as MLIR text.
 *
 * The generator writes text directly (no IR is built), keeping a stack of
 * the SSA values visible at the current point with their types. Every op
 * is made free of undefined behaviour by construction: divisors, shift
 * amounts and float-to-integer conversions are guarded by arith ops in the
 * program itself, loops have constant trip counts, recursion a bounded
 * depth, memref indices are clamped to the dims and every allocation is
 * freed. Every value that nothing uses is folded, at the end of its scope,
 * into a checksum that is printed, so a program's output depends on every
 * value it computes. NaNs are replaced by a fixed number before they are
 * observed (their sign and payload differ between targets), and so are the
 * signed zeros of minnumf/maxnumf (either zero may be returned).
 *
 * The same code writes the func/arith/cf/scf/memref programs and, with
 * --dialect=llvm, LLVM-dialect ones: the ops both have go through the
 * emitters of "dialect-neutral ops" below, which print either name. */
#include "fuzz/fuzz.h"

#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

/* ---- random numbers: splitmix64, the same sequence on every machine ---- */

static uint64_t rng_next(uint64_t *s) {
  uint64_t z = (*s += 0x9e3779b97f4a7c15ull);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
  return z ^ (z >> 31);
}

/* ---- scalar types ---- */

enum {
  T_I1,
  T_I3,
  T_I8,
  T_I16,
  T_I17,
  T_I32,
  T_I33,
  T_I64,
  T_IDX,
  T_F16,
  T_BF16,
  T_F32,
  T_F64,
  T_SCALARS,
  T_MEMREF = T_SCALARS, /* a memref: its shape is in GVal.mr */
};

static const struct {
  const char *name;
  uint8_t bits; /* integer width or float storage width; index is 64 */
  bool fp;
  uint8_t maxexp; /* floats: largest power of two below the largest finite value */
} ty_info[T_SCALARS] = {
    [T_I1] = {"i1", 1, false, 0},       [T_I3] = {"i3", 3, false, 0},
    [T_I8] = {"i8", 8, false, 0},       [T_I16] = {"i16", 16, false, 0},
    [T_I17] = {"i17", 17, false, 0},    [T_I32] = {"i32", 32, false, 0},
    [T_I33] = {"i33", 33, false, 0},    [T_I64] = {"i64", 64, false, 0},
    [T_IDX] = {"index", 64, false, 0},  [T_F16] = {"f16", 16, true, 15},
    [T_BF16] = {"bf16", 16, true, 127}, [T_F32] = {"f32", 32, true, 127},
    [T_F64] = {"f64", 64, true, 255},
};

#define IS_FP(t) (ty_info[t].fp)
#define BITS(t)  (ty_info[t].bits)

/* ---- generator state ---- */

typedef struct GVal {
  uint32_t id;  /* %vID */
  uint8_t ty;   /* T_* */
  uint8_t used; /* some op uses it (else it goes into the checksum) */
} GVal;

/* A generated function: its signature. */
typedef struct GFunc {
  uint8_t nargs, nres;
  uint8_t arg[4], res[4];
  bool rec; /* bounded recursion: first argument is the depth (i32) */
} GFunc;

enum { MAX_FUNCS = 8 };

typedef struct Gen {
  uint64_t rng;
  CmirStrBuf *o;
  CmirFuzzWeights w;
  bool llvm; /* --dialect=llvm */
  GVal *v;   /* visible values, innermost scope last */
  uint32_t nv, cap;
  uint32_t floor;  /* values below are not visible (another function's) */
  uint32_t next;   /* next value id */
  uint32_t nblock; /* next block number */
  unsigned indent; /* current indentation, in spaces */
  int budget;      /* ops still to generate */
  unsigned depth;  /* region nesting depth; cf branches only at 0 */
  unsigned loops;  /* loop nesting depth (at most 2; calls only outside loops) */
  bool side;       /* in a side block of a branch: no further cf */
  GFunc funcs[MAX_FUNCS];
  int nfuncs;
  int cur;           /* the function being generated (calls go to later ones); nfuncs = main */
  CmirStrBuf *extra; /* module-level items written after the functions: globals, helpers */
  unsigned nglobals; /* memref.global @gN */
  unsigned nhelpers; /* func.func @mrN (memref helpers) */
} Gen;

static uint64_t rnd(Gen *g, uint64_t n) { return n ? rng_next(&g->rng) % n : 0; }
static bool coin(Gen *g, unsigned percent) { return rnd(g, 100) < percent; }

static const char *tn(Gen *g, int t) {
  if (g->llvm && t == T_IDX)
    return "i64";
  return ty_info[t].name;
}

static void emit(Gen *g, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void emit(Gen *g, const char *fmt, ...) {
  cmir_sb_indent(g->o, g->indent);
  va_list ap;
  va_start(ap, fmt);
  cmir_sb_vprintf(g->o, fmt, ap);
  va_end(ap);
  cmir_sb_putc(g->o, '\n');
}

/* Makes value id of type ty visible. */
static void push(Gen *g, uint32_t id, int ty) {
  if (g->nv == g->cap) {
    g->cap = g->cap ? 2 * g->cap : 64;
    g->v = cmir_xrealloc(g->v, g->cap * sizeof *g->v);
  }
  g->v[g->nv++] = (GVal){id, (uint8_t)ty, 0};
}

/* A new visible value of type ty: one op. */
static uint32_t def(Gen *g, int ty) {
  uint32_t id = g->next++;
  push(g, id, ty);
  g->budget--;
  return id;
}

/* A new value that is not made visible (guards, checksums): one op. */
static uint32_t tmp(Gen *g) {
  g->budget--;
  return g->next++;
}

/* Chooses among weights: returns the index of the chosen one. */
static int choose(Gen *g, const unsigned *wts, int n) {
  unsigned total = 0;
  for (int i = 0; i < n; i++)
    total += wts[i];
  if (!total)
    return -1;
  unsigned r = (unsigned)rnd(g, total);
  for (int i = 0; i < n; i++) {
    if (r < wts[i])
      return i;
    r -= wts[i];
  }
  return n - 1;
}

#define W(name) (g->w.w[CMIR_FUZZ_W_##name])

/* A scalar type by the type weights; integers only unless allow_fp. */
static int pick_type(Gen *g, bool allow_fp) {
  unsigned f = allow_fp ? 1 : 0;
  unsigned wts[T_SCALARS] = {W(type_i1),       W(type_odd),      W(type_small),
                             W(type_small),    W(type_odd),      W(type_i32),
                             W(type_odd),      W(type_i64),      g->llvm ? 0 : W(type_index),
                             f * W(type_half), f * W(type_half), f * W(type_f32),
                             f * W(type_f64)};
  int t = choose(g, wts, T_SCALARS);
  return t < 0 ? T_I32 : t;
}

static int pick_int_type(Gen *g) { return pick_type(g, false); }

static int pick_fp_type(Gen *g) {
  unsigned wts[4] = {W(type_half), W(type_half), W(type_f32), W(type_f64)};
  int t = choose(g, wts, 4);
  return t < 0 ? T_F32 : T_F16 + t;
}

/* ---- constants ---- */

/* v sign-extended from `bits` bits. */
static int64_t sext(uint64_t v, unsigned bits) {
  if (bits >= 64)
    return (int64_t)v;
  uint64_t m = 1ull << (bits - 1);
  v &= (m << 1) - 1;
  return (int64_t)((v ^ m) - m);
}

static int64_t int_min(int ty) { return sext(1ull << (BITS(ty) - 1), BITS(ty)); }

/* An interesting integer of the given width (as a signed value). */
static int64_t int_edge(Gen *g, unsigned bits) {
  uint64_t min = 1ull << (bits - 1);
  switch (rnd(g, 10)) {
  case 0:
    return 0;
  case 1:
    return sext(1, bits);
  case 2:
    return -1;
  case 3:
    return sext(min, bits); /* INT_MIN */
  case 4:
    return sext(min - 1, bits); /* INT_MAX */
  case 5: {
    unsigned k = (unsigned)rnd(g, bits);
    return sext((1ull << k) + (coin(g, 50) ? 1 : -1), bits); /* 2^k+-1 */
  }
  case 6:
    return sext(rng_next(&g->rng), bits);
  default:
    return sext((uint64_t)(rnd(g, 33) - 16), bits); /* small */
  }
}

/* Writes constant v of integer type ty into result id. */
static void int_const_to(Gen *g, uint32_t id, int ty, int64_t v) {
  v = sext((uint64_t)v, BITS(ty));
  if (g->llvm) {
    if (ty == T_I1)
      emit(g, "%%v%u = llvm.mlir.constant(%s) : i1", id, v ? "true" : "false");
    else
      emit(g, "%%v%u = llvm.mlir.constant(%lld : %s) : %s", id, (long long)v, tn(g, ty), tn(g, ty));
  } else if (ty == T_I1) {
    emit(g, "%%v%u = arith.constant %s", id, v ? "true" : "false");
  } else {
    emit(g, "%%v%u = arith.constant %lld : %s", id, (long long)v, tn(g, ty));
  }
}

static uint32_t int_const(Gen *g, int ty, int64_t v) {
  uint32_t id = def(g, ty);
  int_const_to(g, id, ty, v);
  return id;
}

/* A guard constant (not visible). */
static uint32_t kint(Gen *g, int ty, int64_t v) {
  uint32_t id = tmp(g);
  int_const_to(g, id, ty, v);
  return id;
}

static void float_text_to(Gen *g, uint32_t id, int ty, const char *text) {
  if (g->llvm)
    emit(g, "%%v%u = llvm.mlir.constant(%s : %s) : %s", id, text, tn(g, ty), tn(g, ty));
  else
    emit(g, "%%v%u = arith.constant %s : %s", id, text, tn(g, ty));
}

static uint32_t kfloat(Gen *g, int ty, const char *text) {
  uint32_t id = tmp(g);
  float_text_to(g, id, ty, text);
  return id;
}

/* Float constants: finite decimals exact in every float type, or special
 * bit patterns given in hexadecimal. */
static uint32_t float_const(Gen *g, int ty) {
  static const char *const dec[] = {"0.000000e+00",  "-0.000000e+00", "1.000000e+00",
                                    "-1.000000e+00", "5.000000e-01",  "2.000000e+00",
                                    "3.250000e+00",  "-7.500000e+00", "1.000000e+02",
                                    "-2.048000e+03", "6.250000e-02",  "1.200000e+01"};
  uint32_t id = def(g, ty);
  if (coin(g, 75)) {
    float_text_to(g, id, ty, dec[rnd(g, sizeof dec / sizeof dec[0])]);
    return id;
  }
  /* inf, -inf, NaN, largest finite, smallest subnormal, negative NaN */
  static const uint64_t f16[] = {0x7c00, 0xfc00, 0x7e00, 0x7bff, 0x0001, 0xfe00};
  static const uint64_t bf16[] = {0x7f80, 0xff80, 0x7fc0, 0x7f7f, 0x0001, 0xffc0};
  static const uint64_t f32[] = {0x7f800000, 0xff800000, 0x7fc00000,
                                 0x7f7fffff, 0x00000001, 0xffc00000};
  static const uint64_t f64[] = {0x7ff0000000000000ull, 0xfff0000000000000ull,
                                 0x7ff8000000000000ull, 0x7fefffffffffffffull,
                                 0x0000000000000001ull, 0xfff8000000000000ull};
  const uint64_t *tab = ty == T_F16 ? f16 : ty == T_BF16 ? bf16 : ty == T_F32 ? f32 : f64;
  char text[32];
  snprintf(text, sizeof text, "0x%0*llX", (int)(BITS(ty) / 4), (unsigned long long)tab[rnd(g, 6)]);
  float_text_to(g, id, ty, text);
  return id;
}

static uint32_t any_const(Gen *g, int ty) {
  return IS_FP(ty) ? float_const(g, ty) : int_const(g, ty, int_edge(g, BITS(ty)));
}

/* A visible value of type ty (marked used), or a new constant. */
static uint32_t use(Gen *g, int ty) {
  uint32_t n = g->nv - g->floor;
  if (n && !coin(g, 10)) {
    if (n > 24)
      n = 24; /* favour recent values */
    for (int tries = 0; tries < 8; tries++) {
      GVal *p = &g->v[g->nv - 1 - rnd(g, n)];
      if (p->ty == ty) {
        p->used = 1;
        return p->id;
      }
    }
  }
  uint32_t id = any_const(g, ty);
  g->v[g->nv - 1].used = 1;
  return id;
}

/* ---- dialect-neutral ops ---- */

/* Binary op names: arith's, then the LLVM dialect's (NULL: none). */
typedef struct OpName {
  const char *std, *llvm;
} OpName;

static const char *opname(Gen *g, const OpName *n) { return g->llvm ? n->llvm : n->std; }

static void bin_to(Gen *g, uint32_t r, const OpName *n, const char *flags, uint32_t a, uint32_t b,
                   int ty) {
  emit(g, "%%v%u = %s.%s %%v%u, %%v%u%s%s : %s", r, g->llvm ? "llvm" : "arith", opname(g, n), a, b,
       flags ? " overflow" : "", flags ? flags : "", tn(g, ty));
}

static uint32_t binv(Gen *g, const char *sname, const char *lname, uint32_t a, uint32_t b, int ty) {
  OpName n = {sname, lname};
  uint32_t r = tmp(g);
  bin_to(g, r, &n, NULL, a, b, ty);
  return r;
}

static uint32_t cmpi(Gen *g, const char *pred, uint32_t a, uint32_t b, int ty) {
  uint32_t r = tmp(g);
  if (g->llvm)
    emit(g, "%%v%u = llvm.icmp \"%s\" %%v%u, %%v%u : %s", r, pred, a, b, tn(g, ty));
  else
    emit(g, "%%v%u = arith.cmpi %s, %%v%u, %%v%u : %s", r, pred, a, b, tn(g, ty));
  return r;
}

static void cmpf_to(Gen *g, uint32_t r, const char *pred, uint32_t a, uint32_t b, int ty) {
  if (g->llvm)
    emit(g, "%%v%u = llvm.fcmp \"%s\" %%v%u, %%v%u : %s", r, pred, a, b, tn(g, ty));
  else
    emit(g, "%%v%u = arith.cmpf %s, %%v%u, %%v%u : %s", r, pred, a, b, tn(g, ty));
}

static uint32_t cmpf(Gen *g, const char *pred, uint32_t a, uint32_t b, int ty) {
  uint32_t r = tmp(g);
  cmpf_to(g, r, pred, a, b, ty);
  return r;
}

static void select_to(Gen *g, uint32_t r, uint32_t c, uint32_t a, uint32_t b, int ty) {
  if (g->llvm)
    emit(g, "%%v%u = llvm.select %%v%u, %%v%u, %%v%u : i1, %s", r, c, a, b, tn(g, ty));
  else
    emit(g, "%%v%u = arith.select %%v%u, %%v%u, %%v%u : %s", r, c, a, b, tn(g, ty));
}

static uint32_t sel(Gen *g, uint32_t c, uint32_t a, uint32_t b, int ty) {
  uint32_t r = tmp(g);
  select_to(g, r, c, a, b, ty);
  return r;
}

static void cast_to(Gen *g, uint32_t r, const OpName *n, uint32_t a, int from, int to) {
  emit(g, "%%v%u = %s.%s %%v%u : %s to %s", r, g->llvm ? "llvm" : "arith", opname(g, n), a,
       tn(g, from), tn(g, to));
}

static uint32_t castv(Gen *g, const char *sname, const char *lname, uint32_t a, int from, int to) {
  OpName n = {sname, lname};
  uint32_t r = tmp(g);
  cast_to(g, r, &n, a, from, to);
  return r;
}

static void call_void(Gen *g, const char *fn, uint32_t arg, const char *argty) {
  const char *call = g->llvm ? "llvm.call" : "func.call";
  if (arg == UINT32_MAX)
    emit(g, "%s @%s() : () -> ()", call, fn);
  else
    emit(g, "%s @%s(%%v%u) : (%s) -> ()", call, fn, arg, argty);
}

/* ---- observation ---- */

/* x with NaN replaced by `alt` (a decimal). */
static uint32_t no_nan(Gen *g, uint32_t x, int ty, const char *alt) {
  uint32_t uno = cmpf(g, "uno", x, x, ty), k = kfloat(g, ty, alt);
  return sel(g, uno, k, x, ty);
}

/* Value id as an i64 (a new value, not visible). */
static uint32_t as_i64(Gen *g, uint32_t id, int ty) {
  if (ty == T_I64 || (ty == T_IDX && g->llvm))
    return id;
  if (ty == T_IDX)
    return castv(g, coin(g, 50) ? "index_castui" : "index_cast", NULL, id, T_IDX, T_I64);
  if (!IS_FP(ty))
    return coin(g, 50) ? castv(g, "extui", "zext", id, ty, T_I64)
                       : castv(g, "extsi", "sext", id, ty, T_I64);
  uint32_t d = no_nan(g, id, ty, "1.234500e+04");
  if (ty != T_F64)
    d = castv(g, "extf", "fpext", d, ty, T_F64);
  return castv(g, "bitcast", "bitcast", d, T_F64, T_I64);
}

static void print_i64(Gen *g, uint32_t id) {
  call_void(g, "printI64", id, "i64");
  call_void(g, "printNewline", UINT32_MAX, NULL);
}

/* Folds every unused value of the pool from index `mark` on into a
 * checksum and prints it. */
static void fold_scope(Gen *g, uint32_t mark) {
  uint32_t acc = UINT32_MAX;
  for (uint32_t i = mark; i < g->nv; i++) {
    if (g->v[i].used || g->v[i].ty >= T_SCALARS)
      continue;
    g->v[i].used = 1;
    uint32_t x = as_i64(g, g->v[i].id, g->v[i].ty);
    if (acc == UINT32_MAX) {
      acc = x;
      continue;
    }
    uint32_t k = kint(g, T_I64, 31);
    uint32_t m = binv(g, "muli", "mul", acc, k, T_I64);
    acc = coin(g, 50) ? binv(g, "addi", "add", m, x, T_I64) : binv(g, "xori", "xor", m, x, T_I64);
  }
  if (acc != UINT32_MAX)
    print_i64(g, acc);
}

/* printI64/printU64/printF64/printF32 of one value. */
static void gen_print(Gen *g) {
  int ty = pick_type(g, true);
  uint32_t x = use(g, ty);
  if (!IS_FP(ty)) {
    call_void(g, coin(g, 50) ? "printI64" : "printU64", as_i64(g, x, ty), "i64");
  } else {
    uint32_t c = no_nan(g, x, ty, "-4.250000e+00");
    if (ty == T_F32 && coin(g, 50)) {
      call_void(g, "printF32", c, "f32");
    } else {
      if (ty != T_F64)
        c = castv(g, "extf", "fpext", c, ty, T_F64);
      call_void(g, "printF64", c, "f64");
    }
  }
  call_void(g, "printNewline", UINT32_MAX, NULL);
}

/* ---- integer arithmetic ---- */

static const OpName int_binops[] = {
    {"addi", "add"}, {"subi", "sub"}, {"muli", "mul"}, {"andi", "and"}, {"ori", "or"},
    {"xori", "xor"}, {"maxsi", NULL}, {"maxui", NULL}, {"minsi", NULL}, {"minui", NULL}};

static void gen_int_binop(Gen *g, int ty) {
  const OpName *n;
  do
    n = &int_binops[rnd(g, sizeof int_binops / sizeof int_binops[0])];
  while (!opname(g, n));
  uint32_t a = use(g, ty), b = use(g, ty);
  bin_to(g, def(g, ty), n, NULL, a, b, ty);
}

/* Division and remainder: a zero divisor becomes 1, and INT_MIN / -1 (for
 * the signed ops) becomes 0 / -1. */
static void gen_int_div(Gen *g, int ty) {
  static const struct {
    OpName n;
    bool is_signed;
  } ops[] = {{{"divui", "udiv"}, false},   {{"divsi", "sdiv"}, true},
             {{"ceildivui", NULL}, false}, {{"ceildivsi", NULL}, true},
             {{"floordivsi", NULL}, true}, {{"remui", "urem"}, false},
             {{"remsi", "srem"}, true}};
  int k;
  do
    k = (int)rnd(g, 7);
  while (!opname(g, &ops[k].n));
  uint32_t a = use(g, ty), b = use(g, ty);
  uint32_t z = kint(g, ty, 0), one = kint(g, ty, 1);
  uint32_t d = sel(g, cmpi(g, "eq", b, z, ty), one, b, ty);
  if (ops[k].is_signed) {
    uint32_t e1 = cmpi(g, "eq", a, kint(g, ty, int_min(ty)), ty);
    uint32_t e2 = cmpi(g, "eq", d, kint(g, ty, -1), ty);
    uint32_t both = binv(g, "andi", "and", e1, e2, T_I1);
    a = sel(g, both, z, a, ty);
  }
  bin_to(g, def(g, ty), &ops[k].n, NULL, a, d, ty);
}

/* Shifts: the amount is taken modulo the width. */
static void gen_int_shift(Gen *g, int ty) {
  static const OpName ops[] = {{"shli", "shl"}, {"shrsi", "ashr"}, {"shrui", "lshr"}};
  uint32_t a = use(g, ty), s = use(g, ty);
  uint32_t m = binv(g, "remui", "urem", s, kint(g, ty, BITS(ty)), ty);
  bin_to(g, def(g, ty), &ops[rnd(g, 3)], NULL, a, m, ty);
}

/* nsw/nuw where the operands allow them: both are masked to h bits, h small
 * enough that the result cannot wrap. */
static void gen_int_flags(Gen *g, int ty) {
  if (BITS(ty) < 3)
    ty = T_I8;
  unsigned h = (BITS(ty) - 1) / 2;
  uint64_t mask = (1ull << h) - 1;
  uint32_t a = binv(g, "andi", "and", use(g, ty), kint(g, ty, (int64_t)mask), ty);
  uint32_t b = binv(g, "andi", "and", use(g, ty), kint(g, ty, (int64_t)mask), ty);
  static const OpName add = {"addi", "add"}, sub = {"subi", "sub"}, mul = {"muli", "mul"},
                      shl = {"shli", "shl"};
  static const char *const both[] = {"<nsw>", "<nuw>", "<nsw, nuw>"};
  const char *f = both[rnd(g, 3)];
  switch (rnd(g, 4)) {
  case 0:
    bin_to(g, def(g, ty), &add, f, a, b, ty);
    break;
  case 1:
    bin_to(g, def(g, ty), &mul, f, a, b, ty);
    break;
  case 2: { /* max(a, b) - b >= 0, and |a - b| <= mask */
    OpName mx = {"maxui", NULL};
    uint32_t m;
    if (g->llvm)
      m = sel(g, cmpi(g, "uge", a, b, ty), a, b, ty);
    else {
      m = tmp(g);
      bin_to(g, m, &mx, NULL, a, b, ty);
    }
    bin_to(g, def(g, ty), &sub, f, m, b, ty);
    break;
  }
  default: { /* a < 2^h shifted by less than bits - 1 - h */
    uint32_t s = kint(g, ty, (int64_t)rnd(g, BITS(ty) - 1 - h));
    bin_to(g, def(g, ty), &shl, f, a, s, ty);
    break;
  }
  }
}

/* addui_extended, mulsi_extended, mului_extended (arith only). */
static void gen_int_extended(Gen *g, int ty) {
  if (g->llvm) {
    gen_int_binop(g, ty);
    return;
  }
  static const char *const ops[] = {"addui_extended", "mulsi_extended", "mului_extended"};
  int k = (int)rnd(g, 3);
  uint32_t a = use(g, ty), b = use(g, ty);
  uint32_t r0 = g->next++, r1 = g->next++;
  g->budget--;
  if (k == 0)
    emit(g, "%%v%u, %%v%u = arith.%s %%v%u, %%v%u : %s, i1", r0, r1, ops[k], a, b, tn(g, ty));
  else
    emit(g, "%%v%u, %%v%u = arith.%s %%v%u, %%v%u : %s", r0, r1, ops[k], a, b, tn(g, ty));
  push(g, r0, ty);
  push(g, r1, k == 0 ? T_I1 : ty);
}

static void gen_cmp(Gen *g) {
  static const char *const ipred[] = {"eq",  "ne",  "slt", "sle", "sgt",
                                      "sge", "ult", "ule", "ugt", "uge"};
  static const char *const fpred[] = {"oeq", "ogt", "oge", "olt", "ole", "one", "ord",   "ueq",
                                      "ugt", "uge", "ult", "ule", "une", "uno", "false", "true"};
  int ty = pick_type(g, true);
  uint32_t a = use(g, ty), b = use(g, ty);
  uint32_t r = def(g, T_I1);
  if (!IS_FP(ty)) {
    const char *p = ipred[rnd(g, 10)];
    if (g->llvm)
      emit(g, "%%v%u = llvm.icmp \"%s\" %%v%u, %%v%u : %s", r, p, a, b, tn(g, ty));
    else
      emit(g, "%%v%u = arith.cmpi %s, %%v%u, %%v%u : %s", r, p, a, b, tn(g, ty));
  } else {
    const char *p = fpred[rnd(g, g->llvm ? 14 : 16)];
    cmpf_to(g, r, p, a, b, ty);
  }
}

static void gen_select(Gen *g) {
  int ty = pick_type(g, true);
  uint32_t c = use(g, T_I1), a = use(g, ty), b = use(g, ty);
  select_to(g, def(g, ty), c, a, b, ty);
}

/* ---- floating point ---- */

static void gen_float_op(Gen *g) {
  static const OpName ops[] = {{"addf", "fadd"},   {"subf", "fsub"},  {"mulf", "fmul"},
                               {"divf", "fdiv"},   {"remf", "frem"},  {"maximumf", NULL},
                               {"minimumf", NULL}, {"maxnumf", NULL}, {"minnumf", NULL},
                               {"negf", "fneg"}};
  int ty = pick_fp_type(g);
  int k;
  do
    k = (int)rnd(g, 10);
  while (!opname(g, &ops[k]));
  uint32_t a = use(g, ty);
  if (k == 9) {
    emit(g, "%%v%u = %s.%s %%v%u : %s", def(g, ty), g->llvm ? "llvm" : "arith", opname(g, &ops[k]),
         a, tn(g, ty));
    return;
  }
  uint32_t b = use(g, ty);
  if (k < 7) {
    bin_to(g, def(g, ty), &ops[k], NULL, a, b, ty);
    return;
  }
  /* maxnumf/minnumf(-0, +0) may be either zero: adding +0 makes it +0 */
  uint32_t r = tmp(g);
  bin_to(g, r, &ops[k], NULL, a, b, ty);
  OpName add = {"addf", "fadd"};
  bin_to(g, def(g, ty), &add, NULL, r, kfloat(g, ty, "0.000000e+00"), ty);
}

/* x (float) clamped to [lo, hi] (powers of two or zero), NaN to 0. */
static uint32_t clamp_fp(Gen *g, uint32_t x, int ty, int64_t lo, uint64_t hi) {
  char tl[32], th[32];
  snprintf(tl, sizeof tl, "%lld.0", (long long)lo);
  snprintf(th, sizeof th, "%llu.0", (unsigned long long)hi);
  uint32_t x1 = no_nan(g, x, ty, "0.000000e+00");
  uint32_t klo = kfloat(g, ty, tl), khi = kfloat(g, ty, th);
  uint32_t x2 = sel(g, cmpf(g, "olt", x1, klo, ty), klo, x1, ty);
  return sel(g, cmpf(g, "ogt", x2, khi, ty), khi, x2, ty);
}

static uint64_t pow2(unsigned k) { return 1ull << k; }

static void gen_cast(Gen *g) {
  int k = (int)rnd(g, g->llvm ? 6 : 7);
  switch (k) {
  case 0: { /* integer extension or truncation */
    int a = pick_int_type(g), b = pick_int_type(g);
    if (a == T_IDX || b == T_IDX)
      a = T_I8, b = T_I64;
    if (BITS(a) == BITS(b)) {
      gen_int_binop(g, a);
      return;
    }
    if (BITS(a) > BITS(b)) {
      int t = a;
      a = b, b = t;
    }
    uint32_t x;
    if (coin(g, 50)) {
      x = use(g, a);
      OpName n = coin(g, 50) ? (OpName){"extsi", "sext"} : (OpName){"extui", "zext"};
      cast_to(g, def(g, b), &n, x, a, b);
    } else {
      x = use(g, b);
      OpName n = {"trunci", "trunc"};
      cast_to(g, def(g, a), &n, x, b, a);
    }
    return;
  }
  case 1: { /* float extension or truncation */
    int a = pick_fp_type(g), b = pick_fp_type(g);
    if (BITS(a) == BITS(b)) {
      if (a == b || a == T_F32 || a == T_F64) {
        gen_float_op(g);
        return;
      }
      b = T_F32;
    }
    if (BITS(a) > BITS(b)) {
      int t = a;
      a = b, b = t;
    }
    if (coin(g, 50)) {
      OpName n = {"extf", "fpext"};
      uint32_t x = use(g, a);
      cast_to(g, def(g, b), &n, x, a, b);
    } else {
      OpName n = {"truncf", "fptrunc"};
      uint32_t x = use(g, b);
      cast_to(g, def(g, a), &n, x, b, a);
    }
    return;
  }
  case 2: { /* integer to float */
    int a = pick_int_type(g), b = pick_fp_type(g);
    if (a == T_IDX)
      a = T_I64;
    OpName n = coin(g, 50) ? (OpName){"sitofp", "sitofp"} : (OpName){"uitofp", "uitofp"};
    uint32_t x = use(g, a);
    cast_to(g, def(g, b), &n, x, a, b);
    return;
  }
  case 3: { /* float to integer, clamped into the target's range */
    int a = pick_fp_type(g), b = pick_int_type(g);
    if (b == T_IDX)
      b = T_I32;
    unsigned bits = BITS(b), mexp = ty_info[a].maxexp;
    bool is_signed = coin(g, 50);
    int64_t lo;
    uint64_t hi;
    if (bits == 1)
      lo = is_signed ? -1 : 0, hi = is_signed ? 0 : 1;
    else if (is_signed)
      hi = pow2(bits - 2 < mexp ? bits - 2 : mexp), lo = -(int64_t)hi;
    else
      lo = 0, hi = pow2(bits - 1 < mexp ? bits - 1 : mexp);
    uint32_t x = clamp_fp(g, use(g, a), a, lo, hi);
    OpName n = is_signed ? (OpName){"fptosi", "fptosi"} : (OpName){"fptoui", "fptoui"};
    cast_to(g, def(g, b), &n, x, a, b);
    return;
  }
  case 4:
  case 5: { /* bitcasts between integers and floats of one width */
    static const uint8_t pairs[][2] = {
        {T_I16, T_F16}, {T_I16, T_BF16}, {T_I32, T_F32}, {T_I64, T_F64}};
    const uint8_t *p = pairs[rnd(g, 4)];
    OpName n = {"bitcast", "bitcast"};
    if (k == 4) {
      /* integer to float: a signalling NaN would make min/max differ */
      uint32_t x = use(g, p[0]), r = tmp(g);
      cast_to(g, r, &n, x, p[0], p[1]);
      uint32_t uno = cmpf(g, "uno", r, r, p[1]);
      select_to(g, def(g, p[1]), uno, kfloat(g, p[1], "7.000000e+00"), r, p[1]);
    } else {
      /* float to integer: NaN payloads differ between targets */
      uint32_t x = no_nan(g, use(g, p[1]), p[1], "-3.000000e+00");
      cast_to(g, def(g, p[0]), &n, x, p[1], p[0]);
    }
    return;
  }
  default: { /* index casts */
    int a = pick_int_type(g);
    if (a == T_IDX)
      a = T_I32;
    OpName n = coin(g, 50) ? (OpName){"index_cast", NULL} : (OpName){"index_castui", NULL};
    if (coin(g, 50)) {
      uint32_t x = use(g, a);
      cast_to(g, def(g, T_IDX), &n, x, a, T_IDX);
    } else {
      uint32_t x = use(g, T_IDX);
      cast_to(g, def(g, a), &n, x, T_IDX, a);
    }
    return;
  }
  }
}

/* ---- regions and blocks ---- */

static void gen_ops(Gen *g, int ops);

static void type_list(Gen *g, const uint8_t *tys, int n) {
  for (int i = 0; i < n; i++)
    cmir_sb_printf(g->o, "%s%s", i ? ", " : "", tn(g, tys[i]));
}

static void value_list(Gen *g, const uint32_t *ids, int n) {
  for (int i = 0; i < n; i++)
    cmir_sb_printf(g->o, "%s%%v%u", i ? ", " : "", ids[i]);
}

/* `%vA, %vB = ` for n fresh results, stored in ids. */
static void results(Gen *g, uint32_t *ids, int n) {
  cmir_sb_indent(g->o, g->indent);
  for (int i = 0; i < n; i++) {
    ids[i] = g->next++;
    cmir_sb_printf(g->o, "%%v%u%s", ids[i], i + 1 < n ? ", " : " = ");
  }
}

/* Opens a nested scope: returns its mark. */
static uint32_t scope_open(Gen *g) {
  g->indent += 2;
  g->depth++;
  return g->nv;
}

/* Folds the scope's unused values and closes it. */
static void scope_close(Gen *g, uint32_t mark) {
  fold_scope(g, mark);
  g->nv = mark;
  g->depth--;
  g->indent -= 2;
}

/* A terminator with values: `name %a, %b : T, U` (name alone if none). */
static void term(Gen *g, const char *name, const uint32_t *vals, const uint8_t *tys, int n) {
  cmir_sb_indent(g->o, g->indent);
  cmir_sb_puts(g->o, name);
  if (n) {
    cmir_sb_putc(g->o, ' ');
    value_list(g, vals, n);
    cmir_sb_puts(g->o, " : ");
    type_list(g, tys, n);
  }
  cmir_sb_putc(g->o, '\n');
}

static int pick_types(Gen *g, uint8_t *tys, int max) {
  int n = (int)rnd(g, (unsigned)max + 1);
  for (int i = 0; i < n; i++)
    tys[i] = (uint8_t)pick_type(g, true);
  return n;
}

static int body_ops(Gen *g) { return 2 + (int)rnd(g, 7); }

/* ` iter_args(%a = %x, ...) -> (T, ...) {` of a loop (` {` alone without
 * any), the region's arguments numbered from arg0. */
static void iter_args(Gen *g, uint32_t arg0, const uint32_t *init, const uint8_t *tys, int n) {
  if (n) {
    cmir_sb_puts(g->o, " iter_args(");
    for (int i = 0; i < n; i++)
      cmir_sb_printf(g->o, "%s%%v%u = %%v%u", i ? ", " : "", arg0 + i, init[i]);
    cmir_sb_puts(g->o, ") -> (");
    type_list(g, tys, n);
    cmir_sb_putc(g->o, ')');
  }
  cmir_sb_puts(g->o, " {\n");
}

/* scf.for with constant bounds (trip counts from -2 to 6: zero and
 * negative counts included) and iter_args. */
static void gen_for(Gen *g) {
  int lb = (int)rnd(g, 5) - 2, n = (int)rnd(g, 9) - 2, step = 1 + (int)rnd(g, 3);
  int ub = lb + n * step + (int)rnd(g, (unsigned)step);
  uint8_t ity[3];
  uint32_t init[3], res[3], yv[3] = {0};
  int niter = pick_types(g, ity, 3);
  for (int i = 0; i < niter; i++)
    init[i] = use(g, ity[i]);
  uint32_t clb = kint(g, T_IDX, lb), cub = kint(g, T_IDX, ub), cst = kint(g, T_IDX, step);
  results(g, res, niter);
  uint32_t iv = tmp(g), arg0 = g->next;
  g->next += (uint32_t)niter;
  if (!niter)
    cmir_sb_indent(g->o, g->indent);
  cmir_sb_printf(g->o, "scf.for %%v%u = %%v%u to %%v%u step %%v%u", iv, clb, cub, cst);
  iter_args(g, arg0, init, ity, niter);
  uint32_t mark = scope_open(g);
  push(g, iv, T_IDX);
  for (int i = 0; i < niter; i++)
    push(g, arg0 + (uint32_t)i, ity[i]);
  g->loops++;
  gen_ops(g, body_ops(g));
  g->loops--;
  for (int i = 0; i < niter; i++)
    yv[i] = use(g, ity[i]);
  fold_scope(g, mark);
  term(g, "scf.yield", yv, ity, niter);
  scope_close(g, mark);
  emit(g, "}");
  for (int i = 0; i < niter; i++)
    push(g, res[i], ity[i]);
}

/* One region of an scf.if: ops, then the yield of values of types tys. */
static void if_region(Gen *g, const uint8_t *tys, int n) {
  uint32_t yv[4];
  uint32_t mark = scope_open(g);
  gen_ops(g, body_ops(g));
  for (int i = 0; i < n; i++)
    yv[i] = use(g, tys[i]);
  fold_scope(g, mark);
  if (n)
    term(g, "scf.yield", yv, tys, n);
  scope_close(g, mark);
}

static void gen_if(Gen *g) {
  uint8_t tys[3] = {0};
  uint32_t res[3];
  int n = pick_types(g, tys, 3);
  uint32_t c = use(g, T_I1);
  bool has_else = n || coin(g, 60);
  if (n) {
    results(g, res, n);
  } else {
    cmir_sb_indent(g->o, g->indent);
  }
  cmir_sb_printf(g->o, "scf.if %%v%u", c);
  if (n) {
    cmir_sb_puts(g->o, " -> (");
    type_list(g, tys, n);
    cmir_sb_putc(g->o, ')');
  }
  cmir_sb_puts(g->o, " {\n");
  if_region(g, tys, n);
  if (has_else) {
    emit(g, "} else {");
    if_region(g, tys, n);
  }
  emit(g, "}");
  for (int i = 0; i < n; i++)
    push(g, res[i], tys[i]);
}

/* scf.while counting an i32 from a constant up to a constant bound (at most
 * 6 iterations), with up to two more loop-carried values. */
static void gen_while(Gen *g) {
  uint8_t tys[3] = {T_I32};
  uint32_t init[3], res[3], yv[3];
  int n = 1 + pick_types(g, tys + 1, 2);
  int64_t start = (int64_t)rnd(g, 5) - 2, bound = start + (int64_t)rnd(g, 8) - 1;
  init[0] = kint(g, T_I32, start);
  for (int i = 1; i < n; i++)
    init[i] = use(g, tys[i]);
  uint32_t kb = kint(g, T_I32, bound);
  results(g, res, n);
  uint32_t a0 = g->next;
  g->next += (uint32_t)n;
  cmir_sb_puts(g->o, "scf.while (");
  for (int i = 0; i < n; i++)
    cmir_sb_printf(g->o, "%s%%v%u = %%v%u", i ? ", " : "", a0 + i, init[i]);
  cmir_sb_puts(g->o, ") : (");
  type_list(g, tys, n);
  cmir_sb_puts(g->o, ") -> (");
  type_list(g, tys, n);
  cmir_sb_puts(g->o, ") {\n");
  /* before: the condition, and the values passed on (maybe changed) */
  uint32_t mark = scope_open(g);
  uint32_t args[3];
  for (int i = 0; i < n; i++) {
    args[i] = a0 + (uint32_t)i;
    push(g, args[i], tys[i]);
  }
  g->v[mark].used = 1;
  uint32_t c = cmpi(g, "slt", args[0], kb, T_I32);
  uint32_t fwd[3] = {args[0]};
  for (int i = 1; i < n; i++) {
    if (coin(g, 30) && !IS_FP(tys[i]) && tys[i] != T_IDX)
      fwd[i] = binv(g, "xori", NULL, args[i], kint(g, tys[i], 1), tys[i]);
    else
      fwd[i] = args[i];
    g->v[mark + i].used = 1;
  }
  cmir_sb_indent(g->o, g->indent);
  cmir_sb_printf(g->o, "scf.condition(%%v%u) ", c);
  value_list(g, fwd, n);
  cmir_sb_puts(g->o, " : ");
  type_list(g, tys, n);
  cmir_sb_putc(g->o, '\n');
  g->nv = mark;
  g->depth--;
  g->indent -= 2;
  emit(g, "} do {");
  /* after: the body, and the next values */
  uint32_t b0 = g->next;
  g->next += (uint32_t)n;
  cmir_sb_printf(g->o, "%*s^bb0(", (int)g->indent, "");
  for (int i = 0; i < n; i++)
    cmir_sb_printf(g->o, "%s%%v%u: %s", i ? ", " : "", b0 + i, tn(g, tys[i]));
  cmir_sb_puts(g->o, "):\n");
  mark = scope_open(g);
  for (int i = 0; i < n; i++)
    push(g, b0 + (uint32_t)i, tys[i]);
  g->v[mark].used = 1;
  g->loops++;
  gen_ops(g, body_ops(g));
  g->loops--;
  yv[0] = binv(g, "addi", NULL, b0, kint(g, T_I32, 1), T_I32);
  for (int i = 1; i < n; i++)
    yv[i] = use(g, tys[i]);
  fold_scope(g, mark);
  term(g, "scf.yield", yv, tys, n);
  scope_close(g, mark);
  emit(g, "}");
  for (int i = 0; i < n; i++)
    push(g, res[i], tys[i]);
}

/* A block label line `^bbN(%vA: T, ...):` at the function's indentation. */
static void block_label(Gen *g, uint32_t bb, const uint32_t *args, const uint8_t *tys, int n) {
  cmir_sb_printf(g->o, "%*s^bb%u", (int)(g->indent - 2), "", bb);
  if (n) {
    cmir_sb_putc(g->o, '(');
    for (int i = 0; i < n; i++)
      cmir_sb_printf(g->o, "%s%%v%u: %s", i ? ", " : "", args[i], tn(g, tys[i]));
    cmir_sb_putc(g->o, ')');
  }
  cmir_sb_puts(g->o, ":\n");
}

/* `^bbN(%a, %b : T, U)` as a successor. */
static void succ(Gen *g, uint32_t bb, const uint32_t *vals, const uint8_t *tys, int n) {
  cmir_sb_printf(g->o, "^bb%u", bb);
  if (n) {
    cmir_sb_putc(g->o, '(');
    value_list(g, vals, n);
    cmir_sb_puts(g->o, " : ");
    type_list(g, tys, n);
    cmir_sb_putc(g->o, ')');
  }
}

static const char *cf(Gen *g) { return g->llvm ? "llvm" : "cf"; }

/* A side block: label, ops, and a branch to `join` with values of tys. */
static void side_block(Gen *g, uint32_t bb, const uint32_t *args, const uint8_t *atys, int nargs,
                       uint32_t join, const uint8_t *tys, int n) {
  block_label(g, bb, args, atys, nargs);
  uint32_t mark = g->nv;
  bool side = g->side;
  g->side = true;
  for (int i = 0; i < nargs; i++)
    push(g, args[i], atys[i]);
  gen_ops(g, body_ops(g));
  uint32_t vals[4];
  for (int i = 0; i < n; i++)
    vals[i] = use(g, tys[i]);
  fold_scope(g, mark);
  g->nv = mark;
  g->side = side;
  cmir_sb_indent(g->o, g->indent);
  cmir_sb_printf(g->o, "%s.br ", cf(g));
  succ(g, join, vals, tys, n);
  cmir_sb_putc(g->o, '\n');
}

static uint32_t fresh_args(Gen *g, uint32_t *ids, int n) {
  for (int i = 0; i < n; i++)
    ids[i] = g->next++;
  return n ? ids[0] : 0;
}

/* Branches at the function's top level: a cond_br diamond (sometimes with
 * the same successor on both edges, with different arguments), a
 * cf.switch, or a counted loop of blocks. The code after continues in the
 * join block. */
static void gen_branch(Gen *g) {
  uint8_t tys[3] = {0};
  int n = pick_types(g, tys, 2);
  uint32_t join = g->nblock++, jargs[3] = {0};
  int kind = (int)rnd(g, g->llvm ? 3 : 4);
  if (kind == 2 && g->loops >= 2)
    kind = 1;
  if (kind == 0) {
    /* the same successor on both edges */
    uint32_t c = use(g, T_I1), a[3], b[3];
    for (int i = 0; i < n; i++)
      a[i] = use(g, tys[i]), b[i] = use(g, tys[i]);
    cmir_sb_indent(g->o, g->indent);
    cmir_sb_printf(g->o, "%s.cond_br %%v%u, ", cf(g), c);
    succ(g, join, a, tys, n);
    cmir_sb_puts(g->o, ", ");
    succ(g, join, b, tys, n);
    cmir_sb_putc(g->o, '\n');
  } else if (kind == 1) {
    /* a diamond; the true block takes arguments */
    uint32_t c = use(g, T_I1), bt = g->nblock++, bf = g->nblock++, a[3], targs[3];
    for (int i = 0; i < n; i++)
      a[i] = use(g, tys[i]);
    cmir_sb_indent(g->o, g->indent);
    cmir_sb_printf(g->o, "%s.cond_br %%v%u, ", cf(g), c);
    succ(g, bt, a, tys, n);
    cmir_sb_puts(g->o, ", ");
    succ(g, bf, NULL, NULL, 0);
    cmir_sb_putc(g->o, '\n');
    fresh_args(g, targs, n);
    side_block(g, bt, targs, tys, n, join, tys, n);
    side_block(g, bf, NULL, NULL, 0, join, tys, n);
  } else if (kind == 2) {
    /* a loop of blocks: header(i, acc...) -> body -> header, exit */
    uint8_t ltys[4] = {T_I32};
    for (int i = 0; i < n; i++)
      ltys[i + 1] = tys[i];
    uint32_t hdr = g->nblock++, body = g->nblock++, init[4], hargs[4];
    int64_t start = (int64_t)rnd(g, 3) - 1, bound = start + (int64_t)rnd(g, 7) - 1;
    init[0] = kint(g, T_I32, start);
    for (int i = 0; i < n; i++)
      init[i + 1] = use(g, tys[i]);
    cmir_sb_indent(g->o, g->indent);
    cmir_sb_printf(g->o, "%s.br ", cf(g));
    succ(g, hdr, init, ltys, n + 1);
    cmir_sb_putc(g->o, '\n');
    fresh_args(g, hargs, n + 1);
    block_label(g, hdr, hargs, ltys, n + 1);
    uint32_t c = cmpi(g, "slt", hargs[0], kint(g, T_I32, bound), T_I32);
    cmir_sb_indent(g->o, g->indent);
    cmir_sb_printf(g->o, "%s.cond_br %%v%u, ", cf(g), c);
    succ(g, body, NULL, NULL, 0);
    cmir_sb_puts(g->o, ", ");
    succ(g, join, hargs + 1, tys, n);
    cmir_sb_putc(g->o, '\n');
    block_label(g, body, NULL, NULL, 0);
    uint32_t mark = g->nv;
    bool side = g->side;
    g->side = true;
    for (int i = 0; i < n + 1; i++)
      push(g, hargs[i], ltys[i]);
    g->v[mark].used = 1;
    g->loops++;
    gen_ops(g, body_ops(g));
    g->loops--;
    uint32_t next[4];
    next[0] = binv(g, "addi", "add", hargs[0], kint(g, T_I32, 1), T_I32);
    for (int i = 0; i < n; i++)
      next[i + 1] = use(g, tys[i]);
    fold_scope(g, mark);
    g->nv = mark;
    g->side = side;
    cmir_sb_indent(g->o, g->indent);
    cmir_sb_printf(g->o, "%s.br ", cf(g));
    succ(g, hdr, next, ltys, n + 1);
    cmir_sb_putc(g->o, '\n');
  } else {
    /* cf.switch on an i32 or i8 flag in a small range */
    int fty = coin(g, 50) ? T_I32 : T_I8;
    uint32_t f = binv(g, "remui", NULL, use(g, fty), kint(g, fty, 5), fty);
    uint32_t bd = g->nblock++, cases[3], cb[3];
    int ncase = 1 + (int)rnd(g, 3);
    for (int i = 0; i < ncase; i++) {
      cases[i] = (uint32_t)(i * 2 + (int)rnd(g, 2));
      cb[i] = coin(g, 30) ? join : g->nblock++;
    }
    uint32_t a[3], b[3][3];
    for (int i = 0; i < n; i++)
      a[i] = use(g, tys[i]);
    for (int i = 0; i < ncase; i++)
      for (int k = 0; k < n && cb[i] == join; k++)
        b[i][k] = use(g, tys[k]);
    emit(g, "cf.switch %%v%u : %s, [", f, tn(g, fty));
    cmir_sb_printf(g->o, "%*sdefault: ", (int)g->indent + 2, "");
    succ(g, bd, NULL, NULL, 0);
    for (int i = 0; i < ncase; i++) {
      cmir_sb_printf(g->o, ",\n%*s%u: ", (int)g->indent + 2, "", cases[i]);
      if (cb[i] == join) {
        succ(g, join, b[i], tys, n);
      } else {
        succ(g, cb[i], a, tys, n);
      }
    }
    cmir_sb_putc(g->o, '\n');
    emit(g, "]");
    side_block(g, bd, NULL, NULL, 0, join, tys, n);
    for (int i = 0; i < ncase; i++)
      if (cb[i] != join) {
        uint32_t args[3];
        fresh_args(g, args, n);
        side_block(g, cb[i], args, tys, n, join, tys, n);
      }
  }
  fresh_args(g, jargs, n);
  block_label(g, join, jargs, tys, n);
  for (int i = 0; i < n; i++)
    push(g, jargs[i], tys[i]);
  g->budget -= 2;
}

/* ---- calls ---- */

static void fn_name(Gen *g, int k) {
  cmir_sb_printf(g->o, "@%s%d", g->funcs[k].rec ? "rec" : "f", k);
}

static void fn_type(Gen *g, const GFunc *f) {
  cmir_sb_putc(g->o, '(');
  type_list(g, f->arg, f->nargs);
  cmir_sb_puts(g->o, ") -> ");
  if (f->nres == 1 && g->llvm) {
    cmir_sb_puts(g->o, tn(g, f->res[0]));
  } else if (g->llvm && !f->nres) {
    cmir_sb_puts(g->o, "()");
  } else {
    cmir_sb_putc(g->o, '(');
    type_list(g, f->res, f->nres);
    cmir_sb_putc(g->o, ')');
  }
}

/* A call of a later function (direct, or through func.call_indirect). */
static void gen_call(Gen *g, bool indirect, bool rec) {
  int cand[MAX_FUNCS], nc = 0;
  for (int k = g->cur + 1; k < g->nfuncs; k++)
    if (g->funcs[k].rec == rec)
      cand[nc++] = k;
  if (!nc) {
    gen_int_binop(g, T_I32);
    return;
  }
  int k = cand[rnd(g, (unsigned)nc)];
  const GFunc *f = &g->funcs[k];
  uint32_t args[4], res[4], fv = 0;
  for (int i = 0; i < f->nargs; i++)
    args[i] = use(g, f->arg[i]);
  if (rec) /* the depth: 0..7 */
    args[0] = binv(g, "andi", "and", args[0], kint(g, T_I32, 7), T_I32);
  if (indirect && !g->llvm) {
    fv = tmp(g);
    cmir_sb_indent(g->o, g->indent);
    cmir_sb_printf(g->o, "%%v%u = func.constant ", fv);
    fn_name(g, k);
    cmir_sb_puts(g->o, " : ");
    fn_type(g, f);
    cmir_sb_putc(g->o, '\n');
  } else {
    indirect = false;
  }
  if (f->nres)
    results(g, res, f->nres);
  else
    cmir_sb_indent(g->o, g->indent);
  g->budget--;
  if (indirect) {
    cmir_sb_printf(g->o, "func.call_indirect %%v%u(", fv);
  } else {
    cmir_sb_printf(g->o, "%s ", g->llvm ? "llvm.call" : "func.call");
    fn_name(g, k);
    cmir_sb_putc(g->o, '(');
  }
  value_list(g, args, f->nargs);
  cmir_sb_puts(g->o, ") : ");
  fn_type(g, f);
  cmir_sb_putc(g->o, '\n');
  for (int i = 0; i < f->nres; i++)
    push(g, res[i], f->res[i]);
}

/* ---- memrefs ----
 *
 * A memref "episode" is self-contained: it allocates one or two buffers
 * (memref.alloc, memref.alloca or a memref.global), initialises every
 * element, derives views (subview, reinterpret_cast, expand_shape,
 * collapse_shape, casts to and from unranked), loads and stores through
 * them with indices clamped to the dims, copies between views, passes a
 * view to a generated function that returns it, prints every buffer with
 * printMemref* and frees what it allocated. Element types are those both
 * runner libraries print: i32, i64, f32, f64. Sizes are 1 to 4 per dim,
 * so a buffer has at most 256 elements. Result types are written exactly
 * as MLIR infers them. */

enum { MR_MAX_RANK = 4, MR_MAX_VIEWS = 10, MR_MAX_BASES = 3 };

typedef struct MrTy {
  uint8_t rank, elem;                                  /* elem: T_I32, T_I64, T_F32 or T_F64 */
  bool layout;                                         /* a strided<...> layout is written */
  bool dyn[MR_MAX_RANK], sdyn[MR_MAX_RANK], odyn;      /* `?` in the type */
  int64_t size[MR_MAX_RANK], stride[MR_MAX_RANK], off; /* the actual values */
} MrTy;

typedef struct Mr {
  uint32_t id;
  MrTy t;
  bool contiguous; /* identity layout, offset 0: reshapes and reinterpret_cast apply */
} Mr;

typedef struct MrEp {
  Mr v[MR_MAX_VIEWS];
  int nv;
  Mr base[MR_MAX_BASES];
  bool heap[MR_MAX_BASES];
  int nbase;
} MrEp;

static const char *mr_printer(int elem) {
  return elem == T_I32 ? "I32" : elem == T_I64 ? "I64" : elem == T_F32 ? "F32" : "F64";
}

/* The type's text in buf (at least 256 bytes). */
static const char *mrs(const MrTy *t, char *buf) {
  size_t n = 0, cap = 256;
  n += (size_t)snprintf(buf + n, cap - n, "memref<");
  for (int i = 0; i < t->rank; i++) {
    if (t->dyn[i])
      n += (size_t)snprintf(buf + n, cap - n, "?x");
    else
      n += (size_t)snprintf(buf + n, cap - n, "%lldx", (long long)t->size[i]);
  }
  n += (size_t)snprintf(buf + n, cap - n, "%s", ty_info[t->elem].name);
  if (t->layout) {
    n += (size_t)snprintf(buf + n, cap - n, ", strided<[");
    for (int i = 0; i < t->rank; i++) {
      if (t->sdyn[i])
        n += (size_t)snprintf(buf + n, cap - n, "%s?", i ? ", " : "");
      else
        n += (size_t)snprintf(buf + n, cap - n, "%s%lld", i ? ", " : "", (long long)t->stride[i]);
    }
    n += (size_t)snprintf(buf + n, cap - n, "]");
    if (t->odyn)
      n += (size_t)snprintf(buf + n, cap - n, ", offset: ?");
    else if (t->off)
      n += (size_t)snprintf(buf + n, cap - n, ", offset: %lld", (long long)t->off);
    n += (size_t)snprintf(buf + n, cap - n, ">");
  }
  snprintf(buf + n, cap - n, ">");
  return buf;
}

static const char *mr_unranked(int elem, char *buf) {
  snprintf(buf, 32, "memref<*x%s>", ty_info[elem].name);
  return buf;
}

/* The identity layout's strides for the sizes in t. */
static void mr_identity(MrTy *t) {
  int64_t s = 1;
  bool d = false;
  for (int i = t->rank - 1; i >= 0; i--) {
    t->stride[i] = s, t->sdyn[i] = d;
    s *= t->size[i];
    d = d || t->dyn[i];
  }
  t->off = 0, t->odyn = false, t->layout = false;
}

static int64_t mr_elems(const MrTy *t) {
  int64_t n = 1;
  for (int i = 0; i < t->rank; i++)
    n *= t->size[i];
  return n;
}

static void mr_add(MrEp *e, uint32_t id, const MrTy *t, bool contiguous) {
  if (e->nv < MR_MAX_VIEWS)
    e->v[e->nv++] = (Mr){id, *t, contiguous};
}

/* An index value equal to size i of m. */
static uint32_t mr_dimv(Gen *g, const Mr *m, int i) {
  if (!m->t.dyn[i] && coin(g, 70))
    return kint(g, T_IDX, m->t.size[i]);
  char b[256];
  uint32_t ci = kint(g, T_IDX, i), r = def(g, T_IDX);
  emit(g, "%%v%u = memref.dim %%v%u, %%v%u : %s", r, m->id, ci, mrs(&m->t, b));
  return r;
}

/* An index in [0, size i of m): a visible integer clamped with remui. */
static uint32_t mr_index(Gen *g, const Mr *m, int i) {
  if (coin(g, 30))
    return kint(g, T_IDX, (int64_t)rnd(g, (uint64_t)m->t.size[i]));
  int ty = pick_int_type(g);
  uint32_t x = use(g, ty);
  if (ty != T_IDX)
    x = castv(g, coin(g, 50) ? "index_cast" : "index_castui", NULL, x, ty, T_IDX);
  return binv(g, "remui", NULL, x, mr_dimv(g, m, i), T_IDX);
}

static void mr_indices(Gen *g, const Mr *m, uint32_t *idx) {
  for (int i = 0; i < m->t.rank; i++)
    idx[i] = mr_index(g, m, i);
}

static void mr_subscript(Gen *g, const Mr *m, const uint32_t *idx) {
  cmir_sb_putc(g->o, '[');
  for (int i = 0; i < m->t.rank; i++)
    cmir_sb_printf(g->o, "%s%%v%u", i ? ", " : "", idx[i]);
  cmir_sb_putc(g->o, ']');
}

static void mr_load(Gen *g, const Mr *m) {
  uint32_t idx[MR_MAX_RANK];
  char b[256];
  mr_indices(g, m, idx);
  uint32_t r = def(g, m->t.elem);
  cmir_sb_indent(g->o, g->indent);
  cmir_sb_printf(g->o, "%%v%u = memref.load %%v%u", r, m->id);
  mr_subscript(g, m, idx);
  cmir_sb_printf(g->o, " : %s\n", mrs(&m->t, b));
}

/* A stored value: never a NaN (printMemref prints its sign). */
static uint32_t mr_value(Gen *g, int elem) {
  uint32_t x = use(g, elem);
  return IS_FP(elem) ? no_nan(g, x, elem, "2.500000e-01") : x;
}

static void mr_store(Gen *g, const Mr *m) {
  uint32_t idx[MR_MAX_RANK];
  char b[256];
  uint32_t x = mr_value(g, m->t.elem);
  mr_indices(g, m, idx);
  g->budget--;
  cmir_sb_indent(g->o, g->indent);
  cmir_sb_printf(g->o, "memref.store %%v%u, %%v%u", x, m->id);
  mr_subscript(g, m, idx);
  cmir_sb_printf(g->o, " : %s\n", mrs(&m->t, b));
}

/* Writes every element of m (any layout): nested scf.for loops storing
 * a function of the linear index. */
static void mr_fill_unrolled(Gen *g, const Mr *m);

static void mr_fill(Gen *g, const Mr *m) {
  char b[256];
  int r = m->t.rank, elem = m->t.elem;
  if (!W(scf_for)) {
    mr_fill_unrolled(g, m);
    return;
  }
  uint32_t ub[MR_MAX_RANK], iv[MR_MAX_RANK];
  for (int i = 0; i < r; i++)
    ub[i] = mr_dimv(g, m, i);
  uint32_t c0 = kint(g, T_IDX, 0), c1 = kint(g, T_IDX, 1);
  unsigned indent = g->indent;
  for (int i = 0; i < r; i++) {
    iv[i] = tmp(g);
    emit(g, "scf.for %%v%u = %%v%u to %%v%u step %%v%u {", iv[i], c0, ub[i], c1);
    g->indent += 2;
  }
  uint32_t lin = r ? iv[0] : kint(g, T_IDX, 0);
  for (int i = 1; i < r; i++)
    lin = binv(g, "addi", NULL, binv(g, "muli", NULL, lin, ub[i], T_IDX), iv[i], T_IDX);
  uint32_t k = kint(g, T_IDX, (int64_t)rnd(g, 7) * 2 - 5),
           c = kint(g, T_IDX, (int64_t)rnd(g, 41) - 20);
  uint32_t x = binv(g, "addi", NULL, binv(g, "muli", NULL, lin, k, T_IDX), c, T_IDX);
  x = castv(g, "index_cast", NULL, x, T_IDX, T_I64);
  if (elem == T_I32)
    x = castv(g, "trunci", NULL, x, T_I64, T_I32);
  else if (IS_FP(elem))
    x = castv(g, "sitofp", NULL, x, T_I64, elem);
  g->budget--;
  cmir_sb_indent(g->o, g->indent);
  cmir_sb_printf(g->o, "memref.store %%v%u, %%v%u", x, m->id);
  mr_subscript(g, m, iv);
  cmir_sb_printf(g->o, " : %s\n", mrs(&m->t, b));
  for (int i = 0; i < r; i++) {
    g->indent -= 2;
    emit(g, "}");
  }
  g->indent = indent;
}

/* Writes every element of m with one store each (when scf.for is
 * weighed 0). */
static void mr_fill_unrolled(Gen *g, const Mr *m) {
  char b[256];
  int r = m->t.rank;
  int64_t idx[MR_MAX_RANK] = {0}, n = mr_elems(&m->t);
  for (int64_t k = 0; k < n; k++) {
    uint32_t iv[MR_MAX_RANK];
    for (int i = 0; i < r; i++)
      iv[i] = kint(g, T_IDX, idx[i]);
    uint32_t x = IS_FP(m->t.elem) ? kfloat(g, m->t.elem, k % 2 ? "1.500000e+00" : "-2.000000e+00")
                                  : kint(g, m->t.elem, k * 3 - 7);
    g->budget--;
    cmir_sb_indent(g->o, g->indent);
    cmir_sb_printf(g->o, "memref.store %%v%u, %%v%u", x, m->id);
    mr_subscript(g, m, iv);
    cmir_sb_printf(g->o, " : %s\n", mrs(&m->t, b));
    for (int i = r - 1; i >= 0; i--) {
      if (++idx[i] < m->t.size[i])
        break;
      idx[i] = 0;
    }
  }
}

/* Random sizes for a new buffer: rank 0-4, 1-4 per dim (smaller for
 * higher ranks), some dynamic. */
static void mr_shape(Gen *g, MrTy *t, int elem, bool allow_dyn) {
  memset(t, 0, sizeof *t);
  t->elem = (uint8_t)elem;
  t->rank = (uint8_t)rnd(g, MR_MAX_RANK + 1);
  for (int i = 0; i < t->rank; i++) {
    t->size[i] = 1 + (int64_t)rnd(g, t->rank > 2 ? 3 : 4);
    t->dyn[i] = allow_dyn && W(mr_dynamic) && rnd(g, 10) < 3;
  }
  mr_identity(t);
}

static int mr_elem(Gen *g) {
  static const uint8_t e[] = {T_I32, T_I64, T_F32, T_F64};
  return e[rnd(g, 4)];
}

/* memref.alloc or memref.alloca of type t (identity layout). */
static uint32_t mr_alloc(Gen *g, const MrTy *t, bool heap) {
  char b[256];
  uint32_t sz[MR_MAX_RANK];
  int nd = 0;
  for (int i = 0; i < t->rank; i++)
    if (t->dyn[i])
      sz[nd++] = kint(g, T_IDX, t->size[i]);
  uint32_t r = tmp(g);
  cmir_sb_indent(g->o, g->indent);
  cmir_sb_printf(g->o, "%%v%u = memref.%s(", r, heap ? "alloc" : "alloca");
  value_list(g, sz, nd);
  cmir_sb_printf(g->o, ") : %s\n", mrs(t, b));
  return r;
}

static void dense_elem(Gen *g, CmirStrBuf *o, int elem) {
  int v = (int)rnd(g, 41) - 20;
  if (IS_FP(elem))
    cmir_sb_printf(o, "%d.500000e+00", v);
  else
    cmir_sb_printf(o, "%d", v);
}

static void dense_list(Gen *g, CmirStrBuf *o, const MrTy *t, int dim) {
  if (dim == t->rank) {
    dense_elem(g, o, t->elem);
    return;
  }
  cmir_sb_putc(o, '[');
  for (int64_t i = 0; i < t->size[dim]; i++) {
    if (i)
      cmir_sb_puts(o, ", ");
    dense_list(g, o, t, dim + 1);
  }
  cmir_sb_putc(o, ']');
}

/* A new memref.global with an initial value, and its memref.get_global. */
static uint32_t mr_global(Gen *g, const MrTy *t) {
  char b[256];
  unsigned k = g->nglobals++;
  cmir_sb_printf(g->extra, "memref.global \"private\" @g%u : %s = dense<", k, mrs(t, b));
  if (coin(g, 40) || t->rank == 0)
    dense_elem(g, g->extra, t->elem);
  else
    dense_list(g, g->extra, t, 0);
  cmir_sb_puts(g->extra, ">\n");
  uint32_t r = tmp(g);
  emit(g, "%%v%u = memref.get_global @g%u : %s", r, k, mrs(t, b));
  return r;
}

/* A new initialised buffer; returns its index in e->base (or -1). */
static int mr_new_base(Gen *g, MrEp *e, int elem) {
  if (e->nbase == MR_MAX_BASES)
    return -1;
  unsigned wts[3] = {W(mr_alloc), g->loops ? 0 : W(mr_alloca), W(mr_global)};
  int kind = choose(g, wts, 3);
  if (kind < 0)
    return -1;
  MrTy t;
  mr_shape(g, &t, elem, kind != 2);
  uint32_t id = kind == 2 ? mr_global(g, &t) : mr_alloc(g, &t, kind == 0);
  Mr m = {id, t, true};
  if (kind != 2)
    mr_fill(g, &m);
  e->heap[e->nbase] = kind == 0;
  e->base[e->nbase++] = m;
  mr_add(e, id, &t, true);
  return e->nbase - 1;
}

/* An index operand: `%vN` (dynamic) or the number. */
static bool mr_operand(Gen *g, int64_t v, char *buf, size_t cap) {
  if (coin(g, 30)) {
    snprintf(buf, cap, "%%v%u", kint(g, T_IDX, v));
    return true;
  }
  snprintf(buf, cap, "%lld", (long long)v);
  return false;
}

/* memref.subview of m: offsets, sizes and strides (1-3) inside m, each
 * static or dynamic; size-1 dims are sometimes dropped. */
static void mr_subview(Gen *g, MrEp *e, const Mr *m) {
  char ob[MR_MAX_RANK][24], sb[MR_MAX_RANK][24], tb[MR_MAX_RANK][24], b1[256], b2[256];
  MrTy t = {0};
  t.elem = m->t.elem;
  t.layout = true;
  t.off = m->t.off;
  t.odyn = m->t.odyn;
  int r = m->t.rank;
  /* Either no dim or every static unit dim is dropped: the dropped dims
   * are then never ambiguous. */
  bool reduce = W(mr_rank_reduce) && coin(g, 40);
  for (int i = 0; i < r; i++) {
    int64_t d = m->t.size[i], o = (int64_t)rnd(g, (uint64_t)d), st = 1 + (int64_t)rnd(g, 3);
    int64_t maxs = (d - 1 - o) / st + 1, s = 1 + (int64_t)rnd(g, (uint64_t)maxs);
    bool od = mr_operand(g, o, ob[i], sizeof ob[i]);
    bool sd = mr_operand(g, s, sb[i], sizeof sb[i]);
    bool td = mr_operand(g, st, tb[i], sizeof tb[i]);
    /* MLIR's inference: offset += o * stride, 0 times anything is 0. */
    if (od ? true : (o != 0 && m->t.sdyn[i]))
      t.odyn = true;
    t.off += o * m->t.stride[i];
    bool drop = reduce && !sd && s == 1;
    if (drop)
      continue;
    int k = t.rank++;
    t.size[k] = s, t.dyn[k] = sd;
    t.stride[k] = m->t.stride[i] * st;
    t.sdyn[k] = td || m->t.sdyn[i];
  }
  if (t.odyn)
    t.off = 0;
  uint32_t id = tmp(g);
  cmir_sb_indent(g->o, g->indent);
  cmir_sb_printf(g->o, "%%v%u = memref.subview %%v%u[", id, m->id);
  for (int i = 0; i < r; i++)
    cmir_sb_printf(g->o, "%s%s", i ? ", " : "", ob[i]);
  cmir_sb_puts(g->o, "] [");
  for (int i = 0; i < r; i++)
    cmir_sb_printf(g->o, "%s%s", i ? ", " : "", sb[i]);
  cmir_sb_puts(g->o, "] [");
  for (int i = 0; i < r; i++)
    cmir_sb_printf(g->o, "%s%s", i ? ", " : "", tb[i]);
  cmir_sb_printf(g->o, "] : %s to %s\n", mrs(&m->t, b1), mrs(&t, b2));
  /* the actual offset, kept for later views */
  MrTy real = t;
  mr_add(e, id, &real, false);
}

/* memref.reinterpret_cast of a contiguous buffer m: rank 1-3, sizes 1-3,
 * strides 1-3, an offset that keeps every element inside m. */
static void mr_reinterpret(Gen *g, MrEp *e, const Mr *m) {
  char ob[24], sb[MR_MAX_RANK][24], tb[MR_MAX_RANK][24], b1[256], b2[256];
  int64_t n = mr_elems(&m->t);
  MrTy t = {0};
  t.elem = m->t.elem;
  t.layout = true;
  t.rank = (uint8_t)(1 + rnd(g, 3));
  int64_t span = 0;
  for (int i = 0; i < t.rank; i++) {
    t.size[i] = 1 + (int64_t)rnd(g, 3);
    t.stride[i] = 1 + (int64_t)rnd(g, 3);
    while (span + (t.size[i] - 1) * t.stride[i] > n - 1) {
      if (t.size[i] > 1)
        t.size[i]--;
      else
        break;
    }
    span += (t.size[i] - 1) * t.stride[i];
  }
  t.off = (int64_t)rnd(g, (uint64_t)(n - span));
  t.odyn = mr_operand(g, t.off, ob, sizeof ob);
  for (int i = 0; i < t.rank; i++) {
    t.dyn[i] = mr_operand(g, t.size[i], sb[i], sizeof sb[i]);
    t.sdyn[i] = mr_operand(g, t.stride[i], tb[i], sizeof tb[i]);
  }
  uint32_t id = tmp(g);
  cmir_sb_indent(g->o, g->indent);
  cmir_sb_printf(g->o, "%%v%u = memref.reinterpret_cast %%v%u to offset: [%s], sizes: [", id, m->id,
                 ob);
  for (int i = 0; i < t.rank; i++)
    cmir_sb_printf(g->o, "%s%s", i ? ", " : "", sb[i]);
  cmir_sb_puts(g->o, "], strides: [");
  for (int i = 0; i < t.rank; i++)
    cmir_sb_printf(g->o, "%s%s", i ? ", " : "", tb[i]);
  cmir_sb_printf(g->o, "] : %s to %s\n", mrs(&m->t, b1), mrs(&t, b2));
  mr_add(e, id, &t, false);
}

/* memref.collapse_shape or memref.expand_shape of a contiguous m. */
static void mr_reshape(Gen *g, MrEp *e, const Mr *m) {
  char b1[256], b2[256];
  if (m->t.rank == 0)
    return;
  MrTy t = {0};
  t.elem = m->t.elem;
  int groups[MR_MAX_RANK + 1][MR_MAX_RANK], gn[MR_MAX_RANK + 1];
  int ng = 0;
  uint32_t shape[MR_MAX_RANK];
  bool expand = coin(g, 50);
  if (!expand) {
    /* consecutive source dims into one result dim each */
    for (int i = 0; i < m->t.rank; i++) {
      if (i == 0 || coin(g, 50)) {
        gn[ng] = 0;
        t.size[ng] = 1, t.dyn[ng] = false;
        ng++;
      }
      groups[ng - 1][gn[ng - 1]++] = i;
      t.size[ng - 1] *= m->t.size[i];
      t.dyn[ng - 1] = t.dyn[ng - 1] || m->t.dyn[i];
    }
    t.rank = (uint8_t)ng;
  } else {
    /* each source dim into one or two result dims (at most 4 in all) */
    for (int i = 0; i < m->t.rank; i++) {
      int64_t d = m->t.size[i];
      gn[i] = 0;
      bool two = t.rank + (m->t.rank - i) < MR_MAX_RANK && coin(g, 50);
      if (!two) {
        groups[i][gn[i]++] = t.rank;
        t.size[t.rank] = d, t.dyn[t.rank] = m->t.dyn[i];
        t.rank++;
        continue;
      }
      int64_t a = d % 2 == 0 && coin(g, 50) ? 2 : (coin(g, 50) ? 1 : d), bsz = d / a;
      bool dynfirst = coin(g, 50);
      for (int j = 0; j < 2; j++) {
        groups[i][gn[i]++] = t.rank;
        t.size[t.rank] = j ? bsz : a;
        /* at most one dynamic size per group */
        t.dyn[t.rank] = m->t.dyn[i] && (j == 0) == dynfirst;
        t.rank++;
      }
    }
    ng = m->t.rank;
    for (int i = 0; i < t.rank; i++)
      shape[i] = t.dyn[i] ? kint(g, T_IDX, t.size[i]) : UINT32_MAX;
  }
  mr_identity(&t);
  uint32_t id = tmp(g);
  cmir_sb_indent(g->o, g->indent);
  cmir_sb_printf(g->o, "%%v%u = memref.%s %%v%u [", id, expand ? "expand_shape" : "collapse_shape",
                 m->id);
  for (int k = 0; k < ng; k++) {
    cmir_sb_printf(g->o, "%s[", k ? ", " : "");
    for (int j = 0; j < gn[k]; j++)
      cmir_sb_printf(g->o, "%s%d", j ? ", " : "", groups[k][j]);
    cmir_sb_putc(g->o, ']');
  }
  cmir_sb_putc(g->o, ']');
  if (expand) {
    cmir_sb_puts(g->o, " output_shape [");
    for (int i = 0; i < t.rank; i++) {
      if (shape[i] != UINT32_MAX)
        cmir_sb_printf(g->o, "%s%%v%u", i ? ", " : "", shape[i]);
      else
        cmir_sb_printf(g->o, "%s%lld", i ? ", " : "", (long long)t.size[i]);
    }
    cmir_sb_putc(g->o, ']');
  }
  cmir_sb_printf(g->o, " : %s into %s\n", mrs(&m->t, b1), mrs(&t, b2));
  mr_add(e, id, &t, true);
}

/* memref.cast to a type with some sizes, strides or the offset made
 * dynamic, sometimes through memref<*x...> (with memref.rank). */
static void mr_cast(Gen *g, MrEp *e, const Mr *m) {
  char b1[256], b2[256], ub[32];
  MrTy t = m->t;
  if (!t.layout && coin(g, 50)) {
    t.layout = true; /* the identity layout written out */
  }
  for (int i = 0; i < t.rank; i++) {
    t.dyn[i] = t.dyn[i] || coin(g, 30);
    if (t.layout)
      t.sdyn[i] = t.sdyn[i] || coin(g, 20);
  }
  if (t.layout)
    t.odyn = t.odyn || coin(g, 30);
  else
    mr_identity(&t); /* the implied strides follow the sizes */
  uint32_t src = m->id;
  const char *from = mrs(&m->t, b1);
  if (W(mr_unranked) && coin(g, 50)) {
    uint32_t u = tmp(g);
    emit(g, "%%v%u = memref.cast %%v%u : %s to %s", u, m->id, from, mr_unranked(t.elem, ub));
    uint32_t rk = def(g, T_IDX);
    emit(g, "%%v%u = memref.rank %%v%u : %s", rk, u, ub);
    src = u, from = ub;
  }
  uint32_t id = tmp(g);
  emit(g, "%%v%u = memref.cast %%v%u : %s to %s", id, src, from, mrs(&t, b2));
  mr_add(e, id, &t, m->contiguous && !t.layout);
}

/* memref.copy between m and a new heap buffer of m's shape, in either
 * direction (the buffer is filled first when it is the source). The two
 * never share memory: a copy between views that do is undefined behaviour
 * (the lowerings copy with llvm.intr.memcpy). */
static void mr_copy(Gen *g, MrEp *e, const Mr *m) {
  char b1[256], b2[256];
  if (e->nbase == MR_MAX_BASES)
    return;
  MrTy t = m->t;
  mr_identity(&t);
  uint32_t id = mr_alloc(g, &t, true);
  Mr d = {id, t, true};
  bool into = coin(g, 50);
  if (into)
    mr_fill(g, &d);
  g->budget--;
  if (into)
    emit(g, "memref.copy %%v%u, %%v%u : %s to %s", id, m->id, mrs(&t, b1), mrs(&m->t, b2));
  else
    emit(g, "memref.copy %%v%u, %%v%u : %s to %s", m->id, id, mrs(&m->t, b1), mrs(&t, b2));
  e->heap[e->nbase] = true;
  e->base[e->nbase++] = d;
  mr_add(e, id, &t, true);
}

/* A call of a new function that loads element 0 of the view, stores a
 * value at the last element and returns the view and the loaded value. */
static void mr_call(Gen *g, MrEp *e, const Mr *m) {
  char b[256];
  const char *ty = mrs(&m->t, b), *et = ty_info[m->t.elem].name;
  unsigned k = g->nhelpers++;
  CmirStrBuf *x = g->extra;
  cmir_sb_printf(x, "func.func @mr%u(%%a: %s, %%x: %s) -> (%s, %s) {\n", k, ty, et, ty, et);
  cmir_sb_puts(x, "  %c0 = arith.constant 0 : index\n  %c1 = arith.constant 1 : index\n");
  for (int i = 0; i < m->t.rank; i++) {
    cmir_sb_printf(x, "  %%k%d = arith.constant %d : index\n", i, i);
    cmir_sb_printf(x, "  %%d%d = memref.dim %%a, %%k%d : %s\n", i, i, ty);
    cmir_sb_printf(x, "  %%l%d = arith.subi %%d%d, %%c1 : index\n", i, i);
  }
  cmir_sb_puts(x, "  %v = memref.load %a[");
  for (int i = 0; i < m->t.rank; i++)
    cmir_sb_printf(x, "%s%%c0", i ? ", " : "");
  cmir_sb_printf(x, "] : %s\n  memref.store %%x, %%a[", ty);
  for (int i = 0; i < m->t.rank; i++)
    cmir_sb_printf(x, "%s%%l%d", i ? ", " : "", i);
  cmir_sb_printf(x, "] : %s\n  return %%a, %%v : %s, %s\n}\n", ty, ty, et);
  uint32_t v = mr_value(g, m->t.elem), r[2];
  results(g, r, 2);
  g->budget--;
  cmir_sb_printf(g->o, "func.call @mr%u(%%v%u, %%v%u) : (%s, %s) -> (%s, %s)\n", k, m->id, v, ty,
                 et, ty, et);
  push(g, r[1], m->t.elem);
  mr_add(e, r[0], &m->t, m->contiguous);
}

static void mr_print(Gen *g, const Mr *m) {
  char b[256], ub[32];
  uint32_t u = tmp(g);
  emit(g, "%%v%u = memref.cast %%v%u : %s to %s", u, m->id, mrs(&m->t, b),
       mr_unranked(m->t.elem, ub));
  g->budget--;
  emit(g, "func.call @printMemref%s(%%v%u) : (%s) -> ()", mr_printer(m->t.elem), u, ub);
}

static void gen_memref(Gen *g) {
  MrEp ep, *e = &ep;
  memset(e, 0, sizeof *e);
  int elem = mr_elem(g);
  if (mr_new_base(g, e, elem) < 0)
    return;
  int steps = 2 + (int)rnd(g, 8);
  for (int s = 0; s < steps; s++) {
    const Mr *m = &e->v[rnd(g, (uint64_t)e->nv)];
    Mr cur = *m;
    unsigned wts[] = {W(mr_load),
                      W(mr_store),
                      W(mr_subview),
                      cur.contiguous ? W(mr_reinterpret) : 0,
                      cur.contiguous ? W(mr_reshape) : 0,
                      W(mr_cast),
                      W(mr_copy),
                      W(mr_call),
                      W(mr_alloc) + W(mr_alloca) + W(mr_global)};
    switch (choose(g, wts, sizeof wts / sizeof wts[0])) {
    case 0:
      mr_load(g, &cur);
      break;
    case 1:
      mr_store(g, &cur);
      break;
    case 2:
      mr_subview(g, e, &cur);
      break;
    case 3:
      mr_reinterpret(g, e, &cur);
      break;
    case 4:
      mr_reshape(g, e, &cur);
      break;
    case 5:
      mr_cast(g, e, &cur);
      break;
    case 6:
      mr_copy(g, e, &cur);
      break;
    case 7:
      mr_call(g, e, &cur);
      break;
    case 8:
      mr_new_base(g, e, mr_elem(g));
      break;
    default:
      break;
    }
  }
  for (int i = 0; i < e->nbase; i++)
    mr_print(g, &e->base[i]);
  if (e->nv > e->nbase && coin(g, 50))
    mr_print(g, &e->v[e->nv - 1]);
  char b[256];
  for (int i = 0; i < e->nbase; i++) {
    if (!e->heap[i])
      continue;
    g->budget--;
    emit(g, "memref.dealloc %%v%u : %s", e->base[i].id, mrs(&e->base[i].t, b));
  }
}

/* ---- LLVM-dialect memory (--dialect=llvm) ---- */

/* A pointer to element `i` (a constant) or `%vIX` (ix != UINT32_MAX) of
 * the buffer at p, whose elements have type `elem` (LLVM syntax); `field`
 * >= 0 adds a struct field index. */
static uint32_t lm_gep(Gen *g, uint32_t p, const char *elem, unsigned i, uint32_t ix, int field) {
  uint32_t q = tmp(g);
  char f[16] = "";
  if (field >= 0)
    snprintf(f, sizeof f, ", %d", field);
  if (ix == UINT32_MAX)
    emit(g, "%%v%u = llvm.getelementptr %s%%v%u[%u%s] : (!llvm.ptr) -> !llvm.ptr, %s", q,
         coin(g, 50) ? "inbounds " : "", p, i, f, elem);
  else
    emit(g, "%%v%u = llvm.getelementptr %s%%v%u[%%v%u%s] : (!llvm.ptr, i64) -> !llvm.ptr, %s", q,
         coin(g, 50) ? "inbounds " : "", p, ix, f, elem);
  return q;
}

static void lm_store(Gen *g, uint32_t q, int ty) {
  uint32_t v = use(g, ty);
  g->budget--;
  emit(g, "llvm.store %%v%u, %%v%u : %s, !llvm.ptr", v, q, tn(g, ty));
}

/* An episode on a stack buffer (llvm.alloca) of n = 1..8 elements, each
 * a scalar or a struct of two: every element is stored first, then come
 * loads (their values visible) and stores through llvm.getelementptr with
 * constant indices or i64 values masked into range, and now and then an
 * llvm.intr.memcpy of the whole buffer (its size from the null-pointer
 * getelementptr idiom) into a second buffer that the loads then read. */
static void gen_llvm_mem(Gen *g) {
  unsigned n = 1u << rnd(g, 4);
  int ty[2] = {pick_type(g, true), -1};
  char elem[64];
  if (coin(g, 30)) {
    ty[1] = pick_type(g, true);
    snprintf(elem, sizeof elem, "!llvm.struct<(%s, %s)>", tn(g, ty[0]), tn(g, ty[1]));
  } else {
    snprintf(elem, sizeof elem, "%s", tn(g, ty[0]));
  }
  int nf = ty[1] < 0 ? 1 : 2;
  uint32_t cnt = kint(g, T_I64, n), p = tmp(g);
  emit(g, "%%v%u = llvm.alloca %%v%u x %s : (i64) -> !llvm.ptr", p, cnt, elem);
  for (unsigned i = 0; i < n; i++)
    for (int f = 0; f < nf; f++)
      lm_store(g, lm_gep(g, p, elem, i, UINT32_MAX, nf > 1 ? f : -1), ty[f]);
  if (coin(g, 25)) {
    uint32_t z = tmp(g), e, sz = tmp(g), q = tmp(g);
    emit(g, "%%v%u = llvm.mlir.zero : !llvm.ptr", z);
    e = lm_gep(g, z, elem, n, UINT32_MAX, -1);
    emit(g, "%%v%u = llvm.ptrtoint %%v%u : !llvm.ptr to i64", sz, e);
    emit(g, "%%v%u = llvm.alloca %%v%u x %s : (i64) -> !llvm.ptr", q, cnt, elem);
    g->budget--;
    emit(g,
         "\"llvm.intr.memcpy\"(%%v%u, %%v%u, %%v%u) <{isVolatile = false}> : (!llvm.ptr, "
         "!llvm.ptr, i64) -> ()",
         q, p, sz);
    p = q;
  }
  int steps = 1 + (int)rnd(g, 6);
  for (int s = 0; s < steps && g->budget > 0; s++) {
    uint32_t ix = UINT32_MAX;
    unsigned i = (unsigned)rnd(g, n);
    if (n > 1 && coin(g, 50)) {
      uint32_t x = use(g, T_I64), m = kint(g, T_I64, n - 1);
      ix = tmp(g);
      emit(g, "%%v%u = llvm.and %%v%u, %%v%u : i64", ix, x, m);
    }
    int f = (int)rnd(g, (uint64_t)nf);
    uint32_t q = lm_gep(g, p, elem, i, ix, nf > 1 ? f : -1);
    if (coin(g, 60)) {
      uint32_t r = def(g, ty[f]);
      emit(g, "%%v%u = llvm.load %%v%u : !llvm.ptr -> %s", r, q, tn(g, ty[f]));
    } else {
      lm_store(g, q, ty[f]);
    }
  }
}

/* ---- affine ----
 *
 * An affine "episode" is a loop nest of affine.for (constant bounds, or
 * max/min maps of the enclosing induction variables and of symbols, steps
 * 1 to 3, iter_args), affine.if on integer sets, affine.apply, affine.min,
 * affine.max, and affine.load / affine.store on a memref of the memref
 * episodes (filled first, printed and freed at the end). The generator
 * knows the range of every map operand (induction variables, symbols,
 * affine.apply results), so it knows each expression's range: loops run at
 * most 8, 5 and 3 times at depths 1, 2 and 3, and a subscript outside its
 * dim is taken `mod` the dim. Symbols are constants, or at the top level
 * of a function visible index values clamped with arith.maxsi / minsi
 * (values defined at the top level of the affine scope). */

enum { AF_MAX_OPNDS = 24, AF_MAX_DEPTH = 3, AF_MAX_TERMS = 2 };

typedef struct AfOpnd {
  uint32_t id;
  int64_t lo, hi; /* the value's range */
  bool sym;       /* a valid symbol (else a dimension) */
} AfOpnd;

typedef struct AfEp {
  AfOpnd v[AF_MAX_OPNDS];
  int nv;
  MrEp mem; /* the buffers */
  unsigned depth;
} AfEp;

/* (a0 * x0 + a1 * x1 + c), then optionally `floordiv k`, `ceildiv k`,
 * `mod k` or `* k`, then + p; lo, hi its range. */
typedef struct AfExpr {
  int n, x[AF_MAX_TERMS];
  int64_t a[AF_MAX_TERMS], c, k, p; /* p: added after the wrap */
  char wrap;                         /* 0, 'f', 'c', 'm', '*' */
  int64_t lo, hi;
} AfExpr;

static int64_t af_floordiv(int64_t a, int64_t k) { return a / k - (a % k != 0 && a < 0); }
static int64_t af_ceildiv(int64_t a, int64_t k) { return a / k + (a % k != 0 && a > 0); }

static void af_range(const AfEp *ep, AfExpr *e) {
  int64_t lo = e->c, hi = e->c;
  for (int i = 0; i < e->n; i++) {
    int64_t p = e->a[i] * ep->v[e->x[i]].lo, q = e->a[i] * ep->v[e->x[i]].hi;
    lo += p < q ? p : q;
    hi += p < q ? q : p;
  }
  switch (e->wrap) {
  case 'f':
    lo = af_floordiv(lo, e->k), hi = af_floordiv(hi, e->k);
    break;
  case 'c':
    lo = af_ceildiv(lo, e->k), hi = af_ceildiv(hi, e->k);
    break;
  case 'm':
    lo = 0, hi = e->k - 1;
    break;
  case '*':
    lo *= e->k, hi *= e->k;
    break;
  }
  e->lo = lo + e->p, e->hi = hi + e->p;
}

/* A random expression of the episode's operands (a constant if it has
 * none). */
static void af_expr(Gen *g, const AfEp *ep, AfExpr *e, bool wrap) {
  static const int64_t coef[] = {1, 1, 1, 2, -1, 3, -2};
  memset(e, 0, sizeof *e);
  e->n = ep->nv ? 1 + (int)rnd(g, AF_MAX_TERMS) : 0;
  for (int i = 0; i < e->n; i++) {
    e->x[i] = (int)rnd(g, (uint64_t)ep->nv);
    e->a[i] = coef[rnd(g, sizeof coef / sizeof coef[0])];
  }
  e->c = (int64_t)rnd(g, 7) - 3;
  if (wrap && coin(g, 40)) {
    e->wrap = "fcm*"[rnd(g, 4)];
    e->k = 2 + (int64_t)rnd(g, 3);
  }
  af_range(ep, e);
}

/* The expression's text; names[i] is operand i's name. */
static void af_print(CmirStrBuf *o, const AfExpr *e, char names[][24]) {
  if (e->wrap)
    cmir_sb_putc(o, '(');
  for (int i = 0; i < e->n; i++) {
    const char *nm = names[e->x[i]];
    int64_t a = e->a[i];
    if (i)
      cmir_sb_puts(o, a < 0 ? " - " : " + ");
    else if (a < 0)
      cmir_sb_putc(o, '-');
    int64_t m = a < 0 ? -a : a;
    if (m == 1)
      cmir_sb_puts(o, nm);
    else
      cmir_sb_printf(o, "%s * %lld", nm, (long long)m);
  }
  if (!e->n)
    cmir_sb_printf(o, "%lld", (long long)e->c);
  else if (e->c)
    cmir_sb_printf(o, " %c %lld", e->c < 0 ? '-' : '+', (long long)(e->c < 0 ? -e->c : e->c));
  switch (e->wrap) {
  case 'f':
    cmir_sb_printf(o, ") floordiv %lld", (long long)e->k);
    break;
  case 'c':
    cmir_sb_printf(o, ") ceildiv %lld", (long long)e->k);
    break;
  case 'm':
    cmir_sb_printf(o, ") mod %lld", (long long)e->k);
    break;
  case '*':
    cmir_sb_printf(o, ") * %lld", (long long)e->k);
    break;
  }
  if (e->p)
    cmir_sb_printf(o, " %c %lld", e->p < 0 ? '-' : '+', (long long)(e->p < 0 ? -e->p : e->p));
}

/* `affine_map<(d..)[s..] -> (e, ...)>(%dims)[%syms]` of n expressions:
 * the operands they use become its dims (dimensions) and symbols (valid
 * symbols, in either position). With set, `affine_set<... : (e >= 0, e ==
 * 0)>` instead, eq[i] telling which. */
static void af_map(Gen *g, const AfEp *ep, const AfExpr *e, int n, const bool *eq) {
  char names[AF_MAX_OPNDS][24];
  int pos[AF_MAX_OPNDS], nd = 0, ns = 0;
  uint32_t dims[AF_MAX_OPNDS], syms[AF_MAX_OPNDS];
  bool as_sym[AF_MAX_OPNDS];
  for (int i = 0; i < ep->nv; i++) {
    pos[i] = -1;
    as_sym[i] = ep->v[i].sym && coin(g, 80);
  }
  for (int j = 0; j < n; j++)
    for (int t = 0; t < e[j].n; t++) {
      int x = e[j].x[t];
      if (pos[x] >= 0)
        continue;
      if (as_sym[x]) {
        snprintf(names[x], sizeof names[x], "s%d", ns);
        syms[ns] = ep->v[x].id, pos[x] = ns++;
      } else {
        snprintf(names[x], sizeof names[x], "d%d", nd);
        dims[nd] = ep->v[x].id, pos[x] = nd++;
      }
    }
  CmirStrBuf *o = g->o;
  cmir_sb_puts(o, eq ? "affine_set<(" : "affine_map<(");
  for (int i = 0; i < nd; i++)
    cmir_sb_printf(o, "%sd%d", i ? ", " : "", i);
  cmir_sb_putc(o, ')');
  if (ns) {
    cmir_sb_putc(o, '[');
    for (int i = 0; i < ns; i++)
      cmir_sb_printf(o, "%ss%d", i ? ", " : "", i);
    cmir_sb_putc(o, ']');
  }
  cmir_sb_puts(o, eq ? " : (" : " -> (");
  for (int j = 0; j < n; j++) {
    if (j)
      cmir_sb_puts(o, ", ");
    af_print(o, &e[j], names);
    if (eq)
      cmir_sb_puts(o, eq[j] ? " == 0" : " >= 0");
  }
  cmir_sb_puts(o, ")>(");
  value_list(g, dims, nd);
  cmir_sb_putc(o, ')');
  if (ns) {
    cmir_sb_putc(o, '[');
    value_list(g, syms, ns);
    cmir_sb_putc(o, ']');
  }
}

static void af_add(AfEp *ep, uint32_t id, int64_t lo, int64_t hi, bool sym) {
  if (ep->nv < AF_MAX_OPNDS)
    ep->v[ep->nv++] = (AfOpnd){id, lo, hi, sym};
}

/* A subscript of dim i of m: in [0, size), written with SSA names
 * (`symbol(%vN)` for a symbol). */
static void af_subscripts(Gen *g, const AfEp *ep, const Mr *m) {
  char names[AF_MAX_OPNDS][24];
  for (int i = 0; i < ep->nv; i++)
    snprintf(names[i], sizeof names[i], ep->v[i].sym && coin(g, 50) ? "symbol(%%v%u)" : "%%v%u",
             ep->v[i].id);
  cmir_sb_putc(g->o, '[');
  for (int i = 0; i < m->t.rank; i++) {
    AfExpr e;
    af_expr(g, ep, &e, true);
    if (e.lo < 0 || e.hi >= m->t.size[i]) {
      e.wrap = 'm', e.k = m->t.size[i];
      af_range(ep, &e);
    }
    if (i)
      cmir_sb_puts(g->o, ", ");
    af_print(g->o, &e, names);
  }
  cmir_sb_putc(g->o, ']');
}

static void af_load(Gen *g, const AfEp *ep, const Mr *m) {
  char b[256];
  uint32_t r = def(g, m->t.elem);
  cmir_sb_indent(g->o, g->indent);
  cmir_sb_printf(g->o, "%%v%u = affine.load %%v%u", r, m->id);
  af_subscripts(g, ep, m);
  cmir_sb_printf(g->o, " : %s\n", mrs(&m->t, b));
}

static void af_store(Gen *g, const AfEp *ep, const Mr *m) {
  char b[256];
  uint32_t x = mr_value(g, m->t.elem);
  g->budget--;
  cmir_sb_indent(g->o, g->indent);
  cmir_sb_printf(g->o, "affine.store %%v%u, %%v%u", x, m->id);
  af_subscripts(g, ep, m);
  cmir_sb_printf(g->o, " : %s\n", mrs(&m->t, b));
}

/* affine.apply (its result becomes an operand: a dimension), affine.min
 * or affine.max of 2 or 3 expressions. */
static void af_apply(Gen *g, AfEp *ep) {
  AfExpr e[3];
  int kind = (int)rnd(g, 3), n = kind ? 2 + (int)rnd(g, 2) : 1;
  for (int i = 0; i < n; i++)
    af_expr(g, ep, &e[i], true);
  uint32_t r = def(g, T_IDX);
  cmir_sb_indent(g->o, g->indent);
  cmir_sb_printf(g->o, "%%v%u = affine.%s ", r, kind == 0 ? "apply" : kind == 1 ? "min" : "max");
  af_map(g, ep, e, n, NULL);
  cmir_sb_putc(g->o, '\n');
  if (!kind)
    af_add(ep, r, e[0].lo, e[0].hi, false);
}

static void af_body(Gen *g, AfEp *ep, int items);

/* affine.for; a bound is a constant, or the max (lower) / min (upper) of
 * expressions and a constant that bounds the trip count. */
static void af_for(Gen *g, AfEp *ep) {
  static const int64_t trips[AF_MAX_DEPTH] = {8, 5, 3};
  int64_t step = coin(g, 70) ? 1 : 2 + (int64_t)rnd(g, 2), span = trips[ep->depth] * step;
  AfExpr lb[3], ub[3]; /* up to two expressions and a constant */
  int nlb = 0, nub = 0;
  int64_t lblo, lbhi, ubhi;
  if (ep->nv && coin(g, 60)) {
    /* max(e..., L) >= L */
    nlb = 1 + (int)rnd(g, 2);
    for (int i = 0; i < nlb; i++)
      af_expr(g, ep, &lb[i], true);
    lblo = lb[0].lo, lbhi = lb[0].hi;
    for (int i = 1; i < nlb; i++) {
      lblo = lb[i].lo > lblo ? lb[i].lo : lblo;
      lbhi = lb[i].hi > lbhi ? lb[i].hi : lbhi;
    }
    if (lbhi - lblo > span || coin(g, 50)) { /* a floor */
      AfExpr *f = &lb[nlb++];
      memset(f, 0, sizeof *f);
      f->c = lbhi - (int64_t)rnd(g, (uint64_t)span / 2 + 1);
      f->lo = f->hi = f->c;
      lblo = f->c > lblo ? f->c : lblo;
    }
  } else {
    lblo = lbhi = (int64_t)rnd(g, 8) - 3;
  }
  int64_t cap = lblo + (int64_t)rnd(g, (uint64_t)span + 2) - 1; /* at most span past lblo */
  if (ep->nv && coin(g, 60)) {
    nub = 1 + (int)rnd(g, 2);
    for (int i = 0; i < nub; i++)
      af_expr(g, ep, &ub[i], true);
    ubhi = ub[0].hi;
    for (int i = 1; i < nub; i++)
      ubhi = ub[i].hi < ubhi ? ub[i].hi : ubhi;
    if (ubhi - lblo > span || coin(g, 40)) {
      AfExpr *f = &ub[nub++];
      memset(f, 0, sizeof *f);
      f->c = f->lo = f->hi = cap;
      ubhi = cap < ubhi ? cap : ubhi;
    }
  } else {
    ubhi = cap;
  }
  uint8_t ity[2];
  uint32_t init[2], res[2], yv[2];
  int niter = pick_types(g, ity, 2);
  for (int i = 0; i < niter; i++)
    init[i] = use(g, ity[i]);
  results(g, res, niter);
  uint32_t iv = tmp(g), arg0 = g->next;
  g->next += (uint32_t)niter;
  if (!niter)
    cmir_sb_indent(g->o, g->indent);
  cmir_sb_printf(g->o, "affine.for %%v%u = ", iv);
  if (nlb) {
    cmir_sb_puts(g->o, nlb > 1 ? "max " : "");
    af_map(g, ep, lb, nlb, NULL);
  } else {
    cmir_sb_printf(g->o, "%lld", (long long)lblo);
  }
  cmir_sb_puts(g->o, " to ");
  if (nub) {
    cmir_sb_puts(g->o, nub > 1 ? "min " : "");
    af_map(g, ep, ub, nub, NULL);
  } else {
    cmir_sb_printf(g->o, "%lld", (long long)ubhi);
  }
  if (step > 1)
    cmir_sb_printf(g->o, " step %lld", (long long)step);
  iter_args(g, arg0, init, ity, niter);
  uint32_t mark = scope_open(g);
  int opmark = ep->nv;
  push(g, iv, T_IDX);
  for (int i = 0; i < niter; i++)
    push(g, arg0 + (uint32_t)i, ity[i]);
  af_add(ep, iv, lblo, ubhi - 1 > lblo ? ubhi - 1 : lblo, false);
  g->loops++;
  ep->depth++;
  af_body(g, ep, 1 + (int)rnd(g, 4));
  ep->depth--;
  g->loops--;
  ep->nv = opmark;
  for (int i = 0; i < niter; i++)
    yv[i] = use(g, ity[i]);
  fold_scope(g, mark);
  if (niter)
    term(g, "affine.yield", yv, ity, niter);
  scope_close(g, mark);
  emit(g, "}");
  for (int i = 0; i < niter; i++)
    push(g, res[i], ity[i]);
}

/* One region of an affine.if. */
static void af_if_region(Gen *g, AfEp *ep, const uint8_t *tys, int n) {
  uint32_t yv[2];
  uint32_t mark = scope_open(g);
  int opmark = ep->nv;
  af_body(g, ep, 1 + (int)rnd(g, 2));
  ep->nv = opmark;
  for (int i = 0; i < n; i++)
    yv[i] = use(g, tys[i]);
  fold_scope(g, mark);
  if (n)
    term(g, "affine.yield", yv, tys, n);
  scope_close(g, mark);
}

/* affine.if on one or two constraints that hold for some operand values
 * and not for others (when the operands vary). */
static void af_if(Gen *g, AfEp *ep) {
  AfExpr e[2];
  bool eq[2];
  int n = 1 + (int)rnd(g, 2);
  for (int i = 0; i < n; i++) {
    af_expr(g, ep, &e[i], true);
    e[i].p = -(e[i].lo + (int64_t)rnd(g, (uint64_t)(e[i].hi - e[i].lo) + 1));
    af_range(ep, &e[i]);
    eq[i] = coin(g, 30);
  }
  uint8_t tys[2];
  uint32_t res[2];
  int nres = pick_types(g, tys, 2);
  if (nres)
    results(g, res, nres);
  else
    cmir_sb_indent(g->o, g->indent);
  cmir_sb_puts(g->o, "affine.if ");
  af_map(g, ep, e, n, eq);
  if (nres) {
    cmir_sb_puts(g->o, " -> ");
    if (nres > 1)
      cmir_sb_putc(g->o, '(');
    type_list(g, tys, nres);
    if (nres > 1)
      cmir_sb_putc(g->o, ')');
  }
  cmir_sb_puts(g->o, " {\n");
  af_if_region(g, ep, tys, nres);
  if (nres || coin(g, 50)) {
    emit(g, "} else {");
    af_if_region(g, ep, tys, nres);
  }
  emit(g, "}");
  for (int i = 0; i < nres; i++)
    push(g, res[i], tys[i]);
}

/* Items of an affine region: loads, stores, apply/min/max, nested loops
 * and ifs, and ordinary ops. */
static void af_body(Gen *g, AfEp *ep, int items) {
  for (int it = 0; it < items && g->budget > 0; it++) {
    const Mr *m = ep->mem.nbase ? &ep->mem.base[rnd(g, (uint64_t)ep->mem.nbase)] : NULL;
    bool deeper = ep->depth < AF_MAX_DEPTH && g->budget > 6;
    unsigned wts[] = {m ? W(affine_mem) : 0,
                      m ? W(affine_mem) : 0,
                      W(affine_apply),
                      deeper ? W(affine) : 0,
                      ep->depth < AF_MAX_DEPTH + 1 && g->budget > 6 ? W(affine_if) : 0,
                      W(affine)};
    switch (choose(g, wts, sizeof wts / sizeof wts[0])) {
    case 0:
      af_load(g, ep, m);
      break;
    case 1:
      af_store(g, ep, m);
      break;
    case 2:
      af_apply(g, ep);
      break;
    case 3:
      af_for(g, ep);
      break;
    case 4:
      af_if(g, ep);
      break;
    default:
      gen_ops(g, 1 + (int)rnd(g, 3));
      break;
    }
  }
}

static void gen_affine(Gen *g) {
  AfEp *ep = cmir_xcalloc(1, sizeof *ep);
  /* symbols */
  int nsym = (int)rnd(g, 3);
  for (int i = 0; i < nsym; i++) {
    int64_t lo = -(int64_t)rnd(g, 4), hi = 1 + (int64_t)rnd(g, 6);
    if (g->depth == 0 && coin(g, 60)) {
      uint32_t x = use(g, T_IDX), a = binv(g, "maxsi", NULL, x, kint(g, T_IDX, lo), T_IDX);
      af_add(ep, binv(g, "minsi", NULL, a, kint(g, T_IDX, hi), T_IDX), lo, hi, true);
    } else {
      int64_t v = lo + (int64_t)rnd(g, (uint64_t)(hi - lo + 1));
      af_add(ep, kint(g, T_IDX, v), v, v, true);
    }
  }
  /* a buffer (and rarely a second one) */
  if (W(affine_mem) && coin(g, 80)) {
    mr_new_base(g, &ep->mem, mr_elem(g));
    if (coin(g, 20))
      mr_new_base(g, &ep->mem, mr_elem(g));
  }
  af_for(g, ep);
  for (int i = 0; i < ep->mem.nbase; i++)
    mr_print(g, &ep->mem.base[i]);
  char b[256];
  for (int i = 0; i < ep->mem.nbase; i++) {
    if (!ep->mem.heap[i])
      continue;
    g->budget--;
    emit(g, "memref.dealloc %%v%u : %s", ep->mem.base[i].id, mrs(&ep->mem.base[i].t, b));
  }
  free(ep);
}

/* ---- vectors ----
 *
 * A vector "episode" builds vectors of one or two shapes (1-D of 1 to 8
 * lanes, 2-D of 2 or 3 rows) of i8, i16, i32, i64, f32 or f64 from visible
 * scalars (vector.broadcast, vector.splat, dense constants, vector.insert /
 * vector.insertelement), computes on them (arith ops lane by lane, cmpi /
 * cmpf + select, vector.fma, vector.shuffle, vector.shape_cast,
 * vector.bitcast, extensions and truncations), takes scalars out
 * (vector.extract / vector.extractelement at static or in-range dynamic
 * positions, vector.reduction of every kind; they join the visible values)
 * and prints every vector it made with vector.print (float lanes with NaN
 * replaced first: runner libraries print its sign differently). No integer
 * division (a lane of 0 would be undefined); shift amounts are masked to the
 * lane width. */

enum { VEC_MAX = 12 };

typedef struct VVal {
  uint32_t id;
  uint8_t elem, rank, dim[2];
} VVal;

typedef struct VecEp {
  VVal v[VEC_MAX];
  int nv;
  /* the episode's buffer for vector.load / store and their masked forms
   * (made at the first memory step; printed and freed at the end) */
  bool has_buf, buf_heap;
  Mr buf;
} VecEp;

static const char *vty(Gen *g, const VVal *v, char *buf) {
  (void)g;
  if (v->rank == 2)
    snprintf(buf, 64, "vector<%ux%ux%s>", v->dim[0], v->dim[1], ty_info[v->elem].name);
  else
    snprintf(buf, 64, "vector<%ux%s>", v->dim[0], ty_info[v->elem].name);
  return buf;
}

static uint32_t vec_no_nan(Gen *g, const VVal *v);

static int vlanes(const VVal *v) { return v->rank == 2 ? v->dim[0] * v->dim[1] : v->dim[0]; }

static VVal *vec_add(VecEp *e, uint32_t id, int elem, int rank, int d0, int d1) {
  if (e->nv == VEC_MAX)
    return NULL;
  VVal *v = &e->v[e->nv++];
  *v = (VVal){id, (uint8_t)elem, (uint8_t)rank, {(uint8_t)d0, (uint8_t)d1}};
  return v;
}

/* A vector of e's with the given element type and shape, or NULL. */
static const VVal *vec_like(Gen *g, const VecEp *e, int elem, int rank, int d0, int d1) {
  int k = (int)rnd(g, (uint64_t)(e->nv ? e->nv : 1));
  for (int i = 0; i < e->nv; i++) {
    const VVal *v = &e->v[(k + i) % e->nv];
    if (v->elem == elem && v->rank == rank && v->dim[0] == d0 && (rank == 1 || v->dim[1] == d1))
      return v;
  }
  return NULL;
}

static int vec_elem(Gen *g) {
  static const uint8_t el[] = {T_I8, T_I16, T_I32, T_I64, T_F32, T_F64};
  return el[rnd(g, sizeof el)];
}

/* A dense constant vector (lanes from -20.5 to 19.5 in steps of 1, or
 * integers from -20 to 20). */
static const VVal *vec_dense(Gen *g, VecEp *e, int elem, int rank, int d0, int d1) {
  char b[64];
  VVal t = {0, (uint8_t)elem, (uint8_t)rank, {(uint8_t)d0, (uint8_t)d1}};
  uint32_t r = tmp(g);
  cmir_sb_indent(g->o, g->indent);
  cmir_sb_printf(g->o, "%%v%u = arith.constant dense<", r);
  if (coin(g, 20)) {
    dense_elem(g, g->o, elem);
  } else {
    cmir_sb_putc(g->o, '[');
    for (int i = 0; i < (rank == 2 ? d0 : 1); i++) {
      if (rank == 2)
        cmir_sb_printf(g->o, "%s[", i ? ", " : "");
      for (int j = 0; j < (rank == 2 ? d1 : d0); j++) {
        if (j)
          cmir_sb_puts(g->o, ", ");
        dense_elem(g, g->o, elem);
      }
      if (rank == 2)
        cmir_sb_putc(g->o, ']');
    }
    cmir_sb_putc(g->o, ']');
  }
  cmir_sb_printf(g->o, "> : %s\n", vty(g, &t, b));
  return vec_add(e, r, elem, rank, d0, d1);
}

/* A new vector of the given type from scalars. */
static const VVal *vec_make(Gen *g, VecEp *e, int elem, int rank, int d0, int d1) {
  char b[64];
  VVal t = {0, (uint8_t)elem, (uint8_t)rank, {(uint8_t)d0, (uint8_t)d1}};
  uint32_t r;
  switch (rnd(g, 4)) {
  case 0:
    return vec_dense(g, e, elem, rank, d0, d1);
  case 1: /* splat */
    r = tmp(g);
    {
      uint32_t x = use(g, elem);
      emit(g, "%%v%u = vector.splat %%v%u : %s", r, x, vty(g, &t, b));
    }
    break;
  default: { /* broadcast, then a few inserts */
    uint32_t x = use(g, elem);
    r = tmp(g);
    emit(g, "%%v%u = vector.broadcast %%v%u : %s to %s", r, x, tn(g, elem), vty(g, &t, b));
    int n = (int)rnd(g, 3);
    for (int k = 0; k < n; k++) {
      uint32_t y = use(g, elem), q = tmp(g);
      if (rank == 1 && coin(g, 40)) {
        uint32_t ix = kint(g, T_IDX, (int64_t)rnd(g, (uint64_t)d0));
        emit(g, "%%v%u = vector.insertelement %%v%u, %%v%u[%%v%u : index] : %s", q, y, r, ix,
             vty(g, &t, b));
      } else if (rank == 1) {
        emit(g, "%%v%u = vector.insert %%v%u, %%v%u [%u] : %s into %s", q, y, r,
             (unsigned)rnd(g, (uint64_t)d0), tn(g, elem), vty(g, &t, b));
      } else {
        emit(g, "%%v%u = vector.insert %%v%u, %%v%u [%u, %u] : %s into %s", q, y, r,
             (unsigned)rnd(g, (uint64_t)d0), (unsigned)rnd(g, (uint64_t)d1), tn(g, elem),
             vty(g, &t, b));
      }
      r = q;
    }
    break;
  }
  }
  return vec_add(e, r, elem, rank, d0, d1);
}

/* An operand of the given type: one of e's, or a new one. */
static const VVal *vec_operand(Gen *g, VecEp *e, int elem, int rank, int d0, int d1) {
  const VVal *v = coin(g, 75) ? vec_like(g, e, elem, rank, d0, d1) : NULL;
  return v ? v : vec_make(g, e, elem, rank, d0, d1);
}

static void vec_binop(Gen *g, VecEp *e, const VVal *a) {
  static const char *const iops[] = {"addi",  "subi",  "muli",  "andi",  "ori",  "xori", "maxsi",
                                     "minsi", "maxui", "minui", "shli",  "shrsi", "shrui"};
  static const char *const fops[] = {"addf",     "subf",     "mulf",   "divf",
                                     "maximumf", "minimumf", "maxnumf", "minnumf"};
  char b[64];
  VVal t = *a;
  const VVal *bv = vec_operand(g, e, a->elem, a->rank, a->dim[0], a->dim[1]);
  if (!bv)
    return;
  uint32_t rhs = bv->id, r;
  const char *op;
  if (IS_FP(a->elem)) {
    op = fops[rnd(g, sizeof fops / sizeof fops[0])];
  } else {
    op = iops[rnd(g, sizeof iops / sizeof iops[0])];
    if (op[0] == 's' && op[1] == 'h') { /* mask the amounts to the width */
      uint32_t m = tmp(g);
      emit(g, "%%v%u = arith.constant dense<%u> : %s", m, BITS(a->elem) - 1, vty(g, &t, b));
      uint32_t k = tmp(g);
      emit(g, "%%v%u = arith.andi %%v%u, %%v%u : %s", k, rhs, m, vty(g, &t, b));
      rhs = k;
    }
  }
  r = tmp(g);
  emit(g, "%%v%u = arith.%s %%v%u, %%v%u : %s", r, op, a->id, rhs, vty(g, &t, b));
  if (!strcmp(op, "maxnumf") || !strcmp(op, "minnumf")) {
    /* of -0 and +0 either may come out: adding +0 makes it +0 */
    uint32_t z = tmp(g), s = tmp(g);
    emit(g, "%%v%u = arith.constant dense<0.000000e+00> : %s", z, vty(g, &t, b));
    emit(g, "%%v%u = arith.addf %%v%u, %%v%u : %s", s, r, z, vty(g, &t, b));
    r = s;
  }
  vec_add(e, r, a->elem, a->rank, a->dim[0], a->dim[1]);
}

static void vec_select(Gen *g, VecEp *e, const VVal *a) {
  static const char *const ip[] = {"eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge"};
  static const char *const fp[] = {"oeq", "one", "olt", "ole", "ogt", "oge", "ord",
                                   "ueq", "une", "ult", "ule", "ugt", "uge", "uno"};
  char b[64], cb[64];
  VVal t = *a, ct = *a;
  ct.elem = T_I1;
  const VVal *bv = vec_operand(g, e, a->elem, a->rank, a->dim[0], a->dim[1]);
  if (!bv)
    return;
  uint32_t c = tmp(g), r = tmp(g);
  if (IS_FP(a->elem))
    emit(g, "%%v%u = arith.cmpf %s, %%v%u, %%v%u : %s", c, fp[rnd(g, 14)], a->id, bv->id,
         vty(g, &t, b));
  else
    emit(g, "%%v%u = arith.cmpi %s, %%v%u, %%v%u : %s", c, ip[rnd(g, 10)], a->id, bv->id,
         vty(g, &t, b));
  emit(g, "%%v%u = arith.select %%v%u, %%v%u, %%v%u : %s, %s", r, c, bv->id, a->id,
       vty(g, &ct, cb), vty(g, &t, b));
  vec_add(e, r, a->elem, a->rank, a->dim[0], a->dim[1]);
}

/* vector.fma of dense constants: MLIR lowers it to llvm.intr.fmuladd,
 * which may or may not round the product, so only operands whose product
 * and sum are exact (halves up to 20.5) keep the result defined. */
static void vec_fma(Gen *g, VecEp *e, const VVal *a) {
  char b[64];
  const VVal *v[3];
  for (int i = 0; i < 3; i++)
    if (!(v[i] = vec_dense(g, e, a->elem, a->rank, a->dim[0], a->dim[1])))
      return;
  uint32_t r = tmp(g);
  emit(g, "%%v%u = vector.fma %%v%u, %%v%u, %%v%u : %s", r, v[0]->id, v[1]->id, v[2]->id,
       vty(g, a, b));
  vec_add(e, r, a->elem, a->rank, a->dim[0], a->dim[1]);
}

/* vector.shuffle of two 1-D vectors of a's element type: 1 to 8 lanes. */
static void vec_shuffle(Gen *g, VecEp *e, const VVal *a) {
  char b1[64], b2[64];
  int n2 = 1 + (int)rnd(g, 4);
  const VVal *bv = vec_operand(g, e, a->elem, 1, n2, 0);
  if (!bv)
    return;
  int n = 1 + (int)rnd(g, 8), total = a->dim[0] + bv->dim[0];
  uint32_t r = tmp(g);
  cmir_sb_indent(g->o, g->indent);
  cmir_sb_printf(g->o, "%%v%u = vector.shuffle %%v%u, %%v%u [", r, a->id, bv->id);
  for (int i = 0; i < n; i++)
    cmir_sb_printf(g->o, "%s%u", i ? ", " : "", (unsigned)rnd(g, (uint64_t)total));
  cmir_sb_printf(g->o, "] : %s, %s\n", vty(g, a, b1), vty(g, bv, b2));
  vec_add(e, r, a->elem, 1, n, 0);
}

/* A scalar out of a: vector.extract at a static position (a row of a 2-D
 * vector becomes a vector), vector.extractelement at an in-range index,
 * or a vector.reduction. */
static void vec_extract(Gen *g, VecEp *e, const VVal *a) {
  static const char *const ik[] = {"add", "mul", "minui", "minsi", "maxui", "maxsi", "and", "or", "xor"};
  static const char *const fk[] = {"add", "mul", "minimumf", "maximumf", "minnumf", "maxnumf"};
  char b[64], b2[64];
  int k = (int)rnd(g, 3);
  if (k == 0 && a->rank == 2 && coin(g, 50)) {
    uint32_t r = tmp(g);
    VVal row = {0, a->elem, 1, {a->dim[1], 0}};
    emit(g, "%%v%u = vector.extract %%v%u[%u] : %s from %s", r, a->id,
         (unsigned)rnd(g, a->dim[0]), vty(g, &row, b2), vty(g, a, b));
    vec_add(e, r, a->elem, 1, a->dim[1], 0);
    return;
  }
  uint32_t r = tmp(g); /* visible once defined */
  if (k == 0) {
    if (a->rank == 2)
      emit(g, "%%v%u = vector.extract %%v%u[%u, %u] : %s from %s", r, a->id,
           (unsigned)rnd(g, a->dim[0]), (unsigned)rnd(g, a->dim[1]), tn(g, a->elem), vty(g, a, b));
    else
      emit(g, "%%v%u = vector.extract %%v%u[%u] : %s from %s", r, a->id,
           (unsigned)rnd(g, a->dim[0]), tn(g, a->elem), vty(g, a, b));
  } else if (k == 1 && a->rank == 1) {
    /* an index in range: a visible integer remui the lane count */
    int ty = pick_int_type(g);
    uint32_t x = use(g, ty);
    if (ty != T_IDX)
      x = castv(g, "index_castui", NULL, x, ty, T_IDX);
    uint32_t ix = binv(g, "remui", NULL, x, kint(g, T_IDX, a->dim[0]), T_IDX);
    emit(g, "%%v%u = vector.extractelement %%v%u[%%v%u : index] : %s", r, a->id, ix, vty(g, a, b));
  } else if (a->rank == 1) {
    const char *kind = IS_FP(a->elem) ? fk[rnd(g, 6)] : ik[rnd(g, 9)];
    if (strstr(kind, "numf")) { /* + 0, as for arith.maxnumf */
      uint32_t q = tmp(g);
      emit(g, "%%v%u = vector.reduction <%s>, %%v%u : %s into %s", q, kind, a->id, vty(g, a, b),
           tn(g, a->elem));
      uint32_t z = kfloat(g, a->elem, "0.000000e+00");
      emit(g, "%%v%u = arith.addf %%v%u, %%v%u : %s", r, q, z, tn(g, a->elem));
    } else {
      emit(g, "%%v%u = vector.reduction <%s>, %%v%u : %s into %s", r, kind, a->id, vty(g, a, b),
           tn(g, a->elem));
    }
  } else {
    uint32_t f = tmp(g);
    VVal flat = {0, a->elem, 1, {(uint8_t)vlanes(a), 0}};
    emit(g, "%%v%u = vector.shape_cast %%v%u : %s to %s", f, a->id, vty(g, a, b), vty(g, &flat, b2));
    emit(g, "%%v%u = vector.reduction <%s>, %%v%u : %s into %s", r,
         IS_FP(a->elem) ? "add" : "xor", f, vty(g, &flat, b2), tn(g, a->elem));
  }
  push(g, r, a->elem);
}

/* vector.shape_cast between 2-D and 1-D; vector.bitcast of a 1-D vector
 * to another element type of the same total width. */
static void vec_reshape(Gen *g, VecEp *e, const VVal *a) {
  char b[64], b2[64];
  uint32_t r = tmp(g);
  if (a->rank == 2 || coin(g, 40)) {
    VVal t = {0, a->elem, 1, {(uint8_t)vlanes(a), 0}};
    if (a->rank == 1) { /* 1-D of n lanes to 2-D: 2 x n/2 or n x 1 */
      if (a->dim[0] % 2 == 0)
        t.rank = 2, t.dim[0] = 2, t.dim[1] = (uint8_t)(a->dim[0] / 2);
      else
        t.rank = 2, t.dim[0] = a->dim[0], t.dim[1] = 1;
    }
    emit(g, "%%v%u = vector.shape_cast %%v%u : %s to %s", r, a->id, vty(g, a, b), vty(g, &t, b2));
    vec_add(e, r, t.elem, t.rank, t.dim[0], t.dim[1]);
    return;
  }
  unsigned bits = BITS(a->elem) * a->dim[0];
  static const uint8_t to[] = {T_I8, T_I16, T_I32, T_I64, T_F32, T_F64};
  int el = to[rnd(g, sizeof to)];
  if (bits % BITS(el) || bits / BITS(el) > 16)
    el = a->elem;
  VVal t = {0, (uint8_t)el, 1, {(uint8_t)(bits / BITS(el)), 0}};
  uint32_t x = vec_no_nan(g, a); /* NaN payloads are not specified */
  emit(g, "%%v%u = vector.bitcast %%v%u : %s to %s", r, x, vty(g, a, b), vty(g, &t, b2));
  vec_add(e, r, t.elem, 1, t.dim[0], 0);
}

/* An extension or truncation of the lanes (sitofp for integers to
 * floats). */
static void vec_cast(Gen *g, VecEp *e, const VVal *a) {
  char b[64], b2[64];
  VVal t = *a;
  const char *op;
  if (IS_FP(a->elem)) {
    t.elem = a->elem == T_F32 ? T_F64 : T_F32;
    op = a->elem == T_F32 ? "extf" : "truncf";
  } else if (coin(g, 25)) {
    t.elem = coin(g, 50) ? T_F32 : T_F64;
    op = coin(g, 50) ? "sitofp" : "uitofp";
  } else {
    static const uint8_t iw[] = {T_I8, T_I16, T_I32, T_I64};
    t.elem = iw[rnd(g, 4)];
    if (BITS(t.elem) == BITS(a->elem))
      return;
    op = BITS(t.elem) > BITS(a->elem) ? (coin(g, 50) ? "extsi" : "extui") : "trunci";
  }
  uint32_t r = tmp(g);
  emit(g, "%%v%u = arith.%s %%v%u : %s to %s", r, op, a->id, vty(g, a, b), vty(g, &t, b2));
  vec_add(e, r, t.elem, t.rank, t.dim[0], t.dim[1]);
}

/* v with NaN lanes replaced by 0.75 (v itself for integer lanes). */
static uint32_t vec_no_nan(Gen *g, const VVal *v) {
  char b[64], cb[64];
  if (!IS_FP(v->elem))
    return v->id;
  VVal ct = *v;
  ct.elem = T_I1;
  uint32_t c = tmp(g), k = tmp(g), s = tmp(g);
  emit(g, "%%v%u = arith.cmpf uno, %%v%u, %%v%u : %s", c, v->id, v->id, vty(g, v, b));
  emit(g, "%%v%u = arith.constant dense<7.500000e-01> : %s", k, vty(g, v, b));
  emit(g, "%%v%u = arith.select %%v%u, %%v%u, %%v%u : %s, %s", s, c, k, v->id, vty(g, &ct, cb),
       vty(g, v, b));
  return s;
}

static void vec_print(Gen *g, const VVal *v) {
  char b[64];
  uint32_t x = vec_no_nan(g, v);
  g->budget--;
  emit(g, "vector.print %%v%u : %s", x, vty(g, v, b));
}

/* ---- vector memory ----
 *
 * vector.load, vector.store, vector.maskedload and vector.maskedstore of
 * 1-D vectors on a buffer of rank 1 or 2 (the lanes run along its last
 * dim, of B elements), with masks from vector.constant_mask or
 * vector.create_mask. Every lane that is read or written is in bounds:
 * an unmasked access of N lanes starts at a column in [0, B - N]; a masked
 * one enables at most B - col lanes from its start column col (a constant
 * mask of k lanes starts in [0, B - k]; a create_mask's count is clamped
 * with minsi to B - col), so masked-off lanes may lie past the end of the
 * row or of the buffer, which is defined. A create_mask's count runs from
 * -1 (no lane) to the lane count. */

/* The episode's buffer, made on first use (NULL if no kind of buffer is
 * weighed). */
static const Mr *vec_buf(Gen *g, VecEp *e, int elem) {
  if (e->has_buf)
    return &e->buf;
  unsigned wts[2] = {W(mr_alloc) + 1, g->loops ? 0 : W(mr_alloca)};
  bool heap = choose(g, wts, 2) == 0;
  MrTy t;
  memset(&t, 0, sizeof t);
  t.elem = (uint8_t)elem;
  t.rank = coin(g, 60) ? 1 : 2;
  for (int i = 0; i < t.rank; i++) {
    t.size[i] = i == t.rank - 1 ? 1 + (int64_t)rnd(g, 8) : 1 + (int64_t)rnd(g, 3);
    t.dyn[i] = W(mr_dynamic) && rnd(g, 10) < 3;
  }
  mr_identity(&t);
  e->buf = (Mr){mr_alloc(g, &t, heap), t, true};
  e->buf_heap = heap;
  e->has_buf = true;
  mr_fill(g, &e->buf);
  return &e->buf;
}

/* An index value in [0, n): a visible integer remui n, or a constant. */
static uint32_t vec_index_below(Gen *g, int64_t n) {
  if (n <= 1 || coin(g, 30))
    return kint(g, T_IDX, n <= 1 ? 0 : (int64_t)rnd(g, (uint64_t)n));
  int ty = pick_int_type(g);
  uint32_t x = use(g, ty);
  if (ty != T_IDX)
    x = castv(g, "index_castui", NULL, x, ty, T_IDX);
  return binv(g, "remui", NULL, x, kint(g, T_IDX, n), T_IDX);
}

/* A mask of n lanes whose enabled lanes, from column col on, stay below
 * the row's length B: vector.constant_mask (col chosen after it) or
 * vector.create_mask (count clamped to B - col). Sets *col. */
static uint32_t vec_mask(Gen *g, int n, int64_t B, uint32_t *col) {
  char b[64];
  VVal mt = {0, T_I1, 1, {(uint8_t)n, 0}};
  uint32_t m = tmp(g);
  if (coin(g, 40)) {
    int64_t k = (int64_t)rnd(g, (uint64_t)n + 1);
    if (k > B)
      k = B;
    emit(g, "%%v%u = vector.constant_mask [%lld] : %s", m, (long long)k, vty(g, &mt, b));
    *col = vec_index_below(g, B - k + 1);
    return m;
  }
  *col = vec_index_below(g, B);
  uint32_t cnt = binv(g, "subi", NULL, vec_index_below(g, n + 2), kint(g, T_IDX, 1), T_IDX);
  uint32_t room = binv(g, "subi", NULL, kint(g, T_IDX, B), *col, T_IDX);
  cnt = binv(g, "minsi", NULL, cnt, room, T_IDX);
  emit(g, "%%v%u = vector.create_mask %%v%u : %s", m, cnt, vty(g, &mt, b));
  return m;
}

static void vec_mem(Gen *g, VecEp *e, const VVal *a) {
  char b[64], mb[256], kb[64];
  int elem = a->elem;
  if (elem != T_I32 && elem != T_I64 && elem != T_F32 && elem != T_F64)
    elem = e->has_buf ? e->buf.t.elem : mr_elem(g);
  if (e->has_buf)
    elem = e->buf.t.elem;
  const Mr *m = vec_buf(g, e, elem);
  int r = m->t.rank;
  int64_t B = m->t.size[r - 1];
  uint32_t row = r == 2 ? vec_index_below(g, m->t.size[0]) : 0, col;
  int kind = (int)rnd(g, 4); /* load, store, maskedload, maskedstore */
  bool masked = kind >= 2;
  /* lanes: up to B unmasked, up to 8 masked */
  int n;
  const VVal *v = NULL;
  if (kind % 2 == 1 && a->rank == 1 && a->elem == elem && (masked || a->dim[0] <= B))
    v = a;
  n = v ? v->dim[0] : 1 + (int)rnd(g, (uint64_t)(masked ? 8 : (B < 8 ? B : 8)));
  VVal vt = {0, (uint8_t)elem, 1, {(uint8_t)n, 0}};
  VVal mt = {0, T_I1, 1, {(uint8_t)n, 0}};
  uint32_t mask = 0;
  if (masked)
    mask = vec_mask(g, n, B, &col);
  else
    col = vec_index_below(g, B - n + 1);
  if (kind % 2 == 1 && !v && !(v = vec_operand(g, e, elem, 1, n, 0)))
    return;
  char idx[64];
  if (r == 2)
    snprintf(idx, sizeof idx, "%%v%u, %%v%u", row, col);
  else
    snprintf(idx, sizeof idx, "%%v%u", col);
  mrs(&m->t, mb);
  if (kind == 0 || kind == 2) {
    uint32_t res = tmp(g);
    if (kind == 0) {
      emit(g, "%%v%u = vector.load %%v%u[%s] : %s, %s", res, m->id, idx, mb, vty(g, &vt, b));
    } else {
      const VVal *pass = vec_operand(g, e, elem, 1, n, 0);
      if (!pass)
        return;
      emit(g, "%%v%u = vector.maskedload %%v%u[%s], %%v%u, %%v%u : %s, %s, %s into %s", res, m->id,
           idx, mask, pass->id, mb, vty(g, &mt, kb), vty(g, &vt, b), vty(g, &vt, b));
    }
    vec_add(e, res, elem, 1, n, 0);
    return;
  }
  uint32_t x = vec_no_nan(g, v); /* printMemref prints a NaN's sign */
  g->budget--;
  if (kind == 1)
    emit(g, "vector.store %%v%u, %%v%u[%s] : %s, %s", x, m->id, idx, mb, vty(g, &vt, b));
  else
    emit(g, "vector.maskedstore %%v%u[%s], %%v%u, %%v%u : %s, %s, %s", m->id, idx, mask, x, mb,
         vty(g, &mt, kb), vty(g, &vt, b));
}

static void gen_vector(Gen *g) {
  VecEp *e = cmir_xcalloc(1, sizeof *e);
  int elem = vec_elem(g), rank = coin(g, 70) ? 1 : 2;
  static const uint8_t lanes[] = {1, 2, 3, 4, 4, 8};
  int d0 = rank == 1 ? lanes[rnd(g, sizeof lanes)] : 2 + (int)rnd(g, 2);
  int d1 = rank == 2 ? (coin(g, 50) ? 2 : 4) : 0;
  if (!vec_make(g, e, elem, rank, d0, d1)) {
    free(e);
    return;
  }
  int steps = 2 + (int)rnd(g, 6);
  for (int s = 0; s < steps && e->nv < VEC_MAX; s++) {
    const VVal a = e->v[rnd(g, (uint64_t)e->nv)];
    bool fp = IS_FP(a.elem);
    unsigned wts[] = {6, 3, fp ? 2 : 0, a.rank == 1 ? 2 : 0, 4, 2, 2, 3};
    switch (choose(g, wts, sizeof wts / sizeof wts[0])) {
    case 0:
      vec_binop(g, e, &a);
      break;
    case 1:
      vec_select(g, e, &a);
      break;
    case 2:
      vec_fma(g, e, &a);
      break;
    case 3:
      vec_shuffle(g, e, &a);
      break;
    case 4:
      vec_extract(g, e, &a);
      break;
    case 5:
      vec_reshape(g, e, &a);
      break;
    case 6:
      vec_cast(g, e, &a);
      break;
    default:
      vec_mem(g, e, &a);
      break;
    }
  }
  for (int i = 0; i < e->nv; i++)
    if (i == e->nv - 1 || coin(g, 60))
      vec_print(g, &e->v[i]);
  if (e->has_buf) {
    char b[256];
    mr_print(g, &e->buf);
    if (e->buf_heap) {
      g->budget--;
      emit(g, "memref.dealloc %%v%u : %s", e->buf.id, mrs(&e->buf.t, b));
    }
  }
  free(e);
}

/* ---- ops ---- */

static void gen_op(Gen *g) {
  bool nest = g->depth < 3 && g->budget > 10;
  bool loop = nest && g->loops < 2, call = g->loops == 0;
  bool top = g->depth == 0 && !g->side && g->budget > 10;
  unsigned wts[] = {W(int_arith),
                    W(int_div),
                    W(int_shift),
                    W(int_flags),
                    W(int_extended),
                    W(cmp),
                    W(select),
                    W(constant),
                    W(cast),
                    W(float_arith),
                    W(print),
                    loop && !g->llvm ? W(scf_for) : 0,
                    nest && !g->llvm ? W(scf_if) : 0,
                    loop && !g->llvm ? W(scf_while) : 0,
                    top ? W(cf_branch) : 0,
                    call ? W(call) : 0,
                    call ? W(recursion) : 0,
                    call && !g->llvm ? W(call_indirect) : 0,
                    g->llvm ? 0 : W(memref),
                    g->llvm ? W(llvm_mem) : 0,
                    loop && !g->llvm ? W(affine) : 0,
                    g->llvm ? 0 : W(vector)};
  switch (choose(g, wts, sizeof wts / sizeof wts[0])) {
  case 0:
    gen_int_binop(g, pick_int_type(g));
    break;
  case 1:
    gen_int_div(g, pick_int_type(g));
    break;
  case 2:
    gen_int_shift(g, pick_int_type(g));
    break;
  case 3:
    gen_int_flags(g, pick_int_type(g));
    break;
  case 4:
    gen_int_extended(g, pick_int_type(g));
    break;
  case 5:
    gen_cmp(g);
    break;
  case 6:
    gen_select(g);
    break;
  case 7:
    any_const(g, pick_type(g, true));
    break;
  case 8:
    gen_cast(g);
    break;
  case 9:
    gen_float_op(g);
    break;
  case 10:
    gen_print(g);
    break;
  case 11:
    gen_for(g);
    break;
  case 12:
    gen_if(g);
    break;
  case 13:
    gen_while(g);
    break;
  case 14:
    gen_branch(g);
    break;
  case 15:
    gen_call(g, false, false);
    break;
  case 16:
    gen_call(g, false, true);
    break;
  case 17:
    gen_call(g, true, false);
    break;
  case 18:
    gen_memref(g);
    break;
  case 19:
    gen_llvm_mem(g);
    break;
  case 20:
    gen_affine(g);
    break;
  case 21:
    gen_vector(g);
    break;
  default:
    int_const(g, T_I32, 0);
    break;
  }
}

/* About `ops` more ops (regions count their contents). */
static void gen_ops(Gen *g, int ops) {
  int stop = g->budget - ops;
  while (g->budget > stop && g->budget > 0)
    gen_op(g);
}

/* ---- functions ---- */

static void func_header(Gen *g, const char *name, const uint32_t *args, const GFunc *f) {
  cmir_sb_printf(g->o, "%s @%s(", g->llvm ? "llvm.func" : "func.func", name);
  for (int i = 0; i < f->nargs; i++)
    cmir_sb_printf(g->o, "%s%%v%u: %s", i ? ", " : "", args[i], tn(g, f->arg[i]));
  cmir_sb_putc(g->o, ')');
  if (f->nres) {
    cmir_sb_puts(g->o, " -> ");
    if (f->nres > 1 || !g->llvm)
      cmir_sb_putc(g->o, '(');
    type_list(g, f->res, f->nres);
    if (f->nres > 1 || !g->llvm)
      cmir_sb_putc(g->o, ')');
  }
  cmir_sb_puts(g->o, " {\n");
}

static void ret(Gen *g, const GFunc *f) {
  uint32_t vals[4];
  for (int i = 0; i < f->nres; i++)
    vals[i] = use(g, f->res[i]);
  term(g, g->llvm ? "llvm.return" : "func.return", vals, f->res, f->nres);
}

/* Function k's definition, with about `ops` ops. */
static void gen_func(Gen *g, int k, int ops) {
  const GFunc *f = &g->funcs[k];
  char name[16];
  if (k == g->nfuncs)
    snprintf(name, sizeof name, "main");
  else
    snprintf(name, sizeof name, "%s%d", f->rec ? "rec" : "f", k);
  uint32_t args[4];
  fresh_args(g, args, f->nargs);
  func_header(g, name, args, f);
  g->cur = k == g->nfuncs ? -1 : k;
  g->floor = g->nv = 0;
  g->nblock = 1;
  g->indent = 2;
  g->depth = 0;
  g->side = false;
  g->budget = ops;
  for (int i = 0; i < f->nargs; i++)
    push(g, args[i], f->arg[i]);
  uint32_t ifres = 0;
  if (f->rec) {
    /* if depth <= 0: return x, else the body and a call with depth - 1 */
    g->v[0].used = 1;
    uint32_t c = cmpi(g, "sle", args[0], kint(g, T_I32, 0), T_I32);
    if (g->llvm) {
      emit(g, "llvm.cond_br %%v%u, ^bb1, ^bb2", c);
      block_label(g, 1, NULL, NULL, 0);
      emit(g, "llvm.return %%v%u : %s", args[1], tn(g, f->res[0]));
      block_label(g, 2, NULL, NULL, 0);
      g->nblock = 3;
      g->side = true; /* no branches: keeps the structure simple */
    } else {
      results(g, &ifres, 1);
      cmir_sb_printf(g->o, "scf.if %%v%u -> (%s) {\n", c, tn(g, f->res[0]));
      emit(g, "  scf.yield %%v%u : %s", args[1], tn(g, f->res[0]));
      emit(g, "} else {");
      g->indent += 2;
      g->depth++;
    }
    uint32_t mark = g->nv;
    gen_ops(g, ops);
    uint32_t d = binv(g, "subi", "sub", args[0], kint(g, T_I32, 1), T_I32);
    uint32_t x = use(g, f->arg[1]), r = tmp(g);
    cmir_sb_indent(g->o, g->indent);
    cmir_sb_printf(g->o, "%%v%u = %s @%s(%%v%u, %%v%u) : ", r, g->llvm ? "llvm.call" : "func.call",
                   name, d, x);
    fn_type(g, f);
    cmir_sb_putc(g->o, '\n');
    push(g, r, f->res[0]);
    uint32_t y = use(g, f->res[0]);
    fold_scope(g, mark);
    if (g->llvm) {
      emit(g, "llvm.return %%v%u : %s", y, tn(g, f->res[0]));
    } else {
      emit(g, "scf.yield %%v%u : %s", y, tn(g, f->res[0]));
      g->indent -= 2;
      g->depth--;
      emit(g, "}");
      emit(g, "return %%v%u : %s", ifres, tn(g, f->res[0]));
    }
  } else {
    gen_ops(g, ops);
    fold_scope(g, 0);
    ret(g, f);
  }
  cmir_sb_puts(g->o, "}\n");
}

/* ---- the module ---- */

static const char *const runtime_fns[][2] = {
    {"printI64", "i64"}, {"printU64", "i64"},  {"printF32", "f32"},
    {"printF64", "f64"}, {"printNewline", ""},
};

void cmir_fuzz_generate(uint64_t seed, const CmirFuzzGenOptions *opts, CmirStrBuf *out) {
  Gen gen, *g = &gen;
  memset(g, 0, sizeof *g);
  g->rng = seed ^ 0x636d69722d66757aull; /* "cmir-fuz" */
  g->o = out;
  g->llvm = opts && opts->dialect == CMIR_FUZZ_DIALECT_LLVM;
  if (opts && opts->weights)
    g->w = *opts->weights;
  else
    cmir_fuzz_weights_default(&g->w);
  unsigned ops = opts && opts->ops ? opts->ops : 100;
  cmir_sb_printf(out, "// cmir-fuzz generator %d seed %llu dialect %s ops %u\n",
                 CMIR_FUZZ_GEN_VERSION, (unsigned long long)seed, g->llvm ? "llvm" : "std", ops);
  for (size_t i = 0; i < sizeof runtime_fns / sizeof runtime_fns[0]; i++)
    cmir_sb_printf(out, "%s @%s(%s)\n", g->llvm ? "llvm.func" : "func.func private",
                   runtime_fns[i][0], runtime_fns[i][1]);
  if (!g->llvm && (W(memref) || W(affine))) {
    static const char *const pm[] = {"I32", "I64", "F32", "F64"};
    static const char *const pe[] = {"i32", "i64", "f32", "f64"};
    for (int i = 0; i < 4; i++)
      cmir_sb_printf(out,
                     "func.func private @printMemref%s(memref<*x%s>) attributes "
                     "{llvm.emit_c_interface}\n",
                     pm[i], pe[i]);
  }
  CmirStrBuf extra;
  cmir_sb_init(&extra);
  g->extra = &extra;

  /* The functions: signatures first (calls go from each to later ones),
   * then the bodies, each with a share of the ops. */
  unsigned callw = W(call) + W(recursion) + W(call_indirect);
  int nf = callw ? (int)rnd(g, 4) : 0;
  for (int k = 0; k < nf; k++) {
    GFunc *f = &g->funcs[k];
    f->rec = W(recursion) && coin(g, 30);
    if (f->rec) {
      f->nargs = 2, f->nres = 1;
      f->arg[0] = T_I32;
      f->arg[1] = f->res[0] = (uint8_t)pick_type(g, true);
      continue;
    }
    f->nargs = (uint8_t)rnd(g, 4);
    f->nres = (uint8_t)(g->llvm ? rnd(g, 2) : rnd(g, 4));
    for (int i = 0; i < f->nargs; i++)
      f->arg[i] = (uint8_t)pick_type(g, true);
    for (int i = 0; i < f->nres; i++)
      f->res[i] = (uint8_t)pick_type(g, true);
  }
  g->nfuncs = nf;
  int share = (int)ops / (nf + 2);
  for (int k = 0; k < nf; k++)
    gen_func(g, k, g->funcs[k].rec ? share / 2 : share);
  GFunc mainf = {0};
  g->funcs[nf] = mainf;
  gen_func(g, nf, (int)ops - share * nf);
  cmir_sb_putn(out, extra.data, extra.len);
  cmir_sb_free(&extra);
  free(g->v);
}
/* ---- weights ---- */

static const struct {
  const char *name, *doc;
  unsigned def;
} weight_rows[CMIR_FUZZ_W_COUNT] = {
#define ROW(name, def, doc) {#name, doc, def},
    CMIR_FUZZ_WEIGHTS(ROW)
#undef ROW
};

void cmir_fuzz_weights_default(CmirFuzzWeights *w) {
  for (int i = 0; i < CMIR_FUZZ_W_COUNT; i++)
    w->w[i] = weight_rows[i].def;
}

int cmir_fuzz_weight_index(const char *name, size_t len) {
  for (int i = 0; i < CMIR_FUZZ_W_COUNT; i++)
    if (strlen(weight_rows[i].name) == len && !memcmp(weight_rows[i].name, name, len))
      return i;
  return -1;
}

const char *cmir_fuzz_weight_name(int i) {
  return i >= 0 && i < CMIR_FUZZ_W_COUNT ? weight_rows[i].name : NULL;
}

const char *cmir_fuzz_weight_doc(int i) {
  return i >= 0 && i < CMIR_FUZZ_W_COUNT ? weight_rows[i].doc : NULL;
}

static bool is_space(char c) { return c == ' ' || c == '\t' || c == '\r'; }

bool cmir_fuzz_weights_parse(const char *fname, const char *text, size_t len, CmirFuzzWeights *w,
                             CmirStrBuf *err) {
  unsigned line = 0;
  size_t i = 0;
  while (i < len) {
    line++;
    size_t end = i;
    while (end < len && text[end] != '\n')
      end++;
    size_t e = end;
    for (size_t k = i; k < end; k++)
      if (text[k] == '#') {
        e = k;
        break;
      }
    while (i < e && is_space(text[i]))
      i++;
    while (e > i && is_space(text[e - 1]))
      e--;
    if (i < e) {
      size_t n = i;
      while (n < e && (text[n] == '_' || (text[n] >= 'a' && text[n] <= 'z') ||
                       (text[n] >= '0' && text[n] <= '9')))
        n++;
      int idx = cmir_fuzz_weight_index(text + i, n - i);
      size_t p = n;
      while (p < e && is_space(text[p]))
        p++;
      const char *msg = NULL;
      unsigned long long val = 0;
      if (n == i)
        msg = "expected a weight name";
      else if (idx < 0)
        msg = "unknown weight";
      else if (p >= e || text[p] != '=')
        msg = "expected '=' after the weight name";
      else {
        p++;
        while (p < e && is_space(text[p]))
          p++;
        if (p == e)
          msg = "expected a number after '='";
        for (; p < e && !msg; p++) {
          if (text[p] < '0' || text[p] > '9')
            msg = "expected a non-negative integer weight";
          else if ((val = val * 10 + (unsigned)(text[p] - '0')) > 1000000)
            msg = "weight too large (at most 1000000)";
        }
      }
      if (msg) {
        if (err) {
          cmir_sb_printf(err, "%s:%u: error: %s", fname, line, msg);
          if (idx < 0 && n > i)
            cmir_sb_printf(err, " '%.*s'", (int)(n - i), text + i);
          cmir_sb_putc(err, '\n');
        }
        return false;
      }
      w->w[idx] = (unsigned)val;
    }
    i = end + 1;
  }
  return true;
}
