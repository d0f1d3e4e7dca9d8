// RUN: cmir-opt --canonicalize %s | FileCheck %s
// vector.shuffle's folds and patterns, as MLIR 19's: a mask that takes one
// operand whole is that operand, constants shuffle into a constant, two
// splats of one scalar become a splat, 0-D operands a broadcast, and the
// mask of an interleave a vector.interleave.

// CHECK-LABEL: func.func @whole_v1
// CHECK-NEXT: return %arg0 : vector<4xf32>
func.func @whole_v1(%a: vector<4xf32>, %b: vector<4xf32>) -> vector<4xf32> {
  %0 = vector.shuffle %a, %b [0, 1, 2, 3] : vector<4xf32>, vector<4xf32>
  return %0 : vector<4xf32>
}

// CHECK-LABEL: func.func @whole_v2
// CHECK-NEXT: return %arg1 : vector<2xf32>
func.func @whole_v2(%a: vector<4xf32>, %b: vector<2xf32>) -> vector<2xf32> {
  %0 = vector.shuffle %a, %b [4, 5] : vector<4xf32>, vector<2xf32>
  return %0 : vector<2xf32>
}

// Rows of an n-D vector: [0, 1] of a 2x3 v1 is v1.
// CHECK-LABEL: func.func @whole_rows
// CHECK-NEXT: return %arg0 : vector<2x3xf32>
func.func @whole_rows(%a: vector<2x3xf32>, %b: vector<1x3xf32>) -> vector<2x3xf32> {
  %0 = vector.shuffle %a, %b [0, 1] : vector<2x3xf32>, vector<1x3xf32>
  return %0 : vector<2x3xf32>
}

// Not whole: the order or the length differs.
// CHECK-LABEL: func.func @not_whole
// CHECK-NEXT: vector.shuffle %arg0, %arg1 [1, 0, 2, 3]
// CHECK-NEXT: vector.shuffle %arg0, %arg1 [0, 1, 2]
func.func @not_whole(%a: vector<4xf32>, %b: vector<4xf32>) -> (vector<4xf32>, vector<3xf32>) {
  %0 = vector.shuffle %a, %b [1, 0, 2, 3] : vector<4xf32>, vector<4xf32>
  %1 = vector.shuffle %a, %b [0, 1, 2] : vector<4xf32>, vector<4xf32>
  return %0, %1 : vector<4xf32>, vector<3xf32>
}

// CHECK-LABEL: func.func @constants
// CHECK-NEXT: %[[I:.*]] = arith.constant dense<[8, 1, 6, 3]> : vector<4xi32>
// CHECK-NEXT: %[[S:.*]] = arith.constant dense<[6, 7, 5]> : vector<3xi32>
// CHECK-NEXT: %[[F:.*]] = arith.constant dense<[6.250000e+00, 1.500000e+00, 5.000000e+00]> : vector<3xf16>
// CHECK-NEXT: %[[B:.*]] = arith.constant dense<[true, true, false]> : vector<3xi1>
// CHECK-NEXT: return %[[I]], %[[S]], %[[F]], %[[B]]
func.func @constants() -> (vector<4xi32>, vector<3xi32>, vector<3xf16>, vector<3xi1>) {
  %a = arith.constant dense<[1, 2, 3, 4]> : vector<4xi32>
  %b = arith.constant dense<[5, 6, 7, 8]> : vector<4xi32>
  %0 = vector.shuffle %a, %b [7, 0, 5, 2] : vector<4xi32>, vector<4xi32>
  %c = arith.constant dense<7> : vector<2xi32>
  %d = arith.constant dense<[5, 6]> : vector<2xi32>
  %1 = vector.shuffle %c, %d [3, 0, 2] : vector<2xi32>, vector<2xi32>
  %e = arith.constant dense<[1.5, 2.0]> : vector<2xf16>
  %f = arith.constant dense<[5.0, 6.25]> : vector<2xf16>
  %2 = vector.shuffle %e, %f [3, 0, 2] : vector<2xf16>, vector<2xf16>
  %g = arith.constant dense<[true, false]> : vector<2xi1>
  %h = arith.constant dense<[false, true]> : vector<2xi1>
  %3 = vector.shuffle %g, %h [3, 0, 2] : vector<2xi1>, vector<2xi1>
  return %0, %1, %2, %3 : vector<4xi32>, vector<3xi32>, vector<3xf16>, vector<3xi1>
}

