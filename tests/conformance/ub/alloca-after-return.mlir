// An alloca is freed when its function returns.
func.func @make() -> memref<4xi32> {
  %m = memref.alloca() : memref<4xi32>
  return %m : memref<4xi32>
}
func.func @main() {
  %m = call @make() : () -> memref<4xi32>
  %c0 = arith.constant 0 : index
  // CHECK: alloca-after-return.mlir:[[@LINE+1]]:8: error: undefined behaviour in 'memref.load': load of a stack allocation whose function has returned
  %v = memref.load %m[%c0] : memref<4xi32>
  return
}
