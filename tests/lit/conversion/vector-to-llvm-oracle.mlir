// REQUIRES: mlir-opt
// convert-vector-to-llvm prints exactly what mlir-opt-19 prints, in both
// forms, with and without reassociate-fp-reductions, and followed by
// convert-to-llvm.
// RUN: cmir-opt --convert-vector-to-llvm %S/Inputs/vector-to-llvm.mlir > %t.cmir
// RUN: mlir-opt --convert-vector-to-llvm %S/Inputs/vector-to-llvm.mlir > %t.mlir
// RUN: diff %t.cmir %t.mlir
// RUN: cmir-opt --convert-vector-to-llvm --mlir-print-op-generic %S/Inputs/vector-to-llvm.mlir > %t.cmir
// RUN: mlir-opt --convert-vector-to-llvm --mlir-print-op-generic %S/Inputs/vector-to-llvm.mlir > %t.mlir
// RUN: diff %t.cmir %t.mlir
// RUN: cmir-opt --convert-vector-to-llvm=reassociate-fp-reductions %S/Inputs/vector-to-llvm.mlir > %t.cmir
// RUN: mlir-opt --convert-vector-to-llvm=reassociate-fp-reductions %S/Inputs/vector-to-llvm.mlir > %t.mlir
// RUN: diff %t.cmir %t.mlir
// RUN: cmir-opt --convert-vector-to-llvm --convert-to-llvm --reconcile-unrealized-casts %S/Inputs/vector-to-llvm.mlir > %t.cmir
// RUN: mlir-opt --convert-vector-to-llvm --convert-to-llvm --reconcile-unrealized-casts %S/Inputs/vector-to-llvm.mlir > %t.mlir
// RUN: diff %t.cmir %t.mlir
