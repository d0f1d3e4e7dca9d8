// Triangular and strided affine loops: bounds that depend on outer induction
// variables (through maps with dims and symbols), ceildiv/floordiv/mod
// subscripts, a rank-0 accumulator, affine.if with an equality constraint
// and results, nested iter_args, and a loop with a zero trip count whose
// results are its inits.
func.func private @printMemrefI64(memref<*xi64>) attributes {llvm.emit_c_interface}
func.func private @printI64(i64)
func.func private @printNewline()

func.func @main() {
  %n = arith.constant 9 : index
  %T = memref.alloc() : memref<9x9xi64>
  %S = memref.alloc() : memref<i64>
  %z = arith.constant 0 : i64
  affine.store %z, %S[] : memref<i64>
  affine.for %i = 0 to 9 {
    affine.for %j = 0 to 9 {
      affine.store %z, %T[%i, %j] : memref<9x9xi64>
    }
  }
  affine.for %i = 0 to %n {
    affine.for %j = affine_map<(d0) -> (d0)>(%i) to %n step 2 {
      %v = affine.apply affine_map<(d0, d1) -> (d0 * 10 + d1)>(%i, %j)
      %vi = arith.index_cast %v : index to i64
      affine.store %vi, %T[%i, %j] : memref<9x9xi64>
      %e = affine.if affine_set<(d0, d1) : ((d1 - d0) mod 4 == 0)>(%i, %j) -> i64 {
        %o = affine.load %S[] : memref<i64>
        %p = arith.addi %o, %vi : i64
        affine.yield %p : i64
      } else {
        %o = affine.load %S[] : memref<i64>
        affine.yield %o : i64
      }
      affine.store %e, %S[] : memref<i64>
    }
  }
  affine.for %k = 0 to 9 {
    %a = affine.load %T[%k ceildiv 2, (%k * 5) mod 9] : memref<9x9xi64>
    %b = affine.load %T[%k floordiv 3 + 5, 8 - %k] : memref<9x9xi64>
    %s = arith.addi %a, %b : i64
    affine.store %s, %T[8, %k] : memref<9x9xi64>
  }
  %U = memref.cast %T : memref<9x9xi64> to memref<*xi64>
  call @printMemrefI64(%U) : (memref<*xi64>) -> ()
  %sum = affine.load %S[] : memref<i64>
  call @printI64(%sum) : (i64) -> ()
  call @printNewline() : () -> ()
  %one = arith.constant 1 : i64
  %r:2 = affine.for %i = 1 to 4 iter_args(%x = %one, %y = %z) -> (i64, i64) {
    %q = affine.for %j = 0 to affine_map<(d0) -> (d0 * 2)>(%i) iter_args(%w = %x) -> (i64) {
      %w2 = arith.addi %w, %w : i64
      affine.yield %w2 : i64
    }
    %y2 = arith.addi %y, %q : i64
    affine.yield %q, %y2 : i64, i64
  }
  call @printI64(%r#0) : (i64) -> ()
  call @printNewline() : () -> ()
  call @printI64(%r#1) : (i64) -> ()
  call @printNewline() : () -> ()
  %none = affine.for %i = 5 to 5 iter_args(%x = %one) -> (i64) {
    %x2 = arith.addi %x, %x : i64
    affine.yield %x2 : i64
  }
  call @printI64(%none) : (i64) -> ()
  call @printNewline() : () -> ()
  memref.dealloc %T : memref<9x9xi64>
  memref.dealloc %S : memref<i64>
  return
}
