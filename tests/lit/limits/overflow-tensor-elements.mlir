// A tensor type whose element count does not fit in 64 bits
// (4294967296 x 4294967296 = 2^64): the count is computed with overflow
// checks (the sanitizer build runs this), a one-element hex string is a
// splat as in mlir-opt-19, and any other size of hex data is refused.
// (The IR is in Inputs/: the bytecode writer writes these constants, and its
// reader refuses them, "dense elements of an invalid type".)
// RUN: cmir-opt %S/Inputs/overflow-tensor-elements.mlir --split-input-file | FileCheck %s
// RUN: cmir-opt %S/Inputs/overflow-tensor-elements.mlir --split-input-file --mlir-print-op-generic \
// RUN:   | FileCheck %s --check-prefix=GENERIC
// RUN: cmir-opt %S/Inputs/overflow-tensor-elements.mlir --split-input-file --canonicalize --cse \
// RUN:   | FileCheck %s
// RUN: not cmir-opt %S/Inputs/overflow-tensor-elements-bad.mlir --split-input-file 2>&1 \
// RUN:   | FileCheck %s --check-prefix=BAD

// CHECK: arith.constant dense<5> : tensor<4294967296x4294967296xi8>
// GENERIC: <{value = dense<5> : tensor<4294967296x4294967296xi8>}>
// CHECK: arith.constant dense<7> : tensor<4294967296x4294967296xi32>
// CHECK: arith.constant dense<3> : tensor<4294967296x4294967296xi8>

// BAD: overflow-tensor-elements-bad.mlir:3:39: error: elements hex data size is invalid for provided type: 'tensor<4294967296x4294967296xi8>'
// BAD: overflow-tensor-elements-bad.mlir:9:37: error: elements hex data size is invalid for provided type: 'tensor<4294967296x4294967296xi16>'
// BAD: overflow-tensor-elements-bad.mlir:14:37: error: inferred shape of elements literal ([2]) does not match type ([4294967296, 4294967296])
