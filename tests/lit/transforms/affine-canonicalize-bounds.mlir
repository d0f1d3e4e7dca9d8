// RUN: cmir-opt %s --canonicalize --split-input-file | FileCheck %s

// canonicalize on affine ops, with what the operands are known to be
// (MLIR 19's simplifyMapWithOperands): a floordiv, ceildiv or mod by a
// positive constant whose dividend's bounds over the affine.for induction
// variables decide it; (q + r) with q a multiple of k and 0 <= r < k;
// affine.load and affine.store take their affine.apply producers in; an
// affine.min (max) whose result is another affine.min (max) merges it.

// CHECK-LABEL: func.func @load_store
// CHECK:       affine.for %[[I:.*]] = 0 to 8
// CHECK-NEXT:    %[[A:.*]] = affine.load %arg0[%[[I]] * 2 + 1] : memref<16xf32>
// CHECK-NEXT:    %[[B:.*]] = affine.load %arg0[%[[I]]] : memref<16xf32>
// CHECK-NEXT:    affine.store %[[A]], %arg0[%[[I]] * 2] : memref<16xf32>
func.func @load_store(%m: memref<16xf32>) -> f32 {
  %s = arith.constant 0.0 : f32
  %r = affine.for %i = 0 to 8 iter_args(%a = %s) -> f32 {
    %x = affine.apply affine_map<(d0) -> (d0 * 2)>(%i)
    %v = affine.load %m[%x + 1] : memref<16xf32>
    %w = affine.load %m[(%i mod 8) + %i floordiv 8] : memref<16xf32>
    affine.store %v, %m[%x] : memref<16xf32>
    %b = arith.addf %a, %w : f32
    affine.yield %b : f32
  }
  return %r : f32
}

// -----

// The bounds of i in [3, 7) (and of j stepping by 4 from 0) decide each
// division; the last one has no bounds to go by.
// CHECK-DAG:   #[[J8:.*]] = affine_map<(d0) -> (d0 floordiv 8)>
// CHECK-DAG:   #[[M:.*]] = affine_map<(d0)[s0] -> (d0 floordiv s0)>
// CHECK-LABEL: func.func @bounds
// CHECK-DAG:     %[[C0:.*]] = arith.constant 0 : index
// CHECK-DAG:     %[[C1:.*]] = arith.constant 1 : index
// CHECK:         affine.for %[[I:.*]] = 3 to 7
// CHECK-NEXT:      affine.for %[[J:.*]] = 0 to 64 step 4
// CHECK-NEXT:        memref.store %[[C0]], %arg0[%[[C0]]]
// CHECK-NEXT:        memref.store %[[C1]], %arg0[%[[C1]]]
// CHECK-NEXT:        memref.store %[[I]], %arg0[%[[I]]]
// CHECK-NEXT:        affine.for %[[K:.*]] = 0 to 4
// CHECK-NEXT:          %[[Q:.*]] = affine.apply #[[J8]](%[[J]])
// CHECK-NEXT:          memref.store %[[Q]], %arg0[%[[Q]]]
// CHECK-NEXT:          memref.store %[[K]], %arg0[%[[K]]]
// CHECK-NEXT:        }
// CHECK-NEXT:        memref.store %[[C0]], %arg0[%[[C0]]]
// CHECK-NEXT:        %[[D:.*]] = affine.apply #[[M]](%[[I]])[%arg1]
func.func @bounds(%m: memref<128xindex>, %n: index) {
  affine.for %i = 3 to 7 {
    affine.for %j = 0 to 64 step 4 {
      %a = affine.apply affine_map<(d0) -> (d0 floordiv 8)>(%i)
      memref.store %a, %m[%a] : memref<128xindex>
      %b = affine.apply affine_map<(d0) -> (d0 ceildiv 8)>(%i)
      memref.store %b, %m[%b] : memref<128xindex>
      %c = affine.apply affine_map<(d0) -> (d0 mod 8)>(%i)
      memref.store %c, %m[%c] : memref<128xindex>
      // j is a multiple of 4 and 0 <= k < 4: (j + k) floordiv 8 is
      // j floordiv 8, (j + k) mod 4 is k
      affine.for %k = 0 to 4 {
        %e = affine.apply affine_map<(d0, d1) -> ((d0 + d1) floordiv 8)>(%j, %k)
        memref.store %e, %m[%e] : memref<128xindex>
        %h = affine.apply affine_map<(d0, d1) -> ((d0 + d1) mod 4)>(%j, %k)
        memref.store %h, %m[%h] : memref<128xindex>
      }
      %f = affine.apply affine_map<(d0) -> (d0 mod 4)>(%j)
      memref.store %f, %m[%f] : memref<128xindex>
      %g = affine.apply affine_map<(d0)[s0] -> (d0 floordiv s0)>(%i)[%n]
      memref.store %g, %m[%g] : memref<128xindex>
    }
  }
  return
}

// -----

// CHECK-DAG:   #[[MIN:.*]] = affine_map<()[s0, s1, s2] -> (s2 + 2, s1, s0 + 1)>
// CHECK-DAG:   #[[MAX:.*]] = affine_map<()[s0, s1] -> (s1, s0)>
// CHECK-LABEL: func.func @merge
// CHECK-NEXT:    %[[A:.*]] = affine.min #[[MIN]]()[%arg2, %arg1, %arg0]
// CHECK-NEXT:    %[[B:.*]] = affine.max #[[MAX]]()[%arg0, %arg1]
// CHECK-NEXT:    %[[C:.*]] = affine.max #{{.*}}()[%[[B]], %arg2]
// CHECK-NEXT:    return %[[A]], %[[C]]
func.func @merge(%a: index, %b: index, %c: index) -> (index, index) {
  %0 = affine.min affine_map<(d0)[s0] -> (d0 + 2, s0)>(%a)[%b]
  %1 = affine.min affine_map<(d0)[s0] -> (d0, s0 + 1)>(%0)[%c]
  %2 = affine.max affine_map<(d0, d1) -> (d0, d1)>(%a, %b)
  // d0 + 1 is not the producer's result alone: no merge
  %3 = affine.max affine_map<(d0, d1) -> (d0 + 1, d1)>(%2, %c)
  return %1, %3 : index, index
}
