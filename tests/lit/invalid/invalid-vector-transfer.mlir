// The syntax and verifier of vector.transfer_read and vector.transfer_write:
// MLIR 19's messages, at the types for syntax errors, at the op otherwise.
// RUN: cmir-opt -split-input-file -verify-diagnostics %s

func.func @one_type(%m: memref<?x?xf32>, %i: index, %p: f32) {
  // expected-error@+1 {{requires two types}}
  %0 = vector.transfer_read %m[%i, %i], %p : memref<?x?xf32>
  return
}

// -----

func.func @not_shaped(%m: vector<4x4xf32>, %i: index, %p: f32) {
  // expected-error@+1 {{requires memref or ranked tensor type}}
  %0 = vector.transfer_read %m[%i, %i], %p : vector<4x4xf32>, vector<4xf32>
  return
}

// -----

func.func @not_vector(%m: memref<?x?xf32>, %i: index, %p: f32) {
  // expected-error@+1 {{requires vector type}}
  %0 = vector.transfer_read %m[%i, %i], %p : memref<?x?xf32>, f32
  return
}

// -----

func.func @write_not_vector(%m: memref<?x?xf32>, %i: index) {
  // expected-error@+1 {{requires vector type}}
  vector.transfer_write %m, %m[%i, %i] : memref<?x?xf32>, memref<?x?xf32>
  return
}

// -----

func.func @indices(%m: memref<?x?xf32>, %i: index, %p: f32) {
  // expected-error@+1 {{'vector.transfer_read' op requires 2 indices}}
  %0 = vector.transfer_read %m[%i], %p : memref<?x?xf32>, vector<4xf32>
  return
}

// -----

func.func @write_indices(%m: memref<?x?xf32>, %i: index, %v: vector<4xf32>) {
  // expected-error@+1 {{'vector.transfer_write' op requires 2 indices}}
  vector.transfer_write %v, %m[%i, %i, %i] : vector<4xf32>, memref<?x?xf32>
  return
}

// -----

func.func @map_inputs(%m: memref<?x?xf32>, %i: index, %p: f32) {
  // expected-error@+1 {{'vector.transfer_read' op requires a permutation_map with input dims of the same rank as the source type}}
  %0 = vector.transfer_read %m[%i, %i], %p {permutation_map = affine_map<(d0) -> (d0)>} : memref<?x?xf32>, vector<4xf32>
  return
}

// -----

func.func @map_results(%m: memref<?x?xf32>, %i: index, %p: f32) {
  // expected-error@+1 {{'vector.transfer_read' op requires a permutation_map with result dims of the same rank as the vector type}}
  %0 = vector.transfer_read %m[%i, %i], %p {permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : memref<?x?xf32>, vector<4xf32>
  return
}

// -----

func.func @not_projected(%m: memref<?x?xf32>, %i: index, %p: f32) {
  // expected-error@+1 {{'vector.transfer_read' op requires a projected permutation_map (at most one dim or the zero constant can appear in each result)}}
  %0 = vector.transfer_read %m[%i, %i], %p {permutation_map = affine_map<(d0, d1) -> (d0 * 2)>} : memref<?x?xf32>, vector<4xf32>
  return
}

// -----

func.func @constant_one(%m: memref<?x?xf32>, %i: index, %p: f32) {
  // expected-error@+1 {{'vector.transfer_read' op requires a projected permutation_map (at most one dim or the zero constant can appear in each result)}}
  %0 = vector.transfer_read %m[%i, %i], %p {in_bounds = [true], permutation_map = affine_map<(d0, d1) -> (1)>} : memref<?x?xf32>, vector<4xf32>
  return
}

// -----

func.func @repeated_dim(%m: memref<?x?xf32>, %i: index, %p: f32) {
  // expected-error@+1 {{'vector.transfer_read' op requires a permutation_map that is a permutation (found one dim used more than once)}}
  %0 = vector.transfer_read %m[%i, %i], %p {permutation_map = affine_map<(d0, d1) -> (d1, d1)>} : memref<?x?xf32>, vector<4x4xf32>
  return
}

// -----

func.func @symbols(%m: memref<?xf32>, %i: index, %p: f32) {
  // expected-error@+1 {{'vector.transfer_read' op requires permutation_map without symbols}}
  %0 = vector.transfer_read %m[%i], %p {permutation_map = affine_map<(d0)[s0] -> (d0)>} : memref<?xf32>, vector<4xf32>
  return
}

// -----

func.func @in_bounds_size(%m: memref<?x?xf32>, %i: index, %p: f32) {
  // expected-error@+1 {{'vector.transfer_read' op expects the in_bounds attr of same rank as permutation_map results: affine_map<(d0, d1) -> (d0, d1)> vs inBounds of size: 1}}
  %0 = vector.transfer_read %m[%i, %i], %p {in_bounds = [true]} : memref<?x?xf32>, vector<4x4xf32>
  return
}

// -----

func.func @in_bounds_kind(%m: memref<?xf32>, %i: index, %p: f32) {
  // expected-error@+1 {{'vector.transfer_read' op attribute 'in_bounds' failed to satisfy constraint: 1-bit boolean array attribute}}
  %0 = vector.transfer_read %m[%i], %p {in_bounds = [1]} : memref<?xf32>, vector<4xf32>
  return
}

// -----

func.func @broadcast_in_bounds(%m: memref<?x?xf32>, %i: index, %p: f32) {
  // expected-error@+1 {{'vector.transfer_read' op requires broadcast dimensions to be in-bounds}}
  %0 = vector.transfer_read %m[%i, %i], %p {permutation_map = affine_map<(d0, d1) -> (0, d1)>} : memref<?x?xf32>, vector<4x4xf32>
  return
}

// -----

func.func @write_broadcast(%m: memref<?x?xf32>, %i: index, %v: vector<4x4xf32>) {
  // expected-error@+1 {{'vector.transfer_write' op should not have broadcast dimensions}}
  vector.transfer_write %v, %m[%i, %i] {in_bounds = [true, false], permutation_map = affine_map<(d0, d1) -> (0, d1)>} : vector<4x4xf32>, memref<?x?xf32>
  return
}

// -----

func.func @padding_type(%m: memref<?xf32>, %i: index, %p: f16) {
  // expected-note@-1 {{prior use here}}
  // expected-error@+1 {{use of value '%p' expects different type than prior uses: 'f32' vs 'f16'}}
  %0 = vector.transfer_read %m[%i], %p : memref<?xf32>, vector<4xf32>
  return
}

// -----

func.func @padding_generic(%m: memref<?xf32>, %i: index, %p: i32) {
  // expected-error@+1 {{'vector.transfer_read' op requires formal padding and source of the same elemental type}}
  %0 = "vector.transfer_read"(%m, %i, %p) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 1, 1, 0>, permutation_map = affine_map<(d0) -> (d0)>}> : (memref<?xf32>, index, i32) -> vector<4xf32>
  return
}

