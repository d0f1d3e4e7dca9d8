// RUN: cmir-opt %s --lower-affine | FileCheck %s

// The folds lower-affine applies before expanding maps, as MLIR 19's
// conversion driver does: affine.min/max results made constant by constant
// operands (all constant: the op is a constant), a `()[s0] -> (s0)` min/max
// is its operand, affine.apply folds when the operands its result uses are
// constants; bound maps are simplified (sums flattened, mod and divisions
// by constants as local terms) before their operands are canonicalized.
// The expected text is mlir-opt-19's, whole.

// CHECK: module {
// CHECK-NEXT: func.func @minmax_fold(%arg0: index) -> (index, index, index) {
// CHECK-NEXT: %c5 = arith.constant 5 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: scf.for %arg1 = %c0 to %c4 step %c1 {
// CHECK-NEXT: %c5_3 = arith.constant 5 : index
// CHECK-NEXT: %c4_4 = arith.constant 4 : index
// CHECK-NEXT: %11 = arith.remsi %arg1, %c4_4 : index
// CHECK-NEXT: %c0_5 = arith.constant 0 : index
// CHECK-NEXT: %12 = arith.cmpi slt, %11, %c0_5 : index
// CHECK-NEXT: %13 = arith.addi %11, %c4_4 : index
// CHECK-NEXT: %14 = arith.select %12, %13, %11 : index
// CHECK-NEXT: %15 = arith.addi %14, %c5 : index
// CHECK-NEXT: %16 = arith.minsi %c5_3, %15 : index
// CHECK-NEXT: %17 = arith.addi %arg1, %c5 : index
// CHECK-NEXT: %c-1_6 = arith.constant -1 : index
// CHECK-NEXT: %18 = arith.muli %arg1, %c-1_6 : index
// CHECK-NEXT: %19 = arith.addi %17, %18 : index
// CHECK-NEXT: %20 = arith.maxsi %19, %arg1 : index
// CHECK-NEXT: %c10 = arith.constant 10 : index
// CHECK-NEXT: }
// CHECK-NEXT: %c5_0 = arith.constant 5 : index
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %c0_1 = arith.constant 0 : index
// CHECK-NEXT: %c-1 = arith.constant -1 : index
// CHECK-NEXT: %0 = arith.cmpi slt, %arg0, %c0_1 : index
// CHECK-NEXT: %1 = arith.subi %c-1, %arg0 : index
// CHECK-NEXT: %2 = arith.select %0, %1, %arg0 : index
// CHECK-NEXT: %3 = arith.divsi %2, %c2 : index
// CHECK-NEXT: %4 = arith.subi %c-1, %3 : index
// CHECK-NEXT: %5 = arith.select %0, %4, %3 : index
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %6 = arith.remsi %arg0, %c3 : index
// CHECK-NEXT: %c0_2 = arith.constant 0 : index
// CHECK-NEXT: %7 = arith.cmpi slt, %6, %c0_2 : index
// CHECK-NEXT: %8 = arith.addi %6, %c3 : index
// CHECK-NEXT: %9 = arith.select %7, %8, %6 : index
// CHECK-NEXT: %10 = arith.addi %5, %9 : index
// CHECK-NEXT: return %c5_0, %arg0, %10 : index, index, index
// CHECK-NEXT: }
// CHECK-NEXT: func.func @bounds(%arg0: index, %arg1: memref<16xf32>, %arg2: f32) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c8 = arith.constant 8 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: scf.for %arg3 = %c0 to %c8 step %c1 {
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %0 = arith.muli %arg0, %c2 : index
// CHECK-NEXT: %1 = arith.addi %arg3, %0 : index
// CHECK-NEXT: %c2_0 = arith.constant 2 : index
// CHECK-NEXT: %2 = arith.muli %arg3, %c2_0 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c0_1 = arith.constant 0 : index
// CHECK-NEXT: %c-1 = arith.constant -1 : index
// CHECK-NEXT: %3 = arith.cmpi slt, %arg3, %c0_1 : index
// CHECK-NEXT: %4 = arith.subi %c-1, %arg3 : index
// CHECK-NEXT: %5 = arith.select %3, %4, %arg3 : index
// CHECK-NEXT: %6 = arith.divsi %5, %c4 : index
// CHECK-NEXT: %7 = arith.subi %c-1, %6 : index
// CHECK-NEXT: %8 = arith.select %3, %7, %6 : index
// CHECK-NEXT: %c-4 = arith.constant -4 : index
// CHECK-NEXT: %9 = arith.muli %8, %c-4 : index
// CHECK-NEXT: %10 = arith.addi %2, %9 : index
// CHECK-NEXT: %c2_2 = arith.constant 2 : index
// CHECK-NEXT: scf.for %arg4 = %1 to %10 step %c2_2 {
// CHECK-NEXT: %c16_9 = arith.constant 16 : index
// CHECK-NEXT: %26 = arith.remsi %arg4, %c16_9 : index
// CHECK-NEXT: %c0_10 = arith.constant 0 : index
// CHECK-NEXT: %27 = arith.cmpi slt, %26, %c0_10 : index
// CHECK-NEXT: %28 = arith.addi %26, %c16_9 : index
// CHECK-NEXT: %29 = arith.select %27, %28, %26 : index
// CHECK-NEXT: memref.store %arg2, %arg1[%29] : memref<16xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %c2_3 = arith.constant 2 : index
// CHECK-NEXT: %c0_4 = arith.constant 0 : index
// CHECK-NEXT: %c-1_5 = arith.constant -1 : index
// CHECK-NEXT: %11 = arith.cmpi slt, %arg3, %c0_4 : index
// CHECK-NEXT: %12 = arith.subi %c-1_5, %arg3 : index
// CHECK-NEXT: %13 = arith.select %11, %12, %arg3 : index
// CHECK-NEXT: %14 = arith.divsi %13, %c2_3 : index
// CHECK-NEXT: %15 = arith.subi %c-1_5, %14 : index
// CHECK-NEXT: %16 = arith.select %11, %15, %14 : index
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %c0_6 = arith.constant 0 : index
// CHECK-NEXT: %c1_7 = arith.constant 1 : index
// CHECK-NEXT: %17 = arith.cmpi sle, %arg3, %c0_6 : index
// CHECK-NEXT: %18 = arith.subi %c0_6, %arg3 : index
// CHECK-NEXT: %19 = arith.subi %arg3, %c1_7 : index
// CHECK-NEXT: %20 = arith.select %17, %18, %19 : index
// CHECK-NEXT: %21 = arith.divsi %20, %c3 : index
// CHECK-NEXT: %22 = arith.subi %c0_6, %21 : index
// CHECK-NEXT: %23 = arith.addi %21, %c1_7 : index
// CHECK-NEXT: %24 = arith.select %17, %22, %23 : index
// CHECK-NEXT: %25 = arith.addi %16, %24 : index
// CHECK-NEXT: %c16 = arith.constant 16 : index
// CHECK-NEXT: %c1_8 = arith.constant 1 : index
// CHECK-NEXT: scf.for %arg4 = %25 to %c16 step %c1_8 {
// CHECK-NEXT: memref.store %arg2, %arg1[%arg4] : memref<16xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }

