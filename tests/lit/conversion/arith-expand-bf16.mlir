// RUN: cmir-opt %s --arith-expand="include-bf16=true" | FileCheck %s
// RUN: cmir-opt %s --arith-expand | FileCheck %s --check-prefix=OFF
// RUN: cmir-opt %s --arith-expand=include-bf16 | FileCheck %s
// Conversions between bf16 and f32 become integer bit operations only with
// include-bf16; other widths and truncf with a rounding mode stay.

// CHECK-LABEL: func.func @widen(
// CHECK-NEXT: %0 = arith.bitcast %arg0 : bf16 to i16
// CHECK-NEXT: %1 = arith.extui %0 : i16 to i32
// CHECK-NEXT: %c16_i32 = arith.constant 16 : i32
// CHECK-NEXT: %2 = arith.shli %1, %c16_i32 : i32
// CHECK-NEXT: %3 = arith.bitcast %2 : i32 to f32
// CHECK-NEXT: %4 = arith.extf %arg1 : bf16 to f64
// CHECK-NEXT: %5 = arith.extf %arg2 : f16 to f32
// CHECK-NEXT: return %3, %4, %5
// OFF-LABEL: func.func @widen(
// OFF-NEXT: arith.extf %arg0 fastmath<nnan> : bf16 to f32
func.func @widen(%a: bf16, %b: bf16, %h: f16) -> (f32, f64, f32) {
  %0 = arith.extf %a fastmath<nnan> : bf16 to f32
  %1 = arith.extf %b : bf16 to f64
  %2 = arith.extf %h : f16 to f32
  return %0, %1, %2 : f32, f64, f32
}

// CHECK-LABEL: func.func @narrow(
// CHECK-NEXT: %0 = arith.cmpf une, %arg0, %arg0 : f32
// CHECK-NEXT: %c32767_i32 = arith.constant 32767 : i32
// CHECK-NEXT: %c32704_i16 = arith.constant 32704 : i16
// CHECK-NEXT: %c16_i32 = arith.constant 16 : i32
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %1 = arith.bitcast %arg0 : f32 to i32
// CHECK-NEXT: %2 = arith.shrui %1, %c16_i32 : i32
// CHECK-NEXT: %3 = arith.andi %2, %c1_i32 : i32
// CHECK-NEXT: %4 = arith.addi %3, %c32767_i32 : i32
// CHECK-NEXT: %5 = arith.addi %1, %4 : i32
// CHECK-NEXT: %6 = arith.shrui %5, %c16_i32 : i32
// CHECK-NEXT: %7 = arith.trunci %6 : i32 to i16
// CHECK-NEXT: %8 = arith.select %0, %c32704_i16, %7 : i16
// CHECK-NEXT: %9 = arith.bitcast %8 : i16 to bf16
// CHECK-NEXT: %10 = arith.truncf %arg1 : f64 to bf16
// CHECK-NEXT: return %9, %10
// OFF-LABEL: func.func @narrow(
// OFF-NEXT: arith.truncf %arg0 : f32 to bf16
func.func @narrow(%a: f32, %d: f64) -> (bf16, bf16) {
  %0 = arith.truncf %a : f32 to bf16
  %1 = arith.truncf %d : f64 to bf16
  return %0, %1 : bf16, bf16
}

// CHECK-LABEL: func.func @lanes(
// CHECK: %cst = arith.constant dense<32767> : vector<2x3xi32>
// CHECK-NEXT: %cst_0 = arith.constant dense<32704> : vector<2x3xi16>
// CHECK: %8 = arith.select %0, %cst_0, %7 : vector<2x3xi1>, vector<2x3xi16>
// CHECK-NEXT: %9 = arith.bitcast %8 : vector<2x3xi16> to vector<2x3xbf16>
// CHECK-NEXT: %10 = arith.bitcast %arg1 : vector<4xbf16> to vector<4xi16>
// CHECK-NEXT: %11 = arith.extui %10 : vector<4xi16> to vector<4xi32>
// CHECK-NEXT: %cst_3 = arith.constant dense<16> : vector<4xi32>
// CHECK-NOT: arith.truncf
// CHECK-NOT: arith.extf
// CHECK: return
func.func @lanes(%a: vector<2x3xf32>, %b: vector<4xbf16>) -> (vector<2x3xbf16>, vector<4xf32>) {
  %0 = arith.truncf %a : vector<2x3xf32> to vector<2x3xbf16>
  %1 = arith.extf %b : vector<4xbf16> to vector<4xf32>
  return %0, %1 : vector<2x3xbf16>, vector<4xf32>
}
