// memref.realloc in several shapes, for expand-realloc-oracle.mlir.
func.func @grow_dynamic(%m: memref<?xi8>, %n: index) -> memref<?xi8> {
  %r = memref.realloc %m(%n) : memref<?xi8> to memref<?xi8>
  return %r : memref<?xi8>
}

func.func @static_to_static(%m: memref<16xf64, 1>) -> memref<8xf64, 1> {
  %r = memref.realloc %m {alignment = 64} : memref<16xf64, 1> to memref<8xf64, 1>
  return %r : memref<8xf64, 1>
}

func.func @in_loop(%m: memref<4xi32>, %k: index) {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  scf.for %i = %c0 to %k step %c2 {
    %r = memref.realloc %m(%i) : memref<4xi32> to memref<?xi32>
    "test.use"(%r) : (memref<?xi32>) -> ()
  }
  return
}
