// REQUIRES: mlir-opt
// scf-for-loop-range-folding and the loop specializations print exactly what
// mlir-opt-19 prints.
// RUN: cmir-opt --scf-for-loop-range-folding --mlir-print-debuginfo %S/Inputs/scf-loop-range-folding.mlir > %t.cmir
// RUN: mlir-opt --scf-for-loop-range-folding --mlir-print-debuginfo %S/Inputs/scf-loop-range-folding.mlir > %t.mlir
// RUN: diff %t.cmir %t.mlir
// RUN: cmir-opt --scf-for-loop-range-folding --split-input-file %S/scf-loop-range-folding.mlir > %t.cmir
// RUN: mlir-opt --scf-for-loop-range-folding --split-input-file %S/scf-loop-range-folding.mlir > %t.mlir
// RUN: diff %t.cmir %t.mlir
// RUN: cmir-opt --scf-for-loop-specialization --mlir-print-debuginfo %S/Inputs/scf-loop-specialization.mlir > %t.cmir
// RUN: mlir-opt --scf-for-loop-specialization --mlir-print-debuginfo %S/Inputs/scf-loop-specialization.mlir > %t.mlir
// RUN: diff %t.cmir %t.mlir
// RUN: cmir-opt --scf-parallel-loop-specialization --mlir-print-debuginfo %S/Inputs/scf-loop-specialization.mlir > %t.cmir
// RUN: mlir-opt --scf-parallel-loop-specialization --mlir-print-debuginfo %S/Inputs/scf-loop-specialization.mlir > %t.mlir
// RUN: diff %t.cmir %t.mlir
// RUN: cmir-opt --scf-parallel-loop-specialization %S/scf-loop-specialization.mlir > %t.cmir
// RUN: mlir-opt --scf-parallel-loop-specialization %S/scf-loop-specialization.mlir > %t.mlir
// RUN: diff %t.cmir %t.mlir
