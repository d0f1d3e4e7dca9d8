// mlir-opt-19 --convert-scf-to-cf --expand-strided-metadata --finalize-memref-to-llvm --convert-to-llvm --reconcile-unrealized-casts on tests/lit/roundtrip/arith.mlir: LLVM dialect IR that cmir must read and print back byte for byte.
module {
  func.func @int_binary(%arg0: i32, %arg1: i32, %arg2: vector<4xi32>, %arg3: tensor<2x?xi64>) {
    llvm.return
  }
  llvm.func @extended(%arg0: i32, %arg1: i32, %arg2: vector<4xi32>) -> !llvm.struct<(i32, i1, i32)> {
    %0 = "llvm.intr.uadd.with.overflow"(%arg0, %arg1) : (i32, i32) -> !llvm.struct<(i32, i1)>
    %1 = llvm.extractvalue %0[0] : !llvm.struct<(i32, i1)> 
    %2 = llvm.extractvalue %0[1] : !llvm.struct<(i32, i1)> 
    %3 = llvm.zext %arg0 : i32 to i64
    %4 = llvm.zext %arg1 : i32 to i64
    %5 = llvm.mul %3, %4 : i64
    %6 = llvm.trunc %5 : i64 to i32
    %7 = llvm.mlir.constant(32 : i64) : i64
    %8 = llvm.lshr %5, %7  : i64
    %9 = llvm.trunc %8 : i64 to i32
    %10 = llvm.mlir.undef : !llvm.struct<(i32, i1, i32)>
    %11 = llvm.insertvalue %1, %10[0] : !llvm.struct<(i32, i1, i32)> 
    %12 = llvm.insertvalue %2, %11[1] : !llvm.struct<(i32, i1, i32)> 
    %13 = llvm.insertvalue %9, %12[2] : !llvm.struct<(i32, i1, i32)> 
    llvm.return %13 : !llvm.struct<(i32, i1, i32)>
  }
  llvm.func @float_ops(%arg0: f32, %arg1: f32, %arg2: vector<4xf16>, %arg3: f64) {
    llvm.return
  }
  llvm.func @cmpi(%arg0: i32, %arg1: i32, %arg2: vector<4xi64>) {
    llvm.return
  }
  llvm.func @cmpf(%arg0: f32, %arg1: f32, %arg2: vector<2xf64>) {
    llvm.return
  }
  func.func @select(%arg0: i1, %arg1: i32, %arg2: i32, %arg3: vector<4xi1>, %arg4: vector<4xf32>, %arg5: tensor<?xi8>, %arg6: tensor<?xi1>) {
    llvm.return
  }
  llvm.func @extra_attributes(%arg0: i32, %arg1: f32, %arg2: i1) {
    llvm.return
  }
}

