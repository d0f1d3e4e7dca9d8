// RUN: cmir-interp %s | FileCheck %s
// arith.truncf with each rounding mode (MLIR's documented semantics). The
// expected bit patterns were computed with exact rational arithmetic, not by
// cmir. (The LLVM lowering only *assumes* the mode, so mlir-cpu-runner-19
// rounds to nearest-even for all of them: no oracle here.)
func.func private @printI64(i64)
func.func private @printComma()
func.func private @printNewline()
func.func @p(%x: i64) {
  call @printI64(%x) : (i64) -> ()
  call @printComma() : () -> ()
  return
}
func.func @row(%d: f64) {
  %t1 = arith.truncf %d to_nearest_even : f64 to f32
  %b1 = arith.bitcast %t1 : f32 to i32
  %e1 = arith.extui %b1 : i32 to i64
  call @p(%e1) : (i64) -> ()
  %t2 = arith.truncf %d downward : f64 to f32
  %b2 = arith.bitcast %t2 : f32 to i32
  %e2 = arith.extui %b2 : i32 to i64
  call @p(%e2) : (i64) -> ()
  %t3 = arith.truncf %d upward : f64 to f32
  %b3 = arith.bitcast %t3 : f32 to i32
  %e3 = arith.extui %b3 : i32 to i64
  call @p(%e3) : (i64) -> ()
  %t4 = arith.truncf %d toward_zero : f64 to f32
  %b4 = arith.bitcast %t4 : f32 to i32
  %e4 = arith.extui %b4 : i32 to i64
  call @p(%e4) : (i64) -> ()
  %t5 = arith.truncf %d to_nearest_away : f64 to f32
  %b5 = arith.bitcast %t5 : f32 to i32
  %e5 = arith.extui %b5 : i32 to i64
  call @p(%e5) : (i64) -> ()
  %t6 = arith.truncf %d to_nearest_even : f64 to f16
  %b6 = arith.bitcast %t6 : f16 to i16
  %e6 = arith.extui %b6 : i16 to i64
  call @p(%e6) : (i64) -> ()
  %t7 = arith.truncf %d downward : f64 to f16
  %b7 = arith.bitcast %t7 : f16 to i16
  %e7 = arith.extui %b7 : i16 to i64
  call @p(%e7) : (i64) -> ()
  %t8 = arith.truncf %d upward : f64 to f16
  %b8 = arith.bitcast %t8 : f16 to i16
  %e8 = arith.extui %b8 : i16 to i64
  call @p(%e8) : (i64) -> ()
  %t9 = arith.truncf %d toward_zero : f64 to f16
  %b9 = arith.bitcast %t9 : f16 to i16
  %e9 = arith.extui %b9 : i16 to i64
  call @p(%e9) : (i64) -> ()
  %t10 = arith.truncf %d to_nearest_away : f64 to f16
  %b10 = arith.bitcast %t10 : f16 to i16
  %e10 = arith.extui %b10 : i16 to i64
  call @p(%e10) : (i64) -> ()
  %t11 = arith.truncf %d to_nearest_even : f64 to bf16
  %b11 = arith.bitcast %t11 : bf16 to i16
  %e11 = arith.extui %b11 : i16 to i64
  call @p(%e11) : (i64) -> ()
  %t12 = arith.truncf %d downward : f64 to bf16
  %b12 = arith.bitcast %t12 : bf16 to i16
  %e12 = arith.extui %b12 : i16 to i64
  call @p(%e12) : (i64) -> ()
  %t13 = arith.truncf %d upward : f64 to bf16
  %b13 = arith.bitcast %t13 : bf16 to i16
  %e13 = arith.extui %b13 : i16 to i64
  call @p(%e13) : (i64) -> ()
  %t14 = arith.truncf %d toward_zero : f64 to bf16
  %b14 = arith.bitcast %t14 : bf16 to i16
  %e14 = arith.extui %b14 : i16 to i64
  call @p(%e14) : (i64) -> ()
  %t15 = arith.truncf %d to_nearest_away : f64 to bf16
  %b15 = arith.bitcast %t15 : bf16 to i16
  %e15 = arith.extui %b15 : i16 to i64
  call @p(%e15) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}
func.func @main() {
  %v0 = arith.constant 1.9999 : f64
  call @row(%v0) : (f64) -> ()
  %v1 = arith.constant -1.9999 : f64
  call @row(%v1) : (f64) -> ()
  %v2 = arith.constant 0.1 : f64
  call @row(%v2) : (f64) -> ()
  %v3 = arith.constant -0.1 : f64
  call @row(%v3) : (f64) -> ()
  %v4 = arith.constant 65519.0 : f64
  call @row(%v4) : (f64) -> ()
  %v5 = arith.constant 70000.0 : f64
  call @row(%v5) : (f64) -> ()
  %v6 = arith.constant 1.0e-45 : f64
  call @row(%v6) : (f64) -> ()
  %v7 = arith.constant 0.33333333333333331 : f64
  call @row(%v7) : (f64) -> ()
  return
}
// CHECK: 1073740985, 1073740985, 1073740986, 1073740985, 1073740985, 16384, 16383, 16384, 16383, 16384, 16384, 16383, 16384, 16383, 16384, 
// CHECK-NEXT: 3221224633, 3221224634, 3221224633, 3221224633, 3221224633, 49152, 49152, 49151, 49151, 49152, 49152, 49152, 49151, 49151, 49152, 
// CHECK-NEXT: 1036831949, 1036831948, 1036831949, 1036831948, 1036831949, 11878, 11878, 11879, 11878, 11878, 15821, 15820, 15821, 15820, 15821, 
// CHECK-NEXT: 3184315597, 3184315597, 3184315596, 3184315596, 3184315597, 44646, 44647, 44646, 44646, 44646, 48589, 48589, 48588, 48588, 48589, 
// CHECK-NEXT: 1199566592, 1199566592, 1199566592, 1199566592, 1199566592, 31743, 31743, 31744, 31743, 31743, 18304, 18303, 18304, 18303, 18304, 
// CHECK-NEXT: 1200142336, 1200142336, 1200142336, 1200142336, 1200142336, 31744, 31743, 31744, 31743, 31744, 18313, 18312, 18313, 18312, 18313, 
// CHECK-NEXT: 1, 0, 1, 0, 1, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 
// CHECK-NEXT: 1051372203, 1051372202, 1051372203, 1051372202, 1051372203, 13653, 13653, 13654, 13653, 13653, 16043, 16042, 16043, 16042, 16043, 
