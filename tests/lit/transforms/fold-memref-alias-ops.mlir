// RUN: cmir-opt --fold-memref-alias-ops --split-input-file %s | FileCheck %s

// A strided subview: offset + index * stride per dim, the view erased.
// CHECK-DAG: #[[ROW:.+]] = affine_map<()[s0, s1] -> (s0 + s1 * 3)>
// CHECK-DAG: #[[COL:.+]] = affine_map<()[s0] -> (s0 * 2 + 5)>
// CHECK-LABEL: func.func @strided_view
// CHECK-SAME: (%[[M:.+]]: memref<40x40xf32>, %[[R:.+]]: index, %[[I:.+]]: index, %[[J:.+]]: index)
// CHECK-NEXT: %[[A:.+]] = affine.apply #[[ROW]]()[%[[R]], %[[I]]]
// CHECK-NEXT: %[[B:.+]] = affine.apply #[[COL]]()[%[[J]]]
// CHECK-NEXT: memref.load %[[M]][%[[A]], %[[B]]] : memref<40x40xf32>
// CHECK-NOT: memref.subview
func.func @strided_view(%m: memref<40x40xf32>, %r: index, %i: index, %j: index) -> f32 {
  %v = memref.subview %m[%r, 5] [4, 4] [3, 2] : memref<40x40xf32> to memref<4x4xf32, strided<[120, 2], offset: ?>>
  %x = memref.load %v[%i, %j] : memref<4x4xf32, strided<[120, 2], offset: ?>>
  return %x : f32
}

// -----

// A unit-stride view at offset zero: the indices are the source's.
// CHECK-LABEL: func.func @identity_offsets
// CHECK-SAME: (%[[M:.+]]: memref<8x8xi8>, %[[I:.+]]: index, %[[J:.+]]: index, %[[X:.+]]: i8)
// CHECK-NEXT: memref.store %[[X]], %[[M]][%[[I]], %[[J]]] : memref<8x8xi8>
// CHECK-NEXT: return
func.func @identity_offsets(%m: memref<8x8xi8>, %i: index, %j: index, %x: i8) {
  %v = memref.subview %m[0, 0] [4, 4] [1, 1] : memref<8x8xi8> to memref<4x4xi8, strided<[8, 1]>>
  memref.store %x, %v[%i, %j] : memref<4x4xi8, strided<[8, 1]>>
  return
}

// -----

// expand_shape: a group's indices linearized (6 = 2 * 3, 3, 1).
// CHECK-DAG: #[[LIN:.+]] = affine_map<()[s0, s1, s2] -> (s0 * 6 + s1 * 3 + s2)>
// CHECK-LABEL: func.func @expand
// CHECK: %[[L:.+]] = affine.apply #[[LIN]]()[%{{.+}}, %{{.+}}, %{{.+}}]
// CHECK-NEXT: memref.load %{{.+}}[%[[L]]] : memref<24xf64>
func.func @expand(%m: memref<24xf64>, %a: index, %b: index, %c: index) -> f64 {
  %e = memref.expand_shape %m [[0, 1, 2]] output_shape [4, 2, 3] : memref<24xf64> into memref<4x2x3xf64>
  %x = memref.load %e[%a, %b, %c] : memref<4x2x3xf64>
  return %x : f64
}

// -----

// collapse_shape: the index delinearized over the source sizes.
// CHECK-DAG: #[[Q:.+]] = affine_map<()[s0] -> (s0 floordiv 5)>
// CHECK-DAG: #[[R:.+]] = affine_map<()[s0] -> (s0 mod 5)>
// CHECK-LABEL: func.func @collapse
// CHECK: affine.apply #[[Q]]
// CHECK: affine.apply #[[R]]
// CHECK: memref.load %{{.+}} : memref<?x5xf32>
func.func @collapse(%m: memref<?x5xf32>, %k: index) -> f32 {
  %c = memref.collapse_shape %m [[0, 1]] : memref<?x5xf32> into memref<?xf32>
  %x = memref.load %c[%k] : memref<?xf32>
  return %x : f32
}

// -----

// A subview of a subview with unit strides becomes one subview; with a
// non-unit stride it stays.
// CHECK-DAG: #[[ADD:.+]] = affine_map<()[s0] -> (s0 + 3)>
// CHECK-LABEL: func.func @nested_views
// CHECK: %[[O:.+]] = affine.apply #[[ADD]]()
// CHECK: memref.subview %{{.+}}[%[[O]], 6] [2, 2] [1, 1] : memref<32x32xf32> to memref<2x2xf32, strided<[32, 1], offset: ?>>
// CHECK: memref.subview %{{.+}}[1, 1] [2, 2] [2, 1]
func.func @nested_views(%m: memref<32x32xf32>, %p: index) -> (memref<2x2xf32, strided<[32, 1], offset: ?>>, memref<2x2xf32, strided<[64, 1], offset: ?>>) {
  %a = memref.subview %m[%p, 4] [8, 8] [1, 1] : memref<32x32xf32> to memref<8x8xf32, strided<[32, 1], offset: ?>>
  %b = memref.subview %a[3, 2] [2, 2] [1, 1] : memref<8x8xf32, strided<[32, 1], offset: ?>> to memref<2x2xf32, strided<[32, 1], offset: ?>>
  %c = memref.subview %a[1, 1] [2, 2] [2, 1] : memref<8x8xf32, strided<[32, 1], offset: ?>> to memref<2x2xf32, strided<[64, 1], offset: ?>>
  return %b, %c : memref<2x2xf32, strided<[32, 1], offset: ?>>, memref<2x2xf32, strided<[64, 1], offset: ?>>
}
