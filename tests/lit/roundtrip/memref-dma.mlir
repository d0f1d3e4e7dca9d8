// RUN: cmir-opt %s | FileCheck %s
// RUN: cmir-opt %s | cmir-opt | FileCheck %s
// RUN: cmir-opt --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC

// memref.dma_start and dma_wait: one flat operand list whose layout the
// memref ranks decide; the stride pair is optional.

// CHECK-LABEL: func.func @dma
// CHECK: memref.dma_start %{{.*}}[%[[I:.*]], %[[I]]], %{{.*}}[%[[I]]], %[[N:.*]], %{{.*}}[] : memref<4x8xf32>, memref<16xf32, 2>, memref<i32>
// CHECK: memref.dma_start %{{.*}}[], %{{.*}}[%[[I]], %[[I]], %[[I]]], %[[N]], %{{.*}}[%[[I]]], %[[N]], %[[I]] : memref<f16>, memref<2x2x2xf16>, memref<3xi32, 1>
// CHECK: memref.dma_wait %{{.*}}[%[[I]]], %[[N]] : memref<3xi32, 1>
// GENERIC: "memref.dma_start"({{.*}}) : (memref<4x8xf32>, index, index, memref<16xf32, 2>, index, index, memref<i32>) -> ()
// GENERIC: "memref.dma_wait"(%{{.*}}, %{{.*}}, %{{.*}}) : (memref<3xi32, 1>, index, index) -> ()
func.func @dma(%a: memref<4x8xf32>, %b: memref<16xf32, 2>, %t: memref<i32>, %i: index, %n: index,
               %s: memref<f16>, %d: memref<2x2x2xf16>, %t3: memref<3xi32, 1>) {
  memref.dma_start %a[%i, %i], %b[%i], %n, %t[] : memref<4x8xf32>, memref<16xf32, 2>, memref<i32>
  memref.dma_start %s[], %d[%i, %i, %i], %n, %t3[%i], %n, %i : memref<f16>, memref<2x2x2xf16>, memref<3xi32, 1>
  memref.dma_wait %t3[%i], %n : memref<3xi32, 1>
  return
}
