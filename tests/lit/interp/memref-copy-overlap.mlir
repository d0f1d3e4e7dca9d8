// memref.copy between views that share memory is undefined behaviour (both
// lowerings copy with llvm.intr.memcpy or memrefCopy), unless each element
// is copied onto itself. Views of one buffer with no element in common copy.
// RUN: not cmir-interp %s -e shifted_range -entry-point-result=void 2>&1 | FileCheck %s --check-prefix=RANGE
// RUN: not cmir-interp %s -e transposed -entry-point-result=void 2>&1 | FileCheck %s --check-prefix=TRANS
// RUN: not cmir-interp %s -e byte_shifted -entry-point-result=void 2>&1 | FileCheck %s --check-prefix=BYTES
// RUN: cmir-interp %s -e interleaved -entry-point-result=void --check-uninit | FileCheck %s --check-prefix=INTER
// RUN: cmir-interp %s -e onto_itself -entry-point-result=void --check-uninit | FileCheck %s --check-prefix=SELF
// After cmir's lowering: the contiguous copy is an llvm.intr.memcpy, the
// strided one a call of memrefCopy, and both report the same.
// RUN: cmir-opt %s --convert-scf-to-cf --expand-strided-metadata --finalize-memref-to-llvm --convert-to-llvm --reconcile-unrealized-casts -o %t.lowered.mlir
// RUN: not cmir-interp %t.lowered.mlir -e shifted_range -entry-point-result=void 2>&1 | FileCheck %s --check-prefix=LOW-RANGE
// RUN: not cmir-interp %t.lowered.mlir -e transposed -entry-point-result=void 2>&1 | FileCheck %s --check-prefix=LOW-TRANS
// RUN: cmir-interp %t.lowered.mlir -e interleaved -entry-point-result=void --check-uninit | FileCheck %s --check-prefix=INTER
// RUN: cmir-interp %t.lowered.mlir -e onto_itself -entry-point-result=void --check-uninit | FileCheck %s --check-prefix=SELF

func.func private @printMemrefI32(memref<*xi32>)

// Elements 0..3 onto 2..5: elements 2 and 3 are in both.
// RANGE: memref-copy-overlap.mlir:[[#@LINE+6]]:3: error: undefined behaviour in 'memref.copy': memref.copy between overlapping views: element [0] of the target is element [2] of the source
// LOW-RANGE: error: undefined behaviour in 'llvm.intr.memcpy': memcpy of overlapping ranges (16 bytes, 8 apart)
func.func @shifted_range() {
  %m = memref.alloc() : memref<6xi32>
  %a = memref.subview %m[0] [4] [1] : memref<6xi32> to memref<4xi32, strided<[1]>>
  %b = memref.subview %m[2] [4] [1] : memref<6xi32> to memref<4xi32, strided<[1], offset: 2>>
  memref.copy %a, %b : memref<4xi32, strided<[1]>> to memref<4xi32, strided<[1], offset: 2>>
  memref.dealloc %m : memref<6xi32>
  return
}

// A 2x2 buffer onto its transpose: the diagonal is in both.
// TRANS: memref-copy-overlap.mlir:[[#@LINE+5]]:3: error: undefined behaviour in 'memref.copy': memref.copy between overlapping views: element [0, 0] of the target is element [0, 0] of the source
// LOW-TRANS: error: undefined behaviour in 'llvm.call': memref.copy between overlapping views: element [0, 0] of the target is element [0, 0] of the source
func.func @transposed() {
  %m = memref.alloc() : memref<2x2xi32>
  %t = memref.reinterpret_cast %m to offset: [0], sizes: [2, 2], strides: [1, 2] : memref<2x2xi32> to memref<2x2xi32, strided<[1, 2]>>
  memref.copy %m, %t : memref<2x2xi32> to memref<2x2xi32, strided<[1, 2]>>
  memref.dealloc %m : memref<2x2xi32>
  return
}

// i32 views 2 bytes apart: no element starts where another does, but
// element 0 of each shares bytes.
// BYTES: memref-copy-overlap.mlir:[[#@LINE+7]]:3: error: undefined behaviour in 'memref.copy': memref.copy between overlapping views: element [0] of the target overlaps element [0] of the source
func.func @byte_shifted() {
  %m = memref.alloc() : memref<16xi8>
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %a = memref.view %m[%c0][] : memref<16xi8> to memref<2xi32>
  %b = memref.view %m[%c2][] : memref<16xi8> to memref<2xi32>
  memref.copy %a, %b : memref<2xi32> to memref<2xi32>
  memref.dealloc %m : memref<16xi8>
  return
}

// The even elements onto the odd ones: the same byte extent, no element in
// common.
// INTER: data =
// INTER-NEXT: [1,  1,  3,  3,  5,  5]
func.func @interleaved() {
  %m = memref.alloc() : memref<6xi32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c6 = arith.constant 6 : index
  scf.for %i = %c0 to %c6 step %c1 {
    %q = arith.addi %i, %c1 : index
    %v = arith.index_cast %q : index to i32
    memref.store %v, %m[%i] : memref<6xi32>
  }
  %a = memref.subview %m[0] [3] [2] : memref<6xi32> to memref<3xi32, strided<[2]>>
  %b = memref.subview %m[1] [3] [2] : memref<6xi32> to memref<3xi32, strided<[2], offset: 1>>
  memref.copy %a, %b : memref<3xi32, strided<[2]>> to memref<3xi32, strided<[2], offset: 1>>
  %u = memref.cast %m : memref<6xi32> to memref<*xi32>
  call @printMemrefI32(%u) : (memref<*xi32>) -> ()
  memref.dealloc %m : memref<6xi32>
  return
}

// A buffer onto itself, each element onto itself: nothing changes (a
// memcpy of a range onto itself is defined).
// SELF: data =
// SELF-NEXT: [7, 7]
func.func @onto_itself() {
  %m = memref.alloc() : memref<2xi32>
  %c7 = arith.constant 7 : i32
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  memref.store %c7, %m[%c0] : memref<2xi32>
  memref.store %c7, %m[%c1] : memref<2xi32>
  memref.copy %m, %m : memref<2xi32> to memref<2xi32>
  %u = memref.cast %m : memref<2xi32> to memref<*xi32>
  call @printMemrefI32(%u) : (memref<*xi32>) -> ()
  memref.dealloc %m : memref<2xi32>
  return
}
