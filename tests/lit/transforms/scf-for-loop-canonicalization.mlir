// scf-for-loop-canonicalization keeps what a program computes.
// RUN: cmir-interp %S/Inputs/scf-for-loop-canonicalization.mlir > %t.before
// RUN: cmir-opt --scf-for-loop-canonicalization %S/Inputs/scf-for-loop-canonicalization.mlir > %t.canon
// RUN: cmir-interp %t.canon > %t.after
// RUN: diff %t.before %t.after
// RUN: FileCheck %s --input-file=%t.before --check-prefix=OUT
// RUN: FileCheck %s --input-file=%t.canon --check-prefix=RUNCANON
// RUN: cmir-opt %s --scf-for-loop-canonicalization --split-input-file | FileCheck %s

// OUT: 12
// OUT-NEXT: 68
// RUNCANON-NOT: affine.min
// RUNCANON-NOT: affine.max

// A min of a constant and the distance to the upper bound, which the step
// never undercuts: the constant.
// CHECK-LABEL: func.func @min_to_constant
// CHECK:         %[[C:.*]] = arith.constant 8 : index
// CHECK:         scf.for
// CHECK-NEXT:      memref.store %[[C]]
func.func @min_to_constant(%m: memref<index>) {
  %c0 = arith.constant 0 : index
  %c8 = arith.constant 8 : index
  %c64 = arith.constant 64 : index
  scf.for %i = %c0 to %c64 step %c8 {
    %v = affine.min affine_map<(d0, d1) -> (d1 - d0, 8)>(%i, %c64)
    memref.store %v, %m[] : memref<index>
  }
  return
}

// -----

// The last iteration (i = 7) leaves 3 < 4 to the bound: unchanged.
// CHECK-LABEL: func.func @min_kept
// CHECK:         affine.min
func.func @min_kept(%m: memref<index>) {
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c10 = arith.constant 10 : index
  scf.for %i = %c1 to %c10 step %c3 {
    %v = affine.min affine_map<(d0)[s0] -> (4, s0 - d0)>(%i)[%c10]
    memref.store %v, %m[] : memref<index>
  }
  return
}

// -----

// The expression is the smaller one everywhere but not a constant: an
// affine.apply of it.
// CHECK: #[[MAP:.*]] = affine_map<(d0) -> (d0 * 2)>
// CHECK-LABEL: func.func @max_to_apply
// CHECK:         scf.for %[[I:.*]] =
// CHECK-NEXT:      affine.apply #[[MAP]](%[[I]])
func.func @max_to_apply(%m: memref<index>) {
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c30 = arith.constant 30 : index
  scf.for %i = %c2 to %c30 step %c3 {
    %v = affine.max affine_map<(d0) -> (d0 * 2, d0 + 2)>(%i)
    memref.store %v, %m[] : memref<index>
  }
  return
}

// -----

// scf.parallel bounds count as well, but a symbolic upper bound leaves the
// max alone (as MLIR does).
// CHECK-LABEL: func.func @parallel_and_symbolic
// CHECK:         scf.parallel
// CHECK-NEXT:      affine.max
func.func @parallel_and_symbolic(%m: memref<index>, %n: index) {
  %c5 = arith.constant 5 : index
  %c2 = arith.constant 2 : index
  scf.parallel (%i) = (%c5) to (%n) step (%c2) {
    %v = affine.max affine_map<(d0) -> (d0, 5)>(%i)
    memref.store %v, %m[] : memref<index>
    scf.reduce
  }
  return
}

// -----

// In a parallel loop with constant bounds: the constant.
// CHECK-LABEL: func.func @parallel_min
// CHECK:         %[[C:.*]] = arith.constant 6 : index
// CHECK:         scf.parallel
// CHECK-NEXT:      memref.store %[[C]]
func.func @parallel_min(%m: memref<index>) {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c6 = arith.constant 6 : index
  %c30 = arith.constant 30 : index
  scf.parallel (%i, %j) = (%c0, %c0) to (%c30, %c2) step (%c6, %c2) {
    %v = affine.min affine_map<(d0, d1)[s0] -> (s0 - d0 + d1, 6)>(%i, %j)[%c30]
    memref.store %v, %m[] : memref<index>
    scf.reduce
  }
  return
}

// -----

// A lower bound above the upper counts as one iteration at the lower bound
// (as MLIR's bounds do): min(9, 0) is 0.
// CHECK-LABEL: func.func @empty_loop
// CHECK-NOT:     affine.min
// CHECK:         memref.store %c0
func.func @empty_loop(%m: memref<index>) {
  %c1 = arith.constant 1 : index
  %c9 = arith.constant 9 : index
  scf.for %i = %c9 to %c1 step %c1 {
    %v = affine.min affine_map<(d0) -> (d0, 0)>(%i)
    memref.store %v, %m[] : memref<index>
  }
  return
}

// -----

// memref.dim of an iteration argument the loop yields back unchanged (also
// through an inner loop) reads the initial value; of such a result too.
// CHECK-LABEL: func.func @dim_of_iter_arg
// CHECK-SAME:    (%[[A:[a-z0-9]+]]: memref<?xf32>
// CHECK:         scf.for
// CHECK:           memref.dim %[[A]]
// CHECK:         memref.dim %[[A]]
func.func @dim_of_iter_arg(%a: memref<?xf32>, %b: memref<?xf32>) -> (index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %r:2 = scf.for %i = %c0 to %c4 step %c1 iter_args(%x = %a, %s = %c0) -> (memref<?xf32>, index) {
    %d = memref.dim %x, %c0 : memref<?xf32>
    %y = scf.for %j = %c0 to %c4 step %c1 iter_args(%u = %x) -> (memref<?xf32>) {
      scf.yield %u : memref<?xf32>
    }
    scf.yield %y, %d : memref<?xf32>, index
  }
  %e = memref.dim %r#0, %c0 : memref<?xf32>
  return %e, %r#1 : index, index
}

// -----

// An iteration argument replaced by another memref: unchanged.
// CHECK-LABEL: func.func @dim_not_kept
// CHECK:         scf.for {{.*}} iter_args(%[[X:.*]] = %arg0
// CHECK:           memref.dim %[[X]]
func.func @dim_not_kept(%a: memref<?xf32>, %b: memref<?xf32>) -> memref<?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %r = scf.for %i = %c0 to %c4 step %c1 iter_args(%x = %a) -> (memref<?xf32>) {
    %d = memref.dim %x, %c0 : memref<?xf32>
    %f = arith.constant 1.0 : f32
    memref.store %f, %b[%d] : memref<?xf32>
    scf.yield %b : memref<?xf32>
  }
  return %r : memref<?xf32>
}
