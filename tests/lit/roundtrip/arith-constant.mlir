// RUN: cmir-opt %s | FileCheck %s
// RUN: cmir-opt %s | cmir-opt | FileCheck %s
// RUN: cmir-opt --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC

// The names of constant results are derived from their values:
// `%cN_iW` for integers, `%cN` for index, `%true`/`%false` for i1 and `%cst`
// for everything else. Clashing names get a `_N` suffix, where N comes from a
// single counter shared by all names in the function.

// CHECK-LABEL: func.func @bools()
func.func @bools() -> (i1, i1, i1, i1) {
  // CHECK-NEXT: %true = arith.constant true
  // CHECK-NEXT: %false = arith.constant false
  // CHECK-NEXT: %true_0 = arith.constant true
  // CHECK-NEXT: %false_1 = arith.constant false
  // CHECK-NEXT: return %true, %false, %true_0, %false_1 : i1, i1, i1, i1
  %0 = arith.constant true
  %1 = arith.constant false
  %2 = arith.constant 1 : i1
  %3 = arith.constant 0 : i1
  return %0, %1, %2, %3 : i1, i1, i1, i1
}

// Signless integers print as signed values of their width.
// CHECK-LABEL: func.func @integers()
func.func @integers() {
  // CHECK-NEXT: %c-1_i8 = arith.constant -1 : i8
  %0 = arith.constant -1 : i8
  // CHECK-NEXT: %c-1_i8_0 = arith.constant -1 : i8
  %1 = arith.constant 255 : i8
  // CHECK-NEXT: %c127_i8 = arith.constant 127 : i8
  %2 = arith.constant 127 : i8
  // CHECK-NEXT: %c-128_i8 = arith.constant -128 : i8
  %3 = arith.constant 128 : i8
  // CHECK-NEXT: %c-2_i2 = arith.constant -2 : i2
  %4 = arith.constant 2 : i2
  // CHECK-NEXT: %c-1_i3 = arith.constant -1 : i3
  %5 = arith.constant 7 : i3
  // CHECK-NEXT: %c-8_i4 = arith.constant -8 : i4
  %6 = arith.constant 8 : i4
  // CHECK-NEXT: %c-32768_i16 = arith.constant -32768 : i16
  %7 = arith.constant -32768 : i16
  // CHECK-NEXT: %c16_i32 = arith.constant 16 : i32
  %8 = arith.constant 0x10 : i32
  // CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
  %9 = arith.constant 0 : i32
  // CHECK-NEXT: %c42_i32 = arith.constant 42 : i32
  %10 = arith.constant 42 : i32
  // CHECK-NEXT: %c9223372036854775807_i64 = arith.constant 9223372036854775807 : i64
  %11 = arith.constant 9223372036854775807 : i64
  // CHECK-NEXT: %c-9223372036854775808_i64 = arith.constant -9223372036854775808 : i64
  %12 = arith.constant -9223372036854775808 : i64
  // CHECK-NEXT: %c-1_i64 = arith.constant -1 : i64
  %13 = arith.constant 18446744073709551615 : i64
  // CHECK-NEXT: %c1_i65 = arith.constant 1 : i65
  %14 = arith.constant 1 : i65
  // CHECK-NEXT: %c18446744073709551616_i128 = arith.constant 18446744073709551616 : i128
  %15 = arith.constant 18446744073709551616 : i128
  // CHECK-NEXT: %c-1_i128 = arith.constant -1 : i128
  %16 = arith.constant 340282366920938463463374607431768211455 : i128
  // CHECK-NEXT: %c-5_i256 = arith.constant -5 : i256
  %17 = arith.constant -5 : i256
  // CHECK-NEXT: %c-31072_i17 = arith.constant -31072 : i17
  %18 = arith.constant 100000 : i17
  // CHECK-NEXT: return
  return
}

