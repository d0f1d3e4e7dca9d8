// Memory alloca'd inside a memref.alloca_scope, in its body or in an op
// nested in it, is released at the end of the scope: using it after is
// undefined behaviour, reported at the use.
// RUN: not cmir-interp %s -e escape -entry-point-result=i64 2>&1 | FileCheck %s --check-prefix=UB
// RUN: not cmir-interp %s -e nested -entry-point-result=i64 2>&1 | FileCheck %s --check-prefix=NESTED

// A memref alloca'd in the scope is dead after it.
// UB: alloca-scope-ub.mlir:[[#@LINE+8]]:8: error: undefined behaviour in 'memref.load': load of a stack allocation released by 'memref.alloca_scope'
func.func @escape() -> i64 {
  %m = memref.alloca_scope -> (memref<i64>) {
    %t = memref.alloca() : memref<i64>
    %c = arith.constant 1 : i64
    memref.store %c, %t[] : memref<i64>
    memref.alloca_scope.return %t : memref<i64>
  }
  %l = memref.load %m[] : memref<i64>
  return %l : i64
}

// Also one made in an op nested in the scope.
// NESTED: alloca-scope-ub.mlir:[[#@LINE+13]]:8: error: undefined behaviour in 'memref.load': load of a stack allocation released by 'memref.alloca_scope'
func.func @nested() -> i64 {
  %m = memref.alloca_scope -> (memref<i64>) {
    %true = arith.constant true
    %t = scf.if %true -> (memref<i64>) {
      %a = memref.alloca() : memref<i64>
      scf.yield %a : memref<i64>
    } else {
      %b = memref.alloca() : memref<i64>
      scf.yield %b : memref<i64>
    }
    memref.alloca_scope.return %t : memref<i64>
  }
  %l = memref.load %m[] : memref<i64>
  return %l : i64
}
