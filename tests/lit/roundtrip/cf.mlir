// RUN: cmir-opt %s | FileCheck %s
// RUN: cmir-opt %s | cmir-opt | FileCheck %s
// RUN: cmir-opt --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC

// Blocks are renumbered ^bb0, ^bb1, ... in order and every block but the
// entry block gets a comment listing its predecessors (one entry per
// predecessor edge, so a block can be listed twice).

// CHECK-LABEL: func.func @branches(
// CHECK-SAME: %[[C:.*]]: i1, %[[A:.*]]: i32, %[[B:.*]]: i64) {
// GENERIC-LABEL: sym_name = "branches"
func.func @branches(%c: i1, %a: i32, %b: i64) {
  // CHECK-NEXT: cf.br ^bb1
  // GENERIC: "cf.br"()[^bb1] : () -> ()
  cf.br ^start
// CHECK-NEXT: ^bb1:  // 2 preds: ^bb0, ^bb2
^start:
  // CHECK-NEXT: cf.br ^bb2(%[[A]], %[[B]] : i32, i64)
  // GENERIC: "cf.br"(%{{.*}}, %{{.*}})[^bb2] : (i32, i64) -> ()
  cf.br ^with_args(%a, %b : i32, i64)
// CHECK-NEXT: ^bb2(%[[X:.*]]: i32, %[[Y:.*]]: i64):  // pred: ^bb1
^with_args(%x: i32, %y: i64):
  // CHECK-NEXT: cf.cond_br %[[C]], ^bb1, ^bb3(%[[X]] : i32)
  // GENERIC: "cf.cond_br"(%{{.*}}, %{{.*}})[^bb1, ^bb3] <{operandSegmentSizes = array<i32: 1, 0, 1>}> : (i1, i32) -> ()
  cf.cond_br %c, ^start, ^one_arg(%x : i32)
// CHECK-NEXT: ^bb3(%[[Z:.*]]: i32):  // pred: ^bb2
^one_arg(%z: i32):
  // The same successor twice, with different operands.
  // CHECK-NEXT: cf.cond_br %[[C]], ^bb4(%[[A]] : i32), ^bb4(%[[Z]] : i32)
  // GENERIC: "cf.cond_br"(%{{.*}}, %{{.*}}, %{{.*}})[^bb4, ^bb4] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, i32, i32) -> ()
  cf.cond_br %c, ^twice(%a : i32), ^twice(%z : i32)
// CHECK-NEXT: ^bb4(%{{.*}}: i32):  // 2 preds: ^bb3, ^bb3
^twice(%w: i32):
  // CHECK-NEXT: cf.cond_br %[[C]], ^bb5, ^bb5
  cf.cond_br %c, ^end, ^end
// CHECK-NEXT: ^bb5:  // 2 preds: ^bb4, ^bb4
^end:
  // CHECK-NEXT: return
  return
}

// CHECK-LABEL: func.func @cond_br_attrs(
// CHECK-SAME: %[[C:.*]]: i1, %[[V:.*]]: f32)
func.func @cond_br_attrs(%c: i1, %v: f32) -> f32 {
  // CHECK-NEXT: cf.cond_br %[[C]], ^bb1(%[[V]], %[[V]] : f32, f32), ^bb2 {my.weights = [1, 2]}
  cf.cond_br %c, ^a(%v, %v : f32, f32), ^b {my.weights = [1, 2]}
// CHECK-NEXT: ^bb1(%[[P:.*]]: f32, %{{.*}}: f32):  // pred: ^bb0
^a(%p: f32, %q: f32):
  // CHECK-NEXT: return %[[P]] : f32
  return %p : f32
// CHECK-NEXT: ^bb2:  // pred: ^bb0
^b:
  // CHECK-NEXT: return %[[V]] : f32
  return %v : f32
}

// Blocks that nothing branches to, and a self loop.
// CHECK-LABEL: func.func @unreachable()
func.func @unreachable() {
  // CHECK-NEXT: return
  return
// CHECK-NEXT: ^bb1:  // no predecessors
^dead:
  // CHECK-NEXT: return
  return
// CHECK-NEXT: ^bb2(%[[L:.*]]: i32):  // pred: ^bb2
^loop(%x: i32):
  // CHECK-NEXT: cf.br ^bb2(%[[L]] : i32)
  cf.br ^loop(%x : i32)
}

