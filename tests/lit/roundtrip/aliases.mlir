// RUN: cmir-opt %s | FileCheck %s
// RUN: cmir-opt %s | cmir-opt | FileCheck %s
// RUN: cmir-opt --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC

// Aliases defined in the input are resolved while parsing; their names are
// not kept. On output, types are always printed in full, other attributes are
// printed in full, and affine maps and integer sets get fresh `#map`, `#mapN`,
// `#set`, `#setN` aliases, numbered in the order in which they are first
// printed. Aliases are only emitted for maps and sets that are actually used.

#transpose = affine_map<(d0, d1) -> (d1, d0)>
#map1 = affine_map<(d0) -> (d0 * 2)>
#unused = affine_map<(d0) -> (d0 * 100)>
#shift = affine_map<(d0)[s0] -> (d0 + s0)>
#positive = affine_set<(d0) : (d0 >= 0)>
#diag = affine_set<(d0, d1) : (d0 - d1 == 0)>
#five = 5 : i32
#hello = "hello"
#dict = {a = 1, b = #five}
#nested = [#hello, #five, #transpose]

!vec = vector<4xf32>
!mat = memref<4x4xf32, #transpose>
!fn = (i32) -> !vec
!tup = tuple<!vec, !fn>
!i = index

// Custom form: maps in the signature of @uses, then its attributes, then its
// body, then @order's attributes and body.
// CHECK:      #map = affine_map<(d0, d1) -> (d1, d0)>
// CHECK-NEXT: #map1 = affine_map<(d0)[s0] -> (d0 + s0)>
// CHECK-NEXT: #map2 = affine_map<(d0) -> (d0 * 2)>
// CHECK-NEXT: #map3 = affine_map<(d0) -> (d0 * 3)>
// CHECK-NEXT: #map4 = affine_map<(d0) -> (d0 * 4)>
// CHECK-NEXT: #set = affine_set<(d0) : (d0 >= 0)>
// CHECK-NEXT: #set1 = affine_set<(d0, d1) : (d0 - d1 == 0)>
// CHECK-NEXT: module {

// The generic form visits the regions of an operation (entry block arguments
// first) before its attributes, so the numbering differs.
// GENERIC:      #map = affine_map<(d0, d1) -> (d1, d0)>
// GENERIC-NEXT: #map1 = affine_map<(d0)[s0] -> (d0 + s0)>
// GENERIC-NEXT: #map2 = affine_map<(d0) -> (d0 * 2)>
// GENERIC-NEXT: #map3 = affine_map<(d0) -> (d0 * 4)>
// GENERIC-NEXT: #map4 = affine_map<(d0) -> (d0 * 3)>
// GENERIC-NEXT: #set = affine_set<(d0, d1) : (d0 - d1 == 0)>
// GENERIC-NEXT: #set1 = affine_set<(d0) : (d0 >= 0)>
// GENERIC-NEXT: "builtin.module"() ({

// CHECK-LABEL: func.func @uses(
// CHECK-SAME: %arg0: vector<4xf32>, %arg1: memref<4x4xf32, #map>, %arg2: (i32) -> vector<4xf32>, %arg3: tuple<vector<4xf32>, (i32) -> vector<4xf32>>, %arg4: index)
// CHECK-SAME: -> vector<4xf32>
// CHECK-SAME: attributes {my.dict = {a = 1 : i64, b = 5 : i32}, my.five = 5 : i32, my.nested = ["hello", 5 : i32, #map], my.set = #set, my.str = "hello"} {
// GENERIC-LABEL: "func.func"() <{function_type = (vector<4xf32>, memref<4x4xf32, #map>, (i32) -> vector<4xf32>, tuple<vector<4xf32>, (i32) -> vector<4xf32>>, index) -> vector<4xf32>, sym_name = "uses"}> ({
// GENERIC-NEXT: ^bb0(%arg0: vector<4xf32>, %arg1: memref<4x4xf32, #map>, %arg2: (i32) -> vector<4xf32>, %arg3: tuple<vector<4xf32>, (i32) -> vector<4xf32>>, %arg4: index):
func.func @uses(%v: !vec, %m: !mat, %f: !fn, %t: !tup, %n: !i) -> !vec
    attributes {my.five = #five, my.str = #hello, my.dict = #dict, my.nested = #nested, my.set = #positive} {
  // CHECK-NEXT: %alloc = memref.alloc(%arg4)[%arg4] : memref<?xf32, #map1>
  // GENERIC-NEXT: "memref.alloc"(%arg4, %arg4) <{operandSegmentSizes = array<i32: 1, 1>}> : (index, index) -> memref<?xf32, #map1>
  %a = memref.alloc(%n)[%n] : memref<?xf32, #shift>
  // CHECK-NEXT: %alloc_0 = memref.alloc() {my.map = #map2, my.set = #set1} : memref<8xf32>
  // GENERIC-NEXT: "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> {my.map = #map2, my.set = #set} : () -> memref<8xf32>
  %b = memref.alloc() {my.map = #map1, my.set = #diag} : memref<8xf32>
  // CHECK-NEXT: %{{.*}} = builtin.unrealized_conversion_cast %arg0 : vector<4xf32> to tuple<vector<4xf32>, (i32) -> vector<4xf32>>
  %c = builtin.unrealized_conversion_cast %v : !vec to !tup
  // CHECK-NEXT: return %arg0 : vector<4xf32>
  return %v : !vec
}
// GENERIC: }) {my.dict = {a = 1 : i64, b = 5 : i32}, my.five = 5 : i32, my.nested = ["hello", 5 : i32, #map], my.set = #set1, my.str = "hello"} : () -> ()

// CHECK-LABEL: func.func @order() attributes {my.first = #map3} {
// CHECK-NEXT:    %alloc = memref.alloc() {my.second = #map4} : memref<2xi8>
// GENERIC-LABEL: sym_name = "order"
// GENERIC-NEXT:    "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> {my.second = #map3} : () -> memref<2xi8>
// GENERIC:       }) {my.first = #map4} : () -> ()
func.func @order() attributes {my.first = affine_map<(d0) -> (d0 * 3)>} {
  %a = memref.alloc() {my.second = affine_map<(d0) -> (d0 * 4)>} : memref<2xi8>
  return
}
