// Collatz kernel of ../shared/bench/kernels at N = 20000: sum of Collatz step counts,
// written with explicit cf.br / cf.cond_br and block arguments.
func.func private @printI64(i64)
func.func private @printNewline()

func.func @collatz_sum(%n: i64) -> i64 {
  %c0 = arith.constant 0 : i64
  %c1 = arith.constant 1 : i64
  %c3 = arith.constant 3 : i64
  cf.br ^outer(%c1, %c0 : i64, i64)
^outer(%i: i64, %tot: i64):
  %done = arith.cmpi sgt, %i, %n : i64
  cf.cond_br %done, ^exit(%tot : i64), ^inner(%i, %tot : i64, i64)
^inner(%x: i64, %t: i64):
  %is1 = arith.cmpi eq, %x, %c1 : i64
  cf.cond_br %is1, ^next(%t : i64), ^step(%x, %t : i64, i64)
^step(%y: i64, %u: i64):
  %u1 = arith.addi %u, %c1 : i64
  %bit = arith.andi %y, %c1 : i64
  %odd = arith.cmpi ne, %bit, %c0 : i64
  cf.cond_br %odd, ^oddb(%y, %u1 : i64, i64), ^evenb(%y, %u1 : i64, i64)
^oddb(%o: i64, %uo: i64):
  %o3 = arith.muli %o, %c3 : i64
  %o31 = arith.addi %o3, %c1 : i64
  cf.br ^inner(%o31, %uo : i64, i64)
^evenb(%e: i64, %ue: i64):
  %e2 = arith.shrui %e, %c1 : i64
  cf.br ^inner(%e2, %ue : i64, i64)
^next(%tn: i64):
  %i1 = arith.addi %i, %c1 : i64
  cf.br ^outer(%i1, %tn : i64, i64)
^exit(%r: i64):
  return %r : i64
}

func.func @main() {
  %n = arith.constant 20000 : i64
  %s = call @collatz_sum(%n) : (i64) -> i64
  call @printI64(%s) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}
