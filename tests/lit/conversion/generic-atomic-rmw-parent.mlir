// RUN: cmir-opt %s -finalize-memref-to-llvm | FileCheck %s --check-prefix=FIN
// RUN: cmir-opt %s --convert-to-llvm=filter-dialects=memref | FileCheck %s --check-prefix=MEM
// RUN: cmir-opt %s --convert-to-llvm=filter-dialects=memref,func | FileCheck %s --check-prefix=FUNC

// generic_atomic_rmw's loop blocks go into the region of the op around it;
// the lowering applies only where that op is legal or converted too.

// Inside an scf.for (never legal here) the op stays.
// FIN-LABEL: func.func @in_loop
// FIN: scf.for
// FIN-NEXT: memref.generic_atomic_rmw
// MEM-LABEL: func.func @in_loop
// MEM: memref.generic_atomic_rmw
func.func @in_loop(%m: memref<8xi64>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %r = memref.generic_atomic_rmw %m[%i] : memref<8xi64> {
    ^bb0(%v: i64):
      memref.atomic_yield %v : i64
    }
  }
  return
}

// Directly in a func.func: finalize-memref-to-llvm keeps func.func legal;
// convert-to-llvm lowers it only when it converts func too.
// FIN-LABEL: func.func @in_func
// FIN: llvm.cmpxchg
// FIN-NOT: generic_atomic_rmw
// MEM-LABEL: func.func @in_func
// MEM: memref.generic_atomic_rmw
// MEM-NOT: llvm.cmpxchg
// FUNC-LABEL: llvm.func @in_func
// FUNC: llvm.cmpxchg
// FUNC-NOT: generic_atomic_rmw
func.func @in_func(%m: memref<8xi64>, %i: index) -> i64 {
  %r = memref.generic_atomic_rmw %m[%i] : memref<8xi64> {
  ^bb0(%v: i64):
    %s = llvm.shl %v, %v : i64
    memref.atomic_yield %s : i64
  }
  return %r : i64
}
