// free of an llvm.alloca.
module {
  llvm.func @free(!llvm.ptr)
  llvm.func @main() {
    %one = llvm.mlir.constant(1 : i64) : i64
    %p = llvm.alloca %one x i64 : (i64) -> !llvm.ptr
    // CHECK: llvm-free-alloca.mlir:[[@LINE+1]]:5: error: undefined behaviour in 'llvm.call': free of a stack allocation (llvm.alloca), which malloc did not allocate
    llvm.call @free(%p) : (!llvm.ptr) -> ()
    llvm.return
  }
}
