// RUN: cmir-opt %s --finalize-memref-to-llvm | FileCheck %s
// RUN: cmir-opt %s --convert-to-llvm | FileCheck %s --check-prefix=ALL
// memref.transpose becomes a new descriptor: pointers and offset copied,
// result dim i taking size and stride of source dim perm[i], one dim after
// the other; the identity permutation is the source descriptor.

// CHECK-LABEL: func.func @rotate(
// CHECK: %[[S:.*]] = builtin.unrealized_conversion_cast %arg0 : memref<4x?x6xi32, strided<[?, 6, 1], offset: ?>> to !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %[[U:.*]] = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %[[A:.*]] = llvm.extractvalue %[[S]][0]
// CHECK-NEXT: %[[D0:.*]] = llvm.insertvalue %[[A]], %[[U]][0]
// CHECK-NEXT: %[[B:.*]] = llvm.extractvalue %[[S]][1]
// CHECK-NEXT: %[[D1:.*]] = llvm.insertvalue %[[B]], %[[D0]][1]
// CHECK-NEXT: %[[O:.*]] = llvm.extractvalue %[[S]][2]
// CHECK-NEXT: %[[D2:.*]] = llvm.insertvalue %[[O]], %[[D1]][2]
// CHECK-NEXT: %[[Z0:.*]] = llvm.extractvalue %[[S]][3, 1]
// CHECK-NEXT: %[[D3:.*]] = llvm.insertvalue %[[Z0]], %[[D2]][3, 0]
// CHECK-NEXT: %[[T0:.*]] = llvm.extractvalue %[[S]][4, 1]
// CHECK-NEXT: %[[D4:.*]] = llvm.insertvalue %[[T0]], %[[D3]][4, 0]
// CHECK-NEXT: %[[Z1:.*]] = llvm.extractvalue %[[S]][3, 2]
// CHECK-NEXT: %[[D5:.*]] = llvm.insertvalue %[[Z1]], %[[D4]][3, 1]
// CHECK-NEXT: %[[T1:.*]] = llvm.extractvalue %[[S]][4, 2]
// CHECK-NEXT: %[[D6:.*]] = llvm.insertvalue %[[T1]], %[[D5]][4, 1]
// CHECK-NEXT: %[[Z2:.*]] = llvm.extractvalue %[[S]][3, 0]
// CHECK-NEXT: %[[D7:.*]] = llvm.insertvalue %[[Z2]], %[[D6]][3, 2]
// CHECK-NEXT: %[[T2:.*]] = llvm.extractvalue %[[S]][4, 0]
// CHECK-NEXT: %[[D8:.*]] = llvm.insertvalue %[[T2]], %[[D7]][4, 2]
// CHECK-NEXT: %[[R:.*]] = builtin.unrealized_conversion_cast %[[D8]] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> to memref<?x6x4xi32, strided<[6, 1, ?], offset: ?>>
// CHECK-NEXT: return %[[R]]
func.func @rotate(%m: memref<4x?x6xi32, strided<[?, 6, 1], offset: ?>>) -> memref<?x6x4xi32, strided<[6, 1, ?], offset: ?>> {
  %0 = memref.transpose %m (a, b, c) -> (b, c, a) : memref<4x?x6xi32, strided<[?, 6, 1], offset: ?>> to memref<?x6x4xi32, strided<[6, 1, ?], offset: ?>>
  return %0 : memref<?x6x4xi32, strided<[6, 1, ?], offset: ?>>
}

// CHECK-LABEL: func.func @same(
// CHECK-NEXT: return %arg0 : memref<3x5xf32>
func.func @same(%m: memref<3x5xf32>) -> memref<3x5xf32> {
  %0 = memref.transpose %m (a, b) -> (a, b) : memref<3x5xf32> to memref<3x5xf32>
  return %0 : memref<3x5xf32>
}

// ALL-LABEL: llvm.func @rotate(
// ALL: llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// ALL: llvm.insertvalue %{{.*}}, %{{.*}}[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// ALL-NOT: memref.transpose
// ALL-LABEL: llvm.func @same(
