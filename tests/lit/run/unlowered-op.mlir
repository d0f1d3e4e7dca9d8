// An op the lowering to the LLVM dialect has no pattern for is named, at its
// own location, by cmir-run (not the cast the lowering left at whatever
// defined a value it uses); the interpreter runs it.
// REQUIRES: llvm-backend
// RUN: not cmir-run %s -e main -entry-point-result=i64 2>&1 | FileCheck %s
// RUN: cmir-interp %s -e main -entry-point-result=i64 | FileCheck %s --check-prefix=INTERP

// CHECK: unlowered-op.mlir:[[#@LINE+6]]:8: error: 'memref.realloc' was not lowered to the LLVM dialect
// CHECK-NOT: unrealized_conversion_cast
// INTERP: 5
func.func @main() -> i64 {
  %c = arith.constant 5 : i64
  %m = memref.alloc() : memref<4xf32>
  %n = memref.realloc %m : memref<4xf32> to memref<8xf32>
  memref.dealloc %n : memref<8xf32>
  return %c : i64
}
