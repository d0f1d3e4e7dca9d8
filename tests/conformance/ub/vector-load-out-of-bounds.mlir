// vector.load of 4 lanes at column 6 of rows of 8: lane 2 reads column 8.
func.func @main() {
  %m = memref.alloc() : memref<2x8xf32>
  %c0 = arith.constant 0 : index
  %c6 = arith.constant 6 : index
  // CHECK: vector-load-out-of-bounds.mlir:[[@LINE+1]]:8: error: undefined behaviour in 'vector.load': load index 8 is out of bounds for dimension 1 of size 8
  %v = vector.load %m[%c0, %c6] : memref<2x8xf32>, vector<4xf32>
  vector.print %v : vector<4xf32>
  memref.dealloc %m : memref<2x8xf32>
  return
}
