// RUN: cmir-opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect

// scf.parallel, scf.reduce and scf.reduce.return errors.

func.func @bound_count(%a: index, %b: index) {
  // expected-error@+1 {{custom op 'scf.parallel' expected 1 operands}}
  scf.parallel (%i) = (%a) to (%a, %b) step (%b) {
  }
  return
}

// -----

func.func @no_loops() {
  // expected-error@+1 {{'scf.parallel' op needs at least one tuple element for lowerBound, upperBound and step}}
  scf.parallel () = () to () step () {
  }
  return
}

// -----

func.func @zero_step(%a: index, %b: index) {
  %c0 = arith.constant 0 : index
  // expected-error@+1 {{'scf.parallel' op constant step operand must be positive}}
  scf.parallel (%i) = (%a) to (%b) step (%c0) {
  }
  return
}

// -----

func.func @iv_type(%a: index) {
  // expected-error@+1 {{'scf.parallel' op expects arguments for the induction variable to be of index type}}
  "scf.parallel"(%a, %a, %a) ({
  ^bb0(%i: i64):
    scf.reduce
  }) {operandSegmentSizes = array<i32: 1, 1, 1, 0>} : (index, index, index) -> ()
  return
}

// -----

func.func @iv_count(%a: index) {
  // expected-error@+1 {{'scf.parallel' op expects the same number of induction variables: 2 as bound and step values: 1}}
  "scf.parallel"(%a, %a, %a) ({
  ^bb0(%i: index, %j: index):
    scf.reduce
  }) {operandSegmentSizes = array<i32: 1, 1, 1, 0>} : (index, index, index) -> ()
  return
}

// -----

func.func @yield_terminator(%a: index) {
  // expected-error@+1 {{'scf.parallel' op expects body to terminate with 'scf.reduce'}}
  scf.parallel (%i) = (%a) to (%a) step (%a) {
    // expected-note@+1 {{terminator here}}
    scf.yield
  }
  return
}

// -----

func.func @results_vs_reductions(%a: index) {
  %z = arith.constant 1.0 : f32
  // expected-error@+1 {{'scf.parallel' op expects number of results: 1 to be the same as number of reductions: 0}}
  %r = scf.parallel (%i) = (%a) to (%a) step (%a) init (%z) -> f32 {
  }
  return
}

// -----

func.func @inits_vs_results(%a: index) {
  // expected-error@+1 {{custom op 'scf.parallel' 0 operands present, but expected 1}}
  %r = scf.parallel (%i) = (%a) to (%a) step (%a) -> f32 {
    scf.reduce(%a : index) {
    ^bb0(%x: index, %y: index):
      scf.reduce.return %x : index
    }
  }
  return
}

// -----

func.func @operand_type(%a: index) {
  %z = arith.constant 0.0 : f32
  %r = scf.parallel (%i) = (%a) to (%a) step (%a) init (%z) -> f32 {
    // expected-error@+1 {{'scf.reduce' op expects type of 0-th reduction operand: 'index' to be the same as the 0-th result type: 'f32'}}
    scf.reduce(%a : index) {
    ^bb0(%x: index, %y: index):
      scf.reduce.return %x : index
    }
  }
  return
}

// -----

func.func @reduce_outside(%v: f32) {
  // expected-error@+1 {{'scf.reduce' op expects parent op 'scf.parallel'}}
  scf.reduce(%v : f32) {
  ^bb0(%x: f32, %y: f32):
    scf.reduce.return %x : f32
  }
  return
}

// -----

func.func @block_args(%a: index, %v: f32) {
  %r = scf.parallel (%i) = (%a) to (%a) step (%a) init (%v) -> f32 {
    // expected-error@+1 {{'scf.reduce' op expected two block arguments with type 'f32' in the 0-th reduction region}}
    scf.reduce(%v : f32) {
    ^bb0(%x: f32, %y: i32):
      scf.reduce.return %x : f32
    }
  }
  return
}

// -----

func.func @body_terminator(%a: index, %v: f32) {
  %r = scf.parallel (%i) = (%a) to (%a) step (%a) init (%v) -> f32 {
    // expected-error@+1 {{'scf.reduce' op reduction bodies must be terminated with an 'scf.reduce.return' op}}
    scf.reduce(%v : f32) {
    ^bb0(%x: f32, %y: f32):
      "test.done"() : () -> ()
    }
  }
  return
}

// -----

func.func @return_type(%a: index, %v: f32) {
  %r = scf.parallel (%i) = (%a) to (%a) step (%a) init (%v) -> f32 {
    scf.reduce(%v : f32) {
    ^bb0(%x: f32, %y: f32):
      // expected-error@+1 {{'scf.reduce.return' op must have type 'f32' (the type of the reduction inputs)}}
      scf.reduce.return %a : index
    }
  }
  return
}

// -----

func.func @return_outside(%v: f32) {
  "test.region"() ({
    // expected-error@+1 {{'scf.reduce.return' op expects parent op 'scf.reduce'}}
    scf.reduce.return %v : f32
  }) : () -> ()
  return
}
