// RUN: not cmir-translate --mlir-to-llvmir %s 2>&1 | FileCheck %s
// RUN: echo previous > %t.ll
// RUN: not cmir-translate --mlir-to-llvmir %s -o %t.ll
// RUN: FileCheck %s --check-prefix=KEPT < %t.ll
// REQUIRES: llvm-backend

// IR that cmir's verifier accepts but LLVM's rejects: the verifier's message
// is reported at the function it rejects, and -o leaves its file alone.

llvm.func @ok() {
  llvm.return
}

// CHECK: invalid-verifier.mlir:[[@LINE+3]]:1: error: the translated module is not valid LLVM IR: Duplicate integer as switch case
// CHECK: switch i32 %0
// KEPT: previous
llvm.func @dup(%x: i32) {
  llvm.switch %x : i32, ^bb1 [
    3: ^bb1,
    3: ^bb1
  ]
^bb1:
  llvm.return
}
