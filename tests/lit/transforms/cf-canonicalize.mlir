// RUN: cmir-opt %s --canonicalize --split-input-file --allow-unregistered-dialect | FileCheck %s

// An assertion of a constant true is dropped, its constant with it.
// CHECK-LABEL: func.func @always_holds
// CHECK-NEXT:    return
func.func @always_holds(%x: i32) -> i32 {
  %t = arith.constant true
  cf.assert %t, "cannot fail"
  return %x : i32
}

// -----

// One that may fail stays.
// CHECK-LABEL: func.func @may_fail
// CHECK:         cf.assert %arg0, "checked"
func.func @may_fail(%c: i1) {
  cf.assert %c, "checked"
  return
}

// -----

// In a destination reached only from the branch, the condition is known:
// true on the first edge, false on the second; a block with two
// predecessors keeps the condition.
// CHECK-LABEL: func.func @known_condition
// CHECK-DAG:     %[[T:.*]] = arith.constant true
// CHECK-DAG:     %[[F:.*]] = arith.constant false
// CHECK:         cf.cond_br %arg0, ^bb1, ^bb2
// CHECK:       ^bb1:
// CHECK-NEXT:    "use.a"(%[[T]], %[[T]]) : (i1, i1) -> ()
// CHECK:       ^bb2:
// CHECK-NEXT:    "use.b"(%[[F]]) : (i1) -> ()
// CHECK:       ^bb3:
// CHECK-NEXT:    "use.c"(%arg0) : (i1) -> ()
func.func @known_condition(%c: i1) {
  cf.cond_br %c, ^yes, ^no
^yes:
  "use.a"(%c, %c) : (i1, i1) -> ()
  cf.br ^join
^no:
  "use.b"(%c) : (i1) -> ()
  cf.br ^join
^join:
  "use.c"(%c) : (i1) -> ()
  return
}
