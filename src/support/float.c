/* Float literals: decimal and hex parsing into raw bits, printing that matches
 * mlir-opt 19 byte for byte, and double conversions (see float.h).
 *
 * Printing follows LLVM's APFloat::toString: the value N*2^E becomes an exact
 * integer V = N*5^-E (or N<<E) times 10^E; V is cut down by a power of ten
 * chosen from its bit length alone (a truncating division that can leave
 * exactly FormatPrecision digits, in which case the result is truncated, not
 * rounded), and the digits left are rounded half-up. The quirk is reproduced,
 * not fixed; tests/unit/float_vectors.inc holds mlir-opt-19's own output.
 *
 * Decimal to binary is correctly rounded for every kind without trusting the
 * C library: glibc 2.36 strtod misrounds some long subnormal literals (one
 * 3/4 ulp above a double comes back rounded down). strtod, or strtof128 or
 * strtold for f80/f128, only supplies a guess, possibly double-rounded into a
 * narrow kind; a search over neighbouring values then settles the result by
 * comparing the literal with their midpoints exactly, on integers
 * (D*5^a << b against M*5^c << d). Digits beyond what any midpoint of the
 * kind can have fold into a sticky bit, which bounds the work. Printing's
 * round-trip test is two of those comparisons. */
#define __STDC_WANT_IEC_60559_TYPES_EXT__ 1
#include "support/float.h"

#include <assert.h>
#include <float.h>
#include <stdlib.h>
#include <string.h>

/* Where parsing gets its guesses for f80 and f128 (any guess is corrected;
 * a closer one saves comparisons). */
#if defined(__GLIBC__) && defined(__FLT128_MANT_DIG__) && defined(__HAVE_FLOAT128) &&              \
    __HAVE_FLOAT128
#define HAVE_STRTOF128 1
#else
#define HAVE_STRTOF128 0
#endif
#if LDBL_MANT_DIG == 64 && LDBL_MAX_EXP == 16384 && (defined(__x86_64__) || defined(__i386__))
#define LDBL_IS_X87 1
#else
#define LDBL_IS_X87 0
#endif

__extension__ typedef unsigned __int128 u128;

#define ONE128 ((u128)1)

typedef struct Fmt {
  uint8_t width;   /* storage bits */
  uint8_t frac;    /* fraction bits below the integer bit */
  uint8_t ebits;   /* exponent field bits */
  uint8_t sigbits; /* significand field bits: frac, or 64 for f80's explicit integer bit */
  int bias;
} Fmt;

/* clang-format off */
static const Fmt fmts[] = {
    [CMIR_FLOAT_BF16] = {16, 7, 8, 7, 127},
    [CMIR_FLOAT_F16] = {16, 10, 5, 10, 15},
    [CMIR_FLOAT_TF32] = {19, 10, 8, 10, 127},
    [CMIR_FLOAT_F32] = {32, 23, 8, 23, 127},
    [CMIR_FLOAT_F64] = {64, 52, 11, 52, 1023},
    [CMIR_FLOAT_F80] = {80, 63, 15, 64, 16383},
    [CMIR_FLOAT_F128] = {128, 112, 15, 112, 16383},
};
/* clang-format on */

/* Exponent of the unit in the last place of subnormals and the smallest
 * normals, and of the largest finite values. */
static int qmin_of(const Fmt *f) { return 1 - f->bias - f->frac; }
static int qmax_of(const Fmt *f) { return (1 << f->ebits) - 2 - f->bias - f->frac; }

unsigned cmir_float_width(CmirFloatKind k) { return fmts[k].width; }

static u128 to128(CmirFloatBits b) { return (u128)b.hi << 64 | b.lo; }
static CmirFloatBits from128(u128 v) { return (CmirFloatBits){(uint64_t)v, (uint64_t)(v >> 64)}; }
static u128 low_mask(unsigned n) { return n >= 128 ? ~(u128)0 : (ONE128 << n) - 1; }

static unsigned bitlen128(u128 v) {
  uint64_t hi = (uint64_t)(v >> 64), lo = (uint64_t)v;
  return hi ? 128 - (unsigned)__builtin_clzll(hi) : lo ? 64 - (unsigned)__builtin_clzll(lo) : 0;
}
static unsigned ctz128(u128 v) {
  uint64_t lo = (uint64_t)v;
  return lo ? (unsigned)__builtin_ctzll(lo) : 64 + (unsigned)__builtin_ctzll((uint64_t)(v >> 64));
}

/* ---- decoding and encoding ---- */

typedef enum VClass { V_ZERO, V_FINITE, V_INF, V_NAN } VClass;

/* A decoded value: (-1)^neg * m * 2^e when finite. */
typedef struct Val {
  VClass cls;
  bool neg;
  u128 m; /* significand as an integer (NaN: the significand field) */
  int e;
} Val;

