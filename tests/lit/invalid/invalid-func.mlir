// RUN: cmir-opt %s --split-input-file --verify-diagnostics

// func dialect errors: symbol resolution, symbol redefinition, return and call
// type and arity mismatches, visibility, function attributes.

func.func @call_undefined() {
  // expected-error@+1 {{'func.call' op 'missing' does not reference a valid function}}
  func.call @missing() : () -> ()
  return
}

// -----

// expected-note@+1 {{see existing symbol definition here}}
func.func @f() {
  return
}
// expected-error@+1 {{redefinition of symbol named 'f'}}
func.func @f() {
  return
}

// -----

// expected-note@+1 {{see existing symbol definition here}}
func.func private @f()
// expected-error@+1 {{redefinition of symbol named 'f'}}
memref.global @f : memref<i32> = uninitialized

// -----

func.func @return_count() {
  %0 = arith.constant 1 : i32
  // expected-error@+1 {{'func.return' op has 1 operands, but enclosing function (@return_count) returns 0}}
  return %0 : i32
}

// -----

func.func @return_missing_value() -> i32 {
  // expected-error@+1 {{'func.return' op has 0 operands, but enclosing function (@return_missing_value) returns 1}}
  return
}

// -----

func.func @return_type(%a: i64) -> i32 {
  // expected-error@+1 {{type of return operand 0 ('i64') doesn't match function result type ('i32') in function @return_type}}
  return %a : i64
}

// -----

func.func @return_second_type(%a: i32) -> (i32, f32) {
  // expected-error@+1 {{type of return operand 1 ('i32') doesn't match function result type ('f32') in function @return_second_type}}
  return %a, %a : i32, i32
}

// -----

func.func private @callee(i32) -> i32
func.func @call_operand_type(%a: i64) {
  // expected-error@+1 {{'func.call' op operand type mismatch: expected operand type 'i32', but provided 'i64' for operand number 0}}
  %0 = func.call @callee(%a) : (i64) -> i32
  return
}

// -----

func.func private @callee(i32) -> i32
func.func @call_result_type(%a: i32) {
  // expected-error@+3 {{'func.call' op result type mismatch at index 0}}
  // expected-note@+2 {{op result types: 'i64'}}
  // expected-note@+1 {{function result types: 'i32'}}
  %0 = func.call @callee(%a) : (i32) -> i64
  return
}

// -----

func.func private @callee(i32) -> i32
func.func @call_operand_count(%a: i32) {
  // expected-error@+1 {{'func.call' op incorrect number of operands for callee}}
  %0 = func.call @callee(%a, %a) : (i32, i32) -> i32
  return
}

// -----

func.func private @callee(i32) -> i32
func.func @call_result_count(%a: i32) {
  // expected-error@+1 {{'func.call' op incorrect number of results for callee}}
  func.call @callee(%a) : (i32) -> ()
  return
}

// -----

memref.global @g : memref<i32> = uninitialized
func.func @call_non_function() {
  // expected-error@+1 {{'func.call' op 'g' does not reference a valid function}}
  func.call @g() : () -> ()
  return
}

// -----

func.func @f() {
  return
}
func.func @call_nested_reference() {
  // expected-error@+1 {{custom op 'func.call' invalid kind of attribute specified}}
  func.call @m::@f() : () -> ()
  return
}

// -----

// expected-error@+1 {{'func.func' op symbol declaration cannot have public visibility}}
func.func @public_declaration()

// -----

// expected-error@+1 {{custom op 'func.func' expected valid '@'-identifier for symbol name}}
func.func weird @bad_visibility() {
  return
}

// -----

// expected-error@+1 {{'func.func' op visibility expected to be one of ["public", "private", "nested"], but got "weird"}}
"func.func"() <{function_type = () -> (), sym_name = "bad_visibility_attr", sym_visibility = "weird"}> ({
  "func.return"() : () -> ()
}) : () -> ()

// -----

