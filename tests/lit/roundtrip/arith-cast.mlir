// RUN: cmir-opt %s | FileCheck %s
// RUN: cmir-opt %s | cmir-opt | FileCheck %s
// RUN: cmir-opt --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC

// Casts print as `op %x : src to dst`.

// CHECK-LABEL: func.func @int_casts(
// CHECK-SAME: %[[I8:.*]]: i8, %[[I32:.*]]: i32, %[[I64:.*]]: i64, %[[IDX:.*]]: index, %[[I1:.*]]: i1)
// GENERIC-LABEL: sym_name = "int_casts"
func.func @int_casts(%i8: i8, %i32: i32, %i64: i64, %idx: index, %b: i1) {
  // CHECK-NEXT: %{{.*}} = arith.extsi %[[I8]] : i8 to i32
  // GENERIC: "arith.extsi"(%{{.*}}) : (i8) -> i32
  %0 = arith.extsi %i8 : i8 to i32
  // CHECK-NEXT: %{{.*}} = arith.extui %[[I32]] : i32 to i64
  // GENERIC-NEXT: "arith.extui"(%{{.*}}) : (i32) -> i64
  %1 = arith.extui %i32 : i32 to i64
  // CHECK-NEXT: %{{.*}} = arith.extui %[[I1]] : i1 to i8
  %2 = arith.extui %b : i1 to i8
  // CHECK-NEXT: %{{.*}} = arith.trunci %[[I64]] : i64 to i32
  // GENERIC: "arith.trunci"(%{{.*}}) : (i64) -> i32
  %3 = arith.trunci %i64 : i64 to i32
  // CHECK-NEXT: %{{.*}} = arith.trunci %[[I32]] : i32 to i1
  %4 = arith.trunci %i32 : i32 to i1
  // CHECK-NEXT: %{{.*}} = arith.index_cast %[[IDX]] : index to i32
  // GENERIC: "arith.index_cast"(%{{.*}}) : (index) -> i32
  %5 = arith.index_cast %idx : index to i32
  // CHECK-NEXT: %{{.*}} = arith.index_cast %[[I64]] : i64 to index
  %6 = arith.index_cast %i64 : i64 to index
  // CHECK-NEXT: %{{.*}} = arith.index_castui %[[IDX]] : index to i64
  // GENERIC: "arith.index_castui"(%{{.*}}) : (index) -> i64
  %7 = arith.index_castui %idx : index to i64
  // CHECK-NEXT: %{{.*}} = arith.index_castui %[[I8]] : i8 to index
  %8 = arith.index_castui %i8 : i8 to index
  // CHECK-NEXT: return
  return
}

// CHECK-LABEL: func.func @float_casts(
// CHECK-SAME: %[[H:.*]]: f16, %[[B:.*]]: bf16, %[[F:.*]]: f32, %[[D:.*]]: f64, %[[X:.*]]: f80, %[[Q:.*]]: f128)
// GENERIC-LABEL: sym_name = "float_casts"
func.func @float_casts(%h: f16, %b: bf16, %f: f32, %d: f64, %x: f80, %q: f128) {
  // CHECK-NEXT: %{{.*}} = arith.extf %[[H]] : f16 to f32
  // GENERIC: "arith.extf"(%{{.*}}) : (f16) -> f32
  %0 = arith.extf %h : f16 to f32
  // CHECK-NEXT: %{{.*}} = arith.extf %[[B]] : bf16 to f64
  %1 = arith.extf %b : bf16 to f64
  // CHECK-NEXT: %{{.*}} = arith.extf %[[D]] : f64 to f80
  %2 = arith.extf %d : f64 to f80
  // CHECK-NEXT: %{{.*}} = arith.extf %[[F]] fastmath<nnan> : f32 to f128
  // GENERIC: "arith.extf"(%{{.*}}) <{fastmath = #arith.fastmath<nnan>}> : (f32) -> f128
  %3 = arith.extf %f fastmath<nnan> : f32 to f128
  // CHECK-NEXT: %{{.*}} = arith.truncf %[[D]] : f64 to f32
  // GENERIC-NEXT: "arith.truncf"(%{{.*}}) : (f64) -> f32
  %4 = arith.truncf %d : f64 to f32
  // CHECK-NEXT: %{{.*}} = arith.truncf %[[Q]] : f128 to bf16
  %5 = arith.truncf %q : f128 to bf16
  // CHECK-NEXT: %{{.*}} = arith.truncf %[[X]] : f80 to f16
  %6 = arith.truncf %x : f80 to f16
  // Rounding modes and fast-math flags on truncf.
  // CHECK-NEXT: %{{.*}} = arith.truncf %[[F]] to_nearest_even : f32 to f16
  // GENERIC: "arith.truncf"(%{{.*}}) <{roundingmode = 0 : i32}> : (f32) -> f16
  %7 = arith.truncf %f to_nearest_even : f32 to f16
  // CHECK-NEXT: %{{.*}} = arith.truncf %[[F]] toward_zero fastmath<fast> : f32 to f16
  // GENERIC-NEXT: "arith.truncf"(%{{.*}}) <{fastmath = #arith.fastmath<fast>, roundingmode = 3 : i32}> : (f32) -> f16
  %8 = arith.truncf %f toward_zero fastmath<fast> : f32 to f16
  // CHECK-NEXT: %{{.*}} = arith.truncf %[[D]] downward : f64 to f32
  %9 = arith.truncf %d downward : f64 to f32
  // CHECK-NEXT: %{{.*}} = arith.truncf %[[D]] upward : f64 to f32
  %10 = arith.truncf %d upward : f64 to f32
  // CHECK-NEXT: %{{.*}} = arith.truncf %[[D]] to_nearest_away : f64 to f32
  %11 = arith.truncf %d to_nearest_away : f64 to f32
  // CHECK-NEXT: return
  return
}

