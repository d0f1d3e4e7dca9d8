// RUN: cmir-opt %s | FileCheck %s
// RUN: cmir-opt %s | cmir-opt | FileCheck %s
// RUN: cmir-opt --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC

// memref operations in the generic form. Dynamic offsets, sizes and strides
// are INT64_MIN in the static arrays.

// CHECK-LABEL: memref.global "private" constant @g : memref<2xi32> = dense<[1, 2]> {alignment = 8 : i64}
// GENERIC: "memref.global"() <{alignment = 8 : i64, constant, initial_value = dense<[1, 2]> : tensor<2xi32>, sym_name = "g", sym_visibility = "private", type = memref<2xi32>}> : () -> ()
"memref.global"() <{alignment = 8 : i64, constant, initial_value = dense<[1, 2]> : tensor<2xi32>, sym_name = "g", sym_visibility = "private", type = memref<2xi32>}> : () -> ()
// CHECK-NEXT: memref.global @h : memref<4xf32> = uninitialized
"memref.global"() <{initial_value, sym_name = "h", type = memref<4xf32>}> : () -> ()

// CHECK-LABEL: func.func @mem(%arg0: index, %arg1: f32) {
"func.func"() <{function_type = (index, f32) -> (), sym_name = "mem"}> ({
^bb0(%n: index, %v: f32):
  // CHECK-NEXT: %alloc = memref.alloc(%arg0) {alignment = 32 : i64} : memref<?x8xf32>
  %0 = "memref.alloc"(%n) <{alignment = 32 : i64, operandSegmentSizes = array<i32: 1, 0>}> : (index) -> memref<?x8xf32>
  // CHECK-NEXT: memref.store %arg1, %alloc[%arg0, %arg0] : memref<?x8xf32>
  "memref.store"(%v, %0, %n, %n) : (f32, memref<?x8xf32>, index, index) -> ()
  // CHECK-NEXT: %0 = memref.load %alloc[%arg0, %arg0] {nontemporal = true} : memref<?x8xf32>
  %1 = "memref.load"(%0, %n, %n) <{nontemporal = true}> : (memref<?x8xf32>, index, index) -> f32
  // CHECK-NEXT: %subview = memref.subview %alloc[%arg0, 0] [2, %arg0] [1, 1] : memref<?x8xf32> to memref<2x?xf32, strided<[8, 1], offset: ?>>
  // GENERIC: "memref.subview"(%{{[^ ,)]+}}, %{{[^ ,)]+}}, %{{[^ ,)]+}}) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>, static_offsets = array<i64: -9223372036854775808, 0>, static_sizes = array<i64: 2, -9223372036854775808>, static_strides = array<i64: 1, 1>}> : (memref<?x8xf32>, index, index) -> memref<2x?xf32, strided<[8, 1], offset: ?>>
  %2 = "memref.subview"(%0, %n, %n) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>, static_offsets = array<i64: -9223372036854775808, 0>, static_sizes = array<i64: 2, -9223372036854775808>, static_strides = array<i64: 1, 1>}> : (memref<?x8xf32>, index, index) -> memref<2x?xf32, strided<[8, 1], offset: ?>>
  // CHECK-NEXT: %cast = memref.cast %alloc : memref<?x8xf32> to memref<*xf32>
  %3 = "memref.cast"(%0) : (memref<?x8xf32>) -> memref<*xf32>
  // CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %cast to offset: [0], sizes: [%arg0], strides: [1] : memref<*xf32> to memref<?xf32>
  %4 = "memref.reinterpret_cast"(%3, %n) <{operandSegmentSizes = array<i32: 1, 0, 1, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: -9223372036854775808>, static_strides = array<i64: 1>}> : (memref<*xf32>, index) -> memref<?xf32>
  // CHECK-NEXT: %expand_shape = memref.expand_shape %reinterpret_cast {{\[\[}}0, 1]] output_shape [%arg0, 1] : memref<?xf32> into memref<?x1xf32>
  %5 = "memref.expand_shape"(%4, %n) <{reassociation = [[0, 1]], static_output_shape = array<i64: -9223372036854775808, 1>}> : (memref<?xf32>, index) -> memref<?x1xf32>
  // CHECK-NEXT: %collapse_shape = memref.collapse_shape %expand_shape {{\[\[}}0, 1]] : memref<?x1xf32> into memref<?xf32>
  %6 = "memref.collapse_shape"(%5) <{reassociation = [[0, 1]]}> : (memref<?x1xf32>) -> memref<?xf32>
  // CHECK-NEXT: %1 = memref.get_global @g : memref<2xi32>
  %7 = "memref.get_global"() <{name = @g}> : () -> memref<2xi32>
  // CHECK-NEXT: %c1 = arith.constant 1 : index
  %c1 = "arith.constant"() <{value = 1 : index}> : () -> index
  // CHECK-NEXT: %dim = memref.dim %alloc, %c1 : memref<?x8xf32>
  %8 = "memref.dim"(%0, %c1) : (memref<?x8xf32>, index) -> index
  // CHECK-NEXT: %alloca = memref.alloca() : memref<2xi32>
  %9 = "memref.alloca"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<2xi32>
  // CHECK-NEXT: memref.copy %1, %alloca : memref<2xi32> to memref<2xi32>
  "memref.copy"(%7, %9) : (memref<2xi32>, memref<2xi32>) -> ()
  // CHECK-NEXT: %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %collapse_shape : memref<?xf32> -> memref<f32>, index, index, index
  %10:4 = "memref.extract_strided_metadata"(%6) : (memref<?xf32>) -> (memref<f32>, index, index, index)
  // CHECK-NEXT: memref.dealloc %alloc : memref<?x8xf32>
  "memref.dealloc"(%0) : (memref<?x8xf32>) -> ()
  // CHECK-NEXT: return
  "func.return"() : () -> ()
}) : () -> ()
