// Block arguments: their uses become a constant, then the argument goes
// from the block and from the branches to it.
// RUN: env WANT_OUTPUT=3 cmir-reduce %s --test=%S/Inputs/interesting.sh --reductions=block-arg | FileCheck %s

// CHECK-LABEL: func.func @main()
// CHECK:       ^bb1:
// CHECK:       ^bb2:
// CHECK-NOT:   ^bb{{.*}}(

func.func private @printI64(i64)
func.func @main() {
  %c = arith.constant 1 : i1
  %x = arith.constant 3 : i64
  %u = arith.constant 4 : i32
  cf.cond_br %c, ^bb1(%x, %u : i64, i32), ^bb2
^bb1(%a: i64, %b: i32):
  call @printI64(%a) : (i64) -> ()
  cf.br ^bb2
^bb2:
  return
}
