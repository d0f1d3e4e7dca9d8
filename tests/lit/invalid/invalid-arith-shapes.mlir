// RUN: cmir-opt %s --split-input-file --verify-diagnostics

// Scalable vector dims match only scalable dims, tensor encodings must agree,
// and a scalable vector constant must be a splat.

func.func @ext_scalable_to_fixed(%v: vector<[8]xi8>) {
  // expected-error@+1 {{'arith.extsi' op requires the same shape for all operands and results}}
  %0 = arith.extsi %v : vector<[8]xi8> to vector<8xi32>
  return
}

// -----

func.func @sitofp_fixed_to_scalable(%v: vector<2x3xi32>) {
  // expected-error@+1 {{'arith.sitofp' op requires the same shape for all operands and results}}
  %0 = arith.sitofp %v : vector<2x3xi32> to vector<2x[3]xf32>
  return
}

// -----

func.func @ext_scalable_ok(%v: vector<2x[3]xi8>) -> vector<2x[3]xi16> {
  %0 = arith.extui %v : vector<2x[3]xi8> to vector<2x[3]xi16>
  return %0 : vector<2x[3]xi16>
}

// -----

func.func @trunc_encoding(%t: tensor<3xi64, "a">) {
  // expected-error@+1 {{'arith.trunci' op operand type 'tensor<3xi64, "a">' and result type 'tensor<3xi8, "b">' are cast incompatible}}
  %0 = arith.trunci %t : tensor<3xi64, "a"> to tensor<3xi8, "b">
  return
}

// -----

func.func @cmpf_encoding(%t: tensor<3xf32, "a">) {
  // expected-error@+1 {{'arith.cmpf' op failed to verify that result type has i1 element type and same shape as operands}}
  %0 = "arith.cmpf"(%t, %t) {predicate = 1 : i64} : (tensor<3xf32, "a">, tensor<3xf32, "a">) -> tensor<3xi1>
  return
}

// -----

func.func @select_condition_encoding(%c: tensor<5xi1>, %a: tensor<5xf32, "e">) {
  // expected-error@+1 {{'arith.select' op expected condition type to have the same shape as the result type, expected 'tensor<5xi1, "e">', but got 'tensor<5xi1>'}}
  %0 = arith.select %c, %a, %a : tensor<5xi1>, tensor<5xf32, "e">
  return
}

// -----

func.func @scalable_constant_not_splat() {
  // expected-error@+1 {{'arith.constant' op intializing scalable vectors with elements attribute is not supported unless it's a vector splat}}
  %0 = arith.constant dense<[1, 2, 3, 4]> : vector<[4]xi16>
  return
}

// -----

func.func @scalable_constant_splat() -> vector<[4]xi16> {
  %0 = arith.constant dense<7> : vector<[4]xi16>
  return %0 : vector<[4]xi16>
}
