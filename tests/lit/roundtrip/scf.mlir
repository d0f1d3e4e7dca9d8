// RUN: cmir-opt %s | FileCheck %s
// RUN: cmir-opt %s | cmir-opt | FileCheck %s
// RUN: cmir-opt --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC

// scf.yield without operands is an implicit terminator: it is elided in the
// custom form and materialized in the generic form.

// CHECK-LABEL: func.func @for_loops(
// CHECK-SAME: %[[LB:.*]]: index, %[[UB:.*]]: index, %[[ST:.*]]: index, %[[X:.*]]: f32, %[[I:.*]]: i32) -> f32 {
// GENERIC-LABEL: sym_name = "for_loops"
func.func @for_loops(%lb: index, %ub: index, %st: index, %x: f32, %i: i32) -> f32 {
  // CHECK-NEXT: scf.for %[[IV:.*]] = %[[LB]] to %[[UB]] step %[[ST]] {
  // CHECK-NEXT:   scf.for %{{.*}} = %[[LB]] to %[[IV]] step %[[ST]] {
  // CHECK-NEXT:     arith.addi
  // CHECK-NEXT:   }
  // CHECK-NEXT: }
  // GENERIC:      "scf.for"(%{{[^ ,)]+}}, %{{[^ ,)]+}}, %{{[^ ,)]+}}) ({
  // GENERIC-NEXT: ^bb0(%[[GIV:.*]]: index):
  // GENERIC-NEXT:   "scf.for"(%{{[^ ,)]+}}, %[[GIV]], %{{[^ ,)]+}}) ({
  // GENERIC-NEXT:   ^bb0(%[[GJV:.*]]: index):
  // GENERIC-NEXT:     "arith.addi"(%[[GIV]], %[[GJV]])
  // GENERIC-NEXT:     "scf.yield"() : () -> ()
  // GENERIC-NEXT:   }) : (index, index, index) -> ()
  // GENERIC-NEXT:   "scf.yield"() : () -> ()
  // GENERIC-NEXT: }) : (index, index, index) -> ()
  scf.for %iv = %lb to %ub step %st {
    scf.for %jv = %lb to %iv step %st {
      %s = arith.addi %iv, %jv : index
      scf.yield
    }
  }
  // CHECK-NEXT: %[[R:.*]] = scf.for %{{.*}} = %[[LB]] to %[[UB]] step %[[ST]] iter_args(%[[ACC:.*]] = %[[X]]) -> (f32) {
  // CHECK-NEXT:   %[[N:.*]] = arith.addf %[[ACC]], %[[ACC]] : f32
  // CHECK-NEXT:   scf.yield %[[N]] : f32
  // CHECK-NEXT: }
  // GENERIC:      "scf.for"(%{{[^ ,)]+}}, %{{[^ ,)]+}}, %{{[^ ,)]+}}, %{{[^ ,)]+}}) ({
  // GENERIC-NEXT: ^bb0(%{{[^ ,)]+}}: index, %[[GACC:.*]]: f32):
  // GENERIC-NEXT:   %[[GN:.*]] = "arith.addf"(%[[GACC]], %[[GACC]])
  // GENERIC-NEXT:   "scf.yield"(%[[GN]]) : (f32) -> ()
  // GENERIC-NEXT: }) : (index, index, index, f32) -> f32
  %r = scf.for %iv = %lb to %ub step %st iter_args(%acc = %x) -> (f32) {
    %n = arith.addf %acc, %acc : f32
    scf.yield %n : f32
  }
  // CHECK-NEXT: %{{.*}}:2 = scf.for %{{.*}} = %[[LB]] to %[[UB]] step %[[ST]] iter_args(%[[A:.*]] = %[[X]], %[[B:.*]] = %[[I]]) -> (f32, i32) {
  // CHECK-NEXT:   scf.yield %[[A]], %[[B]] : f32, i32
  // CHECK-NEXT: }
  %r2:2 = scf.for %iv = %lb to %ub step %st iter_args(%a = %x, %b = %i) -> (f32, i32) {
    scf.yield %a, %b : f32, i32
  }
  // Loops over a signless integer type print the type after the step
  // (preceded by two spaces).
  // CHECK-NEXT: %[[C0:.*]] = arith.constant 0 : i32
  // CHECK-NEXT: %[[C10:.*]] = arith.constant 10 : i32
  // CHECK-NEXT: %[[C1:.*]] = arith.constant 1 : i32
  // CHECK-NEXT: scf.for %{{.*}} = %[[C0]] to %[[C10]] step %[[C1]] : i32 {
  // CHECK-NEXT: }
  // GENERIC:      "scf.for"(%{{[^ ,)]+}}, %{{[^ ,)]+}}, %{{[^ ,)]+}}) ({
  // GENERIC-NEXT: ^bb0(%{{[a-z0-9]+}}: i32):
  // GENERIC-NEXT:   "scf.yield"() : () -> ()
  // GENERIC-NEXT: }) : (i32, i32, i32) -> ()
  %c0 = arith.constant 0 : i32
  %c10 = arith.constant 10 : i32
  %c1 = arith.constant 1 : i32
  scf.for %k = %c0 to %c10 step %c1 : i32 {
  }
  // CHECK-NEXT: %{{.*}} = scf.for %{{.*}} = %[[C0]] to %[[C10]] step %[[C1]] iter_args(%{{.*}} = %[[X]]) -> (f32)  : i32 {
  %r3 = scf.for %k = %c0 to %c10 step %c1 iter_args(%v = %x) -> (f32) : i32 {
    scf.yield %v : f32
  }
  // CHECK: return %[[R]] : f32
  return %r : f32
}

