// RUN: cmir-opt %s --split-input-file --duplicate-function-elimination | FileCheck %s

// Bodies equal up to names and locations: the later ones go, their calls
// call the first.
// CHECK-LABEL: func.func @twice(
// CHECK-NOT: @double
// CHECK-LABEL: func.func @caller(
// CHECK: call @twice(%{{.*}})
// CHECK: call @twice(%{{.*}})
// CHECK: call @twice(%{{.*}})
func.func @twice(%a: i64) -> i64 {
  %r = arith.addi %a, %a : i64
  return %r : i64
}
func.func @double(%b: i64) -> i64 {
  %s = arith.addi %b, %b : i64 loc("elsewhere")
  return %s : i64
}
func.func @caller(%x: i64) -> i64 {
  %0 = call @twice(%x) : (i64) -> i64
  %1 = call @double(%0) : (i64) -> i64
  %2 = call @double(%1) : (i64) -> i64
  return %2 : i64
}

// -----

// Different bodies, types, visibility or attributes keep both.
// CHECK-LABEL: func.func @sub_ab(
// CHECK-LABEL: func.func @sub_ba(
// CHECK-LABEL: func.func @sub_ab32(
// CHECK-LABEL: func.func private @sub_priv(
// CHECK-LABEL: func.func @sub_attr(
func.func @sub_ab(%a: i64, %b: i64) -> i64 {
  %r = arith.subi %a, %b : i64
  return %r : i64
}
func.func @sub_ba(%a: i64, %b: i64) -> i64 {
  %r = arith.subi %b, %a : i64
  return %r : i64
}
func.func @sub_ab32(%a: i32, %b: i32) -> i32 {
  %r = arith.subi %a, %b : i32
  return %r : i32
}
func.func private @sub_priv(%a: i64, %b: i64) -> i64 {
  %r = arith.subi %a, %b : i64
  return %r : i64
}
func.func @sub_attr(%a: i64, %b: i64) -> i64 attributes {hot} {
  %r = arith.subi %a, %b : i64
  return %r : i64
}

// -----

// Declarations of one type are duplicates too; blocks and regions compare
// as a whole.
// CHECK-LABEL: func.func private @ext(f32) -> f32
// CHECK-NOT: @ext_again
// CHECK-LABEL: func.func @pick(
// CHECK-NOT: @pick_too
// CHECK-LABEL: func.func @use(
// CHECK: call @ext(
// CHECK: call @pick(
func.func private @ext(f32) -> f32
func.func private @ext_again(f32) -> f32
func.func @pick(%c: i1, %x: f32, %y: f32) -> f32 {
  cf.cond_br %c, ^a, ^b(%y : f32)
^a:
  %n = arith.negf %x : f32
  cf.br ^b(%n : f32)
^b(%v: f32):
  return %v : f32
}
func.func @pick_too(%c: i1, %x: f32, %y: f32) -> f32 {
  cf.cond_br %c, ^a, ^b(%y : f32)
^a:
  %n = arith.negf %x : f32
  cf.br ^b(%n : f32)
^b(%v: f32):
  return %v : f32
}
func.func @use(%c: i1, %x: f32) -> f32 {
  %0 = call @ext_again(%x) : (f32) -> f32
  %1 = call @pick_too(%c, %0, %x) : (i1, f32, f32) -> f32
  return %1 : f32
}
