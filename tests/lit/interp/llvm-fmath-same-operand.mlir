// Float intrinsics whose operands are one SSA value: each operand is read,
// not taken as missing (fma(3, 3, 3) is 12, pow(2, 2) is 4).
// RUN: cmir-interp %s | FileCheck %s

// CHECK: 12
// CHECK-NEXT: 4
// CHECK-NEXT: 6
// CHECK-NEXT: 2

llvm.func @printF64(f64)
llvm.func @printNewline()
llvm.func @main() {
  %a = llvm.mlir.constant(3.0 : f64) : f64
  %r = llvm.intr.fma(%a, %a, %a) : (f64, f64, f64) -> f64
  llvm.call @printF64(%r) : (f64) -> ()
  llvm.call @printNewline() : () -> ()
  %b = llvm.mlir.constant(2.0 : f32) : f32
  %p = llvm.intr.pow(%b, %b) : (f32, f32) -> f32
  %pe = llvm.fpext %p : f32 to f64
  llvm.call @printF64(%pe) : (f64) -> ()
  llvm.call @printNewline() : () -> ()
  %m = llvm.intr.fmuladd(%b, %b, %b) : (f32, f32, f32) -> f32
  %me = llvm.fpext %m : f32 to f64
  llvm.call @printF64(%me) : (f64) -> ()
  llvm.call @printNewline() : () -> ()
  %ab = llvm.intr.fabs(%b) : (f32) -> f32
  %abe = llvm.fpext %ab : f32 to f64
  llvm.call @printF64(%abe) : (f64) -> ()
  llvm.call @printNewline() : () -> ()
  llvm.return
}
