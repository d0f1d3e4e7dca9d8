// RUN: cmir-interp %s | FileCheck %s
// ceildivsi, floordivsi and ceildivui where MLIR's --arith-expand (used by
// the oracle pipeline) overflows: the results follow the ops' definitions
// (rounding towards +inf / -inf of the exact quotient).
func.func private @printI64(i64)
func.func private @printComma()
func.func @p(%x: i8) {
  %e = arith.extsi %x : i8 to i64
  call @printI64(%e) : (i64) -> ()
  call @printComma() : () -> ()
  return
}
func.func @main() {
  %min = arith.constant -128 : i8
  %max = arith.constant 127 : i8
  %m1 = arith.constant -1 : i8
  %c2 = arith.constant 2 : i8
  %c3 = arith.constant 3 : i8
  %m2 = arith.constant -2 : i8
  %c7 = arith.constant 7 : i8
  %m7 = arith.constant -7 : i8
  %a = arith.ceildivsi %min, %c2 : i8
  %b = arith.ceildivsi %max, %m1 : i8
  %c = arith.ceildivsi %min, %c3 : i8
  %d = arith.floordivsi %min, %c3 : i8
  %e = arith.floordivsi %max, %m1 : i8
  %f = arith.floordivsi %m7, %c2 : i8
  %g = arith.ceildivsi %c7, %m2 : i8
  %h = arith.floordivsi %min, %m2 : i8
  %i = arith.ceildivui %m1, %c2 : i8
  call @p(%a) : (i8) -> ()
  call @p(%b) : (i8) -> ()
  call @p(%c) : (i8) -> ()
  call @p(%d) : (i8) -> ()
  call @p(%e) : (i8) -> ()
  call @p(%f) : (i8) -> ()
  call @p(%g) : (i8) -> ()
  call @p(%h) : (i8) -> ()
  call @p(%i) : (i8) -> ()
  return
}
// CHECK: -64, -127, -42, -43, -127, -4, -3, 64, -128,
