// RUN: cmir-opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect

func.func @ints_before_types() {
  // expected-error@+1 {{failed to parse parameter list for target extension type}}
  "test.op"() : () -> !llvm.target<"t", 5, i32, 1>
}

// -----

func.func @no_name() {
  // expected-error@+2 {{expected string}}
  // expected-error@+1 {{failed to parse LLVMTargetExtType parameter 'extTypeName' which is to be a `::llvm::StringRef`}}
  "test.op"() : () -> !llvm.target<i32, 42>
}

// -----

func.func @unknown_param() {
  // expected-error@+2 {{unknown LLVM type: foo}}
  // expected-error@+1 {{failed to parse parameter list for target extension type}}
  "test.op"() : () -> !llvm.target<"t", foo>
}

// -----

func.func @int_too_large() {
  // expected-error@+3 {{integer value too large}}
  // expected-error@+2 {{expected valid keyword}}
  // expected-error@+1 {{failed to parse parameter list for target extension type}}
  "test.op"() : () -> !llvm.target<"t", 4294967296>
}

// -----

func.func @no_alloca() {
  %0 = llvm.mlir.constant(1 : i64) : i64
  // expected-error@+1 {{this target extension type cannot be used in alloca}}
  %1 = llvm.alloca %0 x !llvm.target<"no_alloca"> : (i64) -> !llvm.ptr
  return
}

// -----

func.func @no_load(%arg0 : !llvm.ptr) {
  // expected-error@+1 {{result #0 must be LLVM type with size, but got '!llvm.target<"no_load">'}}
  %0 = llvm.load %arg0 {alignment = 8 : i64} : !llvm.ptr -> !llvm.target<"no_load">
  return
}

// -----

func.func @no_atomic(%arg0 : !llvm.ptr) {
  // expected-error@+1 {{unsupported type '!llvm.target<"spirv.Event">' for atomic access}}
  %0 = llvm.load %arg0 atomic monotonic {alignment = 8 : i64} : !llvm.ptr -> !llvm.target<"spirv.Event">
  return
}

// -----

func.func @no_zero() {
  // expected-error@+1 {{target extension type does not support zero-initializer}}
  %0 = llvm.mlir.zero : !llvm.target<"no_zero">
  return
}

// -----

// expected-error@+1 {{this target extension type cannot be used in a global}}
llvm.mlir.global external @no_global() : !llvm.target<"no_global">

// -----

// expected-error@+1 {{global with target extension type can only be initialized with zero-initializer}}
llvm.mlir.global external @init(0 : i32) : !llvm.target<"spirv.Event">
