// RUN: cmir-opt %s | FileCheck %s
// RUN: cmir-opt %s | cmir-opt | FileCheck %s
// RUN: cmir-opt --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC

// Affine-map layouts are printed through a top-level alias.
// CHECK: #[[MAP:map]] = affine_map<(d0)[s0] -> (d0 + s0)>
// CHECK-LABEL: module {
// GENERIC: #[[GMAP:map]] = affine_map<(d0)[s0] -> (d0 + s0)>
// GENERIC-LABEL: "builtin.module"() ({

// CHECK-NEXT: memref.global "private" @gp : memref<2xf32> = dense<[1.000000e+00, 2.000000e+00]>
// GENERIC-NEXT: "memref.global"() <{initial_value = dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf32>, sym_name = "gp", sym_visibility = "private", type = memref<2xf32>}> : () -> ()
memref.global "private" @gp : memref<2xf32> = dense<[1.0, 2.0]>
// `uninitialized` is a unit initial value.
// CHECK-NEXT: memref.global @gpub : memref<4xi32> = uninitialized
// GENERIC-NEXT: "memref.global"() <{initial_value, sym_name = "gpub", type = memref<4xi32>}> : () -> ()
memref.global @gpub : memref<4xi32> = uninitialized
// CHECK-NEXT: memref.global "private" constant @gc : memref<2x2xi8> = dense<1> {alignment = 64 : i64}
// GENERIC-NEXT: "memref.global"() <{alignment = 64 : i64, constant, initial_value = dense<1> : tensor<2x2xi8>, sym_name = "gc", sym_visibility = "private", type = memref<2x2xi8>}> : () -> ()
memref.global "private" constant @gc : memref<2x2xi8> = dense<1> {alignment = 64}
// An external global: no initial value.
// CHECK-NEXT: memref.global @gext : memref<f32>
// GENERIC-NEXT: "memref.global"() <{sym_name = "gext", type = memref<f32>}> : () -> ()
memref.global @gext : memref<f32>
// CHECK-NEXT: memref.global "nested" @gn : memref<3xindex, 1> = uninitialized
memref.global "nested" @gn : memref<3xindex, 1> = uninitialized
// CHECK-NEXT: memref.global "private" constant @gscalar : memref<i64> = dense<42>
memref.global "private" constant @gscalar : memref<i64> = dense<42>
// CHECK-NEXT: memref.global "private" @gsplat : memref<4x4xf16> = dense<0.000000e+00> {alignment = 16 : i64}
memref.global "private" @gsplat : memref<4x4xf16> = dense<0.0> {alignment = 16 : i64}

