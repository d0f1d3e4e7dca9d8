// A candidate that reads memory nothing wrote is undefined behaviour, also
// when the read is printMemref's: the stores that fill the printed buffer
// stay, though the test only asks for the printMemrefI32 call.
// RUN: env WANT_TEXT="call @printMemrefI32" cmir-reduce %s --test=%S/Inputs/interesting.sh --reductions=erase-op 2>%t.err | FileCheck %s

// CHECK-LABEL: func.func @main()
// CHECK: memref.store
// CHECK: memref.store
// CHECK: call @printMemrefI32

func.func private @printMemrefI32(memref<*xi32>) attributes {llvm.emit_c_interface}
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %v = arith.constant 7 : i32
  %w = arith.constant 9 : i32
  %m = memref.alloc() : memref<2xi32>
  memref.store %v, %m[%c0] : memref<2xi32>
  memref.store %w, %m[%c1] : memref<2xi32>
  %u = memref.cast %m : memref<2xi32> to memref<*xi32>
  call @printMemrefI32(%u) : (memref<*xi32>) -> ()
  memref.dealloc %m : memref<2xi32>
  return
}
