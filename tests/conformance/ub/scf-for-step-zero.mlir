func.func @main() {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  // CHECK: scf-for-step-zero.mlir:[[@LINE+1]]:3: error: undefined behaviour in 'scf.for': scf.for step must be positive, got 0
  scf.for %i = %c0 to %c4 step %c0 {
  }
  return
}
