// Inputs/affine-scalrep.expected is mlir-opt-19's affine-scalrep of
// affine-scalrep.mlir.
// REQUIRES: mlir-opt
// RUN: mlir-opt %S/affine-scalrep.mlir --pass-pipeline='builtin.module(func.func(affine-scalrep))' | diff %S/Inputs/affine-scalrep.expected -
