// REQUIRES: mlir-opt
// scf-for-to-while prints exactly what mlir-opt-19 prints, locations too.
// RUN: cmir-opt --scf-for-to-while --mlir-print-debuginfo %S/Inputs/scf-for-to-while.mlir > %t.cmir
// RUN: mlir-opt --scf-for-to-while --mlir-print-debuginfo %S/Inputs/scf-for-to-while.mlir > %t.mlir
// RUN: diff %t.cmir %t.mlir
// RUN: cmir-opt --pass-pipeline='builtin.module(func.func(scf-for-to-while))' --split-input-file %S/scf-for-to-while.mlir > %t.cmir
// RUN: mlir-opt --pass-pipeline='builtin.module(func.func(scf-for-to-while))' --split-input-file %S/scf-for-to-while.mlir > %t.mlir
// RUN: diff %t.cmir %t.mlir
