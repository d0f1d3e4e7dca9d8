// A function signature may give the argument types only when the body names
// the entry block's arguments itself; they print back in the usual form.
// RUN: cmir-opt %s | FileCheck %s
// RUN: cmir-opt %s | cmir-opt | FileCheck %s

// CHECK-LABEL: func.func @two(%arg0: f32, %arg1: i32) -> f32 {
// CHECK-NEXT: return %arg0 : f32
func.func @two(f32, i32) -> f32 {
^bb0(%a: f32, %b: i32):
  return %a : f32
}

// CHECK-LABEL: func.func @branch(%arg0: i64) -> i64 {
// CHECK-NEXT: cf.br ^bb1(%arg0 : i64)
// CHECK-NEXT: ^bb1(%0: i64):
func.func @branch(i64) -> i64 {
^entry(%x: i64):
  cf.br ^next(%x : i64)
^next(%y: i64):
  return %y : i64
}
