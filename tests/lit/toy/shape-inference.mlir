// toy-inline and toy-shape-inference: calls inlined with casts of their
// arguments, private functions erased, shapes propagated.
// RUN: cmir-opt %s --pass-pipeline='builtin.module(toy-inline)' | FileCheck %s --check-prefix=INLINE
// RUN: cmir-opt %s --pass-pipeline='builtin.module(toy-inline,toy-shape-inference)' | FileCheck %s --check-prefix=SHAPE
// RUN: cmir-opt %s --pass-pipeline='builtin.module(toy-inline,toy-optimize)' | FileCheck %s --check-prefix=OPT

toy.func private @mul_t(%a: tensor<*xf64>, %b: tensor<*xf64>) -> tensor<*xf64> {
  %0 = toy.transpose(%a : tensor<*xf64>) to tensor<*xf64>
  %1 = toy.transpose(%b : tensor<*xf64>) to tensor<*xf64>
  %2 = toy.mul %0, %1 : tensor<*xf64>
  toy.return %2 : tensor<*xf64>
}
toy.func private @twice(%a: tensor<*xf64>) -> tensor<*xf64> {
  %0 = toy.generic_call @mul_t(%a, %a) : (tensor<*xf64>, tensor<*xf64>) -> tensor<*xf64>
  %1 = toy.add %0, %0 : tensor<*xf64>
  toy.return %1 : tensor<*xf64>
}
toy.func @main() {
  %0 = toy.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf64>
  %1 = toy.generic_call @twice(%0) : (tensor<2x3xf64>) -> tensor<*xf64>
  toy.print %1 : tensor<*xf64>
  toy.return
}

// INLINE-NOT: @mul_t
// INLINE-NOT: @twice
// INLINE: toy.func @main() {
// INLINE-NEXT: %[[C:.*]] = toy.constant
// INLINE-NEXT: %[[A:.*]] = toy.cast %[[C]] : tensor<2x3xf64> to tensor<*xf64>
// INLINE-NEXT: %[[T0:.*]] = toy.transpose(%[[A]] : tensor<*xf64>) to tensor<*xf64>
// INLINE-NEXT: %[[T1:.*]] = toy.transpose(%[[A]] : tensor<*xf64>) to tensor<*xf64>
// INLINE-NEXT: %[[M:.*]] = toy.mul %[[T0]], %[[T1]] : tensor<*xf64>
// INLINE-NEXT: %[[S:.*]] = toy.add %[[M]], %[[M]] : tensor<*xf64>
// INLINE-NEXT: toy.print %[[S]] : tensor<*xf64>
// INLINE-NEXT: toy.return
// INLINE-NOT: toy.func

// SHAPE: toy.cast %{{.*}} : tensor<2x3xf64> to tensor<2x3xf64>
// SHAPE: toy.transpose(%{{.*}} : tensor<2x3xf64>) to tensor<3x2xf64>
// SHAPE: toy.transpose(%{{.*}} : tensor<2x3xf64>) to tensor<3x2xf64>
// SHAPE: toy.mul %{{.*}}, %{{.*}} : tensor<3x2xf64>
// SHAPE: toy.add %{{.*}}, %{{.*}} : tensor<3x2xf64>
// SHAPE: toy.print %{{.*}} : tensor<3x2xf64>

// OPT: toy.func @main() {
// OPT-NEXT: %[[C:.*]] = toy.constant dense<{{.*}}> : tensor<2x3xf64>
// OPT-NEXT: %[[T:.*]] = toy.transpose(%[[C]] : tensor<2x3xf64>) to tensor<3x2xf64>
// OPT-NEXT: %[[M:.*]] = toy.mul %[[T]], %[[T]] : tensor<3x2xf64>
// OPT-NEXT: %[[S:.*]] = toy.add %[[M]], %[[M]] : tensor<3x2xf64>
// OPT-NEXT: toy.print %[[S]] : tensor<3x2xf64>
// OPT-NEXT: toy.return
// OPT-NEXT: }
