// RUN: cmir-opt %s -memref-expand | FileCheck %s

// The float min/max kinds of atomic_rmw become a generic_atomic_rmw; the
// other kinds stay.
// CHECK-LABEL: func.func @rmw
// CHECK-SAME: (%[[M:.*]]: memref<4x4xf64>, %[[V:.*]]: f64, %[[I:.*]]: index)
// CHECK: %[[A:.*]] = memref.generic_atomic_rmw %[[M]][%[[I]], %[[I]]] : memref<4x4xf64> {
// CHECK-NEXT: ^bb0(%[[C:.*]]: f64):
// CHECK-NEXT: %[[X:.*]] = arith.minnumf %[[C]], %[[V]] : f64
// CHECK-NEXT: memref.atomic_yield %[[X]] : f64
// CHECK-NEXT: }
// CHECK-NEXT: %[[B:.*]] = memref.generic_atomic_rmw %[[M]][%[[I]], %[[I]]] : memref<4x4xf64> {
// CHECK-NEXT: ^bb0(%[[D:.*]]: f64):
// CHECK-NEXT: %[[Y:.*]] = arith.maximumf %[[D]], %[[V]] : f64
// CHECK: memref.atomic_rmw addf
// CHECK: return %[[A]], %[[B]]
func.func @rmw(%m: memref<4x4xf64>, %v: f64, %i: index) -> (f64, f64, f64) {
  %a = memref.atomic_rmw minnumf %v, %m[%i, %i] : (f64, memref<4x4xf64>) -> f64
  %b = memref.atomic_rmw maximumf %v, %m[%i, %i] : (f64, memref<4x4xf64>) -> f64
  %c = memref.atomic_rmw addf %v, %m[%i, %i] : (f64, memref<4x4xf64>) -> f64
  return %a, %b, %c : f64, f64, f64
}

// A reshape by a shape of static size becomes a reinterpret_cast.
// CHECK-LABEL: func.func @reshape
// CHECK-SAME: (%[[S:.*]]: memref<24xi8>, %[[SH:.*]]: memref<3xi64>)
// CHECK-NEXT: %[[ONE:.*]] = arith.constant 1 : index
// CHECK-NEXT: %[[K2:.*]] = arith.constant 2 : index
// CHECK-NEXT: %[[L2:.*]] = memref.load %[[SH]][%[[K2]]] : memref<3xi64>
// CHECK-NEXT: %[[D2:.*]] = arith.index_cast %[[L2]] : i64 to index
// CHECK-NEXT: %[[S1:.*]] = arith.muli %[[ONE]], %[[D2]] : index
// CHECK-NEXT: %[[C3:.*]] = arith.constant 3 : index
// CHECK-NEXT: %[[S0:.*]] = arith.muli %[[S1]], %[[C3]] : index
// CHECK-NEXT: %[[K0:.*]] = arith.constant 0 : index
// CHECK-NEXT: %[[L0:.*]] = memref.load %[[SH]][%[[K0]]] : memref<3xi64>
// CHECK-NEXT: %[[D0:.*]] = arith.index_cast %[[L0]] : i64 to index
// CHECK-NEXT: %[[R:.*]] = memref.reinterpret_cast %[[S]] to offset: [0], sizes: [%[[D0]], 3, %[[D2]]], strides: [%[[S0]], %[[S1]], %[[ONE]]] : memref<24xi8> to memref<?x3x?xi8>
// CHECK-NEXT: return %[[R]]
func.func @reshape(%s: memref<24xi8>, %sh: memref<3xi64>) -> memref<?x3x?xi8> {
  %r = memref.reshape %s(%sh) : (memref<24xi8>, memref<3xi64>) -> memref<?x3x?xi8>
  return %r : memref<?x3x?xi8>
}

// An index shape needs no cast; a shape of dynamic size stays a reshape.
// CHECK-LABEL: func.func @reshape_index
// CHECK: memref.load %{{.*}} : memref<1xindex>
// CHECK-NOT: arith.index_cast
// CHECK: memref.reinterpret_cast
// CHECK-LABEL: func.func @reshape_unranked
// CHECK: memref.reshape
func.func @reshape_index(%s: memref<2x3xf32>, %sh: memref<1xindex>) -> memref<?xf32> {
  %r = memref.reshape %s(%sh) : (memref<2x3xf32>, memref<1xindex>) -> memref<?xf32>
  return %r : memref<?xf32>
}
func.func @reshape_unranked(%s: memref<2x3xf32>, %sh: memref<?xindex>) -> memref<*xf32> {
  %r = memref.reshape %s(%sh) : (memref<2x3xf32>, memref<?xindex>) -> memref<*xf32>
  return %r : memref<*xf32>
}

// A rank-0 result: no sizes, no strides, the constant 1 stays unused.
// CHECK-LABEL: func.func @reshape_rank0
// CHECK-NEXT: %{{.*}} = arith.constant 1 : index
// CHECK-NEXT: %[[R0:.*]] = memref.reinterpret_cast %{{.*}} to offset: [0], sizes: [], strides: [] : memref<1xf32> to memref<f32>
// CHECK-NEXT: return %[[R0]]
func.func @reshape_rank0(%s: memref<1xf32>, %sh: memref<0xi32>) -> memref<f32> {
  %r = memref.reshape %s(%sh) : (memref<1xf32>, memref<0xi32>) -> memref<f32>
  return %r : memref<f32>
}
