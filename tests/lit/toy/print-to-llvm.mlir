// toy-print-to-llvm: toy.print of a memref as loops of printf calls, "%f "
// per element and "\n" after each row, declarations added once.
// RUN: cmir-opt %s --pass-pipeline='builtin.module(toy-print-to-llvm)' | FileCheck %s
// RUN: cmir-opt %s --pass-pipeline='builtin.module(toy-print-to-llvm)' > %t.mlir
// RUN: cmir-run %t.mlir -e main -entry-point-result=void | FileCheck %s --check-prefix=OUT
// REQUIRES: llvm-backend

// CHECK: llvm.mlir.global internal constant @nl("\0A\00") {addr_space = 0 : i32}
// CHECK-NEXT: llvm.mlir.global internal constant @frmt_spec("%f \00") {addr_space = 0 : i32}
// CHECK-NEXT: llvm.func @printf(!llvm.ptr, ...) -> i32
// CHECK-NOT: llvm.func @printf
// CHECK-LABEL: func.func @show(
// CHECK: scf.for %[[I:.*]] = %{{.*}} to %{{.*}} step %{{.*}} {
// CHECK: scf.for %[[J:.*]] = %{{.*}} to %{{.*}} step %{{.*}} {
// CHECK-NEXT: %[[E:.*]] = memref.load %{{.*}}[%[[I]], %[[J]]] : memref<2x3xf64>
// CHECK-NEXT: %[[F:.*]] = llvm.mlir.addressof @frmt_spec : !llvm.ptr
// CHECK-NEXT: llvm.call @printf(%[[F]], %[[E]]) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, f64) -> i32
// CHECK-NEXT: }
// CHECK-NEXT: %[[N:.*]] = llvm.mlir.addressof @nl : !llvm.ptr
// CHECK-NEXT: llvm.call @printf(%[[N]]) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr) -> i32
// CHECK-NOT: toy.print

// OUT:      1.500000 1.500000 -2.000000 
// OUT-NEXT: 1.500000 1.500000 -2.000000 
// OUT-NEXT: 7.250000 7.250000 
func.func @show(%m: memref<2x3xf64>) {
  toy.print %m : memref<2x3xf64>
  return
}
func.func @main() {
  %m = memref.alloc() : memref<2x3xf64>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %f = arith.constant 1.5 : f64
  %g = arith.constant -2.0 : f64
  scf.for %i = %c0 to %c2 step %c1 {
    scf.for %j = %c0 to %c2 step %c1 {
      memref.store %f, %m[%i, %j] : memref<2x3xf64>
    }
    memref.store %g, %m[%i, %c2] : memref<2x3xf64>
  }
  func.call @show(%m) : (memref<2x3xf64>) -> ()
  %v = memref.alloc() : memref<2xf64>
  %h = arith.constant 7.25 : f64
  memref.store %h, %v[%c0] : memref<2xf64>
  memref.store %h, %v[%c1] : memref<2xf64>
  toy.print %v : memref<2xf64>
  memref.dealloc %v : memref<2xf64>
  memref.dealloc %m : memref<2x3xf64>
  return
}
