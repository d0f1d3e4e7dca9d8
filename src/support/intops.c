/* Integer semantics (intops.h). */
#include "support/intops.h"

static inline bool fits_s(cmir_i128 v, unsigned w) { return cmir_int_sext((cmir_u128)v, w) == v; }
static inline bool fits_u(cmir_u128 v, unsigned w) { return (v & cmir_int_mask(w)) == v; }

bool cmir_int_cmp(unsigned pred, cmir_u128 a, cmir_u128 b, cmir_i128 sa, cmir_i128 sb) {
  switch (pred) {
  case 0:
    return a == b;
  case 1:
    return a != b;
  case 2:
    return sa < sb;
  case 3:
    return sa <= sb;
  case 4:
    return sa > sb;
  case 5:
    return sa >= sb;
  case 6:
    return a < b;
  case 7:
    return a <= b;
  case 8:
    return a > b;
  default:
    return a >= b;
  }
}

bool cmir_int_eval(CmirIntOp k, unsigned w, cmir_u128 a, cmir_u128 b, unsigned flags, cmir_u128 *lo,
                   cmir_u128 *hi, bool *poison, const char **ub) {
  a &= cmir_int_mask(w);
  b &= cmir_int_mask(w);
  cmir_u128 res = 0;
  cmir_i128 sa = cmir_int_sext(a, w), sb = cmir_int_sext(b, w);
  cmir_i128 smin = w >= 128 ? (cmir_i128)((cmir_u128)1 << 127) : -((cmir_i128)1 << (w - 1));
  switch (k) {
  case CMIR_INT_ADD: {
    res = a + b;
    if (flags & CMIR_INT_NSW) {
      cmir_i128 s;
      if (__builtin_add_overflow(sa, sb, &s) || !fits_s(s, w))
        *poison = true;
    }
    if ((flags & CMIR_INT_NUW) && (res & cmir_int_mask(w)) < a)
      *poison = true;
    break;
  }
  case CMIR_INT_SUB: {
    res = a - b;
    if (flags & CMIR_INT_NSW) {
      cmir_i128 s;
      if (__builtin_sub_overflow(sa, sb, &s) || !fits_s(s, w))
        *poison = true;
    }
    if ((flags & CMIR_INT_NUW) && a < b)
      *poison = true;
    break;
  }
  case CMIR_INT_MUL: {
    res = a * b;
    if (flags & CMIR_INT_NSW) {
      cmir_i128 s;
      if (__builtin_mul_overflow(sa, sb, &s) || !fits_s(s, w))
        *poison = true;
    }
    if (flags & CMIR_INT_NUW) {
      cmir_u128 u;
      if (__builtin_mul_overflow(a, b, &u) || !fits_u(u, w))
        *poison = true;
    }
    break;
  }
  case CMIR_INT_DIVU:
  case CMIR_INT_REMU:
  case CMIR_INT_CEILDIVU:
    if (!b) {
      *ub = "division by zero";
      return false;
    }
    res = k == CMIR_INT_DIVU ? a / b : k == CMIR_INT_REMU ? a % b : a ? (a - 1) / b + 1 : 0;
    break;
  case CMIR_INT_DIVS:
  case CMIR_INT_REMS:
  case CMIR_INT_CEILDIVS:
  case CMIR_INT_FLOORDIVS: {
    if (!b) {
      *ub = "division by zero";
      return false;
    }
    if (sa == smin && sb == -1) {
      *ub = "signed division overflow";
      return false;
    }
    cmir_i128 q = sa / sb, m = sa % sb;
    if (k == CMIR_INT_REMS)
      res = (cmir_u128)m;
    else if (k == CMIR_INT_CEILDIVS)
      res = (cmir_u128)(q + (m != 0 && ((sa < 0) == (sb < 0))));
    else if (k == CMIR_INT_FLOORDIVS)
      res = (cmir_u128)(q - (m != 0 && ((sa < 0) != (sb < 0))));
    else
      res = (cmir_u128)q;
    break;
  }
  case CMIR_INT_AND:
    res = a & b;
    break;
  case CMIR_INT_OR:
    res = a | b;
    break;
  case CMIR_INT_XOR:
    res = a ^ b;
    break;
  case CMIR_INT_SHL:
  case CMIR_INT_SHRU:
  case CMIR_INT_SHRS:
    if (b >= w) {
      *poison = true;
      res = 0;
      break;
    }
    if (k == CMIR_INT_SHL) {
      res = a << b;
      if ((flags & CMIR_INT_NSW) && cmir_int_sext(res & cmir_int_mask(w), w) >> b != sa)
        *poison = true;
      if ((flags & CMIR_INT_NUW) && (res & cmir_int_mask(w)) >> b != a)
        *poison = true;
    } else {
      res = k == CMIR_INT_SHRU ? a >> b : (cmir_u128)(sa >> b);
    }
    break;
  case CMIR_INT_MAXS:
    res = sa > sb ? a : b;
    break;
  case CMIR_INT_MAXU:
    res = a > b ? a : b;
    break;
  case CMIR_INT_MINS:
    res = sa < sb ? a : b;
    break;
  case CMIR_INT_MINU:
    res = a < b ? a : b;
    break;
  case CMIR_INT_ADDUI_EXT: {
    cmir_u128 s = (a + b) & cmir_int_mask(w);
    *lo = s;
    *hi = s < a;
    return true;
  }
  case CMIR_INT_MULUI_EXT:
  case CMIR_INT_MULSI_EXT: {
    /* w <= 64 (the interpreter rejects wider): the product fits in 128 bits */
    cmir_u128 p = k == CMIR_INT_MULUI_EXT ? a * b : (cmir_u128)(sa * sb);
    *lo = p & cmir_int_mask(w);
    *hi = (p >> w) & cmir_int_mask(w);
    return true;
  }
  default:
    if (k >= CMIR_INT_CMP_BASE && k < CMIR_INT_CMP_BASE + 10) {
      *lo = cmir_int_cmp(k - CMIR_INT_CMP_BASE, a, b, sa, sb);
      return true;
    }
    *ub = "unknown integer op";
    return false;
  }
  *lo = res & cmir_int_mask(w);
  return true;
}

cmir_u128 cmir_int_cast(CmirIntCast k, unsigned wi, unsigned wo, cmir_u128 a, unsigned flags,
                        bool *poison) {
  a &= cmir_int_mask(wi);
  cmir_u128 v;
  switch (k) {
  case CMIR_INT_EXTS:
    v = (cmir_u128)cmir_int_sext(a, wi);
    break;
  case CMIR_INT_TRUNC:
    v = a;
    if ((flags & CMIR_INT_NSW) && cmir_int_sext(a & cmir_int_mask(wo), wo) != cmir_int_sext(a, wi))
      *poison = true;
    if ((flags & CMIR_INT_NUW) && (a & cmir_int_mask(wo)) != a)
      *poison = true;
    break;
  case CMIR_INT_INDEX_CAST:
    v = wo < wi ? a : (cmir_u128)cmir_int_sext(a, wi);
    break;
  default: /* extu, index_castui: zero-extend or truncate */
    v = a;
    break;
  }
  return v & cmir_int_mask(wo);
}
