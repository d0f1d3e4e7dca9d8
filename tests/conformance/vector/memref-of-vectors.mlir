// memrefs whose elements are vectors: alloc/alloca, load/store, casts to
// dynamic sizes, subview, copy, across calls; 1-D vectors with and without
// padding (vector<3xf32> takes 16 bytes), n-D vectors (arrays of 1-D
// vectors once lowered), integer and index lanes.
func.func @fill(%m: memref<1x?xvector<4xf32>>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %base = arith.constant dense<[0.5, 1.5, 2.5, 3.5]> : vector<4xf32>
  scf.for %i = %c0 to %n step %c1 {
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    %s = vector.broadcast %f : f32 to vector<4xf32>
    %v = arith.addf %base, %s : vector<4xf32>
    memref.store %v, %m[%c0, %i] : memref<1x?xvector<4xf32>>
  }
  return
}

func.func @sum(%m: memref<1x?xvector<4xf32>>) -> vector<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %m, %c1 : memref<1x?xvector<4xf32>>
  %z = arith.constant dense<0.0> : vector<4xf32>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> vector<4xf32> {
    %v = memref.load %m[%c0, %i] : memref<1x?xvector<4xf32>>
    %a = arith.addf %acc, %v : vector<4xf32>
    scf.yield %a : vector<4xf32>
  }
  return %r : vector<4xf32>
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index

  // 1x?xvector<4xf32>, the seeds' example
  %a = memref.alloc(%c5) : memref<1x?xvector<4xf32>>
  func.call @fill(%a, %c5) : (memref<1x?xvector<4xf32>>, index) -> ()
  %s = func.call @sum(%a) : (memref<1x?xvector<4xf32>>) -> vector<4xf32>
  vector.print %s : vector<4xf32>
  %l = memref.load %a[%c0, %c3] : memref<1x?xvector<4xf32>>
  vector.print %l : vector<4xf32>

  // a subview and a copy
  %sv = memref.subview %a[0, 1] [1, 3] [1, 1] : memref<1x?xvector<4xf32>> to memref<1x3xvector<4xf32>, strided<[?, 1], offset: 1>>
  %b = memref.alloc() : memref<1x3xvector<4xf32>>
  memref.copy %sv, %b : memref<1x3xvector<4xf32>, strided<[?, 1], offset: 1>> to memref<1x3xvector<4xf32>>
  %b2 = memref.load %b[%c0, %c2] : memref<1x3xvector<4xf32>>
  vector.print %b2 : vector<4xf32>
  memref.dealloc %b : memref<1x3xvector<4xf32>>
  memref.dealloc %a : memref<1x?xvector<4xf32>>

  // vector<3xf32> elements are padded to 16 bytes
  %p = memref.alloca() : memref<4xvector<3xf32>>
  %v3 = arith.constant dense<[1.0, 2.0, 3.0]> : vector<3xf32>
  %w3 = arith.constant dense<[4.0, 5.0, 6.0]> : vector<3xf32>
  memref.store %v3, %p[%c1] : memref<4xvector<3xf32>>
  memref.store %w3, %p[%c2] : memref<4xvector<3xf32>>
  %r1 = memref.load %p[%c1] : memref<4xvector<3xf32>>
  %r2 = memref.load %p[%c2] : memref<4xvector<3xf32>>
  vector.print %r1 : vector<3xf32>
  vector.print %r2 : vector<3xf32>

  // 2-D vectors of i16
  %q = memref.alloc() : memref<2x2xvector<2x3xi16>>
  %vq = arith.constant dense<[[1, -2, 3], [-4, 5, -6]]> : vector<2x3xi16>
  %wq = arith.constant dense<[[7, 8, 9], [10, 11, 12]]> : vector<2x3xi16>
  memref.store %vq, %q[%c1, %c0] : memref<2x2xvector<2x3xi16>>
  memref.store %wq, %q[%c1, %c1] : memref<2x2xvector<2x3xi16>>
  %x = memref.load %q[%c1, %c0] : memref<2x2xvector<2x3xi16>>
  %y = memref.load %q[%c1, %c1] : memref<2x2xvector<2x3xi16>>
  %xy = arith.addi %x, %y : vector<2x3xi16>
  vector.print %xy : vector<2x3xi16>
  memref.dealloc %q : memref<2x2xvector<2x3xi16>>

  // f64 and index lanes, a rank-0 memref
  %d = memref.alloc() : memref<vector<2xf64>>
  %vd = arith.constant dense<[0.25, -8.0]> : vector<2xf64>
  memref.store %vd, %d[] : memref<vector<2xf64>>
  %rd = memref.load %d[] : memref<vector<2xf64>>
  vector.print %rd : vector<2xf64>
  memref.dealloc %d : memref<vector<2xf64>>
  %ix = memref.alloc() : memref<3xvector<2xindex>>
  %vi = arith.constant dense<[7, 42]> : vector<2xindex>
  memref.store %vi, %ix[%c2] : memref<3xvector<2xindex>>
  %ri = memref.load %ix[%c2] : memref<3xvector<2xindex>>
  vector.print %ri : vector<2xindex>
  memref.dealloc %ix : memref<3xvector<2xindex>>
  return
}
