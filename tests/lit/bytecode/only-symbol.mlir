// --only-symbol decodes the root and one function body, and prints it.
// RUN: cmir-bc %s -o %t.cmbc
// RUN: cmir-bc --only-symbol=second %t.cmbc | FileCheck %s
// RUN: cmir-bc --only-symbol=second %s | FileCheck %s
// RUN: not cmir-bc --only-symbol=nope %t.cmbc 2>&1 | FileCheck %s --check-prefix=NONE

// CHECK-NOT: @first
// CHECK: func.func @second(%arg0: f64) -> f64 {
// CHECK-NEXT: %0 = arith.negf %arg0 : f64
// CHECK-NEXT: return %0 : f64
// CHECK-NEXT: }
// CHECK-NOT: @third
// NONE: cmir-bc: no symbol 'nope' at the top level
func.func @first() {
  return
}
func.func @second(%x: f64) -> f64 {
  %0 = arith.negf %x : f64
  return %0 : f64
}
func.func private @third(i32)
