// RUN: cmir-opt %s --convert-arith-to-llvm --split-input-file | FileCheck %s

// Integer and float arithmetic map one to one; overflow and fastmath flags
// carry over (the fastmath bits are renumbered).
// CHECK-LABEL: func.func @binary(%arg0: i32, %arg1: i32, %arg2: f32, %arg3: f32) -> (i32, f32) {
// CHECK-NEXT:   %0 = llvm.add %arg0, %arg1 overflow<nsw> : i32
// CHECK-NEXT:   %1 = llvm.mul %arg0, %arg0 overflow<nsw, nuw> : i32
// CHECK-NEXT:   %2 = llvm.sdiv %1, %arg1  : i32
// CHECK-NEXT:   %3 = llvm.udiv %2, %arg1  : i32
// CHECK-NEXT:   %4 = llvm.srem %3, %arg1  : i32
// CHECK-NEXT:   %5 = llvm.urem %4, %arg1  : i32
// CHECK-NEXT:   %6 = llvm.and %5, %arg1  : i32
// CHECK-NEXT:   %7 = llvm.or %6, %arg1  : i32
// CHECK-NEXT:   %8 = llvm.xor %7, %arg1  : i32
// CHECK-NEXT:   %9 = llvm.shl %8, %arg1 : i32
// CHECK-NEXT:   %10 = llvm.ashr %9, %arg1  : i32
// CHECK-NEXT:   %11 = llvm.lshr %10, %arg1  : i32
// CHECK-NEXT:   %12 = llvm.intr.smax(%11, %arg1)  : (i32, i32) -> i32
// CHECK-NEXT:   %13 = llvm.intr.umin(%12, %arg1)  : (i32, i32) -> i32
// CHECK-NEXT:   %14 = llvm.fadd %arg2, %arg3  {fastmathFlags = #llvm.fastmath<fast>} : f32
// CHECK-NEXT:   %15 = llvm.fsub %14, %arg3  : f32
// CHECK-NEXT:   %16 = llvm.fmul %15, %arg3  {fastmathFlags = #llvm.fastmath<nnan, reassoc>} : f32
// CHECK-NEXT:   %17 = llvm.fdiv %16, %arg3  : f32
// CHECK-NEXT:   %18 = llvm.frem %17, %arg3  : f32
// CHECK-NEXT:   %19 = llvm.fneg %18  : f32
// CHECK-NEXT:   %20 = llvm.intr.maximum(%19, %arg3)  : (f32, f32) -> f32
// CHECK-NEXT:   %21 = llvm.intr.minnum(%20, %arg3)  : (f32, f32) -> f32
// CHECK-NEXT:   return %13, %21 : i32, f32
// CHECK-NEXT: }
func.func @binary(%a: i32, %b: i32, %x: f32, %y: f32) -> (i32, f32) {
  %0 = arith.addi %a, %b overflow<nsw> : i32
  %1 = arith.subi %0, %b : i32
  %2 = arith.muli %1, %a overflow<nsw, nuw> : i32
  %3 = arith.divsi %2, %b : i32
  %4 = arith.divui %3, %b : i32
  %5 = arith.remsi %4, %b : i32
  %6 = arith.remui %5, %b : i32
  %7 = arith.andi %6, %b : i32
  %8 = arith.ori %7, %b : i32
  %9 = arith.xori %8, %b : i32
  %10 = arith.shli %9, %b : i32
  %11 = arith.shrsi %10, %b : i32
  %12 = arith.shrui %11, %b : i32
  %13 = arith.maxsi %12, %b : i32
  %14 = arith.minui %13, %b : i32
  %f0 = arith.addf %x, %y fastmath<fast> : f32
  %f1 = arith.subf %f0, %y : f32
  %f2 = arith.mulf %f1, %y fastmath<nnan, reassoc> : f32
  %f3 = arith.divf %f2, %y : f32
  %f4 = arith.remf %f3, %y : f32
  %f5 = arith.negf %f4 : f32
  %f6 = arith.maximumf %f5, %y : f32
  %f7 = arith.minnumf %f6, %y : f32
  return %14, %f7 : i32, f32
}

