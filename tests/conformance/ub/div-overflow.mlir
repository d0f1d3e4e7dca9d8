// INT_MIN / -1 overflows: undefined behaviour (64-bit fast path and the
// generic path of narrower types).
func.func @main() {
  %min = arith.constant -128 : i8
  %m1 = arith.constant -1 : i8
  // CHECK: div-overflow.mlir:[[@LINE+1]]:8: error: undefined behaviour in 'arith.remsi': signed division overflow
  %r = arith.remsi %min, %m1 : i8
  return
}
