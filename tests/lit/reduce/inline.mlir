// Inlining regions: scf.if keeps one of its branches, scf.for goes down to
// zero or one trip, scf.while stops at its first condition, and a function
// with one block and one call is inlined into its caller.
// RUN: env WANT_OUTPUT=11 cmir-reduce %s --test=%S/Inputs/interesting.sh --reductions=inline | FileCheck %s

// CHECK-NOT:   scf.
// CHECK-NOT:   @add
// CHECK-LABEL: func.func @main()
// CHECK-NOT:   scf.
// CHECK-NOT:   call @add
// CHECK:       call @printI64
// CHECK-NOT:   scf.

func.func private @printI64(i64)
func.func @add(%x: i64, %y: i64) -> i64 {
  %s = arith.addi %x, %y : i64
  return %s : i64
}
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %true = arith.constant true
  %i2 = arith.constant 2 : i64
  %i7 = arith.constant 7 : i64
  %l = scf.for %i = %c0 to %c1 step %c1 iter_args(%acc = %i2) -> (i64) {
    %n = arith.addi %acc, %i2 : i64
    scf.yield %n : i64
  }
  %f = scf.if %true -> (i64) {
    scf.yield %l : i64
  } else {
    scf.yield %i7 : i64
  }
  %w = scf.while (%v = %f) : (i64) -> i64 {
    %cond = arith.cmpi slt, %v, %i2 : i64
    scf.condition(%cond) %v : i64
  } do {
  ^bb0(%v2: i64):
    scf.yield %v2 : i64
  }
  %r = call @add(%w, %i7) : (i64, i64) -> i64
  call @printI64(%r) : (i64) -> ()
  return
}
