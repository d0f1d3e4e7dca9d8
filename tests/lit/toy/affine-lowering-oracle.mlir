// Inputs/affine-lowering.expected and Inputs/affine-lowering-opt.expected
// are seed 004's two listings as mlir-opt-19 prints them, and mlir-opt-19's
// affine-loop-fusion and affine-scalrep make the second of cmir-toy's
// lowering, as -opt does in the tutorial's toyc; each pass alone gives what
// cmir-opt's does.
// REQUIRES: mlir-opt
// RUN: mlir-opt --allow-unregistered-dialect %S/Inputs/seed-listing-1.mlir | sed -e 's/"toy.print"(%alloc) : (memref<3x2xf64>) -> ()/toy.print %alloc : memref<3x2xf64>/' | diff %S/Inputs/affine-lowering.expected -
// RUN: mlir-opt --allow-unregistered-dialect %S/Inputs/seed-listing-2.mlir | sed -e 's/"toy.print"(%alloc) : (memref<3x2xf64>) -> ()/toy.print %alloc : memref<3x2xf64>/' | diff %S/Inputs/affine-lowering-opt.expected -
// RUN: cmir-toy %S/affine-lowering.mlir -emit=mlir-affine --mlir-print-op-generic > %t.generic.mlir
// RUN: mlir-opt --allow-unregistered-dialect %t.generic.mlir --pass-pipeline='builtin.module(func.func(affine-loop-fusion,affine-scalrep))' | sed -e 's/"toy.print"(%alloc) : (memref<3x2xf64>) -> ()/toy.print %alloc : memref<3x2xf64>/' | diff %S/Inputs/affine-lowering-opt.expected -
// RUN: mlir-opt --allow-unregistered-dialect %t.generic.mlir --pass-pipeline='builtin.module(func.func(affine-loop-fusion))' --mlir-print-op-generic > %t.fused.mlir
// RUN: cmir-opt %t.generic.mlir --pass-pipeline='builtin.module(func.func(affine-loop-fusion))' --mlir-print-op-generic | diff %t.fused.mlir -
// RUN: mlir-opt --allow-unregistered-dialect %t.generic.mlir --pass-pipeline='builtin.module(func.func(affine-scalrep))' --mlir-print-op-generic > %t.scalrep.mlir
// RUN: cmir-opt %t.generic.mlir --pass-pipeline='builtin.module(func.func(affine-scalrep))' --mlir-print-op-generic | diff %t.scalrep.mlir -
// RUN: mlir-opt --allow-unregistered-dialect %t.fused.mlir --pass-pipeline='builtin.module(func.func(affine-scalrep))' --mlir-print-op-generic > %t.both.mlir
// RUN: cmir-opt %t.fused.mlir --pass-pipeline='builtin.module(func.func(affine-scalrep))' --mlir-print-op-generic | diff %t.both.mlir -
