// RUN: not cmir-translate --mlir-to-llvmir %s 2>&1 | FileCheck %s
// REQUIRES: llvm-backend

llvm.func @f(%a: i32) -> i32 {
  // CHECK: invalid-intrinsic.mlir:[[@LINE+2]]:8: error: could not find LLVM intrinsic: "llvm.nonexistent.thing"
  // CHECK: invalid-intrinsic.mlir:[[@LINE+1]]:8: error: LLVM Translation failed for operation: llvm.call_intrinsic
  %0 = llvm.call_intrinsic "llvm.nonexistent.thing"(%a) : (i32) -> i32
  llvm.return %0 : i32
}
