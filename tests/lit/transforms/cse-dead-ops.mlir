// CSE erases an op that is already dead (pure, results unused) when its walk
// reaches it, as MLIR's CSE does; an op that only becomes dead through that
// erasure stays, and ops with effects stay.
// RUN: cmir-opt %s --cse | FileCheck %s

// CHECK-LABEL: func.func @dead
// CHECK-NEXT: %[[A:.*]] = arith.addi %arg0, %arg1 : i32
// CHECK-NEXT: %[[M:.*]] = memref.alloca() : memref<i32>
// CHECK-NEXT: memref.store %[[A]], %[[M]][] : memref<i32>
// CHECK-NEXT: return %[[A]] : i32
func.func @dead(%a: i32, %b: i32) -> i32 {
  %x = arith.addi %a, %b : i32
  %unused = arith.muli %a, %b : i32
  %c = arith.constant 7 : i32
  %m = memref.alloca() : memref<i32>
  memref.store %x, %m[] : memref<i32>
  return %x : i32
}

// CHECK-LABEL: func.func @chain
// CHECK-NEXT: %[[S:.*]] = arith.subi %arg0, %arg0 : i32
// CHECK-NEXT: return %arg0 : i32
func.func @chain(%a: i32) -> i32 {
  %s = arith.subi %a, %a : i32
  %t = arith.muli %s, %s : i32
  return %a : i32
}
