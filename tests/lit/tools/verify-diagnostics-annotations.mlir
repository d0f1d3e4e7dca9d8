// How --verify-diagnostics reads `expected-*` annotations: a space may stand
// before `@`; @above names the last line that holds no annotation and @below
// the next such line; -re takes {{regular expressions}}; an annotation must
// end its line, or it is only text.
// RUN: cmir-opt --split-input-file --verify-diagnostics %s

func.func @space_before_at(%a: i32) {
  // expected-error @+1 {{'func.return' op has 1 operands, but enclosing function (@space_before_at) returns 0}}
  func.return %a : i32
}

// -----

func.func @above_skips_annotations() {
  %x = arith.constant 0 : i32
  // expected-error@+2 {{redefinition of SSA value '%x'}}
  // expected-note@above {{previously defined here}}
  %x = arith.constant 1 : i32
  return
}

// -----

func.func @below_skips_annotations() {
  // expected-note@below {{previously defined here}}
  // expected-error@+2 {{redefinition of SSA value '%y'}}
  %y = arith.constant 0 : i32
  %y = arith.constant 1 : i32
  return
}

// -----

func.func @regex(%a: i32) {
  // expected-error-re @+1 {{'func.return' op has {{[0-9]+}} operands, but enclosing function (@{{[a-z]+}}) returns 0}}
  func.return %a : i32
}

// -----

// This line mentions expected-error {{nothing}} but goes on, so it is text.
func.func @no_error() {
  return
}
