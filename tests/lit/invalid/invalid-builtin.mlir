// RUN: cmir-opt %s --split-input-file --verify-diagnostics

// builtin dialect errors: module attributes, regions and symbols;
// unrealized_conversion_cast syntax.

// expected-error@+1 {{'builtin.module' op can only contain attributes with dialect-prefixed names, found: 'bad'}}
module attributes {bad = 1} {
}

// -----

module @m {
  // expected-note@+1 {{see existing symbol definition here}}
  func.func private @f()
  // expected-error@+1 {{redefinition of symbol named 'f'}}
  func.func private @f()
}

// -----

// expected-error@+1 {{'builtin.module' op region should have no arguments}}
"builtin.module"() ({
^bb0(%a: i32):
}) : () -> ()

// -----

// expected-error@+1 {{'builtin.module' op expects region #0 to have 0 or 1 blocks}}
"builtin.module"() ({
^bb0:
  "func.return"() : () -> ()
^bb1:
  "func.return"() : () -> ()
}) : () -> ()

// -----

// expected-error@+1 {{'builtin.module' op requires zero results}}
%0 = "builtin.module"() ({
}) : () -> i32

// -----

// expected-note@+1 {{see existing symbol definition here}}
module @m1 {
}
// expected-error@+1 {{redefinition of symbol named 'm1'}}
module @m1 {
}

// -----

func.func @cast_missing_to(%a: i32) {
  // expected-error@+1 {{custom op 'builtin.unrealized_conversion_cast' expected 'to'}}
  %0 = builtin.unrealized_conversion_cast %a : i32 i64
  return
}

// -----

func.func @cast_type_count(%a: i32) {
  // expected-error@+1 {{custom op 'builtin.unrealized_conversion_cast' 2 operands present, but expected 1}}
  %0 = builtin.unrealized_conversion_cast %a, %a : i32 to i64
  return
}

// -----

module {
  // expected-error@+1 {{'builtin.unrealized_conversion_cast' op requires zero regions}}
  "builtin.unrealized_conversion_cast"() ({
  }) : () -> ()
}
