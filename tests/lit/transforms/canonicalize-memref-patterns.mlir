// memref folds and canonicalization patterns: subview constants made static
// (with a cast back), casts folded into users, trivial views and reshapes
// removed, reshapes composed, alloc sizes made static, dead allocs and
// empty or self copies erased, metadata round trips undone, dim of reshape
// and of reinterpret_cast.
// RUN: cmir-opt --canonicalize=test-convergence %S/Inputs/canonicalize-memref.mlir | FileCheck %s

// CHECK-LABEL: func.func @view_consts
// CHECK-NEXT: %[[V:.*]] = memref.subview %arg0[2, %arg1] [3, 2] [2, 1] : memref<?x?xf32> to memref<3x2xf32, strided<[?, 1], offset: ?>>
// CHECK-NEXT: %[[C:.*]] = memref.cast %[[V]] : memref<3x2xf32, strided<[?, 1], offset: ?>> to memref<?x?xf32, strided<[?, 1], offset: ?>>
// CHECK-NEXT: return %[[C]]

// CHECK-LABEL: func.func @view_of_cast
// CHECK-NEXT: memref.subview %arg0[%arg1, 0] [1, 4] [1, 1] : memref<8x16xf32> to memref<4xf32, strided<[1], offset: ?>>
// CHECK-NEXT: return

// CHECK-LABEL: func.func @whole_view
// CHECK-NEXT: %[[C:.*]] = memref.cast %arg0 : memref<3x5xi32> to memref<3x5xi32, strided<[5, 1]>>
// CHECK-NEXT: return %arg0, %[[C]]

// CHECK-LABEL: func.func @casts_into_users
// CHECK-NEXT: %[[L:.*]] = memref.load %arg0[%arg2] : memref<6xf32>
// CHECK-NEXT: memref.store %arg1, %arg0[%arg2] : memref<6xf32>
// CHECK-NEXT: memref.atomic_rmw maximumf %[[L]], %arg0[%arg2] : (f32, memref<6xf32>) -> f32
// CHECK-NEXT: memref.dealloc %arg0 : memref<6xf32>

// CHECK-LABEL: func.func @reshapes
// CHECK-NEXT: %[[A:.*]] = memref.collapse_shape %arg0 {{\[\[}}0, 1, 2]] : memref<2x3x4xf32> into memref<24xf32>
// CHECK-NEXT: %[[B:.*]] = memref.expand_shape %arg1 {{\[\[}}0, 1, 2]] output_shape [2, 3, 4] : memref<24xf32> into memref<2x3x4xf32>
// CHECK-NEXT: %[[C:.*]] = memref.expand_shape %arg1 {{\[\[}}0, 1, 2]] output_shape [2, 3, 4]
// CHECK-NEXT: return %[[A]], %[[B]], %[[C]]

// CHECK-LABEL: func.func @alloc_sizes
// CHECK-NEXT: %[[A:.*]] = memref.alloc(%arg0) {alignment = 16 : i64} : memref<5x?xi8>
// CHECK-NEXT: %[[C:.*]] = memref.cast %[[A]] : memref<5x?xi8> to memref<?x?xi8>
// CHECK-NEXT: return %[[C]]

// CHECK-LABEL: func.func @copies
// CHECK-NEXT: memref.copy %arg0, %arg2 : memref<4xf32> to memref<?xf32>
// CHECK-NEXT: return

// CHECK-LABEL: func.func @metadata_round_trip
// CHECK-NEXT: %[[C:.*]] = memref.cast %arg0 : memref<?x4xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: return %arg0, %[[C]]

// CHECK-LABEL: func.func @dims
// CHECK-NEXT: %[[C1:.*]] = arith.constant 1 : index
// CHECK-NEXT: %[[D:.*]] = memref.load %arg1[%[[C1]]] : memref<3xindex>
// CHECK-NEXT: return %[[D]], %arg3

// CHECK-LABEL: func.func @space_casts
// CHECK-NEXT: memref.memory_space_cast %arg0 : memref<4xf32> to memref<4xf32, 3>
