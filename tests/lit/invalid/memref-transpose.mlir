// RUN: cmir-opt %s --split-input-file --verify-diagnostics

// memref.transpose errors: the map, the rank, and result types that differ
// from the transposed source after both are canonicalized.

func.func @repeated(%m: memref<2x3xf32>) {
  // expected-error @+1 {{'memref.transpose' op expected a permutation map}}
  %0 = memref.transpose %m (i, j) -> (j, j) : memref<2x3xf32> to memref<3x2xf32, strided<[1, 3]>>
  return
}

// -----

func.func @not_dims(%m: memref<2x3xf32>) {
  // expected-error @+1 {{'memref.transpose' op expected a permutation map}}
  %0 = memref.transpose %m (i, j) -> (j, i + 1) : memref<2x3xf32> to memref<3x2xf32, strided<[1, 3]>>
  return
}

// -----

func.func @symbols(%m: memref<2x3xf32>) {
  // expected-error @+1 {{'memref.transpose' op expected a permutation map}}
  %0 = memref.transpose %m (i, j)[s] -> (j, i) : memref<2x3xf32> to memref<3x2xf32, strided<[1, 3]>>
  return
}

// -----

func.func @rank(%m: memref<2x3x4xf32>) {
  // expected-error @+1 {{'memref.transpose' op expected a permutation map of same rank as the input}}
  %0 = memref.transpose %m (i, j) -> (j, i) : memref<2x3x4xf32> to memref<3x2x4xf32>
  return
}

// -----

func.func @plain_result(%m: memref<2x3xf32>) {
  // expected-error @+1 {{'memref.transpose' op result type 'memref<3x2xf32>' is not equivalent to the canonical transposed input type 'memref<3x2xf32, affine_map<(d0, d1) -> (d0 + d1 * 3)>>'}}
  %0 = memref.transpose %m (i, j) -> (j, i) : memref<2x3xf32> to memref<3x2xf32>
  return
}

// -----

func.func @identity_dynamic(%m: memref<?x?xf32>) {
  // expected-error @+1 {{result type 'memref<?x?xf32>' is not equivalent to the canonical transposed input type 'memref<?x?xf32, affine_map<(d0, d1)[s0] -> (d0 * s0 + d1)>>'}}
  %0 = memref.transpose %m (i, j) -> (i, j) : memref<?x?xf32> to memref<?x?xf32>
  return
}

// -----

func.func @offset(%m: memref<?x?x?xf32, strided<[?, 1, ?], offset: 5>>) {
  // expected-error @+1 {{canonical transposed input type 'memref<?x?x?xf32, affine_map<(d0, d1, d2)[s0, s1] -> (d0 * s0 + d1 + d2 * s1 + 5)>>'}}
  %0 = memref.transpose %m (i, j, k) -> (k, j, i) : memref<?x?x?xf32, strided<[?, 1, ?], offset: 5>> to memref<?x?x?xf32, strided<[?, 1, ?]>>
  return
}

// -----

func.func @dynamic_offset(%m: memref<?x?xf32, strided<[?, 1], offset: ?>>) {
  // expected-error @+1 {{canonical transposed input type 'memref<?x?xf32, affine_map<(d0, d1)[s0, s1] -> (d0 + s0 + d1 * s1)>>'}}
  %0 = memref.transpose %m (i, j) -> (j, i) : memref<?x?xf32, strided<[?, 1], offset: ?>> to memref<?x?xf32, strided<[1, ?]>>
  return
}

// -----

func.func @element(%m: memref<2x3xf32>) {
  // expected-error @+1 {{canonical transposed input type 'memref<3x2xf32, affine_map<(d0, d1) -> (d0 + d1 * 3)>>'}}
  %0 = memref.transpose %m (i, j) -> (j, i) : memref<2x3xf32> to memref<3x2xi32, strided<[1, 3]>>
  return
}

// -----

func.func @space(%m: memref<2x3xf32, 1>) {
  // expected-error @+1 {{canonical transposed input type 'memref<3x2xf32, affine_map<(d0, d1) -> (d0 + d1 * 3)>, 1>'}}
  %0 = memref.transpose %m (i, j) -> (j, i) : memref<2x3xf32, 1> to memref<3x2xf32, strided<[1, 3]>>
  return
}

// -----

func.func @not_strided(%m: memref<2x3xf32>) {
  // expected-error @+1 {{'memref.transpose' op result #0 must be strided memref of any type values, but got 'memref<3x2xf32, affine_map<(d0, d1) -> (d1 floordiv 3 + d0)>>'}}
  %0 = memref.transpose %m (i, j) -> (j, i) : memref<2x3xf32> to memref<3x2xf32, affine_map<(d0, d1) -> (d1 floordiv 3 + d0)>>
  return
}

// -----

func.func @unranked(%m: memref<*xf32>) {
  // expected-error @+1 {{invalid kind of type specified}}
  %0 = memref.transpose %m (i, j) -> (j, i) : memref<*xf32> to memref<3x2xf32, strided<[1, 3]>>
  return
}

// -----

func.func @no_to(%m: memref<2x3xf32>) {
  // expected-error @+1 {{expected 'to'}}
  %0 = memref.transpose %m (i, j) -> (j, i) : memref<2x3xf32> memref<3x2xf32, strided<[1, 3]>>
  return
}

// -----

func.func @one_dim(%m: memref<7xi16, 3>) {
  // expected-error @+1 {{result type 'memref<7xi16, 3>' is not equivalent to the canonical transposed input type 'memref<7xi16, strided<[1]>, 3>'}}
  %0 = memref.transpose %m (i) -> (i) : memref<7xi16, 3> to memref<7xi16, 3>
  return
}

// -----

func.func @result_not_memref(%m: memref<2x3xf32>) {
  // expected-error @+1 {{'memref.transpose' op result #0 must be strided memref of any type values, but got 'i32'}}
  %0 = memref.transpose %m (i, j) -> (j, i) : memref<2x3xf32> to i32
  return
}
