// arith.ceildivsi keeps its value through arith-expand for every defined
// i8 operand pair (a checksum over all of them), at INT64_MIN and INT64_MAX,
// and on i1 (0 / -1, the only defined pair): the expansion divides only a
// by b, so it never overflows where the op does not (MLIR 19's expansion
// negates INT_MIN and divides in the branch it does not select,
// docs/mlir19-findings.md). The interpreter runs the op itself; the
// expanded program runs on the interpreter (which reports any division
// overflow as undefined behaviour) and as native code.
// RUN: cmir-interp %s -e main -entry-point-result=void | FileCheck %s
// RUN: cmir-opt %s --arith-expand | cmir-interp -e main -entry-point-result=void | FileCheck %s
// RUN: cmir-opt %s --arith-expand --convert-scf-to-cf --convert-to-llvm \
// RUN:   --reconcile-unrealized-casts | cmir-interp -e main -entry-point-result=void | FileCheck %s
// RUN: cmir-run %s -e main -entry-point-result=void | FileCheck %s
// RUN: cmir-run -O0 %s -e main -entry-point-result=void | FileCheck %s
// RUN: cmir-opt %s --arith-expand | FileCheck %s --check-prefix=EXPAND
// CHECK: -8551485988339134290
// CHECK-NEXT: -576460752303423488
// CHECK-NEXT: -9223372036854775807
// CHECK-NEXT: 4611686018427387904
// CHECK-NEXT: 0
// EXPAND-LABEL: func.func @cd64
// EXPAND: %[[Q:.*]] = arith.divsi %arg0, %arg1 : i64
// EXPAND-NOT: arith.divsi
// EXPAND: arith.select
// EXPAND-NOT: arith.ceildivsi
func.func private @printI64(i64)
func.func private @printNewline()
func.func @cd8(%a: i8, %b: i8) -> i8 {
  %r = arith.ceildivsi %a, %b : i8
  return %r : i8
}
func.func @cd64(%a: i64, %b: i64) -> i64 {
  %r = arith.ceildivsi %a, %b : i64
  return %r : i64
}
func.func @cd1(%a: i1, %b: i1) -> i1 {
  %r = arith.ceildivsi %a, %b : i1
  return %r : i1
}
func.func @print(%v: i64) {
  call @printI64(%v) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c256 = arith.constant 256 : index
  %z64 = arith.constant 0 : i64
  %k31 = arith.constant 31 : i64
  %z8 = arith.constant 0 : i8
  %min8 = arith.constant -128 : i8
  %m8 = arith.constant -1 : i8
  %sum = scf.for %i = %c0 to %c256 step %c1 iter_args(%s0 = %z64) -> (i64) {
    %a = arith.index_cast %i : index to i8
    %s2 = scf.for %j = %c0 to %c256 step %c1 iter_args(%s1 = %s0) -> (i64) {
      %b = arith.index_cast %j : index to i8
      %bz = arith.cmpi eq, %b, %z8 : i8
      %amin = arith.cmpi eq, %a, %min8 : i8
      %bm1 = arith.cmpi eq, %b, %m8 : i8
      %ov = arith.andi %amin, %bm1 : i1
      %bad = arith.ori %bz, %ov : i1
      %v = scf.if %bad -> (i64) {
        scf.yield %z64 : i64
      } else {
        %r = func.call @cd8(%a, %b) : (i8, i8) -> i8
        %e = arith.extsi %r : i8 to i64
        scf.yield %e : i64
      }
      %m = arith.muli %s1, %k31 : i64
      %n = arith.addi %m, %v : i64
      scf.yield %n : i64
    }
    scf.yield %s2 : i64
  }
  func.call @print(%sum) : (i64) -> ()
  %min = arith.constant -9223372036854775808 : i64
  %max = arith.constant 9223372036854775807 : i64
  %c16 = arith.constant 16 : i64
  %m1 = arith.constant -1 : i64
  %c2 = arith.constant 2 : i64
  %r1 = func.call @cd64(%min, %c16) : (i64, i64) -> i64
  func.call @print(%r1) : (i64) -> ()
  %r2 = func.call @cd64(%max, %m1) : (i64, i64) -> i64
  func.call @print(%r2) : (i64) -> ()
  %r3 = func.call @cd64(%max, %c2) : (i64, i64) -> i64
  func.call @print(%r3) : (i64) -> ()
  %f = arith.constant false
  %t = arith.constant true
  %r4 = func.call @cd1(%f, %t) : (i1, i1) -> i1
  %r4e = arith.extsi %r4 : i1 to i64
  func.call @print(%r4e) : (i64) -> ()
  return
}
