// The integer vector reductions have no custom form in MLIR 19 (they print
// generically); the float min/max ones have one.
// RUN: cmir-opt %s | FileCheck %s
// RUN: cmir-opt %s | cmir-opt | FileCheck %s

// CHECK: %0 = "llvm.intr.vector.reduce.add"(%arg0) : (vector<4xi32>) -> i32
// CHECK: %1 = "llvm.intr.vector.reduce.umax"(%arg0) : (vector<4xi32>) -> i32
// CHECK: %2 = "llvm.intr.vector.reduce.xor"(%arg0) : (vector<4xi32>) -> i32
// CHECK: %3 = llvm.intr.vector.reduce.fmax(%arg1)  : (vector<4xf32>) -> f32
llvm.func @f(%v: vector<4xi32>, %w: vector<4xf32>) -> i32 {
  %0 = "llvm.intr.vector.reduce.add"(%v) : (vector<4xi32>) -> i32
  %1 = "llvm.intr.vector.reduce.umax"(%v) : (vector<4xi32>) -> i32
  %2 = "llvm.intr.vector.reduce.xor"(%v) : (vector<4xi32>) -> i32
  %3 = llvm.intr.vector.reduce.fmax(%w) : (vector<4xf32>) -> f32
  llvm.return %0 : i32
}
