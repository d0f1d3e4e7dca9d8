// REQUIRES: mlir-opt
// cmir's pipeline to the LLVM dialect produces IR that MLIR 19 translates to
// LLVM IR.
// RUN: cmir-opt %s --convert-scf-to-cf --convert-func-to-llvm --convert-arith-to-llvm --convert-cf-to-llvm --reconcile-unrealized-casts --llvm-legalize-for-export > %t.mlir
// RUN: mlir-translate --mlir-to-llvmir %t.mlir | FileCheck %s

// CHECK-LABEL: define i64 @sum(i64 %0)
// CHECK: phi i64
// CHECK: icmp slt i64
// CHECK: ret i64
func.func @sum(%n: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %c0) -> (index) {
    %s = arith.addi %acc, %i : index
    scf.yield %s : index
  }
  return %r : index
}

// CHECK-LABEL: define { i32, float } @pair(i1 %0, i32 %1, float %2)
// CHECK: insertvalue { i32, float } undef, i32
// CHECK: ret { i32, float }
func.func @pair(%c: i1, %a: i32, %x: f32) -> (i32, f32) {
  %r:2 = scf.if %c -> (i32, f32) {
    %b = arith.muli %a, %a : i32
    scf.yield %b, %x : i32, f32
  } else {
    %y = arith.addf %x, %x : f32
    scf.yield %a, %y : i32, f32
  }
  return %r#0, %r#1 : i32, f32
}

// CHECK-LABEL: define i32 @caller(i1 %0, i32 %1)
// CHECK: call { i32, float } @pair(
// CHECK: extractvalue { i32, float }
func.func @caller(%c: i1, %a: i32) -> i32 {
  %x = arith.constant 1.0 : f32
  %r:2 = call @pair(%c, %a, %x) : (i1, i32, f32) -> (i32, f32)
  %w = scf.while (%v = %r#0) : (i32) -> i32 {
    %k = arith.constant 100 : i32
    %lt = arith.cmpi slt, %v, %k : i32
    scf.condition(%lt) %v : i32
  } do {
  ^bb0(%v: i32):
    %d = arith.addi %v, %v : i32
    scf.yield %d : i32
  }
  return %w : i32
}

// A branch to one block twice with different values needs the dummy block.
// CHECK-LABEL: define i32 @twice(i1 %0, i32 %1, i32 %2)
func.func @twice(%c: i1, %a: i32, %b: i32) -> i32 {
  cf.cond_br %c, ^bb1(%a : i32), ^bb1(%b : i32)
^bb1(%x: i32):
  return %x : i32
}

// CHECK-LABEL: define i32 @switch(i64 %0)
// CHECK: switch i64 %0
func.func @switch(%i: index) -> i32 {
  %r = scf.index_switch %i -> i32
  case 1 {
    %a = arith.constant 10 : i32
    scf.yield %a : i32
  }
  default {
    %b = arith.constant 20 : i32
    scf.yield %b : i32
  }
  return %r : i32
}

// Memref arguments travel as descriptor components, and C wrappers take
// pointers to descriptors.
// CHECK-LABEL: define void @pass(ptr %0, ptr %1, i64 %2, i64 %3, i64 %4)
// CHECK: call void @sink(ptr
// CHECK-LABEL: define void @_mlir_ciface_pass(ptr %0)
// CHECK: load { ptr, ptr, i64, [1 x i64], [1 x i64] }, ptr %0
func.func private @sink(memref<?xf32>)
func.func @pass(%m: memref<?xf32>) attributes {llvm.emit_c_interface} {
  call @sink(%m) : (memref<?xf32>) -> ()
  return
}
