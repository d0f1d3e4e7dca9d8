// RUN: cmir-opt %s | FileCheck %s
// RUN: cmir-opt %s | cmir-opt | FileCheck %s
// RUN: cmir-opt --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC

// Top-level functions without an explicit module get an implicit one.
// CHECK: module {
// GENERIC: "builtin.module"() ({

// CHECK-LABEL: func.func @empty() {
// CHECK-NEXT:    return
// CHECK-NEXT:  }
// GENERIC-LABEL: "func.func"() <{function_type = () -> (), sym_name = "empty"}> ({
// GENERIC-NEXT:    "func.return"() : () -> ()
// GENERIC-NEXT:  }) : () -> ()
func.func @empty() {
  func.return
}

// Declarations must not be public.
// CHECK-LABEL: func.func private @decl(i32, f32) -> (i32, f32)
// GENERIC-LABEL: "func.func"() <{function_type = (i32, f32) -> (i32, f32), sym_name = "decl", sym_visibility = "private"}> ({
// GENERIC-NEXT:  }) : () -> ()
func.func private @decl(i32, f32) -> (i32, f32)

// CHECK-LABEL: func.func private @decl_no_args() -> i64
func.func private @decl_no_args() -> (i64)

// CHECK-LABEL: func.func private @decl_fn_types((i32) -> i32, () -> ()) -> ((f32) -> (f32, f32))
func.func private @decl_fn_types((i32) -> i32, () -> ()) -> ((f32) -> (f32, f32))

// CHECK-LABEL: func.func nested @nested_decl(index)
func.func nested @nested_decl(index)

// CHECK-LABEL: func.func private @private_def(%arg0: i32) -> i32 {
// CHECK-NEXT:    return %arg0 : i32
// CHECK-NEXT:  }
func.func private @private_def(%x: i32) -> i32 {
  return %x : i32
}

// CHECK-LABEL: func.func nested @nested_def() attributes {my.some_attr = 5 : i32, my.unit} {
// GENERIC-LABEL: "func.func"() <{function_type = () -> (), sym_name = "nested_def", sym_visibility = "nested"}> ({
// GENERIC-NEXT:    "func.return"() : () -> ()
// GENERIC-NEXT:  }) {my.some_attr = 5 : i32, my.unit} : () -> ()
func.func nested @nested_def() attributes {my.unit, my.some_attr = 5 : i32} {
  return
}

// Argument and result attributes, on a declaration and on a definition.
// CHECK-LABEL: func.func private @decl_attrs(i32 {my.a = 1 : i64}, f32, index {my.b}) -> (i32 {my.r = "x"}, f32)
// GENERIC-LABEL: "func.func"() <{arg_attrs = [{my.a = 1 : i64}, {}, {my.b}], function_type = (i32, f32, index) -> (i32, f32), res_attrs = [{my.r = "x"}, {}], sym_name = "decl_attrs", sym_visibility = "private"}> ({
func.func private @decl_attrs(i32 {my.a = 1 : i64}, f32, index {my.b}) -> (i32 {my.r = "x"}, f32)

// CHECK-LABEL: func.func @def_attrs(%arg0: i32 {my.noalias}, %arg1: index) -> (i32 {my.ret = [1, 2]}, index) {
// CHECK-NEXT:    return %arg0, %arg1 : i32, index
// CHECK-NEXT:  }
// GENERIC-LABEL: "func.func"() <{arg_attrs = [{my.noalias}, {}], function_type = (i32, index) -> (i32, index), res_attrs = [{my.ret = [1, 2]}, {}], sym_name = "def_attrs"}> ({
// GENERIC-NEXT:  ^bb0(%[[A0:.*]]: i32, %[[A1:.*]]: index):
// GENERIC-NEXT:    "func.return"(%[[A0]], %[[A1]]) : (i32, index) -> ()
// GENERIC-NEXT:  }) : () -> ()
func.func @def_attrs(%a: i32 {my.noalias}, %b: index) -> (i32 {my.ret = [1, 2]}, index) {
  return %a, %b : i32, index
}

// A single result with an attribute is still parenthesized.
// CHECK-LABEL: func.func private @one_res_attr() -> (f64 {my.r})
func.func private @one_res_attr() -> (f64 {my.r})

// Multiple results.
// CHECK-LABEL: func.func @multi() -> (i32, i64, f32) {
// CHECK-NEXT:    %[[C1:.*]] = arith.constant 1 : i32
// CHECK-NEXT:    %[[C2:.*]] = arith.constant 2 : i64
// CHECK-NEXT:    %[[C3:.*]] = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:    return %[[C1]], %[[C2]], %[[C3]] : i32, i64, f32
// CHECK-NEXT:  }
func.func @multi() -> (i32, i64, f32) {
  %c = arith.constant 1 : i32
  %d = arith.constant 2 : i64
  %e = arith.constant 1.0 : f32
  return %c, %d, %e : i32, i64, f32
}

