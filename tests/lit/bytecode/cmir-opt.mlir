// cmir-opt reads bytecode transparently and writes it with --emit-bytecode.
// RUN: cmir-opt --emit-bytecode %s -o %t.cmbc
// RUN: cmir-bc --verify %t.cmbc | FileCheck %s --check-prefix=OK
// RUN: cmir-opt --canonicalize %t.cmbc | FileCheck %s
// RUN: cmir-opt --canonicalize --emit-bytecode %t.cmbc -o %t.2.cmbc
// RUN: cmir-opt %t.2.cmbc | FileCheck %s
// RUN: printf 'func.func @a() {\n  return\n}\n// -----\nfunc.func @b() {\n  return\n}\n' > %t.two.mlir
// RUN: not cmir-opt --split-input-file --emit-bytecode %t.two.mlir 2>&1 | FileCheck %s --check-prefix=SPLIT

// OK: checksums OK
// CHECK: func.func @fold() -> i32
// CHECK-NEXT: %[[C:.*]] = arith.constant 5 : i32
// CHECK-NEXT: return %[[C]] : i32
// SPLIT: --emit-bytecode writes one module; it cannot be combined with --split-input-file
func.func @fold() -> i32 {
  %c2 = arith.constant 2 : i32
  %c3 = arith.constant 3 : i32
  %0 = arith.addi %c2, %c3 : i32
  return %0 : i32
}
