// The toy dialect's custom forms read and print back unchanged, and the
// generic form reads back to the same module.
// RUN: cmir-opt %s | FileCheck %s --match-full-lines
// RUN: cmir-opt %s --mlir-print-op-generic | cmir-opt | FileCheck %s --match-full-lines
// RUN: cmir-toy %s -emit=mlir | FileCheck %s --match-full-lines

// CHECK:module {
// CHECK-NEXT:  toy.func private @combine(%arg0: tensor<*xf64>, %arg1: tensor<*xf64>) -> tensor<*xf64> {
// CHECK-NEXT:    %0 = toy.add %arg0, %arg1 : tensor<*xf64>
// CHECK-NEXT:    %1 = toy.mul %0, %arg1 : tensor<*xf64>
// CHECK-NEXT:    toy.return %1 : tensor<*xf64>
// CHECK-NEXT:  }
toy.func private @combine(%a: tensor<*xf64>, %b: tensor<*xf64>) -> tensor<*xf64> {
  %0 = toy.add %a, %b : tensor<*xf64>
  %1 = "toy.mul"(%0, %b) : (tensor<*xf64>, tensor<*xf64>) -> tensor<*xf64>
  toy.return %1 : tensor<*xf64>
}
// CHECK-NEXT:  toy.func @main() {
// CHECK-NEXT:    %0 = toy.constant dense<{{\[}}[1.000000e+00, 2.000000e+00, 3.000000e+00], [4.000000e+00, 5.000000e+00, 6.000000e+00]]> : tensor<2x3xf64>
// CHECK-NEXT:    %1 = toy.constant dense<2.500000e+00> : tensor<3x2xf64>
// CHECK-NEXT:    %2 = toy.transpose(%0 : tensor<2x3xf64>) to tensor<3x2xf64>
// CHECK-NEXT:    %3 = toy.reshape(%2 : tensor<3x2xf64>) to tensor<6xf64>
// CHECK-NEXT:    %4 = toy.cast %2 : tensor<3x2xf64> to tensor<*xf64>
// CHECK-NEXT:    %5 = toy.mul %2, %1 : tensor<3x2xf64>
// CHECK-NEXT:    %6 = toy.add %4, %2 : (tensor<*xf64>, tensor<3x2xf64>) -> tensor<*xf64>
// CHECK-NEXT:    %7 = toy.generic_call @combine(%2, %6) : (tensor<3x2xf64>, tensor<*xf64>) -> tensor<*xf64>
// CHECK-NEXT:    toy.print %7 : tensor<*xf64>
// CHECK-NEXT:    toy.print %3 : tensor<6xf64>
// CHECK-NEXT:    %alloc = memref.alloc() : memref<2xf64>
// CHECK-NEXT:    toy.print %alloc : memref<2xf64>
// CHECK-NEXT:    memref.dealloc %alloc : memref<2xf64>
// CHECK-NEXT:    toy.return
// CHECK-NEXT:  }
// CHECK-NEXT:}
toy.func @main() {
  %0 = toy.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf64>
  %1 = "toy.constant"() {value = dense<2.5> : tensor<3x2xf64>} : () -> tensor<3x2xf64>
  %2 = toy.transpose(%0 : tensor<2x3xf64>) to tensor<3x2xf64>
  %3 = toy.reshape(%2 : tensor<3x2xf64>) to tensor<6xf64>
  %4 = toy.cast %2 : tensor<3x2xf64> to tensor<*xf64>
  %5 = toy.mul %2, %1 : tensor<3x2xf64>
  %6 = toy.add %4, %2 : (tensor<*xf64>, tensor<3x2xf64>) -> tensor<*xf64>
  %7 = toy.generic_call @combine(%2, %6) : (tensor<3x2xf64>, tensor<*xf64>) -> tensor<*xf64>
  toy.print %7 : tensor<*xf64>
  toy.print %3 : tensor<6xf64>
  %m = memref.alloc() : memref<2xf64>
  toy.print %m : memref<2xf64>
  memref.dealloc %m : memref<2xf64>
  toy.return
}
