// mlir-opt-19 --convert-scf-to-cf --expand-strided-metadata --finalize-memref-to-llvm --convert-to-llvm --reconcile-unrealized-casts on tests/lit/roundtrip/cf.mlir: LLVM dialect IR that cmir must read and print back byte for byte.
module {
  llvm.mlir.global private constant @assert_msg_1(dense<0> : tensor<1xi8>) {addr_space = 0 : i32} : !llvm.array<1 x i8>
  llvm.mlir.global private constant @assert_msg_0(dense<[113, 117, 111, 116, 101, 32, 34, 120, 34, 32, 97, 110, 100, 32, 98, 97, 99, 107, 115, 108, 97, 115, 104, 32, 92, 32, 97, 110, 100, 32, 110, 101, 119, 108, 105, 110, 101, 32, 10, 0]> : tensor<40xi8>) {addr_space = 0 : i32} : !llvm.array<40 x i8>
  llvm.func @abort()
  llvm.func @puts(!llvm.ptr)
  llvm.mlir.global private constant @assert_msg(dense<[109, 117, 115, 116, 32, 104, 111, 108, 100, 0]> : tensor<10xi8>) {addr_space = 0 : i32} : !llvm.array<10 x i8>
  llvm.func @branches(%arg0: i1, %arg1: i32, %arg2: i64) {
    llvm.br ^bb1
  ^bb1:  // 2 preds: ^bb0, ^bb2
    llvm.br ^bb2
  ^bb2:  // pred: ^bb1
    llvm.cond_br %arg0, ^bb1, ^bb3
  ^bb3:  // pred: ^bb2
    llvm.cond_br %arg0, ^bb4, ^bb4
  ^bb4:  // 2 preds: ^bb3, ^bb3
    llvm.cond_br %arg0, ^bb5, ^bb5
  ^bb5:  // 2 preds: ^bb4, ^bb4
    llvm.return
  }
  llvm.func @cond_br_attrs(%arg0: i1, %arg1: f32) -> f32 {
    llvm.cond_br %arg0, ^bb1, ^bb1 {my.weights = [1, 2]}
  ^bb1:  // 2 preds: ^bb0, ^bb0
    llvm.return %arg1 : f32
  }
  llvm.func @unreachable() {
    llvm.return
  }
  llvm.func @switch(%arg0: i32, %arg1: f32) {
    llvm.switch %arg0 : i32, ^bb1 [
      42: ^bb2,
      4294967293: ^bb1,
      0: ^bb2
    ]
  ^bb1:  // 3 preds: ^bb0, ^bb0, ^bb2
    llvm.return
  ^bb2:  // 2 preds: ^bb0, ^bb0
    llvm.switch %arg0 : i32, ^bb1 [
    ]
  }
  llvm.func @switch_args(%arg0: i64, %arg1: i8) {
    llvm.switch %arg0 : i64, ^bb1 [
      1: ^bb1
    ] {my.x}
  ^bb1:  // 2 preds: ^bb0, ^bb0
    llvm.switch %arg1 : i8, ^bb2 [
      7: ^bb2,
      255: ^bb2
    ]
  ^bb2:  // 3 preds: ^bb1, ^bb1, ^bb1
    llvm.return
  }
  llvm.func @assert(%arg0: i1) {
    llvm.cond_br %arg0, ^bb1, ^bb4
  ^bb1:  // pred: ^bb0
    llvm.cond_br %arg0, ^bb2, ^bb5
  ^bb2:  // pred: ^bb1
    llvm.cond_br %arg0, ^bb3, ^bb6
  ^bb3:  // pred: ^bb2
    llvm.return
  ^bb4:  // pred: ^bb0
    %0 = llvm.mlir.addressof @assert_msg : !llvm.ptr
    %1 = llvm.getelementptr %0[0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<10 x i8>
    llvm.call @puts(%1) : (!llvm.ptr) -> ()
    llvm.call @abort() : () -> ()
    llvm.unreachable
  ^bb5:  // pred: ^bb1
    %2 = llvm.mlir.addressof @assert_msg_0 : !llvm.ptr
    %3 = llvm.getelementptr %2[0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<40 x i8>
    llvm.call @puts(%3) : (!llvm.ptr) -> ()
    llvm.call @abort() : () -> ()
    llvm.unreachable
  ^bb6:  // pred: ^bb2
    %4 = llvm.mlir.addressof @assert_msg_1 : !llvm.ptr
    %5 = llvm.getelementptr %4[0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<1 x i8>
    llvm.call @puts(%5) : (!llvm.ptr) -> ()
    llvm.call @abort() : () -> ()
    llvm.unreachable
  }
}

