// Control reaching llvm.unreachable.
module {
  llvm.func @printI64(i64)
  llvm.func @main() {
    %c = llvm.mlir.constant(3 : i64) : i64
    llvm.call @printI64(%c) : (i64) -> ()
    // CHECK: llvm-unreachable.mlir:[[@LINE+1]]:5: error: undefined behaviour in 'llvm.unreachable': llvm.unreachable reached
    llvm.unreachable
  }
}
