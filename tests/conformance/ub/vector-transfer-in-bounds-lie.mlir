// vector.transfer_read of 4 lanes at column 6 of rows of 8 claiming to be
// in bounds: lane 2 reads column 8 (with in_bounds = [false] it would read
// the padding).
func.func @main() {
  %m = memref.alloc() : memref<2x8xf32>
  %c0 = arith.constant 0 : index
  %c6 = arith.constant 6 : index
  %pad = arith.constant 0.0 : f32
  // CHECK: vector-transfer-in-bounds-lie.mlir:[[@LINE+1]]:8: error: undefined behaviour in 'vector.transfer_read': load index 8 is out of bounds for dimension 1 of size 8
  %v = vector.transfer_read %m[%c0, %c6], %pad {in_bounds = [true]} : memref<2x8xf32>, vector<4xf32>
  vector.print %v : vector<4xf32>
  memref.dealloc %m : memref<2x8xf32>
  return
}
