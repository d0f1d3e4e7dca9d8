// Integer division by zero is undefined behaviour, reported at the op with
// the call stack.
func.func @div(%a: i32, %b: i32) -> i32 {
  // CHECK: div-by-zero.mlir:[[@LINE+1]]:8: error: undefined behaviour in 'arith.divui': division by zero
  %q = arith.divui %a, %b : i32
  return %q : i32
}

func.func @main() {
  %a = arith.constant 7 : i32
  %z = arith.constant 0 : i32
  // CHECK: div-by-zero.mlir:[[@LINE+1]]:8: note: called from @main
  %q = call @div(%a, %z) : (i32, i32) -> i32
  return
}
