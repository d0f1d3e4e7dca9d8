// RUN: cmir-interp -entry-point-result=i32 %s | FileCheck %s
// RUN: cmir-opt %s --emit-bytecode | cmir-interp -entry-point-result=i32 | FileCheck %s
// RUN: sed -e 's/07000000/0700/' %s | not cmir-interp -entry-point-result=i32 2>&1 | FileCheck %s --check-prefix=SHORT
// A dense_resource vector constant runs with its blob's values (7 + 2).
// CHECK: 9
// SHORT: dense_resource without a blob of its type's size

func.func @main() -> i32 {
  %0 = arith.constant dense_resource<ints> : vector<3xi32>
  %1 = vector.extract %0[2] : i32 from vector<3xi32>
  %f = arith.constant dense_resource<floats> : vector<2xf32>
  %g = vector.extract %f[1] : f32 from vector<2xf32>
  %gi = arith.fptosi %g : f32 to i32
  %r = arith.addi %1, %gi : i32
  return %r : i32
}

{-#
  dialect_resources: {
    builtin: {
      ints: "0x04000000010000000200000007000000",
      floats: "0x040000000000803F00000040"
    }
  }
#-}
