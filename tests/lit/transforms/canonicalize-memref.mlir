// RUN: cmir-opt %s --canonicalize --split-input-file | FileCheck %s

// memref.dim of a static size folds to a constant; of an alloc's or a
// subview's dynamic size, to the operand that gave it. memref.rank of a
// ranked memref folds to a constant. Unused allocations and loads go away.
// CHECK-LABEL: func.func @dim_rank(
// CHECK-SAME: %[[M:.*]]: memref<4x?xf32>, %[[U:.*]]: memref<*xf32>, %[[N:.*]]: index)
// CHECK-NEXT:    %[[C1:.*]] = arith.constant 1 : index
// CHECK-NEXT:    %[[C4:.*]] = arith.constant 4 : index
// CHECK-NEXT:    %[[C2:.*]] = arith.constant 2 : index
// CHECK-NEXT:    %[[R:.*]] = memref.rank %[[U]] : memref<*xf32>
// CHECK-NEXT:    %[[D:.*]] = memref.dim %[[M]], %[[C1]] : memref<4x?xf32>
// CHECK-NEXT:    return %[[C4]], %[[N]], %[[C2]], %[[R]], %[[D]] : index, index, index, index, index
func.func @dim_rank(%m: memref<4x?xf32>, %u: memref<*xf32>, %n: index) -> (index, index, index, index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = memref.alloc(%n) : memref<4x?xf32>
  %unused = memref.load %a[%c0, %c0] : memref<4x?xf32>
  %0 = memref.dim %m, %c0 : memref<4x?xf32>
  %1 = memref.dim %a, %c1 : memref<4x?xf32>
  %2 = memref.rank %m : memref<4x?xf32>
  %3 = memref.rank %u : memref<*xf32>
  %4 = memref.dim %m, %c1 : memref<4x?xf32>
  return %0, %1, %2, %3, %4 : index, index, index, index, index
}

// -----

// CHECK-LABEL: func.func @dim_of_subview(
// CHECK-SAME: %{{.*}}: memref<?x1x?xf32>, %[[I:.*]]: index, %[[J:.*]]: index)
// CHECK-NEXT:    return %[[I]], %[[J]] : index, index
func.func @dim_of_subview(%m: memref<?x1x?xf32>, %i: index, %j: index) -> (index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %s = memref.subview %m[0, 0, 0] [%i, 1, %j] [1, 1, 1] : memref<?x1x?xf32> to memref<?x?xf32, strided<[?, 1]>>
  %0 = memref.dim %s, %c0 : memref<?x?xf32, strided<[?, 1]>>
  %1 = memref.dim %s, %c1 : memref<?x?xf32, strided<[?, 1]>>
  return %0, %1 : index, index
}

// -----

// A cast to the same type is its operand.
// CHECK-LABEL: func.func @identity_cast(
// CHECK-SAME: %[[M:.*]]: memref<4xf32>)
// CHECK-NEXT:    return %[[M]] : memref<4xf32>
func.func @identity_cast(%m: memref<4xf32>) -> memref<4xf32> {
  %0 = memref.cast %m : memref<4xf32> to memref<4xf32>
  return %0 : memref<4xf32>
}
