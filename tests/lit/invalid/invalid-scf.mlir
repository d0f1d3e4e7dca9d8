// RUN: cmir-opt %s --split-input-file --verify-diagnostics

// scf dialect errors: loop bounds and iter_args, yields, if/else results,
// while/condition, execute_region and index_switch structure.

// expected-note@+1 {{prior use here}}
func.func @for_mixed_bound_types(%lb: index, %ub: i32) {
  // expected-error@+1 {{use of value '%ub' expects different type than prior uses: 'index' vs 'i32'}}
  scf.for %i = %lb to %ub step %lb {
  }
  return
}

// -----

func.func @for_generic_bound_types(%lb: index, %ub: i32) {
  // expected-error@+1 {{'scf.for' op failed to verify that all of {lowerBound, upperBound, step} have same type}}
  "scf.for"(%lb, %ub, %lb) ({
  ^bb0(%i: index):
    "scf.yield"() : () -> ()
  }) : (index, i32, index) -> ()
  return
}

// -----

func.func @for_float_bounds(%lb: f32) {
  // expected-error@+1 {{'scf.for' op operand #0 must be signless integer or index, but got 'f32'}}
  scf.for %i = %lb to %lb step %lb : f32 {
  }
  return
}

// -----

func.func @for_yield_count(%n: index, %x: f32) {
  // expected-error@+1 {{'scf.for' op  region control flow edge from Region #0 to Region #0: source has 0 operands, but target successor needs 1}}
  %0 = scf.for %i = %n to %n step %n iter_args(%a = %x) -> (f32) {
    scf.yield
  }
  return
}

// -----

func.func @for_yield_type(%n: index, %x: f32, %y: i32) {
  // expected-error@+1 {{'scf.for' op 0-th region iter_arg and 0-th yielded value have different type: 'f32' != 'i32'}}
  %0 = scf.for %i = %n to %n step %n iter_args(%a = %x) -> (f32) {
    scf.yield %y : i32
  }
  return
}

// -----

// expected-note@+1 {{prior use here}}
func.func @for_iter_arg_type(%n: index, %x: f32) {
  // expected-error@+1 {{use of value '%x' expects different type than prior uses: 'i32' vs 'f32'}}
  %0 = scf.for %i = %n to %n step %n iter_args(%a = %x) -> (i32) {
    scf.yield %a : i32
  }
  return
}

// -----

func.func @for_result_count(%n: index, %x: f32) {
  // expected-error@+1 {{operation defines 1 results but was provided 2 to bind}}
  %0:2 = scf.for %i = %n to %n step %n iter_args(%a = %x) -> (f32) {
    scf.yield %a : f32
  }
  return
}

// -----

func.func @for_block_args(%n: index) {
  // expected-error@+1 {{'scf.for' op different number of inits and region iter_args: 0 != 1}}
  "scf.for"(%n, %n, %n) ({
  ^bb0(%i: index, %j: index):
    "scf.yield"() : () -> ()
  }) : (index, index, index) -> ()
  return
}

// -----

func.func @for_induction_variable_type(%n: index) {
  // expected-error@+1 {{'scf.for' op expected induction variable to be same type as bounds and step}}
  "scf.for"(%n, %n, %n) ({
  ^bb0(%i: i32):
    "scf.yield"() : () -> ()
  }) : (index, index, index) -> ()
  return
}

// -----

func.func @for_missing_step(%n: index) {
  // expected-error@+1 {{custom op 'scf.for' expected 'step'}}
  scf.for %i = %n to %n {
  }
  return
}

// -----

func.func @if_results_without_else(%c: i1, %x: f32) {
  // expected-error@+1 {{'scf.if' op must have an else block if defining values}}
  %0 = scf.if %c -> (f32) {
    scf.yield %x : f32
  }
  return
}

// -----

func.func @if_yield_count(%c: i1, %x: f32) {
  // expected-error@+1 {{'scf.if' op  region control flow edge from Region #0 to parent results: source has 2 operands, but target successor needs 1}}
  %0 = scf.if %c -> (f32) {
    scf.yield %x, %x : f32, f32
  } else {
    scf.yield %x : f32
  }
  return
}

// -----

func.func @if_yield_type(%c: i1, %x: f32, %y: i32) {
  // expected-error@+1 {{'scf.if' op  along control flow edge from Region #1 to parent results: source type #0 'i32' should match input type #0 'f32'}}
  %0 = scf.if %c -> (f32) {
    scf.yield %x : f32
  } else {
    scf.yield %y : i32
  }
  return
}

// -----

func.func @if_missing_yield_value(%c: i1, %x: f32) {
  // expected-error@+1 {{'scf.if' op  region control flow edge from Region #0 to parent results: source has 0 operands, but target successor needs 1}}
  %0 = scf.if %c -> (f32) {
  } else {
    scf.yield %x : f32
  }
  return
}

// -----

func.func @if_condition_not_i1(%c: i32) {
  // expected-error@+1 {{'scf.if' op operand #0 must be 1-bit signless integer, but got 'i32'}}
  "scf.if"(%c) ({
    "scf.yield"() : () -> ()
  }, {
  }) : (i32) -> ()
  return
}

// -----

func.func @if_then_block_args(%c: i1) {
  // expected-error@+1 {{'scf.if' op region #0 should have no arguments}}
  "scf.if"(%c) ({
  ^bb0(%x: i32):
    "scf.yield"() : () -> ()
  }, {
  }) : (i1) -> ()
  return
}

// -----

