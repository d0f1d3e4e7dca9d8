// canonicalize runs MLIR's greedy driver: constants are uniqued and kept at
// the front of the function's entry block (a folded constant is created at
// the op, then hoisted on the next iteration), and the arith folds and
// patterns apply. The output is what mlir-opt-19 prints.
// RUN: cmir-opt --canonicalize=test-convergence %S/Inputs/canonicalize-greedy.mlir | FileCheck %s
// CHECK-LABEL: module {
// CHECK-NEXT: func.func @hoist(%arg0: i32) -> (i32, i32) {
// CHECK-NEXT: %c5_i32 = arith.constant 5 : i32
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %0 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT: %1 = arith.addi %0, %c1_i32 : i32
// CHECK-NEXT: return %1, %c5_i32 : i32, i32
// CHECK-NEXT: }
// CHECK-NEXT: func.func @nested(%arg0: i32, %arg1: i1) -> i32 {
// CHECK-NEXT: %c17_i32 = arith.constant 17 : i32
// CHECK-NEXT: %c7_i32 = arith.constant 7 : i32
// CHECK-NEXT: %0 = scf.if %arg1 -> (i32) {
// CHECK-NEXT: %1 = arith.addi %arg0, %c7_i32 : i32
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %c17_i32 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-NEXT: func.func @cmp_swap(%arg0: i64) -> (i1, i1, i1) {
// CHECK-NEXT: %c5_i64 = arith.constant 5 : i64
// CHECK-NEXT: %0 = arith.cmpi sgt, %arg0, %c5_i64 : i64
// CHECK-NEXT: %1 = arith.cmpi ule, %arg0, %c5_i64 : i64
// CHECK-NEXT: %2 = arith.cmpi eq, %arg0, %c5_i64 : i64
// CHECK-NEXT: return %0, %1, %2 : i1, i1, i1
// CHECK-NEXT: }
// CHECK-NEXT: func.func @ext_chains(%arg0: i1, %arg1: i16, %arg2: i16) -> (i1, i64, i64, i16, i8, i1) {
// CHECK-NEXT: %0 = arith.extui %arg1 : i16 to i64
// CHECK-NEXT: %1 = arith.extui %arg1 : i16 to i64
// CHECK-NEXT: %2 = arith.trunci %arg1 : i16 to i8
// CHECK-NEXT: %3 = arith.cmpi eq, %arg1, %arg2 : i16
// CHECK-NEXT: return %arg0, %0, %1, %arg1, %2, %3 : i1, i64, i64, i16, i8, i1
// CHECK-NEXT: }
// CHECK-NEXT: func.func @logic(%arg0: i8, %arg1: i8, %arg2: i32) -> (i32, i32, i32, i32) {
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %c2147483647_i32 = arith.constant 2147483647 : i32
// CHECK-NEXT: %0 = arith.ori %arg0, %arg1 : i8
// CHECK-NEXT: %1 = arith.extui %0 : i8 to i32
// CHECK-NEXT: return %1, %c0_i32, %arg2, %c2147483647_i32 : i32, i32, i32, i32
// CHECK-NEXT: }
// CHECK-NEXT: func.func @select(%arg0: i1, %arg1: i32, %arg2: i32, %arg3: i32) -> (i32, i64, i1, i32) {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %0 = arith.select %arg0, %arg1, %arg3 : i32
// CHECK-NEXT: %1 = arith.xori %arg0, %true : i1
// CHECK-NEXT: %2 = arith.extui %1 : i1 to i64
// CHECK-NEXT: %3 = arith.xori %arg0, %true : i1
// CHECK-NEXT: %4 = arith.select %arg0, %arg2, %arg1 : i32
// CHECK-NEXT: return %0, %2, %3, %4 : i32, i64, i1, i32
// CHECK-NEXT: }
// CHECK-NEXT: func.func @floats(%arg0: f32) -> (f32, f32, f32, i32, i1, i1) {
// CHECK-NEXT: %cst = arith.constant -2.000000e+00 : f32
// CHECK-NEXT: %c-1073741824_i32 = arith.constant -1073741824 : i32
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: return %arg0, %cst, %arg0, %c-1073741824_i32, %false, %true : f32, f32, f32, i32, i1, i1
// CHECK-NEXT: }
// CHECK-NEXT: func.func @more(%arg0: i32, %arg1: i32, %arg2: f32, %arg3: f32, %arg4: vector<4xi32>, %arg5: i1) -> (i32, f32, vector<4xi32>, vector<4xi32>, vector<4xi1>, i1, f32) {
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %cst_0 = arith.constant dense<true> : vector<4xi1>
// CHECK-NEXT: %cst_1 = arith.constant dense<0> : vector<4xi32>
// CHECK-NEXT: %cst_2 = arith.constant dense<5> : vector<4xi32>
// CHECK-NEXT: %0 = arith.andi %arg0, %arg1 : i32
// CHECK-NEXT: %1 = arith.mulf %arg2, %arg3 : f32
// CHECK-NEXT: return %0, %1, %cst_2, %cst_1, %cst_0, %arg5, %cst : i32, f32, vector<4xi32>, vector<4xi32>, vector<4xi1>, i1, f32
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-EMPTY:
