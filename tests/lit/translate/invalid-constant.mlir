// RUN: not cmir-translate --mlir-to-llvmir --split-input-file %s 2>&1 | FileCheck %s
// REQUIRES: llvm-backend

// Initializers and constants must have the type they initialize.

// CHECK: invalid-constant.mlir:[[@LINE+1]]:1: error: dense elements of type 'f64' cannot initialize 'float'
llvm.mlir.global internal @floats(dense<[1.0, 2.5]> : tensor<2xf64>) {addr_space = 0 : i32} : !llvm.array<2 x f32>

// -----

// CHECK: invalid-constant.mlir:[[@LINE+1]]:1: error: dense attribute has 3 elements but the LLVM type holds 2
llvm.mlir.global internal @short(dense<[1, 2, 3]> : tensor<3xi32>) {addr_space = 0 : i32} : !llvm.array<2 x i32>

// -----

// CHECK: invalid-constant.mlir:[[@LINE+1]]:1: error: address space 16777216 is out of LLVM's range
llvm.mlir.global internal @far(0 : i32) {addr_space = 16777216 : i32} : i32

// -----

// CHECK: invalid-constant.mlir:[[@LINE+1]]:1: error: 'align' must be a power of two, not 3
llvm.func @f(%p: !llvm.ptr {llvm.align = 3 : i64}) {
  llvm.return
}
