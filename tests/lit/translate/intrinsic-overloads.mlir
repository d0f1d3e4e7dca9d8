// RUN: cmir-translate --mlir-to-llvmir %s | FileCheck %s
// REQUIRES: llvm-backend

// Intrinsics overloaded on their first operand's type (the vector reductions
// and the arithmetic with overflow), not on their result's.

llvm.func @reduce(%f: vector<4xf32>, %i: vector<4xi16>) {
  // CHECK: call float @llvm.vector.reduce.fmax.v4f32(<4 x float> %{{[0-9]+}})
  %fmax = "llvm.intr.vector.reduce.fmax"(%f) : (vector<4xf32>) -> f32
  // CHECK: call float @llvm.vector.reduce.fmin.v4f32(<4 x float> %{{[0-9]+}})
  %fmin = "llvm.intr.vector.reduce.fmin"(%f) : (vector<4xf32>) -> f32
  // CHECK: call float @llvm.vector.reduce.fmaximum.v4f32(<4 x float> %{{[0-9]+}})
  %fmaximum = "llvm.intr.vector.reduce.fmaximum"(%f) : (vector<4xf32>) -> f32
  // CHECK: call float @llvm.vector.reduce.fminimum.v4f32(<4 x float> %{{[0-9]+}})
  %fminimum = "llvm.intr.vector.reduce.fminimum"(%f) : (vector<4xf32>) -> f32
  // CHECK: call i16 @llvm.vector.reduce.add.v4i16(<4 x i16> %{{[0-9]+}})
  %add = "llvm.intr.vector.reduce.add"(%i) : (vector<4xi16>) -> i16
  // CHECK: call i16 @llvm.vector.reduce.and.v4i16(<4 x i16> %{{[0-9]+}})
  %and = "llvm.intr.vector.reduce.and"(%i) : (vector<4xi16>) -> i16
  // CHECK: call i16 @llvm.vector.reduce.mul.v4i16(<4 x i16> %{{[0-9]+}})
  %mul = "llvm.intr.vector.reduce.mul"(%i) : (vector<4xi16>) -> i16
  // CHECK: call i16 @llvm.vector.reduce.or.v4i16(<4 x i16> %{{[0-9]+}})
  %or = "llvm.intr.vector.reduce.or"(%i) : (vector<4xi16>) -> i16
  // CHECK: call i16 @llvm.vector.reduce.smax.v4i16(<4 x i16> %{{[0-9]+}})
  %smax = "llvm.intr.vector.reduce.smax"(%i) : (vector<4xi16>) -> i16
  // CHECK: call i16 @llvm.vector.reduce.smin.v4i16(<4 x i16> %{{[0-9]+}})
  %smin = "llvm.intr.vector.reduce.smin"(%i) : (vector<4xi16>) -> i16
  // CHECK: call i16 @llvm.vector.reduce.umax.v4i16(<4 x i16> %{{[0-9]+}})
  %umax = "llvm.intr.vector.reduce.umax"(%i) : (vector<4xi16>) -> i16
  // CHECK: call i16 @llvm.vector.reduce.umin.v4i16(<4 x i16> %{{[0-9]+}})
  %umin = "llvm.intr.vector.reduce.umin"(%i) : (vector<4xi16>) -> i16
  // CHECK: call i16 @llvm.vector.reduce.xor.v4i16(<4 x i16> %{{[0-9]+}})
  %xor = "llvm.intr.vector.reduce.xor"(%i) : (vector<4xi16>) -> i16
  llvm.return
}

llvm.func @overflow(%a: i8, %b: i8) {
  // CHECK: call { i8, i1 } @llvm.sadd.with.overflow.i8(i8 %{{[0-9]+}}, i8 %{{[0-9]+}})
  %sadd = "llvm.intr.sadd.with.overflow"(%a, %b) : (i8, i8) -> !llvm.struct<(i8, i1)>
  // CHECK: call { i8, i1 } @llvm.uadd.with.overflow.i8(i8 %{{[0-9]+}}, i8 %{{[0-9]+}})
  %uadd = "llvm.intr.uadd.with.overflow"(%a, %b) : (i8, i8) -> !llvm.struct<(i8, i1)>
  // CHECK: call { i8, i1 } @llvm.ssub.with.overflow.i8(i8 %{{[0-9]+}}, i8 %{{[0-9]+}})
  %ssub = "llvm.intr.ssub.with.overflow"(%a, %b) : (i8, i8) -> !llvm.struct<(i8, i1)>
  // CHECK: call { i8, i1 } @llvm.usub.with.overflow.i8(i8 %{{[0-9]+}}, i8 %{{[0-9]+}})
  %usub = "llvm.intr.usub.with.overflow"(%a, %b) : (i8, i8) -> !llvm.struct<(i8, i1)>
  // CHECK: call { i8, i1 } @llvm.smul.with.overflow.i8(i8 %{{[0-9]+}}, i8 %{{[0-9]+}})
  %smul = "llvm.intr.smul.with.overflow"(%a, %b) : (i8, i8) -> !llvm.struct<(i8, i1)>
  // CHECK: call { i8, i1 } @llvm.umul.with.overflow.i8(i8 %{{[0-9]+}}, i8 %{{[0-9]+}})
  %umul = "llvm.intr.umul.with.overflow"(%a, %b) : (i8, i8) -> !llvm.struct<(i8, i1)>
  llvm.return
}
