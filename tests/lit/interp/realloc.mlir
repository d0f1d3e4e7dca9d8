// RUN: cmir-interp --check-leaks %s | FileCheck %s
// memref.realloc keeps the elements that fit and frees the old buffer.
func.func private @printMemrefI32(memref<*xi32>)
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %m = memref.alloc() : memref<2xi32>
  %a = arith.constant 11 : i32
  %b = arith.constant 22 : i32
  memref.store %a, %m[%c0] : memref<2xi32>
  memref.store %b, %m[%c1] : memref<2xi32>
  %g = memref.realloc %m(%c3) : memref<2xi32> to memref<?xi32>
  %x = arith.constant 33 : i32
  memref.store %x, %g[%c2] : memref<?xi32>
  %u = memref.cast %g : memref<?xi32> to memref<*xi32>
  call @printMemrefI32(%u) : (memref<*xi32>) -> ()
  %s = memref.realloc %g : memref<?xi32> to memref<1xi32>
  %v = memref.cast %s : memref<1xi32> to memref<*xi32>
  call @printMemrefI32(%v) : (memref<*xi32>) -> ()
  memref.dealloc %s : memref<1xi32>
  return
}
// CHECK: sizes = [3] strides = [1] data =
// CHECK-NEXT: [11,  22,  33]
// CHECK: sizes = [1] strides = [1] data =
// CHECK-NEXT: [11]
