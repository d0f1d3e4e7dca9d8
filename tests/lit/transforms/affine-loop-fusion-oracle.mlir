// Inputs/affine-loop-fusion.expected is mlir-opt-19's affine-loop-fusion of
// affine-loop-fusion.mlir.
// REQUIRES: mlir-opt
// RUN: mlir-opt %S/affine-loop-fusion.mlir --pass-pipeline='builtin.module(func.func(affine-loop-fusion))' | diff %S/Inputs/affine-loop-fusion.expected -
