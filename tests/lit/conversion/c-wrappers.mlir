// RUN: cmir-opt %s --convert-func-to-llvm --split-input-file | FileCheck %s

// Seed 003, "C-compatible wrapper emission", external function: the original
// gets a private body that packs the descriptor, stores it on the stack and
// calls the declared `_mlir_ciface_qux`, which takes a pointer to it.
// CHECK-LABEL: llvm.func private @qux(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: i64) attributes {llvm.emit_c_interface, sym_visibility = "private"} {
// CHECK-NEXT:   %0 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %3 = llvm.insertvalue %arg2, %2[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %4 = llvm.insertvalue %arg3, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %5 = llvm.insertvalue %arg5, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %6 = llvm.insertvalue %arg4, %5[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %7 = llvm.insertvalue %arg6, %6[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %8 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:   %9 = llvm.alloca %8 x !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> : (i64) -> !llvm.ptr
// CHECK-NEXT:   llvm.store %7, %9 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr
// CHECK-NEXT:   llvm.call @_mlir_ciface_qux(%9) : (!llvm.ptr) -> ()
// CHECK-NEXT:   llvm.return
// CHECK-NEXT: }
// CHECK-LABEL: llvm.func @_mlir_ciface_qux(!llvm.ptr) attributes {llvm.emit_c_interface, sym_visibility = "private"}
func.func private @qux(%arg0: memref<?x?xf32>) attributes {llvm.emit_c_interface}

// -----

// Defined function: `_mlir_ciface_foo` loads the descriptor through the
// pointer, unpacks it and calls the original.
// CHECK-LABEL: llvm.func @foo(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: i64) attributes {llvm.emit_c_interface} {
// CHECK-NEXT:   llvm.return
// CHECK-NEXT: }
// CHECK-LABEL: llvm.func @_mlir_ciface_foo(%arg0: !llvm.ptr) attributes {llvm.emit_c_interface} {
// CHECK-NEXT:   %0 = llvm.load %arg0 : !llvm.ptr -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %1 = llvm.extractvalue %0[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %2 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %3 = llvm.extractvalue %0[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %4 = llvm.extractvalue %0[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %5 = llvm.extractvalue %0[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %6 = llvm.extractvalue %0[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %7 = llvm.extractvalue %0[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   llvm.call @foo(%1, %2, %3, %4, %5, %6, %7) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64) -> ()
// CHECK-NEXT:   llvm.return
// CHECK-NEXT: }
func.func @foo(%arg0: memref<?x?xf32>) attributes {llvm.emit_c_interface} {
  return
}

// -----

// Struct results (several results, or a memref) are returned through a
// pointer passed first; scalars go as they are.
// CHECK-LABEL: llvm.func @two(%arg0: i32, %arg1: i64, %arg2: !llvm.ptr) -> !llvm.struct<(i32, f32)> attributes {llvm.emit_c_interface} {
// CHECK-NEXT:   %0 = llvm.mlir.constant(1.000000e+00 : f32) : f32
// CHECK-NEXT:   %1 = llvm.mlir.undef : !llvm.struct<(i32, f32)>
// CHECK-NEXT:   %2 = llvm.insertvalue %arg0, %1[0] : !llvm.struct<(i32, f32)>
// CHECK-NEXT:   %3 = llvm.insertvalue %0, %2[1] : !llvm.struct<(i32, f32)>
// CHECK-NEXT:   llvm.return %3 : !llvm.struct<(i32, f32)>
// CHECK-NEXT: }
// CHECK-LABEL: llvm.func @_mlir_ciface_two(%arg0: !llvm.ptr, %arg1: i32, %arg2: !llvm.ptr) attributes {llvm.emit_c_interface} {
// CHECK-NEXT:   %0 = llvm.load %arg2 : !llvm.ptr -> !llvm.struct<(i64, ptr)>
// CHECK-NEXT:   %1 = llvm.extractvalue %0[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:   %2 = llvm.extractvalue %0[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:   %3 = llvm.call @two(%arg1, %1, %2) : (i32, i64, !llvm.ptr) -> !llvm.struct<(i32, f32)>
// CHECK-NEXT:   llvm.store %3, %arg0 : !llvm.struct<(i32, f32)>, !llvm.ptr
// CHECK-NEXT:   llvm.return
// CHECK-NEXT: }
// CHECK-LABEL: llvm.func private @ext(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i32) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> attributes {llvm.emit_c_interface, sym_visibility = "private"} {
// CHECK-NEXT:   %0 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:   %1 = llvm.alloca %0 x !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> : (i64) -> !llvm.ptr
// CHECK-NEXT:   %2 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %3 = llvm.insertvalue %arg0, %2[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %4 = llvm.insertvalue %arg1, %3[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %5 = llvm.insertvalue %arg2, %4[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %6 = llvm.insertvalue %arg3, %5[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %7 = llvm.insertvalue %arg4, %6[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %8 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:   %9 = llvm.alloca %8 x !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> : (i64) -> !llvm.ptr
// CHECK-NEXT:   llvm.store %7, %9 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr
// CHECK-NEXT:   llvm.call @_mlir_ciface_ext(%1, %9, %arg5) : (!llvm.ptr, !llvm.ptr, i32) -> ()
// CHECK-NEXT:   %10 = llvm.load %1 : !llvm.ptr -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   llvm.return %10 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: }
// CHECK-LABEL: llvm.func @_mlir_ciface_ext(!llvm.ptr, !llvm.ptr, i32) attributes {llvm.emit_c_interface, sym_visibility = "private"}
func.func @two(%a: i32, %m: memref<*xf32>) -> (i32, f32) attributes {llvm.emit_c_interface} {
  %c = arith.constant 1.0 : f32
  return %a, %c : i32, f32
}
func.func private @ext(memref<4xf32>, i32) -> memref<4xf32> attributes {llvm.emit_c_interface}
