// RUN: cmir-opt %s --finalize-memref-to-llvm --split-input-file | FileCheck %s

// Seed 001, "Memref Types": an allocation builds the descriptor from the
// allocated and aligned pointers, a zero offset, then every size and every
// stride. The byte size is a getelementptr from null over the element count;
// strides are products of the inner sizes, the running product a multiply
// once a size is dynamic.
// CHECK: llvm.func @malloc(i64) -> !llvm.ptr
// CHECK-LABEL: func.func @alloc_dynamic
// CHECK: %[[N:.*]] = builtin.unrealized_conversion_cast %arg0 : index to i64
// CHECK: %[[C4:.*]] = llvm.mlir.constant(4 : index) : i64
// CHECK: %[[C1:.*]] = llvm.mlir.constant(1 : index) : i64
// CHECK: %[[NUM:.*]] = llvm.mul %[[C4]], %[[N]] : i64
// CHECK: %[[NULL:.*]] = llvm.mlir.zero : !llvm.ptr
// CHECK: %[[GEP:.*]] = llvm.getelementptr %[[NULL]][%[[NUM]]] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK: %[[BYTES:.*]] = llvm.ptrtoint %[[GEP]] : !llvm.ptr to i64
// CHECK: %[[P:.*]] = llvm.call @malloc(%[[BYTES]]) : (i64) -> !llvm.ptr
// CHECK: %[[D0:.*]] = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK: %[[D1:.*]] = llvm.insertvalue %[[P]], %[[D0]][0]
// CHECK: %[[D2:.*]] = llvm.insertvalue %[[P]], %[[D1]][1]
// CHECK: %[[Z:.*]] = llvm.mlir.constant(0 : index) : i64
// CHECK: %[[D3:.*]] = llvm.insertvalue %[[Z]], %[[D2]][2]
// CHECK: %[[D4:.*]] = llvm.insertvalue %[[N]], %[[D3]][3, 0]
// CHECK: %[[D5:.*]] = llvm.insertvalue %[[C4]], %[[D4]][3, 1]
// CHECK: %[[D6:.*]] = llvm.insertvalue %[[C4]], %[[D5]][4, 0]
// CHECK: llvm.insertvalue %[[C1]], %[[D6]][4, 1]
func.func @alloc_dynamic(%n: index) -> memref<?x4xf32> {
  %a = memref.alloc(%n) : memref<?x4xf32>
  return %a : memref<?x4xf32>
}

// -----

// An alignment attribute over-allocates by the alignment and rounds the
// allocated address up: (p + a - 1) - (p + a - 1) urem a.
// CHECK-LABEL: func.func @alloc_aligned
// CHECK: %[[S:.*]] = llvm.mlir.constant(6 : index) : i64
// CHECK: %[[G:.*]] = llvm.getelementptr %{{.*}}[%[[S]]] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK: %[[B:.*]] = llvm.ptrtoint %[[G]] : !llvm.ptr to i64
// CHECK: %[[A:.*]] = llvm.mlir.constant(32 : index) : i64
// CHECK: %[[T:.*]] = llvm.add %[[B]], %[[A]] : i64
// CHECK: %[[P:.*]] = llvm.call @malloc(%[[T]]) : (i64) -> !llvm.ptr
// CHECK: %[[PI:.*]] = llvm.ptrtoint %[[P]] : !llvm.ptr to i64
// CHECK: %[[ONE:.*]] = llvm.mlir.constant(1 : index) : i64
// CHECK: %[[BUMP:.*]] = llvm.sub %[[A]], %[[ONE]] : i64
// CHECK: %[[UP:.*]] = llvm.add %[[PI]], %[[BUMP]] : i64
// CHECK: %[[MOD:.*]] = llvm.urem %[[UP]], %[[A]]  : i64
// CHECK: %[[AL:.*]] = llvm.sub %[[UP]], %[[MOD]] : i64
// CHECK: %[[AP:.*]] = llvm.inttoptr %[[AL]] : i64 to !llvm.ptr
// CHECK: llvm.insertvalue %[[P]], %{{.*}}[0]
// CHECK: llvm.insertvalue %[[AP]], %{{.*}}[1]
func.func @alloc_aligned() {
  %b = memref.alloc() {alignment = 32} : memref<2x3xf32>
  return
}

