// Conditional branches and switches become unconditional branches; the
// blocks no longer reached go, and so do the block arguments every
// predecessor passes the same value for.
// RUN: env WANT_OUTPUT=5 cmir-reduce %s --test=%S/Inputs/interesting.sh --reductions=branch | FileCheck %s

// CHECK-LABEL: func.func @main()
// CHECK-NOT:   cf.cond_br
// CHECK-NOT:   cf.switch
// CHECK:       call @printI64
// CHECK-NOT:   cf.cond_br
// CHECK-NOT:   cf.switch

func.func private @printI64(i64)
func.func @main() {
  %c = arith.constant 1 : i1
  %x = arith.constant 5 : i64
  %y = arith.constant 6 : i64
  %k = arith.constant 2 : i32
  cf.cond_br %c, ^bb1(%x : i64), ^bb2(%y : i64)
^bb1(%a: i64):
  cf.switch %k : i32, [
    default: ^bb3(%a : i64),
    2: ^bb3(%a : i64)
  ]
^bb2(%b: i64):
  cf.br ^bb3(%b : i64)
^bb3(%v: i64):
  call @printI64(%v) : (i64) -> ()
  return
}