func.func @if_two_blocks(%c: i1) {
  // expected-error@+1 {{'scf.if' op expects region #0 to have 0 or 1 blocks}}
  "scf.if"(%c) ({
    cf.br ^bb1
  ^bb1:
    "scf.yield"() : () -> ()
  }, {
  }) : (i1) -> ()
  return
}

// -----

func.func @while_condition_not_i1(%x: i32) {
  // expected-note@+1 {{prior use here}}
  %0 = scf.while (%a = %x) : (i32) -> i32 {
    // expected-error@+1 {{use of value '%a' expects different type than prior uses: 'i1' vs 'i32'}}
    scf.condition(%a) %a : i32
  } do {
  ^bb0(%b: i32):
    scf.yield %b : i32
  }
  return
}

// -----

func.func @while_condition_args(%x: i32, %c: i1) {
  // expected-error@+1 {{'scf.while' op  region control flow edge from Region #0 to parent results: source has 0 operands, but target successor needs 1}}
  %0 = scf.while (%a = %x) : (i32) -> i32 {
    scf.condition(%c)
  } do {
  ^bb0(%b: i32):
    scf.yield %b : i32
  }
  return
}

// -----

func.func @while_after_arg_type(%x: i32, %c: i1) {
  // expected-error@+1 {{'scf.while' op  along control flow edge from Region #0 to Region #1: source type #0 'i32' should match input type #0 'f32'}}
  %0 = scf.while (%a = %x) : (i32) -> i32 {
    scf.condition(%c) %a : i32
  } do {
  ^bb0(%b: f32):
    scf.yield %x : i32
  }
  return
}

// -----

func.func @while_yield_count(%x: i32, %c: i1) {
  // expected-error@+1 {{'scf.while' op  region control flow edge from Region #1 to Region #0: source has 0 operands, but target successor needs 1}}
  %0 = scf.while (%a = %x) : (i32) -> i32 {
    scf.condition(%c) %a : i32
  } do {
  ^bb0(%b: i32):
    scf.yield
  }
  return
}

// -----

func.func @while_before_arg_type(%x: i32, %c: i1) {
  // expected-error@+1 {{'scf.while' op  along control flow edge from parent operands to Region #0: source type #0 'i32' should match input type #0 'f32'}}
  %0 = "scf.while"(%x) ({
  ^bb0(%a: f32):
    "scf.condition"(%c, %x) : (i1, i32) -> ()
  }, {
  ^bb0(%b: i32):
    "scf.yield"(%b) : (i32) -> ()
  }) : (i32) -> i32
  return
}

// -----

func.func @yield_in_func() {
  // expected-error@+1 {{'scf.yield' op expects parent op to be one of 'scf.execute_region, scf.for, scf.if, scf.index_switch, scf.while'}}
  scf.yield
}

// -----

func.func @condition_outside_while(%c: i1) {
  // expected-error@+1 {{'scf.condition' op expects parent op 'scf.while'}}
  scf.condition(%c)
}

// -----

func.func @condition_in_for(%n: index, %c: i1) {
  scf.for %i = %n to %n step %n {
    // expected-error@+1 {{'scf.condition' op expects parent op 'scf.while'}}
    scf.condition(%c)
  }
  return
}

// -----

func.func @execute_region_block_args() {
  // expected-error@+1 {{'scf.execute_region' op region cannot have any arguments}}
  "scf.execute_region"() ({
  ^bb0(%x: i32):
    "scf.yield"() : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @execute_region_empty() {
  // expected-error@+1 {{'scf.execute_region' op region needs to have at least one block}}
  "scf.execute_region"() ({
  }) : () -> ()
  return
}

// -----

func.func @execute_region_yield_type(%x: i32) {
  // expected-error@+1 {{'scf.execute_region' op  along control flow edge from Region #0 to parent results: source type #0 'i32' should match input type #0 'f32'}}
  %0 = scf.execute_region -> f32 {
    scf.yield %x : i32
  }
  return
}

// -----

func.func @index_switch_duplicate_case(%i: index) {
  // expected-error@+1 {{'scf.index_switch' op has duplicate case value: 2}}
  scf.index_switch %i
  case 2 {
    scf.yield
  }
  case 2 {
    scf.yield
  }
  default {
  }
  return
}

// -----

func.func @index_switch_region_count(%i: index) {
  // expected-error@+1 {{'scf.index_switch' op has 1 case regions but 2 case values}}
  "scf.index_switch"(%i) <{cases = array<i64: 1, 2>}> ({
    "scf.yield"() : () -> ()
  }, {
    "scf.yield"() : () -> ()
  }) : (index) -> ()
  return
}

// -----

func.func @index_switch_yield_type(%i: index, %x: i32) {
  // expected-error@+1 {{'scf.index_switch' op expected result #0 of each region to be 'f32'}}
  %0 = scf.index_switch %i -> f32
  default {
    // expected-note@+1 {{default region returns 'i32' here}}
    scf.yield %x : i32
  }
  return
}

// -----

// expected-note@+1 {{prior use here}}
func.func @index_switch_not_index(%i: i32) {
  // expected-error@+1 {{use of value '%i' expects different type than prior uses: 'index' vs 'i32'}}
  scf.index_switch %i
  default {
  }
  return
}

// -----

// The bound types are checked before the body's block count.
func.func @for_bound_types_before_region(%n: i64, %k: index) {
  // expected-error@+1 {{'scf.for' op failed to verify that all of {lowerBound, upperBound, step} have same type}}
  "scf.for"(%k, %n, %k) ({}) : (index, i64, index) -> ()
  return
}