static Val decode(CmirFloatKind k, u128 b) {
  const Fmt *f = &fmts[k];
  Val v = {V_FINITE, (b >> (f->width - 1)) & 1, 0, 0};
  unsigned emax = (1u << f->ebits) - 1;
  unsigned ef = (unsigned)(b >> f->sigbits) & emax;
  u128 sig = b & low_mask(f->sigbits);
  v.m = sig;
  if (k == CMIR_FLOAT_F80) {
    bool ibit = (sig >> 63) & 1;
    if (ef == 0 && sig == 0)
      v.cls = V_ZERO;
    else if (ef == emax && sig == ONE128 << 63)
      v.cls = V_INF;
    else if (ef == emax || (ef != 0 && !ibit))
      v.cls = V_NAN; /* NaNs, pseudo-NaNs, pseudo-infinities, unnormals */
    else
      v.e = (int)(ef ? ef : 1) - f->bias - f->frac; /* includes pseudo-denormals */
    return v;
  }
  if (ef == emax)
    v.cls = sig ? V_NAN : V_INF;
  else if (ef == 0)
    v.cls = sig ? V_FINITE : V_ZERO, v.e = qmin_of(f);
  else
    v.m = sig | ONE128 << f->frac, v.e = (int)ef - f->bias - f->frac;
  return v;
}

static u128 enc_sign(CmirFloatKind k, bool neg) { return neg ? ONE128 << (fmts[k].width - 1) : 0; }

static u128 enc_inf(CmirFloatKind k, bool neg) {
  const Fmt *f = &fmts[k];
  u128 b = enc_sign(k, neg) | (u128)((1u << f->ebits) - 1) << f->sigbits;
  return k == CMIR_FLOAT_F80 ? b | ONE128 << 63 : b;
}

/* m * 2^q with m < 2^(frac+1), and m >= 2^frac unless q is qmin (subnormal
 * or zero); q above qmax means infinity. */
static u128 encode(CmirFloatKind k, bool neg, u128 m, long q) {
  const Fmt *f = &fmts[k];
  if (q > qmax_of(f))
    return enc_inf(k, neg);
  u128 b = enc_sign(k, neg);
  if (!(m >> f->frac))
    return b | m;
  if (k != CMIR_FLOAT_F80)
    m &= low_mask(f->frac);
  return b | (u128)(q + f->bias + f->frac) << f->sigbits | m;
}

/* A quiet NaN whose fraction is `pay`, a fraction left-aligned in 128 bits. */
static u128 enc_nan(CmirFloatKind k, bool neg, u128 pay) {
  const Fmt *f = &fmts[k];
  u128 fr = (pay >> (128 - f->frac)) | ONE128 << (f->frac - 1);
  return enc_inf(k, neg) | fr;
}

/* (-1)^neg * m * 2^e (m < 2^120) rounded to kind k, nearest-even. */
static u128 round_to(CmirFloatKind k, bool neg, u128 m, int e) {
  const Fmt *f = &fmts[k];
  if (!m)
    return enc_sign(k, neg);
  int prec = f->frac + 1, len = (int)bitlen128(m), qmin = qmin_of(f);
  int sh = len - prec > qmin - e ? len - prec : qmin - e;
  if (sh <= 0) {
    m <<= -sh;
  } else if (sh > len) {
    return enc_sign(k, neg); /* below half the smallest subnormal */
  } else {
    u128 rem = m & low_mask((unsigned)sh), half = ONE128 << (sh - 1);
    m >>= sh;
    m += rem > half || (rem == half && (m & 1));
  }
  e += sh;
  if (m >> prec)
    m >>= 1, e++;
  return encode(k, neg, m, e);
}

CmirFloatBits cmir_float_canonical(CmirFloatKind k, CmirFloatBits bits) {
  u128 b = to128(bits) & low_mask(fmts[k].width);
  if (k == CMIR_FLOAT_F80) {
    Val v = decode(k, b);
    unsigned ef = (unsigned)(b >> 64) & 0x7fff;
    if (v.cls == V_NAN)
      b |= (u128)0x7fff << 64;
    else if (v.cls == V_FINITE && ef == 0 && (v.m >> 63))
      b |= ONE128 << 64; /* pseudo-denormal: same value, exponent 1 */
  }
  return from128(b);
}

bool cmir_float_is_nan(CmirFloatKind k, CmirFloatBits bits) {
  return decode(k, to128(bits) & low_mask(fmts[k].width)).cls == V_NAN;
}

static u128 bits_of_double(double d) {
  uint64_t u;
  memcpy(&u, &d, sizeof u);
  return u;
}

static u128 convert(CmirFloatKind to, CmirFloatKind from, u128 b) {
  Val v = decode(from, b);
  unsigned fr = fmts[from].frac;
  switch (v.cls) {
  case V_ZERO:
    return enc_sign(to, v.neg);
  case V_INF:
    return enc_inf(to, v.neg);
  case V_NAN:
    return enc_nan(to, v.neg, (v.m & low_mask(fr)) << (128 - fr));
  case V_FINITE:
    break;
  }
  return round_to(to, v.neg, v.m, v.e);
}

