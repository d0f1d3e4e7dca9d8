// REQUIRES: mlir-opt
// duplicate-function-elimination prints exactly what mlir-opt-19 prints.
// RUN: cmir-opt --duplicate-function-elimination --split-input-file %S/duplicate-function-elimination.mlir > %t.cmir
// RUN: mlir-opt --duplicate-function-elimination --split-input-file %S/duplicate-function-elimination.mlir > %t.mlir
// RUN: diff %t.cmir %t.mlir
