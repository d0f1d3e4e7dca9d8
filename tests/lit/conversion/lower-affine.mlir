// RUN: cmir-opt %s --lower-affine | FileCheck %s

// affine.apply expands into arith ops on index, operands first, left to
// right; mod adds the divisor to a negative remainder; floordiv divides
// -1 - a for negative a and corrects the quotient; ceildiv divides -a or
// a - 1 depending on a <= 0. min and max chain minsi / maxsi.
// CHECK-LABEL: func.func @f
// CHECK: %[[C4:.*]] = arith.constant 4 : index
// CHECK: %[[M:.*]] = arith.muli %arg0, %[[C4]] : index
// CHECK: %[[C2:.*]] = arith.constant 2 : index
// CHECK: %[[Z:.*]] = arith.constant 0 : index
// CHECK: %[[MONE:.*]] = arith.constant -1 : index
// CHECK: %[[NEG:.*]] = arith.cmpi slt, %arg1, %[[Z]] : index
// CHECK: %[[ND:.*]] = arith.subi %[[MONE]], %arg1 : index
// CHECK: %[[DV:.*]] = arith.select %[[NEG]], %[[ND]], %arg1 : index
// CHECK: %[[Q:.*]] = arith.divsi %[[DV]], %[[C2]] : index
// CHECK: %[[CQ:.*]] = arith.subi %[[MONE]], %[[Q]] : index
// CHECK: %[[FD:.*]] = arith.select %[[NEG]], %[[CQ]], %[[Q]] : index
// CHECK: arith.addi %[[M]], %[[FD]] : index
// CHECK: %[[C3:.*]] = arith.constant 3 : index
// CHECK: %[[R:.*]] = arith.remsi %arg0, %[[C3]] : index
// CHECK: %[[Z1:.*]] = arith.constant 0 : index
// CHECK: %[[RN:.*]] = arith.cmpi slt, %[[R]], %[[Z1]] : index
// CHECK: %[[RC:.*]] = arith.addi %[[R]], %[[C3]] : index
// CHECK: arith.select %[[RN]], %[[RC]], %[[R]] : index
// CHECK: arith.cmpi sle, %arg1
// CHECK: arith.divsi
// CHECK: %[[C8:.*]] = arith.constant 8 : index
// CHECK: %[[MIN1:.*]] = arith.minsi %arg0, %arg1 : index
// CHECK: arith.minsi %[[MIN1]], %[[C8]] : index
// CHECK: arith.maxsi %arg0, %{{.*}} : index
func.func @f(%a: index, %b: index) -> (index, index, index, index) {
  %0 = affine.apply affine_map<(d0)[s0] -> (d0 * 4 + s0 floordiv 2)>(%a)[%b]
  %1 = affine.apply affine_map<()[s0, s1] -> (s0 mod 3 + s1 ceildiv 4)>()[%a, %b]
  %2 = affine.min affine_map<(d0, d1) -> (d0, d1, 8)>(%a, %b)
  %3 = affine.max affine_map<()[s0] -> (s0, 2)>()[%a]
  return %0, %1, %2, %3 : index, index, index, index
}
