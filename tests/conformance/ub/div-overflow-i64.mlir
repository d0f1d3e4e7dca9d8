func.func @main() {
  %min = arith.constant -9223372036854775808 : i64
  %m1 = arith.constant -1 : i64
  // CHECK: div-overflow-i64.mlir:[[@LINE+1]]:8: error: undefined behaviour in 'arith.divsi': signed division overflow
  %r = arith.divsi %min, %m1 : i64
  return
}
