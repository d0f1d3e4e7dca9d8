// REQUIRES: mlir-opt
// fold-memref-alias-ops prints exactly what mlir-opt-19 prints on
// Inputs/fold-memref-alias-ops.mlir.
// RUN: cmir-opt --fold-memref-alias-ops %S/Inputs/fold-memref-alias-ops.mlir > %t.cmir
// RUN: mlir-opt --fold-memref-alias-ops %S/Inputs/fold-memref-alias-ops.mlir > %t.mlir
// RUN: diff %t.cmir %t.mlir
