// An uninitialized memref.global (lowered: an llvm.mlir.global whose
// initializer region returns llvm.mlir.undef) written, then printed; and a
// constant one read.
memref.global "private" @big : memref<1000000xf32> = uninitialized
memref.global "private" constant @c : memref<3xi32> = dense<[7, 8, 9]>
func.func private @printMemrefF32(memref<*xf32>) attributes {llvm.emit_c_interface}
func.func private @printMemrefI32(memref<*xi32>) attributes {llvm.emit_c_interface}
func.func @main() {
  %m = memref.get_global @big : memref<1000000xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %f = arith.constant 2.5 : f32
  scf.for %i = %c0 to %c4 step %c1 {
    memref.store %f, %m[%i] : memref<1000000xf32>
  }
  %s = memref.subview %m[0] [4] [1] : memref<1000000xf32> to memref<4xf32, strided<[1]>>
  %u = memref.cast %s : memref<4xf32, strided<[1]>> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  %g = memref.get_global @c : memref<3xi32>
  %gu = memref.cast %g : memref<3xi32> to memref<*xi32>
  call @printMemrefI32(%gu) : (memref<*xi32>) -> ()
  return
}
