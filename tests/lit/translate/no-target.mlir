// A module that names no data layout and no target triple translates to
// LLVM IR without them, as mlir-translate does: the host's are not added.
// RUN: cmir-translate --mlir-to-llvmir %s | FileCheck %s
// RUN: cmir-translate --mlir-to-llvmir %s | llvm-as -o /dev/null
// REQUIRES: llvm-backend

// CHECK: source_filename = "LLVMDialectModule"
// CHECK-NOT: target
// CHECK: define i64 @load(ptr %0)
// CHECK-NEXT: load i64, ptr %0, align 4
llvm.func @load(%p: !llvm.ptr) -> i64 {
  %v = llvm.load %p : !llvm.ptr -> i64
  llvm.return %v : i64
}
