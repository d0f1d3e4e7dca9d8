/* Integer semantics, one definition for every layer: the arith ops (and
 * the LLVM dialect's) on integers of any width up to 128 bits, with
 * MLIR's and LLVM's rules for poison (nsw/nuw flags, shifts by the width or
 * more) and undefined behaviour (division by zero, signed overflow of
 * division). The folders and the interpreter both call it; the
 * interpreter's 64-bit fast opcodes (interp/exec.c) are the same operations
 * specialised to one width. */
#ifndef CMIR_SUPPORT_INTOPS_H
#define CMIR_SUPPORT_INTOPS_H

#include <stdbool.h>
#include <stdint.h>

typedef unsigned __int128 cmir_u128;
typedef __int128 cmir_i128;

/* The operations (their numbering is the interpreter's opcode operand). */
typedef enum CmirIntOp {
  CMIR_INT_ADD,
  CMIR_INT_SUB,
  CMIR_INT_MUL,
  CMIR_INT_DIVU,
  CMIR_INT_DIVS,
  CMIR_INT_REMU,
  CMIR_INT_REMS,
  CMIR_INT_CEILDIVU,
  CMIR_INT_CEILDIVS,
  CMIR_INT_FLOORDIVS,
  CMIR_INT_AND,
  CMIR_INT_OR,
  CMIR_INT_XOR,
  CMIR_INT_SHL,
  CMIR_INT_SHRU,
  CMIR_INT_SHRS,
  CMIR_INT_MAXS,
  CMIR_INT_MAXU,
  CMIR_INT_MINS,
  CMIR_INT_MINU,
  CMIR_INT_CMP_BASE, /* + an arith.cmpi predicate (eq ne slt sle sgt sge ult ule ugt uge) */
  CMIR_INT_ADDUI_EXT = CMIR_INT_CMP_BASE + 10, /* two results: sum, overflow bit */
  CMIR_INT_MULUI_EXT,                          /* two results: low and high halves */
  CMIR_INT_MULSI_EXT,
  CMIR_INT_COUNT
} CmirIntOp;

/* Integer casts. */
typedef enum CmirIntCast {
  CMIR_INT_EXTS,
  CMIR_INT_EXTU,
  CMIR_INT_TRUNC,
  CMIR_INT_INDEX_CAST,  /* sign-extends or truncates */
  CMIR_INT_INDEX_CASTUI /* zero-extends or truncates */
} CmirIntCast;

/* Overflow flags (arith's and LLVM's integer overflow flags). */
enum { CMIR_INT_NSW = 1, CMIR_INT_NUW = 2 };

static inline cmir_u128 cmir_int_mask(unsigned w) {
  return w >= 128 ? ~(cmir_u128)0 : ((cmir_u128)1 << w) - 1;
}
static inline cmir_i128 cmir_int_sext(cmir_u128 v, unsigned w) {
  return w >= 128 ? (cmir_i128)v : (cmir_i128)(v << (128 - w)) >> (128 - w);
}

/* arith.cmpi predicate pred (its enum order) on a, b and their sign-extended
 * values sa, sb. */
bool cmir_int_cmp(unsigned pred, cmir_u128 a, cmir_u128 b, cmir_i128 sa, cmir_i128 sb);

/* Op k at width w (1 to 128) on the low w bits of a and b. The result in
 * *lo (an i1 for comparisons; the second result of the two-result ops in
 * *hi), zero-extended. False with *ub on undefined behaviour; *poison set
 * when the result is poison (flags: CMIR_INT_NSW, CMIR_INT_NUW). */
bool cmir_int_eval(CmirIntOp k, unsigned w, cmir_u128 a, cmir_u128 b, unsigned flags, cmir_u128 *lo,
                   cmir_u128 *hi, bool *poison, const char **ub);

/* Cast k of a wi-bit a to wo bits; *poison set when trunc's flags make it
 * poison. */
cmir_u128 cmir_int_cast(CmirIntCast k, unsigned wi, unsigned wo, cmir_u128 a, unsigned flags,
                        bool *poison);

#endif
