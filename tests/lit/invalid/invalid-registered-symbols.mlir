// RUN: cmir-opt %s --split-input-file --verify-diagnostics
// RUN: cmir-opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect

// A registered dialect parses its own types and attributes: one it does not
// know is an error, with unregistered dialects allowed or not, reported where
// its data starts (as mlir-opt-19 reports it). An enum-valued property holds
// its own enum only.

// expected-error@+1 {{dialect 'arith' provides no type parsing hook}}
func.func private @type_pretty() -> !arith.foo<3>

// -----

// expected-error@+1 {{dialect 'arith' provides no type parsing hook}}
func.func private @type_bare() -> !arith<3>

// -----

// expected-error@+1 {{unknown attribute `foo` in dialect `arith`}}
func.func private @attr_pretty() attributes {a = #arith.foo<3>}

// -----

// expected-error@+1 {{expected valid keyword}}
func.func private @attr_bare() attributes {a = #arith<3>}

// -----

func.func @enum_property(%a: f32) -> f32 {
  // expected-error@+1 {{unknown attribute `ftshta` in dialect `arith`}}
  %0 = "arith.mulf"(%a, %a) <{fastmath = #arith.ftshta<fast>}> : (f32, f32) -> f32
  return %0 : f32
}

// -----

func.func @other_enum_property(%a: f32) -> f32 {
  // expected-error@+1 {{invalid properties {fastmath = #arith.overflow<nsw>} for op arith.mulf: Invalid attribute `fastmath` in property conversion: #arith.overflow<nsw>}}
  %0 = "arith.mulf"(%a, %a) <{fastmath = #arith.overflow<nsw>}> : (f32, f32) -> f32
  return %0 : f32
}

// -----

// An unknown op of a registered dialect is an error with
// --allow-unregistered-dialect too: the flag is about dialects not loaded.
func.func @unknown_op_of_registered_dialect(%a: i32) -> i32 {
  // expected-error@+1 {{unregistered operation 'arith.iulf' found in dialect ('arith') that does not allow unknown operations}}
  %0 = "arith.iulf"(%a, %a) : (i32, i32) -> i32
  return %0 : i32
}
