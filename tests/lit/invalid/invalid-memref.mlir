// RUN: cmir-opt %s --split-input-file --verify-diagnostics

// memref dialect errors: load/store indices and types, allocation operands,
// casts, subview, reinterpret_cast, expand/collapse_shape, globals, and other
// memref operations.

func.func @load_too_few_indices(%m: memref<4x4xf32>, %i: index) {
  // expected-error@+1 {{'memref.load' op incorrect number of indices for load, expected 2 but got 1}}
  %0 = memref.load %m[%i] : memref<4x4xf32>
  return
}

// -----

func.func @load_too_many_indices(%m: memref<4xf32>, %i: index) {
  // expected-error@+1 {{'memref.load' op incorrect number of indices for load, expected 1 but got 2}}
  %0 = memref.load %m[%i, %i] : memref<4xf32>
  return
}

// -----

func.func @store_index_count(%m: memref<4x4xf32>, %v: f32, %i: index) {
  // expected-error@+1 {{'memref.store' op store index operand count not equal to memref rank}}
  memref.store %v, %m[%i] : memref<4x4xf32>
  return
}

// -----

// expected-note@+1 {{prior use here}}
func.func @store_value_type(%m: memref<4xi32>, %v: f32, %i: index) {
  // expected-error@+1 {{use of value '%v' expects different type than prior uses: 'i32' vs 'f32'}}
  memref.store %v, %m[%i] : memref<4xi32>
  return
}

// -----

func.func @store_generic_value_type(%m: memref<4xi32>, %v: f32, %i: index) {
  // expected-error@+1 {{'memref.store' op failed to verify that type of 'value' matches element type of 'memref'}}
  "memref.store"(%v, %m, %i) : (f32, memref<4xi32>, index) -> ()
  return
}

// -----

// expected-note@+1 {{prior use here}}
func.func @load_index_type(%m: memref<4xf32>, %i: i32) {
  // expected-error@+1 {{use of value '%i' expects different type than prior uses: 'index' vs 'i32'}}
  %0 = memref.load %m[%i] : memref<4xf32>
  return
}

// -----

func.func @load_generic_index_type(%m: memref<4xf32>, %i: i32) {
  // expected-error@+1 {{'memref.load' op operand #1 must be variadic of index, but got 'i32'}}
  %0 = "memref.load"(%m, %i) : (memref<4xf32>, i32) -> f32
  return
}

// -----

func.func @load_generic_result_type(%m: memref<4xf32>, %i: index) {
  // expected-error@+1 {{'memref.load' op failed to verify that result type matches element type of 'memref'}}
  %0 = "memref.load"(%m, %i) : (memref<4xf32>, index) -> f64
  return
}

// -----

func.func @load_from_tensor(%t: tensor<4xf32>, %i: index) {
  // expected-error@+1 {{custom op 'memref.load' invalid kind of type specified}}
  %0 = memref.load %t[%i] : tensor<4xf32>
  return
}

// -----

func.func @alloc_dynamic_size_count(%n: index) {
  // expected-error@+1 {{'memref.alloc' op dimension operand count does not equal memref dynamic dimension count}}
  %0 = memref.alloc(%n) : memref<?x?xf32>
  return
}

// -----

func.func @alloc_too_many_sizes(%n: index) {
  // expected-error@+1 {{'memref.alloc' op dimension operand count does not equal memref dynamic dimension count}}
  %0 = memref.alloc(%n) : memref<4xf32>
  return
}

// -----

func.func @alloc_symbol_count(%n: index) {
  // expected-error@+1 {{'memref.alloc' op symbol operand count does not equal memref symbol count: expected 0, got 1}}
  %0 = memref.alloc()[%n] : memref<4xf32>
  return
}

// -----

func.func @alloc_unranked() {
  // expected-error@+1 {{custom op 'memref.alloc' invalid kind of type specified}}
  %0 = memref.alloc() : memref<*xf32>
  return
}

// -----

func.func @alloc_tensor() {
  // expected-error@+1 {{custom op 'memref.alloc' invalid kind of type specified}}
  %0 = memref.alloc() : tensor<4xf32>
  return
}

// -----

func.func @alloca_dynamic_size_count() {
  // expected-error@+1 {{'memref.alloca' op dimension operand count does not equal memref dynamic dimension count}}
  %0 = memref.alloca() : memref<?xf32>
  return
}

// -----

func.func @dealloc_tensor(%t: tensor<4xf32>) {
  // expected-error@+1 {{custom op 'memref.dealloc' invalid kind of type specified}}
  memref.dealloc %t : tensor<4xf32>
  return
}

// -----

func.func @cast_incompatible_shape(%m: memref<4xf32>) {
  // expected-error@+1 {{'memref.cast' op operand type 'memref<4xf32>' and result type 'memref<5xf32>' are cast incompatible}}
  %0 = memref.cast %m : memref<4xf32> to memref<5xf32>
  return
}

// -----

