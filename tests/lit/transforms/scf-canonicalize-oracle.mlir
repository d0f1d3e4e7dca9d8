// REQUIRES: mlir-opt
// The scf patterns of canonicalize print exactly what mlir-opt-19 prints on
// Inputs/scf-canonicalize.mlir, top-down and bottom-up.
// RUN: cmir-opt --canonicalize %S/Inputs/scf-canonicalize.mlir > %t.cmir
// RUN: mlir-opt --canonicalize %S/Inputs/scf-canonicalize.mlir > %t.mlir
// RUN: diff %t.cmir %t.mlir
// RUN: cmir-opt --canonicalize=top-down=false %S/Inputs/scf-canonicalize.mlir > %t.cmir
// RUN: mlir-opt --canonicalize=top-down=false %S/Inputs/scf-canonicalize.mlir > %t.mlir
// RUN: diff %t.cmir %t.mlir
