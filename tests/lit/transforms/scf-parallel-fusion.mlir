// Fusion keeps what the program computes and prints what mlir-opt-19 prints.
// RUN: cmir-interp %S/Inputs/scf-parallel-fusion.mlir > %t.before
// RUN: cmir-opt --pass-pipeline='builtin.module(func.func(scf-parallel-loop-fusion))' %S/Inputs/scf-parallel-fusion.mlir > %t.fused
// RUN: cmir-interp %t.fused > %t.after
// RUN: diff %t.before %t.after
// RUN: FileCheck %s --input-file=%t.before --check-prefix=OUT
// RUN: cmir-opt %s --scf-parallel-loop-fusion --split-input-file | FileCheck %s

// OUT: 572
// OUT-NEXT: 256

// Two loops over one space, the second reading what the first wrote at
// the same indices: one loop, the first body in front, reductions joined.
// CHECK-LABEL: func.func @fuse
// CHECK:         %[[R:.*]]:2 = scf.parallel (%[[I:.*]]) = (%c0) to (%arg1) step (%c1) init (%arg2, %arg2) -> (f32, f32) {
// CHECK-NEXT:      %[[X:.*]] = memref.load %arg0[%[[I]]] : memref<8xf32>
// CHECK-NEXT:      memref.store %[[X]], %[[T:.*]][%[[I]]] : memref<8xf32>
// CHECK-NEXT:      %[[Y:.*]] = memref.load %[[T]][%[[I]]] : memref<8xf32>
// CHECK-NEXT:      memref.store %[[Y]], %[[B:.*]][%[[I]]] : memref<8xf32>
// CHECK-NEXT:      scf.reduce(%[[X]], %[[Y]] : f32, f32) {
// CHECK:             arith.addf
// CHECK:           }, {
// CHECK:             arith.maximumf
// CHECK-NOT:     scf.parallel
// CHECK:         return %[[R]]#0, %[[R]]#1
func.func @fuse(%a: memref<8xf32>, %n: index, %z: f32) -> (f32, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %t = memref.alloca() : memref<8xf32>
  %b = memref.alloca() : memref<8xf32>
  %r = scf.parallel (%i) = (%c0) to (%n) step (%c1) init(%z) -> f32 {
    %x = memref.load %a[%i] : memref<8xf32>
    memref.store %x, %t[%i] : memref<8xf32>
    scf.reduce(%x : f32) {
    ^bb0(%l: f32, %q: f32):
      %s = arith.addf %l, %q : f32
      scf.reduce.return %s : f32
    }
  }
  %s = scf.parallel (%i) = (%c0) to (%n) step (%c1) init(%z) -> f32 {
    %y = memref.load %t[%i] : memref<8xf32>
    memref.store %y, %b[%i] : memref<8xf32>
    scf.reduce(%y : f32) {
    ^bb0(%l: f32, %q: f32):
      %m = arith.maximumf %l, %q : f32
      scf.reduce.return %m : f32
    }
  }
  return %r, %s : f32, f32
}

// -----

// A store between the loops, different bounds, a shifted read, a result
// used before the second loop: nothing fuses.
// CHECK-LABEL: func.func @keep
// CHECK-COUNT-6: scf.parallel
func.func @keep(%a: memref<8xf32>, %n: index, %m: index, %f: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %t = memref.alloc() : memref<8xf32>
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    memref.store %f, %t[%i] : memref<8xf32>
    scf.reduce
  }
  memref.store %f, %a[%c0] : memref<8xf32>
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    memref.store %f, %t[%i] : memref<8xf32>
    scf.reduce
  }
  scf.parallel (%i) = (%c0) to (%m) step (%c1) {
    %x = memref.load %t[%i] : memref<8xf32>
    memref.store %x, %a[%i] : memref<8xf32>
    scf.reduce
  }
  scf.parallel (%i) = (%c0) to (%m) step (%c1) {
    %j = arith.addi %i, %c1 : index
    %x = memref.load %a[%j] : memref<8xf32>
    memref.store %x, %t[%i] : memref<8xf32>
    scf.reduce
  }
  %r = scf.parallel (%i) = (%c0) to (%n) step (%c1) init(%f) -> f32 {
    scf.reduce(%f : f32) {
    ^bb0(%l: f32, %q: f32):
      scf.reduce.return %l : f32
    }
  }
  %u = arith.addf %r, %f : f32
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    memref.store %u, %t[%i] : memref<8xf32>
    scf.reduce
  }
  memref.dealloc %t : memref<8xf32>
  return
}
