// printString of freed memory, with where it was allocated and freed.
func.func private @malloc(i64) -> !llvm.ptr
func.func private @free(!llvm.ptr)
func.func private @printString(!llvm.ptr)
func.func @main() {
  %c = arith.constant 8 : i64
  %p = call @malloc(%c) : (i64) -> !llvm.ptr
  call @free(%p) : (!llvm.ptr) -> ()
  call @printString(%p) : (!llvm.ptr) -> ()
  return
}
// CHECK: free-use-after-free.mlir:9:3: error: undefined behaviour in 'func.call': printString read of deallocated memory
// CHECK: free-use-after-free.mlir:7:8: note: memory allocated here
// CHECK: free-use-after-free.mlir:8:3: note: memory deallocated here
