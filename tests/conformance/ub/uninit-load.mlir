// ARGS: --check-uninit
func.func @main() {
  %m = memref.alloc() : memref<4xi32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %x = arith.constant 5 : i32
  memref.store %x, %m[%c0] : memref<4xi32>
  %a = memref.load %m[%c0] : memref<4xi32>
  // CHECK: uninit-load.mlir:[[@LINE+1]]:8: error: undefined behaviour in 'memref.load': load of uninitialized memory
  %b = memref.load %m[%c1] : memref<4xi32>
  memref.dealloc %m : memref<4xi32>
  return
}
