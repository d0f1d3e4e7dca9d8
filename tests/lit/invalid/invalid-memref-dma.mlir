// RUN: cmir-opt %s --split-input-file --verify-diagnostics

// memref.dma_start's operand list is checked in order: the source, its
// indices, the destination, its indices, the count, the tag, its indices,
// the stride pair.

func.func @few() {
  // expected-error@+1 {{'memref.dma_start' op expected at least 4 operands}}
  "memref.dma_start"() : () -> ()
  return
}

// -----

func.func @src_not_memref(%f: f32, %i: index) {
  // expected-error@+1 {{expected source to be of memref type}}
  "memref.dma_start"(%f, %i, %i, %i) : (f32, index, index, index) -> ()
  return
}

// -----

func.func @dst_rank(%a: memref<2x2xf32>, %b: memref<4x4xf32>, %i: index) {
  // expected-error@+1 {{expected at least 8 operands}}
  "memref.dma_start"(%a, %i, %i, %b, %i, %i, %i) : (memref<2x2xf32>, index, index, memref<4x4xf32>, index, index, index) -> ()
  return
}

// -----

func.func @count(%a: memref<2xf32>, %b: memref<2xf32>, %t: memref<i32>, %i: index, %c: i64) {
  // expected-error@+1 {{expected num elements to be of index type}}
  "memref.dma_start"(%a, %i, %b, %i, %c, %t) : (memref<2xf32>, index, memref<2xf32>, index, i64, memref<i32>) -> ()
  return
}

// -----

func.func @one_stride(%a: memref<2xf32>, %b: memref<2xf32>, %t: memref<i32>, %i: index) {
  // expected-error@+1 {{incorrect number of operands}}
  "memref.dma_start"(%a, %i, %b, %i, %i, %t, %i) : (memref<2xf32>, index, memref<2xf32>, index, index, memref<i32>, index) -> ()
  return
}

// -----

func.func @custom_one_stride(%a: memref<2xf32>, %b: memref<2xf32>, %t: memref<i32>, %i: index) {
  // expected-error@+1 {{expected two stride related operands}}
  memref.dma_start %a[%i], %b[%i], %i, %t[], %i : memref<2xf32>, memref<2xf32>, memref<i32>
  return
}

// -----

func.func @types(%a: memref<2xf32>, %b: memref<2xf32>, %t: memref<i32>, %i: index) {
  // expected-error@+1 {{fewer/more types expected}}
  memref.dma_start %a[%i], %b[%i], %i, %t[] : memref<2xf32>, memref<2xf32>
  return
}

// -----

func.func @wait(%t: memref<2x2xi32>, %i: index) {
  // expected-error@+1 {{'memref.dma_wait' op expected tagIndices to have the same number of elements as the tagMemRef rank, expected 2, but got 1}}
  memref.dma_wait %t[%i], %i : memref<2x2xi32>
  return
}
