// free of a pointer into the middle of a malloc'd block.
module {
  llvm.func @malloc(i64) -> !llvm.ptr
  llvm.func @free(!llvm.ptr)
  llvm.func @main() {
    %n = llvm.mlir.constant(32 : i64) : i64
    %p = llvm.call @malloc(%n) : (i64) -> !llvm.ptr
    %q = llvm.getelementptr %p[1] : (!llvm.ptr) -> !llvm.ptr, i64
    // CHECK: llvm-free-interior.mlir:[[@LINE+1]]:5: error: undefined behaviour in 'llvm.call': free of a pointer 8 bytes into its allocation
    llvm.call @free(%q) : (!llvm.ptr) -> ()
    llvm.return
  }
}
