// affine.min and affine.max fold to the smallest (largest) result when every
// result is a constant of constant operands.
// RUN: cmir-opt %s --canonicalize | FileCheck %s

// CHECK-LABEL: func.func @fold
// CHECK-DAG:     %[[C2:.*]] = arith.constant 2 : index
// CHECK-DAG:     %[[C21:.*]] = arith.constant 21 : index
// CHECK-NOT:     affine.m
// CHECK:         return %[[C2]], %[[C21]]
func.func @fold(%n: index) -> (index, index) {
  %c3 = arith.constant 3 : index
  %c7 = arith.constant 7 : index
  %a = affine.min affine_map<(d0, d1) -> (d0 * 4, d1 mod 5, 9)>(%c3, %c7)
  %b = affine.max affine_map<(d0)[s0] -> (d0 * 3, s0 + 1)>(%c7)[%c3]
  return %a, %b : index, index
}

