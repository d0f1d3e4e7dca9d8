// cmir-run refuses an entry point it cannot call, before compiling anything.
// REQUIRES: llvm-backend
// RUN: not cmir-run %s -e nope 2>&1 | FileCheck %s --check-prefix=MISSING
// RUN: not cmir-run %s -e printNewline 2>&1 | FileCheck %s --check-prefix=DECL
// RUN: not cmir-run %s -e main -entry-point-result=void 2>&1 | FileCheck %s --check-prefix=VOID
// RUN: not cmir-run %s -e takes -entry-point-result=i64 2>&1 | FileCheck %s --check-prefix=ARGS
// RUN: not cmir-run %s -e main -entry-point-result=f16 2>&1 | FileCheck %s --check-prefix=KIND
// RUN: cmir-run %s -e main -entry-point-result=i32 | FileCheck %s --check-prefix=OK

// MISSING: cmir-run: error: entry point @nope not found
// DECL: cmir-run: error: entry point @printNewline not found (it is only declared)
// VOID: entry-errors.mlir:[[#@LINE+4]]:3: error: entry point @main must take no arguments and return nothing (-entry-point-result=void)
// ARGS: entry-errors.mlir:[[#@LINE+7]]:3: error: entry point @takes must take no arguments and return i64 (-entry-point-result=i64)
// KIND: cmir-run: bad -entry-point-result 'f16' (void, i32, i64, f32, f64)
// OK: 42
  llvm.func @main() -> i32 {
    %0 = llvm.mlir.constant(42 : i32) : i32
    llvm.return %0 : i32
  }
  llvm.func @takes(%x: i64) -> i64 {
    llvm.return %x : i64
  }
  llvm.func @printNewline()
