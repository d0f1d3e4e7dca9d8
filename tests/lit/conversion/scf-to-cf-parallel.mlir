// RUN: cmir-opt %s --convert-scf-to-cf | FileCheck %s
// scf.parallel becomes a nest of scf.for, outermost dimension first, which
// is lowered in turn: the reductions' values are carried as block
// arguments, the body comes first in the innermost loop and each
// reduction's block after it.

// CHECK: module {
// CHECK-NEXT: func.func @nest(%arg0: index, %arg1: index, %arg2: index, %arg3: memref<?x?xf32>, %arg4: f32) {
// CHECK-NEXT: cf.br ^bb1(%arg0 : index)
// CHECK-NEXT: ^bb1(%0: index):  // 2 preds: ^bb0, ^bb5
// CHECK-NEXT: %1 = arith.cmpi slt, %0, %arg1 : index
// CHECK-NEXT: cf.cond_br %1, ^bb2, ^bb6
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: cf.br ^bb3(%arg0 : index)
// CHECK-NEXT: ^bb3(%2: index):  // 2 preds: ^bb2, ^bb4
// CHECK-NEXT: %3 = arith.cmpi slt, %2, %arg1 : index
// CHECK-NEXT: cf.cond_br %3, ^bb4, ^bb5
// CHECK-NEXT: ^bb4:  // pred: ^bb3
// CHECK-NEXT: memref.store %arg4, %arg3[%0, %2] : memref<?x?xf32>
// CHECK-NEXT: %4 = arith.addi %2, %arg2 : index
// CHECK-NEXT: cf.br ^bb3(%4 : index)
// CHECK-NEXT: ^bb5:  // pred: ^bb3
// CHECK-NEXT: %5 = arith.addi %0, %arg2 : index
// CHECK-NEXT: cf.br ^bb1(%5 : index)
// CHECK-NEXT: ^bb6:  // pred: ^bb1
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @reduce(%arg0: index, %arg1: index, %arg2: index, %arg3: memref<?x?xf32>, %arg4: f32, %arg5: i32) -> (f32, i32) {
// CHECK-NEXT: cf.br ^bb1(%arg0, %arg4, %arg5 : index, f32, i32)
// CHECK-NEXT: ^bb1(%0: index, %1: f32, %2: i32):  // 2 preds: ^bb0, ^bb5
// CHECK-NEXT: %3 = arith.cmpi slt, %0, %arg1 : index
// CHECK-NEXT: cf.cond_br %3, ^bb2, ^bb6
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: cf.br ^bb3(%arg0, %1, %2 : index, f32, i32)
// CHECK-NEXT: ^bb3(%4: index, %5: f32, %6: i32):  // 2 preds: ^bb2, ^bb4
// CHECK-NEXT: %7 = arith.cmpi slt, %4, %arg1 : index
// CHECK-NEXT: cf.cond_br %7, ^bb4, ^bb5
// CHECK-NEXT: ^bb4:  // pred: ^bb3
// CHECK-NEXT: %8 = memref.load %arg3[%0, %4] : memref<?x?xf32>
// CHECK-NEXT: %9 = arith.addf %5, %8 : f32
// CHECK-NEXT: %10 = arith.muli %6, %arg5 : i32
// CHECK-NEXT: %11 = arith.addi %4, %arg2 : index
// CHECK-NEXT: cf.br ^bb3(%11, %9, %10 : index, f32, i32)
// CHECK-NEXT: ^bb5:  // pred: ^bb3
// CHECK-NEXT: %12 = arith.addi %0, %arg2 : index
// CHECK-NEXT: cf.br ^bb1(%12, %5, %6 : index, f32, i32)
// CHECK-NEXT: ^bb6:  // pred: ^bb1
// CHECK-NEXT: return %1, %2 : f32, i32
// CHECK-NEXT: }
// CHECK-NEXT: }
// 

func.func @nest(%lb: index, %ub: index, %st: index, %m: memref<?x?xf32>, %v: f32) {
  scf.parallel (%i, %j) = (%lb, %lb) to (%ub, %ub) step (%st, %st) {
    memref.store %v, %m[%i, %j] : memref<?x?xf32>
  }
  return
}
func.func @reduce(%lb: index, %ub: index, %st: index, %m: memref<?x?xf32>, %init: f32, %k: i32) -> (f32, i32) {
  %r:2 = scf.parallel (%i, %j) = (%lb, %lb) to (%ub, %ub) step (%st, %st) init (%init, %k) -> (f32, i32) {
    %x = memref.load %m[%i, %j] : memref<?x?xf32>
    scf.reduce(%x, %k : f32, i32) {
    ^bb0(%a: f32, %b: f32):
      %s = arith.addf %a, %b : f32
      scf.reduce.return %s : f32
    }, {
    ^bb0(%a: i32, %b: i32):
      %s = arith.muli %a, %b : i32
      scf.reduce.return %s : i32
    }
  }
  return %r#0, %r#1 : f32, i32
}
