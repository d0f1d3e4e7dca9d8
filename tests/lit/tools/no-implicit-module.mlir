// --no-implicit-module: the input is one top-level op, printed as it is
// (no builtin.module around it); any other number of top-level ops is an
// error at line 0 of the source (of the chunk, with --split-input-file).
// RUN: cmir-opt --no-implicit-module --verify-diagnostics --split-input-file %s | FileCheck %s

// CHECK-NOT: module
// CHECK: func.func private @only()
// CHECK-NOT: module
func.func private @only()

// -----

// expected-error@-3 {{source must contain a single top-level operation, found: 2}}
func.func private @one()
func.func private @two()

// -----

// expected-error@-3 {{source must contain a single top-level operation, found: 0}}
