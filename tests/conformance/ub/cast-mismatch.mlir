func.func @main() {
  %c3 = arith.constant 3 : index
  %m = memref.alloc(%c3) : memref<?xf32>
  // CHECK: cast-mismatch.mlir:[[@LINE+1]]:8: error: undefined behaviour in 'memref.cast': memref.cast: dimension 0 has size 3, the result type says 4
  %s = memref.cast %m : memref<?xf32> to memref<4xf32>
  return
}
