// Erasing ops: results are replaced by constants or by dominating values of
// their type, until only what prints 42 is left.
// RUN: env WANT_OUTPUT=42 cmir-reduce %s --test=%S/Inputs/interesting.sh --reductions=erase-op 2>%t.err | FileCheck %s
// RUN: FileCheck --check-prefix=STATS %s < %t.err

// CHECK-LABEL: func.func @main()
// CHECK-NEXT:    %[[A:.*]] = arith.constant 40 : i64
// CHECK-NEXT:    %[[B:.*]] = arith.constant 2 : i64
// CHECK-NEXT:    %[[S:.*]] = arith.addi %[[A]], %[[B]] : i64
// CHECK-NEXT:    call @printI64(%[[S]]) : (i64) -> ()
// CHECK-NEXT:    return
// STATS: cmir-reduce: 14 -> 8 ops

func.func private @printI64(i64)
func.func private @printNewline()
func.func @main() {
  %a = arith.constant 40 : i64
  %b = arith.constant 2 : i64
  %c = arith.constant 5 : i64
  %s = arith.addi %a, %b : i64
  %t = arith.muli %s, %c : i64
  %u = arith.subi %t, %a : i64
  call @printI64(%u) : (i64) -> ()
  call @printNewline() : () -> ()
  %r = arith.addi %a, %b : i64
  call @printI64(%r) : (i64) -> ()
  return
}