func.func @cast_incompatible_element(%m: memref<4xf32>) {
  // expected-error@+1 {{'memref.cast' op operand type 'memref<4xf32>' and result type 'memref<4xi32>' are cast incompatible}}
  %0 = memref.cast %m : memref<4xf32> to memref<4xi32>
  return
}

// -----

func.func @cast_unranked_to_unranked(%m: memref<*xf32>) {
  // expected-error@+1 {{'memref.cast' op operand type 'memref<*xf32>' and result type 'memref<*xf32>' are cast incompatible}}
  %0 = memref.cast %m : memref<*xf32> to memref<*xf32>
  return
}

// -----

func.func @cast_memory_space(%m: memref<4xf32>) {
  // expected-error@+1 {{'memref.cast' op operand type 'memref<4xf32>' and result type 'memref<4xf32, 1>' are cast incompatible}}
  %0 = memref.cast %m : memref<4xf32> to memref<4xf32, 1>
  return
}

// -----

func.func @cast_rank(%m: memref<4xf32>) {
  // expected-error@+1 {{'memref.cast' op operand type 'memref<4xf32>' and result type 'memref<4x1xf32>' are cast incompatible}}
  %0 = memref.cast %m : memref<4xf32> to memref<4x1xf32>
  return
}

// -----

func.func @subview_result_type(%m: memref<8x16xf32>) {
  // expected-error@+1 {{expected result type to be 'memref<4x4xf32, strided<[16, 1]>>' or a rank-reduced version. (mismatch of result layout)}}
  %0 = memref.subview %m[0, 0] [4, 4] [1, 1] : memref<8x16xf32> to memref<4x4xf32>
  return
}

// -----

func.func @subview_offset_count(%m: memref<8x16xf32>) {
  // expected-error@+1 {{expected mixed offsets rank to match mixed sizes rank (1 vs 2) so the rank of the result type is well-formed.}}
  %0 = memref.subview %m[0] [4, 4] [1, 1] : memref<8x16xf32> to memref<4x4xf32, strided<[16, 1]>>
  return
}

// -----

func.func @subview_element_type(%m: memref<8x16xf32>) {
  // expected-error@+1 {{expected result element type to be 'f32'}}
  %0 = memref.subview %m[0, 0] [4, 4] [1, 1] : memref<8x16xf32> to memref<4x4xi32, strided<[16, 1]>>
  return
}

// -----

func.func @subview_rank_reduction(%m: memref<8x16xf32>) {
  // expected-error@+1 {{expected result type to be 'memref<4x4xf32, strided<[16, 1]>>' or a rank-reduced version. (mismatch of result sizes)}}
  %0 = memref.subview %m[0, 0] [4, 4] [1, 1] : memref<8x16xf32> to memref<16xf32, strided<[1]>>
  return
}

// -----

func.func @reinterpret_cast_size(%m: memref<8x16xf32>) {
  // expected-error@+1 {{expected result type with size = 10 instead of 128 in dim = 0}}
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [10], strides: [1] : memref<8x16xf32> to memref<128xf32>
  return
}

// -----

func.func @reinterpret_cast_stride(%m: memref<8x16xf32>) {
  // expected-error@+1 {{expected result type with stride = 1 instead of 8 in dim = 0}}
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [16, 8], strides: [1, 1] : memref<8x16xf32> to memref<16x8xf32>
  return
}

// -----

func.func @reinterpret_cast_element_type(%m: memref<8x16xf32>) {
  // expected-error@+1 {{different element types specified for source type 'memref<8x16xf32>' and result memref type 'memref<128xi32>'}}
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [128], strides: [1] : memref<8x16xf32> to memref<128xi32>
  return
}

// -----

func.func @reinterpret_cast_size_count(%m: memref<8x16xf32>) {
  // expected-error@+1 {{expected mixed sizes rank to match mixed strides rank (2 vs 1) so the rank of the result type is well-formed.}}
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [8, 16], strides: [1] : memref<8x16xf32> to memref<128xf32>
  return
}

// -----

func.func @expand_shape_reassociation_count(%m: memref<128xf32>) {
  // expected-error@+1 {{'memref.expand_shape' op invalid number of reassociation groups: found 2, expected 1}}
  %0 = memref.expand_shape %m [[0, 1], [2]] output_shape [8, 16] : memref<128xf32> into memref<8x16xf32>
  return
}

// -----

func.func @expand_shape_size_mismatch(%m: memref<128xf32>) {
  // expected-error@+1 {{'memref.expand_shape' op collapsed dim size (128) must equal reassociation group size (64)}}
  %0 = memref.expand_shape %m [[0, 1]] output_shape [8, 8] : memref<128xf32> into memref<8x8xf32>
  return
}

// -----

func.func @expand_shape_output_shape_mismatch(%m: memref<128xf32>) {
  // expected-error@+1 {{'memref.expand_shape' op invalid output shape provided at pos 0}}
  %0 = memref.expand_shape %m [[0, 1]] output_shape [16, 8] : memref<128xf32> into memref<8x16xf32>
  return
}

// -----

