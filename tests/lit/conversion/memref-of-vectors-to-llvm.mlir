// Memrefs of vectors lower like any memref: the descriptor's pointers
// address LLVM vectors (an n-D vector: the array of its 1-D vectors), loads
// and stores are of that type, and alloc aligns its buffer to the element's
// size from the data layout (null-pointer getelementptr), as MLIR 19 does.
// RUN: cmir-opt %s --finalize-memref-to-llvm --convert-to-llvm --reconcile-unrealized-casts | FileCheck %s

// CHECK-LABEL: llvm.func @load(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: i64, %arg7: i64) -> vector<4xf32>
// CHECK: %[[P:.*]] = llvm.getelementptr %{{.*}}[%{{.*}}] : (!llvm.ptr, i64) -> !llvm.ptr, vector<4xf32>
// CHECK: %[[V:.*]] = llvm.load %[[P]] : !llvm.ptr -> vector<4xf32>
// CHECK: llvm.return %[[V]] : vector<4xf32>
func.func @load(%m: memref<1x?xvector<4xf32>>, %i: index) -> vector<4xf32> {
  %c0 = arith.constant 0 : index
  %v = memref.load %m[%c0, %i] : memref<1x?xvector<4xf32>>
  return %v : vector<4xf32>
}

// CHECK-LABEL: llvm.func @alloc_store(%arg0: i64, %arg1: !llvm.array<2 x vector<3xi16>>)
// CHECK: %[[N:.*]] = llvm.getelementptr %{{.*}}[%arg0] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<2 x vector<3xi16>>
// CHECK: %[[ONE:.*]] = llvm.getelementptr %{{.*}}[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<2 x vector<3xi16>>
// CHECK: %[[ALIGN:.*]] = llvm.ptrtoint %[[ONE]] : !llvm.ptr to i64
// CHECK: %[[SIZE:.*]] = llvm.add %{{.*}}, %[[ALIGN]] : i64
// CHECK: llvm.call @malloc(%[[SIZE]]) : (i64) -> !llvm.ptr
// CHECK: llvm.urem %{{.*}}, %[[ALIGN]] : i64
// CHECK: %[[Q:.*]] = llvm.getelementptr %{{.*}}[%{{.*}}] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<2 x vector<3xi16>>
// CHECK: llvm.store %arg1, %[[Q]] : !llvm.array<2 x vector<3xi16>>, !llvm.ptr
func.func @alloc_store(%n: index, %v: vector<2x3xi16>) {
  %a = memref.alloc(%n) : memref<?xvector<2x3xi16>>
  %c0 = arith.constant 0 : index
  memref.store %v, %a[%c0] : memref<?xvector<2x3xi16>>
  memref.dealloc %a : memref<?xvector<2x3xi16>>
  return
}
