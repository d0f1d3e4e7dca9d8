// ARGS: --check-uninit
// affine.load of an element no store wrote, under --check-uninit.
func.func @main() {
  %A = memref.alloc() : memref<4xi32>
  %v = arith.constant 7 : i32
  affine.for %i = 0 to 3 {
    affine.store %v, %A[%i] : memref<4xi32>
  }
  // CHECK: affine-load-uninitialized.mlir:[[@LINE+1]]:8: error: undefined behaviour in 'affine.load'
  %x = affine.load %A[3] : memref<4xi32>
  memref.dealloc %A : memref<4xi32>
  return
}
