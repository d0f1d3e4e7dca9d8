/* Unit tests for src/support/float.c: printing bit patterns and decimal literals
 * exactly as mlir-opt-19 does (golden vectors in float_vectors.inc), correctly
 * rounded parsing, hex literals, canonical f80 encodings and the double
 * conversions. */
#include "support/float.h"
#include "tap.h"

#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

typedef struct HexVec {
  CmirFloatKind kind;
  uint64_t hi, lo;     /* input bits */
  const char *printed; /* mlir-opt-19's text */
} HexVec;

typedef struct DecVec {
  CmirFloatKind kind;
  const char *literal;
  const char *printed; /* mlir-opt-19's text */
} DecVec;

typedef struct ExactVec {
  CmirFloatKind kind;
  const char *literal;
  uint64_t hi, lo; /* correctly rounded bits */
} ExactVec;

#define FLOAT_HEX(k, hi, lo, s) {k, hi, lo, s},
#define FLOAT_DEC(k, lit, s)
#define FLOAT_EXACT(k, lit, hi, lo)
static const HexVec hex_vecs[] = {
#include "float_vectors.inc"
};
#undef FLOAT_HEX
#undef FLOAT_DEC
#define FLOAT_HEX(k, hi, lo, s)
#define FLOAT_DEC(k, lit, s) {k, lit, s},
static const DecVec dec_vecs[] = {
#include "float_vectors.inc"
};
#undef FLOAT_DEC
#undef FLOAT_EXACT
#define FLOAT_DEC(k, lit, s)
#define FLOAT_EXACT(k, lit, hi, lo) {k, lit, hi, lo},
static const ExactVec exact_vecs[] = {
#include "float_vectors.inc"
};
#undef FLOAT_HEX
#undef FLOAT_DEC
#undef FLOAT_EXACT

#define COUNT(a) (sizeof(a) / sizeof((a)[0]))
enum { NKINDS = CMIR_FLOAT_F128 + 1, MAX_DIAG = 10 };

static const char *kind_name[NKINDS] = {"bf16", "f16", "tf32", "f32", "f64", "f80", "f128"};

static CmirFloatBits bits(uint64_t hi, uint64_t lo) { return (CmirFloatBits){lo, hi}; }
static bool same(CmirFloatBits a, CmirFloatBits b) { return a.lo == b.lo && a.hi == b.hi; }

/* "0x..." for hi:lo without leading zeros. */
static void hex_literal(uint64_t hi, uint64_t lo, char *out) {
  if (hi)
    sprintf(out, "0x%llx%016llx", (unsigned long long)hi, (unsigned long long)lo);
  else
    sprintf(out, "0x%llx", (unsigned long long)lo);
}

static const char *fmt(CmirFloatKind k, CmirFloatBits b) {
  static char buf[CMIR_FLOAT_FORMAT_MAX];
  cmir_float_format(k, b, buf);
  return buf;
}

static void test_hex_vectors(void) {
  for (int k = 0; k < NKINDS; k++) {
    size_t n = 0, bad = 0, longest = 0;
    for (size_t i = 0; i < COUNT(hex_vecs); i++) {
      const HexVec *v = &hex_vecs[i];
      if ((int)v->kind != k)
        continue;
      n++;
      char lit[40], got[CMIR_FLOAT_FORMAT_MAX];
      CmirFloatBits b;
      hex_literal(v->hi, v->lo, lit);
      size_t len = 0;
      bool okp = cmir_float_from_hex(v->kind, lit, strlen(lit), &b);
      if (okp)
        len = cmir_float_format(v->kind, b, got);
      longest = len > longest ? len : longest;
      if (!okp || strcmp(got, v->printed) || len != strlen(got)) {
        if (bad++ < MAX_DIAG)
          diag("%s %s: got %s, mlir-opt-19 prints %s", kind_name[k], lit, okp ? got : "<rejected>",
               v->printed);
      }
    }
    ok(n > 0 && bad == 0, "%zu %s bit patterns print as mlir-opt-19 prints them (%zu differ)", n,
       kind_name[k], bad);
    ok(longest < CMIR_FLOAT_FORMAT_MAX, "%s texts fit CMIR_FLOAT_FORMAT_MAX (longest %zu)",
       kind_name[k], longest);
  }
}