// CHECK-LABEL: func.func @indices()
func.func @indices() {
  // CHECK-NEXT: %c0 = arith.constant 0 : index
  // CHECK-NEXT: %c1 = arith.constant 1 : index
  // CHECK-NEXT: %c-1 = arith.constant -1 : index
  // CHECK-NEXT: %c1024 = arith.constant 1024 : index
  // CHECK-NEXT: %c0_0 = arith.constant 0 : index
  // CHECK-NEXT: %c255 = arith.constant 255 : index
  // CHECK-NEXT: return
  %0 = arith.constant 0 : index
  %1 = arith.constant 1 : index
  %2 = arith.constant -1 : index
  %3 = arith.constant 1024 : index
  %4 = arith.constant 0 : index
  %5 = arith.constant 0xff : index
  return
}

// Floats print with 7 significant digits in exponent form if that reads back
// exactly, otherwise in a shortest form, and otherwise (and for NaN and
// infinities) as the hexadecimal bit pattern.
// CHECK-LABEL: func.func @floats_f32()
func.func @floats_f32() {
  // CHECK-NEXT: %cst = arith.constant 1.500000e+00 : f32
  %0 = arith.constant 1.5 : f32
  // CHECK-NEXT: %cst_0 = arith.constant 1.000000e-01 : f32
  %1 = arith.constant 0.1 : f32
  // CHECK-NEXT: %cst_1 = arith.constant 0.000000e+00 : f32
  %2 = arith.constant 0.0 : f32
  // CHECK-NEXT: %cst_2 = arith.constant -0.000000e+00 : f32
  %3 = arith.constant -0.0 : f32
  // CHECK-NEXT: %cst_3 = arith.constant -2.500000e-01 : f32
  %4 = arith.constant -2.5e-1 : f32
  // CHECK-NEXT: %cst_4 = arith.constant 1.000000e+10 : f32
  %5 = arith.constant 1.0e10 : f32
  // CHECK-NEXT: %cst_5 = arith.constant 4.200000e+01 : f32
  %6 = arith.constant 42.0 : f32
  // Quiet NaN, +inf, -inf, a NaN with payload, a negative NaN.
  // CHECK-NEXT: %cst_6 = arith.constant 0x7FC00000 : f32
  %7 = arith.constant 0x7FC00000 : f32
  // CHECK-NEXT: %cst_7 = arith.constant 0x7F800000 : f32
  %8 = arith.constant 0x7F800000 : f32
  // CHECK-NEXT: %cst_8 = arith.constant 0xFF800000 : f32
  %9 = arith.constant 0xFF800000 : f32
  // CHECK-NEXT: %cst_9 = arith.constant 0x7FC00001 : f32
  %10 = arith.constant 0x7FC00001 : f32
  // CHECK-NEXT: %cst_10 = arith.constant 0xFFC00000 : f32
  %11 = arith.constant 0xFFC00000 : f32
  // Hex input of an ordinary value prints in decimal.
  // CHECK-NEXT: %cst_11 = arith.constant 1.000000e+00 : f32
  %12 = arith.constant 0x3F800000 : f32
  // The largest finite f32 does not fit in 7 digits.
  // CHECK-NEXT: %cst_12 = arith.constant 3.40282347E+38 : f32
  %13 = arith.constant 3.4028234663852886e+38 : f32
  // The smallest denormal reads back from its 7-digit form.
  // CHECK-NEXT: %cst_13 = arith.constant 1.401300e-45 : f32
  %14 = arith.constant 1.401298464324817e-45 : f32
  // An integral value without a short exponent form prints as hex.
  // CHECK-NEXT: %cst_14 = arith.constant 0x4CEB79A3 : f32
  %15 = arith.constant 123456789.0 : f32
  // CHECK-NEXT: %cst_15 = arith.constant 0.333333343 : f32
  %16 = arith.constant 0.33333333 : f32
  // CHECK-NEXT: %cst_16 = arith.constant 1.000000e+00 : f32
  %17 = arith.constant 1.0 : f32
  // An integer literal is accepted for a float.
  // CHECK-NEXT: %cst_17 = arith.constant 2.000000e+00 : f32
  %18 = arith.constant 2. : f32
  // CHECK-NEXT: return
  return
}

