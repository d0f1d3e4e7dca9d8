// RUN: cmir-opt %s --split-input-file --verify-diagnostics

// Which types the LLVM dialect types may contain, with MLIR 19's messages
// and locations (the `<` of the outer type, or the body of an identified
// struct).

// expected-error@+1 {{invalid function argument type: '!llvm.void'}}
func.func private @f(!llvm.func<void (void)>)

// -----

// expected-error@+1 {{invalid function result type: '!llvm.metadata'}}
func.func private @f(!llvm.func<metadata ()>)

// -----

// A function type cannot return a function type (mlir-opt-19 still accepts
// `llvm.func @f() -> !llvm.func<void ()>`, whose generic form it rejects).
// expected-error@+1 {{invalid function result type: '!llvm.func<void ()>'}}
func.func private @f(!llvm.func<func<void ()> ()>)

// -----

// expected-error@+1 {{invalid array element type: '!llvm.void'}}
func.func private @f(!llvm.array<4 x void>)

// -----

// expected-error@+1 {{cannot use !llvm.vec for built-in primitives, use 'vector' instead}}
func.func private @f(!llvm.vec<4 x i32>)

// -----

// expected-error@+1 {{invalid vector element type}}
func.func private @f(!llvm.vec<4 x struct<()>>)

// -----

// expected-error@+1 {{invalid LLVM structure element type: '!llvm.void'}}
func.func private @f(!llvm.struct<(void)>)

// -----

// expected-error@+1 {{invalid LLVM structure element type: '!llvm.token'}}
func.func private @f(!llvm.struct<"x", (token)>)
