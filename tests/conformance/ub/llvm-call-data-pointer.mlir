// An indirect call through a pointer to data.
module {
  llvm.func @main() {
    %one = llvm.mlir.constant(1 : i64) : i64
    %p = llvm.alloca %one x i64 : (i64) -> !llvm.ptr
    // CHECK: llvm-call-data-pointer.mlir:[[@LINE+1]]:5: error: undefined behaviour in 'llvm.call': call through pointer 0x{{[0-9a-f]+}}, which is not a function's address
    llvm.call %p() : !llvm.ptr, () -> ()
    llvm.return
  }
}
