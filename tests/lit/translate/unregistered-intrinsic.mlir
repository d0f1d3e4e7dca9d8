// RUN: not cmir-translate --mlir-to-llvmir %s 2>&1 | FileCheck %s
// REQUIRES: llvm-backend

// An llvm.intr.* op without a row in the LLVM dialect is an unregistered op:
// it is not translated, even where LLVM knows an intrinsic of that name.

llvm.func @f(%a: f32, %v: vector<4xf32>) -> f32 {
  // CHECK: unregistered-intrinsic.mlir:[[@LINE+1]]:8: error: cannot translate operation 'llvm.intr.vector.reduce.fadd' to LLVM IR
  %0 = "llvm.intr.vector.reduce.fadd"(%a, %v) : (f32, vector<4xf32>) -> f32
  llvm.return %0 : f32
}
