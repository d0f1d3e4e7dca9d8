// RUN: cmir-opt %s | FileCheck %s
// RUN: cmir-opt %s | cmir-opt | FileCheck %s
// RUN: cmir-opt --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC

// The memref ops beyond memref.mlir: view, reshape, realloc,
// memory_space_cast, assume_alignment, alloca_scope and prefetch.

// CHECK-LABEL: func.func @extra(
// CHECK-SAME: %[[B:.*]]: memref<2048xi8>, %[[I:.*]]: index, %[[S:.*]]: memref<2xi32>, %[[U:.*]]: memref<*xf32>, %[[N:.*]]: memref<?xindex>, %[[Q:.*]]: memref<4x4xf32>)
// GENERIC-LABEL: sym_name = "extra"
func.func @extra(%m: memref<2048xi8>, %i: index, %s: memref<2xi32>, %u: memref<*xf32>, %n: memref<?xindex>, %q: memref<4x4xf32>) {
  // CHECK-NEXT: %view = memref.view %[[B]][%[[I]]][%[[I]]] : memref<2048xi8> to memref<?x4xf32>
  // GENERIC: "memref.view"(%{{[^ ,)]+}}, %{{[^ ,)]+}}, %{{[^ ,)]+}}) : (memref<2048xi8>, index, index) -> memref<?x4xf32>
  %0 = memref.view %m[%i][%i] : memref<2048xi8> to memref<?x4xf32>
  // CHECK-NEXT: %view_0 = memref.view %[[B]][%[[I]]][] {a} : memref<2048xi8> to memref<4x4xf32>
  %1 = memref.view %m[%i][] {a} : memref<2048xi8> to memref<4x4xf32>
  // CHECK-NEXT: %reshape = memref.reshape %[[U]](%[[S]]) : (memref<*xf32>, memref<2xi32>) -> memref<?x?xf32>
  // GENERIC: "memref.reshape"(%{{[^ ,)]+}}, %{{[^ ,)]+}}) : (memref<*xf32>, memref<2xi32>) -> memref<?x?xf32>
  %2 = memref.reshape %u(%s) : (memref<*xf32>, memref<2xi32>) -> memref<?x?xf32>
  // CHECK-NEXT: %reshape_1 = memref.reshape %[[U]](%[[N]]) : (memref<*xf32>, memref<?xindex>) -> memref<*xf32>
  %3 = memref.reshape %u(%n) : (memref<*xf32>, memref<?xindex>) -> memref<*xf32>
  // CHECK-NEXT: %[[A:alloc]] = memref.alloc(%[[I]]) : memref<?xf32>
  %4 = memref.alloc(%i) : memref<?xf32>
  // realloc results have no name of their own.
  // CHECK-NEXT: %[[R0:.*]] = memref.realloc %[[A]](%[[I]]) : memref<?xf32> to memref<?xf32>
  // GENERIC: "memref.realloc"(%{{[^ ,)]+}}, %{{[^ ,)]+}}) : (memref<?xf32>, index) -> memref<?xf32>
  %5 = memref.realloc %4(%i) : memref<?xf32> to memref<?xf32>
  // CHECK-NEXT: %{{.*}} = memref.realloc %[[R0]] {alignment = 8 : i64} : memref<?xf32> to memref<10xf32>
  // GENERIC-NEXT: "memref.realloc"(%{{[^ ,)]+}}) <{alignment = 8 : i64}> : (memref<?xf32>) -> memref<10xf32>
  %6 = memref.realloc %5 {alignment = 8} : memref<?xf32> to memref<10xf32>
  // CHECK-NEXT: %memspacecast = memref.memory_space_cast %[[Q]] : memref<4x4xf32> to memref<4x4xf32, 1>
  %7 = memref.memory_space_cast %q : memref<4x4xf32> to memref<4x4xf32, 1>
  // CHECK-NEXT: %memspacecast_2 = memref.memory_space_cast %[[U]] : memref<*xf32> to memref<*xf32, 2>
  %8 = memref.memory_space_cast %u : memref<*xf32> to memref<*xf32, 2>
  // The alignment is an i32 written without its type.
  // CHECK-NEXT: memref.assume_alignment %[[Q]], 16 : memref<4x4xf32>
  // GENERIC: "memref.assume_alignment"(%{{[^ ,)]+}}) <{alignment = 16 : i32}> : (memref<4x4xf32>) -> ()
  memref.assume_alignment %q, 16 : memref<4x4xf32>
  // The terminator is implicit when nothing is returned.
  // CHECK-NEXT: memref.alloca_scope  {
  // CHECK-NEXT:   %alloca = memref.alloca() : memref<4xf32>
  // CHECK-NEXT: }
  // GENERIC-NEXT: "memref.alloca_scope"() ({
  // GENERIC-NEXT:   "memref.alloca"()
  // GENERIC-NEXT:   "memref.alloca_scope.return"() : () -> ()
  // GENERIC-NEXT: }) : () -> ()
  memref.alloca_scope {
    %a = memref.alloca() : memref<4xf32>
  }
  // CHECK-NEXT: %{{.*}} = memref.alloca_scope  -> (f32) {
  // CHECK-NEXT:   %cst = arith.constant 1.000000e+00 : f32
  // CHECK-NEXT:   memref.alloca_scope.return %cst : f32
  // CHECK-NEXT: } {x}
  // GENERIC-NEXT: "memref.alloca_scope"() ({
  // GENERIC-NEXT:   "arith.constant"()
  // GENERIC-NEXT:   "memref.alloca_scope.return"(%{{[^ ,)]+}}) : (f32) -> ()
  // GENERIC-NEXT: }) {x} : () -> f32
  %r = memref.alloca_scope -> (f32) {
    %c = arith.constant 1.0 : f32
    memref.alloca_scope.return %c : f32
  } {x}
  // CHECK-NEXT: memref.prefetch %[[Q]][%[[I]], %[[I]]], read, locality<3>, data : memref<4x4xf32>
  // GENERIC-NEXT: "memref.prefetch"(%{{[^ ,)]+}}, %{{[^ ,)]+}}, %{{[^ ,)]+}}) <{isDataCache = true, isWrite = false, localityHint = 3 : i32}> : (memref<4x4xf32>, index, index) -> ()
  memref.prefetch %q[%i, %i], read, locality<3>, data : memref<4x4xf32>
  // CHECK-NEXT: memref.prefetch %[[Q]][%[[I]], %[[I]]], write, locality<0>, instr : memref<4x4xf32>
  memref.prefetch %q[%i, %i], write, locality<0>, instr : memref<4x4xf32>
  // CHECK-NEXT: return
  return
}

