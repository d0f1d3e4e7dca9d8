// REQUIRES: mlir-opt
// canonicalize prints exactly what mlir-opt-19 prints on
// Inputs/canonicalize-memref.mlir.
// RUN: cmir-opt --canonicalize %S/Inputs/canonicalize-memref.mlir > %t.cmir
// RUN: mlir-opt --canonicalize %S/Inputs/canonicalize-memref.mlir > %t.mlir
// RUN: diff %t.cmir %t.mlir
