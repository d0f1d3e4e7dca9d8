// --same-find and --legs=interp,LEG run cmir-fuzz's legs on each
// candidate: a program on which every leg agrees is not interesting
// (exit 2), whatever the signature or leg asked for.
// RUN: not cmir-reduce %s --same-find=bytecode.out 2>&1 | FileCheck %s
// RUN: not cmir-reduce %s --same-find=passes.out@convert-scf-to-cf 2>&1 | FileCheck %s
// RUN: not cmir-reduce %s --legs=interp,bytecode 2>&1 | FileCheck %s
// RUN: not cmir-reduce %s --legs=passes,interp 2>&1 | FileCheck %s

// CHECK: is not interesting

func.func private @printI64(i64)
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %z = arith.constant 0 : i64
  %s = scf.for %i = %c0 to %c4 step %c1 iter_args(%a = %z) -> (i64) {
    %x = arith.index_cast %i : index to i64
    %b = arith.addi %a, %x : i64
    scf.yield %b : i64
  }
  call @printI64(%s) : (i64) -> ()
  return
}
