// convert-vector-to-scf takes MLIR 19's options. It lowers n-D transfers
// through loops of 1-D transfers (full-unroll=false, target-rank=1, the
// defaults): other values are refused, never ignored.
// RUN: cmir-opt %s --convert-vector-to-scf='full-unroll=false target-rank=1 lower-tensors' | FileCheck %s
// RUN: not cmir-opt %s --convert-vector-to-scf='full-unroll=true' 2>&1 | FileCheck %s --check-prefix=UNROLL
// RUN: not cmir-opt %s --convert-vector-to-scf='target-rank=2' 2>&1 | FileCheck %s --check-prefix=RANK
// RUN: not cmir-opt %s --convert-vector-to-scf='target-rank=two' 2>&1 | FileCheck %s --check-prefix=BADRANK
// RUN: not cmir-opt %s --convert-vector-to-scf='unroll' 2>&1 | FileCheck %s --check-prefix=UNKNOWN

// UNROLL: convert-vector-to-scf: full-unroll=true is not supported
// RANK: convert-vector-to-scf: target-rank=2 is not supported (only 1)
// BADRANK: for the --target-rank option: 'two' value invalid for long argument!
// UNKNOWN: no such option unroll

// CHECK-LABEL: func.func @read
// CHECK: scf.for
// CHECK-NOT: vector.transfer_read {{.*}} vector<2x3xf32>
func.func @read(%m: memref<4x5xf32>, %i: index) -> vector<2x3xf32> {
  %pad = arith.constant 0.0 : f32
  %v = vector.transfer_read %m[%i, %i], %pad : memref<4x5xf32>, vector<2x3xf32>
  return %v : vector<2x3xf32>
}
