// RUN: not cmir-interp -e nope %s 2>&1 | FileCheck %s --check-prefix=MISSING
// RUN: not cmir-interp -entry-point-result=i32 %s 2>&1 | FileCheck %s --check-prefix=KIND
// RUN: not cmir-interp -e takes_arg -entry-point-result=void %s 2>&1 | FileCheck %s --check-prefix=ARGS
// RUN: not cmir-interp -entry-point-result=f16 %s 2>&1 | FileCheck %s --check-prefix=FLAG
// RUN: cmir-interp -entry-point-result=i64 %s | FileCheck %s --check-prefix=OK
// RUN: cmir-interp --entry-point-result i64 -e main %s | FileCheck %s --check-prefix=OK
// The runner's entry-point checks (mlir-cpu-runner-19 words them the same).
func.func @main() -> i64 {
  %c = arith.constant 5 : i64
  return %c : i64
}
func.func @takes_arg(%x: i64) {
  return
}
// MISSING: error: entry point @nope not found
// KIND: error: only single i32 function result supported
// ARGS: error: entry point @takes_arg must take no arguments
// FLAG: bad -entry-point-result 'f16'
// OK: 5
