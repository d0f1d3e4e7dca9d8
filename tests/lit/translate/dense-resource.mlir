// RUN: cmir-translate --mlir-to-llvmir %s | FileCheck %s
// RUN: sed -e 's/0000803F//' %s | not cmir-translate --mlir-to-llvmir 2>&1 | FileCheck %s --check-prefix=SHORT
// REQUIRES: llvm-backend

// A global initialized by a dense_resource gets its blob's elements.
// CHECK: @floats = internal constant [2 x float] [float 1.000000e+00, float 2.000000e+00]
// CHECK: @ints = internal constant <3 x i32> <i32 1, i32 2, i32 7>
// SHORT: dense_resource without a blob of its type's size

llvm.mlir.global internal constant @floats(dense_resource<floats> : tensor<2xf32>) : !llvm.array<2 x f32>
llvm.mlir.global internal constant @ints(dense_resource<ints> : vector<3xi32>) : vector<3xi32>

{-#
  dialect_resources: {
    builtin: {
      ints: "0x04000000010000000200000007000000",
      floats: "0x040000000000803F00000040"
    }
  }
#-}
