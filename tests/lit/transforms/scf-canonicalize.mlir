// RUN: cmir-opt %s --canonicalize --split-input-file | FileCheck %s

// A loop that yields its own iteration argument, or the init value, gives
// the init value; the other arguments stay.
// CHECK-LABEL: func.func @iter_args
// CHECK:         %[[R:.*]] = scf.for {{.*}} iter_args(%[[B:.*]] = %arg4) -> (i64) {
// CHECK-NEXT:      %[[N:.*]] = arith.muli %[[B]], %[[B]] : i64
// CHECK-NEXT:      scf.yield %[[N]] : i64
// CHECK:         return %arg3, %[[R]], %arg3 : i64, i64, i64
func.func @iter_args(%lb: index, %ub: index, %s: index, %v: i64, %w: i64) -> (i64, i64, i64) {
  %r:3 = scf.for %i = %lb to %ub step %s iter_args(%a = %v, %b = %w, %c = %v) -> (i64, i64, i64) {
    %n = arith.muli %b, %b : i64
    scf.yield %a, %n, %v : i64, i64, i64
  }
  return %r#0, %r#1, %r#2 : i64, i64, i64
}

// -----

// One iteration: the body runs inline with the lower bound.
// CHECK-LABEL: func.func @one_trip
// CHECK-NEXT:    %[[X:.*]] = arith.muli %arg1, %arg1 : index
// CHECK-NEXT:    memref.store %[[X]], %arg0[] : memref<index>
// CHECK-NEXT:    return
func.func @one_trip(%m: memref<index>, %lb: index) {
  %c3 = arith.constant 3 : index
  %ub = arith.addi %lb, %c3 : index
  scf.for %i = %lb to %ub step %c3 {
    %x = arith.muli %i, %i : index
    memref.store %x, %m[] : memref<index>
  }
  return
}

// -----

// Results taken from outside the regions become selects; an i1 result
// yielding false/true becomes the negated condition.
// CHECK-LABEL: func.func @selects
// CHECK:         %[[S:.*]] = arith.select %arg0, %arg1, %arg2 : index
// CHECK:         %[[N:.*]] = arith.xori %arg0, %true : i1
// CHECK-NOT:     scf.if
// CHECK:         return %[[S]], %[[N]] : index, i1
func.func @selects(%c: i1, %p: index, %q: index) -> (index, i1) {
  %t = arith.constant true
  %f = arith.constant false
  %a, %b = scf.if %c -> (index, i1) {
    scf.yield %p, %f : index, i1
  } else {
    scf.yield %q, %t : index, i1
  }
  return %a, %b : index, i1
}

// -----

// Inside the regions the condition is known; an empty else goes; an if
// whose body has no effect goes.
// CHECK-LABEL: func.func @cond_known
// CHECK:         scf.if %arg0 {
// CHECK-NEXT:      memref.store %true, %arg1[] : memref<i1>
// CHECK-NEXT:    }
// CHECK-NEXT:    return
func.func @cond_known(%c: i1, %m: memref<i1>, %n: index) {
  scf.if %c {
    memref.store %c, %m[] : memref<i1>
  } else {
  }
  %u = scf.if %c -> (index) {
    %x = arith.addi %n, %n : index
    scf.yield %x : index
  } else {
    scf.yield %n : index
  }
  return
}

// -----

// Single-iteration dimensions of scf.parallel are dropped, nested loops
// merge, a constant scf.index_switch keeps its matching case.
// CHECK-LABEL: func.func @parallel_switch
// CHECK:         scf.parallel (%[[I:.*]], %[[J:.*]]) = (%c0, %c0) to (%arg1, %arg1) step (%c1, %c1) {
// CHECK-NEXT:      memref.store %c7, %arg0[%[[I]], %c2, %[[J]]] : memref<?x?x?xindex>
// CHECK:         return %c7 : index
func.func @parallel_switch(%m: memref<?x?x?xindex>, %n: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %r = scf.index_switch %c1 -> index
  case 1 {
    %c7 = arith.constant 7 : index
    scf.yield %c7 : index
  }
  default {
    scf.yield %c0 : index
  }
  scf.parallel (%i, %k) = (%c0, %c2) to (%n, %c3) step (%c1, %c1) {
    scf.parallel (%j) = (%c0) to (%n) step (%c1) {
      memref.store %r, %m[%i, %k, %j] : memref<?x?x?xindex>
      scf.reduce
    }
    scf.reduce
  }
  return %r : index
}
