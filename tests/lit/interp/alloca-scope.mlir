// memref.alloca_scope: the body runs once, its results are the values
// memref.alloca_scope.return gives, and the allocas made inside it (in the
// body or in ops nested in it) die at its end, while those made before it
// live on (alloca-scope-ub.mlir uses one after its scope). cmir-run
// (cmir's lowering: llvm.intr.stacksave / stackrestore) prints the same.
// RUN: cmir-interp %s -e main -entry-point-result=void | FileCheck %s
// RUN: cmir-run %s -e main -entry-point-result=void | FileCheck %s

// CHECK:      42, 7
// CHECK-NEXT: 4950
// CHECK-NEXT: 3

func.func private @printI64(i64)
func.func private @printComma()
func.func private @printNewline()

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c100 = arith.constant 100 : index
  %outer = memref.alloca() : memref<i64>
  %seven = arith.constant 7 : i64
  memref.store %seven, %outer[] : memref<i64>
  // Two results; the alloca outside is still usable after the scope.
  %r:2 = memref.alloca_scope -> (i64, i64) {
    %in = memref.alloca() : memref<2xi64>
    %a = arith.constant 40 : i64
    %b = arith.constant 2 : i64
    memref.store %a, %in[%c0] : memref<2xi64>
    memref.store %b, %in[%c1] : memref<2xi64>
    %x = memref.load %in[%c0] : memref<2xi64>
    %y = memref.load %in[%c1] : memref<2xi64>
    %s = arith.addi %x, %y : i64
    %o = memref.load %outer[] : memref<i64>
    memref.alloca_scope.return %s, %o : i64, i64
  }
  %o2 = memref.load %outer[] : memref<i64>
  func.call @printI64(%r#0) : (i64) -> ()
  func.call @printComma() : () -> ()
  func.call @printI64(%o2) : (i64) -> ()
  func.call @printNewline() : () -> ()
  // A scope per iteration, with an alloca in each.
  %zero = arith.constant 0 : i64
  %sum = scf.for %i = %c0 to %c100 step %c1 iter_args(%acc = %zero) -> (i64) {
    %v = memref.alloca_scope -> (i64) {
      %t = memref.alloca() : memref<1024xi64>
      %ii = arith.index_cast %i : index to i64
      memref.store %ii, %t[%i] : memref<1024xi64>
      %l = memref.load %t[%i] : memref<1024xi64>
      memref.alloca_scope.return %l : i64
    }
    %n = arith.addi %acc, %v : i64
    scf.yield %n : i64
  }
  func.call @printI64(%sum) : (i64) -> ()
  func.call @printNewline() : () -> ()
  // No results (implicit terminator).
  memref.alloca_scope {
    %t = memref.alloca() : memref<i64>
    %three = arith.constant 3 : i64
    memref.store %three, %t[] : memref<i64>
    %l = memref.load %t[] : memref<i64>
    func.call @printI64(%l) : (i64) -> ()
    func.call @printNewline() : () -> ()
  }
  return
}
