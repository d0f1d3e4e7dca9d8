// memref views: subview (static and dynamic offsets/sizes/strides,
// rank-reducing, of a subview), reinterpret_cast (also of an unranked
// memref), cast between static, dynamic and unranked forms, expand_shape and
// collapse_shape (of strided views too), extract_strided_metadata,
// extract_aligned_pointer_as_index, copy between differently strided views,
// all printed with printMemref.
func.func private @printI64(i64)
func.func private @printComma()
func.func private @printNewline()
func.func private @printMemrefF32(memref<*xf32>) attributes {llvm.emit_c_interface}
func.func private @printMemrefI64(memref<*xi64>) attributes {llvm.emit_c_interface}

func.func @p(%x: index) {
  %e = arith.index_cast %x : index to i64
  call @printI64(%e) : (i64) -> ()
  call @printComma() : () -> ()
  return
}

func.func @show(%m: memref<?x?xf32, strided<[?, ?], offset: ?>>) {
  %u = memref.cast %m : memref<?x?xf32, strided<[?, ?], offset: ?>> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}

// a 4x6 matrix with a[i][j] = 10 i + j
func.func @matrix() -> memref<4x6xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c6 = arith.constant 6 : index
  %c10 = arith.constant 10 : index
  %m = memref.alloc() : memref<4x6xf32>
  scf.for %i = %c0 to %c4 step %c1 {
    scf.for %j = %c0 to %c6 step %c1 {
      %a = arith.muli %i, %c10 : index
      %b = arith.addi %a, %j : index
      %bi = arith.index_cast %b : index to i32
      %bf = arith.sitofp %bi : i32 to f32
      memref.store %bf, %m[%i, %j] : memref<4x6xf32>
    }
  }
  return %m : memref<4x6xf32>
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %m = call @matrix() : () -> memref<4x6xf32>
  // static subview with strides
  %s1 = memref.subview %m[1, 0] [2, 3] [2, 2] : memref<4x6xf32> to memref<2x3xf32, strided<[12, 2], offset: 6>>
  %s1d = memref.cast %s1 : memref<2x3xf32, strided<[12, 2], offset: 6>> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  call @show(%s1d) : (memref<?x?xf32, strided<[?, ?], offset: ?>>) -> ()
  // dynamic subview
  %s2 = memref.subview %m[%c1, %c2] [%c3, %c2] [%c1, %c3] : memref<4x6xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  call @show(%s2) : (memref<?x?xf32, strided<[?, ?], offset: ?>>) -> ()
  // rank-reducing: one row, one column
  %row = memref.subview %m[2, 1] [1, 4] [1, 1] : memref<4x6xf32> to memref<4xf32, strided<[1], offset: 13>>
  %urow = memref.cast %row : memref<4xf32, strided<[1], offset: 13>> to memref<*xf32>
  call @printMemrefF32(%urow) : (memref<*xf32>) -> ()
  %col = memref.subview %m[0, 5] [4, 1] [1, 1] : memref<4x6xf32> to memref<4xf32, strided<[6], offset: 5>>
  %ucol = memref.cast %col : memref<4xf32, strided<[6], offset: 5>> to memref<*xf32>
  call @printMemrefF32(%ucol) : (memref<*xf32>) -> ()
  // subview of a subview
  %ss = memref.subview %s2[1, 0] [2, 1] [1, 1] : memref<?x?xf32, strided<[?, ?], offset: ?>> to memref<2x1xf32, strided<[?, ?], offset: ?>>
  %uss = memref.cast %ss : memref<2x1xf32, strided<[?, ?], offset: ?>> to memref<*xf32>
  call @printMemrefF32(%uss) : (memref<*xf32>) -> ()
  // store through a view, seen in the base
  %k = arith.constant -1.0 : f32
  memref.store %k, %col[%c3] : memref<4xf32, strided<[6], offset: 5>>
  %c5 = arith.constant 5 : index
  %back = memref.load %m[%c3, %c5] : memref<4x6xf32>
  // reinterpret_cast: the transpose
  %t = memref.reinterpret_cast %m to offset: [0], sizes: [6, 4], strides: [1, 6] : memref<4x6xf32> to memref<6x4xf32, strided<[1, 6]>>
  %ut = memref.cast %t : memref<6x4xf32, strided<[1, 6]>> to memref<*xf32>
  call @printMemrefF32(%ut) : (memref<*xf32>) -> ()
  // reinterpret_cast of an unranked memref, dynamic sizes
  %um = memref.cast %m : memref<4x6xf32> to memref<*xf32>
  %flat = memref.reinterpret_cast %um to offset: [%c2], sizes: [%c3], strides: [%c3] : memref<*xf32> to memref<?xf32, strided<[?], offset: ?>>
  %uflat = memref.cast %flat : memref<?xf32, strided<[?], offset: ?>> to memref<*xf32>
  call @printMemrefF32(%uflat) : (memref<*xf32>) -> ()
  // casts: static -> dynamic -> static, unranked -> ranked
  %dyn = memref.cast %m : memref<4x6xf32> to memref<?x?xf32>
  %sta = memref.cast %dyn : memref<?x?xf32> to memref<4x6xf32>
  %rk = memref.cast %um : memref<*xf32> to memref<4x?xf32>
  %d1 = memref.dim %rk, %c1 : memref<4x?xf32>
  %e = memref.load %sta[%c2, %c3] : memref<4x6xf32>
  %ei = arith.fptosi %e : f32 to i64
  call @printI64(%ei) : (i64) -> ()
  call @printComma() : () -> ()
  call @p(%d1) : (index) -> ()
  %backi = arith.fptosi %back : f32 to i64
  call @printI64(%backi) : (i64) -> ()
  call @printNewline() : () -> ()
  // expand and collapse
  %ex = memref.expand_shape %m [[0], [1, 2]] output_shape [4, 2, 3] : memref<4x6xf32> into memref<4x2x3xf32>
  %uex = memref.cast %ex : memref<4x2x3xf32> to memref<*xf32>
  call @printMemrefF32(%uex) : (memref<*xf32>) -> ()
  %co = memref.collapse_shape %m [[0, 1]] : memref<4x6xf32> into memref<24xf32>
  %uco = memref.cast %co : memref<24xf32> to memref<*xf32>
  call @printMemrefF32(%uco) : (memref<*xf32>) -> ()
  %c6 = arith.constant 6 : index
  %exd = memref.expand_shape %dyn [[0, 1], [2]] output_shape [%c2, 2, %c6] : memref<?x?xf32> into memref<?x2x?xf32>
  %uexd = memref.cast %exd : memref<?x2x?xf32> to memref<*xf32>
  call @printMemrefF32(%uexd) : (memref<*xf32>) -> ()
  // collapse of a strided view: rows 1..2 keep a row stride of 6
  %rows = memref.subview %m[1, 0] [2, 6] [1, 1] : memref<4x6xf32> to memref<2x6xf32, strided<[6, 1], offset: 6>>
  %crow = memref.collapse_shape %rows [[0, 1]] : memref<2x6xf32, strided<[6, 1], offset: 6>> into memref<12xf32, strided<[1], offset: 6>>
  %ucrow = memref.cast %crow : memref<12xf32, strided<[1], offset: 6>> to memref<*xf32>
  call @printMemrefF32(%ucrow) : (memref<*xf32>) -> ()
  %e1 = memref.expand_shape %m [[0, 1], [2]] output_shape [4, 1, 6] : memref<4x6xf32> into memref<4x1x6xf32>
  %cu = memref.collapse_shape %e1 [[0], [1, 2]] : memref<4x1x6xf32> into memref<4x6xf32>
  %ucu = memref.cast %cu : memref<4x6xf32> to memref<*xf32>
  call @printMemrefF32(%ucu) : (memref<*xf32>) -> ()
  // extract_strided_metadata
  %base, %off, %sz:2, %st:2 = memref.extract_strided_metadata %s2 : memref<?x?xf32, strided<[?, ?], offset: ?>> -> memref<f32>, index, index, index, index, index
  call @p(%off) : (index) -> ()
  call @p(%sz#0) : (index) -> ()
  call @p(%sz#1) : (index) -> ()
  call @p(%st#0) : (index) -> ()
  call @p(%st#1) : (index) -> ()
  %b0 = memref.load %base[] : memref<f32>
  %b0i = arith.fptosi %b0 : f32 to i64
  call @printI64(%b0i) : (i64) -> ()
  call @printNewline() : () -> ()
  %p1 = memref.extract_aligned_pointer_as_index %m : memref<4x6xf32> -> index
  %p2 = memref.extract_aligned_pointer_as_index %s2 : memref<?x?xf32, strided<[?, ?], offset: ?>> -> index
  %same = arith.cmpi eq, %p1, %p2 : index
  %c16 = arith.constant 16 : index
  %al = arith.remui %p1, %c16 : index
  %samei = arith.extui %same : i1 to i64
  call @printI64(%samei) : (i64) -> ()
  call @printComma() : () -> ()
  call @p(%al) : (index) -> ()
  call @printNewline() : () -> ()
  // copy: the transpose into a fresh buffer, then a strided view into a column
  %dst = memref.alloc() : memref<6x4xf32>
  memref.copy %t, %dst : memref<6x4xf32, strided<[1, 6]>> to memref<6x4xf32>
  %udst = memref.cast %dst : memref<6x4xf32> to memref<*xf32>
  call @printMemrefF32(%udst) : (memref<*xf32>) -> ()
  %dcol = memref.subview %dst[0, 1] [6, 1] [1, 1] : memref<6x4xf32> to memref<6xf32, strided<[4], offset: 1>>
  %srow = memref.subview %m[3, 0] [1, 6] [1, 1] : memref<4x6xf32> to memref<6xf32, strided<[1], offset: 18>>
  memref.copy %srow, %dcol : memref<6xf32, strided<[1], offset: 18>> to memref<6xf32, strided<[4], offset: 1>>
  call @printMemrefF32(%udst) : (memref<*xf32>) -> ()
  // an integer view through an unranked copy
  %i = memref.alloc() : memref<2x3xi64>
  %iv = arith.constant 7 : i64
  scf.for %a = %c0 to %c2 step %c1 {
    scf.for %b = %c0 to %c3 step %c1 {
      %ab = arith.addi %a, %b : index
      %abi = arith.index_cast %ab : index to i64
      %v = arith.muli %abi, %iv : i64
      memref.store %v, %i[%a, %b] : memref<2x3xi64>
    }
  }
  %ui = memref.cast %i : memref<2x3xi64> to memref<*xi64>
  %i2 = memref.alloc() : memref<2x3xi64>
  %ui2 = memref.cast %i2 : memref<2x3xi64> to memref<*xi64>
  memref.copy %ui, %ui2 : memref<*xi64> to memref<*xi64>
  call @printMemrefI64(%ui2) : (memref<*xi64>) -> ()
  memref.dealloc %i : memref<2x3xi64>
  memref.dealloc %i2 : memref<2x3xi64>
  memref.dealloc %dst : memref<6x4xf32>
  memref.dealloc %m : memref<4x6xf32>
  return
}