static void test_dec_vectors(void) {
  for (int k = 0; k < NKINDS; k++) {
    size_t n = 0, bad = 0;
    for (size_t i = 0; i < COUNT(dec_vecs); i++) {
      const DecVec *v = &dec_vecs[i];
      if ((int)v->kind != k)
        continue;
      n++;
      CmirFloatBits b;
      bool okp = cmir_float_parse(v->kind, v->literal, strlen(v->literal), &b);
      const char *got = okp ? fmt(v->kind, b) : "<rejected>";
      if (strcmp(got, v->printed) && bad++ < MAX_DIAG)
        diag("%s %.60s: got %s, mlir-opt-19 prints %s", kind_name[k], v->literal, got, v->printed);
    }
    ok(n > 0 && bad == 0, "%zu %s decimal literals read and print as in mlir-opt-19 (%zu differ)",
       n, kind_name[k], bad);
  }
}

static void test_exact_vectors(void) {
  for (int k = 0; k < NKINDS; k++) {
    size_t n = 0, bad = 0;
    for (size_t i = 0; i < COUNT(exact_vecs); i++) {
      const ExactVec *v = &exact_vecs[i];
      if ((int)v->kind != k)
        continue;
      n++;
      CmirFloatBits b = {0, 0};
      bool okp = cmir_float_parse_exact(v->kind, v->literal, strlen(v->literal), &b);
      if ((!okp || !same(b, bits(v->hi, v->lo))) && bad++ < MAX_DIAG)
        diag("%s %.60s: got %llx:%016llx, want %llx:%016llx", kind_name[k], v->literal,
             (unsigned long long)b.hi, (unsigned long long)b.lo, (unsigned long long)v->hi,
             (unsigned long long)v->lo);
    }
    ok(n > 0 && bad == 0, "%zu %s decimal literals round correctly (%zu differ)", n, kind_name[k],
       bad);
  }
}

static bool parse_is(CmirFloatKind k, const char *s, bool exact, uint64_t hi, uint64_t lo) {
  CmirFloatBits b;
  bool okp =
      exact ? cmir_float_parse_exact(k, s, strlen(s), &b) : cmir_float_parse(k, s, strlen(s), &b);
  return okp && same(b, bits(hi, lo));
}

