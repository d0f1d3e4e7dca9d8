// RUN: cmir-opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect

// Errors in dense<...> literals, worded as mlir-opt-19 words them.

// expected-error@+1 {{parsed zero elements, but type ('vector<3xf32>') expected at least 1}}
#a = dense<> : vector<3xf32>

// -----

// expected-error@+1 {{inferred shape of elements literal ([0]) does not match type ([3])}}
#a = dense<[]> : vector<3xf32>

// -----

// expected-error@+1 {{expected ',' between complex elements}}
#a = dense<[(1.0 2.0)]> : tensor<1xcomplex<f32>>

// -----

// expected-error@+1 {{expected ')' after complex elements}}
#a = dense<[(1, 2, 3)]> : tensor<1xcomplex<i8>>

// -----

// expected-error@+1 {{expected floating-point elements, but parsed integer}}
"t.use"() {v = dense<[false, 1.5]> : tensor<2xf64>} : () -> ()

// -----

// expected-error@+1 {{expected i1 type for 'true' or 'false' values}}
#a = dense<[1, true]> : tensor<2xi8>
