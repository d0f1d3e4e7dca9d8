// RUN: cmir-opt --expand-strided-metadata %S/Inputs/expand-strided-metadata-patterns.mlir | FileCheck %s

// Results the source type knows become constants, hoisted to the top.
// CHECK-LABEL: func.func @static_source
// CHECK-NEXT: %[[C7:.*]] = arith.constant 7 : index
// CHECK-NEXT: %[[C6:.*]] = arith.constant 6 : index
// CHECK-NEXT: %[[C3:.*]] = arith.constant 3 : index
// CHECK-NEXT: %[[C5:.*]] = arith.constant 5 : index
// CHECK-NEXT: %[[C1:.*]] = arith.constant 1 : index
// CHECK-NEXT: return %[[C7]], %[[C6]], %[[C3]], %[[C5]], %[[C1]]

// Of an alloc: offset 0, its sizes, strides the products of inner sizes.
// CHECK-LABEL: func.func @of_alloc(%arg0: index, %arg1: index)
// CHECK: %[[A:.*]] = memref.alloc(%arg0, %arg1)
// CHECK: %[[S0:.*]] = affine.apply #{{.*}}()[%arg1]
// CHECK: %[[B:.*]] = memref.reinterpret_cast %[[A]] to offset: [0], sizes: [], strides: []
// CHECK: return %[[B]], %c0, %arg0, %c9, %arg1, %[[S0]], %arg1, %c1, %arg0

// An alloca whose base is unused disappears.
// CHECK-LABEL: func.func @of_alloca_unused_base
// CHECK-NEXT: return %arg0, %arg0

// CHECK-LABEL: func.func @of_global
// CHECK: %[[G:.*]] = memref.get_global @table
// CHECK: %[[B:.*]] = memref.reinterpret_cast %[[G]] to offset: [0], sizes: [], strides: []
// CHECK: return %[[B]], %c7, %c7

// Of a reinterpret_cast: the cast's own offset, sizes and strides.
// CHECK-LABEL: func.func @of_reinterpret
// CHECK: %[[B:[^,]*]], %{{.*}} = memref.extract_strided_metadata %arg0 : memref<?xf64>
// CHECK: return %[[B]], %arg1, %arg2, %c4, %c4, %c1

// Of a cast: the source's metadata, constants where the cast type is static.
// CHECK-LABEL: func.func @of_cast
// CHECK: %[[B:[^,]*]], %[[O:[^,]*]], %[[S:[^:]*]]:2, %[[T:[^:]*]]:2 = memref.extract_strided_metadata %arg0 : memref<8x?xf32
// CHECK: return %[[B]], %[[O]], %c8, %[[S]]#1, %[[T]]#0, %c1

// Of another's base buffer: that base, offset 0.
// CHECK-LABEL: func.func @of_base
// CHECK: %[[B:[^,]*]], %{{.*}} = memref.extract_strided_metadata %arg0
// CHECK-NEXT: return %[[B]], %c0

// CHECK-LABEL: func.func @of_subview
// CHECK: %[[B:[^,]*]], %{{.*}} = memref.extract_strided_metadata %arg0 : memref<?x10xf32>
// CHECK-NEXT: %[[O:.*]] = affine.apply #{{.*}}()[%arg1]
// CHECK-NEXT: return %[[B]], %[[O]], %c5, %c10, %c2

// A collapse group's stride is an affine.min, even of one value.
// CHECK-LABEL: func.func @of_collapse
// CHECK: %[[B:[^,]*]], %{{[^,]*}}, %[[S:[^:]*]]:3, %[[T:[^:]*]]:3 = memref.extract_strided_metadata %arg0
// CHECK-NEXT: %[[M:.*]] = affine.min #{{.*}}()[%[[T]]#0]
// CHECK-NEXT: %[[P:.*]] = affine.apply #{{.*}}()[%[[S]]#2]
// CHECK-NEXT: return %[[B]], %[[S]]#0, %[[P]], %[[M]]

// CHECK-LABEL: func.func @of_expand
// CHECK: return %{{.*}}, %c0, %c6, %c6

// CHECK-LABEL: func.func @collapse_single_stride
// CHECK: affine.min #{{.*}}()[%strides#0]
// CHECK: affine.min #{{.*}}()[%strides#1]
// CHECK: memref.reinterpret_cast

// The aligned pointer of a view is its source's (not through transpose).
// CHECK-LABEL: func.func @pointer_of_views
// CHECK: %[[T:.*]] = memref.transpose
// CHECK-NEXT: memref.extract_aligned_pointer_as_index %arg0 :
// CHECK-NEXT: memref.extract_aligned_pointer_as_index %arg0 :
// CHECK-NEXT: memref.extract_aligned_pointer_as_index %[[T]] :
// CHECK-NEXT: memref.extract_aligned_pointer_as_index %arg1 :
// CHECK-NEXT: memref.extract_aligned_pointer_as_index %arg0 :
