// RUN: cmir-opt %s --split-input-file --verify-diagnostics

// Verifier and parser errors of the LLVM dialect's operations, with
// mlir-opt-19's wording.

llvm.func @add_types(%a: i32, %b: i64) {
  // expected-error@+1 {{'llvm.add' op requires the same type for all operands and results}}
  %0 = "llvm.add"(%a, %b) <{overflowFlags = #llvm.overflow<none>}> : (i32, i64) -> i32
  llvm.return
}

// -----

llvm.func @fadd_int(%a: i32) {
  // expected-error@+1 {{'llvm.fadd' op operand #0 must be floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type, but got 'i32'}}
  %0 = llvm.fadd %a, %a : i32
  llvm.return
}

// -----

llvm.func @icmp_float(%a: f32) {
  // expected-error@+1 {{'llvm.icmp' op operand #0 must be signless integer or LLVM dialect-compatible vector of signless integer or LLVM pointer type or LLVM dialect-compatible vector of LLVM pointer type, but got 'f32'}}
  %0 = llvm.icmp "eq" %a, %a : f32
  llvm.return
}

// -----

llvm.func @icmp_pred(%a: i32) {
  // expected-error@+1 {{'foo' is an incorrect value of the 'predicate' attribute}}
  %0 = llvm.icmp "foo" %a, %a : i32
  llvm.return
}

// -----

func.func @icmp_type(%a: index) {
  // expected-error@+1 {{expected LLVM dialect-compatible type}}
  %0 = llvm.icmp "eq" %a, %a : index
  return
}

// -----

llvm.func @zext_narrow(%a: i32) {
  // expected-error@+1 {{integer width of the output type is smaller or equal to the integer width of the input type}}
  %0 = llvm.zext %a : i32 to i16
  llvm.return
}

// -----

llvm.func @bitcast_ptr(%a: i64) {
  // expected-error@+1 {{'llvm.bitcast' op can only cast pointers from and to pointers}}
  %0 = llvm.bitcast %a : i64 to !llvm.ptr
  llvm.return
}

// -----

llvm.func @bitcast_as(%p: !llvm.ptr) {
  // expected-error@+1 {{'llvm.bitcast' op cannot cast pointers of different address spaces, use 'llvm.addrspacecast' instead}}
  %0 = llvm.bitcast %p : !llvm.ptr to !llvm.ptr<1>
  llvm.return
}

// -----

llvm.func @load_int(%a: i64) {
  // expected-error@+1 {{'llvm.load' op operand #0 must be LLVM pointer type, but got 'i64'}}
  %0 = "llvm.load"(%a) <{ordering = 0 : i64}> : (i64) -> i32
  llvm.return
}

// -----

llvm.func @atomic_no_align(%p: !llvm.ptr) {
  // expected-error@+1 {{'llvm.load' op expected alignment for atomic access}}
  %0 = llvm.load %p atomic monotonic : !llvm.ptr -> i32
  llvm.return
}

// -----

llvm.func @atomic_ordering(%p: !llvm.ptr, %v: i32) {
  // expected-error@+1 {{'llvm.store' op unsupported ordering 'acquire'}}
  llvm.store %v, %p atomic acquire {alignment = 4 : i64} : i32, !llvm.ptr
  llvm.return
}

// -----

llvm.func @atomic_type(%p: !llvm.ptr) {
  // expected-error@+1 {{'llvm.load' op unsupported type 'i7' for atomic access}}
  %0 = llvm.load %p atomic monotonic {alignment = 4 : i64} : !llvm.ptr -> i7
  llvm.return
}

// -----

llvm.func @syncscope(%p: !llvm.ptr) {
  // expected-error@+1 {{'llvm.load' op expected syncscope to be null for non-atomic access}}
  %0 = "llvm.load"(%p) <{ordering = 0 : i64, syncscope = "agent"}> : (!llvm.ptr) -> i32
  llvm.return
}

// -----

llvm.func @gep_struct(%p: !llvm.ptr, %i: i32) {
  // expected-error@+1 {{'llvm.getelementptr' op expected index 1 indexing a struct to be constant}}
  %0 = llvm.getelementptr %p[0, %i] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, f32)>
  llvm.return
}

