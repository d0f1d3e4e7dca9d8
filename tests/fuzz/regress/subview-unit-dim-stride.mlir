// cmir-fuzz --oracle=mlir, seed 4000148 (generator version 2), signature
// mlir-runner.out+mlir-interp.out, reduced by cmir-reduce to 15 ops: a
// subview of strides [2, 1] of a 1x1 view whose type has dynamic strides.
// Its strides are [12, 0], the source view's [6, 0] times [2, 1], on every
// leg (a cmir that skipped the product for size-1 dims, as MLIR 19 seems
// to, would print [6, 0] after expand-strided-metadata). MLIR 19 prints
// [6, 0] because it folds the second subview to its source, whose type is
// the same (docs/mlir19-findings.md, tests/lit/run/subview-unit-dim-stride.mlir).
module {
  func.func private @printMemrefF64(memref<*xf64>) attributes {llvm.emit_c_interface}
  func.func @main() {
    %c0 = arith.constant 0 : index
    %cst = arith.constant 0.000000e+00 : f64
    %c2 = arith.constant 2 : index
    %alloc = memref.alloc(%c2, %c2) : memref<?x?xf64>
    %c1 = arith.constant 1 : index
    scf.for %arg0 = %c0 to %c2 step %c1 {
      memref.store %cst, %alloc[%arg0, %c0] : memref<?x?xf64>
    }
    %subview = memref.subview %alloc[1, 0] [1, 1] [3, %c0] : memref<?x?xf64> to memref<1x1xf64, strided<[?, ?], offset: ?>>
    %subview_0 = memref.subview %subview[%c0, %c0] [1, 1] [2, 1] : memref<1x1xf64, strided<[?, ?], offset: ?>> to memref<1x1xf64, strided<[?, ?], offset: ?>>
    %cast = memref.cast %subview_0 : memref<1x1xf64, strided<[?, ?], offset: ?>> to memref<*xf64>
    call @printMemrefF64(%cast) : (memref<*xf64>) -> ()
    return
  }
}

