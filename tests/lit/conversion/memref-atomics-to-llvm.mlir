// RUN: cmir-opt %s --finalize-memref-to-llvm --split-input-file | FileCheck %s
// RUN: cmir-opt %s --convert-to-llvm --split-input-file | FileCheck %s --check-prefix=ALL

// atomic_rmw becomes llvm.atomicrmw (acq_rel) on the element's address where
// LLVM has the operation; minimumf and maximumf a cmpxchg loop around
// llvm.intr.minimum / maximum on the bits (LLVM's fmin and fmax are
// minnum and maxnum); muli, mulf, maxnumf and minnumf stay.
// CHECK-LABEL: func.func @rmw
// CHECK:      %[[P:.*]] = llvm.getelementptr %{{.*}}[%{{.*}}] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %[[INIT:.*]] = llvm.load %[[P]] : !llvm.ptr -> f32
// CHECK-NEXT: llvm.br ^bb1(%[[INIT]] : f32)
// CHECK-NEXT: ^bb1(%[[CUR:.*]]: f32):
// CHECK-NEXT: %[[MIN:.*]] = llvm.intr.minimum(%[[CUR]], %{{.*}}) : (f32, f32) -> f32
// CHECK-NEXT: %[[CI:.*]] = llvm.bitcast %[[CUR]] : f32 to i32
// CHECK-NEXT: %[[MI:.*]] = llvm.bitcast %[[MIN]] : f32 to i32
// CHECK-NEXT: %[[PAIR:.*]] = llvm.cmpxchg %[[P]], %[[CI]], %[[MI]] acq_rel monotonic : !llvm.ptr, i32
// CHECK-NEXT: %[[OLDI:.*]] = llvm.extractvalue %[[PAIR]][0]
// CHECK-NEXT: %[[OK:.*]] = llvm.extractvalue %[[PAIR]][1]
// CHECK-NEXT: %[[OLD:.*]] = llvm.bitcast %[[OLDI]] : i32 to f32
// CHECK-NEXT: llvm.cond_br %[[OK]], ^bb2, ^bb1(%[[OLD]] : f32)
// CHECK: llvm.mul %{{.*}}, %{{.*}} : i64
// CHECK: llvm.atomicrmw umax %{{.*}}, %{{.*}} acq_rel : !llvm.ptr, i8
// CHECK: memref.atomic_rmw muli
func.func @rmw(%f: memref<4xf32>, %v: f32, %i: index, %m: memref<3x5xi8>, %w: i8) -> (f32, i8, i8) {
  %0 = memref.atomic_rmw minimumf %v, %f[%i] : (f32, memref<4xf32>) -> f32
  %1 = memref.atomic_rmw maxu %w, %m[%i, %i] : (i8, memref<3x5xi8>) -> i8
  %2 = memref.atomic_rmw muli %w, %m[%i, %i] : (i8, memref<3x5xi8>) -> i8
  return %0, %1, %2 : f32, i8, i8
}

// -----

// generic_atomic_rmw: a load, then a cmpxchg loop around the body. The
// memref pass alone moves only LLVM bodies; convert-to-llvm also converts
// arith bodies.
// CHECK-LABEL: func.func @generic_llvm_body
// CHECK:      %[[P:.*]] = llvm.getelementptr
// CHECK-NEXT: %[[INIT:.*]] = llvm.load %[[P]] : !llvm.ptr -> i32
// CHECK-NEXT: llvm.br ^bb1(%[[INIT]] : i32)
// CHECK-NEXT: ^bb1(%[[CUR:.*]]: i32):
// CHECK-NEXT: %[[NEW:.*]] = llvm.add %[[CUR]], %{{.*}} : i32
// CHECK-NEXT: %[[PAIR:.*]] = llvm.cmpxchg %[[P]], %[[CUR]], %[[NEW]] acq_rel monotonic : !llvm.ptr, i32
// CHECK-NEXT: %[[OLD:.*]] = llvm.extractvalue %[[PAIR]][0] : !llvm.struct<(i32, i1)>
// CHECK-NEXT: %[[OK:.*]] = llvm.extractvalue %[[PAIR]][1] : !llvm.struct<(i32, i1)>
// CHECK-NEXT: llvm.cond_br %[[OK]], ^bb2, ^bb1(%[[OLD]] : i32)
// CHECK-NEXT: ^bb2:
// CHECK-NEXT: return %[[OLD]] : i32
func.func @generic_llvm_body(%m: memref<8xi32>, %i: index, %k: i32) -> i32 {
  %0 = memref.generic_atomic_rmw %m[%i] : memref<8xi32> {
  ^bb0(%cur: i32):
    %n = llvm.add %cur, %k : i32
    memref.atomic_yield %n : i32
  }
  return %0 : i32
}

// -----

// CHECK-LABEL: func.func @generic_arith_body
// CHECK: memref.generic_atomic_rmw
// ALL-LABEL: llvm.func @generic_arith_body
// ALL: llvm.br ^bb1
// ALL: llvm.sub
// ALL: llvm.cmpxchg
// ALL: llvm.cond_br
func.func @generic_arith_body(%m: memref<8xi64>, %i: index, %k: i64) -> i64 {
  %0 = memref.generic_atomic_rmw %m[%i] : memref<8xi64> {
  ^bb0(%cur: i64):
    %n = arith.subi %cur, %k : i64
    memref.atomic_yield %n : i64
  }
  return %0 : i64
}
