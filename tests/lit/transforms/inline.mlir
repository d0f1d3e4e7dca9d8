// The inliner: bodies replace calls, private functions left without uses
// are erased, callees the rules protect keep their calls.
// RUN: cmir-opt --inline --split-input-file %s | FileCheck %s
// RUN: not cmir-opt --inline='no-such-option=1' %s 2>&1 | FileCheck %s --check-prefix=ERR

// RUN: not cmir-opt --inline='max-iterations=-1' %s 2>&1 | FileCheck %s --check-prefix=ITER
// RUN: not cmir-opt --inline='default-pipeline=no-such-pass' %s 2>&1 | FileCheck %s --check-prefix=PIPE
// RUN: not cmir-opt --inline='op-pipelines=func.func(no-such-pass)' %s 2>&1 | FileCheck %s --check-prefix=PIPE

// ERR: no such option no-such-option
// ITER: for the --max-iterations option: '-1' value invalid for uint argument!
// PIPE: 'no-such-pass' does not refer to a registered pass or pass pipeline

// CHECK-NOT: func.func private @callee
// CHECK-LABEL: func.func @caller
// CHECK-NEXT: %[[C:.*]] = arith.constant 5 : i32
// CHECK-NEXT: %[[M:.*]] = arith.muli %arg0, %arg0 : i32
// CHECK-NEXT: %[[A:.*]] = arith.addi %[[M]], %[[C]] : i32
// CHECK-NEXT: return %[[A]] : i32
func.func private @callee(%a: i32) -> i32 {
  %m = arith.muli %a, %a : i32
  %c = arith.constant 5 : i32
  %r = arith.addi %m, %c : i32
  return %r : i32
}
func.func @caller(%x: i32) -> i32 {
  %0 = call @callee(%x) : (i32) -> i32
  return %0 : i32
}

// -----

// A body of several blocks splits the caller's block; the results arrive
// as arguments of the block after the call.
// CHECK-LABEL: llvm.func @split
// CHECK-NEXT: %[[K:.*]] = llvm.mlir.constant(7 : i32) : i32
// CHECK-NEXT: llvm.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:
// CHECK-NEXT: llvm.br ^bb3(%arg1 : i32)
// CHECK-NEXT: ^bb2:
// CHECK-NEXT: llvm.br ^bb3(%[[K]] : i32)
// CHECK-NEXT: ^bb3(%[[R:.*]]: i32):
// CHECK-NEXT: %[[S:.*]] = llvm.mul %[[R]], %[[R]] : i32
// CHECK-NEXT: llvm.return %[[S]] : i32
llvm.func @choose(%c: i1, %a: i32, %b: i32) -> i32 {
  llvm.cond_br %c, ^bb1, ^bb2
^bb1:
  llvm.return %a : i32
^bb2:
  llvm.return %b : i32
}
llvm.func @split(%c: i1, %a: i32) -> i32 {
  %k = llvm.mlir.constant(7 : i32) : i32
  %0 = llvm.call @choose(%c, %a, %k) : (i1, i32, i32) -> i32
  %1 = llvm.mul %0, %0 : i32
  llvm.return %1 : i32
}

// -----

// LLVM functions that are not inlined: no_inline, a personality, an
// inalloca argument, a passthrough attribute LLVM forbids.
// CHECK-LABEL: llvm.func @kept
// CHECK-NEXT: llvm.call @a()
// CHECK-NEXT: llvm.call @b()
// CHECK-NEXT: llvm.call @c(%arg0)
// CHECK-NEXT: llvm.call @d()
// CHECK-NEXT: llvm.return
llvm.func @pers() -> i32
llvm.func @a() attributes {no_inline} {
  llvm.return
}
llvm.func @b() attributes {personality = @pers} {
  llvm.return
}
llvm.func @c(%p: !llvm.ptr {llvm.inalloca = i64}) {
  llvm.return
}
llvm.func @d() attributes {passthrough = ["returns_twice"]} {
  llvm.return
}
llvm.func @kept(%p: !llvm.ptr) {
  llvm.call @a() : () -> ()
  llvm.call @b() : () -> ()
  llvm.call @c(%p) : (!llvm.ptr) -> ()
  llvm.call @d() : () -> ()
  llvm.return
}

// -----

// A byval argument is copied into an alloca of the caller's entry block.
// CHECK-LABEL: llvm.func @byval_caller
// CHECK-NEXT: %[[N:.*]] = llvm.mlir.constant(8 : i64) : i64
// CHECK-NEXT: %[[ONE:.*]] = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %[[A:.*]] = llvm.alloca %[[ONE]] x f64 {alignment = 8 : i64} : (i64) -> !llvm.ptr
// CHECK-NEXT: "llvm.intr.memcpy"(%[[A]], %arg0, %[[N]]) <{isVolatile = false}>
// CHECK-NEXT: llvm.call @sink(%[[A]])
// CHECK-NEXT: llvm.return
llvm.func @sink(!llvm.ptr)
llvm.func @takes_byval(%p: !llvm.ptr {llvm.byval = f64}) {
  llvm.call @sink(%p) : (!llvm.ptr) -> ()
  llvm.return
}
llvm.func @byval_caller(%p: !llvm.ptr) {
  llvm.call @takes_byval(%p) : (!llvm.ptr) -> ()
  llvm.return
}
