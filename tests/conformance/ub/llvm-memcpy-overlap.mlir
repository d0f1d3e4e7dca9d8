// llvm.intr.memcpy of overlapping ranges (memmove would be fine).
module {
  llvm.func @main() {
    %n = llvm.mlir.constant(4 : i64) : i64
    %p = llvm.alloca %n x i64 : (i64) -> !llvm.ptr
    %len = llvm.mlir.constant(16 : i64) : i64
    %z = llvm.mlir.constant(0 : i8) : i8
    "llvm.intr.memset"(%p, %z, %len) <{isVolatile = false}> : (!llvm.ptr, i8, i64) -> ()
    %q = llvm.getelementptr %p[1] : (!llvm.ptr) -> !llvm.ptr, i64
    "llvm.intr.memmove"(%q, %p, %len) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    // CHECK: llvm-memcpy-overlap.mlir:[[@LINE+1]]:5: error: undefined behaviour in 'llvm.intr.memcpy': memcpy of overlapping ranges (16 bytes, 8 apart)
    "llvm.intr.memcpy"(%q, %p, %len) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    llvm.return
  }
}
