/* Passes and the pass manager's registry. Each pass is one file with one
 * entry point taking the op it runs on (a module). */
#ifndef CMIR_TRANSFORMS_H
#define CMIR_TRANSFORMS_H

#include "dialect/dialects.h"

typedef struct CmirPassDef {
  const char *name;
  const char *summary;
  CmirStatus (*run)(CmirOp *module, const char *options);
  const char *anchor; /* the only op the pass runs on, NULL for any op */
} CmirPassDef;

/* Pass options: `name=value` or `name` items separated by spaces. */
typedef struct CmirPassOption {
  const char *name, *val; /* val NULL when there is no `=` */
  size_t nlen, vlen;
} CmirPassOption;
/* The next item of *p (which moves past it); false at the end. */
bool cmir_pass_option_next(const char **p, CmirPassOption *o);
bool cmir_pass_option_is(const CmirPassOption *o, const char *name);
/* A boolean option's value (none, true/false, 1/0), with mlir-opt-19's
 * error for anything else. */
CmirStatus cmir_pass_option_bool(CmirContext *ctx, const CmirPassOption *o, bool *out);
/* An int64 option's value (LLVM's parser<long>: decimal, 0x.., 0.. octal),
 * with mlir-opt-19's error for anything else or out of range. */
CmirStatus cmir_pass_option_long(CmirContext *ctx, const CmirPassOption *o, int64_t *out);
/* mlir-opt-19's error for an option the pass does not have. */
CmirStatus cmir_pass_option_unknown(CmirContext *ctx, const CmirPassOption *o);

CmirStatus cmir_pass_canonicalize(CmirOp *module, const char *options);
CmirStatus cmir_pass_print_op_stats(CmirOp *root, const char *options);
/* canonicalize's folding and dead-op erasure; true if it changed anything. */
bool cmir_canonicalize_ops(CmirOp *module);
/* MLIR's greedy rewrite driver on root's regions, as the inliner's default
 * pipeline runs canonicalize: constants uniqued per isolated region and
 * hoisted to the front of its entry block, folding and dead-op erasure,
 * then unreachable blocks and dead block arguments erased, to a fixed
 * point (src/transforms/canonicalize.c). */
bool cmir_canonicalize_greedy(CmirOp *root);
/* The same driver as MLIR's applyPatternsAndFoldGreedily with its default
 * configuration (top-down, aggressive region simplification, at most 10
 * iterations), trying `patterns` on every op instead of the ops' own
 * canonicalization patterns; false if it did not converge. */
bool cmir_apply_patterns_greedy(CmirOp *root, CmirCanonFn patterns, void *user);
/* The `user` given to cmir_apply_patterns_greedy, for its patterns. */
void *cmir_apply_patterns_user(CmirPatRewriter *rw);
/* MLIR's inliner (src/transforms/inline.c). */
CmirStatus cmir_pass_inline(CmirOp *module, const char *options);
CmirStatus cmir_pass_cse(CmirOp *module, const char *options);
/* MLIR's mem2reg and sroa on llvm.alloca and memref.alloca (src/transforms/). */
CmirStatus cmir_pass_mem2reg(CmirOp *module, const char *options);
CmirStatus cmir_pass_sroa(CmirOp *module, const char *options);
/* Conversions (src/conversion/, one file each). */
CmirStatus cmir_pass_convert_scf_to_cf(CmirOp *module, const char *options);
/* Only the first step of convert-scf-to-cf's scf.parallel lowering: each
 * scf.parallel becomes a nest of scf.for (the interpreter runs them so). */
