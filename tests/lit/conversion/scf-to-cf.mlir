// RUN: cmir-opt %s --convert-scf-to-cf --split-input-file --allow-unregistered-dialect | FileCheck %s

// scf.for: the body's entry block becomes the condition block (induction
// variable and iteration arguments as its arguments), the body follows, and
// the loop's results are the condition block's arguments after the exit.
// CHECK-LABEL: func.func @for_iter(%arg0: index, %arg1: index, %arg2: index, %arg3: f32) -> f32 {
// CHECK-NEXT:   cf.br ^bb1(%arg0, %arg3 : index, f32)
// CHECK-NEXT: ^bb1(%0: index, %1: f32):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT:   %2 = arith.cmpi slt, %0, %arg1 : index
// CHECK-NEXT:   cf.cond_br %2, ^bb2, ^bb3
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT:   %3 = arith.addf %1, %1 : f32
// CHECK-NEXT:   %4 = arith.addi %0, %arg2 : index
// CHECK-NEXT:   cf.br ^bb1(%4, %3 : index, f32)
// CHECK-NEXT: ^bb3:  // pred: ^bb1
// CHECK-NEXT:   return %1 : f32
// CHECK-NEXT: }
func.func @for_iter(%lb: index, %ub: index, %st: index, %x: f32) -> f32 {
  %r = scf.for %iv = %lb to %ub step %st iter_args(%acc = %x) -> (f32) {
    %n = arith.addf %acc, %acc : f32
    scf.yield %n : f32
  }
  return %r : f32
}

// -----

// Nested loops: the inner loop is lowered after the outer one, inside the
// blocks the outer one produced.
// CHECK-LABEL: func.func @nested(%arg0: index, %arg1: index, %arg2: index) {
// CHECK-NEXT:   cf.br ^bb1(%arg0 : index)
// CHECK-NEXT: ^bb1(%0: index):  // 2 preds: ^bb0, ^bb5
// CHECK-NEXT:   %1 = arith.cmpi slt, %0, %arg1 : index
// CHECK-NEXT:   cf.cond_br %1, ^bb2, ^bb6
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT:   cf.br ^bb3(%0 : index)
// CHECK-NEXT: ^bb3(%2: index):  // 2 preds: ^bb2, ^bb4
// CHECK-NEXT:   %3 = arith.cmpi slt, %2, %arg1 : index
// CHECK-NEXT:   cf.cond_br %3, ^bb4, ^bb5
// CHECK-NEXT: ^bb4:  // pred: ^bb3
// CHECK-NEXT:   %4 = arith.addi %0, %2 : index
// CHECK-NEXT:   "test.use"(%4) : (index) -> ()
// CHECK-NEXT:   %5 = arith.addi %2, %arg2 : index
// CHECK-NEXT:   cf.br ^bb3(%5 : index)
// CHECK-NEXT: ^bb5:  // pred: ^bb3
// CHECK-NEXT:   %6 = arith.addi %0, %arg2 : index
// CHECK-NEXT:   cf.br ^bb1(%6 : index)
// CHECK-NEXT: ^bb6:  // pred: ^bb1
// CHECK-NEXT:   return
// CHECK-NEXT: }
func.func @nested(%lb: index, %ub: index, %st: index) {
  scf.for %i = %lb to %ub step %st {
    scf.for %j = %i to %ub step %st {
      %s = arith.addi %i, %j : index
      "test.use"(%s) : (index) -> ()
    }
  }
  return
}

// -----

// scf.if with results: a continuation block with one argument per result
// branches on to the rest of the original block.
// CHECK-LABEL: func.func @if_results(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT:   cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT:   %0 = arith.addi %arg1, %arg2 : i32
// CHECK-NEXT:   cf.br ^bb3(%0 : i32)
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT:   cf.br ^bb3(%arg2 : i32)
// CHECK-NEXT: ^bb3(%1: i32):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT:   cf.br ^bb4
// CHECK-NEXT: ^bb4:  // pred: ^bb3
// CHECK-NEXT:   return %1 : i32
// CHECK-NEXT: }
func.func @if_results(%c: i1, %a: i32, %b: i32) -> i32 {
  %r = scf.if %c -> i32 {
    %s = arith.addi %a, %b : i32
    scf.yield %s : i32
  } else {
    scf.yield %b : i32
  }
  return %r : i32
}

// -----

