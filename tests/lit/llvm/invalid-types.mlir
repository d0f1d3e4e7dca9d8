// RUN: cmir-opt %s --split-input-file --verify-diagnostics

// expected-error@+1 {{identified type already used with a different body}}
func.func private @f(!llvm.struct<"s", (i32)>, !llvm.struct<"s", (i64)>)

// -----

// expected-error@+1 {{unknown LLVM type: pointer}}
func.func private @f(!llvm.pointer)

// -----

// expected-error@+1 {{expected 'x'}}
func.func private @f(!llvm.array<4 i32>)

// -----

// expected-error@+1 {{the number of vector elements must be positive}}
func.func private @f(!llvm.vec<0 x ptr>)
