// memref.view (typed row-major views at byte shifts into an i8 buffer) and
// memref.reshape (sizes from a shape memref, to ranked and unranked results).
func.func private @printMemrefF32(memref<*xf32>) attributes {llvm.emit_c_interface}
func.func private @printMemrefI32(memref<*xi32>) attributes {llvm.emit_c_interface}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c6 = arith.constant 6 : index
  %c16 = arith.constant 16 : index
  %buf = memref.alloc() : memref<64xi8>
  // f32 view at byte 16: 2x3 (24 bytes); an i32 view of the same bytes
  %v = memref.view %buf[%c16][%c2] : memref<64xi8> to memref<?x3xf32>
  scf.for %i = %c0 to %c2 step %c1 {
    scf.for %j = %c0 to %c3 step %c1 {
      %k = arith.muli %i, %c3 : index
      %l = arith.addi %k, %j : index
      %li = arith.index_cast %l : index to i32
      %f = arith.sitofp %li : i32 to f32
      memref.store %f, %v[%i, %j] : memref<?x3xf32>
    }
  }
  %uv = memref.cast %v : memref<?x3xf32> to memref<*xf32>
  call @printMemrefF32(%uv) : (memref<*xf32>) -> ()
  %w = memref.view %buf[%c16][] : memref<64xi8> to memref<6xi32>
  %uw = memref.cast %w : memref<6xi32> to memref<*xi32>
  call @printMemrefI32(%uw) : (memref<*xi32>) -> ()
  // reshape 6 -> 3x2, shape given by an index memref
  %shape = memref.alloc() : memref<2xindex>
  memref.store %c3, %shape[%c0] : memref<2xindex>
  memref.store %c2, %shape[%c1] : memref<2xindex>
  %flat = memref.alloc() : memref<6xf32>
  scf.for %i = %c0 to %c6 step %c1 {
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    memref.store %f, %flat[%i] : memref<6xf32>
  }
  %r = memref.reshape %flat(%shape) : (memref<6xf32>, memref<2xindex>) -> memref<3x2xf32>
  %ur = memref.cast %r : memref<3x2xf32> to memref<*xf32>
  call @printMemrefF32(%ur) : (memref<*xf32>) -> ()
  %shape_d = memref.cast %shape : memref<2xindex> to memref<?xindex>
  %u = memref.reshape %flat(%shape_d) : (memref<6xf32>, memref<?xindex>) -> memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  memref.dealloc %buf : memref<64xi8>
  memref.dealloc %shape : memref<2xindex>
  memref.dealloc %flat : memref<6xf32>
  return
}