// -----

llvm.func @gep_bounds(%p: !llvm.ptr) {
  // expected-error@+1 {{'llvm.getelementptr' op index 1 indexing a struct is out of bounds}}
  %0 = llvm.getelementptr %p[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, f32)>
  llvm.return
}

// -----

llvm.func @gep_count(%p: !llvm.ptr) {
  // expected-error@+1 {{'llvm.getelementptr' op expected as many dynamic indices as specified in 'rawConstantIndices'}}
  %0 = "llvm.getelementptr"(%p) <{elem_type = i8, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr) -> !llvm.ptr
  llvm.return
}

// -----

llvm.func @extractvalue_bounds(%s: !llvm.struct<(i32, f32)>) {
  // The error is located after the type, at the next token.
  // expected-error@+2 {{position out of bounds: 2}}
  %0 = llvm.extractvalue %s[2] : !llvm.struct<(i32, f32)>
  llvm.return
}

// -----

llvm.func @extractvalue_type(%s: !llvm.struct<(i32, f32)>) {
  // expected-error@+1 {{'llvm.extractvalue' op Type mismatch: extracting from '!llvm.struct<(i32, f32)>' should produce 'i32' but this op returns 'f32'}}
  %0 = "llvm.extractvalue"(%s) <{position = array<i64: 0>}> : (!llvm.struct<(i32, f32)>) -> f32
  llvm.return
}

// -----

llvm.func @extractvalue_scalar(%s: !llvm.struct<(i32, f32)>) {
  // The error is located after the type, at the next token.
  // expected-error@+2 {{expected LLVM IR structure/array type, got: 'i32'}}
  %0 = llvm.extractvalue %s[0, 1] : !llvm.struct<(i32, f32)>
  llvm.return
}

// -----

llvm.func @insertvalue_type(%s: !llvm.struct<(i32, f32)>, %v: f32) {
  // expected-error@+1 {{'llvm.insertvalue' op Type mismatch: cannot insert 'f32' into '!llvm.struct<(i32, f32)>'}}
  %0 = "llvm.insertvalue"(%s, %v) <{position = array<i64: 0>}> : (!llvm.struct<(i32, f32)>, f32) -> !llvm.struct<(i32, f32)>
  llvm.return
}

// -----

llvm.func @extractelement_type(%v: vector<4xf32>, %i: i32) {
  // expected-error@+1 {{'llvm.extractelement' op failed to verify that result type matches vector element type}}
  %0 = "llvm.extractelement"(%v, %i) : (vector<4xf32>, i32) -> i32
  llvm.return
}

// -----

