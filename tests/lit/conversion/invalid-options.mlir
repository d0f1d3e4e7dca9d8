// Bad pass options are rejected before anything runs, with MLIR's wording.
// RUN: not cmir-opt %s --convert-arith-to-llvm=index-bitwidth=x 2>&1 | FileCheck %s --check-prefix=UINT
// RUN: not cmir-opt %s --convert-func-to-llvm=index-bitwidth=-3 2>&1 | FileCheck %s --check-prefix=NEG
// RUN: not cmir-opt %s --convert-func-to-llvm=use-bare-ptr-memref-call-conv=maybe 2>&1 | FileCheck %s --check-prefix=BOOL
// RUN: not cmir-opt %s --convert-cf-to-llvm=foo=1 2>&1 | FileCheck %s --check-prefix=UNKNOWN
// RUN: not cmir-opt %s --convert-arith-to-llvm=use-bare-ptr-memref-call-conv=1 2>&1 | FileCheck %s --check-prefix=NOBARE
// RUN: not cmir-opt %s --pass-pipeline='builtin.module(convert-scf-to-cf{bar})' 2>&1 | FileCheck %s --check-prefix=SCF

// UINT: error: for the --index-bitwidth option: 'x' value invalid for uint argument!
// NEG: error: for the --index-bitwidth option: '-3' value invalid for uint argument!
// BOOL: error: for the --use-bare-ptr-memref-call-conv option: 'maybe' is invalid value for boolean argument! Try 0 or 1
// UNKNOWN: error: <Pass-Options-Parser>: no such option foo
// NOBARE: error: <Pass-Options-Parser>: no such option use-bare-ptr-memref-call-conv
// SCF: error: <Pass-Options-Parser>: no such option bar
func.func @f() {
  return
}
