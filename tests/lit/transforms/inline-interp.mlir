// A program computes the same before and after inlining.
// RUN: cmir-interp -e main -entry-point-result=i32 %s | FileCheck %s
// RUN: cmir-opt --inline %s | cmir-interp -e main -entry-point-result=i32 | FileCheck %s
// RUN: cmir-opt --inline='default-pipeline=' %s | cmir-interp -e main -entry-point-result=i32 | FileCheck %s
// RUN: cmir-opt --inline %s | FileCheck %s --check-prefix=INLINED

// CHECK: 190
// INLINED-NOT: call @step
// INLINED-NOT: call @clamp

func.func private @clamp(%v: i32, %hi: i32) -> i32 {
  %lt = arith.cmpi slt, %v, %hi : i32
  cf.cond_br %lt, ^small, ^big
^small:
  return %v : i32
^big:
  return %hi : i32
}

func.func private @step(%acc: i32, %i: i32) -> i32 {
  %c = arith.constant 20 : i32
  %v = func.call @clamp(%i, %c) : (i32, i32) -> i32
  %r = arith.addi %acc, %v : i32
  return %r : i32
}

func.func @main() -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c20 = arith.constant 20 : i32
  cf.br ^loop(%c0, %c0 : i32, i32)
^loop(%i: i32, %acc: i32):
  %done = arith.cmpi sge, %i, %c20 : i32
  cf.cond_br %done, ^exit, ^body
^body:
  %next = func.call @step(%acc, %i) : (i32, i32) -> i32
  %i1 = arith.addi %i, %c1 : i32
  cf.br ^loop(%i1, %next : i32, i32)
^exit:
  return %acc : i32
}
