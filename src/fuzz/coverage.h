/* cmir-fuzz --coverage: what the programs of a seed range reach, and what
 * they never reach. Each program is generated and loaded, then lowered
 * pass by pass through cmir_fuzz_pipeline (the passes leg's lowering,
 * without running anything). Counted are:
 *   - ops, by name, in the programs and in the passes' outputs, against
 *     every op of the op registry;
 *   - the types of values (results and block arguments, and their element
 *     types), by class (i1 ... i64, other widths, index, each float type,
 *     memref by rank, vector, the LLVM types, ...), against every class;
 *   - the conversion patterns of the pipeline's passes that rewrote an op
 *     (counted through cmir_cv_set_observer), against every pattern those
 *     conversions offered; a pass that is not a dialect conversion
 *     (expand-strided-metadata) shows only in the ops of its output.
 * docs/fuzzing.md shows the report. */
#ifndef CMIR_FUZZ_COVERAGE_H
#define CMIR_FUZZ_COVERAGE_H

#include "fuzz/fuzz.h"

#include <stdio.h>

/* Writes the coverage report of seeds lo..hi (inclusive), generated with
 * gen, to out. Returns 0, or 1 if nothing could be counted (no registry). */
int cmir_fuzz_coverage(uint64_t lo, uint64_t hi, const CmirFuzzGenOptions *gen, FILE *out);

#endif
