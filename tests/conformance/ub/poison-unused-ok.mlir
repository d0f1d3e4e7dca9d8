// EXIT: 0
// Poison that reaches no use that cares is harmless: computed, compared,
// passed through calls and block arguments, then dropped.
func.func private @printI64(i64)
func.func @id(%x: i32) -> i32 {
  return %x : i32
}
func.func @main() {
  %x = arith.constant 2147483647 : i32
  %one = arith.constant 1 : i32
  %p = arith.addi %x, %one overflow<nsw> : i32
  %q = call @id(%p) : (i32) -> i32
  %c = arith.cmpi eq, %q, %one : i32
  cf.br ^next(%q, %c : i32, i1)
^next(%a: i32, %b: i1):
  %k = arith.constant 7 : i64
  call @printI64(%k) : (i64) -> ()
  return
}
// CHECK-NOT: error
