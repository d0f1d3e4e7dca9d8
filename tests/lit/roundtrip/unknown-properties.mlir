// RUN: cmir-opt --mlir-print-op-generic %s | FileCheck %s
// RUN: cmir-opt %s | cmir-opt --mlir-print-op-generic | FileCheck %s

// In the generic form, names in `<{...}>` that are not properties of the
// (registered) op are dropped, as MLIR's property conversion drops them;
// the op's own properties are kept.

// CHECK-LABEL: "func.func"() <{function_type = (i32) -> i32, sym_name = "f"}>
func.func @f(%a: i32) -> i32 {
  // CHECK: "arith.addi"(%{{.*}}, %{{.*}}) <{overflowFlags = #arith.overflow<nsw>}> : (i32, i32) -> i32
  %0 = "arith.addi"(%a, %a) <{junk = 1, overflowFlags = #arith.overflow<nsw>}> : (i32, i32) -> i32
  // A registered op whose only spelled properties are unknown keeps its
  // defaults.
  // CHECK: "arith.muli"(%{{.*}}, %{{.*}}) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
  %1 = "arith.muli"(%0, %0) <{junk = 1}> : (i32, i32) -> i32
  return %1 : i32
}

// CHECK: "builtin.module"() ({
// CHECK-NEXT: ^bb0:
// CHECK-NEXT: }) : () -> ()
"builtin.module"() <{sym_visi = "from_generic"}> ({
^bb0:
}) : () -> ()
