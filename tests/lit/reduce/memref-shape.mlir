// Smaller memrefs: static dimensions go to 1 or are halved as long as the
// indices stay in bounds (a candidate accessing out of bounds is undefined
// behaviour on the interpreter, and rejected).
// RUN: env WANT_OUTPUT=5 cmir-reduce %s --test=%S/Inputs/interesting.sh --reductions=memref-shape 2>%t.err | FileCheck %s
// RUN: FileCheck --check-prefix=STATS %s < %t.err

// CHECK: memref.alloc() : memref<1x2xi32>
// CHECK: memref.alloca() : memref<1xf32>
// STATS: with UB

func.func private @printI64(i64)
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %v = arith.constant 5 : i32
  %m = memref.alloc() : memref<16x8xi32>
  %n = memref.alloca() : memref<6xf32>
  memref.store %v, %m[%c0, %c1] : memref<16x8xi32>
  %l = memref.load %m[%c0, %c1] : memref<16x8xi32>
  %e = arith.extsi %l : i32 to i64
  call @printI64(%e) : (i64) -> ()
  memref.dealloc %m : memref<16x8xi32>
  return
}
