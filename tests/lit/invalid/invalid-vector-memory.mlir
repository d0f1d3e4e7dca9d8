// The verifier of vector.load, vector.store, vector.maskedload,
// vector.maskedstore, vector.constant_mask, vector.create_mask and
// vector.type_cast: MLIR 19's messages, at the op.
// RUN: cmir-opt -split-input-file -verify-diagnostics %s

func.func @a(%m: memref<?xf32>, %i: index) {
  // expected-error @+1 {{'vector.load' op base and result element types should match}}
  %v = vector.load %m[%i] : memref<?xf32>, vector<8xi32>
  return
}

// -----

func.func @a(%m: memref<?x?xf32>, %i: index) {
  // expected-error @+1 {{'vector.load' op requires 2 indices}}
  %v = vector.load %m[%i] : memref<?x?xf32>, vector<8xf32>
  return
}

// -----

func.func @a(%m: memref<?xvector<4xf32>>, %i: index) {
  // expected-error @+1 {{'vector.load' op base memref and result vector types should match}}
  %v = vector.load %m[%i] : memref<?xvector<4xf32>>, vector<8xf32>
  return
}

// -----

func.func @a(%m: memref<?x?xf32, strided<[1, ?]>>, %i: index) {
  // expected-error @+1 {{'vector.load' op most minor memref dim must have unit stride}}
  %v = vector.load %m[%i, %i] : memref<?x?xf32, strided<[1, ?]>>, vector<8xf32>
  return
}

// -----

func.func @a(%m: memref<?xf32>, %i: index, %v: vector<8xi32>) {
  // expected-error @+1 {{'vector.store' op base and valueToStore element type should match}}
  vector.store %v, %m[%i] : memref<?xf32>, vector<8xi32>
  return
}

// -----

func.func @a(%m: memref<?xvector<4xf32>>, %i: index, %v: vector<8xf32>) {
  // expected-error @+1 {{'vector.store' op base memref and valueToStore vector types should match}}
  vector.store %v, %m[%i] : memref<?xvector<4xf32>>, vector<8xf32>
  return
}

// -----

func.func @a(%m: memref<?xf32>, %i: index, %v: vector<8xf32>) {
  // expected-error @+1 {{'vector.store' op requires 1 indices}}
  vector.store %v, %m[%i, %i] : memref<?xf32>, vector<8xf32>
  return
}

// -----

func.func @a(%m: memref<?xf32>, %i: index, %k: vector<4xi1>, %p: vector<8xf32>) {
  // expected-error @+1 {{'vector.maskedload' op expected result dim to match mask dim}}
  %v = vector.maskedload %m[%i], %k, %p : memref<?xf32>, vector<4xi1>, vector<8xf32> into vector<8xf32>
  return
}

// -----

func.func @a(%m: memref<?xf32>, %i: index, %k: vector<8xi1>, %p: vector<8xf32>) {
  // expected-error @+1 {{'vector.maskedload' op base and result element type should match}}
  %v = vector.maskedload %m[%i], %k, %p : memref<?xf32>, vector<8xi1>, vector<8xf32> into vector<8xi32>
  return
}

// -----

func.func @a(%m: memref<?xf32>, %i: index, %k: vector<8xi1>, %p: vector<4xf32>) {
  // expected-error @+1 {{'vector.maskedload' op expected pass_thru of same type as result type}}
  %v = vector.maskedload %m[%i], %k, %p : memref<?xf32>, vector<8xi1>, vector<4xf32> into vector<8xf32>
  return
}

// -----

func.func @a(%m: memref<?xf32>, %i: index, %k: vector<8xi1>, %p: vector<8xf32>) {
  // expected-error @+1 {{'vector.maskedload' op requires 1 indices}}
  %v = vector.maskedload %m[%i, %i], %k, %p : memref<?xf32>, vector<8xi1>, vector<8xf32> into vector<8xf32>
  return
}

// -----

