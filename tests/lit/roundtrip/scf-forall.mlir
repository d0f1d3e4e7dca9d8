// RUN: cmir-opt %s | FileCheck %s
// RUN: cmir-opt %s | cmir-opt | FileCheck %s
// RUN: cmir-opt --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC

// scf.forall: the normalized form `in (...)` (lower bounds 0, steps 1, as
// constants or literals), the explicit form, mixed lists of values and
// integers, shared outputs, an empty mapping; scf.forall.in_parallel is
// printed only when the loop has results.

// CHECK-LABEL: func.func @forms
// CHECK-SAME: (%[[N:.*]]: index, %[[M:.*]]: index)
// CHECK-NEXT: %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT: %[[C1:.*]] = arith.constant 1 : index
// CHECK-NEXT: scf.forall (%[[I:.*]], %[[J:.*]]) in (%[[N]], 7) {
// CHECK-NEXT: func.call @use(%[[I]], %[[J]]) : (index, index) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: scf.forall (%{{.*}}, %{{.*}}) = (%[[C0]], 2) to (%[[N]], 9) step (%[[C1]], 3) {
// CHECK-NEXT: func.call
// CHECK-NEXT: } {foo = 1 : i64}
// CHECK-NEXT: scf.forall (%{{.*}}) in (%[[M]]) {
// CHECK-NEXT: }
// CHECK-NEXT: scf.forall (%{{.*}}) = (-3) to (%[[M]]) step (2) {
// CHECK-NEXT: } {mapping = []}
// CHECK-NEXT: return
// GENERIC-LABEL: sym_name = "forms"
// GENERIC: "scf.forall"({{.*}}) <{operandSegmentSizes = array<i32: 0, 1, 0, 0>, staticLowerBound = array<i64: 0, 0>, staticStep = array<i64: 1, 1>, staticUpperBound = array<i64: -9223372036854775808, 7>}> ({
// GENERIC-NEXT: ^bb0(%{{.*}}: index, %{{.*}}: index):
// GENERIC-NEXT: "func.call"
// GENERIC-NEXT: "scf.forall.in_parallel"() ({
// GENERIC-NEXT: ^bb0:
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: }) : (index) -> ()
// GENERIC: "scf.forall"({{.*}}) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>, staticLowerBound = array<i64: -9223372036854775808, 2>, staticStep = array<i64: -9223372036854775808, 3>, staticUpperBound = array<i64: -9223372036854775808, 9>}>
// GENERIC: "scf.forall"({{.*}}) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>, staticLowerBound = array<i64: -9223372036854775808>, staticStep = array<i64: -9223372036854775808>, staticUpperBound = array<i64: -9223372036854775808>}>
// GENERIC: "scf.forall"({{.*}}) <{mapping = [], operandSegmentSizes = array<i32: 0, 1, 0, 0>, staticLowerBound = array<i64: -3>, staticStep = array<i64: 2>, staticUpperBound = array<i64: -9223372036854775808>}>
func.func private @use(index, index)
func.func @forms(%n: index, %m: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.forall (%i, %j) in (%n, 7) {
    func.call @use(%i, %j) : (index, index) -> ()
  }
  scf.forall (%i, %j) = (%c0, 2) to (%n, 9) step (%c1, 3) {
    func.call @use(%i, %j) : (index, index) -> ()
  } {foo = 1}
  scf.forall (%i) = (%c0) to (%m) step (%c1) {
    scf.forall.in_parallel {
    }
  }
  scf.forall (%i) = (-3) to (%m) step (2) {
  } {mapping = []}
  return
}

// CHECK-LABEL: func.func @shared_outs
// CHECK-SAME: (%[[T:.*]]: tensor<4xf32>, %[[U:.*]]: tensor<?xi8>, %[[K:.*]]: index)
// CHECK-NEXT: %[[R:.*]]:2 = scf.forall (%{{.*}}) in (%[[K]]) shared_outs(%{{.*}} = %[[T]], %{{.*}} = %[[U]]) -> (tensor<4xf32>, tensor<?xi8>) {
// CHECK-NEXT: scf.forall.in_parallel {
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return %[[R]]#0, %[[R]]#1
// GENERIC-LABEL: sym_name = "shared_outs"
// GENERIC: "scf.forall"({{.*}}) <{operandSegmentSizes = array<i32: 0, 1, 0, 2>
// GENERIC-NEXT: ^bb0(%{{.*}}: index, %{{.*}}: tensor<4xf32>, %{{.*}}: tensor<?xi8>):
// GENERIC: }) : (index, tensor<4xf32>, tensor<?xi8>) -> (tensor<4xf32>, tensor<?xi8>)
func.func @shared_outs(%t: tensor<4xf32>, %u: tensor<?xi8>, %k: index) -> (tensor<4xf32>, tensor<?xi8>) {
  %r:2 = scf.forall (%i) in (%k) shared_outs(%o = %t, %p = %u) -> (tensor<4xf32>, tensor<?xi8>) {
  }
  return %r#0, %r#1 : tensor<4xf32>, tensor<?xi8>
}
