// A signature of types only leaves the entry block's arguments to the body:
// a body that names none does not match the signature.
// RUN: cmir-opt %s --split-input-file --verify-diagnostics

// expected-error@+1 {{entry block must have 1 arguments to match function signature}}
func.func @missing(f32) {
  return
}

// -----

// expected-error@+1 {{entry block must have 2 arguments to match function signature}}
func.func @one_of_two(f32, i32) {
^bb0(%a: f32):
  return
}
