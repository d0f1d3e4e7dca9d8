// RUN: cmir-interp %s -e main -entry-point-result=void --check-uninit | FileCheck %s
// RUN: cmir-opt --convert-scf-to-cf --convert-to-llvm --reconcile-unrealized-casts %s | cmir-interp -e main -entry-point-result=void --check-uninit | FileCheck %s
// A two-result op (mului_extended) whose first result is passed on a cf.br
// to a block with several predecessors: its second result, used after the
// loop, must still be the high half (-15 * -15 as i8: 0xE2E1).
// CHECK: 226
// CHECK-NEXT: 226
func.func private @printI64(i64)
func.func private @printNewline()
func.func @f(%a: i8, %b: i8) -> (i8, i8) {
  %c0 = arith.constant 0 : i8
  %low, %high = arith.mului_extended %a, %b : i8
  cf.br ^loop(%c0, %low : i8, i8)
^loop(%i: i8, %acc: i8):
  %c1 = arith.constant 1 : i8
  %c3 = arith.constant 3 : i8
  %n = arith.addi %i, %c1 : i8
  %s, %carry = arith.addui_extended %acc, %i : i8, i1
  %done = arith.cmpi sge, %n, %c3 : i8
  cf.cond_br %done, ^exit, ^loop(%n, %s : i8, i8)
^exit:
  return %acc, %high : i8, i8
}
func.func @main() {
  %m15 = arith.constant -15 : i8
  %r:2 = call @f(%m15, %m15) : (i8, i8) -> (i8, i8)
  %x = arith.extui %r#0 : i8 to i64
  %y = arith.extui %r#1 : i8 to i64
  call @printI64(%x) : (i64) -> ()
  call @printNewline() : () -> ()
  call @printI64(%y) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}
