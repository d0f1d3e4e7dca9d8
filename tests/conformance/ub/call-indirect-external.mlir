// EXIT: 1
// func.constant of a declaration without a runtime definition: reported at
// the call_indirect that reaches it.
func.func private @nowhere(i64) -> i64
func.func @main() {
  %f = func.constant @nowhere : (i64) -> i64
  %c = arith.constant 1 : i64
  // CHECK: call-indirect-external.mlir:[[@LINE+1]]:8: error: no definition for external function @nowhere
  %r = func.call_indirect %f(%c) : (i64) -> i64
  return
}
