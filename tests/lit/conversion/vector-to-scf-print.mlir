// convert-vector-to-scf: vector.print of a vector becomes loops over its
// lanes between punctuation prints, as MLIR 19 lowers it (the index
// constants are hoisted to the entry block; their order there is not
// MLIR's when a function prints several vectors).
// RUN: cmir-opt --convert-vector-to-scf %s | FileCheck %s

// CHECK-LABEL: func.func @print_1d(
// CHECK-DAG: %[[C0:.*]] = arith.constant 0 : index
// CHECK-DAG: %[[C3:.*]] = arith.constant 3 : index
// CHECK-DAG: %[[C1:.*]] = arith.constant 1 : index
// CHECK-DAG: %[[C2:.*]] = arith.constant 2 : index
// CHECK: vector.print punctuation <open>
// CHECK-NEXT: scf.for %[[I:.*]] = %[[C0]] to %[[C3]] step %[[C1]] {
// CHECK-NEXT: %[[E:.*]] = vector.extractelement %arg0[%[[I]] : index] : vector<3xi32>
// CHECK-NEXT: vector.print %[[E]] : i32 punctuation <no_punctuation>
// CHECK-NEXT: %[[L:.*]] = arith.cmpi ult, %[[I]], %[[C2]] : index
// CHECK-NEXT: scf.if %[[L]] {
// CHECK-NEXT: vector.print punctuation <comma>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: vector.print punctuation <close>
// CHECK-NEXT: vector.print{{$}}
// CHECK: vector.print punctuation <close>
// CHECK-NEXT: vector.print punctuation <comma>
// CHECK-NEXT: return
func.func @print_1d(%v: vector<3xi32>, %f: vector<4xf32>) {
  vector.print %v : vector<3xi32>
  vector.print %f : vector<4xf32> punctuation <comma>
  return
}

// CHECK-LABEL: func.func @print_2d(
// CHECK: %[[F:.*]] = vector.shape_cast %arg0 : vector<2x3xf32> to vector<6xf32>
// CHECK-NEXT: vector.print punctuation <open>
// CHECK-NEXT: scf.for %[[I:.*]] = %{{.*}} to %{{.*}} step %{{.*}} {
// CHECK-NEXT: vector.print punctuation <open>
// CHECK-NEXT: scf.for %[[J:.*]] = %{{.*}} to %{{.*}} step %{{.*}} {
// CHECK-NEXT: %[[M:.*]] = arith.muli %[[I]], %{{.*}} : index
// CHECK-NEXT: %[[K:.*]] = arith.addi %[[J]], %[[M]] : index
// CHECK-NEXT: %[[E:.*]] = vector.extractelement %[[F]][%[[K]] : index] : vector<6xf32>
// CHECK-NEXT: vector.print %[[E]] : f32 punctuation <no_punctuation>
// CHECK: vector.print punctuation <close>
// CHECK-NEXT: arith.cmpi ult, %[[I]]
// CHECK: vector.print punctuation <close>
// CHECK-NEXT: vector.print punctuation <no_punctuation>
// CHECK-NEXT: return
func.func @print_2d(%m: vector<2x3xf32>) {
  vector.print %m : vector<2x3xf32> punctuation <no_punctuation>
  return
}

// i1 lanes are zero-extended to i8; 0-D vectors print as one lane.
// CHECK-LABEL: func.func @print_i1_0d(
// CHECK: %[[X:.*]] = arith.extui %arg0 : vector<4xi1> to vector<4xi8>
// CHECK: vector.extractelement %[[X]][%{{.*}} : index] : vector<4xi8>
// CHECK: vector.print %{{.*}} : i8 punctuation <no_punctuation>
// CHECK: vector.shape_cast %arg1 : vector<f32> to vector<1xf32>
// CHECK: vector.print %arg2 : f32{{$}}
func.func @print_i1_0d(%b: vector<4xi1>, %z: vector<f32>, %s: f32) {
  vector.print %b : vector<4xi1>
  vector.print %z : vector<f32>
  vector.print %s : f32
  return
}
