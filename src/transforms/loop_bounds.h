/* Bound-based simplification of affine.min and affine.max inside loops
 * (src/transforms/loop_bounds.c), shared by scf-for-loop-canonicalization
 * and scf-for-loop-peeling: MLIR's simplifyConstrainedMinMaxOp over a
 * system of linear constraints on index values.
 *
 * A system holds linear equalities and inequalities over values (and local
 * variables for divisions by constants). An affine.min is replaced by one of
 * its results when that result is provably no larger than every other one
 * wherever the system holds (affine.max: no smaller); emptiness is decided
 * by Fourier-Motzkin elimination with integer tightening, which errs on the
 * side of "not empty", so a min or max that cannot be proven is left alone.
 * Systems with local variables (symbolic loop bounds under a division,
 * divisions in the min or max) are not tried: MLIR seldom finds a single
 * bound there and cmir does not model when it does. */
#ifndef CMIR_TRANSFORMS_LOOP_BOUNDS_H
#define CMIR_TRANSFORMS_LOOP_BOUNDS_H

#include "transforms/transforms.h"

typedef struct CmirBoundSys CmirBoundSys;

CmirBoundSys *cmir_bsys_create(void);
void cmir_bsys_free(CmirBoundSys *s);

/* MLIR's addLoopRangeConstraints: lb <= iv <= lb + step * ((ub - lb - 1)
 * floordiv step) (iv <= lb when constant bounds allow one iteration at
 * most), with constant bounds known; false when step is not a constant. */
bool cmir_bsys_add_loop(CmirBoundSys *s, CmirValue *iv, CmirValue *lb, CmirValue *ub,
                        CmirValue *step);

/* The facts loop peeling leaves about iv, ub and step: inside the main loop
 * ub - iv >= step; in the remainder, at iv the split bound, ub - iv < step. */
void cmir_bsys_add_peeled(CmirBoundSys *s, CmirValue *iv, CmirValue *ub, CmirValue *step,
                          bool inside);

/* The value of the affine.min or affine.max op as one expression of the
 * system's values: *map (one result) applied to (*opnds)[0..*nopnds), the
 * operands malloc'ed; false if it cannot be proven. */
bool cmir_bsys_simplify_minmax(CmirBoundSys *s, CmirOp *op, const CmirAffineMap **map,
                               CmirValue ***opnds, uint32_t *nopnds);

/* The affine.apply of the simplification (not inserted); NULL if none. */
CmirOp *cmir_bsys_minmax_apply(CmirBoundSys *s, CmirOp *op);

#endif
