// Loops whose steps do not divide their ranges, with affine.min/max of the
// distance to the upper bound: peeling keeps the sums they print.
func.func @sum(%lb: index, %ub: index, %step: index) -> index {
  %z = arith.constant 0 : index
  %r = scf.for %i = %lb to %ub step %step iter_args(%acc = %z) -> (index) {
    %m = affine.min affine_map<(d0)[s0, s1] -> (s0, s1 - d0)>(%i)[%step, %ub]
    %x = affine.max affine_map<(d0)[s0, s1] -> (d0 - s1, -s0)>(%i)[%step, %ub]
    %t = arith.muli %m, %i : index
    %u = arith.addi %t, %x : index
    %n = arith.addi %acc, %u : index
    scf.yield %n : index
  }
  return %r : index
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c7 = arith.constant 7 : index
  %c17 = arith.constant 17 : index
  %c22 = arith.constant 22 : index
  %a = func.call @sum(%c0, %c17, %c4) : (index, index, index) -> index
  %b = func.call @sum(%c3, %c22, %c7) : (index, index, index) -> index
  %c = func.call @sum(%c2, %c22, %c4) : (index, index, index) -> index
  vector.print %a : index
  vector.print %b : index
  vector.print %c : index
  // constant bounds: 0 to 17 step 3
  %e = scf.for %i = %c0 to %c17 step %c3 iter_args(%acc = %c0) -> (index) {
    %m = affine.min affine_map<(d0) -> (3, 17 - d0)>(%i)
    %n = arith.addi %acc, %m : index
    scf.yield %n : index
  }
  vector.print %e : index
  return
}
