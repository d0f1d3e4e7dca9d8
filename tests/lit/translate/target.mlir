// RUN: cmir-translate --mlir-to-llvmir %s | FileCheck %s
// RUN: cmir-translate --mlir-to-llvmir %s | llvm-as -o /dev/null
// REQUIRES: llvm-backend

// The module's data layout and target triple are copied as given.
// CHECK: target datalayout = "e-m:e-p:32:32-i64:64-n32-S128"
// CHECK: target triple = "riscv32-unknown-unknown"
module attributes {llvm.data_layout = "e-m:e-p:32:32-i64:64-n32-S128", llvm.target_triple = "riscv32-unknown-unknown"} {
  llvm.func @f() {
    llvm.return
  }
}
