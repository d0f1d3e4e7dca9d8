// A reader accepts every version up to its own and rejects a newer one.
// Inputs/v1.cmbc is a frozen version-1 file (source: Inputs/v1.mlir): every
// later reader must print it like this. Inputs/v2.cmbc is the same file
// claiming version 2.
// RUN: cmir-bc --allow-unregistered-dialect --mlir-print-debuginfo %S/Inputs/v1.cmbc | FileCheck %s
// RUN: cmir-opt --allow-unregistered-dialect %S/Inputs/v1.cmbc | FileCheck %s --check-prefix=OPT
// RUN: not cmir-bc --allow-unregistered-dialect %S/Inputs/v2.cmbc 2>&1 | FileCheck %s --check-prefix=NEWER
// RUN: not cmir-bc %S/Inputs/v1.cmbc 2>&1 | FileCheck %s --check-prefix=UNREG

// NEWER: v2.cmbc: error: in bytecode section 'header' at offset 8: bytecode version 2 is newer than this reader (max 1)
// UNREG: error: in bytecode section 'ops' at offset {{[0-9]+}}: operation 'v1.unregistered' belongs to an unregistered dialect
// OPT: %4 = "v1.unregistered"(%arg0) <{p = array<i64: 1, -2>}> ({
// CHECK: #loc3 = loc("Inputs/v1.mlir":7:19)
// CHECK-NEXT: #loc4 = loc("Inputs/v1.mlir":7:28)
// CHECK-NEXT: #loc5 = loc("Inputs/v1.mlir":7:47)
// CHECK-NEXT: #loc13 = loc("Inputs/v1.mlir":15:8)
// CHECK-NEXT: #loc20 = loc("Inputs/v1.mlir":24:10)
// CHECK-NEXT: #map = affine_map<(d0, d1)[s0] -> (d0 * 4 + d1 + s0)>
// CHECK-NEXT: module attributes {v1.array = [1, 2.500000e+00 : f32, "x"], v1.string = "frozen"} {
// CHECK-NEXT:   func.func private @decl(memref<4x4xf32, #map>, tensor<?xi8, "enc">, vector<[4]xi1>) -> tuple<i32, complex<f64>> loc(#loc1)
// CHECK-NEXT:   func.func @body(%arg0: i32 loc("Inputs/v1.mlir":7:19), %arg1: memref<?xf32> loc("Inputs/v1.mlir":7:28), %arg2: index loc("Inputs/v1.mlir":7:47)) -> (i32, f32) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index loc(#loc6)
// CHECK-NEXT:     %c1 = arith.constant 1 : index loc(#loc7)
// CHECK-NEXT:     %cst = arith.constant 1.500000e+00 : f32 loc(#loc8)
// CHECK-NEXT:     %cst_0 = arith.constant dense<{{\[\[1, 2\], \[3, 4\]\]}}> : tensor<2x2xi32> loc(#loc9)
// CHECK-NEXT:     %0 = arith.addi %arg0, %arg0 overflow<nsw> : i32 loc(#loc10)
// CHECK-NEXT:     %1 = arith.cmpi slt, %0, %arg0 : i32 loc(#loc11)
// CHECK-NEXT:     cf.cond_br %1, ^bb1(%0 : i32), ^bb2 loc(#loc12)
// CHECK-NEXT:   ^bb1(%2: i32 loc("Inputs/v1.mlir":15:8)):  // pred: ^bb0
// CHECK-NEXT:     %3 = scf.for %arg3 = %c0 to %arg2 step %c1 iter_args(%arg4 = %cst) -> (f32) {
// CHECK-NEXT:       %5 = memref.load %arg1[%arg3] : memref<?xf32> loc(#loc15)
// CHECK-NEXT:       %6 = arith.addf %arg4, %5 fastmath<fast> : f32 loc(#loc16)
// CHECK-NEXT:       scf.yield %6 : f32 loc(#loc17)
// CHECK-NEXT:     } loc(#loc14)
// CHECK-NEXT:     return %2, %3 : i32, f32 loc(#loc18)
// CHECK-NEXT:   ^bb2:  // pred: ^bb0
// CHECK-NEXT:     %4 = "v1.unregistered"(%arg0) <{p = array<i64: 1, -2>}> ({
// CHECK-NEXT:     ^bb0(%arg3: i32 loc("Inputs/v1.mlir":24:10)):
// CHECK-NEXT:       "v1.end"(%arg3) : (i32) -> () loc(#loc21)
// CHECK-NEXT:     }) {q = #v1.opaque<"a">} : (i32) -> !v1.type loc(#loc23)
// CHECK-NEXT:     return %arg0, %cst : i32, f32 loc(#loc22)
// CHECK-NEXT:   } loc(#loc2)
// CHECK-NEXT: } loc(#loc)
// CHECK-NEXT: #loc = loc("Inputs/v1.mlir":5:1)
// CHECK-NEXT: #loc1 = loc("Inputs/v1.mlir":6:3)
// CHECK-NEXT: #loc2 = loc("Inputs/v1.mlir":7:3)
// CHECK-NEXT: #loc6 = loc("Inputs/v1.mlir":8:11)
// CHECK-NEXT: #loc7 = loc("Inputs/v1.mlir":9:11)
// CHECK-NEXT: #loc8 = loc("Inputs/v1.mlir":10:10)
// CHECK-NEXT: #loc9 = loc("Inputs/v1.mlir":11:10)
// CHECK-NEXT: #loc10 = loc("Inputs/v1.mlir":12:10)
// CHECK-NEXT: #loc11 = loc("Inputs/v1.mlir":13:11)
// CHECK-NEXT: #loc12 = loc("Inputs/v1.mlir":14:5)
// CHECK-NEXT: #loc14 = loc("Inputs/v1.mlir":16:10)
// CHECK-NEXT: #loc15 = loc("Inputs/v1.mlir":17:12)
// CHECK-NEXT: #loc16 = loc("Inputs/v1.mlir":18:12)
// CHECK-NEXT: #loc17 = loc("Inputs/v1.mlir":19:7)
// CHECK-NEXT: #loc18 = loc("Inputs/v1.mlir":21:5)
// CHECK-NEXT: #loc19 = loc("v1.c":3:4)
// CHECK-NEXT: #loc21 = loc("Inputs/v1.mlir":25:7)
// CHECK-NEXT: #loc22 = loc("Inputs/v1.mlir":27:5)
// CHECK-NEXT: #loc23 = loc("name"(#loc19))
