// REQUIRES: mlir-opt
// canonicalize prints exactly what mlir-opt-19 prints on
// Inputs/canonicalize-greedy.mlir, top-down (the default) and bottom-up.
// RUN: cmir-opt --canonicalize %S/Inputs/canonicalize-greedy.mlir > %t.cmir
// RUN: mlir-opt --canonicalize %S/Inputs/canonicalize-greedy.mlir > %t.mlir
// RUN: diff %t.cmir %t.mlir
// RUN: cmir-opt --canonicalize=top-down=false %S/Inputs/canonicalize-greedy.mlir > %t.cmir
// RUN: mlir-opt --canonicalize=top-down=false %S/Inputs/canonicalize-greedy.mlir > %t.mlir
// RUN: diff %t.cmir %t.mlir
