// affine loops: a 12x10 * 10x8 integer matmul through affine.load/store, the
// k reduction carried in iter_args; A[i][k] = (3i + k) mod 7 - 2 and
// B[k][j] = (i + 2j) mod 5 computed with affine.apply (mod, floordiv).
// Prints C and its trace-like sum of C[i][i] (affine.for with min bound).
func.func private @printMemrefI32(memref<*xi32>) attributes {llvm.emit_c_interface}
func.func private @printI64(i64)
func.func private @printNewline()

func.func @main() {
  %A = memref.alloc() : memref<12x10xi32>
  %B = memref.alloc() : memref<10x8xi32>
  %C = memref.alloc() : memref<12x8xi32>
  %two = arith.constant 2 : i32
  affine.for %i = 0 to 12 {
    affine.for %k = 0 to 10 {
      %a = affine.apply affine_map<(d0, d1) -> ((d0 * 3 + d1) mod 7)>(%i, %k)
      %ai = arith.index_cast %a : index to i32
      %v = arith.subi %ai, %two : i32
      affine.store %v, %A[%i, %k] : memref<12x10xi32>
    }
  }
  affine.for %k = 0 to 10 {
    affine.for %j = 0 to 8 {
      %b = affine.apply affine_map<(d0, d1) -> ((d0 + d1 * 2) mod 5 + d1 floordiv 3)>(%k, %j)
      %bi = arith.index_cast %b : index to i32
      affine.store %bi, %B[%k, %j] : memref<10x8xi32>
    }
  }
  %zero = arith.constant 0 : i32
  affine.for %i = 0 to 12 {
    affine.for %j = 0 to 8 {
      %s = affine.for %k = 0 to 10 iter_args(%acc = %zero) -> (i32) {
        %x = affine.load %A[%i, %k] : memref<12x10xi32>
        %y = affine.load %B[%k, %j] : memref<10x8xi32>
        %p = arith.muli %x, %y : i32
        %n = arith.addi %acc, %p : i32
        affine.yield %n : i32
      }
      affine.store %s, %C[%i, %j] : memref<12x8xi32>
    }
  }
  %U = memref.cast %C : memref<12x8xi32> to memref<*xi32>
  call @printMemrefI32(%U) : (memref<*xi32>) -> ()
  %z64 = arith.constant 0 : i64
  %t = affine.for %i = 0 to min affine_map<() -> (12, 8)>() iter_args(%acc = %z64) -> (i64) {
    %c = affine.load %C[%i, %i] : memref<12x8xi32>
    %c64 = arith.extsi %c : i32 to i64
    %n = arith.addi %acc, %c64 : i64
    affine.yield %n : i64
  }
  call @printI64(%t) : (i64) -> ()
  call @printNewline() : () -> ()
  memref.dealloc %A : memref<12x10xi32>
  memref.dealloc %B : memref<10x8xi32>
  memref.dealloc %C : memref<12x8xi32>
  return
}
