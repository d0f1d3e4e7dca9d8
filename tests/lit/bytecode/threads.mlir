// Function bodies are decoded and verified by several threads (--threads=N,
// default one per CPU for large files): the output is the same as on one
// thread, and so are the verifier's diagnostics for a broken body.
// RUN: cmir-bc %s -o %t.cmbc
// RUN: cmir-opt --mlir-disable-threading %t.cmbc -o %t.one.mlir
// RUN: cmir-opt --threads=2 %t.cmbc -o %t.two.mlir
// RUN: cmir-opt --threads 4 %t.cmbc -o %t.four.mlir
// RUN: cmp %t.one.mlir %t.two.mlir
// RUN: cmp %t.one.mlir %t.four.mlir
// RUN: cmir-bc --threads=2 %t.cmbc | FileCheck %s
// RUN: FileCheck %s < %t.two.mlir
//
// A body that breaks the verifier (written with --no-verify).
// RUN: sed 's/%%s = arith.addi %%x, %%x : i32/%%s = arith.addi %%x, %%y : i32/' %s > %t.bad.mlir
// RUN: cmir-bc --no-verify %t.bad.mlir -o %t.bad.cmbc
// RUN: not cmir-opt --mlir-disable-threading %t.bad.cmbc 2> %t.bad.one
// RUN: not cmir-opt --threads=2 %t.bad.cmbc 2> %t.bad.two
// RUN: cmp %t.bad.one %t.bad.two
// RUN: FileCheck %s --check-prefix=BAD < %t.bad.two
//
// RUN: not cmir-opt --threads=0 %t.cmbc 2>&1 | FileCheck %s --check-prefix=ARG
// RUN: not cmir-bc --threads=x %t.cmbc 2>&1 | FileCheck %s --check-prefix=ARGBC

// CHECK-LABEL: func.func @a
// CHECK-LABEL: func.func @b
// CHECK: arith.addi
// CHECK-LABEL: func.func @c
// CHECK: call @a
// BAD: error: operand #1 does not dominate this use
// BAD: note: operand defined here (op in the same block)
// ARG: cmir-opt: bad --threads value '0' (a number from 1 to 64)
// ARGBC: cmir-bc: bad --threads value 'x' (a number from 1 to 64)
func.func @a(%x: i32) -> i32 {
  return %x : i32
}
func.func @b(%x: i32) -> i32 {
  %s = arith.addi %x, %x : i32
  %y = arith.muli %s, %s : i32
  return %y : i32
}
func.func @c() -> i32 {
  %c = arith.constant 3 : i32
  %r = call @a(%c) : (i32) -> i32
  return %r : i32
}
