// RUN: cmir-translate --mlir-to-llvmir --split-input-file %s | FileCheck %s --check-prefix=EMPTY
// RUN: cmir-translate --mlir-to-llvmir --split-input-file --output-split-marker=NEXT-MODULE %s | FileCheck %s
// RUN: not cmir-translate --mlir-to-llvmir --split-input-file %S/Inputs/split-bad.mlir 2>&1 | FileCheck %s --check-prefix=BAD
// REQUIRES: llvm-backend

// Each chunk is its own module; the outputs are joined by empty lines, as
// mlir-translate-19 joins them, or by --output-split-marker's lines.

// EMPTY: define void @first()
// EMPTY: !0 = !{i32 2, !"Debug Info Version", i32 3}
// EMPTY-EMPTY:
// EMPTY-NEXT: ; ModuleID = 'LLVMDialectModule'
// EMPTY: define void @second()

// CHECK: define void @first()
// CHECK-NOT: @second
// CHECK: {{^}}NEXT-MODULE{{$}}
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
