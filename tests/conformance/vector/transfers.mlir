// vector.transfer_read and vector.transfer_write: 1-D and 2-D, the minor
// identity and transposed maps, a broadcast dim, lanes past the end that
// read the padding and are not written, and masks.
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index
  %pad = arith.constant -1.0 : f32

  // a 4x5 f32 buffer holding 10 * row + column
  %m = memref.alloc(%c4, %c5) : memref<?x?xf32>
  scf.for %i = %c0 to %c4 step %c1 {
    scf.for %j = %c0 to %c5 step %c1 {
      %ii = arith.index_cast %i : index to i32
      %jj = arith.index_cast %j : index to i32
      %c10 = arith.constant 10 : i32
      %r = arith.muli %ii, %c10 : i32
      %s = arith.addi %r, %jj : i32
      %f = arith.sitofp %s : i32 to f32
      memref.store %f, %m[%i, %j] : memref<?x?xf32>
    }
  }

  // 1-D: in bounds, then running past the end of the row
  %a = vector.transfer_read %m[%c1, %c0], %pad {in_bounds = [true]} : memref<?x?xf32>, vector<4xf32>
  vector.print %a : vector<4xf32>
  %b = vector.transfer_read %m[%c2, %c3], %pad : memref<?x?xf32>, vector<4xf32>
  vector.print %b : vector<4xf32>

  // 1-D with a mask
  %mask = arith.constant dense<[true, false, true, true]> : vector<4xi1>
  %c = vector.transfer_read %m[%c0, %c2], %pad, %mask : memref<?x?xf32>, vector<4xf32>
  vector.print %c : vector<4xf32>

  // 1-D along a column
  %d = vector.transfer_read %m[%c1, %c4], %pad {permutation_map = affine_map<(d0, d1) -> (d0)>} : memref<?x?xf32>, vector<4xf32>
  vector.print %d : vector<4xf32>

  // 2-D: minor identity past both ends, transposed, broadcast
  %e = vector.transfer_read %m[%c2, %c2], %pad : memref<?x?xf32>, vector<3x4xf32>
  vector.print %e : vector<3x4xf32>
  %f = vector.transfer_read %m[%c1, %c2], %pad {permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : memref<?x?xf32>, vector<4x3xf32>
  vector.print %f : vector<4x3xf32>
  %g = vector.transfer_read %m[%c3, %c1], %pad {in_bounds = [true, false], permutation_map = affine_map<(d0, d1) -> (0, d1)>} : memref<?x?xf32>, vector<2x5xf32>
  vector.print %g : vector<2x5xf32>

  // 2-D with a mask
  %mask2 = arith.constant dense<[[true, false, true], [false, true, true]]> : vector<2x3xi1>
  %h = vector.transfer_read %m[%c0, %c3], %pad, %mask2 : memref<?x?xf32>, vector<2x3xf32>
  vector.print %h : vector<2x3xf32>

  // writes: past the end of a row, masked, transposed, 2-D past the corner
  %k = arith.constant dense<[100.0, 101.0, 102.0, 103.0]> : vector<4xf32>
  vector.transfer_write %k, %m[%c0, %c3] : vector<4xf32>, memref<?x?xf32>
  %wmask = arith.constant dense<[false, true, false, true]> : vector<4xi1>
  vector.transfer_write %k, %m[%c1, %c0], %wmask : vector<4xf32>, memref<?x?xf32>
  %kk = arith.constant dense<[[200.0, 201.0], [210.0, 211.0], [220.0, 221.0]]> : vector<3x2xf32>
  vector.transfer_write %kk, %m[%c1, %c2] {permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : vector<3x2xf32>, memref<?x?xf32>
  %q = arith.constant dense<[[300.0, 301.0, 302.0], [310.0, 311.0, 312.0]]> : vector<2x3xf32>
  vector.transfer_write %q, %m[%c3, %c3] : vector<2x3xf32>, memref<?x?xf32>
  %wm2 = arith.constant dense<[[true, true, false], [false, true, true]]> : vector<2x3xi1>
  vector.transfer_write %q, %m[%c2, %c0], %wm2 {in_bounds = [true, true]} : vector<2x3xf32>, memref<?x?xf32>
  scf.for %i = %c0 to %c4 step %c1 {
    %row = vector.transfer_read %m[%i, %c0], %pad {in_bounds = [true]} : memref<?x?xf32>, vector<5xf32>
    vector.print %row : vector<5xf32>
  }

  // i32 elements, the padding an i32
  %n = memref.alloc() : memref<3xi32>
  %i7 = arith.constant 7 : i32
  %ninit = arith.constant dense<[1, 2, 3]> : vector<3xi32>
  vector.transfer_write %ninit, %n[%c0] : vector<3xi32>, memref<3xi32>
  %ni = vector.transfer_read %n[%c1], %i7 : memref<3xi32>, vector<4xi32>
  vector.print %ni : vector<4xi32>
  memref.dealloc %n : memref<3xi32>
  memref.dealloc %m : memref<?x?xf32>
  return
}
