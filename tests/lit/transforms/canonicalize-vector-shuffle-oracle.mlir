// REQUIRES: mlir-opt
// canonicalize on vector.shuffle prints exactly what mlir-opt-19 prints.
// RUN: cmir-opt --canonicalize %S/canonicalize-vector-shuffle.mlir > %t.cmir
// RUN: mlir-opt --canonicalize %S/canonicalize-vector-shuffle.mlir > %t.mlir
// RUN: diff %t.cmir %t.mlir
