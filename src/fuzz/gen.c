/* cmir-fuzz's program generator: program `seed` as MLIR text.
 *
 * The generator writes text directly (no IR is built), keeping a stack of
 * the SSA values visible at the current point with their types. Every op
 * is made free of undefined behaviour by construction (divisors and shift
 * amounts guarded by arith ops in the program itself, loop bounds and
 * memref indices constants or clamped), and every value that nothing uses
 * is folded, at the end of its scope, into a checksum that is printed. So
 * a program's output depends on every value it computes. */
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
  T_COUNT
};

static const struct {
  const char *name;
  uint8_t bits; /* integer width or float storage width; index is 64 */
  bool fp;
} ty_info[T_COUNT] = {
    [T_I1] = {"i1", 1, false},    [T_I3] = {"i3", 3, false},     [T_I8] = {"i8", 8, false},
    [T_I16] = {"i16", 16, false}, [T_I17] = {"i17", 17, false},  [T_I32] = {"i32", 32, false},
    [T_I33] = {"i33", 33, false}, [T_I64] = {"i64", 64, false},  [T_IDX] = {"index", 64, false},
    [T_F16] = {"f16", 16, true},  [T_BF16] = {"bf16", 16, true}, [T_F32] = {"f32", 32, true},
    [T_F64] = {"f64", 64, true},
};

#define TN(t)    (ty_info[t].name)
#define IS_FP(t) (ty_info[t].fp)
#define BITS(t)  (ty_info[t].bits)

/* ---- generator state ---- */

typedef struct GVal {
  uint32_t id;  /* %vID */
  uint8_t ty;   /* T_* */
  uint8_t used; /* some op uses it (else it goes into the checksum) */
} GVal;

typedef struct Gen {
  uint64_t rng;
  CmirStrBuf *o;
  CmirFuzzWeights w;
  GVal *v; /* visible values, innermost scope last */
  uint32_t nv, cap;
  uint32_t next;   /* next value id */
  unsigned indent; /* current indentation, in spaces */
  int budget;      /* ops still to generate in this function */
  unsigned depth;  /* region nesting depth */
} Gen;

static uint64_t rnd(Gen *g, uint64_t n) { return n ? rng_next(&g->rng) % n : 0; }
static bool coin(Gen *g, unsigned percent) { return rnd(g, 100) < percent; }

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

/* A value id for a value defined outside the pool (block arguments of
 * helpers, results consumed at once): counted, not visible. */
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
    return 0;
  unsigned r = (unsigned)rnd(g, total);
  for (int i = 0; i < n; i++) {
    if (r < wts[i])
      return i;
    r -= wts[i];
  }
  return n - 1;
}

