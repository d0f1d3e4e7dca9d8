// free twice through a copy that went through memory.
module {
  llvm.func @malloc(i64) -> !llvm.ptr
  llvm.func @free(!llvm.ptr)
  llvm.func @main() {
    %n = llvm.mlir.constant(8 : i64) : i64
    %one = llvm.mlir.constant(1 : i64) : i64
    %p = llvm.call @malloc(%n) : (i64) -> !llvm.ptr
    %slot = llvm.alloca %one x !llvm.ptr : (i64) -> !llvm.ptr
    llvm.store %p, %slot : !llvm.ptr, !llvm.ptr
    llvm.call @free(%p) : (!llvm.ptr) -> ()
    %q = llvm.load %slot : !llvm.ptr -> !llvm.ptr
    // CHECK: llvm-double-free.mlir:[[@LINE+1]]:5: error: undefined behaviour in 'llvm.call': double free
    llvm.call @free(%q) : (!llvm.ptr) -> ()
    llvm.return
  }
}