CmirFloatBits cmir_float_from_double(CmirFloatKind k, double d) {
  if (k == CMIR_FLOAT_F64)
    return from128(bits_of_double(d));
  return from128(convert(k, CMIR_FLOAT_F64, bits_of_double(d)));
}

double cmir_float_to_double(CmirFloatKind k, CmirFloatBits bits) {
  u128 b = to128(bits) & low_mask(fmts[k].width);
  uint64_t u = (uint64_t)(k == CMIR_FLOAT_F64 ? b : convert(CMIR_FLOAT_F64, k, b));
  double d;
  memcpy(&d, &u, sizeof d);
  return d;
}

/* ---- unsigned bignums, little-endian 64-bit limbs ----
 * Capacity is fixed when a number is set up, from a bound on the bits it
 * will reach. Up to BIG_INLINE limbs live in the struct, enough for every
 * f32 and f64 value (at most 2,550 bits); the heap serves the rest. */

enum { BIG_INLINE = 48 };

typedef struct Big {
  uint64_t *w;  /* limbs: inl or heap */
  unsigned n;   /* limbs in use; w[n-1] != 0 when n > 0 */
  unsigned cap; /* limbs available */
  uint64_t inl[BIG_INLINE];
} Big;

static void big_init(Big *b, unsigned long bits) {
  unsigned long cap = bits / 64 + 3;
  b->n = 0;
  b->cap = (unsigned)cap;
  b->w = b->inl;
  if (cap > BIG_INLINE && !(b->w = malloc(cap * sizeof *b->w)))
    abort(); /* out of memory: a broken environment, not bad input */
}

static void big_free(Big *b) {
  if (b->w != b->inl)
    free(b->w);
}

static void big_set(Big *b, u128 v) {
  b->w[0] = (uint64_t)v;
  b->w[1] = (uint64_t)(v >> 64);
  b->n = b->w[1] ? 2 : b->w[0] ? 1 : 0;
}

static void big_copy(Big *dst, const Big *src) {
  assert(src->n <= dst->cap);
  memcpy(dst->w, src->w, src->n * sizeof *src->w);
  dst->n = src->n;
}

static unsigned long big_bits(const Big *b) {
  return b->n ? 64ul * b->n - (unsigned)__builtin_clzll(b->w[b->n - 1]) : 0;
}

/* b = b * f + add */
static void big_muladd1(Big *b, uint64_t f, uint64_t add) {
  uint64_t carry = add;
  for (unsigned i = 0; i < b->n; i++) {
    u128 t = (u128)b->w[i] * f + carry;
    b->w[i] = (uint64_t)t;
    carry = (uint64_t)(t >> 64);
  }
  if (carry) {
    assert(b->n < b->cap);
    b->w[b->n++] = carry;
  }
}

static void big_shl(Big *b, unsigned long s) {
  unsigned long q = s / 64;
  unsigned r = s % 64;
  if (!b->n)
    return;
  assert(b->n + q + 1 <= b->cap);
  uint64_t top = r ? b->w[b->n - 1] >> (64 - r) : 0;
  for (unsigned i = b->n; i-- > 0;)
    b->w[i + q] = b->w[i] << r | (r && i ? b->w[i - 1] >> (64 - r) : 0);
  memset(b->w, 0, q * sizeof b->w[0]);
  b->n += (unsigned)q;
  if (top)
    b->w[b->n++] = top;
}

/* (hi:lo) / d for hi < d: quotient, remainder in *rem. */
static uint64_t div128(uint64_t hi, uint64_t lo, uint64_t d, uint64_t *rem) {
#if defined(__x86_64__)
  uint64_t q, r;
  __asm__("divq %4" : "=a"(q), "=d"(r) : "a"(lo), "d"(hi), "rm"(d));
  *rem = r;
  return q;
#else
  u128 x = (u128)hi << 64 | lo;
  *rem = (uint64_t)(x % d);
  return (uint64_t)(x / d);
#endif
}

/* b = floor(b / d); returns the remainder. */
static uint64_t big_div1(Big *b, uint64_t d) {
  uint64_t rem = 0;
  for (unsigned i = b->n; i-- > 0;)
    b->w[i] = div128(rem, b->w[i], d, &rem);
  while (b->n && !b->w[b->n - 1])
    b->n--;
  return rem;
}

static int big_cmp(const Big *a, const Big *b) {
  if (a->n != b->n)
    return a->n > b->n ? 1 : -1;
  for (unsigned i = a->n; i-- > 0;)
    if (a->w[i] != b->w[i])
      return a->w[i] > b->w[i] ? 1 : -1;
  return 0;
}