// cf.switch prints its case values as unsigned integers.
// CHECK-LABEL: func.func @switch(
// CHECK-SAME: %[[I:.*]]: i32, %[[A:.*]]: f32)
// GENERIC-LABEL: sym_name = "switch"
func.func @switch(%i: i32, %a: f32) {
  // CHECK-NEXT: cf.switch %[[I]] : i32, [
  // CHECK-NEXT:   default: ^bb1,
  // CHECK-NEXT:   42: ^bb2(%[[A]] : f32),
  // CHECK-NEXT:   4294967293: ^bb1,
  // CHECK-NEXT:   0: ^bb2(%[[A]] : f32)
  // CHECK-NEXT: ]
  // GENERIC: "cf.switch"(%{{.*}}, %{{.*}}, %{{.*}})[^bb1, ^bb2, ^bb1, ^bb2] <{case_operand_segments = array<i32: 1, 0, 1>, case_values = dense<[42, -3, 0]> : vector<3xi32>, operandSegmentSizes = array<i32: 1, 0, 2>}> : (i32, f32, f32) -> ()
  cf.switch %i : i32, [
    default: ^other,
    42: ^case(%a : f32),
    -3: ^other,
    0: ^case(%a : f32)
  ]
// CHECK-NEXT: ^bb1:  // 3 preds: ^bb0, ^bb0, ^bb2
^other:
  // CHECK-NEXT: return
  return
// CHECK-NEXT: ^bb2(%{{.*}}: f32):  // 2 preds: ^bb0, ^bb0
^case(%x: f32):
  // A switch with only a default destination.
  // CHECK-NEXT: cf.switch %[[I]] : i32, [
  // CHECK-NEXT:   default: ^bb1]
  // GENERIC: "cf.switch"(%{{.*}})[^bb1] <{case_operand_segments = array<i32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
  cf.switch %i : i32, [ default: ^other ]
}

// CHECK-LABEL: func.func @switch_args(
// CHECK-SAME: %[[I:.*]]: i64, %[[J:.*]]: i8)
// GENERIC-LABEL: sym_name = "switch_args"
func.func @switch_args(%i: i64, %j: i8) {
  // CHECK-NEXT: cf.switch %[[I]] : i64, [
  // CHECK-NEXT:   default: ^bb1(%[[I]] : i64),
  // CHECK-NEXT:   1: ^bb1(%[[I]] : i64)
  // CHECK-NEXT: ] {my.x}
  // GENERIC: "cf.switch"(%{{.*}}, %{{.*}}, %{{.*}})[^bb1, ^bb1] <{case_operand_segments = array<i32: 1>, case_values = dense<1> : vector<1xi64>, operandSegmentSizes = array<i32: 1, 1, 1>}> {my.x} : (i64, i64, i64) -> ()
  cf.switch %i : i64, [
    default: ^bb1(%i : i64),
    1: ^bb1(%i : i64)
  ] {my.x}
// CHECK-NEXT: ^bb1(%{{.*}}: i64):  // 2 preds: ^bb0, ^bb0
^bb1(%q: i64):
  // CHECK-NEXT: cf.switch %[[J]] : i8, [
  // CHECK-NEXT:   default: ^bb2,
  // CHECK-NEXT:   7: ^bb2,
  // CHECK-NEXT:   255: ^bb2
  // CHECK-NEXT: ]
  cf.switch %j : i8, [
    default: ^bb2,
    7: ^bb2,
    -1: ^bb2
  ]
// CHECK-NEXT: ^bb2:  // 3 preds: ^bb1, ^bb1, ^bb1
^bb2:
  // CHECK-NEXT: return
  return
}

// String escapes: a quote prints as \22.
// CHECK-LABEL: func.func @assert(
// CHECK-SAME: %[[C:.*]]: i1)
// GENERIC-LABEL: sym_name = "assert"
func.func @assert(%c: i1) {
  // CHECK-NEXT: cf.assert %[[C]], "must hold"
  // GENERIC: "cf.assert"(%{{.*}}) <{msg = "must hold"}> : (i1) -> ()
  cf.assert %c, "must hold"
  // CHECK-NEXT: cf.assert %[[C]], "quote \22x\22 and backslash \\ and newline \0A"
  // GENERIC-NEXT: "cf.assert"(%{{.*}}) <{msg = "quote \22x\22 and backslash \\ and newline \0A"}> : (i1) -> ()
  cf.assert %c, "quote \"x\" and backslash \\ and newline \n"
  // CHECK-NEXT: cf.assert %[[C]], ""
  cf.assert %c, ""
  // CHECK-NEXT: return
  return
}
