// Allocations of memref<4611686018427387904x4xf32>, whose element count
// (2^64) does not fit in 64 bits: the interpreter refuses each one, the
// lowering to the LLVM dialect too, each with the op's location, and the
// sizes are computed with overflow checks (the sanitizer build runs this).
// RUN: rm -rf %t && split-file %s %t
// RUN: not cmir-interp %t/alloc.mlir -e main -entry-point-result=void 2>&1 | FileCheck %s --check-prefix=ALLOC
// RUN: not cmir-interp %t/alloca.mlir -e main -entry-point-result=void 2>&1 | FileCheck %s --check-prefix=ALLOCA
// RUN: not cmir-interp %t/dynamic.mlir -e main -entry-point-result=void 2>&1 | FileCheck %s --check-prefix=DYN
// RUN: not cmir-interp %t/realloc.mlir -e main -entry-point-result=void 2>&1 | FileCheck %s --check-prefix=REALLOC
// RUN: not cmir-interp %t/global.mlir -e main -entry-point-result=void 2>&1 | FileCheck %s --check-prefix=GLOBAL
// RUN: not cmir-opt %t/alloc.mlir --finalize-memref-to-llvm 2>&1 | FileCheck %s --check-prefix=LOWER-ALLOC
// RUN: not cmir-opt %t/global.mlir --finalize-memref-to-llvm 2>&1 | FileCheck %s --check-prefix=LOWER-GLOBAL
// The dynamic size is only known when the program runs: the lowered code
// computes it as LLVM's arithmetic does.
// RUN: cmir-opt %t/dynamic.mlir --finalize-memref-to-llvm --convert-to-llvm --reconcile-unrealized-casts -o /dev/null

//--- alloc.mlir
func.func @main() {
  %m = memref.alloc() : memref<4611686018427387904x4xf32>
  memref.dealloc %m : memref<4611686018427387904x4xf32>
  return
}
// ALLOC: alloc.mlir:2:8: error: cannot allocate 4611686018427387904x4 elements of 4 bytes: the size does not fit in 64 bits
// LOWER-ALLOC: alloc.mlir:2:8: error: 'memref.alloc' op the number of elements of 'memref<4611686018427387904x4xf32>' does not fit in 64 bits

//--- alloca.mlir
func.func @main() {
  %m = memref.alloca() : memref<2x2305843009213693952x4xf32>
  return
}
// ALLOCA: alloca.mlir:2:8: error: cannot allocate 2x2305843009213693952x4 elements of 4 bytes: the size does not fit in 64 bits

//--- dynamic.mlir
func.func @main() {
  %c = arith.constant 4611686018427387904 : index
  %m = memref.alloc(%c) : memref<?x4xf32>
  memref.dealloc %m : memref<?x4xf32>
  return
}
// DYN: dynamic.mlir:3:8: error: cannot allocate 4611686018427387904x4 elements of 4 bytes: the size does not fit in 64 bits

//--- realloc.mlir
func.func @main() {
  %c = arith.constant 4611686018427387904 : index
  %m = memref.alloc() : memref<4xf32>
  %r = memref.realloc %m(%c) : memref<4xf32> to memref<?xf32>
  memref.dealloc %r : memref<?xf32>
  return
}
// REALLOC: realloc.mlir:4:8: error: cannot allocate 4611686018427387904 elements of 4 bytes: the size does not fit in 64 bits

//--- global.mlir
memref.global "private" @g : memref<4611686018427387904x4xf32> = uninitialized
func.func @main() {
  %m = memref.get_global @g : memref<4611686018427387904x4xf32>
  return
}
// GLOBAL: global.mlir:1:1: error: cmir-interp: the size of the global does not fit in 64 bits
// LOWER-GLOBAL: global.mlir:1:1: error: 'memref.global' op the number of elements of 'memref<4611686018427387904x4xf32>' does not fit in 64 bits