/* clang-format off */
static const uint64_t pow10_tab[20] = {
    1ull, 10ull, 100ull, 1000ull,
    10000ull, 100000ull, 1000000ull, 10000000ull,
    100000000ull, 1000000000ull, 10000000000ull, 100000000000ull,
    1000000000000ull, 10000000000000ull, 100000000000000ull, 1000000000000000ull,
    10000000000000000ull, 100000000000000000ull, 1000000000000000000ull, 10000000000000000000ull,
};
/* clang-format on */

/* Bits 5^k adds to a product: k * log2(5) rounded up, over-estimated. */
static unsigned long pow5_bits(unsigned long k) { return k * 2322 / 1000 + 1; }

/* 5^0 .. 5^27, the largest power of 5 in 64 bits */
/* clang-format off */
static const uint64_t pow5_tab[28] = {
    1ull, 5ull, 25ull, 125ull,
    625ull, 3125ull, 15625ull, 78125ull,
    390625ull, 1953125ull, 9765625ull, 48828125ull,
    244140625ull, 1220703125ull, 6103515625ull, 30517578125ull,
    152587890625ull, 762939453125ull, 3814697265625ull, 19073486328125ull,
    95367431640625ull, 476837158203125ull, 2384185791015625ull, 11920928955078125ull,
    59604644775390625ull, 298023223876953125ull, 1490116119384765625ull, 7450580596923828125ull,
};
/* clang-format on */

static void big_mul_pow5(Big *b, unsigned long k) {
  for (; k >= 27; k -= 27)
    big_muladd1(b, pow5_tab[27], 0);
  if (k)
    big_muladd1(b, pow5_tab[k], 0);
}

/* b = floor(b / 2^s); returns whether anything nonzero was discarded. */
static bool big_shr(Big *b, unsigned long s) {
  unsigned long q = s / 64;
  unsigned r = s % 64;
  if (q >= b->n) {
    bool lost = b->n != 0;
    b->n = 0;
    return lost;
  }
  bool lost = r && (b->w[q] << (64 - r)) != 0;
  for (unsigned long i = 0; i < q && !lost; i++)
    lost = b->w[i] != 0;
  unsigned n = b->n - (unsigned)q;
  for (unsigned i = 0; i < n; i++)
    b->w[i] = b->w[i + q] >> r | (r && i + q + 1 < b->n ? b->w[i + q + 1] << (64 - r) : 0);
  b->n = n;
  while (b->n && !b->w[b->n - 1])
    b->n--;
  return lost;
}

/* b = floor(b / 5^t); returns whether anything nonzero was discarded. */
static bool big_div_pow5(Big *b, unsigned long t) {
  bool lost = false;
  for (; t >= 27; t -= 27)
    lost |= big_div1(b, pow5_tab[27]) != 0;
  return (t && big_div1(b, pow5_tab[t]) != 0) || lost;
}

/* b = floor(b / 10^t); returns whether anything nonzero was discarded. */
static bool big_div_pow10(Big *b, unsigned long t) {
  bool lost = false;
  for (; t >= 19; t -= 19)
    lost |= big_div1(b, pow10_tab[19]) != 0;
  if (t)
    lost |= big_div1(b, pow10_tab[t]) != 0;
  return lost;
}

/* ---- APFloat::toString ---- */

/* The digits toString lays out: the value rounded to dig[0..nd) * 10^exp,
 * without trailing zeros. */
typedef struct ApDigits {
  char dig[48];
  unsigned nd;
  int exp;
  bool exact; /* no nonzero digit was dropped */
} ApDigits;

/* Digits of u, most significant first; returns the count (0 for zero). */
static unsigned u128_digits(u128 u, char *out) {
  char t[40];
  unsigned n = 0;
  while (u >> 64) {
    uint64_t c = (uint64_t)(u % pow10_tab[19]);
    u /= pow10_tab[19];
    for (int j = 0; j < 19; j++)
      t[n++] = (char)('0' + c % 10), c /= 10;
  }
  for (uint64_t c = (uint64_t)u; c; c /= 10)
    t[n++] = (char)('0' + c % 10);
  for (unsigned i = 0; i < n; i++)
    out[i] = t[n - 1 - i];
  return n;
}

/* x * f rounded to 128 bits (x normalized, top bit set), down or up; the
 * value stays x * 2^*s. */
static void mul_round(u128 *x, long *s, uint64_t f, bool up) {
  u128 pl = (u128)(uint64_t)*x * f;
  u128 ph = (u128)(uint64_t)(*x >> 64) * f + (pl >> 64); /* product = ph:(uint64_t)pl */
  uint64_t p0 = (uint64_t)pl;
  unsigned z = 128 - bitlen128(ph); /* ph >= 2^127 * 5 / 2^64, so z < 64 */
  u128 top = z ? ph << z | p0 >> (64 - z) : ph;
  *s += 64 - z;
  if (up && (uint64_t)(p0 << z) != 0 && ++top == 0)
    top = ONE128 << 127, ++*s;
  *x = top;
}

