// EXIT: 3
// The default depth limit (100000) holds without exhausting the host.
func.func @f(%x: i64) -> i64 {
  // CHECK: error: call depth limit 100000 exceeded
  %r = call @f(%x) : (i64) -> i64
  return %r : i64
}
func.func @main() {
  %c = arith.constant 0 : i64
  %r = call @f(%c) : (i64) -> i64
  return
}