// -----

// Elements that are not scalars are aligned to their own size.
// CHECK-LABEL: func.func @alloc_vector
// CHECK: llvm.getelementptr %{{.*}}[%{{.*}}] : (!llvm.ptr, i64) -> !llvm.ptr, vector<4xf32>
// CHECK: %[[ES:.*]] = llvm.getelementptr %{{.*}}[1] : (!llvm.ptr) -> !llvm.ptr, vector<4xf32>
// CHECK: %[[A:.*]] = llvm.ptrtoint %[[ES]] : !llvm.ptr to i64
// CHECK: llvm.add %{{.*}}, %[[A]] : i64
// CHECK: llvm.call @malloc
// CHECK: llvm.urem %{{.*}}, %[[A]]  : i64
func.func @alloc_vector(%n: index) {
  %a = memref.alloc(%n) : memref<?xvector<4xf32>>
  return
}

// -----

// alloca takes the element count, not bytes; allocated and aligned pointers
// are the same. Rank 0 is one element.
// CHECK-LABEL: func.func @allocas
// CHECK: %[[N:.*]] = builtin.unrealized_conversion_cast %arg0 : index to i64
// CHECK: %[[A:.*]] = llvm.alloca %[[N]] x i64 {alignment = 64 : i64} : (i64) -> !llvm.ptr
// CHECK: llvm.insertvalue %[[A]], %{{.*}}[0]
// CHECK: llvm.insertvalue %[[A]], %{{.*}}[1]
// CHECK: %[[ONE:.*]] = llvm.mlir.constant(1 : index) : i64
// CHECK: %[[S:.*]] = llvm.alloca %[[ONE]] x f32 : (i64) -> !llvm.ptr
// CHECK: llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64)>
func.func @allocas(%n: index) {
  %c = memref.alloca(%n) {alignment = 64} : memref<?xi64>
  %z = memref.alloca() : memref<f32>
  return
}

// -----

// Seed 000, "Index Linearization": the address is the aligned pointer, moved
// by the offset unless it is statically 0, plus the sum of index * stride,
// with static strides as constants and stride-1 dimensions not multiplied.
// CHECK-LABEL: func.func @access
// CHECK: %[[E:.*]] = builtin.unrealized_conversion_cast %arg3
// CHECK: %[[J:.*]] = builtin.unrealized_conversion_cast %arg2 : index to i64
// CHECK: %[[I:.*]] = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK: %[[D:.*]] = builtin.unrealized_conversion_cast %arg0
// CHECK: %[[BASE:.*]] = llvm.extractvalue %[[D]][1]
// CHECK: %[[C4:.*]] = llvm.mlir.constant(4 : index) : i64
// CHECK: %[[M:.*]] = llvm.mul %[[I]], %[[C4]] : i64
// CHECK: %[[L:.*]] = llvm.add %[[M]], %[[J]] : i64
// CHECK: %[[P:.*]] = llvm.getelementptr %[[BASE]][%[[L]]] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK: %[[V:.*]] = llvm.load %[[P]] : !llvm.ptr -> f32
// CHECK: %[[AL:.*]] = llvm.extractvalue %[[E]][1]
// CHECK: %[[OFF:.*]] = llvm.extractvalue %[[E]][2]
// CHECK: %[[B2:.*]] = llvm.getelementptr %[[AL]][%[[OFF]]] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK: %[[ST:.*]] = llvm.extractvalue %[[E]][4, 0]
// CHECK: %[[M2:.*]] = llvm.mul %[[I]], %[[ST]] : i64
// CHECK: %[[P2:.*]] = llvm.getelementptr %[[B2]][%[[M2]]] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK: llvm.store %[[V]], %[[P2]] {nontemporal} : f32, !llvm.ptr
func.func @access(%m: memref<?x4xf32>, %i: index, %j: index, %s: memref<?xf32, strided<[?], offset: ?>>) {
  %v = memref.load %m[%i, %j] : memref<?x4xf32>
  memref.store %v, %s[%i] {nontemporal = true} : memref<?xf32, strided<[?], offset: ?>>
  return
}

// -----

