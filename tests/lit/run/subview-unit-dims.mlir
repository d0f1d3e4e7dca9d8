// A rank-reducing subview with several unit dims: the result type's strides
// tell which dims are dropped (the view's strides, source stride times
// subview stride, not the source's own, which are equal here). Every path
// runs it: the interpreter, cmir-run, and cmir's lowering followed by the
// interpreter. MLIR 19 cannot canonicalize @view: its getDroppedDims compares
// the source's strides (docs/mlir19-findings.md).
// RUN: cmir-interp %s -e main -entry-point-result=void | FileCheck %s
// RUN: cmir-run %s -e main -entry-point-result=void | FileCheck %s
// RUN: cmir-opt %s --expand-strided-metadata --finalize-memref-to-llvm --convert-to-llvm \
// RUN:   --reconcile-unrealized-casts | cmir-interp -e main -entry-point-result=void | FileCheck %s
// RUN: cmir-opt %s --expand-strided-metadata | FileCheck %s --check-prefix=EXPAND
// RUN: cmir-opt %s --canonicalize | FileCheck %s --check-prefix=CANON

// CHECK:      2.5
// CHECK-NEXT: 3
// CHECK-NEXT: 6
// CHECK-NEXT: 1, 15, 3
// CHECK-NEXT: 3

// The kept unit dim is source dim 1 (view stride 3 * 5 = 15), dropped dim 0
// (view stride 2 * 5 = 10).
// EXPAND-LABEL: func.func @view(
// EXPAND: memref.reinterpret_cast %{{.*}} to offset: [1], sizes: [1, %arg1], strides: [15, 1] : memref<f64> to memref<1x?xf64, strided<[15, 1], offset: ?>>
func.func @view(%m: memref<4x1x5xf64>, %n: index) -> memref<1x?xf64, strided<[15, 1], offset: ?>> {
  %c0 = arith.constant 0 : index
  %s = memref.subview %m[%c0, 0, 1] [1, 1, %n] [2, 3, 1] : memref<4x1x5xf64> to memref<1x?xf64, strided<[15, 1], offset: ?>>
  return %s : memref<1x?xf64, strided<[15, 1], offset: ?>>
}

// memref.dim of the view's dynamic dim folds to the subview's size operand.
// CANON-LABEL: func.func @dim(
// CANON-NEXT: return %arg1 : index
func.func @dim(%m: memref<4x1x5xf64>, %n: index) -> index {
  %c1 = arith.constant 1 : index
  %s = memref.subview %m[0, 0, 0] [1, 1, %n] [2, 3, 1] : memref<4x1x5xf64> to memref<1x?xf64, strided<[15, 1]>>
  %d = memref.dim %s, %c1 : memref<1x?xf64, strided<[15, 1]>>
  return %d : index
}

func.func private @printI64(i64)
func.func private @printF64(f64)
func.func private @printComma()
func.func private @printNewline()

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  // Source strides [1, 1]: the stride 3 of the result is dim 1's (1 * 3).
  %m = memref.alloc(%c2) : memref<?x1xf64>
  %v = arith.constant 2.5 : f64
  memref.store %v, %m[%c0, %c0] : memref<?x1xf64>
  %s = memref.subview %m[%c0, 0] [1, 1] [%c2, 3] : memref<?x1xf64> to memref<1xf64, strided<[3], offset: ?>>
  %x = memref.load %s[%c0] : memref<1xf64, strided<[3], offset: ?>>
  func.call @printF64(%x) : (f64) -> ()
  func.call @printNewline() : () -> ()
  %b, %o, %sz, %st = memref.extract_strided_metadata %s : memref<1xf64, strided<[3], offset: ?>> -> memref<f64>, index, index, index
  %st64 = arith.index_cast %st : index to i64
  func.call @printI64(%st64) : (i64) -> ()
  func.call @printNewline() : () -> ()
  memref.dealloc %m : memref<?x1xf64>

  %a = memref.alloc() : memref<4x1x5xf64>
  %f = arith.constant 6.0 : f64
  memref.store %f, %a[%c0, %c0, %c3] : memref<4x1x5xf64>
  %w = func.call @view(%a, %c3) : (memref<4x1x5xf64>, index) -> memref<1x?xf64, strided<[15, 1], offset: ?>>
  %y = memref.load %w[%c0, %c2] : memref<1x?xf64, strided<[15, 1], offset: ?>>
  func.call @printF64(%y) : (f64) -> ()
  func.call @printNewline() : () -> ()
  %b2, %o2, %sz2:2, %st2:2 = memref.extract_strided_metadata %w : memref<1x?xf64, strided<[15, 1], offset: ?>> -> memref<f64>, index, index, index, index, index
  %d = memref.dim %w, %c1 : memref<1x?xf64, strided<[15, 1], offset: ?>>
  %p = arith.index_cast %o2 : index to i64
  %q = arith.index_cast %st2#0 : index to i64
  %r = arith.index_cast %d : index to i64
  func.call @printI64(%p) : (i64) -> ()
  func.call @printComma() : () -> ()
  func.call @printI64(%q) : (i64) -> ()
  func.call @printComma() : () -> ()
  func.call @printI64(%r) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %e = func.call @dim(%a, %c3) : (memref<4x1x5xf64>, index) -> index
  %e64 = arith.index_cast %e : index to i64
  func.call @printI64(%e64) : (i64) -> ()
  func.call @printNewline() : () -> ()
  memref.dealloc %a : memref<4x1x5xf64>
  return
}
