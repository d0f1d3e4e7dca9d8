// REQUIRES: mlir-opt
// scf-parallel-loop-fusion prints exactly what mlir-opt-19 prints.
// RUN: cmir-opt --pass-pipeline='builtin.module(func.func(scf-parallel-loop-fusion))' %S/Inputs/scf-parallel-fusion.mlir > %t.cmir
// RUN: mlir-opt --pass-pipeline='builtin.module(func.func(scf-parallel-loop-fusion))' %S/Inputs/scf-parallel-fusion.mlir > %t.mlir
// RUN: diff %t.cmir %t.mlir
// RUN: cmir-opt --scf-parallel-loop-fusion --split-input-file %S/scf-parallel-fusion.mlir > %t.cmir
// RUN: mlir-opt --scf-parallel-loop-fusion --split-input-file %S/scf-parallel-fusion.mlir > %t.mlir
// RUN: diff %t.cmir %t.mlir
