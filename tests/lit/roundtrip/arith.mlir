// RUN: cmir-opt %s | FileCheck %s
// RUN: cmir-opt %s | cmir-opt | FileCheck %s
// RUN: cmir-opt --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC

// Integer binary operations. Overflow flags are printed only when set, always
// in the order nsw, nuw.
// CHECK-LABEL: func.func @int_binary(
// CHECK-SAME: %[[A:.*]]: i32, %[[B:.*]]: i32, %[[V:.*]]: vector<4xi32>, %[[T:.*]]: tensor<2x?xi64>)
// GENERIC-LABEL: sym_name = "int_binary"
func.func @int_binary(%a: i32, %b: i32, %v: vector<4xi32>, %t: tensor<2x?xi64>) {
  // CHECK-NEXT: %{{.*}} = arith.addi %[[A]], %[[B]] : i32
  // GENERIC: "arith.addi"(%{{.*}}, %{{.*}}) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
  %0 = arith.addi %a, %b : i32
  // CHECK-NEXT: %{{.*}} = arith.addi %[[A]], %[[B]] overflow<nsw, nuw> : i32
  // GENERIC-NEXT: "arith.addi"(%{{.*}}, %{{.*}}) <{overflowFlags = #arith.overflow<nsw, nuw>}> : (i32, i32) -> i32
  %1 = arith.addi %a, %b overflow<nsw, nuw> : i32
  // CHECK-NEXT: %{{.*}} = arith.addi %[[A]], %[[B]] overflow<nsw, nuw> : i32
  %2 = arith.addi %a, %b overflow<nuw, nsw> : i32
  // CHECK-NEXT: %{{.*}} = arith.subi %[[A]], %[[B]] overflow<nsw> : i32
  // GENERIC: "arith.subi"(%{{.*}}, %{{.*}}) <{overflowFlags = #arith.overflow<nsw>}> : (i32, i32) -> i32
  %3 = arith.subi %a, %b overflow<nsw> : i32
  // CHECK-NEXT: %{{.*}} = arith.subi %[[A]], %[[B]] : i32
  %4 = arith.subi %a, %b : i32
  // CHECK-NEXT: %{{.*}} = arith.muli %[[A]], %[[B]] overflow<nuw> : i32
  // GENERIC: "arith.muli"(%{{.*}}, %{{.*}}) <{overflowFlags = #arith.overflow<nuw>}> : (i32, i32) -> i32
  %5 = arith.muli %a, %b overflow<nuw> : i32
  // `none` is the default and is elided.
  // CHECK-NEXT: %{{.*}} = arith.muli %[[A]], %[[B]] : i32
  // GENERIC-NEXT: "arith.muli"(%{{.*}}, %{{.*}}) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
  %6 = arith.muli %a, %b overflow<none> : i32
  // CHECK-NEXT: %{{.*}} = arith.addi %[[V]], %[[V]] overflow<nsw> : vector<4xi32>
  %7 = arith.addi %v, %v overflow<nsw> : vector<4xi32>
  // CHECK-NEXT: %{{.*}} = arith.muli %[[T]], %[[T]] : tensor<2x?xi64>
  %8 = arith.muli %t, %t : tensor<2x?xi64>
  // CHECK-NEXT: %{{.*}} = arith.divsi %[[A]], %[[B]] : i32
  %divsi = arith.divsi %a, %b : i32
  // CHECK-NEXT: %{{.*}} = arith.divsi %[[V]], %[[V]] : vector<4xi32>
  %divsi_v = arith.divsi %v, %v : vector<4xi32>
  // CHECK-NEXT: %{{.*}} = arith.divui %[[A]], %[[B]] : i32
  %divui = arith.divui %a, %b : i32
  // CHECK-NEXT: %{{.*}} = arith.divui %[[V]], %[[V]] : vector<4xi32>
  %divui_v = arith.divui %v, %v : vector<4xi32>
  // CHECK-NEXT: %{{.*}} = arith.ceildivsi %[[A]], %[[B]] : i32
  %ceildivsi = arith.ceildivsi %a, %b : i32
  // CHECK-NEXT: %{{.*}} = arith.ceildivsi %[[V]], %[[V]] : vector<4xi32>
  %ceildivsi_v = arith.ceildivsi %v, %v : vector<4xi32>
  // CHECK-NEXT: %{{.*}} = arith.ceildivui %[[A]], %[[B]] : i32
  %ceildivui = arith.ceildivui %a, %b : i32
  // CHECK-NEXT: %{{.*}} = arith.ceildivui %[[V]], %[[V]] : vector<4xi32>
  %ceildivui_v = arith.ceildivui %v, %v : vector<4xi32>
  // CHECK-NEXT: %{{.*}} = arith.floordivsi %[[A]], %[[B]] : i32
  %floordivsi = arith.floordivsi %a, %b : i32
  // CHECK-NEXT: %{{.*}} = arith.floordivsi %[[V]], %[[V]] : vector<4xi32>
  %floordivsi_v = arith.floordivsi %v, %v : vector<4xi32>
  // CHECK-NEXT: %{{.*}} = arith.remsi %[[A]], %[[B]] : i32
  %remsi = arith.remsi %a, %b : i32
  // CHECK-NEXT: %{{.*}} = arith.remsi %[[V]], %[[V]] : vector<4xi32>
  %remsi_v = arith.remsi %v, %v : vector<4xi32>
  // CHECK-NEXT: %{{.*}} = arith.remui %[[A]], %[[B]] : i32
  %remui = arith.remui %a, %b : i32
  // CHECK-NEXT: %{{.*}} = arith.remui %[[V]], %[[V]] : vector<4xi32>
  %remui_v = arith.remui %v, %v : vector<4xi32>
  // CHECK-NEXT: %{{.*}} = arith.andi %[[A]], %[[B]] : i32
  %andi = arith.andi %a, %b : i32
  // CHECK-NEXT: %{{.*}} = arith.andi %[[V]], %[[V]] : vector<4xi32>
  %andi_v = arith.andi %v, %v : vector<4xi32>
  // CHECK-NEXT: %{{.*}} = arith.ori %[[A]], %[[B]] : i32
  %ori = arith.ori %a, %b : i32
  // CHECK-NEXT: %{{.*}} = arith.ori %[[V]], %[[V]] : vector<4xi32>
  %ori_v = arith.ori %v, %v : vector<4xi32>
  // CHECK-NEXT: %{{.*}} = arith.xori %[[A]], %[[B]] : i32
  %xori = arith.xori %a, %b : i32
  // CHECK-NEXT: %{{.*}} = arith.xori %[[V]], %[[V]] : vector<4xi32>
  %xori_v = arith.xori %v, %v : vector<4xi32>
  // CHECK-NEXT: %{{.*}} = arith.shli %[[A]], %[[B]] : i32
  %shli = arith.shli %a, %b : i32
  // CHECK-NEXT: %{{.*}} = arith.shli %[[V]], %[[V]] : vector<4xi32>
  %shli_v = arith.shli %v, %v : vector<4xi32>
  // CHECK-NEXT: %{{.*}} = arith.shrsi %[[A]], %[[B]] : i32
  %shrsi = arith.shrsi %a, %b : i32
  // CHECK-NEXT: %{{.*}} = arith.shrsi %[[V]], %[[V]] : vector<4xi32>
  %shrsi_v = arith.shrsi %v, %v : vector<4xi32>
  // CHECK-NEXT: %{{.*}} = arith.shrui %[[A]], %[[B]] : i32
  %shrui = arith.shrui %a, %b : i32
  // CHECK-NEXT: %{{.*}} = arith.shrui %[[V]], %[[V]] : vector<4xi32>
  %shrui_v = arith.shrui %v, %v : vector<4xi32>
  // CHECK-NEXT: %{{.*}} = arith.maxsi %[[A]], %[[B]] : i32
  %maxsi = arith.maxsi %a, %b : i32
  // CHECK-NEXT: %{{.*}} = arith.maxsi %[[V]], %[[V]] : vector<4xi32>
  %maxsi_v = arith.maxsi %v, %v : vector<4xi32>
  // CHECK-NEXT: %{{.*}} = arith.maxui %[[A]], %[[B]] : i32
  %maxui = arith.maxui %a, %b : i32
  // CHECK-NEXT: %{{.*}} = arith.maxui %[[V]], %[[V]] : vector<4xi32>
  %maxui_v = arith.maxui %v, %v : vector<4xi32>
  // CHECK-NEXT: %{{.*}} = arith.minsi %[[A]], %[[B]] : i32
  %minsi = arith.minsi %a, %b : i32
  // CHECK-NEXT: %{{.*}} = arith.minsi %[[V]], %[[V]] : vector<4xi32>
  %minsi_v = arith.minsi %v, %v : vector<4xi32>
  // CHECK-NEXT: %{{.*}} = arith.minui %[[A]], %[[B]] : i32
  %minui = arith.minui %a, %b : i32
  // CHECK-NEXT: %{{.*}} = arith.minui %[[V]], %[[V]] : vector<4xi32>
  %minui_v = arith.minui %v, %v : vector<4xi32>
  // GENERIC: "arith.divsi"(%{{.*}}, %{{.*}}) : (i32, i32) -> i32
  // GENERIC: "arith.shli"(%{{.*}}, %{{.*}}) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
  // CHECK-NEXT: %{{.*}} = arith.shli %[[A]], %[[B]] overflow<nsw, nuw> : i32
  %shl_flags = arith.shli %a, %b overflow<nsw, nuw> : i32
  // CHECK-NEXT: %{{.*}} = arith.andi %[[T]], %[[T]] : tensor<2x?xi64>
  %and_t = arith.andi %t, %t : tensor<2x?xi64>
  // Operations on index and i1.
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  // CHECK: %{{.*}} = arith.addi %c0, %c1 : index
  %idx = arith.addi %c0, %c1 : index
  // CHECK-NEXT: %{{.*}} = arith.floordivsi %c0, %c1 : index
  %idx2 = arith.floordivsi %c0, %c1 : index
  %t1 = arith.constant true
  // CHECK: %{{.*}} = arith.xori %true, %true : i1
  %not = arith.xori %t1, %t1 : i1
  // CHECK-NEXT: return
  return
}

