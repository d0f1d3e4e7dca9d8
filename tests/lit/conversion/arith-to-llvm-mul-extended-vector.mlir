// The high half of a vector mulsi_extended / mului_extended is a shift by a
// splat of the element width in twice the width: i128 for i64 elements, i256
// for i128 elements. The splat's element is wider than 64 bits, so it must be
// built from a zero-extended value (a read of 8 bytes would not do).
// RUN: cmir-opt --convert-arith-to-llvm %s | FileCheck %s

// CHECK-LABEL: func.func @hi64
// CHECK: llvm.sext %{{.*}} : vector<3xi64> to vector<3xi128>
// CHECK: llvm.mlir.constant(dense<64> : vector<3xi128>) : vector<3xi128>
// CHECK: llvm.lshr
func.func @hi64(%a: vector<3xi64>, %b: vector<3xi64>) -> vector<3xi64> {
  %l, %h = arith.mulsi_extended %a, %b : vector<3xi64>
  return %h : vector<3xi64>
}

// CHECK-LABEL: func.func @hi128
// CHECK: llvm.zext %{{.*}} : vector<2xi128> to vector<2xi256>
// CHECK: llvm.mlir.constant(dense<128> : vector<2xi256>) : vector<2xi256>
func.func @hi128(%a: vector<2xi128>, %b: vector<2xi128>) -> vector<2xi128> {
  %l, %h = arith.mului_extended %a, %b : vector<2xi128>
  return %h : vector<2xi128>
}