// -----

func.func @mask_type(%m: memref<?x?xf32>, %i: index, %p: f32, %k: vector<4x8xi1>) {
  // expected-note@-1 {{prior use here}}
  // expected-error@+1 {{use of value '%k' expects different type than prior uses: 'vector<8x4xi1>' vs 'vector<4x8xi1>'}}
  %0 = vector.transfer_read %m[%i, %i], %p, %k {permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : memref<?x?xf32>, vector<4x8xf32>
  return
}

// -----

func.func @mask_generic(%m: memref<?xf32>, %i: index, %p: f32, %k: vector<5xi1>) {
  // expected-error@+1 {{'vector.transfer_read' op inferred mask type ('vector<4xi1>') and mask operand type ('vector<5xi1>') don't match}}
  %0 = "vector.transfer_read"(%m, %i, %p, %k) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 1, 1, 1>, permutation_map = affine_map<(d0) -> (d0)>}> : (memref<?xf32>, index, f32, vector<5xi1>) -> vector<4xf32>
  return
}

// -----

func.func @mask_rank(%m: memref<?x?xf32>, %i: index, %p: f32, %k: vector<4xi1>) {
  // expected-error@+1 {{expected the same rank for the vector and the results of the permutation map}}
  %0 = vector.transfer_read %m[%i, %i], %p, %k {in_bounds = [true, true], permutation_map = affine_map<(d0, d1) -> (d1, 0)>} : memref<?x?xf32>, vector<4xf32>
  return
}

// -----

func.func @mask_vector_element(%m: memref<?xvector<4xf32>>, %i: index, %p: vector<4xf32>, %k: vector<4xi1>) {
  // expected-error@+1 {{does not support masks with vector element type}}
  %0 = vector.transfer_read %m[%i], %p, %k : memref<?xvector<4xf32>>, vector<4xf32>
  return
}

// -----

func.func @element_bits(%m: memref<?xi8>, %i: index, %v: vector<3xi4>) {
  // expected-error@+1 {{'vector.transfer_write' op requires the bitwidth of the minor 1-D vector to be an integral multiple of the bitwidth of the source element type}}
  vector.transfer_write %v, %m[%i] : vector<3xi4>, memref<?xi8>
  return
}

// -----

func.func @vector_element_bits(%m: memref<?xvector<3xf32>>, %i: index, %p: vector<3xf32>) {
  // expected-error@+1 {{'vector.transfer_read' op requires the bitwidth of the minor 1-D vector to be an integral multiple of the bitwidth of the minor 1-D vector of the source}}
  %0 = vector.transfer_read %m[%i], %p : memref<?xvector<3xf32>>, vector<4xf32>
  return
}

// -----

func.func @masked_attr(%m: memref<?xf32>, %i: index, %v: vector<4xf32>) {
  // expected-error@+1 {{'vector.transfer_write' op masked attribute has been removed. Use in_bounds instead.}}
  vector.transfer_write %v, %m[%i] {masked = [false]} : vector<4xf32>, memref<?xf32>
  return
}

// -----

func.func @missing_in_bounds(%m: memref<?xf32>, %i: index, %p: f32) {
  // expected-error@+1 {{'vector.transfer_read' op requires attribute 'in_bounds'}}
  %0 = "vector.transfer_read"(%m, %i, %p) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>, permutation_map = affine_map<(d0) -> (d0)>}> : (memref<?xf32>, index, f32) -> vector<4xf32>
  return
}
