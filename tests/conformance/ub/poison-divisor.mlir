// A poison divisor might be zero: undefined behaviour.
func.func @main() {
  %x = arith.constant 100 : i32
  %n = arith.constant 33 : i32
  %p = arith.shrsi %x, %n : i32
  // CHECK: poison-divisor.mlir:[[@LINE+1]]:8: error: undefined behaviour in 'arith.divsi': poison value used as divisor
  %q = arith.divsi %x, %p : i32
  return
}