/* Bit length of m * 5^k, from lower and upper bounds on it kept to 128 bits;
 * 0 when the bounds straddle a power of two (none did in 10^6 random m, k). */
static unsigned long pow5_product_bits(u128 m, unsigned long k) {
  unsigned sh = 128 - bitlen128(m);
  u128 lo = m << sh, hi = lo;
  long slo = -(long)sh, shi = slo;
  while (k) {
    unsigned j = k >= 27 ? 27 : (unsigned)k;
    k -= j;
    mul_round(&lo, &slo, pow5_tab[j], false);
    mul_round(&hi, &shi, pow5_tab[j], true);
  }
  return slo == shi ? (unsigned long)(slo + 128) : 0;
}

/* FormatPrecision P digits of finite nonzero v, as toString computes them. */
static void ap_digits(const Val *v, unsigned P, ApDigits *r) {
  u128 m = v->m;
  unsigned t0 = ctz128(m);
  long e2 = v->e + (long)t0; /* v = m * 2^e2, m odd */
  m >>= t0;
  unsigned long k = e2 < 0 ? (unsigned long)-e2 : 0;
  unsigned long ue2 = e2 > 0 ? (unsigned long)e2 : 0;

  /* toString makes V = m<<e2 or m*5^k, so that v = V * 10^-k, and cuts t
   * tens off V, t chosen by V's bit length alone (196/59 is just above
   * log2(10)). What is left has at least P digits and fits in 128 bits for
   * P <= 36. Building V and dividing it by 10^t is slow for large exponents,
   * so where t allows it the cut is m*5^(k-t) >> t or (m<<(e2-t)) / 5^t. */
  Big b;
  big_init(&b, 128 + (e2 > 0 ? ue2 : pow5_bits(k)));
  big_set(&b, m);
  unsigned long bits = e2 >= 0 ? bitlen128(m) + ue2 : pow5_product_bits(m, k);
  if (!bits) {
    big_mul_pow5(&b, k);
    bits = big_bits(&b);
  }
  unsigned long req = (P * 196 + 58) / 59, t = bits > req ? (bits - req) * 59 / 196 : 0;
  bool lost = false;
  big_set(&b, m);
  if (t && e2 < 0 && t <= k) {
    big_mul_pow5(&b, k - t);
    lost = big_shr(&b, t);
  } else if (t && e2 > 0 && t <= ue2) {
    big_shl(&b, ue2 - t);
    lost = big_div_pow5(&b, t);
  } else {
    big_shl(&b, ue2);
    big_mul_pow5(&b, k);
    lost = big_div_pow10(&b, t);
  }
  int exp = (int)t - (int)k;
  assert(b.n <= 2);
  u128 rest = b.n ? (u128)(b.n > 1 ? b.w[1] : 0) << 64 | b.w[0] : 0;
  big_free(&b);

  char *dig = r->dig;
  unsigned nd = u128_digits(rest, dig);
  assert(nd > 0);
  while (dig[nd - 1] == '0')
    nd--, exp++;

  if (nd > P) { /* round half up on the first dropped digit */
    unsigned keep = P;
    lost = true;
    if (dig[P] < '5') {
      while (dig[keep - 1] == '0')
        keep--;
    } else {
      while (keep > 0 && dig[keep - 1] == '9')
        keep--;
      if (keep > 0)
        dig[keep - 1]++;
    }
    exp += (int)(nd - keep);
    nd = keep;
    if (!nd) /* 99..9 carried out: 1 * 10^nd */
      dig[0] = '1', nd = 1;
  }
  r->nd = nd;
  r->exp = exp;
  r->exact = !lost;
}

/* The text toString makes of r: pad is FormatMaxPadding (0 forces scientific
 * notation), tz TruncateZero. */
