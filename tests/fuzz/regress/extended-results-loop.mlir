// mului_extended's second result after a cf loop: the interpreter's phi
// coalescing moved the first result into a block argument's slot, so the
// second was never written (signatures passes.out@convert-scf-to-cf,
// passes.out@expand-strided-metadata, bytecode.out; valgrind: uninitialised
// value in cmir_iexec_ibin). Prints 226 twice.
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
