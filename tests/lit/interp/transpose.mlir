// RUN: cmir-interp %s | FileCheck %s
// RUN: cmir-opt %s --convert-scf-to-cf --expand-strided-metadata --lower-affine --finalize-memref-to-llvm --convert-to-llvm --reconcile-unrealized-casts | cmir-interp | FileCheck %s
// memref.transpose as a view: the same elements through permuted sizes and
// strides, before and after the lowering to the LLVM dialect (a new
// descriptor). The expected output is what mlir-cpu-runner-19 prints for
// mlir-opt-19's lowering of this module (the second RUN line's pipeline).
func.func private @printI64(i64)
func.func private @printComma()
func.func private @printNewline()

// Prints m row by row, then its sizes.
func.func @show(%m: memref<?x?xi64, strided<[?, ?], offset: ?>>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %rows = memref.dim %m, %c0 : memref<?x?xi64, strided<[?, ?], offset: ?>>
  %cols = memref.dim %m, %c1 : memref<?x?xi64, strided<[?, ?], offset: ?>>
  scf.for %i = %c0 to %rows step %c1 {
    scf.for %j = %c0 to %cols step %c1 {
      %v = memref.load %m[%i, %j] : memref<?x?xi64, strided<[?, ?], offset: ?>>
      func.call @printI64(%v) : (i64) -> ()
      func.call @printComma() : () -> ()
    }
    func.call @printNewline() : () -> ()
  }
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c10 = arith.constant 10 : i64
  // a[i][j] = 10 * i + j for a 3x4 buffer
  %a = memref.alloc() : memref<3x4xi64>
  scf.for %i = %c0 to %c3 step %c1 {
    scf.for %j = %c0 to %c4 step %c1 {
      %ii = arith.index_cast %i : index to i64
      %jj = arith.index_cast %j : index to i64
      %t = arith.muli %ii, %c10 : i64
      %v = arith.addi %t, %jj : i64
      memref.store %v, %a[%i, %j] : memref<3x4xi64>
    }
  }
  // the whole buffer transposed: 4x3, column k of a as row k
  %t = memref.transpose %a (i, j) -> (j, i) : memref<3x4xi64> to memref<4x3xi64, strided<[1, 4]>>
  %tc = memref.cast %t : memref<4x3xi64, strided<[1, 4]>> to memref<?x?xi64, strided<[?, ?], offset: ?>>
  func.call @show(%tc) : (memref<?x?xi64, strided<[?, ?], offset: ?>>) -> ()
  // a 2x2 window at (1, 1), transposed: the offset carries over
  %w = memref.subview %a[1, 1] [2, 2] [1, 1] : memref<3x4xi64> to memref<2x2xi64, strided<[4, 1], offset: 5>>
  %wt = memref.transpose %w (i, j) -> (j, i) : memref<2x2xi64, strided<[4, 1], offset: 5>> to memref<2x2xi64, strided<[1, 4], offset: 5>>
  %wc = memref.cast %wt : memref<2x2xi64, strided<[1, 4], offset: 5>> to memref<?x?xi64, strided<[?, ?], offset: ?>>
  func.call @show(%wc) : (memref<?x?xi64, strided<[?, ?], offset: ?>>) -> ()
  // a store through the transposed view lands in the buffer: a[2][1]
  %m1 = arith.constant -1 : i64
  memref.store %m1, %t[%c1, %c2] : memref<4x3xi64, strided<[1, 4]>>
  %back = memref.load %a[%c2, %c1] : memref<3x4xi64>
  func.call @printI64(%back) : (i64) -> ()
  func.call @printNewline() : () -> ()
  // the identity permutation is the source itself
  %id = memref.transpose %a (i, j) -> (i, j) : memref<3x4xi64> to memref<3x4xi64>
  %e = memref.load %id[%c2, %c3] : memref<3x4xi64>
  func.call @printI64(%e) : (i64) -> ()
  func.call @printNewline() : () -> ()
  memref.dealloc %a : memref<3x4xi64>
  return
}
// CHECK: 0, 10, 20,
// CHECK-NEXT: 1, 11, 21,
// CHECK-NEXT: 2, 12, 22,
// CHECK-NEXT: 3, 13, 23,
// CHECK-NEXT: 11, 21,
// CHECK-NEXT: 12, 22,
// CHECK-NEXT: -1
// CHECK-NEXT: 23
