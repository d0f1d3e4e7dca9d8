// REQUIRES: mlir-opt
// canonicalize folds LLVM dialect ops exactly as mlir-opt-19 does on
// Inputs/canonicalize-llvm.mlir, top-down and bottom-up.
// RUN: cmir-opt --canonicalize %S/Inputs/canonicalize-llvm.mlir > %t.cmir
// RUN: mlir-opt --canonicalize %S/Inputs/canonicalize-llvm.mlir > %t.mlir
// RUN: diff %t.cmir %t.mlir
// RUN: cmir-opt --canonicalize=top-down=false %S/Inputs/canonicalize-llvm.mlir > %t.cmir
// RUN: mlir-opt --canonicalize=top-down=false %S/Inputs/canonicalize-llvm.mlir > %t.mlir
// RUN: diff %t.cmir %t.mlir
