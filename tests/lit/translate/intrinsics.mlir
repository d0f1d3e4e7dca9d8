// RUN: cmir-translate --mlir-to-llvmir %s | FileCheck %s
// RUN: cmir-translate --mlir-to-llvmir %s | llvm-as -o /dev/null
// REQUIRES: llvm-backend

// llvm.intr.* ops call LLVM's intrinsics, overloaded on their types;
// properties that are immediate arguments are passed last.

// CHECK-LABEL: define void @memory(ptr %0, ptr %1, i64 %2, i8 %3)
// CHECK-NEXT: call void @llvm.memcpy.p0.p0.i64(ptr %0, ptr %1, i64 %2, i1 false)
// CHECK-NEXT: call void @llvm.memmove.p0.p0.i64(ptr %0, ptr %1, i64 %2, i1 true)
// CHECK-NEXT: call void @llvm.memset.p0.i64(ptr %0, i8 %3, i64 %2, i1 false)
llvm.func @memory(%d: !llvm.ptr, %s: !llvm.ptr, %n: i64, %b: i8) {
  "llvm.intr.memcpy"(%d, %s, %n) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
  "llvm.intr.memmove"(%d, %s, %n) <{isVolatile = true}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
  "llvm.intr.memset"(%d, %b, %n) <{isVolatile = false}> : (!llvm.ptr, i8, i64) -> ()
  llvm.return
}

// CHECK-LABEL: define float @math(float %0, float %1, float %2, <4 x double> %3)
// CHECK-NEXT: %5 = call float @llvm.fabs.f32(float %0)
// CHECK-NEXT: %6 = call fast float @llvm.sqrt.f32(float %5)
// CHECK-NEXT: %7 = call float @llvm.copysign.f32(float %6, float %1)
// CHECK-NEXT: %8 = call float @llvm.fma.f32(float %7, float %1, float %2)
// CHECK-NEXT: %9 = call <4 x double> @llvm.floor.v4f64(<4 x double> %3)
// CHECK-NEXT: %10 = call float @llvm.powi.f32.i32(float %8, i32 3)
llvm.func @math(%a: f32, %b: f32, %c: f32, %v: vector<4xf64>) -> f32 {
  %0 = llvm.intr.fabs(%a) : (f32) -> f32
  %1 = llvm.intr.sqrt(%0) {fastmathFlags = #llvm.fastmath<fast>} : (f32) -> f32
  %2 = llvm.intr.copysign(%1, %b) : (f32, f32) -> f32
  %3 = llvm.intr.fma(%2, %b, %c) : (f32, f32, f32) -> f32
  %4 = llvm.intr.floor(%v) : (vector<4xf64>) -> vector<4xf64>
  %three = llvm.mlir.constant(3 : i32) : i32
  %5 = llvm.intr.powi(%3, %three) : (f32, i32) -> f32
  llvm.return %5 : f32
}

// CHECK-LABEL: define i32 @ints(i32 %0, i32 %1, i64 %2, <4 x i32> %3)
// CHECK-NEXT: %5 = call i32 @llvm.smax.i32(i32 %0, i32 %1)
// CHECK-NEXT: %6 = call i32 @llvm.smin.i32(i32 %5, i32 %1)
// CHECK-NEXT: %7 = call i32 @llvm.umax.i32(i32 %6, i32 %1)
// CHECK-NEXT: %8 = call i32 @llvm.umin.i32(i32 %7, i32 %1)
// CHECK-NEXT: %9 = call i64 @llvm.ctlz.i64(i64 %2, i1 true)
// CHECK-NEXT: %10 = call i32 @llvm.abs.i32(i32 %8, i1 false)
// CHECK-NEXT: %11 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %10, i32 %1)
// CHECK-NEXT: %12 = call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %3)
// CHECK-NEXT: %13 = call i32 @llvm.ctpop.i32(i32 %12)
llvm.func @ints(%a: i32, %b: i32, %w: i64, %v: vector<4xi32>) -> i32 {
  %0 = llvm.intr.smax(%a, %b) : (i32, i32) -> i32
  %1 = llvm.intr.smin(%0, %b) : (i32, i32) -> i32
  %2 = llvm.intr.umax(%1, %b) : (i32, i32) -> i32
  %3 = llvm.intr.umin(%2, %b) : (i32, i32) -> i32
  %4 = "llvm.intr.ctlz"(%w) <{is_zero_poison = true}> : (i64) -> i64
  %5 = "llvm.intr.abs"(%3) <{is_int_min_poison = false}> : (i32) -> i32
  %6 = "llvm.intr.sadd.with.overflow"(%5, %b) : (i32, i32) -> !llvm.struct<(i32, i1)>
  %7 = "llvm.intr.vector.reduce.add"(%v) : (vector<4xi32>) -> i32
  %8 = llvm.intr.ctpop(%7) : (i32) -> i32
  llvm.return %8 : i32
}

// CHECK-LABEL: define void @stack()
// CHECK-NEXT: %1 = call ptr @llvm.stacksave.p0()
// CHECK-NEXT: call void @llvm.stackrestore.p0(ptr %1)
// CHECK-NEXT: call void @llvm.trap()
llvm.func @stack() {
  %0 = llvm.intr.stacksave : !llvm.ptr
  llvm.intr.stackrestore %0 : !llvm.ptr
  "llvm.intr.trap"() : () -> ()
  llvm.return
}

// llvm.call_intrinsic finds the overloaded types from the call's types.
// CHECK-LABEL: define float @generic(float %0, i32 %1)
// CHECK-NEXT: %3 = call float @llvm.minnum.f32(float %0, float %0)
// CHECK-NEXT: %4 = call i32 @llvm.bitreverse.i32(i32 %1)
// CHECK-NEXT: call void @llvm.donothing()
llvm.func @generic(%a: f32, %b: i32) -> f32 {
  %0 = llvm.call_intrinsic "llvm.minnum"(%a, %a) : (f32, f32) -> f32
  %1 = llvm.call_intrinsic "llvm.bitreverse"(%b) : (i32) -> i32
  llvm.call_intrinsic "llvm.donothing"() : () -> ()
  llvm.return %0 : f32
}

// CHECK-DAG: declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg)
// CHECK-DAG: declare float @llvm.fabs.f32(float)
