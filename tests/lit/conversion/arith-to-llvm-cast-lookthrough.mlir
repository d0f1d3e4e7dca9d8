// RUN: cmir-opt %s -convert-arith-to-llvm | FileCheck %s

// An operand that an unrealized cast made an index from an i64 is used as
// that i64: the conversion does not cast it back. The cast itself stays.

// CHECK-LABEL: func.func @through
// CHECK-SAME: (%[[A:.*]]: i64, %[[B:.*]]: i64)
// CHECK: %[[I:.*]] = builtin.unrealized_conversion_cast %[[A]] : i64 to index
// CHECK-NEXT: %[[F:.*]] = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT: %[[M:.*]] = llvm.mul %[[A]], %[[F]] : i64
// CHECK-NEXT: %[[J:.*]] = builtin.unrealized_conversion_cast %[[B]] : i64 to index
// CHECK-NEXT: %[[S:.*]] = llvm.add %[[M]], %[[B]] : i64
// CHECK-NEXT: %[[R:.*]] = builtin.unrealized_conversion_cast %[[S]] : i64 to index
// CHECK-NEXT: %[[R2:.*]] = builtin.unrealized_conversion_cast %[[R]] : index to i64
// CHECK-NEXT: return %[[R2]] : i64
func.func @through(%a: i64, %b: i64) -> i64 {
  %i = builtin.unrealized_conversion_cast %a : i64 to index
  %c4 = arith.constant 4 : index
  %m = arith.muli %i, %c4 : index
  %j = builtin.unrealized_conversion_cast %b : i64 to index
  %s = arith.addi %m, %j : index
  %r = builtin.unrealized_conversion_cast %s : index to i64
  return %r : i64
}

// A cast from another type (i32 here) still gets its materialization.
// CHECK-LABEL: func.func @other
// CHECK: %[[I:.*]] = builtin.unrealized_conversion_cast %{{.*}} : i32 to index
// CHECK-NEXT: %[[I64:.*]] = builtin.unrealized_conversion_cast %[[I]] : index to i64
// CHECK: llvm.add %[[I64]], %[[I64]] : i64
func.func @other(%a: i32) -> index {
  %i = builtin.unrealized_conversion_cast %a : i32 to index
  %s = arith.addi %i, %i : index
  return %s : index
}
