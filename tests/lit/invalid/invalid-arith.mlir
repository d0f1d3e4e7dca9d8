// RUN: cmir-opt %s --split-input-file --verify-diagnostics

// arith dialect errors: operand and result type constraints, predicates, cast
// compatibility, constants, overflow and fast-math flags.

func.func @addi_float(%a: f32) {
  // expected-error@+1 {{'arith.addi' op operand #0 must be signless-integer-like, but got 'f32'}}
  %0 = arith.addi %a, %a : f32
  return
}

// -----

func.func @addf_integer(%a: i32) {
  // expected-error@+1 {{'arith.addf' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = arith.addf %a, %a : i32
  return
}

// -----

func.func @muli_operand_types_differ(%a: i32, %b: i64) {
  // expected-error@+1 {{'arith.muli' op requires the same type for all operands and results}}
  %0 = "arith.muli"(%a, %b) : (i32, i64) -> i32
  return
}

// -----

func.func @subi_result_type(%a: i32) {
  // expected-error@+1 {{'arith.subi' op requires the same type for all operands and results}}
  %0 = "arith.subi"(%a, %a) : (i32, i32) -> i64
  return
}

// -----

func.func @addi_vector_shape(%a: vector<4xi32>, %b: vector<2xi32>) {
  // expected-error@+1 {{'arith.addi' op requires the same type for all operands and results}}
  %0 = "arith.addi"(%a, %b) : (vector<4xi32>, vector<2xi32>) -> vector<4xi32>
  return
}

// -----

func.func @addi_memref(%a: memref<4xi32>) {
  // expected-error@+1 {{'arith.addi' op operand #0 must be signless-integer-like, but got 'memref<4xi32>'}}
  %0 = arith.addi %a, %a : memref<4xi32>
  return
}

// -----

func.func @andi_signed(%a: si32) {
  // expected-error@+1 {{'arith.andi' op operand #0 must be signless-integer-like, but got 'si32'}}
  %0 = arith.andi %a, %a : si32
  return
}

// -----

func.func @negf_integer(%a: i32) {
  // expected-error@+1 {{'arith.negf' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = arith.negf %a : i32
  return
}

// -----

func.func @maximumf_integer(%a: i32) {
  // expected-error@+1 {{'arith.maximumf' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = arith.maximumf %a, %a : i32
  return
}

// -----

func.func @maxsi_float(%a: f32) {
  // expected-error@+1 {{'arith.maxsi' op operand #0 must be signless-integer-like, but got 'f32'}}
  %0 = arith.maxsi %a, %a : f32
  return
}

// -----

func.func @cmpi_bad_predicate(%a: i32) {
  // expected-error@+1 {{custom op 'arith.cmpi' expected string or keyword containing one of the following enum values for attribute 'predicate' [eq, ne, slt, sle, sgt, sge, ult, ule, ugt, uge]}}
  %0 = arith.cmpi foo, %a, %a : i32
  return
}

// -----

func.func @cmpi_float_predicate(%a: i32) {
  // expected-error@+1 {{custom op 'arith.cmpi' expected string or keyword containing one of the following enum values for attribute 'predicate' [eq, ne, slt, sle, sgt, sge, ult, ule, ugt, uge]}}
  %0 = arith.cmpi oeq, %a, %a : i32
  return
}

// -----

func.func @cmpf_integer_predicate(%a: f32) {
  // expected-error@+1 {{custom op 'arith.cmpf' expected string or keyword containing one of the following enum values for attribute 'predicate' [false, oeq, ogt, oge, olt, ole, one, ord, ueq, ugt, uge, ult, ule, une, uno, true]}}
  %0 = arith.cmpf slt, %a, %a : f32
  return
}

// -----

func.func @cmpi_float_operands(%a: f32) {
  // expected-error@+1 {{custom op 'arith.cmpi' 'lhs' must be signless-integer-like, but got 'f32'}}
  %0 = arith.cmpi eq, %a, %a : f32
  return
}

// -----

func.func @cmpi_predicate_out_of_range(%a: i32) {
  // expected-error@+1 {{invalid properties {predicate = 42 : i64} for op arith.cmpi: Invalid attribute `predicate` in property conversion: 42 : i64}}
  %0 = "arith.cmpi"(%a, %a) <{predicate = 42 : i64}> : (i32, i32) -> i1
  return
}

// -----

func.func @cmpi_result_type(%a: i32) {
  // expected-error@+1 {{'arith.cmpi' op result #0 must be bool-like, but got 'i32'}}
  %0 = "arith.cmpi"(%a, %a) <{predicate = 0 : i64}> : (i32, i32) -> i32
  return
}

// -----

func.func @cmpi_vector_result_shape(%a: vector<4xi32>) {
  // expected-error@+1 {{'arith.cmpi' op failed to verify that result type has i1 element type and same shape as operands}}
  %0 = "arith.cmpi"(%a, %a) <{predicate = 0 : i64}> : (vector<4xi32>, vector<4xi32>) -> i1
  return
}

