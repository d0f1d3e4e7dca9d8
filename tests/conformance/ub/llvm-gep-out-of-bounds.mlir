// A load through a getelementptr one element past a malloc'd array.
module {
  llvm.func @malloc(i64) -> !llvm.ptr
  llvm.func @main() {
    %n = llvm.mlir.constant(16 : i64) : i64
    %i = llvm.mlir.constant(4 : i64) : i64
    %p = llvm.call @malloc(%n) : (i64) -> !llvm.ptr
    %q = llvm.getelementptr %p[%i] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    // CHECK: llvm-gep-out-of-bounds.mlir:[[@LINE+1]]:10: error: undefined behaviour in 'llvm.load': load of 4 bytes at byte offset 16 is outside its allocation of 16 bytes
    %v = llvm.load %q : !llvm.ptr -> i32
    // CHECK: note: memory allocated here
    llvm.return
  }
}
