// Text -> bytecode -> text prints exactly what cmir-opt prints: custom form,
// generic form, and with locations.
// RUN: cmir-bc %s -o %t.cmbc
// RUN: cmir-opt %s > %t.want
// RUN: cmir-bc %t.cmbc > %t.got
// RUN: diff %t.want %t.got
// RUN: cmir-opt --mlir-print-op-generic --mlir-print-debuginfo %s > %t.want2
// RUN: cmir-bc --mlir-print-op-generic --mlir-print-debuginfo %t.cmbc > %t.got2
// RUN: diff %t.want2 %t.got2
// RUN: cmir-bc %t.cmbc | FileCheck %s

// CHECK-LABEL: func.func @loop
// CHECK: %[[C0:.*]] = arith.constant 0 : index
// CHECK: scf.for %{{.*}} = %[[C0]] to %arg1 step %{{.*}} iter_args(%{{.*}} = %arg0) -> (f32)
// CHECK: memref.load %arg2[%{{.*}}] : memref<?xf32>
// CHECK: arith.cmpf olt
// CHECK: arith.select
func.func @loop(%init: f32, %n: index, %m: memref<?xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %init) -> (f32) {
    %v = memref.load %m[%i] : memref<?xf32>
    %lt = arith.cmpf olt, %v, %acc : f32
    %s = arith.select %lt, %v, %acc : f32
    scf.yield %s : f32
  }
  return %r : f32
}

// A block used before the block that dominates it: its operand is a forward
// reference in the bytecode.
// CHECK-LABEL: func.func @forward
// CHECK: cf.br ^bb2
// CHECK: ^bb1:
// CHECK-NEXT: return %[[Y:.*]] : i32
// CHECK: ^bb2:
// CHECK-NEXT: %[[Y]] = arith.addi %arg0, %arg0 : i32
func.func @forward(%a: i32) -> i32 {
  cf.br ^bb2
^bb1:
  return %y : i32
^bb2:
  %y = arith.addi %a, %a : i32
  cf.br ^bb1
}

// CHECK-LABEL: func.func @constants
// CHECK: arith.constant dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf32>
// CHECK: arith.constant 123456789012345678901234567890 : i128
// CHECK: arith.constant -1.500000e+00 : f16
func.func @constants() -> (tensor<2xf32>, i128, f16) {
  %0 = arith.constant dense<[1.0, 2.0]> : tensor<2xf32>
  %1 = arith.constant 123456789012345678901234567890 : i128
  %2 = arith.constant -1.5 : f16
  return %0, %1, %2 : tensor<2xf32>, i128, f16
}
