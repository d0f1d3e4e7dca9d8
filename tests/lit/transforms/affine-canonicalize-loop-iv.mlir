// RUN: cmir-opt %s --canonicalize | FileCheck %s
// A loop whose body only yields its induction variable keeps it: the
// result is the last value of the variable, not a value from outside.
// (mlir-opt-19 crashes on this input; docs/mlir19-findings.md.)
// CHECK: %[[R:.*]] = affine.for %[[I:.*]] = 0 to 10 iter_args
// CHECK-NEXT: affine.yield %[[I]] : index
// CHECK: return %[[R]]
func.func @iv() -> index {
  %c0 = arith.constant 0 : index
  %r = affine.for %i = 0 to 10 iter_args(%a = %c0) -> index {
    affine.yield %i : index
  }
  return %r : index
}
