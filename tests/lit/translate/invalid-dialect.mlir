// RUN: not cmir-translate --mlir-to-llvmir %s 2>&1 | FileCheck %s
// REQUIRES: llvm-backend

// Only a module entirely in the LLVM dialect translates; the error names
// the first op that is not, at its location.

llvm.func @f() -> i32 {
  %0 = llvm.mlir.constant(1 : i32) : i32
  llvm.return %0 : i32
}

// CHECK: invalid-dialect.mlir:[[@LINE+1]]:1: error: cannot translate operation 'func.func' to LLVM IR: it is not in the LLVM dialect
func.func @g() -> index {
  %0 = arith.constant 0 : index
  return %0 : index
}
