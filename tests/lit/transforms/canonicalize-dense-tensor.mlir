// RUN: cmir-opt %s -canonicalize | FileCheck %s

// Element-wise constant folds apply to dense tensors as to vectors.

// CHECK-LABEL: func.func @tensor_folds
// CHECK-DAG: arith.constant dense<[6, 1, 9]> : tensor<3xi16>
// CHECK-DAG: arith.constant dense<[false, true, false]> : tensor<3xi1>
// CHECK-DAG: arith.constant dense<[2.500000e-01, 4.000000e+00]> : tensor<2xf32>
// CHECK-DAG: arith.constant dense<[5, 2, 9]> : tensor<3xi16>
// CHECK-NOT: arith.addi
// CHECK-NOT: arith.cmpi
// CHECK-NOT: arith.mulf
// CHECK-NOT: arith.select
func.func @tensor_folds() -> (tensor<3xi16>, tensor<3xi1>, tensor<2xf32>, tensor<3xi16>) {
  %a = arith.constant dense<[5, -1, 9]> : tensor<3xi16>
  %b = arith.constant dense<[1, 2, 0]> : tensor<3xi16>
  %s = arith.addi %a, %b : tensor<3xi16>
  %c = arith.cmpi sgt, %b, %a : tensor<3xi16>
  %f = arith.constant dense<[0.5, 2.0]> : tensor<2xf32>
  %m = arith.mulf %f, %f : tensor<2xf32>
  %sel = arith.select %c, %b, %a : tensor<3xi1>, tensor<3xi16>
  return %s, %c, %m, %sel : tensor<3xi16>, tensor<3xi1>, tensor<2xf32>, tensor<3xi16>
}

// A long i1 tensor, written and printed in hex (eight elements a byte).
// CHECK-LABEL: func.func @long_i1
// CHECK: arith.constant dense<"0x0F000000000000000000000000000000000000F0"> : tensor<160xi1>
// CHECK-NOT: arith.ori
func.func @long_i1() -> tensor<160xi1> {
  %x = arith.constant dense<"0x0F00000000000000000000000000000000000000"> : tensor<160xi1>
  %y = arith.constant dense<"0x00000000000000000000000000000000000000F0"> : tensor<160xi1>
  %r = arith.ori %x, %y : tensor<160xi1>
  return %r : tensor<160xi1>
}
