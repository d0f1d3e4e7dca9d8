/* Planted bugs: known miscompilations that test builds can switch on, to
 * show that the differential fuzzer and the reducer find them
 * (tests/fuzz/planted.sh, docs/fuzzing.md). A planted bug is compiled only
 * when CMIR_PLANTED_BUGS is defined, which only the test-only programs
 * tests/fuzz/cmir-fuzz-planted and tests/fuzz/cmir-reduce-planted do (they
 * compile the affected files a second time); the library and the installed
 * tools never contain one. In such a build, CMIR_PLANT=NAME in the
 * environment selects the bug; without it the build behaves as the normal
 * one. Files include this header, and write the planted code, only inside
 * `#ifdef CMIR_PLANTED_BUGS`, so that other builds have no trace of it
 * (tests/fuzz/planted.sh checks the installed tools for the variable's
 * name).
 *
 * The bugs (one row each: name, where, what):
 *   scf-for-bound      scf-to-cf          scf.for's exit test is `sle`, not
 *                                         `slt`: one more trip when the trip
 *                                         range is a multiple of the step
 *   cmpi-slt-fold      arith fold         `arith.cmpi slt` of constants
 *                                         compares unsigned (seen first by the
 *                                         folding in convert-to-llvm)
 *   subview-stride     expand-strided-    the offset of a subview of rank >= 2
 *                      metadata           ignores the outermost source stride
 *   sext-narrow        LLVM translation   llvm.sext from 8 bits or fewer is
 *                                         emitted as zext (native code only)
 *   gep-dyn-bytes      LLVM translation   an llvm.getelementptr with one
 *                                         dynamic index steps in bytes, not
 *                                         elements (native code only)
 *   affine-mod-sign    lower-affine       `a mod b` is lowered to remsi alone:
 *                                         negative for a negative a */
#ifndef CMIR_FUZZ_PLANTED_H
#define CMIR_FUZZ_PLANTED_H

#ifndef CMIR_PLANTED_BUGS
#error "src/fuzz/planted.h is for builds with CMIR_PLANTED_BUGS only"
#endif

#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

/* True if CMIR_PLANT names this bug. */
static inline bool cmir_planted(const char *name) {
  const char *e = getenv("CMIR_PLANT");
  return e && !strcmp(e, name);
}

#endif