static size_t ap_layout(bool neg, const ApDigits *r, unsigned P, unsigned pad, bool tz, char *out) {
  const char *dig = r->dig;
  unsigned nd = r->nd;
  int exp = r->exp;
  bool sci;
  if (!pad)
    sci = true;
  else if (exp >= 0)
    sci = (unsigned)exp > pad || nd + (unsigned)exp > P;
  else {
    int msd = exp + (int)nd - 1;
    sci = msd < 0 && (unsigned)-msd > pad;
  }

  char *p = out;
  if (neg)
    *p++ = '-';
  if (sci) {
    exp += (int)nd - 1;
    *p++ = dig[0];
    *p++ = '.';
    if (nd == 1 && tz)
      *p++ = '0';
    else
      for (unsigned i = 1; i < nd; i++)
        *p++ = dig[i];
    if (!tz && P > nd - 1)
      for (unsigned i = 0; i < P - nd + 1; i++)
        *p++ = '0';
    *p++ = tz ? 'E' : 'e';
    *p++ = exp >= 0 ? '+' : '-';
    unsigned ue = exp >= 0 ? (unsigned)exp : (unsigned)-exp;
    char eb[12];
    int ne = 0;
    do
      eb[ne++] = (char)('0' + ue % 10), ue /= 10;
    while (ue);
    if (!tz && ne < 2)
      eb[ne++] = '0';
    while (ne)
      *p++ = eb[--ne];
  } else if (exp >= 0) {
    memcpy(p, dig, nd);
    p += nd;
    for (int i = 0; i < exp; i++)
      *p++ = '0';
  } else {
    int whole = exp + (int)nd;
    unsigned i = 0;
    if (whole > 0) {
      for (; i < (unsigned)whole; i++)
        *p++ = dig[i];
      *p++ = '.';
    } else {
      *p++ = '0';
      *p++ = '.';
      for (int z = 0; z < -whole; z++)
        *p++ = '0';
    }
    for (; i < nd; i++)
      *p++ = dig[i];
  }
  *p = 0;
  return (size_t)(p - out);
}

/* ---- decimal parsing ---- */

#define IS_DIGIT(c) ((c) >= '0' && (c) <= '9')

/* [-+]?[0-9]+(\.[0-9]*)?([eE][-+]?[0-9]+)? over all of s[0..n). */
static bool scan_decimal(const char *s, size_t n) {
  size_t i = 0;
  if (i < n && (s[i] == '-' || s[i] == '+'))
    i++;
  if (i >= n || !IS_DIGIT(s[i]))
    return false;
  while (i < n && IS_DIGIT(s[i]))
    i++;
  if (i < n && s[i] == '.')
    for (i++; i < n && IS_DIGIT(s[i]);)
      i++;
  if (i < n && (s[i] == 'e' || s[i] == 'E')) {
    i++;
    if (i < n && (s[i] == '-' || s[i] == '+'))
      i++;
    if (i >= n || !IS_DIGIT(s[i]))
      return false;
    while (i < n && IS_DIGIT(s[i]))
      i++;
  }
  return i == n;
}

/* A decimal x = D * 10^x (plus a little more when sticky): a scanned literal
 * keeps its first (at most limit) significant digits in D. */
typedef struct DecNum {
  bool neg;
  bool sticky; /* nonzero digits were cut off */
  long nd;     /* digits in D; 0 for a zero literal */
  long x;      /* power of ten of D's last digit */
  long dexp;   /* the value lies in [10^(dexp-1), 10^dexp) */
  Big d;
} DecNum;

static void dec_read(DecNum *x, const char *s, size_t n, long limit) {
  size_t i = 0, first = 0;
  x->neg = s[0] == '-';
  x->sticky = false;
  x->nd = 0;
  if (s[0] == '-' || s[0] == '+')
    i++;
  long point = 0, nsig = 0, kept = 0;
  bool seen_point = false;
  for (; i < n && (IS_DIGIT(s[i]) || s[i] == '.'); i++) {
    if (s[i] == '.') {
      seen_point = true;
    } else if (!nsig && s[i] == '0') {
      point -= seen_point;
    } else {
      if (!nsig)
        first = i;
      nsig++;
      point += !seen_point;
      if (nsig <= limit && s[i] != '0')
        kept = nsig;
      else if (nsig > limit && s[i] != '0')
        x->sticky = true;
    }
  }
  long e = 0;
  if (i < n) {
    bool eneg = s[++i] == '-';
    if (s[i] == '-' || s[i] == '+')
      i++;
    for (; i < n; i++)
      if (e < 100000000) /* saturates far outside every kind's range */
        e = e * 10 + (s[i] - '0');
    e = eneg ? -e : e;
  }
  x->nd = kept;
  x->dexp = point + e;
  x->x = x->dexp - kept;
  big_init(&x->d, (unsigned long)kept * 3322 / 1000 + 64);
  big_set(&x->d, 0);
  uint64_t chunk = 0;
  int nchunk = 0;
  for (long got = 0; got < kept; first++) {
    if (s[first] == '.')
      continue;
    chunk = chunk * 10 + (uint64_t)(s[first] - '0');
    got++;
    if (++nchunk == 19 || got == kept) {
      big_muladd1(&x->d, pow10_tab[nchunk], chunk);
      chunk = 0, nchunk = 0;
    }
  }
}

