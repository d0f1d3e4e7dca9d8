// vector.load, vector.store, vector.maskedload, vector.maskedstore,
// vector.constant_mask, vector.create_mask and vector.type_cast print as
// MLIR 19 prints them, in both forms, and survive the bytecode.
// RUN: cmir-opt %s | FileCheck %s
// RUN: cmir-opt %s | cmir-opt | FileCheck %s
// RUN: cmir-opt --mlir-print-op-generic %s | cmir-opt | FileCheck %s
// RUN: cmir-opt --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC
// RUN: cmir-bc %s -o %t.cmbc
// RUN: cmir-bc %t.cmbc | FileCheck %s

// CHECK-LABEL: func.func @memory
// CHECK: %[[V:.*]] = vector.load %arg0[%arg1, %arg2] : memref<?x?xf32>, vector<8xf32>
// CHECK: vector.load %arg0[%arg1, %arg2] {nontemporal = true} : memref<?x?xf32>, vector<8xf32>
// CHECK: vector.store %[[V]], %arg0[%arg1, %arg2] : memref<?x?xf32>, vector<8xf32>
// CHECK: %[[L:.*]] = vector.maskedload %arg0[%arg1, %arg2], %arg3, %arg4 : memref<?x?xf32>, vector<8xi1>, vector<8xf32> into vector<8xf32>
// CHECK: vector.maskedstore %arg0[%arg1, %arg2], %arg3, %[[L]] : memref<?x?xf32>, vector<8xi1>, vector<8xf32>
// CHECK: vector.load %{{.*}}[%arg1, %arg2] : memref<8x8xf32>, vector<2x4xf32>
// CHECK: vector.load %arg5[%arg1] : memref<?xvector<4xf32>>, vector<4xf32>
// CHECK: vector.load %arg6[] : memref<f32>, vector<f32>
// GENERIC: "vector.load"(%{{.*}}, %{{.*}}, %{{.*}}) <{nontemporal = true}> : (memref<?x?xf32>, index, index) -> vector<8xf32>
// GENERIC: "vector.store"(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}) : (vector<8xf32>, memref<?x?xf32>, index, index) -> ()
// GENERIC: "vector.maskedload"(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}) : (memref<?x?xf32>, index, index, vector<8xi1>, vector<8xf32>) -> vector<8xf32>
// GENERIC: "vector.maskedstore"(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}) : (memref<?x?xf32>, index, index, vector<8xi1>, vector<8xf32>) -> ()
func.func @memory(%m: memref<?x?xf32>, %i: index, %j: index, %mask: vector<8xi1>, %pt: vector<8xf32>, %mv: memref<?xvector<4xf32>>, %s0: memref<f32>) -> vector<8xf32> {
  %v = vector.load %m[%i, %j] : memref<?x?xf32>, vector<8xf32>
  %w = vector.load %m[%i, %j] {nontemporal = true} : memref<?x?xf32>, vector<8xf32>
  vector.store %v, %m[%i, %j] : memref<?x?xf32>, vector<8xf32>
  %l = vector.maskedload %m[%i, %j], %mask, %pt : memref<?x?xf32>, vector<8xi1>, vector<8xf32> into vector<8xf32>
  vector.maskedstore %m[%i, %j], %mask, %l : memref<?x?xf32>, vector<8xi1>, vector<8xf32>
  %s = memref.alloc() : memref<8x8xf32>
  %u = vector.load %s[%i, %j] : memref<8x8xf32>, vector<2x4xf32>
  %x = vector.load %mv[%i] : memref<?xvector<4xf32>>, vector<4xf32>
  %y = vector.load %s0[] : memref<f32>, vector<f32>
  return %v : vector<8xf32>
}

// CHECK-LABEL: func.func @masks
// CHECK: vector.constant_mask [3] : vector<8xi1>
// CHECK: vector.constant_mask [3, 2] : vector<4x3xi1>
// CHECK: vector.constant_mask [1] : vector<i1>
// CHECK: vector.create_mask %arg0 : vector<8xi1>
// CHECK: vector.create_mask %arg0, %arg1 : vector<4x3xi1>
// CHECK: vector.type_cast %{{.*}} : memref<8x8xf32> to memref<vector<8x8xf32>>
// CHECK: vector.type_cast %{{.*}} : memref<8x8xf32> to memref<8xvector<8xf32>>
// GENERIC: "vector.constant_mask"() <{mask_dim_sizes = [3, 2]}> : () -> vector<4x3xi1>
// GENERIC: "vector.create_mask"(%{{.*}}, %{{.*}}) : (index, index) -> vector<4x3xi1>
// GENERIC: "vector.type_cast"(%{{.*}}) : (memref<8x8xf32>) -> memref<vector<8x8xf32>>
func.func @masks(%n: index, %i: index) {
  %c = vector.constant_mask [3] : vector<8xi1>
  %c2 = vector.constant_mask [3, 2] : vector<4x3xi1>
  %c0d = vector.constant_mask [1] : vector<i1>
  %k = vector.create_mask %n : vector<8xi1>
  %k2 = vector.create_mask %n, %i : vector<4x3xi1>
  %s = memref.alloc() : memref<8x8xf32>
  %t = vector.type_cast %s : memref<8x8xf32> to memref<vector<8x8xf32>>
  %t2 = vector.type_cast %s : memref<8x8xf32> to memref<8xvector<8xf32>>
  return
}
