// Sparse elements attributes: indices (i64, one row per index) and values.
// A single number for the indices stands for one index with that number in
// every dimension; a single value is repeated once per index; `sparse<>`
// has no index at all. mlir-opt-19 prints these forms the same; printing,
// the generic form and the bytecode keep them.
// RUN: cmir-opt %s -allow-unregistered-dialect | FileCheck %s
// RUN: cmir-opt %s -allow-unregistered-dialect | cmir-opt -allow-unregistered-dialect | FileCheck %s
// RUN: cmir-opt %s -allow-unregistered-dialect --mlir-print-op-generic | cmir-opt -allow-unregistered-dialect | FileCheck %s
// RUN: cmir-bc %s -allow-unregistered-dialect -o %t.cmbc && cmir-bc -allow-unregistered-dialect %t.cmbc | FileCheck %s

// CHECK-LABEL: func.func @sparse_forms
func.func @sparse_forms() {
  // CHECK: "test.forms"() {a = sparse<{{\[\[}}0, 2], [1, 3]], [4, 9]> : tensor<2x4xi32>,
  // CHECK-SAME: b = sparse<0, -2.500000e-01> : tensor<3x3xf32>,
  // CHECK-SAME: c = sparse<> : tensor<5xi8>,
  // CHECK-SAME: d = sparse<[1, 3], [true, false]> : vector<4xi1>,
  // CHECK-SAME: e = sparse<2, 7> : tensor<3xi64>,
  // CHECK-SAME: f = sparse<{{\[\[}}1, 0, 1]], (1.000000e+00,-2.000000e+00)> : tensor<2x1x2xcomplex<f64>>,
  // CHECK-SAME: g = sparse<{{\[\[}}0, 0], [1, 1]], [1, 2]> : tensor<2x2xi16>}
  "test.forms"() {a = sparse<[[0, 2], [1, 3]], [4, 9]> : tensor<2x4xi32>,
                  b = sparse<[[0, 0]], [-0.25]> : tensor<3x3xf32>,
                  c = sparse<> : tensor<5xi8>,
                  d = sparse<[1, 3], [true, false]> : vector<4xi1>,
                  e = sparse<[[2]], 7> : tensor<3xi64>,
                  f = sparse<[[1, 0, 1]], [(1.0, -2.0)]> : tensor<2x1x2xcomplex<f64>>,
                  g = sparse<[[0, 0], [1, 1]], "0x01000200"> : tensor<2x2xi16>} : () -> ()
  return
}

// A sparse constant takes its type from the attribute.
// CHECK-LABEL: func.func @sparse_constant
// CHECK: %[[C:.*]] = arith.constant sparse<{{\[\[}}0, 1]], 7> : tensor<2x2xi32>
// CHECK: return %[[C]] : tensor<2x2xi32>
func.func @sparse_constant() -> tensor<2x2xi32> {
  %c = arith.constant sparse<[[0, 1]], [7]> : tensor<2x2xi32>
  return %c : tensor<2x2xi32>
}
