// RUN: cmir-opt %s --split-input-file --verify-diagnostics

// affine.for, affine.if, affine.load, affine.store, affine.yield: syntax and
// verifier errors with mlir-opt-19's wording and locations, including which
// values are valid dimensions and symbols.

func.func @negative_step() {
  // expected-error@+1 {{custom op 'affine.for' expected step to be representable as a positive signed integer}}
  affine.for %i = 0 to 10 step -1 {
  }
  return
}

// -----

func.func @lower_bound_needs_max(%n: index) {
  // expected-error@+1 {{custom op 'affine.for' lower loop bound affine map with multiple results requires 'max' prefix}}
  affine.for %i = affine_map<(d0, d1) -> (d0, d1)>(%n, %n) to 10 {
  }
  return
}

// -----

func.func @upper_bound_needs_min() {
  // expected-error@+1 {{custom op 'affine.for' upper loop bound affine map with multiple results requires 'min' prefix}}
  affine.for %i = 0 to affine_map<() -> (1, 2)>() {
  }
  return
}

// -----

func.func @bound_dim_count(%n: index) {
  // expected-error@+1 {{custom op 'affine.for' dim operand count and affine map dim count must match}}
  affine.for %i = affine_map<(d0) -> (d0)>(%n, %n) to 10 {
  }
  return
}

// -----

func.func @bound_symbol_count(%n: index) {
  // expected-error@+1 {{custom op 'affine.for' symbol operand count and affine map symbol count must match}}
  affine.for %i = 0 to affine_map<()[s0] -> (s0)>()[%n, %n] {
  }
  return
}

// -----

func.func @bound_two_operands(%n: index) {
  // expected-error@+1 {{custom op 'affine.for' expected only one loop bound operand}}
  affine.for %i = %n, %n to 10 {
  }
  return
}

// -----

func.func @bound_not_a_map() {
  // expected-error@+1 {{custom op 'affine.for' expected valid affine map representation for loop bounds}}
  affine.for %i = 0 to "x" {
  }
  return
}

// -----

func.func @iter_args_count(%n: index) {
  // expected-error@+1 {{custom op 'affine.for' mismatch between the number of loop-carried values and results}}
  %r = affine.for %i = 0 to 10 iter_args(%a = %n) -> (index, index) {
    affine.yield %a : index
  }
  return
}

// -----

func.func @bound_not_a_symbol() {
  affine.for %i = 0 to 10 {
    %x = arith.addi %i, %i : index
    // expected-error@+1 {{'affine.for' op operand cannot be used as a symbol}}
    affine.for %j = 0 to %x {
    }
  }
  return
}

// -----

func.func @apply_of_iv_not_a_symbol() {
  affine.for %i = 0 to 10 {
    %y = affine.apply affine_map<(d0) -> (d0)>(%i)
    affine.for %j = 0 to affine_map<(d0) -> (d0)>(%y) {
    }
    // expected-error@+1 {{'affine.for' op operand cannot be used as a symbol}}
    affine.for %j = 0 to %y {
    }
  }
  return
}

// -----

func.func @yield_count(%n: index) {
  %r = affine.for %i = 0 to 10 iter_args(%a = %n) -> (index) {
    // expected-error@+1 {{'affine.yield' op parent of yield must have same number of results as the yield operands}}
    affine.yield %a, %a : index, index
  }
  return
}

// -----

func.func @yield_type(%n: index, %f: f32) {
  %r = affine.for %i = 0 to 10 iter_args(%a = %n) -> (index) {
    // expected-error@+1 {{'affine.yield' op types mismatch between yield op and its parent}}
    affine.yield %f : f32
  }
  return
}

// -----

func.func @yield_outside(%n: index) {
  // expected-error@+1 {{'affine.yield' op only terminates affine.if/for/parallel regions}}
  affine.yield
}

// -----

func.func @init_type(%n: index) {
  // expected-error@+1 {{'affine.for' op 0-th init and 0-th region iter_arg have different type: 'index' != 'f32'}}
  %r = "affine.for"(%n) <{lowerBoundMap = affine_map<() -> (0)>, operandSegmentSizes = array<i32: 0, 0, 1>, step = 1 : index, upperBoundMap = affine_map<() -> (10)>}> ({
  ^bb0(%i: index, %a: f32):
    "affine.yield"(%a) : (f32) -> ()
  }) : (index) -> f32
  return
}

// -----

func.func @no_iter_arg(%n: index) {
  // expected-error@+1 {{'affine.for' op different number of inits and region iter_args: 1 != 0}}
  %r = "affine.for"(%n) <{lowerBoundMap = affine_map<() -> (0)>, operandSegmentSizes = array<i32: 0, 0, 1>, step = 1 : index, upperBoundMap = affine_map<() -> (10)>}> ({
  ^bb0(%i: index):
    "affine.yield"(%n) : (index) -> ()
  }) : (index) -> index
  return
}

// -----

