// Bytecode -> text -> bytecode gives the same bytes: through generic text
// with locations (every location is spelled out), and with locations
// stripped. The same IR always gives the same bytes.
// RUN: cmir-bc %s -o %t.1.cmbc
// RUN: cmir-bc --mlir-print-op-generic --mlir-print-debuginfo %t.1.cmbc > %t.1.mlir
// RUN: cmir-bc %t.1.mlir -o %t.2.cmbc
// RUN: cmp %t.1.cmbc %t.2.cmbc
// RUN: cmir-bc %s -o %t.3.cmbc
// RUN: cmp %t.1.cmbc %t.3.cmbc
// RUN: cmir-bc --strip-locations %s -o %t.s1.cmbc
// RUN: cmir-bc --mlir-print-op-generic %t.s1.cmbc > %t.s.mlir
// RUN: cmir-bc --strip-locations %t.s.mlir -o %t.s2.cmbc
// RUN: cmp %t.s1.cmbc %t.s2.cmbc

func.func @f(%a: i64, %b: i64) -> i1 {
  %0 = arith.muli %a, %b : i64
  %1 = arith.cmpi sgt, %0, %a : i64
  cf.cond_br %1, ^t(%0 : i64), ^e
^t(%x: i64):
  %2 = arith.cmpi eq, %x, %b : i64
  return %2 : i1
^e:
  %false = arith.constant false
  return %false : i1
} loc("named"("file.c":4:2))
