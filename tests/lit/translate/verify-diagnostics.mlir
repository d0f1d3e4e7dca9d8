// --verify-diagnostics: the diagnostics of parsing, verifying and translating
// each chunk are checked against the expected-error annotations; the chunks
// that translate are printed. A missing or an unexpected error fails.
// RUN: cmir-translate --mlir-to-llvmir --split-input-file --verify-diagnostics %s | FileCheck %s
// RUN: not cmir-translate --mlir-to-llvmir --split-input-file --verify-diagnostics %S/Inputs/verify-diagnostics-bad.mlir 2>&1 | FileCheck %s --check-prefix=BAD
// REQUIRES: llvm-backend

// CHECK: define void @good()
// CHECK-NOT: no_region
// CHECK: define i32 @also_good()

llvm.func @good() {
  llvm.return
}

// -----

module {
  // expected-error@+1 {{requires one region}}
  "llvm.func"() {function_type = !llvm.func<void ()>, sym_name = "no_region"} : () -> ()
}

// -----

// expected-error@+1 {{cannot translate operation 'func.func' to LLVM IR: it is not in the LLVM dialect}}
func.func @not_llvm() {
  return
}

// -----

llvm.func @also_good() -> i32 {
  %0 = llvm.mlir.constant(7 : i32) : i32
  llvm.return %0 : i32
}

// BAD-DAG: verify-diagnostics-bad.mlir:2:6: error: expected error "this error never comes" was not produced
// BAD-DAG: verify-diagnostics-bad.mlir:8:1: error: unexpected error: cannot translate operation 'func.func' to LLVM IR: it is not in the LLVM dialect
