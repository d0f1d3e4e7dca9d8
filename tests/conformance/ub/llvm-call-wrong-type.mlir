// An indirect call through a pointer to a function of another type.
module {
  llvm.func @f(%x: i64) -> i64 {
    llvm.return %x : i64
  }
  llvm.func @main() {
    %fp = llvm.mlir.addressof @f : !llvm.ptr
    // CHECK: llvm-call-wrong-type.mlir:[[@LINE+1]]:10: error: undefined behaviour in 'llvm.call': call of @f through a pointer with a different function type
    %r = llvm.call %fp() : !llvm.ptr, () -> i64
    llvm.return
  }
}
