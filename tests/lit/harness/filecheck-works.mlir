// RUN: FileCheck %s --input-file %s
// Proves the lit plumbing: lit finds this file, runs the RUN line with
// FileCheck from LLVM 19, and FileCheck finds the line below in this file.
// CHECK: lit-plumbing-marker
