// A memref operand replaced by another view of the same data: the subview
// takes the buffer itself instead of its cast through memref<*xi64> (the
// casts then go with canonicalize).
// RUN: env WANT_OUTPUT='[7]' cmir-reduce %s --test=%S/Inputs/interesting.sh --reductions=operand,canonicalize | FileCheck %s

// CHECK-NOT: memref<2xi64> to memref<*xi64>
// CHECK: %[[S:.*]] = memref.subview %alloc[1] [1] [1] : memref<2xi64> to
// CHECK-NEXT: %[[C:.*]] = memref.cast %[[S]] : memref<1xi64, strided<[1], offset: 1>> to memref<*xi64>
// CHECK-NEXT: call @printMemrefI64(%[[C]])

func.func private @printMemrefI64(memref<*xi64>) attributes {llvm.emit_c_interface}
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %v = arith.constant 5 : i64
  %w = arith.constant 7 : i64
  %m = memref.alloc() : memref<2xi64>
  memref.store %v, %m[%c0] : memref<2xi64>
  memref.store %w, %m[%c1] : memref<2xi64>
  %u = memref.cast %m : memref<2xi64> to memref<*xi64>
  %r = memref.cast %u : memref<*xi64> to memref<?xi64>
  %s = memref.subview %r[1] [1] [1] : memref<?xi64> to memref<1xi64, strided<[1], offset: 1>>
  %x = memref.cast %s : memref<1xi64, strided<[1], offset: 1>> to memref<*xi64>
  call @printMemrefI64(%x) : (memref<*xi64>) -> ()
  memref.dealloc %m : memref<2xi64>
  return
}
