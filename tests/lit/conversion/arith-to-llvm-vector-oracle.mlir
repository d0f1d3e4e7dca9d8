// REQUIRES: mlir-opt
// arith on n-D vectors: cmir's lowering prints exactly what mlir-opt-19
// prints, in both forms, alone and in convert-to-llvm.
// RUN: cmir-opt --convert-arith-to-llvm %S/Inputs/arith-vector-nd.mlir > %t.cmir
// RUN: mlir-opt --convert-arith-to-llvm %S/Inputs/arith-vector-nd.mlir > %t.mlir
// RUN: diff %t.cmir %t.mlir
// RUN: cmir-opt --convert-arith-to-llvm=index-bitwidth=32 %S/Inputs/arith-vector-nd.mlir > %t.cmir
// RUN: mlir-opt --convert-arith-to-llvm=index-bitwidth=32 %S/Inputs/arith-vector-nd.mlir > %t.mlir
// RUN: diff %t.cmir %t.mlir
// RUN: cmir-opt --convert-to-llvm --reconcile-unrealized-casts --mlir-print-op-generic %S/Inputs/arith-vector-nd.mlir > %t.cmir
// RUN: mlir-opt --convert-to-llvm --reconcile-unrealized-casts --mlir-print-op-generic %S/Inputs/arith-vector-nd.mlir > %t.mlir
// RUN: diff %t.cmir %t.mlir
