// RUN: cmir-opt %s --split-input-file --verify-diagnostics

// Verifier errors of the memref ops beyond invalid-memref.mlir: view,
// reshape, realloc, memory_space_cast, assume_alignment, alloca_scope,
// prefetch, and layouts that subview, expand_shape and collapse_shape reject.

func.func @view_size_count(%m: memref<2048xi8>, %i: index) {
  // expected-error@+1 {{incorrect number of size operands for type 'memref<?x4xf32>'}}
  %0 = memref.view %m[%i][] : memref<2048xi8> to memref<?x4xf32>
  return
}

// -----

func.func @view_layout(%m: memref<2048xi8>, %i: index) {
  // expected-error@+1 {{unsupported map for result memref type 'memref<4x4xf32, strided<[8, 1]>>'}}
  %0 = memref.view %m[%i][] : memref<2048xi8> to memref<4x4xf32, strided<[8, 1]>>
  return
}

// -----

func.func @view_source(%m: memref<2048xf32>, %i: index) {
  // expected-error@+1 {{'memref.view' op operand #0 must be 1D memref of 8-bit signless integer values, but got 'memref<2048xf32>'}}
  %0 = memref.view %m[%i][] : memref<2048xf32> to memref<4x4xf32>
  return
}

// -----

func.func @reshape_dynamic_shape(%u: memref<*xf32>, %s: memref<?xi32>) {
  // expected-error@+1 {{'memref.reshape' op cannot use shape operand with dynamic length to reshape to statically-ranked memref type}}
  %0 = memref.reshape %u(%s) : (memref<*xf32>, memref<?xi32>) -> memref<?x?xf32>
  return
}

// -----

func.func @reshape_rank(%u: memref<*xf32>, %s: memref<3xi32>) {
  // expected-error@+1 {{'memref.reshape' op length of shape operand differs from the result's memref rank}}
  %0 = memref.reshape %u(%s) : (memref<*xf32>, memref<3xi32>) -> memref<?x?xf32>
  return
}

// -----

func.func @realloc_missing_size(%m: memref<4xf32>) {
  // expected-error@+1 {{missing dimension operand for result type 'memref<?xf32>'}}
  %0 = memref.realloc %m : memref<4xf32> to memref<?xf32>
  return
}

// -----

func.func @realloc_rank(%m: memref<4x4xf32>) {
  // expected-error@+1 {{'memref.realloc' op operand #0 must be 1D memref of any type values, but got 'memref<4x4xf32>'}}
  %0 = memref.realloc %m : memref<4x4xf32> to memref<8xf32>
  return
}

// -----

func.func @memory_space_cast_shape(%m: memref<4xf32>) {
  // expected-error@+1 {{'memref.memory_space_cast' op operand type 'memref<4xf32>' and result type 'memref<?xf32, 1>' are cast incompatible}}
  %0 = memref.memory_space_cast %m : memref<4xf32> to memref<?xf32, 1>
  return
}

// -----

func.func @assume_alignment_power_of_two(%m: memref<4xf32>) {
  // expected-error@+1 {{'memref.assume_alignment' op alignment must be power of 2}}
  memref.assume_alignment %m, 3 : memref<4xf32>
  return
}

// -----

func.func @alloca_scope_return_parent() {
  // expected-error@+1 {{'memref.alloca_scope.return' op expects parent op 'memref.alloca_scope'}}
  "memref.alloca_scope.return"() : () -> ()
}

// -----

// A module is no automatic allocation scope.
// expected-error@+1 {{'memref.alloca' op requires an ancestor op with AutomaticAllocationScope trait}}
%alloca_outside_scope = memref.alloca() : memref<4xf32>

// -----

func.func @prefetch_rw(%m: memref<4xf32>, %i: index) {
  // expected-error@+1 {{custom op 'memref.prefetch' rw specifier has to be 'read' or 'write'}}
  memref.prefetch %m[%i], rw, locality<3>, data : memref<4xf32>
  return
}

// -----

func.func @prefetch_locality(%m: memref<4xf32>, %i: index) {
  // expected-error@+1 {{'memref.prefetch' op attribute 'localityHint' failed to satisfy constraint: 32-bit signless integer attribute whose minimum value is 0 whose maximum value is 3}}
  memref.prefetch %m[%i], read, locality<5>, data : memref<4xf32>
  return
}

// -----

func.func @subview_not_strided(%m: memref<4xf32, affine_map<(d0) -> (d0 floordiv 2)>>) {
  // expected-error@+1 {{base type 'memref<4xf32, affine_map<(d0) -> (d0 floordiv 2)>>' is not strided}}
  %0 = memref.subview %m[0] [4] [1] : memref<4xf32, affine_map<(d0) -> (d0 floordiv 2)>> to memref<4xf32, strided<[1]>>
  return
}

// -----

// Of the unit dims, the one whose stride is missing is dropped: here the
// last, so the remaining strides must be [4, 1].
func.func @subview_dropped_stride(%m: memref<1x4x1xf32>) {
  // expected-error@+1 {{expected result type to be 'memref<1x4x1xf32, strided<[4, 1, 1]>>' or a rank-reduced version. (mismatch of result layout)}}
  %0 = memref.subview %m[0, 0, 0] [1, 4, 1] [1, 1, 1] : memref<1x4x1xf32> to memref<1x4xf32, strided<[4, 2]>>
  return
}

// -----

func.func @subview_index_list(%m: memref<4xf32>) {
  // expected-error@+2 {{custom op 'memref.subview' expected SSA value or integer}}
  // expected-error@+1 {{expected ']' in dynamic index list}}
  %0 = memref.subview %m[0 [4] [1] : memref<4xf32> to memref<4xf32, strided<[1]>>
  return
}

// -----

func.func @expand_shape_dynamicity(%m: memref<4xf32>, %i: index) {
  // expected-error@+1 {{'memref.expand_shape' op collapsed dim (0) must be dynamic if and only if reassociation group is dynamic}}
  %0 = memref.expand_shape %m [[0, 1]] output_shape [%i, 4] : memref<4xf32> into memref<?x4xf32>
  return
}

// -----

func.func @expand_shape_layout(%m: memref<8x4xf32, strided<[4, 2]>>) {
  // expected-error@+1 {{'memref.expand_shape' op expected expanded type to be 'memref<8x2x2xf32, strided<[4, 4, 2]>>' but found 'memref<8x2x2xf32>'}}
  %0 = memref.expand_shape %m [[0], [1, 2]] output_shape [8, 2, 2] : memref<8x4xf32, strided<[4, 2]>> into memref<8x2x2xf32>
  return
}

// -----

func.func @collapse_shape_non_contiguous(%m: memref<8x4xf32, strided<[8, 1]>>) {
  // expected-error@+1 {{'memref.collapse_shape' op invalid source layout map or collapsing non-contiguous dims}}
  %0 = memref.collapse_shape %m [[0, 1]] : memref<8x4xf32, strided<[8, 1]>> into memref<32xf32>
  return
}

// -----

func.func @collapse_shape_offset(%m: memref<8x4xf32, strided<[4, 1], offset: 3>>) {
  // expected-error@+1 {{'memref.collapse_shape' op expected collapsed type to be 'memref<32xf32, strided<[1], offset: 3>>' but found 'memref<32xf32>'}}
  %0 = memref.collapse_shape %m [[0, 1]] : memref<8x4xf32, strided<[4, 1], offset: 3>> into memref<32xf32>
  return
}
