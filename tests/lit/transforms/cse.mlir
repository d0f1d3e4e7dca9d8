// RUN: cmir-opt %s --cse --split-input-file | FileCheck %s

// Identical pure ops are merged.
// CHECK-LABEL: func.func @simple
// CHECK:         %[[A:.*]] = arith.addi %arg0, %arg1 : i32
// CHECK-NOT:     arith.addi
// CHECK:         arith.muli %[[A]], %[[A]] : i32
func.func @simple(%a: i32, %b: i32) -> i32 {
  %0 = arith.addi %a, %b : i32
  %1 = arith.addi %a, %b : i32
  %2 = arith.muli %0, %1 : i32
  return %2 : i32
}

// -----

// Different flags or predicates make ops different.
// CHECK-LABEL: func.func @attrs_differ
// CHECK-COUNT-2: arith.addi
// CHECK-COUNT-2: arith.cmpi
func.func @attrs_differ(%a: i32, %b: i32) -> (i32, i32, i1, i1) {
  %0 = arith.addi %a, %b : i32
  %1 = arith.addi %a, %b overflow<nsw> : i32
  %2 = arith.cmpi slt, %a, %b : i32
  %3 = arith.cmpi sle, %a, %b : i32
  return %0, %1, %2, %3 : i32, i32, i1, i1
}

// -----

// Ops with side effects are never merged.
// CHECK-LABEL: func.func @calls
// CHECK-COUNT-2: call @calls
func.func @calls(%a: i32) -> i32 {
  %0 = call @calls(%a) : (i32) -> i32
  %1 = call @calls(%a) : (i32) -> i32
  %2 = arith.addi %0, %1 : i32
  return %2 : i32
}

// -----

// A value from a block is not reused in a sibling block it does not
// dominate, but is reused in a nested region.
// CHECK-LABEL: func.func @no_cross_blocks
// CHECK-COUNT-2: arith.constant 1 : i32
func.func @no_cross_blocks(%c: i1) -> i32 {
  cf.cond_br %c, ^a, ^b
^a:
  %0 = arith.constant 1 : i32
  return %0 : i32
^b:
  %1 = arith.constant 1 : i32
  return %1 : i32
}
