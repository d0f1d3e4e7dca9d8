// RUN: cmir-opt %s --convert-func-to-llvm=use-bare-ptr-memref-call-conv=1 --split-input-file --allow-unregistered-dialect | FileCheck %s

// Seed 001, "Bare Pointer Convention": statically shaped memrefs pass as
// pointers; inside the function the descriptor is rebuilt from constants.
// Calls pass the aligned pointer, returns the allocated one, and a returned
// pointer becomes a descriptor again at the call site.
// CHECK-LABEL: llvm.func @ext(!llvm.ptr, i32) -> !llvm.ptr attributes {sym_visibility = "private"}
// CHECK-LABEL: llvm.func @f(%arg0: !llvm.ptr, %arg1: i32) -> !llvm.ptr {
// CHECK-NEXT:   %0 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %2 = llvm.insertvalue %arg0, %1[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %3 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT:   %4 = llvm.insertvalue %3, %2[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %5 = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT:   %6 = llvm.insertvalue %5, %4[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %7 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT:   %8 = llvm.insertvalue %7, %6[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %9 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT:   %10 = llvm.insertvalue %9, %8[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %11 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:   %12 = llvm.insertvalue %11, %10[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %13 = builtin.unrealized_conversion_cast %12 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> to memref<4x2xf32>
// CHECK-NEXT:   %14 = builtin.unrealized_conversion_cast %13 : memref<4x2xf32> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %15 = llvm.extractvalue %14[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %16 = llvm.call @ext(%15, %arg1) : (!llvm.ptr, i32) -> !llvm.ptr
// CHECK-NEXT:   %17 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %18 = llvm.insertvalue %16, %17[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %19 = llvm.insertvalue %16, %18[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %20 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT:   %21 = llvm.insertvalue %20, %19[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %22 = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT:   %23 = llvm.insertvalue %22, %21[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %24 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:   %25 = llvm.insertvalue %24, %23[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   "test.use"(%13) : (memref<4x2xf32>) -> ()
// CHECK-NEXT:   %26 = llvm.extractvalue %25[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   llvm.return %26 : !llvm.ptr
// CHECK-NEXT: }
func.func private @ext(memref<4x2xf32>, i32) -> memref<4xf32>
func.func @f(%m: memref<4x2xf32>, %i: i32) -> memref<4xf32> {
  %r = call @ext(%m, %i) : (memref<4x2xf32>, i32) -> memref<4xf32>
  "test.use"(%m) : (memref<4x2xf32>) -> ()
  return %r : memref<4xf32>
}

// -----

// Rank 0, a vector element type and a static offset.
// CHECK-LABEL: llvm.func @g(!llvm.ptr, !llvm.ptr, !llvm.ptr) attributes {sym_visibility = "private"}
func.func private @g(memref<f32>, memref<10x42xvector<4xf32>>, memref<4xf32, strided<[1], offset: 3>>)

// -----

// A memref with dynamic sizes cannot be a bare pointer: the function stays.
// CHECK-LABEL: func.func private @dyn(memref<?xf32>)
func.func private @dyn(memref<?xf32>)
