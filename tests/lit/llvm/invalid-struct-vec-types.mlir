// RUN: cmir-opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect

// Identified structs: a second, different body is reported at the first
// element of the new body (at `packed`/`(` when the body is empty), not at
// the end of the enclosing construct.
func.func @two_bodies() {
  "test.a"() : () -> !llvm.struct<"pair", (i64, i64)>
  "test.b"() : () -> !llvm.struct<"pair",
    // expected-error@+1 {{identified type already used with a different body}}
    (i64, i32)>
  return
}

// -----

func.func @opaque_then_empty() {
  "test.a"() : () -> !llvm.struct<"hidden", opaque>
  "test.b"() : () -> !llvm.struct<"hidden",
    // expected-error@+1 {{identified type already used with a different body}}
    packed ()>
  return
}

// -----

func.func @defined_then_opaque() {
  "test.a"() : () -> !llvm.struct<"full", (f32)>
  "test.b"() : () -> !llvm.struct<"full",
    // expected-error@+1 {{redeclaring defined struct as opaque}}
    opaque>
  return
}

// -----

func.func @literal_opaque() {
  // expected-error@+1 {{only identified structs can be opaque}}
  "test.a"() : () -> !llvm.struct<opaque>
  return
}

// -----

// A reference by name alone is only allowed inside that struct's body.
func.func @bare_reference() {
  // expected-error@+1 {{struct without a body only allowed in a recursive struct}}
  "test.a"() : () -> !llvm.struct<"node">
  return
}

// -----

func.func @redefined_inside() {
  // expected-error@+1 {{identifier already used for an enclosing struct}}
  "test.a"() : () -> !llvm.struct<"outer", (i8, struct<"outer", (i8)>)>
  return
}

// -----

// The self-reference is fine, and so is a later use of the whole struct.
func.func @recursive_ok() {
  "test.a"() : () -> !llvm.struct<"list", (ptr, struct<"list">)>
  "test.b"() : () -> !llvm.struct<"list", (ptr, struct<"list">)>
  return
}

// -----

// !llvm.vec takes `n x T` or `? x n x T`.
func.func @vec_dynamic() {
  // expected-error@+1 {{expected '? x <integer> x <type>' or '<integer> x <type>'}}
  "test.a"() : () -> !llvm.vec<? x f32>
  return
}

// -----

func.func @vec_two_fixed() {
  // expected-error@+1 {{expected '? x <integer> x <type>' or '<integer> x <type>'}}
  "test.a"() : () -> !llvm.vec<2x8 x ptr>
  return
}

// -----

func.func @vec_scalable_void() {
  // expected-error@+1 {{invalid vector element type}}
  "test.a"() : () -> !llvm.vec<?x2 x void>
  return
}

// -----

func.func @vec_scalable_ok() {
  "test.a"() : () -> !llvm.vec<?x2 x ptr>
  "test.b"() : () -> !llvm.vec<? x 4 x f32>
  return
}

// -----

// A builtin type after `!llvm.` is refused where its name starts.
// expected-error@+1 {{unexpected type, expected keyword}}
func.func private @builtin_after_prefix() -> !llvm.memref<4xf32>

// -----

func.func @unknown_keyword() {
  %0:2 = "test.a"() : () -> (!llvm.vec<2 x ptr>,
    // expected-error@+1 {{unknown LLVM type: fnord}}
    !llvm.fnord)
  return
}
