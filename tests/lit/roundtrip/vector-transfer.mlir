// vector.transfer_read and vector.transfer_write print as MLIR 19 prints
// them (the minor identity map and an all-false in_bounds left out, the
// mask's type inferred from the vector type and the map), in both forms,
// and survive the bytecode.
// RUN: cmir-opt %s | FileCheck %s
// RUN: cmir-opt %s | cmir-opt | FileCheck %s
// RUN: cmir-opt --mlir-print-op-generic %s | cmir-opt | FileCheck %s
// RUN: cmir-opt --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC
// RUN: cmir-bc %s -o %t.cmbc
// RUN: cmir-bc %t.cmbc | FileCheck %s

// CHECK-DAG: #[[T:.*]] = affine_map<(d0, d1) -> (d1, d0)>
// CHECK-DAG: #[[B:.*]] = affine_map<(d0, d1) -> (0, d1)>
// CHECK-DAG: #[[P:.*]] = affine_map<(d0, d1) -> (d0)>
// CHECK-LABEL: func.func @transfers
func.func @transfers(%mem: memref<?x?xf32>, %i: index, %j: index, %m1: vector<8xi1>,
                     %m2: vector<4x8xi1>, %m3: vector<8x4xi1>, %v: vector<4x8xf32>,
                     %t: tensor<6x9xf32>) -> tensor<6x9xf32> {
  %pad = arith.constant 0.5 : f32
  // CHECK: vector.transfer_read %arg0[%arg1, %arg2], %{{.*}} : memref<?x?xf32>, vector<4x8xf32>
  %0 = vector.transfer_read %mem[%i, %j], %pad {in_bounds = [false, false]} : memref<?x?xf32>, vector<4x8xf32>
  // CHECK: vector.transfer_read %arg0[%arg1, %arg2], %{{.*}} {permutation_map = #[[T]]} : memref<?x?xf32>, vector<4x8xf32>
  %1 = vector.transfer_read %mem[%i, %j], %pad {permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : memref<?x?xf32>, vector<4x8xf32>
  // CHECK: vector.transfer_read %arg0[%arg1, %arg2], %{{.*}} {in_bounds = [true, false], permutation_map = #[[B]]} : memref<?x?xf32>, vector<4x8xf32>
  %2 = vector.transfer_read %mem[%i, %j], %pad {permutation_map = affine_map<(d0, d1) -> (0, d1)>, in_bounds = [true, false]} : memref<?x?xf32>, vector<4x8xf32>
  // CHECK: vector.transfer_read %arg0[%arg1, %arg2], %{{.*}}, %arg3 {permutation_map = #[[P]]} : memref<?x?xf32>, vector<8xf32>
  %3 = vector.transfer_read %mem[%i, %j], %pad, %m1 {permutation_map = affine_map<(d0, d1) -> (d0)>} : memref<?x?xf32>, vector<8xf32>
  // CHECK: vector.transfer_read %arg0[%arg1, %arg2], %{{.*}}, %arg4 {attr = 1 : i64, in_bounds = [false, true]} : memref<?x?xf32>, vector<4x8xf32>
  %4 = vector.transfer_read %mem[%i, %j], %pad, %m2 {in_bounds = [false, true], attr = 1} : memref<?x?xf32>, vector<4x8xf32>
  // CHECK: vector.transfer_write %arg6, %arg0[%arg1, %arg2] : vector<4x8xf32>, memref<?x?xf32>
  vector.transfer_write %v, %mem[%i, %j] : vector<4x8xf32>, memref<?x?xf32>
  // CHECK: vector.transfer_write %arg6, %arg0[%arg1, %arg2], %arg5 {in_bounds = [true, true], permutation_map = #[[T]]} : vector<4x8xf32>, memref<?x?xf32>
  vector.transfer_write %v, %mem[%i, %j], %m3 {in_bounds = [true, true], permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : vector<4x8xf32>, memref<?x?xf32>
  // CHECK: %[[R:.*]] = vector.transfer_write %arg6, %arg7[%arg1, %arg2] : vector<4x8xf32>, tensor<6x9xf32>
  %5 = vector.transfer_write %v, %t[%i, %j] : vector<4x8xf32>, tensor<6x9xf32>
  // CHECK: vector.transfer_read %[[R]][%arg1, %arg2], %{{.*}} : tensor<6x9xf32>, vector<4x8xf32>
  %6 = vector.transfer_read %5[%i, %j], %pad : tensor<6x9xf32>, vector<4x8xf32>
  return %5 : tensor<6x9xf32>
}

// A memref of vectors: the map covers the dims the element does not.
// CHECK-LABEL: func.func @vector_elements
func.func @vector_elements(%mem: memref<?xvector<4xf32>>, %i: index, %pad: vector<4xf32>) -> vector<2x4xf32> {
  // CHECK: vector.transfer_read %arg0[%arg1], %arg2 : memref<?xvector<4xf32>>, vector<2x4xf32>
  %0 = vector.transfer_read %mem[%i], %pad : memref<?xvector<4xf32>>, vector<2x4xf32>
  return %0 : vector<2x4xf32>
}

// GENERIC: "vector.transfer_read"({{.*}}) <{in_bounds = [false, false], operandSegmentSizes = array<i32: 1, 2, 1, 0>, permutation_map = #map}> : (memref<?x?xf32>, index, index, f32) -> vector<4x8xf32>
// GENERIC: "vector.transfer_read"({{.*}}) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 2, 1, 1>, permutation_map = #map3}> : (memref<?x?xf32>, index, index, f32, vector<8xi1>) -> vector<8xf32>
// GENERIC: "vector.transfer_write"({{.*}}) <{in_bounds = [true, true], operandSegmentSizes = array<i32: 1, 1, 2, 1>, permutation_map = #map1}> : (vector<4x8xf32>, memref<?x?xf32>, index, index, vector<8x4xi1>) -> ()
// GENERIC: "vector.transfer_write"({{.*}}) <{in_bounds = [false, false], operandSegmentSizes = array<i32: 1, 1, 2, 0>, permutation_map = #map}> : (vector<4x8xf32>, tensor<6x9xf32>, index, index) -> tensor<6x9xf32>
// GENERIC: "vector.transfer_read"({{.*}}) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 1, 1, 0>, permutation_map = #map4}> : (memref<?xvector<4xf32>>, index, vector<4xf32>) -> vector<2x4xf32>
