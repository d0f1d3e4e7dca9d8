// Nests affine-loop-fusion leaves as they are: the output is the input.
// RUN: cmir-opt %s > %t.input
// RUN: cmir-opt %s --affine-loop-fusion | diff %t.input -
// RUN: cmir-opt %s --affine-loop-fusion --affine-scalrep --affine-loop-fusion --split-input-file > /dev/null

// The consumer overwrites, one iteration ahead, what the producer reads:
// fused, the producer's next iteration would read the new value.
func.func @anti_dependence(%a: memref<11xf32>) {
  %t = memref.alloc() : memref<10xf32>
  %one = arith.constant 1.0 : f32
  affine.for %i = 0 to 10 {
    %v = affine.load %a[%i] : memref<11xf32>
    affine.store %v, %t[%i] : memref<10xf32>
  }
  affine.for %i = 0 to 10 {
    %v = affine.load %t[%i] : memref<10xf32>
    %w = arith.addf %v, %one : f32
    affine.store %w, %a[%i + 1] : memref<11xf32>
  }
  memref.dealloc %t : memref<10xf32>
  return
}

// The consumer reads what the producer writes one iteration later.
func.func @later_element(%out: memref<9xf32>) {
  %t = memref.alloc() : memref<10xf32>
  %one = arith.constant 1.0 : f32
  affine.for %i = 0 to 9 {
    affine.store %one, %t[%i] : memref<10xf32>
  }
  affine.for %i = 0 to 9 {
    %v = affine.load %t[%i + 1] : memref<10xf32>
    affine.store %v, %out[%i] : memref<9xf32>
  }
  memref.dealloc %t : memref<10xf32>
  return
}

// A call in a loop body may touch any memory.
func.func @call_in_body(%out: memref<8xf32>) {
  %t = memref.alloc() : memref<8xf32>
  %one = arith.constant 1.0 : f32
  affine.for %i = 0 to 8 {
    affine.store %one, %t[%i] : memref<8xf32>
    func.call @effect() : () -> ()
  }
  affine.for %i = 0 to 8 {
    %v = affine.load %t[%i] : memref<8xf32>
    affine.store %v, %out[%i] : memref<8xf32>
  }
  memref.dealloc %t : memref<8xf32>
  return
}
func.func private @effect()

// Two function arguments may be the same memory: the producer's loads of
// %in could read what the consumer stores to %out. (MLIR 19 takes distinct
// memref values for distinct memory and fuses these.)
func.func @arguments_may_alias(%in: memref<8xf32>, %out: memref<8xf32>) {
  %t = memref.alloc() : memref<8xf32>
  affine.for %i = 0 to 8 {
    %v = affine.load %in[%i] : memref<8xf32>
    affine.store %v, %t[%i] : memref<8xf32>
  }
  affine.for %i = 0 to 8 {
    %v = affine.load %t[%i] : memref<8xf32>
    affine.store %v, %out[%i] : memref<8xf32>
  }
  memref.dealloc %t : memref<8xf32>
  return
}

// Nests of different bounds, and a producer whose slice is not the
// consumer's iteration (MLIR 19 fuses slices of them; cmir does not).
func.func @other_bounds(%out: memref<10xf32>) {
  %t = memref.alloc() : memref<10xf32>
  %one = arith.constant 1.0 : f32
  affine.for %i = 0 to 10 {
    affine.store %one, %t[%i] : memref<10xf32>
  }
  affine.for %i = 0 to 5 {
    %v = affine.load %t[%i] : memref<10xf32>
    affine.store %v, %out[%i] : memref<10xf32>
  }
  memref.dealloc %t : memref<10xf32>
  return
}

// A loop with a symbol bound, a nest with a result: not the nests fusion
// handles.
func.func @not_handled(%n: index, %out: memref<10xf32>) -> f32 {
  %t = memref.alloc() : memref<10xf32>
  %zero = arith.constant 0.0 : f32
  affine.for %i = 0 to %n {
    affine.store %zero, %t[%i] : memref<10xf32>
  }
  %s = affine.for %i = 0 to 10 iter_args(%acc = %zero) -> (f32) {
    %v = affine.load %t[%i] : memref<10xf32>
    %w = arith.addf %acc, %v : f32
    affine.yield %w : f32
  }
  affine.for %i = 0 to 10 {
    %v = affine.load %t[%i] : memref<10xf32>
    affine.store %v, %out[%i] : memref<10xf32>
  }
  memref.dealloc %t : memref<10xf32>
  return %s : f32
}
