// affine.store one past the end of a memref, on the last trip of an affine.for:
// the same bounds check as memref.store, reported at the affine op.
func.func @main() {
  %A = memref.alloc() : memref<4xf32>
  %c = arith.constant 1.5 : f32
  affine.for %i = 0 to 5 {
    // CHECK: affine-store-out-of-bounds.mlir:[[@LINE+1]]:5: error: undefined behaviour in 'affine.store': store index 4 is out of bounds for dimension 0 of size 4
    affine.store %c, %A[%i] : memref<4xf32>
  }
  memref.dealloc %A : memref<4xf32>
  return
}
