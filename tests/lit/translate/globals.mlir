// RUN: cmir-translate --mlir-to-llvmir %s | FileCheck %s
// RUN: cmir-translate --mlir-to-llvmir %s | llvm-as -o /dev/null
// REQUIRES: llvm-backend

// Globals: initializer attributes, initializer regions, constants,
// alignment, address spaces, and addressof.

// CHECK: @scalar = private constant i64 42
llvm.mlir.global private constant @scalar(42 : i64) {addr_space = 0 : i32} : i64
// CHECK: @floats = internal global [2 x float] [float 1.000000e+00, float 2.500000e+00], align 16
llvm.mlir.global internal @floats(dense<[1.0, 2.5]> : tensor<2xf32>) {addr_space = 0 : i32, alignment = 16 : i64} : !llvm.array<2 x f32>
// CHECK: @splat = private global [2 x [2 x i8]] {{\[}}[2 x i8] c"\01\01", [2 x i8] c"\01\01"]
llvm.mlir.global private @splat(dense<1> : tensor<2x2xi8>) {addr_space = 0 : i32} : !llvm.array<2 x array<2 x i8>>
// CHECK: @str = internal constant [6 x i8] c"hello\00"
llvm.mlir.global internal constant @str("hello\00") {addr_space = 0 : i32} : !llvm.array<6 x i8>
// CHECK: @far = addrspace(3) global i32 undef
llvm.mlir.global external @far() {addr_space = 3 : i32} : i32 {
  %0 = llvm.mlir.undef : i32
  llvm.return %0 : i32
}
// CHECK: @ext = external global float
// CHECK-NOT: @ext = {{.*}}initializer
llvm.mlir.global external @ext() {addr_space = 0 : i32} : f32
// CHECK: @local = internal global i32 undef
llvm.mlir.global internal @local() {addr_space = 0 : i32} : i32
// CHECK: @tls = thread_local global i32 0, section "data_sec"
llvm.mlir.global external thread_local @tls(0 : i32) {addr_space = 0 : i32, section = "data_sec"} : i32
// An initializer region folded to a constant: a struct naming another global.
// CHECK: @table = global { ptr, i64, [2 x i32] } { ptr getelementptr inbounds (i8, ptr @str, i32 1), i64 7, [2 x i32] zeroinitializer }
llvm.mlir.global external @table() {addr_space = 0 : i32} : !llvm.struct<(ptr, i64, array<2 x i32>)> {
  %0 = llvm.mlir.undef : !llvm.struct<(ptr, i64, array<2 x i32>)>
  %1 = llvm.mlir.addressof @str : !llvm.ptr
  %2 = llvm.getelementptr inbounds %1[1] : (!llvm.ptr) -> !llvm.ptr, i8
  %3 = llvm.insertvalue %2, %0[0] : !llvm.struct<(ptr, i64, array<2 x i32>)>
  %4 = llvm.mlir.constant(7 : i64) : i64
  %5 = llvm.insertvalue %4, %3[1] : !llvm.struct<(ptr, i64, array<2 x i32>)>
  %6 = llvm.mlir.zero : !llvm.array<2 x i32>
  %7 = llvm.insertvalue %6, %5[2] : !llvm.struct<(ptr, i64, array<2 x i32>)>
  llvm.return %7 : !llvm.struct<(ptr, i64, array<2 x i32>)>
}
// CHECK: @fnptr = global ptr @get
llvm.mlir.global external @fnptr() {addr_space = 0 : i32} : !llvm.ptr {
  %0 = llvm.mlir.addressof @get : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}

// CHECK-LABEL: define i64 @get()
// CHECK-NEXT: %1 = load i64, ptr @scalar, align 4
// CHECK-NEXT: %2 = load i32, ptr addrspace(3) @far, align 4
llvm.func @get() -> i64 {
  %p = llvm.mlir.addressof @scalar : !llvm.ptr
  %v = llvm.load %p : !llvm.ptr -> i64
  %q = llvm.mlir.addressof @far : !llvm.ptr<3>
  %w = llvm.load %q : !llvm.ptr<3> -> i32
  llvm.return %v : i64
}
