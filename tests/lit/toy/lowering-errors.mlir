// What toy-to-affine cannot lower: a function left after inlining, ops of
// unranked tensors (shape inference and canonicalization did not run).
// RUN: not cmir-opt %s --split-input-file --pass-pipeline='builtin.module(toy-to-affine)' 2>&1 | FileCheck %s

// CHECK: [[@LINE+1]]:1: error: failed to legalize operation 'toy.func'
toy.func @helper(%a: tensor<2xf64>) {
  toy.print %a : tensor<2xf64>
  toy.return
}

// -----

toy.func @main() {
  %0 = toy.constant dense<1.0> : tensor<2xf64>
  // CHECK: [[@LINE+1]]:8: error: failed to legalize operation 'toy.cast'
  %1 = toy.cast %0 : tensor<2xf64> to tensor<*xf64>
  %2 = toy.transpose(%1 : tensor<*xf64>) to tensor<*xf64>
  toy.print %2 : tensor<*xf64>
  toy.return
}
