// RUN: cmir-opt %s --split-input-file --verify-diagnostics

// #llvm.memory_effects<...> takes exactly the parameters other, argMem and
// inaccessibleMem, each once, each none, read, write or readwrite; anything
// else is an error where MLIR's struct parser reports it.

// expected-error@+2 {{invalid LLVM ModRefInfo specification: rXad}}
// expected-error@+1 {{failed to parse LLVM_MemoryEffectsAttr parameter 'argMem' which is to be a `ModRefInfo`}}
llvm.func @bad_value() attributes {memory = #llvm.memory_effects<other = none, argMem = rXad, inaccessibleMem = write>}

// -----

// expected-error@+2 {{invalid LLVM ModRefInfo specification: None}}
// expected-error@+1 {{failed to parse LLVM_MemoryEffectsAttr parameter 'other' which is to be a `ModRefInfo`}}
llvm.func @case_matters() attributes {memory = #llvm.memory_effects<other = None, argMem = none, inaccessibleMem = none>}

// -----

// expected-error@+2 {{expected keyword for LLVM ModRefInfo}}
// expected-error@+1 {{failed to parse LLVM_MemoryEffectsAttr parameter 'inaccessibleMem' which is to be a `ModRefInfo`}}
llvm.func @number() attributes {memory = #llvm.memory_effects<other = none, argMem = none, inaccessibleMem = 1>}

// -----

// expected-error@+1 {{expected '='}}
llvm.func @no_parameters() attributes {memory = #llvm.memory_effects<foo>}

// -----

// expected-error@+1 {{duplicate or unknown struct parameter name: foo}}
llvm.func @unknown_name() attributes {memory = #llvm.memory_effects<foo = read, argMem = read, inaccessibleMem = none>}

// -----

// expected-error@+1 {{duplicate or unknown struct parameter name: other}}
llvm.func @duplicate() attributes {memory = #llvm.memory_effects<other = none, other = read, argMem = read>}

// -----

// expected-error@+1 {{expected ','}}
llvm.func @missing() attributes {memory = #llvm.memory_effects<other = none, argMem = read>}

// -----

// expected-error@+1 {{expected '>'}}
llvm.func @extra() attributes {memory = #llvm.memory_effects<other = none, argMem = read, inaccessibleMem = none, foo = read>}

// -----

// expected-error@+1 {{expected '>'}}
llvm.func @trailing_comma() attributes {memory = #llvm.memory_effects<other = none, argMem = read, inaccessibleMem = none,>}

// -----

// expected-error@+2 {{expected valid keyword}}
// expected-error@+1 {{expected a parameter name in struct}}
llvm.func @empty() attributes {memory = #llvm.memory_effects<>}

// -----

// expected-error@+2 {{expected valid keyword}}
// expected-error@+1 {{expected a parameter name in struct}}
llvm.func @string_name() attributes {memory = #llvm.memory_effects<other = none, argMem = read, "x" = none>}

// -----

// expected-error@+1 {{expected '<'}}
llvm.func @no_body() attributes {memory = #llvm.memory_effects, other = 1}

// -----

// expected-error@+1 {{unbalanced '<' character in pretty dialect name}}
llvm.func @unbalanced() attributes {memory = #llvm.memory_effects<other = none, argMem = read, inaccessibleMem = none}
