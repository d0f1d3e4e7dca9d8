func.func private @printI64(i64)
func.func private @printNewline()

// out[i][j] = 10 * i + j over a 5x7 space with steps (1, 2), a 3-d loop
// with the tile sizes running out, and a reduction (not tiled).
func.func @kernel(%out: memref<5x7xi64>, %cube: memref<3x4x5xi64>, %n: index) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index
  %c7 = arith.constant 7 : index
  %ten = arith.constant 10 : index
  scf.parallel (%i, %j) = (%c0, %c0) to (%c5, %c7) step (%c1, %c2) {
    %a = arith.muli %i, %ten : index
    %b = arith.addi %a, %j : index
    %v = arith.index_cast %b : index to i64
    memref.store %v, %out[%i, %j] : memref<5x7xi64>
    scf.reduce
  }
  scf.parallel (%i, %j, %k) = (%c0, %c0, %c0) to (%c3, %c4, %n) step (%c1, %c1, %c1) {
    %a = arith.addi %i, %j : index
    %b = arith.addi %a, %k : index
    %v = arith.index_cast %b : index to i64
    memref.store %v, %cube[%i, %j, %k] : memref<3x4x5xi64>
    scf.reduce
  }
  %z = arith.constant 0 : i64
  %s = scf.parallel (%i) = (%c0) to (%c5) step (%c1) init (%z) -> i64 {
    %v = memref.load %out[%i, %c0] : memref<5x7xi64>
    scf.reduce(%v : i64) {
    ^bb0(%l: i64, %r: i64):
      %t = arith.addi %l, %r : i64
      scf.reduce.return %t : i64
    }
  }
  return %s : i64
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index
  %c7 = arith.constant 7 : index
  %m1 = arith.constant -1 : i64
  %out = memref.alloc() : memref<5x7xi64>
  %cube = memref.alloc() : memref<3x4x5xi64>
  scf.for %i = %c0 to %c5 step %c1 {
    scf.for %j = %c0 to %c7 step %c1 {
      memref.store %m1, %out[%i, %j] : memref<5x7xi64>
    }
  }
  scf.for %i = %c0 to %c3 step %c1 {
    scf.for %j = %c0 to %c4 step %c1 {
      scf.for %k = %c0 to %c5 step %c1 {
        memref.store %m1, %cube[%i, %j, %k] : memref<3x4x5xi64>
      }
    }
  }
  %s = func.call @kernel(%out, %cube, %c5) : (memref<5x7xi64>, memref<3x4x5xi64>, index) -> i64
  func.call @printI64(%s) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %sum0 = arith.constant 0 : i64
  %t = scf.for %i = %c0 to %c5 step %c1 iter_args(%a = %sum0) -> i64 {
    %u = scf.for %j = %c0 to %c7 step %c1 iter_args(%b = %a) -> i64 {
      %v = memref.load %out[%i, %j] : memref<5x7xi64>
      %w = arith.addi %b, %v : i64
      scf.yield %w : i64
    }
    scf.yield %u : i64
  }
  func.call @printI64(%t) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %q = scf.for %i = %c0 to %c3 step %c1 iter_args(%a = %sum0) -> i64 {
    %u = scf.for %j = %c0 to %c4 step %c1 iter_args(%b = %a) -> i64 {
      %x = scf.for %k = %c0 to %c5 step %c1 iter_args(%e = %b) -> i64 {
        %v = memref.load %cube[%i, %j, %k] : memref<3x4x5xi64>
        %w = arith.addi %e, %v : i64
        scf.yield %w : i64
      }
      scf.yield %x : i64
    }
    scf.yield %u : i64
  }
  func.call @printI64(%q) : (i64) -> ()
  func.call @printNewline() : () -> ()
  memref.dealloc %out : memref<5x7xi64>
  memref.dealloc %cube : memref<3x4x5xi64>
  return
}
