// A store through llvm.mlir.zero.
module {
  llvm.func @main() {
    %p = llvm.mlir.zero : !llvm.ptr
    %c = llvm.mlir.constant(1 : i8) : i8
    // CHECK: llvm-null-deref.mlir:[[@LINE+1]]:5: error: undefined behaviour in 'llvm.store': store through a null pointer
    llvm.store %c, %p : i8, !llvm.ptr
    llvm.return
  }
}
