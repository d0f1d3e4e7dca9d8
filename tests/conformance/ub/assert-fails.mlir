func.func @main() {
  %f = arith.constant false
  // CHECK: assert-fails.mlir:[[@LINE+1]]:3: error: assertion failed: the sky is falling
  cf.assert %f, "the sky is falling"
  return
}
