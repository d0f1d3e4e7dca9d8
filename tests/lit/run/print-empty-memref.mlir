// A memref with a size of 0 has no elements, but MLIR 19's printMemref shows
// the first element of every dim, read outside the buffer. cmir prints that
// structure with 0 for the element and reads nothing (under ASan, a read
// would be a heap-buffer-overflow).
// RUN: cmir-interp %s -e main -entry-point-result=void | FileCheck %s
// RUN: cmir-run %s -e main -entry-point-result=void | FileCheck %s

// CHECK:      rank = 2 offset = 0 sizes = [3, 0] strides = [0, 1] data =
// CHECK-NEXT: {{^\[\[0\], $}}
// CHECK-NEXT: {{^ \[0\], $}}
// CHECK-NEXT: {{^ \[0\]\]$}}
// CHECK-NEXT: {{^}}7
// CHECK:      rank = 1 offset = 0 sizes = [0] strides = [1] data =
// CHECK-NEXT: {{^\[0\]$}}
func.func private @printMemrefF32(memref<*xf32>) attributes {llvm.emit_c_interface}
func.func private @printMemrefI64(memref<*xi64>) attributes {llvm.emit_c_interface}
func.func private @printI64(i64)
func.func private @printNewline()
func.func @main() {
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %a = memref.alloc(%c3, %c0) : memref<?x?xf32>
  %u = memref.cast %a : memref<?x?xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  %k = arith.constant 7 : i64
  call @printI64(%k) : (i64) -> ()
  call @printNewline() : () -> ()
  %b = memref.alloca(%c0) : memref<?xi64>
  %v = memref.cast %b : memref<?xi64> to memref<*xi64>
  call @printMemrefI64(%v) : (memref<*xi64>) -> ()
  memref.dealloc %a : memref<?x?xf32>
  return
}
