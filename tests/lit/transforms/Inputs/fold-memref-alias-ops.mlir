// Loads and stores through views, for fold-memref-alias-ops-oracle.mlir.
func.func @two_level(%m: memref<64x64xf32>, %i: index, %j: index, %o: index) -> f32 {
  %v = memref.subview %m[%o, 8] [16, 16] [1, 2] : memref<64x64xf32> to memref<16x16xf32, strided<[64, 2], offset: ?>>
  %w = memref.subview %v[2, 3] [4, 4] [1, 1] : memref<16x16xf32, strided<[64, 2], offset: ?>> to memref<4x4xf32, strided<[64, 2], offset: ?>>
  %x = memref.load %w[%i, %j] : memref<4x4xf32, strided<[64, 2], offset: ?>>
  return %x : f32
}

func.func @expand_collapse(%m: memref<8x12xi32>, %a: index, %b: index, %c: index, %x: i32) {
  %e = memref.expand_shape %m [[0], [1, 2]] output_shape [8, 3, 4] : memref<8x12xi32> into memref<8x3x4xi32>
  memref.store %x, %e[%a, %b, %c] : memref<8x3x4xi32>
  %f = memref.collapse_shape %m [[0, 1]] : memref<8x12xi32> into memref<96xi32>
  %y = memref.load %f[%a] : memref<96xi32>
  memref.store %y, %f[%b] {nontemporal = true} : memref<96xi32>
  return
}

func.func @affine_in_loop(%m: memref<4x32xf32>, %n: index) {
  %s = memref.subview %m[1, %n] [2, 8] [1, 1] : memref<4x32xf32> to memref<2x8xf32, strided<[32, 1], offset: ?>>
  affine.for %i = 0 to 2 {
    affine.for %j = 0 to 8 {
      %v = affine.load %s[%i, %j + 1] : memref<2x8xf32, strided<[32, 1], offset: ?>>
      affine.store %v, %s[%i, %j] : memref<2x8xf32, strided<[32, 1], offset: ?>>
    }
  }
  return
}

func.func @rank_reduced(%m: memref<5x1x7xf16>, %k: index) -> f16 {
  %s = memref.subview %m[2, 0, 1] [1, 1, 6] [1, 1, 1] : memref<5x1x7xf16> to memref<6xf16, strided<[1], offset: 15>>
  %c = arith.constant 3 : index
  %v = memref.load %s[%c] : memref<6xf16, strided<[1], offset: 15>>
  return %v : f16
}

func.func @zero_rank(%m: memref<1x1xf32>) -> f32 {
  %c = memref.collapse_shape %m [] : memref<1x1xf32> into memref<f32>
  %v = memref.load %c[] : memref<f32>
  return %v : f32
}
