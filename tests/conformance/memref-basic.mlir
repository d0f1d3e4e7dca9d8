// memref: alloc (static and dynamic sizes, alignment), alloca, load/store at
// ranks 0 to 4, dim, rank, constant and mutable globals (a mutable global
// updated by one function and read by another), element types i1 to i64,
// index, f16, bf16, f32, f64, and every printMemref form of the runner.
func.func private @printI64(i64)
func.func private @printComma()
func.func private @printNewline()
func.func private @printMemrefI8(memref<*xi8>) attributes {llvm.emit_c_interface}
func.func private @printMemrefI16(memref<*xi16>) attributes {llvm.emit_c_interface}
func.func private @printMemrefI32(memref<*xi32>) attributes {llvm.emit_c_interface}
func.func private @printMemrefI64(memref<*xi64>) attributes {llvm.emit_c_interface}
func.func private @printMemrefInd(memref<*xindex>) attributes {llvm.emit_c_interface}
func.func private @printMemrefF16(memref<*xf16>) attributes {llvm.emit_c_interface}
func.func private @printMemrefBF16(memref<*xbf16>) attributes {llvm.emit_c_interface}
func.func private @printMemrefF32(memref<*xf32>) attributes {llvm.emit_c_interface}
func.func private @printMemrefF64(memref<*xf64>) attributes {llvm.emit_c_interface}
func.func private @printMemrefShapeF32(memref<*xf32>) attributes {llvm.emit_c_interface}
func.func private @printMemref1dF32(memref<?xf32>) attributes {llvm.emit_c_interface}
func.func private @printMemref2dF32(memref<?x?xf32>) attributes {llvm.emit_c_interface}
func.func private @printMemref0dF32(memref<f32>) attributes {llvm.emit_c_interface}

memref.global "private" constant @table : memref<2x3xi32> = dense<[[1, 2, 3], [4, 5, 6]]>
memref.global "private" constant @splat : memref<4xf64> = dense<2.5>
memref.global "private" @counter : memref<i64> = dense<0>
memref.global "private" @bits : memref<3xi1> = dense<[true, false, true]>
memref.global "private" @word : memref<5xi8> = dense<[72, 101, 108, 108, 111]>

func.func @bump(%by: i64) {
  %g = memref.get_global @counter : memref<i64>
  %v = memref.load %g[] : memref<i64>
  %w = arith.addi %v, %by : i64
  memref.store %w, %g[] : memref<i64>
  return
}

func.func @read_counter() -> i64 {
  %g = memref.get_global @counter : memref<i64>
  %v = memref.load %g[] : memref<i64>
  return %v : i64
}

func.func @p(%x: i64) {
  call @printI64(%x) : (i64) -> ()
  call @printComma() : () -> ()
  return
}

