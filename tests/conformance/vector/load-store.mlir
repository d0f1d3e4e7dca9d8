// vector.load, vector.store, maskedload, maskedstore with constant_mask and
// create_mask masks (masked-off lanes past the end are not accessed), on
// memrefs of scalars (dynamic sizes, a strided subview) and of vectors,
// and vector.type_cast.
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %c6 = arith.constant 6 : index
  %c8 = arith.constant 8 : index

  // a 3x8 f32 buffer holding 10 * row + column
  %m = memref.alloc(%c3, %c8) : memref<?x?xf32>
  scf.for %i = %c0 to %c3 step %c1 {
    scf.for %j = %c0 to %c8 step %c1 {
      %ii = arith.index_cast %i : index to i32
      %jj = arith.index_cast %j : index to i32
      %c10 = arith.constant 10 : i32
      %r = arith.muli %ii, %c10 : i32
      %s = arith.addi %r, %jj : i32
      %f = arith.sitofp %s : i32 to f32
      memref.store %f, %m[%i, %j] : memref<?x?xf32>
    }
  }
  %v = vector.load %m[%c1, %c2] : memref<?x?xf32>, vector<4xf32>
  vector.print %v : vector<4xf32>
  %w = vector.load %m[%c2, %c0] {nontemporal = true} : memref<?x?xf32>, vector<8xf32>
  vector.print %w : vector<8xf32>

  // store a vector, read the row back
  %k = arith.constant dense<[-1.0, -2.0, -3.0]> : vector<3xf32>
  vector.store %k, %m[%c0, %c5] : memref<?x?xf32>, vector<3xf32>
  %row0 = vector.load %m[%c0, %c0] : memref<?x?xf32>, vector<8xf32>
  vector.print %row0 : vector<8xf32>

  // masked loads: the lanes past column 7 are off, so never read
  %pass = arith.constant dense<7.5> : vector<4xf32>
  %cm = vector.constant_mask [3] : vector<4xi1>
  %ml = vector.maskedload %m[%c1, %c5], %cm, %pass : memref<?x?xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  vector.print %ml : vector<4xf32>
  %n = arith.subi %c8, %c6 : index
  %dm = vector.create_mask %n : vector<4xi1>
  %ml2 = vector.maskedload %m[%c2, %c6], %dm, %pass : memref<?x?xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  vector.print %ml2 : vector<4xf32>
  vector.print %dm : vector<4xi1>

  // masked store of two lanes at the end of a row
  %val = arith.constant dense<[100.0, 200.0, 300.0, 400.0]> : vector<4xf32>
  vector.maskedstore %m[%c1, %c6], %dm, %val : memref<?x?xf32>, vector<4xi1>, vector<4xf32>
  %row1 = vector.load %m[%c1, %c0] : memref<?x?xf32>, vector<8xf32>
  vector.print %row1 : vector<8xf32>

  // an all-off mask reads nothing and gives the pass-through
  %none = vector.constant_mask [0] : vector<4xi1>
  %ml3 = vector.maskedload %m[%c8, %c8], %none, %pass : memref<?x?xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  vector.print %ml3 : vector<4xf32>

  // 2-D masks
  %m2 = vector.create_mask %c2, %c3 : vector<3x4xi1>
  vector.print %m2 : vector<3x4xi1>
  %m3 = vector.constant_mask [1, 2] : vector<2x3xi1>
  vector.print %m3 : vector<2x3xi1>

  // through a strided subview (rows of 8, a window at [1, 2])
  %sv = memref.subview %m[1, 2] [2, 4] [1, 1] : memref<?x?xf32> to memref<2x4xf32, strided<[?, 1], offset: ?>>
  %x = vector.load %sv[%c1, %c0] : memref<2x4xf32, strided<[?, 1], offset: ?>>, vector<4xf32>
  vector.print %x : vector<4xf32>
  memref.dealloc %m : memref<?x?xf32>

  // memrefs of vectors: vector.load/store of whole elements
  %mv = memref.alloc() : memref<2xvector<4xi32>>
  %iv = arith.constant dense<[4, 3, 2, 1]> : vector<4xi32>
  vector.store %iv, %mv[%c1] : memref<2xvector<4xi32>>, vector<4xi32>
  %ir = vector.load %mv[%c1] : memref<2xvector<4xi32>>, vector<4xi32>
  vector.print %ir : vector<4xi32>
  memref.dealloc %mv : memref<2xvector<4xi32>>

  // vector.type_cast: the whole 2x4 buffer as one vector<2x4xf64>. Loaded
  // as one value, the buffer must be aligned as a vector<4xf64> (32 bytes);
  // malloc only promises 16, and the interpreter rejects the load otherwise.
  %b = memref.alloc() {alignment = 32 : i64} : memref<2x4xf64>
  %d = arith.constant dense<[0.5, 1.5, 2.5, 3.5]> : vector<4xf64>
  vector.store %d, %b[%c0, %c0] : memref<2x4xf64>, vector<4xf64>
  %e = arith.constant dense<[-0.5, -1.5, -2.5, -3.5]> : vector<4xf64>
  vector.store %e, %b[%c1, %c0] : memref<2x4xf64>, vector<4xf64>
  %t = vector.type_cast %b : memref<2x4xf64> to memref<vector<2x4xf64>>
  %all = memref.load %t[] : memref<vector<2x4xf64>>
  vector.print %all : vector<2x4xf64>
  memref.dealloc %b : memref<2x4xf64>
  return
}
