// RUN: cmir-opt %s --finalize-memref-to-llvm=use-aligned-alloc | FileCheck %s --check-prefix=ALIGNED
// RUN: cmir-opt %s --finalize-memref-to-llvm=use-generic-functions | FileCheck %s --check-prefix=GENERIC
// RUN: cmir-opt %s '--finalize-memref-to-llvm=use-aligned-alloc=1 use-generic-functions=true' | FileCheck %s --check-prefix=BOTH
// RUN: cmir-opt %s --finalize-memref-to-llvm=index-bitwidth=32 | FileCheck %s --check-prefix=I32

// use-aligned-alloc: aligned_alloc(alignment, size), the alignment being the
// attribute or the element size rounded up to a power of two, at least 16;
// the size is rounded up to a multiple of it unless it is statically one.
// Both descriptor pointers are the result.
// ALIGNED-DAG: llvm.func @aligned_alloc(i64, i64) -> !llvm.ptr
// ALIGNED-DAG: llvm.func @free(!llvm.ptr)
// ALIGNED-LABEL: func.func @f
// ALIGNED: %[[B:.*]] = llvm.ptrtoint %{{.*}} : !llvm.ptr to i64
// ALIGNED: %[[A:.*]] = llvm.mlir.constant(16 : index) : i64
// ALIGNED: %[[ONE:.*]] = llvm.mlir.constant(1 : index) : i64
// ALIGNED: %[[BUMP:.*]] = llvm.sub %[[A]], %[[ONE]] : i64
// ALIGNED: %[[UP:.*]] = llvm.add %[[B]], %[[BUMP]] : i64
// ALIGNED: %[[M:.*]] = llvm.urem %[[UP]], %[[A]]  : i64
// ALIGNED: %[[S:.*]] = llvm.sub %[[UP]], %[[M]] : i64
// ALIGNED: %[[P:.*]] = llvm.call @aligned_alloc(%[[A]], %[[S]]) : (i64, i64) -> !llvm.ptr
// ALIGNED: llvm.insertvalue %[[P]], %{{.*}}[0]
// ALIGNED: llvm.insertvalue %[[P]], %{{.*}}[1]
// ALIGNED: %[[A32:.*]] = llvm.mlir.constant(32 : index) : i64
// ALIGNED-NEXT: llvm.call @aligned_alloc(%[[A32]], %{{.*}}) : (i64, i64) -> !llvm.ptr

// use-generic-functions: the runtime's allocation functions.
// GENERIC-DAG: llvm.func @_mlir_memref_to_llvm_free(!llvm.ptr)
// GENERIC-DAG: llvm.func @_mlir_memref_to_llvm_alloc(i64) -> !llvm.ptr
// GENERIC: llvm.call @_mlir_memref_to_llvm_alloc
// GENERIC: llvm.call @_mlir_memref_to_llvm_free
// BOTH: llvm.func @_mlir_memref_to_llvm_aligned_alloc(i64, i64) -> !llvm.ptr
// BOTH: llvm.call @_mlir_memref_to_llvm_aligned_alloc

// index-bitwidth=32: index values and descriptor fields are i32.
// I32: llvm.func @malloc(i32) -> !llvm.ptr
// I32: llvm.mlir.undef : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// I32: llvm.mlir.constant(0 : index) : i32
func.func @f(%n: index) {
  %a = memref.alloc(%n) : memref<?xf32>
  %b = memref.alloc() {alignment = 32} : memref<8xf32>
  memref.dealloc %a : memref<?xf32>
  return
}