// Rank 0: the aligned pointer itself, without a getelementptr.
// CHECK-LABEL: func.func @rank0
// CHECK: %[[D:.*]] = builtin.unrealized_conversion_cast %arg0 : memref<f32> to !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: %[[P:.*]] = llvm.extractvalue %[[D]][1] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: %[[V:.*]] = llvm.load %[[P]] : !llvm.ptr -> f32
func.func @rank0(%m: memref<f32>) -> f32 {
  %v = memref.load %m[] : memref<f32>
  return %v : f32
}

// -----

// dim: a constant index reads the size field (or is the static size); a
// dynamic one goes through the sizes array stored on the stack. On an
// unranked memref it is loaded through the descriptor pointer. rank is a
// constant, or the unranked descriptor's first field.
// CHECK-LABEL: func.func @dims
// CHECK: llvm.extractvalue %{{.*}}[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK: %[[SZ:.*]] = llvm.extractvalue %{{.*}}[3] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK: %[[SLOT:.*]] = llvm.alloca %{{.*}} x !llvm.array<2 x i64> : (i64) -> !llvm.ptr
// CHECK: llvm.store %[[SZ]], %[[SLOT]] : !llvm.array<2 x i64>, !llvm.ptr
// CHECK: llvm.getelementptr %[[SLOT]][0, %{{.*}}] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<2 x i64>
// CHECK: llvm.getelementptr %{{.*}}[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(ptr, ptr, i64)>
// CHECK: llvm.extractvalue %{{.*}}[0] : !llvm.struct<(i64, ptr)>
// CHECK: llvm.mlir.constant(2 : index) : i64
func.func @dims(%m: memref<?x4xf32>, %u: memref<*xf32>, %i: index) -> (index, index, index, index, index) {
  %c0 = arith.constant 0 : index
  %a = memref.dim %m, %c0 : memref<?x4xf32>
  %b = memref.dim %m, %i : memref<?x4xf32>
  %c = memref.dim %u, %i : memref<*xf32>
  %r = memref.rank %u : memref<*xf32>
  %r2 = memref.rank %m : memref<?x4xf32>
  return %a, %b, %c, %r, %r2 : index, index, index, index, index
}

// -----

// Seed 001, "Unranked Memref Types": a ranked memref cast to unranked is
// stored on the stack and paired with its rank; the way back loads it.
// CHECK-LABEL: func.func @unranked
// CHECK: %[[V:.*]] = builtin.unrealized_conversion_cast %arg1 : memref<*xf32> to !llvm.struct<(i64, ptr)>
// CHECK: %[[D:.*]] = builtin.unrealized_conversion_cast %arg0
// CHECK: %[[ONE:.*]] = llvm.mlir.constant(1 : index) : i64
// CHECK: %[[SLOT:.*]] = llvm.alloca %[[ONE]] x !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> : (i64) -> !llvm.ptr
// CHECK: llvm.store %[[D]], %[[SLOT]]
// CHECK: %[[R:.*]] = llvm.mlir.constant(1 : index) : i64
// CHECK: %[[U0:.*]] = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
// CHECK: %[[U1:.*]] = llvm.insertvalue %[[R]], %[[U0]][0]
// CHECK: llvm.insertvalue %[[SLOT]], %[[U1]][1]
// CHECK: %[[P:.*]] = llvm.extractvalue %[[V]][1] : !llvm.struct<(i64, ptr)>
// CHECK: llvm.load %[[P]] : !llvm.ptr -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
func.func private @use(memref<*xf32>)
func.func @unranked(%m: memref<?xf32>, %v: memref<*xf32>) -> memref<?x?xf32> {
  %u = memref.cast %m : memref<?xf32> to memref<*xf32>
  call @use(%u) : (memref<*xf32>) -> ()
  %r = memref.cast %v : memref<*xf32> to memref<?x?xf32>
  return %r : memref<?x?xf32>
}

// -----

