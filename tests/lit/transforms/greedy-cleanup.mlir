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

// -----

// A merge redirects branches: once ^x and ^y are one block, ^a and ^b
// branch to the same block and merge in the same sweep.
// CHECK-LABEL: func.func @cascade
// CHECK-NEXT: cf.cond_br %arg0, ^bb2, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb2
// CHECK-NEXT: %0 = arith.addi %arg1, %arg2 : i64
// CHECK-NEXT: cf.br ^bb3
// CHECK-NEXT: ^bb2:  // 2 preds: ^bb0, ^bb0
// CHECK-NEXT: cf.br ^bb1
// CHECK-NEXT: ^bb3:  // pred: ^bb1
// CHECK-NEXT: return %0 : i64
func.func @cascade(%c: i1, %a: i64, %b: i64) -> i64 {
  cf.cond_br %c, ^a, ^b
^x:
  %p = arith.addi %a, %b : i64
  cf.br ^z(%p : i64)
^y:
  %q = arith.addi %a, %b : i64
  cf.br ^z(%q : i64)
^a:
  %u = arith.muli %a, %a : i64
  cf.br ^x
^b:
  %v = arith.muli %b, %b : i64
  cf.br ^y
^z(%r: i64):
  return %r : i64
}

// -----

// A chain of diamonds: the two arms of each merge, the value that differs
// becoming an argument.
// CHECK-LABEL: func.func @diamonds
// CHECK-NEXT: cf.br ^bb1
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: cf.cond_br %arg2, ^bb2(%arg0 : i64), ^bb2(%arg1 : i64)
// CHECK-NEXT: ^bb2(%0: i64):  // 2 preds: ^bb1, ^bb1
// CHECK-NEXT: %1 = arith.addi %arg0, %0 : i64
// CHECK-NEXT: cf.br ^bb3
// CHECK-NEXT: ^bb3:  // pred: ^bb2
// CHECK-NEXT: cf.cond_br %arg2, ^bb4(%arg0 : i64), ^bb4(%arg1 : i64)
// CHECK-NEXT: ^bb4(%2: i64):  // 2 preds: ^bb3, ^bb3
// CHECK-NEXT: %3 = arith.muli %1, %2 : i64
// CHECK-NEXT: cf.br ^bb5
// CHECK-NEXT: ^bb5:  // pred: ^bb4
// CHECK-NEXT: return %3 : i64
func.func @diamonds(%a: i64, %b: i64, %c: i1) -> i64 {
  cf.br ^d0(%a : i64)
^d0(%x0: i64):
  cf.cond_br %c, ^l0, ^r0
^l0:
  %p0 = arith.addi %x0, %a : i64
  cf.br ^d1(%p0 : i64)
^r0:
  %q0 = arith.addi %x0, %b : i64
  cf.br ^d1(%q0 : i64)
^d1(%x1: i64):
  cf.cond_br %c, ^l1, ^r1
^l1:
  %p1 = arith.muli %x1, %a : i64
  cf.br ^d2(%p1 : i64)
^r1:
  %q1 = arith.muli %x1, %b : i64
  cf.br ^d2(%q1 : i64)
^d2(%x2: i64):
  return %x2 : i64
}

// -----

// cf.switch case operands: those forwarded only to unused arguments go,
// with the ops that computed them.
// CHECK-LABEL: func.func @switch_cases
// CHECK-NEXT: %0 = arith.addi %arg1, %arg2 : i64
// CHECK-NEXT: cf.switch %arg0 : i32, [
// CHECK-NEXT: default: ^bb4(%arg1 : i64),
// CHECK-NEXT: 0: ^bb1,
// CHECK-NEXT: 1: ^bb2,
// CHECK-NEXT: 2: ^bb3
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: %1 = arith.addi %0, %0 : i64
// CHECK-NEXT: cf.br ^bb4(%1 : i64)
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: %2 = arith.muli %0, %0 : i64
// CHECK-NEXT: cf.br ^bb4(%2 : i64)
// CHECK-NEXT: ^bb3:  // pred: ^bb0
// CHECK-NEXT: %3 = arith.xori %arg2, %arg1 : i64
// CHECK-NEXT: cf.br ^bb4(%3 : i64)
// CHECK-NEXT: ^bb4(%4: i64):  // 4 preds: ^bb0, ^bb1, ^bb2, ^bb3
// CHECK-NEXT: return %4 : i64
// CHECK-NEXT: }
func.func @switch_cases(%a: i32, %b: i64, %c: i64) -> i64 {
  %p = arith.addi %b, %c : i64
  %q = arith.muli %b, %c : i64
  %s = arith.subi %b, %c : i64
  cf.switch %a : i32, [
    default: ^x(%b : i64),
    0: ^c0(%p, %q : i64, i64),
    1: ^c1(%s, %p : i64, i64),
    2: ^c2(%q, %s : i64, i64)
  ]
^c0(%i0: i64, %j0: i64):
  %w0 = arith.addi %i0, %i0 : i64
  cf.br ^x(%w0 : i64)
^c1(%i1: i64, %j1: i64):
  %w1 = arith.muli %j1, %j1 : i64
  cf.br ^x(%w1 : i64)
^c2(%i2: i64, %j2: i64):
  %w2 = arith.xori %c, %b : i64
  cf.br ^x(%w2 : i64)
^x(%r: i64):
  return %r : i64
}
