// EXIT: 0
// Poison in the operand a select does not choose is no poison: this runs.
func.func private @printI64(i64)
func.func @main() {
  %x = arith.constant 1 : i64
  %n = arith.constant 70 : i64
  %c64 = arith.constant 64 : i64
  %p = arith.shli %x, %n : i64
  %ok = arith.cmpi ult, %n, %c64 : i64
  %z = arith.constant 0 : i64
  %r = arith.select %ok, %p, %z : i64
  call @printI64(%r) : (i64) -> ()
  return
}
// CHECK-NOT: error
