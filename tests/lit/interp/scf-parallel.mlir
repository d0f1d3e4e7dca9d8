// scf.parallel runs as the nest of scf.for convert-scf-to-cf makes of it:
// iterations in order, outermost dimension first, each reduction combining
// the value carried so far (the initial value first) with the iteration's
// operand. cmir-run (through the LLVM dialect) prints the same.
// RUN: cmir-interp %s -e main -entry-point-result=i64 | FileCheck %s
// RUN: cmir-run %s -e main -entry-point-result=i64 | FileCheck %s

// CHECK: 0, 0, 1, 1, 2, 2, 10, 11, 12, 20, 21, 22,
// CHECK-NEXT: 7012012
func.func private @printI64(i64)
func.func private @printComma()
func.func private @printNewline()
func.func @main() -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c6 = arith.constant 6 : index
  %c10 = arith.constant 10 : i64
  %init = arith.constant 7 : i64
  scf.parallel (%i) = (%c0) to (%c6) step (%c1) {
    %h = arith.divui %i, %c2 : index
    %v = arith.index_cast %h : index to i64
    func.call @printI64(%v) : (i64) -> ()
    func.call @printComma() : () -> ()
  }
  // Iteration order: i outer, j inner; the reduction appends digits.
  %r = scf.parallel (%i, %j) = (%c1, %c0) to (%c3, %c3) step (%c1, %c1) init (%init) -> i64 {
    %a = arith.index_cast %i : index to i64
    %b = arith.index_cast %j : index to i64
    %t = arith.muli %a, %c10 : i64
    %v = arith.addi %t, %b : i64
    func.call @printI64(%v) : (i64) -> ()
    func.call @printComma() : () -> ()
    %d = arith.remui %b, %c10 : i64
    scf.reduce(%d : i64) {
    ^bb0(%x: i64, %y: i64):
      %m = arith.muli %x, %c10 : i64
      %s = arith.addi %m, %y : i64
      scf.reduce.return %s : i64
    }
  }
  func.call @printNewline() : () -> ()
  return %r : i64
}
