// llvm.intr.lifetime.start/end: the size before the pointer, printed
// without its type; translated to llvm.lifetime.*.p0 with the size first.
// RUN: cmir-opt %s | cmir-opt | FileCheck %s
// RUN: cmir-opt --mlir-print-op-generic %s | FileCheck %s --check-prefix=GEN

// CHECK-LABEL: llvm.func @marks
// CHECK: llvm.intr.lifetime.start 8, %{{.*}} : !llvm.ptr
// CHECK: llvm.intr.lifetime.end 8, %{{.*}} : !llvm.ptr<1>
// GEN: "llvm.intr.lifetime.start"(%{{.*}}) <{size = 8 : i64}> : (!llvm.ptr) -> ()
llvm.func @marks(%q: !llvm.ptr<1>) {
  %one = llvm.mlir.constant(1 : i32) : i32
  %p = llvm.alloca %one x i64 : (i32) -> !llvm.ptr
  llvm.intr.lifetime.start 8, %p : !llvm.ptr
  llvm.intr.lifetime.end 8, %q : !llvm.ptr<1>
  llvm.return
}
