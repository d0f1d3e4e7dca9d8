// The partial lowering to affine of the Toy tutorial's chapter 5 (seed
// 004's first listing): the whole output compared. Inputs/affine-lowering.expected
// is that listing without its comments and blank lines, as mlir-opt-19
// prints it (MLIR 19 names allocations %alloc, %alloc_N);
// affine-lowering-oracle.mlir checks that with mlir-opt-19.
// RUN: cmir-toy %s -emit=mlir-affine | diff %S/Inputs/affine-lowering.expected -
// RUN: cmir-opt %s --pass-pipeline='builtin.module(toy-to-affine,canonicalize,cse)' | diff %S/Inputs/affine-lowering.expected -
// The same from the Toy program it comes from.
// RUN: cmir-toy %S/Inputs/affine-lowering.toy -emit=mlir-affine | diff %S/Inputs/affine-lowering.expected -
// With -opt, affine-loop-fusion and affine-scalrep follow (seed 004's second
// listing, Inputs/affine-lowering-opt.expected): one nest, the buffer
// between the transpose and the product and the second load gone.
// RUN: cmir-toy %s -emit=mlir-affine -opt | diff %S/Inputs/affine-lowering-opt.expected -
// RUN: cmir-toy %S/Inputs/affine-lowering.toy -emit=mlir-affine -opt | diff %S/Inputs/affine-lowering-opt.expected -
// RUN: cmir-toy %s -emit=mlir-affine | cmir-opt --pass-pipeline='builtin.module(func.func(affine-loop-fusion,affine-scalrep))' | diff %S/Inputs/affine-lowering-opt.expected -
// Without -opt, toy.print of a tensor and the rest of the toy dialect is gone.
// RUN: cmir-toy %s -emit=mlir-affine | FileCheck %s
// CHECK-NOT: tensor
// CHECK-NOT: toy.{{[a-z]+}} {{.*}}tensor

toy.func @main() {
  %0 = toy.constant dense<[[1.000000e+00, 2.000000e+00, 3.000000e+00], [4.000000e+00, 5.000000e+00, 6.000000e+00]]> : tensor<2x3xf64>
  %2 = toy.transpose(%0 : tensor<2x3xf64>) to tensor<3x2xf64>
  %3 = toy.mul %2, %2 : tensor<3x2xf64>
  toy.print %3 : tensor<3x2xf64>
  toy.return
}
