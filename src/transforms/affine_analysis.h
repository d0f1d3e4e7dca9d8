/* Analyses of affine.load and affine.store that affine-scalrep and
 * affine-loop-fusion share (src/transforms/affine_analysis.c): access
 * equality, the dependence test between two accesses (MLIR's
 * checkMemrefAccessDependence), and whether anything between two ops may
 * read or write what a third one accesses (MLIR's hasNoInterveningEffect).
 *
 * Every answer errs on the safe side: an access, a bound or an op the
 * analysis does not understand counts as a possible dependence or effect. */
#ifndef CMIR_TRANSFORMS_AFFINE_ANALYSIS_H
#define CMIR_TRANSFORMS_AFFINE_ANALYSIS_H

#include "transforms/transforms.h"

/* An affine.load or affine.store: its memref and its subscripts. */
bool cmir_aff_is_access(const CmirOp *op);
bool cmir_aff_is_write(const CmirOp *op);
CmirValue *cmir_aff_memref(const CmirOp *op);

/* MLIR's MemRefAccess ==: same memref, and subscripts that are the same
 * function of the same values once affine.apply producers and constants are
 * substituted into them. */
bool cmir_aff_access_equal(CmirOp *a, CmirOp *b);

/* a's subscripts over the induction variables of loops la[0..n) are b's
 * over those of lb[0..n) (the same linear forms); with ivs_only, of those
 * induction variables and constants only. */
bool cmir_aff_same_subscripts(CmirOp *a, CmirOp *const *la, CmirOp *b, CmirOp *const *lb,
                              uint32_t n, bool ivs_only);

typedef enum CmirAffDep { CMIR_AFF_DEP_NONE, CMIR_AFF_DEP_HAS, CMIR_AFF_DEP_FAIL } CmirAffDep;

/* checkMemrefAccessDependence(src, dst, depth): can an instance of src
 * before an instance of dst touch the same element, the two instances in the
 * same iterations of the depth - 1 outermost common loops and src's
 * iteration of loop depth - 1 earlier (depth greater than the common loops:
 * the same iteration of all of them, src before dst in program order)?
 * NONE when both only read or the memrefs differ. */
CmirAffDep cmir_aff_dependence(CmirOp *src, CmirOp *dst, uint32_t depth);

/* How the induction variables of a pair of loops relate in a dependence
 * system: any values, equal, dst's greater (later), dst's smaller. */
typedef enum CmirAffRel { CMIR_AFF_ANY, CMIR_AFF_EQ, CMIR_AFF_GT, CMIR_AFF_LT } CmirAffRel;

/* Can src at some iteration and dst at some iteration touch the same
 * element, with the induction variables of loops ps[k] (around src) and
 * pd[k] (around dst) related by rel[k]? For loops that are not common to
 * both (fusion candidates). NONE when both only read or the memrefs
 * differ. */
CmirAffDep cmir_aff_paired_dependence(CmirOp *src, CmirOp *dst, CmirOp *const *ps,
                                      CmirOp *const *pd, const CmirAffRel *rel, uint32_t n);

/* Affine loops around both a and b (getNumCommonSurroundingLoops). */
uint32_t cmir_aff_common_loops(CmirOp *a, CmirOp *b);

/* The region of the closest op with the AffineScope trait around op. */
CmirRegion *cmir_aff_scope(CmirOp *op);

/* Whether two memrefs may be the same memory: distinct allocations never
 * are, an allocation is not a function argument (MLIR's LocalAliasAnalysis
 * for these cases); anything else may. */
bool cmir_aff_may_alias(CmirValue *a, CmirValue *b);

/* hasNoInterveningEffect<Write or Read>(start, mem): no op on the paths
 * from start to mem may write (write true) or read what mem accesses. */
bool cmir_aff_no_intervening(CmirOp *start, CmirOp *mem, bool write);

/* a properly dominates b in structured control flow (a's block holds an
 * ancestor of b after a); false where that needs a CFG analysis. */
bool cmir_aff_dominates(CmirOp *a, CmirOp *b);

#endif
