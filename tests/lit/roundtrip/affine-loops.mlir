// RUN: cmir-opt %s | FileCheck %s
// RUN: cmir-opt %s | cmir-opt | FileCheck %s
// RUN: cmir-opt --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC

// affine.for (constant, single-symbol and map bounds, max/min bounds of
// several results, step, iter_args with results), affine.if (integer sets,
// else regions, results), affine.load and affine.store (subscripts written
// as affine expressions of their operands, symbol(...) for symbols, rank 0)
// and affine.yield (elided where it has no operands and the op no results).
// The expected text is mlir-opt-19's for this input, whole: the custom form
// and, in the generic form, the aliases (nested maps numbered first) and
// every affine op with its properties and operand segments.

// CHECK: #map = affine_map<(d0)[s0] -> (d0 - s0, 0)>
// CHECK-NEXT: #map1 = affine_map<(d0)[s0] -> (d0 + 4, s0)>
// CHECK-NEXT: #map2 = affine_map<(d0, d1) -> (d0 + d1)>
// CHECK-NEXT: #set = affine_set<(d0, d1)[s0] : (d0 - d1 >= 0, -d0 + s0 - 1 >= 0, d1 mod 2 == 0)>
// CHECK-NEXT: #set1 = affine_set<(d0) : (d0 - 8 >= 0)>
// CHECK-NEXT: #set2 = affine_set<()[s0] : (s0 == 0)>
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @loops(%arg0: memref<?x8xf32>, %arg1: memref<f32>, %arg2: index) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %dim = memref.dim %arg0, %c0 : memref<?x8xf32>
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: affine.for %arg3 = 0 to %dim {
// CHECK-NEXT: affine.for %arg4 = max #map(%arg3)[%arg2] to min #map1(%arg3)[%dim] step 3 {
// CHECK-NEXT: %0 = affine.apply #map2(%arg3, %arg4)
// CHECK-NEXT: %1 = affine.load %arg0[%0 mod 4, (%arg4 floordiv 2) * 3 - 1] : memref<?x8xf32>
// CHECK-NEXT: %2 = affine.load %arg0[-%arg3 + symbol(%arg2), %arg4 ceildiv 5] {tag = 1 : i32} : memref<?x8xf32>
// CHECK-NEXT: %3 = arith.addf %1, %2 : f32
// CHECK-NEXT: affine.store %3, %arg0[symbol(%dim) - 1, 7] {nontemporal} : memref<?x8xf32>
// CHECK-NEXT: affine.store %3, %arg1[] : memref<f32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %arg3 = -5 to 5 {
// CHECK-NEXT: } {attr = "x"}
// CHECK-NEXT: affine.for %arg3 = max #map(%c0)[%arg2] to 10 {
// CHECK-NEXT: affine.if #set(%arg3, %arg3)[%arg2] {
// CHECK-NEXT: %0 = affine.load %arg1[] : memref<f32>
// CHECK-NEXT: } else {
// CHECK-NEXT: affine.store %cst, %arg1[] : memref<f32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @iters(%arg0: memref<16xi32>, %arg1: index) -> (i32, index) {
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0:2 = affine.for %arg2 = 0 to 16 step 4 iter_args(%arg3 = %c0_i32, %arg4 = %c0) -> (i32, index) {
// CHECK-NEXT: %2 = affine.load %arg0[%arg2] : memref<16xi32>
// CHECK-NEXT: %3 = arith.addi %arg3, %2 : i32
// CHECK-NEXT: %4 = affine.if #set1(%arg2) -> index {
// CHECK-NEXT: %5 = arith.addi %arg4, %arg2 : index
// CHECK-NEXT: affine.yield %5 : index
// CHECK-NEXT: } else {
// CHECK-NEXT: affine.yield %arg4 : index
// CHECK-NEXT: }
// CHECK-NEXT: affine.yield %3, %4 : i32, index
// CHECK-NEXT: }
// CHECK-NEXT: %1 = affine.for %arg2 = 0 to 0 iter_args(%arg3 = %c0) -> (index) {
// CHECK-NEXT: affine.yield %arg3 : index
// CHECK-NEXT: }
// CHECK-NEXT: affine.if #set2()[%arg1] {
// CHECK-NEXT: }
// CHECK-NEXT: return %0#0, %0#1 : i32, index
// CHECK-NEXT: }
// CHECK-NEXT: }

// GENERIC: #map = affine_map<(d0, d1) -> (d0 + d1)>
// GENERIC: #map1 = affine_map<(d0, d1) -> (d0 mod 4, (d1 floordiv 2) * 3 - 1)>
// GENERIC: #map2 = affine_map<(d0, d1)[s0] -> (-d0 + s0, d1 ceildiv 5)>
// GENERIC: #map3 = affine_map<()[s0] -> (s0 - 1, 7)>
// GENERIC: #map4 = affine_map<() -> ()>
// GENERIC: #map5 = affine_map<(d0)[s0] -> (d0 - s0, 0)>
// GENERIC: #map6 = affine_map<(d0)[s0] -> (d0 + 4, s0)>
// GENERIC: #map7 = affine_map<() -> (0)>
// GENERIC: #map8 = affine_map<()[s0] -> (s0)>
// GENERIC: #map9 = affine_map<() -> (-5)>
// GENERIC: #map10 = affine_map<() -> (5)>
// GENERIC: #map11 = affine_map<() -> (10)>
// GENERIC: #map12 = affine_map<(d0) -> (d0)>
// GENERIC: #map13 = affine_map<() -> (16)>
// GENERIC: #set = affine_set<(d0, d1)[s0] : (d0 - d1 >= 0, -d0 + s0 - 1 >= 0, d1 mod 2 == 0)>
// GENERIC: #set1 = affine_set<(d0) : (d0 - 8 >= 0)>
// GENERIC: #set2 = affine_set<()[s0] : (s0 == 0)>
// GENERIC: "affine.for"(%9) <{lowerBoundMap = #map7, operandSegmentSizes = array<i32: 0, 1, 0>, step = 1 : index, upperBoundMap = #map8}> ({
// GENERIC: "affine.for"(%arg12, %arg9, %arg12, %9) <{lowerBoundMap = #map5, operandSegmentSizes = array<i32: 2, 2, 0>, step = 3 : index, upperBoundMap = #map6}> ({
// GENERIC: %12 = "affine.apply"(%arg12, %arg13) <{map = #map}> : (index, index) -> index
// GENERIC: %13 = "affine.load"(%arg7, %12, %arg13) <{map = #map1}> : (memref<?x8xf32>, index, index) -> f32
// GENERIC: %14 = "affine.load"(%arg7, %arg12, %arg13, %arg9) <{map = #map2}> {tag = 1 : i32} : (memref<?x8xf32>, index, index, index) -> f32
// GENERIC: "affine.store"(%15, %arg7, %9) <{map = #map3}> {nontemporal} : (f32, memref<?x8xf32>, index) -> ()
// GENERIC: "affine.store"(%15, %arg8) <{map = #map4}> : (f32, memref<f32>) -> ()
// GENERIC: "affine.yield"() : () -> ()
// GENERIC: "affine.yield"() : () -> ()
// GENERIC: "affine.for"() <{lowerBoundMap = #map9, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = #map10}> ({
// GENERIC: "affine.yield"() : () -> ()
// GENERIC: "affine.for"(%8, %arg9) <{lowerBoundMap = #map5, operandSegmentSizes = array<i32: 2, 0, 0>, step = 1 : index, upperBoundMap = #map11}> ({
// GENERIC: "affine.if"(%arg10, %arg10, %arg9) ({
// GENERIC: %11 = "affine.load"(%arg8) <{map = #map4}> : (memref<f32>) -> f32
// GENERIC: "affine.yield"() : () -> ()
// GENERIC: "affine.store"(%10, %arg8) <{map = #map4}> : (f32, memref<f32>) -> ()
// GENERIC: "affine.yield"() : () -> ()
// GENERIC: "affine.yield"() : () -> ()
// GENERIC: %2:2 = "affine.for"(%0, %1) <{lowerBoundMap = #map7, operandSegmentSizes = array<i32: 0, 0, 2>, step = 4 : index, upperBoundMap = #map13}> ({
// GENERIC: %4 = "affine.load"(%arg0, %arg4) <{map = #map12}> : (memref<16xi32>, index) -> i32
// GENERIC: %6 = "affine.if"(%arg4) ({
// GENERIC: "affine.yield"(%7) : (index) -> ()
// GENERIC: "affine.yield"(%arg6) : (index) -> ()
// GENERIC: "affine.yield"(%5, %6) : (i32, index) -> ()
// GENERIC: %3 = "affine.for"(%1) <{lowerBoundMap = #map7, operandSegmentSizes = array<i32: 0, 0, 1>, step = 1 : index, upperBoundMap = #map7}> ({
// GENERIC: "affine.yield"(%arg3) : (index) -> ()
// GENERIC: "affine.if"(%arg1) ({
// GENERIC: "affine.yield"() : () -> ()

#lb = affine_map<(d0)[s0] -> (d0 - s0, 0)>
#ub = affine_map<(d0)[s0] -> (d0 + 4, s0)>
#set = affine_set<(d0, d1)[s0] : (d0 - d1 >= 0, s0 - d0 - 1 >= 0, d1 mod 2 == 0)>
func.func @loops(%A: memref<?x8xf32>, %B: memref<f32>, %n: index) {
  %c0 = arith.constant 0 : index
  %d = memref.dim %A, %c0 : memref<?x8xf32>
  %x0 = arith.constant 1.0 : f32
  affine.for %i = 0 to %d {
    affine.for %j = max #lb(%i)[%n] to min #ub(%i)[%d] step 3 {
      %a = affine.apply affine_map<(d0, d1) -> (d0 + d1)>(%i, %j)
      %v = affine.load %A[%a mod 4, (%j floordiv 2) * 3 - 1] : memref<?x8xf32>
      %w = affine.load %A[-%i + symbol(%n), %j ceildiv 5] {tag = 1 : i32} : memref<?x8xf32>
      %s = arith.addf %v, %w : f32
      affine.store %s, %A[symbol(%d) - 1, 7] {nontemporal} : memref<?x8xf32>
      affine.store %s, %B[] : memref<f32>
    }
  }
  affine.for %k = -5 to 5 step 1 {
  } {attr = "x"}
  affine.for %k = max #lb(%c0)[%n] to 10 {
    affine.if #set(%k, %k)[%n] {
      %x = affine.load %B[] : memref<f32>
    } else {
      affine.store %x0, %B[] : memref<f32>
    }
  }
  return
}
func.func @iters(%A: memref<16xi32>, %n: index) -> (i32, index) {
  %c0 = arith.constant 0 : i32
  %ci = arith.constant 0 : index
  %r:2 = affine.for %i = 0 to 16 step 4 iter_args(%acc = %c0, %cnt = %ci) -> (i32, index) {
    %v = affine.load %A[%i] : memref<16xi32>
    %s = arith.addi %acc, %v : i32
    %t = affine.if affine_set<(d0) : (d0 - 8 >= 0)>(%i) -> index {
      %q = arith.addi %cnt, %i : index
      affine.yield %q : index
    } else {
      affine.yield %cnt : index
    }
    affine.yield %s, %t : i32, index
  }
  %e = affine.for %i = 0 to 0 iter_args(%x = %ci) -> index {
    affine.yield %x : index
  }
  affine.if affine_set<()[s0] : (s0 == 0)>()[%n] {
  }
  return %r#0, %r#1 : i32, index
}
