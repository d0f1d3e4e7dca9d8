// RUN: cmir-opt %s | FileCheck %s
// RUN: cmir-opt %s | cmir-opt | FileCheck %s
// RUN: cmir-opt --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC

// Input written entirely in the generic form is printed in the custom form.
// The module body defines a value (%0), so numbering inside the functions
// starts at %1: nested regions continue the numbering of the enclosing one.

// CHECK-LABEL: module @gen attributes {my.tag = "x"} {
// GENERIC-LABEL: "builtin.module"() <{sym_name = "gen"}> ({
"builtin.module"() <{sym_name = "gen"}> ({
  // CHECK-NEXT: func.func private @decl(i32) -> i32
  // GENERIC-NEXT: "func.func"() <{function_type = (i32) -> i32, sym_name = "decl", sym_visibility = "private"}> ({
  // GENERIC-NEXT: }) : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "decl", sym_visibility = "private"}> ({
  }) : () -> ()

  // CHECK-NEXT: func.func @add(%arg0: i32, %arg1: i32) -> i32 {
  // CHECK-NEXT:   %1 = arith.addi %arg0, %arg1 : i32
  // CHECK-NEXT:   %2 = call @decl(%1) : (i32) -> i32
  // CHECK-NEXT:   return %2 : i32
  // CHECK-NEXT: }
  // GENERIC-NEXT: "func.func"() <{function_type = (i32, i32) -> i32, sym_name = "add"}> ({
  // GENERIC-NEXT: ^bb0(%[[A:.*]]: i32, %[[B:.*]]: i32):
  // GENERIC-NEXT:   %[[S:.*]] = "arith.addi"(%[[A]], %[[B]]) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
  // GENERIC-NEXT:   %[[C:.*]] = "func.call"(%[[S]]) <{callee = @decl}> : (i32) -> i32
  // GENERIC-NEXT:   "func.return"(%[[C]]) : (i32) -> ()
  // GENERIC-NEXT: }) : () -> ()
  "func.func"() <{function_type = (i32, i32) -> i32, sym_name = "add"}> ({
  ^bb0(%a: i32, %b: i32):
    %0 = "arith.addi"(%a, %b) : (i32, i32) -> i32
    %1 = "func.call"(%0) <{callee = @decl}> : (i32) -> i32
    "func.return"(%1) : (i32) -> ()
  }) : () -> ()

  // Inherent attributes may also be given in the attribute dictionary; they
  // become properties.
  // CHECK-NEXT: func.func nested @attrs(%arg0: f32 {my.a}) -> (f32 {my.r = 1 : i64}) attributes {my.extra} {
  // CHECK-NEXT:   %cst = arith.constant 1.000000e+00 : f32
  // CHECK-NEXT:   %1 = arith.addf %arg0, %cst fastmath<fast> : f32
  // CHECK-NEXT:   return %1 : f32
  // CHECK-NEXT: }
  // GENERIC-NEXT: "func.func"() <{arg_attrs = [{my.a}], function_type = (f32) -> f32, res_attrs = [{my.r = 1 : i64}], sym_name = "attrs", sym_visibility = "nested"}> ({
  // GENERIC-NEXT: ^bb0(%[[X:.*]]: f32):
  // GENERIC-NEXT:   %[[K:.*]] = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
  // GENERIC-NEXT:   %[[F:.*]] = "arith.addf"(%[[X]], %[[K]]) <{fastmath = #arith.fastmath<fast>}> : (f32, f32) -> f32
  // GENERIC-NEXT:   "func.return"(%[[F]]) : (f32) -> ()
  // GENERIC-NEXT: }) {my.extra} : () -> ()
  "func.func"() ({
  ^bb0(%x: f32):
    %c = "arith.constant"() {value = 1.0 : f32} : () -> f32
    %0 = "arith.addf"(%x, %c) {fastmath = #arith.fastmath<fast>} : (f32, f32) -> f32
    "func.return"(%0) : (f32) -> ()
  }) {function_type = (f32) -> f32, sym_name = "attrs", sym_visibility = "nested", arg_attrs = [{my.a}], res_attrs = [{my.r = 1}], my.extra} : () -> ()

  // CHECK-NEXT: func.func @indirect() -> i32 {
  // CHECK-NEXT:   %c7_i32 = arith.constant 7 : i32
  // CHECK-NEXT:   %f = constant @decl : (i32) -> i32
  // CHECK-NEXT:   %1 = call_indirect %f(%c7_i32) : (i32) -> i32
  // CHECK-NEXT:   return %1 : i32
  // CHECK-NEXT: }
  // GENERIC: "func.constant"() <{value = @decl}> : () -> ((i32) -> i32)
  // GENERIC-NEXT: "func.call_indirect"(%{{[^ ,)]+}}, %{{[^ ,)]+}}) : ((i32) -> i32, i32) -> i32
  "func.func"() <{function_type = () -> i32, sym_name = "indirect"}> ({
    %c = "arith.constant"() <{value = 7 : i32}> : () -> i32
    %f = "func.constant"() <{value = @decl}> : () -> ((i32) -> i32)
    %r = "func.call_indirect"(%f, %c) : ((i32) -> i32, i32) -> i32
    "func.return"(%r) : (i32) -> ()
  }) : () -> ()

  // CHECK-NEXT: %0 = unrealized_conversion_cast to i32
  // GENERIC: "builtin.unrealized_conversion_cast"() : () -> i32
  %u = "builtin.unrealized_conversion_cast"() : () -> i32
  // CHECK-NEXT: }
  // GENERIC: }) {my.tag = "x"} : () -> ()
}) {my.tag = "x"} : () -> ()