// copy: contiguous identity layouts are one memcpy of the element count
// times the element size; anything else calls the runtime's memrefCopy with
// both memrefs as unranked descriptors on the stack.
// CHECK: llvm.func @memrefCopy(i64, !llvm.ptr, !llvm.ptr)
// CHECK-LABEL: func.func @copies
// CHECK: "llvm.intr.memcpy"(%{{.*}}, %{{.*}}, %{{.*}}) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
// CHECK: %[[SS:.*]] = llvm.intr.stacksave : !llvm.ptr
// CHECK: llvm.mlir.constant(2 : i64) : i64
// CHECK: llvm.call @memrefCopy(%{{.*}}, %{{.*}}, %{{.*}}) : (i64, !llvm.ptr, !llvm.ptr) -> ()
// CHECK: llvm.intr.stackrestore %[[SS]] : !llvm.ptr
func.func @copies(%a: memref<4x4xf32>, %b: memref<4x4xf32>, %c: memref<4x4xf32, strided<[1, 4]>>) {
  memref.copy %a, %b : memref<4x4xf32> to memref<4x4xf32>
  memref.copy %c, %b : memref<4x4xf32, strided<[1, 4]>> to memref<4x4xf32>
  return
}

// -----

// memref.global becomes an llvm.mlir.global of nested arrays (the scalar for
// rank 0, an undef initializer when uninitialized); get_global addresses its
// first element, with 0xdeadbeef as the allocated pointer.
// CHECK: llvm.mlir.global private constant @g(dense<{{\[\[}}1.000000e+00, 2.000000e+00, 3.000000e+00], [4.000000e+00, 5.000000e+00, 6.000000e+00]]> : tensor<2x3xf32>) {addr_space = 0 : i32} : !llvm.array<2 x array<3 x f32>>
// CHECK: llvm.mlir.global external @s(1.500000e+00 : f32) {addr_space = 0 : i32} : f32
// CHECK: llvm.mlir.global external @u() {addr_space = 0 : i32} : !llvm.array<4 x i32> {
// CHECK-NEXT: %[[U:.*]] = llvm.mlir.undef : !llvm.array<4 x i32>
// CHECK-NEXT: llvm.return %[[U]] : !llvm.array<4 x i32>
// CHECK: llvm.mlir.global private @e() {addr_space = 0 : i32} : !llvm.array<4 x i32>
// CHECK-LABEL: func.func @globals
// CHECK: %[[A:.*]] = llvm.mlir.addressof @g : !llvm.ptr
// CHECK: %[[P:.*]] = llvm.getelementptr %[[A]][0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<2 x array<3 x f32>>
// CHECK: %[[BAD:.*]] = llvm.mlir.constant(3735928559 : index) : i64
// CHECK: %[[BP:.*]] = llvm.inttoptr %[[BAD]] : i64 to !llvm.ptr
// CHECK: llvm.insertvalue %[[BP]], %{{.*}}[0]
// CHECK: llvm.insertvalue %[[P]], %{{.*}}[1]
memref.global "private" constant @g : memref<2x3xf32> = dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]>
memref.global @s : memref<f32> = dense<1.5>
memref.global @u : memref<4xi32> = uninitialized
memref.global "private" @e : memref<4xi32>
func.func @globals() -> memref<2x3xf32> {
  %g = memref.get_global @g : memref<2x3xf32>
  return %g : memref<2x3xf32>
}

// -----

// Views: reinterpret_cast copies both pointers and sets offset, sizes and
// strides; view moves the aligned pointer by the byte shift; unranked
// sources are read through the descriptor pointer.
// CHECK-LABEL: func.func @views
// CHECK: llvm.extractvalue %{{.*}}[0]
// CHECK: llvm.extractvalue %{{.*}}[1]
// CHECK: llvm.mlir.constant(6 : index) : i64
// CHECK: insertvalue %{{.*}}[3, 0]
// CHECK: llvm.mlir.constant(1 : index) : i64
// CHECK: insertvalue %{{.*}}[4, 0]
// CHECK: %[[DP:.*]] = llvm.extractvalue %{{.*}}[1] : !llvm.struct<(i64, ptr)>
// CHECK: llvm.load %[[DP]] : !llvm.ptr -> !llvm.ptr
// CHECK: %[[G:.*]] = llvm.getelementptr %[[DP]][1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
// CHECK: llvm.load %[[G]] : !llvm.ptr -> !llvm.ptr
// CHECK: llvm.getelementptr %{{.*}}[%{{.*}}] : (!llvm.ptr, i64) -> !llvm.ptr, i8
func.func @views(%m: memref<4x6xf32>, %u: memref<*xf32>, %o: index, %b: memref<64xi8>) {
  %t = memref.reinterpret_cast %m to offset: [0], sizes: [6, 4], strides: [1, 6] : memref<4x6xf32> to memref<6x4xf32, strided<[1, 6]>>
  %f = memref.reinterpret_cast %u to offset: [%o], sizes: [%o], strides: [%o] : memref<*xf32> to memref<?xf32, strided<[?], offset: ?>>
  %v = memref.view %b[%o][] : memref<64xi8> to memref<2x4xf32>
  return
}

