// RUN: cmir-opt %s --split-input-file --verify-diagnostics

// LLVM dialect parser and verifier errors, worded and placed as
// mlir-opt-19 reports them.

func.func @fcmp_int_predicate(%a : f32) {
  // expected-error@+1 {{invalid kind of attribute specified}}
  llvm.fcmp 7 %a, %a : f32
  return
}

// -----

llvm.func @alloca_float_alignment(%n : i64) {
  // expected-error@+1 {{expected integer alignment}}
  %0 = llvm.alloca %n x f32 {alignment = 8.0} : (i64) -> !llvm.ptr
  llvm.return
}

// -----

llvm.func @gep_no_results(%p : !llvm.ptr, %i : i32) {
  // expected-error@+1 {{'llvm.getelementptr' op requires one result}}
  llvm.getelementptr %p[%i] : (!llvm.ptr, i32) -> (), f32
  llvm.return
}

// -----

llvm.func @gep_plain_type(%p : !llvm.ptr, %i : i32) {
  // expected-error@+1 {{invalid kind of type specified}}
  %0 = llvm.getelementptr %p[%i] : i32
  llvm.return
}

// -----

llvm.func @gep_into_scalar(%p : !llvm.ptr) {
  // expected-error@+1 {{type 'i32' cannot be indexed (index #2)}}
  %0 = llvm.getelementptr %p[1, 0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<4 x i32>
  llvm.return
}

// -----

llvm.func @extract_from_scalar(%x : i64, %i : i32) {
  // expected-error@+1 {{'vector' must be LLVM dialect-compatible vector type, but got 'i64'}}
  %0 = llvm.extractelement %x[%i : i32] : i64
  llvm.return
}

// -----

llvm.func @insert_into_struct(%s : !llvm.struct<(i8, i8)>, %x : i8, %i : i32) {
  // expected-error@+1 {{'vector' must be LLVM dialect-compatible vector type, but got '!llvm.struct<(i8, i8)>'}}
  %0 = llvm.insertelement %x, %s[%i : i32] : !llvm.struct<(i8, i8)>
  llvm.return
}

// -----

llvm.func @complex_of_arrays() -> !llvm.struct<(!llvm.array<2 x i8>, !llvm.array<2 x i8>)> {
  // expected-error@+1 {{expected struct element types to be floating point type or integer type}}
  %0 = llvm.mlir.constant([dense<[1, 2]> : tensor<2xi8>, dense<[3, 4]> : tensor<2xi8>]) : !llvm.struct<(!llvm.array<2 x i8>, !llvm.array<2 x i8>)>
  llvm.return %0 : !llvm.struct<(!llvm.array<2 x i8>, !llvm.array<2 x i8>)>
}

// -----

llvm.func @switch_bad_case(%x : i16) {
  // expected-error@+2 {{custom op 'llvm.switch' expected integer value}}
  llvm.switch %x : i8, ^bb1 [
    ^bb1
  ]
^bb1:
  llvm.return
}

// -----

llvm.func @switch_weights(%x : i8) {
  // expected-error@+1 {{expects number of branch weights to match number of successors: 1 vs 3}}
  llvm.switch %x : i8, ^bb1 [
    1: ^bb1,
    2: ^bb1
  ] {branch_weights = array<i32: 5>}
^bb1:
  llvm.return
}

// -----

llvm.func @g(i8) -> i8
llvm.func @personality(...) -> i32

llvm.func @clause_not_constant(%v : !llvm.ptr) -> i8 attributes {personality = @personality} {
  %c = llvm.mlir.constant(1 : i8) : i8
  %z = llvm.mlir.zero : !llvm.ptr
  %r = llvm.invoke @g(%c) to ^ok unwind ^bad : (i8) -> i8
^ok:
  llvm.return %r : i8
^bad:
  // expected-error@+1 {{clause #1 is not a known constant - null, addressof, bitcast}}
  %lp = llvm.landingpad (catch %z : !llvm.ptr) (catch %v : !llvm.ptr) : !llvm.struct<(ptr, i32)>
  llvm.return %c : i8
}

// -----

llvm.func @g(i8) -> i8
llvm.func @personality(...) -> i32

llvm.func @clause_bitcast_of_local(%v : !llvm.ptr) -> i8 attributes {personality = @personality} {
  %c = llvm.mlir.constant(1 : i8) : i8
  // expected-note@+1 {{global addresses expected as operand to bitcast used in clauses for landingpad}}
  %b = llvm.bitcast %v : !llvm.ptr to !llvm.ptr
  %r = llvm.invoke @g(%c) to ^ok unwind ^bad : (i8) -> i8
^ok:
  llvm.return %r : i8
^bad:
  // expected-error@+1 {{constant clauses expected}}
  %lp = llvm.landingpad (catch %b : !llvm.ptr) : !llvm.struct<(ptr, i32)>
  llvm.return %c : i8
}

// -----

llvm.func @g(i8) -> i8
llvm.func @personality(...) -> i32

// expected-error@+1 {{'llvm.landingpad' should have a consistent result type inside a function}}
llvm.func @two_landingpad_types(%x : i8) -> i8 attributes {personality = @personality} {
  %a = llvm.invoke @g(%x) to ^b1 unwind ^p1 : (i8) -> i8
^b1:
  %b = llvm.invoke @g(%a) to ^b2 unwind ^p2 : (i8) -> i8
^b2:
  llvm.return %b : i8
^p1:
  %l1 = llvm.landingpad cleanup : !llvm.struct<(ptr, i32)>
  llvm.return %x : i8
^p2:
  %l2 = llvm.landingpad cleanup : !llvm.struct<(ptr, i64)>
  llvm.return %x : i8
}

// -----

llvm.func @g(i8) -> i8
llvm.func @personality(...) -> i32

// expected-error@+1 {{'llvm.resume' should have a consistent input type inside a function}}
llvm.func @resume_other_type(%x : i8) -> i8 attributes {personality = @personality} {
  %a = llvm.invoke @g(%x) to ^b1 unwind ^p1 : (i8) -> i8
^b1:
  llvm.return %a : i8
^p1:
  %l1 = llvm.landingpad cleanup : !llvm.struct<(ptr, i32)>
  llvm.resume %x : i8
}
