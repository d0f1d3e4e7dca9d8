// A store into a constant llvm.mlir.global.
module {
  llvm.mlir.global internal constant @k(dense<[1, 2]> : tensor<2xi32>) : !llvm.array<2 x i32>
  llvm.func @main() {
    %p = llvm.mlir.addressof @k : !llvm.ptr
    %q = llvm.getelementptr %p[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<2 x i32>
    %c = llvm.mlir.constant(5 : i32) : i32
    // CHECK: llvm-store-constant-global.mlir:[[@LINE+1]]:5: error: undefined behaviour in 'llvm.store': store to constant global @k
    llvm.store %c, %q : i32, !llvm.ptr
    llvm.return
  }
}