// Splats of one scalar (of any lengths) give a splat; a broadcast does not.
// CHECK-LABEL: func.func @splats
// CHECK-NEXT: %[[U:.*]] = vector.splat %arg0 : vector<4xf32>
// CHECK-NEXT: %[[S:.*]] = vector.splat %arg0 : vector<2xf32>
// CHECK-NEXT: %[[B:.*]] = vector.broadcast %arg0 : f32 to vector<4xf32>
// CHECK-NEXT: %[[T:.*]] = vector.shuffle %[[B]], %[[B]] [1, 2]
// CHECK-NEXT: %[[V:.*]] = vector.splat %arg1 : vector<2xf32>
// CHECK-NEXT: %[[W:.*]] = vector.shuffle %[[U]], %[[V]] [1, 4]
// CHECK-NEXT: return %[[S]], %[[T]], %[[W]]
func.func @splats(%a: f32, %b: f32) -> (vector<2xf32>, vector<2xf32>, vector<2xf32>) {
  %0 = vector.splat %a : vector<4xf32>
  %1 = vector.splat %a : vector<2xf32>
  %2 = vector.shuffle %0, %1 [1, 4] : vector<4xf32>, vector<2xf32>
  %3 = vector.broadcast %a : f32 to vector<4xf32>
  %4 = vector.shuffle %3, %3 [1, 2] : vector<4xf32>, vector<4xf32>
  %5 = vector.splat %b : vector<2xf32>
  %6 = vector.shuffle %0, %5 [1, 4] : vector<4xf32>, vector<2xf32>
  return %2, %4, %6 : vector<2xf32>, vector<2xf32>, vector<2xf32>
}

// CHECK-LABEL: func.func @zero_d
// CHECK-NEXT: %[[A:.*]] = vector.broadcast %arg1 : vector<f32> to vector<1xf32>
// CHECK-NEXT: %[[B:.*]] = vector.broadcast %arg0 : vector<f32> to vector<1xf32>
// CHECK-NEXT: %[[C:.*]] = vector.interleave %arg0, %arg1 : vector<f32> -> vector<2xf32>
// CHECK-NEXT: return %[[A]], %[[B]], %[[C]]
func.func @zero_d(%a: vector<f32>, %b: vector<f32>) -> (vector<1xf32>, vector<1xf32>, vector<2xf32>) {
  %0 = vector.shuffle %a, %b [1] : vector<f32>, vector<f32>
  %1 = vector.shuffle %a, %b [0] : vector<f32>, vector<f32>
  %2 = vector.shuffle %a, %b [0, 1] : vector<f32>, vector<f32>
  return %0, %1, %2 : vector<1xf32>, vector<1xf32>, vector<2xf32>
}

// CHECK-LABEL: func.func @interleave
// CHECK-NEXT: %[[I:.*]] = vector.interleave %arg0, %arg1 : vector<2xf32> -> vector<4xf32>
// CHECK-NEXT: %[[J:.*]] = vector.shuffle %arg0, %arg1 [0, 2, 3, 1]
// CHECK-NEXT: return %[[I]], %[[J]]
func.func @interleave(%a: vector<2xf32>, %b: vector<2xf32>) -> (vector<4xf32>, vector<4xf32>) {
  %0 = vector.shuffle %a, %b [0, 2, 1, 3] : vector<2xf32>, vector<2xf32>
  %1 = vector.shuffle %a, %b [0, 2, 3, 1] : vector<2xf32>, vector<2xf32>
  return %0, %1 : vector<4xf32>, vector<4xf32>
}