static int pick_type(Gen *g, bool allow_fp) {
  const unsigned *W = g->w.w;
  unsigned wts[] = {W[CMIR_FUZZ_W_type_i1],
                    W[CMIR_FUZZ_W_type_odd],
                    W[CMIR_FUZZ_W_type_small],
                    W[CMIR_FUZZ_W_type_small],
                    W[CMIR_FUZZ_W_type_odd],
                    W[CMIR_FUZZ_W_type_i32],
                    W[CMIR_FUZZ_W_type_odd],
                    W[CMIR_FUZZ_W_type_i64],
                    W[CMIR_FUZZ_W_type_index],
                    allow_fp ? W[CMIR_FUZZ_W_type_half] : 0,
                    allow_fp ? W[CMIR_FUZZ_W_type_half] : 0,
                    allow_fp ? W[CMIR_FUZZ_W_type_f32] : 0,
                    allow_fp ? W[CMIR_FUZZ_W_type_f64] : 0};
  int t = choose(g, wts, T_COUNT);
  return t;
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

/* An interesting integer of the given width (as a signed value). */
static int64_t int_edge(Gen *g, unsigned bits) {
  uint64_t min = bits >= 64 ? 1ull << 63 : 1ull << (bits - 1);
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

static uint32_t int_const(Gen *g, int ty, int64_t v) {
  uint32_t id = def(g, ty);
  if (ty == T_I1)
    emit(g, "%%v%u = arith.constant %s", id, v & 1 ? "true" : "false");
  else
    emit(g, "%%v%u = arith.constant %lld : %s", id, (long long)sext((uint64_t)v, BITS(ty)), TN(ty));
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
    emit(g, "%%v%u = arith.constant %s : %s", id, dec[rnd(g, sizeof dec / sizeof dec[0])], TN(ty));
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
  unsigned digits = BITS(ty) / 4;
  emit(g, "%%v%u = arith.constant 0x%0*llX : %s", id, (int)digits,
       (unsigned long long)tab[rnd(g, 6)], TN(ty));
  return id;
}

static uint32_t any_const(Gen *g, int ty) {
  return IS_FP(ty) ? float_const(g, ty) : int_const(g, ty, int_edge(g, BITS(ty)));
}

/* A visible value of type ty (marked used), or a new constant. */
static uint32_t use(Gen *g, int ty) {
  if (g->nv && !coin(g, 10)) {
    for (int tries = 0; tries < 8; tries++) {
      /* favour recent values */
      uint32_t n = g->nv < 24 ? g->nv : 24;
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

/* ---- observation ---- */

/* Value id as an i64 (a new value, not in the pool). NaNs become one fixed
 * number first: their sign and payload differ between targets. */
static uint32_t as_i64(Gen *g, uint32_t id, int ty) {
  if (ty == T_I64)
    return id;
  uint32_t r = tmp(g);
  if (ty == T_IDX) {
    emit(g, "%%v%u = arith.index_cast%s %%v%u : index to i64", r, coin(g, 50) ? "ui" : "", id);
    return r;
  }
  if (!IS_FP(ty)) {
    emit(g, "%%v%u = arith.ext%si %%v%u : %s to i64", r, coin(g, 50) ? "u" : "s", id, TN(ty));
    return r;
  }
  uint32_t uno = r, alt = tmp(g), sel = tmp(g);
  emit(g, "%%v%u = arith.cmpf uno, %%v%u, %%v%u : %s", uno, id, id, TN(ty));
  emit(g, "%%v%u = arith.constant 1.234500e+04 : %s", alt, TN(ty));
  emit(g, "%%v%u = arith.select %%v%u, %%v%u, %%v%u : %s", sel, uno, alt, id, TN(ty));
  uint32_t d = sel;
  if (ty != T_F64) {
    d = tmp(g);
    emit(g, "%%v%u = arith.extf %%v%u : %s to f64", d, sel, TN(ty));
  }
  uint32_t b = tmp(g);
  emit(g, "%%v%u = arith.bitcast %%v%u : f64 to i64", b, d);
  return b;
}

static void print_i64(Gen *g, uint32_t id) {
  emit(g, "func.call @printI64(%%v%u) : (i64) -> ()", id);
  emit(g, "func.call @printNewline() : () -> ()");
}

/* Folds every unused value of the pool from index `mark` on into a
 * checksum and prints it. */
static void fold_scope(Gen *g, uint32_t mark) {
  uint32_t acc = UINT32_MAX;
  for (uint32_t i = mark; i < g->nv; i++) {
    if (g->v[i].used)
      continue;
    g->v[i].used = 1;
    uint32_t x = as_i64(g, g->v[i].id, g->v[i].ty);
    if (acc == UINT32_MAX) {
      acc = x;
      continue;
    }
    uint32_t k = tmp(g), m = tmp(g), s = tmp(g);
    emit(g, "%%v%u = arith.constant 31 : i64", k);
    emit(g, "%%v%u = arith.muli %%v%u, %%v%u : i64", m, acc, k);
    emit(g, "%%v%u = arith.%s %%v%u, %%v%u : i64", s, coin(g, 50) ? "addi" : "xori", m, x);
    acc = s;
  }
  if (acc != UINT32_MAX)
    print_i64(g, acc);
}

/* ---- integer arithmetic ---- */

static uint32_t gen_int_binop(Gen *g, int ty) {
  static const char *const ops[] = {"addi", "subi",  "muli",  "andi",  "ori",
                                    "xori", "maxsi", "maxui", "minsi", "minui"};
  uint32_t a = use(g, ty), b = use(g, ty), r = def(g, ty);
  emit(g, "%%v%u = arith.%s %%v%u, %%v%u : %s", r, ops[rnd(g, 10)], a, b, TN(ty));
  return r;
}

/* Division and remainder: a zero divisor becomes 1, and INT_MIN / -1 (for
 * the signed ops) becomes 0 / -1. */
static uint32_t gen_int_div(Gen *g, int ty) {
  static const struct {
    const char *name;
    bool is_signed;
  } ops[] = {{"divui", false},     {"divsi", true},  {"ceildivui", false}, {"ceildivsi", true},
             {"floordivsi", true}, {"remui", false}, {"remsi", true}};
  int k = (int)rnd(g, 7);
  const char *T = TN(ty);
  uint32_t a = use(g, ty), b = use(g, ty);
  uint32_t z = tmp(g), one = tmp(g), isz = tmp(g), d = tmp(g);
  if (ty == T_I1) {
    emit(g, "%%v%u = arith.constant false", z);
    emit(g, "%%v%u = arith.constant true", one);
  } else {
    emit(g, "%%v%u = arith.constant 0 : %s", z, T);
    emit(g, "%%v%u = arith.constant 1 : %s", one, T);
  }
  emit(g, "%%v%u = arith.cmpi eq, %%v%u, %%v%u : %s", isz, b, z, T);
  emit(g, "%%v%u = arith.select %%v%u, %%v%u, %%v%u : %s", d, isz, one, b, T);
  if (ops[k].is_signed) {
    uint32_t mn = tmp(g), m1 = tmp(g), e1 = tmp(g), e2 = tmp(g), both = tmp(g), a2 = tmp(g);
    if (ty == T_I1) {
      emit(g, "%%v%u = arith.constant true", mn);
      emit(g, "%%v%u = arith.constant true", m1);
    } else {
      int64_t min = BITS(ty) >= 64 ? INT64_MIN : -(int64_t)(1ull << (BITS(ty) - 1));
      emit(g, "%%v%u = arith.constant %lld : %s", mn, (long long)min, T);
      emit(g, "%%v%u = arith.constant -1 : %s", m1, T);
    }
    emit(g, "%%v%u = arith.cmpi eq, %%v%u, %%v%u : %s", e1, a, mn, T);
    emit(g, "%%v%u = arith.cmpi eq, %%v%u, %%v%u : %s", e2, d, m1, T);
    emit(g, "%%v%u = arith.andi %%v%u, %%v%u : i1", both, e1, e2);
    emit(g, "%%v%u = arith.select %%v%u, %%v%u, %%v%u : %s", a2, both, z, a, T);
    a = a2;
  }
  uint32_t r = def(g, ty);
  emit(g, "%%v%u = arith.%s %%v%u, %%v%u : %s", r, ops[k].name, a, d, T);
  return r;
}

/* Shifts: the amount is taken modulo the width. */
static uint32_t gen_int_shift(Gen *g, int ty) {
  static const char *const ops[] = {"shli", "shrsi", "shrui"};
  const char *T = TN(ty);
  uint32_t a = use(g, ty), s = use(g, ty), w = tmp(g), m = tmp(g);
  if (ty == T_I1)
    emit(g, "%%v%u = arith.constant true", w);
  else
    emit(g, "%%v%u = arith.constant %u : %s", w, BITS(ty), T);
  emit(g, "%%v%u = arith.remui %%v%u, %%v%u : %s", m, s, w, T);
  uint32_t r = def(g, ty);
  emit(g, "%%v%u = arith.%s %%v%u, %%v%u : %s", r, ops[rnd(g, 3)], a, m, T);
  return r;
}

/* One integer op of type ty, chosen by the weights. */
static void gen_int_op(Gen *g, int ty) {
  const unsigned *W = g->w.w;
  unsigned wts[] = {W[CMIR_FUZZ_W_int_arith], W[CMIR_FUZZ_W_int_div], W[CMIR_FUZZ_W_int_shift],
                    W[CMIR_FUZZ_W_constant]};
  switch (choose(g, wts, 4)) {
  case 0:
    gen_int_binop(g, ty);
    break;
  case 1:
    gen_int_div(g, ty);
    break;
  case 2:
    gen_int_shift(g, ty);
    break;
  default:
    any_const(g, ty);
    break;
  }
}

/* ---- regions ---- */

static void gen_block(Gen *g, int ops);

/* scf.for with constant bounds (trip counts from -2 to 6: zero and
 * negative counts included) and iter_args. */
static void gen_for(Gen *g) {
  int lb = (int)rnd(g, 5) - 2, n = (int)rnd(g, 9) - 2, step = 1 + (int)rnd(g, 3);
  int ub = lb + n * step + (int)rnd(g, (unsigned)step);
  int niter = (int)rnd(g, 3);
  int ity[3];
  uint32_t init[3];
  for (int i = 0; i < niter; i++) {
    ity[i] = pick_type(g, true);
    init[i] = use(g, ity[i]);
  }
  uint32_t clb = int_const(g, T_IDX, lb), cub = int_const(g, T_IDX, ub),
           cst = int_const(g, T_IDX, step);
  g->v[g->nv - 1].used = g->v[g->nv - 2].used = g->v[g->nv - 3].used = 1;
  uint32_t res[3];
  for (int i = 0; i < niter; i++)
    res[i] = g->next++;
  uint32_t iv = tmp(g), arg0 = g->next;
  g->next += (uint32_t)niter;
  CmirStrBuf *o = g->o;
  cmir_sb_indent(o, g->indent);
  for (int i = 0; i < niter; i++)
    cmir_sb_printf(o, "%%v%u%s", res[i], i + 1 < niter ? ", " : " = ");
  cmir_sb_printf(o, "scf.for %%v%u = %%v%u to %%v%u step %%v%u", iv, clb, cub, cst);
  if (niter) {
    cmir_sb_puts(o, " iter_args(");
    for (int i = 0; i < niter; i++)
      cmir_sb_printf(o, "%s%%v%u = %%v%u", i ? ", " : "", arg0 + i, init[i]);
    cmir_sb_puts(o, ") -> (");
    for (int i = 0; i < niter; i++)
      cmir_sb_printf(o, "%s%s", i ? ", " : "", TN(ity[i]));
    cmir_sb_putc(o, ')');
  }
  cmir_sb_puts(o, " {\n");
  uint32_t mark = g->nv;
  g->indent += 2;
  g->depth++;
  /* the induction variable and the iteration arguments are visible */
  push(g, iv, T_IDX);
  for (int i = 0; i < niter; i++)
    push(g, arg0 + (uint32_t)i, ity[i]);
  gen_block(g, 3 + (int)rnd(g, 8));
  uint32_t yv[3];
  for (int i = 0; i < niter; i++)
    yv[i] = use(g, ity[i]);
  fold_scope(g, mark);
  cmir_sb_indent(o, g->indent);
  cmir_sb_puts(o, "scf.yield");
  for (int i = 0; i < niter; i++)
    cmir_sb_printf(o, "%s%%v%u", i ? ", " : " ", yv[i]);
  if (niter) {
    cmir_sb_puts(o, " : ");
    for (int i = 0; i < niter; i++)
      cmir_sb_printf(o, "%s%s", i ? ", " : "", TN(ity[i]));
  }
  cmir_sb_putc(o, '\n');
  g->nv = mark;
  g->depth--;
  g->indent -= 2;
  emit(g, "}");
  for (int i = 0; i < niter; i++)
    push(g, res[i], ity[i]);
}

static void gen_op(Gen *g) {
  const unsigned *W = g->w.w;
  unsigned wts[] = {W[CMIR_FUZZ_W_int_arith] + W[CMIR_FUZZ_W_int_div] + W[CMIR_FUZZ_W_int_shift] +
                        W[CMIR_FUZZ_W_constant],
                    g->depth < 3 ? W[CMIR_FUZZ_W_scf_for] : 0};
  switch (choose(g, wts, 2)) {
  case 0: {
    int ty = pick_type(g, false);
    gen_int_op(g, ty);
    break;
  }
  default:
    gen_for(g);
    break;
  }
}

static void gen_block(Gen *g, int ops) {
  int stop = g->budget - ops;
  while (g->budget > stop && g->budget > 0)
    gen_op(g);
}

/* ---- the module ---- */

static const char runtime_decls[] = "func.func private @printI64(i64)\n"
                                    "func.func private @printF64(f64)\n"
                                    "func.func private @printNewline()\n";

void cmir_fuzz_generate(uint64_t seed, const CmirFuzzGenOptions *opts, CmirStrBuf *out) {
  Gen g;
  memset(&g, 0, sizeof g);
  g.rng = seed ^ 0x636d69722d66757aull; /* "cmir-fuz" */
  g.o = out;
  if (opts && opts->weights)
    g.w = *opts->weights;
  else
    cmir_fuzz_weights_default(&g.w);
  unsigned ops = opts && opts->ops ? opts->ops : 100;
  cmir_sb_printf(out, "// cmir-fuzz generator %d seed %llu dialect %s ops %u\n",
                 CMIR_FUZZ_GEN_VERSION, (unsigned long long)seed,
                 opts && opts->dialect == CMIR_FUZZ_DIALECT_LLVM ? "llvm" : "std", ops);
  cmir_sb_puts(out, runtime_decls);
  cmir_sb_puts(out, "func.func @main() {\n");
  g.indent = 2;
  g.budget = (int)ops;
  gen_block(&g, (int)ops);
  fold_scope(&g, 0);
  emit(&g, "return");
  cmir_sb_puts(out, "}\n");
  free(g.v);
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
