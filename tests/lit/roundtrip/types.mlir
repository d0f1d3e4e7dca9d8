// RUN: cmir-opt %s | FileCheck %s
// RUN: cmir-opt %s | cmir-opt | FileCheck %s
// RUN: cmir-opt --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC

// Builtin types as function argument types, block argument types and
// operation result types.

// Non-identity affine-map layouts are printed as aliases.
// CHECK: #[[TRANSPOSE:map]] = affine_map<(d0, d1) -> (d1, d0)>
// CHECK-LABEL: module {

// CHECK-LABEL: func.func private @integers(i1, i7, i8, i16, i32, i64, i128, si8, ui16, si1, ui1, si64, ui64, i0, i16777215)
// GENERIC-LABEL: "func.func"() <{function_type = (i1, i7, i8, i16, i32, i64, i128, si8, ui16, si1, ui1, si64, ui64, i0, i16777215) -> (), sym_name = "integers", sym_visibility = "private"}>
func.func private @integers(i1, i7, i8, i16, i32, i64, i128, si8, ui16, si1, ui1, si64, ui64, i0, i16777215)

// CHECK-LABEL: func.func private @floats(bf16, f16, f32, f64, f80, f128, index)
func.func private @floats(bf16, f16, f32, f64, f80, f128, index)

// Scalable dimensions are written in square brackets; 0-d vectors exist.
// CHECK-LABEL: func.func private @vectors(vector<4xf32>, vector<2x3xi8>, vector<[4]xf32>, vector<2x[4]xi1>, vector<[2]x[4]xf32>, vector<1xindex>, vector<f32>, vector<2x2x2x2xbf16>)
func.func private @vectors(vector<4xf32>, vector<2x3xi8>, vector<[4]xf32>, vector<2x[4]xi1>, vector<[2]x[4]xf32>, vector<1xindex>, vector<f32>, vector<2x2x2x2xbf16>)

// CHECK-LABEL: func.func private @tensors(tensor<f32>, tensor<?xf32>, tensor<2x?x3xi8>, tensor<*xf32>, tensor<0xi32>, tensor<4xf32, "enc">, tensor<?x?xindex, {my.a = 1 : i64}>, tensor<4x4xcomplex<f32>>, tensor<2xvector<4xf32>>, tensor<*xi1>, tensor<1x0x?xf16>)
func.func private @tensors(tensor<f32>, tensor<?xf32>, tensor<2x?x3xi8>, tensor<*xf32>, tensor<0xi32>, tensor<4xf32, "enc">, tensor<?x?xindex, {my.a = 1}>, tensor<4x4xcomplex<f32>>, tensor<2xvector<4xf32>>, tensor<*xi1>, tensor<1x0x?xf16>)

// Identity layouts and a zero offset are not printed; neither is memory
// space 0.
// CHECK-LABEL: func.func private @memrefs(
// CHECK-SAME: memref<f32>, memref<4xf32>, memref<?x4xf32>, memref<4xf32, strided<[1]>>, memref<4x4xf32, strided<[4, 1], offset: 8>>, memref<4xf32, strided<[?], offset: ?>>, memref<4x4xf32, #[[TRANSPOSE]]>, memref<4xf32, 1>, memref<*xf32>, memref<*xf32, 2>, memref<2xvector<4xf32>>, memref<4xi32>, memref<4x?xf32, strided<[?, 1]>, 3>, memref<2xcomplex<f64>>, memref<4xf32, strided<[1]>>, memref<4xf32>, memref<8xi8, "shared">)
// GENERIC-LABEL: "func.func"() <{function_type = (memref<f32>, memref<4xf32>, memref<?x4xf32>, memref<4xf32, strided<[1]>>, memref<4x4xf32, strided<[4, 1], offset: 8>>, memref<4xf32, strided<[?], offset: ?>>, memref<4x4xf32, #map>, memref<4xf32, 1>, memref<*xf32>, memref<*xf32, 2>, memref<2xvector<4xf32>>, memref<4xi32>, memref<4x?xf32, strided<[?, 1]>, 3>, memref<2xcomplex<f64>>, memref<4xf32, strided<[1]>>, memref<4xf32>, memref<8xi8, "shared">) -> (), sym_name = "memrefs", sym_visibility = "private"}>
func.func private @memrefs(memref<f32>, memref<4xf32>, memref<?x4xf32>, memref<4xf32, strided<[1]>>,
                           memref<4x4xf32, strided<[4, 1], offset: 8>>, memref<4xf32, strided<[?], offset: ?>>,
                           memref<4x4xf32, affine_map<(d0, d1) -> (d1, d0)>>, memref<4xf32, 1>, memref<*xf32>,
                           memref<*xf32, 2>, memref<2xvector<4xf32>>, memref<4xi32, affine_map<(d0) -> (d0)>>,
                           memref<4x?xf32, strided<[?, 1]>, 3>, memref<2xcomplex<f64>>,
                           memref<4xf32, strided<[1], offset: 0>>, memref<4xf32, 0>, memref<8xi8, "shared">)

