// RUN: cmir-opt %s --split-input-file --verify-diagnostics

// Lexer and parser errors: bad tokens, unterminated strings, malformed syntax,
// unknown operations, dialects and aliases.

func.func @bad_char() {
  // expected-error@+1 {{unexpected character}}
  %0 = arith.constant 1 : i32 $
  return
}

// -----

func.func @unterminated_string() {
  // expected-error@+1 {{expected '"' in string literal}}
  cf.assert %c, "unterminated
}

// -----

func.func @bad_escape(%c: i1) {
  // expected-error@+1 {{unknown escape in string literal}}
  cf.assert %c, "bad \q escape"
  return
}

// -----

func.func @c_comment() {
  // expected-error@+1 {{unexpected character}}
  /* not a comment */
  return
}

// -----

func.func @bare_percent() {
  // expected-error@+1 {{invalid SSA name}}
  % = arith.constant 1 : i32
  return
}

// -----

func.func @bare_caret() {
  // expected-error@+1 {{invalid block name}}
  cf.br ^
}

// -----

func.func @bare_at() {
  // expected-error@+1 {{@ identifier expected to start with letter or '_'}}
  func.call @() : () -> ()
  return
}

// -----

// expected-error@+1 {{invalid attribute name}}
func.func @bare_hash() attributes {my.a = #} {
  return
}

// -----

// expected-error@+1 {{invalid type identifier}}
func.func private @bare_bang(!)

// -----

func.func @expected_type() {
  // expected-error@+1 {{expected non-function type}}
  %0 = arith.constant 1 : 5
  return
}

// -----

func.func @expected_colon(%a: i32) {
  // expected-error@+1 {{expected ':'}}
  %0 = arith.addi %a, %a i32
  return
}

// -----

func.func @expected_comma(%a: i32) {
  // expected-error@+1 {{expected ','}}
  %0 = arith.addi %a %a : i32
  return
}

// -----

// expected-error@+1 {{expected '->' in function type}}
func.func private @expected_arrow((i32) i32)

// -----

// expected-error@+1 {{expected ')'}}
func.func private @unbalanced_paren(i32

// -----

func.func @missing_brace() {
  // expected-error@+1 {{expected operation name in quotes}}
  return

// -----

// expected-error@+1 {{expected non-function type}}
func.func private @unknown_type(i33x)

// -----

// expected-error@+1 {{expected non-function type}}
func.func private @unknown_keyword_type(foo)

// -----

func.func @unknown_custom_op() {
  // expected-error@+2 {{Dialect `foo' not found for custom op 'foo.bar'}}
  // expected-note@+1 {{Registered dialects:}}
  foo.bar
  return
}

// -----

func.func @unknown_op_in_known_dialect() {
  // expected-error@+1 {{custom op 'arith.frobnicate' is unknown}}
  arith.frobnicate
  return
}

// -----

func.func @unknown_bare_op() {
  // expected-error@+1 {{custom op 'frobnicate' is unknown (tried 'func.frobnicate' as well)}}
  frobnicate
  return
}

// -----

func.func @unregistered_generic_op() {
  // expected-error@+1 {{operation being parsed with an unregistered dialect}}
  "foo.bar"() : () -> ()
  return
}

// -----

// expected-error@+1 {{type created with unregistered dialect}}
func.func private @unregistered_dialect_type(!foo.bar)

// -----

// expected-error@+1 {{attribute created with unregistered dialect}}
func.func private @unregistered_dialect_attr() attributes {my.a = #foo.bar}

// -----

// expected-error@+1 {{undefined symbol alias id 'undefined'}}
func.func private @undefined_attr_alias() attributes {my.a = #undefined}

// -----

// expected-error@+1 {{undefined symbol alias id 'undefined'}}
func.func private @undefined_type_alias(!undefined)

// -----

#a = 1 : i32
// expected-error@+1 {{redefinition of attribute alias id 'a'}}
#a = 2 : i32

// -----

!t = i32
// expected-error@+1 {{redefinition of type alias id 't'}}
!t = i64

// -----

func.func @wrong_result_count() {
  // expected-error@+1 {{operation defines 1 results but was provided 2 to bind}}
  %0:2 = arith.constant 1 : i32
  return
}

// -----

func.func @result_number_out_of_range() {
  %0 = arith.constant 1 : i32
  // expected-error@+1 {{reference to invalid result number}}
  %1 = arith.addi %0#1, %0#1 : i32
  return
}

// -----

func.func @generic_operand_count(%a: i32) {
  // expected-error@+1 {{expected 1 operand type}}
  "func.return"(%a) : () -> ()
}

// -----

func.func @generic_result_count() {
  // expected-error@+1 {{cannot name an operation with no results}}
  %0 = "arith.constant"() <{value = 1 : i32}> : () -> ()
  return
}

// -----

func.func @generic_not_function_type() {
  // expected-error@+1 {{expected function type}}
  "func.return"() : i32
}

// -----

func.func @generic_missing_type() {
  // expected-error@+1 {{expected ':' followed by operation type}}
  "func.return"()
}

// -----

func.func @missing_equal() {
  // expected-error@+1 {{expected '=' after SSA name}}
  %0 arith.constant 1 : i32
  return
}

// -----

func.func @op_name_expected() {
  // expected-error@+1 {{expected operation name in quotes}}
  %0 = 
}

// -----

// expected-error@+1 {{expected attribute value}}
func.func @expected_attribute_value() attributes {my.a = } {
  return
}

// -----

// expected-error@+1 {{duplicate key 'my.a' in dictionary attribute}}
func.func @duplicate_dict_key() attributes {my.a = 1, my.a = 2} {
  return
}

// -----

func.func @bad_location() {
  // expected-error@+1 {{expected location instance}}
  return loc(123)
}

// -----

func.func @bad_block_label(%a: i32) {
  cf.br ^bb1
// expected-error@+1 {{expected ':' and type for SSA operand}}
^bb1(%x):
  return
}

// -----

func.func @block_arg_redefinition() {
  cf.br ^bb1
// expected-error@+2 {{redefinition of SSA value '%x'}}
// expected-note@+1 {{previously defined here}}
^bb1(%x: i32, %x: i32):
  return
}

// -----

// The brackets in a dialect type's or attribute's body must nest: the error
// names the innermost open one, at the body's start (as MLIR does).
// expected-error@+1 {{unbalanced '(' character in pretty dialect name}}
func.func private @f() -> !x<(>)

// -----

// expected-error@+1 {{unbalanced '{' character in pretty dialect name}}
func.func private @g() attributes {a = #x<{]>}

// -----

// An op without properties takes none, not even an empty dictionary.
func.func @return_props() {
  // expected-error@+1 {{invalid properties {} for op func.return: this operation does not support properties}}
  "func.return"() <{}> : () -> ()
}

// -----

func.func @return_named_props() {
  // expected-error@+1 {{invalid properties {a = 1 : i64} for op func.return: this operation does not support properties}}
  "func.return"() <{a = 1}> : () -> ()
}

// -----

// A string in a dialect body ends on its line; the error is where the line
// ends, as MLIR's lexer reports it.
// expected-error@+1 {{expected '"' in string literal}}
func.func private @h() -> !x<"abc>

// -----

// A dialect type or attribute needs a dialect name before the dot.
// expected-error@+1 {{invalid dialect namespace '""'}}
func.func private @no_dialect_type(!.foo<"s", (i64)>)

// -----

// expected-error@+1 {{invalid dialect namespace '""'}}
func.func private @no_dialect_attr() attributes {a = #.foo}