// Extended arithmetic ops have named results.
// CHECK-LABEL: func.func @extended(
// CHECK-SAME: %[[A:.*]]: i32, %[[B:.*]]: i32, %[[V:.*]]: vector<4xi32>)
// GENERIC-LABEL: sym_name = "extended"
func.func @extended(%a: i32, %b: i32, %v: vector<4xi32>) -> (i32, i1, i32) {
  // CHECK-NEXT: %[[SUM:sum]], %[[OV:overflow]] = arith.addui_extended %[[A]], %[[B]] : i32, i1
  // GENERIC: %[[GS:.*]]:2 = "arith.addui_extended"(%{{.*}}, %{{.*}}) : (i32, i32) -> (i32, i1)
  %0:2 = arith.addui_extended %a, %b : i32, i1
  // CHECK-NEXT: %sum_0, %overflow_1 = arith.addui_extended %[[V]], %[[V]] : vector<4xi32>, vector<4xi1>
  // GENERIC-NEXT: "arith.addui_extended"(%{{.*}}, %{{.*}}) : (vector<4xi32>, vector<4xi32>) -> (vector<4xi32>, vector<4xi1>)
  %1:2 = arith.addui_extended %v, %v : vector<4xi32>, vector<4xi1>
  // CHECK-NEXT: %[[LOW:low]], %[[HIGH:high]] = arith.mului_extended %[[A]], %[[B]] : i32
  // GENERIC-NEXT: "arith.mului_extended"(%{{.*}}, %{{.*}}) : (i32, i32) -> (i32, i32)
  %low, %high = arith.mului_extended %a, %b : i32
  // CHECK-NEXT: %low_2, %high_3 = arith.mulsi_extended %[[V]], %[[V]] : vector<4xi32>
  // GENERIC-NEXT: "arith.mulsi_extended"(%{{.*}}, %{{.*}}) : (vector<4xi32>, vector<4xi32>) -> (vector<4xi32>, vector<4xi32>)
  %2:2 = arith.mulsi_extended %v, %v : vector<4xi32>
  // CHECK-NEXT: %low_4, %high_5 = arith.mulsi_extended %[[A]], %[[B]] : i32
  %3:2 = arith.mulsi_extended %a, %b : i32
  // CHECK-NEXT: return %[[SUM]], %[[OV]], %[[HIGH]] : i32, i1, i32
  // GENERIC: "func.return"(%[[GS]]#0, %[[GS]]#1, %{{.*}}#1) : (i32, i1, i32) -> ()
  return %0#0, %0#1, %high : i32, i1, i32
}

