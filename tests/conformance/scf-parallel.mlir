// scf.parallel with and without reductions (scf.reduce with one and with
// two reduction regions), nested in scf.for and nesting another parallel
// loop, steps other than one and an empty range (the result is then the
// initial value). convert-scf-to-cf lowers each to a nest of scf.for first;
// cmir-interp runs that nest.
func.func private @printI64(i64)
func.func private @printF64(f64)
func.func private @printNewline()
func.func private @printComma()
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %zero = arith.constant 0 : i64
  %big = arith.constant 1000 : i64
  %one = arith.constant 1.0 : f64
  %m = memref.alloc() : memref<3x5xi64>
  scf.parallel (%i, %j) = (%c0, %c0) to (%c3, %c5) step (%c1, %c1) {
    %a = arith.muli %i, %c5 : index
    %b = arith.addi %a, %j : index
    %v = arith.index_cast %b : index to i64
    memref.store %v, %m[%i, %j] : memref<3x5xi64>
  }
  %s:2 = scf.parallel (%i, %j) = (%c0, %c1) to (%c3, %c5) step (%c1, %c2) init (%zero, %one) -> (i64, f64) {
    %v = memref.load %m[%i, %j] : memref<3x5xi64>
    %f = arith.sitofp %v : i64 to f64
    scf.reduce(%v, %f : i64, f64) {
    ^bb0(%x: i64, %y: i64):
      %r = arith.addi %x, %y : i64
      scf.reduce.return %r : i64
    }, {
    ^bb0(%x: f64, %y: f64):
      %r = arith.mulf %x, %y : f64
      scf.reduce.return %r : f64
    }
  }
  func.call @printI64(%s#0) : (i64) -> ()
  func.call @printComma() : () -> ()
  func.call @printF64(%s#1) : (f64) -> ()
  func.call @printNewline() : () -> ()
  // Row minima, each row a parallel loop inside an scf.for.
  scf.for %i = %c0 to %c3 step %c1 {
    %mn = scf.parallel (%j) = (%c0) to (%c5) step (%c1) init (%big) -> i64 {
      %v = memref.load %m[%i, %j] : memref<3x5xi64>
      %w = arith.muli %v, %v : i64
      scf.reduce(%w : i64) {
      ^bb0(%x: i64, %y: i64):
        %r = arith.minsi %x, %y : i64
        scf.reduce.return %r : i64
      }
    }
    func.call @printI64(%mn) : (i64) -> ()
    func.call @printComma() : () -> ()
  }
  func.call @printNewline() : () -> ()
  // A parallel loop nesting another one; an empty range keeps the init.
  %t = scf.parallel (%i) = (%c0) to (%c3) step (%c1) init (%zero) -> i64 {
    %row = scf.parallel (%j) = (%c3) to (%c3) step (%c1) init (%big) -> i64 {
      %v = memref.load %m[%i, %j] : memref<3x5xi64>
      scf.reduce(%v : i64) {
      ^bb0(%x: i64, %y: i64):
        %r = arith.addi %x, %y : i64
        scf.reduce.return %r : i64
      }
    }
    scf.reduce(%row : i64) {
    ^bb0(%x: i64, %y: i64):
      %r = arith.addi %x, %y : i64
      scf.reduce.return %r : i64
    }
  }
  func.call @printI64(%t) : (i64) -> ()
  func.call @printNewline() : () -> ()
  memref.dealloc %m : memref<3x5xi64>
  return
}