// SSA values are numbered region by region: all values of a region first,
// then its nested regions, each continuing from the enclosing region's count.
// Sibling regions reuse the same numbers.
// CHECK-LABEL: func.func @numbering(%arg0: index, %arg1: f32) -> (f32, f32) {
// CHECK-NEXT:    %0 = scf.for %arg2 = %arg0 to %arg0 step %arg0 iter_args(%arg3 = %arg1) -> (f32) {
// CHECK-NEXT:      %2 = arith.addf %arg3, %arg3 : f32
// CHECK-NEXT:      %3 = arith.mulf %2, %2 : f32
// CHECK-NEXT:      scf.yield %3 : f32
// CHECK-NEXT:    }
// CHECK-NEXT:    %1 = scf.for %arg2 = %arg0 to %arg0 step %arg0 iter_args(%arg3 = %0) -> (f32) {
// CHECK-NEXT:      %2 = arith.subf %arg3, %arg3 : f32
// CHECK-NEXT:      scf.yield %2 : f32
// CHECK-NEXT:    }
// CHECK-NEXT:    return %0, %1 : f32, f32
// CHECK-NEXT:  }
func.func @numbering(%n: index, %x: f32) -> (f32, f32) {
  %a = scf.for %i = %n to %n step %n iter_args(%acc = %x) -> (f32) {
    %t = arith.addf %acc, %acc : f32
    %u = arith.mulf %t, %t : f32
    scf.yield %u : f32
  }
  %b = scf.for %i = %n to %n step %n iter_args(%acc = %a) -> (f32) {
    %t = arith.subf %acc, %acc : f32
    scf.yield %t : f32
  }
  return %a, %b : f32, f32
}

