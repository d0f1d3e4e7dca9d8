// Reaches the planted bug affine-mod-sign (src/fuzz/planted.h): in the loop
// the subscript %i mod 2 takes %i = -1 to 1; lowered to remsi alone it is -1,
// which reads element [1, -1] (out of bounds) instead of [1, 1].
func.func private @printI64(i64)
func.func private @printNewline()
func.func @main() {
  %m = memref.alloca() : memref<2x2xi64>
  affine.for %i = 0 to 2 {
    affine.for %j = 0 to 2 {
      %v = affine.apply affine_map<(d0, d1) -> (d0 * 10 + d1)>(%i, %j)
      %x = arith.index_cast %v : index to i64
      affine.store %x, %m[%i, %j] : memref<2x2xi64>
    }
  }
  affine.for %i = -1 to 1 {
    %x = affine.load %m[1, %i mod 2] : memref<2x2xi64>
    func.call @printI64(%x) : (i64) -> ()
    func.call @printNewline() : () -> ()

  }
  return
}
