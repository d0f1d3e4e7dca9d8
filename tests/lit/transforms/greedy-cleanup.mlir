// RUN: cmir-opt %s --expand-strided-metadata --split-input-file | FileCheck %s
// Checked against mlir-opt-19, which prints the same.

// expand-strided-metadata cleans up like MLIR's greedy driver, even where
// there is nothing to expand: constants are uniqued at the start of the
// function (first appearances in reverse order), ops fold, dead ops go.
// CHECK-LABEL: func.func @constants
// CHECK-NEXT: %c5_i32 = arith.constant 5 : i32
// CHECK-NEXT: %c7_i32 = arith.constant 7 : i32
// CHECK-NEXT: %0 = arith.addi %arg0, %c7_i32 : i32
// CHECK-NEXT: %1 = arith.muli %0, %c5_i32 : i32
// CHECK-NEXT: return %1 : i32
func.func @constants(%a: i32) -> i32 {
  %c7 = arith.constant 7 : i32
  %0 = arith.addi %c7, %a : i32
  %dead = arith.subi %0, %a : i32
  %c5 = arith.constant 5 : i32
  %c7b = arith.constant 7 : i32
  %c2 = arith.constant 2 : i32
  %c3 = arith.constant 3 : i32
  %s = arith.addi %c2, %c3 : i32
  %1 = arith.muli %0, %s : i32
  return %1 : i32
}

// -----

// Region simplification: the unreachable block goes, the two identical
// blocks merge into one taking the differing value as an argument, and a
// block argument every predecessor feeds the same value is replaced by it.
// CHECK-LABEL: func.func @blocks
// CHECK: cf.cond_br %arg0, ^bb1(%arg1 : i32), ^bb1(%arg2 : i32)
// CHECK-NEXT: ^bb1(%[[X:.*]]: i32):
// CHECK-NEXT: cf.br ^bb2
// CHECK-NEXT: ^bb2:
// CHECK-NEXT: %[[S:.*]] = arith.addi %[[X]], %arg1 : i32
// CHECK-NEXT: return %[[S]] : i32
// CHECK-NOT: ^bb
func.func @blocks(%c: i1, %a: i32, %b: i32) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  cf.br ^bb3(%a, %a : i32, i32)
^bb2:
  cf.br ^bb3(%b, %a : i32, i32)
^bb3(%x: i32, %y: i32):
  %s = arith.addi %x, %y : i32
  return %s : i32
^bb4:
  cf.br ^bb3(%a, %b : i32, i32)
}
