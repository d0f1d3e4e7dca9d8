// RUN: cmir-opt %s --arith-expand | FileCheck %s

// ceildivui and floordivsi become divisions with sign fix-ups (as MLIR 19
// writes them: memref-oracle.mlir compares this file with mlir-opt-19's
// output; ceildivsi, which cmir expands differently, is in
// arith-expand-ceildivsi.mlir); the integer min/max a compare and select
// (the float min/max are in arith-expand-float.mlir).
// CHECK-LABEL: func.func @divs
// CHECK: %[[IS0:.*]] = arith.cmpi eq, %arg0, %{{.*}} : i32
// CHECK: arith.divui
// CHECK: %[[FQ:.*]] = arith.divsi %arg0, %arg1 : i32
// CHECK: %[[FP:.*]] = arith.muli %[[FQ]], %arg1 : i32
// CHECK: arith.cmpi ne, %arg0, %[[FP]] : i32
// CHECK: %[[FM1:.*]] = arith.addi %[[FQ]], %{{.*}} : i32
// CHECK: arith.select %{{.*}}, %[[FM1]], %[[FQ]] : i32
// CHECK: %[[MC:.*]] = arith.cmpi sgt, %arg0, %arg1 : i32
// CHECK: arith.select %[[MC]], %arg0, %arg1 : i32
func.func @divs(%a: i32, %b: i32) -> (i32, i32, i32) {
  %1 = arith.ceildivui %a, %b : i32
  %2 = arith.floordivsi %a, %b : i32
  %3 = arith.maxsi %a, %b : i32
  return %1, %2, %3 : i32, i32, i32
}
