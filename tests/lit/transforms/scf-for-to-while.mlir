// The while loops compute what the for loops did.
// RUN: cmir-interp %S/Inputs/scf-for-to-while.mlir > %t.before
// RUN: cmir-opt --scf-for-to-while %S/Inputs/scf-for-to-while.mlir > %t.while
// RUN: cmir-interp %t.while > %t.after
// RUN: diff %t.before %t.after
// RUN: FileCheck %s --input-file=%t.before --check-prefix=OUT
// RUN: FileCheck %s --input-file=%t.while --check-prefix=NOFOR
// RUN: cmir-opt %s --pass-pipeline='builtin.module(func.func(scf-for-to-while))' --split-input-file | FileCheck %s
// RUN: not cmir-opt %s --pass-pipeline='builtin.module(scf-for-to-while{bogus})' 2>&1 | FileCheck %s --check-prefix=ERR

// OUT: 34
// OUT-NEXT: 103
// NOFOR-NOT: scf.for

// The induction variable is carried first; the step is added at the top of
// the body; the loop's result is the while's second.
// CHECK-LABEL: func.func @carried
// CHECK:         %[[W:.*]]:2 = scf.while (%[[IV:.*]] = %arg0, %[[A:.*]] = %arg3) : (index, f32) -> (index, f32) {
// CHECK-NEXT:      %[[C:.*]] = arith.cmpi slt, %[[IV]], %arg1 : index
// CHECK-NEXT:      scf.condition(%[[C]]) %[[IV]], %[[A]] : index, f32
// CHECK-NEXT:    } do {
// CHECK-NEXT:    ^bb0(%[[IV2:.*]]: index, %[[A2:.*]]: f32):
// CHECK-NEXT:      %[[N:.*]] = arith.addi %[[IV2]], %arg2 : index
// CHECK-NEXT:      %[[S:.*]] = arith.addf %[[A2]], %[[A2]] : f32
// CHECK-NEXT:      scf.yield %[[N]], %[[S]] : index, f32
// CHECK-NEXT:    }
// CHECK-NEXT:    return %[[W]]#1 : f32
func.func @carried(%lb: index, %ub: index, %st: index, %init: f32) -> f32 {
  %r = scf.for %i = %lb to %ub step %st iter_args(%a = %init) -> f32 {
    %s = arith.addf %a, %a : f32
    scf.yield %s : f32
  }
  return %r : f32
}

// -----

// Discardable attributes of the loop stay on the while; a loop nested in
// another op is rewritten too; dead constants go.
// CHECK-LABEL: func.func @nested_in_if
// CHECK-NOT:     arith.constant 7
// CHECK:         scf.if %arg0 {
// CHECK-NEXT:      %{{.*}} = scf.while (%[[IV:.*]] = %c0) : (index) -> index {
// CHECK:           } attributes {tag = "t"}
// CHECK-NOT:     scf.for
func.func @nested_in_if(%c: i1, %n: index, %m: memref<?xi8>, %v: i8) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %dead = arith.constant 7 : i32
  scf.if %c {
    scf.for %i = %c0 to %n step %c1 {
      memref.store %v, %m[%i] : memref<?xi8>
    } {tag = "t"}
  }
  return
}

// ERR: no such option bogus
