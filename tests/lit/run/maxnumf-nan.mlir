// arith.maxnumf / minnumf of a NaN and a number give the number, also when
// both are constants (MLIR 19's folder gives the NaN:
// docs/mlir19-findings.md). Printed as the f64 bits: 0 and 1.0.
// RUN: cmir-interp %s -e main -entry-point-result=void | FileCheck %s
// RUN: cmir-opt %s --canonicalize | cmir-interp - -e main -entry-point-result=void | FileCheck %s
// RUN: cmir-run %s -e main -entry-point-result=void | FileCheck %s

// CHECK:      0
// CHECK-NEXT: 4607182418800017408
func.func private @printI64(i64)
func.func private @printNewline()
func.func @main() {
  %zero = arith.constant 0.000000e+00 : f16
  %nan = arith.constant 0x7E00 : f16
  %0 = arith.maxnumf %nan, %zero : f16
  %1 = arith.extf %0 : f16 to f64
  %2 = arith.bitcast %1 : f64 to i64
  call @printI64(%2) : (i64) -> ()
  call @printNewline() : () -> ()
  %one = arith.constant 1.0 : f32
  %qnan = arith.constant 0x7FC00000 : f32
  %3 = arith.minnumf %qnan, %one : f32
  %4 = arith.extf %3 : f32 to f64
  %5 = arith.bitcast %4 : f64 to i64
  call @printI64(%5) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}
