// REQUIRES: mlir-opt
// sroa prints exactly what mlir-opt-19 prints on Inputs/sroa.mlir, in both
// forms with locations, alone, anchored on functions and followed by
// mem2reg.
// RUN: cmir-opt --sroa %S/Inputs/sroa.mlir > %t.cmir
// RUN: mlir-opt --sroa %S/Inputs/sroa.mlir > %t.mlir
// RUN: diff %t.cmir %t.mlir
// RUN: cmir-opt --sroa --mlir-print-op-generic --mlir-print-debuginfo %S/Inputs/sroa.mlir > %t.cmir
// RUN: mlir-opt --sroa --mlir-print-op-generic --mlir-print-debuginfo %S/Inputs/sroa.mlir > %t.mlir
// RUN: diff %t.cmir %t.mlir
// RUN: cmir-opt --pass-pipeline='builtin.module(llvm.func(sroa,mem2reg),func.func(sroa,mem2reg))' %S/Inputs/sroa.mlir > %t.cmir
// RUN: mlir-opt --pass-pipeline='builtin.module(llvm.func(sroa,mem2reg),func.func(sroa,mem2reg))' %S/Inputs/sroa.mlir > %t.mlir
// RUN: diff %t.cmir %t.mlir
