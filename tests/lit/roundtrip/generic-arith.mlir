// RUN: cmir-opt %s | FileCheck %s
// RUN: cmir-opt %s | cmir-opt | FileCheck %s
// RUN: cmir-opt --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC

// arith operations written in the generic form. Properties that are omitted
// take their default values, which the generic printer shows.

// CHECK-LABEL: func.func @arith(%arg0: i32, %arg1: i32, %arg2: f32, %arg3: i1, %arg4: vector<2xi1>, %arg5: vector<2xf32>) {
"func.func"() <{function_type = (i32, i32, f32, i1, vector<2xi1>, vector<2xf32>) -> (), sym_name = "arith"}> ({
^bb0(%a: i32, %b: i32, %f: f32, %c: i1, %vc: vector<2xi1>, %vf: vector<2xf32>):
  // CHECK-NEXT: %c42_i32 = arith.constant 42 : i32
  // GENERIC: "arith.constant"() <{value = 42 : i32}> : () -> i32
  %0 = "arith.constant"() <{value = 42 : i32}> : () -> i32
  // CHECK-NEXT: %cst = arith.constant 0x7FC00000 : f32
  %1 = "arith.constant"() <{value = 0x7FC00000 : f32}> : () -> f32
  // CHECK-NEXT: %cst_0 = arith.constant dense<[1.000000e+00, 2.000000e+00]> : vector<2xf32>
  %2 = "arith.constant"() <{value = dense<[1.0, 2.0]> : vector<2xf32>}> : () -> vector<2xf32>
  // CHECK-NEXT: %0 = arith.addi %arg0, %c42_i32 : i32
  // GENERIC: "arith.addi"(%{{[^ ,)]+}}, %{{[^ ,)]+}}) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
  %3 = "arith.addi"(%a, %0) : (i32, i32) -> i32
  // CHECK-NEXT: %1 = arith.subi %0, %arg1 overflow<nsw, nuw> : i32
  // GENERIC-NEXT: "arith.subi"(%{{[^ ,)]+}}, %{{[^ ,)]+}}) <{overflowFlags = #arith.overflow<nsw, nuw>}> : (i32, i32) -> i32
  %4 = "arith.subi"(%3, %b) <{overflowFlags = #arith.overflow<nuw, nsw>}> : (i32, i32) -> i32
  // CHECK-NEXT: %2 = arith.cmpi uge, %1, %arg1 : i32
  // GENERIC-NEXT: "arith.cmpi"(%{{[^ ,)]+}}, %{{[^ ,)]+}}) <{predicate = 9 : i64}> : (i32, i32) -> i1
  %5 = "arith.cmpi"(%4, %b) <{predicate = 9 : i64}> : (i32, i32) -> i1
  // CHECK-NEXT: %3 = arith.cmpf uno, %arg2, %cst fastmath<nnan,nsz> : f32
  // GENERIC-NEXT: "arith.cmpf"(%{{[^ ,)]+}}, %{{[^ ,)]+}}) <{fastmath = #arith.fastmath<nnan,nsz>, predicate = 14 : i64}> : (f32, f32) -> i1
  %6 = "arith.cmpf"(%f, %1) <{predicate = 14 : i64, fastmath = #arith.fastmath<nsz,nnan>}> : (f32, f32) -> i1
  // CHECK-NEXT: %4 = arith.select %2, %arg0, %1 : i32
  %7 = "arith.select"(%5, %a, %4) : (i1, i32, i32) -> i32
  // CHECK-NEXT: %5 = arith.select %arg4, %arg5, %cst_0 : vector<2xi1>, vector<2xf32>
  %8 = "arith.select"(%vc, %vf, %2) : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
  // CHECK-NEXT: %6 = arith.mulf %arg2, %arg2 fastmath<fast> : f32
  %9 = "arith.mulf"(%f, %f) <{fastmath = #arith.fastmath<fast>}> : (f32, f32) -> f32
  // CHECK-NEXT: %7 = arith.negf %6 : f32
  // GENERIC: "arith.negf"(%{{[^ ,)]+}}) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
  %10 = "arith.negf"(%9) : (f32) -> f32
  // CHECK-NEXT: %8 = arith.extsi %arg0 : i32 to i64
  %11 = "arith.extsi"(%a) : (i32) -> i64
  // CHECK-NEXT: %9 = arith.trunci %8 : i64 to i16
  %12 = "arith.trunci"(%11) : (i64) -> i16
  // CHECK-NEXT: %10 = arith.sitofp %9 : i16 to f64
  %13 = "arith.sitofp"(%12) : (i16) -> f64
  // CHECK-NEXT: %11 = arith.truncf %10 upward : f64 to f32
  // GENERIC: "arith.truncf"(%{{[^ ,)]+}}) <{roundingmode = 2 : i32}> : (f64) -> f32
  %14 = "arith.truncf"(%13) <{roundingmode = 2 : i32}> : (f64) -> f32
  // CHECK-NEXT: %12 = arith.index_cast %arg0 : i32 to index
  %15 = "arith.index_cast"(%a) : (i32) -> index
  // CHECK-NEXT: %sum, %overflow = arith.addui_extended %arg0, %arg1 : i32, i1
  %16:2 = "arith.addui_extended"(%a, %b) : (i32, i32) -> (i32, i1)
  // CHECK-NEXT: %13 = arith.bitcast %sum : i32 to f32
  %17 = "arith.bitcast"(%16#0) : (i32) -> f32
  // CHECK-NEXT: %14 = arith.shrui %arg0, %arg1 : i32
  %18 = "arith.shrui"(%a, %b) : (i32, i32) -> i32
  // CHECK-NEXT: %15 = arith.maxnumf %arg2, %11 : f32
  %19 = "arith.maxnumf"(%f, %14) : (f32, f32) -> f32
  // CHECK-NEXT: %16 = arith.floordivsi %arg0, %arg1 : i32
  %20 = "arith.floordivsi"(%a, %b) : (i32, i32) -> i32
  // CHECK-NEXT: return
  "func.return"() : () -> ()
}) : () -> ()
