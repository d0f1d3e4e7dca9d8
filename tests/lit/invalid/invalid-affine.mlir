// RUN: cmir-opt %s --split-input-file --verify-diagnostics

// affine.apply, affine.min, affine.max: syntax and verifier errors with
// mlir-opt-19's wording and locations.

func.func @apply_count(%i: index) {
  // expected-error@+1 {{custom op 'affine.apply' dimension or symbol index mismatch}}
  %0 = affine.apply affine_map<(d0, d1) -> (d0 + d1)>(%i)
  return
}

// -----

func.func @apply_generic_count(%i: index) {
  // expected-error@+1 {{'affine.apply' op operand count and affine map dimension and symbol count must match}}
  %0 = "affine.apply"(%i) <{map = affine_map<(d0, d1) -> (d0 + d1)>}> : (index) -> index
  return
}

// -----

func.func @apply_results(%i: index) {
  // expected-error@+1 {{'affine.apply' op mapping must produce one value}}
  %0 = "affine.apply"(%i) <{map = affine_map<(d0) -> (d0, d0)>}> : (index) -> index
  return
}

// -----

func.func @apply_operand_type(%i: i32) {
  // expected-error@+1 {{'affine.apply' op operand #0 must be variadic of index, but got 'i32'}}
  %0 = "affine.apply"(%i) <{map = affine_map<(d0) -> (d0)>}> : (i32) -> index
  return
}

// -----

func.func @apply_not_a_map(%i: index) {
  // expected-error@+1 {{custom op 'affine.apply' invalid kind of attribute specified}}
  %0 = affine.apply 42(%i)
  return
}

// -----

func.func @apply_no_map(%i: index) {
  // expected-error@+1 {{'affine.apply' op requires attribute 'map'}}
  %0 = "affine.apply"(%i) : (index) -> index
  return
}

// -----

func.func @min_count(%i: index) {
  // expected-error@+1 {{'affine.min' op operand count and affine map dimension and symbol count must match}}
  %0 = "affine.min"(%i, %i) <{map = affine_map<(d0) -> (d0, 4)>}> : (index, index) -> index
  return
}
