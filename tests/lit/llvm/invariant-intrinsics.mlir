// RUN: cmir-opt %s --split-input-file | FileCheck %s --check-prefix=ROUND
// RUN: cmir-opt %s --split-input-file --mem2reg | FileCheck %s --check-prefix=M2R
// RUN: cmir-translate --mlir-to-llvmir %s --split-input-file | FileCheck %s --check-prefix=IR
// REQUIRES: llvm-backend

// llvm.intr.invariant.start/end: the start marker yields a pointer in
// address space 0 whatever the space of the marked one; both markers go
// away with a slot that mem2reg promotes.

// ROUND-LABEL: llvm.func @marks
// ROUND: %[[S:.*]] = llvm.intr.invariant.start 16, %{{.*}} : !llvm.ptr<3>
// ROUND: llvm.intr.invariant.end %[[S]], 16, %{{.*}} : !llvm.ptr<3>
// IR-LABEL: define void @marks
// IR: %[[S:.*]] = call ptr @llvm.invariant.start.p3(i64 16, ptr addrspace(3) %0)
// IR: call void @llvm.invariant.end.p3(ptr %[[S]], i64 16, ptr addrspace(3) %0)
llvm.func @marks(%buf: !llvm.ptr<3>) {
  %s = llvm.intr.invariant.start 16, %buf : !llvm.ptr<3>
  llvm.intr.invariant.end %s, 16, %buf : !llvm.ptr<3>
  llvm.return
}

// -----

// M2R-LABEL: llvm.func @promoted
// M2R-NOT: llvm.alloca
// M2R-NOT: llvm.intr.invariant
// M2R: llvm.return %arg0 : f64
llvm.func @promoted(%x: f64) -> f64 {
  %one = llvm.mlir.constant(1 : i32) : i32
  %slot = llvm.alloca %one x f64 : (i32) -> !llvm.ptr
  llvm.store %x, %slot : f64, !llvm.ptr
  %s = llvm.intr.invariant.start 8, %slot : !llvm.ptr
  %v = llvm.load %slot : !llvm.ptr -> f64
  llvm.intr.invariant.end %s, 8, %slot : !llvm.ptr
  llvm.return %v : f64
}
