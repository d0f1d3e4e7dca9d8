// llvm.intr.vector.reduce.fadd / fmul (generic form, as MLIR 19 prints them)
// become the LLVM intrinsics overloaded on the vector operand, with their
// fast-math flags.
// RUN: cmir-translate --mlir-to-llvmir %s | FileCheck %s
// RUN: cmir-opt %s | FileCheck %s --check-prefix=TEXT
// REQUIRES: llvm-backend

// CHECK: call float @llvm.vector.reduce.fadd.v4f32(float %0, <4 x float> %1)
// CHECK: call reassoc double @llvm.vector.reduce.fmul.v2f64(double %2, <2 x double> %3)
// TEXT: %0 = "llvm.intr.vector.reduce.fadd"(%arg0, %arg1) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<4xf32>) -> f32
// TEXT: %1 = "llvm.intr.vector.reduce.fmul"(%arg2, %arg3) <{fastmathFlags = #llvm.fastmath<reassoc>}> : (f64, vector<2xf64>) -> f64
llvm.func @f(%s: f32, %v: vector<4xf32>, %t: f64, %w: vector<2xf64>) -> f64 {
  %0 = "llvm.intr.vector.reduce.fadd"(%s, %v) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<4xf32>) -> f32
  %1 = "llvm.intr.vector.reduce.fmul"(%t, %w) <{fastmathFlags = #llvm.fastmath<reassoc>}> : (f64, vector<2xf64>) -> f64
  llvm.return %1 : f64
}
