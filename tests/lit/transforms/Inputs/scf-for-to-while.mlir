func.func private @printI64(i64)
func.func private @printNewline()

// Sums i * j over a triangle, with an i32 counter loop and an unused
// result; loops of every shape the pass meets.
func.func @kernel(%n: index) -> (i64, i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %z = arith.constant 0 : i64
  %s = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> i64 {
    %in = arith.addi %i, %c1 : index
    %t = scf.for %j = %c0 to %in step %c2 iter_args(%a = %acc) -> i64 {
      %p = arith.muli %i, %j : index
      %q = arith.index_cast %p : index to i64
      %r = arith.addi %a, %q : i64
      scf.yield %r : i64
    }
    scf.yield %t : i64
  }
  %lo = arith.constant -3 : i32
  %hi = arith.constant 9 : i32
  %st = arith.constant 4 : i32
  %k0 = arith.constant 100 : i32
  %k = scf.for %x = %lo to %hi step %st iter_args(%v = %k0) -> i32 : i32 {
    %w = arith.addi %v, %x : i32
    scf.yield %w : i32
  }
  %unused = scf.for %i = %c0 to %n step %c1 iter_args(%a = %z) -> i64 {
    scf.yield %a : i64
  }
  scf.for %i = %n to %c0 step %c1 {
    %x = arith.index_cast %i : index to i64
    func.call @printI64(%x) : (i64) -> ()
  }
  return %s, %k : i64, i32
}

func.func @main() {
  %c5 = arith.constant 5 : index
  %r:2 = func.call @kernel(%c5) : (index) -> (i64, i32)
  func.call @printI64(%r#0) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %k = arith.extsi %r#1 : i32 to i64
  func.call @printI64(%k) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}
