// RUN: cmir-opt %s | FileCheck %s
// RUN: cmir-opt %s | cmir-opt | FileCheck %s
// RUN: cmir-opt --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC

// scf.index_switch has a file of its own: tests/lit/conversion/oracle.mlir
// compares the lowering of scf.mlir with mlir-opt-19's, and cmir lowers
// index_switch differently (docs/mlir19-findings.md).

// scf.index_switch prints a space after the result types (and after the
// operand when there are none).
// CHECK-LABEL: func.func @index_switch(
// CHECK-SAME: %[[I:.*]]: index, %[[X:.*]]: f32)
// GENERIC-LABEL: sym_name = "index_switch"
func.func @index_switch(%i: index, %x: f32) -> f32 {
  // CHECK-NEXT: %[[S:.*]] = scf.index_switch %[[I]] -> f32
  // CHECK-NEXT: case 2 {
  // CHECK-NEXT:   scf.yield %[[X]] : f32
  // CHECK-NEXT: }
  // CHECK-NEXT: case -5 {
  // CHECK-NEXT:   %[[N:.*]] = arith.negf %[[X]] : f32
  // CHECK-NEXT:   scf.yield %[[N]] : f32
  // CHECK-NEXT: }
  // CHECK-NEXT: default {
  // CHECK-NEXT:   scf.yield %[[X]] : f32
  // CHECK-NEXT: }
  // The generic form lists the default region first.
  // GENERIC:      "scf.index_switch"(%{{[^ ,)]+}}) <{cases = array<i64: 2, -5>}> ({
  // GENERIC-NEXT:   "scf.yield"(%{{[^ ,)]+}}) : (f32) -> ()
  // GENERIC-NEXT: }, {
  // GENERIC-NEXT:   "scf.yield"(%{{[^ ,)]+}}) : (f32) -> ()
  // GENERIC-NEXT: }, {
  // GENERIC-NEXT:   "arith.negf"
  // GENERIC-NEXT:   "scf.yield"(%{{[^ ,)]+}}) : (f32) -> ()
  // GENERIC-NEXT: }) : (index) -> f32
  %s = scf.index_switch %i -> f32
  case 2 {
    scf.yield %x : f32
  }
  case -5 {
    %n = arith.negf %x : f32
    scf.yield %n : f32
  }
  default {
    scf.yield %x : f32
  }
  // Case regions need an explicit terminator, which is printed; the default
  // region gets an implicit one, which is not.
  // CHECK-NEXT: scf.index_switch %[[I]]
  // CHECK-NEXT: case 0 {
  // CHECK-NEXT:   scf.yield
  // CHECK-NEXT: }
  // CHECK-NEXT: default {
  // CHECK-NEXT: }
  // GENERIC: "scf.index_switch"(%{{[^ ,)]+}}) <{cases = array<i64: 0>}> ({
  // GENERIC-NEXT:   "scf.yield"() : () -> ()
  // GENERIC-NEXT: }, {
  // GENERIC-NEXT:   "scf.yield"() : () -> ()
  // GENERIC-NEXT: }) : (index) -> ()
  scf.index_switch %i
  case 0 {
    scf.yield
  }
  default {
  }
  // CHECK-NEXT: return %[[S]] : f32
  return %s : f32
}
