// memref.atomic_rmw maximumf / minimumf follow IEEE 754 maximum / minimum:
// a NaN operand wins, and -0 < +0. cmir-interp and cmir's lowering (a
// cmpxchg loop around llvm.intr.maximum) agree; MLIR 19 lowers them to
// LLVM's fmax / fmin, which ignore NaNs (docs/mlir19-findings.md).
// RUN: cmir-interp %s -e main -entry-point-result=void | FileCheck %s
// RUN: cmir-run %s -e main -entry-point-result=void | FileCheck %s

// CHECK:      1, nan
// CHECK-NEXT: -0, -0
func.func private @printF32(f32)
func.func private @printComma()
func.func private @printNewline()
func.func @main() {
  %f = memref.alloc() : memref<2xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %one = arith.constant 1.0 : f32
  %nan = arith.constant 0x7FC00000 : f32
  %pz = arith.constant 0.0 : f32
  %nz = arith.constant -0.0 : f32
  memref.store %one, %f[%c0] : memref<2xf32>
  memref.store %pz, %f[%c1] : memref<2xf32>
  %o = memref.atomic_rmw maximumf %nan, %f[%c0] : (f32, memref<2xf32>) -> f32
  %v = memref.load %f[%c0] : memref<2xf32>
  call @printF32(%o) : (f32) -> ()
  call @printComma() : () -> ()
  call @printF32(%v) : (f32) -> ()
  call @printNewline() : () -> ()
  %o2 = memref.atomic_rmw minimumf %nz, %f[%c1] : (f32, memref<2xf32>) -> f32
  %w = memref.load %f[%c1] : memref<2xf32>
  %m = memref.atomic_rmw minimumf %pz, %f[%c1] : (f32, memref<2xf32>) -> f32
  call @printF32(%w) : (f32) -> ()
  call @printComma() : () -> ()
  call @printF32(%m) : (f32) -> ()
  call @printNewline() : () -> ()
  memref.dealloc %f : memref<2xf32>
  return
}
