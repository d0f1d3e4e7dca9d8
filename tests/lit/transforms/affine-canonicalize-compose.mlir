// RUN: cmir-opt %s --canonicalize --split-input-file --allow-unregistered-dialect | FileCheck %s

// An affine.apply of affine.apply results is one map over their operands;
// a constant symbol is folded in, a dim that is a valid symbol becomes one.
// CHECK-DAG:   #[[M0:.*]] = affine_map<()[s0] -> ((s0 floordiv 8) * 8)>
// CHECK-LABEL: func.func @compose_fold
// CHECK-NEXT:    %[[R:.*]] = affine.apply #[[M0]]()[%arg0]
// CHECK-NEXT:    return %[[R]]
func.func @compose_fold(%n: index) -> index {
  %c8 = arith.constant 8 : index
  %r = affine.apply affine_map<(d0)[s0] -> (d0 mod s0)>(%n)[%c8]
  %d = affine.apply affine_map<(d0, d1) -> (d0 - d1)>(%n, %r)
  return %d : index
}

// -----

// A mod by a symbol is a term of its own over the flattened dividend; the
// promoted symbols follow the map's own.
// CHECK-DAG:   #[[M1:.*]] = affine_map<()[s0, s1, s2] -> (s1 - (s1 - s2) mod s0)>
// CHECK-LABEL: func.func @semi_affine_mod
// CHECK-NEXT:    affine.apply #[[M1]]()[%arg2, %arg1, %arg0]
func.func @semi_affine_mod(%a: index, %b: index, %s: index) -> index {
  %d = affine.apply affine_map<()[s0, s1] -> (s1 - s0)>()[%a, %b]
  %r = affine.apply affine_map<(d0)[s0, s1] -> (s1 - d0 mod s0)>(%d)[%s, %b]
  return %r : index
}

// -----

// affine.min: repeated results go, results are ordered by their
// coefficients, a single result is an affine.apply.
// CHECK-DAG:   #[[M2:.*]] = affine_map<(d0)[s0, s1] -> (-d0 + s1, s0)>
// CHECK-DAG:   #[[M3:.*]] = affine_map<(d0) -> (d0 + 2)>
// CHECK-LABEL: func.func @min_order
// CHECK:         scf.for %[[I:.*]] =
// CHECK-NEXT:      affine.min #[[M2]](%[[I]])[%arg2, %arg1]
// CHECK-NEXT:      affine.apply #[[M3]](%[[I]])
func.func @min_order(%lb: index, %ub: index, %s: index) {
  scf.for %i = %lb to %ub step %s {
    %m = affine.min affine_map<(d0, d1)[s0] -> (s0, d0 - d1, s0)>(%ub, %i)[%s]
    %o = affine.max affine_map<(d0) -> (d0 + 2)>(%i)
    "test.use"(%m, %o) : (index, index) -> ()
  }
  return
}