// Floating-point operations and fast-math flags. Fast-math flags are printed
// without spaces, in a fixed order, `fast` when all are set, and not at all
// when none is set.
// CHECK-LABEL: func.func @float_ops(
// CHECK-SAME: %[[F:.*]]: f32, %[[G:.*]]: f32, %[[V:.*]]: vector<4xf16>, %[[D:.*]]: f64)
// GENERIC-LABEL: sym_name = "float_ops"
func.func @float_ops(%f: f32, %g: f32, %v: vector<4xf16>, %d: f64) {
  // CHECK-NEXT: %{{.*}} = arith.addf %[[F]], %[[G]] : f32
  // GENERIC: "arith.addf"(%{{.*}}, %{{.*}}) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
  %0 = arith.addf %f, %g : f32
  // CHECK-NEXT: %{{.*}} = arith.addf %[[F]], %[[G]] fastmath<fast> : f32
  // GENERIC-NEXT: "arith.addf"(%{{.*}}, %{{.*}}) <{fastmath = #arith.fastmath<fast>}> : (f32, f32) -> f32
  %1 = arith.addf %f, %g fastmath<fast> : f32
  // CHECK-NEXT: %{{.*}} = arith.addf %[[F]], %[[G]] fastmath<fast> : f32
  %2 = arith.addf %f, %g fastmath<nnan,ninf,nsz,arcp,contract,afn,reassoc> : f32
  // CHECK-NEXT: %{{.*}} = arith.subf %[[F]], %[[G]] fastmath<nnan,ninf> : f32
  // GENERIC: "arith.subf"(%{{.*}}, %{{.*}}) <{fastmath = #arith.fastmath<nnan,ninf>}> : (f32, f32) -> f32
  %3 = arith.subf %f, %g fastmath<ninf, nnan> : f32
  // CHECK-NEXT: %{{.*}} = arith.mulf %[[F]], %[[G]] fastmath<reassoc,nsz,arcp,contract,afn> : f32
  %4 = arith.mulf %f, %g fastmath<reassoc,nsz,arcp,contract,afn> : f32
  // CHECK-NEXT: %{{.*}} = arith.divf %[[F]], %[[G]] : f32
  %5 = arith.divf %f, %g fastmath<none> : f32
  // CHECK-NEXT: %{{.*}} = arith.remf %[[F]], %[[G]] fastmath<arcp> : f32
  %6 = arith.remf %f, %g fastmath<arcp> : f32
  // CHECK-NEXT: %{{.*}} = arith.negf %[[F]] : f32
  // GENERIC: "arith.negf"(%{{.*}}) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
  %7 = arith.negf %f : f32
  // CHECK-NEXT: %{{.*}} = arith.negf %[[V]] fastmath<nnan> : vector<4xf16>
  %8 = arith.negf %v fastmath<nnan> : vector<4xf16>
  // CHECK-NEXT: %{{.*}} = arith.maximumf %[[F]], %[[G]] : f32
  %9 = arith.maximumf %f, %g : f32
  // CHECK-NEXT: %{{.*}} = arith.minimumf %[[F]], %[[G]] fastmath<nsz> : f32
  %10 = arith.minimumf %f, %g fastmath<nsz> : f32
  // CHECK-NEXT: %{{.*}} = arith.maxnumf %[[V]], %[[V]] : vector<4xf16>
  %11 = arith.maxnumf %v, %v : vector<4xf16>
  // CHECK-NEXT: %{{.*}} = arith.minnumf %[[D]], %[[D]] fastmath<contract> : f64
  // GENERIC: "arith.minnumf"(%{{.*}}, %{{.*}}) <{fastmath = #arith.fastmath<contract>}> : (f64, f64) -> f64
  %12 = arith.minnumf %d, %d fastmath<contract> : f64
  // CHECK-NEXT: %{{.*}} = arith.addf %[[V]], %[[V]] : vector<4xf16>
  %13 = arith.addf %v, %v : vector<4xf16>
  // CHECK-NEXT: %{{.*}} = arith.divf %[[D]], %[[D]] fastmath<afn> : f64
  %14 = arith.divf %d, %d fastmath<afn> : f64
  // CHECK-NEXT: %{{.*}} = arith.subf %[[V]], %[[V]] : vector<4xf16>
  %15 = arith.subf %v, %v : vector<4xf16>
  // CHECK-NEXT: %{{.*}} = arith.mulf %[[D]], %[[D]] : f64
  %16 = arith.mulf %d, %d : f64
  // CHECK-NEXT: %{{.*}} = arith.remf %[[V]], %[[V]] : vector<4xf16>
  %17 = arith.remf %v, %v : vector<4xf16>
  // CHECK-NEXT: return
  return
}

