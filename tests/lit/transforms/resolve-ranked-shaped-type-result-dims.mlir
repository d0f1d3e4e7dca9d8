// RUN: cmir-opt --resolve-ranked-shaped-type-result-dims %s | FileCheck %s
// RUN: cmir-opt --resolve-ranked-shaped-type-result-dims %s > %t.cmir
// RUN: %if mlir-opt %{ mlir-opt --resolve-ranked-shaped-type-result-dims %s | diff %t.cmir - %}

// A dim of an expand_shape result is its output_shape entry: the operand
// for a dynamic size, a constant (dim's fold) for a static one.
// CHECK-LABEL: func.func @sizes(%arg0: memref<?x6xf32>, %arg1: index, %arg2: index)
// CHECK-NEXT: %[[C3:.*]] = arith.constant 3 : index
// CHECK: %[[X:.*]] = memref.expand_shape
// CHECK: %[[D:.*]] = memref.dim %[[X]], %arg2
// CHECK: return %arg1, %[[C3]], %[[D]]
func.func @sizes(%m: memref<?x6xf32>, %a: index, %k: index) -> (index, index, index) {
  %zero = arith.constant 0 : index
  %one = arith.constant 1 : index
  %x = memref.expand_shape %m [[0], [1, 2]] output_shape [%a, 3, 2] : memref<?x6xf32> into memref<?x3x2xf32>
  %d0 = memref.dim %x, %zero : memref<?x3x2xf32>
  %d1 = memref.dim %x, %one : memref<?x3x2xf32>
  %d2 = memref.dim %x, %k : memref<?x3x2xf32>
  return %d0, %d1, %d2 : index, index, index
}

// An index out of bounds is left alone; other views are not resolved.
// CHECK-LABEL: func.func @left
// CHECK: memref.dim %{{.*}}, %c5
// CHECK: memref.collapse_shape
// CHECK: memref.dim %collapse_shape
func.func @left(%m: memref<?x4xi8>, %n: index) -> (index, index) {
  %c5 = arith.constant 5 : index
  %c0 = arith.constant 0 : index
  %x = memref.expand_shape %m [[0, 1], [2]] output_shape [%n, 2, 4] : memref<?x4xi8> into memref<?x2x4xi8>
  %d = memref.dim %x, %c5 : memref<?x2x4xi8>
  %c = memref.collapse_shape %m [[0, 1]] : memref<?x4xi8> into memref<?xi8>
  %e = memref.dim %c, %c0 : memref<?xi8>
  return %d, %e : index, index
}
