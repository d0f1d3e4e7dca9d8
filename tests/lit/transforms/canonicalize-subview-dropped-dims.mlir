// RUN: cmir-opt %s --canonicalize | FileCheck %s
// RUN: cmir-opt %s --canonicalize | cmir-opt | FileCheck %s
// A rank-reducing subview whose size and stride operands are constants is
// made static. Of its unit dims, the ones it drops are told apart by the
// view's strides (source stride times view stride), as the verifier does:
// the result keeps dim 2 (stride 2 * 1 ... * 2 = 2), not dim 1 (stride 4).
// mlir-opt-19 compares the source's own strides here and fails with a
// cast-incompatible error (docs/mlir19-findings.md, rank-reducing
// subviews); cmir-fuzz seed 175 reached it.

// CHECK-LABEL: func.func @unit_dims_by_view_stride(
// CHECK-NEXT: %[[V:.*]] = memref.subview %arg0[%arg1, 1, 0, 0] [2, 1, 1, 1] [1, 2, 2, 1] : memref<2x?x2x1xi32> to memref<2x1xi32, strided<[?, 2], offset: ?>>
// CHECK-NEXT: %[[C:.*]] = memref.cast %[[V]] : memref<2x1xi32, strided<[?, 2], offset: ?>> to memref<2x?xi32, strided<[?, 2], offset: ?>>
// CHECK-NEXT: return %[[C]]
func.func @unit_dims_by_view_stride(%m: memref<2x?x2x1xi32>, %o: index) -> memref<2x?xi32, strided<[?, 2], offset: ?>> {
  %c1 = arith.constant 1 : index
  %v = memref.subview %m[%o, 1, 0, 0] [2, 1, %c1, 1] [1, 2, 2, %c1] : memref<2x?x2x1xi32> to memref<2x?xi32, strided<[?, 2], offset: ?>>
  return %v : memref<2x?xi32, strided<[?, 2], offset: ?>>
}

// Constant offsets, sizes and strides are all made static at once.
// CHECK-LABEL: func.func @all_lists(
// CHECK-NEXT: %[[V:.*]] = memref.subview %arg0[1] [2] [3] : memref<8xf32> to memref<2xf32, strided<[3], offset: 1>>
// CHECK-NEXT: memref.cast %[[V]] : memref<2xf32, strided<[3], offset: 1>> to memref<?xf32, strided<[?], offset: ?>>
func.func @all_lists(%m: memref<8xf32>) -> memref<?xf32, strided<[?], offset: ?>> {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %v = memref.subview %m[%c1] [%c2] [%c3] : memref<8xf32> to memref<?xf32, strided<[?], offset: ?>>
  return %v : memref<?xf32, strided<[?], offset: ?>>
}
