// RUN: cmir-opt %s --split-input-file --verify-diagnostics

// Enum properties stored as integers name one of the enum's cases: an i32
// enum (arith.truncf's rounding mode) is checked as an i64 one is.

func.func @rounding(%x: f64) -> f32 {
  // expected-error@+1 {{invalid properties {roundingmode = -3 : i32} for op arith.truncf: Invalid attribute `roundingmode` in property conversion: -3 : i32}}
  %0 = "arith.truncf"(%x) <{roundingmode = -3 : i32}> : (f64) -> f32
  return %0 : f32
}

// -----

func.func @rounding_width(%x: f64) -> f32 {
  // expected-error@+1 {{Invalid attribute `roundingmode` in property conversion: 1 : i64}}
  %0 = "arith.truncf"(%x) <{roundingmode = 1 : i64}> : (f64) -> f32
  return %0 : f32
}

// -----

func.func @rounding_ok(%x: f64) -> f32 {
  %0 = "arith.truncf"(%x) <{roundingmode = 4 : i32}> : (f64) -> f32
  return %0 : f32
}
