// REQUIRES: mlir-opt
// scf-parallel-loop-tiling prints exactly what mlir-opt-19 prints.
// RUN: cmir-opt --pass-pipeline='builtin.module(func.func(scf-parallel-loop-tiling{parallel-loop-tile-sizes=2,3}))' --mlir-print-debuginfo %S/Inputs/scf-parallel-tiling.mlir > %t.cmir
// RUN: mlir-opt --pass-pipeline='builtin.module(func.func(scf-parallel-loop-tiling{parallel-loop-tile-sizes=2,3}))' --mlir-print-debuginfo %S/Inputs/scf-parallel-tiling.mlir > %t.mlir
// RUN: diff %t.cmir %t.mlir
// RUN: cmir-opt --pass-pipeline='builtin.module(func.func(scf-parallel-loop-tiling{parallel-loop-tile-sizes=-2,3 no-min-max-bounds}))' --mlir-print-debuginfo %S/Inputs/scf-parallel-tiling.mlir > %t.cmir
// RUN: mlir-opt --pass-pipeline='builtin.module(func.func(scf-parallel-loop-tiling{parallel-loop-tile-sizes=-2,3 no-min-max-bounds}))' --mlir-print-debuginfo %S/Inputs/scf-parallel-tiling.mlir > %t.mlir
// RUN: diff %t.cmir %t.mlir
// RUN: cmir-opt --scf-parallel-loop-tiling --split-input-file %S/scf-parallel-tiling.mlir > %t.cmir
// RUN: mlir-opt --scf-parallel-loop-tiling --split-input-file %S/scf-parallel-tiling.mlir > %t.mlir
// RUN: diff %t.cmir %t.mlir
// RUN: cmir-opt --pass-pipeline='builtin.module(func.func(scf-parallel-loop-tiling{parallel-loop-tile-sizes=2,3 no-min-max-bounds=true}))' --split-input-file %S/scf-parallel-tiling.mlir > %t.cmir
// RUN: mlir-opt --pass-pipeline='builtin.module(func.func(scf-parallel-loop-tiling{parallel-loop-tile-sizes=2,3 no-min-max-bounds=true}))' --split-input-file %S/scf-parallel-tiling.mlir > %t.mlir
// RUN: diff %t.cmir %t.mlir
