// RUN: cmir-opt %s --split-input-file --verify-diagnostics

// SSA values, blocks and structural errors: undefined and redefined values and
// blocks, type mismatches between uses, successor operand mismatches, missing
// or misplaced terminators, dominance violations and isolated regions.

func.func @undefined_value() -> i32 {
  // expected-error@+1 {{use of undeclared SSA value name}}
  return %x : i32
}

// -----

// expected-note@+1 {{prior use here}}
func.func @wrong_type_of_prior_use(%a: i32) {
  // expected-error@+1 {{use of value '%a' expects different type than prior uses: 'i64' vs 'i32'}}
  %0 = arith.addi %a, %a : i64
  return
}

// -----

func.func @forward_ref_wrong_type() {
  cf.br ^bb1
^bb1:
  // expected-note@+1 {{previously used here with type 'i32'}}
  %0 = arith.addi %1, %1 : i32
  // expected-error@+1 {{definition of SSA value '%1#0' has type 'i64'}}
  %1 = arith.constant 1 : i64
  return
}

// -----

func.func @redefinition() {
  // expected-note@+1 {{previously defined here}}
  %0 = arith.constant 1 : i32
  // expected-error@+1 {{redefinition of SSA value '%0'}}
  %0 = arith.constant 2 : i32
  return
}

// -----

// expected-note@+1 {{previously defined here}}
func.func @redefinition_of_argument(%a: i32) {
  // expected-error@+1 {{redefinition of SSA value '%a'}}
  %a = arith.constant 2 : i32
  return
}

// -----

// expected-error@+2 {{region entry argument '%a' is already in use}}
// expected-note@+1 {{previously referenced here}}
func.func @duplicate_argument(%a: i32, %a: i32) {
  return
}

// -----

func.func @forward_ref_never_defined() {
  cf.br ^bb1
^bb1:
  // expected-error@+1 {{use of undeclared SSA value name}}
  %0 = arith.addi %1, %1 : i32
  return
}

// -----

func.func @undefined_block() {
  // expected-error@+1 {{reference to an undefined block}}
  cf.br ^missing
}

// -----

func.func @redefinition_of_block() {
  cf.br ^bb1
^bb1:
  cf.br ^bb1
// expected-error@+1 {{redefinition of block '^bb1'}}
^bb1:
  return
}

// -----

func.func @too_few_successor_operands() {
  // expected-error@+1 {{branch has 0 operands for successor #0, but target block has 1}}
  cf.br ^bb1
^bb1(%x: i32):
  return
}

// -----

func.func @too_many_successor_operands(%a: i32) {
  // expected-error@+1 {{branch has 1 operands for successor #0, but target block has 0}}
  cf.br ^bb1(%a : i32)
^bb1:
  return
}

// -----

func.func @successor_operand_type_mismatch(%a: i32) {
  // expected-error@+1 {{type mismatch for bb argument #0 of successor #0}}
  cf.br ^bb1(%a : i32)
^bb1(%x: i64):
  return
}

// -----

func.func @missing_terminator() {
  // expected-error@+1 {{block with no terminator}}
  %0 = arith.constant 1 : i32
}

// -----

// expected-error@+1 {{empty block: expect at least a terminator}}
func.func @empty_block_no_terminator() {
  cf.br ^bb1
^bb1:
}

// -----

func.func @terminator_not_last() {
  // expected-error@+1 {{'func.return' op must be the last operation in the parent block}}
  "func.return"() : () -> ()
  %0 = arith.constant 1 : i32
}

// -----

func.func @branch_not_last() {
  // expected-error@+1 {{operation with block successors must terminate its parent block}}
  cf.br ^bb1
  %0 = arith.constant 1 : i32
^bb1:
  return
}

// -----

func.func @dominance_same_block() {
  // expected-error@+1 {{operand #0 does not dominate this use}}
  %0 = "arith.addi"(%1, %1) : (i32, i32) -> i32
  // expected-note@+1 {{operand defined here (op in the same block)}}
  %1 = arith.constant 1 : i32
  return
}

// -----

func.func @dominance_across_blocks(%c: i1) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  // expected-note@+1 {{operand defined here (op in the same region)}}
  %0 = arith.constant 1 : i32
  cf.br ^bb3
