// A nested op that uses an argument of an earlier block: freeing the IR
// used to free the argument before unlinking that use (a fuzzer find; the
// memcheck run of the lit corpus watches this file).
// RUN: cmir-opt %s | FileCheck %s
// RUN: cmir-bc %s -o %t.cmbc
// RUN: cmir-bc %t.cmbc | FileCheck %s

// CHECK: ^bb1(%[[A:.*]]: index):
// CHECK: scf.for %{{.*}} = %[[A]] to %[[A]] step %[[A]] {
// CHECK-NEXT: memref.store %{{.*}}, %arg1[%[[A]]] : memref<?xf32>
func.func @f(%n: index, %m: memref<?xf32>, %v: f32) {
  cf.br ^bb1(%n : index)
^bb1(%a: index):
  cf.br ^bb2
^bb2:
  scf.for %i = %a to %a step %a {
    memref.store %v, %m[%a] : memref<?xf32>
  }
  return
}
