// affine-scalrep on one function per rule, the whole output compared with
// Inputs/affine-scalrep.expected, which is mlir-opt-19's output
// (affine-scalrep-oracle.mlir checks that).
// RUN: cmir-opt %s --affine-scalrep | diff %S/Inputs/affine-scalrep.expected -
// RUN: cmir-opt %s --pass-pipeline='builtin.module(func.func(affine-scalrep))' | diff %S/Inputs/affine-scalrep.expected -

// A store forwarded to the load after it in the same iteration; the
// buffer, now only written, goes with its stores and dealloc.
func.func @forward_in_loop(%x: f32, %out: memref<8xf32>) {
  %buf = memref.alloc() : memref<8xf32>
  affine.for %i = 0 to 8 {
    affine.store %x, %buf[%i] : memref<8xf32>
    %v = affine.load %buf[%i] : memref<8xf32>
    %w = arith.addf %v, %v : f32
    affine.store %w, %out[%i] : memref<8xf32>
  }
  memref.dealloc %buf : memref<8xf32>
  return
}

// A store to another constant element does not stop forwarding; one to an
// element a symbol picks may write the same one and does.
func.func @intervening(%m: memref<8xf32>, %k: index, %a: f32, %b: f32) -> (f32, f32) {
  affine.store %a, %m[0] : memref<8xf32>
  affine.store %b, %m[1] : memref<8xf32>
  %0 = affine.load %m[0] : memref<8xf32>
  affine.store %b, %m[symbol(%k)] : memref<8xf32>
  %1 = affine.load %m[0] : memref<8xf32>
  return %0, %1 : f32, f32
}

// The first of two stores to one element with no read between is dead.
func.func @dead_store(%m: memref<4x4xf32>, %a: f32, %b: f32) {
  affine.for %i = 0 to 4 {
    affine.store %a, %m[%i, 1] : memref<4x4xf32>
    affine.store %b, %m[%i, 1] : memref<4x4xf32>
  }
  return
}

// A read between the two stores keeps the first.
func.func @store_read_store(%m: memref<4xf32>, %n: memref<4xf32>, %a: f32, %b: f32) -> f32 {
  affine.store %a, %m[2] : memref<4xf32>
  %v = affine.load %n[1] : memref<4xf32>
  affine.store %b, %m[2] : memref<4xf32>
  return %v : f32
}

// Loads of one element with no write between: the later ones use the
// first. A store to a fresh allocation cannot write a function argument.
func.func @load_cse(%m: memref<16xf32>, %x: f32) -> f32 {
  %t = memref.alloc() : memref<16xf32>
  %0 = affine.load %m[3] : memref<16xf32>
  affine.store %x, %t[3] : memref<16xf32>
  %1 = affine.load %m[3] : memref<16xf32>
  %2 = affine.load %m[3] : memref<16xf32>
  %s = arith.addf %0, %1 : f32
  %r = arith.addf %s, %2 : f32
  func.call @use(%t) : (memref<16xf32>) -> ()
  return %r : f32
}
func.func private @use(memref<16xf32>)

// A call may write anything: no forwarding across it.
func.func @call_between(%m: memref<16xf32>, %x: f32) -> f32 {
  affine.store %x, %m[5] : memref<16xf32>
  func.call @use(%m) : (memref<16xf32>) -> ()
  %0 = affine.load %m[5] : memref<16xf32>
  return %0 : f32
}

// Subscripts compared through affine.apply, constants and floordiv.
func.func @same_element(%m: memref<10x10xf32>, %x: f32) {
  %c2 = arith.constant 2 : index
  affine.for %i = 0 to 10 {
    affine.for %j = 0 to 10 {
      %a = affine.apply affine_map<(d0) -> (d0 + 1)>(%j)
      affine.store %x, %m[%i floordiv 2, %a - 1] : memref<10x10xf32>
      %v = affine.load %m[(%i + symbol(%c2) * 2) floordiv 2 - 2, %j] : memref<10x10xf32>
      %w = arith.mulf %v, %v : f32
      affine.store %w, %m[%i, %j] : memref<10x10xf32>
    }
  }
  return
}

// The store runs in the outer loop, the load reads an element an inner
// iteration wrote: nothing forwarded.
func.func @inner_write(%m: memref<10xf32>, %x: f32, %y: f32) {
  affine.for %i = 0 to 10 {
    affine.store %x, %m[%i] : memref<10xf32>
    affine.for %j = 0 to 10 {
      affine.store %y, %m[%j] : memref<10xf32>
    }
    %v = affine.load %m[%i] : memref<10xf32>
    affine.store %v, %m[%i] : memref<10xf32>
  }
  return
}

// Stores of later iterations to other elements do not intervene.
func.func @other_iterations(%m: memref<11xf32>, %x: f32) {
  affine.for %i = 0 to 10 {
    affine.store %x, %m[%i] : memref<11xf32>
    %v = affine.load %m[%i] : memref<11xf32>
    %w = arith.addf %v, %x : f32
    affine.store %w, %m[%i + 1] : memref<11xf32>
  }
  return
}

// A store in an affine.if does not dominate the load after it.
func.func @conditional(%m: memref<10xf32>, %x: f32) -> f32 {
  affine.for %i = 0 to 10 {
    affine.if affine_set<(d0) : (d0 - 5 >= 0)>(%i) {
      affine.store %x, %m[%i] : memref<10xf32>
    }
    %v = affine.load %m[%i] : memref<10xf32>
    affine.store %v, %m[%i] : memref<10xf32>
  }
  %r = affine.load %m[0] : memref<10xf32>
  return %r : f32
}
