// REQUIRES: mlir-opt
// expand-strided-metadata prints exactly what mlir-opt-19 prints on
// Inputs/expand-strided-metadata-patterns.mlir (its patterns under the
// greedy driver: the same ops, constants in the same order).
// RUN: cmir-opt --expand-strided-metadata %S/Inputs/expand-strided-metadata-patterns.mlir > %t.cmir
// RUN: mlir-opt --expand-strided-metadata %S/Inputs/expand-strided-metadata-patterns.mlir > %t.mlir
// RUN: diff %t.cmir %t.mlir