func.func @iv_type() {
  // expected-error@+1 {{'affine.for' op expected body to have a single index argument for the induction variable}}
  "affine.for"() <{lowerBoundMap = affine_map<() -> (0)>, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = affine_map<() -> (10)>}> ({
  ^bb0(%i: f32):
    "affine.yield"() : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @step_kind() {
  // expected-error@+1 {{'affine.for' op attribute 'step' failed to satisfy constraint: index attribute}}
  "affine.for"() <{lowerBoundMap = affine_map<() -> (0)>, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1, upperBoundMap = affine_map<() -> (10)>}> ({
  ^bb0(%i: index):
    "affine.yield"() : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @for_terminator() {
  // expected-error@+2 {{'affine.for' op expects regions to end with 'affine.yield', found 'llvm.unreachable'}}
  // expected-note@+1 {{in custom textual format, the absence of terminator implies 'affine.yield'}}
  "affine.for"() <{lowerBoundMap = affine_map<() -> (0)>, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = affine_map<() -> (10)>}> ({
  ^bb0(%i: index):
    "llvm.unreachable"() : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @if_dim_count(%n: index) {
  // expected-error@+1 {{custom op 'affine.if' dim operand count and integer set dim count must match}}
  affine.if affine_set<(d0) : (d0 >= 0)>(%n, %n) {
  }
  return
}

// -----

func.func @if_symbol_count(%n: index) {
  // expected-error@+1 {{custom op 'affine.if' symbol operand count and integer set symbol count must match}}
  affine.if affine_set<(d0)[s0] : (d0 + s0 >= 0)>(%n) {
  }
  return
}

// -----

func.func @if_no_condition(%n: index) {
  // expected-error@+1 {{'affine.if' op requires an integer set attribute named 'condition'}}
  "affine.if"(%n) ({
    "affine.yield"() : () -> ()
  }, {
  }) : (index) -> ()
  return
}

// -----

func.func @if_region_args(%n: index) {
  // expected-error@+1 {{'affine.if' op region #0 should have no arguments}}
  "affine.if"(%n) ({
  ^bb0(%i: index):
    "affine.yield"() : () -> ()
  }, {
  }) {condition = affine_set<(d0) : (d0 >= 0)>} : (index) -> ()
  return
}

// -----

func.func @if_not_a_dim(%f: f32) {
  affine.for %i = 0 to 10 {
    // expected-error@+1 {{'affine.if' op operand cannot be used as a dimension id}}
    "affine.if"(%f) ({
      "affine.yield"() : () -> ()
    }, {
    }) {condition = affine_set<(d0) : (d0 >= 0)>} : (f32) -> ()
  }
  return
}

// -----

func.func @if_results_need_else(%n: index, %f: f32) {
  // expected-error@+1 {{'affine.if' op  region control flow edge from parent operands to parent results: source has 0 operands, but target successor needs 1}}
  %r = affine.if affine_set<(d0) : (d0 >= 0)>(%n) -> f32 {
    affine.yield %f : f32
  }
  return
}

// -----

func.func @if_yield_count(%n: index, %f: f32) {
  affine.if affine_set<(d0) : (d0 >= 0)>(%n) {
    // expected-error@+1 {{'affine.yield' op parent of yield must have same number of results as the yield operands}}
    affine.yield %f : f32
  }
  return
}

// -----

func.func @load_rank(%A: memref<4xf32>, %n: index) {
  // expected-error@+1 {{'affine.load' op affine map num results must equal memref rank}}
  %x = affine.load %A[%n, %n] : memref<4xf32>
  return
}

// -----

func.func @load_not_affine_index(%A: memref<4xf32>, %n: index) {
  affine.for %i = 0 to 10 {
    %y = arith.addi %i, %n : index
    // expected-error@+1 {{'affine.load' op index must be a valid dimension or symbol identifier}}
    %x = affine.load %A[%y] : memref<4xf32>
  }
  return
}

// -----

func.func @load_result_type(%A: memref<4xi32>) {
  // expected-error@+1 {{'affine.load' op result type must match element type of memref}}
  %x = "affine.load"(%A) <{map = affine_map<() -> (0)>}> : (memref<4xi32>) -> f32
  return
}

// -----

func.func @load_index_type(%A: memref<4xi32>, %f: f32) {
  // expected-error@+1 {{'affine.load' op operand #1 must be variadic of index, but got 'f32'}}
  %x = "affine.load"(%A, %f) <{map = affine_map<(d0) -> (d0)>}> : (memref<4xi32>, f32) -> i32
  return
}

// -----

func.func @load_subscripts(%A: memref<4xi32>, %n: index) {
  // expected-error@+1 {{'affine.load' op expects as many subscripts as affine map inputs}}
  %x = "affine.load"(%A, %n) <{map = affine_map<() -> (0)>}> : (memref<4xi32>, index) -> i32
  return
}

// -----

func.func @store_type(%A: memref<4xi32>, %f: f32) {
  // expected-error@+1 {{'affine.store' op value to store must have the same type as memref element type}}
  "affine.store"(%f, %A) <{map = affine_map<() -> (0)>}> : (f32, memref<4xi32>) -> ()
  return
}

// -----

func.func @store_not_affine_index(%A: memref<4xi32>, %v: i32) {
  affine.for %i = 0 to 10 {
    %y = arith.muli %i, %i : index
    // expected-error@+1 {{'affine.store' op index must be a valid dimension or symbol identifier}}
    affine.store %v, %A[%y] : memref<4xi32>
  }
  return
}