// Allocation results are named after the op.
// CHECK-LABEL: func.func @alloc(
// CHECK-SAME: %[[N:.*]]: index, %[[M:.*]]: index)
// GENERIC-LABEL: sym_name = "alloc"
func.func @alloc(%n: index, %m: index) {
  // CHECK-NEXT: %[[A:alloc]] = memref.alloc() : memref<4x4xf32>
  // GENERIC: "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4x4xf32>
  %0 = memref.alloc() : memref<4x4xf32>
  // CHECK-NEXT: %alloc_0 = memref.alloc(%[[N]], %[[M]]) : memref<?x4x?xf32>
  // GENERIC-NEXT: "memref.alloc"(%{{[^ ,)]+}}, %{{[^ ,)]+}}) <{operandSegmentSizes = array<i32: 2, 0>}> : (index, index) -> memref<?x4x?xf32>
  %1 = memref.alloc(%n, %m) : memref<?x4x?xf32>
  // Symbol operands of the layout map.
  // CHECK-NEXT: %alloc_1 = memref.alloc(%[[N]])[%[[M]]] : memref<?xf32, #[[MAP]]>
  // GENERIC-NEXT: "memref.alloc"(%{{[^ ,)]+}}, %{{[^ ,)]+}}) <{operandSegmentSizes = array<i32: 1, 1>}> : (index, index) -> memref<?xf32, #[[GMAP]]>
  %2 = memref.alloc(%n)[%m] : memref<?xf32, affine_map<(d0)[s0] -> (d0 + s0)>>
  // CHECK-NEXT: %alloc_2 = memref.alloc() {alignment = 64 : i64} : memref<8xi8>
  // GENERIC-NEXT: "memref.alloc"() <{alignment = 64 : i64, operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<8xi8>
  %3 = memref.alloc() {alignment = 64} : memref<8xi8>
  // CHECK-NEXT: %alloca = memref.alloca() : memref<2xf32>
  // GENERIC-NEXT: "memref.alloca"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<2xf32>
  %4 = memref.alloca() : memref<2xf32>
  // CHECK-NEXT: %alloca_3 = memref.alloca(%[[N]]) {alignment = 16 : i64} : memref<?xi64, 3>
  %5 = memref.alloca(%n) {alignment = 16 : i64} : memref<?xi64, 3>
  // CHECK-NEXT: %alloc_4 = memref.alloc() : memref<4xf32, strided<[2], offset: 1>, 2>
  %6 = memref.alloc() : memref<4xf32, strided<[2], offset: 1>, 2>
  // CHECK-NEXT: %alloca_5 = memref.alloca() : memref<f32>
  %7 = memref.alloca() : memref<f32>
  // CHECK-NEXT: %alloc_6 = memref.alloc() {my.extra} : memref<1xi1>
  %8 = memref.alloc() {my.extra} : memref<1xi1>
  // CHECK-NEXT: memref.dealloc %[[A]] : memref<4x4xf32>
  // GENERIC: "memref.dealloc"(%{{[^ ,)]+}}) : (memref<4x4xf32>) -> ()
  memref.dealloc %0 : memref<4x4xf32>
  // CHECK-NEXT: memref.dealloc %alloc_0 : memref<?x4x?xf32>
  memref.dealloc %1 : memref<?x4x?xf32>
  // CHECK-NEXT: return
  return
}

// CHECK-LABEL: func.func @load_store(
// CHECK-SAME: %[[M:.*]]: memref<?x4x?xf32>, %[[S:.*]]: memref<f32>, %[[V:.*]]: f32, %[[I:.*]]: index)
// GENERIC-LABEL: sym_name = "load_store"
func.func @load_store(%m: memref<?x4x?xf32>, %s: memref<f32>, %v: f32, %i: index) -> f32 {
  // CHECK-NEXT: %[[C0:c0]] = arith.constant 0 : index
  %c0 = arith.constant 0 : index
  // CHECK-NEXT: %[[L:.*]] = memref.load %[[M]][%[[C0]], %[[C0]], %[[I]]] : memref<?x4x?xf32>
  // GENERIC: "memref.load"(%{{[^ ,)]+}}, %{{[^ ,)]+}}, %{{[^ ,)]+}}, %{{[^ ,)]+}}) : (memref<?x4x?xf32>, index, index, index) -> f32
  %0 = memref.load %m[%c0, %c0, %i] : memref<?x4x?xf32>
  // CHECK-NEXT: memref.store %[[V]], %[[M]][%[[C0]], %[[C0]], %[[I]]] : memref<?x4x?xf32>
  // GENERIC-NEXT: "memref.store"(%{{[^ ,)]+}}, %{{[^ ,)]+}}, %{{[^ ,)]+}}, %{{[^ ,)]+}}, %{{[^ ,)]+}}) : (f32, memref<?x4x?xf32>, index, index, index) -> ()
  memref.store %v, %m[%c0, %c0, %i] : memref<?x4x?xf32>
  // Rank-0 memrefs take no indices.
  // CHECK-NEXT: %{{.*}} = memref.load %[[S]][] : memref<f32>
  // GENERIC-NEXT: "memref.load"(%{{[^ ,)]+}}) : (memref<f32>) -> f32
  %1 = memref.load %s[] : memref<f32>
  // CHECK-NEXT: memref.store %[[L]], %[[S]][] : memref<f32>
  memref.store %0, %s[] : memref<f32>
  // CHECK-NEXT: memref.store %[[V]], %[[S]][] {nontemporal = true} : memref<f32>
  // GENERIC: "memref.store"(%{{[^ ,)]+}}, %{{[^ ,)]+}}) <{nontemporal = true}> : (f32, memref<f32>) -> ()
  memref.store %v, %s[] {nontemporal = true} : memref<f32>
  // CHECK-NEXT: %{{.*}} = memref.load %[[M]][%[[I]], %[[I]], %[[I]]] {nontemporal = true} : memref<?x4x?xf32>
  // GENERIC-NEXT: "memref.load"(%{{[^ ,)]+}}, %{{[^ ,)]+}}, %{{[^ ,)]+}}, %{{[^ ,)]+}}) <{nontemporal = true}> : (memref<?x4x?xf32>, index, index, index) -> f32
  %2 = memref.load %m[%i, %i, %i] {nontemporal = true} : memref<?x4x?xf32>
  // `nontemporal = false` is the default value and is not printed.
  // CHECK-NEXT: memref.store %[[V]], %[[S]][] : memref<f32>
  memref.store %v, %s[] {nontemporal = false} : memref<f32>
  // CHECK-NEXT: return %[[L]] : f32
  return %0 : f32
}

