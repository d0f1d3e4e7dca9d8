// An empty blob may have alignment 0 (as MLIR 19 takes it); it round-trips
// through the text and the bytecode.
// RUN: cmir-opt %s | FileCheck %s
// RUN: cmir-opt %s --emit-bytecode | cmir-opt | FileCheck %s
// CHECK: arith.constant dense_resource<e> : tensor<0xi8>
// CHECK: e: "0x00000000"

func.func @f() -> tensor<0xi8> {
  %0 = arith.constant dense_resource<e> : tensor<0xi8>
  return %0 : tensor<0xi8>
}
{-#
  dialect_resources: {
    builtin: { e: "0x00000000" }
  }
#-}
