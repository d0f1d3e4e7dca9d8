// RUN: cmir-opt %s | FileCheck %s
// RUN: cmir-opt %s | cmir-opt | FileCheck %s
// RUN: cmir-opt --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC
// RUN: cmir-opt --mlir-print-op-generic %s | cmir-opt | FileCheck %s

// memref.atomic_rmw: the kind is a keyword (or a string) stored as the index
// of AtomicRMWKind; generic_atomic_rmw's body names the current value.

// CHECK-LABEL: func.func @kinds
// CHECK: memref.atomic_rmw addf %{{.*}}, %{{.*}}[%{{.*}}] : (f32, memref<8xf32>) -> f32
// CHECK: memref.atomic_rmw minnumf %{{.*}}, %{{.*}}[%{{.*}}] {tag} : (f32, memref<8xf32>) -> f32
// CHECK: memref.atomic_rmw ori %{{.*}}, %{{.*}}[%{{.*}}, %{{.*}}] : (i16, memref<2x3xi16>) -> i16
// CHECK: memref.atomic_rmw assign %{{.*}}, %{{.*}}[] : (i16, memref<i16>) -> i16
// GENERIC: "memref.atomic_rmw"(%{{.*}}, %{{.*}}, %{{.*}}) <{kind = 0 : i64}> : (f32, memref<8xf32>, index) -> f32
// GENERIC: <{kind = 14 : i64}> {tag}
// GENERIC: <{kind = 11 : i64}>
// GENERIC: <{kind = 2 : i64}>
func.func @kinds(%f: memref<8xf32>, %v: f32, %i: index, %m: memref<2x3xi16>, %w: i16,
                 %s: memref<i16>) {
  %0 = memref.atomic_rmw addf %v, %f[%i] : (f32, memref<8xf32>) -> f32
  %1 = memref.atomic_rmw "minnumf" %v, %f[%i] {tag} : (f32, memref<8xf32>) -> f32
  %2 = memref.atomic_rmw ori %w, %m[%i, %i] : (i16, memref<2x3xi16>) -> i16
  %3 = memref.atomic_rmw assign %w, %s[] : (i16, memref<i16>) -> i16
  return
}

// CHECK-LABEL: func.func @generic
// CHECK:      %[[R:.*]] = memref.generic_atomic_rmw %{{.*}}[%{{.*}}] : memref<4xi32, strided<[2]>> {
// CHECK-NEXT: ^bb0(%[[C:.*]]: i32):
// CHECK-NEXT:   %[[N:.*]] = arith.xori %[[C]], %{{.*}} : i32
// CHECK-NEXT:   memref.atomic_yield %[[N]] : i32
// CHECK-NEXT: } {note = 1 : i32}
// GENERIC: "memref.generic_atomic_rmw"(%{{.*}}, %{{.*}}) ({
// GENERIC: "memref.atomic_yield"(%{{.*}}) : (i32) -> ()
// GENERIC: }) {note = 1 : i32} : (memref<4xi32, strided<[2]>>, index) -> i32
func.func @generic(%m: memref<4xi32, strided<[2]>>, %i: index, %k: i32) -> i32 {
  %r = memref.generic_atomic_rmw %m[%i] : memref<4xi32, strided<[2]>> {
  ^bb0(%cur: i32):
    %n = arith.xori %cur, %k : i32
    memref.atomic_yield %n : i32
  } {note = 1 : i32}
  return %r : i32
}