// CHECK-LABEL: func.func @globals()
// GENERIC-LABEL: sym_name = "globals"
func.func @globals() -> memref<2xf32> {
  // CHECK-NEXT: %[[G:.*]] = memref.get_global @gp : memref<2xf32>
  // GENERIC: "memref.get_global"() <{name = @gp}> : () -> memref<2xf32>
  %0 = memref.get_global @gp : memref<2xf32>
  // CHECK-NEXT: %{{.*}} = memref.get_global @gn : memref<3xindex, 1>
  %1 = memref.get_global @gn : memref<3xindex, 1>
  // CHECK-NEXT: %{{.*}} = memref.get_global @gscalar : memref<i64>
  %2 = memref.get_global @gscalar : memref<i64>
  // CHECK-NEXT: return %[[G]] : memref<2xf32>
  return %0 : memref<2xf32>
}

// CHECK-LABEL: func.func @casts_and_queries(
// CHECK-SAME: %[[M:.*]]: memref<?x4x?xf32>, %[[I:.*]]: index)
// GENERIC-LABEL: sym_name = "casts_and_queries"
func.func @casts_and_queries(%m: memref<?x4x?xf32>, %i: index) {
  // CHECK-NEXT: %[[C1:.*]] = memref.cast %[[M]] : memref<?x4x?xf32> to memref<?x?x?xf32>
  // GENERIC: "memref.cast"(%{{[^ ,)]+}}) : (memref<?x4x?xf32>) -> memref<?x?x?xf32>
  %0 = memref.cast %m : memref<?x4x?xf32> to memref<?x?x?xf32>
  // CHECK-NEXT: %[[U:cast_0]] = memref.cast %[[M]] : memref<?x4x?xf32> to memref<*xf32>
  // GENERIC-NEXT: "memref.cast"(%{{[^ ,)]+}}) : (memref<?x4x?xf32>) -> memref<*xf32>
  %1 = memref.cast %m : memref<?x4x?xf32> to memref<*xf32>
  // CHECK-NEXT: %cast_1 = memref.cast %[[U]] : memref<*xf32> to memref<?x4x?xf32>
  %2 = memref.cast %1 : memref<*xf32> to memref<?x4x?xf32>
  // CHECK-NEXT: %cast_2 = memref.cast %[[C1]] : memref<?x?x?xf32> to memref<2x4x8xf32>
  %3 = memref.cast %0 : memref<?x?x?xf32> to memref<2x4x8xf32>
  // CHECK-NEXT: %cast_3 = memref.cast %cast_2 : memref<2x4x8xf32> to memref<2x4x8xf32, strided<[32, 8, 1]>>
  %4 = memref.cast %3 : memref<2x4x8xf32> to memref<2x4x8xf32, strided<[32, 8, 1]>>
  // CHECK-NEXT: %c0 = arith.constant 0 : index
  %c0 = arith.constant 0 : index
  // CHECK-NEXT: %dim = memref.dim %[[M]], %c0 : memref<?x4x?xf32>
  // GENERIC: "memref.dim"(%{{[^ ,)]+}}, %{{[^ ,)]+}}) : (memref<?x4x?xf32>, index) -> index
  %5 = memref.dim %m, %c0 : memref<?x4x?xf32>
  // CHECK-NEXT: %dim_4 = memref.dim %[[U]], %[[I]] : memref<*xf32>
  %6 = memref.dim %1, %i : memref<*xf32>
  // CHECK-NEXT: %{{.*}} = memref.rank %[[U]] : memref<*xf32>
  // GENERIC: "memref.rank"(%{{[^ ,)]+}}) : (memref<*xf32>) -> index
  %7 = memref.rank %1 : memref<*xf32>
  // CHECK-NEXT: %{{.*}} = memref.rank %[[M]] : memref<?x4x?xf32>
  %8 = memref.rank %m : memref<?x4x?xf32>
  // CHECK-NEXT: return
  return
}

