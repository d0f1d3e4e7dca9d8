// REQUIRES: mlir-opt
// canonicalize on affine.for with results prints what mlir-opt-19 prints.
// RUN: cmir-opt --canonicalize --split-input-file %S/affine-canonicalize-loops.mlir > %t.cmir
// RUN: mlir-opt --canonicalize --split-input-file %S/affine-canonicalize-loops.mlir > %t.mlir
// RUN: diff %t.cmir %t.mlir
