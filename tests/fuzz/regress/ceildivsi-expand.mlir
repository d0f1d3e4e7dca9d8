// arith-expand's ceildivsi (reduced from cmir-fuzz finds
// passes.out@arith-expand+native-O0.out+native-O2.out and
// passes.ub@arith-expand): MLIR 19's expansion, which cmir copied, negated
// INT_MIN (-0.0's bits / 16 gave +134217728) and divided (true + false) by
// true on i1, an overflow in the branch it does not select. Prints
// -134217728 and 0.
func.func private @printI64(i64)
func.func @main() {
  cf.br ^bb1
^bb1:
  %c16_i32 = arith.constant 16 : i32
  %cst = arith.constant -0.000000e+00 : f32
  %0 = arith.bitcast %cst : f32 to i32
  %1 = arith.ceildivsi %0, %c16_i32 : i32
  %2 = arith.extsi %1 : i32 to i64
  call @printI64(%2) : (i64) -> ()
  %f = arith.constant false
  %t = arith.constant true
  %3 = arith.ceildivsi %f, %t : i1
  %4 = arith.extsi %3 : i1 to i64
  call @printI64(%4) : (i64) -> ()
  return
}
