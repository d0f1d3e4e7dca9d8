// RUN: cmir-translate --help | FileCheck %s --check-prefix=HELP
// RUN: cmir-translate --version | FileCheck %s --check-prefix=VERSION
// RUN: not cmir-translate %s 2>&1 | FileCheck %s --check-prefix=NOMODE
// RUN: not cmir-translate --mlir-to-llvmir --bogus %s 2>&1 | FileCheck %s --check-prefix=BADOPT
// RUN: not cmir-translate --mlir-to-llvmir %t.missing 2>&1 | FileCheck %s --check-prefix=MISSING
// RUN: cmir-translate --mlir-to-llvmir < %s | FileCheck %s
// RUN: cmir-translate --mlir-to-llvmir %s -o %t.ll && FileCheck %s < %t.ll
// RUN: cmir-opt --emit-bytecode %s -o %t.bc && cmir-translate --mlir-to-llvmir %t.bc | FileCheck %s
// REQUIRES: llvm-backend

// HELP: usage: cmir-translate --mlir-to-llvmir
// VERSION: cmir-translate {{.*}} (LLVM 19.
// NOMODE: cmir-translate: no translation chosen; use --mlir-to-llvmir
// BADOPT: cmir-translate: unknown option '--bogus'
// MISSING: cmir-translate: cannot open

// CHECK: define i32 @answer()
// CHECK-NEXT: ret i32 42
llvm.func @answer() -> i32 {
  %0 = llvm.mlir.constant(42 : i32) : i32
  llvm.return %0 : i32
}
