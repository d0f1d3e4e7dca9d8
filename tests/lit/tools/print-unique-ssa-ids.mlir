// --mlir-print-unique-ssa-ids: value and argument numbers go on across
// sibling regions and functions instead of starting again, while names
// (%c1_i32) are uniqued only where they would clash, as in MLIR 19.
// RUN: cmir-opt --mlir-print-unique-ssa-ids %s | FileCheck %s
// RUN: cmir-opt %s | FileCheck %s --check-prefix=SCOPED

// Regions are numbered last to first, as the printer's work list pops them.
// CHECK-LABEL: func.func @first(%arg1: i32)
// CHECK-NEXT:    %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:    %6 = arith.addi %arg1, %c1_i32 : i32
// CHECK-LABEL: func.func @second(%arg0: i32)
// CHECK:         %0 = arith.addi %arg0
// CHECK:         %1 = scf.execute_region
// CHECK-NEXT:      %c1_i32_1 = arith.constant 1 : i32
// CHECK-NEXT:      %5 = arith.addi %arg0, %c1_i32_1
// CHECK:         %2 = scf.execute_region
// CHECK-NEXT:      %c1_i32_0 = arith.constant 1 : i32
// CHECK-NEXT:      %4 = arith.addi %arg0, %c1_i32_0
// CHECK:         %3 = arith.addi %1, %2

// SCOPED-LABEL: func.func @first(%arg0: i32)
// SCOPED-NEXT:    %c1_i32 = arith.constant 1 : i32
// SCOPED-NEXT:    %0 = arith.addi %arg0, %c1_i32 : i32
// SCOPED-LABEL: func.func @second(%arg0: i32)
// SCOPED:           %c1_i32_0 = arith.constant 1 : i32
// SCOPED-NEXT:      %4 = arith.addi %arg0, %c1_i32_0
// SCOPED:           %c1_i32_0 = arith.constant 1 : i32
// SCOPED-NEXT:      %4 = arith.addi %arg0, %c1_i32_0

func.func @first(%x: i32) -> i32 {
  %c = arith.constant 1 : i32
  %0 = arith.addi %x, %c : i32
  return %0 : i32
}
func.func @second(%x: i32) -> i32 {
  %c = arith.constant 1 : i32
  %0 = arith.addi %x, %c : i32
  %1 = scf.execute_region -> i32 {
    %c1 = arith.constant 1 : i32
    %z = arith.addi %x, %c1 : i32
    scf.yield %z : i32
  }
  %2 = scf.execute_region -> i32 {
    %c1 = arith.constant 1 : i32
    %z = arith.addi %x, %c1 : i32
    scf.yield %z : i32
  }
  %3 = arith.addi %1, %2 : i32
  return %3 : i32
}
