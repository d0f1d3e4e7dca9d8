// Input that is not in the LLVM dialect is lowered first, unless --no-lower;
// the output is mlir-cpu-runner-19's, and the result printed after it.
// REQUIRES: llvm-backend
// RUN: cmir-run %s -entry-point-result=f64 | FileCheck %s
// RUN: cmir-run -O0 %s -entry-point-result=f64 | FileCheck %s
// RUN: not cmir-run --no-lower %s -entry-point-result=f64 2>&1 | FileCheck %s --check-prefix=NOLOWER

// CHECK: Unranked Memref base@ = 0x{{[0-9a-f]+}} rank = 1 offset = 0 sizes = [4] strides = [1] data =
// CHECK-NEXT: [0,  1.5,  3,  4.5]
// CHECK-NEXT: 1.050000e+01
// NOLOWER: lowering.mlir:[[#@LINE+1]]:1: error: 'func.func' is not in the LLVM dialect (--no-lower)
func.func private @printMemrefF32(memref<*xf32>) attributes {llvm.emit_c_interface}
func.func @main() -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %h = arith.constant 1.5 : f32
  %m = memref.alloc() : memref<4xf32>
  %s = scf.for %i = %c0 to %c4 step %c1 iter_args(%acc = %h) -> (f32) {
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    %v = arith.mulf %f, %h : f32
    memref.store %v, %m[%i] : memref<4xf32>
    %a = arith.addf %acc, %v : f32
    scf.yield %a : f32
  }
  %u = memref.cast %m : memref<4xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  memref.dealloc %m : memref<4xf32>
  %d = arith.extf %s : f32 to f64
  return %d : f64
}
