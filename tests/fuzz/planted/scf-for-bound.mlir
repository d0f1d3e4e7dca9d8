// Reaches the planted scf-for-bound bug: an scf.for whose trip range is a
// multiple of its step.
func.func private @printI64(i64)
func.func private @printNewline()
func.func @helper(%a: i64, %b: i64) -> i64 {
  %s = arith.addi %a, %b : i64
  %m = arith.muli %s, %a : i64
  return %m : i64
}
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c8 = arith.constant 8 : index
  %x = arith.constant 7 : i64
  %y = arith.constant 3 : i64
  %h = call @helper(%x, %y) : (i64, i64) -> i64
  call @printI64(%h) : (i64) -> ()
  call @printNewline() : () -> ()
  %mem = memref.alloc() : memref<16xi64>
  %r = scf.for %i = %c0 to %c8 step %c2 iter_args(%acc = %x) -> (i64) {
    %ii = arith.index_cast %i : index to i64
    %n = arith.addi %acc, %ii : i64
    memref.store %n, %mem[%i] : memref<16xi64>
    scf.yield %n : i64
  }
  %cond = arith.cmpi slt, %r, %y : i64
  %z = scf.if %cond -> (i64) {
    scf.yield %x : i64
  } else {
    %q = arith.subi %r, %y : i64
    scf.yield %q : i64
  }
  call @printI64(%z) : (i64) -> ()
  call @printNewline() : () -> ()
  memref.dealloc %mem : memref<16xi64>
  return
}
