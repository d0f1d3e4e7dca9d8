// EXIT: 1
// !llvm.ptr values only flow through calls, returns and control flow.
func.func private @malloc(i64) -> !llvm.ptr
func.func @main() {
  %c = arith.constant 8 : i64
  %p = call @malloc(%c) : (i64) -> !llvm.ptr
  // CHECK: llvm-ptr-unsupported.mlir:[[@LINE+1]]:8: error: cmir-interp: values of type '!llvm.ptr' are supported only as call arguments and results, block arguments, scf/cf control flow and returns
  %v = llvm.load %p : !llvm.ptr -> i64
  return
}
