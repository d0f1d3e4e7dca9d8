// An index past the memref's own size is out of bounds, even where the
// allocation would have room (row 0, column 4 of a 3x4 buffer).
func.func @main() {
  %m = memref.alloc() : memref<3x4xf32>
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  // CHECK: load-out-of-bounds.mlir:[[@LINE+1]]:8: error: undefined behaviour in 'memref.load': load index 4 is out of bounds for dimension 1 of size 4
  %v = memref.load %m[%c0, %c4] : memref<3x4xf32>
  memref.dealloc %m : memref<3x4xf32>
  return
}
