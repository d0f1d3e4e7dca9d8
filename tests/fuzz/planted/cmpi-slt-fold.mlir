// Reaches the planted cmpi-slt-fold bug: arith.cmpi slt of two constants of
// different signs, folded while lowering.
func.func private @printI64(i64)
func.func private @printNewline()
func.func @main() {
  %a = arith.constant -3 : i32
  %b = arith.constant 5 : i32
  %c = arith.constant 11 : i32
  %x = arith.addi %a, %c : i32
  %lt = arith.cmpi slt, %a, %b : i32
  %le = arith.cmpi sle, %x, %b : i32
  %e1 = arith.extui %lt : i1 to i64
  %e2 = arith.extui %le : i1 to i64
  %s = arith.addi %e1, %e2 : i64
  call @printI64(%s) : (i64) -> ()
  call @printNewline() : () -> ()
  %xe = arith.extsi %x : i32 to i64
  call @printI64(%xe) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}
