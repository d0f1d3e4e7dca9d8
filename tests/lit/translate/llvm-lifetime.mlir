// REQUIRES: llvm-backend
// RUN: cmir-translate --mlir-to-llvmir %s | FileCheck %s
// CHECK: call void @llvm.lifetime.start.p0(i64 8, ptr %{{.*}})
// CHECK: call void @llvm.lifetime.end.p0(i64 8, ptr %{{.*}})
llvm.func @marks() {
  %one = llvm.mlir.constant(1 : i32) : i32
  %p = llvm.alloca %one x i64 : (i32) -> !llvm.ptr
  llvm.intr.lifetime.start 8, %p : !llvm.ptr
  llvm.intr.lifetime.end 8, %p : !llvm.ptr
  llvm.return
}
