// RUN: cmir-opt %s --affine-loop-unroll | FileCheck %s
// RUN: cmir-opt %s --affine-loop-unroll='unroll-factor=3' | FileCheck %s --check-prefix=BY3
// RUN: cmir-opt %s --affine-loop-unroll='unroll-factor=8 unroll-up-to-factor=true' | FileCheck %s --check-prefix=UPTO
// RUN: cmir-opt %s --affine-loop-unroll='unroll-full unroll-full-threshold=2' | FileCheck %s --check-prefix=THRESH

// By 4 (the default): step times 4, the induction variable of copy i an
// affine.apply of d0 + i * step, each copy reading what the one before it
// yields. 10 iterations by 4 leave a cleanup loop from 8; by 3, one
// iteration of cleanup, promoted into the function at the lower bound 9.
// CHECK-DAG: #[[P2:.*]] = affine_map<(d0) -> (d0 + 2)>
// CHECK-DAG: #[[P4:.*]] = affine_map<(d0) -> (d0 + 4)>
// CHECK-DAG: #[[P6:.*]] = affine_map<(d0) -> (d0 + 6)>
// CHECK-LABEL: func.func @sum
// CHECK-SAME: (%[[M:.*]]: memref<20xi32>)
// CHECK: %[[C0:.*]] = arith.constant 0 : i32
// CHECK-NEXT: %[[R:.*]] = affine.for %[[I:.*]] = 0 to 16 step 8 iter_args(%[[A:.*]] = %[[C0]]) -> (i32) {
// CHECK-NEXT: %[[L0:.*]] = affine.load %[[M]][%[[I]]]
// CHECK-NEXT: %[[S0:.*]] = arith.addi %[[A]], %[[L0]]
// CHECK-NEXT: %[[I1:.*]] = affine.apply #[[P2]](%[[I]])
// CHECK-NEXT: %[[L1:.*]] = affine.load %[[M]][%[[I1]]]
// CHECK-NEXT: %[[S1:.*]] = arith.addi %[[S0]], %[[L1]]
// CHECK-NEXT: %[[I2:.*]] = affine.apply #[[P4]](%[[I]])
// CHECK-NEXT: %[[L2:.*]] = affine.load %[[M]][%[[I2]]]
// CHECK-NEXT: %[[S2:.*]] = arith.addi %[[S1]], %[[L2]]
// CHECK-NEXT: %[[I3:.*]] = affine.apply #[[P6]](%[[I]])
// CHECK-NEXT: %[[L3:.*]] = affine.load %[[M]][%[[I3]]]
// CHECK-NEXT: %[[S3:.*]] = arith.addi %[[S2]], %[[L3]]
// CHECK-NEXT: affine.yield %[[S3]] : i32
// CHECK-NEXT: }
// CHECK-NEXT: %[[E:.*]] = affine.for %[[J:.*]] = 16 to 20 step 2 iter_args(%[[B:.*]] = %[[R]]) -> (i32) {
// CHECK-NEXT: affine.load %[[M]][%[[J]]]
// CHECK-NEXT: arith.addi %[[B]]
// CHECK-NEXT: affine.yield
// CHECK-NEXT: }
// CHECK-NEXT: return %[[E]] : i32
// BY3-LABEL: func.func @sum
// BY3-NEXT: %[[C18:.*]] = arith.constant 18 : index
// BY3-NEXT: arith.constant 0 : i32
// BY3-NEXT: %[[R:.*]] = affine.for %{{.*}} = 0 to 18 step 6 iter_args
// BY3: affine.yield
// BY3-NEXT: }
// BY3-NEXT: %[[L:.*]] = affine.load %{{.*}}[%[[C18]]]
// BY3-NEXT: %[[S:.*]] = arith.addi %[[R]], %[[L]] : i32
// BY3-NEXT: return %[[S]] : i32
func.func @sum(%m: memref<20xi32>) -> i32 {
  %c0 = arith.constant 0 : i32
  %r = affine.for %i = 0 to 20 step 2 iter_args(%a = %c0) -> (i32) {
    %v = affine.load %m[%i] : memref<20xi32>
    %s = arith.addi %a, %v : i32
    affine.yield %s : i32
  }
  return %r : i32
}

// Up to the factor: a loop of 3 iterations (bounds from constants) is
// unrolled by 3 and promoted, its first induction value an affine.apply of
// the lower bound's map. Only innermost loops are unrolled.
// UPTO-LABEL: func.func @nest
// UPTO: affine.for %{{.*}} = 0 to 4 {
// UPTO-NEXT: %[[I0:.*]] = affine.apply #{{.*}}()[%{{.*}}]
// UPTO-NEXT: func.call @use(%[[I0]])
// UPTO-NEXT: %[[I1:.*]] = affine.apply #{{.*}}(%[[I0]])
// UPTO-NEXT: func.call @use(%[[I1]])
// UPTO-NEXT: %[[I2:.*]] = affine.apply #{{.*}}(%[[I0]])
// UPTO-NEXT: func.call @use(%[[I2]])
// UPTO-NEXT: }
// UPTO-NEXT: return
// THRESH-LABEL: func.func @nest
// THRESH: affine.for %{{.*}} = 0 to 4 {
// THRESH-NEXT: affine.for
func.func private @use(index)
func.func @nest() {
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  affine.for %j = 0 to 4 {
    affine.for %i = %c1 to %c4 {
      func.call @use(%i) : (index) -> ()
    }
  }
  return
}

// Full unrolling under a threshold: loops of at most 2 iterations, inner
// loops first; a constant lower bound becomes a constant at the top of the
// function.
// THRESH-LABEL: func.func @small
// THRESH-NEXT: %[[C5:.*]] = arith.constant 5 : index
// THRESH-NEXT: call @use(%[[C5]])
// THRESH-NEXT: %[[N:.*]] = affine.apply #{{.*}}(%[[C5]])
// THRESH-NEXT: call @use(%[[N]])
// THRESH-NEXT: return
func.func @small() {
  affine.for %i = 5 to 7 {
    func.call @use(%i) : (index) -> ()
  }
  return
}
