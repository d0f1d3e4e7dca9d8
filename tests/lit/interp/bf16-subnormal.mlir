// RUN: cmir-interp %s | FileCheck %s
// bf16 arithmetic with IEEE subnormals (expected bits computed exactly).
// mlir-cpu-runner-19 on a CPU with AVX512-BF16 flushes these results to zero
// (its f32 -> bf16 instruction does), so the oracle corpus avoids them.
func.func private @printI64(i64)
func.func private @printComma()
func.func @p(%x: bf16) {
  %b = arith.bitcast %x : bf16 to i16
  %e = arith.extui %b : i16 to i64
  call @printI64(%e) : (i64) -> ()
  call @printComma() : () -> ()
  return
}
func.func @main() {
  %m = memref.alloc() : memref<3xbf16>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  // the smallest normal (2^-126), 4 and 0.3
  %a0 = arith.constant 0x0080 : bf16
  %a1 = arith.constant 4.0 : bf16
  %a2 = arith.constant 0.3 : bf16
  memref.store %a0, %m[%c0] : memref<3xbf16>
  memref.store %a1, %m[%c1] : memref<3xbf16>
  memref.store %a2, %m[%c2] : memref<3xbf16>
  %a = memref.load %m[%c0] : memref<3xbf16>
  %four = memref.load %m[%c1] : memref<3xbf16>
  %t = memref.load %m[%c2] : memref<3xbf16>
  %q = arith.divf %a, %four : bf16
  %r = arith.mulf %a, %t : bf16
  %s = arith.addf %q, %q : bf16
  %d = arith.subf %a, %q : bf16
  call @p(%t) : (bf16) -> ()
  call @p(%q) : (bf16) -> ()
  call @p(%r) : (bf16) -> ()
  call @p(%s) : (bf16) -> ()
  call @p(%d) : (bf16) -> ()
  memref.dealloc %m : memref<3xbf16>
  return
}
// CHECK: 16026, 32, 38, 64, 96,