func.func @a(%m: memref<?xf32>, %i: index, %k: vector<8xi8>, %p: vector<8xf32>) {
  // expected-error @+1 {{'vector.maskedload' op operand #2 must be vector of 1-bit signless integer values of ranks 1, but got 'vector<8xi8>'}}
  %v = vector.maskedload %m[%i], %k, %p : memref<?xf32>, vector<8xi8>, vector<8xf32> into vector<8xf32>
  return
}

// -----

func.func @a(%m: memref<?xf32>, %i: index, %k: vector<4xi1>, %p: vector<8xf32>) {
  // expected-error @+1 {{'vector.maskedstore' op expected valueToStore dim to match mask dim}}
  vector.maskedstore %m[%i], %k, %p : memref<?xf32>, vector<4xi1>, vector<8xf32>
  return
}

// -----

func.func @a(%m: memref<?xf32>, %i: index, %k: vector<8xi1>, %p: vector<8xi32>) {
  // expected-error @+1 {{'vector.maskedstore' op base and valueToStore element type should match}}
  vector.maskedstore %m[%i], %k, %p : memref<?xf32>, vector<8xi1>, vector<8xi32>
  return
}

// -----

func.func @a(%m: memref<?xf32>, %i: index, %k: vector<8xi1>, %p: vector<8xf32>) {
  // expected-error @+1 {{'vector.maskedstore' op requires 1 indices}}
  vector.maskedstore %m[], %k, %p : memref<?xf32>, vector<8xi1>, vector<8xf32>
  return
}

// -----

func.func @a() {
  // expected-error @+1 {{'vector.constant_mask' op must specify array attr of size equal vector result rank}}
  %c = vector.constant_mask [3, 2] : vector<8xi1>
  return
}

// -----

func.func @a() {
  // expected-error @+1 {{'vector.constant_mask' op array attr of size out of bounds of vector result dimension size}}
  %c = vector.constant_mask [9] : vector<8xi1>
  return
}

// -----

func.func @a() {
  // expected-error @+1 {{'vector.constant_mask' op expected all mask dim sizes to be zeros, as a result of conjunction with zero mask dim}}
  %c = vector.constant_mask [0, 2] : vector<4x8xi1>
  return
}

// -----

func.func @a() {
  // expected-error @+1 {{mask dim size must be either 0 or 1 for 0-D vectors}}
  %c = vector.constant_mask [2] : vector<i1>
  return
}

// -----

func.func @a() {
  // expected-error @+1 {{array attr must have length 1 for 0-D vectors}}
  %c = vector.constant_mask [2, 2] : vector<i1>
  return
}

// -----

func.func @a() {
  // expected-error @+1 {{'vector.constant_mask' op only supports 'none set' or 'all set' scalable dimensions}}
  %c = vector.constant_mask [2] : vector<[8]xi1>
  return
}

// -----

func.func @a() {
  // expected-error @+1 {{'vector.constant_mask' op result #0 must be vector of 1-bit signless integer values, but got 'vector<8xi32>'}}
  %c = vector.constant_mask [2] : vector<8xi32>
  return
}

// -----

func.func @a(%i: index) {
  // expected-error @+1 {{'vector.create_mask' op must specify an operand for each result vector dimension}}
  %c = vector.create_mask %i, %i : vector<8xi1>
  return
}

// -----

func.func @a(%i: index) {
  // expected-error @+1 {{'vector.create_mask' op must specify exactly one operand for 0-D create_mask}}
  %c = vector.create_mask %i, %i : vector<i1>
  return
}

// -----

func.func @a(%m: memref<8x?xf32>) {
  // expected-error @+1 {{'vector.type_cast' op operand #0 must be statically shaped memref of any type values, but got 'memref<8x?xf32>'}}
  %c = vector.type_cast %m : memref<8x?xf32> to memref<vector<8x8xf32>>
  return
}

// -----

func.func @a(%m: memref<8x8xf32>) {
  // expected-error @+1 {{'vector.type_cast' op expects concatenated result and operand shapes to be equal: 'memref<vector<8x4xf32>>'}}
  %c = vector.type_cast %m : memref<8x8xf32> to memref<vector<8x4xf32>>
  return
}

