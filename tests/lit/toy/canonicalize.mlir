// toy-canonicalize: the tutorial's transpose and reshape patterns.
// RUN: cmir-opt %s --pass-pipeline='builtin.module(toy-canonicalize)' | FileCheck %s

// transpose(transpose(x)) is x.
// CHECK-LABEL: toy.func @transpose_transpose(
// CHECK-SAME: %[[A:.*]]: tensor<2x3xf64>)
// CHECK-NEXT: toy.return %[[A]] : tensor<2x3xf64>
toy.func @transpose_transpose(%a: tensor<2x3xf64>) -> tensor<2x3xf64> {
  %0 = toy.transpose(%a : tensor<2x3xf64>) to tensor<3x2xf64>
  %1 = toy.transpose(%0 : tensor<3x2xf64>) to tensor<2x3xf64>
  toy.return %1 : tensor<2x3xf64>
}

// reshape(reshape(x)) is one reshape; a reshape to the same type is x.
// CHECK-LABEL: toy.func @reshapes(
// CHECK-SAME: %[[A:.*]]: tensor<6xf64>)
// CHECK-NEXT: %[[R:.*]] = toy.reshape(%[[A]] : tensor<6xf64>) to tensor<3x2xf64>
// CHECK-NEXT: toy.print %[[R]] : tensor<3x2xf64>
// CHECK-NEXT: toy.print %[[A]] : tensor<6xf64>
// CHECK-NEXT: toy.return
toy.func @reshapes(%a: tensor<6xf64>) {
  %0 = toy.reshape(%a : tensor<6xf64>) to tensor<2x3xf64>
  %1 = toy.reshape(%0 : tensor<2x3xf64>) to tensor<3x2xf64>
  toy.print %1 : tensor<3x2xf64>
  %2 = toy.reshape(%a : tensor<6xf64>) to tensor<6xf64>
  toy.print %2 : tensor<6xf64>
  toy.return
}

// A reshape of a constant is a constant of the new shape, splats too.
// CHECK-LABEL: toy.func @reshape_constant()
// CHECK-NEXT: %[[C:.*]] = toy.constant dense<{{\[}}[1.000000e+00, 2.000000e+00], [3.000000e+00, 4.000000e+00], [5.000000e+00, 6.000000e+00]]> : tensor<3x2xf64>
// CHECK-NEXT: toy.print %[[C]] : tensor<3x2xf64>
// CHECK-NEXT: %[[S:.*]] = toy.constant dense<7.000000e+00> : tensor<2x2xf64>
// CHECK-NEXT: toy.print %[[S]] : tensor<2x2xf64>
// CHECK-NEXT: toy.return
toy.func @reshape_constant() {
  %0 = toy.constant dense<[1.0, 2.0, 3.0, 4.0, 5.0, 6.0]> : tensor<6xf64>
  %1 = toy.reshape(%0 : tensor<6xf64>) to tensor<3x2xf64>
  toy.print %1 : tensor<3x2xf64>
  %2 = toy.constant dense<7.0> : tensor<4xf64>
  %3 = toy.reshape(%2 : tensor<4xf64>) to tensor<2x2xf64>
  toy.print %3 : tensor<2x2xf64>
  toy.return
}

// A cast to the same type is its operand.
// CHECK-LABEL: toy.func @cast(
// CHECK-SAME: %[[A:.*]]: tensor<2xf64>)
// CHECK-NEXT: toy.print %[[A]] : tensor<2xf64>
toy.func @cast(%a: tensor<2xf64>) {
  %0 = toy.cast %a : tensor<2xf64> to tensor<2xf64>
  toy.print %0 : tensor<2xf64>
  toy.return
}
