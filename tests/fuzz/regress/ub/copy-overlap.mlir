// A memref.copy between two views of one buffer that share elements
// (what the reduction of the cmir-fuzz find mlir-runner.out+mlir-interp.out
// of seed 4000148 became while the interpreter did not check this): both
// lowerings copy with llvm.intr.memcpy, whose ranges must not overlap, so
// this is undefined behaviour. Elements 0..2 onto 1..3.
func.func private @printMemrefF64(memref<*xf64>)
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %m = memref.alloc() : memref<4xf64>
  scf.for %i = %c0 to %c4 step %c1 {
    %n = arith.index_cast %i : index to i64
    %x = arith.sitofp %n : i64 to f64
    memref.store %x, %m[%i] : memref<4xf64>
  }
  %a = memref.subview %m[0] [3] [1] : memref<4xf64> to memref<3xf64, strided<[1]>>
  %b = memref.subview %m[1] [3] [1] : memref<4xf64> to memref<3xf64, strided<[1], offset: 1>>
  memref.copy %a, %b : memref<3xf64, strided<[1]>> to memref<3xf64, strided<[1], offset: 1>>
  %u = memref.cast %m : memref<4xf64> to memref<*xf64>
  call @printMemrefF64(%u) : (memref<*xf64>) -> ()
  memref.dealloc %m : memref<4xf64>
  return
}