static void test_parse(void) {
  static const char *bad[] = {"",      "-",   "+",   ".5",   "1.5e", "1.5e+",   "abc",  "1.5x",
                              "--1.0", "inf", "nan", "0x10", "1..0", "1.0e5.0", " 1.0", "1.0 "};
  bool all = true;
  for (size_t i = 0; i < COUNT(bad); i++) {
    CmirFloatBits b;
    if (cmir_float_parse(CMIR_FLOAT_F32, bad[i], strlen(bad[i]), &b) ||
        cmir_float_parse_exact(CMIR_FLOAT_F32, bad[i], strlen(bad[i]), &b)) {
      diag("accepted \"%s\"", bad[i]);
      all = false;
    }
  }
  ok(all, "malformed decimal literals are rejected");
  ok(parse_is(CMIR_FLOAT_F32, "1e5", false, 0, 0x47c35000) &&
         parse_is(CMIR_FLOAT_F32, "+2.", false, 0, 0x40000000) &&
         parse_is(CMIR_FLOAT_F32, "1.5E-1", false, 0, 0x3e19999a),
     "optional fraction, '+' sign and 'E' are accepted");
  ok(parse_is(CMIR_FLOAT_F32, "1.5xyz", false, 0, 0x3fc00000) == false &&
         cmir_float_parse(CMIR_FLOAT_F32, "1.5xyz", 3, &(CmirFloatBits){0, 0}),
     "only the first n bytes are read");
  ok(parse_is(CMIR_FLOAT_F64, "-0.0", false, 0, 0x8000000000000000ull) &&
         parse_is(CMIR_FLOAT_F128, "-0.0", true, 0x8000000000000000ull, 0),
     "-0.0 keeps its sign");
  ok(parse_is(CMIR_FLOAT_F64, "1.0e400", false, 0, 0x7ff0000000000000ull) &&
         parse_is(CMIR_FLOAT_F32, "-3.4028236e38", false, 0, 0xff800000) &&
         parse_is(CMIR_FLOAT_F16, "65520.0", true, 0, 0x7c00) &&
         parse_is(CMIR_FLOAT_F16, "65519.99", true, 0, 0x7bff),
     "overflow gives infinity, from the half-ulp threshold up");
  ok(parse_is(CMIR_FLOAT_F64, "1.0e-400", false, 0, 0) &&
         parse_is(CMIR_FLOAT_F64, "2.4703282292062327e-324", true, 0, 0) &&
         parse_is(CMIR_FLOAT_F64, "2.4703282292062328e-324", true, 0, 1) &&
         parse_is(CMIR_FLOAT_F80, "1.0e-5000", true, 0, 0),
     "underflow gives zero below half the smallest subnormal");
  /* mlir-opt 19 reads through a double first, then rounds again */
  ok(parse_is(CMIR_FLOAT_F32, "1.0000000596046447753906250000001", false, 0, 0x3f800000) &&
         parse_is(CMIR_FLOAT_F32, "1.0000000596046447753906250000001", true, 0, 0x3f800001),
     "f32 literal just above a tie: double rounding in parse, not in parse_exact");
  ok(parse_is(CMIR_FLOAT_BF16, "1.00390625", true, 0, 0x3f80) &&
         parse_is(CMIR_FLOAT_BF16, "1.00390625000000000000000001", true, 0, 0x3f81) &&
         parse_is(CMIR_FLOAT_BF16, "1.00390624999999999999999999", true, 0, 0x3f80) &&
         parse_is(CMIR_FLOAT_BF16, "1.01171875", true, 0, 0x3f82),
     "bf16 ties go to even, near-ties to the nearer side");
  ok(parse_is(CMIR_FLOAT_F128, "0.1", false, 0x3ffb999999999999ull, 0xa000000000000000ull) &&
         parse_is(CMIR_FLOAT_F128, "0.1", true, 0x3ffb999999999999ull, 0x999999999999999aull) &&
         parse_is(CMIR_FLOAT_F80, "0.1", true, 0x3ffb, 0xcccccccccccccccdull),
     "f128 and f80 literals: 53 bits through parse, all bits through parse_exact");
}

static bool hex_is(CmirFloatKind k, const char *s, uint64_t hi, uint64_t lo) {
  CmirFloatBits b;
  return cmir_float_from_hex(k, s, strlen(s), &b) && same(b, bits(hi, lo));
}

static bool hex_rejects(CmirFloatKind k, const char *s) {
  CmirFloatBits b;
  return !cmir_float_from_hex(k, s, strlen(s), &b);
}