// CHECK-LABEL: func.func @ifs(
// CHECK-SAME: %[[C:.*]]: i1, %[[X:.*]]: f32, %[[I:.*]]: i32)
// GENERIC-LABEL: sym_name = "ifs"
func.func @ifs(%c: i1, %x: f32, %i: i32) -> (f32, i32) {
  // Without else, the second region is empty.
  // CHECK-NEXT: scf.if %[[C]] {
  // CHECK-NEXT:   arith.negf
  // CHECK-NEXT: }
  // GENERIC:      "scf.if"(%{{[^ ,)]+}}) ({
  // GENERIC-NEXT:   "arith.negf"
  // GENERIC-NEXT:   "scf.yield"() : () -> ()
  // GENERIC-NEXT: }, {
  // GENERIC-NEXT: }) : (i1) -> ()
  scf.if %c {
    %n = arith.negf %x : f32
  }
  // Empty regions: the else region still holds a block, so it is printed.
  // CHECK-NEXT: scf.if %[[C]] {
  // CHECK-NEXT: } else {
  // CHECK-NEXT: }
  // GENERIC:      "scf.if"(%{{[^ ,)]+}}) ({
  // GENERIC-NEXT:   "scf.yield"() : () -> ()
  // GENERIC-NEXT: }, {
  // GENERIC-NEXT:   "scf.yield"() : () -> ()
  // GENERIC-NEXT: }) : (i1) -> ()
  scf.if %c {
  } else {
  }
  // CHECK-NEXT: scf.if %[[C]] {
  // CHECK-NEXT: } else {
  // CHECK-NEXT:   arith.negf
  // CHECK-NEXT: }
  scf.if %c {
  } else {
    %n = arith.negf %x : f32
    scf.yield
  }
  // CHECK-NEXT: %[[Y:.*]] = scf.if %[[C]] -> (f32) {
  // CHECK-NEXT:   scf.yield %[[X]] : f32
  // CHECK-NEXT: } else {
  // CHECK-NEXT:   %[[NEG:.*]] = arith.negf %[[X]] : f32
  // CHECK-NEXT:   scf.yield %[[NEG]] : f32
  // CHECK-NEXT: }
  // GENERIC:      %{{[^ ,)]+}} = "scf.if"(%{{[^ ,)]+}}) ({
  // GENERIC-NEXT:   "scf.yield"(%{{[^ ,)]+}}) : (f32) -> ()
  // GENERIC-NEXT: }, {
  // GENERIC-NEXT:   %[[GNEG:.*]] = "arith.negf"
  // GENERIC-NEXT:   "scf.yield"(%[[GNEG]]) : (f32) -> ()
  // GENERIC-NEXT: }) : (i1) -> f32
  %y = scf.if %c -> (f32) {
    scf.yield %x : f32
  } else {
    %n = arith.negf %x : f32
    scf.yield %n : f32
  }
  // CHECK-NEXT: %[[Y2:.*]]:2 = scf.if %[[C]] -> (f32, i32) {
  // CHECK-NEXT:   scf.yield %[[Y]], %[[I]] : f32, i32
  // CHECK-NEXT: } else {
  // CHECK-NEXT:   scf.yield %[[X]], %[[I]] : f32, i32
  // CHECK-NEXT: }
  // GENERIC: }) : (i1) -> (f32, i32)
  %y2:2 = scf.if %c -> (f32, i32) {
    scf.yield %y, %i : f32, i32
  } else {
    scf.yield %x, %i : f32, i32
  }
  // Nested ifs.
  // CHECK-NEXT: scf.if %[[C]] {
  // CHECK-NEXT:   scf.if %[[C]] {
  // CHECK-NEXT:     arith.negf
  // CHECK-NEXT:   }
  // CHECK-NEXT: }
  scf.if %c {
    scf.if %c {
      %n = arith.negf %x : f32
    }
  }
  // CHECK-NEXT: return %[[Y2]]#0, %[[Y2]]#1 : f32, i32
  return %y2#0, %y2#1 : f32, i32
}

