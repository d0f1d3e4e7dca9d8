// convert-vector-to-llvm on the vector dialect's memory ops and masks, as
// MLIR 19 lowers them: the element address as memref.load computes it,
// llvm.load/store with the element's preferred alignment (and nontemporal),
// llvm.intr.masked.load/store, masks as i1 constants or step vectors
// compared with the splat bound, type_cast a new descriptor.
// RUN: cmir-opt %s --convert-vector-to-llvm | FileCheck %s
// RUN: cmir-opt %s --convert-vector-to-llvm='force-32bit-vector-indices=false' | FileCheck %s --check-prefix=IDX64

// CHECK-LABEL: func.func @memory
// CHECK: %[[P:.*]] = llvm.getelementptr %{{.*}}[%{{.*}}] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK: %[[V:.*]] = llvm.load %[[P]] {alignment = 4 : i64} : !llvm.ptr -> vector<8xf32>
// CHECK: llvm.store %[[V]], %{{.*}} {alignment = 4 : i64, nontemporal} : vector<8xf32>, !llvm.ptr
// CHECK: %[[L:.*]] = llvm.intr.masked.load %{{.*}}, %arg3, %arg4 {alignment = 4 : i32} : (!llvm.ptr, vector<8xi1>, vector<8xf32>) -> vector<8xf32>
// CHECK: llvm.intr.masked.store %[[L]], %{{.*}}, %arg3 {alignment = 4 : i32} : vector<8xf32>, vector<8xi1> into !llvm.ptr
func.func @memory(%m: memref<?x?xf32>, %i: index, %j: index, %mask: vector<8xi1>, %pt: vector<8xf32>) -> vector<8xf32> {
  %v = vector.load %m[%i, %j] : memref<?x?xf32>, vector<8xf32>
  vector.store %v, %m[%i, %j] {nontemporal = true} : memref<?x?xf32>, vector<8xf32>
  %l = vector.maskedload %m[%i, %j], %mask, %pt : memref<?x?xf32>, vector<8xi1>, vector<8xf32> into vector<8xf32>
  vector.maskedstore %m[%i, %j], %mask, %l : memref<?x?xf32>, vector<8xi1>, vector<8xf32>
  return %v : vector<8xf32>
}

// A memref of vectors: one element, aligned as the vector.
// CHECK-LABEL: func.func @of_vectors
// CHECK: %[[Q:.*]] = llvm.getelementptr %{{.*}}[%{{.*}}] : (!llvm.ptr, i64) -> !llvm.ptr, vector<4xf32>
// CHECK: llvm.load %[[Q]] {alignment = 16 : i64} : !llvm.ptr -> vector<4xf32>
func.func @of_vectors(%s: memref<8xvector<4xf32>>, %i: index) -> vector<4xf32> {
  %u = vector.load %s[%i] : memref<8xvector<4xf32>>, vector<4xf32>
  return %u : vector<4xf32>
}

// CHECK-LABEL: func.func @masks
// CHECK: arith.constant dense<[true, true, true, false]> : vector<4xi1>
// CHECK: %[[STEP:.*]] = arith.constant dense<[0, 1, 2, 3]> : vector<4xi32>
// CHECK: %[[B:.*]] = arith.index_cast %arg0 : index to i32
// CHECK: %[[INS:.*]] = llvm.insertelement %[[B]], %{{.*}}[%{{.*}} : i32] : vector<4xi32>
// CHECK: %[[SPLAT:.*]] = llvm.shufflevector %[[INS]], %{{.*}} [0, 0, 0, 0] : vector<4xi32>
// CHECK: arith.cmpi slt, %[[STEP]], %[[SPLAT]] : vector<4xi32>
// IDX64-LABEL: func.func @masks
// IDX64: %[[STEP:.*]] = arith.constant dense<[0, 1, 2, 3]> : vector<4xi64>
// IDX64: arith.index_cast %arg0 : index to i64
// IDX64: arith.cmpi slt, %[[STEP]], %{{.*}} : vector<4xi64>
func.func @masks(%n: index) -> (vector<4xi1>, vector<4xi1>) {
  %c = vector.constant_mask [3] : vector<4xi1>
  %k = vector.create_mask %n : vector<4xi1>
  return %c, %k : vector<4xi1>, vector<4xi1>
}

// n-D create_mask: the trailing mask where the leading bound allows it.
// CHECK-LABEL: func.func @mask_2d
// CHECK: %[[IN:.*]] = arith.cmpi slt, %{{.*}}, %{{.*}} : vector<3xi32>
// CHECK: %[[C:.*]] = arith.cmpi sgt, %arg0, %{{.*}} : index
// CHECK: %[[S:.*]] = arith.select %[[C]], %[[IN]], %{{.*}} : vector<3xi1>
// CHECK: llvm.insertvalue %[[S]], %{{.*}}[0] : !llvm.array<2 x vector<3xi1>>
// CHECK: llvm.insertvalue %{{.*}}, %{{.*}}[1] : !llvm.array<2 x vector<3xi1>>
func.func @mask_2d(%a: index, %b: index) -> vector<2x3xi1> {
  %k = vector.create_mask %a, %b : vector<2x3xi1>
  return %k : vector<2x3xi1>
}

// CHECK-LABEL: func.func @type_cast
// CHECK: %[[D:.*]] = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64)>
// CHECK: %[[A:.*]] = llvm.extractvalue %{{.*}}[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK: %[[D1:.*]] = llvm.insertvalue %[[A]], %[[D]][0] : !llvm.struct<(ptr, ptr, i64)>
// CHECK: %[[B:.*]] = llvm.extractvalue %{{.*}}[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK: %[[D2:.*]] = llvm.insertvalue %[[B]], %[[D1]][1] : !llvm.struct<(ptr, ptr, i64)>
// CHECK: %[[Z:.*]] = llvm.mlir.constant(0 : index) : i64
// CHECK: llvm.insertvalue %[[Z]], %[[D2]][2] : !llvm.struct<(ptr, ptr, i64)>
func.func @type_cast(%s: memref<8x8xf32>) -> memref<vector<8x8xf32>> {
  %t = vector.type_cast %s : memref<8x8xf32> to memref<vector<8x8xf32>>
  return %t : memref<vector<8x8xf32>>
}
