// RUN: cmir-opt %s --split-input-file --verify-diagnostics

// memref.atomic_rmw, generic_atomic_rmw and atomic_yield errors.

func.func @rank(%m: memref<4x4xi32>, %i: index, %v: i32) {
  // expected-error@+1 {{'memref.atomic_rmw' op expects the number of subscripts to be equal to memref rank}}
  %0 = memref.atomic_rmw addi %v, %m[%i] : (i32, memref<4x4xi32>) -> i32
  return
}

// -----

func.func @float_kind_on_int(%m: memref<4xi8>, %i: index, %v: i8) {
  // expected-error@+1 {{'memref.atomic_rmw' op with kind 'maximumf' expects a floating-point type}}
  %0 = memref.atomic_rmw maximumf %v, %m[%i] : (i8, memref<4xi8>) -> i8
  return
}

// -----

func.func @int_kind_on_float(%m: memref<4xf64>, %i: index, %v: f64) {
  // expected-error@+1 {{'memref.atomic_rmw' op with kind 'minu' expects an integer type}}
  %0 = memref.atomic_rmw minu %v, %m[%i] : (f64, memref<4xf64>) -> f64
  return
}

// -----

func.func @unknown_kind(%m: memref<4xf64>, %i: index, %v: f64) {
  // expected-error@+1 {{expected string or keyword containing one of the following enum values for attribute 'kind'}}
  %0 = memref.atomic_rmw subf %v, %m[%i] : (f64, memref<4xf64>) -> f64
  return
}

// -----

func.func @value_not_element(%m: memref<4xi32>, %i: index, %v: i64) {
  // expected-error@+1 {{'memref.atomic_rmw' op failed to verify that value type matches element type of memref}}
  %0 = memref.atomic_rmw addi %v, %m[%i] : (i64, memref<4xi32>) -> i64
  return
}

// -----

func.func @two_args(%m: memref<4xi32>, %i: index) {
  // expected-error@+1 {{'memref.generic_atomic_rmw' op expected single number of entry block arguments}}
  %0 = memref.generic_atomic_rmw %m[%i] : memref<4xi32> {
  ^bb0(%a: i32, %b: i32):
    memref.atomic_yield %a : i32
  }
  return
}

// -----

func.func @arg_type(%m: memref<4xi32>, %i: index) {
  // expected-error@+1 {{'memref.generic_atomic_rmw' op expected block argument of the same type result type}}
  %0 = memref.generic_atomic_rmw %m[%i] : memref<4xi32> {
  ^bb0(%a: i64):
    %t = arith.trunci %a : i64 to i32
    memref.atomic_yield %t : i32
  }
  return
}

// -----

func.func @side_effect(%m: memref<4xi32>, %i: index) {
  %0 = memref.generic_atomic_rmw %m[%i] : memref<4xi32> {
  ^bb0(%a: i32):
    // expected-error@+1 {{body of 'memref.generic_atomic_rmw' should contain only operations with no side effects}}
    %x = memref.load %m[%i] : memref<4xi32>
    memref.atomic_yield %x : i32
  }
  return
}

// -----

func.func @yield_type(%m: memref<4xi32>, %i: index) {
  %0 = memref.generic_atomic_rmw %m[%i] : memref<4xi32> {
  ^bb0(%a: i32):
    %e = arith.extsi %a : i32 to i64
    // expected-error@+1 {{'memref.atomic_yield' op types mismatch between yield op: 'i64' and its parent: 'i32'}}
    memref.atomic_yield %e : i64
  }
  return
}
