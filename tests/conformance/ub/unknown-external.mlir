// EXIT: 1
func.func private @mystery(i64) -> i64
func.func @main() {
  %c = arith.constant 1 : i64
  // CHECK: unknown-external.mlir:[[@LINE+1]]:8: error: no definition for external function @mystery
  %r = call @mystery(%c) : (i64) -> i64
  return
}
