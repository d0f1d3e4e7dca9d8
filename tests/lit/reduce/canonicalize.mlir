// canonicalize + cse as one reduction: the addition folds into 42 (erasing
// ops alone cannot do that), and the two equal constants become one.
// RUN: env WANT_OUTPUT=42 cmir-reduce %s --test=%S/Inputs/interesting.sh --reductions=canonicalize | FileCheck %s

// CHECK-LABEL: func.func @main()
// CHECK-NEXT:    %[[C:.*]] = arith.constant 42 : i64
// CHECK-NEXT:    call @printI64(%[[C]]) : (i64) -> ()
// CHECK-NEXT:    call @printNewline() : () -> ()
// CHECK-NEXT:    call @printI64(%[[C]]) : (i64) -> ()
// CHECK-NEXT:    return

func.func private @printI64(i64)
func.func private @printNewline()
func.func @main() {
  %a = arith.constant 40 : i64
  %b = arith.constant 2 : i64
  %s = arith.addi %a, %b : i64
  %t = arith.constant 42 : i64
  call @printI64(%s) : (i64) -> ()
  call @printNewline() : () -> ()
  call @printI64(%t) : (i64) -> ()
  return
}
