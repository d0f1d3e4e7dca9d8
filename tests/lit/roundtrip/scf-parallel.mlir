// RUN: cmir-opt %s | FileCheck %s
// RUN: cmir-opt %s | cmir-opt | FileCheck %s
// RUN: cmir-opt --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC
// RUN: cmir-opt --mlir-print-op-generic %s | cmir-opt | FileCheck %s
// RUN: cmir-opt --emit-bytecode %s | cmir-opt | FileCheck %s

// scf.parallel: induction variables, bounds and steps in parentheses, the
// reductions' initial values after `init`, and an scf.reduce terminator
// (printed even without operands) with one region per reduction.

// CHECK-LABEL: func.func @reductions
// CHECK: %[[C:.*]] = arith.constant 1 : i32
// CHECK: %[[R:.*]]:2 = scf.parallel (%[[I:.*]], %[[J:.*]]) = (%arg0, %arg0) to (%arg1, %arg1) step (%arg2, %arg2) init (%arg3, %[[C]]) -> (f32, i32) {
// CHECK-NEXT: %[[V:.*]] = memref.load %arg4[%[[I]], %[[J]]] : memref<?x?xf32>
// CHECK-NEXT: scf.reduce(%[[V]], %[[C]] : f32, i32) {
// CHECK-NEXT: ^bb0(%[[A:.*]]: f32, %[[B:.*]]: f32):
// CHECK-NEXT: %[[S:.*]] = arith.addf %[[A]], %[[B]] : f32
// CHECK-NEXT: scf.reduce.return %[[S]] : f32
// CHECK-NEXT: }, {
// CHECK-NEXT: ^bb0(%[[A2:.*]]: i32, %[[B2:.*]]: i32):
// CHECK-NEXT: %[[S2:.*]] = arith.addi %[[A2]], %[[B2]] : i32
// CHECK-NEXT: scf.reduce.return %[[S2]] : i32
// CHECK-NEXT: }
// CHECK-NEXT: } {tag = 1 : i64}
// CHECK: %[[Q:.*]] = scf.parallel (%{{.*}}) = (%arg0) to (%arg1) step (%arg2) init (%arg3) -> f32 {
// CHECK: return %[[R]]#0, %[[R]]#1, %[[Q]] : f32, i32, f32

// GENERIC-LABEL: sym_name = "reductions"
// GENERIC: "scf.parallel"(%{{.*}}) <{operandSegmentSizes = array<i32: 2, 2, 2, 2>}> ({
// GENERIC: "scf.reduce"(%{{.*}}, %{{.*}}) ({
// GENERIC: "scf.reduce.return"(%{{.*}}) : (f32) -> ()
// GENERIC: }, {
// GENERIC: "scf.reduce.return"(%{{.*}}) : (i32) -> ()
// GENERIC: }) : (f32, i32) -> ()
// GENERIC: }) {tag = 1 : i64} : (index, index, index, index, index, index, f32, i32) -> (f32, i32)
func.func @reductions(%lb: index, %ub: index, %st: index, %init: f32, %m: memref<?x?xf32>) -> (f32, i32, f32) {
  %c = arith.constant 1 : i32
  %r:2 = scf.parallel (%i, %j) = (%lb, %lb) to (%ub, %ub) step (%st, %st) init (%init, %c) -> (f32, i32) {
    %v = memref.load %m[%i, %j] : memref<?x?xf32>
    scf.reduce(%v, %c : f32, i32) {
    ^bb0(%a: f32, %b: f32):
      %s = arith.addf %a, %b : f32
      scf.reduce.return %s : f32
    }, {
    ^bb0(%a: i32, %b: i32):
      %s = arith.addi %a, %b : i32
      scf.reduce.return %s : i32
    }
  } {tag = 1}
  %q = scf.parallel (%i) = (%lb) to (%ub) step (%st) init (%init) -> f32 {
    scf.reduce(%init : f32) {
    ^bb0(%a: f32, %b: f32):
      scf.reduce.return %a : f32
    }
  }
  return %r#0, %r#1, %q : f32, i32, f32
}

// The terminator is put back when the body leaves it out, and printed.
// CHECK-LABEL: func.func @implicit_reduce
// CHECK: scf.parallel (%[[I:.*]]) = (%arg0) to (%arg1) step (%arg2) {
// CHECK-NEXT: memref.store %arg3, %arg4[%[[I]]] : memref<?xf32>
// CHECK-NEXT: scf.reduce{{ $}}
// CHECK-NEXT: }
// GENERIC-LABEL: sym_name = "implicit_reduce"
// GENERIC: <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}>
// GENERIC: "scf.reduce"() : () -> ()
func.func @implicit_reduce(%lb: index, %ub: index, %st: index, %v: f32, %m: memref<?xf32>) {
  scf.parallel (%i) = (%lb) to (%ub) step (%st) {
    memref.store %v, %m[%i] : memref<?xf32>
  }
  return
}
