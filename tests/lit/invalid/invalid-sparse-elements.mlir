// RUN: cmir-opt %s --split-input-file --verify-diagnostics -allow-unregistered-dialect

// Sparse elements attributes whose parts do not make one.

// expected-error@+1 {{expected 1-d tensor for sparse element values}}
"test.a"() {v = sparse<[[0, 1]], [[5]]> : tensor<2x2xi32>} : () -> ()

// -----

// expected-error@+1 {{sparse index #1 is not contained within the value shape, with index=[0, 4], and type='tensor<2x4xi32>'}}
"test.a"() {v = sparse<[[1, 1], [0, 4]], [1, 2]> : tensor<2x4xi32>} : () -> ()

// -----

// expected-error@+1 {{expected shape ([2, 4]); inferred shape of indices literal ([2, 3]); inferred shape of values literal ([2])}}
"test.a"() {v = sparse<[[1, 1, 1], [0, 0, 0]], [1, 2]> : tensor<2x4xi32>} : () -> ()

// -----

// expected-error@+1 {{expected shape ([2, 4]); inferred shape of indices literal ([2, 2]); inferred shape of values literal ([3])}}
"test.a"() {v = sparse<[[1, 1], [0, 0]], [1, 2, 3]> : tensor<2x4xi32>} : () -> ()

// -----

// Elements of the wrong kind (mlir-opt-19 reports these, then crashes).
// expected-error@+1 {{expected integer elements, but parsed floating-point}}
"test.a"() {v = sparse<[[1.0, 1]], [1]> : tensor<2x4xi32>} : () -> ()

// -----

// expected-error@+1 {{expected floating-point elements, but parsed integer}}
"test.a"() {v = sparse<[[1, 1]], [1]> : tensor<2x4xf32>} : () -> ()

// -----

// expected-error@+1 {{expected ','}}
"test.a"() {v = sparse<[[1, 1]]> : tensor<2x4xi32>} : () -> ()

// -----

// expected-error@+1 {{elements literal type must have static shape}}
"test.a"() {v = sparse<[[1, 1]], [1]> : tensor<?x4xi32>} : () -> ()

// -----

// expected-error@+1 {{Expected '<' after 'sparse'}}
"test.a"() {v = sparse} : () -> ()
