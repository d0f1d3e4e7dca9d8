// RUN: cmir-opt %s | FileCheck %s --strict-whitespace
// RUN: cmir-opt %s | cmir-opt | FileCheck %s --strict-whitespace
// RUN: cmir-opt --mlir-print-op-generic %s | cmir-opt | FileCheck %s --strict-whitespace

// Terminators with block arguments (the LLVM dialect's phi nodes), among
// them a conditional branch to the same block with different arguments,
// which the dialect allows; switches (case values print unsigned, as
// mlir-opt-19 prints them); calls (direct, indirect, variadic with
// `vararg(...)`, calling conventions, tail calls) and invoke/landingpad.

// CHECK-LABEL: llvm.func @branches(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT: llvm.br ^bb1(%arg1 : i32)
// CHECK-NEXT: ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT: llvm.cond_br %arg0, ^bb2(%0 : i32), ^bb2(%arg2 : i32)
// CHECK-NEXT: ^bb2(%1: i32):  // 2 preds: ^bb1, ^bb1
// CHECK-NEXT: llvm.cond_br %arg0 weights([10, 20]), ^bb3, ^bb1(%1 : i32) {my.attr}
// CHECK-NEXT: ^bb3:  // pred: ^bb2
// CHECK-NEXT: llvm.return %1 : i32
// CHECK-NEXT: }
llvm.func @branches(%c: i1, %a: i32, %b: i32) -> i32 {
  llvm.br ^bb1(%a : i32)
^bb1(%x: i32):
  llvm.cond_br %c, ^bb2(%x : i32), ^bb2(%b : i32)
^bb2(%y: i32):
  llvm.cond_br %c weights([10, 20]), ^bb3, ^bb1(%y : i32) {my.attr}
^bb3:
  llvm.return %y : i32
}

// CHECK-LABEL: llvm.func @switches(%arg0: i32, %arg1: i64, %arg2: i8) {
// CHECK-NEXT: llvm.switch %arg0 : i32, ^bb1(%arg1 : i64) [
// CHECK-NEXT: 1: ^bb2(%arg0, %arg1 : i32, i64),
// CHECK-NEXT: 4294967289: ^bb1(%arg1 : i64),
// CHECK-NEXT: 42: ^bb3
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb1(%0: i64):  // 2 preds: ^bb0, ^bb0
// CHECK-NEXT: llvm.switch %arg2 : i8, ^bb3 [
// CHECK-NEXT: 7: ^bb3,
// CHECK-NEXT: 255: ^bb3
// CHECK-NEXT: ] {my.attr}
// CHECK-NEXT: ^bb2(%1: i32, %2: i64):  // pred: ^bb0
// CHECK-NEXT: llvm.switch %arg0 : i32, ^bb3 [
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb3:  // 5 preds: ^bb0, ^bb1, ^bb1, ^bb1, ^bb2
// CHECK-NEXT: llvm.unreachable
// CHECK-NEXT: }
llvm.func @switches(%a: i32, %b: i64, %c: i8) {
  llvm.switch %a : i32, ^bb1(%b : i64) [
    1: ^bb2(%a, %b : i32, i64),
    -7: ^bb1(%b : i64),
    42: ^bb3
  ]
^bb1(%x: i64):
  llvm.switch %c : i8, ^bb3 [
    7: ^bb3,
    255: ^bb3
  ] {my.attr}
^bb2(%y: i32, %z: i64):
  llvm.switch %a : i32, ^bb3 [
  ]
^bb3:
  llvm.unreachable
}

// CHECK-LABEL: llvm.func @callee(i32) -> i32
llvm.func @callee(i32) -> i32
// CHECK-LABEL: llvm.func @void_callee(f32)
llvm.func @void_callee(f32)
// CHECK-LABEL: llvm.func @printf(!llvm.ptr, ...) -> i32
llvm.func @printf(!llvm.ptr, ...) -> i32
// CHECK-LABEL: llvm.func @personality(...) -> i32
llvm.func @personality(...) -> i32

