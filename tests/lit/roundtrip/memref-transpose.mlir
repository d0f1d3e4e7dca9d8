// RUN: cmir-opt %s | FileCheck %s
// RUN: cmir-opt %s | cmir-opt | FileCheck %s
// RUN: cmir-opt --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC
// RUN: cmir-opt --emit-bytecode %s | cmir-opt | FileCheck %s
// memref.transpose: the permutation printed as a bare map with dN names
// (never as an alias), extra attributes after it, layouts that are equal
// after canonicalization (strided, affine map, none; a 1-D identity
// permutation keeps strided<[1]>).

// CHECK-NOT: affine_map<(d0, d1) -> (d1, d0)>
// CHECK-LABEL: func.func @views(
// CHECK: %transpose = memref.transpose %arg0 (d0, d1) -> (d1, d0) : memref<?x?xf32> to memref<?x?xf32, strided<[1, ?]>>
// CHECK: %transpose_0 = memref.transpose %arg0 (d0, d1) -> (d1, d0) {tag = "t"} : memref<?x?xf32> to memref<?x?xf32, #map>
// CHECK: %transpose_1 = memref.transpose %arg1 (d0, d1, d2) -> (d2, d0, d1) : memref<2x3x4xi8> to memref<4x2x3xi8, strided<[1, 12, 4]>>
// CHECK: %transpose_2 = memref.transpose %arg2 (d0, d1, d2) -> (d1, d2, d0) : memref<?x5x?xf64, strided<[?, ?, 1], offset: ?>> to memref<5x?x?xf64, strided<[?, 1, ?], offset: ?>>
// CHECK: %transpose_3 = memref.transpose %arg1 (d0, d1, d2) -> (d0, d1, d2) : memref<2x3x4xi8> to memref<2x3x4xi8>
// CHECK: %transpose_4 = memref.transpose %arg3 () -> () : memref<i32> to memref<i32>
// CHECK: %transpose_5 = memref.transpose %arg4 (d0) -> (d0) : memref<7xi16, 3> to memref<7xi16, strided<[1]>, 3>
// GENERIC-DAG: #[[P:map[0-9]*]] = affine_map<(d0, d1) -> (d1, d0)>
// GENERIC-DAG: #[[Q:map[0-9]*]] = affine_map<(d0, d1)[s0] -> (d1 * s0 + d0)>
// GENERIC: "memref.transpose"(%arg0) <{permutation = #[[P]]}> : (memref<?x?xf32>) -> memref<?x?xf32, strided<[1, ?]>>
// GENERIC: "memref.transpose"(%arg0) <{permutation = #[[P]]}> {tag = "t"} : (memref<?x?xf32>) -> memref<?x?xf32, #[[Q]]>
func.func @views(%a: memref<?x?xf32>, %b: memref<2x3x4xi8>,
                 %c: memref<?x5x?xf64, strided<[?, ?, 1], offset: ?>>, %d: memref<i32>,
                 %e: memref<7xi16, 3>) {
  %0 = memref.transpose %a (i, j) -> (j, i) : memref<?x?xf32> to memref<?x?xf32, strided<[1, ?]>>
  %1 = memref.transpose %a (x, y) -> (y, x) {tag = "t"} : memref<?x?xf32> to memref<?x?xf32, affine_map<(d0, d1)[s0] -> (d1 * s0 + d0)>>
  %2 = memref.transpose %b (p, q, r) -> (r, p, q) : memref<2x3x4xi8> to memref<4x2x3xi8, strided<[1, 12, 4]>>
  %3 = memref.transpose %c (p, q, r) -> (q, r, p) : memref<?x5x?xf64, strided<[?, ?, 1], offset: ?>> to memref<5x?x?xf64, strided<[?, 1, ?], offset: ?>>
  %4 = memref.transpose %b (p, q, r) -> (p, q, r) : memref<2x3x4xi8> to memref<2x3x4xi8>
  %5 = memref.transpose %d () -> () : memref<i32> to memref<i32>
  %6 = memref.transpose %e (i) -> (i) : memref<7xi16, 3> to memref<7xi16, strided<[1]>, 3>
  return
}
