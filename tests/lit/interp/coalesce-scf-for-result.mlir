// RUN: cmir-interp %s -e main -entry-point-result=void | FileCheck %s
// RUN: cmir-opt --convert-scf-to-cf %s | cmir-interp -e main -entry-point-result=void | FileCheck %s
// An scf.for whose result goes on a cf.br to a block with several
// predecessors: the interpreter's phi coalescing moved the result into the
// block argument's slot, away from the iteration argument's slot the loop
// writes, so a loop of zero trips passed on a stale value (0, not the init
// value 1). Reduced from cmir-fuzz seed 2017527 (generator version 2).
// CHECK: {{^1$}}
module {
  func.func private @printI64(i64)
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1_i8 = arith.constant 1 : i8
    %c1 = arith.constant 1 : index
    cf.switch %c1_i8 : i8, [
      default: ^bb1,
      0: ^bb3(%c0 : index),
      2: ^bb2,
      5: ^bb3(%c1 : index)
    ]
  ^bb1:  // pred: ^bb0
    %c1_0 = arith.constant 1 : index
    %0 = scf.for %arg0 = %c0 to %c0 step %c1_0 iter_args(%arg1 = %c1) -> (index) {
      scf.yield %c0 : index
    }
    cf.br ^bb3(%0 : index)
  ^bb2:  // pred: ^bb0
    cf.br ^bb3(%c0 : index)
  ^bb3(%1: index):  // 4 preds: ^bb0, ^bb0, ^bb1, ^bb2
    %2 = arith.index_cast %1 : index to i64
    call @printI64(%2) : (i64) -> ()
    return
  }
}

