// RUN: cmir-opt %s --split-input-file --verify-diagnostics -allow-unregistered-dialect

// Parser and verifier messages worded and placed as mlir-opt-19 has them.

// expected-error@+1 {{type names with a '.' are reserved for dialect-defined names}}
!my.ty = f32

// -----

// expected-error@+1 {{attribute names with a '.' are reserved for dialect-defined names}}
#my.at = 7 : i64

// -----

func.func @g(%x: i32, %y: i32) {
  // expected-error@+1 {{successors in non-terminator}}
  %s = "arith.muli"(%x, %y)[^next] : (i32, i32) -> i32
^next:
  return
}

// -----

// a missing operand is blamed on the line that lacks it
// expected-error@+1 {{expected SSA operand}}
func.func @h() { ^entry(

// -----

// expected-error@+1 {{expected '<' after 'strided'}}
func.func private @s0() -> memref<4xf32, strided>

// -----

// expected-error@+1 {{expected 'offset' after comma}}
func.func private @s1() -> memref<4xf32, strided<[1], >>

// -----

// expected-error@+1 {{expected ':' after 'offset'}}
func.func private @s2() -> memref<4xf32, strided<[1], offset 3>>

// -----

// expected-error@+1 {{strides must not be zero}}
func.func private @s3() -> memref<4x4xf32, strided<[4, 0]>>

// -----

// expected-error@+1 {{expected list element}}
func.func private @s4() -> memref<8xi16, >

// -----

func.func @l0() {
  // expected-error@+1 {{expected 'at' in callsite location}}
  return loc(callsite("a" "b"))
}

// -----

func.func @l1() {
  // expected-error@+1 {{expected location, but found dialect attribute: '#my.loc'}}
  return loc(#my.loc)
}

// -----

#not_loc_early = 5 : i32
func.func @l2() {
  // expected-error@+1 {{expected location, but found '5 : i32'}}
  return loc(#not_loc_early)
}

// -----

func.func @l3() {
  // expected-error@+1 {{expected location, but found 'unit'}}
  return loc(#not_loc_late)
}
#not_loc_late = unit

// -----

func.func @outer() {
  // expected-error@+1 {{symbol's parent must have the SymbolTable trait}}
  func.func private @inner(i8)
  return
}

// -----

// expected-error@+1 {{expected non-function type}}
func.func @no_varargs(i32, ...)

// -----

// expected-error@+1 {{@ identifier expected to start with letter or '_'}}
func.func private @.dotted()

// -----

// expected-error@+1 {{expected non-empty function body}}
func.func @empty_body() {}

// -----

// expected-error@+1 {{expected string containing hex digits starting with `0x`}}
"test.op"() {v = dense<"FF00"> : tensor<2xi8>} : () -> ()
