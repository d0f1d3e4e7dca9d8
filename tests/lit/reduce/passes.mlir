// Pass-list reduction: with --pipeline, the test also sees the candidate's
// pass list (CMIR_REDUCE_PIPELINE), and passes it does not need are
// dropped: here cf.cond_br comes from convert-scf-to-cf alone.
// RUN: cmir-reduce %s --test=%S/Inputs/pipeline.sh --reductions=passes --pipeline=cse,convert-scf-to-cf,lower-affine,arith-expand 2>&1 >/dev/null | FileCheck %s

// CHECK: cmir-reduce: pass list: convert-scf-to-cf{{$}}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %m = memref.alloca() : memref<index>
  scf.for %i = %c0 to %c1 step %c1 {
    memref.store %i, %m[] : memref<index>
  }
  return
}
