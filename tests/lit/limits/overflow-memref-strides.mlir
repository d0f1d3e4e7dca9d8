// Strides, offsets and reassociation sizes of memrefs with sizes near
// 2^62: products that do not fit in 64 bits are never wrapped (the
// sanitizer build runs this). A canonical stride that does not fit is
// unknown, as a dynamic one is; a reassociation group whose size does not
// fit is an error (MLIR 19's product wraps).
// RUN: cmir-opt %s -split-input-file -verify-diagnostics | FileCheck %s
// RUN: cmir-opt %s -split-input-file -verify-diagnostics --expand-strided-metadata \
// RUN:   --finalize-memref-to-llvm --convert-to-llvm --reconcile-unrealized-casts \
// RUN:   | FileCheck %s --check-prefix=LLVM

// The strides of memref<2x4611686018427387904x4xf32> are [?, 4, 1]: a
// subview keeps the first unknown.
// CHECK-LABEL: func.func @unknown_stride
// CHECK: memref.subview %arg0[1, 1, 0] [1, 2, 2] [1, 1, 1] : memref<2x4611686018427387904x4xf32> to memref<1x2x2xf32, strided<[?, 4, 1], offset: ?>>
// LLVM-LABEL: llvm.func @unknown_stride
func.func @unknown_stride(%m: memref<2x4611686018427387904x4xf32>) -> memref<1x2x2xf32, strided<[?, 4, 1], offset: ?>> {
  %s = memref.subview %m[1, 1, 0][1, 2, 2][1, 1, 1] : memref<2x4611686018427387904x4xf32> to memref<1x2x2xf32, strided<[?, 4, 1], offset: ?>>
  return %s : memref<1x2x2xf32, strided<[?, 4, 1], offset: ?>>
}

// -----

// CHECK-LABEL: func.func @large_static_stride
// LLVM-LABEL: llvm.func @large_static_stride
// LLVM: llvm.mlir.constant(4611686018427387904 : index) : i64
func.func @large_static_stride(%m: memref<4611686018427387904x4xf32>) -> memref<2x2xf32, strided<[4611686018427387904, 1], offset: 4>> {
  %s = memref.subview %m[1, 0][2, 2][1152921504606846976, 1] : memref<4611686018427387904x4xf32> to memref<2x2xf32, strided<[4611686018427387904, 1], offset: 4>>
  return %s : memref<2x2xf32, strided<[4611686018427387904, 1], offset: 4>>
}

// -----

// CHECK-LABEL: func.func @reinterpret
// LLVM-LABEL: llvm.func @reinterpret
func.func @reinterpret(%m: memref<4xf32>) -> memref<2x4611686018427387904x4xf32> {
  %s = memref.reinterpret_cast %m to offset: [0], sizes: [2, 4611686018427387904, 4], strides: [0, 4, 1] : memref<4xf32> to memref<2x4611686018427387904x4xf32>
  return %s : memref<2x4611686018427387904x4xf32>
}

// -----

// CHECK-LABEL: func.func @expand_collapse
// LLVM-LABEL: llvm.func @expand_collapse
func.func @expand_collapse(%m: memref<4611686018427387904xf32>) -> memref<4611686018427387904xf32> {
  %e = memref.expand_shape %m [[0, 1]] output_shape [4611686018427387904, 1] : memref<4611686018427387904xf32> into memref<4611686018427387904x1xf32>
  %c = memref.collapse_shape %e [[0, 1]] : memref<4611686018427387904x1xf32> into memref<4611686018427387904xf32>
  return %c : memref<4611686018427387904xf32>
}

// -----

func.func @collapse_group_overflow(%m: memref<4611686018427387904x4xf32>) -> memref<0xf32> {
  // expected-error@+1 {{'memref.collapse_shape' op size of reassociation group 0 does not fit in 64 bits}}
  %s = memref.collapse_shape %m [[0, 1]] : memref<4611686018427387904x4xf32> into memref<0xf32>
  return %s : memref<0xf32>
}

// -----

func.func @expand_group_overflow(%m: memref<0xf32>) -> memref<4611686018427387904x4xf32> {
  // expected-error@+1 {{'memref.expand_shape' op size of reassociation group 0 does not fit in 64 bits}}
  %s = memref.expand_shape %m [[0, 1]] output_shape [4611686018427387904, 4] : memref<0xf32> into memref<4611686018427387904x4xf32>
  return %s : memref<4611686018427387904x4xf32>
}
