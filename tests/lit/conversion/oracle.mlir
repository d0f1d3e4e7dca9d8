// REQUIRES: mlir-opt
// cmir's conversions print exactly what mlir-opt-19 prints for the same
// pass list, on the round-trip and conversion test inputs.
// RUN: cmir-opt --split-input-file --convert-scf-to-cf %S/../roundtrip/scf.mlir > %t.cmir
// RUN: mlir-opt --split-input-file --convert-scf-to-cf %S/../roundtrip/scf.mlir > %t.mlir
// RUN: diff %t.cmir %t.mlir
// RUN: cmir-opt --split-input-file --convert-arith-to-llvm %S/../roundtrip/arith.mlir > %t.cmir
// RUN: mlir-opt --split-input-file --convert-arith-to-llvm %S/../roundtrip/arith.mlir > %t.mlir
// RUN: diff %t.cmir %t.mlir
// RUN: cmir-opt --split-input-file --convert-cf-to-llvm %S/../roundtrip/cf.mlir > %t.cmir
// RUN: mlir-opt --split-input-file --convert-cf-to-llvm %S/../roundtrip/cf.mlir > %t.mlir
// RUN: diff %t.cmir %t.mlir
// RUN: cmir-opt --split-input-file --convert-func-to-llvm %S/../roundtrip/func.mlir > %t.cmir
// RUN: mlir-opt --split-input-file --convert-func-to-llvm %S/../roundtrip/func.mlir > %t.mlir
// RUN: diff %t.cmir %t.mlir
// RUN: cmir-opt --split-input-file --convert-scf-to-cf --convert-func-to-llvm --reconcile-unrealized-casts --llvm-legalize-for-export %S/../roundtrip/scf.mlir > %t.cmir
// RUN: mlir-opt --split-input-file --convert-scf-to-cf --convert-func-to-llvm --reconcile-unrealized-casts --llvm-legalize-for-export %S/../roundtrip/scf.mlir > %t.mlir
// RUN: diff %t.cmir %t.mlir
// RUN: cmir-opt --split-input-file --convert-scf-to-cf --convert-func-to-llvm --reconcile-unrealized-casts %S/../../conformance/kernel-collatz.mlir > %t.cmir
// RUN: mlir-opt --split-input-file --convert-scf-to-cf --convert-func-to-llvm --reconcile-unrealized-casts %S/../../conformance/kernel-collatz.mlir > %t.mlir
// RUN: diff %t.cmir %t.mlir
// RUN: cmir-opt --split-input-file --convert-func-to-llvm %S/../../conformance/memref-basic.mlir > %t.cmir
// RUN: mlir-opt --split-input-file --convert-func-to-llvm %S/../../conformance/memref-basic.mlir > %t.mlir
// RUN: diff %t.cmir %t.mlir
// RUN: cmir-opt --split-input-file --convert-scf-to-cf --convert-func-to-llvm --reconcile-unrealized-casts %S/../../conformance/prints.mlir > %t.cmir
// RUN: mlir-opt --split-input-file --convert-scf-to-cf --convert-func-to-llvm --reconcile-unrealized-casts %S/../../conformance/prints.mlir > %t.mlir
// RUN: diff %t.cmir %t.mlir
// RUN: cmir-opt --split-input-file --convert-scf-to-cf --convert-func-to-llvm %S/../../conformance/memref-unranked.mlir > %t.cmir
// RUN: mlir-opt --split-input-file --convert-scf-to-cf --convert-func-to-llvm %S/../../conformance/memref-unranked.mlir > %t.mlir
// RUN: diff %t.cmir %t.mlir
