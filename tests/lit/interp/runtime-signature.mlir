// RUN: not cmir-interp %s 2>&1 | FileCheck %s
// A runtime function declared with the wrong type would be called with
// garbage by the runner: rejected up front.
// CHECK: runtime-signature.mlir:[[@LINE+1]]:1: error: cmir-interp: runtime function @printI64 declared with unexpected type '(i32) -> ()'
func.func private @printI64(i32)
func.func @main() {
  return
}
