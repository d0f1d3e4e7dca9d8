// llvm.intr.masked.load (vector.maskedload's lowering) with a lane on past
// the end of its allocation; the off lanes after it are not accessed.
llvm.func @malloc(i64) -> !llvm.ptr
llvm.func @free(!llvm.ptr)
llvm.func @main() {
  %n = llvm.mlir.constant(32 : i64) : i64
  %p = llvm.call @malloc(%n) : (i64) -> !llvm.ptr
  %c6 = llvm.mlir.constant(6 : i64) : i64
  %q = llvm.getelementptr %p[%c6] : (!llvm.ptr, i64) -> !llvm.ptr, f32
  %mask = llvm.mlir.constant(dense<[true, true, true, false]> : vector<4xi1>) : vector<4xi1>
  %pass = llvm.mlir.constant(dense<0.0> : vector<4xf32>) : vector<4xf32>
  // CHECK: llvm-masked-load-out-of-bounds.mlir:[[@LINE+1]]:8: error: undefined behaviour in 'llvm.intr.masked.load': load of 4 bytes at byte offset 32 is outside its allocation of 32 bytes
  %v = llvm.intr.masked.load %q, %mask, %pass {alignment = 4 : i32} : (!llvm.ptr, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
  llvm.call @free(%p) : (!llvm.ptr) -> ()
  llvm.return
}
