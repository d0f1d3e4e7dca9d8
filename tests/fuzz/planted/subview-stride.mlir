// Reaches the planted subview-stride bug: a 2-d subview whose offset in the
// outer dimension is not 0 and not static (with a static offset, the
// lowering takes the offset from the result type).
func.func private @printI64(i64)
func.func private @printNewline()
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %v = arith.constant 77 : i64
  %m = memref.alloc() : memref<4x4xi64>
  %s = memref.subview %m[%c2, 1] [2, 2] [1, 1] : memref<4x4xi64> to memref<2x2xi64, strided<[4, 1], offset: ?>>
  memref.store %v, %m[%c2, %c2] : memref<4x4xi64>
  %x = memref.load %s[%c0, %c1] : memref<2x2xi64, strided<[4, 1], offset: ?>>
  call @printI64(%x) : (i64) -> ()
  call @printNewline() : () -> ()
  memref.dealloc %m : memref<4x4xi64>
  return
}
