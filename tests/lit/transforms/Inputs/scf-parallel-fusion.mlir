func.func private @printI64(i64)
func.func private @printNewline()

func.func @kernel(%a: memref<4x3xi64>, %b: memref<4x3xi64>) -> (i64, i64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %z = arith.constant 0 : i64
  %t = memref.alloc() : memref<4x3xi64>
  scf.parallel (%i, %j) = (%c0, %c0) to (%c4, %c3) step (%c1, %c1) {
    %x = memref.load %a[%i, %j] : memref<4x3xi64>
    %y = arith.muli %x, %x : i64
    memref.store %y, %t[%i, %j] : memref<4x3xi64>
    scf.reduce
  }
  %s1 = scf.parallel (%i, %j) = (%c0, %c0) to (%c4, %c3) step (%c1, %c1) init(%z) -> i64 {
    %x = memref.load %t[%i, %j] : memref<4x3xi64>
    %w = memref.load %a[%i, %j] : memref<4x3xi64>
    %y = arith.addi %x, %w : i64
    memref.store %y, %b[%i, %j] : memref<4x3xi64>
    scf.reduce(%y : i64) {
    ^bb0(%l: i64, %r: i64):
      %s = arith.addi %l, %r : i64
      scf.reduce.return %s : i64
    }
  }
  %one = arith.constant 1 : i64
  %s2 = scf.parallel (%i, %j) = (%c0, %c0) to (%c4, %c3) step (%c1, %c1) init(%one) -> i64 {
    %x = memref.load %t[%i, %j] : memref<4x3xi64>
    %three = arith.constant 3 : i64
    %p = arith.remui %x, %three : i64
    %q = arith.addi %p, %one : i64
    scf.reduce(%q : i64) {
    ^bb0(%l: i64, %r: i64):
      %s = arith.muli %l, %r : i64
      scf.reduce.return %s : i64
    }
  }
  // Not fused: the second loop reads t at another index than it is written.
  scf.parallel (%i, %j) = (%c0, %c0) to (%c4, %c3) step (%c1, %c1) {
    %x = memref.load %b[%i, %j] : memref<4x3xi64>
    memref.store %x, %t[%i, %j] : memref<4x3xi64>
    scf.reduce
  }
  scf.parallel (%i, %j) = (%c0, %c0) to (%c4, %c3) step (%c1, %c1) {
    %x = memref.load %t[%i, %c0] : memref<4x3xi64>
    memref.store %x, %b[%i, %j] : memref<4x3xi64>
    scf.reduce
  }
  memref.dealloc %t : memref<4x3xi64>
  return %s1, %s2 : i64, i64
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %a = memref.alloc() : memref<4x3xi64>
  %b = memref.alloc() : memref<4x3xi64>
  scf.for %i = %c0 to %c4 step %c1 {
    scf.for %j = %c0 to %c3 step %c1 {
      %k = arith.muli %i, %c3 : index
      %l = arith.addi %k, %j : index
      %v = arith.index_cast %l : index to i64
      memref.store %v, %a[%i, %j] : memref<4x3xi64>
    }
  }
  %s1, %s2 = func.call @kernel(%a, %b) : (memref<4x3xi64>, memref<4x3xi64>) -> (i64, i64)
  func.call @printI64(%s1) : (i64) -> ()
  func.call @printNewline() : () -> ()
  func.call @printI64(%s2) : (i64) -> ()
  func.call @printNewline() : () -> ()
  scf.for %i = %c0 to %c4 step %c1 {
    scf.for %j = %c0 to %c3 step %c1 {
      %v = memref.load %b[%i, %j] : memref<4x3xi64>
      func.call @printI64(%v) : (i64) -> ()
    }
  }
  func.call @printNewline() : () -> ()
  memref.dealloc %a : memref<4x3xi64>
  memref.dealloc %b : memref<4x3xi64>
  return
}
