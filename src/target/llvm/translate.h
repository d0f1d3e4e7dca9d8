/* Translation of a module in the LLVM dialect into LLVM IR, through LLVM
 * 19's C API (docs/translation.md). Built only when configure finds LLVM
 * (CMIR_HAVE_LLVM), into libcmir_llvm, which only the programs that need
 * LLVM link. */
#ifndef CMIR_TARGET_LLVM_TRANSLATE_H
#define CMIR_TARGET_LLVM_TRANSLATE_H

#include "cmir/cmir.h"

#include <llvm-c/Core.h>

/* Translates a module in the LLVM dialect into a new module of llctx.
 * Returns NULL after emitting a located error (cmir diagnostics) for the
 * first op that is not in the LLVM dialect or cannot be translated, or if
 * LLVMVerifyModule fails (its message reported).
 *
 * The module is first legalized in place (llvm-legalize-for-export: a
 * terminator naming one block twice gets forwarding blocks), as LLVM's PHI
 * nodes need one incoming value per predecessor. The triple and the data
 * layout are the module's `llvm.target_triple` and `llvm.data_layout`, none
 * where it has none (as mlir-translate). An identified struct whose name
 * llctx already holds (from an earlier module) gets LLVM's numbered variant
 * (`%node.0`). */
LLVMModuleRef cmir_llvm_translate(CmirOp *module, LLVMContextRef llctx);

/* The same for code generation on this machine: without `llvm.target_triple`
 * the triple is the host's, and without `llvm.data_layout` the layout is
 * that of the triple's target machine when LLVM has the target, else none. */
LLVMModuleRef cmir_llvm_translate_for_host(CmirOp *module, LLVMContextRef llctx);

#endif