// Function types: a single non-function result is not parenthesized.
// CHECK-LABEL: func.func private @functions((i32) -> i32, () -> (), (i32, f32) -> (i64, i1), ((i32) -> i32) -> ((f32) -> f32), (() -> ()) -> (), (i32) -> i32) -> ((i8) -> ())
func.func private @functions((i32) -> i32, () -> (), (i32, f32) -> (i64, i1), ((i32) -> i32) -> ((f32) -> f32), (() -> ()) -> (), (i32) -> (i32)) -> ((i8) -> ())

// CHECK-LABEL: func.func private @misc(tuple<>, tuple<i32>, tuple<i32, tuple<f32, index>>, none, complex<f32>, complex<i8>, complex<f64>, tuple<tensor<2xf32>, memref<?xi8>>)
func.func private @misc(tuple<>, tuple<i32>, tuple<i32, tuple<f32, index>>, none, complex<f32>, complex<i8>, complex<f64>, tuple<tensor<2xf32>, memref<?xi8>>)

// Whitespace inside types is not significant.
// CHECK-LABEL: func.func private @spacing(tensor<4xf32>, memref<?x4xf32>, (i32) -> i32, vector<[4]xf32>, tensor<4x?xf32, "e">, memref<4xf32, strided<[1], offset: 2>>, tuple<i32, f32>, (i32) -> i32)
func.func private @spacing(tensor<4 x f32>, memref<? x 4 x f32>, (i32)->i32, vector<[4] x f32>, tensor<4x?xf32,"e">, memref<4xf32,strided<[1],offset:2>>, tuple<i32,f32>, (i32)->(i32))

// The same types on block arguments and operation results.
// CHECK-LABEL: func.func @block_args(
// CHECK-SAME: %arg0: si8, %arg1: ui32, %arg2: none, %arg3: tuple<i1, f16>, %arg4: complex<f32>)
// CHECK-NEXT:    %[[C:.*]]:6 = builtin.unrealized_conversion_cast %arg0 : si8 to vector<[4]xf32>, tensor<*xbf16>, memref<2x?xf80, strided<[?, 1], offset: ?>, 4>, (tuple<>) -> none, f128, memref<*xi1>
// CHECK-NEXT:    cf.br ^bb1(%[[C]]#0, %[[C]]#1, %[[C]]#2, %[[C]]#3, %[[C]]#4, %[[C]]#5, %arg3 : vector<[4]xf32>, tensor<*xbf16>, memref<2x?xf80, strided<[?, 1], offset: ?>, 4>, (tuple<>) -> none, f128, memref<*xi1>, tuple<i1, f16>)
// CHECK-NEXT:  ^bb1(%{{.*}}: vector<[4]xf32>, %{{.*}}: tensor<*xbf16>, %{{.*}}: memref<2x?xf80, strided<[?, 1], offset: ?>, 4>, %{{.*}}: (tuple<>) -> none, %{{.*}}: f128, %{{.*}}: memref<*xi1>, %{{.*}}: tuple<i1, f16>):  // pred: ^bb0
// CHECK-NEXT:    return
// GENERIC-LABEL: sym_name = "block_args"
// GENERIC:      ^bb0(%{{.*}}: si8, %{{.*}}: ui32, %{{.*}}: none, %{{.*}}: tuple<i1, f16>, %{{.*}}: complex<f32>):
// GENERIC-NEXT:   %{{.*}}:6 = "builtin.unrealized_conversion_cast"(%{{.*}}) : (si8) -> (vector<[4]xf32>, tensor<*xbf16>, memref<2x?xf80, strided<[?, 1], offset: ?>, 4>, (tuple<>) -> none, f128, memref<*xi1>)
// GENERIC:      ^bb1(%{{.*}}: vector<[4]xf32>, %{{.*}}: tensor<*xbf16>, %{{.*}}: memref<2x?xf80, strided<[?, 1], offset: ?>, 4>, %{{.*}}: (tuple<>) -> none, %{{.*}}: f128, %{{.*}}: memref<*xi1>, %{{.*}}: tuple<i1, f16>):  // pred: ^bb0
func.func @block_args(%a: si8, %b: ui32, %c: none, %d: tuple<i1, f16>, %e: complex<f32>) {
  %0:6 = builtin.unrealized_conversion_cast %a : si8 to vector<[4]xf32>, tensor<*xbf16>, memref<2x?xf80, strided<[?, 1], offset: ?>, 4>, (tuple<>) -> none, f128, memref<*xi1>
  cf.br ^next(%0#0, %0#1, %0#2, %0#3, %0#4, %0#5, %d : vector<[4]xf32>, tensor<*xbf16>, memref<2x?xf80, strided<[?, 1], offset: ?>, 4>, (tuple<>) -> none, f128, memref<*xi1>, tuple<i1, f16>)
^next(%v: vector<[4]xf32>, %t: tensor<*xbf16>, %m: memref<2x?xf80, strided<[?, 1], offset: ?>, 4>, %f: (tuple<>) -> none, %q: f128, %u: memref<*xi1>, %tu: tuple<i1, f16>):
  return
}
