// RUN: cmir-opt %s --split-input-file --verify-diagnostics

// scf.forall and scf.forall.in_parallel: the mixed bound lists, the body's
// arguments and terminator, shared outputs, the mapping attribute.

func.func @too_few_upper_bounds(%n: index) {
  // expected-error@+1 {{expected 2 upper bound values, got 1}}
  scf.forall (%i, %j) in (%n) {
  }
  return
}

// -----

func.func @bad_list_element(%n: index) {
  // expected-error@+2 {{custom op 'scf.forall' expected SSA value or integer}}
  // expected-error@+1 {{expected integer value}}
  scf.forall (%i) in (%n, x) {
  }
  return
}

// -----

func.func @missing_step(%n: index) {
  // expected-error@+1 {{expected 'step'}}
  scf.forall (%i) = (0) to (%n) {
  }
  return
}

// -----

func.func @memref_output(%n: index, %m: memref<4xf32>) {
  // expected-error@+1 {{'scf.forall' op operand #1 must be variadic of ranked tensor of any type values, but got 'memref<4xf32>'}}
  %r = scf.forall (%i) in (%n) shared_outs(%o = %m) -> (memref<4xf32>) {
  }
  return
}

// -----

func.func @output_count(%n: index, %t: tensor<4xf32>) {
  // expected-error@+1 {{1 operands present, but expected 2}}
  %r:2 = scf.forall (%i) in (%n) shared_outs(%o = %t) -> (tensor<4xf32>, tensor<4xf32>) {
  }
  return
}

// -----

func.func @non_index_bound(%n: i32) {
  // expected-error@+1 {{'scf.forall' op operand #0 must be variadic of index, but got 'i32'}}
  "scf.forall"(%n) <{operandSegmentSizes = array<i32: 0, 1, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: -9223372036854775808>}> ({
  ^bb0(%i: index):
    "scf.forall.in_parallel"() ({
    ^bb0:
    }) : () -> ()
  }) : (i32) -> ()
  return
}

// -----

func.func @dynamic_count(%n: index) {
  // expected-error@+1 {{expected 0 dynamic upper bound values}}
  "scf.forall"(%n) <{operandSegmentSizes = array<i32: 0, 1, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 5>}> ({
  ^bb0(%i: index):
    "scf.forall.in_parallel"() ({
    ^bb0:
    }) : () -> ()
  }) : (index) -> ()
  return
}

// -----

func.func @missing_lower_bounds(%n: index) {
  // expected-error@+1 {{'scf.forall' op requires attribute 'staticLowerBound'}}
  "scf.forall"(%n) <{operandSegmentSizes = array<i32: 0, 1, 0, 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: -9223372036854775808>}> ({
  ^bb0(%i: index):
    "scf.forall.in_parallel"() ({
    ^bb0:
    }) : () -> ()
  }) : (index) -> ()
  return
}

// -----

func.func @non_index_argument(%n: index) {
  // expected-error@+1 {{'scf.forall' op expects 0-th block argument to be an index}}
  "scf.forall"(%n) <{operandSegmentSizes = array<i32: 0, 1, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: -9223372036854775808>}> ({
  ^bb0(%i: i32):
    "scf.forall.in_parallel"() ({
    ^bb0:
    }) : () -> ()
  }) : (index) -> ()
  return
}

// -----

func.func @in_parallel_outside() {
  // expected-error@+1 {{'scf.forall.in_parallel' op expects parent op 'scf.forall'}}
  "scf.forall.in_parallel"() ({
  ^bb0:
  }) : () -> ()
  return
}

// -----

func.func @in_parallel_body(%n: index) {
  scf.forall (%i) in (%n) {
    // expected-error@+1 {{'scf.forall.in_parallel' op expected only tensor.parallel_insert_slice ops}}
    scf.forall.in_parallel {
      %c = arith.constant 0 : index
    }
  }
  return
}

// -----

func.func @mapping_not_device(%n: index) {
  // expected-error@+1 {{'scf.forall' op attribute 'mapping' failed to satisfy constraint: Device Mapping array attribute}}
  scf.forall (%i) in (%n) {
  } {mapping = [1, 2]}
  return
}
