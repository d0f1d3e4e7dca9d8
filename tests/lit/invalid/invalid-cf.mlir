// RUN: cmir-opt %s --split-input-file --verify-diagnostics

// cf dialect errors: branch conditions, successor operands, cf.switch and
// cf.assert syntax and verification.

// expected-note@+1 {{prior use here}}
func.func @cond_br_condition_not_i1(%c: i32) {
  // expected-error@+1 {{use of value '%c' expects different type than prior uses: 'i1' vs 'i32'}}
  cf.cond_br %c, ^bb1, ^bb1
^bb1:
  return
}

// -----

func.func @cond_br_generic_condition_not_i1(%c: i32) {
  // expected-error@+1 {{'cf.cond_br' op operand #0 must be 1-bit signless integer, but got 'i32'}}
  "cf.cond_br"(%c)[^bb1, ^bb1] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  return
}

// -----

func.func @cond_br_one_successor(%c: i1) {
  // expected-error@+1 {{expected ','}}
  cf.cond_br %c, ^bb1
^bb1:
  return
}

// -----

func.func @cond_br_operand_count(%c: i1, %a: i32) {
  // expected-error@+1 {{branch has 1 operands for successor #0, but target block has 0}}
  cf.cond_br %c, ^bb1(%a : i32), ^bb2
^bb1:
  return
^bb2:
  return
}

// -----

func.func @cond_br_operand_type(%c: i1, %a: i32) {
  // expected-error@+1 {{type mismatch for bb argument #0 of successor #1}}
  cf.cond_br %c, ^bb1, ^bb2(%a : i32)
^bb1:
  return
^bb2(%x: f32):
  return
}

// -----

func.func @cond_br_segment_sizes(%c: i1, %a: i32) {
  // expected-error@+1 {{invalid properties {operandSegmentSizes = array<i32: 1, 1>} for op cf.cond_br: size mismatch in attribute conversion: 2 vs 3}}
  "cf.cond_br"(%c, %a)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 1>}> : (i1, i32) -> ()
^bb1(%x: i32):
  return
^bb2:
  return
}

// -----

func.func @br_missing_types(%a: i32) {
  // expected-error@+1 {{expected ':'}}
  cf.br ^bb1(%a)
^bb1(%x: i32):
  return
}

// -----

func.func @br_type_count(%a: i32) {
  // expected-error@+1 {{custom op 'cf.br' 1 operands present, but expected 2}}
  cf.br ^bb1(%a : i32, i32)
^bb1(%x: i32):
  return
}

// -----

func.func @br_to_unnamed_entry_block() {
  // expected-error@+1 {{reference to an undefined block}}
  cf.br ^bb0
}

// -----

func.func @br_generic_two_successors() {
  // expected-error@+1 {{'cf.br' op requires 1 successor but found 2}}
  "cf.br"()[^bb1, ^bb1] : () -> ()
^bb1:
  return
}

// -----

func.func @switch_missing_default(%i: i32) {
  cf.switch %i : i32, [
    // expected-error@+1 {{custom op 'cf.switch' expected 'default'}}
    1: ^bb1
  ]
^bb1:
  return
}

// -----

func.func @switch_index(%i: index) {
  // expected-error@+1 {{custom op 'cf.switch' invalid kind of type specified}}
  cf.switch %i : index, [
    default: ^bb1
  ]
^bb1:
  return
}

// -----

// expected-note@+1 {{prior use here}}
func.func @switch_flag_type_mismatch(%i: i32) {
  // expected-error@+1 {{use of value '%i' expects different type than prior uses: 'i64' vs 'i32'}}
  cf.switch %i : i64, [
    default: ^bb1
  ]
^bb1:
  return
}

// -----

func.func @switch_case_operands(%i: i32, %a: f32) {
  // expected-error@+1 {{branch has 1 operands for successor #1, but target block has 0}}
  cf.switch %i : i32, [
    default: ^bb1,
    5: ^bb1(%a : f32)
  ]
^bb1:
  return
}

// -----

func.func @switch_case_values_type(%i: i32) {
  // expected-error@+1 {{'cf.switch' op 'flag' type ('i32') should match case value type ('i64')}}
  "cf.switch"(%i)[^bb1, ^bb1] <{case_operand_segments = array<i32: 0>, case_values = dense<1> : vector<1xi64>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  return
}

// -----

func.func @switch_case_count(%i: i32) {
  // expected-error@+1 {{'cf.switch' op number of case values (1) should match number of case destinations (2)}}
  "cf.switch"(%i)[^bb1, ^bb1, ^bb1] <{case_operand_segments = array<i32: 0, 0>, case_values = dense<1> : vector<1xi32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  return
}

// -----

// expected-note@+1 {{prior use here}}
func.func @assert_not_i1(%c: i32) {
  // expected-error@+1 {{use of value '%c' expects different type than prior uses: 'i1' vs 'i32'}}
  cf.assert %c, "msg"
  return
}

// -----

func.func @assert_missing_message(%c: i1) {
  // expected-error@+1 {{expected ','}}
  cf.assert %c
  return
}

// -----

func.func @assert_message_not_string(%c: i1) {
  // expected-error@+1 {{integer literal not valid for specified type}}
  cf.assert %c, 42
  return
}

// -----

func.func @br_in_middle() {
  // expected-error@+1 {{operation with block successors must terminate its parent block}}
  cf.br ^bb1
  cf.br ^bb1
^bb1:
  return
}

// -----

func.func @br_to_other_region(%c: i1) {
  scf.if %c {
    // expected-error@+1 {{reference to an undefined block}}
    cf.br ^bb1
  }
  cf.br ^bb1
^bb1:
  return
}

// -----

// expected-error@+1 {{reference to an undefined block}}
cf.br ^bb1
