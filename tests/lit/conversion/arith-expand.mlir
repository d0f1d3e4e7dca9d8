// RUN: cmir-opt %s --arith-expand | FileCheck %s

// ceildivsi, ceildivui and floordivsi become divisions with sign fix-ups;
// the integer min/max a compare and select (the float min/max are in
// arith-expand-float.mlir).
// CHECK-LABEL: func.func @divs
// CHECK: %[[ONE:.*]] = arith.constant 1 : i32
// CHECK: %[[Z:.*]] = arith.constant 0 : i32
// CHECK: %[[M1:.*]] = arith.constant -1 : i32
// CHECK: %[[BP:.*]] = arith.cmpi sgt, %arg1, %[[Z]] : i32
// CHECK: %[[X:.*]] = arith.select %[[BP]], %[[M1]], %[[ONE]] : i32
// CHECK: %[[XA:.*]] = arith.addi %[[X]], %arg0 : i32
// CHECK: %[[Q:.*]] = arith.divsi %[[XA]], %arg1 : i32
// CHECK: %[[POS:.*]] = arith.addi %[[ONE]], %[[Q]] : i32
// CHECK: %[[NA:.*]] = arith.subi %[[Z]], %arg0 : i32
// CHECK: %[[NQ:.*]] = arith.divsi %[[NA]], %arg1 : i32
// CHECK: %[[NEG:.*]] = arith.subi %[[Z]], %[[NQ]] : i32
// CHECK: arith.ori
// CHECK: %[[CEIL:.*]] = arith.select %{{.*}}, %[[POS]], %[[NEG]] : i32
// CHECK: %[[IS0:.*]] = arith.cmpi eq, %arg0, %{{.*}} : i32
// CHECK: arith.divui
// CHECK: %[[FQ:.*]] = arith.divsi %arg0, %arg1 : i32
// CHECK: %[[FP:.*]] = arith.muli %[[FQ]], %arg1 : i32
// CHECK: arith.cmpi ne, %arg0, %[[FP]] : i32
// CHECK: %[[FM1:.*]] = arith.addi %[[FQ]], %{{.*}} : i32
// CHECK: arith.select %{{.*}}, %[[FM1]], %[[FQ]] : i32
// CHECK: %[[MC:.*]] = arith.cmpi sgt, %arg0, %arg1 : i32
// CHECK: arith.select %[[MC]], %arg0, %arg1 : i32
func.func @divs(%a: i32, %b: i32) -> (i32, i32, i32, i32) {
  %0 = arith.ceildivsi %a, %b : i32
  %1 = arith.ceildivui %a, %b : i32
  %2 = arith.floordivsi %a, %b : i32
  %3 = arith.maxsi %a, %b : i32
  return %0, %1, %2, %3 : i32, i32, i32, i32
}