// -----

func.func @a(%m: memref<8x8xf32>) {
  // expected-error @+1 {{'vector.type_cast' op expects result and operand with same underlying scalar type: 'memref<vector<8x8xi32>>'}}
  %c = vector.type_cast %m : memref<8x8xf32> to memref<vector<8x8xi32>>
  return
}

// -----

func.func @a(%m: memref<8x8xf32>) {
  // expected-error @+1 {{'vector.type_cast' op expects result in same memory space}}
  %c = vector.type_cast %m : memref<8x8xf32> to memref<vector<8x8xf32>, 1>
  return
}

// -----

func.func @a(%m: memref<8x8xf32, strided<[16, 1]>>) {
  // expected-error @+1 {{'vector.type_cast' op expects operand to be a memref with identity layout}}
  %c = vector.type_cast %m : memref<8x8xf32, strided<[16, 1]>> to memref<vector<8x8xf32>>
  return
}

// -----

func.func @a(%m: memref<8x8xf32>) {
  // expected-error @+1 {{'vector.type_cast' op expects result to be a memref with identity layout}}
  %c = vector.type_cast %m : memref<8x8xf32> to memref<2xvector<8xf32>, strided<[8]>>
  return
}

// -----

func.func @a(%m: tensor<8xf32>, %i : index) {
  // expected-error @+1 {{custom op 'vector.load' invalid kind of type specified}}
  %c = vector.load %m[%i] : tensor<8xf32>, vector<4xf32>
  return
}

// -----

func.func @a(%m: memref<8xf32>, %i : index) {
  // expected-error @+1 {{custom op 'vector.load' invalid kind of type specified}}
  %c = vector.load %m[%i] : memref<8xf32>, f32
  return
}

// -----

func.func @a(%m: memref<?xf32>, %i: index, %k: vector<2x4xi1>, %p: vector<2x4xf32>) {
  // expected-error @+1 {{'vector.maskedload' op operand #2 must be vector of 1-bit signless integer values of ranks 1, but got 'vector<2x4xi1>'}}
  %v = vector.maskedload %m[%i], %k, %p : memref<?xf32>, vector<2x4xi1>, vector<2x4xf32> into vector<2x4xf32>
  return
}

// -----

func.func @a(%m: memref<?xf32>, %i: index, %k: vector<4xi1>, %p: vector<2x4xf32>) {
  // expected-error @+1 {{'vector.maskedstore' op operand #3 must be  of ranks 1, but got 'vector<2x4xf32>'}}
  vector.maskedstore %m[%i], %k, %p : memref<?xf32>, vector<4xi1>, vector<2x4xf32>
  return
}

// -----

func.func @a(%i: index) {
  // expected-error @+1 {{'vector.create_mask' op result #0 must be vector of 1-bit signless integer values, but got 'vector<8xi8>'}}
  %c = vector.create_mask %i : vector<8xi8>
  return
}

// -----

func.func @a(%m: memref<?xf32>, %i: index, %k: vector<4xi1>, %p: vector<4xf32>) {
  // expected-error @+1 {{'vector.maskedload' op expected result dim to match mask dim}}
  %v = vector.maskedload %m[%i], %k, %p : memref<?xf32>, vector<4xi1>, vector<4xf32> into vector<8xf32>
  return
}

// -----

func.func @a(%m: memref<?xf32>, %i: index, %k: vector<4xi1>, %p: vector<4xf32>) {
  // expected-error @+1 {{'vector.constant_mask' op attribute 'mask_dim_sizes' failed to satisfy constraint: 64-bit integer array attribute}}
  %w = "vector.constant_mask"() {mask_dim_sizes = array<i64: 2>} : () -> vector<4xi1>
  return
}

// -----

func.func @a(%m: memref<?xf32>, %i: index, %k: vector<4xi1>, %p: vector<4xf32>) {
  // expected-error @+1 {{'vector.constant_mask' op attribute 'mask_dim_sizes' failed to satisfy constraint: 64-bit integer array attribute}}
  %w = "vector.constant_mask"() {mask_dim_sizes = [2 : i32]} : () -> vector<4xi1>
  return
}

