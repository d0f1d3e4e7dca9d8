// Tiling keeps what the program computes (the no-min-max-bounds check is
// MLIR's, exact for unit steps only, so it is compared with the oracle).
// RUN: cmir-interp %S/Inputs/scf-parallel-tiling.mlir > %t.before
// RUN: cmir-opt --pass-pipeline='builtin.module(func.func(scf-parallel-loop-tiling{parallel-loop-tile-sizes=2,3}))' %S/Inputs/scf-parallel-tiling.mlir > %t.tiled
// RUN: cmir-interp %t.tiled > %t.after
// RUN: diff %t.before %t.after
// RUN: cmir-opt --pass-pipeline='builtin.module(func.func(scf-parallel-loop-tiling{parallel-loop-tile-sizes=4}))' %S/Inputs/scf-parallel-tiling.mlir | cmir-interp - > %t.after4
// RUN: diff %t.before %t.after4
// RUN: FileCheck %s --input-file=%t.before --check-prefix=OUT
// RUN: cmir-opt %s --pass-pipeline='builtin.module(func.func(scf-parallel-loop-tiling{parallel-loop-tile-sizes=2,3}))' --split-input-file | FileCheck %s
// RUN: cmir-opt %s --pass-pipeline='builtin.module(func.func(scf-parallel-loop-tiling{parallel-loop-tile-sizes=2,3 no-min-max-bounds}))' --split-input-file | FileCheck %s --check-prefix=INB
// RUN: not cmir-opt %s --pass-pipeline='builtin.module(func.func(scf-parallel-loop-tiling{parallel-loop-tile-sizes=2,0}))' 2>&1 | FileCheck %s --check-prefix=ZERO

// OUT: 100
// OUT-NEXT: 445
// OUT-NEXT: 270

// ZERO: error: tile size cannot be 0

// A dynamic loop: steps times tile sizes outside, affine.min extents
// inside, the induction variables rebuilt as inner + outer.
// CHECK: #[[MAP:.*]] = affine_map<(d0, d1, d2) -> (d0, d1 - d2)>
// CHECK-LABEL: func.func @dyn
// CHECK:         %[[Z:.*]] = arith.constant 0 : index
// CHECK-NEXT:    %[[T0:.*]] = arith.constant 2 : index
// CHECK-NEXT:    %[[T1:.*]] = arith.constant 3 : index
// CHECK-NEXT:    %[[S0:.*]] = arith.muli %arg2, %[[T0]] : index
// CHECK-NEXT:    %[[S1:.*]] = arith.muli %arg2, %[[T1]] : index
// CHECK-NEXT:    scf.parallel (%[[I:.*]], %[[J:.*]]) = (%arg1, %arg1) to (%arg0, %arg0) step (%[[S0]], %[[S1]]) {
// CHECK-NEXT:      %[[M0:.*]] = affine.min #[[MAP]](%[[S0]], %arg0, %[[I]])
// CHECK-NEXT:      %[[M1:.*]] = affine.min #[[MAP]](%[[S1]], %arg0, %[[J]])
// CHECK-NEXT:      scf.parallel (%[[K:.*]], %[[L:.*]]) = (%[[Z]], %[[Z]]) to (%[[M0]], %[[M1]]) step (%arg2, %arg2) {
// CHECK-NEXT:        %[[A:.*]] = arith.addi %[[K]], %[[I]] : index
// CHECK-NEXT:        %[[B:.*]] = arith.addi %[[L]], %[[J]] : index
// CHECK-NEXT:        memref.store %arg4, %arg3[%[[A]], %[[B]]]
// CHECK-NEXT:        scf.reduce
// CHECK-NEXT:      }
// CHECK-NEXT:      scf.reduce
// CHECK-NEXT:    }

// With no-min-max-bounds the body runs under a bounds check instead.
// INB-LABEL: func.func @dyn
// INB:           scf.parallel (%[[K:.*]], %[[L:.*]]) = (%c0, %c0) to (%0, %1) step (%arg2, %arg2) {
// INB-NEXT:        %[[A:.*]] = arith.addi %[[K]], %[[I:.*]] : index
// INB-NEXT:        %[[B:.*]] = arith.addi %[[L]], %[[J:.*]] : index
// INB-NEXT:        %[[T:.*]] = arith.constant true
// INB-NEXT:        %[[M:.*]] = arith.muli %[[K]], %arg2 : index
// INB-NEXT:        %[[X:.*]] = arith.addi %[[M]], %[[I]] : index
// INB-NEXT:        %[[C:.*]] = arith.cmpi ult, %[[X]], %arg0 : index
// INB-NEXT:        %[[D:.*]] = arith.andi %[[T]], %[[C]] : i1
// INB:             %[[E:.*]] = arith.andi %[[D]], %{{.*}} : i1
// INB-NEXT:        scf.if %[[E]] {
// INB-NEXT:          memref.store %arg4, %arg3[%[[A]], %[[B]]]
// INB-NEXT:        }
// INB-NEXT:        scf.reduce
func.func @dyn(%n: index, %lb: index, %st: index, %m: memref<?x?xf32>, %v: f32) {
  scf.parallel (%i, %j) = (%lb, %lb) to (%n, %n) step (%st, %st) {
    memref.store %v, %m[%i, %j] : memref<?x?xf32>
    scf.reduce
  }
  return
}

// -----

// Constant bounds whose trip count the tile size divides need no
// affine.min; only innermost loops without reductions are tiled.
// CHECK-LABEL: func.func @static_and_nested
// CHECK-NOT:     affine.min
// CHECK:         scf.parallel (%{{.*}}) = (%c0) to (%c8) step (%[[S:.*]]) {
// CHECK-NEXT:      %[[Z:.*]] = arith.constant 0 : index
// CHECK-NEXT:      %[[T:.*]] = arith.constant 2 : index
// CHECK-NEXT:      %[[S2:.*]] = arith.muli %c1, %[[T]] : index
// CHECK-NEXT:      scf.parallel (%{{.*}}) = (%c0) to (%c8) step (%[[S2]]) {
// CHECK-NEXT:        scf.parallel (%{{.*}}) = (%[[Z]]) to (%[[S2]]) step (%c1) {
// CHECK:         scf.parallel (%{{.*}}) = (%c0) to (%c8) step (%c1) init
// INB-LABEL: func.func @static_and_nested
// INB-NOT:       scf.if
func.func @static_and_nested(%m: memref<8xi32>, %x: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  scf.parallel (%i) = (%c0) to (%c8) step (%c1) {
    scf.parallel (%j) = (%c0) to (%c8) step (%c1) {
      memref.store %x, %m[%j] : memref<8xi32>
      scf.reduce
    }
    scf.reduce
  }
  %r = scf.parallel (%i) = (%c0) to (%c8) step (%c1) init (%x) -> i32 {
    scf.reduce(%x : i32) {
    ^bb0(%a: i32, %b: i32):
      %s = arith.addi %a, %b : i32
      scf.reduce.return %s : i32
    }
  }
  return %r : i32
}
