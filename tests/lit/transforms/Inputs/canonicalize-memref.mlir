// Inputs for canonicalize-memref.mlir: memref folds and patterns.
func.func @view_consts(%m: memref<?x?xf32>, %i: index) -> memref<?x?xf32, strided<[?, 1], offset: ?>> {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %v = memref.subview %m[%c2, %i] [%c3, %c2] [%c2, 1] : memref<?x?xf32> to memref<?x?xf32, strided<[?, 1], offset: ?>>
  return %v : memref<?x?xf32, strided<[?, 1], offset: ?>>
}

func.func @view_of_cast(%m: memref<8x16xf32>, %i: index) -> memref<4xf32, strided<[1], offset: ?>> {
  %c = memref.cast %m : memref<8x16xf32> to memref<?x?xf32>
  %v = memref.subview %c[%i, 0] [1, 4] [1, 1] : memref<?x?xf32> to memref<4xf32, strided<[1], offset: ?>>
  return %v : memref<4xf32, strided<[1], offset: ?>>
}

func.func @whole_view(%m: memref<3x5xi32>) -> (memref<3x5xi32>, memref<3x5xi32, strided<[5, 1]>>) {
  %a = memref.subview %m[0, 0] [3, 5] [1, 1] : memref<3x5xi32> to memref<3x5xi32>
  %b = memref.subview %m[0, 0] [3, 5] [1, 1] : memref<3x5xi32> to memref<3x5xi32, strided<[5, 1]>>
  return %a, %b : memref<3x5xi32>, memref<3x5xi32, strided<[5, 1]>>
}

func.func @casts_into_users(%m: memref<6xf32>, %x: f32, %i: index) -> f32 {
  %c = memref.cast %m : memref<6xf32> to memref<?xf32>
  %l = memref.load %c[%i] : memref<?xf32>
  memref.store %x, %c[%i] : memref<?xf32>
  %r = memref.atomic_rmw maximumf %l, %c[%i] : (f32, memref<?xf32>) -> f32
  %u = memref.cast %c : memref<?xf32> to memref<6xf32>
  memref.dealloc %u : memref<6xf32>
  return %r : f32
}

func.func @reshapes(%m: memref<2x3x4xf32>, %n: memref<24xf32>) -> (memref<24xf32>, memref<2x3x4xf32>, memref<2x3x4xf32>) {
  %a = memref.collapse_shape %m [[0, 1], [2]] : memref<2x3x4xf32> into memref<6x4xf32>
  %b = memref.collapse_shape %a [[0, 1]] : memref<6x4xf32> into memref<24xf32>
  %c = memref.expand_shape %n [[0, 1]] output_shape [6, 4] : memref<24xf32> into memref<6x4xf32>
  %d = memref.expand_shape %c [[0, 1], [2]] output_shape [2, 3, 4] : memref<6x4xf32> into memref<2x3x4xf32>
  %e = memref.collapse_shape %d [[0, 1, 2]] : memref<2x3x4xf32> into memref<24xf32>
  %f = memref.expand_shape %e [[0, 1, 2]] output_shape [2, 3, 4] : memref<24xf32> into memref<2x3x4xf32>
  return %b, %d, %f : memref<24xf32>, memref<2x3x4xf32>, memref<2x3x4xf32>
}

func.func @alloc_sizes(%n: index) -> memref<?x?xi8> {
  %c5 = arith.constant 5 : index
  %a = memref.alloc(%c5, %n) {alignment = 16 : i64} : memref<?x?xi8>
  %dead = memref.alloc(%n) : memref<?xi8>
  %z = arith.constant 0 : i8
  %c0 = arith.constant 0 : index
  memref.store %z, %dead[%c0] : memref<?xi8>
  memref.dealloc %dead : memref<?xi8>
  return %a : memref<?x?xi8>
}

func.func @copies(%a: memref<4xf32>, %b: memref<0xf32>, %c: memref<?xf32>) {
  memref.copy %a, %a : memref<4xf32> to memref<4xf32>
  memref.copy %b, %c : memref<0xf32> to memref<?xf32>
  %k = memref.cast %a : memref<4xf32> to memref<?xf32>
  memref.copy %k, %c : memref<?xf32> to memref<?xf32>
  return
}

func.func @metadata_round_trip(%m: memref<?x4xf32>) -> (memref<?x4xf32>, memref<?x?xf32, strided<[?, ?], offset: ?>>) {
  %base, %off, %sz:2, %st:2 = memref.extract_strided_metadata %m : memref<?x4xf32> -> memref<f32>, index, index, index, index, index
  %r = memref.reinterpret_cast %base to offset: [%off], sizes: [%sz#0, %sz#1], strides: [%st#0, %st#1] : memref<f32> to memref<?x4xf32>
  %s = memref.reinterpret_cast %base to offset: [%off], sizes: [%sz#0, 4], strides: [%st#0, 1] : memref<f32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  return %r, %s : memref<?x4xf32>, memref<?x?xf32, strided<[?, ?], offset: ?>>
}

func.func @dims(%m: memref<*xf32>, %shape: memref<3xindex>, %p: memref<?xi8>, %n: index) -> (index, index) {
  %c1 = arith.constant 1 : index
  %c0 = arith.constant 0 : index
  %r = memref.reshape %m(%shape) : (memref<*xf32>, memref<3xindex>) -> memref<*xf32>
  %d = memref.dim %r, %c1 : memref<*xf32>
  %v = memref.reinterpret_cast %p to offset: [0], sizes: [%n], strides: [1] : memref<?xi8> to memref<?xi8>
  %e = memref.dim %v, %c0 : memref<?xi8>
  return %d, %e : index, index
}

func.func @space_casts(%m: memref<4xf32>) -> memref<4xf32, 3> {
  %a = memref.memory_space_cast %m : memref<4xf32> to memref<4xf32, 1>
  %b = memref.memory_space_cast %a : memref<4xf32, 1> to memref<4xf32, 3>
  return %b : memref<4xf32, 3>
}
