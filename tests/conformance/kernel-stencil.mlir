// Stencil kernel of ../shared/bench/kernels at N = 20000, 3 sweeps: a 1-D 3-point
// stencil + prefix sum over f64 elements accessed through strided subviews: one buffer of 2N f64, "a" = even elements
// (subview offset 0 stride 2), "b" = odd elements (offset 1 stride 2).
// a[i] = (i mod 100) / 4 ; SWEEPS times: b = stencil(a) ; a = stencil(b)
// (interior points 1..N-2, boundaries copied); then prefix sum in place on a.
// Prints a[N-1] (the total), a[N/2] and a[12345].
// Sizes are function arguments so the interpreter run can use smaller ones.
func.func private @printF64(f64)
func.func private @printI64(i64)
func.func private @printNewline()

func.func @sweep(%src: memref<?xf64, strided<[2], offset: ?>>, %dst: memref<?xf64, strided<[2], offset: ?>>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %q = arith.constant 0.25 : f64
  %h = arith.constant 0.5 : f64
  %nm1 = arith.subi %n, %c1 : index
  %first = memref.load %src[%c0] : memref<?xf64, strided<[2], offset: ?>>
  memref.store %first, %dst[%c0] : memref<?xf64, strided<[2], offset: ?>>
  %lastv = memref.load %src[%nm1] : memref<?xf64, strided<[2], offset: ?>>
  memref.store %lastv, %dst[%nm1] : memref<?xf64, strided<[2], offset: ?>>
  scf.for %i = %c1 to %nm1 step %c1 {
    %im1 = arith.subi %i, %c1 : index
    %ip1 = arith.addi %i, %c1 : index
    %l = memref.load %src[%im1] : memref<?xf64, strided<[2], offset: ?>>
    %m = memref.load %src[%i] : memref<?xf64, strided<[2], offset: ?>>
    %r = memref.load %src[%ip1] : memref<?xf64, strided<[2], offset: ?>>
    %lr = arith.addf %l, %r : f64
    %t1 = arith.mulf %lr, %q : f64
    %t2 = arith.mulf %m, %h : f64
    %v = arith.addf %t1, %t2 : f64
    memref.store %v, %dst[%i] : memref<?xf64, strided<[2], offset: ?>>
  }
  return
}

func.func @run(%n: index, %sweeps: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c100 = arith.constant 100 : index
  %quarter = arith.constant 0.25 : f64
  %d0 = arith.constant 0.0 : f64
  %n2 = arith.muli %n, %c2 : index
  %buf = memref.alloc(%n2) : memref<?xf64>
  %a = memref.subview %buf[0] [%n] [2] : memref<?xf64> to memref<?xf64, strided<[2]>>
  %b = memref.subview %buf[1] [%n] [2] : memref<?xf64> to memref<?xf64, strided<[2], offset: 1>>
  %ac = memref.cast %a : memref<?xf64, strided<[2]>> to memref<?xf64, strided<[2], offset: ?>>
  %bc = memref.cast %b : memref<?xf64, strided<[2], offset: 1>> to memref<?xf64, strided<[2], offset: ?>>
  scf.for %i = %c0 to %n step %c1 {
    %m = arith.remui %i, %c100 : index
    %mi = arith.index_cast %m : index to i64
    %mf = arith.sitofp %mi : i64 to f64
    %v = arith.mulf %mf, %quarter : f64
    memref.store %v, %ac[%i] : memref<?xf64, strided<[2], offset: ?>>
    memref.store %d0, %bc[%i] : memref<?xf64, strided<[2], offset: ?>>
  }
  scf.for %s = %c0 to %sweeps step %c1 {
    func.call @sweep(%ac, %bc, %n) : (memref<?xf64, strided<[2], offset: ?>>, memref<?xf64, strided<[2], offset: ?>>, index) -> ()
    func.call @sweep(%bc, %ac, %n) : (memref<?xf64, strided<[2], offset: ?>>, memref<?xf64, strided<[2], offset: ?>>, index) -> ()
  }
  // inclusive prefix sum in place on a
  %tot = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %d0) -> (f64) {
    %x = memref.load %ac[%i] : memref<?xf64, strided<[2], offset: ?>>
    %acc2 = arith.addf %acc, %x : f64
    memref.store %acc2, %ac[%i] : memref<?xf64, strided<[2], offset: ?>>
    scf.yield %acc2 : f64
  }
  %ni = arith.index_cast %n : index to i64
  call @printI64(%ni) : (i64) -> ()
  call @printNewline() : () -> ()
  call @printF64(%tot) : (f64) -> ()
  call @printNewline() : () -> ()
  %half = arith.divui %n, %c2 : index
  %vh = memref.load %ac[%half] : memref<?xf64, strided<[2], offset: ?>>
  call @printF64(%vh) : (f64) -> ()
  call @printNewline() : () -> ()
  %k = arith.constant 1234 : index
  %vk = memref.load %ac[%k] : memref<?xf64, strided<[2], offset: ?>>
  call @printF64(%vk) : (f64) -> ()
  call @printNewline() : () -> ()
  memref.dealloc %buf : memref<?xf64>
  return
}

func.func @main() {
  %n = arith.constant 20000 : index
  %sweeps = arith.constant 3 : index
  call @run(%n, %sweeps) : (index, index) -> ()
  return
}