// -----

// alloca_scope saves the stack pointer, branches into its body, and
// restores it on the way out.
// CHECK-LABEL: func.func @scope
// CHECK: %[[SS:.*]] = llvm.intr.stacksave : !llvm.ptr
// CHECK-NEXT: llvm.br ^bb1
// CHECK: ^bb1:
// CHECK: llvm.alloca
// CHECK: llvm.intr.stackrestore %[[SS]] : !llvm.ptr
// CHECK-NEXT: llvm.br ^bb2(%arg1 : i32)
// CHECK: ^bb2(%[[R:.*]]: i32):
// CHECK-NEXT: llvm.br ^bb3
// CHECK: return %[[R]] : i32
func.func @scope(%n: index, %x: i32) -> i32 {
  %r = memref.alloca_scope -> (i32) {
    %a = memref.alloca(%n) : memref<?xf32>
    memref.alloca_scope.return %x : i32
  }
  return %r : i32
}

// -----

// Like MLIR 19, finalize-memref-to-llvm has no pattern for subview: it stays,
// and the load reads it through a cast (expand-strided-metadata comes first).
// CHECK-LABEL: func.func @subview
// CHECK: %[[S:.*]] = memref.subview
// CHECK: builtin.unrealized_conversion_cast %[[S]] : memref<2x3xf32, strided<[12, 2], offset: 6>> to !llvm.struct
// CHECK: llvm.load
func.func @subview(%m: memref<4x6xf32>, %i: index) -> f32 {
  %s = memref.subview %m[1, 0] [2, 3] [2, 2] : memref<4x6xf32> to memref<2x3xf32, strided<[12, 2], offset: 6>>
  %v = memref.load %s[%i, %i] : memref<2x3xf32, strided<[12, 2], offset: 6>>
  return %v : f32
}

// -----

// reshape with a static shape length: sizes are constants or loaded from
// the shape, strides the running product from the innermost dimension.
// To an unranked memref, the ranked descriptor is built on the stack
// (2 * 8 + (1 + 2 * rank) * 8 bytes) and a loop copies the sizes and
// computes the strides from the last dimension down.
// CHECK-LABEL: func.func @reshapes
// CHECK: llvm.getelementptr %{{.*}}[%{{.*}}] : (!llvm.ptr, i64) -> !llvm.ptr, i64
// CHECK: %[[RANK:.*]] = llvm.extractvalue %{{.*}}[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK: %[[MEM:.*]] = llvm.alloca %{{.*}} x i8 : (i64) -> !llvm.ptr
// CHECK: %[[SIZES:.*]] = llvm.getelementptr %[[MEM]][0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(ptr, ptr, i64, i64)>
// CHECK: %[[STRIDES:.*]] = llvm.getelementptr %[[SIZES]][%[[RANK]]] : (!llvm.ptr, i64) -> !llvm.ptr, i64
// CHECK: llvm.br ^bb1(%{{.*}}, %{{.*}} : i64, i64)
// CHECK: ^bb1(%[[I:.*]]: i64, %[[S:.*]]: i64):
// CHECK: %[[C:.*]] = llvm.icmp "sge" %[[I]], %{{.*}} : i64
// CHECK: llvm.cond_br %[[C]], ^bb2, ^bb3
// CHECK: ^bb2:
// CHECK: llvm.mul %[[S]], %{{.*}} : i64
// CHECK: llvm.br ^bb1
// CHECK: ^bb3:
// CHECK-NEXT: return
func.func @reshapes(%m: memref<6xf32>, %s2: memref<2xindex>, %s: memref<?xindex>) -> memref<*xf32> {
  %r = memref.reshape %m(%s2) : (memref<6xf32>, memref<2xindex>) -> memref<3x?xf32>
  %u = memref.reshape %m(%s) : (memref<6xf32>, memref<?xindex>) -> memref<*xf32>
  return %u : memref<*xf32>
}
