// RUN: cmir-opt --convert-vector-to-llvm %s | FileCheck %s
// vector.interleave: a shufflevector of mask 0, n, 1, n + 1, ... on 1-D
// operands, 0-D ones as one-lane vectors, n-D ones per 1-D row; scalable
// vectors stay.

// CHECK-LABEL: func.func @one_d
// CHECK-NEXT: %[[R:.*]] = llvm.shufflevector %arg0, %arg1 [0, 3, 1, 4, 2, 5] : vector<3xi8>
// CHECK-NEXT: return %[[R]] : vector<6xi8>
func.func @one_d(%a: vector<3xi8>, %b: vector<3xi8>) -> vector<6xi8> {
  %0 = vector.interleave %a, %b : vector<3xi8> -> vector<6xi8>
  return %0 : vector<6xi8>
}

// CHECK-LABEL: func.func @zero_d
// CHECK-DAG: %[[B:.*]] = builtin.unrealized_conversion_cast %arg1 : vector<f32> to vector<1xf32>
// CHECK-DAG: %[[A:.*]] = builtin.unrealized_conversion_cast %arg0 : vector<f32> to vector<1xf32>
// CHECK: llvm.shufflevector %[[A]], %[[B]] [0, 1] : vector<1xf32>
func.func @zero_d(%a: vector<f32>, %b: vector<f32>) -> vector<2xf32> {
  %0 = vector.interleave %a, %b : vector<f32> -> vector<2xf32>
  return %0 : vector<2xf32>
}

// CHECK-LABEL: func.func @two_d
// CHECK-DAG: %[[B:.*]] = builtin.unrealized_conversion_cast %arg1 : vector<2x2xf32> to !llvm.array<2 x vector<2xf32>>
// CHECK-DAG: %[[A:.*]] = builtin.unrealized_conversion_cast %arg0 : vector<2x2xf32> to !llvm.array<2 x vector<2xf32>>
// CHECK: %[[A0:.*]] = llvm.extractvalue %[[A]][0]
// CHECK-NEXT: %[[B0:.*]] = llvm.extractvalue %[[B]][0]
// CHECK-NEXT: %[[R0:.*]] = llvm.shufflevector %[[A0]], %[[B0]] [0, 2, 1, 3] : vector<2xf32>
// CHECK-NEXT: %[[S0:.*]] = llvm.insertvalue %[[R0]], %{{.*}}[0] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %[[A1:.*]] = llvm.extractvalue %[[A]][1]
// CHECK-NEXT: %[[B1:.*]] = llvm.extractvalue %[[B]][1]
// CHECK-NEXT: %[[R1:.*]] = llvm.shufflevector %[[A1]], %[[B1]] [0, 2, 1, 3] : vector<2xf32>
// CHECK-NEXT: llvm.insertvalue %[[R1]], %[[S0]][1] : !llvm.array<2 x vector<4xf32>>
func.func @two_d(%a: vector<2x2xf32>, %b: vector<2x2xf32>) -> vector<2x4xf32> {
  %0 = vector.interleave %a, %b : vector<2x2xf32> -> vector<2x4xf32>
  return %0 : vector<2x4xf32>
}

// CHECK-LABEL: func.func @scalable
// CHECK: vector.interleave %arg0, %arg1 : vector<[2]xf32> -> vector<[4]xf32>
func.func @scalable(%a: vector<[2]xf32>, %b: vector<[2]xf32>) -> vector<[4]xf32> {
  %0 = vector.interleave %a, %b : vector<[2]xf32> -> vector<[4]xf32>
  return %0 : vector<[4]xf32>
}