// Integer comparisons; the generic form stores the predicate as an i64.
// CHECK-LABEL: func.func @cmpi(
// CHECK-SAME: %[[A:.*]]: i32, %[[B:.*]]: i32, %[[V:.*]]: vector<4xindex>)
// GENERIC-LABEL: sym_name = "cmpi"
func.func @cmpi(%a: i32, %b: i32, %v: vector<4xindex>) {
  // CHECK-NEXT: %{{.*}} = arith.cmpi eq, %[[A]], %[[B]] : i32
  // GENERIC: "arith.cmpi"(%{{.*}}, %{{.*}}) <{predicate = 0 : i64}> : (i32, i32) -> i1
  %eq = arith.cmpi eq, %a, %b : i32
  // CHECK-NEXT: %{{.*}} = arith.cmpi ne, %[[A]], %[[B]] : i32
  // GENERIC-NEXT: "arith.cmpi"(%{{.*}}, %{{.*}}) <{predicate = 1 : i64}> : (i32, i32) -> i1
  %ne = arith.cmpi ne, %a, %b : i32
  // CHECK-NEXT: %{{.*}} = arith.cmpi slt, %[[A]], %[[B]] : i32
  // GENERIC-NEXT: "arith.cmpi"(%{{.*}}, %{{.*}}) <{predicate = 2 : i64}> : (i32, i32) -> i1
  %slt = arith.cmpi slt, %a, %b : i32
  // CHECK-NEXT: %{{.*}} = arith.cmpi sle, %[[A]], %[[B]] : i32
  // GENERIC-NEXT: "arith.cmpi"(%{{.*}}, %{{.*}}) <{predicate = 3 : i64}> : (i32, i32) -> i1
  %sle = arith.cmpi sle, %a, %b : i32
  // CHECK-NEXT: %{{.*}} = arith.cmpi sgt, %[[A]], %[[B]] : i32
  // GENERIC-NEXT: "arith.cmpi"(%{{.*}}, %{{.*}}) <{predicate = 4 : i64}> : (i32, i32) -> i1
  %sgt = arith.cmpi sgt, %a, %b : i32
  // CHECK-NEXT: %{{.*}} = arith.cmpi sge, %[[A]], %[[B]] : i32
  // GENERIC-NEXT: "arith.cmpi"(%{{.*}}, %{{.*}}) <{predicate = 5 : i64}> : (i32, i32) -> i1
  %sge = arith.cmpi sge, %a, %b : i32
  // CHECK-NEXT: %{{.*}} = arith.cmpi ult, %[[A]], %[[B]] : i32
  // GENERIC-NEXT: "arith.cmpi"(%{{.*}}, %{{.*}}) <{predicate = 6 : i64}> : (i32, i32) -> i1
  %ult = arith.cmpi ult, %a, %b : i32
  // CHECK-NEXT: %{{.*}} = arith.cmpi ule, %[[A]], %[[B]] : i32
  // GENERIC-NEXT: "arith.cmpi"(%{{.*}}, %{{.*}}) <{predicate = 7 : i64}> : (i32, i32) -> i1
  %ule = arith.cmpi ule, %a, %b : i32
  // CHECK-NEXT: %{{.*}} = arith.cmpi ugt, %[[A]], %[[B]] : i32
  // GENERIC-NEXT: "arith.cmpi"(%{{.*}}, %{{.*}}) <{predicate = 8 : i64}> : (i32, i32) -> i1
  %ugt = arith.cmpi ugt, %a, %b : i32
  // CHECK-NEXT: %{{.*}} = arith.cmpi uge, %[[A]], %[[B]] : i32
  // GENERIC-NEXT: "arith.cmpi"(%{{.*}}, %{{.*}}) <{predicate = 9 : i64}> : (i32, i32) -> i1
  %uge = arith.cmpi uge, %a, %b : i32
  // CHECK-NEXT: %{{.*}} = arith.cmpi ule, %[[V]], %[[V]] : vector<4xindex>
  // GENERIC-NEXT: "arith.cmpi"(%{{.*}}, %{{.*}}) <{predicate = 7 : i64}> : (vector<4xindex>, vector<4xindex>) -> vector<4xi1>
  %vec = arith.cmpi ule, %v, %v : vector<4xindex>
  // CHECK-NEXT: return
  return
}

