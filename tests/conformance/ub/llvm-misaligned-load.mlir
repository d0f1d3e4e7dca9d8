// An i32 load at an address that is not a multiple of 4.
module {
  llvm.func @malloc(i64) -> !llvm.ptr
  llvm.func @main() {
    %n = llvm.mlir.constant(16 : i64) : i64
    %p = llvm.call @malloc(%n) : (i64) -> !llvm.ptr
    %q = llvm.getelementptr %p[2] : (!llvm.ptr) -> !llvm.ptr, i8
    // CHECK: llvm-misaligned-load.mlir:[[@LINE+1]]:10: error: undefined behaviour in 'llvm.load': misaligned load: address 0x{{[0-9a-f]+}} is not a multiple of 4
    %v = llvm.load %q : !llvm.ptr -> i32
    llvm.return
  }
}
