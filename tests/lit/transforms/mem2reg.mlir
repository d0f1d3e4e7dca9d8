// mem2reg promotes a slot whose uses are loads and stores of it: block
// arguments where definitions meet (one per slot, in promotion order), the
// default (llvm.mlir.undef, or zero for memref) at the top of the alloca's
// block for paths without a store, casts where the types differ.
// RUN: cmir-opt --mem2reg %s | FileCheck %s
// RUN: cmir-opt --mem2reg=region-simplify=false %s | FileCheck %s
// RUN: not cmir-opt --mem2reg=bogus %s 2>&1 | FileCheck %s --check-prefix=ERR
// ERR: bogus

// CHECK-LABEL: llvm.func @merge
// CHECK-NEXT: %[[U:.*]] = llvm.mlir.undef : i32
// CHECK-NEXT: llvm.mlir.constant(1 : i32)
// CHECK-NEXT: llvm.cond_br %arg0, ^bb1, ^bb2(%[[U]] : i32)
// CHECK: llvm.br ^bb2(%arg1 : i32)
// CHECK: ^bb2(%[[V:.*]]: i32):
// CHECK-NEXT: llvm.return %[[V]] : i32
llvm.func @merge(%c: i1, %x: i32) -> i32 {
  %one = llvm.mlir.constant(1 : i32) : i32
  %a = llvm.alloca %one x i32 : (i32) -> !llvm.ptr
  llvm.cond_br %c, ^then, ^join
^then:
  llvm.store %x, %a : i32, !llvm.ptr
  llvm.br ^join
^join:
  %v = llvm.load %a : !llvm.ptr -> i32
  llvm.return %v : i32
}

// CHECK-LABEL: llvm.func @narrow_load
// CHECK: %[[I:.*]] = llvm.bitcast %arg0 : f32 to i32
// CHECK-NEXT: %[[T:.*]] = llvm.trunc %[[I]] : i32 to i16
// CHECK-NEXT: llvm.return %[[T]] : i16
llvm.func @narrow_load(%f: f32) -> i16 {
  %one = llvm.mlir.constant(1 : i32) : i32
  %a = llvm.alloca %one x f32 : (i32) -> !llvm.ptr
  llvm.store %f, %a : f32, !llvm.ptr
  %v = llvm.load %a : !llvm.ptr -> i16
  llvm.return %v : i16
}

// CHECK-LABEL: llvm.func @escapes
// CHECK: llvm.alloca
// CHECK: llvm.call @use
llvm.func @escapes() {
  %one = llvm.mlir.constant(1 : i32) : i32
  %a = llvm.alloca %one x i32 : (i32) -> !llvm.ptr
  llvm.intr.lifetime.start 4, %a : !llvm.ptr
  llvm.call @use(%a) : (!llvm.ptr) -> ()
  llvm.return
}
llvm.func @use(!llvm.ptr)

// CHECK-LABEL: func.func @memref_default
// CHECK-NEXT: %[[Z:.*]] = arith.constant 0 : i32
// CHECK-NOT: memref
// CHECK: return %[[Z]] : i32
func.func @memref_default() -> i32 {
  %m = memref.alloca() : memref<1xi32>
  %i = arith.constant 0 : index
  %v = memref.load %m[%i] : memref<1xi32>
  return %v : i32
}
