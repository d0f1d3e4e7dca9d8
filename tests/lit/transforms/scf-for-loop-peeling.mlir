// scf-for-loop-peeling keeps what a program computes, at the back and at
// the front.
// RUN: cmir-interp %S/Inputs/scf-for-loop-peeling.mlir > %t.before
// RUN: FileCheck %s --input-file=%t.before --check-prefix=OUT
// RUN: cmir-opt --scf-for-loop-peeling %S/Inputs/scf-for-loop-peeling.mlir > %t.back
// RUN: cmir-interp %t.back > %t.after
// RUN: diff %t.before %t.after
// RUN: FileCheck %s --input-file=%t.back --check-prefix=BACK
// RUN: cmir-opt --scf-for-loop-peeling=peel-front=true %S/Inputs/scf-for-loop-peeling.mlir > %t.front
// RUN: cmir-interp %t.front > %t.after2
// RUN: diff %t.before %t.after2
// RUN: cmir-opt %s --scf-for-loop-peeling --split-input-file | FileCheck %s
// RUN: cmir-opt %s --scf-for-loop-peeling=skip-partial=false --split-input-file | FileCheck %s --check-prefix=NOSKIP
// RUN: cmir-opt %s --scf-for-loop-peeling=peel-front=true --split-input-file | FileCheck %s --check-prefix=FRONT
// RUN: not cmir-opt %s --scf-for-loop-peeling=peel-back 2>&1 | FileCheck %s --check-prefix=ERR

// OUT: 95
// OUT-NEXT: 157
// OUT-NEXT: 180
// OUT-NEXT: 17

// In the main loop min(step, ub - iv) is the step and max(iv - ub, -step)
// is -step; in the remainder they are ub - iv and iv - ub.
// BACK: #[[SPLIT:.*]] = affine_map<()[s0, s1, s2] -> (s1 - (s1 - s0) mod s2)>
// BACK: #[[NEG:.*]] = affine_map<()[s0] -> (-s0)>
// BACK: #[[REM:.*]] = affine_map<(d0)[s0] -> (-d0 + s0)>
// BACK: #[[OVER:.*]] = affine_map<(d0)[s0] -> (d0 - s0)>
// BACK-LABEL: func.func @sum
// BACK:         %[[S:.*]] = affine.apply #[[SPLIT]]()[%arg0, %arg1, %arg2]
// BACK:         %[[R:.*]] = scf.for %[[I:.*]] = %arg0 to %[[S]] step %arg2
// BACK-NEXT:      affine.apply #[[NEG]]()[%arg2]
// BACK-NEXT:      arith.muli %arg2, %[[I]]
// BACK:         scf.for %[[J:.*]] = %[[S]] to %arg1 step %arg2 iter_args(%{{.*}} = %[[R]])
// BACK-NEXT:      affine.apply #[[REM]](%[[J]])[%arg1]
// BACK-NEXT:      affine.apply #[[OVER]](%[[J]])[%arg1]
// Constant bounds: the split bound is a constant.
// BACK-LABEL: func.func @main
// BACK:         scf.for %{{.*}} = %c0 to %c15 step %c3
// BACK:         scf.for %{{.*}} = %c15 to %c17 step %c3

// A step that divides the range, or a step of 1: nothing to peel.
// CHECK-LABEL: func.func @nothing
// CHECK-COUNT-2: scf.for
// CHECK-NOT:     scf.for
// CHECK:         return
func.func @nothing(%m: memref<index>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c12 = arith.constant 12 : index
  scf.for %i = %c0 to %c12 step %c4 {
    memref.store %i, %m[] : memref<index>
  }
  scf.for %i = %c0 to %n step %c1 {
    memref.store %i, %m[] : memref<index>
  }
  return
}

// -----

// Nested loops: both are peeled (main and remainder loops of the outer
// one, the inner one split in the main loop), and the inner loop of the
// outer remainder only without skip-partial.
// CHECK-LABEL: func.func @nested
// CHECK-COUNT-5: scf.for
// CHECK-NOT:     scf.for
// CHECK:         return
// NOSKIP-LABEL: func.func @nested
// NOSKIP-COUNT-6: scf.for
// NOSKIP-NOT:     scf.for
// NOSKIP:         return
func.func @nested(%m: memref<index>, %n: index) {
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  scf.for %i = %c0 to %n step %c5 {
    scf.for %j = %c0 to %n step %c3 {
      memref.store %j, %m[] : memref<index>
    }
  }
  return
}

// -----

// At the front: the first iteration runs up to lb + step, which replaces
// the upper bound inside it; a loop of one iteration is left alone.
// FRONT-LABEL: func.func @front
// FRONT:         %[[F:.*]] = affine.apply #{{.*}}()[%arg1, %[[C4:.*]]]
// FRONT:         %[[R:.*]] = scf.for %{{.*}} = %arg1 to %[[F]] step %[[C4]] iter_args(%{{.*}} = %[[Z:.*]])
// FRONT:           affine.min #{{.*}}(%{{.*}})[%[[F]]]
// FRONT:         scf.for %{{.*}} = %[[F]] to %arg2 step %[[C4]] iter_args(%{{.*}} = %[[R]])
// FRONT:           affine.min #{{.*}}(%{{.*}})[%arg2]
// FRONT:         scf.for %{{.*}} = %c0 to %[[C4]] step %[[C4]]
// FRONT-NOT:     scf.for
func.func @front(%m: memref<index>, %lb: index, %ub: index) -> index {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %r = scf.for %i = %lb to %ub step %c4 iter_args(%a = %c0) -> (index) {
    %v = affine.min affine_map<(d0)[s0] -> (4, s0 - d0)>(%i)[%ub]
    %s = arith.addi %a, %v : index
    scf.yield %s : index
  }
  scf.for %i = %c0 to %c4 step %c4 {
    memref.store %i, %m[] : memref<index>
  }
  return %r : index
}

// ERR: <Pass-Options-Parser>: no such option peel-back
