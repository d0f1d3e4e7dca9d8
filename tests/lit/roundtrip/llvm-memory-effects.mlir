// RUN: cmir-opt %s | FileCheck %s
// RUN: cmir-opt %s | cmir-opt | FileCheck %s
// RUN: cmir-opt --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC
// RUN: cmir-opt --emit-bytecode %s | cmir-opt | FileCheck %s

// #llvm.memory_effects<...> is a struct of three ModRefInfo parameters:
// given in any order, values as keywords or strings, over several lines,
// with a `: type` that is ignored; printed in the order other, argMem,
// inaccessibleMem. `memory` is llvm.func's property (the one translated),
// `memory_effects` a discardable attribute.

// CHECK-LABEL: llvm.func @canonical()
// CHECK-SAME: attributes {memory = #llvm.memory_effects<other = none, argMem = read, inaccessibleMem = write>}
// GENERIC: linkage = #llvm.linkage<external>, memory = #llvm.memory_effects<other = none, argMem = read, inaccessibleMem = write>, sym_name = "canonical"
llvm.func @canonical() attributes {memory = #llvm.memory_effects<other = none, argMem = read, inaccessibleMem = write>}

// CHECK-LABEL: llvm.func @reordered()
// CHECK-SAME: attributes {memory = #llvm.memory_effects<other = readwrite, argMem = write, inaccessibleMem = none>}
llvm.func @reordered() attributes {memory = #llvm.memory_effects<inaccessibleMem = none, argMem = write, other = readwrite>}

// CHECK-LABEL: llvm.func @strings()
// CHECK-SAME: attributes {memory = #llvm.memory_effects<other = read, argMem = none, inaccessibleMem = readwrite>}
llvm.func @strings() attributes {memory = #llvm.memory_effects<argMem = "none", other = "read", inaccessibleMem = "readwrite">}

// CHECK-LABEL: llvm.func @lines()
// CHECK-SAME: attributes {memory = #llvm.memory_effects<other = write, argMem = readwrite, inaccessibleMem = read>}
llvm.func @lines() attributes {memory = #llvm.memory_effects<
    argMem = readwrite,
    inaccessibleMem = read,
    other = write>}

// CHECK-LABEL: llvm.func @typed()
// CHECK-SAME: attributes {memory = #llvm.memory_effects<other = none, argMem = none, inaccessibleMem = none>}
llvm.func @typed() attributes {memory = #llvm.memory_effects<other = none, argMem = none, inaccessibleMem = none> : i32}

// CHECK-LABEL: llvm.func @discardable()
// CHECK-SAME: attributes {memory_effects = #llvm.memory_effects<other = none, argMem = write, inaccessibleMem = none>}
// GENERIC: {memory_effects = #llvm.memory_effects<other = none, argMem = write, inaccessibleMem = none>} : () -> ()
llvm.func @discardable() attributes {memory_effects = #llvm.memory_effects<argMem = write, other = none, inaccessibleMem = none>}