func.func @collapse_shape_not_contiguous(%m: memref<2x3x4xf32>) {
  // expected-error@+1 {{'memref.collapse_shape' op reassociation indices must be contiguous}}
  %0 = memref.collapse_shape %m [[0, 2], [1]] : memref<2x3x4xf32> into memref<8x3xf32>
  return
}

// -----

func.func @collapse_shape_result_type(%m: memref<8x16xf32>) {
  // expected-error@+1 {{'memref.collapse_shape' op collapsed dim size (100) must equal reassociation group size (128)}}
  %0 = memref.collapse_shape %m [[0, 1]] : memref<8x16xf32> into memref<100xf32>
  return
}

// -----

func.func @collapse_shape_missing_dim(%m: memref<2x3x4xf32>) {
  // expected-error@+1 {{'memref.collapse_shape' op expanded rank (3) inconsistent with number of reassociation indices (2)}}
  %0 = memref.collapse_shape %m [[0, 1]] : memref<2x3x4xf32> into memref<6xf32>
  return
}

// -----

// expected-error@+1 {{custom op 'memref.global' type should be static shaped memref, but got 'memref<?xf32>'}}
memref.global @dynamic_global : memref<?xf32>

// -----

// expected-error@+1 {{custom op 'memref.global' type should be static shaped memref, but got 'tensor<4xf32>'}}
memref.global @tensor_global : tensor<4xf32>

// -----

// expected-error@+1 {{inferred shape of elements literal ([2]) does not match type ([4])}}
memref.global "private" @initial_value_shape : memref<4xf32> = dense<[1.0, 2.0]>

// -----

// expected-error@+1 {{expected floating-point elements, but parsed integer}}
memref.global "private" @initial_value_type : memref<2xf32> = dense<[1, 2]> : tensor<2xi32>

// -----

// expected-error@+1 {{alignment attribute value 3 is not a power of 2}}
memref.global "private" @bad_alignment : memref<4xf32> = uninitialized {alignment = 3}

// -----

memref.global "private" @bad_initial_value : memref<4xf32> = 1.0
// expected-error@+1 {{floating point value not valid for specified type}}

// -----

func.func @get_global_undefined() {
  // expected-error@+1 {{'memref.get_global' op 'missing' does not reference a valid global memref}}
  %0 = memref.get_global @missing : memref<2xf32>
  return
}

// -----

memref.global "private" @g : memref<2xf32> = uninitialized
func.func @get_global_type() {
  // expected-error@+1 {{'memref.get_global' op result type 'memref<3xf32>' does not match type 'memref<2xf32>' of the global memref @g}}
  %0 = memref.get_global @g : memref<3xf32>
  return
}

// -----

func.func @get_global_not_global() {
  // expected-error@+1 {{'memref.get_global' op 'get_global_not_global' does not reference a valid global memref}}
  %0 = memref.get_global @get_global_not_global : memref<2xf32>
  return
}

// -----

// expected-note@+1 {{prior use here}}
func.func @dim_index_type(%m: memref<4xf32>, %i: i32) {
  // expected-error@+1 {{use of value '%i' expects different type than prior uses: 'index' vs 'i32'}}
  %0 = memref.dim %m, %i : memref<4xf32>
  return
}

// -----

func.func @dim_tensor(%t: tensor<4xf32>, %i: index) {
  // expected-error@+1 {{'memref.dim' op operand #0 must be unranked.memref of any type values or non-0-ranked.memref of any type values, but got 'tensor<4xf32>'}}
  %0 = memref.dim %t, %i : tensor<4xf32>
  return
}

// -----

func.func @rank_of_scalar(%f: f32) {
  // expected-error@+1 {{custom op 'memref.rank' invalid kind of type specified}}
  %0 = memref.rank %f : f32
  return
}

// -----

func.func @copy_element_type(%a: memref<4xf32>, %b: memref<4xi32>) {
  // expected-error@+1 {{'memref.copy' op requires the same element type for all operands}}
  memref.copy %a, %b : memref<4xf32> to memref<4xi32>
  return
}

// -----

func.func @copy_shape(%a: memref<4xf32>, %b: memref<5xf32>) {
  // expected-error@+1 {{'memref.copy' op requires the same shape for all operands}}
  memref.copy %a, %b : memref<4xf32> to memref<5xf32>
  return
}

// -----

func.func @extract_strided_metadata_results(%m: memref<8x16xf32>) {
  // expected-error@+2 {{'memref.extract_strided_metadata' op inferred type(s) 'memref<f32>', 'index', 'index', 'index', 'index', 'index' are incompatible with return type(s) of operation 'memref<f32>', 'index', 'index', 'index'}}
  // expected-error@+1 {{'memref.extract_strided_metadata' op failed to infer returned types}}
  %0:4 = "memref.extract_strided_metadata"(%m) : (memref<8x16xf32>) -> (memref<f32>, index, index, index)
  return
}

// -----

func.func @extract_aligned_pointer_result(%m: memref<8xf32>) {
  // expected-error@+1 {{'memref.extract_aligned_pointer_as_index' op result #0 must be index, but got 'i64'}}
  %0 = "memref.extract_aligned_pointer_as_index"(%m) : (memref<8xf32>) -> i64
  return
}