// CHECK-LABEL: func.func @copy(
// CHECK-SAME: %[[A:.*]]: memref<4xf32>, %[[B:.*]]: memref<4xf32, strided<[2]>>, %[[U:.*]]: memref<*xf32>)
// GENERIC-LABEL: sym_name = "copy"
func.func @copy(%a: memref<4xf32>, %b: memref<4xf32, strided<[2]>>, %u: memref<*xf32>) {
  // CHECK-NEXT: memref.copy %[[A]], %[[B]] : memref<4xf32> to memref<4xf32, strided<[2]>>
  // GENERIC: "memref.copy"(%{{[^ ,)]+}}, %{{[^ ,)]+}}) : (memref<4xf32>, memref<4xf32, strided<[2]>>) -> ()
  memref.copy %a, %b : memref<4xf32> to memref<4xf32, strided<[2]>>
  // CHECK-NEXT: memref.copy %[[U]], %[[U]] : memref<*xf32> to memref<*xf32>
  memref.copy %u, %u : memref<*xf32> to memref<*xf32>
  // CHECK-NEXT: return
  return
}

// Offsets, sizes and strides mix static values and SSA operands.
// CHECK-LABEL: func.func @subview(
// CHECK-SAME: %[[M:.*]]: memref<8x16xf32>, %[[N:.*]]: index, %[[K:.*]]: index)
// GENERIC-LABEL: sym_name = "subview"
func.func @subview(%m: memref<8x16xf32>, %n: index, %k: index) {
  // CHECK-NEXT: %subview = memref.subview %[[M]][0, 0] [4, 4] [1, 1] : memref<8x16xf32> to memref<4x4xf32, strided<[16, 1]>>
  // GENERIC: "memref.subview"(%{{[^ ,)]+}}) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 4, 4>, static_strides = array<i64: 1, 1>}> : (memref<8x16xf32>) -> memref<4x4xf32, strided<[16, 1]>>
  %0 = memref.subview %m[0, 0][4, 4][1, 1] : memref<8x16xf32> to memref<4x4xf32, strided<[16, 1]>>
  // Dynamic values are stored as INT64_MIN in the static arrays.
  // CHECK-NEXT: %subview_0 = memref.subview %[[M]][%[[N]], 2] [4, %[[K]]] [1, 2] : memref<8x16xf32> to memref<4x?xf32, strided<[16, 2], offset: ?>>
  // GENERIC-NEXT: "memref.subview"(%{{[^ ,)]+}}, %{{[^ ,)]+}}, %{{[^ ,)]+}}) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>, static_offsets = array<i64: -9223372036854775808, 2>, static_sizes = array<i64: 4, -9223372036854775808>, static_strides = array<i64: 1, 2>}> : (memref<8x16xf32>, index, index) -> memref<4x?xf32, strided<[16, 2], offset: ?>>
  %1 = memref.subview %m[%n, 2] [4, %k] [1, 2] : memref<8x16xf32> to memref<4x?xf32, strided<[16, 2], offset: ?>>
  // Rank-reducing subview.
  // CHECK-NEXT: %subview_1 = memref.subview %[[M]][1, 0] [1, 16] [1, 1] : memref<8x16xf32> to memref<16xf32, strided<[1], offset: 16>>
  %2 = memref.subview %m[1, 0] [1, 16] [1, 1] : memref<8x16xf32> to memref<16xf32, strided<[1], offset: 16>>
  // CHECK-NEXT: %subview_2 = memref.subview %[[M]][%[[N]], %[[K]]] [1, 1] [%[[N]], %[[K]]] : memref<8x16xf32> to memref<f32, strided<[], offset: ?>>
  %3 = memref.subview %m[%n, %k] [1, 1] [%n, %k] : memref<8x16xf32> to memref<f32, strided<[], offset: ?>>
  // CHECK-NEXT: %subview_3 = memref.subview %[[M]][0, 0] [%[[N]], %[[K]]] [%[[K]], 1] : memref<8x16xf32> to memref<?x?xf32, strided<[?, 1]>>
  // GENERIC: "memref.subview"(%{{[^ ,)]+}}, %{{[^ ,)]+}}, %{{[^ ,)]+}}, %{{[^ ,)]+}}) <{operandSegmentSizes = array<i32: 1, 0, 2, 1>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: -9223372036854775808, -9223372036854775808>, static_strides = array<i64: -9223372036854775808, 1>}>
  %4 = memref.subview %m[0, 0] [%n, %k] [%k, 1] : memref<8x16xf32> to memref<?x?xf32, strided<[?, 1]>>
  // A subview of a subview.
  // CHECK-NEXT: %subview_4 = memref.subview %subview[1, 1] [2, 2] [1, 1] : memref<4x4xf32, strided<[16, 1]>> to memref<2x2xf32, strided<[16, 1], offset: 17>>
  %5 = memref.subview %0[1, 1] [2, 2] [1, 1] : memref<4x4xf32, strided<[16, 1]>> to memref<2x2xf32, strided<[16, 1], offset: 17>>
  // CHECK-NEXT: return
  return
}

