memref.global "private" constant @table : memref<2xi32> = dense<[1, 2]>
func.func @main() {
  %m = memref.get_global @table : memref<2xi32>
  %c0 = arith.constant 0 : index
  %x = arith.constant 5 : i32
  // CHECK: store-constant-global.mlir:[[@LINE+1]]:3: error: undefined behaviour in 'memref.store': store to constant global @table
  memref.store %x, %m[%c0] : memref<2xi32>
  return
}
