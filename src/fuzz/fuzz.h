/* The differential fuzzer's library side: the program generator (gen.c)
 * and its weights. A program is MLIR text (custom form) whose entry is
 * `func.func @main()`; it prints everything it computes through the
 * runner-library functions (printI64, printF64, printNewline,
 * printMemref*), which both the interpreter and libcmir_runtime provide,
 * so its output can be compared between the interpreter, the interpreter
 * after lowering and native code. Programs are well-typed, terminate and
 * are free of undefined behaviour by construction (docs/fuzzing.md). */
#ifndef CMIR_FUZZ_FUZZ_H
#define CMIR_FUZZ_FUZZ_H

#include "support/support.h"

#include <stdint.h>

/* Bumped whenever the program of some seed changes. */
#define CMIR_FUZZ_GEN_VERSION 6

enum {
  CMIR_FUZZ_DIALECT_STD,  /* func, arith, cf, scf, memref */
  CMIR_FUZZ_DIALECT_LLVM, /* the LLVM dialect directly */
};

/* The generator's knobs, one row each: name, default weight, what it
 * weighs. A weight is a relative frequency (0 = never); the names are those
 * of the `--weights FILE` format (`name = number`). */
#define CMIR_FUZZ_WEIGHTS(X)                                                                       \
  X(int_arith, 30, "integer add/sub/mul/and/or/xor/min/max")                                       \
  X(int_div, 8, "integer division and remainder (guarded divisors)")                               \
  X(int_shift, 6, "shifts (amounts reduced modulo the width)")                                     \
  X(int_flags, 4, "nsw/nuw/exact on operands known to allow them")                                 \
  X(int_extended, 3, "addui_extended, mulsi_extended, mului_extended")                             \
  X(cmp, 8, "arith.cmpi and arith.cmpf, every predicate")                                          \
  X(select, 5, "arith.select")                                                                     \
  X(constant, 6, "constants, edge values included")                                                \
  X(cast, 10, "extensions, truncations, int/float conversions, bitcasts, index casts")             \
  X(float_arith, 12, "addf/subf/mulf/divf/remf/negf/min/max")                                      \
  X(type_i1, 3, "values of type i1")                                                               \
  X(type_small, 4, "i8 and i16")                                                                   \
  X(type_i32, 8, "i32")                                                                            \
  X(type_i64, 8, "i64")                                                                            \
  X(type_odd, 3, "odd widths: i3, i17, i33")                                                       \
  X(type_index, 5, "index")                                                                        \
  X(type_half, 3, "f16 and bf16")                                                                  \
  X(type_f32, 4, "f32")                                                                            \
  X(type_f64, 4, "f64")                                                                            \
  X(scf_for, 5, "scf.for (zero and negative trip counts, iter_args)")                              \
  X(scf_if, 5, "scf.if with results")                                                              \
  X(scf_while, 3, "scf.while")                                                                     \
  X(cf_branch, 4, "cf.br / cf.cond_br / cf.switch diamonds with block arguments")                  \
  X(call, 4, "calls of generated functions (several results)")                                     \
  X(recursion, 1, "bounded recursion")                                                             \
  X(call_indirect, 1, "func.constant + func.call_indirect")                                        \
  X(memref, 8, "memref episodes: buffers, views, loads, stores, copies, printMemref")              \
  X(mr_alloc, 4, "memref.alloc (freed with memref.dealloc)")                                       \
  X(mr_alloca, 2, "memref.alloca")                                                                 \
  X(mr_global, 2, "memref.global with a dense initial value + memref.get_global")                  \
  X(mr_dynamic, 3, "dynamic sizes in allocations")                                                 \
  X(mr_load, 6, "memref.load, indices clamped to the dims")                                        \
  X(mr_store, 6, "memref.store, indices clamped to the dims")                                      \
  X(mr_subview, 5, "memref.subview: static/dynamic offsets, sizes, strides 1-3")                   \
  X(mr_rank_reduce, 3, "rank-reducing subviews (unit dims dropped)")                               \
  X(mr_reinterpret, 3, "memref.reinterpret_cast")                                                  \
  X(mr_reshape, 3, "memref.expand_shape / memref.collapse_shape")                                  \
  X(mr_cast, 3, "memref.cast to dynamic sizes/strides/offset")                                     \
  X(mr_unranked, 3, "casts through memref<*x...>, memref.rank")                                    \
  X(mr_copy, 3, "memref.copy between a view and a new buffer")                                     \
  X(mr_call, 2, "a view passed to and returned from a function")                                   \
  X(print, 2, "direct printI64/printF64 of a value")                                               \
  X(affine, 4, "affine.for nests: map bounds (max/min), steps, iter_args; ordinary ops inside")    \
  X(affine_mem, 6, "affine.load / affine.store, subscripts kept inside the dims")                  \
  X(affine_apply, 4, "affine.apply, affine.min, affine.max")                                       \
  X(affine_if, 3, "affine.if on integer sets, with results")                                       \
  X(vector, 3, "vector episodes: n-D vectors, lane-wise arith, shuffles, extracts, reductions, "   \
             "(masked) loads and stores")                                                         \
  X(llvm_mem, 6, "--dialect=llvm: llvm.alloca buffers, getelementptr, load, store, memcpy")

enum {
#define CMIR_FUZZ_W_ENUM(name, def, doc) CMIR_FUZZ_W_##name,
  CMIR_FUZZ_WEIGHTS(CMIR_FUZZ_W_ENUM)
#undef CMIR_FUZZ_W_ENUM
      CMIR_FUZZ_W_COUNT
};

typedef struct CmirFuzzWeights {
  unsigned w[CMIR_FUZZ_W_COUNT]; /* indexed by CMIR_FUZZ_W_* */
} CmirFuzzWeights;

typedef struct CmirFuzzGenOptions {
  int dialect;                           /* CMIR_FUZZ_DIALECT_STD or CMIR_FUZZ_DIALECT_LLVM */
  unsigned ops;                          /* approximate op count, 0 = 100 */
  const struct CmirFuzzWeights *weights; /* NULL = defaults */
} CmirFuzzGenOptions;

/* Appends program `seed` as MLIR text (custom form) to out. Its first line
 * is a comment naming the generator version, the seed and the options. The
 * same seed, options and CMIR_FUZZ_GEN_VERSION give the same bytes on any
 * machine. */
void cmir_fuzz_generate(uint64_t seed, const CmirFuzzGenOptions *opts, CmirStrBuf *out);

/* The default weights. */
void cmir_fuzz_weights_default(CmirFuzzWeights *w);
/* Index of the weight called name[0..len), or -1. */
int cmir_fuzz_weight_index(const char *name, size_t len);
const char *cmir_fuzz_weight_name(int index);
const char *cmir_fuzz_weight_doc(int index);
/* Applies `name = number` lines (`#` starts a comment, blank lines are
 * ignored) from text to w. On an error writes `fname:line: error: ...` to
 * err (if not NULL) and returns false; w may be partly updated then. */
bool cmir_fuzz_weights_parse(const char *fname, const char *text, size_t len, CmirFuzzWeights *w,
                             CmirStrBuf *err);

#endif