static void test_hex(void) {
  ok(hex_is(CMIR_FLOAT_F32, "0x3FC00000", 0, 0x3fc00000) &&
         hex_is(CMIR_FLOAT_F32, "0x00000000003fc00000", 0, 0x3fc00000) &&
         hex_is(CMIR_FLOAT_TF32, "0x7FFFF", 0, 0x7ffff) &&
         hex_is(CMIR_FLOAT_F128, "0xFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF", ~0ull, ~0ull),
     "hex literals give their bits");
  ok(hex_rejects(CMIR_FLOAT_F16, "0x10000") && hex_rejects(CMIR_FLOAT_TF32, "0x80000") &&
         hex_rejects(CMIR_FLOAT_F80, "0x100000000000000000000") &&
         hex_rejects(CMIR_FLOAT_F128, "0x1FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF"),
     "hex literals wider than the type are rejected");
  ok(hex_rejects(CMIR_FLOAT_F32, "0x") && hex_rejects(CMIR_FLOAT_F32, "0xG") &&
         hex_rejects(CMIR_FLOAT_F32, "12") && hex_rejects(CMIR_FLOAT_F32, "0X12") &&
         hex_rejects(CMIR_FLOAT_F32, "-0x1"),
     "malformed hex literals are rejected");
  ok(hex_is(CMIR_FLOAT_F80, "0x0000C000000000000000", 0x0001, 0xc000000000000000ull) &&
         hex_is(CMIR_FLOAT_F80, "0x3FFF0000000000000000", 0x7fff, 0) &&
         hex_is(CMIR_FLOAT_F80, "0xBFFF4000000000000000", 0xffff, 0x4000000000000000ull) &&
         hex_is(CMIR_FLOAT_F80, "0x00004000000000000000", 0, 0x4000000000000000ull),
     "f80: pseudo-denormals and unnormals become APFloat's canonical bits");
  CmirFloatBits c = cmir_float_canonical(CMIR_FLOAT_F16, bits(7, 0x123453c00ull));
  ok(same(c, bits(0, 0x3c00)), "canonical clears bits above the width");
}

static void test_format_edges(void) {
  is_str(fmt(CMIR_FLOAT_F32, bits(0, 0x3fd00000)), "1.625000e+00", "f32 1.625");
  is_str(fmt(CMIR_FLOAT_F32, bits(0, 0x3f9e0651)), "1.23456776", "f32 needing 9 digits");
  is_str(fmt(CMIR_FLOAT_F64, bits(0, 0x4170000010000000ull)), "0x4170000010000000",
         "f64 integer that needs more than 6 digits prints in hex");
  is_str(fmt(CMIR_FLOAT_F32, bits(0, 0xffc00000)), "0xFFC00000", "negative NaN keeps its sign");
  is_str(fmt(CMIR_FLOAT_F80, bits(0, 0)), "0.000000e+00", "f80 zero");
  is_str(fmt(CMIR_FLOAT_F16, bits(0, 0x8000)), "-0.000000e+00", "f16 negative zero");
  is_str(fmt(CMIR_FLOAT_F80, bits(0x0001, 0xc000000000000000ull)), "5.04315471466814025939E-4932",
         "f80 value needing the long form");
  is_str(fmt(CMIR_FLOAT_F128, bits(0x3ffb999999999999ull, 0xa000000000000000ull)),
         "0.100000000000000005551115123125782702", "f128 0.1 read through a double");
  /* long texts: negative subnormals; the vectors hold the other extremes */
  size_t longest = 0;
  for (int k = 0; k < NKINDS; k++) {
    unsigned w = cmir_float_width(k);
    uint64_t sign_hi = w > 64 ? 1ull << (w - 65) : 0, sign_lo = w <= 64 ? 1ull << (w - 1) : 0;
    CmirFloatBits pats[] = {bits(sign_hi, sign_lo | 1), bits(sign_hi, sign_lo | 0x123456789)};
    for (size_t i = 0; i < COUNT(pats); i++) {
      char buf[CMIR_FLOAT_FORMAT_MAX];
      size_t n = cmir_float_format(k, pats[i], buf);
      longest = n > longest ? n : longest;
    }
  }
  ok(longest < CMIR_FLOAT_FORMAT_MAX, "texts fit CMIR_FLOAT_FORMAT_MAX (longest %zu)", longest);
}