// -----

func.func @a(%m: memref<?xf32>, %i: index, %k: vector<4xi1>, %p: vector<4xf32>) {
  // expected-error @+1 {{'vector.constant_mask' op requires attribute 'mask_dim_sizes'}}
  %w = "vector.constant_mask"() : () -> vector<4xi1>
  return
}

// -----

func.func @a(%m: memref<?xf32>, %i: index, %k: vector<4xi1>, %v: vector<4xf32>) {
  // expected-error @+1 {{'vector.maskedload' op expected 3 or more operands, but found 1}}
  %0 = "vector.maskedload"(%m) : (memref<?xf32>) -> vector<4xf32>
  return
}

// -----

func.func @a(%m: memref<?xf32>, %i: index, %k: vector<4xi1>, %v: vector<4xf32>) {
  // expected-error @+1 {{'vector.maskedstore' op expected 3 or more operands, but found 2}}
  "vector.maskedstore"(%m, %k) : (memref<?xf32>, vector<4xi1>) -> ()
  return
}

// -----

func.func @a(%m: memref<?xf32>, %i: index, %k: vector<4xi1>, %v: vector<4xf32>) {
  // expected-error @+1 {{'vector.load' op operand #0 must be memref of any type values, but got 'vector<4xf32>'}}
  %0 = "vector.load"(%v, %i) : (vector<4xf32>, index) -> vector<4xf32>
  return
}

// -----

func.func @a(%m: memref<?xf32>, %i: index, %k: vector<4xi1>, %v: vector<4xf32>) {
  // expected-error @+1 {{'vector.load' op result #0 must be vector of any type values, but got 'f32'}}
  %0 = "vector.load"(%m, %i) : (memref<?xf32>, index) -> f32
  return
}

// -----

func.func @a(%m: memref<?xf32>, %i: index, %k: vector<4xi1>, %v: vector<4xf32>) {
  // expected-error @+1 {{'vector.maskedload' op operand #2 must be vector of 1-bit signless integer values of ranks 1, but got 'index'}}
  %0 = "vector.maskedload"(%m, %i, %i, %v) : (memref<?xf32>, index, index, vector<4xf32>) -> vector<4xf32>
  return
}

// -----

func.func @a(%m: memref<?xf32>, %i: index, %k: vector<4xi1>, %v: vector<4xf32>) {
  // expected-error @+1 {{'vector.create_mask' op operand #0 must be variadic of index, but got 'memref<?xf32>'}}
  %0 = "vector.create_mask"(%m) : (memref<?xf32>) -> vector<4xi1>
  %1 = "vector.create_mask"(%i) : (index) -> i1
  return
}

// -----

func.func @a(%m: memref<?xf32>, %i: index, %k: vector<4xi1>, %v: vector<4xf32>) {
  // expected-error @+1 {{'vector.constant_mask' op result #0 must be vector of 1-bit signless integer values, but got 'i1'}}
  %1 = "vector.constant_mask"() {mask_dim_sizes = [1]} : () -> i1
  return
}

// -----

func.func @a(%m: memref<*xf32>, %i: index, %k: vector<4xi1>, %v: vector<4xf32>) {
  // expected-error @+1 {{'vector.type_cast' op operand #0 must be statically shaped memref of any type values, but got 'memref<*xf32>'}}
  %1 = "vector.type_cast"(%m) : (memref<*xf32>) -> memref<vector<4xf32>>
  %2 = "vector.load"(%m, %i) : (memref<*xf32>, index) -> vector<4xf32>
  return
}

// -----

func.func @a(%m: memref<4xf32>, %i: index, %k: vector<4xi1>, %v: vector<4xf32>) {
  // expected-error @+1 {{'vector.type_cast' op result #0 must be memref of any type values, but got 'vector<4xf32>'}}
  %1 = "vector.type_cast"(%m) : (memref<4xf32>) -> vector<4xf32>
  return
}
