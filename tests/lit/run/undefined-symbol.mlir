// A function that nothing defines (not the runtime, not the process, not
// -shared-libs) is named at its declaration before JIT linking.
// REQUIRES: llvm-backend
// RUN: not cmir-run %s 2>&1 | FileCheck %s
// RUN: not cmir-run %s -shared-libs=%t.nonexistent.so 2>&1 | FileCheck %s --check-prefix=LIB

// CHECK: undefined-symbol.mlir:[[#@LINE+3]]:1: error: undefined symbol @no_such_function_anywhere
// CHECK-NOT: error
// LIB: cmir-run: cannot load shared library '{{.*}}nonexistent.so'
func.func private @no_such_function_anywhere(i64)
func.func private @printI64(i64)
func.func @main() {
  %c = arith.constant 1 : i64
  call @printI64(%c) : (i64) -> ()
  call @no_such_function_anywhere(%c) : (i64) -> ()
  return
}