llvm.func @select_types(%c: i1, %a: i32, %b: i64) {
  // expected-error@+1 {{'llvm.select' op failed to verify that all of {trueValue, falseValue, res} have same type}}
  %0 = "llvm.select"(%c, %a, %b) <{fastmathFlags = #llvm.fastmath<none>}> : (i1, i32, i64) -> i32
  llvm.return
}

// -----

llvm.func @cond_br_cond(%c: i32) {
  // expected-error@+1 {{'llvm.cond_br' op operand #0 must be 1-bit signless integer, but got 'i32'}}
  "llvm.cond_br"(%c)[^bb1, ^bb1] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  llvm.return
}

// -----

llvm.func @switch_cases(%c: i32) {
  // expected-error@+1 {{'llvm.switch' op expects number of case values to match number of case destinations}}
  "llvm.switch"(%c)[^bb1, ^bb1] <{case_operand_segments = array<i32: 0>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  llvm.return
}

// -----

// expected-note@+1 {{when returning from function}}
llvm.func @return_void() {
  %0 = llvm.mlir.constant(1 : i32) : i32
  // expected-error@+1 {{'llvm.return' op expected no operands}}
  llvm.return %0 : i32
}

// -----

// expected-note@+1 {{when returning from function}}
llvm.func @return_missing() -> i32 {
  // expected-error@+1 {{'llvm.return' op expected 1 operand}}
  llvm.return
}

// -----

// expected-note@+1 {{when returning from function}}
llvm.func @return_type(%a: i64) -> i32 {
  // expected-error@+1 {{'llvm.return' op mismatching result types}}
  llvm.return %a : i64
}

// -----

llvm.func @callee(i32) -> i32

llvm.func @call_operands(%a: i64) {
  // expected-error@+1 {{'llvm.call' op operand type mismatch for operand 0: 'i64' != 'i32'}}
  %0 = llvm.call @callee(%a) : (i64) -> i32
  llvm.return
}

// -----

llvm.func @callee(i32) -> i32

llvm.func @call_count(%a: i32) {
  // expected-error@+1 {{'llvm.call' op incorrect number of operands (2) for callee (expecting: 1)}}
  %0 = llvm.call @callee(%a, %a) : (i32, i32) -> i32
  llvm.return
}

// -----

llvm.func @callee(i32)

llvm.func @call_void(%a: i32) {
  // expected-error@+1 {{'llvm.call' op calling function with void result must not produce values}}
  %0 = llvm.call @callee(%a) : (i32) -> i32
  llvm.return
}

// -----

llvm.func @call_missing(%a: i32) {
  // expected-error@+1 {{'llvm.call' op 'nope' does not reference a symbol in the current scope}}
  llvm.call @nope(%a) : (i32) -> ()
  llvm.return
}

// -----

llvm.func @printf(!llvm.ptr, ...) -> i32

llvm.func @call_vararg(%p: !llvm.ptr) {
  // expected-error@+1 {{'llvm.call' op missing var_callee_type attribute for vararg call}}
  %0 = llvm.call @printf(%p) : (!llvm.ptr) -> i32
  llvm.return
}

// -----

llvm.func @call_trailing(%a: i32) {
  // expected-error@+1 {{expected trailing function type}}
  llvm.call @f(%a) : i32
  llvm.return
}

// -----

llvm.func @call_indirect(%p: !llvm.ptr, %a: i32) {
  // expected-error@+1 {{expected indirect call to have 2 trailing types}}
  llvm.call %p(%a) : (i32) -> ()
  llvm.return
}

// -----

// expected-error@+1 {{'llvm.func' op functions cannot have 'common' linkage}}
llvm.func common @common_fn() {
  llvm.return
}

// -----

// expected-error@+1 {{'llvm.func' op external functions must have 'external' or 'extern_weak' linkage}}
llvm.func internal @internal_decl()

// -----

// expected-error@+1 {{no_inline and always_inline attributes are incompatible}}
llvm.func @inline_both() attributes {no_inline, always_inline} {
  llvm.return
}

// -----

// expected-error@+1 {{'llvm.mlir.global' op requires an i8 array type of the length equal to that of the string attribute}}
llvm.mlir.global internal @str("abc") : !llvm.array<4 x i8>

// -----

// expected-error@+1 {{type can only be omitted for string globals}}
llvm.mlir.global internal @notype(42 : i32)

// -----

// expected-error@+1 {{'llvm.mlir.global' op expected zero value for 'common' linkage}}
llvm.mlir.global common @common_value(42 : i32) : i32

// -----

// expected-error@+1 {{alignment attribute is not a power of 2}}
llvm.mlir.global internal @align(0 : i32) {alignment = 3 : i64} : i32

// -----

// expected-error@+1 {{'llvm.mlir.global' op initializer region type 'i64' does not match global type 'i32'}}
llvm.mlir.global internal @init() : i32 {
  %0 = llvm.mlir.constant(0 : i64) : i64
  llvm.return %0 : i64
}

// -----

// expected-error@+1 {{'llvm.mlir.global' op cannot have both initializer value and region}}
llvm.mlir.global internal @both(0 : i32) : i32 {
  %0 = llvm.mlir.constant(0 : i32) : i32
  llvm.return %0 : i32
}

// -----

llvm.func @addressof_missing() {
  // expected-error@+1 {{'llvm.mlir.addressof' op must reference a global defined by 'llvm.mlir.global' or 'llvm.func'}}
  %0 = llvm.mlir.addressof @nope : !llvm.ptr
  llvm.return
}

// -----

llvm.mlir.global internal @g1(0 : i32) {addr_space = 1 : i32} : i32

llvm.func @addressof_space() {
  // expected-error@+1 {{'llvm.mlir.addressof' op pointer address space must match address space of the referenced global}}
  %0 = llvm.mlir.addressof @g1 : !llvm.ptr
  llvm.return
}

// -----

llvm.func @constant_string() {
  // expected-error@+1 {{'llvm.mlir.constant' op expected array type of 3 i8 elements for the string constant}}
  %0 = llvm.mlir.constant("abc") : !llvm.array<4 x i8>
  llvm.return
}

// -----

llvm.func @constant_int() {
  // expected-error@+1 {{'llvm.mlir.constant' op expected integer type}}
  %0 = llvm.mlir.constant(1 : i32) : f32
  llvm.return
}

// -----

llvm.func @constant_float() {
  // expected-error@+1 {{'llvm.mlir.constant' op expected float type of width 32}}
  %0 = llvm.mlir.constant(1.0 : f32) : f64
  llvm.return
}

// -----

llvm.func @constant_symbol() {
  // expected-error@+1 {{'llvm.mlir.constant' op only supports integer, float, string or elements attributes}}
  %0 = llvm.mlir.constant(@foo) : !llvm.ptr
  llvm.return
}

// -----

llvm.func @alloca_type(%n: i64) {
  // expected-error@+1 {{expected trailing function type with one argument and one result}}
  %0 = llvm.alloca %n x i32 : !llvm.ptr
  llvm.return
}

// -----

llvm.func @shuffle(%v: vector<4xf32>) {
  // The error is located after the type, at the next token.
  // expected-error@+2 {{expected an LLVM compatible vector type}}
  %0 = llvm.shufflevector %v, %v [0, 1] : f32
  llvm.return
}

// -----

llvm.func @atomicrmw_float(%p: !llvm.ptr, %v: i32) {
  // expected-error@+1 {{'llvm.atomicrmw' op expected LLVM IR floating point type}}
  %0 = llvm.atomicrmw fadd %p, %v monotonic : !llvm.ptr, i32
  llvm.return
}

// -----

llvm.func @cmpxchg_order(%p: !llvm.ptr, %v: i32) {
  // expected-error@+1 {{'llvm.cmpxchg' op failure ordering cannot be 'release' or 'acq_rel'}}
  %0 = llvm.cmpxchg %p, %v, %v acq_rel release : !llvm.ptr, i32
  llvm.return
}

// -----

llvm.func @fence() {
  // expected-error@+1 {{'llvm.fence' op can be given only acquire, release, acq_rel, and seq_cst orderings}}
  llvm.fence monotonic
  llvm.return
}

// -----

// expected-error@+1 {{'builtin.module' op invalid data layout descriptor: Unknown specifier in datalayout string}}
module attributes {llvm.data_layout = "x"} {
}

// -----

// expected-error@+1 {{'builtin.module' op expected 'llvm.data_layout' to be a string attributes}}
module attributes {llvm.data_layout = 3 : i32} {
}

// -----

// expected-error@+1 {{'func.func' op invalid data layout descriptor: number of bits must be a byte width multiple}}
func.func @f() attributes {llvm.data_layout = "e-i64:65"} {
  return
}