// CHECK-LABEL: llvm.func @calls(%arg0: !llvm.ptr, %arg1: i32, %arg2: f32) -> i32 attributes {personality = @personality} {
// CHECK-NEXT: %0 = llvm.call @callee(%arg1) : (i32) -> i32
// CHECK-NEXT: llvm.call @void_callee(%arg2) {my.attr} : (f32) -> ()
// CHECK-NEXT: %1 = llvm.call @printf(%arg0, %arg1) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32) -> i32
// CHECK-NEXT: %2 = llvm.mlir.addressof @callee : !llvm.ptr
// CHECK-NEXT: %3 = llvm.call %2(%arg1) : !llvm.ptr, (i32) -> i32
// CHECK-NEXT: %4 = llvm.call %arg0(%arg0, %arg1) vararg(!llvm.func<i32 (ptr, ...)>) : !llvm.ptr, (!llvm.ptr, i32) -> i32
// CHECK-NEXT: %5 = llvm.call tail @callee(%arg1) : (i32) -> i32
// CHECK-NEXT: %6 = llvm.call fastcc @callee(%arg1) {fastmathFlags = #llvm.fastmath<fast>} : (i32) -> i32
// CHECK-NEXT: %7 = llvm.call cc_10 musttail @callee(%arg1) : (i32) -> i32
// CHECK-NEXT: %8 = llvm.invoke @callee(%arg1) to ^bb1 unwind ^bb2 : (i32) -> i32
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: %9 = llvm.invoke %2(%8) to ^bb3 unwind ^bb2 : !llvm.ptr, (i32) -> i32
// CHECK-NEXT: ^bb2:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: %10 = llvm.landingpad cleanup : !llvm.struct<(ptr, i32)>
// CHECK-NEXT: llvm.resume %10 : !llvm.struct<(ptr, i32)>
// CHECK-NEXT: ^bb3:  // pred: ^bb1
// CHECK-NEXT: llvm.return %9 : i32
// CHECK-NEXT: }
llvm.func @calls(%p: !llvm.ptr, %a: i32, %f: f32) -> i32 attributes {personality = @personality} {
  %0 = llvm.call @callee(%a) : (i32) -> i32
  llvm.call @void_callee(%f) {my.attr} : (f32) -> ()
  %1 = llvm.call @printf(%p, %a) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32) -> i32
  %2 = llvm.mlir.addressof @callee : !llvm.ptr
  %3 = llvm.call %2(%a) : !llvm.ptr, (i32) -> i32
  %4 = llvm.call %p(%p, %a) vararg(!llvm.func<i32 (ptr, ...)>) : !llvm.ptr, (!llvm.ptr, i32) -> i32
  %5 = llvm.call tail @callee(%a) : (i32) -> i32
  %6 = llvm.call fastcc @callee(%a) {fastmathFlags = #llvm.fastmath<fast>} : (i32) -> i32
  %7 = llvm.call cc_10 musttail @callee(%a) : (i32) -> i32
  %8 = llvm.invoke @callee(%a) to ^bb1 unwind ^bb2 : (i32) -> i32
^bb1:
  %9 = llvm.invoke %2(%8) to ^bb3 unwind ^bb2 : !llvm.ptr, (i32) -> i32
^bb2:
  %10 = llvm.landingpad cleanup : !llvm.struct<(ptr, i32)>
  llvm.resume %10 : !llvm.struct<(ptr, i32)>
^bb3:
  llvm.return %9 : i32
}

// CHECK-LABEL: llvm.func @landingpads() attributes {personality = @personality} {
// CHECK-NEXT: %0 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %1 = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %2 = llvm.invoke @callee(%1) to ^bb1 unwind ^bb2 : (i32) -> i32
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: llvm.return
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: %3 = llvm.landingpad (catch %0 : !llvm.ptr) : !llvm.struct<(ptr, i32)>
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
llvm.func @landingpads() attributes {personality = @personality} {
  %0 = llvm.mlir.zero : !llvm.ptr
  %1 = llvm.mlir.constant(1 : i32) : i32
  %2 = llvm.invoke @callee(%1) to ^bb1 unwind ^bb2 : (i32) -> i32
^bb1:
  llvm.return
^bb2:
  %3 = llvm.landingpad (catch %0 : !llvm.ptr) : !llvm.struct<(ptr, i32)>
  llvm.return
}
