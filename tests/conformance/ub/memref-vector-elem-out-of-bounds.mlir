// memref.load of a vector element past the end of a memref of vectors.
func.func @main() {
  %m = memref.alloc() : memref<2xvector<4xf32>>
  %c2 = arith.constant 2 : index
  // CHECK: memref-vector-elem-out-of-bounds.mlir:[[@LINE+1]]:8: error: undefined behaviour in 'memref.load': load index 2 is out of bounds for dimension 0 of size 2
  %v = memref.load %m[%c2] : memref<2xvector<4xf32>>
  vector.print %v : vector<4xf32>
  memref.dealloc %m : memref<2xvector<4xf32>>
  return
}
