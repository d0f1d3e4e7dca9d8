// RUN: not cmir-translate --mlir-to-llvmir %s 2>&1 | FileCheck %s
// REQUIRES: llvm-backend

// An llvm.intr.* op without a row in the LLVM dialect is an unregistered op:
// it is not translated, even where LLVM knows an intrinsic of that name.

llvm.func @f(%p: !llvm.ptr, %m: i64) -> !llvm.ptr {
  // CHECK: unregistered-intrinsic.mlir:[[@LINE+1]]:8: error: cannot translate operation 'llvm.intr.ptrmask' to LLVM IR
  %0 = "llvm.intr.ptrmask"(%p, %m) : (!llvm.ptr, i64) -> !llvm.ptr
  llvm.return %0 : !llvm.ptr
}
