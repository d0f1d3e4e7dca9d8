// RUN: cmir-opt %s --arith-expand | FileCheck %s

// maximumf: cmpf ugt and select; equal operands (+0 and -0) give their
// bits and-ed; the rhs if it is NaN. minnumf: cmpf ult and select, the bits
// or-ed, the rhs if the lhs is NaN. (MLIR 19 leaves out the equal case.)
// CHECK-LABEL: func.func @floats
// CHECK: %[[C:.*]] = arith.cmpf ugt, %arg0, %arg1 : f32
// CHECK: %[[S:.*]] = arith.select %[[C]], %arg0, %arg1 : f32
// CHECK: %[[EQ:.*]] = arith.cmpf oeq, %arg0, %arg1 : f32
// CHECK: %[[AI:.*]] = arith.bitcast %arg0 : f32 to i32
// CHECK: %[[BI:.*]] = arith.bitcast %arg1 : f32 to i32
// CHECK: %[[AND:.*]] = arith.andi %[[AI]], %[[BI]] : i32
// CHECK: %[[AF:.*]] = arith.bitcast %[[AND]] : i32 to f32
// CHECK: %[[Z:.*]] = arith.select %[[EQ]], %[[AF]], %[[S]] : f32
// CHECK: %[[N:.*]] = arith.cmpf uno, %arg1, %arg1 : f32
// CHECK: arith.select %[[N]], %arg1, %[[Z]] : f32
// CHECK: arith.cmpf ult, %arg0, %arg1 : f32
// CHECK: arith.ori %{{.*}}, %{{.*}} : i32
// CHECK: %[[L:.*]] = arith.cmpf uno, %arg0, %arg0 : f32
// CHECK: arith.select %[[L]], %arg1, %{{.*}} : f32
func.func @floats(%a: f32, %b: f32) -> (f32, f32) {
  %0 = arith.maximumf %a, %b : f32
  %1 = arith.minnumf %a, %b : f32
  return %0, %1 : f32, f32
}

// Vectors of bf16 compare and combine bits elementwise.
// CHECK-LABEL: func.func @vectors
// CHECK: arith.cmpf ult, %arg0, %arg1 : vector<4xbf16>
// CHECK: arith.bitcast %arg0 : vector<4xbf16> to vector<4xi16>
// CHECK: arith.ori %{{.*}}, %{{.*}} : vector<4xi16>
// CHECK: arith.bitcast %{{.*}} : vector<4xi16> to vector<4xbf16>
// CHECK: arith.cmpf uno, %arg1, %arg1 : vector<4xbf16>
func.func @vectors(%a: vector<4xbf16>, %b: vector<4xbf16>) -> vector<4xbf16> {
  %0 = arith.minimumf %a, %b : vector<4xbf16>
  return %0 : vector<4xbf16>
}
