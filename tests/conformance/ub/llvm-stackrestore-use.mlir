// llvm.intr.stackrestore releases the allocas made since the stacksave.
module {
  llvm.func @main() {
    %one = llvm.mlir.constant(1 : i64) : i64
    %s = llvm.intr.stacksave : !llvm.ptr
    %a = llvm.alloca %one x i64 : (i64) -> !llvm.ptr
    llvm.store %one, %a : i64, !llvm.ptr
    llvm.intr.stackrestore %s : !llvm.ptr
    // CHECK: llvm-stackrestore-use.mlir:[[@LINE+1]]:10: error: undefined behaviour in 'llvm.load': load of a stack allocation released by 'llvm.intr.stackrestore'
    %v = llvm.load %a : !llvm.ptr -> i64
    llvm.return
  }
}
// CHECK: llvm-stackrestore-use.mlir:6:10: note: memory allocated here
// CHECK: llvm-stackrestore-use.mlir:8:5: note: memory deallocated here
