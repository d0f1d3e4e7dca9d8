func.func @main() {
  // CHECK: use-after-dealloc.mlir:[[@LINE+1]]:8: note: memory allocated here
  %m = memref.alloc() : memref<8xf64>
  %c1 = arith.constant 1 : index
  // CHECK: use-after-dealloc.mlir:[[@LINE+1]]:3: note: memory deallocated here
  memref.dealloc %m : memref<8xf64>
  // CHECK: use-after-dealloc.mlir:[[@LINE+1]]:8: error: undefined behaviour in 'memref.load': load of deallocated memory
  %v = memref.load %m[%c1] : memref<8xf64>
  return
}