// CHECK-LABEL: func.func @reinterpret_cast(
// CHECK-SAME: %[[M:.*]]: memref<8x16xf32>, %[[N:.*]]: index, %[[K:.*]]: index, %[[U:.*]]: memref<*xi8>)
// GENERIC-LABEL: sym_name = "reinterpret_cast"
func.func @reinterpret_cast(%m: memref<8x16xf32>, %n: index, %k: index, %u: memref<*xi8>) {
  // CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %[[M]] to offset: [0], sizes: [128], strides: [1] : memref<8x16xf32> to memref<128xf32>
  // GENERIC: "memref.reinterpret_cast"(%{{[^ ,)]+}}) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 128>, static_strides = array<i64: 1>}> : (memref<8x16xf32>) -> memref<128xf32>
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [128], strides: [1] : memref<8x16xf32> to memref<128xf32>
  // CHECK-NEXT: %reinterpret_cast_0 = memref.reinterpret_cast %[[M]] to offset: [%[[N]]], sizes: [%[[K]], 4], strides: [4, 1] : memref<8x16xf32> to memref<?x4xf32, strided<[4, 1], offset: ?>>
  // GENERIC-NEXT: "memref.reinterpret_cast"(%{{[^ ,)]+}}, %{{[^ ,)]+}}, %{{[^ ,)]+}}) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>, static_offsets = array<i64: -9223372036854775808>, static_sizes = array<i64: -9223372036854775808, 4>, static_strides = array<i64: 4, 1>}> : (memref<8x16xf32>, index, index) -> memref<?x4xf32, strided<[4, 1], offset: ?>>
  %1 = memref.reinterpret_cast %m to offset: [%n], sizes: [%k, 4], strides: [4, 1] : memref<8x16xf32> to memref<?x4xf32, strided<[4, 1], offset: ?>>
  // From an unranked memref, to a rank-0 memref.
  // CHECK-NEXT: %reinterpret_cast_1 = memref.reinterpret_cast %[[U]] to offset: [2], sizes: [], strides: [] : memref<*xi8> to memref<i8, strided<[], offset: 2>>
  %2 = memref.reinterpret_cast %u to offset: [2], sizes: [], strides: [] : memref<*xi8> to memref<i8, strided<[], offset: 2>>
  // CHECK-NEXT: %reinterpret_cast_2 = memref.reinterpret_cast %[[U]] to offset: [0], sizes: [%[[N]], %[[K]]], strides: [%[[K]], 1] : memref<*xi8> to memref<?x?xi8, strided<[?, 1]>>
  %3 = memref.reinterpret_cast %u to offset: [0], sizes: [%n, %k], strides: [%k, 1] : memref<*xi8> to memref<?x?xi8, strided<[?, 1]>>
  // CHECK-NEXT: return
  return
}

