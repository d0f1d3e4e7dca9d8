// RUN: cmir-opt %s --arith-expand | FileCheck %s

// ceildivsi becomes the truncating quotient plus one when the division is
// not exact and the operands have the same sign. It divides only a by b, so
// it overflows only where ceildivsi itself does (INT_MIN / -1); MLIR 19's
// expansion also negates a and divides a shifted a in a branch it may not
// select (docs/mlir19-findings.md). Values: tests/lit/run/ceildivsi-expand.mlir.
// CHECK-LABEL: func.func @ceil
// CHECK: %[[Q:.*]] = arith.divsi %arg0, %arg1 : i32
// CHECK-NEXT: %[[P:.*]] = arith.muli %[[Q]], %arg1 : i32
// CHECK-NEXT: %[[NE:.*]] = arith.cmpi ne, %arg0, %[[P]] : i32
// CHECK-NEXT: %[[Z:.*]] = arith.constant 0 : i32
// CHECK-NEXT: %[[AN:.*]] = arith.cmpi slt, %arg0, %[[Z]] : i32
// CHECK-NEXT: %[[BN:.*]] = arith.cmpi slt, %arg1, %[[Z]] : i32
// CHECK-NEXT: %[[SAME:.*]] = arith.cmpi eq, %[[AN]], %[[BN]] : i1
// CHECK-NEXT: %[[C:.*]] = arith.andi %[[NE]], %[[SAME]] : i1
// CHECK-NEXT: %[[ONE:.*]] = arith.constant 1 : i32
// CHECK-NEXT: %[[Q1:.*]] = arith.addi %[[Q]], %[[ONE]] : i32
// CHECK-NEXT: %[[R:.*]] = arith.select %[[C]], %[[Q1]], %[[Q]] : i32
// CHECK-NEXT: return %[[R]] : i32
func.func @ceil(%a: i32, %b: i32) -> i32 {
  %0 = arith.ceildivsi %a, %b : i32
  return %0 : i32
}

// Vectors get splat constants and i1 vectors of conditions.
// CHECK-LABEL: func.func @ceil_vec
// CHECK: arith.divsi %arg0, %arg1 : vector<4xi8>
// CHECK: arith.constant dense<0> : vector<4xi8>
// CHECK: arith.cmpi eq, %{{.*}}, %{{.*}} : vector<4xi1>
// CHECK: arith.constant dense<1> : vector<4xi8>
// CHECK: arith.select %{{.*}}, %{{.*}}, %{{.*}} : vector<4xi1>, vector<4xi8>
// CHECK-NOT: arith.ceildivsi
func.func @ceil_vec(%a: vector<4xi8>, %b: vector<4xi8>) -> vector<4xi8> {
  %0 = arith.ceildivsi %a, %b : vector<4xi8>
  return %0 : vector<4xi8>
}
