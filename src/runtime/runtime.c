/* libcmir_runtime: the functions that MLIR's runner libraries
 * (libmlir_c_runner_utils and libmlir_runner_utils) export, with their
 * names, their C ABI and their output. Native code compiled by cmir-run
 * links against it; the formatting itself is src/runtime/format.c, which
 * the interpreter uses too, so both print the same bytes.
 *
 * Descriptor layouts are those of the lowering (docs/lowering.md): a ranked
 * memref of rank N is {T *allocated, T *aligned, int64_t offset,
 * int64_t sizes[N], int64_t strides[N]}; an unranked one is
 * {int64_t rank, void *descriptor}. */
#include "runtime/cmir_runtime.h"

#include "runtime/format.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

/* Exported, and weak: a program that defines one of these names itself
 * (its own printI64) keeps its definition when linked with the static
 * library too, as it does with the shared one. */
#define EXPORT __attribute__((visibility("default"), weak))

/* Where the print functions write: cmir_runtime_set_output's FILE, or
 * stdout. */
static FILE *rt_output;

EXPORT void cmir_runtime_set_output(FILE *f) { rt_output = f; }

static inline FILE *out(void) { return rt_output ? rt_output : stdout; }

typedef struct UnrankedMemref {
  int64_t rank;
  void *descriptor;
} UnrankedMemref;

/* The ranked descriptor behind a pointer, as the printers want it. */
static CmirRtMemref view(int64_t rank, void *descriptor) {
  char *d = descriptor;
  CmirRtMemref m;
  memcpy(&m.allocated, d, sizeof(void *));
  memcpy(&m.aligned, d + sizeof(void *), sizeof(void *));
  memcpy(&m.offset, d + 2 * sizeof(void *), sizeof(int64_t));
  m.rank = rank;
  m.sizes = (const int64_t *)(d + 2 * sizeof(void *) + sizeof(int64_t));
  m.strides = m.sizes + rank;
  return m;
}

static void print_unranked(const UnrankedMemref *u, CmirRtElem e) {
  CmirRtMemref m = view(u->rank, u->descriptor);
  cmir_rt_print_memref(out(), &m, e, true, NULL, NULL);
}

static void print_ranked(int64_t rank, void *descriptor, CmirRtElem e) {
  CmirRtMemref m = view(rank, descriptor);
  cmir_rt_print_memref(out(), &m, e, false, NULL, NULL);
}

/* ---- libmlir_c_runner_utils: scalars ---- */

EXPORT void printI64(int64_t v) { cmir_rt_print_i64(out(), v); }
EXPORT void printU64(uint64_t v) { cmir_rt_print_u64(out(), v); }
EXPORT void printF32(float v) { cmir_rt_print_f32(out(), v); }
EXPORT void printF64(double v) { cmir_rt_print_f64(out(), v); }
EXPORT void printString(const char *s) { fputs(s, out()); }
EXPORT void printOpen(void) { cmir_rt_print_open(out()); }
EXPORT void printClose(void) { cmir_rt_print_close(out()); }
EXPORT void printComma(void) { cmir_rt_print_comma(out()); }
EXPORT void printNewline(void) { cmir_rt_print_newline(out()); }
EXPORT void printFlops(double flops) { cmir_rt_print_flops(stderr, flops); }
EXPORT double rtclock(void) { return cmir_rt_clock(); }

EXPORT int64_t _mlir_ciface_nanoTime(void) {
  struct timespec ts;
  if (clock_gettime(CLOCK_MONOTONIC, &ts))
    return 0;
  return (int64_t)ts.tv_sec * 1000000000 + ts.tv_nsec;
}

/* ---- compiler support ---- */

/* The conversions to bfloat16 that LLVM's x86-64 code generator calls and
 * that libgcc 12 lacks. A bfloat16 comes back in the low 16 bits of xmm0,
 * where a float's low half is: the functions return a float with those
 * bits. Rounding is to nearest even, from the double directly (no double
 * rounding through float: the float is truncated with a sticky bit). */
static float bf16_result(uint16_t bits) {
  uint32_t u = bits;
  float f;
  memcpy(&f, &u, sizeof f);
  return f;
}

static uint16_t float_to_bf16(uint32_t u) {
  if ((u & 0x7fffffffu) > 0x7f800000u)
    return (uint16_t)((u >> 16) | 0x40); /* NaN: quiet, sign kept */
  u += 0x7fffu + ((u >> 16) & 1);
  return (uint16_t)(u >> 16);
}

EXPORT float __truncsfbf2(float v) {
  uint32_t u;
  memcpy(&u, &v, sizeof u);
  return bf16_result(float_to_bf16(u));
}

EXPORT float __truncdfbf2(double v) {
  float f = (float)v;
  uint32_t u;
  if (!isnan(v) && (double)f != v) {
    if (fabs((double)f) > fabs(v))
      f = nextafterf(f, 0.0f);
    memcpy(&u, &f, sizeof u);
    u |= 1; /* sticky: v lies strictly between f and the next float */
  } else {
    memcpy(&u, &f, sizeof u);
  }
  return bf16_result(float_to_bf16(u));
}

/* ---- allocation ---- */

EXPORT void *mlirAlloc(uint64_t size) { return malloc(size); }
EXPORT void mlirFree(void *p) { free(p); }

EXPORT void *mlirAlignedAlloc(uint64_t alignment, uint64_t size) {
  /* aligned_alloc wants a size that is a multiple of the alignment. */
  if (alignment && size % alignment)
    size += alignment - size % alignment;
  return aligned_alloc(alignment, size);
}

