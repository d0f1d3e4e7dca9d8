// The result depends neither on the number of parallel jobs nor on the
// run: the first interesting candidate in a fixed order is always taken.
// RUN: env WANT_OUTPUT=12 cmir-reduce %s --test=%S/Inputs/interesting.sh -j 1 -o %t.1
// RUN: env WANT_OUTPUT=12 cmir-reduce %s --test=%S/Inputs/interesting.sh -j 3 -o %t.3
// RUN: env WANT_OUTPUT=12 cmir-reduce %s --test=%S/Inputs/interesting.sh -j 3 -o %t.3b
// RUN: diff %t.1 %t.3
// RUN: diff %t.1 %t.3b
// RUN: FileCheck %s < %t.1

// CHECK-NOT:   @printNewline
// CHECK-NOT:   @f
// CHECK-LABEL: func.func @main()
// CHECK:         scf.for
// CHECK:         arith.muli
// CHECK-NEXT:    call @printI64

func.func private @printI64(i64)
func.func private @printNewline()
func.func @f(%x: i64) -> i64 {
  %c = arith.constant 3 : i64
  %y = arith.muli %x, %c : i64
  return %y : i64
}
func.func @main() {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %n = scf.for %i = %c0 to %c4 step %c1 iter_args(%acc = %z) -> (i64) {
    %a = arith.addi %acc, %one : i64
    scf.yield %a : i64
  }
  %r = call @f(%n) : (i64) -> i64
  call @printI64(%r) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}