// Floating-point comparisons.
// CHECK-LABEL: func.func @cmpf(
// CHECK-SAME: %[[F:.*]]: f32, %[[G:.*]]: f32, %[[V:.*]]: vector<2xf64>)
// GENERIC-LABEL: sym_name = "cmpf"
func.func @cmpf(%f: f32, %g: f32, %v: vector<2xf64>) {
  // CHECK-NEXT: %{{.*}} = arith.cmpf false, %[[F]], %[[G]] : f32
  // GENERIC: "arith.cmpf"(%{{.*}}, %{{.*}}) <{fastmath = #arith.fastmath<none>, predicate = 0 : i64}> : (f32, f32) -> i1
  %false = arith.cmpf false, %f, %g : f32
  // CHECK-NEXT: %{{.*}} = arith.cmpf oeq, %[[F]], %[[G]] : f32
  // GENERIC-NEXT: "arith.cmpf"(%{{.*}}, %{{.*}}) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f32, f32) -> i1
  %oeq = arith.cmpf oeq, %f, %g : f32
  // CHECK-NEXT: %{{.*}} = arith.cmpf ogt, %[[F]], %[[G]] : f32
  // GENERIC-NEXT: "arith.cmpf"(%{{.*}}, %{{.*}}) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
  %ogt = arith.cmpf ogt, %f, %g : f32
  // CHECK-NEXT: %{{.*}} = arith.cmpf oge, %[[F]], %[[G]] : f32
  // GENERIC-NEXT: "arith.cmpf"(%{{.*}}, %{{.*}}) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f32, f32) -> i1
  %oge = arith.cmpf oge, %f, %g : f32
  // CHECK-NEXT: %{{.*}} = arith.cmpf olt, %[[F]], %[[G]] : f32
  // GENERIC-NEXT: "arith.cmpf"(%{{.*}}, %{{.*}}) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
  %olt = arith.cmpf olt, %f, %g : f32
  // CHECK-NEXT: %{{.*}} = arith.cmpf ole, %[[F]], %[[G]] : f32
  // GENERIC-NEXT: "arith.cmpf"(%{{.*}}, %{{.*}}) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
  %ole = arith.cmpf ole, %f, %g : f32
  // CHECK-NEXT: %{{.*}} = arith.cmpf one, %[[F]], %[[G]] : f32
  // GENERIC-NEXT: "arith.cmpf"(%{{.*}}, %{{.*}}) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f32, f32) -> i1
  %one = arith.cmpf one, %f, %g : f32
  // CHECK-NEXT: %{{.*}} = arith.cmpf ord, %[[F]], %[[G]] : f32
  // GENERIC-NEXT: "arith.cmpf"(%{{.*}}, %{{.*}}) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f32, f32) -> i1
  %ord = arith.cmpf ord, %f, %g : f32
  // CHECK-NEXT: %{{.*}} = arith.cmpf ueq, %[[F]], %[[G]] : f32
  // GENERIC-NEXT: "arith.cmpf"(%{{.*}}, %{{.*}}) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f32, f32) -> i1
  %ueq = arith.cmpf ueq, %f, %g : f32
  // CHECK-NEXT: %{{.*}} = arith.cmpf ugt, %[[F]], %[[G]] : f32
  // GENERIC-NEXT: "arith.cmpf"(%{{.*}}, %{{.*}}) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
  %ugt = arith.cmpf ugt, %f, %g : f32
  // CHECK-NEXT: %{{.*}} = arith.cmpf uge, %[[F]], %[[G]] : f32
  // GENERIC-NEXT: "arith.cmpf"(%{{.*}}, %{{.*}}) <{fastmath = #arith.fastmath<none>, predicate = 10 : i64}> : (f32, f32) -> i1
  %uge = arith.cmpf uge, %f, %g : f32
  // CHECK-NEXT: %{{.*}} = arith.cmpf ult, %[[F]], %[[G]] : f32
  // GENERIC-NEXT: "arith.cmpf"(%{{.*}}, %{{.*}}) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f32, f32) -> i1
  %ult = arith.cmpf ult, %f, %g : f32
  // CHECK-NEXT: %{{.*}} = arith.cmpf ule, %[[F]], %[[G]] : f32
  // GENERIC-NEXT: "arith.cmpf"(%{{.*}}, %{{.*}}) <{fastmath = #arith.fastmath<none>, predicate = 12 : i64}> : (f32, f32) -> i1
  %ule = arith.cmpf ule, %f, %g : f32
  // CHECK-NEXT: %{{.*}} = arith.cmpf une, %[[F]], %[[G]] : f32
  // GENERIC-NEXT: "arith.cmpf"(%{{.*}}, %{{.*}}) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f32, f32) -> i1
  %une = arith.cmpf une, %f, %g : f32
  // CHECK-NEXT: %{{.*}} = arith.cmpf uno, %[[F]], %[[G]] : f32
  // GENERIC-NEXT: "arith.cmpf"(%{{.*}}, %{{.*}}) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f32, f32) -> i1
  %uno = arith.cmpf uno, %f, %g : f32
  // CHECK-NEXT: %{{.*}} = arith.cmpf true, %[[F]], %[[G]] : f32
  // GENERIC-NEXT: "arith.cmpf"(%{{.*}}, %{{.*}}) <{fastmath = #arith.fastmath<none>, predicate = 15 : i64}> : (f32, f32) -> i1
  %true = arith.cmpf true, %f, %g : f32
  // CHECK-NEXT: %{{.*}} = arith.cmpf oeq, %[[F]], %[[G]] fastmath<nnan> : f32
  // GENERIC-NEXT: "arith.cmpf"(%{{.*}}, %{{.*}}) <{fastmath = #arith.fastmath<nnan>, predicate = 1 : i64}> : (f32, f32) -> i1
  %fm = arith.cmpf oeq, %f, %g fastmath<nnan> : f32
  // CHECK-NEXT: %{{.*}} = arith.cmpf une, %[[V]], %[[V]] : vector<2xf64>
  %vec = arith.cmpf une, %v, %v : vector<2xf64>
  // CHECK-NEXT: return
  return
}

