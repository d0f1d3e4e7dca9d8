/* Arithmetic on rows of integer linear constraints (constraints.h). */
#include "transforms/constraints.h"

int64_t cmir_cs_floordiv(int64_t a, int64_t b) {
  int64_t q = a / b;
  return (a % b != 0 && ((a < 0) != (b < 0))) ? q - 1 : q;
}

int64_t cmir_cs_gcd(int64_t a, int64_t b) {
  if (a < 0)
    a = -a;
  if (b < 0)
    b = -b;
  while (b) {
    int64_t t = a % b;
    a = b;
    b = t;
  }
  return a;
}

bool cmir_cs_combine(int64_t *dst, int64_t p, const int64_t *x, int64_t q, const int64_t *y,
                     int nv) {
  for (int i = 0; i <= nv; i++) {
    int64_t a, b;
    if (__builtin_mul_overflow(p, x[i], &a) || __builtin_mul_overflow(q, y[i], &b) ||
        __builtin_add_overflow(a, b, &dst[i]))
      return false;
  }
  return true;
}

CmirCsRow cmir_cs_normalize(int64_t *r, int nv, bool eq) {
  int64_t g = 0;
  for (int i = 0; i < nv; i++) {
    if (r[i] == INT64_MIN)
      return CMIR_CS_ROW_OPEN;
    g = cmir_cs_gcd(g, r[i]);
  }
  if (!g) {
    bool holds = eq ? r[nv] == 0 : r[nv] >= 0;
    return holds ? CMIR_CS_ROW_TRIVIAL : CMIR_CS_ROW_FALSE;
  }
  if (g == 1)
    return CMIR_CS_ROW_OPEN;
  if (eq && r[nv] % g)
    return CMIR_CS_ROW_FALSE;
  for (int i = 0; i < nv; i++)
    r[i] /= g;
  r[nv] = cmir_cs_floordiv(r[nv], g);
  return CMIR_CS_ROW_OPEN;
}
