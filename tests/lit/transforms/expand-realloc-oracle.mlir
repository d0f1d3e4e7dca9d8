// REQUIRES: mlir-opt
// expand-realloc prints exactly what mlir-opt-19 prints on
// Inputs/expand-realloc.mlir, with and without the deallocations.
// RUN: cmir-opt --allow-unregistered-dialect --expand-realloc %S/Inputs/expand-realloc.mlir > %t.cmir
// RUN: mlir-opt --allow-unregistered-dialect --expand-realloc %S/Inputs/expand-realloc.mlir > %t.mlir
// RUN: diff %t.cmir %t.mlir
// RUN: cmir-opt --allow-unregistered-dialect --expand-realloc=emit-deallocs=false %S/Inputs/expand-realloc.mlir > %t.cmir
// RUN: mlir-opt --allow-unregistered-dialect --expand-realloc=emit-deallocs=false %S/Inputs/expand-realloc.mlir > %t.mlir
// RUN: diff %t.cmir %t.mlir