^bb2:
  // expected-error@+1 {{operand #0 does not dominate this use}}
  %1 = arith.addi %0, %0 : i32
  cf.br ^bb3
^bb3:
  return
}

// -----

func.func @region_values_not_visible_outside(%c: i1) {
  scf.if %c {
    %0 = arith.constant 1 : i32
  }
  // expected-error@+1 {{use of undeclared SSA value name}}
  %1 = arith.addi %0, %0 : i32
  return
}

// -----

func.func @dominance_sibling_regions(%c: i1) {
  scf.if %c {
    %0 = arith.constant 1 : i32
  } else {
    // expected-error@+1 {{use of undeclared SSA value name}}
    %1 = arith.addi %0, %0 : i32
  }
  return
}

// -----

func.func @dominance_self_use() {
  // expected-error@+2 {{operand #0 does not dominate this use}}
  // expected-note@+1 {{operand defined here (op in the same block)}}
  %0 = "arith.addi"(%0, %0) : (i32, i32) -> i32
  return
}

// -----

func.func @isolated_from_above(%a: i32) {
  "builtin.module"() ({
    // expected-note@+1 {{required by region isolation constraints}}
    "func.func"() <{function_type = () -> i32, sym_name = "inner"}> ({
      // expected-error@+1 {{'func.return' op using value defined outside the region}}
      "func.return"(%a) : (i32) -> ()
    }) : () -> ()
  }) : () -> ()
  return
}

// -----

%0 = arith.constant 1 : i32
// expected-note@+1 {{required by region isolation constraints}}
func.func @module_value_in_function() -> i32 {
  // expected-error@+1 {{'func.return' op using value defined outside the region}}
  return %0 : i32
}

// -----

// expected-error@+1 {{entry block of region may not have predecessors}}
func.func @entry_block_predecessor() {
^bb0:
  cf.br ^bb0
}

// -----

// expected-error@+1 {{'func.func' op type of entry block argument #0('i64') must match the type of the corresponding argument in function signature('i32')}}
"func.func"() <{function_type = (i32) -> (), sym_name = "entry_block_argument_type"}> ({
^bb0(%x: i64):
  "func.return"() : () -> ()
}) : () -> ()

// -----

// expected-error@+1 {{'func.func' op entry block must have 1 arguments to match function signature}}
"func.func"() <{function_type = (i32) -> (), sym_name = "entry_block_argument_count"}> ({
^bb0:
  "func.return"() : () -> ()
}) : () -> ()

// -----

func.func @value_from_other_function() -> i32 {
  %0 = arith.constant 1 : i32
  return %0 : i32
}
func.func @other() -> i32 {
  // expected-error@+1 {{use of undeclared SSA value name}}
  return %0 : i32
}

// -----

// expected-note@+1 {{operand defined as a block argument (block #1 in the same region)}}
func.func @block_arg_use_in_other_block(%c: i1) {
  cf.cond_br %c, ^bb1(%c : i1), ^bb2
^bb1(%x: i1):
  return
^bb2:
  // expected-error@+1 {{operand #0 does not dominate this use}}
  cf.assert %x, "x"
  return
}

// -----

func.func @dominance_region_use_of_later_value(%c: i1) {
  "scf.if"(%c) ({
    // expected-error@+1 {{operand #0 does not dominate this use}}
    %0 = "arith.addi"(%1, %1) : (i32, i32) -> i32
    "scf.yield"() : () -> ()
  }, {
  }) : (i1) -> ()
  // expected-note@+1 {{operand defined here (op in a parent region)}}
  %1 = arith.constant 1 : i32
  return
}

// -----

// A forward reference to a result the definition does not have, after one
// it does have (a text fuzzer find: the resolved placeholder was freed but
// kept, and read again when the scope closed).
func.func @forward_result_out_of_range() {
  // expected-error@+1 {{use of undeclared SSA value name}}
  %1 = "arith.addi"(%0#0, %0#1) : (i32, i32) -> i32
  %0 = "arith.constant"() <{value = 1 : i32}> : () -> i32
  return
}
