// affine.load at a subscript that its map makes negative (symbol(%c) - 3
// with %c = 1): out of bounds, as memref.load would be.
func.func @main() {
  %A = memref.alloc() : memref<4x2xf32>
  %c = arith.constant 1 : index
  // CHECK: affine-load-negative-index.mlir:[[@LINE+1]]:8: error: undefined behaviour in 'affine.load': load index -2 is out of bounds for dimension 0 of size 4
  %x = affine.load %A[symbol(%c) - 3, 0] : memref<4x2xf32>
  memref.dealloc %A : memref<4x2xf32>
  return
}
