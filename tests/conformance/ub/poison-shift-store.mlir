// A shift by at least the width is poison; storing it is undefined.
func.func @main() {
  %m = memref.alloc() : memref<1xi32>
  %c0 = arith.constant 0 : index
  %x = arith.constant 1 : i32
  %n = arith.constant 40 : i32
  %p = arith.shli %x, %n : i32
  %q = arith.addi %p, %x : i32
  // CHECK: poison-shift-store.mlir:[[@LINE+1]]:3: error: undefined behaviour in 'memref.store': poison value used as stored value
  memref.store %q, %m[%c0] : memref<1xi32>
  return
}
