// REQUIRES: mlir-opt
// The memref lowering, expand-strided-metadata, lower-affine and
// arith-expand print exactly what mlir-opt-19 prints, alone and as the whole
// pipeline to the LLVM dialect (on the programs where cmir's folds are not
// behind MLIR's; docs/lowering.md). Not conformance/scf.mlir: its
// scf.index_switch is lowered on the whole index, MLIR 19 truncates it to
// i32; not conformance/arith-int.mlir: cmir expands its ceildivsi without
// MLIR 19's overflows (docs/mlir19-findings.md).
// RUN: cmir-opt --split-input-file --finalize-memref-to-llvm %S/memref-to-llvm.mlir > %t.cmir
// RUN: mlir-opt --split-input-file --finalize-memref-to-llvm %S/memref-to-llvm.mlir > %t.mlir
// RUN: diff %t.cmir %t.mlir
// RUN: cmir-opt --finalize-memref-to-llvm='use-aligned-alloc=1 use-generic-functions=1' %S/memref-to-llvm-options.mlir > %t.cmir
// RUN: mlir-opt --finalize-memref-to-llvm='use-aligned-alloc=1 use-generic-functions=1' %S/memref-to-llvm-options.mlir > %t.mlir
// RUN: diff %t.cmir %t.mlir
// RUN: cmir-opt --finalize-memref-to-llvm=index-bitwidth=32 %S/memref-to-llvm-options.mlir > %t.cmir
// RUN: mlir-opt --finalize-memref-to-llvm=index-bitwidth=32 %S/memref-to-llvm-options.mlir > %t.mlir
// RUN: diff %t.cmir %t.mlir
// RUN: cmir-opt --split-input-file --expand-strided-metadata %S/expand-strided-metadata.mlir > %t.cmir
// RUN: mlir-opt --split-input-file --expand-strided-metadata %S/expand-strided-metadata.mlir > %t.mlir
// RUN: diff %t.cmir %t.mlir
// RUN: cmir-opt --lower-affine %S/lower-affine.mlir > %t.cmir
// RUN: mlir-opt --lower-affine %S/lower-affine.mlir > %t.mlir
// RUN: diff %t.cmir %t.mlir
// RUN: cmir-opt --arith-expand %S/arith-expand.mlir > %t.cmir
// RUN: mlir-opt --arith-expand %S/arith-expand.mlir > %t.mlir
// RUN: diff %t.cmir %t.mlir
// RUN: cmir-opt %S/../../conformance/arith-cast.mlir --convert-scf-to-cf --expand-strided-metadata --lower-affine --finalize-memref-to-llvm --convert-to-llvm --reconcile-unrealized-casts > %t.cmir
// RUN: mlir-opt %S/../../conformance/arith-cast.mlir --convert-scf-to-cf --expand-strided-metadata --lower-affine --finalize-memref-to-llvm --convert-to-llvm --reconcile-unrealized-casts > %t.mlir
// RUN: diff %t.cmir %t.mlir
// RUN: cmir-opt %S/../../conformance/arith-float.mlir --convert-scf-to-cf --expand-strided-metadata --lower-affine --finalize-memref-to-llvm --convert-to-llvm --reconcile-unrealized-casts > %t.cmir
// RUN: mlir-opt %S/../../conformance/arith-float.mlir --convert-scf-to-cf --expand-strided-metadata --lower-affine --finalize-memref-to-llvm --convert-to-llvm --reconcile-unrealized-casts > %t.mlir
// RUN: diff %t.cmir %t.mlir
// RUN: cmir-opt %S/../../conformance/func.mlir --convert-scf-to-cf --expand-strided-metadata --lower-affine --finalize-memref-to-llvm --convert-to-llvm --reconcile-unrealized-casts > %t.cmir
// RUN: mlir-opt %S/../../conformance/func.mlir --convert-scf-to-cf --expand-strided-metadata --lower-affine --finalize-memref-to-llvm --convert-to-llvm --reconcile-unrealized-casts > %t.mlir
// RUN: diff %t.cmir %t.mlir
// RUN: cmir-opt %S/../../conformance/kernel-matmul.mlir --convert-scf-to-cf --expand-strided-metadata --lower-affine --finalize-memref-to-llvm --convert-to-llvm --reconcile-unrealized-casts > %t.cmir
// RUN: mlir-opt %S/../../conformance/kernel-matmul.mlir --convert-scf-to-cf --expand-strided-metadata --lower-affine --finalize-memref-to-llvm --convert-to-llvm --reconcile-unrealized-casts > %t.mlir
// RUN: diff %t.cmir %t.mlir
// RUN: cmir-opt %S/../../conformance/memref-basic.mlir --convert-scf-to-cf --expand-strided-metadata --lower-affine --finalize-memref-to-llvm --convert-to-llvm --reconcile-unrealized-casts > %t.cmir
// RUN: mlir-opt %S/../../conformance/memref-basic.mlir --convert-scf-to-cf --expand-strided-metadata --lower-affine --finalize-memref-to-llvm --convert-to-llvm --reconcile-unrealized-casts > %t.mlir
// RUN: diff %t.cmir %t.mlir
// RUN: cmir-opt %S/../../conformance/memref-unranked.mlir --convert-scf-to-cf --expand-strided-metadata --lower-affine --finalize-memref-to-llvm --convert-to-llvm --reconcile-unrealized-casts > %t.cmir
// RUN: mlir-opt %S/../../conformance/memref-unranked.mlir --convert-scf-to-cf --expand-strided-metadata --lower-affine --finalize-memref-to-llvm --convert-to-llvm --reconcile-unrealized-casts > %t.mlir
// RUN: diff %t.cmir %t.mlir
// RUN: cmir-opt %S/../../conformance/memref-view-reshape.mlir --convert-scf-to-cf --expand-strided-metadata --lower-affine --finalize-memref-to-llvm --convert-to-llvm --reconcile-unrealized-casts > %t.cmir
// RUN: mlir-opt %S/../../conformance/memref-view-reshape.mlir --convert-scf-to-cf --expand-strided-metadata --lower-affine --finalize-memref-to-llvm --convert-to-llvm --reconcile-unrealized-casts > %t.mlir
// RUN: diff %t.cmir %t.mlir
// RUN: cmir-opt %S/../../conformance/prints.mlir --convert-scf-to-cf --expand-strided-metadata --lower-affine --finalize-memref-to-llvm --convert-to-llvm --reconcile-unrealized-casts > %t.cmir
// RUN: mlir-opt %S/../../conformance/prints.mlir --convert-scf-to-cf --expand-strided-metadata --lower-affine --finalize-memref-to-llvm --convert-to-llvm --reconcile-unrealized-casts > %t.mlir
// RUN: diff %t.cmir %t.mlir
// RUN: cmir-opt %S/../../conformance/result-f32.mlir --convert-scf-to-cf --expand-strided-metadata --lower-affine --finalize-memref-to-llvm --convert-to-llvm --reconcile-unrealized-casts > %t.cmir
// RUN: mlir-opt %S/../../conformance/result-f32.mlir --convert-scf-to-cf --expand-strided-metadata --lower-affine --finalize-memref-to-llvm --convert-to-llvm --reconcile-unrealized-casts > %t.mlir
// RUN: diff %t.cmir %t.mlir
// RUN: cmir-opt %S/../../conformance/result-i32.mlir --convert-scf-to-cf --expand-strided-metadata --lower-affine --finalize-memref-to-llvm --convert-to-llvm --reconcile-unrealized-casts > %t.cmir
// RUN: mlir-opt %S/../../conformance/result-i32.mlir --convert-scf-to-cf --expand-strided-metadata --lower-affine --finalize-memref-to-llvm --convert-to-llvm --reconcile-unrealized-casts > %t.mlir
// RUN: diff %t.cmir %t.mlir
// RUN: cmir-opt %S/../../conformance/result-i64.mlir --convert-scf-to-cf --expand-strided-metadata --lower-affine --finalize-memref-to-llvm --convert-to-llvm --reconcile-unrealized-casts > %t.cmir
// RUN: mlir-opt %S/../../conformance/result-i64.mlir --convert-scf-to-cf --expand-strided-metadata --lower-affine --finalize-memref-to-llvm --convert-to-llvm --reconcile-unrealized-casts > %t.mlir
// RUN: diff %t.cmir %t.mlir
// RUN: cmir-opt %S/../../conformance/cf.mlir --convert-scf-to-cf --expand-strided-metadata --lower-affine --finalize-memref-to-llvm --convert-to-llvm --reconcile-unrealized-casts > %t.cmir
// RUN: mlir-opt %S/../../conformance/cf.mlir --convert-scf-to-cf --expand-strided-metadata --lower-affine --finalize-memref-to-llvm --convert-to-llvm --reconcile-unrealized-casts > %t.mlir
// RUN: diff %t.cmir %t.mlir
// RUN: cmir-opt %S/../../conformance/kernel-collatz.mlir --convert-scf-to-cf --expand-strided-metadata --lower-affine --finalize-memref-to-llvm --convert-to-llvm --reconcile-unrealized-casts > %t.cmir
// RUN: mlir-opt %S/../../conformance/kernel-collatz.mlir --convert-scf-to-cf --expand-strided-metadata --lower-affine --finalize-memref-to-llvm --convert-to-llvm --reconcile-unrealized-casts > %t.mlir
// RUN: diff %t.cmir %t.mlir
// RUN: cmir-opt %S/../../conformance/kernel-stencil.mlir --convert-scf-to-cf --expand-strided-metadata --lower-affine --finalize-memref-to-llvm --convert-to-llvm --reconcile-unrealized-casts > %t.cmir
// RUN: mlir-opt %S/../../conformance/kernel-stencil.mlir --convert-scf-to-cf --expand-strided-metadata --lower-affine --finalize-memref-to-llvm --convert-to-llvm --reconcile-unrealized-casts > %t.mlir
// RUN: diff %t.cmir %t.mlir
// RUN: cmir-opt %S/../../conformance/runtime-string-malloc.mlir --convert-scf-to-cf --expand-strided-metadata --lower-affine --finalize-memref-to-llvm --convert-to-llvm --reconcile-unrealized-casts > %t.cmir
// RUN: mlir-opt %S/../../conformance/runtime-string-malloc.mlir --convert-scf-to-cf --expand-strided-metadata --lower-affine --finalize-memref-to-llvm --convert-to-llvm --reconcile-unrealized-casts > %t.mlir
// RUN: diff %t.cmir %t.mlir