/* Sign of x - m*2^q, m > 0. */
static int dec_cmp(const DecNum *x, u128 m, long q) {
  long t = x->x - q;
  unsigned long xp = x->x > 0 ? (unsigned long)x->x : 0, xn = x->x < 0 ? (unsigned long)-x->x : 0;
  unsigned long tp = t > 0 ? (unsigned long)t : 0, tn = t < 0 ? (unsigned long)-t : 0;
  Big l, r;
  big_init(&l, big_bits(&x->d) + pow5_bits(xp) + tp);
  big_init(&r, 128 + pow5_bits(xn) + tn);
  big_copy(&l, &x->d);
  big_set(&r, m);
  big_mul_pow5(&l, xp); /* D*5^x*2^x against m*2^q, both sides made integers */
  big_mul_pow5(&r, xn);
  big_shl(&l, tp);
  big_shl(&r, tn);
  int c = big_cmp(&l, &r);
  big_free(&l);
  big_free(&r);
  return c ? c : x->sticky;
}

/* Positive values in order: the bits without the sign, and for f80 without
 * the explicit integer bit, so neighbours are consecutive integers. */
static u128 ord_of_bits(CmirFloatKind k, u128 b) {
  b &= low_mask(fmts[k].width - 1u);
  return k == CMIR_FLOAT_F80 ? (b >> 64) << 63 | (b & low_mask(63)) : b;
}

static u128 bits_of_ord(CmirFloatKind k, bool neg, u128 o) {
  if (k == CMIR_FLOAT_F80)
    o = (o >> 63) << 64 | (o >> 63 ? ONE128 << 63 : 0) | (o & low_mask(63));
  return enc_sign(k, neg) | o;
}

static u128 ord_inf(CmirFloatKind k) { return ord_of_bits(k, enc_inf(k, false)); }

/* Whether the value of kind k nearest to x lies above the one with ordinal
 * o: x is past o's upper midpoint, or on it with o's significand odd. */
static bool beyond(CmirFloatKind k, const DecNum *x, u128 o) {
  if (o >= ord_inf(k))
    return false;
  Val v = decode(k, bits_of_ord(k, false, o));
  u128 m = o ? v.m : 0;
  long q = o ? v.e : qmin_of(&fmts[k]);
  int r = dec_cmp(x, 2 * m + 1, q - 1);
  return r > 0 || (!r && (m & 1));
}

/* The ordinal of the value of kind k nearest to x, searched from a guess c:
 * outwards in doubling steps, then by bisection. A guess one ulp off costs
 * two or three comparisons. */
static u128 nearest_ord(CmirFloatKind k, const DecNum *x, u128 c) {
  u128 lo, hi, step = 1, top = ord_inf(k);
  if (beyond(k, x, c)) {
    for (lo = c + 1;; step <<= 1) {
      hi = top - c > step ? c + step : top;
      if (!beyond(k, x, hi))
        break;
      lo = hi + 1;
    }
  } else {
    for (hi = c, lo = 0; hi > 0; step <<= 1) {
      u128 t = hi > step ? hi - step : 0;
      if (beyond(k, x, t)) {
        lo = t + 1;
        break;
      }
      hi = t;
    }
  }
  while (lo < hi) { /* beyond(lo - 1) holds, beyond(hi) does not */
    u128 mid = lo + (hi - lo) / 2;
    if (beyond(k, x, mid))
      lo = mid + 1;
    else
      hi = mid;
  }
  return lo;
}

/* Significant digits beyond which only stickiness matters: more than any
 * midpoint between neighbours of the kind has. A midpoint is M*2^-t with M
 * odd, M < 2^(prec+1) and t <= 2-qmin, so it has at most the digits of
 * M*5^t, or is an integer below 2^(bias+2). */
static long digit_limit(const Fmt *f) {
  long frac_digits = (long)((f->frac + 2) * 0.30103 + (2 - qmin_of(f)) * 0.69898);
  long int_digits = (long)((f->bias + 2) * 0.30103);
  return (frac_digits > int_digits ? frac_digits : int_digits) + 8;
}

static u128 parse_exact_z(CmirFloatKind k, const char *z, size_t n) {
  const Fmt *f = &fmts[k];
  DecNum x;
  dec_read(&x, z, n, digit_limit(f));
  u128 out;
  if (!x.nd || x.dexp < (long)((qmin_of(f) - 2) * 0.30103) - 2) {
    out = enc_sign(k, x.neg);
  } else if (x.dexp > (long)((f->bias + 1) * 0.30103) + 2) {
    out = enc_inf(k, x.neg);
  } else {
    /* a guess from the C library (possibly a little off, see the top of
     * the file), then the exact search */
    u128 guess;
    if (k <= CMIR_FLOAT_F64) {
      guess = convert(k, CMIR_FLOAT_F64, bits_of_double(strtod(z, NULL)));
    } else {
#if HAVE_STRTOF128
      _Float128 w = strtof128(z, NULL);
      memcpy(&guess, &w, sizeof guess);
      guess = k == CMIR_FLOAT_F128 ? guess : convert(k, CMIR_FLOAT_F128, guess);
#elif LDBL_IS_X87
      long double w = strtold(z, NULL);
      uint64_t lw[2] = {0, 0};
      memcpy(lw, &w, 10);
      guess = (u128)(lw[1] & 0xffff) << 64 | lw[0];
      guess = k == CMIR_FLOAT_F80 ? guess : convert(k, CMIR_FLOAT_F80, guess);
#else
      guess = convert(k, CMIR_FLOAT_F64, bits_of_double(strtod(z, NULL)));
#endif
    }
    out = bits_of_ord(k, x.neg, nearest_ord(k, &x, ord_of_bits(k, guess)));
  }
  big_free(&x.d);
  return out;
}

