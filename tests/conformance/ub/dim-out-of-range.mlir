func.func @main() {
  %m = memref.alloc() : memref<8xf32>
  %u = memref.cast %m : memref<8xf32> to memref<*xf32>
  %c1 = arith.constant 1 : index
  // CHECK: dim-out-of-range.mlir:[[@LINE+1]]:8: error: undefined behaviour in 'memref.dim': memref.dim index 1 is out of range for rank 1
  %d = memref.dim %u, %c1 : memref<*xf32>
  return
}
