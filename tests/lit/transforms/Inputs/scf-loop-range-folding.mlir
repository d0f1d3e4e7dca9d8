func.func private @printI64(i64)
func.func private @printNewline()

// Sums m[(off + i) * 3] and m[off + j] over loops whose index arithmetic
// folds into their ranges (the products start at 0: MLIR keeps the lower
// bound of a multiplied range as it is).
func.func @kernel(%m: memref<64xi64>, %n: index, %off: index) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %z = arith.constant 0 : i64
  %s = scf.for %i = %c0 to %n step %c1 iter_args(%a = %z) -> i64 {
    %p = arith.muli %i, %c3 : index
    %q = arith.addi %p, %off : index
    %v = memref.load %m[%q] : memref<64xi64>
    %w = arith.addi %a, %v : i64
    scf.yield %w : i64
  }
  %t = scf.for %i = %c2 to %n step %c2 iter_args(%a = %s) -> i64 {
    %u = scf.for %j = %i to %n step %c1 iter_args(%b = %a) -> i64 {
      %k = arith.addi %j, %i : index
      %v = memref.load %m[%k] : memref<64xi64>
      %w = arith.addi %b, %v : i64
      scf.yield %w : i64
    }
    scf.yield %u : i64
  }
  return %t : i64
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %c7 = arith.constant 7 : index
  %c64 = arith.constant 64 : index
  %m = memref.alloc() : memref<64xi64>
  scf.for %i = %c0 to %c64 step %c1 {
    %x = arith.index_cast %i : index to i64
    %y = arith.muli %x, %x : i64
    memref.store %y, %m[%i] : memref<64xi64>
  }
  %r = func.call @kernel(%m, %c7, %c5) : (memref<64xi64>, index, index) -> i64
  func.call @printI64(%r) : (i64) -> ()
  func.call @printNewline() : () -> ()
  memref.dealloc %m : memref<64xi64>
  return
}
