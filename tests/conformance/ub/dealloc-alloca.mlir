func.func @main() {
  %m = memref.alloca() : memref<8xf64>
  // CHECK: dealloc-alloca.mlir:[[@LINE+1]]:3: error: undefined behaviour in 'memref.dealloc': deallocation of a stack allocation (memref.alloca), which memref.alloc did not allocate
  memref.dealloc %m : memref<8xf64>
  return
}
