/* Output of MLIR's runner-utils print functions, reproduced byte for byte
 * (CRunnerUtils.cpp for the scalars, RunnerUtils.h for memrefs). Floats go
 * through "%g", which is what std::ostream's default float format is. */
#include "runtime/format.h"

#include <math.h>
#include <string.h>
#include <sys/time.h>

void cmir_rt_print_i64(FILE *f, int64_t v) { fprintf(f, "%lld", (long long)v); }
void cmir_rt_print_u64(FILE *f, uint64_t v) { fprintf(f, "%llu", (unsigned long long)v); }

void cmir_rt_print_f32(FILE *f, float v) {
  if (isnan(v) && signbit(v))
    fputs("-nan", f);
  else
    fprintf(f, "%g", (double)v);
}

void cmir_rt_print_f64(FILE *f, double v) {
  if (isnan(v) && signbit(v))
    fputs("-nan", f);
  else
    fprintf(f, "%g", v);
}

void cmir_rt_print_open(FILE *f) { fputs("( ", f); }
void cmir_rt_print_close(FILE *f) { fputs(" )", f); }
void cmir_rt_print_comma(FILE *f) { fputs(", ", f); }
void cmir_rt_print_newline(FILE *f) { fputc('\n', f); }
void cmir_rt_print_flops(FILE *f, double flops) { fprintf(f, "%lf GFLOPS\n", flops / 1.0E9); }

double cmir_rt_clock(void) {
  struct timeval tp;
  if (gettimeofday(&tp, NULL))
    return 0;
  return (double)tp.tv_sec + (double)tp.tv_usec * 1.0e-6;
}

float cmir_rt_f16_to_f32(uint16_t h) {
  uint32_t sign = (uint32_t)(h >> 15) << 31, e = (h >> 10) & 31, m = h & 1023, bits;
  if (e == 31) {
    bits = sign | 0x7f800000u | (m << 13);
  } else if (e) {
    bits = sign | ((e + 112) << 23) | (m << 13);
  } else if (m) {
    /* subnormal: m * 2^-24 */
    float v = (float)m * 0x1p-24f;
    return sign ? -v : v;
  } else {
    bits = sign;
  }
  float v;
  memcpy(&v, &bits, 4);
  return v;
}

float cmir_rt_bf16_to_f32(uint16_t h) {
  uint32_t bits = (uint32_t)h << 16;
  float v;
  memcpy(&v, &bits, 4);
  return v;
}

/* ---- memrefs (RunnerUtils.h: printMemRefMetaData, MemRefDataPrinter) ---- */

static void print_list(FILE *f, const int64_t *v, int64_t n) {
  for (int64_t i = 0; i < n; i++)
    fprintf(f, i ? ", %lld" : "%lld", (long long)v[i]);
}

static void print_meta(FILE *f, const CmirRtMemref *m) {
  /* std::ostream prints a null pointer as 0, others as %p does. */
  if (m->aligned)
    fprintf(f, "base@ = %p", m->aligned);
  else
    fputs("base@ = 0", f);
  fprintf(f, " rank = %lld offset = %lld sizes = [", (long long)m->rank, (long long)m->offset);
  print_list(f, m->sizes, m->rank);
  fputs("] strides = [", f);
  print_list(f, m->strides, m->rank);
  fputc(']', f);
}

static const unsigned elem_bytes[] = {1, 2, 4, 8, 8, 2, 2, 4, 8};

typedef struct Printer {
  FILE *f;
  const char *base;
  CmirRtElem e;
  int64_t rank;
  const char *lo, *hi;
  bool empty; /* a size is 0: no element exists, MLIR's printer shows one */
} Printer;

