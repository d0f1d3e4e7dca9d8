// RUN: cmir-opt %s --canonicalize | FileCheck %s
// memref.transpose folds: two transposes become one with the composed
// permutation, and an identity permutation between equal types is its
// source (also when composing gives the identity).

// CHECK-LABEL: func.func @twice(
// CHECK-NEXT: %transpose = memref.transpose %arg0 (d0, d1, d2) -> (d2, d0, d1) : memref<2x3x4xf32> to memref<4x2x3xf32, strided<[1, 12, 4]>>
// CHECK-NEXT: return %transpose
func.func @twice(%m: memref<2x3x4xf32>) -> memref<4x2x3xf32, strided<[1, 12, 4]>> {
  %0 = memref.transpose %m (a, b, c) -> (b, a, c) : memref<2x3x4xf32> to memref<3x2x4xf32, strided<[4, 12, 1]>>
  %1 = memref.transpose %0 (a, b, c) -> (c, b, a) : memref<3x2x4xf32, strided<[4, 12, 1]>> to memref<4x2x3xf32, strided<[1, 12, 4]>>
  return %1 : memref<4x2x3xf32, strided<[1, 12, 4]>>
}

// CHECK-LABEL: func.func @back(
// CHECK-NEXT: return %arg0 : memref<2x3xf32>
func.func @back(%m: memref<2x3xf32>) -> memref<2x3xf32> {
  %0 = memref.transpose %m (a, b) -> (b, a) : memref<2x3xf32> to memref<3x2xf32, strided<[1, 3]>>
  %1 = memref.transpose %0 (a, b) -> (b, a) : memref<3x2xf32, strided<[1, 3]>> to memref<2x3xf32>
  return %1 : memref<2x3xf32>
}

// CHECK-LABEL: func.func @kept(
// CHECK-NEXT: %transpose = memref.transpose %arg0 (d0, d1) -> (d0, d1) : memref<?x?xf32> to memref<?x?xf32, strided<[?, 1]>>
// CHECK-NEXT: return %transpose
func.func @kept(%m: memref<?x?xf32>) -> memref<?x?xf32, strided<[?, 1]>> {
  %0 = memref.transpose %m (a, b) -> (a, b) : memref<?x?xf32> to memref<?x?xf32, strided<[?, 1]>>
  return %0 : memref<?x?xf32, strided<[?, 1]>>
}
