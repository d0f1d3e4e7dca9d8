// inttoptr of an address no allocation holds, then a load through it.
module {
  llvm.func @main() {
    %a = llvm.mlir.constant(4096 : i64) : i64
    %p = llvm.inttoptr %a : i64 to !llvm.ptr
    // CHECK: llvm-inttoptr-wild.mlir:[[@LINE+1]]:10: error: undefined behaviour in 'llvm.load': load through pointer 0x1000, which points to no allocation
    %v = llvm.load %p : !llvm.ptr -> i64
    llvm.return
  }
}
