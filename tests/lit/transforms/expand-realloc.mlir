// RUN: cmir-opt --expand-realloc --split-input-file %s | FileCheck %s
// RUN: cmir-opt --expand-realloc=emit-deallocs=false --split-input-file %s | FileCheck %s --check-prefix=KEEP
// RUN: not cmir-opt --expand-realloc=emit-deallocs=maybe %s 2>&1 | FileCheck %s --check-prefix=BAD

// A dynamic buffer grown to a dynamic size: the sizes compared, a new
// buffer with the old contents when it is larger, else the same one.
// CHECK-LABEL: func.func @dyn
// CHECK-SAME: (%[[M:.+]]: memref<?xf32>, %[[N:.+]]: index)
// CHECK: %[[C0:.+]] = arith.constant 0 : index
// CHECK: %[[D:.+]] = memref.dim %[[M]], %[[C0]] : memref<?xf32>
// CHECK: %[[LT:.+]] = arith.cmpi ult, %[[D]], %[[N]] : index
// CHECK: %[[R:.+]] = scf.if %[[LT]] -> (memref<?xf32>) {
// CHECK:   %[[A:.+]] = memref.alloc(%[[N]]) {alignment = 16 : i64} : memref<?xf32>
// CHECK:   %[[S:.+]] = memref.subview %[[A]][0] [%[[D]]] [1] : memref<?xf32> to memref<?xf32, strided<[1]>>
// CHECK:   memref.copy %[[M]], %[[S]] : memref<?xf32> to memref<?xf32, strided<[1]>>
// CHECK:   memref.dealloc %[[M]] : memref<?xf32>
// CHECK:   scf.yield %[[A]] : memref<?xf32>
// CHECK: } else {
// CHECK:   %[[V:.+]] = memref.reinterpret_cast %[[M]] to offset: [0], sizes: [%[[N]]], strides: [1] : memref<?xf32> to memref<?xf32>
// CHECK:   scf.yield %[[V]] : memref<?xf32>
// CHECK: return %[[R]] : memref<?xf32>
// KEEP-LABEL: func.func @dyn
// KEEP-NOT: memref.dealloc
// BAD: emit-deallocs
func.func @dyn(%m: memref<?xf32>, %n: index) -> memref<?xf32> {
  %r = memref.realloc %m(%n) {alignment = 16} : memref<?xf32> to memref<?xf32>
  return %r : memref<?xf32>
}

// -----

// Static sizes are constants; nothing is folded.
// CHECK-LABEL: func.func @fixed
// CHECK: %[[C3:.+]] = arith.constant 3 : index
// CHECK: %[[C5:.+]] = arith.constant 5 : index
// CHECK: arith.cmpi ult, %[[C3]], %[[C5]] : index
// CHECK: memref.alloc() : memref<5xi16, 2>
// CHECK: memref.subview %{{.+}}[0] [3] [1] : memref<5xi16, 2> to memref<3xi16, strided<[1]>, 2>
// CHECK: memref.reinterpret_cast %{{.+}} to offset: [0], sizes: [5], strides: [1] : memref<3xi16, 2> to memref<5xi16, 2>
// KEEP-LABEL: func.func @fixed
// KEEP-NOT: memref.dealloc
func.func @fixed(%m: memref<3xi16, 2>) -> memref<5xi16, 2> {
  %r = memref.realloc %m : memref<3xi16, 2> to memref<5xi16, 2>
  return %r : memref<5xi16, 2>
}
