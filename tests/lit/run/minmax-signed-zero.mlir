// arith.minimumf / maximumf order -0.0 below +0.0 and propagate NaN, and
// minnumf / maxnumf return the other operand for one NaN, on every path:
// the interpreter, cmir-run (whose lowering expands the module's floordivsi
// and nothing else) and arith-expand followed by the interpreter.
// RUN: cmir-interp %s -e main -entry-point-result=void | FileCheck %s
// RUN: cmir-run %s -e main -entry-point-result=void | FileCheck %s
// RUN: cmir-run -O0 %s -e main -entry-point-result=void | FileCheck %s
// RUN: cmir-opt %s --arith-expand --convert-scf-to-cf --finalize-memref-to-llvm \
// RUN:   --convert-to-llvm --reconcile-unrealized-casts \
// RUN:   | cmir-interp -e main -entry-point-result=void | FileCheck %s
// RUN: cmir-opt %s --arith-expand | FileCheck %s --check-prefix=EXPAND

// minimumf: a compare and select, the sign bits or-ed when the operands are
// equal, and the rhs when it is NaN.
// EXPAND-LABEL: func.func @min(
// EXPAND:      %[[LT:.*]] = arith.cmpf ult, %arg0, %arg1 : f32
// EXPAND-NEXT: %[[S:.*]] = arith.select %[[LT]], %arg0, %arg1 : f32
// EXPAND-NEXT: %[[EQ:.*]] = arith.cmpf oeq, %arg0, %arg1 : f32
// EXPAND-NEXT: %[[A:.*]] = arith.bitcast %arg0 : f32 to i32
// EXPAND-NEXT: %[[B:.*]] = arith.bitcast %arg1 : f32 to i32
// EXPAND-NEXT: %[[OR:.*]] = arith.ori %[[A]], %[[B]] : i32
// EXPAND-NEXT: %[[F:.*]] = arith.bitcast %[[OR]] : i32 to f32
// EXPAND-NEXT: %[[Z:.*]] = arith.select %[[EQ]], %[[F]], %[[S]] : f32
// EXPAND-NEXT: %[[N:.*]] = arith.cmpf uno, %arg1, %arg1 : f32
// EXPAND-NEXT: arith.select %[[N]], %arg1, %[[Z]] : f32
// EXPAND-LABEL: func.func @max(
// EXPAND:      arith.andi %{{.*}}, %{{.*}} : i64
// EXPAND-NOT:  arith.floordivsi

// CHECK:      -0, -0, 0, 0
// CHECK-NEXT: -0, -0, 0, 0
// CHECK-NEXT: nan, nan, nan, nan
// CHECK-NEXT: 1, 1, 1, 1
// CHECK-NEXT: -1, -1, 2, 2
// CHECK-NEXT: -2

func.func private @printF32(f32)
func.func private @printI64(i64)
func.func private @printComma()
func.func private @printNewline()

func.func @min(%a: f32, %b: f32) -> f32 {
  %0 = arith.minimumf %a, %b : f32
  return %0 : f32
}

func.func @max(%a: f64, %b: f64) -> f64 {
  %0 = arith.maximumf %a, %b : f64
  return %0 : f64
}

// Never called: its floordivsi made cmir-run expand the whole module.
func.func @unused(%a: i32, %b: i32) -> i32 {
  %0 = arith.floordivsi %a, %b : i32
  return %0 : i32
}

// minimumf, maximumf, minnumf, maxnumf of (a, b), then of (b, a).
func.func @four(%a: f32, %b: f32) {
  %0 = func.call @min(%a, %b) : (f32, f32) -> f32
  %1 = func.call @min(%b, %a) : (f32, f32) -> f32
  %ad = arith.extf %a : f32 to f64
  %bd = arith.extf %b : f32 to f64
  %2d = func.call @max(%ad, %bd) : (f64, f64) -> f64
  %3d = func.call @max(%bd, %ad) : (f64, f64) -> f64
  %2 = arith.truncf %2d : f64 to f32
  %3 = arith.truncf %3d : f64 to f32
  func.call @printF32(%0) : (f32) -> ()
  func.call @printComma() : () -> ()
  func.call @printF32(%1) : (f32) -> ()
  func.call @printComma() : () -> ()
  func.call @printF32(%2) : (f32) -> ()
  func.call @printComma() : () -> ()
  func.call @printF32(%3) : (f32) -> ()
  func.call @printNewline() : () -> ()
  return
}

func.func @nums(%a: f32, %b: f32) {
  %0 = arith.minnumf %a, %b : f32
  %1 = arith.minnumf %b, %a : f32
  %2 = arith.maxnumf %a, %b : f32
  %3 = arith.maxnumf %b, %a : f32
  func.call @printF32(%0) : (f32) -> ()
  func.call @printComma() : () -> ()
  func.call @printF32(%1) : (f32) -> ()
  func.call @printComma() : () -> ()
  func.call @printF32(%2) : (f32) -> ()
  func.call @printComma() : () -> ()
  func.call @printF32(%3) : (f32) -> ()
  func.call @printNewline() : () -> ()
  return
}

func.func @main() {
  %n0 = arith.constant -0.0 : f32
  %p0 = arith.constant 0.0 : f32
  %nan = arith.constant 0x7FC00000 : f32
  %one = arith.constant 1.0 : f32
  %m1 = arith.constant -1.0 : f32
  %two = arith.constant 2.0 : f32
  func.call @four(%n0, %p0) : (f32, f32) -> ()
  func.call @four(%p0, %n0) : (f32, f32) -> ()
  func.call @four(%nan, %one) : (f32, f32) -> ()
  func.call @nums(%nan, %one) : (f32, f32) -> ()
  func.call @nums(%m1, %two) : (f32, f32) -> ()
  %i7 = arith.constant -7 : i32
  %i4 = arith.constant 4 : i32
  %q = func.call @unused(%i7, %i4) : (i32, i32) -> i32
  %q64 = arith.extsi %q : i32 to i64
  func.call @printI64(%q64) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}
