// free() twice of what malloc returned, the pointer passed through a call.
func.func private @malloc(i64) -> !llvm.ptr
func.func private @free(!llvm.ptr)
func.func @release(%p: !llvm.ptr) {
  // CHECK: double-free.mlir:[[@LINE+1]]:3: error: undefined behaviour in 'func.call': double free
  call @free(%p) : (!llvm.ptr) -> ()
  return
}
func.func @main() {
  %c = arith.constant 32 : i64
  // CHECK: note: called from @main
  // CHECK: double-free.mlir:[[@LINE+1]]:8: note: memory allocated here
  %p = call @malloc(%c) : (i64) -> !llvm.ptr
  call @release(%p) : (!llvm.ptr) -> ()
  call @release(%p) : (!llvm.ptr) -> ()
  return
}
