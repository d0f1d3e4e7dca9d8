// RUN: cmir-opt %s --split-input-file --verify-diagnostics | FileCheck %s

// Module attributes `llvm.data_layout` (checked with LLVM 19's layout
// parser, on any operation) and `llvm.target_triple` (any attribute).

// CHECK: module attributes {llvm.data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", llvm.target_triple = "x86_64-unknown-linux-gnu"}
module attributes {llvm.data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", llvm.target_triple = "x86_64-unknown-linux-gnu"} {
}

// -----

// The document's example; also an empty layout and LLVM's other specifiers.
// CHECK: module attributes {llvm.data_layout = "e", llvm.target_triple = "aarch64-linux-android"}
module attributes {llvm.data_layout = "e", llvm.target_triple = "aarch64-linux-android"} {
}

// -----

// CHECK: module attributes {llvm.data_layout = ""}
module attributes {llvm.data_layout = ""} {
}

// -----

// CHECK: module attributes {llvm.data_layout = "E-p:32:32:32:16-i1:8-a:0:64-v64:64-f80:32-n8:16:32-S0-P1-A5-G1-Fn8-ni:2:3-m:o"}
module attributes {llvm.data_layout = "E-p:32:32:32:16-i1:8-a:0:64-v64:64-f80:32-n8:16:32-S0-P1-A5-G1-Fn8-ni:2:3-m:o"} {
}

// -----

// expected-error@+1 {{'builtin.module' op invalid data layout descriptor: Unknown specifier in datalayout string}}
module attributes {llvm.data_layout = "x"} {
}

// -----

// expected-error@+1 {{invalid data layout descriptor: Missing alignment specification for pointer in datalayout string}}
module attributes {llvm.data_layout = "p:32"} {
}

// -----

// expected-error@+1 {{invalid data layout descriptor: Trailing separator in datalayout string}}
module attributes {llvm.data_layout = "e-"} {
}

// -----

// expected-error@+1 {{invalid data layout descriptor: Expected token before separator in datalayout string}}
module attributes {llvm.data_layout = "e-:32"} {
}

// -----

// expected-error@+1 {{invalid data layout descriptor: Preferred alignment cannot be less than the ABI alignment}}
module attributes {llvm.data_layout = "e-i64:64:32"} {
}

// -----

// expected-error@+1 {{invalid data layout descriptor: Invalid ABI alignment, must be a power of 2}}
module attributes {llvm.data_layout = "f32:24"} {
}

// -----

// expected-error@+1 {{invalid data layout descriptor: Index width cannot be larger than pointer width}}
module attributes {llvm.data_layout = "e-p1:32:32:32:48"} {
}

// -----

// expected-error@+1 {{invalid data layout descriptor: Address space 0 can never be non-integral}}
module attributes {llvm.data_layout = "ni:0"} {
}

// -----

// expected-error@+1 {{'builtin.module' op expected 'llvm.data_layout' to be a string attributes}}
module attributes {llvm.data_layout = 3 : i32} {
}

// -----

// On any operation, not only modules.
// expected-error@+1 {{'llvm.func' op invalid data layout descriptor: number of bits must be a byte width multiple}}
llvm.func @f() attributes {llvm.data_layout = "e-i64:65"} {
  llvm.return
}