static void print_elem(const Printer *p, int64_t offset) {
  unsigned n = elem_bytes[p->e];
  /* descriptors from memory may hold anything: wrapping arithmetic (the
   * caller checked every element's address) */
  const char *at = (const char *)((uintptr_t)p->base + (uint64_t)offset * n);
  union {
    int8_t i8;
    int16_t i16;
    int32_t i32;
    int64_t i64;
    uint16_t h;
    float f;
    double d;
  } v;
  memset(&v, 0, sizeof v);
  if (!p->empty && (!p->lo || (at >= p->lo && at + n <= p->hi)))
    memcpy(&v, at, n);
  switch (p->e) {
  case CMIR_RT_I8:
    fputc((unsigned char)v.i8, p->f);
    break;
  case CMIR_RT_I16:
    fprintf(p->f, "%d", v.i16);
    break;
  case CMIR_RT_I32:
    fprintf(p->f, "%d", v.i32);
    break;
  case CMIR_RT_I64:
    fprintf(p->f, "%lld", (long long)v.i64);
    break;
  case CMIR_RT_INDEX:
    fprintf(p->f, "%llu", (unsigned long long)v.i64);
    break;
  case CMIR_RT_F16:
    fprintf(p->f, "%g", (double)cmir_rt_f16_to_f32(v.h));
    break;
  case CMIR_RT_BF16:
    fprintf(p->f, "%g", (double)cmir_rt_bf16_to_f32(v.h));
    break;
  case CMIR_RT_F32:
    fprintf(p->f, "%g", (double)v.f);
    break;
  case CMIR_RT_F64:
    fprintf(p->f, "%g", v.d);
    break;
  }
}

static void print_space(FILE *f, int64_t n) {
  for (int64_t i = 0; i < n; i++)
    fputc(' ', f);
}

static void print_data(const Printer *p, int64_t dim, int64_t offset, const int64_t *sizes,
                       const int64_t *strides);

static void print_first(const Printer *p, int64_t dim, int64_t offset, const int64_t *sizes,
                        const int64_t *strides) {
  fputc('[', p->f);
  print_data(p, dim - 1, offset, sizes + 1, strides + 1);
  if (sizes[0] <= 1) {
    fputc(']', p->f);
    return;
  }
  fputs(", ", p->f);
  if (dim > 1)
    fputc('\n', p->f);
}

static void print_last(const Printer *p, int64_t dim, int64_t offset, const int64_t *sizes,
                       const int64_t *strides) {
  print_space(p->f, p->rank - dim + 1);
  print_data(p, dim - 1,
             (int64_t)((uint64_t)offset + ((uint64_t)sizes[0] - 1) * (uint64_t)strides[0]),
             sizes + 1, strides + 1);
  fputc(']', p->f);
}

static void print_data(const Printer *p, int64_t dim, int64_t offset, const int64_t *sizes,
                       const int64_t *strides) {
  if (dim == 0) {
    print_elem(p, offset);
    return;
  }
  print_first(p, dim, offset, sizes, strides);
  /* MLIR counts with an unsigned loop variable against the signed size. */
  for (unsigned i = 1; (int64_t)i + 1 < sizes[0]; ++i) {
    print_space(p->f, p->rank - dim + 1);
    print_data(p, dim - 1, (int64_t)((uint64_t)offset + (uint64_t)i * (uint64_t)strides[0]),
               sizes + 1, strides + 1);
    fputs(", ", p->f);
    if (dim > 1)
      fputc('\n', p->f);
  }
  if (sizes[0] <= 1)
    return;
  print_last(p, dim, offset, sizes, strides);
}

void cmir_rt_print_memref(FILE *f, const CmirRtMemref *m, CmirRtElem e, bool unranked,
                          const char *lo, const char *hi) {
  fputs(unranked ? "Unranked Memref " : "Memref ", f);
  print_meta(f, m);
  fputs(" data = \n", f);
  /* MLIR 19's printer shows the first element of every dim, even of an
   * empty one: cmir shows 0 there and reads nothing */
  Printer p = {f, m->aligned, e, m->rank, lo, hi, false};
  for (int64_t i = 0; i < m->rank; i++)
    p.empty |= m->sizes[i] == 0;
  if (m->rank == 0)
    fputc('[', f);
  print_data(&p, m->rank, m->offset, m->sizes, m->strides);
  if (m->rank == 0)
    fputc(']', f);
  fputc('\n', f);
}

void cmir_rt_print_memref_shape(FILE *f, const CmirRtMemref *m) {
  fputs("Unranked Memref ", f);
  print_meta(f, m);
  fputc('\n', f);
}
