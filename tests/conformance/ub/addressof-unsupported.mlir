// EXIT: 1
// llvm.mlir.addressof only of constant string globals.
llvm.mlir.global internal @g(0 : i64) {addr_space = 0 : i32} : i64
func.func private @printString(!llvm.ptr)
func.func @main() {
  // CHECK: addressof-unsupported.mlir:[[@LINE+1]]:8: error: cmir-interp: llvm.mlir.addressof is supported only for constant string llvm.mlir.global ops
  %p = llvm.mlir.addressof @g : !llvm.ptr
  call @printString(%p) : (!llvm.ptr) -> ()
  return
}