// arith.select with a scalar condition prints one type; with a shaped
// condition it prints the condition type too.
// CHECK-LABEL: func.func @select(
// CHECK-SAME: %[[C:.*]]: i1, %[[A:.*]]: i32, %[[B:.*]]: i32, %[[CV:.*]]: vector<4xi1>, %[[V:.*]]: vector<4xf32>, %[[T:.*]]: tensor<?xi8>, %[[CT:.*]]: tensor<?xi1>)
// GENERIC-LABEL: sym_name = "select"
func.func @select(%c: i1, %a: i32, %b: i32, %cv: vector<4xi1>, %v: vector<4xf32>, %t: tensor<?xi8>, %ct: tensor<?xi1>) {
  // CHECK-NEXT: %{{.*}} = arith.select %[[C]], %[[A]], %[[B]] : i32
  // GENERIC: "arith.select"(%{{.*}}, %{{.*}}, %{{.*}}) : (i1, i32, i32) -> i32
  %0 = arith.select %c, %a, %b : i32
  // CHECK-NEXT: %{{.*}} = arith.select %[[C]], %[[V]], %[[V]] : vector<4xf32>
  // GENERIC-NEXT: "arith.select"(%{{.*}}, %{{.*}}, %{{.*}}) : (i1, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
  %1 = arith.select %c, %v, %v : vector<4xf32>
  // CHECK-NEXT: %{{.*}} = arith.select %[[CV]], %[[V]], %[[V]] : vector<4xi1>, vector<4xf32>
  // GENERIC-NEXT: "arith.select"(%{{.*}}, %{{.*}}, %{{.*}}) : (vector<4xi1>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
  %2 = arith.select %cv, %v, %v : vector<4xi1>, vector<4xf32>
  // CHECK-NEXT: %{{.*}} = arith.select %[[CT]], %[[T]], %[[T]] : tensor<?xi1>, tensor<?xi8>
  %3 = arith.select %ct, %t, %t : tensor<?xi1>, tensor<?xi8>
  // CHECK-NEXT: %{{.*}} = arith.select %[[C]], %[[T]], %[[T]] : tensor<?xi8>
  %4 = arith.select %c, %t, %t : tensor<?xi8>
  // CHECK-NEXT: %{{.*}} = arith.select %[[C]], %[[C]], %[[C]] : i1
  %5 = arith.select %c, %c, %c : i1
  // CHECK-NEXT: return
  return
}

