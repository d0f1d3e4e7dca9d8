// The runner's scalar print functions: printI64/printU64 at the extremes,
// printF32/printF64 of infinities, NaNs of both signs, signed zeros,
// subnormals, large and small magnitudes; printOpen/Close/Comma/Newline.
func.func private @printI64(i64)
func.func private @printU64(i64)
func.func private @printF32(f32)
func.func private @printF64(f64)
func.func private @printOpen()
func.func private @printClose()
func.func private @printComma()
func.func private @printNewline()

func.func @f64s(%m: memref<?xf64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %m, %c0 : memref<?xf64>
  call @printOpen() : () -> ()
  scf.for %i = %c0 to %n step %c1 {
    %v = memref.load %m[%i] : memref<?xf64>
    func.call @printF64(%v) : (f64) -> ()
    %f = arith.truncf %v : f64 to f32
    func.call @printComma() : () -> ()
    func.call @printF32(%f) : (f32) -> ()
    func.call @printComma() : () -> ()
  }
  call @printClose() : () -> ()
  call @printNewline() : () -> ()
  return
}

func.func @main() {
  %a = arith.constant 9223372036854775807 : i64
  %b = arith.constant -9223372036854775808 : i64
  %c = arith.constant -1 : i64
  %d = arith.constant 0 : i64
  call @printI64(%a) : (i64) -> ()
  call @printComma() : () -> ()
  call @printI64(%b) : (i64) -> ()
  call @printComma() : () -> ()
  call @printU64(%c) : (i64) -> ()
  call @printComma() : () -> ()
  call @printU64(%b) : (i64) -> ()
  call @printComma() : () -> ()
  call @printI64(%d) : (i64) -> ()
  call @printNewline() : () -> ()
  %c12 = arith.constant 12 : index
  %m = memref.alloc(%c12) : memref<?xf64>
  %v0 = arith.constant 0x7FF0000000000000 : f64
  %v1 = arith.constant 0xFFF0000000000000 : f64
  %v2 = arith.constant 0x7FF8000000000000 : f64
  %v3 = arith.constant 0xFFF8000000000001 : f64
  %v4 = arith.constant -0.0 : f64
  %v5 = arith.constant 4.9406564584124654E-324 : f64
  %v6 = arith.constant 1.7976931348623157E+308 : f64
  %v7 = arith.constant 123456789.0 : f64
  %v8 = arith.constant 0.000012345 : f64
  %v9 = arith.constant 1.0e-5 : f64
  %v10 = arith.constant 100000.0 : f64
  %v11 = arith.constant 1000000.0 : f64
  %i0 = arith.constant 0 : index
  %i1 = arith.constant 1 : index
  %i2 = arith.constant 2 : index
  %i3 = arith.constant 3 : index
  %i4 = arith.constant 4 : index
  %i5 = arith.constant 5 : index
  %i6 = arith.constant 6 : index
  %i7 = arith.constant 7 : index
  %i8 = arith.constant 8 : index
  %i9 = arith.constant 9 : index
  %i10 = arith.constant 10 : index
  %i11 = arith.constant 11 : index
  memref.store %v0, %m[%i0] : memref<?xf64>
  memref.store %v1, %m[%i1] : memref<?xf64>
  memref.store %v2, %m[%i2] : memref<?xf64>
  memref.store %v3, %m[%i3] : memref<?xf64>
  memref.store %v4, %m[%i4] : memref<?xf64>
  memref.store %v5, %m[%i5] : memref<?xf64>
  memref.store %v6, %m[%i6] : memref<?xf64>
  memref.store %v7, %m[%i7] : memref<?xf64>
  memref.store %v8, %m[%i8] : memref<?xf64>
  memref.store %v9, %m[%i9] : memref<?xf64>
  memref.store %v10, %m[%i10] : memref<?xf64>
  memref.store %v11, %m[%i11] : memref<?xf64>
  call @f64s(%m) : (memref<?xf64>) -> ()
  memref.dealloc %m : memref<?xf64>
  return
}
