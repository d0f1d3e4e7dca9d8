// An LLVM program computes the same before and after inlining, with the
// allocas the inliner moves to the caller's entry block and brackets with
// lifetime markers (which the interpreter takes as no-ops).
// RUN: cmir-interp -e main -entry-point-result=i32 %s | FileCheck %s
// RUN: cmir-opt --inline %s | cmir-interp -e main -entry-point-result=i32 | FileCheck %s
// RUN: cmir-opt --inline %s | FileCheck %s --check-prefix=INLINED

// CHECK: 127
// INLINED-LABEL: llvm.func @main
// INLINED-NOT: llvm.call
// INLINED: llvm.intr.lifetime.start
// INLINED: llvm.intr.lifetime.end

llvm.func @store_load(%v: i32) -> i32 {
  %one = llvm.mlir.constant(1 : i32) : i32
  %p = llvm.alloca %one x i32 : (i32) -> !llvm.ptr
  llvm.store %v, %p : i32, !llvm.ptr
  %l = llvm.load %p : !llvm.ptr -> i32
  %r = llvm.add %l, %one : i32
  llvm.return %r : i32
}

llvm.func @sum_n(%n: i32) -> i32 {
  %zero = llvm.mlir.constant(0 : i32) : i32
  %one = llvm.mlir.constant(1 : i32) : i32
  %p = llvm.alloca %n x i32 : (i32) -> !llvm.ptr
  llvm.br ^fill(%zero : i32)
^fill(%i: i32):
  %more = llvm.icmp "slt" %i, %n : i32
  llvm.cond_br %more, ^store, ^sum(%zero, %zero : i32, i32)
^store:
  %q = llvm.getelementptr %p[%i] : (!llvm.ptr, i32) -> !llvm.ptr, i32
  llvm.store %i, %q : i32, !llvm.ptr
  %i1 = llvm.add %i, %one : i32
  llvm.br ^fill(%i1 : i32)
^sum(%j: i32, %acc: i32):
  %go = llvm.icmp "slt" %j, %n : i32
  llvm.cond_br %go, ^add, ^done
^add:
  %r = llvm.getelementptr %p[%j] : (!llvm.ptr, i32) -> !llvm.ptr, i32
  %x = llvm.load %r : !llvm.ptr -> i32
  %acc1 = llvm.add %acc, %x : i32
  %j1 = llvm.add %j, %one : i32
  llvm.br ^sum(%j1, %acc1 : i32, i32)
^done:
  llvm.return %acc : i32
}

llvm.func @main() -> i32 {
  %c16 = llvm.mlir.constant(16 : i32) : i32
  %c6 = llvm.mlir.constant(6 : i32) : i32
  %a = llvm.call @sum_n(%c16) : (i32) -> i32
  %b = llvm.call @store_load(%c6) : (i32) -> i32
  %s = llvm.add %a, %b : i32
  llvm.return %s : i32
}
