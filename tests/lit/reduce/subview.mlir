// Simpler subviews: zero offsets, unit strides and unit sizes, with the
// result type following.
// RUN: env WANT_TEXT=subview WANT_OUTPUT=7 cmir-reduce %s --test=%S/Inputs/interesting.sh --reductions=subview | FileCheck %s

// CHECK: memref.subview %{{.*}}[0, 0] [1, 1] [1, 1] : memref<8x8xi64> to memref<1x1xi64, strided<[8, 1]>>

func.func private @printI64(i64)
func.func @main() {
  %c0 = arith.constant 0 : index
  %v = arith.constant 7 : i64
  %m = memref.alloc() : memref<8x8xi64>
  %s = memref.subview %m[2, 1] [3, 2] [2, 3] : memref<8x8xi64> to memref<3x2xi64, strided<[16, 3], offset: 17>>
  memref.store %v, %s[%c0, %c0] : memref<3x2xi64, strided<[16, 3], offset: 17>>
  %l = memref.load %s[%c0, %c0] : memref<3x2xi64, strided<[16, 3], offset: 17>>
  call @printI64(%l) : (i64) -> ()
  memref.dealloc %m : memref<8x8xi64>
  return
}