// Function-typed arguments and results.
// CHECK-LABEL: func.func @higher_order(%arg0: (i32) -> i32, %arg1: i32) -> ((i32) -> i32, i32) {
// CHECK-NEXT:    %0 = call_indirect %arg0(%arg1) : (i32) -> i32
// CHECK-NEXT:    return %arg0, %0 : (i32) -> i32, i32
// CHECK-NEXT:  }
func.func @higher_order(%f: (i32) -> i32, %x: i32) -> ((i32) -> i32, i32) {
  %r = func.call_indirect %f(%x) : (i32) -> i32
  return %f, %r : (i32) -> i32, i32
}

// CHECK-LABEL: func.func @calls(%arg0: i32) -> i32 {
// GENERIC-LABEL: sym_name = "calls"
func.func @calls(%x: i32) -> i32 {
  // CHECK-NEXT: %[[M:.*]]:3 = call @multi() : () -> (i32, i64, f32)
  // GENERIC: %[[GM:.*]]:3 = "func.call"() <{callee = @multi}> : () -> (i32, i64, f32)
  %0:3 = call @multi() : () -> (i32, i64, f32)
  // CHECK-NEXT: %[[D:.*]]:2 = call @decl(%arg0, %[[M]]#2) : (i32, f32) -> (i32, f32)
  // GENERIC-NEXT: %[[GD:.*]]:2 = "func.call"(%{{.*}}, %[[GM]]#2) <{callee = @decl}> : (i32, f32) -> (i32, f32)
  %1:2 = func.call @decl(%x, %0#2) : (i32, f32) -> (i32, f32)
  // CHECK-NEXT: call @empty() : () -> ()
  // GENERIC-NEXT: "func.call"() <{callee = @empty}> : () -> ()
  func.call @empty() : () -> ()
  // Calls can carry extra attributes.
  // CHECK-NEXT: %{{.*}} = call @private_def(%arg0) {my.tag = 1 : i32} : (i32) -> i32
  // GENERIC-NEXT: "func.call"(%{{.*}}) <{callee = @private_def}> {my.tag = 1 : i32} : (i32) -> i32
  %2 = call @private_def(%x) {my.tag = 1 : i32} : (i32) -> i32
  // The result of func.constant takes its name from the symbol.
  // CHECK-NEXT: %[[F:f]] = constant @decl : (i32, f32) -> (i32, f32)
  // GENERIC-NEXT: %[[GF:.*]] = "func.constant"() <{value = @decl}> : () -> ((i32, f32) -> (i32, f32))
  %f = constant @decl : (i32, f32) -> (i32, f32)
  // CHECK-NEXT: %[[I:.*]]:2 = call_indirect %[[F]](%arg0, %[[D]]#1) : (i32, f32) -> (i32, f32)
  // GENERIC-NEXT: %{{.*}}:2 = "func.call_indirect"(%[[GF]], %{{.*}}, %[[GD]]#1) : ((i32, f32) -> (i32, f32), i32, f32) -> (i32, f32)
  %4:2 = call_indirect %f(%x, %1#1) : (i32, f32) -> (i32, f32)
  // A second name clash gets a numeric suffix.
  // CHECK-NEXT: %[[G:f_0]] = constant @empty : () -> ()
  // GENERIC-NEXT: %[[GG:.*]] = "func.constant"() <{value = @empty}> : () -> (() -> ())
  %g = func.constant @empty : () -> ()
  // CHECK-NEXT: call_indirect %[[G]]() : () -> ()
  // GENERIC-NEXT: "func.call_indirect"(%[[GG]]) : (() -> ()) -> ()
  func.call_indirect %g() : () -> ()
  // CHECK-NEXT: return %[[I]]#0 : i32
  return %4#0 : i32
}

// CHECK-LABEL: module @inner {
// CHECK-NEXT:    func.func @inner_fn(%arg0: i32) -> i32 {
// CHECK-NEXT:      return %arg0 : i32
// CHECK-NEXT:    }
// CHECK-NEXT:  }
module @inner {
  func.func @inner_fn(%arg0: i32) -> i32 {
    return %arg0 : i32
  }
}

// Block arguments of the entry block are named %argN; other blocks get
// their own names.
// CHECK-LABEL: func.func @blocks(%arg0: i32, %arg1: i1) -> i32 {
// CHECK-NEXT:    cf.cond_br %arg1, ^bb1(%arg0 : i32), ^bb2
// CHECK-NEXT:  ^bb1(%0: i32):  // pred: ^bb0
// CHECK-NEXT:    return %0 : i32
// CHECK-NEXT:  ^bb2:  // pred: ^bb0
// CHECK-NEXT:    return %arg0 : i32
// CHECK-NEXT:  }
func.func @blocks(%a: i32, %c: i1) -> i32 {
  cf.cond_br %c, ^x(%a : i32), ^y
^x(%v: i32):
  return %v : i32
^y:
  return %a : i32
}
