// affine loops with max/min bounds, steps and affine.if: a 2-D 5-point
// stencil on a dynamically sized grid (sizes through memref.dim, symbols),
// boundaries handled with affine.if (integer sets with equalities and
// inequalities, else branches yielding values), every third column scaled
// (step 3), and a band sum with max/min bounds around the diagonal.
func.func private @printMemrefF32(memref<*xf32>) attributes {llvm.emit_c_interface}
func.func private @printF32(f32)
func.func private @printNewline()

func.func @stencil(%in: memref<?x?xf32>, %out: memref<?x?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %in, %c0 : memref<?x?xf32>
  %m = memref.dim %in, %c1 : memref<?x?xf32>
  %quarter = arith.constant 0.25 : f32
  affine.for %i = 0 to %n {
    affine.for %j = 0 to %m {
      %v = affine.if affine_set<(d0, d1)[s0, s1] : (d0 - 1 >= 0, s0 - d0 - 2 >= 0, d1 - 1 >= 0, s1 - d1 - 2 >= 0)>(%i, %j)[%n, %m] -> f32 {
        %u = affine.load %in[%i - 1, %j] : memref<?x?xf32>
        %d = affine.load %in[%i + 1, %j] : memref<?x?xf32>
        %l = affine.load %in[%i, %j - 1] : memref<?x?xf32>
        %r = affine.load %in[%i, %j + 1] : memref<?x?xf32>
        %s1 = arith.addf %u, %d : f32
        %s2 = arith.addf %l, %r : f32
        %s3 = arith.addf %s1, %s2 : f32
        %avg = arith.mulf %s3, %quarter : f32
        affine.yield %avg : f32
      } else {
        %b = affine.load %in[%i, %j] : memref<?x?xf32>
        affine.yield %b : f32
      }
      affine.store %v, %out[%i, %j] : memref<?x?xf32>
    }
  }
  return
}

func.func @main() {
  %c5 = arith.constant 5 : index
  %c7 = arith.constant 7 : index
  %a = memref.alloc(%c5, %c7) : memref<?x?xf32>
  %b = memref.alloc(%c5, %c7) : memref<?x?xf32>
  affine.for %i = 0 to 5 {
    affine.for %j = 0 to 7 {
      %x = affine.apply affine_map<(d0, d1) -> (d0 * 7 + d1 - (d0 * 5 + d1 * 3) floordiv 4)>(%i, %j)
      %xi = arith.index_cast %x : index to i32
      %xf = arith.sitofp %xi : i32 to f32
      affine.store %xf, %a[%i, %j] : memref<?x?xf32>
    }
  }
  call @stencil(%a, %b) : (memref<?x?xf32>, memref<?x?xf32>) -> ()
  %two = arith.constant 2.0 : f32
  affine.for %i = 0 to 5 {
    affine.for %j = 1 to 7 step 3 {
      %v = affine.load %b[%i, %j] : memref<?x?xf32>
      %w = arith.mulf %v, %two : f32
      affine.store %w, %b[%i, %j] : memref<?x?xf32>
    }
  }
  %U = memref.cast %b : memref<?x?xf32> to memref<*xf32>
  call @printMemrefF32(%U) : (memref<*xf32>) -> ()
  %z = arith.constant 0.0 : f32
  %band = affine.for %i = 0 to 5 iter_args(%acc = %z) -> (f32) {
    %row = affine.for %j = max affine_map<(d0) -> (d0 - 1, 0)>(%i) to min affine_map<(d0)[s0] -> (d0 + 2, s0)>(%i)[%c7] iter_args(%r = %acc) -> (f32) {
      %v = affine.load %b[%i, %j] : memref<?x?xf32>
      %n = arith.addf %r, %v : f32
      affine.yield %n : f32
    }
    affine.yield %row : f32
  }
  call @printF32(%band) : (f32) -> ()
  call @printNewline() : () -> ()
  memref.dealloc %a : memref<?x?xf32>
  memref.dealloc %b : memref<?x?xf32>
  return
}