// -----

func.func @cmpf_missing_predicate(%a: f32) {
  // expected-error@+1 {{'arith.cmpf' op requires attribute 'predicate'}}
  %0 = "arith.cmpf"(%a, %a) : (f32, f32) -> i1
  return
}

// -----

func.func @index_cast_int_to_int(%a: i32) {
  // expected-error@+1 {{'arith.index_cast' op operand type 'i32' and result type 'i64' are cast incompatible}}
  %0 = arith.index_cast %a : i32 to i64
  return
}

// -----

func.func @index_cast_index_to_index(%a: index) {
  // expected-error@+1 {{'arith.index_cast' op operand type 'index' and result type 'index' are cast incompatible}}
  %0 = arith.index_cast %a : index to index
  return
}

// -----

func.func @index_castui_float(%a: f32) {
  // expected-error@+1 {{'arith.index_castui' op operand #0 must be signless-integer-like or memref of signless-integer, but got 'f32'}}
  %0 = arith.index_castui %a : f32 to index
  return
}

// -----

func.func @extsi_narrowing(%a: i32) {
  // expected-error@+1 {{'arith.extsi' op operand type 'i32' and result type 'i8' are cast incompatible}}
  %0 = arith.extsi %a : i32 to i8
  return
}

// -----

func.func @extui_same_width(%a: i32) {
  // expected-error@+1 {{'arith.extui' op operand type 'i32' and result type 'i32' are cast incompatible}}
  %0 = arith.extui %a : i32 to i32
  return
}

// -----

func.func @trunci_widening(%a: i32) {
  // expected-error@+1 {{'arith.trunci' op operand type 'i32' and result type 'i64' are cast incompatible}}
  %0 = arith.trunci %a : i32 to i64
  return
}

// -----

func.func @extf_narrowing(%a: f64) {
  // expected-error@+1 {{'arith.extf' op operand type 'f64' and result type 'f32' are cast incompatible}}
  %0 = arith.extf %a : f64 to f32
  return
}

// -----

func.func @truncf_widening(%a: f16) {
  // expected-error@+1 {{'arith.truncf' op operand type 'f16' and result type 'f32' are cast incompatible}}
  %0 = arith.truncf %a : f16 to f32
  return
}

// -----

func.func @extsi_float(%a: f32) {
  // expected-error@+1 {{'arith.extsi' op operand #0 must be signless-fixed-width-integer-like, but got 'f32'}}
  %0 = arith.extsi %a : f32 to f64
  return
}

// -----

func.func @extsi_vector_shape(%a: vector<4xi8>) {
  // expected-error@+1 {{'arith.extsi' op requires the same shape for all operands and results}}
  %0 = arith.extsi %a : vector<4xi8> to vector<2xi32>
  return
}

// -----

func.func @extsi_vector_to_scalar(%a: vector<4xi8>) {
  // expected-error@+1 {{'arith.extsi' op requires the same shape for all operands and results}}
  %0 = arith.extsi %a : vector<4xi8> to i32
  return
}

// -----

func.func @bitcast_width(%a: i32) {
  // expected-error@+1 {{'arith.bitcast' op operand type 'i32' and result type 'f64' are cast incompatible}}
  %0 = arith.bitcast %a : i32 to f64
  return
}

// -----

func.func @sitofp_from_float(%a: f32) {
  // expected-error@+1 {{'arith.sitofp' op operand #0 must be signless-fixed-width-integer-like, but got 'f32'}}
  %0 = arith.sitofp %a : f32 to f64
  return
}

// -----

func.func @fptosi_to_float(%a: f32) {
  // expected-error@+1 {{'arith.fptosi' op result #0 must be signless-fixed-width-integer-like, but got 'f32'}}
  %0 = arith.fptosi %a : f32 to f32
  return
}

// -----

func.func @uitofp_to_int(%a: i32) {
  // expected-error@+1 {{'arith.uitofp' op result #0 must be floating-point-like, but got 'i64'}}
  %0 = arith.uitofp %a : i32 to i64
  return
}

// -----

func.func @truncf_bad_rounding(%a: f32) {
  // expected-error@+1 {{expected ':'}}
  %0 = arith.truncf %a sideways : f32 to f16
  return
}

// -----

func.func @select_condition_not_i1(%c: i32, %a: f32) {
  // expected-error@+1 {{'arith.select' op operand #0 must be bool-like, but got 'i32'}}
  %0 = "arith.select"(%c, %a, %a) : (i32, f32, f32) -> f32
  return
}

// -----

func.func @select_condition_shape(%c: vector<2xi1>, %a: vector<4xf32>) {
  // expected-error@+1 {{'arith.select' op failed to verify that condition is signless i1 or has matching shape}}
  %0 = arith.select %c, %a, %a : vector<2xi1>, vector<4xf32>
  return
}

// -----

func.func @select_operand_types(%c: i1, %a: f32, %b: f64) {
  // expected-error@+1 {{'arith.select' op failed to verify that all of {true_value, false_value, result} have same type}}
  %0 = "arith.select"(%c, %a, %b) : (i1, f32, f64) -> f32
  return
}

