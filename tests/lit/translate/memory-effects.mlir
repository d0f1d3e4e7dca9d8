// RUN: cmir-translate --mlir-to-llvmir %s | FileCheck %s
// RUN: cmir-translate --mlir-to-llvmir %s | llvm-as -o /dev/null
// RUN: cmir-opt --emit-bytecode %s | cmir-translate --mlir-to-llvmir | FileCheck %s
// RUN: not cmir-translate --mlir-to-llvmir %S/Inputs/memory-not-effects.mlir 2>&1 \
// RUN:   | FileCheck %s --check-prefix=ERR
// REQUIRES: llvm-backend

// llvm.func's `memory` property becomes LLVM's memory attribute, as
// mlir-translate-19 writes it (a location left out is none; all three the
// same are written once); the discardable `memory_effects` attribute is not
// translated. A `memory` property that is not a memory effects attribute
// (the generic form cannot say what it is) is an error, not dropped.

// CHECK: define void @none() #[[NONE:[0-9]+]]
// CHECK: define void @all() #[[ALL:[0-9]+]]
// CHECK: define void @mixed() #[[MIXED:[0-9]+]]
// CHECK: define void @other_only() #[[OTHER:[0-9]+]]
// CHECK: define void @discardable() {
// CHECK-DAG: attributes #[[NONE]] = { memory(none) }
// CHECK-DAG: attributes #[[ALL]] = { memory(readwrite) }
// CHECK-DAG: attributes #[[MIXED]] = { memory(argmem: write, inaccessiblemem: read) }
// CHECK-DAG: attributes #[[OTHER]] = { memory(write, argmem: none, inaccessiblemem: none) }

// ERR: memory-not-effects.mlir:3:1: error: cannot translate 'memory' = 5 : i64: not an #llvm.memory_effects<...>

llvm.func @none() attributes {memory = #llvm.memory_effects<other = none, argMem = none, inaccessibleMem = none>} {
  llvm.return
}

llvm.func @all() attributes {memory = #llvm.memory_effects<other = readwrite, argMem = readwrite, inaccessibleMem = readwrite>} {
  llvm.return
}

llvm.func @mixed() attributes {memory = #llvm.memory_effects<inaccessibleMem = read, argMem = write, other = none>} {
  llvm.return
}

llvm.func @other_only() attributes {memory = #llvm.memory_effects<other = write, argMem = none, inaccessibleMem = none>} {
  llvm.return
}

llvm.func @discardable() attributes {memory_effects = #llvm.memory_effects<other = write, argMem = none, inaccessibleMem = none>} {
  llvm.return
}
