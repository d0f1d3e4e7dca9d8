// Memrefs of vectors (the seeds' memref<1x?xvector<4xf32>>): types with
// static, dynamic, strided, scalable and memory-space forms, and the memref
// ops on them, print as MLIR 19 prints them, in both forms, and survive
// the bytecode.
// RUN: cmir-opt %s | FileCheck %s
// RUN: cmir-opt %s | cmir-opt | FileCheck %s
// RUN: cmir-opt --mlir-print-op-generic %s | cmir-opt | FileCheck %s
// RUN: cmir-opt --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC
// RUN: cmir-bc %s -o %t.cmbc
// RUN: cmir-bc %t.cmbc | FileCheck %s

// CHECK-LABEL: func.func @types(%arg0: memref<1x?xvector<4xf32>>, %arg1: memref<2xvector<2x[4]xi8>, strided<[4], offset: ?>>, %arg2: memref<*xvector<4xf32>>) -> memref<vector<4xf32>, 1>
// CHECK: memref.alloc() : memref<vector<4xf32>, 1>
// GENERIC: "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<vector<4xf32>, 1>
func.func @types(%a: memref<1x?xvector<4xf32>>, %b: memref<2xvector<2x[4]xi8>, strided<[4], offset: ?>>, %c: memref<*xvector<4xf32>>) -> memref<vector<4xf32>, 1> {
  %x = memref.alloc() : memref<vector<4xf32>, 1>
  return %x : memref<vector<4xf32>, 1>
}

// CHECK-LABEL: func.func @ops
// CHECK: %[[A:.*]] = memref.alloc(%arg0) : memref<1x?xvector<4xf32>>
// CHECK: %[[V:.*]] = memref.load %[[A]][%{{.*}}, %{{.*}}] : memref<1x?xvector<4xf32>>
// CHECK: memref.store %[[V]], %[[A]][%{{.*}}, %arg0] : memref<1x?xvector<4xf32>>
// CHECK: memref.cast %[[A]] : memref<1x?xvector<4xf32>> to memref<*xvector<4xf32>>
// GENERIC: "memref.load"(%{{.*}}, %{{.*}}, %{{.*}}) : (memref<1x?xvector<4xf32>>, index, index) -> vector<4xf32>
func.func @ops(%n: index) {
  %c0 = arith.constant 0 : index
  %a = memref.alloc(%n) : memref<1x?xvector<4xf32>>
  %v = memref.load %a[%c0, %c0] : memref<1x?xvector<4xf32>>
  memref.store %v, %a[%c0, %n] : memref<1x?xvector<4xf32>>
  %u = memref.cast %a : memref<1x?xvector<4xf32>> to memref<*xvector<4xf32>>
  memref.dealloc %a : memref<1x?xvector<4xf32>>
  return
}
