// free() of a pointer malloc did not return (a constant string global).
llvm.mlir.global internal constant @s("text\00") {addr_space = 0 : i32}
func.func private @free(!llvm.ptr)
func.func @main() {
  %p = llvm.mlir.addressof @s : !llvm.ptr
  // CHECK: free-global.mlir:[[@LINE+1]]:3: error: undefined behaviour in 'func.call': free of global @s, which malloc did not allocate
  call @free(%p) : (!llvm.ptr) -> ()
  return
}