// CHECK-LABEL: func.func @floats_other()
func.func @floats_other() {
  // CHECK-NEXT: %cst = arith.constant 1.000000e-01 : f64
  %0 = arith.constant 0.1 : f64
  // CHECK-NEXT: %cst_0 = arith.constant 1.000000e-10 : f64
  %1 = arith.constant 1.0e-10 : f64
  // CHECK-NEXT: %cst_1 = arith.constant 1.000000e+300 : f64
  %2 = arith.constant 1.0e300 : f64
  // CHECK-NEXT: %cst_2 = arith.constant 0x7FF8000000000000 : f64
  %3 = arith.constant 0x7FF8000000000000 : f64
  // CHECK-NEXT: %cst_3 = arith.constant 0x7FF0000000000000 : f64
  %4 = arith.constant 0x7FF0000000000000 : f64
  // CHECK-NEXT: %cst_4 = arith.constant 4.940660e-324 : f64
  %5 = arith.constant 0x0000000000000001 : f64
  // CHECK-NEXT: %cst_5 = arith.constant 1.000000e+02 : f64
  %6 = arith.constant 100.0 : f64
  // CHECK-NEXT: %cst_6 = arith.constant 1.000000e+17 : f64
  %7 = arith.constant 1.0e+17 : f64
  // CHECK-NEXT: %cst_7 = arith.constant 3.1415926535897931 : f64
  %8 = arith.constant 3.141592653589793 : f64
  // CHECK-NEXT: %cst_8 = arith.constant 3.000000e+00 : bf16
  %9 = arith.constant 3.0 : bf16
  // CHECK-NEXT: %cst_9 = arith.constant 3.007810e-01 : bf16
  %10 = arith.constant 0.3 : bf16
  // CHECK-NEXT: %cst_10 = arith.constant 0x7FC0 : bf16
  %11 = arith.constant 0x7FC0 : bf16
  // CHECK-NEXT: %cst_11 = arith.constant 3.000000e+00 : f16
  %12 = arith.constant 3.0 : f16
  // CHECK-NEXT: %cst_12 = arith.constant 3.000490e-01 : f16
  %13 = arith.constant 0.3 : f16
  // CHECK-NEXT: %cst_13 = arith.constant 0x7E00 : f16
  %14 = arith.constant 0x7E00 : f16
  // CHECK-NEXT: %cst_14 = arith.constant -0.000000e+00 : f16
  %15 = arith.constant 0x8000 : f16
  // CHECK-NEXT: %cst_15 = arith.constant 0x7C00 : f16
  %16 = arith.constant 0x7C00 : f16
  // CHECK-NEXT: %cst_16 = arith.constant 6.550400e+04 : f16
  %17 = arith.constant 65504.0 : f16
  // CHECK-NEXT: %cst_17 = arith.constant 3.000000e+00 : f80
  %18 = arith.constant 3.0 : f80
  // CHECK-NEXT: %cst_18 = arith.constant 0.100000000000000005551 : f80
  %19 = arith.constant 0.1 : f80
  // CHECK-NEXT: %cst_19 = arith.constant 3.000000e+00 : f128
  %20 = arith.constant 3.0 : f128
  // CHECK-NEXT: %cst_20 = arith.constant 0.100000000000000005551115123125782702 : f128
  %21 = arith.constant 0.1 : f128
  // CHECK-NEXT: return
  return
}