// scf.while: the `after` region shows its entry block with arguments.
// CHECK-LABEL: func.func @while(%arg0: i32, %arg1: f32) -> i32 {
// CHECK-NEXT:    %c10_i32 = arith.constant 10 : i32
// CHECK-NEXT:    %0 = scf.while (%arg2 = %arg0) : (i32) -> i32 {
// CHECK-NEXT:      %2 = arith.cmpi slt, %arg2, %c10_i32 : i32
// CHECK-NEXT:      scf.condition(%2) %arg2 : i32
// CHECK-NEXT:    } do {
// CHECK-NEXT:    ^bb0(%arg2: i32):
// CHECK-NEXT:      %2 = arith.addi %arg2, %arg2 : i32
// CHECK-NEXT:      scf.yield %2 : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    %1:2 = scf.while (%arg2 = %arg0, %arg3 = %arg1) : (i32, f32) -> (f32, i32) {
// CHECK-NEXT:      %true = arith.constant true
// CHECK-NEXT:      scf.condition(%true) %arg3, %arg2 : f32, i32
// CHECK-NEXT:    } do {
// CHECK-NEXT:    ^bb0(%arg2: f32, %arg3: i32):
// CHECK-NEXT:      scf.yield %arg3, %arg2 : i32, f32
// CHECK-NEXT:    }
// CHECK-NEXT:    return %0 : i32
// CHECK-NEXT:  }
// GENERIC-LABEL: sym_name = "while"
// GENERIC:      %{{[^ ,)]+}} = "scf.while"(%{{[^ ,)]+}}) ({
// GENERIC-NEXT: ^bb0(%[[GA:.*]]: i32):
// GENERIC-NEXT:   %[[GC:.*]] = "arith.cmpi"(%[[GA]], %{{[^ ,)]+}}) <{predicate = 2 : i64}> : (i32, i32) -> i1
// GENERIC-NEXT:   "scf.condition"(%[[GC]], %[[GA]]) : (i1, i32) -> ()
// GENERIC-NEXT: }, {
// GENERIC-NEXT: ^bb0(%[[GB:.*]]: i32):
// GENERIC-NEXT:   %[[GS:.*]] = "arith.addi"(%[[GB]], %[[GB]])
// GENERIC-NEXT:   "scf.yield"(%[[GS]]) : (i32) -> ()
// GENERIC-NEXT: }) : (i32) -> i32
func.func @while(%init: i32, %f: f32) -> i32 {
  %c10 = arith.constant 10 : i32
  %w = scf.while (%arg = %init) : (i32) -> i32 {
    %cond = arith.cmpi slt, %arg, %c10 : i32
    scf.condition(%cond) %arg : i32
  } do {
  ^bb0(%a: i32):
    %next = arith.addi %a, %a : i32
    scf.yield %next : i32
  }
  %w2:2 = scf.while (%p = %init, %q = %f) : (i32, f32) -> (f32, i32) {
    %t = arith.constant true
    scf.condition(%t) %q, %p : f32, i32
  } do {
  ^bb0(%a: f32, %b: i32):
    scf.yield %b, %a : i32, f32
  }
  return %w : i32
}

// CHECK-LABEL: func.func @execute_region(
// CHECK-SAME: %[[I:.*]]: i32, %[[C:.*]]: i1)
// GENERIC-LABEL: sym_name = "execute_region"
func.func @execute_region(%i: i32, %c: i1) -> i32 {
  // CHECK-NEXT: %[[E:.*]] = scf.execute_region -> i32 {
  // CHECK-NEXT:   scf.yield %[[I]] : i32
  // CHECK-NEXT: }
  // GENERIC:      "scf.execute_region"() ({
  // GENERIC-NEXT:   "scf.yield"(%{{[^ ,)]+}}) : (i32) -> ()
  // GENERIC-NEXT: }) : () -> i32
  %e = scf.execute_region -> i32 {
    scf.yield %i : i32
  }
  // Multiple blocks inside the region; the explicit yield is kept.
  // CHECK-NEXT: scf.execute_region {
  // CHECK-NEXT:   cf.cond_br %[[C]], ^bb1, ^bb2
  // CHECK-NEXT: ^bb1:  // pred: ^bb0
  // CHECK-NEXT:   scf.yield
  // CHECK-NEXT: ^bb2:  // pred: ^bb0
  // CHECK-NEXT:   scf.yield
  // CHECK-NEXT: }
  scf.execute_region {
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    scf.yield
  ^bb2:
    scf.yield
  }
  // CHECK-NEXT: %{{.*}}:2 = scf.execute_region -> (i32, i1) {
  // CHECK-NEXT:   scf.yield %[[E]], %[[C]] : i32, i1
  // CHECK-NEXT: }
  %e2:2 = scf.execute_region -> (i32, i1) {
    scf.yield %e, %c : i32, i1
  }
  // CHECK-NEXT: return %[[E]] : i32
  return %e : i32
}
