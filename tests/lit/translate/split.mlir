// RUN: cmir-translate --mlir-to-llvmir --split-input-file %s | FileCheck %s
// RUN: not cmir-translate --mlir-to-llvmir --split-input-file %S/Inputs/split-bad.mlir 2>&1 | FileCheck %s --check-prefix=BAD
// REQUIRES: llvm-backend

// Each chunk is its own module; the outputs are joined by `// -----` lines.

// CHECK: define void @first()
// CHECK-NOT: @second
// CHECK: // -----
// CHECK-NOT: @first
// CHECK: define void @second()
llvm.func @first() {
  llvm.return
}

// -----

llvm.func @second() {
  llvm.return
}

// BAD: split-bad.mlir:5:1: error: cannot translate operation 'func.func' to LLVM IR: it is not in the LLVM dialect
