// RUN: cmir-opt %s --convert-cf-to-llvm --split-input-file | FileCheck %s

// Branches keep their operands; the converted block arguments must match.
// CHECK-LABEL: func.func @branches(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT:   llvm.cond_br %arg0, ^bb1(%arg1 : i32), ^bb2
// CHECK-NEXT: ^bb1(%0: i32):  // pred: ^bb0
// CHECK-NEXT:   llvm.br ^bb3(%0 : i32)
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT:   llvm.br ^bb3(%arg2 : i32)
// CHECK-NEXT: ^bb3(%1: i32):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT:   return %1 : i32
// CHECK-NEXT: }
func.func @branches(%c: i1, %a: i32, %b: i32) -> i32 {
  cf.cond_br %c, ^bb1(%a : i32), ^bb2
^bb1(%x: i32):
  cf.br ^bb3(%x : i32)
^bb2:
  cf.br ^bb3(%b : i32)
^bb3(%r: i32):
  return %r : i32
}

// -----

// cf.switch keeps its case values and per-case operands.
// CHECK-LABEL: func.func @switch(%arg0: i32, %arg1: f32, %arg2: f32) -> f32 {
// CHECK-NEXT:   llvm.switch %arg0 : i32, ^bb1(%arg1 : f32) [
// CHECK-NEXT:     1: ^bb1(%arg2 : f32),
// CHECK-NEXT:     7: ^bb2
// CHECK-NEXT:   ]
// CHECK-NEXT: ^bb1(%0: f32):  // 2 preds: ^bb0, ^bb0
// CHECK-NEXT:   return %0 : f32
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT:   return %arg1 : f32
// CHECK-NEXT: }
func.func @switch(%f: i32, %a: f32, %b: f32) -> f32 {
  cf.switch %f : i32, [
    default: ^bb1(%a : f32),
    1: ^bb1(%b : f32),
    7: ^bb2
  ]
^bb1(%x: f32):
  return %x : f32
^bb2:
  return %a : f32
}

// -----

// cf.assert branches to a block that prints the message with puts and
// aborts; the message is a private constant global.
// CHECK-LABEL: llvm.func @abort()
// CHECK-LABEL: llvm.func @puts(!llvm.ptr)
// CHECK-NEXT: llvm.mlir.global private constant @assert_msg(dense<[109, 117, 115, 116, 32, 104, 111, 108, 100, 0]> : tensor<10xi8>) {addr_space = 0 : i32} : !llvm.array<10 x i8>
// CHECK-LABEL: func.func @assert(%arg0: i1) {
// CHECK-NEXT:   llvm.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT:   return
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT:   %0 = llvm.mlir.addressof @assert_msg : !llvm.ptr
// CHECK-NEXT:   %1 = llvm.getelementptr %0[0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<10 x i8>
// CHECK-NEXT:   llvm.call @puts(%1) : (!llvm.ptr) -> ()
// CHECK-NEXT:   llvm.call @abort() : () -> ()
// CHECK-NEXT:   llvm.unreachable
// CHECK-NEXT: }
func.func @assert(%c: i1) {
  cf.assert %c, "must hold"
  return
}

// -----

// A branch whose operands keep their old types (the block signature is not
// converted by this pass alone) is left alone.
// CHECK-LABEL: func.func @index_args(%arg0: index) -> index {
// CHECK-NEXT:   cf.br ^bb1(%arg0 : index)
// CHECK-NEXT: ^bb1(%0: index):  // pred: ^bb0
// CHECK-NEXT:   return %0 : index
// CHECK-NEXT: }
func.func @index_args(%a: index) -> index {
  cf.br ^bb1(%a : index)
^bb1(%x: index):
  return %x : index
}
