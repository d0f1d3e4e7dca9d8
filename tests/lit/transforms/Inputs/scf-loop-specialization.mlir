func.func private @printI64(i64)
func.func private @printNewline()

#tile = affine_map<(d0)[s0] -> (4, s0 - d0, 6)>
#tile2 = affine_map<(d0)[s0] -> (3, s0 - d0)>

// Sums m over tiles of 4 (the last one partial) with an scf.for inside an
// scf.for, and over 4x3 tiles with an scf.parallel storing to out.
func.func @kernel(%m: memref<10x7xi64>, %out: memref<10x7xi64>, %n: index, %k: index) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %z = arith.constant 0 : i64
  %s = scf.for %t = %c0 to %n step %c4 iter_args(%a = %z) -> i64 {
    %e = affine.min #tile(%t)[%n]
    scf.for %i = %c0 to %e step %c1 {
      %r = arith.addi %t, %i : index
      %v = memref.load %m[%r, %c0] : memref<10x7xi64>
      %x = arith.index_cast %e : index to i64
      %w = arith.addi %v, %x : i64
      memref.store %w, %out[%r, %c0] : memref<10x7xi64>
    }
    %v = memref.load %out[%t, %c0] : memref<10x7xi64>
    %b = arith.addi %a, %v : i64
    scf.yield %b : i64
  }
  scf.parallel (%ti, %tj) = (%c0, %c0) to (%n, %k) step (%c4, %c3) {
    %ei = affine.min #tile(%ti)[%n]
    %ej = affine.min #tile2(%tj)[%k]
    scf.parallel (%i, %j) = (%c0, %c0) to (%ei, %ej) step (%c1, %c1) {
      %r = arith.addi %ti, %i : index
      %c = arith.addi %tj, %j : index
      %v = memref.load %m[%r, %c] : memref<10x7xi64>
      %w = arith.muli %v, %v : i64
      memref.store %w, %out[%r, %c] : memref<10x7xi64>
      scf.reduce
    }
    scf.reduce
  }
  return %s : i64
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c7 = arith.constant 7 : index
  %c10 = arith.constant 10 : index
  %m = memref.alloc() : memref<10x7xi64>
  %out = memref.alloc() : memref<10x7xi64>
  scf.for %i = %c0 to %c10 step %c1 {
    scf.for %j = %c0 to %c7 step %c1 {
      %a = arith.muli %i, %c7 : index
      %b = arith.addi %a, %j : index
      %x = arith.index_cast %b : index to i64
      memref.store %x, %m[%i, %j] : memref<10x7xi64>
    }
  }
  %s = func.call @kernel(%m, %out, %c10, %c7) : (memref<10x7xi64>, memref<10x7xi64>, index, index) -> i64
  func.call @printI64(%s) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %z = arith.constant 0 : i64
  %t = scf.for %i = %c0 to %c10 step %c1 iter_args(%a = %z) -> i64 {
    %u = scf.for %j = %c0 to %c7 step %c1 iter_args(%b = %a) -> i64 {
      %v = memref.load %out[%i, %j] : memref<10x7xi64>
      %w = arith.addi %b, %v : i64
      scf.yield %w : i64
    }
    scf.yield %u : i64
  }
  func.call @printI64(%t) : (i64) -> ()
  func.call @printNewline() : () -> ()
  memref.dealloc %m : memref<10x7xi64>
  memref.dealloc %out : memref<10x7xi64>
  return
}
