// RUN: cmir-opt %s --lower-affine | FileCheck %s

// lower-affine on affine.for (scf.for on the expanded bounds: max over the
// lower bound's results, min over the upper bound's, a constant step),
// affine.if (scf.if on the conjunction of `e == 0` / `e >= 0` comparisons
// with one zero constant, no short circuit), affine.load/store
// (memref.load/store on the expanded subscripts; attributes dropped) and
// affine.yield (scf.yield). Before the patterns the ops fold as in MLIR's
// conversion driver: constant operands folded into bound maps and sets,
// constant bounds folded to constants, dims that are symbols promoted,
// repeated operands merged, a zero-trip loop with results replaced by its
// inits, the empty set `0 == 0`. The expected text is mlir-opt-19's, whole.

// CHECK: module {
// CHECK-NEXT: func.func @loops(%arg0: memref<?x8xf32>, %arg1: index, %arg2: f32) -> f32 {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c6 = arith.constant 6 : index
// CHECK-NEXT: %dim = memref.dim %arg0, %c0 : memref<?x8xf32>
// CHECK-NEXT: %c0_0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: scf.for %arg3 = %c0_0 to %dim step %c1 {
// CHECK-NEXT: %c-1_10 = arith.constant -1 : index
// CHECK-NEXT: %12 = arith.muli %arg1, %c-1_10 : index
// CHECK-NEXT: %13 = arith.addi %arg3, %12 : index
// CHECK-NEXT: %c0_11 = arith.constant 0 : index
// CHECK-NEXT: %14 = arith.maxsi %13, %c0_11 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %15 = arith.addi %arg3, %c4 : index
// CHECK-NEXT: %c6_12 = arith.constant 6 : index
// CHECK-NEXT: %c4_13 = arith.constant 4 : index
// CHECK-NEXT: %16 = arith.addi %arg3, %c4_13 : index
// CHECK-NEXT: %17 = arith.minsi %15, %c6_12 : index
// CHECK-NEXT: %18 = arith.minsi %17, %16 : index
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: scf.for %arg4 = %14 to %18 step %c3 {
// CHECK-NEXT: %c4_14 = arith.constant 4 : index
// CHECK-NEXT: %19 = arith.remsi %arg3, %c4_14 : index
// CHECK-NEXT: %c0_15 = arith.constant 0 : index
// CHECK-NEXT: %20 = arith.cmpi slt, %19, %c0_15 : index
// CHECK-NEXT: %21 = arith.addi %19, %c4_14 : index
// CHECK-NEXT: %22 = arith.select %20, %21, %19 : index
// CHECK-NEXT: %c2_16 = arith.constant 2 : index
// CHECK-NEXT: %c0_17 = arith.constant 0 : index
// CHECK-NEXT: %c-1_18 = arith.constant -1 : index
// CHECK-NEXT: %23 = arith.cmpi slt, %arg4, %c0_17 : index
// CHECK-NEXT: %24 = arith.subi %c-1_18, %arg4 : index
// CHECK-NEXT: %25 = arith.select %23, %24, %arg4 : index
// CHECK-NEXT: %26 = arith.divsi %25, %c2_16 : index
// CHECK-NEXT: %27 = arith.subi %c-1_18, %26 : index
// CHECK-NEXT: %28 = arith.select %23, %27, %26 : index
// CHECK-NEXT: %c3_19 = arith.constant 3 : index
// CHECK-NEXT: %29 = arith.muli %28, %c3_19 : index
// CHECK-NEXT: %c-1_20 = arith.constant -1 : index
// CHECK-NEXT: %30 = arith.addi %29, %c-1_20 : index
// CHECK-NEXT: %31 = memref.load %arg0[%22, %30] : memref<?x8xf32>
// CHECK-NEXT: %c-1_21 = arith.constant -1 : index
// CHECK-NEXT: %32 = arith.muli %arg3, %c-1_21 : index
// CHECK-NEXT: %33 = arith.addi %32, %arg1 : index
// CHECK-NEXT: %c5 = arith.constant 5 : index
// CHECK-NEXT: %c0_22 = arith.constant 0 : index
// CHECK-NEXT: %c1_23 = arith.constant 1 : index
// CHECK-NEXT: %34 = arith.cmpi sle, %arg4, %c0_22 : index
// CHECK-NEXT: %35 = arith.subi %c0_22, %arg4 : index
// CHECK-NEXT: %36 = arith.subi %arg4, %c1_23 : index
// CHECK-NEXT: %37 = arith.select %34, %35, %36 : index
// CHECK-NEXT: %38 = arith.divsi %37, %c5 : index
// CHECK-NEXT: %39 = arith.subi %c0_22, %38 : index
// CHECK-NEXT: %40 = arith.addi %38, %c1_23 : index
// CHECK-NEXT: %41 = arith.select %34, %39, %40 : index
// CHECK-NEXT: %42 = memref.load %arg0[%33, %41] : memref<?x8xf32>
// CHECK-NEXT: %43 = arith.addf %31, %42 : f32
// CHECK-NEXT: %c-1_24 = arith.constant -1 : index
// CHECK-NEXT: %44 = arith.addi %dim, %c-1_24 : index
// CHECK-NEXT: %c7 = arith.constant 7 : index
// CHECK-NEXT: memref.store %43, %arg0[%44, %c7] : memref<?x8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: %c12 = arith.constant 12 : index
// CHECK-NEXT: %c6_1 = arith.constant 6 : index
// CHECK-NEXT: %c1_2 = arith.constant 1 : index
// CHECK-NEXT: scf.for %arg3 = %c12 to %c6_1 step %c1_2 {
// CHECK-NEXT: memref.store %arg2, %arg0[%arg3, %arg3] : memref<?x8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %0 = arith.muli %arg1, %c2 : index
// CHECK-NEXT: %c10 = arith.constant 10 : index
// CHECK-NEXT: %c1_3 = arith.constant 1 : index
// CHECK-NEXT: %1 = scf.for %arg3 = %0 to %c10 step %c1_3 iter_args(%arg4 = %arg2) -> (f32) {
// CHECK-NEXT: %12 = arith.addf %arg4, %arg2 : f32
// CHECK-NEXT: scf.yield %12 : f32
// CHECK-NEXT: }
// CHECK-NEXT: %c0_4 = arith.constant 0 : index
// CHECK-NEXT: %c-1 = arith.constant -1 : index
// CHECK-NEXT: %2 = arith.addi %arg1, %c-1 : index
// CHECK-NEXT: %3 = arith.cmpi sge, %2, %c0_4 : index
// CHECK-NEXT: %c0_5 = arith.constant 0 : index
// CHECK-NEXT: %4 = arith.cmpi eq, %c0_5, %c0_4 : index
// CHECK-NEXT: %5 = arith.andi %3, %4 : i1
// CHECK-NEXT: scf.if %5 {
// CHECK-NEXT: %c0_10 = arith.constant 0 : index
// CHECK-NEXT: %c0_11 = arith.constant 0 : index
// CHECK-NEXT: memref.store %1, %arg0[%c0_10, %c0_11] : memref<?x8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %c0_6 = arith.constant 0 : index
// CHECK-NEXT: %c-6 = arith.constant -6 : index
// CHECK-NEXT: %6 = arith.addi %arg1, %c-6 : index
// CHECK-NEXT: %7 = arith.cmpi sge, %6, %c0_6 : index
// CHECK-NEXT: %c0_7 = arith.constant 0 : index
// CHECK-NEXT: %8 = arith.cmpi eq, %c0_7, %c0_6 : index
// CHECK-NEXT: %9 = arith.andi %7, %8 : i1
// CHECK-NEXT: %10 = scf.if %9 -> (f32) {
// CHECK-NEXT: scf.yield %1 : f32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg2 : f32
// CHECK-NEXT: }
// CHECK-NEXT: %c0_8 = arith.constant 0 : index
// CHECK-NEXT: %c0_9 = arith.constant 0 : index
// CHECK-NEXT: %11 = arith.cmpi eq, %c0_9, %c0_8 : index
// CHECK-NEXT: scf.if %11 {
// CHECK-NEXT: %c1_10 = arith.constant 1 : index
// CHECK-NEXT: %c1_11 = arith.constant 1 : index
// CHECK-NEXT: memref.store %10, %arg0[%c1_10, %c1_11] : memref<?x8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return %10 : f32
// CHECK-NEXT: }
// CHECK-NEXT: }

#set = affine_set<(d0)[s0] : (d0 - 1 >= 0, -d0 + s0 == 0)>
func.func @loops(%A: memref<?x8xf32>, %n: index, %f: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c6 = arith.constant 6 : index
  %d = memref.dim %A, %c0 : memref<?x8xf32>
  affine.for %i = 0 to %d {
    affine.for %j = max affine_map<(d0)[s0] -> (d0 - s0, 0)>(%i)[%n] to min affine_map<(d0)[s0] -> (d0 + 4, s0, d0 + 4)>(%i)[%c6] step 3 {
      %v = affine.load %A[%i mod 4, (%j floordiv 2) * 3 - 1] {tag} : memref<?x8xf32>
      %w = affine.load %A[-%i + symbol(%n), %j ceildiv 5] : memref<?x8xf32>
      %s = arith.addf %v, %w : f32
      affine.store %s, %A[symbol(%d) - 1, 7] : memref<?x8xf32>
    }
  }
  affine.for %k = affine_map<(d0) -> (d0 * 2)>(%c6) to %c6 {
    affine.store %f, %A[%k, %k] : memref<?x8xf32>
  }
  %r = affine.for %i = affine_map<(d0, d1) -> (d0 + d1)>(%n, %n) to 10 iter_args(%x = %f) -> (f32) {
    %y = arith.addf %x, %f : f32
    affine.yield %y : f32
  }
  %z = affine.for %i = 8 to 3 iter_args(%x = %r) -> (f32) {
    affine.yield %x : f32
  }
  affine.if #set(%n)[%n] {
    affine.store %z, %A[0, 0] : memref<?x8xf32>
  }
  %s = affine.if affine_set<(d0, d1) : (d0 - d1 >= 0, d1 mod 2 == 0)>(%n, %c6) -> f32 {
    affine.yield %z : f32
  } else {
    affine.yield %f : f32
  }
  affine.if affine_set<() : ()>() {
    affine.store %s, %A[1, 1] : memref<?x8xf32>
  }
  return %s : f32
}
