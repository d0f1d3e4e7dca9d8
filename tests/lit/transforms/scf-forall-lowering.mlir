// RUN: cmir-opt %s -pass-pipeline='builtin.module(func.func(scf-forall-to-for))' | FileCheck %s --check-prefix=FOR
// RUN: cmir-opt %s -pass-pipeline='builtin.module(func.func(scf-forall-to-parallel))' | FileCheck %s --check-prefix=PAR

// Static bounds and steps become one constant each, lower bounds first,
// then upper bounds, then steps; the nest of for loops is outermost first;
// an inner forall is rewritten inside the outer one's body.

// FOR-LABEL: func.func @mixed
// FOR-SAME: (%[[N:.*]]: index, %[[S:.*]]: index)
// FOR-NEXT: %[[C2:.*]] = arith.constant 2 : index
// FOR-NEXT: %[[C0:.*]] = arith.constant 0 : index
// FOR-NEXT: %[[C9:.*]] = arith.constant 9 : index
// FOR-NEXT: %[[C3:.*]] = arith.constant 3 : index
// FOR-NEXT: scf.for %[[I:.*]] = %[[C2]] to %[[N]] step %[[S]] {
// FOR-NEXT: scf.for %[[J:.*]] = %[[C0]] to %[[C9]] step %[[C3]] {
// FOR-NEXT: %[[C0_0:.*]] = arith.constant 0 : index
// FOR-NEXT: %[[C1:.*]] = arith.constant 1 : index
// FOR-NEXT: scf.for %[[K:.*]] = %[[C0_0]] to %[[J]] step %[[C1]] {
// FOR-NEXT: func.call @use(%[[I]], %[[J]], %[[K]])
// FOR-NEXT: }
// FOR-NEXT: }
// FOR-NEXT: }
// FOR-NEXT: return

// PAR-LABEL: func.func @mixed
// PAR-SAME: (%[[N:.*]]: index, %[[S:.*]]: index)
// PAR-NEXT: %[[C2:.*]] = arith.constant 2 : index
// PAR-NEXT: %[[C0:.*]] = arith.constant 0 : index
// PAR-NEXT: %[[C9:.*]] = arith.constant 9 : index
// PAR-NEXT: %[[C3:.*]] = arith.constant 3 : index
// PAR-NEXT: scf.parallel (%[[I:.*]], %[[J:.*]]) = (%[[C2]], %[[C0]]) to (%[[N]], %[[C9]]) step (%[[S]], %[[C3]]) {
// PAR-NEXT: %[[C0_0:.*]] = arith.constant 0 : index
// PAR-NEXT: %[[C1:.*]] = arith.constant 1 : index
// PAR-NEXT: scf.parallel (%[[K:.*]]) = (%[[C0_0]]) to (%[[J]]) step (%[[C1]]) {
// PAR-NEXT: func.call @use(%[[I]], %[[J]], %[[K]])
// PAR-NEXT: scf.reduce
// PAR-NEXT: }
// PAR-NEXT: scf.reduce
// PAR-NEXT: }
// PAR-NEXT: return
func.func private @use(index, index, index)
func.func @mixed(%n: index, %s: index) {
  scf.forall (%i, %j) = (2, 0) to (%n, 9) step (%s, 3) {
    scf.forall (%k) in (%j) {
      func.call @use(%i, %j, %k) : (index, index, index) -> ()
    }
  }
  return
}

// Discardable attributes do not survive; an empty mapping goes to the
// parallel loop.
// FOR-LABEL: func.func @attrs
// FOR: scf.for
// FOR-NEXT: }
// FOR-NEXT: return
// PAR-LABEL: func.func @attrs
// PAR: scf.parallel
// PAR-NEXT: scf.reduce
// PAR-NEXT: } {mapping = []}
// PAR-NEXT: return
func.func @attrs(%n: index) {
  scf.forall (%i) in (%n) {
  } {foo = 1, mapping = []}
  return
}
