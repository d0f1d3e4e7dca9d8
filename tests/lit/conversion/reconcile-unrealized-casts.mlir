// RUN: cmir-opt %s --reconcile-unrealized-casts --split-input-file | FileCheck %s

// Chains of casts that come back to the original type fold away; dead casts
// are erased; casts that cannot be reconciled stay.
// CHECK-LABEL: func.func @chains(%arg0: i64, %arg1: index) -> (i64, i32) {
// CHECK-NEXT:   %0 = builtin.unrealized_conversion_cast %arg0 : i64 to i32
// CHECK-NEXT:   return %arg0, %0 : i64, i32
// CHECK-NEXT: }
func.func @chains(%a: i64, %b: index) -> (i64, i32) {
  %0 = builtin.unrealized_conversion_cast %a : i64 to index
  %1 = builtin.unrealized_conversion_cast %0 : index to i64
  %2 = builtin.unrealized_conversion_cast %a : i64 to i32
  %3 = builtin.unrealized_conversion_cast %b : index to i64
  return %1, %2 : i64, i32
}

// -----

// Three casts in a row.
// CHECK-LABEL: func.func @three(%arg0: i64) -> i64 {
// CHECK-NEXT:   return %arg0 : i64
// CHECK-NEXT: }
func.func @three(%a: i64) -> i64 {
  %0 = builtin.unrealized_conversion_cast %a : i64 to index
  %1 = builtin.unrealized_conversion_cast %0 : index to i32
  %2 = builtin.unrealized_conversion_cast %1 : i32 to i64
  return %2 : i64
}
