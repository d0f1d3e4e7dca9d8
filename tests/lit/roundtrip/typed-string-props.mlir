// RUN: cmir-opt %s | FileCheck %s
// RUN: cmir-opt %s | cmir-opt | FileCheck %s

// A string property given with a type (generic form) prints in the custom
// form as the string alone, as MLIR prints a StrAttr, so that it reads back.

// CHECK: cf.assert %{{.*}}, "message"{{$}}
// CHECK: memref.global "private" @g : memref<2xf32> = dense<0.000000e+00>
func.func @f(%a: i1) {
  "cf.assert"(%a) {msg = "message" : i32} : (i1) -> ()
  return
}
"memref.global"() <{sym_name = "g", sym_visibility = "private" : i64, type = memref<2xf32>, initial_value = dense<0.0> : tensor<2xf32>}> : () -> ()
