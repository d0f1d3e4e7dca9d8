// Specialized loops compute what the loops did.
// RUN: cmir-interp %S/Inputs/scf-loop-specialization.mlir > %t.before
// RUN: cmir-opt --scf-for-loop-specialization %S/Inputs/scf-loop-specialization.mlir | cmir-interp - > %t.for
// RUN: diff %t.before %t.for
// RUN: cmir-opt --scf-parallel-loop-specialization %S/Inputs/scf-loop-specialization.mlir | cmir-interp - > %t.par
// RUN: diff %t.before %t.par
// RUN: FileCheck %s --input-file=%t.before --check-prefix=OUT
// RUN: cmir-opt %s --scf-for-loop-specialization | FileCheck %s --check-prefix=FOR
// RUN: cmir-opt %s --scf-parallel-loop-specialization | FileCheck %s --check-prefix=PAR

// OUT: 94
// OUT-NEXT: 111895

// The smallest constant of the affine.min becomes the bound of the copy in
// the then branch, and replaces the bound in all of that copy.
// FOR-LABEL: func.func @loops
// FOR:         %[[E:.*]] = affine.min
// FOR:         %[[C:.*]] = arith.constant 2 : index
// FOR-NEXT:    %[[EQ:.*]] = arith.cmpi eq, %[[E]], %[[C]] : index
// FOR-NEXT:    scf.if %[[EQ]] {
// FOR-NEXT:      scf.for %{{.*}} = %c0 to %[[C]] step %c1 {
// FOR-NEXT:        memref.store %[[C]]
// FOR:         } else {
// FOR-NEXT:      scf.for %{{.*}} = %c0 to %[[E]] step %c1 {
// FOR-NEXT:        memref.store %[[E]]
// A loop with results is left alone.
// FOR:         scf.for {{.*}} iter_args
// FOR-NOT:     scf.if

// A parallel loop needs an affine.min with a constant for every bound.
// PAR-LABEL: func.func @loops
// PAR:         %[[E:.*]] = affine.min
// PAR:         %[[C:.*]] = arith.constant 2 : index
// PAR-NEXT:    %[[EQ:.*]] = arith.cmpi eq, %[[E]], %[[C]] : index
// PAR-NEXT:    %[[C8:.*]] = arith.constant 8 : index
// PAR-NEXT:    %[[EQ8:.*]] = arith.cmpi eq, %{{.*}}, %[[C8]] : index
// PAR-NEXT:    %[[AND:.*]] = arith.andi %[[EQ]], %[[EQ8]] : i1
// PAR-NEXT:    scf.if %[[AND]] {
// PAR-NEXT:      scf.parallel {{.*}} to (%[[C]], %[[C8]])
// PAR:         } else {
// PAR-NEXT:      scf.parallel {{.*}} to (%[[E]], %{{.*}})
// PAR:         scf.parallel {{.*}} to (%[[E]], %arg0)
// PAR-NOT:     scf.if
func.func @loops(%n: index, %m: memref<?xindex>) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %e = affine.min affine_map<(d0) -> (d0, 2, 5)>(%n)
  %f = affine.min affine_map<(d0) -> (8, d0)>(%n)
  scf.for %i = %c0 to %e step %c1 {
    memref.store %e, %m[%i] : memref<?xindex>
  }
  scf.parallel (%i, %j) = (%c0, %c0) to (%e, %f) step (%c1, %c1) {
    memref.store %e, %m[%j] : memref<?xindex>
    scf.reduce
  }
  scf.parallel (%i, %j) = (%c0, %c0) to (%e, %n) step (%c1, %c1) {
    memref.store %e, %m[%j] : memref<?xindex>
    scf.reduce
  }
  %r = scf.for %i = %c0 to %e step %c1 iter_args(%a = %c0) -> index {
    scf.yield %i : index
  }
  return %r : index
}
