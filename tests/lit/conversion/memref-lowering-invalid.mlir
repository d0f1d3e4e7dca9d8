// Bad options of the memref lowering passes, with MLIR's wording.
// RUN: not cmir-opt %s --finalize-memref-to-llvm=use-aligned-alloc=maybe 2>&1 | FileCheck %s --check-prefix=BOOL
// RUN: not cmir-opt %s --finalize-memref-to-llvm=index-bitwidth=x 2>&1 | FileCheck %s --check-prefix=UINT
// RUN: not cmir-opt %s --finalize-memref-to-llvm=use-bare-ptr-memref-call-conv 2>&1 | FileCheck %s --check-prefix=UNKNOWN
// RUN: not cmir-opt %s --convert-to-llvm=index-bitwidth=32 2>&1 | FileCheck %s --check-prefix=TOLLVM
// RUN: not cmir-opt %s --expand-strided-metadata=x 2>&1 | FileCheck %s --check-prefix=EXPAND
// RUN: not cmir-opt %s --lower-affine=x 2>&1 | FileCheck %s --check-prefix=AFFINE

// BOOL: error: for the --use-aligned-alloc option: 'maybe' is invalid value for boolean argument! Try 0 or 1
// UINT: error: for the --index-bitwidth option: 'x' value invalid for uint argument!
// UNKNOWN: error: <Pass-Options-Parser>: no such option use-bare-ptr-memref-call-conv
// TOLLVM: error: <Pass-Options-Parser>: no such option index-bitwidth
// EXPAND: error: <Pass-Options-Parser>: no such option x
// AFFINE: error: <Pass-Options-Parser>: no such option x
func.func @f() {
  return
}
