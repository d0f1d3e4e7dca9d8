// RUN: not cmir-interp %s 2>&1 | FileCheck %s
// The same error after other functions: the functions already compiled are
// freed with the interpreter (the ASan build checks for leaks).
// CHECK: runtime-signature-after-functions.mlir:[[@LINE+7]]:1: error: cmir-interp: runtime function @printF64 declared with unexpected type '(f32) -> ()'
func.func @main() {
  return
}
func.func @helper(%x: i64) -> i64 {
  return %x : i64
}
func.func private @printF64(f32)
