// RUN: cmir-interp --check-leaks %s | FileCheck %s
// A func.func passing a memref to an llvm.func as its descriptor struct (builtin.unrealized_conversion_cast both ways).
// The expected output is what mlir-cpu-runner-19 prints for this module.
!desc = !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
module {
  func.func private @printMemrefF32(memref<*xf32>)
  // fills a 1-D memref through its descriptor: v, v + 1, ...
  llvm.func @fill(%d: !desc, %v: f32) {
    %p = llvm.extractvalue %d[1] : !desc
    %off = llvm.extractvalue %d[2] : !desc
    %n = llvm.extractvalue %d[3, 0] : !desc
    %st = llvm.extractvalue %d[4, 0] : !desc
    %c0 = llvm.mlir.constant(0 : i64) : i64
    %c1 = llvm.mlir.constant(1 : i64) : i64
    %one = llvm.mlir.constant(1.0 : f32) : f32
    llvm.br ^h(%c0, %v : i64, f32)
  ^h(%i: i64, %x: f32):
    %go = llvm.icmp "slt" %i, %n : i64
    llvm.cond_br %go, ^b, ^e
  ^b:
    %t = llvm.mul %i, %st : i64
    %lin = llvm.add %off, %t : i64
    %q = llvm.getelementptr %p[%lin] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %x, %q : f32, !llvm.ptr
    %i2 = llvm.add %i, %c1 : i64
    %x2 = llvm.fadd %x, %one : f32
    llvm.br ^h(%i2, %x2 : i64, f32)
  ^e:
    llvm.return
  }
  func.func @main() {
    %m = memref.alloc() : memref<6xf32>
    %z = arith.constant 0.0 : f32
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c6 = arith.constant 6 : index
    scf.for %i = %c0 to %c6 step %c1 {
      memref.store %z, %m[%i] : memref<6xf32>
    }
    %sv = memref.subview %m[1] [3] [2] : memref<6xf32> to memref<3xf32, strided<[2], offset: 1>>
    %d = builtin.unrealized_conversion_cast %sv : memref<3xf32, strided<[2], offset: 1>> to !desc
    %v = arith.constant 1.5 : f32
    llvm.call @fill(%d, %v) : (!desc, f32) -> ()
    %back = builtin.unrealized_conversion_cast %d : !desc to memref<3xf32, strided<[2], offset: 1>>
    %u = memref.cast %m : memref<6xf32> to memref<*xf32>
    call @printMemrefF32(%u) : (memref<*xf32>) -> ()
    %ub = memref.cast %back : memref<3xf32, strided<[2], offset: 1>> to memref<*xf32>
    call @printMemrefF32(%ub) : (memref<*xf32>) -> ()
    memref.dealloc %m : memref<6xf32>
    return
  }
}

// CHECK: Unranked Memref base@ = {{0x[0-9a-f]+}} rank = 1 offset = 0 sizes = [6] strides = [1] data = 
// CHECK-NEXT: [0,  1.5,  0,  2.5,  0,  3.5]
// CHECK-NEXT: Unranked Memref base@ = {{0x[0-9a-f]+}} rank = 1 offset = 1 sizes = [3] strides = [2] data = 
// CHECK-NEXT: [1.5,  2.5,  3.5]
