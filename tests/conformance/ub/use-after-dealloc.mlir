// A load after dealloc, with where the memory was allocated and freed.
func.func @main() {
  %m = memref.alloc() : memref<8xf64>
  %c1 = arith.constant 1 : index
  memref.dealloc %m : memref<8xf64>
  %v = memref.load %m[%c1] : memref<8xf64>
  return
}
// CHECK: use-after-dealloc.mlir:6:8: error: undefined behaviour in 'memref.load': load of deallocated memory
// CHECK: use-after-dealloc.mlir:3:8: note: memory allocated here
// CHECK: use-after-dealloc.mlir:5:3: note: memory deallocated here
