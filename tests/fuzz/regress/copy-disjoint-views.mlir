// memref.copy between views of one buffer that share no element (the
// interpreter reports views that do as undefined behaviour, see
// ub/copy-overlap.mlir): the even elements of a 2x4 buffer onto the odd
// ones (the same byte extent), row 0 onto row 1, and the buffer onto
// itself, each element onto itself (llvm.intr.memcpy of a range onto
// itself is defined). Every leg prints the same.
func.func private @printMemrefF64(memref<*xf64>)
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %m = memref.alloc() : memref<2x4xf64>
  scf.for %i = %c0 to %c2 step %c1 {
    scf.for %j = %c0 to %c4 step %c1 {
      %k = arith.muli %i, %c4 : index
      %l = arith.addi %k, %j : index
      %n = arith.index_cast %l : index to i64
      %x = arith.sitofp %n : i64 to f64
      memref.store %x, %m[%i, %j] : memref<2x4xf64>
    }
  }
  %ev = memref.subview %m[0, 0] [2, 2] [1, 2] : memref<2x4xf64> to memref<2x2xf64, strided<[4, 2]>>
  %od = memref.subview %m[0, 1] [2, 2] [1, 2] : memref<2x4xf64> to memref<2x2xf64, strided<[4, 2], offset: 1>>
  memref.copy %ev, %od : memref<2x2xf64, strided<[4, 2]>> to memref<2x2xf64, strided<[4, 2], offset: 1>>
  %u = memref.cast %m : memref<2x4xf64> to memref<*xf64>
  call @printMemrefF64(%u) : (memref<*xf64>) -> ()
  %r0 = memref.subview %m[0, 0] [1, 4] [1, 1] : memref<2x4xf64> to memref<4xf64, strided<[1]>>
  %r1 = memref.subview %m[1, 0] [1, 4] [1, 1] : memref<2x4xf64> to memref<4xf64, strided<[1], offset: 4>>
  %y = arith.constant -2.500000e-01 : f64
  memref.store %y, %m[%c0, %c0] : memref<2x4xf64>
  memref.copy %r0, %r1 : memref<4xf64, strided<[1]>> to memref<4xf64, strided<[1], offset: 4>>
  memref.copy %m, %m : memref<2x4xf64> to memref<2x4xf64>
  call @printMemrefF64(%u) : (memref<*xf64>) -> ()
  memref.dealloc %m : memref<2x4xf64>
  return
}