// expected-error@+1 {{custom op 'func.func' 'sym_visibility' is an inferred attribute and should not be specified in the explicit attribute dictionary}}
func.func @inferred_attribute() attributes {sym_visibility = "private"} {
  return
}

// -----

func.func private @callee(i32) -> i32
func.func @constant_type_mismatch() {
  // expected-error@+1 {{'func.constant' op reference to function with mismatched type}}
  %0 = func.constant @callee : (i64) -> i32
  return
}

// -----

func.func @constant_undefined() {
  // expected-error@+1 {{'func.constant' op reference to undefined function 'missing'}}
  %0 = func.constant @missing : () -> ()
  return
}

// -----

// expected-note@+1 {{prior use here}}
func.func @call_indirect_type(%f: (i32) -> i32, %a: i64) {
  // expected-error@+1 {{use of value '%a' expects different type than prior uses: 'i32' vs 'i64'}}
  %0 = func.call_indirect %f(%a) : (i32) -> i32
  return
}

// -----

func.func @call_indirect_not_function(%f: i32) {
  // expected-error@+1 {{'func.call_indirect' op operand #0 must be function type, but got 'i32'}}
  "func.call_indirect"(%f) : (i32) -> ()
  return
}

// -----

// expected-error@+1 {{'func.func' op expects argument attribute array to have the same number of elements as the number of function arguments, got 2, but expected 1}}
"func.func"() <{arg_attrs = [{}, {}], function_type = (i32) -> (), sym_name = "arg_attrs_count"}> ({
^bb0(%a: i32):
  "func.return"() : () -> ()
}) : () -> ()

// -----

// expected-error@+1 {{'func.func' op expects result attribute array to have the same number of elements as the number of function results, got 2, but expected 1}}
"func.func"() <{res_attrs = [{}, {}], function_type = () -> i32, sym_name = "res_attrs_count", sym_visibility = "private"}> ({
}) : () -> ()

// -----

// expected-error@+1 {{custom op 'func.func' expected SSA identifier}}
func.func @mixed_named_and_unnamed(%a: i32, f32) {
  return
}

// -----

// expected-error@+1 {{'func.return' op expects parent op 'func.func'}}
func.return

// -----

func.func @return_in_scf(%c: i1) {
  scf.if %c {
    // expected-error@+1 {{'func.return' op expects parent op 'func.func'}}
    func.return
  }
  return
}

// -----

// expected-error@+1 {{'func.func' op attribute 'function_type' failed to satisfy constraint: type attribute of function type}}
"func.func"() <{function_type = i32, sym_name = "not_a_function_type"}> ({
}) : () -> ()

// -----

// expected-error@+1 {{'func.func' op requires attribute 'sym_name'}}
"func.func"() <{function_type = () -> ()}> ({
  "func.return"() : () -> ()
}) : () -> ()

// -----

func.func @missing_function_name() {
  return
}
// expected-error@+1 {{custom op 'func.func' expected valid '@'-identifier for symbol name}}
func.func () {
  return
}

// -----

func.func @func_with_result() -> i32 {
  %0 = arith.constant 0 : i32
  return %0 : i32
// expected-error@+1 {{expected operation name in quotes}}
} -> i32

// -----

func.func @call_indirect_generic_operand_type(%f: (i32) -> i32, %a: i64) {
  // expected-error@+1 {{'func.call_indirect' op failed to verify that callee input types match argument types}}
  %0 = "func.call_indirect"(%f, %a) : ((i32) -> i32, i64) -> i32
  return
}

// -----

func.func @call_indirect_generic_result_type(%f: (i32) -> i32, %a: i32) {
  // expected-error@+1 {{'func.call_indirect' op failed to verify that callee result types match result types}}
  %0 = "func.call_indirect"(%f, %a) : ((i32) -> i32, i32) -> f32
  return
}

// -----

func.func @call_missing_callee() {
  // expected-error@+1 {{'func.call' op requires attribute 'callee'}}
  "func.call"() : () -> ()
  return
}
