// mlir-opt-19 --expand-strided-metadata --lower-affine --arith-expand --convert-scf-to-cf --convert-to-llvm --reconcile-unrealized-casts on shared/bench/kernels/collatz.mlir: LLVM dialect IR that cmir must read and print back byte for byte.
module {
  llvm.func @printI64(i64) attributes {sym_visibility = "private"}
  llvm.func @printNewline() attributes {sym_visibility = "private"}
  llvm.func @collatz_sum(%arg0: i64) -> i64 {
    %0 = llvm.mlir.constant(0 : i64) : i64
    %1 = llvm.mlir.constant(1 : i64) : i64
    %2 = llvm.mlir.constant(3 : i64) : i64
    llvm.br ^bb1(%1, %0 : i64, i64)
  ^bb1(%3: i64, %4: i64):  // 2 preds: ^bb0, ^bb6
    %5 = llvm.icmp "sgt" %3, %arg0 : i64
    llvm.cond_br %5, ^bb7, ^bb2(%3, %4 : i64, i64)
  ^bb2(%6: i64, %7: i64):  // 3 preds: ^bb1, ^bb4, ^bb5
    %8 = llvm.icmp "eq" %6, %1 : i64
    llvm.cond_br %8, ^bb6, ^bb3
  ^bb3:  // pred: ^bb2
    %9 = llvm.add %7, %1 : i64
    %10 = llvm.and %6, %1  : i64
    %11 = llvm.icmp "ne" %10, %0 : i64
    llvm.cond_br %11, ^bb4, ^bb5
  ^bb4:  // pred: ^bb3
    %12 = llvm.mul %6, %2 : i64
    %13 = llvm.add %12, %1 : i64
    llvm.br ^bb2(%13, %9 : i64, i64)
  ^bb5:  // pred: ^bb3
    %14 = llvm.lshr %6, %1  : i64
    llvm.br ^bb2(%14, %9 : i64, i64)
  ^bb6:  // pred: ^bb2
    %15 = llvm.add %3, %1 : i64
    llvm.br ^bb1(%15, %7 : i64, i64)
  ^bb7:  // pred: ^bb1
    llvm.return %4 : i64
  }
  llvm.func @main() {
    %0 = llvm.mlir.constant(200000 : i64) : i64
    %1 = llvm.call @collatz_sum(%0) : (i64) -> i64
    llvm.call @printI64(%1) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.return
  }
}

