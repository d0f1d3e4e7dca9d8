// RUN: not cmir-translate --mlir-to-llvmir %s 2>&1 | FileCheck %s
// REQUIRES: llvm-backend

// An LLVM dialect op cmir does not know, and an intrinsic LLVM does not know.

llvm.func @f(%a: i32) -> i32 {
  // CHECK: invalid-op.mlir:[[@LINE+1]]:8: error: cannot translate operation 'llvm.mystery' to LLVM IR
  %0 = "llvm.mystery"(%a) : (i32) -> i32
  llvm.return %0 : i32
}
