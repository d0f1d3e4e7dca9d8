// RUN: cmir-opt %s --canonicalize --split-input-file | FileCheck %s

// affine.for with results, as MLIR 19's canonicalize: a loop that runs
// zero times gives its inits; a body of only its yield gives the values
// yielded from outside and the inits of the iter_args yielded, unless the
// trip count is unknown and one comes from outside or out of place, or it
// is 2 or more and one is out of place.

// CHECK-LABEL: func.func @empty
// CHECK-NEXT:    %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:    return %[[C0]]
func.func @empty() -> index {
  %c0 = arith.constant 0 : index
  affine.for %i = 0 to 10 {
  }
  %r = affine.for %i = 0 to 10 iter_args(%a = %c0) -> index {
    affine.yield %a : index
  }
  return %r : index
}

// -----

// CHECK-LABEL: func.func @zero_trips
// CHECK-DAG:     %[[C0:.*]] = arith.constant 0 : index
// CHECK-DAG:     %[[C2:.*]] = arith.constant 2 : index
// CHECK-NEXT:    return %[[C2]], %[[C0]]
func.func @zero_trips(%m: memref<4xindex>) -> (index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %r:2 = affine.for %i = 4 to 2 iter_args(%a = %c2, %b = %c0) -> (index, index) {
    affine.store %a, %m[%i] : memref<4xindex>
    affine.yield %c1, %a : index, index
  }
  return %r#0, %r#1 : index, index
}

// -----

// One trip: out of place is fine. Unknown trip count: only in place.
// Four trips: out of place stays.
// CHECK-LABEL: func.func @orders
// CHECK-DAG:     %[[C0:.*]] = arith.constant 0 : index
// CHECK-DAG:     %[[C1:.*]] = arith.constant 1 : index
// CHECK-DAG:     %[[C2:.*]] = arith.constant 2 : index
// CHECK:         %[[S:.*]]:2 = affine.for %{{.*}} = 0 to 4 iter_args(%[[X:.*]] = %[[C0]], %[[Y:.*]] = %[[C1]])
// CHECK-NEXT:      affine.yield %[[Y]], %[[X]]
// CHECK:         %[[U:.*]]:2 = affine.for %{{.*}} = 0 to %arg0 iter_args(%[[P:.*]] = %[[C0]], %{{.*}} = %[[C1]])
// CHECK-NEXT:      affine.yield %[[C2]], %[[P]]
// CHECK:         return %[[C1]], %[[C0]], %[[S]]#0, %[[C1]], %[[U]]#1
func.func @orders(%n: index) -> (index, index, index, index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %r:2 = affine.for %i = 0 to 1 iter_args(%a = %c0, %b = %c1) -> (index, index) {
    affine.yield %b, %a : index, index
  }
  %s:2 = affine.for %i = 0 to 4 iter_args(%a = %c0, %b = %c1) -> (index, index) {
    affine.yield %b, %a : index, index
  }
  %t:2 = affine.for %i = 0 to %n iter_args(%a = %c0, %b = %c1) -> (index, index) {
    affine.yield %a, %b : index, index
  }
  %u:2 = affine.for %i = 0 to %n iter_args(%a = %c0, %b = %c1) -> (index, index) {
    affine.yield %c2, %a : index, index
  }
  return %r#0, %r#1, %s#0, %t#1, %u#1 : index, index, index, index, index
}
