// RUN: cmir-opt %s --split-input-file -llvm-add-comdats | FileCheck %s

// Each linkonce and linkonce_odr function of the module gets an `any`
// selector of its name in @__llvm_comdat, made at the module's start; each
// new selector goes first. Other linkages, globals and functions of nested
// modules are left alone.

// CHECK-LABEL: module {
// CHECK-NEXT: llvm.comdat @__llvm_comdat {
// CHECK-NEXT: llvm.comdat_selector @second any
// CHECK-NEXT: llvm.comdat_selector @first any
// CHECK-NEXT: }
// CHECK: llvm.func linkonce @first() comdat(@__llvm_comdat::@first)
// CHECK: llvm.func @plain() {
// CHECK: llvm.mlir.global linkonce @g(0 : i32) {addr_space = 0 : i32} : i32
// CHECK: llvm.func linkonce_odr @second() comdat(@__llvm_comdat::@second)
// CHECK: llvm.func linkonce @nested() {
llvm.func linkonce @first() {
  llvm.return
}
llvm.func @plain() {
  llvm.return
}
llvm.mlir.global linkonce @g(0 : i32) : i32
llvm.func linkonce_odr @second() {
  llvm.return
}
module @inner {
  llvm.func linkonce @nested() {
    llvm.return
  }
}

// -----

// An existing @__llvm_comdat is reused; a function's other comdat is
// replaced.

// CHECK-LABEL: module {
// CHECK-NEXT: llvm.func linkonce @a() comdat(@__llvm_comdat::@a)
// CHECK: llvm.comdat @__llvm_comdat {
// CHECK-NEXT: llvm.comdat_selector @b any
// CHECK-NEXT: llvm.comdat_selector @a any
// CHECK-NEXT: llvm.comdat_selector @old any
// CHECK-NEXT: }
// CHECK: llvm.func linkonce @b() comdat(@__llvm_comdat::@b)
llvm.func linkonce @a() {
  llvm.return
}
llvm.comdat @__llvm_comdat {
  llvm.comdat_selector @old any
}
llvm.func linkonce @b() comdat(@other::@b) {
  llvm.return
}
llvm.comdat @other {
  llvm.comdat_selector @b any
}