func.func @minmax_fold(%n: index) -> (index, index, index) {
  %c5 = arith.constant 5 : index
  affine.for %i = 0 to 4 {
    %a = affine.min affine_map<(d0)[s0] -> (s0, d0 mod 4 + s0)>(%i)[%c5]
    %b = affine.max affine_map<(d0)[s0] -> (d0 + s0 - d0, d0)>(%i)[%c5]
    %c = affine.apply affine_map<(d0)[s0] -> (s0 * 2)>(%i)[%c5]
  }
  %x = affine.min affine_map<()[s0] -> (s0, 7)>()[%c5]
  %y = affine.max affine_map<()[s0] -> (s0)>()[%n]
  %z = affine.apply affine_map<(d0) -> (d0 floordiv 2 + d0 mod 3)>(%n)
  return %x, %y, %z : index, index, index
}
func.func @bounds(%n: index, %A: memref<16xf32>, %f: f32) {
  affine.for %i = 0 to 8 {
    affine.for %j = affine_map<(d0)[s0] -> (d0 * 3 + s0 * 2 - d0 * 2)>(%i)[%n] to affine_map<(d0) -> (d0 + d0 mod 4)>(%i) step 2 {
      affine.store %f, %A[%j mod 16] : memref<16xf32>
    }
    affine.for %j = affine_map<(d0, d1) -> (d0 floordiv 2 + d1 ceildiv 3)>(%i, %i) to 16 {
      affine.store %f, %A[%j] : memref<16xf32>
    }
  }
  return
}
