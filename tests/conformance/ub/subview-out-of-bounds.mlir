func.func @main() {
  %m = memref.alloc() : memref<8xf32>
  %c6 = arith.constant 6 : index
  // CHECK: subview-out-of-bounds.mlir:[[@LINE+1]]:8: error: undefined behaviour in 'memref.subview': subview out of bounds in dimension 0: offset 6, size 3, stride 1 of a dimension of size 8
  %s = memref.subview %m[%c6] [3] [1] : memref<8xf32> to memref<3xf32, strided<[1], offset: ?>>
  return
}
