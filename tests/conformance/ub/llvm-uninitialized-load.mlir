// ARGS: --check-uninit
// A load of malloc'd memory nothing wrote.
module {
  llvm.func @malloc(i64) -> !llvm.ptr
  llvm.func @main() {
    %n = llvm.mlir.constant(8 : i64) : i64
    %p = llvm.call @malloc(%n) : (i64) -> !llvm.ptr
    // CHECK: llvm-uninitialized-load.mlir:[[@LINE+1]]:10: error: undefined behaviour in 'llvm.load': load of uninitialized memory
    %v = llvm.load %p : !llvm.ptr -> i64
    llvm.return
  }
}
