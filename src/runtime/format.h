/* The functions of MLIR's runner-utils libraries (libmlir_c_runner_utils and
 * libmlir_runner_utils) that print, with output byte-identical to theirs.
 * Plain C on plain data: the interpreter calls them after checking the
 * memory they read, and a native runtime library can wrap them as the
 * exported `printF32`, `_mlir_ciface_printMemrefF32`, ... symbols. */
#ifndef CMIR_RUNTIME_FORMAT_H
#define CMIR_RUNTIME_FORMAT_H

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

/* Element types the memref printers know. */
typedef enum CmirRtElem {
  CMIR_RT_I8, /* printed as a character, as std::ostream prints int8_t */
  CMIR_RT_I16,
  CMIR_RT_I32,
  CMIR_RT_I64,
  CMIR_RT_INDEX, /* printed unsigned: RunnerUtils' index_type is uint64_t */
  CMIR_RT_F16,
  CMIR_RT_BF16,
  CMIR_RT_F32,
  CMIR_RT_F64
} CmirRtElem;

/* A strided memref descriptor (the seeds' layout, with the rank). */
typedef struct CmirRtMemref {
  void *allocated;
  void *aligned;
  int64_t offset;
  int64_t rank;
  const int64_t *sizes;   /* rank entries */
  const int64_t *strides; /* rank entries */
} CmirRtMemref;

void cmir_rt_print_i64(FILE *f, int64_t v);
void cmir_rt_print_u64(FILE *f, uint64_t v);
void cmir_rt_print_f32(FILE *f, float v);
void cmir_rt_print_f64(FILE *f, double v);
void cmir_rt_print_open(FILE *f);
void cmir_rt_print_close(FILE *f);
void cmir_rt_print_comma(FILE *f);
void cmir_rt_print_newline(FILE *f);
/* printFlops: "<flops / 1e9> GFLOPS" on its own line (MLIR prints to stderr). */
void cmir_rt_print_flops(FILE *f, double flops);
/* rtclock: seconds, wall clock. */
double cmir_rt_clock(void);

/* printMemrefT (unranked: "Unranked Memref " prefix) and printMemrefNdT
 * (ranked: "Memref "): metadata then the data, nested in brackets. Like
 * MLIR's printer this reads one element of a dimension of size 0; elements
 * whose address is outside [lo, hi) (when lo is not NULL) print as 0. */
void cmir_rt_print_memref(FILE *f, const CmirRtMemref *m, CmirRtElem e, bool unranked,
                          const char *lo, const char *hi);
/* printMemrefShapeT: "Unranked Memref " and the metadata, then a newline. */
void cmir_rt_print_memref_shape(FILE *f, const CmirRtMemref *m);

/* IEEE half and bfloat16 to float (exact). */
float cmir_rt_f16_to_f32(uint16_t h);
float cmir_rt_bf16_to_f32(uint16_t h);

#endif
