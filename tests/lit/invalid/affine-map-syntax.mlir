// RUN: cmir-opt %s --split-input-file --verify-diagnostics

// Syntax errors inside affine_map<...> and affine_set<...>, worded as
// mlir-opt-19 words them.

// expected-error@+1 {{no expression inside parentheses}}
#m0 = affine_map<(a) -> (a, ())>

// -----

// expected-error@+1 {{missing right operand of binary operator}}
#m1 = affine_map<(a, b) -> (a * 3 *)>

// -----

// expected-error@+1 {{missing right operand of binary operator}}
#m2 = affine_map<(a, b) -> (b - a +)>

// -----

// expected-error@+1 {{missing left operand of binary operator}}
#m3 = affine_map<(a, b) -> (a, + b)>

// -----

// expected-error@+1 {{missing left operand of binary operator}}
#m4 = affine_map<(a, b) -> (* a)>

// -----

// expected-error@+2 {{no expression inside parentheses}}
// expected-error@+1 {{missing operand of negation}}
#m5 = affine_map<(a)[s] -> (-(), a)>

// -----

// expected-error@+1 {{expected '(' in affine map range}}
#m6 = affine_map<(a) -> a>

// -----

// expected-error@+1 {{expected ')' in affine map range}}
#m7 = affine_map<(a, b) -> (a b)>

// -----

// expected-error@+1 {{expected '=' in attribute alias definition}}
#m8 affine_map<(a) -> (a)>

// -----

// expected-error@+1 {{expected '=' in type alias definition}}
!t0 i32

// -----

// expected-error@+1 {{expected ')' in integer set constraint list}}
#s0 = affine_set<(a) : (a >= 0 a)>