CmirStatus cmir_scf_parallel_to_for(CmirOp *module);
CmirStatus cmir_pass_convert_arith_to_llvm(CmirOp *module, const char *options);
CmirStatus cmir_pass_convert_func_to_llvm(CmirOp *module, const char *options);
CmirStatus cmir_pass_convert_cf_to_llvm(CmirOp *module, const char *options);
CmirStatus cmir_pass_reconcile_unrealized_casts(CmirOp *module, const char *options);
CmirStatus cmir_pass_llvm_legalize_for_export(CmirOp *module, const char *options);
CmirStatus cmir_pass_llvm_request_c_wrappers(CmirOp *module, const char *options);
CmirStatus cmir_pass_llvm_add_comdats(CmirOp *module, const char *options);
CmirStatus cmir_pass_ensure_debug_info_scope(CmirOp *module, const char *options);
CmirStatus cmir_pass_set_llvm_module_datalayout(CmirOp *module, const char *options);
CmirStatus cmir_pass_finalize_memref_to_llvm(CmirOp *module, const char *options);
CmirStatus cmir_pass_convert_to_llvm(CmirOp *module, const char *options);
CmirStatus cmir_pass_convert_vector_to_llvm(CmirOp *module, const char *options);
CmirStatus cmir_pass_convert_vector_to_scf(CmirOp *module, const char *options);
CmirStatus cmir_pass_expand_strided_metadata(CmirOp *module, const char *options);
CmirStatus cmir_pass_lower_affine(CmirOp *module, const char *options);
CmirStatus cmir_pass_affine_scalrep(CmirOp *func, const char *options);
CmirStatus cmir_pass_affine_loop_fusion(CmirOp *func, const char *options);
CmirStatus cmir_pass_scf_parallel_loop_fusion(CmirOp *op, const char *options);
CmirStatus cmir_pass_duplicate_function_elimination(CmirOp *module, const char *options);
/* SCF loop transformations (src/transforms/scf_*.c). */
CmirStatus cmir_pass_scf_for_to_while(CmirOp *op, const char *options);
CmirStatus cmir_pass_scf_parallel_loop_tiling(CmirOp *op, const char *options);
CmirStatus cmir_pass_control_flow_sink(CmirOp *op, const char *options);
CmirStatus cmir_pass_scf_for_loop_range_folding(CmirOp *op, const char *options);
CmirStatus cmir_pass_scf_for_loop_specialization(CmirOp *op, const char *options);
CmirStatus cmir_pass_scf_parallel_loop_specialization(CmirOp *op, const char *options);
CmirStatus cmir_pass_scf_for_loop_canonicalization(CmirOp *op, const char *options);
CmirStatus cmir_pass_scf_for_loop_peeling(CmirOp *op, const char *options);
/* A detached copy of op and its regions, uses of from[i] (defined outside
 * op) replaced by to[i] in it (src/transforms/scf_loop_specialization.c). */
CmirOp *cmir_clone_mapped(CmirOp *op, uint32_t n, CmirValue **from, CmirValue **to);
CmirStatus cmir_pass_arith_expand(CmirOp *module, const char *options);
/* memref's fold-memref-alias-ops and expand-realloc (src/transforms/). */
CmirStatus cmir_pass_fold_memref_alias_ops(CmirOp *op, const char *options);
CmirStatus cmir_pass_expand_realloc(CmirOp *op, const char *options);
CmirStatus cmir_pass_memref_expand(CmirOp *op, const char *options);
/* affine-loop-unroll (src/transforms/affine_loop_unroll.c). */
CmirStatus cmir_pass_affine_loop_unroll(CmirOp *fn, const char *options);
/* scf-forall-to-for and scf-forall-to-parallel (src/transforms/scf_forall.c). */
CmirStatus cmir_pass_scf_forall_to_for(CmirOp *op, const char *options);
CmirStatus cmir_pass_scf_forall_to_parallel(CmirOp *op, const char *options);
/* resolve-ranked-shaped-type-result-dims (src/transforms/resolve_dims.c). */
CmirStatus cmir_pass_resolve_ranked_shaped_type_result_dims(CmirOp *op, const char *options);
/* arith-expand of ceildivsi, ceildivui and floordivsi only (the arith ops
 * convert-arith-to-llvm leaves), for pipelines that lower everything. */
CmirStatus cmir_arith_expand_divisions(CmirOp *module);

/* The Toy tutorial's passes on the toy dialect (src/transforms/toy.c). */
CmirStatus cmir_pass_toy_inline(CmirOp *module, const char *options);
CmirStatus cmir_pass_toy_shape_inference(CmirOp *module, const char *options);
CmirStatus cmir_pass_toy_canonicalize(CmirOp *module, const char *options);
CmirStatus cmir_pass_toy_optimize(CmirOp *module, const char *options);
/* Their lowerings (src/conversion/toy_to_*.c). */
CmirStatus cmir_pass_toy_to_affine(CmirOp *module, const char *options);
CmirStatus cmir_pass_toy_print_to_llvm(CmirOp *module, const char *options);

/* MLIR's simplifyRegions (src/transforms/simplify_regions.c): erases
 * unreachable blocks, dead ops and block arguments, and block arguments
 * every predecessor passes the same value; true if anything changed. */
bool cmir_simplify_regions(CmirOp *root);
/* The same without merging identical blocks and dropping arguments every
 * predecessor passes alike (MLIR's region-simplify=normal). */
bool cmir_simplify_regions_normal(CmirOp *root);

/* Folding support shared by canonicalize and the dialects. */
bool cmir_op_is_trivially_dead(CmirOp *op);
/* The commutative trait's fold: constant operands (cst[i] non-NULL) move
 * after the others, in place, cst following; false if nothing moved. */
bool cmir_fold_commutative(CmirOp *op, const CmirAttr **cst);

#endif
