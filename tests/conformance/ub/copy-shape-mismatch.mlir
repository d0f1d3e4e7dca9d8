func.func @main() {
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %a = memref.alloc(%c2) : memref<?xf32>
  %b = memref.alloc(%c3) : memref<?xf32>
  // CHECK: copy-shape-mismatch.mlir:[[@LINE+1]]:3: error: undefined behaviour in 'memref.copy': memref.copy between different shapes: dimension 0 has size 2 in the source and 3 in the target
  memref.copy %a, %b : memref<?xf32> to memref<?xf32>
  return
}