// -----

// Constants keep their attribute; index becomes i64 (the default bitwidth).
// Values of converted types reach the ops that stay (func.return) through
// builtin.unrealized_conversion_cast.
// CHECK-LABEL: func.func @constants() -> (index, i8, f64, vector<2xi32>) {
// CHECK-NEXT:   %0 = llvm.mlir.constant(42 : index) : i64
// CHECK-NEXT:   %1 = builtin.unrealized_conversion_cast %0 : i64 to index
// CHECK-NEXT:   %2 = llvm.mlir.constant(-1 : i8) : i8
// CHECK-NEXT:   %3 = llvm.mlir.constant(1.500000e+00 : f64) : f64
// CHECK-NEXT:   %4 = llvm.mlir.constant(dense<[1, 2]> : vector<2xi32>) : vector<2xi32>
// CHECK-NEXT:   return %1, %2, %3, %4 : index, i8, f64, vector<2xi32>
// CHECK-NEXT: }
func.func @constants() -> (index, i8, f64, vector<2xi32>) {
  %0 = arith.constant 42 : index
  %1 = arith.constant -1 : i8
  %2 = arith.constant 1.5 : f64
  %3 = arith.constant dense<[1, 2]> : vector<2xi32>
  return %0, %1, %2, %3 : index, i8, f64, vector<2xi32>
}

// -----

// Casts: index_cast sign-extends or truncates, index_castui zero-extends,
// and disappears when the widths agree.
// CHECK-LABEL: func.func @casts(%arg0: index, %arg1: i32, %arg2: i64, %arg3: f32) -> (i64, i64, index, index, i16, f64, i32, f32, i32) {
// CHECK-NEXT:   %0 = llvm.sext %arg1 : i32 to i64
// CHECK-NEXT:   %1 = builtin.unrealized_conversion_cast %0 : i64 to index
// CHECK-NEXT:   %2 = llvm.zext %arg1 : i32 to i64
// CHECK-NEXT:   %3 = builtin.unrealized_conversion_cast %2 : i64 to index
// CHECK-NEXT:   %4 = llvm.trunc %arg1 : i32 to i16
// CHECK-NEXT:   %5 = llvm.fpext %arg3 : f32 to f64
// CHECK-NEXT:   %6 = llvm.fptosi %arg3 : f32 to i32
// CHECK-NEXT:   %7 = llvm.sitofp %arg1 : i32 to f32
// CHECK-NEXT:   %8 = llvm.bitcast %arg3 : f32 to i32
// CHECK-NEXT:   %9 = llvm.sext %arg1 : i32 to i64
// CHECK-NEXT:   %10 = llvm.zext %arg1 : i32 to i64
// CHECK-NEXT:   return %9, %10, %1, %3, %4, %5, %6, %7, %8 : i64, i64, index, index, i16, f64, i32, f32, i32
// CHECK-NEXT: }
func.func @casts(%i: index, %a: i32, %b: i64, %f: f32) -> (i64, i64, index, index, i16, f64, i32, f32, i32) {
  %0 = arith.index_cast %a : i32 to index
  %1 = arith.index_castui %a : i32 to index
  %2 = arith.index_cast %i : index to i64
  %3 = arith.index_cast %b : i64 to index
  %4 = arith.trunci %a : i32 to i16
  %5 = arith.extf %f : f32 to f64
  %6 = arith.fptosi %f : f32 to i32
  %7 = arith.sitofp %a : i32 to f32
  %8 = arith.bitcast %f : f32 to i32
  %9 = arith.extsi %a : i32 to i64
  %10 = arith.extui %a : i32 to i64
  %11 = arith.index_castui %i : index to i64
  return %9, %10, %0, %1, %4, %5, %6, %7, %8 : i64, i64, index, index, i16, f64, i32, f32, i32
}

