// Exit codes: an input that is not interesting (here: it reads out of
// bounds, undefined behaviour) is 2, bad usage 1.
// RUN: not cmir-reduce %s --test=%S/Inputs/interesting.sh 2>&1 | FileCheck --check-prefix=DULL %s
// RUN: not cmir-reduce %s 2>&1 | FileCheck --check-prefix=USAGE %s
// RUN: not cmir-reduce %s --legs=interp,nowhere 2>&1 | FileCheck --check-prefix=LEG %s
// RUN: not cmir-reduce %s --legs=interp,lowered --reductions=shrink 2>&1 | FileCheck --check-prefix=RED %s
// RUN: not cmir-reduce %s --legs=native-O0,lowered 2>&1 | FileCheck --check-prefix=PAIR %s
// RUN: not cmir-reduce %s --same-find=nodot 2>&1 | FileCheck --check-prefix=SIG %s
// RUN: not cmir-reduce %s --same-find=native-O0.out+nowhere.out 2>&1 | FileCheck --check-prefix=SIG2 %s
// RUN: not cmir-reduce %s --same-find=native-O0.out --legs=interp,lowered 2>&1 | FileCheck --check-prefix=USAGE %s

// DULL: is not interesting (or has undefined behaviour on the interpreter)
// USAGE: cmir-reduce: give one of --test, --legs, --crash and --same-find
// LEG: cmir-reduce: unknown leg pair 'interp,nowhere'
// PAIR: cmir-reduce: unknown leg pair 'native-O0,lowered'
// SIG: cmir-reduce: 'nodot' is not a find's signature
// SIG2: cmir-reduce: 'native-O0.out+nowhere.out' is not a find's signature
// RED: cmir-reduce: unknown reduction in 'shrink'

func.func @main() {
  %c2 = arith.constant 2 : index
  %m = memref.alloc() : memref<2xi32>
  %l = memref.load %m[%c2] : memref<2xi32>
  return
}
