func.func @main() {
  %m = memref.alloc() : memref<8xf64>
  %s = memref.subview %m[2] [4] [1] : memref<8xf64> to memref<4xf64, strided<[1], offset: 2>>
  memref.dealloc %m : memref<8xf64>
  // CHECK: double-dealloc.mlir:[[@LINE+1]]:3: error: undefined behaviour in 'memref.dealloc': double deallocation
  memref.dealloc %s : memref<4xf64, strided<[1], offset: 2>>
  return
}
