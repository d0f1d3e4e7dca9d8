// Functions for expand-strided-metadata's patterns on
// memref.extract_strided_metadata and extract_aligned_pointer_as_index.
memref.global "private" constant @table : memref<6x7xi8> = dense<3>

func.func @static_source(%m: memref<6x3xf16, strided<[5, 1], offset: 7>>) -> (index, index, index, index, index) {
  %b, %o, %s:2, %t:2 = memref.extract_strided_metadata %m : memref<6x3xf16, strided<[5, 1], offset: 7>> -> memref<f16>, index, index, index, index, index
  return %o, %s#0, %s#1, %t#0, %t#1 : index, index, index, index, index
}

func.func @of_alloc(%n: index, %k: index) -> (memref<i32>, index, index, index, index, index, index, index, index) {
  %a = memref.alloc(%n, %k) : memref<?x9x?xi32>
  %b, %o, %s:3, %t:3 = memref.extract_strided_metadata %a : memref<?x9x?xi32> -> memref<i32>, index, index, index, index, index, index, index
  return %b, %o, %s#0, %s#1, %s#2, %t#0, %t#1, %t#2, %n : memref<i32>, index, index, index, index, index, index, index, index
}

func.func @of_alloca_unused_base(%n: index) -> (index, index) {
  %a = memref.alloca(%n) : memref<3x?xf32>
  %b, %o, %s:2, %t:2 = memref.extract_strided_metadata %a : memref<3x?xf32> -> memref<f32>, index, index, index, index, index
  return %s#1, %t#0 : index, index
}

func.func @of_global() -> (memref<i8>, index, index) {
  %g = memref.get_global @table : memref<6x7xi8>
  %b, %o, %s:2, %t:2 = memref.extract_strided_metadata %g : memref<6x7xi8> -> memref<i8>, index, index, index, index, index
  return %b, %s#1, %t#0 : memref<i8>, index, index
}

func.func @of_reinterpret(%m: memref<?xf64>, %off: index, %sz: index) -> (memref<f64>, index, index, index, index, index) {
  %r = memref.reinterpret_cast %m to offset: [%off], sizes: [%sz, 4], strides: [4, 1] : memref<?xf64> to memref<?x4xf64, strided<[4, 1], offset: ?>>
  %b, %o, %s:2, %t:2 = memref.extract_strided_metadata %r : memref<?x4xf64, strided<[4, 1], offset: ?>> -> memref<f64>, index, index, index, index, index
  return %b, %o, %s#0, %s#1, %t#0, %t#1 : memref<f64>, index, index, index, index, index
}

func.func @of_cast(%m: memref<8x?xf32, strided<[?, 1], offset: ?>>) -> (memref<f32>, index, index, index, index, index) {
  %c = memref.cast %m : memref<8x?xf32, strided<[?, 1], offset: ?>> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  %b, %o, %s:2, %t:2 = memref.extract_strided_metadata %c : memref<?x?xf32, strided<[?, ?], offset: ?>> -> memref<f32>, index, index, index, index, index
  return %b, %o, %s#0, %s#1, %t#0, %t#1 : memref<f32>, index, index, index, index, index
}

func.func @of_base(%m: memref<?x?xi64>) -> (memref<i64>, index) {
  %b, %o, %s:2, %t:2 = memref.extract_strided_metadata %m : memref<?x?xi64> -> memref<i64>, index, index, index, index, index
  %b2, %o2 = memref.extract_strided_metadata %b : memref<i64> -> memref<i64>, index
  return %b2, %o2 : memref<i64>, index
}

func.func @of_subview(%m: memref<?x10xf32>, %i: index) -> (memref<f32>, index, index, index, index) {
  %v = memref.subview %m[%i, 3][2, 5][1, 2] : memref<?x10xf32> to memref<2x5xf32, strided<[10, 2], offset: ?>>
  %b, %o, %s:2, %t:2 = memref.extract_strided_metadata %v : memref<2x5xf32, strided<[10, 2], offset: ?>> -> memref<f32>, index, index, index, index, index
  return %b, %o, %s#1, %t#0, %t#1 : memref<f32>, index, index, index, index
}

func.func @of_collapse(%m: memref<?x6x?xi16>) -> (memref<i16>, index, index, index) {
  %c = memref.collapse_shape %m [[0], [1, 2]] : memref<?x6x?xi16> into memref<?x?xi16>
  %b, %o, %s:2, %t:2 = memref.extract_strided_metadata %c : memref<?x?xi16> -> memref<i16>, index, index, index, index, index
  return %b, %s#0, %s#1, %t#0 : memref<i16>, index, index, index
}

func.func @of_expand(%m: memref<24xi16>) -> (memref<i16>, index, index, index) {
  %e = memref.expand_shape %m [[0, 1]] output_shape [4, 6] : memref<24xi16> into memref<4x6xi16>
  %b, %o, %s:2, %t:2 = memref.extract_strided_metadata %e : memref<4x6xi16> -> memref<i16>, index, index, index, index, index
  return %b, %o, %s#1, %t#0 : memref<i16>, index, index, index
}

func.func @collapse_single_stride(%m: memref<?x?x5xf32, strided<[?, ?, 1], offset: ?>>) -> memref<?x?xf32, strided<[?, 1], offset: ?>> {
  %c = memref.collapse_shape %m [[0], [1, 2]] : memref<?x?x5xf32, strided<[?, ?, 1], offset: ?>> into memref<?x?xf32, strided<[?, 1], offset: ?>>
  return %c : memref<?x?xf32, strided<[?, 1], offset: ?>>
}

func.func @pointer_of_views(%m: memref<4x4xf32>, %u: memref<16xi8>) -> (index, index, index, index, index) {
  %s = memref.subview %m[1, 1][2, 2][1, 1] : memref<4x4xf32> to memref<2x2xf32, strided<[4, 1], offset: 5>>
  %c = memref.collapse_shape %m [[0, 1]] : memref<4x4xf32> into memref<16xf32>
  %t = memref.transpose %m (i, j) -> (j, i) : memref<4x4xf32> to memref<4x4xf32, strided<[1, 4]>>
  %z = arith.constant 0 : index
  %v = memref.view %u[%z][] : memref<16xi8> to memref<2x2xf32>
  %k = memref.memory_space_cast %m : memref<4x4xf32> to memref<4x4xf32, 3>
  %p0 = memref.extract_aligned_pointer_as_index %s : memref<2x2xf32, strided<[4, 1], offset: 5>> -> index
  %p1 = memref.extract_aligned_pointer_as_index %c : memref<16xf32> -> index
  %p2 = memref.extract_aligned_pointer_as_index %t : memref<4x4xf32, strided<[1, 4]>> -> index
  %p3 = memref.extract_aligned_pointer_as_index %v : memref<2x2xf32> -> index
  %p4 = memref.extract_aligned_pointer_as_index %k : memref<4x4xf32, 3> -> index
  return %p0, %p1, %p2, %p3, %p4 : index, index, index, index, index
}
