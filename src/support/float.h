/* Floating-point literals of MLIR's float types: parsing decimal and hex
 * spellings into raw IEEE bits, printing bits exactly as mlir-opt 19 prints a
 * FloatAttr (AsmPrinter's printFloatValue over APFloat::toString), and the
 * double conversions folding and the interpreter use.
 *
 * Values travel as raw bit patterns zero-extended to 128 bits, so every kind
 * shares one representation and attribute uniquing can hash the bits. f80 is
 * x87 extended precision (explicit integer bit); its invalid encodings
 * (unnormals, pseudo-NaNs, pseudo-infinities) are NaNs, as in APFloat. */
#ifndef CMIR_SUPPORT_FLOAT_H
#define CMIR_SUPPORT_FLOAT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

typedef enum CmirFloatKind {
  CMIR_FLOAT_BF16, /* 1 sign, 8 exponent, 7 fraction bits */
  CMIR_FLOAT_F16,  /* 1 sign, 5 exponent, 10 fraction bits */
  CMIR_FLOAT_TF32, /* 1 sign, 8 exponent, 10 fraction bits: 19 bits stored */
  CMIR_FLOAT_F32,
  CMIR_FLOAT_F64,
  CMIR_FLOAT_F80,  /* 1 sign, 15 exponent, 64 significand bits incl. integer bit */
  CMIR_FLOAT_F128, /* 1 sign, 15 exponent, 112 fraction bits */
} CmirFloatKind;

/* Raw IEEE bits of a value, zero-extended to 128 bits. For f80, lo holds the
 * 64-bit significand and hi the sign and exponent (the APInt word order). */
typedef struct CmirFloatBits {
  uint64_t lo; /* bits 0..63 */
  uint64_t hi; /* bits 64..127 */
} CmirFloatBits;

/* Storage bits: 16, 16, 19, 32, 64, 80, 128. */
unsigned cmir_float_width(CmirFloatKind k);

/* A decimal literal as mlir-opt 19 gives it a value:
 * [-+]?[0-9]+(\.[0-9]*)?([eE][-+]?[0-9]+)?, rounded to the nearest f64 first
 * and then to kind k, both ties-to-even (Parser::parseFloatFromLiteral goes
 * through a double, so an f128 literal keeps only 53 bits and a value near a
 * narrow-type tie can round twice). Out of range gives +-inf or +-0, which
 * mlir-opt 19 accepts silently. Returns false if s[0..n) is malformed. */
bool cmir_float_parse(CmirFloatKind k, const char *s, size_t n, CmirFloatBits *out);

/* Same grammar, correctly rounded straight to kind k (ties-to-even), as
 * APFloat(semantics, string) does; printing uses it for its round-trip test. */
bool cmir_float_parse_exact(CmirFloatKind k, const char *s, size_t n, CmirFloatBits *out);

/* A hex integer literal 0x[0-9a-fA-F]+ reinterpreted as the bits of kind k
 * (the `0x7FC00000 : f32` form). Returns false if malformed or wider than the
 * type. The result is canonical (see cmir_float_canonical). */
bool cmir_float_from_hex(CmirFloatKind k, const char *s, size_t n, CmirFloatBits *out);

/* The bits APFloat keeps for a pattern: bits above the width cleared; for f80,
 * NaN-class encodings get exponent 0x7FFF and pseudo-denormals exponent 1.
 * Identity for every other kind. */
CmirFloatBits cmir_float_canonical(CmirFloatKind k, CmirFloatBits bits);

/* Print as mlir-opt 19 prints a FloatAttr value: APFloat::toString with 6
 * digits in d.dddddde+XX form if that parses back to the same bits, else the
 * default APFloat::toString if it contains a '.', else 0x hex of the bits
 * (always the case for NaN and inf). Writes a NUL-terminated string of at
 * most CMIR_FLOAT_FORMAT_MAX - 1 characters to buf; returns its length. */
enum { CMIR_FLOAT_FORMAT_MAX = 64 };
size_t cmir_float_format(CmirFloatKind k, CmirFloatBits bits, char *buf);

/* Conversions for folding and the interpreter. from_double rounds to nearest
 * even; to_double is exact for kinds up to f64 and rounds f80/f128. NaNs keep
 * their sign and the top of their payload, and come out quiet. */
CmirFloatBits cmir_float_from_double(CmirFloatKind k, double d);
double cmir_float_to_double(CmirFloatKind k, CmirFloatBits bits);
bool cmir_float_is_nan(CmirFloatKind k, CmirFloatBits bits);

#endif
