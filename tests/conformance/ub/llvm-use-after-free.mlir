// A load through a pointer after free.
module {
  llvm.func @malloc(i64) -> !llvm.ptr
  llvm.func @free(!llvm.ptr)
  llvm.func @main() {
    %n = llvm.mlir.constant(8 : i64) : i64
    %p = llvm.call @malloc(%n) : (i64) -> !llvm.ptr
    llvm.store %n, %p : i64, !llvm.ptr
    llvm.call @free(%p) : (!llvm.ptr) -> ()
    // CHECK: llvm-use-after-free.mlir:[[@LINE+1]]:10: error: undefined behaviour in 'llvm.load': load of deallocated memory
    %v = llvm.load %p : !llvm.ptr -> i64
    llvm.return
  }
}
// CHECK: llvm-use-after-free.mlir:7:10: note: memory allocated here
// CHECK: llvm-use-after-free.mlir:9:5: note: memory deallocated here
