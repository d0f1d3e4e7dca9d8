// A loop that runs once: the back edge is threaded through the header's
// conditional branch straight to the exit, after which nothing branches
// back and the loop is gone. The branch reduction alone cannot do it (to
// the body: no end; to the exit: nothing printed).
// RUN: env WANT_OUTPUT=7 cmir-reduce %s --test=%S/Inputs/interesting.sh --reductions=thread | FileCheck %s
// RUN: env WANT_OUTPUT=7 cmir-reduce %s --test=%S/Inputs/interesting.sh --reductions=branch | FileCheck %s --check-prefix=BRANCH

// CHECK-LABEL: func.func @main()
// CHECK:       call @printI64
// CHECK-NEXT:  cf.br ^bb2{{$}}
// CHECK-NOT:   cf.cond_br

// BRANCH:      cf.cond_br

func.func private @printI64(i64)
func.func @main() {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %x = arith.constant 7 : i64
  cf.br ^head(%c0 : i32)
^head(%i: i32):
  %more = arith.cmpi slt, %i, %c1 : i32
  cf.cond_br %more, ^body, ^exit(%i : i32)
^body:
  call @printI64(%x) : (i64) -> ()
  %n = arith.addi %i, %c1 : i32
  cf.br ^head(%n : i32)
^exit(%r: i32):
  return
}
