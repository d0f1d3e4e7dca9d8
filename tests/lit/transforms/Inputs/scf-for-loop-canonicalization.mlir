// A program whose affine.min and affine.max the loop bounds decide: the
// sums it prints do not change when they are simplified.
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %c12 = arith.constant 12 : index
  %c20 = arith.constant 20 : index
  %z = arith.constant 0 : index
  // 3 <= 12 - i for i in {0, 3, 6, 9}: the min is 3
  %s1 = scf.for %i = %c0 to %c12 step %c3 iter_args(%acc = %z) -> (index) {
    %m = affine.min affine_map<(d0)[s0] -> (s0 - d0, 3)>(%i)[%c12]
    %n = arith.addi %acc, %m : index
    scf.yield %n : index
  }
  // i in {1, 6, 11, 16}: max(i - 20, -1) is -1 and min(100, 2 i + 1) is 2 i + 1
  %s2 = scf.for %i = %c1 to %c20 step %c5 iter_args(%acc = %z) -> (index) {
    %m = affine.max affine_map<(d0) -> (d0 - 20, -1)>(%i)
    %k = affine.min affine_map<(d0) -> (100, d0 * 2 + 1)>(%i)
    %t = arith.addi %m, %k : index
    %n = arith.addi %acc, %t : index
    scf.yield %n : index
  }
  vector.print %s1 : index
  vector.print %s2 : index
  return
}