// -----

// Comparisons keep their predicate number; select maps directly.
// CHECK-LABEL: func.func @compare(%arg0: i32, %arg1: i32, %arg2: f32, %arg3: f32) -> (i1, i1, i32) {
// CHECK-NEXT:   %0 = llvm.icmp "ult" %arg0, %arg1 : i32
// CHECK-NEXT:   %1 = llvm.fcmp "oge" %arg2, %arg3 : f32
// CHECK-NEXT:   %2 = llvm.select %0, %arg0, %arg1 : i1, i32
// CHECK-NEXT:   return %0, %1, %2 : i1, i1, i32
// CHECK-NEXT: }
func.func @compare(%a: i32, %b: i32, %x: f32, %y: f32) -> (i1, i1, i32) {
  %0 = arith.cmpi ult, %a, %b : i32
  %1 = arith.cmpf oge, %x, %y : f32
  %2 = arith.select %0, %a, %b : i32
  return %0, %1, %2 : i1, i1, i32
}

// -----

// The extended ops: uadd.with.overflow, and multiplication in twice the width.
// CHECK-LABEL: func.func @extended(%arg0: i32, %arg1: i32) -> (i32, i1, i32, i32) {
// CHECK-NEXT:   %0 = "llvm.intr.uadd.with.overflow"(%arg0, %arg1) : (i32, i32) -> !llvm.struct<(i32, i1)>
// CHECK-NEXT:   %1 = llvm.extractvalue %0[0] : !llvm.struct<(i32, i1)>
// CHECK-NEXT:   %2 = llvm.extractvalue %0[1] : !llvm.struct<(i32, i1)>
// CHECK-NEXT:   %3 = llvm.sext %arg0 : i32 to i64
// CHECK-NEXT:   %4 = llvm.sext %arg1 : i32 to i64
// CHECK-NEXT:   %5 = llvm.mul %3, %4 : i64
// CHECK-NEXT:   %6 = llvm.trunc %5 : i64 to i32
// CHECK-NEXT:   %7 = llvm.mlir.constant(32 : i64) : i64
// CHECK-NEXT:   %8 = llvm.lshr %5, %7  : i64
// CHECK-NEXT:   %9 = llvm.trunc %8 : i64 to i32
// CHECK-NEXT:   return %1, %2, %6, %9 : i32, i1, i32, i32
// CHECK-NEXT: }
func.func @extended(%a: i32, %b: i32) -> (i32, i1, i32, i32) {
  %s, %o = arith.addui_extended %a, %b : i32, i1
  %lo, %hi = arith.mulsi_extended %a, %b : i32
  return %s, %o, %lo, %hi : i32, i1, i32, i32
}

// -----

// Ops that fold are replaced by their folded value before any pattern runs.
// CHECK-LABEL: func.func @folds(%arg0: i32) -> (i32, i32, i1) {
// CHECK-NEXT:   %0 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:   %1 = llvm.mlir.constant(true) : i1
// CHECK-NEXT:   return %arg0, %0, %1 : i32, i32, i1
// CHECK-NEXT: }
func.func @folds(%a: i32) -> (i32, i32, i1) {
  %0 = arith.andi %a, %a : i32
  %1 = arith.xori %a, %a : i32
  %2 = arith.cmpi eq, %a, %a : i32
  return %0, %1, %2 : i32, i32, i1
}

// -----

// Ops on types the converter rejects (tensors) stay as they are.
// CHECK-LABEL: func.func @tensor(%arg0: tensor<4xf32>) -> tensor<4xf32> {
// CHECK-NEXT:   %0 = arith.addf %arg0, %arg0 : tensor<4xf32>
// CHECK-NEXT:   return %0 : tensor<4xf32>
// CHECK-NEXT: }
func.func @tensor(%t: tensor<4xf32>) -> tensor<4xf32> {
  %0 = arith.addf %t, %t : tensor<4xf32>
  return %0 : tensor<4xf32>
}
