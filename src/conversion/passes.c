/* Every pass of cmir, the transforms' and the conversions': the registry
 * pipelines name passes from (as MLIR's registerAllPasses), in the layer
 * above all of them, so the pass manager (src/transforms/pass.c) knows none
 * by name. */
#include "transforms/transforms.h"

/* One row per pass: name, MLIR's summary, entry point, and the op the pass
 * is restricted to (NULL: any op), as in MLIR's pass definitions. */
static const CmirPassDef passes[] = {
    {"canonicalize", "Fold constants and remove dead operations", cmir_pass_canonicalize, NULL},
    {"cse", "Eliminate common sub-expressions", cmir_pass_cse, NULL},
    {"inline", "Inline function calls", cmir_pass_inline, NULL},
    {"print-op-stats", "Print statistics of operations", cmir_pass_print_op_stats, NULL},
    {"mem2reg", "Promotes memory slots into values.", cmir_pass_mem2reg, NULL},
    {"sroa", "Scalar Replacement of Aggregates", cmir_pass_sroa, NULL},
    {"convert-scf-to-cf",
     "Convert SCF dialect to ControlFlow dialect, replacing structured control flow with a CFG",
     cmir_pass_convert_scf_to_cf, NULL},
    {"convert-arith-to-llvm", "Convert Arith dialect to LLVM dialect",
     cmir_pass_convert_arith_to_llvm, NULL},
    {"convert-func-to-llvm", "Convert from the Func dialect to the LLVM dialect",
     cmir_pass_convert_func_to_llvm, "builtin.module"},
    {"convert-cf-to-llvm", "Convert ControlFlow operations to the LLVM dialect",
     cmir_pass_convert_cf_to_llvm, "builtin.module"},
    {"reconcile-unrealized-casts", "Simplify and eliminate unrealized conversion casts",
     cmir_pass_reconcile_unrealized_casts, NULL},
    {"llvm-legalize-for-export", "Legalize LLVM dialect to be convertible to LLVM IR",
     cmir_pass_llvm_legalize_for_export, NULL},
    {"llvm-add-comdats", "Add comdats to linkonce and linkonce_odr functions",
     cmir_pass_llvm_add_comdats, "builtin.module"},
    {"ensure-debug-info-scope-on-llvm-func",
     "Materialize LLVM debug info subprogram attribute on every LLVMFuncOp",
     cmir_pass_ensure_debug_info_scope, "builtin.module"},
    {"llvm-request-c-wrappers", "Request C wrapper emission for all functions",
     cmir_pass_llvm_request_c_wrappers, "func.func"},
    {"set-llvm-module-datalayout", "Attach a datalayout string as a module attribute",
     cmir_pass_set_llvm_module_datalayout, "builtin.module"},
    {"finalize-memref-to-llvm", "Finalize MemRef dialect to LLVM dialect conversion",
     cmir_pass_finalize_memref_to_llvm, "builtin.module"},
    {"arith-expand", "Legalize Arith ops to be convertible to LLVM.", cmir_pass_arith_expand, NULL},
    {"lower-affine", "Lower Affine operations to a combination of Standard and SCF operations",
     cmir_pass_lower_affine, NULL},
    {"affine-scalrep",
     "Replace affine memref accesses by scalars by forwarding stores to loads and eliminating "
     "redundant loads",
     cmir_pass_affine_scalrep, "func.func"},
    {"affine-loop-unroll", "Unroll affine loops", cmir_pass_affine_loop_unroll, "func.func"},
    {"affine-loop-fusion", "Fuse affine loop nests", cmir_pass_affine_loop_fusion, "func.func"},
    {"duplicate-function-elimination", "Deduplicate functions",
     cmir_pass_duplicate_function_elimination, "builtin.module"},
    {"scf-parallel-loop-fusion", "Fuse adjacent parallel loops", cmir_pass_scf_parallel_loop_fusion,
     NULL},
    {"scf-forall-to-for", "Convert SCF forall loops to SCF for loops", cmir_pass_scf_forall_to_for,
     NULL},
    {"scf-forall-to-parallel", "Convert SCF forall loops to SCF parallel loops",
     cmir_pass_scf_forall_to_parallel, NULL},
    {"scf-for-to-while", "Convert SCF for loops to SCF while loops", cmir_pass_scf_for_to_while,
     NULL},
    {"scf-parallel-loop-tiling", "Tile parallel loops", cmir_pass_scf_parallel_loop_tiling, NULL},
    {"control-flow-sink", "Sink operations into conditional blocks", cmir_pass_control_flow_sink,
     NULL},
    {"scf-for-loop-range-folding", "Fold add/mul ops into loop range",
     cmir_pass_scf_for_loop_range_folding, NULL},
    {"scf-for-loop-specialization", "Specialize `for` loops for vectorization",
     cmir_pass_scf_for_loop_specialization, NULL},
    {"scf-parallel-loop-specialization", "Specialize parallel loops for vectorization",
     cmir_pass_scf_parallel_loop_specialization, NULL},
    {"scf-for-loop-canonicalization", "Canonicalize operations within scf.for loop bodies",
     cmir_pass_scf_for_loop_canonicalization, NULL},
    {"scf-for-loop-peeling", "Peel `for` loops at their upper bounds.",
     cmir_pass_scf_for_loop_peeling, NULL},
    {"expand-strided-metadata", "Expand memref operations into easier to analyze constructs",
     cmir_pass_expand_strided_metadata, NULL},
    {"fold-memref-alias-ops", "Fold memref alias ops into consumer load/store ops",
     cmir_pass_fold_memref_alias_ops, NULL},
    {"expand-realloc", "Expand memref.realloc operations into its components",
     cmir_pass_expand_realloc, NULL},
    {"memref-expand", "Legalize memref operations to be convertible to LLVM.",
     cmir_pass_memref_expand, NULL},
    {"resolve-ranked-shaped-type-result-dims",
     "Resolve memref.dim of result values of ranked shape type",
     cmir_pass_resolve_ranked_shaped_type_result_dims, NULL},
    {"convert-vector-to-llvm", "Lower the operations from the vector dialect into the LLVM dialect",
     cmir_pass_convert_vector_to_llvm, NULL},
    {"convert-vector-to-scf", "Lower the operations from the vector dialect into the SCF dialect",
     cmir_pass_convert_vector_to_scf, NULL},
    {"convert-to-llvm", "Convert to LLVM via dialect interfaces found in the input IR",
     cmir_pass_convert_to_llvm, NULL},
    {"toy-inline", "Inline every toy.generic_call and erase the functions left unused",
     cmir_pass_toy_inline, "builtin.module"},
    {"toy-shape-inference", "Infer the shapes of the toy ops' unranked tensor results",
     cmir_pass_toy_shape_inference, NULL},
    {"toy-canonicalize", "Simplify transposes, reshapes and casts of the toy dialect",
     cmir_pass_toy_canonicalize, NULL},
    {"toy-optimize", "Shape inference, toy-canonicalize and cse, as toyc's -opt",
     cmir_pass_toy_optimize, NULL},
    {"toy-to-affine", "Lower the toy dialect to affine loops over memrefs, but toy.print",
     cmir_pass_toy_to_affine, "builtin.module"},
    {"toy-print-to-llvm", "Lower toy.print of a memref to loops of printf calls",
     cmir_pass_toy_print_to_llvm, "builtin.module"},
};

void cmir_passes_register_all(CmirContext *ctx) {
  ctx->passes = passes;
  ctx->npasses = sizeof passes / sizeof passes[0];
}

const CmirPassInfo *cmir_passes(size_t *n) {
  static CmirPassInfo infos[sizeof passes / sizeof passes[0]];
  for (size_t i = 0; i < sizeof passes / sizeof passes[0]; i++) {
    infos[i].name = passes[i].name;
    infos[i].summary = passes[i].summary;
  }
  *n = sizeof passes / sizeof passes[0];
  return infos;
}
