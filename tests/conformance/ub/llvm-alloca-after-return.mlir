// An llvm.alloca is freed when its function returns.
module {
  llvm.func @make() -> !llvm.ptr {
    %one = llvm.mlir.constant(1 : i64) : i64
    %p = llvm.alloca %one x i64 : (i64) -> !llvm.ptr
    llvm.return %p : !llvm.ptr
  }
  llvm.func @main() {
    %p = llvm.call @make() : () -> !llvm.ptr
    // CHECK: llvm-alloca-after-return.mlir:[[@LINE+1]]:10: error: undefined behaviour in 'llvm.load': load of a stack allocation whose function has returned
    %v = llvm.load %p : !llvm.ptr -> i64
    llvm.return
  }
}
