// Exit codes: an input that is not interesting (here: it reads out of
// bounds, undefined behaviour) is 2, bad usage 1.
// RUN: not cmir-reduce %s --test=%S/Inputs/interesting.sh 2>&1 | FileCheck --check-prefix=DULL %s
// RUN: not cmir-reduce %s 2>&1 | FileCheck --check-prefix=USAGE %s
// RUN: not cmir-reduce %s --legs=interp,nowhere 2>&1 | FileCheck --check-prefix=LEG %s
// RUN: not cmir-reduce %s --legs=interp,lowered --reductions=shrink 2>&1 | FileCheck --check-prefix=RED %s

// DULL: is not interesting (or has undefined behaviour on the interpreter)
// USAGE: cmir-reduce: give one of --test, --legs and --crash
// LEG: cmir-reduce: unknown leg 'nowhere'
// RED: cmir-reduce: unknown reduction in 'shrink'

func.func @main() {
  %c2 = arith.constant 2 : index
  %m = memref.alloc() : memref<2xi32>
  %l = memref.load %m[%c2] : memref<2xi32>
  return
}