// m[i0, i1, i2, i3] = i0*1000 + i1*100 + i2*10 + i3
func.func @fill4(%m: memref<2x3x?x5xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %d2 = memref.dim %m, %c2 : memref<2x3x?x5xi32>
  scf.for %a = %c0 to %c2 step %c1 {
    scf.for %b = %c0 to %c3 step %c1 {
      scf.for %c = %c0 to %d2 step %c1 {
        scf.for %d = %c0 to %c5 step %c1 {
          %k1000 = arith.constant 1000 : index
          %k100 = arith.constant 100 : index
          %k10 = arith.constant 10 : index
          %x0 = arith.muli %a, %k1000 : index
          %x1 = arith.muli %b, %k100 : index
          %x2 = arith.muli %c, %k10 : index
          %s0 = arith.addi %x0, %x1 : index
          %s1 = arith.addi %s0, %x2 : index
          %s2 = arith.addi %s1, %d : index
          %v = arith.index_cast %s2 : index to i32
          memref.store %v, %m[%a, %b, %c, %d] : memref<2x3x?x5xi32>
        }
      }
    }
  }
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  // rank 0
  %r0 = memref.alloc() : memref<f32>
  %f = arith.constant 6.25 : f32
  memref.store %f, %r0[] : memref<f32>
  call @printMemref0dF32(%r0) : (memref<f32>) -> ()
  %u0 = memref.cast %r0 : memref<f32> to memref<*xf32>
  call @printMemrefF32(%u0) : (memref<*xf32>) -> ()
  memref.dealloc %r0 : memref<f32>
  // rank 1 dynamic, aligned
  %r1 = memref.alloc(%c4) {alignment = 64} : memref<?xf32>
  scf.for %i = %c0 to %c4 step %c1 {
    %ii = arith.index_cast %i : index to i32
    %fi = arith.sitofp %ii : i32 to f32
    %h = arith.constant 0.5 : f32
    %v = arith.mulf %fi, %h : f32
    memref.store %v, %r1[%i] : memref<?xf32>
  }
  call @printMemref1dF32(%r1) : (memref<?xf32>) -> ()
  %u1 = memref.cast %r1 : memref<?xf32> to memref<*xf32>
  call @printMemrefShapeF32(%u1) : (memref<*xf32>) -> ()
  %rk = memref.rank %u1 : memref<*xf32>
  %rki = arith.index_cast %rk : index to i64
  call @p(%rki) : (i64) -> ()
  %dd = memref.dim %u1, %c0 : memref<*xf32>
  %ddi = arith.index_cast %dd : index to i64
  call @p(%ddi) : (i64) -> ()
  call @printNewline() : () -> ()
  memref.dealloc %r1 : memref<?xf32>
  // rank 2 alloca
  %r2 = memref.alloca(%c3) : memref<2x?xf32>
  scf.for %i = %c0 to %c2 step %c1 {
    scf.for %j = %c0 to %c3 step %c1 {
      %k = arith.muli %i, %c3 : index
      %l = arith.addi %k, %j : index
      %li = arith.index_cast %l : index to i32
      %lf = arith.sitofp %li : i32 to f32
      memref.store %lf, %r2[%i, %j] : memref<2x?xf32>
    }
  }
  %r2d = memref.cast %r2 : memref<2x?xf32> to memref<?x?xf32>
  call @printMemref2dF32(%r2d) : (memref<?x?xf32>) -> ()
  // rank 4 with a dynamic dimension
  %r4 = memref.alloc(%c2) : memref<2x3x?x5xi32>
  call @fill4(%r4) : (memref<2x3x?x5xi32>) -> ()
  %u4 = memref.cast %r4 : memref<2x3x?x5xi32> to memref<*xi32>
  call @printMemrefI32(%u4) : (memref<*xi32>) -> ()
  memref.dealloc %r4 : memref<2x3x?x5xi32>
  // globals
  %t = memref.get_global @table : memref<2x3xi32>
  %ut = memref.cast %t : memref<2x3xi32> to memref<*xi32>
  call @printMemrefI32(%ut) : (memref<*xi32>) -> ()
  %s = memref.get_global @splat : memref<4xf64>
  %us = memref.cast %s : memref<4xf64> to memref<*xf64>
  call @printMemrefF64(%us) : (memref<*xf64>) -> ()
  %w = memref.get_global @word : memref<5xi8>
  %uw = memref.cast %w : memref<5xi8> to memref<*xi8>
  call @printMemrefI8(%uw) : (memref<*xi8>) -> ()
  %k3 = arith.constant 3 : i64
  %k4 = arith.constant 4 : i64
  call @bump(%k3) : (i64) -> ()
  call @bump(%k4) : (i64) -> ()
  %cnt = call @read_counter() : () -> i64
  call @p(%cnt) : (i64) -> ()
  %bits = memref.get_global @bits : memref<3xi1>
  %b0 = memref.load %bits[%c0] : memref<3xi1>
  %b1 = memref.load %bits[%c1] : memref<3xi1>
  %b0x = arith.extui %b0 : i1 to i64
  %b1x = arith.extui %b1 : i1 to i64
  call @p(%b0x) : (i64) -> ()
  call @p(%b1x) : (i64) -> ()
  %fl = arith.constant false
  memref.store %fl, %bits[%c0] : memref<3xi1>
  %b0b = memref.load %bits[%c0] : memref<3xi1>
  %b0bx = arith.extui %b0b : i1 to i64
  call @p(%b0bx) : (i64) -> ()
  call @printNewline() : () -> ()
  // other element types
  %m16 = memref.alloc() : memref<3xi16>
  %v16 = arith.constant -300 : i16
  memref.store %v16, %m16[%c0] : memref<3xi16>
  memref.store %v16, %m16[%c1] : memref<3xi16>
  memref.store %v16, %m16[%c2] : memref<3xi16>
  %u16 = memref.cast %m16 : memref<3xi16> to memref<*xi16>
  call @printMemrefI16(%u16) : (memref<*xi16>) -> ()
  %m64 = memref.alloc() : memref<2x2xi64>
  %big = arith.constant -9223372036854775808 : i64
  %one = arith.constant 1 : i64
  memref.store %big, %m64[%c0, %c0] : memref<2x2xi64>
  memref.store %one, %m64[%c0, %c1] : memref<2x2xi64>
  memref.store %one, %m64[%c1, %c0] : memref<2x2xi64>
  memref.store %big, %m64[%c1, %c1] : memref<2x2xi64>
  %u64 = memref.cast %m64 : memref<2x2xi64> to memref<*xi64>
  call @printMemrefI64(%u64) : (memref<*xi64>) -> ()
  %mi = memref.alloc() : memref<2xindex>
  memref.store %c3, %mi[%c0] : memref<2xindex>
  %mx = arith.constant -1 : index
  memref.store %mx, %mi[%c1] : memref<2xindex>
  %ui = memref.cast %mi : memref<2xindex> to memref<*xindex>
  call @printMemrefInd(%ui) : (memref<*xindex>) -> ()
  %mh = memref.alloc() : memref<2xf16>
  %h1 = arith.constant 0.333 : f16
  %h2 = arith.constant -65504.0 : f16
  memref.store %h1, %mh[%c0] : memref<2xf16>
  memref.store %h2, %mh[%c1] : memref<2xf16>
  %uh = memref.cast %mh : memref<2xf16> to memref<*xf16>
  call @printMemrefF16(%uh) : (memref<*xf16>) -> ()
  %mb = memref.alloc() : memref<2xbf16>
  %bb1 = arith.constant 0.333 : bf16
  %bb2 = arith.constant 1.0e+20 : bf16
  memref.store %bb1, %mb[%c0] : memref<2xbf16>
  memref.store %bb2, %mb[%c1] : memref<2xbf16>
  %ub = memref.cast %mb : memref<2xbf16> to memref<*xbf16>
  call @printMemrefBF16(%ub) : (memref<*xbf16>) -> ()
  memref.dealloc %m16 : memref<3xi16>
  memref.dealloc %m64 : memref<2x2xi64>
  memref.dealloc %mi : memref<2xindex>
  memref.dealloc %mh : memref<2xf16>
  memref.dealloc %mb : memref<2xbf16>
  return
}