EXPORT void mlirAlignedFree(void *p) { free(p); }

/* memrefCopy(elemSize, src, dst): element by element, in row-major order
 * of the (equal) shapes; one memcpy when both are contiguous. */
EXPORT void memrefCopy(int64_t elem_size, UnrankedMemref *src, UnrankedMemref *dst) {
  int64_t rank = src->rank;
  CmirRtMemref s = view(rank, src->descriptor);
  CmirRtMemref d = view(rank, dst->descriptor);
  char *sp = (char *)s.aligned + s.offset * elem_size;
  char *dp = (char *)d.aligned + d.offset * elem_size;
  if (rank == 0) {
    memcpy(dp, sp, (size_t)elem_size);
    return;
  }
  int64_t count = 1;
  bool contiguous = true;
  for (int64_t i = rank - 1; i >= 0; i--) {
    if (s.sizes[i] == 0)
      return;
    if (s.sizes[i] != 1 && (s.strides[i] != count || d.strides[i] != count))
      contiguous = false;
    count *= s.sizes[i];
  }
  if (contiguous) {
    memcpy(dp, sp, (size_t)(count * elem_size));
    return;
  }
  int64_t idx[rank];
  memset(idx, 0, sizeof idx);
  for (;;) {
    memcpy(dp, sp, (size_t)elem_size);
    int64_t i = rank - 1;
    for (; i >= 0; i--) {
      sp += s.strides[i] * elem_size;
      dp += d.strides[i] * elem_size;
      if (++idx[i] < s.sizes[i])
        break;
      sp -= s.strides[i] * s.sizes[i] * elem_size;
      dp -= d.strides[i] * d.sizes[i] * elem_size;
      idx[i] = 0;
    }
    if (i < 0)
      return;
  }
}

/* ---- libmlir_runner_utils: memrefs ---- */

/* The element types of the unranked printers, and the ranked C-interface
 * printers MLIR has (name, rank, element). */
#define UNRANKED_PRINTERS(X)                                                                     \
  X(I8, CMIR_RT_I8)                                                                              \
  X(I16, CMIR_RT_I16)                                                                            \
  X(I32, CMIR_RT_I32)                                                                            \
  X(I64, CMIR_RT_I64)                                                                            \
  X(Ind, CMIR_RT_INDEX)                                                                          \
  X(F16, CMIR_RT_F16)                                                                            \
  X(BF16, CMIR_RT_BF16)                                                                          \
  X(F32, CMIR_RT_F32)                                                                            \
  X(F64, CMIR_RT_F64)
#define RANKED_PRINTERS(X)                                                                       \
  X(0dF32, 0, CMIR_RT_F32)                                                                       \
  X(1dF32, 1, CMIR_RT_F32)                                                                       \
  X(2dF32, 2, CMIR_RT_F32)                                                                       \
  X(3dF32, 3, CMIR_RT_F32)                                                                       \
  X(4dF32, 4, CMIR_RT_F32)                                                                       \
  X(1dF64, 1, CMIR_RT_F64)                                                                       \
  X(1dI8, 1, CMIR_RT_I8)                                                                         \
  X(1dI32, 1, CMIR_RT_I32)                                                                       \
  X(1dI64, 1, CMIR_RT_I64)                                                                       \
  X(1dInd, 1, CMIR_RT_INDEX)

/* For each element type: the C-interface printer of an unranked memref
 * (takes a pointer), the plain one (takes the struct by value), and the
 * printer of the shape alone. */
#define DEFINE_UNRANKED(Name, Elem)                                                              \
  EXPORT void _mlir_ciface_printMemref##Name(UnrankedMemref *u) { print_unranked(u, Elem); }    \
  EXPORT void printMemref##Name(UnrankedMemref u) { print_unranked(&u, Elem); }                 \
  EXPORT void _mlir_ciface_printMemrefShape##Name(UnrankedMemref *u) {                          \
    CmirRtMemref m = view(u->rank, u->descriptor);                                              \
    cmir_rt_print_memref_shape(out(), &m);                                                     \
  }
UNRANKED_PRINTERS(DEFINE_UNRANKED)

/* The ranked C-interface printers take a pointer to the descriptor. */
#define DEFINE_RANKED(Name, Rank, Elem)                                                          \
  EXPORT void _mlir_ciface_printMemref##Name(void *desc) { print_ranked(Rank, desc, Elem); }
RANKED_PRINTERS(DEFINE_RANKED)

/* ---- the symbol table (runtime.h) ---- */

#define SYM(name) {#name, (void (*)(void))name},
#define SYM_UNRANKED(Name, Elem)                                                                 \
  SYM(_mlir_ciface_printMemref##Name) SYM(printMemref##Name) SYM(_mlir_ciface_printMemrefShape##Name)
#define SYM_RANKED(Name, Rank, Elem) SYM(_mlir_ciface_printMemref##Name)

EXPORT const CmirRuntimeSymbol cmir_runtime_symbols[] = {
    SYM(printI64) SYM(printU64) SYM(printF32) SYM(printF64) SYM(printString) SYM(printOpen)
    SYM(printClose) SYM(printComma) SYM(printNewline) SYM(printFlops) SYM(rtclock)
    SYM(_mlir_ciface_nanoTime) SYM(mlirAlloc) SYM(mlirFree) SYM(mlirAlignedAlloc)
    SYM(mlirAlignedFree) SYM(memrefCopy) SYM(__truncsfbf2) SYM(__truncdfbf2) UNRANKED_PRINTERS(SYM_UNRANKED)
    RANKED_PRINTERS(SYM_RANKED){NULL, NULL}};