// CHECK-LABEL: func.func @int_float_casts(
// CHECK-SAME: %[[I:.*]]: i32, %[[F:.*]]: f32, %[[D:.*]]: f64, %[[H:.*]]: f16)
// GENERIC-LABEL: sym_name = "int_float_casts"
func.func @int_float_casts(%i: i32, %f: f32, %d: f64, %h: f16) {
  // CHECK-NEXT: %{{.*}} = arith.sitofp %[[I]] : i32 to f32
  // GENERIC: "arith.sitofp"(%{{.*}}) : (i32) -> f32
  %0 = arith.sitofp %i : i32 to f32
  // CHECK-NEXT: %{{.*}} = arith.uitofp %[[I]] : i32 to f64
  // GENERIC-NEXT: "arith.uitofp"(%{{.*}}) : (i32) -> f64
  %1 = arith.uitofp %i : i32 to f64
  // CHECK-NEXT: %{{.*}} = arith.fptosi %[[F]] : f32 to i64
  // GENERIC-NEXT: "arith.fptosi"(%{{.*}}) : (f32) -> i64
  %2 = arith.fptosi %f : f32 to i64
  // CHECK-NEXT: %{{.*}} = arith.fptoui %[[D]] : f64 to i8
  // GENERIC-NEXT: "arith.fptoui"(%{{.*}}) : (f64) -> i8
  %3 = arith.fptoui %d : f64 to i8
  // Bitcasts between types of the same width.
  // CHECK-NEXT: %{{.*}} = arith.bitcast %[[I]] : i32 to f32
  // GENERIC-NEXT: "arith.bitcast"(%{{.*}}) : (i32) -> f32
  %4 = arith.bitcast %i : i32 to f32
  // CHECK-NEXT: %{{.*}} = arith.bitcast %[[D]] : f64 to i64
  %5 = arith.bitcast %d : f64 to i64
  // CHECK-NEXT: %{{.*}} = arith.bitcast %[[H]] : f16 to bf16
  %6 = arith.bitcast %h : f16 to bf16
  // CHECK-NEXT: %{{.*}} = arith.bitcast %[[I]] : i32 to i32
  %7 = arith.bitcast %i : i32 to i32
  // CHECK-NEXT: return
  return
}

// Casts are elementwise over vectors and tensors.
// CHECK-LABEL: func.func @shaped_casts(
// CHECK-SAME: %[[V:.*]]: vector<4xi16>, %[[T:.*]]: tensor<?x2xf32>, %[[S:.*]]: vector<[8]xindex>, %[[U:.*]]: tensor<2x?xi32>)
func.func @shaped_casts(%v: vector<4xi16>, %t: tensor<?x2xf32>, %s: vector<[8]xindex>, %u: tensor<2x?xi32>) {
  // CHECK-NEXT: %{{.*}} = arith.extsi %[[V]] : vector<4xi16> to vector<4xi32>
  %0 = arith.extsi %v : vector<4xi16> to vector<4xi32>
  // CHECK-NEXT: %{{.*}} = arith.trunci %[[V]] : vector<4xi16> to vector<4xi8>
  %1 = arith.trunci %v : vector<4xi16> to vector<4xi8>
  // CHECK-NEXT: %{{.*}} = arith.sitofp %[[V]] : vector<4xi16> to vector<4xf16>
  %2 = arith.sitofp %v : vector<4xi16> to vector<4xf16>
  // CHECK-NEXT: %{{.*}} = arith.bitcast %[[V]] : vector<4xi16> to vector<4xbf16>
  %3 = arith.bitcast %v : vector<4xi16> to vector<4xbf16>
  // CHECK-NEXT: %{{.*}} = arith.fptoui %[[T]] : tensor<?x2xf32> to tensor<?x2xi32>
  %4 = arith.fptoui %t : tensor<?x2xf32> to tensor<?x2xi32>
  // CHECK-NEXT: %{{.*}} = arith.extf %[[T]] : tensor<?x2xf32> to tensor<?x2xf64>
  %5 = arith.extf %t : tensor<?x2xf32> to tensor<?x2xf64>
  // CHECK-NEXT: %{{.*}} = arith.index_cast %[[S]] : vector<[8]xindex> to vector<[8]xi32>
  %6 = arith.index_cast %s : vector<[8]xindex> to vector<[8]xi32>
  // CHECK-NEXT: %{{.*}} = arith.index_castui %[[U]] : tensor<2x?xi32> to tensor<2x?xindex>
  %7 = arith.index_castui %u : tensor<2x?xi32> to tensor<2x?xindex>
  // CHECK-NEXT: return
  return
}
