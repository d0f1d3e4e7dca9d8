// A hand-made test file: one chunk per class of tools/upstream-check.
// RUN: mlir-opt %s -split-input-file -some-flag | FileCheck %s
// RUN: mlir-opt %s -test-some-pass | mlir-opt | FileCheck %s
// RUN: FileCheck %s < %s

// CHECK: same
"same.op"() : () -> ()

// -----
// both-fail

// -----
// cmir-fails

// -----
// oracle-fails

// -----
// cmir-differs

// -----
// cmir-crashes

// -----
spirv.module Logical GLSL450 {
}
// ---- four dashes: a near miss, this line stays in the chunk
// -----0 so does this one (MLIR 19 tests for '0' where it means '-')
// -----
// CHECK: last
