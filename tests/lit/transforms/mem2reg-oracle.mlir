// REQUIRES: mlir-opt
// mem2reg prints exactly what mlir-opt-19 prints on Inputs/mem2reg.mlir, in
// both forms with locations, run on the module and anchored on functions.
// RUN: cmir-opt --mem2reg %S/Inputs/mem2reg.mlir > %t.cmir
// RUN: mlir-opt --mem2reg %S/Inputs/mem2reg.mlir > %t.mlir
// RUN: diff %t.cmir %t.mlir
// RUN: cmir-opt --mem2reg --mlir-print-op-generic --mlir-print-debuginfo %S/Inputs/mem2reg.mlir > %t.cmir
// RUN: mlir-opt --mem2reg --mlir-print-op-generic --mlir-print-debuginfo %S/Inputs/mem2reg.mlir > %t.mlir
// RUN: diff %t.cmir %t.mlir
// RUN: cmir-opt --pass-pipeline='builtin.module(func.func(mem2reg{region-simplify=false}),llvm.func(mem2reg))' %S/Inputs/mem2reg.mlir > %t.cmir
// RUN: mlir-opt --pass-pipeline='builtin.module(func.func(mem2reg{region-simplify=false}),llvm.func(mem2reg))' %S/Inputs/mem2reg.mlir > %t.mlir
// RUN: diff %t.cmir %t.mlir
