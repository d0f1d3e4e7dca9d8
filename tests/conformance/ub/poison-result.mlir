// ARGS: -entry-point-result=i32
// Poison returned as the program's result.
func.func @main() -> i32 {
  %x = arith.constant 2000000000 : i32
  %y = arith.muli %x, %x overflow<nsw> : i32
  // CHECK: poison-result.mlir:[[@LINE-3]]:1: error: undefined behaviour: poison reaches the program result
  return %y : i32
}