// Discardable attributes go where the assembly format puts `attr-dict`.
// CHECK-LABEL: func.func @extra_attributes(
// CHECK-SAME: %[[A:.*]]: i32, %[[F:.*]]: f32, %[[C:.*]]: i1)
// GENERIC-LABEL: sym_name = "extra_attributes"
func.func @extra_attributes(%a: i32, %f: f32, %c: i1) {
  // CHECK-NEXT: %c5_i32 = arith.constant {my.tag} 5 : i32
  // GENERIC: "arith.constant"() <{value = 5 : i32}> {my.tag} : () -> i32
  %0 = arith.constant {my.tag} 5 : i32
  // CHECK-NEXT: %{{.*}} = arith.addi %[[A]], %[[A]] overflow<nsw> {my.x = 1 : i64} : i32
  // GENERIC-NEXT: "arith.addi"(%{{[^ ,)]+}}, %{{[^ ,)]+}}) <{overflowFlags = #arith.overflow<nsw>}> {my.x = 1 : i64} : (i32, i32) -> i32
  %1 = arith.addi %a, %a overflow<nsw> {my.x = 1} : i32
  // CHECK-NEXT: %{{.*}} = arith.addf %[[F]], %[[F]] fastmath<fast> {my.y} : f32
  %2 = arith.addf %f, %f fastmath<fast> {my.y} : f32
  // CHECK-NEXT: %{{.*}} = arith.cmpi eq, %[[A]], %[[A]] {my.z} : i32
  %3 = arith.cmpi eq, %a, %a {my.z} : i32
  // CHECK-NEXT: %{{.*}} = arith.extsi %[[A]] {my.w} : i32 to i64
  %4 = arith.extsi %a {my.w} : i32 to i64
  // CHECK-NEXT: %{{.*}} = arith.select %[[C]], %[[A]], %[[A]] {my.s} : i32
  %5 = arith.select %c, %a, %a {my.s} : i32
  // CHECK-NEXT: return
  return
}
