// ARGS: --check-uninit
// printString of malloc'd memory nothing wrote.
func.func private @malloc(i64) -> !llvm.ptr
func.func private @free(!llvm.ptr)
func.func private @printString(!llvm.ptr)
func.func @main() {
  %c = arith.constant 8 : i64
  %p = call @malloc(%c) : (i64) -> !llvm.ptr
  // CHECK: print-string-uninit.mlir:[[@LINE+1]]:3: error: undefined behaviour in 'func.call': printString read of uninitialized memory
  call @printString(%p) : (!llvm.ptr) -> ()
  call @free(%p) : (!llvm.ptr) -> ()
  return
}
