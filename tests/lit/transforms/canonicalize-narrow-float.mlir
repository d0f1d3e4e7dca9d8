// RUN: cmir-opt %s -canonicalize | FileCheck %s

// Constant folds on the 16-bit float types (bf16, f16) and on dense
// bitcasts, which round in the result type as MLIR 19's APFloat folds do.

// CHECK-LABEL: func.func @half_scalar
// CHECK-DAG: arith.constant 2.000000e+00 : f16
// CHECK-DAG: arith.constant 6.250000e-01 : bf16
// CHECK-DAG: arith.constant -7.500000e-01 : f16
// CHECK-DAG: arith.constant true
// CHECK-DAG: arith.constant 0x7E00 : f16
// CHECK-DAG: arith.constant -0.000000e+00 : bf16
// CHECK-NOT: arith.addf
// CHECK-NOT: arith.divf
// CHECK-NOT: arith.negf
// CHECK-NOT: arith.cmpf
func.func @half_scalar() -> (f16, bf16, f16, i1, f16, bf16) {
  %a = arith.constant 0.75 : f16
  %b = arith.constant 1.25 : f16
  %c = arith.constant 5.0 : bf16
  %d = arith.constant 8.0 : bf16
  %zero = arith.constant 0.0 : f16
  %s = arith.addf %a, %b : f16
  %q = arith.divf %c, %d : bf16
  %n = arith.negf %a : f16
  %lt = arith.cmpf olt, %a, %b : f16
  %nan = arith.divf %zero, %zero : f16
  %pz = arith.constant 0.0 : bf16
  %nz = arith.negf %pz : bf16
  return %s, %q, %n, %lt, %nan, %nz : f16, bf16, f16, i1, f16, bf16
}

// CHECK-LABEL: func.func @half_bitcast
// CHECK-DAG: arith.constant -2.000000e+00 : bf16
// CHECK-DAG: arith.constant -16384 : i16
// CHECK-NOT: arith.bitcast
func.func @half_bitcast() -> (bf16, i16) {
  %x = arith.constant -2.0 : bf16
  %i = arith.bitcast %x : bf16 to i16
  %y = arith.bitcast %i : i16 to bf16
  %h = arith.constant -2.0 : f16
  %j = arith.bitcast %h : f16 to i16
  return %y, %j : bf16, i16
}

// CHECK-LABEL: func.func @dense_bitcast
// CHECK-DAG: arith.constant dense<[1.000000e+00, -3.000000e+00]> : vector<2xf32>
// CHECK-DAG: arith.constant dense<0.000000e+00> : vector<4xbf16>
// CHECK-DAG: arith.constant dense<[15360, -16384]> : tensor<2xi16>
// CHECK-NOT: arith.bitcast
func.func @dense_bitcast() -> (vector<2xf32>, vector<4xbf16>, tensor<2xi16>) {
  %i = arith.constant dense<[1065353216, -1069547520]> : vector<2xi32>
  %f = arith.bitcast %i : vector<2xi32> to vector<2xf32>
  %z = arith.constant dense<0.0> : vector<4xf16>
  %b = arith.bitcast %z : vector<4xf16> to vector<4xbf16>
  %t = arith.constant dense<[1.0, -2.0]> : tensor<2xf16>
  %u = arith.bitcast %t : tensor<2xf16> to tensor<2xi16>
  return %f, %b, %u : vector<2xf32>, vector<4xbf16>, tensor<2xi16>
}

// CHECK-LABEL: func.func @half_dense_arith
// CHECK: arith.constant dense<[2.000000e+00, 5.000000e+00, 6.550400e+04]> : vector<3xf16>
// CHECK-NOT: arith.addf
func.func @half_dense_arith() -> vector<3xf16> {
  %a = arith.constant dense<[1.0, 2.5, 32752.0]> : vector<3xf16>
  %s = arith.addf %a, %a : vector<3xf16>
  return %s : vector<3xf16>
}
