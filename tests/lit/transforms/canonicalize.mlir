// RUN: cmir-opt %s --canonicalize --split-input-file | FileCheck %s
// RUN: cmir-opt %s --pass-pipeline='builtin.module(canonicalize)' --split-input-file | FileCheck %s

// Constant operands fold into a new constant; unused ops disappear.
// CHECK-LABEL: func.func @fold_add
// CHECK-NEXT:    %[[C:.*]] = arith.constant 5 : i32
// CHECK-NEXT:    return %[[C]] : i32
func.func @fold_add() -> i32 {
  %c2 = arith.constant 2 : i32
  %c3 = arith.constant 3 : i32
  %0 = arith.addi %c2, %c3 : i32
  return %0 : i32
}

// -----

// Arithmetic wraps at the type's width.
// CHECK-LABEL: func.func @wrap
// CHECK:         arith.constant -128 : i8
func.func @wrap() -> i8 {
  %a = arith.constant 127 : i8
  %b = arith.constant 1 : i8
  %0 = arith.addi %a, %b : i8
  return %0 : i8
}

// -----

// Identities forward an operand without creating constants.
// CHECK-LABEL: func.func @identities
// CHECK-NOT:     arith.addi
// CHECK-NOT:     arith.muli
// CHECK:         return %arg0 : i64
func.func @identities(%x: i64) -> i64 {
  %c0 = arith.constant 0 : i64
  %c1 = arith.constant 1 : i64
  %0 = arith.addi %x, %c0 : i64
  %1 = arith.muli %0, %c1 : i64
  return %1 : i64
}

// -----

// Division by zero is undefined behaviour: it is left for the program.
// CHECK-LABEL: func.func @no_fold_div_zero
// CHECK:         arith.divsi
func.func @no_fold_div_zero() -> i32 {
  %a = arith.constant 7 : i32
  %z = arith.constant 0 : i32
  %0 = arith.divsi %a, %z : i32
  return %0 : i32
}

// -----

// Comparisons and selects of constants fold; dead side-effect-free ops go.
// CHECK-LABEL: func.func @select_fold
// CHECK-NEXT:    return %arg1 : f32
func.func @select_fold(%a: f32, %b: f32) -> f32 {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %lt = arith.cmpi ugt, %c1, %c2 : index
  %dead = arith.addf %a, %b : f32
  %0 = arith.select %lt, %a, %b : f32
  return %0 : f32
}

// -----

// f32 arithmetic rounds to f32.
// CHECK-LABEL: func.func @float_fold
// CHECK:         arith.constant 3.000000e-01 : f32
func.func @float_fold() -> f32 {
  %a = arith.constant 0.1 : f32
  %b = arith.constant 0.2 : f32
  %0 = arith.addf %a, %b : f32
  return %0 : f32
}

// -----

// Casts of constants fold with the right extension.
// CHECK-LABEL: func.func @casts
// CHECK-DAG:     arith.constant -1 : i64
// CHECK-DAG:     arith.constant 255 : i64
func.func @casts() -> (i64, i64) {
  %m1 = arith.constant -1 : i8
  %0 = arith.extsi %m1 : i8 to i64
  %1 = arith.extui %m1 : i8 to i64
  return %0, %1 : i64, i64
}
