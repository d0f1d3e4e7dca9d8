// A lowered cf.assert: the message by puts, then abort.
module {
  llvm.mlir.global private constant @msg("count must be positive\00") {addr_space = 0 : i32}
  llvm.func @puts(!llvm.ptr)
  llvm.func @abort()
  llvm.func @main() {
    %p = llvm.mlir.addressof @msg : !llvm.ptr
    llvm.call @puts(%p) : (!llvm.ptr) -> ()
    // CHECK: llvm-abort.mlir:[[@LINE+1]]:5: error: undefined behaviour in 'llvm.call': abort() called
    llvm.call @abort() : () -> ()
    llvm.unreachable
  }
}
