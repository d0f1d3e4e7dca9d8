// printString of a string without a terminating NUL reads past its global.
llvm.mlir.global internal constant @s("abc") {addr_space = 0 : i32}
func.func private @printString(!llvm.ptr)
func.func @main() {
  %p = llvm.mlir.addressof @s : !llvm.ptr
  // CHECK: print-string-unterminated.mlir:[[@LINE+1]]:3: error: undefined behaviour in 'func.call': printString read of 4 bytes at byte offset 0 is outside its allocation of 3 bytes
  call @printString(%p) : (!llvm.ptr) -> ()
  return
}
