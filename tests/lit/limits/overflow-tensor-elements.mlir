// A tensor type whose element count does not fit in 64 bits
// (4294967296 x 4294967296 = 2^64): the count is computed with overflow
// checks (the sanitizer build runs this), a one-element hex string is a
// splat as in mlir-opt-19, and any other size of hex data is refused.
// RUN: cmir-opt %s --split-input-file | FileCheck %s
// RUN: cmir-opt %s --split-input-file --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: cmir-opt %s --split-input-file --canonicalize --cse | FileCheck %s
// RUN: not cmir-opt %S/Inputs/overflow-tensor-elements-bad.mlir --split-input-file 2>&1 \
// RUN:   | FileCheck %s --check-prefix=BAD

// CHECK: arith.constant dense<5> : tensor<4294967296x4294967296xi8>
// GENERIC: <{value = dense<5> : tensor<4294967296x4294967296xi8>}>
func.func @splat() -> tensor<4294967296x4294967296xi8> {
  %c = arith.constant dense<"0x05"> : tensor<4294967296x4294967296xi8>
  return %c : tensor<4294967296x4294967296xi8>
}

// -----

// CHECK: arith.constant dense<7> : tensor<4294967296x4294967296xi32>
func.func @splat_i32() -> tensor<4294967296x4294967296xi32> {
  %c = arith.constant dense<"0x07000000"> : tensor<4294967296x4294967296xi32>
  return %c : tensor<4294967296x4294967296xi32>
}

// -----

// CHECK: arith.constant dense<3> : tensor<4294967296x4294967296xi8>
func.func @decimal_splat() -> tensor<4294967296x4294967296xi8> {
  %c = arith.constant dense<3> : tensor<4294967296x4294967296xi8>
  return %c : tensor<4294967296x4294967296xi8>
}

// BAD: overflow-tensor-elements-bad.mlir:3:39: error: elements hex data size is invalid for provided type: 'tensor<4294967296x4294967296xi8>'
// BAD: overflow-tensor-elements-bad.mlir:9:37: error: elements hex data size is invalid for provided type: 'tensor<4294967296x4294967296xi16>'
// BAD: overflow-tensor-elements-bad.mlir:14:37: error: inferred shape of elements literal ([2]) does not match type ([4294967296, 4294967296])
