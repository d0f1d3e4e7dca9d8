// RUN: cmir-translate --mlir-to-llvmir %s | FileCheck %s
// RUN: cmir-translate --mlir-to-llvmir %s | llvm-as -o /dev/null
// REQUIRES: llvm-backend

// Block arguments become PHI nodes with one incoming value per predecessor.

// CHECK-LABEL: define i64 @count(i64 %0)
// CHECK: br label %[[HEAD:[0-9]+]]
// CHECK: [[HEAD]]:
// CHECK-NEXT: %[[I:[0-9]+]] = phi i64 [ %[[NEXT:[0-9]+]], %[[BODY:[0-9]+]] ], [ 0, %1 ]
// CHECK-NEXT: %[[ACC:[0-9]+]] = phi i64 [ %[[SUM:[0-9]+]], %[[BODY]] ], [ 1, %1 ]
// CHECK: br i1 %{{[0-9]+}}, label %[[BODY]], label %[[EXIT:[0-9]+]]
// CHECK: [[BODY]]:
// CHECK: %[[SUM]] = add i64 %[[ACC]], %[[I]]
// CHECK: %[[NEXT]] = add i64 %[[I]], 1
// CHECK: [[EXIT]]:
// CHECK-NEXT: ret i64 %[[ACC]]
llvm.func @count(%n: i64) -> i64 {
  %c0 = llvm.mlir.constant(0 : i64) : i64
  %c1 = llvm.mlir.constant(1 : i64) : i64
  llvm.br ^head(%c0, %c1 : i64, i64)
^head(%i: i64, %acc: i64):
  %lt = llvm.icmp "slt" %i, %n : i64
  llvm.cond_br %lt, ^body, ^exit
^body:
  %s = llvm.add %acc, %i : i64
  %i2 = llvm.add %i, %c1 : i64
  llvm.br ^head(%i2, %s : i64, i64)
^exit:
  llvm.return %acc : i64
}

// A block defined after its use in the region still gets its value first:
// blocks are translated in reverse post-order.
// CHECK-LABEL: define i32 @late(i1 %0)
// CHECK: br label %[[DEF:[0-9]+]]
// CHECK: [[USE:[0-9]+]]:
// CHECK-NEXT: ret i32 %[[V:[0-9]+]]
// CHECK: [[DEF]]:
// CHECK-NEXT: %[[V]] = select i1 %0, i32 1, i32 2
// CHECK-NEXT: br label %[[USE]]
llvm.func @late(%c: i1) -> i32 {
  llvm.br ^def
^use:
  llvm.return %v : i32
^def:
  %one = llvm.mlir.constant(1 : i32) : i32
  %two = llvm.mlir.constant(2 : i32) : i32
  %v = llvm.select %c, %one, %two : i1, i32
  llvm.br ^use
}

// Switch successors with arguments.
// CHECK-LABEL: define i32 @pick(i32 %0)
// CHECK: switch i32 %0, label %[[DEF:[0-9]+]] [
// CHECK-NEXT: i32 1, label %[[ONE:[0-9]+]]
// CHECK-NEXT: i32 7, label %[[SEVEN:[0-9]+]]
// CHECK-NEXT: ]
// CHECK: phi i32 [ 30, %[[SEVEN]] ], [ 20, %[[ONE]] ], [ 10, %[[DEF]] ]
llvm.func @pick(%x: i32) -> i32 {
  %a = llvm.mlir.constant(10 : i32) : i32
  %b = llvm.mlir.constant(20 : i32) : i32
  %c = llvm.mlir.constant(30 : i32) : i32
  llvm.switch %x : i32, ^d [
    1: ^one,
    7: ^seven
  ]
^d:
  llvm.br ^join(%a : i32)
^one:
  llvm.br ^join(%b : i32)
^seven:
  llvm.br ^join(%c : i32)
^join(%r: i32):
  llvm.return %r : i32
}
