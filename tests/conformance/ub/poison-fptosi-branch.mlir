// An out-of-range fptosi is poison; branching on it is undefined.
func.func @main() {
  %f = arith.constant 1.0e+10 : f32
  %i = arith.fptosi %f : f32 to i32
  %c0 = arith.constant 0 : i32
  %b = arith.cmpi sgt, %i, %c0 : i32
  // CHECK: poison-fptosi-branch.mlir:[[@LINE+1]]:3: error: undefined behaviour in 'scf.if': poison value used as branch condition
  scf.if %b {
  }
  return
}
