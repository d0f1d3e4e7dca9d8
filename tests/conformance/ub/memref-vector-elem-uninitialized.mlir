// ARGS: --check-uninit
// A vector element of a fresh memref of vectors read before any store.
func.func @main() {
  %m = memref.alloc() : memref<2xvector<4xf32>>
  %c1 = arith.constant 1 : index
  // CHECK: memref-vector-elem-uninitialized.mlir:[[@LINE+1]]:8: error: undefined behaviour in 'memref.load': load of uninitialized memory
  %v = memref.load %m[%c1] : memref<2xvector<4xf32>>
  vector.print %v : vector<4xf32>
  memref.dealloc %m : memref<2xvector<4xf32>>
  return
}
