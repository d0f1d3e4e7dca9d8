// ARGS: -entry-point-result=i64
// The entry function's i64 result is printed by the runner.
func.func @main() -> i64 {
  %a = arith.constant -9223372036854775807 : i64
  %b = arith.constant 2 : i64
  %s = arith.subi %a, %b : i64
  return %s : i64
}
