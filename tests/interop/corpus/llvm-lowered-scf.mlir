// mlir-opt-19 --convert-scf-to-cf --expand-strided-metadata --finalize-memref-to-llvm --convert-to-llvm --reconcile-unrealized-casts on tests/lit/roundtrip/scf.mlir: LLVM dialect IR that cmir must read and print back byte for byte.
module {
  llvm.func @for_loops(%arg0: i64, %arg1: i64, %arg2: i64, %arg3: f32, %arg4: i32) -> f32 {
    %0 = llvm.mlir.constant(1 : i32) : i32
    %1 = llvm.mlir.constant(10 : i32) : i32
    %2 = llvm.mlir.constant(0 : i32) : i32
    llvm.br ^bb1(%arg0 : i64)
  ^bb1(%3: i64):  // 2 preds: ^bb0, ^bb5
    %4 = llvm.icmp "slt" %3, %arg1 : i64
    llvm.cond_br %4, ^bb2, ^bb6
  ^bb2:  // pred: ^bb1
    llvm.br ^bb3(%arg0 : i64)
  ^bb3(%5: i64):  // 2 preds: ^bb2, ^bb4
    %6 = llvm.icmp "slt" %5, %3 : i64
    llvm.cond_br %6, ^bb4, ^bb5
  ^bb4:  // pred: ^bb3
    %7 = llvm.add %5, %arg2 : i64
    llvm.br ^bb3(%7 : i64)
  ^bb5:  // pred: ^bb3
    %8 = llvm.add %3, %arg2 : i64
    llvm.br ^bb1(%8 : i64)
  ^bb6:  // pred: ^bb1
    llvm.br ^bb7(%arg0, %arg3 : i64, f32)
  ^bb7(%9: i64, %10: f32):  // 2 preds: ^bb6, ^bb8
    %11 = llvm.icmp "slt" %9, %arg1 : i64
    llvm.cond_br %11, ^bb8, ^bb9
  ^bb8:  // pred: ^bb7
    %12 = llvm.fadd %10, %10  : f32
    %13 = llvm.add %9, %arg2 : i64
    llvm.br ^bb7(%13, %12 : i64, f32)
  ^bb9:  // pred: ^bb7
    llvm.br ^bb10(%arg0 : i64)
  ^bb10(%14: i64):  // 2 preds: ^bb9, ^bb11
    %15 = llvm.icmp "slt" %14, %arg1 : i64
    llvm.cond_br %15, ^bb11, ^bb12
  ^bb11:  // pred: ^bb10
    %16 = llvm.add %14, %arg2 : i64
    llvm.br ^bb10(%16 : i64)
  ^bb12:  // pred: ^bb10
    llvm.br ^bb13(%2 : i32)
  ^bb13(%17: i32):  // 2 preds: ^bb12, ^bb14
    %18 = llvm.icmp "slt" %17, %1 : i32
    llvm.cond_br %18, ^bb14, ^bb15
  ^bb14:  // pred: ^bb13
    %19 = llvm.add %17, %0 : i32
    llvm.br ^bb13(%19 : i32)
  ^bb15:  // pred: ^bb13
    llvm.br ^bb16(%2 : i32)
  ^bb16(%20: i32):  // 2 preds: ^bb15, ^bb17
    %21 = llvm.icmp "slt" %20, %1 : i32
    llvm.cond_br %21, ^bb17, ^bb18
  ^bb17:  // pred: ^bb16
    %22 = llvm.add %20, %0 : i32
    llvm.br ^bb16(%22 : i32)
  ^bb18:  // pred: ^bb16
    llvm.return %10 : f32
  }
  llvm.func @numbering(%arg0: i64, %arg1: f32) -> !llvm.struct<(f32, f32)> {
    llvm.br ^bb1(%arg0, %arg1 : i64, f32)
  ^bb1(%0: i64, %1: f32):  // 2 preds: ^bb0, ^bb2
    %2 = llvm.icmp "slt" %0, %arg0 : i64
    llvm.cond_br %2, ^bb2, ^bb3
  ^bb2:  // pred: ^bb1
    %3 = llvm.fadd %1, %1  : f32
    %4 = llvm.fmul %3, %3  : f32
    %5 = llvm.add %0, %arg0 : i64
    llvm.br ^bb1(%5, %4 : i64, f32)
  ^bb3:  // pred: ^bb1
    llvm.br ^bb4(%arg0, %1 : i64, f32)
  ^bb4(%6: i64, %7: f32):  // 2 preds: ^bb3, ^bb5
    %8 = llvm.icmp "slt" %6, %arg0 : i64
    llvm.cond_br %8, ^bb5, ^bb6
  ^bb5:  // pred: ^bb4
    %9 = llvm.fsub %7, %7  : f32
    %10 = llvm.add %6, %arg0 : i64
    llvm.br ^bb4(%10, %9 : i64, f32)
  ^bb6:  // pred: ^bb4
    %11 = llvm.mlir.undef : !llvm.struct<(f32, f32)>
    %12 = llvm.insertvalue %1, %11[0] : !llvm.struct<(f32, f32)> 
    %13 = llvm.insertvalue %7, %12[1] : !llvm.struct<(f32, f32)> 
    llvm.return %13 : !llvm.struct<(f32, f32)>
  }
  llvm.func @ifs(%arg0: i1, %arg1: f32, %arg2: i32) -> !llvm.struct<(f32, i32)> {
    llvm.cond_br %arg0, ^bb1, ^bb2
  ^bb1:  // pred: ^bb0
    llvm.br ^bb2
  ^bb2:  // 2 preds: ^bb0, ^bb1
    llvm.cond_br %arg0, ^bb3, ^bb3
  ^bb3:  // 2 preds: ^bb2, ^bb2
    llvm.br ^bb4
  ^bb4:  // pred: ^bb3
    llvm.cond_br %arg0, ^bb5, ^bb5
  ^bb5:  // 2 preds: ^bb4, ^bb4
    llvm.br ^bb6
  ^bb6:  // pred: ^bb5
    llvm.cond_br %arg0, ^bb7, ^bb8
  ^bb7:  // pred: ^bb6
    llvm.br ^bb9(%arg1 : f32)
  ^bb8:  // pred: ^bb6
    %0 = llvm.fneg %arg1  : f32
    llvm.br ^bb9(%0 : f32)
  ^bb9(%1: f32):  // 2 preds: ^bb7, ^bb8
    llvm.br ^bb10
  ^bb10:  // pred: ^bb9
    llvm.cond_br %arg0, ^bb11(%1 : f32), ^bb11(%arg1 : f32)
  ^bb11(%2: f32):  // 2 preds: ^bb10, ^bb10
    llvm.br ^bb12
  ^bb12:  // pred: ^bb11
    llvm.br ^bb13
  ^bb13:  // pred: ^bb12
    llvm.cond_br %arg0, ^bb14, ^bb17
  ^bb14:  // pred: ^bb13
    llvm.cond_br %arg0, ^bb15, ^bb16
  ^bb15:  // pred: ^bb14
    llvm.br ^bb16
  ^bb16:  // 2 preds: ^bb14, ^bb15
    llvm.br ^bb17
  ^bb17:  // 2 preds: ^bb13, ^bb16
    %3 = llvm.mlir.undef : !llvm.struct<(f32, i32)>
    %4 = llvm.insertvalue %2, %3[0] : !llvm.struct<(f32, i32)> 
    %5 = llvm.insertvalue %arg2, %4[1] : !llvm.struct<(f32, i32)> 
    llvm.return %5 : !llvm.struct<(f32, i32)>
  }
  llvm.func @while(%arg0: i32, %arg1: f32) -> i32 {
    %0 = llvm.mlir.constant(true) : i1
    %1 = llvm.mlir.constant(10 : i32) : i32
    llvm.br ^bb1(%arg0 : i32)
  ^bb1(%2: i32):  // 2 preds: ^bb0, ^bb2
    %3 = llvm.icmp "slt" %2, %1 : i32
    llvm.cond_br %3, ^bb2, ^bb3
  ^bb2:  // pred: ^bb1
    %4 = llvm.add %2, %2 : i32
    llvm.br ^bb1(%4 : i32)
  ^bb3:  // 2 preds: ^bb1, ^bb4
    llvm.br ^bb4
  ^bb4:  // pred: ^bb3
    llvm.cond_br %0, ^bb3, ^bb5
  ^bb5:  // pred: ^bb4
    llvm.return %2 : i32
  }
  llvm.func @execute_region(%arg0: i32, %arg1: i1) -> i32 {
    llvm.br ^bb1
  ^bb1:  // pred: ^bb0
    llvm.br ^bb2
  ^bb2:  // pred: ^bb1
    llvm.br ^bb3
  ^bb3:  // pred: ^bb2
    llvm.cond_br %arg1, ^bb4, ^bb4
  ^bb4:  // 2 preds: ^bb3, ^bb3
    llvm.br ^bb5
  ^bb5:  // pred: ^bb4
    llvm.br ^bb6
  ^bb6:  // pred: ^bb5
    llvm.br ^bb7
  ^bb7:  // pred: ^bb6
    llvm.return %arg0 : i32
  }
  llvm.func @index_switch(%arg0: i64, %arg1: f32) -> f32 {
    %0 = llvm.trunc %arg0 : i64 to i32
    llvm.switch %0 : i32, ^bb1 [
      2: ^bb1,
      4294967291: ^bb2
    ]
  ^bb1:  // 2 preds: ^bb0, ^bb0
    llvm.br ^bb3(%arg1 : f32)
  ^bb2:  // pred: ^bb0
    %1 = llvm.fneg %arg1  : f32
    llvm.br ^bb3(%1 : f32)
  ^bb3(%2: f32):  // 2 preds: ^bb1, ^bb2
    %3 = llvm.trunc %arg0 : i64 to i32
    llvm.switch %3 : i32, ^bb4 [
      0: ^bb4
    ]
  ^bb4:  // 2 preds: ^bb3, ^bb3
    llvm.br ^bb5
  ^bb5:  // pred: ^bb4
    llvm.return %2 : f32
  }
}

