// RUN: cmir-opt %s --expand-strided-metadata --split-input-file | FileCheck %s

// A static subview: offset and strides folded with the source's static
// strides; the result is a reinterpret_cast of the base buffer. As with
// MLIR's greedy driver, dead ops go and constants are uniqued at the start
// of the function.
// CHECK-LABEL: func.func @subview_static
// CHECK: %[[BASE:.*]], %{{.*}}, %{{.*}}:2, %{{.*}}:2 = memref.extract_strided_metadata %arg0 : memref<4x6xf32> -> memref<f32>, index, index, index, index, index
// CHECK: memref.reinterpret_cast %[[BASE]] to offset: [6], sizes: [2, 3], strides: [12, 2] : memref<f32> to memref<2x3xf32, strided<[12, 2], offset: 6>>
func.func @subview_static(%m: memref<4x6xf32>) -> memref<2x3xf32, strided<[12, 2], offset: 6>> {
  %s = memref.subview %m[1, 0] [2, 3] [2, 2] : memref<4x6xf32> to memref<2x3xf32, strided<[12, 2], offset: 6>>
  return %s : memref<2x3xf32, strided<[12, 2], offset: 6>>
}

// -----

// Dynamic offsets and strides: offset = base offset + sum(off_i * stride_i),
// stride_i = subStride_i * stride_i, as affine.apply on symbols.
// CHECK-DAG: #[[OFF:.*]] = affine_map<()[s0, s1, s2, s3, s4] -> (s0 + s1 * s2 + s3 * s4)>
// CHECK-DAG: #[[MUL:.*]] = affine_map<()[s0, s1] -> (s0 * s1)>
// CHECK-LABEL: func.func @subview_dynamic
// CHECK: %[[B:.*]], %[[O:.*]], %[[SZ:.*]]:2, %[[ST:.*]]:2 = memref.extract_strided_metadata %arg0
// CHECK: %[[S0:.*]] = affine.apply #[[MUL]]()[%arg3, %[[ST]]#0]
// CHECK: %[[S1:.*]] = affine.apply #[[MUL]]()[%arg3, %[[ST]]#1]
// CHECK: %[[OFFV:.*]] = affine.apply #[[OFF]]()[%[[O]], %arg1, %[[ST]]#0, %arg2, %[[ST]]#1]
// CHECK: memref.reinterpret_cast %[[B]] to offset: [%[[OFFV]]], sizes: [%arg2, 4], strides: [%[[S0]], %[[S1]]]
func.func @subview_dynamic(%m: memref<?x?xf32, strided<[?, ?], offset: ?>>, %o: index, %p: index, %s: index) -> memref<?x4xf32, strided<[?, ?], offset: ?>> {
  %v = memref.subview %m[%o, %p] [%p, 4] [%s, %s] : memref<?x?xf32, strided<[?, ?], offset: ?>> to memref<?x4xf32, strided<[?, ?], offset: ?>>
  return %v : memref<?x4xf32, strided<[?, ?], offset: ?>>
}

// -----

// Rank-reducing subview: the dropped dimension's size and stride go.
// CHECK-LABEL: func.func @subview_reduce
// CHECK: memref.reinterpret_cast %{{.*}} to offset: [13], sizes: [4], strides: [1] : memref<f32> to memref<4xf32, strided<[1], offset: 13>>
func.func @subview_reduce(%m: memref<4x6xf32>) -> memref<4xf32, strided<[1], offset: 13>> {
  %row = memref.subview %m[2, 1] [1, 4] [1, 1] : memref<4x6xf32> to memref<4xf32, strided<[1], offset: 13>>
  return %row : memref<4xf32, strided<[1], offset: 13>>
}

// -----

// expand_shape: static groups take the products of the inner sizes; a
// dynamic size is the source size divided by the static ones, the strides
// outside it scale with it.
// CHECK-DAG: #[[DIV:.*]] = affine_map<()[s0] -> (s0 floordiv 2)>
// CHECK-DAG: #[[STR:.*]] = affine_map<()[s0] -> (s0 * 2)>
// CHECK-LABEL: func.func @expand
// CHECK: memref.reinterpret_cast %{{.*}} to offset: [0], sizes: [4, 2, 3], strides: [6, 3, 1] : memref<f32> to memref<4x2x3xf32>
// CHECK: %[[B:.*]], %{{.*}}, %[[SZ:.*]]:2, %[[ST:.*]]:2 = memref.extract_strided_metadata %arg1
// CHECK: %[[D:.*]] = affine.apply #[[DIV]]()[%[[SZ]]#0]
// CHECK: %[[S:.*]] = affine.apply #[[STR]]()[%[[ST]]#0]
// CHECK: memref.reinterpret_cast %[[B]] to offset: [0], sizes: [%[[D]], 2, %[[SZ]]#1], strides: [%[[S]], %[[ST]]#0, 1]
func.func @expand(%m: memref<4x6xf32>, %d: memref<?x?xf32>, %n: index) -> (memref<4x2x3xf32>, memref<?x2x?xf32>) {
  %e = memref.expand_shape %m [[0], [1, 2]] output_shape [4, 2, 3] : memref<4x6xf32> into memref<4x2x3xf32>
  %f = memref.expand_shape %d [[0, 1], [2]] output_shape [%n, 2, %n] : memref<?x?xf32> into memref<?x2x?xf32>
  return %e, %f : memref<4x2x3xf32>, memref<?x2x?xf32>
}

// -----

// collapse_shape: a group's size is the product of its sizes, its stride
// the minimum of the strides of its dimensions that are not of size 1.
// CHECK-DAG: #[[MIN:.*]] = affine_map<()[s0, s1] -> (s0, s1)>
// CHECK-DAG: #[[PROD:.*]] = affine_map<()[s0, s1] -> (s0 * s1)>
// CHECK-LABEL: func.func @collapse
// CHECK: memref.reinterpret_cast %{{.*}} to offset: [6], sizes: [12], strides: [1] : memref<f32> to memref<12xf32, strided<[1], offset: 6>>
// CHECK: %[[B:.*]], %[[O:.*]], %[[SZ:.*]]:2, %[[ST:.*]]:2 = memref.extract_strided_metadata %arg1
// CHECK: %[[N:.*]] = affine.apply #[[PROD]]()[%[[SZ]]#0, %[[SZ]]#1]
// CHECK: %[[M:.*]] = affine.min #[[MIN]]()[%[[ST]]#0, %[[ST]]#1]
// CHECK: memref.reinterpret_cast %[[B]] to offset: [%[[O]]], sizes: [%[[N]]], strides: [%[[M]]]
func.func @collapse(%m: memref<2x6xf32, strided<[6, 1], offset: 6>>, %d: memref<?x?xf32, strided<[?, ?], offset: ?>>) -> (memref<12xf32, strided<[1], offset: 6>>, memref<?xf32, strided<[?], offset: ?>>) {
  %c = memref.collapse_shape %m [[0, 1]] : memref<2x6xf32, strided<[6, 1], offset: 6>> into memref<12xf32, strided<[1], offset: 6>>
  %e = memref.collapse_shape %d [[0, 1]] : memref<?x?xf32, strided<[?, ?], offset: ?>> into memref<?xf32, strided<[?], offset: ?>>
  return %c, %e : memref<12xf32, strided<[1], offset: 6>>, memref<?xf32, strided<[?], offset: ?>>
}