// Multi-result ops with named results.
// CHECK-LABEL: func.func @metadata(
// CHECK-SAME: %[[M:.*]]: memref<8x16xf32>, %[[D:.*]]: memref<?xi32, strided<[?], offset: ?>>)
// GENERIC-LABEL: sym_name = "metadata"
func.func @metadata(%m: memref<8x16xf32>, %d: memref<?xi32, strided<[?], offset: ?>>) -> index {
  // CHECK-NEXT: %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %[[M]] : memref<8x16xf32> -> memref<f32>, index, index, index, index, index
  // GENERIC: %{{.*}}:6 = "memref.extract_strided_metadata"(%{{[^ ,)]+}}) : (memref<8x16xf32>) -> (memref<f32>, index, index, index, index, index)
  %base, %off, %sizes:2, %strides:2 = memref.extract_strided_metadata %m : memref<8x16xf32> -> memref<f32>, index, index, index, index, index
  // CHECK-NEXT: %base_buffer_0, %offset_1, %sizes_2, %strides_3 = memref.extract_strided_metadata %[[D]] : memref<?xi32, strided<[?], offset: ?>> -> memref<i32>, index, index, index
  %b2, %o2, %s2, %t2 = memref.extract_strided_metadata %d : memref<?xi32, strided<[?], offset: ?>> -> memref<i32>, index, index, index
  // CHECK-NEXT: %intptr = memref.extract_aligned_pointer_as_index %[[M]] : memref<8x16xf32> -> index
  // GENERIC: "memref.extract_aligned_pointer_as_index"(%{{[^ ,)]+}}) : (memref<8x16xf32>) -> index
  %p = memref.extract_aligned_pointer_as_index %m : memref<8x16xf32> -> index
  // CHECK-NEXT: %{{.*}} = arith.addi %sizes#1, %strides#0 : index
  %s = arith.addi %sizes#1, %strides#0 : index
  // CHECK-NEXT: return %offset : index
  return %off : index
}