// Vector and tensor constants use dense elements attributes; a dense
// attribute whose elements are all equal prints as a splat.
// CHECK-LABEL: func.func @dense()
func.func @dense() {
  // CHECK-NEXT: %cst = arith.constant dense<[1, 2]> : vector<2xi32>
  %0 = arith.constant dense<[1, 2]> : vector<2xi32>
  // CHECK-NEXT: %cst_0 = arith.constant dense<0> : vector<4xi32>
  %1 = arith.constant dense<0> : vector<4xi32>
  // CHECK-NEXT: %cst_1 = arith.constant dense<7> : vector<2xi32>
  %2 = arith.constant dense<[7, 7]> : vector<2xi32>
  // CHECK-NEXT: %cst_2 = arith.constant dense<1.000000e+00> : vector<4xf32>
  %3 = arith.constant dense<1.0> : vector<4xf32>
  // CHECK-NEXT: %cst_3 = arith.constant dense<{{\[\[}}1.000000e+00, 2.000000e+00], [3.000000e+00, 4.000000e+00]]> : tensor<2x2xf32>
  %4 = arith.constant dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf32>
  // CHECK-NEXT: %cst_4 = arith.constant dense<[true, false]> : vector<2xi1>
  %5 = arith.constant dense<[true, false]> : vector<2xi1>
  // CHECK-NEXT: %cst_5 = arith.constant dense<true> : vector<3xi1>
  %6 = arith.constant dense<true> : vector<3xi1>
  // CHECK-NEXT: %cst_6 = arith.constant dense<0x7FC00000> : vector<2xf32>
  %7 = arith.constant dense<0x7FC00000> : vector<2xf32>
  // CHECK-NEXT: %cst_7 = arith.constant dense<[0x7F800000, 1.000000e+00]> : vector<2xf32>
  %8 = arith.constant dense<[0x7F800000, 1.0]> : vector<2xf32>
  // CHECK-NEXT: %cst_8 = arith.constant dense<[0.000000e+00, -0.000000e+00]> : vector<2xf64>
  %9 = arith.constant dense<[0.0, -0.0]> : vector<2xf64>
  // CHECK-NEXT: %cst_9 = arith.constant dense<[1, 2, 3]> : tensor<3xindex>
  %10 = arith.constant dense<[1, 2, 3]> : tensor<3xindex>
  // CHECK-NEXT: %cst_10 = arith.constant dense<5> : vector<[4]xi8>
  %11 = arith.constant dense<5> : vector<[4]xi8>
  // CHECK-NEXT: %cst_11 = arith.constant dense<{{\[\[}}1, 2, 3]]> : vector<1x3xi64>
  %12 = arith.constant dense<[[1, 2, 3]]> : vector<1x3xi64>
  // CHECK-NEXT: %cst_12 = arith.constant dense<2.000000e+00> : tensor<f32>
  %13 = arith.constant dense<2.0> : tensor<f32>
  // CHECK-NEXT: %cst_13 = arith.constant dense<> : tensor<0xi32>
  %14 = arith.constant dense<[]> : tensor<0xi32>
  // CHECK-NEXT: %cst_14 = arith.constant dense<[-1, 127]> : vector<2xi8>
  %15 = arith.constant dense<[255, 127]> : vector<2xi8>
  // CHECK-NEXT: return
  return
}

// GENERIC-LABEL: sym_name = "bools"
// GENERIC: %{{.*}} = "arith.constant"() <{value = true}> : () -> i1
// GENERIC: %{{.*}} = "arith.constant"() <{value = false}> : () -> i1
// GENERIC-LABEL: sym_name = "integers"
// GENERIC: %{{.*}} = "arith.constant"() <{value = -1 : i8}> : () -> i8
// GENERIC: %{{.*}} = "arith.constant"() <{value = -9223372036854775808 : i64}> : () -> i64
// GENERIC-LABEL: sym_name = "indices"
// GENERIC: %{{.*}} = "arith.constant"() <{value = 0 : index}> : () -> index
// GENERIC-LABEL: sym_name = "floats_f32"
// GENERIC: %{{.*}} = "arith.constant"() <{value = 1.500000e+00 : f32}> : () -> f32
// GENERIC: %{{.*}} = "arith.constant"() <{value = 0x7FC00000 : f32}> : () -> f32
// GENERIC-LABEL: sym_name = "floats_other"
// GENERIC: %{{.*}} = "arith.constant"() <{value = 3.000000e+00 : bf16}> : () -> bf16
// GENERIC-LABEL: sym_name = "dense"
// GENERIC: %{{.*}} = "arith.constant"() <{value = dense<[1, 2]> : vector<2xi32>}> : () -> vector<2xi32>
// GENERIC: %{{.*}} = "arith.constant"() <{value = dense<5> : vector<[4]xi8>}> : () -> vector<[4]xi8>