static void test_conversions(void) {
  static const unsigned widths[NKINDS] = {16, 16, 19, 32, 64, 80, 128};
  bool wok = true;
  for (int k = 0; k < NKINDS; k++)
    wok &= cmir_float_width(k) == widths[k];
  ok(wok, "widths");

  ok(same(cmir_float_from_double(CMIR_FLOAT_BF16, 0.1), bits(0, 0x3dcd)) &&
         same(cmir_float_from_double(CMIR_FLOAT_F16, 65520.0), bits(0, 0x7c00)) &&
         same(cmir_float_from_double(CMIR_FLOAT_F16, 5.960464477539063e-08), bits(0, 1)) &&
         same(cmir_float_from_double(CMIR_FLOAT_F16, 2.98023223876953125e-08), bits(0, 0)) &&
         same(cmir_float_from_double(CMIR_FLOAT_TF32, -1.0), bits(0, 0x5fc00)) &&
         same(cmir_float_from_double(CMIR_FLOAT_F32, 1.0 + 0x1p-24), bits(0, 0x3f800000)) &&
         same(cmir_float_from_double(CMIR_FLOAT_F32, 1.0 + 0x1.8p-24), bits(0, 0x3f800001)) &&
         same(cmir_float_from_double(CMIR_FLOAT_F80, 1.0), bits(0x3fff, 0x8000000000000000ull)) &&
         same(cmir_float_from_double(CMIR_FLOAT_F80, 0x1p-1074),
              bits(0x3bcd, 0x8000000000000000ull)) &&
         same(cmir_float_from_double(CMIR_FLOAT_F128, -2.0), bits(0xc000000000000000ull, 0)),
     "from_double rounds to nearest even");
  ok(cmir_float_to_double(CMIR_FLOAT_BF16, bits(0, 0x3dcd)) == 0.10009765625 &&
         cmir_float_to_double(CMIR_FLOAT_F16, bits(0, 1)) == 0x1p-24 &&
         cmir_float_to_double(CMIR_FLOAT_TF32, bits(0, 0x3fbff)) == 0x1.ffcp127 &&
         cmir_float_to_double(CMIR_FLOAT_F32, bits(0, 0x00000001)) == 0x1p-149 &&
         cmir_float_to_double(CMIR_FLOAT_F80, bits(0x3fff, 0xc000000000000000ull)) == 1.5 &&
         cmir_float_to_double(CMIR_FLOAT_F80, bits(0x0001, 0xc000000000000000ull)) == 0.0 &&
         cmir_float_to_double(CMIR_FLOAT_F128, bits(0x3fff000000000000ull, 1)) == 1.0 &&
         cmir_float_to_double(CMIR_FLOAT_F128, bits(0x7ffe000000000000ull, 0)) == INFINITY &&
         signbit(cmir_float_to_double(CMIR_FLOAT_F16, bits(0, 0x8000))),
     "to_double is exact up to f64 and rounds f80/f128");
  ok(isnan(cmir_float_to_double(CMIR_FLOAT_F32, bits(0, 0x7f800001))) &&
         signbit(cmir_float_to_double(CMIR_FLOAT_F16, bits(0, 0xfe00))) &&
         cmir_float_is_nan(CMIR_FLOAT_F16, cmir_float_from_double(CMIR_FLOAT_F16, NAN)) &&
         cmir_float_is_nan(CMIR_FLOAT_F80, bits(0x3fff, 0)) &&
         cmir_float_is_nan(CMIR_FLOAT_TF32, bits(0, 0x3fc01)) &&
         !cmir_float_is_nan(CMIR_FLOAT_TF32, bits(0, 0x3fc00)) &&
         !cmir_float_is_nan(CMIR_FLOAT_F80, bits(0x7fff, 0x8000000000000000ull)),
     "NaNs convert to NaNs; is_nan knows every encoding");
  bool rt = true;
  for (int k = 0; k < CMIR_FLOAT_F64; k++)
    for (uint64_t b = 0; b < (1ull << cmir_float_width(k)); b += k == CMIR_FLOAT_F32 ? 65521 : 1) {
      CmirFloatBits x = bits(0, b);
      if (cmir_float_is_nan(k, x))
        continue;
      rt &= same(cmir_float_from_double(k, cmir_float_to_double(k, x)), x);
    }
  ok(rt, "bf16, f16, tf32 and (sampled) f32 values survive a trip through double");
}

int main(void) {
  test_hex_vectors();
  test_dec_vectors();
  test_exact_vectors();
  test_parse();
  test_hex();
  test_format_edges();
  test_conversions();
  return done_testing();
}