// scf.if without results or else region: the rest of the block is the
// continuation.
// CHECK-LABEL: func.func @if_no_else(%arg0: i1, %arg1: i32) {
// CHECK-NEXT:   cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT:   "test.use"(%arg1) : (i32) -> ()
// CHECK-NEXT:   cf.br ^bb2
// CHECK-NEXT: ^bb2:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:   return
// CHECK-NEXT: }
func.func @if_no_else(%c: i1, %a: i32) {
  scf.if %c {
    "test.use"(%a) : (i32) -> ()
  }
  return
}

// -----

// scf.while: the before region is the loop header, the after region the body.
// CHECK-LABEL: func.func @while(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT:   cf.br ^bb1(%arg0 : i32)
// CHECK-NEXT: ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT:   %1 = arith.cmpi slt, %0, %arg1 : i32
// CHECK-NEXT:   cf.cond_br %1, ^bb2(%0 : i32), ^bb3
// CHECK-NEXT: ^bb2(%2: i32):  // pred: ^bb1
// CHECK-NEXT:   %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:   %3 = arith.addi %2, %c1_i32 : i32
// CHECK-NEXT:   cf.br ^bb1(%3 : i32)
// CHECK-NEXT: ^bb3:  // pred: ^bb1
// CHECK-NEXT:   return %0 : i32
// CHECK-NEXT: }
func.func @while(%x: i32, %n: i32) -> i32 {
  %r = scf.while (%a = %x) : (i32) -> i32 {
    %c = arith.cmpi slt, %a, %n : i32
    scf.condition(%c) %a : i32
  } do {
  ^bb0(%b: i32):
    %one = arith.constant 1 : i32
    %s = arith.addi %b, %one : i32
    scf.yield %s : i32
  }
  return %r : i32
}

// -----

// A while whose after region only forwards its arguments is a do-while loop:
// the before region branches to itself.
// CHECK-LABEL: func.func @do_while(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT:   cf.br ^bb1(%arg0 : i32)
// CHECK-NEXT: ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:   %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:   %1 = arith.addi %0, %c1_i32 : i32
// CHECK-NEXT:   %2 = arith.cmpi slt, %1, %arg1 : i32
// CHECK-NEXT:   cf.cond_br %2, ^bb1(%1 : i32), ^bb2
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT:   return %1 : i32
// CHECK-NEXT: }
func.func @do_while(%x: i32, %n: i32) -> i32 {
  %r = scf.while (%a = %x) : (i32) -> i32 {
    %one = arith.constant 1 : i32
    %s = arith.addi %a, %one : i32
    %c = arith.cmpi slt, %s, %n : i32
    scf.condition(%c) %s : i32
  } do {
  ^bb0(%b: i32):
    scf.yield %b : i32
  }
  return %r : i32
}

// -----

// scf.execute_region: its blocks are inlined, yields branch to the rest of
// the block, which takes the results as arguments.
// CHECK-LABEL: func.func @execute_region(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT:   cf.br ^bb1
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT:   cf.cond_br %arg0, ^bb2, ^bb3
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT:   cf.br ^bb4(%arg1 : i32)
// CHECK-NEXT: ^bb3:  // pred: ^bb1
// CHECK-NEXT:   cf.br ^bb4(%arg2 : i32)
// CHECK-NEXT: ^bb4(%0: i32):  // 2 preds: ^bb2, ^bb3
// CHECK-NEXT:   return %0 : i32
// CHECK-NEXT: }
func.func @execute_region(%c: i1, %a: i32, %b: i32) -> i32 {
  %r = scf.execute_region -> i32 {
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    scf.yield %a : i32
  ^bb2:
    scf.yield %b : i32
  }
  return %r : i32
}

// -----

// Discardable llvm.* attributes of scf.for move to the loop's cf.cond_br.
// CHECK-LABEL: func.func @loop_annotation(%arg0: index, %arg1: index, %arg2: index) {
// CHECK-NEXT:   cf.br ^bb1(%arg0 : index)
// CHECK-NEXT: ^bb1(%0: index):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT:   %1 = arith.cmpi slt, %0, %arg1 : index
// CHECK-NEXT:   cf.cond_br %1, ^bb2, ^bb3
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT:   %2 = arith.addi %0, %arg2 : index
// CHECK-NEXT:   cf.br ^bb1(%2 : index)
// CHECK-NEXT: ^bb3:  // pred: ^bb1
// CHECK-NEXT:   return
// CHECK-NEXT: }
func.func @loop_annotation(%lb: index, %ub: index, %st: index) {
  scf.for %i = %lb to %ub step %st {
  } {llvm.loop_annotation = #llvm.loop_annotation<disableNonforced = true>}
  return
}
