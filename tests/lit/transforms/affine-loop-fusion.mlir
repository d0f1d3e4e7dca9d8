// affine-loop-fusion on producer-consumer nests, the whole output compared
// with Inputs/affine-loop-fusion.expected, which is mlir-opt-19's output
// (affine-loop-fusion-oracle.mlir checks that). Nests the pass leaves alone
// are in affine-loop-fusion-unfused.mlir.
// RUN: cmir-opt %s --affine-loop-fusion | diff %S/Inputs/affine-loop-fusion.expected -
// RUN: cmir-opt %s --pass-pipeline='builtin.module(func.func(affine-loop-fusion))' | diff %S/Inputs/affine-loop-fusion.expected -

// The buffer between the nests is deallocated (used outside affine
// accesses): the consumer's nest gets the producer's body and the buffer
// stays. (Distinct allocations and a function argument never alias; two
// function arguments may, which keeps such nests apart: see
// affine-loop-fusion-unfused.mlir.)
func.func @shared_buffer(%in: memref<4x6xf64>) -> memref<6x4xf64> {
  %out = memref.alloc() : memref<6x4xf64>
  %t = memref.alloc() : memref<6x4xf64>
  affine.for %i = 0 to 6 {
    affine.for %j = 0 to 4 {
      %v = affine.load %in[%j, %i] : memref<4x6xf64>
      affine.store %v, %t[%i, %j] : memref<6x4xf64>
    }
  }
  affine.for %i = 0 to 6 {
    affine.for %j = 0 to 4 {
      %a = affine.load %t[%i, %j] : memref<6x4xf64>
      %b = arith.mulf %a, %a : f64
      affine.store %b, %out[%i, %j] : memref<6x4xf64>
    }
  }
  memref.dealloc %t : memref<6x4xf64>
  return %out : memref<6x4xf64>
}

// Only the two nests use the buffer: it becomes a one-element private one,
// allocated first in the function; the old allocation goes.
func.func @private_buffer(%in: memref<16xf32>) -> memref<16xf32> {
  %c = arith.constant 2.0 : f32
  %out = memref.alloc() : memref<16xf32>
  %t = memref.alloc() : memref<16xf32>
  affine.for %i = 0 to 16 {
    %v = affine.load %in[%i] : memref<16xf32>
    %w = arith.mulf %v, %c : f32
    affine.store %w, %t[%i] : memref<16xf32>
  }
  affine.for %i = 0 to 16 {
    %v = affine.load %t[%i] : memref<16xf32>
    %w = arith.addf %v, %c : f32
    affine.store %w, %out[%i] : memref<16xf32>
  }
  return %out : memref<16xf32>
}

// A chain of three nests: the last consumer first takes the middle nest,
// then the first one.
func.func @chain(%out: memref<10xf32>) {
  %a = memref.alloc() : memref<10xf32>
  %b = memref.alloc() : memref<10xf32>
  %one = arith.constant 1.0 : f32
  affine.for %i = 0 to 10 {
    affine.store %one, %a[%i] : memref<10xf32>
  }
  affine.for %i = 0 to 10 {
    %v = affine.load %a[%i] : memref<10xf32>
    %w = arith.addf %v, %v : f32
    affine.store %w, %b[%i] : memref<10xf32>
  }
  affine.for %i = 0 to 10 {
    %v = affine.load %b[%i] : memref<10xf32>
    affine.store %v, %out[%i] : memref<10xf32>
  }
  return
}

// Two producers of one consumer, with an unrelated nest between them.
func.func @two_producers(%x: memref<5x5xf32>) -> memref<5x5xf32> {
  %y = memref.alloc() : memref<5x5xf32>
  %out = memref.alloc() : memref<5x5xf32>
  func.call @fill(%y) : (memref<5x5xf32>) -> ()
  %p = memref.alloc() : memref<5x5xf32>
  %q = memref.alloc() : memref<5x5xf32>
  %z = memref.alloc() : memref<5x5xf32>
  affine.for %i = 0 to 5 {
    affine.for %j = 0 to 5 {
      %v = affine.load %x[%i, %j] : memref<5x5xf32>
      affine.store %v, %p[%i, %j] : memref<5x5xf32>
    }
  }
  affine.for %i = 0 to 5 {
    affine.for %j = 0 to 5 {
      %v = arith.constant 0.0 : f32
      affine.store %v, %z[%j, %i] : memref<5x5xf32>
    }
  }
  affine.for %i = 0 to 5 {
    affine.for %j = 0 to 5 {
      %v = affine.load %y[%j, %i] : memref<5x5xf32>
      affine.store %v, %q[%i, %j] : memref<5x5xf32>
    }
  }
  affine.for %i = 0 to 5 {
    affine.for %j = 0 to 5 {
      %a = affine.load %p[%i, %j] : memref<5x5xf32>
      %b = affine.load %q[%i, %j] : memref<5x5xf32>
      %c = arith.subf %a, %b : f32
      affine.store %c, %out[%i, %j] : memref<5x5xf32>
    }
  }
  memref.dealloc %p : memref<5x5xf32>
  memref.dealloc %q : memref<5x5xf32>
  memref.dealloc %z : memref<5x5xf32>
  return %out : memref<5x5xf32>
}
func.func private @fill(memref<5x5xf32>)
