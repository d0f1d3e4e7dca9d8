// vector.transfer_write of a 2x2 vector, transposed, at row 1 of a 2x4
// memref claiming to be in bounds: lane (1, 0) writes row 2.
func.func @main() {
  %m = memref.alloc() : memref<2x4xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %v = arith.constant dense<[[1.0, 2.0], [3.0, 4.0]]> : vector<2x2xf32>
  // CHECK: vector-transfer-write-in-bounds-lie.mlir:[[@LINE+1]]:3: error: undefined behaviour in 'vector.transfer_write': store index 2 is out of bounds for dimension 0 of size 2
  vector.transfer_write %v, %m[%c1, %c0] {in_bounds = [true, true], permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : vector<2x2xf32>, memref<2x4xf32>
  memref.dealloc %m : memref<2x4xf32>
  return
}
