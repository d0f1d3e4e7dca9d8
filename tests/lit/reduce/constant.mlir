// Constants become 0, 1 or -1 where the program stays interesting, and a
// candidate with undefined behaviour is never taken: the divisor cannot
// become 0, so it becomes 1 (the dividend then must stay 9).
// RUN: env WANT_TEXT=divsi WANT_OUTPUT=9 cmir-reduce %s --test=%S/Inputs/interesting.sh --reductions=constant 2>%t.err | FileCheck %s
// RUN: FileCheck --check-prefix=STATS %s < %t.err

// CHECK-LABEL: func.func @main()
// CHECK-DAG:     arith.constant 9 : i32
// CHECK-DAG:     arith.constant 1 : i32
// CHECK-DAG:     arith.constant 0.000000e+00 : f64
// CHECK-DAG:     arith.constant 0 : i64
// STATS: {{[1-9][0-9]*}} with UB

func.func private @printI64(i64)
func.func private @printF64(f64)
func.func private @printNewline()
func.func @main() {
  %a = arith.constant 9 : i32
  %b = arith.constant 7 : i32
  %q = arith.divsi %a, %b : i32
  %r = arith.muli %q, %b : i32
  %s = arith.remsi %a, %b : i32
  %t = arith.addi %r, %s : i32
  %e = arith.extsi %t : i32 to i64
  call @printI64(%e) : (i64) -> ()
  call @printNewline() : () -> ()
  %f = arith.constant 2.5 : f64
  call @printF64(%f) : (f64) -> ()
  call @printNewline() : () -> ()
  %g = arith.constant 123 : i64
  call @printI64(%g) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}
