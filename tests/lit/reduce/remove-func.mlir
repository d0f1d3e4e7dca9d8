// Removing functions: the calls of a function removed are replaced by
// constants; the unused declarations go too.
// RUN: env WANT_OUTPUT=7 cmir-reduce %s --test=%S/Inputs/interesting.sh --reductions=remove-func | FileCheck %s

// CHECK-NOT:   @twice
// CHECK-NOT:   @printF64
// CHECK:       func.func private @printI64(i64)
// CHECK-NOT:   @twice
// CHECK:       func.func @seven() -> i64
// CHECK-NOT:   @twice
// CHECK-LABEL: func.func @main()
// CHECK-NOT:   @twice

func.func private @printI64(i64)
func.func private @printF64(f64)
func.func private @printNewline()
func.func @twice(%x: i64) -> i64 {
  %y = arith.addi %x, %x : i64
  return %y : i64
}
func.func @seven() -> i64 {
  %c = arith.constant 7 : i64
  return %c : i64
}
func.func @main() {
  %a = call @seven() : () -> i64
  %b = call @twice(%a) : (i64) -> i64
  call @printI64(%a) : (i64) -> ()
  call @printNewline() : () -> ()
  call @printI64(%b) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}
