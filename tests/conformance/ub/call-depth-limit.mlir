// EXIT: 3
// ARGS: --max-depth 1000
// Unbounded recursion ends with a report, not a crash.
func.func @f(%x: i64) -> i64 {
  // CHECK: call-depth-limit.mlir:[[@LINE+1]]:8: error: call depth limit 1000 exceeded
  %r = call @f(%x) : (i64) -> i64
  return %r : i64
}
func.func @main() {
  %c = arith.constant 0 : i64
  %r = call @f(%c) : (i64) -> i64
  return
}
