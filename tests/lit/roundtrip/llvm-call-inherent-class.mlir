// llvm.call's own syntax stores each inherent attribute as its property's
// class: a branch_weights that is no i32 dense array is dropped, one that is
// stays.
// RUN: cmir-opt %s | FileCheck %s

llvm.func @f() -> i32

// CHECK-LABEL: llvm.func @g
// CHECK: llvm.call @f() {fastmathFlags = #llvm.fastmath<nnan>} : () -> i32
// CHECK: llvm.call @f() {branch_weights = array<i32: 3>} : () -> i32
llvm.func @g() -> i32 {
  %0 = llvm.call @f() {fastmathFlags = #llvm.fastmath<nnan>, branch_weights = dense<3> : vector<1xi32>} : () -> i32
  %1 = llvm.call @f() {branch_weights = array<i32: 3>} : () -> i32
  %2 = llvm.add %0, %1 : i32
  llvm.return %2 : i32
}
