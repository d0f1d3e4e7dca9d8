memref.global "private" @g : memref<2xi32> = dense<[1, 2]>
func.func @main() {
  %m = memref.get_global @g : memref<2xi32>
  // CHECK: dealloc-global.mlir:[[@LINE+1]]:3: error: undefined behaviour in 'memref.dealloc': deallocation of a global (memref.global), which memref.alloc did not allocate
  memref.dealloc %m : memref<2xi32>
  return
}