// -----

func.func @constant_float_for_int() {
  %0 = arith.constant 1.5 : i32
  // expected-error@+1 {{floating point value not valid for specified type}}
  return
}

// -----

func.func @constant_signed_type() {
  // expected-error@+1 {{'arith.constant' op integer return type must be signless}}
  %0 = arith.constant 1 : si32
  return
}

// -----

func.func @constant_value_type_mismatch() {
  // expected-error@+1 {{'arith.constant' op failed to verify that all of {value, result} have same type}}
  %0 = "arith.constant"() <{value = 1 : i64}> : () -> i32
  return
}

// -----

func.func @constant_dense_type_mismatch() {
  // expected-error@+1 {{'arith.constant' op failed to verify that all of {value, result} have same type}}
  %0 = "arith.constant"() <{value = dense<1> : vector<4xi32>}> : () -> vector<2xi32>
  return
}

// -----

func.func @constant_string() {
  // expected-error@+1 {{'arith.constant' op failed to verify that all of {value, result} have same type}}
  %0 = "arith.constant"() <{value = "str"}> : () -> i32
  return
}

// -----

func.func @constant_integer_out_of_range() {
  // expected-error@+1 {{integer constant out of range for attribute}}
  %0 = arith.constant 256 : i8
  return
}

// -----

func.func @constant_negative_out_of_range() {
  // expected-error@+1 {{integer constant out of range for attribute}}
  %0 = arith.constant -129 : i8
  return
}

// -----

func.func @overflow_flags_on_divsi(%a: i32) {
  // expected-error@+1 {{expected ':'}}
  %0 = arith.divsi %a, %a overflow<nsw> : i32
  return
}

// -----

func.func @unknown_overflow_flag(%a: i32) {
  // expected-error@+2 {{custom op 'arith.addi' expected ::mlir::arith::IntegerOverflowFlags to be one of: none, nsw, nuw}}
  // expected-error@+1 {{custom op 'arith.addi' failed to parse Arith_IntegerOverflowAttr parameter 'value' which is to be a `::mlir::arith::IntegerOverflowFlags`}}
  %0 = arith.addi %a, %a overflow<nsz> : i32
  return
}

// -----

func.func @unknown_fastmath_flag(%a: f32) {
  // expected-error@+2 {{custom op 'arith.addf' expected ::mlir::arith::FastMathFlags to be one of: none, reassoc, nnan, ninf, nsz, arcp, contract, afn, fast}}
  // expected-error@+1 {{custom op 'arith.addf' failed to parse Arith_FastMathAttr parameter 'value' which is to be a `::mlir::arith::FastMathFlags`}}
  %0 = arith.addf %a, %a fastmath<fastest> : f32
  return
}

// -----

func.func @fastmath_on_addi(%a: i32) {
  // expected-error@+1 {{expected ':'}}
  %0 = arith.addi %a, %a fastmath<fast> : i32
  return
}

// -----

func.func @addui_extended_overflow_type(%a: i32) {
  // expected-error@+1 {{'arith.addui_extended' op result #1 must be bool-like, but got 'i32'}}
  %0:2 = arith.addui_extended %a, %a : i32, i32
  return
}

// -----

func.func @addui_extended_vector_overflow_shape(%a: vector<4xi32>) {
  // expected-error@+1 {{'arith.addui_extended' op all non-scalar operands/results must have the same shape and base type}}
  %0:2 = arith.addui_extended %a, %a : vector<4xi32>, vector<2xi1>
  return
}

// -----

func.func @mului_extended_float(%a: f32) {
  // expected-error@+1 {{'arith.mului_extended' op operand #0 must be signless-integer-like, but got 'f32'}}
  %0:2 = arith.mului_extended %a, %a : f32
  return
}

// -----

func.func @remf_integer_vector(%a: vector<2xi32>) {
  // expected-error@+1 {{'arith.remf' op operand #0 must be floating-point-like, but got 'vector<2xi32>'}}
  %0 = arith.remf %a, %a : vector<2xi32>
  return
}

// -----

func.func @shli_float(%a: f16) {
  // expected-error@+1 {{'arith.shli' op operand #0 must be signless-integer-like, but got 'f16'}}
  %0 = arith.shli %a, %a : f16
  return
}

// -----

func.func @index_castui_unranked(%a: tensor<*xi32>) {
  // expected-error@+1 {{'arith.index_castui' op failed to verify that input and output have the same tensor dimensions}}
  %0 = arith.index_castui %a : tensor<*xi32> to tensor<*xindex>
  return
}

// -----

func.func @missing_type(%a: i32) {
  // expected-error@+1 {{expected ':'}}
  %0 = arith.addi %a, %a
  return
}

// -----

func.func @too_many_operands(%a: i32) {
  // expected-error@+1 {{expected ':'}}
  %0 = arith.addi %a, %a, %a : i32
  return
}
