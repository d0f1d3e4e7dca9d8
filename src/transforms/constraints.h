/* Rows of integer linear constraints, the arithmetic that the dependence
 * test (affine_analysis.c) and the bounds of affine.min/max (loop_bounds.c)
 * share (src/transforms/constraints.c). A row holds nv coefficients, one per
 * variable, then the constant at index nv; it stands for
 * sum(c[i] * x[i]) + c[nv] == 0 (an equality) or >= 0 (an inequality). */
#ifndef CMIR_TRANSFORMS_CONSTRAINTS_H
#define CMIR_TRANSFORMS_CONSTRAINTS_H

#include <stdbool.h>
#include <stdint.h>

/* a floordiv b, b != 0 (rounds towards negative infinity). */
int64_t cmir_cs_floordiv(int64_t a, int64_t b);

/* The greatest common divisor of |a| and |b| (0 for two zeros). */
int64_t cmir_cs_gcd(int64_t a, int64_t b);

/* dst = p * x + q * y over the nv + 1 entries of the rows (dst may be x or
 * y); false on overflow. */
bool cmir_cs_combine(int64_t *dst, int64_t p, const int64_t *x, int64_t q, const int64_t *y,
                     int nv);

/* What cmir_cs_normalize found out about a row. */
typedef enum CmirCsRow {
  CMIR_CS_ROW_OPEN,      /* a constraint on the variables */
  CMIR_CS_ROW_FALSE,     /* contradictory: no solution satisfies it */
  CMIR_CS_ROW_TRIVIAL    /* no variables and true */
} CmirCsRow;

/* Divides the row by the gcd of its coefficients, an inequality's constant
 * rounded down (integer tightening); an equality whose constant the gcd does
 * not divide is contradictory. A row with a coefficient INT64_MIN is left
 * as it is. */
CmirCsRow cmir_cs_normalize(int64_t *r, int nv, bool eq);

#endif
