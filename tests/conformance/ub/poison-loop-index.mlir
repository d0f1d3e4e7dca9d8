// Poison carried through scf.for iteration values and used as a memref index.
func.func @main() {
  %m = memref.alloc() : memref<4xi64>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %one = arith.constant 1 : i64
  %big = arith.constant 64 : i64
  %r = scf.for %i = %c0 to %c4 step %c1 iter_args(%acc = %one) -> (i64) {
    %s = arith.shrui %acc, %big : i64
    scf.yield %s : i64
  }
  %idx = arith.index_cast %r : i64 to index
  // CHECK: poison-loop-index.mlir:[[@LINE+1]]:8: error: undefined behaviour in 'memref.load': poison value used as memref index
  %v = memref.load %m[%idx] : memref<4xi64>
  return
}
// CHECK: poison-loop-index.mlir:10:10: note: poison produced here by 'arith.shrui'