// CHECK-LABEL: func.func @reshape(
// CHECK-SAME: %[[L:.*]]: memref<128xf32>, %[[M:.*]]: memref<8x16xf32>, %[[D:.*]]: memref<?x4x?xf32>, %[[N:.*]]: index, %[[K:.*]]: index)
// GENERIC-LABEL: sym_name = "reshape"
func.func @reshape(%l: memref<128xf32>, %m: memref<8x16xf32>, %d: memref<?x4x?xf32>, %n: index, %k: index) {
  // CHECK-NEXT: %expand_shape = memref.expand_shape %[[L]] {{\[\[}}0, 1]] output_shape [8, 16] : memref<128xf32> into memref<8x16xf32>
  // GENERIC: "memref.expand_shape"(%{{[^ ,)]+}}) <{reassociation = {{\[\[}}0, 1]], static_output_shape = array<i64: 8, 16>}> : (memref<128xf32>) -> memref<8x16xf32>
  %0 = memref.expand_shape %l [[0, 1]] output_shape [8, 16] : memref<128xf32> into memref<8x16xf32>
  // CHECK-NEXT: %collapse_shape = memref.collapse_shape %[[M]] {{\[\[}}0, 1]] : memref<8x16xf32> into memref<128xf32>
  // GENERIC-NEXT: "memref.collapse_shape"(%{{[^ ,)]+}}) <{reassociation = {{\[\[}}0, 1]]}> : (memref<8x16xf32>) -> memref<128xf32>
  %1 = memref.collapse_shape %m [[0, 1]] : memref<8x16xf32> into memref<128xf32>
  // CHECK-NEXT: %expand_shape_0 = memref.expand_shape %[[D]] {{\[\[}}0], [1], [2, 3]] output_shape [%[[N]], 4, %[[K]], 2] : memref<?x4x?xf32> into memref<?x4x?x2xf32>
  // GENERIC-NEXT: "memref.expand_shape"(%{{[^ ,)]+}}, %{{[^ ,)]+}}, %{{[^ ,)]+}}) <{reassociation = {{\[\[}}0], [1], [2, 3]], static_output_shape = array<i64: -9223372036854775808, 4, -9223372036854775808, 2>}> : (memref<?x4x?xf32>, index, index) -> memref<?x4x?x2xf32>
  %2 = memref.expand_shape %d [[0], [1], [2, 3]] output_shape [%n, 4, %k, 2] : memref<?x4x?xf32> into memref<?x4x?x2xf32>
  // CHECK-NEXT: %collapse_shape_1 = memref.collapse_shape %[[D]] {{\[\[}}0, 1, 2]] : memref<?x4x?xf32> into memref<?xf32>
  %3 = memref.collapse_shape %d [[0, 1, 2]] : memref<?x4x?xf32> into memref<?xf32>
  // Collapsing to rank 0 uses an empty reassociation.
  // CHECK-NEXT: %alloc = memref.alloc() : memref<1x1xf32>
  %one = memref.alloc() : memref<1x1xf32>
  // CHECK-NEXT: %collapse_shape_2 = memref.collapse_shape %alloc [] : memref<1x1xf32> into memref<f32>
  %4 = memref.collapse_shape %one [] : memref<1x1xf32> into memref<f32>
  // CHECK-NEXT: %expand_shape_3 = memref.expand_shape %collapse_shape_2 [] output_shape [1, 1] : memref<f32> into memref<1x1xf32>
  %5 = memref.expand_shape %4 [] output_shape [1, 1] : memref<f32> into memref<1x1xf32>
  // Strided layouts are propagated.
  // CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast
  // CHECK-NEXT: %collapse_shape_4 = memref.collapse_shape %reinterpret_cast {{\[\[}}0, 1]] : memref<2x3xf32, strided<[3, 1], offset: ?>> into memref<6xf32, strided<[1], offset: ?>>
  %s = memref.reinterpret_cast %l to offset: [%n], sizes: [2, 3], strides: [3, 1] : memref<128xf32> to memref<2x3xf32, strided<[3, 1], offset: ?>>
  %6 = memref.collapse_shape %s [[0, 1]] : memref<2x3xf32, strided<[3, 1], offset: ?>> into memref<6xf32, strided<[1], offset: ?>>
  // CHECK-NEXT: return
  return
}

// Memory spaces are arbitrary attributes; integer 0 is the default space.
// CHECK-LABEL: func.func @memory_spaces(
// CHECK-SAME: %{{.*}}: memref<4xf32>, %{{.*}}: memref<4xf32, 1>, %{{.*}}: memref<4xf32, "private">, %{{.*}}: memref<*xi32, 3>, %{{.*}}: memref<2x2xf32, strided<[2, 1]>, 5>, %{{.*}}: memref<f64, 7>)
func.func @memory_spaces(%a: memref<4xf32, 0>, %b: memref<4xf32, 1>, %c: memref<4xf32, "private">,
                         %d: memref<*xi32, 3>, %e: memref<2x2xf32, strided<[2, 1]>, 5>, %f: memref<f64, 7>) {
  // CHECK-NEXT: %{{.*}} = memref.alloc() : memref<16xi8, 4>
  %0 = memref.alloc() : memref<16xi8, 4>
  // CHECK-NEXT: %{{.*}} = memref.cast %{{.*}} : memref<4xf32, 1> to memref<*xf32, 1>
  %1 = memref.cast %b : memref<4xf32, 1> to memref<*xf32, 1>
  // CHECK-NEXT: return
  return
}
