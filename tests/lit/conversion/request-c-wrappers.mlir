// RUN: cmir-opt %s --llvm-request-c-wrappers --convert-func-to-llvm --split-input-file | FileCheck %s

// llvm-request-c-wrappers asks for a wrapper of every function.
// CHECK-LABEL: llvm.func @f(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64) -> i32 attributes {llvm.emit_c_interface} {
// CHECK-NEXT:   %0 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:   llvm.return %0 : i32
// CHECK-NEXT: }
// CHECK-LABEL: llvm.func @_mlir_ciface_f(%arg0: !llvm.ptr) -> i32 attributes {llvm.emit_c_interface} {
// CHECK-NEXT:   %0 = llvm.load %arg0 : !llvm.ptr -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %1 = llvm.extractvalue %0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %2 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %3 = llvm.extractvalue %0[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %4 = llvm.extractvalue %0[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %5 = llvm.extractvalue %0[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %6 = llvm.call @f(%1, %2, %3, %4, %5) : (!llvm.ptr, !llvm.ptr, i64, i64, i64) -> i32
// CHECK-NEXT:   llvm.return %6 : i32
// CHECK-NEXT: }
func.func @f(%m: memref<2xf32>) -> i32 {
  %c = arith.constant 0 : i32
  return %c : i32
}
