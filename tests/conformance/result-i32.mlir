// ARGS: -entry-point-result=i32
// The entry function's i32 result is printed by the runner.
func.func @main() -> i32 {
  %a = arith.constant -2000000000 : i32
  %b = arith.constant -2000000000 : i32
  %s = arith.addi %a, %b : i32
  return %s : i32
}
