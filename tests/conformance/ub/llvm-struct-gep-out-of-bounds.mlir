// getelementptr into the second array of a struct alloca, one past its end:
// the struct's 24 bytes are the allocation.
module {
  llvm.func @main() {
    %one = llvm.mlir.constant(1 : i64) : i64
    %s = llvm.alloca %one x !llvm.struct<(i32, array<5 x i32>)> : (i64) -> !llvm.ptr
    %c = llvm.mlir.constant(7 : i32) : i32
    %q = llvm.getelementptr %s[0, 1, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<5 x i32>)>
    // CHECK: llvm-struct-gep-out-of-bounds.mlir:[[@LINE+1]]:5: error: undefined behaviour in 'llvm.store': store of 4 bytes at byte offset 24 is outside its allocation of 24 bytes
    llvm.store %c, %q : i32, !llvm.ptr
    llvm.return
  }
}
