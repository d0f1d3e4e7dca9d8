// RUN: cmir-opt --expand-strided-metadata %s | cmir-interp -e main -entry-point-result=void | FileCheck %s
// After expand-strided-metadata, views are reinterpret casts whose offsets
// and strides are affine.apply / affine.min ops; cmir-interp runs them as
// lower-affine expands them.
func.func private @printI64(i64)
func.func private @printNewline()

func.func @show(%m: memref<?x?xi64, strided<[?, ?], offset: ?>>, %i: index, %j: index) {
  %v = memref.load %m[%i, %j] : memref<?x?xi64, strided<[?, ?], offset: ?>>
  call @printI64(%v) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c6 = arith.constant 6 : index
  %m = memref.alloc() : memref<4x6xi64>
  scf.for %i = %c0 to %c3 step %c1 {
    scf.for %j = %c0 to %c6 step %c1 {
      %a = arith.muli %i, %c6 : index
      %b = arith.addi %a, %j : index
      %v = arith.index_cast %b : index to i64
      memref.store %v, %m[%i, %j] : memref<4x6xi64>
    }
  }
  %d = memref.cast %m : memref<4x6xi64> to memref<?x?xi64>
  // m[1 + 1, 2 + 2 * 1] = m[2][4] = 16
  %s = memref.subview %d[%c1, %c2] [%c2, %c2] [%c1, %c2] : memref<?x?xi64> to memref<?x?xi64, strided<[?, ?], offset: ?>>
  %t = memref.subview %s[%c1, %c1] [1, 1] [1, 1] : memref<?x?xi64, strided<[?, ?], offset: ?>> to memref<1x1xi64, strided<[?, ?], offset: ?>>
  %u = memref.cast %t : memref<1x1xi64, strided<[?, ?], offset: ?>> to memref<?x?xi64, strided<[?, ?], offset: ?>>
  // CHECK: 16
  call @show(%u, %c0, %c0) : (memref<?x?xi64, strided<[?, ?], offset: ?>>, index, index) -> ()
  // a collapse of a dynamic strided view: element 3 of rows 0..1 flattened
  %r = memref.subview %d[0, 0] [%c2, %c6] [1, 1] : memref<?x?xi64> to memref<?x?xi64, strided<[?, 1]>>
  %f = memref.collapse_shape %r [[0, 1]] : memref<?x?xi64, strided<[?, 1]>> into memref<?xi64, strided<[?]>>
  %e = memref.expand_shape %f [[0, 1]] output_shape [%c2, %c6] : memref<?xi64, strided<[?]>> into memref<?x?xi64, strided<[?, ?]>>
  %ec = memref.cast %e : memref<?x?xi64, strided<[?, ?]>> to memref<?x?xi64, strided<[?, ?], offset: ?>>
  // CHECK-NEXT: 9
  call @show(%ec, %c1, %c3) : (memref<?x?xi64, strided<[?, ?], offset: ?>>, index, index) -> ()
  memref.dealloc %m : memref<4x6xi64>
  return
}