// Views of strided and affine-map layouts: the expected result layouts.
// CHECK-LABEL: func.func @layouts(
// GENERIC-LABEL: sym_name = "layouts"
func.func @layouts(%a: memref<8x16xf32, affine_map<(d0, d1)[s0] -> (d0 * 16 + s0 + d1)>>, %d: memref<?x?xf32>, %i: index, %s: memref<1x1x4xf32>) {
  // CHECK-NEXT: %subview = memref.subview %{{.*}}[2, 3] [4, 4] [1, 1] : memref<8x16xf32, #map> to memref<4x4xf32, strided<[16, 1], offset: ?>>
  %0 = memref.subview %a[2, 3] [4, 4] [1, 1] : memref<8x16xf32, affine_map<(d0, d1)[s0] -> (d0 * 16 + s0 + d1)>> to memref<4x4xf32, strided<[16, 1], offset: ?>>
  // CHECK-NEXT: %subview_0 = memref.subview %{{.*}}[%{{.*}}, 0] [4, 4] [1, 1] : memref<?x?xf32> to memref<4x4xf32, strided<[?, 1], offset: ?>>
  %1 = memref.subview %d[%i, 0] [4, 4] [1, 1] : memref<?x?xf32> to memref<4x4xf32, strided<[?, 1], offset: ?>>
  // Two unit dims dropped, or only one: the strides tell which.
  // CHECK-NEXT: %subview_1 = memref.subview %{{.*}}[0, 0, 0] [1, 1, 4] [1, 1, 1] : memref<1x1x4xf32> to memref<4xf32, strided<[1]>>
  %2 = memref.subview %s[0, 0, 0] [1, 1, 4] [1, 1, 1] : memref<1x1x4xf32> to memref<4xf32, strided<[1]>>
  // CHECK-NEXT: %subview_2 = memref.subview %{{.*}}[0, 0, 0] [1, 1, 4] [1, 1, 1] : memref<1x1x4xf32> to memref<1x4xf32, strided<[4, 1]>>
  %3 = memref.subview %s[0, 0, 0] [1, 1, 4] [1, 1, 1] : memref<1x1x4xf32> to memref<1x4xf32, strided<[4, 1]>>
  // CHECK-NEXT: %expand_shape = memref.expand_shape %subview {{\[\[}}0], [1, 2]] output_shape [4, 2, 2] : memref<4x4xf32, strided<[16, 1], offset: ?>> into memref<4x2x2xf32, strided<[16, 2, 1], offset: ?>>
  %4 = memref.expand_shape %0 [[0], [1, 2]] output_shape [4, 2, 2] : memref<4x4xf32, strided<[16, 1], offset: ?>> into memref<4x2x2xf32, strided<[16, 2, 1], offset: ?>>
  // CHECK-NEXT: %collapse_shape = memref.collapse_shape %{{.*}} {{\[\[}}0, 1, 2]] : memref<1x1x4xf32> into memref<4xf32>
  %5 = memref.collapse_shape %s [[0, 1, 2]] : memref<1x1x4xf32> into memref<4xf32>
  // CHECK-NEXT: %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %{{.*}} : memref<8x16xf32, #map> -> memref<f32>, index, index, index, index, index
  %b, %o, %sz:2, %st:2 = memref.extract_strided_metadata %a : memref<8x16xf32, affine_map<(d0, d1)[s0] -> (d0 * 16 + s0 + d1)>> -> memref<f32>, index, index, index, index, index
  // CHECK-NEXT: return
  return
}
