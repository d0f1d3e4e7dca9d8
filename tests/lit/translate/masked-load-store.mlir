// llvm.intr.masked.load/store become llvm.masked.load/store calls with the
// alignment as the immediate before the mask (poison when a masked load
// has no pass-through), as mlir-translate-19 gives them.
// RUN: cmir-translate --mlir-to-llvmir %s | FileCheck %s
// REQUIRES: llvm-backend

// CHECK-LABEL: define <8 x float> @f(ptr %0, <8 x i1> %1, <8 x float> %2)
// CHECK: %[[A:.*]] = call <8 x float> @llvm.masked.load.v8f32.p0(ptr %0, i32 4, <8 x i1> %1, <8 x float> %2)
// CHECK: %[[B:.*]] = call <8 x float> @llvm.masked.load.v8f32.p0(ptr %0, i32 16, <8 x i1> %1, <8 x float> poison)
// CHECK: call void @llvm.masked.store.v8f32.p0(<8 x float> %[[A]], ptr %0, i32 4, <8 x i1> %1)
llvm.func @f(%p: !llvm.ptr, %m: vector<8xi1>, %v: vector<8xf32>) -> vector<8xf32> {
  %0 = llvm.intr.masked.load %p, %m, %v {alignment = 4 : i32} : (!llvm.ptr, vector<8xi1>, vector<8xf32>) -> vector<8xf32>
  %1 = llvm.intr.masked.load %p, %m {alignment = 16 : i32} : (!llvm.ptr, vector<8xi1>) -> vector<8xf32>
  llvm.intr.masked.store %0, %p, %m {alignment = 4 : i32} : vector<8xf32>, vector<8xi1> into !llvm.ptr
  %2 = llvm.fadd %0, %1 : vector<8xf32>
  llvm.return %2 : vector<8xf32>
}
