// REQUIRES: mlir-opt
// canonicalize with the bounds of affine.for induction variables, affine
// loads and stores and merged affine.min/max prints what mlir-opt-19 prints.
// RUN: cmir-opt --canonicalize --split-input-file %S/affine-canonicalize-bounds.mlir > %t.cmir
// RUN: mlir-opt --canonicalize --split-input-file %S/affine-canonicalize-bounds.mlir > %t.mlir
// RUN: diff %t.cmir %t.mlir
