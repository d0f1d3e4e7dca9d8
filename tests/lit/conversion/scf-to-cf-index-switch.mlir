// RUN: cmir-opt %s --convert-scf-to-cf | FileCheck %s
// scf.index_switch becomes a cf.switch on the index cast to i64, so that
// every bit of the index is compared. This departs from mlir-opt-19, which
// casts to i32 and so matches `case 1` for the index 2^36 + 1
// (docs/mlir19-findings.md): the only test in this folder that does not
// pass against the oracle.

// CHECK-LABEL: func.func @index_switch(%arg0: index, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT:   %0 = arith.index_cast %arg0 : index to i64
// CHECK-NEXT:   cf.switch %0 : i64, [
// CHECK-NEXT:     default: ^bb3,
// CHECK-NEXT:     2: ^bb1,
// CHECK-NEXT:     18446744004990074881: ^bb2
// CHECK-NEXT:   ]
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT:   cf.br ^bb4(%arg1 : i32)
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT:   cf.br ^bb4(%arg2 : i32)
// CHECK-NEXT: ^bb3:  // pred: ^bb0
// CHECK-NEXT:   %1 = arith.addi %arg1, %arg2 : i32
// CHECK-NEXT:   cf.br ^bb4(%1 : i32)
// CHECK-NEXT: ^bb4(%2: i32):  // 3 preds: ^bb1, ^bb2, ^bb3
// CHECK-NEXT:   return %2 : i32
// CHECK-NEXT: }
func.func @index_switch(%i: index, %a: i32, %b: i32) -> i32 {
  %r = scf.index_switch %i -> i32
  case 2 {
    scf.yield %a : i32
  }
  case -68719476735 {
    scf.yield %b : i32
  }
  default {
    %s = arith.addi %a, %b : i32
    scf.yield %s : i32
  }
  return %r : i32
}

// A single case: the case values are a splat.
// CHECK-LABEL: func.func @one_case
// CHECK:   cf.switch %{{.*}} : i64, [
// CHECK-NEXT:     default: ^bb2,
// CHECK-NEXT:     7: ^bb1
func.func @one_case(%i: index) {
  scf.index_switch %i
  case 7 {
    scf.yield
  }
  default {
  }
  return
}
