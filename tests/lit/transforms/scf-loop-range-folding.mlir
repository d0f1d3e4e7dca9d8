// Folding keeps what the program computes (its products start at 0).
// RUN: cmir-interp %S/Inputs/scf-loop-range-folding.mlir > %t.before
// RUN: cmir-opt --scf-for-loop-range-folding %S/Inputs/scf-loop-range-folding.mlir | cmir-interp - > %t.after
// RUN: diff %t.before %t.after
// RUN: FileCheck %s --input-file=%t.before --check-prefix=OUT
// RUN: cmir-opt %s --pass-pipeline='builtin.module(func.func(scf-for-loop-range-folding))' --split-input-file | FileCheck %s

// OUT: 2203

// An add moves both bounds, a mul the upper bound and the step; folding
// stops at a use that is neither or whose operand is defined in the loop.
// CHECK-LABEL: func.func @chain
// CHECK:         %[[LB:.*]] = arith.addi %c0, %arg2 : index
// CHECK-NEXT:    %[[UB:.*]] = arith.addi %arg1, %arg2 : index
// CHECK-NEXT:    %[[UB2:.*]] = arith.muli %[[UB]], %c4 : index
// CHECK-NEXT:    %[[ST:.*]] = arith.muli %c1, %c4 : index
// CHECK-NEXT:    scf.for %[[I:.*]] = %[[LB]] to %[[UB2]] step %[[ST]] {
// CHECK-NEXT:      %[[K:.*]] = arith.addi %arg2, %c4 : index
// CHECK-NEXT:      %[[X:.*]] = arith.addi %[[I]], %[[K]] : index
// CHECK-NEXT:      memref.store %arg3, %arg0[%[[X]]]
func.func @chain(%m: memref<?xi32>, %n: index, %off: index, %v: i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  scf.for %i = %c0 to %n step %c1 {
    %a = arith.addi %i, %off : index
    %b = arith.muli %a, %c4 : index
    %k = arith.addi %off, %c4 : index
    %c = arith.addi %b, %k : index
    memref.store %v, %m[%c] : memref<?xi32>
  }
  return
}

// -----

// Two uses of the induction variable: nothing folds.
// CHECK-LABEL: func.func @two_uses
// CHECK-NEXT:    %[[C0:.*]] = arith.constant 0
// CHECK-NEXT:    %[[C1:.*]] = arith.constant 1
// CHECK-NEXT:    scf.for %[[I:.*]] = %[[C0]] to %arg1 step %[[C1]] {
// CHECK-NEXT:      arith.addi %[[I]], %[[I]]
func.func @two_uses(%m: memref<?xi32>, %n: index, %v: i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %a = arith.addi %i, %i : index
    memref.store %v, %m[%a] : memref<?xi32>
  }
  return
}
