// The built-in legs test compares outputs with printMemref's heap addresses
// masked: a program whose two legs print the same memref from buffers at
// different addresses agrees, so it is not interesting.
// RUN: not cmir-reduce %s --legs=interp,lowered 2>&1 | FileCheck %s
// RUN: cmir-interp %s | FileCheck %s --check-prefix=OUT

// CHECK: is not interesting
// OUT: base@ = 0x{{[0-9a-f]+}} rank = 1 offset = 0 sizes = [3] strides = [1] data =
// OUT-NEXT: [7,  7,  7]

func.func private @printMemrefI32(memref<*xi32>) attributes {llvm.emit_c_interface}
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %v = arith.constant 7 : i32
  %m = memref.alloc() : memref<3xi32>
  scf.for %i = %c0 to %c3 step %c1 {
    memref.store %v, %m[%i] : memref<3xi32>
  }
  %u = memref.cast %m : memref<3xi32> to memref<*xi32>
  call @printMemrefI32(%u) : (memref<*xi32>) -> ()
  memref.dealloc %m : memref<3xi32>
  return
}