/* NUL-terminated copy of s[0..n) in tmp, or on the heap when it does not fit. */
static char *nul_copy(const char *s, size_t n, char *tmp, size_t cap) {
  char *z = n < cap ? tmp : malloc(n + 1);
  if (z) {
    memcpy(z, s, n);
    z[n] = 0;
  }
  return z;
}

static bool parse_decimal(CmirFloatKind k, const char *s, size_t n, u128 *out) {
  char tmp[128];
  if (!scan_decimal(s, n))
    return false;
  char *z = nul_copy(s, n, tmp, sizeof tmp);
  if (!z)
    return false;
  *out = parse_exact_z(k, z, n);
  if (z != tmp)
    free(z);
  return true;
}

bool cmir_float_parse_exact(CmirFloatKind k, const char *s, size_t n, CmirFloatBits *out) {
  u128 b;
  if (!parse_decimal(k, s, n, &b))
    return false;
  *out = from128(b);
  return true;
}

bool cmir_float_parse(CmirFloatKind k, const char *s, size_t n, CmirFloatBits *out) {
  u128 b;
  if (!parse_decimal(CMIR_FLOAT_F64, s, n, &b))
    return false;
  *out = from128(k == CMIR_FLOAT_F64 ? b : convert(k, CMIR_FLOAT_F64, b));
  return true;
}

bool cmir_float_from_hex(CmirFloatKind k, const char *s, size_t n, CmirFloatBits *out) {
  if (n < 3 || s[0] != '0' || s[1] != 'x')
    return false;
  u128 v = 0;
  unsigned sig = 0;
  for (size_t i = 2; i < n; i++) {
    char c = s[i];
    unsigned d;
    if (c >= '0' && c <= '9')
      d = (unsigned)(c - '0');
    else if (c >= 'a' && c <= 'f')
      d = (unsigned)(c - 'a' + 10);
    else if (c >= 'A' && c <= 'F')
      d = (unsigned)(c - 'A' + 10);
    else
      return false;
    if (sig || d)
      sig++;
    if (sig > 32)
      return false;
    v = v << 4 | d;
  }
  if (bitlen128(v) > fmts[k].width)
    return false;
  *out = cmir_float_canonical(k, from128(v));
  return true;
}

/* ---- printing ---- */

static size_t format_hex(u128 b, char *buf) {
  static const char hex[] = "0123456789ABCDEF";
  char t[32];
  int n = 0;
  do
    t[n++] = hex[(unsigned)b & 15], b >>= 4;
  while (b);
  char *p = buf;
  *p++ = '0';
  *p++ = 'x';
  while (n)
    *p++ = t[--n];
  *p = 0;
  return (size_t)(p - buf);
}

/* Whether the decimal r reads back as b, finite and nonzero. */
static bool roundtrips(CmirFloatKind k, u128 b, const ApDigits *r) {
  DecNum x;
  u128 d = 0;
  for (unsigned i = 0; i < r->nd; i++)
    d = d * 10 + (unsigned)(r->dig[i] - '0');
  x.sticky = false;
  x.x = r->exp;
  big_init(&x.d, 128);
  big_set(&x.d, d);
  u128 o = ord_of_bits(k, b);
  bool same = !beyond(k, &x, o) && beyond(k, &x, o - 1);
  big_free(&x.d);
  return same;
}

size_t cmir_float_format(CmirFloatKind k, CmirFloatBits bits, char *buf) {
  u128 b = to128(cmir_float_canonical(k, bits));
  Val v = decode(k, b);
  if (v.cls == V_ZERO) {
    static const char z[] = "-0.000000e+00";
    const char *s = v.neg ? z : z + 1;
    size_t n = strlen(s);
    memcpy(buf, s, n + 1);
    return n;
  }
  if (v.cls == V_FINITE) {
    ApDigits r;
    ap_digits(&v, 6, &r);
    size_t n = ap_layout(v.neg, &r, 6, 0, false, buf);
    if (r.exact || roundtrips(k, b, &r))
      return n;
    /* FormatPrecision 0 means 2 + floor(precision / log2(10)) digits */
    unsigned P = 2 + (fmts[k].frac + 1) * 59 / 196;
    ap_digits(&v, P, &r);
    n = ap_layout(v.neg, &r, P, 3, true, buf);
    if (memchr(buf, '.', n))
      return n;
  }
  return format_hex(b, buf);
}
