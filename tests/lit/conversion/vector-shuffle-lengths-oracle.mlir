// REQUIRES: mlir-opt
// convert-vector-to-llvm on shuffles of two lengths prints exactly what
// mlir-opt-19 prints.
// RUN: cmir-opt --convert-vector-to-llvm %S/vector-shuffle-lengths.mlir > %t.cmir
// RUN: mlir-opt --convert-vector-to-llvm %S/vector-shuffle-lengths.mlir > %t.mlir
// RUN: diff %t.cmir %t.mlir
